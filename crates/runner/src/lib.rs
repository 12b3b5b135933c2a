//! Running the interestingness test on candidates.
//!
//! Each run gets a fresh scratch directory holding the candidate files
//! under the inputs' names; the test runs there, with their paths as its
//! arguments, in a process group of its own, with its temporary directory
//! (`TMPDIR`, `TMP`, `TEMP`) inside the scratch directory. When it
//! finishes, times out, is cancelled or whittle is stopped, every process
//! it started is ended (SIGTERM, then SIGKILL after a short grace), even
//! those that left its process group, and the directory is removed (or
//! kept, for the last few failures, when asked), so nothing is left
//! behind. Scratch folders of a whittle that was killed are removed by the
//! next runner in the same place.
//!
//! A [`Pool`] runs several candidates at once: the one the algorithm needs
//! now, and the ones it will need next if that one fails (speculation).
//! Results are kept by a hash of the candidate files.

mod encoding;
mod exit_watch;
mod pool;
mod procs;
mod runner;
mod scratch;

pub use encoding::Encoding;
pub use pool::{Execute, LookaheadFn, Pool};
pub use runner::{Argument, Heard, KeepFailures, Runner, TestCommand};
pub use scratch::shut_down;

use std::sync::Arc;

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// It exited with this code.
    Exited(i32),
    /// A signal killed it.
    Signaled(i32),
    /// It ran past the timeout and was killed.
    TimedOut,
    /// It was stopped because its result was no longer needed, or whittle
    /// is stopping.
    Cancelled,
    /// It could not be started (or its scratch directory not prepared):
    /// a problem of the setup, not an answer of the test.
    SpawnFailed(String),
}

/// One run of the test.
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub status: Status,
    /// The end of what it wrote to standard error.
    pub stderr_tail: String,
    /// How long it took.
    pub seconds: f64,
}

impl Run {
    /// Exit status 0: the candidate is still interesting.
    pub fn is_interesting(&self) -> bool {
        self.status == Status::Exited(0)
    }
}

/// A 128-bit hash of some bytes.
pub fn content_hash(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// What one test run sees: the contents of every file, in the order of
/// [`TestCommand::file_names`], and a hash identifying them together (the
/// key of the pool's results).
#[derive(Clone, Debug)]
pub struct Files {
    /// The contents, one per file name.
    pub contents: Vec<Arc<[u8]>>,
    /// Identifies the contents as a whole.
    pub hash: u128,
}

impl Files {
    /// One file with these contents.
    pub fn single(bytes: Arc<[u8]>) -> Files {
        Files::new(vec![bytes])
    }

    /// These files; the hash is computed from each file's hash.
    pub fn new(contents: Vec<Arc<[u8]>>) -> Files {
        let hashes: Vec<u128> = contents.iter().map(|c| content_hash(c)).collect();
        Files::with_hashes(contents, &hashes)
    }

    /// These files, whose individual hashes are already known.
    pub fn with_hashes(contents: Vec<Arc<[u8]>>, hashes: &[u128]) -> Files {
        let hash = if let [only] = hashes {
            *only
        } else {
            let bytes: Vec<u8> = hashes.iter().flat_map(|h| h.to_le_bytes()).collect();
            content_hash(&bytes)
        };
        Files { contents, hash }
    }
}
