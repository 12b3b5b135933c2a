//! The command form, `whittle FILE -- COMMAND ARGS`: the failure found on
//! the original and kept, other failures counted and kept, the test
//! script it writes, and its usage errors. With gcc and python3, which
//! CI has.

#![allow(clippy::unwrap_used)]

mod common;

use std::path::Path;
use std::process::{Command, Output};

use common::{fixture, stats, stderr, whittle};

/// gcc's error on the shipped C example once its warning is an error.
const GCC_ERROR: &str = "division by zero [-Werror=div-by-zero]";

/// The shipped C example, in a folder of its own.
fn c_example() -> (tempfile::TempDir, std::path::PathBuf, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let original = std::fs::read(fixture("c-div-zero").join("input.c")).unwrap();
    let input = dir.path().join("input.c");
    std::fs::write(&input, &original).unwrap();
    (dir, input, original)
}

fn gcc_on(file: &Path) -> Output {
    Command::new("gcc")
        .args(["-c", "-Werror=div-by-zero", "-o", "/dev/null"])
        .arg(file)
        .env("LC_ALL", "C")
        .output()
        .unwrap()
}

/// `whittle OPTIONS FILE -- gcc -c -Werror=div-by-zero -o /dev/null @@`.
fn whittle_gcc(options: &[&str], input: &Path) -> Output {
    whittle()
        .args(options)
        .arg(input)
        .args([
            "--",
            "gcc",
            "-c",
            "-Werror=div-by-zero",
            "-o",
            "/dev/null",
            "@@",
        ])
        .output()
        .unwrap()
}

#[test]
fn the_command_form_reduces_and_keeps_the_failure_found_on_the_original() {
    let (dir, input, original) = c_example();
    let stats_path = dir.path().join("stats.json");
    let output = whittle_gcc(
        &["--stats-json", stats_path.to_str().unwrap(), "-j", "2"],
        &input,
    );
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    assert!(
        message.contains("whittle: interesting: gcc exits non-zero with `error: division by zero"),
        "{message}"
    );
    let result = std::fs::read(&input).unwrap();
    assert!(
        result.len() * 10 < original.len(),
        "{}",
        String::from_utf8_lossy(&result)
    );
    // Checked by hand: gcc still stops with that error.
    let checked = gcc_on(&input);
    assert!(!checked.status.success());
    assert!(stderr(&checked).contains(GCC_ERROR), "{}", stderr(&checked));
    assert_eq!(
        std::fs::read(dir.path().join("input.c.orig")).unwrap(),
        original
    );
    let stats = stats(&stats_path);
    assert!(
        stats["signature"]
            .as_str()
            .unwrap()
            .starts_with("gcc exits non-zero with `error: division by zero"),
        "{stats}"
    );
    assert!(stats["other_failures"].is_object(), "{stats}");
    assert!(stats["tests_run"].as_u64().unwrap() > 0);
}

#[test]
fn the_same_seed_gives_the_same_result_at_any_jobs() {
    let runs: Vec<(Vec<u8>, serde_json::Value)> = ["1", "3"]
        .iter()
        .map(|jobs| {
            let (dir, input, _) = c_example();
            let stats_path = dir.path().join("stats.json");
            let output = whittle_gcc(
                &[
                    "-q",
                    "--seed",
                    "7",
                    "-j",
                    jobs,
                    "--stats-json",
                    stats_path.to_str().unwrap(),
                ],
                &input,
            );
            assert!(output.status.success(), "{}", stderr(&output));
            (std::fs::read(&input).unwrap(), stats(&stats_path))
        })
        .collect();
    assert_eq!(runs[0].0, runs[1].0);
    for field in ["tests_run", "interesting", "other_failures", "signature"] {
        assert_eq!(runs[0].1[field], runs[1].1[field], "{field}");
    }
}

/// A Python file that fails two ways: a KeyError, and once the line
/// that raises it is gone, a NameError.
const TWO_WAYS: &str = "\
import os
table = {'alpha': 1, 'beta': 2}
total = 0
for name in ['alpha', 'beta']:
    total += table[name]
print(os.sep, total)
print(table['gamma'])
print(undefined_helper(total))
";

/// The Python interpreter itself: `python3` may be a slow wrapper (a
/// pyenv shim), started on every test.
fn python3() -> String {
    let output = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .unwrap();
    String::from_utf8(output.stdout).unwrap().trim().to_owned()
}

fn python(file: &Path) -> Output {
    Command::new(python3())
        .arg(file)
        .env("LC_ALL", "C")
        .output()
        .unwrap()
}

