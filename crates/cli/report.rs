//! Progress, traces, statistics, and saving each improvement.

use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use whittle_reduce::{Observer, Stats, TestEvent};

use crate::output::Destination;

/// How often a progress line is printed when standard error is not a
/// terminal (a CI log, a file).
const LOG_EVERY: Duration = Duration::from_secs(5);

/// Warn when at least this many tests, and this share of them, timed out.
const TIMEOUT_WARN_COUNT: u64 = 10;
const TIMEOUT_WARN_SHARE: f64 = 0.25;

/// Where progress goes: a spinner on a terminal, a line every few
/// seconds elsewhere, or nowhere (`--quiet`).
enum Progress {
    Bar(ProgressBar),
    Log(LogTicker),
    Silent,
}

/// Prints the latest status line every [`LOG_EVERY`] from a thread of its
/// own, so a long test does not silence it.
struct LogTicker {
    status: Arc<Mutex<String>>,
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl LogTicker {
    #[allow(clippy::print_stderr)] // progress for the user
    fn start() -> LogTicker {
        let status = Arc::new(Mutex::new(String::new()));
        let done = Arc::new(AtomicBool::new(false));
        let thread = {
            let (status, done) = (status.clone(), done.clone());
            let start = Instant::now();
            std::thread::spawn(move || {
                let mut next = LOG_EVERY;
                while !done.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(100));
                    let elapsed = start.elapsed();
                    if elapsed >= next {
                        next += LOG_EVERY;
                        let line = status.lock().map(|s| s.clone()).unwrap_or_default();
                        let seconds = elapsed.as_secs();
                        eprintln!(
                            "whittle: [{:02}:{:02}:{:02}] {line}",
                            seconds / 3600,
                            seconds / 60 % 60,
                            seconds % 60
                        );
                    }
                }
            })
        };
        LogTicker {
            status,
            done,
            thread: Some(thread),
        }
    }

    fn stop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Progress {
    fn new(quiet: bool) -> Progress {
        if quiet {
            Progress::Silent
        } else if std::io::stderr().is_terminal() {
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            bar.enable_steady_tick(Duration::from_millis(120));
            Progress::Bar(bar)
        } else {
            Progress::Log(LogTicker::start())
        }
    }

    fn set(&self, status: String) {
        match self {
            Progress::Bar(bar) => bar.set_message(status),
            Progress::Log(ticker) => {
                if let Ok(mut line) = ticker.status.lock() {
                    *line = status;
                }
            }
            Progress::Silent => {}
        }
    }

    /// A line for the user, above the spinner if there is one.
    #[allow(clippy::print_stderr)]
    fn say(&self, line: &str) {
        match self {
            Progress::Bar(bar) => bar.println(line),
            Progress::Log(_) => eprintln!("{line}"),
            Progress::Silent => {}
        }
    }

    fn finish(&mut self) {
        match self {
            Progress::Bar(bar) => bar.finish_and_clear(),
            Progress::Log(ticker) => ticker.stop(),
            Progress::Silent => {}
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// Shows progress, writes the trace, and saves every improvement of the
/// file being reduced.
pub struct Reporter<'a> {
    destinations: &'a [Destination],
    /// The file being reduced.
    file: usize,
    progress: Progress,
    trace: Option<BufWriter<File>>,
    start_tokens: u64,
    /// Tokens of each file's best so far.
    tokens: Vec<u64>,
    pass: usize,
    pass_name: &'static str,
    warned_timeouts: bool,
    /// Whether a result could not be written, and the user was told.
    warned_unsaved: bool,
    /// The first error writing the trace.
    pub error: Option<anyhow::Error>,
}

#[derive(Serialize)]
struct TraceLine {
    file: usize,
    pass: usize,
    pass_name: &'static str,
    bytes: usize,
    /// The candidate's content hash, as 32 hex digits.
    hash: String,
    outcome: &'static str,
    seconds: f64,
}

impl<'a> Reporter<'a> {
    pub fn new(
        destinations: &'a [Destination],
        trace: Option<&Path>,
        tokens: Vec<u64>,
        quiet: bool,
    ) -> Result<Reporter<'a>> {
        let trace = trace
            .map(|path| {
                File::create(path)
                    .map(BufWriter::new)
                    .with_context(|| format!("cannot create the trace file {}", path.display()))
            })
            .transpose()?;
        Ok(Reporter {
            destinations,
            file: 0,
            progress: Progress::new(quiet),
            trace,
            start_tokens: tokens.iter().sum(),
            tokens,
            pass: 0,
            pass_name: "",
            warned_timeouts: false,
            warned_unsaved: false,
            error: None,
        })
    }

    /// The file whose improvements come next.
    pub fn reducing(&mut self, file: usize) {
        self.file = file;
    }

    fn show(&self, tests: u64) {
        let file = if self.destinations.len() > 1 {
            format!("file {}/{} · ", self.file + 1, self.destinations.len())
        } else {
            String::new()
        };
        self.progress.set(format!(
            "{file}pass {} ({}) · {} / {} tokens · {} tests",
            self.pass,
            self.pass_name,
            self.tokens.iter().sum::<u64>(),
            self.start_tokens,
            tests
        ));
    }

    pub fn finish(&mut self) -> Result<()> {
        self.progress.finish();
        if let Some(mut trace) = self.trace.take() {
            trace.flush().context("cannot write the trace file")?;
        }
        match self.error.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// Whether so many tests time out that the user should hear of it.
pub fn too_many_timeouts(timeouts: u64, tests: u64) -> bool {
    timeouts >= TIMEOUT_WARN_COUNT && timeouts as f64 >= TIMEOUT_WARN_SHARE * tests as f64
}

/// The warning for [`too_many_timeouts`].
pub fn timeout_warning(timeouts: u64, tests: u64) -> String {
    format!(
        "whittle: warning: {timeouts} of {tests} tests timed out; the timeout may be too short \
         for the test (raise it with --timeout), or the test hangs on some candidates"
    )
}

impl Observer for Reporter<'_> {
    fn pass_started(&mut self, run: usize, name: &'static str) {
        self.pass = run;
        self.pass_name = name;
        self.show(0);
    }

    fn tested(&mut self, event: &TestEvent, stats: &Stats) {
        self.show(stats.tests_run);
        if event.cached {
            return;
        }
        if !self.warned_timeouts && too_many_timeouts(stats.timeouts, stats.tests_run) {
            self.warned_timeouts = true;
            self.progress
                .say(&timeout_warning(stats.timeouts, stats.tests_run));
        }
        if let Some(trace) = &mut self.trace {
            let line = TraceLine {
                file: self.file,
                pass: event.pass,
                pass_name: event.pass_name,
                bytes: event.bytes,
                hash: format!("{:032x}", event.hash),
                outcome: match (event.outcome.is_interesting(), event.timed_out) {
                    (true, _) => "interesting",
                    (false, true) => "timed out",
                    (false, false) => "not interesting",
                },
                seconds: event.seconds,
            };
            let written = serde_json::to_writer(&mut *trace, &line)
                .map_err(std::io::Error::from)
                .and_then(|()| trace.write_all(b"\n"));
            if let (Err(e), None) = (written, &self.error) {
                self.error = Some(anyhow::Error::new(e).context("cannot write the trace file"));
            }
        }
    }

    fn improved(&mut self, best: &[u8], tokens: u64) {
        self.tokens[self.file] = tokens;
        let destination = &self.destinations[self.file];
        if let Err(e) = destination.write(best)
            && !self.warned_unsaved
        {
            // Said at once; whittle goes on, and saves the result elsewhere
            // at the end if the destination is still unwritable.
            self.warned_unsaved = true;
            self.progress.say(&format!(
                "whittle: warning: {e:#}; {} keeps the last result written there, and whittle \
                 goes on with the reduction",
                destination.path().display()
            ));
        }
    }
}

/// The `--stats-json` object: the reduction's statistics (with each
/// pass's share), and what only the command line knows.
#[derive(Debug, Serialize)]
pub struct StatsReport {
    pub original_tokens: u64,
    pub final_tokens: u64,
    pub original_bytes: usize,
    pub final_bytes: usize,
    pub files: usize,
    #[serde(flatten)]
    pub stats: Stats,
    pub tests_executed: u64,
    pub tests_cancelled: u64,
    /// Test runs started beyond the tests counted: speculation whose
    /// result was never asked for, and restarts of cancelled runs.
    pub tests_not_needed: u64,
    /// The share of the workers' time (jobs x seconds) spent running tests.
    pub workers_busy_share: f64,
    pub seconds: f64,
    pub seconds_waiting_for_tests: f64,
    /// The limit on each test of a candidate (`--timeout`), if any.
    pub timeout_seconds: Option<f64>,
    pub algorithm: String,
    pub pma: bool,
    pub jobs: usize,
    pub seed: u64,
    pub p0: f64,
    pub language: String,
    pub interrupted: bool,
    /// Why the reduction stopped early, when the test could not be run.
    pub error: Option<String>,
    /// Processes other than the tests themselves that whittle ended: left
    /// running by a test that had exited (a detached helper), or still
    /// running under a test that was stopped.
    pub processes_ended: u64,
    /// Testing the result once more at the end: `passed`, `failed` (the
    /// test is flaky), `last tested` (the result was the last file tested,
    /// and passed) or `not run` (interrupted).
    pub final_check: &'static str,
    /// whittle's own peak resident memory (its tests' not included).
    pub peak_memory_bytes: u64,
    /// CPU seconds (user and system) of whittle's own process, every
    /// thread, and of the tests it ran (the processes it waited for, with
    /// theirs), and whittle's share of the two together.
    pub cpu_seconds_whittle: f64,
    pub cpu_seconds_tests: f64,
    pub cpu_share_whittle: f64,
}

/// The peak resident memory of this process so far, in bytes.
pub fn peak_memory() -> u64 {
    nix::sys::resource::getrusage(nix::sys::resource::UsageWho::RUSAGE_SELF).map_or(0, |usage| {
        u64::try_from(usage.max_rss()).unwrap_or(0) * 1024
    })
}

/// CPU seconds (user and system) of this process, and of the children it
/// has waited for.
pub fn cpu_seconds() -> (f64, f64) {
    use nix::sys::resource::{UsageWho, getrusage};
    let seconds = |who| {
        getrusage(who).map_or(0.0, |usage| {
            let time = |t: nix::sys::time::TimeVal| t.tv_sec() as f64 + t.tv_usec() as f64 * 1e-6;
            time(usage.user_time()) + time(usage.system_time())
        })
    };
    (
        seconds(UsageWho::RUSAGE_SELF),
        seconds(UsageWho::RUSAGE_CHILDREN),
    )
}

pub fn write_stats(path: &Path, report: &StatsReport) -> Result<()> {
    let mut text = serde_json::to_string_pretty(report).context("cannot encode the statistics")?;
    text.push('\n');
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}
