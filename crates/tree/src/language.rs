//! The languages whittle parses, and what it knows about each.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;

use fixedbitset::FixedBitSet;
use serde::Deserialize;

use crate::grammar::{Grammar, Rule};
use crate::kinds::{KindId, Kinds};
use crate::nfa::Nfa;
use crate::shortest;

/// A language: its tree-sitter parser plus the grammar knowledge derived
/// from its `grammar.json` and the overrides in `grammars/<name>.toml`.
#[derive(Debug)]
pub struct Language {
    name: String,
    extensions: Vec<String>,
    content: ContentSigns,
    /// The tree-sitter parser; `None` for plain text, which a lexer reads
    /// into lines and tokens.
    pub(crate) parser_language: Option<tree_sitter::Language>,
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
    preferred_standin: FixedBitSet,
    /// Kinds whose stand-in is offered besides the best one where it fits
    /// (`also_standin`).
    also_standin: FixedBitSet,
    /// For a name kind, a text every name of that kind may also become
    /// (a type name `int`), when no other name of the file will do.
    merge_into: Vec<Option<Arc<str>>>,
    word_kinds: FixedBitSet,
    /// Leaf kinds that name things.
    names: FixedBitSet,
    /// Leaf kinds that name things unless their text is one of these
    /// keywords (tree-sitter-c parses `size_t` as a `primitive_type`, as
    /// it does `int`), by kind.
    names_unless: Vec<Option<HashSet<Box<[u8]>>>>,
    declare_before_use: bool,
    /// Kinds whose bracketed body holds items of its own (a namespace).
    item_containers: FixedBitSet,
    /// Kinds of the first and last children that bracket a node.
    brackets: Vec<(KindId, KindId)>,
    lenient: bool,
    pub(crate) rewrites: Vec<Rewrite>,
    inline: Vec<Inline>,
    parameters: Option<Parameters>,
    scalars: Option<Scalars>,
    templates: Option<Templates>,
    noise: Noise,
    declares: Option<Declares>,
    keep: FixedBitSet,
    /// Wrappers whose contents are always offered in their place.
    unwrap: FixedBitSet,
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
}

/// A language chosen for a file, and why.
#[derive(Debug)]
pub struct Detection {
    /// The language.
    pub language: Arc<Language>,
    /// Why it was chosen.
    pub reason: DetectionReason,
}

/// Why [`Language::detect_why`] chose a language.
#[derive(Debug, PartialEq, Eq)]
pub enum DetectionReason {
    /// The file's extension is one of the language's.
    Extension,
    /// The extension is unknown or absent: the content decided (C when it
    /// did not look like anything else).
    Content,
    /// The extension belongs to the named language, but the content
    /// clearly is this one.
    ContentOverExtension(String),
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

/// Which neighbouring characters fuse into one token.
#[derive(Debug)]
struct Glue {
    operators: Vec<u8>,
    digit_dot: bool,
}

impl Glue {
    fn glues(&self, a: u8, b: u8) -> bool {
        (is_word(a) && is_word(b))
            || (self.operators.contains(&a) && self.operators.contains(&b))
            || (self.digit_dot
                && (a.is_ascii_digit() && b == b'.' || a == b'.' && b.is_ascii_digit()))
    }
}

/// The overrides file, `grammars/<name>.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Overrides {
    name: String,
    extensions: Vec<String>,
    #[serde(default)]
    content_starts: Vec<String>,
    #[serde(default)]
    content_words: Vec<String>,
    #[serde(default = "one")]
    content_min: usize,
    #[serde(default)]
    content_overrides_extension: bool,
    #[serde(default)]
    glue: String,
    #[serde(default)]
    glue_digit_dot: bool,
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    names_unless: HashMap<String, Vec<String>>,
    #[serde(default)]
    declare_before_use: bool,
    #[serde(default)]
    item_containers: Vec<String>,
    #[serde(default)]
    brackets: Vec<[String; 2]>,
    #[serde(default)]
    lenient: bool,
    #[serde(default)]
    rewrites: Vec<RewriteRule>,
    #[serde(default)]
    inline: Vec<InlineRule>,
    #[serde(default)]
    parameters: Option<ParametersRule>,
    #[serde(default)]
    scalars: Option<ScalarsRule>,
    #[serde(default)]
    noise: NoiseRule,
    #[serde(default)]
    declares: Option<DeclaresRule>,
    #[serde(default)]
    templates: Option<TemplatesRule>,
    #[serde(default)]
    word_kinds: Vec<String>,
    #[serde(default)]
    keep: Vec<String>,
    #[serde(default)]
    unwrap: Vec<String>,
    #[serde(default)]
    standin: HashMap<String, String>,
    #[serde(default)]
    no_standin: Vec<String>,
    #[serde(default)]
    also_standin: Vec<String>,
    #[serde(default)]
    merge_into: HashMap<String, String>,
    #[serde(default)]
    never_child: Vec<NeverChild>,
    #[serde(default)]
    keep_field: Vec<KeepField>,
    #[serde(default)]
    never_hoist: Vec<NeverHoist>,
    #[serde(default)]
    error_groups: Vec<ErrorGroup>,
}

