//! The syntax tree: an arena of nodes in preorder.

use std::ops::Range;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::{ParseError, QueryError};
use crate::kinds::KindId;
use crate::language::Language;
use crate::nfa::Nfa;
use crate::reading::{ParseLimits, Reading, read, syntax_errors};

/// A node of a [`Tree`]. Ids follow preorder: a node's subtree is the id
/// range from itself to [`Tree::subtree_end`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub(crate) u32);

impl NodeId {
    /// The node's index in preorder.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

const NO_PARENT: u32 = u32::MAX;

#[derive(Clone, Debug)]
struct Node {
    kind: KindId,
    start: u32,
    end: u32,
    parent: u32,
    first_child: u32,
    child_count: u32,
    subtree_end: u32,
    depth: u32,
    weight: u32,
    flags: u8,
    /// The field of its parent's rule it fills (tree-sitter's field id;
    /// 0 for none).
    field: u16,
}

const NAMED: u8 = 1;
const EXTRA: u8 = 2;
const ERROR: u8 = 4;
const MISSING: u8 = 8;

/// A parsed file: its bytes and its syntax tree.
///
/// The tree never changes: edits are kept apart (see [`crate::Edits`]) and
/// applied when rendering, so a candidate costs only its edit set.
#[derive(Clone, Debug)]
pub struct Tree {
    language: Arc<Language>,
    source: Vec<u8>,
    nodes: Vec<Node>,
    children: Vec<NodeId>,
    errors: usize,
    /// Per node, whether its rule accepts its children as they are, once
    /// asked (see [`crate::syntax`]).
    pub(crate) rule_holds: LazyBits,
    /// Per node, whether its children leave its rule's automaton where
    /// it started, in an accepting state, after each one: a repetition,
    /// of which any children may go.
    pub(crate) rule_repeats: LazyBits,
}

/// Bits computed on first use, each once, from any thread (the tree is
/// shared between threads and never changes).
#[derive(Debug)]
pub(crate) struct LazyBits {
    known: Box<[AtomicU64]>,
    value: Box<[AtomicU64]>,
}

impl LazyBits {
    fn new(len: usize) -> LazyBits {
        let words = || (0..len.div_ceil(64)).map(|_| AtomicU64::new(0)).collect();
        LazyBits {
            known: words(),
            value: words(),
        }
    }

    /// Bit `i`, computed by `compute` the first time (two threads asking
    /// at once may both compute it: it is the same bit).
    pub(crate) fn get_or(&self, i: usize, compute: impl FnOnce() -> bool) -> bool {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        if self.known[word].load(Ordering::Acquire) & bit != 0 {
            return self.value[word].load(Ordering::Relaxed) & bit != 0;
        }
        let value = compute();
        if value {
            self.value[word].fetch_or(bit, Ordering::Relaxed);
        }
        self.known[word].fetch_or(bit, Ordering::Release);
        value
    }
}

impl Clone for LazyBits {
    fn clone(&self) -> LazyBits {
        let copy = |words: &[AtomicU64]| {
            words
                .iter()
                .map(|w| AtomicU64::new(w.load(Ordering::Relaxed)))
                .collect()
        };
        LazyBits {
            known: copy(&self.known),
            value: copy(&self.value),
        }
    }
}

impl Tree {
    /// Parses `source` (any bytes; syntax errors become ERROR nodes).
    pub fn parse(language: &Arc<Language>, source: Vec<u8>) -> Result<Tree, ParseError> {
        Tree::parse_within(language, source, ParseLimits::NONE)
    }

    /// [`Tree::parse`], ended early when `limits` say: when their flag is
    /// set ([`ParseError::Stopped`]) or past their deadline
    /// ([`ParseError::OutOfTime`]). A parse that is not ended early gives
    /// the same tree as [`Tree::parse`].
    pub fn parse_within(
        language: &Arc<Language>,
        source: Vec<u8>,
        limits: ParseLimits<'_>,
    ) -> Result<Tree, ParseError> {
        if language.parser_language.is_none() {
            if u32::try_from(source.len()).is_err() {
                return Err(ParseError::TooLarge);
            }
            return Ok(Tree::from_text(language, source));
        }
        let reading = read(language, &source, limits)?;
        Ok(Tree::build(language, source, &reading))
    }

