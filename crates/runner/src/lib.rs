//! Running the interestingness test on candidates.
//!
//! Each run gets a fresh scratch directory holding the candidate under the
//! input's file name; the test runs there, with the candidate's path as its
//! first argument, in a process group of its own. When it finishes, times
//! out, is cancelled or whittle is stopped, the whole group is killed and
//! the directory removed, so nothing is left behind.
//!
//! A [`Pool`] runs several candidates at once: the one the algorithm needs
//! now, and the ones it will need next if that one fails (speculation).
//! Results are kept by a hash of the candidate's bytes.

use std::collections::HashMap;
use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender};
use nix::sys::signal::{Signal, killpg};
use nix::unistd::Pid;

/// How much of a test's standard error is kept, from its end.
const STDERR_TAIL: u64 = 4096;

/// What to run.
#[derive(Clone, Debug)]
pub struct TestCommand {
    /// The test program (an absolute path).
    pub program: PathBuf,
    /// The name the candidate gets in the scratch directory.
    pub file_name: OsString,
    /// The longest a run may take.
    pub timeout: Duration,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// It exited with this code.
    Exited(i32),
    /// A signal killed it.
    Signaled(i32),
    /// It ran past the timeout and was killed.
    TimedOut,
    /// It was stopped because its result was no longer needed, or whittle
    /// is stopping.
    Cancelled,
    /// It could not be started.
    SpawnFailed(String),
}

/// One run of the test.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub status: Status,
    /// The end of what it wrote to standard error.
    pub stderr_tail: String,
    /// How long it took.
    pub seconds: f64,
}

impl Run {
    /// Exit status 0: the candidate is still interesting.
    pub fn is_interesting(&self) -> bool {
        self.status == Status::Exited(0)
    }
}

/// A 128-bit hash of a candidate's bytes, the key of the result cache.
pub fn content_hash(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// Runs the test, one candidate at a time, in scratch directories under a
/// private temporary directory that is removed when the runner is dropped.
#[derive(Debug)]
pub struct Runner {
    command: TestCommand,
    scratch: tempfile::TempDir,
    stop: Arc<AtomicBool>,
    next_job: AtomicU64,
}

impl Runner {
    /// A runner whose scratch directories live under `scratch_parent` (the
    /// system's temporary directory if `None`). Setting `stop` kills
    /// running tests and makes every further run [`Status::Cancelled`].
    pub fn new(
        command: TestCommand,
        scratch_parent: Option<&Path>,
        stop: Arc<AtomicBool>,
    ) -> std::io::Result<Runner> {
        let mut builder = tempfile::Builder::new();
        builder.prefix("whittle-");
        let scratch = match scratch_parent {
            Some(parent) => builder.tempdir_in(parent)?,
            None => builder.tempdir()?,
        };
        Ok(Runner {
            command,
            scratch,
            stop,
            next_job: AtomicU64::new(0),
        })
    }

    /// The directory holding the scratch directories.
    pub fn scratch_dir(&self) -> &Path {
        self.scratch.path()
    }

    /// The test command.
    pub fn command(&self) -> &TestCommand {
        &self.command
    }

    /// Runs the test on `candidate`, in the calling thread. `cancel`
    /// stops it early.
    pub fn run(&self, candidate: &[u8], cancel: &AtomicBool) -> Run {
        let start = Instant::now();
        let job = self.next_job.fetch_add(1, Ordering::Relaxed);
        let dir = self.scratch.path().join(format!("run-{job}"));
        let result = self.run_in(&dir, candidate, cancel);
        let _ = std::fs::remove_dir_all(&dir);
        let (status, stderr_tail) = match result {
            Ok(done) => done,
            Err(e) => (Status::SpawnFailed(e.to_string()), String::new()),
        };
        Run {
            status,
            stderr_tail,
            seconds: start.elapsed().as_secs_f64(),
        }
    }

    fn run_in(
        &self,
        dir: &Path,
        candidate: &[u8],
        cancel: &AtomicBool,
    ) -> std::io::Result<(Status, String)> {
        // Cancelled while waiting in the queue: do not start at all.
        if self.stopping(cancel) {
            return Ok((Status::Cancelled, String::new()));
        }
        let work = dir.join("work");
        std::fs::create_dir_all(&work)?;
        let path = work.join(&self.command.file_name);
        std::fs::write(&path, candidate)?;
        let stderr_path = dir.join("stderr");
        let stderr = File::create(&stderr_path)?;
        let mut command = Command::new(&self.command.program);
        command
            .arg(&path)
            .current_dir(&work)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .process_group(0);
        let child = match command.spawn() {
            Ok(child) => child,
            Err(e) => return Ok((Status::SpawnFailed(e.to_string()), String::new())),
        };
        let status = self.wait(child, cancel);
        Ok((status, tail(&stderr_path)))
    }

    /// Whether this run is no longer wanted: cancelled, or whittle stops.
    fn stopping(&self, cancel: &AtomicBool) -> bool {
        cancel.load(Ordering::Relaxed) || self.stop.load(Ordering::Relaxed)
    }

    /// Waits for the test, killing its process group on timeout or
    /// cancellation, and always afterwards (background processes it left).
    fn wait(&self, mut child: Child, cancel: &AtomicBool) -> Status {
        let group = Pid::from_raw(child.id() as i32);
        let deadline = Instant::now() + self.command.timeout;
        let mut pause = Duration::from_micros(200);
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status_of(status),
                Ok(None) => {}
                Err(e) => break Status::SpawnFailed(e.to_string()),
            }
            let stopped = self.stopping(cancel);
            if stopped || Instant::now() >= deadline {
                let _ = killpg(group, Signal::SIGKILL);
                let _ = child.wait();
                break if stopped {
                    Status::Cancelled
                } else {
                    Status::TimedOut
                };
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(10));
        };
        let _ = killpg(group, Signal::SIGKILL);
        status
    }
}

