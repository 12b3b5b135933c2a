//! Templates beyond the grammar's removals: `return e;` as `e;`, a
//! definition as its declaration, a call as one of its arguments.

use whittle_tree::{NodeId, Replacement};

use crate::pass::{Element, Pass, Stopped, Work};

/// Rounds of the language's rewrites (`[[rewrites]]` in
/// `grammars/*.toml`): each node that has some puts its next one in a list
/// for the core, as HDD does with replacements, until every node has tried
/// all of its own. Nodes of the kind of the first rule listed go first, in
/// lists of their own (a definition as its declaration: most bodies go in
/// a few tests on a large file, then the sweep clears what they used);
/// the grammar checks each.
#[derive(Debug)]
pub struct Rewrite;

impl Pass for Rewrite {
    fn name(&self) -> &'static str {
        "rewrite"
    }

    fn description(&self) -> &'static str {
        "the language's templates: `return e;` as `e;`, a definition as its declaration, a call as an argument"
    }

    fn applies_to(&self, language: &whittle_tree::Language) -> bool {
        language.has_rewrites()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let first = tree.language().rewritten_kinds().next();
        let (leading, rest): (Vec<NodeId>, Vec<NodeId>) =
            tree.nodes().partition(|&n| Some(tree.kind(n)) == first);
        for nodes in [leading, rest] {
            rounds(work, &nodes)?;
        }
        Ok(())
    }
}

/// The rewrites of `nodes`, in rounds.
fn rounds(work: &mut Work<'_, '_>, nodes: &[NodeId]) -> Result<(), Stopped> {
    let tree = work.tree();
    let offers: Vec<(NodeId, Vec<Replacement>)> = nodes
        .iter()
        .map(|&n| (n, tree.rewrites(n, work.edits())))
        .filter(|(_, offers)| !offers.is_empty())
        .collect();
    let rounds = offers.iter().map(|(_, o)| o.len()).max().unwrap_or(0);
    for round in 0..rounds {
        let list: Vec<Element> = offers
            .iter()
            .filter(|(n, offers)| {
                round < offers.len() && work.edits().replacement(*n).is_none() && work.is_alive(*n)
            })
            .map(|(n, offers)| Element::replace(*n, offers[round].clone()))
            .collect();
        work.minimize(&list)?;
    }
    Ok(())
}
