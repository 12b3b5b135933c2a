//! Checking the inputs, and the test itself, before reducing anything.

use std::borrow::Cow;
use std::ffi::OsString;
use std::fs::Permissions;
use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result, bail};
use whittle_runner::{Encoding, Run, Runner, Status, TestCommand};
use whittle_tree::{DetectionReason, Language};

use crate::args::Timeout;
use crate::errors::{Interrupted, usage};
use crate::output::same_file;

/// A file to reduce.
#[derive(Debug)]
pub struct Input {
    /// The path as given.
    pub path: PathBuf,
    /// The file itself, through symbolic links: where an in-place result
    /// goes.
    pub real: PathBuf,
    /// Its name in the scratch directory.
    pub name: OsString,
    /// Its contents, as UTF-8 where the file is in UTF-16 or UTF-32.
    pub bytes: Vec<u8>,
    /// How the file is written: each candidate, result and backup.
    pub encoding: Encoding,
    pub permissions: Permissions,
    pub language: Arc<Language>,
    /// Whether it is reduced (a folder's empty files are not).
    pub reduce: bool,
}

impl Input {
    /// The file as it was given, byte for byte.
    pub fn original(&self) -> Cow<'_, [u8]> {
        self.encoding.encode(&self.bytes)
    }

    /// Whether the file is executable (a script a folder's Makefile
    /// runs): its copies for the test are too.
    pub fn is_executable(&self) -> bool {
        self.permissions.mode() & 0o111 != 0
    }
}

/// A file's text as whittle reduces it, and how it is written: one with
/// a UTF-16 or UTF-32 byte order mark is decoded to UTF-8 (unless it is
/// reduced as bytes), any other is as it is. The decoding goes to
/// `notes`.
pub fn decoded(
    path: &Path,
    bytes: Vec<u8>,
    as_bytes: bool,
    notes: &mut Vec<String>,
) -> (Vec<u8>, Encoding) {
    match Encoding::decode(&bytes).filter(|_| !as_bytes) {
        Some((encoding, text)) => {
            let name = encoding.name().unwrap_or_default();
            notes.push(format!(
                "{} is {name} text: it is reduced as UTF-8 and every file written from it \
                 (each candidate, the result) is {name} again, with its byte order mark",
                path.display()
            ));
            (text, encoding)
        }
        None => (bytes, Encoding::AsIs),
    }
}

/// The start of a file, enough to see its first line.
fn head(path: &Path) -> Vec<u8> {
    let mut bytes = Vec::new();
    if let Ok(file) = std::fs::File::open(path) {
        let _ = file.take(512).read_to_end(&mut bytes);
    }
    bytes
}

/// Whether a file starts like a script or a program.
fn is_runnable(start: &[u8]) -> bool {
    start.starts_with(b"#!") || start.starts_with(b"\x7fELF")
}

/// The test must be an executable program; returns its absolute path
/// (tests run in scratch directories). `files` are the files to reduce,
/// to notice arguments given the wrong way round.
pub fn test_program(path: &Path, files: &[PathBuf]) -> Result<PathBuf> {
    let start = head(path);
    if let [file] = files
        && is_runnable(&head(file))
        && !is_runnable(&start)
    {
        return Err(usage(format!(
            "the arguments seem to be the wrong way round: {} looks like a test script and {} \
             like the file to reduce. whittle takes the test first: whittle {} {}",
            file.display(),
            path.display(),
            quote(file),
            quote(path)
        )));
    }
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
    check_interpreter(path, &start)?;
    std::fs::canonicalize(path).with_context(|| format!("cannot resolve {}", path.display()))
}

/// A script needs a `#!` line naming an interpreter that exists; a shell
/// runs a script without one, but whittle starts the test directly.
fn check_interpreter(path: &Path, start: &[u8]) -> Result<()> {
    if start.starts_with(b"\x7fELF") {
        return Ok(());
    }
    let Some(line) = start.strip_prefix(b"#!") else {
        bail!(
            "the test {} has no #! line, so it cannot be started as a program (a shell would run \
             it as a script, whittle does not). Add one as its first line, for example #!/bin/sh",
            path.display()
        );
    };
    let line = line.split(|&b| b == b'\n').next().unwrap_or_default();
    if line.ends_with(b"\r") {
        bail!(
            "the #! line of the test {} ends in a carriage return (Windows line ends), so the \
             system looks for an interpreter whose name ends in \\r. Convert the file with: \
             sed -i 's/\\r$//' {}",
            path.display(),
            quote(path)
        );
    }
    let text = String::from_utf8_lossy(line);
    if let Some(interpreter) = text.split_whitespace().next()
        && interpreter.starts_with('/')
        && !Path::new(interpreter).exists()
    {
        bail!(
            "the #! line of the test {} names {interpreter}, which does not exist on this machine",
            path.display()
        );
    }
    Ok(())
}

