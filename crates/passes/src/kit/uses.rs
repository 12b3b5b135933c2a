//! Where names occur: the leaves of the language's name kinds, by text,
//! and the top-level items that hold them.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use serde::Deserialize;
use whittle_tree::{
    Edits, KindId, KindSet, Language, LanguageError, NodeId, Section, Source, Tree,
};

/// How a language's top-level items define names, for the passes that
/// move a definition with its uses (the sweep, prune, hdd): whether an
/// item defines the names that first occur in it (`declare_before_use`),
/// which items hold items of their own (`item_containers`: a C++
/// namespace), and where an item declares names besides
/// (`[declares]`), all in `grammars/<language>.toml`.
#[derive(Debug, Default)]
pub(crate) struct Declarations {
    /// Whether a top-level item defines the names that first occur in it.
    pub(crate) before_use: bool,
    /// Kinds whose bracketed body holds top-level items of its own.
    pub(crate) item_containers: KindSet,
    /// Where items declare names besides their first occurrences.
    pub(crate) declares: Option<Declares>,
}

impl Section for Declarations {
    const KEYS: &'static [&'static str] = &["declare_before_use", "item_containers", "declares"];

    fn resolve(source: &Source<'_>) -> Result<Declarations, LanguageError> {
        let containers = source.key("item_containers");
        let declares = source.key("declares");
        Ok(Declarations {
            before_use: source.key("declare_before_use").get_or_default()?,
            item_containers: containers.kind_set(&containers.get_or_default::<Vec<String>>()?)?,
            declares: declares
                .get::<DeclaresRule>()?
                .map(|rule| {
                    Ok::<_, LanguageError>(Declares {
                        fields: rule
                            .fields
                            .iter()
                            .map(|f| declares.field(f))
                            .collect::<Result<_, _>>()?,
                        through: declares.kind_set(&rule.through)?,
                        not_into: declares.kind_set(&rule.not_into)?,
                        last_name: declares.kind_set(&rule.last_name)?,
                        through_fields: rule
                            .through_fields
                            .iter()
                            .map(|[kind, f]| Ok((declares.kind(kind)?, declares.field(f)?)))
                            .collect::<Result<_, LanguageError>>()?,
                        item_ends: rule.item_ends,
                        operator: declares.kind_opt(rule.operator.as_deref())?,
                    })
                })
                .transpose()?,
        })
    }
}

impl Declarations {
    /// The language's declarations.
    pub(crate) fn of(language: &Language) -> Arc<Declarations> {
        crate::kit::frame::section(language)
    }
}

/// `[declares]`: see [`Declares`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeclaresRule {
    fields: Vec<String>,
    #[serde(default)]
    through: Vec<String>,
    #[serde(default)]
    not_into: Vec<String>,
    #[serde(default)]
    last_name: Vec<String>,
    #[serde(default)]
    through_fields: Vec<[String; 2]>,
    #[serde(default)]
    item_ends: Vec<String>,
    #[serde(default)]
    operator: Option<String>,
}

/// Where a top-level item declares a name (`[declares]`), for the sweep:
/// besides the names that first occur in it, an item declares the name
/// leaves reached from it through these fields (a function's declarator,
/// a class's name), so that a later definition or specialization of a
/// name counts as one of its definitions and stays while the name is
/// used.
#[derive(Debug)]
pub(crate) struct Declares {
    /// The fields that lead to a declared name (`declarator`, `name`).
    fields: Vec<&'static str>,
    /// Kinds whose children without a field lead on too (a template's
    /// declaration).
    through: KindSet,
    /// Kinds whose names are not declared where they occur (`A::f`, a
    /// member defined outside its class).
    not_into: KindSet,
    /// Kinds of items that declare the last name in them (`using
    /// ::mbstate_t;`).
    last_name: KindSet,
    /// Fields of a kind that lead on too (`extern "C++"`'s `body`).
    through_fields: Vec<(KindId, &'static str)>,
    /// How an item ends (`;`, `}`): one that ends otherwise was split
    /// from the next by the parser, and goes with it.
    item_ends: Vec<String>,
    /// The kind of an operator's name (`operator==`): it declares the
    /// operator, used wherever its symbol occurs.
    operator: Option<KindId>,
}

/// The name leaves of a tree that are still alive under some edits, by
/// their text (in the order of the text, so iteration is deterministic).
pub(crate) fn name_leaves<'t>(tree: &'t Tree, edits: &Edits) -> BTreeMap<&'t [u8], Vec<NodeId>> {
    leaves_by_text(tree, edits, |n| tree.is_name_leaf(n))
}

