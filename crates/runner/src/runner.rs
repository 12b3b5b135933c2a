//! One run of the test, in a scratch directory and a process group.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, killpg};
use nix::unistd::Pid;

use crate::encoding::Encoding;
use crate::exit_watch::ExitWatch;
use crate::procs::{self, Id};
use crate::{Run, Status, scratch};

/// How much of a test's standard error is kept, from its end.
const STDERR_TAIL: u64 = 4096;

/// How much of each stream a heard run reads back (see
/// [`Runner::run_heard`]): all of it up to this, else this much from its
/// start and as much from its end, where a tool's first error and its
/// last words are.
const HEARD_HALF: u64 = 128 * 1024;

/// What a run reads back of the test's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stderr {
    /// The end of standard error.
    Tail,
    /// Nothing.
    Discard,
    /// Standard output and error, both (see [`HEARD_HALF`]).
    Both,
}

/// One argument of a command line given instead of a test script (see
/// [`Runner::with_command_line`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Argument {
    /// This text, as it is.
    Text(OsString),
    /// The path of a candidate file (its index among
    /// [`TestCommand::file_names`]) inside this text: `--in=@@` is
    /// `Path { file: 0, before: "--in=", after: "" }`.
    Path {
        file: usize,
        before: OsString,
        after: OsString,
    },
}

/// A run of a command line, with what it wrote (see
/// [`Runner::run_heard`]).
#[derive(Clone, Debug)]
pub struct Heard {
    pub run: Run,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

/// How long a test's processes have between SIGTERM and SIGKILL: enough
/// for a compiler to delete its temporary files.
const GRACE: Duration = Duration::from_millis(500);

/// How often the processes of a running test are looked up, so that one
/// that detaches and clears its environment is still known as the test's.
const LOOK_EVERY: Duration = Duration::from_millis(100);

/// How often a waiting test checks whether it is cancelled or whittle
/// stops.
const CHECK_EVERY: Duration = Duration::from_millis(10);

/// After this long, processes that survive SIGKILL (stuck in the kernel)
/// are left to themselves rather than holding a worker.
const GIVE_UP: Duration = Duration::from_secs(10);

/// What to run.
#[derive(Clone, Debug)]
pub struct TestCommand {
    /// The test program (an absolute path).
    pub program: PathBuf,
    /// The names the candidate files get in the scratch directory; their
    /// paths are the test's arguments, in this order.
    pub file_names: Vec<OsString>,
    /// The longest a run may take at first; `None`: no limit (see
    /// [`Runner::set_timeout`]).
    pub timeout: Option<Duration>,
    /// A folder of the scratch directory that holds the files (their
    /// names are paths inside it, `dir/sub/f.c`): it exists even when no
    /// file is in it, and its path is the test's only argument instead of
    /// the files' paths.
    pub folder: Option<OsString>,
    /// For each file name, whether the file is written executable (a
    /// script a folder's Makefile runs); missing entries: not.
    pub executable: Vec<bool>,
    /// For each file name, the encoding it is written in (its contents
    /// are UTF-8 text for one in UTF-16 or UTF-32); missing entries: as
    /// they are.
    pub encodings: Vec<Encoding>,
}

/// Keep the scratch directories of the last `count` runs that were not
/// interesting (not those cancelled) in `dir`, to see why candidates
/// fail.
#[derive(Clone, Debug)]
pub struct KeepFailures {
    /// Where they go, as `failure-N` folders.
    pub dir: PathBuf,
    /// How many are kept; older ones are deleted.
    pub count: usize,
}

/// Runs the test, one candidate at a time, in scratch directories under a
/// private temporary directory that is removed when the runner is dropped.
#[derive(Debug)]
pub struct Runner {
    command: TestCommand,
    /// The longest a run may take, in nanoseconds ([`NO_LIMIT`]: none):
    /// shared with the workers, so that it can change while they run.
    limit: AtomicU64,
    scratch: tempfile::TempDir,
    stop: Arc<AtomicBool>,
    next_job: AtomicU64,
    keep: Option<KeepFailures>,
    /// The kept failure folders, oldest first.
    kept: Mutex<VecDeque<PathBuf>>,
    /// Processes other than the tests themselves that were ended.
    ended: Arc<AtomicU64>,
    /// Threads still ending the processes of finished tests.
    enders: Mutex<Vec<JoinHandle<()>>>,
    /// Scratch folders of earlier, killed runs that were removed.
    abandoned: usize,
    /// Run folders emptied once nothing of their test runs any more, for
    /// the next runs: creating and removing three folders per test is
    /// most of the runner's own CPU when tests are quick.
    spare: Arc<Mutex<Vec<PathBuf>>>,
    /// `/dev/null`, opened once: each test's unwanted streams are copies
    /// of it, where `Stdio::null` opens it by path three times a test.
    null: File,
    /// The program's arguments, where a command line is run instead of a
    /// test script (`None`: the files' paths).
    arguments: Option<Vec<Argument>>,
    /// Variables set in the environment of every run, beside `TMPDIR`.
    environment: Vec<(OsString, OsString)>,
}

impl Runner {
    /// A runner whose scratch directories live under `scratch_parent` (the
    /// system's temporary directory if `None`). Setting `stop` kills
    /// running tests and makes every further run [`Status::Cancelled`].
    pub fn new(
        command: TestCommand,
        scratch_parent: Option<&Path>,
        stop: Arc<AtomicBool>,
    ) -> std::io::Result<Runner> {
        procs::adopt_orphans();
        let scratch = scratch::create(scratch_parent)?;
        let abandoned = scratch::remove_abandoned(scratch_parent, scratch.path());
        Ok(Runner {
            limit: AtomicU64::new(nanos(command.timeout)),
            command,
            scratch,
            stop,
            next_job: AtomicU64::new(0),
            keep: None,
            kept: Mutex::new(VecDeque::new()),
            ended: Arc::new(AtomicU64::new(0)),
            enders: Mutex::new(Vec::new()),
            abandoned,
            spare: Arc::new(Mutex::new(Vec::new())),
            null: File::options().read(true).write(true).open("/dev/null")?,
            arguments: None,
            environment: Vec::new(),
        })
    }

