//! Finding, ending and reaping the processes a test started, wherever
//! they went.
//!
//! A test's processes are the test itself, its descendants (by their
//! parent links in `/proc`), every process whose environment carries the
//! test's marker (`WHITTLE_TEST_ID`, inherited even by what detaches with
//! `setsid` and leaves the process group), the descendants of those, and
//! whatever was seen among them earlier in the run. whittle is a child
//! subreaper where Linux allows it, so a process whose parent dies is
//! reparented to whittle rather than to init; whittle reaps those orphans
//! so no zombie stays. Without `/proc` the tables are empty and only the
//! test's process group is signalled.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, MutexGuard, OnceLock};

use nix::errno::Errno;
use nix::sys::signal::{Signal, kill, killpg};
use nix::sys::wait::{WaitPidFlag, waitpid};
use nix::unistd::Pid;

/// The environment variable that marks every process of a test.
pub const MARKER: &str = "WHITTLE_TEST_ID";

/// Test processes this process started and has not reaped yet (for every
/// runner in the process): their exit status belongs to their `Child`, so
/// they are never reaped here. Spawning happens under this lock, so a test
/// that exits at once is never mistaken for an orphan.
static ROOTS: Mutex<BTreeSet<i32>> = Mutex::new(BTreeSet::new());

pub(crate) fn roots() -> MutexGuard<'static, BTreeSet<i32>> {
    ROOTS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Makes this process a child subreaper (once); whether that worked.
pub fn adopt_orphans() -> bool {
    static ADOPTING: OnceLock<bool> = OnceLock::new();
    *ADOPTING.get_or_init(|| {
        #[cfg(target_os = "linux")]
        {
            nix::sys::prctl::set_child_subreaper(true).is_ok()
        }
        #[cfg(not(target_os = "linux"))]
        {
            false
        }
    })
}

/// Whether a test whose own process has been reaped surely left nothing
/// running, found without reading the whole process table: its process
/// group is empty, and this process has no children but running tests.
/// With orphans adopted, whatever survives a test is in its group or
/// below a process that came back to this one. `false` when it cannot
/// tell.
pub(crate) fn surely_nothing_left(group: i32) -> bool {
    if !adopt_orphans() || killpg(Pid::from_raw(group), None) != Err(Errno::ESRCH) {
        return false;
    }
    // No child at all (the usual case with one test at a time): nothing
    // was adopted, in one call rather than a read of each thread's
    // children.
    if no_children() {
        return true;
    }
    // Orphans come back to any of this process's threads.
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return false;
    };
    let roots = roots();
    for task in tasks.flatten() {
        let Ok(children) = std::fs::read_to_string(task.path().join("children")) else {
            return false;
        };
        let other = |pid: &str| pid.parse().map_or(true, |pid: i32| !roots.contains(&pid));
        if children.split_whitespace().any(other) {
            return false;
        }
    }
    true
}

/// Whether this process has no child, running or ended (any thread's:
/// Linux lets a thread wait for its siblings' children). Nothing is
/// reaped.
fn no_children() -> bool {
    #[cfg(target_os = "linux")]
    {
        use nix::sys::wait::{Id, waitid};
        let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT;
        waitid(Id::All, flags) == Err(Errno::ECHILD)
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

/// One process, from `/proc/PID/stat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Proc {
    pub pid: i32,
    pub ppid: i32,
    /// When it started, in clock ticks since boot: with the pid, it names
    /// a process even after its pid is reused.
    pub start: u64,
    pub zombie: bool,
}

/// Every process visible in `/proc` (empty where there is none).
pub(crate) fn table() -> Vec<Proc> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(stat)
        .collect()
}

/// Every process below this one ([`table_below_me_but`]).
#[cfg(test)]
pub(crate) fn table_below_me() -> Vec<Proc> {
    table_below_me_but(None)
}

/// The processes that can be `root`'s test's: those below `root` or
/// adopted by this process, never those below another running test
/// ([`table_below_me_but`]), so that a look at one test costs the same
/// at any `-j`.
pub(crate) fn table_for_test(root: i32) -> Vec<Proc> {
    table_below_me_but(Some(root))
}

