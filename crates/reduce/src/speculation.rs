//! What to test ahead for a parallel tester, while the core waits for the
//! answer to its pending candidate.
//!
//! Speculation never changes a result or the tests counted: candidates
//! run ahead are answered from the tester's results only when the core
//! asks for them in its own order. What it changes is how much of the
//! workers' time is useful. The candidates ahead are the ones the core is
//! likeliest to ask for, whatever the outcomes (the core's
//! [`Search::lookahead_likeliest`]): [`Speculation`] keeps moving averages
//! of how long interesting and other tests take, and per pass how often a
//! list's test succeeded after a success and after a failure (a compiler
//! that crashes late but rejects a broken file at once makes interesting
//! tests ten times slower, and successes come in runs), and the core plays
//! the tree of outcomes forward best first: a branch is worth the chance
//! that it is needed times the head start it gets, the time the test
//! before it runs. Near the end of a list, workers left idle take the
//! first candidates of the lists the pass hands over next ([`Onward`]),
//! played the same way: a list of one element ends in one test, so the
//! lists after it are played under both of its outcomes.

use std::collections::VecDeque;

use rustc_hash::FxHashMap;
use whittle_dd::{BestFirst, Odds, Outcome, Search};
use whittle_tree::Edits;

use crate::{Candidate, PassStats};

/// Memory for speculative candidates rendered ahead of their turn.
const RENDERED_BYTES: usize = 64 << 20;

/// What the engine learns over a reduction about which candidates are
/// worth testing ahead.
#[derive(Debug)]
pub(crate) struct Speculation {
    /// Candidates tested at once besides the pending one (jobs - 1).
    pub(crate) width: usize,
    durations: Durations,
    /// For each pass, how often a test in a list succeeded after the
    /// list's previous test failed (`[0]`) or succeeded (`[1]`): as
    /// `[failures, successes]`.
    streaks: Vec<[[u32; 2]; 2]>,
}

impl Speculation {
    pub(crate) fn new(width: usize, passes: usize) -> Speculation {
        Speculation {
            width,
            durations: Durations::default(),
            streaks: vec![[[0; 2]; 2]; passes],
        }
    }

    /// A test ran: how long it took.
    pub(crate) fn tested(&mut self, outcome: Outcome, seconds: f64) {
        self.durations.record(outcome, seconds);
    }

    /// A test of `pass` in `list` was answered.
    pub(crate) fn answered(&mut self, pass: usize, list: &mut ListAhead, interesting: bool) {
        if let Some(previous) = list.previous {
            self.streaks[pass][usize::from(previous)][usize::from(interesting)] += 1;
        }
        list.previous = Some(interesting);
    }

    /// The candidates to test ahead of the pending one of `search`, most
    /// likely first: the one after a success first when that saves more
    /// (see the module's docs), then those after failures. `render` makes
    /// the candidate for a kept subset (`None` if the grammar rejects it).
    pub(crate) fn ahead(
        &self,
        pass: usize,
        stats: &PassStats,
        list: &mut ListAhead,
        search: &Search,
        render: impl Fn(&[usize]) -> Option<Candidate>,
    ) -> Vec<Candidate> {
        if self.width == 0 {
            return Vec::new();
        }
        if list.rendered_bytes > RENDERED_BYTES {
            list.rendered.clear();
            list.rendered_bytes = 0;
        }
        let odds = self.odds(pass, stats, list);
        let nexts = search.lookahead_likeliest(self.width, &odds);
        let mut ahead = Vec::new();
        for next in nexts {
            let rendered = list.rendered.entry(next).or_insert_with_key(|kept| {
                let candidate = render(kept);
                list.rendered_bytes += candidate.as_ref().map_or(0, |c| c.bytes.len());
                candidate
            });
            ahead.extend(rendered.clone());
        }
        ahead
    }

