//! An array loses its initializer or its dimensions, keeping its size.

use serde::Deserialize;
use whittle_tree::{KindId, LanguageError, NodeId, Replacement, Section, Source, Tree};

use crate::kit::Snapshot;
use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::tried;
use whittle_reduce::{Element, Stopped, Work};

/// `[arrays]` in `grammars/<language>.toml`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct ArraysSection(Option<ArrayRule>);

impl Section for ArraysSection {
    const KEYS: &'static [&'static str] = &["arrays"];

    fn resolve(source: &Source<'_>) -> Result<ArraysSection, LanguageError> {
        let key = source.key("arrays");
        let Some(rule) = key.get::<ArraysToml>()? else {
            return Ok(ArraysSection(None));
        };
        Ok(ArraysSection(Some(ArrayRule {
            initialized: key.kind(&rule.initialized)?,
            declarator: key.field(&rule.declarator)?,
            value: key.field(&rule.value)?,
            array: key.kind(&rule.array)?,
            size: key.field(&rule.size)?,
            list: key.kind(&rule.list)?,
            number: key.kind(&rule.number)?,
        })))
    }
}

/// `[arrays]` as written: see [`ArrayRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ArraysToml {
    initialized: String,
    declarator: String,
    value: String,
    array: String,
    size: String,
    list: String,
    number: String,
}

/// How a language declares arrays (`[arrays]` in
/// `grammars/<language>.toml`).
#[derive(Debug)]
pub(crate) struct ArrayRule {
    /// The kind of a declarator with an initial value (`a[2] = {1, 2}`).
    initialized: KindId,
    /// The field holding what a declarator declares, in it and in an
    /// array declarator (`a` of `a[2]`).
    declarator: &'static str,
    /// Its field holding the initial value.
    value: &'static str,
    /// The kind of an array declarator (`a[2]`, one per dimension).
    array: KindId,
    /// Its field holding the size, if written.
    size: &'static str,
    /// The kind of a braced initializer (`{1, 2}`).
    list: KindId,
    /// The kind of a number that sizes multiply.
    number: KindId,
}

/// Two of clang_delta's array moves, each keeping the array's size, which
/// a crash in a code generator often needs (a frame too large for short
/// offsets) where C-Reduce's smaller sizes lose it:
/// - the initializer goes, and each size left out takes the size the
///   initializer gave it: `long a[9][][] = {{{1, 2, 3}, {5}}};` as
///   `long a[9][2][3];` (once hdd has taken the sizes, the initializer
///   is what keeps the array large);
/// - the dimensions collapse into one (reduce-array-dim):
///   `long a[9][3][3];` as `long a[81];`.
///
/// Each move is one element; a move that failed is tried again only once
/// the file has halved, so the pass ends.
///
/// The early flavour (`arrays-early`: first in a round, before the sweep,
/// and again after every change, as the sweep) offers only the first
/// move, on a file the schedule deems sizable, for an initializer that is
/// a large part of it: a compiler can take seconds over a large
/// local array's initializer, on every test while it is there, and prune
/// and hdd reach its rows last, level by level (a generated program's
/// local `int16_t l_2[6][7][6] = {…}` can make each test ten times as
/// slow as once it has gone). Before the sweep, so that the sweep's tests
/// of the large file run without it where it is already a large part;
/// after every change, so that it goes as soon as the sweep has made it
/// one.
#[derive(Debug)]
pub struct Arrays {
    /// Before the sweep and after every change, the large initializers
    /// alone.
    pub early: bool,
    /// The early flavour's initializer: at least this share of the file
    /// (in what is left of a generated program, one function and its
    /// globals, a local array's initializer can be half of each test's
    /// time).
    pub share: f64,
}

impl SectionPass for Arrays {
    type Section = ArraysSection;
    type Rules = ArrayRule;

    fn name(&self) -> &'static str {
        "arrays"
    }

    fn description(&self) -> &'static str {
        if self.early {
            "an array initializer that is a large part of the file goes, its sizes kept"
        } else {
            "an array's initializer goes, its sizes kept; its dimensions collapse into one"
        }
    }

    fn rules<'s>(&self, section: &'s ArraysSection) -> Option<&'s ArrayRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &ArrayRule) -> Result<(), Stopped> {
        let tree = work.tree();
        let file = tree.weight(tree.root());
        // Early: an initialized declarator whose value is a large part of
        // the file (the declarator's own tokens are few).
        let large = |n: NodeId| !self.early || tree.weight(n) as f64 >= self.share * file as f64;
        let makes: &[Make] = if self.early {
            &[uninitialized]
        } else {
            &[uninitialized, collapsed]
        };
        for make in makes {
            let now = Snapshot::of(tree, work.edits());
            let moves: Vec<(NodeId, String, KindId)> = tree
                .nodes()
                .filter(|&n| now.is_unedited_subtree(tree, n) && large(n))
                .filter_map(|n| {
                    let (text, kind) = make(tree, rule, n)?;
                    Some((n, text, kind))
                })
                .collect();
            try_moves(work, moves)?;
        }
        Ok(())
    }
}

section_pass!(Arrays);

/// One kind of move: for a node, its replacement text and kind.
type Make = fn(&Tree, &ArrayRule, NodeId) -> Option<(String, KindId)>;

