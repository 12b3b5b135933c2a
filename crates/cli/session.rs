//! Reducing one file, or several in turn, with the test run by a pool.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use whittle_dd::Outcome;
use whittle_reduce::{
    Candidate, Lookahead, Observer, Options, PassStats, Reduced, Stats, TestEvent, Tester, Verdict,
    reduce,
};
use whittle_runner::{Files, Pool, Run, Status};
use whittle_tree::{Language, ParseError, Tree};

use crate::args::Timeout;
use crate::command::SlipWatch;
use crate::report::Reporter;

/// How many of the reduction's candidates may fail, before any passes,
/// while the check of the originals waits (see
/// [`Session::defer_original_check`]). The first candidate is often a bold
/// guess (the last item alone), so one failure says little about the test;
/// two cost a user whose test is broken two candidates' time before the
/// message about it.
const FAILURES_BEFORE_ORIGINAL: usize = 2;

/// How many of the latest accepted results are kept, to go back to one
/// that passes again when the final check finds the test flaky.
const KEPT_RESULTS: usize = 5;

/// The name the final check's tests go under in the statistics and the
/// trace.
pub const FINAL_CHECK: &str = "final-check";

/// What testing the result once more at the end found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinalCheck {
    /// The result was the last file tested, and it passed: not run again.
    LastTested,
    /// It passed again.
    Passed,
    /// It failed: the test is flaky. The result is now the latest earlier
    /// one that passed again (`from_original`: none did, so the original,
    /// the user's file, which passed before the reduction).
    Flaky { from_original: bool },
}

impl FinalCheck {
    /// As in `--stats-json`.
    pub fn name(self) -> &'static str {
        match self {
            FinalCheck::LastTested => "last tested",
            FinalCheck::Passed => "passed",
            FinalCheck::Flaky { .. } => "failed",
        }
    }
}

/// When the test ran on the originals (see
/// [`Session::defer_original_check`]).
#[derive(Clone, Copy, Debug)]
pub enum OriginalCheck {
    /// Before the reduction.
    First,
    /// Waiting for the reduction's first candidates.
    Waiting {
        /// How the limit for candidates is set once a run is timed.
        timeout: Timeout,
        /// Candidates that failed so far (not counting empty files).
        failures: usize,
    },
    /// After the reduction's first candidates failed (or it ended).
    AfterCandidates,
    /// Not at all: a candidate passed first.
    NotNeeded,
}

impl OriginalCheck {
    /// As in `--stats-json`.
    pub fn name(self) -> &'static str {
        match self {
            OriginalCheck::First => "first",
            OriginalCheck::Waiting { .. } => "not run",
            OriginalCheck::AfterCandidates => "after candidates",
            OriginalCheck::NotNeeded => "not needed",
        }
    }
}

/// The files being reduced, at their best so far, and the pool that
/// tests them.
pub struct Session {
    pool: Pool,
    originals: Vec<Arc<[u8]>>,
    best: Vec<Arc<[u8]>>,
    hashes: Vec<u128>,
    /// The files of the last counted test, and whether it passed.
    last_tested: Option<(u128, bool)>,
    /// The latest files that passed (every file of each), newest last.
    accepted: Vec<Files>,
    /// Why the test could not be run any more, if that stopped the work.
    pub broken: Option<String>,
    /// Time spent waiting for tests.
    pub waiting: Duration,
    /// The files not reduced (a folder's binary and empty files).
    left_alone: Vec<bool>,
    /// Trees of files parsed before the reduction (for the warnings and
    /// token counts at the start), used instead of parsing them again.
    parsed: Vec<Option<Tree>>,
    /// When the test ran on the originals, or how its run waits for the
    /// reduction's first candidates.
    pub original_check: OriginalCheck,
    /// The test's run on the originals, and the limit it ran under, when it
    /// failed there in the deferred check: the reduction stopped.
    pub original_failed: Option<(Run, Option<Duration>)>,
    /// In the command form: the candidates asked about that failed
    /// otherwise.
    pub slips: Option<SlipWatch>,
    /// Set by Ctrl-C, SIGTERM or SIGHUP: the engine looks at it where no
    /// test runs (see `Tester::stop_flag`).
    pub stop: Option<Arc<AtomicBool>>,
}

