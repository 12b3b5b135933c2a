//! A call inside another call's arguments becomes a temporary, set in a
//! statement of its own.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use whittle_tree::{
    Edit, KindId, KindSet, LanguageError, NodeId, Replacement, Section, Source, Tree,
};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::indentation;
use crate::kit::insertion::insertion;
use whittle_reduce::{Element, Stopped, Work};

/// `[temporaries]` in `grammars/<language>.toml`: see [`TemporaryRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TemporariesToml {
    call: String,
    callee: String,
    arguments: String,
    block: String,
    statements: Vec<String>,
    scopes: Vec<String>,
    definitions: Vec<String>,
    #[serde(rename = "type")]
    type_: String,
    declarator: String,
    function_declarator: String,
    pointer_declarator: String,
    parenthesized_declarator: String,
    name: String,
    implied_type: String,
    no_value: Vec<String>,
    prefix: String,
}

/// `[temporaries]`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct TemporariesSection(Option<TemporaryRule>);

/// Where calls stand and how a function's return type is written, for
/// [`Temporaries`].
#[derive(Debug)]
pub(crate) struct TemporaryRule {
    /// The kind of a call (C's `call_expression`).
    call: KindId,
    /// Its fields: what is called, and the argument list.
    callee: &'static str,
    arguments: &'static str,
    /// The kind of a block of statements, where a statement may go in.
    block: KindId,
    /// The statements of a block a call may be lifted out of.
    statements: KindSet,
    /// Kinds a call may not be lifted out of, as what they declare is
    /// seen only inside them (C's `for (int i = …; …)`).
    scopes: KindSet,
    /// The kinds that declare a function (a prototype, a definition).
    definitions: KindSet,
    /// Their fields: the type, and each declarator.
    type_: &'static str,
    declarator: &'static str,
    /// The declarators that wrap a function's name: a parameter list
    /// (`f(int)`), a pointer (`*f(int)`, which returns one) and brackets
    /// (`(f)(int)`).
    function_declarator: KindId,
    pointer_declarator: KindId,
    parenthesized_declarator: KindId,
    /// The kind of a name, which a temporary is.
    name: KindId,
    /// The type of a function the file declares nowhere (C89's implicit
    /// `int`).
    implied_type: String,
    /// Return types that are no value (`void`): such calls stay.
    no_value: Vec<String>,
    /// What the temporaries' names start with.
    prefix: String,
}

impl Section for TemporariesSection {
    const KEYS: &'static [&'static str] = &["temporaries"];

    fn resolve(source: &Source<'_>) -> Result<TemporariesSection, LanguageError> {
        let key = source.key("temporaries");
        let Some(rule) = key.get::<TemporariesToml>()? else {
            return Ok(TemporariesSection(None));
        };
        if rule.prefix.is_empty() {
            return Err(key.error("`prefix` is empty: give what the temporaries' names start with"));
        }
        Ok(TemporariesSection(Some(TemporaryRule {
            call: key.kind(&rule.call)?,
            callee: key.field(&rule.callee)?,
            arguments: key.field(&rule.arguments)?,
            block: key.kind(&rule.block)?,
            statements: key.kind_set(&rule.statements)?,
            scopes: key.kind_set(&rule.scopes)?,
            definitions: key.kind_set(&rule.definitions)?,
            type_: key.field(&rule.type_)?,
            declarator: key.field(&rule.declarator)?,
            function_declarator: key.kind(&rule.function_declarator)?,
            pointer_declarator: key.kind(&rule.pointer_declarator)?,
            parenthesized_declarator: key.kind(&rule.parenthesized_declarator)?,
            name: key.kind(&rule.name)?,
            implied_type: rule.implied_type,
            no_value: rule.no_value,
            prefix: rule.prefix,
        })))
    }
}

/// How many times the lifts that fail together are split in halves, each
/// half tried on its own: at most 1 + 2 + 4 tests.
const SPLITS: u32 = 2;

