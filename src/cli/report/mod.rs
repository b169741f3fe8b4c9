//! `gcnrs report`: why a kernel runs at N waves and what N+1 would take.
//! Every input is compiled by llc-22 with the plugin once per scheduler
//! (in parallel, with a progress bar on a terminal); the report joins the
//! plugin's region statistics with the final resources in llc's asm and
//! renders them as a table, JSON or an HTML page (`crate::report`).

use super::llvm::inputs::{prepare, Kind};
use super::llvm::llc::{run_llc, LlcOutput, LlcRequest};
use super::llvm::sched::{self, Sched, DEFAULT_SCHED};
use super::llvm::{input_kinds, progress_bar, unique_stems, write_file, Llvm, LlvmArgs};
use super::CliError;
use crate::report::asm::{parse_asm, AsmResources};
use crate::report::remarks;
use crate::report::model::{file_report, Report, SpeedView, Timing};
use crate::report::{html, table, RunData};
use clap::Args;
use indicatif::ProgressBar;
use crate::speed::asm::{estimate_function, parse_functions};
use crate::occupancy::GcnTarget;
use crate::speed::live::LiveRegisters;
use crate::speed::{Machine, Params};
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

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
    /// A -misched name, an -amdgpu-sched-strategy value (max-ilp,
    /// max-memory-clause, iterative-ilp, iterative-minreg,
    /// iterative-maxocc) or 'default' for LLVM's default scheduler; repeat
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
    /// Report only these functions (repeat or separate with commas)
    #[arg(long = "function", value_name = "NAME", value_delimiter = ',')]
    pub functions: Vec<String>,
    #[command(flatten)]
    pub llvm: LlvmArgs,
}

pub fn run(a: &ReportArgs) -> Result<String, CliError> {
    let start = Instant::now();
    let llvm = Llvm::new(&a.llvm, "report")?;
    let scheds = sched::parse_list(&a.sched, &[DEFAULT_SCHED, "gcnrs-occupancy"])?;
    let kinds = input_kinds(&a.inputs, "report", &[Kind::Ir, Kind::Bitcode, Kind::Mir, Kind::OpenCl])?;
    let plugin = llvm.check_llc()?;
    let stems = unique_stems(&a.inputs);
    let steps = a.inputs.len() * scheds.len()
        + kinds.iter().filter(|k| matches!(k, Kind::OpenCl | Kind::Bitcode)).count();
    let bar = progress_bar(steps as u64, "report", "llc runs");
    let job = Job { a, llvm: &llvm, plugin: &plugin, scheds: &scheds, bar: &bar };
    let results: Vec<Result<(crate::report::model::FileReport, f64), CliError>> = llvm.pool.install(|| {
        a.inputs
            .par_iter()
            .zip(kinds.par_iter())
            .zip(stems.par_iter())
            .map(|((path, kind), stem)| job.file(path, *kind, stem))
            .collect()
    });
    bar.finish_and_clear();
    let cpu = llvm.cpu.clone();
    let jobs = llvm.jobs;
    let sched_names: Vec<String> = scheds.iter().map(|s| s.name().to_string()).collect();

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
        mattr: a.llvm.mattr.clone(),
        scheds: sched_names,
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
    llvm: &'a Llvm,
    plugin: &'a Path,
    scheds: &'a [Sched],
    bar: &'a ProgressBar,
}

impl Job<'_> {
    /// Prepare one input, run llc once per scheduler (in parallel), build
    /// its part of the report; the llc wall time summed.
    fn file(&self, path: &Path, kind: Kind, stem: &str) -> Result<(crate::report::model::FileReport, f64), CliError> {
        let prepared = prepare(path, kind, &self.llvm.work, stem, &self.llvm.tools)?;
        if matches!(kind, Kind::OpenCl | Kind::Bitcode) {
            self.bar.inc(1);
        }
        let setup = self.llvm.llc_setup(self.plugin, &prepared);
        let runs: Vec<Result<LlcOutput, CliError>> = self
            .scheds
            .par_iter()
            .map(|s| {
                let out = self.llvm.work.join(format!("{stem}.{}", s.name()));
                // The plugin's schedulers say why they kept or changed
                // LLVM's schedule; the report shows it beside the numbers.
                let req =
                    LlcRequest { sched: Some(s.clone()), stats: Some(self.a.solve), verify: false, remarks: s.is_plugins() };
                let r = run_llc(&setup, &prepared.llc_input, prepared.kind, &req, &out, path);
                self.bar.set_message(stem.to_string());
                self.bar.inc(1);
                r
            })
            .collect();
        let triple = setup.triple.clone().or_else(|| prepared.ir.triple.clone());
        let t = self.llvm.target(triple.as_deref())?;
        let machine = Machine::for_target(&t);
        let mut data: Vec<RunData> = Vec::new();
        let mut ms = 0.0;
        for r in runs {
            let r = r?;
            ms += r.ms;
            let resources = parse_asm(&r.asm);
            data.push(RunData {
                lines: r.stats,
                speed: speed_views(&r.asm, &resources, &machine, &t),
                asm: resources,
                remarks: remarks::parse(&r.stderr),
            });
        }
        let names: Vec<String> = self.scheds.iter().map(|s| s.name().to_string()).collect();
        Ok((file_report(&path.display().to_string(), &names, &data, &prepared.ir, &t), ms))
    }
}

/// The speed model's estimate of every kernel in one asm, at its occupancy
/// and at both memory latencies, with its live VGPRs against the
/// allocation llc reported (`resources`, parsed from the same asm).
fn speed_views(asm: &str, resources: &BTreeMap<String, AsmResources>, m: &Machine, t: &GcnTarget) -> BTreeMap<String, SpeedView> {
    let p = Params::default();
    parse_functions(asm)
        .iter()
        .filter(|f| f.entry)
        .map(|f| {
            let waves = f.occupancy.unwrap_or(1).max(1);
            let allocated = resources.get(&f.name).and_then(AsmResources::vector_registers);
            let view = SpeedView {
                live: LiveRegisters::judge(f, m, t, waves, allocated),
                ..SpeedView::new(&estimate_function(f, m, waves, &p), &estimate_function(f, m, waves, &p.long()), m.max_waves_per_eu())
            };
            (f.name.clone(), view)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[rustfmt::skip]
    #[test]
    fn argument_errors_are_one_line_before_any_llc_run() {
        let cases = [
            ("x.ll", 2, "missing --mcpu"),
            ("--mcpu gfx9999 x.ll", 2, "unknown AMDGPU CPU 'gfx9999'"),
            ("--mcpu gfx900 x.txt", 2, "x.txt: not an input gcnrs report reads"),
            ("--mcpu gfx900 /nonexistent/x.ll", 1, "/nonexistent/x.ll: no such file"),
            ("--mcpu gfx900 --sched a/b x.ll", 2, "'a/b' is not a scheduler name"),
            ("--mcpu gfx900", 2, "the following required arguments were not provided"),
            ("--mcpu gfx900 -j x x.ll", 2, "invalid value 'x' for '--jobs <N>'"),
        ];
        crate::cli::assert_one_line_errors("report", &cases);
    }
}
