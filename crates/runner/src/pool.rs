//! Running several candidates at once.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};

use crate::{Files, Run, Runner, Status};

/// What the pool's workers call to run a candidate: the [`Runner`], or a
/// stand-in in tests.
pub trait Execute: Send + Sync + std::fmt::Debug {
    /// Runs the test on these files; `cancel` asks it to stop early, which
    /// it reports as [`Status::Cancelled`].
    fn execute(&self, files: &Files, cancel: &AtomicBool) -> Run;

    /// Whether whittle is stopping: no result will come any more.
    fn is_stopping(&self) -> bool;

    /// Processes other than the tests themselves ended so far (see
    /// [`Runner::processes_ended`]).
    fn processes_ended(&self) -> u64 {
        0
    }

    /// Waits until what finished runs left has been ended.
    fn settle(&self) {}

    /// Runs the test on these files in the calling thread, keeping the end
    /// of its standard error (for a message about the test itself, not a
    /// candidate).
    fn check(&self, files: &Files) -> Run {
        self.execute(files, &AtomicBool::new(false))
    }

    /// Sets the longest a run may take from now on (`None`: no limit).
    fn set_timeout(&self, _limit: Option<Duration>) {}

    /// The longest a run may take now (`None`: no limit).
    fn timeout(&self) -> Option<Duration> {
        None
    }
}

impl Execute for Runner {
    fn execute(&self, files: &Files, cancel: &AtomicBool) -> Run {
        self.run_unheard(&files.contents, cancel)
    }

    fn is_stopping(&self) -> bool {
        Runner::is_stopping(self)
    }

    fn processes_ended(&self) -> u64 {
        Runner::processes_ended(self)
    }

    fn settle(&self) {
        Runner::settle(self);
    }

    fn check(&self, files: &Files) -> Run {
        self.run(&files.contents, &AtomicBool::new(false))
    }

    fn set_timeout(&self, limit: Option<Duration>) {
        Runner::set_timeout(self, limit);
    }
    fn timeout(&self) -> Option<Duration> {
        Runner::timeout(self)
    }
}

/// What to run ahead, asked again while a candidate runs (see
/// [`Pool::evaluate_with`]): given whether the run of the files with a
/// hash was interesting, if it has ended with an answer.
pub type LookaheadFn<'a> = dyn FnMut(&dyn Fn(u128) -> Option<bool>) -> Vec<Files> + 'a;

struct Job {
    id: u64,
    files: Files,
    cancel: Arc<AtomicBool>,
}

/// A job handed to the workers whose report has not arrived.
#[derive(Debug)]
struct InFlight {
    id: u64,
    hash: u128,
    cancel: Arc<AtomicBool>,
}

impl InFlight {
    /// Not cancelled: its result will come.
    fn is_live(&self) -> bool {
        !self.cancel.load(Ordering::Relaxed)
    }
}

/// Runs up to `jobs` tests at once: the candidate needed now first, then
/// candidates that will probably be needed next. Every result is kept by
/// the files' hash, so no candidate runs to the end twice.
///
/// Speculation that has gone stale (neither needed now nor among the
/// candidates expected next) is cancelled to free its worker. A candidate
/// whose only run was cancelled that way and is needed after all is
/// started again: a cancellation is never taken for a stop.
pub struct Pool {
    executor: Arc<dyn Execute>,
    jobs: usize,
    submit: Option<Sender<Job>>,
    finished: Receiver<(u64, u128, Run)>,
    workers: Vec<JoinHandle<()>>,
    in_flight: Vec<InFlight>,
    done: HashMap<u128, Run>,
    next_id: u64,
    executed: u64,
    cancelled: u64,
    busy_seconds: f64,
    /// Runs that have ended with a result (not cancelled).
    ended: u64,
}

impl std::fmt::Debug for Pool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pool")
            .field("jobs", &self.jobs)
            .field("in_flight", &self.in_flight.len())
            .field("done", &self.done.len())
            .finish()
    }
}

impl Pool {
    /// A pool of `jobs` workers (at least one).
    pub fn new(executor: Arc<dyn Execute>, jobs: usize) -> Pool {
        let jobs = jobs.max(1);
        let (submit, queue) = crossbeam_channel::unbounded::<Job>();
        let (report, finished) = crossbeam_channel::unbounded();
        let queue = Arc::new(Mutex::new(queue));
        let workers = (0..jobs)
            .map(|_| {
                let executor = executor.clone();
                let queue = queue.clone();
                let report = report.clone();
                std::thread::spawn(move || {
                    loop {
                        let job = match queue.lock() {
                            Ok(queue) => queue.recv(),
                            Err(_) => return,
                        };
                        let Ok(job) = job else {
                            return;
                        };
                        let run = executor.execute(&job.files, &job.cancel);
                        if report.send((job.id, job.files.hash, run)).is_err() {
                            return;
                        }
                    }
                })
            })
            .collect();
        Pool {
            executor,
            jobs,
            submit: Some(submit),
            finished,
            workers,
            in_flight: Vec::new(),
            done: HashMap::new(),
            next_id: 0,
            executed: 0,
            cancelled: 0,
            busy_seconds: 0.0,
            ended: 0,
        }
    }

    /// Test runs started so far (including speculative and restarted ones).
    pub fn executed(&self) -> u64 {
        self.executed
    }

    /// Runs cancelled because they were no longer needed.
    pub fn cancelled(&self) -> u64 {
        self.cancelled
    }

    /// The workers' time spent running tests so far (finished and
    /// cancelled runs), in seconds.
    pub fn busy_seconds(&self) -> f64 {
        self.busy_seconds
    }

