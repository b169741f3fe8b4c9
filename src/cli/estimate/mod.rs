//! `gcnrs estimate`: how long each kernel takes at its occupancy, by the
//! speed model (`crate::speed`) at two memory latencies and by llvm-mca,
//! from llc's final code. Inputs are compiled as `gcnrs report` compiles
//! them (one llc run per scheduler); asm is estimated as it is.

pub(crate) mod kernel;
mod mca;
mod table;

use super::llvm::inputs::{prepare, Kind};
use super::llvm::llc::{run_llc, LlcRequest};
use super::llvm::sched::{self, Sched, DEFAULT_SCHED};
use super::llvm::{input_kinds, progress_bar, unique_stems, Llvm, LlvmArgs};
use super::CliError;
use crate::report::asm::parse_asm;
use crate::speed::asm::parse_functions;
use crate::speed::{Machine, Params};
use clap::Args;
use indicatif::ProgressBar;
pub(crate) use kernel::KernelEstimate;
use kernel::{estimate_kernel, kernels};
use mca::{run_mca, Mca};
use rayon::prelude::*;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Estimate how long each kernel takes at its occupancy: our speed model
/// at the default memory latency and at 3x, llvm-mca's figure, what bounds
/// each loop (latency: another wave would help; issue:PIPE: it would not).
#[derive(Debug, Clone, Args)]
#[command(after_help = "\
Inputs: llc asm (.s, estimated as it is), LLVM IR (.ll, .bc), MIR stopped \
before the machine scheduler (.mir), OpenCL C (.cl); all but asm are \
compiled by llc-22 with the plugin as 'gcnrs report' compiles them.

Per kernel (entry function): occupancy, time in clocks per wave's share \
of a SIMD (sum over loops of 8^depth * max(L/W, U)), at --mem-latency and \
3x, llvm-mca's time (mca has one memory latency, its model's), the bound; \
per loop segment: depth, instructions, L, U of the busiest pipe, t. \
Callees are not estimated apart (a kernel's time does not include calls). \
--json prints a list of kernel objects (README.md 'gcnrs estimate').")]
pub struct EstimateArgs {
    /// Input files
    #[arg(value_name = "INPUT", required = true)]
    pub inputs: Vec<PathBuf>,
    /// A -misched name, an -amdgpu-sched-strategy value (max-ilp,
    /// max-memory-clause, iterative-ilp, iterative-minreg,
    /// iterative-maxocc) or 'default'; repeat or separate with commas
    /// [default: default]
    #[arg(long, value_name = "NAME", value_delimiter = ',')]
    pub sched: Vec<String>,
    /// Vector memory latency in clocks [default: 320]
    #[arg(long, value_name = "N", value_parser = super::values::count)]
    pub mem_latency: Option<u32>,
    /// A JSON list of kernel objects on stdout instead of the table
    #[arg(long)]
    pub json: bool,
    /// Print how long the run took next to the llc runs it made (stderr
    /// with --json, else after the table)
    #[arg(long)]
    pub timing: bool,
    /// Skip llvm-mca (about a third of an llc run's time per file)
    #[arg(long)]
    pub no_mca: bool,
    #[command(flatten)]
    pub llvm: LlvmArgs,
}

/// How long `estimate` took next to the llc runs it made (report's
/// `Timing` plus mca).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Timing {
    pub wall_ms: f64,
    /// Sum of every llc process's wall time.
    pub llc_ms: f64,
    pub llc_runs: usize,
    /// Sum of every llvm-mca process's wall time.
    pub mca_ms: f64,
    pub jobs: usize,
}

impl Timing {
    /// Wall time against the llc runs alone at the same parallelism: what
    /// preparing inputs, the estimate and mca add to compiling.
    pub fn ratio(&self) -> Option<f64> {
        let lanes = self.jobs.min(self.llc_runs).max(1) as f64;
        (self.llc_ms > 0.0).then(|| self.wall_ms * lanes / self.llc_ms)
    }
}

/// One file under one scheduler.
pub(crate) struct FileEstimate {
    pub file: String,
    pub sched: String,
    pub kernels: Vec<KernelEstimate>,
    pub callables: Vec<String>,
    pub notes: Vec<String>,
    pub llc_ms: f64,
    pub mca_ms: f64,
}

