//! Hierarchical delta debugging (Misherghi and Su, ICSE 2006) over the
//! grammar's removals and replacements.

use whittle_tree::{NodeId, Part, Replacement};

use crate::pass::{Element, Pass, Stopped, Work};
use crate::passes::uses::Definitions;
use crate::passes::{levels, replacement_rounds};

/// How HDD groups the nodes of one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HddLists {
    /// One list per parent.
    PerParent,
    /// One list for the whole level.
    PerLevel,
}

impl HddLists {
    /// Every grouping, in a stable order.
    pub const ALL: [HddLists; 2] = [HddLists::PerParent, HddLists::PerLevel];

    /// The name used on the command line and in statistics.
    pub fn name(self) -> &'static str {
        match self {
            HddLists::PerParent => "per-parent",
            HddLists::PerLevel => "per-level",
        }
    }
}

/// Level by level: the removable children of the nodes at one depth go to
/// the core (one list per parent, or one for the level), then the
/// survivors try their replacements, then the next depth.
#[derive(Debug)]
pub struct Hdd {
    /// How a level's nodes are grouped into lists.
    pub lists: HddLists,
}

impl Pass for Hdd {
    fn name(&self) -> &'static str {
        "hdd"
    }

    fn description(&self) -> &'static str {
        "level by level: remove the grammar's optional and repeated children, then replace the survivors by smaller ones"
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        levels(work, |work, level| {
            match self.lists {
                HddLists::PerParent => {
                    for &parent in level {
                        if work.is_alive(parent) {
                            let list = removals(work, &[parent]);
                            work.minimize(&list)?;
                        }
                    }
                }
                HddLists::PerLevel => {
                    let parents: Vec<NodeId> = level
                        .iter()
                        .copied()
                        .filter(|&p| work.is_alive(p))
                        .collect();
                    let list = removals(work, &parents);
                    work.minimize(&list)?;
                }
            }
            let tree = work.tree();
            let children: Vec<NodeId> = level
                .iter()
                .filter(|&&p| work.is_alive(p))
                .flat_map(|&p| tree.children(p).iter().copied())
                .filter(|&c| work.is_alive(c))
                .collect();
            replace_all(work, &children)
        })
    }
}

/// Whether a replacement keeps `leaf` (a descendant of the node it
/// replaces) in the file.
fn keeps(tree: &whittle_tree::Tree, replacement: &Replacement, leaf: NodeId) -> bool {
    match replacement {
        Replacement::Node(d) => tree.contains(*d, leaf),
        Replacement::Splice(d) => tree
            .splice_range(*d)
            .iter()
            .any(|&c| tree.contains(c, leaf)),
        Replacement::Parts { parts, .. } => parts
            .iter()
            .any(|p| matches!(p, Part::Node(d) if tree.contains(*d, leaf))),
        Replacement::Text { .. } => false,
    }
}

/// Removals of the removable children of `parents`. In a language that
/// declares before use, a child that defines a name used after it is left
/// out: it can go only with its uses, which go first (then the sweep, or
/// the next round, takes it), and testing it alone would fail, one test
/// each (the tokens pass tries such children when the passes stall).
pub(crate) fn removals(work: &Work<'_, '_>, parents: &[NodeId]) -> Vec<Element> {
    let tree = work.tree();
    let definitions = tree
        .language()
        .declares_before_use()
        .then(|| Definitions::of(tree, work.edits()));
    parents
        .iter()
        .flat_map(|&p| tree.removable_children(p, work.edits()))
        .filter(|&c| definitions.as_ref().is_none_or(|d| !d.defines_used(c)))
        .map(Element::remove)
        .collect()
}

/// Replacements for many nodes at once: each node's best offer goes into
/// a list for the core (applying an element is replacing its node); nodes
/// left unreplaced try their next offer, for up to `--replacements`
/// rounds. In a language that declares before use, an offer that drops a
/// definition of a name used after it is left out, as with removals.
fn replace_all(work: &mut Work<'_, '_>, nodes: &[NodeId]) -> Result<(), Stopped> {
    let tree = work.tree();
    let limit = work.replacements();
    let definitions = tree
        .language()
        .declares_before_use()
        .then(|| Definitions::of(tree, work.edits()));
    let offers: Vec<(NodeId, Vec<_>)> = nodes
        .iter()
        .map(|&n| {
            let mut offers = tree.replacements(n, work.edits(), limit);
            if let Some(definitions) = &definitions {
                let defining: Vec<NodeId> = definitions.defining_leaves(n).collect();
                offers.retain(|r| defining.iter().all(|&leaf| keeps(tree, r, leaf)));
            }
            (n, offers)
        })
        .filter(|(_, offers)| !offers.is_empty())
        .collect();
    replacement_rounds(work, &offers)
}