    /// Runs the program with these arguments instead of the files'
    /// paths, and these variables in its environment: a command line
    /// given in place of a test script (`whittle FILE -- COMMAND ARGS`).
    /// A candidate's path is its name in the working folder, where the
    /// command runs (`./` before a name that starts with `-`), as a
    /// C-Reduce test names it.
    pub fn with_command_line(
        mut self,
        arguments: Vec<Argument>,
        environment: Vec<(OsString, OsString)>,
    ) -> Runner {
        self.arguments = Some(arguments);
        self.environment = environment;
        self
    }

    /// A stream that reads nothing and takes what is written.
    fn null(&self) -> std::io::Result<Stdio> {
        Ok(Stdio::from(self.null.try_clone()?))
    }

    /// Whether processes a test detaches (`setsid`, a daemon) come back to
    /// this process when their parent ends, so that they can be found and
    /// ended (Linux's child subreaper). Without it they are still found
    /// while their environment carries the test's marker.
    pub fn adopts_orphans(&self) -> bool {
        procs::adopt_orphans()
    }

    /// How many processes other than the tests themselves were ended so
    /// far: left running by a test that had exited, or still running
    /// under one that was stopped.
    pub fn processes_ended(&self) -> u64 {
        self.ended.load(Ordering::Relaxed)
    }

    /// Waits until the processes of every finished test have ended (they
    /// are ended in the background, so that a test that is slow to stop
    /// does not hold a worker).
    pub fn settle(&self) {
        let enders = match self.enders.lock() {
            Ok(mut enders) => std::mem::take(&mut *enders),
            Err(_) => return,
        };
        for ender in enders {
            let _ = ender.join();
        }
    }

    /// How many scratch folders of earlier runs whose process is gone
    /// (killed, crashed) were removed when this runner was made.
    pub fn abandoned_removed(&self) -> usize {
        self.abandoned
    }

    /// Keeps the last failures (see [`KeepFailures`]); creates the folder.
    pub fn keep_failures(mut self, keep: KeepFailures) -> std::io::Result<Runner> {
        std::fs::create_dir_all(&keep.dir)?;
        self.keep = Some(keep);
        Ok(self)
    }

