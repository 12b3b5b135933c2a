//! Delta debugging over a list: find a small sublist that is still
//! *interesting* according to an oracle.
//!
//! This crate is whittle's core. It knows nothing of syntax trees, files or
//! processes: a caller hands it the number of elements (with a weight each,
//! usually a token count) and answers questions of the form "is the sublist
//! that keeps exactly these indices still interesting?". Everything is
//! deterministic for a given [`Config::seed`].
//!
//! # The plug-in point: [`Minimizer`]
//!
//! Every algorithm is a [`Minimizer`]: a state machine that *proposes* one
//! candidate at a time (the indices to keep) and is then told the
//! [`Outcome`] of that candidate. It is shaped this way, rather than as a
//! function that calls an oracle, for three reasons:
//!
//! * **Speculation.** A minimizer can be cloned ([`CloneMinimizer`]).
//!   A parallel test runner clones it, feeds the clone assumed outcomes
//!   for the candidate under test and those after it, and so learns which
//!   candidates the algorithm would try next under each. Those can run on
//!   other cores while results are still committed in the algorithm's own
//!   order, so the outcome does not depend on the number of jobs
//!   ([`Search::lookahead`]: the likeliest branches under any outcomes).
//! * **Shared services.** Caching and PMA's test skipping are the same for
//!   every algorithm, so they live once in [`Search`], between the
//!   minimizer and the oracle, instead of inside each algorithm.
//! * **No callbacks, no threads.** The caller owns the loop, so it can
//!   stop at any time (Ctrl-C, a time limit) and still has the best
//!   interesting list so far in [`Minimizer::kept`].
//!
//! For the common case of a closure oracle, [`minimize`] runs the loop. A
//! caller that minimizes many lists (whittle's driver) takes a
//! [`MinimizerFactory`], which makes one minimizer per list: [`Config`] is
//! the factory for the algorithms here, and any other minimizer plugs in
//! the same way.
//!
//! ```
//! use whittle_dd::{minimize, Algorithm, Config, Outcome};
//!
//! // Interesting while elements 3 and 7 are both kept.
//! let config = Config::new(Algorithm::ProbDd);
//! let result = minimize(&config, &[1; 10], |kept: &[usize]| {
//!     if kept.contains(&3) && kept.contains(&7) {
//!         Outcome::Interesting
//!     } else {
//!         Outcome::NotInteresting
//!     }
//! })
//! .unwrap();
//! assert_eq!(result.kept, vec![3, 7]);
//! ```
//!
//! # Algorithms
//!
//! | [`Algorithm`] | source |
//! |---|---|
//! | `Ddmin` | Zeller and Hildebrandt, *Simplifying and isolating failure-inducing input* (TSE 2002) |
//! | `ProbDd` | Wang et al., *Probabilistic Delta Debugging* (FSE 2021), §3 |
//! | `Cdd` | Zhang et al., *Toward a Better Understanding of Probabilistic Delta Debugging*, Algorithm 2 |
//! | `WDdmin` | Zhou et al., *Weighted Delta Debugging*, Algorithm 1 |
//! | `WProbDd` | Zhou et al., *Weighted Delta Debugging*, Algorithm 2 |
//! | `WCdd` | **whittle's own extension, from no paper**: CDD with chunks balanced by weight |
//!
//! PMA (Probabilistic Monotonicity Assessment, EASE 2025, §3) wraps the
//! ddmin-style algorithms (`Ddmin`, `WDdmin`, `Cdd`, `WCdd`): see
//! [`Config::pma`].

mod best_first;
mod cache;
mod cdd;
mod config;
mod ddmin;
mod partition;
mod pma;
mod probdd;
mod search;
mod supersets;
mod tiebreak;
mod wddmin;

#[cfg(any(test, feature = "testing"))]
pub mod testing;

pub use best_first::BestFirst;
pub use cdd::Cdd;
pub use config::{Algorithm, Config, ConfigError, DEFAULT_P0, DdminOptions, MinimizerFactory};
pub use ddmin::Ddmin;
pub use probdd::ProbDd;
pub use search::{ListEnd, Lookahead, Minimized, Odds, Search, SearchStats, minimize};
pub use tiebreak::{SeededShuffle, TieBreak};
pub use wddmin::WDdmin;

