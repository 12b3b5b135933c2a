//! What edits produce: separators, empty lists, layout, token gluing,
//! replacements.

#![allow(clippy::unwrap_used)]

mod common;

use common::{find, parse_c, parse_xml, remove, render};
use whittle_tree::{Edits, Language, NodeId, Replacement, Tree};

#[test]
fn a_removed_argument_takes_one_comma_with_it() {
    let tree = parse_c("int v = g(a, b, c);\n");
    let args = find(&tree, "(a, b, c)", "argument_list");
    let [a, b, c] = [
        find(&tree, "a", "identifier"),
        find(&tree, "b", "identifier"),
        find(&tree, "c", "identifier"),
    ];
    let cases = [
        (vec![a], "g(b, c)"),
        (vec![b], "g(a, c)"),
        (vec![c], "g(a, b)"),
        (vec![a, b], "g(c)"),
        (vec![a, c], "g(b)"),
        (vec![a, b, c], "g()"),
    ];
    for (removed, expected) in cases {
        let edits = remove(&tree, args, &removed).unwrap();
        assert_eq!(render(&tree, &edits), format!("int v = {expected};\n"));
    }
}

#[test]
fn lists_of_parameters_initializers_and_enumerators() {
    let tree = parse_c("int f(int a, char *b);\nint t[] = {1, 2, 3};\nenum e { X, Y = 2, Z };\n");
    let params = find(&tree, "(int a, char *b)", "parameter_list");
    let a = find(&tree, "int a", "parameter_declaration");
    let b = find(&tree, "char *b", "parameter_declaration");
    let edits = remove(&tree, params, &[a]).unwrap();
    assert!(render(&tree, &edits).starts_with("int f(char *b);"));
    let edits = remove(&tree, params, &[a, b]).unwrap();
    assert!(render(&tree, &edits).starts_with("int f();"));

    let list = find(&tree, "{1, 2, 3}", "initializer_list");
    let two = find(&tree, "2", "number_literal");
    let edits = remove(&tree, list, &[two]).unwrap();
    assert!(render(&tree, &edits).contains("{1, 3}"));

    let enums = find(&tree, "{ X, Y = 2, Z }", "enumerator_list");
    let y = find(&tree, "Y = 2", "enumerator");
    let edits = remove(&tree, enums, &[y]).unwrap();
    assert!(render(&tree, &edits).contains("enum e { X, Z };"));
}

#[test]
fn required_children_are_not_removable() {
    let tree = parse_c("int f(void) { return x; }\n");
    let ret = find(&tree, "return x;", "return_statement");
    let removable = tree.removable_children(ret, &Edits::new());
    // `x` is optional in `return x;`; `return` and `;` are not.
    let names: Vec<&str> = removable.iter().map(|&n| tree.kind_name(n)).collect();
    assert_eq!(names, ["identifier"]);
    let semicolon = tree.children(ret)[2];
    assert_eq!(remove(&tree, ret, &[semicolon]), None);
    let function = find(&tree, "int f(void) { return x; }", "function_definition");
    let body = find(&tree, "{ return x; }", "compound_statement");
    assert_eq!(remove(&tree, function, &[body]), None);
}

#[test]
fn a_statement_on_its_own_line_takes_the_line() {
    let tree = parse_c("void f(void) {\n    a();\n    b();\n    c();\n}\n");
    let block = find(
        &tree,
        "{\n    a();\n    b();\n    c();\n}",
        "compound_statement",
    );
    let b = find(&tree, "b();", "expression_statement");
    let edits = remove(&tree, block, &[b]).unwrap();
    assert_eq!(
        render(&tree, &edits),
        "void f(void) {\n    a();\n    c();\n}\n"
    );
}

