//! An array element read at constant indices becomes a variable of its own.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use whittle_tree::{Edit, KindId, LanguageError, NodeId, Replacement, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::insertion::{self, compact, insertion, offer_rounds};
use crate::kit::tried;
use crate::kit::uses::name_leaves;
use whittle_reduce::Measure;
use whittle_reduce::{Element, Stopped, Work};

/// `[elements]` in `grammars/<language>.toml`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct ElementsSection(Option<ElementRule>);

impl Section for ElementsSection {
    const KEYS: &'static [&'static str] = &["elements"];

    fn resolve(source: &Source<'_>) -> Result<ElementsSection, LanguageError> {
        let key = source.key("elements");
        let Some(rule) = key.get::<ElementsToml>()? else {
            return Ok(ElementsSection(None));
        };
        Ok(ElementsSection(Some(ElementRule {
            access: key.kind(&rule.access)?,
            array: key.field(&rule.array)?,
            index: key.field(&rule.index)?,
            number: key.kind(&rule.number)?,
            declaration: key.kind(&rule.declaration)?,
            declarator: key.field(&rule.declarator)?,
            initialized: key.kind(&rule.initialized)?,
            dimension: key.kind(&rule.dimension)?,
            name: key.kind(&rule.name)?,
        })))
    }
}

/// `[elements]` as written: see [`ElementRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ElementsToml {
    access: String,
    array: String,
    index: String,
    number: String,
    declaration: String,
    declarator: String,
    initialized: String,
    dimension: String,
    name: String,
}

/// Where an array element may become a variable (`[elements]` in
/// `grammars/<language>.toml`).
#[derive(Debug)]
pub(crate) struct ElementRule {
    /// The kind of a subscript (`a[4]`, and `a[4][1]` around it).
    access: KindId,
    /// Its field holding what is subscripted.
    array: &'static str,
    /// Its field holding the index.
    index: &'static str,
    /// The kind of a constant index.
    number: KindId,
    /// The kind of a declaration (`int a[7][2], b;`).
    declaration: KindId,
    /// Its field holding each declarator, and the field of an initialized
    /// declarator holding the declarator proper.
    declarator: &'static str,
    /// The kind of a declarator with an initial value (`a[2] = {1, 2}`).
    initialized: KindId,
    /// The kind of one array dimension of a declarator (`a[7]`).
    dimension: KindId,
    /// The kind the new variable's name takes where the element was read.
    name: KindId,
}

/// C-Reduce's aggregate-to-scalar for arrays: every read of one element
/// at constant indices (`l[4][1]`, however spaced) becomes one new
/// variable, `l_4_1`, declared as the array's elements are (`int *l[7][2]`
/// gives `int *l_4_1;`) just before the array's declaration, in its
/// scope. The array then often has no reader left and goes, or keeps
/// only the size a crash needs. A read whose move failed is offered again
/// only once the file has halved, so the pass ends.
///
/// One case has needed it so far: campaign c-sdcc-stm8-gen-c-8493, the one
/// it was made for.
#[derive(Debug)]
pub struct Elements;

/// Access texts (without whitespace) whose move failed.
type Tried = tried::Tried<Vec<u8>>;

/// One offer: its key is the access text.
type Offer = insertion::Offer<Vec<u8>>;

impl SectionPass for Elements {
    type Section = ElementsSection;
    type Rules = ElementRule;

    fn name(&self) -> &'static str {
        "elements"
    }

    fn description(&self) -> &'static str {
        "an array element read at constant indices (`l[4][1]`) becomes a variable of its own"
    }

    fn rules<'s>(&self, section: &'s ElementsSection) -> Option<&'s ElementRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &ElementRule) -> Result<(), Stopped> {
        let tree = work.tree();
        if !work.renaming() {
            return Ok(());
        }
        let tokens = tree.weight(tree.root());
        let mut taken: BTreeSet<Vec<u8>> = name_leaves(tree, work.edits())
            .into_keys()
            .map(<[u8]>::to_vec)
            .collect();
        taken.extend(Measure::names(tree.source()));
        offer_rounds(work, tokens, &mut taken, |work, taken| {
            offers(tree, work, rule, taken, tokens)
        })
    }
}

section_pass!(Elements);

/// One element read: the outermost subscript, the array's name leaf and
/// the indices' texts, outermost last (`l[4][1]`: `l`, `4`, `1`).
struct Read {
    access: NodeId,
    base: NodeId,
    indices: Vec<Vec<u8>>,
}

/// The reads of the tree at constant indices, unedited.
fn reads(tree: &Tree, work: &Work<'_, '_>, rule: &ElementRule) -> Vec<Read> {
    tree.nodes()
        .filter(|&n| {
            tree.kind(n) == rule.access
                && work.is_unedited_subtree(n)
                && !tree.parent(n).is_some_and(|p| {
                    tree.kind(p) == rule.access && tree.field_child(p, rule.array) == Some(n)
                })
        })
        .filter_map(|access| {
            let mut indices = Vec::new();
            let mut current = access;
            while tree.kind(current) == rule.access {
                let index = tree.field_child(current, rule.index)?;
                if tree.kind(index) != rule.number {
                    return None;
                }
                indices.push(compact(tree.text(index)));
                current = tree.field_child(current, rule.array)?;
            }
            if !tree.is_name_leaf(current) {
                return None;
            }
            indices.reverse();
            Some(Read {
                access,
                base: current,
                indices,
            })
        })
        .collect()
}

