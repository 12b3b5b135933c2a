//! Bracket pairs go, their contents stay.

use whittle_tree::Edit;

use crate::pass::{Element, Pass, Stage, Stopped, Work};

/// Removes a pair of brackets and keeps what is between them: `(a + b)`
/// to `a + b`, `f(x)` to `f x`, `{ s; }` to `s;`, `<a>text</a>` to
/// `text`; one list of every node that starts and ends with a pair listed
/// as `brackets` in `grammars/*.toml`, judged by the test alone. (Removing
/// a pair with its contents is a deletion of the node: the grammar's
/// passes, or `tokens`.)
#[derive(Debug)]
pub struct Brackets;

impl Pass for Brackets {
    fn name(&self) -> &'static str {
        "brackets"
    }

    fn description(&self) -> &'static str {
        "when the others stall: remove a pair of brackets and keep what is between them"
    }

    fn stage(&self) -> Stage {
        Stage::Stalled
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
            .collect();
        work.minimize(&list)
    }
}
