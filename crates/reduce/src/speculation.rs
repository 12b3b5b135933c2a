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
//! before it runs. Near the end of a list, workers left
//! idle take the first candidates of the list the pass hands over next.

use rustc_hash::FxHashMap;
use whittle_dd::{Odds, Outcome, Search};

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
        if interesting {
            list.successes += 1;
        }
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
        let odds = Odds {
            pending: self.chance_of_success(pass, stats, list.previous),
            after: [
                self.chance_of_success(pass, stats, Some(false)),
                self.chance_of_success(pass, stats, Some(true)),
            ],
            seconds: self.durations.seconds(),
        };
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

    /// Whether speculation should follow the pending test's success
    /// rather than its failure, as [`Speculation::ahead`] does for its
    /// first candidate.
    pub(crate) fn prefers_success(&self, pass: usize, stats: &PassStats, list: &ListAhead) -> bool {
        let success = self.chance_of_success(pass, stats, list.previous);
        self.durations.ahead_on_success(success)
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
    /// Interesting tests so far in the list.
    successes: usize,
    /// The outcome of the list's previous test.
    previous: Option<bool>,
    /// The next list's first candidates, under the edits accepted after
    /// this many successes.
    next_list: Option<(usize, Vec<Candidate>)>,
    /// The next list's first candidates if the pending test, which keeps
    /// these indices, succeeds and ends the list.
    next_list_on_success: Option<(Vec<usize>, Vec<Candidate>)>,
}

impl ListAhead {
    /// The candidate for `kept` if it was rendered ahead.
    pub(crate) fn take(&mut self, kept: &[usize]) -> Option<Candidate> {
        let candidate = self.rendered.remove(kept).flatten()?;
        self.rendered_bytes -= candidate.bytes.len();
        Some(candidate)
    }

    /// Up to `wanted` of the next list's first candidates if the pending
    /// candidate, which keeps `kept`, succeeds, computed by `first` once
    /// per pending candidate.
    pub(crate) fn next_list_on_success(
        &mut self,
        kept: &[usize],
        wanted: usize,
        first: impl FnOnce() -> Vec<Candidate>,
    ) -> impl Iterator<Item = Candidate> + '_ {
        if self
            .next_list_on_success
            .as_ref()
            .is_none_or(|(at, _)| at != kept)
        {
            self.next_list_on_success = Some((kept.to_vec(), first()));
        }
        self.next_list_on_success
            .iter()
            .flat_map(|(_, first)| first.iter())
            .take(wanted)
            .cloned()
    }

    /// Up to `wanted` of the next list's first candidates, computed by
    /// `first` once per number of successes in this list (if everything
    /// pending fails, the accepted edits stay as they are now).
    pub(crate) fn next_list(
        &mut self,
        wanted: usize,
        first: impl FnOnce() -> Vec<Candidate>,
    ) -> impl Iterator<Item = Candidate> + '_ {
        if wanted > 0
            && self
                .next_list
                .as_ref()
                .is_none_or(|(at, _)| *at != self.successes)
        {
            self.next_list = Some((self.successes, first()));
        }
        self.next_list
            .iter()
            .flat_map(|(_, first)| first.iter())
            .take(wanted)
            .cloned()
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

    /// Whether the candidate after a success of the pending one is the
    /// better one to test ahead, when it succeeds with probability
    /// `success`: the test ahead runs while the pending one does, so what
    /// it saves grows with how long the pending one takes in that branch.
    fn ahead_on_success(&self, success: f64) -> bool {
        let [other, interesting] = self.seconds();
        success * interesting > (1.0 - success) * other
    }
}
