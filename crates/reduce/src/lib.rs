//! whittle's reduction engine.
//!
//! [`reduce`] runs *passes* in rounds over a syntax tree
//! ([`whittle_tree::Tree`]) until a whole round changes nothing. A pass
//! ([`Pass`]) is one kind of move: it proposes lists of [`Element`]s
//! (edits of one or several nodes) to the engine, which hands each list to
//! a delta-debugging core ([`whittle_dd`]) and keeps every interesting
//! candidate. Candidates are completed so that they keep the grammar
//! (separators go with removed list elements; combinations the grammar
//! forbids are rejected without a test), rendered, and handed to a
//! [`Tester`].
//!
//! The passes themselves, and the schedule that says when each runs, are
//! the `whittle-passes` crate's; this crate holds the contract they
//! implement ([`Pass`], [`Work`], [`Scheduled`]).
//!
//! The engine knows nothing of processes: a [`Tester`] answers, which
//! makes it testable with a closure. Results are cached by content, and
//! speculation (testing ahead what the core will ask next if the current
//! candidate fails) never changes a result or the number of tests.

mod engine;
mod measure;
mod pass;
mod speculation;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

pub use engine::reduce;
pub use measure::{Measure, Measuring};
pub use pass::{Element, Languages, NextList, Pass, Scheduled, SectionCheck, Stage, Stopped, Work};
use whittle_dd::{ConfigError, MinimizerFactory, Outcome};
use whittle_tree::ParseError;

/// Everything that steers a reduction.
#[derive(Clone, Debug)]
pub struct Options {
    /// The delta-debugging core that minimizes every list.
    pub core: Arc<dyn MinimizerFactory>,
    /// The seed of the core's random choices (varied per list,
    /// deterministically).
    pub seed: u64,
    /// The passes, in order, each with when it runs (none by default: the
    /// `whittle-passes` crate's schedule gives them).
    pub passes: Vec<Scheduled>,
    /// Repeat rounds until one changes nothing.
    pub fixpoint: bool,
    /// Replacements tried per node ([`Options::REPLACEMENTS`] by default).
    pub replacements: usize,
    /// Moves may bring in names the input does not have (fresh names,
    /// stand-ins like `a`); without, every name of the result is one of
    /// the input's.
    pub renaming: bool,
    /// Candidates to render ahead for speculation (jobs - 1).
    pub speculation_width: usize,
    /// Test each list's candidates in batches of this many and fold the
    /// successes of a batch together (`Search::folding`); below 2, off.
    /// Results depend on it, never on `speculation`.
    pub fold: usize,
    /// Re-parse every tested candidate whose edits the grammar checked,
    /// and count those with more syntax errors than the file they came
    /// from (a check on the grammar knowledge; costs CPU). Files more than
    /// half inside ERROR nodes are not checked.
    pub check_syntax: bool,
}

impl Options {
    /// Replacements tried per node by default.
    pub const REPLACEMENTS: usize = 3;
}

impl Default for Options {
    fn default() -> Options {
        Options {
            core: Arc::new(whittle_dd::Config::default()),
            seed: 0,
            passes: Vec::new(),
            fixpoint: true,
            replacements: Options::REPLACEMENTS,
            renaming: true,
            speculation_width: 0,
            fold: 0,
            check_syntax: true,
        }
    }
}

/// The result of a reduction.
#[derive(Debug)]
pub struct Reduced {
    /// The smallest interesting file found.
    pub bytes: Vec<u8>,
    /// Its tokens (see `whittle_tree`).
    pub tokens: u64,
    /// What it took.
    pub stats: Stats,
    /// Whether it was stopped before the fixpoint.
    pub stopped: bool,
}

/// Why a reduction could not run.
#[derive(Debug, thiserror::Error)]
pub enum ReduceError {
    /// The core's settings are invalid.
    #[error(transparent)]
    Core(#[from] ConfigError),
    /// A pass's section of the language's overrides is invalid.
    #[error(transparent)]
    Language(#[from] whittle_tree::LanguageError),
    /// A file the engine produced could not be parsed again (the best
    /// result so far has been reported to the observer).
    #[error("cannot parse the reduced file again: {0}")]
    Parse(#[from] ParseError),
}

/// A candidate file: its bytes and their hash, computed once and shared
/// by the engine's cache, speculation and the tester.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The file's content.
    pub bytes: Arc<[u8]>,
    /// A 128-bit hash of the bytes (xxh3).
    pub hash: u128,
}

impl Candidate {
    /// A candidate with these bytes.
    pub fn new(bytes: Vec<u8>) -> Candidate {
        let hash = Candidate::hash_of(&bytes);
        Candidate {
            bytes: bytes.into(),
            hash,
        }
    }

    /// The hash a candidate with these bytes has (xxh3, 128 bits): the
    /// key of every cache of answers.
    pub fn hash_of(bytes: &[u8]) -> u128 {
        xxhash_rust::xxh3::xxh3_128(bytes)
    }
}

/// The tester's answer for one candidate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verdict {
    /// Interesting or not.
    pub outcome: Outcome,
    /// How long the test took.
    pub seconds: f64,
    /// The test ran past its time limit (and so is not interesting).
    pub timed_out: bool,
}

/// Runs the interestingness test.
pub trait Tester {
    /// Tests `candidate`. `ahead` are the candidates the engine may ask
    /// for next, the likeliest first: a parallel tester may start them
    /// now. `None` means stop.
    fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict>;

