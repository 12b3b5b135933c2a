//! Each pass alone on a small corpus file (`tests/corpus/<pass>.c`), with a
//! closure as the test: what it removes, rewrites or merges.

#![allow(clippy::unwrap_used)]

use whittle_dd::Outcome;
use whittle_passes::{self as passes, PassSettings};
use whittle_reduce::{Candidate, Observer, Options, Reduced, Tester, Verdict, reduce};
use whittle_tree::{Language, Tree};

/// A test made of a predicate on the text.
struct Oracle<F: Fn(&str) -> bool>(F);

impl<F: Fn(&str) -> bool> Tester for Oracle<F> {
    fn test(&mut self, candidate: &Candidate, _: &[Candidate]) -> Option<Verdict> {
        Some(Verdict {
            outcome: Outcome::from((self.0)(&String::from_utf8_lossy(&candidate.bytes))),
            seconds: 0.0,
            timed_out: false,
        })
    }
}

struct Quiet;
impl Observer for Quiet {}

/// Runs only `pass` on `tests/corpus/<file>` under `oracle`.
fn run(pass: &str, file: &str, oracle: impl Fn(&str) -> bool) -> (String, Reduced) {
    run_passes(&[pass], file, oracle)
}

/// Runs only `passes` on `tests/corpus/<file>` under `oracle`.
fn run_passes(passes: &[&str], file: &str, oracle: impl Fn(&str) -> bool) -> (String, Reduced) {
    let source = std::fs::read(corpus(file)).unwrap();
    run_passes_on(passes, file, source, oracle)
}

/// The path of `tests/corpus/<file>`.
fn corpus(file: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(file)
}

/// Runs only `passes` on `source`, read as the language of
/// `tests/corpus/<file>`, under `oracle`.
fn run_passes_on(
    passes: &[&str],
    file: &str,
    source: Vec<u8>,
    oracle: impl Fn(&str) -> bool,
) -> (String, Reduced) {
    let path = corpus(file);
    let text = String::from_utf8_lossy(&source).into_owned();
    assert!(oracle(&text), "the oracle rejects {file}");
    let language = Language::detect(&path, &source);
    let tree = Tree::parse(&language, source).unwrap();
    let options = Options {
        passes: passes::named(passes, PassSettings::default()).unwrap(),
        ..Options::default()
    };
    let reduced = reduce(tree, &options, &mut Oracle(oracle), &mut Quiet).unwrap();
    (String::from_utf8(reduced.bytes.clone()).unwrap(), reduced)
}

#[test]
fn sweep_removes_dead_code_in_few_tests() {
    let (text, reduced) = run("sweep", "sweep.c", |t| {
        t.contains("CRASH(kept)") && t.contains("int kept;")
    });
    assert_eq!(
        text,
        "int kept;\nint crash_site(void) { return CRASH(kept); }\n"
    );
    assert!(reduced.stats.tests_run <= 8, "{}", reduced.stats.tests_run);
}

#[test]
fn a_large_dead_function_goes_with_its_caller_before_the_small_items() {
    // `slow` (most of the file) is dead once `caller` is: the sweep offers
    // the two together, so `slow` does not stay while the core narrows
    // the thirteen prototypes nothing calls down to the needed
    // `crash_site`. (The last of them, after `caller`, is what the sweep's
    // guess keeps, in one test without `slow` that fails.)
    let tests_with_slow = std::cell::Cell::new(0);
    let (text, _) = run("sweep", "sweep-large.c", |t| {
        if t.contains("slow(") {
            tests_with_slow.set(tests_with_slow.get() + 1);
        }
        t.contains("CRASH(kept)") && t.contains("int kept;")
    });
    assert_eq!(
        text,
        "int kept;\nint crash_site(void) { return CRASH(kept); }\n"
    );
    // The one with `slow` is the check of the original; offered on its
    // own, `caller` took `slow` along only in the sweep's next turn, after
    // four tests with it.
    assert_eq!(tests_with_slow.get(), 1);
}

#[test]
fn the_last_item_nothing_uses_is_kept_and_the_rest_goes_in_one_test() {
    // Sixteen prototypes nothing calls, then `main`, which reaches the
    // crash: the sweep guesses that the last item nothing uses is the
    // one the test needs, so the prototypes go in one interesting test.
    // Narrowed down from the whole layer, they took one success per
    // halving, each a test of the large file that still fails.
    let interesting_with_prototypes = std::cell::Cell::new(0);
    let (text, reduced) = run("sweep", "sweep-main.c", |t| {
        let interesting =
            t.contains("CRASH(kept)") && t.contains("int kept;") && t.contains("crash_site();");
        if interesting && t.contains("proto_") {
            interesting_with_prototypes.set(interesting_with_prototypes.get() + 1);
        }
        interesting
    });
    assert_eq!(
        text,
        "int kept;\nint crash_site(void) { return CRASH(kept); }\nint main(void) { return crash_site(); }\n"
    );
    // The check of the input and nothing more.
    assert_eq!(interesting_with_prototypes.get(), 1);
    assert!(reduced.stats.tests_run <= 4, "{}", reduced.stats.tests_run);
}

#[test]
fn names_merge_and_the_definition_goes() {
    // Interesting while the crash reads a declared global and no name is
    // defined twice (as a compiler would insist).
    let (text, _) = run("names", "names.c", |t| {
        let declared = |n: &str| t.matches(&format!("int {n}")).count() == 1;
        ["total", "count"]
            .iter()
            .any(|n| t.contains(&format!("CRASH({n})")) && t.contains(&format!("int {n};")))
            && ["total", "count", "work"]
                .iter()
                .all(|n| !t.contains(n) || declared(n))
    });
    assert_eq!(
        text,
        "int total;\nint work(void) {\n    total = 1;\n    total = 2;\n    return CRASH(total);\n}\n"
    );
}

#[test]
fn a_global_read_in_one_function_merges_into_its_parameter_of_the_same_type() {
    // `g` is the first name of the file, so no name seen before it can
    // take its place; the function that reads it has two later
    // parameters, and the test takes either, but only `q` is a `long`
    // like `g`.
    let (text, _) = run("names", "names-twin.c", |t| {
        t.contains("int f(char *s, long q)")
            && t.contains("int *l = &q;")
            && ((t.contains("h(s, q, g)") && t.contains("long g;"))
                || t.contains("h(s, q, q)")
                || t.contains("h(s, q, s)"))
    });
    assert!(text.contains("h(s, q, q)"), "{text}");
    assert!(!text.contains("long g;"), "{text}");
}

#[test]
fn a_global_read_in_one_function_merges_into_a_parameter_of_another_type_where_none_is_alike() {
    // No parameter of `f` is a `long` array like `g`: the first of them,
    // `s`, takes its place all the same, and `g`'s declaration goes.
    let (text, _) = run("names", "names-twin-other-type.c", |t| {
        t.contains("int f(char *s, int p)")
            && ((t.contains("h(s, p, g[0])") && t.contains("long g[2];"))
                || t.contains("h(s, p, s[0])")
                || t.contains("h(s, p, p[0])"))
    });
    assert_eq!(
        text,
        "int f(char *s, int p)\n{\n  return h(s, p, s[0]);\n}\n"
    );
}

#[test]
fn a_type_name_with_nothing_to_merge_into_becomes_int() {
    // C++'s `merge_into`: no other class to merge `Meters` into, so it
    // becomes `int` and its class goes.
    let (text, _) = run("names", "names.cpp", |t| {
        t.contains("CRASH(") && t.contains(" m)") && !t.contains("class int")
    });
    assert!(!text.contains("Meters"), "{text}");
    assert!(text.contains("int CRASH(int m);"), "{text}");
}

#[test]
fn typedefs_are_inlined() {
    // `uint8_t` reads as a primitive type in tree-sitter-c: its uses are
    // found by kind and text all the same.
    let (text, _) = run("inline", "inline.c", |t| t.contains("CRASH(p.x)"));
    assert_eq!(
        text,
        "unsigned long length(struct { int x; } p, unsigned char flag) { return CRASH(p.x); }\n\
         int (*h)(char *) = 0;\n\
         int call(void *f) { return ((int(*)(char *))f)(0) + h(0); }\n"
    );
}

