//! Reading a failure's signature from one run's output.
//!
//! Each reader looks for one kind of report; the first that finds one
//! decides, from the most specific (a sanitizer's report, an assertion,
//! an internal error with the compiler's own source position) to the
//! least (the first error line, else the last line of standard error).
//! A report that is one line (an error message or diagnostic, a caught
//! signal, an internal error, an assertion, a Python exception) is
//! anchored where the original's output allows: its needles must then be
//! in the candidate's first such line, not anywhere (see [`Anchor`]).

use std::sync::LazyLock;

use regex::Regex;

use crate::text::{Numbers, fixed_parts, without_location};
use crate::{Anchor, End, Exit, Kind, NoFailure, Output, Signature};

/// A report found in the output: its kind, needles and the line they are
/// in, where they are all in one that [`Anchor`] finds again.
type Found = (Kind, Vec<String>, Option<Anchor>);

/// An error line, as a POSIX extended regular expression that this
/// crate's `regex` reads the same (ASCII classes only): a diagnostic with
/// a code (`error[E0308]: `, `error TS2322: `) or an error message
/// (`error: `, `error 20: `, `parser error : `, `fatal error: `, `Error:
/// `), after the start of the line or a location.
macro_rules! error_line {
    () => {
        concat!(
            r"(^|[^[:alnum:]_])(error\[[A-Z]+[0-9]+\]|error [A-Z]{1,4}[0-9]{2,5}): ",
            r"|(^|[[:space:]:])((parser|namespace|validity|schemas|fatal|syntax) )?",
            r"(error|Error|ERROR)( [0-9]+)? ?: "
        )
    };
}

/// [`Anchor::FirstError`]'s lines.
pub const ERROR_LINE: &str = error_line!();
/// [`Anchor::FirstErrorOrCaughtSignal`]'s lines.
pub const ERROR_OR_CAUGHT_SIGNAL: &str =
    concat!(error_line!(), r"|Caught signal [0-9]+: SIG[A-Z]+");
/// [`Anchor::FirstErrorOrInternalError`]'s lines.
pub const ERROR_OR_INTERNAL_ERROR: &str = concat!(
    error_line!(),
    r"|Compiler Internal Error in file '[^']*' line number '[0-9]+'"
);
/// [`Anchor::FirstErrorOrAssertion`]'s lines.
pub const ERROR_OR_ASSERTION: &str = concat!(error_line!(), r"|Assertion [`'].*' failed");
/// [`Anchor::LastException`]'s lines: a Python exception's type (dotted
/// names allowed) at the start of the line, and its message.
pub const EXCEPTION_LINE: &str = r"^([A-Za-z_][A-Za-z0-9_]*\.)*[A-Z][A-Za-z0-9_]*(Error|Exception|Exit|Interrupt|Iteration|Warning)(: .*)?$";

/// The compiled pattern of `anchor`.
pub fn anchor_regex(anchor: Anchor) -> &'static Regex {
    static FIRST_ERROR: LazyLock<Regex> = LazyLock::new(|| regex(ERROR_LINE));
    static CAUGHT: LazyLock<Regex> = LazyLock::new(|| regex(ERROR_OR_CAUGHT_SIGNAL));
    static INTERNAL: LazyLock<Regex> = LazyLock::new(|| regex(ERROR_OR_INTERNAL_ERROR));
    static ASSERTION: LazyLock<Regex> = LazyLock::new(|| regex(ERROR_OR_ASSERTION));
    static EXCEPTION: LazyLock<Regex> = LazyLock::new(|| regex(EXCEPTION_LINE));
    match anchor {
        Anchor::FirstError => &FIRST_ERROR,
        Anchor::FirstErrorOrCaughtSignal => &CAUGHT,
        Anchor::FirstErrorOrInternalError => &INTERNAL,
        Anchor::FirstErrorOrAssertion => &ASSERTION,
        Anchor::LastException => &EXCEPTION,
    }
}

/// The lines of a run's output, standard error first.
struct Lines {
    stderr: Vec<String>,
    stdout: Vec<String>,
}

impl Lines {
    fn of(output: &Output<'_>) -> Lines {
        let split = |bytes: &[u8]| -> Vec<String> {
            String::from_utf8_lossy(bytes)
                .lines()
                .map(|l| l.trim_end_matches('\r').to_owned())
                .collect()
        };
        Lines {
            stderr: split(output.stderr),
            stdout: split(output.stdout),
        }
    }

