//! The command line.

use std::path::PathBuf;

use clap::{Parser, ValueEnum};

/// Shrinks FILE to a small file that still makes TEST exit 0.
///
/// For each candidate, whittle makes a fresh scratch directory, writes the
/// candidate there under FILE's name, and runs TEST in that directory with
/// the candidate's path as its argument. Exit status 0 means the failure
/// still reproduces; anything else (a crash, a timeout) means it does not.
/// The result replaces FILE, whose original is saved as FILE.orig (or goes
/// to --output). The best result so far is on disk at every moment.
#[derive(Debug, Parser)]
#[command(name = "whittle", version, about, max_term_width = 100)]
pub struct Args {
    /// The interestingness test: an executable that exits 0 while the
    /// failure reproduces.
    pub test: PathBuf,

    /// The file to reduce (C or XML).
    pub file: PathBuf,

    /// Write the result here and leave FILE untouched.
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// The delta-debugging algorithm for each list of nodes.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Wddmin)]
    pub algorithm: AlgorithmArg,

    /// Skip candidates whose superset already failed, with probabilistic
    /// monotonicity assessment [default: on for ddmin, wddmin, cdd and
    /// wcdd, which are the algorithms it applies to].
    #[arg(long, conflicts_with = "no_pma")]
    pub pma: bool,

    /// Do not use PMA.
    #[arg(long)]
    pub no_pma: bool,

    /// How to walk the tree: level by level (hdd) or largest node first
    /// (perses).
    #[arg(long, value_enum, default_value_t = StrategyArg::Hdd)]
    pub strategy: StrategyArg,

    /// HDD: one list per parent, or one per level.
    #[arg(long, value_enum, default_value_t = HddListsArg::PerParent)]
    pub hdd_lists: HddListsArg,

    /// Tests to run at once [default: number of CPUs].
    #[arg(short, long, value_name = "N")]
    pub jobs: Option<usize>,

    /// Longest a test may run, in seconds; a test that runs longer counts
    /// as not interesting.
    #[arg(long, value_name = "SECS", default_value_t = 60.0)]
    pub timeout: f64,

    /// The language [default: from FILE's extension, else its content].
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,

    /// Seed for every random choice: same seed, input and test give the
    /// same result and the same number of tests.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,

    /// Prior probability that a node is needed (ProbDD, CDD and their
    /// weighted variants).
    #[arg(long, value_name = "P", default_value_t = whittle_dd::Config::new(whittle_dd::Algorithm::ProbDd).p0)]
    pub p0: f64,

    /// Replacements tried per node (hoisting a child, a stand-in).
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub replacements: usize,

    /// One pass only, instead of repeating passes until one changes
    /// nothing.
    #[arg(long)]
    pub no_fixpoint: bool,

    /// Do not re-parse tested candidates to count those with syntax
    /// errors (saves CPU on huge files; files mostly made of syntax
    /// errors are never checked).
    #[arg(long)]
    pub no_syntax_check: bool,

    /// Reduce even if the test also passes on an empty file.
    #[arg(long)]
    pub allow_trivial: bool,

    /// Write statistics as one JSON object here.
    #[arg(long, value_name = "PATH")]
    pub stats_json: Option<PathBuf>,

    /// Write one JSON line per test here.
    #[arg(long, value_name = "PATH")]
    pub trace: Option<PathBuf>,

    /// Where scratch directories go [default: the system's].
    #[arg(long, value_name = "DIR")]
    pub tmpdir: Option<PathBuf>,

    /// No progress bar, no summary.
    #[arg(short, long)]
    pub quiet: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum AlgorithmArg {
    Ddmin,
    Probdd,
    Cdd,
    Wddmin,
    Wprobdd,
    Wcdd,
}

impl Args {
    /// Whether PMA is on: as asked, else wherever it applies.
    pub fn pma(&self) -> bool {
        !self.no_pma && (self.pma || self.algorithm.algorithm().supports_pma())
    }
}

impl AlgorithmArg {
    pub fn algorithm(self) -> whittle_dd::Algorithm {
        use whittle_dd::Algorithm;
        match self {
            AlgorithmArg::Ddmin => Algorithm::Ddmin,
            AlgorithmArg::Probdd => Algorithm::ProbDd,
            AlgorithmArg::Cdd => Algorithm::Cdd,
            AlgorithmArg::Wddmin => Algorithm::WDdmin,
            AlgorithmArg::Wprobdd => Algorithm::WProbDd,
            AlgorithmArg::Wcdd => Algorithm::WCdd,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StrategyArg {
    Hdd,
    Perses,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum HddListsArg {
    PerParent,
    PerLevel,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    C,
    Xml,
}