/// The text leaves that `wanted` picks and that are still alive,
/// unreplaced, under some edits, by their text, each in file order.
fn leaves_by_text<'t>(
    tree: &'t Tree,
    edits: &Edits,
    wanted: impl Fn(NodeId) -> bool,
) -> BTreeMap<&'t [u8], Vec<NodeId>> {
    let mut by_text: BTreeMap<&[u8], Vec<NodeId>> = BTreeMap::new();
    for_each_alive_leaf(tree, edits, wanted, |node| {
        by_text.entry(tree.text(node)).or_default().push(node);
    });
    by_text
}

/// Calls `found` on each text leaf that `wanted` picks and that is still
/// alive, unreplaced, under some edits, in file order.
fn for_each_alive_leaf(
    tree: &Tree,
    edits: &Edits,
    wanted: impl Fn(NodeId) -> bool,
    mut found: impl FnMut(NodeId),
) {
    for node in tree.alive_nodes(edits).iter() {
        if tree.is_text_leaf(node) && wanted(node) && edits.replacement(node).is_none() {
            found(node);
        }
    }
}

/// Which nodes hold the definition of a name used elsewhere: in a
/// language that declares before use, such a node can only go together
/// with the uses.
pub(crate) struct Definitions<'t> {
    tree: &'t Tree,
    /// The first and the last alive leaf of each name: all a lookup needs.
    /// It is built for every set of edits HDD looks at, so it keeps no
    /// more than that.
    leaves: HashMap<&'t [u8], (NodeId, NodeId)>,
}

impl<'t> Definitions<'t> {
    pub(crate) fn of(tree: &'t Tree, edits: &Edits) -> Definitions<'t> {
        let mut leaves: HashMap<&[u8], (NodeId, NodeId)> = HashMap::new();
        let is_name = |n| tree.is_name_leaf(n);
        for_each_alive_leaf(tree, edits, is_name, |node| {
            leaves
                .entry(tree.text(node))
                .and_modify(|(_, last)| *last = node)
                .or_insert((node, node));
        });
        Definitions { tree, leaves }
    }

    /// Whether `node` holds the first occurrence of a name that occurs
    /// after it too.
    pub(crate) fn defines_used(&self, node: NodeId) -> bool {
        self.defining_leaves(node).next().is_some()
    }

    /// The leaves in `node` that are the first occurrence of a name that
    /// occurs after `node` too.
    pub(crate) fn defining_leaves(&self, node: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let tree = self.tree;
        let end = tree.subtree_end(node);
        tree.subtree(node)
            .filter(move |&n| tree.is_name_leaf(n))
            .filter(move |&leaf| {
                self.leaves
                    .get(tree.text(leaf))
                    .is_some_and(|&(first, last)| first == leaf && last >= end)
            })
    }
}

/// The child of the root that holds `node` (none for the root itself).
pub(crate) fn top_item(tree: &Tree, node: NodeId) -> Option<NodeId> {
    let mut item = node;
    loop {
        let parent = tree.parent(item)?;
        if parent == tree.root() {
            return Some(item);
        }
        item = parent;
    }
}

/// The top-level items of a tree (the removable children of its root, and
/// of the bodies of the language's `item_containers`, such as a C++
/// namespace, which stays) and, for each, the names it defines (those that
/// first occur in it) and the other items that use them.
pub(crate) struct Items {
    /// The items, in file order.
    pub(crate) nodes: Vec<NodeId>,
    /// For each item, the items (other than itself) that use a name it
    /// defines.
    pub(crate) users: Vec<Vec<usize>>,
    /// For each item, its unit: the items that use one another, directly
    /// or through others, are one unit (the smallest item's index names
    /// it), which is dead or needed as a whole.
    units: Vec<usize>,
}

impl Items {
    /// The items, with what each declares by the language's `[declares]`.
    pub(crate) fn of(tree: &Tree, edits: &Edits) -> Items {
        Items::build(
            tree,
            edits,
            Declarations::of(tree.language()).declares.as_ref(),
        )
    }

