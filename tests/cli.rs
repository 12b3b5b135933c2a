//! What a new user meets on the command line: language choice, argument
//! order, shebangs, C-Vise habits, exit codes, progress in logs, kept
//! failures and several files.

#![allow(clippy::unwrap_used)]

mod common;

use std::path::Path;

use common::{fixture, passes, script, stderr, whittle, work};

/// A C program with the division gcc warns about, under another name.
fn c_program_as(w: &common::Work, name: &str) -> std::path::PathBuf {
    let path = w.dir.path().join(name);
    std::fs::write(&path, &w.original).unwrap();
    path
}

#[test]
fn an_unknown_extension_says_which_language_was_chosen() {
    let w = work("c-div-zero", "input.c");
    // gcc takes any name as C with -x c.
    let test = script(
        w.dir.path(),
        "any-name.sh",
        "gcc -x c -c -Wall -o /dev/null \"$1\" 2> gcc.log || exit 1\ngrep -q 'division by zero' gcc.log",
    );
    for name in ["program.prog", "program"] {
        let file = c_program_as(&w, name);
        let output = whittle().arg(&test).arg(&file).output().unwrap();
        let message = stderr(&output);
        assert!(output.status.success(), "{message}");
        assert!(
            message.contains("no extension whittle knows")
                && message.contains("reduced as c")
                && message.contains("--lang"),
            "{message}"
        );
        assert!(passes(&test, &file));
    }
}

#[test]
fn xml_in_a_c_file_is_reduced_as_xml() {
    let w = work("xml-discount", "input.xml");
    let file = w.dir.path().join("data.c");
    std::fs::write(&file, &w.original).unwrap();
    let output = whittle().arg(&w.test).arg(&file).output().unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    assert!(
        message.contains("its extension says c but it holds xml"),
        "{message}"
    );
    // Reduced by XML's rules: the same answer as the .xml example.
    let expected = std::fs::read(fixture("xml-discount").join("expected.xml")).unwrap();
    assert_eq!(std::fs::read(&file).unwrap(), expected);
}

#[test]
fn reversed_arguments_are_pointed_out() {
    let w = work("c-div-zero", "input.c");
    let output = whittle().arg(&w.input).arg(&w.test).output().unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(2), "{message}");
    assert!(message.contains("wrong way round"), "{message}");
    assert!(!message.contains("chmod"), "{message}");
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
}

