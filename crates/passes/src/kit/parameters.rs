//! `[parameters]`: where a function's locals may become its parameters,
//! for params and names.

use std::sync::Arc;

use serde::Deserialize;
use whittle_tree::{KindId, LanguageError, NodeId, Section, Source, Tree};

/// `[parameters]` in `grammars/<language>.toml`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct ParametersSection(pub(crate) Option<ParameterRule>);

impl Section for ParametersSection {
    const KEYS: &'static [&'static str] = &["parameters"];

    fn resolve(source: &Source<'_>) -> Result<ParametersSection, LanguageError> {
        let key = source.key("parameters");
        let Some(rule) = key.get::<ParametersToml>()? else {
            return Ok(ParametersSection(None));
        };
        Ok(ParametersSection(Some(ParameterRule {
            function: key.kind(&rule.function)?,
            body: key.field(&rule.body)?,
            list: key.kind(&rule.list)?,
            local: key.kind(&rule.local)?,
            type_field: key.field(&rule.type_field)?,
            declarator: key.field(&rule.declarator)?,
            through: key.kind_list(&rule.through)?,
            empty: rule.empty.as_deref().map(Arc::from),
        })))
    }
}

/// `[parameters]`: see [`ParameterRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ParametersToml {
    function: String,
    body: String,
    list: String,
    local: String,
    #[serde(rename = "type")]
    type_field: String,
    declarator: String,
    #[serde(default)]
    through: Vec<String>,
    empty: Option<String>,
}

/// Where a function's locals may become its parameters (`[parameters]` in
/// `grammars/<language>.toml`): `f() { char c; … }` as `f(char c) { … }`.
#[derive(Debug)]
pub(crate) struct ParameterRule {
    /// The kind of a function definition.
    pub(crate) function: KindId,
    /// Its field holding the body, whose children are the locals.
    pub(crate) body: &'static str,
    /// The kind of its parameter list (the first in its declarator).
    pub(crate) list: KindId,
    /// The kind of a local declaration.
    pub(crate) local: KindId,
    /// The local's field holding its type.
    pub(crate) type_field: &'static str,
    /// The local's field holding what it declares (exactly one).
    pub(crate) declarator: &'static str,
    /// Declarator kinds whose own declarator is taken (`c = 0`: `c`).
    pub(crate) through: Vec<KindId>,
    /// The text of the one parameter of an empty list (`void`).
    pub(crate) empty: Option<Arc<str>>,
}

/// The first parameter list in the function's declarator: its own, even
/// when it returns a pointer to a function (`(*f(int a))(char)`).
pub(crate) fn parameter_list(
    tree: &Tree,
    rule: &ParameterRule,
    function: NodeId,
) -> Option<NodeId> {
    let body = tree.field_child(function, rule.body)?;
    tree.children(function)
        .iter()
        .filter(|&&c| c != body)
        .flat_map(|&c| tree.subtree(c))
        .find(|&n| tree.kind(n) == rule.list)
}

/// The local's type and what it declares, if that is all it has.
pub(crate) fn declared(
    tree: &Tree,
    rule: &ParameterRule,
    local: NodeId,
) -> Option<(NodeId, NodeId)> {
    let named: Vec<NodeId> = tree.named_children(local).collect();
    let [first, second] = named[..] else {
        return None;
    };
    if tree.field(first) != Some(rule.type_field) || tree.field(second) != Some(rule.declarator) {
        return None;
    }
    let mut declarator = second;
    while rule.through.contains(&tree.kind(declarator)) {
        declarator = tree.field_child(declarator, rule.declarator)?;
    }
    Some((first, declarator))
}
