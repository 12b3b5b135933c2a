//! What a reduction never needs goes first, all at once.

use serde::Deserialize;
use whittle_tree::{Edit, KindSet, LanguageError, NodeId, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use whittle_reduce::{Element, Stopped, Work};

impl Section for NoiseSection {
    const KEYS: &'static [&'static str] = &["noise"];

    fn resolve(source: &Source<'_>) -> Result<NoiseSection, LanguageError> {
        let key = source.key("noise");
        let rule = key.get_or_default::<NoiseToml>()?;
        Ok(NoiseSection {
            kinds: key.kind_set(&rule.kinds)?,
            words: rule.words,
            declarations: rule.declarations,
        })
    }
}

/// `[noise]`: see [`NoiseSection`].
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct NoiseToml {
    #[serde(default)]
    kinds: Vec<String>,
    #[serde(default)]
    words: Vec<String>,
    #[serde(default)]
    declarations: Vec<Vec<String>>,
}

/// What a reduction never needs and the parser may choke on (`[noise]` in
/// `grammars/<language>.toml`): GNU attributes, which all go in one early
/// candidate.
#[derive(Debug, Default)]
pub(crate) struct NoiseSection {
    /// Kinds of nodes that go whole (`attribute_specifier`).
    kinds: KindSet,
    /// Leaves that go with the bracketed node after them, where the parser
    /// could not tell what they are (`__attribute__` in an ERROR node).
    words: Vec<String>,
    /// Declarations that start with these leaves and end at their `;`,
    /// whatever the parser made of them (`extern template`).
    declarations: Vec<Vec<String>>,
}

/// Removes the language's `[noise]` (`grammars/*.toml`): GNU attributes,
/// parsed (`attribute_specifier`) or not (an `__attribute__` leaf and the
/// bracketed node after it, in an ERROR node), and declarations the parser
/// has no rule for (`extern template …;`, from its first leaves to its
/// `;`): all in one candidate first, then as a list for the core. The
/// parser then reads what they made it give up on (tree-sitter-cpp cannot
/// parse `namespace std __attribute__ ((…)) {`, which leaves a whole
/// libstdc++ namespace as loose items).
#[derive(Debug)]
pub struct Noise;

impl SectionPass for Noise {
    type Section = NoiseSection;
    type Rules = NoiseSection;

    fn name(&self) -> &'static str {
        "noise"
    }

    fn description(&self) -> &'static str {
        "all at once: what a reduction never needs and the parser may choke on (GNU attributes, extern templates)"
    }

    fn rules<'s>(&self, section: &'s NoiseSection) -> Option<&'s NoiseSection> {
        (!section.kinds.is_empty() || !section.words.is_empty() || !section.declarations.is_empty())
            .then_some(section)
    }

    fn run(&self, work: &mut Work<'_, '_>, noise: &NoiseSection) -> Result<(), Stopped> {
        let tree = work.tree();
        let mut list = Vec::new();
        let leaves: Vec<NodeId> = tree.nodes().filter(|&n| tree.is_text_leaf(n)).collect();
        // Where the text listed so far ends: what starts before goes with it.
        let mut covered = 0;
        let mut next_leaf = 0;
        for node in tree.nodes() {
            if tree.range(node).start < covered {
                continue;
            }
            if noise.kinds.contains(tree.kind(node)) {
                list.push(Element::remove(node));
                covered = tree.range(node).end;
            } else if let Some(group) = word_and_group(tree, &noise.words, node) {
                list.push(Element {
                    edits: vec![Edit::Remove(node), Edit::Remove(group)],
                    checked: false,
                });
                covered = tree.range(group).end;
            } else if tree.is_text_leaf(node) {
                // Leaves come in order: this one's place among them.
                next_leaf += leaves[next_leaf..].partition_point(|&l| l < node);
                if let Some(span) = declaration_at(tree, &noise.declarations, &leaves[next_leaf..])
                {
                    covered = tree.range(*span.last().unwrap_or(&node)).end;
                    list.push(Element {
                        edits: outermost_within(tree, span)
                            .into_iter()
                            .map(Edit::Remove)
                            .collect(),
                        checked: false,
                    });
                }
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

section_pass!(Noise);

/// The bracketed node after `leaf`, if `leaf` is one of `words`.
fn word_and_group(tree: &Tree, words: &[String], leaf: NodeId) -> Option<NodeId> {
    if !tree.children(leaf).is_empty() || !words.iter().any(|w| tree.text(leaf) == w.as_bytes()) {
        return None;
    }
    let group = tree.next_sibling(leaf)?;
    tree.bracket_pair(group).map(|_| group)
}

/// The leaves of a declaration that starts at `leaves[0]` with one of
/// `starts` and ends at its `;` (outside brackets), if there is one.
fn declaration_at<'l>(
    tree: &Tree,
    starts: &[Vec<String>],
    leaves: &'l [NodeId],
) -> Option<&'l [NodeId]> {
    let start = starts.iter().find(|words| {
        words.len() <= leaves.len()
            && words
                .iter()
                .zip(leaves)
                .all(|(word, &leaf)| tree.text(leaf) == word.as_bytes())
    })?;
    let mut depth = 0usize;
    for (i, &leaf) in leaves.iter().enumerate().skip(start.len()) {
        match tree.text(leaf) {
            b";" if depth == 0 => return Some(&leaves[..=i]),
            // A body: not a declaration of this kind.
            b"{" | b"}" if depth == 0 => return None,
            b"(" | b"[" | b"{" => depth += 1,
            b")" | b"]" | b"}" => depth = depth.checked_sub(1)?,
            _ => {}
        }
    }
    None
}

/// The largest nodes that hold only text of `leaves` (consecutive leaves),
/// in order: removing them removes exactly that text.
fn outermost_within(tree: &Tree, leaves: &[NodeId]) -> Vec<NodeId> {
    let (Some(&first), Some(&last)) = (leaves.first(), leaves.last()) else {
        return Vec::new();
    };
    let span = tree.range(first).start..tree.range(last).end;
    let mut nodes: Vec<NodeId> = Vec::new();
    for &leaf in leaves {
        let mut node = leaf;
        while let Some(parent) = tree.parent(node) {
            let range = tree.range(parent);
            if range.start < span.start || range.end > span.end {
                break;
            }
            node = parent;
        }
        if nodes.last().is_none_or(|&n| !tree.contains(n, node)) {
            nodes.push(node);
        }
    }
    nodes
}
