//! The engine and its passes with closures as tests.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use whittle_dd::{Algorithm, Config, Outcome};
use whittle_passes::{self as passes, HddLists, PassSettings};
use whittle_reduce::{Candidate, Lookahead, Observer, Options, Scheduled, Tester, Verdict, reduce};
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
            outcome: Outcome::from(interesting),
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

/// The engine's options with the schedule's default passes.
fn default_options() -> Options {
    Options {
        passes: passes::defaults(PassSettings::default()),
        ..Options::default()
    }
}

fn options(algorithm: Algorithm, pma: bool, pass: &str, hdd_lists: HddLists) -> Options {
    Options {
        core: Arc::new(Config {
            pma,
            ..Config::new(algorithm)
        }),
        passes: passes::named(
            &[pass],
            PassSettings {
                hdd_lists,
                ..PassSettings::default()
            },
        )
        .unwrap(),
        ..default_options()
    }
}

#[test]
fn every_walk_shrinks_to_the_needle() {
    for strategy in ["hdd", "perses"] {
        for lists in HddLists::ALL {
            for algorithm in Algorithm::ALL {
                for pma in [false, true] {
                    if pma && !algorithm.supports_pma() {
                        continue;
                    }
                    let mut tester = Contains::new("CRASH(");
                    let reduced = reduce(
                        tree(),
                        &options(algorithm, pma, strategy, lists),
                        &mut tester,
                        &mut Quiet,
                    )
                    .unwrap();
                    let text = String::from_utf8(reduced.bytes.clone()).unwrap();
                    let what = format!("{strategy} {lists:?} {algorithm} pma {pma}");
                    assert!(text.contains("CRASH("), "{what}: {text}");
                    assert!(reduced.tokens <= 12, "{what}: {text}");
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
}

#[test]
fn speculation_changes_nothing_and_predicts_the_next_test() {
    let plain = {
        let mut tester = Contains::new("CRASH(");
        let reduced = reduce(tree(), &default_options(), &mut tester, &mut Quiet).unwrap();
        (reduced.bytes, tester.asked)
    };
    let mut tester = Contains::new("CRASH(");
    let options = Options {
        speculation_width: 3,
        ..default_options()
    };
    let reduced = reduce(tree(), &options, &mut tester, &mut Quiet).unwrap();
    assert_eq!(reduced.bytes, plain.0);
    assert_eq!(tester.asked, plain.1);
    // The next test asked for was often one of the three speculated
    // beside the one before it, whichever that one's outcome (the misses
    // are mostly at the ends of lists, where the next list is a guess).
    // Without `temporaries`: its one candidate, `CRASH(…)` lifted out of
    // `printf`'s arguments, leads this small program along the stalled
    // passes' single candidates, where nothing is run ahead, so the
    // share says less about the lists speculation is for.
    let options = Options {
        speculation_width: 3,
        passes: passes::defaults(PassSettings::default())
            .into_iter()
            .filter(|p| p.name != "temporaries")
            .collect(),
        ..default_options()
    };
    let mut tester = Contains::new("CRASH(");
    reduce(tree(), &options, &mut tester, &mut Quiet).unwrap();
    let (mut hits, mut misses) = (0, 0);
    for t in 0..tester.asked.len() - 1 {
        let next = &tester.asked[t + 1];
        if tester.asked[..=t].contains(next) {
            continue;
        }
        match tester.ahead[t].0.contains(next) {
            true => hits += 1,
            false => misses += 1,
        }
    }
    assert!(
        hits * 5 >= (hits + misses) * 2,
        "{hits} predicted, {misses} not"
    );
    // Speculation goes on past the end of a list and of a level: few
    // tests have nothing to run beside them (without that, 35 of 50; the
    // sweep's guess of the last unit, a candidate of its own after which
    // nothing is known, is among them: 20 of 49 with it).
    let alone = (0..tester.asked.len() - 1)
        .filter(|&t| tester.ahead[t].0.is_empty())
        .count();
    assert!(
        alone * 2 <= tester.asked.len(),
        "{alone} of {} tests had nothing speculated beside them",
        tester.asked.len()
    );
}

/// hdd's walk tells speculation its lists ahead through the rest of the
/// walk: the rest of a level's parents (grouped as the walk groups them),
/// the level's replacement rounds, and the levels below. So every test
/// that follows a failed one, unless asked for before, was run ahead
/// beside it, in both groupings.
#[test]
fn hdd_speculates_along_its_whole_walk() {
    for lists in HddLists::ALL {
        let options = Options {
            speculation_width: 15,
            fixpoint: false,
            ..options(Algorithm::ProbDd, false, "hdd", lists)
        };
        let mut tester = Contains::new("CRASH(");
        reduce(tree(), &options, &mut tester, &mut Quiet).unwrap();
        let asked = &tester.asked;
        assert!(asked.len() >= 20, "{lists:?}: {} tests", asked.len());
        let missed: Vec<usize> = (0..asked.len() - 1)
            .filter(|&t| !tester.ahead[t].1 && !asked[..=t].contains(&asked[t + 1]))
            .filter(|&t| !tester.ahead[t].0.contains(&asked[t + 1]))
            .collect();
        assert!(
            missed.is_empty(),
            "{lists:?}: after tests {missed:?} (which failed), the next was not run ahead"
        );
    }
}

/// A pass that offers the top-level declarations one at a time, each a
/// list of one element, and says which lists come next.
#[derive(Debug)]
struct OneByOne;

impl whittle_reduce::Pass for OneByOne {
    fn name(&self) -> &'static str {
        "one-by-one"
    }

    fn description(&self) -> &'static str {
        "each top-level declaration alone"
    }

    fn run(&self, work: &mut whittle_reduce::Work<'_, '_>) -> Result<(), whittle_reduce::Stopped> {
        let tree = work.tree();
        let children: Vec<_> = tree.children(tree.root()).to_vec();
        for (i, &child) in children.iter().enumerate() {
            if !work.is_alive(child) {
                continue;
            }
            let rest = &children[i + 1..];
            work.minimize_before(
                &[whittle_reduce::Element::remove(child)],
                &|tree, edits, later| {
                    let &next = rest.get(later)?;
                    Some(match tree.is_alive(next, edits) {
                        true => vec![whittle_reduce::Element::remove(next)],
                        false => Vec::new(),
                    })
                },
            )?;
        }
        Ok(())
    }
}

/// Options that run [`OneByOne`] alone, once, with room for
/// `speculation` tests ahead.
fn one_by_one(speculation: usize) -> Options {
    Options {
        passes: vec![Scheduled::main(Arc::new(OneByOne))],
        fixpoint: false,
        speculation_width: speculation,
        ..default_options()
    }
}

/// Where lists of one element follow each other, speculation plays the
/// lists ahead under both outcomes of each: beside each test run the
/// tests of the next two lists, whatever the outcomes.
#[test]
fn speculation_plays_the_lists_ahead_under_both_outcomes() {
    let options = one_by_one(8);
    let mut tester = Contains::new("CRASH(");
    reduce(tree(), &options, &mut tester, &mut Quiet).unwrap();
    let asked = &tester.asked;
    assert!(asked.len() >= 5, "{} tests", asked.len());
    for t in 0..asked.len() - 2 {
        for later in [t + 1, t + 2] {
            assert!(
                tester.ahead[t].0.contains(&asked[later]),
                "test {later} was not run ahead beside test {t}"
            );
        }
    }
}

/// A tester whose tests run ahead end at once: what it was handed ahead
/// has an outcome by the next test.
struct EndsAtOnce {
    contains: Contains,
    handed: std::collections::HashSet<Vec<u8>>,
}

impl Tester for EndsAtOnce {
    fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict> {
        self.handed.extend(ahead.iter().map(|c| c.bytes.to_vec()));
        self.contains.test(candidate, ahead)
    }

    fn test_with(&mut self, candidate: &Candidate, ahead: &mut dyn Lookahead) -> Option<Verdict> {
        let needle = self.contains.needle;
        let handed = &self.handed;
        let ahead = ahead.candidates(&mut |c| {
            handed
                .contains(&*c.bytes)
                .then(|| Outcome::from(String::from_utf8_lossy(&c.bytes).contains(needle)))
        });
        self.test(candidate, &ahead)
    }
}

/// Tests run ahead that have ended are followed at their outcome, and
/// not handed over again: with one list of one element after another and
/// room for two tests ahead, each test was handed over before it was
/// asked for, and none twice.
#[test]
fn speculation_follows_the_outcomes_of_tests_run_ahead() {
    let options = one_by_one(2);
    let mut tester = EndsAtOnce {
        contains: Contains::new("CRASH("),
        handed: std::collections::HashSet::new(),
    };
    reduce(tree(), &options, &mut tester, &mut Quiet).unwrap();
    let (asked, ahead) = (&tester.contains.asked, &tester.contains.ahead);
    assert!(asked.len() >= 5, "{} tests", asked.len());
    let mut handed: Vec<&Vec<u8>> = Vec::new();
    for t in 0..asked.len() - 1 {
        for candidate in &ahead[t].0 {
            assert!(
                !handed.contains(&candidate),
                "a candidate handed over before test {t} was handed over again"
            );
            handed.push(candidate);
        }
        assert!(
            handed.contains(&&asked[t + 1]),
            "test {} was not run ahead by test {t}",
            t + 1
        );
    }
}

/// With folding on, the candidates asked for and the result depend on
/// the batch width, never on how many are tested at once; the result
/// still passes, and batches speculate their members.
#[test]
fn folding_is_the_same_at_any_speculation_width() {
    let run = |speculation: usize| {
        let mut tester = Contains::new("CRASH(");
        let options = Options {
            speculation_width: speculation,
            fold: 4,
            ..default_options()
        };
        let reduced = reduce(tree(), &options, &mut tester, &mut Quiet).unwrap();
        (reduced.bytes, tester.asked, tester.ahead)
    };
    let (alone, asked_alone, _) = run(0);
    let (wide, asked_wide, ahead) = run(3);
    assert_eq!(wide, alone);
    assert_eq!(asked_wide, asked_alone);
    assert!(String::from_utf8_lossy(&wide).contains("CRASH("));
    let plain = {
        let mut tester = Contains::new("CRASH(");
        reduce(tree(), &default_options(), &mut tester, &mut Quiet).unwrap();
        tester.asked
    };
    assert_ne!(
        asked_wide, plain,
        "folding asked for the same tests as no folding"
    );
    // A batch's members are known before any is tested: after a success
    // the next test was speculated too, unless asked before.
    let after_success = (0..asked_wide.len() - 1)
        .filter(|&t| ahead[t].1 && ahead[t].0.first() == Some(&asked_wide[t + 1]))
        .count();
    assert!(
        after_success > 0,
        "no member after a success was speculated"
    );
}

#[test]
fn a_stopped_reduction_returns_the_best_so_far() {
    let mut tester = Contains::new("CRASH(");
    tester.stop_after = Some(15);
    let reduced = reduce(tree(), &default_options(), &mut tester, &mut Quiet).unwrap();
    assert!(reduced.stopped);
    let text = String::from_utf8(reduced.bytes).unwrap();
    assert!(text.contains("CRASH("));
    assert!(text.len() < PROGRAM.len());
}

/// A stop asked for while no test runs (Ctrl-C while a pass plans or
/// the engine parses): the tester's flag is set after its tenth answer,
/// which is still a verdict, and the engine asks for no further test.
#[test]
fn the_stop_flag_ends_the_reduction_where_no_test_says_so() {
    struct Flagged {
        inner: Contains,
        flag: Arc<AtomicBool>,
    }
    impl Tester for Flagged {
        fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict> {
            let verdict = self.inner.test(candidate, ahead);
            if self.inner.asked.len() == 10 {
                self.flag.store(true, Ordering::Relaxed);
            }
            verdict
        }

        fn stop_flag(&self) -> Option<Arc<AtomicBool>> {
            Some(self.flag.clone())
        }
    }
    let mut tester = Flagged {
        inner: Contains::new("CRASH("),
        flag: Arc::new(AtomicBool::new(false)),
    };
    let reduced = reduce(tree(), &default_options(), &mut tester, &mut Quiet).unwrap();
    assert!(reduced.stopped);
    // The list in progress may take the test it had asked for; no more.
    assert_eq!(tester.inner.asked.len(), 10);
    let text = String::from_utf8(reduced.bytes).unwrap();
    assert!(text.contains("CRASH("), "{text}");

    // Set from the start: not one test.
    let mut tester = Flagged {
        inner: Contains::new("CRASH("),
        flag: Arc::new(AtomicBool::new(true)),
    };
    let reduced = reduce(tree(), &default_options(), &mut tester, &mut Quiet).unwrap();
    assert!(reduced.stopped);
    assert!(tester.inner.asked.is_empty());
    assert_eq!(reduced.bytes, PROGRAM.as_bytes());
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
        &default_options(),
        &mut Contains::new("CRASH("),
        &mut best,
    )
    .unwrap();
    // Each is smaller than the one before, but for the one step that
    // may grow the file (`temporaries`, here `CRASH(…)` lifted out of
    // `printf`'s arguments).
    let rises = best.0.windows(2).filter(|w| w[1] >= w[0]).count();
    assert!(rises <= 1, "{:?}", best.0);
    assert_eq!(best.0.last().copied(), Some(reduced.bytes.len()));
}

#[test]
fn one_round_without_fixpoint() {
    let options = Options {
        fixpoint: false,
        ..default_options()
    };
    let reduced = reduce(tree(), &options, &mut Contains::new("CRASH("), &mut Quiet).unwrap();
    // Each main pass once (the sweep also after every change), none of
    // the others.
    let tokens = tree().weight(tree().root());
    for pass in options.passes.iter().filter(|p| p.runs_for(&Language::c())) {
        let runs = reduced
            .stats
            .per_pass
            .iter()
            .find(|s| s.name == pass.name)
            .unwrap()
            .runs;
        let main = pass.stage == whittle_reduce::Stage::Main;
        // Only rows for files of the input's size start at all (a row
        // for larger files is skipped).
        match (
            main && pass.tokens.contains(&tokens),
            pass.follows_every_change,
        ) {
            (true, false) => assert_eq!(runs, 1, "{}", pass.name),
            (true, true) => assert!(runs >= 1, "{}", pass.name),
            _ => assert_eq!(runs, 0, "{}", pass.name),
        }
    }
}

#[test]
fn xml_reduces_too() {
    let document = "<shop>\n  <item id=\"1\"><name>Tea</name><price>3</price></item>\n  <item id=\"2\"><name>Coffee</name><price>BROKEN</price></item>\n</shop>\n";
    let tree = Tree::parse(&Language::xml(), document.as_bytes().to_vec()).unwrap();
    let mut tester = Contains::new("<price>BROKEN</price>");
    let reduced = reduce(tree, &default_options(), &mut tester, &mut Quiet).unwrap();
    assert_eq!(
        String::from_utf8(reduced.bytes).unwrap(),
        "<price>BROKEN</price>\n"
    );
}

#[test]
fn a_namespace_gives_way_to_what_it_holds() {
    // What reducing libstdc++'s namespace head leaves (tree-sitter-cpp
    // reads it with an ERROR) around two declarations that must both
    // stay: no single one can take its place, its contents can (hdd
    // alone: `brackets` and `tokens` would get there too, in more tests).
    let source = "namespace __attribute__ (()) {\nint first;\nint second;\n}\n";
    let tree = Tree::parse(
        &Language::by_name("cpp").unwrap(),
        source.as_bytes().to_vec(),
    )
    .unwrap();
    let mut tester = Contains::new("int first;\nint second;");
    let options = Options {
        passes: passes::named(&["hdd"], PassSettings::default()).unwrap(),
        ..default_options()
    };
    let reduced = reduce(tree, &options, &mut tester, &mut Quiet).unwrap();
    let text = String::from_utf8(reduced.bytes).unwrap();
    assert_eq!(text, "int first;\nint second;\n");
}

/// A pass written outside the crate: one element per identifier name,
/// renaming every occurrence of it to `n` at once (an element that edits
/// several nodes), judged by the test alone.
#[derive(Debug)]
struct RenameAll;

impl whittle_reduce::Pass for RenameAll {
    fn name(&self) -> &'static str {
        "rename-all"
    }

    fn description(&self) -> &'static str {
        "every occurrence of a name becomes `n`"
    }

    fn run(&self, work: &mut whittle_reduce::Work<'_, '_>) -> Result<(), whittle_reduce::Stopped> {
        use std::collections::BTreeMap;
        use whittle_tree::{Edit, Replacement};
        let tree = work.tree();
        let language = tree.language();
        let identifier = language.kind("identifier").unwrap();
        let mut uses: BTreeMap<Vec<u8>, Vec<Edit>> = BTreeMap::new();
        for node in tree.nodes().filter(|&n| tree.kind(n) == identifier) {
            if tree.text(node) != b"n" {
                uses.entry(tree.text(node).to_vec())
                    .or_default()
                    .push(Edit::Replace(
                        node,
                        Replacement::Text {
                            text: "n".into(),
                            kind: identifier,
                        },
                    ));
            }
        }
        let list: Vec<whittle_reduce::Element> = uses
            .into_values()
            .map(|edits| whittle_reduce::Element {
                edits,
                checked: false,
            })
            .collect();
        work.minimize(&list)
    }
}

