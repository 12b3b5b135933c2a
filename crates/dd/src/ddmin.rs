//! ddmin (Zeller and Hildebrandt, TSE 2002).

use crate::config::DdminOptions;
use crate::partition::{difference, even_bounds, intersection};
use crate::{Minimizer, Outcome, Proposal};

/// Classic ddmin as a state machine.
///
/// The list is split into `n` parts (n = 2 at first). Each part alone is
/// tested ("reduce to subset"), then each complement ("reduce to
/// complement"). A passing subset restarts with n = 2 on it; a passing
/// complement restarts with n = max(n - 1, 2). When nothing passes, n
/// doubles (at most to the list length); ddmin ends when a full pass at
/// n = length finds nothing, which makes the result 1-minimal.
#[derive(Clone, Debug)]
pub struct Ddmin {
    current: Vec<usize>,
    parts: Vec<Vec<usize>>,
    phase: Phase,
    options: DdminOptions,
    rounds: u64,
    /// A proposal waits for its outcome.
    pending: bool,
    done: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Subsets(usize),
    Complements(usize),
}

impl Ddmin {
    /// ddmin over `n` elements.
    pub fn new(n: usize, options: DdminOptions) -> Self {
        let mut ddmin = Ddmin {
            current: (0..n).collect(),
            parts: Vec::new(),
            phase: Phase::Subsets(0),
            options,
            rounds: u64::from(n > 0),
            pending: false,
            done: n == 0,
        };
        ddmin.split(2);
        ddmin
    }

    /// Splits `current` into `n` parts (never more parts than elements).
    fn split(&mut self, n: usize) {
        let len = self.current.len();
        if len == 0 {
            self.parts.clear();
            self.done = true;
            return;
        }
        let bounds = even_bounds(len, n.min(len));
        self.parts = bounds
            .windows(2)
            .map(|w| self.current[w[0]..w[1]].to_vec())
            .collect();
        self.phase = Phase::Subsets(0);
    }

    /// Step 3: no subset or complement passed at this granularity.
    fn refine(&mut self) {
        let n = self.parts.len();
        if n < self.current.len() {
            self.rounds += 1;
            self.split((2 * n).min(self.current.len()));
        } else {
            self.done = true;
        }
    }
}

impl Minimizer for Ddmin {
    fn propose(&mut self) -> Option<Proposal> {
        loop {
            if self.done {
                return None;
            }
            match self.phase {
                // With a single part, the only subset is the list itself.
                Phase::Subsets(i) if i < self.parts.len() && self.parts.len() > 1 => {
                    self.pending = true;
                    return Some(Proposal::Keep(self.parts[i].clone()));
                }
                Phase::Subsets(_) if self.options.complements || self.parts.len() == 1 => {
                    self.phase = Phase::Complements(0);
                }
                Phase::Subsets(_) => self.refine(),
                Phase::Complements(i) if i < self.parts.len() => {
                    self.pending = true;
                    return Some(Proposal::Remove(self.parts[i].clone()));
                }
                Phase::Complements(_) => self.refine(),
            }
        }
    }

    fn observe(&mut self, outcome: Outcome) {
        if !std::mem::take(&mut self.pending) {
            return;
        }
        match (self.phase, outcome) {
            (Phase::Subsets(i), Outcome::Interesting) => {
                self.current = std::mem::take(&mut self.parts[i]);
                self.split(2);
            }
            (Phase::Subsets(i), Outcome::NotInteresting) => self.phase = Phase::Subsets(i + 1),
            (Phase::Complements(i), Outcome::Interesting) => {
                self.current = difference(&self.current, &self.parts[i]);
                if self.options.restart_after_removal {
                    let n = self.parts.len();
                    self.split((n - 1).max(2));
                } else {
                    // Ablation: drop the part and go on with the next one.
                    self.parts.remove(i);
                    if self.current.is_empty() {
                        self.done = true;
                    }
                }
            }
            (Phase::Complements(i), Outcome::NotInteresting) => {
                self.phase = Phase::Complements(i + 1);
            }
        }
    }

    fn kept(&self) -> &[usize] {
        &self.current
    }

    /// As after a passing complement: the smaller list, split into as
    /// many parts as before (at least two).
    fn retain(&mut self, kept: &[usize]) {
        self.current = intersection(&self.current, kept);
        let n = self.parts.len();
        self.split(n.max(2));
    }

    fn rounds(&self) -> u64 {
        self.rounds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::DdminOptions;
    use crate::testing::trace;

    #[test]
    fn finds_the_two_needed_elements() {
        let mut d = Ddmin::new(8, DdminOptions::default());
        let needed = |c: &[usize]| c.contains(&2) && c.contains(&7);
        trace(&mut d, needed);
        assert_eq!(d.kept(), &[2, 7]);
    }

    #[test]
    fn starts_with_halves_then_quarters() {
        let mut d = Ddmin::new(8, DdminOptions::default());
        let tests = trace(&mut d, |c| c.contains(&2) && c.contains(&7));
        let first: Vec<Vec<usize>> = tests.iter().take(4).map(|t| t.0.clone()).collect();
        assert_eq!(
            first,
            vec![
                vec![0, 1, 2, 3],
                vec![4, 5, 6, 7],
                vec![4, 5, 6, 7], // complement of the first half (a cache would answer it)
                vec![0, 1, 2, 3],
            ]
        );
        assert_eq!(tests[4].0, vec![0, 1]);
    }

    #[test]
    fn single_element_tries_the_empty_list() {
        let mut d = Ddmin::new(1, DdminOptions::default());
        let tests = trace(&mut d, |_| true);
        assert_eq!(tests, vec![(vec![], true)]);
        assert!(d.kept().is_empty());
    }

    #[test]
    fn without_complements_only_subsets_are_tested() {
        let options = DdminOptions {
            complements: false,
            restart_after_removal: true,
        };
        let mut d = Ddmin::new(4, options);
        let tests = trace(&mut d, |c| c.contains(&0) && c.contains(&3));
        assert!(tests.iter().all(|(c, _)| c.len() <= 2));
        assert_eq!(d.kept(), &[0, 1, 2, 3]);
    }

    #[test]
    fn without_restart_continues_after_a_removal() {
        let options = DdminOptions {
            complements: true,
            restart_after_removal: false,
        };
        let mut d = Ddmin::new(8, options);
        let tests = trace(&mut d, |c| c.contains(&0) && c.contains(&7));
        assert_eq!(d.kept(), &[0, 7]);
        // At n = 4, removing [2, 3] is the first success; ddmin would now
        // restart with the subset [0, 1], the ablation goes on with the
        // next complement, [0, 1, 6, 7].
        let first_success = tests.iter().position(|t| t.1).unwrap();
        assert_eq!(tests[first_success].0, vec![0, 1, 4, 5, 6, 7]);
        assert_eq!(tests[first_success + 1].0, vec![0, 1, 6, 7]);
    }
}
