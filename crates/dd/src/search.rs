//! Driving a minimizer: the cache, PMA, statistics and speculation.

use rustc_hash::FxHashMap;

use crate::best_first::BestFirst;
use crate::cache::{Key, proposal_key, set_key};
use crate::config::{Config, ConfigError, MinimizerFactory};
use crate::partition::intersection;
use crate::pma::Pma;
use crate::{Minimizer, Outcome, Proposal};

/// What a minimization did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Candidates handed to the oracle.
    pub tests: u64,
    /// Of those, the interesting ones.
    pub interesting: u64,
    /// Candidates answered from the cache instead.
    pub cache_hits: u64,
    /// Candidates PMA declared not interesting without a test.
    pub pma_skips: u64,
    /// Rounds the algorithm started (see [`Minimizer::rounds`]).
    pub rounds: u64,
    /// Total weight of the elements removed.
    pub weight_removed: u64,
}

/// The outcome of a finished (or stopped) minimization.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Minimized {
    /// The indices kept, ascending: an interesting sublist of the input.
    pub kept: Vec<usize>,
    /// What it took.
    pub stats: SearchStats,
}

/// A minimization in progress: a [`Minimizer`] plus the services every
/// algorithm shares.
///
/// * A cache: a candidate already tested is never tested again. The whole
///   input is known to be interesting and is in the cache from the start.
/// * PMA, when configured: candidates with a not-interesting superset may be
///   skipped.
/// * Speculation: [`Search::lookahead`] tells which candidates are likely
///   to be tested next, whatever the outcomes of the pending ones.
/// * Folding, when asked for ([`Search::folding`]): candidates are tested
///   in batches and several successes of a batch are kept together.
///
/// The caller loops: [`next_test`](Search::next_test), run the oracle,
/// [`report`](Search::report), until `next_test` returns `None`.
#[derive(Debug)]
pub struct Search {
    state: State,
    cache: FxHashMap<Key, Outcome>,
    weights: Vec<u64>,
}

/// Everything of a search but its cache: what speculation copies to play
/// the search forward under assumed outcomes.
#[derive(Clone, Debug)]
struct State {
    minimizer: Box<dyn Minimizer>,
    pma: Option<Pma>,
    /// The cache key of the minimizer's current list.
    current_key: Key,
    pending: Option<Pending>,
    /// `Some` while folding is on.
    fold: Option<Fold>,
    /// How often the minimizer's list got smaller.
    commits: u64,
    stats: SearchStats,
}

/// A candidate waiting for its test.
#[derive(Clone, Debug)]
struct Pending {
    candidate: Proposal,
    kept: Vec<usize>,
    key: Key,
    role: Role,
}

/// What a pending candidate is to the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// The minimizer's own next candidate: it is told the outcome at once.
    Proposed,
    /// This member of the batch being tested (folding).
    Member(usize),
    /// The current list less more successful removals of a batch.
    Folded,
}

/// Folding: C-Vise 2.12's folding of concurrent successes, made
/// deterministic. The batch is the next `width` candidates the minimizer
/// would ask for if each failed, chosen before any of them is tested, so
/// it depends on the algorithm's state alone, never on how many workers
/// are free or which test ends first. Every member is tested. Then the
/// minimizer is told the outcomes in its own order up to the first
/// success, exactly as without folding; the batch's later successes
/// (removals from the list the batch began with) are then folded into the
/// new list in a fixed order: all of them at once first, and if that
/// fails, one at a time, each kept when the list without it stays
/// interesting.
#[derive(Clone, Debug)]
struct Fold {
    width: usize,
    stage: Stage,
}

#[derive(Clone, Debug)]
enum Stage {
    /// No batch yet: the next candidate draws one.
    ToDraw,
    /// The batch's members, in the minimizer's order, with the outcomes
    /// of those tested so far.
    Testing(Vec<Member>),
    /// The later successes of the batch, as the lists they kept, to fold
    /// in: `next` is the first not tried alone, `all_tried` says whether
    /// all of them together were.
    Folding {
        successes: Vec<Vec<usize>>,
        next: usize,
        all_tried: bool,
    },
}

