//! `-j` scaling: runs whittle on one case at a list of `-j` values, checks
//! that the result and the counted tests are the same at every `-j`, and
//! prints the speed-ups beside the bound that speculating only on failures
//! allows: with T tests of which I were interesting, each interesting one
//! is a step nobody can run ahead of, so J workers need at least
//! I + (T - I) / J test times, a speed-up of at most T / (I + (T - I) / J).
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin jobs --
//! [--cases DIR] --case NAME [--jobs 1,2,4] [--sleep SECS | --replay TRACE
//! [--scale X] [--bounds]] [--whittle PATH] [-- WHITTLE OPTIONS...]`.
//! `--bounds` prints only the bounds the trace allows at each `-j`, and
//! runs nothing.
//!
//! Beside it, the other bounds of [`whittle_benchmarks::bounds`], from
//! the order of the outcomes (the first run's `--trace`, or the replayed
//! one): by the recorded seconds (a replay only), by the order of the
//! outcomes for a failure-only scheduler, and for an ideal one that also
//! speculates on successes at each pass's rate (the tree, by counts and,
//! with a replay, by the recorded seconds).
//!
//! `--sleep` makes each test sleep that long first (a slower test, as with
//! a real compiler on a large file). Exits 1 when results or test counts
//! differ between `-j` values. Speed-ups, and the bound, are against the
//! first `-j` listed.
//!
//! `--replay TRACE` (a `--trace` of an earlier run of whittle on the case)
//! replaces the case's test by `replay-test`, which sleeps each
//! candidate's recorded seconds times `--scale` (default: the factor that
//! makes the median test 0.1 s, at least 1) and answers as recorded; a
//! candidate the trace lacks fails after the median time of the tests
//! that failed. Sleeping tests use no CPU, so on a small machine any `-j`
//! measures what limits a machine with that many cores: the scheduler
//! and whittle's own work. Both bounds then come from the trace, and the
//! `-j` values default to 1,2,4,8,16,32; each run has `--timeout inf`
//! (the replay decides what timed out). The table also says whether each
//! run asked for the recorded tests (`faithful`: a different whittle, or
//! other options, make other candidates).
//!
//! Columns: `not needed` counts test runs started ahead and never asked
//! for; `main busy` is the share of the reduction's time whittle's main
//! thread spent outside waiting for tests; `own CPU` whittle's CPU
//! seconds, and their share of all CPU time (its own and its tests'; with
//! sleeping tests that share is nearly all).

#![allow(clippy::print_stdout, clippy::print_stderr)] // a report is this program's output

use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

use whittle_benchmarks::bounds::{self, Recorded};
use whittle_benchmarks::inputs::workspace_root;
use whittle_benchmarks::reduction::{self, Case, find_cases};
use whittle_benchmarks::replay::{self, Traced};

fn usage(message: &str) -> ! {
    reduction::usage_error("jobs", message)
}

/// A copy of `case` whose test sleeps `sleep` seconds before the real one.
fn slowed(case: &Case, sleep: f64, dir: &std::path::Path) -> std::io::Result<Case> {
    std::fs::copy(case.input(), dir.join(&case.input_name))?;
    let test = dir.join("test.sh");
    let real = std::fs::canonicalize(case.dir.join("test.sh"))?;
    std::fs::write(
        &test,
        format!(
            "#!/bin/sh\nsleep {sleep}\nexec '{}' \"$@\"\n",
            real.display()
        ),
    )?;
    std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o755))?;
    Ok(Case {
        name: case.name.clone(),
        dir: dir.to_path_buf(),
        input_name: case.input_name.clone(),
    })
}

