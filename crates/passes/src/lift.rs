//! A block's declarations move out before the statement that holds it.

use serde::Deserialize;
use whittle_tree::{
    Edit, KindId, KindSet, LanguageError, NodeId, Part, Replacement, Section, Source, Tree,
};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::{Snapshot, entries, indentation, tried, with_gaps};
use whittle_reduce::{Element, Stopped, Work};

/// `[lift]` in `grammars/<language>.toml`: see [`LiftRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LiftToml {
    block: String,
    declarations: Vec<String>,
    holders: Vec<String>,
    #[serde(default)]
    through: Vec<String>,
}

/// `[lift]`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct LiftSection(Option<LiftRule>);

/// Which blocks give up their declarations, for [`Lift`].
#[derive(Debug)]
pub(crate) struct LiftRule {
    /// The kind of a block of statements (C's `compound_statement`).
    block: KindId,
    /// The kinds of a declaration inside one (`int x = e;`).
    declarations: KindSet,
    /// Statements whose body may be a block (`if`, `for`, `while`).
    holders: KindSet,
    /// Kinds between a holder and its block (C's `else_clause`).
    through: KindSet,
}

impl Section for LiftSection {
    const KEYS: &'static [&'static str] = &["lift"];

    fn resolve(source: &Source<'_>) -> Result<LiftSection, LanguageError> {
        let key = source.key("lift");
        let Some(rule) = key.get::<LiftToml>()? else {
            return Ok(LiftSection(None));
        };
        Ok(LiftSection(Some(LiftRule {
            block: key.kind(&rule.block)?,
            declarations: key.kind_set(&rule.declarations)?,
            holders: key.kind_set(&rule.holders)?,
            through: key.kind_set(&rule.through)?,
        })))
    }
}

/// When the other passes stall: a block whose statements are declarations
/// and then one statement, in the body of a statement that stands in a
/// block, gives its declarations to the outer block, before that
/// statement, and becomes its one statement: `if (c) { int *q = &p; s; }`
/// as `int *q = &p; if (c) s;`, two tokens fewer. While a declaration the
/// test needs stands in the block, the braces stay and no move takes the
/// statement out of what holds it; lifted, it is free for them. Csmith
/// writes every branch and loop this way. One element per holder (an
/// `if` lifts from both branches at once); a move that fails is tried
/// again only once the file has halved.
///
/// Two cases end smaller with it: campaign c-sdcc-stm8-gen-c-6027, the one
/// it was made for, and c-sdcc-z80-gen-c-4433.
#[derive(Debug)]
pub struct Lift;

impl SectionPass for Lift {
    type Section = LiftSection;
    type Rules = LiftRule;

    fn name(&self) -> &'static str {
        "lift"
    }

    fn description(&self) -> &'static str {
        "a block's declarations move out before the statement that holds it, the block becoming its one statement (`if (c) { int x; s; }` as `int x; if (c) s;`)"
    }

    fn rules<'s>(&self, section: &'s LiftSection) -> Option<&'s LiftRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &LiftRule) -> Result<(), Stopped> {
        let moves = moves(work.tree(), work, rule);
        tried::minimize_untried(work, moves)
    }
}

section_pass!(Lift);

/// One possible lift: the holder and each of its blocks that gives up
/// declarations (an `if` may lift from both branches).
struct Candidate {
    holder: NodeId,
    blocks: Vec<Body>,
}

/// A block made of declarations and then one statement.
struct Body {
    block: NodeId,
    declarations: Vec<NodeId>,
    statement: NodeId,
}

/// Every lift of the file as an element, keyed by the holder's text.
fn moves(tree: &Tree, work: &Work<'_, '_>, rule: &LiftRule) -> Vec<(Vec<u8>, Element)> {
    // Every block is asked, and each holder's whole subtree: from one
    // walk, not each node's ancestors.
    let now = Snapshot::of(tree, work.edits());
    let candidates: Vec<Candidate> = tree
        .nodes()
        .filter(|&n| tree.kind(n) == rule.block && now.is_alive(n))
        .flat_map(|outer| entries(tree, work, outer).collect::<Vec<_>>())
        .filter(|&holder| rule.holders.contains(tree.kind(holder)))
        .filter(|&holder| now.is_unedited_subtree(tree, holder))
        .filter_map(|holder| {
            let blocks: Vec<Body> = bodies(tree, rule, holder)
                .into_iter()
                .filter_map(|block| body(tree, work, rule, block))
                .collect();
            (!blocks.is_empty()).then_some(Candidate { holder, blocks })
        })
        .collect();
    // A holder that is the one statement left of another candidate's
    // block would put its declarations in that holder's body, where a
    // declaration may not stand: it waits for the next run.
    let inner: Vec<NodeId> = candidates
        .iter()
        .flat_map(|c| c.blocks.iter().map(|b| b.statement))
        .collect();
    candidates
        .iter()
        .filter(|c| !inner.contains(&c.holder))
        .map(|c| {
            let key = tree.text(c.holder).to_vec();
            let mut edits = vec![Edit::Replace(c.holder, lifted(tree, c))];
            edits.extend(
                c.blocks
                    .iter()
                    .map(|b| Edit::Replace(b.block, Replacement::Node(b.statement))),
            );
            edits.sort_unstable_by_key(Edit::node);
            (
                key,
                Element {
                    edits,
                    checked: true,
                },
            )
        })
        .collect()
}

/// The blocks that are a body of `holder`: its children of the block's
/// kind, and those of its children of a `through` kind (`else { … }`).
fn bodies(tree: &Tree, rule: &LiftRule, holder: NodeId) -> Vec<NodeId> {
    let mut blocks = Vec::new();
    for &child in tree.children(holder) {
        if tree.kind(child) == rule.block {
            blocks.push(child);
        } else if rule.through.contains(tree.kind(child)) {
            blocks.extend(
                tree.children(child)
                    .iter()
                    .copied()
                    .filter(|&c| tree.kind(c) == rule.block),
            );
        }
    }
    blocks
}

/// `block` as a body to lift from, if its entries are one or more
/// declarations and then one statement.
fn body(tree: &Tree, work: &Work<'_, '_>, rule: &LiftRule, block: NodeId) -> Option<Body> {
    let entries: Vec<NodeId> = entries(tree, work, block).collect();
    let (&statement, declarations) = entries.split_last()?;
    (!declarations.is_empty()
        && declarations
            .iter()
            .all(|&d| rule.declarations.contains(tree.kind(d)))
        && !rule.declarations.contains(tree.kind(statement)))
    .then(|| Body {
        block,
        declarations: declarations.to_vec(),
        statement,
    })
}

/// The holder with its blocks' declarations before it: each declaration
/// on a line of its own at the holder's indentation (or after a space,
/// where the holder does not start its line), then the holder's own
/// children with the text between them.
fn lifted(tree: &Tree, c: &Candidate) -> Replacement {
    let separator = match indentation(tree, c.holder) {
        Some(blanks) => format!("\n{}", String::from_utf8_lossy(blanks)),
        None => " ".to_owned(),
    };
    let mut parts: Vec<Part> = Vec::new();
    for &declaration in c.blocks.iter().flat_map(|b| &b.declarations) {
        parts.push(Part::Node(declaration));
        parts.push(Part::Text(separator.as_str().into()));
    }
    parts.extend(with_gaps(tree, tree.children(c.holder).iter()));
    Replacement::Parts {
        parts: parts.into(),
        kind: tree.kind(c.holder),
    }
}
