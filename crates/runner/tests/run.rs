//! Running real test scripts.

#![allow(clippy::unwrap_used)]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use whittle_runner::{
    Encoding, Execute, Files, KeepFailures, Pool, Run, Runner, Status, TestCommand,
};

fn script(dir: &Path, body: &str) -> PathBuf {
    let path = dir.join("test.sh");
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

fn runner(dir: &Path, body: &str, timeout: Duration) -> Runner {
    let command = TestCommand {
        program: script(dir, body),
        file_names: vec!["input.c".into()],
        timeout: Some(timeout),
        folder: None,
        executable: Vec::new(),
        encodings: Vec::new(),
    };
    Runner::new(command, Some(dir), Arc::new(AtomicBool::new(false))).unwrap()
}

fn bytes(b: &[u8]) -> Vec<Arc<[u8]>> {
    vec![Arc::from(b)]
}

fn files(b: &[u8]) -> Files {
    Files::single(Arc::from(b))
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
    assert!(runner.run(&bytes(b"int crash;"), &never).is_interesting());
    let run = runner.run(&bytes(b"int fine;"), &never);
    assert_eq!(run.status, Status::Exited(1));
    assert!(!run.is_interesting());
}

#[test]
fn a_file_in_utf16_is_written_in_utf16_with_its_mark() {
    let dir = tempfile::tempdir().unwrap();
    let mut runner = runner(
        dir.path(),
        // The mark and `<a>` in UTF-16LE, byte for byte.
        "printf '\\377\\376<\\000a\\000>\\000' | cmp -s - input.c",
        Duration::from_secs(10),
    );
    let never = AtomicBool::new(false);
    assert!(!runner.run(&bytes(b"<a>"), &never).is_interesting());
    runner.set_files(vec!["input.c".into()], Vec::new(), vec![Encoding::Utf16Le]);
    assert!(runner.run(&bytes(b"<a>"), &never).is_interesting());
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
    let run = runner.run(&bytes(b"x"), &AtomicBool::new(false));
    assert_eq!(run.status, Status::Exited(3));
    assert!(run.stderr_tail.contains("complaint"));
    let seen = std::fs::read_to_string(&log).unwrap();
    let parts: Vec<&str> = seen.trim().split('|').collect();
    runner.settle();
    assert_eq!(Path::new(parts[1]), Path::new(parts[0]).join("input.c"));
    assert_eq!(parts[2], "input.c");
    // The folder, with the candidate kept for the next run to write over,
    // goes with the runner.
    drop(runner);
    assert!(!Path::new(parts[0]).exists());
}

#[test]
fn a_candidate_written_over_the_last_one_holds_its_own_bytes_only() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log");
    // The second candidate is written over the longer first one; the
    // second test makes its file read-only, and the third candidate still
    // arrives whole.
    let body = format!(
        "cat input.c >> {0}; echo >> {0}; if grep -q short input.c; then chmod 444 input.c; fi",
        log.display()
    );
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    for candidate in [&b"a longer candidate"[..], b"short", b"x"] {
        runner.run(&bytes(candidate), &AtomicBool::new(false));
    }
    assert_eq!(
        std::fs::read_to_string(&log).unwrap(),
        "a longer candidate\nshort\nx\n"
    );
}

#[test]
fn a_candidate_the_test_made_a_link_is_not_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let outside = dir.path().join("outside.c");
    std::fs::write(&outside, "a file the test does not own").unwrap();
    let body = format!("rm input.c && ln -s {} input.c", outside.display());
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    for _ in 0..3 {
        runner.run(&bytes(b"candidate"), &AtomicBool::new(false));
    }
    drop(runner);
    assert_eq!(
        std::fs::read_to_string(&outside).unwrap(),
        "a file the test does not own"
    );
}

#[test]
fn a_candidate_the_test_linked_elsewhere_is_not_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let outside = dir.path().join("outside.c");
    let body = format!("[ -e {0} ] || ln input.c {0}", outside.display());
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    for candidate in [&b"first"[..], b"second"] {
        runner.run(&bytes(candidate), &AtomicBool::new(false));
    }
    drop(runner);
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "first");
}

