//! The corpus shared by the tree crate's tests.

#![allow(dead_code, clippy::unwrap_used)]

use std::path::{Path, PathBuf};

use whittle_tree::{Edits, Language, NodeId, Tree};

/// Every file of `tests/corpus`, with its language.
pub fn corpus() -> Vec<(PathBuf, Tree)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let bytes = std::fs::read(&path).unwrap();
            let language = Language::detect(&path, &bytes);
            let tree = Tree::parse(&language, bytes).unwrap();
            (path, tree)
        })
        .collect()
}

pub fn parse_c(text: &str) -> Tree {
    Tree::parse(&Language::c(), text.as_bytes().to_vec()).unwrap()
}

pub fn parse_xml(text: &str) -> Tree {
    Tree::parse(&Language::xml(), text.as_bytes().to_vec()).unwrap()
}

/// The first node with this text and kind.
pub fn find(tree: &Tree, text: &str, kind: &str) -> NodeId {
    tree.nodes()
        .find(|&n| tree.text(n) == text.as_bytes() && tree.kind_name(n) == kind)
        .unwrap_or_else(|| panic!("no {kind} `{text}`"))
}

/// Removes `nodes` (children of `parent`) with their separators.
pub fn remove(tree: &Tree, parent: NodeId, nodes: &[NodeId]) -> Option<Edits> {
    let mut edits = Edits::new();
    for &node in nodes {
        edits.remove(node);
    }
    tree.completed(&edits, [parent])
}

pub fn render(tree: &Tree, edits: &Edits) -> String {
    String::from_utf8(tree.render(edits)).unwrap()
}
