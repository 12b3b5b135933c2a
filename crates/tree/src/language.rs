//! A language whittle parses, and what it knows about it: what the
//! grammar itself needs (names, brackets, glue, stand-ins, what must stay,
//! error groups), resolved from its `grammar.json` and the overrides file
//! (`overrides.rs`). The rest of `grammars/<language>.toml` belongs to the
//! passes that read it (`section.rs`); the built-in languages are listed
//! in `builtin.rs`, which also says how to get one, and `detect.rs` picks
//! one for a file.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};

use crate::derived::{automata, standins};
use crate::error::LanguageError;
use crate::glue::Glue;
use crate::grammar::Grammar;
use crate::implied::ImpliedType;
use crate::kinds::{KindId, KindSet, Kinds};
use crate::nfa::Nfa;
use crate::overrides::{ErrorGroup, KindNames, Overrides, field_named};
use crate::type_cache::TypeCache;

/// A language: its tree-sitter parser plus the grammar knowledge derived
/// from its `grammar.json` and the overrides in `grammars/<name>.toml`.
#[derive(Debug)]
pub struct Language {
    pub(crate) name: String,
    /// Where the overrides came from, for messages.
    overrides_file: String,
    /// The tree-sitter parser; `None` for plain text, which a lexer reads
    /// into lines and tokens.
    pub(crate) parser_language: Option<tree_sitter::Language>,
    /// Without a parser, the lexer that outlines a file (`text.rs`,
    /// `bytes.rs`).
    pub(crate) outline: fn(&[u8]) -> Vec<crate::text::Piece>,
    /// Whether a cut joins what is left exactly as it is (bytes): no
    /// blank line dropped, no space put in.
    exact_cuts: bool,
    /// See [`Language::inserts_semicolons`].
    inserts_semicolons: bool,
    pub(crate) kinds: Kinds,
    /// The automaton of each kind: the union of every rule that builds
    /// nodes of that kind (its own rule and the rules aliased to it).
    /// Per kind rather than per symbol because tree-sitter names a rule
    /// that is only ever used under an alias after the alias.
    rule_of_kind: Vec<Option<Arc<Nfa>>>,
    /// Kinds with rules that could not become automata.
    without_automaton: Vec<&'static str>,
    /// The shortest text of each kind (stand-ins).
    standin: Vec<Option<Arc<str>>>,
    /// Kinds whose stand-in was given by hand: preferred on a tie.
    preferred_standin: KindSet,
    /// Per kind, the texts offered besides the best stand-in where the
    /// kind fits: its own stand-in (`also_standin`) and further texts
    /// (`more_standins`).
    also_standins: Vec<Vec<Arc<str>>>,
    /// For a name kind, a text every name of that kind may also become
    /// (a type name `int`), when no other name of the file will do.
    merge_into: Vec<Option<Arc<str>>>,
    word_kinds: KindSet,
    /// `spared_words`: tokens (`long`) that a node keeps while its own
    /// removals can leave it as small as its stand-in would.
    spared_words: Vec<Box<[u8]>>,
    /// Leaf kinds that name things.
    names: KindSet,
    /// Leaf kinds that name things unless their text is one of these
    /// keywords (tree-sitter-c parses `size_t` as a `primitive_type`, as
    /// it does `int`), by kind.
    names_unless: Vec<Option<HashSet<Box<[u8]>>>>,
    /// Kinds of the first and last children that bracket a node.
    brackets: Vec<(KindId, KindId)>,
    keep: KindSet,
    /// Wrappers whose contents are always offered in their place.
    unwrap: KindSet,
    /// `(parent, child)` kinds that replacements must not introduce.
    never_child: HashSet<(KindId, KindId)>,
    /// `(parent, field)`: children in the field that never go.
    kept_fields: HashSet<(KindId, &'static str)>,
    /// `[[never_hoist]]`: (parent, field of the child that never takes
    /// its place, field whose presence says so).
    never_hoisted: Vec<(KindId, &'static str, &'static str)>,
    /// Brackets that nest the tokens of ERROR regions.
    pub(crate) error_groups: Vec<GroupRule>,
    glue: Glue,
    /// Whether indentation is syntax (Python's blocks): content that
    /// takes the place of a node less indented is moved left with it.
    pub(crate) indented_blocks: bool,
    /// A type the parser reads where a declaration leaves it out (C's
    /// implicit `int`; see `implied.rs`).
    pub(crate) implied_type: Option<ImpliedType>,
    /// The keys of the overrides that belong to passes, unparsed.
    handed_on: toml::Table,
    /// The grammar's own queries, by name (`tags`, `locals`): what its
    /// crate ships as `TAGS_QUERY`, or `queries/<name>.scm` in a grammar
    /// folder.
    queries: Vec<(String, String)>,
    /// The passes' sections built from them, one per type (see
    /// `section.rs`).
    pub(crate) sections: TypeCache,
    /// The forms found so far (see [`Language::form`]).
    forms: Mutex<Forms>,
}

/// Forms by (kind, hole); `None` where the kind has none around it.
type Forms = HashMap<(KindId, KindId), Option<Arc<Form>>>;

/// The cheapest form of a kind that holds one node of a given kind: the
/// texts to put before and after it, and their tokens.
#[derive(Debug)]
pub(crate) struct Form {
    pub(crate) before: Arc<str>,
    pub(crate) after: Arc<str>,
    pub(crate) tokens: u64,
}

/// A pair of brackets for grouping an ERROR region: a node of kind `open`
/// starts a group that a run of nodes of the kinds `close` ends. With a
/// `name` kind, the two must also agree on the text of their node of that
/// kind (an XML start tag and its end tag).
#[derive(Debug)]
pub(crate) struct GroupRule {
    pub(crate) open: KindId,
    pub(crate) close: Vec<KindId>,
    pub(crate) name: Option<KindId>,
}

impl Language {
    /// Builds a language from its parser, its `grammar.json` and its
    /// overrides (TOML). This is all it takes to add a language.
    pub fn new(
        parser_language: tree_sitter::Language,
        grammar_json: &str,
        overrides_toml: &str,
    ) -> Result<Language, LanguageError> {
        let grammar = Grammar::parse(grammar_json)?;
        let kinds = Kinds::new(&parser_language);
        Language::build(Some(parser_language), Some(&grammar), kinds, overrides_toml)
    }

