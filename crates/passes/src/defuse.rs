//! A definition goes together with every use of it.

use std::collections::BTreeSet;

use whittle_tree::{Edit, Edits, KindSet, Language, NodeId, Tree};

use crate::kit::frame::section;
use crate::kit::scopes::{Definition, DefuseSection, Removable, definitions_and_uses};
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// In a language that needs every name defined (rustc, a JavaScript
/// module in strict mode, a type checker), a definition can only go
/// together with its uses, so neither goes alone: `let size;` and every
/// statement that reads `size`; a struct's field and every access to it; a
/// function and every call. One element per definition that has uses:
/// the definition's removable node and, for each use, the nearest node
/// around it that the grammar lets go (the statement, the argument, the
/// field), all in one candidate. Definitions come from the grammar's own
/// queries (`@definition.*` of its tags, `@local.definition` of its
/// locals) and from its fields (`name`, `pattern`, `left`); a use is a
/// name leaf of the same text in the innermost scope around the
/// definition (`@local.scope`, or the kinds `[defuse]` lists, or the file),
/// so a local `r` in one function is not another function's `r`.
///
/// The schedule runs it before the tree passes (`defuse`) for a language
/// whose tools refuse a name used and not defined (rustc, javac, tsc,
/// `go build`), where HDD could only try removals that fail, and after
/// them (`defuse-late`) for a language whose tools look names up only
/// when the code runs (Node.js), where HDD's removals come cheaper.
#[derive(Debug)]
pub struct Defuse;

impl Pass for Defuse {
    fn name(&self) -> &'static str {
        "defuse"
    }

    fn description(&self) -> &'static str {
        "a definition goes together with every use of it (a `let` and the statements that read it, a function and its calls)"
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
        let list = elements(tree, work.edits(), &rules);
        work.minimize(&list)
    }
}

/// The list: one element per definition with uses, in file order.
fn elements(tree: &Tree, edits: &Edits, rules: &DefuseSection) -> Vec<Element> {
    let mut removable = Removable::new(tree, edits);
    let (definitions, uses) = definitions_and_uses(tree, edits, rules, &mut removable);
    // What each definition takes directly: itself and, around each use,
    // the nearest node the grammar lets go; `None` when a use has none.
    let direct: Vec<Option<Vec<NodeId>>> = definitions
        .iter()
        .zip(&uses)
        .map(|(d, uses)| {
            let mut removed = vec![d.owner];
            for &leaf in uses {
                let around = removable.around(leaf, d.scope)?;
                if tree.contains(around, d.owner) {
                    return None;
                }
                removed.push(around);
            }
            Some(removed)
        })
        .collect();
    // Definitions by owner, to find those inside a removed node.
    let mut by_owner: Vec<(NodeId, usize)> = definitions
        .iter()
        .enumerate()
        .map(|(i, d)| (d.owner, i))
        .collect();
    by_owner.sort_unstable();
    // Each use with its definition, in file order, to find the uses
    // inside a removed node.
    let mut by_use: Vec<(NodeId, usize)> = uses
        .iter()
        .enumerate()
        .flat_map(|(i, leaves)| leaves.iter().map(move |&leaf| (leaf, i)))
        .collect();
    by_use.sort_unstable();
    let taking = Taking {
        tree,
        unused_refused: &rules.unused_refused,
        definitions: &definitions,
        uses: &uses,
        direct: &direct,
        by_owner: &by_owner,
        by_use: &by_use,
    };
    let mut seen: BTreeSet<Vec<NodeId>> = BTreeSet::new();
    let widens = !rules.unused_refused.is_empty();
    (0..definitions.len())
        .filter(|&i| widens || !uses[i].is_empty())
        .filter_map(|i| {
            let (removed, widened) = taking.closure(i)?;
            // A definition nothing uses is a move here only with the
            // names it leaves unused that the language refuses so (a Go
            // function and the imports only it used); alone, it is hdd's.
            if uses[i].is_empty() && !widened {
                return None;
            }
            seen.insert(removed.clone()).then(|| Element {
                edits: removed.into_iter().map(Edit::Remove).collect(),
                checked: true,
            })
        })
        .collect()
}

