//! The pass interface: what a kind of move proposes, and what it may ask
//! of the engine.

use std::any::Any;
use std::ops::RangeInclusive;
use std::sync::Arc;

use whittle_tree::{Edit, Edits, Language, LanguageError, NodeId, Replacement, Section, Tree};

use crate::Options;

/// What a pass will hand to the core after the list it hands over now
/// (see [`Work::minimize_before`]): `next(tree, edits, later)` is the list
/// `later` places on in the pass's own order (0: the next one) when the
/// accepted edits have become `edits` by then. A place whose list is
/// empty under `edits` (its parent is gone) is `Some` of an empty list;
/// `None` where the pass has no more lists or cannot tell.
pub type NextList<'a> = dyn Fn(&Tree, &Edits, usize) -> Option<Vec<Element>> + 'a;

/// What a pass may ask of the engine that runs it (the engine implements
/// it; [`Work`] is the pass's handle on it).
pub(crate) trait Proposals {
    /// The reduction's options.
    fn options(&self) -> &Options;

    /// See [`Work::check_stop`].
    fn check_stop(&self) -> Result<(), Stopped>;

    /// The running pass's memory slot.
    fn memory_slot(&mut self) -> &mut Option<Box<dyn Any + Send>>;

    /// Opens the reduction's one growing step (see [`Work::growing`]);
    /// false if it was taken already.
    fn open_growth(&mut self) -> bool;

    /// Ends the growing step: from now on every candidate must go below
    /// the best file again.
    fn close_growth(&mut self);

    /// See [`Work::minimize_before`].
    fn minimize(
        &mut self,
        tree: &Tree,
        accepted: &mut Edits,
        list: &[Element],
        next: Option<&NextList<'_>>,
    ) -> Result<(), Stopped>;

    /// See [`Work::first_interesting`].
    fn first_interesting(
        &mut self,
        tree: &Tree,
        accepted: &mut Edits,
        alternatives: &[Element],
    ) -> Result<Option<usize>, Stopped>;
}

/// When a scheduled pass runs (see [`crate::reduce`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// In every round, until a round changes nothing.
    Main,
    /// Once each time the main passes have stalled; anything it changes
    /// starts the main rounds again. For costly moves that escape what the
    /// main passes leave 1-minimal.
    Stalled,
    /// Once each time the stalled passes too have changed nothing; anything
    /// it changes starts the main rounds again. For moves that break the
    /// syntax the other passes rely on (deleting tokens across nodes), so
    /// that every move the grammar understands comes first.
    LastResort,
    /// Once each time the last resorts too have changed nothing; anything
    /// it changes starts the main rounds again. For moves that change
    /// only the layout (lines joined), so that every other move works on
    /// the file's own layout while it can.
    Relayout,
    /// Once, at the very end (tidying the layout).
    Final,
}

/// A pass and when it runs: one row of the schedule, as the engine runs
/// it. The engine runs the rows of [`crate::Options::passes`] in their
/// order, each in its stage.
#[derive(Clone, Debug)]
pub struct Scheduled {
    /// What `--passes` and the statistics call this run (one pass may
    /// have two rows: `rewrite-early` and `rewrite`).
    pub name: &'static str,
    /// The pass.
    pub pass: Arc<dyn Pass>,
    /// When it runs.
    pub stage: Stage,
    /// Whether it also runs right after any other pass run that changed
    /// the file (the sweep: whatever a pass removes may leave definitions
    /// nothing uses). Such passes follow a change in the order of the
    /// rows.
    pub follows_every_change: bool,
    /// Whether, when a run of it changed the file, it runs again right
    /// after the passes that follow every change, until a run changes
    /// nothing (prune stops once its removals leave much dead code, so
    /// that the sweep takes that code before prune's tests run on a file
    /// that still holds it). Every run that leads to another shrank the
    /// file, so this ends.
    pub reruns_after_followers: bool,
    /// The file sizes it runs on: the file's tokens when its run would
    /// start (outside them the run is skipped).
    pub tokens: RangeInclusive<u64>,
    /// The languages it runs for (and then only where
    /// [`Pass::applies_to`] says it has something to do).
    pub languages: Languages,
}

/// The languages a scheduled pass runs for, by [`Language::name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Languages {
    /// Every language.
    All,
    /// Only these.
    Only(&'static [&'static str]),
    /// Every language but these.
    AllBut(&'static [&'static str]),
}

impl Languages {
    /// Whether `language` is one of them.
    pub fn include(&self, language: &Language) -> bool {
        match self {
            Languages::All => true,
            Languages::Only(names) => names.contains(&language.name()),
            Languages::AllBut(names) => !names.contains(&language.name()),
        }
    }
}

