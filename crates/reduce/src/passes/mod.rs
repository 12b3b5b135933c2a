//! The passes whittle knows. Adding one: a file here with an
//! `impl Pass`, and a line in [`all`].

mod brackets;
mod hdd;
mod inline;
mod names;
mod perses;
mod rewrite;
mod sweep;
mod tidy;
mod tokens;
mod uses;
mod windows;

use std::sync::Arc;

use whittle_tree::{NodeId, Replacement};

use crate::pass::{Element, Stopped, Work};

pub use brackets::Brackets;
pub use hdd::{Hdd, HddLists};
pub use inline::Inline;
pub use names::Names;
pub use perses::Perses;
pub use rewrite::Rewrite;
pub use sweep::Sweep;
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
        level = level
            .iter()
            .filter(|&&p| work.is_alive(p))
            .flat_map(|&p| tree.children(p).iter().copied())
            .filter(|&c| work.is_alive(c))
            .flat_map(|c| tree.representatives(c, work.edits()))
            .collect();
    }
    Ok(())
}

/// Replacements offered in rounds: round `r` puts the `r`-th offer of each
/// node still unreplaced and alive into one list for the core (applying
/// an element is replacing its node), until a round has nothing left to
/// offer (a node left out of one round is left out of the later ones).
pub(crate) fn replacement_rounds(
    work: &mut Work<'_, '_>,
    offers: &[(NodeId, Vec<Replacement>)],
) -> Result<(), Stopped> {
    for round in 0.. {
        let list: Vec<Element> = offers
            .iter()
            .filter(|(n, offers)| {
                round < offers.len() && work.edits().replacement(*n).is_none() && work.is_alive(*n)
            })
            .map(|(n, offers)| Element::replace(*n, offers[round].clone()))
            .collect();
        if list.is_empty() {
            break;
        }
        work.minimize(&list)?;
    }
    Ok(())
}

/// Every pass, in the order a round runs them when all are chosen.
pub fn all(hdd_lists: HddLists) -> Vec<Arc<dyn Pass>> {
    vec![
        Arc::new(Sweep),
        Arc::new(Rewrite { early: true }),
        Arc::new(Hdd { lists: hdd_lists }),
        Arc::new(Perses),
        Arc::new(Rewrite { early: false }),
        Arc::new(Inline),
        Arc::new(Names),
        Arc::new(Tokens),
        Arc::new(Brackets),
        Arc::new(Windows),
        Arc::new(Tidy),
    ]
}

/// The names of the passes a round runs by default.
pub const DEFAULT: &[&str] = &[
    "sweep",
    "rewrite-early",
    "hdd",
    "rewrite",
    "inline",
    "names",
    "tokens",
    "brackets",
    "windows",
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