#[test]
fn a_tagged_type_goes_and_its_uses_take_its_body() {
    // `union U0` and `struct S` are each used once: the definitions go and
    // the uses declare unnamed types with the same members.
    let (text, _) = run("inline", "inline-tags.c", |t| t.contains("p->x + get().a"));
    assert!(!text.contains("U0"), "{text}");
    assert!(!text.contains("struct S"), "{text}");
    assert!(text.contains("union { unsigned a; } get(void);"), "{text}");
    assert!(
        text.contains("int f(struct { int x; int y; } *p)"),
        "{text}"
    );
}

#[test]
fn locals_with_values_are_inlined_in_their_block() {
    // Two declarators stay; the global of the same name and its use too.
    let (text, _) = run("inline", "inline-locals.c", |t| t.contains("CRASH("));
    assert_eq!(
        text,
        "int g(int);\nint crash(int n) {\n    int kept = 1, other = 2;\n    \
         return CRASH((n + n) * 2, g(n), kept + other);\n}\n\
         int twice = 5;\nint use(void) { return twice; }\n"
    );
}

#[test]
fn a_rust_type_alias_goes_into_its_uses() {
    // rustc's E0308 wants a `Result` return type that `0` does not match:
    // the alias goes, and its use takes `Result<usize, StrSimError>`.
    let (text, _) = run("inline", "inline-alias.rs", |t| {
        t.contains("-> HammingResult") && t.contains("Result<usize, StrSimError>")
            || t.contains("-> Result<usize, StrSimError>")
    });
    assert_eq!(
        text,
        "enum StrSimError {}\n\nfn generic_hamming() -> Result<usize, StrSimError> {\n    0\n}\n"
    );
}

#[test]
fn a_rust_function_returns_nothing_and_its_value_becomes_a_statement() {
    // As rustc's borrow checker: `r` must be used after `*v = 1`. With
    // the return type gone the value must be a statement, and one that
    // needs no type from the return type: `S { r: r };` is refused here
    // as rustc refuses a struct whose lifetime nothing says; `r;` does.
    let (text, reduced) = run("returns", "returns.rs", |t| {
        let borrow = t.contains("let r = &*v;") && t.contains("*v = 1;");
        let returned = t.contains("-> S<'_>") && t.contains("S { r: r }\n}");
        let used = !t.contains("->") && t.contains("    r;\n}");
        borrow && (returned || used)
    });
    assert!(!text.contains("->"), "{text}");
    assert!(text.contains("    *v = 1;\n    r;\n}"), "{text}");
    assert!(reduced.stats.tests_run <= 6, "{}", reduced.stats.tests_run);
}

#[test]
fn a_returned_struct_literal_becomes_the_tuple_of_its_values() {
    // As rustc's borrow checker: `r` must stay alive while `v` is
    // borrowed again, which holds in the struct literal and in a tuple of
    // its values, not in either value alone. With the return type gone,
    // a struct literal names a type that nothing gives its lifetime
    // (refused here, as rustc refuses it).
    let (text, reduced) = run("returns", "returns-tuple.rs", |t| {
        let returned = t.contains("-> Drain<'_>") && t.contains("Drain { iter: r, vec: v }\n}");
        let together = !t.contains("->") && t.contains("    (r, v);\n}");
        t.contains("let r = &*v;") && (returned || together)
    });
    assert!(text.contains("fn drain(v: &mut u8) {\n"), "{text}");
    assert!(text.contains("    (r, v);\n}"), "{text}");
    assert!(reduced.stats.tests_run <= 3, "{}", reduced.stats.tests_run);
}

#[test]
fn a_parameter_goes_with_its_argument_at_every_call() {
    // As a compiler that checks calls against prototypes: `mul`'s `a`
    // goes from its prototype, its definition and both calls at once;
    // `b`, which the body reads, stays; `sum(void)` has no argument in
    // its place and is left alone.
    let (text, reduced) = run("arguments", "arguments.c", |t| {
        let calls = |n: usize| t.matches("mul(").count() == n;
        t.contains("CRASH(")
            && t.contains("return b * 2;")
            && calls(4)
            && t.matches("int b").count() == 2
            && t.matches("int a").count() == t.matches(", 3)").count() * 2
    });
    assert_eq!(
        text,
        "int mul(int b);\nint mul(int b) { return b * 2; }\nint sum(void) { return 1; }\n\
         int crash(int x) { return CRASH(mul(3) + mul(5) + sum()); }\n"
    );
    assert!(reduced.stats.tests_run <= 4, "{}", reduced.stats.tests_run);
}

#[test]
fn a_rust_parameter_and_a_generic_parameter_go_with_what_only_they_used() {
    // As rustc: every `let` needs its type known and every generic
    // parameter a use. `len` goes with `start`, whose `let` would be
    // left without a type; `T` goes with the `A` of `Vec2<A>`, whose
    // `impl<A>` would be left unused, and `Vec2<A>` without its only
    // argument is `Vec2`.
    let (text, _) = run("arguments", "arguments.rs", |t| {
        let borrow = t.contains("let r = &self;") && t.contains("r;");
        let lets = t.contains("let start;") == t.contains("self.set_len(start)");
        let generics = t.contains("impl<A> Vec2<A>") == t.contains("struct Vec2<T>")
            && (t.contains("impl Vec2 {") || t.contains("impl<A> Vec2<A>"));
        borrow && lets && generics
    });
    assert_eq!(
        text,
        "struct Vec2 {\n    v: u8,\n}\n\nimpl Vec2 {\n    fn set_len(&mut self,) {}\n\n\
         \x20   fn drain(&mut self) {\n        let r = &self;\n        self.set_len();\n        r;\n    }\n}\n"
    );
}

#[test]
fn an_array_keeps_its_size_without_its_initializer_and_dimensions() {
    // As a code generator that crashes on a large frame: `big` must keep
    // its 9 × 2 × 3 elements, `flat` its 6. The initializer goes, the
    // sizes it gave written out; then the dimensions collapse.
    let (text, reduced) = run("arrays", "arrays.c", |t| {
        let big = t.contains("big[9][][] = {{{1, 2, 3}, {5}}, {{4}}};")
            || t.contains("big[9][2][3];")
            || t.contains("big[54];");
        let flat = t.contains("flat[2][0x3];") || t.contains("flat[6];");
        big && flat && t.contains("CRASH(big, flat)")
    });
    assert_eq!(
        text,
        "int crash(void) {\n  long big[54];\n  long flat[6];\n  return CRASH(big, flat);\n}\n"
    );
    assert!(reduced.stats.tests_run <= 3, "{}", reduced.stats.tests_run);
}

#[test]
fn a_large_initializer_goes_early_on_a_large_file_and_a_small_one_stays() {
    // `big`'s initializer is more than 5% of a file of over 500 tokens:
    // it goes, its sizes written out, in one test; `small`'s is left to
    // the `arrays` pass, after the tree passes.
    let (text, reduced) = run("arrays-early", "arrays-early.c", |t| {
        t.contains("CRASH(big[1][2] + small[0])")
    });
    assert!(text.contains("    int big[4][25];\n"), "{text}");
    assert!(text.contains("int small[2] = {1, 2};"), "{text}");
    assert_eq!(reduced.stats.tests_run, 1);
    // A small file: nothing to try.
    let (text, reduced) = run("arrays-early", "arrays.c", |t| t.contains("CRASH"));
    assert!(text.contains("{{{1, 2, 3}, {5}}, {{4}}}"), "{text}");
    assert_eq!(reduced.stats.tests_run, 0);
}

