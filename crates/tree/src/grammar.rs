//! A tree-sitter `grammar.json`, read into rules.
//!
//! `node-types.json` only lists named children and fields; `grammar.json`
//! has the real structure: sequences with their separator strings,
//! repetitions, optional parts and aliases. whittle compiles each rule into
//! an automaton over child kinds (see `nfa`) and computes each kind's
//! shortest text (see `shortest`).

use std::collections::{BTreeMap, HashSet};

use serde_json::Value;

use crate::error::LanguageError;

/// One rule expression of `grammar.json`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Rule {
    Blank,
    String(String),
    Pattern(String),
    Symbol(String),
    Seq(Vec<Rule>),
    Choice(Vec<Rule>),
    Repeat(Box<Rule>),
    Repeat1(Box<Rule>),
    Alias {
        content: Box<Rule>,
        named: bool,
        value: String,
    },
    /// `TOKEN` and `IMMEDIATE_TOKEN`: the content is lexed as one token.
    Token(Box<Rule>),
}

/// The parts of `grammar.json` whittle uses.
#[derive(Clone, Debug)]
pub(crate) struct Grammar {
    /// By name, in order: what is built from them must not depend on a
    /// hash seed.
    pub(crate) rules: BTreeMap<String, Rule>,
    inline: HashSet<String>,
    supertypes: HashSet<String>,
    /// The tokens an external scanner lexes (`externals`).
    externals: HashSet<String>,
}

impl Grammar {
    pub(crate) fn parse(json: &str) -> Result<Grammar, LanguageError> {
        let value: Value = serde_json::from_str(json)
            .map_err(|e| LanguageError::Grammar(format!("not JSON: {e}")))?;
        let rules_value = value
            .get("rules")
            .and_then(Value::as_object)
            .ok_or_else(|| LanguageError::Grammar("no `rules` object".into()))?;
        let mut rules = BTreeMap::new();
        for (name, rule) in rules_value {
            rules.insert(name.clone(), parse_rule(rule)?);
        }
        let names = |key: &str| -> HashSet<String> {
            value
                .get(key)
                .and_then(Value::as_array)
                .map(|items| {
                    items
                        .iter()
                        .filter_map(|item| match item {
                            Value::String(s) => Some(s.clone()),
                            Value::Object(o) => o.get("name")?.as_str().map(str::to_owned),
                            _ => None,
                        })
                        .collect()
                })
                .unwrap_or_default()
        };
        Ok(Grammar {
            rules,
            inline: names("inline"),
            supertypes: names("supertypes"),
            externals: names("externals"),
        })
    }

    /// Whether the parser ends a statement at a line end where the next
    /// token cannot continue it (JavaScript's automatic semicolon
    /// insertion): tree-sitter grammars lex that as the external token
    /// `_automatic_semicolon` (JavaScript, TypeScript, Kotlin, Swift,
    /// Scala).
    pub(crate) fn inserts_semicolons(&self) -> bool {
        self.externals.contains("_automatic_semicolon")
    }

    /// The grammar with `parent`'s rule narrowed to `children`
    /// (`[[only_children]]`): each symbol in it that stands for a choice
    /// of kinds (a supertype such as `expression`) stands for those of
    /// them in `children` only, so that the rule's automaton and its
    /// shortest text both keep to them. A symbol that reaches none of them
    /// is left as it is.
    pub(crate) fn narrowed(mut self, parent: &str, children: &[String]) -> Grammar {
        if let Some(rule) = self.rules.get(parent).cloned() {
            let narrowed = self.narrow(rule, children);
            self.rules.insert(parent.to_owned(), narrowed);
        }
        self
    }

    fn narrow(&self, rule: Rule, children: &[String]) -> Rule {
        let narrow_all = |rules: Vec<Rule>| {
            rules
                .into_iter()
                .map(|r| self.narrow(r, children))
                .collect()
        };
        match rule {
            Rule::Symbol(name) if self.is_hidden(&name) => {
                let mut reached = Vec::new();
                self.kinds_chosen(&name, &mut reached, &mut HashSet::new());
                let kept: Vec<Rule> = children
                    .iter()
                    .filter(|c| reached.contains(c))
                    .map(|c| Rule::Symbol(c.clone()))
                    .collect();
                if kept.is_empty() {
                    Rule::Symbol(name)
                } else {
                    Rule::Choice(kept)
                }
            }
            Rule::Seq(parts) => Rule::Seq(narrow_all(parts)),
            Rule::Choice(parts) => Rule::Choice(narrow_all(parts)),
            Rule::Repeat(part) => Rule::Repeat(Box::new(self.narrow(*part, children))),
            Rule::Repeat1(part) => Rule::Repeat1(Box::new(self.narrow(*part, children))),
            other => other,
        }
    }

