//! Fault injection: whittle killed at random moments, a scratch file
//! system that is tiny or fills up, an output folder that becomes
//! read-only, tests that misbehave (leave files, detach, ignore SIGTERM,
//! fork, flood their output), flaky tests, and hostile inputs. Each case
//! checks what a user would check by hand: the file is the original or
//! an interesting candidate, the backup is intact, nothing is left in
//! $TMPDIR, no process is left, and errors say what happened.
//!
//! The cases on very large inputs (a 50 MB text file, a 10 MB line) take
//! minutes, so they are ignored by default:
//! `cargo test --release --test faults -- --ignored --nocapture`.

#![allow(clippy::unwrap_used, clippy::print_stderr)]

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use common::{is_empty_dir, passes, processes_with, script, stats, stderr, whittle, work};

/// A reproducible sequence of pseudo-random numbers (xorshift64).
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next() >> 24) as u8).collect()
    }
}

/// whittle with `temp` as its $TMPDIR (and so its tests' parent one).
fn whittle_in(temp: &Path) -> Command {
    let mut command = whittle();
    command.env("TMPDIR", temp);
    command
}

/// What is in a folder, for messages.
fn listing(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect()
}

/// One line of the suite's table (shown with `--nocapture`).
fn report(fault: &str, runs: usize, outcomes: &BTreeMap<String, usize>) {
    let outcomes: Vec<String> = outcomes.iter().map(|(o, n)| format!("{o}: {n}")).collect();
    eprintln!("| {fault} | {runs} | {} |", outcomes.join(", "));
}

#[test]
fn sigkill_at_twenty_random_moments_never_loses_the_file() {
    let w = work("c-div-zero", "input.c");
    let temp = tempfile::tempdir().unwrap();
    let slow = script(
        w.dir.path(),
        "slow.sh",
        &format!("sleep 0.05\nexec {} \"$1\"", w.test.display()),
    );
    let backup = w.dir.path().join("input.c.orig");
    let backups = || {
        listing(w.dir.path())
            .iter()
            .filter(|n| n.starts_with("input.c.orig"))
            .count()
    };
    let mut random = Random(29);
    let mut outcomes = BTreeMap::new();
    for round in 0..20 {
        let before = backups();
        let mut child = whittle_in(temp.path())
            .args(["-q", "-j", "2"])
            .arg(&slow)
            .arg(&w.input)
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // One run in four is killed while it checks the test; the others
        // at a random moment of the reduction (once the run has made its
        // backup), however slow the machine.
        if round % 4 != 0 {
            while backups() == before && child.try_wait().unwrap().is_none() {
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        std::thread::sleep(Duration::from_millis(random.next() % 1000));
        let finished = child.try_wait().unwrap().is_some();
        child.kill().unwrap_or(());
        child.wait().unwrap();
        let now = std::fs::read(&w.input).unwrap();
        assert!(!now.is_empty(), "round {round}: the file is empty");
        let outcome = if now == w.original {
            "the original"
        } else {
            assert!(
                passes(&w.test, &w.input),
                "round {round}: the file is not interesting"
            );
            "an interesting candidate"
        };
        if backup.exists() {
            assert_eq!(std::fs::read(&backup).unwrap(), w.original, "round {round}");
        }
        let outcome = if finished { "finished first" } else { outcome };
        *outcomes.entry(outcome.to_owned()).or_insert(0) += 1;
    }
    // The next run takes the lock over, removes what the killed runs
    // left in $TMPDIR, and finishes.
    let output = whittle_in(temp.path())
        .args(["-j", "2"])
        .arg(&slow)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(passes(&w.test, &w.input));
    assert_eq!(std::fs::read(&backup).unwrap(), w.original);
    assert!(
        is_empty_dir(temp.path()),
        "left in $TMPDIR: {:?}",
        listing(temp.path())
    );
    assert!(!w.dir.path().join(".input.c.whittle-lock").exists());
    report(
        "SIGKILL at a random moment (then one more run)",
        20,
        &outcomes,
    );
}

/// Runs `body` as root in a mount namespace of its own, where tmpfs and
/// read-only mounts are allowed; `None` (after saying why) where the
/// system allows no such namespace.
fn in_mount_namespace(body: &str, env: &[(&str, &Path)]) -> Option<Output> {
    let probe = Command::new("unshare").args(["-rm", "true"]).output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("skipped: no user and mount namespace here (unshare -rm failed)");
        return None;
    }
    let mut command = Command::new("unshare");
    command.args(["-rm", "sh", "-c", body]);
    for (name, value) in env {
        command.env(name, value);
    }
    command.env("WHITTLE", env!("CARGO_BIN_EXE_whittle"));
    Some(command.output().unwrap())
}

/// A 64 KiB log with the one line the text-notes test looks for.
fn big_log(dir: &Path) -> (PathBuf, Vec<u8>, PathBuf) {
    let mut text = String::new();
    for i in 0..1500 {
        text.push_str(&format!("line {i}: nothing to see here at all\n"));
        if i == 700 {
            text.push_str("ERROR-42 invoice rejected\n");
        }
    }
    let input = dir.join("big.log");
    std::fs::write(&input, &text).unwrap();
    let test = common::fixture("text-notes").join("test.sh");
    (input, text.into_bytes(), test)
}

#[test]
fn a_tiny_or_filling_scratch_file_system_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let (input, original, test) = big_log(dir.path());
    let mount = dir.path().join("scratch");
    std::fs::create_dir(&mount).unwrap();
    // Too small for one copy of the file.
    let Some(output) = in_mount_namespace(
        "mount -t tmpfs -o size=16k tmpfs \"$M\" && exec \"$WHITTLE\" -q --tmpdir \"$M\" \"$T\" \"$I\"",
        &[("M", &mount), ("T", &test), ("I", &input)],
    ) else {
        return;
    };
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(message.contains("No space left on device"), "{message}");
    assert!(message.contains("--tmpdir"), "{message}");
    assert_eq!(std::fs::read(&input).unwrap(), original);
    let mut outcomes = BTreeMap::from([("tiny: clear error, file unchanged".to_owned(), 1)]);
    // Fills up while whittle works.
    let slow = script(
        dir.path(),
        "slow.sh",
        &format!("sleep 0.05\nexec {} \"$1\"", test.display()),
    );
    let output = in_mount_namespace(
        "mount -t tmpfs -o size=1m tmpfs \"$M\" && { (sleep 1; cat /dev/zero > \"$M/fill\") & \
         \"$WHITTLE\" -q -j 2 --tmpdir \"$M\" \"$T\" \"$I\"; }",
        &[("M", &mount), ("T", &slow), ("I", &input)],
    )
    .unwrap();
    let message = stderr(&output);
    assert!(passes(&test, &input), "the result is not interesting");
    let outcome = match output.status.code() {
        Some(0) => "filling: finished",
        Some(1) => {
            assert!(message.contains("No space left on device"), "{message}");
            assert!(message.contains("--tmpdir"), "{message}");
            "filling: clear error, best result kept"
        }
        _ => panic!("{message}"),
    };
    *outcomes.entry(outcome.to_owned()).or_insert(0) += 1;
    report("--tmpdir on a tiny / a filling tmpfs", 2, &outcomes);
}

