//! The classifier on recorded outputs of real tools (`tests/outputs/`,
//! captured with `LC_ALL=C` from gcc-12, clang-14 and 19, sdcc, glibc's
//! assert, GCC's ASan and UBSan, Python 3.11, rustc and xmllint; those
//! named `handmade-*` are written by hand in the format of a tool or
//! failure not at hand: sdcc's internal error, tsc, MSVC). Each signature
//! must match its own output, and not the outputs of other failures:
//! those named `*-before-*` and `*-then-*` hold the same message after
//! another error (or a Python exception handled before the one that
//! ended the run), which a grep anywhere would take for the same failure.

#![allow(clippy::unwrap_used)]

use std::path::Path;

use whittle_signature::{Anchor, End, Exit, Judge, Kind, NoFailure, Output, Signature, Verdict};

/// A recorded output and how its run ended.
struct Recorded {
    end: End,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

impl Recorded {
    fn output(&self) -> Output<'_> {
        Output {
            end: self.end,
            stdout: &self.stdout,
            stderr: &self.stderr,
        }
    }

    fn signature(&self) -> Signature {
        let signature = Signature::find(&self.output()).unwrap();
        assert!(signature.matches(&self.output()), "{signature:?}");
        signature
    }

    /// The same output with `from` replaced by `to`: another failure of
    /// the same tool, or the same one at another place.
    fn edited(&self, from: &str, to: &str) -> Recorded {
        let edit = |bytes: &[u8]| {
            let text = String::from_utf8_lossy(bytes);
            text.replace(from, to).into_bytes()
        };
        assert!(
            String::from_utf8_lossy(&self.stderr).contains(from)
                || String::from_utf8_lossy(&self.stdout).contains(from),
            "{from}"
        );
        Recorded {
            end: self.end,
            stdout: edit(&self.stdout),
            stderr: edit(&self.stderr),
        }
    }
}

/// `tests/outputs/NAME.stderr` (or `.stdout`), as a run that ended so.
fn recorded(name: &str, end: End) -> Recorded {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/outputs");
    let read = |ext: &str| std::fs::read(dir.join(format!("{name}.{ext}"))).unwrap_or_default();
    let recorded = Recorded {
        end,
        stdout: read("stdout"),
        stderr: read("stderr"),
    };
    assert!(
        !recorded.stdout.is_empty() || !recorded.stderr.is_empty(),
        "no output recorded as {name}"
    );
    recorded
}

fn needles(signature: &Signature) -> Vec<&str> {
    signature.needles.iter().map(String::as_str).collect()
}

#[test]
fn gcc_internal_compiler_error_keeps_its_pass_and_its_text() {
    let ice = recorded("gcc12-ice-rtl-expand", End::Exited(1));
    let signature = ice.signature();
    assert_eq!(signature.kind, Kind::InternalCompilerError);
    assert_eq!(signature.exit, Exit::NonZero);
    assert_eq!(
        needles(&signature),
        [
            "during RTL pass: expand",
            "internal compiler error: Segmentation fault"
        ]
    );
    // Another place in another function of a smaller file: the same.
    let moved = ice.edited("gcc-in.c:13719:3", "input.c:2:3");
    assert!(signature.matches(&moved.output()));
    // The same crash in another pass, and another internal error: not.
    let other_pass = ice.edited("RTL pass: expand", "GIMPLE pass: vrp");
    assert!(!signature.matches(&other_pass.output()));
    let other = recorded("handmade-gcc-ice-expr", End::Exited(1));
    assert!(!signature.matches(&other.output()));
    // An ordinary error of the same compiler: not.
    let error = recorded("gcc12-error-bitint", End::Exited(1));
    assert!(!signature.matches(&error.output()));
}

#[test]
fn gcc_internal_compiler_error_at_a_position_keeps_the_position() {
    let ice = recorded("handmade-gcc-ice-expr", End::Exited(4));
    let signature = ice.signature();
    assert_eq!(
        needles(&signature),
        ["internal compiler error: in expand_expr_real_1, at expr.cc:8728"]
    );
    let elsewhere = ice.edited("expr.cc:8728", "expr.cc:8730");
    assert!(!signature.matches(&elsewhere.output()));
    assert!(
        signature
            .describe()
            .contains("exits non-zero with `internal compiler error: in expand_expr_real_1")
    );
}

