//! Files that are not text: reduced as bytes (blocks, then single bytes),
//! the result byte-exact wherever nothing was removed; and text in UTF-16
//! or UTF-32 with a byte order mark, reduced in its language and written
//! back in its own encoding.
//!
//! The large variant (10 MB of random bytes) is ignored by default:
//! `cargo test --release --test bytes -- --ignored --nocapture`.

#![allow(clippy::unwrap_used, clippy::print_stderr)]

mod common;

use std::path::Path;
use std::time::Instant;

use common::{script, stats, stderr, whittle};

/// A reproducible sequence of pseudo-random bytes (xorshift64).
fn random_bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect()
}

/// Runs `whittle -j 2 --stats-json TEST FILE` in `dir` with `options`;
/// returns its standard error and statistics, expecting success.
fn reduce(dir: &Path, test: &Path, file: &Path, options: &[&str]) -> (String, serde_json::Value) {
    let stats_path = dir.join("stats.json");
    let output = whittle()
        .env("WHITTLE_CACHE_DIR", dir.join("cache"))
        .args(["-j", "2", "--stats-json"])
        .arg(&stats_path)
        .args(options)
        .arg(test)
        .arg(file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    (stderr(&output), stats(&stats_path))
}

/// Whether `small` is `big` with some bytes removed: every byte kept is
/// the same byte, in the same order.
fn is_subsequence(small: &[u8], big: &[u8]) -> bool {
    let mut rest = big.iter();
    small.iter().all(|b| rest.any(|c| c == b))
}

/// The file the issue names: random bytes with NEEDLE in the middle.
fn needle_in_random(len: usize) -> Vec<u8> {
    let mut bytes = random_bytes(66, len);
    bytes[len / 3] = 0;
    bytes[len / 2..len / 2 + 6].copy_from_slice(b"NEEDLE");
    bytes
}

fn random_file_reduces_to_its_needle(len: usize) -> (usize, u64, f64) {
    let dir = tempfile::tempdir().unwrap();
    let original = needle_in_random(len);
    let file = dir.path().join("crash.bin");
    std::fs::write(&file, &original).unwrap();
    let test = script(dir.path(), "test.sh", "grep -aq NEEDLE \"$1\"");
    let started = Instant::now();
    let (said, s) = reduce(dir.path(), &test, &file, &[]);
    let seconds = started.elapsed().as_secs_f64();
    assert!(said.contains("is not text"), "{said}");
    assert_eq!(s["language"], "bytes", "{s}");
    let result = std::fs::read(&file).unwrap();
    assert!(
        result.windows(6).any(|w| w == b"NEEDLE"),
        "{:?}",
        String::from_utf8_lossy(&result)
    );
    assert!(result.len() <= 16, "{} bytes: {result:?}", result.len());
    assert!(is_subsequence(&result, &original));
    // The original is kept beside it, byte for byte.
    assert_eq!(
        std::fs::read(dir.path().join("crash.bin.orig")).unwrap(),
        original
    );
    let tests = s["tests_run"].as_u64().unwrap();
    eprintln!(
        "| {len} random bytes | {} bytes | {tests} tests | {seconds:.1} s |",
        result.len()
    );
    (result.len(), tests, seconds)
}

/// The case: 100 KB of random bytes with NEEDLE inside reduce
/// to at most 16 bytes, in a few tests.
#[test]
fn a_random_100_kb_file_reduces_to_its_needle() {
    let (_, tests, _) = random_file_reduces_to_its_needle(100_000);
    assert!(tests < 200, "{tests} tests");
}

#[test]
#[ignore = "10 MB: run with --release --ignored"]
fn a_random_10_mb_file_reduces_to_its_needle() {
    random_file_reduces_to_its_needle(10_000_000);
}

/// What the test needs stays byte for byte: a header at the start, a
/// run of bytes in the middle, and the end; every byte of the result is a
/// byte of the original, in order.
#[test]
fn bytes_kept_are_the_original_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let mut original = random_bytes(5, 20_000);
    original[..8].copy_from_slice(b"\x7fELF\x02\x01\x00\xff");
    original[9_000..9_004].copy_from_slice(b"\x00\xfe\x0a\x0d");
    let len = original.len();
    original[len - 3..].copy_from_slice(b"END");
    let file = dir.path().join("core");
    std::fs::write(&file, &original).unwrap();
    std::fs::write(dir.path().join("head"), &original[..8]).unwrap();
    std::fs::write(dir.path().join("middle"), b"\x00\xfe\x0a\x0d").unwrap();
    let test = script(
        dir.path(),
        "test.sh",
        &format!(
            "d={}\nhead -c 8 \"$1\" | cmp -s - \"$d/head\" || exit 1\n\
             tail -c 3 \"$1\" | grep -q END || exit 1\n\
             LC_ALL=C grep -aqF -f \"$d/middle\" \"$1\" || exit 1\n\
             od -An -tx1 -v \"$1\" | tr -d ' \\n' | grep -q 00fe0a0d",
            dir.path().display()
        ),
    );
    let (_, s) = reduce(dir.path(), &test, &file, &[]);
    assert_eq!(s["language"], "bytes", "{s}");
    let result = std::fs::read(&file).unwrap();
    assert!(result.starts_with(&original[..8]), "{result:?}");
    assert!(result.ends_with(b"END"), "{result:?}");
    assert!(result.windows(4).any(|w| w == b"\x00\xfe\x0a\x0d"));
    assert!(result.len() <= 32, "{} bytes: {result:?}", result.len());
    assert!(is_subsequence(&result, &original));
}