    /// The directory holding the scratch directories.
    pub fn scratch_dir(&self) -> &Path {
        self.scratch.path()
    }

    /// The test command.
    pub fn command(&self) -> &TestCommand {
        &self.command
    }

    /// Changes the files written for each run from now on (their names,
    /// folder, modes and encodings; the test and its limit stay).
    pub fn set_files(
        &mut self,
        file_names: Vec<OsString>,
        executable: Vec<bool>,
        encodings: Vec<Encoding>,
    ) {
        self.command.file_names = file_names;
        self.command.executable = executable;
        self.command.encodings = encodings;
    }

    /// Sets the longest a test may run from now on (`None`: no limit);
    /// runs already started keep theirs.
    pub fn set_timeout(&self, timeout: Option<Duration>) {
        self.limit.store(nanos(timeout), Ordering::Relaxed);
    }

    /// The longest a test may run now (`None`: no limit).
    pub fn timeout(&self) -> Option<Duration> {
        match self.limit.load(Ordering::Relaxed) {
            NO_LIMIT => None,
            nanos => Some(Duration::from_nanos(nanos)),
        }
    }

    /// Whether whittle is stopping (the flag given to [`Runner::new`]).
    pub fn is_stopping(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Runs the test on one set of candidate files (one per
    /// [`TestCommand::file_names`]), in the calling thread. `cancel` stops
    /// it early.
    pub fn run(&self, contents: &[Arc<[u8]>], cancel: &AtomicBool) -> Run {
        self.run_with(contents, cancel, Stderr::Tail)
    }

    /// [`Runner::run`] for a test whose standard error nobody reads (the
    /// candidates of a reduction): it goes nowhere, unless failures are
    /// kept, and the run's `stderr_tail` is empty, so that no file is
    /// made and read back for it on every test.
    pub fn run_unheard(&self, contents: &[Arc<[u8]>], cancel: &AtomicBool) -> Run {
        self.run_with(contents, cancel, Stderr::Discard)
    }

    /// [`Runner::run`], reading back what the test wrote to standard
    /// output and error (for a command line judged by its output, see
    /// [`Runner::with_command_line`]); `stderr_tail` is left empty.
    pub fn run_heard(&self, contents: &[Arc<[u8]>], cancel: &AtomicBool) -> Heard {
        let mut heard = Heard {
            run: Run {
                status: Status::Cancelled,
                stderr_tail: String::new(),
                seconds: 0.0,
            },
            stdout: Vec::new(),
            stderr: Vec::new(),
        };
        heard.run = self.run_with_output(contents, cancel, Stderr::Both, Some(&mut heard));
        heard
    }

    fn run_with(&self, contents: &[Arc<[u8]>], cancel: &AtomicBool, stderr: Stderr) -> Run {
        self.run_with_output(contents, cancel, stderr, None)
    }

    fn run_with_output(
        &self,
        contents: &[Arc<[u8]>],
        cancel: &AtomicBool,
        stderr: Stderr,
        heard: Option<&mut Heard>,
    ) -> Run {
        let start = Instant::now();
        let job = self.next_job.fetch_add(1, Ordering::Relaxed);
        let spare = self.spare.lock().ok().and_then(|mut spare| spare.pop());
        let dir = spare.unwrap_or_else(|| self.scratch.path().join(format!("run-{job}")));
        let marker = format!("{}{job}", scratch::marker_prefix(self.scratch.path()));
        let (status, stderr_tail, ending) =
            match self.run_in(&dir, contents, cancel, &marker, stderr, heard) {
                Ok(done) => done,
                Err(e) => (
                    Status::SpawnFailed(format!(
                        "cannot prepare a scratch directory in {}: {e}; free space there or choose \
                     another place with --tmpdir",
                        self.scratch.path().display()
                    )),
                    String::new(),
                    None,
                ),
            };
        let failed = !matches!(status, Status::Exited(0) | Status::Cancelled);
        match (&self.keep, ending) {
            (Some(keep), ending) if failed && dir.exists() => {
                if let Some(ending) = ending {
                    self.ended.fetch_add(ending.finish(), Ordering::Relaxed);
                }
                self.keep_failure(keep, &dir, &status);
            }
            (_, Some(ending)) => {
                // What the test left is ended, and its folder emptied for
                // the next runs, in the background (a compiler that
                // crashes often leaves a child for a moment: its
                // preprocessor, before the broken pipe ends it).
                let ended = self.ended.clone();
                let spare = self.spare.clone();
                let file_names = self.command.file_names.clone();
                let ender = std::thread::spawn(move || {
                    ended.fetch_add(ending.finish(), Ordering::Relaxed);
                    recycle(dir, &file_names, &spare);
                });
                if let Ok(mut enders) = self.enders.lock() {
                    enders.retain(|e| !e.is_finished());
                    enders.push(ender);
                }
            }
            (_, None) => recycle(dir, &self.command.file_names, &self.spare),
        }
        Run {
            status,
            stderr_tail,
            seconds: start.elapsed().as_secs_f64(),
        }
    }

    fn run_in(
        &self,
        dir: &Path,
        contents: &[Arc<[u8]>],
        cancel: &AtomicBool,
        marker: &str,
        wanted: Stderr,
        heard: Option<&mut Heard>,
    ) -> std::io::Result<(Status, String, Option<Ending>)> {
        // Cancelled while waiting in the queue: do not start at all.
        if self.stopping(cancel) {
            return Ok((Status::Cancelled, String::new(), None));
        }
        let work = dir.join("work");
        let temp = dir.join("tmp");
        std::fs::create_dir_all(&work)?;
        std::fs::create_dir_all(&temp)?;
        let mut paths = Vec::with_capacity(contents.len());
        for (i, (name, bytes)) in self.command.file_names.iter().zip(contents).enumerate() {
            let path = work.join(name);
            if let Some(parent) = path.parent()
                && parent != work
            {
                std::fs::create_dir_all(parent)?;
            }
            let encoding = self.command.encodings.get(i).copied().unwrap_or_default();
            write_over(&path, &encoding.encode(bytes))?;
            if self.command.executable.get(i) == Some(&true) {
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))?;
            }
            paths.push(path);
        }
        if let Some(folder) = &self.command.folder {
            let folder = work.join(folder);
            std::fs::create_dir_all(&folder)?;
            paths = vec![folder];
        }
        let stderr_path = dir.join("stderr");
        let capture = wanted != Stderr::Discard || self.keep.is_some();
        let stderr = if capture {
            Stdio::from(File::create(&stderr_path)?)
        } else {
            self.null()?
        };
        // Only a kept failure shows what the test printed: otherwise one
        // file fewer to create and remove per test.
        let stdout_path = dir.join("stdout");
        let stdout = if self.keep.is_some() || wanted == Stderr::Both {
            Stdio::from(File::create(&stdout_path)?)
        } else {
            self.null()?
        };
        let mut command = Command::new(&self.command.program);
        match &self.arguments {
            None => {
                command.args(&paths);
            }
            Some(arguments) => {
                command.args(command_line(arguments, &self.command.file_names));
            }
        }
        command.envs(self.environment.iter().map(|(k, v)| (k, v)));
        // Whatever the test's tools leave in the temporary directory goes
        // with the scratch directory.
        command
            .current_dir(&work)
            .env("TMPDIR", &temp)
            .env("TMP", &temp)
            .env("TEMP", &temp)
            .env(procs::MARKER, marker)
            .stdin(self.null()?)
            .stdout(stdout)
            .stderr(stderr)
            .process_group(0);
        let child = match spawn(&mut command) {
            Ok(child) => child,
            Err(e) => return Ok((Status::SpawnFailed(e.to_string()), String::new(), None)),
        };
        let (status, ending) = self.wait(child, cancel, marker);
        let stderr_tail = match wanted {
            Stderr::Tail => tail(&stderr_path),
            Stderr::Discard | Stderr::Both => String::new(),
        };
        if let Some(heard) = heard {
            heard.stdout = read_heard(&stdout_path);
            heard.stderr = read_heard(&stderr_path);
        }
        Ok((status, stderr_tail, ending))
    }

