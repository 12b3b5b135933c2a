//! ProbDD (Wang et al., FSE 2021, §3) and W-ProbDD (Zhou et al., WDD,
//! Algorithm 2).

use std::sync::Arc;

use crate::partition::difference;
use crate::tiebreak::TieBreak;
use crate::{Minimizer, Outcome};

/// Probabilities this close to 1 count as 1 (an element removed alone and
/// needed gets p / (1 - (1 - p)), which is 1 only up to rounding).
const CERTAIN: f64 = 1.0 - 1e-9;

/// Relative slack under which two expected gains count as equal.
const GAIN_TIE: f64 = 1e-12;

/// Probabilistic delta debugging, plain or weighted.
///
/// Every element has a probability `p` of being needed, `p0` at first.
/// Each step removes the prefix of the remaining elements (in priority
/// order) that maximizes the expected gain; if the rest is still
/// interesting the prefix is gone for good, otherwise each removed `p` is
/// divided by `1 - ∏(1 - p)` over the prefix (ProbDD's update rule (3)).
/// It stops when every remaining `p` is 1.
///
/// * ProbDD: ascending `p`, gain `|S|·∏(1 - p)` (§3.3).
/// * W-ProbDD: descending `w·(1 - p)`, gain `(Σw)·∏(1 - p)` (WDD §V).
///
/// Ties in the order are broken by a [`TieBreak`] (random from the seed);
/// on an exact tie between two prefix lengths the longer one is taken,
/// which reproduces the papers' published traces.
#[derive(Debug)]
pub struct ProbDd {
    current: Vec<usize>,
    prob: Vec<f64>,
    /// `Some` for W-ProbDD.
    weights: Option<Arc<[u64]>>,
    tie_break: Box<dyn TieBreak>,
    /// The prefix removed by the last proposal (ascending).
    removed: Vec<usize>,
    rounds: RoundCounter,
}

impl Clone for ProbDd {
    fn clone(&self) -> Self {
        ProbDd {
            current: self.current.clone(),
            prob: self.prob.clone(),
            weights: self.weights.clone(),
            tie_break: self.tie_break.boxed_clone(),
            removed: self.removed.clone(),
            rounds: self.rounds.clone(),
        }
    }
}

impl ProbDd {
    /// ProbDD over `n` elements with prior `p0`.
    pub fn new(n: usize, p0: f64, tie_break: Box<dyn TieBreak>) -> Self {
        ProbDd {
            current: (0..n).collect(),
            prob: vec![p0; n],
            weights: None,
            tie_break,
            removed: Vec::new(),
            rounds: RoundCounter::new(n),
        }
    }

    /// W-ProbDD over elements with these weights. An element of weight 0
    /// counts as 1: with no value it would never be worth removing.
    pub fn weighted(weights: &[u64], p0: f64, tie_break: Box<dyn TieBreak>) -> Self {
        let n = weights.len();
        let weights = weights.iter().map(|&w| w.max(1)).collect();
        ProbDd {
            weights: Some(weights),
            ..ProbDd::new(n, p0, tie_break)
        }
    }

    /// The current probability of each element (by original index) of being
    /// needed. Elements already removed keep their last value.
    pub fn probabilities(&self) -> &[f64] {
        &self.prob
    }

    fn finished(&self) -> bool {
        self.current.iter().all(|&i| self.prob[i] >= 1.0)
    }

    /// The elements of `current` in the order they are considered for
    /// removal: shuffled, then stably sorted, so ties fall at random.
    fn removal_order(&mut self) -> Vec<usize> {
        let mut order = self.current.clone();
        self.tie_break.shuffle(&mut order);
        let p = &self.prob;
        match &self.weights {
            None => order.sort_by(|&a, &b| p[a].total_cmp(&p[b])),
            Some(w) => {
                let value = |i: usize| w[i] as f64 * (1.0 - p[i]);
                order.sort_by(|&a, &b| value(b).total_cmp(&value(a)));
            }
        }
        order
    }

    /// The length of the prefix of `order` with the highest expected gain
    /// (ProbDD §3.3.2 steps 2-3; WDD Algorithm 2 lines 11-20).
    fn best_prefix(&self, order: &[usize]) -> usize {
        let mut best_len = 0;
        let mut best_gain = 0.0;
        let mut keep_probability = 1.0;
        let mut size = 0.0;
        for (k, &i) in order.iter().enumerate() {
            keep_probability *= 1.0 - self.prob[i];
            size += match &self.weights {
                None => 1.0,
                Some(w) => w[i] as f64,
            };
            let gain = size * keep_probability;
            if gain >= best_gain * (1.0 - GAIN_TIE) && gain > 0.0 {
                best_len = k + 1;
                best_gain = gain.max(best_gain);
            } else if self.weights.is_none() {
                // Ascending p makes ProbDD's gain unimodal: stop at the
                // first decrease, as the paper does.
                break;
            }
        }
        best_len
    }
}

impl Minimizer for ProbDd {
    fn propose(&mut self) -> Option<Vec<usize>> {
        if self.finished() {
            return None;
        }
        self.rounds.start_step(&self.current);
        let order = self.removal_order();
        let len = self.best_prefix(&order);
        let mut removed = order[..len].to_vec();
        removed.sort_unstable();
        let candidate = difference(&self.current, &removed);
        self.removed = removed;
        Some(candidate)
    }

    fn observe(&mut self, outcome: Outcome) {
        let removed = std::mem::take(&mut self.removed);
        match outcome {
            // Rule (2): the removed elements are not needed (p = 0); they
            // leave the list.
            Outcome::Interesting => {
                for &i in &removed {
                    self.prob[i] = 0.0;
                }
                self.current = difference(&self.current, &removed);
            }
            // Rule (3): p_i <- p_i / (1 - ∏_{j removed} (1 - p_j)).
            Outcome::NotInteresting => {
                let all_kept: f64 = removed.iter().map(|&i| 1.0 - self.prob[i]).product();
                let factor = 1.0 / (1.0 - all_kept);
                for &i in &removed {
                    let p = self.prob[i] * factor;
                    self.prob[i] = if p >= CERTAIN { 1.0 } else { p };
                }
            }
        }
        self.rounds.finish_step(&removed);
    }

    fn kept(&self) -> &[usize] {
        &self.current
    }

    fn rounds(&self) -> u64 {
        self.rounds.started
    }

    fn boxed_clone(&self) -> Box<dyn Minimizer> {
        Box::new(self.clone())
    }
}

/// ProbDD's implicit rounds (CDD paper, Algorithm 1 lines 14-15): a round
/// ends once every element that was in the list when it began has been part
/// of a removal attempt.
#[derive(Clone, Debug)]
struct RoundCounter {
    started: u64,
    /// Elements still waiting for an attempt in this round.
    waiting: Vec<bool>,
    waiting_count: usize,
}

impl RoundCounter {
    fn new(n: usize) -> Self {
        RoundCounter {
            started: 0,
            waiting: vec![false; n],
            waiting_count: 0,
        }
    }

    fn start_step(&mut self, current: &[usize]) {
        if self.waiting_count == 0 {
            self.started += 1;
            for &i in current {
                self.waiting[i] = true;
            }
            self.waiting_count = current.len();
        }
    }

    fn finish_step(&mut self, attempted: &[usize]) {
        for &i in attempted {
            if std::mem::take(&mut self.waiting[i]) {
                self.waiting_count -= 1;
            }
        }
    }
}
