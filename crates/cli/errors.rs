//! The errors that choose an exit status (see `--help`).

use std::process::ExitCode;

/// A mistake on the command line: exit status 2, as clap's own.
#[derive(Debug)]
pub struct Usage(pub String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

/// A usage error with this message.
pub fn usage(message: impl Into<String>) -> anyhow::Error {
    Usage(message.into()).into()
}

/// whittle was stopped by a signal before it reduced anything.
#[derive(Debug)]
pub struct Interrupted;

impl std::fmt::Display for Interrupted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("interrupted")
    }
}

impl std::error::Error for Interrupted {}

pub const EXIT_ERROR: u8 = 1;
pub const EXIT_USAGE: u8 = 2;

/// The status after a signal, as shells report it: 128 + its number.
pub fn signal_exit(signal: i32) -> ExitCode {
    ExitCode::from(u8::try_from(128 + signal).unwrap_or(EXIT_ERROR))
}