/// What goes to stdout and to stderr.
pub fn run(a: &EstimateArgs) -> Result<(String, String), CliError> {
    let start = Instant::now();
    let llvm = Llvm::new(&a.llvm, "estimate")?;
    let scheds = sched::parse_list(&a.sched, &[DEFAULT_SCHED])?;
    let kinds = input_kinds(&a.inputs, "estimate", &Kind::ALL)?;
    let plugin = if kinds.iter().any(|k| *k != Kind::Asm) { Some(llvm.check_llc()?) } else { None };
    let params = Params { mem_latency: a.mem_latency.unwrap_or(Params::default().mem_latency) };
    if params.mem_latency == 0 {
        return Err(CliError::usage("--mem-latency must be at least 1"));
    }
    let stems = unique_stems(&a.inputs);
    let runs: usize = kinds.iter().map(|k| if *k == Kind::Asm { 1 } else { scheds.len() }).sum();
    let bar = progress_bar(runs as u64, "estimate", "files");
    let job = Job { llvm: &llvm, plugin: plugin.as_deref(), params, bar: &bar, mca: !a.no_mca };
    let results: Vec<Result<Vec<FileEstimate>, CliError>> = llvm.pool.install(|| {
        a.inputs
            .par_iter()
            .zip(kinds.par_iter())
            .zip(stems.par_iter())
            .map(|((path, kind), stem)| job.file(path, *kind, stem, &scheds))
            .collect()
    });
    bar.finish_and_clear();
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok(f) => files.extend(f),
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
    let timing = Timing {
        wall_ms: start.elapsed().as_secs_f64() * 1e3,
        llc_ms: files.iter().map(|f| f.llc_ms).sum(),
        llc_runs: runs - kinds.iter().filter(|k| **k == Kind::Asm).count(),
        mca_ms: files.iter().map(|f| f.mca_ms).sum(),
        jobs: llvm.jobs,
    };
    if a.json {
        // The list stays a list for scripts; notes and the timing (one
        // JSON object) go to stderr.
        let kernels: Vec<&KernelEstimate> = files.iter().flat_map(|f| &f.kernels).collect();
        let mut text = serde_json::to_string(&kernels).map_err(|e| CliError::input(e.to_string()))?;
        text.push('\n');
        let mut err = table::notes(&files, true);
        if a.timing {
            err.push_str(&serde_json::to_string(&timing).map_err(|e| CliError::input(e.to_string()))?);
            err.push('\n');
        }
        return Ok((text, err));
    }
    let mut out = table::render(&files, &params);
    out.push_str(&table::notes(&files, false));
    if a.timing {
        out.push_str(&table::timing_line(&timing));
    }
    Ok((out, String::new()))
}

struct Job<'a> {
    llvm: &'a Llvm,
    plugin: Option<&'a Path>,
    params: Params,
    bar: &'a ProgressBar,
    mca: bool,
}

impl Job<'_> {
    fn file(&self, path: &Path, kind: Kind, stem: &str, scheds: &[Sched]) -> Result<Vec<FileEstimate>, CliError> {
        let shown = path.display().to_string();
        if kind == Kind::Asm {
            let asm = std::fs::read_to_string(path).map_err(|e| CliError::input(format!("{shown}: {e}")))?;
            let triple = self.llvm.mtriple.clone().unwrap_or_else(|| "amdgcn-amd-amdhsa".to_string());
            let f = self.estimate_asm(&asm, &triple, &shown, "asm", &format!("{stem}.asm"), 0.0)?;
            self.bar.inc(1);
            if f.kernels.is_empty() && f.callables.is_empty() {
                return Err(CliError::input(format!("{shown}: no function of llc's AMDGPU asm in it")));
            }
            return Ok(vec![f]);
        }
        let plugin = self.plugin.expect("checked for non-asm inputs");
        let prepared = prepare(path, kind, &self.llvm.work, stem, &self.llvm.tools)?;
        let setup = self.llvm.llc_setup(plugin, &prepared);
        let triple = setup.triple.clone().or_else(|| prepared.ir.triple.clone()).unwrap_or_else(|| "amdgcn-amd-amdhsa".into());
        let results: Vec<Result<FileEstimate, CliError>> = scheds
            .par_iter()
            .map(|s| {
                let out = self.llvm.work.join(format!("{stem}.{}", s.name()));
                let req = LlcRequest { sched: Some(s.clone()), stats: None, verify: false };
                let run = run_llc(&setup, &prepared.llc_input, prepared.kind, &req, &out, path)?;
                let mut f = self.estimate_asm(&run.asm, &triple, &shown, s.name(), &format!("{stem}.{}", s.name()), run.ms)?;
                f.llc_ms = run.ms;
                self.bar.set_message(stem.to_string());
                self.bar.inc(1);
                Ok(f)
            })
            .collect();
        results.into_iter().collect()
    }

    /// Estimate every kernel of one asm text (mca once for all of them).
    fn estimate_asm(&self, asm: &str, triple: &str, file: &str, sched: &str, stem: &str, llc_ms: f64) -> Result<FileEstimate, CliError> {
        let mca_file = self.llvm.work.join(format!("{stem}.mca.s"));
        let src = AsmSource { file, sched, triple, mca_file: self.mca.then_some(mca_file.as_path()), llc_ms };
        estimate_asm(self.llvm, asm, &src, &self.params)
    }
}

