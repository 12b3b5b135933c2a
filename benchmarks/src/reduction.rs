//! Case folders and runs of the `whittle` binary on them, shared by the
//! `cases` and `study` programs.
//!
//! A case folder (the layout of `../shared/benchmarks`) holds an input, an
//! executable `test.sh` and a `case.toml` whose `input` names the input.
//! A folder without `case.toml` (the project's `tests/fixtures`) is a case
//! when it holds `test.sh` and exactly one file named `input.*`.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

/// The exit status of a program that [`stop_on_signals`] stopped.
pub const EXIT_INTERRUPTED: i32 = 130;

/// Set once SIGINT, SIGTERM or SIGHUP reaches a program that called
/// [`stop_on_signals`].
static SIGNALLED: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// Makes SIGINT, SIGTERM and SIGHUP stop the program's runs rather than
/// the program alone: the run going on is asked to stop as a cap asks
/// ([`wait_capped`]: whittle keeps its best result and removes its scratch
/// folder and processes; a peer's process group gets what the caller's
/// `stop` sends), no run starts after it, its scratch folder goes, and the
/// program sees [`interrupted`] and ends with [`EXIT_INTERRUPTED`]. Killed
/// with the default action instead, the program would leave its whittle
/// runs going without anyone to read their results. A second signal ends
/// the program at once.
pub fn stop_on_signals() {
    let flag = SIGNALLED.get_or_init(|| Arc::new(AtomicBool::new(false)));
    for signal in [
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGHUP,
    ] {
        // The order matters: the shutdown looks at the flag before the
        // second registration sets it.
        let _ = signal_hook::flag::register_conditional_shutdown(
            signal,
            EXIT_INTERRUPTED,
            flag.clone(),
        );
        let _ = signal_hook::flag::register(signal, flag.clone());
    }
}

/// Whether a signal asked the program to stop (see [`stop_on_signals`]).
pub fn interrupted() -> bool {
    SIGNALLED
        .get()
        .is_some_and(|flag| flag.load(Ordering::Relaxed))
}

/// The error of a run that a signal stopped, or kept from starting.
fn interrupted_error() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::Interrupted,
        "stopped by a signal to this program",
    )
}

/// One reduction case.
#[derive(Clone, Debug)]
pub struct Case {
    /// The folder's name.
    pub name: String,
    /// The folder.
    pub dir: PathBuf,
    /// The input's file name inside the folder.
    pub input_name: String,
}

impl Case {
    /// The input file.
    pub fn input(&self) -> PathBuf {
        self.dir.join(&self.input_name)
    }

    /// The case in `dir`, if it is one (see the module comment).
    pub fn from_dir(dir: &Path) -> Option<Case> {
        let name = dir.file_name()?.to_string_lossy().into_owned();
        let input_name = match std::fs::read_to_string(dir.join("case.toml")) {
            Ok(text) => {
                let meta: toml::Table = toml::from_str(&text).ok()?;
                meta.get("input")?.as_str()?.to_owned()
            }
            Err(_) if dir.join("test.sh").is_file() => {
                let mut inputs: Vec<String> = std::fs::read_dir(dir)
                    .ok()?
                    .filter_map(|e| e.ok()?.file_name().into_string().ok())
                    .filter(|n| n.starts_with("input."))
                    .collect();
                if inputs.len() != 1 {
                    return None;
                }
                inputs.pop()?
            }
            Err(_) => return None,
        };
        Some(Case {
            name,
            dir: dir.to_path_buf(),
            input_name,
        })
    }
}

/// The cases in the folders under `dir` (or `dir` itself, when it is one),
/// sorted by name; with `only` non-empty, just those named there.
pub fn find_cases(dir: &Path, only: &[String]) -> Vec<Case> {
    // Absolute, because reducers run the test from their own scratch
    // folders (C-Vise failed at once on `--cases benchmarks/cases`).
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let dir = absolute.as_path();
    let wanted = |case: &Case| only.is_empty() || only.contains(&case.name);
    if let Some(case) = Case::from_dir(dir) {
        return std::iter::once(case).filter(wanted).collect();
    }
    let mut folders: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| Some(e.ok()?.path())).collect())
        .unwrap_or_default();
    folders.sort();
    folders
        .iter()
        .filter_map(|folder| Case::from_dir(folder))
        .filter(wanted)
        .collect()
}

/// The items of a comma-separated option value (none when it is missing).
pub fn comma_list(value: Option<String>) -> Vec<String> {
    value
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The `whittle` binary beside the running benchmark program (both are
/// built into the same target folder).
pub fn whittle_beside_me() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| Some(exe.parent()?.join("whittle")))
        .unwrap_or_else(|| PathBuf::from("whittle"))
}

/// Says what is wrong with the command line, where the usage is written
/// (the comment at the top of the program's source), and exits 2.
pub fn usage_error(program: &str, message: &str) -> ! {
    #[allow(clippy::print_stderr)] // the user must see it
    {
        eprintln!(
            "{program}: {message}; see the comment at the top of benchmarks/src/bin/{program}.rs"
        );
    }
    std::process::exit(2);
}

