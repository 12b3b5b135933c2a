//! The command line.

use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;
use clap::builder::PossibleValuesParser;
use whittle_dd::Algorithm;
use whittle_reduce::Strategy;
use whittle_reduce::passes::{HddLists, PassSettings};
use whittle_tree::Language;

const EXIT_CODES: &str = "\
Exit status:
  0    reduced; the result is written
  1    an error: bad input, a test that does not pass on the original or
       that could not be run any more (the best result so far is kept)
  2    a usage error: a bad option or argument
  129  stopped by SIGHUP, 130 by Ctrl-C (SIGINT), 143 by SIGTERM; the
       best result so far is kept";

/// The widest lines of `--help` and `--list-passes`.
pub const MAX_WIDTH: usize = 100;

/// Shrinks FILE to a small file that still makes TEST exit 0.
///
/// For each candidate, whittle makes a fresh scratch directory, writes the
/// candidate there under FILE's name, and runs TEST in that directory with
/// the candidate's path as its argument. Exit status 0 means the failure
/// still reproduces; anything else (a crash, a timeout) means it does not.
/// The result replaces FILE, whose original is saved as FILE.orig (or goes
/// to --output). The best result so far is on disk at every moment.
///
/// Several FILEs are reduced together: each in turn, with the others at
/// their best so far, all of them in the scratch directory under their own
/// names and passed to TEST in the order given.
#[derive(Debug, Parser)]
#[command(name = "whittle", version, about, max_term_width = MAX_WIDTH, after_help = EXIT_CODES)]
pub struct Args {
    /// The interestingness test: an executable that exits 0 while the
    /// failure reproduces.
    #[arg(required_unless_present = "list_passes")]
    pub test: Option<PathBuf>,

    /// The file to reduce (several: reduced together). Its language comes
    /// from its extension and content; a file of no language whittle
    /// knows is reduced as plain text.
    #[arg(required_unless_present = "list_passes", num_args = 1..)]
    pub files: Vec<PathBuf>,

    /// Write the result here and leave FILE untouched (with several files:
    /// an existing directory that receives them under their names).
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// The delta-debugging algorithm for each list of nodes.
    #[arg(long, value_enum, default_value_t)]
    pub algorithm: Algorithm,

    /// Skip candidates whose superset already failed, with probabilistic
    /// monotonicity assessment [default: on for the algorithms it applies
    /// to, the ddmin-style ones].
    #[arg(long, conflicts_with = "no_pma")]
    pub pma: bool,

    /// Do not use PMA.
    #[arg(long)]
    pub no_pma: bool,

    /// How to walk the tree: level by level (the hdd pass) or largest node
    /// first (the perses pass instead).
    #[arg(long, value_enum, default_value_t)]
    pub strategy: Strategy,

    /// The passes of a round, comma-separated [default: see
    /// --list-passes].
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    pub passes: Option<Vec<String>>,

    /// Leave out a pass (repeat for several).
    #[arg(long, value_name = "NAME")]
    pub skip_pass: Vec<String>,

    /// List the passes, with the default ones marked, and exit.
    #[arg(long)]
    pub list_passes: bool,

    /// HDD: one list per parent, or one per level.
    #[arg(long, value_enum, default_value_t)]
    pub hdd_lists: HddLists,

    /// Tests to run at once [default: number of CPUs]. `--n` is accepted
    /// too, as C-Vise spells it.
    #[arg(short, long, value_name = "N", visible_alias = "n")]
    pub jobs: Option<usize>,

    /// Longest a test may run, in seconds (`inf`: no limit); a test that
    /// runs longer counts as not interesting. `auto`: ten times as long
    /// as the test took on the original, at least 2 s (the original
    /// itself may take up to 300 s), so that a candidate on which the
    /// tool under test loops costs little.
    #[arg(long, value_name = "SECS", default_value = "auto", value_parser = parse_timeout, allow_negative_numbers = true)]
    pub timeout: Timeout,

    /// The language [default: from FILE's extension and content].
    #[arg(long, value_parser = PossibleValuesParser::new(Language::names()))]
    pub lang: Option<String>,

    /// A tree-sitter grammar folder (`src/parser.c`, optional
    /// `src/scanner.c`, `src/grammar.json`, optional `whittle.toml`) for a
    /// language whittle does not ship: built once with the C compiler,
    /// cached in $WHITTLE_CACHE_DIR or ~/.cache/whittle, and used for
    /// every FILE.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["lang", "not_c"])]
    pub grammar: Option<PathBuf>,

