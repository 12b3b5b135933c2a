//! Helpers for the unit tests.

use crate::{Minimizer, Outcome};

/// Runs a minimizer against `oracle` without any cache, recording every test.
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