/// clang_delta's remove-nested-function: a call that stands in another
/// call's arguments becomes a temporary of the called function's return
/// type, set just before the statement that holds it, the calls inside
/// it first: `f(g(h(x)));` as `short t1 = h(x); int t2 = g(t1); f(t2);`.
/// The file grows by a few tokens per call, but each call then stands in
/// a statement of its own, which a removal takes or leaves alone: a
/// compiler's crash in one call of a Csmith expression no longer keeps
/// the whole expression, and a compiler slow on long expressions runs
/// each test faster. One element per statement, all in one candidate,
/// then halves of them; it is the reduction's one growing step
/// ([`Work::growing`]), taken once, on the file as the first round finds
/// it.
///
/// Before those, one candidate declares the outermost temporaries without
/// a value (`int t2; f(t2);`): every nested call goes in one test where
/// the failure needs none of them, as a generated program's crash seldom
/// needs its `safe_*` arithmetic, and the compiler's work on them leaves
/// every later test, each interesting one a test of a file it still
/// compiles up to the crash. Where it fails, one test is lost.
#[derive(Debug)]
pub struct Temporaries;

impl SectionPass for Temporaries {
    type Section = TemporariesSection;
    type Rules = TemporaryRule;

    fn name(&self) -> &'static str {
        "temporaries"
    }

    fn description(&self) -> &'static str {
        "once per reduction: a call in another call's arguments becomes a temporary set before its statement (`f(g(x));` as `int t1 = g(x); f(t1);`), so each call can go on its own"
    }

    fn rules<'s>(&self, section: &'s TemporariesSection) -> Option<&'s TemporaryRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &TemporaryRule) -> Result<(), Stopped> {
        // New names: not without renaming. Once the growing step is
        // taken, the later rounds need not look for calls again.
        if !work.renaming() || work.memory::<StepTaken>().0 {
            return Ok(());
        }
        let lifts = lifts(work.tree(), work, rule);
        if lifts.with_values.is_empty() {
            return Ok(());
        }
        work.memory::<StepTaken>().0 = true;
        work.growing(|work| {
            if work
                .first_interesting(&[together(&lifts.without_values)])?
                .is_some()
            {
                return Ok(());
            }
            try_groups(work, &lifts.with_values, SPLITS)
        })
        .unwrap_or(Ok(()))
    }
}

section_pass!(Temporaries);

/// The pass's memory: whether it has asked for the growing step (which
/// the engine gives once per reduction, whatever the memory says).
#[derive(Default)]
struct StepTaken(bool);

/// Tries `lifts` in one candidate; where that fails, each half on its
/// own, `splits` times over.
fn try_groups(work: &mut Work<'_, '_>, lifts: &[Element], splits: u32) -> Result<(), Stopped> {
    if work.first_interesting(&[together(lifts)])?.is_some() || splits == 0 || lifts.len() < 2 {
        return Ok(());
    }
    let (first, second) = lifts.split_at(lifts.len() / 2);
    try_groups(work, first, splits - 1)?;
    try_groups(work, second, splits - 1)
}

/// Lifted in one candidate.
fn together(lifts: &[Element]) -> Element {
    Element {
        edits: lifts.iter().flat_map(|l| l.edits.iter().cloned()).collect(),
        checked: false,
    }
}

/// The lifts of a file, two ways: one element per statement that holds a
/// call in another call's arguments.
struct Lifted {
    /// The outermost such calls become their temporaries, and the
    /// declarations of all of them, innermost first, go before the
    /// statement.
    with_values: Vec<Element>,
    /// The outermost calls become their temporaries, declared without a
    /// value: the calls are gone.
    without_values: Vec<Element>,
}

