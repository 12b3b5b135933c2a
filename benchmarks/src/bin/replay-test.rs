//! A stand-in interestingness test that replays a recorded run (see
//! `whittle_benchmarks::replay`): hashes the candidate named by its first
//! argument, sleeps the seconds the trace recorded for it times
//! `$WHITTLE_REPLAY_SCALE` (default 1), and exits 0 if it was interesting,
//! 1 otherwise. A candidate the trace lacks (run ahead, never asked for
//! in the recorded run) is not interesting, after the index's time for
//! unknown candidates. The index (`$WHITTLE_REPLAY_INDEX`) is written by
//! the `jobs` benchmark's `--replay`.
//!
//! It runs once per candidate, so it does the least it can: one read of
//! the candidate, one of the index, a bisection.
//!
//! With `$WHITTLE_REPLAY_LOG` naming a file, each run appends a line when
//! it starts (`S HASH START`) and one when it has slept (`E HASH START
//! END`; a run cancelled while asleep writes none), seconds since the
//! epoch: the timeline of a replay, to tell which tests waited on
//! which, and which were run ahead in time.

#![allow(clippy::print_stderr)] // a test's complaints go to its stderr

use std::time::Duration;

use whittle_benchmarks::replay::{INDEX_VAR, SCALE_VAR, look_up};

fn main() {
    let fail = |message: String| -> ! {
        eprintln!("replay-test: {message}");
        std::process::exit(2);
    };
    let Some(candidate) = std::env::args_os().nth(1) else {
        fail("usage: replay-test CANDIDATE".to_owned());
    };
    let Some(index_path) = std::env::var_os(INDEX_VAR) else {
        fail(format!("{INDEX_VAR} names no index"));
    };
    let scale = std::env::var(SCALE_VAR)
        .ok()
        .map_or(Ok(1.0), |s| s.parse::<f64>())
        .unwrap_or_else(|e| fail(format!("{SCALE_VAR}: {e}")));
    let bytes = std::fs::read(&candidate)
        .unwrap_or_else(|e| fail(format!("cannot read {}: {e}", candidate.to_string_lossy())));
    let index = std::fs::read(&index_path).unwrap_or_else(|e| {
        fail(format!(
            "cannot read the index {}: {e}",
            index_path.to_string_lossy()
        ))
    });
    let hash = xxhash_rust::xxh3::xxh3_128(&bytes);
    let Some((outcome, seconds)) = look_up(&index, hash) else {
        fail(format!("{} is not an index", index_path.to_string_lossy()));
    };
    let log = std::env::var_os(LOG_VAR);
    let started = seconds_now();
    if let Some(log) = &log {
        append(log, &format!("S {hash:032x} {started:.6}\n"));
    }
    std::thread::sleep(Duration::from_secs_f64((seconds * scale).max(0.0)));
    if let Some(log) = &log {
        append(
            log,
            &format!("E {hash:032x} {started:.6} {:.6}\n", seconds_now()),
        );
    }
    std::process::exit(outcome.exit_status());
}

/// Names the file a replay's timeline goes to (see the module's docs).
const LOG_VAR: &str = "WHITTLE_REPLAY_LOG";

/// Seconds since the epoch.
fn seconds_now() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Appends `line` to the timeline, in one write (runs at once append to
/// the same file); a timeline that cannot be written is left out.
fn append(log: &std::ffi::OsStr, line: &str) {
    use std::io::Write;
    if let Ok(mut file) = std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(log)
    {
        let _ = file.write_all(line.as_bytes());
    }
}