fn one() -> usize {
    1
}

/// How a file's content shows its language (`content_*` in
/// `grammars/<language>.toml`).
#[derive(Debug)]
struct ContentSigns {
    /// The first text that is not blank starts with one of these.
    starts: Vec<String>,
    /// At least `min` of these occur.
    words: Vec<String>,
    min: usize,
    /// A start beats the extension of another language.
    overrides_extension: bool,
}

impl ContentSigns {
    /// Whether the content starts like this language.
    fn starts(&self, text: &[u8]) -> bool {
        let first = text
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .unwrap_or(text.len());
        self.starts
            .iter()
            .any(|s| text[first..].starts_with(s.as_bytes()))
    }

    /// How many of the words occur, or 0 below the minimum.
    fn score(&self, words: &HashSet<&[u8]>, text: &[u8]) -> usize {
        let found = self
            .words
            .iter()
            .filter(|w| {
                if w.bytes().all(is_word) {
                    words.contains(w.as_bytes())
                } else {
                    text.windows(w.len()).any(|window| window == w.as_bytes())
                }
            })
            .count();
        if found >= self.min.max(1) { found } else { 0 }
    }
}

/// `[[inline]]`: see [`Inline`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct InlineRule {
    definition: String,
    name: String,
    value: String,
    checked: bool,
    #[serde(default)]
    declarator: Option<String>,
    #[serde(default)]
    through: Vec<String>,
    #[serde(default)]
    owner: Option<String>,
    #[serde(default)]
    scope: Option<String>,
    #[serde(default)]
    parenthesize: Option<String>,
    #[serde(default)]
    primary: Vec<String>,
}

/// A definition whose uses can take its value (`[[inline]]` in
/// `grammars/<language>.toml`).
#[derive(Clone, Debug)]
pub struct Inline {
    /// The kind of the definition.
    pub definition: KindId,
    /// The field holding the name it defines.
    pub name: &'static str,
    /// The field holding its value.
    pub value: &'static str,
    /// Whether the grammar judges the result.
    pub checked: bool,
    /// Where the name may sit inside a declarator (`typedef int (*F)();`):
    /// the field, in the parent of each use, holding what the use's type
    /// applies to; that takes the definition's declarator around it.
    pub declarator: Option<&'static str>,
    /// Declarator kinds whose own declarator takes the wrapping instead
    /// (`a = 0` in `X a = 0;`).
    pub through: Vec<KindId>,
    /// The kind of node the definition must be the only one of in its
    /// field (`x = 0` in `int x = 0;`): that node is what goes.
    pub owner: Option<KindId>,
    /// The kind of block the definition (or its owner) must sit directly
    /// in: uses are looked for only there (a local's uses are in its
    /// block). Without it, anywhere in the file.
    pub scope: Option<KindId>,
    /// The kind of a parenthesized value: a value of more than one token
    /// goes in parentheses, so that its uses read it as one operand...
    pub parenthesize: Option<KindId>,
    /// ...unless it is of one of these kinds (a call, a parenthesized
    /// expression), which bind tighter than any operator around a use.
    pub primary: Vec<KindId>,
}

/// `[parameters]`: see [`Parameters`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ParametersRule {
    function: String,
    body: String,
    list: String,
    local: String,
    #[serde(rename = "type")]
    type_field: String,
    declarator: String,
    #[serde(default)]
    through: Vec<String>,
    empty: Option<String>,
}

/// Where a function's locals may become its parameters (`[parameters]` in
/// `grammars/<language>.toml`): `f() { char c; … }` as `f(char c) { … }`.
#[derive(Clone, Debug)]
pub struct Parameters {
    /// The kind of a function definition.
    pub function: KindId,
    /// Its field holding the body, whose children are the locals.
    pub body: &'static str,
    /// The kind of its parameter list (the first in its declarator).
    pub list: KindId,
    /// The kind of a local declaration.
    pub local: KindId,
    /// The local's field holding its type.
    pub type_field: &'static str,
    /// The local's field holding what it declares (exactly one).
    pub declarator: &'static str,
    /// Declarator kinds whose own declarator is taken (`c = 0`: `c`).
    pub through: Vec<KindId>,
    /// The text of the one parameter of an empty list (`void`).
    pub empty: Option<Arc<str>>,
}

/// `[scalars]`: see [`Scalars`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScalarsRule {
    access: String,
    field: String,
    member: String,
    declarator: String,
    name: String,
}

/// Where a member read through an aggregate may become a variable of its
/// own (`[scalars]` in `grammars/<language>.toml`): `m[i].op` as `op`,
/// with `char op;` declared before the item that reads it.
#[derive(Clone, Debug)]
pub struct Scalars {
    /// The kind of a member access (`m[i].op`).
    pub access: KindId,
    /// Its field holding the member's name.
    pub field: &'static str,
    /// The kind of a member's declaration in its aggregate (`char op;`).
    pub member: KindId,
    /// That declaration's field holding each declarator (the children
    /// before the first are its type).
    pub declarator: &'static str,
    /// The kind the new variable's name takes where the access was.
    pub name: KindId,
}

