//! A variable's first assignment becomes its initializer.

use std::collections::BTreeSet;

use serde::Deserialize;
use whittle_tree::{
    Edit, KindId, Language, LanguageError, NodeId, Part, Replacement, Section, Source, Tree,
};

use crate::kit::frame::section;
use crate::kit::parameters::{ParameterRule, ParametersSection, declared, parameter_list};
use crate::kit::{entries, tried};
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// `[initializers]` in `grammars/<language>.toml`: see [`InitializerRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct InitializersToml {
    block: String,
    statement: String,
    assignment: String,
    left: String,
    operator: String,
    right: String,
    plain: String,
}

/// `[initializers]`, if the language has it.
#[derive(Debug, Default)]
struct InitializersSection(Option<InitializerRule>);

/// Where assignments are, for [`Initializers`]; the locals and
/// parameters are those of `[parameters]`.
#[derive(Debug)]
struct InitializerRule {
    /// The kind of a block of statements (C's `compound_statement`).
    block: KindId,
    /// The kind of a statement made of one expression.
    statement: KindId,
    /// The kind of an assignment.
    assignment: KindId,
    /// Its fields: what is assigned, the operator, the value.
    left: &'static str,
    operator: &'static str,
    right: &'static str,
    /// The text of the plain assignment operator (`=`, not `+=`).
    plain: String,
}

impl Section for InitializersSection {
    const KEYS: &'static [&'static str] = &["initializers"];

    fn resolve(source: &Source<'_>) -> Result<InitializersSection, LanguageError> {
        let key = source.key("initializers");
        let Some(rule) = key.get::<InitializersToml>()? else {
            return Ok(InitializersSection(None));
        };
        Ok(InitializersSection(Some(InitializerRule {
            block: key.kind(&rule.block)?,
            statement: key.kind(&rule.statement)?,
            assignment: key.kind(&rule.assignment)?,
            left: key.field(&rule.left)?,
            operator: key.field(&rule.operator)?,
            right: key.field(&rule.right)?,
            plain: rule.plain,
        })))
    }
}

/// A variable declared without a value whose first use is a plain
/// assignment gets that value where it is declared, the statement
/// becoming the declaration (C-Reduce's results write locals this way):
/// `int x; … x = e;` as `int x = e;` (two tokens fewer), and a parameter
/// `f(int p) { p = e; … }` as `f() { int p = e; … }` (one fewer: a
/// parameter a crash needs only as a variable). One element per variable;
/// each move shrinks the file and a failed one is tried again only once
/// the file has halved, so the pass ends.
///
/// One case has needed it so far: campaign c-sdcc-z80-gen-c-988, the one it
/// was made for.
#[derive(Debug)]
pub struct Initializers;

impl Pass for Initializers {
    fn name(&self) -> &'static str {
        "initializers"
    }

    fn description(&self) -> &'static str {
        "a variable's first assignment becomes its initializer (`int x; x = e;` as `int x = e;`, a parameter as a local)"
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![
            SectionCheck::of::<InitializersSection>(),
            SectionCheck::of::<ParametersSection>(),
        ]
    }

    fn applies_to(&self, language: &Language) -> bool {
        section::<InitializersSection>(language).0.is_some()
            && section::<ParametersSection>(language).0.is_some()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let language = work.tree().language();
        let (initializers, parameters) = (
            section::<InitializersSection>(language),
            section::<ParametersSection>(language),
        );
        let (Some(rule), Some(parameters)) = (&initializers.0, &parameters.0) else {
            return Ok(());
        };
        let moves = moves(work.tree(), work, rule, parameters);
        tried::minimize_untried(work, moves)
    }
}

/// A move's memory key: the texts of the declaration and the assignment.
type Key = (Vec<u8>, Vec<u8>);

