//! An index of not-interesting candidates that answers PMA's question
//! before every test: "was a superset of this candidate already found not
//! interesting?" (SUPSET(T) in the PMA paper).
//!
//! The algorithms PMA wraps only ever propose subsets of the last
//! interesting list, the *base*. Relative to the base, their failures come
//! in two shapes: nearly everything (a complement: "base minus a part") or
//! a small part (a subset). So each failure is stored as its *holes* (what
//! it lacks of the base) when it is dense, or as its *elements* when it is
//! sparse, and indexed accordingly:
//!
//! * a dense failure is a superset of `c` iff all its holes lie in
//!   `base \ c`; it is filed under its first hole, so a large candidate only
//!   looks at failures filed under the few elements it removes;
//! * a sparse failure is filed under each of its elements, so a small
//!   candidate only looks at failures that contain its first element.
//!
//! When a new interesting list becomes the base, every failure is cut down
//! to it and the index is rebuilt, dropping failures that another one
//! covers. A candidate outside the base gets the safe answer "no".

use std::borrow::Cow;

use fixedbitset::FixedBitSet;

use crate::Proposal;

/// A set of elements of the base, in whichever form is smaller.
#[derive(Clone, Debug)]
enum Set<'a> {
    /// The base minus these holes (ascending): more than half the base.
    Holes(Cow<'a, [usize]>),
    /// These elements (ascending): at most half the base.
    Elements(Cow<'a, [usize]>),
}

impl Set<'_> {
    fn into_owned(self) -> Set<'static> {
        match self {
            Set::Holes(h) => Set::Holes(Cow::Owned(h.into_owned())),
            Set::Elements(e) => Set::Elements(Cow::Owned(e.into_owned())),
        }
    }

    fn part_mut(&mut self) -> &mut Vec<usize> {
        match self {
            Set::Holes(part) | Set::Elements(part) => part.to_mut(),
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct SupersetIndex {
    base: Vec<usize>,
    in_base: FixedBitSet,
    failures: Vec<Set<'static>>,
    /// Dense failures (`Set::Holes`), oldest first.
    dense: Vec<u32>,
    /// Dense failures by first hole, per element.
    by_first_hole: Vec<Vec<u32>>,
    /// Sparse failures containing each element.
    postings: Vec<Vec<u32>>,
    /// A failure contains the whole base: every candidate is covered.
    covers_base: bool,
    /// Any failure at all (each contains the empty candidate).
    any: bool,
}

impl SupersetIndex {
    /// An empty index over `n` elements, all of them in the base.
    pub(crate) fn new(n: usize) -> Self {
        let mut in_base = FixedBitSet::with_capacity(n);
        in_base.insert_range(..);
        SupersetIndex {
            base: (0..n).collect(),
            in_base,
            failures: Vec::new(),
            dense: Vec::new(),
            by_first_hole: vec![Vec::new(); n],
            postings: vec![Vec::new(); n],
            covers_base: false,
            any: false,
        }
    }

    /// The same set in its smaller form for the current base.
    fn normalize<'a>(&self, set: Set<'a>) -> Set<'a> {
        let half = self.base.len();
        match set {
            Set::Holes(h) if 2 * (self.base.len() - h.len()) <= half => {
                Set::Elements(Cow::Owned(sorted_difference(&self.base, &h)))
            }
            Set::Elements(e) if 2 * e.len() > half => {
                Set::Holes(Cow::Owned(sorted_difference(&self.base, &e)))
            }
            set => set,
        }
    }

    fn within_base(&self, c: &[usize]) -> bool {
        c.iter().all(|&i| self.in_base.contains(i))
    }

    /// The candidate as a set relative to the base; `None` if it is not a
    /// subset of the base.
    fn set_of<'a>(&self, candidate: &'a Proposal) -> Option<Set<'a>> {
        let set = match candidate {
            Proposal::Keep(kept) => Set::Elements(Cow::Borrowed(kept)),
            Proposal::Remove(removed) => Set::Holes(Cow::Borrowed(removed)),
        };
        let (Proposal::Keep(part) | Proposal::Remove(part)) = candidate;
        self.within_base(part).then(|| self.normalize(set))
    }

    /// Whether a recorded failure is a superset of `candidate` (a candidate
    /// relative to the base). A candidate outside the base gets "no".
    pub(crate) fn has_superset(&self, candidate: &Proposal) -> bool {
        self.set_of(candidate).is_some_and(|set| self.covers(&set))
    }

    fn covers(&self, set: &Set<'_>) -> bool {
        if self.covers_base {
            return true;
        }
        match set {
            Set::Holes(removed) => self.dense_superset_of_large(removed),
            Set::Elements(c) if c.is_empty() => self.any,
            Set::Elements(c) => self.dense_superset_of_small(c) || self.sparse_superset(c),
        }
    }

    /// A large candidate (the base minus `removed`) can only lie in dense
    /// failures, whose holes must all be removed ones: look only at those
    /// filed under a removed element.
    fn dense_superset_of_large(&self, removed: &[usize]) -> bool {
        removed.iter().any(|&d| {
            self.by_first_hole[d]
                .iter()
                .any(|&id| match &self.failures[id as usize] {
                    Set::Holes(holes) => holes.iter().all(|h| removed.binary_search(h).is_ok()),
                    Set::Elements(_) => false,
                })
        })
    }

    /// Small candidates miss the holes of most complements: look at recent
    /// dense failures first.
    fn dense_superset_of_small(&self, c: &[usize]) -> bool {
        let (Some(&first), Some(&last)) = (c.first(), c.last()) else {
            return false;
        };
        self.dense
            .iter()
            .rev()
            .any(|&id| match &self.failures[id as usize] {
                Set::Holes(holes) => {
                    // Only holes within c's span can fall in c.
                    let from = holes.partition_point(|&h| h < first);
                    let to = holes.partition_point(|&h| h <= last);
                    holes[from..to].iter().all(|h| c.binary_search(h).is_err())
                }
                Set::Elements(_) => false,
            })
    }

    /// A sparse superset contains c's first element.
    fn sparse_superset(&self, c: &[usize]) -> bool {
        let Some(&first) = c.first() else {
            return false;
        };
        self.postings[first]
            .iter()
            .any(|&id| match &self.failures[id as usize] {
                Set::Elements(elements) => {
                    elements.len() >= c.len() && c.iter().all(|i| elements.binary_search(i).is_ok())
                }
                Set::Holes(_) => false,
            })
    }

    /// Records a not-interesting candidate (relative to the base), unless a
    /// recorded failure already covers it.
    pub(crate) fn insert(&mut self, candidate: &Proposal) {
        self.any = true;
        let set = match self.set_of(candidate) {
            Some(set) => set,
            // Outside the base: only its part inside the base matters.
            None => {
                let (Proposal::Keep(part) | Proposal::Remove(part)) = candidate;
                let inside = part.iter().copied().filter(|&i| self.in_base.contains(i));
                let inside = Cow::Owned(inside.collect());
                self.normalize(match candidate {
                    Proposal::Keep(_) => Set::Elements(inside),
                    Proposal::Remove(_) => Set::Holes(inside),
                })
            }
        };
        if !self.covers(&set) {
            self.file(set.into_owned());
        }
    }

    fn file(&mut self, set: Set<'static>) {
        let id = self.failures.len() as u32;
        match &set {
            Set::Holes(holes) if holes.is_empty() => {
                self.covers_base = true;
                return;
            }
            Set::Elements(elements) if elements.is_empty() => return, // `any` covers it
            Set::Holes(holes) => {
                self.by_first_hole[holes[0]].push(id);
                self.dense.push(id);
            }
            Set::Elements(elements) => {
                for &e in elements.iter() {
                    self.postings[e].push(id);
                }
            }
        }
        self.failures.push(set);
    }

    /// Makes `new_base` (ascending) the base: the next candidates are its
    /// subsets. Failures are cut down to it; covered ones are dropped.
    pub(crate) fn rebase(&mut self, new_base: &[usize]) {
        let subset = self.within_base(new_base);
        // Empty the indexes, keeping their allocations: this runs after
        // every interesting test.
        let mut failures = std::mem::take(&mut self.failures);
        for failure in &failures {
            match failure {
                Set::Holes(holes) => self.by_first_hole[holes[0]].clear(),
                Set::Elements(elements) => {
                    for &e in elements.iter() {
                        self.postings[e].clear();
                    }
                }
            }
        }
        self.dense.clear();
        self.in_base.clear();
        for &i in new_base {
            self.in_base.insert(i);
        }
        self.base.clear();
        self.base.extend_from_slice(new_base);
        if !subset {
            // Outside the contract: forget, which only costs skips.
            self.covers_base = false;
            return;
        }
        for failure in &mut failures {
            failure.part_mut().retain(|&i| self.in_base.contains(i));
        }
        let mut failures: Vec<Set<'static>> =
            failures.into_iter().map(|f| self.normalize(f)).collect();
        // Larger first, so that covered failures are not filed.
        failures.sort_by_key(|set| match set {
            Set::Holes(holes) => (0, holes.len()),
            Set::Elements(elements) => (1, usize::MAX - elements.len()),
        });
        for set in failures {
            if !self.covers(&set) {
                self.file(set);
            }
        }
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.failures.len()
    }

    #[cfg(test)]
    fn contains(&self, elements: &[usize]) -> bool {
        self.has_superset(&Proposal::Keep(elements.to_vec()))
    }
}

