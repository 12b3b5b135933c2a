//! Choosing and building a minimizer.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use crate::Minimizer;
use crate::cdd::Cdd;
use crate::ddmin::Ddmin;
use crate::probdd::ProbDd;
use crate::tiebreak::SeededShuffle;
use crate::wddmin::WDdmin;

/// The list-minimization algorithms whittle implements.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Classic ddmin: subsets, complements, granularity doubling.
    Ddmin,
    /// Probabilistic delta debugging.
    ProbDd,
    /// Counter-based delta debugging, ProbDD's closed-form simplification.
    Cdd,
    /// ddmin with partitions balanced by weight, plus a 1-minimal pass:
    /// with PMA, whittle's default (README, "Why these defaults").
    #[default]
    WDdmin,
    /// ProbDD maximizing the expected *weight* removed.
    WProbDd,
    /// whittle's own: CDD with chunks balanced by weight.
    WCdd,
}

impl Algorithm {
    /// Every algorithm, in a stable order.
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Ddmin,
        Algorithm::ProbDd,
        Algorithm::Cdd,
        Algorithm::WDdmin,
        Algorithm::WProbDd,
        Algorithm::WCdd,
    ];

    /// The name used on the command line and in statistics.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Ddmin => "ddmin",
            Algorithm::ProbDd => "probdd",
            Algorithm::Cdd => "cdd",
            Algorithm::WDdmin => "wddmin",
            Algorithm::WProbDd => "wprobdd",
            Algorithm::WCdd => "wcdd",
        }
    }

    /// One line on where it comes from.
    pub fn description(self) -> &'static str {
        match self {
            Algorithm::Ddmin => "Zeller and Hildebrandt, TSE 2002",
            Algorithm::ProbDd => "probabilistic delta debugging, Wang et al., FSE 2021",
            Algorithm::Cdd => "counter-based delta debugging, Zhang et al., ICSE 2025",
            Algorithm::WDdmin => "weighted ddmin, Zhou et al., ICSE 2025",
            Algorithm::WProbDd => "weighted ProbDD, Zhou et al., ICSE 2025",
            Algorithm::WCdd => "whittle's own: CDD with chunks balanced by weight",
        }
    }

    /// The names of the algorithms PMA wraps, for messages.
    pub fn with_pma() -> Vec<&'static str> {
        Algorithm::ALL
            .into_iter()
            .filter(|a| a.supports_pma())
            .map(Algorithm::name)
            .collect()
    }

    /// Whether PMA may wrap it: PMA is defined for ddmin-style algorithms,
    /// which retest subsets of failed candidates; the probabilistic ones
    /// already avoid that.
    pub fn supports_pma(self) -> bool {
        matches!(
            self,
            Algorithm::Ddmin | Algorithm::WDdmin | Algorithm::Cdd | Algorithm::WCdd
        )
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = ConfigError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Algorithm::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ConfigError::UnknownAlgorithm(s.to_owned()))
    }
}

/// The two ddmin switches that the CDD paper uses as ablations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DdminOptions {
    /// Test complements after subsets (ddmin's step 2). Default: on.
    pub complements: bool,
    /// After a successful removal, restart from the first subset (classic
    /// ddmin); when off, continue with the next one. Default: on.
    pub restart_after_removal: bool,
}

impl Default for DdminOptions {
    fn default() -> Self {
        DdminOptions {
            complements: true,
            restart_after_removal: true,
        }
    }
}

/// Everything that selects and parameterizes a minimizer.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Wrap the algorithm in PMA (ddmin-style algorithms only).
    pub pma: bool,
    /// The prior probability that an element is needed (ProbDD, CDD and
    /// their weighted variants). Must lie strictly between 0 and 1.
    pub p0: f64,
    /// Seeds every random choice (ProbDD tie-breaks, PMA's draws).
    pub seed: u64,
    /// ddmin's ablation switches (ddmin only).
    pub ddmin: DdminOptions,
}

/// ProbDD's recommended prior for programs (its §5, RQ1).
pub const DEFAULT_P0: f64 = 0.1;

impl Default for Config {
    /// The default algorithm with PMA wherever it applies.
    fn default() -> Config {
        let algorithm = Algorithm::default();
        Config {
            pma: algorithm.supports_pma(),
            ..Config::new(algorithm)
        }
    }
}

