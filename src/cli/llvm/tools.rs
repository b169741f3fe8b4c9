//! The LLVM 22 tools the subcommands run and how their failures become one
//! line.

use crate::cli::CliError;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the tools are and the target they compile for.
#[derive(Clone, Debug)]
pub struct Tools {
    pub bin: PathBuf,
    pub libclc: PathBuf,
    pub cpu: String,
    pub mattr: String,
    /// llvm-mca-22 itself, even where gcnrs-mca is at hand.
    pub stock_mca: bool,
}

/// What gives the llvm-mca figures: llvm-mca-22, or `gcnrs-mca` (the same
/// numbers from LLVM's MCA library with the input parsed once, half the
/// time on the corpus; `scripts/check-mca-engine` compares the two).
#[derive(Clone, Debug, PartialEq)]
pub enum McaEngine {
    Stock(PathBuf),
    Library(PathBuf),
}

impl McaEngine {
    pub fn path(&self) -> &Path {
        match self {
            McaEngine::Stock(p) | McaEngine::Library(p) => p,
        }
    }
    /// The tool's name, for messages.
    pub fn name(&self) -> &'static str {
        match self {
            McaEngine::Stock(_) => "llvm-mca",
            McaEngine::Library(_) => "gcnrs-mca",
        }
    }
}

impl Tools {
    pub fn llc(&self) -> PathBuf {
        self.bin.join("llc")
    }
    pub fn clang(&self) -> PathBuf {
        self.bin.join("clang")
    }
    pub fn opt(&self) -> PathBuf {
        self.bin.join("opt")
    }
    pub fn llvm_dis(&self) -> PathBuf {
        self.bin.join("llvm-dis")
    }
    pub fn llvm_as(&self) -> PathBuf {
        self.bin.join("llvm-as")
    }
    pub fn llvm_mca(&self) -> PathBuf {
        self.bin.join("llvm-mca")
    }
    /// gcnrs-mca next to this binary (target/release/ holds both), unless
    /// the stock tool is asked for or gcnrs-mca is missing (a build
    /// without the plugin feature).
    pub fn mca_engine(&self) -> McaEngine {
        let ours = beside_this_binary("gcnrs-mca").ok().filter(|p| p.is_file());
        match ours {
            Some(p) if !self.stock_mca => McaEngine::Library(p),
            _ => McaEngine::Stock(self.llvm_mca()),
        }
    }
}

/// `file` in the running binary's directory, where the build puts the
/// plugin and gcnrs-mca next to `gcnrs` (target/release/).
pub fn beside_this_binary(file: &str) -> std::io::Result<PathBuf> {
    Ok(std::env::current_exe()?.with_file_name(file))
}

/// Run `tool args`; its stdout, or the first error line it printed.
pub fn run_tool(tool: &Path, args: &[&OsStr], input: &Path) -> Result<String, CliError> {
    let out = Command::new(tool)
        .args(args)
        .output()
        .map_err(|e| CliError::input(format!("cannot run {}: {e}", tool.display())))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let name = tool.file_name().and_then(|n| n.to_str()).unwrap_or("tool");
        return Err(CliError::input(format!("{}: {name}: {}", input.display(), first_error(&stderr))));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The line that names the problem: the first one with "error", else the
/// first non-empty one, without the tool paths and the bare "error: "
/// LLVM puts in front (`/usr/.../llc: error: /usr/.../llc: x.ll:2:1: ...`).
pub fn first_error(stderr: &str) -> String {
    let line = stderr
        .lines()
        .find(|l| l.to_ascii_lowercase().contains("error"))
        .or_else(|| stderr.lines().find(|l| !l.trim().is_empty()))
        .unwrap_or("failed without a message")
        .trim();
    let mut rest = line;
    loop {
        if let Some(r) = rest.strip_prefix("error: ") {
            rest = r;
            continue;
        }
        match rest.split_once(": ") {
            Some((head, r)) if head.contains('/') && !head.contains(' ') && !head.contains(':') => rest = r,
            _ => break,
        }
    }
    rest.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_error_line() {
        let e = "/usr/lib/llvm-22/bin/llc: error: /usr/lib/llvm-22/bin/llc: bad.ll:2:1: error: expected type\nfoo\n^\n";
        assert_eq!(first_error(e), "bad.ll:2:1: error: expected type");
        let e = "LLVM ERROR: 64-bit code requested\n";
        assert_eq!(first_error(e), "LLVM ERROR: 64-bit code requested");
        let e = "/usr/lib/llvm-22/bin/llc: error: <unknown>:0:0: in function f void (): unsupported\n";
        assert_eq!(first_error(e), "<unknown>:0:0: in function f void (): unsupported");
        assert_eq!(first_error("warning: w\n"), "warning: w");
        assert_eq!(first_error(""), "failed without a message");
    }
}
