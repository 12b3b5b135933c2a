//! The passes: HDD and Perses-style walks, each list through the core.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;
use whittle_dd::{Outcome, Search};
use whittle_tree::{Edits, NodeId, Replacement, Tree};

use crate::{Candidate, HddLists, Observer, Options, Stats, Strategy, TestEvent, Tester};

/// Memory for speculative candidates rendered ahead of their turn.
const SPECULATION_BYTES: usize = 64 << 20;

/// The result of a reduction.
#[derive(Debug)]
pub struct Reduced {
    /// The smallest interesting file found.
    pub bytes: Vec<u8>,
    /// Its tokens (see `whittle_tree`).
    pub tokens: u64,
    /// What it took.
    pub stats: Stats,
    /// Whether it was stopped before the fixpoint.
    pub stopped: bool,
}

/// One entry of a list handed to the core; "removing" it from the list
/// applies the edit.
#[derive(Clone, Debug)]
enum Element {
    Remove(NodeId),
    Replace(NodeId, Replacement),
}

impl Element {
    fn node(&self) -> NodeId {
        match self {
            Element::Remove(n) | Element::Replace(n, _) => *n,
        }
    }

    /// Tokens the edit saves: the weight the core sees.
    fn gain(&self, tree: &Tree) -> u64 {
        match self {
            Element::Remove(n) => tree.weight(*n),
            Element::Replace(n, r) => tree.weight(*n).saturating_sub(replacement_tokens(tree, r)),
        }
        .max(1)
    }
}

fn replacement_tokens(tree: &Tree, replacement: &Replacement) -> u64 {
    match replacement {
        Replacement::Node(d) => tree.weight(*d),
        Replacement::Splice(d) => tree
            .children(*d)
            .iter()
            .filter(|&&c| tree.is_named(c))
            .map(|&c| tree.weight(c))
            .sum(),
        Replacement::Text { text, .. } => text.split_ascii_whitespace().count().max(1) as u64,
    }
}

/// Tokens of the tree under `edits`, from the weights (exact unless
/// edits nest).
fn estimated_tokens(tree: &Tree, edits: &Edits) -> u64 {
    let mut tokens = tree.weight(tree.root());
    for n in edits.removed() {
        if !ancestors(tree, n).any(|a| edits.is_removed(a) || edits.replacement(a).is_some()) {
            tokens = tokens.saturating_sub(tree.weight(n));
        }
    }
    for (n, r) in edits.replaced() {
        tokens = tokens.saturating_sub(tree.weight(n).saturating_sub(replacement_tokens(tree, r)));
    }
    tokens
}

/// The proper ancestors of a node, nearest first.
fn ancestors(tree: &Tree, node: NodeId) -> impl Iterator<Item = NodeId> + '_ {
    std::iter::successors(tree.parent(node), |&n| tree.parent(n))
}

/// Whether a node is still in the file under `edits`: nothing above it is
/// removed, and any replaced ancestor was replaced by a part holding it.
fn alive(tree: &Tree, edits: &Edits, node: NodeId) -> bool {
    if edits.is_removed(node) {
        return false;
    }
    for a in ancestors(tree, node) {
        if edits.is_removed(a) {
            return false;
        }
        let inside = match edits.replacement(a) {
            None => true,
            Some(Replacement::Node(d)) => tree.contains(*d, node),
            Some(Replacement::Splice(d)) => *d != node && tree.contains(*d, node),
            Some(Replacement::Text { .. }) => false,
        };
        if !inside {
            return false;
        }
    }
    true
}

/// The nodes standing where `node` stood: itself, or what replaced it.
fn representatives(tree: &Tree, edits: &Edits, node: NodeId) -> Vec<NodeId> {
    match edits.replacement(node) {
        None => vec![node],
        Some(Replacement::Node(d)) => vec![*d],
        Some(Replacement::Splice(d)) => tree
            .children(*d)
            .iter()
            .copied()
            .filter(|&c| tree.is_named(c) && !tree.is_extra(c) && !edits.is_removed(c))
            .collect(),
        Some(Replacement::Text { .. }) => Vec::new(),
    }
}

/// A pass's state: the tree and the edits accepted so far.
struct Work<'t> {
    tree: &'t Tree,
    edits: Edits,
    /// Re-parse the candidates (see [`Options::check_syntax`]).
    check_syntax: bool,
}