#[test]
fn a_large_initializer_goes_before_the_sweep_tests_the_large_file() {
    // The initializer is a large part of the file from the start, so it
    // goes in the first test, before any of the sweep's: those then run
    // without it (a compiler can take seconds over it in each).
    // arrays-early.c with a function nothing calls, which the sweep
    // removes once the initializer has gone.
    let mut source = std::fs::read(corpus("arrays-early.c")).unwrap();
    source.extend_from_slice(b"int unused(void)\n{\n    return sink * 7;\n}\n");
    let tested = std::cell::RefCell::new(Vec::new());
    let (text, _) = run_passes_on(&["sweep", "arrays-early"], "arrays-early.c", source, |t| {
        tested
            .borrow_mut()
            .push((t.contains("int unused"), t.contains("{0, 1, 2")));
        t.contains("CRASH(big[1][2] + small[0])")
    });
    // Past the original (if the engine asks about it), every candidate is
    // without the initializer, the first still with the dead function.
    let tested = tested.into_inner();
    let after: Vec<_> = tested.iter().skip_while(|&&c| c == (true, true)).collect();
    assert_eq!(after.first(), Some(&&(true, false)), "{tested:?}");
    assert!(
        after.iter().all(|&&(_, initializer)| !initializer),
        "{tested:?}"
    );
    assert!(
        !text.contains("int unused") && !text.contains("{0, 1, 2"),
        "{text}"
    );
}

#[test]
fn largest_takes_a_large_loop_deep_in_a_function_before_the_small_statements() {
    // The function, the `if` and the `while` around the loop are needed,
    // the loop is not. Largest first: the function, the `if` and the
    // `while` fail, the `for` goes; four tests, none for the hundred small
    // statements, which hold less than 5% of the file each. The second
    // round, on a file that has not halved, tries none of the three again.
    let (text, reduced) = run("largest", "largest.c", |t| {
        t.contains("while (g)") && t.contains("return CRASH(x);")
    });
    assert!(!text.contains("for ("), "{text}");
    assert!(text.contains("    keep(0);\n") && text.contains("    keep(99);\n"));
    assert_eq!(reduced.stats.tests_run, 4);
    // A file below 500 tokens: nothing to try.
    let (_, reduced) = run("largest", "arrays.c", |t| t.contains("CRASH"));
    assert_eq!(reduced.stats.tests_run, 0);
}

/// Each large node is a list of one element; the pass says which come
/// after it, so that beside each test the next ones run, whatever its
/// outcome (the function, the `if` and the `while` fail, then the `for`).
#[test]
fn largest_speculates_the_large_nodes_after_each() {
    let source = std::fs::read(corpus("largest.c")).unwrap();
    let asked = largest_asked(source, 4, |t| {
        t.contains("while (g)") && t.contains("return CRASH(x);")
    });
    assert_eq!(asked.len(), 4);
    assert_each_run_ahead(&asked, 1);
}

/// What `largest` alone asked for on `source` (C) under `oracle`, with
/// room for `speculation` tests ahead: each candidate, with the
/// candidates handed over to be run ahead beside it.
fn largest_asked(
    source: Vec<u8>,
    speculation: usize,
    oracle: impl Fn(&str) -> bool,
) -> Vec<(String, Vec<String>)> {
    let tree = Tree::parse(&Language::c(), source).unwrap();
    let options = Options {
        passes: passes::named(&["largest"], PassSettings::default()).unwrap(),
        fixpoint: false,
        speculation_width: speculation,
        ..Options::default()
    };
    let mut tester = Recorded(Vec::new(), oracle);
    reduce(tree, &options, &mut tester, &mut Quiet).unwrap();
    tester.0
}

/// Each test asked for was run ahead beside each of the `depth` tests
/// before it.
fn assert_each_run_ahead(asked: &[(String, Vec<String>)], depth: usize) {
    for t in 0..asked.len() {
        for later in t + 1..asked.len().min(t + 1 + depth) {
            assert!(
                asked[t].1.contains(&asked[later].0),
                "test {later} was not run ahead beside test {t}"
            );
        }
    }
}

/// What a reduction asked for: each candidate, with the candidates
/// handed over to be run ahead beside it.
struct Recorded<F>(Vec<(String, Vec<String>)>, F);

impl<F: Fn(&str) -> bool> Tester for Recorded<F> {
    fn test(&mut self, candidate: &Candidate, ahead: &[Candidate]) -> Option<Verdict> {
        let text = String::from_utf8_lossy(&candidate.bytes).into_owned();
        let interesting = (self.1)(&text);
        let ahead = ahead
            .iter()
            .map(|a| String::from_utf8_lossy(&a.bytes).into_owned())
            .collect();
        self.0.push((text, ahead));
        Some(Verdict {
            outcome: Outcome::from(interesting),
            seconds: 0.0,
            timed_out: false,
        })
    }
}

#[test]
fn largest_speculates_two_nodes_on_past_the_nodes_a_removal_takes() {
    // Four functions, each a large loop; removing one takes its loop,
    // the next large node, with it. f2 must stay, its loop may go.
    let mut source = String::new();
    for k in 1..=4 {
        source.push_str(&format!("int f{k}(int a)\n{{\n    for (;;) {{\n"));
        for i in 0..10 * k {
            source.push_str(&format!("        a = a + {i};\n"));
        }
        source.push_str("    }\n}\n");
    }
    source.push_str("int main(void) { return CRASH; }\n");
    // Two nodes on under both outcomes of each: 2 + 4 candidates.
    let asked = largest_asked(source.into_bytes(), 6, |t| {
        t.contains("CRASH") && t.contains("int f2(int a)")
    });
    // f4, f3, f2 (kept), f2's loop, f1.
    assert_eq!(
        asked.len(),
        5,
        "{:#?}",
        asked.iter().map(|a| &a.0).collect::<Vec<_>>()
    );
    assert_each_run_ahead(&asked, 2);
}

#[test]
fn a_caller_takes_the_place_of_a_prototype() {
    // As a compiler that crashes checking a call against a declared
    // parameter: `f(int)` must stay and `f(1)` be called. `g` takes the
    // prototype's declarator and its own name goes.
    let (text, reduced) = run("prototypes", "prototypes.c", |t| {
        t.contains("f(int)") && t.contains("CRASH(f(1), ")
    });
    assert_eq!(text, "int f(int) { return CRASH(f(1), f); }\n");
    assert_eq!(reduced.stats.tests_run, 1);
}

#[test]
fn an_array_element_becomes_a_variable_declared_like_the_elements() {
    // The crash wants the address of an `int *`: `grid[1][2]` becomes
    // `grid_1_2`, declared before the array; `grid[0][n]`, read at an
    // index that is not constant, stays.
    let (text, reduced) = run("elements", "elements.c", |t| {
        (t.contains("CRASH(&grid[1][2])") && t.contains("int *grid[2][3];"))
            || (t.contains("CRASH(&grid_1_2)") && t.contains("int *grid_1_2;"))
    });
    assert_eq!(
        text,
        "int crash(void) {\n  int *grid_1_2;\nint *grid[2][3];\n  return CRASH(&grid_1_2) + grid[0][n];\n}\n"
    );
    assert_eq!(reduced.stats.tests_run, 1);
}

#[test]
fn members_become_variables_declared_like_them() {
    // Each access text becomes the member's name, declared before its
    // struct; the second `x` takes a fresh name. A member declared in two
    // structs is tried with each declaration in turn (the test here wants
    // `o.x` as a `long`). A move that would grow the file is not tested.
    let (text, _) = run("scalars", "scalars.c", |t| {
        t.contains("CRASH(") && !t.contains("int x_0;")
    });
    assert_eq!(
        text,
        "int x;\nint *y;\nchar name[4];\n\
         struct point { int x, *y; char name[4]; };\n\
         struct point points[8];\nlong x_0;\nstruct other { long x; } o;\n\
         int read(int i) { return name[0] + name[1] + *y; }\n\
         int crash(int i) { return CRASH(x) + x_0 * x_0; }\n"
    );
}

#[test]
fn locals_become_parameters() {
    // `static` stays a local; a value goes with its `;`; `...` stays last.
    let (text, _) = run("params", "params.c", |t| {
        t.contains("CRASH(c, n, kept)") && t.contains("a + b")
    });
    assert_eq!(
        text,
        "int crash(int n, char c) {\n    static int kept;\n    return CRASH(c, n, kept);\n}\n\
         int sum(int b, int a, ...) {\n    return a + b;\n}\n"
    );
}

