//! A parameter goes together with its argument at every call.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use whittle_tree::{
    Edit, KindId, KindSet, LanguageError, NodeId, Replacement, Section, Source, Tree,
};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::{entries, tried};
use whittle_reduce::{Element, Stopped, Work};

/// `[[arguments]]` in `grammars/<language>.toml`: one rule per kind of
/// definition whose list of parameters is matched, position by position,
/// by the list of arguments at each use.
#[derive(Debug, Default)]
pub(crate) struct ArgumentsSection(Vec<ArgumentRule>);

impl Section for ArgumentsSection {
    const KEYS: &'static [&'static str] = &["arguments"];

    fn resolve(source: &Source<'_>) -> Result<ArgumentsSection, LanguageError> {
        let key = source.key("arguments");
        key.get_or_default::<Vec<ArgumentToml>>()?
            .into_iter()
            .map(|rule| {
                Ok(ArgumentRule {
                    definitions: key.kind_set(&rule.definitions)?,
                    name: key.field(&rule.name)?,
                    parameters: key.field(&rule.parameters)?,
                    call: key.kind(&rule.call)?,
                    callee: key.field(&rule.callee)?,
                    arguments: key.field(&rule.arguments)?,
                    unmatched: key.kind_set(&rule.unmatched)?,
                    orphans: key.kind_set(&rule.orphans)?,
                })
            })
            .collect::<Result<_, _>>()
            .map(ArgumentsSection)
    }
}

/// One `[[arguments]]` as written: see [`ArgumentRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ArgumentToml {
    definitions: Vec<String>,
    name: String,
    parameters: String,
    call: String,
    callee: String,
    arguments: String,
    #[serde(default)]
    unmatched: Vec<String>,
    #[serde(default)]
    orphans: Vec<String>,
}

/// Where a parameter and the arguments in its place may go together:
/// `int f(int a, int b)` and every `f(x, y)` as `int f(int b)` and
/// `f(y)`; in Rust also a type's generic parameter and the type
/// arguments in its place (`struct S<T>`, `S<u8>`).
#[derive(Debug)]
pub(crate) struct ArgumentRule {
    /// The kinds of node that name a definition and hold its parameters
    /// (C's `function_declarator`; Rust's `function_item` and a trait's
    /// `function_signature_item`, which must lose the same parameter).
    definitions: KindSet,
    /// Their field holding the name: its last name leaf (`f`, `A::f`).
    name: &'static str,
    /// Its field holding the list of parameters.
    parameters: &'static str,
    /// The kind of a use that passes arguments (a call).
    call: KindId,
    /// The use's field naming what it calls: its last name leaf is the
    /// name (`f`, `self.f`, `a::f`).
    callee: &'static str,
    /// The use's field holding the list of arguments.
    arguments: &'static str,
    /// Parameter kinds no argument stands for (Rust's `self`).
    unmatched: KindSet,
    /// Kinds of declaration that go too when the removed arguments held
    /// the last use of what they declare (`impl<A> S<A>`: `A` goes with
    /// `S`'s parameter, or rustc refuses the `impl`; `let n;` goes with
    /// `f(n)`'s argument, or rustc cannot infer its type).
    orphans: KindSet,
}

/// C-Vise's parameter removal (clang_delta's remove-unused-param and
/// the call side of it), for any grammar that says where parameters and
/// arguments are: one element per parameter of a called definition,
/// removing that parameter from every definition of the name (a
/// prototype and its body, overloads with as many parameters) and the
/// argument in its place from every call, in one candidate. A name whose
/// definitions or calls disagree on how many there are is left alone. A
/// parameter that could not go is tried again once the file has halved,
/// so the pass ends.
#[derive(Debug)]
pub struct Arguments;

impl SectionPass for Arguments {
    type Section = ArgumentsSection;
    type Rules = [ArgumentRule];

    fn name(&self) -> &'static str {
        "arguments"
    }

    fn description(&self) -> &'static str {
        "a parameter goes together with the argument in its place at every call"
    }

    fn rules<'s>(&self, section: &'s ArgumentsSection) -> Option<&'s [ArgumentRule]> {
        (!section.0.is_empty()).then_some(section.0.as_slice())
    }

    fn run(&self, work: &mut Work<'_, '_>, rules: &[ArgumentRule]) -> Result<(), Stopped> {
        let tree = work.tree();
        let mut moves: Vec<(Key, Element)> = Vec::new();
        for rule in rules {
            moves.extend(rule_moves(tree, work, rule));
        }
        tried::minimize_untried(work, moves)
    }
}

section_pass!(Arguments);

/// What tells a move apart across runs: the name, the position and the
/// parameter's text.
type Key = (Vec<u8>, usize, Vec<u8>);

/// The definitions and calls of one name under one rule.
#[derive(Default)]
struct Named {
    /// Each definition's parameters that arguments stand for.
    definitions: Vec<Vec<NodeId>>,
    /// Each call.
    calls: Vec<Call>,
}

/// One use that passes arguments.
struct Call {
    /// The call itself.
    node: NodeId,
    /// What it calls.
    callee: NodeId,
    /// Its arguments.
    arguments: Vec<NodeId>,
}