    /// The items, each defining only the names that first occur in it:
    /// more of them are dead, among them some the compiler needs (a later
    /// specialization of a template, an overload).
    pub(crate) fn by_first_occurrence(tree: &Tree, edits: &Edits) -> Items {
        Items::build(tree, edits, None)
    }

    fn build(tree: &Tree, edits: &Edits, declares: Option<&Declares>) -> Items {
        let mut nodes = Vec::new();
        collect_items(tree, edits, tree.root(), &mut nodes);
        // The item holding a node: items are subtrees, ids are preorder.
        let item_of = |node: NodeId| {
            let at = nodes.partition_point(|&item| item <= node);
            at.checked_sub(1).filter(|&i| tree.contains(nodes[i], node))
        };
        // Who declares each name and operator besides its first item, and
        // where: a declaration is not a use.
        let mut declarers: BTreeMap<&[u8], Vec<usize>> = BTreeMap::new();
        let mut operators: BTreeMap<&[u8], Vec<usize>> = BTreeMap::new();
        let mut declared: BTreeSet<NodeId> = BTreeSet::new();
        if let Some(declares) = declares {
            for (i, &item) in nodes.iter().enumerate() {
                for leaf in declared_leaves(tree, declares, item) {
                    let by = match tree.is_name_leaf(leaf) {
                        true => &mut declarers,
                        false => &mut operators,
                    };
                    by.entry(tree.text(leaf)).or_default().push(i);
                    declared.insert(leaf);
                }
            }
        }
        // (definer, user) pairs: every other occurrence of a name uses all
        // of its definers, and a later declaration the first.
        let mut uses: Vec<(usize, usize)> = Vec::new();
        let mut add_uses = |first: Option<usize>, definers: &[usize], leaves: &[NodeId]| {
            for &leaf in leaves {
                let Some(holder) = item_of(leaf) else {
                    continue;
                };
                if !declared.contains(&leaf) {
                    uses.extend(
                        definers
                            .iter()
                            .filter(|&&d| d != holder)
                            .map(|&d| (d, holder)),
                    );
                } else if let Some(first) = first.filter(|&f| f != holder) {
                    uses.push((first, holder));
                }
            }
        };
        let mut named = vec![false; nodes.len()];
        for (text, occurrences) in name_leaves(tree, edits) {
            for &leaf in &occurrences {
                if let Some(holder) = item_of(leaf) {
                    named[holder] = true;
                }
            }
            // Leaves are in preorder, which is file order: the first one
            // is where the name is defined.
            let Some(first) = item_of(occurrences[0]) else {
                continue;
            };
            let mut definers = declarers.get(text).cloned().unwrap_or_default();
            if !definers.contains(&first) {
                definers.push(first);
            }
            add_uses(Some(first), &definers, &occurrences[1..]);
        }
        if !operators.is_empty() {
            // An operator is used wherever its symbol is.
            let symbols = leaves_by_text(tree, edits, |n| operators.contains_key(tree.text(n)));
            for (symbol, definers) in &operators {
                let leaves = symbols.get(symbol).map_or(&[][..], |l| &l[..]);
                add_uses(None, definers, leaves);
            }
        }
        // A one-token item without names right after another (a `;` the
        // parser split from a declaration it could not read, such as
        // sdcc's `float sinf(float x) __reentrant;`) belongs to it: they
        // go together or not at all, as one unit.
        for i in 1..nodes.len() {
            if !named[i] && tree.weight(nodes[i]) == 1 {
                uses.push((i - 1, i));
                uses.push((i, i - 1));
            }
        }
        // An item without names (a `;` the parser split from the
        // declaration before it, a pragma) goes with the item before it,
        // and one that does not end as items do with the item after it.
        if let Some(declares) = declares {
            let ends_as_items_do = |item: NodeId| {
                if declares.item_ends.is_empty() {
                    return true;
                }
                let last = tree.subtree(item).rev().find(|&n| tree.is_text_leaf(n));
                last.is_none_or(|l| {
                    declares
                        .item_ends
                        .iter()
                        .any(|e| e.as_bytes() == tree.text(l))
                })
            };
            for (i, pair) in nodes.windows(2).enumerate() {
                if !named[i + 1] {
                    uses.push((i + 1, i));
                }
                if !ends_as_items_do(pair[0]) {
                    uses.push((i, i + 1));
                }
            }
        }
        uses.sort_unstable();
        uses.dedup();
        let mut users: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        for (definer, user) in uses {
            users[definer].push(user);
        }
        let units = units(&users);
        Items {
            nodes,
            users,
            units,
        }
    }