struct Driver<'a> {
    options: &'a Options,
    tester: &'a mut dyn Tester,
    observer: &'a mut dyn Observer,
    stats: Stats,
    pass: usize,
    /// Answers by content hash, for every candidate tested.
    committed: FxHashMap<u128, bool>,
    /// Lists minimized so far (varies the core's seed per list).
    lists: u64,
}

/// Reduces `tree` with `tester` until a pass changes nothing (or once,
/// without `fixpoint`), or the tester says stop. The tree's file must be
/// interesting.
pub fn reduce(
    tree: Tree,
    options: &Options,
    tester: &mut dyn Tester,
    observer: &mut dyn Observer,
) -> Reduced {
    let mut driver = Driver {
        options,
        tester,
        observer,
        stats: Stats::default(),
        pass: 0,
        committed: FxHashMap::default(),
        lists: 0,
    };
    let mut tree = tree;
    // The best file so far and its tokens; a new tree is parsed from it
    // after each pass that changed something.
    let mut best = tree.source().to_vec();
    let mut tokens = tree.weight(tree.root());
    let stopped = loop {
        driver.pass += 1;
        driver.stats.passes = driver.pass;
        driver.observer.pass_started(driver.pass);
        let mut work = Work {
            tree: &tree,
            edits: Edits::new(),
            // Recovering from errors all over a file can make tree-sitter
            // far slower than the test (8x on a deeply nested XML file).
            check_syntax: options.check_syntax && 2 * tree.error_bytes() <= tree.source().len(),
        };
        let stopped = match options.strategy {
            Strategy::Hdd => driver.hdd(&mut work),
            Strategy::Perses => driver.perses(&mut work),
        }
        .is_none();
        let changed = !work.edits.is_empty();
        if changed {
            best = tree.render(&work.edits);
            tokens = estimated_tokens(&tree, &work.edits);
            match Tree::parse(tree.language(), best.clone()) {
                Ok(next) => {
                    tokens = next.weight(next.root());
                    tree = next;
                }
                Err(_) => break stopped,
            }
        }
        if stopped || !changed || !options.fixpoint {
            break stopped;
        }
    };
    Reduced {
        bytes: best,
        tokens,
        stats: driver.stats,
        stopped,
    }
}