#[test]
fn early_rewrites_turn_statements_into_expressions_and_definitions_into_declarations() {
    let (text, _) = run("rewrite-early", "rewrite-early.c", |t| {
        t.contains("CRASH(1)") && t.contains("CRASH(3)")
    });
    assert!(text.contains("int g(int b);"), "{text}");
    assert!(text.contains("(CRASH(1));"), "{text}");
    assert!(text.contains("g(CRASH(3));"), "{text}");
    assert!(!text.contains("return"), "{text}");
}

#[test]
fn late_rewrites_turn_calls_into_their_arguments_and_functions_into_their_parameters() {
    let (text, _) = run("rewrite", "rewrite.c", |t| {
        t.contains("CRASH(3)")
            && t.contains("CRASH(4)")
            && t.contains("visit(CRASH(5))")
            && t.contains("CRASH(6)")
            && t.contains("CRASH(7)")
            && t.contains("KEEP(8)")
            && !t.contains("\n    KEEP(8);")
    });
    // Only a parameter that is a function itself takes the function's place.
    assert!(
        text.contains("\nint visit(int) { return visit(CRASH(5)); }"),
        "{text}"
    );
    assert!(text.contains("    CRASH(3);"), "{text}");
    assert!(text.contains("return 2 + CRASH(4);"), "{text}");
    assert!(!text.contains("g(CRASH"), "{text}");
    // A local keeps its value as a statement; a global's value is no
    // statement at the top level.
    assert!(text.contains("\n    CRASH(7);"), "{text}");
    assert!(text.contains("int top = CRASH(6);"), "{text}");
    // A value a statement of its own would not keep (a compiler drops it)
    // is returned instead: the call's argument where the call stood.
    assert!(text.contains("\n    return KEEP(8);"), "{text}");
}

#[test]
fn tokens_go_where_the_grammar_would_keep_them() {
    let (text, _) = run("tokens", "tokens.c", |t| {
        t.contains("f(void) {") && t.contains("CRASH(1);") && t.contains('}')
    });
    // The return type and `return`; then, in the next run on the new
    // parse, where nothing is left for it to qualify, `static`.
    assert_eq!(text, "f(void) { CRASH(1); }\n");
}

#[test]
fn brackets_go_and_their_contents_stay() {
    let (text, _) = run("brackets", "brackets.c", |t| {
        t.contains("int v =") && t.contains("CRASH") && t.contains(';')
    });
    assert_eq!(text, "int v = CRASH + 1 * 2;\n");
}

#[test]
fn wrappers_give_way_to_what_their_brackets_hold() {
    // The struct's `;` goes with it.
    let (text, _) = run("brackets", "brackets.cpp", |t| {
        t.contains("template <typename T> struct inner;")
    });
    assert_eq!(text, "template <typename T> struct inner;\n");
}

#[test]
fn wrappers_side_by_side_with_the_same_head_merge() {
    // A stand-in for the compiler: braces balance, and both declarations
    // stay inside a `namespace std { … }`, so neither namespace may
    // unwrap.
    let in_std = |t: &str, declaration: &str| {
        t.split("namespace std {")
            .skip(1)
            .any(|block| block.split("\n}").next().unwrap().contains(declaration))
    };
    let (text, _) = run("brackets", "brackets-merge.cpp", |t| {
        t.matches('{').count() == t.matches('}').count()
            && in_std(t, "template <typename T> T move(T &&);")
            && in_std(t, "template <typename> class vector {};")
            && t.contains("auto f() { std::vector<char> v; return std::move(v); }")
    });
    assert_eq!(
        text,
        "namespace std {\n  template <typename T> T move(T &&);\n  \
         template <typename> class vector {};\n}\n\
         auto f() { std::vector<char> v; return std::move(v); }\n"
    );
}

#[test]
fn attributes_and_explicit_instantiations_go_first_in_one_test() {
    // Parsed or not (the namespace's attribute and `extern template` are
    // in ERROR nodes).
    let (text, reduced) = run("noise", "noise.cpp", |t| {
        t.contains("CRASH(std::f())") && t.contains("int f()")
    });
    assert_eq!(
        text,
        "namespace std\n{\n  int f() ;\n  template <typename T> struct box { T item; };\n}\n\
         int g() { return CRASH(std::f()); }\n"
    );
    assert_eq!(reduced.stats.tests_run, 1);
}

#[test]
fn the_sweep_looks_into_namespaces() {
    let (text, _) = run("sweep", "sweep.cpp", |t| {
        t.contains("CRASH(lib::used(1))") && t.contains("int used(int x)")
    });
    assert_eq!(
        text,
        "namespace lib {\nint used(int x) { return x + 1; }\n}\nint main() { return CRASH(lib::used(1)); }\n"
    );
}

#[test]
fn the_sweep_keeps_every_declaration_of_a_used_name_first() {
    // By first occurrences, the specialization `traits<char>` and the
    // overload `f(char)` look dead; they are tried only after what is
    // dead by every declaration has gone (6 tests; by first occurrences
    // alone, 17). The out-of-line `later::g` declares nothing (its class
    // does) and goes.
    let (text, reduced) = run("sweep", "sweep-declares.cpp", |t| {
        t.contains("CRASH(traits<char>::size + f('a') + later().g())")
            && t.contains("struct traits<char> { enum { size = 2 }; }")
            && t.contains("int f(char);")
    });
    assert_eq!(
        text,
        "template <typename T> struct traits;\n\
         template <typename T> struct traits { enum { size = 1 }; };\n\
         template <> struct traits<char> { enum { size = 2 }; };\n\
         int f(int);\nint f(char);\nstruct later { int g(); };\n\
         int main() { return CRASH(traits<char>::size + f('a') + later().g()); }\n"
    );
    assert_eq!(reduced.stats.tests_run, 6);
}

#[test]
fn a_type_becomes_auto_where_int_would_not_do() {
    // The test wants `make` to return a class: `int` fails, `auto` keeps
    // the class of what it returns. The local's type may become `auto`
    // too, which the test rejects: 4 tests in all.
    let (text, reduced) = run("standins", "standins.cpp", |t| {
        t.contains("struct box { int a; };")
            && t.contains("ns::box b;")
            && t.contains("CRASH(b)")
            && !t.contains("int make")
    });
    assert_eq!(
        text,
        "namespace ns { struct box { int a; }; }\nauto make() {\n  ns::box b;\n  return CRASH(b);\n}\n"
    );
    assert_eq!(reduced.stats.tests_run, 4);
}

#[test]
fn an_expression_becomes_a_string_where_a_number_would_not_do() {
    // As Go's compiler, the test wants `s` to be a string that is
    // indexed: `0` fails (an int is not indexed), `""` keeps the type
    // (`nil`, offered too, is not a string).
    let (text, _) = run("standins", "standins-string.go", |t| {
        t.contains("s = s[0]") && (t.contains("s := f.args[0]") || t.contains("s := \"\""))
    });
    assert!(text.contains("\ts := \"\"\n"), "{text}");
}

#[test]
fn a_languages_further_texts_stand_in_for_an_expression() {
    // `more_standins` in grammars/java.toml: an int initialised from a
    // long (javac's lossy conversion) keeps its error with `0L`.
    let (text, reduced) = run("standins", "standins-long.java", |t| {
        t.contains("int word = words[0];") || t.contains("int word = 0L;")
    });
    assert!(text.contains("int word = 0L;"), "{text}");
    assert!(reduced.stats.tests_run <= 4, "{}", reduced.stats.tests_run);
}

#[test]
fn templates_become_what_they_declare() {
    // Type parameters become `int`; a non-type parameter keeps its
    // template; a class template keeps its `;`.
    let (text, _) = run("templates", "templates.cpp", |t| {
        t.contains("CRASH(x + x)") && t.contains("Box {")
    });
    assert_eq!(
        text,
        "int twice(int x) { return CRASH(x + x); }\ntemplate <int N> int fixed() { return N; }\n\
         struct Box { int item; };\n"
    );
}

