//! The Wilcoxon signed-rank test for paired samples (two-sided), as the
//! CDD and WDD papers use it to compare two algorithms over the same
//! benchmarks.
//!
//! Zero differences are dropped (Wilcoxon's own convention, SciPy's
//! `zero_method="wilcox"`); tied absolute differences share their mean
//! rank. The p-value is exact: the null distribution of W+ is counted over
//! all 2^n sign assignments of the ranks actually observed (ties included,
//! by working with doubled ranks, which are integers). No statistics crate
//! on crates.io offered this test when it was written, hence this module.

/// The test's outcome.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SignedRank {
    /// Pairs with a non-zero difference.
    pub n: usize,
    /// The sum of the ranks of the positive differences.
    pub w_plus: f64,
    /// The smaller of W+ and W- (the statistic SciPy reports).
    pub statistic: f64,
    /// The exact two-sided p-value (1 when `n` is 0).
    pub p_value: f64,
}

/// The signed-rank test on the differences `a[i] - b[i]`.
pub fn signed_rank(a: &[f64], b: &[f64]) -> SignedRank {
    let differences: Vec<f64> = a.iter().zip(b).map(|(x, y)| x - y).collect();
    signed_rank_of_differences(&differences)
}

/// Differences this close (relative to their size) are equal: means over
/// seeds can differ in the last bits where the sums are equal.
fn same(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

/// The signed-rank test on paired differences.
pub fn signed_rank_of_differences(differences: &[f64]) -> SignedRank {
    let mut nonzero: Vec<f64> = differences
        .iter()
        .copied()
        .filter(|d| !same(*d, 0.0))
        .collect();
    nonzero.sort_by(|x, y| x.abs().total_cmp(&y.abs()));
    let n = nonzero.len();
    // Doubled mean ranks: a tie group over ranks i+1..=j gets i+j+1.
    let mut doubled = vec![0usize; n];
    let mut i = 0;
    while i < n {
        let mut j = i + 1;
        while j < n && same(nonzero[j].abs(), nonzero[i].abs()) {
            j += 1;
        }
        for rank in &mut doubled[i..j] {
            *rank = i + j + 1;
        }
        i = j;
    }
    let w_plus2: usize = nonzero
        .iter()
        .zip(&doubled)
        .filter(|(d, _)| **d > 0.0)
        .map(|(_, r)| r)
        .sum();
    let total2: usize = doubled.iter().sum();
    let w_minus2 = total2 - w_plus2;
    if n == 0 {
        return SignedRank {
            n,
            w_plus: 0.0,
            statistic: 0.0,
            p_value: 1.0,
        };
    }
    // chance[s]: the probability, under the null hypothesis (each sign
    // equally likely), that the doubled W+ is s; halved at each rank so it
    // never overflows.
    let mut chance = vec![0f64; total2 + 1];
    chance[0] = 1.0;
    let mut reach = 0;
    for &rank in &doubled {
        for s in (0..=reach).rev() {
            let half = chance[s] / 2.0;
            chance[s] = half;
            chance[s + rank] += half;
        }
        reach += rank;
    }
    let low = w_plus2.min(w_minus2);
    let tail: f64 = chance[..=low].iter().sum();
    SignedRank {
        n,
        w_plus: w_plus2 as f64 / 2.0,
        statistic: low as f64 / 2.0,
        p_value: (2.0 * tail).min(1.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SciPy's documented example (`scipy.stats.wilcoxon`, Fisher's
    /// cross- and self-fertilized plant heights): statistic 24, exact
    /// two-sided p = 0.041259765625.
    #[test]
    fn matches_scipys_published_example() {
        let d = [
            6.0, 8.0, 14.0, 16.0, 23.0, 24.0, 28.0, 29.0, 41.0, -48.0, 49.0, 56.0, 60.0, -67.0,
            75.0,
        ];
        let result = signed_rank_of_differences(&d);
        assert_eq!(result.n, 15);
        assert_eq!(result.statistic, 24.0);
        assert!((result.p_value - 0.041_259_765_625).abs() < 1e-12);
    }

    /// The critical values in Wilcoxon's table: for n = 10 at two-sided
    /// 0.05 the largest significant statistic is 8.
    #[test]
    fn agrees_with_the_critical_value_table() {
        let at = |negatives: &[usize]| {
            let d: Vec<f64> = (1..=10)
                .map(|r| {
                    if negatives.contains(&r) {
                        -(r as f64)
                    } else {
                        r as f64
                    }
                })
                .collect();
            signed_rank_of_differences(&d).p_value
        };
        assert!(at(&[8]) <= 0.05, "W = 8 is significant");
        assert!(at(&[9]) > 0.05, "W = 9 is not");
    }

    #[test]
    fn zeros_are_dropped_and_ties_share_ranks() {
        let result = signed_rank(&[1.0, 2.0, 3.0, 5.0], &[1.0, 1.0, 2.0, 3.0]);
        assert_eq!(result.n, 3);
        // |d| = 1, 1, 2: ranks 1.5, 1.5, 3, all positive.
        assert_eq!(result.w_plus, 6.0);
        assert!((result.p_value - 0.25).abs() < 1e-12);
        assert_eq!(signed_rank(&[1.0], &[1.0]).p_value, 1.0);
    }
}
