//! A local variable becomes a parameter of its function.

use std::collections::BTreeSet;

use whittle_tree::{Edit, NodeId, Part, Replacement, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::parameters::{ParameterRule, ParametersSection, declared, parameter_list};
use crate::kit::tried;
use whittle_reduce::{Element, Stopped, Work};

/// Moves a local declaration into its function's parameter list, as
/// C-Reduce's local-to-parameter rewrite does: `f() { char c; g(c); }` as
/// `f(char c) { g(c); }`, one `;` fewer, and an initial value goes with
/// it. Each round offers the first local of every function not yet tried
/// (two moves into one list at once would clash); every success shrinks
/// the file, and a failed move is remembered by its text (until the file
/// has halved), so the pass ends. Where locals may go is `[parameters]`
/// in `grammars/*.toml`.
#[derive(Debug)]
pub struct Params;

/// `(function's name, local)` texts whose move failed.
type Tried = tried::Tried<(Vec<u8>, Vec<u8>)>;

impl SectionPass for Params {
    type Section = ParametersSection;
    type Rules = ParameterRule;

    fn name(&self) -> &'static str {
        "params"
    }

    fn description(&self) -> &'static str {
        "a local variable becomes a parameter of its function (one `;` fewer)"
    }

    fn rules<'s>(&self, section: &'s ParametersSection) -> Option<&'s ParameterRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &ParameterRule) -> Result<(), Stopped> {
        let tree = work.tree();
        let functions: Vec<NodeId> = tree
            .nodes()
            .filter(|&n| tree.kind(n) == rule.function)
            .collect();
        let tokens = tree.weight(tree.root());
        let mut offered: BTreeSet<NodeId> = BTreeSet::new();
        loop {
            let tried: Tried = work.memory::<Tried>().clone();
            let mut moves: Vec<(Key, Element)> = Vec::new();
            for &function in &functions {
                let Some(owner) = name_of(tree, rule, function) else {
                    continue;
                };
                let next = locals(tree, work, rule, function)
                    .into_iter()
                    .filter(|local| !offered.contains(local))
                    .map(|local| (local, (owner.clone(), tree.text(local).to_vec())))
                    .filter(|(_, key)| !tried.contains(key, tokens))
                    .find_map(|(local, key)| {
                        let element = to_parameter(tree, work, rule, function, local)?;
                        Some(((local, key), element))
                    });
                if let Some(((local, key), element)) = next {
                    offered.insert(local);
                    moves.push(((local, key), element));
                }
            }
            if moves.is_empty() {
                return Ok(());
            }
            let list: Vec<Element> = moves.iter().map(|(_, e)| e.clone()).collect();
            work.minimize(&list)?;
            for ((local, key), _) in moves {
                if work.is_alive(local) {
                    work.memory::<Tried>().insert(key, tokens);
                }
            }
        }
    }
}

section_pass!(Params);

/// A local and its memory key.
type Key = (NodeId, (Vec<u8>, Vec<u8>));

/// The text of the function's parameter list's owner, the function's name
/// with its list (enough to tell functions apart across runs).
fn name_of(tree: &Tree, rule: &ParameterRule, function: NodeId) -> Option<Vec<u8>> {
    let list = parameter_list(tree, rule, function)?;
    let owner = tree.parent(list)?;
    Some(tree.text(owner).to_vec())
}

/// The function's locals that may move: declarations directly in its
/// body, of one type and one declarator and nothing else (no `static`).
fn locals(tree: &Tree, work: &Work<'_, '_>, rule: &ParameterRule, function: NodeId) -> Vec<NodeId> {
    let Some(body) = tree.field_child(function, rule.body) else {
        return Vec::new();
    };
    if !work.is_unedited(body) {
        return Vec::new();
    }
    tree.children(body)
        .iter()
        .copied()
        .filter(|&local| {
            tree.kind(local) == rule.local
                && work.is_unedited_subtree(local)
                && declared(tree, rule, local).is_some()
        })
        .collect()
}

/// The element that moves `local` to the front of the parameter list.
fn to_parameter(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &ParameterRule,
    function: NodeId,
    local: NodeId,
) -> Option<Element> {
    let (ty, declarator) = declared(tree, rule, local)?;
    let list = parameter_list(tree, rule, function)?;
    if !work.is_unedited_subtree(list) {
        return None;
    }
    let open = *tree.children(list).first()?;
    let parameters: Vec<NodeId> = tree.named_children(list).collect();
    let parameter = [Part::Node(ty), Part::Node(declarator)];
    let edit = match parameters[..] {
        // `(void)`: the local takes its place.
        [only]
            if rule
                .empty
                .as_deref()
                .is_some_and(|e| tree.text(only) == e.as_bytes()) =>
        {
            Edit::Replace(
                only,
                Replacement::Parts {
                    parts: parameter.into_iter().collect(),
                    kind: tree.kind(only),
                },
            )
        }
        // `(` becomes `(char c` or `(char c,`.
        _ => {
            let mut parts = vec![Part::Text(text(tree, open).into())];
            parts.extend(parameter);
            if !parameters.is_empty() {
                parts.push(Part::Text(", ".into()));
            }
            Edit::Replace(
                open,
                Replacement::Parts {
                    parts: parts.into(),
                    kind: tree.kind(open),
                },
            )
        }
    };
    Some(Element {
        edits: vec![Edit::Remove(local), edit],
        checked: true,
    })
}

fn text(tree: &Tree, node: NodeId) -> String {
    String::from_utf8_lossy(tree.text(node)).into_owned()
}
