//! The language's rewrites (`[[rewrites]]`): templates a node of some
//! kind may become, for the rewrite passes and returns.

use std::sync::Arc;

use serde::Deserialize;
use whittle_tree::{
    Edits, Key, KindId, LanguageError, NodeId, Part, Replacement, Section, Source, Tree,
};

use crate::kit::frame::section;

/// `[[rewrites]]` in `grammars/<language>.toml`: templates a node of some
/// kind may become.
#[derive(Debug, Default)]
pub(crate) struct RewritesSection(Vec<Rule>);

/// One `[[rewrites]]` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleToml {
    kind: String,
    to: Vec<TemplateToml>,
    #[serde(rename = "as")]
    result: Option<String>,
    #[serde(default)]
    early: bool,
    parent: Option<String>,
    #[serde(default)]
    choice: bool,
}

/// One piece of a `to` as written: a text or path, or `{ all = "$path",
/// between = ", " }`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum TemplateToml {
    One(String),
    All(AllToml),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct AllToml {
    all: String,
    between: String,
}

/// A template a node of some kind may become.
#[derive(Debug)]
struct Rule {
    kind: KindId,
    to: Vec<Template>,
    /// The kind of the result, unless it is the one node it keeps.
    result: Option<KindId>,
    /// Tried before the tree passes, on the large file.
    early: bool,
    /// Only for a node whose parent is of this kind (a local declaration,
    /// in a block: at the top level its value is no statement to a
    /// compiler, though the grammar reads one there).
    parent: Option<KindId>,
    /// Only where its `*` path leads to two nodes or more (`choice`): a
    /// rewrite that keeps one of several (`a, b := f()` as `a := 0`),
    /// where with one it is what hdd's replacements inside reach.
    choice: bool,
}

/// One piece of a [`Rule`].
#[derive(Debug)]
enum Template {
    /// `$path`: the nodes a path of steps leads to from the node, split
    /// by `/`: `$body`, `$*`, `$arguments/*`, `$declarator/parameters/*`.
    Path(Vec<Step>),
    /// `{ all = "$path", between = "," }`: every node the path leads to,
    /// in order, with the text between each two, as one piece (a struct's
    /// field values as a tuple's elements); none if the path leads to none.
    All(Vec<Step>, Arc<str>),
    /// Anything else: a text.
    Text(Arc<str>),
}