    /// The [`error_count`](Tree::error_count) `source` would have, without
    /// building its tree: a cheaper check of a candidate.
    pub fn count_errors(language: &Arc<Language>, source: &[u8]) -> Result<usize, ParseError> {
        if language.parser_language.is_none() {
            return Ok(0); // plain text has no syntax errors
        }
        Ok(syntax_errors(
            &read(language, source, ParseLimits::NONE)?.tree,
        ))
    }

    /// Plain text, as the lexer outlines it.
    fn from_text(language: &Arc<Language>, source: Vec<u8>) -> Tree {
        let nodes = (language.outline)(&source)
            .into_iter()
            .map(|piece| Node {
                kind: language
                    .kinds
                    .lookup(piece.kind, piece.named)
                    .unwrap_or_else(|| language.kinds.error()),
                start: piece.start,
                end: piece.end,
                parent: piece.parent.unwrap_or(NO_PARENT),
                first_child: 0,
                child_count: 0,
                subtree_end: 0,
                depth: piece.depth,
                weight: 0,
                flags: if piece.named { NAMED } else { 0 },
                field: 0,
            })
            .collect();
        Tree::finish(language, source, nodes, 0)
    }

    /// The arena of a reading of `source`, each node's range mapped onto
    /// the file's bytes.
    fn build(language: &Arc<Language>, source: Vec<u8>, reading: &Reading) -> Tree {
        let mut nodes: Vec<Node> = Vec::new();
        let mut cursor = reading.tree.walk();
        let mut parents: Vec<u32> = Vec::new();
        let mut errors = 0;
        loop {
            let node = cursor.node();
            let mut flags = 0;
            if node.is_named() {
                flags |= NAMED;
            }
            if node.is_extra() {
                flags |= EXTRA;
            }
            if node.is_error() {
                flags |= ERROR;
                errors += 1;
            }
            if node.is_missing() {
                flags |= MISSING;
                errors += 1;
            }
            let id = nodes.len() as u32;
            let kind = if node.is_error() {
                language.kinds.error()
            } else {
                language.kinds.of_symbol(node.kind_id())
            };
            nodes.push(Node {
                kind,
                start: reading.to_file(node.start_byte()) as u32,
                end: reading.to_file(node.end_byte()) as u32,
                parent: parents.last().copied().unwrap_or(NO_PARENT),
                first_child: 0,
                child_count: 0,
                subtree_end: id + 1,
                depth: parents.len() as u32,
                weight: 0,
                flags,
                field: cursor.field_id().map_or(0, |f| f.get()),
            });
            if cursor.goto_first_child() {
                parents.push(id);
                continue;
            }
            // Climb until a next sibling exists.
            loop {
                if cursor.goto_next_sibling() {
                    break;
                }
                if !cursor.goto_parent() {
                    // The root covers the whole file, blanks around it too.
                    nodes[0].start = 0;
                    nodes[0].end = source.len() as u32;
                    let nodes = regroup_errors(language, &source, nodes);
                    return Tree::finish(language, source, nodes, errors);
                }
                parents.pop();
            }
        }
    }

