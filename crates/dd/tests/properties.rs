//! Invariants every algorithm keeps, over random lists and oracles.

#![allow(clippy::unwrap_used)] // a failed unwrap is a failed test

use proptest::prelude::*;
use whittle_dd::{Algorithm, Config, Minimized, Odds, Outcome, Search, minimize};

/// Every algorithm, and every algorithm PMA can wrap with PMA on.
fn configs(seed: u64, p0: f64) -> Vec<Config> {
    let mut configs = Vec::new();
    for algorithm in Algorithm::ALL {
        for pma in [false, true] {
            if pma && !algorithm.supports_pma() {
                continue;
            }
            configs.push(Config {
                pma,
                seed,
                p0,
                ..Config::new(algorithm)
            });
        }
    }
    configs
}

/// Interesting iff every target element is kept.
fn monotone(target: &[usize]) -> impl Fn(&[usize]) -> bool + '_ {
    move |kept| target.iter().all(|t| kept.binary_search(t).is_ok())
}

/// The full list, or a superset of the target that a salted hash likes:
/// removing elements can make a candidate interesting again.
fn non_monotone(target: &[usize], n: usize, salt: u64) -> impl Fn(&[usize]) -> bool + '_ {
    move |kept| {
        if kept.len() == n {
            return true;
        }
        let mut h = salt ^ 0xcbf2_9ce4_8422_2325;
        for &k in kept {
            h = (h ^ k as u64).wrapping_mul(0x0100_0000_01b3);
        }
        monotone(target)(kept) && !h.is_multiple_of(3)
    }
}

fn run(config: &Config, weights: &[u64], oracle: &dyn Fn(&[usize]) -> bool) -> Minimized {
    minimize(config, weights, |kept| Outcome::from(oracle(kept))).unwrap()
}

fn without(kept: &[usize], i: usize) -> Vec<usize> {
    kept.iter().copied().filter(|&k| k != kept[i]).collect()
}

/// The candidates [`Search::lookahead`] names under `odds`, with no
/// outcome known.
fn ahead(search: &Search, count: usize, odds: &Odds) -> Vec<Vec<usize>> {
    search
        .lookahead(count, odds, &mut |_| None)
        .candidates
        .into_iter()
        .map(|(_, kept)| kept)
        .collect()
}

/// Odds under which the pending test is interesting and every test after
/// it is not: the lookahead plays that one branch.
const SUCCESS_THEN_FAILURES: Odds = Odds {
    pending: 1.0,
    after: [0.0; 2],
    seconds: [1.0; 2],
};

/// Checks what holds for any algorithm on any oracle; returns the result.
fn check_common(config: &Config, weights: &[u64], oracle: &dyn Fn(&[usize]) -> bool) -> Minimized {
    let result = run(config, weights, oracle);
    let kept = &result.kept;
    assert!(
        kept.windows(2).all(|w| w[0] < w[1]),
        "{config:?}: not an ordered subsequence: {kept:?}"
    );
    assert!(kept.iter().all(|&k| k < weights.len()));
    assert!(
        oracle(kept),
        "{config:?}: result is not interesting: {kept:?}"
    );
    let again = run(config, weights, oracle);
    assert_eq!(again, result, "{config:?}: same seed, different run");
    let removed: u64 = (0..weights.len())
        .filter(|i| !kept.contains(i))
        .map(|i| weights[i])
        .sum();
    assert_eq!(result.stats.weight_removed, removed);
    result
}

fn one_minimal_expected(config: &Config) -> bool {
    !config.pma
        && config.ddmin.complements
        && matches!(config.algorithm, Algorithm::Ddmin | Algorithm::WDdmin)
}

