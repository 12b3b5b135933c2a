//! What the passes share: the frame of a pass that reads a section of
//! the language's overrides, walks over the tree, the uses of names, the
//! memory of moves that failed, and the language data that several
//! passes read. Architecture invariant: nothing here imports a pass, and
//! no pass imports another; what two passes share lives here.

pub(crate) mod familiar;
pub(crate) mod frame;
pub(crate) mod insertion;
pub(crate) mod parameters;
pub(crate) mod rewrites;
pub(crate) mod tried;
pub(crate) mod uses;
pub(crate) mod walk;

use whittle_reduce::{Element, NextList, Stopped, Work};
use whittle_tree::{Edits, NodeId, Part, Replacement, Tree};

/// The alive entries of a list or block: its named children, comments
/// aside.
pub(crate) fn entries<'t>(
    tree: &'t Tree,
    work: &'t Work<'_, '_>,
    list: NodeId,
) -> impl Iterator<Item = NodeId> + 't {
    tree.named_children(list)
        .filter(move |&c| !tree.is_extra(c) && work.is_alive(c))
}

/// The blanks (spaces and tabs) between the start of `node`'s line and
/// `node`, where only blanks stand there: its indentation, if it starts
/// its line.
pub(crate) fn indentation(tree: &Tree, node: NodeId) -> Option<&[u8]> {
    let source = tree.source();
    let start = tree.range(node).start;
    let line = source[..start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let blanks = &source[line..start];
    blanks
        .iter()
        .all(|&b| b == b' ' || b == b'\t')
        .then_some(blanks)
}

/// `nodes` as parts, with the text between neighbours in the file.
pub(crate) fn with_gaps<'a>(tree: &Tree, nodes: impl Iterator<Item = &'a NodeId>) -> Vec<Part> {
    let source = tree.source();
    let mut parts = Vec::new();
    let mut previous: Option<NodeId> = None;
    for &node in nodes {
        if let Some(p) = previous {
            let (end, start) = (tree.range(p).end, tree.range(node).start);
            let gap = if end <= start {
                &source[end..start]
            } else {
                &b" "[..]
            };
            parts.push(Part::Text(String::from_utf8_lossy(gap).as_ref().into()));
        }
        parts.push(Part::Node(node));
        previous = Some(node);
    }
    parts
}

/// Walks the tree level by level, HDD's order: `visit` gets each level's
/// nodes (the root first); the next level is what stands, after the
/// visit, where the alive children of that level stood.
pub(crate) fn levels(
    work: &mut Work<'_, '_>,
    mut visit: impl FnMut(&mut Work<'_, '_>, &[NodeId]) -> Result<(), Stopped>,
) -> Result<(), Stopped> {
    let tree = work.tree();
    let mut level = vec![tree.root()];
    while !level.is_empty() {
        visit(work, &level)?;
        level = next_level(tree, work.edits(), &level);
    }
    Ok(())
}

/// The level after `level` under `edits` (see [`levels`]).
pub(crate) fn next_level(tree: &Tree, edits: &Edits, level: &[NodeId]) -> Vec<NodeId> {
    alive_children(tree, edits, level)
        .into_iter()
        .flat_map(|c| tree.representatives(c, edits))
        .collect()
}

/// The children of `level`'s nodes still alive under `edits`.
pub(crate) fn alive_children(tree: &Tree, edits: &Edits, level: &[NodeId]) -> Vec<NodeId> {
    level
        .iter()
        .filter(|&&p| tree.is_alive(p, edits))
        .flat_map(|&p| tree.children(p).iter().copied())
        .filter(|&c| tree.is_alive(c, edits))
        .collect()
}

/// Replacements offered in rounds: round `r` puts the `r`-th offer of each
/// node still unreplaced and alive into one list for the core (applying
/// an element is replacing its node), until a round has nothing left to
/// offer (a node left out of one round is left out of the later ones).
/// `after` is what the pass minimizes once the rounds are over, for
/// speculation.
pub(crate) fn replacement_rounds(
    work: &mut Work<'_, '_>,
    offers: &[(NodeId, Vec<Replacement>)],
    after: Option<&NextList<'_>>,
) -> Result<(), Stopped> {
    for round in 0.. {
        let list = round_list(work.tree(), work.edits(), offers, round);
        if list.is_empty() {
            break;
        }
        work.minimize_before(&list, &|tree, edits, later| {
            // The first empty round ends them.
            for (at, round) in (round + 1..).enumerate() {
                let next = round_list(tree, edits, offers, round);
                if next.is_empty() {
                    return after.and_then(|after| after(tree, edits, later - at));
                }
                if at == later {
                    return Some(next);
                }
            }
            None
        })?;
    }
    Ok(())
}

/// Round `round` of [`replacement_rounds`] under `edits`.
pub(crate) fn round_list(
    tree: &Tree,
    edits: &Edits,
    offers: &[(NodeId, Vec<Replacement>)],
    round: usize,
) -> Vec<Element> {
    offers
        .iter()
        .filter(|(n, offers)| {
            round < offers.len() && edits.replacement(*n).is_none() && tree.is_alive(*n, edits)
        })
        .map(|(n, offers)| Element::replace(*n, offers[round].clone()))
        .collect()
}