#[test]
fn windows_remove_siblings_that_go_only_together() {
    let (text, _) = run("windows", "windows.c", |t| {
        t.contains("CRASH();") && (!t.contains("a = 1") || t.contains("int a;"))
    });
    assert_eq!(text, "void f(void) {\n    CRASH();\n}\n");
}

/// The crash in `pairs.c` needs the loop and the call both there or both
/// gone (a compiler's crash may hang on such a pair of facts: campaign
/// c-sdcc-stm8-gen-c-6027).
fn loop_and_call_together(t: &str) -> bool {
    t.contains("CRASH") && t.contains("for") == t.contains("note()")
}

#[test]
fn pairs_take_a_wrapper_and_a_move_inside_it_at_once() {
    let (alone, hdd_alone) = run("hdd", "pairs.c", loop_and_call_together);
    assert!(alone.contains("for") && alone.contains("note()"), "{alone}");
    let (text, reduced) = run_passes(&["hdd", "pairs"], "pairs.c", loop_and_call_together);
    assert!(!text.contains("for") && !text.contains("note()"), "{text}");
    assert!(
        text.contains("CRASH") && reduced.tokens < hdd_alone.tokens,
        "{text}"
    );
    let pairs = reduced
        .stats
        .per_pass
        .iter()
        .find(|p| p.name == "pairs")
        .unwrap();
    assert_eq!(pairs.interesting, 1, "{text}");
}

#[test]
fn pairs_leave_files_above_a_hundred_tokens_alone() {
    let (_, reduced) = run("pairs", "sweep-large.c", |t| t.contains("CRASH"));
    assert!(reduced.tokens > 100);
    assert_eq!(reduced.stats.tests_run, 0);
}

#[test]
fn tidy_drops_blank_lines_and_reindents() {
    let (text, reduced) = run("tidy", "tidy.c", |t| t.contains("CRASH();"));
    assert_eq!(text, "int f(void)\n{\n  CRASH();\n}\n");
    assert!(reduced.stats.tests_run <= 2, "{}", reduced.stats.tests_run);
}

#[test]
fn prune_removes_without_replacing_and_leaves_small_files_alone() {
    let (text, reduced) = run("prune", "prune.c", |t| t.contains("CRASH"));
    // hdd would replace `(CRASH + …)` by an operand and the `if` by its
    // body; prune only removes, and not inside `helper`, which `work` uses.
    assert_eq!(
        text,
        "int sink;\nint helper(int a, int b)\n{\n    sink = a * 2;\n    return a + b;\n}\n\
         void work()\n{\n    if (sink) {\n        sink = (CRASH + helper());\n    }\n}\n"
    );
    assert!(reduced.stats.tests_run < 100, "{}", reduced.stats.tests_run);
    let (small, reduced) = run("prune", "windows.c", |t| t.contains("CRASH();"));
    assert_eq!(reduced.stats.tests_run, 0, "{small}");
}

#[test]
fn prune_pauses_for_the_sweep_once_much_is_dead() {
    let tested = std::sync::Mutex::new(Vec::new());
    let oracle = |t: &str| {
        tested.lock().unwrap().push(t.to_owned());
        t.contains("CRASH")
    };
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/prune-pause.c");
    let tree = Tree::parse(&Language::c(), std::fs::read(path).unwrap()).unwrap();
    let options = Options {
        passes: passes::named(&["sweep", "prune"], PassSettings::default()).unwrap(),
        ..Options::default()
    };
    let reduced = reduce(tree, &options, &mut Oracle(oracle), &mut Quiet).unwrap();
    let text = String::from_utf8(reduced.bytes).unwrap();
    assert!(text.contains("sink = CRASH + table[0];"), "{text}");
    assert!(
        !text.contains("dead_later") && !text.contains("sink = 1;"),
        "{text}"
    );
    // The inner level's removal (`sink = 1;` alone) was tried only once
    // the sweep had taken `dead_later`.
    let tested = tested.into_inner().unwrap();
    let inner = |t: &&String| t.contains("CRASH") && !t.contains("sink = 1;");
    assert!(tested.iter().any(|t| inner(&t)));
    assert!(
        !tested
            .iter()
            .filter(inner)
            .any(|t| t.contains("int dead_later"))
    );
}

#[test]
fn every_pass_has_a_corpus_file_and_a_test() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let this = include_str!("passes.rs");
    for pass in passes::all(PassSettings::default()) {
        let name = pass.name;
        if matches!(name, "hdd" | "perses") {
            continue; // tests/driver.rs
        }
        let has_corpus = std::fs::read_dir(&corpus).unwrap().any(|e| {
            e.unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with(&format!("{name}."))
        });
        assert!(has_corpus, "no tests/corpus/{name}.<extension>");
        assert!(
            this.contains(&format!("run(\"{name}\"")),
            "no test runs {name}"
        );
    }
}

#[test]
fn every_key_of_every_language_is_read_by_the_tree_or_a_pass() {
    for language in Language::all() {
        if let Err(e) = passes::check_language(&language) {
            panic!("{}: {e}", language.name());
        }
    }
}

#[test]
fn a_key_no_pass_reads_or_a_bad_section_is_named() {
    let parser: tree_sitter::Language = tree_sitter_c::LANGUAGE.into();
    let grammar = include_str!("../../../grammars/c.grammar.json");
    let language = |toml: &str| {
        Language::new(
            parser.clone(),
            grammar,
            &format!("name = \"c\"\nextensions = []\n{toml}"),
        )
        .unwrap()
    };
    let misspelt = passes::check_language(&language("lenent = true\n")).unwrap_err();
    assert_eq!(
        misspelt.to_string(),
        "grammars/c.toml: unknown key `lenent`: neither the grammar nor any pass reads it"
    );
    let bad_kind = language(
        "[parameters]\nfunction = \"fucntion_definition\"\nbody = \"body\"\nlist = \"parameter_list\"\nlocal = \"declaration\"\ntype = \"type\"\ndeclarator = \"declarator\"\n",
    );
    let error = passes::check_language(&bad_kind).unwrap_err().to_string();
    assert_eq!(
        error,
        "grammars/c.toml, `parameters`: unknown kind `fucntion_definition`"
    );
    let bad_subkey = language("[noise]\nkind = []\n");
    let error = passes::check_language(&bad_subkey).unwrap_err().to_string();
    assert!(
        error.starts_with("grammars/c.toml, `noise`: unknown field `kind`"),
        "{error}"
    );
}

#[test]
fn a_definition_goes_with_every_use_of_it() {
    // rustc reports the borrow error only while `first` and `total` are
    // there; `size` and `count` can go only with every statement that
    // reads them, and the helper only with its call.
    let (text, _) = run("defuse", "defuse.rs", |t| {
        t.contains("let first = &mut self.items[0];") && t.contains("self.items.push(")
    });
    assert!(!text.contains("size"), "{text}");
    assert!(!text.contains("count"), "{text}");
    assert!(!text.contains("fn helper"), "{text}");
    assert!(!text.contains("helper("), "{text}");
    assert!(text.contains("let first = &mut self.items[0];"), "{text}");
}

#[test]
fn a_definition_goes_without_the_statement_after_it() {
    // `let buf;` goes with its one use, and the loop right after it, which
    // neither defines `buf` nor reads it, stays.
    let (text, _) = run("defuse", "defuse-sibling.rs", |t| {
        t.contains("for line in lines")
    });
    assert!(!text.contains("buf"), "{text}");
    assert!(text.contains("for line in lines {}"), "{text}");
}

