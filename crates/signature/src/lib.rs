//! How a command fails, found on one run and looked for in others.
//!
//! whittle's command form (`whittle FILE -- COMMAND ARGS`) needs no test
//! script: it runs the command on the original file and
//! [`Signature::find`] reads *how* it failed from its exit status, signal
//! and output (a compiler's internal error, a crash's first frame, a
//! sanitizer's report, a diagnostic's code, a parser's message, else the
//! exit status and the last line of standard error). A candidate is then
//! interesting only if it fails the same way: [`Signature::matches`], its
//! exit agrees with the signature's [`Exit`] and each of its
//! [`needles`](Signature::needles) (a fixed string within one line)
//! appears in its standard error or output: for an error message or
//! diagnostic, a caught signal, an internal error or an assertion, in the
//! candidate's *first* error line (its [`Anchor`]; for a Python
//! exception, the traceback's last line), so that a candidate that now
//! fails first with another error (a syntax error, then the same message
//! about something else) fails otherwise. That is what a test script's
//! `grep -E ... | head -n 1` and `grep -F` check, so a signature can be
//! written as one and give the same answers.
//!
//! What a reduction changes is left out of the needles: the file's name,
//! line and column numbers, the names and numbers of the program (quoted
//! names, numbers, paths), so that a smaller candidate with the same
//! failure still matches.
//!
//! Pure: no processes, files or clocks. The same output always gives the
//! same signature and the same answer.

mod classify;
mod text;

use std::fmt;

/// What one run of the command did.
#[derive(Clone, Copy, Debug)]
pub struct Output<'a> {
    /// How it ended.
    pub end: End,
    /// What it wrote to standard output.
    pub stdout: &'a [u8],
    /// What it wrote to standard error.
    pub stderr: &'a [u8],
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited with this status.
    Exited(i32),
    /// This signal killed it.
    Signaled(i32),
}

impl End {
    /// The signal that ended the run: one that killed it, or the status
    /// 128 + N with which a shell (or `timeout`) reports a child killed
    /// by signal N, so that a tool started through a wrapper reads the
    /// same as one started directly.
    pub fn signal(self) -> Option<i32> {
        match self {
            End::Signaled(signal) => Some(signal),
            End::Exited(code) if (129..=128 + 31).contains(&code) => Some(code - 128),
            End::Exited(_) => None,
        }
    }

    /// Whether the run failed: a status other than 0, or a signal.
    pub fn failed(self) -> bool {
        self != End::Exited(0)
    }
}

/// What a run's end must be to match a signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Exit {
    /// Any end: the output alone decides (a tool that reports the error
    /// and still exits 0).
    Any,
    /// Any status other than 0, or a signal.
    NonZero,
    /// Exactly this status.
    Code(i32),
    /// Killed by this signal (or a status of 128 + it, see [`End::signal`]).
    Signal(i32),
}

impl Exit {
    /// Whether `end` agrees.
    pub fn accepts(self, end: End) -> bool {
        match self {
            Exit::Any => true,
            Exit::NonZero => end.failed(),
            Exit::Code(code) => end == End::Exited(code),
            Exit::Signal(signal) => end.signal() == Some(signal),
        }
    }

    /// The test of a shell's `$status` (the status `timeout` passes on,
    /// 128 + N for a signal) that says the same, for a test script; `None`
    /// where any status will do.
    pub fn shell_test(self) -> Option<String> {
        match self {
            Exit::Any => None,
            Exit::NonZero => Some("[ \"$status\" -ne 0 ]".to_owned()),
            Exit::Code(code) => Some(format!("[ \"$status\" -eq {code} ]")),
            Exit::Signal(signal) => Some(format!("[ \"$status\" -eq {} ]", 128 + signal)),
        }
    }
}

/// What kind of failure a signature is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Death by a signal (or a tool's own report of one, sdcc's "Caught
    /// signal 11").
    Signal,
    /// A compiler's internal error: GCC's `internal compiler error: ...`
    /// (with its `during ... pass`), a backend's fatal error.
    InternalCompilerError,
    /// sdcc's `FATAL Compiler Internal Error in file '...' line number '...'`.
    InternalError,
    /// A failed assertion (`Assertion `...' failed`).
    Assertion,
    /// Clang's (LLVM's) crash banner and the first frame of its own code.
    Crash,
    /// A sanitizer's report: its kind and the first frame in the program.
    Sanitizer,
    /// An error diagnostic with a code (`error[E0382]`, `error TS2322`,
    /// `error C2065`).
    Diagnostic,
    /// An error message without a code: a compiler's `error:`, a parser's
    /// (`parser error : ...`), a Python exception's type and message.
    Message,
    /// None of the above: the exit status and the last line of standard
    /// error.
    ExitStatus,
}