    /// Whether this run is no longer wanted: cancelled, or whittle stops.
    fn stopping(&self, cancel: &AtomicBool) -> bool {
        cancel.load(Ordering::Relaxed) || self.is_stopping()
    }

    /// Waits for the test, up to its timeout or cancellation; returns how
    /// it ended and, unless it surely left nothing running, what is left
    /// to end.
    fn wait(
        &self,
        mut child: Child,
        cancel: &AtomicBool,
        marker: &str,
    ) -> (Status, Option<Ending>) {
        let root = child.id() as i32;
        // A timeout too large to add is no limit.
        let deadline = self.timeout().and_then(|t| Instant::now().checked_add(t));
        let mut seen = BTreeSet::new();
        let mut look_at = Instant::now() + LOOK_EVERY;
        let mut pause = Duration::from_micros(200);
        let watch = ExitWatch::new(&child);
        let status = loop {
            match reap(&mut child) {
                Ok(Some(status)) => break status_of(status),
                Ok(None) => {}
                Err(e) => break Status::SpawnFailed(e.to_string()),
            }
            let stopped = self.stopping(cancel);
            if stopped {
                break Status::Cancelled;
            }
            if deadline.is_some_and(|d| Instant::now() >= d) {
                break Status::TimedOut;
            }
            if Instant::now() >= look_at {
                let table = procs::table_for_test(root);
                let found = procs::members(&table, Some(root), Some(marker), &seen);
                seen.extend(found.iter().map(|p| (p.pid, p.start)));
                look_at = Instant::now() + LOOK_EVERY;
            }
            // Until the test ends, but no longer than the next look at
            // the process table, the deadline or a check for a stop;
            // without an exit to wait on, a sleep that grows.
            let now = Instant::now();
            let mut most = CHECK_EVERY.min(look_at.saturating_duration_since(now));
            if let Some(deadline) = deadline {
                most = most.min(deadline.saturating_duration_since(now));
            }
            watch.wait(most, pause);
            pause = (pause * 2).min(CHECK_EVERY);
        };
        if !matches!(reap(&mut child), Ok(None)) && procs::surely_nothing_left(root) {
            return (status, None);
        }
        let ending = Ending {
            child,
            marker: marker.to_owned(),
            seen,
        };
        (status, Some(ending))
    }

