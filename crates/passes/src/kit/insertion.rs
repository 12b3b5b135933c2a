//! Declarations put in front of an item, for the passes that bring in
//! variables (scalars, elements, temporaries), and the rounds in which
//! scalars and elements offer them.

use whittle_reduce::{Element, Stopped, Work};
use whittle_tree::{Edit, NodeId, Part, Replacement, Tree};

use crate::kit::tried::Tried;

/// One offer of a new variable: its memory key, the first access it
/// replaces, the variable's name, and the move (the accesses replaced and
/// the declaration inserted).
pub(crate) struct Offer<K> {
    pub(crate) key: K,
    pub(crate) first: NodeId,
    pub(crate) name: Vec<u8>,
    pub(crate) element: Element,
}

/// New variables offered in rounds until a round has none: `round` gives
/// one round's offers, under the names `taken` so far, and they go to the
/// core as one list. An offer the core took (its first access replaced)
/// takes its name; the key of one it left is remembered as tried in a
/// file of `tokens` tokens (see [`Tried`]), so the rounds end.
pub(crate) fn offer_rounds<K, T>(
    work: &mut Work<'_, '_>,
    tokens: u64,
    taken: &mut T,
    mut round: impl FnMut(&mut Work<'_, '_>, &T) -> Vec<Offer<K>>,
) -> Result<(), Stopped>
where
    K: Ord + Send + 'static,
    T: Extend<Vec<u8>>,
{
    loop {
        let offers = round(work, taken);
        if offers.is_empty() {
            return Ok(());
        }
        let list: Vec<Element> = offers.iter().map(|o| o.element.clone()).collect();
        work.minimize(&list)?;
        for offer in offers {
            if work.edits().replacement(offer.first).is_some() {
                taken.extend([offer.name]);
            } else {
                work.memory::<Tried<K>>().insert(offer.key, tokens);
            }
        }
    }
}

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