#[test]
fn removing_the_first_lines_leaves_no_blank_start() {
    let tree = parse_c("/* a comment */\n\nint a;\n\nint b;\n");
    let root = tree.root();
    let comment = find(&tree, "/* a comment */", "comment");
    let a = find(&tree, "int a;", "declaration");
    let edits = remove(&tree, root, &[comment, a]).unwrap();
    assert_eq!(render(&tree, &edits), "int b;\n");
    // A keyword that started a line takes its blank with it.
    let tree = parse_c("static int x;\n");
    let storage = find(&tree, "static", "storage_class_specifier");
    let declaration = find(&tree, "static int x;", "declaration");
    let edits = remove(&tree, declaration, &[storage]).unwrap();
    assert_eq!(render(&tree, &edits), "int x;\n");
}

#[test]
fn cut_lines_leave_at_most_one_blank_line() {
    let tree = parse_c("int a;\n\nint b;\n\nint c;\n");
    let b = find(&tree, "int b;", "declaration");
    let edits = remove(&tree, tree.root(), &[b]).unwrap();
    assert_eq!(render(&tree, &edits), "int a;\n\nint c;\n");
}

#[test]
fn crlf_and_missing_final_newline_are_kept() {
    let tree = parse_c("int a;\r\nint b;\r\nint c;");
    let root = tree.root();
    let b = find(&tree, "int b;", "declaration");
    let edits = remove(&tree, root, &[b]).unwrap();
    assert_eq!(render(&tree, &edits), "int a;\r\nint c;");
    let c = find(&tree, "int c;", "declaration");
    let edits = remove(&tree, root, &[c]).unwrap();
    assert_eq!(render(&tree, &edits), "int a;\r\nint b;\r\n");
}

#[test]
fn removals_never_glue_tokens() {
    // `(int)x` minus the cast's parentheses would read `intx`; a space
    // goes in. Likewise `- -`, which must not become `--`.
    let tree = parse_c("int y = sizeof(x) - (-z);\n");
    let sizeof = find(&tree, "sizeof(x)", "sizeof_expression");
    let inner = find(&tree, "x", "identifier");
    let parens = find(&tree, "(x)", "parenthesized_expression");
    let mut edits = Edits::new();
    edits.replace(parens, Replacement::Node(inner));
    assert_eq!(render(&tree, &edits), "int y = sizeof x - (-z);\n");
    assert!(tree.complete(sizeof, &edits).is_some());

    let tree = parse_c("int y = a-(-b);\n");
    let group = find(&tree, "(-b)", "parenthesized_expression");
    let negation = find(&tree, "-b", "unary_expression");
    let mut edits = Edits::new();
    edits.replace(group, Replacement::Node(negation));
    assert_eq!(render(&tree, &edits), "int y = a- -b;\n");
}

#[test]
fn replacements_are_smallest_first_and_fit_their_place() {
    let tree = parse_c("void f(void) { if (x) { y++; } else w(); }\n");
    let branch = find(&tree, "if (x) { y++; } else w();", "if_statement");
    let offers = tree.replacements(branch, &Edits::new(), 10);
    let rendered: Vec<String> = offers
        .iter()
        .map(|r| {
            let mut edits = Edits::new();
            edits.replace(branch, r.clone());
            render(&tree, &edits)
        })
        .collect();
    // The stand-in statement first, then the branches.
    assert_eq!(rendered[0], "void f(void) { ; }\n");
    assert!(rendered.contains(&"void f(void) { y++; }\n".to_owned()));
    assert!(rendered.contains(&"void f(void) { w(); }\n".to_owned()));
    assert!(rendered.contains(&"void f(void) { { y++; } }\n".to_owned()));
    // A condition is an expression: it cannot stand for a statement.
    assert!(!rendered.contains(&"void f(void) { x }\n".to_owned()));
}

#[test]
fn expressions_shrink_to_a_literal_or_an_operand() {
    let tree = parse_c("int v = (a + b) * c;\n");
    let product = find(&tree, "(a + b) * c", "binary_expression");
    let offers = tree.replacements(product, &Edits::new(), 10);
    assert!(matches!(&offers[0], Replacement::Text { text, .. } if &**text == "0"));
    assert!(offers.contains(&Replacement::Node(find(&tree, "c", "identifier"))));
    // A function body must stay a block: it has no stand-in but `{}`.
    let tree = parse_c("int f(void) { return 1; }\n");
    let body = find(&tree, "{ return 1; }", "compound_statement");
    let offers = tree.replacements(body, &Edits::new(), 10);
    assert_eq!(offers.len(), 1);
    let mut edits = Edits::new();
    edits.replace(body, offers[0].clone());
    assert_eq!(render(&tree, &edits), "int f(void) {}\n");
}

