//! A subcommand's failure: one line of text and the exit status.

use std::fmt;

/// The binary prints `gcnrs <command>: error: <message>` on one line and
/// exits with `code`: 2 for a command-line mistake (an unknown option, a
/// bad number, a CPU llc does not know), 1 for anything else (an input
/// file that cannot be read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError {
    pub message: String,
    pub code: u8,
}

impl CliError {
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 2,
        }
    }

    pub fn input(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}