/// What [`Session::reduce_all`] did.
pub struct Reduction {
    pub stats: Stats,
    /// Tokens of each file's result.
    pub tokens: Vec<u64>,
    /// Stopped before the end (a signal, or a test that could not run).
    pub stopped: bool,
}

impl Session {
    pub fn new(pool: Pool, originals: Vec<Arc<[u8]>>) -> Session {
        let hashes = originals.iter().map(|b| Candidate::hash_of(b)).collect();
        Session {
            pool,
            originals: originals.clone(),
            best: originals,
            hashes,
            last_tested: None,
            accepted: Vec::new(),
            broken: None,
            waiting: Duration::ZERO,
            left_alone: Vec::new(),
            parsed: Vec::new(),
            original_check: OriginalCheck::First,
            original_failed: None,
            slips: None,
            stop: None,
        }
    }

    /// Checks the originals only if the reduction needs it: a candidate
    /// that passes shows that the test works (the message for a broken
    /// test is what the check is for), and sets the limit for the next
    /// candidates from its own time, as the check would from the
    /// original's: the reduction goes on from that candidate. Only after
    /// [`FAILURES_BEFORE_ORIGINAL`] candidates fail with none passing, or
    /// at the end (see [`Session::check_original`]), is the test run on
    /// the originals. Until a run is timed, candidates run under the
    /// original's limit. This saves a test of the whole file, often the
    /// slowest of the reduction, when the tests run one at a time; with
    /// two or more, the check runs first and twice at once, to catch a
    /// flaky test.
    pub fn defer_original_check(&mut self, timeout: Timeout) {
        self.original_check = OriginalCheck::Waiting {
            timeout,
            failures: 0,
        };
    }

    /// Goes on with a deferred check of the originals after a candidate's
    /// run: `false` means stop (see [`Session::check_original`]).
    fn after_candidate(&mut self, files: &Files, run: &Run) -> bool {
        let OriginalCheck::Waiting { timeout, failures } = &mut self.original_check else {
            return true;
        };
        if run.is_interesting() {
            self.pool.set_timeout(timeout.for_candidates(run.seconds));
            self.original_check = OriginalCheck::NotNeeded;
            return true;
        }
        // Empty files: the answer the check before the reduction had.
        if files.contents.iter().all(|c| c.is_empty()) {
            return true;
        }
        *failures += 1;
        // A candidate that ran into the original's long limit would make
        // the next wait as long: time the original now.
        let timed_out = run.status == Status::TimedOut;
        (*failures < FAILURES_BEFORE_ORIGINAL && !timed_out) || self.check_original()
    }

    /// Runs a deferred check of the originals now, if one waits; then sets
    /// the limit for candidates from the original's time. `false` when
    /// the reduction must stop: the test failed on the originals
    /// ([`Session::original_failed`]), could not be run
    /// ([`Session::broken`]), or whittle is stopping.
    pub fn check_original(&mut self) -> bool {
        let OriginalCheck::Waiting { timeout, .. } = self.original_check else {
            return true;
        };
        let originals = Files::new(self.originals.clone());
        let run = self.pool.check(&originals);
        self.original_check = OriginalCheck::AfterCandidates;
        match &run.status {
            Status::Cancelled => return false,
            Status::SpawnFailed(reason) => {
                self.broken = Some(reason.clone());
                return false;
            }
            _ => {}
        }
        if !run.is_interesting() {
            self.original_failed = Some((run, self.pool.timeout()));
            return false;
        }
        if self.best == self.originals {
            self.last_tested = Some((originals.hash, true));
        }
        self.pool.set_timeout(timeout.for_candidates(run.seconds));
        true
    }

    /// The tree of file `file` as parsed already, for its first round.
    pub fn parsed_already(&mut self, file: usize, tree: Tree) {
        if self.parsed.len() <= file {
            self.parsed.resize_with(file + 1, || None);
        }
        self.parsed[file] = Some(tree);
    }

    /// The tree of file `file` at its best so far.
    fn tree(&mut self, file: usize, language: &Arc<Language>) -> Result<Tree, ParseError> {
        match self.parsed.get_mut(file).and_then(Option::take) {
            Some(tree) if tree.source() == &*self.best[file] => Ok(tree),
            _ => Tree::parse(language, self.best[file].to_vec()),
        }
    }

