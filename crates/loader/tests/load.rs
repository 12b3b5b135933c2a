//! The s-expression grammar in `tests/fixtures/grammar-sexp` built, cached
//! and read as a language.

#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use whittle_loader::{LoadError, load};
use whittle_tree::{Edits, Tree};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/grammar-sexp")
}

#[test]
fn a_grammar_folder_is_built_once_and_parses() {
    let cache = tempfile::tempdir().unwrap();
    let language = Arc::new(load(&fixture(), cache.path()).unwrap());
    assert_eq!(language.name(), "sexp");
    let source = b"(define (f x) ; a comment\n  (+ x 1))\n(f \"two\" 3)\n".to_vec();
    let tree = Tree::parse(&language, source.clone()).unwrap();
    assert_eq!(Tree::count_errors(&language, &source).unwrap(), 0);
    assert_eq!(tree.render(&Edits::default()), source);
    assert!(language.kind("list").is_some());
    assert!(!language.bracket_pairs().is_empty(), "( and ) are brackets");

    // One library in the cache; loading again reuses it.
    let built = |dir: &Path| -> Vec<(PathBuf, std::time::SystemTime)> {
        let mut found = Vec::new();
        for entry in walk(dir) {
            if entry
                .extension()
                .is_some_and(|e| e == std::env::consts::DLL_EXTENSION)
            {
                let modified = std::fs::metadata(&entry).unwrap().modified().unwrap();
                found.push((entry, modified));
            }
        }
        found
    };
    let first = built(cache.path());
    assert_eq!(first.len(), 1, "{first:?}");
    load(&fixture(), cache.path()).unwrap();
    assert_eq!(built(cache.path()), first);
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn folders_without_a_parser_or_grammar_are_explained() {
    let cache = tempfile::tempdir().unwrap();
    let empty = tempfile::tempdir().unwrap();
    let error = load(empty.path(), cache.path()).unwrap_err();
    assert!(matches!(error, LoadError::NoParser(_)), "{error}");
    assert!(
        error.to_string().contains("tree-sitter generate"),
        "{error}"
    );

    let src = empty.path().join("src");
    std::fs::create_dir(&src).unwrap();
    std::fs::write(src.join("parser.c"), "").unwrap();
    let error = load(empty.path(), cache.path()).unwrap_err();
    assert!(matches!(error, LoadError::NoGrammarJson(_)), "{error}");
}

#[test]
fn a_parser_that_does_not_compile_is_a_build_error() {
    let cache = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir(&src).unwrap();
    std::fs::copy(fixture().join("src/grammar.json"), src.join("grammar.json")).unwrap();
    std::fs::write(src.join("parser.c"), "this is not C\n").unwrap();
    let error = load(dir.path(), cache.path()).unwrap_err();
    assert!(matches!(error, LoadError::Build { .. }), "{error}");
}
