//! `-j` scaling: runs whittle on one case at a list of `-j` values, checks
//! that the result and the counted tests are the same at every `-j`, and
//! prints the speed-ups beside the bound that speculating only on failures
//! allows: with T tests of which I were interesting, each interesting one
//! is a step nobody can run ahead of, so J workers need at least
//! I + (T - I) / J test times, a speed-up of at most T / (I + (T - I) / J).
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin jobs --
//! [--cases DIR] --case NAME [--jobs 1,2,4] [--sleep SECS]
//! [--whittle PATH] [-- WHITTLE OPTIONS...]`.
//!
//! A second, tighter bound comes from the order of the outcomes (the first
//! run's `--trace`): each step runs the next test and the J - 1 after it
//! as if all pending tests fail, and resolves them up to the first
//! interesting one; the step count is the time of a perfect failure-only
//! scheduler with no overhead.
//!
//! `--sleep` makes each test sleep that long first (a slower test, as with
//! a real compiler on a large file). Exits 1 when results or test counts
//! differ between `-j` values. Speed-ups, and the bound, are against the
//! first `-j` listed.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a report is this program's output

use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

use whittle_benchmarks::inputs::workspace_root;
use whittle_benchmarks::reduction::{self, Case, find_cases};

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

struct Measured {
    jobs: usize,
    seconds: f64,
    tests: u64,
    interesting: u64,
    executed: u64,
    outside: Option<f64>,
    result: Vec<u8>,
}

fn main() {
    let root = workspace_root();
    let mut cases_dir = root.join("../shared/benchmarks");
    let mut name = None;
    let mut jobs_list = vec![1usize, 2];
    let mut sleep = 0.0f64;
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
            "--jobs" => {
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
            "--" => extra = args.by_ref().collect(),
            other => usage(&format!("unknown argument {other}")),
        }
    }
    let name = name.unwrap_or_else(|| usage("--case NAME is needed"));
    let Some(case) = find_cases(&cases_dir, std::slice::from_ref(&name)).pop() else {
        usage(&format!("no case {name} in {}", cases_dir.display()));
    };
    let slow_dir =
        tempfile::tempdir().unwrap_or_else(|e| usage(&format!("no temporary folder: {e}")));
    let case = if sleep > 0.0 {
        slowed(&case, sleep, slow_dir.path())
            .unwrap_or_else(|e| usage(&format!("cannot copy the case: {e}")))
    } else {
        case
    };
    let mut measured = Vec::new();
    let trace = slow_dir.path().join("trace.jsonl");
    for (i, &jobs) in jobs_list.iter().enumerate() {
        let mut options = vec!["-j".to_owned(), jobs.to_string()];
        if i == 0 {
            options.extend(["--trace".to_owned(), trace.display().to_string()]);
        }
        options.extend(extra.iter().cloned());
        let run = reduction::run_whittle(&whittle, &case, &options, None)
            .unwrap_or_else(|e| usage(&format!("cannot run whittle: {e}")));
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
            outside: total.zip(waiting).map(|(t, w)| (t - w) / t.max(1e-9)),
            result: std::fs::read(&run.output).unwrap_or_default(),
        };
        eprintln!("jobs: -j {jobs}: {:.1} s, {} tests", m.seconds, m.tests);
        measured.push(m);
    }
    let Some(first) = measured.first() else {
        usage("--jobs lists no values");
    };
    println!(
        "{} {}: {} tests, {} interesting{}\n",
        case.name,
        if sleep > 0.0 {
            format!("(test + sleep {sleep})")
        } else {
            "(its own test)".to_owned()
        },
        first.tests,
        first.interesting,
        if extra.is_empty() {
            String::new()
        } else {
            format!("; whittle {}", extra.join(" "))
        }
    );
    let outcomes = interesting_in_order(&trace);
    println!(
        "| -j | seconds | speed-up | bound (failures only) | bound (schedule) | tests | executed | main thread outside tests | same result |"
    );
    println!("|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    let mut same_everywhere = true;
    // The bound's speed-up over `-j 1`, and so over the first listed.
    let over_one = |jobs: usize| {
        let (t, i) = (first.tests as f64, first.interesting as f64);
        t / (i + (t - i) / jobs.max(1) as f64).max(1e-9)
    };
    for m in &measured {
        let bound = over_one(m.jobs) / over_one(first.jobs);
        let schedule = outcomes.as_ref().map_or("-".to_owned(), |o| {
            let steps = |jobs| failure_speculation_steps(o, jobs).max(1) as f64;
            format!("{:.2}", steps(first.jobs) / steps(m.jobs))
        });
        let same = m.result == first.result && m.tests == first.tests;
        same_everywhere &= same;
        println!(
            "| {} | {:.1} | {:.2} | {bound:.2} | {schedule} | {} | {} | {} | {} |",
            m.jobs,
            m.seconds,
            first.seconds / m.seconds.max(1e-9),
            m.tests,
            m.executed,
            m.outside
                .map_or("-".to_owned(), |o| format!("{:.1}%", 100.0 * o)),
            if same { "yes" } else { "NO" }
        );
    }
    if !same_everywhere {
        eprintln!("jobs: the result or the counted tests differ between -j values");
        std::process::exit(1);
    }
}

/// Whether each counted test was interesting, in order, from a `--trace`
/// file; `None` if it cannot be read.
fn interesting_in_order(trace: &std::path::Path) -> Option<Vec<bool>> {
    let text = std::fs::read_to_string(trace).ok()?;
    text.lines()
        .map(|line| {
            let event: serde_json::Value = serde_json::from_str(line).ok()?;
            Some(event.get("outcome")?.as_str()? == "interesting")
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::failure_speculation_steps;

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
