//! A node becomes another form its place takes, built around one of its
//! parts (structure form conversion).

use std::collections::BTreeSet;

use whittle_tree::{KindId, NodeId, Part, Replacement, Tree};

use crate::kit::replacement_rounds;
use crate::kit::tried::Tried;
use whittle_reduce::{Pass, Stopped, Work};

/// Conversions offered per node: the one around its nearest part, with
/// the fewest tokens. Where a tool refuses most forms (an expression as a
/// statement, in `javac`), each further one would cost a round of tests
/// that fail.
const OFFERS_PER_NODE: usize = 1;

/// A conversion as the memory keys it: the node's kind, the form's kind
/// and the reused part's kind. Where one `if` did not take the form of
/// its condition's statement, the others are not offered it either: a
/// tool that refuses an expression as a statement (`javac`, `go`) refuses
/// it everywhere.
type Key = (KindId, KindId, Option<KindId>);

/// Structure form conversion (Perses' SFC, OOPSLA'25), the form built
/// around one reused node: when the other passes stall, each node may
/// become a node of another kind that its parent's rule takes in its
/// place, built from the grammar alone: that kind's cheapest text around
/// one of the node's descendants (`Tree::conversions`). A statement
/// becomes an expression statement of its condition or value (`if (c) {
/// … }` as `(c);`, `let x = f();` as `f();`), a Go conversion
/// `[]int32(nil)` the composite literal `[]int32{}`. HDD offers a
/// descendant in a node's place only where the descendant's own kind fits
/// there; this wraps it in the least the place needs. One offer per node goes to the core in one list, as HDD's
/// replacements do; a conversion of kinds that no node took is not
/// offered again until the file has halved. No table in `grammars/`
/// names a form.
#[derive(Debug)]
pub struct Conversions;

impl Pass for Conversions {
    fn name(&self) -> &'static str {
        "conversions"
    }

    fn description(&self) -> &'static str {
        "a node as another form its place takes, around one of its parts (`if (c) {…}` as `(c);`)"
    }

    /// Forms come from a grammar's rules: plain text has none.
    fn applies_to(&self, language: &whittle_tree::Language) -> bool {
        language.tree_sitter_language().is_some()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let tokens = tree.weight(tree.root());
        let candidates: Vec<(NodeId, Vec<Replacement>)> = tree
            .nodes()
            .filter(|&n| work.is_unedited(n))
            .map(|n| (n, tree.conversions(n, work.edits(), OFFERS_PER_NODE)))
            .collect();
        let tried = work.memory::<Tried<Key>>();
        let offers: Vec<(NodeId, Vec<Replacement>)> = candidates
            .into_iter()
            .map(|(n, offers)| {
                let untried = offers
                    .into_iter()
                    .filter(|r| !tried.contains(&key(tree, n, r), tokens))
                    .collect();
                (n, untried)
            })
            .filter(|(_, offers): &(NodeId, Vec<Replacement>)| !offers.is_empty())
            .collect();
        replacement_rounds(work, &offers, None)?;
        // A node still as it was took none of its conversions; a key
        // counts as tried if no node that changed was offered it.
        let (kept, changed): (Vec<_>, Vec<_>) =
            offers.iter().partition(|(n, _)| work.is_unedited(*n));
        let keys = |list: Vec<&(NodeId, Vec<Replacement>)>| -> BTreeSet<Key> {
            list.into_iter()
                .flat_map(|(n, offers)| offers.iter().map(|r| key(tree, *n, r)))
                .collect()
        };
        let maybe_taken = keys(changed);
        for failed in keys(kept).difference(&maybe_taken) {
            work.memory::<Tried<Key>>().insert(*failed, tokens);
        }
        Ok(())
    }
}

/// How the memory keys converting `node` by `replacement`.
fn key(tree: &Tree, node: NodeId, replacement: &Replacement) -> Key {
    let (form, reused) = match replacement {
        Replacement::Parts { parts, kind } => (
            *kind,
            parts.iter().find_map(|p| match p {
                Part::Node(n) => Some(tree.kind(*n)),
                Part::Text(_) => None,
            }),
        ),
        Replacement::Node(n) | Replacement::Splice(n) => (tree.kind(*n), None),
        Replacement::Text { kind, .. } => (*kind, None),
    };
    (tree.kind(node), form, reused)
}