/// The language of the grammar folder `dir` (`--grammar`), built or taken
/// from the cache.
pub fn grammar(dir: &Path) -> Result<Arc<Language>> {
    if !dir.is_dir() {
        return Err(usage(format!(
            "--grammar {}: no such folder; give the folder of a tree-sitter grammar (with \
             src/parser.c and src/grammar.json)",
            dir.display()
        )));
    }
    let cache = whittle_loader::default_cache_dir().context(
        "no folder to cache built grammars in: set WHITTLE_CACHE_DIR (or HOME) to a writable folder",
    )?;
    let language = whittle_loader::load(dir, &cache).context("--grammar")?;
    whittle_passes::check_language(&language).context("--grammar")?;
    Ok(Arc::new(language))
}

/// Reads a file to reduce, refusing what cannot be reduced, and chooses
/// its language. What the user should know (how the language was chosen,
/// a link followed) goes to `notes`.
pub fn input_file(
    path: &Path,
    chosen: Option<&Arc<Language>>,
    notes: &mut Vec<String>,
) -> Result<Input> {
    let metadata = std::fs::metadata(path)
        .map_err(|_| anyhow::anyhow!("the file {} does not exist", path.display()))?;
    if metadata.is_dir() {
        bail!("{} is a directory; give the file to reduce", path.display());
    }
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    if bytes.is_empty() {
        bail!("{} is empty: there is nothing to reduce", path.display());
    }
    let as_bytes = chosen.is_some_and(|l| l.name() == "bytes");
    let (bytes, encoding) = decoded(path, bytes, as_bytes, notes);
    if bytes.is_empty() {
        bail!(
            "{} holds only a byte order mark: there is nothing to reduce",
            path.display()
        );
    }
    let real = std::fs::canonicalize(path)
        .with_context(|| format!("cannot resolve {}", path.display()))?;
    let choose = format!("choose another with --lang {}", Language::names().join("|"));
    let language = match chosen {
        Some(language) => language.clone(),
        None => {
            let detection = Language::detect_why(path, &bytes);
            let name = detection.language.name().to_owned();
            match detection.reason {
                _ if name == "bytes" => notes.push(format!(
                    "{} is not text (it contains NUL bytes), so it is reduced as bytes: \
                     blocks, then single bytes, every other byte kept as it is; {choose}",
                    path.display()
                )),
                DetectionReason::Extension => {}
                DetectionReason::Content => notes.push(format!(
                    "{}: no extension whittle knows, so it is reduced as {name}, from its \
                     content; {choose}",
                    path.display()
                )),
                DetectionReason::ContentOverExtension(named) => notes.push(format!(
                    "{}: its extension says {named} but it holds {name}, so it is reduced as \
                     {name}; {choose}",
                    path.display()
                )),
            }
            detection.language
        }
    };
    let name = path
        .file_name()
        .context("the file to reduce has no name")?
        .to_owned();
    Ok(Input {
        path: path.to_path_buf(),
        real,
        name,
        bytes,
        encoding,
        permissions: metadata.permissions(),
        language,
        reduce: true,
    })
}

