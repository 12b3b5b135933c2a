//! What edits do to a tree: which nodes stay, what a splice keeps, how
//! many tokens an edit saves, and the complete edit set for some edits.
//! The driver, the grammar checks and the benchmarks all ask here, so
//! they agree.

use crate::edits::{Edit, Edits, Part, Replacement};
use crate::tree::{NodeId, Tree, count_words};

/// The id ranges of the subtrees that replaced ancestors put in place.
type Through = std::rc::Rc<[std::ops::Range<NodeId>]>;

/// The nodes still in the file under some edits (see
/// [`Tree::alive_nodes`]).
#[derive(Debug)]
pub struct AliveNodes(fixedbitset::FixedBitSet);

impl AliveNodes {
    pub fn contains(&self, node: NodeId) -> bool {
        self.0.contains(node.index())
    }

    /// In preorder.
    pub fn iter(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.0.ones().map(|i| NodeId(i as u32))
    }
}

/// How many ancestors [`Tree::is_alive`] walks up before it looks at
/// the edited nodes above instead.
const ANCESTORS_WALKED: usize = 64;

impl Tree {
    /// What a splice of `node` puts in its place, before edits: its
    /// children from the first named, non-extra one to the last, with
    /// everything between them (separators, comments); in brackets, up to
    /// the closing one (a C++ `class S {};` keeps its `;`). Empty when it
    /// has no named child.
    pub fn splice_range(&self, node: NodeId) -> &[NodeId] {
        let children = self.children(node);
        let named = |&c: &NodeId| self.is_named(c) && !self.is_extra(c);
        let bracketed = self.bracket_pair(node).is_some();
        let inside = if bracketed {
            &children[1..children.len() - 1]
        } else {
            children
        };
        match (
            inside.iter().position(named),
            inside.iter().rposition(named),
        ) {
            (Some(first), Some(_)) if bracketed => &inside[first..],
            (Some(first), Some(last)) => &inside[first..=last],
            _ => &[],
        }
    }