/// A copy of `case` whose test replays `trace` (see the module's docs):
/// the index and the environment `replay-test` reads.
fn replayed(
    case: &Case,
    trace: &[Traced],
    scale: f64,
    dir: &std::path::Path,
) -> std::io::Result<(Case, Vec<(&'static str, std::ffi::OsString)>)> {
    let input = std::fs::read(case.input())?;
    std::fs::write(dir.join(&case.input_name), &input)?;
    let program = reduction::whittle_beside_me().with_file_name("replay-test");
    if !program.is_file() {
        return Err(std::io::Error::other(format!(
            "no {} (cargo build --release -p whittle-benchmarks)",
            program.display()
        )));
    }
    std::os::unix::fs::symlink(&program, dir.join("test.sh"))?;
    let seconds_of = |interesting: bool| {
        replay::median(
            trace
                .iter()
                .filter(|t| (t.outcome == replay::Outcome::Interesting) == interesting)
                .map(|t| t.seconds),
        )
    };
    // whittle checks that the original passes before it starts.
    let original = Traced {
        hash: xxhash_rust::xxh3::xxh3_128(&input),
        pass_name: "original".to_owned(),
        outcome: replay::Outcome::Interesting,
        seconds: seconds_of(true),
    };
    let mut tests = trace.to_vec();
    tests.push(original);
    let index = dir.join("replay.index");
    replay::write_index(&index, &tests, seconds_of(false))?;
    let env = vec![
        (replay::INDEX_VAR, index.into_os_string()),
        (replay::SCALE_VAR, scale.to_string().into()),
    ];
    Ok((
        Case {
            name: case.name.clone(),
            dir: dir.to_path_buf(),
            input_name: case.input_name.clone(),
        },
        env,
    ))
}

struct Measured {
    jobs: usize,
    seconds: f64,
    tests: u64,
    interesting: u64,
    executed: u64,
    not_needed: Option<u64>,
    main_busy: Option<f64>,
    own_cpu: Option<(f64, f64)>,
    result: Vec<u8>,
}

fn main() {
    reduction::stop_on_signals();
    let root = workspace_root();
    let mut cases_dir = root.join("../shared/benchmarks");
    let mut name = None;
    let mut jobs_list = vec![1usize, 2];
    let mut sleep = 0.0f64;
    let mut replay_trace: Option<PathBuf> = None;
    let mut scale: Option<f64> = None;
    let mut jobs_given = false;
    let mut bounds_only = false;
    let mut whittle = reduction::whittle_beside_me();
    let mut extra: Vec<String> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| usage(&format!("{arg} needs a value")))
        };
        match arg.as_str() {
            "--cases" => cases_dir = PathBuf::from(value()),
            "--case" => name = Some(value()),
            "--replay" => replay_trace = Some(PathBuf::from(value())),
            "--scale" => {
                scale = Some(
                    value()
                        .parse()
                        .unwrap_or_else(|_| usage("--scale takes a number")),
                );
            }
            "--jobs" => {
                jobs_given = true;
                jobs_list = value()
                    .split(',')
                    .map(|j| j.parse().unwrap_or_else(|_| usage("--jobs takes numbers")))
                    .collect();
            }
            "--sleep" => {
                sleep = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--sleep takes seconds"));
            }
            "--whittle" => whittle = PathBuf::from(value()),
            "--bounds" => bounds_only = true,
            "--" => extra = args.by_ref().collect(),
            other => usage(&format!("unknown argument {other}")),
        }
    }
    let name = name.unwrap_or_else(|| usage("--case NAME is needed"));
    let Some(case) = find_cases(&cases_dir, std::slice::from_ref(&name)).pop() else {
        usage(&format!("no case {name} in {}", cases_dir.display()));
    };
    if replay_trace.is_some() && sleep > 0.0 {
        usage("--replay and --sleep do not go together");
    }
    let slow_dir =
        tempfile::tempdir().unwrap_or_else(|e| usage(&format!("no temporary folder: {e}")));
    let recorded: Option<Vec<Traced>> = replay_trace.as_ref().map(|path| {
        replay::read_trace(path)
            .unwrap_or_else(|e| usage(&format!("cannot read {}: {e}", path.display())))
    });
    let scale = recorded.as_ref().map(|trace| {
        scale.unwrap_or_else(|| {
            let median = replay::median(trace.iter().map(|t| t.seconds));
            (0.1 / median.max(1e-6)).max(1.0)
        })
    });
    let mut env = Vec::new();
    let case = if let (Some(trace), Some(scale)) = (&recorded, scale) {
        if !jobs_given {
            jobs_list = vec![1, 2, 4, 8, 16, 32];
        }
        let (case, replay_env) = replayed(&case, trace, scale, slow_dir.path())
            .unwrap_or_else(|e| usage(&format!("cannot prepare the replay: {e}")));
        env = replay_env;
        case
    } else if sleep > 0.0 {
        slowed(&case, sleep, slow_dir.path())
            .unwrap_or_else(|e| usage(&format!("cannot copy the case: {e}")))
    } else {
        case
    };
    let how = match (&recorded, scale, &replay_trace) {
        (Some(trace), Some(scale), Some(path)) => {
            let median = replay::median(trace.iter().map(|t| t.seconds));
            format!(
                "(replay of {}, seconds x {scale:.2}: median test {median:.3} s -> {:.3} s)",
                path.display(),
                median * scale
            )
        }
        _ if sleep > 0.0 => format!("(test + sleep {sleep})"),
        _ => "(its own test)".to_owned(),
    };
    if bounds_only {
        let Some(trace) = &recorded else {
            usage("--bounds needs --replay TRACE");
        };
        let Some(&first) = jobs_list.first() else {
            usage("--jobs lists no values");
        };
        let bounds = Bounds::of_trace(trace);
        print_heading(&case.name, &how, &bounds, &extra);
        println!("| -j | {} |", Bounds::HEADINGS);
        println!("|---:|---:|---:|---:|---:|---:|");
        for &jobs in &jobs_list {
            println!("| {jobs} | {} |", bounds.row(jobs, first));
        }
        return;
    }
    let env: Vec<(&str, &std::ffi::OsStr)> = env.iter().map(|(k, v)| (*k, v.as_os_str())).collect();
    let mut measured = Vec::new();
    let trace = slow_dir.path().join("trace.jsonl");
    for (i, &jobs) in jobs_list.iter().enumerate() {
        let mut options = vec!["-j".to_owned(), jobs.to_string()];
        if recorded.is_some() {
            options.extend(["--timeout".to_owned(), "inf".to_owned()]);
        } else if i == 0 {
            options.extend(["--trace".to_owned(), trace.display().to_string()]);
        }
        options.extend(extra.iter().cloned());
        let run = match reduction::run_whittle_with_env(&whittle, &case, &options, None, &env) {
            Ok(run) => run,
            Err(_) if reduction::interrupted() => {
                eprintln!("jobs: stopped by a signal at -j {jobs}");
                // `exit` runs no destructors: the case's copy goes first.
                drop(slow_dir);
                std::process::exit(reduction::EXIT_INTERRUPTED);
            }
            Err(e) => usage(&format!("cannot run whittle: {e}")),
        };
        if run.status != "ok" {
            eprintln!("jobs: whittle -j {jobs} ended with {}", run.status);
            std::process::exit(1);
        }
        let total = run.stats.get("seconds").and_then(serde_json::Value::as_f64);
        let waiting = run
            .stats
            .get("seconds_waiting_for_tests")
            .and_then(serde_json::Value::as_f64);
        let m = Measured {
            jobs,
            seconds: run.seconds,
            tests: run.stat("tests_run").unwrap_or(0),
            interesting: run.stat("tests_interesting").unwrap_or(0),
            executed: run.stat("tests_executed").unwrap_or(0),
            not_needed: run.stat("tests_not_needed"),
            main_busy: total.zip(waiting).map(|(t, w)| (t - w) / t.max(1e-9)),
            own_cpu: ["cpu_seconds_whittle", "cpu_share_whittle"]
                .map(|key| run.stats.get(key).and_then(serde_json::Value::as_f64))
                .into_iter()
                .collect::<Option<Vec<f64>>>()
                .map(|v| (v[0], v[1])),
            result: std::fs::read(&run.output).unwrap_or_default(),
        };
        eprintln!("jobs: -j {jobs}: {:.1} s, {} tests", m.seconds, m.tests);
        measured.push(m);
    }
    let Some(first) = measured.first() else {
        usage("--jobs lists no values");
    };
    // The counts and outcomes the bounds come from: the recorded run's,
    // or the first run's.
    let bounds = match &recorded {
        Some(trace) => Bounds::of_trace(trace),
        None => Bounds::of_run(
            first.tests,
            first.interesting,
            interesting_in_order(&trace).as_deref(),
        ),
    };
    print_heading(&case.name, &how, &bounds, &extra);
    println!(
        "| -j | seconds | speed-up | {} | tests | executed | not needed | main busy | own CPU | same result |",
        Bounds::HEADINGS
    );
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    let mut same_everywhere = true;
    for m in &measured {
        let same = m.result == first.result && m.tests == first.tests;
        same_everywhere &= same;
        let percent =
            |share: Option<f64>| share.map_or("-".to_owned(), |s| format!("{:.1}%", 100.0 * s));
        println!(
            "| {} | {:.1} | {:.2} | {} | {} | {} | {} | {} | {} | {} |",
            m.jobs,
            m.seconds,
            first.seconds / m.seconds.max(1e-9),
            bounds.row(m.jobs, first.jobs),
            m.tests,
            m.executed,
            m.not_needed.map_or("-".to_owned(), |n| n.to_string()),
            percent(m.main_busy),
            m.own_cpu.map_or("-".to_owned(), |(seconds, share)| format!(
                "{seconds:.1} s ({:.0}%)",
                100.0 * share
            )),
            if same { "yes" } else { "NO" }
        );
    }
    if recorded.is_some() {
        let faithful = measured
            .iter()
            .all(|m| m.tests == bounds.tests && m.interesting == bounds.interesting);
        let (tests, interesting) = (bounds.tests, bounds.interesting);
        println!(
            "\nfaithful (every run asked for the {tests} recorded tests, {interesting} interesting): {}",
            if faithful { "yes" } else { "NO" }
        );
    }
    if !same_everywhere {
        eprintln!("jobs: the result or the counted tests differ between -j values");
        std::process::exit(1);
    }
}