    /// Processes other than the tests themselves that were ended so far,
    /// once what finished runs left has been ended.
    pub fn processes_ended(&self) -> u64 {
        self.executor.settle();
        self.executor.processes_ended()
    }

    /// Runs the test on `files` in the calling thread, outside the count
    /// of tests, keeping the end of its standard error (see
    /// [`Execute::check`]): a check of the test itself.
    pub fn check(&self, files: &Files) -> Run {
        self.executor.check(files)
    }

    /// Sets the longest a run may take from now on (`None`: no limit).
    pub fn set_timeout(&self, limit: Option<Duration>) {
        self.executor.set_timeout(limit);
    }

    /// The longest a run may take now (`None`: no limit).
    pub fn timeout(&self) -> Option<Duration> {
        self.executor.timeout()
    }

    /// Runs `files` once more, whatever an earlier run said (to check a
    /// result again); `None` when whittle is stopping.
    pub fn rerun(&mut self, files: &Files) -> Option<Run> {
        self.done.remove(&files.hash);
        self.evaluate(files, &[])
    }

    /// The result for `candidate`, running it if needed, while `ahead`
    /// (in order of likelihood) fills idle workers. `None` when whittle is
    /// stopping.
    pub fn evaluate(&mut self, candidate: &Files, ahead: &[Files]) -> Option<Run> {
        self.evaluate_with(candidate, &mut |_| ahead.to_vec())
    }

    /// [`Pool::evaluate`] where what fills idle workers comes from
    /// `ahead`, which is asked again while the candidate runs: whenever
    /// a quarter of the workers (at least one) are idle, everything it
    /// named has run or is running, and a run has ended since it was
    /// asked. It is told which runs have ended and whether they were
    /// interesting (by the hash of their files; a run that could not
    /// start says nothing), so that it can name what their outcomes make
    /// likely next. Runs are cancelled as stale only against the first
    /// list: one named before goes on, and only idle workers take the new
    /// names.
    pub fn evaluate_with(&mut self, candidate: &Files, ahead: &mut LookaheadFn<'_>) -> Option<Run> {
        if let Some(run) = self.done.get(&candidate.hash) {
            return Some(run.clone());
        }
        let mut named = ahead(&|hash| self.answer(hash));
        let mut ended_when_named = self.ended;
        self.cancel_stale(candidate, &named);
        loop {
            if let Some(run) = self.done.get(&candidate.hash) {
                return Some(run.clone());
            }
            if self.executor.is_stopping() {
                return None;
            }
            if !self.is_live(candidate.hash) {
                // Not started, or its run was cancelled as stale before
                // it was needed: (re)start it as soon as a worker is free.
                if self.in_flight.len() >= self.jobs {
                    self.receive(Duration::from_millis(50))?;
                    continue;
                }
                self.start(candidate);
            }
            for next in &named {
                if self.in_flight.len() >= self.jobs {
                    break;
                }
                if !self.done.contains_key(&next.hash) && !self.is_live(next.hash) {
                    self.start(next);
                }
            }
            // Asking costs the engine a look ahead: not for one idle
            // worker among many.
            let idle = self.jobs.saturating_sub(self.in_flight.len());
            if idle >= (self.jobs / 4).max(1) && self.ended != ended_when_named {
                // Runs named before go on: only idle workers take the
                // new names.
                named = ahead(&|hash| self.answer(hash));
                ended_when_named = self.ended;
                continue;
            }
            self.receive(Duration::from_millis(50))?;
        }
    }

    /// Whether the run of the files with this hash was interesting, if it
    /// has ended with an answer.
    fn answer(&self, hash: u128) -> Option<bool> {
        let run = self.done.get(&hash)?;
        (!matches!(run.status, Status::SpawnFailed(_))).then(|| run.is_interesting())
    }

    /// Cancels live runs that are neither `candidate` nor in `ahead`.
    fn cancel_stale(&mut self, candidate: &Files, ahead: &[Files]) {
        for job in &self.in_flight {
            let wanted = job.hash == candidate.hash || ahead.iter().any(|a| a.hash == job.hash);
            if !wanted && job.is_live() {
                job.cancel.store(true, Ordering::Relaxed);
                self.cancelled += 1;
            }
        }
    }

    fn is_live(&self, hash: u128) -> bool {
        self.in_flight.iter().any(|j| j.hash == hash && j.is_live())
    }

    fn start(&mut self, files: &Files) {
        let cancel = Arc::new(AtomicBool::new(false));
        let id = self.next_id;
        self.next_id += 1;
        if let Some(submit) = &self.submit {
            let job = Job {
                id,
                files: files.clone(),
                cancel: cancel.clone(),
            };
            if submit.send(job).is_ok() {
                self.in_flight.push(InFlight {
                    id,
                    hash: files.hash,
                    cancel,
                });
                self.executed += 1;
            }
        }
    }

    /// Takes one finished run, waiting up to `patience`; `None` if the
    /// workers are gone.
    fn receive(&mut self, patience: Duration) -> Option<()> {
        match self.finished.recv_timeout(patience) {
            Ok((id, hash, run)) => {
                self.in_flight.retain(|j| j.id != id);
                self.busy_seconds += run.seconds;
                if run.status != Status::Cancelled {
                    self.done.insert(hash, run);
                    self.ended += 1;
                }
                Some(())
            }
            Err(RecvTimeoutError::Timeout) => Some(()),
            Err(RecvTimeoutError::Disconnected) => None,
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        for job in &self.in_flight {
            job.cancel.store(true, Ordering::Relaxed);
        }
        self.submit = None;
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}
