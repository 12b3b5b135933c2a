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
//! With `--replay`, a bound by time too: the interesting tests' recorded
//! seconds are a path nobody runs ahead of, the others' are shared by J
//! workers (tests on larger files early in a run are slower, and more of
//! them are interesting, so this is below the bound by counts).
//!
//! A further bound comes from the order of the outcomes (the first
//! run's `--trace`): each step runs the next test and the J - 1 after it
//! as if all pending tests fail, and resolves them up to the first
//! interesting one; the step count is the time of a perfect failure-only
//! scheduler with no overhead.
//!
//! The tree bound lets the scheduler speculate on successes too, as
//! whittle does: it knows each pass's rate of interesting tests (from the
//! same trace) but not the outcomes, and each step runs the `J` likeliest
//! tests of the tree of outcomes, every outcome drawn on its own at the
//! pass's rate; the recorded outcomes then go as far down that tree as its
//! tests reach. Its step count is the time of an ideal speculating
//! scheduler with no overhead and equal test times, under that model of
//! the outcomes (a scheduler that predicts outcomes better than a pass's
//! rate can pass it).
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
        println!("|---:|---:|---:|---:|---:|");
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
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
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

/// What the recorded (or first) run allows any scheduler: the bounds of
/// the module's docs, as speed-ups of one `-j` over another.
struct Bounds {
    tests: u64,
    interesting: u64,
    /// The outcomes in order, for the schedule bound.
    in_order: Option<Vec<bool>>,
    /// Each test's pass (an index) and outcome, and each pass's share of
    /// interesting tests, for the tree bound.
    by_pass: Option<ByPass>,
    /// All tests' recorded seconds and the interesting ones', for the
    /// timed bound (a replay only).
    seconds: Option<(f64, f64)>,
}

impl Bounds {
    const HEADINGS: &str =
        "bound (failures only) | bound (timed) | bound (schedule) | bound (tree)";

    fn of_trace(trace: &[Traced]) -> Self {
        let outcomes: Vec<(String, bool)> = trace
            .iter()
            .map(|t| {
                (
                    t.pass_name.clone(),
                    t.outcome == replay::Outcome::Interesting,
                )
            })
            .collect();
        let all: f64 = trace.iter().map(|t| t.seconds).sum();
        let interesting: f64 = trace
            .iter()
            .filter(|t| t.outcome == replay::Outcome::Interesting)
            .map(|t| t.seconds)
            .sum();
        let mut bounds = Self::of_run(
            trace.len() as u64,
            outcomes.iter().filter(|(_, i)| *i).count() as u64,
            Some(&outcomes),
        );
        bounds.seconds = Some((all, interesting));
        bounds
    }

    fn of_run(tests: u64, interesting: u64, outcomes: Option<&[(String, bool)]>) -> Self {
        Self {
            tests,
            interesting,
            in_order: outcomes.map(|o| o.iter().map(|(_, interesting)| *interesting).collect()),
            by_pass: outcomes.map(ByPass::of),
            seconds: None,
        }
    }

    /// The four bounds on `jobs`' speed-up over `first`, as table cells.
    fn row(&self, jobs: usize, first: usize) -> String {
        // The failure-only bound over `-j 1`, by counts and by the
        // recorded seconds: the interesting tests are a path nobody runs
        // ahead of, the others are shared by the workers.
        let over_one = |all: f64, interesting: f64, jobs: usize| {
            all / (interesting + (all - interesting) / jobs.max(1) as f64).max(1e-9)
        };
        let (t, i) = (self.tests as f64, self.interesting as f64);
        let counts = over_one(t, i, jobs) / over_one(t, i, first);
        let timed = self.seconds.map_or("-".to_owned(), |(all, interesting)| {
            format!(
                "{:.2}",
                over_one(all, interesting, jobs) / over_one(all, interesting, first)
            )
        });
        let schedule = self.in_order.as_ref().map_or("-".to_owned(), |o| {
            let steps = |jobs| failure_speculation_steps(o, jobs).max(1) as f64;
            format!("{:.2}", steps(first) / steps(jobs))
        });
        let tree = self.by_pass.as_ref().map_or("-".to_owned(), |by_pass| {
            let steps =
                |jobs| tree_speculation_steps(&by_pass.tests, &by_pass.rates, jobs).max(1) as f64;
            format!("{:.2}", steps(first) / steps(jobs))
        });
        format!("{counts:.2} | {timed} | {schedule} | {tree}")
    }
}

/// Each test's pass as an index, beside its outcome, and each pass's
/// share of interesting tests.
struct ByPass {
    tests: Vec<(usize, bool)>,
    rates: Vec<f64>,
}

impl ByPass {
    fn of(outcomes: &[(String, bool)]) -> Self {
        let mut names: Vec<&str> = Vec::new();
        let mut counts: Vec<(usize, usize)> = Vec::new();
        let tests = outcomes
            .iter()
            .map(|(pass, interesting)| {
                let index = names.iter().position(|n| n == pass).unwrap_or_else(|| {
                    names.push(pass);
                    counts.push((0, 0));
                    names.len() - 1
                });
                counts[index].0 += 1;
                counts[index].1 += usize::from(*interesting);
                (index, *interesting)
            })
            .collect();
        let rates = counts
            .iter()
            .map(|&(all, interesting)| interesting as f64 / all.max(1) as f64)
            .collect();
        Self { tests, rates }
    }
}