/// Hands the moves not yet tried to the core, and remembers the ones that
/// failed.
fn try_moves(work: &mut Work<'_, '_>, moves: Vec<(NodeId, String, KindId)>) -> Result<(), Stopped> {
    let tree = work.tree();
    let keyed: Vec<((Vec<u8>, String), Element)> = moves
        .into_iter()
        .map(|(node, text, kind)| {
            // A move is told apart across runs by the node's text and
            // the replacement's.
            let key = (tree.text(node).to_vec(), text.clone());
            let element = Element::replace(
                node,
                Replacement::Text {
                    text: text.into(),
                    kind,
                },
            );
            (key, element)
        })
        .collect();
    tried::minimize_untried(work, keyed)
}

/// For an initialized array with a braced initializer: its declarator
/// alone, each size left out filled from the initializer's shape (at
/// each depth, the most entries of a list there), and its kind.
fn uninitialized(tree: &Tree, rule: &ArrayRule, node: NodeId) -> Option<(String, KindId)> {
    if tree.kind(node) != rule.initialized {
        return None;
    }
    let declarator = tree.field_child(node, rule.declarator)?;
    let value = tree.field_child(node, rule.value)?;
    if tree.kind(value) != rule.list {
        return None;
    }
    // The dimensions in the order they are written: by their `[`.
    let mut dimensions: Vec<NodeId> = tree
        .subtree(declarator)
        .filter(|&n| tree.kind(n) == rule.array)
        .collect();
    if dimensions.is_empty() {
        return None;
    }
    dimensions.sort_by_key(|&n| open_bracket(tree, rule, n).unwrap_or(usize::MAX));
    let shape = shape(tree, rule, value, dimensions.len());
    let start = tree.range(declarator).start;
    let text = tree.text(declarator);
    let mut filled: Vec<u8> = Vec::with_capacity(text.len() + 8);
    let mut copied = 0;
    for (depth, &dimension) in dimensions.iter().enumerate() {
        if tree.field_child(dimension, rule.size).is_some() {
            continue;
        }
        let at = open_bracket(tree, rule, dimension)? + 1 - start;
        filled.extend_from_slice(&text[copied..at]);
        filled.extend_from_slice(shape[depth].max(1).to_string().as_bytes());
        copied = at;
    }
    filled.extend_from_slice(&text[copied..]);
    Some((String::from_utf8(filled).ok()?, tree.kind(declarator)))
}

/// Where an array declarator's `[` ends, as a byte offset in the file.
fn open_bracket(tree: &Tree, rule: &ArrayRule, array: NodeId) -> Option<usize> {
    let inner = tree.field_child(array, rule.declarator)?;
    let after = tree.range(inner).end;
    tree.children(array)
        .iter()
        .find(|&&c| tree.range(c).start >= after && tree.text(c) == b"[")
        .map(|&c| tree.range(c).end - 1)
}

/// The most entries of a braced list at each depth below `list` (depth 0
/// is `list` itself), for `depths` depths.
fn shape(tree: &Tree, rule: &ArrayRule, list: NodeId, depths: usize) -> Vec<usize> {
    let mut shape = vec![0; depths];
    let mut level = vec![list];
    for most in shape.iter_mut() {
        let mut next = Vec::new();
        for &l in &level {
            let entries: Vec<NodeId> = tree
                .named_children(l)
                .filter(|&c| !tree.is_extra(c))
                .collect();
            *most = (*most).max(entries.len());
            next.extend(entries.into_iter().filter(|&c| tree.kind(c) == rule.list));
        }
        level = next;
    }
    shape
}

/// For the outermost of two or more array declarators whose sizes are all
/// numbers: the innermost one's declarator with one size, their product
/// (`a[9][3][3]` as `a[81]`), an array declarator too.
fn collapsed(tree: &Tree, rule: &ArrayRule, node: NodeId) -> Option<(String, KindId)> {
    if tree.kind(node) != rule.array
        || tree.parent(node).is_some_and(|p| {
            tree.kind(p) == rule.array && tree.field_child(p, rule.declarator) == Some(node)
        })
    {
        return None;
    }
    let mut product: u64 = 1;
    let mut dimensions = 0;
    let mut current = node;
    while tree.kind(current) == rule.array {
        let size = tree.field_child(current, rule.size)?;
        if tree.kind(size) != rule.number {
            return None;
        }
        product = product.checked_mul(integer(tree.text(size))?)?;
        dimensions += 1;
        current = tree.field_child(current, rule.declarator)?;
    }
    if dimensions < 2 || product > MOST_ELEMENTS {
        return None;
    }
    let base = String::from_utf8_lossy(tree.text(current));
    Some((format!("{base}[{product}]"), rule.array))
}

/// The largest collapsed size offered.
const MOST_ELEMENTS: u64 = 1 << 31;

/// A C integer literal's value (decimal, hexadecimal or octal, suffixes
/// aside).
fn integer(text: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(text).ok()?;
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        u64::from_str_radix(hex, 16).ok()
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8).ok()
    } else {
        digits.parse().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::integer;

    #[test]
    fn sizes_read_as_c_reads_them() {
        assert_eq!(integer(b"81"), Some(81));
        assert_eq!(integer(b"0x10"), Some(16));
        assert_eq!(integer(b"010"), Some(8));
        assert_eq!(integer(b"7UL"), Some(7));
        assert_eq!(integer(b"0"), Some(0));
        assert_eq!(integer(b"1.5"), None);
    }
}