#[test]
fn a_long_type_keeps_long_before_it_becomes_int() {
    // `long int` can become `long` by removals alone (1 token), and C
    // spares `long` (grammars/c.toml): HDD offers no `int` for it, as
    // the stand-in or as the type inside, but `long` itself, and the
    // `standins` pass offers `int` apart. `unsigned int` and `struct s`
    // still get `int`.
    let tree = parse_c("typedef long int t;\nunsigned int u;\nstruct s x;\n");
    let sized = find(&tree, "long int", "sized_type_specifier");
    let with = |node, r: &Replacement| {
        let mut edits = Edits::new();
        edits.replace(node, r.clone());
        render(&tree, &edits)
    };
    let offers = tree.replacements(sized, &Edits::new(), 10);
    assert!(
        offers
            .iter()
            .all(|r| !with(sized, r).starts_with("typedef int t;")),
        "{offers:?}"
    );
    assert!(
        offers
            .iter()
            .any(|r| with(sized, r).starts_with("typedef long t;\n")),
        "{offers:?}"
    );
    let also = tree.also_standins(sized, &Edits::new());
    assert_eq!(also.len(), 1);
    assert!(with(sized, &also[0]).starts_with("typedef int t;\n"));
    let int = find(&tree, "int", "primitive_type");
    let edits = remove(&tree, sized, &[int]).unwrap();
    assert!(render(&tree, &edits).starts_with("typedef long t;\n"));
    for (text, kind, declared) in [
        ("unsigned int", "sized_type_specifier", "u"),
        ("struct s", "struct_specifier", "x"),
    ] {
        let node = find(&tree, text, kind);
        let offers = tree.replacements(node, &Edits::new(), 10);
        assert!(with(node, &offers[0]).contains(&format!("\nint {declared};")));
        assert!(tree.also_standins(node, &Edits::new()).is_empty());
    }
}

#[test]
fn a_cpp_type_may_also_become_auto() {
    // `int` is the best stand-in for a type and the one `replacements`
    // offers; `auto` (`also_standin` in grammars/cpp.toml) comes apart.
    let language = Language::by_name("cpp").unwrap();
    let source = b"ns::box make() { ns::box b; return b; }\n".to_vec();
    let tree = Tree::parse(&language, source).unwrap();
    let ret = find(&tree, "ns::box", "qualified_identifier");
    let render_with = |r: &Replacement| {
        let mut edits = Edits::new();
        edits.replace(ret, r.clone());
        render(&tree, &edits)
    };
    let offers = tree.replacements(ret, &Edits::new(), 3);
    assert_eq!(
        render_with(&offers[0]),
        "int make() { ns::box b; return b; }\n"
    );
    assert!(offers.iter().all(|r| !render_with(r).starts_with("auto")));
    let also = tree.also_standins(ret, &Edits::new());
    assert_eq!(also.len(), 1);
    assert_eq!(
        render_with(&also[0]),
        "auto make() { ns::box b; return b; }\n"
    );
    // Not where a type cannot be `auto`, nor for a one-token type (no
    // smaller), nor in C.
    let name = find(&tree, "make", "identifier");
    assert!(tree.also_standins(name, &Edits::new()).is_empty());
    let one = find(&tree, "box", "type_identifier");
    assert!(tree.also_standins(one, &Edits::new()).is_empty());
    let tree = parse_c("struct box make(void) { struct box b; return b; }\n");
    let ret = find(&tree, "struct box", "struct_specifier");
    assert!(tree.also_standins(ret, &Edits::new()).is_empty());
}

