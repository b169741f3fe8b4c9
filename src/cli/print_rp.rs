//! `gcnrs print-rp`: the pressure printer replayed on snapshots that llc
//! dumped (`-gcnrs-dump-snapshot=DIR`), without LLVM. A dumped snapshot is
//! a serialised test case: replaying it must print what the
//! `gcnrs-print-rp` pass printed in llc, byte for byte, so a pressure bug
//! seen in a compile can be reproduced and bisected offline.

use super::CliError;
use crate::print_rp::{print_function, Direction};
use crate::snapshot::Function;
use clap::Args;

/// Print per-instruction register pressure for each dumped function
/// snapshot, in the text format of llc's gcnrs-print-rp pass (and LLVM's
/// amdgpu-print-rp), in the order the files are given.
#[derive(Debug, Clone, Args)]
#[command(after_help = "Snapshots come from llc with the plugin loaded and \
    -gcnrs-dump-snapshot=DIR; every pass that hands a function to the Rust side \
    writes DIR/<function>.<pass>.json.")]
pub struct PrintRpArgs {
    /// Walk blocks top-down (llc: -gcnrs-print-rp-downward)
    #[arg(long)]
    pub downward: bool,
    /// Dumped function snapshots
    #[arg(value_name = "SNAPSHOT.json")]
    pub files: Vec<String>,
}

/// The text to print: every file's functions in order.
pub fn run(args: &PrintRpArgs) -> Result<String, CliError> {
    if args.files.is_empty() {
        return Err(CliError::usage(
            "no snapshot given (try 'gcnrs print-rp --help')",
        ));
    }
    let dir = if args.downward {
        Direction::Downward
    } else {
        Direction::Upward
    };
    let mut out = String::new();
    for file in &args.files {
        let input = |what: String| CliError::input(format!("{file}: {what}"));
        let text = std::fs::read_to_string(file).map_err(|e| input(e.to_string()))?;
        let func = Function::from_json(&text)
            .map_err(|e| input(format!("not a function snapshot: {e}")))?;
        // A hand-edited snapshot can contradict itself (an operand naming
        // a register without a class, a segment outside its block); the
        // printer assumes LLVM's invariants and panics on those.
        let printed = std::panic::catch_unwind(|| print_function(&func, dir))
            .map_err(|_| input("inconsistent snapshot (the printer stopped on it)".into()))?;
        out.push_str(&printed);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::run as gcnrs;

    fn args(files: &[&str], downward: bool) -> PrintRpArgs {
        PrintRpArgs {
            downward,
            files: files.iter().map(|s| s.to_string()).collect(),
        }
    }

    #[test]
    fn usage_mistakes_exit_2_and_bad_files_exit_1() {
        let o = gcnrs(["gcnrs", "print-rp", "--help"]);
        assert!(
            o.code == 0 && o.stdout.contains("Usage: gcnrs print-rp"),
            "{o:?}"
        );
        let e = run(&args(&[], false)).unwrap_err();
        assert_eq!(e.code, 2, "{e}");
        let o = gcnrs(["gcnrs", "print-rp", "--upward", "f.json"]);
        assert!(o.code == 2 && o.stderr.contains("--upward"), "{o:?}");
        let e = run(&args(&["/nonexistent/f.print-rp.json"], false)).unwrap_err();
        assert!(
            e.code == 1 && e.message.starts_with("/nonexistent/f.print-rp.json: "),
            "{e}"
        );
        let dir = std::env::temp_dir().join(format!("gcnrs-print-rp-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.json");
        std::fs::write(&bad, "{\"name\": 3}").unwrap();
        let e = run(&args(&[bad.to_str().unwrap()], false)).unwrap_err();
        assert!(
            e.code == 1 && e.message.contains("not a function snapshot"),
            "{e}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn replays_each_file_in_order_in_the_chosen_direction() {
        let dir =
            std::env::temp_dir().join(format!("gcnrs-print-rp-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut paths = Vec::new();
        for name in ["first", "second"] {
            let f = Function {
                name: name.into(),
                ..Default::default()
            };
            let p = dir.join(format!("{name}.print-rp.json"));
            std::fs::write(&p, f.to_json()).unwrap();
            paths.push(p.to_str().unwrap().to_string());
        }
        let out = run(&args(&[&paths[1], &paths[0]], false)).unwrap();
        let second = print_function(
            &Function {
                name: "second".into(),
                ..Default::default()
            },
            Direction::Upward,
        );
        assert!(out.starts_with(&second), "{out}");
        assert!(out.find("name: second") < out.find("name: first"), "{out}");
        let o = gcnrs(["gcnrs", "print-rp", "--downward", &paths[0]]);
        let first = Function {
            name: "first".into(),
            ..Default::default()
        };
        assert_eq!(o.stdout, print_function(&first, Direction::Downward));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
