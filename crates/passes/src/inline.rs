//! A definition goes, and its uses take its value.

use serde::Deserialize;
use whittle_tree::{Edit, KindId, LanguageError, NodeId, Part, Replacement, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use whittle_reduce::{Element, Stopped, Work};

/// The definitions whose uses can take their value (`[[inline]]` in
/// `grammars/<language>.toml`).
#[derive(Debug, Default)]
pub(crate) struct InlineSection(Vec<InlineRule>);

impl Section for InlineSection {
    const KEYS: &'static [&'static str] = &["inline"];

    fn resolve(source: &Source<'_>) -> Result<InlineSection, LanguageError> {
        let key = source.key("inline");
        key.get_or_default::<Vec<InlineToml>>()?
            .into_iter()
            .map(|rule| {
                Ok(InlineRule {
                    definition: key.kind(&rule.definition)?,
                    name: key.field(&rule.name)?,
                    value: key.field(&rule.value)?,
                    checked: rule.checked,
                    declarator: key.field_opt(rule.declarator.as_deref())?,
                    through: key.kind_list(&rule.through)?,
                    owner: key.kind_opt(rule.owner.as_deref())?,
                    scope: key.kind_opt(rule.scope.as_deref())?,
                    parenthesize: key.kind_opt(rule.parenthesize.as_deref())?,
                    primary: key.kind_list(&rule.primary)?,
                })
            })
            .collect::<Result<_, _>>()
            .map(InlineSection)
    }
}

/// One `[[inline]]` as written: see [`InlineRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct InlineToml {
    definition: String,
    name: String,
    value: String,
    checked: bool,
    #[serde(default)]
    declarator: Option<String>,
    #[serde(default)]
    through: Vec<String>,
    #[serde(default)]
    owner: Option<String>,
    #[serde(default)]
    scope: Option<String>,
    #[serde(default)]
    parenthesize: Option<String>,
    #[serde(default)]
    primary: Vec<String>,
}

/// A definition whose uses can take its value (`[[inline]]` in
/// `grammars/<language>.toml`).
#[derive(Clone, Debug)]
pub(crate) struct InlineRule {
    /// The kind of the definition.
    pub(crate) definition: KindId,
    /// The field holding the name it defines.
    pub(crate) name: &'static str,
    /// The field holding its value.
    pub(crate) value: &'static str,
    /// Whether the grammar judges the result.
    pub(crate) checked: bool,
    /// Where the name may sit inside a declarator (`typedef int (*F)();`):
    /// the field, in the parent of each use, holding what the use's type
    /// applies to; that takes the definition's declarator around it.
    pub(crate) declarator: Option<&'static str>,
    /// Declarator kinds whose own declarator takes the wrapping instead
    /// (`a = 0` in `X a = 0;`).
    pub(crate) through: Vec<KindId>,
    /// The kind of node the definition must be the only one of in its
    /// field (`x = 0` in `int x = 0;`): that node is what goes.
    pub(crate) owner: Option<KindId>,
    /// The kind of block the definition (or its owner) must sit directly
    /// in: uses are looked for only there (a local's uses are in its
    /// block). Without it, anywhere in the file.
    pub(crate) scope: Option<KindId>,
    /// The kind of a parenthesized value: a value of more than one token
    /// goes in parentheses, so that its uses read it as one operand...
    pub(crate) parenthesize: Option<KindId>,
    /// ...unless it is of one of these kinds (a call, a parenthesized
    /// expression), which bind tighter than any operator around a use.
    pub(crate) primary: Vec<KindId>,
}

/// Inlines definitions the language lists as `[[inline]]` in
/// `grammars/*.toml`: `typedef T X;` goes and every `X` becomes `T`;
/// `#define N 4` goes and every `N` becomes `4`; `int x = f();` goes and
/// every `x` in its block becomes `f()` (C-Reduce's copy propagation).
/// One list of every such definition that has uses (one without is the
/// sweep's); a candidate that would grow the file is not tested.
#[derive(Debug)]
pub struct Inline;

