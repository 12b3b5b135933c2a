//! A pointer variable loses a level, its dereferences their `*`.

use std::collections::BTreeMap;

use serde::Deserialize;
use whittle_tree::{Edit, KindId, LanguageError, NodeId, Replacement, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::tried;
use whittle_reduce::{Element, Stopped, Work};

/// `[pointers]` in `grammars/<language>.toml`: see [`PointerRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PointersToml {
    declarator: String,
    inner: String,
    dereference: String,
    operand: String,
    operator: String,
    star: String,
}

/// `[pointers]`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct PointersSection(Option<PointerRule>);

/// Where pointers are declared and dereferenced, for [`Pointers`].
#[derive(Debug)]
pub(crate) struct PointerRule {
    /// The kind of a pointer's declarator (C's `pointer_declarator`, `*p`).
    declarator: KindId,
    /// Its field holding what it wraps (the name, or another declarator).
    inner: &'static str,
    /// The kind of a unary `*` or `&` expression.
    dereference: KindId,
    /// Its fields: the operand and the operator.
    operand: &'static str,
    operator: &'static str,
    /// The operator's text that dereferences.
    star: String,
}

impl Section for PointersSection {
    const KEYS: &'static [&'static str] = &["pointers"];

    fn resolve(source: &Source<'_>) -> Result<PointersSection, LanguageError> {
        let key = source.key("pointers");
        let Some(rule) = key.get::<PointersToml>()? else {
            return Ok(PointersSection(None));
        };
        Ok(PointersSection(Some(PointerRule {
            declarator: key.kind(&rule.declarator)?,
            inner: key.field(&rule.inner)?,
            dereference: key.kind(&rule.dereference)?,
            operand: key.field(&rule.operand)?,
            operator: key.field(&rule.operator)?,
            star: rule.star,
        })))
    }
}

/// clang_delta's reduce-pointer-level: a variable declared once as a
/// pointer (`char *l;`, a parameter `int **p`) whose every use
/// dereferences it loses one level of both, in one candidate: `char *l;
/// *l | x;` as `char l; l | x;`. A crash that needs a value of the
/// pointed-to type rarely needs the pointer. One element per name; each
/// move shrinks the file and a failed one is tried again only once the
/// file has halved, so the pass ends.
///
/// One case has needed it so far: campaign c-sdcc-sigsegv.
#[derive(Debug)]
pub struct Pointers;

impl SectionPass for Pointers {
    type Section = PointersSection;
    type Rules = PointerRule;

    fn name(&self) -> &'static str {
        "pointers"
    }

    fn description(&self) -> &'static str {
        "a pointer variable every use of which dereferences it loses a level (`char *l; *l | x;` as `char l; l | x;`)"
    }

    fn rules<'s>(&self, section: &'s PointersSection) -> Option<&'s PointerRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &PointerRule) -> Result<(), Stopped> {
        let moves = moves(work.tree(), work, rule);
        tried::minimize_untried(work, moves)
    }
}

section_pass!(Pointers);

/// What one name's leaves are.
#[derive(Default)]
struct Occurrences {
    /// The pointer declarators that declare it.
    declarations: Vec<NodeId>,
    /// The `*` expressions that dereference it.
    dereferences: Vec<NodeId>,
    /// Whether it occurs in any other way (read as the pointer, declared
    /// as something else).
    other: bool,
}

fn moves(tree: &Tree, work: &Work<'_, '_>, rule: &PointerRule) -> Vec<(Vec<u8>, Element)> {
    let mut by_name: BTreeMap<&[u8], Occurrences> = BTreeMap::new();
    for leaf in tree.nodes().filter(|&n| tree.is_name_leaf(n)) {
        if !work.is_alive(leaf) {
            continue;
        }
        let occurrences = by_name.entry(tree.text(leaf)).or_default();
        let Some(parent) = tree.parent(leaf) else {
            occurrences.other = true;
            continue;
        };
        let field = tree.field(leaf);
        if tree.kind(parent) == rule.declarator && field == Some(rule.inner) {
            occurrences.declarations.push(parent);
        } else if tree.kind(parent) == rule.dereference
            && field == Some(rule.operand)
            && tree
                .field_child(parent, rule.operator)
                .is_some_and(|o| tree.text(o) == rule.star.as_bytes())
        {
            occurrences.dereferences.push(parent);
        } else {
            occurrences.other = true;
        }
    }
    by_name
        .into_iter()
        .filter_map(|(name, found)| {
            let [declaration] = found.declarations[..] else {
                return None;
            };
            if found.other || found.dereferences.is_empty() {
                return None;
            }
            // Each node, unedited, gives way to what it wraps.
            let unwrap = |node: NodeId, field: &'static str| {
                let inner = tree
                    .field_child(node, field)
                    .filter(|_| work.is_unedited_subtree(node))?;
                Some(Edit::Replace(node, Replacement::Node(inner)))
            };
            let mut edits = vec![unwrap(declaration, rule.inner)?];
            for &dereference in &found.dereferences {
                edits.push(unwrap(dereference, rule.operand)?);
            }
            edits.sort_unstable_by_key(Edit::node);
            Some((
                name.to_vec(),
                Element {
                    edits,
                    checked: true,
                },
            ))
        })
        .collect()
}
