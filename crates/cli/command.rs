//! The command form, `whittle FILE... -- COMMAND ARGS`: no test script;
//! the command's failure on the original is found (its signature, see
//! whittle-signature) and a candidate is interesting while the command
//! fails the same way. Runs as a test script would (scratch directory,
//! timeout, process handling), with `LC_ALL=C` so that messages read the
//! same everywhere and in the script `--write-test` writes.

use std::collections::{BTreeMap, HashMap};
use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use whittle_runner::{Argument, Encoding, Execute, Files, Heard, Run, Runner, Status, TestCommand};
use whittle_signature::{End, Judge, NoFailure, Output, Signature, Verdict};

use crate::args::{Args, Timeout};
use crate::checks::{Input, describe, quote};
use crate::errors::{Interrupted, usage};
use crate::output::Destination;

/// The variables every run of the command gets: C-Reduce's `LC_ALL=C`,
/// so that a compiler quotes with `'`, not `‘’`, and the messages the
/// signature is read from do not depend on the user's locale.
pub fn environment() -> Vec<(OsString, OsString)> {
    vec![("LC_ALL".into(), "C".into())]
}

/// A command line given after `--`.
#[derive(Clone, Debug)]
pub struct CommandLine {
    /// The program, found as a shell would find it (an absolute path).
    pub program: PathBuf,
    /// The words as given, for messages and the written test.
    pub words: Vec<OsString>,
    /// The arguments, with the candidates' paths in their places.
    pub arguments: Vec<Argument>,
}

