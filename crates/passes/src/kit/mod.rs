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
pub(crate) mod scopes;
pub(crate) mod tried;
pub(crate) mod uses;
pub(crate) mod walk;

use whittle_reduce::{Element, NextList, Stopped, Work};
use whittle_tree::{AliveNodes, Edits, NodeId, Part, Replacement, Tree};

/// The accepted edits seen once for many questions: which nodes are
/// alive, and which subtrees hold no edit. Asking [`Work::is_alive`] of
/// every node walks each one's ancestors (depth times nodes on a deeply
/// nested file), and asking whether a subtree is unedited node by node
/// is that again per node of the subtree; this answers both from one
/// walk of the tree and the sorted edited nodes. Made anew whenever the
/// edits change.
pub(crate) struct Snapshot {
    alive: AliveNodes,
    /// The removed and replaced nodes, ascending.
    edited: Vec<NodeId>,
}

impl Snapshot {
    pub(crate) fn of(tree: &Tree, edits: &Edits) -> Snapshot {
        let mut edited: Vec<NodeId> = edits
            .removed()
            .chain(edits.replaced().map(|(n, _)| n))
            .collect();
        edited.sort_unstable();
        Snapshot {
            alive: tree.alive_nodes(edits),
            edited,
        }
    }

    /// [`Work::is_alive`].
    pub(crate) fn is_alive(&self, node: NodeId) -> bool {
        self.alive.contains(node)
    }

    /// [`Work::is_unedited_subtree`]: `node` alive and no node of its
    /// subtree removed or replaced (then every node of it is alive, as a
    /// replacement above keeps whole subtrees).
    pub(crate) fn is_unedited_subtree(&self, tree: &Tree, node: NodeId) -> bool {
        let first = self.edited.partition_point(|&n| n < node);
        self.is_alive(node)
            && self
                .edited
                .get(first)
                .is_none_or(|&n| n >= tree.subtree_end(node))
    }
}

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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::Snapshot;
    use whittle_tree::{Edits, Language, NodeId, Part, Replacement, Tree};

    /// A snapshot answers as the accepted edits answer node by node:
    /// alive, and a subtree with no node removed, replaced or dead, under
    /// random removals and replacements (a stand-in, a descendant, a
    /// splice, parts).
    #[test]
    fn a_snapshot_answers_as_the_edits_do() {
        let text = "int g(int a, int b) { return a + b * (a - 1); }\n\
                    int t[2][3] = {{1, 2, 3}, {4, 5, 6}};\n\
                    int main(void) { int x = g(1, 2); if (x) { x = t[1][2]; } return x; }\n";
        let tree = Tree::parse(&Language::c(), text.as_bytes().to_vec()).unwrap();
        let nodes: Vec<NodeId> = tree.nodes().collect();
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move |below: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below as u64) as usize
        };
        for _ in 0..300 {
            let mut edits = Edits::new();
            for _ in 0..next(5) {
                let node = nodes[next(nodes.len())];
                let below = &nodes[node.index()..tree.subtree_end(node).index()];
                let inner = below[next(below.len())];
                match next(8) {
                    0..4 => edits.remove(node),
                    4 => edits.replace(
                        node,
                        Replacement::Text {
                            text: "0".into(),
                            kind: tree.kind(node),
                        },
                    ),
                    5 => edits.replace(node, Replacement::Node(inner)),
                    6 => edits.replace(node, Replacement::Splice(inner)),
                    _ => edits.replace(
                        node,
                        Replacement::Parts {
                            parts: vec![Part::Node(inner)].into(),
                            kind: tree.kind(node),
                        },
                    ),
                }
            }
            let now = Snapshot::of(&tree, &edits);
            for &node in &nodes {
                assert_eq!(now.is_alive(node), tree.is_alive(node, &edits));
                let unedited = tree
                    .subtree(node)
                    .all(|n| tree.is_alive(n, &edits) && edits.replacement(n).is_none());
                assert_eq!(
                    now.is_unedited_subtree(&tree, node),
                    unedited,
                    "{node:?} under {edits:?}"
                );
            }
        }
    }
}
