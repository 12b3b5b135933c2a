//! The engine: rounds of passes to a fixpoint, and everything a pass asks
//! for (minimizing a list with the core, trying alternatives), with the
//! cache, speculation and statistics.

use std::any::Any;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rustc_hash::FxHashMap;
use whittle_dd::{BestFirst, Odds, Outcome, Search};
use whittle_tree::{Edit, Edits, ParseError, ParseLimits, Tree};

use crate::measure::{Measure, Measuring};
use crate::pass::{Element, NextList, Proposals, Scheduled, Stage, Stopped, Work};
use crate::speculation::{Branches, ListSpeculation, Offer, Onward, Place, Speculation};
use crate::{
    Candidate, Lookahead, Observer, Options, PassStats, ReduceError, Reduced, Stats, TestEvent,
    Tester,
};

/// Runs the passes of `options` that apply to `tree`'s language: the main
/// ones in rounds until a round changes nothing, then the ones for a
/// stall, once each (back to the main rounds if they changed anything);
/// when those change nothing either, once per file, every pass forgets
/// what it tried and all run again; then the last resorts, and when they
/// change nothing the relayout ones, each back to the main rounds if it
/// changed anything; at last the final ones. Without
/// `fixpoint`, one round of the main passes. Stops early when the tester
/// says so. The tree's file must be interesting; it is the result where
/// the passes end above it (after a step that grew the file).
pub fn reduce(
    tree: Tree,
    options: &Options,
    tester: &mut dyn Tester,
    observer: &mut dyn Observer,
) -> Result<Reduced, ReduceError> {
    options.core.validate()?;
    for section in options.passes.iter().flat_map(|p| p.pass.sections()) {
        section.check(tree.language())?;
    }
    let passes: Vec<&Scheduled> = options
        .passes
        .iter()
        .filter(|p| p.runs_for(tree.language()))
        .collect();
    let stage = |stage: Stage| -> Vec<usize> {
        (0..passes.len())
            .filter(|&i| passes[i].stage == stage)
            .collect()
    };
    let (main, stalled, last_resort, relayout, last) = (
        stage(Stage::Main),
        stage(Stage::Stalled),
        stage(Stage::LastResort),
        stage(Stage::Relayout),
        stage(Stage::Final),
    );
    // The input, kept for the end: the result where the passes end above
    // it.
    let measuring = Measure::of_language(tree.language());
    let input = measuring.of(tree.source());
    let (input_bytes, input_tokens) = (tree.source().to_vec(), tree.weight(tree.root()));
    let stop = tester.stop_flag();
    let mut reduction = Reduction {
        engine: Engine {
            options,
            stop,
            tester: Some(tester),
            observer,
            stats: Stats {
                per_pass: passes.iter().map(|p| PassStats::new(p.name)).collect(),
                ..Stats::default()
            },
            pass: 0,
            committed: FxHashMap::default(),
            lists: 0,
            check_syntax: false,
            tree_errors: 0,
            best: input,
            memory: passes.iter().map(|_| None).collect(),
            input_names: (!options.renaming && measuring == Measuring::Text)
                .then(|| Measure::names(tree.source())),
            measuring,
            speculation: Speculation::new(options.speculation_width, passes.len()),
            onward: Onward::default(),
            growth: Growth::Unused,
        },
        tokens: input_tokens,
        best: input_bytes.clone(),
        tree,
    };
    // The file when the passes' memories were last cleared.
    let mut forgotten_at: Option<Vec<u8>> = None;
    let stopped = 'reduction: {
        loop {
            loop {
                match reduction.passes(&passes, &main)? {
                    None => break 'reduction true,
                    Some(changed) if changed && options.fixpoint => {}
                    Some(_) => break,
                }
            }
            if !options.fixpoint {
                break 'reduction false;
            }
            match reduction.passes(&passes, &stalled)? {
                None => break 'reduction true,
                Some(true) => {}
                // Stalled: what the passes remember as failed may work now
                // (a merge a later removal made possible; whittle run again
                // on its own result would find it). Forget once per file,
                // so this ends: only a change starts another round.
                Some(false)
                    if forgotten_at.as_ref() != Some(&reduction.best)
                        && reduction.engine.memory.iter().any(Option::is_some) =>
                {
                    reduction.engine.memory.iter_mut().for_each(|m| *m = None);
                    forgotten_at = Some(reduction.best.clone());
                }
                Some(false) => match reduction.passes(&passes, &last_resort)? {
                    None => break 'reduction true,
                    Some(true) => {}
                    Some(false) => match reduction.passes(&passes, &relayout)? {
                        None => break 'reduction true,
                        Some(true) => {}
                        Some(false) => break,
                    },
                },
            }
        }
        reduction.passes(&passes, &last)?.is_none()
    };
    // A step that grew the file set up others; should they have taken
    // less than it added, the input is the smaller result.
    if measuring.of(&reduction.best) > input {
        reduction.best = input_bytes;
        reduction.tokens = input_tokens;
    }
    Ok(Reduced {
        bytes: reduction.best,
        tokens: reduction.tokens,
        stats: reduction.engine.stats,
        stopped,
    })
}

