//! How a file shows its language: its extensions and the signs of its
//! content (`extensions` and `content_*` in `grammars/<language>.toml`).

use std::collections::HashSet;

use serde::Deserialize;

use crate::glue::is_word;

/// How a file shows its language: its extensions and the signs of its
/// content (`extensions` and `content_*` in `grammars/<language>.toml`),
/// read from the file alone, so that choosing a file's language builds
/// no grammar but the one chosen.
#[derive(Debug, Deserialize)]
pub(crate) struct Signs {
    pub(crate) extensions: Vec<String>,
    /// The first text that is not blank starts with one of these.
    #[serde(default, rename = "content_starts")]
    pub(crate) starts: Vec<String>,
    /// At least `min` of these occur.
    #[serde(default, rename = "content_words")]
    pub(crate) words: Vec<String>,
    #[serde(default = "one", rename = "content_min")]
    pub(crate) min: usize,
    /// A start beats the extension of another language.
    #[serde(default, rename = "content_overrides_extension")]
    pub(crate) overrides_extension: bool,
}

fn one() -> usize {
    1
}

impl Signs {
    /// Whether the content starts like this language.
    pub(crate) fn starts(&self, text: &[u8]) -> bool {
        let first = text
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(text.len());
        self.starts
            .iter()
            .any(|s| text[first..].starts_with(s.as_bytes()))
    }

    /// How many of the words occur, or 0 below the minimum.
    pub(crate) fn score(&self, words: &HashSet<&[u8]>, text: &[u8]) -> usize {
        let found = self
            .words
            .iter()
            .filter(|w| {
                if w.bytes().all(is_word) {
                    words.contains(w.as_bytes())
                } else {
                    text.windows(w.len()).any(|window| window == w.as_bytes())
                }
            })
            .count();
        if found >= self.min.max(1) { found } else { 0 }
    }
}
