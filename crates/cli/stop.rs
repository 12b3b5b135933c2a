//! Stopping within a second in every phase.
//!
//! Ctrl-C, SIGTERM and SIGHUP set the stop flag (`Signals` in
//! `main.rs`); the tests are stopped at once by the runner, and the
//! reduction notices the flag between tests and ends the normal way. But
//! while whittle computes on its own (a parse, a pass planning its
//! proposals over a huge tree, rendering) nothing looks at the flag, so a
//! thread here waits for the signal and, if the normal path has not ended
//! within [`GRACE`], ends whittle itself as the normal path would: the
//! newest result on disk (a write in progress finished first, a result on
//! the way written), what the tests left ended and the scratch folders
//! removed, the lock files removed, a one-line summary, and the signal's
//! exit status. The user's file is never at risk: it is only ever
//! replaced by rename, with a result the test accepted.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::output;
use crate::report::plural;

/// How long after the signal the normal path may take before this module
/// ends whittle: long enough for the stop between two tests (the tests
/// are ended within half a second), short enough to be within the
/// second the user waits.
const GRACE: Duration = Duration::from_secs(1);

/// How much longer the normal path may take once it is ending (ending
/// the tests' processes, writing the final result).
const ENDING_GRACE: Duration = Duration::from_secs(2);

/// How long the exit waits for a write in progress (a large result
/// synced to a slow device).
const WRITE_PATIENCE: Duration = Duration::from_secs(10);

/// Where the normal path stands: whittle's own work (where a stop may go
/// unnoticed), ending (after the reduction), or printing its summary;
/// or this module has taken over.
static PHASE: AtomicU8 = AtomicU8::new(WORKING);
const WORKING: u8 = 0;
const ENDING: u8 = 1;
const SUMMARY: u8 = 2;
const TAKEN_OVER: u8 = 3;

/// What the summary of an exit from here says, as the normal path
/// records it.
struct Record {
    started: Instant,
    quiet: bool,
    /// The inputs' bytes, and where results go, once the reduction
    /// begins (`None` before: nothing changed yet).
    reduction: Option<Reduction>,
}

struct Reduction {
    original_bytes: usize,
    /// Where the results are, as the summary names them.
    places: Vec<String>,
    backups: Vec<PathBuf>,
}

static RECORD: Mutex<Option<Record>> = Mutex::new(None);

/// whittle starts: `quiet`, no summary.
pub fn started(quiet: bool) {
    if let Ok(mut record) = RECORD.lock() {
        *record = Some(Record {
            started: Instant::now(),
            quiet,
            reduction: None,
        });
    }
}

/// The reduction begins (again, when more backups were made): the
/// inputs' bytes, where the results are and the backups.
pub fn reducing(original_bytes: usize, places: Vec<String>, backups: &[PathBuf]) {
    if let Ok(mut record) = RECORD.lock()
        && let Some(record) = record.as_mut()
    {
        record.reduction = Some(Reduction {
            original_bytes,
            places,
            backups: backups.to_vec(),
        });
    }
}

/// The normal path is ending (the reduction is over): it gets
/// [`ENDING_GRACE`] more. Where the exit here has begun already, waits
/// for it.
pub fn ending() {
    enter(ENDING);
}

/// The normal path prints its summary and exits: nothing here
/// interrupts it any more.
pub fn summarizing() {
    enter(SUMMARY);
}

fn enter(phase: u8) {
    let mut now = PHASE.load(Ordering::SeqCst);
    while now < phase {
        match PHASE.compare_exchange(now, phase, Ordering::SeqCst, Ordering::SeqCst) {
            Ok(_) => return,
            Err(actual) => now = actual,
        }
    }
    if now == TAKEN_OVER {
        // The exit has begun on the watchdog's thread.
        loop {
            std::thread::park();
        }
    }
}

/// Starts the thread that waits for a signal, and ends whittle where
/// the normal path does not within [`GRACE`]; `received` is the signal
/// that came, as `Signals` records it.
pub fn watch(received: Arc<AtomicUsize>) -> std::io::Result<()> {
    let mut signals = signal_hook::iterator::Signals::new([
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGHUP,
    ])?;
    std::thread::Builder::new()
        .name("whittle-stop".to_owned())
        .spawn(move || {
            let Some(first) = signals.forever().next() else {
                return;
            };
            let signalled = Instant::now();
            std::thread::sleep(GRACE);
            if PHASE
                .compare_exchange(WORKING, TAKEN_OVER, Ordering::SeqCst, Ordering::SeqCst)
                .is_err()
            {
                std::thread::sleep(
                    (signalled + GRACE + ENDING_GRACE).saturating_duration_since(Instant::now()),
                );
                if PHASE
                    .compare_exchange(ENDING, TAKEN_OVER, Ordering::SeqCst, Ordering::SeqCst)
                    .is_err()
                {
                    return; // the summary is being printed: the exit follows
                }
            }
            let signal = match received.load(Ordering::SeqCst) {
                0 => first,
                signal => signal as i32,
            };
            exit_now(signal, signalled);
        })?;
    Ok(())
}

/// Ends whittle as the normal path would have, from this thread.
#[allow(clippy::print_stderr)] // the summary, as the normal path's
fn exit_now(signal: i32, signalled: Instant) -> ! {
    output::close_writes(WRITE_PATIENCE);
    let results = output::write_latest();
    whittle_runner::shut_down();
    output::remove_locks();
    let record = RECORD.lock().ok().and_then(|mut r| r.take());
    if let Some(record) = record.filter(|r| !r.quiet) {
        let mut stderr = std::io::stderr().lock();
        if stderr.is_terminal() {
            // Clears the progress line.
            let _ = write!(stderr, "\r\x1b[2K");
        }
        let name = match signal {
            signal_hook::consts::SIGINT => "Ctrl-C",
            signal_hook::consts::SIGTERM => "SIGTERM",
            _ => "SIGHUP",
        };
        let why = format!(
            "whittle's own work had not stopped {:.1} s after {name}",
            signalled.elapsed().as_secs_f64()
        );
        let line = match &record.reduction {
            None => format!("whittle: interrupted before reducing ({why}); nothing was changed"),
            Some(reduction) => {
                let best: usize = match results.len() {
                    0 => reduction.original_bytes,
                    _ => results.iter().map(|(_, bytes)| bytes).sum(),
                };
                let mut whereabouts = format!("result in {}", reduction.places.join(", "));
                if !reduction.backups.is_empty() {
                    let originals: Vec<String> = reduction
                        .backups
                        .iter()
                        .map(|b| b.display().to_string())
                        .collect();
                    whereabouts.push_str(&format!(", original in {}", originals.join(", ")));
                }
                format!(
                    "whittle: {} → {} in {:.1} s (interrupted; {why}); {whereabouts}",
                    reduction.original_bytes,
                    plural(best as u64, "byte", "bytes"),
                    record.started.elapsed().as_secs_f64()
                )
            }
        };
        let _ = writeln!(stderr, "{line}");
    }
    std::process::exit(128 + signal)
}
