//! The papers' comparison on real cases: runs whittle with each
//! delta-debugging algorithm (PMA off, and on where it applies), each
//! strategy (HDD, Perses) and each set of moves (the seed's tree moves
//! only, as the papers measure; whittle's defaults), on case folders, and
//! writes a Markdown report shaped like the CDD paper's Tables IV/V and the
//! WDD paper's Table I, with Wilcoxon signed-rank p-values and a fidelity
//! section that sets each paper's headline claim beside our measurement.
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin study --
//! [--cases DIR]... [--only NAME,...] [--skip NAME,...] [--tools DIR]
//! [--whittle PATH] [--algorithms A,...] [--strategies hdd,perses]
//! [--moves seed,full] [--seeds N] [--cap SECS] [--parallel N]
//! [--csv FILE] [--report FILE] [--report-only] [--quick]`.
//!
//! Every run is `whittle -j 1 --seed S` on a copy of the case's input;
//! `--parallel N` runs N at once (times are comparable within one study
//! only at the same N). Each finished run is appended to the CSV at once,
//! and runs already there are not repeated, so an interrupted study
//! resumes where it stopped. A run still going after `--cap` seconds is
//! stopped (whittle keeps its best result) and counted with what it
//! reached, marked `capped`. The randomized configurations (ProbDD,
//! W-ProbDD, anything with PMA) run with seeds `0..N`; the others once.
//! Tokens are counted by `tokens.py` in `--tools` when it runs, else by
//! whittle's own lexer (the report says which).
//!
//! Defaults: the shared cases in `../shared/benchmarks` except the three
//! largest inputs (`cpp-gcc12-pessimizing-move`, 308k tokens,
//! `c-gcc12-r2-switch-expand`, 179k, and `c-sdcc-frontend-segv`, 78k, whose
//! runs with the seed's moves all reach any cap that fits the study in two
//! hours), every algorithm, both strategies,
//! both move sets, 1 seed (`--seeds N` for more: each adds about an hour),
//! a 60 s cap, 2 runs at once (480 runs, about 100 minutes on 2 cores),
//! results in
//! `target/study/`. `--quick` runs two of the project's own fixtures
//! (`tests/fixtures/text-notes`, `xml-discount`) with
//! the seed's moves, one seed and a 60 s cap into `target/study-quick/`.

#![allow(clippy::print_stdout, clippy::print_stderr)] // a report is this program's output

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use whittle_benchmarks::inputs::workspace_root;
use whittle_benchmarks::reduction::{
    self, Case, comma_list as list, find_cases, geometric_mean, neutral_tokens,
};
use whittle_benchmarks::wilcoxon;

const ALGORITHMS: [&str; 6] = ["ddmin", "probdd", "cdd", "wddmin", "wprobdd", "wcdd"];

/// One algorithm configuration: the list minimizer and whether PMA wraps
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Variant {
    algorithm: &'static str,
    pma: bool,
}

/// The report's order: [`ALGORITHMS`], each without PMA first.
impl Ord for Variant {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        let rank = |v: &Variant| ALGORITHMS.iter().position(|a| *a == v.algorithm);
        (rank(self), self.pma).cmp(&(rank(other), other.pma))
    }
}

impl PartialOrd for Variant {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Variant {
    fn parse(algorithm: &str, pma: bool) -> Option<Variant> {
        let algorithm = ALGORITHMS.into_iter().find(|a| *a == algorithm)?;
        Some(Variant { algorithm, pma })
    }

    /// PMA applies to the ddmin-style algorithms (whittle's `--pma`).
    fn supports_pma(algorithm: &str) -> bool {
        matches!(algorithm, "ddmin" | "wddmin" | "cdd" | "wcdd")
    }

    /// Whether the seed changes the run.
    fn randomized(self) -> bool {
        self.pma || matches!(self.algorithm, "probdd" | "wprobdd")
    }

    /// The papers' name.
    fn label(self) -> String {
        let name = match self.algorithm {
            "ddmin" => "ddmin",
            "probdd" => "ProbDD",
            "cdd" => "CDD",
            "wddmin" => "W-ddmin",
            "wprobdd" => "W-ProbDD",
            _ => "W-CDD",
        };
        if self.pma {
            format!("{name}+PMA")
        } else {
            name.to_owned()
        }
    }
}

/// One finished run, as kept in the CSV.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Record {
    case: String,
    strategy: String,
    moves: String,
    algorithm: String,
    pma: bool,
    seed: u64,
    tokens_before: u64,
    tokens: u64,
    tests: u64,
    seconds: f64,
    status: String,
    counter: String,
    /// The time cap and the runs at once the run was made under.
    cap: f64,
    parallel: usize,
}

impl Record {
    /// Whether the run ended with a result to report: finished, or
    /// stopped at its cap with its statistics written.
    fn counts(&self) -> bool {
        self.status == "ok" || self.status == "capped"
    }

    /// Whether the study under `s` needs this run again: it failed, or
    /// reached a cap smaller than `s.cap`.
    fn redo(&self, s: &Settings) -> bool {
        !self.counts() || (self.status == "capped" && self.cap < s.cap)
    }

    /// Whether the report under `s` takes this run.
    fn selected(&self, s: &Settings) -> bool {
        let named = |list: &[String], value: &str| list.iter().any(|x| x == value);
        self.counts()
            && (s.only.is_empty() || named(&s.only, &self.case))
            && !named(&s.skip, &self.case)
            && named(&s.algorithms, &self.algorithm)
            && named(&s.strategies, &self.strategy)
            && named(&s.moves, &self.moves)
            && self.seed < s.seeds
    }

    fn key(&self) -> String {
        run_key(
            &self.case,
            &self.strategy,
            &self.moves,
            &self.algorithm,
            self.pma,
            self.seed,
        )
    }
}

