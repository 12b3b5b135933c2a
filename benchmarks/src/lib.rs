//! Shared helpers of whittle's benchmark programs (see `src/bin/`).

pub mod bounds;
pub mod inputs;
pub mod reduction;
pub mod replay;
pub mod wilcoxon;
