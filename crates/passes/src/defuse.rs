//! A definition goes together with every use of it.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use whittle_tree::{
    Edit, Edits, KindId, KindSet, Language, LanguageError, NodeId, Section, Source, Tree,
};

use crate::kit::frame::section;
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// Besides what the queries say, a definition's name is the name leaf in
/// one of these fields of the defining node, of any kind (the grammars'
/// own convention: `fn f`, `class C`, `let x`).
const DEFAULT_FIELDS: &[&str] = &["name", "pattern"];

/// In a language that needs every name defined (rustc, a JavaScript
/// module in strict mode, a type checker), a definition can only go
/// together with its uses, so neither goes alone: `let size;` and every
/// statement that reads `size`; a struct's field and every access to it; a
/// function and every call. One element per definition that has uses:
/// the definition's removable node and, for each use, the nearest node
/// around it that the grammar lets go (the statement, the argument, the
/// field), all in one candidate. Definitions come from the grammar's own
/// queries (`@definition.*` of its tags, `@local.definition` of its
/// locals) and from its fields (`name`, `pattern`, `left`); a use is a
/// name leaf of the same text in the innermost scope around the
/// definition (`@local.scope`, or the kinds `[defuse]` lists, or the file),
/// so a local `r` in one function is not another function's `r`.
///
/// The schedule runs it before the tree passes (`defuse`) for a language
/// whose tools refuse a name used and not defined (rustc, javac, tsc,
/// `go build`), where HDD could only try removals that fail, and after
/// them (`defuse-late`) for a language whose tools look names up only
/// when the code runs (Node.js), where HDD's removals come cheaper.
#[derive(Debug)]
pub struct Defuse;

impl Pass for Defuse {
    fn name(&self) -> &'static str {
        "defuse"
    }

    fn description(&self) -> &'static str {
        "a definition goes together with every use of it (a `let` and the statements that read it, a function and its calls)"
    }

    /// Without a parser (plain text) there is nothing to define.
    fn applies_to(&self, language: &Language) -> bool {
        language.tree_sitter_language().is_some()
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![SectionCheck::of::<DefuseSection>()]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let rules = section::<DefuseSection>(tree.language());
        let list = elements(tree, work.edits(), &rules);
        work.minimize(&list)
    }
}

/// `[defuse]` in `grammars/<language>.toml`.
#[derive(Debug, Default)]
struct DefuseSection {
    /// Fields whose name leaf a node of any kind defines.
    fields: Vec<&'static str>,
    /// `(kind, field)`: fields whose name leaf a node of that kind
    /// defines (`x = 1`: an assignment's `left`, where a binary
    /// operator's `left` defines nothing).
    kind_fields: Vec<(KindId, &'static str)>,
    /// Kinds that open a scope, besides the locals query's.
    scopes: KindSet,
}

/// `[defuse]` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DefUseToml {
    fields: Option<Vec<String>>,
    #[serde(default)]
    kind_fields: Vec<[String; 2]>,
    #[serde(default)]
    scopes: Vec<String>,
}

impl Section for DefuseSection {
    const KEYS: &'static [&'static str] = &["defuse"];

    fn resolve(source: &Source<'_>) -> Result<DefuseSection, LanguageError> {
        let key = source.key("defuse");
        let language = source.language();
        let written = key.get::<DefUseToml>()?;
        let fields = match written.as_ref().and_then(|w| w.fields.as_ref()) {
            Some(fields) => fields
                .iter()
                .map(|f| key.field(f))
                .collect::<Result<_, _>>()?,
            // The default fields the grammar has.
            None => DEFAULT_FIELDS
                .iter()
                .filter_map(|f| language.field(f))
                .collect(),
        };
        Ok(DefuseSection {
            fields,
            kind_fields: written
                .as_ref()
                .map_or(&[][..], |w| &w.kind_fields[..])
                .iter()
                .map(|[kind, field]| Ok((key.kind(kind)?, key.field(field)?)))
                .collect::<Result<_, LanguageError>>()?,
            scopes: key.kind_set(written.as_ref().map_or(&[][..], |w| &w.scopes[..]))?,
        })
    }
}

/// One definition: the node that goes with it, the name leaf it defines,
/// and the scope its uses are in.
#[derive(Debug)]
struct Definition {
    owner: NodeId,
    name: NodeId,
    scope: NodeId,
}

