//! Runs the `whittle` binary, and the peers a user would pick instead
//! (C-Vise, treereduce, Shrink Ray), on real reduction cases, side by
//! side, and tabulates tokens before and after (counted by the neutral
//! `tools/tokens.py` beside the cases, the same for every reducer), tests
//! and seconds, with whittle's ratio to each peer and geometric means.
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin cases --
//! [--cases DIR] [--tools DIR] [--whittle PATH] [--only NAME,...] [--jobs N]
//! [--peers cvise,cvise-master,treereduce,shrinkray] [--peer-results FILE]
//! [--rerun-peers] [--no-whittle] [--keep-results DIR] [--cap SECS]
//! [--figure FILE.svg] [-- WHITTLE OPTIONS...]`.
//!
//! `--cases` defaults to `../shared/benchmarks` beside the workspace
//! (`benchmarks/cases` holds the project's own: JSON, text and C++ cases),
//! `--tools` (where `tokens.py` is) to `../shared/tools`;
//! each case folder holds its input, an executable `test.sh` and a
//! `case.toml` naming the input. Run the folder's `setup.sh` first (and
//! `apt-get install cvise`, `../shared/peers/cvise-master/setup.sh` for
//! the peers; `cargo install treereduce-rust treereduce-javascript
//! treereduce-java`, and
//! Shrink Ray's `shrinkray` on the PATH). whittle runs with `-j N`, C-Vise
//! with `--n N`, treereduce with `-j N` (`treereduce-rust`,
//! `treereduce-javascript` or `treereduce-java` by the case's `language`;
//! no other language) and
//! Shrink Ray with `--parallelism N --no-llm` (default 2).
//! Peers are slow, so their results are kept in `--peer-results`
//! (default `benchmarks/peer-results.json`) and reused unless
//! `--rerun-peers`; a peer's tests are counted by a wrapper around the
//! case's test (every run, parallel ones included). `--keep-results`
//! copies each final file to `DIR/CASE.REDUCER.EXT`. `--cap` stops each
//! run after SECS seconds (whittle by SIGTERM, a peer by SIGINT, as Ctrl-C
//! would; they keep their best file so far, but treereduce writes its
//! result only at the end), for cases a peer would take hours on: the
//! table then compares what each reached in the same time, and a peer's
//! capped result is kept under its own key. `--figure` draws the table
//! as an SVG: per case, each reducer's final tokens and seconds side by
//! side.

#![allow(clippy::print_stdout)] // a report is this program's output

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, killpg};

use serde::{Deserialize, Serialize};
use whittle_benchmarks::inputs::workspace_root;
use whittle_benchmarks::reduction::{
    self, Case, comma_list as list, describe, find_cases, geometric_mean, neutral_tokens as tokens,
};

/// One reducer's result on one case.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Result {
    tokens: Option<u64>,
    seconds: f64,
    /// Tests the reducer counted as its own (whittle's tests run).
    tests: Option<u64>,
    /// Every test process started, parallel and speculative ones included.
    executed: Option<u64>,
    status: String,
}

/// What a peer's result is kept under: the case, the peer, its jobs, and
/// the cap it ran under.
fn peer_key(case: &str, peer: &str, jobs: usize, cap: Option<Duration>) -> String {
    match cap {
        Some(cap) => format!("{case} {peer} -j{jobs} cap{}", cap.as_secs()),
        None => format!("{case} {peer} -j{jobs}"),
    }
}

/// Whether a run with this status left a result to count: it finished,
/// or the cap stopped it.
fn reached_an_end(status: &str) -> bool {
    status == "ok" || status == "capped"
}

/// Copies a final file to `keep/CASE.REDUCER.EXT`, if asked.
fn keep_result(keep: Option<&Path>, case: &Case, reducer: &str, file: &Path) {
    if let Some(dir) = keep {
        let extension = Path::new(&case.input_name)
            .extension()
            .map_or(String::new(), |e| e.to_string_lossy().into_owned());
        let _ = std::fs::create_dir_all(dir);
        let _ = std::fs::copy(
            file,
            dir.join(format!("{}.{reducer}.{extension}", case.name)),
        );
    }
}

