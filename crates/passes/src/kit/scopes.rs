//! The definitions of names and their uses, scope by scope, as the
//! grammar's queries and fields say (`[defuse]` in
//! `grammars/<language>.toml`): what `defuse` removes together, and
//! what `defaults` removes while its uses take a stand-in.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use whittle_tree::{Edits, KindId, KindSet, LanguageError, NodeId, Section, Source, Tree, is_word};

/// Besides what the queries say, a definition's name is the name leaf in
/// one of these fields of the defining node, of any kind (the grammars'
/// own convention: `fn f`, `class C`, `let x`).
const DEFAULT_FIELDS: &[&str] = &["name", "pattern"];

/// `[defuse]` in `grammars/<language>.toml`.
#[derive(Debug, Default)]
pub(crate) struct DefuseSection {
    /// Fields whose name leaf a node of any kind defines.
    fields: Vec<&'static str>,
    /// `(kind, field)`: fields whose name leaf, or whose list of name
    /// leaves, a node of that kind defines (`x = 1`: an assignment's
    /// `left`, where a binary operator's `left` defines nothing; Go's
    /// `a, b := f()`).
    kind_fields: Vec<(KindId, &'static str)>,
    /// `(kind, field)`: string fields whose last word a node of that kind
    /// defines where it has no `name` (Go's `import "unicode/utf8"`
    /// defines `utf8`).
    last_word_fields: Vec<(KindId, &'static str)>,
    /// Kinds whose names the language refuses to leave unused (Go's
    /// imports and local variables): a move that takes such a name's
    /// last use takes its definition too.
    pub(crate) unused_refused: KindSet,
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
    last_word_fields: Vec<[String; 2]>,
    #[serde(default)]
    unused_refused: Vec<String>,
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
        let pairs = |written: Option<&Vec<[String; 2]>>| {
            written
                .map_or(&[][..], |w| &w[..])
                .iter()
                .map(|[kind, field]| Ok((key.kind(kind)?, key.field(field)?)))
                .collect::<Result<Vec<_>, LanguageError>>()
        };
        Ok(DefuseSection {
            fields,
            kind_fields: pairs(written.as_ref().map(|w| &w.kind_fields))?,
            last_word_fields: pairs(written.as_ref().map(|w| &w.last_word_fields))?,
            unused_refused: key
                .kind_set(written.as_ref().map_or(&[][..], |w| &w.unused_refused[..]))?,
            scopes: key.kind_set(written.as_ref().map_or(&[][..], |w| &w.scopes[..]))?,
        })
    }
}

/// One definition: the node that goes with it, the name leaf it defines,
/// and the scope its uses are in.
#[derive(Debug)]
pub(crate) struct Definition {
    /// The node that goes with it: the nearest the grammar lets go.
    pub(crate) owner: NodeId,
    /// The leaf that says the name it defines.
    pub(crate) name: NodeId,
    /// The name: the leaf's text, or its last word (`last_word_fields`).
    pub(crate) text: Vec<u8>,
    /// The node that says it defines the name (the owner, or inside it).
    pub(crate) definer: NodeId,
    /// Whether the name is the last word of a path (an import's): its
    /// uses qualify other names rather than stand for values.
    pub(crate) from_path: bool,
    /// The innermost scope around the owner.
    pub(crate) scope: NodeId,
}

/// The tree's definitions (see `defuse`) and, for each, the name leaves
/// that use it, in file order.
pub(crate) fn definitions_and_uses(
    tree: &Tree,
    edits: &Edits,
    rules: &DefuseSection,
    removable: &mut Removable<'_>,
) -> (Vec<Definition>, Vec<Vec<NodeId>>) {
    let (definitions, names_by_query) = definitions(tree, edits, rules, removable);
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
            .entry(&d.text[..])
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
    (definitions, uses)
}

/// The definitions of the tree, from the grammar's queries and fields,
/// and the kinds of the leaves the queries call names (`@name`,
/// `@local.definition`, `@local.reference`): a grammar given with its
/// queries and no overrides file says through them what a name is.
pub(crate) fn definitions(
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
    // The leaves whose last word is the name they define.
    let mut last_words: BTreeMap<NodeId, usize> = BTreeMap::new();
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
        for field in &rules.fields {
            if let Some(child) = tree.field_child(node, field)
                && tree.is_name_leaf(child)
            {
                defined.insert((node, child));
            }
        }
        for field in kind_fields {
            let Some(child) = tree.field_child(node, field) else {
                continue;
            };
            if tree.is_name_leaf(child) {
                defined.insert((node, child));
            } else if tree.named_children(child).all(|c| tree.is_name_leaf(c)) {
                // A list of names (`a, b := f()`): each.
                defined.extend(tree.named_children(child).map(|c| (node, c)));
            }
        }
        let last_word = rules
            .last_word_fields
            .iter()
            .filter(|(k, _)| *k == kind)
            .filter_map(|(_, f)| tree.field_child(node, f));
        for string in last_word {
            if tree.field_child(node, "name").is_some() {
                continue;
            }
            // The string's last leaf that ends in a word (its content,
            // not the closing quote).
            let word = tree.subtree(string).rev().find_map(|leaf| {
                let start = last_word_start(tree.text(leaf));
                (tree.is_text_leaf(leaf) && start < tree.text(leaf).len()).then_some((leaf, start))
            });
            if let Some((leaf, start)) = word {
                last_words.insert(leaf, start);
                defined.insert((node, leaf));
            }
        }
    }
    let mut found = Vec::new();
    let mut seen = BTreeSet::new();
    for (definer, name) in defined {
        if !seen.insert(name) || !tree.is_alive(name, edits) {
            continue;
        }
        let text = &tree.text(name)[last_words.get(&name).copied().unwrap_or(0)..];
        let Some(owner) = removable.around(definer, tree.root()) else {
            continue;
        };
        // The innermost scope strictly around the owner.
        let scope = tree
            .ancestors(owner)
            .find(|a| scopes.contains(a))
            .unwrap_or(tree.root());
        found.push(Definition {
            owner,
            name,
            text: text.to_vec(),
            definer,
            from_path: last_words.contains_key(&name),
            scope,
        });
    }
    (found, names_by_query)
}

/// Where the last word of `text` starts (its length: none).
fn last_word_start(text: &[u8]) -> usize {
    text.iter().rposition(|&b| !is_word(b)).map_or(0, |i| i + 1)
}

/// Which nodes the grammar lets go on their own, by parent, computed on
/// demand.
pub(crate) struct Removable<'t> {
    tree: &'t Tree,
    edits: &'t Edits,
    by_parent: BTreeMap<NodeId, BTreeSet<NodeId>>,
}

impl<'t> Removable<'t> {
    pub(crate) fn new(tree: &'t Tree, edits: &'t Edits) -> Removable<'t> {
        Removable {
            tree,
            edits,
            by_parent: BTreeMap::new(),
        }
    }

    /// The nearest node around `node` (itself included) that the grammar
    /// lets go, strictly inside `within` (or anywhere, for the root).
    pub(crate) fn around(&mut self, node: NodeId, within: NodeId) -> Option<NodeId> {
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