#[test]
fn cpp_replacements_bring_in_no_undeclared_name() {
    // Every C++ name must be declared before use: the grammar's shortest
    // texts (`<>`, `: a`, `typedef a a;`, `a` as a type) never compile,
    // and a class defined here does not become its own name
    // (grammars/cpp.toml: no_standin, [standin], [[never_hoist]]).
    let language = Language::by_name("cpp").unwrap();
    let source = b"template<typename T, typename U> struct box : base<T> { typedef T t; using u = U; t v; };\nbox<int, unsigned long> b;\n".to_vec();
    let tree = Tree::parse(&language, source).unwrap();
    let texts = |node| {
        tree.replacements(node, &Edits::new(), 10)
            .iter()
            .map(|r| {
                let mut edits = Edits::new();
                edits.replace(node, r.clone());
                render(&tree, &edits)
            })
            .collect::<Vec<_>>()
    };
    // No offer anywhere in the file uses a name (`a`) it lacks (one that
    // declares it, `#define a`, may).
    let mentions_a = |t: &String| {
        t.replace("#define a\n", "")
            .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .any(|w| w == "a")
    };
    for node in tree.nodes() {
        let offered = texts(node);
        assert!(!offered.iter().any(mentions_a), "{offered:?}");
    }
    let params = find(&tree, "<typename T, typename U>", "template_parameter_list");
    assert!(texts(params).iter().all(|t| !t.starts_with("template<>")));
    let typedef = find(&tree, "typedef T t;", "type_definition");
    assert!(texts(typedef)[0].contains("base<T> { ; using u = U;"));
    let class = find(
        &tree,
        "struct box : base<T> { typedef T t; using u = U; t v; }",
        "struct_specifier",
    );
    let class_texts = texts(class);
    assert!(!class_texts.is_empty());
    assert!(class_texts.iter().all(|t| !t.contains("U> box;")));
    // A type argument becomes `int`, which needs no declaration.
    let argument = find(&tree, "unsigned long", "sized_type_specifier");
    let argument_texts = texts(argument);
    assert!(
        argument_texts
            .iter()
            .any(|t| t.ends_with("box<int, int> b;\n"))
    );
    assert!(argument_texts.iter().all(|t| !t.contains("box<int, a>")));
    // Without its body, a class may become its name.
    let source = b"struct box *p;\n".to_vec();
    let tree = Tree::parse(&language, source).unwrap();
    let class = find(&tree, "struct box", "struct_specifier");
    let offers = tree.replacements(class, &Edits::new(), 10);
    assert!(offers.iter().any(|r| {
        let mut edits = Edits::new();
        edits.replace(class, r.clone());
        render(&tree, &edits) == "box *p;\n"
    }));
}

#[test]
fn xml_attributes_elements_and_content() {
    let tree = parse_xml("<r a=\"1\" b='2'>\n  <x>hi <b>there</b></x>\n  <y/>\n</r>\n");
    let start = find(&tree, "<r a=\"1\" b='2'>", "STag");
    let b = find(&tree, "b='2'", "Attribute");
    assert_eq!(
        render(&tree, &remove(&tree, start, &[b]).unwrap()),
        "<r a=\"1\">\n  <x>hi <b>there</b></x>\n  <y/>\n</r>\n"
    );
    let content = find(&tree, "\n  <x>hi <b>there</b></x>\n  <y/>\n", "content");
    let y = find(&tree, "<y/>", "element");
    assert_eq!(
        render(&tree, &remove(&tree, content, &[y]).unwrap()),
        "<r a=\"1\" b='2'>\n  <x>hi <b>there</b></x>\n</r>\n"
    );
    // An element gives way to its content.
    let bold = find(&tree, "<b>there</b>", "element");
    let offers = tree.replacements(bold, &Edits::new(), 10);
    let mut edits = Edits::new();
    edits.replace(bold, offers[0].clone());
    assert_eq!(
        render(&tree, &edits),
        "<r a=\"1\" b='2'>\n  <x>hi there</x>\n  <y/>\n</r>\n"
    );
    // The root element stays.
    let document = tree.root();
    let root = *tree
        .children(document)
        .iter()
        .find(|&&c| tree.kind_name(c) == "element")
        .unwrap();
    assert_eq!(remove(&tree, document, &[root]), None);
}