#[test]
fn a_run_folder_is_used_again_only_once_emptied() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log");
    // Each run lists its folders, then leaves a file and a folder in its
    // working folder and a file in its temporary one.
    let body = format!(
        "echo \"$PWD|$(ls -A)|$(ls -A \"$TMPDIR\")\" >> {}\n\
         touch left; mkdir -p sub/deeper; touch \"$TMPDIR/t\"",
        log.display()
    );
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    for _ in 0..3 {
        assert!(
            runner
                .run(&bytes(b"x"), &AtomicBool::new(false))
                .is_interesting()
        );
    }
    let seen = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = seen.lines().collect();
    assert_eq!(lines.len(), 3, "{seen}");
    for line in &lines {
        let parts: Vec<&str> = line.split('|').collect();
        // Whether the folder is a new one or was used before (not when
        // other tests of this process may still have processes
        // running), it holds nothing but the candidate.
        assert_eq!(parts[1..], ["input.c", ""], "{seen}");
    }
}

#[test]
fn a_run_folder_the_test_wrote_beside_is_not_used_again() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log");
    let body = format!("echo \"$PWD\" >> {}\ntouch ../beside", log.display());
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    for _ in 0..2 {
        runner.run(&bytes(b"x"), &AtomicBool::new(false));
    }
    let seen = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<&str> = seen.lines().collect();
    assert_eq!(lines.len(), 2, "{seen}");
    assert_ne!(lines[0], lines[1]);
    // The first folder is removed, not kept.
    assert!(!Path::new(lines[0]).exists(), "{seen}");
}

#[test]
fn a_run_folder_whose_work_folder_became_a_link_is_not_emptied_through_it() {
    let dir = tempfile::tempdir().unwrap();
    let outside = dir.path().join("outside");
    std::fs::create_dir(&outside).unwrap();
    std::fs::write(outside.join("keep"), "a file the test does not own").unwrap();
    let body = format!("cd .. && rm -rf work && ln -s {} work", outside.display());
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    for _ in 0..2 {
        runner.run(&bytes(b"x"), &AtomicBool::new(false));
    }
    drop(runner);
    assert!(outside.join("keep").exists());
}

#[test]
fn a_hanging_test_is_killed_with_its_children() {
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    let body = format!("sleep 60 &\necho $! > {}\nsleep 60", pids.display());
    let runner = runner(dir.path(), &body, Duration::from_millis(300));
    let start = Instant::now();
    let run = runner.run(&bytes(b"x"), &AtomicBool::new(false));
    assert_eq!(run.status, Status::TimedOut);
    assert!(start.elapsed() < Duration::from_secs(5));
    let background: i32 = std::fs::read_to_string(&pids)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    runner.settle();
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
    assert!(
        runner
            .run(&bytes(b"x"), &AtomicBool::new(false))
            .is_interesting()
    );
    let background: i32 = std::fs::read_to_string(&pids)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    runner.settle();
    assert!(!alive(background));
}

#[test]
fn stopping_cancels_runs_and_scratch_space_is_removed() {
    let dir = tempfile::tempdir().unwrap();
    let command = TestCommand {
        program: script(dir.path(), "sleep 60"),
        file_names: vec!["input.xml".into()],
        timeout: Some(Duration::from_secs(60)),
        folder: None,
        executable: Vec::new(),
        encodings: Vec::new(),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let runner = Runner::new(command, Some(dir.path()), stop.clone()).unwrap();
    let scratch = runner.scratch_dir().to_path_buf();
    let flag = stop;
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        flag.store(true, Ordering::Relaxed);
    });
    let run = runner.run(&bytes(b"<a/>"), &AtomicBool::new(false));
    assert_eq!(run.status, Status::Cancelled);
    drop(runner);
    assert!(!scratch.exists());
}