/// The list: one element per definition with uses, in file order.
fn elements(tree: &Tree, edits: &Edits, rules: &DefuseSection) -> Vec<Element> {
    let mut removable = Removable::new(tree, edits);
    let (definitions, names_by_query) = definitions(tree, edits, rules, &mut removable);
    let is_name = |leaf: NodeId| {
        tree.is_name_leaf(leaf)
            || tree.is_text_leaf(leaf) && names_by_query.contains(&tree.kind(leaf))
    };
    // Each name leaf's definition: of those of its text, with the
    // innermost scope around it, one before it rather than after, the
    // first of those (the latest listed where two share an owner). In one
    // scope that is the one with the least owner whatever the leaf, so it
    // is found once per text and scope, not per leaf among every
    // definition of its text (a block that defines `x` ten thousand times
    // would cost that many per use).
    let mut by_text: BTreeMap<&[u8], BTreeMap<NodeId, usize>> = BTreeMap::new();
    for (i, d) in definitions.iter().enumerate() {
        let chosen = by_text
            .entry(tree.text(d.name))
            .or_default()
            .entry(d.scope)
            .or_insert(i);
        if d.owner <= definitions[*chosen].owner {
            *chosen = i;
        }
    }
    let names: BTreeSet<NodeId> = definitions.iter().map(|d| d.name).collect();
    let mut uses: Vec<Vec<NodeId>> = vec![Vec::new(); definitions.len()];
    for leaf in tree.nodes() {
        if !is_name(leaf) || names.contains(&leaf) || !tree.is_alive(leaf, edits) {
            continue;
        }
        let Some(scopes) = by_text.get(tree.text(leaf)) else {
            continue;
        };
        // The scopes around a leaf are nested: the deepest is the
        // innermost.
        let owner_of = scopes
            .iter()
            .filter(|&(&scope, _)| tree.contains(scope, leaf))
            .max_by_key(|&(&scope, _)| tree.depth(scope))
            .map(|(_, &i)| i);
        if let Some(i) = owner_of
            && !tree.contains(definitions[i].owner, leaf)
        {
            uses[i].push(leaf);
        }
    }
    // What each definition takes directly: itself and, around each use,
    // the nearest node the grammar lets go; `None` when a use has none.
    let direct: Vec<Option<Vec<NodeId>>> = definitions
        .iter()
        .zip(&uses)
        .map(|(d, uses)| {
            let mut removed = vec![d.owner];
            for &leaf in uses {
                let around = removable.around(leaf, d.scope)?;
                if tree.contains(around, d.owner) {
                    return None;
                }
                removed.push(around);
            }
            Some(removed)
        })
        .collect();
    // Definitions by owner, to find those inside a removed node.
    let mut by_owner: Vec<(NodeId, usize)> = definitions
        .iter()
        .enumerate()
        .map(|(i, d)| (d.owner, i))
        .collect();
    by_owner.sort_unstable();
    (0..definitions.len())
        .filter(|&i| !uses[i].is_empty())
        .filter_map(|i| {
            let removed = closure(tree, i, &direct, &by_owner)?;
            Some(Element {
                edits: removed.into_iter().map(Edit::Remove).collect(),
                checked: true,
            })
        })
        .collect()
}

/// What removing definition `first` takes, transitively: a use's
/// statement that defines a name (`let r = inv.first();`) takes that
/// name's uses too. The outermost nodes, in file order; `None` when some
/// definition on the way has a use that cannot go.
fn closure(
    tree: &Tree,
    first: usize,
    direct: &[Option<Vec<NodeId>>],
    by_owner: &[(NodeId, usize)],
) -> Option<Vec<NodeId>> {
    let mut taken: BTreeSet<usize> = BTreeSet::from([first]);
    let mut removed: Vec<NodeId> = Vec::new();
    let mut pending: Vec<NodeId> = direct[first].clone()?;
    while let Some(node) = pending.pop() {
        if removed.iter().any(|&r| tree.contains(r, node)) {
            continue;
        }
        removed.retain(|&r| !tree.contains(node, r));
        removed.push(node);
        let end = tree.subtree_end(node);
        let inside = by_owner.partition_point(|&(owner, _)| owner < node);
        for &(owner, j) in &by_owner[inside..] {
            if owner >= end {
                break;
            }
            if taken.insert(j) {
                pending.extend(direct[j].clone()?);
            }
        }
    }
    removed.sort_unstable();
    Some(removed)
}

