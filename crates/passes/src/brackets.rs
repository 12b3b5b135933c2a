//! Bracket pairs go, their contents stay.

use whittle_tree::{Edit, NodeId, Replacement, Tree};

use whittle_reduce::{Element, Pass, Stopped, Work};

/// Removes a pair of brackets and keeps what is between them: `(a + b)`
/// to `a + b`, `f(x)` to `f x`, `{ s; }` to `s;`, `<a>text</a>` to
/// `text`; one list of every node that starts and ends with a pair listed
/// as `brackets` in `grammars/*.toml`, judged by the test alone. (Removing
/// a pair with its contents is a deletion of the node: the grammar's
/// passes, or `tokens`.) A wrapper (`unwrap` in `grammars/*.toml`: a C++
/// namespace or class) gives way to what its brackets hold, with the `;`
/// after it: `struct a { template<…> … ; };` as `template<…> … ;`, which
/// the grammar's splice cannot offer where the `;` would be left alone.
/// Two wrappers side by side with the same text before their brackets
/// merge: `namespace std { a } namespace std { b }` as `namespace std { a
/// b }`, where neither may go and neither unwrap.
#[derive(Debug)]
pub struct Brackets;

impl Pass for Brackets {
    fn name(&self) -> &'static str {
        "brackets"
    }

    fn description(&self) -> &'static str {
        "remove a pair of brackets and keep what is between them"
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let list: Vec<Element> = tree
            .nodes()
            .filter_map(|n| tree.bracket_pair(n))
            .filter(|&(open, close)| work.is_alive(open) && work.is_alive(close))
            .map(|(open, close)| Element {
                edits: vec![Edit::Remove(open), Edit::Remove(close)],
                checked: false,
            })
            .chain(tree.nodes().filter_map(|n| unwrap(tree, work, n)))
            .chain(tree.nodes().filter_map(|n| merge(tree, work, n)))
            .collect();
        work.minimize(&list)
    }
}

/// Whether `node` is of a wrapper kind (`unwrap`) and nothing in it is
/// edited.
fn is_unedited_wrapper(tree: &Tree, work: &Work<'_, '_>, node: NodeId) -> bool {
    tree.language().unwraps(tree.kind(node)) && work.is_unedited_subtree(node)
}

/// The element that puts the contents of wrapper `node`'s brackets in its
/// place and drops the unnamed token right after it (a `;`), if `node` is
/// an unedited wrapper.
fn unwrap(tree: &Tree, work: &Work<'_, '_>, node: NodeId) -> Option<Element> {
    if !is_unedited_wrapper(tree, work, node) {
        return None;
    }
    let body = tree.bracketed_child(node)?;
    let mut edits = vec![Edit::Replace(node, Replacement::Splice(body))];
    if let Some(after) = tree.next_sibling(node)
        && tree.children(after).is_empty()
        && !tree.is_named(after)
        && work.is_alive(after)
    {
        edits.push(Edit::Remove(after));
    }
    Some(Element {
        edits,
        checked: false,
    })
}

/// The element that merges unedited wrapper `node` with the sibling right
/// after it, if that is an unedited wrapper of the same kind whose tokens
/// before its brackets are the same: the first's closing bracket goes, and
/// the second's tokens up to its opening bracket.
fn merge(tree: &Tree, work: &Work<'_, '_>, node: NodeId) -> Option<Element> {
    if !is_unedited_wrapper(tree, work, node) {
        return None;
    }
    let next = tree.next_sibling(node)?;
    if tree.kind(next) != tree.kind(node) || !is_unedited_wrapper(tree, work, next) {
        return None;
    }
    let (open, close) = tree.bracket_pair(tree.bracketed_child(node)?)?;
    let (next_open, _) = tree.bracket_pair(tree.bracketed_child(next)?)?;
    // The text leaves of a wrapper up to its opening bracket, that one too.
    let head = |n: NodeId, open: NodeId| -> Vec<NodeId> {
        tree.subtree(n)
            .take_while(|&d| d <= open)
            .filter(|&d| tree.is_text_leaf(d))
            .collect()
    };
    let (first, second) = (head(node, open), head(next, next_open));
    let same = first.len() == second.len()
        && first
            .iter()
            .zip(&second)
            .all(|(&a, &b)| tree.text(a) == tree.text(b));
    if !same {
        return None;
    }
    let edits = std::iter::once(close)
        .chain(second)
        .map(Edit::Remove)
        .collect();
    Some(Element {
        edits,
        checked: false,
    })
}