impl Driver<'_> {
    /// Hierarchical delta debugging: for each depth, minimize the nodes at
    /// that depth, then try the survivors' replacements. `None`: stopped.
    fn hdd(&mut self, work: &mut Work<'_>) -> Option<()> {
        let tree = work.tree;
        let mut level = vec![tree.root()];
        while !level.is_empty() {
            match self.options.hdd_lists {
                HddLists::PerParent => {
                    for &parent in &level {
                        if alive(tree, &work.edits, parent) {
                            let list = self.removals(work, &[parent]);
                            self.minimize(work, &list)?;
                        }
                    }
                }
                HddLists::PerLevel => {
                    let parents: Vec<NodeId> = level
                        .iter()
                        .copied()
                        .filter(|&p| alive(tree, &work.edits, p))
                        .collect();
                    let list = self.removals(work, &parents);
                    self.minimize(work, &list)?;
                }
            }
            let children: Vec<NodeId> = level
                .iter()
                .filter(|&&p| alive(tree, &work.edits, p))
                .flat_map(|&p| tree.children(p).iter().copied())
                .filter(|&c| alive(tree, &work.edits, c))
                .collect();
            self.replace_all(work, &children)?;
            level = children
                .iter()
                .filter(|&&c| alive(tree, &work.edits, c))
                .flat_map(|&c| representatives(tree, &work.edits, c))
                .collect();
        }
        Some(())
    }

    /// Perses: the largest unvisited node first; its removable children go
    /// to the core, or else its replacements are tried, smallest first.
    fn perses(&mut self, work: &mut Work<'_>) -> Option<()> {
        let tree = work.tree;
        let mut queue = BinaryHeap::from([(tree.weight(tree.root()), Reverse(tree.root()))]);
        while let Some((_, Reverse(node))) = queue.pop() {
            if !alive(tree, &work.edits, node) {
                continue;
            }
            let list = self.removals(work, &[node]);
            if list.is_empty() {
                self.replace_one(work, node)?;
            } else {
                self.minimize(work, &list)?;
            }
            for representative in representatives(tree, &work.edits, node) {
                let parents = if representative == node {
                    tree.children(node).to_vec()
                } else {
                    vec![representative]
                };
                for child in parents {
                    if alive(tree, &work.edits, child) {
                        queue.push((tree.weight(child), Reverse(child)));
                    }
                }
            }
        }
        Some(())
    }

    /// Removals of the removable children of `parents`.
    fn removals(&self, work: &Work<'_>, parents: &[NodeId]) -> Vec<Element> {
        parents
            .iter()
            .flat_map(|&p| work.tree.removable_children(p, &work.edits))
            .map(Element::Remove)
            .collect()
    }

    /// Replacements for many nodes at once: each node's best offer goes
    /// into a list for the core (applying an element is replacing its
    /// node); nodes left unreplaced try their next offer, for up to
    /// `options.replacements` rounds.
    fn replace_all(&mut self, work: &mut Work<'_>, nodes: &[NodeId]) -> Option<()> {
        let tree = work.tree;
        let offers: Vec<(NodeId, Vec<Replacement>)> = nodes
            .iter()
            .map(|&n| {
                (
                    n,
                    tree.replacements(n, &work.edits, self.options.replacements),
                )
            })
            .filter(|(_, offers)| !offers.is_empty())
            .collect();
        for round in 0..self.options.replacements {
            let list: Vec<Element> = offers
                .iter()
                .filter(|(n, offers)| {
                    round < offers.len()
                        && work.edits.replacement(*n).is_none()
                        && alive(tree, &work.edits, *n)
                })
                .map(|(n, offers)| Element::Replace(*n, offers[round].clone()))
                .collect();
            if list.is_empty() {
                break;
            }
            self.minimize(work, &list)?;
        }
        Some(())
    }

    /// One node's replacements, smallest first, until one is interesting.
    fn replace_one(&mut self, work: &mut Work<'_>, node: NodeId) -> Option<()> {
        let tree = work.tree;
        let offers = tree.replacements(node, &work.edits, self.options.replacements);
        let candidates: Vec<Option<Edits>> = offers
            .into_iter()
            .map(|r| self.complete(tree, &work.edits, &[Element::Replace(node, r)]))
            .collect();
        for (i, candidate) in candidates.iter().enumerate() {
            let Some(edits) = candidate else {
                self.stats.invalid_candidates += 1;
                continue;
            };
            let ahead: Vec<Candidate> = candidates[i + 1..]
                .iter()
                .flatten()
                .take(self.options.speculation)
                .map(|e| Candidate::new(tree.render(e)))
                .collect();
            let candidate = Candidate::new(tree.render(edits));
            if self.evaluate(work, &candidate, &ahead)? {
                work.edits = edits.clone();
                self.observer
                    .improved(&candidate.bytes, estimated_tokens(tree, &work.edits));
                break;
            }
        }
        Some(())
    }

    /// Hands a list to the core; every interesting candidate becomes the
    /// accepted edits.
    fn minimize(&mut self, work: &mut Work<'_>, list: &[Element]) -> Option<()> {
        if list.is_empty() {
            return Some(());
        }
        let tree = work.tree;
        let base = work.edits.clone();
        let weights: Vec<u64> = list.iter().map(|e| e.gain(tree)).collect();
        let mut config = self.options.dd.clone();
        config.seed = config.seed.wrapping_add(self.lists);
        self.lists += 1;
        let Ok(mut search) = Search::new(&config, &weights) else {
            return Some(()); // configurations are checked before a reduction
        };
        // Speculative candidates rendered so far, by the kept indices they
        // stand for, and their total size.
        let mut rendered: FxHashMap<Vec<usize>, Option<Candidate>> = FxHashMap::default();
        let mut rendered_bytes = 0;
        let mut outcome = Some(());
        while let Some(kept) = search.next_test() {
            let kept = kept.to_vec();
            let Some(edits) = self.candidate(tree, &base, list, &kept) else {
                self.stats.invalid_candidates += 1;
                search.report(Outcome::NotInteresting);
                continue;
            };
            let candidate = match rendered.remove(&kept) {
                Some(Some(candidate)) => {
                    rendered_bytes -= candidate.bytes.len();
                    candidate
                }
                _ => Candidate::new(tree.render(&edits)),
            };
            let mut ahead = Vec::new();
            if self.options.speculation > 0 {
                if rendered_bytes > SPECULATION_BYTES {
                    rendered.clear();
                    rendered_bytes = 0;
                }
                for next in search.lookahead(self.options.speculation) {
                    if !rendered.contains_key(&next) {
                        let render = self
                            .candidate(tree, &base, list, &next)
                            .map(|e| Candidate::new(tree.render(&e)));
                        rendered_bytes += render.as_ref().map_or(0, |c| c.bytes.len());
                        rendered.insert(next.clone(), render);
                    }
                    if let Some(Some(candidate)) = rendered.get(&next) {
                        ahead.push(candidate.clone());
                    }
                }
            }
            let Some(interesting) = self.evaluate(work, &candidate, &ahead) else {
                outcome = None;
                break;
            };
            if interesting {
                work.edits = edits;
                self.observer
                    .improved(&candidate.bytes, estimated_tokens(tree, &work.edits));
            }
            search.report(if interesting {
                Outcome::Interesting
            } else {
                Outcome::NotInteresting
            });
        }
        let stats = search.stats();
        self.stats.cache_hits += stats.cache_hits;
        self.stats.pma_skips += stats.pma_skips;
        outcome
    }

    /// The accepted edits plus the list's elements not in `kept`, completed
    /// so every touched parent keeps its rule; `None` if one cannot.
    fn candidate(
        &self,
        tree: &Tree,
        base: &Edits,
        list: &[Element],
        kept: &[usize],
    ) -> Option<Edits> {
        let mut applied = Vec::with_capacity(list.len() - kept.len());
        let mut k = kept.iter().peekable();
        for (i, element) in list.iter().enumerate() {
            if k.next_if_eq(&&i).is_none() {
                applied.push(element.clone());
            }
        }
        self.complete(tree, base, &applied)
    }

    /// `base` plus `elements`, with the separators their parents need.
    fn complete(&self, tree: &Tree, base: &Edits, elements: &[Element]) -> Option<Edits> {
        let mut edits = base.clone();
        for element in elements {
            match element {
                Element::Remove(n) => edits.remove(*n),
                Element::Replace(n, r) => edits.replace(*n, r.clone()),
            }
        }
        tree.completed(
            &edits,
            elements.iter().filter_map(|e| tree.parent(e.node())),
        )
    }

    /// Asks the tester (or the cache) about one candidate. `None`: stop.
    fn evaluate(
        &mut self,
        work: &Work<'_>,
        candidate: &Candidate,
        ahead: &[Candidate],
    ) -> Option<bool> {
        let size = candidate.bytes.len();
        if let Some(&interesting) = self.committed.get(&candidate.hash) {
            self.stats.cache_hits += 1;
            let event = TestEvent {
                pass: self.pass,
                bytes: size,
                interesting,
                seconds: 0.0,
                cached: true,
                timed_out: false,
            };
            self.observer.tested(&event, &self.stats);
            return Some(interesting);
        }
        let tester = &mut *self.tester;
        let (verdict, errors) = if work.check_syntax {
            // Re-parse while the test runs.
            std::thread::scope(|scope| {
                let language = work.tree.language();
                let bytes = &candidate.bytes;
                let parse = scope.spawn(move || Tree::count_errors(language, bytes).ok());
                let verdict = tester.test(candidate, ahead);
                (verdict, parse.join().ok().flatten())
            })
        } else {
            (tester.test(candidate, ahead), None)
        };
        let verdict = verdict?;
        self.stats.tests_run += 1;
        self.stats.interesting += u64::from(verdict.interesting);
        self.stats.timeouts += u64::from(verdict.timed_out);
        if errors.is_some_and(|e| e > work.tree.error_count()) {
            self.stats.unparsable_candidates += 1;
        }
        self.committed.insert(candidate.hash, verdict.interesting);
        let event = TestEvent {
            pass: self.pass,
            bytes: size,
            interesting: verdict.interesting,
            seconds: verdict.seconds,
            cached: false,
            timed_out: verdict.timed_out,
        };
        self.observer.tested(&event, &self.stats);
        Some(verdict.interesting)
    }
}