fn status_of(status: ExitStatus) -> Status {
    match (status.code(), status.signal()) {
        (Some(code), _) => Status::Exited(code),
        (None, Some(signal)) => Status::Signaled(signal),
        (None, None) => Status::Exited(-1),
    }
}

/// The last bytes of a file, as text.
fn tail(path: &Path) -> String {
    let Ok(mut file) = File::open(path) else {
        return String::new();
    };
    let length = file.metadata().map(|m| m.len()).unwrap_or(0);
    let _ = file.seek(SeekFrom::Start(length.saturating_sub(STDERR_TAIL)));
    let mut bytes = Vec::new();
    let _ = file.read_to_end(&mut bytes);
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A candidate for the pool: its bytes and their hash.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// The candidate's content.
    pub bytes: Arc<[u8]>,
    /// [`content_hash`] of the bytes.
    pub hash: u128,
}

impl Candidate {
    /// A candidate with these bytes.
    pub fn new(bytes: Vec<u8>) -> Candidate {
        let hash = content_hash(&bytes);
        Candidate {
            bytes: bytes.into(),
            hash,
        }
    }
}

struct Job {
    candidate: Candidate,
    cancel: Arc<AtomicBool>,
}

/// Runs up to `jobs` tests at once: the candidate needed now first, then
/// candidates that will probably be needed next. Every result is kept by
/// content hash, so no candidate runs twice.
pub struct Pool {
    runner: Arc<Runner>,
    jobs: usize,
    submit: Option<Sender<Job>>,
    finished: Receiver<(u128, Run)>,
    workers: Vec<JoinHandle<()>>,
    in_flight: Vec<(u128, Arc<AtomicBool>)>,
    done: HashMap<u128, Run>,
    executed: u64,
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
    pub fn new(runner: Arc<Runner>, jobs: usize) -> Pool {
        let jobs = jobs.max(1);
        let (submit, queue) = crossbeam_channel::unbounded::<Job>();
        let (report, finished) = crossbeam_channel::unbounded();
        let queue = Arc::new(Mutex::new(queue));
        let workers = (0..jobs)
            .map(|_| {
                let runner = runner.clone();
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
                        let run = runner.run(&job.candidate.bytes, &job.cancel);
                        if report.send((job.candidate.hash, run)).is_err() {
                            return;
                        }
                    }
                })
            })
            .collect();
        Pool {
            runner,
            jobs,
            submit: Some(submit),
            finished,
            workers,
            in_flight: Vec::new(),
            done: HashMap::new(),
            executed: 0,
        }
    }

    /// Test processes started so far (including speculative ones).
    pub fn executed(&self) -> u64 {
        self.executed
    }

    /// The runner.
    pub fn runner(&self) -> &Runner {
        &self.runner
    }

    /// The result for `candidate`, running it if needed, while `ahead`
    /// (in order of likelihood) fills idle workers. `None` when stopped.
    pub fn evaluate(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Run> {
        if let Some(run) = self.done.get(&candidate.hash) {
            return Some(run.clone());
        }
        if !self.is_in_flight(candidate.hash) {
            while self.in_flight.len() >= self.jobs {
                // Make room: give up the speculation least likely needed.
                let rank = |hash: u128| ahead.iter().position(|c| c.hash == hash);
                let victim = self
                    .in_flight
                    .iter()
                    .max_by_key(|(hash, _)| rank(*hash).map_or(usize::MAX, |r| r))
                    .map(|(_, cancel)| cancel.clone());
                if let Some(cancel) = victim {
                    cancel.store(true, Ordering::Relaxed);
                }
                self.receive(Duration::from_secs(3600))?;
            }
            self.start(candidate);
        }
        for next in ahead {
            if self.in_flight.len() >= self.jobs {
                break;
            }
            if !self.done.contains_key(&next.hash) && !self.is_in_flight(next.hash) {
                self.start(next);
            }
        }
        loop {
            if let Some(run) = self.done.get(&candidate.hash) {
                return Some(run.clone());
            }
            if !self.is_in_flight(candidate.hash) {
                return None; // cancelled: whittle is stopping
            }
            self.receive(Duration::from_millis(50))?;
        }
    }

    fn is_in_flight(&self, hash: u128) -> bool {
        self.in_flight.iter().any(|(h, _)| *h == hash)
    }

    fn start(&mut self, candidate: &Candidate) {
        let cancel = Arc::new(AtomicBool::new(false));
        if let Some(submit) = &self.submit {
            let job = Job {
                candidate: candidate.clone(),
                cancel: cancel.clone(),
            };
            if submit.send(job).is_ok() {
                self.in_flight.push((candidate.hash, cancel));
                self.executed += 1;
            }
        }
    }

    /// Takes one finished run (waiting up to `patience`); `None` if
    /// whittle is stopping.
    fn receive(&mut self, patience: Duration) -> Option<()> {
        match self.finished.recv_timeout(patience) {
            Ok((hash, run)) => {
                self.in_flight.retain(|(h, _)| *h != hash);
                if run.status != Status::Cancelled {
                    self.done.insert(hash, run);
                }
                Some(())
            }
            Err(RecvTimeoutError::Timeout) => {
                if self.runner.stop.load(Ordering::Relaxed) {
                    None
                } else {
                    Some(())
                }
            }
            Err(RecvTimeoutError::Disconnected) => None,
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        for (_, cancel) in &self.in_flight {
            cancel.store(true, Ordering::Relaxed);
        }
        self.submit = None;
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
    }
}