impl CommandLine {
    /// The command line from the words after `--`, for `files` files:
    /// `@@` is every file's path (one argument each), `@@N` the Nth's,
    /// also inside a word (`--in=@@1`); without any, the paths go last.
    pub fn parse(words: &[OsString], files: usize) -> Result<CommandLine> {
        let Some((program, rest)) = words.split_first() else {
            return Err(usage(
                "nothing after --: give the command that fails on the file, for example \
                 whittle input.c -- gcc -O2 -c @@",
            ));
        };
        let program = find_program(program)?;
        let mut arguments = Vec::new();
        let mut placed = false;
        for word in rest {
            let bytes = word.as_bytes();
            let Some(at) = find(bytes, b"@@") else {
                arguments.push(Argument::Text(word.clone()));
                continue;
            };
            placed = true;
            let digits = bytes[at + 2..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count();
            let before = OsStr::from_bytes(&bytes[..at]).to_owned();
            let after = OsStr::from_bytes(&bytes[at + 2 + digits..]).to_owned();
            if find(&bytes[at + 2 + digits..], b"@@").is_some() {
                return Err(usage(format!(
                    "{}: one @@ per argument; give each path an argument of its own",
                    word.to_string_lossy()
                )));
            }
            let file = match std::str::from_utf8(&bytes[at + 2..at + 2 + digits]) {
                Ok("") => None,
                Ok(n) => n.parse::<usize>().ok(),
                Err(_) => None,
            };
            match file {
                None if digits == 0 => {
                    if files > 1 && !(before.is_empty() && after.is_empty()) {
                        return Err(usage(format!(
                            "{}: with {files} files, @@ inside an argument would stand for \
                             several paths; name one with @@1 to @@{files}",
                            word.to_string_lossy()
                        )));
                    }
                    for file in 0..files {
                        arguments.push(Argument::Path {
                            file,
                            before: before.clone(),
                            after: after.clone(),
                        });
                    }
                }
                Some(n) if (1..=files).contains(&n) => arguments.push(Argument::Path {
                    file: n - 1,
                    before,
                    after,
                }),
                _ => {
                    return Err(usage(format!(
                        "{}: there {} {files} file{} to reduce, so the paths are @@1 to @@{files} \
                         (or @@ for all of them)",
                        word.to_string_lossy(),
                        if files == 1 { "is" } else { "are" },
                        if files == 1 { "" } else { "s" },
                    )));
                }
            }
        }
        if !placed {
            arguments.extend((0..files).map(|file| Argument::Path {
                file,
                before: OsString::new(),
                after: OsString::new(),
            }));
        }
        Ok(CommandLine {
            program,
            words: words.to_vec(),
            arguments,
        })
    }

    /// The tool's name, as messages call it (`gcc-12`).
    pub fn tool(&self) -> String {
        let first = self.words.first().map(PathBuf::from).unwrap_or_default();
        first.file_name().map_or_else(
            || first.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }

    /// The command line as a shell would read it, with `files` for the
    /// candidates' paths.
    fn shell_words(&self, files: &[String], program: &str) -> String {
        let mut words = vec![program.to_owned()];
        for argument in &self.arguments {
            words.push(match argument {
                Argument::Text(text) => quote(Path::new(text)),
                Argument::Path {
                    file,
                    before,
                    after,
                } => format!(
                    "{}{}{}",
                    quote_part(before),
                    files.get(*file).map_or("", String::as_str),
                    quote_part(after)
                ),
            });
        }
        words.join(" ")
    }

    /// The command line for messages, with the files' names in place.
    pub fn display(&self, inputs: &[Input]) -> String {
        let names: Vec<String> = inputs.iter().map(|i| quote(Path::new(&i.name))).collect();
        self.shell_words(&names, &quote(Path::new(&self.words[0])))
    }
}

/// Text around a path in one shell word: quoted where it needs it.
fn quote_part(text: &OsStr) -> String {
    if text.is_empty() {
        String::new()
    } else {
        quote(Path::new(text))
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The program's absolute path: a name with a `/` from the current
/// folder (the command runs in a scratch directory), else the first
/// executable of that name in `PATH`.
fn find_program(program: &OsStr) -> Result<PathBuf> {
    let path = Path::new(program);
    let executable = |p: &Path| {
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    if program.as_bytes().contains(&b'/') {
        let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        if !executable(&absolute) {
            return Err(usage(format!(
                "the command {} is not an executable file; give the path of the program that \
                 fails (or its name, to find it in PATH)",
                path.display()
            )));
        }
        return Ok(absolute);
    }
    let paths = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&paths)
        .map(|dir| dir.join(path))
        .find(|p| executable(p))
        .map(|p| std::path::absolute(&p).unwrap_or(p))
        .ok_or_else(|| {
            usage(format!(
                "the command {} is not found in PATH; install it, or give its path",
                path.display()
            ))
        })
}

/// The options of the command form, refused without a command.
pub fn check_options(args: &Args) -> Result<()> {
    if !args.command.is_empty() {
        return Ok(());
    }
    let given = [
        ("--signature", args.signature.is_some()),
        ("--any-failure", args.any_failure),
        ("--also-interesting", args.also_interesting.is_some()),
        ("--write-test", args.write_test.is_some()),
    ];
    if args.also_interesting.is_some() {
        return Err(usage(
            "--also-interesting DIR is for the command form, where whittle knows how each \
             candidate failed: give the command after the files and --, as in whittle \
             --also-interesting DIR input.c -- gcc -c @@ (C-Vise's --also-interesting takes an \
             exit status of the test; a test of whittle's says only interesting or not)",
        ));
    }
    if let Some((option, _)) = given.iter().find(|(_, given)| *given) {
        return Err(usage(format!(
            "{option} is for the command form: give the command after the files and --, as in \
             whittle {option} ... input.c -- gcc -c @@ (a test script judges by itself)"
        )));
    }
    Ok(())
}

/// A run as the reduction sees it: what the command did, and whether
/// that is interesting.
struct Judged {
    heard: Heard,
    verdict: Verdict,
}

/// The command as the pool runs it: each run judged by its output;
/// interesting reads as exit status 0, anything else as 1, as from the
/// test script `--write-test` writes. How a candidate that is not
/// interesting failed is kept for the [`SlipWatch`].
#[derive(Debug)]
pub struct CommandTest {
    runner: Runner,
    judge: Judge,
    /// How each run that failed otherwise failed, by the files' hash,
    /// until the reduction asks (see [`CommandTest::slip`]).
    slipped: Mutex<HashMap<u128, Signature>>,
}

impl CommandTest {
    fn judge_run(&self, heard: Heard) -> Judged {
        let end = match heard.run.status {
            Status::Exited(code) => End::Exited(code),
            Status::Signaled(signal) => End::Signaled(signal),
            _ => {
                return Judged {
                    heard,
                    verdict: Verdict::Passed,
                };
            }
        };
        let verdict = self.judge.judge(&Output {
            end,
            stdout: &heard.stdout,
            stderr: &heard.stderr,
        });
        Judged { heard, verdict }
    }

    fn as_run(&self, files: &Files, judged: Judged) -> Run {
        let mut run = judged.heard.run;
        if matches!(run.status, Status::Exited(_) | Status::Signaled(_)) {
            run.status = Status::Exited(i32::from(judged.verdict != Verdict::Interesting));
        }
        if let Verdict::Slipped(signature) = judged.verdict
            && let Ok(mut slipped) = self.slipped.lock()
        {
            slipped.insert(files.hash, signature);
        }
        run
    }

    /// How the run of these files failed, if it failed otherwise
    /// (forgotten once told).
    fn slip(&self, hash: u128) -> Option<Signature> {
        self.slipped.lock().ok()?.remove(&hash)
    }
}

impl Execute for CommandTest {
    fn execute(&self, files: &Files, cancel: &AtomicBool) -> Run {
        let judged = self.judge_run(self.runner.run_heard(&files.contents, cancel));
        self.as_run(files, judged)
    }

    fn is_stopping(&self) -> bool {
        self.runner.is_stopping()
    }

    fn processes_ended(&self) -> u64 {
        self.runner.processes_ended()
    }

    fn settle(&self) {
        self.runner.settle();
    }

    fn check(&self, files: &Files) -> Run {
        let judged = self.judge_run(
            self.runner
                .run_heard(&files.contents, &AtomicBool::new(false)),
        );
        let tail = tail_text(&judged.heard.stderr);
        let mut run = self.as_run(files, judged);
        run.stderr_tail = tail;
        run
    }

    fn set_timeout(&self, limit: Option<Duration>) {
        self.runner.set_timeout(limit);
    }

    fn timeout(&self) -> Option<Duration> {
        self.runner.timeout()
    }
}

/// What a heard run did, as the classifier reads it.
fn output(heard: &Heard, end: End) -> Output<'_> {
    Output {
        end,
        stdout: &heard.stdout,
        stderr: &heard.stderr,
    }
}

/// The last lines of what a run wrote, for a message.
fn tail_text(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(15)..].join("\n")
}

/// A message's quote of what a run wrote: its last lines, each behind
/// `  | `.
fn quoted_output(heard: &Heard) -> String {
    let mut tail = tail_text(&heard.stderr);
    if tail.trim().is_empty() {
        tail = tail_text(&heard.stdout);
    }
    if tail.trim().is_empty() {
        return "It printed nothing.".to_owned();
    }
    let mut text = "Its output ended with:".to_owned();
    for line in tail.lines() {
        text.push_str("\n  | ");
        text.push_str(line);
    }
    text
}

/// What the command form found before reducing.
pub struct Prepared {
    pub test: Arc<CommandTest>,
    /// The interesting failure, in words (for the statistics).
    pub signature: String,
}

/// Runs the command on the originals (twice at once where `jobs` allows,
/// to see that it fails the same way each time), chooses what is
/// interesting (the failure found, `--signature` or `--any-failure`),
/// prints it, checks that an empty file is not interesting and sets the
/// limit for candidates. With `--write-test`, writes and checks the test
/// script instead; `None` then: nothing to reduce.
#[allow(clippy::print_stderr)] // the signature, for the user
pub fn prepare(
    args: &Args,
    line: &CommandLine,
    mut runner: Runner,
    inputs: &[Input],
    jobs: usize,
) -> Result<Option<Prepared>> {
    runner = runner.with_command_line(line.arguments.clone(), environment());
    let originals: Vec<Arc<[u8]>> = inputs.iter().map(|i| Arc::from(&i.bytes[..])).collect();
    let never = AtomicBool::new(false);
    let (first, second) = if jobs >= 2 {
        let shared = &runner;
        std::thread::scope(|scope| {
            let other = scope.spawn(|| shared.run_heard(&originals, &never));
            (shared.run_heard(&originals, &never), other.join().ok())
        })
    } else {
        (runner.run_heard(&originals, &never), None)
    };
    let shown = line.display(inputs);
    let ended = |heard: &Heard| -> Result<End> {
        match &heard.run.status {
            Status::Exited(code) => Ok(End::Exited(*code)),
            Status::Signaled(signal) => Ok(End::Signaled(*signal)),
            Status::Cancelled => Err(Interrupted.into()),
            status => bail!(
                "the command `{shown}` did not end on the original file ({}); fix the command \
                 and run whittle again",
                describe(status, runner.timeout())
            ),
        }
    };
    let end = ended(&first)?;
    let judge = match (&args.signature, args.any_failure) {
        (Some(pattern), _) => {
            Judge::pattern(pattern).map_err(|e| usage(format!("--signature: {e}")))?
        }
        (None, true) => Judge::AnyFailure,
        (None, false) => match Signature::find(&output(&first, end)) {
            Ok(signature) => Judge::Same(signature),
            Err(NoFailure::Succeeded) => bail!(
                "the command does not fail on the original file: `{shown}` exited with status 0 \
                 and printed no error, so there is no failure to keep. Give the command line \
                 that shows the failure (the options that make the tool crash), or \
                 --signature REGEX to look for a message it prints (a warning), or write a test \
                 script (see Writing a test in README)"
            ),
        },
    };
    if judge.judge(&output(&first, end)) != Verdict::Interesting {
        bail!(
            "the command `{shown}` does not {} on the original file ({}). {}\nFix the command \
             or the option and run whittle again",
            judge.describe(),
            describe(&first.run.status, runner.timeout()),
            quoted_output(&first)
        );
    }
    let mut slowest = first.run.seconds;
    if let Some(second) = second {
        let end2 = ended(&second)?;
        if judge.judge(&output(&second, end2)) != Verdict::Interesting {
            let how = Signature::find(&output(&second, end2))
                .map_or_else(|_| "it did not fail".to_owned(), |s| s.describe());
            bail!(
                "the command is flaky: on the same original file it failed once as wanted and \
                 once otherwise ({how}). whittle needs a command that always fails the same way \
                 on the same file; make it deterministic, or choose what to look for with \
                 --signature REGEX"
            );
        }
        slowest = slowest.max(second.run.seconds);
    }
    let tool = line.tool();
    let described = judge.describe();
    if !args.quiet && args.write_test.is_none() {
        eprintln!("whittle: interesting: {tool} {described}");
    }
    runner.set_timeout(args.timeout.for_candidates(slowest));
    if let Some(path) = &args.write_test {
        write_test(path, line, &judge, inputs, args, slowest, &runner, &tool)?;
        return Ok(None);
    }
    let test = Arc::new(CommandTest {
        runner,
        judge,
        slipped: Mutex::new(HashMap::new()),
    });
    if !args.allow_trivial {
        let empty: Vec<Arc<[u8]>> = inputs.iter().map(|_| Arc::from(&b""[..])).collect();
        let heard = test.runner.run_heard(&empty, &never);
        if heard.run.status == Status::Cancelled {
            return Err(Interrupted.into());
        }
        if test.judge_run(heard).verdict == Verdict::Interesting {
            bail!(
                "the command also {described} on an empty file, so whittle would reduce the \
                 file to nothing. Choose what to look for with --signature REGEX (a message only \
                 the real failure prints), or pass --allow-trivial to reduce anyway"
            );
        }
    }
    Ok(Some(Prepared {
        test,
        signature: format!("{tool} {described}"),
    }))
}

/// The file names the written test reads the command's standard output
/// and error from, and the line an anchored signature's needles must be
/// in.
const TEST_OUTPUT: &str = "whittle-test.out";
const TEST_ERRORS: &str = "whittle-test.err";
const TEST_LINE: &str = "whittle-test.line";

/// Writes the test script equivalent to `judge` to `path` (never over an
/// existing file), then runs it as whittle runs a test, on the original
/// (it must pass) and on an empty file (it must fail).
#[allow(clippy::too_many_arguments, clippy::print_stderr)]
fn write_test(
    path: &Path,
    line: &CommandLine,
    judge: &Judge,
    inputs: &[Input],
    args: &Args,
    slowest: f64,
    runner: &Runner,
    tool: &str,
) -> Result<()> {
    if path.exists() {
        return Err(usage(format!(
            "--write-test {}: that file exists; remove it or give another path",
            quote(path)
        )));
    }
    let limit = match args.timeout {
        Timeout::Fixed(limit) => limit,
        // Room for a slower machine than this one.
        Timeout::Auto => args
            .timeout
            .for_candidates(slowest)
            .map(|t| t.max(Duration::from_secs(10))),
    };
    let script = test_script(line, judge, inputs, limit);
    Destination::made_later(path, None)
        .write(script.as_bytes())
        .with_context(|| format!("--write-test {}", quote(path)))?;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))
        .with_context(|| format!("--write-test {}: cannot make it executable", quote(path)))?;
    // Checked the way whittle runs a test script.
    let program = std::fs::canonicalize(path)?;
    let command = TestCommand {
        program,
        file_names: inputs.iter().map(|i| i.name.clone()).collect(),
        timeout: runner.timeout().map(|t| t * 2),
        folder: None,
        executable: Vec::new(),
        encodings: inputs.iter().map(|i| i.encoding).collect(),
    };
    let checker = Runner::new(
        command,
        args.tmpdir.as_deref(),
        Arc::new(AtomicBool::new(false)),
    )
    .context("cannot create a scratch directory to check the written test")?;
    let never = AtomicBool::new(false);
    let originals: Vec<Arc<[u8]>> = inputs.iter().map(|i| Arc::from(&i.bytes[..])).collect();
    let on_original = checker.run(&originals, &never);
    let empty: Vec<Arc<[u8]>> = inputs.iter().map(|_| Arc::from(&b""[..])).collect();
    let on_empty = checker.run(&empty, &never);
    if !on_original.is_interesting() {
        bail!(
            "the test written to {} does not pass on the original ({}); it is left there to \
             look at. Please report this with the command line",
            path.display(),
            describe(&on_original.status, checker.timeout())
        );
    }
    if on_empty.is_interesting() && !args.allow_trivial {
        bail!(
            "the test written to {} also passes on an empty file; it is left there, but it \
             would let a reducer empty the file. Choose what to look for with --signature REGEX",
            path.display()
        );
    }
    if !args.quiet {
        let names: Vec<String> = inputs.iter().map(|i| quote(&i.path)).collect();
        eprintln!(
            "whittle: wrote {}: interesting while {tool} {}; it passes on the original and fails \
             on an empty file. Use it as `whittle {} {}`, or `cvise {} {}`",
            path.display(),
            judge.describe(),
            quote(path),
            names.join(" "),
            quote(path),
            names.join(" ")
        );
    }
    Ok(())
}

