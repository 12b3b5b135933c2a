//! Checks of the built-in languages against their grammar crates.
use std::sync::Arc;

use crate::error::LanguageError;
use crate::grammar::{Grammar, Rule};
use crate::language::Language;
use crate::tree::Tree;

/// Every kind a grammar rule names exists in the linked parser: the
/// copy in `grammars/` belongs to this version of the grammar crate.
fn check_vendored(language: &Language, grammar_json: &str) {
    let grammar = Grammar::parse(grammar_json).unwrap();
    let mut missing = Vec::new();
    // A rule used only under an alias is known to the parser by the
    // alias, so the direct content of an alias is not looked up.
    let mut visit = |rule: &Rule, stack: &mut Vec<Rule>| match rule {
        Rule::Symbol(name)
            if !grammar.is_hidden(name)
                && grammar.rules.contains_key(name)
                && language.kinds.lookup(name, true).is_none() =>
        {
            missing.push(name.clone());
        }
        Rule::Alias {
            value,
            named,
            content,
        } => {
            if language.kinds.lookup(value, *named).is_none() {
                missing.push(value.clone());
            }
            if !matches!(**content, Rule::Symbol(_)) {
                stack.push((**content).clone());
            }
        }
        Rule::Seq(m) | Rule::Choice(m) => stack.extend(m.iter().cloned()),
        Rule::Repeat(c) | Rule::Repeat1(c) => stack.push((**c).clone()),
        _ => {}
    };
    // Only rules the start rule (the root of any parse) or an extra
    // reaches: tree-sitter leaves the others out of the parser (C's
    // K&R parameter lists in C++).
    let root = Tree::parse(
        &Arc::new(
            Language::new(
                language.parser_language.clone().unwrap(),
                grammar_json,
                "name = \"x\"\nextensions = []\n",
            )
            .unwrap(),
        ),
        Vec::new(),
    )
    .unwrap();
    let start = root.kind_name(root.root()).to_owned();
    let extras: Vec<String> =
        serde_json::from_str::<serde_json::Value>(grammar_json).unwrap()["extras"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|e| e["name"].as_str().map(str::to_owned))
            .collect();
    let mut reached: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    let mut names: Vec<String> = std::iter::once(start).chain(extras).collect();
    while let Some(name) = names.pop() {
        if !reached.insert(name.clone()) {
            continue;
        }
        let mut stack: Vec<Rule> = grammar.rules.get(&name).into_iter().cloned().collect();
        while let Some(rule) = stack.pop() {
            match rule {
                Rule::Symbol(n) => names.push(n),
                Rule::Alias { content, .. }
                | Rule::Repeat(content)
                | Rule::Repeat1(content)
                | Rule::Token(content) => {
                    stack.push(*content);
                }
                Rule::Seq(m) | Rule::Choice(m) => stack.extend(m),
                _ => {}
            }
        }
    }
    for (name, rule) in &grammar.rules {
        if !reached.contains(name) {
            continue;
        }
        let mut stack = vec![rule.clone()];
        while let Some(r) = stack.pop() {
            visit(&r, &mut stack);
        }
    }
    missing.retain(|m| reached.contains(m) || !grammar.rules.contains_key(m));
    assert!(
        missing.is_empty(),
        "{}: not in the parser: {missing:?}",
        language.name()
    );
}

#[test]
fn vendored_grammars_match_the_parsers() {
    for (name, grammar) in super::grammars() {
        let language = Language::by_name(name).unwrap();
        check_vendored(&language, grammar);
    }
}

/// Kinds whose rules give no automaton keep their children as they
/// are; the list is known, so a new grammar cannot lose nodes without
/// a word.
#[test]
fn kinds_without_automata_are_listed() {
    let expected: &[(&str, &[&str])] = &[
        ("c", &[]),
        ("cpp", &[]),
        ("xml", &["children"]),
        ("json", &[]),
        ("rust", &["let_chain"]),
        ("python", &[]),
        ("javascript", &[]),
        ("typescript", &[]),
        ("tsx", &[]),
        ("go", &[]),
        ("java", &[]),
        ("text", &[]),
        ("bytes", &[]),
    ];
    let listed: Vec<&str> = expected.iter().map(|(name, _)| *name).collect();
    assert_eq!(listed, Language::names(), "every language is listed here");
    for (name, kinds) in expected {
        let mut found = Language::by_name(name)
            .unwrap()
            .kinds_without_rules()
            .to_vec();
        found.sort_unstable();
        assert_eq!(&found, kinds, "{name}");
    }
}

#[test]
fn standins_come_from_the_grammar() {
    let c = Language::c();
    let text = |kind: &str| c.standin(c.kind(kind).unwrap()).map(|t| t.to_string());
    assert_eq!(text("compound_statement").as_deref(), Some("{}"));
    assert_eq!(text("expression_statement").as_deref(), Some(";"));
    assert_eq!(text("number_literal").as_deref(), Some("0")); // by hand
    assert_eq!(text("identifier").as_deref(), Some("a"));
    assert_eq!(text("argument_list").as_deref(), Some("()"));
}

#[test]
fn overrides_are_checked() {
    let parser: tree_sitter::Language = tree_sitter_c::LANGUAGE.into();
    let grammar = include_str!("../../../grammars/c.grammar.json");
    let unknown = "name = \"c\"\nextensions = []\nkeep = [\"no_such_kind\"]\n";
    assert!(matches!(
        Language::new(parser.clone(), grammar, unknown),
        Err(LanguageError::Overrides(_))
    ));
    // A key the tree crate does not read is handed on to the passes,
    // which check that one of them reads it.
    let other = "name = \"c\"\nextensions = []\nkepe = []\n";
    let language = Language::new(parser, grammar, other).unwrap();
    assert_eq!(language.handed_on_keys().collect::<Vec<_>>(), ["kepe"]);
}

/// The queries the grammar crates ship compile for their languages and
/// find definitions in a small file.
#[test]
fn shipped_queries_compile() {
    for language in Language::all() {
        for name in ["tags", "locals"] {
            let Some(query) = language.query(name) else {
                continue;
            };
            let tree = Tree::parse(&language, b"x".to_vec()).unwrap();
            if let Err(e) = tree.query_matches(query) {
                panic!("{} {name}: {e}", language.name());
            }
        }
    }
    let rust = Language::by_name("rust").unwrap();
    let tree = Tree::parse(&rust, b"fn f() {}\nstruct S;\n".to_vec()).unwrap();
    let matches = tree.query_matches(rust.query("tags").unwrap()).unwrap();
    let names: Vec<&[u8]> = matches
        .iter()
        .flatten()
        .filter(|(capture, _)| capture == "name")
        .map(|(_, n)| tree.text(*n))
        .collect();
    assert_eq!(names, [b"f".as_slice(), b"S".as_slice()]);
}
