//! Grammar rules as automata over the kinds of a node's children.
//!
//! A rule of `grammar.json` says which sequences of children a node may
//! have. Hidden rules, inlined rules and supertypes leave no node, so they
//! are expanded in place; aliases appear under their alias; invisible
//! tokens (patterns) leave no child. The result is a nondeterministic
//! automaton (Thompson's construction) whose alphabet is the set of kinds.
//!
//! Whether an edit keeps a node well-formed is then a question about the
//! edited sequence of child kinds, answered in time linear in the number
//! of children.

use fixedbitset::FixedBitSet;

use crate::grammar::{Grammar, Rule};
use crate::kinds::{KindId, Kinds};

/// States reachable after some children, as a bitset.
pub(crate) type States = FixedBitSet;

#[derive(Debug)]
pub(crate) struct Nfa {
    /// Transitions on a kind, per state.
    on_kind: Vec<Vec<(KindId, u32)>>,
    /// Transitions on a kind into each state: `(kind, from)`.
    incoming: Vec<Vec<(KindId, u32)>>,
    /// Each state's epsilon closure (itself included).
    closure: Vec<States>,
    /// The states whose closure contains each state.
    co_closure: Vec<States>,
    start: u32,
    accept: u32,
}

/// The rule recurses into itself through hidden rules, so it is not a
/// regular language over child kinds.
#[derive(Debug)]
pub(crate) struct Recursive;

struct Builder<'g> {
    grammar: &'g Grammar,
    kinds: &'g Kinds,
    on_kind: Vec<Vec<(KindId, u32)>>,
    epsilon: Vec<Vec<u32>>,
    expanding: Vec<&'g str>,
}

impl<'g> Builder<'g> {
    fn state(&mut self) -> u32 {
        self.on_kind.push(Vec::new());
        self.epsilon.push(Vec::new());
        (self.on_kind.len() - 1) as u32
    }

    fn kind_edge(&mut self, from: u32, kind: Option<KindId>) -> u32 {
        match kind {
            Some(kind) => {
                let to = self.state();
                self.on_kind[from as usize].push((kind, to));
                to
            }
            // Not a kind of this parser: leaves no child.
            None => from,
        }
    }

    /// Adds the automaton of `rule` starting at `from`; returns its end.
    fn compile(&mut self, rule: &'g Rule, from: u32) -> Result<u32, Recursive> {
        Ok(match rule {
            Rule::Blank | Rule::Pattern(_) => from,
            Rule::String(s) => self.kind_edge(from, self.kinds.lookup(s, false)),
            Rule::Symbol(name) => {
                if self.grammar.is_hidden(name) {
                    match self.grammar.rules.get(name) {
                        Some(inner) => {
                            if self.expanding.contains(&name.as_str()) {
                                return Err(Recursive);
                            }
                            self.expanding.push(name);
                            let end = self.compile(inner, from);
                            self.expanding.pop();
                            end?
                        }
                        // A hidden external token: no node.
                        None => from,
                    }
                } else {
                    self.kind_edge(from, self.kinds.lookup(name, true))
                }
            }
            Rule::Alias { named, value, .. } => {
                self.kind_edge(from, self.kinds.lookup(value, *named))
            }
            // A token is visible when it is a string or an alias; an
            // unnamed complex token leaves no node.
            Rule::Token(content) if matches!(**content, Rule::String(_) | Rule::Alias { .. }) => {
                self.compile(content, from)?
            }
            Rule::Token(_) => from,
            Rule::Seq(members) => {
                let mut at = from;
                for member in members {
                    at = self.compile(member, at)?;
                }
                at
            }
            Rule::Choice(members) => {
                let end = self.state();
                for member in members {
                    let entry = self.state();
                    self.epsilon[from as usize].push(entry);
                    let exit = self.compile(member, entry)?;
                    self.epsilon[exit as usize].push(end);
                }
                end
            }
            Rule::Repeat(content) => {
                let entry = self.state();
                self.epsilon[from as usize].push(entry);
                let exit = self.compile(content, entry)?;
                self.epsilon[exit as usize].push(entry);
                entry
            }
            Rule::Repeat1(content) => {
                let entry = self.state();
                self.epsilon[from as usize].push(entry);
                let exit = self.compile(content, entry)?;
                let end = self.state();
                self.epsilon[exit as usize].push(end);
                self.epsilon[end as usize].push(entry);
                end
            }
        })
    }
}