/// A POSIX sh test that says what `judge` says, with C-Reduce's
/// conventions: `LC_ALL=C`, the command under `timeout`, its standard
/// output and error in files of the current folder, the needles found
/// with `grep -F`: where the signature has an anchor, in the one line
/// `grep -E` on the anchor's pattern finds first in standard error (else
/// in standard output; the last for a Python exception). It takes
/// the files' paths as `$1`, `$2`, ... (whittle) or, without arguments,
/// their names in the current folder (C-Reduce and C-Vise run a test so).
pub fn test_script(
    line: &CommandLine,
    judge: &Judge,
    inputs: &[Input],
    limit: Option<Duration>,
) -> String {
    let shown = line.display(inputs);
    let mut script = String::from("#!/bin/sh\n");
    script.push_str(&format!(
        "# Interesting while `{shown}` {}\n",
        judge.describe().replace('\n', " ")
    ));
    script.push_str(
        "# (written by whittle --write-test). Takes the file's path as $1, or\n\
         # without arguments the file of that name in the current folder, as\n\
         # C-Reduce and C-Vise run a test.\n",
    );
    script.push_str("export LC_ALL=C\n");
    let mut variables = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        let variable = format!("f{}", i + 1);
        script.push_str(&format!(
            "{variable}=${{{}:-{}}}\n",
            i + 1,
            quote(Path::new(&input.name))
        ));
        variables.push(format!("\"${variable}\""));
    }
    let program = line.words[0].to_string_lossy().into_owned();
    // A relative path would not be found from the scratch directory.
    let program = if program.contains('/') {
        quote(&line.program)
    } else {
        quote(Path::new(&program))
    };
    let command = line.shell_words(&variables, &program);
    let timed = match limit {
        Some(limit) => format!("timeout {} {command}", limit.as_secs_f64().ceil().max(1.0)),
        None => command,
    };
    script.push_str(&format!(
        "{timed} > {TEST_OUTPUT} 2> {TEST_ERRORS}\nstatus=$?\n"
    ));
    if limit.is_some() {
        script.push_str("[ \"$status\" -ne 124 ] || exit 1  # timed out\n");
    }
    match judge {
        Judge::Same(signature) => {
            if let Some(test) = signature.exit.shell_test() {
                script.push_str(&format!("{test} || exit 1\n"));
            }
            let haystack = match signature.anchor {
                None => format!("{TEST_ERRORS} {TEST_OUTPUT}"),
                Some(anchor) => {
                    let (which, first, then, take) = if anchor.last() {
                        ("last", TEST_OUTPUT, TEST_ERRORS, "tail")
                    } else {
                        ("first", TEST_ERRORS, TEST_OUTPUT, "head")
                    };
                    script.push_str(&format!(
                        "# The needles must be in the {which} line that matches (in standard \
                         error, else in\n# standard output), not anywhere.\n\
                         pattern={}\n\
                         {{ grep -E -e \"$pattern\" {first}; grep -E -e \"$pattern\" {then}; }} \
                         | {take} -n 1 > {TEST_LINE}\n",
                        quote(Path::new(anchor.pattern())),
                    ));
                    TEST_LINE.to_owned()
                }
            };
            for needle in &signature.needles {
                script.push_str(&format!(
                    "grep -qF -e {} {haystack} || exit 1\n",
                    quote(Path::new(needle))
                ));
            }
        }
        Judge::Pattern(pattern) => {
            script.push_str(&format!(
                "# grep reads the pattern as a POSIX extended regular expression\n\
                 grep -qE -e {} {TEST_OUTPUT} || exit 1\n",
                quote(Path::new(pattern.as_str()))
            ));
        }
        Judge::AnyFailure => script.push_str("[ \"$status\" -ne 0 ] || exit 1\n"),
    }
    script.push_str("exit 0\n");
    script
}

