//! A member read through an aggregate becomes a variable of its own.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;
use whittle_tree::{Edit, KindId, LanguageError, NodeId, Replacement, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::insertion::{self, compact, insertion, offer_rounds};
use crate::kit::tried;
use crate::kit::uses::{name_leaves, top_item};
use whittle_reduce::Measure;
use whittle_reduce::{Element, Stopped, Work};

/// `[scalars]` in `grammars/<language>.toml`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct ScalarsSection(Option<Rule>);

impl Section for ScalarsSection {
    const KEYS: &'static [&'static str] = &["scalars"];

    fn resolve(source: &Source<'_>) -> Result<ScalarsSection, LanguageError> {
        let key = source.key("scalars");
        let Some(rule) = key.get::<ScalarsToml>()? else {
            return Ok(ScalarsSection(None));
        };
        Ok(ScalarsSection(Some(Rule {
            access: key.kind(&rule.access)?,
            field: key.field(&rule.field)?,
            member: key.kind(&rule.member)?,
            declarator: key.field(&rule.declarator)?,
            name: key.kind(&rule.name)?,
        })))
    }
}

/// `[scalars]`: see [`Rule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScalarsToml {
    access: String,
    field: String,
    member: String,
    declarator: String,
    name: String,
}

/// Where a member read through an aggregate may become a variable of its
/// own (`[scalars]` in `grammars/<language>.toml`): `m[i].op` as `op`,
/// with `char op;` declared before the item that reads it.
#[derive(Debug)]
pub(crate) struct Rule {
    /// The kind of a member access (`m[i].op`).
    pub(crate) access: KindId,
    /// Its field holding the member's name.
    pub(crate) field: &'static str,
    /// The kind of a member's declaration in its aggregate (`char op;`).
    pub(crate) member: KindId,
    /// That declaration's field holding each declarator (the children
    /// before the first are its type).
    pub(crate) declarator: &'static str,
    /// The kind the new variable's name takes where the access was.
    pub(crate) name: KindId,
}

/// C-Reduce's aggregate-to-scalar: every access with the same text
/// (`m[i].op`) becomes one new variable (`op`), declared as the member is
/// (`char op;`) just before the item that declares the member (whatever
/// its type needs is declared by then, and every reader comes later).
/// The aggregate and its type then often have no reader left, and the
/// sweep or hdd removes them. The declaration costs tokens, so a move is
/// tested only where the accesses it replaces save more (the engine tests
/// nothing that is not smaller). A text whose move failed is offered again
/// only once the file has halved, so the pass ends. Where it applies is
/// `[scalars]` in `grammars/*.toml`.
///
/// One case has needed it so far: c-gcc12-r2-switch-expand; on campaign
/// c-sdcc-stm8-gen-c-1147 it saves tests, not tokens.
#[derive(Debug)]
pub struct Scalars;

/// `(access, member declaration)` texts (without whitespace) whose move
/// failed.
type Tried = tried::Tried<(Vec<u8>, Vec<u8>)>;

/// One offer: its key is the access and member declaration texts.
type Offer = insertion::Offer<(Vec<u8>, Vec<u8>)>;

impl SectionPass for Scalars {
    type Section = ScalarsSection;
    type Rules = Rule;

    fn name(&self) -> &'static str {
        "scalars"
    }

    fn description(&self) -> &'static str {
        "a member read through an aggregate (`m[i].op`) becomes a variable of its own"
    }

    fn rules<'s>(&self, section: &'s ScalarsSection) -> Option<&'s Rule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &Rule) -> Result<(), Stopped> {
        let tree = work.tree();
        let accesses: Vec<NodeId> = tree
            .nodes()
            .filter(|&n| tree.kind(n) == rule.access)
            .collect();
        let tokens = tree.weight(tree.root());
        let declarations: Vec<NodeId> = tree
            .nodes()
            .filter(|&n| tree.kind(n) == rule.member)
            .collect();
        // The file's names, and then those this run brought in.
        let mut taken = Taken::of(tree, work, rule, &accesses);
        offer_rounds(work, tokens, &mut taken, |work, taken| {
            offers(tree, work, rule, &accesses, &declarations, taken, tokens)
        })
    }
}

