//! A tidy result: no blank lines, no trailing blanks.

use std::sync::Arc;

use whittle_tree::{Edit, Replacement};

use crate::pass::{Element, Pass, Stage, Stopped, Work};

/// At the very end, one candidate: the file without blank lines and
/// without blanks at line ends (tokens do not count them, readers do). It
/// is kept only if the test still passes (a test may look at line
/// numbers).
#[derive(Debug)]
pub struct Tidy;

impl Pass for Tidy {
    fn name(&self) -> &'static str {
        "tidy"
    }

    fn description(&self) -> &'static str {
        "at the end: remove blank lines and blanks at line ends"
    }

    fn stage(&self) -> Stage {
        Stage::Final
    }

    fn run(&self, work: &mut Work<'_, '_>) -> Result<(), Stopped> {
        let tree = work.tree();
        let root = tree.root();
        let text = tree.text(root);
        let tidied = tidy(text);
        if tidied == text {
            return Ok(());
        }
        let Ok(tidied) = std::str::from_utf8(&tidied) else {
            return Ok(()); // a stand-in text is UTF-8; leave other bytes alone
        };
        let element = Element {
            edits: vec![Edit::Replace(
                root,
                Replacement::Text {
                    text: Arc::from(tidied),
                    kind: tree.kind(root),
                },
            )],
            checked: false,
        };
        work.first_interesting(&[element])?;
        Ok(())
    }
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
    use super::tidy;

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