/// The file's [`Lifted`].
fn lifts(tree: &Tree, work: &Work<'_, '_>, rule: &TemporaryRule) -> Lifted {
    let types = return_types(tree, rule);
    let mut taken: BTreeSet<Vec<u8>> = tree
        .nodes()
        .filter(|&n| tree.is_name_leaf(n))
        .map(|n| tree.text(n).to_vec())
        .collect();
    let mut counter = 0usize;
    let mut fresh = move || loop {
        counter += 1;
        let name = format!("{}{counter}", rule.prefix);
        if taken.insert(name.clone().into_bytes()) {
            return name;
        }
    };
    // The liftable calls of each statement, in the file's order.
    let mut by_statement: BTreeMap<NodeId, Vec<(NodeId, ReturnType)>> = BTreeMap::new();
    for call in tree.nodes().filter(|&n| tree.kind(n) == rule.call) {
        if let Some((statement, type_)) = liftable(tree, rule, &types, call) {
            by_statement
                .entry(statement)
                .or_default()
                .push((call, type_));
        }
    }
    let mut with_values = Vec::new();
    let mut without_values = Vec::new();
    for (statement, calls) in by_statement {
        if !work.is_unedited_subtree(statement) {
            continue;
        }
        let lifted: Vec<NodeId> = calls.iter().map(|&(c, _)| c).collect();
        // Each call's nearest lifted ancestor, if any.
        let outer: BTreeMap<NodeId, Option<NodeId>> = lifted
            .iter()
            .map(|&call| {
                let nearest = tree
                    .ancestors(call)
                    .take_while(|&a| a != statement)
                    .find(|a| lifted.contains(a));
                (call, nearest)
            })
            .collect();
        let mut names: BTreeMap<NodeId, String> = BTreeMap::new();
        let mut declarations: Vec<String> = Vec::new();
        // The outermost calls' temporaries alone, without values.
        let mut valueless: Vec<String> = Vec::new();
        // Innermost first: a call's temporaries before its own.
        let mut order: Vec<&(NodeId, ReturnType)> = calls.iter().collect();
        order.sort_by_key(|&&(c, _)| tree.range(c).end);
        for &(call, (ref type_, stars)) in order {
            let name = fresh();
            let inner: Vec<(NodeId, &String)> = calls
                .iter()
                .filter(|&&(c, _)| outer[&c] == Some(call))
                .map(|&(c, _)| (c, &names[&c]))
                .collect();
            let value = text_with(tree, call, &inner);
            let stars = "*".repeat(stars);
            declarations.push(format!("{type_} {stars}{name} = {value};"));
            if outer[&call].is_none() {
                valueless.push(format!("{type_} {stars}{name};"));
            }
            names.insert(call, name);
        }
        // Each on a line of its own, indented as the statement.
        let blanks = indentation(tree, statement).unwrap_or_default();
        let separator = format!("\n{}", String::from_utf8_lossy(blanks));
        let declarations = declarations.join(&separator);
        let valueless = valueless.join(&separator);
        let outermost: Vec<NodeId> = lifted
            .iter()
            .copied()
            .filter(|c| outer[c].is_none())
            .collect();
        let Some(insert) = insertion(tree, work, statement, &declarations, &outermost) else {
            continue;
        };
        let Some(valueless_insert) = insertion(tree, work, statement, &valueless, &outermost)
        else {
            continue;
        };
        let edits: Vec<Edit> = outermost
            .iter()
            .map(|&c| {
                Edit::Replace(
                    c,
                    Replacement::Text {
                        text: names[&c].as_str().into(),
                        kind: rule.name,
                    },
                )
            })
            .collect();
        let element = |insert: Edit| {
            let mut edits = edits.clone();
            edits.push(insert);
            edits.sort_unstable_by_key(Edit::node);
            Element {
                edits,
                checked: false,
            }
        };
        with_values.push(element(insert));
        without_values.push(element(valueless_insert));
    }
    Lifted {
        with_values,
        without_values,
    }
}