    /// The items that no other item uses.
    pub(crate) fn unused(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.nodes
            .iter()
            .zip(&self.users)
            .filter(|(_, users)| users.is_empty())
            .map(|(&item, _)| item)
    }

    /// The items' tokens, all together.
    pub(crate) fn tokens(&self, tree: &Tree) -> u64 {
        self.nodes.iter().map(|&n| tree.weight(n)).sum()
    }

    /// The item and every item that uses it, transitively: what must go
    /// with it for no use of its names to be left.
    pub(crate) fn with_users(&self, item: usize) -> Vec<usize> {
        let mut found = vec![item];
        let mut seen: BTreeSet<usize> = BTreeSet::from([item]);
        let mut at = 0;
        while at < found.len() {
            for &user in &self.users[found[at]] {
                if seen.insert(user) {
                    found.push(user);
                }
            }
            at += 1;
        }
        found.sort_unstable();
        found
    }

    /// The items nothing else uses, and then those used only by them, and
    /// so on, in layers (outermost first): every item that would be unused
    /// once the earlier layers are gone. A unit is dead as a whole, when
    /// nothing outside it uses it and none of its items is `needed`.
    pub(crate) fn dead(&self, needed: impl Fn(NodeId) -> bool) -> Vec<Vec<usize>> {
        let count = self.nodes.len();
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); count];
        for (i, &unit) in self.units.iter().enumerate() {
            members[unit].push(i);
        }
        let mut dead: Vec<bool> = vec![false; count];
        let mut layers = Vec::new();
        loop {
            let layer: Vec<usize> = (0..count)
                .filter(|&unit| !members[unit].is_empty() && !dead[unit])
                .filter(|&unit| {
                    members[unit].iter().all(|&i| {
                        !needed(self.nodes[i])
                            && self.users[i]
                                .iter()
                                .all(|&u| dead[u] || self.units[u] == unit)
                    })
                })
                .flat_map(|unit| members[unit].iter().copied())
                .collect();
            if layer.is_empty() {
                return layers;
            }
            for &i in &layer {
                dead[i] = true;
            }
            let mut layer = layer;
            layer.sort_unstable();
            layers.push(layer);
        }
    }

    /// `items` grouped by unit, each group in file order, the groups in
    /// the order of their first items.
    pub(crate) fn by_unit(&self, items: &[usize]) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut group_of: BTreeMap<usize, usize> = BTreeMap::new();
        for &i in items {
            let at = *group_of.entry(self.units[i]).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            groups[at].push(i);
        }
        groups
    }
}

