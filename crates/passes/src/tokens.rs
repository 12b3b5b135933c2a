//! Deletions the grammar forbids, judged by the test alone.

use std::collections::BTreeSet;

use whittle_tree::{LanguageError, NodeId, Section, Source};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::levels;
use crate::kit::uses::Definitions;
use whittle_reduce::{Element, Stopped, Work};

/// Where the tokens pass deletes what the grammar keeps
/// (`grammars/<language>.toml`): everywhere when the tools that read the
/// language accept more than its grammar (`lenient`); otherwise around the
/// parser's ERROR nodes, unless `tokens_around_errors = false` (XML, whose
/// ERROR regions are nested by their tags already).
#[derive(Debug, Default)]
pub(crate) struct LenientSection {
    everywhere: bool,
    around_errors: bool,
}

impl Section for LenientSection {
    const KEYS: &'static [&'static str] = &["lenient", "tokens_around_errors"];

    fn resolve(source: &Source<'_>) -> Result<LenientSection, LanguageError> {
        Ok(LenientSection {
            everywhere: source.key("lenient").get_or_default()?,
            around_errors: source.key("tokens_around_errors").get()?.unwrap_or(true),
        })
    }
}

/// Level by level, like HDD, but over the children the grammar keeps: a
/// function's return type, a keyword, a required operand, a statement's
/// `;`. Compilers accept far more than the grammar (implicit `int`, K&R
/// forms, missing types), and a test may accept broken files, so these
/// deletions reach what the grammar's removals cannot; the next tree pass
/// works on what they leave (ERROR regions are lists of their own).
/// Children the grammar lets go were tried by the grammar's own passes,
/// except those that define a name used after them (which HDD leaves to
/// go with their uses): those are tried here too, for a test that accepts
/// an undeclared name.
#[derive(Debug)]
pub struct Tokens;

impl SectionPass for Tokens {
    type Section = LenientSection;
    type Rules = LenientSection;

    fn name(&self) -> &'static str {
        "tokens"
    }

    fn description(&self) -> &'static str {
        "delete nodes and tokens the grammar keeps (a return type, a keyword), judged by the test alone"
    }

    fn rules<'s>(&self, section: &'s LenientSection) -> Option<&'s LenientSection> {
        (section.everywhere || section.around_errors).then_some(section)
    }

    fn run(&self, work: &mut Work<'_, '_>, lenient: &LenientSection) -> Result<(), Stopped> {
        let tree = work.tree();
        // In a language whose tools accept no more than its grammar, only
        // where the parser already gave up: the nodes around an ERROR
        // node, whose kept children a syntax error may not need (`if` and
        // `:` around `len() = 0`).
        let broken: Option<BTreeSet<NodeId>> = (!lenient.everywhere).then(|| {
            tree.nodes()
                .filter(|&n| tree.is_error(n) || tree.is_missing(n))
                .flat_map(|n| tree.ancestors(n))
                .collect()
        });
        if broken.as_ref().is_some_and(BTreeSet::is_empty) {
            return Ok(());
        }
        levels(work, |work, level| {
            let tree = work.tree();
            for &parent in level {
                if !work.is_alive(parent) || broken.as_ref().is_some_and(|b| !b.contains(&parent)) {
                    continue;
                }
                let definitions = Definitions::of(tree, work.edits());
                let free: Vec<NodeId> = tree
                    .removable_children(parent, work.edits())
                    .into_iter()
                    .filter(|&c| !definitions.defines_used(c))
                    .collect();
                let list: Vec<Element> = tree
                    .children(parent)
                    .iter()
                    .copied()
                    .filter(|&c| {
                        work.is_unedited(c) && !tree.range(c).is_empty() && !free.contains(&c)
                    })
                    .map(|c| Element {
                        edits: vec![whittle_tree::Edit::Remove(c)],
                        checked: false,
                    })
                    .collect();
                work.minimize(&list)?;
            }
            Ok(())
        })
    }
}

section_pass!(Tokens);
