//! `gcnrs tune`: per kernel, the scheduling strategy with the smallest
//! estimated time, written into the IR as a function attribute (issue 22).
//!
//! Every candidate is compiled as the module with that candidate's
//! attribute on every kernel, never with an llc option: the tuned module
//! then compiles, with a plain llc and the plugin, to exactly the code the
//! winner's candidate produced for each kernel (a kernel's code does not
//! depend on the other kernels' strategies). Callees keep what they have in
//! every candidate, so they are not tuned apart from their callers.

mod attrs;
mod candidates;
mod pick;
mod table;

use super::estimate::{estimate_all, AsmJob, KernelEstimate};
use super::llvm::inputs::{prepare, Kind};
use super::llvm::llc::{run_llc, LlcRequest};
use super::llvm::tools::run_tool;
use super::llvm::{input_kinds, progress_bar, unique_stems, write_file, Llvm, LlvmArgs};
use super::CliError;
use crate::occupancy::calling_conv::is_entry;
use crate::report::ir_attrs::read_ir;
use crate::speed::dual::DualIssue;
use crate::speed::Params;
use attrs::{set_strategies, strategy_of, StrategyAttr};
use candidates::{Candidate, ILP_FALLBACK};
use clap::Args;
use indicatif::ProgressBar;
use pick::{pick, Score};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Choose per kernel the scheduling strategy with the smallest estimated
/// time and write it into the IR as a function attribute.
#[derive(Debug, Clone, Args)]
#[command(after_help = "\
Inputs: LLVM IR (.ll, .bc) or OpenCL C (.cl, compiled like 'gcnrs report'). \
One input: OUT is the tuned file (bitcode if it ends in .bc) or, if it is a \
directory, OUT/<stem>.ll (.bc for bitcode). Several inputs: OUT is a \
directory.

Each kernel (entry function) is compiled under every candidate and \
estimated by the speed model; it gets the fastest candidate that spills no \
more than the kernel as it is and beats it by --margin at the default \
memory latency and at 3x; otherwise it is left as it is. The attribute is \
\"amdgpu-sched-strategy\" for LLVM's strategies, \"gcnrs-sched-strategy\" \
for ours (honoured by 'llc -load libgcnrs.so' without -misched). A kernel \
that already has one is tuned against it (tuning a tuned file changes \
nothing). Callees are not tuned apart from their callers. A candidate that \
fails to compile is reported and skipped.")]
pub struct TuneArgs {
    /// Input files
    #[arg(value_name = "INPUT", required = true)]
    pub inputs: Vec<PathBuf>,
    /// Where the tuned IR goes (a file, or a directory)
    #[arg(short = 'o', long = "output", value_name = "OUT", required = true)]
    pub output: PathBuf,
    /// Candidates (repeat or separate with commas): default, max-ilp,
    /// max-memory-clause, iterative-minreg, iterative-maxocc,
    /// iterative-ilp, gcnrs-occupancy, gcnrs, gcnrs-iterative-ilp,
    /// gcnrs-iterative-minreg, gcnrs-iterative-max-occupancy,
    /// gcnrs-optimal-minreg [default: the first eight; gcnrs where the
    /// plugin has it; gcnrs-iterative-ilp where LLVM's iterative-ilp fails]
    #[arg(long, value_name = "NAME", value_delimiter = ',')]
    pub sched: Vec<String>,
    /// Write every candidate's estimate as JSON ('-': stdout, instead of
    /// the table)
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Vector memory latency in clocks [default: 320]; the choice must
    /// also hold at 3x
    #[arg(long, value_name = "N", value_parser = super::values::count)]
    pub mem_latency: Option<u32>,
    /// How much faster than the kernel as it is a candidate must be, in
    /// percent, at both memory latencies
    #[arg(long, value_name = "P", default_value = "1", value_parser = percent)]
    pub margin: f64,
    #[command(flatten)]
    pub llvm: LlvmArgs,
}