#[test]
fn a_test_that_cannot_start_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let command = TestCommand {
        program: dir.path().join("missing.sh"),
        file_names: vec!["input.c".into()],
        timeout: Some(Duration::from_secs(1)),
        folder: None,
        executable: Vec::new(),
        encodings: Vec::new(),
    };
    let runner = Runner::new(command, Some(dir.path()), Arc::new(AtomicBool::new(false))).unwrap();
    let run = runner.run(&bytes(b"x"), &AtomicBool::new(false));
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
    let a = files(b"keep a");
    let b = files(b"drop b");
    let c = files(b"keep c");
    assert!(
        pool.evaluate(&a, &[b.clone(), c.clone()])
            .unwrap()
            .is_interesting()
    );
    // b and c ran (or are running) alongside: asking again runs nothing
    // new, while c is still expected.
    assert!(
        !pool
            .evaluate(&b, std::slice::from_ref(&c))
            .unwrap()
            .is_interesting()
    );
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
    let first = files(b"fast");
    let slow = [files(b"slow 1"), files(b"slow 2")];
    assert!(pool.evaluate(&first, &slow).unwrap().is_interesting());
    // Both workers may now be busy with slow speculation nobody needs.
    let start = Instant::now();
    let needed = files(b"fast again");
    assert!(pool.evaluate(&needed, &[]).unwrap().is_interesting());
    assert!(start.elapsed() < Duration::from_secs(10));
}

/// While the needed candidate runs, the pool asks again what to run ahead
/// once a run ahead has ended and a worker is idle, and tells what ended:
/// here the second list names what the first run's outcome makes next.
#[test]
fn the_pool_asks_again_what_to_run_ahead_while_the_candidate_runs() {
    let dir = tempfile::tempdir().unwrap();
    let body = "case \"$(cat input.c)\" in slow*) sleep 3;; esac\ngrep -q keep input.c";
    let runner = Arc::new(runner(dir.path(), body, Duration::from_secs(60)));
    let mut pool = Pool::new(runner, 3);
    let needed = files(b"slow keep");
    let first = files(b"keep first");
    let (after_keep, after_drop) = (files(b"keep after"), files(b"drop after"));
    let mut asked = Vec::new();
    let run = pool.evaluate_with(&needed, &mut |ended| {
        let known = ended(first.hash);
        asked.push(known);
        match known {
            None => vec![first.clone()],
            Some(true) => vec![after_keep.clone()],
            Some(false) => vec![after_drop.clone()],
        }
    });
    assert!(run.unwrap().is_interesting());
    assert_eq!(asked.first(), Some(&None));
    assert!(asked.contains(&Some(true)), "{asked:?}");
    // What the first run's outcome made next ran beside the slow one;
    // the other branch never did.
    assert_eq!(pool.executed(), 3);
    assert!(pool.evaluate(&after_keep, &[]).unwrap().is_interesting());
    assert_eq!(pool.executed(), 3);
}

/// A stand-in for the runner: "slow" candidates block; a blocked run
/// that is cancelled reports only when the test opens the gate, so the
/// pool sees the cancellation late, in the order the test chooses.
#[derive(Debug, Default)]
struct Gated {
    gate: std::sync::Mutex<bool>,
    opened: std::sync::Condvar,
    slow_runs: std::sync::atomic::AtomicUsize,
    stop: AtomicBool,
}

impl Gated {
    fn open(&self) {
        *self.gate.lock().unwrap() = true;
        self.opened.notify_all();
    }
}

impl Execute for Gated {
    fn execute(&self, files: &Files, cancel: &AtomicBool) -> Run {
        let done = |status| Run {
            status,
            stderr_tail: String::new(),
            seconds: 0.0,
        };
        let slow = files.contents[0].starts_with(b"slow");
        // Only the first run of a slow candidate blocks.
        if slow && self.slow_runs.fetch_add(1, Ordering::SeqCst) == 0 {
            while !cancel.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(1));
            }
            let mut open = self.gate.lock().unwrap();
            while !*open {
                open = self.opened.wait(open).unwrap();
            }
            return done(Status::Cancelled);
        }
        done(Status::Exited(0))
    }

    fn is_stopping(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }
}

