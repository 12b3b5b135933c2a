//! A position goes from two lists side by side at once.

use whittle_tree::{Edit, NodeId, Tree};

use crate::kit::{entries, levels};
use whittle_reduce::{Element, Pass, Stopped, Work};

/// When the other passes stall: where one node holds two comma-separated
/// lists of the same length (`a, b := x, y` in Go, `a, b = x, y` in
/// Python, `let (a, b) = (x, y);` in Rust, `[a, b] = [x, y]` in
/// JavaScript), the entries at one position go from both at once: `a :=
/// x`. Neither can go alone (the two sides must stay the same length,
/// and a name left without its value is refused), so HDD's removals of
/// each fail. Which lists pair up is read from the tree alone, for every
/// language: two children of one node, each with the same number of
/// entries and a `,` between them. One list per node, checked by the
/// grammar.
#[derive(Debug)]
pub struct Positions;

impl Pass for Positions {
    fn name(&self) -> &'static str {
        "positions"
    }

    fn description(&self) -> &'static str {
        "an entry goes from two lists side by side at the same position (`a, b := x, y` as `a := x`)"
    }

    /// Lists need a grammar's nodes: plain text has none side by side.
    fn applies_to(&self, language: &whittle_tree::Language) -> bool {
        language.tree_sitter_language().is_some()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        levels(work, |work, level| {
            for &node in level {
                if !work.is_alive(node) {
                    continue;
                }
                let list = side_by_side(work, node);
                if !list.is_empty() {
                    work.minimize(&list)?;
                }
            }
            Ok(())
        })
    }
}

/// The elements for `node`'s first two children that are lists of the
/// same length: one per position, removing the entry there from both.
fn side_by_side(work: &Work<'_, '_>, node: NodeId) -> Vec<Element> {
    let tree = work.tree();
    let lists: Vec<Vec<NodeId>> = tree
        .named_children(node)
        .filter(|&c| work.is_alive(c) && is_comma_list(tree, c))
        .map(|c| entries(tree, work, c).collect::<Vec<_>>())
        .filter(|entries| entries.len() >= 2)
        .collect();
    for (i, first) in lists.iter().enumerate() {
        if let Some(second) = lists[i + 1..].iter().find(|l| l.len() == first.len()) {
            return first
                .iter()
                .zip(second)
                .map(|(&a, &b)| Element {
                    edits: vec![Edit::Remove(a), Edit::Remove(b)],
                    checked: true,
                })
                .collect();
        }
    }
    Vec::new()
}

/// Whether `node` separates its entries with commas.
fn is_comma_list(tree: &Tree, node: NodeId) -> bool {
    tree.children(node)
        .iter()
        .any(|&c| !tree.is_named(c) && tree.text(c) == b",")
}