#[test]
fn the_first_failure_is_kept_and_also_interesting_saves_the_other() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("two.py");
    std::fs::write(&input, TWO_WAYS).unwrap();
    let also = dir.path().join("also");
    let stats_path = dir.path().join("stats.json");
    let output = whittle()
        .args(["-j", "2", "--also-interesting"])
        .arg(&also)
        .arg("--stats-json")
        .arg(&stats_path)
        .arg(&input)
        .arg("--")
        .arg(python3())
        .arg("@@")
        .output()
        .unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    assert!(
        message.contains("exits non-zero with `KeyError:`"),
        "{message}"
    );
    let kept = python(&input);
    assert!(stderr(&kept).contains("KeyError"), "{}", stderr(&kept));
    // The NameError met on the way is counted and kept, smallest first.
    let stats = stats(&stats_path);
    let others = stats["other_failures"].as_object().unwrap();
    let name_errors = others
        .iter()
        .find(|(signature, _)| signature.contains("NameError: name"))
        .map(|(_, n)| n.as_u64().unwrap());
    assert!(name_errors.unwrap_or(0) >= 1, "{stats}");
    let folders: Vec<_> = std::fs::read_dir(&also).unwrap().flatten().collect();
    let name_error = folders
        .iter()
        .find(|f| {
            std::fs::read_to_string(f.path().join("signature.txt"))
                .unwrap()
                .contains("NameError")
        })
        .unwrap_or_else(|| panic!("no NameError in {}", also.display()));
    let saved = name_error.path().join("two.py");
    let other = python(&saved);
    assert!(stderr(&other).contains("NameError"), "{}", stderr(&other));
    assert!(std::fs::metadata(&saved).unwrap().len() < TWO_WAYS.len() as u64);
}

#[test]
fn the_written_test_passes_on_the_original_and_fails_on_an_empty_file() {
    let (dir, input, original) = c_example();
    let test = dir.path().join("test.sh");
    let output = whittle_gcc(&["--write-test", test.to_str().unwrap()], &input);
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    assert!(message.contains("wrote"), "{message}");
    // Nothing was reduced, and nothing is left beside the file.
    assert_eq!(std::fs::read(&input).unwrap(), original);
    let mut left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["input.c", "test.sh"]);
    let script = std::fs::read_to_string(&test).unwrap();
    assert!(script.starts_with("#!/bin/sh\n"), "{script}");
    assert!(script.contains("export LC_ALL=C"), "{script}");
    assert!(script.contains("timeout "), "{script}");
    assert!(
        script.contains("grep -qF -e 'error: division by zero"),
        "{script}"
    );
    // As whittle runs it, and as C-Vise does: no argument, the file in
    // the current folder.
    let run = |content: &[u8], with_argument: bool| {
        let scratch = tempfile::tempdir().unwrap();
        let copy = scratch.path().join("input.c");
        std::fs::write(&copy, content).unwrap();
        let mut command = Command::new(&test);
        if with_argument {
            command.arg(&copy);
        }
        command
            .current_dir(scratch.path())
            .status()
            .unwrap()
            .success()
    };
    assert!(run(&original, true));
    assert!(run(&original, false));
    assert!(!run(b"", true));
    assert!(!run(b"", false));
    assert!(!run(b"int main(void) { return 0; }\n", true));
    // The written test reduces as the command form does.
    let output = whittle().arg("-q").arg(&test).arg(&input).output().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stderr(&gcc_on(&input)).contains(GCC_ERROR));
}