    /// What speculation expects of the tests of `pass` ahead, in `list`
    /// and, for lists ahead, of a list's first test: how likely each is to
    /// pass, and how long they take.
    pub(crate) fn odds(&self, pass: usize, stats: &PassStats, list: &ListAhead) -> Odds {
        Odds {
            pending: self.chance_of_success(pass, stats, list.previous),
            after: [
                self.chance_of_success(pass, stats, Some(false)),
                self.chance_of_success(pass, stats, Some(true)),
            ],
            seconds: self.durations.seconds(),
        }
    }

    /// How likely the first test of a list of `pass` is to succeed.
    pub(crate) fn first_test_chance(&self, pass: usize, stats: &PassStats) -> f64 {
        self.chance_of_success(pass, stats, None)
    }

    /// How likely the next test of `pass` in a list is to succeed, given
    /// the list's previous outcome: successes and failures come in runs,
    /// more so in some passes than in others.
    fn chance_of_success(&self, pass: usize, stats: &PassStats, previous: Option<bool>) -> f64 {
        let [failures, successes] = match previous {
            Some(previous) => self.streaks[pass][usize::from(previous)],
            None => {
                let interesting = stats.interesting.min(u64::from(u32::MAX)) as u32;
                let tests = stats.tests.min(u64::from(u32::MAX)) as u32;
                [tests.saturating_sub(interesting), interesting]
            }
        };
        (f64::from(successes) + 1.0) / (f64::from(failures) + f64::from(successes) + 2.0)
    }
}

/// Speculation's state while one list is minimized.
#[derive(Debug, Default)]
pub(crate) struct ListAhead {
    /// Candidates rendered ahead, by the kept indices they stand for, and
    /// their total size.
    rendered: FxHashMap<Vec<usize>, Option<Candidate>>,
    rendered_bytes: usize,
    /// The outcome of the list's previous test.
    previous: Option<bool>,
}

impl ListAhead {
    /// The candidate for `kept` if it was rendered ahead.
    pub(crate) fn take(&mut self, kept: &[usize]) -> Option<Candidate> {
        let candidate = self.rendered.remove(kept).flatten()?;
        self.rendered_bytes -= candidate.bytes.len();
        Some(candidate)
    }
}

/// Moving averages of how long interesting and other tests take.
#[derive(Debug, Default)]
struct Durations {
    interesting: Option<f64>,
    other: Option<f64>,
}

impl Durations {
    fn record(&mut self, outcome: Outcome, seconds: f64) {
        let average = if outcome.is_interesting() {
            &mut self.interesting
        } else {
            &mut self.other
        };
        *average = Some(average.map_or(seconds, |a| 0.9 * a + 0.1 * seconds));
    }

    /// How long a test that is not (`[0]`) or is (`[1]`) interesting
    /// takes; equal until both kinds have been seen.
    fn seconds(&self) -> [f64; 2] {
        match (self.interesting, self.other) {
            (Some(i), Some(o)) => [o, i],
            _ => [1.0; 2],
        }
    }
}

/// The lists after the current one, as speculation plays them: the
/// lists' first candidates, by the list's place in the reduction and the
/// edits it starts from, so that the next tests need not render them
/// again, and the branches still to look at.
#[derive(Debug, Default)]
pub(crate) struct Onward {
    /// Places looked at, oldest first.
    seen: VecDeque<Seen>,
}

/// A place ahead as speculation found it.
#[derive(Debug)]
struct Seen {
    /// Where it is: the number of lists with elements before it in the
    /// reduction (its list's seed), and the empty places between it and
    /// the last of them; and the edits it starts from.
    at: (u64, usize),
    edits: Edits,
    place: Place,
}

/// What the pass has at a place ahead.
#[derive(Debug)]
pub(crate) enum Place {
    /// No more lists, or the pass cannot tell.
    End,
    /// A list with nothing to offer, which the pass passes over.
    Empty,
    /// A list: its first candidates if they fail, whether it has one
    /// element and, if so, the edits once it is removed (`None` where the
    /// grammar rejects the removal).
    List {
        first: Vec<Candidate>,
        single: bool,
        removed: Option<Edits>,
    },
}