/// Where each file's result goes: `-o` (a file, or with several files a
/// folder), else the file itself, which must then be writable. `-o`
/// naming a file to reduce means in place; naming the test is refused.
pub fn result_paths(
    output: Option<&Path>,
    inputs: &[Input],
    test: &Path,
    notes: &mut Vec<String>,
) -> Result<Vec<(PathBuf, bool)>> {
    for (i, a) in inputs.iter().enumerate() {
        if same_file(&a.path, test) {
            return Err(usage(format!(
                "{} is the test itself; give the test first and then the file to reduce",
                a.path.display()
            )));
        }
        for b in &inputs[i + 1..] {
            if same_file(&a.path, &b.path) {
                return Err(usage(format!(
                    "{} and {} are the same file; give each file once",
                    a.path.display(),
                    b.path.display()
                )));
            }
            if a.name == b.name {
                return Err(usage(format!(
                    "{} and {} have the same name, and the test sees every file under its own \
                     name in one folder; rename one of them",
                    a.path.display(),
                    b.path.display()
                )));
            }
        }
    }
    let outputs: Vec<Option<PathBuf>> = match (output, inputs) {
        (None, _) => vec![None; inputs.len()],
        (Some(path), [_]) => vec![Some(path.to_path_buf())],
        (Some(dir), _) if dir.is_dir() => inputs.iter().map(|i| Some(dir.join(&i.name))).collect(),
        (Some(dir), _) => {
            return Err(usage(format!(
                "with several files, --output must be an existing folder to put the results in; \
                 {} is not one",
                dir.display()
            )));
        }
    };
    let mut paths = Vec::with_capacity(inputs.len());
    for (input, output) in inputs.iter().zip(outputs) {
        let output = output.filter(|o| {
            // `-o FILE` on FILE itself: in place, with a backup.
            !same_file(o, &input.path)
        });
        if let Some(output) = &output {
            if same_file(output, test) {
                return Err(usage(format!(
                    "the output {} is the test itself: writing the result there would replace \
                     the test. Give another path to --output",
                    output.display()
                )));
            }
            if let Some(other) = inputs.iter().find(|i| same_file(output, &i.path)) {
                return Err(usage(format!(
                    "the output {} is {}, another file being reduced; give another path to \
                     --output",
                    output.display(),
                    other.path.display()
                )));
            }
            paths.push((output.clone(), false));
            continue;
        }
        if input.permissions.readonly() {
            bail!(
                "{} is read-only, and whittle would replace it with the result. Make it \
                 writable (chmod u+w {}) or write the result elsewhere with -o PATH",
                input.path.display(),
                quote(&input.path)
            );
        }
        if input.real != std::path::absolute(&input.path).unwrap_or_default() {
            notes.push(format!(
                "{} leads to {}: the result replaces that file, and the link stays",
                input.path.display(),
                input.real.display()
            ));
        }
        paths.push((input.real.clone(), true));
    }
    Ok(paths)
}

/// Runs the test on the originals (it must pass), twice where `jobs`
/// allows two tests at a time, both at once, as the reduction will run
/// them (it must pass both times, or it is flaky). With one test at a
/// time a second run would cost a whole test of the largest file, often
/// the slowest of the reduction, before any progress; there the final
/// check (see `Session::check_result`) is what catches a flaky test.
/// Then sets the limit for candidates from the slower run (see
/// [`Timeout::for_candidates`]), and runs the test on empty files (see
/// [`check_trivial`]).
pub fn check_test(
    runner: &mut Runner,
    timeout: Timeout,
    inputs: &[Input],
    allow_trivial: bool,
    jobs: usize,
) -> Result<()> {
    let never = AtomicBool::new(false);
    let originals: Vec<Arc<[u8]>> = inputs.iter().map(|i| Arc::from(&i.bytes[..])).collect();
    let (first, second) = if jobs >= 2 {
        let shared: &Runner = runner;
        std::thread::scope(|scope| {
            let other = scope.spawn(|| shared.run(&originals, &never));
            let first = shared.run(&originals, &never);
            (first, other.join().ok())
        })
    } else {
        (runner.run(&originals, &never), None)
    };
    interrupted(runner, &first)?;
    if !first.is_interesting() {
        bail!(
            "{}",
            not_interesting(runner.command(), runner.timeout(), inputs, &first)
        );
    }
    let mut slowest = first.seconds;
    if let Some(second) = second {
        interrupted(runner, &second)?;
        if !second.is_interesting() {
            bail!(
                "the test is flaky: it passed on the original, then failed on the same file ({}). \
                 whittle needs a test that always gives the same answer for the same file; \
                 make it deterministic (fixed seeds, no timing, generous internal timeouts)",
                describe(&second.status, runner.timeout())
            );
        }
        slowest = slowest.max(second.seconds);
    }
    runner.set_timeout(timeout.for_candidates(slowest));
    check_trivial(runner, inputs, allow_trivial)
}