#[test]
fn error_nodes_are_free_lists() {
    let tree = parse_c("int a = ) b c d ( ;\nint fine;\n");
    assert!(tree.error_count() > 0);
    let error = tree
        .nodes()
        .filter(|&n| tree.is_error(n))
        .max_by_key(|&n| tree.children(n).len())
        .unwrap();
    assert!(tree.has_free_children(error));
    // Every child with text may go, whatever its kind...
    let children = tree.removable_children(error, &Edits::new());
    let with_text: Vec<_> = tree
        .children(error)
        .iter()
        .copied()
        .filter(|&c| !tree.range(c).is_empty())
        .collect();
    assert!(with_text.len() >= 3);
    assert_eq!(children, with_text);
    // ...in any combination, taking nothing else along: the output is the
    // input without exactly those children.
    let every_other: Vec<_> = children.iter().copied().step_by(2).collect();
    let edits = remove_all(&every_other);
    assert_eq!(tree.complete(error, &edits), Some(vec![]));
    let output = render(&tree, &edits);
    let mut expected = String::from_utf8_lossy(tree.source()).into_owned();
    for &gone in every_other.iter().rev() {
        expected.replace_range(tree.range(gone), "");
    }
    let squeeze = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(squeeze(&output), squeeze(&expected));
    // A list with a rule is not free: the same removal takes separators.
    let list = parse_c("int v = g(a, b, c);\n");
    let args = find(&list, "(a, b, c)", "argument_list");
    let every_other: Vec<_> = list
        .removable_children(args, &Edits::new())
        .into_iter()
        .step_by(2)
        .collect();
    assert!(
        !list
            .complete(args, &remove_all(&every_other))
            .unwrap()
            .is_empty()
    );
}

#[test]
fn error_bytes_count_each_error_region_once() {
    assert_eq!(parse_c("int fine;\n").error_bytes(), 0);
    let source = "int fine;\nint broken (int a { return a +; }\nint also_fine;\n";
    let tree = parse_c(source);
    let outermost: usize = tree
        .nodes()
        .filter(|&n| tree.is_error(n))
        .filter(|&n| {
            !std::iter::successors(tree.parent(n), |&p| tree.parent(p)).any(|p| tree.is_error(p))
        })
        .map(|n| tree.range(n).len())
        .sum();
    assert!(outermost > 0);
    assert_eq!(tree.error_bytes(), outermost);
    assert!(tree.error_bytes() < source.len());
}

#[test]
fn error_regions_are_grouped_into_elements() {
    // Nested deeper than tree-sitter-xml's scanner can track, so most of
    // the document ends up in ERROR nodes.
    let depth = 300;
    let mut doc = "<level>".repeat(depth);
    doc.push_str("<leaf/><gone>some text</gone>");
    doc.push_str(&"</level>".repeat(depth));
    doc.push('\n');
    let tree = parse_xml(&doc);
    assert!(tree.error_bytes() > doc.len() / 2);
    let group = |text: &str| {
        tree.nodes()
            .find(|&n| tree.is_error(n) && tree.text(n) == text.as_bytes())
    };
    // An element deep inside is one group, so it can go in one step.
    let gone = group("<gone>some text</gone>").expect("the element is a group");
    assert!(
        tree.removable_children(tree.parent(gone).unwrap(), &Edits::new())
            .contains(&gone)
    );
    let mut edits = Edits::new();
    edits.remove(gone);
    assert_eq!(
        tree.render(&edits),
        doc.replace("<gone>some text</gone>", "").into_bytes()
    );
    // So is every level, down from the whole document.
    assert!(group(doc.trim_end()).is_some());
    let innermost = "<level><leaf/><gone>some text</gone></level>";
    assert!(group(innermost).is_some());
    assert_eq!(tree.render(&Edits::new()), doc.as_bytes());
}