#[test]
fn a_new_pass_plugs_in_with_its_own_statistics() {
    let options = Options {
        passes: vec![
            Scheduled::main(Arc::new(RenameAll)),
            passes::named(&["hdd"], PassSettings::default())
                .unwrap()
                .remove(0),
        ],
        ..default_options()
    };
    let program =
        "int total;\nint count(int items) { total = items + total; return CRASH(total); }\n";
    let tree = Tree::parse(&Language::c(), program.as_bytes().to_vec()).unwrap();
    // Interesting while the crash is called on a name that is declared.
    struct Declared;
    impl Tester for Declared {
        fn test(&mut self, candidate: &Candidate, _: &[Candidate]) -> Option<Verdict> {
            let text = String::from_utf8_lossy(&candidate.bytes);
            let ok = ["total", "n", "items", "count"].iter().any(|name| {
                text.contains(&format!("CRASH({name})")) && text.contains(&format!("int {name}"))
            });
            Some(Verdict {
                outcome: Outcome::from(ok),
                seconds: 0.0,
                timed_out: false,
            })
        }
    }
    let reduced = reduce(tree, &options, &mut Declared, &mut Quiet).unwrap();
    let text = String::from_utf8(reduced.bytes).unwrap();
    // Every name became n at once, so one declaration is left for it.
    assert!(
        text.contains("CRASH(n)") && !text.contains("total"),
        "{text}"
    );
    let names: Vec<&str> = reduced.stats.per_pass.iter().map(|p| p.name).collect();
    assert_eq!(names, ["rename-all", "hdd"]);
    let renames = &reduced.stats.per_pass[0];
    assert!(renames.runs >= 2 && renames.tests > 0 && renames.interesting > 0);
    let tests: u64 = reduced.stats.per_pass.iter().map(|p| p.tests).sum();
    assert_eq!(tests, reduced.stats.tests_run);
}