/// A reduction in progress: the engine, and the best file so far with its
/// tree and tokens.
struct Reduction<'e> {
    engine: Engine<'e>,
    tree: Tree,
    best: Vec<u8>,
    tokens: u64,
}

impl Reduction<'_> {
    /// Runs these passes once each, in order; whether any changed the
    /// file, or `None` when stopped.
    fn passes(
        &mut self,
        passes: &[&Scheduled],
        which: &[usize],
    ) -> Result<Option<bool>, ReduceError> {
        let mut changed = false;
        for &index in which {
            match self.pass(passes, index)? {
                None => return Ok(None),
                Some(false) => {}
                Some(true) => {
                    changed = true;
                    loop {
                        // Passes that follow every change (the sweep).
                        for (other, pass) in passes.iter().enumerate() {
                            if other != index
                                && pass.follows_every_change
                                && self.pass(passes, other)?.is_none()
                            {
                                return Ok(None);
                            }
                        }
                        if !passes[index].reruns_after_followers {
                            break;
                        }
                        match self.pass(passes, index)? {
                            None => return Ok(None),
                            Some(false) => break,
                            Some(true) => {}
                        }
                    }
                }
            }
        }
        Ok(Some(changed))
    }

    /// Runs one pass; whether it changed the file, or `None` when stopped.
    fn pass(&mut self, passes: &[&Scheduled], index: usize) -> Result<Option<bool>, ReduceError> {
        if self.engine.stopping() {
            return Ok(None);
        }
        // Outside the file sizes it runs on, a run changes nothing.
        if !passes[index]
            .tokens
            .contains(&self.tree.weight(self.tree.root()))
        {
            return Ok(Some(false));
        }
        let pass = &passes[index].pass;
        self.engine
            .start_pass(index, passes[index].name, &self.tree);
        let start = Instant::now();
        let mut work = Work {
            tree: &self.tree,
            edits: Edits::new(),
            engine: &mut self.engine,
        };
        let result = pass.run(&mut work);
        let edits = work.edits;
        let pass_stats = &mut self.engine.stats.per_pass[index];
        pass_stats.runs += 1;
        let changed = !edits.is_empty();
        let mut result = result.ok();
        if changed {
            self.best = self.tree.render(&edits);
            let limits = ParseLimits {
                stop: self.engine.stop.as_deref(),
                deadline: None,
            };
            match Tree::parse_within(self.tree.language(), self.best.clone(), limits) {
                Ok(next) => {
                    let now = next.weight(next.root());
                    pass_stats.tokens_removed += self.tokens.saturating_sub(now);
                    self.tokens = now;
                    self.tree = next;
                }
                // Stopped while parsing the pass's result (a huge one):
                // the result stands (the test accepted it), counted by
                // the measure's lexer, not a tree.
                Err(ParseError::Stopped) => {
                    let now = self.engine.measuring.of(&self.best).tokens;
                    pass_stats.tokens_removed += self.tokens.saturating_sub(now);
                    self.tokens = now;
                    result = None;
                }
                Err(e) => return Err(e.into()),
            }
        }
        pass_stats.seconds += start.elapsed().as_secs_f64();
        Ok(result.map(|()| changed))
    }
}

