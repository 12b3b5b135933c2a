//! Adjacent declarations of one type become one declaration.

use serde::Deserialize;
use whittle_tree::{
    Edit, KindId, KindSet, LanguageError, NodeId, Part, Replacement, Section, Source, Tree,
};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::{Snapshot, tried, with_gaps};
use whittle_reduce::{Element, Stopped, Work};

/// `[combine]` in `grammars/<language>.toml`: see [`CombineRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CombineToml {
    declaration: String,
    declarator: String,
    separator: String,
    #[serde(default)]
    never: Vec<String>,
}

/// `[combine]`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct CombineSection(Option<CombineRule>);

/// What a declaration is made of, for [`Combine`].
#[derive(Debug)]
pub(crate) struct CombineRule {
    /// The kind of a declaration (C's `declaration`: `int a, *b = &a;`).
    declaration: KindId,
    /// The field of each thing it declares; what comes before the first
    /// is the type every one of them shares.
    declarator: &'static str,
    /// The text between two declarators (`,`).
    separator: String,
    /// Kinds that keep a declaration apart wherever they are in it (C's
    /// `function_declarator`: a prototype stays one, for the moves on
    /// prototypes).
    never: KindSet,
}

impl Section for CombineSection {
    const KEYS: &'static [&'static str] = &["combine"];

    fn resolve(source: &Source<'_>) -> Result<CombineSection, LanguageError> {
        let key = source.key("combine");
        let Some(rule) = key.get::<CombineToml>()? else {
            return Ok(CombineSection(None));
        };
        Ok(CombineSection(Some(CombineRule {
            declaration: key.kind(&rule.declaration)?,
            declarator: key.field(&rule.declarator)?,
            separator: rule.separator,
            never: key.kind_set(&rule.never)?,
        })))
    }
}

/// Once, at the end: a run of adjacent declarations with the same type
/// (the same words before the first declarator) becomes the first of
/// them, holding every declarator (clang_delta's combine-global-var and
/// combine-local-var): `int **a; int **b = &p;` as `int **a, **b = &p;`,
/// the type's tokens and a terminator fewer per declaration taken in.
/// One element per run.
#[derive(Debug)]
pub struct Combine;

impl SectionPass for Combine {
    type Section = CombineSection;
    type Rules = CombineRule;

    fn name(&self) -> &'static str {
        "combine"
    }

    fn description(&self) -> &'static str {
        "adjacent declarations of one type become one (`int a; int *b;` as `int a, *b;`)"
    }

    fn rules<'s>(&self, section: &'s CombineSection) -> Option<&'s CombineRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &CombineRule) -> Result<(), Stopped> {
        let moves = moves(work.tree(), work, rule);
        tried::minimize_untried(work, moves)
    }
}

section_pass!(Combine);

/// Every run of adjacent declarations with one type, as an element keyed
/// by their texts.
fn moves(tree: &Tree, work: &Work<'_, '_>, rule: &CombineRule) -> Vec<(Vec<u8>, Element)> {
    let mut moves = Vec::new();
    // Every node is asked: from one walk, not each node's ancestors.
    let now = Snapshot::of(tree, work.edits());
    for parent in tree.nodes().filter(|&n| now.is_alive(n)) {
        let children: Vec<NodeId> = tree
            .named_children(parent)
            .filter(|&c| !tree.is_extra(c) && now.is_alive(c))
            .collect();
        let mut at = 0;
        while at < children.len() {
            let Some(first) = parsed(tree, work, rule, children[at]) else {
                at += 1;
                continue;
            };
            let mut run = vec![first];
            while let Some(next) = children
                .get(at + run.len())
                .and_then(|&c| parsed(tree, work, rule, c))
                .filter(|next| texts(tree, next.ty) == texts(tree, run[0].ty))
            {
                run.push(next);
            }
            at += run.len();
            if run.len() > 1 {
                let key = run
                    .iter()
                    .flat_map(|d| tree.text(d.node).iter().copied().chain([0]))
                    .collect();
                moves.push((key, combined(tree, rule, &run)));
            }
        }
    }
    moves
}

/// A declaration taken apart: its type (the children before its first
/// declarator), its declarators with the separators between them, and
/// its terminator.
struct Declaration<'t> {
    node: NodeId,
    ty: &'t [NodeId],
    declarators: &'t [NodeId],
    end: NodeId,
}

/// `node` taken apart, if it is an unedited declaration with a type, one
/// declarator or more and a terminator, and none of the kinds that keep
/// it apart.
fn parsed<'t>(
    tree: &'t Tree,
    work: &Work<'_, '_>,
    rule: &CombineRule,
    node: NodeId,
) -> Option<Declaration<'t>> {
    if tree.kind(node) != rule.declaration
        || !work.is_unedited_subtree(node)
        || tree
            .subtree(node)
            .any(|n| rule.never.contains(tree.kind(n)))
    {
        return None;
    }
    let children = tree.children(node);
    let first = children
        .iter()
        .position(|&c| tree.field(c) == Some(rule.declarator))?;
    let (ty, rest) = children.split_at(first);
    let (&end, declarators) = rest.split_last()?;
    (!ty.is_empty() && !declarators.is_empty() && tree.field(end) != Some(rule.declarator))
        .then_some(Declaration {
            node,
            ty,
            declarators,
            end,
        })
}

/// The texts of a type's parts.
fn texts<'t>(tree: &'t Tree, nodes: &[NodeId]) -> Vec<&'t [u8]> {
    nodes.iter().map(|&n| tree.text(n)).collect()
}

/// The first declaration of `run` taking in the declarators of the
/// others, which go.
fn combined(tree: &Tree, rule: &CombineRule, run: &[Declaration<'_>]) -> Element {
    let first = &run[0];
    let mut parts = with_gaps(tree, first.ty.iter().chain(first.declarators));
    for other in &run[1..] {
        parts.push(Part::Text(format!("{} ", rule.separator).as_str().into()));
        parts.extend(with_gaps(tree, other.declarators.iter()));
    }
    parts.push(Part::Node(first.end));
    let mut edits = vec![Edit::Replace(
        first.node,
        Replacement::Parts {
            parts: parts.into(),
            kind: tree.kind(first.node),
        },
    )];
    edits.extend(run[1..].iter().map(|d| Edit::Remove(d.node)));
    Element {
        edits,
        checked: true,
    }
}