/// Candidates the reduction asked about that failed otherwise: counted
/// per signature and, with `--also-interesting DIR`, the smallest of each
/// kept in DIR.
#[derive(Debug)]
pub struct SlipWatch {
    test: Arc<CommandTest>,
    /// By the signature in words.
    pub counts: BTreeMap<String, u64>,
    also: Option<PathBuf>,
    names: Vec<(OsString, Encoding)>,
    /// The size of each kept candidate, by signature.
    smallest: BTreeMap<String, usize>,
    /// Why a candidate could not be kept, once.
    pub unwritable: Option<String>,
}

impl SlipWatch {
    pub fn new(test: Arc<CommandTest>, also: Option<PathBuf>, inputs: &[&Input]) -> SlipWatch {
        SlipWatch {
            test,
            counts: BTreeMap::new(),
            also,
            names: inputs
                .iter()
                .map(|i| (i.name.clone(), i.encoding))
                .collect(),
            smallest: BTreeMap::new(),
            unwritable: None,
        }
    }

    /// After the reduction asked about `files` and they were not
    /// interesting: counts how they failed, if otherwise, and keeps them
    /// if they are the smallest of that failure so far (the first of a
    /// size: the reduction asks in the same order at any `-j`).
    pub fn seen(&mut self, files: &Files) {
        let Some(signature) = self.test.slip(files.hash) else {
            return;
        };
        let key = signature.describe();
        *self.counts.entry(key.clone()).or_default() += 1;
        let Some(dir) = &self.also else {
            return;
        };
        let size: usize = files.contents.iter().map(|c| c.len()).sum();
        if self.smallest.get(&key).is_some_and(|&kept| kept <= size) {
            return;
        }
        let folder = dir.join(folder_name(&signature));
        let written = std::fs::create_dir_all(&folder)
            .map_err(anyhow::Error::from)
            .and_then(|()| {
                for ((name, encoding), bytes) in self.names.iter().zip(&files.contents) {
                    Destination::made_later(&folder.join(name), None)
                        .encoded_as(*encoding)
                        .write(bytes)?;
                }
                Destination::made_later(&folder.join("signature.txt"), None)
                    .write(format!("{key}\n").as_bytes())
            });
        match written {
            Ok(()) => {
                self.smallest.insert(key, size);
            }
            Err(e) => {
                self.unwritable
                    .get_or_insert_with(|| format!("{}: {e:#}", folder.display()));
            }
        }
    }
}

