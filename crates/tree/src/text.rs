//! Plain text, for files of no language whittle knows: lines, and in each
//! line its tokens (words, numbers, strings, punctuation), brackets nested
//! wherever they close, on the same line or a later one. Every list is
//! free: any line, any token, any bracketed group may go.

use crate::glue::is_word;

/// The kinds of a plain-text tree: named, then the brackets (anonymous,
/// spelled as their text, so the brackets pass finds them).
pub(crate) const KINDS: &[(&str, bool)] = &[
    ("file", true),
    ("line", true),
    ("word", true),
    ("number", true),
    ("string", true),
    ("punctuation", true),
    ("group", true),
    ("(", false),
    (")", false),
    ("[", false),
    ("]", false),
    ("{", false),
    ("}", false),
];

/// A node of the outline, in preorder.
pub(crate) struct Piece {
    pub(crate) kind: &'static str,
    pub(crate) named: bool,
    pub(crate) start: u32,
    pub(crate) end: u32,
    pub(crate) parent: Option<u32>,
    pub(crate) depth: u32,
}

/// Which bytes of `line` are not part of valid UTF-8.
fn invalid_bytes(line: &[u8]) -> Vec<bool> {
    let mut invalid = Vec::with_capacity(line.len());
    for chunk in line.utf8_chunks() {
        invalid.extend(std::iter::repeat_n(false, chunk.valid().len()));
        invalid.extend(std::iter::repeat_n(true, chunk.invalid().len()));
    }
    invalid
}

