//! `gcnrs` command-line tool. Parsing, dispatch and error reporting live
//! in the library (`gcnrs::cli`), where they are tested in-process; this
//! only prints what a run produced and exits with its status.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let outcome = gcnrs::cli::run(std::env::args_os());
    // A closed pipe (`gcnrs ... | head`) is not worth a panic.
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.code)
}
