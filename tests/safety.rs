//! The user's file is never lost: interruptions, hanging tests, and every
//! kind of bad input.

#![allow(clippy::unwrap_used)]

mod common;

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use common::{
    is_empty_dir, passes, processes_with, reduce_ok, script, stats, stderr, whittle, work,
};

#[test]
fn a_hanging_test_is_killed_at_the_timeout() {
    let w = work("c-div-zero", "input.c");
    let scratch = tempfile::tempdir().unwrap();
    // Hangs (with a background child) on candidates without `inventory`.
    let test = script(
        w.dir.path(),
        "hangs.sh",
        &format!(
            "grep -q inventory \"$1\" || {{ sleep 4321 & sleep 4321; }}\nexec {} \"$1\"",
            w.test.display()
        ),
    );
    let start = Instant::now();
    let output = whittle()
        .args(["-q", "--timeout", "1", "-j", "2", "--tmpdir"])
        .arg(scratch.path())
        .arg(&test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(start.elapsed() < Duration::from_secs(120));
    assert!(passes(&test, &w.input));
    assert!(processes_with("sleep 4321").is_empty(), "stray processes");
    assert!(is_empty_dir(scratch.path()), "scratch directories left");
}

#[test]
fn by_default_a_candidate_may_take_ten_times_the_original() {
    let w = work("c-div-zero", "input.c");
    // Quick on the original; hangs on candidates without `inventory`, where
    // no test-side limit would stop it.
    let test = script(
        w.dir.path(),
        "hangs.sh",
        &format!(
            "grep -q inventory \"$1\" || sleep 4322\nexec {} \"$1\"",
            w.test.display()
        ),
    );
    let stats_path = w.dir.path().join("stats.json");
    let output = whittle()
        .args(["-q", "-j", "2", "--passes", "sweep", "--stats-json"])
        .arg(&stats_path)
        .arg(&test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(passes(&test, &w.input));
    let stats = stats(&stats_path);
    // Ten times the original's time, at least 2 s: far below the old 60.
    let limit = stats["timeout_seconds"].as_f64().unwrap();
    assert!((2.0..30.0).contains(&limit), "{stats}");
    assert!(stats["tests_timed_out"].as_u64().unwrap() >= 1, "{stats}");
    assert!(processes_with("sleep 4322").is_empty(), "stray processes");
}

#[test]
fn ctrl_c_leaves_a_valid_interesting_result() {
    let w = work("c-div-zero", "input.c");
    let scratch = tempfile::tempdir().unwrap();
    let slow = script(
        w.dir.path(),
        "slow.sh",
        &format!("sleep 0.3\nexec {} \"$1\"", w.test.display()),
    );
    let mut child = whittle()
        .args(["-q", "-j", "2", "--tmpdir"])
        .arg(scratch.path())
        .arg(&slow)
        .arg(&w.input)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(4));
    let interrupted = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(interrupted.success());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    assert!(passes(&w.test, &w.input), "the result is not interesting");
    let backup = w.dir.path().join("input.c.orig");
    assert_eq!(std::fs::read(backup).unwrap(), w.original);
    std::thread::sleep(Duration::from_millis(200));
    assert!(is_empty_dir(scratch.path()), "scratch directories left");
    assert!(
        processes_with(&slow.display().to_string()).is_empty(),
        "stray tests"
    );
}

/// Runs whittle expecting failure; returns its message. The input must be
/// left as it was.
fn fails(args: &[&dyn AsRef<std::ffi::OsStr>], file: Option<(&Path, &[u8])>) -> String {
    let mut command = whittle();
    for arg in args {
        command.arg(arg);
    }
    let output = command.output().unwrap();
    assert!(!output.status.success());
    let message = stderr(&output);
    assert!(!message.contains("panicked"), "{message}");
    assert!(!message.contains("RUST_BACKTRACE"), "{message}");
    if let Some((path, original)) = file {
        assert_eq!(std::fs::read(path).unwrap(), original);
        let mut backup = path.as_os_str().to_owned();
        backup.push(".orig");
        assert!(!Path::new(&backup).exists());
    }
    message
}

#[test]
fn a_missing_or_non_executable_test_is_refused() {
    let w = work("c-div-zero", "input.c");
    let missing = w.dir.path().join("nope.sh");
    let message = fails(&[&missing, &w.input], Some((&w.input, &w.original)));
    assert!(message.contains("does not exist"), "{message}");

    let plain = w.dir.path().join("plain.sh");
    std::fs::write(&plain, "#!/bin/sh\nexit 0\n").unwrap();
    let message = fails(&[&plain, &w.input], Some((&w.input, &w.original)));
    assert!(
        message.contains("not executable") && message.contains("chmod +x"),
        "{message}"
    );
}

#[test]
fn missing_empty_and_binary_files_are_refused() {
    let w = work("c-div-zero", "input.c");
    let message = fails(&[&w.test, &w.dir.path().join("none.c")], None);
    assert!(message.contains("does not exist"), "{message}");

    let empty = w.dir.path().join("empty.c");
    std::fs::write(&empty, "").unwrap();
    let message = fails(&[&w.test, &empty], Some((&empty, b"")));
    assert!(message.contains("is empty"), "{message}");

    let binary = w.dir.path().join("blob.c");
    let bytes = b"\x7fELF\x00\x00\x01int x;".to_vec();
    std::fs::write(&binary, &bytes).unwrap();
    // Not refused any more: reduced as bytes, so the test runs on it
    // (and fails there), and the file is left as it was.
    let message = fails(&[&w.test, &binary], Some((&binary, &bytes)));
    assert!(message.contains("is not text"), "{message}");
    assert!(
        message.contains("does not pass on the original"),
        "{message}"
    );
}

#[test]
fn an_unknown_language_or_a_bad_option_is_a_usage_error() {
    let w = work("c-div-zero", "input.c");
    let output = whittle()
        .args(["--lang", "cobol"])
        .arg(&w.test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("possible values"),
        "{}",
        stderr(&output)
    );

    let message = fails(
        &[&"--timeout", &"0", &w.test, &w.input],
        Some((&w.input, &w.original)),
    );
    assert!(message.contains("--timeout"), "{message}");
    let message = fails(
        &[&"--algorithm", &"probdd", &"--pma", &w.test, &w.input],
        Some((&w.input, &w.original)),
    );
    assert!(message.contains("PMA"), "{message}");
}

#[test]
fn a_grammar_folder_that_is_not_one_is_explained() {
    let w = work("c-div-zero", "input.c");
    let missing = w.dir.path().join("no-such-grammar");
    let output = whittle()
        .arg("--grammar")
        .arg(&missing)
        .arg(&w.test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("no such folder"),
        "{}",
        stderr(&output)
    );

    let empty = w.dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    let message = fails(
        &[&"--grammar", &empty, &w.test, &w.input],
        Some((&w.input, &w.original)),
    );
    assert!(message.contains("src/parser.c"), "{message}");
    assert!(message.contains("tree-sitter generate"), "{message}");
}

#[test]
fn an_unwritable_output_is_refused_before_any_test() {
    let w = work("c-div-zero", "input.c");
    let counter = w.dir.path().join("runs");
    let test = script(
        w.dir.path(),
        "count.sh",
        &format!("echo x >> {}\nexit 0", counter.display()),
    );
    let message = fails(
        &[&test, &w.input, &"-o", &"/no/such/dir/out.c"],
        Some((&w.input, &w.original)),
    );
    assert!(message.contains("cannot write"), "{message}");
    assert!(!counter.exists(), "tests ran before the output was checked");
}

#[test]
fn a_test_that_fails_on_the_original_is_explained() {
    let w = work("c-div-zero", "input.c");
    let test = script(
        w.dir.path(),
        "wrong.sh",
        "echo 'gcc: not found' >&2\nexit 3",
    );
    let message = fails(&[&test, &w.input], Some((&w.input, &w.original)));
    assert!(
        message.contains("does not pass on the original"),
        "{message}"
    );
    assert!(message.contains("exit status 3"), "{message}");
    assert!(message.contains("gcc: not found"), "{message}");
    assert!(
        message.contains("Check it by hand") && message.contains("mktemp"),
        "{message}"
    );
}

/// A test in `dir` that passes on its first run on a file that is not
/// empty, and fails on every other run.
fn passes_first_run_only(dir: &Path) -> std::path::PathBuf {
    let counter = dir.join("runs");
    script(
        dir,
        "flaky.sh",
        &format!(
            "[ -s \"$1\" ] || exit 1\necho x >> {c}\n[ $(wc -l < {c}) -eq 1 ]",
            c = counter.display()
        ),
    )
}

#[test]
fn a_flaky_test_is_called_flaky() {
    let w = work("c-div-zero", "input.c");
    let test = passes_first_run_only(w.dir.path());
    let message = fails(
        &[&"-j", &"2", &test, &w.input],
        Some((&w.input, &w.original)),
    );
    assert!(message.contains("flaky"), "{message}");
}

#[test]
fn with_one_test_at_a_time_the_final_check_catches_a_flaky_test() {
    // The original is tested at most once at `-j 1` (faults.rs counts the
    // runs).
    let w = work("c-div-zero", "input.c");
    // A test that passes on its first run only: at `-j 1` that is the
    // reduction's first candidate (so the original is not run), nothing
    // passes after it, and the final check, on that candidate, says flaky.
    let test = passes_first_run_only(w.dir.path());
    let output = whittle()
        .args(["-q", "-j", "1"])
        .arg(&test)
        .arg(&w.input)
        .output()
        .unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(message.contains("the test is flaky"), "{message}");
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
}

#[test]
fn a_test_that_accepts_anything_is_refused_unless_allowed() {
    let w = work("c-div-zero", "input.c");
    let test = script(w.dir.path(), "anything.sh", "exit 0");
    let message = fails(&[&test, &w.input], Some((&w.input, &w.original)));
    assert!(
        message.contains("empty file") && message.contains("--allow-trivial"),
        "{message}"
    );

    let output = whittle()
        .args(["-q", "--allow-trivial"])
        .arg(&test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(std::fs::read(&w.input).unwrap().len() < w.original.len() / 10);
}

fn backup_of(path: &Path) -> std::path::PathBuf {
    let mut backup = path.as_os_str().to_owned();
    backup.push(".orig");
    backup.into()
}

#[test]
fn output_naming_the_file_itself_means_in_place_with_a_backup() {
    for form in ["same", "dot", "absolute"] {
        let w = work("c-div-zero", "input.c");
        let output = match form {
            "same" => "input.c".to_owned(),
            "dot" => "./input.c".to_owned(),
            _ => w.input.display().to_string(),
        };
        let result = whittle()
            .current_dir(w.dir.path())
            .args(["-q", "-o", &output])
            .arg(&w.test)
            .arg("input.c")
            .output()
            .unwrap();
        assert!(result.status.success(), "{form}: {}", stderr(&result));
        assert_eq!(
            std::fs::read(backup_of(&w.input)).unwrap(),
            w.original,
            "{form}"
        );
        assert!(
            std::fs::read(&w.input).unwrap().len() < w.original.len(),
            "{form}"
        );
        assert!(passes(&w.test, &w.input));
    }
}

#[test]
fn output_naming_the_test_is_refused() {
    let w = work("c-div-zero", "input.c");
    let test = w.dir.path().join("test.sh");
    std::fs::copy(&w.test, &test).unwrap();
    let before = std::fs::read(&test).unwrap();
    let output = whittle()
        .args(["-q", "-o"])
        .arg(&test)
        .arg(&test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("is the test itself"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read(&test).unwrap(), before);
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
}

/// A test that stops being runnable after a few runs: made not
/// executable, deleted, or overwritten with C code.
#[test]
fn a_test_that_cannot_be_run_any_more_stops_with_an_error() {
    for breakage in ["chmod -x \"$0\"", "rm -f \"$0\"", "cp \"$1\" \"$0\""] {
        let w = work("c-div-zero", "input.c");
        let counter = w.dir.path().join("runs");
        let test = script(
            w.dir.path(),
            "breaks.sh",
            &format!(
                "echo x >> {c}\nif [ $(wc -l < {c}) -ge 12 ]; then {breakage}; fi\nexec {t} \"$1\"",
                c = counter.display(),
                t = w.test.display()
            ),
        );
        let output = whittle()
            .args(["-j", "1"])
            .arg(&test)
            .arg(&w.input)
            .output()
            .unwrap();
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{breakage}: {message}");
        assert!(message.contains("could not be run any more"), "{message}");
        assert!(message.contains("original in"), "{message}");
        assert!(!message.contains("panicked"), "{message}");
        // What is left is a valid result: interesting, and the original
        // is kept.
        assert!(passes(&w.test, &w.input), "{breakage}");
        assert_eq!(std::fs::read(backup_of(&w.input)).unwrap(), w.original);
    }
}

#[test]
fn huge_timeouts_are_no_limit_and_bad_ones_usage_errors() {
    for timeout in ["1e20", "1e19", "inf"] {
        let w = work("c-div-zero", "input.c");
        let output = whittle()
            .args(["-q", "--timeout", timeout])
            .arg(&w.test)
            .arg(&w.input)
            .output()
            .unwrap();
        assert!(output.status.success(), "{timeout}: {}", stderr(&output));
        assert!(passes(&w.test, &w.input));
    }
    let w = work("c-div-zero", "input.c");
    for timeout in ["-1", "0", "soon"] {
        let output = whittle()
            .args(["--timeout", timeout])
            .arg(&w.test)
            .arg(&w.input)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{timeout}");
        assert!(stderr(&output).contains("timeout"), "{}", stderr(&output));
        assert!(!stderr(&output).contains("panicked"));
    }
}

#[test]
fn timeouts_are_counted_and_a_large_share_is_warned_about() {
    let w = work("c-div-zero", "input.c");
    // Hangs on every candidate without the function that divides.
    let test = script(
        w.dir.path(),
        "hangs.sh",
        &format!(
            "grep -q average_quantity \"$1\" || sleep 30\nexec {} \"$1\"",
            w.test.display()
        ),
    );
    let stats_path = w.dir.path().join("stats.json");
    let trace_path = w.dir.path().join("trace.jsonl");
    let output = whittle()
        .args(["--timeout", "0.3", "-j", "2", "--stats-json"])
        .arg(&stats_path)
        .arg("--trace")
        .arg(&trace_path)
        .arg(&test)
        .arg(&w.input)
        .output()
        .unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    let stats = stats(&stats_path);
    let timed_out = stats["tests_timed_out"].as_u64().unwrap();
    assert!(timed_out >= 10, "{stats}");
    let traced = std::fs::read_to_string(&trace_path)
        .unwrap()
        .lines()
        .filter(|l| l.contains("\"timed out\""))
        .count() as u64;
    assert_eq!(traced, timed_out);
    assert!(
        message.contains(&format!("{timed_out} timed out")),
        "{message}"
    );
    assert!(message.contains("--timeout"), "{message}");
}

#[test]
fn sigterm_keeps_the_result_and_exits_143() {
    let w = work("c-div-zero", "input.c");
    let slow = script(
        w.dir.path(),
        "slow.sh",
        &format!("sleep 0.3\nexec {} \"$1\"", w.test.display()),
    );
    let mut child = whittle()
        .args(["-q", "-j", "2"])
        .arg(&slow)
        .arg(&w.input)
        .spawn()
        .unwrap();
    // Once it is reducing (its checks of the test done, the backup made),
    // however slow the machine.
    let start = Instant::now();
    while !backup_of(&w.input).exists() && start.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_secs(1));
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    assert_eq!(child.wait().unwrap().code(), Some(143));
    assert!(passes(&w.test, &w.input));
    assert_eq!(std::fs::read(backup_of(&w.input)).unwrap(), w.original);
}

#[test]
fn a_second_whittle_on_the_same_file_is_refused() {
    let w = work("c-div-zero", "input.c");
    let slow = script(
        w.dir.path(),
        "slow.sh",
        &format!("sleep 0.5\nexec {} \"$1\"", w.test.display()),
    );
    let mut first = whittle()
        .args(["-q"])
        .arg(&slow)
        .arg(&w.input)
        .spawn()
        .unwrap();
    // The first holds the lock once its lock file is there (on a loaded
    // machine that can take longer than any fixed pause).
    let lock = w.dir.path().join(".input.c.whittle-lock");
    let start = Instant::now();
    while !lock.exists() && start.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(20));
    }
    // It is locked right after it is created.
    std::thread::sleep(Duration::from_millis(100));
    let second = whittle().arg(&w.test).arg(&w.input).output().unwrap();
    assert_eq!(second.status.code(), Some(1));
    assert!(
        stderr(&second).contains("another whittle"),
        "{}",
        stderr(&second)
    );
    let _ = std::process::Command::new("kill")
        .args(["-INT", &first.id().to_string()])
        .status();
    first.wait().unwrap();
    // Stopped while checking its test: nothing was written by either.
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
    assert!(!backup_of(&w.input).exists());
    // Once it is gone, the lock is free and the lock file removed.
    assert!(!w.dir.path().join(".input.c.whittle-lock").exists());
}

#[test]
fn a_symlink_is_written_through_and_stays_a_link() {
    let w = work("c-div-zero", "input.c");
    let link = w.dir.path().join("link.c");
    std::os::unix::fs::symlink(&w.input, &link).unwrap();
    let output = whittle().arg(&w.test).arg(&link).output().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stderr(&output).contains("leads to"), "{}", stderr(&output));
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(passes(&w.test, &w.input));
    assert!(std::fs::read(&w.input).unwrap().len() < w.original.len());
    assert_eq!(std::fs::read(backup_of(&w.input)).unwrap(), w.original);
}

#[test]
fn a_read_only_file_is_refused_in_place_but_reduced_elsewhere() {
    use std::os::unix::fs::PermissionsExt;
    let w = work("c-div-zero", "input.c");
    std::fs::set_permissions(&w.input, std::fs::Permissions::from_mode(0o444)).unwrap();
    let message = fails(&[&w.test, &w.input], Some((&w.input, &w.original)));
    assert!(
        message.contains("read-only") && message.contains("-o"),
        "{message}"
    );
    let out = w.dir.path().join("small.c");
    reduce_ok(&w, &[&"-o", &out]);
    assert!(passes(&w.test, &out));
}