    /// [`Tester::test`], where the candidates to start now come from
    /// `ahead`, which a parallel tester may ask again while the test
    /// runs, telling it which tests run ahead have ended and how: their
    /// outcomes say which of the engine's branches are still possible.
    /// The default asks once, knowing of none.
    fn test_with(&mut self, candidate: &Candidate, ahead: &mut dyn Lookahead) -> Option<Verdict> {
        let ahead = ahead.candidates(&mut |_| None);
        self.test(candidate, &ahead)
    }

    /// The flag that is set once the reduction must stop (Ctrl-C): the
    /// engine looks at it between passes, while a pass plans (see
    /// [`Work::check_stop`]) and while it parses a pass's result, where
    /// no test runs to say so. `None`: only [`Tester::test`] says stop.
    fn stop_flag(&self) -> Option<Arc<AtomicBool>> {
        None
    }
}

/// Names the candidates to test ahead of the pending one
/// ([`Tester::test_with`]).
pub trait Lookahead {
    /// The candidates the engine is likeliest to ask for next, the
    /// likeliest first, given the outcomes of the tests run ahead that
    /// have ended (`ended`, `None` for a candidate whose test has not).
    /// Speculation changes no result, only what is run ahead.
    fn candidates(
        &mut self,
        ended: &mut dyn FnMut(&Candidate) -> Option<Outcome>,
    ) -> Vec<Candidate>;
}

/// One tested candidate.
#[derive(Clone, Copy, Debug)]
pub struct TestEvent {
    /// The pass run, from 1.
    pub pass: usize,
    /// Its pass's name.
    pub pass_name: &'static str,
    /// The candidate's size in bytes.
    pub bytes: usize,
    /// Its content's hash ([`Candidate::hash_of`]).
    pub hash: u128,
    /// The answer.
    pub outcome: Outcome,
    /// Seconds the test took (0 when cached).
    pub seconds: f64,
    /// Answered from the cache (no test ran).
    pub cached: bool,
    /// The test ran past its time limit.
    pub timed_out: bool,
}

/// Hears what the engine does (progress, traces, saving the best result).
pub trait Observer {
    /// A pass run begins (`run` counts from 1).
    fn pass_started(&mut self, _run: usize, _name: &'static str) {}
    /// A candidate was answered.
    fn tested(&mut self, _event: &TestEvent, _stats: &Stats) {}
    /// A smaller interesting file was found: `best` is it.
    fn improved(&mut self, _best: &[u8], _tokens: u64) {}
}

/// What one pass did over a reduction.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct PassStats {
    /// Its name.
    pub name: &'static str,
    /// Times it ran.
    pub runs: u64,
    /// Tests it asked for.
    pub tests: u64,
    /// Interesting candidates it found (each one accepted).
    pub interesting: u64,
    /// Tokens its runs removed.
    pub tokens_removed: u64,
    /// Seconds it ran.
    pub seconds: f64,
}

impl PassStats {
    fn new(name: &'static str) -> PassStats {
        PassStats {
            name,
            ..PassStats::default()
        }
    }
}

/// What a reduction did.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Stats {
    /// Pass runs started (each pass runs once per round, and some after
    /// every change).
    pub pass_runs: usize,
    /// Candidates the test was asked about.
    pub tests_run: u64,
    /// Of those, the interesting ones.
    #[serde(rename = "tests_interesting")]
    pub interesting: u64,
    /// Of those, the ones that ran past the time limit.
    #[serde(rename = "tests_timed_out")]
    pub timeouts: u64,
    /// Candidates answered from a cache instead (by the core, or because
    /// the same bytes were tested before).
    pub cache_hits: u64,
    /// Candidates PMA skipped.
    pub pma_skips: u64,
    /// Candidates the grammar rejected before any test.
    pub invalid_candidates: u64,
    /// Candidates not tested because they were not smaller than the best
    /// file so far in the [`Measure`] (a rename to a longer name, say).
    pub no_progress: u64,
    /// Tested candidates, checked by the grammar, that re-parsed with more
    /// syntax errors than the file they came from (with `check_syntax`).
    pub unparsable_candidates: u64,
    /// Each pass's share.
    pub per_pass: Vec<PassStats>,
}

impl std::ops::AddAssign for Stats {
    /// Adds the counts of another reduction (of another file).
    fn add_assign(&mut self, other: Stats) {
        self.pass_runs += other.pass_runs;
        self.tests_run += other.tests_run;
        self.interesting += other.interesting;
        self.timeouts += other.timeouts;
        self.cache_hits += other.cache_hits;
        self.pma_skips += other.pma_skips;
        self.invalid_candidates += other.invalid_candidates;
        self.no_progress += other.no_progress;
        self.unparsable_candidates += other.unparsable_candidates;
        for pass in other.per_pass {
            match self.per_pass.iter_mut().find(|p| p.name == pass.name) {
                Some(mine) => {
                    mine.runs += pass.runs;
                    mine.tests += pass.tests;
                    mine.interesting += pass.interesting;
                    mine.tokens_removed += pass.tokens_removed;
                    mine.seconds += pass.seconds;
                }
                None => self.per_pass.push(pass),
            }
        }
    }
}
