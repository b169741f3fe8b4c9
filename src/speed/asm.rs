//! The final code as llc-22 prints it: functions, their blocks with the
//! loop depth from llc's loop comments, segments of blocks that run the
//! same number of times, and the estimate per function.

use super::dual::{dual_issue, DualIssue};
use super::machine::Machine;
use super::operands::line_to_sim;
use super::sim::{simulate, simulate_loop, SimInstr, Timing};
use super::{Bound, Params, Pipe};
use crate::report::asm::{function_label, parse_asm};

/// One function's body.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmFunction {
    pub name: String,
    pub blocks: Vec<AsmBlock>,
    /// `; Occupancy:` (kernels only).
    pub occupancy: Option<u32>,
    /// A kernel (llc prints an occupancy for entry functions only).
    pub entry: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AsmBlock {
    /// `.LBB0_3`, `%bb.4`, or the function's name for the entry block
    /// before any `; %bb.0:` line.
    pub label: String,
    /// Loop depth, 0 outside loops.
    pub depth: u32,
    /// The innermost loop's header label (`.LBB0_3`), if in a loop.
    pub header: Option<String>,
    /// Instruction lines only: trimmed, comments stripped.
    pub lines: Vec<String>,
}

/// Every function body of an llc asm file, in order.
pub fn parse_functions(asm: &str) -> Vec<AsmFunction> {
    let resources = parse_asm(asm);
    let mut out = Vec::new();
    let mut current: Option<AsmFunction> = None;
    // The loop comment of a block label may continue on the next lines.
    let mut in_label_comment = false;
    for raw in asm.lines() {
        if let Some(name) = function_label(raw) {
            if let Some(f) = current.take() {
                out.push(f);
            }
            let occupancy = resources.get(name).and_then(|r| r.occupancy);
            current = Some(AsmFunction {
                name: name.to_string(),
                blocks: vec![AsmBlock { label: name.to_string(), depth: 0, header: None, lines: Vec::new() }],
                occupancy,
                entry: occupancy.is_some(),
            });
            in_label_comment = false;
            continue;
        }
        let Some(f) = current.as_mut() else { continue };
        let line = raw.trim();
        if line.starts_with(".Lfunc_end") {
            out.push(current.take().expect("checked above"));
            continue;
        }
        if let Some((label, comment)) = block_label(line) {
            let block = AsmBlock { label, depth: 0, header: None, lines: Vec::new() };
            // `; %bb.0:` right after the function label names the same block.
            let first = f.blocks.len() == 1 && f.blocks[0].lines.is_empty() && f.blocks[0].label == f.name;
            if first {
                f.blocks[0] = block;
            } else {
                f.blocks.push(block);
            }
            let b = f.blocks.last_mut().expect("just pushed");
            read_loop_comment(b, comment);
            in_label_comment = true;
            continue;
        }
        if let Some(comment) = line.strip_prefix(';') {
            if in_label_comment {
                read_loop_comment(f.blocks.last_mut().expect("a block exists"), comment);
            }
            continue;
        }
        in_label_comment = false;
        if line.is_empty() || line.starts_with('.') || line.ends_with(':') {
            continue;
        }
        let code = strip_comment(line);
        if !code.is_empty() {
            f.blocks.last_mut().expect("a block exists").lines.push(code.to_string());
        }
    }
    if let Some(f) = current {
        out.push(f);
    }
    out
}

/// `.LBB0_2:  ; comment` or `; %bb.4:  ; comment` -> (label, comment).
fn block_label(line: &str) -> Option<(String, &str)> {
    if let Some(rest) = line.strip_prefix("; %bb.") {
        let (num, comment) = rest.split_once(':')?;
        if !num.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        return Some((format!("%bb.{num}"), comment));
    }
    let rest = line.strip_prefix(".LBB")?;
    let (id, comment) = rest.split_once(':')?;
    if !id.bytes().all(|b| b.is_ascii_digit() || b == b'_') {
        return None;
    }
    Some((format!(".LBB{id}"), comment))
}

