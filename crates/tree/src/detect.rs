//! Which language a file is in: by its extension, unless its content
//! clearly says otherwise, else by its content (`content_*` in
//! `grammars/<language>.toml`).

use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;

use crate::language::{Language, is_word};

/// A language chosen for a file, and why.
#[derive(Debug)]
pub struct Detection {
    /// The language.
    pub language: Arc<Language>,
    /// Why it was chosen.
    pub reason: DetectionReason,
}

/// Why [`Language::detect_why`] chose a language.
#[derive(Debug, PartialEq, Eq)]
pub enum DetectionReason {
    /// The file's extension is one of the language's.
    Extension,
    /// The extension is unknown or absent: the content decided (C when it
    /// did not look like anything else).
    Content,
    /// The extension belongs to the named language, but the content
    /// clearly is this one.
    ContentOverExtension(String),
}

/// How a file's content shows its language (`content_*` in
/// `grammars/<language>.toml`).
#[derive(Debug)]
pub(crate) struct ContentSigns {
    /// The first text that is not blank starts with one of these.
    pub(crate) starts: Vec<String>,
    /// At least `min` of these occur.
    pub(crate) words: Vec<String>,
    pub(crate) min: usize,
    /// A start beats the extension of another language.
    pub(crate) overrides_extension: bool,
}

impl ContentSigns {
    /// Whether the content starts like this language.
    fn starts(&self, text: &[u8]) -> bool {
        let first = text
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(text.len());
        self.starts
            .iter()
            .any(|s| text[first..].starts_with(s.as_bytes()))
    }

    /// How many of the words occur, or 0 below the minimum.
    fn score(&self, words: &HashSet<&[u8]>, text: &[u8]) -> usize {
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

impl Language {
    /// The language of a file: by its extension, unless its content
    /// clearly says otherwise (markup, starting with `<`, is XML), else by
    /// its content; plain text when nothing decides.
    pub fn detect(path: &Path, content: &[u8]) -> Arc<Language> {
        Language::detect_why(path, content).language
    }

    /// [`Language::detect`], with the reason for the choice: the
    /// extension, unless the content starts like a language whose start
    /// beats any extension (markup); without a known extension, how the
    /// content starts, else the language most of whose telling words
    /// occur (`content_*` in `grammars/*.toml`); plain text when nothing
    /// decides.
    pub fn detect_why(path: &Path, content: &[u8]) -> Detection {
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let all = Language::all();
        // An exact match first (`.C` is C++, `.c` C), then any case.
        let by_extension = all
            .iter()
            .find(|l| l.extensions.iter().any(|e| e == extension))
            .or_else(|| {
                all.iter().find(|l| {
                    l.extensions
                        .iter()
                        .any(|e| e.eq_ignore_ascii_case(extension))
                })
            })
            .cloned();
        let text = content
            .strip_prefix("\u{feff}".as_bytes())
            .unwrap_or(content);
        let text = &text[..text.len().min(1 << 16)];
        let starts_like = all.iter().find(|l| l.content.starts(text)).cloned();
        match (by_extension, starts_like) {
            (Some(named), Some(seen))
                if named.name != seen.name
                    && seen.content.overrides_extension
                    && !named.content.starts(text) =>
            {
                Detection {
                    language: seen,
                    reason: DetectionReason::ContentOverExtension(named.name.clone()),
                }
            }
            (Some(named), _) => Detection {
                language: named,
                reason: DetectionReason::Extension,
            },
            (None, Some(seen)) => Detection {
                language: seen,
                reason: DetectionReason::Content,
            },
            (None, None) => {
                let words: HashSet<&[u8]> = text
                    .split(|&b| !is_word(b))
                    .filter(|w| !w.is_empty())
                    .collect();
                let best = all
                    .iter()
                    .map(|l| (l.content.score(&words, text), l))
                    .filter(|(score, _)| *score > 0)
                    // The highest score; on a tie, the first listed.
                    .fold(
                        None::<(usize, &Arc<Language>)>,
                        |best, (score, l)| match best {
                            Some((s, _)) if s >= score => best,
                            _ => Some((score, l)),
                        },
                    );
                Detection {
                    language: best.map_or_else(Language::text, |(_, l)| l.clone()),
                    reason: DetectionReason::Content,
                }
            }
        }
    }
}
