//! A definition goes, and its uses take its value.

use whittle_tree::{Edit, NodeId, Replacement, Tree};

use crate::pass::{Element, Pass, Stopped, Work};

/// Inlines definitions the language lists as `[[inline]]` in
/// `grammars/*.toml`: `typedef T X;` goes and every `X` becomes `T`;
/// `#define N 4` goes and every `N` becomes `4`. One list of every such
/// definition that has uses (one without is the sweep's); a candidate that
/// would grow the file is not tested.
#[derive(Debug)]
pub struct Inline;

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }

    fn description(&self) -> &'static str {
        "inline a definition: a typedef's uses take its type, a macro's its body"
    }

    fn applies_to(&self, language: &whittle_tree::Language) -> bool {
        !language.inline_rules().is_empty()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let list: Vec<Element> = tree
            .nodes()
            .filter(|&n| work.is_alive(n) && work.edits().replacement(n).is_none())
            .filter_map(|n| inline(tree, work, n))
            .collect();
        work.minimize(&list)
    }
}

/// The element that inlines `definition`, if it is one with uses.
fn inline(tree: &Tree, work: &Work<'_, '_>, definition: NodeId) -> Option<Element> {
    let rule = tree
        .language()
        .inline_rules()
        .iter()
        .find(|r| r.definition == tree.kind(definition))?;
    let name = tree.field_child(definition, rule.name)?;
    let value = tree.field_child(definition, rule.value)?;
    // A single leaf; not always of a name kind (tree-sitter-c reads a
    // typedef of a well-known name, `uint8_t`, as a primitive type), so
    // its uses are the leaves of its own kind and text.
    if !tree.children(name).is_empty() {
        return None;
    }
    let uses: Vec<NodeId> = tree
        .nodes()
        .filter(|&n| {
            tree.kind(n) == tree.kind(name)
                && tree.text(n) == tree.text(name)
                && !tree.contains(definition, n)
                && work.is_alive(n)
                && work.edits().replacement(n).is_none()
        })
        .collect();
    if uses.is_empty() {
        return None;
    }
    let mut edits = vec![Edit::Remove(definition)];
    edits.extend(
        uses.into_iter()
            .map(|u| Edit::Replace(u, Replacement::Node(value))),
    );
    Some(Element {
        edits,
        checked: rule.checked,
    })
}
