//! C's implicit `int` (`[implied_type]` in `grammars/c.toml`): a function
//! declared or defined without a return type reads as one, with an empty
//! type where `int` would stand, and nothing else changes.

#![allow(clippy::unwrap_used)]

mod common;

use common::{find, parse_c, remove, render};
use whittle_tree::{Edits, Language, Tree};

/// The kinds of the top-level items.
fn items(tree: &Tree) -> Vec<&'static str> {
    tree.children(tree.root())
        .iter()
        .map(|&c| tree.kind_name(c))
        .collect()
}

#[test]
fn a_definition_without_a_type_is_a_function_definition() {
    let text = "const long g;\nfunc_8(int p_9, long p_11) {\n  char l;\n  p_9 = l;\n}\nmain() { return 0; }\n";
    let tree = parse_c(text);
    assert_eq!(tree.error_count(), 0);
    assert_eq!(
        items(&tree),
        ["declaration", "function_definition", "function_definition"]
    );
    // The file is the file: its bytes, its tokens.
    assert_eq!(render(&tree, &Edits::new()), text);
    assert_eq!(tree.source(), text.as_bytes());
    let definition = tree.children(tree.root())[1];
    let body = find(&tree, "{\n  char l;\n  p_9 = l;\n}", "compound_statement");
    assert_eq!(tree.parent(body), Some(definition));
    let type_ = tree.field_child(definition, "type").unwrap();
    assert_eq!(tree.kind_name(type_), "primitive_type");
    assert_eq!(tree.range(type_), 14..14, "empty, where `int` would stand");
    assert_eq!(tree.weight(type_), 0);
    assert_eq!(tree.weight(definition), 17, "the tokens of its own text");
    // Its parameters are a list like any other.
    let params = find(&tree, "(int p_9, long p_11)", "parameter_list");
    let p_11 = find(&tree, "long p_11", "parameter_declaration");
    let edits = remove(&tree, params, &[p_11]).unwrap();
    assert!(render(&tree, &edits).contains("func_8(int p_9) {"));
    // The empty type is never offered for removal.
    assert!(
        !tree
            .removable_children(definition, &Edits::new())
            .contains(&type_)
    );
}

#[test]
fn a_prototype_without_a_type_and_words_before_the_name() {
    let tree = parse_c("#include <x.h>\n/* note */ static f(int, char *);\nextern g();\n");
    assert_eq!(tree.error_count(), 0);
    assert_eq!(
        items(&tree),
        ["preproc_include", "comment", "declaration", "declaration"]
    );
    let f = find(&tree, "static f(int, char *);", "declaration");
    let type_ = tree.field_child(f, "type").unwrap();
    assert_eq!(tree.range(type_).len(), 0);
}

#[test]
fn what_is_not_such_a_definition_reads_as_before() {
    // A macro's call at the top level, a function returning a struct
    // type declared in place, a typed definition, a macro's body spread
    // over lines, and a name after a struct's body.
    let text = "MODULE_LICENSE(\"GPL\");\nstruct S { int x; } f() { return s; }\nT g(x) { }\n#define A(x) \\\n  h(x) {\nstruct S { int y; }\nk() {}\n";
    let tree = parse_c(text);
    assert_eq!(render(&tree, &Edits::new()), text);
    let call = find(&tree, "MODULE_LICENSE(\"GPL\");", "expression_statement");
    assert_eq!(tree.parent(call), Some(tree.root()));
    let f = find(
        &tree,
        "struct S { int x; } f() { return s; }",
        "function_definition",
    );
    let type_ = tree.field_child(f, "type").unwrap();
    assert_eq!(tree.kind_name(type_), "struct_specifier");
    let g = find(&tree, "T g(x) { }", "function_definition");
    assert_eq!(tree.text(tree.field_child(g, "type").unwrap()), b"T");
    // `k` follows a struct's body, not a declaration's end: `struct S
    // {…} k() {}` is a function returning the struct. No empty type
    // anywhere.
    assert!(
        tree.nodes()
            .all(|n| !(tree.kind_name(n) == "primitive_type" && tree.range(n).is_empty()))
    );
}

#[test]
fn queries_see_the_definition_at_the_file_s_offsets() {
    let c = Language::c();
    let text = "int x;\nf(p) { return p; }\n";
    let tree = parse_c(text);
    let matches = tree.query_matches(c.query("tags").unwrap()).unwrap();
    let names: Vec<(String, &[u8])> = matches
        .iter()
        .flatten()
        .map(|(capture, node)| (capture.clone(), tree.text(*node)))
        .collect();
    assert!(
        names.contains(&("name".to_owned(), b"f".as_slice())),
        "{names:?}"
    );
    assert_eq!(Tree::count_errors(&c, text.as_bytes()).unwrap(), 0);
}

#[test]
fn a_definition_reads_as_one_though_its_body_has_errors() {
    let tree = parse_c("f(int p) {\n  p = ;\n}\ng(\"x\");\n");
    let f = find(&tree, "f(int p) {\n  p = ;\n}", "function_definition");
    assert_eq!(tree.parent(f), Some(tree.root()));
    assert!(tree.range(tree.field_child(f, "type").unwrap()).is_empty());
    assert!(tree.error_count() > 0);
    // `g("x");` is a call: `int g("x");` would not read.
    let call = find(&tree, "g(\"x\");", "expression_statement");
    assert_eq!(tree.parent(call), Some(tree.root()));
}