    /// Seed for every random choice: same seed, input and test give the
    /// same result and the same number of tests.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,

    /// Prior probability that a node is needed (ProbDD, CDD and their
    /// weighted variants).
    #[arg(long, value_name = "P", default_value_t = whittle_dd::DEFAULT_P0)]
    pub p0: f64,

    /// Replacements tried per node (hoisting a child, a stand-in).
    #[arg(long, value_name = "N", default_value_t = whittle_reduce::Options::REPLACEMENTS)]
    pub replacements: usize,

    /// Keep the input's names: no move may bring in a name the input does
    /// not have (a fresh short name, a stand-in such as `a`); names may
    /// still merge into other names of the input.
    #[arg(long)]
    pub no_renaming: bool,

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

    /// Keep the scratch folders of the last tests that failed (were not
    /// interesting) in DIR, to see why candidates fail: each holds the
    /// candidate and what the test wrote, its stdout, stderr and status.
    #[arg(long, value_name = "DIR")]
    pub save_failures: Option<PathBuf>,

    /// How many failures --save-failures keeps.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 20,
        requires = "save_failures"
    )]
    pub save_failures_count: usize,

    /// Write statistics as one JSON object here.
    #[arg(long, value_name = "PATH")]
    pub stats_json: Option<PathBuf>,

    /// Write one JSON line per test here.
    #[arg(long, value_name = "PATH")]
    pub trace: Option<PathBuf>,

    /// Where scratch directories go [default: the system's].
    #[arg(long, value_name = "DIR")]
    pub tmpdir: Option<PathBuf>,

    /// No progress, no notes, no summary (errors are still printed).
    #[arg(short, long)]
    pub quiet: bool,

    /// As in C-Vise: no C-specific moves; a C or C++ file is reduced as
    /// plain text (lines and tokens). whittle otherwise picks its moves
    /// from each file's language (see --lang).
    #[arg(long)]
    pub not_c: bool,
}

/// A test's time limit.
#[derive(Clone, Copy, Debug)]
pub enum Timeout {
    /// Set from the test's time on the original (see [`Timeout::for_candidates`]).
    Auto,
    /// This limit; `None` is no limit.
    Fixed(Option<Duration>),
}

impl Timeout {
    /// How long `auto` lets the test run on the original.
    const AUTO_ORIGINAL: Duration = Duration::from_secs(300);
    /// `auto`'s limit for candidates, as a multiple of the original's time.
    const AUTO_FACTOR: f64 = 10.0;
    /// `auto`'s least limit for candidates: room for a loaded machine.
    const AUTO_FLOOR: Duration = Duration::from_secs(2);

    /// The limit while the test runs on the original.
    pub fn for_original(self) -> Option<Duration> {
        match self {
            Timeout::Auto => Some(Self::AUTO_ORIGINAL),
            Timeout::Fixed(limit) => limit,
        }
    }

    /// The limit for candidates, given the test's slowest run on the
    /// original: a candidate is no larger than the original, so one that
    /// runs ten times as long is hanging (a compiler in a loop), and
    /// waiting for the test's own limit, if it has one, only costs time.
    pub fn for_candidates(self, original_seconds: f64) -> Option<Duration> {
        match self {
            Timeout::Auto => Some(
                Duration::try_from_secs_f64(original_seconds * Self::AUTO_FACTOR)
                    .unwrap_or(Self::AUTO_ORIGINAL)
                    .max(Self::AUTO_FLOOR),
            ),
            Timeout::Fixed(limit) => limit,
        }
    }
}

fn parse_timeout(text: &str) -> Result<Timeout, String> {
    if text == "auto" {
        return Ok(Timeout::Auto);
    }
    let seconds: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds (or auto, or inf)"))?;
    if seconds.is_nan() || seconds <= 0.0 {
        return Err(format!(
            "the timeout must be a positive number of seconds (or auto, or inf), got {text}"
        ));
    }
    // Past what a Duration holds (or inf) there is no limit.
    Ok(Timeout::Fixed(Duration::try_from_secs_f64(seconds).ok()))
}

impl Args {
    /// Whether PMA is on: as asked, else wherever it applies.
    pub fn pma(&self) -> bool {
        !self.no_pma && (self.pma || self.algorithm.supports_pma())
    }

    /// What shapes the passes: the tree walk and hdd's lists.
    pub fn pass_settings(&self) -> PassSettings {
        PassSettings {
            strategy: self.strategy,
            hdd_lists: self.hdd_lists,
        }
    }
}