/// Each counted test's pass and whether it was interesting, in order,
/// from a `--trace` file; `None` if it cannot be read.
fn interesting_in_order(trace: &std::path::Path) -> Option<Vec<(String, bool)>> {
    let text = std::fs::read_to_string(trace).ok()?;
    text.lines()
        .map(|line| {
            let event: serde_json::Value = serde_json::from_str(line).ok()?;
            Some((
                event.get("pass_name")?.as_str()?.to_owned(),
                event.get("outcome")?.as_str()? == "interesting",
            ))
        })
        .collect()
}

/// The table's first line: the case, how its tests ran, the counts.
fn print_heading(case: &str, how: &str, bounds: &Bounds, extra: &[String]) {
    println!(
        "{case} {how}: {} tests, {} interesting{}\n",
        bounds.tests,
        bounds.interesting,
        if extra.is_empty() {
            String::new()
        } else {
            format!("; whittle {}", extra.join(" "))
        }
    );
}

/// What the recorded (or first) run allows any scheduler (see
/// [`whittle_benchmarks::bounds`]), as speed-ups of one `-j` over another.
struct Bounds {
    tests: u64,
    interesting: u64,
    recorded: Option<Recorded>,
}

impl Bounds {
    const HEADINGS: &str = "bound (failures only) | bound (timed) | bound (schedule) | bound (tree) | bound (tree, timed)";

