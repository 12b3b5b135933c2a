//! How fast whittle-tree parses, builds and renders.
//!
//! For every input: parse and build the tree, and render it without edits
//! and with a candidate's worth of edits (a tenth of the removable
//! children of every node, with their separators); the median of five
//! runs each, and the render time per byte, which should stay flat across
//! sizes (rendering is linear).
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin tree-speed
//! [FILES or FOLDERS...]` (default: the shared benchmarks and fixtures).

#![allow(clippy::print_stdout)] // a report is this program's output

use std::path::PathBuf;
use std::time::{Duration, Instant};

use whittle_benchmarks::inputs;
use whittle_tree::{Edits, Language, Tree};

fn median(mut f: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..5).map(|_| f()).collect();
    times.sort();
    times[2]
}

/// Every tenth removable child of every node, with its separators (a
/// parent whose chosen children cannot all go keeps them).
fn sample_edits(tree: &Tree) -> Edits {
    let mut edits = Edits::new();
    let mut count = 0usize;
    for node in tree.nodes() {
        let mut local = Edits::new();
        for child in tree.removable_children(node, &Edits::new()) {
            count += 1;
            if count.is_multiple_of(10) {
                local.remove(child);
            }
        }
        if let Some(done) = tree.completed(&local, [node]) {
            edits.extend(&done);
        }
    }
    edits
}

fn main() {
    let paths: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    let files = if paths.is_empty() {
        inputs::default_inputs()
    } else {
        inputs::source_files(&paths)
    };
    println!(
        "| input | bytes | tokens | nodes | parse + build | render | render with edits | ns/byte |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for path in files {
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let language = Language::detect(&path, &bytes);
        let mut tree = None;
        let parse = median(|| {
            let start = Instant::now();
            tree = Tree::parse(&language, bytes.clone()).ok();
            start.elapsed()
        });
        let Some(tree) = tree else {
            continue;
        };
        let render = median(|| {
            let start = Instant::now();
            std::hint::black_box(tree.render(&Edits::new()));
            start.elapsed()
        });
        let edits = sample_edits(&tree);
        let edited = median(|| {
            let start = Instant::now();
            std::hint::black_box(tree.render(&edits));
            start.elapsed()
        });
        println!(
            "| {} | {} | {} | {} | {:.1} ms | {:.2} ms | {:.2} ms | {:.2} |",
            path.display(),
            bytes.len(),
            tree.weight(tree.root()),
            tree.len(),
            parse.as_secs_f64() * 1e3,
            render.as_secs_f64() * 1e3,
            edited.as_secs_f64() * 1e3,
            edited.as_nanos() as f64 / bytes.len().max(1) as f64,
        );
    }
}
