//! The built-in languages: one line each in [`BUILTIN`], with their data
//! in `grammars/<name>.grammar.json` (the grammar crate's own
//! `src/grammar.json`) and `grammars/<name>.toml`, each built on first
//! use; and the ways to get one ([`Language::c`], [`Language::by_name`],
//! ...).

use std::sync::{Arc, LazyLock, OnceLock};

use crate::error::LanguageError;
use crate::language::Language;
use crate::signs::Signs;

/// A built-in language, not yet built.
struct Builtin {
    name: &'static str,
    /// Its parser and `grammar.json`; `None` for plain text and bytes.
    parser: Option<fn() -> tree_sitter::Language>,
    /// Without a parser, how it is built from its TOML (the lexer).
    lexed: fn(&str) -> Result<Language, LanguageError>,
    grammar: &'static str,
    overrides: &'static str,
    /// The queries its crate ships (`tags`, `locals`).
    queries: &'static [(&'static str, &'static str)],
}

/// A built-in language from its name, its grammar crate's language and
/// the queries the crate ships (`tags = TAGS_QUERY`, `locals = …`).
macro_rules! builtin {
    ($name:literal, $parser:expr $(, $query:ident = $text:expr)*) => {
        Builtin {
            name: $name,
            parser: Some(|| $parser.into()),
            lexed: Language::plain_text,
            grammar: include_str!(concat!("../../../grammars/", $name, ".grammar.json")),
            overrides: include_str!(concat!("../../../grammars/", $name, ".toml")),
            queries: &[$((stringify!($query), $text)),*],
        }
    };
}

/// Adding a language: its two files in `grammars/`, its crate in
/// `Cargo.toml`, and one line here.
static BUILTIN: &[Builtin] = &[
    builtin!(
        "c",
        tree_sitter_c::LANGUAGE,
        tags = tree_sitter_c::TAGS_QUERY
    ),
    builtin!(
        "cpp",
        tree_sitter_cpp::LANGUAGE,
        tags = tree_sitter_cpp::TAGS_QUERY
    ),
    builtin!("xml", tree_sitter_xml::LANGUAGE_XML),
    builtin!("json", tree_sitter_json::LANGUAGE),
    builtin!(
        "rust",
        tree_sitter_rust::LANGUAGE,
        tags = tree_sitter_rust::TAGS_QUERY
    ),
    builtin!(
        "python",
        tree_sitter_python::LANGUAGE,
        tags = tree_sitter_python::TAGS_QUERY
    ),
    builtin!(
        "javascript",
        tree_sitter_javascript::LANGUAGE,
        tags = tree_sitter_javascript::TAGS_QUERY,
        locals = tree_sitter_javascript::LOCALS_QUERY
    ),
    builtin!(
        "typescript",
        tree_sitter_typescript::LANGUAGE_TYPESCRIPT,
        tags = tree_sitter_typescript::TAGS_QUERY,
        locals = tree_sitter_typescript::LOCALS_QUERY
    ),
    builtin!(
        "tsx",
        tree_sitter_typescript::LANGUAGE_TSX,
        tags = tree_sitter_typescript::TAGS_QUERY,
        locals = tree_sitter_typescript::LOCALS_QUERY
    ),
    builtin!(
        "go",
        tree_sitter_go::LANGUAGE,
        tags = tree_sitter_go::TAGS_QUERY
    ),
    builtin!(
        "java",
        tree_sitter_java::LANGUAGE,
        tags = tree_sitter_java::TAGS_QUERY
    ),
    // The fallback for any other text.
    Builtin {
        name: "text",
        parser: None,
        lexed: Language::plain_text,
        grammar: "",
        overrides: include_str!("../../../grammars/text.toml"),
        queries: &[],
    },
    // Files that are not text, byte by byte.
    Builtin {
        name: "bytes",
        parser: None,
        lexed: Language::lexed_bytes,
        grammar: "",
        overrides: include_str!("../../../grammars/bytes.toml"),
        queries: &[],
    },
];

/// Each built-in language, built on first use.
static BUILT: LazyLock<Vec<OnceLock<Arc<Language>>>> =
    LazyLock::new(|| BUILTIN.iter().map(|_| OnceLock::new()).collect());

static NAMES: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| BUILTIN.iter().map(|b| b.name).collect());

/// Each built-in language's name and how a file shows it, read from its
/// TOML without building the language.
static SIGNS: LazyLock<Vec<(&'static str, Signs)>> = LazyLock::new(|| {
    BUILTIN
        .iter()
        .map(|b| match toml::from_str(b.overrides) {
            Ok(signs) => (b.name, signs),
            // The files are compiled in and checked by the tests.
            Err(e) => panic!("the built-in language {} is broken: {e}", b.name),
        })
        .collect()
});

/// How a file shows each built-in language, in the table's order.
pub(crate) fn signs() -> &'static [(&'static str, Signs)] {
    &SIGNS
}

/// The built-in language called `name`, built on first use.
pub(crate) fn get(name: &str) -> Option<Arc<Language>> {
    let index = BUILTIN.iter().position(|b| b.name == name)?;
    let builtin = &BUILTIN[index];
    Some(
        BUILT[index]
            .get_or_init(|| match built(builtin) {
                Ok(language) => Arc::new(language),
                // The files are compiled in and checked by the tests.
                Err(e) => panic!("the built-in language {} is broken: {e}", builtin.name),
            })
            .clone(),
    )
}

fn built(builtin: &Builtin) -> Result<Language, LanguageError> {
    match builtin.parser {
        Some(parser) => Ok(builtin.queries.iter().fold(
            Language::new(parser(), builtin.grammar, builtin.overrides)?,
            |language, (name, text)| language.with_query(name, text),
        )),
        None => (builtin.lexed)(builtin.overrides),
    }
}

/// Each built-in language's `grammar.json`, for tests that check the
/// vendored copies (plain text has none).
pub fn grammars() -> impl Iterator<Item = (&'static str, &'static str)> {
    BUILTIN
        .iter()
        .filter(|b| b.parser.is_some())
        .map(|b| (b.name, b.grammar))
}

impl Language {
    /// C, with tree-sitter-c.
    pub fn c() -> Arc<Language> {
        get("c").unwrap_or_else(|| unreachable!("C is built in"))
    }

    /// XML, with tree-sitter-xml.
    pub fn xml() -> Arc<Language> {
        get("xml").unwrap_or_else(|| unreachable!("XML is built in"))
    }

    /// Plain text, the fallback: lines and tokens.
    pub fn text() -> Arc<Language> {
        get("text").unwrap_or_else(|| unreachable!("text is built in"))
    }

    /// Bytes, for files that are not text: blocks, then single bytes.
    pub fn bytes() -> Arc<Language> {
        get("bytes").unwrap_or_else(|| unreachable!("bytes is built in"))
    }

    /// Every built-in language.
    pub fn all() -> Vec<Arc<Language>> {
        NAMES.iter().filter_map(|name| get(name)).collect()
    }

    /// The names of the built-in languages, without building them.
    pub fn names() -> &'static [&'static str] {
        &NAMES
    }

    /// The built-in language called `name`.
    pub fn by_name(name: &str) -> Option<Arc<Language>> {
        get(&name.to_ascii_lowercase())
    }
}

#[cfg(test)]
#[path = "builtin_tests.rs"]
mod tests;
