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
use whittle_tree::{Language, Tree};

use crate::output::{Destination, OnTheWay};

/// How often a progress line is printed when standard error is not a
/// terminal (a CI log, a file).
const LOG_EVERY: Duration = Duration::from_secs(5);

/// How often the line on a terminal is brought up to date.
const REDRAW_EVERY: Duration = Duration::from_millis(250);

/// The best file's tokens are counted by parsing it, at most once in this
/// many times the last parse took, so that a large file's progress does
/// not take the time of its tests.
const PARSE_SHARE: u32 = 10;

/// Warn when at least this many tests, and this share of them, timed out.
const TIMEOUT_WARN_COUNT: u64 = 10;
const TIMEOUT_WARN_SHARE: f64 = 0.25;

/// What the progress line shows: the run's own counts, never a
/// candidate's.
struct State {
    /// The file being reduced, and how many there are.
    file: usize,
    files: usize,
    /// Pass runs started so far, over every file.
    pass_runs: usize,
    pass_name: &'static str,
    /// Tests run so far (answers from the cache are not tests).
    tests: u64,
    start_tokens: u64,
    /// Tokens of each file's best so far, as the summary counts them.
    tokens: Vec<u64>,
    /// Each file's best, where its tokens are not counted yet.
    uncounted: Vec<Option<Vec<u8>>>,
}

impl State {
    /// Counts the tokens of a new best file, unless the last count is
    /// too recent for the time counting takes.
    fn count(&mut self, languages: &[Arc<Language>], clock: &mut ParseClock) {
        for (file, uncounted) in self.uncounted.iter_mut().enumerate() {
            if clock.next > Instant::now() {
                return;
            }
            let Some(bytes) = uncounted.take() else {
                continue;
            };
            let started = Instant::now();
            if let Ok(tree) = Tree::parse(&languages[file], bytes) {
                self.tokens[file] = tree.weight(tree.root());
            }
            clock.next = Instant::now() + started.elapsed() * PARSE_SHARE;
        }
    }

    /// A copy that holds the files to count; their places here are left
    /// empty, so that a newer best may come in meanwhile.
    fn take_uncounted(&mut self) -> State {
        State {
            uncounted: self.uncounted.iter_mut().map(Option::take).collect(),
            tokens: self.tokens.clone(),
            ..*self
        }
    }

    /// Takes the counts of [`State::take_uncounted`]'s copy, except for a file
    /// whose newer best came while counting (it is counted next).
    fn counted(&mut self, mut counting: State) {
        for (file, counted) in counting.tokens.iter().enumerate() {
            if self.uncounted[file].is_none() {
                self.uncounted[file] = counting.uncounted[file].take();
                self.tokens[file] = *counted;
            }
        }
    }

    fn line(&self, elapsed: Duration) -> String {
        let file = if self.files > 1 {
            format!("file {}/{} · ", self.file + 1, self.files)
        } else {
            String::new()
        };
        let pass = if self.pass_name == crate::session::FINAL_CHECK {
            "final check".to_owned()
        } else {
            format!("pass {} ({})", self.pass_runs, self.pass_name)
        };
        let rate = self.tests as f64 / elapsed.as_secs_f64().max(1e-3);
        format!(
            "{file}{pass} · {} / {} tokens · {} · {rate:.1} tests/s",
            self.tokens.iter().sum::<u64>(),
            self.start_tokens,
            plural(self.tests, "test", "tests"),
        )
    }
}

/// When the best file may be parsed again.
struct ParseClock {
    next: Instant,
}