/// `call`'s statement and its function's return type, where the call
/// stands in another call's arguments within a statement of a block it
/// may be lifted out of, and its function returns a value.
fn liftable(
    tree: &Tree,
    rule: &TemporaryRule,
    types: &BTreeMap<Vec<u8>, ReturnType>,
    call: NodeId,
) -> Option<(NodeId, ReturnType)> {
    let callee = tree.field_child(call, rule.callee)?;
    if !tree.is_name_leaf(callee) {
        return None;
    }
    let mut in_arguments = false;
    let mut child = call;
    let mut at = tree.parent(call)?;
    loop {
        if rule.scopes.contains(tree.kind(at)) {
            return None;
        }
        if tree.kind(at) == rule.call && tree.field(child) == Some(rule.arguments) {
            in_arguments = true;
        }
        let parent = tree.parent(at)?;
        if tree.kind(parent) == rule.block {
            break;
        }
        child = at;
        at = parent;
    }
    if !in_arguments || !rule.statements.contains(tree.kind(at)) {
        return None;
    }
    let type_ = types
        .get(tree.text(callee))
        .cloned()
        .unwrap_or_else(|| (rule.implied_type.clone(), 0));
    if type_.1 == 0 && rule.no_value.contains(&type_.0) {
        return None;
    }
    Some((at, type_))
}

/// A function's return type: the declaration's type, and how many `*`
/// its declarator adds.
type ReturnType = (String, usize);

/// The return type of each function the file declares at its top level,
/// by name: the declaration's type, with a `*` for each pointer
/// declarator around the function's.
fn return_types(tree: &Tree, rule: &TemporaryRule) -> BTreeMap<Vec<u8>, ReturnType> {
    let mut types = BTreeMap::new();
    for item in tree.children(tree.root()) {
        if !rule.definitions.contains(tree.kind(*item)) {
            continue;
        }
        let Some(type_) = tree.field_child(*item, rule.type_) else {
            continue;
        };
        // An implied type (C89's `f(int);`) is an empty node.
        let type_ = match String::from_utf8_lossy(tree.text(type_)).trim() {
            "" => rule.implied_type.clone(),
            written => written.to_owned(),
        };
        for &declarator in tree.children(*item) {
            if tree.field(declarator) != Some(rule.declarator) {
                continue;
            }
            if let Some((name, stars)) = function_name(tree, rule, declarator) {
                types
                    .entry(name.to_vec())
                    .or_insert_with(|| (type_.clone(), stars));
            }
        }
    }
    types
}

/// The name a declarator declares a function by, and how many pointer
/// declarators stand around its parameter list.
fn function_name<'t>(
    tree: &'t Tree,
    rule: &TemporaryRule,
    declarator: NodeId,
) -> Option<(&'t [u8], usize)> {
    let mut stars = 0;
    let mut at = declarator;
    loop {
        let kind = tree.kind(at);
        if kind == rule.pointer_declarator {
            stars += 1;
            at = tree.field_child(at, rule.declarator)?;
        } else if kind == rule.parenthesized_declarator {
            at = tree.named_children(at).next()?;
        } else if kind == rule.function_declarator {
            let mut name = tree.field_child(at, rule.declarator)?;
            while tree.kind(name) == rule.parenthesized_declarator {
                name = tree.named_children(name).next()?;
            }
            return tree.is_name_leaf(name).then(|| (tree.text(name), stars));
        } else {
            return None;
        }
    }
}

/// `node`'s text with each of `inner` (nodes inside it) written as its
/// name.
fn text_with(tree: &Tree, node: NodeId, inner: &[(NodeId, &String)]) -> String {
    let source = tree.source();
    let range = tree.range(node);
    let mut inner: Vec<(std::ops::Range<usize>, &String)> = inner
        .iter()
        .map(|&(n, name)| (tree.range(n), name))
        .collect();
    inner.sort_by_key(|(r, _)| r.start);
    let mut text = String::new();
    let mut at = range.start;
    for (r, name) in inner {
        text.push_str(&String::from_utf8_lossy(&source[at..r.start]));
        text.push_str(name);
        at = r.end;
    }
    text.push_str(&String::from_utf8_lossy(&source[at..range.end]));
    text
}