    /// Moves a failed run's directory into the kept failures, with a note
    /// of how it ended, and deletes the oldest beyond the count.
    fn keep_failure(&self, keep: &KeepFailures, dir: &Path, status: &Status) {
        let note = match status {
            Status::Exited(code) => format!("exit status {code}\n"),
            Status::Signaled(signal) => format!("killed by signal {signal}\n"),
            Status::TimedOut => "timed out\n".to_owned(),
            Status::Cancelled => "cancelled\n".to_owned(),
            Status::SpawnFailed(e) => format!("could not be started: {e}\n"),
        };
        let _ = std::fs::write(dir.join("status"), note);
        let Ok(mut kept) = self.kept.lock() else {
            return;
        };
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().replace("run-", "failure-"));
        let target = keep.dir.join(name.unwrap_or_default());
        if std::fs::rename(dir, &target).is_err() {
            // Another file system: copy, then remove.
            let _ = copy_tree(dir, &target);
            let _ = std::fs::remove_dir_all(dir);
        }
        kept.push_back(target);
        while kept.len() > keep.count {
            if let Some(old) = kept.pop_front() {
                let _ = std::fs::remove_dir_all(old);
            }
        }
    }
}

/// A test whose processes are still to be ended.
struct Ending {
    child: Child,
    marker: String,
    /// Its processes seen while it ran.
    seen: BTreeSet<Id>,
}

