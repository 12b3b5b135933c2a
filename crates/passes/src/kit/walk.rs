//! Hierarchical delta debugging (Misherghi and Su, ICSE 2006) over the
//! grammar's removals and replacements: the level walk that hdd runs
//! whole and prune runs for its removals alone, and the removals that
//! perses, largest and pairs offer.

use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

use serde::Deserialize;
use whittle_tree::{
    Edit, Edits, KindId, LanguageError, NodeId, Part, Replacement, Section, Source, Tree,
};

use crate::kit::familiar::Familiar;
use crate::kit::frame::section;
use crate::kit::uses::{Declarations, Definitions};
use crate::kit::{alive_children, next_level, replacement_rounds, round_list};
use whittle_reduce::{Element, Stopped, Work};

/// How HDD groups the nodes of one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HddLists {
    /// One list per parent; parents with one removal each, one after
    /// another in the level, share one.
    #[default]
    PerParent,
    /// One list for the whole level.
    PerLevel,
}

impl HddLists {
    /// Every grouping, in a stable order.
    pub const ALL: [HddLists; 2] = [HddLists::PerParent, HddLists::PerLevel];

    /// The name used on the command line and in statistics.
    pub fn name(self) -> &'static str {
        match self {
            HddLists::PerParent => "per-parent",
            HddLists::PerLevel => "per-level",
        }
    }
}

/// HDD's walk over the tree, for hdd and prune.
pub(crate) struct Walk {
    /// How a level's nodes are grouped into lists.
    pub(crate) lists: HddLists,
    /// Whether the survivors of a level's removals try their
    /// replacements (prune's walk only removes).
    pub(crate) replace: bool,
    /// Whether the walk keeps what failed in the pass's memory and leaves
    /// it out of the next runs (see [`Familiar`]); the pass's memory
    /// must then be hdd's own.
    pub(crate) remember: bool,
}

impl Walk {
    /// Walks the levels, entering only the nodes `enter` accepts (the
    /// subtree of one it refuses is left as it is), until `stop` says so
    /// after a level; whether it walked the whole tree.
    pub(crate) fn run(
        &self,
        work: &mut Work<'_, '_>,
        enter: impl Fn(NodeId) -> bool,
        mut stop: impl FnMut(&Work<'_, '_>) -> bool,
    ) -> Result<bool, Stopped> {
        let tree = work.tree();
        let familiar = if self.remember {
            Familiar::of(work)
        } else {
            Familiar::default()
        };
        let known = Known {
            memo: DefinitionsMemo::new(tree),
            familiar: &familiar,
            enter: &enter,
            limit: work.replacements(),
        };
        let mut level = vec![tree.root()];
        while !level.is_empty() {
            // A level's planning over a huge tree is long before its
            // first test.
            work.check_stop()?;
            self.level(work, &known, &level)?;
            if stop(work) {
                return Ok(false);
            }
            level = next_level(tree, work.edits(), &level);
            level.retain(|&n| enter(n));
        }
        Ok(true)
    }

    /// One level: its removals, then its replacements. Each list is
    /// handed over with the walk's lists after it ([`Walk::list_ahead`]),
    /// for speculation.
    fn level(
        &self,
        work: &mut Work<'_, '_>,
        known: &Known<'_, '_>,
        level: &[NodeId],
    ) -> Result<(), Stopped> {
        let (memo, familiar) = (&known.memo, known.familiar);
        match self.lists {
            HddLists::PerParent => {
                if self.replace {
                    remove_alike(work, memo, level)?;
                }
                let mut i = 0;
                while let Some(list) =
                    parent_list(known, (work.tree(), work.edits()), level, &mut i)
                {
                    let from = ListsAfter::Removals { level, next: i };
                    work.minimize_before(&list, &|tree, edits, later| {
                        self.list_ahead(known, (tree, edits), from, later)
                    })?;
                    familiar.remember_failed(work, &list);
                }
            }
            HddLists::PerLevel => {
                let parents: Vec<NodeId> = level
                    .iter()
                    .copied()
                    .filter(|&p| work.is_alive(p))
                    .collect();
                let list = removals_under(memo, familiar, work.tree(), work.edits(), &parents);
                let from = ListsAfter::Removals { level, next: 1 };
                work.minimize_before(&list, &|tree, edits, later| {
                    self.list_ahead(known, (tree, edits), from, later)
                })?;
                familiar.remember_failed(work, &list);
            }
        }
        if !self.replace {
            return Ok(());
        }
        let children = alive_children(work.tree(), work.edits(), level);
        let offers = replacement_offers(
            memo,
            familiar,
            work.tree(),
            work.edits(),
            &children,
            known.limit,
        );
        // After the last round, the levels below.
        replacement_rounds(
            work,
            &offers,
            Some(&|tree, edits, later| {
                self.list_ahead(known, (tree, edits), ListsAfter::Below(level), later)
            }),
        )?;
        familiar.remember_failed_offers(work, &offers);
        Ok(())
    }

