//! `gcnrs report`: why a kernel runs at N waves and what N+1 would take.
//! Every input is compiled by llc-22 with the plugin once per scheduler
//! (in parallel, with a progress bar on a terminal); the report joins the
//! plugin's region statistics with the final resources in llc's asm and
//! renders them as a table, JSON or an HTML page (`crate::report`).

mod inputs;
mod llc;
mod tools;

use super::CliError;
use crate::occupancy::{GcnTarget, TargetOs};
use crate::report::model::{file_report, Report, Timing};
use crate::report::{html, table, RunData};
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use inputs::{prepare, Kind};
use llc::{run_llc, LlcSetup, DEFAULT_SCHED};
use rayon::prelude::*;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;
use tools::Tools;

/// Compile kernels with llc-22 and the gcnrs plugin under one or more
/// schedulers and report, per kernel, the occupancy, what limits it, what
/// one more wave costs, the final registers, and per scheduling region
/// the register pressure under each scheduler.
#[derive(Debug, Clone, Args)]
#[command(after_help = "\
Inputs: LLVM IR (.ll, .bc), MIR stopped before the machine scheduler \
(.mir, as llc -stop-before=machine-scheduler writes it), OpenCL C (.cl, \
compiled with clang-22 and libclc like scripts/gen-corpus).

Without --html or --json the report is a table on stdout; --table prints it \
as well. Keys of --json are described in README.md ('gcnrs report').")]
pub struct ReportArgs {
    /// Input files
    #[arg(value_name = "INPUT", required = true)]
    pub inputs: Vec<PathBuf>,
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
    /// A -misched name, or 'default' for LLVM's default scheduler; repeat
    /// or separate with commas [default: default,gcnrs-occupancy]
    #[arg(long, value_name = "NAME", value_delimiter = ',')]
    pub sched: Vec<String>,
    /// Also run the exact minimum-register solver on every region
    /// (-gcnrs-region-stats-solve)
    #[arg(long)]
    pub solve: bool,
    /// Write a self-contained HTML page with pressure plots
    #[arg(long, value_name = "OUT.html")]
    pub html: Option<PathBuf>,
    /// Write the report as JSON ('-': stdout)
    #[arg(long, value_name = "OUT.json")]
    pub json: Option<PathBuf>,
    /// Print the table even with --html or --json
    #[arg(long)]
    pub table: bool,
    /// Show every region, not only those that block the next wave and the
    /// highest few
    #[arg(long)]
    pub all_regions: bool,
    /// llc processes at once [default: the number of CPUs]
    #[arg(short = 'j', long, value_name = "N", value_parser = super::values::count)]
    pub jobs: Option<u32>,
    /// The plugin [default: libgcnrs.so next to this binary]
    #[arg(long, value_name = "PATH")]
    pub plugin: Option<PathBuf>,
    /// Directory of llc, clang, opt, llvm-dis [default: $GCNRS_LLVM_BIN or
    /// /usr/lib/llvm-22/bin]
    #[arg(long, value_name = "DIR")]
    pub llvm_bin: Option<PathBuf>,
    /// libclc bitcode for OpenCL inputs [default: $GCNRS_LIBCLC or
    /// /usr/lib/clc/amdgcn-amd-amdhsa.bc]
    #[arg(long, value_name = "PATH")]
    pub libclc: Option<PathBuf>,
    /// Report only these functions (repeat or separate with commas)
    #[arg(long = "function", value_name = "NAME", value_delimiter = ',')]
    pub functions: Vec<String>,
    /// Keep every run's asm and statistics in DIR (<stem>.<sched>.s,
    /// <stem>.<sched>.jsonl)
    #[arg(long, value_name = "DIR")]
    pub save_temps: Option<PathBuf>,
}

