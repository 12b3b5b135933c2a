//! Waking up when a test's process ends, rather than at the next tick of
//! a polling loop: on Linux (5.3 and later) a pidfd of the process becomes
//! readable when it exits, so a wait on it returns at once; elsewhere, or
//! where the kernel refuses one, the wait is a sleep.

use std::os::fd::OwnedFd;
use std::process::Child;
use std::time::Duration;

use rustix::event::{PollFd, PollFlags, Timespec, poll};
use rustix::process::{Pid, PidfdFlags, pidfd_open};

/// What a running test's end can be waited on with.
#[derive(Debug)]
pub(crate) struct ExitWatch {
    pidfd: Option<OwnedFd>,
}

impl ExitWatch {
    /// A watch on a child not yet reaped (so its pid is still its own).
    pub(crate) fn new(child: &Child) -> ExitWatch {
        let pidfd = Pid::from_raw(child.id() as i32)
            .and_then(|pid| pidfd_open(pid, PidfdFlags::empty()).ok());
        ExitWatch { pidfd }
    }

    /// Waits until the process has ended or `most` has passed, whichever
    /// comes first; without a pidfd, sleeps `sleep` (at most `most`).
    pub(crate) fn wait(&self, most: Duration, sleep: Duration) {
        match &self.pidfd {
            Some(fd) => {
                let mut fds = [PollFd::new(fd, PollFlags::IN)];
                let timeout = Timespec::try_from(most).ok();
                // An error (EINTR) only ends this wait early.
                let _ = poll(&mut fds, timeout.as_ref());
            }
            None => std::thread::sleep(sleep.min(most)),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::process::Command;
    use std::time::Instant;

    use super::*;

    /// The wait ends with the process, long before its limit, where the
    /// system gives pidfds; the process is still there to reap.
    #[test]
    fn the_wait_ends_when_the_process_does() {
        let mut child = Command::new("sh").args(["-c", "exit 3"]).spawn().unwrap();
        let watch = ExitWatch::new(&child);
        if watch.pidfd.is_none() {
            eprintln!("no pidfd here: the wait sleeps");
            child.wait().unwrap();
            return;
        }
        let start = Instant::now();
        watch.wait(Duration::from_secs(60), Duration::from_secs(60));
        assert!(start.elapsed() < Duration::from_secs(30));
        assert_eq!(child.try_wait().unwrap().and_then(|s| s.code()), Some(3));
    }

    /// A process that goes on running holds the wait to its limit.
    #[test]
    fn a_running_process_holds_the_wait_to_its_limit() {
        let mut child = Command::new("sleep").arg("60").spawn().unwrap();
        let watch = ExitWatch::new(&child);
        let start = Instant::now();
        watch.wait(Duration::from_millis(200), Duration::from_millis(200));
        assert!(start.elapsed() >= Duration::from_millis(200));
        assert!(child.try_wait().unwrap().is_none());
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