    /// The visible kinds a hidden symbol stands for, through the choices
    /// of the hidden rules under it.
    fn kinds_chosen(&self, name: &str, reached: &mut Vec<String>, seen: &mut HashSet<String>) {
        if !seen.insert(name.to_owned()) {
            return;
        }
        if !self.is_hidden(name) {
            reached.push(name.to_owned());
            return;
        }
        let mut stack: Vec<&Rule> = self.rules.get(name).into_iter().collect();
        while let Some(rule) = stack.pop() {
            match rule {
                Rule::Symbol(symbol) => self.kinds_chosen(symbol, reached, seen),
                Rule::Choice(parts) => stack.extend(parts),
                _ => {}
            }
        }
    }

    /// Whether a symbol leaves no node of its own in the tree (its content
    /// is spliced into the parent): `_hidden` rules, inlined rules and
    /// supertypes.
    pub(crate) fn is_hidden(&self, name: &str) -> bool {
        name.starts_with('_') || self.inline.contains(name) || self.supertypes.contains(name)
    }

    /// The `(alias, named)` kinds that `rule` gives other rules, each with
    /// the body of the aliased rule.
    pub(crate) fn aliased_bodies(&self, rule: &Rule) -> Vec<((String, bool), Rule)> {
        let mut found = Vec::new();
        self.collect_aliases(rule, &mut found);
        found
    }

    fn collect_aliases(&self, rule: &Rule, found: &mut Vec<((String, bool), Rule)>) {
        match rule {
            Rule::Alias {
                content,
                named,
                value,
            } => {
                let body = match &**content {
                    Rule::Symbol(name) => match self.rules.get(name) {
                        Some(body) => body.clone(),
                        None => return, // an external token: a leaf
                    },
                    other => other.clone(),
                };
                found.push(((value.clone(), *named), body));
            }
            Rule::Seq(members) | Rule::Choice(members) => {
                for member in members {
                    self.collect_aliases(member, found);
                }
            }
            Rule::Repeat(content) | Rule::Repeat1(content) | Rule::Token(content) => {
                self.collect_aliases(content, found);
            }
            Rule::Blank | Rule::String(_) | Rule::Pattern(_) | Rule::Symbol(_) => {}
        }
    }
}

fn parse_rule(value: &Value) -> Result<Rule, LanguageError> {
    let bad = |what: &str| LanguageError::Grammar(format!("{what} in {value}"));
    let kind = value
        .get("type")
        .and_then(Value::as_str)
        .ok_or_else(|| bad("rule without a type"))?;
    let text = |key: &str| -> Result<String, LanguageError> {
        value
            .get(key)
            .and_then(Value::as_str)
            .map(str::to_owned)
            .ok_or_else(|| bad(&format!("no `{key}`")))
    };
    let content = || -> Result<Box<Rule>, LanguageError> {
        let inner = value.get("content").ok_or_else(|| bad("no `content`"))?;
        Ok(Box::new(parse_rule(inner)?))
    };
    let members = || -> Result<Vec<Rule>, LanguageError> {
        value
            .get("members")
            .and_then(Value::as_array)
            .ok_or_else(|| bad("no `members`"))?
            .iter()
            .map(parse_rule)
            .collect()
    };
    Ok(match kind {
        "BLANK" => Rule::Blank,
        "STRING" => Rule::String(text("value")?),
        "PATTERN" => Rule::Pattern(text("value")?),
        "SYMBOL" => Rule::Symbol(text("name")?),
        "SEQ" => Rule::Seq(members()?),
        "CHOICE" => Rule::Choice(members()?),
        "REPEAT" => Rule::Repeat(content()?),
        "REPEAT1" => Rule::Repeat1(content()?),
        "ALIAS" => Rule::Alias {
            content: content()?,
            named: value.get("named").and_then(Value::as_bool).unwrap_or(false),
            value: text("value")?,
        },
        "TOKEN" | "IMMEDIATE_TOKEN" => Rule::Token(content()?),
        // Fields and precedences do not change which children appear.
        "FIELD" | "PREC" | "PREC_LEFT" | "PREC_RIGHT" | "PREC_DYNAMIC" | "RESERVED" => *content()?,
        other => return Err(bad(&format!("unknown rule type {other}"))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_c_grammar() {
        let g = Grammar::parse(include_str!("../../../grammars/c.grammar.json")).unwrap();
        assert!(g.is_hidden("_top_level_item"));
        assert!(g.is_hidden("expression")); // a supertype
        assert!(!g.is_hidden("compound_statement"));
        assert!(matches!(g.rules["translation_unit"], Rule::Repeat(_)));
    }

    #[test]
    fn reads_the_xml_grammar() {
        let g = Grammar::parse(include_str!("../../../grammars/xml.grammar.json")).unwrap();
        assert!(matches!(g.rules["content"], Rule::Repeat1(_)));
    }
}
