//! The runner's private folder of scratch directories, and the removal of
//! those a killed whittle left.
//!
//! Each folder names the process that made it (its pid and start time, so
//! a reused pid is not taken for it) twice: in its name
//! (`whittle-PID.START-XXXXXX`), there from the moment it exists, so a run
//! killed while making it leaves nothing nobody can claim, and in an
//! `owner` file. A later runner in the same place removes the folders
//! whose owner is gone, after ending the processes their tests left; a
//! folder that names no owner (not whittle's) is left alone.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use nix::sys::signal::Signal;

use crate::procs;

/// The prefix of the folders' names.
pub(crate) const PREFIX: &str = "whittle-";
const OWNER: &str = "owner";

/// A new folder for scratch directories under `parent` (the system's
/// temporary directory if `None`), marked as this process's.
pub(crate) fn create(parent: Option<&Path>) -> std::io::Result<tempfile::TempDir> {
    let owner = Owner {
        pid: std::process::id(),
        start: procs::own_start().unwrap_or_default(),
    };
    let prefix = format!("{PREFIX}{}.{}-", owner.pid, owner.start);
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix);
    let dir = match parent {
        Some(parent) => builder.tempdir_in(parent)?,
        None => builder.tempdir()?,
    };
    let owner = format!("{} {}\n", owner.pid, owner.start);
    // Written whole before it appears, so a half-written file never
    // makes a live run's folder look abandoned.
    let mut temp = tempfile::NamedTempFile::new_in(dir.path())?;
    temp.write_all(owner.as_bytes())?;
    temp.persist(dir.path().join(OWNER)).map_err(|e| e.error)?;
    if let Ok(mut made) = MADE.lock() {
        made.push(dir.path().to_path_buf());
    }
    Ok(dir)
}

/// Every scratch folder this process made, removed or not: what
/// [`shut_down`] clears.
static MADE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// How long [`shut_down`] waits for the processes it ended.
const SHUT_DOWN_WAIT: Duration = Duration::from_millis(500);

/// For a whittle that exits at once, without dropping its runners (it was
/// asked to stop, and its own work did not notice in time): ends every
/// process left of every runner's tests and removes every runner's
/// scratch folder, as dropping the runners would. Tests stopped with
/// whittle were already sent SIGTERM by the runs that waited on them;
/// what is left now gets SIGKILL.
pub fn shut_down() {
    let made = match MADE.lock() {
        Ok(made) => made.clone(),
        Err(_) => return,
    };
    let made: Vec<PathBuf> = made.into_iter().filter(|dir| dir.exists()).collect();
    if made.is_empty() {
        return;
    }
    let deadline = Instant::now() + SHUT_DOWN_WAIT;
    loop {
        let table = procs::table();
        procs::reap_orphans(&table);
        let left: Vec<procs::Proc> = made
            .iter()
            .flat_map(|dir| procs::marked_with_prefix(&table, &marker_prefix(dir)))
            .filter(procs::running)
            .collect();
        if left.is_empty() || Instant::now() >= deadline {
            break;
        }
        for p in &left {
            procs::signal(p, Signal::SIGKILL);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    for dir in &made {
        // A run's own thread may be emptying its folder meanwhile: try
        // again while anything is left.
        for attempt in 0..5 {
            if attempt > 0 {
                std::thread::sleep(Duration::from_millis(20));
            }
            if std::fs::remove_dir_all(dir).is_ok() || !dir.exists() {
                break;
            }
        }
    }
}

/// The process that made a folder.
struct Owner {
    pid: u32,
    start: u64,
}

impl Owner {
    /// The owner named by a folder's owner file or, where it has none
    /// (its run was killed before writing it), by its name.
    fn of(dir: &Path) -> Option<Owner> {
        if let Ok(text) = std::fs::read_to_string(dir.join(OWNER)) {
            let mut fields = text.split_whitespace();
            return Some(Owner {
                pid: fields.next()?.parse().ok()?,
                start: fields.next()?.parse().ok()?,
            });
        }
        let name = dir.file_name()?.to_str()?.strip_prefix(PREFIX)?;
        let (pid, rest) = name.split_once('.')?;
        let (start, _) = rest.split_once('-')?;
        Some(Owner {
            pid: pid.parse().ok()?,
            start: start.parse().ok()?,
        })
    }
}

/// Whether the process that made a folder is gone; `None` when the folder
/// names no owner.
fn abandoned(dir: &Path) -> Option<bool> {
    let owner = Owner::of(dir)?;
    let pid = i32::try_from(owner.pid).ok()?;
    Some(!procs::alive(pid, owner.start))
}

/// How long a dead run's processes get to end after SIGKILL before its
/// folder is removed (a process still writing there would make the
/// removal fail).
const END_WAIT: Duration = Duration::from_secs(1);

/// Removes the folders under `parent` (the system's temporary directory
/// if `None`) left by whittle runs whose process is gone, and ends the
/// processes their tests left; `keep` (this runner's) is never touched.
/// Returns how many folders were removed.
pub(crate) fn remove_abandoned(parent: Option<&Path>, keep: &Path) -> usize {
    let parent = parent.map_or_else(std::env::temp_dir, Path::to_path_buf);
    let Ok(entries) = std::fs::read_dir(&parent) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let is_ours = name.to_str().is_some_and(|n| n.starts_with(PREFIX))
            && entry.file_type().is_ok_and(|t| t.is_dir())
            && path != keep;
        if !is_ours || abandoned(&path) != Some(true) {
            continue;
        }
        let left = procs::marked_with_prefix(&procs::table(), &marker_prefix(&path));
        for p in &left {
            procs::signal(p, Signal::SIGKILL);
        }
        let deadline = Instant::now() + END_WAIT;
        while Instant::now() < deadline && left.iter().any(procs::running) {
            std::thread::sleep(Duration::from_millis(10));
        }
        // A file appearing while the tree is removed fails the removal:
        // try again a little later.
        if (0..3).any(|attempt| {
            if attempt > 0 {
                std::thread::sleep(Duration::from_millis(50));
            }
            std::fs::remove_dir_all(&path).is_ok() || !path.exists()
        }) {
            removed += 1;
        }
    }
    removed
}

/// The start of the markers of the tests run from `dir`.
pub(crate) fn marker_prefix(dir: &Path) -> String {
    let name = dir.file_name().unwrap_or_default().to_string_lossy();
    format!("{name}/")
}
