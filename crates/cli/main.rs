//! `whittle`: the command-line reducer.

mod args;
mod checks;
mod errors;
mod output;
mod report;
mod session;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::{Context, Result};
use clap::Parser;
use whittle_dd::Config;
use whittle_reduce::Options;
use whittle_runner::{KeepFailures, Pool, Runner, TestCommand};
use whittle_tree::Tree;

use crate::args::Args;
use crate::checks::Input;
use crate::errors::{EXIT_ERROR, EXIT_USAGE, Interrupted, Usage, signal_exit, usage};
use crate::output::{Destination, FileLock};
use crate::report::{Reporter, StatsReport};
use crate::session::Session;

#[allow(clippy::print_stderr)] // the one place errors reach the user
fn main() -> ExitCode {
    let args = Args::parse();
    let signals = match Signals::install() {
        Ok(signals) => signals,
        Err(e) => {
            eprintln!("whittle: error: {e:#}");
            return ExitCode::from(EXIT_ERROR);
        }
    };
    match run(&args, &signals) {
        Ok(code) => code,
        Err(e) if e.is::<Interrupted>() => {
            eprintln!("whittle: interrupted before reducing; nothing was changed");
            signals.exit_code()
        }
        Err(e) if e.is::<Usage>() => {
            eprintln!("whittle: error: {e:#}");
            ExitCode::from(EXIT_USAGE)
        }
        Err(e) => {
            eprintln!("whittle: error: {e:#}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// Ctrl-C, SIGTERM and SIGHUP stop the tests and keep the best result;
/// which one came decides the exit status.
struct Signals {
    stop: Arc<AtomicBool>,
    received: Arc<AtomicUsize>,
}

impl Signals {
    fn install() -> Result<Signals> {
        let stop = Arc::new(AtomicBool::new(false));
        let received = Arc::new(AtomicUsize::new(0));
        for signal in [
            signal_hook::consts::SIGINT,
            signal_hook::consts::SIGTERM,
            signal_hook::consts::SIGHUP,
        ] {
            signal_hook::flag::register_usize(signal, received.clone(), signal as usize)
                .and_then(|_| signal_hook::flag::register(signal, stop.clone()))
                .context("cannot install the signal handlers")?;
        }
        Ok(Signals { stop, received })
    }

    fn exit_code(&self) -> ExitCode {
        match self.received.load(Ordering::Relaxed) {
            0 => signal_exit(signal_hook::consts::SIGINT),
            signal => signal_exit(signal as i32),
        }
    }
}

/// Everything checked before the first test: what to run, on what, and
/// where results go.
struct Setup {
    test: PathBuf,
    inputs: Vec<Input>,
    destinations: Vec<Destination>,
    /// For each input, whether its result replaces it (and so it is
    /// backed up first).
    in_place: Vec<bool>,
    options: Options,
    jobs: usize,
    /// Held until whittle ends.
    _locks: Vec<FileLock>,
}

#[allow(clippy::print_stderr)] // notes for the user
fn setup(args: &Args) -> Result<Setup> {
    let mut notes = Vec::new();
    if args.not_c {
        notes.push(format!(
            "--not-c is C-Vise's option for files that are not C; whittle chooses its moves from \
             each file's language instead (choose it with --lang {})",
            whittle_tree::Language::names().join("|")
        ));
    }
    let test = checks::test_program(&args.test, &args.files)?;
    let inputs = args
        .files
        .iter()
        .map(|path| checks::input_file(path, args.lang.as_deref(), &mut notes))
        .collect::<Result<Vec<Input>>>()?;
    let dd = Config {
        pma: args.pma(),
        p0: args.p0,
        seed: args.seed,
        ..Config::new(args.algorithm())
    };
    dd.validate().map_err(|e| usage(e.to_string()))?;
    let jobs = match args.jobs {
        Some(0) => return Err(usage("--jobs must be at least 1")),
        Some(jobs) => jobs,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let results = checks::result_paths(args.output.as_deref(), &inputs, &test, &mut notes)?;
    let mut locks = Vec::new();
    let mut destinations = Vec::new();
    for (input, (path, in_place)) in inputs.iter().zip(&results) {
        destinations.push(Destination::new(path, Some(input.permissions.clone()))?);
        locks.push(FileLock::acquire(&input.real)?);
        if !in_place {
            locks.push(FileLock::acquire(path)?);
        }
    }
    if !args.quiet {
        for note in &notes {
            eprintln!("whittle: note: {note}");
        }
    }
    let options = Options {
        dd,
        strategy: args.strategy(),
        hdd_lists: args.hdd_lists(),
        fixpoint: !args.no_fixpoint,
        replacements: args.replacements,
        speculation: jobs - 1,
        check_syntax: !args.no_syntax_check,
    };
    Ok(Setup {
        test,
        inputs,
        destinations,
        in_place: results.iter().map(|(_, in_place)| *in_place).collect(),
        options,
        jobs,
        _locks: locks,
    })
}

#[allow(clippy::print_stderr)]
fn run(args: &Args, signals: &Signals) -> Result<ExitCode> {
    let started = Instant::now();
    let setup = setup(args)?;
    let trees = setup
        .inputs
        .iter()
        .map(|input| {
            Tree::parse(&input.language, input.bytes.clone())
                .with_context(|| format!("cannot parse {}", input.path.display()))
        })
        .collect::<Result<Vec<Tree>>>()?;
    if !args.quiet {
        for (input, tree) in setup.inputs.iter().zip(&trees) {
            if tree.error_count() > 0 {
                eprintln!(
                    "whittle: warning: {} does not fully parse as {} ({} syntax errors); \
                     the parts that do not are reduced as plain lists of tokens",
                    input.path.display(),
                    input.language.name(),
                    tree.error_count()
                );
            }
        }
    }

    let command = TestCommand {
        program: setup.test.clone(),
        file_names: setup.inputs.iter().map(|i| i.name.clone()).collect(),
        timeout: args.timeout.0,
    };
    let mut runner = Runner::new(command, args.tmpdir.as_deref(), signals.stop.clone())
        .context("cannot create a scratch directory; choose another place with --tmpdir")?;
    if let Some(dir) = &args.save_failures {
        runner = runner
            .keep_failures(KeepFailures {
                dir: dir.clone(),
                count: args.save_failures_count,
            })
            .with_context(|| format!("cannot create {}", dir.display()))?;
    }
    checks::check_test(&runner, &setup.inputs, args.allow_trivial)?;

    let mut backups = Vec::new();
    for (input, &in_place) in setup.inputs.iter().zip(&setup.in_place) {
        if in_place {
            backups.push(output::back_up(
                &input.real,
                &input.bytes,
                Some(input.permissions.clone()),
            )?);
        }
    }

    let original_tokens: Vec<u64> = trees.iter().map(|t| t.weight(t.root())).collect();
    let mut reporter = Reporter::new(
        &setup.destinations,
        args.trace.as_deref(),
        original_tokens.clone(),
        args.quiet,
    )?;
    let originals = setup
        .inputs
        .iter()
        .map(|i| Arc::from(&i.bytes[..]))
        .collect();
    let mut session = Session::new(Pool::new(Arc::new(runner), setup.jobs), originals);
    let languages: Vec<_> = setup.inputs.iter().map(|i| i.language.clone()).collect();
    drop(trees);
    let reduction = session.reduce_all(&languages, &setup.options, &mut reporter);
    let executed = session.pool().executed();
    let cancelled = session.pool().cancelled();
    let results: Vec<Arc<[u8]>> = session.best().to_vec();
    let (broken, waiting) = (session.broken.take(), session.waiting);
    drop(session); // stops the workers and removes the scratch directories
    let finished = reporter.finish();
    for (destination, bytes) in setup.destinations.iter().zip(&results) {
        destination.write(bytes)?;
    }
    finished?;
    let reduction = reduction?;

    let seconds = started.elapsed().as_secs_f64();
    let stats = &reduction.stats;
    let original_bytes: usize = setup.inputs.iter().map(|i| i.bytes.len()).sum();
    let final_bytes: usize = results.iter().map(|r| r.len()).sum();
    let start_tokens: u64 = original_tokens.iter().sum();
    let final_tokens: u64 = reduction.tokens.iter().sum();
    let interrupted = reduction.stopped && broken.is_none();
    if let Some(path) = &args.stats_json {
        let options = &setup.options;
        let report = StatsReport {
            original_tokens: start_tokens,
            final_tokens,
            original_bytes,
            final_bytes,
            files: setup.inputs.len(),
            tests_run: stats.tests_run,
            tests_interesting: stats.interesting,
            tests_timed_out: stats.timeouts,
            tests_executed: executed,
            tests_cancelled: cancelled,
            cache_hits: stats.cache_hits,
            pma_skips: stats.pma_skips,
            invalid_candidates: stats.invalid_candidates,
            unparsable_candidates: stats.unparsable_candidates,
            seconds,
            seconds_waiting_for_tests: waiting.as_secs_f64(),
            passes: stats.passes,
            algorithm: options.dd.algorithm.name().to_owned(),
            pma: options.dd.pma,
            strategy: options.strategy.name().to_owned(),
            hdd_lists: options.hdd_lists.name().to_owned(),
            jobs: setup.jobs,
            seed: options.dd.seed,
            p0: options.dd.p0,
            language: languages
                .iter()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(","),
            interrupted,
            error: broken.clone(),
        };
        report::write_stats(path, &report)?;
    }
    let results_at: Vec<String> = setup
        .destinations
        .iter()
        .map(|d| d.path().display().to_string())
        .collect();
    let originals_at: Vec<String> = backups.iter().map(|b| b.display().to_string()).collect();
    let mut whereabouts = format!("result in {}", results_at.join(", "));
    if !originals_at.is_empty() {
        whereabouts.push_str(&format!(", original in {}", originals_at.join(", ")));
    }
    if let Some(reason) = broken {
        anyhow::bail!(
            "the test could not be run any more ({reason}), so whittle stopped after {} tests. \
             Fix the test, then run whittle again on the result to go on; {whereabouts}",
            stats.tests_run
        );
    }
    if !args.quiet {
        let shrink = 100.0 * (1.0 - final_tokens as f64 / start_tokens.max(1) as f64);
        let mut summary = format!(
            "whittle: {start_tokens} → {final_tokens} tokens ({shrink:.1}% fewer), \
             {original_bytes} → {final_bytes} bytes, {} tests in {seconds:.1} s, {} passes",
            stats.tests_run, stats.passes,
        );
        if stats.timeouts > 0 {
            summary.push_str(&format!(", {} timed out", stats.timeouts));
        }
        if interrupted {
            summary.push_str(" (interrupted)");
        }
        eprintln!("{summary}; {whereabouts}");
        if report::too_many_timeouts(stats.timeouts, stats.tests_run) {
            eprintln!(
                "{}",
                report::timeout_warning(stats.timeouts, stats.tests_run)
            );
        }
    }
    Ok(if interrupted {
        signals.exit_code()
    } else {
        ExitCode::SUCCESS
    })
}