    /// The children a splice of `node` keeps under `edits`: its
    /// [`splice_range`](Tree::splice_range) without removed children.
    pub fn spliced(&self, node: NodeId, edits: &Edits) -> impl Iterator<Item = NodeId> + '_ {
        let removed: Vec<bool> = self
            .splice_range(node)
            .iter()
            .map(|&c| edits.is_removed(c))
            .collect();
        self.splice_range(node)
            .iter()
            .zip(removed)
            .filter(|(_, removed)| !removed)
            .map(|(&c, _)| c)
    }

    /// Tokens a replacement puts in (ignoring edits inside a node it
    /// keeps).
    pub fn replacement_tokens(&self, replacement: &Replacement, edits: &Edits) -> u64 {
        match replacement {
            Replacement::Node(d) => self.weight(*d),
            Replacement::Splice(d) => self.spliced(*d, edits).map(|c| self.weight(c)).sum(),
            Replacement::Text { text, .. } => u64::from(count_words(text.as_bytes()).max(1)),
            Replacement::Parts { parts, .. } => parts
                .iter()
                .map(|part| match part {
                    Part::Node(n) => self.weight(*n),
                    Part::Text(text) => u64::from(count_words(text.as_bytes())),
                })
                .sum(),
        }
    }

    /// Tokens an edit saves: the weight the delta-debugging core sees.
    pub fn gain(&self, edit: &Edit, edits: &Edits) -> u64 {
        match edit {
            Edit::Remove(n) => self.weight(*n),
            Edit::Replace(n, r) => self
                .weight(*n)
                .saturating_sub(self.replacement_tokens(r, edits)),
        }
    }

    /// Tokens of the file under `edits`, from the weights (exact unless
    /// edits nest).
    pub fn estimated_tokens(&self, edits: &Edits) -> u64 {
        let mut tokens = self.weight(self.root());
        // A removed node counts unless an edited ancestor covers it. The
        // edited nodes in preorder, with the furthest end of their
        // subtrees so far: a node before that end lies in an edited
        // node's subtree (ids are in preorder), so one walk over the
        // edits decides, not one walk up the tree per removed node
        // (edits x depth, per candidate, in a deeply nested file).
        let mut replaced = edits.replaced().map(|(n, _)| n).peekable();
        let mut covered_until: Option<NodeId> = None;
        for n in edits.removed() {
            while let Some(r) = replaced.next_if(|&r| r < n) {
                covered_until = covered_until.max(Some(self.subtree_end(r)));
            }
            if covered_until.is_none_or(|end| n >= end) {
                tokens = tokens.saturating_sub(self.weight(n));
            }
            covered_until = covered_until.max(Some(self.subtree_end(n)));
        }
        for (n, r) in edits.replaced() {
            tokens = tokens.saturating_sub(
                self.weight(n)
                    .saturating_sub(self.replacement_tokens(r, edits)),
            );
        }
        tokens
    }

    /// Whether nothing in `node`'s subtree is removed or replaced under
    /// `edits`, `node` itself alive: then every node of the subtree is
    /// alive (what a replacement above keeps is whole subtrees), and its
    /// source text is the file's. One look at the edited nodes in the
    /// subtree's id range, not one per node.
    pub fn is_unedited_subtree(&self, node: NodeId, edits: &Edits) -> bool {
        let (mut removed, mut replaced) = edits.edited_in(node..self.subtree_end(node));
        self.is_alive(node, edits) && removed.next().is_none() && replaced.next().is_none()
    }

    /// The proper ancestors of a node, nearest first.
    pub fn ancestors(&self, node: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.parent(node), |&n| self.parent(n))
    }

    /// Whether a node is still in the file under `edits`: nothing above it
    /// is removed, and any replaced ancestor was replaced by a part
    /// holding it.
    pub fn is_alive(&self, node: NodeId, edits: &Edits) -> bool {
        if edits.is_removed(node) {
            return false;
        }
        // Ancestors come before a node in preorder: none before the least
        // edited node is edited, so the walk stops there (at once without
        // edits), rather than going up to the root from every node of a
        // deeply nested file.
        let Some(least) = edits.least_edited() else {
            return true;
        };
        let kills = |a: NodeId| {
            edits.is_removed(a)
                || edits
                    .replacement(a)
                    .is_some_and(|r| !self.kept_ranges(r).any(|kept| kept.contains(&node)))
        };
        for (steps, a) in self.ancestors(node).take_while(|&a| a >= least).enumerate() {
            if kills(a) {
                return false;
            }
            // Far below the least edited node (a deep chain under an
            // edit near the root): the edited nodes between it and here
            // are fewer to look at than the ancestors left (depth times
            // nodes, asked of every node).
            if steps == ANCESTORS_WALKED {
                let (removed, replaced) = edits.edited_in(least..a);
                return !removed
                    .chain(replaced.map(|(e, _)| e))
                    .any(|e| node < self.subtree_end(e) && kills(e));
            }
        }
        true
    }

    /// The id ranges of the subtrees a replacement puts in place: what
    /// stays alive below the node it replaces.
    fn kept_ranges<'a>(
        &'a self,
        replacement: &'a Replacement,
    ) -> impl Iterator<Item = std::ops::Range<NodeId>> + 'a {
        let (whole, parts): (Option<std::ops::Range<NodeId>>, &[Part]) = match replacement {
            Replacement::Node(d) => (Some(*d..self.subtree_end(*d)), &[]),
            Replacement::Splice(d) => (Some(NodeId(d.0 + 1)..self.subtree_end(*d)), &[]),
            Replacement::Text { .. } => (None, &[]),
            Replacement::Parts { parts, .. } => (None, parts),
        };
        whole
            .into_iter()
            .chain(parts.iter().filter_map(|p| match p {
                Part::Node(d) => Some(*d..self.subtree_end(*d)),
                Part::Text(_) => None,
            }))
    }

    /// Every node [`Tree::is_alive`] says is alive under `edits`, found in
    /// one walk from the root rather than by each node's ancestors: a
    /// removed node's subtree is not entered, and below a replaced node
    /// only the parts of the tree its replacement puts in place are.
    pub fn alive_nodes(&self, edits: &Edits) -> AliveNodes {
        let mut alive = fixedbitset::FixedBitSet::with_capacity(self.len());
        // Nodes to visit, each with the id ranges its replaced ancestors
        // let through (`None`: no replaced ancestor).
        let mut todo: Vec<(NodeId, Option<Through>)> = vec![(self.root(), None)];
        while let Some((node, allowed)) = todo.pop() {
            let through = |n: NodeId| {
                allowed
                    .as_ref()
                    .is_none_or(|ranges| ranges.iter().any(|r| r.contains(&n)))
            };
            if edits.is_removed(node) {
                continue;
            }
            if through(node) {
                alive.insert(node.index());
            }
            let own: Option<Vec<std::ops::Range<NodeId>>> = edits
                .replacement(node)
                .map(|r| self.kept_ranges(r).collect());
            let below = match (own, &allowed) {
                (None, _) => allowed.clone(),
                (Some(own), None) => Some(own.into()),
                (Some(own), Some(outer)) => Some(
                    own.iter()
                        .flat_map(|a| {
                            outer.iter().filter_map(move |b| {
                                let range = a.start.max(b.start)..a.end.min(b.end);
                                (range.start < range.end).then_some(range)
                            })
                        })
                        .collect(),
                ),
            };
            for &child in self.children(node).iter().rev() {
                let reaches = below.as_ref().is_none_or(|ranges| {
                    ranges
                        .iter()
                        .any(|r| r.start < self.subtree_end(child) && child < r.end)
                });
                if reaches {
                    todo.push((child, below.clone()));
                }
            }
        }
        AliveNodes(alive)
    }

    /// The nodes standing where `node` stood under `edits`: itself, or the
    /// named nodes of what replaced it.
    pub fn representatives(&self, node: NodeId, edits: &Edits) -> Vec<NodeId> {
        match edits.replacement(node) {
            None => vec![node],
            Some(Replacement::Node(d)) => vec![*d],
            Some(Replacement::Splice(d)) => self
                .spliced(*d, edits)
                .filter(|&c| self.is_named(c) && !self.is_extra(c))
                .collect(),
            Some(Replacement::Text { .. }) => Vec::new(),
            Some(Replacement::Parts { parts, .. }) => parts
                .iter()
                .filter_map(|p| match p {
                    Part::Node(n) => Some(*n),
                    Part::Text(_) => None,
                })
                .collect(),
        }
    }

    /// `base` plus `new`, completed so that every parent of an edited node
    /// keeps its rule (the separators that go with removed children);
    /// `None` if one cannot.
    pub fn apply(&self, base: &Edits, new: &[Edit]) -> Option<Edits> {
        let mut edits = base.clone();
        for edit in new {
            edits.apply(edit);
        }
        self.completed(&edits, new.iter().filter_map(|e| self.parent(e.node())))
    }
}