/// The unit of each item (see [`Items::units`]): the strongly connected
/// components of the graph of uses (Kosaraju's two passes, without
/// recursion), each named by its smallest item.
fn units(users: &[Vec<usize>]) -> Vec<usize> {
    let count = users.len();
    // First pass: the items in the order their depth-first visits finish.
    let mut finished: Vec<usize> = Vec::with_capacity(count);
    let mut visited = vec![false; count];
    for start in 0..count {
        if visited[start] {
            continue;
        }
        visited[start] = true;
        let mut stack: Vec<(usize, usize)> = vec![(start, 0)];
        while let Some((item, next)) = stack.last_mut() {
            let item = *item;
            if let Some(&user) = users[item].get(*next) {
                *next += 1;
                if !visited[user] {
                    visited[user] = true;
                    stack.push((user, 0));
                }
            } else {
                finished.push(item);
                stack.pop();
            }
        }
    }
    // Second pass, on the reversed graph, latest finished first: each
    // visit reaches exactly one component.
    let mut used_by: Vec<Vec<usize>> = vec![Vec::new(); count];
    for (definer, its_users) in users.iter().enumerate() {
        for &user in its_users {
            used_by[user].push(definer);
        }
    }
    let mut unit = vec![usize::MAX; count];
    for &start in finished.iter().rev() {
        if unit[start] != usize::MAX {
            continue;
        }
        let mut component = vec![start];
        unit[start] = start;
        let mut at = 0;
        while at < component.len() {
            for &definer in &used_by[component[at]] {
                if unit[definer] == usize::MAX {
                    unit[definer] = start;
                    component.push(definer);
                }
            }
            at += 1;
        }
        let name = *component.iter().min().expect("a component has its start");
        for &i in &component {
            unit[i] = name;
        }
    }
    unit
}

/// The name leaves an item declares (`[declares]`): those reached from it
/// through the declaring fields and the children of `through` kinds, and
/// for an operator (`operator==`) the leaf of its symbol.
fn declared_leaves(tree: &Tree, declares: &Declares, item: NodeId) -> Vec<NodeId> {
    let mut found = Vec::new();
    if declares.last_name.contains(tree.kind(item)) {
        found.extend(tree.subtree(item).rev().find(|&n| tree.is_name_leaf(n)));
    }
    let mut stack = vec![item];
    while let Some(node) = stack.pop() {
        let kind = tree.kind(node);
        let through = declares.through.contains(kind);
        for &child in tree.children(node) {
            let leads_on = match tree.field(child) {
                Some(field) => {
                    declares.fields.contains(&field)
                        || declares.through_fields.contains(&(kind, field))
                }
                None => through && tree.is_named(child),
            };
            if !leads_on || declares.not_into.contains(tree.kind(child)) {
                continue;
            }
            if tree.is_name_leaf(child) {
                found.push(child);
            } else if declares.operator == Some(tree.kind(child)) {
                // `operator` and then the symbol's first leaf.
                found.extend(tree.children(child).get(1));
            } else {
                stack.push(child);
            }
        }
    }
    found
}

/// The items under `parent`, in file order: its removable children, those
/// that contain items replaced by theirs.
fn collect_items(tree: &Tree, edits: &Edits, parent: NodeId, items: &mut Vec<NodeId>) {
    let containers = &Declarations::of(tree.language()).item_containers;
    for child in tree.removable_children(parent, edits) {
        let body = containers
            .contains(tree.kind(child))
            .then(|| tree.bracketed_child(child))
            .flatten()
            .filter(|&body| tree.is_alive(body, edits));
        match body {
            Some(body) => collect_items(tree, edits, body, items),
            None => items.push(child),
        }
    }
}

#[cfg(test)]
mod tests {
    use whittle_tree::{Edits, Language, Tree};

    use super::Items;

    #[test]
    fn typedef_names_the_grammar_takes_for_keywords_are_names() {
        // tree-sitter-c parses `size_t` and `uint32_t` as it parses `int`.
        let source = "typedef unsigned long size_t;\n\
                      typedef unsigned int uint32_t;\n\
                      size_t length(const char *s);\n\
                      int main(void) { return length(\"a\"); }\n";
        let tree = Tree::parse(&Language::c(), source.as_bytes().to_vec()).unwrap();
        let items = Items::of(&tree, &Edits::new());
        assert_eq!(items.users, [vec![2], vec![], vec![3], vec![]]);
        // `int` and `char` name nothing: no item defines them.
        assert_eq!(items.dead(|_| false), [vec![1, 3], vec![2], vec![0]]);
    }

    fn cpp_items(source: &str) -> (Items, Items) {
        let tree = Tree::parse(
            &Language::by_name("cpp").unwrap(),
            source.as_bytes().to_vec(),
        )
        .unwrap();
        let edits = Edits::new();
        (
            Items::of(&tree, &edits),
            Items::by_first_occurrence(&tree, &edits),
        )
    }