/// Runs the test on empty files under the runner's limit: it must fail,
/// unless `allow_trivial`, or the reduction would end in nothing.
pub fn check_trivial(runner: &Runner, inputs: &[Input], allow_trivial: bool) -> Result<()> {
    if allow_trivial {
        return Ok(());
    }
    let empty: Vec<Arc<[u8]>> = inputs.iter().map(|_| Arc::from(&b""[..])).collect();
    let run = runner.run(&empty, &AtomicBool::new(false));
    interrupted(runner, &run)?;
    if run.is_interesting() {
        let names: Vec<String> = inputs
            .iter()
            .map(|i| i.path.display().to_string())
            .collect();
        bail!(
            "the test also passes on an empty file, so whittle would reduce {} to nothing. \
             Make the test check for the failure itself (match its message, as C-Reduce tests \
             do), or pass --allow-trivial to reduce anyway",
            names.join(" and ")
        );
    }
    Ok(())
}

fn interrupted(runner: &Runner, run: &Run) -> Result<()> {
    if run.status == Status::Cancelled || runner.is_stopping() {
        return Err(Interrupted.into());
    }
    Ok(())
}

/// How a run ended, in words; `limit` is the time limit it ran under.
pub fn describe(status: &Status, limit: Option<Duration>) -> String {
    match status {
        Status::Exited(code) => format!("exit status {code}"),
        Status::Signaled(signal) => format!("killed by signal {signal}"),
        Status::TimedOut => format!(
            "still running after the {} s timeout; raise it with --timeout",
            limit.map_or(f64::INFINITY, |t| t.as_secs_f64())
        ),
        Status::Cancelled => "cancelled".to_owned(),
        Status::SpawnFailed(e) => format!("it could not be started: {e}"),
    }
}

/// The message for a test that does not pass on the original (run
/// under `limit`), with a recipe to check it by hand.
pub fn not_interesting(
    command: &TestCommand,
    limit: Option<Duration>,
    inputs: &[Input],
    run: &Run,
) -> String {
    let mut message = format!(
        "the test does not pass on the original file ({}).\n",
        describe(&run.status, limit)
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
    let copies: Vec<String> = inputs
        .iter()
        .map(|i| format!("cp {} \"$d\"/{}", quote(&i.real), quote(Path::new(&i.name))))
        .collect();
    let arguments: Vec<String> = inputs
        .iter()
        .map(|i| format!("\"$d\"/{}", quote(Path::new(&i.name))))
        .collect();
    message.push_str(&format!(
        "Check it by hand, the way whittle runs it:\n  \
         d=$(mktemp -d) && {copies} && (cd \"$d\" && {test} {arguments}); echo \"exit status $?\"\n\
         The test must exit 0 on the original file; fix it and run whittle again.",
        copies = copies.join(" && "),
        test = quote(&command.program),
        arguments = arguments.join(" "),
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

/// The paths options name, checked before the first test so that a run
/// does not end in an error about one of them; each message names the
/// option and what to give instead.
pub fn option_paths(
    save_failures: Option<&Path>,
    written: &[(&str, Option<&Path>)],
    tmpdir: Option<&Path>,
) -> Result<()> {
    if let Some(dir) = save_failures
        && dir.exists()
        && !dir.is_dir()
    {
        return Err(usage(format!(
            "--save-failures {}: that is a file, not a folder; give a folder (it is created if \
             missing) to keep the failing tests' scratch folders in",
            quote(dir)
        )));
    }
    for &(option, path) in written {
        let Some(path) = path else { continue };
        if path.is_dir() {
            return Err(usage(format!(
                "{option} {}: that is a folder; give the path of a file to write",
                quote(path)
            )));
        }
        let folder = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        if !folder.is_dir() {
            return Err(usage(format!(
                "{option} {}: the folder {} does not exist; create it or give another path",
                quote(path),
                quote(folder)
            )));
        }
    }
    if let Some(dir) = tmpdir
        && !dir.is_dir()
    {
        return Err(usage(format!(
            "--tmpdir {}: no such folder; give an existing folder for the scratch directories",
            quote(dir)
        )));
    }
    Ok(())
}