/// The moves of one rule: per name whose definitions and calls all have
/// the same number of parameters and arguments, one per position.
fn rule_moves(tree: &Tree, work: &Work<'_, '_>, rule: &ArgumentRule) -> Vec<(Key, Element)> {
    let mut by_name: BTreeMap<&[u8], Named> = BTreeMap::new();
    for node in tree.nodes() {
        let kind = tree.kind(node);
        if rule.definitions.contains(kind) {
            let Some(name) = tree.field_child(node, rule.name) else {
                continue;
            };
            let Some(list) = tree.field_child(node, rule.parameters) else {
                continue;
            };
            let Some(name) = last_name(tree, name) else {
                continue;
            };
            if !work.is_alive(node) {
                continue;
            }
            let parameters = entries(tree, work, list)
                .filter(|&p| !rule.unmatched.contains(tree.kind(p)))
                .collect();
            by_name
                .entry(tree.text(name))
                .or_default()
                .definitions
                .push(parameters);
        } else if kind == rule.call {
            let Some(callee) = tree.field_child(node, rule.callee) else {
                continue;
            };
            let Some(list) = tree.field_child(node, rule.arguments) else {
                continue;
            };
            let Some(name) = last_name(tree, callee) else {
                continue;
            };
            if !work.is_alive(node) {
                continue;
            }
            by_name
                .entry(tree.text(name))
                .or_default()
                .calls
                .push(Call {
                    node,
                    callee,
                    arguments: entries(tree, work, list).collect(),
                });
        }
    }
    let mut moves = Vec::new();
    for (name, named) in by_name {
        let Some(first) = named.definitions.first() else {
            continue;
        };
        let count = first.len();
        if named.calls.is_empty()
            || named
                .definitions
                .iter()
                .chain(named.calls.iter().map(|call| &call.arguments))
                .any(|list| list.len() != count)
        {
            continue;
        }
        'position: for position in 0..count {
            let mut edits: Vec<Edit> = Vec::new();
            let declared = named.definitions.iter().map(|list| list[position]);
            for entry in declared.chain(orphans(tree, work, rule, &named.calls, position)) {
                let Some(gone) = removal(tree, work, entry) else {
                    continue 'position;
                };
                edits.push(Edit::Remove(gone));
            }
            for call in &named.calls {
                // A list that cannot be empty (`S<A>`) leaves the callee.
                edits.push(match removal(tree, work, call.arguments[position]) {
                    Some(gone) => Edit::Remove(gone),
                    None => Edit::Replace(call.node, Replacement::Node(call.callee)),
                });
            }
            edits.sort_unstable_by_key(Edit::node);
            edits.dedup_by_key(|e| e.node());
            let key = (name.to_vec(), position, tree.text(first[position]).to_vec());
            moves.push((
                key,
                Element {
                    edits,
                    checked: true,
                },
            ));
        }
    }
    moves
}

/// What goes so that `entry` goes: itself where the grammar lets it go
/// alone, else its whole list where that may go (`impl<A>` as `impl`);
/// `None` where neither may.
fn removal(tree: &Tree, work: &Work<'_, '_>, entry: NodeId) -> Option<NodeId> {
    let list = tree.parent(entry)?;
    if tree.removable_children(list, work.edits()).contains(&entry) {
        return Some(entry);
    }
    let holder = tree.parent(list)?;
    tree.removable_children(holder, work.edits())
        .contains(&list)
        .then_some(list)
}

/// The last name leaf in `node`'s subtree.
fn last_name(tree: &Tree, node: NodeId) -> Option<NodeId> {
    tree.subtree(node).rev().find(|&n| tree.is_name_leaf(n))
}

/// The declarations (of `rule.orphans` kinds) of names whose every other
/// occurrence is inside the arguments at `position` of `calls`: with
/// those arguments gone, each would be left unused, which rustc refuses
/// (`let start;` with no type, `impl<A>` with no `A`).
fn orphans(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &ArgumentRule,
    calls: &[Call],
    position: usize,
) -> Vec<NodeId> {
    if rule.orphans.is_empty() {
        return Vec::new();
    }
    let arguments: Vec<NodeId> = calls.iter().map(|call| call.arguments[position]).collect();
    let inside = |leaf: NodeId| arguments.iter().any(|&a| tree.contains(a, leaf));
    let texts: BTreeSet<&[u8]> = arguments
        .iter()
        .flat_map(|&a| tree.subtree(a))
        .filter(|&n| tree.is_name_leaf(n))
        .map(|n| tree.text(n))
        .collect();
    let mut found = Vec::new();
    for text in texts {
        let others: Vec<NodeId> = tree
            .nodes()
            .filter(|&n| {
                tree.is_name_leaf(n) && tree.text(n) == text && work.is_alive(n) && !inside(n)
            })
            .collect();
        // The one occurrence left must be what a declaration of an
        // orphans kind declares: its first name (`A` of `A: Clone`).
        if let [declared] = others[..]
            && let Some(declaration) = tree
                .ancestors(declared)
                .find(|&a| rule.orphans.contains(tree.kind(a)))
            && tree.subtree(declaration).find(|&n| tree.is_name_leaf(n)) == Some(declared)
        {
            found.push(declaration);
        }
    }
    found
}
