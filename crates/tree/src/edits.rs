//! Edits to a tree, and rendering a tree with its edits to bytes.

use std::collections::BTreeMap;
use std::sync::Arc;

use fixedbitset::FixedBitSet;

use crate::kinds::KindId;
use crate::tree::{NodeId, Tree};

/// What takes a node's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replacement {
    /// Another node (a descendant), with its own edits.
    Node(NodeId),
    /// The named children of a node, with what lies between them: a block
    /// without its braces, an element without its tags.
    Splice(NodeId),
    /// A stand-in text of the given kind.
    Text {
        /// The text.
        text: Arc<str>,
        /// The kind it parses as.
        kind: KindId,
    },
    /// Nodes of the tree (with their own edits) and texts, in order: a
    /// template, such as `return e;` as `e;` or a function's definition as
    /// its declaration.
    Parts {
        /// What is put in, in order.
        parts: Arc<[Part]>,
        /// The kind the result parses as.
        kind: KindId,
    },
}

/// One part of a [`Replacement::Parts`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// A node of the tree, with its edits.
    Node(NodeId),
    /// A text.
    Text(Arc<str>),
}

/// One edit of one node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The node and its subtree go.
    Remove(NodeId),
    /// Something else takes the node's place.
    Replace(NodeId, Replacement),
}

impl Edit {
    /// The node it edits.
    pub fn node(&self) -> NodeId {
        match self {
            Edit::Remove(n) | Edit::Replace(n, _) => *n,
        }
    }
}

/// Removed and replaced nodes of one tree. Cheap to clone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Edits {
    removed: FixedBitSet,
    replaced: BTreeMap<NodeId, Replacement>,
    /// The least removed node, if any (kept so that
    /// [`Edits::least_edited`] need not scan the bitset; it follows from
    /// `removed`, so equality is unchanged).
    least_removed: Option<NodeId>,
}

impl Edits {
    /// No edits.
    pub fn new() -> Edits {
        Edits::default()
    }

    /// Removes a node (and its subtree).
    pub fn remove(&mut self, node: NodeId) {
        self.removed.grow(node.index() + 1);
        self.removed.insert(node.index());
        self.least_removed = least(self.least_removed, Some(node));
    }

    /// Replaces a node.
    pub fn replace(&mut self, node: NodeId, replacement: Replacement) {
        self.replaced.insert(node, replacement);
    }

    /// Adds one edit.
    pub fn apply(&mut self, edit: &Edit) {
        match edit {
            Edit::Remove(n) => self.remove(*n),
            Edit::Replace(n, r) => self.replace(*n, r.clone()),
        }
    }

    /// Whether the node itself is removed (not whether an ancestor is).
    pub fn is_removed(&self, node: NodeId) -> bool {
        self.removed.contains(node.index())
    }

    /// The node's replacement, if any.
    pub fn replacement(&self, node: NodeId) -> Option<&Replacement> {
        self.replaced.get(&node)
    }

    /// The removed and the replaced nodes in `range`, each ascending: a
    /// scan of the bitset's words over the range, not of every node.
    pub(crate) fn edited_in(
        &self,
        range: std::ops::Range<NodeId>,
    ) -> (
        impl Iterator<Item = NodeId> + '_,
        impl Iterator<Item = (NodeId, &Replacement)>,
    ) {
        let bits = usize::BITS as usize;
        let (start, end) = (
            range.start.index(),
            range.end.index().min(self.removed.len()),
        );
        let blocks = self.removed.as_slice();
        let removed = (start / bits..end.div_ceil(bits)).flat_map(move |b| {
            let mut word = blocks[b];
            std::iter::from_fn(move || {
                if word == 0 {
                    return None;
                }
                let bit = word.trailing_zeros() as usize;
                word &= word - 1;
                Some(b * bits + bit)
            })
            .filter(move |&i| (start..end).contains(&i))
            .map(|i| NodeId(i as u32))
        });
        let replaced = self.replaced.range(range).map(|(&n, r)| (n, r));
        (removed, replaced)
    }

    /// The least node removed or replaced, if any: no node before it in
    /// preorder (an ancestor of any node after it, among others) is
    /// edited.
    pub fn least_edited(&self) -> Option<NodeId> {
        least(self.least_removed, self.replaced.keys().next().copied())
    }

    /// Whether nothing is edited.
    pub fn is_empty(&self) -> bool {
        self.removed.is_clear() && self.replaced.is_empty()
    }

    /// The removed nodes.
    pub fn removed(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.removed.ones().map(|i| NodeId(i as u32))
    }