/// `1 test`, `2 tests`.
pub fn plural(count: u64, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// Where progress goes: a live line on a terminal, a line every few
/// seconds elsewhere, or nowhere (`--quiet`). A thread of its own draws
/// it from the shared [`State`], so a long test does not freeze it and a
/// line printed is the state at that moment.
enum Progress {
    Shown {
        state: Arc<Mutex<State>>,
        bar: Option<ProgressBar>,
        done: Arc<AtomicBool>,
        thread: Option<JoinHandle<()>>,
    },
    Silent,
}

impl Progress {
    fn new(quiet: bool, state: State, languages: Vec<Arc<Language>>) -> Progress {
        if quiet {
            return Progress::Silent;
        }
        let state = Arc::new(Mutex::new(state));
        let done = Arc::new(AtomicBool::new(false));
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            bar.enable_steady_tick(Duration::from_millis(120));
            bar
        });
        let thread = {
            let (state, done, bar) = (state.clone(), done.clone(), bar.clone());
            std::thread::spawn(move || draw(&state, &done, bar.as_ref(), &languages))
        };
        Progress::Shown {
            state,
            bar,
            done,
            thread: Some(thread),
        }
    }

    /// Changes the state the next line shows.
    fn update(&self, change: impl FnOnce(&mut State)) {
        if let Progress::Shown { state, .. } = self
            && let Ok(mut state) = state.lock()
        {
            change(&mut state);
        }
    }

    /// A line for the user, above the live line if there is one.
    #[allow(clippy::print_stderr)]
    fn say(&self, line: &str) {
        match self {
            Progress::Shown { bar: Some(bar), .. } => bar.println(line),
            Progress::Shown { bar: None, .. } => eprintln!("{line}"),
            Progress::Silent => {}
        }
    }

    fn finish(&mut self) {
        if let Progress::Shown {
            bar, done, thread, ..
        } = self
        {
            done.store(true, Ordering::Relaxed);
            if let Some(thread) = thread.take() {
                let _ = thread.join();
            }
            if let Some(bar) = bar {
                bar.finish_and_clear();
            }
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The progress thread: on a terminal, redraws the line every
/// [`REDRAW_EVERY`]; elsewhere, prints it every [`LOG_EVERY`], the best
/// file's tokens counted just before.
#[allow(clippy::print_stderr)] // progress for the user
fn draw(
    state: &Mutex<State>,
    done: &AtomicBool,
    bar: Option<&ProgressBar>,
    languages: &[Arc<Language>],
) {
    let start = Instant::now();
    let mut clock = ParseClock { next: start };
    let mut next_log = LOG_EVERY;
    while !done.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(50));
        let elapsed = start.elapsed();
        if bar.is_none() && elapsed < next_log {
            continue;
        }
        // Counted outside the lock: the reduction goes on meanwhile.
        let mut counting = match state.lock() {
            Ok(mut state) => state.take_uncounted(),
            Err(_) => return,
        };
        counting.count(languages, &mut clock);
        let line = match state.lock() {
            Ok(mut state) => {
                state.counted(counting);
                state.line(elapsed)
            }
            Err(_) => return,
        };
        match bar {
            Some(bar) => {
                bar.set_message(line);
                std::thread::sleep(REDRAW_EVERY);
            }
            None => {
                while next_log <= elapsed {
                    next_log += LOG_EVERY;
                }
                let seconds = elapsed.as_secs();
                eprintln!(
                    "whittle: [{:02}:{:02}:{:02}] {line}",
                    seconds / 3600,
                    seconds / 60 % 60,
                    seconds % 60
                );
            }
        }
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
    warned_timeouts: bool,
    /// Writes the results on the way.
    on_the_way: OnTheWay,
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
    /// `tokens` and `languages`: each file's, for the progress line.
    pub fn new(
        destinations: &'a [Destination],
        trace: Option<&Path>,
        tokens: Vec<u64>,
        languages: Vec<Arc<Language>>,
        quiet: bool,
    ) -> Result<Reporter<'a>> {
        let trace = trace
            .map(|path| {
                File::create(path)
                    .map(BufWriter::new)
                    .with_context(|| format!("--trace {}: cannot create the file", path.display()))
            })
            .transpose()?;
        let state = State {
            file: 0,
            files: tokens.len(),
            pass_runs: 0,
            pass_name: "",
            tests: 0,
            start_tokens: tokens.iter().sum(),
            uncounted: vec![None; tokens.len()],
            tokens,
        };
        Ok(Reporter {
            destinations,
            file: 0,
            progress: Progress::new(quiet, state, languages),
            trace,
            warned_timeouts: false,
            on_the_way: OnTheWay::new(),
            warned_unsaved: false,
            error: None,
        })
    }

    /// Only the `kept` files go on (a folder's others were removed), their
    /// results to `destinations`.
    pub fn keep(&mut self, kept: &[bool], destinations: &'a [Destination]) {
        self.destinations = destinations;
        fn keep<T>(values: &mut Vec<T>, kept: &[bool]) {
            let mut flags = kept.iter();
            values.retain(|_| flags.next() == Some(&true));
        }
        self.progress.update(|state| {
            keep(&mut state.tokens, kept);
            keep(&mut state.uncounted, kept);
            state.files = state.tokens.len();
        });
    }

    /// The file whose improvements come next.
    pub fn reducing(&mut self, file: usize) {
        self.file = file;
        self.progress.update(|state| state.file = file);
    }

    /// Ends the progress line and the writes on the way (before the final
    /// result is written).
    pub fn finish(&mut self) -> Result<()> {
        self.on_the_way.finish();
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
    fn pass_started(&mut self, _run: usize, name: &'static str) {
        self.progress.update(|state| {
            state.pass_runs += 1;
            state.pass_name = name;
        });
    }

    fn tested(&mut self, event: &TestEvent, stats: &Stats) {
        if event.cached {
            return;
        }
        self.progress.update(|state| {
            state.tests += 1;
            state.pass_name = event.pass_name;
        });
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

    // The engine's token count is an estimate from the edits; the
    // progress line counts the file itself, as the summary does.
    fn improved(&mut self, best: &[u8], _estimated_tokens: u64) {
        let file = self.file;
        self.progress
            .update(|state| state.uncounted[file] = Some(best.to_vec()));
        let destination = &self.destinations[self.file];
        if let Some((path, e)) = self.on_the_way.send(destination, best)
            && !self.warned_unsaved
        {
            // Said as soon as it is known; whittle goes on, and saves the
            // result elsewhere at the end if the destination is still
            // unwritable.
            self.warned_unsaved = true;
            self.progress.say(&format!(
                "whittle: warning: {e:#}; {} keeps the last result written there, and whittle \
                 goes on with the reduction",
                path.display()
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
    /// Candidates tested per batch with folding (`--fold`); 0: off.
    pub fold: usize,
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
    /// When the test ran on the original: `first` (before the
    /// reduction), `not needed` (with one test at a time, a candidate
    /// passed first), `after candidates` (the first candidates failed) or
    /// `not run` (interrupted before).
    pub original_check: &'static str,
    /// Testing the result once more at the end: `passed`, `failed` (the
    /// test is flaky), `last tested` (the result was the last file tested,
    /// and passed) or `not run` (interrupted).
    pub final_check: &'static str,
    /// Whether tested candidates were re-parsed (`--syntax-check`), so
    /// that `unparsable_candidates` counts them.
    pub syntax_check: bool,
    /// whittle's own peak resident memory (its tests' not included).
    pub peak_memory_bytes: u64,
    /// CPU seconds (user and system) of whittle's own process, every
    /// thread, and of the tests it ran (the processes it waited for, with
    /// theirs), and whittle's share of the two together.
    pub cpu_seconds_whittle: f64,
    pub cpu_seconds_tests: f64,
    pub cpu_share_whittle: f64,
    /// In the command form (`FILE -- COMMAND`): the failure kept, in
    /// words (`gcc-12 exits non-zero with ...`); `null` with a test script.
    pub signature: Option<String>,
    /// In the command form: how many candidates the reduction asked
    /// about failed otherwise, by that failure's signature in words.
    pub other_failures: std::collections::BTreeMap<String, u64>,
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
    std::fs::write(path, text)
        .with_context(|| format!("--stats-json {}: cannot write the file", path.display()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    /// One C file of 20 tokens whose best so far, `int x;`, is not
    /// counted yet; pass 3 (hdd), one test.
    fn one_file_state() -> State {
        State {
            file: 0,
            files: 1,
            pass_runs: 3,
            pass_name: "hdd",
            tests: 1,
            start_tokens: 20,
            tokens: vec![20],
            uncounted: vec![Some(b"int x;".to_vec())],
        }
    }

    #[test]
    fn the_line_counts_the_best_file_and_every_test() {
        let c = Language::by_name("c").unwrap();
        let mut state = one_file_state();
        let mut clock = ParseClock {
            next: Instant::now(),
        };
        state.count(&[c], &mut clock);
        assert_eq!(state.tokens, [3]);
        assert!(state.uncounted[0].is_none());
        assert_eq!(
            state.line(Duration::from_secs(2)),
            "pass 3 (hdd) · 3 / 20 tokens · 1 test · 0.5 tests/s"
        );
    }

    #[test]
    fn a_best_that_comes_while_counting_is_kept_for_the_next_count() {
        let c = Language::by_name("c").unwrap();
        let mut state = one_file_state();
        let mut counting = state.take_uncounted();
        // What `Reporter::improved` does while the drawing thread counts.
        state.uncounted[0] = Some(b"x;".to_vec());
        let mut clock = ParseClock {
            next: Instant::now(),
        };
        counting.count(&[c], &mut clock);
        state.counted(counting);
        assert_eq!(state.uncounted[0].as_deref(), Some(&b"x;"[..]));
        assert_eq!(state.tokens, [20]);
    }
}