/// llc's loop comments: `=>This Loop Header: Depth=1`, `=>  This Inner
/// Loop Header: Depth=2` (this block is the header) or `in Loop:
/// Header=BB0_2 Depth=1`. `Parent Loop`/`Child Loop` lines name outer and
/// inner loops and change nothing here.
fn read_loop_comment(b: &mut AsmBlock, comment: &str) {
    let depth = |s: &str| {
        s.split("Depth=").nth(1).and_then(|d| d.split_whitespace().next()).and_then(|d| d.parse::<u32>().ok())
    };
    if comment.contains("Loop Header:") {
        if let Some(d) = depth(comment) {
            b.depth = d;
            b.header = Some(b.label.clone());
        }
    } else if let Some(rest) = comment.split("in Loop: Header=").nth(1) {
        if let Some(d) = depth(rest) {
            let header = rest.split_whitespace().next().unwrap_or("");
            b.depth = d;
            b.header = Some(format!(".L{header}"));
        }
    }
}

fn strip_comment(line: &str) -> &str {
    let end = line.find(';').unwrap_or(line.len());
    let end = line[..end].find("//").unwrap_or(end);
    line[..end].trim()
}

/// Consecutive blocks that run equally often: the same innermost loop, or
/// straight-line code.
#[derive(Clone, Debug, PartialEq)]
pub struct Segment {
    /// `loop .LBB0_3` (a second run of the same loop's blocks, after an
    /// inner loop, gets ` #2`), `entry` or `straight N`.
    pub name: String,
    pub depth: u32,
    pub header: Option<String>,
    /// Indices into the function's blocks.
    pub blocks: Vec<usize>,
    /// The blocks' instruction lines, in order.
    pub lines: Vec<String>,
}

pub fn segments(f: &AsmFunction) -> Vec<Segment> {
    let mut out: Vec<Segment> = Vec::new();
    for (i, b) in f.blocks.iter().enumerate() {
        let key = (b.header.as_ref(), b.depth);
        match out.last_mut() {
            Some(s) if (s.header.as_ref(), s.depth) == key => {
                s.blocks.push(i);
                s.lines.extend(b.lines.iter().cloned());
            }
            _ => out.push(Segment {
                name: String::new(),
                depth: b.depth,
                header: b.header.clone(),
                blocks: vec![i],
                lines: b.lines.clone(),
            }),
        }
    }
    let mut straight = 0;
    let mut names: Vec<String> = Vec::new();
    for s in &mut out {
        let base = match &s.header {
            Some(h) => format!("loop {h}"),
            None if s.blocks[0] == 0 => "entry".to_string(),
            None => {
                straight += 1;
                format!("straight {straight}")
            }
        };
        let seen = names.iter().filter(|n| **n == base).count();
        names.push(base.clone());
        s.name = if seen == 0 { base } else { format!("{base} #{}", seen + 1) };
    }
    out
}

/// Asm instruction lines as the simulator's stream.
pub fn to_sim(m: &Machine, lines: &[String]) -> Vec<SimInstr> {
    lines.iter().map(|l| line_to_sim(m, l)).collect()
}

#[derive(Clone, Debug, PartialEq)]
pub struct SegmentEstimate {
    pub name: String,
    pub depth: u32,
    /// 8^depth: how often the segment runs relative to straight-line code.
    pub weight: f64,
    pub instrs: u32,
    pub timing: Timing,
    /// `weight * t`, `t = max(L / W, U)`.
    pub time: f64,
    pub bound: Bound,
    /// VOPD pairs and lone VOPD-capable operations (gfx11+ wave32 only).
    pub dual: Option<DualIssue>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FunctionEstimate {
    pub name: String,
    pub waves: u32,
    pub time: f64,
    /// The bound of the segment with the largest share of the time.
    pub bound: Bound,
    pub segments: Vec<SegmentEstimate>,
}

impl FunctionEstimate {
    /// The same code's time at another wave count: what a wave more or
    /// less is worth to it. Each segment's one-wave run is the same at any
    /// count; only how many waves share the SIMD changes.
    pub fn time_at(&self, waves: u32) -> f64 {
        self.segments.iter().map(|s| s.weight * s.timing.time(waves)).sum()
    }

