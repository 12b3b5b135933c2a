//! Text in UTF-16 or UTF-32: reduced as UTF-8, written in its own
//! encoding.
//!
//! A file that starts with a UTF-16 or UTF-32 byte order mark (XML
//! allows them, Windows tools write them) is full of NUL bytes and would
//! otherwise be reduced as bytes. It is decoded once when it is read, the
//! mark dropped; its language's parser and passes see UTF-8; and every
//! file written from it (each candidate the test sees, each result, the
//! backup) is encoded back, mark first. A file is decoded only where
//! encoding its text gives its bytes back exactly, so its original and
//! its backup are byte for byte what the user had.

use std::borrow::Cow;

/// How a file's text is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Encoding {
    /// As it is: UTF-8 (with or without its mark), other text, or bytes.
    #[default]
    AsIs,
    Utf16Le,
    Utf16Be,
    Utf32Le,
    Utf32Be,
}

impl Encoding {
    /// The encoding the byte order mark at the start of `bytes` names,
    /// and the text after it as UTF-8; `None` where there is no UTF-16 or
    /// UTF-32 mark, the rest is not valid in that encoding, the text holds
    /// a NUL character (then it is bytes after all), or encoding the text
    /// again would not give `bytes` back.
    pub fn decode(bytes: &[u8]) -> Option<(Encoding, Vec<u8>)> {
        // UTF-32LE's mark starts with UTF-16LE's: try it first.
        [
            Encoding::Utf32Le,
            Encoding::Utf32Be,
            Encoding::Utf16Le,
            Encoding::Utf16Be,
        ]
        .into_iter()
        .find_map(|encoding| {
            let text = encoding.decode_after_mark(bytes)?;
            let exact = !text.contains('\0') && *encoding.encode(text.as_bytes()) == *bytes;
            exact.then(|| (encoding, text.into_bytes()))
        })
    }

    fn decode_after_mark(self, bytes: &[u8]) -> Option<String> {
        let rest = bytes.strip_prefix(self.mark())?;
        match self {
            Encoding::AsIs => None,
            Encoding::Utf16Le | Encoding::Utf16Be => {
                if rest.len() % 2 != 0 {
                    return None;
                }
                let units = rest.chunks_exact(2).map(|pair| {
                    let pair = [pair[0], pair[1]];
                    if self == Encoding::Utf16Le {
                        u16::from_le_bytes(pair)
                    } else {
                        u16::from_be_bytes(pair)
                    }
                });
                char::decode_utf16(units)
                    .collect::<Result<String, _>>()
                    .ok()
            }
            Encoding::Utf32Le | Encoding::Utf32Be => {
                if rest.len() % 4 != 0 {
                    return None;
                }
                rest.chunks_exact(4)
                    .map(|quad| {
                        let quad = [quad[0], quad[1], quad[2], quad[3]];
                        char::from_u32(if self == Encoding::Utf32Le {
                            u32::from_le_bytes(quad)
                        } else {
                            u32::from_be_bytes(quad)
                        })
                    })
                    .collect()
            }
        }
    }

    /// The byte order mark that starts a file in this encoding.
    fn mark(self) -> &'static [u8] {
        match self {
            Encoding::AsIs => b"",
            Encoding::Utf16Le => b"\xff\xfe",
            Encoding::Utf16Be => b"\xfe\xff",
            Encoding::Utf32Le => b"\xff\xfe\x00\x00",
            Encoding::Utf32Be => b"\x00\x00\xfe\xff",
        }
    }

    /// `text` (UTF-8) as a file in this encoding, mark first. A cut that
    /// split a character (which no language's tokens do) leaves bytes
    /// that are not UTF-8: each such run is written as U+FFFD.
    pub fn encode(self, text: &[u8]) -> Cow<'_, [u8]> {
        if self == Encoding::AsIs {
            return Cow::Borrowed(text);
        }
        let text = String::from_utf8_lossy(text);
        let mut out = Vec::with_capacity(self.mark().len() + 4 * text.len());
        out.extend_from_slice(self.mark());
        match self {
            Encoding::AsIs => {}
            Encoding::Utf16Le => text
                .encode_utf16()
                .for_each(|u| out.extend_from_slice(&u.to_le_bytes())),
            Encoding::Utf16Be => text
                .encode_utf16()
                .for_each(|u| out.extend_from_slice(&u.to_be_bytes())),
            Encoding::Utf32Le => text
                .chars()
                .for_each(|c| out.extend_from_slice(&u32::from(c).to_le_bytes())),
            Encoding::Utf32Be => text
                .chars()
                .for_each(|c| out.extend_from_slice(&u32::from(c).to_be_bytes())),
        }
        Cow::Owned(out)
    }

    /// The name users know it by (`UTF-16LE`); `None` for [`Encoding::AsIs`].
    pub fn name(self) -> Option<&'static str> {
        match self {
            Encoding::AsIs => None,
            Encoding::Utf16Le => Some("UTF-16LE"),
            Encoding::Utf16Be => Some("UTF-16BE"),
            Encoding::Utf32Le => Some("UTF-32LE"),
            Encoding::Utf32Be => Some("UTF-32BE"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_encoding_decodes_what_it_encodes_byte_for_byte() {
        let text = "<a>héllo 𝄞 wörld</a>\r\n";
        for encoding in [
            Encoding::Utf16Le,
            Encoding::Utf16Be,
            Encoding::Utf32Le,
            Encoding::Utf32Be,
        ] {
            let file = encoding.encode(text.as_bytes()).into_owned();
            assert!(file.starts_with(encoding.mark()));
            let (seen, decoded) = Encoding::decode(&file).unwrap();
            assert_eq!(seen, encoding);
            assert_eq!(decoded, text.as_bytes());
        }
    }

    #[test]
    fn files_without_a_mark_or_not_valid_after_it_are_not_decoded() {
        assert_eq!(Encoding::decode(b"plain text"), None);
        assert_eq!(Encoding::decode(b"\xef\xbb\xbfUTF-8 with its mark"), None);
        // An odd number of bytes after a UTF-16 mark.
        assert_eq!(Encoding::decode(b"\xff\xfea\x00b"), None);
        // A lone surrogate.
        assert_eq!(Encoding::decode(b"\xff\xfe\x00\xd8a\x00"), None);
        // A NUL character: bytes after all.
        assert_eq!(Encoding::decode(b"\xff\xfea\x00\x00\x00b\x00"), None);
        // Random bytes after the mark.
        assert_eq!(Encoding::decode(b"\xfe\xff\xd8\x00\xd8\x00"), None);
    }

    #[test]
    fn a_split_character_is_written_as_a_replacement_character() {
        let written = Encoding::Utf16Le.encode(b"a\xc3");
        assert_eq!(&*written, b"\xff\xfea\x00\xfd\xff");
        assert_eq!(&*Encoding::AsIs.encode(b"a\xc3"), b"a\xc3");
    }
}