    fn finish(
        language: &Arc<Language>,
        source: Vec<u8>,
        mut nodes: Vec<Node>,
        errors: usize,
    ) -> Tree {
        // Children lists: nodes in preorder join their parent's list in order.
        for i in 0..nodes.len() {
            let parent = nodes[i].parent;
            if parent != NO_PARENT {
                nodes[parent as usize].child_count += 1;
            }
        }
        let mut next = 0;
        for node in &mut nodes {
            node.first_child = next;
            next += node.child_count;
        }
        let mut filled = vec![0u32; nodes.len()];
        let mut children = vec![NodeId(0); next as usize];
        for i in 0..nodes.len() {
            let parent = nodes[i].parent;
            if parent != NO_PARENT {
                let p = parent as usize;
                children[(nodes[p].first_child + filled[p]) as usize] = NodeId(i as u32);
                filled[p] += 1;
            }
        }
        let (rule_holds, rule_repeats) = (LazyBits::new(nodes.len()), LazyBits::new(nodes.len()));
        let mut tree = Tree {
            language: language.clone(),
            source,
            nodes,
            children,
            errors,
            rule_holds,
            rule_repeats,
        };
        // Subtree ends and weights, children before parents.
        for i in (0..tree.nodes.len()).rev() {
            let id = NodeId(i as u32);
            let kids = tree.children(id);
            let (subtree_end, weight) = if kids.is_empty() {
                (i as u32 + 1, tree.leaf_weight(id))
            } else {
                let last = kids[kids.len() - 1];
                let sum: u32 = kids.iter().map(|&c| tree.nodes[c.index()].weight).sum();
                let gaps: u32 = tree.gaps(id).map(|r| count_words(&tree.source[r])).sum();
                (tree.nodes[last.index()].subtree_end, sum + gaps)
            };
            tree.nodes[i].subtree_end = subtree_end;
            tree.nodes[i].weight = weight;
        }
        tree
    }

    /// Tokens of a leaf: the words of text kinds, else one (none if empty).
    fn leaf_weight(&self, id: NodeId) -> u32 {
        let node = &self.nodes[id.index()];
        if node.start == node.end {
            0
        } else if self.language.counts_words(node.kind) {
            count_words(self.text(id))
        } else {
            1
        }
    }

    /// The text inside a node not covered by its children.
    pub(crate) fn gaps(&self, id: NodeId) -> impl Iterator<Item = Range<usize>> + '_ {
        let node = &self.nodes[id.index()];
        let mut position = node.start as usize;
        let mut ends = self.children(id).iter().map(|&c| {
            let child = &self.nodes[c.index()];
            (child.start as usize, child.end as usize)
        });
        let end = node.end as usize;
        let mut done = false;
        std::iter::from_fn(move || {
            loop {
                if done {
                    return None;
                }
                let (from, to) = match ends.next() {
                    Some((start, child_end)) => {
                        let gap = position..start.max(position);
                        position = child_end.max(position);
                        (gap.start, gap.end)
                    }
                    None => {
                        done = true;
                        (position, end.max(position))
                    }
                };
                if from < to {
                    return Some(from..to);
                }
            }
        })
    }

    /// The language it was parsed with.
    pub fn language(&self) -> &Arc<Language> {
        &self.language
    }

    /// The whole file.
    pub fn source(&self) -> &[u8] {
        &self.source
    }

    /// The root node.
    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// How many nodes there are.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree has no node (never: even an empty file has a root).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Every node, in preorder.
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> {
        (0..self.nodes.len() as u32).map(NodeId)
    }

