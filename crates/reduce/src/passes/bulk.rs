//! Bulk: the file's largest removable nodes, largest first, before hdd.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use serde::Deserialize;
use whittle_tree::{Edit, Language, LanguageError, Section, Source, Tree};

use crate::pass::{Element, Pass, SectionCheck, Stopped, Strategy, Work};
use crate::passes::hdd::removals;
use crate::passes::uses::Declarations;
use crate::passes::{section, tried};

/// Perses's order (largest node first, Sun et al., ICSE 2018) for the
/// removals of nodes that hold a large share of the file only: each node
/// of that size, largest first, has its children of that size minimized
/// as one list. hdd walks level by level, so a large statement deep in a
/// function (a Csmith loop with a 90-value array and one long expression)
/// goes late, and until it goes a compiler may spend most of every test
/// on it. Smaller nodes are left to hdd, whose order the later passes'
/// moves were built on (Perses's own replacements end elsewhere). A removal
/// that fails counts as tried until the file has halved ([`tried`]), so
/// the pass costs a few tests a round. Where: `[bulk]` in the language's
/// overrides, with the share of the file a node must hold.
#[derive(Debug)]
pub struct Bulk;

/// The smallest file, in tokens, that bulk works on: on smaller ones the
/// tests it would save are cheap.
const BULK_MIN_TOKENS: u64 = 300;

impl Pass for Bulk {
    fn name(&self) -> &'static str {
        "bulk"
    }

    fn description(&self) -> &'static str {
        "before hdd: removes the nodes that hold a tenth of the file or more, largest first, so that hdd's tests run on the smaller file"
    }

    fn default_on(&self, strategy: Strategy) -> bool {
        strategy == Strategy::Hdd
    }

    fn applies_to(&self, language: &Language) -> bool {
        section::<BulkRules>(language).share.is_some()
    }

    fn sections(&self) -> Vec<SectionCheck> {
        vec![
            SectionCheck::of::<Declarations>(),
            SectionCheck::of::<BulkRules>(),
        ]
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let total = tree.weight(tree.root());
        let Some(share) = section::<BulkRules>(tree.language()).share else {
            return Ok(());
        };
        if total < BULK_MIN_TOKENS {
            return Ok(());
        }
        let least = (total as f64 * share).ceil() as u64;
        let mut queue = BinaryHeap::from([(total, Reverse(tree.root()))]);
        while let Some((_, Reverse(node))) = queue.pop() {
            if !work.is_alive(node) {
                continue;
            }
            let moves: Vec<(Vec<u8>, Element)> = removals(work, &[node])
                .into_iter()
                .filter(|e| removed_weight(tree, e) >= least)
                .map(|e| (removed_text(tree, &e), e))
                .collect();
            if !moves.is_empty() {
                tried::minimize_untried(work, moves)?;
            }
            for &child in tree.children(node) {
                if work.is_alive(child) && tree.weight(child) >= least {
                    queue.push((tree.weight(child), Reverse(child)));
                }
            }
        }
        Ok(())
    }
}

/// The tokens an element's removals take.
fn removed_weight(tree: &Tree, element: &Element) -> u64 {
    element
        .edits
        .iter()
        .map(|e| match e {
            Edit::Remove(n) => tree.weight(*n),
            _ => 0,
        })
        .sum()
}

/// What an element removes, as the key it is remembered by.
fn removed_text(tree: &Tree, element: &Element) -> Vec<u8> {
    let mut key = Vec::new();
    for edit in &element.edits {
        key.extend_from_slice(tree.text(edit.node()));
        key.push(0);
    }
    key
}

/// `[bulk]` in `grammars/<language>.toml`: the share of the file's tokens
/// a node must hold for bulk to remove it (`share`; absent: bulk is off).
#[derive(Debug, Default)]
struct BulkRules {
    share: Option<f64>,
}

/// `[bulk]` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BulkToml {
    share: f64,
}

impl Section for BulkRules {
    const KEYS: &'static [&'static str] = &["bulk"];

    fn resolve(source: &Source<'_>) -> Result<BulkRules, LanguageError> {
        let key = source.key("bulk");
        let written = key.get::<BulkToml>()?;
        if written
            .as_ref()
            .is_some_and(|w| !(w.share > 0.0 && w.share <= 1.0))
        {
            return Err(key.error("`share` must be above 0 and at most 1"));
        }
        Ok(BulkRules {
            share: written.map(|w| w.share),
        })
    }
}