pub fn run(a: &ReportArgs) -> Result<String, CliError> {
    let start = Instant::now();
    let cpu = a.mcpu.clone().ok_or_else(|| CliError::usage("missing --mcpu (try 'gcnrs report --help')"))?;
    // The occupancy model knows every CPU llc-22 accepts: checking here
    // gives one line instead of llc's warning and a compile for a default.
    GcnTarget::from_cpu(&cpu, &a.mattr).map_err(|e| CliError::usage(e.to_string()))?;
    let scheds = if a.sched.is_empty() {
        vec![DEFAULT_SCHED.to_string(), "gcnrs-occupancy".to_string()]
    } else {
        let mut s: Vec<String> = Vec::new();
        for name in &a.sched {
            let name = name.trim();
            if name.is_empty() || name.contains(char::is_whitespace) || name.contains('/') {
                return Err(CliError::usage(format!("--sched: '{name}' is not a scheduler name")));
            }
            if !s.iter().any(|x| x == name) {
                s.push(name.to_string());
            }
        }
        s
    };
    let mut kinds = Vec::new();
    for p in &a.inputs {
        let kind = Kind::of(p)?;
        if !p.is_file() {
            return Err(CliError::input(format!("{}: no such file", p.display())));
        }
        kinds.push(kind);
    }
    let bin = a
        .llvm_bin
        .clone()
        .or_else(|| std::env::var_os("GCNRS_LLVM_BIN").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin"));
    let tools = Tools {
        libclc: a
            .libclc
            .clone()
            .or_else(|| std::env::var_os("GCNRS_LIBCLC").map(PathBuf::from))
            .unwrap_or_else(|| PathBuf::from("/usr/lib/clc/amdgcn-amd-amdhsa.bc")),
        bin,
        cpu: cpu.clone(),
        mattr: a.mattr.clone(),
    };
    if !tools.llc().is_file() {
        return Err(CliError::input(format!("{}: no llc there (--llvm-bin)", tools.llc().display())));
    }
    let plugin = match &a.plugin {
        Some(p) => p.clone(),
        None => default_plugin()?,
    };
    if !plugin.is_file() {
        return Err(CliError::input(format!("{}: no such plugin", plugin.display())));
    }
    // llc's -load searches the library path for a bare name.
    let plugin = std::fs::canonicalize(&plugin).unwrap_or(plugin);
    let jobs = match a.jobs {
        Some(0) => return Err(CliError::usage("-j must be at least 1")),
        Some(n) => n as usize,
        None => std::thread::available_parallelism().map_or(2, |n| n.get()),
    };
    let temp = tempfile::Builder::new()
        .prefix("gcnrs-report-")
        .tempdir()
        .map_err(|e| CliError::input(format!("cannot make a temporary directory: {e}")))?;
    let work = match &a.save_temps {
        Some(d) => {
            std::fs::create_dir_all(d).map_err(|e| CliError::input(format!("{}: {e}", d.display())))?;
            d.clone()
        }
        None => temp.path().to_path_buf(),
    };
    let stems = unique_stems(&a.inputs);

    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| CliError::input(format!("cannot start {jobs} threads: {e}")))?;
    let steps = a.inputs.len() * scheds.len()
        + kinds.iter().filter(|k| matches!(k, Kind::OpenCl | Kind::Bitcode)).count();
    let bar = progress_bar(steps as u64);
    let job = Job { a, tools: &tools, plugin: &plugin, scheds: &scheds, work: &work, bar: &bar, cpu: &cpu };
    let results: Vec<Result<(crate::report::model::FileReport, f64), CliError>> = pool.install(|| {
        a.inputs
            .par_iter()
            .zip(kinds.par_iter())
            .zip(stems.par_iter())
            .map(|((path, kind), stem)| job.file(path, *kind, stem))
            .collect()
    });
    bar.finish_and_clear();

    let mut files = Vec::new();
    let mut llc_ms = 0.0;
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok((f, ms)) => {
                files.push(f);
                llc_ms += ms;
            }
            Err(e) => errors.push(e),
        }
    }
    if let Some(first) = errors.first() {
        let mut e = first.clone();
        if errors.len() > 1 {
            e.message.push_str(&format!(" (and {} more failing inputs)", errors.len() - 1));
        }
        return Err(e);
    }
    if !a.functions.is_empty() {
        for f in &mut files {
            f.functions.retain(|x| a.functions.contains(&x.name));
        }
        files.retain(|f| !f.functions.is_empty());
        if files.is_empty() {
            return Err(CliError::input(format!("no function named {} in the inputs", a.functions.join(", "))));
        }
    }
    let mut report = Report {
        cpu: cpu.clone(),
        mattr: a.mattr.clone(),
        scheds: scheds.clone(),
        solve: a.solve,
        files,
        timing: None,
    };
    let mut stdout = String::new();
    let wants_table = a.table || (a.html.is_none() && a.json.is_none());
    if let Some(path) = &a.html {
        write_file(path, &html::render(&report, a.all_regions))?;
    }
    report.timing = Some(Timing {
        wall_ms: start.elapsed().as_secs_f64() * 1e3,
        llc_ms,
        jobs,
        llc_runs: a.inputs.len() * scheds.len(),
    });
    if let Some(path) = &a.json {
        let mut text = serde_json::to_string(&report).map_err(|e| CliError::input(e.to_string()))?;
        text.push('\n');
        if path.as_os_str() == "-" {
            stdout.push_str(&text);
        } else {
            write_file(path, &text)?;
        }
    }
    if wants_table {
        stdout.push_str(&table::render(&report, a.all_regions));
    }
    Ok(stdout)
}

/// What every file's work needs.
struct Job<'a> {
    a: &'a ReportArgs,
    tools: &'a Tools,
    plugin: &'a Path,
    scheds: &'a [String],
    work: &'a Path,
    bar: &'a ProgressBar,
    cpu: &'a str,
}