/// A Python file with a NUL byte in it is not text: bytes, not Python,
/// and the note says so.
#[test]
fn a_python_file_with_nul_bytes_is_reduced_as_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let mut original = Vec::new();
    for i in 0..200 {
        original.extend_from_slice(format!("def f{i}(x):\n    return x + {i}\n").as_bytes());
        if i == 100 {
            original.extend_from_slice(b"s = '\x00'  # NEEDLE\n");
        }
    }
    let file = dir.path().join("program.py");
    std::fs::write(&file, &original).unwrap();
    let test = script(
        dir.path(),
        "test.sh",
        "grep -aq NEEDLE \"$1\" && [ \"$(tr -cd '\\000' < \"$1\" | wc -c)\" -gt 0 ]",
    );
    let (said, s) = reduce(dir.path(), &test, &file, &[]);
    assert!(said.contains("program.py is not text"), "{said}");
    assert!(said.contains("reduced as bytes"), "{said}");
    assert_eq!(s["language"], "bytes", "{s}");
    let result = std::fs::read(&file).unwrap();
    assert!(result.contains(&0), "{result:?}");
    assert!(result.windows(6).any(|w| w == b"NEEDLE"), "{result:?}");
    assert!(result.len() <= 8, "{result:?}");
    assert!(is_subsequence(&result, &original));
}

/// Latin-1 text has bytes that are not UTF-8 but no NUL: text, as before.
#[test]
fn latin1_text_without_nul_is_still_text() {
    let dir = tempfile::tempdir().unwrap();
    let mut original = Vec::new();
    for i in 0..50 {
        original.extend_from_slice(format!("ligne {i} caf\u{e9}\n").as_bytes());
    }
    // As Latin-1: é is one byte, 0xe9.
    let original: Vec<u8> = String::from_utf8(original)
        .unwrap()
        .chars()
        .map(|c| c as u32 as u8)
        .collect();
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, &original).unwrap();
    let test = script(dir.path(), "test.sh", "grep -aq 'ligne 17 ' \"$1\"");
    let (said, s) = reduce(dir.path(), &test, &file, &[]);
    assert!(!said.contains("not text"), "{said}");
    assert_eq!(s["language"], "text", "{s}");
    let result = std::fs::read(&file).unwrap();
    assert!(result.windows(9).any(|w| w == b"ligne 17 "), "{result:?}");
}

/// `--lang bytes` reduces any file as bytes.
#[test]
fn lang_bytes_forces_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("main.c");
    std::fs::write(&file, "int main(void) { return 42; }\n").unwrap();
    let test = script(dir.path(), "test.sh", "grep -q 'rn 4' \"$1\"");
    let (_, s) = reduce(dir.path(), &test, &file, &["--lang", "bytes"]);
    assert_eq!(s["language"], "bytes", "{s}");
    // Bytes cut through tokens, as no grammar would.
    assert_eq!(std::fs::read(&file).unwrap(), b"rn 4");
}

/// `text` as UTF-16LE with its byte order mark.
fn utf16le(text: &str) -> Vec<u8> {
    let mut bytes = b"\xff\xfe".to_vec();
    text.encode_utf16()
        .for_each(|u| bytes.extend_from_slice(&u.to_le_bytes()));
    bytes
}

