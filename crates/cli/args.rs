//! The command line.

use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;
use clap::builder::PossibleValuesParser;
use whittle_dd::Algorithm;
use whittle_passes::{HddLists, PassSettings, Strategy};
use whittle_tree::Language;

/// whittle's exit statuses and what each means (`--help`, the man page).
const EXIT_STATUSES: &[(&str, &str)] = &[
    ("0", "reduced; the result is written"),
    (
        "1",
        "an error: bad input, a test that does not pass on the original or that could not \
         be run any more (the best result so far is kept)",
    ),
    ("2", "a usage error: a bad option or argument"),
    ("129", "stopped by SIGHUP; the best result so far is kept"),
    (
        "130",
        "stopped by Ctrl-C (SIGINT); the best result so far is kept",
    ),
    ("143", "stopped by SIGTERM; the best result so far is kept"),
];

/// `--help`'s last part: the exit statuses, each meaning wrapped under
/// its own column.
fn exit_statuses() -> String {
    let mut text = "Exit status:".to_owned();
    for (code, meaning) in EXIT_STATUSES {
        for (i, line) in wrap(meaning, MAX_WIDTH - 7).iter().enumerate() {
            let code = if i == 0 { code } else { "" };
            text.push_str(&format!("\n  {code:<4} {line}"));
        }
    }
    text
}

/// `text` in lines of at most `width` characters, broken at spaces (a
/// longer word stands alone).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines
}

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
///
/// No script needed: with `-- COMMAND [ARGS]` after the files, whittle runs
/// the command on the original, finds how it fails (a signal, an internal
/// compiler error, a sanitizer report, a diagnostic's code or message,
/// else the exit status and the last line of standard error), and keeps
/// only candidates that fail the same way. `@@` in ARGS is the file's path
/// (several files: `@@1`, `@@2`, ...; `@@` alone is all of them); without
/// `@@` the paths go last.
#[derive(Debug, Parser)]
#[command(
    name = "whittle",
    version,
    about,
    max_term_width = MAX_WIDTH,
    after_help = exit_statuses(),
    override_usage = "whittle [OPTIONS] <TEST> <FILE>...\n       \
                      whittle [OPTIONS] <FILE>... -- <COMMAND> [ARGS]..."
)]
pub struct Args {
    /// The interestingness test: an executable that exits 0 while the
    /// failure reproduces (with `-- COMMAND`: the first file to reduce).
    #[arg(required_unless_present_any = ["list_passes", "generate"])]
    pub test: Option<PathBuf>,

    /// The file to reduce (several: reduced together). Its language comes
    /// from its extension and content; a file of no language whittle
    /// knows is reduced as plain text. A folder: its whole tree, unneeded
    /// files removed first, the result replacing it (original in
    /// DIR.orig) or in a new folder named by --output.
    #[arg(required_unless_present_any = ["list_passes", "generate", "command"], num_args = 1..)]
    pub files: Vec<PathBuf>,

    /// Instead of a test: the command that fails on FILE, after `--`.
    /// It runs where a test would (a scratch directory, --timeout,
    /// LC_ALL=C); `@@` in its arguments is the file's path (several:
    /// `@@1`, `@@2`, ...), else the paths go last.
    #[arg(last = true, value_name = "COMMAND")]
    pub command: Vec<std::ffi::OsString>,

    /// With -- COMMAND: interesting while this regular expression matches
    /// the command's standard error or output, whatever its exit status,
    /// instead of the failure found on the original.
    #[arg(long, value_name = "REGEX", conflicts_with = "any_failure")]
    pub signature: Option<String>,

    /// With -- COMMAND: interesting while the command fails at all (exits
    /// non-zero or is killed), instead of failing as on the original.
    #[arg(long)]
    pub any_failure: bool,

    /// With -- COMMAND: keep in DIR the smallest candidate of each other
    /// failure met on the way (one folder per failure, with its
    /// signature in signature.txt).
    #[arg(long, value_name = "DIR")]
    pub also_interesting: Option<PathBuf>,

    /// With -- COMMAND: write the equivalent test script (POSIX sh,
    /// C-Reduce's conventions, runs unchanged under C-Vise) to PATH,
    /// check that it passes on the original and fails on an empty file,
    /// and exit without reducing.
    #[arg(long, value_name = "PATH")]
    pub write_test: Option<PathBuf>,

    /// Write the result here and leave FILE untouched (with several files:
    /// an existing directory that receives them under their names; with a
    /// folder: a new folder for the reduced tree).
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

    /// HDD: one list per parent (parents with one removal each share
    /// one), or one per level.
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

    /// Test each list's candidates in batches of N and keep a batch's
    /// successes together when their union still passes (C-Vise 2.12's
    /// folding, made deterministic: the batches are chosen by the
    /// algorithm, so the result depends on N and never on --jobs). Worth
    /// it with many cores: set N near --jobs. 0: off.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub fold: usize,

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

    /// Re-parse every tested candidate and count those with more syntax
    /// errors than the file they came from (`unparsable_candidates` in
    /// --stats-json): a check on the language's data, not on the result.
    /// Costs CPU beside every test; files mostly made of syntax errors
    /// are never checked.
    #[arg(long)]
    pub syntax_check: bool,

    /// The default since the syntax check became opt-in; still accepted
    /// so that scripts that pass it keep working.
    #[arg(long, hide = true, conflicts_with = "syntax_check")]
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

    /// Print shell completions (bash, zsh, fish) or the man page (man) for
    /// whittle to standard output, and exit (see README: Installing).
    #[arg(long, value_enum, value_name = "WHAT")]
    pub generate: Option<Generate>,

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

/// What `--generate` prints.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum Generate {
    Bash,
    Zsh,
    Fish,
    /// The man page, in roff.
    Man,
}

/// Prints completions for a shell, or the man page, from the same
/// definition as the command line itself.
pub fn generate(what: Generate, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    use clap::CommandFactory;
    use clap_complete::Shell;
    let mut command = Args::command();
    let shell = match what {
        Generate::Man => return man_page(command, out),
        Generate::Bash => Shell::Bash,
        Generate::Zsh => Shell::Zsh,
        Generate::Fish => Shell::Fish,
    };
    clap_complete::generate(shell, &mut command, "whittle", out);
    Ok(())
}

/// The man page: clap_mangen's sections, and the exit statuses as a
/// section of their own.
fn man_page(command: clap::Command, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let man = clap_mangen::Man::new(command);
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    writeln!(out, ".SH \"EXIT STATUS\"")?;
    for (code, meaning) in EXIT_STATUSES {
        writeln!(out, ".TP\n{code}\n{}", roff_text(meaning))?;
    }
    man.render_version_section(out)
}

/// Text for a roff paragraph: backslashes escaped, and no line starting
/// with a control character.
fn roff_text(text: &str) -> String {
    let text = text.replace('\\', "\\e");
    match text.strip_prefix(['.', '\'']) {
        Some(_) => format!("\\&{text}"),
        None => text,
    }
}