/// What every pass shares while a reduction runs.
pub(crate) struct Engine<'e> {
    options: &'e Options,
    /// Set once the reduction must stop (see [`Tester::stop_flag`]).
    stop: Option<Arc<AtomicBool>>,
    /// The tester; away from the engine while a test runs (so that what
    /// to test ahead can be asked of the engine meanwhile).
    tester: Option<&'e mut dyn Tester>,
    observer: &'e mut dyn Observer,
    stats: Stats,
    /// The running pass (its index in `stats.per_pass`).
    pass: usize,
    /// Answers by content hash, for every candidate tested.
    committed: FxHashMap<u128, Outcome>,
    /// Lists minimized so far (varies the core's seed per list).
    lists: u64,
    /// Re-parse candidates of the current tree (see
    /// [`Options::check_syntax`]), and the errors it has.
    check_syntax: bool,
    tree_errors: usize,
    /// The measure of the best file so far: a candidate must be smaller.
    best: Measure,
    /// Each pass's memory (see [`Work::memory`]).
    memory: Vec<Option<Box<dyn Any + Send>>>,
    /// Without renaming: the names of the input, which a candidate may
    /// not go beyond.
    input_names: Option<BTreeSet<Vec<u8>>>,
    /// What to test ahead for a parallel tester.
    speculation: Speculation,
    /// The lists after the current one that speculation has looked at.
    onward: Onward,
    /// Whether the one step a reduction may take that grows the file has
    /// been taken (see [`Work::growing`](crate::pass::Work::growing)).
    growth: Growth,
    /// How the file is measured (bytes alone for a file of bytes).
    measuring: Measuring,
}

/// Where a reduction stands with its one step that may grow the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Growth {
    /// Not taken yet.
    Unused,
    /// Being taken: candidates need not go below the best file, and an
    /// interesting one becomes the best whatever its size.
    Open,
    /// Taken: every candidate must go below the best file again.
    Used,
}