/// The answer of an oracle for one candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The candidate still shows the behaviour being reduced for.
    Interesting,
    /// It does not (or the test failed, crashed, or timed out).
    NotInteresting,
}

impl Outcome {
    /// `true` for [`Outcome::Interesting`].
    pub fn is_interesting(self) -> bool {
        self == Outcome::Interesting
    }

    /// The chance that a test is interesting once its outcome is known to
    /// be this one: 1 or 0.
    pub fn as_chance(self) -> f64 {
        f64::from(u8::from(self.is_interesting()))
    }
}

impl From<bool> for Outcome {
    /// `true` is [`Outcome::Interesting`].
    fn from(interesting: bool) -> Outcome {
        if interesting {
            Outcome::Interesting
        } else {
            Outcome::NotInteresting
        }
    }
}

/// A candidate, described relative to the minimizer's current list
/// ([`Minimizer::kept`]) by the small part that differs.
///
/// Every algorithm here either keeps a part of the list (ddmin's subsets)
/// or removes one (complements, chunks, ProbDD's prefixes). Describing a
/// candidate by that part makes proposing, caching and PMA's look-ups cost
/// the size of the part instead of the size of the list; the full list is
/// built only for candidates that are really tested.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proposal {
    /// Keep only these elements (ascending, all in the current list).
    Keep(Vec<usize>),
    /// Keep the current list without these (ascending, all in it).
    Remove(Vec<usize>),
}

impl Proposal {
    /// The indices kept, given the current list (ascending).
    pub fn resolve(&self, current: &[usize]) -> Vec<usize> {
        match self {
            Proposal::Keep(kept) => kept.clone(),
            Proposal::Remove(removed) => partition::difference(current, removed),
        }
    }
}

/// A list-minimization algorithm, driven one candidate at a time.
///
/// Calls alternate: [`propose`](Minimizer::propose) returns the next
/// [`Proposal`], then [`observe`](Minimizer::observe) reports its outcome.
/// Indices always refer to the original list. [`kept`](Minimizer::kept)
/// changes only when an interesting outcome is observed. A minimizer never
/// sees the oracle itself, so it is pure and cheap to clone; see the
/// [crate docs](crate) for why.
///
/// Two rules every implementation keeps:
///
/// * **`propose` is deterministic**: the same state proposes the same
///   candidate. Speculation clones the state and replays "not interesting"
///   to learn what comes next; a proposal that depended on anything else
///   (time, a global random source) would make the speculated candidates
///   wrong, and results would depend on the number of jobs. Randomness
///   comes from a seed held in the state (see [`TieBreak`]).
/// * **An `observe` without a pending proposal is ignored**: it changes
///   nothing (in particular not `kept`) and never panics.
pub trait Minimizer: CloneMinimizer + Send + std::fmt::Debug {
    /// The next candidate to test, or `None` when the algorithm has finished.
    fn propose(&mut self) -> Option<Proposal>;

    /// The outcome of the candidate returned by the last `propose`.
    fn observe(&mut self, outcome: Outcome);

    /// The smallest interesting list known so far (ascending indices).
    fn kept(&self) -> &[usize];

    /// The list is known to stay interesting with only `kept` of its
    /// elements (ascending, a subset of [`kept`](Minimizer::kept)): go on
    /// from that list as the algorithm goes on after a success. Called
    /// only while no proposal is pending, by [`Search`]'s folding, which
    /// found `kept` by testing the union of several successful removals.
    fn retain(&mut self, kept: &[usize]);

    /// How many rounds (granularity levels, probability rounds) were
    /// started; 0 for an algorithm without rounds.
    fn rounds(&self) -> u64 {
        0
    }
}

/// Copying a boxed minimizer, for speculation. Implemented for every
/// [`Minimizer`] that is [`Clone`].
pub trait CloneMinimizer {
    /// A copy of the current state.
    fn boxed_clone(&self) -> Box<dyn Minimizer>;
}

impl<T: Minimizer + Clone + 'static> CloneMinimizer for T {
    fn boxed_clone(&self) -> Box<dyn Minimizer> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn Minimizer> {
    fn clone(&self) -> Self {
        self.boxed_clone()
    }
}
