//! Identifying candidates for the cache.

use xxhash_rust::xxh3::Xxh3;

/// A 128-bit digest of a candidate's kept indices: collisions are out of
/// reach (about 2^-64 even after 2^32 tests), and keys stay small where the
/// index lists can be long.
pub(crate) type Key = u128;

pub(crate) fn key(candidate: &[usize]) -> Key {
    let mut hasher = Xxh3::new();
    for &i in candidate {
        hasher.update(&(i as u64).to_le_bytes());
    }
    hasher.digest128()
}