#[test]
fn a_move_takes_the_imports_and_locals_it_leaves_unused() {
    // As Go: an import or a local left unused is an error of its own, so
    // the methods go only with the imports that only they use, and the
    // print only with `pos`.
    let (text, _) = run("defuse", "defuse-unused.go", |t| {
        let used = |name: &str| t.contains(&format!("{name}."));
        t.contains("func (s *Scanner) scanNumber() {\n\tch := 0")
            && ["fmt", "os", "strings"]
                .iter()
                .all(|name| t.contains(&format!("\"{name}\"")) == used(name))
            && t.contains("pos :=") == t.contains(", pos)")
    });
    for gone in ["fmt", "os", "strings", "report", "trim", "pos"] {
        assert!(!text.contains(gone), "{gone}: {text}");
    }
    assert!(text.contains("type Scanner struct"), "{text}");
}

#[test]
fn a_declaration_of_several_names_becomes_one_of_them() {
    // Go's `ch, a := pair()` as `ch := 0` (`choice`: only where the left
    // has names to choose from); `x := 1 + 2`, one name, stays for hdd's
    // replacements.
    let (text, _) = run("rewrite", "rewrite-choice.go", |t| {
        t.contains("ch") && t.contains("x :=")
    });
    assert!(text.contains("ch := 0"), "{text}");
    assert!(!text.contains("pair()\n"), "{text}");
    assert!(text.contains("x := 1 + 2"), "{text}");
}

#[test]
fn scopes_keep_a_local_apart_from_another_functions_local() {
    // Two functions each have a local `r`: removing one `r` with its uses
    // leaves the other function's `r` alone (JavaScript's def-use comes
    // after the tree passes).
    let (text, _) = run("defuse-late", "defuse-late.js", |t| {
        t.contains("return r * 2;")
    });
    assert!(text.contains("let r = 1;"), "{text}");
    assert!(!text.contains("let r = 3;"), "{text}");
    assert!(!text.contains("r + 4"), "{text}");
}

#[test]
fn a_callback_body_takes_the_place_of_the_call_around_it() {
    let (text, _) = run("hoist", "hoist.js", |t| t.contains("throw new Error"));
    assert!(!text.contains("function"), "{text}");
    assert!(text.contains("throw new Error"), "{text}");
}

#[test]
fn a_syntax_error_loses_the_keywords_around_it() {
    // Python's parser keeps `if` and `:` around the error; the test needs
    // only the bad assignment.
    let (text, _) = run("tokens", "tokens-error.py", |t| t.contains("len() = 0"));
    assert!(!text.contains("if"), "{text}");
    assert!(!text.contains(':'), "{text}");
}

#[test]
fn a_python_body_hoisted_out_of_its_blocks_moves_left() {
    // The test compiles the candidate as Python would (indentation is
    // syntax): only a body moved left with its block parses.
    let compiles = |t: &str| {
        t.contains("elif") || t.contains("is 'delete'") && python_indentation_is_consistent(t)
    };
    let (text, _) = run("hdd", "hoist-indented.py", |t| {
        compiles(t) && t.contains("is 'delete'")
    });
    assert!(!text.contains("class"), "{text}");
    assert!(!text.contains("def"), "{text}");
    assert!(python_indentation_is_consistent(&text), "{text}");
}

/// Whether every line is indented as deep as a block opened by the line
/// before it (ending in `:`) allows, and never deeper otherwise: Python's
/// rule for blocks, without its tokenizer.
fn python_indentation_is_consistent(text: &str) -> bool {
    let mut levels = vec![0usize];
    let mut opened = false;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let indent = line.len() - line.trim_start().len();
        let top = *levels.last().unwrap();
        if opened {
            if indent <= top {
                return false;
            }
            levels.push(indent);
        } else if indent > top {
            return false;
        } else {
            while *levels.last().unwrap() > indent {
                levels.pop();
            }
            if *levels.last().unwrap() != indent {
                return false;
            }
        }
        opened = line.trim_end().ends_with(':');
    }
    !opened
}

#[test]
fn a_run_of_tokens_goes_across_nodes() {
    // `; word` belongs to two statements; without it the declaration
    // takes the assignment's value.
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    let joined = "class BitSet { long[] words; { int word = words[0]; } }";
    let (text, _) = run("token-runs", "token-runs.java", |t| {
        let t = words(t);
        t == joined || t == "class BitSet { long[] words; { int word ; word = words[0]; } }"
    });
    assert_eq!(words(&text), joined);
}

#[test]
fn each_run_of_tokens_is_tried_once_when_none_can_go() {
    // The file's 21 tokens make 21 runs of one, 20 of two and 19 of three:
    // one test each, as C-Vise's token passes, where a partitioning core
    // would take about two per run.
    let original = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/token-runs.java"),
    )
    .unwrap();
    let (text, reduced) = run("token-runs", "token-runs.java", |t| t == original);
    assert_eq!(text, original);
    assert!(
        reduced.stats.tests_run <= 21 + 20 + 19,
        "{}",
        reduced.stats.tests_run
    );
}

#[test]
fn on_a_small_file_a_token_takes_another_ones_place() {
    // As node on marked's result: `await` with any token after it but
    // `0`, which passes only inside the block. No run of tokens can go;
    // `{` can take the place of `0`.
    let (text, _) = run("token-runs", "token-moves.js", |t| {
        let tokens: Vec<&str> = t.split_whitespace().collect();
        tokens.iter().position(|&t| t == "await").is_some_and(|at| {
            tokens.get(at + 1).is_some_and(|&after| after != "0")
                || (tokens.get(at + 1) == Some(&"0") && at > 0 && tokens[at - 1] == "{")
        })
    });
    assert_eq!(text.split_whitespace().collect::<Vec<_>>(), ["await", "{"]);
}

#[test]
fn a_pointer_every_use_of_which_dereferences_it_loses_a_level() {
    // `kept` is also read as a pointer, so it stays one.
    let (text, _) = run("levels", "pointers.c", |t| t.contains("| 4;"));
    assert!(text.contains("char l;"), "{text}");
    assert!(text.contains("  l | 4;"), "{text}");
    assert!(text.contains("int *p;"), "{text}");
    assert!(text.contains("  p = p;"), "{text}");
    assert!(text.contains("int *kept;"), "{text}");
    assert!(text.contains("*kept;"), "{text}");
}

#[test]
fn a_blocks_declarations_move_out_before_the_statement_that_holds_it() {
    // Interesting while every declaration and statement stays: only the
    // braces can go. Both branches of the `if` give theirs at once; the
    // loop's body first gives `k`, then, in the pass's next run, `z`.
    let (text, reduced) = run("lift", "lift.c", |t| {
        [
            "int **q = &p;",
            "int *r;",
            "g = CRASH(q, r);",
            "char c;",
            "g = c;",
            "int k;",
            "int z;",
            "g = k + z;",
        ]
        .iter()
        .all(|s| t.contains(s))
    });
    assert_eq!(
        text,
        "long g;\nvoid f(int p)\n{\n  int **q = &p;\n  int *r;\n  char c;\n  if (g) g = CRASH(q, r); else g = c;\n  int k;\n  int z;\n  while (g) g = k + z;\n}\n"
    );
    assert_eq!(reduced.stats.tests_run, 3, "{}", reduced.stats.tests_run);
}

#[test]
fn adjacent_declarations_of_one_type_become_one() {
    // Interesting while every variable keeps its type: `long c` stays
    // apart; `q`, `r` and `s` become one declaration.
    let (text, reduced) = run("combine", "combine.c", |t| {
        ["int a", "*b", "long c;", "int **q = &p", "**r", "**s"]
            .iter()
            .all(|s| t.contains(s))
            && t.contains("CRASH(a, b, c, q, r, s);")
    });
    assert_eq!(
        text,
        "int a, *b;\nlong c;\nvoid f(int p)\n{\n  int **q = &p, **r, **s;\n  CRASH(a, b, c, q, r, s);\n}\n"
    );
    assert_eq!(reduced.stats.tests_run, 2, "{}", reduced.stats.tests_run);
}