impl Engine<'_> {
    /// Whether the reduction must stop now.
    fn stopping(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

impl Proposals for Engine<'_> {
    fn options(&self) -> &Options {
        self.options
    }

    fn check_stop(&self) -> Result<(), Stopped> {
        if self.stopping() {
            Err(Stopped)
        } else {
            Ok(())
        }
    }

    fn memory_slot(&mut self) -> &mut Option<Box<dyn Any + Send>> {
        &mut self.memory[self.pass]
    }

    fn open_growth(&mut self) -> bool {
        if self.growth != Growth::Unused {
            return false;
        }
        self.growth = Growth::Open;
        true
    }

    fn close_growth(&mut self) {
        self.growth = Growth::Used;
    }

    /// Hands a list to the core; every interesting candidate becomes the
    /// accepted edits.
    fn minimize(
        &mut self,
        tree: &Tree,
        accepted: &mut Edits,
        list: &[Element],
        next: Option<&NextList<'_>>,
    ) -> Result<(), Stopped> {
        self.check_stop()?;
        if list.is_empty() {
            return Ok(());
        }
        let base = accepted.clone();
        let weights: Vec<u64> = list.iter().map(|e| e.gain(tree, &base)).collect();
        let seed = self.options.seed.wrapping_add(self.lists);
        self.lists += 1;
        let mut search = self.search(&weights, seed);
        let mut list_speculation = ListSpeculation::default();
        let mut result = Ok(());
        let mut commits = search.commits();
        while let Some(kept) = search.next_test() {
            if self.stopping() {
                result = Err(Stopped);
                break;
            }
            let kept = kept.to_vec();
            // With folding, the core takes a batch's first success, and
            // folds, only when it asks for its next test.
            if search.commits() != commits {
                commits = search.commits();
                self.accept_kept(tree, accepted, (&base, list), search.kept());
            }
            let Some(built) = Engine::candidate(tree, &base, list, &kept) else {
                self.stats.invalid_candidates += 1;
                search.report(Outcome::NotInteresting);
                continue;
            };
            let candidate = list_speculation
                .take(&kept)
                .unwrap_or_else(|| Candidate::new(tree.render(&built.edits)));
            let mut onward = std::mem::take(&mut self.onward);
            let outcome = {
                let at = ListState {
                    tree,
                    base: &base,
                    accepted,
                    list,
                    next,
                    search: &search,
                    pending: &candidate,
                };
                let (list_speculation, onward) = (&mut list_speculation, &mut onward);
                let mut lookahead = |engine: &Engine<'_>, ended: Ended<'_>| {
                    engine.lookahead(&at, &mut *list_speculation, &mut *onward, ended)
                };
                self.evaluate(tree, &candidate, built.checked, &mut lookahead)
            };
            self.onward = onward;
            let outcome = match outcome {
                Ok(outcome) => outcome,
                Err(stopped) => {
                    result = Err(stopped);
                    break;
                }
            };
            let interesting = outcome.is_interesting();
            self.speculation
                .answered(self.pass, &mut list_speculation, interesting);
            search.report(outcome);
            if search.commits() != commits {
                commits = search.commits();
                if search.kept() == kept.as_slice() {
                    self.accept(tree, accepted, built.edits, &candidate);
                } else {
                    self.accept_kept(tree, accepted, (&base, list), search.kept());
                }
            }
        }
        if search.commits() != commits {
            self.accept_kept(tree, accepted, (&base, list), search.kept());
        }
        let stats = search.stats();
        self.stats.cache_hits += stats.cache_hits;
        self.stats.pma_skips += stats.pma_skips;
        result
    }

    /// Tries the alternatives in order until one is interesting.
    fn first_interesting(
        &mut self,
        tree: &Tree,
        accepted: &mut Edits,
        alternatives: &[Element],
    ) -> Result<Option<usize>, Stopped> {
        self.check_stop()?;
        let built: Vec<Option<Built>> = alternatives
            .iter()
            .map(|a| Engine::build(tree, accepted, &[a]))
            .collect();
        for (i, candidate) in built.iter().enumerate() {
            self.check_stop()?;
            let Some(candidate) = candidate else {
                self.stats.invalid_candidates += 1;
                continue;
            };
            let ahead: Vec<Candidate> = built[i + 1..]
                .iter()
                .flatten()
                .take(self.options.speculation_width)
                .map(|b| Candidate::new(tree.render(&b.edits)))
                .collect();
            let bytes = Candidate::new(tree.render(&candidate.edits));
            if self
                .evaluate(tree, &bytes, candidate.checked, &mut |_, _| ahead.clone())?
                .is_interesting()
            {
                self.accept(tree, accepted, candidate.edits.clone(), &bytes);
                return Ok(Some(i));
            }
        }
        Ok(None)
    }
}

/// The outcomes of tests run ahead that have ended, by candidate.
type Ended<'a> = &'a mut dyn FnMut(&Candidate) -> Option<Outcome>;

/// What to test ahead of a candidate, asked of the engine while the
/// tester has it (see [`Engine::lookahead`]).
type LookaheadFn<'a, 'e> = dyn FnMut(&Engine<'e>, Ended<'_>) -> Vec<Candidate> + 'a;

/// The engine's [`Lookahead`] while a test runs.
struct EngineLookahead<'a, 'b, 'e> {
    engine: &'a Engine<'e>,
    ahead: &'a mut LookaheadFn<'b, 'e>,
}

