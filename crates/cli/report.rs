//! Progress, traces, statistics, and saving each improvement.

use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use whittle_reduce::{Observer, Stats, TestEvent, Tester, Verdict};
use whittle_runner::{Candidate, Pool};

use crate::output::Destination;

/// Runs candidates through the pool, and keeps time.
pub struct PoolTester {
    pub pool: Pool,
    /// Time spent waiting for tests.
    pub waiting: Duration,
}

impl Tester for PoolTester {
    fn test(&mut self, candidate: &[u8], ahead: &[Vec<u8>]) -> Option<Verdict> {
        let start = Instant::now();
        let candidate = Candidate::new(candidate.to_vec());
        let ahead: Vec<Candidate> = ahead.iter().map(|a| Candidate::new(a.clone())).collect();
        let run = self.pool.evaluate(&candidate, &ahead);
        self.waiting += start.elapsed();
        let run = run?;
        Some(Verdict {
            interesting: run.is_interesting(),
            seconds: run.seconds,
        })
    }
}

/// Shows progress, writes the trace, and saves every improvement.
pub struct Reporter<'a> {
    destination: &'a Destination,
    bar: Option<ProgressBar>,
    trace: Option<BufWriter<File>>,
    start_tokens: u64,
    tokens: u64,
    pass: usize,
    /// The first error writing the result or the trace.
    pub error: Option<anyhow::Error>,
}

#[derive(Serialize)]
struct TraceLine {
    pass: usize,
    bytes: usize,
    outcome: &'static str,
    seconds: f64,
}

impl<'a> Reporter<'a> {
    pub fn new(
        destination: &'a Destination,
        trace: Option<&Path>,
        start_tokens: u64,
        quiet: bool,
    ) -> Result<Reporter<'a>> {
        let trace = trace
            .map(|path| {
                File::create(path)
                    .map(BufWriter::new)
                    .with_context(|| format!("cannot create the trace file {}", path.display()))
            })
            .transpose()?;
        let bar = (!quiet && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::new_spinner();
            bar.set_style(
                ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            );
            bar.enable_steady_tick(Duration::from_millis(120));
            bar
        });
        Ok(Reporter {
            destination,
            bar,
            trace,
            start_tokens,
            tokens: start_tokens,
            pass: 0,
            error: None,
        })
    }

    fn show(&self, tests: u64) {
        if let Some(bar) = &self.bar {
            bar.set_message(format!(
                "pass {} · {} / {} tokens · {} tests",
                self.pass, self.tokens, self.start_tokens, tests
            ));
        }
    }

    pub fn finish(&mut self) -> Result<()> {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
        if let Some(mut trace) = self.trace.take() {
            trace.flush().context("cannot write the trace file")?;
        }
        match self.error.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

impl Observer for Reporter<'_> {
    fn pass_started(&mut self, pass: usize) {
        self.pass = pass;
        self.show(0);
    }

    fn tested(&mut self, event: &TestEvent, stats: &Stats) {
        self.show(stats.tests_run);
        if event.cached {
            return;
        }
        if let Some(trace) = &mut self.trace {
            let line = TraceLine {
                pass: event.pass,
                bytes: event.bytes,
                outcome: if event.interesting {
                    "interesting"
                } else {
                    "not interesting"
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
        self.tokens = tokens;
        if let Err(e) = self.destination.write(best)
            && self.error.is_none()
        {
            self.error = Some(e);
        }
    }
}

/// The `--stats-json` object.
#[derive(Debug, Serialize)]
pub struct StatsReport {
    pub original_tokens: u64,
    pub final_tokens: u64,
    pub original_bytes: usize,
    pub final_bytes: usize,
    pub tests_run: u64,
    pub tests_interesting: u64,
    pub tests_executed: u64,
    pub cache_hits: u64,
    pub pma_skips: u64,
    pub invalid_candidates: u64,
    pub unparsable_candidates: u64,
    pub seconds: f64,
    pub seconds_waiting_for_tests: f64,
    pub passes: usize,
    pub algorithm: String,
    pub pma: bool,
    pub strategy: String,
    pub hdd_lists: String,
    pub jobs: usize,
    pub seed: u64,
    pub p0: f64,
    pub language: String,
    pub interrupted: bool,
}

pub fn write_stats(path: &Path, report: &StatsReport) -> Result<()> {
    let mut text = serde_json::to_string_pretty(report).context("cannot encode the statistics")?;
    text.push('\n');
    std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}
