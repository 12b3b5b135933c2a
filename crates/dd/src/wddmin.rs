//! W-ddmin (Zhou et al., *WDD: Weighted Delta Debugging*, Algorithm 1).

use std::sync::Arc;

use crate::partition::{difference, intersection, weighted_bounds};
use crate::{Minimizer, Outcome, Proposal};

/// ddmin whose partitions are halved by weight, not by count.
///
/// It starts from the whole list as the only partition. A partition that is
/// interesting alone replaces the list (and is split again); a partition
/// whose complement is interesting is removed. When neither happens, every
/// partition of two or more elements is split into two halves of nearly
/// equal weight, and single-element partitions drop out. When no partition
/// is left, `ensureOneMinimal` tries to remove each remaining element,
/// restarting after every success, so the result is 1-minimal.
#[derive(Clone, Debug)]
pub struct WDdmin {
    weights: Arc<[u64]>,
    current: Vec<usize>,
    partitions: Vec<Vec<usize>>,
    phase: Phase,
    rounds: u64,
    /// A proposal waits for its outcome.
    pending: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Subsets(usize),
    Complements(usize),
    OneMinimal(usize),
    Done,
}

impl WDdmin {
    /// W-ddmin over elements with these weights.
    pub fn new(weights: Arc<[u64]>) -> Self {
        let n = weights.len();
        WDdmin {
            weights,
            current: (0..n).collect(),
            partitions: if n == 0 {
                Vec::new()
            } else {
                vec![(0..n).collect()]
            },
            phase: if n == 0 {
                Phase::Done
            } else {
                Phase::Subsets(0)
            },
            rounds: u64::from(n > 0),
            pending: false,
        }
    }

    /// `weightedPartition` (Algorithm 1, lines 20-27).
    fn weighted_partition(&self, partitions: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let mut result = Vec::with_capacity(2 * partitions.len());
        for ptn in partitions.iter().filter(|p| p.len() > 1) {
            let middle = weighted_bounds(ptn, &self.weights, 2)[1];
            result.push(ptn[..middle].to_vec());
            result.push(ptn[middle..].to_vec());
        }
        result
    }

    /// Starts over on new partitions (the recursive `wddRec` call).
    fn restart(&mut self, partitions: Vec<Vec<usize>>) {
        self.partitions = partitions;
        self.phase = if self.partitions.is_empty() {
            self.rounds += 1;
            Phase::OneMinimal(0)
        } else {
            Phase::Subsets(0)
        };
    }
}

impl Minimizer for WDdmin {
    fn propose(&mut self) -> Option<Proposal> {
        let proposal = self.next_proposal();
        self.pending = proposal.is_some();
        proposal
    }

    fn observe(&mut self, outcome: Outcome) {
        if std::mem::take(&mut self.pending) {
            self.apply(outcome);
        }
    }

    fn kept(&self) -> &[usize] {
        &self.current
    }

    /// As after a removed partition: the partitions lose what is gone
    /// and the search starts over on them (`wddRec`); in
    /// `ensureOneMinimal`, from its first element again.
    fn retain(&mut self, kept: &[usize]) {
        self.current = intersection(&self.current, kept);
        match self.phase {
            Phase::OneMinimal(_) => self.phase = Phase::OneMinimal(0),
            Phase::Done => {}
            Phase::Subsets(_) | Phase::Complements(_) => {
                let rest: Vec<Vec<usize>> = std::mem::take(&mut self.partitions)
                    .iter()
                    .map(|ptn| intersection(ptn, kept))
                    .filter(|ptn| !ptn.is_empty())
                    .collect();
                self.restart(rest);
            }
        }
    }

    fn rounds(&self) -> u64 {
        self.rounds
    }
}

impl WDdmin {
    /// The next candidate (Algorithm 1's loop, up to its next test).
    fn next_proposal(&mut self) -> Option<Proposal> {
        loop {
            match self.phase {
                Phase::Subsets(i) => match self.partitions.get(i) {
                    Some(ptn) => return Some(Proposal::Keep(ptn.clone())),
                    None => self.phase = Phase::Complements(0),
                },
                Phase::Complements(i) => match self.partitions.get(i) {
                    Some(ptn) => return Some(Proposal::Remove(ptn.clone())),
                    None => {
                        let split = self.weighted_partition(&self.partitions);
                        if !split.is_empty() {
                            self.rounds += 1;
                        }
                        self.restart(split);
                    }
                },
                Phase::OneMinimal(i) if i < self.current.len() => {
                    return Some(Proposal::Remove(vec![self.current[i]]));
                }
                Phase::OneMinimal(_) => self.phase = Phase::Done,
                Phase::Done => return None,
            }
        }
    }

    /// Algorithm 1's reaction to the outcome of the candidate last
    /// proposed.
    fn apply(&mut self, outcome: Outcome) {
        let interesting = outcome.is_interesting();
        match self.phase {
            Phase::Subsets(i) if interesting => {
                self.current = std::mem::take(&mut self.partitions[i]);
                let split = self.weighted_partition(std::slice::from_ref(&self.current));
                self.restart(split);
            }
            Phase::Subsets(i) => self.phase = Phase::Subsets(i + 1),
            Phase::Complements(i) if interesting => {
                let ptn = self.partitions.remove(i);
                self.current = difference(&self.current, &ptn);
                let rest = std::mem::take(&mut self.partitions);
                self.restart(rest);
            }
            Phase::Complements(i) => self.phase = Phase::Complements(i + 1),
            // `goto loopStart` after a removal.
            Phase::OneMinimal(i) if interesting => {
                self.current.remove(i);
                self.phase = Phase::OneMinimal(0);
            }
            Phase::OneMinimal(i) => self.phase = Phase::OneMinimal(i + 1),
            Phase::Done => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partition::without;
    use crate::testing::trace;

    #[test]
    fn first_split_is_by_weight() {
        let weights: Arc<[u64]> = vec![1, 1, 1, 1, 1, 1, 10].into();
        let mut w = WDdmin::new(weights);
        let tests = trace(&mut w, |c| c.contains(&6));
        // The whole list (known interesting), then the halves [0..6], [6].
        assert_eq!(tests[0].0, (0..7).collect::<Vec<_>>());
        assert_eq!(tests[1].0, (0..6).collect::<Vec<_>>());
        assert_eq!(tests[2], (vec![6], true));
        assert_eq!(w.kept(), &[6]);
    }

    #[test]
    fn ends_one_minimal_on_a_non_monotone_oracle() {
        // Needs 0 and 5, and an even length: removing one element from an
        // interesting list never works, removing two may.
        let oracle = |c: &[usize]| c.contains(&0) && c.contains(&5) && c.len().is_multiple_of(2);
        let mut w = WDdmin::new(vec![1, 2, 3, 4, 5, 6, 7, 8].into());
        trace(&mut w, oracle);
        let kept = w.kept().to_vec();
        assert!(oracle(&kept));
        for i in 0..kept.len() {
            assert!(!oracle(&without(&kept, i..i + 1)));
        }
    }

    #[test]
    fn single_element_lists_get_a_removal_attempt() {
        let mut w = WDdmin::new(vec![3].into());
        let tests = trace(&mut w, |c| !c.is_empty());
        assert_eq!(tests, vec![(vec![0], true), (vec![], false)]);
        assert_eq!(w.kept(), &[0]);
    }
}
