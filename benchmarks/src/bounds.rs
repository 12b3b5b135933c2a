//! What a recorded run allows a scheduler with `J` workers: the speed-ups
//! over one worker that `jobs` prints beside its measurements.
//!
//! Each bound is a model of a scheduler with no overhead that asks for
//! the recorded tests in the recorded order, and differs in what it knows
//! ahead:
//!
//! - **failures only** (by counts, and by the recorded seconds): each
//!   interesting test is a step nobody runs ahead of, the others are
//!   shared by the workers;
//! - **schedule**: each step runs the next `J` tests as if every pending
//!   one fails, and resolves them up to the first interesting one;
//! - **tree**: the scheduler also speculates on successes, as whittle
//!   does. It knows each pass's rate of interesting tests (from the same
//!   run) but not the outcomes, and runs the likeliest tests of the tree
//!   of outcomes, every outcome drawn on its own at the pass's rate. By
//!   counts, in steps of `J` tests; and by the recorded seconds, simulated:
//!   a worker that comes free starts the likeliest test not yet run, a
//!   test whose branch the recorded outcomes leave is cancelled, and a
//!   test off the recorded path takes the median time of the failed
//!   tests (as `replay-test` answers one).
//!
//! A scheduler that predicts outcomes better than a pass's rate can pass
//! the tree bounds: they say what speculation at that rate can reach,
//! not what no scheduler can.

use std::collections::{BinaryHeap, HashMap};

use crate::replay::{self, Traced};

/// A recorded run's tests, in order.
#[derive(Debug, Clone)]
pub struct Recorded {
    tests: Vec<Test>,
    /// Each pass's share of interesting tests, by the pass's index.
    rates: Vec<f64>,
    /// Whether the tests' seconds were recorded (a `--trace` read by
    /// [`replay::read_trace`]), and the median seconds of a failed test.
    seconds: Option<f64>,
}

#[derive(Debug, Clone, Copy)]
struct Test {
    /// The test's pass, as an index into [`Recorded::rates`].
    pass: usize,
    interesting: bool,
    seconds: f64,
}

impl Recorded {
    /// A trace's tests, with their seconds.
    pub fn of_trace(trace: &[Traced]) -> Recorded {
        let outcomes: Vec<(&str, bool, f64)> = trace
            .iter()
            .map(|t| {
                (
                    t.pass_name.as_str(),
                    t.outcome == replay::Outcome::Interesting,
                    t.seconds,
                )
            })
            .collect();
        let failed = replay::median(
            trace
                .iter()
                .filter(|t| t.outcome != replay::Outcome::Interesting)
                .map(|t| t.seconds),
        );
        Recorded {
            seconds: Some(failed),
            ..Recorded::of(&outcomes)
        }
    }

    /// Tests known only by their pass and outcome.
    pub fn of_outcomes(outcomes: &[(String, bool)]) -> Recorded {
        let outcomes: Vec<(&str, bool, f64)> = outcomes
            .iter()
            .map(|(pass, interesting)| (pass.as_str(), *interesting, 0.0))
            .collect();
        Recorded::of(&outcomes)
    }

    fn of(outcomes: &[(&str, bool, f64)]) -> Recorded {
        let mut names: Vec<&str> = Vec::new();
        let mut counts: Vec<(usize, usize)> = Vec::new();
        let tests = outcomes
            .iter()
            .map(|&(pass, interesting, seconds)| {
                let index = names.iter().position(|&n| n == pass).unwrap_or_else(|| {
                    names.push(pass);
                    counts.push((0, 0));
                    names.len() - 1
                });
                counts[index].0 += 1;
                counts[index].1 += usize::from(interesting);
                Test {
                    pass: index,
                    interesting,
                    seconds,
                }
            })
            .collect();
        let rates = counts
            .iter()
            .map(|&(all, interesting)| interesting as f64 / all.max(1) as f64)
            .collect();
        Recorded {
            tests,
            rates,
            seconds: None,
        }
    }

