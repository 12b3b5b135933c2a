//! The passes whittle knows. Adding one: a file here with an
//! `impl Pass` (and its [`Section`] of the language's overrides, if it
//! reads one), and a line in [`all`].

mod arguments;
mod arrays;
mod brackets;
mod combine;
mod defuse;
mod elements;
mod familiar;
mod hdd;
mod hoist;
mod initializers;
mod inline;
mod largest;
mod lift;
mod names;
mod noise;
mod pairs;
mod params;
mod perses;
mod pointers;
mod prototypes;
mod prune;
mod returns;
mod rewrite;
mod scalars;
mod standins;
mod sweep;
mod templates;
mod temporaries;
mod tidy;
mod token_runs;
mod tokens;
mod tried;
mod uses;
mod values;
mod windows;

use std::sync::Arc;

use whittle_tree::{Edits, Language, LanguageError, NodeId, Part, Replacement, Section, Tree};

use crate::pass::{Element, NextList, SectionCheck, Stopped, Strategy, Work};

pub use arguments::Arguments;
pub use arrays::ArrayMoves;
pub use brackets::Brackets;
pub use combine::Combine;
pub use defuse::DefUse;
pub use elements::ArrayElements;
pub use hdd::{Hdd, HddLists};
pub use hoist::Hoist;
pub use initializers::AssignmentInitializers;
pub use inline::Inline;
pub use largest::Largest;
pub use lift::Lift;
pub use names::Names;
pub use noise::Noise;
pub use pairs::NestedPairs;
pub use params::Params;
pub use perses::Perses;
pub use pointers::PointerLevels;
pub use prototypes::PrototypeMerge;
pub use prune::Prune;
pub use returns::ReturnNothing;
pub use rewrite::Rewrite;
pub use scalars::Scalars;
pub use standins::Standins;
pub use sweep::Sweep;
pub use templates::Templates;
pub use temporaries::NestedCalls;
pub use tidy::Tidy;
pub use token_runs::TokenRuns;
pub use tokens::Tokens;
pub use values::CallValues;
pub use windows::Windows;

use crate::pass::Pass;

/// The alive entries of a list or block: its named children, comments
/// aside.
pub(crate) fn entries<'t>(
    tree: &'t Tree,
    work: &'t Work<'_, '_>,
    list: NodeId,
) -> impl Iterator<Item = NodeId> + 't {
    tree.named_children(list)
        .filter(move |&c| !tree.is_extra(c) && work.is_alive(c))
}

/// The blanks (spaces and tabs) between the start of `node`'s line and
/// `node`, where only blanks stand there: its indentation, if it starts
/// its line.
pub(crate) fn indentation(tree: &Tree, node: NodeId) -> Option<&[u8]> {
    let source = tree.source();
    let start = tree.range(node).start;
    let line = source[..start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let blanks = &source[line..start];
    blanks
        .iter()
        .all(|&b| b == b' ' || b == b'\t')
        .then_some(blanks)
}

/// `nodes` as parts, with the text between neighbours in the file.
pub(crate) fn with_gaps<'a>(tree: &Tree, nodes: impl Iterator<Item = &'a NodeId>) -> Vec<Part> {
    let source = tree.source();
    let mut parts = Vec::new();
    let mut previous: Option<NodeId> = None;
    for &node in nodes {
        if let Some(p) = previous {
            let (end, start) = (tree.range(p).end, tree.range(node).start);
            let gap = if end <= start {
                &source[end..start]
            } else {
                &b" "[..]
            };
            parts.push(Part::Text(String::from_utf8_lossy(gap).as_ref().into()));
        }
        parts.push(Part::Node(node));
        previous = Some(node);
    }
    parts
}

