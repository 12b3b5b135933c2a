//! Syntax trees for whittle: parsing with tree-sitter, token weights,
//! edits that keep the grammar, and exact rendering.
//!
//! * [`Tree::parse`] turns bytes into an arena tree ([`NodeId`]s in
//!   preorder, kinds, byte ranges). Any bytes parse: syntax errors become
//!   ERROR nodes (see below), non-UTF-8 bytes and line ends are kept.
//! * An [`Edits`] set removes nodes and replaces nodes (by a descendant, by
//!   the named children of a node, or by a stand-in text);
//!   [`Tree::render`] applies it. With no edits the output is the input,
//!   byte for byte.
//! * The grammar knowledge answers which edits keep a node well-formed:
//!   [`Tree::removable_children`], [`Tree::complete`] (the separators that
//!   go with a removal) and [`Tree::replacements`].
//!
//! # Tokens and weights
//!
//! A token is a leaf of the tree, except for the text kinds listed as
//! `word_kinds` in `grammars/<language>.toml` (XML character data,
//! comments, CDATA), which count one token per whitespace-separated word,
//! as a reader would; text inside a node that no child covers (XML
//! attribute values) counts its words too. Zero-width (MISSING) tokens
//! count nothing. A node's [`weight`](Tree::weight) is the number of tokens
//! under it; the weighted delta-debugging algorithms use it.
//!
//! # Grammar knowledge
//!
//! Each rule of the language's `grammar.json` (shipped in the grammar
//! crates' `src/` folders, copied to `grammars/`) becomes an automaton over
//! the kinds of a node's children. A child can be removed when the rest of
//! the sequence is still accepted: that covers Perses' quantified children
//! (repetitions) and optional ones, and, because anonymous tokens next to
//! a removed child may be deleted with it, the separators of lists
//! (`f(a, b)` becomes `f(a)`, never `f(a,)`). Replacements are checked the
//! same way, and each kind's shortest text (for stand-ins) is a fixpoint
//! over the rules. `grammars/<language>.toml` holds the few things the
//! grammar cannot say; what in it belongs to a pass (rewrites, inlining,
//! declarations, …) is handed on unparsed, and the pass resolves it as a
//! [`Section`].
//!
//! Checks are local to a node's rule; the parser's full context
//! (precedence, conflicts) can still reject a result, which is rare and
//! measured by the `syntax-safety` benchmark.
//!
//! # Syntax errors
//!
//! Where the parser recovered, an ERROR node holds what it could not fit.
//! Its children are treated as a plain list: any of them may be removed, in
//! any combination; well-formed nodes inside it keep their own rules.
//! Children of a node whose rule does not accept them (after a recovery)
//! are treated the same way.
//!
//! tree-sitter often leaves such a region flat: a long run of tokens and
//! small nodes, with ERROR nodes directly inside ERROR nodes. The tree
//! flattens those and nests the run by the brackets listed as
//! `error_groups` in `grammars/<language>.toml` (`(` to `)` in C, a start
//! tag to the end tag of the same name in XML): each balanced part becomes
//! an ERROR node of its own, so that it can go in one step, while every
//! token may still go on its own. An opener never closed and a closer
//! never opened stay plain tokens.
//!
//! # Implied text
//!
//! A language may name a type the parser should read where a declaration
//! leaves it out (`[implied_type]`: C's implicit `int`, `f(int p) { … }`,
//! which tree-sitter-c reads as an ERROR region). The file is parsed
//! again with that text before each such declaration's name, and every
//! node is mapped back onto the file's bytes: the inserted type becomes an
//! empty node, which counts no tokens and no move removes. The tree's
//! source is always the file itself.

mod builtin;
mod bytes;
mod derived;
mod detect;
mod edits;
mod effects;
mod error;
mod glue;
mod grammar;
mod implied;
mod kinds;
mod language;
mod nfa;
mod overrides;
mod reading;
mod section;
mod shortest;
mod signs;
mod syntax;
mod text;
mod tree;
mod type_cache;

pub use builtin::grammars;
pub use detect::{Detection, DetectionReason};
pub use edits::{Edit, Edits, Part, Replacement};
pub use effects::AliveNodes;
pub use error::{LanguageError, ParseError, QueryError};
pub use glue::is_word;
pub use kinds::{KindId, KindSet};
pub use language::Language;
pub use reading::{ParseLimits, syntax_errors};
pub use section::{Key, Section, Source};
pub use tree::{NodeId, Tree};
