//! The crate's errors: a language that cannot be loaded, a file the
//! parser cannot handle, a query that does not compile.

/// A language definition that cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LanguageError {
    /// The grammar file is not a tree-sitter `grammar.json`.
    #[error("grammar.json: {0}")]
    Grammar(String),
    /// The overrides file is not valid.
    #[error("overrides: {0}")]
    Overrides(String),
    /// A pass's section of the overrides file is not valid.
    #[error("{file}, `{key}`: {message}")]
    Section {
        /// The overrides file.
        file: String,
        /// The top-level key.
        key: &'static str,
        /// What is wrong.
        message: String,
    },
    /// A key of the overrides file that neither the tree crate nor any
    /// pass reads (a misspelt key, say).
    #[error("{file}: unknown key `{key}`: neither the grammar nor any pass reads it")]
    UnknownKey {
        /// The overrides file.
        file: String,
        /// The key.
        key: String,
    },
}

/// A file the parser cannot handle at all.
#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    /// The parser refused the language (an ABI mismatch).
    #[error("the {0} parser cannot be loaded: {1}")]
    Language(String, String),
    /// The parser gave up.
    #[error("the {0} parser produced no tree")]
    NoTree(String),
    /// Offsets are 32-bit.
    #[error("the file is larger than 4 GiB")]
    TooLarge,
    /// The parse was stopped from elsewhere (see
    /// [`crate::ParseLimits::stop`]).
    #[error("the parse was stopped")]
    Stopped,
    /// The parse ran past its deadline (see
    /// [`crate::ParseLimits::deadline`]).
    #[error("the {0} parser did not finish in the time it was given")]
    OutOfTime(String),
}

/// A query that does not compile for the language.
#[derive(Debug, thiserror::Error)]
#[error("invalid query: {0}")]
pub struct QueryError(pub(crate) String);