/// `[templates]`: see [`Templates`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TemplatesRule {
    template: String,
    parameters: String,
    parameter: String,
}

/// Where a template may become what it declares (`[templates]` in
/// `grammars/<language>.toml`), its type parameters the `merge_into`
/// text of their name kind (`int`).
#[derive(Clone, Debug)]
pub struct Templates {
    /// The kind of a template (`template <typename T> …`).
    pub template: KindId,
    /// Its field holding the parameter list.
    pub parameters: &'static str,
    /// The kind of a type parameter (`typename T`); a template with
    /// parameters of other kinds is left alone.
    pub parameter: KindId,
}

/// `[noise]`: see [`Noise`].
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct NoiseRule {
    #[serde(default)]
    kinds: Vec<String>,
    #[serde(default)]
    words: Vec<String>,
    #[serde(default)]
    declarations: Vec<Vec<String>>,
}

/// What a reduction never needs and the parser may choke on (`[noise]` in
/// `grammars/<language>.toml`): GNU attributes, which all go in one early
/// candidate.
#[derive(Debug, Default)]
pub struct Noise {
    /// Kinds of nodes that go whole (`attribute_specifier`).
    pub kinds: FixedBitSet,
    /// Leaves that go with the bracketed node after them, where the parser
    /// could not tell what they are (`__attribute__` in an ERROR node).
    pub words: Vec<String>,
    /// Declarations that start with these leaves and end at their `;`,
    /// whatever the parser made of them (`extern template`).
    pub declarations: Vec<Vec<String>>,
}

/// `[declares]`: see [`Declares`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeclaresRule {
    fields: Vec<String>,
    #[serde(default)]
    through: Vec<String>,
    #[serde(default)]
    not_into: Vec<String>,
    #[serde(default)]
    last_name: Vec<String>,
    #[serde(default)]
    through_fields: Vec<[String; 2]>,
    #[serde(default)]
    item_ends: Vec<String>,
    #[serde(default)]
    operator: Option<String>,
}

/// Where a top-level item declares a name (`[declares]` in
/// `grammars/<language>.toml`), for the sweep: besides the names that
/// first occur in it, an item declares the name leaves reached from it
/// through these fields (a function's declarator, a class's name), so
/// that a later definition or specialization of a name counts as one of
/// its definitions and stays while the name is used.
#[derive(Debug)]
pub struct Declares {
    /// The fields that lead to a declared name (`declarator`, `name`).
    pub fields: Vec<&'static str>,
    /// Kinds whose children without a field lead on too (a template's
    /// declaration).
    pub through: FixedBitSet,
    /// Kinds whose names are not declared where they occur (`A::f`, a
    /// member defined outside its class).
    pub not_into: FixedBitSet,
    /// Kinds of items that declare the last name in them (`using
    /// ::mbstate_t;`).
    pub last_name: FixedBitSet,
    /// Fields of a kind that lead on too (`extern "C++"`'s `body`).
    pub through_fields: Vec<(KindId, &'static str)>,
    /// How an item ends (`;`, `}`): one that ends otherwise was split
    /// from the next by the parser, and goes with it.
    pub item_ends: Vec<String>,
    /// The kind of an operator's name (`operator==`): it declares the
    /// operator, used wherever its symbol occurs.
    pub operator: Option<KindId>,
}

/// `[[rewrites]]`: see [`Rewrite`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RewriteRule {
    kind: String,
    to: Vec<String>,
    #[serde(rename = "as")]
    result: Option<String>,
    #[serde(default)]
    early: bool,
}

/// A template a node of some kind may become (`[[rewrites]]` in
/// `grammars/<language>.toml`).
#[derive(Debug)]
pub(crate) struct Rewrite {
    pub(crate) kind: KindId,
    pub(crate) to: Vec<Template>,
    /// The kind of the result, unless it is the one node it keeps.
    pub(crate) result: Option<KindId>,
    /// Tried before the tree passes, on the large file.
    pub(crate) early: bool,
}

/// One piece of a [`Rewrite`].
#[derive(Debug)]
pub(crate) enum Template {
    /// `$path`: the nodes a path of steps leads to from the node, split
    /// by `/`: `$body`, `$*`, `$arguments/*`, `$declarator/parameters/*`.
    Path(Vec<Step>),
    /// Anything else: a text.
    Text(Arc<str>),
}

/// One step of a [`Template::Path`].
#[derive(Debug)]
pub(crate) enum Step {
    /// A field name: the child in that field.
    Field(String),
    /// `*`: each named child; `*[field:kind]`, only those whose child in
    /// `field` is of `kind`.
    Each(Option<(String, KindId)>),
}