/// This process's descendants, found by following their children links
/// (`/proc/PID/task/TID/children`) down from this process, not by reading
/// every process on the system: with orphans adopted, every live process
/// of a test is among them, and [`members`] gives what it gives with the
/// whole table. With `only_root`, the running tests other than that one
/// are left out with all below them. The whole table where orphans are
/// not adopted or the links cannot be read.
fn table_below_me_but(only_root: Option<i32>) -> Vec<Proc> {
    let me = std::process::id() as i32;
    if !adopt_orphans() {
        return table();
    }
    let Some(mut mine) = children_of(me) else {
        return table();
    };
    if let Some(root) = only_root {
        let others: BTreeSet<i32> = roots().iter().copied().filter(|&r| r != root).collect();
        mine.retain(|pid| !others.contains(pid));
    }
    let mut found = Vec::new();
    let mut visited = BTreeSet::new();
    let mut todo = mine;
    while let Some(pid) = todo.pop() {
        if !visited.insert(pid) {
            continue;
        }
        if let Some(p) = stat(pid) {
            found.push(p);
            todo.extend(children_of(pid).into_iter().flatten());
        }
    }
    found
}

/// The children of every thread of process `pid`; `None` where no
/// thread's list could be read (a kernel without them, or a process
/// gone). A thread that ends meanwhile has no children left to list.
fn children_of(pid: i32) -> Option<Vec<i32>> {
    let tasks = std::fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    let mut children = Vec::new();
    let mut read_any = false;
    for task in tasks.flatten() {
        if let Ok(text) = std::fs::read_to_string(task.path().join("children")) {
            read_any = true;
            children.extend(
                text.split_whitespace()
                    .filter_map(|c| c.parse::<i32>().ok()),
            );
        }
    }
    read_any.then_some(children)
}

/// One process's line of `/proc/PID/stat`, if it still exists.
pub(crate) fn stat(pid: i32) -> Option<Proc> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name, in parentheses, may hold anything: the fields
    // come after its last closing parenthesis.
    let rest = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // state is field 3 of the line, ppid 4, starttime 22.
    Some(Proc {
        pid,
        ppid: fields.get(1)?.parse().ok()?,
        start: fields.get(19)?.parse().ok()?,
        zombie: matches!(*fields.first()?, "Z" | "X"),
    })
}

/// The value of `name` in a process's initial environment.
pub(crate) fn environment_value(pid: i32, name: &str) -> Option<String> {
    let bytes = std::fs::read(format!("/proc/{pid}/environ")).ok()?;
    let prefix = format!("{name}=");
    bytes
        .split(|&b| b == 0)
        .find_map(|entry| entry.strip_prefix(prefix.as_bytes()))
        .map(|value| String::from_utf8_lossy(value).into_owned())
}

/// A process, named so that a reused pid is another one.
pub(crate) type Id = (i32, u64);

/// The live processes of one test: `root` (while not reaped) and its
/// descendants, those whose marker is `marker` (`None`: only processes
/// under `root`), those already `seen`, and their descendants. Zombies are
/// left out: they are only reaped.
pub(crate) fn members(
    table: &[Proc],
    root: Option<i32>,
    marker: Option<&str>,
    seen: &BTreeSet<Id>,
) -> Vec<Proc> {
    let me = std::process::id() as i32;
    let mut children: BTreeMap<i32, Vec<&Proc>> = BTreeMap::new();
    for p in table {
        children.entry(p.ppid).or_default().push(p);
    }
    // With orphans adopted, every process of a test is below this one:
    // only those environments need reading.
    let below_me = adopt_orphans().then(|| descendants(&children, me));
    let mut found: BTreeMap<i32, Proc> = BTreeMap::new();
    // The root, what was seen, and all below them, first: their
    // environments need no reading (with one test at a time, that is
    // every process below this one).
    let known = table
        .iter()
        .filter(|p| p.pid != me && (Some(p.pid) == root || seen.contains(&(p.pid, p.start))))
        .collect();
    reach(known, &children, me, &mut found);
    let marked = table
        .iter()
        .filter(|p| {
            p.pid != me
                && !found.contains_key(&p.pid)
                && marker.is_some_and(|m| {
                    !p.zombie
                        && below_me.as_ref().is_none_or(|below| below.contains(&p.pid))
                        && environment_value(p.pid, MARKER).as_deref() == Some(m)
                })
        })
        .collect();
    reach(marked, &children, me, &mut found);
    found.into_values().filter(|p| !p.zombie).collect()
}