    fn all(&self) -> impl Iterator<Item = &str> + Clone {
        self.stderr.iter().chain(&self.stdout).map(String::as_str)
    }
}

pub fn find(output: &Output<'_>) -> Result<Signature, NoFailure> {
    let lines = Lines::of(output);
    let end = output.end;
    // Reports that say an error happened, whatever the exit status.
    let readers: [fn(&Lines) -> Option<Found>; 8] = [
        sanitizer,
        assertion,
        sdcc_internal_error,
        internal_compiler_error,
        clang_crash,
        caught_signal,
        python_exception,
        first_error,
    ];
    for reader in readers {
        if let Some((kind, needles, anchor)) = reader(&lines) {
            let exit = match end.signal() {
                _ if end == End::Exited(0) => Exit::Any,
                Some(signal) if matches!(end, End::Signaled(_)) => Exit::Signal(signal),
                _ => Exit::NonZero,
            };
            // Anchored only where the anchor finds the report's own line
            // again (an assertion after an error is looked for anywhere).
            let anchor = anchor.filter(|anchor| {
                anchor
                    .line(output)
                    .is_some_and(|line| needles.iter().all(|needle| line.contains(needle.as_str())))
            });
            return Ok(Signature {
                kind,
                exit,
                needles,
                anchor,
            });
        }
    }
    match end {
        End::Exited(0) => Err(NoFailure::Succeeded),
        End::Signaled(signal) => Ok(Signature {
            kind: Kind::Signal,
            exit: Exit::Signal(signal),
            needles: Vec::new(),
            anchor: None,
        }),
        End::Exited(code) => Ok(Signature {
            kind: Kind::ExitStatus,
            exit: Exit::Code(code),
            needles: last_line(&lines),
            anchor: None,
        }),
    }
}

fn regex(pattern: &str) -> Regex {
    // The patterns are this file's constants, checked by its tests.
    #[allow(clippy::unwrap_used)]
    Regex::new(pattern).unwrap()
}

/// AddressSanitizer, UndefinedBehaviorSanitizer and the others: the
/// report's kind (`AddressSanitizer: heap-buffer-overflow`), and the
/// first frame of its stack that is the program's (not the sanitizer's
/// interceptors, not the C library's); UBSan's `runtime error:` with its
/// message's fixed parts.
fn sanitizer(lines: &Lines) -> Option<Found> {
    static REPORT: LazyLock<Regex> = LazyLock::new(|| {
        regex(r"(?:ERROR|WARNING): (\w+Sanitizer): ([A-Za-z][\w-]*(?: [a-z][\w-]*)*)")
    });
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| regex(r"^\s*#\d+ 0x[0-9a-fA-F]+ in ([^\s(]+)(.*)$"));
    static RUNTIME: LazyLock<Regex> = LazyLock::new(|| regex(r"runtime error: (.*)$"));
    let all: Vec<&str> = lines.all().collect();
    for (i, line) in all.iter().enumerate() {
        if let Some(report) = REPORT.captures(line) {
            // "heap-buffer-overflow on address 0x..." is the kind up to
            // its first preposition.
            let words: Vec<&str> = report[2]
                .split(' ')
                .take_while(|w| !matches!(*w, "on" | "at" | "in" | "of" | "from"))
                .collect();
            let mut needles = vec![format!("{}: {}", &report[1], words.join(" "))];
            let frame = all[i + 1..].iter().find_map(|l| {
                let frame = FRAME.captures(l)?;
                let name = frame.get(1)?.as_str();
                let rest = frame.get(2)?.as_str();
                let own = ![
                    "__interceptor_",
                    "___interceptor_",
                    "__asan",
                    "__sanitizer",
                    "__ubsan",
                    "__tsan",
                    "__msan",
                    "__lsan",
                    "__libc_",
                    "_start",
                ]
                .iter()
                .any(|p| name.starts_with(p))
                    && !rest.contains("sysdeps/")
                    && !rest.contains("libsanitizer");
                own.then(|| name.to_owned())
            });
            if let Some(name) = frame {
                needles.push(format!(" in {name}"));
            }
            return Some((Kind::Sanitizer, needles, None));
        }
        if let Some(runtime) = RUNTIME.captures(line) {
            return Some((
                Kind::Sanitizer,
                headed("runtime error: ", &runtime[1], Numbers::Out),
                None,
            ));
        }
    }
    None
}

