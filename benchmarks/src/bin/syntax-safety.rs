//! How often a single edit that whittle-tree offers as safe really keeps
//! the file parseable.
//!
//! For each input, nodes are visited in a seeded random order; each gives
//! one removal of a removable child (with its separators) and one of its
//! first replacements, until `--per-file` edits are collected. Each edited
//! file is re-parsed (incrementally) and counted as kept when it has no
//! more ERROR or MISSING nodes than the original: for files that parse
//! cleanly, that means none at all. XML results are also checked with
//! `xmllint --noout` where it is installed and accepts the original.
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin syntax-safety
//! [-- --per-file N] [FILES or FOLDERS...]` (default: the shared
//! benchmarks and the project's fixtures).

#![allow(clippy::print_stdout)] // a report is this program's output

use std::path::{Path, PathBuf};
use std::process::Command;

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use tree_sitter::{InputEdit, Parser, Point};
use whittle_benchmarks::inputs;
use whittle_tree::{Edit, Edits, Language, Tree, syntax_errors};

struct Report {
    path: PathBuf,
    clean: bool,
    edits: usize,
    kept: usize,
    xml_checked: usize,
    xml_well_formed: usize,
    failures: Vec<String>,
    xml_failures: Vec<String>,
}

fn offered_edits(tree: &Tree, per_file: usize, seed: u64) -> Vec<Edits> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut nodes: Vec<_> = tree.nodes().collect();
    nodes.shuffle(&mut rng);
    let mut all = Vec::new();
    for node in nodes {
        if all.len() >= per_file {
            break;
        }
        // The same completion whittle applies to its candidates.
        let none = Edits::new();
        let removable = tree.removable_children(node, &none);
        if !removable.is_empty() {
            let child = removable[rng.random_range(0..removable.len())];
            all.extend(tree.apply(&none, &[Edit::Remove(child)]));
        }
        let replacements = tree.replacements(node, &none, 4);
        if !replacements.is_empty() {
            let replacement = replacements[rng.random_range(0..replacements.len())].clone();
            all.extend(tree.apply(&none, &[Edit::Replace(node, replacement)]));
        }
    }
    all
}

fn point(text: &[u8], offset: usize) -> Point {
    let before = &text[..offset];
    let row = before.iter().filter(|&&b| b == b'\n').count();
    let column = offset
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
    Point { row, column }
}

/// Whether `xmllint --noout` accepts the bytes; on a rejection, its first
/// complaint.
fn xmllint(bytes: &[u8], scratch: &Path) -> Option<Result<(), String>> {
    std::fs::write(scratch, bytes).ok()?;
    let output = Command::new("xmllint")
        .args(["--noout", "--nonet"])
        .arg(scratch)
        .output()
        .ok()?;
    let complaint = String::from_utf8_lossy(&output.stderr)
        .lines()
        .next()
        .unwrap_or_default()
        .replace(&scratch.display().to_string(), "");
    Some(if output.status.success() {
        Ok(())
    } else {
        Err(complaint)
    })
}