    /// The replaced nodes and their replacements.
    pub fn replaced(&self) -> impl Iterator<Item = (NodeId, &Replacement)> {
        self.replaced.iter().map(|(&n, r)| (n, r))
    }

    /// Adds every edit of `other`.
    pub fn extend(&mut self, other: &Edits) {
        self.removed.grow(other.removed.len());
        self.removed.union_with(&other.removed);
        self.least_removed = least(self.least_removed, other.least_removed);
        for (&node, replacement) in &other.replaced {
            self.replaced.insert(node, replacement.clone());
        }
    }
}

/// One step of rendering.
enum Task {
    Node(NodeId),
    /// Source bytes.
    Bytes(usize, usize),
    Text(Arc<str>),
    /// Something was left out here.
    Cut,
    /// From here on, each new line loses this many more (or, negative,
    /// fewer) columns of its indentation.
    Dedent(isize),
}

/// The edited nodes (removed or replaced) of one render, in preorder, to
/// tell which subtrees hold none.
struct EditedNodes(Vec<NodeId>);

impl EditedNodes {
    fn of(edits: &Edits) -> EditedNodes {
        let mut nodes: Vec<NodeId> = edits
            .removed()
            .chain(edits.replaced.keys().copied())
            .collect();
        nodes.sort_unstable();
        EditedNodes(nodes)
    }

    /// Whether `node` or a node of its subtree is edited.
    fn within(&self, tree: &Tree, node: NodeId) -> bool {
        let first = self.0.partition_point(|&n| n < node);
        self.0
            .get(first)
            .is_some_and(|&n| n < tree.subtree_end(node))
    }
}

/// Builds the output, tidying each place where something was cut out.
struct Writer<'t> {
    tree: &'t Tree,
    out: Vec<u8>,
    cut: bool,
    /// Where the output's last line starts, and whether it is blank so
    /// far: kept up to date, because scanning for them at every cut is
    /// quadratic on files with long lines.
    line_start: usize,
    line_blank: bool,
    /// How many columns of indentation each new line loses: content
    /// that took the place of a less indented node, in a language whose
    /// blocks are their indentation.
    dedent: usize,
    /// How many of them the current line has still to lose.
    dedent_left: usize,
}

fn horizontal(b: &u8) -> bool {
    *b == b' ' || *b == b'\t'
}

impl<'t> Writer<'t> {
    fn new(tree: &'t Tree) -> Self {
        Writer {
            tree,
            out: Vec::with_capacity(tree.source().len()),
            cut: false,
            line_start: 0,
            line_blank: true,
            dedent: 0,
            dedent_left: 0,
        }
    }

    fn write(&mut self, bytes: &[u8]) {
        if self.dedent == 0 {
            self.dedent_left = 0;
            return self.write_line_part(bytes);
        }
        // Line by line, each new line without its first `dedent` blanks.
        let mut rest = bytes;
        while !rest.is_empty() {
            if self.dedent_left > 0 {
                let blanks = rest
                    .iter()
                    .take(self.dedent_left)
                    .take_while(|b| horizontal(b))
                    .count();
                rest = &rest[blanks..];
                self.dedent_left = if rest.is_empty() {
                    self.dedent_left - blanks
                } else {
                    0
                };
            }
            let end = rest
                .iter()
                .position(|&b| b == b'\n')
                .map_or(rest.len(), |i| i + 1);
            self.write_line_part(&rest[..end]);
            if rest[..end].ends_with(b"\n") {
                self.dedent_left = self.dedent;
            }
            rest = &rest[end..];
        }
    }

    fn write_line_part(&mut self, mut bytes: &[u8]) {
        if self.cut {
            bytes = self.join(bytes);
        }
        // A cut lasts until something is written after it.
        if !bytes.is_empty() {
            self.cut = false;
            self.append(bytes);
        }
    }

    fn append(&mut self, bytes: &[u8]) {
        let line = match bytes.iter().rposition(|&b| b == b'\n') {
            Some(i) => {
                self.line_start = self.out.len() + i + 1;
                self.line_blank = true;
                &bytes[i + 1..]
            }
            None => bytes,
        };
        self.line_blank &= line.iter().all(|b| horizontal(b) || *b == b'\r');
        self.out.extend_from_slice(bytes);
    }

    /// Removes blanks at the end of the output (never a line end).
    fn trim_blanks(&mut self) {
        while self.out.last().is_some_and(horizontal) {
            self.out.pop();
        }
    }

