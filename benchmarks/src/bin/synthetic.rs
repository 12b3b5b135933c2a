//! The synthetic study of *WDD: Weighted Delta Debugging* (§IV-D), for
//! every algorithm in whittle-dd.
//!
//! Each list has n ∈ [2, 1000] elements and a total weight in [n, 10n],
//! split at random into positive element weights. A token survives
//! reduction with probability p0 ∈ (0, 1), drawn per list, so an element of
//! weight w is removable iff U(0, 1) < p0^w. The oracle says "interesting"
//! iff every non-removable element is kept (a monotone, unambiguous
//! oracle, so every algorithm must return exactly those elements).
//!
//! Usage: `cargo run --release -p whittle-benchmarks --bin synthetic
//! [-- --lists N --seed S]`. Prints a Markdown table of mean tests.

#![allow(clippy::print_stdout)] // a report is this program's output

use std::time::Instant;

use rand::seq::index::sample;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use whittle_dd::{Algorithm, Config, Outcome, minimize};

struct List {
    weights: Vec<u64>,
    needed: Vec<bool>,
}

fn random_list(rng: &mut ChaCha8Rng) -> List {
    let n: usize = rng.random_range(2..=1000);
    let total: usize = rng.random_range(n..=10 * n);
    // n - 1 distinct cut points in 1..total split the tokens into n
    // non-empty runs: a uniformly random composition.
    let mut cuts: Vec<usize> = sample(rng, total - 1, n - 1)
        .into_iter()
        .map(|c| c + 1)
        .collect();
    cuts.sort_unstable();
    cuts.push(total);
    let mut weights = Vec::with_capacity(n);
    let mut previous = 0;
    for cut in cuts {
        weights.push((cut - previous) as u64);
        previous = cut;
    }
    // p0 ∈ (0, 1); `random` draws from [0, 1), so reject an exact 0.
    let p0: f64 = loop {
        let p: f64 = rng.random();
        if p > 0.0 {
            break p;
        }
    };
    let needed = weights
        .iter()
        .map(|&w| rng.random::<f64>() >= p0.powf(w as f64))
        .collect();
    List { weights, needed }
}

struct Variant {
    name: String,
    config: Config,
}

fn variants() -> Vec<Variant> {
    let mut variants = Vec::new();
    for algorithm in Algorithm::ALL {
        variants.push(Variant {
            name: algorithm.name().to_owned(),
            config: Config::new(algorithm),
        });
        if algorithm.supports_pma() {
            variants.push(Variant {
                name: format!("{}+pma", algorithm.name()),
                config: Config {
                    pma: true,
                    ..Config::new(algorithm)
                },
            });
        }
    }
    variants
}

/// Tests, PMA skips, cache hits and wrong answers of one variant on one list.
fn run(config: &Config, list: &List) -> (u64, u64, u64, bool) {
    let needed: Vec<usize> = (0..list.weights.len())
        .filter(|&i| list.needed[i])
        .collect();
    let result = minimize(config, &list.weights, |kept| {
        // Both ascending: walk them together, stop at the first needed
        // element that is missing.
        let mut rest = kept.iter();
        let all_kept = needed
            .iter()
            .all(|&n| rest.by_ref().find(|&&k| k >= n) == Some(&n));
        if all_kept {
            Outcome::Interesting
        } else {
            Outcome::NotInteresting
        }
    })
    .unwrap_or_else(|e| panic!("invalid benchmark configuration: {e}"));
    (
        result.stats.tests,
        result.stats.pma_skips,
        result.stats.cache_hits,
        result.kept != needed,
    )
}

fn main() {
    let mut lists_count = 5000usize;
    let mut seed = 2025u64;
    let mut only: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next();
        let number = value.as_deref().and_then(|v| v.parse().ok());
        match (arg.as_str(), number) {
            ("--lists", Some(v)) => lists_count = v as usize,
            ("--seed", Some(v)) => seed = v,
            ("--only", _) if value.is_some() => only = value,
            _ => {
                eprintln!("usage: synthetic [--lists N] [--seed S] [--only ALGORITHM[+pma]]");
                std::process::exit(2);
            }
        }
    }

    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let lists: Vec<List> = (0..lists_count).map(|_| random_list(&mut rng)).collect();
    let mean_n = lists.iter().map(|l| l.weights.len()).sum::<usize>() as f64 / lists_count as f64;
    println!("{lists_count} lists (seed {seed}), mean length {mean_n:.0}, algorithms' p0 = 0.1\n");
    println!(
        "| algorithm | mean tests | vs ddmin (ratio of means) | vs ddmin (mean of per-list ratios) | mean PMA skips | mean cache hits | wrong results | seconds |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    let mut ddmin_tests: Option<Vec<u64>> = None;
    for variant in variants() {
        let selected = only.as_ref().is_none_or(|o| *o == variant.name);
        let is_baseline = variant.config == Config::new(Algorithm::Ddmin);
        if !selected && !is_baseline {
            continue;
        }
        let start = Instant::now();
        let results: Vec<(u64, u64, u64, bool)> =
            lists.par_iter().map(|l| run(&variant.config, l)).collect();
        let seconds = start.elapsed().as_secs_f64();
        let mean = |f: fn(&(u64, u64, u64, bool)) -> u64| {
            results.iter().map(f).sum::<u64>() as f64 / results.len() as f64
        };
        let tests = mean(|r| r.0);
        let skips = mean(|r| r.1);
        let hits = mean(|r| r.2);
        let wrong = results.iter().filter(|r| r.3).count();
        // ddmin comes first: the baseline, run even when not shown.
        let base = ddmin_tests.get_or_insert_with(|| results.iter().map(|r| r.0).collect());
        if !selected {
            continue;
        }
        let base_mean = base.iter().sum::<u64>() as f64 / base.len() as f64;
        let mean_ratio = results
            .iter()
            .zip(base.iter())
            .map(|(r, &b)| r.0 as f64 / b.max(1) as f64)
            .sum::<f64>()
            / results.len() as f64;
        println!(
            "| {} | {tests:.1} | {:+.1}% | {:+.1}% | {skips:.1} | {hits:.1} | {wrong} | {seconds:.1} |",
            variant.name,
            100.0 * (tests / base_mean - 1.0),
            100.0 * (mean_ratio - 1.0),
        );
    }
}
