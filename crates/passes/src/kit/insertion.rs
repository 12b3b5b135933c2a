//! Declarations put in front of an item, for the passes that bring in
//! variables (scalars, elements, temporaries).

use whittle_reduce::Work;
use whittle_tree::{Edit, NodeId, Part, Replacement, Tree};

/// The edit that puts `declaration` before `item`: its first leaf takes
/// the declaration in front (on top of what earlier moves put there), as
/// long as that leaf is not one of the accesses.
pub(crate) fn insertion(
    tree: &Tree,
    work: &Work<'_, '_>,
    item: NodeId,
    declaration: &str,
    group: &[NodeId],
) -> Option<Edit> {
    if !work.is_alive(item) {
        return None;
    }
    let mut leaf = item;
    while let Some(&child) = tree.children(leaf).first() {
        leaf = child;
    }
    if group.iter().any(|&a| tree.contains(a, leaf)) {
        return None;
    }
    let mut parts = vec![Part::Text(format!("{declaration}\n").into())];
    let kind = match work.edits().replacement(leaf) {
        None if work.is_alive(leaf) => {
            parts.push(Part::Text(String::from_utf8_lossy(tree.text(leaf)).into()));
            tree.kind(leaf)
        }
        Some(Replacement::Parts {
            parts: earlier,
            kind,
        }) => {
            parts.extend(earlier.iter().cloned());
            *kind
        }
        _ => return None,
    };
    Some(Edit::Replace(
        leaf,
        Replacement::Parts {
            parts: parts.into(),
            kind,
        },
    ))
}

/// The text without whitespace: the same access however it is spaced.
pub(crate) fn compact(text: &[u8]) -> Vec<u8> {
    text.iter()
        .copied()
        .filter(|b| !b.is_ascii_whitespace())
        .collect()
}