    /// Plain text: no parser and no grammar; a lexer reads lines, and in
    /// them words, numbers, strings and punctuation, brackets nested (see
    /// `text.rs`), and every list is free.
    pub fn plain_text(overrides_toml: &str) -> Result<Language, LanguageError> {
        Language::build(
            None,
            None,
            Kinds::synthetic(crate::text::KINDS),
            overrides_toml,
        )
    }

    /// Bytes: no parser and no grammar; each byte a token, nested in
    /// blocks (see `bytes.rs`), and every list is free. For files that
    /// are not text.
    pub fn lexed_bytes(overrides_toml: &str) -> Result<Language, LanguageError> {
        let mut language = Language::build(
            None,
            None,
            Kinds::synthetic(crate::bytes::KINDS),
            overrides_toml,
        )?;
        language.outline = crate::bytes::outline;
        language.exact_cuts = true;
        Ok(language)
    }

    /// Names the file the overrides came from, for messages (by default
    /// `grammars/<name>.toml`).
    #[must_use]
    pub fn with_overrides_file(mut self, file: impl Into<String>) -> Language {
        self.overrides_file = file.into();
        self
    }

    /// Adds one of the grammar's queries (`tags`, `locals`), in
    /// tree-sitter's query language; checked when a pass runs it.
    #[must_use]
    pub fn with_query(mut self, name: &str, source: &str) -> Language {
        self.queries.push((name.to_owned(), source.to_owned()));
        self
    }