    /// The failure-only bound by the recorded seconds, over one worker.
    pub fn failures_only_timed(&self, jobs: usize) -> Option<f64> {
        self.seconds?;
        let all: f64 = self.tests.iter().map(|t| t.seconds).sum();
        let interesting: f64 = self
            .tests
            .iter()
            .filter(|t| t.interesting)
            .map(|t| t.seconds)
            .sum();
        Some(failures_only(all, interesting, jobs))
    }

    /// Steps of the schedule bound.
    pub fn schedule_steps(&self, jobs: usize) -> usize {
        let interesting: Vec<bool> = self.tests.iter().map(|t| t.interesting).collect();
        failure_speculation_steps(&interesting, jobs)
    }

    /// Steps of the tree bound by counts.
    pub fn tree_steps(&self, jobs: usize) -> usize {
        let mut steps = 0;
        let mut next = 0;
        while next < self.tests.len() {
            let p = self.rate_at(next);
            let least = likeliest_nodes_least_chance(p, jobs.max(1));
            // The recorded path's tests are run while their chance of
            // being reached is among the `jobs` likeliest (ties count as
            // run, which keeps this an upper bound).
            let mut chance = 1.0f64;
            let mut reached = 0;
            while next + reached < self.tests.len() && chance >= least * (1.0 - 1e-9) {
                chance *= if self.tests[next + reached].interesting {
                    p
                } else {
                    1.0 - p
                };
                reached += 1;
            }
            next += reached.max(1);
            steps += 1;
        }
        steps
    }

    /// Seconds of the tree bound by the recorded seconds (see the
    /// module's docs); `None` without them.
    pub fn tree_seconds(&self, jobs: usize) -> Option<f64> {
        let unasked = self.seconds?;
        Some(TreeSimulation::new(self, jobs.max(1), unasked).run())
    }

    /// The chance that a test of the pass of the `at`-th test is
    /// interesting: a pass's rate is an estimate, so no outcome is taken
    /// as certain (a rate of 0 or 1 would make the tree a single path).
    fn rate_at(&self, at: usize) -> f64 {
        self.rates[self.tests[at].pass].clamp(1e-3, 1.0 - 1e-3)
    }

    /// Whether `outcomes`, from the `from`-th test on, are the recorded
    /// ones.
    fn on_recorded_path(&self, from: usize, outcomes: &[bool]) -> bool {
        self.tests[from..]
            .iter()
            .zip(outcomes)
            .all(|(t, &o)| t.interesting == o)
            && from + outcomes.len() <= self.tests.len()
    }
}

/// The failure-only bound over one worker: `interesting` of `all` is a
/// path nobody runs ahead of, the rest is shared by `jobs` workers.
pub fn failures_only(all: f64, interesting: f64, jobs: usize) -> f64 {
    all / (interesting + (all - interesting) / jobs.max(1) as f64).max(1e-9)
}

/// Steps of a perfect failure-only scheduler with `jobs` workers: each
/// step runs the next `jobs` tests as if all before them fail, and only
/// those up to the first interesting one were the right ones to run.
pub fn failure_speculation_steps(interesting: &[bool], jobs: usize) -> usize {
    let mut steps = 0;
    let mut next = 0;
    while next < interesting.len() {
        let window = &interesting[next..interesting.len().min(next + jobs.max(1))];
        next += window
            .iter()
            .position(|&i| i)
            .map_or(window.len(), |k| k + 1);
        steps += 1;
    }
    steps
}

