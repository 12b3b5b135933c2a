//! End-to-end reductions of the shipped examples with the built binary.

#![allow(clippy::unwrap_used)]

mod common;

use std::ffi::OsStr;

use common::{fixture, passes, reduce_ok, script, stats, stderr, whittle, work};

/// Each fixture folder holds an input, its test, and the answer whittle
/// gives with its default settings.
fn reduces_to_expected(name: &str, input: &str, expected: &str) {
    reduces_to_expected_with(name, input, expected, &[]);
}

/// As [`reduces_to_expected`], with more options for whittle.
fn reduces_to_expected_with(
    name: &str,
    input: &str,
    expected: &str,
    options: &[&dyn AsRef<OsStr>],
) {
    let w = work(name, input);
    reduce_ok(&w, options);
    let result = std::fs::read_to_string(&w.input).unwrap();
    let answer = std::fs::read_to_string(fixture(name).join(expected)).unwrap();
    assert_eq!(result, answer);
    assert!(passes(&w.test, &w.input));
    // The original is kept beside it.
    let backup = w.dir.path().join(format!("{input}.orig"));
    assert_eq!(std::fs::read(backup).unwrap(), w.original);
}

#[test]
fn the_c_example_reduces_to_its_known_answer() {
    reduces_to_expected("c-div-zero", "input.c", "expected.c");
}

#[test]
fn a_typedef_is_inlined_and_names_are_merged() {
    reduces_to_expected("c-sign-compare", "input.c", "expected.c");
    let w = work("c-sign-compare", "input.c");
    let stats_path = w.dir.path().join("stats.json");
    reduce_ok(&w, &[&"--stats-json", &stats_path]);
    let result = std::fs::read_to_string(&w.input).unwrap();
    // quantity_t's type took its place; the struct's body took its tag's
    // place; the names merged into the function's.
    assert!(
        result.contains("unsigned") && !result.contains("quantity_t"),
        "{result}"
    );
    let s = stats(&stats_path);
    let successes = |pass: &str| {
        s["per_pass"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == pass)
            .and_then(|p| p["interesting"].as_u64())
    };
    assert!(successes("inline") >= Some(1), "{s}");
    assert!(successes("names") >= Some(1), "{s}");
}

#[test]
fn without_renaming_every_name_comes_from_the_input() {
    // The shortest declarator is a new name, `a`: taken by default, not
    // with --no-renaming, which keeps the input's names.
    let reduce = |extra: &[&str]| {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("input.c");
        std::fs::write(&input, "int compute(void);\n").unwrap();
        let test = script(
            dir.path(),
            "test.sh",
            "grep -qE 'int [a-z_]+' \"$1\" && grep -q ';' \"$1\"",
        );
        let output = whittle()
            .arg("-q")
            .args(extra)
            .arg(&test)
            .arg(&input)
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", stderr(&output));
        std::fs::read_to_string(&input).unwrap()
    };
    assert_eq!(reduce(&[]), "int a;\n");
    assert_eq!(reduce(&["--no-renaming"]), "int compute;\n");
}

#[test]
fn a_text_file_reduces_by_lines_and_tokens() {
    reduces_to_expected("text-notes", "input.txt", "expected.txt");
}

#[test]
fn a_grammar_given_at_run_time_is_built_and_reduces() {
    // tests/fixtures/grammar-sexp: a tree-sitter grammar folder (grammar.js
    // and what `tree-sitter generate` made of it).
    let grammar = fixture("grammar-sexp");
    reduces_to_expected_with(
        "sexp-crash",
        "input.sexp",
        "expected.sexp",
        &[&"--grammar", &grammar],
    );
}

#[test]
fn a_grammars_own_queries_take_a_definition_with_its_uses() {
    // The s-expression grammar with a tags query and no overrides file:
    // the test refuses a name defined and not used, and one used and not
    // defined, so `helper` and `twice` can only go with their calls.
    let grammar = tempfile::tempdir().unwrap();
    let source = fixture("grammar-sexp");
    for entry in walk(&source) {
        let to = grammar.path().join(entry.strip_prefix(&source).unwrap());
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(&entry, to).unwrap();
    }
    std::fs::create_dir(grammar.path().join("queries")).unwrap();
    std::fs::copy(
        fixture("sexp-defuse").join("tags.scm"),
        grammar.path().join("queries/tags.scm"),
    )
    .unwrap();
    let w = work("sexp-defuse", "input.sexp");
    reduce_ok(&w, &[&"--grammar", &grammar.path()]);
    let result = std::fs::read_to_string(&w.input).unwrap();
    assert_eq!(result, "(crash (cons))\n");
}

