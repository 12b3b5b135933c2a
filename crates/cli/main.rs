//! `whittle`: the command-line reducer.

mod args;
mod checks;
mod command;
mod errors;
mod folder;
mod habits;
mod output;
mod report;
mod session;
mod stop;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use clap::Parser;
use whittle_dd::Config;
use whittle_passes as passes;
use whittle_reduce::{Options, Scheduled};
use whittle_runner::{KeepFailures, Pool, Runner, TestCommand};
use whittle_tree::{Language, ParseError, ParseLimits, Tree};

use crate::args::Args;
use crate::checks::Input;
use crate::command::{CommandLine, SlipWatch};
use crate::errors::{EXIT_ERROR, EXIT_USAGE, Interrupted, Usage, signal_exit, usage};
use crate::folder::Folder;
use crate::output::{Destination, FileLock};
use crate::report::{Reporter, StatsReport, plural};
use crate::session::{FinalCheck, OriginalCheck, Reduction, Session};

#[allow(clippy::print_stderr)] // the one place errors reach the user
fn main() -> ExitCode {
    let (argv, notes, refused) = habits::sift(std::env::args_os().collect());
    if let Some(message) = refused {
        eprintln!("whittle: error: {message}");
        return ExitCode::from(EXIT_USAGE);
    }
    let args = Args::parse_from(argv);
    if !args.quiet {
        for note in notes {
            eprintln!("whittle: note: {note}");
        }
    }
    if args.list_passes {
        return list_passes(&args);
    }
    if let Some(what) = args.generate {
        return written(args::generate(what, &mut std::io::stdout().lock()));
    }
    stop::started(args.quiet);
    let signals = match Signals::install() {
        Ok(signals) => signals,
        Err(e) => {
            eprintln!("whittle: error: {e:#}");
            return ExitCode::from(EXIT_ERROR);
        }
    };
    let result = run_with_a_deep_stack(&args, &signals);
    stop::summarizing();
    match result {
        Ok(code) => code,
        Err(e) if e.is::<Interrupted>() => {
            eprintln!("whittle: interrupted before reducing; nothing was changed");
            signals.exit_code()
        }
        Err(e) if e.is::<Usage>() => {
            eprintln!("whittle: error: {e:#}");
            ExitCode::from(EXIT_USAGE)
        }
        Err(e) => {
            eprintln!("whittle: error: {e:#}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// The stack of the thread that reduces: parsing and the passes recurse
/// as deep as the input nests (100,000 brackets), far past a main
/// thread's 8 MiB. Only the pages used are ever allocated.
const STACK_BYTES: usize = 4 << 30;

/// [`run`], on a thread with a stack of [`STACK_BYTES`] (or on this one,
/// where the system will not give one that large).
fn run_with_a_deep_stack(args: &Args, signals: &Signals) -> Result<ExitCode> {
    std::thread::scope(|scope| {
        match std::thread::Builder::new()
            .name("whittle".to_owned())
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, || run(args, signals))
        {
            Ok(thread) => thread
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => run(args, signals),
        }
    })
}

/// `--list-passes`: every row of the schedule, the default ones marked,
/// each description wrapped under its own column as `--help` wraps, and
/// below it when the row runs.
fn list_passes(args: &Args) -> ExitCode {
    let settings = args.pass_settings();
    let rows = passes::SCHEDULE;
    let width = rows.iter().map(|r| r.name.len()).max().unwrap_or(0);
    let columns = terminal_size::terminal_size().map_or(args::MAX_WIDTH, |(w, _)| {
        usize::from(w.0).min(args::MAX_WIDTH)
    });
    let indent = width + 4;
    let mut list = String::new();
    for row in rows {
        let mark = if row.default_under(settings.strategy) {
            "*"
        } else {
            " "
        };
        let description = (row.pass)(&settings).description();
        let mut lines = args::wrap(description, columns.saturating_sub(indent).max(20));
        lines.extend(args::wrap(
            &format!("({})", when(row)),
            columns.saturating_sub(indent).max(20),
        ));
        for (i, line) in lines.iter().enumerate() {
            if i == 0 {
                list.push_str(&format!("{mark} {:<width$}  {line}\n", row.name));
            } else {
                list.push_str(&format!("{:indent$}{line}\n", ""));
            }
        }
    }
    list.push_str("(* runs by default)\n");
    written(std::io::Write::write_all(
        &mut std::io::stdout().lock(),
        list.as_bytes(),
    ))
}

/// When a row of the schedule runs, in words: its stage, what else
/// brings it back, the file sizes and the languages.
fn when(row: &passes::schedule::Row) -> String {
    use whittle_reduce::{Languages, Stage};
    let mut when = vec![
        match row.stage {
            Stage::Main => "every round",
            Stage::Stalled => "when the main rounds stall",
            Stage::LastResort => "last resort, when the stalled ones change nothing too",
            Stage::Relayout => "when the last resorts change nothing too",
            Stage::Final => "once, at the end",
        }
        .to_owned(),
    ];
    if row.follows_every_change {
        when.push("and after any change".to_owned());
    }
    if row.reruns_after_followers {
        when.push(
            "again after the passes that follow a change, while it shrinks the file".to_owned(),
        );
    }
    match (*row.tokens.start(), *row.tokens.end()) {
        (0, u64::MAX) => {}
        (least, u64::MAX) => when.push(format!("files of {least} tokens or more")),
        (0, most) => when.push(format!("files of {most} tokens or fewer")),
        (least, most) => when.push(format!("files of {least} to {most} tokens")),
    }
    match row.languages {
        Languages::All => {}
        Languages::Only(names) => when.push(format!("for {} only", names.join(", "))),
        Languages::AllBut(names) => when.push(format!("not for {}", names.join(", "))),
    }
    match row.on {
        passes::schedule::On::Always => {}
        passes::schedule::On::Under(strategy) => {
            when.push(format!("by default with --strategy {}", strategy.name()));
        }
    }
    when.join("; ")
}

/// How writing an informational output (`--list-passes`, `--generate`)
/// to standard output ends: a reader that stopped early (`| head`) took
/// what it wanted, so a broken pipe is success.
#[allow(clippy::print_stderr)] // the one error it can meet
fn written(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("whittle: error: cannot write to standard output: {e}");
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// Ctrl-C, SIGTERM and SIGHUP stop the tests and keep the best result;
/// which one came decides the exit status. Where whittle's own work does
/// not notice the stop within a second, `stop.rs` ends it.
struct Signals {
    stop: Arc<AtomicBool>,
    received: Arc<AtomicUsize>,
}

impl Signals {
    fn install() -> Result<Signals> {
        let stop = Arc::new(AtomicBool::new(false));
        let received = Arc::new(AtomicUsize::new(0));
        for signal in [
            signal_hook::consts::SIGINT,
            signal_hook::consts::SIGTERM,
            signal_hook::consts::SIGHUP,
        ] {
            signal_hook::flag::register_usize(signal, received.clone(), signal as usize)
                .and_then(|_| signal_hook::flag::register(signal, stop.clone()))
                .context("cannot install the signal handlers")?;
        }
        stop::watch(received.clone()).context("cannot install the signal handlers")?;
        Ok(Signals { stop, received })
    }

    fn exit_code(&self) -> ExitCode {
        match self.received.load(Ordering::Relaxed) {
            0 => signal_exit(signal_hook::consts::SIGINT),
            signal => signal_exit(signal as i32),
        }
    }
}

/// Everything checked before the first test: what to run, on what, and
/// where results go.
struct Setup {
    test: PathBuf,
    inputs: Vec<Input>,
    destinations: Vec<Destination>,
    /// For each input, whether its result replaces it (and so it is
    /// backed up first).
    in_place: Vec<bool>,
    options: Options,
    jobs: usize,
    /// The folder being reduced, when a folder was given.
    folder: Option<Folder>,
    /// The command line given instead of a test (`FILE -- COMMAND`).
    command: Option<CommandLine>,
    /// Held until whittle ends.
    _locks: Vec<FileLock>,
}

impl Setup {
    /// The inputs' bytes as given.
    fn original_bytes(&self) -> usize {
        self.inputs.iter().map(|i| i.original().len()).sum()
    }
}

/// The passes of a round: `--passes` or the default ones (with
/// `--strategy`'s walk), less `--skip-pass`.
fn chosen_passes(args: &Args) -> Result<Vec<Scheduled>> {
    let settings = args.pass_settings();
    let unknown = |e: passes::UnknownPass| usage(format!("{e}; see --list-passes"));
    let skipped: Vec<&str> = args.skip_pass.iter().map(String::as_str).collect();
    passes::named(&skipped, settings).map_err(unknown)?;
    let chosen = match &args.passes {
        Some(names) => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            passes::named(&names, settings).map_err(unknown)?
        }
        None => passes::defaults(settings),
    };
    Ok(chosen
        .into_iter()
        .filter(|p| !skipped.contains(&p.name))
        .collect())
}

#[allow(clippy::print_stderr)] // notes for the user
fn setup(args: &Args) -> Result<Setup> {
    let mut notes = Vec::new();
    checks::option_paths(
        args.save_failures.as_deref(),
        &[
            ("--stats-json", args.stats_json.as_deref()),
            ("--trace", args.trace.as_deref()),
            ("--write-test", args.write_test.as_deref()),
        ],
        args.tmpdir.as_deref(),
    )?;
    command::check_options(args)?;
    // The command form: every path before `--` is a file to reduce.
    let (test, files, command) = if args.command.is_empty() {
        let given_test = args.test.as_deref().unwrap_or(std::path::Path::new(""));
        let test = checks::test_program(given_test, &args.files)?;
        (test, args.files.clone(), None)
    } else {
        let files: Vec<PathBuf> = args.test.iter().chain(&args.files).cloned().collect();
        command::check_files(&files, args.also_interesting.as_deref())?;
        let line = CommandLine::parse(&args.command, files.len())?;
        (line.program.clone(), files, Some(line))
    };
    let mut folder = Folder::given(&files, args.output.as_deref(), &test)?;
    if folder.is_some() && (args.lang.is_some() || args.grammar.is_some()) {
        return Err(usage(
            "with a folder, each file's language comes from its name and content; --lang and \
             --grammar are for files given one by one",
        ));
    }
    let chosen = match &args.grammar {
        Some(dir) => Some(checks::grammar(dir)?),
        None => args.lang.as_deref().and_then(Language::by_name),
    };
    let mut inputs = match &mut folder {
        Some(folder) => folder.inputs(&mut notes)?,
        None => files
            .iter()
            .map(|path| checks::input_file(path, chosen.as_ref(), &mut notes))
            .collect::<Result<Vec<Input>>>()?,
    };
    if args.not_c && args.lang.is_none() {
        // C-Vise's mode for other languages: no C-specific moves.
        for input in inputs
            .iter_mut()
            .filter(|i| matches!(i.language.name(), "c" | "cpp"))
        {
            notes.push(format!(
                "--not-c: {} is reduced as plain text (lines and tokens), like C-Vise's \
                 language-neutral mode; --lang chooses a language instead",
                input.path.display()
            ));
            input.language = Language::text();
        }
    }
    let core = Config {
        pma: args.pma(),
        p0: args.p0,
        seed: args.seed,
        ..Config::new(args.algorithm)
    };
    core.validate().map_err(|e| match e {
        whittle_dd::ConfigError::PmaUnsupported(_) => usage(format!(
            "{e}; drop --pma or pick one of those with --algorithm"
        )),
        whittle_dd::ConfigError::InvalidP0(_) => usage(format!("--p0: {e}")),
        _ => usage(e.to_string()),
    })?;
    let jobs = match args.jobs {
        Some(0) => return Err(usage("--jobs must be at least 1")),
        Some(jobs) => jobs,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let options = Options {
        core: Arc::new(core),
        seed: args.seed,
        passes: chosen_passes(args)?,
        fixpoint: !args.no_fixpoint,
        replacements: args.replacements,
        renaming: !args.no_renaming,
        speculation_width: jobs - 1,
        fold: args.fold,
        check_syntax: args.syntax_check,
    };
    // A folder's result tree is made before the first change (see
    // `Folder::prepare`); one lock holds the whole folder.
    let folder_parts = folder
        .as_ref()
        .map(|f| -> Result<_> {
            let mut locks = vec![FileLock::acquire(&f.given)?];
            if !f.in_place {
                locks.push(FileLock::acquire(&f.root)?);
            }
            let destinations: Vec<Destination> = inputs
                .iter()
                .map(|i| {
                    Destination::made_later(&i.real, Some(i.permissions.clone()))
                        .encoded_as(i.encoding)
                })
                .collect();
            Ok((locks, destinations))
        })
        .transpose()?;
    if let Some((locks, destinations)) = folder_parts {
        if !args.quiet {
            for note in &notes {
                eprintln!("whittle: note: {note}");
            }
        }
        return Ok(Setup {
            test,
            in_place: vec![false; inputs.len()],
            inputs,
            destinations,
            options,
            jobs,
            folder,
            command: None,
            _locks: locks,
        });
    }
    let results = checks::result_paths(args.output.as_deref(), &inputs, &test, &mut notes)?;
    let mut locks = Vec::new();
    let mut destinations = Vec::new();
    for (input, (path, in_place)) in inputs.iter().zip(&results) {
        destinations.push(
            Destination::new(path, Some(input.permissions.clone()))?.encoded_as(input.encoding),
        );
        locks.push(FileLock::acquire(&input.real)?);
        if !in_place {
            locks.push(FileLock::acquire(path)?);
        }
    }
    if !args.quiet {
        for note in &notes {
            eprintln!("whittle: note: {note}");
        }
    }
    Ok(Setup {
        test,
        inputs,
        destinations,
        in_place: results.iter().map(|(_, in_place)| *in_place).collect(),
        options,
        jobs,
        folder: None,
        command,
        _locks: locks,
    })
}

/// How long the parse of an input may take before whittle gives up on
/// its language and reduces it as plain text: this plus
/// [`PARSE_BUDGET_PER_MB`] for each megabyte. tree-sitter reads a few
/// megabytes a second or more; a parser that cannot keep up with a
/// file's shape (tree-sitter-xml's scanner costs depth x elements: 20 s
/// for 20,000 nested elements, minutes for 100,000) would otherwise hold
/// up every parse of the reduction.
const PARSE_BUDGET: Duration = Duration::from_secs(5);
const PARSE_BUDGET_PER_MB: Duration = Duration::from_secs(2);

/// The time [`PARSE_BUDGET`] gives a file of `bytes` bytes.
fn parse_budget(bytes: usize) -> Duration {
    PARSE_BUDGET + PARSE_BUDGET_PER_MB.mul_f64(bytes as f64 / 1e6)
}

/// Parses every input, warning about files that do not fully parse; an
/// input whose parse runs past its budget ([`parse_budget`]) is reduced
/// as plain text from then on, and said so. A stop ends the parse.
#[allow(clippy::print_stderr)]
fn parse_inputs(setup: &mut Setup, quiet: bool, signals: &Signals) -> Result<Vec<Tree>> {
    let mut trees = Vec::new();
    for input in &mut setup.inputs {
        let started = Instant::now();
        let limits = ParseLimits {
            stop: Some(&signals.stop),
            deadline: Some(started + parse_budget(input.bytes.len())),
        };
        let tree = match Tree::parse_within(&input.language, input.bytes.clone(), limits) {
            Err(ParseError::Stopped) => return Err(Interrupted.into()),
            Err(ParseError::OutOfTime(_)) => {
                if !quiet {
                    eprintln!(
                        "whittle: note: the {} parse of {} gave up after {:.1} s (the parser \
                         cannot keep up with this file's nesting or size): reducing it as text",
                        input.language.name(),
                        input.path.display(),
                        started.elapsed().as_secs_f64()
                    );
                }
                input.language = Language::text();
                Tree::parse(&input.language, input.bytes.clone())
            }
            parsed => parsed,
        }
        .with_context(|| format!("cannot parse {}", input.path.display()))?;
        if tree.error_count() > 0 && !quiet {
            eprintln!(
                "whittle: warning: {} does not fully parse as {} ({}); \
                 the parts that do not are reduced as plain lists of tokens",
                input.path.display(),
                input.language.name(),
                plural(tree.error_count() as u64, "syntax error", "syntax errors")
            );
        }
        trees.push(tree);
    }
    Ok(trees)
}

/// The runner for the test, with `--save-failures` if asked.
#[allow(clippy::print_stderr)] // notes for the user
fn runner(args: &Args, setup: &Setup, signals: &Signals) -> Result<Runner> {
    let command = TestCommand {
        program: setup.test.clone(),
        file_names: setup.inputs.iter().map(|i| i.name.clone()).collect(),
        timeout: args.timeout.for_original(),
        folder: setup.folder.as_ref().map(|f| f.name.clone()),
        executable: setup.inputs.iter().map(Input::is_executable).collect(),
        encodings: setup.inputs.iter().map(|i| i.encoding).collect(),
    };
    let runner = Runner::new(command, args.tmpdir.as_deref(), signals.stop.clone())
        .context("cannot create a scratch directory; choose another place with --tmpdir")?;
    if !args.quiet {
        let place = runner
            .scratch_dir()
            .parent()
            .unwrap_or(std::path::Path::new("/"));
        match runner.abandoned_removed() {
            0 => {}
            n => eprintln!(
                "whittle: note: removed {n} scratch folder{} that whittle runs which were killed \
                 left in {}",
                if n == 1 { "" } else { "s" },
                place.display()
            ),
        }
        if !runner.adopts_orphans() {
            eprintln!(
                "whittle: note: this system does not let whittle adopt the processes a test \
                 detaches (Linux's child subreaper); those that keep the test's environment are \
                 still found and ended, others may outlive their test"
            );
        }
    }
    match &args.save_failures {
        None => Ok(runner),
        Some(dir) => runner
            .keep_failures(KeepFailures {
                dir: dir.clone(),
                count: args.save_failures_count,
            })
            .with_context(|| {
                format!(
                    "--save-failures {}: cannot create the folder; give one whittle may write in",
                    checks::quote(dir)
                )
            }),
    }
}

fn run(args: &Args, signals: &Signals) -> Result<ExitCode> {
    let started = Instant::now();
    let mut setup = setup(args)?;
    let mut trees = parse_inputs(&mut setup, args.quiet, signals)?;
    let original_tokens: Vec<u64> = trees.iter().map(|t| t.weight(t.root())).collect();
    // One file's tree is kept for its first round; a folder's trees are
    // not all held through the reduction.
    let one_tree = if trees.len() == 1 { trees.pop() } else { None };
    drop(trees);
    let runner = runner(args, &setup, signals)?;
    let command = runner.command().clone();
    // The command form finds its failure on the original first (or
    // writes the test script and stops there).
    let (mut runner, prepared) = match &setup.command {
        Some(line) => match command::prepare(args, line, runner, &setup.inputs, setup.jobs)? {
            Some(prepared) => (None, Some(prepared)),
            None => return Ok(ExitCode::SUCCESS),
        },
        None => (Some(runner), None),
    };
    // With one test at a time, the test's run on the originals waits for
    // the reduction's first candidates (`Session::defer_original_check`);
    // a folder's first tests are its own (`folder::remove_unneeded`).
    let defer_original = setup.jobs == 1 && setup.folder.is_none() && prepared.is_none();
    if let Some(runner) = &mut runner {
        if defer_original {
            checks::check_trivial(runner, &setup.inputs, args.allow_trivial)?;
        } else {
            checks::check_test(
                runner,
                args.timeout,
                &setup.inputs,
                args.allow_trivial,
                setup.jobs,
            )?;
        }
    }
    let mut backups = Vec::new();
    for (input, &in_place) in setup.inputs.iter().zip(&setup.in_place) {
        if in_place {
            backups.push(output::back_up(
                &input.real,
                &input.original(),
                Some(input.permissions.clone()),
            )?);
        }
    }
    let original_bytes = setup.original_bytes();
    if setup.folder.is_none() {
        let places = setup
            .destinations
            .iter()
            .map(|d| d.path().display().to_string());
        stop::reducing(original_bytes, places.collect(), &backups);
    }
    let mut reporter = Reporter::new(
        &setup.destinations,
        args.trace.as_deref(),
        original_tokens.clone(),
        setup.inputs.iter().map(|i| i.language.clone()).collect(),
        args.quiet,
    )?;
    let mut before = whittle_reduce::Stats::default();
    let kept = match &setup.folder {
        Some(folder) => {
            let runner = runner
                .as_mut()
                .context("a folder is reduced with a test script, not a command")?;
            let kept = folder::remove_unneeded(
                runner,
                &setup.inputs,
                setup.options.core.as_ref(),
                setup.options.seed,
                &mut before,
                &mut reporter,
            )?;
            {
                // Never cut off by an exit that skips the destructors.
                let _writing = output::writing();
                backups.extend(folder.prepare(&setup.inputs)?);
                folder.delete(&setup.inputs, &kept)?;
            }
            stop::reducing(
                original_bytes,
                vec![folder.root.display().to_string()],
                &backups,
            );
            kept
        }
        None => vec![true; setup.inputs.len()],
    };
    let inputs: Vec<&Input> = setup
        .inputs
        .iter()
        .zip(&kept)
        .filter_map(|(input, kept)| kept.then_some(input))
        .collect();
    // The files still reduced (a folder's unneeded ones went first), and
    // where their results go.
    let destinations: Vec<Destination> = setup
        .destinations
        .iter()
        .zip(&kept)
        .filter(|(_, kept)| **kept)
        .map(|(destination, _)| destination.clone())
        .collect();
    reporter.keep(&kept, &destinations);
    let originals = inputs.iter().map(|i| Arc::from(&i.bytes[..])).collect();
    let executor: Arc<dyn whittle_runner::Execute> = match (runner, &prepared) {
        (_, Some(prepared)) => prepared.test.clone(),
        (Some(runner), None) => Arc::new(runner),
        (None, None) => anyhow::bail!("no test to run"),
    };
    let mut session = Session::new(Pool::new(executor, setup.jobs), originals);
    session.stop = Some(signals.stop.clone());
    if let Some(prepared) = &prepared {
        session.slips = Some(SlipWatch::new(
            prepared.test.clone(),
            args.also_interesting.clone(),
            &inputs,
        ));
    }
    if defer_original {
        session.defer_original_check(args.timeout);
    }
    for (file, input) in inputs.iter().enumerate() {
        if !input.reduce {
            session.leave_alone(file);
        }
    }
    if let (Some(tree), [true]) = (one_tree, &kept[..]) {
        session.parsed_already(0, tree);
    }
    let languages: Vec<_> = inputs.iter().map(|i| i.language.clone()).collect();
    let mut reduction = session
        .reduce_all(&languages, &setup.options, &mut reporter)
        .map(|mut r| {
            before += std::mem::take(&mut r.stats);
            r.stats = before;
            r
        });
    if let Ok(r) = &mut reduction
        && !r.stopped
        && !session.check_original()
    {
        r.stopped = true;
    }
    let check = match &mut reduction {
        Ok(r) if !r.stopped => {
            let check =
                session.check_result(&languages, &mut r.stats, &mut r.tokens, &mut reporter);
            r.stopped = check.is_none();
            check
        }
        _ => None,
    };
    let ended = Ended {
        executed: session.pool().executed(),
        cancelled: session.pool().cancelled(),
        busy: session.pool().busy_seconds(),
        processes_ended: session.pool().processes_ended(),
        results: session.best().to_vec(),
        result_bytes: destinations
            .iter()
            .zip(session.best())
            .map(|(d, r)| d.encoded(r).len())
            .sum(),
        places: destinations
            .iter()
            .map(|d| d.path().to_path_buf())
            .collect(),
        broken: session.broken.take(),
        waiting: session.waiting.as_secs_f64(),
        timeout: session.pool().timeout(),
        original_check: session.original_check,
        check,
        signature: prepared.as_ref().map(|p| p.signature.clone()),
        slips: session.slips.take(),
    };
    let original_failed = session.original_failed.take();
    stop::ending();
    drop(session); // stops the workers, ends what the tests left, removes the scratch directories
    let finished = reporter.finish();
    stop::summarizing();
    if let Some((run, limit)) = original_failed {
        // Nothing passed, so nothing was written: the backups are copies
        // of files left as they were.
        for backup in &backups {
            let _ = std::fs::remove_file(backup);
        }
        anyhow::bail!(
            "{}",
            checks::not_interesting(&command, limit, &setup.inputs, &run)
        );
    }
    save_results(&destinations, &ended.results)?;
    finished?;
    let reduction = reduction?;
    let seconds = started.elapsed().as_secs_f64();
    if let Some(path) = &args.stats_json {
        let report = stats_report(args, &setup, &original_tokens, &reduction, &ended, seconds);
        report::write_stats(path, &report)?;
    }
    summarize(
        args,
        &setup,
        &original_tokens,
        &reduction,
        &ended,
        &backups,
        seconds,
    )?;
    Ok(if reduction.stopped {
        signals.exit_code()
    } else {
        ExitCode::SUCCESS
    })
}

/// Writes each result to its destination. One that cannot be written
/// (its folder became read-only, the disk is full) is saved in the
/// temporary directory instead, and the error says where both are.
fn save_results(destinations: &[Destination], results: &[Arc<[u8]>]) -> Result<()> {
    let mut failures = Vec::new();
    for (destination, bytes) in destinations.iter().zip(results) {
        if let Err(e) = destination.write(bytes) {
            let encoded = destination.encoded(bytes);
            let elsewhere = match output::save_elsewhere(destination.path(), &encoded) {
                Ok(path) => format!("the result is saved in {} instead", path.display()),
                Err(_) => "it could not be saved elsewhere either".to_owned(),
            };
            failures.push(format!(
                "{e:#}; {} still holds the last result that could be written there (one the \
                 test accepted), and {elsewhere}",
                destination.path().display()
            ));
        }
    }
    if failures.is_empty() {
        return Ok(());
    }
    anyhow::bail!(
        "{}. Make the folder writable (or free space), then copy the result over or run \
         whittle again on it",
        failures.join("; ")
    )
}

/// What is known once the pool is gone.
struct Ended {
    executed: u64,
    cancelled: u64,
    /// Processes the tests left, or that ran under a stopped test, ended.
    processes_ended: u64,
    /// What testing the result again at the end found (`None`: not run).
    check: Option<FinalCheck>,
    results: Vec<Arc<[u8]>>,
    /// The results' bytes as written (in their files' encodings).
    result_bytes: usize,
    /// Where each result goes.
    places: Vec<PathBuf>,
    /// Why the test could not be run any more, if that stopped the work.
    broken: Option<String>,
    waiting: f64,
    /// The workers' seconds spent running tests.
    busy: f64,
    /// The limit on each test of a candidate.
    timeout: Option<Duration>,
    /// When the test ran on the originals.
    original_check: OriginalCheck,
    /// In the command form, the failure kept, in words.
    signature: Option<String>,
    /// In the command form, the candidates that failed otherwise.
    slips: Option<SlipWatch>,
}

impl Ended {
    /// Test runs started beyond the `tests_run` counted.
    fn not_needed(&self, tests_run: u64) -> u64 {
        self.executed.saturating_sub(tests_run)
    }
}

/// The share of `jobs` workers' time over `seconds` spent running tests.
fn busy_share(busy: f64, jobs: usize, seconds: f64) -> f64 {
    (busy / (jobs.max(1) as f64 * seconds.max(1e-9))).min(1.0)
}

fn stats_report(
    args: &Args,
    setup: &Setup,
    original_tokens: &[u64],
    reduction: &Reduction,
    ended: &Ended,
    seconds: f64,
) -> StatsReport {
    let (own, tests) = report::cpu_seconds();
    StatsReport {
        original_tokens: original_tokens.iter().sum(),
        final_tokens: reduction.tokens.iter().sum(),
        original_bytes: setup.original_bytes(),
        final_bytes: ended.result_bytes,
        files: setup.inputs.len(),
        stats: reduction.stats.clone(),
        tests_executed: ended.executed,
        tests_cancelled: ended.cancelled,
        tests_not_needed: ended.not_needed(reduction.stats.tests_run),
        workers_busy_share: busy_share(ended.busy, setup.jobs, seconds),
        seconds,
        seconds_waiting_for_tests: ended.waiting,
        timeout_seconds: ended.timeout.map(|t| t.as_secs_f64()),
        algorithm: setup.options.core.name(),
        pma: setup.options.core.pma(),
        jobs: setup.jobs,
        fold: setup.options.fold,
        seed: setup.options.seed,
        p0: args.p0,
        language: setup
            .inputs
            .iter()
            .map(|i| i.language.name())
            .collect::<Vec<_>>()
            .join(","),
        interrupted: reduction.stopped && ended.broken.is_none(),
        error: ended.broken.clone(),
        processes_ended: ended.processes_ended,
        original_check: ended.original_check.name(),
        final_check: ended.check.map_or("not run", FinalCheck::name),
        syntax_check: args.syntax_check,
        peak_memory_bytes: report::peak_memory(),
        cpu_seconds_whittle: own,
        cpu_seconds_tests: tests,
        cpu_share_whittle: own / (own + tests).max(1e-9),
        signature: ended.signature.clone(),
        other_failures: ended
            .slips
            .as_ref()
            .map(|s| s.counts.clone())
            .unwrap_or_default(),
    }
}

/// The summary line, the per-pass lines and the warnings; an error when
/// the test could not be run any more.
#[allow(clippy::print_stderr)]
fn summarize(
    args: &Args,
    setup: &Setup,
    original_tokens: &[u64],
    reduction: &Reduction,
    ended: &Ended,
    backups: &[PathBuf],
    seconds: f64,
) -> Result<()> {
    let stats = &reduction.stats;
    let results_at: Vec<String> = match &setup.folder {
        Some(folder) => vec![folder.root.display().to_string()],
        None => ended
            .places
            .iter()
            .map(|p| p.display().to_string())
            .collect(),
    };
    let mut whereabouts = format!("result in {}", results_at.join(", "));
    if !backups.is_empty() {
        let originals: Vec<String> = backups.iter().map(|b| b.display().to_string()).collect();
        whereabouts.push_str(&format!(", original in {}", originals.join(", ")));
    }
    if let Some(reason) = &ended.broken {
        anyhow::bail!(
            "the test could not be run any more ({reason}), so whittle stopped after {}. \
             Fix the test, then run whittle again on the result to go on; {whereabouts}",
            plural(stats.tests_run, "test", "tests")
        );
    }
    if let Some(FinalCheck::Flaky { from_original }) = ended.check {
        let kept = if from_original {
            "none of the latest results passed again either, so the result is the original"
        } else {
            "the result is the latest earlier one that passed again (it passed twice)"
        };
        anyhow::bail!(
            "the test is flaky: the final result passed once and failed when tested again at the \
             end; {kept}: {whereabouts}. whittle needs a test that always gives the same answer \
             for the same file; make it deterministic (fixed seeds, no timing, generous internal \
             timeouts) and run whittle again on the result"
        );
    }
    if args.quiet {
        return Ok(());
    }
    let start: u64 = original_tokens.iter().sum();
    let end: u64 = reduction.tokens.iter().sum();
    let shrink = 100.0 * (1.0 - end as f64 / start.max(1) as f64);
    let bytes_before = setup.original_bytes();
    let bytes_after = ended.result_bytes;
    let mut summary = format!(
        "whittle: {start} → {} ({shrink:.1}% fewer), {bytes_before} → {}, {} in \
         {seconds:.1} s, {}",
        plural(end, "token", "tokens"),
        plural(bytes_after as u64, "byte", "bytes"),
        plural(stats.tests_run, "test", "tests"),
        plural(stats.pass_runs as u64, "pass run", "pass runs"),
    );
    if stats.timeouts > 0 {
        summary.push_str(&format!(", {} timed out", stats.timeouts));
    }
    if setup.jobs > 1 {
        summary.push_str(&format!(
            ", {} run ahead and not needed, workers busy {:.0}%",
            plural(ended.not_needed(stats.tests_run), "test", "tests"),
            100.0 * busy_share(ended.busy, setup.jobs, seconds)
        ));
    }
    if reduction.stopped {
        summary.push_str(" (interrupted)");
    }
    eprintln!("{summary}; {whereabouts}");
    if let Some(slips) = &ended.slips {
        command::report_slips(slips, args.also_interesting.as_deref());
    }
    if stats.per_pass.len() > 1 {
        let width = stats
            .per_pass
            .iter()
            .map(|p| p.name.len())
            .max()
            .unwrap_or(0);
        for pass in &stats.per_pass {
            eprintln!(
                "whittle:   {:<width$} {} {} {} {:>7.1} s",
                pass.name,
                column(pass.tests, 6, "test", "tests"),
                column(pass.interesting, 4, "success", "successes"),
                column(pass.tokens_removed, 7, "token removed", "tokens removed"),
                pass.seconds
            );
        }
    }
    if report::too_many_timeouts(stats.timeouts, stats.tests_run) {
        eprintln!(
            "{}",
            report::timeout_warning(stats.timeouts, stats.tests_run)
        );
    }
    Ok(())
}

/// A count in a column of the per-pass lines: the number right-aligned
/// in `digits`, then its word (`one` or `many`) and a comma, padded so
/// that the next column stays aligned.
fn column(count: u64, digits: usize, one: &str, many: &str) -> String {
    let word = format!("{},", if count == 1 { one } else { many });
    format!("{count:>digits$} {word:<width$}", width = many.len() + 1)
}
