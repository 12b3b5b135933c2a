//! A definition goes, and every use of it takes a default of its place
//! (DRReduce).

use whittle_tree::{Edit, Edits, Language, NodeId, Replacement, Tree};

use crate::kit::frame::section;
use crate::kit::scopes::{DefuseSection, Removable, definitions_and_uses};
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// How many nodes above a use the stand-in may take the place of, where
/// the use itself has none (a path `m::x` in Rust, whose `m` is a name
/// but only the whole path an expression).
const LEVELS_ABOVE_A_USE: usize = 2;

/// How many of the defaults a place has are tried, one list each: the
/// best stand-in, then the texts the language also offers (`""` or `()`
/// where `0` has the wrong type).
const ALTERNATIVES: usize = 3;

/// Declaration removal with defaults (DRReduce, 2026): where
/// `defuse` removes a definition with the statement around each use, this
/// removes the definition alone and puts, in the place of each use, the
/// stand-in the grammar gives that place: `0` for an expression, `int`
/// for a type, `""` where only a string fits. The statement that used the
/// name stays (`f(x, y)` becomes `f(0, y)`), which is what a failure in
/// `f`'s call needs. One element per definition whose every use has a
/// stand-in; which definitions and uses there are is what `defuse` finds
/// (`[defuse]` and the grammar's queries). It runs once the other passes
/// stall: on a large file the uses' statements usually go with their
/// definition, and `defuse` does that in fewer tests.
#[derive(Debug)]
pub struct Defaults;

impl Pass for Defaults {
    fn name(&self) -> &'static str {
        "defaults"
    }

    fn description(&self) -> &'static str {
        "a definition goes and each use of it becomes the default of its place (`f(x)` as `f(0)`)"
    }

    /// Without a parser (plain text) there is nothing to define.
    fn applies_to(&self, language: &Language) -> bool {
        language.tree_sitter_language().is_some()
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![SectionCheck::of::<DefuseSection>()]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let rules = section::<DefuseSection>(tree.language());
        for alternative in 0..ALTERNATIVES {
            work.check_stop()?;
            let list = elements(tree, work.edits(), &rules, alternative);
            work.minimize(&list)?;
        }
        Ok(())
    }
}

/// The list: for each definition with uses, in file order, its removal
/// and, for each use, default number `alternative` of its place (or its
/// last, where it has fewer). None for a definition none of whose uses
/// has that many: the list before held it.
fn elements(tree: &Tree, edits: &Edits, rules: &DefuseSection, alternative: usize) -> Vec<Element> {
    let mut removable = Removable::new(tree, edits);
    let (definitions, uses) = definitions_and_uses(tree, edits, rules, &mut removable);
    definitions
        .iter()
        .zip(&uses)
        // An import's uses qualify other names: no value stands in.
        .filter(|(definition, uses)| !uses.is_empty() && !definition.from_path)
        .filter_map(|(definition, uses)| {
            let mut replaced: Vec<(NodeId, Replacement)> = Vec::new();
            let mut new = false;
            for &leaf in uses {
                let (node, defaults) = defaults_around(tree, edits, leaf, definition.owner)?;
                new |= alternative < defaults.len();
                let default = defaults.get(alternative).or(defaults.last())?.clone();
                // Two uses in one replaced node (a path) take one stand-in.
                if replaced.iter().any(|&(r, _)| tree.contains(r, node)) {
                    continue;
                }
                replaced.retain(|&(r, _)| !tree.contains(node, r));
                replaced.push((node, default));
            }
            let mut element = vec![Edit::Remove(definition.owner)];
            element.extend(replaced.into_iter().map(|(n, r)| Edit::Replace(n, r)));
            new.then_some(Element {
                edits: element,
                checked: true,
            })
        })
        .collect()
}

/// The node at or just above the use `leaf` that takes a stand-in, with
/// its defaults ([`Tree::default_standins`]): the leaf itself where its
/// place has one, else one of the [`LEVELS_ABOVE_A_USE`] nodes above it,
/// never one around the definition `owner` or an edited one.
fn defaults_around(
    tree: &Tree,
    edits: &Edits,
    leaf: NodeId,
    owner: NodeId,
) -> Option<(NodeId, Vec<Replacement>)> {
    std::iter::once(leaf)
        .chain(tree.ancestors(leaf))
        .take(LEVELS_ABOVE_A_USE + 1)
        .take_while(|&n| !tree.contains(n, owner) && edits.replacement(n).is_none())
        .map(|n| (n, tree.default_standins(n, edits)))
        .find(|(_, defaults)| !defaults.is_empty())
}