#[test]
fn a_word_many_declarations_have_goes_from_all_of_them_in_one_test() {
    // Each declaration is a list of its own, with `static` in it: the
    // four go in one candidate, not one test each.
    let partial = std::cell::Cell::new(0);
    let (text, _) = run("hdd", "hdd-alike.c", |t| {
        if (1..4).contains(&t.matches("static").count()) {
            partial.set(partial.get() + 1);
        }
        ["int a;", "int b;", "int c;", "int d;"]
            .iter()
            .all(|s| t.contains(s))
            && t.contains("int crash(void) { return CRASH(a, b, c, d); }")
    });
    assert_eq!(
        text,
        "int a;\nint b;\nint c;\nint d;\nint crash(void) { return CRASH(a, b, c, d); }\n"
    );
    assert_eq!(partial.get(), 0);
}

#[test]
fn parents_with_one_removal_each_share_one_list() {
    // Each parameter has one removable child, its name, and no two names
    // are alike: the five names are one list, which the core halves, so
    // they go in fewer interesting tests than one each.
    let names = ["a1", "b1", "c2", "d3", "e3"];
    let left = std::cell::Cell::new(names.len());
    let steps = std::cell::Cell::new(0);
    let (text, _) = run("hdd", "hdd-one-removal.c", |t| {
        // Everything but the names stays.
        let mut rest: String = t.split_whitespace().collect();
        for name in names {
            rest = rest.replace(name, "");
        }
        let interesting = rest
            == "intf1(int,long);intf2(char);intf3(int,int);intcrash(void){returnCRASH(f1,f2,f3);}";
        let now = names.iter().filter(|n| t.contains(*n)).count();
        if interesting && now < left.get() {
            left.set(now);
            steps.set(steps.get() + 1);
        }
        interesting
    });
    assert!(names.iter().all(|n| !text.contains(n)), "{text}");
    assert!(steps.get() < names.len(), "{} steps", steps.get());
}

#[test]
fn a_declaration_the_parser_cannot_read_goes_with_its_semicolon() {
    // tree-sitter-c reads sdcc's `float f(float a) __reentrant;` as an
    // error and a `;` of its own; sdcc rejects a `;` alone, and a
    // declaration without its `;` runs into the next one. The oracle
    // does as sdcc does.
    let (text, reduced) = run("sweep", "sweep-split.c", |t| {
        t.contains("CRASH(kept)")
            && t.contains("int kept;")
            && !t.lines().any(|l| l.trim() == ";")
            && !t.contains("__reentrant\n")
    });
    assert_eq!(
        text,
        "int kept;\nint crash_site(void) { return CRASH(kept); }\n"
    );
    // Each declaration and its `;` one element: 9 tests. As elements of
    // their own they took 21, the narrowing splitting pairs. (`crash_site`
    // comes first, so the sweep's guess of the last unit fails and the
    // narrowing runs.)
    assert!(reduced.stats.tests_run <= 9, "{}", reduced.stats.tests_run);
}

#[test]
fn a_call_in_another_calls_arguments_becomes_a_temporary_set_before_its_statement() {
    // Every candidate (after the original, which `run` checks first), to
    // see the two the pass makes, each with every statement's calls at
    // once: the outermost temporaries without values (the nested calls
    // gone), which lose `crash(x)`, then the calls lifted. The `for`
    // keeps its calls (its `i` is declared there), and `note` returns
    // nothing.
    let seen = std::cell::RefCell::new(Vec::new());
    let (text, reduced) = run("temporaries", "temporaries.c", |t| {
        seen.borrow_mut().push(t.to_owned());
        t.contains("crash(x)")
    });
    let lifted = "int crash(int);\nshort wrap(short);\nlong *pair(int, int);\nvoid note(int);\n\
                  int f(int x)\n{\n  int t1 = crash(x);\n  short t2 = wrap(x);\n  \
                  long *t3 = pair(t1, t2);\nint k = wrap(t3 != 0);\n  short t4 = wrap(x);\n\
                  note(t4);\n  for (int i = 0; i < wrap(wrap(i)); i++)\n    note(x);\n  return k;\n}\n";
    assert_eq!(
        seen.borrow()[1..],
        [CALLS_GONE, lifted],
        "{:?}",
        seen.borrow()
    );
    // Nothing else ran to take more than the lift added: the input is the
    // result, never a larger file.
    let original = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/temporaries.c"),
    )
    .unwrap();
    assert_eq!(text, original);
    assert_eq!(reduced.stats.per_pass[0].interesting, 1);
}

/// temporaries.c with its nested calls' outermost temporaries declared
/// without values.
const CALLS_GONE: &str = "int crash(int);\nshort wrap(short);\nlong *pair(int, int);\n\
                          void note(int);\nint f(int x)\n{\n  long *t3;\n\
                          int k = wrap(t3 != 0);\n  short t4;\nnote(t4);\n  \
                          for (int i = 0; i < wrap(wrap(i)); i++)\n    note(x);\n  return k;\n}\n";

#[test]
fn nested_calls_the_failure_does_not_need_go_in_one_test() {
    // The failure needs `note` called and `k` declared, none of the
    // nested calls: the pass's first candidate, every outermost
    // temporary without a value, passes, and is its only test.
    let (text, reduced) = run("temporaries", "temporaries.c", |t| {
        t.contains("note(") && t.contains("int k")
    });
    assert_eq!(text, CALLS_GONE);
    assert_eq!(reduced.stats.per_pass[0].tests, 1);
    assert_eq!(reduced.stats.per_pass[0].interesting, 1);
}

#[test]
fn a_lifted_call_stays_while_the_expression_around_it_goes() {
    // The failure needs `crash(x)`: alone, hdd keeps a call around it;
    // lifted, a statement that holds the call alone.
    let needs = |t: &str| t.contains("crash(x)");
    let (plain, _) = run_passes(&["hdd"], "temporaries.c", needs);
    let (lifted, _) = run_passes(&["temporaries", "hdd"], "temporaries.c", needs);
    assert!(plain.contains("wrap(crash(x))"), "{plain}");
    assert!(lifted.contains("t1 = crash(x);"), "{lifted}");
    assert!(!lifted.contains("wrap"), "{lifted}");
    let tokens = |t: &str| whittle_reduce::Measure::of(t.as_bytes()).tokens;
    assert!(tokens(&lifted) < tokens(&plain), "{lifted}\n{plain}");
}

#[test]
fn a_reduction_grows_at_most_once() {
    // The pass runs in every round, but only its first run may grow the
    // file: later ones find the step taken and test nothing. (The first
    // run's two tests: without values, which loses `crash(x)`, then
    // lifted.)
    let (_, reduced) = run_passes(&["temporaries", "hdd"], "temporaries.c", |t| {
        t.contains("crash(x)")
    });
    let temporaries = &reduced.stats.per_pass[0];
    assert!(temporaries.runs >= 2, "{temporaries:?}");
    assert_eq!(temporaries.tests, 2, "{temporaries:?}");
}

#[test]
fn hdd_leaves_out_what_failed_until_the_passes_stall() {
    // `return crash(7);` must stay. Each round of hdd takes one more
    // local of the chain `a`, `b`, `d`, `e` (a definition goes once
    // nothing uses it); the rounds between leave out the return's
    // removal and replacements, which failed, and try them again once
    // the passes stall.
    let tried_return = std::cell::Cell::new(0);
    // `s = 0;` must stay while `g(0)` does, which goes a level deeper,
    // after `s = 0;` was tried: it is left out as failed too, and goes
    // when the passes stall.
    let (text, reduced) = run("hdd", "hdd-familiar.c", |t| {
        if t.contains("if (c)") && !t.contains("return crash(7);") {
            tried_return.set(tried_return.get() + 1);
        }
        t.contains("return crash(7);")
            && t.contains("if (c)")
            && (!t.contains("g(0)") || t.contains("s = 0;"))
    });
    assert_eq!(
        text,
        "int crash;\nint c {\n  if (c) ;\n  return crash(7);\n}\n"
    );
    // Every round trying them again, as hdd did before it remembered:
    // 26 candidates without the return, in 66 tests.
    assert!(tried_return.get() < 20, "{}", tried_return.get());
    assert!(reduced.stats.tests_run < 60, "{}", reduced.stats.tests_run);
}