    /// The field of its parent's rule the node fills (`condition`,
    /// `body`...), if any.
    pub fn field(&self, id: NodeId) -> Option<&'static str> {
        let field = self.nodes[id.index()].field;
        (field != 0)
            .then(|| {
                self.language
                    .parser_language
                    .as_ref()?
                    .field_name_for_id(field)
            })
            .flatten()
    }

    /// The first child of `id` that fills the named field.
    pub fn field_child(&self, id: NodeId, field: &str) -> Option<NodeId> {
        let wanted = self
            .language
            .parser_language
            .as_ref()?
            .field_id_for_name(field)?;
        self.children(id)
            .iter()
            .copied()
            .find(|&c| self.nodes[c.index()].field == wanted.get())
    }

    /// A node and its descendants, in preorder.
    pub fn subtree(&self, id: NodeId) -> impl DoubleEndedIterator<Item = NodeId> {
        (id.0..self.nodes[id.index()].subtree_end).map(NodeId)
    }

    /// ERROR and MISSING nodes: places where the parser had to recover.
    pub fn error_count(&self) -> usize {
        self.errors
    }

    /// Bytes inside ERROR nodes: how much of the file the parser could
    /// not fit into the grammar.
    pub fn error_bytes(&self) -> usize {
        let mut covered = 0;
        let mut next = 0;
        while next < self.nodes.len() {
            let id = NodeId(next as u32);
            if self.is_error(id) {
                covered += self.range(id).len();
                next = self.subtree_end(id).index();
            } else {
                next += 1;
            }
        }
        covered
    }

    /// The node's kind.
    pub fn kind(&self, id: NodeId) -> KindId {
        self.nodes[id.index()].kind
    }

    /// The node's kind, by name.
    pub fn kind_name(&self, id: NodeId) -> &'static str {
        self.language.kind_name(self.kind(id))
    }

    /// Its byte range in the source.
    pub fn range(&self, id: NodeId) -> Range<usize> {
        let node = &self.nodes[id.index()];
        node.start as usize..node.end as usize
    }

    /// Its text.
    pub fn text(&self, id: NodeId) -> &[u8] {
        &self.source[self.range(id)]
    }

    /// Its parent, unless it is the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        let parent = self.nodes[id.index()].parent;
        (parent != NO_PARENT).then_some(NodeId(parent))
    }

    /// Its children, in order.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        let node = &self.nodes[id.index()];
        let first = node.first_child as usize;
        &self.children[first..first + node.child_count as usize]
    }

    /// Its named children that are not extras (comments), in order.
    pub fn named_children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.children(id)
            .iter()
            .copied()
            .filter(|&c| self.is_named(c) && !self.is_extra(c))
    }

    /// Its first and last children, if they are one of the language's
    /// bracket pairs (`brackets` in `grammars/*.toml`).
    pub fn bracket_pair(&self, id: NodeId) -> Option<(NodeId, NodeId)> {
        let children = self.children(id);
        let (&open, &close) = (children.first()?, children.last()?);
        let kinds = (self.kind(open), self.kind(close));
        (open != close && self.language().bracket_pairs().contains(&kinds)).then_some((open, close))
    }

    /// The source text of `outer` before and after `inner`, a node inside
    /// it: `(*` and `)(int)` for `f` in `(*f)(int)`.
    pub fn text_around(&self, outer: NodeId, inner: NodeId) -> (&[u8], &[u8]) {
        let (outer, inner) = (self.range(outer), self.range(inner));
        (
            &self.source[outer.start..inner.start],
            &self.source[inner.end..outer.end],
        )
    }

    /// The first child of `id` that is bracketed (a body in braces).
    pub fn bracketed_child(&self, id: NodeId) -> Option<NodeId> {
        self.children(id)
            .iter()
            .copied()
            .find(|&c| self.bracket_pair(c).is_some())
    }

    /// Whether `id` is a leaf that names something (see
    /// [`Language::is_name_text`]).
    pub fn is_name_leaf(&self, id: NodeId) -> bool {
        self.children(id).is_empty() && self.language().is_name_text(self.kind(id), self.text(id))
    }

    /// Whether `id` is a leaf with text: a token of the file (not a
    /// MISSING node the parser put in).
    pub fn is_text_leaf(&self, id: NodeId) -> bool {
        self.children(id).is_empty() && !self.range(id).is_empty()
    }

    /// The child of the same parent right after `id`.
    pub fn next_sibling(&self, id: NodeId) -> Option<NodeId> {
        let siblings = self.children(self.parent(id)?);
        let at = siblings.iter().position(|&s| s == id)?;
        siblings.get(at + 1).copied()
    }

    /// One past the last node of its subtree (ids are in preorder).
    pub fn subtree_end(&self, id: NodeId) -> NodeId {
        NodeId(self.nodes[id.index()].subtree_end)
    }

    /// Whether `descendant` lies in the subtree of `ancestor` (or is it).
    pub fn contains(&self, ancestor: NodeId, descendant: NodeId) -> bool {
        ancestor <= descendant && descendant < self.subtree_end(ancestor)
    }

    /// Distance from the root.
    pub fn depth(&self, id: NodeId) -> usize {
        self.nodes[id.index()].depth as usize
    }

    /// Tokens under the node (see the crate docs for what a token is).
    pub fn weight(&self, id: NodeId) -> u64 {
        u64::from(self.nodes[id.index()].weight)
    }

    /// A named node, not an anonymous token.
    pub fn is_named(&self, id: NodeId) -> bool {
        self.nodes[id.index()].flags & NAMED != 0
    }

    /// A node that may appear anywhere, like a comment.
    pub fn is_extra(&self, id: NodeId) -> bool {
        self.nodes[id.index()].flags & EXTRA != 0
    }

    /// An ERROR node: text the parser could not fit into the grammar.
    pub fn is_error(&self, id: NodeId) -> bool {
        self.nodes[id.index()].flags & ERROR != 0
    }

    /// A zero-width token the parser invented to recover.
    pub fn is_missing(&self, id: NodeId) -> bool {
        self.nodes[id.index()].flags & MISSING != 0
    }

    pub(crate) fn rule(&self, id: NodeId) -> Option<&Arc<Nfa>> {
        self.language.automaton(self.kind(id))
    }
}

