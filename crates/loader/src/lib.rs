//! Grammars loaded at run time (`whittle --grammar DIR`).
//!
//! A user with a language whittle does not ship gives the folder of its
//! tree-sitter grammar: `src/parser.c`, an optional `src/scanner.c`, and
//! `src/grammar.json` (what `tree-sitter generate` writes). The parser is
//! compiled once with the machine's C compiler by tree-sitter's own loader
//! crate, cached under a folder per grammar folder (rebuilt when its
//! sources are newer than the library), and loaded; `grammar.json` gives
//! whittle its lists, separators and stand-ins, as for a built-in
//! language. An optional `whittle.toml` beside `src/` says what the
//! grammar cannot (the format of `grammars/<name>.toml`); without it,
//! whittle takes the bracket pairs the grammar has among `()`, `[]`, `{}`.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use whittle_tree::{Language, LanguageError};

/// Why a grammar folder cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// No `parser.c` in `DIR/src` or `DIR`.
    #[error(
        "{0} holds no src/parser.c: give the folder of a tree-sitter grammar, after `tree-sitter generate`"
    )]
    NoParser(PathBuf),
    /// No `grammar.json` beside `parser.c`.
    #[error(
        "{0} has no grammar.json: `tree-sitter generate` writes it beside parser.c; whittle reads the grammar's rules from it"
    )]
    NoGrammarJson(PathBuf),
    /// A file of the folder cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The C compiler failed, or the library does not load.
    #[error("cannot build the parser in {dir} (a C compiler, `cc`, is needed): {message}")]
    Build {
        /// The grammar's source folder.
        dir: PathBuf,
        /// What the loader said.
        message: String,
    },
    /// `grammar.json` or `whittle.toml` is not valid.
    #[error("{path}: {source}")]
    Language {
        /// The file at fault.
        path: PathBuf,
        /// What is wrong with it.
        source: LanguageError,
    },
}

/// Where built grammars are cached by default: `$WHITTLE_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/whittle`, else `~/.cache/whittle`.
pub fn default_cache_dir() -> Option<PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(dir) = var("WHITTLE_CACHE_DIR") {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = var("XDG_CACHE_HOME") {
        return Some(PathBuf::from(dir).join("whittle"));
    }
    var("HOME").map(|home| PathBuf::from(home).join(".cache/whittle"))
}

/// Builds (or takes from `cache`) the parser of the grammar folder `dir`
/// and reads its language.
pub fn load(dir: &Path, cache: &Path) -> Result<Language, LoadError> {
    let src = source_dir(dir)?;
    let grammar_path = src.join("grammar.json");
    if !grammar_path.is_file() {
        return Err(LoadError::NoGrammarJson(src));
    }
    let grammar = read(&grammar_path)?;
    let parser = build(&src, cache)?;
    let overrides_path = dir.join("whittle.toml");
    let overrides = if overrides_path.is_file() {
        read(&overrides_path)?
    } else {
        default_overrides(&grammar, &parser).map_err(|source| LoadError::Language {
            path: grammar_path.clone(),
            source,
        })?
    };
    let language =
        Language::new(parser, &grammar, &overrides).map_err(|source| LoadError::Language {
            path: match source {
                LanguageError::Grammar(_) => grammar_path,
                _ => overrides_path.clone(),
            },
            source,
        })?;
    let mut language = language.with_overrides_file(overrides_path.display().to_string());
    // The queries `tree-sitter init` lays out: definitions and references.
    for name in ["tags", "locals"] {
        let path = dir.join("queries").join(format!("{name}.scm"));
        if path.is_file() {
            language = language.with_query(name, &read(&path)?);
        }
    }
    Ok(language)
}

/// `DIR/src` where it holds `parser.c`, else `DIR` itself.
fn source_dir(dir: &Path) -> Result<PathBuf, LoadError> {
    [dir.join("src"), dir.to_path_buf()]
        .into_iter()
        .find(|d| d.join("parser.c").is_file())
        .ok_or_else(|| LoadError::NoParser(dir.to_path_buf()))
}

fn read(path: &Path) -> Result<String, LoadError> {
    std::fs::read_to_string(path).map_err(|source| LoadError::Read {
        path: path.to_path_buf(),
        source,
    })
}

/// Compiles the parser in `src` into a library under `cache` (a folder
/// per source folder, so two grammars of one name do not collide), unless
/// one newer than the sources is there, and loads it.
fn build(src: &Path, cache: &Path) -> Result<tree_sitter::Language, LoadError> {
    let real = std::fs::canonicalize(src).unwrap_or_else(|_| src.to_path_buf());
    let mut hasher = std::hash::DefaultHasher::new();
    real.hash(&mut hasher);
    let libraries = cache.join(format!("grammar-{:016x}", hasher.finish()));
    let loader = tree_sitter_loader::Loader::with_parser_lib_path(libraries);
    loader
        .load_language_at_path(tree_sitter_loader::CompileConfig::new(&real, None, None))
        .map_err(|e| LoadError::Build {
            dir: src.to_path_buf(),
            message: e.to_string(),
        })
}

/// What whittle assumes of a grammar without a `whittle.toml`: its name,
/// and the usual bracket pairs it has, as brackets and as groups that
/// nest the contents of an ERROR region.
fn default_overrides(
    grammar_json: &str,
    parser: &tree_sitter::Language,
) -> Result<String, LanguageError> {
    let grammar: serde_json::Value =
        serde_json::from_str(grammar_json).map_err(|e| LanguageError::Grammar(e.to_string()))?;
    let name = grammar
        .get("name")
        .and_then(serde_json::Value::as_str)
        .ok_or_else(|| LanguageError::Grammar("no \"name\"".to_owned()))?;
    let quoted = |s: &str| serde_json::Value::from(s).to_string();
    let mut toml = format!("name = {}\nextensions = []\n", quoted(name));
    let pairs: Vec<[&str; 2]> = [["(", ")"], ["[", "]"], ["{", "}"]]
        .into_iter()
        .filter(|pair| pair.iter().all(|t| parser.id_for_node_kind(t, false) != 0))
        .collect();
    let list: Vec<String> = pairs
        .iter()
        .map(|[open, close]| format!("[{}, {}]", quoted(open), quoted(close)))
        .collect();
    toml.push_str(&format!("brackets = [{}]\n", list.join(", ")));
    for [open, close] in &pairs {
        toml.push_str(&format!(
            "\n[[error_groups]]\nopen = {}\nclose = [{}]\n",
            quoted(open),
            quoted(close)
        ));
    }
    Ok(toml)
}
