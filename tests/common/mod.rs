//! Helpers for running the built `whittle` binary in temporary directories.

#![allow(dead_code, clippy::unwrap_used)]

use std::ffi::OsStr;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A shipped example: `tests/fixtures/<name>`.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

pub fn whittle() -> Command {
    Command::new(env!("CARGO_BIN_EXE_whittle"))
}

/// A temporary directory holding a copy of a fixture's input.
pub struct Work {
    pub dir: tempfile::TempDir,
    pub input: PathBuf,
    pub test: PathBuf,
    pub original: Vec<u8>,
}

pub fn work(fixture_name: &str, input_name: &str) -> Work {
    let dir = tempfile::tempdir().unwrap();
    let original = std::fs::read(fixture(fixture_name).join(input_name)).unwrap();
    let input = dir.path().join(input_name);
    std::fs::write(&input, &original).unwrap();
    Work {
        test: fixture(fixture_name).join("test.sh"),
        dir,
        input,
        original,
    }
}

/// Runs `whittle -q OPTIONS TEST FILE` on a work folder's copy, with its
/// grammar cache inside the folder, and expects success.
pub fn reduce_ok(w: &Work, options: &[&dyn AsRef<OsStr>]) -> Output {
    let mut command = whittle();
    command
        .env("WHITTLE_CACHE_DIR", w.dir.path().join("cache"))
        .arg("-q");
    for option in options {
        command.arg(option);
    }
    let output = command.arg(&w.test).arg(&w.input).output().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    output
}

/// Writes an executable shell script.
pub fn script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// The object `--stats-json` wrote to `path`.
pub fn stats(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Runs `test` on `file` the way whittle does: in a scratch directory.
pub fn passes(test: &Path, file: &Path) -> bool {
    let scratch = tempfile::tempdir().unwrap();
    let copy = scratch.path().join(file.file_name().unwrap());
    std::fs::copy(file, &copy).unwrap();
    Command::new(test)
        .arg(&copy)
        .current_dir(scratch.path())
        .status()
        .unwrap()
        .success()
}

/// Processes whose command line contains `marker`.
pub fn processes_with(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let cmdline = entry.path().join("cmdline");
        if let Ok(bytes) = std::fs::read(&cmdline) {
            let text = String::from_utf8_lossy(&bytes).replace('\0', " ");
            if text.contains(marker) {
                found.push(text);
            }
        }
    }
    found
}

pub fn is_empty_dir(dir: &Path) -> bool {
    std::fs::read_dir(dir).unwrap().next().is_none()
}
