//! What the benchmark programs' tests share.

use std::path::{Path, PathBuf};

/// whittle, built beside this package's binaries (`program`, one of them,
/// from `env!("CARGO_BIN_EXE_…")`) by `cargo test --workspace`, the
/// README's test command.
pub fn whittle_beside(program: &str) -> PathBuf {
    let whittle = Path::new(program).with_file_name("whittle");
    assert!(
        whittle.is_file(),
        "{} is missing: run the workspace's tests (`cargo test --workspace`), which build it",
        whittle.display()
    );
    whittle
}
