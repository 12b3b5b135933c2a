//! ProbDD (Wang et al., FSE 2021, §3) and W-ProbDD (Zhou et al., WDD,
//! Algorithm 2).

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::partition::{difference, intersection};
use crate::tiebreak::TieBreak;
use crate::{Minimizer, Outcome, Proposal};

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
///
/// Elements are kept in groups of equal priority, so a step only draws (in
/// random order) the few elements its gain scan looks at, instead of
/// shuffling and sorting the whole list.
#[derive(Clone, Debug)]
pub struct ProbDd {
    current: Vec<usize>,
    prob: Vec<f64>,
    /// `Some` for W-ProbDD.
    weights: Option<Arc<[u64]>>,
    /// The elements of `current` by priority (see `priority_key`).
    groups: BTreeMap<u64, Vec<usize>>,
    /// Where each element of `current` stands in its group.
    slot: Vec<usize>,
    /// Elements of `current` whose p is below 1.
    uncertain: usize,
    /// Total weight of `current`.
    total_weight: u64,
    tie_break: Box<dyn TieBreak>,
    /// The prefix removed by the pending proposal (ascending), if any.
    removed: Option<Vec<usize>>,
    rounds: RoundCounter,
}

impl ProbDd {
    /// ProbDD over `n` elements with prior `p0`.
    pub fn new(n: usize, p0: f64, tie_break: Box<dyn TieBreak>) -> Self {
        ProbDd::build(n, p0, None, tie_break)
    }

    /// W-ProbDD over elements with these weights. An element of weight 0
    /// counts as 1: with no value it would never be worth removing.
    pub fn weighted(weights: &[u64], p0: f64, tie_break: Box<dyn TieBreak>) -> Self {
        let n = weights.len();
        let weights = weights.iter().map(|&w| w.max(1)).collect();
        ProbDd::build(n, p0, Some(weights), tie_break)
    }

    fn build(n: usize, p0: f64, weights: Option<Arc<[u64]>>, tie_break: Box<dyn TieBreak>) -> Self {
        let mut probdd = ProbDd {
            current: (0..n).collect(),
            prob: vec![p0; n],
            total_weight: weights.as_ref().map_or(n as u64, |w| w.iter().sum()),
            weights,
            groups: BTreeMap::new(),
            slot: vec![0; n],
            uncertain: n,
            tie_break,
            removed: None,
            rounds: RoundCounter::new(n),
        };
        for i in 0..n {
            probdd.enter_group(i);
        }
        probdd
    }

    /// The current probability of each element (by original index) of being
    /// needed. Elements already removed keep their last value.
    pub fn probabilities(&self) -> &[f64] {
        &self.prob
    }

    fn weight(&self, i: usize) -> f64 {
        match &self.weights {
            None => 1.0,
            Some(w) => w[i] as f64,
        }
    }

    /// The removal order's sort key, as bits that order like the float:
    /// ascending p (ProbDD), descending w·(1 - p) (W-ProbDD).
    fn priority_key(&self, i: usize) -> u64 {
        let priority = match &self.weights {
            None => self.prob[i],
            Some(w) => -(w[i] as f64) * (1.0 - self.prob[i]),
        };
        let bits = priority.to_bits();
        if bits >> 63 == 1 {
            !bits
        } else {
            bits | 1 << 63
        }
    }

    fn enter_group(&mut self, i: usize) {
        let group = self.groups.entry(self.priority_key(i)).or_default();
        self.slot[i] = group.len();
        group.push(i);
    }

    fn leave_group(&mut self, i: usize) {
        let key = self.priority_key(i);
        let Some(group) = self.groups.get_mut(&key) else {
            return;
        };
        let at = self.slot[i];
        group.swap_remove(at);
        if let Some(&moved) = group.get(at) {
            self.slot[moved] = at;
        }
        if group.is_empty() {
            self.groups.remove(&key);
        }
    }

    /// The elements to remove next (ascending): the prefix of the removal
    /// order with the highest expected gain (ProbDD §3.3.2 steps 1-3; WDD
    /// Algorithm 2 lines 9-20). The order is by priority, each group of
    /// equal priority in random order ("RandomizeThenSort"), drawn lazily:
    /// the scan stops as soon as no longer prefix can do better.
    fn choose_removal(&mut self) -> Vec<usize> {
        let total = self.total_weight as f64;
        let weighted = self.weights.is_some();
        let mut order = Vec::new();
        let mut best_len = 0;
        let mut best_gain = 0.0;
        let mut keep_probability = 1.0;
        let mut size = 0.0;
        self.tie_break.begin();
        'scan: for group in self.groups.values_mut() {
            for at in 0..group.len() {
                // Fisher-Yates, one draw at a time.
                let pick = at + self.tie_break.choose(&group[at..]);
                group.swap(at, pick);
                self.slot[group[at]] = at;
                self.slot[group[pick]] = pick;
                let i = group[at];
                order.push(i);
                keep_probability *= 1.0 - self.prob[i];
                size += match &self.weights {
                    None => 1.0,
                    Some(w) => w[i] as f64,
                };
                let gain = size * keep_probability;
                if gain >= best_gain * (1.0 - GAIN_TIE) && gain > 0.0 {
                    best_len = order.len();
                    best_gain = gain.max(best_gain);
                } else if !weighted {
                    // Ascending p makes ProbDD's gain unimodal: stop at the
                    // first decrease, as the paper does.
                    break 'scan;
                }
                // No longer prefix can reach total · keep_probability.
                if total * keep_probability < best_gain * (1.0 - GAIN_TIE) {
                    break 'scan;
                }
            }
        }
        order.truncate(best_len);
        order.sort_unstable();
        order
    }
}

impl Minimizer for ProbDd {
    fn propose(&mut self) -> Option<Proposal> {
        if self.uncertain == 0 {
            return None;
        }
        self.rounds.start_step(&self.current);
        let removed = self.choose_removal();
        self.removed = Some(removed.clone());
        Some(Proposal::Remove(removed))
    }

    fn observe(&mut self, outcome: Outcome) {
        let Some(removed) = self.removed.take() else {
            return;
        };
        for &i in &removed {
            self.leave_group(i);
        }
        match outcome {
            // Rule (2): the removed elements are not needed (p = 0); they
            // leave the list.
            Outcome::Interesting => {
                for &i in &removed {
                    self.uncertain -= usize::from(self.prob[i] < 1.0);
                    self.total_weight -= self.weight(i) as u64;
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
                    if p >= CERTAIN {
                        self.uncertain -= usize::from(self.prob[i] < 1.0);
                        self.prob[i] = 1.0;
                    } else {
                        self.prob[i] = p;
                    }
                    self.enter_group(i);
                }
            }
        }
        self.rounds.finish_step(&removed);
    }

    fn kept(&self) -> &[usize] {
        &self.current
    }

    /// Rule (2) for the elements that are gone: p = 0, out of the list.
    fn retain(&mut self, kept: &[usize]) {
        let gone = difference(&self.current, kept);
        for &i in &gone {
            self.leave_group(i);
            self.uncertain -= usize::from(self.prob[i] < 1.0);
            self.total_weight -= self.weight(i) as u64;
            self.prob[i] = 0.0;
        }
        self.current = intersection(&self.current, kept);
        self.rounds.finish_step(&gone);
    }

    fn rounds(&self) -> u64 {
        self.rounds.started
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
