//! What a pass tried, so that a move that fails is not tried forever.

use std::collections::BTreeMap;

use whittle_reduce::{Element, Stopped, Work};

/// Moves tried so far, each with the file's tokens then. A move counts as
/// tried until the file has halved: then what stood in its way (another
/// use, a second definition) may have gone, and it is offered again. So
/// each move is tried a logarithmic number of times and a pass ends.
#[derive(Clone, Debug)]
pub(crate) struct Tried<K>(BTreeMap<K, u64>);

impl<K> Default for Tried<K> {
    fn default() -> Self {
        Tried(BTreeMap::new())
    }
}

impl<K: Ord> Tried<K> {
    /// Records `key` as tried in a file of `tokens` tokens.
    pub(crate) fn insert(&mut self, key: K, tokens: u64) {
        self.0.insert(key, tokens);
    }

    /// Whether `key` counts as tried in a file of `tokens` tokens.
    pub(crate) fn contains(&self, key: &K, tokens: u64) -> bool {
        self.0
            .get(key)
            .is_some_and(|&then| still_tried(then, tokens))
    }

    /// The keys that count as tried in a file of `tokens` tokens.
    pub(crate) fn keys(&self, tokens: u64) -> impl Iterator<Item = &K> {
        self.0
            .iter()
            .filter(move |&(_, &then)| still_tried(then, tokens))
            .map(|(key, _)| key)
    }
}

/// Hands the moves not yet tried in a file of this size to the core as one
/// list, then records as tried each one the core did not take (every
/// node it edits still as it was), keyed as the pass keys its moves.
pub(crate) fn minimize_untried<K: Ord + Send + 'static>(
    work: &mut Work<'_, '_>,
    moves: Vec<(K, Element)>,
) -> Result<(), Stopped> {
    let tree = work.tree();
    let tokens = tree.weight(tree.root());
    let tried = work.memory::<Tried<K>>();
    let moves: Vec<(K, Element)> = moves
        .into_iter()
        .filter(|(key, _)| !tried.contains(key, tokens))
        .collect();
    if moves.is_empty() {
        return Ok(());
    }
    let list: Vec<Element> = moves.iter().map(|(_, e)| e.clone()).collect();
    work.minimize(&list)?;
    for (key, element) in moves {
        if element.edits.iter().all(|e| work.is_unedited(e.node())) {
            work.memory::<Tried<K>>().insert(key, tokens);
        }
    }
    Ok(())
}

/// Whether a move tried at `then` tokens counts as tried at `now`.
fn still_tried(then: u64, now: u64) -> bool {
    now * 2 > then
}

#[cfg(test)]
mod tests {
    use super::Tried;

    #[test]
    fn a_move_is_tried_again_once_the_file_has_halved() {
        let mut tried = Tried::default();
        tried.insert("a", 1_000);
        assert!(tried.contains(&"a", 1_000));
        assert!(tried.contains(&"a", 501));
        assert_eq!(tried.keys(501).count(), 1);
        assert!(!tried.contains(&"a", 500));
        assert_eq!(tried.keys(500).count(), 0);
    }
}