impl Lookahead for EngineLookahead<'_, '_, '_> {
    fn candidates(&mut self, ended: Ended<'_>) -> Vec<Candidate> {
        (self.ahead)(self.engine, ended)
    }
}

/// Where a list's minimization stands while its pending candidate is
/// tested: what [`Engine::lookahead`] plays the core's tree from.
struct ListState<'a, 'l> {
    tree: &'a Tree,
    /// The edits the list started from.
    base: &'a Edits,
    /// The edits accepted since.
    accepted: &'a Edits,
    list: &'a [Element],
    /// The lists the pass will minimize after this one.
    next: Option<&'a NextList<'l>>,
    search: &'a Search,
    /// The candidate being tested.
    pending: &'a Candidate,
}

/// A candidate's edits, and whether the grammar checked all of them.
struct Built {
    edits: Edits,
    checked: bool,
}

impl<'e> Engine<'e> {
    fn start_pass(&mut self, index: usize, name: &'static str, tree: &Tree) {
        self.pass = index;
        // Edits are the last tree's.
        self.onward = Onward::default();
        self.stats.pass_runs += 1;
        // Recovering from errors all over a file can make tree-sitter far
        // slower than the test (on a deeply nested XML file).
        self.check_syntax =
            self.options.check_syntax && 2 * tree.error_bytes() <= tree.source().len();
        self.tree_errors = tree.error_count();
        self.observer.pass_started(self.stats.pass_runs, name);
    }

