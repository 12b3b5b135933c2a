//! Merging names, so that what defined one of them can go.

use std::collections::BTreeMap;
use std::sync::Arc;

use whittle_tree::{Edit, KindId, NodeId, Replacement, Tree};

use crate::kit::frame::section;
use crate::kit::parameters::{ParameterRule, ParametersSection};
use crate::kit::tried;
use crate::kit::uses::{Declarations, name_leaves, top_item};
use whittle_reduce::{Element, Pass, Stopped, Work};

/// How many other names one name is tried against over a reduction.
const TARGETS_PER_NAME: usize = 3;

/// Every occurrence of a name becomes another name of the same kind that
/// the file already has (Vulcan's identifier replacement, ICSE 2023,
/// applied to all occurrences at once): a variable used where another one
/// is, a type where another type is. In the same candidate the node that
/// defined the name (the smallest removable node around its first
/// occurrence) goes, so the file does not declare the other name twice.
/// Rarest names go first; the target is the most frequent name of the
/// same kind that occurs before, for a name declared before is more
/// likely visible. Each name is tried against a few targets, never the
/// same one twice until the file has halved. Names are leaves of the kinds
/// listed as `names` in `grammars/*.toml`.
///
/// A name that is still there after those merges gets one more try, in a
/// second list: a parameter or local declared after it, in the one
/// function that holds all its uses ([`in_scope_twin`]), one with the
/// same type first, so a global read in one function can become that
/// function's `long` parameter. It comes after the usual target, so a
/// path that merges names as before stays as it was; it counts among the
/// name's few targets.
#[derive(Debug)]
pub struct Names;

/// The pairs (name, target) tried so far (a merge that failed because a
/// constructor is named after its class may work once that has gone).
type Tried = tried::Tried<(Vec<u8>, Vec<u8>)>;

/// How many targets `name` counts as tried against.
fn targets(tried: &Tried, name: &[u8], tokens: u64) -> usize {
    tried.keys(tokens).filter(|(n, _)| n == name).count()
}

/// One name: its leaves (in file order) and their kind.
struct Name<'t> {
    text: &'t [u8],
    kind: KindId,
    leaves: Vec<NodeId>,
}

impl Pass for Names {
    fn name(&self) -> &'static str {
        "names"
    }

    fn description(&self) -> &'static str {
        "merge a name into another one of the same kind, dropping what defined it"
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let leaves_by_text = name_leaves(tree, work.edits());
        let first: BTreeMap<&[u8], NodeId> = leaves_by_text
            .iter()
            .map(|(&text, leaves)| (text, leaves[0]))
            .collect();
        let mut removable: BTreeMap<NodeId, Vec<NodeId>> = BTreeMap::new();
        let mut names: Vec<Name<'_>> = Vec::new();
        for (text, leaves) in leaves_by_text {
            // Leaves of one text may be of several kinds (a type and a
            // variable of the same spelling): each kind is a name.
            let mut by_kind: BTreeMap<KindId, Vec<NodeId>> = BTreeMap::new();
            for leaf in leaves {
                by_kind.entry(tree.kind(leaf)).or_default().push(leaf);
            }
            names.extend(
                by_kind
                    .into_iter()
                    .map(|(kind, leaves)| Name { text, kind, leaves }),
            );
        }
        // Rarest first; among equals, earlier in the file.
        names.sort_by_key(|n| (n.leaves.len(), n.leaves[0]));
        let tokens = tree.weight(tree.root());
        let tried: Tried = std::mem::take(work.memory());
        let mut attempts = Vec::new();
        let mut list = Vec::new();
        for name in &names {
            if targets(&tried, name.text, tokens) >= TARGETS_PER_NAME {
                continue;
            }
            let Some(target) = target(tree, name, &names, &tried, tokens) else {
                continue;
            };
            let definition = definition(tree, work, name.leaves[0], &first, &mut removable);
            list.push(merge(tree, name, definition, target));
            attempts.push((name.text.to_vec(), target.to_vec()));
        }
        offer(work, tried, attempts, &list, tokens)?;
        // Then each name still there tries its twin in scope, if it has one.
        let parameters = section::<ParametersSection>(tree.language());
        let Some(functions) = parameters
            .0
            .as_ref()
            .filter(|_| Declarations::of(tree.language()).before_use)
        else {
            return Ok(());
        };
        let tried: Tried = std::mem::take(work.memory());
        let mut attempts = Vec::new();
        let mut list = Vec::new();
        for name in &names {
            if !name.leaves.iter().all(|&leaf| work.is_unedited(leaf)) {
                continue;
            }
            let Some(twin) = in_scope_twin(tree, functions, name, &names, &tried, tokens)
                .filter(|twin| twin.leaves.iter().all(|&leaf| work.is_unedited(leaf)))
            else {
                continue;
            };
            let definition = definition(tree, work, name.leaves[0], &first, &mut removable)
                .filter(|&d| work.is_unedited_subtree(d));
            list.push(merge(tree, name, definition, twin.text));
            attempts.push((name.text.to_vec(), twin.text.to_vec()));
        }
        offer(work, tried, attempts, &list, tokens)
    }
}

/// Records each pair in `attempts` as tried in a file of `tokens` tokens,
/// puts the memory back, and hands the merges to the core as one list.
fn offer(
    work: &mut Work<'_, '_>,
    mut tried: Tried,
    attempts: Vec<(Vec<u8>, Vec<u8>)>,
    list: &[Element],
    tokens: u64,
) -> Result<(), Stopped> {
    for pair in attempts {
        tried.insert(pair, tokens);
    }
    *work.memory::<Tried>() = tried;
    work.minimize(list)
}

