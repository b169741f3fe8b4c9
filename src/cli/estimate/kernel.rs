//! One kernel's estimate as `gcnrs estimate` and `gcnrs tune` show it: the
//! speed model at the given memory latency and at 3x, llvm-mca's figure,
//! the final resources and per segment what bounds it.

use crate::occupancy::GcnTarget;
use crate::report::asm::AsmResources;
use crate::speed::dual::DualIssue;
use crate::speed::asm::{estimate_function, AllPaired, segments, AsmFunction, FunctionEstimate, Segment, WaveWorth};
use crate::speed::live::LiveRegisters;
use crate::speed::mca::{mca_time, McaRegion, McaThroughput};
use crate::speed::{Machine, Params, Pipe};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Clone, Debug, Serialize)]
pub struct KernelEstimate {
    pub name: String,
    pub file: String,
    pub sched: String,
    /// Waves per SIMD, llc's `; Occupancy:`.
    pub occupancy: u32,
    /// Our model, clocks, at --mem-latency.
    pub time: f64,
    /// Our model at 3x the memory latency.
    pub time_long: f64,
    /// llvm-mca's cycles in the same formula (one memory latency: its
    /// model's); `None` when mca could not run.
    pub mca_time: Option<f64>,
    /// The same with mca's busiest resource unit as `U` instead of its
    /// Block RThroughput, which on gfx6-gfx9 is one wave's dispatch bound
    /// (see `speed::mca`); on gfx10+ the models charge every instruction
    /// to one unit (HWRC) and the two agree.
    pub mca_pipe_time: Option<f64>,
    /// What bounds the segment with the largest share of the time.
    pub bound: String,
    pub bound_long: String,
    pub vgprs: Option<u32>,
    pub sgprs: Option<u32>,
    pub agprs: Option<u32>,
    pub vgpr_spills: Option<u32>,
    pub sgpr_spills: Option<u32>,
    pub scratch: Option<u32>,
    /// The same code one wave up (None at the hardware's maximum) and one
    /// down (None at one wave).
    pub wave_more: Option<WaveWorth>,
    pub wave_fewer: Option<WaveWorth>,
    /// The same code with every operation that has a VOPD form paired
    /// (gfx11+ wave32 only): what dual issue could still be worth.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_paired: Option<AllPaired>,
    pub segments: Vec<SegmentRow>,
    /// The most vector registers the final code holds values in at once,
    /// where the code lets that be followed (no calls, no indirect jumps).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub live: Option<LiveRegisters>,
}

impl KernelEstimate {
    /// The VOPD pairs and lone VOPD-capable operations of the segment with
    /// the most time (the kernel's hot loop, mostly), where the target
    /// pairs VOPD: what a strategy's dual issue looks like at a glance.
    pub fn heaviest_vopd(&self) -> Option<DualIssue> {
        self.segments.iter().filter(|s| s.vopd.is_some()).max_by(|a, b| a.time.total_cmp(&b.time)).and_then(|s| s.vopd)
    }