    /// The list the walk hands over `later` lists on from `from`, if the
    /// accepted edits are `edits` by then (`None` past the walk's last
    /// list): what a [`NextList`] says, for speculation, played with the
    /// same functions as the walk. Where the walk itself changes course
    /// (a word many parents share, [`remove_alike`], passes; prune stops
    /// early), the lists ahead are only a guess: a wrong one costs a test
    /// run ahead for nothing, never a result.
    fn list_ahead(
        &self,
        known: &Known<'_, '_>,
        (tree, edits): (&Tree, &Edits),
        from: ListsAfter<'_>,
        mut later: usize,
    ) -> Option<Vec<Element>> {
        // The level the lists come from, and its first parent ahead
        // (`None`: only the levels below it are ahead).
        let (mut level, mut next) = match from {
            ListsAfter::Removals { level, next } => (Cow::Borrowed(level), Some(next)),
            ListsAfter::Below(level) => (Cow::Borrowed(level), None),
        };
        loop {
            if let Some(next) = next {
                match self.lists {
                    HddLists::PerParent => {
                        let mut at = next;
                        while let Some(list) = parent_list(known, (tree, edits), &level, &mut at) {
                            if later == 0 {
                                return Some(list);
                            }
                            later -= 1;
                        }
                    }
                    HddLists::PerLevel if next == 0 => {
                        if later == 0 {
                            let (memo, familiar) = (&known.memo, known.familiar);
                            return Some(removals_under(memo, familiar, tree, edits, &level));
                        }
                        later -= 1;
                    }
                    HddLists::PerLevel => {}
                }
                if self.replace {
                    let children = alive_children(tree, edits, &level);
                    let (memo, familiar) = (&known.memo, known.familiar);
                    let offers =
                        replacement_offers(memo, familiar, tree, edits, &children, known.limit);
                    for round in 0.. {
                        let list = round_list(tree, edits, &offers, round);
                        if list.is_empty() {
                            break;
                        }
                        if later == 0 {
                            return Some(list);
                        }
                        later -= 1;
                    }
                }
            }
            let mut below = next_level(tree, edits, &level);
            below.retain(|&n| (known.enter)(n));
            if below.is_empty() {
                return None;
            }
            (level, next) = (Cow::Owned(below), Some(0));
        }
    }
}

/// What a walk's levels share: the definitions (for removals in a
/// language that declares before use), what failed before, which nodes
/// the walk enters, and how many replacements each node offers.
struct Known<'t, 'w> {
    memo: DefinitionsMemo<'t>,
    familiar: &'w Familiar,
    enter: &'w dyn Fn(NodeId) -> bool,
    limit: usize,
}

/// Where the lists ahead of a walk's list start ([`Walk::list_ahead`]).
#[derive(Clone, Copy)]
enum ListsAfter<'l> {
    /// `level`'s removal lists from its `next`-th parent on (per level:
    /// its one list, `next` 0, or past it), then its replacement rounds.
    Removals { level: &'l [NodeId], next: usize },
    /// The levels below `level`.
    Below(&'l [NodeId]),
}

/// `[hdd]` in `grammars/<language>.toml`.
#[derive(Debug, Default)]
pub(crate) struct HddSection {
    /// How many parents of a level must each have a removable one-token
    /// child of the same kind and text before [`remove_alike`] tries them
    /// together (`alike_parents`; absent: never).
    alike_parents: Option<usize>,
    /// Whether parents with one removal each, one after another in a
    /// level, share one list (`share_single_removals`; absent: no, each
    /// parent has its own).
    share_single_removals: bool,
    /// Whether what failed in one run is left out of the next ones until
    /// the file has halved or the passes stall (`remember_failed`; absent:
    /// no, every run tries everything; see [`Familiar`]).
    pub(crate) remember_failed: bool,
}

/// `[hdd]` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HddToml {
    alike_parents: Option<usize>,
    #[serde(default)]
    share_single_removals: bool,
    #[serde(default)]
    pub(crate) remember_failed: bool,
}