    fn of_trace(trace: &[Traced]) -> Self {
        Self {
            tests: trace.len() as u64,
            interesting: trace
                .iter()
                .filter(|t| t.outcome == replay::Outcome::Interesting)
                .count() as u64,
            recorded: Some(Recorded::of_trace(trace)),
        }
    }

    fn of_run(tests: u64, interesting: u64, outcomes: Option<&[(String, bool)]>) -> Self {
        Self {
            tests,
            interesting,
            recorded: outcomes.map(Recorded::of_outcomes),
        }
    }

    /// The bounds on `jobs`' speed-up over `first`, as table cells.
    fn row(&self, jobs: usize, first: usize) -> String {
        let (t, i) = (self.tests as f64, self.interesting as f64);
        let counts = bounds::failures_only(t, i, jobs) / bounds::failures_only(t, i, first);
        let cell = |over: Option<f64>| over.map_or("-".to_owned(), |x| format!("{x:.2}"));
        let ratio = |of: &dyn Fn(usize) -> Option<f64>| {
            cell(of(first).zip(of(jobs)).map(|(a, b)| a / b.max(1e-9)))
        };
        let recorded = self.recorded.as_ref();
        let timed = ratio(&|j| recorded?.failures_only_timed(j).map(|x| 1.0 / x));
        let schedule = ratio(&|j| Some(recorded?.schedule_steps(j).max(1) as f64));
        let tree = ratio(&|j| Some(recorded?.tree_steps(j).max(1) as f64));
        let tree_timed = ratio(&|j| recorded?.tree_seconds(j));
        format!("{counts:.2} | {timed} | {schedule} | {tree} | {tree_timed}")
    }
}
