//! The measure every accepted candidate decreases, so that a reduction
//! always ends.
//!
//! Most moves remove something, but some do not shrink the file: merging
//! two names, renaming to a shorter name. A reduction that accepted any
//! interesting change could go round in circles (C-Vise's issues #53 and
//! #78 describe files that grew forever). whittle accepts a candidate only
//! if it is smaller than the best file so far in the order (tokens,
//! distinct names, bytes), compared lexicographically: a removal lowers
//! the tokens, a merge of two names the names, a rename to a shorter name
//! the bytes. Each part is a natural number, so no infinite descending
//! chain exists and every run ends. The one step that may grow the file
//! (`Work::growing`) is taken at most once per reduction, and the
//! descent starts again from where it leaves the file.

use std::collections::BTreeSet;

use rustc_hash::FxHashSet;
use whittle_tree::is_word;

/// A file's size in the order a reduction must descend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Measure {
    /// Lexical tokens: words, numbers, quoted strings and other
    /// characters, whitespace aside.
    pub tokens: u64,
    /// Distinct names (words that start with a letter or `_`).
    pub names: u64,
    /// Bytes.
    pub bytes: u64,
}

impl Measure {
    /// The measure of a file, by a lexer that is the same for every
    /// language.
    pub fn of(bytes: &[u8]) -> Measure {
        let mut names: FxHashSet<&[u8]> = FxHashSet::default();
        let tokens = lex(bytes, |name| {
            names.insert(name);
        });
        Measure {
            tokens,
            names: names.len() as u64,
            bytes: bytes.len() as u64,
        }
    }

    /// The measure of a file of bytes (not text): its bytes, each a
    /// token, and no names, so that every removal descends.
    pub fn of_bytes(bytes: &[u8]) -> Measure {
        Measure {
            tokens: bytes.len() as u64,
            names: 0,
            bytes: bytes.len() as u64,
        }
    }

    /// How files of `language` are measured.
    pub fn of_language(language: &whittle_tree::Language) -> Measuring {
        if language.cuts_exactly() {
            Measuring::Bytes
        } else {
            Measuring::Text
        }
    }

    /// Whether a file is below `best` in the order. Most candidates
    /// differ from the best file in their tokens, which the lexer counts
    /// without collecting names; the names are counted only where the
    /// tokens tie.
    pub fn is_below(bytes: &[u8], best: Measure) -> bool {
        let tokens = count_tokens(bytes);
        match tokens.cmp(&best.tokens) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => Measure::of(bytes) < best,
        }
    }

    /// The distinct names of a file, by the same lexer.
    pub fn names(bytes: &[u8]) -> BTreeSet<Vec<u8>> {
        let mut names = BTreeSet::new();
        lex(bytes, |name| {
            names.insert(name.to_vec());
        });
        names
    }
}

/// How a language's files are measured: text by [`Measure::of`], a file
/// of bytes (see `Language::cuts_exactly`) by [`Measure::of_bytes`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measuring {
    /// Tokens, distinct names and bytes.
    Text,
    /// Bytes alone.
    Bytes,
}

impl Measuring {
    /// The measure of a file.
    pub fn of(self, bytes: &[u8]) -> Measure {
        match self {
            Measuring::Text => Measure::of(bytes),
            Measuring::Bytes => Measure::of_bytes(bytes),
        }
    }

    /// Whether a file is below `best` ([`Measure::is_below`] for text).
    pub fn is_below(self, bytes: &[u8], best: Measure) -> bool {
        match self {
            Measuring::Text => Measure::is_below(bytes, best),
            Measuring::Bytes => Measure::of_bytes(bytes) < best,
        }
    }
}

/// A byte outside quotes, for [`count_tokens`]: whitespace.
const BLANK: u8 = 1;
/// A byte outside quotes, for [`count_tokens`]: part of a word.
const WORD: u8 = 2;

/// Each byte's [`BLANK`] or [`WORD`] flag (neither: a token of its own).
const FLAGS: [u8; 256] = {
    let mut flags = [0; 256];
    let mut b = 0;
    while b < 256 {
        let byte = b as u8;
        flags[b] = if byte.is_ascii_whitespace() {
            BLANK
        } else if is_word(byte) {
            WORD
        } else {
            0
        };
        b += 1;
    }
    flags
};