#[test]
fn sdcc_reports_its_signal_and_its_internal_error() {
    let caught = recorded("sdcc-caught-signal", End::Exited(1));
    let signature = caught.signature();
    assert_eq!(signature.kind, Kind::Signal);
    assert_eq!(needles(&signature), ["Caught signal 11: SIGSEGV"]);
    assert!(!signature.matches(&recorded("sdcc-error-undefined", End::Exited(1)).output()));
    let abort = caught.edited("11: SIGSEGV", "6: SIGABRT");
    assert!(!signature.matches(&abort.output()));

    let fatal = recorded("handmade-sdcc-fatal-internal-error", End::Exited(1));
    let signature = fatal.signature();
    assert_eq!(signature.kind, Kind::InternalError);
    assert_eq!(
        needles(&signature),
        ["Compiler Internal Error in file 'SDCCast.c' line number '5955'"]
    );
    assert_eq!(
        signature.describe(),
        "exits non-zero with `Compiler Internal Error in file 'SDCCast.c' line number '5955'` \
         before any error"
    );
    let elsewhere = fatal.edited("'5955'", "'6020'");
    assert!(!signature.matches(&elsewhere.output()));
}

#[test]
fn sdcc_errors_keep_their_number_and_lose_the_name() {
    let error = recorded("sdcc-error-undefined", End::Exited(1));
    let signature = error.signature();
    assert_eq!(signature.kind, Kind::Message);
    assert_eq!(needles(&signature), ["error 20: Undefined identifier"]);
    let renamed = error.edited("'undeclared_thing'", "'a'");
    assert!(signature.matches(&renamed.output()));
}

#[test]
fn clang_crashes_are_told_apart_by_their_first_own_frame() {
    for name in ["clang14-crash-pragma", "clang19-crash-pragma"] {
        let crash = recorded(name, End::Exited(1));
        let signature = crash.signature();
        assert_eq!(signature.kind, Kind::Crash, "{name}");
        assert_eq!(
            needles(&signature),
            [
                "PLEASE submit a bug report to",
                "clang::Preprocessor::HandlePragmaDirective("
            ],
            "{name}"
        );
        let other = crash.edited(
            "clang::Preprocessor::HandlePragmaDirective(",
            "clang::Sema::CheckCompletedCXXClass(",
        );
        assert!(!signature.matches(&other.output()), "{name}");
    }
}

#[test]
fn an_assertion_keeps_its_text_and_the_signal() {
    let assertion = recorded("glibc-assertion", End::Signaled(6));
    let signature = assertion.signature();
    assert_eq!(signature.kind, Kind::Assertion);
    assert_eq!(signature.exit, Exit::Signal(6));
    assert_eq!(
        needles(&signature),
        ["Assertion `depth < 2 && \"depth too large\"' failed"]
    );
    assert!(
        signature
            .describe()
            .starts_with("is killed by SIGABRT with `Assertion")
    );
    // Through a shell: 128 + 6.
    let through_a_shell = Recorded {
        end: End::Exited(134),
        ..assertion.edited("depth < 2", "depth < 2")
    };
    assert!(signature.matches(&through_a_shell.output()));
    let other = assertion.edited("depth < 2", "width < 2");
    assert!(!signature.matches(&other.output()));
}

#[test]
fn sanitizer_reports_keep_their_kind_and_first_frame() {
    let asan = recorded("asan-heap-buffer-overflow", End::Exited(1));
    let signature = asan.signature();
    assert_eq!(signature.kind, Kind::Sanitizer);
    assert_eq!(
        needles(&signature),
        ["AddressSanitizer: heap-buffer-overflow", " in main"]
    );
    let other = asan.edited("heap-buffer-overflow", "heap-use-after-free");
    assert!(!signature.matches(&other.output()));

    let ubsan = recorded("ubsan-signed-overflow", End::Exited(1));
    let signature = ubsan.signature();
    assert_eq!(
        needles(&signature),
        [
            "runtime error: signed integer overflow:",
            "cannot be represented in type"
        ]
    );
    let other_values = ubsan.edited("2147483647 + 1", "-2147483648 - 7");
    assert!(signature.matches(&other_values.output()));
}