impl Job<'_> {
    /// Prepare one input, run llc once per scheduler (in parallel), build
    /// its part of the report; the llc wall time summed.
    fn file(&self, path: &Path, kind: Kind, stem: &str) -> Result<(crate::report::model::FileReport, f64), CliError> {
        let prepared = prepare(path, kind, self.work, stem, self.tools)?;
        if matches!(kind, Kind::OpenCl | Kind::Bitcode) {
            self.bar.inc(1);
        }
        // A module without a triple is taken for HSA, like OpenCL: the
        // user asked for a gfx CPU. One with another target stays as it is
        // and fails below as not AMDGPU.
        let triple = self
            .a
            .mtriple
            .clone()
            .or_else(|| prepared.ir.triple.is_none().then(|| "amdgcn-amd-amdhsa".to_string()));
        let setup = LlcSetup {
            llc: self.tools.llc(),
            plugin: self.plugin.to_path_buf(),
            triple: triple.clone(),
            cpu: self.cpu.to_string(),
            mattr: self.a.mattr.clone(),
            solve: self.a.solve,
            module_triple: prepared.ir.triple.clone(),
        };
        let runs: Vec<Result<llc::LlcRun, CliError>> = self
            .scheds
            .par_iter()
            .map(|s| {
                let out = self.work.join(format!("{stem}.{s}"));
                let r = run_llc(&setup, &prepared.llc_input, prepared.kind, s, &out, path);
                self.bar.set_message(stem.to_string());
                self.bar.inc(1);
                r
            })
            .collect();
        let mut data: Vec<RunData> = Vec::new();
        let mut ms = 0.0;
        for r in runs {
            let r = r?;
            ms += r.ms;
            data.push(r.data);
        }
        let triple = triple.or_else(|| prepared.ir.triple.clone()).unwrap_or_default();
        let os = TargetOs::parse(triple.split('-').nth(2).unwrap_or("")).unwrap_or(TargetOs::None);
        let t = GcnTarget::from_cpu_for_os(self.cpu, &self.a.mattr, os).map_err(|e| CliError::usage(e.to_string()))?;
        Ok((file_report(&path.display().to_string(), self.scheds, &data, &prepared.ir, &t), ms))
    }
}

/// libgcnrs.so next to the running binary (target/release/ holds both).
fn default_plugin() -> Result<PathBuf, CliError> {
    let exe = std::env::current_exe().map_err(|e| CliError::input(format!("cannot find this binary: {e}")))?;
    let p = exe.with_file_name("libgcnrs.so");
    if p.is_file() {
        Ok(p)
    } else {
        Err(CliError::input(format!("no plugin next to the binary ({}); pass --plugin", p.display())))
    }
}

/// File stems, made unique by a numeric prefix where two inputs share one.
fn unique_stems(inputs: &[PathBuf]) -> Vec<String> {
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
fn progress_bar(len: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::hidden());
    }
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{prefix}[{bar:30}] {pos}/{len} llc runs {elapsed} {wide_msg}") {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_prefix("gcnrs report ");
    bar
}

fn write_file(path: &Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use crate::cli::run as gcnrs;

    fn report(args: &str) -> crate::cli::Outcome {
        gcnrs(["gcnrs", "report"].into_iter().chain(args.split_whitespace()))
    }

    #[rustfmt::skip]
    #[test]
    fn argument_errors_are_one_line_before_any_llc_run() {
        for (args, code, needle) in [
            ("x.ll", 2, "missing --mcpu"),
            ("--mcpu gfx9999 x.ll", 2, "unknown AMDGPU CPU 'gfx9999'"),
            ("--mcpu gfx900 x.txt", 2, "x.txt: not an input gcnrs report reads"),
            ("--mcpu gfx900 /nonexistent/x.ll", 1, "/nonexistent/x.ll: no such file"),
            ("--mcpu gfx900 --sched a/b x.ll", 2, "'a/b' is not a scheduler name"),
            ("--mcpu gfx900", 2, "the following required arguments were not provided"),
            ("--mcpu gfx900 -j x x.ll", 2, "invalid value 'x' for '--jobs <N>'"),
        ] {
            let o = report(args);
            assert!(o.stderr.starts_with("gcnrs report: error: "), "{args}: {}", o.stderr);
            assert!(o.stderr.contains(needle), "{args}: {}", o.stderr);
            assert_eq!(o.stderr.lines().count(), 1, "{args}: {}", o.stderr);
            assert_eq!((o.code, o.stdout.as_str()), (code, ""), "{args}");
        }
    }

    #[test]
    fn stems_stay_unique() {
        let inputs: Vec<std::path::PathBuf> = ["a/k.ll", "b/k.cl", "c/x y.mir"].iter().map(Into::into).collect();
        assert_eq!(super::unique_stems(&inputs), vec!["0-k", "1-k", "x_y"]);
    }
}