fn run_whittle(
    whittle: &Path,
    case: &Case,
    tools: &Path,
    jobs: usize,
    extra: &[String],
    keep: Option<&Path>,
    cap: Option<Duration>,
) -> Option<(Result, serde_json::Value)> {
    let mut options = vec!["-j".to_owned(), jobs.to_string()];
    options.extend_from_slice(extra);
    let run = reduction::run_whittle(whittle, case, &options, cap).ok()?;
    keep_result(keep, case, "whittle", &run.output);
    let result = Result {
        tokens: tokens(tools, &run.output),
        seconds: run.seconds,
        tests: run.stat("tests_run"),
        executed: run.stat("tests_executed"),
        status: run.status.clone(),
    };
    Some((result, run.stats))
}

/// The case's `language` from its `case.toml`.
fn language(case: &Case) -> String {
    std::fs::read_to_string(case.dir.join("case.toml"))
        .ok()
        .and_then(|t| t.parse::<toml::Table>().ok())
        .and_then(|t| t.get("language")?.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// The program that runs `peer` on `case`; none where the peer has no
/// version for the case's language.
fn peer_program(peer: &str, case: &Case) -> Option<String> {
    match peer {
        "treereduce" => match language(case).as_str() {
            "rust" | "javascript" | "java" => Some(format!("treereduce-{}", language(case))),
            _ => None,
        },
        _ => Some(peer.to_owned()),
    }
}

/// Runs a peer in a scratch copy. C-Vise and Shrink Ray reduce the file in
/// place, running the test with no argument in a folder holding the
/// candidate; treereduce writes its result to `treereduce.out` at the end
/// and passes the candidate's path (`@@`), which the wrapper copies under
/// the input's name into a folder of its own for the test.
fn run_peer(
    peer: &str,
    case: &Case,
    tools: &Path,
    jobs: usize,
    keep: Option<&Path>,
    cap: Option<Duration>,
) -> Option<Result> {
    let scratch = tempfile::tempdir().ok()?;
    let input = scratch.path().join(&case.input_name);
    std::fs::copy(case.dir.join(&case.input_name), &input).ok()?;
    let counter = scratch.path().join("tests-run");
    let wrapper = scratch.path().join("counted-test.sh");
    let test = case.dir.join("test.sh");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\necho x >> '{counter}'\n[ $# -eq 0 ] && exec '{test}'\n\
             d=$(mktemp -d) || exit 1\ncp \"$1\" \"$d/{name}\" && cd \"$d\" && '{test}' '{name}'\n\
             s=$?\nrm -rf \"$d\"\nexit $s\n",
            counter = counter.display(),
            test = test.display(),
            name = case.input_name
        ),
    )
    .ok()?;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).ok()?;
    let log = std::fs::File::create(scratch.path().join("peer.log")).ok()?;
    let jobs = jobs.to_string();
    let mut command = Command::new(peer_program(peer, case)?);
    // The file where the peer leaves its result.
    let result = match peer {
        "treereduce" => scratch.path().join("treereduce.out"),
        _ => input,
    };
    match peer {
        "treereduce" => {
            command.args(["-j", &jobs, "-s", &case.input_name, "--"]);
            command.arg(&wrapper).arg("@@");
        }
        "shrinkray" => {
            command.args(["--parallelism", &jobs, "--no-llm", "--ui", "basic"]);
            command.args([
                "--no-history",
                "--input-type",
                "basename",
                "--formatter",
                "none",
            ]);
            command.arg(&wrapper).arg(&case.input_name);
        }
        _ => {
            command.args(["--n", &jobs, "--tidy"]);
            command.arg(&wrapper).arg(&case.input_name);
        }
    }
    let start = Instant::now();
    // The peers take the file as a name in their working folder; their
    // own process group, so that a cap reaches their workers and tests.
    let mut child = command
        .current_dir(scratch.path())
        .env("TMPDIR", scratch.path())
        .stdout(std::process::Stdio::null())
        .stderr(log)
        .process_group(0)
        .spawn()
        .ok()?;
    let waited = reduction::wait_capped(&mut child, start, cap, |child| {
        let _ = killpg(reduction::pid_of(child), Signal::SIGINT);
    });
    let capped = waited.as_ref().is_ok_and(|(_, capped)| *capped);
    let status = waited.map(|(status, _)| status);
    // Read once: a signal between two reads would skip the kill below and
    // still drop the run.
    let interrupted = reduction::interrupted();
    if capped || interrupted {
        // Workers may outlive a killed main process.
        let _ = killpg(reduction::pid_of(&child), Signal::SIGKILL);
    }
    if interrupted {
        // Not a result: nothing is kept of it.
        return None;
    }
    let seconds = start.elapsed().as_secs_f64();
    keep_result(keep, case, peer, &result);
    let executed = std::fs::read_to_string(&counter)
        .map(|t| t.lines().count() as u64)
        .ok();
    let mut status = if capped {
        "capped".to_owned()
    } else {
        describe(&status)
    };
    // C-Vise 2.7 exits 0 when the test fails on the original, too.
    let unchanged = std::fs::read(&result).ok() == std::fs::read(case.input()).ok();
    if reached_an_end(&status) && unchanged {
        status = "unchanged".to_owned();
    }
    if !reached_an_end(&status) {
        let log = std::fs::read_to_string(scratch.path().join("peer.log")).unwrap_or_default();
        let last = log.lines().last().unwrap_or_default().to_owned();
        status = format!("{status}: {last}");
    }
    // treereduce writes its result when it finishes: a capped run has none.
    if !result.exists() {
        status = format!("{status}, no result");
    }
    Some(Result {
        tokens: tokens(tools, &result),
        seconds,
        tests: None,
        executed,
        status,
    })
}

