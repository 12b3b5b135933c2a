//! The grammar knowledge agrees with the parser.

#![allow(clippy::unwrap_used)]

mod common;

use common::{find, parse_c, parse_xml};
use whittle_tree::{Edits, Language, Tree};

/// Outside ERROR nodes, every node's children follow its rule's
/// automaton: the automata describe the trees the parser builds.
#[test]
fn parsed_children_follow_their_rules() {
    for (path, tree) in common::corpus() {
        // Plain text has no rules: its lists are free by design.
        if tree.language().tree_sitter_language().is_none() {
            continue;
        }
        for node in tree.nodes() {
            let inside_error = {
                let mut at = Some(node);
                let mut found = false;
                while let Some(n) = at {
                    found |= tree.is_error(n);
                    at = tree.parent(n);
                }
                found
            };
            if tree.children(node).is_empty() || inside_error {
                continue;
            }
            // A MISSING token the parser made up need not fit the rule.
            let has_missing_child = tree.children(node).iter().any(|&c| tree.is_missing(c));
            if !has_missing_child {
                assert!(
                    !tree.has_free_children(node),
                    "{}: {} `{}` does not follow its rule",
                    path.display(),
                    tree.kind_name(node),
                    String::from_utf8_lossy(tree.text(node))
                );
            }
        }
    }
}

#[test]
fn weights_count_tokens() {
    let tree = parse_c("int main(void) { return 0; }\n");
    // int main ( void ) { return 0 ; }
    assert_eq!(tree.weight(tree.root()), 10);
    let xml = parse_xml("<a x=\"one two\">hello big world<!-- c d --></a>");
    // < a x = " " > (with "one two" between the quotes) hello big world,
    // the comment's four words (<!-- c d -->), < / a >
    let element = xml.children(xml.root())[0];
    let text = find(&xml, "hello big world", "CharData");
    assert_eq!(xml.weight(text), 3);
    assert_eq!(xml.weight(find(&xml, "<!-- c d -->", "Comment")), 4);
    assert_eq!(xml.weight(find(&xml, "\"one two\"", "AttValue")), 4);
    assert_eq!(xml.weight(element), xml.weight(xml.root()));
}

#[test]
fn languages_are_detected() {
    let detect = |name: &str, content: &str| {
        Language::detect(std::path::Path::new(name), content.as_bytes())
            .name()
            .to_owned()
    };
    // Markup in a .c file is XML: C never starts with `<`.
    assert_eq!(detect("x.c", "<doc/>"), "xml");
    assert_eq!(
        Language::detect_why(std::path::Path::new("x.c"), b"<doc/>").reason,
        whittle_tree::DetectionReason::ContentOverExtension("c".to_owned())
    );
    assert_eq!(detect("x.c", "int main;"), "c");
    assert_eq!(detect("x.svg", "int x;"), "xml");
    assert_eq!(detect("input", "  <?xml version='1.0'?><a/>"), "xml");
    assert_eq!(
        detect("input", "int main(void) { return sizeof(char); }"),
        "c"
    );
    assert_eq!(detect("x.C", "int x;"), "cpp");
    assert_eq!(detect("x.hpp", "int x;"), "cpp");
    assert_eq!(
        detect("input", "namespace n { template <class T> class A {}; }"),
        "cpp"
    );
    assert_eq!(detect("input", "  {\"a\": [1]}"), "json");
    assert_eq!(
        detect("input", "fn main() { let mut x = 1; }\nimpl A {}\n"),
        "rust"
    );
    assert_eq!(
        detect("input", "import os\ndef f(self):\n    return None\n"),
        "python"
    );
    assert_eq!(
        detect("input", "const f = (x) => x;\nconsole.log(f(1)); let y;\n"),
        "javascript"
    );
    assert_eq!(
        detect(
            "input",
            "interface A { readonly x: number; }\nlet s: string = f(): void;\n"
        ),
        "typescript"
    );
    // JavaScript's words are not TypeScript's: a JavaScript file with a
    // `type` property and an `as` stays JavaScript.
    assert_eq!(
        detect(
            "input",
            "import { a as b } from 'c';\nconst t = { type: 1 };\nlet u = (x) => x;\n"
        ),
        "javascript"
    );
    assert_eq!(
        detect("input", "package main\nfunc main() { x := 1; _ = x }\n"),
        "go"
    );
    assert_eq!(
        detect("input", "public class A { String s = new String(); }\n"),
        "java"
    );
    for (name, extension) in [
        ("json", "json"),
        ("rust", "rs"),
        ("python", "py"),
        ("javascript", "js"),
        ("typescript", "ts"),
        ("typescript", "mts"),
        ("typescript", "cts"),
        ("tsx", "tsx"),
        ("go", "go"),
        ("java", "java"),
    ] {
        assert_eq!(detect(&format!("x.{extension}"), ""), name);
    }
    assert!(Language::by_name("XML").is_some());
    assert!(Language::by_name("cobol").is_none());
}

#[test]
fn gnu_and_preprocessed_c_parse_without_errors() {
    let (_, tree) = common::corpus()
        .into_iter()
        .find(|(p, _)| p.ends_with("gnu.c"))
        .unwrap();
    let errors: Vec<String> = tree
        .nodes()
        .filter(|&n| tree.is_error(n) || tree.is_missing(n))
        .map(|n| String::from_utf8_lossy(tree.text(n)).into_owned())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    let removable = tree.removable_children(tree.root(), &Edits::new());
    assert!(removable.len() >= 8);
    assert_eq!(tree.render(&Edits::new()), tree.source());
}