impl SectionPass for Inline {
    type Section = InlineSection;
    type Rules = [InlineRule];

    fn name(&self) -> &'static str {
        "inline"
    }

    fn description(&self) -> &'static str {
        "inline a definition: a typedef's uses take its type, a macro's its body, a local's its value"
    }

    fn rules<'s>(&self, section: &'s InlineSection) -> Option<&'s [InlineRule]> {
        (!section.0.is_empty()).then_some(section.0.as_slice())
    }

    fn run(&self, work: &mut Work<'_, '_>, rules: &[InlineRule]) -> Result<(), Stopped> {
        let tree = work.tree();
        let list: Vec<Element> = tree
            .nodes()
            .filter(|&n| work.is_unedited(n))
            .filter_map(|n| inline(tree, work, rules, n))
            .collect();
        work.minimize(&list)
    }
}

section_pass!(Inline);

/// The element that inlines `definition`, if it is one with uses.
fn inline(
    tree: &Tree,
    work: &Work<'_, '_>,
    rules: &[InlineRule],
    definition: NodeId,
) -> Option<Element> {
    let rule = rules
        .iter()
        .find(|r| r.definition == tree.kind(definition))?;
    // `typedef int A, *B;` defines two names; inlining one would lose the other.
    let mut names = tree
        .children(definition)
        .iter()
        .filter(|&&c| tree.field(c) == Some(rule.name));
    let (name, None) = (*names.next()?, names.next()) else {
        return None;
    };
    let value = tree.field_child(definition, rule.value)?;
    let (removed, scope) = removed_and_scope(tree, rule, definition)?;
    let definition = Definition { removed, scope };
    if tree.children(name).is_empty() {
        inline_value(tree, work, rule, &definition, name, value)
    } else {
        inline_declarator(tree, work, rule, &definition, name, value)
    }
}

/// Where a definition is: what goes, and where its uses are.
struct Definition {
    /// The definition, or its owner (`int x = 0;` for `x = 0`).
    removed: NodeId,
    /// The node whose subtree holds the uses.
    scope: NodeId,
}

/// The node that goes with `definition` and the scope of its uses, as the
/// rule's `owner` and `scope` say; `None` where the definition does not
/// fit them (one of several declarators, a global where locals are meant).
fn removed_and_scope(
    tree: &Tree,
    rule: &InlineRule,
    definition: NodeId,
) -> Option<(NodeId, NodeId)> {
    let removed = match rule.owner {
        None => definition,
        Some(owner) => {
            let parent = tree.parent(definition)?;
            let field = tree.field(definition)?;
            let alone = tree
                .children(parent)
                .iter()
                .filter(|&&c| tree.field(c) == Some(field))
                .count()
                == 1;
            if tree.kind(parent) != owner || !alone {
                return None;
            }
            parent
        }
    };
    let scope = match rule.scope {
        None => tree.root(),
        Some(kind) => tree.parent(removed).filter(|&p| tree.kind(p) == kind)?,
    };
    Some((removed, scope))
}

/// `typedef T X;`: every `X` becomes `T`.
fn inline_value(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &InlineRule,
    definition: &Definition,
    name: NodeId,
    value: NodeId,
) -> Option<Element> {
    // A single leaf; not always of a name kind (tree-sitter-c reads a
    // typedef of a well-known name, `uint8_t`, as a primitive type), so
    // its uses are the leaves of its own kind and text.
    let uses = uses(tree, work, definition, name);
    if uses.is_empty() {
        return None;
    }
    // `x * 2` with `x = a + b` reads `(a + b) * 2`.
    let taken = match rule.parenthesize {
        Some(kind)
            if !tree.children(value).is_empty()
                && tree.kind(value) != kind
                && !rule.primary.contains(&tree.kind(value)) =>
        {
            parts(kind, [text_part("("), Part::Node(value), text_part(")")])
        }
        _ => Replacement::Node(value),
    };
    let mut edits = vec![Edit::Remove(definition.removed)];
    edits.extend(uses.into_iter().map(|u| Edit::Replace(u, taken.clone())));
    Some(Element {
        edits,
        checked: rule.checked,
    })
}

