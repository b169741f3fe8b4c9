//! The report's data: per input file, per function, each scheduler's
//! final resources (llc's asm), what limits the occupancy and what the
//! next wave costs (the occupancy advice), and the regions matched across
//! schedulers with their pressures (the plugin's region statistics).
//!
//! Built from plain inputs ([`RunData`]) so it is tested without llc.
//! Serialised as it stands for `--json` (keys in README.md).

use super::asm::AsmResources;
use super::ir_attrs::IrModule;
use crate::occupancy::advice::{advise, suggested_attributes, NextWave, Usage};
use crate::occupancy::GcnTarget;
use crate::speed::asm::{AllPaired, FunctionEstimate, WaveWorth};
use crate::speed::dual::DualIssue;
use crate::speed::live::LiveRegisters;
use crate::stats::line::{Body, FunctionLine, Line, Pressure, SolverLine, TraceStep};
use serde::Serialize;
use std::collections::BTreeMap;

/// What one llc run of one input under one scheduler produced.
#[derive(Clone, Debug, Default)]
pub struct RunData {
    /// The region-stats lines.
    pub lines: Vec<Line>,
    /// The asm's resources per function.
    pub asm: BTreeMap<String, AsmResources>,
    /// The speed model's estimate of each kernel's final code.
    pub speed: BTreeMap<String, SpeedView>,
    /// What the scheduler said it decided, per function ([`super::remarks`]).
    pub remarks: BTreeMap<String, Vec<String>>,
}

/// A kernel's estimated time as the report shows it: the speed model on
/// llc's final code at the kernel's occupancy (what `gcnrs estimate`
/// prints without llvm-mca), so a reader sees next to the pressure whether
/// another wave could help: only a latency-bound loop gains from one.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpeedView {
    pub waves: u32,
    /// Clocks at the default memory latency and at three times it.
    pub time: f64,
    pub time_long: f64,
    /// The bound of the segment with the largest share of the time.
    pub bound: String,
    pub bound_long: String,
    /// The same code one wave up (None at the target's wave slots) and
    /// one down (None at one wave): what the occupancy is worth.
    pub wave_more: Option<WaveWorth>,
    pub wave_fewer: Option<WaveWorth>,
    /// The same code with every operation that has a VOPD form paired
    /// (gfx11+ wave32 only): what dual issue could still be worth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_paired: Option<AllPaired>,
    /// Every segment (loops and straight-line code) in layout order.
    pub loops: Vec<LoopView>,
    /// The most VGPRs the final code holds values in at once, against the
    /// allocation (None where the code cannot be followed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub live: Option<LiveRegisters>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LoopView {
    pub name: String,
    pub depth: u32,
    pub instrs: u32,
    /// `L`: one wave's clocks through the segment.
    pub latency: f64,
    /// The busiest pipeline and its busy clocks (`U`).
    pub busiest: String,
    pub busy: f64,
    /// `8^depth * max(L / W, U)`.
    pub time: f64,
    pub bound: String,
    pub bound_long: String,
    /// Of `latency`, the clocks an iteration waits for memory the previous
    /// one left in flight (0 outside loops).
    pub carried: f64,
    /// Round trips to memory one wave sits out in a row per pass.
    pub memory_waits: u32,
    /// Of those, the waits for registers reused, not for data.
    pub reuse_waits: u32,
    /// VOPD pairs and lone VOPD-capable operations (gfx11+ wave32).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vopd: Option<DualIssue>,
}

impl SpeedView {
    /// From the model's estimates of one function at the default and the
    /// long memory latency (same code, same waves, so same segments), on a
    /// target with `max_waves` wave slots per SIMD.
    pub fn new(short: &FunctionEstimate, long: &FunctionEstimate, max_waves: u32) -> SpeedView {
        let loops = short
            .segments
            .iter()
            .zip(&long.segments)
            .map(|(s, l)| {
                let (pipe, busy) = s.timing.busiest();
                LoopView {
                    name: s.name.clone(),
                    depth: s.depth,
                    instrs: s.instrs,
                    latency: s.timing.latency,
                    busiest: pipe.name().to_string(),
                    busy,
                    time: s.time,
                    bound: s.bound.to_string(),
                    bound_long: l.bound.to_string(),
                    carried: s.timing.carried,
                    memory_waits: s.timing.memory_waits,
                    reuse_waits: s.timing.reuse_waits,
                    vopd: s.dual,
                }
            })
            .collect();
        let (wave_more, wave_fewer) = WaveWorth::around(short, long, max_waves);
        SpeedView {
            waves: short.waves,
            time: short.time,
            time_long: long.time,
            bound: short.bound.to_string(),
            bound_long: long.bound.to_string(),
            wave_more,
            wave_fewer,
            all_paired: AllPaired::of(short, long),
            loops,
            live: None,
        }
    }
}

/// The whole report.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub cpu: String,
    pub mattr: String,
    /// Scheduler labels, in the order every per-scheduler list follows.
    pub scheds: Vec<String>,
    /// Whether the exact solver ran (`--solve`).
    pub solve: bool,
    pub files: Vec<FileReport>,
    /// Wall times, when the report was made by running llc.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timing: Option<Timing>,
}

