//! Text a language implies where a file leaves it out: C89's implicit
//! `int` before a function declared or defined without a return type
//! (`f(int p) { … }`, `f(int);`). Compilers still accept such a
//! definition, and a fuzzer's crash often reduces to one, but
//! tree-sitter-c reads it as an ERROR region (or `f` as a type name and
//! `(p)` as a declarator), where no tree move can look into the function.
//!
//! So, for a language with an `[implied_type]` section, the parser reads
//! the file with the implied text inserted before the name of each such
//! declaration ([`read`]), and the tree maps every node back onto the
//! file's own bytes ([`Reading::to_file`]): a node made of the inserted
//! text becomes an empty node where that text would stand, which counts
//! no tokens and which no move removes, like a MISSING token. The file
//! itself is never changed.

use serde::Deserialize;

use crate::Language;
use crate::language::LanguageError;
use crate::tree::{ParseError, syntax_errors};

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
    text: Box<[u8]>,
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

/// What the parser read: a tree of the file, or of the file with the
/// implied text inserted, and where.
pub(crate) struct Reading {
    pub(crate) tree: tree_sitter::Tree,
    /// The text read, where it is not the file's.
    text: Option<Vec<u8>>,
    /// Where each insertion starts in the text read, in order.
    inserted: Vec<usize>,
    /// The length of each insertion.
    inserted_len: usize,
}

impl Reading {
    fn of_file(tree: tree_sitter::Tree) -> Reading {
        Reading {
            tree,
            text: None,
            inserted: Vec::new(),
            inserted_len: 0,
        }
    }

    /// The text the parser read, given the file's.
    pub(crate) fn text<'s>(&'s self, source: &'s [u8]) -> &'s [u8] {
        self.text.as_deref().unwrap_or(source)
    }

    /// The file's offset for an offset of the text read: inside an
    /// insertion, the place where it stands.
    pub(crate) fn to_file(&self, offset: usize) -> usize {
        let before = self.inserted.partition_point(|&at| at < offset);
        let Some(last) = before.checked_sub(1) else {
            return offset;
        };
        let (at, len) = (self.inserted[last], self.inserted_len);
        let shift = last * len;
        if offset < at + len {
            at - shift
        } else {
            offset - shift - len
        }
    }
}

/// Parses `source`; for a language with an implied type, again with the
/// type inserted where a declaration leaves it out. An insertion is kept
/// only where the declarator after it reads without errors (once more
/// without the others), and the reading only if it has no more syntax
/// errors than the file's own.
pub(crate) fn read(language: &Language, source: &[u8]) -> Result<Reading, ParseError> {
    let tree = parse(language, source)?;
    let Some(implied) = &language.implied_type else {
        return Ok(Reading::of_file(tree));
    };
    let mut points = declarations_without_type(implied, language, source, &tree);
    for _ in 0..2 {
        if points.is_empty() {
            break;
        }
        let reading = insert(language, source, &points, &implied.text)?;
        let fitting: Vec<usize> = points
            .iter()
            .zip(&reading.inserted)
            .filter(|&(_, &at)| {
                // The inserted type stands in a declaration, before a
                // declarator the parser read without errors.
                let read = reading.tree.root_node();
                read.descendant_for_byte_range(at, at + 1)
                    .filter(|type_| type_.parent().is_some_and(|p| !p.is_error()))
                    .and_then(|type_| type_.next_sibling())
                    .is_some_and(|declarator| !declarator.has_error())
            })
            .map(|(&point, _)| point)
            .collect();
        if fitting.len() == points.len() {
            if syntax_errors(&reading.tree) <= syntax_errors(&tree) {
                return Ok(reading);
            }
            break;
        }
        points = fitting;
    }
    Ok(Reading::of_file(tree))
}

/// The reading of `source` with `text` inserted at each of `points`.
fn insert(
    language: &Language,
    source: &[u8],
    points: &[usize],
    text: &[u8],
) -> Result<Reading, ParseError> {
    let len = text.len();
    let mut read = Vec::with_capacity(source.len() + points.len() * len);
    let mut inserted = Vec::with_capacity(points.len());
    let mut copied = 0;
    for &point in points {
        read.extend_from_slice(&source[copied..point]);
        inserted.push(read.len());
        read.extend_from_slice(text);
        copied = point;
    }
    read.extend_from_slice(&source[copied..]);
    Ok(Reading {
        tree: parse(language, &read)?,
        text: Some(read),
        inserted,
        inserted_len: len,
    })
}

fn parse(language: &Language, source: &[u8]) -> Result<tree_sitter::Tree, ParseError> {
    if u32::try_from(source.len()).is_err() {
        return Err(ParseError::TooLarge);
    }
    let mut parser = tree_sitter::Parser::new();
    let Some(parser_language) = &language.parser_language else {
        return Err(ParseError::NoTree(language.name().to_owned()));
    };
    parser
        .set_language(parser_language)
        .map_err(|e| ParseError::Language(language.name().to_owned(), e.to_string()))?;
    parser
        .parse(source, None)
        .ok_or_else(|| ParseError::NoTree(language.name().to_owned()))
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
/// an end token.
fn declarations_without_type(
    implied: &ImpliedType,
    language: &Language,
    source: &[u8],
    tree: &tree_sitter::Tree,
) -> Vec<usize> {
    let tokens = tokens(implied, language, source, tree);
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
    language: &Language,
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
            let class = implied.classify(language, node.kind_id(), text);
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
            && !implied.may_start_with_place(language, node, source)
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
        language: &Language,
        node: tree_sitter::Node<'_>,
        source: &[u8],
    ) -> bool {
        let mut cursor = node.walk();
        let mut seen_name = false;
        loop {
            let leaf = cursor.node();
            if leaf.child_count() == 0 && leaf.start_byte() < leaf.end_byte() {
                let text = &source[leaf.start_byte()..leaf.end_byte()];
                match self.classify(language, leaf.kind_id(), text) {
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

    fn classify(&self, language: &Language, symbol: u16, text: &[u8]) -> Class {
        if language
            .name_kinds()
            .contains(language.kinds.of_symbol(symbol))
        {
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