/// The chance of reaching the least likely of the `jobs` likeliest nodes
/// of a binary tree of outcomes in which each test is interesting with
/// chance `p`: best first from the root, whose chance is 1.
fn likeliest_nodes_least_chance(p: f64, jobs: usize) -> f64 {
    // Positive floats order as their bits do.
    let mut frontier = BinaryHeap::from([1.0f64.to_bits()]);
    let mut least = 1.0;
    for _ in 0..jobs {
        let Some(bits) = frontier.pop() else { break };
        least = f64::from_bits(bits);
        frontier.push((least * p).to_bits());
        frontier.push((least * (1.0 - p)).to_bits());
    }
    least
}

/// The timed tree bound as a simulation. A node of the tree of outcomes
/// is the outcomes it assumes for the tests from the first one not yet
/// known (`next`) on; its test is the one after those.
struct TreeSimulation<'a> {
    recorded: &'a Recorded,
    jobs: usize,
    /// Seconds of a test off the recorded path.
    unasked: f64,
    now: f64,
    next: usize,
    /// Tests that ended, with their outcome.
    ended: HashMap<Vec<bool>, bool>,
    /// Tests running, with the time they end.
    running: HashMap<Vec<bool>, f64>,
}

impl<'a> TreeSimulation<'a> {
    fn new(recorded: &'a Recorded, jobs: usize, unasked: f64) -> Self {
        TreeSimulation {
            recorded,
            jobs,
            unasked,
            now: 0.0,
            next: 0,
            ended: HashMap::new(),
            running: HashMap::new(),
        }
    }

    fn run(mut self) -> f64 {
        while self.next < self.recorded.tests.len() {
            self.start_likeliest();
            // The first test to end; ties by the outcomes assumed, so that
            // the simulation is the same every time.
            let Some((node, end)) = self
                .running
                .iter()
                .min_by(|a, b| a.1.total_cmp(b.1).then_with(|| a.0.cmp(b.0)))
                .map(|(node, &end)| (node.clone(), end))
            else {
                break;
            };
            self.running.remove(&node);
            self.now = end;
            let at = self.next + node.len();
            let outcome = self.recorded.on_recorded_path(self.next, &node)
                && self.recorded.tests[at].interesting;
            self.ended.insert(node, outcome);
            // Known outcomes move `next` on; what assumed others is
            // dropped (a cancelled test frees its worker).
            while let Some(outcome) = self.ended.remove(&Vec::new()) {
                self.next += 1;
                let reroot =
                    |node: &Vec<bool>| (node.first() == Some(&outcome)).then(|| node[1..].to_vec());
                self.ended = std::mem::take(&mut self.ended)
                    .into_iter()
                    .filter_map(|(node, o)| Some((reroot(&node)?, o)))
                    .collect();
                self.running = std::mem::take(&mut self.running)
                    .into_iter()
                    .filter_map(|(node, end)| Some((reroot(&node)?, end)))
                    .collect();
            }
        }
        self.now
    }