    /// Keeps file `file` as it is: it is in every test, and not reduced.
    pub fn leave_alone(&mut self, file: usize) {
        if self.left_alone.len() <= file {
            self.left_alone.resize(file + 1, false);
        }
        self.left_alone[file] = true;
    }

    /// The best content of each file.
    pub fn best(&self) -> &[Arc<[u8]>] {
        &self.best
    }

    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// Reduces every file in turn, with the others at their best so far,
    /// until a round changes none of them (one round for one file: the
    /// driver runs its own passes to a fixpoint).
    pub fn reduce_all(
        &mut self,
        languages: &[Arc<Language>],
        options: &Options,
        reporter: &mut Reporter<'_>,
    ) -> Result<Reduction> {
        let mut stats = Stats::default();
        let mut tokens = vec![0; languages.len()];
        loop {
            let mut changed = false;
            for (file, language) in languages.iter().enumerate() {
                if self.left_alone.get(file) == Some(&true) {
                    tokens[file] = self
                        .tree(file, language)
                        .map_or(0, |tree| tree.weight(tree.root()));
                    continue;
                }
                reporter.reducing(file);
                let tree = self
                    .tree(file, language)
                    .with_context(|| format!("cannot parse file {}", file + 1))?;
                let mut tester = FileTester {
                    session: self,
                    file,
                };
                let reduced: Reduced = reduce(tree, options, &mut tester, reporter)?;
                stats += reduced.stats;
                tokens[file] = reduced.tokens;
                if *reduced.bytes != *self.best[file] {
                    changed = true;
                    self.hashes[file] = Candidate::hash_of(&reduced.bytes);
                    self.best[file] = reduced.bytes.into();
                }
                if reduced.stopped {
                    return Ok(Reduction {
                        stats,
                        tokens,
                        stopped: true,
                    });
                }
            }
            if !changed || languages.len() == 1 || !options.fixpoint {
                return Ok(Reduction {
                    stats,
                    tokens,
                    stopped: false,
                });
            }
        }
    }

    /// Tests the result once more, unless it was the last file tested and
    /// it passed. If it fails, the test is flaky: goes back to the latest
    /// earlier result that passes again (it has then passed twice), or to
    /// the originals, which passed before the reduction. The tests
    /// are counted in `stats` under [`FINAL_CHECK`] and reported to
    /// `reporter`; `tokens` are updated. `None` when whittle is stopping
    /// or the test could not be run.
    pub fn check_result(
        &mut self,
        languages: &[Arc<Language>],
        stats: &mut Stats,
        tokens: &mut [u64],
        reporter: &mut Reporter<'_>,
    ) -> Option<FinalCheck> {
        let result = Files::with_hashes(self.best.clone(), &self.hashes);
        if self.last_tested == Some((result.hash, true)) {
            return Some(FinalCheck::LastTested);
        }
        let started = Instant::now();
        let mut check = PassStats {
            name: FINAL_CHECK,
            runs: 1,
            ..PassStats::default()
        };
        let mut outcome = None;
        let earlier: Vec<Files> = std::mem::take(&mut self.accepted);
        let tries = std::iter::once(&result).chain(
            earlier
                .iter()
                .rev()
                .filter(|files| files.hash != result.hash),
        );
        for (i, files) in tries.enumerate() {
            let run = self.check_once(files, stats, &mut check, reporter)?;
            if run.is_interesting() {
                outcome = Some((i, files.clone()));
                break;
            }
        }
        check.seconds = started.elapsed().as_secs_f64();
        stats.per_pass.push(check);
        let verdict = match outcome {
            Some((0, _)) => return Some(FinalCheck::Passed),
            Some((_, files)) => {
                self.best = files.contents;
                FinalCheck::Flaky {
                    from_original: false,
                }
            }
            None => {
                self.best = self.originals.clone();
                FinalCheck::Flaky {
                    from_original: true,
                }
            }
        };
        for (file, language) in languages.iter().enumerate() {
            self.hashes[file] = whittle_runner::content_hash(&self.best[file]);
            tokens[file] = Tree::parse(language, self.best[file].to_vec())
                .map_or(tokens[file], |tree| tree.weight(tree.root()));
        }
        Some(verdict)
    }

