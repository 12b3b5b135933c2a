//! Which edits keep a node well-formed, by its grammar rule.

use std::sync::Arc;

use crate::edits::{Edits, Part, Replacement};
use crate::kinds::KindId;
use crate::nfa::{Item, Nfa, States};
use crate::tree::{NodeId, Tree, count_words};

/// Deleting a separator before a removed child costs less than one after
/// it, so `f(a, b, c)` minus `b` becomes `f(a, c)` rather than `f(a,  c)`.
const COST_LEFT: u32 = 100;
const COST_RIGHT: u32 = 101;

/// How many anonymous tokens on each side of a removal may go with it.
const SEPARATOR_REACH: usize = 2;

/// How many levels below a node [`Tree::conversions`] looks for the node
/// to reuse: a statement's condition or value, a call's argument.
const CONVERSION_DEPTH: usize = 2;

/// A child of a node as its rule sees it under some edits.
#[derive(Clone, Copy, Debug)]
enum Entry {
    Keep(Kept),
    /// A removed child.
    Drop,
}

/// A child that stays, or a kind a replacement puts in.
#[derive(Clone, Copy, Debug)]
struct Kept {
    kind: KindId,
    /// The child itself, unless this stands for part of a replacement.
    node: Option<NodeId>,
}

impl Tree {
    /// The rule's view of `parent`'s children under `edits`. Extras
    /// (comments) and ERROR nodes can go anywhere, so they are left out.
    fn entries(&self, parent: NodeId, edits: &Edits) -> Vec<Entry> {
        let mut entries = Vec::with_capacity(self.children(parent).len());
        for &child in self.children(parent) {
            if self.is_extra(child) || self.is_error(child) {
                continue;
            }
            if edits.is_removed(child) {
                entries.push(Entry::Drop);
                continue;
            }
            let stand_in = |kind| Entry::Keep(Kept { kind, node: None });
            match edits.replacement(child) {
                None => entries.push(Entry::Keep(Kept {
                    kind: self.kind(child),
                    node: Some(child),
                })),
                Some(Replacement::Node(other)) => entries.push(stand_in(self.kind(*other))),
                Some(Replacement::Text { kind, .. } | Replacement::Parts { kind, .. }) => {
                    entries.push(stand_in(*kind));
                }
                Some(Replacement::Splice(other)) => {
                    entries.extend(self.spliced_kinds(*other, edits).into_iter().map(stand_in));
                }
            }
        }
        entries
    }

    /// The entries that stay.
    fn kept(&self, parent: NodeId, edits: &Edits) -> Vec<Kept> {
        self.entries(parent, edits)
            .into_iter()
            .filter_map(|e| match e {
                Entry::Keep(kept) => Some(kept),
                Entry::Drop => None,
            })
            .collect()
    }

    /// The kinds a splice of `node` puts in place, as its parent's rule
    /// sees them (extras can go anywhere).
    fn spliced_kinds(&self, node: NodeId, edits: &Edits) -> Vec<KindId> {
        self.spliced(node, edits)
            .filter(|&c| !self.is_extra(c))
            .map(|c| self.kind(c))
            .collect()
    }

    /// The automaton that constrains `parent`'s children, or `None` when
    /// they are a free list: an ERROR node, a leaf rule, or children the
    /// rule does not accept even unedited (a parser recovery).
    fn constraint(&self, parent: NodeId) -> Option<&Arc<Nfa>> {
        if self.is_error(parent) {
            return None;
        }
        let nfa = self.rule(parent)?;
        // The tree never changes, so each parent's answer is kept.
        let holds = self.rule_holds.get_or(parent.index(), || {
            let kinds: Vec<KindId> = self.rule_kinds(parent).collect();
            let states = nfa.forward(&kinds);
            !states[kinds.len()].is_disjoint(&nfa.accepting())
        });
        holds.then_some(nfa)
    }