#[test]
fn a_command_that_does_not_fail_on_the_original_is_explained() {
    let (dir, input, original) = c_example();
    // Without -Werror gcc only warns, and exits 0.
    let output = whittle()
        .arg(&input)
        .args(["--", "gcc", "-c", "-o", "/dev/null", "@@"])
        .output()
        .unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(
        message.contains("does not fail on the original"),
        "{message}"
    );
    assert!(message.contains("--signature"), "{message}");
    assert!(!message.contains("panicked"), "{message}");
    assert_eq!(std::fs::read(&input).unwrap(), original);
    assert!(!dir.path().join("input.c.orig").exists());
    // The warning is what --signature looks for.
    let output = whittle()
        .args(["-q", "--signature", "division by zero"])
        .arg(&input)
        .args(["--", "gcc", "-c", "-o", "/dev/null", "@@"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(std::fs::read(&input).unwrap().len() < original.len());
}

#[test]
fn bad_command_lines_are_usage_errors() {
    let (dir, input, original) = c_example();
    let cases: &[(&[&str], &str)] = &[
        (&["--", "gcc", "-c", "@@2"], "@@1"),
        (&["--", "gcc", "-c", "--in=@@@@"], "one @@ per argument"),
        (
            &["--", "no-such-tool-whittle-knows", "@@"],
            "not found in PATH",
        ),
        (&["--", "./missing-tool", "@@"], "not an executable file"),
        (
            &["--signature", "(unclosed", "--", "gcc", "@@"],
            "not a regular expression",
        ),
    ];
    for (words, expected) in cases {
        let output = whittle().arg(&input).args(*words).output().unwrap();
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{words:?}: {message}");
        assert!(message.contains(expected), "{words:?}: {message}");
        assert!(!message.contains("panicked"), "{message}");
    }
    // The command form's options without a command.
    let test = fixture("c-div-zero").join("test.sh");
    for option in [&["--write-test", "t.sh"][..], &["--any-failure"]] {
        let output = whittle()
            .args(option)
            .arg(&test)
            .arg(&input)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
        assert!(
            stderr(&output).contains("command form"),
            "{}",
            stderr(&output)
        );
    }
    // A folder, and nothing before --.
    let output = whittle()
        .arg(dir.path())
        .args(["--", "gcc", "@@"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("is a folder"),
        "{}",
        stderr(&output)
    );
    let output = whittle().args(["--", "gcc", "@@"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert_eq!(std::fs::read(&input).unwrap(), original);
}

#[test]
fn a_failure_an_empty_file_has_too_is_refused() {
    let (_dir, input, original) = c_example();
    // Any failure of `false` happens on an empty file too.
    let output = whittle()
        .arg("--any-failure")
        .arg(&input)
        .args(["--", "sh", "-c", "exit 3", "sh"])
        .output()
        .unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{message}");
    assert!(message.contains("on an empty file"), "{message}");
    assert_eq!(std::fs::read(&input).unwrap(), original);
}

/// A checker in the manner of a compiler, in sh: an error first where
/// the file has no `header`, then the error the user is after where it
/// has `wanted`; it stops with status 1 after any.
const CHECKER: &str = r#"#!/bin/sh
status=0
grep -q header "$1" || { echo "$1:1:1: error: expected a header first" >&2; status=1; }
grep -q wanted "$1" && { echo "$1:4:5: error: the wanted failure" >&2; status=1; }
exit $status
"#;

const CHECKED: &str = "header\nalpha beta\ngamma\nthe wanted line\ndelta\n";

#[test]
fn a_candidate_whose_first_error_is_another_fails_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let checker = dir.path().join("checker");
    std::fs::write(&checker, CHECKER).unwrap();
    std::fs::set_permissions(
        &checker,
        std::os::unix::fs::PermissionsExt::from_mode(0o755),
    )
    .unwrap();
    let input = dir.path().join("notes.txt");
    std::fs::write(&input, CHECKED).unwrap();
    let stats_path = dir.path().join("stats.json");
    let output = whittle()
        .args(["-j", "2", "--stats-json"])
        .arg(&stats_path)
        .arg(&input)
        .arg("--")
        .arg(&checker)
        .arg("@@")
        .output()
        .unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    assert!(
        message.contains("`error: the wanted failure` as its first error"),
        "{message}"
    );
    // Without its header the file still holds the wanted error, but
    // after another: a grep for the message would have taken it.
    let result = std::fs::read_to_string(&input).unwrap();
    let words: Vec<&str> = result.split_whitespace().collect();
    assert_eq!(words, ["header", "wanted"], "{result:?}");
    let stats = stats(&stats_path);
    let others = stats["other_failures"].as_object().unwrap();
    assert!(
        others
            .keys()
            .any(|s| s.contains("`error: expected a header first` as its first error")),
        "{stats}"
    );

    // The written test says the same: it passes on the original, fails
    // where the other error comes first, and on an empty file.
    std::fs::write(&input, CHECKED).unwrap();
    let test = dir.path().join("test.sh");
    let output = whittle()
        .arg("--write-test")
        .arg(&test)
        .arg(&input)
        .arg("--")
        .arg(&checker)
        .arg("@@")
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let script = std::fs::read_to_string(&test).unwrap();
    assert!(
        script.contains("| head -n 1 > whittle-test.line"),
        "{script}"
    );
    let run = |content: &str| {
        let scratch = tempfile::tempdir().unwrap();
        std::fs::write(scratch.path().join("notes.txt"), content).unwrap();
        Command::new("sh")
            .arg(&test)
            .current_dir(scratch.path())
            .status()
            .unwrap()
            .success()
    };
    assert!(run(CHECKED));
    assert!(run("header wanted"));
    assert!(!run("the wanted line\n"));
    assert!(!run("header\n"));
    assert!(!run(""));
}