#[test]
fn an_output_folder_that_becomes_read_only_is_a_clear_error() {
    let w = work("c-div-zero", "input.c");
    let temp = tempfile::tempdir().unwrap();
    let out = w.dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let slow = script(
        w.dir.path(),
        "slow.sh",
        &format!("sleep 0.1\nexec {} \"$1\"", w.test.display()),
    );
    let Some(output) = in_mount_namespace(
        "\"$WHITTLE\" -q -j 2 -o \"$O/result.c\" \"$T\" \"$I\" & \
         while [ ! -e \"$O/result.c\" ]; do sleep 0.05; done; \
         mount --bind -o ro \"$O\" \"$O\"; wait $!",
        &[
            ("O", &out),
            ("T", &slow),
            ("I", &w.input),
            ("TMPDIR", temp.path()),
        ],
    ) else {
        return;
    };
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(message.contains("Read-only file system"), "{message}");
    // The last result written is still there, and the newer one saved
    // where the message says.
    let result = out.join("result.c");
    assert!(!result.exists() || passes(&w.test, &result));
    let saved: Vec<PathBuf> = std::fs::read_dir(temp.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("result.unsaved-"))
        .collect();
    assert_eq!(saved.len(), 1, "{message}");
    assert!(message.contains(&*saved[0].to_string_lossy()), "{message}");
    assert!(passes(&w.test, &saved[0]));
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
    report(
        "output folder read-only mid-run",
        1,
        &BTreeMap::from([("clear error, results kept".to_owned(), 1)]),
    );
}

