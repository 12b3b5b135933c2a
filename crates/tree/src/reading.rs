//! How the parser reads a file: tree-sitter's parse of its bytes, or,
//! for a language with an `[implied_type]`, of its bytes with the implied
//! text inserted where a declaration leaves it out (see `implied.rs`),
//! and how an offset of the text read maps back onto the file
//! ([`Reading::to_file`]). The tree is built from a reading; the file
//! itself is never changed.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::error::ParseError;
use crate::implied::declarations_without_type;
use crate::language::Language;

/// What may end a parse before it is done (see
/// [`crate::Tree::parse_within`]): a flag set from elsewhere (whittle is
/// stopping), or a moment past which the parse gives up (a parser that
/// cannot keep up with a file's shape, such as tree-sitter-xml's scanner
/// on 100,000 nested elements, which costs depth x elements). tree-sitter
/// asks every 100 of its operations whether to go on, a few times a
/// second even where it is slowest, so a parse ends soon after either.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseLimits<'a> {
    /// The parse stops ([`ParseError::Stopped`]) once this is set.
    pub stop: Option<&'a AtomicBool>,
    /// The parse gives up ([`ParseError::OutOfTime`]) at this moment.
    pub deadline: Option<Instant>,
}

impl ParseLimits<'_> {
    /// No limit: the parse runs to its end.
    pub const NONE: ParseLimits<'static> = ParseLimits {
        stop: None,
        deadline: None,
    };

    /// Why the parse must end now, if it must.
    fn reached(&self, language: &Language) -> Option<ParseError> {
        if self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            return Some(ParseError::Stopped);
        }
        if self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            return Some(ParseError::OutOfTime(language.name().to_owned()));
        }
        None
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
/// Every parse of it ends early when `limits` say.
pub(crate) fn read(
    language: &Language,
    source: &[u8],
    limits: ParseLimits<'_>,
) -> Result<Reading, ParseError> {
    let tree = parse(language, source, limits)?;
    let Some(implied) = &language.implied_type else {
        return Ok(Reading::of_file(tree));
    };
    let is_name = |symbol| {
        language
            .name_kinds()
            .contains(language.kinds.of_symbol(symbol))
    };
    let mut points = declarations_without_type(implied, &is_name, source, &tree);
    for _ in 0..2 {
        if points.is_empty() {
            break;
        }
        let reading = insert(language, source, &points, &implied.text, limits)?;
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
    limits: ParseLimits<'_>,
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
        tree: parse(language, &read, limits)?,
        text: Some(read),
        inserted,
        inserted_len: len,
    })
}

fn parse(
    language: &Language,
    source: &[u8],
    limits: ParseLimits<'_>,
) -> Result<tree_sitter::Tree, ParseError> {
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
    if limits.stop.is_none() && limits.deadline.is_none() {
        return parser
            .parse(source, None)
            .ok_or_else(|| ParseError::NoTree(language.name().to_owned()));
    }
    // The same parse, asked now and then whether to go on: a parse that
    // is never told to stop gives the same tree as the one above.
    if let Some(e) = limits.reached(language) {
        return Err(e);
    }
    let mut ended = None;
    let mut go_on = |_: &tree_sitter::ParseState| {
        ended = limits.reached(language);
        match ended {
            Some(_) => ControlFlow::Break(()),
            None => ControlFlow::Continue(()),
        }
    };
    let len = source.len();
    let tree = parser.parse_with_options(
        &mut |i, _| if i < len { &source[i..] } else { &[] },
        None,
        Some(tree_sitter::ParseOptions::new().progress_callback(&mut go_on)),
    );
    match (tree, ended) {
        (_, Some(e)) => Err(e),
        (Some(tree), None) => Ok(tree),
        (None, None) => Err(ParseError::NoTree(language.name().to_owned())),
    }
}

/// ERROR and MISSING nodes in a tree-sitter tree (what
/// [`crate::Tree::error_count`] counts), looking inside only the nodes
/// that contain some. (`has_error` can be false on an ERROR leaf itself.)
pub fn syntax_errors(tree: &tree_sitter::Tree) -> usize {
    let mut count = 0;
    let mut stack = vec![tree.root_node()];
    while let Some(node) = stack.pop() {
        count += usize::from(node.is_error()) + usize::from(node.is_missing());
        if node.has_error() {
            let mut cursor = node.walk();
            stack.extend(node.children(&mut cursor));
        }
    }
    count
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// A parse with limits it does not reach reads the same tree as one
    /// without; a flag set or a deadline passed ends it with their error.
    #[test]
    fn limits_end_a_parse_and_change_nothing_otherwise() {
        let language = Language::xml();
        let source = format!("{}x{}", "<a>".repeat(300), "</a>".repeat(300)).into_bytes();
        let sexp = |limits| -> Result<String, ParseError> {
            Ok(parse(&language, &source, limits)?.root_node().to_sexp())
        };
        let stop = AtomicBool::new(false);
        let far = ParseLimits {
            stop: Some(&stop),
            deadline: Some(Instant::now() + Duration::from_secs(3600)),
        };
        assert_eq!(sexp(far).unwrap(), sexp(ParseLimits::NONE).unwrap());
        stop.store(true, Ordering::Relaxed);
        assert!(matches!(sexp(far), Err(ParseError::Stopped)));
        let past = ParseLimits {
            stop: None,
            deadline: Some(Instant::now()),
        };
        assert!(matches!(sexp(past), Err(ParseError::OutOfTime(_))));
    }
}
