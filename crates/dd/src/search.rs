//! Driving a minimizer: the cache, PMA, statistics and speculation.

use rustc_hash::FxHashMap;

use crate::cache::{Key, proposal_key, set_key};
use crate::config::{Config, ConfigError, MinimizerFactory};
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
/// * Speculation: [`Search::lookahead`] tells which candidates would be
///   tested next if the pending ones are not interesting.
///
/// The caller loops: [`next_test`](Search::next_test), run the oracle,
/// [`report`](Search::report), until `next_test` returns `None`.
#[derive(Debug)]
pub struct Search {
    minimizer: Box<dyn Minimizer>,
    pma: Option<Pma>,
    cache: FxHashMap<Key, Outcome>,
    /// The cache key of the minimizer's current list.
    current_key: Key,
    weights: Vec<u64>,
    pending: Option<Pending>,
    stats: SearchStats,
}

/// A candidate waiting for its test.
#[derive(Debug)]
struct Pending {
    candidate: Proposal,
    kept: Vec<usize>,
    key: Key,
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
            minimizer,
            pma: pma_seed.map(|seed| Pma::new(n, seed)),
            cache: FxHashMap::from_iter([(current_key, Outcome::Interesting)]),
            current_key,
            weights: weights.to_vec(),
            pending: None,
            stats: SearchStats::default(),
        }
    }

    /// The next candidate that needs a real test, or `None` when the
    /// algorithm has finished. Repeated calls return the same candidate
    /// until it is reported.
    pub fn next_test(&mut self) -> Option<&[usize]> {
        if self.pending.is_none() {
            let cache = &self.cache;
            let (candidate, key) = advance(
                self.minimizer.as_mut(),
                &mut self.pma,
                self.current_key,
                |k| cache.get(&k).copied(),
                &mut self.stats,
            )?;
            let kept = candidate.resolve(self.minimizer.kept());
            self.pending = Some(Pending {
                candidate,
                kept,
                key,
            });
        }
        self.pending.as_ref().map(|p| p.kept.as_slice())
    }

    /// The oracle's answer for the candidate from [`next_test`](Search::next_test).
    ///
    /// # Panics
    /// If no candidate is pending: that is a bug in the caller's loop.
    pub fn report(&mut self, outcome: Outcome) {
        let Some(pending) = self.pending.take() else {
            panic!("Search::report called without a pending candidate");
        };
        self.cache.insert(pending.key, outcome);
        self.stats.tests += 1;
        if let Some(pma) = &mut self.pma {
            pma.record(&pending.candidate, outcome);
        }
        self.minimizer.observe(outcome);
        if outcome.is_interesting() {
            self.stats.interesting += 1;
            self.current_key = set_key(self.minimizer.kept());
            if let Some(pma) = &mut self.pma {
                pma.rebase(self.minimizer.kept());
            }
        }
    }

    /// Up to `count` candidates that would need a test after the pending
    /// one, assuming that it and each of these is not interesting, in the
    /// order the algorithm would ask for them. The search itself is not
    /// changed: the minimizer (and PMA) are cloned.
    pub fn lookahead(&self, count: usize) -> Vec<Vec<usize>> {
        self.lookahead_if(Outcome::NotInteresting, count)
    }

    /// Like [`lookahead`](Search::lookahead), with the pending candidate
    /// assumed to have `outcome` (the others still not interesting): where
    /// interesting tests take long and succeed in runs, the candidate after
    /// a success is the better one to test ahead.
    pub fn lookahead_if(&self, outcome: Outcome, count: usize) -> Vec<Vec<usize>> {
        let mut minimizer = self.minimizer.boxed_clone();
        let mut pma = self.pma.clone();
        let mut stats = SearchStats::default();
        let mut current_key = self.current_key;
        let mut assumed: FxHashMap<Key, Outcome> = FxHashMap::default();
        if let Some(pending) = &self.pending {
            assumed.insert(pending.key, outcome);
            if let Some(pma) = &mut pma {
                pma.record(&pending.candidate, outcome);
            }
            minimizer.observe(outcome);
            if outcome.is_interesting() {
                current_key = set_key(minimizer.kept());
                if let Some(pma) = &mut pma {
                    pma.rebase(minimizer.kept());
                }
            }
        }
        let mut ahead = Vec::with_capacity(count);
        while ahead.len() < count {
            let known = |k: Key| self.cache.get(&k).or_else(|| assumed.get(&k)).copied();
            // Assumed failures leave the current list, and its key, as they are.
            let Some((candidate, k)) =
                advance(minimizer.as_mut(), &mut pma, current_key, known, &mut stats)
            else {
                break;
            };
            assumed.insert(k, Outcome::NotInteresting);
            ahead.push(candidate.resolve(minimizer.kept()));
            if let Some(pma) = &mut pma {
                pma.record(&candidate, Outcome::NotInteresting);
            }
            minimizer.observe(Outcome::NotInteresting);
        }
        ahead
    }

    /// The smallest interesting list found so far.
    pub fn kept(&self) -> &[usize] {
        self.minimizer.kept()
    }

    /// Statistics so far.
    pub fn stats(&self) -> SearchStats {
        let kept_weight: u64 = self.kept().iter().map(|&i| self.weights[i]).sum();
        SearchStats {
            rounds: self.minimizer.rounds(),
            weight_removed: self.weights.iter().sum::<u64>() - kept_weight,
            ..self.stats
        }
    }

    /// The result: what is kept, and the statistics.
    pub fn finish(self) -> Minimized {
        Minimized {
            stats: self.stats(),
            kept: self.minimizer.kept().to_vec(),
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
