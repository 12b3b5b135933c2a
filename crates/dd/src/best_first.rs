//! A queue that hands out the item of most worth first, and items of equal
//! worth in the order they came: how speculation plays a tree of outcomes
//! forward, the branch most worth testing ahead first.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

/// Items by worth, the most first; equal worth, the earliest pushed first.
#[derive(Debug)]
pub struct BestFirst<T> {
    heap: BinaryHeap<Entry<T>>,
    pushed: u64,
}

impl<T> Default for BestFirst<T> {
    fn default() -> Self {
        BestFirst {
            heap: BinaryHeap::new(),
            pushed: 0,
        }
    }
}

impl<T> BestFirst<T> {
    /// An empty queue.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `item`, worth `worth`.
    pub fn push(&mut self, worth: f64, item: T) {
        self.pushed += 1;
        self.heap.push(Entry {
            worth,
            order: self.pushed,
            item,
        });
    }

    /// The worth of the item [`BestFirst::pop`] would hand out.
    pub fn peek_worth(&self) -> Option<f64> {
        self.heap.peek().map(|entry| entry.worth)
    }

    /// The item of most worth, with its worth.
    pub fn pop(&mut self) -> Option<(f64, T)> {
        self.heap.pop().map(|entry| (entry.worth, entry.item))
    }
}

#[derive(Debug)]
struct Entry<T> {
    worth: f64,
    order: u64,
    item: T,
}

impl<T> PartialEq for Entry<T> {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other).is_eq()
    }
}

impl<T> Eq for Entry<T> {}

impl<T> PartialOrd for Entry<T> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<T> Ord for Entry<T> {
    /// The most worth first, then the earliest pushed.
    fn cmp(&self, other: &Self) -> Ordering {
        self.worth
            .total_cmp(&other.worth)
            .then_with(|| other.order.cmp(&self.order))
    }
}

#[cfg(test)]
mod tests {
    use super::BestFirst;

    #[test]
    fn most_worth_first_and_ties_in_the_order_pushed() {
        let mut queue = BestFirst::new();
        for (worth, name) in [(0.5, "a"), (2.0, "b"), (0.5, "c"), (2.0, "d"), (0.0, "e")] {
            queue.push(worth, name);
        }
        let order: Vec<&str> = std::iter::from_fn(|| queue.pop().map(|(_, n)| n)).collect();
        assert_eq!(order, ["b", "d", "a", "c", "e"]);
    }
}