fn run_key(
    case: &str,
    strategy: &str,
    moves: &str,
    algorithm: &str,
    pma: bool,
    seed: u64,
) -> String {
    format!("{case}/{strategy}/{moves}/{algorithm}/{pma}/{seed}")
}

/// A run to do.
#[derive(Clone, Debug)]
struct Job {
    case: Case,
    tokens_before: u64,
    strategy: String,
    moves: String,
    variant: Variant,
    seed: u64,
}

impl Job {
    /// whittle's options for this run.
    fn options(&self) -> Vec<String> {
        let mut options: Vec<String> = vec![
            "-j".into(),
            "1".into(),
            "--seed".into(),
            self.seed.to_string(),
            "--algorithm".into(),
            self.variant.algorithm.into(),
            if self.variant.pma {
                "--pma"
            } else {
                "--no-pma"
            }
            .into(),
            "--strategy".into(),
            self.strategy.clone(),
        ];
        if self.moves == "seed" {
            // The papers' setting: the tree pass alone (removals and
            // replacements of grammar nodes), no renaming, token or
            // rewrite passes.
            options.extend(["--passes".into(), self.strategy.clone()]);
        }
        options
    }
}

struct Settings {
    cases: Vec<PathBuf>,
    only: Vec<String>,
    skip: Vec<String>,
    tools: PathBuf,
    whittle: PathBuf,
    algorithms: Vec<String>,
    strategies: Vec<String>,
    moves: Vec<String>,
    seeds: u64,
    cap: f64,
    parallel: usize,
    csv: PathBuf,
    report: PathBuf,
    report_only: bool,
}

fn usage(message: &str) -> ! {
    reduction::usage_error("study", message)
}

fn settings() -> Settings {
    let root = workspace_root();
    let mut s = Settings {
        cases: Vec::new(),
        only: Vec::new(),
        skip: vec![
            "c-gcc12-r2-switch-expand".into(),
            "cpp-gcc12-pessimizing-move".into(),
            "c-sdcc-frontend-segv".into(),
        ],
        tools: root.join("../shared/tools"),
        whittle: reduction::whittle_beside_me(),
        algorithms: ALGORITHMS.iter().map(|a| (*a).to_owned()).collect(),
        strategies: vec!["hdd".into(), "perses".into()],
        moves: vec!["seed".into(), "full".into()],
        seeds: 1,
        cap: 60.0,
        parallel: 2,
        csv: root.join("target/study/results.csv"),
        report: root.join("target/study/report.md"),
        report_only: false,
    };
    let given: Vec<String> = std::env::args().skip(1).collect();
    // `--quick` sets defaults the other options may change, wherever it is.
    if given.iter().any(|a| a == "--quick") {
        s.cases = vec![root.join("tests/fixtures")];
        s.only = vec!["text-notes".into(), "xml-discount".into()];
        s.skip.clear();
        s.moves = vec!["seed".into()];
        s.seeds = 1;
        s.csv = root.join("target/study-quick/results.csv");
        s.report = root.join("target/study-quick/report.md");
    }
    let mut args = given.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| usage(&format!("{arg} needs a value")))
        };
        match arg.as_str() {
            "--cases" => s.cases.push(PathBuf::from(value())),
            "--only" => s.only = list(Some(value())),
            "--skip" => s.skip = list(Some(value())),
            "--tools" => s.tools = PathBuf::from(value()),
            "--whittle" => s.whittle = PathBuf::from(value()),
            "--algorithms" => s.algorithms = list(Some(value())),
            "--strategies" => s.strategies = list(Some(value())),
            "--moves" => s.moves = list(Some(value())),
            "--seeds" => {
                s.seeds = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--seeds takes a number"));
            }
            "--cap" => {
                s.cap = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--cap takes seconds"));
            }
            "--parallel" => {
                s.parallel = value()
                    .parse()
                    .unwrap_or_else(|_| usage("--parallel takes a number"));
            }
            "--csv" => s.csv = PathBuf::from(value()),
            "--report" => s.report = PathBuf::from(value()),
            "--report-only" => s.report_only = true,
            "--quick" => {}
            other => usage(&format!("unknown argument {other}")),
        }
    }
    if s.cases.is_empty() {
        s.cases.push(root.join("../shared/benchmarks"));
    }
    for a in &s.algorithms {
        if !ALGORITHMS.contains(&a.as_str()) {
            usage(&format!("unknown algorithm {a}"));
        }
    }
    for strategy in &s.strategies {
        if !matches!(strategy.as_str(), "hdd" | "perses") {
            usage(&format!("unknown strategy {strategy}"));
        }
    }
    for m in &s.moves {
        if !matches!(m.as_str(), "seed" | "full") {
            usage(&format!("unknown moves {m} (seed or full)"));
        }
    }
    if !(s.cap.is_finite() && s.cap >= 1.0) {
        usage("--cap takes a number of seconds, at least 1");
    }
    s.parallel = s.parallel.max(1);
    s.seeds = s.seeds.max(1);
    s
}

/// The algorithm configurations of the matrix, in the report's order.
fn variants(algorithms: &[String]) -> Vec<Variant> {
    let mut out = Vec::new();
    for a in ALGORITHMS {
        if !algorithms.iter().any(|x| x == a) {
            continue;
        }
        out.push(Variant {
            algorithm: a,
            pma: false,
        });
        if Variant::supports_pma(a) {
            out.push(Variant {
                algorithm: a,
                pma: true,
            });
        }
    }
    out
}

fn read_records(csv: &Path) -> Vec<Record> {
    let Ok(mut reader) = csv::Reader::from_path(csv) else {
        return Vec::new();
    };
    reader.deserialize().filter_map(Result::ok).collect()
}

