//! The user's file is never lost: interruptions, hanging tests, and every
//! kind of bad input.

#![allow(clippy::unwrap_used)]

mod common;

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use common::{is_empty_dir, passes, processes_with, script, stderr, whittle, work};

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
    let message = fails(&[&w.test, &binary], Some((&binary, &bytes)));
    assert!(message.contains("binary"), "{message}");
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

#[test]
fn a_flaky_test_is_called_flaky() {
    let w = work("c-div-zero", "input.c");
    let counter = w.dir.path().join("runs");
    let test = script(
        w.dir.path(),
        "flaky.sh",
        &format!(
            "echo x >> {c}\n[ $(wc -l < {c}) -eq 1 ]",
            c = counter.display()
        ),
    );
    let message = fails(&[&test, &w.input], Some((&w.input, &w.original)));
    assert!(message.contains("flaky"), "{message}");
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
