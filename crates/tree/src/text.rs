//! Plain text, for files of no language whittle knows: lines, and in each
//! line its tokens (words, numbers, strings, punctuation), brackets nested
//! when they close on the same line. Every list is free: any line, any
//! token, any bracketed group may go.

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

/// A token of a line, or a bracketed group of them.
enum Item {
    Token(&'static str, bool, u32, u32),
    Group(Vec<Item>),
}

impl Item {
    fn start(&self) -> u32 {
        match self {
            Item::Token(_, _, start, _) => *start,
            Item::Group(items) => items.first().map_or(0, Item::start),
        }
    }

    fn end(&self) -> u32 {
        match self {
            Item::Token(_, _, _, end) => *end,
            Item::Group(items) => items.last().map_or(0, Item::end),
        }
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b >= 0x80
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

/// Nests a line's tokens by their brackets; an opener never closed and a
/// closer never opened stay plain tokens.
fn nest(tokens: Vec<(&'static str, bool, u32, u32)>) -> Vec<Item> {
    let closer = |open: &str| match open {
        "(" => Some(")"),
        "[" => Some("]"),
        "{" => Some("}"),
        _ => None,
    };
    // The open groups: their opener and what they hold so far.
    let mut frames: Vec<(Option<&str>, Vec<Item>)> = vec![(None, Vec::new())];
    for (kind, named, start, end) in tokens {
        let token = Item::Token(kind, named, start, end);
        if closer(kind).is_some() {
            frames.push((Some(kind), vec![token]));
            continue;
        }
        let open = frames
            .iter()
            .rposition(|(opener, _)| opener.and_then(closer) == Some(kind));
        match open {
            Some(at) => {
                // Openers left open inside are plain tokens.
                while frames.len() > at + 1 {
                    if let Some((_, items)) = frames.pop()
                        && let Some((_, below)) = frames.last_mut()
                    {
                        below.extend(items);
                    }
                }
                if let Some((_, mut items)) = frames.pop() {
                    items.push(token);
                    if let Some((_, below)) = frames.last_mut() {
                        below.push(Item::Group(items));
                    }
                }
            }
            None => {
                if let Some((_, items)) = frames.last_mut() {
                    items.push(token);
                }
            }
        }
    }
    while frames.len() > 1 {
        if let Some((_, items)) = frames.pop()
            && let Some((_, below)) = frames.last_mut()
        {
            below.extend(items);
        }
    }
    frames.pop().map(|(_, items)| items).unwrap_or_default()
}

/// Appends `items` (children of `parent`, at `depth`) in preorder.
fn emit(out: &mut Vec<Piece>, items: Vec<Item>, parent: u32, depth: u32) {
    for item in items {
        let id = out.len() as u32;
        match item {
            Item::Token(kind, named, start, end) => out.push(Piece {
                kind,
                named,
                start,
                end,
                parent: Some(parent),
                depth,
            }),
            Item::Group(items) => {
                let (start, end) = (
                    items.first().map_or(0, Item::start),
                    items.last().map_or(0, Item::end),
                );
                out.push(Piece {
                    kind: "group",
                    named: true,
                    start,
                    end,
                    parent: Some(parent),
                    depth,
                });
                emit(out, items, id, depth + 1);
            }
        }
    }
}

/// The outline of a plain-text file, in preorder: the file, its lines
/// (from their first token to their last), their tokens and groups.
pub(crate) fn outline(source: &[u8]) -> Vec<Piece> {
    let mut out = vec![Piece {
        kind: "file",
        named: true,
        start: 0,
        end: source.len() as u32,
        parent: None,
        depth: 0,
    }];
    let mut offset = 0u32;
    for line in source.split_inclusive(|&b| b == b'\n') {
        let items = nest(tokens(line, offset));
        offset += line.len() as u32;
        let (Some(first), Some(last)) = (items.first(), items.last()) else {
            continue;
        };
        let id = out.len() as u32;
        out.push(Piece {
            kind: "line",
            named: true,
            start: first.start(),
            end: last.end(),
            parent: Some(0),
            depth: 1,
        });
        emit(&mut out, items, id, 2);
    }
    out
}
