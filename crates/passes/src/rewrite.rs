//! Templates beyond the grammar's removals: `return e;` as `e;`, a
//! definition as its declaration, a call as one of its arguments.

use whittle_tree::{NodeId, Replacement};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::replacement_rounds;
use crate::kit::rewrites::RewritesSection;
use whittle_reduce::{Stopped, Work};

/// The language's rewrites (`[[rewrites]]` in `grammars/*.toml`), one kind
/// after another in the order listed: each node of the kind puts its next
/// rewrite in a list for the core, as HDD does with replacements, until
/// every node has tried all of its own; the grammar checks each. Two
/// passes share this: one for the rewrites marked `early`, before the tree
/// passes (a definition as its declaration: most bodies go in a few tests
/// on a large file, then the sweep clears what they used), one for the
/// others, after them, when the file is small.
#[derive(Debug)]
pub struct Rewrite {
    /// The early rewrites, or the others.
    pub early: bool,
}

impl SectionPass for Rewrite {
    type Section = RewritesSection;
    type Rules = RewritesSection;

    fn name(&self) -> &'static str {
        if self.early {
            "rewrite-early"
        } else {
            "rewrite"
        }
    }

    fn description(&self) -> &'static str {
        if self.early {
            "the language's templates marked early: a definition as its declaration, `return e;` as `e;`, `if (c) s` as `(c);`"
        } else {
            "the language's other templates: a call as one of its arguments, a function as its parameter that is a function"
        }
    }

    fn rules<'s>(&self, section: &'s RewritesSection) -> Option<&'s RewritesSection> {
        (!section.kinds(self.early).is_empty()).then_some(section)
    }

    fn run(&self, work: &mut Work<'_, '_>, rewrites: &RewritesSection) -> Result<(), Stopped> {
        let tree = work.tree();
        for kind in rewrites.kinds(self.early) {
            let nodes: Vec<NodeId> = tree.nodes().filter(|&n| tree.kind(n) == kind).collect();
            let offers: Vec<(NodeId, Vec<Replacement>)> = nodes
                .iter()
                .map(|&n| (n, rewrites.offers(tree, n, work.edits(), self.early)))
                .filter(|(_, offers)| !offers.is_empty())
                .collect();
            replacement_rounds(work, &offers, None)?;
        }
        Ok(())
    }
}

section_pass!(Rewrite);