impl Template {
    fn parse(text: &str, names: &KindNames<'_>) -> Result<Template, LanguageError> {
        let Some(path) = text.strip_prefix('$') else {
            return Ok(Template::Text(text.into()));
        };
        let steps = path
            .split('/')
            .map(|step| match step.strip_prefix('*') {
                None => Ok(Step::Field(step.to_owned())),
                Some("") => Ok(Step::Each(None)),
                Some(filter) => {
                    let inner = filter.strip_prefix('[').and_then(|f| f.strip_suffix(']'));
                    let Some((field, kind)) = inner.and_then(|f| f.split_once(':')) else {
                        return Err(LanguageError::Overrides(format!(
                            "`{step}` in `{text}`: a filter reads `*[field:kind]`"
                        )));
                    };
                    Ok(Step::Each(Some((field.to_owned(), names.one(kind)?))))
                }
            })
            .collect::<Result<_, LanguageError>>()?;
        Ok(Template::Path(steps))
    }

    /// Whether it may stand for several nodes (one rewrite each).
    fn is_multiple(&self) -> bool {
        matches!(self, Template::Path(steps) if steps.iter().any(|s| matches!(s, Step::Each(_))))
    }

    /// The fields its path names.
    fn fields(&self) -> Vec<&str> {
        let Template::Path(steps) = self else {
            return Vec::new();
        };
        steps
            .iter()
            .filter_map(|step| match step {
                Step::Field(field) | Step::Each(Some((field, _))) => Some(field.as_str()),
                Step::Each(None) => None,
            })
            .collect()
    }
}

/// `[[error_groups]]`: see [`GroupRule`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ErrorGroup {
    open: String,
    close: Vec<String>,
    name: Option<String>,
}

/// Children the grammar allows under a parent but the parser does not
/// accept there in practice.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NeverChild {
    parent: String,
    children: Vec<String>,
}

/// `[[keep_field]]`: a field whose child never goes, though the grammar
/// lets it (tree-sitter-cpp's `declaration` covers constructors, which
/// have no type; any other declaration without one does not parse).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeepField {
    parent: String,
    field: String,
}

/// `[[never_hoist]]`: the child in `field` of these parents never takes
/// its parent's place while the parent has a child in `while_field`: a
/// class defined here is not replaced by its own name (`struct S {…};` as
/// `S;`), which nothing would declare any more.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NeverHoist {
    parents: Vec<String>,
    field: String,
    while_field: String,
}

/// A language definition that cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LanguageError {
    /// The grammar file is not a tree-sitter `grammar.json`.
    #[error("grammar.json: {0}")]
    Grammar(String),
    /// The overrides file is not valid.
    #[error("overrides: {0}")]
    Overrides(String),
}

/// Resolves the kind names of an overrides file.
struct KindNames<'k>(&'k Kinds);

