//! The shortest text of each kind, computed from the grammar.
//!
//! A fixpoint over the rules: a string is itself, a pattern its shortest
//! match, a sequence the concatenation of its parts, a choice its shortest
//! member, `REPEAT` nothing and `REPEAT1` one copy. Each round can only
//! shorten an entry, so it ends. These texts are the stand-ins HDD and
//! Perses put in place of a node ("0" for an expression, "{}" for a
//! block).

use std::collections::{BTreeMap, HashSet};

use regex_syntax::hir::{Class, Hir, HirKind};

use crate::grammar::{Grammar, Rule};

/// Shortest texts by rule name, and by `(alias, named)` for aliases.
pub(crate) struct Shortest {
    pub(crate) rules: BTreeMap<String, String>,
    pub(crate) aliases: BTreeMap<(String, bool), String>,
}

/// `glue` tells whether two adjacent characters would merge into one
/// token, so that the parts of a sequence need a space between them.
/// Rules and aliases named in `vetoed` have no text, and neither do the
/// texts built from them.
pub(crate) fn compute(
    grammar: &Grammar,
    vetoed: &HashSet<String>,
    glue: &dyn Fn(u8, u8) -> bool,
) -> Shortest {
    let mut rules: BTreeMap<String, String> = BTreeMap::new();
    // In name order (the rules are an ordered map).
    let names: Vec<&String> = grammar.rules.keys().collect();
    loop {
        let mut changed = false;
        for name in &names {
            if vetoed.contains(*name) {
                continue;
            }
            let Some(text) = shortest(&grammar.rules[*name], &rules, vetoed, glue) else {
                continue;
            };
            let better = rules.get(*name).is_none_or(|old| text.len() < old.len());
            if better {
                rules.insert((*name).clone(), text);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut aliases: BTreeMap<(String, bool), String> = BTreeMap::new();
    for name in &names {
        for (key, body) in grammar.aliased_bodies(&grammar.rules[*name]) {
            if let Some(text) = shortest(&body, &rules, vetoed, glue) {
                let better = aliases.get(&key).is_none_or(|old| text.len() < old.len());
                if better {
                    aliases.insert(key, text);
                }
            }
        }
    }
    Shortest { rules, aliases }
}

/// The shortest text of `rule`; an alias named in `vetoed` has none (a
/// vetoed kind that is an alias, such as C++'s `type_identifier`).
fn shortest(
    rule: &Rule,
    rules: &BTreeMap<String, String>,
    vetoed: &HashSet<String>,
    glue: &dyn Fn(u8, u8) -> bool,
) -> Option<String> {
    match rule {
        Rule::Blank | Rule::Repeat(_) => Some(String::new()),
        Rule::String(s) => Some(s.clone()),
        Rule::Pattern(p) => shortest_match(p),
        Rule::Symbol(name) => rules.get(name).cloned(),
        Rule::Seq(members) => {
            let mut text = String::new();
            for member in members {
                let part = shortest(member, rules, vetoed, glue)?;
                if let (Some(&a), Some(&b)) = (text.as_bytes().last(), part.as_bytes().first())
                    && glue(a, b)
                {
                    text.push(' ');
                }
                text.push_str(&part);
            }
            Some(text)
        }
        Rule::Choice(members) => members
            .iter()
            .filter_map(|m| shortest(m, rules, vetoed, glue))
            .min_by_key(String::len),
        Rule::Repeat1(content) | Rule::Token(content) => shortest(content, rules, vetoed, glue),
        Rule::Alias { value, .. } if vetoed.contains(value) => None,
        Rule::Alias { content, .. } => shortest(content, rules, vetoed, glue),
    }
}

/// The shortest string a (JavaScript-flavoured) tree-sitter pattern
/// matches, preferring plain letters and digits where it has a choice.
pub(crate) fn shortest_match(pattern: &str) -> Option<String> {
    let hir = regex_syntax::ParserBuilder::new()
        .unicode(true)
        .build()
        .parse(pattern)
        .ok()?;
    shortest_hir(&hir)
}

fn shortest_hir(hir: &Hir) -> Option<String> {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => Some(String::new()),
        HirKind::Literal(literal) => String::from_utf8(literal.0.to_vec()).ok(),
        HirKind::Class(Class::Unicode(class)) => {
            let preferred = ('a'..='z').chain('A'..='Z').chain('0'..='9').chain(['_']);
            let contains = |c: char| {
                class
                    .ranges()
                    .iter()
                    .any(|r| r.start() <= c && c <= r.end())
            };
            preferred
                .into_iter()
                .find(|&c| contains(c))
                .or_else(|| class.ranges().first().map(|r| r.start()))
                .map(String::from)
        }
        HirKind::Class(Class::Bytes(class)) => {
            let byte = class.ranges().first()?.start();
            byte.is_ascii().then(|| char::from(byte).to_string())
        }
        HirKind::Repetition(repetition) => {
            let one = shortest_hir(&repetition.sub)?;
            Some(one.repeat(repetition.min as usize))
        }
        HirKind::Capture(capture) => shortest_hir(&capture.sub),
        HirKind::Concat(parts) => parts.iter().map(shortest_hir).collect(),
        HirKind::Alternation(options) => options
            .iter()
            .filter_map(shortest_hir)
            .min_by_key(String::len),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_matches_prefer_plain_characters() {
        assert_eq!(shortest_match("[a-zA-Z_][a-zA-Z0-9_]*").unwrap(), "a");
        assert_eq!(shortest_match(r"\d+").unwrap(), "0");
        assert_eq!(shortest_match("(ab|c)d?").unwrap(), "c");
        assert_eq!(shortest_match(r"\s+").unwrap().len(), 1);
    }
}