/// A folder's name for a signature: its kind and words, then a hash of
/// the whole, so that two signatures never share a folder.
fn folder_name(signature: &Signature) -> String {
    let text = signature.describe();
    let mut name: String = format!("{} {}", signature.kind.name(), signature.needles.join(" "))
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    while name.contains("--") {
        name = name.replace("--", "-");
    }
    let name: String = name.trim_matches('-').chars().take(60).collect();
    let hash = whittle_runner::content_hash(text.as_bytes());
    format!("{}-{:08x}", name.trim_end_matches('-'), hash as u32)
}

/// The files of the command form, refused where they cannot be: a folder
/// (its tree is reduced with a test script), `--also-interesting` naming
/// a file.
pub fn check_files(files: &[PathBuf], also: Option<&Path>) -> Result<()> {
    if files.is_empty() {
        return Err(usage(
            "no file before --: give the file to reduce, then -- and the command, as in \
             whittle input.c -- gcc -c @@",
        ));
    }
    if let Some(dir) = files.iter().find(|f| f.is_dir()) {
        return Err(usage(format!(
            "{} is a folder; the command form reduces files. For a folder, write a test script \
             (cd \"$1\" && make ...) and give it first: whittle test.sh {}",
            dir.display(),
            quote(dir)
        )));
    }
    if let Some(dir) = also
        && dir.exists()
        && !dir.is_dir()
    {
        return Err(usage(format!(
            "--also-interesting {}: that is a file; give a folder (it is created if missing)",
            quote(dir)
        )));
    }
    Ok(())
}