/// The files under `dir`, at any depth.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn the_xml_example_reduces_to_its_known_answer() {
    reduces_to_expected("xml-discount", "input.xml", "expected.xml");
}

#[test]
fn output_goes_elsewhere_and_the_file_stays() {
    let w = work("xml-discount", "input.xml");
    let out = w.dir.path().join("small.xml");
    reduce_ok(&w, &[&"-o", &out]);
    assert_eq!(std::fs::read(&w.input).unwrap(), w.original);
    assert!(!w.dir.path().join("input.xml.orig").exists());
    assert!(passes(&w.test, &out));
    assert!(std::fs::metadata(&out).unwrap().len() < w.original.len() as u64 / 5);
}

#[test]
fn an_existing_backup_is_never_overwritten() {
    let w = work("xml-discount", "input.xml");
    let precious = w.dir.path().join("input.xml.orig");
    std::fs::write(&precious, "precious").unwrap();
    reduce_ok(&w, &[]);
    assert_eq!(std::fs::read_to_string(&precious).unwrap(), "precious");
    let fresh = w.dir.path().join("input.xml.orig.1");
    assert_eq!(std::fs::read(fresh).unwrap(), w.original);
}

#[test]
fn any_number_of_jobs_gives_the_same_result_and_tests() {
    for fixture in ["c-div-zero", "c-sign-compare"] {
        same_result_at_any_jobs(fixture, "0");
    }
}

/// With folding, the batches are the algorithm's: `-j` changes nothing
/// either, and the stats say the batch width.
#[test]
fn with_folding_any_number_of_jobs_gives_the_same_result_and_tests() {
    same_result_at_any_jobs("c-div-zero", "3");
}

fn same_result_at_any_jobs(fixture: &str, fold: &str) {
    let mut results = Vec::new();
    for jobs in ["1", "3"] {
        let w = work(fixture, "input.c");
        let stats_path = w.dir.path().join("stats.json");
        reduce_ok(
            &w,
            &[
                &"--seed",
                &"7",
                &"-j",
                &jobs,
                &"--fold",
                &fold,
                &"--stats-json",
                &stats_path,
            ],
        );
        let s = stats(&stats_path);
        // The speculation is accounted for: what ran ahead and was never
        // asked for, and how busy the workers were.
        let (run, executed) = (
            s["tests_run"].as_u64().unwrap(),
            s["tests_executed"].as_u64().unwrap(),
        );
        assert_eq!(s["tests_not_needed"].as_u64(), Some(executed - run));
        let busy = s["workers_busy_share"].as_f64().unwrap();
        assert!(busy > 0.0 && busy <= 1.0, "{busy}");
        if jobs == "1" {
            assert_eq!(executed, run, "one job runs nothing ahead");
        }
        assert_eq!(s["fold"].to_string(), fold);
        results.push((
            std::fs::read(&w.input).unwrap(),
            s["tests_run"].clone(),
            s["jobs"].clone(),
        ));
    }
    assert_eq!(results[0].0, results[1].0);
    assert_eq!(results[0].1, results[1].1);
    assert_ne!(results[0].2, results[1].2);
}