impl Section for HddSection {
    const KEYS: &'static [&'static str] = &["hdd"];

    fn resolve(source: &Source<'_>) -> Result<HddSection, LanguageError> {
        let key = source.key("hdd");
        let written = key.get::<HddToml>()?;
        if written
            .as_ref()
            .and_then(|w| w.alike_parents)
            .is_some_and(|least| least < 2)
        {
            return Err(key.error("`alike_parents` must be 2 or more"));
        }
        Ok(HddSection {
            alike_parents: written.as_ref().and_then(|w| w.alike_parents),
            share_single_removals: written.as_ref().is_some_and(|w| w.share_single_removals),
            remember_failed: written.is_some_and(|w| w.remember_failed),
        })
    }
}

/// Per-parent lists test a word that many parents have (`static` before
/// each global, `volatile` in each declaration) once per parent, and each
/// success is a test of the file that still crashes, often the slowest
/// kind. So first, where the language says so (`[hdd] alike_parents`),
/// one candidate removes every removable one-token child of a kind and
/// text that that many parents of the level or more have; if it is not
/// interesting, the per-parent lists go on as before (one test more per
/// such word and level).
fn remove_alike(
    work: &mut Work<'_, '_>,
    memo: &DefinitionsMemo<'_>,
    level: &[NodeId],
) -> Result<(), Stopped> {
    let tree = work.tree();
    let Some(least) = section::<HddSection>(tree.language()).alike_parents else {
        return Ok(());
    };
    // Groups in the order of their first node, so that the order of the
    // tests depends on the file alone.
    let mut groups: Vec<Alike<'_>> = Vec::new();
    for &parent in level.iter().filter(|&&p| work.is_alive(p)) {
        let mut seen: Vec<usize> = Vec::new();
        for element in removals_under(memo, &Familiar::default(), tree, work.edits(), &[parent]) {
            let [Edit::Remove(child)] = element.edits[..] else {
                continue;
            };
            if tree.weight(child) != 1 {
                continue;
            }
            let word = (tree.kind(child), tree.text(child));
            let at = match groups.iter().position(|g| g.word == word) {
                Some(at) => at,
                None => {
                    groups.push(Alike {
                        word,
                        nodes: Vec::new(),
                        parents: 0,
                    });
                    groups.len() - 1
                }
            };
            groups[at].nodes.push(child);
            if !seen.contains(&at) {
                seen.push(at);
                groups[at].parents += 1;
            }
        }
    }
    for Alike { nodes, parents, .. } in groups {
        if parents < least || !nodes.iter().all(|&n| work.is_unedited(n)) {
            continue;
        }
        let together = Element {
            edits: nodes.into_iter().map(Edit::Remove).collect(),
            checked: true,
        };
        work.first_interesting(&[together])?;
    }
    Ok(())
}

/// The removable one-token children of one kind and text, for
/// [`remove_alike`].
struct Alike<'t> {
    word: (KindId, &'t [u8]),
    nodes: Vec<NodeId>,
    /// How many parents they belong to.
    parents: usize,
}

/// Whether a replacement keeps `node` (below the node it replaces) in
/// the file.
pub(crate) fn keeps(tree: &Tree, replacement: &Replacement, node: NodeId) -> bool {
    match replacement {
        Replacement::Node(d) => tree.contains(*d, node),
        Replacement::Splice(d) => tree
            .splice_range(*d)
            .iter()
            .any(|&c| tree.contains(c, node)),
        Replacement::Parts { parts, .. } => parts
            .iter()
            .any(|p| matches!(p, Part::Node(d) if tree.contains(*d, node))),
        Replacement::Text { .. } => false,
    }
}

/// Removals of the removable children of `parents`. In a language that
/// declares before use, a child that defines a name used after it is left
/// out: it can go only with its uses, which go first (then the sweep, or
/// the next round, takes it), and testing it alone would fail, one test
/// each (the tokens pass tries such children when the passes stall).
pub(crate) fn removals(work: &Work<'_, '_>, parents: &[NodeId]) -> Vec<Element> {
    removable(work, parents)
        .into_iter()
        .map(Element::remove)
        .collect()
}

/// The nodes [`removals`] removes, one each.
pub(crate) fn removable(work: &Work<'_, '_>, parents: &[NodeId]) -> Vec<NodeId> {
    let definitions = definitions(work.tree(), work.edits());
    removable_with(work.tree(), work.edits(), definitions.as_ref(), parents).collect()
}

/// [`removals`] under any edits.
fn removals_under(
    memo: &DefinitionsMemo<'_>,
    familiar: &Familiar,
    tree: &Tree,
    edits: &Edits,
    parents: &[NodeId],
) -> Vec<Element> {
    removals_with(
        tree,
        edits,
        memo.under(tree, edits).as_ref().as_ref(),
        familiar,
        parents,
    )
}