    /// The kinds of `parent`'s children as its rule sees them, unedited:
    /// extras (comments) and ERROR nodes aside.
    fn rule_kinds(&self, parent: NodeId) -> impl Iterator<Item = KindId> + '_ {
        self.children(parent)
            .iter()
            .filter(|&&c| !self.is_extra(c) && !self.is_error(c))
            .map(|&c| self.kind(c))
    }

    /// Whether `parent`'s rule is a repetition that its edited children
    /// `entries` still follow without taking a separator along: each
    /// child, and each kind put in place, leads the automaton from its
    /// starting states back to them, and they accept. Then completing an
    /// edit removes nothing more, and the automaton need not run over
    /// every child (a file's top level may have tens of thousands).
    fn repeats(&self, parent: NodeId, nfa: &Nfa, entries: &[Entry]) -> bool {
        let start = nfa.initial();
        let returns = |kind: KindId| nfa.step(&start, kind) == start;
        let repeats = self.rule_repeats.get_or(parent.index(), || {
            !start.is_disjoint(&nfa.accepting()) && self.rule_kinds(parent).all(returns)
        });
        repeats
            && entries.iter().all(|e| match e {
                Entry::Keep(Kept { kind, node: None }) => returns(*kind),
                _ => true,
            })
    }

    /// Whether `node`'s children are a free list, any of which may go:
    /// an ERROR node, a node whose rule the parser's recovery broke, or a
    /// leaf rule.
    pub fn has_free_children(&self, node: NodeId) -> bool {
        self.constraint(node).is_none()
    }

    /// The children of `parent` that can be removed one at a time under
    /// `edits` (which are assumed complete): repeated and optional
    /// children, with room for their separators to go too; comments and
    /// the contents of ERROR nodes always.
    pub fn removable_children(&self, parent: NodeId, edits: &Edits) -> Vec<NodeId> {
        let candidates = self.children(parent).iter().copied().filter(|&c| {
            !edits.is_removed(c)
                && edits.replacement(c).is_none()
                && !self.is_missing(c)
                && !self.range(c).is_empty()
                && !self.language().is_kept(self.kind(c))
                && !self
                    .language()
                    .keeps_field(self.kind(parent), self.field(c))
        });
        let Some(nfa) = self.constraint(parent) else {
            return candidates.collect();
        };
        let kept = self.kept(parent, edits);
        let kinds: Vec<KindId> = kept.iter().map(|k| k.kind).collect();
        let forward = nfa.forward(&kinds);
        let backward = nfa.backward(&kinds);
        if forward[kinds.len()].is_disjoint(&backward[kinds.len()]) {
            return Vec::new(); // the edits broke it; nothing more goes
        }
        let anonymous = |i: usize| kept[i].node.is_some_and(|n| !self.is_named(n));
        // Each child's index among the kept entries, looked up by search
        // (the children are in preorder, so their ids ascend): a scan per
        // child would make a block of many statements cost its width
        // squared.
        let kept_children: Vec<(NodeId, usize)> = kept
            .iter()
            .enumerate()
            .filter_map(|(i, k)| k.node.map(|n| (n, i)))
            .collect();
        let position = |child: NodeId| {
            kept_children
                .binary_search_by_key(&child, |&(n, _)| n)
                .ok()
                .map(|at| kept_children[at].1)
        };
        candidates
            .filter(|&child| {
                if self.is_extra(child) || self.is_error(child) {
                    return true;
                }
                let Some(p) = position(child) else {
                    return false;
                };
                // The child alone, or with up to two anonymous neighbours
                // on each side.
                let left_reach = (1..=SEPARATOR_REACH.min(p))
                    .take_while(|&k| anonymous(p - k))
                    .count();
                let right_reach = (1..=SEPARATOR_REACH.min(kept.len() - p - 1))
                    .take_while(|&k| anonymous(p + k))
                    .count();
                (0..=left_reach).any(|left| {
                    (0..=right_reach)
                        .any(|right| !forward[p - left].is_disjoint(&backward[p + 1 + right]))
                })
            })
            .collect()
    }

    /// Completes `edits` for the children of `parent`: the anonymous
    /// tokens (separators) that must go with the removed children so that
    /// `parent` still follows its rule; `None` if no choice works. Prefers
    /// fewer deletions, then separators before a removed child.
    pub fn complete(&self, parent: NodeId, edits: &Edits) -> Option<Vec<NodeId>> {
        let Some(nfa) = self.constraint(parent) else {
            return Some(Vec::new());
        };
        let changed = self
            .children(parent)
            .iter()
            .any(|&c| edits.is_removed(c) || edits.replacement(c).is_some());
        if !changed {
            return Some(Vec::new());
        }
        let entries = self.entries(parent, edits);
        if self.repeats(parent, nfa, &entries) {
            return Some(Vec::new());
        }
        let mut items: Vec<Item> = entries
            .iter()
            .map(|e| match e {
                Entry::Keep(kept) => Item::Keep(kept.kind),
                Entry::Drop => Item::Drop,
            })
            .collect();
        let separator = |i: usize| match entries[i] {
            Entry::Keep(Kept {
                kind,
                node: Some(n),
            }) if !self.is_named(n) => Some(kind),
            _ => None,
        };
        // For each entry, the nearest entry at or before it (`before`) and
        // at or after it (`after`) that is not a removed one, so that the
        // walks below jump over a run of removed children in one step
        // rather than entry by entry (a block with thousands of removed
        // statements in a row would cost its width squared).
        let drop = |i: usize| matches!(entries[i], Entry::Drop);
        let mut before: Vec<isize> = Vec::with_capacity(entries.len());
        for i in 0..entries.len() {
            let nearest = if drop(i) {
                i.checked_sub(1).map_or(-1, |p| before[p])
            } else {
                i as isize
            };
            before.push(nearest);
        }
        let mut after: Vec<isize> = vec![entries.len() as isize; entries.len()];
        for i in (0..entries.len()).rev() {
            if !drop(i) {
                after[i] = i as isize;
            } else if i + 1 < entries.len() {
                after[i] = after[i + 1];
            }
        }
        // The first entry from `j` on in `direction` that is not removed.
        let skip = |j: isize, direction: isize| {
            if j < 0 || j as usize >= entries.len() {
                j
            } else if direction < 0 {
                before[j as usize]
            } else {
                after[j as usize]
            }
        };
        for (i, entry) in entries.iter().enumerate() {
            if !matches!(entry, Entry::Drop) {
                continue;
            }
            // Walk outwards over removed entries and at most two separators.
            for (direction, cost) in [(-1isize, COST_LEFT), (1, COST_RIGHT)] {
                let mut reached = 0;
                let mut j = skip(i as isize + direction, direction);
                while j >= 0 && (j as usize) < entries.len() && reached < SEPARATOR_REACH {
                    let at = j as usize;
                    let Some(kind) = separator(at) else {
                        break;
                    };
                    if let Item::Keep(_) = items[at] {
                        items[at] = Item::Optional { kind, cost };
                    }
                    reached += 1;
                    j = skip(j + direction, direction);
                }
            }
        }
        let deleted = nfa.complete(&items)?;
        Some(
            entries
                .iter()
                .zip(&deleted)
                .zip(&items)
                .filter_map(|((entry, &gone), item)| match (entry, item) {
                    (Entry::Keep(Kept { node: Some(n), .. }), Item::Optional { .. }) if gone => {
                        Some(*n)
                    }
                    _ => None,
                })
                .collect(),
        )
    }

    /// `edits` completed for these parents: plus the separators their
    /// removed children take along. `None` if one of them cannot follow
    /// its rule any more.
    pub fn completed(
        &self,
        edits: &Edits,
        parents: impl IntoIterator<Item = NodeId>,
    ) -> Option<Edits> {
        let mut parents: Vec<NodeId> = parents.into_iter().collect();
        parents.sort_unstable();
        parents.dedup();
        let mut done = edits.clone();
        for parent in parents {
            for separator in self.complete(parent, &done)? {
                done.remove(separator);
            }
        }
        Some(done)
    }

    /// The texts the language also offers for the kinds that fit
    /// `node`'s place under `edits` (`also_standin`: `auto` for a C++
    /// type; `more_standins`: `0L` for a Java integer), smaller than it,
    /// after the best stand-in where [`Tree::replacements`] held it back
    /// (no smaller than what the node's own removals leave).
    pub fn also_standins(&self, node: NodeId, edits: &Edits) -> Vec<Replacement> {
        let Some((parent, slot)) = self.replaceable(node, edits) else {
            return Vec::new();
        };
        let weight = self.weight(node);
        let mut offers = Vec::new();
        if let Some(offer) = self.standin_offer(node, edits, parent, &slot)
            && offer.held_back
        {
            offers.push(offer.replacement);
        }
        for kind in self.fitting_kinds(parent, &slot) {
            for text in self.language().also_standins(kind) {
                if u64::from(count_words(text.as_bytes()).max(1)) < weight
                    && self.text(node) != text.as_bytes()
                    && !offers
                        .iter()
                        .any(|o| matches!(o, Replacement::Text { text: t, .. } if t == text))
                {
                    offers.push(Replacement::Text {
                        text: text.clone(),
                        kind,
                    });
                }
            }
        }
        offers
    }

    /// The stand-ins for `node` in its place under `edits`, whatever their
    /// size, whose text differs from the node's: the defaults a name's use
    /// may take when its definition goes. The best first (`0` for an
    /// expression, `int` for a type: of the kinds that fit, one the
    /// language prefers, then the fewest tokens, then the shortest text),
    /// then the texts the language also offers where they fit (`""`,
    /// `()`), in the order listed.
    pub fn default_standins(&self, node: NodeId, edits: &Edits) -> Vec<Replacement> {
        let Some((parent, slot)) = self.replaceable(node, edits) else {
            return Vec::new();
        };
        let mut offers: Vec<Replacement> = Vec::new();
        let best = self.best_standin(parent, &slot);
        let also = self
            .fitting_kinds(parent, &slot)
            .into_iter()
            .flat_map(|kind| {
                self.language()
                    .also_standins(kind)
                    .iter()
                    .map(move |text| (kind, text.clone()))
            });
        for (kind, text) in best.into_iter().chain(also) {
            let known = offers
                .iter()
                .any(|o| matches!(o, Replacement::Text { text: t, .. } if *t == text));
            if self.text(node) != text.as_bytes() && !known {
                offers.push(Replacement::Text { text, kind });
            }
        }
        offers
    }

    /// The parent and the slot of a node that something else may replace
    /// under `edits`. In a free list (an ERROR node, a broken rule)
    /// children only go.
    fn replaceable(&self, node: NodeId, edits: &Edits) -> Option<(NodeId, Slot<'_>)> {
        let parent = self.parent(node)?;
        if self.language().is_kept(self.kind(node)) || self.is_extra(node) || self.is_error(node) {
            return None;
        }
        Some((parent, self.slot(parent, node, edits)?))
    }

    /// The kinds that fit a slot of `parent` and that it may take in.
    fn fitting_kinds(&self, parent: NodeId, slot: &Slot<'_>) -> Vec<KindId> {
        slot.nfa
            .kinds_between(&slot.before, &slot.after)
            .into_iter()
            .filter(|&kind| self.language().may_introduce(self.kind(parent), kind))
            .collect()
    }

    /// The best stand-in for `node` in its slot of `parent`, if it has
    /// fewer tokens and another text: of the kinds that fit, one the
    /// language prefers, then the fewest tokens, then the shortest text.
    /// [`Tree::replacements`] offers it, or [`Tree::also_standins`] where
    /// it is held back.
    fn standin_offer(
        &self,
        node: NodeId,
        edits: &Edits,
        parent: NodeId,
        slot: &Slot<'_>,
    ) -> Option<StandinOffer> {
        let (kind, text) = self.best_standin(parent, slot)?;
        let tokens = u64::from(count_words(text.as_bytes()).max(1));
        (tokens < self.weight(node) && self.text(node) != text.as_bytes()).then(|| StandinOffer {
            tokens,
            held_back: self.holds_back(node, edits, tokens),
            replacement: Replacement::Text { text, kind },
        })
    }

    /// The stand-in the language would put in a slot of `parent`, with
    /// its kind: of the kinds that fit, one the language prefers, then
    /// the fewest tokens, then the shortest text.
    fn best_standin(&self, parent: NodeId, slot: &Slot<'_>) -> Option<(KindId, Arc<str>)> {
        self.fitting_kinds(parent, slot)
            .into_iter()
            .filter_map(|kind| Some((kind, self.language().standin(kind)?.clone())))
            .min_by_key(|(kind, text)| {
                (
                    !self.language().prefers_standin(*kind),
                    count_words(text.as_bytes()),
                    text.len(),
                )
            })
    }

    /// Whether the best stand-in, with `tokens` tokens, is held back for
    /// `node`: a token of its own is one the language spares (`long`), and its
    /// own removals can leave it as small (`long int` as `long`). `int`
    /// for `long int` would lose the width a crash may need, and lock the
    /// reduction into a larger program that still crashes with `int`; so
    /// HDD's removals at the next level come first, and the `standins`
    /// pass offers the stand-in once the others stall.
    fn holds_back(&self, node: NodeId, edits: &Edits, tokens: u64) -> bool {
        self.children(node)
            .iter()
            .any(|&c| !self.is_named(c) && self.language().spares(self.text(c)))
            && tokens >= self.least_by_removals(node, edits)
    }

    /// `node` as the words of its own that the language spares, in order
    /// (`long` for `unsigned long int`), with their tokens, where that is
    /// smaller than the node and its removals can leave it so.
    fn spared_words_alone(&self, node: NodeId, edits: &Edits) -> Option<(u64, Replacement)> {
        let words: Vec<&str> = self
            .children(node)
            .iter()
            .filter(|&&c| !self.is_named(c) && !edits.is_removed(c))
            .map(|&c| self.text(c))
            .filter(|text| self.language().spares(text))
            .filter_map(|text| std::str::from_utf8(text).ok())
            .collect();
        let tokens = words.len() as u64;
        (tokens > 0 && tokens < self.weight(node) && tokens >= self.least_by_removals(node, edits))
            .then(|| {
                let replacement = Replacement::Text {
                    text: words.join(" ").into(),
                    kind: self.kind(node),
                };
                (tokens, replacement)
            })
    }

    /// A lower bound on the tokens `node` keeps when every child its rule
    /// lets go goes.
    fn least_by_removals(&self, node: NodeId, edits: &Edits) -> u64 {
        if self.has_free_children(node) {
            return self.weight(node);
        }
        let removable: u64 = self
            .removable_children(node, edits)
            .into_iter()
            .map(|c| self.weight(c))
            .sum();
        self.weight(node).saturating_sub(removable)
    }

    /// What may take `node`'s place under `edits`, smallest first, at most
    /// `limit`: a stand-in (the shortest text of a kind its parent accepts
    /// there), the named children of itself or of one of its children
    /// (a block's statements, an element's content), or a descendant of a
    /// kind its parent accepts there (an expression's operand, an `if`'s
    /// body). Only replacements with fewer tokens are offered.
    pub fn replacements(&self, node: NodeId, edits: &Edits, limit: usize) -> Vec<Replacement> {
        // Plain text has no grammar to say what fits where; there only the
        // bottom of a nest of brackets takes the nest's place.
        if self.language().tree_sitter_language().is_none() {
            return self
                .nest_bottom(node, edits)
                .map(Replacement::Node)
                .into_iter()
                .take(limit)
                .collect();
        }
        let Some((parent, slot)) = self.replaceable(node, edits) else {
            return Vec::new();
        };
        let weight = self.weight(node);
        let allowed = |kind: KindId| self.language().may_introduce(self.kind(parent), kind);
        let mut offers: Vec<(u64, Replacement)> = Vec::new();

        // A stand-in: the shortest text of a kind that fits, unless the
        // node's own removals can leave it as small. Then the words it
        // spares stand in for it instead (`long` for `unsigned long int`):
        // one test for where its removals would lead.
        if let Some(offer) = self.standin_offer(node, edits, parent, &slot) {
            if !offer.held_back {
                offers.push((offer.tokens, offer.replacement));
            } else if let Some(spared) = self.spared_words_alone(node, edits) {
                offers.push(spared);
            }
        }

        // The children the language never hoists in the node's place (the
        // type of `long int`), alone or spliced.
        let never: Vec<NodeId> = self
            .language()
            .never_hoisted(self.kind(node))
            .filter(|&(_, while_field)| {
                self.field_child(node, while_field)
                    .is_some_and(|c| !edits.is_removed(c))
            })
            .filter_map(|(field, _)| self.field_child(node, field))
            .collect();

        // Splices of the node itself and of its children.
        let splice_sources = std::iter::once(node).chain(self.children(node).iter().copied());
        for source in splice_sources {
            if edits.is_removed(source) || (source != node && edits.replacement(source).is_some()) {
                continue;
            }
            if source == node && self.named_children(node).any(|c| never.contains(&c)) {
                continue;
            }
            let kinds = self.spliced_kinds(source, edits);
            if kinds.is_empty() || !kinds.iter().all(|&k| allowed(k)) || !slot.fits(&kinds) {
                continue;
            }
            let splice = Replacement::Splice(source);
            let tokens = self.replacement_tokens(&splice, edits);
            if tokens < weight {
                offers.push((tokens, splice));
            }
        }

        // Descendants of an accepted kind, outside removed or replaced
        // parts, but not a child the language never hoists here.
        let mut stack: Vec<NodeId> = self.children(node).to_vec();
        while let Some(d) = stack.pop() {
            if edits.is_removed(d) || edits.replacement(d).is_some() {
                continue;
            }
            if !never.contains(&d)
                && self.weight(d) < weight
                && !self.range(d).is_empty()
                && !self.is_extra(d)
                && !self.is_error(d)
                && allowed(self.kind(d))
                && slot.fits(&[self.kind(d)])
            {
                offers.push((self.weight(d), Replacement::Node(d)));
            }
            stack.extend(self.children(d).iter().copied());
        }

        // Smallest first; among equals, earlier in the file.
        offers.sort_by_key(|(tokens, r)| {
            let position = match r {
                Replacement::Node(n) | Replacement::Splice(n) => n.index(),
                Replacement::Text { .. } | Replacement::Parts { .. } => 0,
            };
            (*tokens, position)
        });
        let mut texts: Vec<Vec<u8>> = Vec::new();
        let mut offers = offers.into_iter().map(|(_, r)| r);
        let mut chosen = self.distinct_offers(offers.by_ref(), &mut texts, limit);
        // A wrapper's contents in its place (a namespace or class around
        // the code that matters) is the largest offer, so smallest first
        // would rarely reach it: for the kinds listed, it takes the last place.
        if chosen.len() == limit
            && self.language().unwraps(self.kind(node))
            && !chosen.iter().any(|r| matches!(r, Replacement::Splice(_)))
        {
            let splice = offers
                .find(|r| matches!(r, Replacement::Splice(_)))
                .filter(|r| !texts.contains(&self.replacement_text(r)));
            if let (Some(splice), Some(last)) = (splice, chosen.last_mut()) {
                *last = splice;
            }
        }
        chosen
    }

    /// The innermost bracketed group of the nest that `node` starts, where
    /// each group holds nothing but the next (a line that holds only it
    /// between them): `(x)` for `((( x )))`, if that is two levels in or
    /// more. A nest the test needs only the inside of goes in one test,
    /// where removing one pair of brackets a level takes two a level.
    fn nest_bottom(&self, node: NodeId, edits: &Edits) -> Option<NodeId> {
        self.bracket_pair(node)?;
        let alive = |n: NodeId| !edits.is_removed(n) && edits.replacement(n).is_none();
        let (mut at, mut bottom, mut levels) = (node, node, 0);
        loop {
            let children = self.children(at);
            let inside = match self.bracket_pair(at) {
                Some(_) => &children[1..children.len() - 1],
                None => children,
            };
            let mut alive_inside = inside.iter().copied().filter(|&c| alive(c));
            let (Some(only), None) = (alive_inside.next(), alive_inside.next()) else {
                break;
            };
            if self.bracket_pair(only).is_some() {
                bottom = only;
                levels += 1;
            } else if self.children(only).is_empty() {
                break;
            }
            at = only;
        }
        (levels >= 2).then_some(bottom)
    }

    /// Structure form conversion, with one node reused (after Perses'
    /// SFC): what else may take `node`'s place under `edits`, a node of a
    /// kind its parent accepts there, built around one of `node`'s
    /// descendants, the rest of it the cheapest text that kind's rule
    /// allows (its tokens, and stand-ins for its other parts): `if (c) {
    /// … }` as `(c);`, `return e;` or `let x = e;` as `e;`, a Go
    /// conversion `[]int32(nil)` as the composite literal `[]int32{}`.
    /// Only forms of another kind than the node's, only descendants
    /// within [`CONVERSION_DEPTH`] levels, of a kind that could not take
    /// the node's place alone ([`Tree::replacements`] offers those), and
    /// only conversions with fewer tokens than the node; those around the
    /// nearest descendants first (a condition before a name inside it),
    /// then the fewest tokens, each text once, at most `limit`.
    pub fn conversions(&self, node: NodeId, edits: &Edits, limit: usize) -> Vec<Replacement> {
        let Some((parent, slot)) = self.replaceable(node, edits) else {
            return Vec::new();
        };
        let weight = self.weight(node);
        // Another form: one of its own kind is what HDD's removals and
        // replacements inside it reach.
        let forms: Vec<KindId> = self
            .fitting_kinds(parent, &slot)
            .into_iter()
            .filter(|&k| k != self.kind(node))
            .collect();
        if forms.is_empty() {
            return Vec::new();
        }
        let mut offers: Vec<(usize, u64, usize, Replacement)> = Vec::new();
        let mut level: Vec<NodeId> = vec![node];
        for depth in 0..CONVERSION_DEPTH {
            level = level
                .iter()
                .flat_map(|&n| self.children(n).iter().copied())
                .filter(|&d| !edits.is_removed(d) && edits.replacement(d).is_none())
                .collect();
            for &d in &level {
                let kind = self.kind(d);
                if !self.is_named(d)
                    || self.range(d).is_empty()
                    || self.is_extra(d)
                    || self.is_error(d)
                    || slot.fits(&[kind])
                {
                    continue;
                }
                let reused = self.replacement_tokens(&Replacement::Node(d), edits);
                for &form_kind in &forms {
                    if !self.language().may_introduce(form_kind, kind) {
                        continue;
                    }
                    let Some(form) = self.language().form(form_kind, kind) else {
                        continue;
                    };
                    let tokens = form.tokens + reused;
                    if tokens >= weight {
                        continue;
                    }
                    let parts: Vec<Part> = [
                        Some(&form.before)
                            .filter(|t| !t.is_empty())
                            .map(|t| Part::Text(t.clone())),
                        Some(Part::Node(d)),
                        Some(&form.after)
                            .filter(|t| !t.is_empty())
                            .map(|t| Part::Text(t.clone())),
                    ]
                    .into_iter()
                    .flatten()
                    .collect();
                    let replacement = Replacement::Parts {
                        parts: parts.into(),
                        kind: form_kind,
                    };
                    offers.push((depth, tokens, d.index(), replacement));
                }
            }
        }
        offers.sort_by_key(|(depth, tokens, position, _)| (*depth, *tokens, *position));
        let offers = offers.into_iter().map(|(_, _, _, r)| r);
        self.distinct_offers(offers, &mut Vec::new(), limit)
    }

    /// The first `limit` of `offers` whose texts differ from each other
    /// and from `texts`, which gains each text taken: offers with the
    /// same text give the same file, so only the first is kept.
    fn distinct_offers(
        &self,
        offers: impl Iterator<Item = Replacement>,
        texts: &mut Vec<Vec<u8>>,
        limit: usize,
    ) -> Vec<Replacement> {
        offers
            .filter(|r| {
                let text = self.replacement_text(r);
                let new = !texts.contains(&text);
                if new {
                    texts.push(text);
                }
                new
            })
            .take(limit)
            .collect()
    }

    /// The text a replacement puts in (ignoring edits inside it).
    fn replacement_text(&self, replacement: &Replacement) -> Vec<u8> {
        match replacement {
            Replacement::Node(d) => self.text(*d).to_vec(),
            Replacement::Splice(d) => match self.splice_range(*d) {
                [] => Vec::new(),
                [first, .., last] | [first @ last] => {
                    self.source()[self.range(*first).start..self.range(*last).end].to_vec()
                }
            },
            Replacement::Text { text, .. } => text.as_bytes().to_vec(),
            Replacement::Parts { parts, .. } => parts
                .iter()
                .flat_map(|p| match p {
                    Part::Node(n) => self.text(*n).to_vec(),
                    Part::Text(text) => text.as_bytes().to_vec(),
                })
                .collect(),
        }
    }

    /// The rule's states around `node` among `parent`'s children, or
    /// `None` if the children are a free list (or `node` is not among them).
    fn slot(&self, parent: NodeId, node: NodeId, edits: &Edits) -> Option<Slot<'_>> {
        let nfa = self.constraint(parent)?;
        let kept = self.kept(parent, edits);
        let p = kept.iter().position(|k| k.node == Some(node))?;
        let kinds: Vec<KindId> = kept.iter().map(|k| k.kind).collect();
        let mut before = nfa.initial();
        for &kind in &kinds[..p] {
            before = nfa.step(&before, kind);
        }
        let mut after = nfa.accepting();
        for &kind in kinds[p + 1..].iter().rev() {
            after = nfa.step_back(&after, kind);
        }
        Some(Slot { nfa, before, after })
    }
}

/// A node's best stand-in (see [`Tree::standin_offer`]).
struct StandinOffer {
    tokens: u64,
    /// Whether HDD holds it back (see [`Tree::holds_back`]).
    held_back: bool,
    replacement: Replacement,
}

/// The states on either side of one child.
struct Slot<'t> {
    nfa: &'t Arc<Nfa>,
    before: States,
    after: States,
}

impl Slot<'_> {
    /// Whether these kinds fit between `before` and `after`.
    fn fits(&self, kinds: &[KindId]) -> bool {
        let mut states = self.before.clone();
        for &kind in kinds {
            states = self.nfa.step(&states, kind);
            if states.is_clear() {
                return false;
            }
        }
        !states.is_disjoint(&self.after)
    }
}