fn number(value: Option<u64>) -> String {
    value.map_or("-".to_owned(), |v| v.to_string())
}

/// Ends the program once a signal stopped its runs
/// ([`reduction::stop_on_signals`]); the rows printed so far stand.
fn end_if_interrupted() {
    if reduction::interrupted() {
        eprintln!("cases: stopped by a signal; the rows above are the cases finished before it");
        std::process::exit(reduction::EXIT_INTERRUPTED);
    }
}

fn main() {
    reduction::stop_on_signals();
    let root = workspace_root();
    let mut cases_dir = root.join("../shared/benchmarks");
    let mut tools = root.join("../shared/tools");
    let mut whittle = reduction::whittle_beside_me();
    let mut only: Vec<String> = Vec::new();
    let mut extra: Vec<String> = Vec::new();
    let mut jobs = 2usize;
    let mut peers: Vec<String> = Vec::new();
    let mut peer_results = root.join("benchmarks/peer-results.json");
    let mut rerun_peers = false;
    let mut with_whittle = true;
    let mut keep: Option<PathBuf> = None;
    let mut cap: Option<Duration> = None;
    let mut figure: Option<PathBuf> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--cases" => cases_dir = args.next().map(PathBuf::from).unwrap_or(cases_dir),
            "--tools" => tools = args.next().map(PathBuf::from).unwrap_or(tools),
            "--whittle" => whittle = args.next().map(PathBuf::from).unwrap_or(whittle),
            "--only" => only = list(args.next()),
            "--jobs" => jobs = args.next().and_then(|j| j.parse().ok()).unwrap_or(jobs),
            "--peers" => peers = list(args.next()),
            "--peer-results" => {
                peer_results = args.next().map(PathBuf::from).unwrap_or(peer_results);
            }
            "--rerun-peers" => rerun_peers = true,
            "--no-whittle" => with_whittle = false,
            "--keep-results" => keep = args.next().map(PathBuf::from),
            "--cap" => {
                cap = args
                    .next()
                    .and_then(|c| c.parse().ok())
                    .map(Duration::from_secs);
            }
            "--figure" => figure = args.next().map(PathBuf::from),
            "--" => extra = args.by_ref().collect(),
            other => {
                eprintln!("unknown argument {other}; see the comment at the top of cases.rs");
                std::process::exit(2);
            }
        }
    }
    let mut kept: BTreeMap<String, Result> = std::fs::read_to_string(&peer_results)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();

    println!(
        "whittle options: -j {jobs} {}; peers with --n {jobs}: {}\n",
        if extra.is_empty() {
            "(defaults)".to_owned()
        } else {
            extra.join(" ")
        },
        if peers.is_empty() {
            "none".to_owned()
        } else {
            peers.join(", ")
        }
    );
    let mut header = "| case | tokens before |".to_owned();
    let mut rule = "|---|---:|".to_owned();
    if with_whittle {
        header.push_str(" whittle tokens | tests run | executed | seconds | outside tests | unparsable | status |");
        rule.push_str("---:|---:|---:|---:|---:|---:|---|");
    }
    for peer in &peers {
        header.push_str(&format!(" {peer} tokens | {peer} tests | {peer} s |"));
        rule.push_str("---:|---:|---:|");
        if with_whittle {
            header.push_str(" tokens ratio | time ratio |");
            rule.push_str("---:|---:|");
        }
    }
    println!("{header}\n{rule}");
    // Ratios of whittle to each peer, for the geometric means.
    let mut ratios: Vec<(Vec<f64>, Vec<f64>)> = vec![(Vec::new(), Vec::new()); peers.len()];
    // (case, reducer, result) for the figure.
    let mut drawn: Vec<(String, String, Result)> = Vec::new();
    for case in find_cases(&cases_dir, &only) {
        end_if_interrupted();
        let before = tokens(&tools, &case.dir.join(&case.input_name));
        let mut row = format!("| {} | {} |", case.name, number(before));
        let mut ours = None;
        if with_whittle {
            if let Some((result, report)) =
                run_whittle(&whittle, &case, &tools, jobs, &extra, keep.as_deref(), cap)
            {
                // The share of whittle's own time not spent waiting for
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
                // Counted only with --syntax-check.
                let unparsable = match report.get("syntax_check") {
                    Some(serde_json::Value::Bool(true)) => report
                        .get("unparsable_candidates")
                        .map_or("-".to_owned(), ToString::to_string),
                    _ => "-".to_owned(),
                };
                row.push_str(&format!(
                    " {} | {} | {} | {:.1} | {outside} | {unparsable} | {} |",
                    number(result.tokens),
                    number(result.tests),
                    number(result.executed),
                    result.seconds,
                    result.status
                ));
                drawn.push((case.name.clone(), "whittle".to_owned(), result.clone()));
                ours = Some(result);
            } else {
                end_if_interrupted();
                row.push_str(" - | - | - | - | - | - | cannot run |");
            }
        }
        for (p, peer) in peers.iter().enumerate() {
            if peer_program(peer, &case).is_none() {
                row.push_str(" n/a | n/a | n/a |");
                if with_whittle {
                    row.push_str(" - | - |");
                }
                continue;
            }
            let key = peer_key(&case.name, peer, jobs, cap);
            let result = match kept.get(&key) {
                Some(result) if !rerun_peers => Some(result.clone()),
                _ => {
                    let result = run_peer(peer, &case, &tools, jobs, keep.as_deref(), cap);
                    end_if_interrupted();
                    // Only finished (or capped) runs are kept: a failure is
                    // retried.
                    if let Some(result) = result
                        .as_ref()
                        .filter(|r| reached_an_end(&r.status) || r.status == "capped, no result")
                    {
                        kept.insert(key, result.clone());
                        if let Ok(text) = serde_json::to_string_pretty(&kept) {
                            let _ = std::fs::write(&peer_results, text + "\n");
                        }
                    }
                    result
                }
            };
            let Some(theirs) = result else {
                row.push_str(" - | - | - |");
                continue;
            };
            if !reached_an_end(&theirs.status) && theirs.status != "capped, no result" {
                eprintln!("{peer} on {}: {}", case.name, theirs.status);
            }
            drawn.push((case.name.clone(), peer.clone(), theirs.clone()));
            row.push_str(&format!(
                " {} | {} | {:.1}{} |",
                number(theirs.tokens),
                number(theirs.executed),
                theirs.seconds,
                if theirs.status.starts_with("capped") {
                    " (capped)"
                } else {
                    ""
                }
            ));
            if let Some(ours) = &ours {
                let token_ratio = match (ours.tokens, theirs.tokens) {
                    (Some(a), Some(b)) if b > 0 => Some(a as f64 / b as f64),
                    _ => None,
                };
                let time_ratio = ours.seconds / theirs.seconds.max(1e-9);
                if let Some(r) = token_ratio {
                    ratios[p].0.push(r.max(1e-9));
                    ratios[p].1.push(time_ratio.max(1e-9));
                }
                row.push_str(&format!(
                    " {} | {time_ratio:.2} |",
                    token_ratio.map_or("-".to_owned(), |r| format!("{r:.2}"))
                ));
            }
        }
        println!("{row}");
    }
    if let Some(path) = &figure
        && let Err(e) = draw(path, &drawn)
    {
        eprintln!("cannot draw {}: {e}", path.display());
    }
    for (peer, (tokens, times)) in peers.iter().zip(&ratios) {
        if let (Some(t), Some(s)) = (geometric_mean(tokens), geometric_mean(times)) {
            println!(
                "\nwhittle / {peer}, geometric mean over {} cases: tokens {t:.2}, time {s:.2}",
                tokens.len()
            );
        }
    }
}

