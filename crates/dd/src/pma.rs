//! PMA: Probabilistic Monotonicity Assessment (Tao and Xue, EASE 2025, §3).

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::supersets::SupersetIndex;
use crate::{Outcome, Proposal};

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
    /// M: monotonicity compliances minus violations (Eq. 4).
    monotonicity: i64,
    /// The not-interesting candidates tested so far.
    failures: SupersetIndex,
    rng: ChaCha8Rng,
}

/// Keeps PMA's draws independent of ProbDD's tie-breaking stream.
const STREAM: u64 = 0x504d_415f_5345_4544;

impl Pma {
    pub(crate) fn new(n: usize, seed: u64) -> Self {
        Pma {
            monotonicity: 0,
            failures: SupersetIndex::new(n),
            rng: ChaCha8Rng::seed_from_u64(seed ^ STREAM),
        }
    }

    /// SKIPENABLED(T) ∧ SKIPALLOWED(M): Eqs. (6) and (7).
    pub(crate) fn should_skip(&mut self, candidate: &Proposal) -> bool {
        if !self.failures.has_superset(candidate) {
            return false;
        }
        let draw: f64 = self.rng.random();
        confidence(self.monotonicity) > draw
    }

    /// After a real test: MONOASSR and MONOUPDATE (Eqs. 3 and 4) for an
    /// interesting candidate; remember a not-interesting one. Candidates
    /// are relative to the current list.
    pub(crate) fn record(&mut self, candidate: &Proposal, outcome: Outcome) {
        match outcome {
            Outcome::Interesting if self.failures.has_superset(candidate) => {
                self.monotonicity -= 1;
            }
            Outcome::Interesting => self.monotonicity += 1,
            Outcome::NotInteresting => self.failures.insert(candidate),
        }
    }

    /// The minimizer's current list changed (after an interesting test):
    /// the ddmin-style algorithms PMA wraps go on with its subsets.
    pub(crate) fn rebase(&mut self, current: &[usize]) {
        self.failures.rebase(current);
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

    /// A PMA that is sure of monotonicity after many agreeing results.
    fn confident(n: usize) -> Pma {
        let mut pma = Pma::new(n, 7);
        pma.monotonicity = 40;
        pma
    }

    fn keep(items: &[usize]) -> Proposal {
        Proposal::Keep(items.to_vec())
    }

    #[test]
    fn only_subsets_of_failures_can_be_skipped() {
        let mut pma = confident(8);
        pma.record(&keep(&[0, 1, 2, 3]), Outcome::NotInteresting);
        assert!(pma.should_skip(&keep(&[0, 1])));
        assert!(pma.should_skip(&keep(&[0, 1, 2, 3])));
        assert!(pma.should_skip(&keep(&[])));
        assert!(!pma.should_skip(&keep(&[0, 4])));
        assert!(pma.should_skip(&Proposal::Remove((4..8).collect())));
        assert!(!pma.should_skip(&Proposal::Remove(vec![4, 5, 6])));
    }

    #[test]
    fn wide_failures_cover_their_parts() {
        let mut pma = confident(200);
        pma.record(
            &keep(&(60..140).collect::<Vec<_>>()),
            Outcome::NotInteresting,
        );
        assert!(pma.should_skip(&keep(&[63, 64, 127, 128, 139])));
        assert!(!pma.should_skip(&keep(&[63, 64, 140])));
        assert!(!pma.should_skip(&keep(&[59, 100])));
        assert!(!pma.should_skip(&keep(&[199])));
    }

    #[test]
    fn violations_lower_the_confidence() {
        let mut pma = Pma::new(4, 1);
        pma.record(&keep(&[0, 1, 2]), Outcome::NotInteresting);
        pma.record(&keep(&[0, 1]), Outcome::Interesting); // violates monotonicity
        assert_eq!(pma.monotonicity, -1);
        pma.rebase(&[0, 1]);
        pma.record(&keep(&[1]), Outcome::Interesting);
        assert_eq!(pma.monotonicity, -2); // {0, 1, 2} still covers {1}
        pma.rebase(&[1]);
        pma.record(&Proposal::Remove(vec![1]), Outcome::Interesting);
        assert_eq!(pma.monotonicity, -3);
    }

    #[test]
    fn covered_failures_are_not_filed() {
        let mut pma = Pma::new(6, 1);
        pma.record(&keep(&[0, 1, 2]), Outcome::NotInteresting);
        pma.record(&keep(&[0, 1]), Outcome::NotInteresting);
        pma.record(&keep(&[2]), Outcome::NotInteresting);
        pma.record(&keep(&[1]), Outcome::NotInteresting);
        assert_eq!(pma.failures.len(), 1);
    }
}