/// A pass's section of the language's overrides. Every pass's section is
/// resolved before a reduction starts ([`check_language`]), so that an
/// invalid one is reported there; a pass reads it here, as empty if it
/// could not be built.
pub(crate) fn section<S: Section + Default>(language: &Language) -> Arc<S> {
    language.section().unwrap_or_default()
}

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
        work.minimize_before(&list, &|tree, edits, later| {
            // The first empty round ends them.
            for (at, round) in (round + 1..).enumerate() {
                let next = round_list(tree, edits, offers, round);
                if next.is_empty() {
                    return after.and_then(|after| after(tree, edits, later - at));
                }
                if at == later {
                    return Some(next);
                }
            }
            None
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

/// Settings that shape the passes themselves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PassSettings {
    /// Which tree walk runs by default (hdd or perses).
    pub strategy: Strategy,
    /// How hdd (and prune) group a level's nodes into lists.
    pub hdd_lists: HddLists,
}

/// Every pass, in the order a round runs them when all are chosen. This
/// is the one registry: a new pass is a line here.
pub fn all(settings: PassSettings) -> Vec<Arc<dyn Pass>> {
    let lists = settings.hdd_lists;
    vec![
        Arc::new(Noise),
        Arc::new(ArrayMoves { early: true }),
        Arc::new(Sweep),
        Arc::new(Largest),
        Arc::new(Prune { lists }),
        Arc::new(Rewrite { early: true }),
        Arc::new(NestedCalls),
        Arc::new(DefUse { early: true }),
        Arc::new(Hdd { lists }),
        Arc::new(Perses),
        Arc::new(DefUse { early: false }),
        Arc::new(Rewrite { early: false }),
        Arc::new(Inline),
        Arc::new(Names),
        Arc::new(Arguments),
        Arc::new(ArrayMoves { early: false }),
        Arc::new(Params),
        Arc::new(Scalars),
        Arc::new(ArrayElements),
        Arc::new(PrototypeMerge),
        Arc::new(CallValues),
        Arc::new(AssignmentInitializers),
        Arc::new(Lift),
        Arc::new(Combine),
        Arc::new(PointerLevels),
        Arc::new(Tokens),
        Arc::new(Brackets),
        Arc::new(Hoist),
        Arc::new(Windows),
        Arc::new(Standins),
        Arc::new(ReturnNothing),
        Arc::new(Templates),
        Arc::new(NestedPairs),
        Arc::new(TokenRuns),
        Arc::new(Tidy),
    ]
}

/// The passes a round runs by default ([`Pass::default_on`]), in the
/// order of [`all`].
pub fn defaults(settings: PassSettings) -> Vec<Arc<dyn Pass>> {
    all(settings)
        .into_iter()
        .filter(|p| p.default_on(settings.strategy))
        .collect()
}

/// A pass name that is none of [`all`]'s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("there is no pass called `{0}`")]
pub struct UnknownPass(pub String);

/// The passes with these names, in the order of [`all`]; a name that is
/// no pass's is an error.
pub fn named(names: &[&str], settings: PassSettings) -> Result<Vec<Arc<dyn Pass>>, UnknownPass> {
    let all = all(settings);
    if let Some(unknown) = names.iter().find(|n| !all.iter().any(|p| p.name() == **n)) {
        return Err(UnknownPass((*unknown).to_owned()));
    }
    Ok(all
        .into_iter()
        .filter(|p| names.contains(&p.name()))
        .collect())
}

/// Checks `language`'s overrides against every pass: each section a pass
/// reads builds, and every key the tree crate hands on is some pass's. A
/// language given at run time is checked this way before any test runs.
pub fn check_language(language: &Language) -> Result<(), LanguageError> {
    let sections: Vec<SectionCheck> = all(PassSettings::default())
        .iter()
        .flat_map(|p| p.sections())
        .collect();
    for section in &sections {
        section.check(language)?;
    }
    match language
        .handed_on_keys()
        .find(|key| !sections.iter().any(|s| s.keys.contains(key)))
    {
        Some(key) => Err(LanguageError::UnknownKey {
            file: language.overrides_file().to_owned(),
            key: key.to_owned(),
        }),
        None => Ok(()),
    }
}

/// `--strategy`'s values: [`Strategy::ALL`] by [`Strategy::name`].
#[cfg(feature = "clap")]
impl clap::ValueEnum for Strategy {
    fn value_variants<'a>() -> &'a [Self] {
        &Strategy::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()))
    }
}

/// `--hdd-lists`' values: [`HddLists::ALL`] by [`HddLists::name`].
#[cfg(feature = "clap")]
impl clap::ValueEnum for HddLists {
    fn value_variants<'a>() -> &'a [Self] {
        &HddLists::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()))
    }
}
