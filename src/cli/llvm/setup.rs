//! The options and the environment every subcommand that runs LLVM 22
//! shares: the target, where the tools and the plugin are, how many llc
//! processes at once, and a working directory.

use super::inputs::{Kind, Prepared};
use super::llc::LlcSetup;
use super::tools::{beside_this_binary, Tools};
use crate::cli::CliError;
use crate::occupancy::{GcnTarget, TargetOs};
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Args)]
pub struct LlvmArgs {
    /// gfxNNN (as llc -mcpu)
    #[arg(long, value_name = "CPU", allow_hyphen_values = true)]
    pub mcpu: Option<String>,
    /// As llc -mattr, e.g. +wavefrontsize64
    #[arg(long, value_name = "FEATURES", default_value = "", allow_hyphen_values = true)]
    pub mattr: String,
    /// As llc -mtriple (default: the module's own; amdgcn-amd-amdhsa for
    /// OpenCL and modules without one)
    #[arg(long, value_name = "TRIPLE")]
    pub mtriple: Option<String>,
    /// llc processes at once [default: the number of CPUs]
    #[arg(short = 'j', long, value_name = "N", value_parser = crate::cli::values::count)]
    pub jobs: Option<u32>,
    /// The plugin [default: libgcnrs.so next to this binary]
    #[arg(long, value_name = "PATH")]
    pub plugin: Option<PathBuf>,
    /// Directory of llc, clang, opt, llvm-dis, llvm-as, llvm-mca [default:
    /// $GCNRS_LLVM_BIN or /usr/lib/llvm-22/bin]; another directory than
    /// the default also means its llvm-mca, not gcnrs-mca (built against
    /// the default's LLVM)
    #[arg(long, value_name = "DIR")]
    pub llvm_bin: Option<PathBuf>,
    /// libclc bitcode for OpenCL inputs [default: $GCNRS_LIBCLC or
    /// /usr/lib/clc/amdgcn-amd-amdhsa.bc]
    #[arg(long, value_name = "PATH")]
    pub libclc: Option<PathBuf>,
    /// Keep every run's files in DIR (<stem>.<sched>.s, ...)
    #[arg(long, value_name = "DIR")]
    pub save_temps: Option<PathBuf>,
    /// Run llvm-mca-22 itself for the llvm-mca figures, not gcnrs-mca (the
    /// same numbers; llvm-mca parses its input twice)
    #[arg(long)]
    pub stock_mca: bool,
}

/// The checked environment of one run.
pub struct Llvm {
    pub cpu: String,
    pub mattr: String,
    pub mtriple: Option<String>,
    pub tools: Tools,
    /// --plugin, else libgcnrs.so next to this binary.
    plugin: Option<PathBuf>,
    pub jobs: usize,
    /// Where intermediate files go: --save-temps or a temporary directory.
    pub work: PathBuf,
    _temp: tempfile::TempDir,
    pub pool: rayon::ThreadPool,
    pub command: &'static str,
}

impl Llvm {
    /// Check the options before any process runs: one line for the first
    /// mistake.
    pub fn new(a: &LlvmArgs, command: &'static str) -> Result<Llvm, CliError> {
        let cpu = a
            .mcpu
            .clone()
            .ok_or_else(|| CliError::usage(format!("missing --mcpu (try 'gcnrs {command} --help')")))?;
        // The occupancy model knows every CPU llc-22 accepts: checking here
        // gives one line instead of llc's warning and a compile for a default.
        GcnTarget::from_cpu(&cpu, &a.mattr).map_err(|e| CliError::usage(e.to_string()))?;
        let jobs = match a.jobs {
            Some(0) => return Err(CliError::usage("-j must be at least 1")),
            Some(n) => n as usize,
            None => std::thread::available_parallelism().map_or(2, |n| n.get()),
        };
        let default_bin = PathBuf::from("/usr/lib/llvm-22/bin");
        let bin = a
            .llvm_bin
            .clone()
            .or_else(|| std::env::var_os("GCNRS_LLVM_BIN").map(PathBuf::from))
            .unwrap_or_else(|| default_bin.clone());
        // gcnrs-mca runs the MCA of the LLVM it was linked against (the
        // default directory's): tools from elsewhere get their own llvm-mca.
        let other_llvm = bin != default_bin;
        let tools = Tools {
            libclc: a
                .libclc
                .clone()
                .or_else(|| std::env::var_os("GCNRS_LIBCLC").map(PathBuf::from))
                .unwrap_or_else(|| PathBuf::from("/usr/lib/clc/amdgcn-amd-amdhsa.bc")),
            bin,
            cpu: cpu.clone(),
            mattr: a.mattr.clone(),
            stock_mca: a.stock_mca || other_llvm,
        };
        let temp = tempdir()?;
        let work = match &a.save_temps {
            Some(d) => {
                std::fs::create_dir_all(d).map_err(|e| CliError::input(format!("{}: {e}", d.display())))?;
                d.clone()
            }
            None => temp.path().to_path_buf(),
        };
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(jobs)
            .build()
            .map_err(|e| CliError::input(format!("cannot start {jobs} threads: {e}")))?;
        Ok(Llvm {
            cpu,
            mattr: a.mattr.clone(),
            mtriple: a.mtriple.clone(),
            plugin: a.plugin.clone(),
            jobs,
            work,
            _temp: temp,
            pool,
            tools,
            command,
        })
    }

