//! A function that returns a value returns nothing instead.

use serde::Deserialize;
use whittle_tree::{Edit, KindId, LanguageError, NodeId, Part, Replacement, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::rewrites::rewrites_of;
use crate::kit::tried;
use whittle_reduce::{Element, Stopped, Work};

/// `[returns]` in `grammars/<language>.toml`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct ReturnsSection(Option<ReturnsRule>);

impl Section for ReturnsSection {
    const KEYS: &'static [&'static str] = &["returns"];

    fn resolve(source: &Source<'_>) -> Result<ReturnsSection, LanguageError> {
        let key = source.key("returns");
        let Some(rule) = key.get::<ReturnsToml>()? else {
            return Ok(ReturnsSection(None));
        };
        Ok(ReturnsSection(Some(ReturnsRule {
            function: key.kind(&rule.function)?,
            return_type: key.field(&rule.return_type)?,
            body: key.field(&rule.body)?,
            statement: key.kind(&rule.statement)?,
            end: rule.end,
        })))
    }
}

/// `[returns]` as written: see [`ReturnsRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReturnsToml {
    function: String,
    return_type: String,
    body: String,
    statement: String,
    end: String,
}

/// Where a function may stop returning a value (`[returns]` in
/// `grammars/<language>.toml`).
#[derive(Debug)]
pub(crate) struct ReturnsRule {
    /// The kind of a function definition.
    function: KindId,
    /// Its field holding the return type.
    return_type: &'static str,
    /// Its field holding the body, whose last child may be the value.
    body: &'static str,
    /// The kind the value becomes with `end` after it.
    statement: KindId,
    /// What ends a statement (`;`).
    end: String,
}

/// C-Reduce's "return e; in a void function" for languages whose body
/// ends with its value (Rust): the return type goes, with the token that
/// introduces it, and the body's last expression becomes a statement, or
/// a part of it does: `fn f(&mut self) -> Drain<'_, A> { …; Drain { iter:
/// r.iter() } }` as `fn f(&mut self) { …; r.iter(); }`, so that what only
/// the value needed (a struct, a trait impl) may go next while the body's
/// own error stays. The type checker judges it, not the grammar. A
/// function whose every alternative failed is tried again only once the
/// file has halved, so the pass ends.
///
/// One case has needed it so far: rust-rustc-e0502-smallvec.
#[derive(Debug)]
pub struct Returns;

/// `(function's name, return type)` texts whose move failed.
type Tried = tried::Tried<(Vec<u8>, Vec<u8>)>;

impl SectionPass for Returns {
    type Section = ReturnsSection;
    type Rules = ReturnsRule;

    fn name(&self) -> &'static str {
        "returns"
    }

    fn description(&self) -> &'static str {
        "a function returns nothing, its last value a statement"
    }

    fn rules<'s>(&self, section: &'s ReturnsSection) -> Option<&'s ReturnsRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &ReturnsRule) -> Result<(), Stopped> {
        let tree = work.tree();
        let tokens = tree.weight(tree.root());
        let functions: Vec<NodeId> = tree
            .nodes()
            .filter(|&n| tree.kind(n) == rule.function)
            .collect();
        for function in functions {
            let Some(return_type) = tree.field_child(function, rule.return_type) else {
                continue;
            };
            if !work.is_alive(function) || !work.is_unedited_subtree(return_type) {
                continue;
            }
            let key = (
                key_text(tree, function, return_type),
                tree.text(return_type).to_vec(),
            );
            if work.memory::<Tried>().contains(&key, tokens) {
                continue;
            }
            let alternatives = return_nothing(tree, work, rule, function, return_type);
            if work.first_interesting(&alternatives)?.is_none() {
                work.memory::<Tried>().insert(key, tokens);
            }
        }
        Ok(())
    }
}

section_pass!(Returns);

/// What tells the function apart across runs: its text up to the return
/// type (its name and parameters).
fn key_text(tree: &Tree, function: NodeId, return_type: NodeId) -> Vec<u8> {
    let (before, _) = tree.text_around(function, return_type);
    before.to_vec()
}

/// The moves for one function, to try in order: its return type and the
/// token before it go, and the last named child of its body (unless it
/// already is a statement) becomes a statement, itself or one of its
/// first [`VALUES`] distinct named descendants, outer ones first
/// (`Drain { iter: r.iter() }` as `r.iter();`, which needs no type to be
/// inferred from the one that went); after the value itself, the value as
/// each of the language's `[[rewrites]]` of its kind makes it.
fn return_nothing(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &ReturnsRule,
    function: NodeId,
    return_type: NodeId,
) -> Vec<Element> {
    let children = tree.children(function);
    let Some(at) = children.iter().position(|&c| c == return_type) else {
        return Vec::new();
    };
    let mut signature = vec![Edit::Remove(return_type)];
    if let Some(&arrow) = at.checked_sub(1).and_then(|i| children.get(i))
        && !tree.is_named(arrow)
    {
        signature.push(Edit::Remove(arrow));
    }
    let with = |edits: Vec<Edit>| {
        let mut all = signature.clone();
        all.extend(edits);
        Element {
            edits: all,
            checked: false,
        }
    };
    let value = tree
        .field_child(function, rule.body)
        .and_then(|body| {
            tree.named_children(body)
                .filter(|&c| !tree.is_extra(c))
                .last()
        })
        .filter(|&value| {
            work.is_unedited_subtree(value)
                && tree.kind(value) != rule.statement
                && !tree.text(value).ends_with(rule.end.as_bytes())
        });
    let Some(value) = value else {
        return vec![with(Vec::new())];
    };
    let mut seen: Vec<&[u8]> = Vec::new();
    let mut alternatives = Vec::new();
    for node in tree
        .subtree(value)
        .filter(|&n| tree.is_named(n) && !tree.is_extra(n))
    {
        let text = tree.text(node);
        if seen.contains(&text) {
            continue;
        }
        seen.push(text);
        // Its text as it stands (the subtree is unedited), then `end`.
        let mut statement = String::from_utf8_lossy(text).into_owned();
        statement.push_str(&rule.end);
        alternatives.push(with(vec![Edit::Replace(
            value,
            Replacement::Text {
                text: statement.into(),
                kind: rule.statement,
            },
        )]));
        if alternatives.len() == VALUES {
            break;
        }
    }
    // Second, the value as the language's rewrites make it (a struct's
    // field values as a tuple, which keeps them alive together where any
    // one alone would not, and needs no type named).
    let rewritten = rewrites_of(tree, value, work.edits())
        .into_iter()
        .filter_map(|rewrite| match rewrite {
            Replacement::Parts { parts, .. } => {
                let mut parts = parts.to_vec();
                parts.push(Part::Text(rule.end.as_str().into()));
                Some(with(vec![Edit::Replace(
                    value,
                    Replacement::Parts {
                        parts: parts.into(),
                        kind: rule.statement,
                    },
                )]))
            }
            _ => None,
        });
    let first = alternatives.len().min(1);
    alternatives.splice(first..first, rewritten);
    alternatives
}

/// How many of the value's descendants are tried as the statement.
const VALUES: usize = 8;
