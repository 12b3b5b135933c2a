//! Taking out of a message what a reduction changes.

/// What [`fixed_parts`] takes out besides quoted text and paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbers {
    /// Numbers too: the program's sizes, values, line numbers.
    Out,
    /// Numbers and paths stay: they are the tool's own (`at
    /// cp/pt.cc:8728`).
    Kept,
}

/// The most fixed parts a message gives: more would tie the signature to
/// the wording around names that a reduction may change anyway.
const MOST_PARTS: usize = 3;

/// The parts of `message` that do not depend on the program: what is
/// left when quoted text (`'x'`, `"x"`, `` `x` ``, `‘x’`, `“x”`) and,
/// with [`Numbers::Out`], words holding a path (a `/`) and numbers
/// standing alone (`256`, `0x1f`, `2.5`) are cut out. Each part is
/// trimmed; parts without three letters (`: `, `(`) are dropped, and so are parts after
/// the first [`MOST_PARTS`].
pub fn fixed_parts(message: &str, numbers: Numbers) -> Vec<String> {
    let chars: Vec<char> = message.chars().collect();
    let mut parts = Vec::new();
    let mut part = String::new();
    let mut i = 0;
    let cut = |part: &mut String, parts: &mut Vec<String>| {
        let trimmed = part.trim();
        if trimmed.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
            parts.push(trimmed.to_owned());
        }
        part.clear();
    };
    while i < chars.len() {
        let c = chars[i];
        let before = i.checked_sub(1).map(|j| chars[j]);
        let word_before = before.is_some_and(|b| b.is_alphanumeric() || b == '_');
        // A quote opens quoted text, unless it is an apostrophe inside a
        // word (`don't`).
        if let Some(close) = closing_quote(c)
            && !(c == '\'' && word_before)
        {
            cut(&mut part, &mut parts);
            let end = chars[i + 1..]
                .iter()
                .position(|&d| d == close || (c == '`' && d == '\''))
                .map_or(chars.len(), |p| i + 1 + p + 1);
            i = end;
            continue;
        }
        if c.is_ascii_digit() && !word_before && numbers == Numbers::Out {
            let end = number_end(&chars, i);
            let word_after = chars
                .get(end)
                .is_some_and(|a| a.is_alphanumeric() || *a == '_');
            if !word_after {
                cut(&mut part, &mut parts);
                i = end;
                continue;
            }
        }
        if !c.is_whitespace() && !word_before_is_space_or_start(&chars, i) {
            part.push(c);
            i += 1;
            continue;
        }
        // At the start of a word: a word holding a path goes whole.
        if !c.is_whitespace() && numbers == Numbers::Out {
            let end = chars[i..]
                .iter()
                .position(|d| d.is_whitespace())
                .map_or(chars.len(), |p| i + p);
            if chars[i..end].contains(&'/') {
                cut(&mut part, &mut parts);
                i = end;
                continue;
            }
        }
        part.push(c);
        i += 1;
    }
    cut(&mut part, &mut parts);
    let mut unique = Vec::new();
    for part in parts {
        if !unique.contains(&part) {
            unique.push(part);
        }
    }
    unique.truncate(MOST_PARTS);
    unique
}

/// Whether the character before `i` is blank, or `i` starts the text.
fn word_before_is_space_or_start(chars: &[char], i: usize) -> bool {
    i == 0 || chars[i - 1].is_whitespace()
}

/// The quote that closes one opened by `c`, if `c` opens quoted text.
fn closing_quote(c: char) -> Option<char> {
    match c {
        '\'' => Some('\''),
        '"' => Some('"'),
        '`' => Some('`'),
        '‘' => Some('’'),
        '“' => Some('”'),
        '«' => Some('»'),
        _ => None,
    }
}

/// Where the number starting at `i` ends: digits, a hexadecimal `0x`
/// prefix and its digits, one decimal point followed by digits.
fn number_end(chars: &[char], i: usize) -> usize {
    let mut j = i;
    if chars[j] == '0' && matches!(chars.get(j + 1), Some('x' | 'X')) {
        j += 2;
        while chars.get(j).is_some_and(char::is_ascii_hexdigit) {
            j += 1;
        }
        return j;
    }
    while chars.get(j).is_some_and(char::is_ascii_digit) {
        j += 1;
    }
    if chars.get(j) == Some(&'.') && chars.get(j + 1).is_some_and(char::is_ascii_digit) {
        j += 1;
        while chars.get(j).is_some_and(char::is_ascii_digit) {
            j += 1;
        }
    }
    j
}

/// `line` without a leading location: `file:12:3: `, `file:12: `,
/// `file(12,3): `, `file(12): `, `file: ` (a tool's or file's name and a
/// colon, before text).
pub fn without_location(line: &str) -> &str {
    let trimmed = line.trim_start();
    let Some(first) = trimmed.split_whitespace().next() else {
        return trimmed;
    };
    // `file:12:3:` or `file(12,3):` as the first word.
    let located = first.ends_with(':')
        && first[..first.len() - 1]
            .rsplit([':', '(', ','])
            .next()
            .is_some_and(|tail| {
                let tail = tail.trim_end_matches(')');
                !tail.is_empty() && tail.chars().all(|c| c.is_ascii_digit())
            });
    if located {
        return trimmed[first.len()..].trim_start();
    }
    trimmed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_names_numbers_and_paths_go() {
        assert_eq!(
            fixed_parts("name 'undefined_name' is not defined", Numbers::Out),
            ["name", "is not defined"]
        );
        assert_eq!(
            fixed_parts(
                "Excessive depth in document: 256 use XML_PARSE_HUGE option",
                Numbers::Out
            ),
            ["Excessive depth in document:", "use XML_PARSE_HUGE option"]
        );
        assert_eq!(
            fixed_parts("in expand_expr_real_1, at expr.cc:8728", Numbers::Kept),
            ["in expand_expr_real_1, at expr.cc:8728"]
        );
        assert_eq!(
            fixed_parts("cannot open /tmp/x/run-3/input.c now", Numbers::Out),
            ["cannot open", "now"]
        );
        assert_eq!(fixed_parts("don't stop", Numbers::Out), ["don't stop"]);
        assert_eq!(
            fixed_parts("utf8 in E0382", Numbers::Out),
            ["utf8 in E0382"]
        );
    }

    #[test]
    fn locations_go() {
        assert_eq!(without_location("a.c:12:3: error: x"), "error: x");
        assert_eq!(without_location("a.ts(12,3): error TS1: x"), "error TS1: x");
        assert_eq!(
            without_location("a.xml:15: parser error : x"),
            "parser error : x"
        );
        assert_eq!(without_location("error: x"), "error: x");
    }
}
