//! The parts of `grammars/<language>.toml` that belong to passes.
//!
//! The tree crate reads what the grammar itself needs (names, brackets,
//! glue, stand-ins, what must stay, error groups, content signs). Any
//! other top-level key is handed on unparsed: a pass that needs language
//! data defines a [`Section`] beside itself (the keys it claims, and how
//! they resolve against the language), and reads it with
//! [`Language::section`], which builds it once per language and keeps it.
//!
//! ```text
//!   grammars/c.toml ──▶ Language (tree: names, brackets, stand-ins, …)
//!                          │ the other keys, unparsed
//!                          ▼
//!            Language::section::<S>() ──▶ S::resolve(Source)  (once)
//!                                          Key::get / kind / field
//! ```
//!
//! Errors name the file and the key: `grammars/c.toml, \`parameters\`:
//! unknown kind \`fucntion_definition\``.

use std::sync::Arc;

use serde::de::DeserializeOwned;

use crate::error::LanguageError;
use crate::kinds::{KindId, KindSet};
use crate::language::Language;

/// Language data a pass owns: some top-level keys of
/// `grammars/<language>.toml`, resolved against the language (kind and
/// field names checked and turned into ids).
pub trait Section: Sized + Send + Sync + 'static {
    /// The top-level keys it claims (a table such as `parameters`, an
    /// array of tables such as `inline`, or a plain value).
    const KEYS: &'static [&'static str];

    /// Builds it from its keys, any of which may be absent (a language
    /// without them gets the section's empty form).
    fn resolve(source: &Source<'_>) -> Result<Self, LanguageError>;
}

/// What a [`Section`] is built from: the language and its keys.
#[derive(Debug)]
pub struct Source<'l> {
    pub(crate) language: &'l Language,
}

impl<'l> Source<'l> {
    /// The language the section is for.
    pub fn language(&self) -> &'l Language {
        self.language
    }

    /// One of the section's keys, to read and resolve against the
    /// language; errors name the file and this key.
    pub fn key(&self, key: &'static str) -> Key<'l> {
        Key {
            language: self.language,
            key,
        }
    }
}

/// One top-level key of the overrides file: its value and the names in it.
#[derive(Debug, Clone, Copy)]
pub struct Key<'l> {
    language: &'l Language,
    key: &'static str,
}

impl Key<'_> {
    /// An error about this key.
    pub fn error(&self, message: impl Into<String>) -> LanguageError {
        LanguageError::Section {
            file: self.language.overrides_file().to_owned(),
            key: self.key,
            message: message.into(),
        }
    }

    /// The key's value, deserialized (serde: a struct with
    /// `deny_unknown_fields` catches a misspelt sub-key); `None` when
    /// the file does not have it.
    pub fn get<T: DeserializeOwned>(&self) -> Result<Option<T>, LanguageError> {
        self.language
            .handed_on(self.key)
            .map(|value| {
                value
                    .clone()
                    .try_into()
                    .map_err(|e| self.error(e.to_string()))
            })
            .transpose()
    }

    /// [`Key::get`], with the type's default when the file lacks the key.
    pub fn get_or_default<T: DeserializeOwned + Default>(&self) -> Result<T, LanguageError> {
        Ok(self.get()?.unwrap_or_default())
    }

    /// The kind with this name (named first, then anonymous).
    pub fn kind(&self, name: &str) -> Result<KindId, LanguageError> {
        self.language
            .kind(name)
            .ok_or_else(|| self.error(format!("unknown kind `{name}`")))
    }

    /// [`Key::kind`] of an optional name.
    pub fn kind_opt(&self, name: Option<&str>) -> Result<Option<KindId>, LanguageError> {
        name.map(|n| self.kind(n)).transpose()
    }

    /// The kinds with these names, in order.
    pub fn kind_list(&self, names: &[String]) -> Result<Vec<KindId>, LanguageError> {
        names.iter().map(|n| self.kind(n)).collect()
    }

    /// The kinds with these names, as a set.
    pub fn kind_set(&self, names: &[String]) -> Result<KindSet, LanguageError> {
        let mut set = self.language.empty_kind_set();
        for name in names {
            set.insert(self.kind(name)?);
        }
        Ok(set)
    }

    /// The field with this name, with the parser's lifetime (as
    /// [`crate::Tree::field_child`] takes it).
    pub fn field(&self, name: &str) -> Result<&'static str, LanguageError> {
        self.language
            .field(name)
            .ok_or_else(|| self.error(format!("unknown field `{name}`")))
    }

    /// [`Key::field`] of an optional name.
    pub fn field_opt(&self, name: Option<&str>) -> Result<Option<&'static str>, LanguageError> {
        name.map(|n| self.field(n)).transpose()
    }
}

impl Language {
    /// The section of the overrides that a pass owns, built on first use
    /// and kept (see [`Section`]).
    pub fn section<S: Section>(&self) -> Result<Arc<S>, LanguageError> {
        self.sections
            .get_or_build(|| S::resolve(&Source { language: self }))
    }
}