/// Reduces the C example with a test that does `behaviour` before the
/// real test, at -j 2 with $TMPDIR a fresh folder; checks that the result
/// is interesting, nothing is left in $TMPDIR and no process whose command
/// line holds `marker` is left. Returns the statistics.
fn misbehaving(behaviour: &str, marker: &str, options: &[&str]) -> serde_json::Value {
    let w = work("c-div-zero", "input.c");
    let temp = tempfile::tempdir().unwrap();
    let test = script(
        w.dir.path(),
        "test.sh",
        &format!("{behaviour}\nexec {} \"$1\"", w.test.display()),
    );
    let stats_path = w.dir.path().join("stats.json");
    // One round of the main tree passes is enough to see what is left.
    let output = whittle_in(temp.path())
        .args(["-q", "-j", "2", "--passes", "sweep,hdd", "--no-fixpoint"])
        .arg("--stats-json")
        .arg(&stats_path)
        .args(options)
        .arg(&test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(passes(&w.test, &w.input));
    assert!(
        is_empty_dir(temp.path()),
        "left in $TMPDIR: {:?}",
        listing(temp.path())
    );
    let left = processes_with(marker);
    assert!(left.is_empty(), "processes left: {left:?}");
    stats(&stats_path)
}

fn one_row(fault: &str, s: &serde_json::Value) {
    let outcome = format!(
        "ok: {} tests, {} processes ended, nothing left, peak {} MiB",
        s["tests_run"],
        s["processes_ended"],
        s["peak_memory_bytes"].as_u64().unwrap() >> 20
    );
    report(fault, 1, &BTreeMap::from([(outcome, 1)]));
}

#[test]
fn a_test_that_leaves_temporary_files_leaves_nothing() {
    let s = misbehaving(
        "mktemp > /dev/null\nmktemp -d > /dev/null\necho junk > \"${TMPDIR:-/tmp}/junk.$$\"",
        "junk.",
        &[],
    );
    one_row("test leaves files in $TMPDIR", &s);
}

#[test]
fn a_test_that_detaches_leaves_no_process() {
    let s = misbehaving("setsid sleep 4329 > /dev/null 2>&1 &", "sleep 4329", &[]);
    assert!(s["processes_ended"].as_u64().unwrap() >= 1, "{s}");
    one_row("test detaches with setsid", &s);
}

#[test]
fn a_test_that_ignores_sigterm_is_killed_after_the_grace() {
    // Hangs, deaf to SIGTERM, on candidates that lost the function.
    let s = misbehaving(
        "trap '' TERM\ngrep -q average_quantity \"$1\" || sleep 4330",
        "sleep 4330",
        &["--timeout", "1"],
    );
    assert!(s["tests_timed_out"].as_u64().unwrap() >= 1, "{s}");
    one_row("test ignores SIGTERM and hangs", &s);
}

#[test]
fn a_test_that_forks_many_processes_leaves_none() {
    // 2^5 - 1 shells, each then a sleep that leaves the session.
    let s = misbehaving(
        "bomb() { if [ \"$1\" -gt 0 ]; then bomb $(($1 - 1)) & bomb $(($1 - 1)) & fi; exec setsid sleep 4331; }\n\
         bomb 4 > /dev/null 2>&1 &",
        "sleep 4331",
        &[],
    );
    assert!(s["processes_ended"].as_u64().unwrap() >= 31, "{s}");
    one_row("test forks 31 processes that detach", &s);
}

#[test]
fn a_test_that_floods_its_output_keeps_memory_bounded() {
    let s = misbehaving(
        "head -c 4000000 /dev/zero | tr '\\0' o\nhead -c 4000000 /dev/zero | tr '\\0' e >&2",
        "head -c 4000000",
        &[],
    );
    // Its output goes to files, not to whittle's memory.
    assert!(s["peak_memory_bytes"].as_u64().unwrap() < 256 << 20, "{s}");
    one_row("test prints 4 MB to stdout and 4 MB to stderr", &s);
}

#[test]
fn the_two_runs_on_the_original_overlap_when_two_jobs_may() {
    // Each run on the original notes its start and end around a pause:
    // with two jobs the flakiness check's second run starts before the
    // first ends; with one there is no second run (the final check is
    // what catches a flaky test there). The test fails on the first two
    // candidates that are neither the original nor empty, so that at `-j
    // 1` the check of the original, which waits for the first candidates
    // (`one_test_at_a_time_checks_the_original_only_if_no_candidate_passes`),
    // runs.
    for (jobs, expected, runs) in [("2", "start start", 2), ("1", "start end", 1)] {
        let w = work("c-div-zero", "input.c");
        let original = w.dir.path().join("original.c");
        std::fs::write(&original, &w.original).unwrap();
        let log = w.dir.path().join("log");
        let candidates = w.dir.path().join("candidates");
        let noting = script(
            w.dir.path(),
            "noting.sh",
            &format!(
                "if cmp -s \"$1\" {original}; then\n  echo start >> {log}\n  sleep 0.5\n  echo end >> {log}\n\
                 elif [ -s \"$1\" ]; then\n  echo x >> {candidates}\n  [ $(wc -l < {candidates}) -le 2 ] && exit 1\nfi\n\
                 exec {test} \"$1\"",
                original = original.display(),
                log = log.display(),
                candidates = candidates.display(),
                test = w.test.display()
            ),
        );
        let output = whittle()
            .args(["-q", "-j", jobs, "--passes", "sweep", "--no-fixpoint"])
            .arg(&noting)
            .arg(&w.input)
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", stderr(&output));
        let noted = std::fs::read_to_string(&log).unwrap();
        let first_two: Vec<&str> = noted.lines().take(2).collect();
        assert_eq!(first_two.join(" "), expected, "-j {jobs}: {noted}");
        let starts = noted.lines().filter(|l| *l == "start").count();
        assert_eq!(starts, runs, "-j {jobs}: {noted}");
    }
}

#[test]
fn one_test_at_a_time_checks_the_original_only_if_no_candidate_passes() {
    // A test that passes on anything notes each run on the original: at
    // `-j 1` the reduction's first candidate passes, which shows the test
    // works, and the original (often the slowest test of all) is never
    // run.
    let w = work("c-div-zero", "input.c");
    let original = w.dir.path().join("original.c");
    std::fs::write(&original, &w.original).unwrap();
    let log = w.dir.path().join("log");
    let noting = script(
        w.dir.path(),
        "noting.sh",
        &format!(
            "cmp -s \"$1\" {original} && echo original >> {log}\nexit 0",
            original = original.display(),
            log = log.display(),
        ),
    );
    let stats_path = w.dir.path().join("stats.json");
    let output = whittle()
        .args(["-q", "-j", "1", "--allow-trivial", "--timeout", "7"])
        .arg("--stats-json")
        .arg(&stats_path)
        .arg(&noting)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(!log.exists(), "the original was run");
    assert!(std::fs::read(&w.input).unwrap().is_empty());
    let s = stats(&stats_path);
    assert_eq!(s["original_check"], "not needed", "{s}");
    assert_eq!(s["timeout_seconds"].as_f64(), Some(7.0), "{s}");

    // A test that fails on everything: the message comes after the
    // original's run, which follows two failed candidates; the file is as
    // it was, with no backup beside it.
    let w = work("c-div-zero", "input.c");
    let runs = w.dir.path().join("runs");
    let failing = script(
        w.dir.path(),
        "failing.sh",
        &format!(
            "echo x >> {runs}\necho 'cc: no such option' >&2\nexit 3",
            runs = runs.display()
        ),
    );
    let output = whittle()
        .args(["-q", "-j", "1"])
        .arg(&failing)
        .arg(&w.input)
        .output()
        .unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(
        message.contains("does not pass on the original"),
        "{message}"
    );
    assert!(message.contains("cc: no such option"), "{message}");
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
    assert!(
        !w.dir.path().join("input.c.orig").exists(),
        "a backup is left"
    );
    // The empty file, at most once more as a candidate, two candidates,
    // and the original.
    let count = std::fs::read_to_string(&runs).unwrap().lines().count();
    assert!((4..=5).contains(&count), "{count} runs");
}

#[test]
fn a_flaky_test_ends_interesting_or_is_called_flaky() {
    let mut outcomes = BTreeMap::new();
    for seed in 0..3 {
        let w = work("c-div-zero", "input.c");
        // Fails one run in ten, at random.
        let flaky = script(
            w.dir.path(),
            "flaky.sh",
            &format!(
                "r=$(od -An -N1 -tu1 /dev/urandom | tr -d ' ')\n[ \"$r\" -lt 26 ] && exit 1\nexec {} \"$1\"",
                w.test.display()
            ),
        );
        let output = whittle()
            .args(["-q", "-j", "2", "--passes", "sweep,hdd", "--no-fixpoint"])
            .args(["--seed", &seed.to_string()])
            .arg(&flaky)
            .arg(&w.input)
            .output()
            .unwrap();
        let message = stderr(&output);
        // Whatever happened, the file reproduces.
        assert!(passes(&w.test, &w.input), "{message}");
        let outcome = if output.status.success() {
            "reduced, reproduces"
        } else if message.contains("flaky") {
            "said flaky, interesting file kept"
        } else {
            assert!(
                message.contains("does not pass on the original"),
                "{message}"
            );
            "failed on the original, file unchanged"
        };
        *outcomes.entry(outcome.to_owned()).or_insert(0) += 1;
    }
    report("flaky test (passes 90% of runs)", 3, &outcomes);
}

#[test]
fn a_result_that_does_not_reproduce_is_never_reported() {
    let w = work("c-div-zero", "input.c");
    let seen = w.dir.path().join("seen");
    std::fs::create_dir(&seen).unwrap();
    let original = w.dir.path().join("original.c");
    std::fs::write(&original, &w.original).unwrap();
    // Passes on every candidate the first time only: a result always
    // fails when tested again.
    let once = script(
        w.dir.path(),
        "once.sh",
        &format!(
            "if ! cmp -s \"$1\" {original}; then\n  h=$(md5sum < \"$1\" | cut -c1-32)\n  [ -e {seen}/$h ] && exit 1\n  touch {seen}/$h\nfi\nexec {test} \"$1\"",
            original = original.display(),
            seen = seen.display(),
            test = w.test.display()
        ),
    );
    let stats_path = w.dir.path().join("stats.json");
    // Without `tidy`, which runs once at the end, the last round is the
    // fixpoint's, whose tests all fail: the result is not the last file
    // tested, so the final check tests it again.
    let output = whittle()
        .args(["-q", "-j", "2", "--skip-pass", "tidy", "--stats-json"])
        .arg(&stats_path)
        .arg(&once)
        .arg(&w.input)
        .output()
        .unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(message.contains("the test is flaky"), "{message}");
    // No earlier result passed twice either: the original is kept.
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
    assert_eq!(stats(&stats_path)["final_check"], "failed");
    report(
        "test passes each file once only",
        1,
        &BTreeMap::from([("said flaky, original kept".to_owned(), 1)]),
    );
}

/// Reduces `bytes` (as `name`) with `test`; returns the result and the
/// statistics.
fn reduce_input(name: &str, bytes: &[u8], test: &str) -> (Vec<u8>, serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join(name);
    std::fs::write(&input, bytes).unwrap();
    let test = script(dir.path(), "test.sh", test);
    let stats_path = dir.path().join("stats.json");
    let output = whittle()
        .args(["-q", "-j", "2", "--stats-json"])
        .arg(&stats_path)
        .arg(&test)
        .arg(&input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    (std::fs::read(&input).unwrap(), stats(&stats_path))
}

fn input_row(input: &str, result: &[u8], s: &serde_json::Value) {
    let outcome = format!(
        "{} → {} bytes, peak {} MiB",
        s["original_bytes"],
        result.len(),
        s["peak_memory_bytes"].as_u64().unwrap() >> 20
    );
    report(input, 1, &BTreeMap::from([(outcome, 1)]));
}

#[test]
fn random_bytes_reduce_as_bytes_and_invalid_utf8_reduces_byte_wise() {
    let mut random = Random(7);
    let mut bytes = random.bytes(4096);
    bytes[100] = 0;
    bytes[2000..2006].copy_from_slice(b"NEEDLE");
    // With NUL bytes: reduced as bytes (tests/bytes.rs has the rest).
    let (result, s) = reduce_input("random.bin", &bytes, "grep -aq NEEDLE \"$1\"");
    assert_eq!(result, b"NEEDLE");
    input_row("random bytes (with NUL), 4,096 bytes", &result, &s);
    // Not UTF-8, no NUL: the byte the test wants is found alone.
    let mut text: Vec<u8> = random.bytes(3000).into_iter().map(|b| b.max(1)).collect();
    text.retain(|&b| b != 0xff);
    text[1234] = 0xff;
    let (result, s) = reduce_input(
        "noise.txt",
        &text,
        "LC_ALL=C grep -q \"$(printf '\\377')\" \"$1\"",
    );
    assert!(result.contains(&0xff));
    assert!(result.len() <= 4, "{result:?}");
    input_row("invalid UTF-8 without NUL, 3,000 bytes", &result, &s);
}

/// A text file of `lines` lines of `width` bytes, `needle` at the middle.
fn lines_with_needle(lines: usize, width: usize) -> Vec<u8> {
    let mut text = Vec::with_capacity(lines * width);
    for i in 0..lines {
        if i == lines / 2 {
            text.extend_from_slice(b"the needle is here\n");
        }
        let line = format!("{i:08} {}\n", "word ".repeat(width / 5));
        text.extend_from_slice(&line.as_bytes()[..width.min(line.len())]);
        text.push(b'\n');
    }
    text
}

/// One line of about `bytes` bytes, `needle` at the middle.
fn one_long_line(bytes: usize) -> Vec<u8> {
    let half = "w123 ".repeat(bytes / 10);
    format!("{half}needle {half}\n").into_bytes()
}

const NEEDLE_TEST: &str = "grep -q needle \"$1\"";

#[test]
fn large_text_inputs_reduce_with_bounded_memory() {
    let (result, s) = reduce_input("big.txt", &lines_with_needle(40_000, 50), NEEDLE_TEST);
    assert!(result.len() < 40, "{}", String::from_utf8_lossy(&result));
    input_row("2 MB text file", &result, &s);
    let (result, s) = reduce_input("line.txt", &one_long_line(1 << 20), NEEDLE_TEST);
    assert!(result.len() < 40, "{}", String::from_utf8_lossy(&result));
    input_row("1 MB single line", &result, &s);
}

#[test]
fn deeply_nested_brackets_do_not_overflow_the_stack() {
    let depth = 100_000;
    let nest = |open: &str, inner: &str, close: &str| {
        format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
    };
    let text = format!("x\n{}\n", nest("(", "y", ")"));
    let (result, s) = reduce_input("deep.txt", text.as_bytes(), "grep -q x \"$1\"");
    assert_eq!(result, b"x\n");
    input_row("100,000 nested brackets (text)", &result, &s);
    let json = nest("[", "1", "]");
    let (result, s) = reduce_input("deep.json", json.as_bytes(), "grep -q 1 \"$1\"");
    assert!(result.len() <= 4, "{}", String::from_utf8_lossy(&result));
    input_row("100,000 nested arrays (JSON)", &result, &s);
}

#[test]
#[ignore = "minutes: run with --release -- --ignored"]
fn a_50_mb_text_file_and_a_10_mb_line() {
    let (result, s) = reduce_input("big.txt", &lines_with_needle(1_000_000, 50), NEEDLE_TEST);
    assert!(result.len() < 40);
    input_row("50 MB text file", &result, &s);
    let (result, s) = reduce_input("line.txt", &one_long_line(10 << 20), NEEDLE_TEST);
    assert!(result.len() < 40);
    input_row("10 MB single line", &result, &s);
}

/// The issue's inputs whose own work (parse, planning) is long: `depth`
/// nested elements around NEEDLE (XML), `depth` nested parentheses
/// around it (C), and `statements` statements on one line (Rust).
fn deep_xml(depth: usize) -> Vec<u8> {
    format!("{}NEEDLE{}\n", "<a>".repeat(depth), "</a>".repeat(depth)).into_bytes()
}

fn deep_c(depth: usize) -> Vec<u8> {
    format!(
        "int f(){{return {}NEEDLE{};}}\n",
        "(".repeat(depth),
        ")".repeat(depth)
    )
    .into_bytes()
}

fn one_line_rust(statements: usize) -> Vec<u8> {
    format!(
        "fn main(){{ {} let NEEDLE=1; }}\n",
        "let x=1; ".repeat(statements)
    )
    .into_bytes()
}

/// Sends SIGTERM to whittle, `-j 2` on `bytes` (as `name`, test `grep -aq
/// NEEDLE`), after each of `moments` (milliseconds), and checks what a
/// user would: it exits within `bound` with status 143 (or finished
/// before the signal), the file is interesting, the backup is the
/// original, and nothing is left in $TMPDIR or beside the file. Returns
/// how the runs went, for the table.
fn sigterm_at(
    name: &str,
    bytes: &[u8],
    moments: &[u64],
    bound: Duration,
) -> BTreeMap<String, usize> {
    let mut outcomes = BTreeMap::new();
    for &moment in moments {
        let dir = tempfile::tempdir().unwrap();
        let temp = tempfile::tempdir().unwrap();
        let input = dir.path().join(name);
        std::fs::write(&input, bytes).unwrap();
        let test = script(dir.path(), "test.sh", "grep -aq NEEDLE \"$1\"");
        let mut child = whittle_in(temp.path())
            .args(["-j", "2"])
            .arg(&test)
            .arg(&input)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(moment));
        let finished = child.try_wait().unwrap().is_some();
        let kill = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(finished || kill.success());
        let signalled = std::time::Instant::now();
        while child.try_wait().unwrap().is_none() && signalled.elapsed() < bound * 10 {
            std::thread::sleep(Duration::from_millis(10));
        }
        let took = signalled.elapsed();
        child.kill().unwrap_or(());
        let output = child.wait_with_output().unwrap();
        let said = stderr(&output);
        let at = format!("{name}, SIGTERM at {moment} ms");
        assert!(
            finished || took <= bound,
            "{at}: exited {took:?} after the signal: {said}"
        );
        let status = output.status.code();
        // It may end on its own between the look and the signal: then
        // it exits 0, having finished first.
        let finished = finished || status == Some(0);
        assert!(
            status == Some(143) || finished,
            "{at}: status {status:?}: {said}"
        );
        assert!(
            passes(&test, &input),
            "{at}: the file is not interesting: {said}"
        );
        let backup = dir.path().join(format!("{name}.orig"));
        if backup.exists() {
            assert!(
                std::fs::read(&backup).unwrap() == bytes,
                "{at}: the backup differs"
            );
        }
        assert!(
            is_empty_dir(temp.path()),
            "{at}: left in $TMPDIR: {:?}",
            listing(temp.path())
        );
        let mut beside = listing(dir.path());
        beside.sort();
        beside.retain(|n| *n != name && *n != format!("{name}.orig") && n != "test.sh");
        assert!(beside.is_empty(), "{at}: left beside the file: {beside:?}");
        let outcome = match (finished, std::fs::read(&input).unwrap() == bytes) {
            (true, _) => "finished first",
            (false, true) => "143, the original",
            (false, false) => "143, an interesting candidate",
        };
        *outcomes.entry(outcome.to_owned()).or_insert(0) += 1;
    }
    outcomes
}

/// The longest a stopped whittle may take to exit in the suite, where
/// its tests share the machine with the others (the issue asks for 3 s
/// on a quiet one: see the large variant).
const STOP_BOUND: Duration = Duration::from_secs(5);

#[test]
fn sigterm_at_random_moments_of_parsing_and_planning_stops_within_seconds() {
    // 10,000 nested elements: tree-sitter-xml's scanner takes seconds
    // over them, so early signals come during the parse, later ones
    // during the reduction's own work and its re-parses. 100,000 nested
    // parentheses: the parse, then passes planning over a deep tree.
    let mut random = Random(66);
    let mut moments =
        |n: usize| -> Vec<u64> { (0..n).map(|_| 200 + random.next() % 2800).collect() };
    let xml = sigterm_at("deep.xml", &deep_xml(10_000), &moments(3), STOP_BOUND);
    report("SIGTERM at a random moment, 10,000-deep XML", 3, &xml);
    let c = sigterm_at("deep.c", &deep_c(100_000), &moments(3), STOP_BOUND);
    report("SIGTERM at a random moment, 100,000-deep C", 3, &c);
}

#[test]
#[ignore = "minutes: run with --release -- --ignored"]
fn sigterm_on_the_issues_deep_and_long_inputs_stops_within_3_s() {
    let bound = Duration::from_secs(3);
    // The XML file's parse gives up and it is reduced as text, in about
    // 15 s: the signal comes during the parse, then during the
    // reduction.
    let xml = sigterm_at("deep.xml", &deep_xml(100_000), &[3_000, 9_000], bound);
    report("SIGTERM at 3 s and 9 s, 100,000-deep XML", 2, &xml);
    // The C and Rust files reduce in a second or two: the signals come
    // during the parse, the planning and the first tests.
    let c = sigterm_at("deep.c", &deep_c(200_000), &[300, 700], bound);
    report("SIGTERM at 0.3 s and 0.7 s, 200,000-deep C", 2, &c);
    let rust = sigterm_at("line.rs", &one_line_rust(200_000), &[500, 1_500], bound);
    report(
        "SIGTERM at 0.5 s and 1.5 s, 200,000 Rust statements on one line",
        2,
        &rust,
    );
}

#[test]
fn a_parse_that_cannot_keep_up_is_reduced_as_text() {
    // 30,000 nested elements: tree-sitter-xml's scanner takes 45 s and
    // more, far past the budget (5 s and 2 s a megabyte): whittle says so
    // and reduces the file as text.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("deep.xml");
    std::fs::write(&input, deep_xml(30_000)).unwrap();
    let test = script(dir.path(), "test.sh", "grep -aq NEEDLE \"$1\"");
    let output = whittle()
        .args(["-j", "2"])
        .arg(&test)
        .arg(&input)
        .output()
        .unwrap();
    let said = stderr(&output);
    assert!(output.status.success(), "{said}");
    assert!(
        said.contains("the xml parse of") && said.contains("reducing it as text"),
        "{said}"
    );
    assert_eq!(std::fs::read(&input).unwrap(), b"NEEDLE\n");
    report(
        "30,000-deep XML (its parse past the budget)",
        1,
        &BTreeMap::from([("reduced as text to NEEDLE".to_owned(), 1)]),
    );
}

/// Every built-in language but bytes (see `tests/bytes.rs`): its file
/// name, and sources of the three shapes around `NEEDLE`, as a user's
/// generated code has them: `depth` nested parentheses (arrays in JSON,
/// elements in XML), `width` statements one per line, and the same on
/// one line.
struct Shapes {
    language: &'static str,
    file: &'static str,
    deep: fn(&str) -> String,
    statement: fn(usize) -> String,
    /// The statements in their place, one per line or on one line.
    around: fn(&str) -> String,
    /// What goes between statements on one line (`; ` where a line end
    /// ends a statement).
    on_one_line: &'static str,
}

const SHAPES: &[Shapes] = &[
    Shapes {
        language: "c",
        file: "gen.c",
        deep: |e| format!("int f(){{return {e};}}\n"),
        statement: |i| format!("int x{i}={i};"),
        around: |s| format!("int f(){{\n{s}\nint NEEDLE;}}\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "cpp",
        file: "gen.cpp",
        deep: |e| format!("auto f(){{return {e};}}\n"),
        statement: |i| format!("auto x{i}={i};"),
        around: |s| format!("namespace n {{ void f(){{\n{s}\nint NEEDLE;}} }}\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "go",
        file: "gen.go",
        deep: |e| format!("package main\nfunc f() int {{ return {e} }}\n"),
        statement: |i| format!("x{i} := {i}"),
        around: |s| format!("package main\nfunc main() {{\n{s}\nNEEDLE := 1\n}}\n"),
        on_one_line: "; ",
    },
    Shapes {
        language: "java",
        file: "Gen.java",
        deep: |e| format!("class Gen {{ int f() {{ return {e}; }} }}\n"),
        statement: |i| format!("int x{i}={i};"),
        around: |s| format!("class Gen {{ void f() {{\n{s}\nint NEEDLE=1; }} }}\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "javascript",
        file: "gen.js",
        deep: |e| format!("function f(){{return {e};}}\n"),
        statement: |i| format!("let x{i}={i};"),
        around: |s| format!("function f(){{\n{s}\nlet NEEDLE=1;}}\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "typescript",
        file: "gen.ts",
        deep: |e| format!("function f(): number {{return {e};}}\n"),
        statement: |i| format!("let x{i}: number = {i};"),
        around: |s| format!("function f(): void {{\n{s}\nlet NEEDLE=1;}}\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "tsx",
        file: "gen.tsx",
        deep: |e| format!("const f = () => <a b={{{e}}} />;\n"),
        statement: |i| format!("let x{i} = <i n={{{i}}} />;"),
        around: |s| format!("function f() {{\n{s}\nlet NEEDLE=1;}}\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "python",
        file: "gen.py",
        deep: |e| format!("x = {e}\n"),
        statement: |i| format!("x{i} = {i}"),
        around: |s| format!("def f():\n    pass\n{s}\nNEEDLE = 1\n"),
        on_one_line: "; ",
    },
    Shapes {
        language: "rust",
        file: "gen.rs",
        deep: |e| format!("fn f() {{ {e}; }}\n"),
        statement: |i| format!("let x{i}={i};"),
        around: |s| format!("fn main(){{\n{s}\nlet NEEDLE=1;}}\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "json",
        file: "gen.json",
        deep: |e| {
            e.replace('(', "[")
                .replace(')', "]")
                .replace("NEEDLE", "\"NEEDLE\"")
        },
        statement: |i| format!("{{\"x{i}\": {i}}},"),
        around: |s| format!("[\n{s}\n\"NEEDLE\"]\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "xml",
        file: "gen.xml",
        deep: |e| e.replace('(', "<a>").replace(')', "</a>"),
        statement: |i| format!("<i n=\"{i}\"/>"),
        around: |s| format!("<r>\n{s}\n<n>NEEDLE</n></r>\n"),
        on_one_line: " ",
    },
    Shapes {
        language: "text",
        file: "gen.txt",
        deep: |e| format!("x\n{e}\n"),
        statement: |i| format!("word{i} and more"),
        around: |s| format!("{s}\nNEEDLE\n"),
        on_one_line: " ",
    },
];

impl Shapes {
    /// The three inputs: what each is, and its source.
    fn inputs(&self, depth: usize, width: usize) -> [(String, Vec<u8>); 3] {
        let nested = format!("{}NEEDLE{}", "(".repeat(depth), ")".repeat(depth));
        let statements: Vec<String> = (0..width).map(self.statement).collect();
        [
            (format!("{depth} deep"), (self.deep)(&nested)),
            (
                format!("{width} statements"),
                (self.around)(&statements.join("\n")),
            ),
            (
                format!("{width} statements on one line"),
                (self.around)(&statements.join(self.on_one_line)),
            ),
        ]
        .map(|(what, source)| (what, source.into_bytes()))
    }
}

/// Reduces each language's three shapes to the word the test wants,
/// `-j 2`; one row each (with `--nocapture`): the language chosen, tests,
/// and whittle's own CPU seconds.
fn every_language_reduces_its_shapes(depth: usize, width: usize) {
    for shapes in SHAPES {
        for (what, source) in shapes.inputs(depth, width) {
            let (result, s) = reduce_input(shapes.file, &source, "grep -aq NEEDLE \"$1\"");
            let at = format!("{}, {what}", shapes.language);
            assert_eq!(s["language"], shapes.language, "{at}: {s}");
            let text = String::from_utf8_lossy(&result);
            assert!(text.contains("NEEDLE"), "{at}: {text}");
            assert!(result.len() <= 12, "{at}: {text}");
            let outcome = format!(
                "{} → {} bytes, {} tests, whittle's own CPU {:.2} s",
                s["original_bytes"], s["final_bytes"], s["tests_run"], s["cpu_seconds_whittle"]
            );
            report(&at, 1, &BTreeMap::from([(outcome, 1)]));
        }
    }
}

#[test]
fn every_language_reduces_deep_wide_and_one_line_inputs() {
    every_language_reduces_its_shapes(2_000, 5_000);
}

#[test]
#[ignore = "minutes: run with --release -- --ignored"]
fn every_language_reduces_very_deep_wide_and_long_inputs() {
    every_language_reduces_its_shapes(20_000, 100_000);
}

/// SIGTERM at a random moment of each language's wide input (planning,
/// parsing and tests), as `sigterm_at` checks.
#[test]
fn sigterm_at_a_random_moment_in_every_language_stops_within_seconds() {
    let mut random = Random(68);
    for shapes in SHAPES {
        let [_, (what, source), _] = shapes.inputs(100, 40_000);
        let moment = 100 + random.next() % 1_500;
        let outcomes = sigterm_at(shapes.file, &source, &[moment], STOP_BOUND);
        report(
            &format!("SIGTERM at {moment} ms, {}, {what}", shapes.language),
            1,
            &outcomes,
        );
    }
}