/// Tokens in `file` by the neutral lexer `tools/tokens.py` (the same for
/// every reducer); `None` when it cannot run.
pub fn neutral_tokens(tools: &Path, file: &Path) -> Option<u64> {
    let output = Command::new("python3")
        .arg(tools.join("tokens.py"))
        .arg(file)
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    String::from_utf8_lossy(&output.stdout).trim().parse().ok()
}

/// The geometric mean of positive values (`None` for none).
pub fn geometric_mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    Some((values.iter().map(|v| v.max(1e-9).ln()).sum::<f64>() / values.len() as f64).exp())
}

/// A process's end in words: `ok`, `exit N`, `signal N` or why it could
/// not start.
pub fn describe(status: &std::io::Result<ExitStatus>) -> String {
    use std::os::unix::process::ExitStatusExt;
    match status {
        Ok(s) if s.success() => "ok".to_owned(),
        Ok(s) => match (s.code(), s.signal()) {
            (Some(code), _) => format!("exit {code}"),
            (None, Some(signal)) => format!("signal {signal}"),
            (None, None) => "ended".to_owned(),
        },
        Err(e) => format!("cannot run: {e}"),
    }
}

/// What one whittle run on a case left.
#[derive(Debug)]
pub struct WhittleRun {
    /// Its `--stats-json` report (`Null` when it wrote none).
    pub stats: serde_json::Value,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// `ok`, `exit N`, ..., or `capped` when the time cap stopped it.
    pub status: String,
    /// The result file (in `scratch`).
    pub output: PathBuf,
    /// The folder holding the input copy and the result; dropped with the
    /// run.
    pub scratch: tempfile::TempDir,
}

impl WhittleRun {
    /// A number from the stats report.
    pub fn stat(&self, key: &str) -> Option<u64> {
        self.stats.get(key).and_then(serde_json::Value::as_u64)
    }
}

/// The process id of `child`, for signals.
pub fn pid_of(child: &Child) -> Pid {
    Pid::from_raw(i32::try_from(child.id()).unwrap_or(i32::MAX))
}

/// Waits for `child`, started at `start`; with a `cap`, a child still
/// running then is asked to stop by `stop`, and killed 30 s later. A
/// signal to this program ([`stop_on_signals`]) asks the same at once. Its
/// exit status, and whether the cap stopped it.
pub fn wait_capped(
    child: &mut Child,
    start: Instant,
    cap: Option<Duration>,
    stop: impl Fn(&Child),
) -> std::io::Result<(ExitStatus, bool)> {
    let mut capped = false;
    // When the child was asked to stop, by the cap or a signal.
    let mut asked: Option<Duration> = None;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok((status, capped));
        }
        let elapsed = start.elapsed();
        if asked.is_none() {
            let over = cap.is_some_and(|cap| elapsed >= cap);
            if over || interrupted() {
                capped = over;
                asked = Some(elapsed);
                stop(child);
            }
        }
        if asked.is_some_and(|at| {
            at.checked_add(Duration::from_secs(30))
                .is_none_or(|limit| elapsed >= limit)
        }) {
            let _ = child.kill();
            return Ok((child.wait()?, capped));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Runs `whittle TEST INPUT -o OUT --stats-json FILE -q OPTIONS` on a copy
/// of the case's input. With a `cap`, a run still going then gets SIGTERM
/// (whittle keeps its best result and writes its statistics), and SIGKILL
/// 30 s later (`capped, killed`: no statistics).
pub fn run_whittle(
    whittle: &Path,
    case: &Case,
    options: &[String],
    cap: Option<Duration>,
) -> std::io::Result<WhittleRun> {
    run_whittle_with_env(whittle, case, options, cap, &[])
}

/// [`run_whittle`] with these variables added to whittle's environment
/// (and so to its tests').
pub fn run_whittle_with_env(
    whittle: &Path,
    case: &Case,
    options: &[String],
    cap: Option<Duration>,
    env: &[(&str, &std::ffi::OsStr)],
) -> std::io::Result<WhittleRun> {
    if interrupted() {
        return Err(interrupted_error());
    }
    let scratch = tempfile::tempdir()?;
    let input = scratch.path().join(&case.input_name);
    let output = scratch.path().join(format!("out-{}", case.input_name));
    let stats_path = scratch.path().join("stats.json");
    std::fs::copy(case.input(), &input)?;
    let start = Instant::now();
    let mut child = Command::new(whittle)
        .arg(case.dir.join("test.sh"))
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .arg("--stats-json")
        .arg(&stats_path)
        .arg("-q")
        .args(options)
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .spawn()?;
    // whittle keeps its best result and writes its statistics on SIGTERM.
    let (status, capped) = wait_capped(&mut child, start, cap, |child| {
        let _ = kill(pid_of(child), Signal::SIGTERM);
    })?;
    if interrupted() {
        return Err(interrupted_error());
    }
    let seconds = start.elapsed().as_secs_f64();
    let stats: serde_json::Value = std::fs::read_to_string(&stats_path)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    let status = match (capped, stats.is_null()) {
        (true, false) => "capped".to_owned(),
        (true, true) => "capped, killed".to_owned(),
        (false, _) => describe(&Ok(status)),
    };
    Ok(WhittleRun {
        stats,
        seconds,
        status,
        output,
        scratch,
    })
}
