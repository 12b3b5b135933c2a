//! Where names occur: the leaves of the language's name kinds, by text,
//! and the top-level items that hold them.

use std::collections::BTreeMap;

use whittle_tree::{Edits, NodeId, Tree};

/// The name leaves of a tree that are still alive under some edits, by
/// their text (in the order of the text, so iteration is deterministic).
pub(crate) fn name_leaves<'t>(tree: &'t Tree, edits: &Edits) -> BTreeMap<&'t [u8], Vec<NodeId>> {
    let mut by_text: BTreeMap<&[u8], Vec<NodeId>> = BTreeMap::new();
    for node in tree.nodes() {
        if tree.is_name_leaf(node)
            && !tree.range(node).is_empty()
            && edits.replacement(node).is_none()
            && tree.is_alive(node, edits)
        {
            by_text.entry(tree.text(node)).or_default().push(node);
        }
    }
    by_text
}

/// Which nodes hold the definition of a name used elsewhere: in a
/// language that declares before use, such a node can only go together
/// with the uses.
pub(crate) struct Definitions<'t> {
    tree: &'t Tree,
    /// The alive leaves of each name, in file order.
    leaves: BTreeMap<&'t [u8], Vec<NodeId>>,
}

impl<'t> Definitions<'t> {
    pub(crate) fn of(tree: &'t Tree, edits: &Edits) -> Definitions<'t> {
        Definitions {
            tree,
            leaves: name_leaves(tree, edits),
        }
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
                    .is_some_and(|all| all[0] == leaf && all.last().is_some_and(|&l| l >= end))
            })
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
}

impl Items {
    pub(crate) fn of(tree: &Tree, edits: &Edits) -> Items {
        let mut nodes = Vec::new();
        collect_items(tree, edits, tree.root(), &mut nodes);
        // The item holding a node: items are subtrees, ids are preorder.
        let item_of = |node: NodeId| {
            let at = nodes.partition_point(|&item| item <= node);
            at.checked_sub(1).filter(|&i| tree.contains(nodes[i], node))
        };
        let mut users: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        for occurrences in name_leaves(tree, edits).values() {
            // Leaves are in preorder, which is file order: the first one
            // is where the name is defined.
            let mut holders = occurrences.iter().map(|&n| item_of(n));
            let Some(Some(definer)) = holders.next() else {
                continue;
            };
            for holder in holders.flatten() {
                if holder != definer && !users[definer].contains(&holder) {
                    users[definer].push(holder);
                }
            }
        }
        Items { nodes, users }
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

    /// The items nothing else uses, and then those used only by them, and
    /// so on, in layers (outermost first): every item that would be unused
    /// once the earlier layers are gone. Items `needed` are never dead.
    pub(crate) fn dead(&self, needed: impl Fn(NodeId) -> bool) -> Vec<Vec<usize>> {
        let mut dead: Vec<bool> = self.nodes.iter().map(|_| false).collect();
        let mut layers = Vec::new();
        loop {
            let layer: Vec<usize> = (0..self.nodes.len())
                .filter(|&i| {
                    !dead[i] && !needed(self.nodes[i]) && self.users[i].iter().all(|&u| dead[u])
                })
                .collect();
            if layer.is_empty() {
                return layers;
            }
            for &i in &layer {
                dead[i] = true;
            }
            layers.push(layer);
        }
    }
}

/// The items under `parent`, in file order: its removable children, those
/// that contain items replaced by theirs.
fn collect_items(tree: &Tree, edits: &Edits, parent: NodeId, items: &mut Vec<NodeId>) {
    let language = tree.language();
    for child in tree.removable_children(parent, edits) {
        let body = language
            .contains_items(tree.kind(child))
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
}
