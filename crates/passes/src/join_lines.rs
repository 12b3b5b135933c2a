//! The file's lines joined into one, where a line end can end a statement.

use whittle_tree::{Language, Tree};

use whittle_reduce::{Element, Pass, Stopped, Work};

/// When every other move has stalled, on a small file of a language that
/// inserts semicolons at line ends (JavaScript, TypeScript): the whole
/// file on one line, every line end between two tokens with the blanks
/// around it one space, and one token less, a token that began or ended
/// a line. Each such token is tried in the file's order; the first
/// candidate the test accepts is kept.
///
/// There the same tokens parse differently on one line: a test that
/// looks for a syntax error is met by `0\nmethod` only inside brackets
/// (else the line end ends the statement `0`), and by `0 method` alone.
/// So the tree passes and `token-runs`, which keep the layout of what is
/// left, end with a bracket the error no longer needs, and it goes only
/// with the lines joined (C-Vise's line passes, too, flatten the file's
/// nesting onto single lines before they cut). The lines are joined only
/// together with a token gone: joined alone they would cost every other
/// move's tests again on a file no smaller, and a file on one line is
/// harder to read.
///
/// A line that ends in a comment keeps its line end, which ends the
/// comment. The candidates are tried again only after the file has
/// changed.
#[derive(Debug)]
pub struct JoinLines;

impl Pass for JoinLines {
    fn name(&self) -> &'static str {
        "join-lines"
    }

    fn description(&self) -> &'static str {
        "the lines joined, less one token that began or ended a line (JavaScript's semicolon insertion)"
    }

    fn applies_to(&self, language: &Language) -> bool {
        language.inserts_semicolons()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let offers: Vec<Element> = Joined::of(tree)
            .candidates()
            .into_iter()
            .map(|text| Element::whole_file(tree, text))
            .collect();
        work.first_interesting(&offers)?;
        Ok(())
    }
}

/// A file's tokens, each with whether the gap after it joins its line to
/// the next (a gap of blanks with a line end, after a token that is not a
/// comment).
struct Joined<'t> {
    source: &'t [u8],
    /// Byte ranges of the tokens, in order.
    tokens: Vec<std::ops::Range<usize>>,
    /// Whether the gap after token `i` joins (the last token: never).
    joins: Vec<bool>,
}

impl<'t> Joined<'t> {
    fn of(tree: &'t Tree) -> Joined<'t> {
        let source = tree.source();
        let mut leaves: Vec<_> = tree.nodes().filter(|&n| tree.is_text_leaf(n)).collect();
        leaves.sort_by_key(|&n| tree.range(n).start);
        let tokens: Vec<_> = leaves.iter().map(|&n| tree.range(n)).collect();
        let joins = (0..leaves.len())
            .map(|i| {
                let Some(next) = tokens.get(i + 1) else {
                    return false;
                };
                let gap = source.get(tokens[i].end..next.start).unwrap_or_default();
                !tree.is_extra(leaves[i])
                    && gap.contains(&b'\n')
                    && gap.iter().all(u8::is_ascii_whitespace)
            })
            .collect();
        Joined {
            source,
            tokens,
            joins,
        }
    }

    /// The file joined, less one token next to a joined line end, for
    /// each such token in order; none when no line end joins or the file
    /// is not UTF-8.
    fn candidates(&self) -> Vec<String> {
        let n = self.tokens.len();
        let next_to_join = |i: usize| self.joins[i] || (i > 0 && self.joins[i - 1]);
        (0..n)
            .filter(|&i| next_to_join(i))
            .filter_map(|gone| String::from_utf8(self.without(gone)).ok())
            .collect()
    }

    /// The file with the joining gaps as one space and token `gone` cut
    /// out with the gap after it, a space kept between its neighbours
    /// (the first token: the file starts with the next; the last: the
    /// file's end stays as it was).
    fn without(&self, gone: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.source.len());
        let mut at = 0;
        for (i, token) in self.tokens.iter().enumerate() {
            let after = self.tokens.get(i + 1).map_or(token.end, |t| t.start);
            if i == gone {
                if i > 0 {
                    out.extend_from_slice(&self.source[at..token.start]);
                    // The tokens on either side must not fuse.
                    if out.last().is_some_and(|b| !b.is_ascii_whitespace()) {
                        out.push(b' ');
                    }
                }
                at = after;
                continue;
            }
            if self.joins[i] {
                out.extend_from_slice(&self.source[at..token.end]);
                out.push(b' ');
                at = after;
            }
        }
        out.extend_from_slice(&self.source[at..]);
        out
    }
}