#[test]
fn rustc_diagnostics_are_kept_by_their_code() {
    let e0308 = recorded("rustc-e0308", End::Exited(1));
    let signature = e0308.signature();
    assert_eq!(signature.kind, Kind::Diagnostic);
    assert_eq!(needles(&signature), ["error[E0308]: mismatched types"]);
    let e0382 = recorded("rustc-e0382", End::Exited(1));
    assert!(!signature.matches(&e0382.output()));
    let signature = e0382.signature();
    assert_eq!(
        needles(&signature),
        ["error[E0382]: borrow of moved value:"]
    );
    let renamed = e0382.edited("`v`", "`a`");
    assert!(signature.matches(&renamed.output()));
    assert!(!signature.matches(&e0308.output()));
}

#[test]
fn typescript_and_msvc_codes_are_read_from_standard_output() {
    let ts = recorded("handmade-tsc-ts2322", End::Exited(2));
    let signature = ts.signature();
    assert_eq!(signature.kind, Kind::Diagnostic);
    assert_eq!(
        needles(&signature),
        ["error TS2322: Type", "is not assignable to type"]
    );
    let other = ts.edited("TS2322", "TS2345");
    assert!(!signature.matches(&other.output()));

    let msvc = recorded("handmade-msvc-c2065", End::Exited(2));
    let signature = msvc.signature();
    assert_eq!(
        needles(&signature),
        ["error C2065:", ": undeclared identifier"]
    );
}

#[test]
fn xmllint_messages_lose_their_file_line_and_numbers() {
    let depth = recorded("xmllint-depth", End::Exited(1));
    let signature = depth.signature();
    assert_eq!(signature.kind, Kind::Message);
    assert_eq!(
        needles(&signature),
        [
            "parser error : Excessive depth in document:",
            "use XML_PARSE_HUGE option"
        ]
    );
    let mismatch = recorded("xmllint-mismatch", End::Exited(1));
    assert!(!signature.matches(&mismatch.output()));
    let signature = mismatch.signature();
    assert_eq!(
        needles(&signature)[0],
        "parser error : Opening and ending tag mismatch: b line"
    );
    assert!(!signature.matches(&depth.output()));
}

#[test]
fn an_error_printed_by_a_tool_that_exits_0_is_a_failure_of_any_status() {
    let dup = recorded("xmllint-dupnsattr", End::Exited(0));
    let signature = dup.signature();
    assert_eq!(signature.exit, Exit::Any);
    assert_eq!(
        needles(&signature),
        [
            "namespace error : Namespaced Attribute type in",
            "redefined"
        ]
    );
    assert!(signature.describe().starts_with("prints `namespace error"));
}

#[test]
fn python_exceptions_keep_their_type_and_message_without_names() {
    let key = recorded("python-keyerror", End::Exited(1));
    let signature = key.signature();
    assert_eq!(signature.kind, Kind::Message);
    assert_eq!(needles(&signature), ["KeyError:"]);
    let name = recorded("python-nameerror", End::Exited(1));
    assert!(!signature.matches(&name.output()));
    let signature = name.signature();
    assert_eq!(needles(&signature), ["NameError: name", "is not defined"]);
    let renamed = name.edited("'undefined_name'", "'a'");
    assert!(signature.matches(&renamed.output()));
    assert!(!signature.matches(&key.output()));

    let syntax = recorded("python-syntaxerror", End::Exited(1));
    let signature = syntax.signature();
    assert_eq!(needles(&signature), ["SyntaxError: invalid syntax"]);
}

#[test]
fn gcc_errors_without_a_code_lose_their_location_and_quoted_text() {
    let error = recorded("gcc12-error-bitint", End::Exited(1));
    let signature = error.signature();
    assert_eq!(signature.kind, Kind::Message);
    assert_eq!(
        needles(&signature),
        [
            "error: expected declaration specifiers or",
            "before numeric constant"
        ]
    );
}

