//! Identifying candidates for the cache.

use crate::Proposal;

/// A 128-bit key of a set of indices: the wrapping sum of a pseudo-random
/// 128-bit value per index (Zobrist hashing). Because it is a sum, the key
/// of "the current list minus a part" is key(current) - key(part), so a
/// candidate costs the size of its part, not of the list. Two different
/// sets collide with probability about 2^-128.
pub(crate) type Key = u128;

/// The splitmix64 finalizer: a bijection that scatters nearby inputs.
fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

fn element_key(i: usize) -> Key {
    let high = mix(i as u64 ^ 0x243f_6a88_85a3_08d3);
    let low = mix(i as u64 ^ 0x1319_8a2e_0370_7344);
    (Key::from(high) << 64) | Key::from(low)
}

/// The key of a set of indices.
pub(crate) fn set_key(items: &[usize]) -> Key {
    items
        .iter()
        .fold(0, |sum: Key, &i| sum.wrapping_add(element_key(i)))
}

/// The key of a candidate, given the key of the current list.
pub(crate) fn proposal_key(candidate: &Proposal, current: Key) -> Key {
    match candidate {
        Proposal::Keep(kept) => set_key(kept),
        Proposal::Remove(removed) => current.wrapping_sub(set_key(removed)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removal_keys_match_the_resolved_list() {
        let current = [1, 4, 5, 9, 12];
        let candidate = Proposal::Remove(vec![4, 12]);
        assert_eq!(
            proposal_key(&candidate, set_key(&current)),
            set_key(&[1, 5, 9])
        );
        assert_eq!(proposal_key(&Proposal::Keep(vec![5]), 0), set_key(&[5]));
    }

    #[test]
    fn different_sets_get_different_keys() {
        let mut keys = std::collections::HashSet::new();
        for a in 0..40 {
            for b in a..40 {
                assert!(keys.insert(set_key(&[a, b])) || a == b);
            }
        }
        assert_ne!(set_key(&[]), set_key(&[0]));
    }
}