#[test]
fn a_run_cancelled_as_stale_is_restarted_when_needed() {
    let gated = Arc::new(Gated::default());
    let mut pool = Pool::new(gated.clone(), 2);
    let (a, b, slow) = (files(b"a"), files(b"b"), files(b"slow x"));
    // `slow` runs ahead of its turn...
    assert!(
        pool.evaluate(&a, std::slice::from_ref(&slow))
            .unwrap()
            .is_interesting()
    );
    // ...goes stale (not expected any more) and is cancelled, but its
    // report does not arrive...
    assert!(pool.evaluate(&b, &[]).unwrap().is_interesting());
    assert_eq!(pool.cancelled(), 1);
    // ...and then it is needed after all: it runs again rather than being
    // taken for a stop. The gate opens only later, so an answer now can
    // only come from the new run.
    let opener = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        gated.open();
    });
    let run = pool.evaluate(&slow, &[]);
    assert!(run.expect("taken for a stop").is_interesting());
    assert_eq!(pool.executed(), 4);
    opener.join().unwrap();
}

#[test]
fn a_real_stop_ends_the_wait() {
    let gated = Arc::new(Gated::default());
    let mut pool = Pool::new(gated.clone(), 1);
    gated.stop.store(true, Ordering::SeqCst);
    gated.open();
    assert!(pool.evaluate(&files(b"slow"), &[]).is_none());
}

#[test]
fn failures_are_kept_when_asked_the_last_few_only() {
    let dir = tempfile::tempdir().unwrap();
    let kept = dir.path().join("failures");
    let body = "echo \"out $(cat input.c)\"\necho \"err $(cat input.c)\" >&2\necho made > made.txt\ngrep -q keep input.c";
    let runner = runner(dir.path(), body, Duration::from_secs(10))
        .keep_failures(KeepFailures {
            dir: kept.clone(),
            count: 2,
        })
        .unwrap();
    let never = AtomicBool::new(false);
    for text in ["one", "keep", "two", "three"] {
        runner.run(&bytes(text.as_bytes()), &never);
    }
    let mut folders: Vec<_> = std::fs::read_dir(&kept)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    folders.sort();
    // The interesting run is not kept; of the failures, the last two.
    assert_eq!(folders.len(), 2);
    let candidate = |f: &Path| std::fs::read_to_string(f.join("work/input.c")).unwrap();
    assert_eq!(candidate(&folders[0]), "two");
    assert_eq!(candidate(&folders[1]), "three");
    let last = &folders[1];
    assert_eq!(
        std::fs::read_to_string(last.join("stdout")).unwrap(),
        "out three\n"
    );
    assert_eq!(
        std::fs::read_to_string(last.join("stderr")).unwrap(),
        "err three\n"
    );
    assert_eq!(
        std::fs::read_to_string(last.join("status")).unwrap(),
        "exit status 1\n"
    );
    assert!(last.join("work/made.txt").exists());
}

#[test]
fn several_files_sit_side_by_side_and_are_the_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let command = TestCommand {
        program: script(
            dir.path(),
            "[ \"$(basename \"$1\")\" = main.c ] && [ \"$(basename \"$2\")\" = util.h ] && grep -q BUG util.h && grep -q util.h main.c",
        ),
        file_names: vec!["main.c".into(), "util.h".into()],
        timeout: None,
        folder: None,
        executable: Vec::new(),
        encodings: Vec::new(),
    };
    let runner = Runner::new(command, Some(dir.path()), Arc::new(AtomicBool::new(false))).unwrap();
    let never = AtomicBool::new(false);
    let run = |main: &[u8], util: &[u8]| runner.run(&[Arc::from(main), Arc::from(util)], &never);
    assert!(run(b"#include \"util.h\"", b"BUG").is_interesting());
    assert!(!run(b"#include \"util.h\"", b"fine").is_interesting());
    // The pool's key covers every file.
    let one = Files::new(vec![Arc::from(&b"a"[..]), Arc::from(&b"b"[..])]);
    let other = Files::new(vec![Arc::from(&b"b"[..]), Arc::from(&b"a"[..])]);
    assert_ne!(one.hash, other.hash);
}