/// Lists ahead kept for the next tests.
const ONWARD_KEPT: usize = 256;

impl Onward {
    /// The place `at` starting from `edits`, found by `find` once.
    pub(crate) fn find_or_insert(
        &mut self,
        at: (u64, usize),
        edits: &Edits,
        find: impl FnOnce() -> Place,
    ) -> &Place {
        let index = match self
            .seen
            .iter()
            .position(|s| s.at == at && s.edits == *edits)
        {
            Some(index) => index,
            None => {
                if self.seen.len() == ONWARD_KEPT {
                    self.seen.pop_front();
                }
                self.seen.push_back(Seen {
                    at,
                    edits: edits.clone(),
                    place: find(),
                });
                self.seen.len() - 1
            }
        };
        &self.seen[index].place
    }
}

/// The lists ahead still to look at, the most worth first (see
/// [`whittle_dd::Search::lookahead_likeliest`]: the chance that a list
/// is reached, times the time of the test before it).
#[derive(Debug, Default)]
pub(crate) struct Branches(BestFirst<Branch>);

/// A place ahead: `later` places after the next one in the pass's order,
/// after `lists_before` lists with elements and then `skipped` empty
/// places, starting from `edits`.
#[derive(Debug)]
pub(crate) struct Branch {
    reached: f64,
    pub(crate) later: usize,
    pub(crate) lists_before: u64,
    pub(crate) skipped: usize,
    pub(crate) edits: Edits,
}

impl Branches {
    /// The branches to play from the current list's end: under the
    /// pending candidate's edits when it ends the list by passing (with
    /// the chance that it passes), and under the edits accepted now.
    pub(crate) fn start(on_success: Option<&Edits>, accepted: &Edits, odds: &Odds) -> Branches {
        let mut branches = Branches::default();
        match on_success {
            Some(edits) => {
                branches.push(odds.pending, odds.seconds[1], (0, 0), edits.clone());
                branches.push(
                    1.0 - odds.pending,
                    odds.seconds[0],
                    (0, 0),
                    accepted.clone(),
                );
            }
            None => branches.push(1.0, odds.seconds[0], (0, 0), accepted.clone()),
        }
        branches
    }

    fn push(
        &mut self,
        reached: f64,
        seconds: f64,
        (later, lists_before): (usize, u64),
        edits: Edits,
    ) {
        if reached <= 0.0 {
            return;
        }
        let branch = Branch {
            reached,
            later,
            lists_before,
            skipped: 0,
            edits,
        };
        self.0.push(reached * seconds, branch);
    }

    /// The branch most worth looking at, and its worth.
    pub(crate) fn pop(&mut self) -> Option<(f64, Branch)> {
        self.0.pop()
    }

    /// The two lists after `branch`'s list of one element, which ends in
    /// one test: under `removed` if it passes (with this `chance`), as it
    /// was if not.
    pub(crate) fn fork(&mut self, branch: &Branch, removed: Edits, chance: f64, odds: &Odds) {
        let place = (branch.later + 1, branch.lists_before + 1);
        self.push(branch.reached * chance, odds.seconds[1], place, removed);
        self.push(
            branch.reached * (1.0 - chance),
            odds.seconds[0],
            place,
            branch.edits.clone(),
        );
    }

    /// The place after `branch`'s, whose list ends without a test (`list`:
    /// it has elements, so it counts among the lists) or which has none:
    /// as likely, and as much worth.
    pub(crate) fn pass_over(&mut self, (worth, branch): (f64, Branch), list: bool) {
        let (lists_before, skipped) = match list {
            true => (branch.lists_before + 1, 0),
            false => (branch.lists_before, branch.skipped + 1),
        };
        let next = Branch {
            later: branch.later + 1,
            lists_before,
            skipped,
            ..branch
        };
        self.0.push(worth, next);
    }
}
