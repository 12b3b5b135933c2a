//! Which neighbouring characters fuse into one token (`glue` and
//! `glue_digit_dot` in `grammars/<language>.toml`), and which bytes are
//! word characters.

/// Which neighbouring characters fuse into one token.
#[derive(Debug)]
pub(crate) struct Glue {
    operators: Vec<u8>,
    digit_dot: bool,
}

impl Glue {
    /// Glue of these operator characters, and of a digit with a dot if
    /// `digit_dot`; word characters always fuse.
    pub(crate) fn new(operators: &str, digit_dot: bool) -> Glue {
        Glue {
            operators: operators.as_bytes().to_vec(),
            digit_dot,
        }
    }

    pub(crate) fn glues(&self, a: u8, b: u8) -> bool {
        (is_word(a) && is_word(b))
            || (self.operators.contains(&a) && self.operators.contains(&b))
            || (self.digit_dot
                && (a.is_ascii_digit() && b == b'.' || a == b'.' && b.is_ascii_digit()))
    }
}

/// Whether a byte belongs to a word (a name, a keyword, a number): ASCII
/// letters and digits, `_`, `$` and every byte of a non-ASCII character.
/// The one definition the text lexer, the measure and the passes share.
pub const fn is_word(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$' || byte >= 0x80
}
