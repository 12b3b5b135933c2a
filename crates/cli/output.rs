//! Writing results: atomically, never over the user's backup, one whittle
//! per file at a time; and, for a whittle that must exit at once (see
//! `stop.rs`), no write cut off half-way and the newest result on disk.

use std::borrow::Cow;
use std::cell::Cell;
use std::ffi::OsString;
use std::fs::{File, Permissions};
use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use whittle_runner::Encoding;

/// Where a result goes.
#[derive(Clone, Debug)]
pub struct Destination {
    path: PathBuf,
    /// The permissions the written file gets (the input's).
    permissions: Option<Permissions>,
    /// The encoding it is written in (the input's).
    encoding: Encoding,
}

impl Destination {
    /// Writing to `path` must be possible: checked now, so that a long
    /// reduction never ends unable to save its result.
    pub fn new(path: &Path, permissions: Option<Permissions>) -> Result<Destination> {
        let dir = parent_dir(path);
        let _writing = writing();
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
            encoding: Encoding::AsIs,
        })
    }

    /// A destination in a folder made later (a folder's result tree),
    /// whose place `Folder::given` checked.
    pub fn made_later(path: &Path, permissions: Option<Permissions>) -> Destination {
        Destination {
            path: path.to_path_buf(),
            permissions,
            encoding: Encoding::AsIs,
        }
    }

    /// The destination, its results written in `encoding` (given as
    /// UTF-8 where that is UTF-16 or UTF-32).
    pub fn encoded_as(self, encoding: Encoding) -> Destination {
        Destination { encoding, ..self }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `result` as the bytes that go to the destination.
    pub fn encoded<'a>(&self, result: &'a [u8]) -> Cow<'a, [u8]> {
        self.encoding.encode(result)
    }

    /// Replaces the destination with `bytes` in one step (a temporary file
    /// renamed over it), so it is always either the old or the new file,
    /// and waits until the new one is on the device: for the final result.
    pub fn write(&self, bytes: &[u8]) -> Result<()> {
        write_atomically(
            &self.path,
            &self.encoded(bytes),
            self.permissions.clone(),
            SyncToDevice::Wait,
        )?;
        note_latest(self, &Arc::from(bytes), true);
        Ok(())
    }

    /// [`Destination::write`] for a result on the way, each better than
    /// the last: as atomic, but left to the system to put on the device.
    /// It is written after every interesting test, on the thread that
    /// schedules the tests, and waiting for the device there held up the
    /// next tests; the original's backup and the final result are synced.
    pub fn write_on_the_way(&self, bytes: &[u8]) -> Result<()> {
        write_atomically(
            &self.path,
            &self.encoded(bytes),
            self.permissions.clone(),
            SyncToDevice::Later,
        )
    }
}

/// How long a result on the way may wait for a newer one before it is
/// written: at most one write per file in this time, so that a quick
/// test's many improvements do not each cost a write. The file on disk
/// lags behind by no more than this, and the final result is written at
/// the end whatever happened on the way.
const ON_THE_WAY_EVERY: Duration = Duration::from_millis(200);

/// Writes results on the way ([`Destination::write_on_the_way`]) on a
/// thread of its own: the newest result for a destination stands in for
/// the ones before it that are not written yet, and a destination is
/// written at most once per [`ON_THE_WAY_EVERY`]. [`OnTheWay::finish`]
/// (or dropping it) writes what is still waiting and ends the thread,
/// so that no write lands after the final result's.
pub struct OnTheWay {
    sender: Option<mpsc::Sender<(Destination, Arc<[u8]>)>>,
    thread: Option<std::thread::JoinHandle<()>>,
    /// The first write that failed, not yet reported: where, and why.
    failure: Arc<Mutex<Option<(PathBuf, anyhow::Error)>>>,
}

impl OnTheWay {
    pub fn new() -> OnTheWay {
        let (sender, receiver) = mpsc::channel();
        let failure = Arc::new(Mutex::new(None));
        let failed = failure.clone();
        let thread = std::thread::Builder::new()
            .name("whittle-results".into())
            .spawn(move || write_on_the_way(&receiver, &failed))
            .ok();
        OnTheWay {
            sender: thread.is_some().then_some(sender),
            thread,
            failure,
        }
    }

