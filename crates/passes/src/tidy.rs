//! A tidy result: no blank lines, no trailing blanks.

use whittle_reduce::{Element, Pass, Stopped, Work};

/// At the very end: the file without blank lines and without blanks at
/// line ends (tokens do not count them, readers do), and, in a language
/// whose brackets are single tokens, each line indented by its bracket
/// depth (a reduced file keeps the indentation of code that is gone).
/// Re-indented first, then only tidied; kept only if the test still
/// passes (a test may look at line numbers).
#[derive(Debug)]
pub struct Tidy;

impl Pass for Tidy {
    fn name(&self) -> &'static str {
        "tidy"
    }

    fn description(&self) -> &'static str {
        "remove blank lines and blanks at line ends, and re-indent lines by bracket depth"
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let root = tree.root();
        let text = tree.text(root);
        let tidied = tidy(text);
        let brackets: Vec<(&str, &str)> = tree
            .language()
            .bracket_pairs()
            .iter()
            .map(|&(o, c)| (tree.language().kind_name(o), tree.language().kind_name(c)))
            .filter(|(o, c)| o.len() == 1 && c.len() == 1)
            .collect();
        let mut candidates = Vec::new();
        if !brackets.is_empty() {
            candidates.push(reindent(&tidied, &brackets));
        }
        candidates.push(tidied);
        let offers: Vec<Element> = candidates
            .into_iter()
            .filter(|t| t.as_slice() != text)
            .filter_map(|t| String::from_utf8(t).ok()) // leave other bytes alone
            .map(|t| Element::whole_file(tree, t))
            .collect();
        work.first_interesting(&offers)?;
        Ok(())
    }
}

/// Each line indented by two spaces per bracket open at its start (one
/// less for a line that starts by closing one); brackets inside quotes
/// and comments do not count.
fn reindent(text: &[u8], brackets: &[(&str, &str)]) -> Vec<u8> {
    let opens: Vec<u8> = brackets.iter().map(|(o, _)| o.as_bytes()[0]).collect();
    let closes: Vec<u8> = brackets.iter().map(|(_, c)| c.as_bytes()[0]).collect();
    let mut out = Vec::with_capacity(text.len());
    let mut depth: usize = 0;
    let mut quote: Option<u8> = None;
    let mut block_comment = false;
    for line in text.split_inclusive(|&b| b == b'\n') {
        let start = line
            .iter()
            .take_while(|b| **b == b' ' || **b == b'\t')
            .count();
        let body = &line[start..];
        let in_code = quote.is_none() && !block_comment;
        let closing = in_code && body.first().is_some_and(|b| closes.contains(b));
        if in_code {
            let indent = if closing {
                depth.saturating_sub(1)
            } else {
                depth
            };
            out.extend(std::iter::repeat_n(b' ', 2 * indent));
            out.extend_from_slice(body);
        } else {
            out.extend_from_slice(line);
        }
        let mut i = 0;
        while i < body.len() {
            let b = body[i];
            match (quote, block_comment) {
                (Some(q), _) => {
                    if b == b'\\' {
                        i += 1;
                    } else if b == q || b == b'\n' {
                        quote = None;
                    }
                }
                (None, true) => {
                    if body[i..].starts_with(b"*/") {
                        block_comment = false;
                        i += 1;
                    }
                }
                (None, false) => {
                    if body[i..].starts_with(b"//") {
                        break;
                    } else if body[i..].starts_with(b"/*") {
                        block_comment = true;
                        i += 1;
                    } else if b == b'"' || b == b'\'' {
                        quote = Some(b);
                    } else if opens.contains(&b) {
                        depth += 1;
                    } else if closes.contains(&b) {
                        depth = depth.saturating_sub(1);
                    }
                }
            }
            i += 1;
        }
    }
    out
}

/// The lines of `text` without trailing blanks, blank ones left out; line
/// ends (LF or CRLF) and the end of the last line as they were.
fn tidy(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for line in text.split_inclusive(|&b| b == b'\n') {
        let (body, end): (&[u8], &[u8]) = if let Some(b) = line.strip_suffix(b"\r\n") {
            (b, b"\r\n")
        } else if let Some(b) = line.strip_suffix(b"\n") {
            (b, b"\n")
        } else {
            (line, b"")
        };
        let kept = body.len()
            - body
                .iter()
                .rev()
                .take_while(|b| **b == b' ' || **b == b'\t')
                .count();
        if kept == 0 {
            continue;
        }
        out.extend_from_slice(&body[..kept]);
        out.extend_from_slice(end);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{reindent, tidy};

    #[test]
    fn lines_are_indented_by_their_depth() {
        let brackets = [("(", ")"), ("{", "}")];
        let text = b"f()\n{\n                 x(\"{\", 1);\n       if (a) {\n b;\n }\n        }\n";
        assert_eq!(
            String::from_utf8(reindent(text, &brackets)).unwrap(),
            "f()\n{\n  x(\"{\", 1);\n  if (a) {\n    b;\n  }\n}\n"
        );
    }

    #[test]
    fn blank_lines_and_trailing_blanks_go() {
        assert_eq!(
            tidy(b"a()\n{\n \n\n    f(0);  \n}"),
            b"a()\n{\n    f(0);\n}"
        );
        assert_eq!(tidy(b"x;\r\n\r\ny; \r\n"), b"x;\r\ny;\r\n");
        assert_eq!(tidy(b"int x;\n"), b"int x;\n");
    }
}
