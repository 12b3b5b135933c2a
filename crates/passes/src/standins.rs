//! The language's further stand-ins, when the other passes stall.

use whittle_tree::{NodeId, Replacement};

use crate::kit::replacement_rounds;
use whittle_reduce::{Pass, Stopped, Work};

/// When the other passes stall: each node may become the stand-in of a
/// kind the language also offers where it fits (`also_standin` in
/// `grammars/*.toml`): a C++ type `auto`, which keeps a class type where
/// `int`, the best stand-in, loses it (`auto f() { T x; return
/// std::move(x); }`). HDD offers only the best stand-in: offering `auto`
/// too for every type of a large C++ file costs more tests than it saves;
/// here it is tried once the file is small. So is the best stand-in where
/// HDD held it back because the node's own removals leave it as small
/// (`int` for `long int` where `long` alone did not do).
#[derive(Debug)]
pub struct Standins;

impl Pass for Standins {
    fn name(&self) -> &'static str {
        "standins"
    }

    fn description(&self) -> &'static str {
        "the language's further stand-ins (a C++ type as `auto`)"
    }

    fn applies_to(&self, language: &whittle_tree::Language) -> bool {
        language.has_further_standins()
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let offers: Vec<(NodeId, Vec<Replacement>)> = tree
            .nodes()
            .filter(|&n| work.is_unedited(n))
            .map(|n| (n, tree.also_standins(n, work.edits())))
            .filter(|(_, offers)| !offers.is_empty())
            .collect();
        replacement_rounds(work, &offers, None)
    }
}
