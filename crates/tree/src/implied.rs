//! Text a language implies where a file leaves it out: C89's implicit
//! `int` before a function declared or defined without a return type
//! (`f(int p) { … }`, `f(int);`). Compilers still accept such a
//! definition, and a fuzzer's crash often reduces to one, but
//! tree-sitter-c reads it as an ERROR region (or `f` as a type name and
//! `(p)` as a declarator), where no tree move can look into the function.
//!
//! This file holds the language's `[implied_type]` section and finds the
//! places where a file leaves the type out
//! ([`declarations_without_type`]). The parser then reads the file with
//! the implied text inserted before the name of each such declaration,
//! and the tree maps every node back onto the file's own bytes (both in
//! `reading.rs`): a node made of the inserted text becomes an empty node
//! where that text would stand, which counts no tokens and which no move
//! removes, like a MISSING token. The file itself is never changed.

use serde::Deserialize;

use crate::error::LanguageError;

/// `[implied_type]` in `grammars/<language>.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ImpliedTypeSection {
    /// The text the parser reads before the declaration's name.
    text: String,
    /// Words that may stand between the start of a declaration and the
    /// name (`static`): the text goes after them.
    #[serde(default)]
    after: Vec<String>,
    /// What begins a line of a preprocessor directive, which ends the
    /// declaration before it.
    #[serde(default)]
    directive: Option<String>,
    /// The brackets of a parameter list.
    parameters: [String; 2],
    /// The brackets of a body.
    body: [String; 2],
    /// Tokens that end a declaration.
    ends: Vec<String>,
}

/// [`ImpliedTypeSection`], resolved.
#[derive(Debug)]
pub(crate) struct ImpliedType {
    /// The text the parser reads before the declaration's name.
    pub(crate) text: Box<[u8]>,
    after: Vec<Box<[u8]>>,
    directive: Option<Box<[u8]>>,
    parameters: [Box<[u8]>; 2],
    body: [Box<[u8]>; 2],
    ends: Vec<Box<[u8]>>,
}

impl ImpliedType {
    pub(crate) fn resolve(section: &ImpliedTypeSection) -> Result<ImpliedType, LanguageError> {
        let bytes = |s: &String| -> Box<[u8]> { s.as_bytes().into() };
        if section.text.is_empty() {
            return Err(LanguageError::Overrides(
                "`implied_type.text` is empty: give the text the parser should read".into(),
            ));
        }
        Ok(ImpliedType {
            text: bytes(&section.text),
            after: section.after.iter().map(bytes).collect(),
            directive: section.directive.as_ref().map(bytes),
            parameters: section.parameters.each_ref().map(bytes),
            body: section.body.each_ref().map(bytes),
            ends: section.ends.iter().map(bytes).collect(),
        })
    }
}

/// What a token of the file is to the search for declarations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Name,
    /// A word that may come before the name (`static`).
    Before,
    ParametersOpen,
    ParametersClose,
    BodyOpen,
    BodyClose,
    /// A whole body the parser read without errors, not looked into.
    Body,
    End,
    /// A token on a directive's line.
    Directive,
    Other,
}

/// The offsets of the names of functions declared or defined at the top
/// level with no type: a name right after the start of a declaration
/// (the file's start, an end token, a function's body, a directive, then
/// any `after` words), followed by a parameter list and then a body or
/// an end token. `tree` is the parser's reading of `source`; `is_name`
/// says whether a leaf of a tree-sitter symbol names something (the
/// language's `names`).
pub(crate) fn declarations_without_type(
    implied: &ImpliedType,
    is_name: &impl Fn(u16) -> bool,
    source: &[u8],
    tree: &tree_sitter::Tree,
) -> Vec<usize> {
    let tokens = tokens(implied, is_name, source, tree);
    let mut points = Vec::new();
    // For each body opened and not yet closed: whether it follows a
    // parameter list (a function's body, after which a declaration starts).
    let mut open_bodies: Vec<bool> = Vec::new();
    let mut at_start = true;
    let mut previous = Class::End;
    for (i, &(start, class)) in tokens.iter().enumerate() {
        match class {
            Class::Directive => at_start = true,
            Class::End => at_start = true,
            Class::Before => {}
            Class::Body => at_start = previous == Class::ParametersClose,
            Class::BodyOpen => {
                open_bodies.push(previous == Class::ParametersClose);
                at_start = false;
            }
            Class::BodyClose => {
                at_start = open_bodies.pop().unwrap_or(true);
            }
            Class::Name if at_start && open_bodies.is_empty() => {
                if parameters_then_body_or_end(&tokens[i + 1..]) {
                    points.push(start);
                }
                at_start = false;
            }
            _ => at_start = false,
        }
        if class != Class::Directive {
            previous = class;
        }
    }
    points
}

/// Whether `tokens` start with a balanced parameter list followed by a
/// body or an end token.
fn parameters_then_body_or_end(tokens: &[(usize, Class)]) -> bool {
    if tokens.first().map(|t| t.1) != Some(Class::ParametersOpen) {
        return false;
    }
    let mut depth = 0usize;
    for (i, &(_, class)) in tokens.iter().enumerate() {
        match class {
            Class::ParametersOpen => depth += 1,
            Class::ParametersClose => {
                depth -= 1;
                if depth == 0 {
                    return matches!(
                        tokens.get(i + 1).map(|t| t.1),
                        Some(Class::BodyOpen | Class::Body | Class::End)
                    );
                }
            }
            Class::End | Class::BodyOpen | Class::BodyClose | Class::Body | Class::Directive => {
                return false;
            }
            _ => {}
        }
    }
    false
}