    /// One run of the final check, counted and traced.
    fn check_once(
        &mut self,
        files: &Files,
        stats: &mut Stats,
        check: &mut PassStats,
        reporter: &mut Reporter<'_>,
    ) -> Option<Run> {
        let start = Instant::now();
        let run = self.pool.rerun(files);
        self.waiting += start.elapsed();
        let run = run?;
        if let Status::SpawnFailed(reason) = &run.status {
            self.broken = Some(reason.clone());
            return None;
        }
        let interesting = run.is_interesting();
        stats.tests_run += 1;
        check.tests += 1;
        if interesting {
            stats.interesting += 1;
            check.interesting += 1;
        }
        let timed_out = run.status == Status::TimedOut;
        if timed_out {
            stats.timeouts += 1;
        }
        reporter.tested(
            &TestEvent {
                pass: stats.pass_runs + 1,
                pass_name: FINAL_CHECK,
                bytes: files.contents.iter().map(|c| c.len()).sum(),
                // One file's content hash; several files' hash together.
                hash: files.hash,
                outcome: Outcome::from(interesting),
                seconds: run.seconds,
                cached: false,
                timed_out,
            },
            stats,
        );
        Some(run)
    }

    /// The files a test of `candidate` for file `file` sees.
    fn files(&self, file: usize, candidate: &Candidate) -> Files {
        files_with(&self.best, &self.hashes, file, candidate)
    }
}

/// Tests candidates for one file of the session.
struct FileTester<'s> {
    session: &'s mut Session,
    file: usize,
}

impl Tester for FileTester<'_> {
    fn stop_flag(&self) -> Option<Arc<AtomicBool>> {
        self.session.stop.clone()
    }

    fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict> {
        let mut ahead = FixedLookahead(ahead.to_vec());
        self.test_with(candidate, &mut ahead)
    }

    fn test_with(&mut self, candidate: &Candidate, ahead: &mut dyn Lookahead) -> Option<Verdict> {
        let start = Instant::now();
        let files = self.session.files(self.file, candidate);
        // What the engine names to run ahead, as the files a test sees;
        // the pool answers which have ended.
        let (best, hashes, file) = (&self.session.best, &self.session.hashes, self.file);
        let files_of = |c: &Candidate| files_with(best, hashes, file, c);
        // The engine's work on what to run ahead is not waiting.
        let mut naming = Duration::ZERO;
        let mut named = |ended: &dyn Fn(u128) -> Option<bool>| -> Vec<Files> {
            let start = Instant::now();
            let mut outcome = |c: &Candidate| ended(files_of(c).hash).map(Outcome::from);
            let named = ahead
                .candidates(&mut outcome)
                .iter()
                .map(files_of)
                .collect();
            naming += start.elapsed();
            named
        };
        let run = self.session.pool.evaluate_with(&files, &mut named);
        self.session.waiting += start.elapsed().saturating_sub(naming);
        let run = run?;
        if let Status::SpawnFailed(reason) = &run.status {
            // A problem of the setup, not an answer: stop.
            self.session.broken = Some(reason.clone());
            return None;
        }
        let session = &mut *self.session;
        session.last_tested = Some((files.hash, run.is_interesting()));
        if !run.is_interesting()
            && let Some(slips) = &mut session.slips
        {
            slips.seen(&files);
        }
        if !session.after_candidate(&files, &run) {
            return None;
        }
        if run.is_interesting() {
            // Every interesting candidate becomes the best so far.
            if session.accepted.len() == KEPT_RESULTS {
                session.accepted.remove(0);
            }
            session.accepted.push(files);
        }
        Some(Verdict {
            outcome: Outcome::from(run.is_interesting()),
            seconds: run.seconds,
            timed_out: run.status == Status::TimedOut,
        })
    }
}

/// The files a test sees: `best` (with these hashes), but `candidate`
/// for file `file`.
fn files_with(best: &[Arc<[u8]>], hashes: &[u128], file: usize, candidate: &Candidate) -> Files {
    let mut contents = best.to_vec();
    contents[file] = candidate.bytes.clone();
    let mut hashes = hashes.to_vec();
    hashes[file] = candidate.hash;
    Files::with_hashes(contents, &hashes)
}

/// A fixed list of candidates to run ahead.
struct FixedLookahead(Vec<Candidate>);

impl Lookahead for FixedLookahead {
    fn candidates(
        &mut self,
        _ended: &mut dyn FnMut(&Candidate) -> Option<Outcome>,
    ) -> Vec<Candidate> {
        self.0.clone()
    }
}