#[derive(Clone, Debug)]
struct Member {
    candidate: Proposal,
    kept: Vec<usize>,
    key: Key,
    outcome: Option<Outcome>,
}

/// What speculation expects of the tests ahead, for
/// [`Search::lookahead`]: how likely a test is to be interesting,
/// and how long a test of each outcome runs (any unit).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Odds {
    /// The chance that the pending test is interesting.
    pub pending: f64,
    /// The chance that a test is interesting after a test that was not
    /// (`[0]`) or was (`[1]`): successes come in runs.
    pub after: [f64; 2],
    /// How long a test that is not (`[0]`) or is (`[1]`) interesting runs.
    pub seconds: [f64; 2],
}

impl Odds {
    /// The same odds for every test, and tests of one length.
    pub fn even(chance: f64) -> Odds {
        Odds {
            pending: chance,
            after: [chance; 2],
            seconds: [1.0; 2],
        }
    }

    fn after(&self, outcome: Outcome) -> f64 {
        self.after[usize::from(outcome.is_interesting())]
    }

    fn seconds(&self, outcome: Outcome) -> f64 {
        self.seconds[usize::from(outcome.is_interesting())]
    }
}

/// A branch of [`Search::lookahead`]'s tree: the search with a
/// pending candidate whose outcome is assumed, and the candidate after it
/// to be found.
struct Branch {
    /// The chance that the search gets here.
    reached: f64,
    state: State,
    assumed: FxHashMap<Key, Outcome>,
    outcome: Outcome,
}

/// What [`Search::lookahead`] found.
#[derive(Clone, Debug, Default)]
pub struct Lookahead {
    /// Candidates (their kept indices), the most worth testing ahead
    /// first, each with its worth: the chance that the search asks for
    /// it times how long the test before it is expected to run.
    pub candidates: Vec<(f64, Vec<usize>)>,
    /// Where played branches end the list.
    pub ends: Vec<ListEnd>,
}

/// A way the list ends, as [`Search::lookahead`] played it.
#[derive(Clone, Debug, PartialEq)]
pub struct ListEnd {
    /// The chance that the list ends here (summed over the branches that
    /// end with the same list).
    pub reached: f64,
    /// Its worth, as a candidate's would be after the last test: over
    /// the branches that end here, each one's chance times how long the
    /// test before it is expected to run.
    pub worth: f64,
    /// The indices the list keeps at this end.
    pub kept: Vec<usize>,
}

/// How many branches [`Search::lookahead`] plays, at most, per
/// candidate it is asked for.
const PLAYS_PER_CANDIDATE: usize = 16;

/// The outcomes a search knows: the real cache, or the cache plus the
/// outcomes speculation assumes.
trait Memory {
    fn known(&self, key: Key) -> Option<Outcome>;
    fn remember(&mut self, key: Key, outcome: Outcome);
}

impl Memory for FxHashMap<Key, Outcome> {
    fn known(&self, key: Key) -> Option<Outcome> {
        self.get(&key).copied()
    }

    fn remember(&mut self, key: Key, outcome: Outcome) {
        self.insert(key, outcome);
    }
}

/// What is known below, read-only (the real cache, or already an
/// assumption), under further outcomes assumed for speculation.
struct Assumed<'a> {
    below: &'a dyn Memory,
    assumed: FxHashMap<Key, Outcome>,
}

impl<'a> Assumed<'a> {
    fn over(below: &'a dyn Memory) -> Self {
        Assumed {
            below,
            assumed: FxHashMap::default(),
        }
    }
}

impl Memory for Assumed<'_> {
    fn known(&self, key: Key) -> Option<Outcome> {
        self.below
            .known(key)
            .or_else(|| self.assumed.get(&key).copied())
    }

    fn remember(&mut self, key: Key, outcome: Outcome) {
        self.assumed.insert(key, outcome);
    }
}