/// Appends one record (with a header when the file is new).
fn append_record(csv: &Path, record: &Record) -> std::io::Result<()> {
    let fresh = std::fs::metadata(csv).map_or(true, |m| m.len() == 0);
    if let Some(dir) = csv.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(csv)?;
    let mut writer = csv::WriterBuilder::new()
        .has_headers(fresh)
        .from_writer(file);
    writer.serialize(record).map_err(std::io::Error::other)?;
    writer.flush()
}

/// Tokens by `tokens.py` if it runs, else by whittle's count.
fn count_tokens(
    tools: &Path,
    file: &Path,
    whittle_count: Option<u64>,
) -> Option<(u64, &'static str)> {
    if let Some(n) = neutral_tokens(tools, file) {
        return Some((n, "tokens.py"));
    }
    whittle_count.map(|n| (n, "whittle"))
}

fn run_job(s: &Settings, job: &Job) -> Record {
    let cap = Duration::from_secs_f64(s.cap.max(1.0));
    let (tokens, tests, seconds, status, counter) =
        match reduction::run_whittle(&s.whittle, &job.case, &job.options(), Some(cap)) {
            Ok(run) => {
                let counted = count_tokens(&s.tools, &run.output, run.stat("final_tokens"));
                let status = if run.output.exists() {
                    run.status.clone()
                } else {
                    format!("{} (no result)", run.status)
                };
                let (tokens, counter) = counted.unwrap_or((job.tokens_before, "none"));
                (
                    tokens,
                    run.stat("tests_run").unwrap_or(0),
                    run.seconds,
                    status,
                    counter,
                )
            }
            Err(e) => (
                job.tokens_before,
                0,
                0.0,
                format!("cannot run: {e}"),
                "none",
            ),
        };
    Record {
        case: job.case.name.clone(),
        strategy: job.strategy.clone(),
        moves: job.moves.clone(),
        algorithm: job.variant.algorithm.to_owned(),
        pma: job.variant.pma,
        seed: job.seed,
        tokens_before: job.tokens_before,
        tokens,
        tests,
        seconds,
        status,
        counter: counter.to_owned(),
        cap: s.cap,
        parallel: s.parallel,
    }
}

/// Runs every job not in the CSV yet, `parallel` at once.
fn run_study(s: &Settings, cases: &[Case]) {
    let done: BTreeSet<String> = read_records(&s.csv)
        .iter()
        .filter(|r| !r.redo(s))
        .map(Record::key)
        .collect();
    let before: Vec<u64> = cases
        .iter()
        .map(|case| {
            count_tokens(&s.tools, &case.input(), None)
                .map_or_else(|| whittle_token_count(s, case), |(n, _)| n)
        })
        .collect();
    // The seed's moves (the papers' setting) first, then seed-major: a
    // study cut short still has whole matrices.
    let mut jobs = VecDeque::new();
    for moves in &s.moves {
        for seed in 0..s.seeds.max(1) {
            for strategy in &s.strategies {
                for (case, &tokens_before) in cases.iter().zip(&before) {
                    for variant in variants(&s.algorithms) {
                        if seed > 0 && !variant.randomized() {
                            continue;
                        }
                        let key = run_key(
                            &case.name,
                            strategy,
                            moves,
                            variant.algorithm,
                            variant.pma,
                            seed,
                        );
                        if !done.contains(&key) {
                            jobs.push_back(Job {
                                case: case.clone(),
                                tokens_before,
                                strategy: strategy.clone(),
                                moves: moves.clone(),
                                variant,
                                seed,
                            });
                        }
                    }
                }
            }
        }
    }
    let total = jobs.len();
    eprintln!(
        "study: {total} runs to do ({} already in {}), {} at once, cap {} s",
        done.len(),
        s.csv.display(),
        s.parallel,
        s.cap
    );
    let queue = Mutex::new((jobs, 0usize));
    let csv_lock = Mutex::new(());
    std::thread::scope(|scope| {
        for _ in 0..s.parallel {
            scope.spawn(|| {
                loop {
                    if reduction::interrupted() {
                        return;
                    }
                    let Some(job) = queue.lock().map_or(None, |mut q| q.0.pop_front()) else {
                        return;
                    };
                    let record = run_job(s, &job);
                    if reduction::interrupted() {
                        // A run the signal cut short is no record: the
                        // next study runs it again.
                        return;
                    }
                    let _guard = csv_lock.lock();
                    if let Err(e) = append_record(&s.csv, &record) {
                        eprintln!("study: cannot write {}: {e}", s.csv.display());
                    }
                    let finished = queue.lock().map_or(0, |mut q| {
                        q.1 += 1;
                        q.1
                    });
                    eprintln!(
                        "[{finished}/{total}] {} {} {} {} seed {}: {} tokens, {} tests, {:.1} s, {}",
                        record.case,
                        record.strategy,
                        record.moves,
                        job.variant.label(),
                        record.seed,
                        record.tokens,
                        record.tests,
                        record.seconds,
                        record.status
                    );
                }
            });
        }
    });
}

/// The input's size by whittle's lexer (when `tokens.py` is not at hand):
/// a run that stops at once reports it as its final size.
fn whittle_token_count(s: &Settings, case: &Case) -> u64 {
    reduction::run_whittle(&s.whittle, case, &["--passes".into(), "tidy".into()], None)
        .ok()
        .and_then(|run| run.stat("original_tokens"))
        .unwrap_or(0)
}

// ---------------------------------------------------------------- figures

/// The folder beside the report that holds its figures.
const FIGURES: &str = "figures";

/// The figure of one (strategy, moves) section.
fn figure_name(strategy: &str, moves: &str) -> String {
    format!("{strategy}-{moves}.svg")
}

