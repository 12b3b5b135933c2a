//! A function definition takes the place of a prototype.

use std::collections::BTreeSet;

use serde::Deserialize;
use whittle_tree::{Edit, KindId, LanguageError, NodeId, Replacement, Section, Source, Tree};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::tried;
use crate::kit::uses::name_leaves;
use whittle_reduce::{Element, Stopped, Work};

/// `[prototypes]` in `grammars/<language>.toml`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct PrototypesSection(Option<PrototypeRule>);

impl Section for PrototypesSection {
    const KEYS: &'static [&'static str] = &["prototypes"];

    fn resolve(source: &Source<'_>) -> Result<PrototypesSection, LanguageError> {
        let key = source.key("prototypes");
        let Some(rule) = key.get::<PrototypesToml>()? else {
            return Ok(PrototypesSection(None));
        };
        Ok(PrototypesSection(Some(PrototypeRule {
            definition: key.kind(&rule.definition)?,
            declaration: key.kind(&rule.declaration)?,
            declarator: key.field(&rule.declarator)?,
            function: key.kind(&rule.function)?,
        })))
    }
}

/// `[prototypes]` as written: see [`PrototypeRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PrototypesToml {
    definition: String,
    declaration: String,
    declarator: String,
    function: String,
}

/// How a language declares and defines functions (`[prototypes]` in
/// `grammars/<language>.toml`).
#[derive(Debug)]
pub(crate) struct PrototypeRule {
    /// The kind of a function definition.
    definition: KindId,
    /// The kind of a declaration (a prototype is one).
    declaration: KindId,
    /// The field of both holding the declarator (`f(int)`), whose first
    /// name leaf is what they declare.
    declarator: &'static str,
    /// The kind of a function's declarator.
    function: KindId,
}

/// A caller takes the place of the prototype of a function the file
/// calls but never defines, as C-Vise reaches: the prototype goes, the
/// definition takes its declarator (name and parameters), and every
/// other use of the definition's own name takes the prototype's:
/// `f(int); g() { f(f(0, g)); }` as `f(int) { f(f(0, f)); }`. A crash in
/// how calls are checked against the declared parameters keeps them,
/// where merging the names alone would lose them. When the others stall,
/// one prototype at a time, each definition in turn; a prototype with
/// none that passed is tried again once the file has halved.
///
/// One case has needed it so far: campaign c-sdcc-sdccast-c-5955.
#[derive(Debug)]
pub struct Prototypes;

/// `(prototype's text, definition's name)` of moves that failed.
type Tried = tried::Tried<(Vec<u8>, Vec<u8>)>;

impl SectionPass for Prototypes {
    type Section = PrototypesSection;
    type Rules = PrototypeRule;

    fn name(&self) -> &'static str {
        "prototypes"
    }

    fn description(&self) -> &'static str {
        "a function definition takes the place of a prototype, with its declarator"
    }

    fn rules<'s>(&self, section: &'s PrototypesSection) -> Option<&'s PrototypeRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &PrototypeRule) -> Result<(), Stopped> {
        let tree = work.tree();
        let tokens = tree.weight(tree.root());
        let declared = |kind: KindId| -> Vec<(NodeId, NodeId, &[u8])> {
            tree.nodes()
                .filter(|&n| tree.kind(n) == kind && work.is_unedited_subtree(n))
                .filter_map(|n| {
                    let declarator = tree.field_child(n, rule.declarator)?;
                    let name = tree.subtree(declarator).find(|&l| tree.is_name_leaf(l))?;
                    Some((n, declarator, tree.text(name)))
                })
                .collect()
        };
        let definitions = declared(rule.definition);
        let defined: BTreeSet<&[u8]> = definitions.iter().map(|&(_, _, name)| name).collect();
        let prototypes: Vec<(NodeId, NodeId, &[u8])> = declared(rule.declaration)
            .into_iter()
            .filter(|&(_, declarator, name)| {
                tree.kind(declarator) == rule.function && !defined.contains(name)
            })
            .collect();
        let leaves = name_leaves(tree, work.edits());
        for (prototype, declarator, name) in prototypes {
            if !work.is_alive(prototype) {
                continue;
            }
            let mut keys = Vec::new();
            let mut alternatives = Vec::new();
            for &(definition, own, own_name) in &definitions {
                let key = (tree.text(prototype).to_vec(), own_name.to_vec());
                if own_name == name
                    || !work.is_alive(definition)
                    || work.memory::<Tried>().contains(&key, tokens)
                {
                    continue;
                }
                let uses = leaves.get(own_name).map_or(&[][..], Vec::as_slice);
                alternatives.push(merge(tree, prototype, declarator, name, own, uses));
                keys.push(key);
            }
            if alternatives.is_empty() {
                continue;
            }
            if work.first_interesting(&alternatives)?.is_none() {
                for key in keys {
                    work.memory::<Tried>().insert(key, tokens);
                }
            }
        }
        Ok(())
    }
}

section_pass!(Prototypes);

/// The prototype goes, the definition's declarator `own` becomes the
/// prototype's, and every other of the definition name's leaves `uses`
/// becomes the prototype's name.
fn merge(
    tree: &Tree,
    prototype: NodeId,
    declarator: NodeId,
    name: &[u8],
    own: NodeId,
    uses: &[NodeId],
) -> Element {
    let text = |bytes: &[u8]| -> std::sync::Arc<str> { String::from_utf8_lossy(bytes).into() };
    let mut edits = vec![
        Edit::Remove(prototype),
        Edit::Replace(
            own,
            Replacement::Text {
                text: text(tree.text(declarator)),
                kind: tree.kind(declarator),
            },
        ),
    ];
    for &leaf in uses {
        if !tree.contains(own, leaf) && !tree.contains(prototype, leaf) {
            edits.push(Edit::Replace(
                leaf,
                Replacement::Text {
                    text: text(name),
                    kind: tree.kind(leaf),
                },
            ));
        }
    }
    edits.sort_unstable_by_key(Edit::node);
    Element {
        edits,
        checked: true,
    }
}
