//! ProbDD needs O(n) tests (its Theorem 4.1). Measured on monotone oracles
//! with n up to 2,000: at most 2.02·n tests (all elements needed, where
//! every element ends up tried alone); we assert 3·n.

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use whittle_dd::{Algorithm, Config, Outcome, minimize};

const C: f64 = 3.0;

/// A reproducible target with roughly `density · n` elements.
fn target(n: usize, density: f64, seed: u64) -> Vec<usize> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ n as u64 | 1;
    (0..n)
        .filter(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            ((x % 10_000) as f64) < density * 10_000.0
        })
        .collect()
}

#[test]
fn probdd_test_count_is_linear() {
    for algorithm in [Algorithm::ProbDd, Algorithm::WProbDd] {
        for n in [10usize, 100, 1000, 2000] {
            for density in [0.0, 0.01, 0.1, 0.3, 0.7, 1.0] {
                for seed in 0..2 {
                    let target = target(n, density, seed);
                    let config = Config {
                        seed,
                        ..Config::new(algorithm)
                    };
                    let result = minimize(&config, &vec![1; n], |kept| {
                        Outcome::from(target.iter().all(|t| kept.binary_search(t).is_ok()))
                    })
                    .unwrap();
                    assert_eq!(result.kept, target);
                    let tests = result.stats.tests as f64;
                    assert!(
                        tests <= C * n as f64,
                        "{algorithm}, n = {n}, density {density}: {tests} tests > {C}·n"
                    );
                }
            }
        }
    }
}