fn percent(text: &str) -> Result<f64, String> {
    let v: f64 = text.trim().trim_end_matches('%').parse().map_err(|_| format!("'{text}' is not a percentage"))?;
    if !(0.0..100.0).contains(&v) {
        return Err(format!("'{text}' is not between 0 and 100"));
    }
    Ok(v)
}

/// One candidate's numbers for one kernel.
#[derive(Clone, Debug, Serialize)]
pub struct CandidateRow {
    pub sched: String,
    /// Why it has no numbers (failed to compile).
    pub failed: Option<String>,
    /// Same attribute as the kernel has: its numbers are the baseline's.
    pub is_baseline: bool,
    pub time: Option<f64>,
    pub time_long: Option<f64>,
    pub mca_time: Option<f64>,
    pub bound: Option<String>,
    pub occupancy: Option<u32>,
    pub vgprs: Option<u32>,
    pub sgprs: Option<u32>,
    pub agprs: Option<u32>,
    pub spills: Option<u32>,
    /// The VOPD pairs and lone VOPD-capable operations of its heaviest
    /// segment (gfx11+ wave32): on those targets, often why it wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vopd: Option<DualIssue>,
}

impl CandidateRow {
    fn new(sched: &str, e: Option<&KernelEstimate>, failed: Option<String>, is_baseline: bool) -> CandidateRow {
        CandidateRow {
            sched: sched.to_string(),
            failed,
            is_baseline,
            time: e.map(|e| e.time),
            time_long: e.map(|e| e.time_long),
            mca_time: e.and_then(|e| e.mca_time),
            bound: e.map(|e| e.bound.clone()),
            occupancy: e.map(|e| e.occupancy),
            vgprs: e.and_then(|e| e.vgprs),
            sgprs: e.and_then(|e| e.sgprs),
            agprs: e.and_then(|e| e.agprs),
            spills: e.map(KernelEstimate::spills),
            vopd: e.and_then(KernelEstimate::heaviest_vopd),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct KernelTune {
    pub name: String,
    /// The strategy the kernel had (its attribute, or default).
    pub baseline: CandidateRow,
    pub candidates: Vec<CandidateRow>,
    /// `None`: it keeps what it had.
    pub winner: Option<String>,
    /// Baseline time / winner time (1 when kept), by our model at both
    /// latencies and by llvm-mca (not used for the choice).
    pub gain: f64,
    pub gain_long: f64,
    pub mca_gain: Option<f64>,
}

#[derive(Clone, Debug, Serialize)]
pub struct FileTune {
    pub input: String,
    pub output: String,
    pub kernels: Vec<KernelTune>,
    /// Functions that are not entry points: not tuned apart.
    pub callees: Vec<String>,
    pub notes: Vec<String>,
    #[serde(skip)]
    llc_ms: f64,
    #[serde(skip)]
    llc_runs: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct TuneReport {
    pub cpu: String,
    pub mattr: String,
    pub mem_latency: u32,
    pub margin_percent: f64,
    pub files: Vec<FileTune>,
    /// Over every kernel (kept ones count 1).
    pub geomean_gain: f64,
    pub geomean_gain_long: f64,
    pub timing: Timing,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Timing {
    pub wall_ms: f64,
    pub llc_ms: f64,
    pub llc_runs: usize,
    pub jobs: usize,
}

pub fn run(a: &TuneArgs) -> Result<String, CliError> {
    let start = Instant::now();
    let llvm = Llvm::new(&a.llvm, "tune")?;
    let mut cands = candidates::parse(&a.sched)?;
    let kinds = input_kinds(&a.inputs, "tune", &[Kind::Ir, Kind::Bitcode, Kind::OpenCl])?;
    let params = Params { mem_latency: a.mem_latency.unwrap_or(Params::default().mem_latency) };
    if params.mem_latency == 0 {
        return Err(CliError::usage("--mem-latency must be at least 1"));
    }
    let outputs = output_paths(&a.inputs, &kinds, &a.output)?;
    let plugin = llvm.check_llc()?;
    let mut notes = Vec::new();
    if cands.iter().any(|c| c.name == "gcnrs") && !plugin_knows(&llvm, &plugin, "gcnrs") {
        cands.retain(|c| c.name != "gcnrs");
        if !a.sched.is_empty() {
            notes.push("candidate gcnrs skipped: this plugin has no -misched=gcnrs".to_string());
        }
    }
    let stems = unique_stems(&a.inputs);
    let bar = progress_bar((a.inputs.len() * (cands.len() + 1)) as u64, "tune", "llc runs");
    let job = Job { llvm: &llvm, plugin: &plugin, cands: &cands, params, margin: a.margin / 100.0, bar: &bar };
    let results: Vec<Result<(FileTune, String), CliError>> = llvm.pool.install(|| {
        a.inputs
            .par_iter()
            .zip(kinds.par_iter())
            .zip(stems.par_iter())
            .zip(outputs.par_iter())
            .map(|(((path, kind), stem), out)| job.file(path, *kind, stem, out))
            .collect()
    });
    bar.finish_and_clear();
    let mut files = Vec::new();
    let mut texts = Vec::new();
    for r in results {
        let (f, text) = r?;
        files.push(f);
        texts.push(text);
    }
    // Written only when every input went through: no half-tuned set.
    for ((f, text), (out, kind)) in files.iter().zip(&texts).zip(outputs.iter().zip(&kinds)) {
        write_output(&llvm, out, text, *kind == Kind::Bitcode, Path::new(&f.input))?;
    }
    if let Some(f) = files.first_mut() {
        f.notes.splice(0..0, notes);
    }
    let gains: Vec<&KernelTune> = files.iter().flat_map(|f| &f.kernels).collect();
    let geomean = |g: &dyn Fn(&KernelTune) -> f64| {
        if gains.is_empty() {
            1.0
        } else {
            (gains.iter().map(|k| g(k).ln()).sum::<f64>() / gains.len() as f64).exp()
        }
    };
    let report = TuneReport {
        cpu: llvm.cpu.clone(),
        mattr: llvm.mattr.clone(),
        mem_latency: params.mem_latency,
        margin_percent: a.margin,
        geomean_gain: geomean(&|k| k.gain),
        geomean_gain_long: geomean(&|k| k.gain_long),
        timing: Timing {
            wall_ms: start.elapsed().as_secs_f64() * 1e3,
            llc_ms: files.iter().map(|f| f.llc_ms).sum(),
            llc_runs: files.iter().map(|f| f.llc_runs).sum(),
            jobs: llvm.jobs,
        },
        files,
    };
    let mut stdout = String::new();
    if let Some(path) = &a.json {
        let mut text = serde_json::to_string(&report).map_err(|e| CliError::input(e.to_string()))?;
        text.push('\n');
        if path.as_os_str() == "-" {
            return Ok(text);
        }
        write_file(path, &text)?;
    }
    stdout.push_str(&table::render(&report));
    Ok(stdout)
}

/// One output per input: OUT itself for one input that is not a
/// directory, else OUT/<stem>.ll (or .bc).
fn output_paths(inputs: &[PathBuf], kinds: &[Kind], out: &Path) -> Result<Vec<PathBuf>, CliError> {
    if inputs.len() == 1 && !out.is_dir() {
        return Ok(vec![out.to_path_buf()]);
    }
    if out.exists() && !out.is_dir() {
        return Err(CliError::usage(format!(
            "-o {}: with several inputs OUT must be a directory",
            out.display()
        )));
    }
    std::fs::create_dir_all(out).map_err(|e| CliError::input(format!("{}: {e}", out.display())))?;
    Ok(unique_stems(inputs)
        .into_iter()
        .zip(kinds)
        .map(|(s, k)| out.join(format!("{s}.{}", if *k == Kind::Bitcode { "bc" } else { "ll" })))
        .collect())
}

fn write_output(llvm: &Llvm, out: &Path, text: &str, _was_bitcode: bool, input: &Path) -> Result<(), CliError> {
    if out.extension().and_then(|e| e.to_str()) == Some("bc") {
        let tmp = llvm.work.join(format!(
            "{}.tuned.ll",
            out.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
        ));
        write_file(&tmp, text)?;
        run_tool(&llvm.tools.llvm_as(), &[tmp.as_os_str(), "-o".as_ref(), out.as_os_str()], input)?;
        return Ok(());
    }
    write_file(out, text)
}

/// Whether llc with the plugin knows `-misched=NAME` (one quick run).
fn plugin_knows(llvm: &Llvm, plugin: &Path, name: &str) -> bool {
    std::process::Command::new(llvm.tools.llc())
        .arg("-load")
        .arg(plugin)
        .arg(format!("-misched={name}"))
        .arg("-version")
        .output()
        .map(|o| !String::from_utf8_lossy(&o.stderr).contains("Cannot find option named"))
        .unwrap_or(false)
}

struct Job<'a> {
    llvm: &'a Llvm,
    plugin: &'a Path,
    cands: &'a [Candidate],
    params: Params,
    margin: f64,
    bar: &'a ProgressBar,
}

/// One llc run: its asm, or why it failed (and how long it took).
type Compile = Result<AsmJob, (CliError, f64)>;

/// One compiled module: the estimates of its kernels, or why it failed.
struct Compiled {
    kernels: Result<Vec<KernelEstimate>, CliError>,
    callees: Vec<String>,
    ms: f64,
}

impl Job<'_> {
    fn file(&self, path: &Path, kind: Kind, stem: &str, out: &Path) -> Result<(FileTune, String), CliError> {
        let shown = path.display().to_string();
        let work = &self.llvm.work;
        let prepared = prepare(path, kind, work, stem, &self.llvm.tools)?;
        let text = match kind {
            Kind::Bitcode => run_tool(&self.llvm.tools.llvm_dis(), &[path.as_os_str(), "-o".as_ref(), "-".as_ref()], path)?,
            _ => std::fs::read_to_string(&prepared.llc_input).map_err(|e| CliError::input(format!("{shown}: {e}")))?,
        };
        let ir = read_ir(&text);
        let kernels: Vec<String> =
            ir.functions.iter().filter(|(_, f)| is_entry(f.calling_conv)).map(|(n, _)| n.clone()).collect();
        let setup = self.llvm.llc_setup(self.plugin, &prepared);
        let triple = setup.triple.clone().or_else(|| ir.triple.clone()).unwrap_or_else(|| "amdgcn-amd-amdhsa".into());
        // A module text to compile; `None`: the input file as llc reads it
        // (so that llc's errors name the user's file).
        let compile = |label: &str, module: Option<&str>, verify: bool| -> Result<Compile, CliError> {
            let (file, kind) = match module {
                Some(m) => {
                    let f = work.join(format!("{stem}.{label}.ll"));
                    write_file(&f, m)?;
                    (f, Kind::Ir)
                }
                None => (prepared.llc_input.clone(), prepared.kind),
            };
            let req = LlcRequest { sched: None, stats: None, verify, remarks: false };
            let r = run_llc(&setup, &file, kind, &req, &work.join(format!("{stem}.{label}")), path);
            self.bar.set_message(stem.to_string());
            self.bar.inc(1);
            let run = match r {
                Ok(run) => run,
                Err(e) => return Ok(Err((e, 0.0))),
            };
            if let Some(l) = run.stderr.lines().find(|l| l.contains("unknown \"gcnrs-sched-strategy\" value")) {
                return Ok(Err((CliError::input(l.trim().to_string()), run.ms)));
            }
            Ok(Ok(AsmJob { asm: run.asm, file: shown.clone(), sched: label.to_string(), triple: triple.clone(), llc_ms: run.ms }))
        };
        // Every compiled candidate estimated at once (one batch of mca).
        let estimate = |runs: Vec<Option<Compile>>| -> Result<Vec<Option<Compiled>>, CliError> {
            let mut asms = Vec::new();
            let slots: Vec<Option<Result<usize, (CliError, f64)>>> = runs
                .into_iter()
                .map(|r| {
                    r.map(|r| {
                        r.map(|a| {
                            asms.push(a);
                            asms.len() - 1
                        })
                    })
                })
                .collect();
            let mut files: Vec<Option<_>> = estimate_all(self.llvm, &asms, &self.params, true, stem)?.into_iter().map(Some).collect();
            Ok(slots
                .into_iter()
                .map(|slot| {
                    slot.map(|r| match r {
                        Ok(i) => {
                            let f = files[i].take().expect("one estimate per compiled module");
                            Compiled { kernels: Ok(f.kernels), callees: f.callables, ms: asms[i].llc_ms }
                        }
                        Err((e, ms)) => Compiled { kernels: Err(e), callees: Vec::new(), ms },
                    })
                })
                .collect())
        };
        // The module as it is, then every candidate that changes it.
        let modules: Vec<(String, Option<String>, bool)> = std::iter::once(Ok(("input".to_string(), None, false)))
            .chain(self.cands.iter().map(|c| {
                let changes: BTreeMap<String, Option<StrategyAttr>> =
                    kernels.iter().map(|k| (k.clone(), c.attr.clone())).collect();
                let m = set_strategies(&text, &changes).map_err(|e| CliError::input(format!("{shown}: {e}")))?;
                let verify = c.name == ILP_FALLBACK.0;
                Ok((c.name.clone(), (m != text).then_some(m), verify))
            }))
            .collect::<Result<_, CliError>>()?;
        let runs: Vec<Option<Compile>> = modules
            .par_iter()
            .map(|(label, m, verify)| match (label.as_str(), m) {
                ("input", _) => compile(label, None, false).map(Some),
                (_, Some(m)) => compile(label, Some(m), *verify).map(Some),
                (_, None) => {
                    self.bar.inc(1);
                    Ok(None)
                }
            })
            .collect::<Result<_, CliError>>()?;
        let mut compiled = estimate(runs)?;
        let base = compiled[0].take().expect("the input is always compiled");
        let base_kernels = base.kernels?;
        let mut names: Vec<String> = self.cands.iter().map(|c| c.name.clone()).collect();
        let mut attrs: Vec<Option<StrategyAttr>> = self.cands.iter().map(|c| c.attr.clone()).collect();
        let mut results: Vec<Option<Compiled>> = compiled.into_iter().skip(1).collect();
        let mut notes = Vec::new();
        let mut fallback = None;
        // LLVM's iterative-ilp fails on some code (verifier): ours instead.
        if let Some(i) = names.iter().position(|n| n == ILP_FALLBACK.0) {
            let failed = matches!(&results[i], Some(Compiled { kernels: Err(_), .. }));
            if failed && !names.iter().any(|n| n == ILP_FALLBACK.1) {
                let c = Candidate::named(ILP_FALLBACK.1)?;
                let changes = kernels.iter().map(|k| (k.clone(), c.attr.clone())).collect();
                let m = set_strategies(&text, &changes).map_err(|e| CliError::input(format!("{shown}: {e}")))?;
                let run = compile(&c.name, Some(&m), false)?;
                results.extend(estimate(vec![Some(run)])?);
                fallback = Some(format!("{shown}: {} tried in place of LLVM's {}", c.name, ILP_FALLBACK.0));
                names.push(c.name);
                attrs.push(c.attr);
            }
        }
        let llc_runs = 1 + results.iter().filter(|r| r.is_some()).count();
        let llc_ms = base.ms + results.iter().flatten().map(|c| c.ms).sum::<f64>();
        for (n, r) in names.iter().zip(&results) {
            if let Some(Compiled { kernels: Err(e), .. }) = r {
                let m = e.message.strip_prefix(&format!("{shown}: ")).unwrap_or(&e.message);
                notes.push(format!("{shown}: candidate {n} failed, skipped: {m}"));
            }
        }
        notes.extend(fallback);
        let mut changes: BTreeMap<String, Option<StrategyAttr>> = BTreeMap::new();
        let mut rows = Vec::new();
        for b in &base_kernels {
            let current = ir.functions.get(&b.name).and_then(|f| strategy_of(&f.attrs));
            let baseline = CandidateRow::new(&Candidate::of_attr(current.as_ref()).name, Some(b), None, true);
            let mut cand_rows = Vec::new();
            let mut scores = Vec::new();
            for ((n, attr), r) in names.iter().zip(&attrs).zip(&results) {
                let same = *attr == current;
                let (est, failed) = match r {
                    _ if same => (Some(b), None),
                    // The module did not change: this kernel is as it is.
                    None => (Some(b), None),
                    Some(Compiled { kernels: Ok(ks), .. }) => (ks.iter().find(|k| k.name == b.name), None),
                    Some(Compiled { kernels: Err(e), .. }) => (None, Some(e.message.clone())),
                };
                let same = same || r.is_none();
                scores.push(est.filter(|_| !same).map(|e| Score { time: e.time, time_long: e.time_long, spills: e.spills() }));
                cand_rows.push(CandidateRow::new(n, est, failed, same));
            }
            let base_score = Score { time: b.time, time_long: b.time_long, spills: b.spills() };
            let winner = pick(&base_score, &scores, self.margin);
            let (gain, gain_long, mca_gain) = match winner {
                Some(w) => {
                    let c = &cand_rows[w];
                    let ratio = |x: Option<f64>, y: Option<f64>| match (x, y) {
                        (Some(x), Some(y)) if y > 0.0 => Some(x / y),
                        _ => None,
                    };
                    changes.insert(b.name.clone(), attrs[w].clone());
                    (
                        ratio(Some(b.time), c.time).unwrap_or(1.0),
                        ratio(Some(b.time_long), c.time_long).unwrap_or(1.0),
                        ratio(b.mca_time, c.mca_time),
                    )
                }
                None => (1.0, 1.0, b.mca_time.map(|_| 1.0)),
            };
            rows.push(KernelTune {
                name: b.name.clone(),
                baseline,
                candidates: cand_rows,
                winner: winner.map(|w| names[w].clone()),
                gain,
                gain_long,
                mca_gain,
            });
        }
        let tuned = if changes.is_empty() {
            text.clone()
        } else {
            set_strategies(&text, &changes).map_err(|e| CliError::input(format!("{shown}: {e}")))?
        };
        let file = FileTune {
            input: shown,
            output: out.display().to_string(),
            kernels: rows,
            callees: base.callees,
            notes,
            llc_ms,
            llc_runs,
        };
        Ok((file, tuned))
    }
}

#[cfg(test)]
mod tests {
    #[rustfmt::skip]
    #[test]
    fn argument_errors_are_one_line_before_any_llc_run() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.ll");
        let b = dir.path().join("b.ll");
        std::fs::write(&a, "").unwrap();
        std::fs::write(&b, "").unwrap();
        let (a, b) = (a.display(), b.display());
        let cases = [
            ("x.ll -o y.ll".to_string(), 2, "missing --mcpu (try 'gcnrs tune --help')".to_string()),
            ("--mcpu gfx90a x.ll".into(), 2, "the following required arguments were not provided".into()),
            ("--mcpu gfx90a k.mir -o y.ll".into(), 2, "k.mir: not an input gcnrs tune reads (.ll, .bc or .cl)".into()),
            ("--mcpu gfx90a /nonexistent/x.ll -o y.ll".into(), 1, "/nonexistent/x.ll: no such file".into()),
            ("--mcpu gfx90a --sched converge x.ll -o y.ll".into(), 2, "'converge' cannot be written as a function attribute".into()),
            ("--mcpu gfx90a --margin 200 x.ll -o y.ll".into(), 2, "invalid value '200' for '--margin <P>'".into()),
            (format!("--mcpu gfx90a {a} {b} -o {a}"), 2, format!("-o {a}: with several inputs OUT must be a directory")),
        ];
        crate::cli::assert_one_line_errors("tune", &cases);
    }
}