impl Scheduled {
    /// `pass` in the main rounds, on every file, following nobody.
    pub fn main(pass: Arc<dyn Pass>) -> Scheduled {
        Scheduled {
            name: pass.name(),
            pass,
            stage: Stage::Main,
            follows_every_change: false,
            reruns_after_followers: false,
            tokens: 0..=u64::MAX,
            languages: Languages::All,
        }
    }

    /// Whether it runs on files of `language`.
    pub fn runs_for(&self, language: &Language) -> bool {
        self.languages.include(language) && self.pass.applies_to(language)
    }
}

/// A kind of move: tree removals level by level, merging names, deleting
/// tokens... Passes run one after another, each on a fresh parse of the
/// best file so far, in rounds until a whole round changes nothing.
///
/// A pass only *proposes*: it walks the [`Work`] it is given (the tree,
/// and the edits accepted so far in this run) and hands lists of
/// [`Element`]s to [`Work::minimize`], or alternatives to
/// [`Work::first_interesting`]. The engine tests, keeps what is
/// interesting, caches and speculates; the pass reads the accepted edits
/// back from `work` to decide what to propose next. A pass says what it
/// *is* (its name, its sections, its move); *when* it runs is its
/// [`Scheduled`] row (the `whittle-passes` crate's schedule table).
///
/// A pass must be deterministic: the same tree and answers give the same
/// proposals (results may not depend on the number of jobs).
pub trait Pass: Send + Sync + std::fmt::Debug {
    /// A short name, for `--passes`, `--skip-pass` and statistics.
    fn name(&self) -> &'static str;

    /// One line on what it does.
    fn description(&self) -> &'static str;

    /// Whether it has anything to do for files of this language.
    fn applies_to(&self, _language: &Language) -> bool {
        true
    }

    /// The sections of `grammars/<language>.toml` it reads (see
    /// [`whittle_tree::Section`]): each is checked before a reduction
    /// starts, and together they claim the keys the tree crate hands on.
    fn sections(&self) -> Vec<SectionCheck> {
        Vec::new()
    }

    /// Proposes edits of `work.tree()`. `Err(Stopped)` only passes on what
    /// the engine returned: the tester asked to stop.
    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped>;
}

/// A pass's claim on the language's overrides: the top-level keys one of
/// its sections reads, and a check that builds that section.
#[derive(Clone, Copy)]
pub struct SectionCheck {
    /// The keys the section claims.
    pub keys: &'static [&'static str],
    build: fn(&Language) -> Result<(), LanguageError>,
}

impl SectionCheck {
    /// The claim of section `S`.
    pub fn of<S: Section>() -> SectionCheck {
        SectionCheck {
            keys: S::KEYS,
            build: |language| language.section::<S>().map(|_| ()),
        }
    }

    /// Builds the section for `language`, reporting what is wrong with it.
    pub fn check(&self, language: &Language) -> Result<(), LanguageError> {
        (self.build)(language)
    }
}

impl std::fmt::Debug for SectionCheck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SectionCheck")
            .field("keys", &self.keys)
            .finish()
    }
}

/// The tester asked to stop (Ctrl-C, or a test that could not be run).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// One entry of a list handed to the delta-debugging core: "removing" it
/// from the list applies its edits, all together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// The edits it makes (several for a move that touches several nodes:
    /// every occurrence of a name, say).
    pub edits: Vec<Edit>,
    /// Whether the parents of the edited nodes must keep their grammar
    /// rules (separators go along; impossible combinations are rejected
    /// without a test). Moves judged by the test alone say no.
    pub checked: bool,
}

impl Element {
    /// Removing a node, checked by the grammar.
    pub fn remove(node: NodeId) -> Element {
        Element {
            edits: vec![Edit::Remove(node)],
            checked: true,
        }
    }

    /// Replacing a node, checked by the grammar.
    pub fn replace(node: NodeId, replacement: Replacement) -> Element {
        Element {
            edits: vec![Edit::Replace(node, replacement)],
            checked: true,
        }
    }

    /// The whole file of `tree` as `text`, judged by the test alone (a
    /// layout no node's edit can make: lines joined, re-indented).
    pub fn whole_file(tree: &Tree, text: String) -> Element {
        let root = tree.root();
        Element {
            edits: vec![Edit::Replace(
                root,
                Replacement::Text {
                    text: Arc::from(text),
                    kind: tree.kind(root),
                },
            )],
            checked: false,
        }
    }

    /// Tokens it saves on `tree` under `edits`: the weight the core sees
    /// (at least 1).
    pub fn gain(&self, tree: &Tree, edits: &Edits) -> u64 {
        self.edits
            .iter()
            .map(|e| tree.gain(e, edits))
            .sum::<u64>()
            .max(1)
    }
}

