//! What a language's grammar gives without any overrides: an automaton
//! over the children of each kind, and each kind's shortest text (its
//! stand-in).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use crate::error::LanguageError;
use crate::glue::Glue;
use crate::grammar::{Grammar, Rule};
use crate::kinds::{KindId, KindSet, Kinds};
use crate::nfa::Nfa;
use crate::overrides::KindNames;
use crate::shortest;

/// The automaton of each kind: the union of every rule that builds nodes
/// of that kind, and the kinds whose rules cannot become one (recursive
/// rules: none in C; DTD content models in XML), whose nodes are left as
/// they are.
pub(crate) fn automata(
    grammar: &Grammar,
    kinds: &Kinds,
) -> (Vec<Option<Arc<Nfa>>>, Vec<&'static str>) {
    let mut bodies: Vec<Vec<Rule>> = vec![Vec::new(); kinds.len()];
    for (name, rule) in &grammar.rules {
        if !grammar.is_hidden(name)
            && let Some(kind) = kinds.lookup(name, true)
        {
            bodies[kind.index()].push(rule.clone());
        }
        for (kind, body) in grammar.aliased_bodies(rule) {
            if let Some(kind) = kinds.lookup(&kind.0, kind.1) {
                bodies[kind.index()].push(body);
            }
        }
    }
    let mut without = Vec::new();
    let automata = bodies
        .into_iter()
        .enumerate()
        .map(|(kind, mut bodies)| {
            let rule = match bodies.len() {
                0 => return None,
                1 => bodies.remove(0),
                _ => Rule::Choice(bodies),
            };
            let compiled = Nfa::compile(grammar, kinds, &rule).ok().map(Arc::new);
            if compiled.is_none() {
                without.push(kinds.name(KindId(kind as u16)));
            }
            compiled
        })
        .collect();
    (automata, without)
}

/// Each kind's stand-in, and the kinds whose stand-in was given by hand.
pub(crate) struct Standins {
    pub(crate) texts: Vec<Option<Arc<str>>>,
    pub(crate) by_hand: KindSet,
}

/// The shortest text of each kind (a fixpoint over the rules), with the
/// overrides' vetoes and texts given by hand.
pub(crate) fn standins(
    grammar: Option<&Grammar>,
    names: &KindNames<'_>,
    no_standin: &[String],
    by_hand: &HashMap<String, String>,
    glue: &Glue,
) -> Result<Standins, LanguageError> {
    let kinds = names.kinds;
    let mut standin: Vec<Option<Arc<str>>> = vec![None; kinds.len()];
    if let Some(grammar) = grammar {
        let vetoed: HashSet<String> = no_standin.iter().cloned().collect();
        let computed = shortest::compute(grammar, &vetoed, &|a, b| glue.glues(a, b));
        for (name, text) in &computed.rules {
            if !grammar.is_hidden(name)
                && let Some(kind) = kinds.lookup(name, true)
            {
                standin[kind.index()] = Some(text.as_str().into());
            }
        }
        for ((value, named), text) in &computed.aliases {
            if let Some(kind) = kinds.lookup(value, *named) {
                let slot = &mut standin[kind.index()];
                if slot.as_ref().is_none_or(|old| text.len() < old.len()) {
                    *slot = Some(text.as_str().into());
                }
            }
        }
    }
    for kind in names.set(no_standin)?.iter() {
        standin[kind.index()] = None;
    }
    let mut preferred = KindSet::with_len(kinds.len());
    for (name, text) in by_hand {
        let kind = names.one(name)?;
        standin[kind.index()] = Some(text.as_str().into());
        preferred.insert(kind);
    }
    Ok(Standins {
        texts: standin,
        by_hand: preferred,
    })
}