/// The case: a UTF-16 XML document is reduced as XML (its
/// grammar's moves, not bytes) and stays UTF-16LE with its mark: each
/// candidate the test sees, the result, and the backup, which is the
/// original byte for byte.
#[test]
fn a_utf16_xml_document_reduces_as_xml_and_stays_utf16() {
    let dir = tempfile::tempdir().unwrap();
    let mut doc = String::from("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<root>\n");
    for i in 0..100 {
        doc.push_str(&format!(
            "  <item id=\"{i}\"><name>thing {i} é</name><value>{}</value></item>\n",
            i * 3
        ));
    }
    doc.push_str("  <item><bad attr=\"NEEDLE\"/></item>\n</root>\n");
    let original = utf16le(&doc);
    let file = dir.path().join("doc.xml");
    std::fs::write(&file, &original).unwrap();
    // Every candidate must be UTF-16LE with its mark, and NEEDLE inside.
    let test = script(
        dir.path(),
        "test.sh",
        "[ \"$(head -c 2 \"$1\" | od -An -tx1 | tr -d ' ')\" = fffe ] || exit 1\n\
         iconv -f UTF-16 -t UTF-8 \"$1\" | grep -q 'attr=\"NEEDLE\"'",
    );
    let (said, s) = reduce(dir.path(), &test, &file, &[]);
    assert!(said.contains("doc.xml is UTF-16LE text"), "{said}");
    assert_eq!(s["language"], "xml", "{s}");
    let result = std::fs::read(&file).unwrap();
    assert!(result.starts_with(b"\xff\xfe"), "{result:?}");
    let units: Vec<u16> = result[2..]
        .chunks_exact(2)
        .map(|p| u16::from_le_bytes([p[0], p[1]]))
        .collect();
    let text = String::from_utf16(&units).unwrap();
    assert!(text.contains("attr=\"NEEDLE\""), "{text}");
    assert!(text.len() < 40, "{text}");
    // The sizes reported are the files' own, in UTF-16.
    assert_eq!(s["original_bytes"], original.len(), "{s}");
    assert_eq!(s["final_bytes"], result.len(), "{s}");
    assert_eq!(
        std::fs::read(dir.path().join("doc.xml.orig")).unwrap(),
        original
    );
}

/// UTF-32BE works the same way, here for a Python file; `--lang bytes`
/// still reduces such a file as its bytes.
#[test]
fn a_utf32_python_file_reduces_as_python_and_lang_bytes_keeps_it_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let mut program = String::new();
    for i in 0..40 {
        program.push_str(&format!("def f{i}(x):\n    return x + {i}\n\n"));
    }
    program.push_str("print('NEEDLE')\n");
    let mut original = b"\x00\x00\xfe\xff".to_vec();
    program
        .chars()
        .for_each(|c| original.extend_from_slice(&u32::from(c).to_be_bytes()));
    let file = dir.path().join("program.py");
    std::fs::write(&file, &original).unwrap();
    let test = script(
        dir.path(),
        "test.sh",
        "iconv -f UTF-32 -t UTF-8 \"$1\" | grep -q NEEDLE",
    );
    let (said, s) = reduce(dir.path(), &test, &file, &[]);
    assert!(said.contains("program.py is UTF-32BE text"), "{said}");
    assert_eq!(s["language"], "python", "{s}");
    let result = std::fs::read(&file).unwrap();
    assert!(result.starts_with(b"\x00\x00\xfe\xff"), "{result:?}");
    assert!(result.len() <= 4 * 16, "{result:?}");

    std::fs::write(&file, &original).unwrap();
    std::fs::remove_file(dir.path().join("program.py.orig")).unwrap();
    let (said, s) = reduce(dir.path(), &test, &file, &["--lang", "bytes"]);
    assert!(!said.contains("UTF-32BE"), "{said}");
    assert_eq!(s["language"], "bytes", "{s}");
    assert!(is_subsequence(&std::fs::read(&file).unwrap(), &original));
}

/// Inside a folder, a binary file is reduced as bytes and a UTF-16 one
/// in its language, written back in UTF-16; neither is kept whole.
#[test]
fn a_folders_binary_and_utf16_files_are_reduced_too() {
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("project");
    std::fs::create_dir_all(&project).unwrap();
    let mut blob = random_bytes(7, 4_000);
    blob[100] = 0;
    blob[2_000..2_004].copy_from_slice(b"MARK");
    std::fs::write(project.join("data.bin"), &blob).unwrap();
    let mut notes = String::new();
    for i in 0..60 {
        notes.push_str(&format!("line {i} of the notes\n"));
    }
    notes.push_str("the KEY line\n");
    std::fs::write(project.join("notes.txt"), utf16le(&notes)).unwrap();
    let test = script(
        dir.path(),
        "test.sh",
        "grep -aq MARK \"$1/data.bin\" || exit 1\n\
         [ \"$(head -c 2 \"$1/notes.txt\" | od -An -tx1 | tr -d ' ')\" = fffe ] || exit 1\n\
         iconv -f UTF-16 -t UTF-8 \"$1/notes.txt\" | grep -q KEY",
    );
    let (_, s) = reduce(dir.path(), &test, &project, &[]);
    assert_eq!(s["files"], 2, "{s}");
    let data = std::fs::read(project.join("data.bin")).unwrap();
    assert!(data.len() <= 8, "{data:?}");
    assert!(data.windows(4).any(|w| w == b"MARK"), "{data:?}");
    let notes = std::fs::read(project.join("notes.txt")).unwrap();
    assert!(notes.starts_with(b"\xff\xfe"), "{notes:?}");
    assert!(notes.len() <= 2 + 2 * 8, "{notes:?}");
    assert_eq!(
        std::fs::read(dir.path().join("project.orig/data.bin")).unwrap(),
        blob
    );
}
