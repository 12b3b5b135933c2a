//! `whittle`: the command-line reducer.

mod args;
mod checks;
mod output;
mod report;

use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use clap::Parser;
use whittle_dd::Config;
use whittle_reduce::{HddLists, Options, Strategy};
use whittle_runner::{Pool, Runner, TestCommand};
use whittle_tree::Tree;

use crate::args::{Args, HddListsArg, StrategyArg};
use crate::checks::Interrupted;
use crate::output::Destination;
use crate::report::{PoolTester, Reporter, StatsReport};

/// Exit status after Ctrl-C or SIGTERM (128 + SIGINT, as shells report it).
const EXIT_INTERRUPTED: u8 = 130;

#[allow(clippy::print_stderr)] // the one place errors reach the user
fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(code) => code,
        Err(e) if e.is::<Interrupted>() => {
            eprintln!("whittle: interrupted before reducing; nothing was changed");
            ExitCode::from(EXIT_INTERRUPTED)
        }
        Err(e) => {
            eprintln!("whittle: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

#[allow(clippy::print_stderr)]
fn run(args: &Args) -> Result<ExitCode> {
    let started = Instant::now();
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGHUP,
    ] {
        signal_hook::flag::register(signal, stop.clone())
            .context("cannot install the signal handlers")?;
    }

    let test = checks::test_program(&args.test)?;
    let input = checks::input_file(&args.file, args.lang)?;
    let dd = Config {
        pma: args.pma(),
        p0: args.p0,
        seed: args.seed,
        ..Config::new(args.algorithm.algorithm())
    };
    dd.validate()?;
    if !(args.timeout.is_finite() && args.timeout > 0.0) {
        bail!(
            "--timeout must be a positive number of seconds, got {}",
            args.timeout
        );
    }
    let jobs = match args.jobs {
        Some(0) => bail!("--jobs must be at least 1"),
        Some(jobs) => jobs,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let destination = Destination::new(
        args.output.as_deref().unwrap_or(&input.path),
        Some(input.permissions.clone()),
    )?;
    let file_name = input
        .path
        .file_name()
        .context("the file to reduce has no name")?
        .to_owned();

    let tree = Tree::parse(&input.language, input.bytes.clone())
        .with_context(|| format!("cannot parse {}", input.path.display()))?;
    if tree.error_count() > 0 && !args.quiet {
        eprintln!(
            "whittle: warning: {} does not fully parse as {} ({} syntax errors); \
             the parts that do not are reduced as plain lists of tokens",
            input.path.display(),
            input.language.name(),
            tree.error_count()
        );
    }

    let command = TestCommand {
        program: test,
        file_name,
        timeout: Duration::from_secs_f64(args.timeout),
    };
    let runner = Runner::new(command, args.tmpdir.as_deref(), stop)
        .context("cannot create a scratch directory; choose another place with --tmpdir")?;
    checks::check_test(&runner, &input, args.allow_trivial)?;

    let backup = match &args.output {
        Some(_) => None,
        None => Some(output::back_up(
            &input.path,
            &input.bytes,
            Some(input.permissions.clone()),
        )?),
    };

    let options = Options {
        dd,
        strategy: match args.strategy {
            StrategyArg::Hdd => Strategy::Hdd,
            StrategyArg::Perses => Strategy::Perses,
        },
        hdd_lists: match args.hdd_lists {
            HddListsArg::PerParent => HddLists::PerParent,
            HddListsArg::PerLevel => HddLists::PerLevel,
        },
        fixpoint: !args.no_fixpoint,
        replacements: args.replacements,
        speculation: jobs - 1,
        check_syntax: !args.no_syntax_check,
    };
    let original_tokens = tree.weight(tree.root());
    let mut tester = PoolTester {
        pool: Pool::new(Arc::new(runner), jobs),
        waiting: Duration::ZERO,
    };
    let mut reporter = Reporter::new(
        &destination,
        args.trace.as_deref(),
        original_tokens,
        args.quiet,
    )?;
    let reduced = whittle_reduce::reduce(tree, &options, &mut tester, &mut reporter);
    let executed = tester.pool.executed();
    let waiting = tester.waiting.as_secs_f64();
    drop(tester); // stops the workers and removes the scratch directories
    reporter.finish()?;
    destination.write(&reduced.bytes)?;

    let seconds = started.elapsed().as_secs_f64();
    let stats = &reduced.stats;
    if let Some(path) = &args.stats_json {
        let report = StatsReport {
            original_tokens,
            final_tokens: reduced.tokens,
            original_bytes: input.bytes.len(),
            final_bytes: reduced.bytes.len(),
            tests_run: stats.tests_run,
            tests_interesting: stats.interesting,
            tests_executed: executed,
            cache_hits: stats.cache_hits,
            pma_skips: stats.pma_skips,
            invalid_candidates: stats.invalid_candidates,
            unparsable_candidates: stats.unparsable_candidates,
            seconds,
            seconds_waiting_for_tests: waiting,
            passes: stats.passes,
            algorithm: options.dd.algorithm.name().to_owned(),
            pma: options.dd.pma,
            strategy: format!("{:?}", options.strategy).to_lowercase(),
            hdd_lists: match options.hdd_lists {
                HddLists::PerParent => "per-parent".to_owned(),
                HddLists::PerLevel => "per-level".to_owned(),
            },
            jobs,
            seed: options.dd.seed,
            p0: options.dd.p0,
            language: input.language.name().to_owned(),
            interrupted: reduced.stopped,
        };
        report::write_stats(path, &report)?;
    }
    if !args.quiet {
        let shrink = 100.0 * (1.0 - reduced.tokens as f64 / original_tokens.max(1) as f64);
        let mut summary = format!(
            "whittle: {} → {} tokens ({shrink:.1}% fewer), {} → {} bytes, {} tests in {seconds:.1} s, {} passes",
            original_tokens,
            reduced.tokens,
            input.bytes.len(),
            reduced.bytes.len(),
            stats.tests_run,
            stats.passes,
        );
        if reduced.stopped {
            summary.push_str(" (interrupted)");
        }
        summary.push_str(&format!("; result in {}", destination.path().display()));
        if let Some(backup) = backup {
            summary.push_str(&format!(", original in {}", backup.display()));
        }
        eprintln!("{summary}");
    }
    Ok(if reduced.stopped {
        ExitCode::from(EXIT_INTERRUPTED)
    } else {
        ExitCode::SUCCESS
    })
}
