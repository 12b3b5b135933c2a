//! The drivers with closures as tests.

#![allow(clippy::unwrap_used)]

use whittle_dd::{Algorithm, Config};
use whittle_reduce::{Candidate, HddLists, Observer, Options, Strategy, Tester, Verdict, reduce};
use whittle_tree::{Language, Tree};

const PROGRAM: &str = r#"
#include <stdio.h>
struct point { int x, y; };
static int square(int v) { return v * v; }
static int norm(struct point p) { return square(p.x) + square(p.y); }
int table[] = { 1, 2, 3, 4 };
int main(void) {
    struct point p = { 3, 4 };
    for (int i = 0; i < 4; i++)
        table[i] = norm(p) / table[i];
    if (table[0] > 10) {
        printf("big\n");
    } else {
        printf("small %d\n", CRASH(table[1], 7));
    }
    return 0;
}
"#;

/// Interesting while `needle` is in the text (and every candidate is
/// recorded).
struct Contains {
    needle: &'static str,
    asked: Vec<Vec<u8>>,
    /// What was speculated with each asked candidate, and its answer.
    ahead: Vec<(Vec<Vec<u8>>, bool)>,
    stop_after: Option<usize>,
}

impl Contains {
    fn new(needle: &'static str) -> Contains {
        Contains {
            needle,
            asked: Vec::new(),
            ahead: Vec::new(),
            stop_after: None,
        }
    }
}

impl Tester for Contains {
    fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict> {
        if self.stop_after.is_some_and(|n| self.asked.len() >= n) {
            return None;
        }
        self.asked.push(candidate.bytes.to_vec());
        let interesting = String::from_utf8_lossy(&candidate.bytes).contains(self.needle);
        let ahead = ahead.iter().map(|c| c.bytes.to_vec()).collect();
        self.ahead.push((ahead, interesting));
        Some(Verdict {
            interesting,
            seconds: 0.0,
            timed_out: false,
        })
    }
}

struct Quiet;
impl Observer for Quiet {}

fn tree() -> Tree {
    Tree::parse(&Language::c(), PROGRAM.as_bytes().to_vec()).unwrap()
}

fn options(algorithm: Algorithm, strategy: Strategy, hdd_lists: HddLists) -> Options {
    Options {
        dd: Config::new(algorithm),
        strategy,
        hdd_lists,
        ..Options::default()
    }
}

#[test]
fn every_walk_shrinks_to_the_needle() {
    for strategy in [Strategy::Hdd, Strategy::Perses] {
        for lists in [HddLists::PerParent, HddLists::PerLevel] {
            for algorithm in Algorithm::ALL {
                let mut tester = Contains::new("CRASH(");
                let reduced = reduce(
                    tree(),
                    &options(algorithm, strategy, lists),
                    &mut tester,
                    &mut Quiet,
                );
                let text = String::from_utf8(reduced.bytes.clone()).unwrap();
                assert!(text.contains("CRASH("), "{strategy:?} {algorithm}: {text}");
                assert!(
                    reduced.tokens <= 12,
                    "{strategy:?} {lists:?} {algorithm}: {text}"
                );
                assert!(!reduced.stopped);
                assert_eq!(reduced.stats.unparsable_candidates, 0, "{text}");
                assert_eq!(reduced.stats.tests_run, tester.asked.len() as u64);
                // No candidate is asked twice.
                let mut asked = tester.asked.clone();
                asked.sort();
                asked.dedup();
                assert_eq!(asked.len(), tester.asked.len());
            }
        }
    }
}

#[test]
fn speculation_changes_nothing_and_predicts_the_next_test() {
    let plain = {
        let mut tester = Contains::new("CRASH(");
        let reduced = reduce(tree(), &Options::default(), &mut tester, &mut Quiet);
        (reduced.bytes, tester.asked)
    };
    let mut tester = Contains::new("CRASH(");
    let options = Options {
        speculation: 3,
        ..Options::default()
    };
    let reduced = reduce(tree(), &options, &mut tester, &mut Quiet);
    assert_eq!(reduced.bytes, plain.0);
    assert_eq!(tester.asked, plain.1);
    // After a failed test, the next one asked for is the first speculated
    // one, unless the same bytes were answered before.
    let mut checked = 0;
    for t in 0..tester.asked.len() - 1 {
        let (ahead, interesting) = &tester.ahead[t];
        if let (false, Some(first)) = (interesting, ahead.first()) {
            let asked_before = tester.asked[..=t].contains(first);
            assert!(
                asked_before || tester.asked[t + 1] == *first,
                "test {}",
                t + 1
            );
            checked += usize::from(!asked_before);
        }
    }
    assert!(checked >= 3, "only {checked} predictions checked");
}

#[test]
fn a_stopped_reduction_returns_the_best_so_far() {
    let mut tester = Contains::new("CRASH(");
    tester.stop_after = Some(15);
    let reduced = reduce(tree(), &Options::default(), &mut tester, &mut Quiet);
    assert!(reduced.stopped);
    let text = String::from_utf8(reduced.bytes).unwrap();
    assert!(text.contains("CRASH("));
    assert!(text.len() < PROGRAM.len());
}

#[test]
fn improvements_are_reported_in_order() {
    struct Best(Vec<usize>);
    impl Observer for Best {
        fn improved(&mut self, best: &[u8], _tokens: u64) {
            assert!(String::from_utf8_lossy(best).contains("CRASH("));
            self.0.push(best.len());
        }
    }
    let mut best = Best(Vec::new());
    let reduced = reduce(
        tree(),
        &Options::default(),
        &mut Contains::new("CRASH("),
        &mut best,
    );
    assert!(best.0.windows(2).all(|w| w[1] < w[0]));
    assert_eq!(best.0.last().copied(), Some(reduced.bytes.len()));
}

#[test]
fn one_pass_without_fixpoint() {
    let options = Options {
        fixpoint: false,
        ..Options::default()
    };
    let reduced = reduce(tree(), &options, &mut Contains::new("CRASH("), &mut Quiet);
    assert_eq!(reduced.stats.passes, 1);
}

#[test]
fn xml_reduces_too() {
    let document = "<shop>\n  <item id=\"1\"><name>Tea</name><price>3</price></item>\n  <item id=\"2\"><name>Coffee</name><price>BROKEN</price></item>\n</shop>\n";
    let tree = Tree::parse(&Language::xml(), document.as_bytes().to_vec()).unwrap();
    let mut tester = Contains::new("<price>BROKEN</price>");
    let reduced = reduce(tree, &Options::default(), &mut tester, &mut Quiet);
    assert_eq!(
        String::from_utf8(reduced.bytes).unwrap(),
        "<price>BROKEN</price>\n"
    );
}