fn moves(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &InitializerRule,
    parameters: &ParameterRule,
) -> Vec<(Key, Element)> {
    let mut moves = Vec::new();
    // A statement becomes one declaration at most.
    let mut taken: BTreeSet<NodeId> = BTreeSet::new();
    // The declaration goes and the statement becomes it, in one element.
    let mut offer = |declaration: NodeId, ty: NodeId, declarator: NodeId, statement: NodeId| {
        if !work.is_unedited_subtree(statement) {
            return None;
        }
        let assignment = as_declaration(tree, rule, statement, ty, declarator, parameters.local)?;
        if !taken.insert(statement) {
            return None;
        }
        let mut edits = vec![Edit::Remove(declaration), assignment];
        edits.sort_unstable_by_key(Edit::node);
        let key = (
            tree.text(declaration).to_vec(),
            tree.text(statement).to_vec(),
        );
        Some((
            key,
            Element {
                edits,
                checked: true,
            },
        ))
    };
    for block in tree.nodes().filter(|&n| tree.kind(n) == rule.block) {
        if !work.is_alive(block) {
            continue;
        }
        let statements: Vec<NodeId> = entries(tree, work, block).collect();
        for (at, &local) in statements.iter().enumerate() {
            if tree.kind(local) != parameters.local || !work.is_unedited_subtree(local) {
                continue;
            }
            let named: Vec<NodeId> = tree.named_children(local).collect();
            // Only a declaration without a value: `int x;`, `char *p;`.
            if named.len() != 2 || parameters.through.contains(&tree.kind(named[1])) {
                continue;
            }
            let Some((ty, declarator)) = declared(tree, parameters, local) else {
                continue;
            };
            let Some(statement) = first_use(tree, rule, &statements[at + 1..], declarator) else {
                continue;
            };
            moves.extend(offer(local, ty, declarator, statement));
        }
    }
    for function in tree
        .nodes()
        .filter(|&n| tree.kind(n) == parameters.function)
    {
        if !work.is_alive(function) {
            continue;
        }
        let (Some(list), Some(body)) = (
            parameter_list(tree, parameters, function),
            tree.field_child(function, parameters.body),
        ) else {
            continue;
        };
        let statements: Vec<NodeId> = entries(tree, work, body).collect();
        for parameter in entries(tree, work, list) {
            if !work.is_unedited_subtree(parameter) {
                continue;
            }
            let Some((ty, declarator)) = declared(tree, parameters, parameter) else {
                continue;
            };
            if !tree
                .removable_children(list, work.edits())
                .contains(&parameter)
            {
                continue;
            }
            let Some(statement) = first_use(tree, rule, &statements, declarator) else {
                continue;
            };
            moves.extend(offer(parameter, ty, declarator, statement));
        }
    }
    moves
}

/// The first of `statements` that names what `declarator` declares, if it
/// is, unedited, a plain assignment to that name.
fn first_use(
    tree: &Tree,
    rule: &InitializerRule,
    statements: &[NodeId],
    declarator: NodeId,
) -> Option<NodeId> {
    let name = tree
        .subtree(declarator)
        .find(|&n| tree.is_name_leaf(n))
        .map(|n| tree.text(n))?;
    let statement = *statements.iter().find(|&&s| {
        tree.subtree(s)
            .any(|n| tree.is_name_leaf(n) && tree.text(n) == name)
    })?;
    let assignment = assignment_of(tree, rule, statement)?;
    let left = tree.field_child(assignment, rule.left)?;
    (tree.is_name_leaf(left) && tree.text(left) == name).then_some(statement)
}

/// The plain assignment that is the whole of `statement`.
fn assignment_of(tree: &Tree, rule: &InitializerRule, statement: NodeId) -> Option<NodeId> {
    if tree.kind(statement) != rule.statement {
        return None;
    }
    let assignment = tree
        .named_children(statement)
        .find(|&c| !tree.is_extra(c))?;
    let operator = tree.field_child(assignment, rule.operator)?;
    (tree.kind(assignment) == rule.assignment && tree.text(operator) == rule.plain.as_bytes())
        .then_some(assignment)
}

/// The statement `x = e;` as the declaration `T x = e;`.
fn as_declaration(
    tree: &Tree,
    rule: &InitializerRule,
    statement: NodeId,
    ty: NodeId,
    declarator: NodeId,
    kind: KindId,
) -> Option<Edit> {
    let right = tree.field_child(assignment_of(tree, rule, statement)?, rule.right)?;
    let parts = [
        Part::Node(ty),
        Part::Text(" ".into()),
        Part::Node(declarator),
        Part::Text(" = ".into()),
        Part::Node(right),
        Part::Text(";".into()),
    ];
    Some(Edit::Replace(
        statement,
        Replacement::Parts {
            parts: parts.into_iter().collect(),
            kind,
        },
    ))
}