#[test]
fn a_warning_with_status_0_is_no_failure() {
    let warning = recorded("gcc12-warning-div-zero", End::Exited(0));
    assert_eq!(
        Signature::find(&warning.output()),
        Err(NoFailure::Succeeded)
    );
}

#[test]
fn otherwise_the_exit_status_and_the_last_line_of_standard_error() {
    let run = Recorded {
        end: End::Exited(3),
        stdout: b"progress 10%\n".to_vec(),
        stderr: b"reading /tmp/x/input.bin\ninput.bin:12: cannot decode block 7 of 'input.bin'\n\n"
            .to_vec(),
    };
    let signature = run.signature();
    assert_eq!(signature.kind, Kind::ExitStatus);
    assert_eq!(signature.exit, Exit::Code(3));
    assert_eq!(needles(&signature), ["cannot decode block"]);
    let other_status = Recorded {
        end: End::Exited(2),
        ..run.edited("block 7", "block 9")
    };
    assert!(!signature.matches(&other_status.output()));
    // Silent: the status alone; killed: the signal alone.
    let silent = Recorded {
        end: End::Exited(3),
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    assert_eq!(silent.signature().describe(), "exits with status 3");
    let killed = Recorded {
        end: End::Signaled(11),
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    let signature = killed.signature();
    assert_eq!(
        (signature.kind, signature.exit),
        (Kind::Signal, Exit::Signal(11))
    );
    assert_eq!(signature.describe(), "is killed by SIGSEGV");
    assert!(
        !signature.matches(
            &Recorded {
                end: End::Signaled(6),
                ..silent
            }
            .output()
        )
    );
}

#[test]
fn the_judge_names_the_other_failures() {
    let ice = recorded("gcc12-ice-rtl-expand", End::Exited(1));
    let judge = Judge::Same(ice.signature());
    assert_eq!(judge.judge(&ice.output()), Verdict::Interesting);
    let error = recorded("gcc12-error-bitint", End::Exited(1));
    let Verdict::Slipped(other) = judge.judge(&error.output()) else {
        panic!("an error is another failure");
    };
    assert_eq!(other.kind, Kind::Message);
    let clean = Recorded {
        end: End::Exited(0),
        stdout: Vec::new(),
        stderr: Vec::new(),
    };
    assert_eq!(judge.judge(&clean.output()), Verdict::Passed);

    let pattern = Judge::pattern("expected declaration specifiers").unwrap();
    assert_eq!(pattern.judge(&error.output()), Verdict::Interesting);
    assert!(matches!(pattern.judge(&ice.output()), Verdict::Slipped(_)));
    assert!(Judge::pattern("(unclosed").is_err());
    assert_eq!(
        Judge::AnyFailure.judge(&error.output()),
        Verdict::Interesting
    );
    assert_eq!(Judge::AnyFailure.judge(&clean.output()), Verdict::Passed);
}

/// A signature found on `name`, which must not match `other`: a run
/// whose first error is another one, though it holds the same text
/// later.
fn first_error_only(name: &str, other: &str, anchor: Anchor) -> Signature {
    let signature = recorded(name, End::Exited(1)).signature();
    assert_eq!(signature.anchor, Some(anchor), "{name}");
    let other = recorded(other, End::Exited(1));
    assert!(
        !signature.matches(&other.output()),
        "{name} matched {other:?}"
    );
    // Matched anywhere, as a grep for the text would, it would.
    let anywhere = Signature {
        anchor: None,
        ..signature.clone()
    };
    assert!(anywhere.matches(&other.output()), "{name}: {anywhere:?}");
    signature
}

impl std::fmt::Debug for Recorded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", String::from_utf8_lossy(&self.stderr))
    }
}