    /// llc and the plugin must be there before anything is compiled.
    pub fn check_llc(&self) -> Result<PathBuf, CliError> {
        if !self.tools.llc().is_file() {
            return Err(CliError::input(format!("{}: no llc there (--llvm-bin)", self.tools.llc().display())));
        }
        let plugin = match &self.plugin {
            Some(p) => p.clone(),
            None => default_plugin()?,
        };
        if !plugin.is_file() {
            return Err(CliError::input(format!("{}: no such plugin", plugin.display())));
        }
        // llc's -load searches the library path for a bare name.
        Ok(std::fs::canonicalize(&plugin).unwrap_or(plugin))
    }

    /// The triple llc is given: --mtriple, else HSA for a module without
    /// one (the user asked for a gfx CPU); a module with another target
    /// keeps it and fails as not AMDGPU.
    pub fn triple_for(&self, prepared: &Prepared) -> Option<String> {
        self.mtriple
            .clone()
            .or_else(|| prepared.ir.triple.is_none().then(|| "amdgcn-amd-amdhsa".to_string()))
    }

    pub fn llc_setup(&self, plugin: &Path, prepared: &Prepared) -> LlcSetup {
        LlcSetup {
            llc: self.tools.llc(),
            plugin: plugin.to_path_buf(),
            triple: self.triple_for(prepared),
            cpu: self.cpu.clone(),
            mattr: self.mattr.clone(),
            module_triple: prepared.ir.triple.clone(),
            command: self.command,
        }
    }

    /// The occupancy model's target for code compiled with `triple`.
    pub fn target(&self, triple: Option<&str>) -> Result<GcnTarget, CliError> {
        let os = TargetOs::parse(triple.unwrap_or("").split('-').nth(2).unwrap_or("")).unwrap_or(TargetOs::None);
        GcnTarget::from_cpu_for_os(&self.cpu, &self.mattr, os).map_err(|e| CliError::usage(e.to_string()))
    }
}

fn tempdir() -> Result<tempfile::TempDir, CliError> {
    tempfile::Builder::new()
        .prefix("gcnrs-")
        .tempdir()
        .map_err(|e| CliError::input(format!("cannot make a temporary directory: {e}")))
}

/// The kind of every input, checked against what `command` reads, and
/// that each exists.
pub fn input_kinds(inputs: &[PathBuf], command: &str, accepted: &[Kind]) -> Result<Vec<Kind>, CliError> {
    let mut kinds = Vec::new();
    for p in inputs {
        let kind = Kind::of(p).filter(|k| accepted.contains(k)).ok_or_else(|| {
            let names: Vec<&str> = accepted.iter().map(|k| k.extension()).collect();
            let list = match names.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!(".{} or .{last}", rest.join(", .")),
                _ => format!(".{}", names.join("")),
            };
            CliError::usage(format!("{}: not an input gcnrs {command} reads ({list})", p.display()))
        })?;
        if !p.is_file() {
            return Err(CliError::input(format!("{}: no such file", p.display())));
        }
        kinds.push(kind);
    }
    Ok(kinds)
}

/// libgcnrs.so next to the running binary (target/release/ holds both).
fn default_plugin() -> Result<PathBuf, CliError> {
    let p = beside_this_binary("libgcnrs.so").map_err(|e| CliError::input(format!("cannot find this binary: {e}")))?;
    if p.is_file() {
        Ok(p)
    } else {
        Err(CliError::input(format!("no plugin next to the binary ({}); pass --plugin", p.display())))
    }
}

/// File stems, made unique by a numeric prefix where two inputs share one.
pub fn unique_stems(inputs: &[PathBuf]) -> Vec<String> {
    let stem = |p: &PathBuf| {
        p.file_stem()
            .map(|s| s.to_string_lossy().replace(|c: char| !c.is_ascii_alphanumeric() && c != '_' && c != '-', "_"))
            .unwrap_or_else(|| "input".into())
    };
    let all: Vec<String> = inputs.iter().map(stem).collect();
    all.iter()
        .enumerate()
        .map(|(i, s)| if all.iter().filter(|x| *x == s).count() > 1 { format!("{i}-{s}") } else { s.clone() })
        .collect()
}

/// A bar on stderr when it is a terminal, nothing otherwise.
pub fn progress_bar(len: u64, command: &str, unit: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::hidden());
    }
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    let template = format!("{{prefix}}[{{bar:30}}] {{pos}}/{{len}} {unit} {{elapsed}} {{wide_msg}}");
    if let Ok(style) = ProgressStyle::with_template(&template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_prefix(format!("gcnrs {command} "));
    bar
}

pub fn write_file(path: &Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    #[test]
    fn stems_stay_unique() {
        let inputs: Vec<std::path::PathBuf> = ["a/k.ll", "b/k.cl", "c/x y.mir"].iter().map(Into::into).collect();
        assert_eq!(super::unique_stems(&inputs), vec!["0-k", "1-k", "x_y"]);
    }
}
