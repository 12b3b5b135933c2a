//! Running real test scripts.

#![allow(clippy::unwrap_used)]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use whittle_runner::{Candidate, Pool, Runner, Status, TestCommand};

fn script(dir: &Path, body: &str) -> PathBuf {
    let path = dir.join("test.sh");
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn runner(dir: &Path, body: &str, timeout: Duration) -> Runner {
    let command = TestCommand {
        program: script(dir, body),
        file_name: "input.c".into(),
        timeout,
    };
    Runner::new(command, Some(dir), Arc::new(AtomicBool::new(false))).unwrap()
}

fn alive(pid: i32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
        && !std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .unwrap_or_default()
            .contains(") Z ")
}

#[test]
fn exit_zero_is_interesting() {
    let dir = tempfile::tempdir().unwrap();
    let runner = runner(dir.path(), "grep -q crash input.c", Duration::from_secs(10));
    let never = AtomicBool::new(false);
    assert!(runner.run(b"int crash;", &never).is_interesting());
    let run = runner.run(b"int fine;", &never);
    assert_eq!(run.status, Status::Exited(1));
    assert!(!run.is_interesting());
}

#[test]
fn the_candidate_sits_in_the_working_directory_under_the_input_name() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log");
    let body = format!(
        "echo \"$PWD|$1|$(ls)\" > {}\necho complaint >&2\nexit 3",
        log.display()
    );
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    let run = runner.run(b"x", &AtomicBool::new(false));
    assert_eq!(run.status, Status::Exited(3));
    assert!(run.stderr_tail.contains("complaint"));
    let seen = std::fs::read_to_string(&log).unwrap();
    let parts: Vec<&str> = seen.trim().split('|').collect();
    assert_eq!(Path::new(parts[1]), Path::new(parts[0]).join("input.c"));
    assert_eq!(parts[2], "input.c");
    // The scratch directory is gone.
    assert!(!Path::new(parts[0]).exists());
}

#[test]
fn a_hanging_test_is_killed_with_its_children() {
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    let body = format!("sleep 60 &\necho $! > {}\nsleep 60", pids.display());
    let runner = runner(dir.path(), &body, Duration::from_millis(300));
    let start = Instant::now();
    let run = runner.run(b"x", &AtomicBool::new(false));
    assert_eq!(run.status, Status::TimedOut);
    assert!(start.elapsed() < Duration::from_secs(5));
    let background: i32 = std::fs::read_to_string(&pids)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    std::thread::sleep(Duration::from_millis(100));
    assert!(
        !alive(background),
        "background process {background} survived"
    );
}

#[test]
fn background_processes_die_with_a_finished_test() {
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    let body = format!("sleep 60 &\necho $! > {}\nexit 0", pids.display());
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    assert!(runner.run(b"x", &AtomicBool::new(false)).is_interesting());
    let background: i32 = std::fs::read_to_string(&pids)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    std::thread::sleep(Duration::from_millis(100));
    assert!(!alive(background));
}

#[test]
fn stopping_cancels_runs_and_scratch_space_is_removed() {
    let dir = tempfile::tempdir().unwrap();
    let command = TestCommand {
        program: script(dir.path(), "sleep 60"),
        file_name: "input.xml".into(),
        timeout: Duration::from_secs(60),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let runner = Runner::new(command, Some(dir.path()), stop.clone()).unwrap();
    let scratch = runner.scratch_dir().to_path_buf();
    let flag = stop;
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    let run = runner.run(b"<a/>", &AtomicBool::new(false));
    assert_eq!(run.status, Status::Cancelled);
    drop(runner);
    assert!(!scratch.exists());
}

#[test]
fn a_test_that_cannot_start_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let command = TestCommand {
        program: dir.path().join("missing.sh"),
        file_name: "input.c".into(),
        timeout: Duration::from_secs(1),
    };
    let runner = Runner::new(command, Some(dir.path()), Arc::new(AtomicBool::new(false))).unwrap();
    let run = runner.run(b"x", &AtomicBool::new(false));
    assert!(
        matches!(run.status, Status::SpawnFailed(_)),
        "{:?}",
        run.status
    );
}

#[test]
fn the_pool_runs_ahead_and_remembers() {
    let dir = tempfile::tempdir().unwrap();
    let count = dir.path().join("count");
    let body = format!("echo x >> {}\ngrep -q keep input.c", count.display());
    let runner = Arc::new(runner(dir.path(), &body, Duration::from_secs(10)));
    let mut pool = Pool::new(runner, 3);
    let a = Candidate::new(b"keep a".to_vec());
    let b = Candidate::new(b"drop b".to_vec());
    let c = Candidate::new(b"keep c".to_vec());
    assert!(
        pool.evaluate(&a, &[b.clone(), c.clone()])
            .unwrap()
            .is_interesting()
    );
    // b and c ran (or are running) alongside: asking again runs nothing new.
    assert!(!pool.evaluate(&b, &[]).unwrap().is_interesting());
    assert!(pool.evaluate(&c, &[]).unwrap().is_interesting());
    assert!(pool.evaluate(&a, &[]).unwrap().is_interesting());
    assert_eq!(pool.executed(), 3);
    drop(pool);
    let runs = std::fs::read_to_string(&count).unwrap().lines().count();
    assert_eq!(runs, 3);
}

#[test]
fn stale_speculation_makes_room_for_the_needed_candidate() {
    let dir = tempfile::tempdir().unwrap();
    let body = "case \"$(cat input.c)\" in slow*) sleep 30;; esac\nexit 0";
    let runner = Arc::new(runner(dir.path(), body, Duration::from_secs(60)));
    let mut pool = Pool::new(runner, 2);
    let first = Candidate::new(b"fast".to_vec());
    let slow = [
        Candidate::new(b"slow 1".to_vec()),
        Candidate::new(b"slow 2".to_vec()),
    ];
    assert!(pool.evaluate(&first, &slow).unwrap().is_interesting());
    // Both workers may now be busy with slow speculation nobody needs.
    let start = Instant::now();
    let needed = Candidate::new(b"fast again".to_vec());
    assert!(pool.evaluate(&needed, &[]).unwrap().is_interesting());
    assert!(start.elapsed() < Duration::from_secs(10));
}