/// A bar of the figure: the case's and the reducer's index, the value,
/// and whether the run reached the cap.
type Bar = (usize, usize, f64, bool);

/// The table as a figure: for each case, a bar per reducer, its final
/// tokens above and its seconds below, both on logarithmic scales (a
/// capped run is drawn hollow; a run with no result has no bar).
fn draw(
    path: &Path,
    rows: &[(String, String, Result)],
) -> std::result::Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    let mut cases: Vec<&str> = Vec::new();
    let mut reducers: Vec<&str> = Vec::new();
    for (case, reducer, _) in rows {
        if !cases.contains(&case.as_str()) {
            cases.push(case);
        }
        if !reducers.contains(&reducer.as_str()) {
            reducers.push(reducer);
        }
    }
    let bars = |value: fn(&Result) -> Option<f64>| -> Vec<Bar> {
        rows.iter()
            .filter_map(|(case, reducer, result)| {
                Some((
                    cases.iter().position(|c| c == case)?,
                    reducers.iter().position(|r| r == reducer)?,
                    value(result)?,
                    result.status.starts_with("capped"),
                ))
            })
            .collect()
    };
    let width = (120 + 70 * cases.len()).max(600) as u32;
    let root = SVGBackend::new(path, (width, 780)).into_drawing_area();
    root.fill(&WHITE)?;
    let (top, rest) = root.split_vertically(300);
    let (bottom, legend) = rest.split_vertically(440);
    panel(
        &top,
        "final tokens",
        &bars(|r| r.tokens.map(|t| t.max(1) as f64)),
        &cases,
        reducers.len(),
        false,
    )?;
    panel(
        &bottom,
        "seconds",
        &bars(|r| Some(r.seconds.max(0.01))),
        &cases,
        reducers.len(),
        true,
    )?;
    for (r, reducer) in reducers.iter().enumerate() {
        let x = 70 + 160 * r as i32;
        legend.draw(&Rectangle::new(
            [(x, 10), (x + 14, 24)],
            Palette99::pick(r).to_rgba().filled(),
        ))?;
        legend.draw(&Text::new(*reducer, (x + 20, 10), ("sans-serif", 13)))?;
    }
    root.present()?;
    Ok(())
}

