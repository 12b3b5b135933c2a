//! A quoted string's words cut, its quotes dropped.

use std::ops::Range;

use whittle_tree::{Edit, NodeId, Replacement, Tree, is_word};

use whittle_reduce::{Element, Pass, Stopped, Work};

/// In plain text a quoted string is one token (its quotes and all between
/// them), so the tree passes keep it whole or drop it whole: a test that
/// needs one word of a long message keeps the message. This pass cuts
/// inside each string still in the file, in the file's order: the words,
/// numbers, escapes and single characters between its quotes go in runs,
/// all of them first, then halves, quarters and so on down to one at a
/// time (ddmin's reduction to a complement, Zeller and Hildebrandt 2002,
/// one string at a time), each run the first candidate the test accepts;
/// then the quotes go, keeping what is between them. A gap of blanks
/// between the words left stays one space; the words never fuse.
///
/// Judged by the test alone. A string no run can shrink costs about
/// twice its words in tests, and the candidates are tried again only
/// after the file has changed.
#[derive(Debug)]
pub struct Strings;

impl Pass for Strings {
    fn name(&self) -> &'static str {
        "strings"
    }

    fn description(&self) -> &'static str {
        "cut the words inside a quoted string, then its quotes"
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let strings: Vec<NodeId> = tree
            .nodes()
            .filter(|&n| tree.is_text_leaf(n) && tree.kind_name(n) == "string")
            .filter(|&n| work.is_unedited(n))
            .collect();
        for string in strings {
            let Some(quoted) = Quoted::of(tree.text(string)) else {
                continue;
            };
            shrink(tree, work, string, quoted)?;
        }
        Ok(())
    }
}

/// The runs of `string`'s words cut while the test accepts them, then its
/// quotes.
fn shrink(
    tree: &Tree,
    work: &mut Work<'_, '_>,
    string: NodeId,
    mut quoted: Quoted<'_>,
) -> Result<(), Stopped> {
    let replace = |text: Vec<u8>| -> Option<Element> {
        let text = String::from_utf8(text).ok()?;
        Some(Element {
            edits: vec![Edit::Replace(
                string,
                Replacement::Text {
                    text: text.into(),
                    kind: tree.kind(string),
                },
            )],
            checked: false,
        })
    };
    // The runs at one granularity: `chunks` runs, the kept words' indices
    // without each one.
    let mut chunks = 1;
    while !quoted.kept.is_empty() {
        let n = quoted.kept.len();
        chunks = chunks.min(n);
        let runs: Vec<Vec<usize>> = (0..chunks)
            .map(|c| {
                let (from, to) = (c * n / chunks, (c + 1) * n / chunks);
                quoted.kept[..from]
                    .iter()
                    .chain(&quoted.kept[to..])
                    .copied()
                    .collect()
            })
            .collect();
        let (runs, elements): (Vec<Vec<usize>>, Vec<Element>) = runs
            .into_iter()
            .filter_map(|kept| {
                let element = replace(quoted.render(&kept, true))?;
                Some((kept, element))
            })
            .unzip();
        match work.first_interesting(&elements)? {
            Some(at) => {
                quoted.kept = runs[at].clone();
                // ddmin: after a cut, one granularity coarser, but not
                // all at once again (that failed).
                chunks = chunks.saturating_sub(1).max(2);
            }
            None if chunks == n => break,
            None => chunks *= 2,
        }
    }
    if let Some(unquoted) = replace(quoted.render(&quoted.kept, false)) {
        work.first_interesting(&[unquoted])?;
    }
    Ok(())
}

/// A string's text split for cutting: its quote and the ranges of its
/// words between the quotes.
struct Quoted<'t> {
    text: &'t [u8],
    /// The words between the quotes, as ranges of `text`.
    words: Vec<Range<usize>>,
    /// The indices of the words still kept, ascending.
    kept: Vec<usize>,
}

impl<'t> Quoted<'t> {
    /// A string closed by the quote that opens it, with something between
    /// its quotes.
    fn of(text: &'t [u8]) -> Option<Quoted<'t>> {
        let (&quote, &last) = (text.first()?, text.last()?);
        if !matches!(quote, b'"' | b'\'') || last != quote || text.len() < 3 {
            return None;
        }
        let words = words(text, 1..text.len() - 1);
        let kept = (0..words.len()).collect();
        Some(Quoted { text, words, kept })
    }

    /// The string with only the `kept` words, with its quotes or without.
    /// Where words between two kept ones went, a blank in the gap is one
    /// space; two kept words never fuse.
    fn render(&self, kept: &[usize], quotes: bool) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.text.len());
        if quotes {
            out.push(self.text[0]);
        }
        for (k, &i) in kept.iter().enumerate() {
            let word = &self.text[self.words[i].clone()];
            if k > 0 {
                let before = kept[k - 1];
                let gap = self.words[before].end..self.words[i].start;
                if before + 1 == i {
                    out.extend_from_slice(&self.text[gap]);
                } else if self.text[gap].iter().any(u8::is_ascii_whitespace)
                    || (out.last().is_some_and(|&b| is_word(b)) && is_word(word[0]))
                {
                    out.push(b' ');
                }
            }
            out.extend_from_slice(word);
        }
        if quotes {
            out.push(self.text[0]);
        }
        out
    }
}

/// The words of `text` in `range`: runs of word characters, escapes (a
/// backslash and the character after it), and single other characters;
/// blanks between them.
fn words(text: &[u8], range: Range<usize>) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut i = range.start;
    while i < range.end {
        let start = i;
        let b = text[i];
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if b == b'\\' {
            i = (i + 2).min(range.end);
        } else if is_word(b) {
            while i < range.end && is_word(text[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
        out.push(start..i);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_left_keep_one_blank_between_them_and_never_fuse() {
        let quoted = Quoted::of(b"\"some value: NEEDLE here\"").unwrap();
        assert_eq!(quoted.words.len(), 5);
        assert_eq!(quoted.render(&[0, 3], true), b"\"some NEEDLE\"");
        assert_eq!(quoted.render(&[3], false), b"NEEDLE");
        assert_eq!(quoted.render(&[], true), b"\"\"");
        let quoted = Quoted::of(b"'a.b\\'c'").unwrap();
        // `a`, `.`, `b`, `\'`, `c`: without the dot, `a` and `b` stay apart.
        assert_eq!(quoted.words.len(), 5);
        assert_eq!(quoted.render(&[0, 2, 3, 4], true), b"'a b\\'c'");
        assert!(Quoted::of(b"\"unclosed").is_none());
        assert!(Quoted::of(b"\"\"").is_none());
    }
}