#[test]
fn any_minimizer_drives_the_engine_and_bad_settings_are_errors() {
    use whittle_dd::testing::OneByOneFactory;
    let options = Options {
        core: Arc::new(OneByOneFactory),
        ..default_options()
    };
    let reduced = reduce(tree(), &options, &mut Contains::new("CRASH("), &mut Quiet).unwrap();
    assert!(reduced.tokens <= 12);

    let invalid = Options {
        core: Arc::new(Config {
            p0: 2.0,
            ..Config::new(Algorithm::ProbDd)
        }),
        ..default_options()
    };
    let error = reduce(tree(), &invalid, &mut Contains::new("CRASH("), &mut Quiet).unwrap_err();
    assert!(error.to_string().contains("p0"), "{error}");
}

/// Every built-in language reduces its corpus sample to what holds a
/// needle, keeping the syntax the grammar checks.
#[test]
fn every_language_reduces_its_sample() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tree/tests/corpus");
    let needles = [
        ("gnu.c", "twice (i)"),
        ("sample.cpp", "sum += item"),
        ("doc.xml", "<"),
        ("sample.json", "\"quoted\""),
        ("sample.rs", "or_insert(0)"),
        ("sample.py", "self.counts.get"),
        ("sample.js", "counts.set(word, count)"),
        ("sample.ts", "tally.counts.set(word, count)"),
        ("sample.tsx", "<b>{n}</b>"),
        ("sample.go", "t.counts[word]++"),
        ("Sample.java", "counts.put(word, count)"),
        ("notes.txt", "CRASH"),
        ("crash.bin", "NEEDLE"),
    ];
    for name in Language::names() {
        let (file, needle) = needles
            .iter()
            .find(|(f, _)| {
                let content = std::fs::read(corpus.join(f)).unwrap_or_default();
                Language::detect(std::path::Path::new(f), &content).name() == *name
            })
            .unwrap_or_else(|| panic!("no sample for {name}"));
        let bytes = std::fs::read(corpus.join(file)).unwrap();
        let language = Language::by_name(name).unwrap();
        let tree = Tree::parse(&language, bytes).unwrap();
        let before = tree.weight(tree.root());
        let mut tester = Contains::new(needle);
        let reduced = reduce(tree, &default_options(), &mut tester, &mut Quiet).unwrap();
        let text = String::from_utf8_lossy(&reduced.bytes);
        assert!(text.contains(needle), "{name}: {text}");
        assert!(
            reduced.tokens * 2 < before,
            "{name}: {before} -> {}: {text}",
            reduced.tokens
        );
        // The grammar's checks are local to a node's rule: rarely, the
        // parser's context still rejects a candidate.
        let unparsable = reduced.stats.unparsable_candidates;
        assert!(
            unparsable * 20 <= reduced.stats.tests_run,
            "{name}: {unparsable}"
        );
    }
}