/// The most frequent other name of the same kind first seen before
/// `name`, not yet tried with it (ties: the shorter, then the first);
/// when there is none, the language's `merge_into` text for the kind (a
/// type name becomes `int`).
fn target<'t>(
    tree: &'t Tree,
    name: &Name<'_>,
    names: &[Name<'t>],
    tried: &Tried,
    tokens: u64,
) -> Option<&'t [u8]> {
    let fallback = || {
        tree.language()
            .merge_into(name.kind)
            .map(|text| text.as_bytes())
            .filter(|&text| {
                text != name.text && !tried.contains(&(name.text.to_vec(), text.to_vec()), tokens)
            })
    };
    names
        .iter()
        .filter(|other| {
            other.kind == name.kind
                && other.text != name.text
                && other.leaves[0] < name.leaves[0]
                && !tried.contains(&(name.text.to_vec(), other.text.to_vec()), tokens)
        })
        .max_by_key(|other| {
            (
                other.leaves.len(),
                std::cmp::Reverse(other.text.len()),
                std::cmp::Reverse(other.leaves[0]),
            )
        })
        .map(|other| other.text)
        .or_else(fallback)
}

/// The second target of a name: the first name of its kind, not yet
/// tried with it, declared after it as a parameter or local of the one
/// top-level function that holds all its uses, before the first of them.
/// One with the same type words and the same declarator shape
/// ([`Declared`]) comes first; where none is left, the first of another
/// type (C converts most values, and a crash seldom needs the global's
/// own type: `long g[]; f() { int l[][]; for (; g[0];) … }` as
/// `f() { int l[][]; for (; l[0];) … }`). Block scopes inside the
/// function are not told apart.
fn in_scope_twin<'n, 't>(
    tree: &Tree,
    functions: &ParameterRule,
    name: &Name<'_>,
    names: &'n [Name<'t>],
    tried: &Tried,
    tokens: u64,
) -> Option<&'n Name<'t>> {
    let (&first, &last) = (name.leaves.get(1)?, name.leaves.last()?);
    let item = top_item(tree, first)?;
    if tree.kind(item) != functions.function || top_item(tree, last) != Some(item) {
        return None;
    }
    let declared = Declared::of(tree, functions, name.leaves[0])?;
    names
        .iter()
        .filter(|other| {
            let at = other.leaves[0];
            other.kind == name.kind
                && other.text != name.text
                && name.leaves[0] < at
                && at < first
                && top_item(tree, at) == Some(item)
                && tree.ancestors(at).take_while(|&a| a != item).any(|a| {
                    tree.kind(a) == functions.list || tree.field(a) == Some(functions.body)
                })
                && !tried.contains(&(name.text.to_vec(), other.text.to_vec()), tokens)
        })
        .min_by_key(|other| {
            let alike = Declared::of(tree, functions, other.leaves[0]).as_ref() == Some(&declared);
            (!alike, other.leaves[0])
        })
}

/// What a name's occurrence declares it as: the words of the type of the
/// nearest enclosing node with a type field (`[parameters]`' `type`) and
/// the kinds of the nodes between the name and that node (a pointer's or
/// an array's declarator, a parameter list). `long g;` and the parameter
/// `long p` are alike; `long *q` is not.
#[derive(Debug, PartialEq, Eq)]
struct Declared {
    words: Vec<Vec<u8>>,
    shape: Vec<KindId>,
}

impl Declared {
    /// None where the leaf is part of a type itself, or nothing around it
    /// has one.
    fn of(tree: &Tree, functions: &ParameterRule, leaf: NodeId) -> Option<Declared> {
        let mut shape = Vec::new();
        let mut node = leaf;
        for parent in tree.ancestors(leaf) {
            if tree.field(node) == Some(functions.type_field) {
                return None;
            }
            if let Some(ty) = tree.field_child(parent, functions.type_field) {
                let words = tree
                    .text(ty)
                    .split(u8::is_ascii_whitespace)
                    .filter(|w| !w.is_empty())
                    .map(<[u8]>::to_vec)
                    .collect();
                return Some(Declared { words, shape });
            }
            shape.push(tree.kind(parent));
            node = parent;
        }
        None
    }
}

/// Every leaf of `name` becomes `target`, and its `definition` goes.
fn merge(tree: &Tree, name: &Name<'_>, definition: Option<NodeId>, target: &[u8]) -> Element {
    let text: Arc<str> = String::from_utf8_lossy(target).into();
    let mut edits: Vec<Edit> = definition.map(Edit::Remove).into_iter().collect();
    edits.extend(
        name.leaves
            .iter()
            .filter(|&&leaf| definition.is_none_or(|d| !tree.contains(d, leaf)))
            .map(|&leaf| {
                Edit::Replace(
                    leaf,
                    Replacement::Text {
                        text: text.clone(),
                        kind: name.kind,
                    },
                )
            }),
    );
    Element {
        edits,
        checked: true,
    }
}

/// The smallest removable node around `leaf` in which no other name is
/// seen first: removing it loses no other name. `first` is where each
/// name is first seen; `removable` caches each parent's removable
/// children.
fn definition(
    tree: &Tree,
    work: &Work<'_, '_>,
    leaf: NodeId,
    first: &BTreeMap<&[u8], NodeId>,
    removable: &mut BTreeMap<NodeId, Vec<NodeId>>,
) -> Option<NodeId> {
    let candidate = tree.ancestors(leaf).find(|&a| {
        tree.parent(a).is_some_and(|p| {
            removable
                .entry(p)
                .or_insert_with(|| tree.removable_children(p, work.edits()))
                .contains(&a)
        })
    })?;
    let defines_another = tree
        .subtree(candidate)
        .any(|n| n != leaf && first.get(tree.text(n)) == Some(&n));
    (!defines_another).then_some(candidate)
}
