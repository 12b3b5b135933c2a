//! Finding the inputs the benchmarks measure.

use std::path::{Path, PathBuf};

/// The workspace root (the folder above `benchmarks/`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// The C and XML files under `paths` (files are taken as they are,
/// folders searched recursively), sorted.
pub fn source_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack: Vec<PathBuf> = paths.to_vec();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            if let Ok(entries) = std::fs::read_dir(&path) {
                stack.extend(entries.filter_map(|e| Some(e.ok()?.path())));
            }
        } else if paths.contains(&path) || is_source(&path) {
            found.push(path);
        }
    }
    found.sort();
    found.dedup();
    found
}

fn is_source(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    !name.contains(".expected.") && matches!(extension, "c" | "xml")
}

/// The shared reduction benchmarks (`../shared/benchmarks` beside the
/// workspace), and the project's own fixtures.
pub fn default_inputs() -> Vec<PathBuf> {
    let root = workspace_root();
    let mut paths = vec![
        root.join("tests/fixtures"),
        root.join("crates/tree/tests/corpus"),
    ];
    let shared = root.join("../shared/benchmarks");
    if shared.is_dir() {
        paths.push(shared);
    }
    source_files(&paths)
}