#[test]
fn text_the_parser_skipped_can_go_word_by_word() {
    // tree-sitter-xml takes no Ethiopic letters in names: the element
    // ends up in an ERROR node that covers only `<`, `>`, `</` and `>`.
    let source = "<item><ማስታወሻ>ከሰኞ ጀምሮ</ማስታወሻ></item>\n";
    let tree = parse_xml(source);
    let error = tree.nodes().find(|&n| tree.is_error(n)).unwrap();
    let words: Vec<_> = tree
        .children(error)
        .iter()
        .copied()
        .filter(|&c| tree.text(c) == "ከሰኞ".as_bytes() || tree.text(c) == "ጀምሮ".as_bytes())
        .collect();
    assert_eq!(words.len(), 2);
    assert_eq!(tree.removable_children(error, &Edits::new()).len(), 8);
    let edits = remove(&tree, error, &words).unwrap();
    assert_eq!(render(&tree, &edits), "<item><ማስታወሻ></ማስታወሻ></item>\n");
}

#[test]
fn plain_text_is_lines_of_tokens_with_brackets_nested() {
    let language = Language::text();
    let tree = Tree::parse(
        &language,
        b"one (two [three]) \"four five\"\n\n  6.5 ) end\n".to_vec(),
    )
    .unwrap();
    let root = tree.root();
    let lines: Vec<&str> = tree
        .children(root)
        .iter()
        .map(|&l| std::str::from_utf8(tree.text(l)).unwrap())
        .collect();
    assert_eq!(lines, ["one (two [three]) \"four five\"", "6.5 ) end"]);
    let first = tree.children(root)[0];
    let kinds: Vec<&str> = tree
        .children(first)
        .iter()
        .map(|&n| tree.kind_name(n))
        .collect();
    assert_eq!(kinds, ["word", "group", "string"]);
    let group = tree.children(first)[1];
    assert_eq!(tree.text(group), b"(two [three])");
    // Any line or token may go; an unbalanced bracket is a plain token.
    assert!(tree.has_free_children(root) && tree.has_free_children(first));
    let second = tree.children(root)[1];
    let kinds: Vec<&str> = tree
        .children(second)
        .iter()
        .map(|&n| tree.kind_name(n))
        .collect();
    assert_eq!(kinds, ["number", ")", "word"]);
    let mut edits = Edits::new();
    edits.remove(group);
    edits.remove(second);
    // (The blank line between them stays; the tidy pass takes it.)
    assert_eq!(render(&tree, &edits), "one \"four five\"\n\n");
}

#[test]
fn a_bracketed_group_in_plain_text_spans_lines_and_holds_them() {
    let language = Language::text();
    let source = b"sub f {\n  a;\n  if (x) {\n    b;\n  }\n}\nend\n";
    let tree = Tree::parse(&language, source.to_vec()).unwrap();
    let text = |n: NodeId| std::str::from_utf8(tree.text(n)).unwrap().to_owned();
    let kinds = |n: NodeId| -> Vec<&str> {
        tree.children(n)
            .iter()
            .map(|&c| tree.kind_name(c))
            .collect()
    };
    let root = tree.root();
    let lines: Vec<String> = tree.children(root).iter().map(|&l| text(l)).collect();
    assert_eq!(lines, ["sub f {\n  a;\n  if (x) {\n    b;\n  }\n}", "end"]);
    let first = tree.children(root)[0];
    assert_eq!(kinds(first), ["word", "word", "group"]);
    // The group's brackets, and between them its own lines.
    let body = tree.children(first)[2];
    assert_eq!(kinds(body), ["{", "line", "line", "}"]);
    let inner: Vec<String> = tree.children(body)[1..3].iter().map(|&l| text(l)).collect();
    assert_eq!(inner, ["a;", "if (x) {\n    b;\n  }"]);
    // A group on one line holds its tokens; one across lines its lines.
    let condition = tree.children(tree.children(body)[2])[1];
    assert_eq!(kinds(condition), ["(", "word", ")"]);
    // The pair goes, its lines stay; or one line of it goes alone.
    let (open, close) = tree.bracket_pair(body).unwrap();
    assert_eq!(
        render(&tree, &remove_all(&[open, close])),
        "sub f\n  a;\n  if (x) {\n    b;\n  }\nend\n"
    );
    assert_eq!(
        render(&tree, &remove_all(&[tree.children(body)[2]])),
        "sub f {\n  a;\n}\nend\n"
    );
}