/// An assertion that failed (glibc's form, which LLVM's and GCC's tools
/// print too): its text, the tool's source, taken whole.
fn assertion(lines: &Lines) -> Option<Found> {
    static ASSERTION: LazyLock<Regex> = LazyLock::new(|| regex(r"Assertion [`'](.*)' failed"));
    lines.all().find_map(|line| {
        let found = ASSERTION.find(line)?;
        Some((
            Kind::Assertion,
            vec![found.as_str().to_owned()],
            Some(Anchor::FirstErrorOrAssertion),
        ))
    })
}

/// sdcc's `FATAL Compiler Internal Error in file 'SDCCast.c' line number
/// '5955'`: the file and line are sdcc's own source.
fn sdcc_internal_error(lines: &Lines) -> Option<Found> {
    static FATAL: LazyLock<Regex> =
        LazyLock::new(|| regex(r"Compiler Internal Error in file '[^']*' line number '\d+'"));
    lines.all().find_map(|line| {
        let found = FATAL.find(line)?;
        Some((
            Kind::InternalError,
            vec![found.as_str().to_owned()],
            Some(Anchor::FirstErrorOrInternalError),
        ))
    })
}

/// GCC's `internal compiler error: ...` (its text, with the compiler's
/// own positions kept and quoted names taken out) with the `during ...
/// pass: ...` line that names the pass, where there is one; a backend's
/// `error in backend: ...` likewise.
fn internal_compiler_error(lines: &Lines) -> Option<Found> {
    static ICE: LazyLock<Regex> =
        LazyLock::new(|| regex(r"(internal compiler error|error in backend): (.*)$"));
    static DURING: LazyLock<Regex> = LazyLock::new(|| regex(r"^during [A-Za-z-]+ pass: \S+$"));
    let (head, text) = lines.all().find_map(|line| {
        let ice = ICE.captures(line)?;
        Some((format!("{}: ", &ice[1]), ice[2].to_owned()))
    })?;
    let mut needles = Vec::new();
    if let Some(during) = lines.all().find(|l| DURING.is_match(l)) {
        needles.push(during.to_owned());
    }
    needles.extend(headed(&head, &text, Numbers::Kept));
    Some((Kind::InternalCompilerError, needles, None))
}

/// Clang's (any LLVM tool's) crash: its banner, and the first frame of
/// the stack dump in the tool's own code (past LLVM's signal handling).
fn clang_crash(lines: &Lines) -> Option<Found> {
    static BANNER: LazyLock<Regex> = LazyLock::new(|| regex(r"^PLEASE submit a bug report to "));
    static FRAME: LazyLock<Regex> =
        LazyLock::new(|| regex(r"^\s*#\d+ 0x[0-9a-fA-F]+ ([A-Za-z_][\w:<>~]*)\("));
    let all: Vec<&str> = lines.all().collect();
    let start = all.iter().position(|l| BANNER.is_match(l))?;
    let mut needles = vec!["PLEASE submit a bug report to".to_owned()];
    let frame = all[start..].iter().find_map(|l| {
        let name = FRAME.captures(l)?.get(1)?.as_str();
        (!name.starts_with("llvm::sys::")).then(|| format!("{name}("))
    });
    needles.extend(frame);
    Some((Kind::Crash, needles, None))
}

/// A tool that reports the signal it caught and exits (sdcc's `Caught
/// signal 11: SIGSEGV`).
fn caught_signal(lines: &Lines) -> Option<Found> {
    static CAUGHT: LazyLock<Regex> = LazyLock::new(|| regex(r"Caught signal \d+: SIG[A-Z]+"));
    lines.all().find_map(|line| {
        let found = CAUGHT.find(line)?;
        Some((
            Kind::Signal,
            vec![found.as_str().to_owned()],
            Some(Anchor::FirstErrorOrCaughtSignal),
        ))
    })
}

