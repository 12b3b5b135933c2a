//! A function the file only declares becomes a variable, its calls the
//! variable.

use std::collections::BTreeMap;

use serde::Deserialize;
use whittle_tree::{
    Edit, KindId, KindSet, LanguageError, NodeId, Replacement, Section, Source, Tree,
};

use crate::kit::frame::{SectionPass, section_pass};
use crate::kit::tried;
use whittle_reduce::{Element, Stopped, Work};

/// `[values]` in `grammars/<language>.toml`: see [`ValueRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ValueToml {
    declarator: String,
    name: String,
    definitions: Vec<String>,
    call: String,
    callee: String,
}

/// `[values]`, if the language has it.
#[derive(Debug, Default)]
pub(crate) struct ValuesSection(Option<ValueRule>);

/// Where a function's declarations and calls are, for [`Values`].
#[derive(Debug)]
pub(crate) struct ValueRule {
    /// The kind that makes a declared name a function, around the name and
    /// its parameters (C's `function_declarator`).
    declarator: KindId,
    /// Its field holding the name.
    name: &'static str,
    /// Kinds that define a function (a body): a name declared in one of
    /// them is left alone, and so is a declarator inside one.
    definitions: KindSet,
    /// The kind of a call.
    call: KindId,
    /// The call's field holding what it calls.
    callee: &'static str,
}

impl Section for ValuesSection {
    const KEYS: &'static [&'static str] = &["values"];

    fn resolve(source: &Source<'_>) -> Result<ValuesSection, LanguageError> {
        let key = source.key("values");
        let Some(rule) = key.get::<ValueToml>()? else {
            return Ok(ValuesSection(None));
        };
        Ok(ValuesSection(Some(ValueRule {
            declarator: key.kind(&rule.declarator)?,
            name: key.field(&rule.name)?,
            definitions: key.kind_set(&rule.definitions)?,
            call: key.kind(&rule.call)?,
            callee: key.field(&rule.callee)?,
        })))
    }
}

/// A call becomes a value (where C-Vise ends on such crashes by other
/// moves), for a function the file declares and never defines (a
/// prototype left by the definitions that became their declarations):
/// every declaration loses its parameters and declares a
/// variable of the function's return type, and every call becomes that
/// variable, in one candidate: `char f(int); … f(x) ^ y` as `char f; … f
/// ^ y`. A compiler's crash in an expression often needs the type of a
/// value, not the call that made it. One element per such name; a name
/// whose move failed is tried again once the file has halved, so the pass
/// ends.
///
/// One case has needed it so far: campaign c-sdcc-sdccsymt-c-2235, the one it
/// was made for, and no longer there (other moves reach its size now).
#[derive(Debug)]
pub struct Values;

impl SectionPass for Values {
    type Section = ValuesSection;
    type Rules = ValueRule;

    fn name(&self) -> &'static str {
        "values"
    }

    fn description(&self) -> &'static str {
        "a function the file only declares becomes a variable of its type, and its calls that variable"
    }

    fn rules<'s>(&self, section: &'s ValuesSection) -> Option<&'s ValueRule> {
        section.0.as_ref()
    }

    fn run(&self, work: &mut Work<'_, '_>, rule: &ValueRule) -> Result<(), Stopped> {
        let moves = moves(work.tree(), work, rule);
        tried::minimize_untried(work, moves)
    }
}

section_pass!(Values);

/// The declarations and calls of one name.
#[derive(Default)]
struct Uses {
    /// Each declarator and the name leaf it declares.
    declarations: Vec<(NodeId, NodeId)>,
    /// Each call and the name leaf it calls.
    calls: Vec<(NodeId, NodeId)>,
    /// Whether some definition declares it.
    defined: bool,
}

/// One move per name that is declared, called and never defined.
fn moves(tree: &Tree, work: &Work<'_, '_>, rule: &ValueRule) -> Vec<(Vec<u8>, Element)> {
    let (declarator, call) = (rule.declarator, rule.call);
    let mut by_name: BTreeMap<&[u8], Uses> = BTreeMap::new();
    for node in tree.nodes() {
        if !work.is_alive(node) {
            continue;
        }
        let kind = tree.kind(node);
        if rule.definitions.contains(kind) {
            // The definition's own declarator is the first in it.
            if let Some(name) = tree
                .subtree(node)
                .find(|&n| tree.kind(n) == declarator)
                .and_then(|d| tree.field_child(d, rule.name))
                .filter(|&n| tree.is_name_leaf(n))
            {
                by_name.entry(tree.text(name)).or_default().defined = true;
            }
        } else if kind == declarator {
            // One inside a definition (its own, a local prototype) or
            // among another's parameters (`int f(int g(void));`) declares
            // no function of the file that could become a variable.
            if tree
                .ancestors(node)
                .skip(1)
                .any(|a| rule.definitions.contains(tree.kind(a)) || tree.kind(a) == declarator)
            {
                continue;
            }
            if let Some(name) = tree
                .field_child(node, rule.name)
                .filter(|&n| tree.is_name_leaf(n))
            {
                by_name
                    .entry(tree.text(name))
                    .or_default()
                    .declarations
                    .push((node, name));
            }
        } else if kind == call
            && let Some(callee) = tree
                .field_child(node, rule.callee)
                .filter(|&n| tree.is_name_leaf(n))
        {
            by_name
                .entry(tree.text(callee))
                .or_default()
                .calls
                .push((node, callee));
        }
    }
    by_name
        .into_iter()
        .filter(|(_, uses)| {
            !uses.defined && !uses.declarations.is_empty() && !uses.calls.is_empty()
        })
        .map(|(name, uses)| {
            let mut edits: Vec<Edit> = uses
                .declarations
                .iter()
                .chain(&uses.calls)
                .map(|&(node, leaf)| Edit::Replace(node, Replacement::Node(leaf)))
                .collect();
            edits.sort_unstable_by_key(Edit::node);
            (
                name.to_vec(),
                Element {
                    edits,
                    checked: true,
                },
            )
        })
        .collect()
}
