//! Runs the `whittle` binary on real reduction cases and tabulates the
//! results: tokens before and after (counted by the neutral
//! `tools/tokens.py` beside the cases, the same for every reducer), tests
//! run, and seconds.
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin cases --
//! [--cases DIR] [--whittle PATH] [--only NAME,...] [-- WHITTLE OPTIONS...]`.
//! `--cases` defaults to `../shared/benchmarks` beside the workspace;
//! each case folder holds its input, an executable `test.sh` and a
//! `case.toml` naming the input. Run the folder's `setup.sh` first.

#![allow(clippy::print_stdout)] // a report is this program's output

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use whittle_benchmarks::inputs::workspace_root;

fn tokens(tools: &Path, file: &Path) -> Option<u64> {
    let output = Command::new("python3")
        .arg(tools.join("tokens.py"))
        .arg(file)
        .output()
        .ok()?;
    String::from_utf8_lossy(&output.stdout).trim().parse().ok()
}

fn main() {
    let mut cases_dir = workspace_root().join("../shared/benchmarks");
    let mut whittle = std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.join("whittle")))
        .unwrap_or_else(|| PathBuf::from("whittle"));
    let mut only: Vec<String> = Vec::new();
    let mut extra: Vec<String> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--cases" => cases_dir = args.next().map(PathBuf::from).unwrap_or(cases_dir),
            "--whittle" => whittle = args.next().map(PathBuf::from).unwrap_or(whittle),
            "--only" => {
                only = args
                    .next()
                    .unwrap_or_default()
                    .split(',')
                    .map(str::to_owned)
                    .collect();
            }
            "--" => extra = args.by_ref().collect(),
            other => {
                eprintln!("unknown argument {other}; see the comment at the top of cases.rs");
                std::process::exit(2);
            }
        }
    }
    let tools = cases_dir.join("../tools");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&cases_dir)
        .map(|entries| entries.filter_map(|e| Some(e.ok()?.path())).collect())
        .unwrap_or_default();
    cases.retain(|c| c.join("case.toml").is_file());
    cases.sort();
    println!(
        "whittle options: {}\n",
        if extra.is_empty() {
            "(defaults)".to_owned()
        } else {
            extra.join(" ")
        }
    );
    println!(
        "| case | tokens before | tokens after | tests run | tests executed | seconds | outside tests | unparsable | status |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---|");
    for case in cases {
        let name = case
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        if !only.is_empty() && !only.contains(&name) {
            continue;
        }
        let meta: toml::Table = std::fs::read_to_string(case.join("case.toml"))
            .ok()
            .and_then(|t| toml::from_str(&t).ok())
            .unwrap_or_default();
        let Some(input_name) = meta.get("input").and_then(|v| v.as_str()) else {
            continue;
        };
        let Ok(scratch) = tempfile::tempdir() else {
            continue;
        };
        let input = scratch.path().join(input_name);
        let output = scratch.path().join(format!("out-{input_name}"));
        let stats = scratch.path().join("stats.json");
        if std::fs::copy(case.join(input_name), &input).is_err() {
            continue;
        }
        let start = Instant::now();
        let status = Command::new(&whittle)
            .arg(case.join("test.sh"))
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .arg("--stats-json")
            .arg(&stats)
            .arg("-q")
            .args(&extra)
            .status();
        let seconds = start.elapsed().as_secs_f64();
        let report: serde_json::Value = std::fs::read_to_string(&stats)
            .ok()
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default();
        let field = |key: &str| report.get(key).map_or("-".to_owned(), ToString::to_string);
        // The share of whittle's own time that was not spent waiting for
        // tests.
        let outside = match (
            report.get("seconds").and_then(serde_json::Value::as_f64),
            report
                .get("seconds_waiting_for_tests")
                .and_then(serde_json::Value::as_f64),
        ) {
            (Some(total), Some(waiting)) if total > 0.0 => {
                format!("{:.1}%", 100.0 * (total - waiting) / total)
            }
            _ => "-".to_owned(),
        };
        println!(
            "| {name} | {} | {} | {} | {} | {seconds:.1} | {outside} | {} | {} |",
            tokens(&tools, &input).map_or("-".to_owned(), |t| t.to_string()),
            tokens(&tools, &output).map_or("-".to_owned(), |t| t.to_string()),
            field("tests_run"),
            field("tests_executed"),
            field("unparsable_candidates"),
            match status {
                Ok(s) if s.success() => "ok".to_owned(),
                Ok(s) => format!("exit {}", s.code().unwrap_or(-1)),
                Err(e) => format!("cannot run whittle: {e}"),
            },
        );
    }
}