section_pass!(Scalars);

/// One round's offers: each access text with a member declaration not
/// tried with it yet (a member's name may be declared in several
/// aggregates, with other types: each is tried in file order), as long as
/// no two offers touch the same top-level item (their edits would clash)
/// or bring in the same name. Pairs that cannot be offered are remembered
/// as tried.
fn offers(
    tree: &Tree,
    work: &mut Work<'_, '_>,
    rule: &Rule,
    accesses: &[NodeId],
    declarations: &[NodeId],
    taken: &Taken,
    tokens: u64,
) -> Vec<Offer> {
    let mut groups: BTreeMap<Vec<u8>, Vec<NodeId>> = BTreeMap::new();
    let mut order: Vec<Vec<u8>> = Vec::new();
    for &access in accesses {
        if !work.is_unedited_subtree(access) {
            continue;
        }
        let key = compact(tree.text(access));
        let group = groups.entry(key.clone()).or_default();
        if group.is_empty() {
            order.push(key);
        }
        group.push(access);
    }
    // Names this round's offers bring in.
    let mut claimed_names: BTreeSet<Vec<u8>> = BTreeSet::new();
    let mut claimed: BTreeSet<NodeId> = BTreeSet::new();
    let mut offers = Vec::new();
    for access in order {
        let group = &groups[&access];
        let mut items: BTreeSet<NodeId> = group.iter().filter_map(|&a| top_item(tree, a)).collect();
        if items.is_empty() || items.iter().any(|i| claimed.contains(i)) {
            continue;
        }
        let Some(field) = tree.field_child(group[0], rule.field) else {
            continue;
        };
        let tried = work.memory::<Tried>();
        let Some(member) = members(tree, rule, declarations, field)
            .into_iter()
            .find(|m| {
                !tried.contains(&(access.clone(), compact(tree.text(m.declaration))), tokens)
            })
        else {
            continue;
        };
        let key = (access, compact(tree.text(member.declaration)));
        match offer(tree, work, rule, group, &member, taken, &claimed_names) {
            Some((name, element, before)) if !claimed.contains(&before) => {
                items.insert(before);
                claimed.extend(items);
                claimed_names.insert(name.clone());
                offers.push(Offer {
                    key,
                    first: group[0],
                    name,
                    element,
                });
            }
            Some(_) => {}
            None => {
                work.memory::<Tried>().insert(key, tokens);
            }
        }
    }
    offers
}

/// Where a member is declared: the declaration (`int x, *y;`), the
/// declarator that declares it (`*y`) and its name in there (`y`).
struct Member {
    declaration: NodeId,
    declarator: NodeId,
    name: NodeId,
}

/// Those of the member `declarations` that declare the member named by
/// `field` (a leaf of an access), in file order, one per text.
fn members(tree: &Tree, rule: &Rule, declarations: &[NodeId], field: NodeId) -> Vec<Member> {
    let (text, kind) = (tree.text(field), tree.kind(field));
    let mut seen: BTreeSet<Vec<u8>> = BTreeSet::new();
    declarations
        .iter()
        .filter_map(|&declaration| {
            let (declarator, name) = tree
                .children(declaration)
                .iter()
                .filter(|&&c| tree.field(c) == Some(rule.declarator))
                .find_map(|&d| {
                    let name = tree
                        .subtree(d)
                        .find(|&n| tree.kind(n) == kind && tree.text(n) == text)?;
                    Some((d, name))
                })?;
            Some(Member {
                declaration,
                declarator,
                name,
            })
        })
        .filter(|m| seen.insert(compact(tree.text(m.declaration))))
        .collect()
}