#[test]
fn plain_text_nests_deep_brackets_in_one_pass() {
    // Deep nesting builds no recursion; an opener left open inside a
    // pair, thousands of times over, is matched in linear time.
    let depth = 20_000;
    let mut source = "(".repeat(depth).into_bytes();
    source.extend(")".repeat(depth).into_bytes());
    let tree = Tree::parse(&Language::text(), source).unwrap();
    assert_eq!(
        tree.nodes()
            .filter(|&n| tree.kind_name(n) == "group")
            .count(),
        depth
    );
    let mut source = b"[".to_vec();
    source.extend("(".repeat(depth).into_bytes());
    source.extend(b"]\n");
    let tree = Tree::parse(&Language::text(), source).unwrap();
    let groups: Vec<NodeId> = tree
        .nodes()
        .filter(|&n| tree.kind_name(n) == "group")
        .collect();
    assert_eq!(groups.len(), 1);
    assert_eq!(tree.children(groups[0]).len(), depth + 2);
}

#[test]
fn a_nest_of_brackets_in_plain_text_gives_way_to_its_bottom() {
    let language = Language::text();
    let tree = Tree::parse(&language, b"x ((\n[ (y z) ]\n)) (w)\n".to_vec()).unwrap();
    let groups: Vec<NodeId> = tree
        .nodes()
        .filter(|&n| tree.kind_name(n) == "group")
        .collect();
    let text = |n: NodeId| std::str::from_utf8(tree.text(n)).unwrap().to_owned();
    assert_eq!(text(groups[0]), "((\n[ (y z) ]\n))");
    // Across the line the inner group holds, to the bottom of the nest.
    let offers = tree.replacements(groups[0], &Edits::new(), 4);
    let [Replacement::Node(bottom)] = offers[..] else {
        panic!("{offers:?}");
    };
    assert_eq!(text(bottom), "(y z)");
    // One level in: the brackets' own removal does as well.
    let inner = groups
        .iter()
        .copied()
        .find(|&g| text(g) == "[ (y z) ]")
        .unwrap();
    assert!(tree.replacements(inner, &Edits::new(), 4).is_empty());
    // A group holding more than the next is no nest.
    let last = *groups.last().unwrap();
    assert_eq!(text(last), "(w)");
    assert!(tree.replacements(last, &Edits::new(), 4).is_empty());
}

fn remove_all(nodes: &[NodeId]) -> Edits {
    let mut edits = Edits::new();
    for &n in nodes {
        edits.remove(n);
    }
    edits
}

