//! Writing results: atomically, never over the user's backup, one whittle
//! per file at a time.

use std::ffi::OsString;
use std::fs::{File, Permissions};
use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// Where a result goes.
#[derive(Clone, Debug)]
pub struct Destination {
    path: PathBuf,
    /// The permissions the written file gets (the input's).
    permissions: Option<Permissions>,
}

impl Destination {
    /// Writing to `path` must be possible: checked now, so that a long
    /// reduction never ends unable to save its result.
    pub fn new(path: &Path, permissions: Option<Permissions>) -> Result<Destination> {
        let dir = parent_dir(path);
        tempfile::NamedTempFile::new_in(&dir).with_context(|| {
            format!(
                "cannot write in {} (for {}); choose a writable place with --output",
                dir.display(),
                path.display()
            )
        })?;
        if path.is_dir() {
            anyhow::bail!(
                "the output {} is a directory; give a file path to --output",
                path.display()
            );
        }
        Ok(Destination {
            path: path.to_path_buf(),
            permissions,
        })
    }

    /// A destination in a folder made later (a folder's result tree),
    /// whose place `Folder::given` checked.
    pub fn made_later(path: &Path, permissions: Option<Permissions>) -> Destination {
        Destination {
            path: path.to_path_buf(),
            permissions,
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Replaces the destination with `bytes` in one step (a temporary file
    /// renamed over it), so it is always either the old or the new file,
    /// and waits until the new one is on the device: for the final result.
    pub fn write(&self, bytes: &[u8]) -> Result<()> {
        write_atomically(
            &self.path,
            bytes,
            self.permissions.clone(),
            SyncToDevice::Wait,
        )
    }

    /// [`Destination::write`] for a result on the way, each better than
    /// the last: as atomic, but left to the system to put on the device.
    /// It is written after every interesting test, on the thread that
    /// schedules the tests, and waiting for the device there held up the
    /// next tests; the original's backup and the final result are synced.
    pub fn write_on_the_way(&self, bytes: &[u8]) -> Result<()> {
        write_atomically(
            &self.path,
            bytes,
            self.permissions.clone(),
            SyncToDevice::Later,
        )
    }
}

/// Whether a write waits until its file is on the device.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SyncToDevice {
    Wait,
    Later,
}

fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A file beside `path` whose name adds `suffix` to `path`'s.
fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name: OsString = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn write_atomically(
    path: &Path,
    bytes: &[u8],
    permissions: Option<Permissions>,
    sync: SyncToDevice,
) -> Result<()> {
    let mut file = tempfile::NamedTempFile::new_in(parent_dir(path))
        .with_context(|| format!("cannot create a temporary file beside {}", path.display()))?;
    file.write_all(bytes)
        .and_then(|()| match sync {
            SyncToDevice::Wait => file.as_file().sync_all(),
            SyncToDevice::Later => Ok(()),
        })
        .with_context(|| format!("cannot write {}", path.display()))?;
    if let Some(permissions) = permissions {
        file.as_file()
            .set_permissions(permissions)
            .with_context(|| format!("cannot set the permissions of {}", path.display()))?;
    }
    file.persist(path)
        .with_context(|| format!("cannot replace {}", path.display()))?;
    Ok(())
}

/// Saves a result that cannot go to `path` in the temporary directory,
/// under a new name with `path`'s stem and extension (`f.unsaved-XXXXXX.c`
/// for `f.c`, so that tools still know the language); returns where.
pub fn save_elsewhere(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let extension = path
        .extension()
        .map(|e| format!(".{}", e.to_string_lossy()))
        .unwrap_or_default();
    let mut file = tempfile::Builder::new()
        .prefix(&format!("{stem}.unsaved-"))
        .suffix(&extension)
        .tempfile()?;
    file.write_all(bytes)?;
    let (_, kept) = file.keep()?;
    Ok(kept)
}

/// Saves the original beside `file` as `FILE.orig`, or `FILE.orig.1`,
/// `FILE.orig.2`... if that exists: an existing backup is never replaced
/// (the final rename refuses to overwrite).
pub fn back_up(file: &Path, original: &[u8], permissions: Option<Permissions>) -> Result<PathBuf> {
    let mut temp = tempfile::NamedTempFile::new_in(parent_dir(file))
        .with_context(|| format!("cannot create a backup beside {}", file.display()))?;
    temp.write_all(original)
        .and_then(|()| temp.as_file().sync_all())
        .with_context(|| format!("cannot write a backup of {}", file.display()))?;
    if let Some(permissions) = permissions {
        temp.as_file().set_permissions(permissions)?;
    }
    for n in 0..10_000u32 {
        let backup = if n == 0 {
            beside(file, ".orig")
        } else {
            beside(file, &format!(".orig.{n}"))
        };
        match temp.persist_noclobber(&backup) {
            Ok(_) => return Ok(backup),
            Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => temp = e.file,
            Err(e) => {
                return Err(e.error)
                    .with_context(|| format!("cannot save the original as {}", backup.display()));
            }
        }
    }
    anyhow::bail!(
        "every backup name from {}.orig to {}.orig.9999 is taken; move some away",
        file.display(),
        file.display()
    )
}

/// Whether two paths name the same existing file (through links too).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// A lock that keeps a second whittle from working on the same file: a
/// hidden file `.NAME.whittle-lock` beside it, locked while this whittle
/// runs and removed when it ends.
#[derive(Debug)]
pub struct FileLock {
    path: PathBuf,
    file: File,
}

impl FileLock {
    /// Locks `target` (whose folder must exist), or says who holds it.
    pub fn acquire(target: &Path) -> Result<FileLock> {
        let name = target.file_name().unwrap_or_default().to_string_lossy();
        let path = parent_dir(target).join(format!(".{name}.whittle-lock"));
        loop {
            let file = File::options()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&path)
                .with_context(|| format!("cannot create the lock file {}", path.display()))?;
            match file.try_lock() {
                Ok(()) => {}
                Err(std::fs::TryLockError::WouldBlock) => anyhow::bail!(
                    "another whittle is already working on {} (it holds {}); wait for it to \
                     finish or stop it, then run again",
                    target.display(),
                    path.display()
                ),
                Err(std::fs::TryLockError::Error(e)) => {
                    return Err(e).with_context(|| format!("cannot lock {}", path.display()));
                }
            }
            // The holder may have removed the file between our open and
            // our lock: then the lock is on a file nobody else sees.
            let still_there = match (std::fs::metadata(&path), file.metadata()) {
                (Ok(named), Ok(locked)) => {
                    named.dev() == locked.dev() && named.ino() == locked.ino()
                }
                _ => false,
            };
            if still_there {
                return Ok(FileLock { path, file });
            }
        }
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        // Removed while still locked, so a waiting whittle sees it gone.
        let _ = std::fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}