fn list() -> impl Strategy<Value = (Vec<u64>, Vec<bool>, u64, u64)> {
    (0usize..40).prop_flat_map(|n| {
        (
            prop::collection::vec(1u64..12, n),
            prop::collection::vec(prop::bool::weighted(0.2), n),
            any::<u64>(),
            any::<u64>(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// On "keep the target" oracles every algorithm finds exactly the target.
    #[test]
    fn monotone_oracles_give_the_target((weights, in_target, seed, _salt) in list()) {
        let target: Vec<usize> = (0..weights.len()).filter(|&i| in_target[i]).collect();
        let oracle = monotone(&target);
        for config in configs(seed, 0.1) {
            let result = check_common(&config, &weights, &oracle);
            prop_assert_eq!(&result.kept, &target, "{:?}", config);
        }
    }

    /// Without monotonicity: still an interesting ordered subsequence,
    /// deterministic, and 1-minimal for ddmin and W-ddmin.
    #[test]
    fn non_monotone_oracles((weights, in_target, seed, salt) in list(), p0 in 0.01f64..0.6) {
        let n = weights.len();
        let target: Vec<usize> = (0..n).filter(|&i| in_target[i]).collect();
        let oracle = non_monotone(&target, n, salt);
        for config in configs(seed, p0) {
            let result = check_common(&config, &weights, &oracle);
            if one_minimal_expected(&config) {
                for i in 0..result.kept.len() {
                    prop_assert!(
                        !oracle(&without(&result.kept, i)),
                        "{:?}: {:?} is not 1-minimal", config, result.kept
                    );
                }
            }
        }
    }
}

/// A cache means no candidate reaches the oracle twice.
#[test]
fn no_candidate_is_tested_twice() {
    let weights = vec![1u64; 64];
    let target = [3usize, 17, 40, 41, 63];
    for config in configs(5, 0.1) {
        let mut seen = std::collections::HashSet::new();
        minimize(&config, &weights, |kept| {
            assert!(seen.insert(kept.to_vec()), "{config:?} retested {kept:?}");
            Outcome::from(monotone(&target)(kept))
        })
        .unwrap();
    }
}

/// PMA skips tests (which is its purpose) on a monotone oracle, where the
/// skipped candidates are provably not interesting.
#[test]
fn pma_saves_tests_on_monotone_oracles() {
    let weights = vec![1u64; 200];
    let target: Vec<usize> = (0..200).filter(|i| i % 37 == 5).collect();
    let oracle = monotone(&target);
    for algorithm in [Algorithm::Ddmin, Algorithm::WDdmin, Algorithm::Cdd] {
        let plain = run(&Config::new(algorithm), &weights, &oracle);
        let with_pma = run(
            &Config {
                pma: true,
                ..Config::new(algorithm)
            },
            &weights,
            &oracle,
        );
        assert_eq!(plain.kept, with_pma.kept);
        assert!(with_pma.stats.pma_skips > 0, "{algorithm}: no skips");
        assert!(
            with_pma.stats.tests < plain.stats.tests,
            "{algorithm}: {} tests with PMA, {} without",
            with_pma.stats.tests,
            plain.stats.tests
        );
    }
}

/// Different seeds may break ProbDD's ties differently, and the seed is
/// honoured: same seed, same tests.
#[test]
fn seeds_matter_for_probdd() {
    let weights = vec![1u64; 100];
    let target = [10usize, 50, 90];
    let oracle = monotone(&target);
    let mut test_counts = std::collections::HashSet::new();
    for seed in 0..20 {
        let config = Config {
            seed,
            ..Config::new(Algorithm::ProbDd)
        };
        let a = run(&config, &weights, &oracle);
        assert_eq!(a, run(&config, &weights, &oracle));
        test_counts.insert(a.stats.tests);
    }
    assert!(test_counts.len() > 1, "every seed ran the same tests");
}

/// Speculation is exact: after a run of not-interesting outcomes, the
/// search asks for precisely the candidates `lookahead` predicted under
/// certain failures.
#[test]
fn lookahead_predicts_the_tests_after_failures() {
    lookahead_predicts_after_failures(0);
}

/// With folding, speculation is exact too: the members of a batch, and
/// after a batch of failures the next batch, come as `lookahead` said
/// under certain failures.
#[test]
fn lookahead_predicts_folding_searches() {
    lookahead_predicts_after_failures(6);
}

/// Runs every configuration (folding in batches of `fold`; 0: off) and
/// checks each lookahead of 4 under certain failures against the tests
/// that came after it while they failed.
fn lookahead_predicts_after_failures(fold: usize) {
    let weights: Vec<u64> = (0..48).map(|i| 1 + i % 5).collect();
    let target = [2usize, 30, 31, 47];
    for config in configs(11, 0.1) {
        // Predictions compared with the tests that really came.
        let mut checked = 0;
        let mut search = Search::new(&config, &weights).unwrap().folding(fold);
        let mut tested: Vec<(Vec<usize>, bool)> = Vec::new();
        let mut predictions: Vec<Vec<Vec<usize>>> = Vec::new();
        while let Some(candidate) = search.next_test() {
            let candidate = candidate.to_vec();
            predictions.push(ahead(&search, 4, &Odds::even(0.0)));
            let ok = monotone(&target)(&candidate);
            search.report(Outcome::from(ok));
            tested.push((candidate, ok));
        }
        for (t, predicted) in predictions.iter().enumerate() {
            for (j, guess) in predicted.iter().enumerate() {
                // Valid while every test from t on was not interesting.
                if tested[t..=t + j].iter().any(|(_, ok)| *ok) {
                    break;
                }
                assert_eq!(
                    Some(guess),
                    tested.get(t + j + 1).map(|(c, _)| c),
                    "{config:?}, fold {fold}: test {} was not the predicted one",
                    t + j + 1
                );
                checked += 1;
            }
        }
        // An empty lookahead would pass the loop above: it must predict.
        assert!(
            checked >= tested.len() / 2,
            "{config:?}, fold {fold}: only {checked} predictions for {} tests",
            tested.len()
        );
    }
}

/// Speculation on a success is exact too: after an interesting outcome,
/// the search asks for the candidate `lookahead` predicted under a
/// certain success (then certain failures), and then, while tests fail,
/// for the ones after it.
#[test]
fn lookahead_on_a_success_predicts_the_tests_after_it() {
    let weights: Vec<u64> = (0..48).map(|i| 1 + i % 5).collect();
    let target = [2usize, 30, 31, 47];
    for config in configs(11, 0.1) {
        let mut checked = 0;
        let mut search = Search::new(&config, &weights).unwrap();
        let mut tested: Vec<(Vec<usize>, bool)> = Vec::new();
        let mut predictions: Vec<Vec<Vec<usize>>> = Vec::new();
        while let Some(candidate) = search.next_test() {
            let candidate = candidate.to_vec();
            let predicted = ahead(&search, 3, &SUCCESS_THEN_FAILURES);
            // Certain successes name the same next candidate.
            assert_eq!(
                ahead(&search, 1, &Odds::even(1.0)),
                predicted[..predicted.len().min(1)],
                "{config:?}"
            );
            predictions.push(predicted);
            let ok = monotone(&target)(&candidate);
            search.report(Outcome::from(ok));
            tested.push((candidate, ok));
        }
        for (t, predicted) in predictions.iter().enumerate() {
            if !tested[t].1 {
                continue;
            }
            for (j, guess) in predicted.iter().enumerate() {
                // Valid while every test after the success failed.
                if tested[t + 1..=t + j].iter().any(|(_, ok)| *ok) {
                    break;
                }
                assert_eq!(
                    Some(guess),
                    tested.get(t + j + 1).map(|(c, _)| c),
                    "{config:?}: test {} was not the predicted one",
                    t + j + 1
                );
                checked += 1;
            }
        }
        let successes = tested.iter().filter(|(_, ok)| *ok).count();
        assert!(
            checked >= successes / 2,
            "{config:?}: only {checked} predictions after {successes} successes"
        );
    }
}

/// The lookahead plays the search forward exactly, on an oracle that is
/// not monotone too: with certain failures it names the candidates the
/// search asks for while the tests fail, with certain successes the one
/// after a success, and under any odds every candidate it names is one
/// the search asks for under some outcomes of the tests before it.
#[test]
fn lookahead_names_only_candidates_some_outcomes_ask_for() {
    let weights: Vec<u64> = (0..24).map(|i| 1 + i % 5).collect();
    let target = [2usize, 13, 14, 23];
    let odds = Odds {
        pending: 0.6,
        after: [0.3, 0.8],
        seconds: [1.0, 3.0],
    };
    for config in configs(11, 0.1) {
        // The candidates asked for after `history`, then each of `then`.
        let asked = |history: &[bool], then: &[bool]| -> Vec<Vec<usize>> {
            let mut search = Search::new(&config, &weights).unwrap();
            for &ok in history {
                search.next_test().unwrap();
                search.report(Outcome::from(ok));
            }
            let mut asked = Vec::new();
            for &ok in then {
                let Some(candidate) = search.next_test() else {
                    break;
                };
                asked.push(candidate.to_vec());
                search.report(Outcome::from(ok));
            }
            asked.extend(search.next_test().map(<[usize]>::to_vec));
            asked
        };
        let mut search = Search::new(&config, &weights).unwrap();
        let mut history = Vec::new();
        let mut hits = 0;
        while let Some(candidate) = search.next_test() {
            let candidate = candidate.to_vec();
            // `asked` starts with the pending candidate.
            let failures = asked(&history, &[false; 4]);
            assert_eq!(
                ahead(&search, 4, &Odds::even(0.0)),
                failures[1..],
                "{config:?}"
            );
            let success = asked(&history, &[true]);
            assert_eq!(
                ahead(&search, 1, &Odds::even(1.0)),
                success[1..],
                "{config:?}"
            );
            let predicted = ahead(&search, 4, &odds);
            // Every branch of up to four outcomes after the pending one.
            let mut reachable = Vec::new();
            for bits in 0..32u32 {
                let then: Vec<bool> = (0..5).map(|b| bits >> b & 1 == 1).collect();
                reachable.extend(asked(&history, &then));
            }
            for guess in &predicted {
                assert!(
                    reachable.contains(guess),
                    "{config:?}: {guess:?} is asked for under no outcomes"
                );
            }
            let ok = non_monotone(&target, weights.len(), 5)(&candidate);
            search.report(Outcome::from(ok));
            history.push(ok);
            if let Some(next) = search.next_test()
                && predicted.iter().any(|p| p == next)
            {
                hits += 1;
            }
        }
        assert!(hits > 0, "{config:?}: no prediction came true");
    }
}

/// Outcomes known ahead (tests run ahead that have ended) are followed as
/// certain and never named: under certain failures, with the outcome of
/// the first candidate ahead known, the lookahead names the candidates the
/// search asks for after that outcome, while the tests after it fail.
#[test]
fn lookahead_follows_known_outcomes_and_names_none_of_them() {
    let weights: Vec<u64> = (0..24).map(|i| 1 + i % 5).collect();
    let target = [2usize, 13, 14, 23];
    for fold in [0, 6] {
        for config in configs(11, 0.1) {
            // The first `count` candidates asked for after `outcomes`,
            // while the tests after them fail.
            let asked = |outcomes: &[bool], count: usize| -> Vec<Vec<usize>> {
                let mut search = Search::new(&config, &weights).unwrap().folding(fold);
                for &ok in outcomes {
                    search.next_test().unwrap();
                    search.report(Outcome::from(ok));
                }
                let mut asked = Vec::new();
                while asked.len() < count {
                    let Some(candidate) = search.next_test() else {
                        break;
                    };
                    asked.push(candidate.to_vec());
                    search.report(Outcome::NotInteresting);
                }
                asked
            };
            let mut search = Search::new(&config, &weights).unwrap().folding(fold);
            let mut history = Vec::new();
            let mut checked = 0;
            while let Some(candidate) = search.next_test() {
                let candidate = candidate.to_vec();
                if let Some(first) = ahead(&search, 1, &Odds::even(0.0)).pop() {
                    for known in [false, true] {
                        let played = search.lookahead(3, &Odds::even(0.0), &mut |kept| {
                            (kept == first.as_slice()).then_some(Outcome::from(known))
                        });
                        let named: Vec<Vec<usize>> = played
                            .candidates
                            .into_iter()
                            .map(|(_, kept)| kept)
                            .collect();
                        assert!(!named.contains(&first), "{config:?}, fold {fold}");
                        let mut outcomes = history.clone();
                        outcomes.extend([false, known]);
                        assert_eq!(
                            named,
                            asked(&outcomes, 3),
                            "{config:?}, fold {fold}: {first:?} known {known}"
                        );
                    }
                    checked += 1;
                }
                let ok = monotone(&target)(&candidate);
                search.report(Outcome::from(ok));
                history.push(ok);
            }
            assert!(checked > 0, "{config:?}, fold {fold}: nothing checked");
        }
    }
}

/// Where the played tree ends the list, it says so truly: near the end of
/// a search, each end the lookahead reports is the list the search keeps
/// when it stops under some outcomes of the tests left, the chances of
/// the ends add up to at most one, and once every outcome is played
/// (a short list) to one.
#[test]
fn lookahead_ends_are_where_some_outcomes_end_the_list() {
    let weights: Vec<u64> = vec![1, 2, 3];
    let odds = Odds {
        pending: 0.4,
        after: [0.3, 0.6],
        seconds: [1.0, 2.0],
    };
    for config in configs(7, 0.1) {
        // What the search keeps when it stops after `history` then `then`
        // (the outcomes of its tests, failures once `then` runs out).
        let end = |history: &[bool], then: &[bool]| -> Vec<usize> {
            let mut search = Search::new(&config, &weights).unwrap();
            for &ok in history {
                search.next_test().unwrap();
                search.report(Outcome::from(ok));
            }
            let mut then = then.iter();
            while search.next_test().is_some() {
                search.report(Outcome::from(then.next().copied().unwrap_or(false)));
            }
            search.kept().to_vec()
        };
        let mut search = Search::new(&config, &weights).unwrap();
        let mut history = Vec::new();
        while let Some(candidate) = search.next_test() {
            let candidate = candidate.to_vec();
            let played = search.lookahead(64, &odds, &mut |_| None);
            let ends: Vec<Vec<usize>> = (0..1u32 << 10)
                .map(|bits| {
                    let then: Vec<bool> = (0..10).map(|b| bits >> b & 1 == 1).collect();
                    end(&history, &then)
                })
                .collect();
            let mut total = 0.0;
            for found in &played.ends {
                assert!(
                    ends.contains(&found.kept),
                    "{config:?}: the list ends at {:?} under no outcomes",
                    found.kept
                );
                assert!(found.reached > 0.0 && found.worth > 0.0);
                total += found.reached;
            }
            assert!(total <= 1.0 + 1e-9, "{config:?}: chances add up to {total}");
            if played.candidates.len() < 64 {
                assert!(
                    (total - 1.0).abs() < 1e-9,
                    "{config:?}: {total} of the ends played"
                );
            }
            let ok = candidate.contains(&1);
            search.report(Outcome::from(ok));
            history.push(ok);
        }
    }
}

/// In a folding batch the next member comes whatever the outcomes before
/// it, so the lookahead's tree meets the same candidates on many
/// branches (2^16 of them to the end of a batch of sixteen, of which it
/// plays a bounded few): it still names first the candidate that comes
/// after one of the pending test's outcomes, and never one twice.
#[test]
fn lookahead_in_a_wide_batch_names_the_next_candidate_first() {
    let weights: Vec<u64> = vec![1; 64];
    for config in configs(5, 0.1) {
        let mut search = Search::new(&config, &weights).unwrap().folding(16);
        let mut tests = 0;
        while search.next_test().is_some() && tests < 40 {
            let likeliest = ahead(&search, 15, &Odds::even(0.5));
            let next = [
                ahead(&search, 1, &Odds::even(0.0)),
                ahead(&search, 1, &SUCCESS_THEN_FAILURES),
            ];
            assert!(
                next.iter().any(|n| n.first() == likeliest.first()),
                "{config:?}: {:?} first",
                likeliest.first()
            );
            for (i, candidate) in likeliest.iter().enumerate() {
                assert!(!likeliest[..i].contains(candidate), "{config:?}: twice");
            }
            let candidate = search.next_test().unwrap().to_vec();
            search.report(Outcome::from(candidate.contains(&7)));
            tests += 1;
        }
    }
}

/// An `observe` without a pending proposal changes nothing: before the
/// first proposal, twice in a row, and after the end.
#[test]
fn unpaired_observations_are_ignored() {
    let weights: Vec<u64> = (0..12).map(|i| 1 + i % 3).collect();
    for config in configs(3, 0.1) {
        let mut minimizer = config.build(&weights).unwrap();
        for outcome in [Outcome::Interesting, Outcome::NotInteresting] {
            minimizer.observe(outcome);
        }
        assert_eq!(minimizer.kept().len(), weights.len(), "{config:?}");
        let mut steps = 0;
        while let Some(proposal) = minimizer.propose() {
            let kept = proposal.resolve(minimizer.kept());
            minimizer.observe(Outcome::from(kept.contains(&5)));
            let after = minimizer.kept().to_vec();
            minimizer.observe(Outcome::Interesting);
            assert_eq!(
                minimizer.kept(),
                after,
                "{config:?}: a second observe acted"
            );
            steps += 1;
        }
        assert!(steps > 0);
        minimizer.observe(Outcome::Interesting);
        assert_eq!(minimizer.kept(), [5], "{config:?}");
    }
}

/// Any minimizer plugs in through a factory: here one that removes one
/// element at a time, first to last.
#[test]
fn a_custom_minimizer_plugs_in() {
    use whittle_dd::testing::OneByOneFactory;

    let mut search = Search::from_factory(&OneByOneFactory, &[1; 6], 0);
    let mut asked = Vec::new();
    while let Some(kept) = search.next_test() {
        asked.push(kept.to_vec());
        let outcome = Outcome::from(kept.contains(&1) && kept.contains(&4));
        search.report(outcome);
    }
    assert_eq!(search.kept(), [1, 4]);
    assert_eq!(asked[0], [1, 2, 3, 4, 5]);
    assert_eq!(asked.len(), 6);
}

/// Runs a folding search to the end, recording each candidate asked for
/// and its outcome.
fn run_folding(
    config: &Config,
    weights: &[u64],
    width: usize,
    oracle: &dyn Fn(&[usize]) -> bool,
) -> (Minimized, Vec<(Vec<usize>, bool)>) {
    let mut search = Search::new(config, weights).unwrap().folding(width);
    let mut asked = Vec::new();
    while let Some(candidate) = search.next_test() {
        let candidate = candidate.to_vec();
        let ok = oracle(&candidate);
        search.report(Outcome::from(ok));
        asked.push((candidate, ok));
    }
    (search.finish(), asked)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Folding keeps every algorithm's promises: the target on monotone
    /// oracles; otherwise an interesting ordered subsequence, the same on
    /// a second run, 1-minimal for ddmin and W-ddmin; no candidate asked
    /// for twice.
    #[test]
    fn folding_keeps_the_invariants(
        (weights, in_target, seed, salt) in list(),
        width in 2usize..10,
    ) {
        let n = weights.len();
        let target: Vec<usize> = (0..n).filter(|&i| in_target[i]).collect();
        let monotone = monotone(&target);
        let non_monotone = non_monotone(&target, n, salt);
        for config in configs(seed, 0.1) {
            let (result, asked) = run_folding(&config, &weights, width, &monotone);
            prop_assert_eq!(&result.kept, &target, "{:?}", config);
            let mut seen = std::collections::HashSet::new();
            prop_assert!(asked.iter().all(|(c, _)| seen.insert(c.clone())), "{:?}: a candidate asked twice", config);

            let (result, asked) = run_folding(&config, &weights, width, &non_monotone);
            prop_assert!(non_monotone(&result.kept), "{:?}: not interesting", config);
            prop_assert!(result.kept.windows(2).all(|w| w[0] < w[1]));
            let (again, asked_again) = run_folding(&config, &weights, width, &non_monotone);
            prop_assert_eq!(&again, &result);
            prop_assert_eq!(&asked_again, &asked);
            if one_minimal_expected(&config) {
                for i in 0..result.kept.len() {
                    prop_assert!(
                        !non_monotone(&without(&result.kept, i)),
                        "{:?}: {:?} is not 1-minimal", config, result.kept
                    );
                }
            }
        }
    }
}

/// Folding folds: several successes of one batch are tried together, as
/// the list they all kept, and with a monotone oracle that passes.
#[test]
fn a_batch_with_several_successes_tries_them_together() {
    let weights = vec![1u64; 64];
    let target = [5usize, 40];
    for config in configs(1, 0.1) {
        let (result, asked) = run_folding(&config, &weights, 8, &monotone(&target));
        assert_eq!(result.kept, target);
        let folded = asked.iter().enumerate().any(|(at, (candidate, ok))| {
            let supersets: Vec<&Vec<usize>> = asked[..at]
                .iter()
                .filter(|(c, ok)| *ok && c != candidate && candidate.iter().all(|x| c.contains(x)))
                .map(|(c, _)| c)
                .collect();
            let all_keep = |x: &usize| supersets.iter().all(|c| c.contains(x));
            *ok && supersets.len() >= 2 && (0..64).filter(all_keep).eq(candidate.iter().copied())
        });
        assert!(folded, "{config:?}: no fold passed: {asked:?}");
    }
}