/// `a \ b` for ascending lists.
fn sorted_difference(a: &[usize], b: &[usize]) -> Vec<usize> {
    crate::partition::difference(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The definition: scan every failure ever recorded.
    #[derive(Default)]
    struct Naive {
        failures: Vec<Vec<usize>>,
    }

    impl Naive {
        fn has_superset(&self, c: &[usize]) -> bool {
            self.failures
                .iter()
                .any(|f| c.iter().all(|i| f.binary_search(i).is_ok()))
        }
    }

    #[test]
    fn complements_and_parts() {
        let mut index = SupersetIndex::new(16);
        index.insert(&Proposal::Remove(vec![0, 1, 2, 3])); // dense
        index.insert(&Proposal::Keep(vec![8, 9, 10, 11])); // covered: not filed
        assert_eq!(index.len(), 1);
        assert!(index.has_superset(&Proposal::Remove(vec![0, 1, 2, 3, 4])));
        assert!(!index.has_superset(&Proposal::Remove(vec![0, 1, 2])));
        assert!(index.contains(&[9, 15]));
        assert!(!index.contains(&[0, 15]));
        index.insert(&Proposal::Keep(vec![0, 1, 2])); // sparse
        assert!(index.contains(&[0, 2]));
        assert!(index.contains(&[]));
        index.rebase(&[0, 1, 2, 3, 8, 9]);
        // 4..16 becomes {8, 9}; {0, 1, 2} stays.
        assert!(index.contains(&[8, 9]));
        assert!(index.contains(&[1, 2]));
        assert!(!index.contains(&[2, 3]));
        assert!(!index.contains(&[0, 1, 2, 3, 8, 9]));
    }

    #[test]
    fn candidates_outside_the_base_are_not_covered() {
        let mut index = SupersetIndex::new(8);
        index.insert(&Proposal::Remove(vec![7]));
        index.rebase(&[0, 1, 2]);
        assert!(index.contains(&[0, 1, 2]));
        assert!(!index.contains(&[0, 7]));
    }

    /// Random walks in the shape PMA produces: candidates are subsets of
    /// the last interesting one; failures recorded, interesting ones rebase.
    fn walk() -> impl Strategy<Value = (usize, Vec<(Vec<bool>, bool)>)> {
        (1usize..70).prop_flat_map(|n| {
            let step = (
                prop::collection::vec(prop::bool::weighted(0.8), n),
                prop::bool::weighted(0.15),
            );
            (Just(n), prop::collection::vec(step, 1..60))
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn agrees_with_the_definition((n, steps) in walk()) {
            let mut index = SupersetIndex::new(n);
            let mut naive = Naive::default();
            let mut base: Vec<usize> = (0..n).collect();
            for (step, (keep, interesting)) in steps.into_iter().enumerate() {
                let c: Vec<usize> = base.iter().copied().filter(|&i| keep[i]).collect();
                let removed = sorted_difference(&base, &c);
                let expected = naive.has_superset(&c);
                prop_assert_eq!(index.has_superset(&Proposal::Keep(c.clone())), expected);
                prop_assert_eq!(index.has_superset(&Proposal::Remove(removed.clone())), expected);
                if interesting {
                    index.rebase(&c);
                    base = c;
                } else if step % 2 == 0 {
                    index.insert(&Proposal::Keep(c.clone()));
                    naive.failures.push(c);
                } else {
                    index.insert(&Proposal::Remove(removed));
                    naive.failures.push(c);
                }
            }
        }
    }
}