/// Draws every section's figure into `dir` (see [`draw_figure`]).
fn figures(records: &[Record], dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::create_dir_all(dir)?;
    for ((strategy, moves), by_variant) in &tabulate(records) {
        let title = format!("{}, {}", strategy_name(strategy), moves_name(moves));
        draw_figure(&dir.join(figure_name(strategy, moves)), &title, by_variant)?;
    }
    Ok(())
}

/// One panel per case, each configuration a mark at (tests, final
/// tokens) on logarithmic axes, as the papers draw size against tests:
/// the better configuration sits further left at the same height. PMA
/// variants are triangles; a run that reached the cap is hollow.
fn draw_figure(
    path: &Path,
    title: &str,
    by_variant: &BTreeMap<Variant, BTreeMap<String, Cell>>,
) -> Result<(), Box<dyn std::error::Error>> {
    use plotters::prelude::*;
    const COLUMNS: usize = 4;
    const PANEL: (u32, u32) = (300, 230);
    const LEGEND_COLUMNS: usize = 5;
    let cases: BTreeSet<&String> = by_variant.values().flat_map(BTreeMap::keys).collect();
    let variants: Vec<Variant> = by_variant.keys().copied().collect();
    let rows = cases.len().div_ceil(COLUMNS).max(1);
    let legend_rows = variants.len().div_ceil(LEGEND_COLUMNS).max(1);
    let width = PANEL.0 * COLUMNS as u32;
    let panels_height = PANEL.1 * rows as u32;
    let legend_height = 22 * legend_rows as u32 + 16;
    let root =
        SVGBackend::new(path, (width, 40 + panels_height + legend_height)).into_drawing_area();
    root.fill(&WHITE)?;
    let root = root.titled(title, ("sans-serif", 18))?;
    let (panels, legend) = root.split_vertically(panels_height);
    let style = |i: usize, cell: &Cell| {
        let color = Palette99::pick(i).to_rgba();
        if cell.capped {
            color.stroke_width(1)
        } else {
            color.filled()
        }
    };
    for (area, case) in panels.split_evenly((rows, COLUMNS)).iter().zip(&cases) {
        let marks: Vec<(usize, Variant, Cell)> = variants
            .iter()
            .enumerate()
            .filter_map(|(i, v)| Some((i, *v, *by_variant[v].get(*case)?)))
            .collect();
        let span = |values: Vec<f64>| {
            let low = values
                .iter()
                .copied()
                .fold(f64::INFINITY, f64::min)
                .max(1.0);
            let high = values.iter().copied().fold(1.0, f64::max);
            (low / 1.5)..(high * 1.5)
        };
        let x = span(marks.iter().map(|(_, _, c)| c.tests).collect());
        let y = span(marks.iter().map(|(_, _, c)| c.tokens).collect());
        let mut chart = ChartBuilder::on(area)
            .caption(case.as_str(), ("sans-serif", 13))
            .margin(6)
            .x_label_area_size(30)
            .y_label_area_size(42)
            .build_cartesian_2d(x.log_scale(), y.log_scale())?;
        chart
            .configure_mesh()
            .x_desc("tests")
            .y_desc("tokens")
            .x_labels(6)
            .y_labels(6)
            .x_label_formatter(&|v| format!("{v:.0}"))
            .y_label_formatter(&|v| format!("{v:.0}"))
            .label_style(("sans-serif", 10))
            .draw()?;
        for (i, variant, cell) in marks {
            let at = (cell.tests.max(1.0), cell.tokens.max(1.0));
            if variant.pma {
                chart.draw_series(std::iter::once(TriangleMarker::new(at, 5, style(i, &cell))))?;
            } else {
                chart.draw_series(std::iter::once(Circle::new(at, 4, style(i, &cell))))?;
            }
        }
    }
    let filled = Cell::default();
    for (i, variant) in variants.iter().enumerate() {
        let x = 30 + (i % LEGEND_COLUMNS) as i32 * (width as i32 / LEGEND_COLUMNS as i32);
        let y = 14 + (i / LEGEND_COLUMNS) as i32 * 22;
        if variant.pma {
            legend.draw(&TriangleMarker::new((x, y), 5, style(i, &filled)))?;
        } else {
            legend.draw(&Circle::new((x, y), 4, style(i, &filled)))?;
        }
        legend.draw(&Text::new(
            variant.label(),
            (x + 12, y - 7),
            ("sans-serif", 13),
        ))?;
    }
    root.present()?;
    Ok(())
}

// ---------------------------------------------------------------- report

/// One configuration's mean over seeds on one case.
#[derive(Clone, Copy, Debug, Default)]
struct Cell {
    tokens: f64,
    tests: f64,
    seconds: f64,
    runs: usize,
    capped: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Metric {
    Tokens,
    Tests,
    Seconds,
}

impl Metric {
    const ALL: [Metric; 3] = [Metric::Tokens, Metric::Tests, Metric::Seconds];