/// How long the report took next to the llc runs it made.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Timing {
    /// The whole `gcnrs report` run, milliseconds.
    pub wall_ms: f64,
    /// The sum of every llc process's wall time, milliseconds.
    pub llc_ms: f64,
    /// The most llc processes at once (`-j`).
    pub jobs: usize,
    pub llc_runs: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct FileReport {
    pub path: String,
    pub functions: Vec<FunctionReport>,
}

#[derive(Clone, Debug, Serialize)]
pub struct FunctionReport {
    pub name: String,
    /// A kernel or other entry function (callables print no occupancy).
    pub entry: bool,
    /// One per scheduler, in `Report::scheds` order.
    pub scheds: Vec<SchedSummary>,
    /// The regions in LLVM's visiting order.
    pub regions: Vec<RegionRow>,
}

/// One function under one scheduler.
#[derive(Clone, Debug, Serialize)]
pub struct SchedSummary {
    pub sched: String,
    /// llc's `; Occupancy:` (entry functions).
    pub occupancy: Option<u32>,
    /// The final resources from the asm.
    pub resources: AsmResources,
    /// Why the occupancy is what it is and what one more wave costs,
    /// from the final resources (entry functions).
    pub advice: Option<AdviceView>,
    /// The plugin's function line: the occupancy the region pressures
    /// allow and the register budgets at it and at one more wave.
    pub stats: Option<FunctionLine>,
    /// Estimated time of the final code (kernels).
    pub speed: Option<SpeedView>,
    /// The scheduler's own account of its decision (its remarks; empty for
    /// LLVM's schedulers and the parity modes, which state none).
    pub decision: Vec<String>,
}

/// The occupancy advice as the report shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AdviceView {
    /// What the model computes from the final resources (equal to llc's
    /// `; Occupancy:` when the model and llc agree).
    pub occupancy: u32,
    /// Limiter keys: `vgpr`, `agpr`, `sgpr`, `lds`, `workgroup`,
    /// `waves-per-eu`, `hardware`.
    pub limited_by: Vec<String>,
    pub next_wave: NextWaveView,
}

/// `gcnrs occupancy --json`'s `next_wave`, with the same keys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NextWaveView {
    pub at_maximum: bool,
    /// What caps the occupancy when `at_maximum`.
    pub limiter: Option<String>,
    pub target: Option<u32>,
    pub reached: u32,
    pub free: Vec<FreeStep>,
    pub attributes: BTreeMap<String, String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FreeStep {
    pub resource: String,
    pub used: u32,
    pub budget: u32,
    pub free: u32,
}

/// One region, matched across schedulers by block number and region
/// index (schedulers never move region boundaries).
#[derive(Clone, Debug, Serialize)]
pub struct RegionRow {
    pub block: u32,
    pub block_index: u32,
    pub block_name: String,
    pub region: u32,
    pub loop_depth: u32,
    /// Instructions (the first scheduler's count; all agree).
    pub instrs: u32,
    /// The exact solver's answer (`--solve`): it runs on the region before
    /// any scheduler, so every scheduler's run carries the same one.
    pub solver: Option<SolverLine>,
    /// One per scheduler; `None` where a run has no such region.
    pub scheds: Vec<Option<RegionSched>>,
}

impl RegionRow {
    /// The highest occupancy-relevant pressure over the schedulers.
    pub fn max_vgpr(&self) -> u32 {
        self.scheds.iter().flatten().map(|s| s.applied.vgpr).max().unwrap_or(0)
    }

    pub fn blocks_any(&self) -> bool {
        self.scheds.iter().flatten().any(|s| s.blocks_next_wave)
    }
}

/// A region under one scheduler.
#[derive(Clone, Debug, Serialize)]
pub struct RegionSched {
    /// Maximum pressure after scheduling.
    pub applied: Pressure,
    pub original: Option<Pressure>,
    pub minreg: Option<Pressure>,
    /// The region's pressure does not fit this scheduler's next-wave budget.
    pub blocks_next_wave: bool,
    /// Whether some legal order fits that budget, when it blocks.
    pub unblock: Option<Unblock>,
    /// Per instruction, top to bottom (empty without detail).
    pub trace: Vec<TraceStep>,
}

/// Could a legal order of a blocking region give the next wave?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Unblock {
    /// The solver found an order whose pressure fits.
    Yes,
    /// The solver's lower bound does not fit: no order does.
    No,
    /// No solver answer, or a bound that leaves it open.
    Unknown,
}

impl Unblock {
    pub fn decide(solver: Option<&SolverLine>, next_waves: u32) -> Unblock {
        match solver {
            Some(s) if s.pressure.occupancy >= next_waves => Unblock::Yes,
            Some(s) if s.lower_bound.occupancy < next_waves => Unblock::No,
            _ => Unblock::Unknown,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Unblock::Yes => "yes",
            Unblock::No => "no",
            Unblock::Unknown => "unknown",
        }
    }
}

