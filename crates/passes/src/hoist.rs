//! A body takes the place of the wrapper that holds it.

use whittle_tree::{Edit, Language, NodeId, Replacement, Tree};

use crate::kit::replacement_rounds;
use whittle_reduce::{Pass, Stopped, Work};

/// How far below a node a body may be and still take its place: an
/// immediately invoked function's statements are four levels below its
/// statement (`(function () { … })();`).
const DEPTH: usize = 5;

/// When the other passes stall: a node gives way to the contents of a
/// block deeper inside it, where its parent's rule lets them stand: a
/// statement that calls a function written in place (`(function () {
/// 'use strict'; … })();`, `0(this, function () { … })`, `run(|| { … })`)
/// becomes that function's statements; `loop { … }` and `unsafe { … }`
/// as statements become theirs. HDD offers the contents of a node and of
/// its children; these are deeper. Each node offers its smallest few, in
/// rounds, each checked by the grammar.
///
/// One case has needed it so far: rust-rustc-e0507-roff.
#[derive(Debug)]
pub struct Hoist;

impl Pass for Hoist {
    fn name(&self) -> &'static str {
        "hoist"
    }

    fn description(&self) -> &'static str {
        "a wrapper gives way to a body deeper inside it (an immediately invoked function, a callback, a loop)"
    }

    /// Without a parser (plain text) there are no wrappers.
    fn applies_to(&self, language: &Language) -> bool {
        language.tree_sitter_language().is_some()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let limit = work.replacements();
        let offers: Vec<(NodeId, Vec<Replacement>)> = tree
            .nodes()
            .filter(|&n| work.is_unedited(n))
            .map(|n| (n, hoists(tree, work, n, limit)))
            .filter(|(_, offers)| !offers.is_empty())
            .collect();
        replacement_rounds(work, &offers, None)
    }
}

/// The contents of blocks two to [`DEPTH`] levels below `node` that may
/// take its place under the accepted edits, smallest first, at most
/// `limit`.
fn hoists(tree: &Tree, work: &Work<'_, '_>, node: NodeId, limit: usize) -> Vec<Replacement> {
    if tree.parent(node).is_none() || tree.is_error(node) {
        return Vec::new();
    }
    let weight = tree.weight(node);
    let mut offers: Vec<(u64, NodeId, Replacement)> = Vec::new();
    // The nodes two to DEPTH levels below, with how far below they are.
    let mut stack: Vec<(NodeId, usize)> = tree.children(node).iter().map(|&c| (c, 1)).collect();
    while let Some((inner, below)) = stack.pop() {
        if below < DEPTH {
            stack.extend(tree.children(inner).iter().map(|&c| (c, below + 1)));
        }
        if below < 2 || tree.named_children(inner).next().is_none() {
            continue;
        }
        let splice = Replacement::Splice(inner);
        let tokens = tree.replacement_tokens(&splice, work.edits());
        if tokens >= weight || tokens == 0 || !work.is_unedited_subtree(inner) {
            continue;
        }
        if tree
            .apply(work.edits(), &[Edit::Replace(node, splice.clone())])
            .is_some()
        {
            offers.push((tokens, inner, splice));
        }
    }
    offers.sort_by_key(|(tokens, inner, _)| (*tokens, *inner));
    offers.into_iter().take(limit).map(|(_, _, r)| r).collect()
}