    /// Starts the likeliest tests not yet run on the idle workers, best
    /// first from the next test (an ended test's branch is followed at its
    /// known outcome).
    fn start_likeliest(&mut self) {
        let tests = self.recorded.tests.len();
        let p = self.recorded.rate_at(self.next);
        let mut frontier: BinaryHeap<(u64, Vec<bool>)> =
            BinaryHeap::from([(1.0f64.to_bits(), Vec::new())]);
        let mut looked = 0;
        while self.running.len() < self.jobs && looked < 16 * self.jobs {
            let Some((bits, node)) = frontier.pop() else {
                break;
            };
            looked += 1;
            let at = self.next + node.len();
            if at >= tests {
                continue;
            }
            if let Some(&outcome) = self.ended.get(&node) {
                let mut child = node;
                child.push(outcome);
                frontier.push((bits, child));
                continue;
            }
            if !self.running.contains_key(&node) {
                let seconds = match self.recorded.on_recorded_path(self.next, &node) {
                    true => self.recorded.tests[at].seconds,
                    false => self.unasked,
                };
                self.running.insert(node.clone(), self.now + seconds);
            }
            let chance = f64::from_bits(bits);
            for (outcome, odds) in [(true, p), (false, 1.0 - p)] {
                let mut child = node.clone();
                child.push(outcome);
                frontier.push(((chance * odds).to_bits(), child));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recorded(outcomes: &[bool], rate: f64) -> Recorded {
        Recorded {
            tests: outcomes
                .iter()
                .map(|&interesting| Test {
                    pass: 0,
                    interesting,
                    seconds: 1.0,
                })
                .collect(),
            rates: vec![rate],
            seconds: Some(1.0),
        }
    }

    #[test]
    fn a_step_resolves_tests_up_to_the_first_interesting_one() {
        let (f, t) = (false, true);
        assert_eq!(failure_speculation_steps(&[f, t, f, t], 1), 4);
        // [f t] [f t]
        assert_eq!(failure_speculation_steps(&[f, t, f, t], 2), 2);
        // [t] [f f] [t]
        assert_eq!(failure_speculation_steps(&[t, f, f, t], 2), 3);
        assert_eq!(failure_speculation_steps(&[f; 7], 3), 3);
        assert_eq!(failure_speculation_steps(&[], 4), 0);
    }

    #[test]
    fn the_likeliest_nodes_are_found_best_first() {
        // Chances 1, 0.9, 0.81, 0.729, 0.1, 0.09 (twice), ...
        assert!((likeliest_nodes_least_chance(0.1, 1) - 1.0).abs() < 1e-12);
        assert!((likeliest_nodes_least_chance(0.1, 4) - 0.729).abs() < 1e-12);
        // At an even chance each level of the tree ties: 1, 0.5 twice,
        // 0.25 four times.
        assert!((likeliest_nodes_least_chance(0.5, 3) - 0.5).abs() < 1e-12);
        assert!((likeliest_nodes_least_chance(0.5, 7) - 0.25).abs() < 1e-12);
    }

    #[test]
    fn a_tree_step_follows_the_recorded_outcomes_as_deep_as_the_tree_reaches() {
        let (f, t) = (false, true);
        // At an even chance, seven workers cover three levels, whatever
        // the outcomes: six tests in two steps, a seventh in a third.
        assert_eq!(recorded(&[t, f, t, f, f, t, t], 0.5).tree_steps(7), 3);
        // One worker runs one test a step.
        assert_eq!(recorded(&[t, f, t], 0.5).tree_steps(1), 3);
        // Rare successes: failures go deep, a success cuts the step short.
        // With p = 0.1 and 4 workers the tree is the failure path 1, 0.9,
        // 0.81, 0.729: four failures a step, or up to the success.
        assert_eq!(recorded(&[f; 8], 0.1).tree_steps(4), 2);
        assert_eq!(recorded(&[t, f, f, f, f], 0.1).tree_steps(4), 2);
    }

    #[test]
    fn the_timed_tree_runs_one_test_at_a_time_on_one_worker() {
        let (f, t) = (false, true);
        let run = recorded(&[t, f, f, t, f], 0.3);
        assert!((run.tree_seconds(1).unwrap() - 5.0).abs() < 1e-9);
        // Tests of one second each, seven workers at an even chance: every
        // node of three levels starts at once, so three tests end each
        // second.
        let run = recorded(&[t, f, t, f, f, t], 0.5);
        assert!((run.tree_seconds(7).unwrap() - 2.0).abs() < 1e-9);
        // With rare successes, the failures' path runs ahead; a success
        // off it is waited for.
        let run = recorded(&[f, f, f, f, f, f, f, f], 0.01);
        assert!((run.tree_seconds(4).unwrap() - 2.0).abs() < 1e-9);
    }

    #[test]
    fn the_timed_tree_needs_recorded_seconds() {
        let run = Recorded::of_outcomes(&[("hdd".to_owned(), true)]);
        assert_eq!(run.tree_seconds(4), None);
        assert_eq!(run.failures_only_timed(4), None);
    }
}