/// One walk from the root finds the nodes each node's own look at its
/// ancestors finds alive (and the unedited subtrees those that one look
/// at the edits in a subtree's range finds), under random removals and replacements (by a
/// stand-in, a descendant, a splice, parts) of every corpus file, and of
/// a file nested deeper than [`Tree::is_alive`] walks up before it looks
/// at the edits instead.
#[test]
fn the_alive_nodes_are_those_alive_one_by_one() {
    use whittle_tree::Part;
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move |below: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % below as u64) as usize
    };
    let deep = format!(
        "int f(){{return {}x + y{};}}\nint g(){{return {}z{};}}\n",
        "(a + ".repeat(150),
        ")".repeat(150),
        "(".repeat(100),
        ")".repeat(100)
    );
    let deep = (
        std::path::PathBuf::from("deep.c"),
        Tree::parse(&Language::c(), deep.into_bytes()).unwrap(),
    );
    for (path, tree) in common::corpus().into_iter().chain([deep]) {
        let nodes: Vec<NodeId> = tree.nodes().collect();
        for _ in 0..100 {
            let mut edits = Edits::new();
            for _ in 0..1 + next(6) {
                let node = nodes[next(nodes.len())];
                let below: Vec<NodeId> = (node.index()..tree.subtree_end(node).index())
                    .map(|i| nodes[i])
                    .collect();
                let inner = below[next(below.len())];
                match next(10) {
                    0..4 => edits.remove(node),
                    4 => edits.replace(
                        node,
                        Replacement::Text {
                            text: "0".into(),
                            kind: tree.kind(node),
                        },
                    ),
                    5 | 6 => edits.replace(node, Replacement::Node(inner)),
                    7 => edits.replace(node, Replacement::Splice(inner)),
                    _ => edits.replace(
                        node,
                        Replacement::Parts {
                            parts: vec![
                                Part::Node(inner),
                                Part::Text("x".into()),
                                Part::Node(below[next(below.len())]),
                            ]
                            .into(),
                            kind: tree.kind(node),
                        },
                    ),
                }
            }
            let alive = tree.alive_nodes(&edits);
            for &node in &nodes {
                assert_eq!(
                    alive.contains(node),
                    tree.is_alive(node, &edits),
                    "{}: node {node:?} under {edits:?}",
                    path.display()
                );
                // The range query says what asking node by node says.
                let by_node = tree
                    .subtree(node)
                    .all(|n| alive.contains(n) && edits.replacement(n).is_none());
                assert_eq!(
                    tree.is_unedited_subtree(node, &edits),
                    by_node,
                    "{}: subtree of {node:?} under {edits:?}",
                    path.display()
                );
            }
        }
    }
}

/// Every subset of a call's arguments removed at once leaves the others
/// with one comma between each two: runs of removed arguments, at the
/// start, the middle and the end, take exactly their separators.
#[test]
fn runs_of_removed_arguments_take_their_commas() {
    let names: Vec<String> = (0..10).map(|i| format!("a{i}")).collect();
    let tree = parse_c(&format!("int v = g({});\n", names.join(", ")));
    let args = find(&tree, &format!("({})", names.join(", ")), "argument_list");
    let nodes: Vec<NodeId> = names
        .iter()
        .map(|name| find(&tree, name, "identifier"))
        .collect();
    for subset in 0u32..1 << names.len() {
        let gone: Vec<NodeId> = (0..names.len())
            .filter(|&i| subset & 1 << i != 0)
            .map(|i| nodes[i])
            .collect();
        let kept: Vec<&str> = (0..names.len())
            .filter(|&i| subset & 1 << i == 0)
            .map(|i| names[i].as_str())
            .collect();
        let edits = remove(&tree, args, &gone).unwrap();
        assert_eq!(
            render(&tree, &edits),
            format!("int v = g({});\n", kept.join(", "))
        );
    }
}

/// In a long block, each statement left can still go on its own, whichever
/// others have gone.
#[test]
fn every_statement_left_in_a_long_block_is_removable() {
    let body: String = (0..300).map(|i| format!("int x{i} = {i};\n")).collect();
    let tree = parse_c(&format!("int f() {{\n{body}}}\n"));
    let block = tree
        .nodes()
        .find(|&n| tree.kind_name(n) == "compound_statement")
        .unwrap();
    let statements: Vec<NodeId> = tree.named_children(block).collect();
    assert_eq!(statements.len(), 300);
    let mut edits = Edits::new();
    for (i, &s) in statements.iter().enumerate() {
        if i % 3 == 1 || (100..200).contains(&i) {
            edits.remove(s);
        }
    }
    let edits = tree.completed(&edits, [block]).unwrap();
    let left: Vec<NodeId> = statements
        .iter()
        .copied()
        .filter(|&s| !edits.is_removed(s))
        .collect();
    assert_eq!(tree.removable_children(block, &edits), left);
}