/// The tokens of `line`, which starts at `offset` in the file. A byte that
/// is not valid UTF-8 is a token of its own, so that binary-ish text
/// reduces byte by byte rather than as one long word.
fn tokens(line: &[u8], offset: u32) -> Vec<(&'static str, bool, u32, u32)> {
    let invalid = invalid_bytes(line);
    let is_word = |i: usize| is_word(line[i]) && !invalid[i];
    let mut out = Vec::new();
    let mut i = 0;
    while i < line.len() {
        let b = line[i];
        let start = i;
        let kind = if invalid[i] {
            i += 1;
            ("punctuation", true)
        } else if b.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if b.is_ascii_digit() {
            i += 1;
            while i < line.len() && (is_word(i) || line[i] == b'.') {
                i += 1;
            }
            ("number", true)
        } else if is_word(i) {
            while i < line.len() && is_word(i) {
                i += 1;
            }
            ("word", true)
        } else if b == b'"' || b == b'\'' {
            i += 1;
            while i < line.len() && line[i] != b && !invalid[i] {
                i += if line[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(line.len());
            ("string", true)
        } else {
            i += 1;
            match b {
                b'(' => ("(", false),
                b')' => (")", false),
                b'[' => ("[", false),
                b']' => ("]", false),
                b'{' => ("{", false),
                b'}' => ("}", false),
                _ => ("punctuation", true),
            }
        };
        out.push((kind.0, kind.1, offset + start as u32, offset + i as u32));
    }
    out
}

/// The closing bracket of an opening one.
fn closer(open: &str) -> Option<&'static str> {
    match open {
        "(" => Some(")"),
        "[" => Some("]"),
        "{" => Some("}"),
        _ => None,
    }
}

/// For each token, the index of the token that closes it, if it is an
/// opening bracket that is closed, anywhere later in the file. A closer
/// closes the innermost opener of its kind still open; the openers left
/// open inside that pair, and a closer with no opener of its kind, are
/// plain tokens. Each opener of a kind waits on that kind's stack, so the
/// matching is linear however the brackets nest.
fn matches(tokens: &[Token]) -> Vec<Option<u32>> {
    let mut closed_by = vec![None; tokens.len()];
    // Every opener still open, in order, and per kind where in that list
    // its openers are.
    let mut open: Vec<(usize, &str)> = Vec::new();
    let mut by_kind: [Vec<usize>; 3] = Default::default();
    let slot = |kind: &str| match kind {
        "(" | ")" => Some(0),
        "[" | "]" => Some(1),
        "{" | "}" => Some(2),
        _ => None,
    };
    for (i, token) in tokens.iter().enumerate() {
        let Some(k) = slot(token.kind) else {
            continue;
        };
        if closer(token.kind).is_some() {
            by_kind[k].push(open.len());
            open.push((i, token.kind));
            continue;
        }
        let Some(&at) = by_kind[k].last() else {
            continue; // a closer never opened
        };
        // Openers above `at` are left open inside the pair: plain tokens.
        while open.len() > at {
            if let Some((opener, kind)) = open.pop()
                && let Some(k) = slot(kind)
            {
                by_kind[k].pop();
                if open.len() == at {
                    closed_by[opener] = Some(i as u32);
                }
            }
        }
    }
    closed_by
}

/// A token of the file and the line it is on.
struct Token {
    kind: &'static str,
    named: bool,
    start: u32,
    end: u32,
    line: u32,
}

/// A node whose children are being placed: the file, or a bracketed
/// group.
struct Open {
    id: u32,
    /// Its closing bracket's index among the tokens (none for the file).
    closer: Option<usize>,
    /// Whether its children are grouped into lines: the file's are, and a
    /// group's when it spans lines.
    by_lines: bool,
    /// The line node now taking its children, and that line's number.
    line: Option<(u32, u32)>,
}

/// The outline of a plain-text file, in preorder: the file, its lines
/// (from their first token to their last), their tokens and groups. A
/// group runs from an opening bracket to the one that closes it, on the
/// same line or a later one; a group that spans lines holds its own lines,
/// so that `{` … `}` around a block of lines goes as one node, or keeps
/// its lines when its brackets go. Built with an explicit stack, in one
/// pass: nesting depth costs no recursion.
pub(crate) fn outline(source: &[u8]) -> Vec<Piece> {
    let mut tokens_of_file = Vec::new();
    let mut offset = 0u32;
    for (line, text) in source.split_inclusive(|&b| b == b'\n').enumerate() {
        tokens_of_file.extend(
            tokens(text, offset)
                .into_iter()
                .map(|(kind, named, start, end)| Token {
                    kind,
                    named,
                    start,
                    end,
                    line: line as u32,
                }),
        );
        offset += text.len() as u32;
    }
    let closed_by = matches(&tokens_of_file);
    let mut out = vec![Piece {
        kind: "file",
        named: true,
        start: 0,
        end: source.len() as u32,
        parent: None,
        depth: 0,
    }];
    let mut stack = vec![Open {
        id: 0,
        closer: None,
        by_lines: true,
        line: None,
    }];
    for (i, token) in tokens_of_file.iter().enumerate() {
        let closes_top = stack.last().and_then(|open| open.closer) == Some(i);
        if closes_top {
            // The group's closing bracket, its own child beside its lines.
            if let Some(group) = stack.pop() {
                push_token(&mut out, token, group.id);
            }
            continue;
        }
        let closer = closed_by[i].map(|c| c as usize);
        let end = closer.map_or(token.end, |c| tokens_of_file[c].end);
        let parent = place(&mut out, &mut stack, token.start, end, token.line);
        let Some(c) = closer else {
            push_token(&mut out, token, parent);
            continue;
        };
        let group = push(&mut out, "group", true, token.start, end, parent);
        push_token(&mut out, token, group);
        stack.push(Open {
            id: group,
            closer: Some(c),
            by_lines: tokens_of_file[c].line != token.line,
            line: None,
        });
    }
    out
}

/// Appends `token`, a child of `parent`.
fn push_token(out: &mut Vec<Piece>, token: &Token, parent: u32) {
    push(out, token.kind, token.named, token.start, token.end, parent);
}

/// Appends a node, a child of `parent`, and returns its id.
fn push(
    out: &mut Vec<Piece>,
    kind: &'static str,
    named: bool,
    start: u32,
    end: u32,
    parent: u32,
) -> u32 {
    let id = out.len() as u32;
    let depth = out[parent as usize].depth + 1;
    out.push(Piece {
        kind,
        named,
        start,
        end,
        parent: Some(parent),
        depth,
    });
    id
}

/// The parent of a child from `start` to `end` that starts on `line` of
/// the node on top of `stack`: that node, or, where its children go by
/// lines, the line node of `line` (started here if this is its first
/// child; a line ends where its last child ends).
fn place(out: &mut Vec<Piece>, stack: &mut [Open], start: u32, end: u32, line: u32) -> u32 {
    let Some(open) = stack.last_mut() else {
        return 0;
    };
    if !open.by_lines {
        return open.id;
    }
    match open.line {
        Some((id, number)) if number == line => {
            out[id as usize].end = end;
            id
        }
        _ => {
            let id = push(out, "line", true, start, end, open.id);
            open.line = Some((id, line));
            id
        }
    }
}