impl Search {
    /// A search with the configured algorithm over elements of these weights.
    pub fn new(config: &Config, weights: &[u64]) -> Result<Self, ConfigError> {
        let minimizer = config.build(weights)?;
        Ok(Search::with_minimizer(
            minimizer,
            weights,
            config.pma.then_some(config.seed),
        ))
    }

    /// A search with a minimizer from `factory`, seeded with `seed`.
    pub fn from_factory(factory: &dyn MinimizerFactory, weights: &[u64], seed: u64) -> Self {
        Search::with_minimizer(
            factory.minimizer(weights, seed),
            weights,
            factory.pma().then_some(seed),
        )
    }

    /// A search with any minimizer; `pma_seed` turns PMA on.
    pub fn with_minimizer(
        minimizer: Box<dyn Minimizer>,
        weights: &[u64],
        pma_seed: Option<u64>,
    ) -> Self {
        let n = weights.len();
        let current_key = set_key(minimizer.kept());
        Search {
            state: State {
                minimizer,
                pma: pma_seed.map(|seed| Pma::new(n, seed)),
                current_key,
                pending: None,
                fold: None,
                commits: 0,
                stats: SearchStats::default(),
            },
            cache: FxHashMap::from_iter([(current_key, Outcome::Interesting)]),
            weights: weights.to_vec(),
        }
    }

    /// Tests candidates in batches of `width` and folds a batch's
    /// successes together (see the docs of `Fold` in this module); a
    /// width below 2 leaves folding off. The candidates asked for, and
    /// the result, depend on the width, not on how the caller runs them:
    /// a caller with `width` workers can test a whole batch at once, and
    /// every test of it is one the search needs.
    pub fn folding(mut self, width: usize) -> Self {
        self.state.fold = (width >= 2).then_some(Fold {
            width,
            stage: Stage::ToDraw,
        });
        self
    }

    /// The next candidate that needs a real test, or `None` when the
    /// algorithm has finished. Repeated calls return the same candidate
    /// until it is reported.
    pub fn next_test(&mut self) -> Option<&[usize]> {
        self.state.next(&mut self.cache).map(|p| p.kept.as_slice())
    }

    /// The oracle's answer for the candidate from [`next_test`](Search::next_test).
    ///
    /// # Panics
    /// If no candidate is pending: that is a bug in the caller's loop.
    pub fn report(&mut self, outcome: Outcome) {
        assert!(
            self.state.pending.is_some(),
            "Search::report called without a pending candidate"
        );
        self.state.report(outcome, &mut self.cache);
    }