/// What the grammar knowledge offers does not depend on the process: two
/// copies of a language, built one after the other (so any hash map in
/// them is seeded differently), agree on every node of the corpus.
#[test]
fn offers_do_not_depend_on_hash_seeds() {
    let build = || {
        [
            Language::new(
                tree_sitter_c::LANGUAGE.into(),
                include_str!("../../../grammars/c.grammar.json"),
                include_str!("../../../grammars/c.toml"),
            )
            .unwrap(),
            Language::new(
                tree_sitter_xml::LANGUAGE_XML.into(),
                include_str!("../../../grammars/xml.grammar.json"),
                include_str!("../../../grammars/xml.toml"),
            )
            .unwrap(),
        ]
    };
    let offers = |languages: [Language; 2]| -> Vec<String> {
        let [c, xml] = languages.map(std::sync::Arc::new);
        let mut all = Vec::new();
        for (path, parsed) in common::corpus() {
            let language = if parsed.language().name() == "c" {
                &c
            } else {
                &xml
            };
            let tree = Tree::parse(language, parsed.source().to_vec()).unwrap();
            let none = Edits::new();
            for node in tree.nodes() {
                let removable = tree.removable_children(node, &none);
                let mut edits = Edits::new();
                for &child in removable.iter().step_by(2) {
                    edits.remove(child);
                }
                all.push(format!(
                    "{} {node:?} {:?} {removable:?} {:?}",
                    path.display(),
                    tree.replacements(node, &none, 5),
                    tree.complete(node, &edits),
                ));
            }
        }
        all
    };
    let first = offers(build());
    for _ in 0..3 {
        assert_eq!(offers(build()), first);
    }
}

/// `[[keep_field]]`: tree-sitter-cpp's `declaration` also covers
/// constructors, so its grammar lets a type go; no other declaration
/// parses without one, so the type stays, and the rest may still go.
#[test]
fn a_cpp_declaration_keeps_its_type() {
    let cpp = Language::by_name("cpp").unwrap();
    let tree = Tree::parse(&cpp, b"extern int nanosleep (int request);\n".to_vec()).unwrap();
    let declaration = tree.children(tree.root())[0];
    assert_eq!(tree.kind_name(declaration), "declaration");
    let removable: Vec<&str> = tree
        .removable_children(declaration, &Edits::new())
        .into_iter()
        .map(|n| tree.kind_name(n))
        .collect();
    assert!(!removable.contains(&"primitive_type"), "{removable:?}");
    assert!(
        removable.contains(&"storage_class_specifier"),
        "{removable:?}"
    );
}

/// `[[only_children]]`: javac takes only assignments, increments, calls
/// and object creations as expression statements (`x;` is "not a
/// statement"), though tree-sitter-java parses any expression there; no
/// replacement puts another expression in that place.
#[test]
fn a_java_expression_statement_stays_a_statement_expression() {
    let java = Language::by_name("java").unwrap();
    let source = "class A { void f() { g(h(x), 1); y = -x + 1; } }\n";
    let tree = Tree::parse(&java, source.as_bytes().to_vec()).unwrap();
    let statements: Vec<_> = tree
        .nodes()
        .filter(|&n| tree.kind_name(n) == "expression_statement")
        .collect();
    assert_eq!(statements.len(), 2);
    let allowed = [
        "assignment_expression",
        "update_expression",
        "method_invocation",
        "object_creation_expression",
    ];
    let mut offered = 0;
    for statement in statements {
        let expression = tree.children(statement)[0];
        for replacement in tree.replacements(expression, &Edits::new(), 10) {
            let mut edits = Edits::new();
            edits.replace(expression, replacement);
            let text = common::render(&tree, &edits);
            let candidate = Tree::parse(&java, text.clone().into_bytes()).unwrap();
            for n in candidate.nodes() {
                if candidate.kind_name(n) == "expression_statement" {
                    let kind = candidate.kind_name(candidate.children(n)[0]);
                    assert!(allowed.contains(&kind), "{kind} in {text}");
                }
            }
            offered += 1;
        }
    }
    // The call's inner call may still take its place.
    assert!(offered >= 1);
}

/// The stand-in for a Java statement keeps to `[[only_children]]` too: a
/// loop's body becomes `{}`, never `a;`.
#[test]
fn a_java_statement_stands_in_as_a_statement_javac_takes() {
    let java = Language::by_name("java").unwrap();
    let source = "class A { void f() { while (true) { g(); h(); } } }\n";
    let tree = Tree::parse(&java, source.as_bytes().to_vec()).unwrap();
    let body = find(&tree, "{ g(); h(); }", "block");
    let offered: Vec<String> = tree
        .replacements(body, &Edits::new(), 10)
        .into_iter()
        .map(|replacement| {
            let mut edits = Edits::new();
            edits.replace(body, replacement);
            common::render(&tree, &edits)
        })
        .collect();
    assert!(
        offered.iter().any(|t| t.contains("while (true) {}")),
        "{offered:?}"
    );
    assert!(!offered.iter().any(|t| t.contains("a;")), "{offered:?}");
}