impl Kind {
    /// The kind in a few words, as the statistics name it.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Signal => "signal",
            Kind::InternalCompilerError => "internal compiler error",
            Kind::InternalError => "internal error",
            Kind::Assertion => "assertion",
            Kind::Crash => "crash",
            Kind::Sanitizer => "sanitizer",
            Kind::Diagnostic => "diagnostic",
            Kind::Message => "message",
            Kind::ExitStatus => "exit status",
        }
    }
}

/// Which line of a run's output a signature's needles must be in, where
/// not anywhere: the line that says what went wrong *first*, so that a
/// candidate whose first error is another one (a syntax error before the
/// same message, a crash after an error) fails otherwise.
///
/// Each is a POSIX extended regular expression ([`Anchor::pattern`]),
/// read the same by this crate and by `grep -E`, and a rule for which of
/// the lines it matches counts: the first in standard error, else the
/// first in standard output; or for [`Anchor::LastException`], the last
/// in standard error, else the last in standard output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Anchor {
    /// The first error line: `error: ...`, `error[E0308]: ...`, `error
    /// TS2322: ...`, `error 20: ...`, `parser error : ...`, `fatal
    /// error: ...`, `Error: ...`.
    FirstError,
    /// The first line that is an error line or sdcc's `Caught signal N:
    /// SIGX`: the signal with no error before it.
    FirstErrorOrCaughtSignal,
    /// The first line that is an error line or sdcc's `Compiler Internal
    /// Error in file ...`.
    FirstErrorOrInternalError,
    /// The first line that is an error line or an assertion's `Assertion
    /// `...' failed`.
    FirstErrorOrAssertion,
    /// The exception that ended a Python traceback: its last line of the
    /// form `NameError: ...` (the last of a chained traceback).
    LastException,
}

impl Anchor {
    /// The lines this anchor chooses among, as a POSIX extended regular
    /// expression (ASCII classes only, so that `grep -E` under `LC_ALL=C`
    /// reads it as this crate does).
    pub fn pattern(self) -> &'static str {
        match self {
            Anchor::FirstError => classify::ERROR_LINE,
            Anchor::FirstErrorOrCaughtSignal => classify::ERROR_OR_CAUGHT_SIGNAL,
            Anchor::FirstErrorOrInternalError => classify::ERROR_OR_INTERNAL_ERROR,
            Anchor::FirstErrorOrAssertion => classify::ERROR_OR_ASSERTION,
            Anchor::LastException => classify::EXCEPTION_LINE,
        }
    }

    /// Whether the last matching line counts (else the first).
    pub fn last(self) -> bool {
        self == Anchor::LastException
    }

    /// The line of `output` this anchor chooses, if any matches: in
    /// standard error, else in standard output.
    pub fn line(self, output: &Output<'_>) -> Option<String> {
        let regex = classify::anchor_regex(self);
        [output.stderr, output.stdout].iter().find_map(|bytes| {
            let text = String::from_utf8_lossy(bytes);
            let mut lines = text
                .lines()
                .map(|l| l.trim_end_matches('\r'))
                .filter(|l| regex.is_match(l));
            let line = if self.last() {
                lines.next_back()
            } else {
                lines.next()
            };
            line.map(str::to_owned)
        })
    }

    /// Where the needles must be, in words, after them.
    fn describe(self) -> &'static str {
        match self {
            Anchor::FirstError => "as its first error",
            Anchor::FirstErrorOrCaughtSignal
            | Anchor::FirstErrorOrInternalError
            | Anchor::FirstErrorOrAssertion => "before any error",
            Anchor::LastException => "as the exception that ends it",
        }
    }
}

/// How a run failed: what its end must be, and the fixed strings its
/// output must hold.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Signature {
    pub kind: Kind,
    pub exit: Exit,
    /// Fixed strings, none with a line break, each of which must appear
    /// in the standard error or output: in the line [`Signature::anchor`]
    /// chooses, where there is an anchor.
    pub needles: Vec<String>,
    /// The line the needles must all be in, or `None`: anywhere (each in
    /// a line of its own, if need be).
    pub anchor: Option<Anchor>,
}

/// Why no signature was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoFailure {
    /// The command succeeded and printed no error.
    #[error("it exited with status 0 and printed no error")]
    Succeeded,
}