#[test]
fn a_folder_is_the_argument_and_holds_the_files_at_their_paths() {
    let dir = tempfile::tempdir().unwrap();
    let command = TestCommand {
        program: script(
            dir.path(),
            "[ \"$#\" = 1 ] && [ \"$(basename \"$1\")\" = project ] && cd \"$1\" && [ -d empty ] || exit 1\n\
             [ -x sub/run.sh ] && [ ! -x main.c ] && grep -q BUG sub/run.sh",
        ),
        file_names: vec!["project/main.c".into(), "project/sub/run.sh".into()],
        timeout: None,
        folder: Some("project".into()),
        executable: vec![false, true],
        encodings: Vec::new(),
    };
    let mut runner =
        Runner::new(command, Some(dir.path()), Arc::new(AtomicBool::new(false))).unwrap();
    let never = AtomicBool::new(false);
    let files = |a: &[u8], b: &[u8]| [Arc::from(a), Arc::from(b)];
    assert!(!runner.run(&files(b"x", b"BUG"), &never).is_interesting());
    runner.set_files(
        vec![
            "project/main.c".into(),
            "project/sub/run.sh".into(),
            "project/empty/.keep".into(),
        ],
        vec![false, true, false],
        Vec::new(),
    );
    let three = [
        Arc::from(&b"x"[..]),
        Arc::from(&b"BUG"[..]),
        Arc::from(&b""[..]),
    ];
    assert!(runner.run(&three, &never).is_interesting());
    runner.set_files(Vec::new(), Vec::new(), Vec::new());
    // No file at all: the folder is still the argument, and exists.
    assert!(!runner.run(&[], &never).is_interesting());
}

#[test]
fn a_huge_timeout_is_no_limit() {
    let dir = tempfile::tempdir().unwrap();
    let command = TestCommand {
        program: script(dir.path(), "exit 0"),
        file_names: vec!["input.c".into()],
        timeout: Some(Duration::MAX),
        folder: None,
        executable: Vec::new(),
        encodings: Vec::new(),
    };
    let runner = Runner::new(command, Some(dir.path()), Arc::new(AtomicBool::new(false))).unwrap();
    assert!(
        runner
            .run(&bytes(b"x"), &AtomicBool::new(false))
            .is_interesting()
    );
}