    fn of(self, cell: &Cell) -> f64 {
        match self {
            Metric::Tokens => cell.tokens,
            Metric::Tests => cell.tests,
            Metric::Seconds => cell.seconds,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Metric::Tokens => "final tokens",
            Metric::Tests => "tests",
            Metric::Seconds => "seconds",
        }
    }
}

/// (strategy, moves) → variant → case → cell.
type Table = BTreeMap<(String, String), BTreeMap<Variant, BTreeMap<String, Cell>>>;

fn tabulate(records: &[Record]) -> Table {
    let mut sums: Table = BTreeMap::new();
    for r in records.iter().filter(|r| r.counts()) {
        let Some(variant) = Variant::parse(&r.algorithm, r.pma) else {
            continue;
        };
        let cell = sums
            .entry((r.strategy.clone(), r.moves.clone()))
            .or_default()
            .entry(variant)
            .or_default()
            .entry(r.case.clone())
            .or_default();
        cell.tokens += r.tokens as f64;
        cell.tests += r.tests as f64;
        cell.seconds += r.seconds;
        cell.runs += 1;
        cell.capped |= r.status == "capped";
    }
    for by_variant in sums.values_mut() {
        for by_case in by_variant.values_mut() {
            for cell in by_case.values_mut() {
                let n = cell.runs.max(1) as f64;
                cell.tokens /= n;
                cell.tests /= n;
                cell.seconds /= n;
            }
        }
    }
    sums
}

/// The cases every given variant has a result on.
/// The cases where every given variant has a result to compare on
/// `metric`: for tokens, any result (what a capped run reached is its
/// size at the cap); for tests and seconds, only runs that finished (as
/// the ProbDD paper compares time only where both finish).
fn common_cases(
    by_variant: &BTreeMap<Variant, BTreeMap<String, Cell>>,
    variants: &[Variant],
    metric: Metric,
) -> Vec<String> {
    let mut cases: Option<BTreeSet<String>> = None;
    for v in variants {
        let have: BTreeSet<String> = by_variant
            .get(v)
            .map(|m| {
                m.iter()
                    .filter(|(_, cell)| metric == Metric::Tokens || !cell.capped)
                    .map(|(case, _)| case.clone())
                    .collect()
            })
            .unwrap_or_default();
        cases = Some(match cases {
            None => have,
            Some(c) => c.intersection(&have).cloned().collect(),
        });
    }
    cases.unwrap_or_default().into_iter().collect()
}

/// The geometric mean over `cases` of `a`'s metric over `b`'s, and the
/// Wilcoxon p-value of the paired values.
fn compare(
    by_variant: &BTreeMap<Variant, BTreeMap<String, Cell>>,
    a: Variant,
    b: Variant,
    metric: Metric,
) -> Option<(f64, wilcoxon::SignedRank, usize)> {
    let cases = common_cases(by_variant, &[a, b], metric);
    if cases.is_empty() {
        return None;
    }
    let (mut xs, mut ys, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for case in &cases {
        let x = metric.of(&by_variant[&a][case]);
        let y = metric.of(&by_variant[&b][case]);
        xs.push(x);
        ys.push(y);
        ratios.push(x.max(1e-9) / y.max(1e-9));
    }
    Some((
        geometric_mean(&ratios)?,
        wilcoxon::signed_rank(&xs, &ys),
        cases.len(),
    ))
}

fn format_value(metric: Metric, value: f64) -> String {
    match metric {
        Metric::Seconds => format!("{value:.1}"),
        _ if value.fract().abs() < 1e-9 => format!("{value:.0}"),
        _ => format!("{value:.1}"),
    }
}

fn p_value(p: f64) -> String {
    if p >= 1.0 {
        "1".to_owned()
    } else if p < 0.001 {
        format!("{p:.1e}")
    } else {
        format!("{p:.3}")
    }
}

/// The pairs the papers compare, as (new, baseline).
fn paper_pairs() -> Vec<(Variant, Variant)> {
    let v = |a: &'static str, pma: bool| Variant { algorithm: a, pma };
    vec![
        (v("probdd", false), v("ddmin", false)),
        (v("cdd", false), v("probdd", false)),
        (v("cdd", false), v("ddmin", false)),
        (v("wddmin", false), v("ddmin", false)),
        (v("wprobdd", false), v("probdd", false)),
        (v("wcdd", false), v("cdd", false)),
        (v("ddmin", true), v("ddmin", false)),
        (v("ddmin", true), v("probdd", false)),
        (v("wddmin", true), v("wddmin", false)),
        (v("cdd", true), v("cdd", false)),
        (v("wcdd", true), v("wcdd", false)),
    ]
}

/// A headline claim of a seed paper: `new` against `baseline` on
/// `metric`, as the ratio new / baseline the paper reports.
struct Claim {
    source: &'static str,
    strategy: &'static str,
    new: Variant,
    baseline: Variant,
    metric: Metric,
    ratio: f64,
    printed: &'static str,
}

impl Claim {
    /// Whether the paper reports a difference: a claim printed with its
    /// p-value is significant only below 0.05; the others are effects the
    /// paper presents as found.
    fn significant(&self) -> bool {
        self.printed
            .split_once("p = ")
            .and_then(|(_, rest)| rest.trim_end_matches(')').parse::<f64>().ok())
            .is_none_or(|p| p < 0.05)
    }
}

fn claims() -> Vec<Claim> {
    let v = |a: &'static str, pma: bool| Variant { algorithm: a, pma };
    let claim = |source, strategy, new, baseline, metric, ratio, printed| Claim {
        source,
        strategy,
        new,
        baseline,
        metric,
        ratio,
        printed,
    };
    use Metric::{Seconds, Tests, Tokens};
    vec![
        claim(
            "ProbDD (FSE'21) Table 1, HDD",
            "hdd",
            v("probdd", false),
            v("ddmin", false),
            Tokens,
            376.0 / 928.0,
            "59.48% smaller",
        ),
        claim(
            "ProbDD (FSE'21) Table 1, HDD",
            "hdd",
            v("probdd", false),
            v("ddmin", false),
            Seconds,
            778.0 / 2115.0,
            "63.22% less time",
        ),
        claim(
            "CDD paper, Tables IV/V (all)",
            "hdd",
            v("probdd", false),
            v("ddmin", false),
            Tokens,
            235.0 / 233.0,
            "same size (p = 0.32)",
        ),
        claim(
            "CDD paper, Tables IV/V (all)",
            "hdd",
            v("probdd", false),
            v("ddmin", false),
            Tests,
            1309.0 / 2752.0,
            "52.43% fewer queries",
        ),
        claim(
            "CDD paper, Tables IV/V (all)",
            "hdd",
            v("probdd", false),
            v("ddmin", false),
            Seconds,
            2189.0 / 2999.0,
            "27.01% less time",
        ),
        claim(
            "CDD paper, Tables IV/V (all)",
            "hdd",
            v("cdd", false),
            v("probdd", false),
            Tokens,
            237.0 / 235.0,
            "comparable (p = 0.42)",
        ),
        claim(
            "CDD paper, Tables IV/V (all)",
            "hdd",
            v("cdd", false),
            v("probdd", false),
            Tests,
            1320.0 / 1309.0,
            "comparable (p = 0.70)",
        ),
        claim(
            "CDD paper, Tables IV/V (all)",
            "hdd",
            v("cdd", false),
            v("probdd", false),
            Seconds,
            2102.0 / 2189.0,
            "comparable (p = 0.29)",
        ),
        claim(
            "WDD paper, Table I, HDD",
            "hdd",
            v("wddmin", false),
            v("ddmin", false),
            Tokens,
            1.0 - 0.0912,
            "9.12% smaller",
        ),
        claim(
            "WDD paper, Table I, HDD",
            "hdd",
            v("wddmin", false),
            v("ddmin", false),
            Seconds,
            1.0 - 0.5131,
            "51.31% less time",
        ),
        claim(
            "WDD paper, Table I, Perses",
            "perses",
            v("wddmin", false),
            v("ddmin", false),
            Tokens,
            1.0 - 0.0096,
            "0.96% smaller (p = 0.53)",
        ),
        claim(
            "WDD paper, Table I, Perses",
            "perses",
            v("wddmin", false),
            v("ddmin", false),
            Seconds,
            1.0 - 0.0747,
            "7.47% less time",
        ),
        claim(
            "WDD paper, Table I, HDD",
            "hdd",
            v("wprobdd", false),
            v("probdd", false),
            Tokens,
            1.0 - 0.1340,
            "13.40% smaller",
        ),
        claim(
            "WDD paper, Table I, HDD",
            "hdd",
            v("wprobdd", false),
            v("probdd", false),
            Seconds,
            1.0 - 0.1198,
            "11.98% less time",
        ),
        claim(
            "WDD paper, Table I, Perses",
            "perses",
            v("wprobdd", false),
            v("probdd", false),
            Tokens,
            1.0 - 0.0220,
            "2.20% smaller (p = 0.42)",
        ),
        claim(
            "WDD paper, Table I, Perses",
            "perses",
            v("wprobdd", false),
            v("probdd", false),
            Seconds,
            1.0 - 0.0972,
            "9.72% less time",
        ),
        claim(
            "PMA (EASE'25) Table 1, CHISEL",
            "hdd",
            v("ddmin", true),
            v("ddmin", false),
            Tokens,
            1.0 - 0.067,
            "6.7% smaller",
        ),
        claim(
            "PMA (EASE'25) Table 1, CHISEL",
            "hdd",
            v("ddmin", true),
            v("ddmin", false),
            Tests,
            2875.0 / 13612.0,
            "80.5% fewer tests",
        ),
        claim(
            "PMA (EASE'25) Table 1, CHISEL",
            "hdd",
            v("ddmin", true),
            v("ddmin", false),
            Seconds,
            1.0 - 0.592,
            "59.2% less time",
        ),
        claim(
            "PMA (EASE'25) Table 1, CHISEL",
            "hdd",
            v("ddmin", true),
            v("probdd", false),
            Tokens,
            1.0 - 0.030,
            "3.0% smaller",
        ),
        claim(
            "PMA (EASE'25) Table 1, CHISEL",
            "hdd",
            v("ddmin", true),
            v("probdd", false),
            Tests,
            2875.0 / 2688.0,
            "13.0% more tests",
        ),
        claim(
            "PMA (EASE'25) Table 1, CHISEL",
            "hdd",
            v("ddmin", true),
            v("probdd", false),
            Seconds,
            1.0 - 0.220,
            "22.0% less time",
        ),
    ]
}

/// Within 2% counts as a tie.
fn direction(ratio: f64) -> i8 {
    if ratio < 0.98 {
        -1
    } else if ratio > 1.02 {
        1
    } else {
        0
    }
}

/// Whether our ratio goes the paper's way, and whether our difference is
/// significant at 0.05.
fn verdict(ours: f64, claim: &Claim, p: f64) -> &'static str {
    let significant = p < 0.05;
    if !claim.significant() {
        // The paper found no difference.
        return if significant && direction(ours) != 0 {
            "differs (p < 0.05)"
        } else {
            "agrees (no significant difference)"
        };
    }
    match (direction(ours) == direction(claim.ratio), significant) {
        (true, true) => "agrees (p < 0.05)",
        (true, false) => "agrees",
        (false, true) => "differs (p < 0.05)",
        (false, false) => "differs (not significant)",
    }
}

fn strategy_name(strategy: &str) -> &str {
    if strategy == "hdd" { "HDD" } else { "Perses" }
}

fn moves_name(moves: &str) -> &str {
    if moves == "seed" {
        "the seed's moves (tree removals and replacements only)"
    } else {
        "whittle's full defaults (every default pass)"
    }
}

fn report(records: &[Record]) -> String {
    let table = tabulate(records);
    let counters: BTreeSet<&str> = records.iter().map(|r| r.counter.as_str()).collect();
    let capped = records.iter().filter(|r| r.status == "capped").count();
    let failed: Vec<&Record> = records
        .iter()
        .filter(|r| r.status != "ok" && r.status != "capped")
        .collect();
    let counted: Vec<&Record> = records.iter().filter(|r| r.counts()).collect();
    let cases: BTreeSet<&str> = counted.iter().map(|r| r.case.as_str()).collect();
    let caps = distinct(counted.iter().map(|r| format!("{}", r.cap)));
    let parallel = distinct(counted.iter().map(|r| r.parallel.to_string()));
    let seeds = counted
        .iter()
        .filter(|r| Variant::parse(&r.algorithm, r.pma).is_some_and(Variant::randomized))
        .map(|r| r.seed)
        .max()
        .unwrap_or(0);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# whittle study: delta-debugging algorithms on real reduction cases\n"
    );
    let _ = writeln!(
        out,
        "{} runs on {} cases; each run `whittle -j 1 --seed S`, {} at once, capped at {} s \
         ({capped} runs reached the cap, marked `*`: their numbers are what they had reached); \
         randomized configurations (ProbDD, W-ProbDD, PMA) averaged over seeds 0 to {}; tokens counted by {}. \
         Tests are the tests whittle ran (cache hits and PMA skips not counted). Means are geometric \
         over cases; a ratio is the geometric mean of the per-case ratios; p is the two-sided exact \
         Wilcoxon signed-rank test over the cases' paired values (cases with equal values dropped; \
         n is those left). Tokens are compared on every case (a capped run by what it reached); \
         tests and seconds only where the runs compared all finished, which leaves out the cases \
         that were hardest for the slower one and so flatters it.\n",
        counted.len(),
        cases.len(),
        parallel,
        caps,
        seeds,
        counters.into_iter().collect::<Vec<_>>().join(", ")
    );
    if !failed.is_empty() {
        let _ = writeln!(
            out,
            "Runs that did not end normally (left out; a later study retries them):\n"
        );
        for r in &failed {
            let _ = writeln!(
                out,
                "- {} {} {} {} pma={} seed {}: {}",
                r.case, r.strategy, r.moves, r.algorithm, r.pma, r.seed, r.status
            );
        }
        out.push('\n');
    }
    let before: BTreeMap<&str, u64> = records
        .iter()
        .map(|r| (r.case.as_str(), r.tokens_before))
        .collect();
    for ((strategy, moves), by_variant) in &table {
        let _ = writeln!(
            out,
            "## {}, {}\n",
            strategy_name(strategy),
            moves_name(moves)
        );
        let _ = writeln!(
            out,
            "![Tests against final tokens per case, {0}, {1}]({FIGURES}/{2})\n\n\
             Each case's configurations at (tests, final tokens), both axes logarithmic: \
             further left is fewer tests, lower is a smaller result; a hollow mark reached \
             the cap.\n",
            strategy_name(strategy),
            moves_name(moves),
            figure_name(strategy, moves)
        );
        let variants: Vec<Variant> = by_variant.keys().copied().collect();
        let ddmin = Variant {
            algorithm: "ddmin",
            pma: false,
        };
        for metric in Metric::ALL {
            let _ = writeln!(out, "### {}\n", capitalized(metric.name()));
            let mut header = "| case |".to_owned();
            let mut rule = "|---|".to_owned();
            if metric == Metric::Tokens {
                header.push_str(" before |");
                rule.push_str("---:|");
            }
            for v in &variants {
                let _ = write!(header, " {} |", v.label());
                rule.push_str("---:|");
            }
            let _ = writeln!(out, "{header}\n{rule}");
            let all_cases = common_cases(by_variant, &variants, metric);
            let mut names: BTreeSet<&String> = BTreeSet::new();
            for m in by_variant.values() {
                names.extend(m.keys());
            }
            for case in names {
                let mut row = format!("| {case} |");
                if metric == Metric::Tokens {
                    let _ = write!(
                        row,
                        " {} |",
                        before.get(case.as_str()).copied().unwrap_or(0)
                    );
                }
                for v in &variants {
                    match by_variant.get(v).and_then(|m| m.get(case)) {
                        Some(cell) => {
                            let mark = if cell.capped { "*" } else { "" };
                            let _ =
                                write!(row, " {}{mark} |", format_value(metric, metric.of(cell)));
                        }
                        None => row.push_str(" - |"),
                    }
                }
                let _ = writeln!(out, "{row}");
            }
            let mut mean_row = if metric == Metric::Tokens {
                format!("| geometric mean ({} cases) |", all_cases.len())
            } else {
                format!(
                    "| geometric mean ({} cases every run finished) |",
                    all_cases.len()
                )
            };
            let mut ratio_row = "| ratio to ddmin |".to_owned();
            if metric == Metric::Tokens {
                mean_row.push_str(" |");
                ratio_row.push_str(" |");
            }
            for v in &variants {
                let values: Vec<f64> = all_cases
                    .iter()
                    .map(|c| metric.of(&by_variant[v][c]))
                    .collect();
                let mean = geometric_mean(&values)
                    .map_or("-".to_owned(), |m| format_value(Metric::Seconds, m));
                let _ = write!(mean_row, " {mean} |");
                let ratios: Vec<f64> = all_cases
                    .iter()
                    .filter_map(|c| {
                        let base = metric.of(by_variant.get(&ddmin)?.get(c)?);
                        Some(metric.of(&by_variant[v][c]).max(1e-9) / base.max(1e-9))
                    })
                    .collect();
                let ratio = geometric_mean(&ratios).map_or("-".to_owned(), |r| format!("{r:.2}"));
                let _ = write!(ratio_row, " {ratio} |");
            }
            let _ = writeln!(out, "{mean_row}\n{ratio_row}\n");
        }
        let _ = writeln!(out, "### The papers' pairs\n");
        let _ = writeln!(
            out,
            "Each cell: the ratio new / baseline, then p and n/m: m cases compared, n of them with a \
             difference.\n\n| new / baseline | tokens | tests | seconds |\n|---|---:|---:|---:|"
        );
        for (a, b) in paper_pairs() {
            if !by_variant.contains_key(&a) || !by_variant.contains_key(&b) {
                continue;
            }
            let mut row = format!("| {} / {} |", a.label(), b.label());
            for metric in Metric::ALL {
                match compare(by_variant, a, b, metric) {
                    Some((ratio, test, cases)) => {
                        let _ = write!(
                            row,
                            " {ratio:.2} (p {}, {}/{cases}) |",
                            p_value(test.p_value),
                            test.n
                        );
                    }
                    None => row.push_str(" - |"),
                }
            }
            let _ = writeln!(out, "{row}");
        }
        out.push('\n');
    }
    out.push_str(&strategies_and_moves(&table));
    out.push_str(&fidelity(&table));
    out
}