/// What [`Taking::closure`] reads: the definitions, their uses, and what
/// each takes directly, by owner and by use.
struct Taking<'a> {
    tree: &'a Tree,
    unused_refused: &'a KindSet,
    definitions: &'a [Definition],
    uses: &'a [Vec<NodeId>],
    direct: &'a [Option<Vec<NodeId>>],
    by_owner: &'a [(NodeId, usize)],
    by_use: &'a [(NodeId, usize)],
}

impl Taking<'_> {
    /// What removing definition `first` takes, transitively: a use's
    /// statement that defines a name (`let r = inv.first();`) takes that
    /// name's uses too; then, where the language refuses a name left
    /// unused (`[defuse] unused_refused`), a definition all of whose uses
    /// went goes too, with what it takes (Go's `pos := 0` once
    /// `fmt.Print(pos)` goes), where all of that can go. The outermost
    /// nodes, in file order, and whether a definition left unused was
    /// taken; `None` when some definition on the way from `first` has a
    /// use that cannot go.
    fn closure(&self, first: usize) -> Option<(Vec<NodeId>, bool)> {
        let mut taken = Taken {
            definitions: BTreeSet::from([first]),
            removed: Vec::new(),
        };
        self.take(&mut taken, self.direct[first].clone()?)?;
        // Each round adds the definitions the last one left unused.
        let mut widened = false;
        while !self.unused_refused.is_empty() {
            let unused: Vec<usize> = self.left_unused(&taken);
            let mut grew = false;
            for j in unused {
                if taken.definitions.contains(&j) {
                    continue;
                }
                let mut wider = taken.clone();
                wider.definitions.insert(j);
                if self
                    .take(&mut wider, vec![self.definitions[j].owner])
                    .is_some()
                {
                    taken = wider;
                    grew = true;
                    widened = true;
                }
            }
            if !grew {
                break;
            }
        }
        let mut removed = taken.removed;
        removed.sort_unstable();
        Some((removed, widened))
    }

    /// Removes `pending` and, transitively, the definitions inside what
    /// goes with the uses of each; `None` when one has a use that cannot
    /// go.
    fn take(&self, taken: &mut Taken, mut pending: Vec<NodeId>) -> Option<()> {
        let tree = self.tree;
        while let Some(node) = pending.pop() {
            if taken.removed.iter().any(|&r| tree.contains(r, node)) {
                continue;
            }
            taken.removed.retain(|&r| !tree.contains(node, r));
            taken.removed.push(node);
            let end = tree.subtree_end(node);
            let inside = self.by_owner.partition_point(|&(owner, _)| owner < node);
            for &(owner, j) in &self.by_owner[inside..] {
                if owner >= end {
                    break;
                }
                if taken.definitions.insert(j) {
                    pending.extend(self.direct[j].clone()?);
                }
            }
        }
        Some(())
    }

    /// The definitions not taken, of a kind the language refuses to leave
    /// unused, with uses, all of which are inside what `taken` removes.
    fn left_unused(&self, taken: &Taken) -> Vec<usize> {
        let tree = self.tree;
        let mut unused = BTreeSet::new();
        let mut checked = BTreeSet::new();
        for &node in &taken.removed {
            let end = tree.subtree_end(node);
            let from = self.by_use.partition_point(|&(leaf, _)| leaf < node);
            for &(leaf, j) in &self.by_use[from..] {
                if leaf >= end {
                    break;
                }
                let refused = self
                    .unused_refused
                    .contains(tree.kind(self.definitions[j].definer));
                if !refused || taken.definitions.contains(&j) || !checked.insert(j) {
                    continue;
                }
                let gone = |u: &NodeId| taken.removed.iter().any(|&r| tree.contains(r, *u));
                if self.uses[j].iter().all(gone) {
                    unused.insert(j);
                }
            }
        }
        unused.into_iter().collect()
    }
}

/// What a closure has taken so far: definitions, and the outermost nodes
/// removed.
#[derive(Clone)]
struct Taken {
    definitions: BTreeSet<usize>,
    removed: Vec<NodeId>,
}
