//! `gcnrs` command-line tool: one binary, one subcommand per tool.
//!
//! `main` only dispatches on the first argument; each subcommand parses its
//! own arguments in the library, where it can be unit-tested.

use std::process::ExitCode;

struct Command {
    name: &'static str,
    summary: &'static str,
    run: fn(&[String]) -> ExitCode,
}

const COMMANDS: &[Command] = &[
    Command {
        name: "occupancy",
        summary: "occupancy llc-22 prints for given register/LDS usage; --table for thresholds",
        run: occupancy,
    },
    Command {
        name: "print-rp",
        summary: "register pressure of dumped snapshots (-gcnrs-dump-snapshot), as gcnrs-print-rp prints it",
        run: print_rp,
    },
];

fn occupancy(args: &[String]) -> ExitCode {
    finish("occupancy", gcnrs::occupancy::cli::run(args).map_err(|e| (e.to_string(), e.exit_code())))
}

fn print_rp(args: &[String]) -> ExitCode {
    finish("print-rp", gcnrs::print_rp::cli::run(args).map_err(|e| (e.to_string(), e.exit_code())))
}

/// A subcommand's output on stdout, or its error on one stderr line and
/// its exit code.
fn finish(command: &str, result: Result<String, (String, i32)>) -> ExitCode {
    match result {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err((message, code)) => {
            eprintln!("gcnrs {command}: error: {message}");
            ExitCode::from(code as u8)
        }
    }
}

fn usage() -> String {
    let mut text = String::from("usage: gcnrs <command> [options]\n\ncommands:\n");
    for c in COMMANDS {
        text.push_str(&format!("  {:<12} {}\n", c.name, c.summary));
    }
    text.push_str("\n'gcnrs <command> --help' describes a command's options.\n");
    text
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("-h" | "--help" | "help") => {
            print!("{}", usage());
            ExitCode::SUCCESS
        }
        None => {
            eprint!("{}", usage());
            ExitCode::from(2)
        }
        Some(name) => match COMMANDS.iter().find(|c| c.name == name) {
            Some(c) => (c.run)(&args[1..]),
            None => {
                eprintln!("gcnrs: error: unknown command '{name}' (try 'gcnrs --help')");
                ExitCode::from(2)
            }
        },
    }
}
