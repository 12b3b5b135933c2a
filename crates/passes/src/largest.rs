//! Largest first: the grammar's removals of the largest nodes, at any
//! depth, before prune and hdd walk the tree level by level.

use whittle_tree::NodeId;

use crate::kit::Snapshot;
use crate::kit::tried::Tried;
use crate::kit::uses::Declarations;
use crate::kit::walk::removable;
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// Each node that holds a [`Largest::share`] of the file or more and that the grammar
/// lets go (an optional or repeated child, as hdd removes them) is tried
/// alone, largest first, as Perses orders its worklist by size. hdd
/// reaches a large statement deep in a function only after the levels
/// above it, and on a generated program one such statement (a loop the
/// compiler's back end is slow on) can make every interesting test of
/// those levels several times slower than once it has gone: taking the
/// large ones first makes the file small before the many small steps.
///
/// A node that defines a name used after it is left out, as hdd leaves it
/// (it goes with its uses). A removal that failed counts as tried until
/// the file has halved (see [`Tried`]), so later rounds do not test it
/// again on an unchanged neighbourhood, and the pass ends.
#[derive(Debug)]
pub struct Largest {
    /// The share of the file a node must hold to be tried.
    pub share: f64,
}

impl Pass for Largest {
    fn name(&self) -> &'static str {
        "largest"
    }

    fn description(&self) -> &'static str {
        "each removal of a node that holds a large share of the file, largest first, at any depth"
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![SectionCheck::of::<Declarations>()]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let file = tree.weight(tree.root());
        let least = (self.share * file as f64).ceil() as u64;
        // hdd's removals; a child that large has a parent at least as
        // large.
        // On a deeply nested file every ancestor of a large node is
        // large: asked from one walk, not each one's ancestors.
        let now = Snapshot::of(tree, work.edits());
        let parents: Vec<NodeId> = tree
            .nodes()
            .filter(|&p| tree.weight(p) >= least && now.is_alive(p))
            .collect();
        let mut large = removable(work, &parents);
        large.retain(|&c| tree.weight(c) >= least);
        // Largest first; among equals, in the file's order.
        large.sort_by_key(|&n| (std::cmp::Reverse(tree.weight(n)), n));
        // Those tried in an earlier run are left out.
        let untried: Vec<(NodeId, Vec<u8>)> = large
            .into_iter()
            .map(|n| (n, tree.text(n).to_vec()))
            .filter(|(_, key)| !work.memory::<Tried<Vec<u8>>>().contains(key, file))
            .collect();
        for (i, (node, key)) in untried.iter().enumerate() {
            // One tried before in this run with the same text.
            if !work.is_alive(*node) || work.memory::<Tried<Vec<u8>>>().contains(key, file) {
                continue;
            }
            // Each node after this one is a place of its own; one gone
            // under the edits by then is an empty place, as the loop
            // passes over it.
            let ahead = &untried[i + 1..];
            work.minimize_before(&[Element::remove(*node)], &|tree, edits, later| {
                let (n, _) = ahead.get(later)?;
                Some(match tree.is_alive(*n, edits) {
                    true => vec![Element::remove(*n)],
                    false => Vec::new(),
                })
            })?;
            if work.is_alive(*node) {
                work.memory::<Tried<Vec<u8>>>().insert(key.clone(), file);
            }
        }
        Ok(())
    }
}
