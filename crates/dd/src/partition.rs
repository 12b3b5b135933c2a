//! Splitting a list into contiguous parts, by count or by weight.
//!
//! Each function returns boundaries `b` with `b[0] = 0`, `b[last] = len`,
//! part `i` being `b[i]..b[i + 1]`.

/// `n` parts whose sizes differ by at most one, part `i` starting at
/// `i * len / n` (ddmin's split).
pub(crate) fn even_bounds(len: usize, n: usize) -> Vec<usize> {
    debug_assert!(n >= 1 && n <= len.max(1));
    (0..=n).map(|i| i * len / n).collect()
}

/// Consecutive parts of `size` elements, the last one smaller when `size`
/// does not divide `len` (CDD's `Partition`, Algorithm 2 line 5).
pub(crate) fn fixed_size_bounds(len: usize, size: usize) -> Vec<usize> {
    debug_assert!(size >= 1);
    let mut bounds: Vec<usize> = (0..len).step_by(size).collect();
    bounds.push(len);
    bounds
}

/// `k` non-empty parts of nearly equal total weight: boundary `j` is the
/// index whose prefix weight is closest to `j / k` of the total, the
/// earlier index on a tie (W-ddmin's `weightedPartition` with `k = 2`).
pub(crate) fn weighted_bounds(items: &[usize], weights: &[u64], k: usize) -> Vec<usize> {
    let len = items.len();
    debug_assert!(k >= 1 && k <= len);
    let mut prefix = Vec::with_capacity(len + 1);
    prefix.push(0u128);
    for &item in items {
        let last = prefix[prefix.len() - 1];
        prefix.push(last + u128::from(weights[item]));
    }
    let total = prefix[len];
    let k128 = k as u128;
    let distance = |b: usize, j: usize| (k128 * prefix[b]).abs_diff(j as u128 * total);

    let mut bounds = Vec::with_capacity(k + 1);
    bounds.push(0);
    let mut previous = 0;
    for j in 1..k {
        // Every part keeps at least one element.
        let lowest = previous + 1;
        let highest = len - (k - j);
        let target = j as u128 * total;
        let mut best = lowest;
        let mut b = lowest;
        // Prefix weights only grow, so nothing past the target is closer.
        loop {
            if distance(b, j) < distance(best, j) {
                best = b;
            }
            if k128 * prefix[b] >= target || b == highest {
                break;
            }
            b += 1;
        }
        bounds.push(best);
        previous = best;
    }
    bounds.push(len);
    bounds
}

/// The elements of `items` outside `items[range]`.
#[cfg(test)]
pub(crate) fn without(items: &[usize], range: std::ops::Range<usize>) -> Vec<usize> {
    let mut rest = Vec::with_capacity(items.len() - range.len());
    rest.extend_from_slice(&items[..range.start]);
    rest.extend_from_slice(&items[range.end..]);
    rest
}

/// The elements of ascending `items` that are not in ascending `removed`.
/// Removed parts are usually small: find each by binary search and copy
/// the runs between them whole.
pub(crate) fn difference(items: &[usize], removed: &[usize]) -> Vec<usize> {
    let mut rest = Vec::with_capacity(items.len().saturating_sub(removed.len()));
    let mut start = 0;
    for &r in removed {
        let at = start + items[start..].partition_point(|&x| x < r);
        rest.extend_from_slice(&items[start..at]);
        start = if items.get(at) == Some(&r) {
            at + 1
        } else {
            at
        };
    }
    rest.extend_from_slice(&items[start..]);
    rest
}

/// The elements of ascending `items` that are also in ascending `kept`.
pub(crate) fn intersection(items: &[usize], kept: &[usize]) -> Vec<usize> {
    let mut both = Vec::with_capacity(items.len().min(kept.len()));
    let mut rest = kept;
    for &x in items {
        let at = rest.partition_point(|&k| k < x);
        rest = &rest[at..];
        if rest.first() == Some(&x) {
            both.push(x);
        }
    }
    both
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intersection_keeps_the_common_elements_in_order() {
        assert_eq!(
            intersection(&[1, 3, 5, 7, 9], &[0, 3, 4, 9, 10]),
            vec![3, 9]
        );
        assert_eq!(intersection(&[1, 2], &[]), Vec::<usize>::new());
        assert_eq!(intersection(&[], &[1]), Vec::<usize>::new());
    }

    #[test]
    fn even_split_matches_ddmin() {
        assert_eq!(even_bounds(8, 2), vec![0, 4, 8]);
        assert_eq!(even_bounds(7, 3), vec![0, 2, 4, 7]);
        assert_eq!(even_bounds(1, 1), vec![0, 1]);
    }

    #[test]
    fn fixed_size_leaves_a_smaller_last_part() {
        assert_eq!(fixed_size_bounds(10, 4), vec![0, 4, 8, 10]);
        assert_eq!(fixed_size_bounds(8, 4), vec![0, 4, 8]);
        assert_eq!(fixed_size_bounds(3, 10), vec![0, 3]);
        assert_eq!(fixed_size_bounds(0, 2), vec![0]);
    }

    #[test]
    fn weighted_halves_balance_weight_not_count() {
        let items: Vec<usize> = (0..5).collect();
        // weights 10 1 1 1 1: the heavy element alone is closest to half.
        assert_eq!(weighted_bounds(&items, &[10, 1, 1, 1, 1], 2), vec![0, 1, 5]);
        // unit weights: the earlier index on a tie, like ddmin.
        assert_eq!(weighted_bounds(&items[..3], &[1, 1, 1], 2), vec![0, 1, 3]);
        assert_eq!(
            weighted_bounds(&items[..4], &[1, 1, 1, 1], 2),
            vec![0, 2, 4]
        );
        // a weightless element does not stop the search for the middle.
        assert_eq!(
            weighted_bounds(&items[..4], &[1, 0, 2, 2], 2),
            vec![0, 3, 4]
        );
    }

    #[test]
    fn weighted_parts_are_never_empty() {
        let items: Vec<usize> = (0..4).collect();
        assert_eq!(
            weighted_bounds(&items, &[100, 1, 1, 1], 3),
            vec![0, 1, 2, 4]
        );
        assert_eq!(
            weighted_bounds(&items, &[1, 1, 1, 100], 3),
            vec![0, 2, 3, 4]
        );
        assert_eq!(
            weighted_bounds(&items, &[0, 0, 0, 0], 4),
            vec![0, 1, 2, 3, 4]
        );
    }

    #[test]
    fn difference_of_sorted_lists() {
        assert_eq!(difference(&[1, 3, 5, 7], &[3, 7]), vec![1, 5]);
        assert_eq!(difference(&[1, 3], &[0, 2, 4]), vec![1, 3]);
        assert_eq!(difference(&[1, 3], &[]), vec![1, 3]);
        assert_eq!(difference(&[1, 3], &[1, 3]), Vec::<usize>::new());
        assert_eq!(difference(&[], &[1]), Vec::<usize>::new());
        assert_eq!(without(&[1, 3, 5, 7], 1..3), vec![1, 7]);
    }
}
