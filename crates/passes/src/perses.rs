//! Perses (Sun et al., ICSE 2018): grammar-guided reduction, largest node
//! first.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::kit::uses::Declarations;
use crate::kit::walk::removals;
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// Largest node first, from a priority queue: a node with removable
/// children has them minimized; otherwise its replacements are tried,
/// smallest first.
#[derive(Debug)]
pub struct Perses;

impl Pass for Perses {
    fn name(&self) -> &'static str {
        "perses"
    }

    fn description(&self) -> &'static str {
        "largest node first: remove the grammar's optional and repeated children, else replace the node by a smaller one"
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![SectionCheck::of::<Declarations>()]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let mut queue = BinaryHeap::from([(tree.weight(tree.root()), Reverse(tree.root()))]);
        while let Some((_, Reverse(node))) = queue.pop() {
            if !work.is_alive(node) {
                continue;
            }
            let list = removals(work, &[node]);
            if list.is_empty() {
                let offers: Vec<Element> = tree
                    .replacements(node, work.edits(), work.replacements())
                    .into_iter()
                    .map(|r| Element::replace(node, r))
                    .collect();
                work.first_interesting(&offers)?;
            } else {
                work.minimize(&list)?;
            }
            for representative in tree.representatives(node, work.edits()) {
                let parents = if representative == node {
                    tree.children(node).to_vec()
                } else {
                    vec![representative]
                };
                for child in parents {
                    if work.is_alive(child) {
                        queue.push((tree.weight(child), Reverse(child)));
                    }
                }
            }
        }
        Ok(())
    }
}