    #[test]
    fn every_declaration_of_a_used_template_stays() {
        // The definition and the specialization come after the first
        // declaration, and declare `box` too.
        let (items, first) = cpp_items(
            "template <typename T> struct box;\n\
             template <typename T> struct box { T item; };\n\
             template <> struct box<char> { char item; };\n\
             int main() { box<char> b; return b.item; }\n",
        );
        // `item` first occurs in the definition.
        assert_eq!(items.users, [vec![1, 2, 3], vec![2, 3], vec![3], vec![]]);
        assert_eq!(
            items.dead(|n| n == items.nodes[3]),
            Vec::<Vec<usize>>::new()
        );
        // By first occurrences the specialization looks dead (`main`
        // keeps the definition through `item`).
        assert_eq!(first.dead(|n| n == first.nodes[3]), [vec![2]]);
    }

    #[test]
    fn overloads_and_operators_stay_while_used() {
        let (items, first) = cpp_items(
            "struct A {};\n\
             int f(int);\n\
             int f(A);\n\
             bool operator==(A, A);\n\
             bool unused(A);\n\
             int main() { A a; return f(a) + (a == a); }\n",
        );
        let main = items.nodes[5];
        assert_eq!(items.dead(|n| n == main), [vec![4]]);
        assert_eq!(first.dead(|n| n == main), [vec![2, 3, 4]]);
    }

    #[test]
    fn using_declarations_declare_and_split_items_stay_together() {
        // The parser cannot read `__typeof(…) __uselocale;` and splits it
        // in two items; the lone `;` is an item of its own.
        let (items, first) = cpp_items(
            "extern \"C\" int getenv_(const char *);\n\
             namespace n { using ::getenv_; }\n\
             extern \"C\" __typeof(uselocale) __uselocale;\n\
             int a;\n\
             ;\n\
             int main() { return n::getenv_(\"\") + __uselocale(0); }\n",
        );
        assert_eq!(items.nodes.len(), 7);
        let main = items.nodes[6];
        // The lone `;` and the declaration before it are one unit.
        assert_eq!(items.dead(|n| n == main), [vec![4, 5]]);
        assert_eq!(first.dead(|n| n == main), [vec![1, 2, 4, 5]]);
        assert_eq!(first.by_unit(&[1, 2, 4, 5]), [vec![1], vec![2], vec![4, 5]]);
    }

    #[test]
    fn units_are_the_cycles_of_uses() {
        // 0 → 1 → 2 → 0 is a cycle; 2 → 3 and 4 → 3 lead out of it.
        let users = [vec![1], vec![2], vec![0, 3], vec![], vec![3]];
        assert_eq!(super::units(&users), [0, 0, 0, 3, 4]);
        // No cycle: each item its own unit.
        assert_eq!(super::units(&[vec![1], vec![2], vec![]]), [0, 1, 2]);
    }

    #[test]
    fn a_declaration_the_parser_cannot_read_and_its_semicolon_are_one_unit() {
        // sdcc's headers: tree-sitter-c reads `float sinf(float x)
        // __reentrant` as an error and the `;` as an item of its own; sdcc
        // rejects a `;` alone at the top level, so neither goes without
        // the other.
        let source = "float sinf(float a) __reentrant;
                      float cosf(float b) __reentrant;
                      int used(int);
                      int main(void) { return used(1); }
";
        let tree = Tree::parse(&Language::c(), source.as_bytes().to_vec()).unwrap();
        let items = Items::of(&tree, &Edits::new());
        let texts: Vec<&[u8]> = items.nodes.iter().map(|&n| tree.text(n)).collect();
        assert_eq!(texts[1], b";");
        assert_eq!(texts[3], b";");
        let main = *items.nodes.last().unwrap();
        // `__reentrant` reads as a name, first occurring in `sinf`'s
        // declaration: `cosf`'s uses it.
        let dead = items.dead(|n| n == main);
        assert_eq!(dead, [vec![2, 3], vec![0, 1]]);
        assert_eq!(items.by_unit(&[0, 1, 2, 3]), [vec![0, 1], vec![2, 3]]);
    }
}