/// `typedef T (*X)();`: in `X a;` the type becomes `T` and the declarator
/// `(*a)()`, the definition's declarator with `a` in place of the name;
/// in `(X) e` (no declarator) the type becomes `T (*)()`. As C's own rule
/// for reading typedefs: substituting the use's declarator (in
/// parentheses where it is more than a name) for the name.
fn inline_declarator(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &InlineRule,
    definition: &Definition,
    declarator: NodeId,
    value: NodeId,
) -> Option<Element> {
    let around = rule.declarator?;
    // The text of the declarator is the source's: nothing in it edited.
    if !work.is_unedited_subtree(declarator) {
        return None;
    }
    // The name comes first among a declarator's names (`(*F)(size_t)`).
    let name = tree.subtree(declarator).find(|&n| tree.is_name_leaf(n))?;
    let (before, after) = tree.text_around(declarator, name);
    let (before, after) = (
        String::from_utf8_lossy(before),
        String::from_utf8_lossy(after),
    );
    let uses = uses(tree, work, definition, name);
    if uses.is_empty() {
        return None;
    }
    let mut edits = vec![Edit::Remove(definition.removed)];
    for used in uses {
        // Only a use that is a type with what it applies to beside it.
        let parent = tree.parent(used)?;
        if tree.field(used) != Some(rule.value) {
            return None;
        }
        let declarators: Vec<NodeId> = tree
            .children(parent)
            .iter()
            .copied()
            .filter(|&c| tree.field(c) == Some(around) && work.is_alive(c))
            .collect();
        if declarators.is_empty() {
            let abstract_declarator = format!("{before}{after}");
            edits.push(Edit::Replace(
                used,
                parts(
                    tree.kind(used),
                    [Part::Node(value), text_part(&abstract_declarator)],
                ),
            ));
            continue;
        }
        edits.push(Edit::Replace(used, Replacement::Node(value)));
        for mut target in declarators {
            // `X a = 0`: the declarator inside an initialized one.
            while rule.through.contains(&tree.kind(target)) {
                target = tree.field_child(target, around)?;
            }
            if work.edits().replacement(target).is_some() {
                return None;
            }
            // A name needs no parentheses; `*p` does: `(*(*p))()`.
            let inside = if tree.children(target).is_empty() {
                vec![text_part(&format!(
                    "{before}{}{after}",
                    String::from_utf8_lossy(tree.text(target))
                ))]
            } else {
                let mut inside = vec![text_part(&format!("{before}("))];
                inside.extend(tree.children(target).iter().map(|&c| Part::Node(c)));
                inside.push(text_part(&format!("){after}")));
                inside
            };
            edits.push(Edit::Replace(target, parts(tree.kind(target), inside)));
        }
    }
    Some(Element {
        edits,
        checked: rule.checked,
    })
}

/// The leaves of `name`'s kind and text in the definition's scope but
/// outside what goes with it, unedited.
fn uses(tree: &Tree, work: &Work<'_, '_>, definition: &Definition, name: NodeId) -> Vec<NodeId> {
    tree.subtree(definition.scope)
        .filter(|&n| {
            tree.kind(n) == tree.kind(name)
                && tree.text(n) == tree.text(name)
                && !tree.contains(definition.removed, n)
                && work.is_unedited(n)
        })
        .collect()
}

fn text_part(text: &str) -> Part {
    Part::Text(text.into())
}

fn parts(kind: KindId, parts: impl IntoIterator<Item = Part>) -> Replacement {
    Replacement::Parts {
        parts: parts.into_iter().collect(),
        kind,
    }
}