    /// Joins `next` to the output across a cut; returns what of `next`
    /// remains to be written.
    fn join<'b>(&mut self, mut next: &'b [u8]) -> &'b [u8] {
        // Bytes: exactly what is left, nothing tidied.
        if self.tree.language().cuts_exactly() {
            return next;
        }
        // Nothing before the cut: the file starts with what follows.
        if self.out.is_empty() {
            let skip = next.iter().take_while(|b| b.is_ascii_whitespace()).count();
            return &next[skip..];
        }
        // A line left blank by the cut goes entirely.
        let blank_so_far = self.line_blank;
        let indent = next.iter().take_while(|b| horizontal(b)).count();
        let rest = &next[indent..];
        let newline = if rest.starts_with(b"\r\n") {
            2
        } else {
            usize::from(rest.starts_with(b"\n"))
        };
        if blank_so_far && newline > 0 {
            // The output now ends with the previous line's end.
            self.out.truncate(self.line_start);
            next = &next[indent + newline..];
            // At most one blank line where lines were cut out.
            if self.out.ends_with(b"\n\n") || self.out.ends_with(b"\n\r\n") {
                while let Some(end) = next.iter().position(|&b| b == b'\n')
                    && next[..end].iter().all(|b| b.is_ascii_whitespace())
                {
                    next = &next[end + 1..];
                }
            }
            return next;
        }
        // What started a line went: the rest of the line keeps the line's
        // indentation, not the blank that followed the cut part.
        if blank_so_far && indent > 0 {
            return &next[indent..];
        }
        // Nothing but a line end follows: no trailing blanks before it.
        if newline > 0 {
            self.trim_blanks();
            return &next[indent..];
        }
        // No blanks left just before a closing bracket.
        if next
            .first()
            .is_some_and(|b| matches!(b, b')' | b']' | b'>'))
        {
            self.trim_blanks();
        }
        // One blank where two runs of blanks meet, none after an opening
        // parenthesis or bracket.
        if indent > 0
            && self
                .out
                .last()
                .is_some_and(|b| horizontal(b) || *b == b'(' || *b == b'[')
        {
            next = &next[indent..];
        }
        // Never glue two tokens into one.
        if let (Some(&a), Some(&b)) = (self.out.last(), next.first())
            && self.tree.language().glues(a, b)
        {
            self.out.push(b' ');
        }
        next
    }
}

impl Tree {
    /// The file with `edits` applied. Without edits, the input, byte for
    /// byte. Where something was cut out, a line left blank is dropped and
    /// a space is put in if two tokens would otherwise fuse; everything
    /// else keeps its original layout.
    pub fn render(&self, edits: &Edits) -> Vec<u8> {
        self.render_with(edits, true)
    }

    /// [`Tree::render`]; with `whole_subtrees`, a subtree without edits
    /// is written as its source bytes in one step, not node by node, where
    /// no cut waits to be joined (the same bytes: a tree is well nested,
    /// and only the first write after a cut is tidied). That makes a
    /// candidate of a large file cost its edits and a copy, not a walk of
    /// every node.
    fn render_with(&self, edits: &Edits, whole_subtrees: bool) -> Vec<u8> {
        let edited = EditedNodes::of(edits);
        let mut writer = Writer::new(self);
        let root = self.root();
        let range = self.range(root);
        // Tasks run from the end of the stack.
        let mut stack = vec![
            Task::Bytes(range.end, self.source().len()),
            Task::Node(root),
            Task::Bytes(0, range.start),
        ];
        while let Some(task) = stack.pop() {
            match task {
                Task::Bytes(from, to) => writer.write(&self.source()[from..to]),
                Task::Text(text) => writer.write(text.as_bytes()),
                Task::Cut => writer.cut = true,
                Task::Dedent(by) => writer.dedent = writer.dedent.saturating_add_signed(by),
                Task::Node(node) if whole_subtrees && !writer.cut && !edited.within(self, node) => {
                    writer.write(&self.source()[self.range(node)]);
                }
                Task::Node(node) => self.expand(node, edits, &mut stack),
            }
        }
        // A file that ended with a line end still does (not bytes).
        let source = self.source();
        if !self.language().cuts_exactly()
            && !writer.out.is_empty()
            && !writer.out.ends_with(b"\n")
            && source.ends_with(b"\n")
        {
            let line_end: &[u8] = if source.ends_with(b"\r\n") {
                b"\r\n"
            } else {
                b"\n"
            };
            writer.out.extend_from_slice(line_end);
        }
        writer.out
    }