/// The pid a test wrote to `path`.
fn pid_in(path: &Path) -> i32 {
    std::fs::read_to_string(path)
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn temporary_files_go_into_the_scratch_directory() {
    let dir = tempfile::tempdir().unwrap();
    let seen = dir.path().join("seen");
    let body = format!(
        "t=$(mktemp)\necho \"$TMPDIR|$TMP|$TEMP|$t|$PWD\" > {}",
        seen.display()
    );
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    assert!(
        runner
            .run(&bytes(b"x"), &AtomicBool::new(false))
            .is_interesting()
    );
    let seen = std::fs::read_to_string(&seen).unwrap();
    let parts: Vec<&str> = seen.trim().split('|').collect();
    runner.settle();
    let run_dir = Path::new(parts[4]).parent().unwrap();
    assert_eq!(Path::new(parts[0]), run_dir.join("tmp"));
    assert_eq!(parts[0], parts[1]);
    assert_eq!(parts[0], parts[2]);
    assert!(parts[3].starts_with(parts[0]), "{seen}");
    // The temporary file is gone, and the scratch directory with the
    // runner.
    assert!(!Path::new(parts[3]).exists());
    drop(runner);
    assert!(!run_dir.exists());
}

#[test]
fn detached_processes_are_ended_with_their_test() {
    let dir = tempfile::tempdir().unwrap();
    let (pids, hidden) = (dir.path().join("pids"), dir.path().join("hidden"));
    // One leaves the group with setsid; another also clears its
    // environment, and is found because it was seen under the test.
    let body = format!(
        "setsid sleep 61 &\necho $! > {}\nenv -i setsid sleep 62 &\necho $! > {}\nsleep 0.3\nexit 0",
        pids.display(),
        hidden.display()
    );
    let runner = runner(dir.path(), &body, Duration::from_secs(10));
    assert!(
        runner
            .run(&bytes(b"x"), &AtomicBool::new(false))
            .is_interesting()
    );
    // Ended in the background: settle waits for that.
    runner.settle();
    let (detached, hidden) = (pid_in(&pids), pid_in(&hidden));
    assert!(!alive(detached), "setsid process {detached} survived");
    assert!(!alive(hidden), "env -i setsid process {hidden} survived");
    // Reaped as well as ended: no zombie is left either.
    assert!(!Path::new(&format!("/proc/{detached}")).exists() || !runner.adopts_orphans());
    assert!(runner.processes_ended() >= 2);
}

#[test]
fn a_stopped_test_gets_sigterm_first_and_sigkill_after_a_grace() {
    let dir = tempfile::tempdir().unwrap();
    let cleaned = dir.path().join("cleaned");
    // Cleans up on SIGTERM, as a compiler driver does.
    let polite = format!(
        "trap 'echo yes > {}; exit 1' TERM\nsleep 60 & wait",
        cleaned.display()
    );
    let runner_polite = runner(dir.path(), &polite, Duration::from_millis(300));
    let run = runner_polite.run(&bytes(b"x"), &AtomicBool::new(false));
    assert_eq!(run.status, Status::TimedOut);
    runner_polite.settle();
    assert!(cleaned.exists(), "no SIGTERM before SIGKILL");
    // Ignores SIGTERM: killed all the same.
    let stubborn = dir.path().join("stubborn");
    std::fs::create_dir(&stubborn).unwrap();
    let pids = dir.path().join("pids");
    let body = format!(
        "trap '' TERM\nsh -c \"trap '' TERM; sleep 60\" &\necho $! > {}\nsleep 60",
        pids.display()
    );
    let runner = runner(&stubborn, &body, Duration::from_millis(300));
    let start = Instant::now();
    let run = runner.run(&bytes(b"x"), &AtomicBool::new(false));
    assert_eq!(run.status, Status::TimedOut);
    runner.settle();
    assert!(start.elapsed() < Duration::from_secs(30));
    assert!(!alive(pid_in(&pids)));
}

#[test]
fn scratch_folders_of_dead_runs_are_removed_and_others_kept() {
    let dir = tempfile::tempdir().unwrap();
    let folder = |name: &str, owner: Option<String>| {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.join("run-0/work")).unwrap();
        if let Some(owner) = owner {
            std::fs::write(path.join("owner"), owner).unwrap();
        }
        path
    };
    // A process that has ended: its pid is free, or someone else's now.
    let mut gone = std::process::Command::new("true").spawn().unwrap();
    // Another test's runner in this process, a subreaper reaping orphans,
    // may have reaped it first: ended all the same.
    let _ = gone.wait();
    let own_start = std::fs::read_to_string("/proc/self/stat").unwrap();
    let own_start = own_start[own_start.rfind(')').unwrap() + 1..]
        .split_whitespace()
        .nth(19)
        .unwrap()
        .to_owned();
    let dead = folder("whittle-dead", Some(format!("{} 1\n", gone.id())));
    let reused = folder(
        "whittle-reused",
        Some(format!("{} 1\n", std::process::id())),
    );
    let live = folder(
        "whittle-live",
        Some(format!("{} {own_start}\n", std::process::id())),
    );
    let unmarked = folder("whittle-unmarked", None);
    // Killed before it wrote its owner file: its name says whose it is.
    let named_dead = folder(&format!("whittle-{}.1-abc123", gone.id()), None);
    let named_live = folder(
        &format!("whittle-{}.{own_start}-def456", std::process::id()),
        None,
    );
    let other = folder("other-tool", Some(format!("{} 1\n", gone.id())));
    let runner = runner(dir.path(), "exit 0", Duration::from_secs(10));
    assert_eq!(runner.abandoned_removed(), 3);
    assert!(!dead.exists() && !reused.exists() && !named_dead.exists());
    assert!(live.exists() && unmarked.exists() && other.exists() && named_live.exists());
    assert!(runner.scratch_dir().join("owner").exists());
}
