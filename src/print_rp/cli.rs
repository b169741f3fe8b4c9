//! `gcnrs print-rp`: the pressure printer replayed on snapshots that llc
//! dumped (`-gcnrs-dump-snapshot=DIR`), without LLVM. A dumped snapshot is
//! a serialised test case: replaying it must print what the
//! `gcnrs-print-rp` pass printed in llc, byte for byte, so a pressure bug
//! seen in a compile can be reproduced and bisected offline.
//!
//! Parsing is hand-written and returns errors, as in `occupancy::cli`.

use super::{print_function, Direction};
use crate::snapshot::Function;
use std::fmt;

pub const USAGE: &str = "\
usage: gcnrs print-rp [--downward] SNAPSHOT.json...

Prints per-instruction register pressure for each dumped function snapshot,
in the text format of llc's gcnrs-print-rp pass (and LLVM's
amdgpu-print-rp), in the order the files are given.

  --downward   walk blocks top-down (llc: -gcnrs-print-rp-downward)

Snapshots come from llc with the plugin loaded and
-gcnrs-dump-snapshot=DIR; every pass that hands a function to the Rust
side writes DIR/<function>.<pass>.json.
";

/// What went wrong; the binary prints it on one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// A command-line mistake (exit 2).
    Usage(String),
    /// A snapshot that cannot be read or parsed (exit 1).
    Input(String),
}

impl ReplayError {
    pub fn exit_code(&self) -> i32 {
        match self {
            ReplayError::Usage(_) => 2,
            ReplayError::Input(_) => 1,
        }
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Usage(m) | ReplayError::Input(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for ReplayError {}

/// Run the command; the text to print on success.
pub fn run(args: &[String]) -> Result<String, ReplayError> {
    let mut dir = Direction::Upward;
    let mut files = Vec::new();
    for a in args {
        match a.as_str() {
            "-h" | "--help" => return Ok(USAGE.to_string()),
            "--downward" => dir = Direction::Downward,
            opt if opt.starts_with('-') => {
                return Err(ReplayError::Usage(format!("unknown option '{opt}' (try 'gcnrs print-rp --help')")))
            }
            file => files.push(file),
        }
    }
    if files.is_empty() {
        return Err(ReplayError::Usage("no snapshot given (try 'gcnrs print-rp --help')".into()));
    }
    let mut out = String::new();
    for file in files {
        let input = |what: String| ReplayError::Input(format!("{file}: {what}"));
        let text = std::fs::read_to_string(file).map_err(|e| input(e.to_string()))?;
        let func = Function::from_json(&text).map_err(|e| input(format!("not a function snapshot: {e}")))?;
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

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn usage_mistakes_exit_2_and_bad_files_exit_1() {
        assert!(run(&args(&["--help"])).unwrap().starts_with("usage: gcnrs print-rp"));
        let e = run(&args(&[])).unwrap_err();
        assert_eq!(e.exit_code(), 2, "{e}");
        let e = run(&args(&["--upward", "f.json"])).unwrap_err();
        assert!(e.exit_code() == 2 && e.to_string().contains("--upward"), "{e}");
        let e = run(&args(&["/nonexistent/f.print-rp.json"])).unwrap_err();
        assert!(e.exit_code() == 1 && e.to_string().starts_with("/nonexistent/f.print-rp.json: "), "{e}");
        let dir = std::env::temp_dir().join(format!("gcnrs-print-rp-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.json");
        std::fs::write(&bad, "{\"name\": 3}").unwrap();
        let e = run(&args(&[bad.to_str().unwrap()])).unwrap_err();
        assert!(e.exit_code() == 1 && e.to_string().contains("not a function snapshot"), "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn replays_each_file_in_order_in_the_chosen_direction() {
        let dir = std::env::temp_dir().join(format!("gcnrs-print-rp-replay-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut paths = Vec::new();
        for name in ["first", "second"] {
            let f = Function { name: name.into(), ..Default::default() };
            let p = dir.join(format!("{name}.print-rp.json"));
            std::fs::write(&p, f.to_json()).unwrap();
            paths.push(p.to_str().unwrap().to_string());
        }
        let out = run(&[paths[1].clone(), paths[0].clone()]).unwrap();
        let second = print_function(&Function { name: "second".into(), ..Default::default() }, Direction::Upward);
        assert!(out.starts_with(&second), "{out}");
        assert!(out.find("name: second") < out.find("name: first"), "{out}");
        let down = run(&["--downward".to_string(), paths[0].clone()]).unwrap();
        let first = Function { name: "first".into(), ..Default::default() };
        assert_eq!(down, print_function(&first, Direction::Downward));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
