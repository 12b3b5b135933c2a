//! Prune: HDD's removals alone, on large files, before hdd, for the sweep.

use std::collections::BTreeSet;

use whittle_tree::{Edits, NodeId, Tree};

use crate::kit::uses::{Declarations, Items};
use crate::kit::walk::{HddLists, Walk};
use whittle_reduce::{Pass, SectionCheck, Stopped, Work};

/// HDD's removals alone, level by level: the file (and with it what the
/// sweep finds dead) shrinks before replacements are tried on nodes that
/// are about to go anyway (the types and parameter lists of declarations
/// that the sweep removes once the function bodies that use them are
/// pruned).
///
/// Prune enters only the large items that no other item uses (a
/// program's entry points). An item others use may yet go with its users,
/// and what prune would take from it (a prototype's parameter names, a
/// global's `static`) frees nothing, while it costs most of prune's tests.
/// A small one is rarely worth its tests. It stops
/// at the end of a level whose removals left a large share of the file
/// dead, and runs again once the sweep has taken that (its schedule row
/// reruns after its followers), so that its later tests run on the
/// smaller file.
///
/// On small files the waste it saves is small and the different order can
/// end in a larger local minimum, so the schedule runs it only on large
/// files; and it works until it has walked the whole tree once in a
/// reduction: later rounds start from a file that was pruned already.
#[derive(Debug)]
pub struct Prune {
    /// How a level's nodes are grouped into lists.
    pub lists: HddLists,
    /// The share of the file that an item nothing uses must hold for
    /// prune to enter it.
    pub share: f64,
}

/// The share of the file that, dead, makes prune stop for the sweep.
const DEAD_SHARE_TO_STOP: f64 = 0.25;

/// Prune's memory: whether it has walked the whole tree in this
/// reduction.
#[derive(Default)]
struct Pruned(bool);

impl Pass for Prune {
    fn name(&self) -> &'static str {
        "prune"
    }

    fn description(&self) -> &'static str {
        "hdd's removals alone, inside the large items nothing else uses, pausing for the sweep"
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![SectionCheck::of::<Declarations>()]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        if work.memory::<Pruned>().0 {
            return Ok(());
        }
        // By first occurrences, as the sweep's last stage reckons: what
        // every declaration of a name keeps (C++ overloads and
        // specializations) would hide the program's entry points and
        // what pruning them leaves dead.
        let items = Items::by_first_occurrence(tree, work.edits());
        // The items nothing uses now: the sweep has found them needed, so
        // they never count as dead. (So nothing is dead when prune starts.)
        let roots: BTreeSet<NodeId> = items.unused().collect();
        // Prune enters the large ones only: on a C++ file, the sweep leaves
        // hundreds of specializations and out-of-line members that nothing
        // names but the compiler needs, each small; entering them all costs
        // tests out of proportion to the share of the file they hold.
        let least = items.tokens(tree) as f64 * self.share;
        let skipped: BTreeSet<NodeId> = items
            .nodes
            .iter()
            .copied()
            .filter(|n| !roots.contains(n) || (tree.weight(*n) as f64) < least)
            .collect();
        let walk = Walk {
            lists: self.lists,
            replace: false,
            remember: false,
        };
        // The share is asked after every level, and finding it walks the
        // whole tree: asked again under the same edits (a level that
        // removed nothing, as most levels of a deep file), the last answer
        // stands, so a walk costs a tree walk per change, not per level.
        let mut last: Option<(Edits, bool)> = None;
        let walked = walk.run(
            work,
            |n| !skipped.contains(&n),
            |work| match &last {
                Some((edits, stop)) if edits == work.edits() => *stop,
                _ => {
                    let stop = dead_share(work.tree(), work.edits(), &roots) >= DEAD_SHARE_TO_STOP;
                    last = Some((work.edits().clone(), stop));
                    stop
                }
            },
        )?;
        if walked {
            work.memory::<Pruned>().0 = true;
        }
        Ok(())
    }
}

/// The share of the top-level items' tokens that is dead: in items that
/// nothing alive uses, transitively, other than `roots` (what the sweep
/// would remove).
fn dead_share(tree: &Tree, edits: &Edits, roots: &BTreeSet<NodeId>) -> f64 {
    let items = Items::by_first_occurrence(tree, edits);
    let dead: u64 = items
        .dead(|n| roots.contains(&n))
        .iter()
        .flatten()
        .map(|&i| tree.weight(items.nodes[i]))
        .sum();
    dead as f64 / items.tokens(tree).max(1) as f64
}
