//! Reducing one file, or several in turn, with the test run by a pool.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use whittle_dd::Outcome;
use whittle_reduce::{Candidate, Options, Reduced, Stats, Tester, Verdict, reduce};
use whittle_runner::{Files, Pool, Status};
use whittle_tree::{Language, Tree};

use crate::report::Reporter;

/// The files being reduced, at their best so far, and the pool that
/// tests them.
pub struct Session {
    pool: Pool,
    best: Vec<Arc<[u8]>>,
    hashes: Vec<u128>,
    /// Why the test could not be run any more, if that stopped the work.
    pub broken: Option<String>,
    /// Time spent waiting for tests.
    pub waiting: Duration,
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
            best: originals,
            hashes,
            broken: None,
            waiting: Duration::ZERO,
        }
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
                reporter.reducing(file);
                let tree = Tree::parse(language, self.best[file].to_vec())
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

    /// The files a test of `candidate` for file `file` sees.
    fn files(&self, file: usize, candidate: &Candidate) -> Files {
        let mut contents = self.best.clone();
        contents[file] = candidate.bytes.clone();
        let mut hashes = self.hashes.clone();
        hashes[file] = candidate.hash;
        Files::with_hashes(contents, &hashes)
    }
}

/// Tests candidates for one file of the session.
struct FileTester<'s> {
    session: &'s mut Session,
    file: usize,
}

impl Tester for FileTester<'_> {
    fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict> {
        let start = Instant::now();
        let files = self.session.files(self.file, candidate);
        let ahead: Vec<Files> = ahead
            .iter()
            .map(|c| self.session.files(self.file, c))
            .collect();
        let run = self.session.pool.evaluate(&files, &ahead);
        self.session.waiting += start.elapsed();
        let run = run?;
        if let Status::SpawnFailed(reason) = &run.status {
            // A problem of the setup, not an answer: stop.
            self.session.broken = Some(reason.clone());
            return None;
        }
        Some(Verdict {
            outcome: Outcome::from(run.is_interesting()),
            seconds: run.seconds,
            timed_out: run.status == Status::TimedOut,
        })
    }
}
