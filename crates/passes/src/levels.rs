//! A variable's declared type loses a level, and each of its uses the
//! access that level gave.

use std::collections::{BTreeMap, BTreeSet};

use whittle_tree::{
    Edit, Edits, KindId, Language, LanguageError, NodeId, Replacement, Section, Source, Tree,
};

use serde::Deserialize;

use crate::kit::frame::section;
use crate::kit::scopes::{Definition, DefuseSection, Removable, definitions};
use crate::kit::tried;
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// The field of a declaration that holds the type it declares its names
/// with, in every grammar that has one (Java's `Object[] a;`, Go's
/// `var a []int`, a parameter's).
const TYPE_FIELD: &str = "type";

/// `[[levels]]` in `grammars/<language>.toml`: see [`LevelRule`].
#[derive(Debug, Default)]
pub(crate) struct LevelsSection(Vec<LevelRule>);

/// One level a declaration gives and its uses take off (an array's:
/// `Object[]` and `a[i]`; a C pointer's: `*p` in the declarator and in
/// each use).
#[derive(Debug)]
pub(crate) struct LevelRule {
    /// The kind of the declared type (Java's `array_type`), or of the
    /// declarator around the name (C's `pointer_declarator`).
    wrapper: KindId,
    /// Its field holding what is one level down (`element`, or the
    /// declarator that holds the name).
    inner: &'static str,
    /// The kind of the expression around each use (`array_access`).
    access: KindId,
    /// Its field the use is in (`array`).
    operand: &'static str,
    /// `(field, text)`: the access's operator, where its kind holds
    /// others too (C's `pointer_expression` is `*p` and `&p`).
    operator: Option<(&'static str, String)>,
}

/// One `[[levels]]` as written: see [`LevelRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LevelToml {
    wrapper: String,
    inner: String,
    access: String,
    operand: String,
    operator: Option<[String; 2]>,
}

impl Section for LevelsSection {
    const KEYS: &'static [&'static str] = &["levels"];

    fn resolve(source: &Source<'_>) -> Result<LevelsSection, LanguageError> {
        let key = source.key("levels");
        key.get_or_default::<Vec<LevelToml>>()?
            .into_iter()
            .map(|rule| {
                Ok(LevelRule {
                    wrapper: key.kind(&rule.wrapper)?,
                    inner: key.field(&rule.inner)?,
                    access: key.kind(&rule.access)?,
                    operand: key.field(&rule.operand)?,
                    operator: match rule.operator {
                        Some([field, text]) => Some((key.field(&field)?, text)),
                        None => None,
                    },
                })
            })
            .collect::<Result<_, _>>()
            .map(LevelsSection)
    }
}

/// clang_delta's reduce-pointer-level, for arrays too, from the names
/// `defuse` finds: a variable declared with a type of one more
/// level than its uses need (an array every use of which indexes it, a
/// pointer every use of which dereferences it) loses that level, and
/// every use its access, in one candidate: `Object[] a; E e = a[s];` as
/// `Object a; E e = a;`, C's `char *l; *l | x;` as `char l; l | x;`.
/// Neither change alone keeps the types agreeing, so hdd's removals, each
/// tried alone, cannot make it. One element per name and rule; a move that failed is
/// tried again only once the file has halved, so the pass ends.
#[derive(Debug)]
pub struct Levels;

impl Pass for Levels {
    fn name(&self) -> &'static str {
        "levels"
    }

    fn description(&self) -> &'static str {
        "an array or pointer variable loses a level and each use its index or `*` (`Object[] a; E e = a[s];` as `Object a; E e = a;`)"
    }

    fn applies_to(&self, language: &Language) -> bool {
        language.tree_sitter_language().is_some()
            && !section::<LevelsSection>(language).0.is_empty()
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![
            SectionCheck::of::<LevelsSection>(),
            SectionCheck::of::<DefuseSection>(),
        ]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let language = tree.language();
        let levels = section::<LevelsSection>(language);
        let names = section::<DefuseSection>(language);
        let moves = moves(tree, work.edits(), &levels.0, &names);
        tried::minimize_untried(work, moves)
    }
}

/// A move's key: the name and its declared type's text.
type MoveKey = (Vec<u8>, Vec<u8>);