/// The functions of one input file from its runs (one per scheduler, in
/// `scheds` order), the module's IR facts and the target.
pub fn file_report(path: &str, scheds: &[String], runs: &[RunData], ir: &IrModule, t: &GcnTarget) -> FileReport {
    // Functions in the order the first run that mentions them lists them.
    let mut order: Vec<String> = Vec::new();
    for run in runs {
        for l in &run.lines {
            if !order.contains(&l.function) {
                order.push(l.function.clone());
            }
        }
    }
    let functions = order
        .iter()
        .map(|name| function_report(name, scheds, runs, ir, t))
        .collect();
    FileReport { path: path.to_string(), functions }
}

fn function_report(name: &str, scheds: &[String], runs: &[RunData], ir: &IrModule, t: &GcnTarget) -> FunctionReport {
    let mut summaries = Vec::new();
    let mut rows: BTreeMap<(u32, u32), RegionRow> = BTreeMap::new();
    let n = scheds.len();
    for (k, (sched, run)) in scheds.iter().zip(runs).enumerate() {
        let stats = run.lines.iter().find_map(|l| match &l.body {
            Body::Function(f) if l.function == name => Some(f.clone()),
            _ => None,
        });
        let next_waves = stats.as_ref().and_then(|f| f.next_budget.map(|_| f.pressure_occupancy + 1));
        for l in run.lines.iter().filter(|l| l.function == name) {
            let Body::Region(r) = &l.body else { continue };
            let row = rows.entry((r.region, r.block)).or_insert_with(|| RegionRow {
                block: r.block,
                block_index: r.block_index,
                block_name: r.block_name.clone(),
                region: r.region,
                loop_depth: r.loop_depth,
                instrs: r.instrs,
                solver: None,
                scheds: vec![None; n],
            });
            if row.solver.is_none() {
                row.solver = r.solver.clone();
            }
            let unblock = r
                .blocks_next_wave
                .then(|| Unblock::decide(r.solver.as_ref(), next_waves.unwrap_or(u32::MAX)));
            row.scheds[k] = Some(RegionSched {
                applied: r.applied,
                original: r.original,
                minreg: r.minreg,
                blocks_next_wave: r.blocks_next_wave,
                unblock,
                trace: r.trace.clone().unwrap_or_default(),
            });
        }
        let resources = run.asm.get(name).cloned().unwrap_or_default();
        let entry = stats.as_ref().is_some_and(|f| f.entry);
        let advice = if entry { advice_view(name, &resources, ir, t) } else { None };
        summaries.push(SchedSummary {
            sched: sched.clone(),
            occupancy: resources.occupancy,
            resources,
            advice,
            stats,
            speed: run.speed.get(name).cloned(),
            decision: run.remarks.get(name).cloned().unwrap_or_default(),
        });
    }
    FunctionReport {
        name: name.to_string(),
        entry: summaries.iter().any(|s| s.stats.as_ref().is_some_and(|f| f.entry)),
        scheds: summaries,
        regions: rows.into_values().collect(),
    }
}

/// The advice for a kernel's final resources and its IR attributes.
fn advice_view(name: &str, r: &AsmResources, ir: &IrModule, t: &GcnTarget) -> Option<AdviceView> {
    let usage = Usage {
        sgprs: r.sgpr?,
        vgprs: r.vgpr?,
        agprs: r.agpr.unwrap_or(0),
        lds_bytes: r.lds.unwrap_or(0),
    };
    let f = ir.functions.get(name).cloned().unwrap_or_else(|| crate::report::ir_attrs::IrFunction {
        calling_conv: crate::occupancy::calling_conv::AMDGPU_KERNEL,
        ..Default::default()
    });
    let limits = f.limits(t.cpu(), t, usage.lds_bytes);
    let a = advise(t, &limits, usage);
    let attributes = suggested_attributes(t, &limits, &a.next_wave)
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    let next_wave = match &a.next_wave {
        NextWave::AtMaximum { limiter, waves } => NextWaveView {
            at_maximum: true,
            limiter: Some(limiter.key().to_string()),
            target: None,
            reached: *waves,
            free: Vec::new(),
            attributes: BTreeMap::new(),
        },
        NextWave::Free { target, reached, steps } => NextWaveView {
            at_maximum: false,
            limiter: None,
            target: Some(*target),
            reached: *reached,
            free: steps
                .iter()
                .map(|s| FreeStep {
                    resource: s.limiter.key().to_string(),
                    used: s.used,
                    budget: s.budget,
                    free: s.to_free(),
                })
                .collect(),
            attributes,
        },
    };
    Some(AdviceView {
        occupancy: a.occupancy,
        limited_by: a.limited_by.iter().map(|l| l.key().to_string()).collect(),
        next_wave,
    })
}

/// Regions of a function sorted by their highest pressure, highest first
/// (the overview plot's order); ties keep the visiting order.
pub fn by_pressure(regions: &[RegionRow]) -> Vec<&RegionRow> {
    let mut v: Vec<&RegionRow> = regions.iter().collect();
    v.sort_by_key(|r| std::cmp::Reverse((r.max_vgpr(), r.scheds.iter().flatten().map(|s| s.applied.sgpr).max())));
    v
}