    /// Up to `count` candidates that may need a test after the pending
    /// one, the most worth testing ahead first, whatever the outcomes,
    /// and the branches played to the list's end. The tree of the pending
    /// test's outcomes, and of the tests after it, is played forward best
    /// first, with the same code as the real search. A candidate's worth
    /// is the chance that the search asks for it (the product of the
    /// assumed outcomes' odds along its branch) times how long the test
    /// before it is expected to run, which is the head start testing it
    /// now gives. With `count` workers, the set of candidates with the
    /// highest chance of being needed is the one that keeps most of them
    /// useful; a branch is always played after its parent, so the set is
    /// a subtree. Where a branch ends the list ([`Lookahead::ends`]), a
    /// caller can weigh what comes after the list against the candidates
    /// in it.
    ///
    /// `known` gives the outcomes already known of some candidates (by
    /// the indices they keep: tests run ahead that have ended; `&mut |_|
    /// None` for none): the tree follows a known outcome with certainty,
    /// and names no candidate whose outcome is known.
    ///
    /// Certain odds play one branch: [`Odds::even`]`(0.0)` gives the
    /// candidates the search asks for while every test fails, in its
    /// order; `pending: 1.0` with `after: [0.0; 2]` those after the
    /// pending test succeeds and the rest fail. The search itself is not
    /// changed: its state is copied for each branch.
    pub fn lookahead(
        &self,
        count: usize,
        odds: &Odds,
        known: &mut dyn FnMut(&[usize]) -> Option<Outcome>,
    ) -> Lookahead {
        let mut found = Lookahead::default();
        if count == 0 || self.state.pending.is_none() {
            return found;
        }
        let mut branches = BestFirst::new();
        let push = |branches: &mut BestFirst<Branch>, state: State, assumed, chance, before| {
            for outcome in [Outcome::Interesting, Outcome::NotInteresting] {
                let odds_of = match outcome {
                    Outcome::Interesting => chance,
                    Outcome::NotInteresting => 1.0 - chance,
                };
                // A branch that cannot happen is not played.
                if odds_of <= 0.0 {
                    continue;
                }
                let branch = Branch {
                    reached: before * odds_of,
                    state: state.clone(),
                    assumed: FxHashMap::clone(&assumed),
                    outcome,
                };
                branches.push(branch.reached * odds.seconds(outcome), branch);
            }
        };
        push(
            &mut branches,
            self.state.clone(),
            FxHashMap::default(),
            odds.pending,
            1.0,
        );
        // Branches that only find candidates already ahead are bounded: in
        // a folding batch the next member comes whatever the outcomes
        // before it, so the tree doubles at each member while offering
        // the same candidates (2^15 branches before the last member of a
        // batch of 16, each a copy of the search's state).
        let mut plays = 0;
        while found.candidates.len() < count && plays < count * PLAYS_PER_CANDIDATE {
            plays += 1;
            let Some((worth, branch)) = branches.pop() else {
                break;
            };
            let Branch {
                reached,
                mut state,
                assumed,
                outcome,
            } = branch;
            let mut memory = Assumed {
                below: &self.cache,
                assumed,
            };
            state.report(outcome, &mut memory);
            let Some(next) = state.next(&mut memory) else {
                let kept = state.minimizer.kept();
                match found.ends.iter_mut().find(|end| end.kept == kept) {
                    Some(end) => {
                        end.reached += reached;
                        end.worth += worth;
                    }
                    None => found.ends.push(ListEnd {
                        reached,
                        worth,
                        kept: kept.to_vec(),
                    }),
                }
                continue;
            };
            let chance = match known(&next.kept) {
                Some(outcome) => outcome.as_chance(),
                None => {
                    if !found.candidates.iter().any(|(_, kept)| *kept == next.kept) {
                        found.candidates.push((worth, next.kept.clone()));
                    }
                    odds.after(outcome)
                }
            };
            let assumed = memory.assumed;
            push(&mut branches, state, assumed, chance, reached);
        }
        found
    }

    /// The smallest interesting list found so far.
    pub fn kept(&self) -> &[usize] {
        self.state.minimizer.kept()
    }

    /// How many times [`kept`](Search::kept) has become smaller: a caller
    /// that builds something from the kept list rebuilds it when this
    /// changes. Without folding that happens at each interesting report;
    /// with folding, when a batch's outcomes are told to the minimizer
    /// and when a fold succeeds.
    pub fn commits(&self) -> u64 {
        self.state.commits
    }

    /// Statistics so far.
    pub fn stats(&self) -> SearchStats {
        let kept_weight: u64 = self.kept().iter().map(|&i| self.weights[i]).sum();
        SearchStats {
            rounds: self.state.minimizer.rounds(),
            weight_removed: self.weights.iter().sum::<u64>() - kept_weight,
            ..self.state.stats
        }
    }

    /// The result: what is kept, and the statistics.
    pub fn finish(self) -> Minimized {
        Minimized {
            stats: self.stats(),
            kept: self.state.minimizer.kept().to_vec(),
        }
    }
}

impl State {
    /// The pending candidate, choosing it if there is none.
    fn next(&mut self, memory: &mut impl Memory) -> Option<&Pending> {
        if self.pending.is_none() {
            self.pending = match self.fold.is_some() {
                false => self.propose(memory),
                true => self.next_folding(memory),
            };
        }
        self.pending.as_ref()
    }