/// The definitions of the tree, from the grammar's queries and fields,
/// and the kinds of the leaves the queries call names (`@name`,
/// `@local.definition`, `@local.reference`): a grammar given with its
/// queries and no overrides file says through them what a name is.
fn definitions(
    tree: &Tree,
    edits: &Edits,
    rules: &DefuseSection,
    removable: &mut Removable<'_>,
) -> (Vec<Definition>, BTreeSet<KindId>) {
    let language = tree.language();
    let mut scopes: BTreeSet<NodeId> = tree
        .nodes()
        .filter(|&n| rules.scopes.contains(tree.kind(n)))
        .collect();
    scopes.insert(tree.root());
    // (defining node, name leaf) pairs.
    let mut defined: BTreeSet<(NodeId, NodeId)> = BTreeSet::new();
    let mut names_by_query: BTreeSet<KindId> = BTreeSet::new();
    for query in ["tags", "locals"] {
        let Some(text) = language.query(query) else {
            continue;
        };
        let Ok(matches) = tree.query_matches(text) else {
            continue;
        };
        for captures in &matches {
            let of = |wanted: &dyn Fn(&str) -> bool| {
                captures
                    .iter()
                    .find(|(capture, _)| wanted(capture))
                    .map(|&(_, n)| n)
            };
            if let Some(scope) = of(&|c| c == "local.scope") {
                scopes.insert(scope);
            }
            for &(ref capture, node) in captures {
                if matches!(
                    capture.as_str(),
                    "name" | "local.definition" | "local.reference"
                ) && tree.is_text_leaf(node)
                {
                    names_by_query.insert(tree.kind(node));
                }
            }
            // A tag: `@definition.*` around its `@name`. A local: the
            // name leaf itself, defined by the node around it.
            let pair = match (of(&|c| c.starts_with("definition.")), of(&|c| c == "name")) {
                (Some(definer), Some(name)) => Some((definer, name)),
                _ => of(&|c| c == "local.definition")
                    .and_then(|name| Some((tree.parent(name)?, name))),
            };
            if let Some((definer, name)) = pair
                && tree.is_text_leaf(name)
            {
                defined.insert((definer, name));
            }
        }
    }
    for node in tree.nodes() {
        let kind = tree.kind(node);
        let kind_fields = rules
            .kind_fields
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, f)| f);
        for field in rules.fields.iter().chain(kind_fields) {
            if let Some(child) = tree.field_child(node, field)
                && tree.is_name_leaf(child)
            {
                defined.insert((node, child));
            }
        }
    }
    let mut found = Vec::new();
    let mut seen = BTreeSet::new();
    for (definer, name) in defined {
        if !seen.insert(name) || !tree.is_alive(name, edits) {
            continue;
        }
        let Some(owner) = removable.around(definer, tree.root()) else {
            continue;
        };
        // The innermost scope strictly around the owner.
        let scope = tree
            .ancestors(owner)
            .find(|a| scopes.contains(a))
            .unwrap_or(tree.root());
        found.push(Definition { owner, name, scope });
    }
    (found, names_by_query)
}

/// Which nodes the grammar lets go on their own, by parent, computed on
/// demand.
struct Removable<'t> {
    tree: &'t Tree,
    edits: &'t Edits,
    by_parent: BTreeMap<NodeId, BTreeSet<NodeId>>,
}

impl<'t> Removable<'t> {
    fn new(tree: &'t Tree, edits: &'t Edits) -> Removable<'t> {
        Removable {
            tree,
            edits,
            by_parent: BTreeMap::new(),
        }
    }

    /// The nearest node around `node` (itself included) that the grammar
    /// lets go, strictly inside `within` (or anywhere, for the root).
    fn around(&mut self, node: NodeId, within: NodeId) -> Option<NodeId> {
        let tree = self.tree;
        let mut current = node;
        while current != within {
            let parent = tree.parent(current)?;
            let edits = self.edits;
            let removable = self
                .by_parent
                .entry(parent)
                .or_insert_with(|| tree.removable_children(parent, edits).into_iter().collect());
            if removable.contains(&current) {
                return Some(current);
            }
            current = parent;
        }
        None
    }
}