/// The same algorithm under each strategy and move set, against HDD with
/// the seed's moves.
fn strategies_and_moves(table: &Table) -> String {
    let mut out = String::new();
    let Some(base) = table.get(&("hdd".to_owned(), "seed".to_owned())) else {
        return out;
    };
    if table.len() < 2 {
        return out;
    }
    let _ = writeln!(
        out,
        "## Strategies and moves, against HDD with the seed's moves\n"
    );
    let _ = writeln!(
        out,
        "Per algorithm: the geometric mean over cases of each setting's value over HDD-with-seed-moves' value.\n"
    );
    let _ = writeln!(
        out,
        "| setting | algorithm | tokens | tests | seconds |\n|---|---|---:|---:|---:|"
    );
    for ((strategy, moves), by_variant) in table {
        if strategy == "hdd" && moves == "seed" {
            continue;
        }
        for (variant, cells) in by_variant {
            let Some(base_cells) = base.get(variant) else {
                continue;
            };
            let mut row = format!(
                "| {}, {} moves | {} |",
                strategy_name(strategy),
                moves,
                variant.label()
            );
            for metric in Metric::ALL {
                let ratios: Vec<f64> = cells
                    .iter()
                    .filter_map(|(case, cell)| {
                        let b = base_cells.get(case)?;
                        Some(metric.of(cell).max(1e-9) / metric.of(b).max(1e-9))
                    })
                    .collect();
                let _ = write!(
                    row,
                    " {} |",
                    geometric_mean(&ratios).map_or("-".to_owned(), |r| format!("{r:.2}"))
                );
            }
            let _ = writeln!(out, "{row}");
        }
    }
    out.push('\n');
    out
}

