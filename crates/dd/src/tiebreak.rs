//! How ProbDD orders elements of equal priority.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Breaks ties in ProbDD's removal order: among elements of equal priority
/// it picks which comes next, so that ties fall in random order (ProbDD
/// §3.3, "RandomizeThenSort" in the CDD paper's Algorithm 1).
///
/// It is a trait so that a published trace, whose random choices are known,
/// can be replayed exactly.
pub trait TieBreak: Send + std::fmt::Debug {
    /// A new removal order is being drawn.
    fn begin(&mut self) {}

    /// Which of `members` (equal priority, not yet placed; never empty)
    /// comes next: an index into `members`.
    fn choose(&mut self, members: &[usize]) -> usize;

    /// A copy of the current state (the random stream continues identically).
    fn boxed_clone(&self) -> Box<dyn TieBreak>;
}

impl Clone for Box<dyn TieBreak> {
    fn clone(&self) -> Self {
        self.boxed_clone()
    }
}

/// Uniform choices from ChaCha8, whose output is stable across `rand`
/// versions and platforms, so a seed always gives the same run.
#[derive(Clone, Debug)]
pub struct SeededShuffle {
    rng: ChaCha8Rng,
}

impl SeededShuffle {
    /// A stream of choices determined by `seed`.
    pub fn new(seed: u64) -> Self {
        SeededShuffle {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl TieBreak for SeededShuffle {
    fn choose(&mut self, members: &[usize]) -> usize {
        self.rng.random_range(0..members.len())
    }

    fn boxed_clone(&self) -> Box<dyn TieBreak> {
        Box::new(self.clone())
    }
}