/// One step of a [`Template::Path`].
#[derive(Debug)]
enum Step {
    /// A field: the child in that field.
    Field(&'static str),
    /// `*`: each named child; `*[field:kind]`, only those whose child in
    /// `field` is of `kind`.
    Each(Option<(&'static str, KindId)>),
}

impl Section for RewritesSection {
    const KEYS: &'static [&'static str] = &["rewrites"];

    fn resolve(source: &Source<'_>) -> Result<RewritesSection, LanguageError> {
        let key = source.key("rewrites");
        key.get_or_default::<Vec<RuleToml>>()?
            .into_iter()
            .map(|rule| {
                let to: Vec<Template> = rule
                    .to
                    .iter()
                    .map(|t| match t {
                        TemplateToml::One(text) => Template::parse(text, &key),
                        TemplateToml::All(all) => Template::parse_all(all, &key),
                    })
                    .collect::<Result<_, _>>()?;
                if to.iter().filter(|t| t.is_multiple()).count() > 1 {
                    return Err(key.error(format!(
                        "a rewrite of `{}` may take each child of one node only",
                        rule.kind
                    )));
                }
                if rule.choice && !to.iter().any(Template::is_multiple) {
                    return Err(key.error(format!(
                        "a rewrite of `{}` with `choice` needs a path with a `*` step",
                        rule.kind
                    )));
                }
                Ok(Rule {
                    kind: key.kind(&rule.kind)?,
                    to,
                    result: key.kind_opt(rule.result.as_deref())?,
                    early: rule.early,
                    parent: key.kind_opt(rule.parent.as_deref())?,
                    choice: rule.choice,
                })
            })
            .collect::<Result<_, _>>()
            .map(RewritesSection)
    }
}

impl Template {
    fn parse_all(all: &AllToml, key: &Key<'_>) -> Result<Template, LanguageError> {
        match Template::parse(&all.all, key)? {
            Template::Path(steps) if has_each(&steps) => {
                Ok(Template::All(steps, all.between.as_str().into()))
            }
            _ => Err(key.error(format!(
                "`all = \"{}\"`: a path with a `*` step, such as `$body/*/value`",
                all.all
            ))),
        }
    }

    fn parse(text: &str, key: &Key<'_>) -> Result<Template, LanguageError> {
        let Some(path) = text.strip_prefix('$') else {
            return Ok(Template::Text(text.into()));
        };
        let steps = path
            .split('/')
            .map(|step| match step.strip_prefix('*') {
                None => Ok(Step::Field(key.field(step)?)),
                Some("") => Ok(Step::Each(None)),
                Some(filter) => {
                    let inner = filter.strip_prefix('[').and_then(|f| f.strip_suffix(']'));
                    let Some((field, kind)) = inner.and_then(|f| f.split_once(':')) else {
                        return Err(key.error(format!(
                            "`{step}` in `{text}`: a filter reads `*[field:kind]`"
                        )));
                    };
                    Ok(Step::Each(Some((key.field(field)?, key.kind(kind)?))))
                }
            })
            .collect::<Result<_, LanguageError>>()?;
        Ok(Template::Path(steps))
    }

    /// Whether it may stand for several nodes (one rewrite each).
    fn is_multiple(&self) -> bool {
        matches!(self, Template::Path(steps) if has_each(steps))
    }

    /// What it may stand for in `node`, each choice one or more parts:
    /// its text; each node its path leads to that is still in the file;
    /// or all of those nodes with the text between them.
    fn choices(&self, tree: &Tree, node: NodeId, edits: &Edits) -> Vec<Vec<Part>> {
        match self {
            Template::Text(text) => vec![vec![Part::Text(text.clone())]],
            Template::Path(steps) => Template::nodes(steps, tree, node, edits)
                .into_iter()
                .map(|n| vec![Part::Node(n)])
                .collect(),
            Template::All(steps, between) => {
                let nodes = Template::nodes(steps, tree, node, edits);
                if nodes.is_empty() {
                    return Vec::new();
                }
                let mut parts = Vec::with_capacity(2 * nodes.len());
                for (i, n) in nodes.into_iter().enumerate() {
                    if i > 0 {
                        parts.push(Part::Text(between.clone()));
                    }
                    parts.push(Part::Node(n));
                }
                vec![parts]
            }
        }
    }

    /// The nodes a path leads to from `node` that are still in the file.
    fn nodes(steps: &[Step], tree: &Tree, node: NodeId, edits: &Edits) -> Vec<NodeId> {
        let usable = |n: NodeId| {
            tree.is_named(n)
                && !tree.is_extra(n)
                && !tree.range(n).is_empty()
                && !edits.is_removed(n)
        };
        let mut nodes = vec![node];
        for step in steps {
            nodes = match step {
                Step::Field(field) => nodes
                    .iter()
                    .filter_map(|&n| tree.field_child(n, field))
                    .collect(),
                Step::Each(filter) => nodes
                    .iter()
                    .flat_map(|&n| tree.children(n).iter().copied())
                    .filter(|&c| usable(c))
                    .filter(|&c| {
                        filter.is_none_or(|(field, kind)| {
                            tree.field_child(c, field)
                                .is_some_and(|f| tree.kind(f) == kind)
                        })
                    })
                    .collect(),
            };
        }
        nodes.into_iter().filter(|&n| usable(n)).collect()
    }
}

/// Whether a path has a `*` step, so that it leads to several nodes.
fn has_each(steps: &[Step]) -> bool {
    steps.iter().any(|s| matches!(s, Step::Each(_)))
}

/// The language's rewrites of `node` that are tried after the tree
/// passes (not those marked `early`), under `edits`: what the `returns`
/// pass also offers as a function's last value.
pub(crate) fn rewrites_of(tree: &Tree, node: NodeId, edits: &Edits) -> Vec<Replacement> {
    section::<RewritesSection>(tree.language()).offers(tree, node, edits, false)
}

impl RewritesSection {
    /// The kinds with rewrites marked `early` (or not), in the order
    /// first listed.
    pub(crate) fn kinds(&self, early: bool) -> Vec<KindId> {
        let mut kinds: Vec<KindId> = Vec::new();
        for rule in self.0.iter().filter(|r| r.early == early) {
            if !kinds.contains(&rule.kind) {
                kinds.push(rule.kind);
            }
        }
        kinds
    }

    /// The rewrites of `node` (those marked `early`, or the others) under
    /// `edits` that save tokens: each template with every choice of the
    /// nodes its paths lead to. The grammar is checked when they are
    /// applied.
    pub(crate) fn offers(
        &self,
        tree: &Tree,
        node: NodeId,
        edits: &Edits,
        early: bool,
    ) -> Vec<Replacement> {
        let mut offers = Vec::new();
        let parent = tree.parent(node).map(|p| tree.kind(p));
        'rules: for rule in self.0.iter().filter(|r| {
            r.kind == tree.kind(node)
                && r.early == early
                && r.parent.is_none_or(|kind| parent == Some(kind))
        }) {
            let mut alternatives: Vec<Vec<Part>> = vec![Vec::new()];
            for template in &rule.to {
                let choices = template.choices(tree, node, edits);
                // `choice`: nothing to choose from, no rewrite.
                if rule.choice && template.is_multiple() && choices.len() < 2 {
                    continue 'rules;
                }
                alternatives = alternatives
                    .into_iter()
                    .flat_map(|parts| {
                        choices.iter().map(move |choice| {
                            let mut parts = parts.clone();
                            parts.extend(choice.iter().cloned());
                            parts
                        })
                    })
                    .collect();
            }
            for parts in alternatives {
                let replacement = match (&parts[..], rule.result) {
                    ([Part::Node(only)], None) => Replacement::Node(*only),
                    (_, Some(kind)) => Replacement::Parts {
                        parts: parts.into(),
                        kind,
                    },
                    _ => continue,
                };
                if tree.replacement_tokens(&replacement, edits) < tree.weight(node) {
                    offers.push(replacement);
                }
            }
        }
        offers
    }
}