/// For each name declared once with a type one rule unwraps, every other
/// occurrence of which sits in that rule's access, the move, keyed by the
/// name and the type's text. Names are matched by their text, as
/// clang_delta does, not by scope: after the `names` pass has merged
/// names, several definitions share one text, and a scope-by-scope
/// lookup would give the uses to another of them; a use that is not
/// the variable's only costs a test.
fn moves(
    tree: &Tree,
    edits: &Edits,
    rules: &[LevelRule],
    names: &DefuseSection,
) -> Vec<(MoveKey, Element)> {
    let mut removable = Removable::new(tree, edits);
    let (definitions, _) = definitions(tree, edits, names, &mut removable);
    let defining: BTreeSet<NodeId> = definitions.iter().map(|d| d.name).collect();
    let mut occurrences: BTreeMap<&[u8], Vec<NodeId>> = BTreeMap::new();
    for leaf in tree.nodes() {
        if tree.is_name_leaf(leaf) && !defining.contains(&leaf) && tree.is_alive(leaf, edits) {
            occurrences.entry(tree.text(leaf)).or_default().push(leaf);
        }
    }
    let unedited = |node: NodeId| tree.is_unedited_subtree(node, edits);
    let mut moves = Vec::new();
    for rule in rules {
        // Per name, the wrapper types it is declared with.
        let mut declared: BTreeMap<&[u8], Vec<NodeId>> = BTreeMap::new();
        for definition in definitions.iter().filter(|d| !d.from_path) {
            if let Some(wrapper) = declared_type(tree, definition, &defining, rule) {
                declared
                    .entry(&definition.text[..])
                    .or_default()
                    .push(wrapper);
            }
        }
        for (name, wrappers) in declared {
            let ([wrapper], Some(uses)) = (&wrappers[..], occurrences.get(name)) else {
                continue;
            };
            let Some(inner) = tree
                .field_child(*wrapper, rule.inner)
                .filter(|_| unedited(*wrapper))
            else {
                continue;
            };
            let accesses = uses.iter().map(|&leaf| {
                let access = tree.parent(leaf)?;
                (tree.kind(access) == rule.access
                    && tree.field(leaf) == Some(rule.operand)
                    && rule.operator.as_ref().is_none_or(|(field, text)| {
                        tree.field_child(access, field)
                            .is_some_and(|o| tree.text(o) == text.as_bytes())
                    })
                    && unedited(access))
                .then_some(Edit::Replace(access, Replacement::Node(leaf)))
            });
            let Some(mut edits) = accesses.collect::<Option<Vec<Edit>>>() else {
                continue;
            };
            edits.push(Edit::Replace(*wrapper, Replacement::Node(inner)));
            edits.sort_unstable_by_key(Edit::node);
            moves.push((
                (name.to_vec(), tree.text(*wrapper).to_vec()),
                Element {
                    edits,
                    checked: true,
                },
            ));
        }
    }
    moves
}

/// The type of `rule`'s wrapper kind that `definition` declares its name
/// with, nearest the name first: a node of that kind between the name and
/// its owner whose inner field holds the name (C's `*p`), or the
/// [`TYPE_FIELD`] of such a node (Java's `Object[] a;` holds `a` in a
/// declarator beside the type). None where the node that holds it
/// defines another name too (`Object[] a, b;`): both would lose the
/// level. `defining` is every definition's name leaf.
fn declared_type(
    tree: &Tree,
    definition: &Definition,
    defining: &BTreeSet<NodeId>,
    rule: &LevelRule,
) -> Option<NodeId> {
    let holders = std::iter::once(definition.name)
        .chain(tree.ancestors(definition.name))
        .take_while(|&n| n != definition.owner)
        .chain(std::iter::once(definition.owner));
    for holder in holders {
        let wrapper = if tree.kind(holder) == rule.wrapper
            && tree
                .field_child(holder, rule.inner)
                .is_some_and(|inner| tree.contains(inner, definition.name))
        {
            holder
        } else if let Some(declared) = tree.field_child(holder, TYPE_FIELD) {
            if tree.kind(declared) != rule.wrapper {
                return None;
            }
            declared
        } else {
            continue;
        };
        // Ids are in preorder: the holder's subtree is one range of them.
        let shared = defining
            .range(holder..tree.subtree_end(holder))
            .any(|&name| name != definition.name);
        return (!shared).then_some(wrapper);
    }
    None
}
