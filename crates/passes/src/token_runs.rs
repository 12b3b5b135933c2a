//! Runs of adjacent tokens, wherever they lie in the tree.

use whittle_tree::{Edit, Language, NodeId, Replacement, Tree};

use crate::kit::Snapshot;
use whittle_reduce::{Element, Pass, Stopped, Work};

/// The longest run of adjacent tokens one element deletes.
const LONGEST_RUN: usize = 3;

/// The most tokens a file may have for a token to take another's place:
/// the pairs grow with the square of the file (at most 8 × 7 tries here).
const MOVES_LARGEST: usize = 8;

/// When every other pass has stalled, on a file small enough: deletes
/// runs of one to [`LONGEST_RUN`] adjacent tokens in the file's order,
/// whatever nodes they belong to (C-Vise's token passes, judged by the test
/// alone). The tree passes delete nodes and the tokens pass the children
/// of one node; a run crosses nodes: `int word ; word = w;` loses `; word`
/// and becomes `int word = w;`, a test that only looks for a message
/// accepts a file cut short (`{ await 0`).
///
/// Each run is tried alone, in the file's order, as C-Vise's token passes
/// do: the tree passes have left the file 1-minimal for whole nodes, so
/// few runs go, and a list whose elements mostly stay costs a
/// partitioning core about two tests per element against one here. After
/// a run goes, the next try starts at the same position in the shorter
/// file.
///
/// On a file of at most [`MOVES_LARGEST`] tokens, a token then takes
/// another's place, one token fewer: `{ await 0` becomes `await {`,
/// where a test accepts any token after `await` but the one it had kept
/// (Shrink Ray's byte passes reach such results by lowering bytes).
#[derive(Debug)]
pub struct TokenRuns;

impl Pass for TokenRuns {
    fn name(&self) -> &'static str {
        "token-runs"
    }

    fn description(&self) -> &'static str {
        "delete runs of 1 to 3 adjacent tokens across nodes, and on the smallest files move a token onto another, judged by the test alone"
    }

    /// Without a parser (plain text) the line passes do this.
    fn applies_to(&self, language: &Language) -> bool {
        language.tree_sitter_language().is_some()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        for length in 1..=LONGEST_RUN {
            let mut start = 0;
            loop {
                let runs: Vec<Element> = tokens(tree, work)
                    .windows(length)
                    .skip(start)
                    .map(|run| Element {
                        edits: run.iter().map(|&n| Edit::Remove(n)).collect(),
                        checked: false,
                    })
                    .collect();
                match work.first_interesting(&runs)? {
                    Some(gone) => start += gone,
                    None => break,
                }
            }
        }
        // One move per run: the replaced token's text is the tree's again
        // only once the engine has parsed the result.
        work.first_interesting(&moves(tree, work))?;
        Ok(())
    }
}

/// On a file of at most [`MOVES_LARGEST`] tokens, every token moved onto
/// every other one with a different text, in the file's order: the
/// moved token goes from its place and replaces the other.
fn moves(tree: &Tree, work: &Work<'_, '_>) -> Vec<Element> {
    let tokens = tokens(tree, work);
    if tokens.len() > MOVES_LARGEST {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for &moved in &tokens {
        // A replacement is text: bytes that are not UTF-8 stay where they
        // are.
        let Ok(text) = std::str::from_utf8(tree.text(moved)) else {
            continue;
        };
        for &onto in &tokens {
            // The same text would only delete the moved token, which the
            // runs tried.
            if tree.text(moved) == tree.text(onto) {
                continue;
            }
            let replacement = Replacement::Text {
                text: text.into(),
                kind: tree.kind(moved),
            };
            moves.push(Element {
                edits: vec![Edit::Remove(moved), Edit::Replace(onto, replacement)],
                checked: false,
            });
        }
    }
    moves
}

/// The tokens still in the file under the accepted edits, in the file's
/// order: its leaves with text that are still there (the runs only
/// remove, and a move ends the pass's run, so nothing is replaced).
fn tokens(tree: &Tree, work: &Work<'_, '_>) -> Vec<NodeId> {
    // Every leaf is asked: from one walk, not each leaf's ancestors.
    let now = Snapshot::of(tree, work.edits());
    let mut leaves: Vec<NodeId> = tree
        .nodes()
        .filter(|&n| tree.is_text_leaf(n) && now.is_alive(n))
        .collect();
    leaves.sort_by_key(|&n| tree.range(n).start);
    leaves
}
