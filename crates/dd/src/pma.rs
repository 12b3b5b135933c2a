//! PMA: Probabilistic Monotonicity Assessment (Tao and Xue, EASE 2025, §3).

use std::sync::Arc;

use fixedbitset::FixedBitSet;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::Outcome;

/// Decides which candidates of a ddmin-style algorithm need not be tested
/// because an earlier, larger candidate was not interesting.
///
/// If the search space is monotone, a subset of a not-interesting candidate
/// is not interesting either. PMA does not trust that blindly: it counts, in
/// `M`, how often interesting results agreed with monotonicity (no
/// not-interesting superset was tested before) minus how often they did not,
/// and skips a candidate with probability sigmoid(M).
#[derive(Clone, Debug)]
pub(crate) struct Pma {
    n: usize,
    /// M: monotonicity compliances minus violations (Eq. 4).
    monotonicity: i64,
    /// The maximal not-interesting candidates tested so far, as bitsets.
    /// Only maximal ones matter for "has a not-interesting superset", and
    /// keeping the antichain small keeps the look-up fast. Shared so that
    /// cloning for speculation is cheap.
    failures: Vec<Arc<FixedBitSet>>,
    rng: ChaCha8Rng,
}

/// Keeps PMA's draws independent of ProbDD's tie-breaking stream.
const STREAM: u64 = 0x504d_415f_5345_4544;

impl Pma {
    pub(crate) fn new(n: usize, seed: u64) -> Self {
        Pma {
            n,
            monotonicity: 0,
            failures: Vec::new(),
            rng: ChaCha8Rng::seed_from_u64(seed ^ STREAM),
        }
    }

    fn bits(&self, candidate: &[usize]) -> FixedBitSet {
        let mut bits = FixedBitSet::with_capacity(self.n);
        for &i in candidate {
            bits.insert(i);
        }
        bits
    }

    /// SUPSET(T) holds a not-interesting candidate.
    fn has_failed_superset(&self, bits: &FixedBitSet) -> bool {
        self.failures.iter().any(|f| bits.is_subset(f))
    }

    /// SKIPENABLED(T) ∧ SKIPALLOWED(M): Eqs. (6) and (7).
    pub(crate) fn should_skip(&mut self, candidate: &[usize]) -> bool {
        if !self.has_failed_superset(&self.bits(candidate)) {
            return false;
        }
        let draw: f64 = self.rng.random();
        confidence(self.monotonicity) > draw
    }

    /// After a real test: MONOASSR and MONOUPDATE (Eqs. 3 and 4) for an
    /// interesting candidate; remember a not-interesting one.
    pub(crate) fn record(&mut self, candidate: &[usize], outcome: Outcome) {
        let bits = self.bits(candidate);
        match outcome {
            Outcome::Interesting => {
                if self.has_failed_superset(&bits) {
                    self.monotonicity -= 1;
                } else {
                    self.monotonicity += 1;
                }
            }
            Outcome::NotInteresting => {
                if self.has_failed_superset(&bits) {
                    return;
                }
                self.failures.retain(|f| !f.is_subset(&bits));
                self.failures.push(Arc::new(bits));
            }
        }
    }
}

/// The confidence function C(M) = 1 / (1 + e^-M), Eq. (5).
fn confidence(monotonicity: i64) -> f64 {
    1.0 / (1.0 + (-(monotonicity as f64)).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn confidence_is_the_logistic_function() {
        assert_eq!(confidence(0), 0.5);
        assert!((confidence(1) - 0.731).abs() < 1e-3);
        assert!((confidence(2) - 0.881).abs() < 1e-3);
        assert!(confidence(-40) < 1e-15);
    }

    #[test]
    fn only_subsets_of_failures_can_be_skipped() {
        let mut pma = Pma::new(8, 7);
        pma.record(&[0, 1, 2, 3], Outcome::NotInteresting);
        // Build confidence: many interesting results that agree.
        for _ in 0..40 {
            pma.record(&[4, 5, 6, 7], Outcome::Interesting);
        }
        assert!(pma.should_skip(&[0, 1]));
        assert!(pma.should_skip(&[0, 1, 2, 3]));
        assert!(!pma.should_skip(&[0, 4]));
        assert!(pma.should_skip(&[]));
    }

    #[test]
    fn violations_lower_the_confidence() {
        let mut pma = Pma::new(4, 1);
        pma.record(&[0, 1, 2], Outcome::NotInteresting);
        pma.record(&[0, 1], Outcome::Interesting); // violates monotonicity
        assert_eq!(pma.monotonicity, -1);
        pma.record(&[3], Outcome::Interesting);
        assert_eq!(pma.monotonicity, 0);
    }

    #[test]
    fn failures_form_an_antichain() {
        let mut pma = Pma::new(6, 1);
        pma.record(&[0, 1], Outcome::NotInteresting);
        pma.record(&[2], Outcome::NotInteresting);
        pma.record(&[0, 1, 2], Outcome::NotInteresting);
        pma.record(&[1], Outcome::NotInteresting);
        assert_eq!(pma.failures.len(), 1);
    }
}