impl Tree {
    /// The matches of a tree-sitter query (`tags.scm`, `locals.scm`) in
    /// this tree: for each, the nodes it captures with their capture
    /// names. The source is read again (as [`Tree::parse`] reads it) and
    /// each captured node found by its range and kind; one not in this
    /// tree (inside a regrouped ERROR region) is left out. Plain text has
    /// no matches.
    pub fn query_matches(&self, query: &str) -> Result<Vec<Vec<(String, NodeId)>>, QueryError> {
        let Some(parser_language) = &self.language().parser_language else {
            return Ok(Vec::new());
        };
        let query = tree_sitter::Query::new(parser_language, query)
            .map_err(|e| QueryError(e.to_string()))?;
        let reading = read(self.language(), self.source(), ParseLimits::NONE)
            .map_err(|e| QueryError(e.to_string()))?;
        let mut by_range: std::collections::HashMap<(usize, usize, KindId), NodeId> =
            std::collections::HashMap::new();
        for node in self.nodes() {
            let range = self.range(node);
            // The outermost of nodes that share a range and a kind.
            by_range
                .entry((range.start, range.end, self.kind(node)))
                .or_insert(node);
        }
        let names = query.capture_names();
        let mut found = Vec::new();
        let mut cursor = tree_sitter::QueryCursor::new();
        let mut matches = cursor.matches(
            &query,
            reading.tree.root_node(),
            reading.text(self.source()),
        );
        while let Some(m) = tree_sitter::StreamingIterator::next(&mut matches) {
            let captures = m
                .captures
                .iter()
                .filter_map(|capture| {
                    let node = capture.node;
                    let kind = self.language().kinds.of_symbol(node.kind_id());
                    let range = (
                        reading.to_file(node.start_byte()),
                        reading.to_file(node.end_byte()),
                    );
                    let id = by_range.get(&(range.0, range.1, kind))?;
                    Some((names[capture.index as usize].to_owned(), *id))
                })
                .collect();
            found.push(captures);
        }
        Ok(found)
    }
}

/// A child of a regrouped ERROR node: a node of the parse, a group of
/// children between two brackets, or a word of text that no node of the
/// parse covers (a leaf of its own, so that it can go too).
enum Item {
    Node(u32),
    Group(Vec<Item>),
    Word(u32, u32),
}

/// A group being filled: its rule, its name, what it holds so far.
struct Frame<'s> {
    rule: usize,
    name: Option<&'s [u8]>,
    items: Vec<Item>,
}

/// What `regroup_errors` does next: copy a node of the parse (and its
/// subtree), or make a group node or a word leaf.
enum Task {
    Node(u32),
    Group(Vec<Item>),
    Word(u32, u32),
}