#[test]
fn rustc_e0308_after_a_syntax_error_is_another_failure() {
    // The slip of issue 67 on rust-rustc-e0308-strsim: a syntax error
    // first, then an E0308 about something else.
    let signature = first_error_only(
        "rustc-e0308",
        "rustc-syntax-error-before-e0308",
        Anchor::FirstError,
    );
    assert!(
        signature
            .describe()
            .ends_with("`error[E0308]: mismatched types` as its first error"),
        "{}",
        signature.describe()
    );
    let slip = recorded("rustc-syntax-error-before-e0308", End::Exited(1));
    let other = slip.signature();
    assert_eq!(other.kind, Kind::Message);
    assert_eq!(
        needles(&other),
        ["error: missing parameters for function definition"]
    );
    let Verdict::Slipped(seen) = Judge::Same(signature).judge(&slip.output()) else {
        panic!("the syntax error is another failure");
    };
    assert_eq!(seen, other);
    // An E0382 first and an E0308 after: the signature is the first.
    let e0382 = recorded("rustc-e0382", End::Exited(1));
    let both = Recorded {
        end: End::Exited(1),
        stdout: Vec::new(),
        stderr: [
            e0382.stderr,
            std::fs::read(outputs().join("rustc-e0308.stderr")).unwrap(),
        ]
        .concat(),
    };
    assert_eq!(
        needles(&both.signature()),
        ["error[E0382]: borrow of moved value:"]
    );
}

fn outputs() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/outputs")
}

#[test]
fn gcc_and_clang_errors_count_only_first() {
    first_error_only(
        "gcc12-error-bitint",
        "gcc12-error-before-bitint",
        Anchor::FirstError,
    );
    let signature = first_error_only(
        "clang14-expected-statement",
        "clang14-error-before-expected-statement",
        Anchor::FirstError,
    );
    assert_eq!(needles(&signature), ["error: expected statement"]);
    // Its own first error: the undeclared name, whatever it is called.
    let slip = recorded("clang14-error-before-expected-statement", End::Exited(1));
    let other = slip.signature();
    assert_eq!(needles(&other), ["error: use of undeclared identifier"]);
    assert!(other.matches(&slip.edited("'undeclared_thing'", "'a'").output()));
    // The same first error at another place: the same failure.
    let moved = recorded("clang14-expected-statement", End::Exited(1))
        .edited("label2.c:6:5", "input.c:1:12");
    assert!(signature.matches(&moved.output()));
}

#[test]
fn xmllint_mismatch_after_a_namespace_error_is_another_failure() {
    first_error_only(
        "xmllint-mismatch",
        "xmllint-namespace-error-before-mismatch",
        Anchor::FirstError,
    );
    // The namespace error is its first error, as in xmllint-dupnsattr.
    let dup = recorded("xmllint-dupnsattr", End::Exited(0)).signature();
    let both = recorded("xmllint-namespace-error-before-mismatch", End::Exited(1));
    assert!(dup.matches(&both.output()));
}

#[test]
fn a_python_exception_is_the_one_that_ends_the_traceback() {
    // A KeyError handled by code that raised a NameError: the NameError.
    let signature = first_error_only(
        "python-keyerror",
        "python-keyerror-then-nameerror",
        Anchor::LastException,
    );
    assert!(
        signature
            .describe()
            .ends_with("as the exception that ends it")
    );
    let chained = recorded("python-keyerror-then-nameerror", End::Exited(1));
    let other = chained.signature();
    assert_eq!(needles(&other), ["NameError: name", "is not defined"]);
    assert!(other.matches(&recorded("python-nameerror", End::Exited(1)).output()));
}

#[test]
fn sdcc_signal_after_an_error_is_another_failure() {
    let caught = recorded("sdcc-caught-signal", End::Exited(1));
    let signature = caught.signature();
    assert_eq!(signature.anchor, Some(Anchor::FirstErrorOrCaughtSignal));
    assert!(signature.describe().ends_with("before any error"));
    // Warnings before it are no errors.
    let after_an_error = caught.edited(
        "Caught signal 11",
        "input.c:3: syntax error: token -> ';' ; column 13\nCaught signal 11",
    );
    assert!(!signature.matches(&after_an_error.output()));
    // An original that had an error before its signal keeps the signal
    // anywhere (the anchor would not find its own line).
    let signature = after_an_error.signature();
    assert_eq!(signature.kind, Kind::Signal);
    assert_eq!(signature.anchor, None);
    assert!(signature.matches(&caught.output()));
}

