//! Replaying a recorded run: a `--trace` file names each tested candidate
//! by its content hash, with its outcome and seconds. The `replay-test`
//! program stands in for the real test: it hashes the candidate it is
//! given, sleeps the recorded time (scaled) and exits with the recorded
//! outcome. Sleeping uses no CPU, so many replayed tests at once measure
//! whittle's scheduling and its own work, not the machine's cores.
//!
//! The trace is JSON; `replay-test` runs once per candidate, so it reads
//! an index instead: a header (`MAGIC`, then the seconds of a candidate
//! the trace does not have) and fixed-size records sorted by hash, which
//! it searches by bisection without parsing anything else.

use std::io;
use std::path::Path;

/// The first bytes of an index file.
pub const MAGIC: &[u8; 8] = b"WREPLAY1";
/// The environment variable naming the index file for `replay-test`.
pub const INDEX_VAR: &str = "WHITTLE_REPLAY_INDEX";
/// The environment variable holding the factor on recorded seconds.
pub const SCALE_VAR: &str = "WHITTLE_REPLAY_SCALE";

const HEADER: usize = 16;
const RECORD: usize = 32;

/// A recorded test's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Interesting,
    NotInteresting,
    TimedOut,
}

impl Outcome {
    fn code(self) -> u8 {
        match self {
            Outcome::Interesting => 0,
            Outcome::NotInteresting => 1,
            Outcome::TimedOut => 2,
        }
    }

    fn from_code(code: u8) -> Option<Outcome> {
        match code {
            0 => Some(Outcome::Interesting),
            1 => Some(Outcome::NotInteresting),
            2 => Some(Outcome::TimedOut),
            _ => None,
        }
    }

    /// The test's exit status for this answer.
    pub fn exit_status(self) -> i32 {
        i32::from(self != Outcome::Interesting)
    }
}

/// One line of a trace.
#[derive(Clone, Debug, PartialEq)]
pub struct Traced {
    /// The candidate's content hash.
    pub hash: u128,
    /// Its pass (`final-check` for the result's check at the end).
    pub pass_name: String,
    pub outcome: Outcome,
    pub seconds: f64,
}

/// The tests of a `--trace` file, in order.
pub fn read_trace(path: &Path) -> io::Result<Vec<Traced>> {
    let text = std::fs::read_to_string(path)?;
    let bad = |line: usize, what: &str| {
        io::Error::new(
            io::ErrorKind::InvalidData,
            format!("{} line {}: {what}", path.display(), line + 1),
        )
    };
    text.lines()
        .enumerate()
        .map(|(n, line)| {
            let event: serde_json::Value =
                serde_json::from_str(line).map_err(|e| bad(n, &e.to_string()))?;
            let hash = event
                .get("hash")
                .and_then(serde_json::Value::as_str)
                .and_then(|h| u128::from_str_radix(h, 16).ok())
                .ok_or_else(|| bad(n, "no hash (a trace from before hashes were traced)"))?;
            let outcome = match event.get("outcome").and_then(serde_json::Value::as_str) {
                Some("interesting") => Outcome::Interesting,
                Some("not interesting") => Outcome::NotInteresting,
                Some("timed out") => Outcome::TimedOut,
                _ => return Err(bad(n, "no outcome")),
            };
            Ok(Traced {
                hash,
                pass_name: event
                    .get("pass_name")
                    .and_then(serde_json::Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                outcome,
                seconds: event
                    .get("seconds")
                    .and_then(serde_json::Value::as_f64)
                    .ok_or_else(|| bad(n, "no seconds"))?,
            })
        })
        .collect()
}

/// The median of some values (0 for none).
pub fn median(values: impl IntoIterator<Item = f64>) -> f64 {
    let mut values: Vec<f64> = values.into_iter().collect();
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Writes the index of `tests` (the first answer for a hash wins) to
/// `path`; a candidate not among them takes `unknown_seconds` and is not
/// interesting.
pub fn write_index(path: &Path, tests: &[Traced], unknown_seconds: f64) -> io::Result<()> {
    let mut records: Vec<&Traced> = tests.iter().collect();
    // Stable: among equal hashes the first recorded stays first.
    records.sort_by_key(|t| t.hash);
    records.dedup_by_key(|t| t.hash);
    let mut bytes = Vec::with_capacity(HEADER + RECORD * records.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&unknown_seconds.to_le_bytes());
    for test in records {
        bytes.extend_from_slice(&test.hash.to_le_bytes());
        bytes.extend_from_slice(&test.seconds.to_le_bytes());
        bytes.push(test.outcome.code());
        bytes.extend_from_slice(&[0; 7]);
    }
    std::fs::write(path, bytes)
}

/// What an index says of the candidate with this hash: its outcome and
/// seconds, or for one it lacks, not interesting after the index's
/// unknown seconds. `None` when `index` is not an index.
pub fn look_up(index: &[u8], hash: u128) -> Option<(Outcome, f64)> {
    if index.len() < HEADER
        || &index[..8] != MAGIC
        || !(index.len() - HEADER).is_multiple_of(RECORD)
    {
        return None;
    }
    let f64_at = |at: usize| Some(f64::from_le_bytes(index.get(at..at + 8)?.try_into().ok()?));
    let records = &index[HEADER..];
    let hash_at = |i: usize| -> Option<u128> {
        Some(u128::from_le_bytes(
            records.get(i * RECORD..i * RECORD + 16)?.try_into().ok()?,
        ))
    };
    let (mut low, mut high) = (0, records.len() / RECORD);
    while low < high {
        let middle = low + (high - low) / 2;
        let at = hash_at(middle)?;
        if at == hash {
            let record = HEADER + middle * RECORD;
            let outcome = Outcome::from_code(*index.get(record + 24)?)?;
            return Some((outcome, f64_at(record + 16)?));
        }
        if at < hash {
            low = middle + 1;
        } else {
            high = middle;
        }
    }
    Some((Outcome::NotInteresting, f64_at(8)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn traced(hash: u128, outcome: Outcome, seconds: f64) -> Traced {
        Traced {
            hash,
            pass_name: "hdd".to_owned(),
            outcome,
            seconds,
        }
    }

    #[test]
    fn the_index_answers_what_the_trace_recorded_and_the_rest_fails() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("index");
        let tests: Vec<Traced> = (0..100u128)
            .map(|i| {
                let outcome = match i % 3 {
                    0 => Outcome::Interesting,
                    1 => Outcome::NotInteresting,
                    _ => Outcome::TimedOut,
                };
                traced(
                    i.wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c835),
                    outcome,
                    i as f64,
                )
            })
            .chain([traced(0, Outcome::NotInteresting, 7.0)])
            .collect();
        write_index(&path, &tests, 0.5).unwrap();
        let index = std::fs::read(&path).unwrap();
        for test in &tests[..100] {
            assert_eq!(
                look_up(&index, test.hash),
                Some((test.outcome, test.seconds))
            );
        }
        assert_eq!(look_up(&index, 12345), Some((Outcome::NotInteresting, 0.5)));
        assert_eq!(look_up(b"not an index", 0), None);
    }

    #[test]
    fn replay_hashes_candidates_as_whittle_does() {
        let bytes = b"int main() { return 0; }\n";
        assert_eq!(
            xxhash_rust::xxh3::xxh3_128(bytes),
            whittle_reduce::Candidate::hash_of(bytes)
        );
    }
}
