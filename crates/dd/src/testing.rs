//! Helpers for tests: this crate's own, and other crates' through the
//! `testing` feature (a dev-dependency with `features = ["testing"]`).
//! Not part of the algorithms: nothing here is built without the feature.

use crate::{Minimizer, MinimizerFactory, Outcome, Proposal};

/// Runs a minimizer against `oracle` without any cache, recording every test.
#[cfg(test)]
pub(crate) fn trace(
    m: &mut dyn Minimizer,
    oracle: impl Fn(&[usize]) -> bool,
) -> Vec<(Vec<usize>, bool)> {
    let mut tests = Vec::new();
    while let Some(candidate) = m.propose() {
        let c = candidate.resolve(m.kept());
        let ok = oracle(&c);
        m.observe(Outcome::from(ok));
        tests.push((c, ok));
    }
    tests
}

/// A minimizer from no paper, to show that any one plugs in: it removes
/// one element at a time, first to last, keeping each removal that stays
/// interesting. One pass over the list, so `n` tests for `n` elements.
#[derive(Clone, Debug)]
pub struct OneByOne {
    kept: Vec<usize>,
    /// The position in `kept` of the element to remove next.
    at: usize,
    pending: bool,
}

impl OneByOne {
    /// A minimizer over `n` elements.
    pub fn new(n: usize) -> Self {
        OneByOne {
            kept: (0..n).collect(),
            at: 0,
            pending: false,
        }
    }
}

impl Minimizer for OneByOne {
    fn propose(&mut self) -> Option<Proposal> {
        let i = *self.kept.get(self.at)?;
        self.pending = true;
        Some(Proposal::Remove(vec![i]))
    }

    fn observe(&mut self, outcome: Outcome) {
        if std::mem::take(&mut self.pending) {
            if outcome.is_interesting() {
                self.kept.remove(self.at);
            } else {
                self.at += 1;
            }
        }
    }

    fn kept(&self) -> &[usize] {
        &self.kept
    }

    fn retain(&mut self, kept: &[usize]) {
        let before = self.kept[..self.at].iter().filter(|i| kept.contains(i));
        self.at = before.count();
        self.kept.retain(|i| kept.contains(i));
    }
}

/// The factory of [`OneByOne`]s (it ignores the seed).
#[derive(Clone, Copy, Debug, Default)]
pub struct OneByOneFactory;

impl MinimizerFactory for OneByOneFactory {
    fn minimizer(&self, weights: &[u64], _seed: u64) -> Box<dyn Minimizer> {
        Box::new(OneByOne::new(weights.len()))
    }

    fn name(&self) -> String {
        "one-by-one".to_owned()
    }
}
