//! Bytes, for files that are not text (NUL bytes: a fuzzer's crash input,
//! an object file): every byte a token, nested in blocks of
//! [`FANOUT`]`^k` bytes, so that a level-by-level walk removes large
//! chunks first and single bytes last, as halfempty, Shrink Ray and
//! afl-tmin do. Every list is free, nothing glues: a removal takes exactly
//! the bytes of its nodes, and every other byte stays as it was.

use crate::text::Piece;

/// The kinds of a bytes tree.
pub(crate) const KINDS: &[(&str, bool)] = &[("file", true), ("block", true), ("byte", true)];

/// How many parts each block splits into: four children per node keeps
/// the levels few (nine for 100 KB) and each level's lists short.
const FANOUT: usize = 4;

/// The outline of a file as bytes, in preorder: the file, its blocks
/// (each of `FANOUT` smaller blocks, aligned from the file's start), and
/// each byte a leaf. A block of one byte is that byte.
pub(crate) fn outline(source: &[u8]) -> Vec<Piece> {
    let len = source.len();
    let mut out = Vec::with_capacity(len + len / (FANOUT - 1) + 1);
    out.push(Piece {
        kind: "file",
        named: true,
        start: 0,
        end: len as u32,
        parent: None,
        depth: 0,
    });
    children(&mut out, 0, len, 0, 1);
    out
}

/// Appends the parts of `start..end` (the node `parent`, at `depth - 1`)
/// in preorder.
fn children(out: &mut Vec<Piece>, start: usize, end: usize, parent: u32, depth: u32) {
    let len = end - start;
    // The largest power of FANOUT below the length: the parts' size.
    let mut part = 1;
    while part * FANOUT < len {
        part *= FANOUT;
    }
    let mut at = start;
    while at < end {
        let stop = (at + part).min(end);
        let id = out.len() as u32;
        let kind = if stop - at == 1 { "byte" } else { "block" };
        out.push(Piece {
            kind,
            named: true,
            start: at as u32,
            end: stop as u32,
            parent: Some(parent),
            depth,
        });
        if stop - at > 1 {
            children(out, at, stop, id, depth + 1);
        }
        at = stop;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each node's children cover it exactly, in order; the leaves are
    /// the bytes, one each.
    fn check(len: usize) {
        let source = vec![7u8; len];
        let pieces = outline(&source);
        let leaves: Vec<&Piece> = pieces.iter().filter(|p| p.kind == "byte").collect();
        assert_eq!(leaves.len(), len);
        for (i, leaf) in leaves.iter().enumerate() {
            assert_eq!((leaf.start, leaf.end), (i as u32, i as u32 + 1));
        }
        for (id, piece) in pieces.iter().enumerate() {
            let kids: Vec<&Piece> = pieces
                .iter()
                .filter(|p| p.parent == Some(id as u32))
                .collect();
            if piece.kind == "byte" {
                assert!(kids.is_empty());
                continue;
            }
            assert!(kids.len() <= FANOUT, "{len}: {} children", kids.len());
            let mut at = piece.start;
            for kid in kids {
                assert_eq!(kid.start, at);
                assert_eq!(kid.depth, piece.depth + 1);
                at = kid.end;
            }
            assert_eq!(at, piece.end);
        }
    }

    #[test]
    fn blocks_nest_down_to_bytes() {
        for len in [0, 1, 2, 3, 4, 5, 15, 16, 17, 63, 64, 65, 1000, 4097] {
            check(len);
        }
    }

    #[test]
    fn the_levels_are_few() {
        let pieces = outline(&vec![0u8; 100_000]);
        let deepest = pieces.iter().map(|p| p.depth).max().unwrap_or(0);
        assert!(deepest <= 10, "{deepest}");
    }
}
