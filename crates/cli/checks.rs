//! Checking the inputs, and the test itself, before reducing anything.

use std::fs::Permissions;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result, bail};
use whittle_runner::{Run, Runner, Status};
use whittle_tree::Language;

use crate::args::LangArg;

/// Whittle was stopped (Ctrl-C, SIGTERM) before it finished.
#[derive(Debug)]
pub struct Interrupted;

impl std::fmt::Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("interrupted")
    }
}

impl std::error::Error for Interrupted {}

/// The file to reduce.
#[derive(Debug)]
pub struct Input {
    pub path: PathBuf,
    pub bytes: Vec<u8>,
    pub permissions: Permissions,
    pub language: Arc<Language>,
}

/// The test must be an executable file; returns its absolute path (tests
/// run in scratch directories).
pub fn test_program(path: &Path) -> Result<PathBuf> {
    let metadata = std::fs::metadata(path).map_err(|_| {
        anyhow::anyhow!(
            "the test {} does not exist; give the path of a script that exits 0 while the failure reproduces",
            path.display()
        )
    })?;
    if metadata.is_dir() {
        bail!(
            "the test {} is a directory; give the path of an executable script",
            path.display()
        );
    }
    if metadata.permissions().mode() & 0o111 == 0 {
        bail!(
            "the test {} is not executable; make it so with: chmod +x {}",
            path.display(),
            quote(path)
        );
    }
    std::fs::canonicalize(path).with_context(|| format!("cannot resolve {}", path.display()))
}

/// Reads the file to reduce, refusing what cannot be reduced.
pub fn input_file(path: &Path, lang: Option<LangArg>) -> Result<Input> {
    let metadata = std::fs::metadata(path)
        .map_err(|_| anyhow::anyhow!("the file {} does not exist", path.display()))?;
    if metadata.is_dir() {
        bail!("{} is a directory; give the file to reduce", path.display());
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    if bytes.is_empty() {
        bail!("{} is empty: there is nothing to reduce", path.display());
    }
    if bytes.iter().take(1 << 16).any(|&b| b == 0) {
        bail!(
            "{} looks binary (it contains NUL bytes); whittle reduces C and XML source text",
            path.display()
        );
    }
    let language = match lang {
        Some(LangArg::C) => Language::c(),
        Some(LangArg::Xml) => Language::xml(),
        None => Language::detect(path, &bytes),
    };
    Ok(Input {
        path: path.to_path_buf(),
        bytes,
        permissions: metadata.permissions(),
        language,
    })
}

/// Runs the test on the original (twice: it must pass both times) and on
/// an empty file (it must fail, unless `allow_trivial`).
pub fn check_test(runner: &Runner, input: &Input, allow_trivial: bool) -> Result<()> {
    let never = AtomicBool::new(false);
    let first = runner.run(&input.bytes, &never);
    interrupted(&first)?;
    if !first.is_interesting() {
        bail!("{}", not_interesting(runner, input, &first));
    }
    let second = runner.run(&input.bytes, &never);
    interrupted(&second)?;
    if !second.is_interesting() {
        bail!(
            "the test is flaky: it passed on the original, then failed on the same file ({}). \
             whittle needs a test that always gives the same answer for the same file; \
             make it deterministic (fixed seeds, no timing, generous internal timeouts)",
            describe(&second.status, runner)
        );
    }
    if !allow_trivial {
        let empty = runner.run(b"", &never);
        interrupted(&empty)?;
        if empty.is_interesting() {
            bail!(
                "the test also passes on an empty file, so whittle would reduce {} to nothing. \
                 Make the test check for the failure itself (match its message, as C-Reduce tests \
                 do), or pass --allow-trivial to reduce anyway",
                input.path.display()
            );
        }
    }
    Ok(())
}

fn interrupted(run: &Run) -> Result<()> {
    if run.status == Status::Cancelled {
        return Err(Interrupted.into());
    }
    Ok(())
}

fn describe(status: &Status, runner: &Runner) -> String {
    match status {
        Status::Exited(code) => format!("exit status {code}"),
        Status::Signaled(signal) => format!("killed by signal {signal}"),
        Status::TimedOut => format!(
            "still running after the {} s timeout; raise it with --timeout",
            runner.command().timeout.as_secs_f64()
        ),
        Status::Cancelled => "cancelled".to_owned(),
        Status::SpawnFailed(e) => {
            format!("it could not be started: {e} (does it start with a #! line, like #!/bin/sh?)")
        }
    }
}

/// The message for a test that does not pass on the original, with a
/// recipe to check it by hand.
fn not_interesting(runner: &Runner, input: &Input, run: &Run) -> String {
    let name = PathBuf::from(&runner.command().file_name);
    let mut message = format!(
        "the test does not pass on the original file ({}).\n",
        describe(&run.status, runner)
    );
    let tail: Vec<&str> = run.stderr_tail.lines().collect();
    if !tail.is_empty() {
        message.push_str("Its standard error ended with:\n");
        for line in &tail[tail.len().saturating_sub(15)..] {
            message.push_str("  | ");
            message.push_str(line);
            message.push('\n');
        }
    }
    let file = std::fs::canonicalize(&input.path).unwrap_or_else(|_| input.path.clone());
    message.push_str(&format!(
        "Check it by hand, the way whittle runs it:\n  \
         d=$(mktemp -d) && cp {file} \"$d\"/{name} && (cd \"$d\" && {test} \"$d\"/{name}); echo \"exit status $?\"\n\
         The test must exit 0 on the original file; fix it and run whittle again.",
        file = quote(&file),
        name = quote(&name),
        test = quote(&runner.command().program),
    ));
    message
}

/// A path quoted for a POSIX shell.
pub fn quote(path: &Path) -> String {
    let text = path.to_string_lossy();
    if text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+,:@%".contains(c))
    {
        text.into_owned()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}