/// A Python exception: the line that ends its traceback (`KeyError:
/// ...`), or a `SyntaxError` after its `File "...", line N`, the type
/// and the message's fixed parts.
fn python_exception(lines: &Lines) -> Option<Found> {
    static EXCEPTION: LazyLock<Regex> = LazyLock::new(|| {
        regex(
            r"^((?:[A-Za-z_][A-Za-z0-9_]*\.)*[A-Z][A-Za-z0-9_]*(?:Error|Exception|Exit|Interrupt|Iteration|Warning))(?:: (.*))?$",
        )
    });
    static FRAME: LazyLock<Regex> = LazyLock::new(|| regex(r#"^\s*File ".*", line \d+"#));
    for stream in [&lines.stderr, &lines.stdout] {
        let Some(start) = stream
            .iter()
            .position(|l| l.starts_with("Traceback (most recent call last):") || FRAME.is_match(l))
        else {
            continue;
        };
        // The last exception line: a chained traceback's final one.
        let found = stream[start..]
            .iter()
            .rev()
            .find_map(|l| EXCEPTION.captures(l));
        if let Some(exception) = found {
            let name = &exception[1];
            let message = exception.get(2).map_or("", |m| m.as_str());
            return Some((
                Kind::Message,
                headed(&format!("{name}: "), message, Numbers::Out),
                Some(Anchor::LastException),
            ));
        }
    }
    None
}

/// The first error line (see [`ERROR_LINE`]), stderr before stdout: a
/// diagnostic with a code (rustc's `error[E0382]: ...`, TypeScript's
/// `error TS2322: ...`, MSVC's `error C2065: ...`, also written `error:
/// C2065 ...`), else a message without one (`error: ...` of GCC and Clang,
/// libxml2's `parser error : ...` and `namespace error : ...`, sdcc's
/// `error 20: ...`, `Error: ...`), with the location before it taken out
/// and the message's fixed parts. Anchored to the first error line: a
/// candidate whose first error is another one fails otherwise, even if
/// this message comes later.
fn first_error(lines: &Lines) -> Option<Found> {
    static CODED: LazyLock<Regex> = LazyLock::new(|| {
        regex(
            r"\b(error\[[A-Z]+\d+\]: |error [A-Z]{1,4}\d{2,5}: |error: [A-Z]{1,4}\d{3,5}:? )(.*)$",
        )
    });
    static ERROR: LazyLock<Regex> = LazyLock::new(|| {
        regex(
            r"(?:^|[\s:])((?:(?:parser|namespace|validity|schemas|fatal|syntax) )?(?:error|Error|ERROR)(?: \d+)? ?: )(.*)$",
        )
    });
    let line = lines
        .all()
        .find(|l| anchor_regex(Anchor::FirstError).is_match(l))?;
    let anchor = Some(Anchor::FirstError);
    if let Some(found) = CODED.captures(line) {
        return Some((
            Kind::Diagnostic,
            headed(&found[1], &found[2], Numbers::Out),
            anchor,
        ));
    }
    let found = ERROR.captures(line)?;
    Some((
        Kind::Message,
        headed(&found[1], &found[2], Numbers::Out),
        anchor,
    ))
}

/// The last line of standard error (else of standard output) that says
/// anything, its location and the program's names and numbers taken out.
fn last_line(lines: &Lines) -> Vec<String> {
    let stream = if lines.stderr.iter().any(|l| !l.trim().is_empty()) {
        &lines.stderr
    } else {
        &lines.stdout
    };
    stream
        .iter()
        .rev()
        .map(|l| without_location(l))
        .find(|l| !l.trim().is_empty())
        .map(|l| fixed_parts(l, Numbers::Out))
        .unwrap_or_default()
}

/// The needles of a message after its `head` (`error[E0382]: `): the
/// head joined to the message's first fixed part when the message starts
/// with it, so that the needle reads as the line does; the other parts
/// after it.
fn headed(head: &str, message: &str, numbers: Numbers) -> Vec<String> {
    let parts = fixed_parts(message, numbers);
    let mut needles = Vec::with_capacity(parts.len() + 1);
    let mut parts = parts.into_iter().peekable();
    match parts.peek() {
        Some(first) if message.trim_start().starts_with(first.as_str()) => {
            let first = parts.next().unwrap_or_default();
            needles.push(format!("{head}{first}"));
        }
        _ => needles.push(head.trim_end().to_owned()),
    }
    needles.extend(parts);
    needles
}
