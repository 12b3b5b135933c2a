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
    let Some((outcome, seconds)) = look_up(&index, xxhash_rust::xxh3::xxh3_128(&bytes)) else {
        fail(format!("{} is not an index", index_path.to_string_lossy()));
    };
    std::thread::sleep(Duration::from_secs_f64((seconds * scale).max(0.0)));
    std::process::exit(outcome.exit_status());
}