/// Whether each line that assigns has as many names on the left as
/// values on the right (as Go's `assignment mismatch` and Python's
/// unpacking demand), and `b`, assigned CRASH, is still used.
fn sides_match(t: &str) -> bool {
    let assignments: Vec<(&str, &str)> =
        t.lines().filter_map(|line| line.split_once('=')).collect();
    let entries = |side: &str| side.split(',').filter(|e| !e.trim().is_empty()).count();
    let matched = assignments
        .iter()
        .all(|(l, r)| entries(l.trim_end_matches(':')) == entries(r));
    let b_is_crash = assignments.iter().any(|(l, r)| {
        let names: Vec<&str> = l.trim_end_matches(':').split(',').map(str::trim).collect();
        let values: Vec<&str> = r.split(',').map(str::trim).collect();
        names
            .iter()
            .zip(&values)
            .any(|(n, v)| *n == "b" && *v == "CRASH")
    });
    matched && b_is_crash && t.contains("use(b)")
}

/// HDD's replacement rounds give each list its offers smallest first, so
/// they pair `a` with `CRASH` and never `b`; positions takes `a` and
/// `g(1)`, `c` and `h(3)`, each pair at once.
#[test]
fn an_entry_goes_from_both_sides_of_an_assignment_at_once() {
    for file in ["positions.go", "positions.py"] {
        let (alone, _) = run("hdd", file, sides_match);
        assert!(alone.contains("a, b, c"), "{file}: {alone}");
        // Alone, it leaves Python's commas (`b, = CRASH,`, still a
        // one-name unpacking) to HDD.
        let (only, _) = run("positions", file, sides_match);
        assert!(
            !only.contains("a,") && !only.contains("g(1)") && !only.contains("h(3)"),
            "{file}: {only}"
        );
        let (text, reduced) = run_passes(&["hdd", "positions"], file, sides_match);
        assert!(
            text.contains("b = CRASH") || text.contains("b := CRASH"),
            "{file}: {text}"
        );
        assert!(
            !text.contains("a,") && !text.contains(", c"),
            "{file}: {text}"
        );
        let positions = reduced
            .stats
            .per_pass
            .iter()
            .find(|p| p.name == "positions")
            .unwrap();
        assert!(positions.interesting >= 1, "{file}: {positions:?}");
    }
}

/// Whether `crash` is still called with two arguments and each local
/// read is defined (as rustc demands).
fn call_kept_and_names_defined(t: &str) -> bool {
    let defined = |name: &str, read: &str| t.contains(&format!("let {name}")) || !t.contains(read);
    t.contains("crash(") && t.contains(", 1)") && defined("x", "(x") && defined("config", "(config")
}

/// `defuse` can only take `crash(x, 1);` with `let x`, which the test
/// needs; HDD cannot take `let x` while `x` is read. `defaults` takes
/// each `let` and puts the stand-in of an expression where its name was
/// read.
#[test]
fn a_definition_goes_and_its_uses_take_a_default() {
    let file = "defaults.rs";
    let source = std::fs::read_to_string(corpus(file)).unwrap();
    let (alone, _) = run_passes(&["defuse", "hdd"], file, call_kept_and_names_defined);
    assert!(alone.contains("let x"), "{alone}");
    let (text, reduced) = run("defaults", file, call_kept_and_names_defined);
    assert!(
        !text.contains("let x") && !text.contains("let config"),
        "{text}"
    );
    assert!(text.contains("crash(0, 1)"), "{text}");
    assert!(text.len() < source.len());
    let defaults = &reduced.stats.per_pass[0];
    assert_eq!(defaults.name, "defaults");
    assert!(defaults.interesting >= 1, "{defaults:?}");
}

/// The three calls stay, in a file Python parses without an error.
fn calls_kept_in_valid_python(t: &str) -> bool {
    let language = Language::detect(&corpus("conversions.py"), t.as_bytes());
    ["crash(1)", "crash(2)", "crash(3)"]
        .iter()
        .all(|call| t.contains(call))
        && Tree::count_errors(&language, t.as_bytes()).is_ok_and(|e| e == 0)
}

/// HDD cannot put an `if`'s condition or a `return`'s value in the
/// statement's place: an expression is not a statement. `conversions`
/// builds the expression statement around each, from the grammar.
#[test]
fn a_statement_becomes_the_expression_statement_of_its_part() {
    let file = "conversions.py";
    let (alone, _) = run("hdd", file, calls_kept_in_valid_python);
    assert!(alone.contains("if ") && alone.contains("return"), "{alone}");
    let (text, reduced) = run("conversions", file, calls_kept_in_valid_python);
    assert!(!text.contains("if ") && !text.contains("return"), "{text}");
    assert!(text.contains("    crash(1)\n"), "{text}");
    let conversions = &reduced.stats.per_pass[0];
    assert_eq!(conversions.name, "conversions");
    assert!(conversions.interesting >= 1, "{conversions:?}");
}

/// Node's verdict on a file that must keep `0` right before `method`
/// (an unexpected identifier): inside an open bracket a line end between
/// them counts for nothing, outside one it ends the statement `0`.
fn method_follows_an_expression(t: &str) -> bool {
    let Some(at) = t.find("method") else {
        return false;
    };
    let before = t[..at].trim_end_matches([' ', '\n']);
    let between = &t[before.len()..at];
    before.ends_with('0') && (!between.contains('\n') || before.contains('('))
}

/// The tree passes keep the layout of what is left, so the bracket that
/// made a line end count for nothing stays; with the lines joined it
/// goes.
#[test]
fn a_bracket_goes_once_the_lines_are_joined() {
    let file = "join-lines.js";
    let (joined, _) = run("join-lines", file, method_follows_an_expression);
    assert_eq!(joined.trim_end(), "x = f 0 method", "one line, `(` gone");
    let (alone, _) = run("token-runs", file, method_follows_an_expression);
    assert!(alone.contains('('), "{alone}");
    let (text, reduced) = run_passes(
        &["token-runs", "join-lines"],
        file,
        method_follows_an_expression,
    );
    assert_eq!(text.trim_end(), "0 method");
    let joins = &reduced.stats.per_pass[1];
    assert_eq!(joins.name, "join-lines");
    assert!(joins.interesting >= 1, "{joins:?}");
}

#[test]
fn a_string_keeps_only_the_words_the_test_needs() {
    // The test needs the word `denied` between double quotes.
    let denied_in_quotes = |t: &str| {
        t.split('\n').any(|line| {
            line.split('"')
                .skip(1)
                .step_by(2)
                .any(|s| s.contains("denied"))
        })
    };
    let (text, reduced) = run("strings", "strings.txt", denied_in_quotes);
    assert_eq!(
        text, "[server]\nname =\nmessage = \"denied\"\npath =\n",
        "the other strings gone, the message one word"
    );
    let strings = &reduced.stats.per_pass[0];
    assert_eq!(strings.name, "strings");
    // The two strings the test does not need: emptied, then gone, two
    // tests each; the message about twice its 16 words.
    assert!(strings.tests <= 40, "{strings:?}");
}

#[test]
fn an_array_every_use_of_which_indexes_it_becomes_its_element() {
    // The declaration and every use change in one candidate: a test that
    // wants the types to agree accepts neither alone. `kept` is read
    // whole, so it keeps its type.
    let agree = |t: &str| {
        t.contains("Object[] queue;") && t.contains("queue[0]")
            || t.contains("Object queue;") && t.contains("E e = queue;")
    };
    let (text, _) = run("levels", "levels.java", |t| {
        agree(t) && t.contains("return kept;")
    });
    assert!(text.contains("Object queue;"), "{text}");
    assert!(text.contains("E e = queue;"), "{text}");
    assert!(text.contains("int sizes;"), "{text}");
    assert!(text.contains("return sizes + sizes;"), "{text}");
    assert!(text.contains("Object[] kept;"), "{text}");
}

#[test]
fn a_slice_every_use_of_which_indexes_it_becomes_its_element() {
    let (text, _) = run("levels", "levels.go", |t| t.contains("return buf"));
    assert!(text.contains("var buf byte"), "{text}");
    assert!(text.contains("return buf\n"), "{text}");
}