impl KindNames<'_> {
    /// The kind with this name: named first, then anonymous.
    fn one(&self, name: &str) -> Result<KindId, LanguageError> {
        self.0
            .lookup(name, true)
            .or_else(|| self.0.lookup(name, false))
            .ok_or_else(|| LanguageError::Overrides(format!("unknown kind `{name}`")))
    }

    fn set(&self, names: &[String]) -> Result<FixedBitSet, LanguageError> {
        let mut set = FixedBitSet::with_capacity(self.0.len());
        for name in names {
            set.insert(self.one(name)?.index());
        }
        Ok(set)
    }
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

    fn build(
        parser_language: Option<tree_sitter::Language>,
        grammar: Option<&Grammar>,
        kinds: Kinds,
        overrides_toml: &str,
    ) -> Result<Language, LanguageError> {
        let overrides: Overrides =
            toml::from_str(overrides_toml).map_err(|e| LanguageError::Overrides(e.to_string()))?;
        let names = KindNames(&kinds);
        let error_groups = error_groups(&names, &overrides.error_groups)?;
        let mut never_child = HashSet::new();
        for rule in &overrides.never_child {
            let parent = names.one(&rule.parent)?;
            for child in names.set(&rule.children)?.ones() {
                never_child.insert((parent, KindId(child as u16)));
            }
        }
        let (rule_of_kind, without_automaton) = match grammar {
            Some(grammar) => automata(grammar, &kinds),
            None => (vec![None; kinds.len()], Vec::new()),
        };
        let glue = Glue {
            operators: overrides.glue.as_bytes().to_vec(),
            digit_dot: overrides.glue_digit_dot,
        };
        let standins = standins(grammar, &names, &overrides, &glue)?;
        let mut merge_into: Vec<Option<Arc<str>>> = vec![None; kinds.len()];
        for (name, text) in &overrides.merge_into {
            merge_into[names.one(name)?.index()] = Some(text.as_str().into());
        }
        let rewrites = rewrites(&names, parser_language.as_ref(), &overrides.rewrites)?;
        // A field's name with the parser's lifetime.
        let field = |name: &str| {
            let parser = parser_language.as_ref();
            parser
                .and_then(|p| p.field_id_for_name(name))
                .and_then(|id| parser.and_then(|p| p.field_name_for_id(id.get())))
                .ok_or_else(|| LanguageError::Overrides(format!("unknown field `{name}`")))
        };
        let inline = overrides
            .inline
            .iter()
            .map(|rule| {
                Ok(Inline {
                    definition: names.one(&rule.definition)?,
                    name: field(&rule.name)?,
                    value: field(&rule.value)?,
                    checked: rule.checked,
                    declarator: rule.declarator.as_deref().map(field).transpose()?,
                    through: rule
                        .through
                        .iter()
                        .map(|k| names.one(k))
                        .collect::<Result<_, _>>()?,
                    owner: rule.owner.as_deref().map(|k| names.one(k)).transpose()?,
                    scope: rule.scope.as_deref().map(|k| names.one(k)).transpose()?,
                    parenthesize: rule
                        .parenthesize
                        .as_deref()
                        .map(|k| names.one(k))
                        .transpose()?,
                    primary: rule
                        .primary
                        .iter()
                        .map(|k| names.one(k))
                        .collect::<Result<_, _>>()?,
                })
            })
            .collect::<Result<Vec<_>, LanguageError>>()?;
        let mut kept_fields = HashSet::new();
        for rule in &overrides.keep_field {
            kept_fields.insert((names.one(&rule.parent)?, field(&rule.field)?));
        }
        let mut never_hoisted = Vec::new();
        for rule in &overrides.never_hoist {
            let (hoisted, while_field) = (field(&rule.field)?, field(&rule.while_field)?);
            for parent in names.set(&rule.parents)?.ones() {
                never_hoisted.push((KindId(parent as u16), hoisted, while_field));
            }
        }
        let parameters = overrides
            .parameters
            .as_ref()
            .map(|rule| {
                Ok::<_, LanguageError>(Parameters {
                    function: names.one(&rule.function)?,
                    body: field(&rule.body)?,
                    list: names.one(&rule.list)?,
                    local: names.one(&rule.local)?,
                    type_field: field(&rule.type_field)?,
                    declarator: field(&rule.declarator)?,
                    through: rule
                        .through
                        .iter()
                        .map(|k| names.one(k))
                        .collect::<Result<_, _>>()?,
                    empty: rule.empty.as_deref().map(Arc::from),
                })
            })
            .transpose()?;
        let templates = overrides
            .templates
            .as_ref()
            .map(|rule| {
                Ok::<_, LanguageError>(Templates {
                    template: names.one(&rule.template)?,
                    parameters: field(&rule.parameters)?,
                    parameter: names.one(&rule.parameter)?,
                })
            })
            .transpose()?;
        let declares = overrides
            .declares
            .as_ref()
            .map(|rule| {
                Ok::<_, LanguageError>(Declares {
                    fields: rule
                        .fields
                        .iter()
                        .map(|f| field(f))
                        .collect::<Result<_, _>>()?,
                    through: names.set(&rule.through)?,
                    not_into: names.set(&rule.not_into)?,
                    last_name: names.set(&rule.last_name)?,
                    through_fields: rule
                        .through_fields
                        .iter()
                        .map(|[kind, f]| Ok::<_, LanguageError>((names.one(kind)?, field(f)?)))
                        .collect::<Result<_, _>>()?,
                    item_ends: rule.item_ends.clone(),
                    operator: rule.operator.as_deref().map(|k| names.one(k)).transpose()?,
                })
            })
            .transpose()?;
        let mut names_unless: Vec<Option<HashSet<Box<[u8]>>>> = vec![None; kinds.len()];
        for (kind, keywords) in &overrides.names_unless {
            names_unless[names.one(kind)?.index()] =
                Some(keywords.iter().map(|k| k.as_bytes().into()).collect());
        }
        let noise = Noise {
            kinds: names.set(&overrides.noise.kinds)?,
            words: overrides.noise.words.clone(),
            declarations: overrides.noise.declarations.clone(),
        };
        let scalars = overrides
            .scalars
            .as_ref()
            .map(|rule| {
                Ok::<_, LanguageError>(Scalars {
                    access: names.one(&rule.access)?,
                    field: field(&rule.field)?,
                    member: names.one(&rule.member)?,
                    declarator: field(&rule.declarator)?,
                    name: names.one(&rule.name)?,
                })
            })
            .transpose()?;
        Ok(Language {
            name: overrides.name,
            extensions: overrides.extensions,
            content: ContentSigns {
                starts: overrides.content_starts,
                words: overrides.content_words,
                min: overrides.content_min,
                overrides_extension: overrides.content_overrides_extension,
            },
            parser_language,
            rule_of_kind,
            without_automaton,
            standin: standins.texts,
            preferred_standin: standins.by_hand,
            also_standin: names.set(&overrides.also_standin)?,
            merge_into,
            word_kinds: names.set(&overrides.word_kinds)?,
            names: names.set(&overrides.names)?,
            names_unless,
            declare_before_use: overrides.declare_before_use,
            item_containers: names.set(&overrides.item_containers)?,
            lenient: overrides.lenient,
            rewrites,
            inline,
            parameters,
            scalars,
            templates,
            noise,
            declares,
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
            kinds,
        })
    }

    /// C, with tree-sitter-c.
    pub fn c() -> Arc<Language> {
        crate::builtin::get("c").unwrap_or_else(|| unreachable!("C is built in"))
    }

    /// XML, with tree-sitter-xml.
    pub fn xml() -> Arc<Language> {
        crate::builtin::get("xml").unwrap_or_else(|| unreachable!("XML is built in"))
    }

    /// Plain text, the fallback: lines and tokens.
    pub fn text() -> Arc<Language> {
        crate::builtin::get("text").unwrap_or_else(|| unreachable!("text is built in"))
    }

    /// Every built-in language.
    pub fn all() -> Vec<Arc<Language>> {
        crate::builtin::names()
            .iter()
            .filter_map(|name| crate::builtin::get(name))
            .collect()
    }

    /// The names of the built-in languages, without building them.
    pub fn names() -> &'static [&'static str] {
        crate::builtin::names()
    }

    /// The built-in language called `name`.
    pub fn by_name(name: &str) -> Option<Arc<Language>> {
        crate::builtin::get(&name.to_ascii_lowercase())
    }

    /// The language of a file: by its extension, unless its content
    /// clearly says otherwise (markup, starting with `<`, is XML), else by
    /// its content; plain text when nothing decides.
    pub fn detect(path: &Path, content: &[u8]) -> Arc<Language> {
        Language::detect_why(path, content).language
    }

    /// [`Language::detect`], with the reason for the choice: the
    /// extension, unless the content starts like a language whose start
    /// beats any extension (markup); without a known extension, how the
    /// content starts, else the language most of whose telling words
    /// occur (`content_*` in `grammars/*.toml`); plain text when nothing
    /// decides.
    pub fn detect_why(path: &Path, content: &[u8]) -> Detection {
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let all = Language::all();
        // An exact match first (`.C` is C++, `.c` C), then any case.
        let by_extension = all
            .iter()
            .find(|l| l.extensions.iter().any(|e| e == extension))
            .or_else(|| {
                all.iter().find(|l| {
                    l.extensions
                        .iter()
                        .any(|e| e.eq_ignore_ascii_case(extension))
                })
            })
            .cloned();
        let text = content
            .strip_prefix("\u{feff}".as_bytes())
            .unwrap_or(content);
        let text = &text[..text.len().min(1 << 16)];
        let starts_like = all.iter().find(|l| l.content.starts(text)).cloned();
        match (by_extension, starts_like) {
            (Some(named), Some(seen))
                if named.name != seen.name
                    && seen.content.overrides_extension
                    && !named.content.starts(text) =>
            {
                Detection {
                    language: seen,
                    reason: DetectionReason::ContentOverExtension(named.name.clone()),
                }
            }
            (Some(named), _) => Detection {
                language: named,
                reason: DetectionReason::Extension,
            },
            (None, Some(seen)) => Detection {
                language: seen,
                reason: DetectionReason::Content,
            },
            (None, None) => {
                let words: HashSet<&[u8]> = text
                    .split(|&b| !is_word(b))
                    .filter(|w| !w.is_empty())
                    .collect();
                let best = all
                    .iter()
                    .map(|l| (l.content.score(&words, text), l))
                    .filter(|(score, _)| *score > 0)
                    // The highest score; on a tie, the first listed.
                    .fold(
                        None::<(usize, &Arc<Language>)>,
                        |best, (score, l)| match best {
                            Some((s, _)) if s >= score => best,
                            _ => Some((score, l)),
                        },
                    );
                Detection {
                    language: best.map_or_else(Language::text, |(_, l)| l.clone()),
                    reason: DetectionReason::Content,
                }
            }
        }
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

    /// The text names of this kind may merge into when no other name of
    /// the file will do (`merge_into` in `grammars/<language>.toml`).
    pub fn merge_into(&self, kind: KindId) -> Option<&Arc<str>> {
        self.merge_into[kind.index()].as_ref()
    }

    pub(crate) fn prefers_standin(&self, kind: KindId) -> bool {
        self.preferred_standin.contains(kind.index())
    }

    /// Whether this kind's stand-in is offered besides the best one.
    pub(crate) fn also_standin(&self, kind: KindId) -> bool {
        self.also_standin.contains(kind.index())
    }

    /// Whether any kind's stand-in is offered besides the best one
    /// (`also_standin`).
    pub fn has_also_standins(&self) -> bool {
        !self.also_standin.is_clear()
    }

    /// Whether a leaf of this kind and text names something: its kind is
    /// a name kind (`names` in `grammars/<language>.toml`), or one that
    /// names things unless its text is a keyword (`names_unless`: `size_t`
    /// but not `int`).
    pub fn is_name_text(&self, kind: KindId, text: &[u8]) -> bool {
        self.names.contains(kind.index())
            || self.names_unless[kind.index()]
                .as_ref()
                .is_some_and(|keywords| !keywords.contains(text))
    }

    /// Whether a top-level item defines the names that first occur in it
    /// (`declare_before_use`).
    pub fn declares_before_use(&self) -> bool {
        self.declare_before_use
    }

    /// Whether the items in the bracketed body of a node of this kind (a
    /// namespace) count as top-level items themselves
    /// (`item_containers`).
    pub fn contains_items(&self, kind: KindId) -> bool {
        self.item_containers.contains(kind.index())
    }

    pub(crate) fn counts_words(&self, kind: KindId) -> bool {
        self.word_kinds.contains(kind.index())
    }

    /// Kinds never removed or replaced.
    pub(crate) fn is_kept(&self, kind: KindId) -> bool {
        self.keep.contains(kind.index())
    }

    /// Whether a node of this kind always has its contents offered in its
    /// place (`unwrap` in `grammars/<language>.toml`).
    pub fn unwraps(&self, kind: KindId) -> bool {
        self.unwrap.contains(kind.index())
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

    /// The definitions whose uses can take their value (`[[inline]]`).
    pub fn inline_rules(&self) -> &[Inline] {
        &self.inline
    }

    /// Where locals may become parameters (`[parameters]`).
    pub fn parameters(&self) -> Option<&Parameters> {
        self.parameters.as_ref()
    }

    /// Where templates may become what they declare (`[templates]`).
    pub fn templates(&self) -> Option<&Templates> {
        self.templates.as_ref()
    }

    /// Where top-level items declare names, for the sweep (`[declares]`).
    pub fn declares(&self) -> Option<&Declares> {
        self.declares.as_ref()
    }

    /// What a reduction never needs (`[noise]`).
    pub fn noise(&self) -> &Noise {
        &self.noise
    }

    /// Where members read through aggregates may become variables
    /// (`[scalars]`).
    pub fn scalars(&self) -> Option<&Scalars> {
        self.scalars.as_ref()
    }

    /// The kinds that have `[[rewrites]]` marked `early` (or not), in the
    /// order first listed.
    pub fn rewritten_kinds(&self, early: bool) -> Vec<KindId> {
        let mut kinds: Vec<KindId> = Vec::new();
        for rule in self.rewrites.iter().filter(|r| r.early == early) {
            if !kinds.contains(&rule.kind) {
                kinds.push(rule.kind);
            }
        }
        kinds
    }

    /// Whether the tools that read this language accept more than its
    /// grammar, so that deletions the grammar forbids are worth a test
    /// (`lenient`).
    pub fn is_lenient(&self) -> bool {
        self.lenient
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

/// The `[[rewrites]]` of the overrides, with their kinds and fields
/// checked.
fn rewrites(
    names: &KindNames<'_>,
    parser: Option<&tree_sitter::Language>,
    rules: &[RewriteRule],
) -> Result<Vec<Rewrite>, LanguageError> {
    rules
        .iter()
        .map(|rule| {
            let to: Vec<Template> = rule
                .to
                .iter()
                .map(|t| Template::parse(t, names))
                .collect::<Result<_, _>>()?;
            for field in to.iter().flat_map(Template::fields) {
                if parser.and_then(|p| p.field_id_for_name(field)).is_none() {
                    return Err(LanguageError::Overrides(format!("unknown field `{field}`")));
                }
            }
            let multiple = to.iter().filter(|t| t.is_multiple()).count();
            if multiple > 1 {
                return Err(LanguageError::Overrides(format!(
                    "a rewrite of `{}` may take each child of one node only",
                    rule.kind
                )));
            }
            Ok(Rewrite {
                kind: names.one(&rule.kind)?,
                to,
                result: rule.result.as_deref().map(|r| names.one(r)).transpose()?,
                early: rule.early,
            })
        })
        .collect()
}

/// The automaton of each kind: the union of every rule that builds nodes
/// of that kind, and the kinds whose rules cannot become one (recursive
/// rules: none in C; DTD content models in XML), whose nodes are left as
/// they are.
fn automata(grammar: &Grammar, kinds: &Kinds) -> (Vec<Option<Arc<Nfa>>>, Vec<&'static str>) {
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
struct Standins {
    texts: Vec<Option<Arc<str>>>,
    by_hand: FixedBitSet,
}

/// The shortest text of each kind (a fixpoint over the rules), with the
/// overrides' vetoes and texts given by hand.
fn standins(
    grammar: Option<&Grammar>,
    names: &KindNames<'_>,
    overrides: &Overrides,
    glue: &Glue,
) -> Result<Standins, LanguageError> {
    let kinds = names.0;
    let mut standin: Vec<Option<Arc<str>>> = vec![None; kinds.len()];
    if let Some(grammar) = grammar {
        let vetoed: HashSet<String> = overrides.no_standin.iter().cloned().collect();
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
    for kind in names.set(&overrides.no_standin)?.ones() {
        standin[kind] = None;
    }
    let mut preferred = FixedBitSet::with_capacity(kinds.len());
    for (name, text) in &overrides.standin {
        let kind = names.one(name)?;
        standin[kind.index()] = Some(text.as_str().into());
        preferred.insert(kind.index());
    }
    Ok(Standins {
        texts: standin,
        by_hand: preferred,
    })
}

fn is_word(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$' || byte >= 0x80
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind a grammar rule names exists in the linked parser: the
    /// copy in `grammars/` belongs to this version of the grammar crate.
    fn check_vendored(language: &Language, grammar_json: &str) {
        let grammar = Grammar::parse(grammar_json).unwrap();
        let mut missing = Vec::new();
        // A rule used only under an alias is known to the parser by the
        // alias, so the direct content of an alias is not looked up.
        let mut visit = |rule: &Rule, stack: &mut Vec<Rule>| match rule {
            Rule::Symbol(name)
                if !grammar.is_hidden(name)
                    && grammar.rules.contains_key(name)
                    && language.kinds.lookup(name, true).is_none() =>
            {
                missing.push(name.clone());
            }
            Rule::Alias {
                value,
                named,
                content,
            } => {
                if language.kinds.lookup(value, *named).is_none() {
                    missing.push(value.clone());
                }
                if !matches!(**content, Rule::Symbol(_)) {
                    stack.push((**content).clone());
                }
            }
            Rule::Seq(m) | Rule::Choice(m) => stack.extend(m.iter().cloned()),
            Rule::Repeat(c) | Rule::Repeat1(c) => stack.push((**c).clone()),
            _ => {}
        };
        // Only rules the start rule (the root of any parse) or an extra
        // reaches: tree-sitter leaves the others out of the parser (C's
        // K&R parameter lists in C++).
        let root = crate::Tree::parse(
            &Arc::new(
                Language::new(
                    language.parser_language.clone().unwrap(),
                    grammar_json,
                    "name = \"x\"\nextensions = []\n",
                )
                .unwrap(),
            ),
            Vec::new(),
        )
        .unwrap();
        let start = root.kind_name(root.root()).to_owned();
        let extras: Vec<String> = serde_json::from_str::<serde_json::Value>(grammar_json).unwrap()
            ["extras"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|e| e["name"].as_str().map(str::to_owned))
            .collect();
        let mut reached: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
        let mut names: Vec<String> = std::iter::once(start).chain(extras).collect();
        while let Some(name) = names.pop() {
            if !reached.insert(name.clone()) {
                continue;
            }
            let mut stack: Vec<Rule> = grammar.rules.get(&name).into_iter().cloned().collect();
            while let Some(rule) = stack.pop() {
                match rule {
                    Rule::Symbol(n) => names.push(n),
                    Rule::Alias { content, .. }
                    | Rule::Repeat(content)
                    | Rule::Repeat1(content)
                    | Rule::Token(content) => {
                        stack.push(*content);
                    }
                    Rule::Seq(m) | Rule::Choice(m) => stack.extend(m),
                    _ => {}
                }
            }
        }
        for (name, rule) in &grammar.rules {
            if !reached.contains(name) {
                continue;
            }
            let mut stack = vec![rule.clone()];
            while let Some(r) = stack.pop() {
                visit(&r, &mut stack);
            }
        }
        missing.retain(|m| reached.contains(m) || !grammar.rules.contains_key(m));
        assert!(
            missing.is_empty(),
            "{}: not in the parser: {missing:?}",
            language.name()
        );
    }

    #[test]
    fn vendored_grammars_match_the_parsers() {
        for (name, grammar) in crate::builtin::grammars() {
            let language = Language::by_name(name).unwrap();
            check_vendored(&language, grammar);
        }
    }

    /// Kinds whose rules give no automaton keep their children as they
    /// are; the list is known, so a new grammar cannot lose nodes without
    /// a word.
    #[test]
    fn kinds_without_automata_are_listed() {
        let expected: &[(&str, &[&str])] = &[
            ("c", &[]),
            ("cpp", &[]),
            ("xml", &["children"]),
            ("json", &[]),
            ("rust", &["let_chain"]),
            ("python", &[]),
            ("javascript", &[]),
            ("text", &[]),
        ];
        let listed: Vec<&str> = expected.iter().map(|(name, _)| *name).collect();
        assert_eq!(listed, Language::names(), "every language is listed here");
        for (name, kinds) in expected {
            let mut found = Language::by_name(name)
                .unwrap()
                .kinds_without_rules()
                .to_vec();
            found.sort_unstable();
            assert_eq!(&found, kinds, "{name}");
        }
    }

    #[test]
    fn standins_come_from_the_grammar() {
        let c = Language::c();
        let text = |kind: &str| c.standin(c.kind(kind).unwrap()).map(|t| t.to_string());
        assert_eq!(text("compound_statement").as_deref(), Some("{}"));
        assert_eq!(text("expression_statement").as_deref(), Some(";"));
        assert_eq!(text("number_literal").as_deref(), Some("0")); // by hand
        assert_eq!(text("identifier").as_deref(), Some("a"));
        assert_eq!(text("argument_list").as_deref(), Some("()"));
    }

    #[test]
    fn overrides_are_checked() {
        let parser: tree_sitter::Language = tree_sitter_c::LANGUAGE.into();
        let grammar = include_str!("../../../grammars/c.grammar.json");
        let unknown = "name = \"c\"\nextensions = []\nkeep = [\"no_such_kind\"]\n";
        assert!(matches!(
            Language::new(parser.clone(), grammar, unknown),
            Err(LanguageError::Overrides(_))
        ));
        let typo = "name = \"c\"\nextensions = []\nkepe = []\n";
        assert!(Language::new(parser, grammar, typo).is_err());
    }
}