    /// Spilled registers of both kinds (absent counts are no spills: only
    /// HSA code objects print them).
    pub fn spills(&self) -> u32 {
        self.vgpr_spills.unwrap_or(0) + self.sgpr_spills.unwrap_or(0)
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct SegmentRow {
    pub name: String,
    pub depth: u32,
    /// 8^depth.
    pub weight: f64,
    pub instrs: u32,
    /// `L`: one wave's clocks through the segment.
    pub latency: f64,
    /// `U` per pipeline (busy clocks), only the pipelines used.
    pub busy: BTreeMap<String, f64>,
    pub busiest: String,
    /// `max(L / W, U)` for one pass, and weighted (`weight * t`).
    pub t: f64,
    pub time: f64,
    pub bound: String,
    /// Of `latency`, the clocks an iteration waits for memory the previous
    /// one left in flight (0 outside loops).
    pub carried: f64,
    /// Stalls of half a memory latency or more in one iteration (one pass
    /// of straight-line code): the times a wave waits for memory in a row.
    pub memory_waits: u32,
    /// Of those, the waits that order a write over registers a load still
    /// writes rather than a result and its use (a load reusing registers
    /// of one in flight).
    pub reuse_waits: u32,
    pub t_long: f64,
    /// llvm-mca's `L` (Total Cycles) and `U` (Block RThroughput), in clocks.
    pub mca_latency: Option<f64>,
    pub mca_busy: Option<f64>,
    /// VOPD pairs and lone VOPD-capable operations of one pass, where the
    /// target pairs them (gfx11+ wave32).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vopd: Option<DualIssue>,
}

/// Everything estimated about one function of one asm file.
pub struct Estimated<'a> {
    pub function: &'a AsmFunction,
    pub segments: Vec<Segment>,
}

/// The kernels (entry functions) of `functions` with their segments, and
/// the names of the other functions (not estimated apart).
pub fn kernels(functions: &[AsmFunction]) -> (Vec<Estimated<'_>>, Vec<String>) {
    let mut out = Vec::new();
    let mut callables = Vec::new();
    for f in functions {
        if f.entry {
            out.push(Estimated { function: f, segments: segments(f) });
        } else {
            callables.push(f.name.clone());
        }
    }
    (out, callables)
}

/// Prefix of the mca region names of the `i`-th kernel in a file, so one
/// mca run serves every kernel (segment names repeat across functions).
pub fn mca_prefix(i: usize) -> String {
    format!("k{i}: ")
}

/// What the two engines make of one kernel.
pub fn estimate_kernel(
    e: &Estimated<'_>,
    index: usize,
    (m, t): (&Machine, &GcnTarget),
    p: &Params,
    mca: Option<&[McaRegion]>,
    resources: Option<&AsmResources>,
    (file, sched): (&str, &str),
) -> KernelEstimate {
    let f = e.function;
    let waves = f.occupancy.unwrap_or(1).max(1);
    let short = estimate_function(f, m, waves, p);
    let long = estimate_function(f, m, waves, &p.long());
    let cps = m.clock_per_slot() as f64;
    let prefix = mca_prefix(index);
    let region = |seg: &Segment| -> Option<&McaRegion> {
        let name = format!("{prefix}{}", seg.name);
        mca?.iter().find(|r| r.name == name)
    };
    let (mca_total, mca_pipe_total) = mca
        .map(|regions| {
            let renamed: Vec<Segment> =
                e.segments.iter().map(|s| Segment { name: format!("{prefix}{}", s.name), ..s.clone() }).collect();
            let time = |u| mca_time(&renamed, regions, waves, m.clock_per_slot(), u);
            (time(McaThroughput::Block), time(McaThroughput::BusiestUnit))
        })
        .unzip();
    let segments = rows(&short, &long, waves, |i| e.segments.get(i).and_then(region).map(|r| (r.total_cycles * cps, r.rthroughput * cps)));
    let r = resources.cloned().unwrap_or_default();
    let (wave_more, wave_fewer) = WaveWorth::around(&short, &long, m.max_waves_per_eu());
    KernelEstimate {
        name: f.name.clone(),
        file: file.to_string(),
        sched: sched.to_string(),
        occupancy: waves,
        time: short.time,
        time_long: long.time,
        mca_time: mca_total,
        mca_pipe_time: mca_pipe_total,
        bound: short.bound.to_string(),
        bound_long: long.bound.to_string(),
        vgprs: r.vgpr,
        sgprs: r.sgpr,
        agprs: r.agpr,
        vgpr_spills: r.vgpr_spills,
        sgpr_spills: r.sgpr_spills,
        scratch: r.scratch,
        wave_more,
        wave_fewer,
        all_paired: AllPaired::of(&short, &long),
        segments,
        live: LiveRegisters::judge(f, m, t, waves, resources.and_then(AsmResources::vector_registers)),
    }
}

fn rows(short: &FunctionEstimate, long: &FunctionEstimate, waves: u32, mca: impl Fn(usize) -> Option<(f64, f64)>) -> Vec<SegmentRow> {
    short
        .segments
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (pipe, _) = s.timing.busiest();
            let busy = Pipe::ALL
                .iter()
                .filter(|p| s.timing.busy[p.index()] > 0.0)
                .map(|p| (p.name().to_string(), s.timing.busy[p.index()]))
                .collect();
            let m = mca(i);
            SegmentRow {
                name: s.name.clone(),
                depth: s.depth,
                weight: s.weight,
                instrs: s.instrs,
                latency: s.timing.latency,
                busy,
                busiest: pipe.name().to_string(),
                t: s.timing.time(waves),
                time: s.time,
                bound: s.bound.to_string(),
                carried: s.timing.carried,
                memory_waits: s.timing.memory_waits,
                reuse_waits: s.timing.reuse_waits,
                t_long: long.segments.get(i).map_or(0.0, |l| l.timing.time(waves)),
                mca_latency: m.map(|x| x.0),
                mca_busy: m.map(|x| x.1),
                vopd: s.dual,
            }
        })
        .collect()
}