/// Nests the flat contents of every ERROR node by the language's
/// `error_groups` (see `grammars/*.toml`), and makes each word of text
/// inside them that no node covers a leaf. `nodes` is in preorder with
/// parent links; so is the result, where each group and each word is an
/// ERROR node of its own. ERROR nodes directly inside ERROR nodes are
/// flattened first: all of them are free lists, so the grouping changes
/// only what is tried first, never what can be reached.
fn regroup_errors(language: &Language, source: &[u8], nodes: Vec<Node>) -> Vec<Node> {
    if !nodes.iter().any(|n| n.flags & ERROR != 0) {
        return nodes;
    }
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); nodes.len()];
    for (i, node) in nodes.iter().enumerate() {
        if node.parent != NO_PARENT {
            children[node.parent as usize].push(i as u32);
        }
    }
    // A group or word node of our own, numbered `id`; links and weights
    // are filled in later, as for the parse's nodes.
    let made_error = |start, end, parent, id: u32, depth| Node {
        kind: language.kinds.error(),
        start,
        end,
        parent,
        first_child: 0,
        child_count: 0,
        subtree_end: id + 1,
        depth,
        weight: 0,
        flags: NAMED | ERROR,
        field: 0,
    };
    let push_items = |stack: &mut Vec<(Task, u32, u32)>, items: Vec<Item>, parent: u32, depth| {
        for item in items.into_iter().rev() {
            let task = match item {
                Item::Node(n) => Task::Node(n),
                Item::Group(items) => Task::Group(items),
                Item::Word(start, end) => Task::Word(start, end),
            };
            stack.push((task, parent, depth));
        }
    };
    let mut out: Vec<Node> = Vec::with_capacity(nodes.len());
    // (task, its new parent, its depth), run from the end: preorder.
    let mut stack: Vec<(Task, u32, u32)> = vec![(Task::Node(0), NO_PARENT, 0)];
    while let Some((task, parent, depth)) = stack.pop() {
        let id = out.len() as u32;
        match task {
            Task::Node(n) => {
                let node = &nodes[n as usize];
                out.push(Node {
                    parent,
                    depth,
                    ..node.clone()
                });
                if node.flags & ERROR != 0 {
                    let flat = flatten(&nodes, &children, n);
                    let items = group(language, source, &nodes, &children, &flat);
                    let items = with_words(items, node.start, node.end, &nodes, source);
                    push_items(&mut stack, items, id, depth + 1);
                } else {
                    for &c in children[n as usize].iter().rev() {
                        stack.push((Task::Node(c), id, depth + 1));
                    }
                }
            }
            Task::Group(items) => {
                let (start, end) = (item_start(&items, &nodes), item_end(&items, &nodes));
                out.push(made_error(start, end, parent, id, depth));
                let items = with_words(items, start, end, &nodes, source);
                push_items(&mut stack, items, id, depth + 1);
            }
            Task::Word(start, end) => out.push(made_error(start, end, parent, id, depth)),
        }
    }
    out
}

/// The children of ERROR node `n`, with ERROR children replaced by theirs.
fn flatten(nodes: &[Node], children: &[Vec<u32>], n: u32) -> Vec<u32> {
    let mut flat = Vec::new();
    let mut stack: Vec<u32> = children[n as usize].iter().rev().copied().collect();
    while let Some(c) = stack.pop() {
        if nodes[c as usize].flags & ERROR != 0 {
            stack.extend(children[c as usize].iter().rev().copied());
        } else {
            flat.push(c);
        }
    }
    flat
}

