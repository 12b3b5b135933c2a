//! A definition goes together with every use of it.

use std::collections::BTreeSet;

use whittle_tree::{Edit, Edits, Language, NodeId, Tree};

use crate::kit::frame::section;
use crate::kit::scopes::{DefuseSection, Removable, definitions_and_uses};
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// In a language that needs every name defined (rustc, a JavaScript
/// module in strict mode, a type checker), a definition can only go
/// together with its uses, so neither goes alone: `let size;` and every
/// statement that reads `size`; a struct's field and every access to it; a
/// function and every call. One element per definition that has uses:
/// the definition's removable node and, for each use, the nearest node
/// around it that the grammar lets go (the statement, the argument, the
/// field), all in one candidate. Definitions come from the grammar's own
/// queries (`@definition.*` of its tags, `@local.definition` of its
/// locals) and from its fields (`name`, `pattern`, `left`); a use is a
/// name leaf of the same text in the innermost scope around the
/// definition (`@local.scope`, or the kinds `[defuse]` lists, or the file),
/// so a local `r` in one function is not another function's `r`.
///
/// The schedule runs it before the tree passes (`defuse`) for a language
/// whose tools refuse a name used and not defined (rustc, javac, tsc,
/// `go build`), where HDD could only try removals that fail, and after
/// them (`defuse-late`) for a language whose tools look names up only
/// when the code runs (Node.js), where HDD's removals come cheaper.
#[derive(Debug)]
pub struct Defuse;

impl Pass for Defuse {
    fn name(&self) -> &'static str {
        "defuse"
    }

    fn description(&self) -> &'static str {
        "a definition goes together with every use of it (a `let` and the statements that read it, a function and its calls)"
    }

    /// Without a parser (plain text) there is nothing to define.
    fn applies_to(&self, language: &Language) -> bool {
        language.tree_sitter_language().is_some()
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![SectionCheck::of::<DefuseSection>()]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let rules = section::<DefuseSection>(tree.language());
        let list = elements(tree, work.edits(), &rules);
        work.minimize(&list)
    }
}

/// The list: one element per definition with uses, in file order.
fn elements(tree: &Tree, edits: &Edits, rules: &DefuseSection) -> Vec<Element> {
    let mut removable = Removable::new(tree, edits);
    let (definitions, uses) = definitions_and_uses(tree, edits, rules, &mut removable);
    // What each definition takes directly: itself and, around each use,
    // the nearest node the grammar lets go; `None` when a use has none.
    let direct: Vec<Option<Vec<NodeId>>> = definitions
        .iter()
        .zip(&uses)
        .map(|(d, uses)| {
            let mut removed = vec![d.owner];
            for &leaf in uses {
                let around = removable.around(leaf, d.scope)?;
                if tree.contains(around, d.owner) {
                    return None;
                }
                removed.push(around);
            }
            Some(removed)
        })
        .collect();
    // Definitions by owner, to find those inside a removed node.
    let mut by_owner: Vec<(NodeId, usize)> = definitions
        .iter()
        .enumerate()
        .map(|(i, d)| (d.owner, i))
        .collect();
    by_owner.sort_unstable();
    (0..definitions.len())
        .filter(|&i| !uses[i].is_empty())
        .filter_map(|i| {
            let removed = closure(tree, i, &direct, &by_owner)?;
            Some(Element {
                edits: removed.into_iter().map(Edit::Remove).collect(),
                checked: true,
            })
        })
        .collect()
}

/// What removing definition `first` takes, transitively: a use's
/// statement that defines a name (`let r = inv.first();`) takes that
/// name's uses too. The outermost nodes, in file order; `None` when some
/// definition on the way has a use that cannot go.
fn closure(
    tree: &Tree,
    first: usize,
    direct: &[Option<Vec<NodeId>>],
    by_owner: &[(NodeId, usize)],
) -> Option<Vec<NodeId>> {
    let mut taken: BTreeSet<usize> = BTreeSet::from([first]);
    let mut removed: Vec<NodeId> = Vec::new();
    let mut pending: Vec<NodeId> = direct[first].clone()?;
    while let Some(node) = pending.pop() {
        if removed.iter().any(|&r| tree.contains(r, node)) {
            continue;
        }
        removed.retain(|&r| !tree.contains(node, r));
        removed.push(node);
        let end = tree.subtree_end(node);
        let inside = by_owner.partition_point(|&(owner, _)| owner < node);
        for &(owner, j) in &by_owner[inside..] {
            if owner >= end {
                break;
            }
            if taken.insert(j) {
                pending.extend(direct[j].clone()?);
            }
        }
    }
    removed.sort_unstable();
    Some(removed)
}
