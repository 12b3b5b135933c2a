//! A template becomes what it declares.

use serde::Deserialize;
use whittle_tree::{Edit, KindId, LanguageError, NodeId, Replacement, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use whittle_reduce::{Element, Stopped, Work};

/// `[templates]` in `grammars/<language>.toml`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct TemplatesSection(Option<TemplateRule>);

impl Section for TemplatesSection {
    const KEYS: &'static [&'static str] = &["templates"];

    fn resolve(source: &Source<'_>) -> Result<TemplatesSection, LanguageError> {
        let key = source.key("templates");
        let Some(rule) = key.get::<TemplatesToml>()? else {
            return Ok(TemplatesSection(None));
        };
        Ok(TemplatesSection(Some(TemplateRule {
            template: key.kind(&rule.template)?,
            parameters: key.field(&rule.parameters)?,
            parameter: key.kind(&rule.parameter)?,
        })))
    }
}

/// `[templates]`: see [`TemplateRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TemplatesToml {
    template: String,
    parameters: String,
    parameter: String,
}

/// Where a template may become what it declares (`[templates]` in
/// `grammars/<language>.toml`), its type parameters the `merge_into`
/// text of their name kind (`int`).
#[derive(Debug)]
pub(crate) struct TemplateRule {
    /// The kind of a template (`template <typename T> …`).
    pub(crate) template: KindId,
    /// Its field holding the parameter list.
    pub(crate) parameters: &'static str,
    /// The kind of a type parameter (`typename T`); a template with
    /// parameters of other kinds is left alone.
    pub(crate) parameter: KindId,
}

/// C-Vise's template-arg-to-int, for all of a template's parameters at
/// once: `template <typename T> T f(T x);` as `int f(int x);`. The head
/// goes and every use of a type parameter in the declaration takes the
/// `merge_into` text of its kind (`int`), in one candidate, since neither
/// works alone. Only templates whose parameters are all type parameters;
/// one list, when the other passes stall (on a large file most templates
/// are needed as templates). Where: `[templates]` in `grammars/*.toml`.
#[derive(Debug)]
pub struct Templates;

impl SectionPass for Templates {
    type Section = TemplatesSection;
    type Rules = TemplateRule;

    fn name(&self) -> &'static str {
        "templates"
    }

    fn description(&self) -> &'static str {
        "a template becomes what it declares, its type parameters `int`"
    }

    fn rules<'s>(&self, section: &'s TemplatesSection) -> Option<&'s TemplateRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &TemplateRule) -> Result<(), Stopped> {
        let tree = work.tree();
        let list: Vec<Element> = tree
            .nodes()
            .filter_map(|n| untemplate(tree, work, rule, n))
            .collect();
        work.minimize(&list)
    }
}

section_pass!(Templates);

/// The element that turns template `node` into what it declares.
fn untemplate(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &TemplateRule,
    node: NodeId,
) -> Option<Element> {
    let language = tree.language();
    if tree.kind(node) != rule.template || !work.is_unedited_subtree(node) {
        return None;
    }
    let list = tree.field_child(node, rule.parameters)?;
    // Each parameter's name: its one name leaf.
    let mut names = Vec::new();
    for parameter in tree.named_children(list) {
        if tree.kind(parameter) != rule.parameter {
            return None;
        }
        let name = tree
            .children(parameter)
            .iter()
            .copied()
            .find(|&c| tree.is_name_leaf(c))?;
        names.push(name);
    }
    let declaration = tree.named_children(node).last().filter(|&d| d != list)?;
    let children = tree.children(node);
    // A class template keeps its `;`, which the grammar puts in the
    // template, not in the class: the head goes instead, judged by the
    // test alone (the grammar has no rule for what is left).
    let ends_with_declaration = children.last() == Some(&declaration);
    let mut edits = if ends_with_declaration {
        vec![Edit::Replace(node, Replacement::Node(declaration))]
    } else {
        children
            .iter()
            .take_while(|&&c| c != declaration)
            .map(|&c| Edit::Remove(c))
            .collect()
    };
    for leaf in tree.subtree(declaration) {
        let kind = tree.kind(leaf);
        let Some(name) = names
            .iter()
            .find(|&&n| tree.kind(n) == kind && tree.text(n) == tree.text(leaf))
        else {
            continue;
        };
        let text = language.merge_into(tree.kind(*name))?.clone();
        edits.push(Edit::Replace(leaf, Replacement::Text { text, kind }));
    }
    Some(Element {
        edits,
        checked: ends_with_declaration,
    })
}