#[test]
fn an_assertion_after_an_error_is_looked_for_anywhere() {
    let assertion = recorded("glibc-assertion", End::Signaled(6));
    let signature = assertion.signature();
    assert_eq!(signature.anchor, Some(Anchor::FirstErrorOrAssertion));
    let after_an_error = Recorded {
        end: End::Signaled(6),
        stdout: Vec::new(),
        stderr: [
            b"input.c:1:1: error: expected ';'\n".to_vec(),
            assertion.stderr,
        ]
        .concat(),
    };
    assert!(!signature.matches(&after_an_error.output()));
    assert_eq!(after_an_error.signature().anchor, None);
}

/// Every recorded output, with the end it was recorded with.
const ALL: &[(&str, End)] = &[
    ("asan-heap-buffer-overflow", End::Exited(1)),
    ("clang14-crash-pragma", End::Exited(1)),
    ("clang14-error-before-expected-statement", End::Exited(1)),
    ("clang14-expected-statement", End::Exited(1)),
    ("clang19-crash-pragma", End::Exited(1)),
    ("gcc12-error-before-bitint", End::Exited(1)),
    ("gcc12-error-bitint", End::Exited(1)),
    ("gcc12-ice-rtl-expand", End::Exited(1)),
    ("glibc-assertion", End::Signaled(6)),
    ("handmade-gcc-ice-expr", End::Exited(4)),
    ("handmade-msvc-c2065", End::Exited(2)),
    ("handmade-sdcc-fatal-internal-error", End::Exited(1)),
    ("handmade-tsc-ts2322", End::Exited(2)),
    ("python-keyerror", End::Exited(1)),
    ("python-keyerror-then-nameerror", End::Exited(1)),
    ("python-nameerror", End::Exited(1)),
    ("python-syntaxerror", End::Exited(1)),
    ("rustc-e0308", End::Exited(1)),
    ("rustc-e0382", End::Exited(1)),
    ("rustc-syntax-error-before-e0308", End::Exited(1)),
    ("sdcc-caught-signal", End::Exited(1)),
    ("sdcc-error-undefined", End::Exited(1)),
    ("ubsan-signed-overflow", End::Exited(1)),
    ("xmllint-depth", End::Exited(1)),
    ("xmllint-dupnsattr", End::Exited(0)),
    ("xmllint-mismatch", End::Exited(1)),
    ("xmllint-namespace-error-before-mismatch", End::Exited(1)),
];

/// What `grep -E -e PATTERN` prints on `bytes` (under `LC_ALL=C`), as
/// the written test runs it.
fn grep(pattern: &str, bytes: &[u8]) -> Vec<String> {
    use std::io::Write;
    let mut child = std::process::Command::new("grep")
        .args(["-E", "-e", pattern])
        .env("LC_ALL", "C")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(bytes).unwrap();
    let output = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn each_anchor_chooses_the_line_grep_chooses() {
    // The written test finds the anchored line with grep -E on the same
    // pattern: each recorded output's line must be the same both ways.
    let anchors = [
        Anchor::FirstError,
        Anchor::FirstErrorOrCaughtSignal,
        Anchor::FirstErrorOrInternalError,
        Anchor::FirstErrorOrAssertion,
        Anchor::LastException,
    ];
    let mut chosen = 0;
    for (name, end) in ALL {
        let run = recorded(name, *end);
        for anchor in anchors {
            let by_grep = [&run.stderr, &run.stdout].iter().find_map(|bytes| {
                let lines = grep(anchor.pattern(), bytes);
                if anchor.last() {
                    lines.last().cloned()
                } else {
                    lines.first().cloned()
                }
            });
            assert_eq!(anchor.line(&run.output()), by_grep, "{name}, {anchor:?}");
            chosen += usize::from(by_grep.is_some());
        }
        // Each signature matches the output it was found on.
        run.signature();
    }
    assert!(chosen > 40, "{chosen}");
}