fn measure(path: &Path, per_file: usize, seed: u64) -> Option<Report> {
    let source = std::fs::read(path).ok()?;
    let language = Language::detect(path, &source);
    let tree = Tree::parse(&language, source.clone()).ok()?;
    let mut parser = Parser::new();
    parser.set_language(language.tree_sitter_language()?).ok()?;
    let original = parser.parse(&source, None)?;
    let scratch = std::env::temp_dir().join(format!(
        "whittle-safety-{}-{}.xml",
        std::process::id(),
        path.display().to_string().replace('/', "_")
    ));
    let check_xml = language.name() == "xml" && xmllint(&source, &scratch) == Some(Ok(()));
    let mut report = Report {
        path: path.to_path_buf(),
        clean: tree.error_count() == 0,
        edits: 0,
        kept: 0,
        xml_checked: 0,
        xml_well_formed: 0,
        failures: Vec::new(),
        xml_failures: Vec::new(),
    };
    for edits in offered_edits(&tree, per_file, seed) {
        let output = tree.render(&edits);
        if output == source {
            continue;
        }
        let prefix = source
            .iter()
            .zip(&output)
            .take_while(|(a, b)| a == b)
            .count();
        let room = source.len().min(output.len()) - prefix;
        let suffix = source
            .iter()
            .rev()
            .zip(output.iter().rev())
            .take(room)
            .take_while(|(a, b)| a == b)
            .count();
        let edit = InputEdit {
            start_byte: prefix,
            old_end_byte: source.len() - suffix,
            new_end_byte: output.len() - suffix,
            start_position: point(&source, prefix),
            old_end_position: point(&source, source.len() - suffix),
            new_end_position: point(&output, output.len() - suffix),
        };
        let mut old = original.clone();
        old.edit(&edit);
        let reparsed = parser.parse(&output, Some(&old))?;
        report.edits += 1;
        if syntax_errors(&reparsed) <= tree.error_count() {
            report.kept += 1;
        } else if report.failures.len() < 3 {
            let from = prefix.saturating_sub(40);
            let to = (output.len() - suffix + 40).min(output.len());
            report
                .failures
                .push(String::from_utf8_lossy(&output[from..to]).replace('\n', "⏎"));
        }
        if check_xml {
            report.xml_checked += 1;
            match xmllint(&output, &scratch) {
                Some(Ok(())) => report.xml_well_formed += 1,
                Some(Err(complaint)) if report.xml_failures.len() < 3 => {
                    report.xml_failures.push(complaint);
                }
                _ => {}
            }
        }
    }
    let _ = std::fs::remove_file(&scratch);
    Some(report)
}

fn percent(part: usize, whole: usize) -> String {
    if whole == 0 {
        "-".to_owned()
    } else {
        format!("{:.2}%", 100.0 * part as f64 / whole as f64)
    }
}

fn main() {
    let mut per_file = 1500usize;
    let mut paths = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--per-file" {
            per_file = args.next().and_then(|v| v.parse().ok()).unwrap_or(per_file);
        } else {
            paths.push(PathBuf::from(arg));
        }
    }
    let files = if paths.is_empty() {
        inputs::default_inputs()
    } else {
        inputs::source_files(&paths)
    };
    let mut reports: Vec<Report> = files
        .par_iter()
        .enumerate()
        .filter_map(|(i, path)| measure(path, per_file, i as u64))
        .collect();
    reports.sort_by(|a, b| a.path.cmp(&b.path));

    println!(
        "| input | parses cleanly | edits | re-parse without new errors | xmllint checked | well-formed |"
    );
    println!("|---|---|---:|---:|---:|---:|");
    for r in &reports {
        println!(
            "| {} | {} | {} | {} | {} | {} |",
            r.path.display(),
            if r.clean { "yes" } else { "no" },
            r.edits,
            percent(r.kept, r.edits),
            r.xml_checked,
            percent(r.xml_well_formed, r.xml_checked),
        );
    }
    let sum = |f: &dyn Fn(&Report) -> usize, clean: Option<bool>| -> usize {
        reports
            .iter()
            .filter(|r| clean.is_none_or(|c| r.clean == c))
            .map(f)
            .sum()
    };
    for (label, clean) in [
        ("clean inputs", Some(true)),
        ("inputs with errors", Some(false)),
        ("all", None),
    ] {
        println!(
            "{label}: {} of {} edits re-parse without new errors ({})",
            sum(&|r| r.kept, clean),
            sum(&|r| r.edits, clean),
            percent(sum(&|r| r.kept, clean), sum(&|r| r.edits, clean))
        );
    }
    println!(
        "xml well-formed (xmllint): {} of {} ({})",
        sum(&|r| r.xml_well_formed, None),
        sum(&|r| r.xml_checked, None),
        percent(
            sum(&|r| r.xml_well_formed, None),
            sum(&|r| r.xml_checked, None)
        )
    );
    println!("\nsome failures:");
    for r in &reports {
        for f in &r.failures {
            println!("  {}: …{}…", r.path.display(), f);
        }
        for f in &r.xml_failures {
            println!("  {}: xmllint: {}", r.path.display(), f);
        }
    }
}
