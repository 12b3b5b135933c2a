//! What to test ahead for a parallel tester, while the core waits for the
//! answer to its pending candidate.
//!
//! Speculation never changes a result or the tests counted: candidates
//! run ahead are answered from the tester's results only when the core
//! asks for them in its own order. What it changes is how much of the
//! workers' time is useful. The candidates ahead are the ones the core is
//! likeliest to ask for, whatever the outcomes (the core's
//! [`Search::lookahead`]): [`Speculation`] keeps moving averages
//! of how long interesting and other tests take, and per pass how often a
//! list's test succeeded after a success and after a failure (a compiler
//! that crashes late but rejects a broken file at once makes interesting
//! tests ten times slower, and successes come in runs), and the core plays
//! the tree of outcomes forward best first: a branch is worth the chance
//! that it is needed times the head start it gets, the time the test
//! before it runs. Where the core's branches end the list, the lists the
//! pass hands over next ([`Onward`]) are played on from each end, weighed
//! by the chance of getting there, in the same queue as the list's own
//! candidates: the next list's first test goes before a deep branch of
//! this list that is less likely needed. A list of one element ends in
//! one test, so the lists after it are played under both of its
//! outcomes. Tests run ahead that have ended (the tester says which, when
//! it asks what to run ahead, again while a slow test runs) are taken at
//! their outcome: their branches are played with certainty, the others
//! not at all.

use std::collections::VecDeque;

#[cfg(doc)]
use whittle_dd::Search;

use rustc_hash::FxHashMap;
use whittle_dd::{BestFirst, Odds, Outcome};
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
    pub(crate) fn answered(&mut self, pass: usize, list: &mut ListSpeculation, interesting: bool) {
        if let Some(previous) = list.previous {
            self.streaks[pass][usize::from(previous)][usize::from(interesting)] += 1;
        }
        list.previous = Some(interesting);
    }

    /// What speculation expects of the tests of `pass` ahead, in `list`
    /// and, for lists ahead, of a list's first test: how likely each is to
    /// pass, and how long they take.
    pub(crate) fn odds(&self, pass: usize, stats: &PassStats, list: &ListSpeculation) -> Odds {
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
pub(crate) struct ListSpeculation {
    /// Candidates rendered ahead, by the kept indices they stand for, and
    /// their total size.
    rendered: FxHashMap<Vec<usize>, Option<Candidate>>,
    rendered_bytes: usize,
    /// The outcome of the list's previous test.
    previous: Option<bool>,
}

impl ListSpeculation {
    /// The candidate for `kept` if it was rendered ahead, left there.
    pub(crate) fn rendered(&self, kept: &[usize]) -> Option<&Candidate> {
        self.rendered.get(kept)?.as_ref()
    }

    /// The candidate for `kept` if it was rendered ahead.
    pub(crate) fn take(&mut self, kept: &[usize]) -> Option<Candidate> {
        let candidate = self.rendered.remove(kept).flatten()?;
        self.rendered_bytes -= candidate.bytes.len();
        Some(candidate)
    }

    /// The candidate for `kept`, rendered once by `render` (`None` if the
    /// grammar rejects it) and kept for when the core asks for it.
    pub(crate) fn render(
        &mut self,
        kept: Vec<usize>,
        render: impl FnOnce(&[usize]) -> Option<Candidate>,
    ) -> Option<Candidate> {
        let bytes = &mut self.rendered_bytes;
        self.rendered
            .entry(kept)
            .or_insert_with_key(|kept| {
                let candidate = render(kept);
                *bytes += candidate.as_ref().map_or(0, |c| c.bytes.len());
                candidate
            })
            .clone()
    }

    /// Forgets what was rendered ahead once it holds too much memory.
    pub(crate) fn bound_rendered(&mut self) {
        if self.rendered_bytes > RENDERED_BYTES {
            self.rendered.clear();
            self.rendered_bytes = 0;
        }
    }
}

/// A candidate to test ahead, as the engine weighs them: one of the
/// current list's, by the indices it keeps, or one of a later list's,
/// rendered.
#[derive(Debug)]
pub(crate) enum Offer {
    InList(Vec<usize>),
    LaterList(Candidate),
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
    /// A list: its first candidates, the likeliest first, each with its
    /// worth relative to the chance that the list is reached (`None`:
    /// the first test, needed whenever it is), and whether it may have
    /// more; whether it has one element
    /// and, if so, the edits once it is removed and the candidate that
    /// tests that (`None` where the grammar rejects the removal).
    List {
        first: Vec<(Option<f64>, Candidate)>,
        /// Whether the list may have more first candidates than `first`
        /// names (as many were asked for as it names).
        more: bool,
        single: bool,
        removed: Option<(Edits, Candidate)>,
    },
}

/// Lists ahead kept for the next tests.
const ONWARD_KEPT: usize = 256;

impl Onward {
    /// The place `at` starting from `edits`, found by `find` once, or
    /// again where it was found with fewer than the `wanted` first
    /// candidates it may have.
    pub(crate) fn find_or_insert(
        &mut self,
        at: (u64, usize),
        edits: &Edits,
        wanted: usize,
        find: impl FnOnce() -> Place,
    ) -> &Place {
        let index = match self
            .seen
            .iter()
            .position(|s| s.at == at && s.edits == *edits)
        {
            Some(index) => {
                let seen = &mut self.seen[index];
                if let Place::List {
                    first, more: true, ..
                } = &seen.place
                    && first.len() < wanted
                {
                    seen.place = find();
                }
                index
            }
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
/// [`whittle_dd::Search::lookahead`]: the chance that a list
/// is reached, times the time of the test before it).
#[derive(Debug, Default)]
pub(crate) struct Branches(BestFirst<Branch>);

/// A place ahead: `later` places after the next one in the pass's order,
/// after `lists_before` lists with elements and then `skipped` empty
/// places, starting from `edits`.
#[derive(Debug)]
pub(crate) struct Branch {
    /// The chance that the search gets here.
    pub(crate) reached: f64,
    pub(crate) later: usize,
    pub(crate) lists_before: u64,
    pub(crate) skipped: usize,
    pub(crate) edits: Edits,
}

impl Branches {
    /// A way the current list ends, as the core played it: after it,
    /// the next place, under `edits`.
    pub(crate) fn push_end(&mut self, worth: f64, reached: f64, edits: Edits) {
        self.push(worth, reached, (0, 0), edits);
    }

    /// The worth of the branch [`Branches::pop`] would hand out.
    pub(crate) fn peek_worth(&self) -> Option<f64> {
        self.0.peek_worth()
    }

    /// The place `later` places on, after `lists_before` lists, under
    /// `edits`, reached with this chance and worth this much; a place
    /// that cannot be reached is not played.
    fn push(
        &mut self,
        worth: f64,
        reached: f64,
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
        self.0.push(worth, branch);
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
        let [passes, fails] = [branch.reached * chance, branch.reached * (1.0 - chance)];
        self.push(passes * odds.seconds[1], passes, place, removed);
        self.push(fails * odds.seconds[0], fails, place, branch.edits.clone());
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
