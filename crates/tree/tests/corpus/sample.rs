use std::collections::HashMap;

/// A tally of words.
pub struct Tally {
    counts: HashMap<String, usize>,
}

impl Tally {
    pub fn add(&mut self, word: &str) -> usize {
        let count = self.counts.entry(word.to_owned()).or_insert(0);
        *count += 1;
        *count
    }
}

fn main() {
    let mut tally = Tally { counts: HashMap::new() };
    for word in ["a", "b", "a"] {
        println!("{}", tally.add(word));
    }
}
