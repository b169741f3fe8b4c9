//! The `gcnrs` command line: one clap parser, one module per subcommand.
//!
//! A subcommand is a module with a clap `Args` struct and a
//! `run(&Args) -> Result<String, CliError>` that returns what goes to
//! stdout; adding one takes that module, a variant of [`Command`] and an
//! arm in [`Command::run`]. Everything is reachable from [`run`], which
//! returns what the process prints instead of printing it, so the whole
//! command line is tested in-process.

mod error;
pub mod estimate;
pub mod gap;
mod llvm;
pub mod occupancy;
mod occupancy_json;
mod occupancy_text;
pub mod print_rp;
pub mod report;
pub mod tune;
pub(crate) mod values;

pub use error::CliError;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};
use std::ffi::OsString;

/// AMDGPU register pressure, occupancy and speed tools.
///
/// occupancy, print-rp and gap answer what llc-22 would say without LLVM;
/// report, estimate and tune run LLVM 22 (llc, and clang for OpenCL) with
/// the gcnrs plugin.
#[derive(Debug, Parser)]
#[command(
    name = "gcnrs",
    arg_required_else_help = true,
    after_help = "Without LLVM: occupancy, print-rp, gap. With LLVM 22 (llc-22, the plugin): report, estimate, tune.\n\
                  'gcnrs <COMMAND> --help' describes a command's options."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The occupancy llc-22 prints for given register/LDS usage, what
    /// limits it and what one more wave costs (--explain, --json);
    /// --table for the thresholds
    Occupancy(occupancy::OccupancyArgs),
    /// Register pressure of dumped snapshots (-gcnrs-dump-snapshot), as
    /// gcnrs-print-rp prints it
    PrintRp(print_rp::PrintRpArgs),
    /// Compile kernels with llc-22 and the plugin under one or more
    /// schedulers: occupancy, what limits it, what one more wave costs,
    /// registers, and the pressure of every region (table, --json, --html)
    Report(report::ReportArgs),
    /// Summarise region-stats files written with -gcnrs-region-stats-solve:
    /// regions solved to optimality by size, and how far the default
    /// scheduler's and minreg's orders are above optimal
    Gap(gap::GapArgs),
    /// How long each kernel takes at its occupancy, estimated from llc's
    /// final code by the speed model (two memory latencies) and llvm-mca,
    /// and what bounds each loop (table, --json)
    Estimate(estimate::EstimateArgs),
    /// Per kernel the scheduling strategy with the smallest estimated
    /// time among LLVM's and gcnrs's, written into the IR as a function
    /// attribute
    Tune(tune::TuneArgs),
}

impl Command {
    /// What goes to stdout and to stderr.
    fn run(&self) -> Result<(String, String), CliError> {
        let out = |r: Result<String, CliError>| r.map(|s| (s, String::new()));
        match self {
            Command::Occupancy(args) => out(occupancy::run(args)),
            Command::PrintRp(args) => out(print_rp::run(args)),
            Command::Report(args) => out(report::run(args)),
            Command::Gap(args) => out(gap::run(args)),
            Command::Estimate(args) => estimate::run(args),
            Command::Tune(args) => out(tune::run(args)),
        }
    }

    fn name(&self) -> &'static str {
        match self {
            Command::Occupancy(_) => "occupancy",
            Command::PrintRp(_) => "print-rp",
            Command::Report(_) => "report",
            Command::Gap(_) => "gap",
            Command::Estimate(_) => "estimate",
            Command::Tune(_) => "tune",
        }
    }
}

/// What the process prints and the status it exits with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub code: u8,
}

/// Run the command line `argv` (program name first).
pub fn run<I, T>(argv: I) -> Outcome
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let argv: Vec<OsString> = argv.into_iter().map(Into::into).collect();
    match Cli::try_parse_from(&argv) {
        Ok(cli) => match cli.command.run() {
            Ok((stdout, stderr)) => Outcome { stdout, stderr, code: 0 },
            Err(e) => Outcome {
                stdout: String::new(),
                stderr: format!("gcnrs {}: error: {}\n", cli.command.name(), e.message),
                code: e.code,
            },
        },
        Err(e) => clap_outcome(&argv, e),
    }
}

/// Help and version go to stdout with status 0; `gcnrs` alone prints the
/// help on stderr with status 2; every other parse error becomes one line
/// (clap's first line, which names the problem) with status 2.
fn clap_outcome(argv: &[OsString], e: clap::Error) -> Outcome {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let mut stdout = e.to_string();
            if !stdout.ends_with('\n') {
                stdout.push('\n');
            }
            Outcome {
                stdout,
                stderr: String::new(),
                code: 0,
            }
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => Outcome {
            stdout: String::new(),
            stderr: e.to_string(),
            code: 2,
        },
        _ => {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("invalid command line");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            let command = subcommand_named(argv);
            let (prefix, help) = match command {
                Some(name) => (format!("gcnrs {name}"), format!("gcnrs {name} --help")),
                None => ("gcnrs".to_string(), "gcnrs --help".to_string()),
            };
            Outcome {
                stdout: String::new(),
                stderr: format!("{prefix}: error: {first} (try '{help}')\n"),
                code: 2,
            }
        }
    }
}