    /// Pushes the tasks that render `node` (in reverse order).
    fn expand(&self, node: NodeId, edits: &Edits, stack: &mut Vec<Task>) {
        if edits.is_removed(node) {
            stack.push(Task::Cut);
            return;
        }
        match edits.replacement(node) {
            Some(Replacement::Node(other)) => {
                let shift = self.dedent_for(node, *other);
                stack.extend([Task::Cut, Task::Dedent(-shift), Task::Node(*other)]);
                stack.extend([Task::Dedent(shift), Task::Cut]);
            }
            Some(Replacement::Splice(other)) => {
                stack.push(Task::Cut);
                let kept = self.splice_range(*other);
                if !kept.is_empty() {
                    let shift = self.dedent_for(node, kept[0]);
                    stack.push(Task::Dedent(-shift));
                    self.push_children(kept, None, edits, stack);
                    stack.push(Task::Dedent(shift));
                }
                stack.push(Task::Cut);
            }
            Some(Replacement::Text { text, .. }) => {
                stack.extend([Task::Cut, Task::Text(text.clone()), Task::Cut]);
            }
            Some(Replacement::Parts { parts, .. }) => {
                stack.push(Task::Cut);
                for part in parts.iter().rev() {
                    stack.push(match part {
                        Part::Node(n) => Task::Node(*n),
                        Part::Text(text) => Task::Text(text.clone()),
                    });
                    stack.push(Task::Cut);
                }
            }
            None => {
                let children = self.children(node);
                if children.is_empty() {
                    let range = self.range(node);
                    stack.push(Task::Bytes(range.start, range.end));
                } else {
                    self.push_children(children, Some(self.range(node)), edits, stack);
                }
            }
        }
    }

    /// How many columns further right than `node` its replacement `inner`
    /// starts, where both start their lines and the language's blocks are
    /// their indentation (a Python loop's body in the loop's place); else
    /// 0.
    fn dedent_for(&self, node: NodeId, inner: NodeId) -> isize {
        if !self.language().indented_blocks {
            return 0;
        }
        let column = |at: usize| {
            let source = self.source();
            let line = source[..at]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            source[line..at].iter().all(horizontal).then_some(at - line)
        };
        match (
            column(self.range(node).start),
            column(self.range(inner).start),
        ) {
            (Some(outer), Some(inner)) if inner > outer => (inner - outer) as isize,
            _ => 0,
        }
    }

    /// Children with the gaps between them (and around them, within
    /// `outer`), in reverse order for the stack. The gap between two
    /// removed children goes with them (a separator and its element).
    fn push_children(
        &self,
        children: &[NodeId],
        outer: Option<std::ops::Range<usize>>,
        edits: &Edits,
        stack: &mut Vec<Task>,
    ) {
        let mut tasks = Vec::with_capacity(2 * children.len() + 1);
        let mut position = outer
            .as_ref()
            .map_or_else(|| self.range(children[0]).start, |r| r.start);
        let mut previous_removed = false;
        for &child in children {
            let range = self.range(child);
            let removed = edits.is_removed(child);
            if !(previous_removed && removed) {
                tasks.push(Task::Bytes(position, range.start.max(position)));
            }
            tasks.push(Task::Node(child));
            position = range.end.max(position);
            previous_removed = removed;
        }
        if let Some(outer) = outer {
            tasks.push(Task::Bytes(position, outer.end.max(position)));
        }
        stack.extend(tasks.into_iter().rev());
    }
}

/// The lesser of two nodes, either of which may be missing.
fn least(a: Option<NodeId>, b: Option<NodeId>) -> Option<NodeId> {
    a.into_iter().chain(b).min()
}
#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::path::Path;

    use super::*;
    use crate::Language;

    /// Writing a subtree without edits as its source bytes gives what
    /// walking it node by node gives, for random edits of every corpus
    /// file: removals, stand-in texts, descendants and splices in a
    /// node's place.
    #[test]
    fn whole_subtrees_render_as_their_nodes_would() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move |below: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below as u64) as usize
        };
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let bytes = std::fs::read(&path).unwrap();
            let tree = Tree::parse(&Language::detect(&path, &bytes), bytes).unwrap();
            let nodes: Vec<NodeId> = tree.nodes().collect();
            for _ in 0..200 {
                let mut edits = Edits::new();
                for _ in 0..1 + next(6) {
                    let node = nodes[next(nodes.len())];
                    let children = tree.children(node);
                    match next(10) {
                        0..6 => edits.remove(node),
                        6 => edits.replace(
                            node,
                            Replacement::Text {
                                text: "0".into(),
                                kind: tree.kind(node),
                            },
                        ),
                        7 | 8 if !children.is_empty() => {
                            edits.replace(node, Replacement::Node(children[next(children.len())]));
                        }
                        _ => edits.replace(node, Replacement::Splice(node)),
                    }
                }
                assert_eq!(
                    tree.render_with(&edits, true),
                    tree.render_with(&edits, false),
                    "{}: {edits:?}",
                    path.display()
                );
            }
        }
    }
}
