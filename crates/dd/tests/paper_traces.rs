//! The worked examples of the papers, reproduced test by test.

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use std::collections::VecDeque;

use whittle_dd::{Cdd, Minimizer, Outcome, ProbDd, TieBreak};

/// Replays published random choices: in step `k`, ties go to the listed
/// elements first, in the listed order.
#[derive(Clone, Debug)]
struct Scripted {
    steps: VecDeque<Vec<usize>>,
    preferred: Vec<usize>,
}

impl Scripted {
    fn new(orders: &[&[usize]]) -> Box<Self> {
        Box::new(Scripted {
            steps: orders.iter().map(|o| o.to_vec()).collect(),
            preferred: Vec::new(),
        })
    }
}

impl TieBreak for Scripted {
    fn begin(&mut self) {
        self.preferred = self.steps.pop_front().unwrap_or_default();
    }

    fn choose(&mut self, members: &[usize]) -> usize {
        let rank = |x: &usize| {
            self.preferred
                .iter()
                .position(|p| p == x)
                .unwrap_or(usize::MAX)
        };
        (0..members.len())
            .min_by_key(|&i| rank(&members[i]))
            .unwrap_or(0)
    }

    fn boxed_clone(&self) -> Box<dyn TieBreak> {
        Box::new(self.clone())
    }
}

/// One published step: the elements removed, the outcome, and the
/// probabilities of all elements afterwards (`None`: not shown).
struct Step {
    removed: &'static [usize],
    interesting: bool,
    after: [Option<f64>; 8],
}

fn replay(mut probdd: ProbDd, oracle: impl Fn(&[usize]) -> bool, steps: &[Step]) -> Vec<usize> {
    for (n, step) in steps.iter().enumerate() {
        let candidate = probdd
            .propose()
            .expect("ProbDD stopped early")
            .resolve(probdd.kept());
        let removed: Vec<usize> = (0..8).filter(|i| !candidate.contains(i)).collect();
        let already_gone: Vec<usize> = (0..8)
            .filter(|&i| probdd.probabilities()[i] == 0.0)
            .collect();
        let newly: Vec<usize> = removed
            .into_iter()
            .filter(|i| !already_gone.contains(i))
            .collect();
        assert_eq!(newly, step.removed, "test {} removes other elements", n + 1);
        let interesting = oracle(&candidate);
        assert_eq!(interesting, step.interesting, "test {}", n + 1);
        probdd.observe(Outcome::from(interesting));
        for (i, expected) in step.after.iter().enumerate() {
            if let Some(p) = expected {
                let got = probdd.probabilities()[i];
                assert!(
                    (got - p).abs() < 0.006,
                    "after test {}: p[{i}] = {got}, paper says {p}",
                    n + 1
                );
            }
        }
    }
    assert_eq!(
        probdd.propose(),
        None,
        "ProbDD runs past the published trace"
    );
    probdd.kept().to_vec()
}

const O: Option<f64> = None;

/// ProbDD paper (FSE 2021), Figure 3: eight statements, p0 = 0.25, the
/// answer is {s3, s8}.
#[test]
fn probdd_figure_3() {
    let needs_s3_s8 = |c: &[usize]| c.contains(&2) && c.contains(&7);
    let a = Some(0.3657);
    let b = Some(0.6119);
    let one = Some(1.0);
    let zero = Some(0.0);
    let q = Some(0.25);
    let steps = [
        Step {
            removed: &[0, 1, 2, 7],
            interesting: false,
            after: [a, a, a, q, q, q, q, a],
        },
        Step {
            removed: &[3, 4, 5, 6],
            interesting: true,
            after: [a, a, a, zero, zero, zero, zero, a],
        },
        Step {
            removed: &[0, 7],
            interesting: false,
            after: [b, a, a, O, O, O, O, b],
        },
        Step {
            removed: &[1, 2],
            interesting: false,
            after: [b, b, b, O, O, O, O, b],
        },
        Step {
            removed: &[1],
            interesting: true,
            after: [b, zero, b, O, O, O, O, b],
        },
        Step {
            removed: &[2],
            interesting: false,
            after: [b, O, one, O, O, O, O, b],
        },
        Step {
            removed: &[0],
            interesting: true,
            after: [zero, O, one, O, O, O, O, b],
        },
        Step {
            removed: &[7],
            interesting: false,
            after: [O, O, one, O, O, O, O, one],
        },
    ];
    let tie_break = Scripted::new(&[&[0, 1, 2, 7], &[], &[0, 7], &[], &[1], &[2], &[0, 7], &[]]);
    let kept = replay(ProbDd::new(8, 0.25, tie_break), needs_s3_s8, &steps);
    assert_eq!(kept, vec![2, 7]);
}

/// CDD paper, Table III: ProbDD on eight lines, p0 = 0.25, the answer is
/// {l5, l8}; probabilities go 0.25 -> 0.37 -> 0.61 -> 1.
#[test]
fn cdd_paper_table_3_probdd() {
    let needs_l5_l8 = |c: &[usize]| c.contains(&4) && c.contains(&7);
    let q = Some(0.25);
    let a = Some(0.37);
    let b = Some(0.61);
    let one = Some(1.0);
    let steps = [
        Step {
            removed: &[0, 3, 4, 7],
            interesting: false,
            after: [a, q, q, a, a, q, q, a],
        },
        Step {
            removed: &[1, 2, 5, 6],
            interesting: true,
            after: [a, O, O, a, a, O, O, a],
        },
        Step {
            removed: &[0, 4],
            interesting: false,
            after: [b, O, O, a, b, O, O, a],
        },
        Step {
            removed: &[3, 7],
            interesting: false,
            after: [b, O, O, b, b, O, O, b],
        },
        Step {
            removed: &[3],
            interesting: true,
            after: [b, O, O, O, b, O, O, b],
        },
        Step {
            removed: &[4],
            interesting: false,
            after: [b, O, O, O, one, O, O, b],
        },
        Step {
            removed: &[0],
            interesting: true,
            after: [O, O, O, O, one, O, O, b],
        },
        Step {
            removed: &[7],
            interesting: false,
            after: [O, O, O, O, one, O, O, one],
        },
    ];
    let tie_break = Scripted::new(&[&[0, 3, 4, 7], &[], &[0, 4], &[], &[3], &[4], &[0, 7], &[]]);
    let probdd = ProbDd::new(8, 0.25, tie_break);
    let kept = replay(probdd, needs_l5_l8, &steps);
    assert_eq!(kept, vec![4, 7]);
}

/// The same example with CDD: "CDD achieves the same results as ProbDD"
/// (same answer, eight tests, rounds of size 4, 2, 1).
#[test]
fn cdd_paper_table_3_cdd() {
    let needs_l5_l8 = |c: &[usize]| c.contains(&4) && c.contains(&7);
    let mut cdd = Cdd::new(8, 0.25);
    let mut sizes = Vec::new();
    let mut tests = 0;
    while let Some(candidate) = cdd.propose() {
        let candidate = candidate.resolve(cdd.kept());
        sizes.push(cdd.chunk_size());
        tests += 1;
        cdd.observe(Outcome::from(needs_l5_l8(&candidate)));
    }
    sizes.dedup();
    assert_eq!(sizes, vec![4, 2, 1]);
    assert_eq!(tests, 8);
    assert_eq!(cdd.kept(), &[4, 7]);
}