    /// The same code with every operation that has a VOPD form paired
    /// ([`DualIssue::more`] VALU issues fewer per segment), None where the
    /// target pairs none: at most what the pairs the post-RA passes did
    /// not form cost. Each wave's path is kept as it is (pairs would
    /// shorten it too), and banks or operands may forbid some pairs.
    pub fn time_all_paired(&self) -> Option<f64> {
        self.segments.iter().any(|s| s.dual.is_some()).then(|| {
            self.segments
                .iter()
                .map(|s| {
                    let mut t = s.timing.clone();
                    if let Some(d) = s.dual {
                        let valu = &mut t.busy[Pipe::Valu.index()];
                        *valu = (*valu - d.valu_saved).max(0.0);
                    }
                    s.weight * t.time(self.waves)
                })
                .sum()
        })
    }
}

/// A function's final code estimated at another wave count than its own:
/// what freeing registers (or LDS) for one more wave could buy at most,
/// and what giving one up for parallelism inside a wave costs the code as
/// it is. The code at another wave count would differ (other registers,
/// other orders), so this bounds what the occupancy is worth; it does not
/// predict another compile.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct WaveWorth {
    pub waves: u32,
    /// At the default memory latency and at three times it.
    pub time: f64,
    pub time_long: f64,
}

impl WaveWorth {
    /// One wave more (None at `max_waves`, the target's wave slots per
    /// SIMD) and one fewer (None at one wave), from one function's
    /// estimates at the two memory latencies.
    pub fn around(short: &FunctionEstimate, long: &FunctionEstimate, max_waves: u32) -> (Option<WaveWorth>, Option<WaveWorth>) {
        let at = |w: u32| WaveWorth { waves: w, time: short.time_at(w), time_long: long.time_at(w) };
        let w = short.waves;
        ((w < max_waves).then(|| at(w + 1)), (w > 1).then(|| at(w - 1)))
    }
}

/// A function's time with every operation that has a VOPD form paired
/// ([`FunctionEstimate::time_all_paired`]), at the default and at three
/// times the memory latency: what dual issue could still be worth.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct AllPaired {
    pub time: f64,
    pub time_long: f64,
}

impl AllPaired {
    /// None where the target pairs no VOPD (before gfx11, wave64).
    pub fn of(short: &FunctionEstimate, long: &FunctionEstimate) -> Option<AllPaired> {
        Some(AllPaired { time: short.time_all_paired()?, time_long: long.time_all_paired()? })
    }
}

/// How often a segment at `depth` runs (ACO's x8 per loop level).
pub fn depth_weight(depth: u32) -> f64 {
    8f64.powi(depth as i32)
}

pub fn estimate_function(f: &AsmFunction, m: &Machine, waves: u32, p: &Params) -> FunctionEstimate {
    let segments: Vec<SegmentEstimate> = segments(f)
        .into_iter()
        .map(|s| {
            let sim = to_sim(m, &s.lines);
            // A loop's iteration in steady state: what one iteration
            // leaves in flight, the next one waits for.
            let timing = if s.depth > 0 { simulate_loop(m, p, &sim) } else { simulate(m, p, &sim) };
            let weight = depth_weight(s.depth);
            SegmentEstimate {
                name: s.name,
                depth: s.depth,
                weight,
                instrs: timing.instrs,
                time: weight * timing.time(waves),
                bound: timing.bound(waves),
                dual: dual_issue(m, &s.lines),
                timing,
            }
        })
        .collect();
    let time = segments.iter().map(|s| s.time).sum();
    let bound = segments
        .iter()
        .fold(None::<&SegmentEstimate>, |best, s| match best {
            Some(b) if b.time >= s.time => Some(b),
            _ => Some(s),
        })
        .map_or(Bound::Latency, |s| s.bound);
    FunctionEstimate { name: f.name.clone(), waves, time, bound, segments }
}