impl Signature {
    /// How the run `output` failed (see the crate's documentation for
    /// what is looked for, in that order): the signature that matches
    /// `output` and, as far as the output tells, nothing that fails
    /// otherwise. A run that exited 0 has one only where its output holds
    /// an error (an internal error, an assertion, a sanitizer report, an
    /// error diagnostic or exception); a run that failed always has one.
    pub fn find(output: &Output<'_>) -> Result<Signature, NoFailure> {
        classify::find(output)
    }

    /// Whether `output` fails the same way: its end is accepted by
    /// [`Signature::exit`] and every needle is in its standard error or
    /// output; with an [`Anchor`], all in the one line it chooses.
    pub fn matches(&self, output: &Output<'_>) -> bool {
        if !self.exit.accepts(output.end) {
            return false;
        }
        match self.anchor {
            None => self
                .needles
                .iter()
                .all(|needle| contains(output.stderr, needle) || contains(output.stdout, needle)),
            Some(anchor) => anchor.line(output).is_some_and(|line| {
                self.needles
                    .iter()
                    .all(|needle| contains(line.as_bytes(), needle))
            }),
        }
    }

    /// The signature in words, after the tool's name: "exits non-zero
    /// with `internal compiler error: Segmentation fault`", "is killed by
    /// SIGSEGV".
    pub fn describe(&self) -> String {
        let ending = match self.exit {
            Exit::Any => "prints".to_owned(),
            Exit::NonZero => "exits non-zero".to_owned(),
            Exit::Code(code) => format!("exits with status {code}"),
            Exit::Signal(signal) => format!("is killed by {}", signal_name(signal)),
        };
        if self.needles.is_empty() {
            return ending;
        }
        let quoted: Vec<String> = self.needles.iter().map(|n| format!("`{n}`")).collect();
        let joiner = if self.exit == Exit::Any { "" } else { " with" };
        let anchor = self
            .anchor
            .map_or(String::new(), |a| format!(" {}", a.describe()));
        format!("{ending}{joiner} {}{anchor}", quoted.join(" and "))
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// A signal's name (`SIGSEGV`), or its number where it has no common one.
pub fn signal_name(signal: i32) -> String {
    let name = match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        10 => "SIGUSR1",
        11 => "SIGSEGV",
        12 => "SIGUSR2",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        31 => "SIGSYS",
        _ => return format!("signal {signal}"),
    };
    name.to_owned()
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    let needle = needle.as_bytes();
    needle.is_empty() || haystack.windows(needle.len()).any(|w| w == needle)
}

/// What makes a candidate interesting in the command form.
#[derive(Clone, Debug)]
pub enum Judge {
    /// It fails the way the original did.
    Same(Signature),
    /// Its standard error or output matches this regular expression
    /// (`--signature`), whatever its exit status.
    Pattern(regex::bytes::Regex),
    /// It fails at all: a status other than 0, or a signal
    /// (`--any-failure`).
    AnyFailure,
}

/// A `--signature` that is not a regular expression.
#[derive(Debug, thiserror::Error)]
#[error("`{pattern}` is not a regular expression: {reason}")]
pub struct BadPattern {
    pub pattern: String,
    pub reason: String,
}

/// What [`Judge::judge`] says of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Interesting: it fails as wanted.
    Interesting,
    /// Not interesting, and it failed otherwise: how.
    Slipped(Signature),
    /// Not interesting, and it did not fail.
    Passed,
}

impl Judge {
    /// A judge by a regular expression (Rust's `regex` syntax).
    pub fn pattern(pattern: &str) -> Result<Judge, BadPattern> {
        regex::bytes::Regex::new(pattern)
            .map(Judge::Pattern)
            .map_err(|e| BadPattern {
                pattern: pattern.to_owned(),
                reason: e.to_string(),
            })
    }

    /// Whether the run `output` is interesting, and if not, how it
    /// failed instead.
    pub fn judge(&self, output: &Output<'_>) -> Verdict {
        let interesting = match self {
            Judge::Same(signature) => signature.matches(output),
            Judge::Pattern(pattern) => {
                pattern.is_match(output.stderr) || pattern.is_match(output.stdout)
            }
            Judge::AnyFailure => output.end.failed(),
        };
        if interesting {
            return Verdict::Interesting;
        }
        match Signature::find(output) {
            Ok(other) => Verdict::Slipped(other),
            Err(NoFailure::Succeeded) => Verdict::Passed,
        }
    }

    /// What is interesting, in words, after the tool's name.
    pub fn describe(&self) -> String {
        match self {
            Judge::Same(signature) => signature.describe(),
            Judge::Pattern(pattern) => format!(
                "prints a match of `{}` (--signature), whatever its exit status",
                pattern.as_str()
            ),
            Judge::AnyFailure => "exits non-zero or is killed (--any-failure)".to_owned(),
        }
    }
}