/// The definitions under the edits last asked about. A level asks once
/// per parent and once per list it speculates on, mostly under the same
/// edits (a list that removes nothing leaves them as they were), and
/// finding the definitions walks the whole tree.
struct DefinitionsMemo<'t> {
    tree: &'t Tree,
    last: RefCell<Option<(Edits, Rc<Option<Definitions<'t>>>)>>,
}

impl<'t> DefinitionsMemo<'t> {
    fn new(tree: &'t Tree) -> DefinitionsMemo<'t> {
        DefinitionsMemo {
            tree,
            last: RefCell::new(None),
        }
    }

    /// The definitions under `edits` of `tree`, the memo's tree (a
    /// pass's tree does not change while it runs).
    fn under(&self, tree: &Tree, edits: &Edits) -> Rc<Option<Definitions<'t>>> {
        debug_assert!(std::ptr::eq(tree, self.tree));
        let mut last = self.last.borrow_mut();
        if let Some((known, definitions)) = &*last
            && known == edits
        {
            return definitions.clone();
        }
        let definitions = Rc::new(definitions(self.tree, edits));
        *last = Some((edits.clone(), definitions.clone()));
        definitions
    }
}

/// The definitions that must stay while their uses do, in a language that
/// declares before use.
fn definitions<'t>(tree: &'t Tree, edits: &Edits) -> Option<Definitions<'t>> {
    Declarations::of(tree.language())
        .before_use
        .then(|| Definitions::of(tree, edits))
}

fn removals_with(
    tree: &Tree,
    edits: &Edits,
    definitions: Option<&Definitions<'_>>,
    familiar: &Familiar,
    parents: &[NodeId],
) -> Vec<Element> {
    removable_with(tree, edits, definitions, parents)
        .filter(|&c| !familiar.failed_removal(c))
        .map(Element::remove)
        .collect()
}

/// The removable children of `parents` but those that define a name used
/// after them (see [`removals`]).
fn removable_with<'a>(
    tree: &'a Tree,
    edits: &'a Edits,
    definitions: Option<&'a Definitions<'_>>,
    parents: &'a [NodeId],
) -> impl Iterator<Item = NodeId> + 'a {
    parents
        .iter()
        .flat_map(move |&p| tree.removable_children(p, edits))
        .filter(move |&c| definitions.is_none_or(|d| !d.defines_used(c)))
}

/// The next list per-parent HDD minimizes from `parents[*at..]` under
/// `edits` (`None` past the last parent alive), moving `at` past the
/// parents it takes: one parent's removals, or, where the language shares
/// single removals (`[hdd] share_single_removals`), those of the parents
/// in a row with at most one removal each: in a list of its own, each
/// removal that passes is a test (the name of each prototype's parameter,
/// the initializer of each global), where one list takes them a few at a
/// time. The walk and its lookahead for speculation group through here
/// alike, so that what is run ahead is what the walk asks for.
fn parent_list(
    known: &Known<'_, '_>,
    (tree, edits): (&Tree, &Edits),
    parents: &[NodeId],
    at: &mut usize,
) -> Option<Vec<Element>> {
    let shared = section::<HddSection>(tree.language()).share_single_removals;
    let mut list = Vec::new();
    let mut taken = 0;
    while let Some(&parent) = parents.get(*at) {
        if !tree.is_alive(parent, edits) {
            *at += 1;
            continue;
        }
        let own = removals_under(&known.memo, known.familiar, tree, edits, &[parent]);
        let single = shared && own.len() <= 1;
        if !single && taken > 0 {
            break;
        }
        *at += 1;
        taken += 1;
        list.extend(own);
        if !single {
            break;
        }
    }
    (taken > 0).then_some(list)
}

/// The replacements HDD offers for `nodes` (up to `limit` each), for
/// [`replacement_rounds`]. In a language that declares before use, an
/// offer that drops a definition of a name used after it is left out, as
/// with removals; so is an offer that failed in an earlier run
/// ([`Familiar`]).
fn replacement_offers(
    memo: &DefinitionsMemo<'_>,
    familiar: &Familiar,
    tree: &Tree,
    edits: &Edits,
    nodes: &[NodeId],
    limit: usize,
) -> Vec<(NodeId, Vec<Replacement>)> {
    let definitions = memo.under(tree, edits);
    nodes
        .iter()
        .map(|&n| {
            if familiar.failed_offers(n) {
                return (n, Vec::new());
            }
            let mut offers = tree.replacements(n, edits, limit);
            if let Some(definitions) = definitions.as_ref() {
                let defining: Vec<NodeId> = definitions.defining_leaves(n).collect();
                offers.retain(|r| defining.iter().all(|&leaf| keeps(tree, r, leaf)));
            }
            (n, offers)
        })
        .filter(|(_, offers)| !offers.is_empty())
        .collect()
}
