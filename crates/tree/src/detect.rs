//! Which language a file is in: by its extension, unless its content
//! clearly says otherwise, else by its content (`content_*` in
//! `grammars/<language>.toml`).

use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;

use crate::builtin;
use crate::glue::is_word;
use crate::language::Language;

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
    /// decides. A file that is not text (NUL bytes in its first 64 KiB)
    /// is bytes, whatever its name.
    pub fn detect_why(path: &Path, content: &[u8]) -> Detection {
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let all = builtin::signs();
        // An exact match first (`.C` is C++, `.c` C), then any case.
        let by_extension = all
            .iter()
            .find(|(_, l)| l.extensions.iter().any(|e| e == extension))
            .or_else(|| {
                all.iter().find(|(_, l)| {
                    l.extensions
                        .iter()
                        .any(|e| e.eq_ignore_ascii_case(extension))
                })
            });
        let built =
            |name: &str| builtin::get(name).unwrap_or_else(|| unreachable!("{name} is built in"));
        if Language::is_binary(content) {
            return Detection {
                language: built("bytes"),
                reason: match by_extension {
                    Some((named, _)) if *named != "bytes" => {
                        DetectionReason::ContentOverExtension((*named).to_owned())
                    }
                    Some(_) => DetectionReason::Extension,
                    None => DetectionReason::Content,
                },
            };
        }
        let text = content
            .strip_prefix("\u{feff}".as_bytes())
            .unwrap_or(content);
        let text = &text[..text.len().min(1 << 16)];
        let starts_like = all.iter().find(|(_, l)| l.starts(text));
        match (by_extension, starts_like) {
            (Some((named, named_signs)), Some((seen, seen_signs)))
                if named != seen && seen_signs.overrides_extension && !named_signs.starts(text) =>
            {
                Detection {
                    language: built(seen),
                    reason: DetectionReason::ContentOverExtension((*named).to_owned()),
                }
            }
            (Some((named, _)), _) => Detection {
                language: built(named),
                reason: DetectionReason::Extension,
            },
            (None, Some((seen, _))) => Detection {
                language: built(seen),
                reason: DetectionReason::Content,
            },
            (None, None) => {
                let words: HashSet<&[u8]> = text
                    .split(|&b| !is_word(b))
                    .filter(|w| !w.is_empty())
                    .collect();
                let best = all
                    .iter()
                    .map(|(name, l)| (l.score(&words, text), *name))
                    .filter(|(score, _)| *score > 0)
                    // The highest score; on a tie, the first listed.
                    .fold(None::<(usize, &str)>, |best, (score, name)| match best {
                        Some((s, _)) if s >= score => best,
                        _ => Some((score, name)),
                    });
                Detection {
                    language: best.map_or_else(Language::text, |(_, name)| built(name)),
                    reason: DetectionReason::Content,
                }
            }
        }
    }
}

impl Language {
    /// Whether a file is not text: it has NUL bytes in its first 64 KiB
    /// (as `grep` and `git` decide). [`Language::detect`] makes it bytes.
    /// Text in UTF-16 or UTF-32 is such a file until it is decoded.
    pub fn is_binary(content: &[u8]) -> bool {
        content.iter().take(1 << 16).any(|&b| b == 0)
    }
}