fn fidelity(table: &Table) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "## Fidelity: the papers' headline claims beside ours\n"
    );
    let _ = writeln!(
        out,
        "Ours: the seed's moves (the papers' setting), same strategy as the claim (the PMA paper \
         measured inside CHISEL; we compare inside HDD). A ratio is new / baseline; within 2% is \
         a tie.\n"
    );
    let _ = writeln!(
        out,
        "| source | new / baseline | metric | paper | paper ratio | our ratio (p, n) | verdict |\n|---|---|---|---|---:|---:|---|"
    );
    for claim in claims() {
        let ours = table
            .get(&(claim.strategy.to_owned(), "seed".to_owned()))
            .and_then(|by_variant| compare(by_variant, claim.new, claim.baseline, claim.metric));
        let (ours_text, verdict) = match ours {
            Some((ratio, test, _)) => (
                format!("{ratio:.2} (p {}, {})", p_value(test.p_value), test.n),
                verdict(ratio, &claim, test.p_value),
            ),
            None => ("-".to_owned(), "not measured"),
        };
        let _ = writeln!(
            out,
            "| {} | {} / {} | {} | {} | {:.2} | {ours_text} | {verdict} |",
            claim.source,
            claim.new.label(),
            claim.baseline.label(),
            claim.metric.name(),
            claim.printed,
            claim.ratio
        );
    }
    out.push('\n');
    out
}