impl Nfa {
    /// The automaton of the children of a node built by `rule`.
    pub(crate) fn compile(grammar: &Grammar, kinds: &Kinds, rule: &Rule) -> Result<Nfa, Recursive> {
        let mut builder = Builder {
            grammar,
            kinds,
            on_kind: Vec::new(),
            epsilon: Vec::new(),
            expanding: Vec::new(),
        };
        let start = builder.state();
        let accept = builder.compile(rule, start)?;
        let n = builder.on_kind.len();
        let mut closure = Vec::with_capacity(n);
        for s in 0..n {
            let mut set = FixedBitSet::with_capacity(n);
            let mut stack = vec![s];
            while let Some(t) = stack.pop() {
                if !set.put(t) {
                    stack.extend(builder.epsilon[t].iter().map(|&u| u as usize));
                }
            }
            closure.push(set);
        }
        let mut co_closure = vec![FixedBitSet::with_capacity(n); n];
        for (s, set) in closure.iter().enumerate() {
            for t in set.ones() {
                co_closure[t].insert(s);
            }
        }
        let mut incoming = vec![Vec::new(); n];
        for (s, edges) in builder.on_kind.iter().enumerate() {
            for &(kind, t) in edges {
                incoming[t as usize].push((kind, s as u32));
            }
        }
        Ok(Nfa {
            on_kind: builder.on_kind,
            incoming,
            closure,
            co_closure,
            start,
            accept,
        })
    }

    /// The states before any child.
    pub(crate) fn initial(&self) -> States {
        self.closure[self.start as usize].clone()
    }

    /// The states from which nothing more needs to be consumed.
    pub(crate) fn accepting(&self) -> States {
        self.co_closure[self.accept as usize].clone()
    }

    /// The states after consuming one child of `kind` from `states`.
    pub(crate) fn step(&self, states: &States, kind: KindId) -> States {
        let mut next = FixedBitSet::with_capacity(self.on_kind.len());
        for s in states.ones() {
            for &(k, t) in &self.on_kind[s] {
                if k == kind {
                    next.union_with(&self.closure[t as usize]);
                }
            }
        }
        next
    }

    /// The states from which a child of `kind` leads into `after`.
    pub(crate) fn step_back(&self, after: &States, kind: KindId) -> States {
        let mut before = FixedBitSet::with_capacity(self.on_kind.len());
        for t in after.ones() {
            for &(k, s) in &self.incoming[t] {
                if k == kind {
                    before.union_with(&self.co_closure[s as usize]);
                }
            }
        }
        before
    }

    /// `forward[i]`: the states after the first `i` kinds.
    pub(crate) fn forward(&self, kinds: &[KindId]) -> Vec<States> {
        let mut sets = Vec::with_capacity(kinds.len() + 1);
        sets.push(self.initial());
        for &kind in kinds {
            let next = self.step(&sets[sets.len() - 1], kind);
            sets.push(next);
        }
        sets
    }

    /// `backward[i]`: the states from which the kinds from `i` on lead to
    /// acceptance.
    pub(crate) fn backward(&self, kinds: &[KindId]) -> Vec<States> {
        let mut sets = vec![FixedBitSet::new(); kinds.len() + 1];
        sets[kinds.len()] = self.accepting();
        for i in (0..kinds.len()).rev() {
            sets[i] = self.step_back(&sets[i + 1], kinds[i]);
        }
        sets
    }

    /// The kinds that may stand between `before` and `after`.
    pub(crate) fn kinds_between(&self, before: &States, after: &States) -> Vec<KindId> {
        let mut kinds = Vec::new();
        for s in before.ones() {
            for &(k, t) in &self.on_kind[s] {
                if after.contains(t as usize) && !kinds.contains(&k) {
                    kinds.push(k);
                }
            }
        }
        kinds
    }

    /// The cheapest way to make an edited child sequence acceptable by
    /// also deleting some optional items; `None` if there is none. The
    /// result says, per item, whether it is deleted.
    pub(crate) fn complete(&self, items: &[Item]) -> Option<Vec<bool>> {
        const NONE: u32 = u32::MAX;
        let n = self.on_kind.len();
        let mut cost = vec![NONE; n];
        for s in self.closure[self.start as usize].ones() {
            cost[s] = 0;
        }
        // Per item and state (item i's at i * n + state): the state
        // before it, and whether it was deleted. One allocation for all:
        // a parent may have tens of thousands of children.
        let mut back: Vec<(u32, bool)> = vec![(NONE, false); items.len() * n];
        let mut next = vec![NONE; n];
        for (i, item) in items.iter().enumerate() {
            next.fill(NONE);
            let from = &mut back[i * n..(i + 1) * n];
            let (kind, delete_cost) = match *item {
                Item::Keep(kind) => (Some(kind), None),
                Item::Drop => (None, Some(0)),
                Item::Optional { kind, cost } => (Some(kind), Some(cost)),
            };
            if let Some(extra) = delete_cost {
                for (s, &c) in cost.iter().enumerate() {
                    if c != NONE {
                        next[s] = c + extra;
                        from[s] = (s as u32, true);
                    }
                }
            }
            if let Some(kind) = kind {
                for (s, &c) in cost.iter().enumerate() {
                    if c == NONE {
                        continue;
                    }
                    for &(k, t) in &self.on_kind[s] {
                        if k != kind {
                            continue;
                        }
                        for u in self.closure[t as usize].ones() {
                            if c < next[u] {
                                next[u] = c;
                                from[u] = (s as u32, false);
                            }
                        }
                    }
                }
            }
            std::mem::swap(&mut cost, &mut next);
        }
        if cost[self.accept as usize] == NONE {
            return None;
        }
        let mut deleted = vec![false; items.len()];
        let mut state = self.accept;
        for i in (0..items.len()).rev() {
            let (previous, was_deleted) = back[i * n + state as usize];
            deleted[i] = was_deleted;
            state = previous;
        }
        Some(deleted)
    }