    /// The minimizer's next candidate that needs a test.
    fn propose(&mut self, memory: &impl Memory) -> Option<Pending> {
        let (candidate, key) = advance(
            self.minimizer.as_mut(),
            &mut self.pma,
            self.current_key,
            |k| memory.known(k),
            &mut self.stats,
        )?;
        let kept = candidate.resolve(self.minimizer.kept());
        Some(Pending {
            candidate,
            kept,
            key,
            role: Role::Proposed,
        })
    }

    /// The next test with folding on: the batch's next member, drawing a
    /// batch when there is none, or the next fold.
    fn next_folding(&mut self, memory: &mut impl Memory) -> Option<Pending> {
        loop {
            let fold = self.fold.as_mut()?;
            match &mut fold.stage {
                Stage::ToDraw => {
                    let width = fold.width;
                    let members = self.draw(width, memory);
                    if members.is_empty() {
                        return None;
                    }
                    self.fold_stage(Stage::Testing(members));
                }
                Stage::Testing(members) => {
                    let Some(at) = members.iter().position(|m| m.outcome.is_none()) else {
                        self.commit_batch(memory);
                        continue;
                    };
                    let member = &members[at];
                    return Some(Pending {
                        candidate: member.candidate.clone(),
                        kept: member.kept.clone(),
                        key: member.key,
                        role: Role::Member(at),
                    });
                }
                Stage::Folding {
                    successes,
                    next,
                    all_tried,
                } => {
                    let current = self.minimizer.kept();
                    let kept = if !*all_tried && successes.len() >= 2 {
                        *all_tried = true;
                        successes
                            .iter()
                            .fold(current.to_vec(), |list, s| intersection(&list, s))
                    } else if let Some(success) = successes.get(*next) {
                        *next += 1;
                        intersection(current, success)
                    } else {
                        self.fold_stage(Stage::ToDraw);
                        continue;
                    };
                    // Nothing more removed, or nothing left: no fold.
                    if kept.is_empty() || kept.len() == current.len() {
                        continue;
                    }
                    let key = set_key(&kept);
                    match memory.known(key) {
                        Some(Outcome::Interesting) => self.retain(&kept, key),
                        Some(Outcome::NotInteresting) => self.stats.cache_hits += 1,
                        None => {
                            return Some(Pending {
                                candidate: Proposal::Keep(kept.clone()),
                                kept,
                                key,
                                role: Role::Folded,
                            });
                        }
                    }
                }
            }
        }
    }

    fn fold_stage(&mut self, stage: Stage) {
        if let Some(fold) = &mut self.fold {
            fold.stage = stage;
        }
    }

    /// The next `width` candidates that need a test if each of them
    /// fails: the search without folding, played forward on a copy under
    /// assumed failures, so the minimizer and PMA are where they were.
    fn draw(&self, width: usize, memory: &impl Memory) -> Vec<Member> {
        let mut plain = State {
            minimizer: self.minimizer.boxed_clone(),
            pma: self.pma.clone(),
            current_key: self.current_key,
            pending: None,
            fold: None,
            commits: 0,
            stats: SearchStats::default(),
        };
        let mut memory = Assumed::over(memory);
        let mut members = Vec::with_capacity(width);
        while members.len() < width {
            let Some(next) = plain.next(&mut memory) else {
                break;
            };
            members.push(Member {
                candidate: next.candidate.clone(),
                kept: next.kept.clone(),
                key: next.key,
                outcome: None,
            });
            plain.report(Outcome::NotInteresting, &mut memory);
        }
        members
    }

