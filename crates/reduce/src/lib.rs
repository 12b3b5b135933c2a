//! whittle's reduction drivers.
//!
//! A driver walks a syntax tree ([`whittle_tree::Tree`]) and hands lists of
//! edits to a delta-debugging core ([`whittle_dd`]): removals of sibling
//! nodes, and replacements of nodes by smaller ones. Each candidate is
//! completed so that it keeps the grammar (separators go with removed list
//! elements; combinations the grammar forbids are rejected without a
//! test), rendered, and handed to a [`Tester`]. Whole passes repeat until
//! one changes nothing.
//!
//! * [`Strategy::Hdd`]: level by level (hierarchical delta debugging): the
//!   nodes at one depth are minimized (per parent, or all together), then
//!   the survivors try their replacements, then the next depth.
//! * [`Strategy::Perses`]: largest node first, from a priority queue
//!   (Perses): a node with removable children has them minimized;
//!   otherwise its replacements are tried, smallest first.
//!
//! The driver knows nothing of processes: a [`Tester`] answers, which
//! makes the driver testable with a closure. Results are cached by content,
//! and speculation (testing ahead what the core will ask next if the
//! current candidate fails) never changes a result or the number of tests.

mod driver;

pub use driver::{Reduced, reduce};

use std::sync::Arc;

use whittle_dd::Config;

/// How the tree is walked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// Level by level.
    Hdd,
    /// Largest node first.
    Perses,
}

impl Strategy {
    /// Every strategy, in a stable order.
    pub const ALL: [Strategy; 2] = [Strategy::Hdd, Strategy::Perses];

    /// The name used on the command line and in statistics.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Hdd => "hdd",
            Strategy::Perses => "perses",
        }
    }
}

/// How HDD groups the nodes of one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HddLists {
    /// One list per parent.
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

/// Everything that steers a reduction.
#[derive(Clone, Debug)]
pub struct Options {
    /// The delta-debugging core for every list (its seed is varied per
    /// list, deterministically).
    pub dd: Config,
    /// The walk.
    pub strategy: Strategy,
    /// HDD's lists.
    pub hdd_lists: HddLists,
    /// Repeat passes until one changes nothing.
    pub fixpoint: bool,
    /// Replacements tried per node.
    pub replacements: usize,
    /// Candidates to render ahead for speculation (jobs - 1).
    pub speculation: usize,
    /// Re-parse every tested candidate and count those with more syntax
    /// errors than the file they came from (a check on the grammar
    /// knowledge; costs CPU). Files more than half inside ERROR nodes are
    /// not checked.
    pub check_syntax: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            // whittle's measured default (see README.md).
            dd: Config {
                pma: true,
                ..Config::new(whittle_dd::Algorithm::WDdmin)
            },
            strategy: Strategy::Hdd,
            hdd_lists: HddLists::PerParent,
            fixpoint: true,
            replacements: 3,
            speculation: 0,
            check_syntax: true,
        }
    }
}

/// A candidate file: its bytes and their hash, computed once and shared
/// by the driver's cache, speculation and the tester.
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
        let hash = xxhash_rust::xxh3::xxh3_128(&bytes);
        Candidate {
            bytes: bytes.into(),
            hash,
        }
    }
}

/// The answer for one candidate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verdict {
    /// Still interesting.
    pub interesting: bool,
    /// How long the test took.
    pub seconds: f64,
    /// The test ran past its time limit (and so is not interesting).
    pub timed_out: bool,
}

/// Runs the interestingness test.
pub trait Tester {
    /// Tests `candidate`. `ahead` are the candidates the driver will ask
    /// for next if this one is not interesting, most likely first: a
    /// parallel tester may start them now. `None` means stop.
    fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict>;
}

/// One tested candidate.
#[derive(Clone, Copy, Debug)]
pub struct TestEvent {
    /// The pass, from 1.
    pub pass: usize,
    /// The candidate's size in bytes.
    pub bytes: usize,
    /// The answer.
    pub interesting: bool,
    /// Seconds the test took (0 when cached).
    pub seconds: f64,
    /// Answered from the cache (no test ran).
    pub cached: bool,
    /// The test ran past its time limit.
    pub timed_out: bool,
}

/// Hears what the driver does (progress, traces, saving the best result).
pub trait Observer {
    /// A pass begins.
    fn pass_started(&mut self, _pass: usize) {}
    /// A candidate was answered.
    fn tested(&mut self, _event: &TestEvent, _stats: &Stats) {}
    /// A smaller interesting file was found: `best` is it.
    fn improved(&mut self, _best: &[u8], _tokens: u64) {}
}

/// What a reduction did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Passes started.
    pub passes: usize,
    /// Candidates the test was asked about.
    pub tests_run: u64,
    /// Of those, the interesting ones.
    pub interesting: u64,
    /// Of those, the ones that ran past the time limit.
    pub timeouts: u64,
    /// Candidates answered from a cache instead (by the core, or because
    /// the same bytes were tested before).
    pub cache_hits: u64,
    /// Candidates PMA skipped.
    pub pma_skips: u64,
    /// Candidates the grammar rejected before any test.
    pub invalid_candidates: u64,
    /// Tested candidates that re-parsed with more syntax errors than the
    /// file they came from (with `check_syntax`).
    pub unparsable_candidates: u64,
}

impl std::ops::AddAssign for Stats {
    /// Adds the counts of another reduction (of another file); passes add
    /// up too.
    fn add_assign(&mut self, other: Stats) {
        self.passes += other.passes;
        self.tests_run += other.tests_run;
        self.interesting += other.interesting;
        self.timeouts += other.timeouts;
        self.cache_hits += other.cache_hits;
        self.pma_skips += other.pma_skips;
        self.invalid_candidates += other.invalid_candidates;
        self.unparsable_candidates += other.unparsable_candidates;
    }
}
