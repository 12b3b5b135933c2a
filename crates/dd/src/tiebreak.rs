//! How ProbDD orders elements of equal priority.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// Puts elements in a random order before ProbDD's stable sort by
/// probability, so that ties are broken at random (ProbDD §3.3,
/// "RandomizeThenSort" in the CDD paper's Algorithm 1).
///
/// It is a trait so that a published trace, whose random choices are known,
/// can be replayed exactly.
pub trait TieBreak: Send + std::fmt::Debug {
    /// Permutes `items` in place.
    fn shuffle(&mut self, items: &mut [usize]);

    /// A copy of the current state (the random stream continues identically).
    fn boxed_clone(&self) -> Box<dyn TieBreak>;
}

/// Uniform shuffles from ChaCha8, whose output is stable across `rand`
/// versions and platforms, so a seed always gives the same run.
#[derive(Clone, Debug)]
pub struct SeededShuffle {
    rng: ChaCha8Rng,
}

impl SeededShuffle {
    /// A shuffle stream determined by `seed`.
    pub fn new(seed: u64) -> Self {
        SeededShuffle {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl TieBreak for SeededShuffle {
    fn shuffle(&mut self, items: &mut [usize]) {
        items.shuffle(&mut self.rng);
    }

    fn boxed_clone(&self) -> Box<dyn TieBreak> {
        Box::new(self.clone())
    }
}
