//! Rendering without edits gives the input back, byte for byte, and the
//! tree is well nested.

#![allow(clippy::unwrap_used)]

mod common;

use proptest::prelude::*;
use whittle_tree::{Edits, Language, Tree};

#[test]
fn corpus_round_trips() {
    for (path, tree) in common::corpus() {
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(tree.render(&Edits::new()), bytes, "{}", path.display());
        assert!(well_nested(&tree), "{}", path.display());
        assert!(errors_are_covered(&tree), "{}", path.display());
    }
}

/// Every built-in language has a corpus file (which the tests above and
/// below round-trip, and the grammar tests parse).
#[test]
fn every_language_has_a_corpus_file() {
    let corpus = common::corpus();
    for name in Language::names() {
        assert!(
            corpus
                .iter()
                .any(|(_, tree)| tree.language().name() == *name),
            "no file in tests/corpus is {name}"
        );
    }
}

#[test]
fn empty_and_blank_files_round_trip() {
    for language in Language::all() {
        for text in ["", "\n", "   \r\n\t"] {
            let tree = Tree::parse(&language, text.as_bytes().to_vec()).unwrap();
            assert_eq!(tree.render(&Edits::new()), text.as_bytes());
        }
    }
}

/// Bytes that look a little like C or XML, often broken.
fn source_like() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        Just(b"int ".to_vec()),
        Just(b"x".to_vec()),
        Just(b"(".to_vec()),
        Just(b")".to_vec()),
        Just(b"{".to_vec()),
        Just(b"}".to_vec()),
        Just(b";".to_vec()),
        Just(b",".to_vec()),
        Just(b"\r\n".to_vec()),
        Just(b"\n".to_vec()),
        Just(b"/* c */".to_vec()),
        Just(b"\"s\"".to_vec()),
        Just(b"<a>".to_vec()),
        Just(b"</a>".to_vec()),
        Just(b"<b x='1'/>".to_vec()),
        Just(b"&amp;".to_vec()),
        Just(b"<!-- -->".to_vec()),
        Just(b"#define X 1\n".to_vec()),
        prop::collection::vec(any::<u8>(), 1..4),
    ];
    prop::collection::vec(piece, 0..40).prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_bytes_round_trip(bytes in source_like()) {
        for language in Language::all() {
            let tree = Tree::parse(&language, bytes.clone()).unwrap();
            prop_assert_eq!(tree.render(&Edits::new()), bytes.clone());
            prop_assert!(well_nested(&tree));
            prop_assert!(errors_are_covered(&tree));
            prop_assert_eq!(Tree::count_errors(&language, &bytes).unwrap(), tree.error_count());
        }
    }

    #[test]
    fn mutated_corpus_round_trips(cut in 0usize..4000, insert in source_like()) {
        for (path, tree) in common::corpus() {
            let mut bytes = tree.source().to_vec();
            let at = cut % (bytes.len() + 1);
            bytes.splice(at..at, insert.iter().copied());
            let language = Language::detect(&path, &bytes);
            let mutated = Tree::parse(&language, bytes.clone()).unwrap();
            prop_assert_eq!(mutated.render(&Edits::new()), bytes);
        }
    }
}

/// Inside an ERROR node every non-blank byte lies in a child, so that
/// edits can reach all of it (text the parser skipped becomes word leaves).
fn errors_are_covered(tree: &Tree) -> bool {
    tree.nodes().filter(|&n| tree.is_error(n)).all(|n| {
        if tree.children(n).is_empty() {
            return true;
        }
        let range = tree.range(n);
        let covered = |i: usize| tree.children(n).iter().any(|&c| tree.range(c).contains(&i));
        range
            .into_iter()
            .all(|i| tree.source()[i].is_ascii_whitespace() || covered(i))
    })
}

/// Every node's children lie inside it, in order, one level deeper, with
/// it as their parent (ERROR regions are regrouped after parsing).
fn well_nested(tree: &Tree) -> bool {
    tree.nodes().all(|n| {
        let range = tree.range(n);
        let mut position = range.start;
        tree.children(n).iter().all(|&c| {
            let child = tree.range(c);
            let ok = child.start >= position
                && child.end <= range.end
                && tree.parent(c) == Some(n)
                && tree.depth(c) == tree.depth(n) + 1
                && tree.contains(n, c);
            position = child.end;
            ok
        })
    })
}