    /// Queues `bytes` for `destination` (written at once where the thread
    /// could not be started); the first write that failed since the last
    /// call, if any: where, and why.
    pub fn send(
        &mut self,
        destination: &Destination,
        bytes: &[u8],
    ) -> Option<(PathBuf, anyhow::Error)> {
        let bytes: Arc<[u8]> = Arc::from(bytes);
        note_latest(destination, &bytes, false);
        match &self.sender {
            Some(sender) => {
                let _ = sender.send((destination.clone(), bytes));
            }
            None => match destination.write_on_the_way(&bytes) {
                Ok(()) => written_on_the_way(destination, &bytes),
                Err(e) => return Some((destination.path.clone(), e)),
            },
        }
        self.failure.lock().ok().and_then(|mut f| f.take())
    }

    /// Writes what is waiting, and ends the thread.
    pub fn finish(&mut self) {
        self.sender = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for OnTheWay {
    fn drop(&mut self) {
        self.finish();
    }
}

/// [`OnTheWay`]'s thread: until the sender goes, waits for a result, then
/// for newer ones until the destination may be written again, and
/// writes the newest of each.
fn write_on_the_way(
    receiver: &mpsc::Receiver<(Destination, Arc<[u8]>)>,
    failure: &Mutex<Option<(PathBuf, anyhow::Error)>>,
) {
    let mut last_write: Option<Instant> = None;
    while let Ok(first) = receiver.recv() {
        let mut waiting = vec![first];
        let mut open = true;
        let until = last_write.map(|at| at + ON_THE_WAY_EVERY);
        while let Some(remaining) = until.and_then(|u| u.checked_duration_since(Instant::now())) {
            match receiver.recv_timeout(remaining) {
                Ok((destination, bytes)) => {
                    match waiting.iter_mut().find(|(d, _)| d.path == destination.path) {
                        Some(entry) => entry.1 = bytes,
                        None => waiting.push((destination, bytes)),
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => break,
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    open = false;
                    break;
                }
            }
        }
        for (destination, bytes) in &waiting {
            match destination.write_on_the_way(bytes) {
                Ok(()) => written_on_the_way(destination, bytes),
                Err(e) => {
                    if let Ok(mut failure) = failure.lock()
                        && failure.is_none()
                    {
                        *failure = Some((destination.path.clone(), e));
                    }
                }
            }
        }
        last_write = Some(Instant::now());
        if !open {
            break;
        }
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
    let _writing = writing();
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
    let _writing = writing();
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
    let _writing = writing();
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
        let _writing = writing();
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
                if let Ok(mut locks) = LOCKS.lock() {
                    locks.push(path.clone());
                }
                return Ok(FileLock { path, file });
            }
        }
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        let _writing = writing();
        // Removed while still locked, so a waiting whittle sees it gone.
        let _ = std::fs::remove_file(&self.path);
        let _ = self.file.unlock();
        if let Ok(mut locks) = LOCKS.lock() {
            locks.retain(|p| *p != self.path);
        }
    }
}

/// The lock files held now (see [`remove_locks`]).
static LOCKS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes the lock files held, for a whittle that exits without
/// dropping them (its locks themselves go with the process).
pub fn remove_locks() {
    let _writing = writing();
    if let Ok(locks) = LOCKS.lock() {
        for path in locks.iter() {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Writes of files the user sees (results, backups, lock files, a
/// folder's result tree) in progress, over all threads; see
/// [`close_writes`].
static WRITES: AtomicUsize = AtomicUsize::new(0);

/// Set once whittle exits at once: no write starts any more, but on the
/// thread that closed them.
static WRITES_CLOSED: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// The [`Writing`]s this thread holds (nested ones count once).
    static HELD: Cell<usize> = const { Cell::new(0) };
    /// Whether this thread closed the writes, and so may still write.
    static CLOSER: Cell<bool> = const { Cell::new(false) };
}

/// Held while a file the user sees is written or removed, so that an
/// exit that skips the destructors ([`close_writes`]) never cuts a write
/// off half-way (a temporary file left beside the result, a folder half
/// copied).
pub struct Writing(());

/// Marks this thread as writing until the guard goes. Once the writes
/// are closed, a thread that does not hold one already waits here for
/// the exit that closed them.
pub fn writing() -> Writing {
    HELD.with(|held| {
        if held.get() == 0 && !CLOSER.with(Cell::get) {
            WRITES.fetch_add(1, Ordering::SeqCst);
            if WRITES_CLOSED.load(Ordering::SeqCst) {
                WRITES.fetch_sub(1, Ordering::SeqCst);
                loop {
                    std::thread::park();
                }
            }
        }
        held.set(held.get() + 1);
    });
    Writing(())
}

impl Drop for Writing {
    fn drop(&mut self) {
        HELD.with(|held| {
            held.set(held.get() - 1);
            if held.get() == 0 && !CLOSER.with(Cell::get) {
                WRITES.fetch_sub(1, Ordering::SeqCst);
            }
        });
    }
}

/// For a whittle that exits at once: no write starts from now on but on
/// this thread, and the writes in progress are waited for, up to
/// `patience`; whether they all ended.
pub fn close_writes(patience: Duration) -> bool {
    CLOSER.with(|closer| closer.set(true));
    WRITES_CLOSED.store(true, Ordering::SeqCst);
    let deadline = Instant::now() + patience;
    while WRITES.load(Ordering::SeqCst) > 0 {
        if Instant::now() >= deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    true
}

/// The newest result of a destination, and whether it is on disk.
struct Latest {
    destination: Destination,
    bytes: Arc<[u8]>,
    written: bool,
}

/// Each destination's newest result, written or still on the way (see
/// [`write_latest`]).
static LATEST: Mutex<Vec<Latest>> = Mutex::new(Vec::new());

/// `bytes` are `destination`'s newest result (`written`: already on
/// disk).
fn note_latest(destination: &Destination, bytes: &Arc<[u8]>, written: bool) {
    let Ok(mut latest) = LATEST.lock() else {
        return;
    };
    let entry = Latest {
        destination: destination.clone(),
        bytes: bytes.clone(),
        written,
    };
    match latest
        .iter_mut()
        .find(|l| l.destination.path == destination.path)
    {
        Some(old) => *old = entry,
        None => latest.push(entry),
    }
}

/// `bytes` are on disk at `destination`: if they are still its newest
/// result, it has nothing on the way.
fn written_on_the_way(destination: &Destination, bytes: &Arc<[u8]>) {
    if let Ok(mut latest) = LATEST.lock()
        && let Some(entry) = latest
            .iter_mut()
            .find(|l| l.destination.path == destination.path && Arc::ptr_eq(&l.bytes, bytes))
    {
        entry.written = true;
    }
}

/// Writes each destination's newest result not yet on disk (those still
/// on the way), after [`close_writes`]; each destination and the size of
/// its newest result.
pub fn write_latest() -> Vec<(PathBuf, usize)> {
    let Ok(mut latest) = LATEST.lock() else {
        return Vec::new();
    };
    for entry in latest.iter_mut().filter(|l| !l.written) {
        if entry.destination.write_on_the_way(&entry.bytes).is_ok() {
            entry.written = true;
        }
    }
    latest
        .iter()
        .map(|l| {
            (
                l.destination.path.clone(),
                l.destination.encoded(&l.bytes).len(),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_on_the_way_end_with_the_newest_and_leave_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.c");
        let destination = Destination::new(&path, None).unwrap();
        let mut on_the_way = OnTheWay::new();
        for i in 0..50 {
            assert!(
                on_the_way
                    .send(&destination, format!("{i}").as_bytes())
                    .is_none()
            );
        }
        on_the_way.finish();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "49");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["out.c"]);
    }
}