/// Steps of a perfect failure-only scheduler with `jobs` workers: each
/// step runs the next `jobs` tests as if all before them fail, and only
/// those up to the first interesting one were the right ones to run.
fn failure_speculation_steps(interesting: &[bool], jobs: usize) -> usize {
    let mut steps = 0;
    let mut next = 0;
    while next < interesting.len() {
        let window = &interesting[next..interesting.len().min(next + jobs.max(1))];
        next += window
            .iter()
            .position(|&i| i)
            .map_or(window.len(), |k| k + 1);
        steps += 1;
    }
    steps
}

/// Steps of an ideal speculating scheduler with `jobs` workers (the tree
/// bound, see the module's docs). `tests` are each test's pass, as an
/// index into `rates` (each pass's share of interesting tests), and
/// whether it was interesting.
fn tree_speculation_steps(tests: &[(usize, bool)], rates: &[f64], jobs: usize) -> usize {
    let mut steps = 0;
    let mut next = 0;
    while next < tests.len() {
        // A rate of 0 or 1 would make the tree a single path; a pass's
        // rate is an estimate, so no outcome is taken as certain.
        let p = rates[tests[next].0].clamp(1e-3, 1.0 - 1e-3);
        let least = likeliest_nodes_least_chance(p, jobs.max(1));
        // The recorded path's tests are run while their chance of being
        // reached is among the `jobs` likeliest (ties count as run, which
        // keeps this an upper bound).
        let mut chance = 1.0f64;
        let mut reached = 0;
        while next + reached < tests.len() && chance >= least * (1.0 - 1e-9) {
            chance *= if tests[next + reached].1 { p } else { 1.0 - p };
            reached += 1;
        }
        next += reached.max(1);
        steps += 1;
    }
    steps
}

/// The chance of reaching the least likely of the `jobs` likeliest nodes
/// of a binary tree of outcomes in which each test is interesting with
/// chance `p`: best first from the root, whose chance is 1.
fn likeliest_nodes_least_chance(p: f64, jobs: usize) -> f64 {
    // Positive floats order as their bits do.
    let mut frontier = std::collections::BinaryHeap::from([1.0f64.to_bits()]);
    let mut least = 1.0;
    for _ in 0..jobs {
        let Some(bits) = frontier.pop() else { break };
        least = f64::from_bits(bits);
        frontier.push((least * p).to_bits());
        frontier.push((least * (1.0 - p)).to_bits());
    }
    least
}

#[cfg(test)]
mod tests {
    use super::{failure_speculation_steps, likeliest_nodes_least_chance, tree_speculation_steps};

    #[test]
    fn the_likeliest_nodes_are_found_best_first() {
        // Chances 1, 0.9, 0.81, 0.729, 0.1, 0.09 (twice), ...
        assert!((likeliest_nodes_least_chance(0.1, 1) - 1.0).abs() < 1e-12);
        assert!((likeliest_nodes_least_chance(0.1, 4) - 0.729).abs() < 1e-12);
        // At an even chance each level of the tree ties: 1, 0.5 twice, 0.25 four times.
        assert!((likeliest_nodes_least_chance(0.5, 3) - 0.5).abs() < 1e-12);
        assert!((likeliest_nodes_least_chance(0.5, 7) - 0.25).abs() < 1e-12);
    }

    #[test]
    fn a_tree_step_follows_the_recorded_outcomes_as_deep_as_the_tree_reaches() {
        let (f, t) = (false, true);
        let path = |outcomes: &[bool]| outcomes.iter().map(|&o| (0, o)).collect::<Vec<_>>();
        // At an even chance, seven workers cover three levels, whatever
        // the outcomes: six tests in two steps, a seventh in a third.
        assert_eq!(
            tree_speculation_steps(&path(&[t, f, t, f, f, t, t]), &[0.5], 7),
            3
        );
        // One worker runs one test a step.
        assert_eq!(tree_speculation_steps(&path(&[t, f, t]), &[0.5], 1), 3);
        // Rare successes: failures go deep, a success cuts the step short.
        // With p = 0.1 and 4 workers the tree is the failure path 1, 0.9,
        // 0.81, 0.729: four failures a step, or up to the success.
        assert_eq!(tree_speculation_steps(&path(&[f; 8]), &[0.1], 4), 2);
        assert_eq!(
            tree_speculation_steps(&path(&[t, f, f, f, f]), &[0.1], 4),
            2
        );
    }

    #[test]
    fn a_step_resolves_tests_up_to_the_first_interesting_one() {
        let (f, t) = (false, true);
        assert_eq!(failure_speculation_steps(&[f, t, f, t], 1), 4);
        // [f t] [f t]
        assert_eq!(failure_speculation_steps(&[f, t, f, t], 2), 2);
        // [t] [f f] [t]
        assert_eq!(failure_speculation_steps(&[t, f, f, t], 2), 3);
        assert_eq!(failure_speculation_steps(&[f; 7], 3), 3);
        assert_eq!(failure_speculation_steps(&[], 4), 0);
    }
}