/// One round's offers: per access text not yet tried, the array's
/// declaration before it in a scope around it, as long as no two offers
/// insert before the same declaration (their edits would clash) or bring
/// in the same name.
fn offers(
    tree: &Tree,
    work: &mut Work<'_, '_>,
    rule: &ElementRule,
    taken: &BTreeSet<Vec<u8>>,
    tokens: u64,
) -> Vec<Offer> {
    let mut groups: BTreeMap<Vec<u8>, Vec<Read>> = BTreeMap::new();
    let mut order = Vec::new();
    for read in reads(tree, work, rule) {
        let key = compact(tree.text(read.access));
        let group = groups.entry(key.clone()).or_default();
        if group.is_empty() {
            order.push(key);
        }
        group.push(read);
    }
    let declarations: Vec<NodeId> = tree
        .nodes()
        .filter(|&n| tree.kind(n) == rule.declaration && work.is_unedited_subtree(n))
        .collect();
    let mut claimed: BTreeSet<NodeId> = BTreeSet::new();
    let mut names: BTreeSet<Vec<u8>> = BTreeSet::new();
    let mut offers = Vec::new();
    for key in order {
        if work.memory::<Tried>().contains(&key, tokens) {
            continue;
        }
        let group = &groups[&key];
        let first = &group[0];
        let Some((declaration, text)) = declared(tree, rule, &declarations, first) else {
            work.memory::<Tried>().insert(key, tokens);
            continue;
        };
        if claimed.contains(&declaration) {
            continue;
        }
        let mut name = compact(tree.text(first.base));
        for index in &first.indices {
            name.push(b'_');
            name.extend(index.iter().filter(|b| b.is_ascii_alphanumeric()));
        }
        if taken.contains(&name) || names.contains(&name) {
            work.memory::<Tried>().insert(key, tokens);
            continue;
        }
        let variable = String::from_utf8_lossy(&name).into_owned();
        let accesses: Vec<NodeId> = group.iter().map(|r| r.access).collect();
        let Some(insert) = insertion(
            tree,
            work,
            declaration,
            &text.replace(ELEMENT, &variable),
            &accesses,
        ) else {
            continue;
        };
        let mut edits: Vec<Edit> = accesses
            .iter()
            .map(|&access| {
                Edit::Replace(
                    access,
                    Replacement::Text {
                        text: variable.as_str().into(),
                        kind: rule.name,
                    },
                )
            })
            .collect();
        edits.push(insert);
        claimed.insert(declaration);
        names.insert(name.clone());
        offers.push(Offer {
            key,
            first: first.access,
            name,
            element: Element {
                edits,
                checked: true,
            },
        });
    }
    offers
}

/// Where the new variable's name goes in its declaration's text.
const ELEMENT: &str = "\u{0}";

/// The declaration of `read`'s array that is in scope where it is read
/// (the last one before it whose parent holds it), and the declaration of
/// one element, with [`ELEMENT`] for its name: the array declarator's
/// text without its dimensions, when it has as many as the read has
/// indices.
fn declared(
    tree: &Tree,
    rule: &ElementRule,
    declarations: &[NodeId],
    read: &Read,
) -> Option<(NodeId, String)> {
    let text = tree.text(read.base);
    declarations
        .iter()
        .rev()
        .filter(|&&d| {
            d < read.access
                && tree
                    .parent(d)
                    .is_some_and(|p| tree.contains(p, read.access))
        })
        .find_map(|&declaration| {
            let children = tree.children(declaration);
            let first = children
                .iter()
                .position(|&c| tree.field(c) == Some(rule.declarator))?;
            let (declarator, name) = children[first..]
                .iter()
                .filter(|&&c| tree.field(c) == Some(rule.declarator))
                .find_map(|&d| {
                    let d = if tree.kind(d) == rule.initialized {
                        tree.field_child(d, rule.declarator)?
                    } else {
                        d
                    };
                    let name = tree.subtree(d).find(|&n| tree.is_name_leaf(n))?;
                    (tree.text(name) == text).then_some((d, name))
                })?;
            let dimensions: Vec<NodeId> = tree
                .ancestors(name)
                .take_while(|&a| tree.contains(declarator, a))
                .filter(|&a| tree.kind(a) == rule.dimension)
                .collect();
            if dimensions.len() != read.indices.len() {
                return None;
            }
            let head: Vec<String> = children[..first]
                .iter()
                .map(|&c| String::from_utf8_lossy(tree.text(c)).into_owned())
                .collect();
            let element = without_dimensions(tree, declarator, name, &dimensions, rule.declarator)?;
            Some((declaration, format!("{} {element};", head.join(" "))))
        })
}

/// The declarator's text with [`ELEMENT`] for its name and the brackets
/// of `dimensions` (`[7]`, after each one's inner declarator, its `field`)
/// left out.
fn without_dimensions(
    tree: &Tree,
    declarator: NodeId,
    name: NodeId,
    dimensions: &[NodeId],
    field: &str,
) -> Option<String> {
    let start = tree.range(declarator).start;
    let source = tree.text(declarator);
    // Byte ranges (in the declarator) left out, and the name's.
    let mut cuts: Vec<(usize, usize, &str)> = Vec::new();
    for &dimension in dimensions {
        let inner = tree.field_child(dimension, field)?;
        let from = tree.range(inner).end - start;
        let to = tree.range(dimension).end - start;
        cuts.push((from, to, ""));
    }
    let range = tree.range(name);
    cuts.push((range.start - start, range.end - start, ELEMENT));
    cuts.sort_unstable();
    let mut text = String::new();
    let mut at = 0;
    for (from, to, with) in cuts {
        text.push_str(&String::from_utf8_lossy(source.get(at..from)?));
        text.push_str(with);
        at = to;
    }
    text.push_str(&String::from_utf8_lossy(source.get(at..)?));
    Some(text)
}