/// The move for one group of accesses with the same text and one
/// declaration of their member: the new name, the element that puts it
/// in their places and declares it, and the top-level item it is declared
/// before.
fn offer(
    tree: &Tree,
    work: &Work<'_, '_>,
    rule: &Rule,
    group: &[NodeId],
    member: &Member,
    taken: &Taken,
    claimed_names: &BTreeSet<Vec<u8>>,
) -> Option<(Vec<u8>, Element, NodeId)> {
    let name = fresh_name(
        tree.text(member.name),
        taken,
        claimed_names,
        work.renaming(),
    )?;
    let declaration = declaration(tree, rule, member, &name)?;
    let before = top_item(tree, member.declaration)?;
    let insert = insertion(tree, work, before, &declaration, group)?;
    let text: std::sync::Arc<str> = String::from_utf8_lossy(&name).into();
    let mut edits: Vec<Edit> = group
        .iter()
        .map(|&access| {
            Edit::Replace(
                access,
                Replacement::Text {
                    text: text.clone(),
                    kind: rule.name,
                },
            )
        })
        .collect();
    edits.push(insert);
    Some((
        name,
        Element {
            edits,
            checked: true,
        },
        before,
    ))
}

/// The member's own name when nothing else in the file is called so,
/// else (when renaming is allowed) the first free `member_N`.
fn fresh_name(
    member: &[u8],
    taken: &Taken,
    claimed_names: &BTreeSet<Vec<u8>>,
    renaming: bool,
) -> Option<Vec<u8>> {
    let clashes = |name: &[u8]| taken.names.contains(name) || claimed_names.contains(name);
    if !clashes(member) {
        return Some(member.to_vec());
    }
    if !renaming {
        return None;
    }
    (0..)
        .map(|n| [member, format!("_{n}").as_bytes()].concat())
        .find(|name| !clashes(name) && !taken.words.contains(name))
}

/// `char op;` for `member` under the new `name`: the declaration's type
/// (everything before its first declarator) and the member's own
/// declarator, its name replaced.
fn declaration(tree: &Tree, rule: &Rule, member: &Member, name: &[u8]) -> Option<String> {
    let children = tree.children(member.declaration);
    let first = children
        .iter()
        .position(|&c| tree.field(c) == Some(rule.declarator))?;
    let head: Vec<String> = children[..first]
        .iter()
        .map(|&c| String::from_utf8_lossy(tree.text(c)).into_owned())
        .collect();
    let (before, after) = tree.text_around(member.declarator, member.name);
    Some(format!(
        "{} {}{}{};",
        head.join(" "),
        String::from_utf8_lossy(before),
        String::from_utf8_lossy(name),
        String::from_utf8_lossy(after),
    ))
}

/// The names a new variable may not take.
struct Taken {
    /// The file's names but for members' (a member and a variable of the
    /// same name do not clash), and those this run brought in.
    names: BTreeSet<Vec<u8>>,
    /// Every word of the file, which a fresh name must not be.
    words: BTreeSet<Vec<u8>>,
}

/// An accepted offer's name is taken.
impl Extend<Vec<u8>> for Taken {
    fn extend<I: IntoIterator<Item = Vec<u8>>>(&mut self, names: I) {
        self.names.extend(names);
    }
}

impl Taken {
    fn of(tree: &Tree, work: &Work<'_, '_>, rule: &Rule, accesses: &[NodeId]) -> Taken {
        let members: BTreeSet<_> = accesses
            .iter()
            .filter_map(|&a| tree.field_child(a, rule.field))
            .map(|f| tree.kind(f))
            .collect();
        let names = name_leaves(tree, work.edits())
            .into_iter()
            .filter(|(_, leaves)| leaves.iter().any(|&l| !members.contains(&tree.kind(l))))
            .map(|(text, _)| text.to_vec())
            .collect();
        Taken {
            names,
            words: Measure::names(tree.source()),
        }
    }
}