#[test]
fn statistics_and_trace_describe_the_run() {
    let w = work("xml-discount", "input.xml");
    let stats_path = w.dir.path().join("stats.json");
    let trace_path = w.dir.path().join("trace.jsonl");
    reduce_ok(
        &w,
        &[
            &"--stats-json",
            &stats_path,
            &"--trace",
            &trace_path,
            &"--syntax-check",
        ],
    );
    let s = stats(&stats_path);
    for key in [
        "original_tokens",
        "final_tokens",
        "original_bytes",
        "final_bytes",
        "tests_run",
        "cache_hits",
        "pma_skips",
        "seconds",
        "pass_runs",
        "algorithm",
        "tests_timed_out",
        "tests_interesting",
        "per_pass",
        "jobs",
    ] {
        assert!(s.get(key).is_some(), "no {key} in {s}");
    }
    let (before, after) = (
        s["original_tokens"].as_u64().unwrap(),
        s["final_tokens"].as_u64().unwrap(),
    );
    assert!(after > 0 && after < before, "{before} -> {after}");
    let per_pass = s["per_pass"].as_array().unwrap();
    let names: Vec<&str> = per_pass
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    // The schedule's default rows that run for XML, in its order, and the
    // test of the result once more at the end.
    let xml = whittle_tree::Language::xml();
    let mut scheduled: Vec<&str> =
        whittle_passes::defaults(whittle_passes::PassSettings::default())
            .iter()
            .filter(|p| p.runs_for(&xml))
            .map(|p| p.name)
            .collect();
    scheduled.push("final-check");
    assert_eq!(names, scheduled);
    assert_eq!(names[0], "hdd", "{names:?}");
    assert_eq!(s["final_check"], "passed");
    // Counted, not zero: a test cancelled while its tool runs has that tool
    // ended too.
    assert!(s["processes_ended"].is_u64(), "{s}");
    assert!(s["peak_memory_bytes"].as_u64().unwrap() > 1 << 20, "{s}");
    // whittle's own CPU beside its tests' (the checks and tests are
    // processes it waited for).
    let (own, tests, share) = (
        s["cpu_seconds_whittle"].as_f64().unwrap(),
        s["cpu_seconds_tests"].as_f64().unwrap(),
        s["cpu_share_whittle"].as_f64().unwrap(),
    );
    assert!(own > 0.0 && tests > 0.0, "{s}");
    assert!((share - own / (own + tests)).abs() < 1e-9, "{s}");
    let tests: u64 = per_pass.iter().map(|p| p["tests"].as_u64().unwrap()).sum();
    assert_eq!(tests, s["tests_run"].as_u64().unwrap());
    assert_eq!(s["syntax_check"], true);
    assert_eq!(s["unparsable_candidates"], 0);
    let trace = std::fs::read_to_string(&trace_path).unwrap();
    let lines: Vec<serde_json::Value> = trace
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len() as u64, s["tests_run"].as_u64().unwrap());
    assert!(
        lines
            .iter()
            .all(|l| l["pass"].is_u64() && l["outcome"].is_string())
    );
    assert!(lines.iter().any(|l| l["outcome"] == "interesting"));
    let last = lines.last().unwrap();
    assert_eq!(last["pass_name"], "final-check");
    assert_eq!(last["outcome"], "interesting");
    // Each test names its candidate by content hash: the reduction never
    // tests the same content twice, and the final check tests the result,
    // which is the last interesting candidate.
    let hashes: Vec<&str> = lines.iter().map(|l| l["hash"].as_str().unwrap()).collect();
    assert!(
        hashes
            .iter()
            .all(|h| h.len() == 32 && h.bytes().all(|b| b.is_ascii_hexdigit()))
    );
    let (check, reduction) = hashes.split_last().unwrap();
    let distinct: std::collections::BTreeSet<&&str> = reduction.iter().collect();
    assert_eq!(distinct.len(), reduction.len());
    let last_interesting = lines[..reduction.len()]
        .iter()
        .rev()
        .find(|l| l["outcome"] == "interesting")
        .unwrap();
    assert_eq!(last_interesting["hash"].as_str(), Some(*check));
}

#[test]
fn without_fixpoint_one_pass_runs() {
    let w = work("xml-discount", "input.xml");
    let stats_path = w.dir.path().join("stats.json");
    reduce_ok(&w, &[&"--no-fixpoint", &"--stats-json", &stats_path]);
    // One round: each main pass once (hdd and names for XML).
    let s = stats(&stats_path);
    assert_eq!(s["pass_runs"], 2);
    assert!(
        s["per_pass"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["runs"].as_u64() <= Some(1))
    );
}

#[test]
fn every_algorithm_and_strategy_gives_an_interesting_result() {
    for strategy in ["hdd", "perses"] {
        for algorithm in ["ddmin", "probdd", "cdd", "wddmin", "wprobdd", "wcdd"] {
            // PMA on and off where it applies; the probabilistic ones
            // without.
            let pma_settings: &[&str] = match algorithm {
                "probdd" | "wprobdd" => &["--no-pma"],
                _ => &["--pma", "--no-pma"],
            };
            for pma in pma_settings {
                let w = work("xml-discount", "input.xml");
                let stats_path = w.dir.path().join("stats.json");
                let output = whittle()
                    .args(["-q", "--strategy", strategy, "--algorithm", algorithm, pma])
                    .arg("--stats-json")
                    .arg(&stats_path)
                    .arg(&w.test)
                    .arg(&w.input)
                    .output()
                    .unwrap();
                let what = format!("{strategy} {algorithm} {pma}");
                assert!(output.status.success(), "{what}: {}", stderr(&output));
                assert!(passes(&w.test, &w.input), "{what}");
                assert!(std::fs::metadata(&w.input).unwrap().len() < 100, "{what}");
                let s = stats(&stats_path);
                assert_eq!(s["algorithm"], algorithm, "{what}");
                assert_eq!(s["pma"], *pma == "--pma", "{what}");
                assert_eq!(s["per_pass"][0]["name"], strategy, "{what}");
            }
        }
    }
}