/// Removes the statements containing `needle`, each tried once per
/// reduction (its memory says which it tried).
#[derive(Debug)]
struct RemoveOnce(&'static str);

impl whittle_reduce::Pass for RemoveOnce {
    fn name(&self) -> &'static str {
        self.0
    }

    fn description(&self) -> &'static str {
        "test pass"
    }

    fn run(&self, work: &mut whittle_reduce::Work<'_, '_>) -> Result<(), whittle_reduce::Stopped> {
        let tree = work.tree();
        let tried = *work.memory::<bool>();
        let list: Vec<whittle_reduce::Element> = tree
            .nodes()
            .filter(|&n| {
                tree.kind_name(n) == "expression_statement"
                    && String::from_utf8_lossy(tree.text(n)).contains(self.0)
            })
            .map(whittle_reduce::Element::remove)
            .collect();
        if tried || list.is_empty() {
            return Ok(());
        }
        *work.memory::<bool>() = true;
        work.minimize(&list)
    }
}

#[test]
fn a_stalled_reduction_forgets_what_its_passes_tried_once() {
    // `first` may go only once `second` has gone, which the pass after it
    // removes: the first pass remembers its failure, and only forgetting
    // it at the stall lets it try again.
    struct Ordered;
    impl Tester for Ordered {
        fn test(&mut self, candidate: &Candidate, _: &[Candidate]) -> Option<Verdict> {
            let text = String::from_utf8_lossy(&candidate.bytes);
            let interesting =
                text.contains("CRASH") && (text.contains("first") || !text.contains("second"));
            Some(Verdict {
                outcome: Outcome::from(interesting),
                seconds: 0.0,
                timed_out: false,
            })
        }
    }
    let source = "void f(void) { first(); second(); CRASH(); }\n";
    let tree = Tree::parse(&Language::c(), source.as_bytes().to_vec()).unwrap();
    let options = Options {
        passes: vec![
            Scheduled::main(Arc::new(RemoveOnce("first"))),
            Scheduled::main(Arc::new(RemoveOnce("second"))),
        ],
        ..default_options()
    };
    let reduced = reduce(tree, &options, &mut Ordered, &mut Quiet).unwrap();
    assert_eq!(
        String::from_utf8(reduced.bytes).unwrap(),
        "void f(void) { CRASH(); }\n"
    );
}