/// Where an asm text comes from and where mca's input goes.
pub(crate) struct AsmSource<'a> {
    pub file: &'a str,
    pub sched: &'a str,
    pub triple: &'a str,
    /// Where mca's input goes; `None`: no mca.
    pub mca_file: Option<&'a Path>,
    /// How long llc took for it (mca's deadline scales with it).
    pub llc_ms: f64,
}

/// The estimate of every kernel in `asm` (shared with `gcnrs tune`).
pub(crate) fn estimate_asm(llvm: &Llvm, asm: &str, src: &AsmSource<'_>, params: &Params) -> Result<FileEstimate, CliError> {
    let AsmSource { file, sched, triple, mca_file, llc_ms } = *src;
    let target = llvm.target(Some(triple))?;
    let machine = Machine::for_target(&target);
    let functions = parse_functions(asm);
    let resources = parse_asm(asm);
    let (ks, callables) = kernels(&functions);
    let mut notes = Vec::new();
    let mut mca_ms = 0.0;
    let regions = match mca_file {
        None => None,
        Some(mca_file) => {
            let mca_tool = llvm.tools.llvm_mca();
            // mca takes a fraction of llc's time (0.1-0.5 s a file on the
            // corpus): past as long as llc took (1 s at least; 30 s for asm
            // inputs) it hangs.
            let secs = if llc_ms > 0.0 { (llc_ms / 1e3).max(1.0) } else { 30.0 };
            let timeout = std::time::Duration::from_secs_f64(secs);
            let vopd = target.generation() >= 11;
            let m = Mca { mca: &mca_tool, triple, cpu: &llvm.cpu, mattr: &llvm.mattr, timeout, vopd };
            let (regions, ms) = run_mca(&m, &ks, mca_file);
            mca_ms = ms;
            match regions {
                Ok(r) => Some(r),
                Err(e) => {
                    notes.push(format!("{file} ({sched}): no llvm-mca figures: {e}"));
                    None
                }
            }
        }
    };
    let kernels = ks
        .iter()
        .enumerate()
        .map(|(i, k)| {
            estimate_kernel(k, i, &machine, params, regions.as_deref(), resources.get(&k.function.name), (file, sched))
        })
        .collect();
    Ok(FileEstimate { file: file.to_string(), sched: sched.to_string(), kernels, callables, notes, llc_ms: 0.0, mca_ms })
}

#[cfg(test)]
mod tests {
    #[rustfmt::skip]
    #[test]
    fn argument_errors_are_one_line_before_any_llc_run() {
        let cases = [
            ("x.ll", 2, "missing --mcpu (try 'gcnrs estimate --help')"),
            ("--mcpu gfx9999 x.ll", 2, "unknown AMDGPU CPU 'gfx9999'"),
            ("--mcpu gfx900 x.txt", 2, "x.txt: not an input gcnrs estimate reads (.ll, .bc, .mir, .cl or .s)"),
            ("--mcpu gfx900 /nonexistent/x.s", 1, "/nonexistent/x.s: no such file"),
            ("--mcpu gfx900 --sched a/b x.ll", 2, "'a/b' is not a scheduler name"),
            ("--mcpu gfx900", 2, "the following required arguments were not provided"),
            ("--mcpu gfx900 --mem-latency 3x x.ll", 2, "invalid value '3x' for '--mem-latency <N>'"),
            ("--mcpu gfx900 -j 0 x.ll", 2, "-j must be at least 1"),
        ];
        crate::cli::assert_one_line_errors("estimate", &cases);
    }
}
