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
    match gcnrs::occupancy::cli::run(args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("gcnrs occupancy: error: {e}");
            ExitCode::from(e.exit_code() as u8)
        }
    }
}

fn print_rp(args: &[String]) -> ExitCode {
    match gcnrs::print_rp::cli::run(args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("gcnrs print-rp: error: {e}");
            ExitCode::from(e.exit_code() as u8)
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
