//! The passes whittle knows. Adding one: a file here with an
//! `impl Pass`, and a line in [`all`].

mod brackets;
mod hdd;
mod inline;
mod names;
mod noise;
mod params;
mod perses;
mod prune;
mod rewrite;
mod scalars;
mod standins;
mod sweep;
mod templates;
mod tidy;
mod tokens;
mod tried;
mod uses;
mod windows;

use std::sync::Arc;

use whittle_tree::{Edits, NodeId, Replacement, Tree};

use crate::engine::NextList;
use crate::pass::{Element, Stopped, Work};

pub use brackets::Brackets;
pub use hdd::{Hdd, HddLists};
pub use inline::Inline;
pub use names::Names;
pub use noise::Noise;
pub use params::Params;
pub use perses::Perses;
pub use prune::Prune;
pub use rewrite::Rewrite;
pub use scalars::Scalars;
pub use standins::Standins;
pub use sweep::Sweep;
pub use templates::Templates;
pub use tidy::Tidy;
pub use tokens::Tokens;
pub use windows::Windows;

use crate::pass::Pass;

/// Walks the tree level by level, HDD's order: `visit` gets each level's
/// nodes (the root first); the next level is what stands, after the
/// visit, where the alive children of that level stood.
pub(crate) fn levels(
    work: &mut Work<'_, '_>,
    mut visit: impl FnMut(&mut Work<'_, '_>, &[NodeId]) -> Result<(), Stopped>,
) -> Result<(), Stopped> {
    let tree = work.tree();
    let mut level = vec![tree.root()];
    while !level.is_empty() {
        visit(work, &level)?;
        level = next_level(tree, work.edits(), &level);
    }
    Ok(())
}

/// The level after `level` under `edits` (see [`levels`]).
pub(crate) fn next_level(tree: &Tree, edits: &Edits, level: &[NodeId]) -> Vec<NodeId> {
    alive_children(tree, edits, level)
        .into_iter()
        .flat_map(|c| tree.representatives(c, edits))
        .collect()
}

/// The children of `level`'s nodes still alive under `edits`.
pub(crate) fn alive_children(tree: &Tree, edits: &Edits, level: &[NodeId]) -> Vec<NodeId> {
    level
        .iter()
        .filter(|&&p| tree.is_alive(p, edits))
        .flat_map(|&p| tree.children(p).iter().copied())
        .filter(|&c| tree.is_alive(c, edits))
        .collect()
}

/// Replacements offered in rounds: round `r` puts the `r`-th offer of each
/// node still unreplaced and alive into one list for the core (applying
/// an element is replacing its node), until a round has nothing left to
/// offer (a node left out of one round is left out of the later ones).
/// `after` is what the pass minimizes once the rounds are over, for
/// speculation.
pub(crate) fn replacement_rounds(
    work: &mut Work<'_, '_>,
    offers: &[(NodeId, Vec<Replacement>)],
    after: Option<&NextList<'_>>,
) -> Result<(), Stopped> {
    for round in 0.. {
        let list = round_list(work.tree(), work.edits(), offers, round);
        if list.is_empty() {
            break;
        }
        work.minimize_before(&list, &|tree, edits| {
            let next = round_list(tree, edits, offers, round + 1);
            match after {
                Some(after) if next.is_empty() => after(tree, edits),
                _ => next,
            }
        })?;
    }
    Ok(())
}

/// Round `round` of [`replacement_rounds`] under `edits`.
pub(crate) fn round_list(
    tree: &Tree,
    edits: &Edits,
    offers: &[(NodeId, Vec<Replacement>)],
    round: usize,
) -> Vec<Element> {
    offers
        .iter()
        .filter(|(n, offers)| {
            round < offers.len() && edits.replacement(*n).is_none() && tree.is_alive(*n, edits)
        })
        .map(|(n, offers)| Element::replace(*n, offers[round].clone()))
        .collect()
}

/// Every pass, in the order a round runs them when all are chosen.
pub fn all(hdd_lists: HddLists) -> Vec<Arc<dyn Pass>> {
    vec![
        Arc::new(Noise),
        Arc::new(Sweep),
        Arc::new(Prune { lists: hdd_lists }),
        Arc::new(Rewrite { early: true }),
        Arc::new(Hdd { lists: hdd_lists }),
        Arc::new(Perses),
        Arc::new(Rewrite { early: false }),
        Arc::new(Inline),
        Arc::new(Names),
        Arc::new(Params),
        Arc::new(Scalars),
        Arc::new(Tokens),
        Arc::new(Brackets),
        Arc::new(Windows),
        Arc::new(Standins),
        Arc::new(Templates),
        Arc::new(Tidy),
    ]
}

/// The names of the passes a round runs by default.
pub const DEFAULT: &[&str] = &[
    "noise",
    "sweep",
    "prune",
    "rewrite-early",
    "hdd",
    "rewrite",
    "inline",
    "names",
    "params",
    "scalars",
    "tokens",
    "brackets",
    "windows",
    "standins",
    "templates",
    "tidy",
];

/// The passes with these names, in the order of [`all`]; an unknown name
/// is returned as the error.
pub fn named(names: &[&str], hdd_lists: HddLists) -> Result<Vec<Arc<dyn Pass>>, String> {
    let all = all(hdd_lists);
    if let Some(unknown) = names.iter().find(|n| !all.iter().any(|p| p.name() == **n)) {
        return Err((*unknown).to_owned());
    }
    Ok(all
        .into_iter()
        .filter(|p| names.contains(&p.name()))
        .collect())
}