    /// Every member of the batch is tested: the minimizer is told their
    /// outcomes in its order up to the first success, which it takes as
    /// it would without folding; the later successes are left to fold.
    fn commit_batch(&mut self, memory: &mut impl Memory) {
        let stage = self
            .fold
            .as_mut()
            .map(|fold| std::mem::replace(&mut fold.stage, Stage::ToDraw));
        let Some(Stage::Testing(members)) = stage else {
            return;
        };
        let mut successes = Vec::new();
        let mut told = true;
        for member in members {
            let outcome = member.outcome.unwrap_or(Outcome::NotInteresting);
            if !told {
                memory.remember(member.key, outcome);
                if outcome.is_interesting() {
                    successes.push(member.kept);
                }
                continue;
            }
            // The same moves as the draw's, now that the outcomes before
            // this member are known failures: the same candidate comes.
            let proposed = advance(
                self.minimizer.as_mut(),
                &mut self.pma,
                self.current_key,
                |k| memory.known(k),
                &mut self.stats,
            );
            debug_assert_eq!(proposed.as_ref().map(|p| p.1), Some(member.key));
            memory.remember(member.key, outcome);
            self.tell(&member.candidate, outcome);
            told = !outcome.is_interesting();
        }
        if !successes.is_empty() {
            self.fold_stage(Stage::Folding {
                successes,
                next: 0,
                all_tried: false,
            });
        }
    }

    /// The oracle's answer for the pending candidate.
    fn report(&mut self, outcome: Outcome, memory: &mut impl Memory) {
        let Some(pending) = self.pending.take() else {
            return;
        };
        self.stats.tests += 1;
        if outcome.is_interesting() {
            self.stats.interesting += 1;
        }
        match pending.role {
            Role::Proposed => {
                memory.remember(pending.key, outcome);
                self.tell(&pending.candidate, outcome);
            }
            // The minimizer hears of it when the whole batch is tested.
            Role::Member(at) => {
                if let Some(Fold {
                    stage: Stage::Testing(members),
                    ..
                }) = &mut self.fold
                {
                    members[at].outcome = Some(outcome);
                }
            }
            Role::Folded => {
                memory.remember(pending.key, outcome);
                if let Some(pma) = &mut self.pma {
                    pma.record(&pending.candidate, outcome);
                }
                if outcome.is_interesting() {
                    self.retain(&pending.kept, pending.key);
                }
            }
        }
    }

    /// The minimizer's own candidate had this outcome.
    fn tell(&mut self, candidate: &Proposal, outcome: Outcome) {
        if let Some(pma) = &mut self.pma {
            pma.record(candidate, outcome);
        }
        self.minimizer.observe(outcome);
        if outcome.is_interesting() {
            self.current_key = set_key(self.minimizer.kept());
            self.rebased();
        }
    }

    /// A fold passed: the list is `kept`, whose key is `key`.
    fn retain(&mut self, kept: &[usize], key: Key) {
        self.minimizer.retain(kept);
        self.current_key = key;
        self.rebased();
    }

    fn rebased(&mut self) {
        self.commits += 1;
        if let Some(pma) = &mut self.pma {
            pma.rebase(self.minimizer.kept());
        }
    }
}

/// Moves `minimizer` on to its next candidate that needs a real test,
/// answering candidates with a known outcome, and those PMA skips, on the
/// way. Shared by the real search and its speculative copies, so both make
/// exactly the same decisions.
fn advance(
    minimizer: &mut dyn Minimizer,
    pma: &mut Option<Pma>,
    current_key: Key,
    known: impl Fn(Key) -> Option<Outcome>,
    stats: &mut SearchStats,
) -> Option<(Proposal, Key)> {
    loop {
        let candidate = minimizer.propose()?;
        let k = proposal_key(&candidate, current_key);
        if let Some(outcome) = known(k) {
            stats.cache_hits += 1;
            minimizer.observe(outcome);
            continue;
        }
        if let Some(pma) = pma
            && pma.should_skip(&candidate)
        {
            stats.pma_skips += 1;
            minimizer.observe(Outcome::NotInteresting);
            continue;
        }
        return Some((candidate, k));
    }
}

/// Minimizes a list of elements with these weights under `oracle`, which
/// is called with the indices kept (ascending) and must say whether that
/// sublist is still interesting. The whole list is assumed interesting.
pub fn minimize(
    config: &Config,
    weights: &[u64],
    mut oracle: impl FnMut(&[usize]) -> Outcome,
) -> Result<Minimized, ConfigError> {
    let mut search = Search::new(config, weights)?;
    while let Some(candidate) = search.next_test() {
        let outcome = oracle(candidate);
        search.report(outcome);
    }
    Ok(search.finish())
}