/// The file's tokens in order, with their start, as far as the search
/// needs them: comments left out, and a body the parser read without
/// errors as one token.
fn tokens(
    implied: &ImpliedType,
    is_name: &impl Fn(u16) -> bool,
    source: &[u8],
    tree: &tree_sitter::Tree,
) -> Vec<(usize, Class)> {
    let mut tokens = Vec::new();
    let mut lines = Lines {
        mark: implied.directive.as_deref(),
        source,
        line: 0..0,
        on_directive: false,
    };
    let mut cursor = tree.walk();
    loop {
        let node = cursor.node();
        let (start, end) = (node.start_byte(), node.end_byte());
        let text = &source[start..end];
        let mut descend = false;
        if start == end {
            // A MISSING token: not in the file.
        } else if lines.is_directive(start) {
            tokens.push((start, Class::Directive));
            descend = node.child_count() > 0;
        } else if node.child_count() == 0 {
            let class = implied.classify(is_name, node.kind_id(), text);
            // A comment is extra; so are the tokens of some error regions.
            if !(node.is_extra() && class == Class::Other) {
                tokens.push((start, class));
            }
        } else if !node.has_error()
            && text.starts_with(&implied.body[0])
            && text.ends_with(&implied.body[1])
            && node
                .child(0)
                .is_some_and(|c| c.end_byte() - c.start_byte() == implied.body[0].len())
        {
            tokens.push((start, Class::Body));
        } else if !node.has_error()
            && cursor.depth() == 1
            && !implied.may_start_with_place(is_name, node, source)
        {
            // A whole top-level item the parser read without errors, which
            // does not begin with a name and a parameter list: after it a
            // declaration starts, and nothing in it is a place.
            tokens.push((start, Class::End));
        } else {
            descend = true;
        }
        if !next_in_preorder(&mut cursor, descend, None) {
            return tokens;
        }
    }
}

/// Moves `cursor` to the next node in preorder, into the current node's
/// children only if `descend`, and never out of `within` (the cursor's
/// whole tree when `None`); false when there is none.
fn next_in_preorder(
    cursor: &mut tree_sitter::TreeCursor<'_>,
    descend: bool,
    within: Option<tree_sitter::Node<'_>>,
) -> bool {
    if descend && cursor.goto_first_child() {
        return true;
    }
    loop {
        if within == Some(cursor.node()) {
            return false;
        }
        if cursor.goto_next_sibling() {
            return true;
        }
        if !cursor.goto_parent() {
            return false;
        }
    }
}

impl ImpliedType {
    /// Whether the first tokens of `node` are `after` words, a name and a
    /// parameter list's opening bracket, as at a place.
    fn may_start_with_place(
        &self,
        is_name: &impl Fn(u16) -> bool,
        node: tree_sitter::Node<'_>,
        source: &[u8],
    ) -> bool {
        let mut cursor = node.walk();
        let mut seen_name = false;
        loop {
            let leaf = cursor.node();
            if leaf.child_count() == 0 && leaf.start_byte() < leaf.end_byte() {
                let text = &source[leaf.start_byte()..leaf.end_byte()];
                match self.classify(is_name, leaf.kind_id(), text) {
                    Class::Before if !seen_name => {}
                    Class::Name if !seen_name => seen_name = true,
                    Class::ParametersOpen => return seen_name,
                    Class::Other if leaf.is_extra() => {}
                    _ => return false,
                }
            }
            if !next_in_preorder(&mut cursor, true, Some(node)) {
                return false;
            }
        }
    }

    fn classify(&self, is_name: &impl Fn(u16) -> bool, symbol: u16, text: &[u8]) -> Class {
        if is_name(symbol) {
            Class::Name
        } else if *text == *self.parameters[0] {
            Class::ParametersOpen
        } else if *text == *self.parameters[1] {
            Class::ParametersClose
        } else if *text == *self.body[0] {
            Class::BodyOpen
        } else if *text == *self.body[1] {
            Class::BodyClose
        } else if self.ends.iter().any(|e| **e == *text) {
            Class::End
        } else if self.after.iter().any(|w| **w == *text) {
            Class::Before
        } else {
            Class::Other
        }
    }
}

/// Which lines are a directive's, asked in the order of the file.
struct Lines<'s> {
    mark: Option<&'s [u8]>,
    source: &'s [u8],
    /// The line asked about last, and whether it is a directive's.
    line: std::ops::Range<usize>,
    on_directive: bool,
}

impl Lines<'_> {
    /// Whether `offset` lies on a line that begins with the directive
    /// mark, or that continues such a line after a backslash.
    fn is_directive(&mut self, offset: usize) -> bool {
        let Some(mark) = self.mark else {
            return false;
        };
        if self.line.contains(&offset) {
            return self.on_directive;
        }
        let start = line_start(self.source, offset);
        let end = self.source[offset..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.source.len(), |p| offset + p);
        self.line = start..end;
        let mut start = start;
        self.on_directive = loop {
            let blanks = self.source[start..]
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t'))
                .count();
            if self.source[start + blanks..].starts_with(mark) {
                break true;
            }
            // A line continued from the one before it.
            let Some(before) = start.checked_sub(1) else {
                break false;
            };
            let text = &self.source[..before];
            if !text.strip_suffix(b"\r").unwrap_or(text).ends_with(b"\\") {
                break false;
            }
            start = line_start(self.source, before);
        };
        self.on_directive
    }
}

/// Where the line holding `offset` starts.
fn line_start(source: &[u8], offset: usize) -> usize {
    source[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1)
}