/// How many of the other failures the summary names.
const SLIPS_SHOWN: usize = 3;

/// The summary's line on the candidates that failed otherwise.
#[allow(clippy::print_stderr)]
pub fn report_slips(slips: &SlipWatch, also: Option<&Path>) {
    if slips.counts.is_empty() {
        return;
    }
    let total: u64 = slips.counts.values().sum();
    // The most frequent first (ties in the signatures' order); all are in
    // --stats-json.
    let mut counts: Vec<(&String, &u64)> = slips.counts.iter().collect();
    counts.sort_by(|a, b| b.1.cmp(a.1));
    let mut kinds: Vec<String> = counts
        .iter()
        .take(SLIPS_SHOWN)
        .map(|(signature, n)| format!("{n} {signature}"))
        .collect();
    if counts.len() > SLIPS_SHOWN {
        kinds.push(format!("{} other failures", counts.len() - SLIPS_SHOWN));
    }
    let kept = match also {
        Some(dir) => format!("; the smallest of each is in {}", dir.display()),
        None => "; --also-interesting DIR keeps the smallest of each".to_owned(),
    };
    eprintln!(
        "whittle: {total} candidate{} failed otherwise ({}){kept}",
        if total == 1 { "" } else { "s" },
        kinds.join("; ")
    );
    if let Some(problem) = &slips.unwritable {
        eprintln!(
            "whittle: warning: a candidate that failed otherwise could not be kept: {problem}"
        );
    }
}
