//! The overrides file, `grammars/<name>.toml`, as written: the keys the
//! tree crate reads (any other is handed on to the passes), and the kind
//! and field names in them resolved against the parser ([`KindNames`]).

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;

use crate::error::LanguageError;
use crate::implied::ImpliedTypeSection;
use crate::kinds::{KindId, KindSet, Kinds};
use crate::signs::Signs;

/// The overrides file, `grammars/<name>.toml`: the keys the tree crate
/// reads; any other is handed on to the passes.
#[derive(Debug, Deserialize)]
pub(crate) struct Overrides {
    pub(crate) name: String,
    /// `extensions` and `content_*`: detection reads them from the file
    /// itself ([`Signs`]); taken here so that they are not handed on.
    #[serde(flatten)]
    _signs: Signs,
    #[serde(default)]
    pub(crate) glue: String,
    #[serde(default)]
    pub(crate) glue_digit_dot: bool,
    #[serde(default)]
    pub(crate) indented_blocks: bool,
    #[serde(default)]
    pub(crate) names: Vec<String>,
    #[serde(default)]
    pub(crate) names_unless: HashMap<String, Vec<String>>,
    #[serde(default)]
    pub(crate) brackets: Vec<[String; 2]>,
    #[serde(default)]
    pub(crate) word_kinds: Vec<String>,
    #[serde(default)]
    pub(crate) spared_words: Vec<String>,
    #[serde(default)]
    pub(crate) keep: Vec<String>,
    #[serde(default)]
    pub(crate) unwrap: Vec<String>,
    #[serde(default)]
    pub(crate) standin: HashMap<String, String>,
    #[serde(default)]
    pub(crate) no_standin: Vec<String>,
    #[serde(default)]
    pub(crate) also_standin: Vec<String>,
    #[serde(default)]
    pub(crate) more_standins: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    pub(crate) merge_into: HashMap<String, String>,
    #[serde(default)]
    pub(crate) never_child: Vec<ParentChildren>,
    #[serde(default)]
    pub(crate) only_children: Vec<ParentChildren>,
    #[serde(default)]
    pub(crate) keep_field: Vec<KeepField>,
    #[serde(default)]
    pub(crate) never_hoist: Vec<NeverHoist>,
    #[serde(default)]
    pub(crate) error_groups: Vec<ErrorGroup>,
    pub(crate) implied_type: Option<ImpliedTypeSection>,
    /// Every other key, for the passes.
    #[serde(flatten)]
    pub(crate) handed_on: toml::Table,
}

/// `[[error_groups]]`: the brackets that nest the tokens of ERROR
/// regions (resolved as `GroupRule`s in `language.rs`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ErrorGroup {
    pub(crate) open: String,
    pub(crate) close: Vec<String>,
    pub(crate) name: Option<String>,
}

/// `[[never_child]]`: children the grammar allows under a parent but the
/// parser does not accept there in practice; `[[only_children]]`: the
/// only children a replacement may put under a parent, where the
/// language's compilers take fewer than the grammar (Java's expression
/// statement).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ParentChildren {
    pub(crate) parent: String,
    pub(crate) children: Vec<String>,
}

/// `[[keep_field]]`: a field whose child never goes, though the grammar
/// lets it (tree-sitter-cpp's `declaration` covers constructors, which
/// have no type; any other declaration without one does not parse).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct KeepField {
    pub(crate) parent: String,
    pub(crate) field: String,
}

/// `[[never_hoist]]`: the child in `field` of these parents never takes
/// its parent's place while the parent has a child in `while_field`: a
/// class defined here is not replaced by its own name (`struct S {…};` as
/// `S;`), which nothing would declare any more.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NeverHoist {
    pub(crate) parents: Vec<String>,
    pub(crate) field: String,
    pub(crate) while_field: String,
}

/// Resolves the kind and field names of an overrides file.
pub(crate) struct KindNames<'k> {
    pub(crate) kinds: &'k Kinds,
    pub(crate) parser: Option<&'k tree_sitter::Language>,
}

impl KindNames<'_> {
    /// The kind with this name: named first, then anonymous.
    pub(crate) fn one(&self, name: &str) -> Result<KindId, LanguageError> {
        self.kinds
            .lookup(name, true)
            .or_else(|| self.kinds.lookup(name, false))
            .ok_or_else(|| LanguageError::Overrides(format!("unknown kind `{name}`")))
    }

    pub(crate) fn set(&self, names: &[String]) -> Result<KindSet, LanguageError> {
        let mut set = KindSet::with_len(self.kinds.len());
        for name in names {
            set.insert(self.one(name)?);
        }
        Ok(set)
    }

    /// A field's name with the parser's lifetime.
    pub(crate) fn field(&self, name: &str) -> Result<&'static str, LanguageError> {
        field_named(self.parser, name)
            .ok_or_else(|| LanguageError::Overrides(format!("unknown field `{name}`")))
    }
}

/// The field called `name` in `parser`, with the parser's lifetime.
pub(crate) fn field_named(
    parser: Option<&tree_sitter::Language>,
    name: &str,
) -> Option<&'static str> {
    let parser = parser?;
    parser
        .field_id_for_name(name)
        .and_then(|id| parser.field_name_for_id(id.get()))
}
