//! What hdd tried and saw fail in its earlier runs, by keys that survive
//! the re-parse of the next round.

use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHashSet, FxHasher};
use whittle_tree::{Edit, NodeId, Replacement, Tree};

use crate::kit::tried::Tried;
use whittle_reduce::{Element, Work};

/// What hdd's earlier runs tried and saw fail, so that a run after a
/// small change elsewhere does not test again every removal and
/// replacement of the file (each a test that fails, and in a late round
/// most of what hdd tries). A node is known by a key that survives the
/// re-parse of the next round: its content (kinds and tokens, below it),
/// the kinds of its ancestors, and how many nodes before it share both.
/// A node whose subtree or place changed has a new key and is tried
/// again; so is every node once the file has halved ([`Tried`]), and when
/// the passes stall the engine clears the memory and hdd tries
/// everything once more: the result is still one that no removal or
/// replacement of hdd's shrinks.
#[derive(Debug, Default)]
pub(crate) struct Familiar {
    /// Each node's key, by [`NodeId::index`] (empty: nothing is familiar).
    keys: Vec<u64>,
    /// The keys of what failed, as of the start of this run: fixed while
    /// it runs, so that the lists speculated on are the lists minimized.
    failed: FxHashSet<u64>,
    /// The file's tokens when this run started.
    tokens: u64,
}

/// What a key names: a node's removal, or all of its replacements.
#[derive(Hash)]
enum Move {
    Removal,
    Replacements,
}

impl Familiar {
    /// The keys of `work`'s tree, and what the pass's memory holds as
    /// failed.
    pub(crate) fn of(work: &mut Work<'_, '_>) -> Familiar {
        let tree = work.tree();
        let tokens = tree.weight(tree.root());
        let failed = work.memory::<Tried<u64>>().keys(tokens).copied().collect();
        Familiar {
            keys: node_keys(tree),
            failed,
            tokens,
        }
    }

    fn key(&self, node: NodeId, what: Move) -> Option<u64> {
        let &key = self.keys.get(node.index())?;
        let mut hasher = FxHasher::default();
        (key, what).hash(&mut hasher);
        Some(hasher.finish())
    }

    fn is_failed(&self, node: NodeId, what: Move) -> bool {
        self.key(node, what)
            .is_some_and(|key| self.failed.contains(&key))
    }

    /// Whether removing `node` failed in an earlier run.
    pub(crate) fn failed_removal(&self, node: NodeId) -> bool {
        self.is_failed(node, Move::Removal)
    }

    /// Whether every replacement of `node` failed in an earlier run.
    pub(crate) fn failed_offers(&self, node: NodeId) -> bool {
        self.is_failed(node, Move::Replacements)
    }

    fn remember(&self, work: &mut Work<'_, '_>, node: NodeId, what: Move) {
        if let Some(key) = self.key(node, what) {
            work.memory::<Tried<u64>>().insert(key, self.tokens);
        }
    }

    /// Records the removals of `list` the core did not take (their node
    /// still as it was).
    pub(crate) fn remember_failed(&self, work: &mut Work<'_, '_>, list: &[Element]) {
        if self.keys.is_empty() {
            return;
        }
        for element in list {
            if let [Edit::Remove(node)] = element.edits[..]
                && work.is_unedited(node)
            {
                self.remember(work, node, Move::Removal);
            }
        }
    }

    /// Records the nodes that none of their offers replaced.
    pub(crate) fn remember_failed_offers(
        &self,
        work: &mut Work<'_, '_>,
        offers: &[(NodeId, Vec<Replacement>)],
    ) {
        if self.keys.is_empty() {
            return;
        }
        for &(node, _) in offers {
            if work.is_unedited(node) {
                self.remember(work, node, Move::Replacements);
            }
        }
    }
}

/// Every node's key for [`Familiar`]: its content (a hash of its kind and
/// its children's contents, or of its text for a leaf), the kinds of its
/// ancestors, and the count of nodes before it in preorder with the same
/// two.
fn node_keys(tree: &Tree) -> Vec<u64> {
    let hash = |value: &dyn Fn(&mut FxHasher)| {
        let mut hasher = FxHasher::default();
        value(&mut hasher);
        hasher.finish()
    };
    let mut content = vec![0u64; tree.len()];
    // Children come after their parent in preorder.
    for node in tree.subtree(tree.root()).rev() {
        let children = tree.children(node);
        content[node.index()] = hash(&|h| {
            tree.kind(node).hash(h);
            if children.is_empty() {
                tree.text(node).hash(h);
            } else {
                children.iter().for_each(|c| content[c.index()].hash(h));
            }
        });
    }
    let mut place = vec![0u64; tree.len()];
    let mut seen: FxHashMap<(u64, u64), u64> = FxHashMap::default();
    let mut keys = vec![0u64; tree.len()];
    for node in tree.nodes() {
        let above = tree.parent(node).map_or(0, |p| place[p.index()]);
        place[node.index()] = hash(&|h| (above, tree.kind(node)).hash(h));
        let both = (content[node.index()], place[node.index()]);
        let count = seen.entry(both).or_default();
        keys[node.index()] = hash(&|h| (both, *count).hash(h));
        *count += 1;
    }
    keys
}