/// `todo` and every process below it (but this one), into `found`.
fn reach<'t>(
    mut todo: Vec<&'t Proc>,
    children: &BTreeMap<i32, Vec<&'t Proc>>,
    me: i32,
    found: &mut BTreeMap<i32, Proc>,
) {
    while let Some(p) = todo.pop() {
        if p.pid == me || found.insert(p.pid, *p).is_some() {
            continue;
        }
        todo.extend(children.get(&p.pid).into_iter().flatten());
    }
}

/// The pids below `top`.
fn descendants(children: &BTreeMap<i32, Vec<&Proc>>, top: i32) -> BTreeSet<i32> {
    let mut found = BTreeSet::new();
    let mut todo = vec![top];
    while let Some(pid) = todo.pop() {
        for child in children.get(&pid).into_iter().flatten() {
            if found.insert(child.pid) {
                todo.push(child.pid);
            }
        }
    }
    found
}

/// The live processes whose marker starts with `prefix`, and their
/// descendants: what a runner's tests left, or a dead run's.
pub(crate) fn marked_with_prefix(table: &[Proc], prefix: &str) -> Vec<Proc> {
    let seen: BTreeSet<Id> = table
        .iter()
        .filter(|p| {
            !p.zombie && environment_value(p.pid, MARKER).is_some_and(|m| m.starts_with(prefix))
        })
        .map(|p| (p.pid, p.start))
        .collect();
    members(table, None, None, &seen)
}

/// Whether a process of the table is still running (the same one: its pid
/// not reused, and not a zombie).
pub(crate) fn running(p: &Proc) -> bool {
    alive(p.pid, p.start)
}

/// Whether the process `pid` is the one that started at `start` (pids are
/// reused) and has not ended (a zombie has).
pub(crate) fn alive(pid: i32, start: u64) -> bool {
    stat(pid).is_some_and(|now| now.start == start && !now.zombie)
}

/// Sends `signal` to a process if it is still the one in the table.
pub(crate) fn signal(p: &Proc, signal: Signal) {
    if running(p) {
        let _ = kill(Pid::from_raw(p.pid), signal);
    }
}

/// Reaps the orphans among this process's children that have ended (its
/// own tests, still held by their `Child`, excepted).
pub(crate) fn reap_orphans(table: &[Proc]) {
    let me = std::process::id() as i32;
    let roots = roots();
    for p in table {
        if p.zombie && p.ppid == me && !roots.contains(&p.pid) {
            let _ = waitpid(Pid::from_raw(p.pid), Some(WaitPidFlag::WNOHANG));
        }
    }
}

/// This process's start time, as in `/proc/self/stat`.
pub(crate) fn own_start() -> Option<u64> {
    stat(std::process::id() as i32).map(|p| p.start)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    /// The processes below this one, found by their children links, are
    /// the ones the whole table puts below it: a test and what it started.
    #[test]
    fn the_table_below_this_process_holds_a_test_and_its_children() {
        adopt_orphans();
        let mut test = std::process::Command::new("sh")
            .args(["-c", "sleep 5 & sleep 5 & wait"])
            .spawn()
            .unwrap();
        let root = test.id() as i32;
        let pids = |table: &[Proc]| -> BTreeSet<i32> {
            members(table, Some(root), None, &BTreeSet::new())
                .iter()
                .map(|p| p.pid)
                .collect()
        };
        // The shell starts its two sleeps soon.
        let mut below = BTreeSet::new();
        for _ in 0..200 {
            below = pids(&table_for_test(root));
            if below.len() == 3 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert_eq!(below.len(), 3, "{below:?}");
        assert!(below.contains(&root));
        assert_eq!(below, pids(&table()));
        assert_eq!(below, pids(&table_below_me()));
        let _ = killpg(Pid::from_raw(root), Signal::SIGKILL);
        let _ = kill(Pid::from_raw(root), Signal::SIGKILL);
        for p in &below {
            let _ = kill(Pid::from_raw(*p), Signal::SIGKILL);
        }
        let _ = test.wait();
        // The sleeps, orphaned, came back to this process.
        for _ in 0..200 {
            reap_orphans(&table_below_me());
            if table_below_me().iter().all(|p| !below.contains(&p.pid)) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
}
