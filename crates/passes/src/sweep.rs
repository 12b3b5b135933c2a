//! The sweep: dead code goes in one step.

use std::collections::BTreeSet;

use whittle_tree::{Edit, NodeId};

use crate::kit::uses::{Declarations, Items};
use whittle_reduce::{Element, Pass, SectionCheck, Stopped, Work};

/// Removes the top-level items nothing else refers to, and those only they
/// refer to, transitively: all of them in the first candidate, so that
/// dead code in a large file goes in one test (C-Vise's
/// remove-unused-function does this with a compiler's knowledge of uses;
/// here a name's uses are found by its text, and an item defines the
/// names that first occur in it). When that candidate is not interesting,
/// a second one keeps only the last unit of the outermost layer (the items
/// nothing refers to) and what that unit uses: where names are declared
/// before use, the top of the file's uses, such as `main`, comes last
/// ([`last_unit_alone`]). When that one is not interesting either, the
/// core narrows down the outermost layer, one element per unit (items
/// that use one another, such as a declaration and the `;` the parser
/// split from it, go together); those it keeps are needed, and stay out
/// of later sweeps, so their own uses are never tried again in this run.
///
/// The core's list also offers each large item of a deeper layer together
/// with the items that use it (a function with its callers), so that it
/// can go before the outermost layer is narrowed down to its last small
/// item. On a generated program the test's time is that of one function
/// the compiler is slow on, a function others call: while it stays, every
/// test of the outermost layer's small items (prototypes nothing calls)
/// costs that time.
#[derive(Debug)]
pub struct Sweep {
    /// The share of the file that an item of a deeper layer must hold for
    /// the core's list to offer it with its users.
    pub deep_share: f64,
    /// The smallest file, in tokens, on which the deeper layers' large
    /// items are offered: on a small one no function is slow enough to
    /// pay for the tests that an offer including a needed item costs.
    pub deep_from: u64,
}

impl Pass for Sweep {
    fn name(&self) -> &'static str {
        "sweep"
    }

    fn description(&self) -> &'static str {
        "remove every top-level definition nothing refers to, transitively, at once"
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![SectionCheck::of::<Declarations>()]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let mut needed: BTreeSet<NodeId> = BTreeSet::new();
        let declares = Declarations::of(work.tree().language()).declares.is_some();
        // Each turn removes something or marks something needed: first
        // what is dead by every declaration of its names, then (with
        // `[declares]`) what is dead by first occurrences alone, which
        // the compiler may yet need.
        loop {
            let items = Items::of(work.tree(), work.edits());
            let layers = items.dead(|n| needed.contains(&n));
            if !layers.is_empty() {
                sweep_layers(self, work, &items, &layers, &mut needed)?;
                continue;
            }
            if !declares {
                return Ok(());
            }
            let items = Items::by_first_occurrence(work.tree(), work.edits());
            let layers = items.dead(|n| needed.contains(&n));
            if layers.is_empty() {
                return Ok(());
            }
            sweep_layers(self, work, &items, &layers, &mut needed)?;
        }
    }
}

/// All the dead layers in one candidate, else all but the outermost
/// layer's last unit and what it uses, else the outermost narrowed down
/// by the core (with the deeper layers' large items, each with its
/// users); what it keeps of the outermost layer is needed.
fn sweep_layers(
    sweep: &Sweep,
    work: &mut Work<'_, '_>,
    items: &Items,
    layers: &[Vec<usize>],
    needed: &mut BTreeSet<NodeId>,
) -> Result<(), Stopped> {
    let everything = removal(items, layers.iter().flatten().copied());
    if work.first_interesting(&[everything])?.is_some() {
        return Ok(());
    }
    let outermost = &layers[0];
    if last_unit_alone(work, items, outermost, needed)? {
        return Ok(());
    }
    let tree = work.tree();
    let tokens = tree.weight(tree.root());
    let least = match tokens >= sweep.deep_from {
        true => tokens as f64 * sweep.deep_share,
        false => f64::INFINITY,
    };
    let large_below = layers[1..]
        .iter()
        .flatten()
        .filter(|&&i| tree.weight(items.nodes[i]) as f64 >= least)
        .map(|&i| removal(items, items.with_users(i)));
    let list: Vec<Element> = items
        .by_unit(outermost)
        .into_iter()
        .map(|unit| removal(items, unit))
        .chain(large_below)
        .collect();
    work.minimize(&list)?;
    needed.extend(
        outermost
            .iter()
            .map(|&i| items.nodes[i])
            .filter(|&n| work.is_alive(n)),
    );
    Ok(())
}

/// One element that removes the given items, checked by the grammar.
fn removal(items: &Items, which: impl IntoIterator<Item = usize>) -> Element {
    Element {
        edits: which
            .into_iter()
            .map(|i| Edit::Remove(items.nodes[i]))
            .collect(),
        checked: true,
    }
}

/// The guess that the outermost layer's last unit is what the test needs:
/// in a language that declares before use, the item nothing refers to
/// that comes last is the top of the file's uses (`main`, which reaches
/// the code the test is about), while the ones before it are
/// declarations nothing uses. One candidate removes every dead item but
/// that unit and what it uses. Narrowing the layer down to it otherwise
/// takes about one success per halving of the layer, each a test of the
/// large file that still fails the compiler. Whether it was interesting;
/// when it was, the unit stays dead, for the sweep's next turn to try
/// (it may be only what it uses that the test needs).
fn last_unit_alone(
    work: &mut Work<'_, '_>,
    items: &Items,
    outermost: &[usize],
    needed: &BTreeSet<NodeId>,
) -> Result<bool, Stopped> {
    let units = items.by_unit(outermost);
    if units.len() < 2 {
        return Ok(false);
    }
    let Some(last) = units.iter().max_by_key(|unit| unit.iter().max()) else {
        return Ok(false);
    };
    let kept: Vec<NodeId> = last.iter().map(|&i| items.nodes[i]).collect();
    let rest = items.dead(|n| needed.contains(&n) || kept.contains(&n));
    if rest.is_empty() {
        return Ok(false);
    }
    let guess = removal(items, rest.into_iter().flatten());
    Ok(work.first_interesting(&[guess])?.is_some())
}