/// The tokens [`lex`] counts, without the names: between quotes, a token
/// starts at each byte that is not blank and does not go on a word,
/// which a loop without branches counts; the quotes are found by
/// `memchr`, which looks at many bytes at once (every candidate of a
/// large file is measured).
fn count_tokens(bytes: &[u8]) -> u64 {
    let mut tokens = 0;
    let mut i = 0;
    loop {
        let end = memchr::memchr2(b'"', b'\'', &bytes[i..]).map_or(bytes.len(), |at| i + at);
        let mut after_word = 0;
        for &b in &bytes[i..end] {
            let flags = FLAGS[b as usize];
            let word = (flags & WORD) >> 1;
            tokens += u64::from(((flags & BLANK) ^ BLANK) & !(word & after_word));
            after_word = word;
        }
        if end == bytes.len() {
            return tokens;
        }
        tokens += 1;
        i = quoted_end(bytes, end);
    }
}

/// Where the quoted string that starts at `start` ends: after its
/// closing quote, or after the end of its line where it has none (one
/// token either way).
fn quoted_end(bytes: &[u8], start: usize) -> usize {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() && bytes[i] != quote && bytes[i] != b'\n' {
        i += if bytes[i] == b'\\' { 2 } else { 1 };
    }
    (i + 1).min(bytes.len())
}

/// Counts the tokens of `bytes`, handing each name to `name`.
fn lex<'b>(bytes: &'b [u8], mut name: impl FnMut(&'b [u8])) -> u64 {
    let mut tokens = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        tokens += 1;
        let start = i;
        if is_word(b) {
            while i < bytes.len() && is_word(bytes[i]) {
                i += 1;
            }
            if !b.is_ascii_digit() {
                name(&bytes[start..i]);
            }
        } else if b == b'"' || b == b'\'' {
            i = quoted_end(bytes, i);
        } else {
            i += 1;
        }
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_tokens_names_and_bytes() {
        let m = Measure::of(b"int f(int a) { return a + \"x y\" ; }");
        assert_eq!(m.tokens, 13);
        assert_eq!(m.names, 4); // int f a return
        assert_eq!(m.bytes, 35);
    }

    #[test]
    fn every_kind_of_move_descends() {
        let start = Measure::of(b"int count; int total; total = count;");
        // A removal.
        assert!(Measure::of(b"int total; total = 0;") < start);
        // A merge of two names.
        assert!(Measure::of(b"int total; int total; total = total;") < start);
        // A rename to a shorter name.
        assert!(Measure::of(b"int a; int total; total = a;") < start);
        // A rename to a longer one does not.
        assert!(Measure::of(b"int counter; int total; total = counter;") > start);
        // The shortcut that counts tokens first agrees.
        for file in [
            &b"int total; total = 0;"[..],
            b"int total; int total; total = total;",
            b"int a; int total; total = a;",
            b"int counter; int total; total = counter;",
            b"int count; int total; total = count;",
            b"int count; int total; total = count; x",
        ] {
            assert_eq!(Measure::is_below(file, start), Measure::of(file) < start);
        }
    }

    /// The count without names is the lexer's, on text with words,
    /// numbers, quotes that close, do not, or end the file, escapes and
    /// bytes beyond ASCII.
    #[test]
    fn counting_alone_agrees_with_the_lexer() {
        let pieces: [&[u8]; 16] = [
            b"int",
            b" ",
            b"x1",
            b"_y",
            b"\n",
            b"\"",
            b"'",
            b"\\",
            b"(",
            b"42",
            b"\t",
            b"$",
            b"\xc3\xa9",
            b"a'b",
            b"\"s\\\"t\"",
            b";",
        ];
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..20_000 {
            let mut text = Vec::new();
            for _ in 0..state % 24 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                text.extend_from_slice(pieces[(state % 16) as usize]);
            }
            state = state.wrapping_add(1);
            assert_eq!(
                count_tokens(&text),
                lex(&text, |_| {}),
                "{:?}",
                String::from_utf8_lossy(&text)
            );
        }
    }
}
