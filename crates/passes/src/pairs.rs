//! Two moves at once, one inside the part the other keeps.

use whittle_tree::{Edit, NodeId, Part, Replacement, Tree};

use crate::kit::walk::{keeps, removals};
use whittle_reduce::{Element, Pass, Stopped, Work};

/// At most this many pairs per run, the largest first.
const MAX_PAIRS: usize = 150;

/// When even the stalled passes change nothing, on a small file: a node
/// gives way to a part of itself (an `if` or a loop to its body, an
/// operator to an operand), and in the same candidate one more of hdd's
/// moves is made inside that part (a removal, or a replacement). Each
/// move alone was tried and lost the failure; a compiler's crash may need
/// both at once: `if (g) for (;;) *g = (f(), a == b);` keeps its crash as
/// `if (g) *g = (a == b);`, not with the loop gone alone nor with the
/// call gone alone. It widens hdd's 1-minimality by one nested step, as
/// `windows` does for adjacent siblings. Checked by the grammar, largest
/// pairs first; the first interesting one is kept, and the passes start
/// again from it.
///
/// One case has needed it so far: campaign c-sdcc-stm8-gen-c-6027, the one it
/// was made for.
#[derive(Debug)]
pub struct Pairs;

impl Pass for Pairs {
    fn name(&self) -> &'static str {
        "pairs"
    }

    fn description(&self) -> &'static str {
        "a node gives way to a part of itself and one more move is made inside that part, at once"
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let _tree = work.tree();
        let pairs = pairs(work);
        if !pairs.is_empty() {
            work.first_interesting(&pairs)?;
        }
        Ok(())
    }
}

/// Every single move hdd offers on the file (each removable child, each
/// replacement), then each pair of an outer replacement that keeps a part
/// of its node and a move inside that part, largest first, at most
/// [`MAX_PAIRS`].
fn pairs(work: &Work<'_, '_>) -> Vec<Element> {
    let tree = work.tree();
    let edits = work.edits();
    let unedited: Vec<NodeId> = tree.nodes().filter(|&n| work.is_unedited(n)).collect();
    let limit = work.replacements();
    let replacements: Vec<Edit> = unedited
        .iter()
        .flat_map(|&n| {
            tree.replacements(n, edits, limit)
                .into_iter()
                .map(move |r| Edit::Replace(n, r))
        })
        .collect();
    let singles: Vec<Edit> = removals(work, &unedited)
        .into_iter()
        .flat_map(|e| e.edits)
        .chain(replacements.iter().cloned())
        .collect();
    let mut pairs: Vec<(u64, Element)> = Vec::new();
    for outer in &replacements {
        let Edit::Replace(node, kept) = outer else {
            continue;
        };
        for inner in &singles {
            if inner.node() == *node || !inside(tree, kept, inner) {
                continue;
            }
            let element = Element {
                edits: vec![outer.clone(), inner.clone()],
                checked: true,
            };
            pairs.push((element.gain(tree, edits), element));
        }
    }
    // Stable: pairs of one size keep the order of the file.
    pairs.sort_by_key(|(gain, _)| std::cmp::Reverse(*gain));
    pairs.truncate(MAX_PAIRS);
    pairs.into_iter().map(|(_, e)| e).collect()
}

/// Whether `inner` edits a node inside what `kept` puts in place, other
/// than removing the whole of it (which would be a removal of the outer
/// node, or a replacement of it by less).
fn inside(tree: &Tree, kept: &Replacement, inner: &Edit) -> bool {
    let node = inner.node();
    if !keeps(tree, kept, node) {
        return false;
    }
    let is_kept_root = match kept {
        Replacement::Node(d) => *d == node,
        Replacement::Parts { parts, .. } => parts
            .iter()
            .any(|p| matches!(p, Part::Node(d) if *d == node)),
        Replacement::Splice(_) | Replacement::Text { .. } => false,
    };
    !(is_kept_root && matches!(inner, Edit::Remove(_)))
}
