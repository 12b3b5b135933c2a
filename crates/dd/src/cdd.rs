//! CDD (Zhang et al., *Toward a Better Understanding of Probabilistic
//! Delta Debugging*, Algorithm 2) and W-CDD, whittle's weighted variant.

use std::sync::Arc;

use crate::partition::{difference, fixed_size_bounds, intersection, weighted_bounds};
use crate::{Minimizer, Outcome, Proposal};

/// The paper's per-round growth of the probability, 1 / (1 - e^-1).
const GROWTH: f64 = 1.582;

/// Counter-based delta debugging.
///
/// Round r assumes every element is needed with probability
/// p_r = p0 · 1.582^r and removes chunks of s_r = argmax_s s·(1 - p_r)^s
/// elements, one chunk at a time, continuing after a removal. It stops
/// after the round whose chunk size is 1.
///
/// **W-CDD is whittle's own extension, not from a paper**: the same rounds
/// and the same number of chunks, ⌈len / s_r⌉, but the chunks are balanced
/// by weight instead of by count, as W-ddmin does for ddmin.
#[derive(Clone, Debug)]
pub struct Cdd {
    current: Vec<usize>,
    p0: f64,
    /// `Some` for W-CDD.
    weights: Option<Arc<[u64]>>,
    round: i32,
    rounds_started: u64,
    size: usize,
    chunks: Vec<Vec<usize>>,
    next: usize,
    /// A proposal waits for its outcome.
    pending: bool,
    done: bool,
}

impl Cdd {
    /// CDD over `n` elements with prior `p0`.
    pub fn new(n: usize, p0: f64) -> Self {
        Cdd::build(n, p0, None)
    }

    /// W-CDD over elements with these weights.
    pub fn weighted(weights: Arc<[u64]>, p0: f64) -> Self {
        Cdd::build(weights.len(), p0, Some(weights))
    }

    fn build(n: usize, p0: f64, weights: Option<Arc<[u64]>>) -> Self {
        let mut cdd = Cdd {
            current: (0..n).collect(),
            p0,
            weights,
            round: 0,
            rounds_started: 0,
            size: 0,
            chunks: Vec::new(),
            next: 0,
            pending: false,
            done: false,
        };
        cdd.start_round();
        cdd
    }

    /// The chunk size of the current round.
    pub fn chunk_size(&self) -> usize {
        self.size
    }

    fn start_round(&mut self) {
        if self.current.is_empty() {
            self.done = true;
            return;
        }
        let p = self.p0 * GROWTH.powi(self.round);
        self.size = chunk_size(p);
        let len = self.current.len();
        let bounds = match &self.weights {
            None => fixed_size_bounds(len, self.size),
            Some(w) => weighted_bounds(&self.current, w, len.div_ceil(self.size)),
        };
        self.chunks = bounds
            .windows(2)
            .map(|b| self.current[b[0]..b[1]].to_vec())
            .collect();
        self.next = 0;
        self.rounds_started += 1;
    }
}

/// `ComputeSize` (Algorithm 2 line 20): the s ≥ 1 maximizing s·(1 - p)^s.
/// The function is log-concave, so the best integer is the floor or the
/// ceiling of the real optimum -1 / ln(1 - p); on a tie the larger one.
pub(crate) fn chunk_size(p: f64) -> usize {
    if p >= 1.0 {
        return 1;
    }
    let gain = |s: f64| s * (1.0 - p).powf(s);
    let optimum = -1.0 / (1.0 - p).ln();
    let low = optimum.floor().max(1.0);
    let high = optimum.ceil().max(1.0);
    let best = if gain(high) >= gain(low) * (1.0 - 1e-12) {
        high
    } else {
        low
    };
    // A float this large is beyond any list; saturate.
    best.min(usize::MAX as f64) as usize
}

impl Minimizer for Cdd {
    fn propose(&mut self) -> Option<Proposal> {
        loop {
            if self.done {
                return None;
            }
            if let Some(chunk) = self.chunks.get(self.next) {
                self.pending = true;
                return Some(Proposal::Remove(chunk.clone()));
            }
            if self.size <= 1 {
                self.done = true;
            } else {
                self.round += 1;
                self.start_round();
            }
        }
    }

    fn observe(&mut self, outcome: Outcome) {
        if !std::mem::take(&mut self.pending) {
            return;
        }
        if outcome.is_interesting() {
            self.current = difference(&self.current, &self.chunks[self.next]);
        }
        self.next += 1;
    }

    fn kept(&self) -> &[usize] {
        &self.current
    }

    /// As after removed chunks: the round goes on with the chunks not yet
    /// tried, less what is gone.
    fn retain(&mut self, kept: &[usize]) {
        self.current = intersection(&self.current, kept);
        self.chunks = self.chunks[self.next.min(self.chunks.len())..]
            .iter()
            .map(|chunk| intersection(chunk, kept))
            .filter(|chunk| !chunk.is_empty())
            .collect();
        self.next = 0;
        if self.current.is_empty() {
            self.done = true;
        }
    }

    fn rounds(&self) -> u64 {
        self.rounds_started
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::trace;

    #[test]
    fn sizes_follow_the_closed_form() {
        // p0 = 0.25 (CDD paper, Table III): sizes 4, 2, 1.
        assert_eq!(chunk_size(0.25), 4); // 3 and 4 tie at 1.265625
        assert_eq!(chunk_size(0.25 * GROWTH), 2);
        assert_eq!(chunk_size(0.25 * GROWTH * GROWTH), 1);
        // p0 = 0.1: 9 and 10 tie; the larger one.
        assert_eq!(chunk_size(0.1), 10);
        assert_eq!(chunk_size(0.99), 1);
        assert_eq!(chunk_size(1.5), 1);
    }

    #[test]
    fn running_example_of_the_paper() {
        // CDD paper, Table III: 8 elements, p0 = 0.25, interesting while l5
        // and l8 (indices 4 and 7) are kept. Rounds of size 4, 2, 1 and the
        // same eight tests and answer as the ProbDD trace.
        let mut cdd = Cdd::new(8, 0.25);
        let tests = trace(&mut cdd, |c| c.contains(&4) && c.contains(&7));
        let expected: Vec<(Vec<usize>, bool)> = vec![
            (vec![4, 5, 6, 7], true),
            (vec![], false),
            (vec![6, 7], false),
            (vec![4, 5], false),
            (vec![5, 6, 7], false),
            (vec![4, 6, 7], true),
            (vec![4, 7], true),
            (vec![4], false),
        ];
        assert_eq!(tests, expected);
        assert_eq!(cdd.kept(), &[4, 7]);
        assert_eq!(cdd.rounds(), 3);
    }

    #[test]
    fn weighted_chunks_balance_weight() {
        // Two chunks of a list of total weight 16: by count the first is
        // [0, 1, 2, 3] (weight 12); by weight the heavy element stands alone.
        let weights: Arc<[u64]> = vec![9, 1, 1, 1, 1, 1, 1, 1].into();
        let mut wcdd = Cdd::weighted(weights, 0.25);
        assert_eq!(wcdd.propose().unwrap(), Proposal::Remove(vec![0]));
        let mut cdd = Cdd::new(8, 0.25);
        assert_eq!(cdd.propose().unwrap(), Proposal::Remove(vec![0, 1, 2, 3]));
    }
}
