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
use crate::occupancy::GcnTarget;
use crate::report::asm::parse_asm;
use crate::speed::asm::parse_functions;
use crate::speed::{Machine, Params};
use clap::Args;
use indicatif::ProgressBar;
pub(crate) use kernel::KernelEstimate;
use kernel::{estimate_kernel, kernels};
use crate::report::asm::AsmResources;
use crate::speed::asm::AsmFunction;
use mca::{mca_text, run_batched, Mca, McaResult};
use std::collections::BTreeMap;
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
    let job = Job { llvm: &llvm, plugin: plugin.as_deref(), bar: &bar };
    // The largest inputs first, one per task: llc's time grows with the
    // input, and a long run started last keeps one worker busy while the
    // others idle.
    let mut order: Vec<usize> = (0..a.inputs.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(std::fs::metadata(&a.inputs[i]).map_or(0, |m| m.len())));
    let mut results: Vec<(usize, Result<Vec<AsmJob>, CliError>)> = llvm.pool.install(|| {
        order.par_iter().with_max_len(1).map(|&i| (i, job.compile(&a.inputs[i], kinds[i], &stems[i], &scheds))).collect()
    });
    results.sort_by_key(|(i, _)| *i);
    let results = results.into_iter().map(|(_, r)| r);
    bar.finish_and_clear();
    let mut asms = Vec::new();
    let mut errors = Vec::new();
    for r in results {
        match r {
            Ok(f) => asms.extend(f),
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
    let files = llvm.pool.install(|| estimate_all(&llvm, &asms, &params, !a.no_mca, "estimate"))?;
    for (f, asm) in files.iter().zip(&asms) {
        if asm.sched == "asm" && f.kernels.is_empty() && f.callables.is_empty() {
            return Err(CliError::input(format!("{}: no function of llc's AMDGPU asm in it", f.file)));
        }
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
    bar: &'a ProgressBar,
}

impl Job<'_> {
    /// The asm of one input under every scheduler (asm inputs as they are).
    fn compile(&self, path: &Path, kind: Kind, stem: &str, scheds: &[Sched]) -> Result<Vec<AsmJob>, CliError> {
        let shown = path.display().to_string();
        if kind == Kind::Asm {
            let asm = std::fs::read_to_string(path).map_err(|e| CliError::input(format!("{shown}: {e}")))?;
            let triple = self.llvm.mtriple.clone().unwrap_or_else(|| "amdgcn-amd-amdhsa".to_string());
            self.bar.inc(1);
            return Ok(vec![AsmJob { asm, file: shown, sched: "asm".into(), triple, llc_ms: 0.0 }]);
        }
        let plugin = self.plugin.expect("checked for non-asm inputs");
        let prepared = prepare(path, kind, &self.llvm.work, stem, &self.llvm.tools)?;
        let setup = self.llvm.llc_setup(plugin, &prepared);
        let triple = setup.triple.clone().or_else(|| prepared.ir.triple.clone()).unwrap_or_else(|| "amdgcn-amd-amdhsa".into());
        scheds
            .par_iter()
            .map(|s| {
                let out = self.llvm.work.join(format!("{stem}.{}", s.name()));
                let req = LlcRequest { sched: Some(s.clone()), stats: None, verify: false, remarks: false };
                let run = run_llc(&setup, &prepared.llc_input, prepared.kind, &req, &out, path)?;
                self.bar.set_message(stem.to_string());
                self.bar.inc(1);
                Ok(AsmJob { asm: run.asm, file: shown.clone(), sched: s.name().to_string(), triple: triple.clone(), llc_ms: run.ms })
            })
            .collect()
    }
}

/// One asm text to estimate and where it comes from.
pub(crate) struct AsmJob {
    pub asm: String,
    /// The input file as the user named it.
    pub file: String,
    /// The scheduler it was compiled with ("asm" for asm inputs).
    pub sched: String,
    pub triple: String,
    /// How long llc took for it (0 for asm inputs).
    pub llc_ms: f64,
}

/// The estimate of every kernel in each asm text, in order (shared with
/// `gcnrs tune`). llvm-mca, when asked for, runs in batches over all the
/// texts (see `mca.rs`); each batch's wall time is split over its files by
/// their share of its input. Runs on the current rayon pool.
pub(crate) fn estimate_all(
    llvm: &Llvm,
    asms: &[AsmJob],
    params: &Params,
    with_mca: bool,
    stem: &str,
) -> Result<Vec<FileEstimate>, CliError> {
    let machines: Vec<(Machine, GcnTarget)> = asms
        .iter()
        .map(|a| llvm.target(Some(&a.triple)).map(|t| (Machine::for_target(&t), t)))
        .collect::<Result<_, _>>()?;
    let parsed: Vec<(Vec<AsmFunction>, BTreeMap<String, AsmResources>)> =
        asms.par_iter().map(|a| (parse_functions(&a.asm), parse_asm(&a.asm))).collect();
    let mut mca: Vec<Option<McaResult>> = asms.iter().map(|_| None).collect();
    let mut mca_ms = vec![0.0; asms.len()];
    if with_mca {
        let texts: Vec<String> = parsed.par_iter().map(|(functions, _)| mca_text(&kernels(functions).0)).collect();
        let mca_tool = llvm.tools.mca_engine();
        let mut triples: Vec<&str> = asms.iter().map(|a| a.triple.as_str()).collect();
        triples.sort_unstable();
        triples.dedup();
        for (t, triple) in triples.iter().enumerate() {
            let members: Vec<usize> = (0..asms.len()).filter(|&i| asms[i].triple == *triple).collect();
            let inputs: Vec<&str> = members.iter().map(|&i| texts[i].as_str()).collect();
            let m = Mca { mca: &mca_tool, triple, cpu: &llvm.cpu, mattr: &llvm.mattr };
            for (&i, (r, ms)) in members.iter().zip(run_batched(&m, &inputs, &llvm.work, &format!("{stem}.{t}"))) {
                mca_ms[i] = ms;
                mca[i] = Some(r);
            }
        }
    }
    let files = asms
        .par_iter()
        .zip(parsed.par_iter())
        .zip(machines.par_iter())
        .zip(mca.into_par_iter().zip(mca_ms.into_par_iter()))
        .map(|(((a, (functions, resources)), (machine, target)), (mca, mca_ms))| {
            let (ks, callables) = kernels(functions);
            let mut notes = Vec::new();
            let regions = match mca {
                Some(Err(e)) => {
                    notes.push(format!("{} ({}): no llvm-mca figures: {e}", a.file, a.sched));
                    None
                }
                Some(Ok(r)) => Some(r),
                None => None,
            };
            let kernels = ks
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    let res = resources.get(&k.function.name);
                    estimate_kernel(k, i, (machine, target), params, regions.as_deref(), res, (&a.file, &a.sched))
                })
                .collect();
            FileEstimate { file: a.file.clone(), sched: a.sched.clone(), kernels, callables, notes, llc_ms: a.llc_ms, mca_ms }
        })
        .collect();
    Ok(files)
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