    /// The grammar's query called `name` (`tags`, `locals`), if it has one.
    pub fn query(&self, name: &str) -> Option<&str> {
        self.queries
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, source)| source.as_str())
    }

    fn build(
        parser_language: Option<tree_sitter::Language>,
        grammar: Option<&Grammar>,
        kinds: Kinds,
        overrides_toml: &str,
    ) -> Result<Language, LanguageError> {
        let overrides: Overrides =
            toml::from_str(overrides_toml).map_err(|e| LanguageError::Overrides(e.to_string()))?;
        let names = KindNames {
            kinds: &kinds,
            parser: parser_language.as_ref(),
        };
        let error_groups = error_groups(&names, &overrides.error_groups)?;
        let mut never_child = HashSet::new();
        for rule in &overrides.never_child {
            let parent = names.one(&rule.parent)?;
            for child in names.set(&rule.children)?.iter() {
                never_child.insert((parent, child));
            }
        }
        // The grammar as the language's compilers take it: the rules
        // `[[only_children]]` narrows give the automata and the stand-ins,
        // so every replacement, form and stand-in keeps to them (each
        // checks the slot's automaton). The names must be the parser's.
        for rule in &overrides.only_children {
            names.one(&rule.parent)?;
            names.set(&rule.children)?;
        }
        let narrowed = grammar
            .filter(|_| !overrides.only_children.is_empty())
            .map(|grammar| {
                overrides
                    .only_children
                    .iter()
                    .fold(grammar.clone(), |g, rule| {
                        g.narrowed(&rule.parent, &rule.children)
                    })
            });
        let grammar = narrowed.as_ref().or(grammar);
        let (rule_of_kind, without_automaton) = match grammar {
            Some(grammar) => automata(grammar, &kinds),
            None => (vec![None; kinds.len()], Vec::new()),
        };
        let glue = Glue::new(&overrides.glue, overrides.glue_digit_dot);
        let standins = standins(
            grammar,
            &names,
            &overrides.no_standin,
            &overrides.standin,
            &glue,
        )?;
        let mut also_standins: Vec<Vec<Arc<str>>> = vec![Vec::new(); kinds.len()];
        for kind in names.set(&overrides.also_standin)?.iter() {
            also_standins[kind.index()].extend(standins.texts[kind.index()].clone());
        }
        for (name, texts) in &overrides.more_standins {
            let kind = names.one(name)?;
            also_standins[kind.index()].extend(texts.iter().map(|t| Arc::from(t.as_str())));
        }
        let mut merge_into: Vec<Option<Arc<str>>> = vec![None; kinds.len()];
        for (name, text) in &overrides.merge_into {
            merge_into[names.one(name)?.index()] = Some(text.as_str().into());
        }
        let mut kept_fields = HashSet::new();
        for rule in &overrides.keep_field {
            kept_fields.insert((names.one(&rule.parent)?, names.field(&rule.field)?));
        }
        let mut never_hoisted = Vec::new();
        for rule in &overrides.never_hoist {
            let hoisted = names.field(&rule.field)?;
            let while_field = names.field(&rule.while_field)?;
            for parent in names.set(&rule.parents)?.iter() {
                never_hoisted.push((parent, hoisted, while_field));
            }
        }
        let mut names_unless: Vec<Option<HashSet<Box<[u8]>>>> = vec![None; kinds.len()];
        for (kind, keywords) in &overrides.names_unless {
            names_unless[names.one(kind)?.index()] =
                Some(keywords.iter().map(|k| k.as_bytes().into()).collect());
        }
        let implied_type = overrides
            .implied_type
            .as_ref()
            .map(ImpliedType::resolve)
            .transpose()?;
        Ok(Language {
            overrides_file: format!("grammars/{}.toml", overrides.name),
            name: overrides.name,
            rule_of_kind,
            without_automaton,
            standin: standins.texts,
            preferred_standin: standins.by_hand,
            also_standins,
            merge_into,
            word_kinds: names.set(&overrides.word_kinds)?,
            spared_words: overrides
                .spared_words
                .iter()
                .map(|w| w.as_bytes().into())
                .collect(),
            names: names.set(&overrides.names)?,
            names_unless,
            brackets: overrides
                .brackets
                .iter()
                .map(|[open, close]| Ok((names.one(open)?, names.one(close)?)))
                .collect::<Result<_, LanguageError>>()?,
            keep: names.set(&overrides.keep)?,
            unwrap: names.set(&overrides.unwrap)?,
            never_child,
            kept_fields,
            never_hoisted,
            error_groups,
            glue,
            indented_blocks: overrides.indented_blocks,
            implied_type,
            handed_on: overrides.handed_on,
            queries: Vec::new(),
            sections: TypeCache::default(),
            forms: Mutex::default(),
            parser_language,
            outline: crate::text::outline,
            exact_cuts: false,
            inserts_semicolons: grammar.is_some_and(Grammar::inserts_semicolons),
            kinds,
        })
    }

    /// Whether the file is bytes, not text: a cut joins what is left
    /// exactly as it is (no blank line dropped, no space put in where
    /// tokens would fuse, no line end added at the end), and its size is
    /// its bytes.
    pub fn cuts_exactly(&self) -> bool {
        self.exact_cuts
    }

    /// Whether a line end can end a statement the next line would
    /// otherwise continue (automatic semicolon insertion, from the
    /// grammar's external tokens): there two lines joined can parse
    /// differently from the same tokens on separate lines.
    pub fn inserts_semicolons(&self) -> bool {
        self.inserts_semicolons
    }

    /// The language's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The tree-sitter parser's language, for callers that parse
    /// themselves (incremental re-parsing in the benchmarks); `None` for
    /// plain text.
    pub fn tree_sitter_language(&self) -> Option<&tree_sitter::Language> {
        self.parser_language.as_ref()
    }

    /// Kinds whose grammar rules could not become automata (recursive
    /// rules): their children are left as they are.
    pub fn kinds_without_rules(&self) -> &[&'static str] {
        &self.without_automaton
    }

    /// The automaton of the children of a node of this kind.
    pub(crate) fn automaton(&self, kind: KindId) -> Option<&Arc<Nfa>> {
        self.rule_of_kind[kind.index()].as_ref()
    }

    /// The cheapest text a node of `kind` can have around one child of
    /// kind `hole`: its rule's cheapest path through a child of that kind
    /// (see [`Nfa::shortest_around`]), each other child a token of the
    /// rule or a named kind's stand-in. `return x;` is `return` and `;`
    /// around an expression; an expression statement is the expression and
    /// `;`; a `while` around its body is `while (0)` before it. Kept once
    /// found: a pass asks for the same pairs at every node.
    pub(crate) fn form(&self, kind: KindId, hole: KindId) -> Option<Arc<Form>> {
        let mut forms = self.forms.lock().unwrap_or_else(PoisonError::into_inner);
        forms
            .entry((kind, hole))
            .or_insert_with(|| {
                let text = |k: KindId| -> Option<&str> {
                    if self.kinds.is_named(k) {
                        self.standin(k).map(|t| &**t)
                    } else {
                        Some(self.kinds.name(k))
                    }
                };
                let cost =
                    |k: KindId| text(k).map(|t| crate::tree::count_words(t.as_bytes()).max(1));
                let (before, after, tokens) = self.automaton(kind)?.shortest_around(hole, cost)?;
                let join = |kinds: &[KindId]| -> Option<Arc<str>> {
                    let texts: Option<Vec<&str>> = kinds.iter().map(|&k| text(k)).collect();
                    Some(texts?.join(" ").into())
                };
                Some(Arc::new(Form {
                    before: join(&before)?,
                    after: join(&after)?,
                    tokens: u64::from(tokens),
                }))
            })
            .clone()
    }

    /// A kind's name.
    pub fn kind_name(&self, kind: KindId) -> &'static str {
        self.kinds.name(kind)
    }

    /// Whether a kind is named (not an anonymous token).
    pub fn kind_is_named(&self, kind: KindId) -> bool {
        self.kinds.is_named(kind)
    }

    /// The kind with this name (named first, then anonymous).
    pub fn kind(&self, name: &str) -> Option<KindId> {
        self.kinds
            .lookup(name, true)
            .or_else(|| self.kinds.lookup(name, false))
    }

    /// The shortest text of a kind, if known.
    pub fn standin(&self, kind: KindId) -> Option<&Arc<str>> {
        self.standin[kind.index()].as_ref()
    }

    /// The keys of the overrides that the tree crate does not read,
    /// handed on to the passes' sections.
    pub fn handed_on_keys(&self) -> impl Iterator<Item = &str> {
        self.handed_on.keys().map(String::as_str)
    }

    /// The value of a key handed on to the passes.
    pub(crate) fn handed_on(&self, key: &str) -> Option<&toml::Value> {
        self.handed_on.get(key)
    }

    /// The file the overrides came from (`grammars/<name>.toml`, or the
    /// `whittle.toml` of a grammar given at run time).
    pub fn overrides_file(&self) -> &str {
        &self.overrides_file
    }

    /// The field called `name`, with the parser's lifetime; `None` if the
    /// grammar has no such field.
    pub fn field(&self, name: &str) -> Option<&'static str> {
        field_named(self.parser_language.as_ref(), name)
    }

    /// An empty set of this language's kinds.
    pub fn empty_kind_set(&self) -> KindSet {
        KindSet::with_len(self.kinds.len())
    }

    /// The text names of this kind may merge into when no other name of
    /// the file will do (`merge_into` in `grammars/<language>.toml`).
    pub fn merge_into(&self, kind: KindId) -> Option<&Arc<str>> {
        self.merge_into[kind.index()].as_ref()
    }

    pub(crate) fn prefers_standin(&self, kind: KindId) -> bool {
        self.preferred_standin.contains(kind)
    }

    /// The texts offered for this kind besides the best stand-in
    /// (`also_standin`, `more_standins`).
    pub(crate) fn also_standins(&self, kind: KindId) -> &[Arc<str>] {
        &self.also_standins[kind.index()]
    }

    /// The leaf kinds that name things (`names` in
    /// `grammars/<language>.toml`), whatever their text.
    pub(crate) fn name_kinds(&self) -> &KindSet {
        &self.names
    }

    /// Whether a leaf of this kind and text names something: its kind is
    /// a name kind (`names` in `grammars/<language>.toml`), or one that
    /// names things unless its text is a keyword (`names_unless`: `size_t`
    /// but not `int`).
    pub fn is_name_text(&self, kind: KindId, text: &[u8]) -> bool {
        self.names.contains(kind)
            || self.names_unless[kind.index()]
                .as_ref()
                .is_some_and(|keywords| !keywords.contains(text))
    }

    /// Whether the language knows stand-ins beyond each kind's best one:
    /// texts offered besides it (`also_standin`, `more_standins`: see
    /// [`Tree::also_standins`](crate::Tree::also_standins)), or words
    /// that hold the best one back (`spared_words`). Language data, as
    /// the rest of this type: a caller that offers further stand-ins can
    /// skip a language without any.
    pub fn has_further_standins(&self) -> bool {
        !self.spared_words.is_empty() || self.also_standins.iter().any(|texts| !texts.is_empty())
    }

    /// Whether `text` is a word that a stand-in may take away only when
    /// nothing else makes its node as small (`spared_words`).
    pub(crate) fn spares(&self, text: &[u8]) -> bool {
        self.spared_words.iter().any(|w| **w == *text)
    }

    pub(crate) fn counts_words(&self, kind: KindId) -> bool {
        self.word_kinds.contains(kind)
    }

    /// Kinds never removed or replaced.
    pub(crate) fn is_kept(&self, kind: KindId) -> bool {
        self.keep.contains(kind)
    }

    /// Whether a node of this kind always has its contents offered in its
    /// place (`unwrap` in `grammars/<language>.toml`).
    pub fn unwraps(&self, kind: KindId) -> bool {
        self.unwrap.contains(kind)
    }

    /// Whether a child in this field of this parent must stay
    /// (`[[keep_field]]`).
    pub(crate) fn keeps_field(&self, parent: KindId, field: Option<&str>) -> bool {
        field.is_some_and(|f| self.kept_fields.contains(&(parent, f)))
    }

    /// The rules by which the child in a field of a `parent` of this kind
    /// never takes its place: (that field, the field whose presence says
    /// so) (`[[never_hoist]]`).
    pub(crate) fn never_hoisted(
        &self,
        parent: KindId,
    ) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.never_hoisted
            .iter()
            .filter(move |(p, _, _)| *p == parent)
            .map(|&(_, field, while_field)| (field, while_field))
    }

    /// Whether a replacement may put a `child` under a `parent`.
    pub(crate) fn may_introduce(&self, parent: KindId, child: KindId) -> bool {
        !self.never_child.contains(&(parent, child))
    }

    /// The kinds of first and last children that bracket a node's
    /// contents (`brackets` in `grammars/<language>.toml`).
    pub fn bracket_pairs(&self) -> &[(KindId, KindId)] {
        &self.brackets
    }

    /// Whether two characters, brought together by a removal, would fuse
    /// into one token.
    pub(crate) fn glues(&self, a: u8, b: u8) -> bool {
        self.glue.glues(a, b)
    }
}

/// The `[[error_groups]]` of the overrides.
fn error_groups(
    names: &KindNames<'_>,
    groups: &[ErrorGroup],
) -> Result<Vec<GroupRule>, LanguageError> {
    let groups = groups
        .iter()
        .map(|group| {
            Ok(GroupRule {
                open: names.one(&group.open)?,
                close: group
                    .close
                    .iter()
                    .map(|c| names.one(c))
                    .collect::<Result<_, _>>()?,
                name: group.name.as_deref().map(|n| names.one(n)).transpose()?,
            })
        })
        .collect::<Result<Vec<_>, LanguageError>>()?;
    if groups.iter().any(|g| g.close.is_empty()) {
        return Err(LanguageError::Overrides(
            "an error group needs at least one closing kind".to_owned(),
        ));
    }
    Ok(groups)
}