impl Config {
    /// The algorithm with default settings: p0 = 0.1, seed 0, no PMA.
    pub fn new(algorithm: Algorithm) -> Self {
        Config {
            algorithm,
            pma: false,
            p0: DEFAULT_P0,
            seed: 0,
            ddmin: DdminOptions::default(),
        }
    }

    /// Checks the settings and builds the bare minimizer for a list with
    /// these weights (PMA is added by [`crate::Search`]).
    pub fn build(&self, weights: &[u64]) -> Result<Box<dyn Minimizer>, ConfigError> {
        self.validate()?;
        Ok(self.construct(weights, self.seed))
    }

    fn construct(&self, weights: &[u64], seed: u64) -> Box<dyn Minimizer> {
        let n = weights.len();
        let weights: Arc<[u64]> = weights.into();
        let tie_break = Box::new(SeededShuffle::new(seed));
        match self.algorithm {
            Algorithm::Ddmin => Box::new(Ddmin::new(n, self.ddmin)),
            Algorithm::ProbDd => Box::new(ProbDd::new(n, self.p0, tie_break)),
            Algorithm::WProbDd => Box::new(ProbDd::weighted(&weights, self.p0, tie_break)),
            Algorithm::Cdd => Box::new(Cdd::new(n, self.p0)),
            Algorithm::WCdd => Box::new(Cdd::weighted(weights, self.p0)),
            Algorithm::WDdmin => Box::new(WDdmin::new(weights)),
        }
    }

    /// Rejects settings no algorithm can run with.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if !(self.p0 > 0.0 && self.p0 < 1.0) {
            return Err(ConfigError::InvalidP0(self.p0));
        }
        if self.pma && !self.algorithm.supports_pma() {
            return Err(ConfigError::PmaUnsupported(self.algorithm));
        }
        Ok(())
    }
}

/// Makes one minimizer per list: how a caller that minimizes many lists
/// (whittle's driver) plugs in any algorithm. [`Config`] makes the
/// algorithms of this crate; anything else that implements
/// [`Minimizer`] can have a factory too.
pub trait MinimizerFactory: Send + Sync + fmt::Debug {
    /// A minimizer for a list of elements with these weights. `seed`
    /// seeds its random choices (a caller varies it per list). Must be
    /// pure: the same arguments give a minimizer that asks the same
    /// questions (the engine builds extra ones to look ahead, so anything
    /// else would make results depend on the number of jobs).
    fn minimizer(&self, weights: &[u64], seed: u64) -> Box<dyn Minimizer>;

    /// Whether PMA wraps the minimizer ([`crate::Search`] adds it).
    fn pma(&self) -> bool {
        false
    }

    /// Rejects settings the factory cannot build with.
    fn validate(&self) -> Result<(), ConfigError> {
        Ok(())
    }

    /// A name for statistics.
    fn name(&self) -> String;
}

impl MinimizerFactory for Config {
    fn minimizer(&self, weights: &[u64], seed: u64) -> Box<dyn Minimizer> {
        self.construct(weights, seed)
    }

    fn pma(&self) -> bool {
        self.pma
    }

    fn validate(&self) -> Result<(), ConfigError> {
        Config::validate(self)
    }

    fn name(&self) -> String {
        self.algorithm.name().to_owned()
    }
}

/// Why a [`Config`] cannot be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ConfigError {
    /// p0 outside (0, 1).
    #[error("p0 must lie strictly between 0 and 1, got {0}")]
    InvalidP0(f64),
    /// PMA asked for with an algorithm it does not apply to.
    #[error(
        "PMA wraps only the ddmin-style algorithms ({with}), not {0}",
        with = Algorithm::with_pma().join(", ")
    )]
    PmaUnsupported(Algorithm),
    /// An algorithm name that is not one of [`Algorithm::ALL`].
    #[error(
        "unknown algorithm `{0}`; expected one of {all}",
        all = Algorithm::ALL.map(Algorithm::name).join(", ")
    )]
    UnknownAlgorithm(String),
}

/// `--algorithm`'s values come from [`Algorithm::ALL`] and
/// [`Algorithm::name`], the one list of names.
#[cfg(feature = "clap")]
impl clap::ValueEnum for Algorithm {
    fn value_variants<'a>() -> &'a [Self] {
        &Algorithm::ALL
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.name()).help(self.description()))
    }
}