/// One panel of [`draw`]: the bars on a logarithmic axis named `label`,
/// the cases' names under it if `names`.
fn panel(
    area: &plotters::drawing::DrawingArea<
        plotters::backend::SVGBackend<'_>,
        plotters::coord::Shift,
    >,
    label: &str,
    bars: &[Bar],
    cases: &[&str],
    reducers: usize,
    names: bool,
) -> std::result::Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    use plotters::style::text_anchor::{HPos, Pos, VPos};
    let high = bars.iter().map(|b| b.2).fold(1.0, f64::max) * 2.0;
    let low = (bars
        .iter()
        .map(|b| b.2)
        .fold(f64::INFINITY, f64::min)
        .min(high)
        / 2.0)
        .max(0.001);
    let slot = 0.8 / reducers.max(1) as f64;
    let mut chart = ChartBuilder::on(area)
        .margin(10)
        .x_label_area_size(if names { 170 } else { 10 })
        .y_label_area_size(60)
        .build_cartesian_2d(0.0..cases.len() as f64, (low..high).log_scale())?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .y_desc(label)
        .x_labels(0)
        .y_labels(6)
        .y_label_formatter(&|v| format!("{v}"))
        .draw()?;
    if names {
        // Each case's name down from under its bars.
        let base = area.get_base_pixel();
        let style = ("sans-serif", 12)
            .into_font()
            .transform(FontTransform::Rotate90)
            .into_text_style(area)
            .pos(Pos::new(HPos::Left, VPos::Center));
        for (i, case) in cases.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(i as f64 + 0.5, low));
            area.draw(&Text::new(*case, (x - base.0, y - base.1 + 8), &style))?;
        }
    }
    for &(case, reducer, value, capped) in bars {
        let x0 = case as f64 + 0.1 + reducer as f64 * slot;
        let color = Palette99::pick(reducer).to_rgba();
        let style = if capped {
            color.stroke_width(1)
        } else {
            color.filled()
        };
        chart.draw_series(std::iter::once(Rectangle::new(
            [(x0, low), (x0 + slot * 0.9, value)],
            style,
        )))?;
    }
    Ok(())
}