#[test]
fn a_test_without_a_shebang_or_with_a_crlf_one_is_explained() {
    use std::os::unix::fs::PermissionsExt;
    let w = work("c-div-zero", "input.c");
    let executable = |name: &str, body: &str| {
        let path = w.dir.path().join(name);
        std::fs::write(&path, body).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    };
    let bare = executable("bare.sh", "grep -q average_quantity \"$1\"\n");
    let output = whittle().arg(&bare).arg(&w.input).output().unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        message.contains("no #! line") && message.contains("#!/bin/sh"),
        "{message}"
    );
    assert!(!message.contains("Check it by hand"), "{message}");

    let crlf = executable(
        "crlf.sh",
        "#!/bin/sh\r\ngrep -q average_quantity \"$1\"\r\n",
    );
    let output = whittle().arg(&crlf).arg(&w.input).output().unwrap();
    let message = stderr(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(message.contains("carriage return"), "{message}");
    assert!(!message.contains("does it start with"), "{message}");

    let missing = executable("missing.sh", "#!/no/such/shell\nexit 0\n");
    let output = whittle().arg(&missing).arg(&w.input).output().unwrap();
    assert!(
        stderr(&output).contains("/no/such/shell"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
}

#[test]
fn c_vise_habits_work() {
    let w = work("c-div-zero", "input.c");
    let stats = w.dir.path().join("stats.json");
    let output = whittle()
        .args(["--n", "2", "--not-c", "--stats-json"])
        .arg(&stats)
        .arg(&w.test)
        .arg(&w.input)
        .output()
        .unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    assert!(
        message.contains("--not-c: ") && message.contains("plain text"),
        "{message}"
    );
    let stats = common::stats(&stats);
    assert_eq!(stats["jobs"], 2);
}

#[test]
fn usage_errors_exit_2_and_help_lists_the_exit_codes() {
    let w = work("c-div-zero", "input.c");
    for bad in [
        vec!["--jobs", "0"],
        vec!["--algorithm", "probdd", "--pma"],
        vec!["--algorithm", "quicksort"],
        vec!["--lang", "cobol"],
    ] {
        let output = whittle()
            .args(&bad)
            .arg(&w.test)
            .arg(&w.input)
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(2),
            "{bad:?}: {}",
            stderr(&output)
        );
    }
    let help = whittle().arg("--help").output().unwrap();
    let text = String::from_utf8_lossy(&help.stdout);
    for line in ["Exit status", "130", "143", "  2 "] {
        assert!(text.contains(line), "{line} not in --help:\n{text}");
    }
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
}

#[test]
fn progress_lines_go_to_a_log() {
    let w = work("c-div-zero", "input.c");
    let slow = script(
        w.dir.path(),
        "slow.sh",
        &format!("sleep 0.2\nexec {} \"$1\"", w.test.display()),
    );
    // Standard error is a pipe here, not a terminal.
    let output = whittle().arg(&slow).arg(&w.input).output().unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    let progress: Vec<&str> = message
        .lines()
        .filter(|l| l.starts_with("whittle: [00:") && l.contains("tokens"))
        .collect();
    assert!(!progress.is_empty(), "{message}");
    assert!(progress[0].contains("pass "), "{message}");
    // Each line is the run's state: tests so far (never back to fewer),
    // and the tokens of a file the test accepted, never a candidate's
    // below the result.
    let number_before = |line: &str, marker: &str| -> u64 {
        let head = &line[..line.find(marker).unwrap()];
        head.rsplit(' ').next().unwrap().parse().unwrap()
    };
    let summary = message.lines().find(|l| l.contains(" tokens (")).unwrap();
    let final_tokens = number_before(summary, " tokens (");
    let mut tests = 0;
    for line in &progress {
        let now = number_before(line, " tests ·");
        assert!(now >= tests, "{message}");
        tests = now;
        assert!(number_before(line, " / ") >= final_tokens, "{message}");
        assert!(line.contains("tests/s"), "{message}");
    }
    assert!(tests > 0, "{message}");
    // Quiet means quiet.
    let w = work("c-div-zero", "input.c");
    let output = whittle()
        .arg("-q")
        .arg(&slow)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(stderr(&output).is_empty(), "{}", stderr(&output));
}

#[test]
fn the_last_failures_are_kept_to_see_why() {
    let w = work("c-div-zero", "input.c");
    let kept = w.dir.path().join("why");
    let output = whittle()
        .args([
            "-q",
            "-j",
            "1",
            "--save-failures-count",
            "5",
            "--save-failures",
        ])
        .arg(&kept)
        .arg(&w.test)
        .arg(&w.input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let folders: Vec<_> = std::fs::read_dir(&kept)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(folders.len(), 5);
    for folder in folders {
        let status = std::fs::read_to_string(folder.join("status")).unwrap();
        assert!(status.starts_with("exit status"), "{status}");
        assert!(folder.join("work/input.c").exists());
        // What the test wrote is there too.
        assert!(folder.join("work/gcc.log").exists());
        assert!(!passes(&w.test, &folder.join("work/input.c")));
    }
}

#[test]
fn several_files_are_reduced_together() {
    let dir = tempfile::tempdir().unwrap();
    let source = fixture("c-two-files");
    for name in ["main.c", "util.h"] {
        std::fs::copy(source.join(name), dir.path().join(name)).unwrap();
    }
    let main = dir.path().join("main.c");
    let util = dir.path().join("util.h");
    let original_main = std::fs::read(&main).unwrap();
    let original_util = std::fs::read(&util).unwrap();
    let test = source.join("test.sh");
    let output = whittle().arg(&test).arg(&main).arg(&util).output().unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    let main_after = std::fs::read_to_string(&main).unwrap();
    let util_after = std::fs::read_to_string(&util).unwrap();
    assert!(main_after.len() < original_main.len() / 4, "{main_after}");
    assert!(util_after.len() < original_util.len() / 4, "{util_after}");
    assert!(main_after.contains("util.h"), "{main_after}");
    // Both backups; the pair is still interesting.
    assert_eq!(
        std::fs::read(dir.path().join("main.c.orig")).unwrap(),
        original_main
    );
    assert_eq!(
        std::fs::read(dir.path().join("util.h.orig")).unwrap(),
        original_util
    );
    let scratch = tempfile::tempdir().unwrap();
    for name in ["main.c", "util.h"] {
        std::fs::copy(dir.path().join(name), scratch.path().join(name)).unwrap();
    }
    let status = std::process::Command::new(&test)
        .arg(scratch.path().join("main.c"))
        .arg(scratch.path().join("util.h"))
        .current_dir(scratch.path())
        .status()
        .unwrap();
    assert!(status.success());
    assert!(
        message.contains("main.c.orig") && message.contains("util.h.orig"),
        "{message}"
    );
}

#[test]
fn several_files_go_to_an_output_folder() {
    let dir = tempfile::tempdir().unwrap();
    let source = fixture("c-two-files");
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let output = whittle()
        .arg("-q")
        .arg("-o")
        .arg(&out)
        .arg(source.join("test.sh"))
        .arg(source.join("main.c"))
        .arg(source.join("util.h"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(out.join("main.c").exists() && out.join("util.h").exists());
    // A file that is not a folder is refused, before anything runs.
    let output = whittle()
        .arg("-o")
        .arg(out.join("main.c"))
        .arg(source.join("test.sh"))
        .arg(source.join("main.c"))
        .arg(source.join("util.h"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("folder"), "{}", stderr(&output));
}

#[test]
fn the_same_name_twice_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let source = fixture("c-two-files");
    for sub in ["a", "b"] {
        std::fs::create_dir(dir.path().join(sub)).unwrap();
        std::fs::copy(source.join("util.h"), dir.path().join(sub).join("util.h")).unwrap();
    }
    let output = whittle()
        .arg(source.join("test.sh"))
        .arg(dir.path().join("a/util.h"))
        .arg(dir.path().join("b/util.h"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("same name"), "{}", stderr(&output));
}

/// README's quick start, run as written: the summary it quotes and the
/// program it shows are what the command prints and writes.
#[test]
fn the_readme_quick_start_prints_what_the_readme_says() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let quick = &readme[readme.find("## Quick start").unwrap()..];
    let quick = &quick[..quick.find("\n## ").unwrap()];
    let command = quick
        .lines()
        .find_map(|l| l.strip_prefix("cargo run --release -- "))
        .unwrap();
    let command = &command[..command.find(" && ").unwrap()];
    // The quoted summary, up to its ellipsis.
    let quoted = &quick[quick.find("prints a summary (`").unwrap() + 19..];
    let quoted = &quoted[..quoted.find('…').unwrap()];
    let shown = &quick[quick.find("```c\n").unwrap() + 5..];
    let shown = &shown[..shown.find("```").unwrap()];

    // The fixture at the same relative paths, in a folder of its own.
    let dir = tempfile::tempdir().unwrap();
    let fixtures = dir.path().join("tests/fixtures/c-div-zero");
    std::fs::create_dir_all(&fixtures).unwrap();
    for name in ["test.sh", "input.c"] {
        std::fs::copy(fixture("c-div-zero").join(name), fixtures.join(name)).unwrap();
    }
    let output = whittle()
        .current_dir(dir.path())
        .args(command.split(' '))
        .output()
        .unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    let summary = message
        .lines()
        .find_map(|l| l.strip_prefix("whittle: ").filter(|l| l.contains(" → ")))
        .unwrap();
    assert!(
        summary.starts_with(quoted),
        "README quotes `{quoted}…`, whittle printed `{summary}`"
    );
    let reduced = std::fs::read_to_string(dir.path().join("reduced.c")).unwrap();
    assert_eq!(reduced, shown);
}

/// README's "## Passes" section: its `- `name` (when): what` lines, as
/// `(name, "(when): what")`.
fn readme_pass_list() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let section = &readme[readme.find("\n## Passes\n").unwrap() + 1..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    section
        .lines()
        .filter_map(|l| l.strip_prefix("- `"))
        .map(|l| {
            let (name, rest) = l.split_once('`').unwrap();
            (name.to_owned(), rest.trim().to_owned())
        })
        .collect()
}

/// README lists the passes `--list-passes` prints, one line each, in its
/// order, and no other, each with the same words on when it runs and what
/// it does.
#[test]
fn the_readme_lists_every_pass_in_the_order_of_list_passes() {
    let output = whittle().arg("--list-passes").output().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    let listed = String::from_utf8_lossy(&output.stdout).into_owned();
    // A pass's line starts with `* name` (a default one) or `  name`, then
    // its description; the wrapped rest is indented further, and its last
    // part, in parentheses, says when it runs.
    let mut passes: Vec<(String, String)> = Vec::new();
    for line in listed.lines().filter(|l| !l.starts_with("(* runs")) {
        let head = line.strip_prefix("* ").or_else(|| line.strip_prefix("  "));
        match head.filter(|l| !l.starts_with(' ')) {
            Some(head) => {
                let (name, text) = head.split_once(' ').unwrap();
                passes.push((name.to_owned(), text.trim().to_owned()));
            }
            None => {
                let (_, text) = passes.last_mut().unwrap();
                text.push(' ');
                text.push_str(line.trim());
            }
        }
    }
    assert!(passes.len() > 20, "{listed}");
    let passes: Vec<(String, String)> = passes
        .into_iter()
        .map(|(name, text)| {
            let at = text.rfind(" (").unwrap();
            let (what, when) = (&text[..at], &text[at + 1..]);
            (name, format!("{when}: {what}"))
        })
        .collect();
    assert_eq!(
        readme_pass_list(),
        passes,
        "README's pass list against --list-passes"
    );
}

/// README is the user's manual and stays short; the measurements live
/// in benchmarks/README.md.
#[test]
fn the_readme_stays_at_most_30000_bytes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let size = std::fs::metadata(root.join("README.md")).unwrap().len();
    assert!(
        size <= 30_000,
        "README.md is {size} bytes, more than 30,000"
    );
    assert!(root.join("benchmarks/README.md").is_file());
}

/// `-h` names every language of the table; the crate's description is
/// the same text.
#[test]
fn the_help_names_every_language() {
    let help = whittle().arg("-h").output().unwrap();
    let text = String::from_utf8_lossy(&help.stdout).replace('\n', " ");
    for name in whittle_tree::Language::names() {
        let shown = match *name {
            "c" => "C,",
            "cpp" => "C++",
            "xml" => "XML",
            "json" => "JSON",
            "rust" => "Rust",
            "python" => "Python",
            "javascript" => "JavaScript",
            "typescript" | "tsx" => "TypeScript",
            "go" => "Go",
            "java" => "Java",
            "text" => "plain text",
            "bytes" => "binary files",
            other => panic!("{other}: add the language to Cargo.toml's description"),
        };
        assert!(text.contains(shown), "{shown} not in -h:\n{text}");
    }
    assert!(text.contains(env!("CARGO_PKG_DESCRIPTION")), "{text}");
}

/// `--list-passes` keeps its columns: every line within 100 characters,
/// and a description that wraps goes on under its own column.
#[test]
fn the_list_of_passes_keeps_its_columns() {
    let output = whittle().arg("--list-passes").output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    // Where the first description starts.
    let first = text.lines().next().unwrap();
    let name_end = 2 + first[2..].find(' ').unwrap();
    let column = first.len() - first[name_end..].trim_start().len();
    for line in text.lines() {
        assert!(line.chars().count() <= 100, "{line}");
        if !line.starts_with(['*', ' ', '(']) {
            panic!("not a pass or its continuation: {line}");
        }
        if line.starts_with("  ") && line.chars().nth(2) == Some(' ') {
            assert!(
                line[..column].trim().is_empty() && !line[column..].starts_with(' '),
                "{line}"
            );
        }
    }
    assert!(text.contains("re-indent"), "{text}");
}

/// A bad value for an option names the option and what to give; a C-Vise
/// option whittle lacks says what to use instead.
#[test]
fn option_mistakes_name_the_option_and_the_fix() {
    let w = work("c-div-zero", "input.c");
    let file = w.dir.path().join("X");
    std::fs::write(&file, "").unwrap();
    let missing = w.dir.path().join("no/such/stats.json");
    let cases: [(Vec<&std::ffi::OsStr>, &[&str]); 5] = [
        (
            vec!["--save-failures".as_ref(), file.as_os_str()],
            &["--save-failures", "is a file", "give a folder"],
        ),
        (
            vec!["--stats-json".as_ref(), missing.as_os_str()],
            &["--stats-json", "does not exist"],
        ),
        (
            vec!["--trace".as_ref(), w.dir.path().as_os_str()],
            &["--trace", "is a folder"],
        ),
        (vec!["--print-diff".as_ref()], &["C-Vise", "--trace"]),
        (vec!["--save-temps".as_ref()], &["--save-failures"]),
    ];
    for (options, words) in cases {
        let output = whittle()
            .args(&options)
            .arg(&w.test)
            .arg(&w.input)
            .output()
            .unwrap();
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{message}");
        for word in words {
            assert!(message.contains(word), "{word} not in: {message}");
        }
        assert!(!message.contains("similar argument"), "{message}");
        assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
    }
}

/// The man page and the completions come from the command line's own
/// definition: every option `--help` lists is in each of them.
#[test]
fn the_man_page_and_completions_have_every_option() {
    let help = whittle().arg("--help").output().unwrap();
    let help = String::from_utf8_lossy(&help.stdout).into_owned();
    // Options are the lines of --help that start with a dash, indented
    // less than the descriptions that wrap.
    let options: Vec<&str> = help
        .lines()
        .filter(|l| l.len() - l.trim_start().len() < 10)
        .map(str::trim_start)
        .filter(|l| l.starts_with('-'))
        .filter_map(|l| l.split([' ', ',', '=']).find(|w| w.starts_with("--")))
        .collect();
    assert!(options.len() > 25, "{options:?}");
    for what in ["man", "bash", "zsh", "fish"] {
        let output = whittle().args(["--generate", what]).output().unwrap();
        assert!(output.status.success(), "{}", stderr(&output));
        let text = String::from_utf8_lossy(&output.stdout).replace("\\-", "-");
        for option in &options {
            // fish names long options without their dashes (`-l output`).
            let name = option.trim_start_matches('-');
            let found = match what {
                "fish" => {
                    text.contains(&format!("-l {name} ")) || text.contains(&format!("-l {name}\n"))
                }
                // In bold, as an option of its own.
                "man" => text.contains(&format!("\\fB{option}\\fR")),
                _ => text.contains(option),
            };
            assert!(found, "{option} not in --generate {what}");
        }
    }
    let man = whittle().args(["--generate", "man"]).output().unwrap();
    let man = String::from_utf8_lossy(&man.stdout);
    assert!(man.starts_with(".ie") || man.contains(".TH"), "{man}");
    assert!(man.contains("EXIT STATUS"), "{man}");
}
