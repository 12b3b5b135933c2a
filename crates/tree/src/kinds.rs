//! Node kinds, numbered densely per language.

use std::collections::HashMap;

/// A node kind: a name plus whether it is named (`identifier`) or an
/// anonymous token (`","`). Numbered densely per language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KindId(pub(crate) u16);

impl KindId {
    /// The kind's index, for tables indexed by kind.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Maps tree-sitter's symbols (several may share a name) to [`KindId`]s.
#[derive(Debug)]
pub(crate) struct Kinds {
    names: Vec<(&'static str, bool)>,
    by_name: HashMap<(&'static str, bool), KindId>,
    /// Kind of each tree-sitter symbol id.
    of_symbol: Vec<KindId>,
    error: KindId,
}

impl Kinds {
    pub(crate) fn new(language: &tree_sitter::Language) -> Kinds {
        let mut names = Vec::new();
        let mut by_name = HashMap::new();
        let mut of_symbol = Vec::new();
        for id in 0..language.node_kind_count() {
            let id = id as u16;
            let name = language.node_kind_for_id(id).unwrap_or("");
            let named = language.node_kind_is_named(id);
            let kind = *by_name.entry((name, named)).or_insert_with(|| {
                names.push((name, named));
                KindId((names.len() - 1) as u16)
            });
            of_symbol.push(kind);
        }
        let error = *by_name.entry(("ERROR", true)).or_insert_with(|| {
            names.push(("ERROR", true));
            KindId((names.len() - 1) as u16)
        });
        Kinds {
            names,
            by_name,
            of_symbol,
            error,
        }
    }

    /// Kinds given by name (and whether each is named), for a language
    /// without a tree-sitter parser.
    pub(crate) fn synthetic(kinds: &[(&'static str, bool)]) -> Kinds {
        let mut names = Vec::new();
        let mut by_name = HashMap::new();
        for &(name, named) in kinds.iter().chain([("ERROR", true)].iter()) {
            by_name.entry((name, named)).or_insert_with(|| {
                names.push((name, named));
                KindId((names.len() - 1) as u16)
            });
        }
        let error = by_name[&("ERROR", true)];
        Kinds {
            names,
            by_name,
            of_symbol: Vec::new(),
            error,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.names.len()
    }

    /// The kind of a tree-sitter symbol (`Node::kind_id`).
    pub(crate) fn of_symbol(&self, symbol: u16) -> KindId {
        self.of_symbol
            .get(usize::from(symbol))
            .copied()
            .unwrap_or(self.error)
    }

    pub(crate) fn lookup(&self, name: &str, named: bool) -> Option<KindId> {
        self.by_name.get(&(name, named)).copied()
    }

    pub(crate) fn name(&self, kind: KindId) -> &'static str {
        self.names[kind.index()].0
    }

    pub(crate) fn is_named(&self, kind: KindId) -> bool {
        self.names[kind.index()].1
    }

    pub(crate) fn error(&self) -> KindId {
        self.error
    }
}

/// A set of kinds of one language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KindSet(fixedbitset::FixedBitSet);

impl KindSet {
    /// An empty set for a language of `len` kinds.
    pub(crate) fn with_len(len: usize) -> KindSet {
        KindSet(fixedbitset::FixedBitSet::with_capacity(len))
    }

    /// Adds a kind.
    pub fn insert(&mut self, kind: KindId) {
        self.0.grow(kind.index() + 1);
        self.0.insert(kind.index());
    }

    /// Whether the set holds `kind`.
    pub fn contains(&self, kind: KindId) -> bool {
        self.0.contains(kind.index())
    }

    /// Whether the set holds no kind.
    pub fn is_empty(&self) -> bool {
        self.0.is_clear()
    }

    /// The kinds in the set, in order.
    pub fn iter(&self) -> impl Iterator<Item = KindId> + '_ {
        self.0.ones().map(|k| KindId(k as u16))
    }
}