/// Nests a flat run of nodes by brackets: an opener and everything up to
/// its closer become a group. A closer without an opener, and an opener
/// never closed, stay where they are, as plain items.
fn group(
    language: &Language,
    source: &[u8],
    nodes: &[Node],
    children: &[Vec<u32>],
    flat: &[u32],
) -> Vec<Item> {
    let rules = &language.error_groups;
    let text = |n: u32| &source[nodes[n as usize].start as usize..nodes[n as usize].end as usize];
    // The opener's name: the text of its child of the name kind.
    let opener_name = |n: u32, kind| {
        children[n as usize]
            .iter()
            .find(|&&c| nodes[c as usize].kind == kind)
            .map(|&c| text(c))
    };
    let mut frames = vec![Frame {
        rule: usize::MAX,
        name: None,
        items: Vec::new(),
    }];
    // An opener never closed: its frame's items join the frame below.
    let splice = |frames: &mut Vec<Frame<'_>>| {
        if let Some(frame) = frames.pop()
            && let Some(below) = frames.last_mut()
        {
            below.items.extend(frame.items);
        }
    };
    let mut i = 0;
    'items: while i < flat.len() {
        for (r, rule) in rules.iter().enumerate() {
            let Some(run) = flat.get(i..i + rule.close.len()) else {
                continue;
            };
            let closes = run
                .iter()
                .zip(&rule.close)
                .all(|(&n, &kind)| nodes[n as usize].kind == kind);
            if !closes {
                continue;
            }
            let name = rule.name.and_then(|kind| {
                run.iter()
                    .find(|&&n| nodes[n as usize].kind == kind)
                    .map(|&n| text(n))
            });
            let Some(open) = frames.iter().rposition(|f| f.rule == r && f.name == name) else {
                continue;
            };
            while frames.len() > open + 1 {
                splice(&mut frames);
            }
            if let Some(mut frame) = frames.pop() {
                frame.items.extend(run.iter().map(|&n| Item::Node(n)));
                if let Some(below) = frames.last_mut() {
                    below.items.push(Item::Group(frame.items));
                }
            }
            i += run.len();
            continue 'items;
        }
        let n = flat[i];
        match rules
            .iter()
            .position(|rule| nodes[n as usize].kind == rule.open)
        {
            Some(r) => frames.push(Frame {
                rule: r,
                name: rules[r].name.and_then(|kind| opener_name(n, kind)),
                items: vec![Item::Node(n)],
            }),
            None => {
                if let Some(frame) = frames.last_mut() {
                    frame.items.push(Item::Node(n));
                }
            }
        }
        i += 1;
    }
    while frames.len() > 1 {
        splice(&mut frames);
    }
    frames.pop().map(|f| f.items).unwrap_or_default()
}

/// Where the first of some items starts.
fn item_start(items: &[Item], nodes: &[Node]) -> u32 {
    match items.first() {
        Some(Item::Node(n)) => nodes[*n as usize].start,
        Some(Item::Group(inner)) => item_start(inner, nodes),
        Some(Item::Word(start, _)) => *start,
        None => 0,
    }
}

/// Where the last of some items ends.
fn item_end(items: &[Item], nodes: &[Node]) -> u32 {
    match items.last() {
        Some(Item::Node(n)) => nodes[*n as usize].end,
        Some(Item::Group(inner)) => item_end(inner, nodes),
        Some(Item::Word(_, end)) => *end,
        None => 0,
    }
}

/// `items` (in order, within `start..end`) with a word item for each
/// whitespace-separated word of the text that none of them covers.
fn with_words(items: Vec<Item>, start: u32, end: u32, nodes: &[Node], source: &[u8]) -> Vec<Item> {
    let mut out = Vec::with_capacity(items.len());
    let mut at = start;
    let words = |out: &mut Vec<Item>, from: u32, to: u32| {
        let mut word: Option<u32> = None;
        for i in from..to {
            match (source[i as usize].is_ascii_whitespace(), word) {
                (false, None) => word = Some(i),
                (true, Some(w)) => {
                    out.push(Item::Word(w, i));
                    word = None;
                }
                _ => {}
            }
        }
        if let Some(w) = word {
            out.push(Item::Word(w, to));
        }
    };
    for item in items {
        let range = std::slice::from_ref(&item);
        let (from, to) = (item_start(range, nodes), item_end(range, nodes));
        if from > at {
            words(&mut out, at, from);
        }
        at = at.max(to);
        out.push(item);
    }
    if end > at {
        words(&mut out, at, end);
    }
    out
}

/// Runs of non-whitespace bytes.
pub(crate) fn count_words(text: &[u8]) -> u32 {
    let mut words = 0;
    let mut in_word = false;
    for &b in text {
        let space = b.is_ascii_whitespace();
        if !space && !in_word {
            words += 1;
        }
        in_word = !space;
    }
    words
}