    fn pass_name(&self) -> &'static str {
        self.stats.per_pass[self.pass].name
    }

    /// `base` plus `elements`: checked ones completed by the grammar (or
    /// `None` if they cannot be), the others as they are.
    fn build(tree: &Tree, base: &Edits, elements: &[&Element]) -> Option<Built> {
        let mut edits = base.clone();
        let mut checked: Vec<Edit> = Vec::new();
        for element in elements {
            if element.checked {
                checked.extend(element.edits.iter().cloned());
            } else {
                for edit in &element.edits {
                    edits.apply(edit);
                }
            }
        }
        let all_checked = elements.iter().all(|e| e.checked);
        Some(Built {
            edits: tree.apply(&edits, &checked)?,
            checked: all_checked,
        })
    }

    /// The accepted edits plus the list's elements not in `kept`.
    fn candidate(tree: &Tree, base: &Edits, list: &[Element], kept: &[usize]) -> Option<Built> {
        let mut applied = Vec::with_capacity(list.len() - kept.len());
        let mut k = kept.iter().peekable();
        for (i, element) in list.iter().enumerate() {
            if k.next_if_eq(&&i).is_none() {
                applied.push(element);
            }
        }
        Engine::build(tree, base, &applied)
    }

    /// The candidates to test ahead of `search`'s pending one (see
    /// [`Speculation`]), best first over one tree of outcomes: the core's
    /// candidates in `list` on `base`, and, where the core's played
    /// branches end the list, the first candidates of the lists `next`
    /// says come after it ([`Onward`]), each weighed by the chance that
    /// the list ends that way. So the next list's first test, likely
    /// needed, goes before deep branches of this list that are not. A
    /// list of one element ahead ends in one test, by passing or not, so
    /// the lists after it are played under both outcomes; a longer one
    /// only offers its first candidates.
    fn lookahead(
        &self,
        at: &ListState<'_, '_>,
        list_speculation: &mut ListSpeculation,
        onward: &mut Onward,
        ended: Ended<'_>,
    ) -> Vec<Candidate> {
        let &ListState {
            tree,
            base,
            accepted,
            list,
            next,
            search,
            pending,
        } = at;
        let width = self.speculation.width;
        if width == 0 {
            return Vec::new();
        }
        let stats = &self.stats.per_pass[self.pass];
        let mut odds = self.speculation.odds(self.pass, stats, list_speculation);
        let first_chance = self.speculation.first_test_chance(self.pass, stats);
        // The pending test itself may have been run ahead and ended (its
        // answer is then at hand, but the tree is played all the same).
        if let Some(outcome) = self.known(pending, ended) {
            odds.pending = outcome.as_chance();
        }
        // Candidates rendered ahead before may have been tested by now.
        let played = search.lookahead(width, &odds, &mut |kept| {
            self.known(list_speculation.rendered(kept)?, ended)
        });
        let mut offers = BestFirst::new();
        for (worth, kept) in played.candidates {
            offers.push(worth, Offer::InList(kept));
        }
        let mut lists = Branches::default();
        if next.is_some() {
            for end in &played.ends {
                let edits = if end.kept.as_slice() == search.kept() {
                    accepted.clone()
                } else {
                    match Engine::candidate(tree, base, list, &end.kept) {
                        Some(built) => built.edits,
                        None => continue,
                    }
                };
                lists.push_end(end.worth, end.reached, edits);
            }
        }
        // A list ahead starts without a test before it in the list.
        let list_odds = Odds {
            pending: first_chance,
            ..odds
        };
        list_speculation.bound_rendered();
        let mut ahead: Vec<Candidate> = Vec::new();
        // Each place looked at costs a call of `next` even when it offers
        // nothing new: bounds on them keep the main thread's share small.
        // Empty places (HDD's parents without removable children) are
        // cheaper, and often many in a row.
        let (mut lists_looked, mut places_looked) = (0, 0);
        while ahead.len() < width {
            // Lists ahead are looked at within bounds.
            let list_worth = lists
                .peek_worth()
                .filter(|_| lists_looked < 2 * width && places_looked < 16 * width);
            let list_first = match (offers.peek_worth(), list_worth) {
                (_, None) => false,
                (None, Some(_)) => true,
                (Some(offer), Some(list)) => list > offer,
            };
            if !list_first {
                let Some((_, offer)) = offers.pop() else {
                    break;
                };
                let candidate = match offer {
                    Offer::InList(kept) => list_speculation.render(kept, |kept| {
                        Engine::candidate(tree, base, list, kept)
                            .map(|b| Candidate::new(tree.render(&b.edits)))
                    }),
                    Offer::LaterList(candidate) => Some(candidate),
                };
                if let Some(candidate) = candidate
                    && !ahead.iter().any(|a| a.hash == candidate.hash)
                    && self.known(&candidate, ended).is_none()
                {
                    ahead.push(candidate);
                }
                continue;
            }
            let (Some(next), Some((worth, branch))) = (next, lists.pop()) else {
                break;
            };
            places_looked += 1;
            // The lists counted for seeds are those with elements.
            let at = self.lists + branch.lists_before;
            let wanted = width - ahead.len();
            let found = onward.find_or_insert((at, branch.skipped), &branch.edits, wanted, || {
                let Some(list) = next(tree, &branch.edits, branch.later) else {
                    return Place::End;
                };
                if list.is_empty() {
                    return Place::Empty;
                }
                if list.len() > 1 {
                    let first =
                        self.first_candidates(tree, (&branch.edits, &list), at, wanted, &list_odds);
                    return Place::List {
                        more: first.len() >= wanted,
                        first,
                        single: false,
                        removed: None,
                    };
                }
                // A list of one element: its only test removes it.
                let Some(built) = Engine::candidate(tree, &branch.edits, &list, &[]) else {
                    return Place::List {
                        first: Vec::new(),
                        more: false,
                        single: true,
                        removed: None,
                    };
                };
                let candidate = Candidate::new(tree.render(&built.edits));
                let first = match self.answered_by_engine(&candidate) {
                    Some(_) => Vec::new(),
                    None => vec![(None, candidate.clone())],
                };
                Place::List {
                    first,
                    more: false,
                    single: true,
                    removed: Some((built.edits, candidate)),
                }
            });
            let (first, removed) = match found {
                Place::End => continue,
                Place::Empty => {
                    // A place with nothing to offer is passed over.
                    lists.pass_over((worth, branch), false);
                    continue;
                }
                // A list of one element the grammar cannot remove ends
                // without a test.
                Place::List {
                    single: true,
                    removed: None,
                    ..
                } => {
                    lists.pass_over((worth, branch), true);
                    continue;
                }
                Place::List { first, removed, .. } => (first, removed),
            };
            lists_looked += 1;
            // The list's first test is needed when the list is reached;
            // the core's next ones, by their own chance after it.
            for (relative, candidate) in first {
                let worth = relative.map_or(worth, |r| r * branch.reached);
                offers.push(worth, Offer::LaterList(candidate.clone()));
            }
            if let Some((removed, candidate)) = removed {
                // Where its test, run ahead, has ended, the outcome is known.
                let chance = self
                    .known(candidate, ended)
                    .map_or(first_chance, Outcome::as_chance);
                lists.fork(&branch, removed.clone(), chance, &odds);
            }
        }
        ahead
    }

    /// The first candidates the core will ask for when `list` is handed to
    /// [`Engine::minimize`] as the `at`-th list, on `base`, the likeliest
    /// under `odds` first: up to `count`, leaving out those that would be
    /// answered without a test. Each with its worth relative to the
    /// chance that the list is reached (`None` for the list's first test,
    /// needed whenever it is).
    fn first_candidates(
        &self,
        tree: &Tree,
        (base, list): (&Edits, &[Element]),
        at: u64,
        count: usize,
        odds: &Odds,
    ) -> Vec<(Option<f64>, Candidate)> {
        if list.is_empty() || count == 0 {
            return Vec::new();
        }
        let weights: Vec<u64> = list.iter().map(|e| e.gain(tree, base)).collect();
        // The seed that list will get: it is the `at`-th.
        let seed = self.options.seed.wrapping_add(at);
        let mut search = self.search(&weights, seed);
        let Some(first) = search.next_test().map(<[usize]>::to_vec) else {
            return Vec::new();
        };
        // A few spare, for those answered without a test.
        let mut order = vec![(None, first)];
        let played = search.lookahead(2 * count, odds, &mut |_| None);
        order.extend(
            played
                .candidates
                .into_iter()
                .map(|(w, kept)| (Some(w), kept)),
        );
        order
            .into_iter()
            .filter_map(|(worth, kept)| {
                let built = Engine::candidate(tree, base, list, &kept)?;
                Some((worth, Candidate::new(tree.render(&built.edits))))
            })
            .filter(|(_, c)| self.answered_by_engine(c).is_none())
            .take(count)
            .collect()
    }

    /// The core's search over a list with these weights.
    fn search(&self, weights: &[u64], seed: u64) -> Search {
        Search::from_factory(self.options.core.as_ref(), weights, seed).folding(self.options.fold)
    }

    /// The core's list became `kept` other than by the candidate just
    /// tested (a folded batch): its candidate becomes the accepted edits.
    fn accept_kept(
        &mut self,
        tree: &Tree,
        accepted: &mut Edits,
        (base, list): (&Edits, &[Element]),
        kept: &[usize],
    ) {
        if let Some(built) = Engine::candidate(tree, base, list, kept) {
            let candidate = Candidate::new(tree.render(&built.edits));
            self.accept(tree, accepted, built.edits, &candidate);
        }
    }

    /// An interesting candidate becomes the accepted edits and the best
    /// file.
    fn accept(&mut self, tree: &Tree, accepted: &mut Edits, edits: Edits, candidate: &Candidate) {
        *accepted = edits;
        let measure = self.measuring.of(&candidate.bytes);
        self.best = if self.growth == Growth::Open {
            measure
        } else {
            self.best.min(measure)
        };
        self.stats.per_pass[self.pass].interesting += 1;
        self.observer
            .improved(&candidate.bytes, tree.estimated_tokens(accepted));
    }

    /// The answer the engine gives `candidate` itself, without a test
    /// (see [`Engine::answered_without_test`]) or from its cache.
    fn answered_by_engine(&self, candidate: &Candidate) -> Option<Outcome> {
        if self.answered_without_test(candidate) {
            return Some(Outcome::NotInteresting);
        }
        self.committed.get(&candidate.hash).copied()
    }

    /// The outcome of `candidate` if it is known before the engine asks
    /// for it: answered by the engine, or tested ahead by the tester and
    /// ended.
    fn known(&self, candidate: &Candidate, ended: Ended<'_>) -> Option<Outcome> {
        self.answered_by_engine(candidate)
            .or_else(|| ended(candidate))
    }

    /// Only a step down in the measure may be taken, so a run ends (but
    /// for the one growing step, itself finite); without renaming, no
    /// name the input lacks. Anything else fails without a test.
    fn answered_without_test(&self, candidate: &Candidate) -> bool {
        let new_name = self
            .input_names
            .as_ref()
            .is_some_and(|names| !Measure::names(&candidate.bytes).is_subset(names));
        new_name
            || (self.growth != Growth::Open
                && !self.measuring.is_below(&candidate.bytes, self.best))
    }

    /// Asks the tester (or the cache) about one candidate.
    fn evaluate(
        &mut self,
        tree: &Tree,
        candidate: &Candidate,
        checked: bool,
        ahead: &mut LookaheadFn<'_, 'e>,
    ) -> Result<Outcome, Stopped> {
        let size = candidate.bytes.len();
        // Before the cache: the best file itself, or an earlier larger
        // one, is interesting there, but taking it again is no step.
        if self.answered_without_test(candidate) {
            self.stats.no_progress += 1;
            return Ok(Outcome::NotInteresting);
        }
        if let Some(&outcome) = self.committed.get(&candidate.hash) {
            self.stats.cache_hits += 1;
            let event = TestEvent {
                pass: self.stats.pass_runs,
                pass_name: self.pass_name(),
                bytes: size,
                hash: candidate.hash,
                outcome,
                seconds: 0.0,
                cached: true,
                timed_out: false,
            };
            self.observer.tested(&event, &self.stats);
            return Ok(outcome);
        }
        let tester = self.tester.take().ok_or(Stopped)?;
        let mut ahead = EngineLookahead {
            engine: self,
            ahead,
        };
        let (verdict, errors) = if self.check_syntax && checked {
            // Re-parse while the test runs.
            std::thread::scope(|scope| {
                let language = tree.language();
                let bytes = &candidate.bytes;
                let parse = scope.spawn(move || Tree::count_errors(language, bytes).ok());
                let verdict = tester.test_with(candidate, &mut ahead);
                (verdict, parse.join().ok().flatten())
            })
        } else {
            (tester.test_with(candidate, &mut ahead), None)
        };
        self.tester = Some(tester);
        let verdict = verdict.ok_or(Stopped)?;
        self.stats.tests_run += 1;
        self.stats.per_pass[self.pass].tests += 1;
        self.stats.interesting += u64::from(verdict.outcome.is_interesting());
        self.stats.timeouts += u64::from(verdict.timed_out);
        if errors.is_some_and(|e| e > self.tree_errors) {
            self.stats.unparsable_candidates += 1;
        }
        self.committed.insert(candidate.hash, verdict.outcome);
        self.speculation.tested(verdict.outcome, verdict.seconds);
        let event = TestEvent {
            pass: self.stats.pass_runs,
            pass_name: self.pass_name(),
            bytes: size,
            hash: candidate.hash,
            outcome: verdict.outcome,
            seconds: verdict.seconds,
            cached: false,
            timed_out: verdict.timed_out,
        };
        self.observer.tested(&event, &self.stats);
        Ok(verdict.outcome)
    }
}