impl Ending {
    /// Ends every process of a test (the test too, if it still runs):
    /// SIGTERM first, so well-behaved tools clean up, and SIGKILL to what
    /// is left after [`GRACE`], until none is left. Reaps the test and the
    /// orphans that ended.
    fn finish(mut self) -> u64 {
        let (child, marker, seen) = (&mut self.child, self.marker.as_str(), &mut self.seen);
        let root = child.id() as i32;
        let started = Instant::now();
        // The strongest signal each process got.
        let mut signalled: BTreeMap<Id, Signal> = BTreeMap::new();
        loop {
            let running = matches!(reap(child), Ok(None));
            // The whole table, not the children links: a process adopted
            // by a thread that is ending is missing from those links for
            // a moment, and a process missed here would be left running.
            let table = procs::table();
            procs::reap_orphans(&table);
            let live = procs::members(&table, running.then_some(root), Some(marker), seen);
            if live.is_empty() && !running {
                break;
            }
            let signal = if started.elapsed() < GRACE {
                Signal::SIGTERM
            } else {
                Signal::SIGKILL
            };
            // The test's group while the test is not reaped (so its id
            // cannot have been reused): also reaches what forked since
            // the scan, and the test itself where there is no /proc.
            if running {
                let _ = killpg(Pid::from_raw(root), signal);
            }
            for p in &live {
                let id = (p.pid, p.start);
                seen.insert(id);
                if signalled.insert(id, signal) != Some(signal) {
                    procs::signal(p, signal);
                }
            }
            if started.elapsed() > GIVE_UP {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        if matches!(reap(child), Ok(None)) {
            let _ = child.wait();
            procs::roots().remove(&root);
        }
        signalled.keys().filter(|(pid, _)| *pid != root).count() as u64
    }
}

impl Drop for Runner {
    /// Ends what the tests may still have left running (a process that
    /// detached before it could be seen), and reaps the orphans.
    fn drop(&mut self) {
        self.settle();
        let prefix = scratch::marker_prefix(self.scratch.path());
        for _ in 0..100 {
            let table = procs::table();
            procs::reap_orphans(&table);
            let left = procs::marked_with_prefix(&table, &prefix);
            if left.is_empty() {
                break;
            }
            for p in &left {
                procs::signal(p, Signal::SIGKILL);
            }
            self.ended.fetch_add(left.len() as u64, Ordering::Relaxed);
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// [`Runner`]'s stored limit for "no limit".
const NO_LIMIT: u64 = u64::MAX;

/// A limit as [`Runner`] stores it; one too long to count in nanoseconds
/// (over 584 years) is no limit.
fn nanos(limit: Option<Duration>) -> u64 {
    limit
        .and_then(|t| u64::try_from(t.as_nanos()).ok())
        .map_or(NO_LIMIT, |n| n.min(NO_LIMIT - 1))
}

/// How often starting a test is tried before it counts as impossible: a
/// busy system can refuse a start for a moment.
const SPAWN_TRIES: u32 = 3;

/// Starts the test, listed among the running tests from the start (so
/// that it is never reaped as an orphan).
fn spawn(command: &mut Command) -> std::io::Result<Child> {
    let mut tries = 1;
    loop {
        let mut roots = procs::roots();
        match command.spawn() {
            Ok(child) => {
                roots.insert(child.id() as i32);
                return Ok(child);
            }
            Err(e) if tries == SPAWN_TRIES => return Err(e),
            Err(_) => {
                drop(roots);
                tries += 1;
                std::thread::sleep(Duration::from_millis(100));
            }
        }
    }
}

/// Reaps the test if it has ended, and then forgets it among the running
/// tests.
fn reap(child: &mut Child) -> std::io::Result<Option<ExitStatus>> {
    let done = child.try_wait();
    if !matches!(done, Ok(None)) {
        procs::roots().remove(&(child.id() as i32));
    }
    done
}

/// A run folder whose test has nothing running any more: emptied for the
/// next run, or removed where that fails.
fn recycle(dir: PathBuf, keep: &[OsString], spare: &Mutex<Vec<PathBuf>>) {
    if empty_run_folder(&dir, keep) {
        if let Ok(mut spare) = spare.lock() {
            spare.push(dir);
        }
    } else {
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Empties a run folder that exists: what the test left in its working
/// and temporary folders goes, the two folders stay (the files of the
/// run's standard error and output are truncated when the next run
/// creates them), and so do the candidate files at the top of the
/// working folder (`keep`, the names they are written under), which the
/// next run overwrites: a file system makes a new file at a cost (ext4
/// looks for a free inode past the recently deleted ones), paid on every
/// test. Only a plain file with no other
/// link, which the owner may write, is kept: writing through a link
/// the test put there would write outside the scratch directory.
/// Whether the folder is now as a new one would be, but for the kept
/// files' contents: not where the test wrote anything else beside them,
/// or put anything but a folder in the place of `work` or `tmp` (a link
/// there would lead the emptying out of the scratch directory).
fn empty_run_folder(dir: &Path, keep: &[OsString]) -> bool {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return false;
    };
    for entry in entries {
        let Ok((entry, kind)) = entry.and_then(|e| Ok((e.file_name(), e.file_type()?))) else {
            return false;
        };
        let expected = match entry.to_str() {
            Some("work" | "tmp") => kind.is_dir(),
            Some("stderr" | "stdout") => kind.is_file(),
            _ => false,
        };
        if !expected {
            return false;
        }
    }
    let reusable = |entry: &std::fs::DirEntry| -> bool {
        keep.iter().any(|name| *name == entry.file_name())
            && entry.metadata().is_ok_and(|m| {
                m.file_type().is_file() && m.nlink() == 1 && m.permissions().mode() & 0o200 != 0
            })
    };
    let empty = |folder: &Path, keep_candidates: bool| -> std::io::Result<()> {
        for entry in std::fs::read_dir(folder)? {
            let entry = entry?;
            if entry.file_type()?.is_dir() {
                std::fs::remove_dir_all(entry.path())?;
            } else if !(keep_candidates && reusable(&entry)) {
                std::fs::remove_file(entry.path())?;
            }
        }
        Ok(())
    };
    empty(&dir.join("work"), true).is_ok() && empty(&dir.join("tmp"), false).is_ok()
}

/// Writes `bytes` as the whole of the file at `path`: over a file a run
/// left there (see [`empty_run_folder`]) from its start, then cut to
/// length, never first emptied (ext4 puts a file that is emptied and
/// written again on the device at once, which a test would wait for).
fn write_over(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    file.write_all(bytes)?;
    file.set_len(bytes.len() as u64)
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

fn status_of(status: ExitStatus) -> Status {
    match (status.code(), status.signal()) {
        (Some(code), _) => Status::Exited(code),
        (None, Some(signal)) => Status::Signaled(signal),
        (None, None) => Status::Exited(-1),
    }
}

/// The arguments of a command line for one run: each candidate's path
/// is its name in the working folder, where the command runs.
fn command_line(arguments: &[Argument], file_names: &[OsString]) -> Vec<OsString> {
    let path = |file: usize| -> OsString {
        let name = file_names.get(file).cloned().unwrap_or_default();
        if name.as_encoded_bytes().starts_with(b"-") {
            let mut dotted = OsString::from("./");
            dotted.push(&name);
            dotted
        } else {
            name
        }
    };
    arguments
        .iter()
        .map(|argument| match argument {
            Argument::Text(text) => text.clone(),
            Argument::Path {
                file,
                before,
                after,
            } => {
                let mut text = before.clone();
                text.push(path(*file));
                text.push(after);
                text
            }
        })
        .collect()
}

/// What a heard run wrote to one stream: all of it up to twice
/// [`HEARD_HALF`], else that much from its start and its end, a line
/// break between them.
fn read_heard(path: &Path) -> Vec<u8> {
    let Ok(mut file) = File::open(path) else {
        return Vec::new();
    };
    let length = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut bytes = Vec::new();
    if length <= 2 * HEARD_HALF {
        let _ = file.read_to_end(&mut bytes);
        return bytes;
    }
    let _ = (&mut file).take(HEARD_HALF).read_to_end(&mut bytes);
    bytes.push(b'\n');
    let _ = file.seek(SeekFrom::Start(length - HEARD_HALF));
    let _ = file.read_to_end(&mut bytes);
    bytes
}

/// The last bytes of a file, as text.
fn tail(path: &Path) -> String {
    let Ok(mut file) = File::open(path) else {
        return String::new();
    };
    let length = file.metadata().map(|m| m.len()).unwrap_or(0);
    let _ = file.seek(SeekFrom::Start(length.saturating_sub(STDERR_TAIL)));
    let mut bytes = Vec::new();
    let _ = file.read_to_end(&mut bytes);
    String::from_utf8_lossy(&bytes).into_owned()
}