/// What a pass works on: one tree, the edits accepted on it so far, and
/// the engine that tests proposals.
pub struct Work<'w, 'e> {
    pub(crate) tree: &'w Tree,
    pub(crate) edits: Edits,
    pub(crate) engine: &'w mut (dyn Proposals + 'e),
}

impl std::fmt::Debug for Work<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Work").field("edits", &self.edits).finish()
    }
}

impl<'w> Work<'w, '_> {
    /// The tree being reduced (the best file when the pass started).
    pub fn tree(&self) -> &'w Tree {
        self.tree
    }

    /// The edits accepted so far in this run of the pass.
    pub fn edits(&self) -> &Edits {
        &self.edits
    }

    /// Whether `node` is still in the file under the accepted edits.
    pub fn is_alive(&self, node: NodeId) -> bool {
        self.tree.is_alive(node, &self.edits)
    }

    /// Whether `node` is in the file as it was: alive and not replaced.
    pub fn is_unedited(&self, node: NodeId) -> bool {
        self.is_alive(node) && self.edits.replacement(node).is_none()
    }

    /// Whether nothing in `node`'s subtree is edited, so its source text
    /// is what the file has.
    pub fn is_unedited_subtree(&self, node: NodeId) -> bool {
        self.tree.is_unedited_subtree(node, &self.edits)
    }

    /// The pass's memory over this reduction (all its runs, whatever the
    /// tree): what it tried, so that a move that does not pay is not
    /// tried forever. Made with `T::default()` on first use.
    pub fn memory<T: Default + Send + 'static>(&mut self) -> &mut T {
        let slot = self.engine.memory_slot();
        if !slot.as_ref().is_some_and(|m| m.is::<T>()) {
            *slot = Some(Box::new(T::default()));
        }
        match slot.as_mut().and_then(|m| m.downcast_mut::<T>()) {
            Some(memory) => memory,
            None => unreachable!("the slot was just filled with a T"),
        }
    }

    /// Whether moves may bring in names the input does not have (renaming
    /// to fresh names); `--no-renaming` says no.
    pub fn renaming(&self) -> bool {
        self.engine.options().renaming
    }

    /// How many replacements to try per node (`--replacements`).
    pub fn replacements(&self) -> usize {
        self.engine.options().replacements
    }

    /// `Err(Stopped)` once the reduction must stop (Ctrl-C): a pass calls
    /// it in each loop of its own that may run long before it hands the
    /// engine a candidate (planning over a huge tree), so that a stop is
    /// honoured there too. [`Work::minimize`] and
    /// [`Work::first_interesting`] check it themselves.
    pub fn check_stop(&self) -> Result<(), Stopped> {
        self.engine.check_stop()
    }

    /// Hands a list to the delta-debugging core, which looks for a small
    /// subset of it to keep: every element left out is applied, and every
    /// interesting candidate becomes the accepted edits.
    pub fn minimize(&mut self, list: &[Element]) -> Result<(), Stopped> {
        self.engine.minimize(self.tree, &mut self.edits, list, None)
    }

    /// [`Work::minimize`], told what the pass will minimize next: `next`
    /// gives the lists after this one under the edits accepted by then.
    /// Workers left idle near the end of `list` test their first
    /// candidates early, under the likeliest outcomes of the tests before
    /// them; the results and the tests counted stay the same.
    pub fn minimize_before(
        &mut self,
        list: &[Element],
        next: &NextList<'_>,
    ) -> Result<(), Stopped> {
        self.engine
            .minimize(self.tree, &mut self.edits, list, Some(next))
    }

    /// Runs `step` as the reduction's one growing step, or returns `None`
    /// if that was taken already (by this pass or another). Inside it,
    /// candidates need not be smaller than the best file: an interesting
    /// one is accepted, and becomes the measure later candidates must go
    /// below. For a move that makes the file larger so that others can
    /// take more (a nested call lifted into a statement of its own). A
    /// reduction grows at most once, by what `step` proposes, so it still
    /// ends; and it returns its input where the growth did not pay.
    pub fn growing<R>(&mut self, step: impl FnOnce(&mut Self) -> R) -> Option<R> {
        if !self.engine.open_growth() {
            return None;
        }
        let result = step(self);
        self.engine.close_growth();
        Some(result)
    }

    /// Tries the alternatives in order until one is interesting, which is
    /// then accepted; its index, or `None` if none is.
    pub fn first_interesting(
        &mut self,
        alternatives: &[Element],
    ) -> Result<Option<usize>, Stopped> {
        self.engine
            .first_interesting(self.tree, &mut self.edits, alternatives)
    }
}