/// The subcommand the user meant, if the first argument names one.
fn subcommand_named(argv: &[OsString]) -> Option<String> {
    let first = argv.get(1)?.to_str()?;
    Cli::command()
        .get_subcommands()
        .any(|c| c.get_name() == first)
        .then(|| first.to_string())
}

/// The argument errors of a subcommand that runs LLVM: each case (argument
/// string, exit status, text the message contains) must fail before any
/// llc run with exactly one line on stderr, `gcnrs <cmd>: error: ...`, and
/// nothing on stdout.
#[cfg(test)]
pub(crate) fn assert_one_line_errors<A: AsRef<str>, N: AsRef<str>>(cmd: &str, cases: &[(A, u8, N)]) {
    for (args, code, needle) in cases {
        let (args, needle) = (args.as_ref(), needle.as_ref());
        let o = run(["gcnrs", cmd].into_iter().chain(args.split_whitespace()));
        assert!(o.stderr.starts_with(&format!("gcnrs {cmd}: error: ")), "{args}: {}", o.stderr);
        assert!(o.stderr.contains(needle), "{args}: {}", o.stderr);
        assert_eq!(o.stderr.lines().count(), 1, "{args}: {}", o.stderr);
        assert_eq!((o.code, o.stdout.as_str()), (*code, ""), "{args}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gcnrs(args: &str) -> Outcome {
        run(std::iter::once("gcnrs").chain(args.split_whitespace()))
    }

    #[test]
    fn definitions_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn help_lists_every_command() {
        for args in ["--help", "help", "-h"] {
            let o = gcnrs(args);
            assert_eq!(o.code, 0, "{args}");
            assert!(
                o.stdout.contains("occupancy") && o.stdout.contains("print-rp"),
                "{}",
                o.stdout
            );
            // Which commands need LLVM 22 (issue 23).
            assert!(o.stdout.contains("Without LLVM: occupancy, print-rp, gap."), "{}", o.stdout);
            assert!(o.stdout.contains("With LLVM 22 (llc-22, the plugin): report, estimate, tune."), "{}", o.stdout);
            assert!(!o.stdout.contains("would say, without LLVM.\n"), "{}", o.stdout);
        }
        let o = gcnrs("occupancy --help");
        assert_eq!(o.code, 0);
        assert!(o.stdout.ends_with("object.\n"), "{}", o.stdout);
        assert!(o.stdout.contains("Usage: gcnrs occupancy"), "{}", o.stdout);
        assert!(o.stdout.contains("--flat-work-group-size"), "{}", o.stdout);
        let o = gcnrs("help print-rp");
        assert!(o.stdout.contains("Usage: gcnrs print-rp"), "{}", o.stdout);
    }

    #[test]
    fn no_command_prints_usage_and_exits_2() {
        let o = gcnrs("");
        assert_eq!(o.code, 2);
        assert!(o.stdout.is_empty());
        assert!(o.stderr.contains("Usage: gcnrs <COMMAND>"), "{}", o.stderr);
    }

    #[test]
    fn parse_errors_are_one_line_with_status_2() {
        for (args, line) in [
            ("frobnicate", "gcnrs: error: unrecognized subcommand 'frobnicate' (try 'gcnrs --help')\n"),
            (
                "occupancy --mcpu gfx900 --bogus",
                "gcnrs occupancy: error: unexpected argument '--bogus' found (try 'gcnrs occupancy --help')\n",
            ),
            (
                "print-rp --upward f.json",
                "gcnrs print-rp: error: unexpected argument '--upward' found (try 'gcnrs print-rp --help')\n",
            ),
        ] {
            let o = gcnrs(args);
            assert_eq!((o.code, o.stdout.as_str(), o.stderr.as_str()), (2, "", line), "{args}");
        }
    }

    #[test]
    fn command_errors_carry_their_status() {
        let o = gcnrs("occupancy --sgprs 1 --vgprs 1");
        assert_eq!(o.code, 2);
        assert_eq!(
            o.stderr,
            "gcnrs occupancy: error: missing --mcpu (try 'gcnrs occupancy --help')\n"
        );
        let o = gcnrs("print-rp /nonexistent/f.json");
        assert_eq!(o.code, 1);
        assert!(
            o.stderr
                .starts_with("gcnrs print-rp: error: /nonexistent/f.json: "),
            "{}",
            o.stderr
        );
        assert_eq!(o.stderr.lines().count(), 1);
    }
}
