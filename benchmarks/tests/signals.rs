//! A benchmark program stopped by a signal leaves nothing running and no
//! scratch folder: its whittle run is asked to stop as a cap asks (whittle
//! then ends its tests and removes its own scratch folder), and the
//! program removes its copy of the case and ends with status 130.

#![allow(clippy::unwrap_used)] // the helpers are the tests' own

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

mod common;

/// whittle, built beside this package's binaries.
fn whittle() -> PathBuf {
    common::whittle_beside(env!("CARGO_BIN_EXE_cases"))
}

/// A case whose test writes its own and its parent's (whittle's) process
/// ids to `pids` and then sleeps, so that the program is surely in the
/// middle of a run when the signal comes.
fn sleeping_case(root: &Path, pids: &Path) -> PathBuf {
    let case = root.join("cases/slow-text");
    std::fs::create_dir_all(&case).unwrap();
    std::fs::write(case.join("input.txt"), "a\nb\nc\nd\n").unwrap();
    let test = case.join("test.sh");
    std::fs::write(
        &test,
        format!(
            "#!/bin/sh\necho \"$$ $PPID\" >> '{}'\nsleep 60\nexit 0\n",
            pids.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&test, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    case
}

fn alive(pid: i32) -> bool {
    // A zombie has no process to signal, but `kill` still finds it.
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        !stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .trim_start()
            .starts_with('Z')
    })
}

/// Starts `program` with `TMPDIR` in `root`, sends SIGTERM once the case's
/// test runs, and checks what is left.
fn stops_cleanly(mut command: Command, root: &Path) {
    let pids = root.join("pids");
    let temp = root.join("tmp");
    std::fs::create_dir_all(&temp).unwrap();
    // A file, not a pipe: whittle left running would hold a pipe open.
    let log = root.join("stderr");
    let mut program: Child = command
        .env("TMPDIR", &temp)
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while !std::fs::read_to_string(&pids).is_ok_and(|t| t.ends_with('\n')) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the test never started"
        );
        assert!(
            program.try_wait().unwrap().is_none(),
            "ended before its test ran"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let id = Pid::from_raw(i32::try_from(program.id()).unwrap());
    kill(id, Signal::SIGTERM).unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(status) = program.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "still running 30 s after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let stderr = std::fs::read_to_string(&log).unwrap_or_default();
    let text = std::fs::read_to_string(&pids).unwrap();
    let running: Vec<i32> = text
        .split_whitespace()
        .map(|pid| pid.parse().unwrap())
        .filter(|&pid| alive(pid))
        .collect();
    for &pid in &running {
        // Not to leave them to run on after a failure: the test's process
        // group (its `sleep`) too.
        let _ = nix::sys::signal::killpg(Pid::from_raw(pid), Signal::SIGKILL);
        let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
    }
    assert!(
        running.is_empty(),
        "still running (the test, whittle): {running:?}\n{stderr}"
    );
    assert_eq!(status.code(), Some(130), "{stderr}");
    let left: Vec<_> = std::fs::read_dir(&temp)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}\n{stderr}");
}

#[test]
fn cases_stopped_by_a_signal_stops_its_whittle_and_removes_its_copies() {
    let root = tempfile::tempdir().unwrap();
    let case = sleeping_case(root.path(), &root.path().join("pids"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_cases"));
    command
        .arg("--cases")
        .arg(case.parent().unwrap())
        .args(["--only", "slow-text", "--jobs", "1", "--tools"])
        .arg(root.path())
        .arg("--whittle")
        .arg(whittle());
    stops_cleanly(command, root.path());
}

#[test]
fn jobs_stopped_by_a_signal_stops_its_whittle_and_removes_the_slow_copy() {
    let root = tempfile::tempdir().unwrap();
    let case = sleeping_case(root.path(), &root.path().join("pids"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_jobs"));
    command
        .arg("--cases")
        .arg(case.parent().unwrap())
        .args(["--case", "slow-text", "--jobs", "1,2", "--sleep", "0.1"])
        .arg("--whittle")
        .arg(whittle());
    stops_cleanly(command, root.path());
}