    /// The cheapest sequence of children the rule accepts with exactly
    /// one child in the role of `hole` (any child of that kind may take
    /// it); every other child costs `cost(kind)`, and a kind of no cost
    /// may not appear. The kinds before the hole and after it, with their
    /// cost. Dijkstra's shortest path over (state, hole filled yet): the
    /// form of the structure form conversion that reuses one node.
    pub(crate) fn shortest_around(
        &self,
        hole: KindId,
        cost: impl Fn(KindId) -> Option<u32>,
    ) -> Option<(Vec<KindId>, Vec<KindId>, u32)> {
        use std::cmp::Reverse;
        use std::collections::BinaryHeap;
        const NONE: u32 = u32::MAX;
        // Node `2 * state + filled`; per node its distance and how it was
        // reached: (previous node, kind, whether that kind was the hole).
        let n = self.on_kind.len() * 2;
        let mut distance = vec![NONE; n];
        let mut back: Vec<Option<(usize, KindId, bool)>> = vec![None; n];
        let mut queue = BinaryHeap::new();
        for s in self.closure[self.start as usize].ones() {
            distance[2 * s] = 0;
            queue.push(Reverse((0, 2 * s)));
        }
        let goal = 2 * self.accept as usize + 1;
        while let Some(Reverse((d, node))) = queue.pop() {
            if d > distance[node] {
                continue;
            }
            if node == goal {
                break;
            }
            let (state, filled) = (node / 2, node % 2);
            for &(kind, to) in &self.on_kind[state] {
                let mut steps = Vec::with_capacity(2);
                if kind == hole && filled == 0 {
                    steps.push((0, 1, true));
                }
                if let Some(c) = cost(kind) {
                    steps.push((c, filled, false));
                }
                for (c, now_filled, is_hole) in steps {
                    for u in self.closure[to as usize].ones() {
                        let next = 2 * u + now_filled;
                        if d + c < distance[next] {
                            distance[next] = d + c;
                            back[next] = Some((node, kind, is_hole));
                            queue.push(Reverse((d + c, next)));
                        }
                    }
                }
            }
        }
        if distance[goal] == NONE {
            return None;
        }
        let (mut before, mut after) = (Vec::new(), Vec::new());
        let mut in_after = true;
        let mut node = goal;
        while let Some((previous, kind, is_hole)) = back[node] {
            if is_hole {
                in_after = false;
            } else if in_after {
                after.push(kind);
            } else {
                before.push(kind);
            }
            node = previous;
        }
        before.reverse();
        after.reverse();
        Some((before, after, distance[goal]))
    }

    #[cfg(test)]
    pub(crate) fn accepts(&self, kinds: &[KindId]) -> bool {
        self.forward(kinds)[kinds.len()].contains(self.accept as usize)
    }
}

/// One child in an edited sequence, for [`Nfa::complete`].
#[derive(Clone, Copy, Debug)]
pub(crate) enum Item {
    /// Stays.
    Keep(KindId),
    /// Is removed by the edit.
    Drop,
    /// May be deleted too, at this cost (a separator next to a removal).
    Optional { kind: KindId, cost: u32 },
}

#[cfg(test)]
mod tests {
    use crate::Language;

    #[test]
    fn argument_lists_separate_by_commas() {
        let c = Language::c();
        let nfa = c.automaton(c.kind("argument_list").unwrap()).unwrap();
        let k = |name: &str| c.kind(name).unwrap();
        let [open, close, comma, id] = [k("("), k(")"), k(","), k("identifier")];
        assert!(nfa.accepts(&[open, close]));
        assert!(nfa.accepts(&[open, id, comma, id, close]));
        assert!(!nfa.accepts(&[open, id, comma, close]));
        assert!(!nfa.accepts(&[open, comma, id, close]));
        assert!(!nfa.accepts(&[open, id, id, close]));
        // Removing the middle argument: one of the two commas goes too,
        // preferably the one before it.
        use super::Item;
        let items = [
            Item::Keep(open),
            Item::Keep(id),
            Item::Optional {
                kind: comma,
                cost: 100,
            },
            Item::Drop,
            Item::Optional {
                kind: comma,
                cost: 101,
            },
            Item::Keep(id),
            Item::Keep(close),
        ];
        let deleted = nfa.complete(&items).unwrap();
        assert_eq!(deleted, [false, false, true, true, false, false, false]);
    }

    #[test]
    fn blocks_repeat_statements() {
        let c = Language::c();
        let nfa = c.automaton(c.kind("compound_statement").unwrap()).unwrap();
        let k = |name: &str| c.kind(name).unwrap();
        let [open, close, statement] = [k("{"), k("}"), k("expression_statement")];
        assert!(nfa.accepts(&[open, close]));
        assert!(nfa.accepts(&[open, statement, statement, close]));
        assert!(!nfa.accepts(&[open, statement]));
    }
}