#[test]
fn a_file_with_syntax_errors_is_still_reduced() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("broken.c");
    std::fs::write(
        &input,
        "int ok(void) { return 1; }\nint broken(int a { return a +; }\nint BUG;\nint tail(void) { return 2; }\n",
    )
    .unwrap();
    let test = script(dir.path(), "test.sh", "grep -q BUG \"$1\"");
    let output = whittle().arg(&test).arg(&input).output().unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stderr(&output).contains("does not fully parse"));
    let result = std::fs::read_to_string(&input).unwrap();
    assert!(result.contains("BUG") && result.len() < 20, "{result}");
}

/// A small C project: a `.c` file, the header it includes, a Makefile, a
/// file no build reads, and a folder with a text and a binary file.
fn c_project(dir: &std::path::Path) -> std::path::PathBuf {
    let project = dir.join("project");
    std::fs::create_dir_all(project.join("docs")).unwrap();
    let files: [(&str, &[u8]); 6] = [
        (
            "main.c",
            b"#include \"util.h\"\n\nint compute(int a)\n{\n  int b = helper(a);\n  return b / \
              DIVISOR;\n}\n\nint twice(int a)\n{\n  return a + a;\n}\n\nint main(void)\n{\n  \
              return compute(3) + twice(2);\n}\n",
        ),
        (
            "util.h",
            b"#define DIVISOR 0\nstatic int helper(int x) { return x * 2; }\nstatic int \
              unused_helper(int y) { return y + 1; }\n",
        ),
        (
            "Makefile",
            b"all:\n\tgcc -c -Wall main.c -o main.o\n\nclean:\n\trm -f main.o\n",
        ),
        ("notes.txt", b"Notes on the project that no build reads.\n"),
        ("docs/readme.md", b"# The project\n\nBuild it with make.\n"),
        ("docs/logo.bin", b"BIN\0\x01\x02"),
    ];
    for (name, bytes) in files {
        std::fs::write(project.join(name), bytes).unwrap();
    }
    project
}

/// Every file under `dir`, by its path there, with its contents.
fn tree(dir: &std::path::Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap();
                files.push((path.strip_prefix(dir).unwrap().to_path_buf(), bytes));
            }
        }
    }
    files.sort();
    files
}

/// A folder as input: the files the build does not need go (the notes,
/// the whole docs folder), the others are reduced in their own language,
/// the original tree is kept as `project.orig`, and `-o` puts the same
/// result in a folder of its own at any `-j`.
#[test]
fn a_folder_is_reduced_as_a_whole() {
    let dir = tempfile::tempdir().unwrap();
    let project = c_project(dir.path());
    let original = tree(&project);
    let test = script(
        dir.path(),
        "test.sh",
        "cd \"$1\" || exit 1\nmake > make.log 2>&1\ngrep -q 'division by zero' make.log",
    );
    let stats_path = dir.path().join("stats.json");
    let output = whittle()
        .args(["-j", "2", "--stats-json"])
        .arg(&stats_path)
        .arg(&test)
        .arg(&project)
        .output()
        .unwrap();
    let message = stderr(&output);
    assert!(output.status.success(), "{message}");
    let result = tree(&project);
    let names: Vec<String> = result
        .iter()
        .map(|(p, _)| p.display().to_string())
        .collect();
    assert_eq!(names, ["Makefile", "main.c", "util.h"], "{message}");
    assert!(!project.join("docs").exists());
    let size = |files: &[(std::path::PathBuf, Vec<u8>)], name: &str| {
        files
            .iter()
            .find(|(p, _)| p.ends_with(name))
            .unwrap()
            .1
            .len()
    };
    for name in ["main.c", "util.h", "Makefile"] {
        assert!(
            size(&result, name) < size(&original, name),
            "{name}: {message}"
        );
    }
    assert_eq!(tree(&dir.path().join("project.orig")), original);
    let s = stats(&stats_path);
    assert_eq!(s["files"], 6);
    let files_pass = s["per_pass"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "files")
        .unwrap();
    assert!(files_pass["interesting"].as_u64().unwrap() >= 1, "{s}");
    assert!(
        message.contains(&format!("result in {}", project.display())),
        "{message}"
    );

    // The same from the original with -o and -j 1: the folder given is
    // left alone, no backup is made, and the result is the same.
    let again = tempfile::tempdir().unwrap();
    let project = c_project(again.path());
    let out = again.path().join("reduced");
    let output = whittle()
        .args(["-q", "-j", "1", "-o"])
        .arg(&out)
        .arg(&test)
        .arg(&project)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(tree(&project), original);
    assert_eq!(tree(&out), result);
    assert!(!again.path().join("project.orig").exists());
}