/// The distinct values, joined ("1", or "60, 120" for a mixed CSV).
fn distinct<T: Ord + ToString>(values: impl Iterator<Item = T>) -> String {
    let set: BTreeSet<T> = values.collect();
    set.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

fn main() {
    let s = settings();
    if !s.report_only {
        let mut cases = Vec::new();
        for dir in &s.cases {
            cases.extend(find_cases(dir, &s.only));
        }
        cases.retain(|c| !s.skip.contains(&c.name));
        if cases.is_empty() {
            usage("no cases found (a folder with case.toml, or test.sh and one input.* file)");
        }
        let mut names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
        names.sort_unstable();
        if let Some(twice) = names.windows(2).find(|w| w[0] == w[1]) {
            usage(&format!(
                "two cases are named {}: results are kept by name",
                twice[0]
            ));
        }
        reduction::stop_on_signals();
        run_study(&s, &cases);
        if reduction::interrupted() {
            eprintln!(
                "study: stopped by a signal; the runs finished before it are in {}, and the next study goes on from there",
                s.csv.display()
            );
            std::process::exit(reduction::EXIT_INTERRUPTED);
        }
    }
    let all = read_records(&s.csv);
    // The latest run of each key, as the settings select them.
    let mut latest: BTreeMap<String, Record> = BTreeMap::new();
    for record in all.iter().filter(|r| r.selected(&s)) {
        latest.insert(record.key(), record.clone());
    }
    let mut records: Vec<Record> = latest.into_values().collect();
    records.extend(all.iter().filter(|r| !r.counts()).cloned());
    if !records.iter().any(Record::counts) {
        usage(&format!(
            "no results in {} for these settings",
            s.csv.display()
        ));
    }
    let text = report(&records);
    if let Some(dir) = s.report.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    if let Err(e) = std::fs::write(&s.report, &text) {
        eprintln!("study: cannot write {}: {e}", s.report.display());
    }
    let figures_dir = s.report.parent().unwrap_or(Path::new(".")).join(FIGURES);
    if let Err(e) = figures(&records, &figures_dir) {
        eprintln!(
            "study: cannot draw the figures in {}: {e}",
            figures_dir.display()
        );
    }
    print!("{text}");
}
