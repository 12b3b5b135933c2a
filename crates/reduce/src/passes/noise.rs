//! What a reduction never needs goes first, all at once.

use whittle_tree::{Edit, Language, NodeId, Tree};

use crate::pass::{Element, Pass, Stopped, Work};

/// Removes the language's `[noise]` (`grammars/*.toml`): GNU attributes,
/// parsed (`attribute_specifier`) or not (an `__attribute__` leaf and the
/// bracketed node after it, in an ERROR node): all in one candidate
/// first, then as a list for the core. The parser then reads what they
/// made it give up on (tree-sitter-cpp cannot parse `namespace std
/// __attribute__ ((…)) {`, which leaves a whole libstdc++ namespace as
/// loose items).
#[derive(Debug)]
pub struct Noise;

impl Pass for Noise {
    fn name(&self) -> &'static str {
        "noise"
    }

    fn description(&self) -> &'static str {
        "first, all at once: what a reduction never needs and the parser may choke on (GNU attributes)"
    }

    fn applies_to(&self, language: &Language) -> bool {
        let noise = language.noise();
        !noise.kinds.is_clear() || !noise.words.is_empty()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let noise = tree.language().noise();
        let mut list = Vec::new();
        // The last node listed: what is inside it goes with it.
        let mut covered: Option<NodeId> = None;
        for node in tree.nodes() {
            if covered.is_some_and(|c| tree.contains(c, node)) {
                continue;
            }
            if noise.kinds.contains(tree.kind(node).index()) {
                list.push(Element::remove(node));
                covered = Some(node);
            } else if let Some(group) = word_and_group(tree, &noise.words, node) {
                list.push(Element {
                    edits: vec![Edit::Remove(node), Edit::Remove(group)],
                    checked: false,
                });
                covered = Some(group);
            }
        }
        // All at once first: usually none of it is needed.
        if list.len() > 1 {
            let everything = Element {
                edits: list.iter().flat_map(|e| e.edits.iter().cloned()).collect(),
                checked: list.iter().all(|e| e.checked),
            };
            if work.first_interesting(&[everything])?.is_some() {
                return Ok(());
            }
        }
        work.minimize(&list)
    }
}

/// The bracketed node after `leaf`, if `leaf` is one of `words`.
fn word_and_group(tree: &Tree, words: &[String], leaf: NodeId) -> Option<NodeId> {
    if !tree.children(leaf).is_empty() || !words.iter().any(|w| tree.text(leaf) == w.as_bytes()) {
        return None;
    }
    let group = tree.next_sibling(leaf)?;
    tree.bracket_pair(group).map(|_| group)
}
