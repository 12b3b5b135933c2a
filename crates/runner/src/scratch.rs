//! The runner's private folder of scratch directories, and the removal of
//! those a killed whittle left.
//!
//! Each folder holds an `owner` file naming the process that made it (its
//! pid and start time, so a reused pid is not taken for it). A later
//! runner in the same place removes the folders whose owner is gone, after
//! ending the processes their tests left; a folder without an owner file
//! (being made, or not whittle's) is left alone.

use std::io::Write;
use std::path::Path;

use nix::sys::signal::Signal;

use crate::procs;

/// The prefix of the folders' names.
pub(crate) const PREFIX: &str = "whittle-";
const OWNER: &str = "owner";

/// A new folder for scratch directories under `parent` (the system's
/// temporary directory if `None`), marked as this process's.
pub(crate) fn create(parent: Option<&Path>) -> std::io::Result<tempfile::TempDir> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(PREFIX);
    let dir = match parent {
        Some(parent) => builder.tempdir_in(parent)?,
        None => builder.tempdir()?,
    };
    let owner = format!(
        "{} {}\n",
        std::process::id(),
        procs::own_start().unwrap_or_default()
    );
    // Written whole before it appears, so a half-written file never
    // makes a live run's folder look abandoned.
    let mut temp = tempfile::NamedTempFile::new_in(dir.path())?;
    temp.write_all(owner.as_bytes())?;
    temp.persist(dir.path().join(OWNER)).map_err(|e| e.error)?;
    Ok(dir)
}

/// Whether the process named in a folder's owner file is gone; `None`
/// when the folder has no readable owner file.
fn abandoned(dir: &Path) -> Option<bool> {
    let text = std::fs::read_to_string(dir.join(OWNER)).ok()?;
    let mut fields = text.split_whitespace();
    let pid: i32 = fields.next()?.parse().ok()?;
    let start: u64 = fields.next()?.parse().ok()?;
    Some(procs::stat(pid).is_none_or(|p| p.start != start || p.zombie))
}

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
        if std::fs::remove_dir_all(&path).is_ok() {
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
