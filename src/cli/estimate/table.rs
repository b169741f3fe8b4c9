//! `gcnrs estimate`'s table: per file and scheduler a row per kernel, and
//! under it a row per segment.

use super::kernel::KernelEstimate;
use super::{FileEstimate, Timing};
use crate::speed::Params;
use std::fmt::Write;

/// Clocks as whole numbers; `-` for none.
fn clocks(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.0}"))
}

/// The same code's time under some change (a wave more or less, every
/// VOPD pair formed) as a factor on the kernel's time at the default
/// memory latency (`0.80x`: a fifth faster); `-` where there is none.
fn factor(changed: Option<f64>, time: f64) -> String {
    changed.filter(|_| time > 0.0).map_or_else(|| "-".to_string(), |t| format!("{:.2}x", t / time))
}

fn count(v: Option<u32>) -> String {
    v.map_or_else(|| "-".to_string(), |v| v.to_string())
}

pub fn render(files: &[FileEstimate], p: &Params) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "time: clocks of a SIMD per wave, sum over segments of 8^depth * max(L/W, U); memory latency {} clocks, \
         and 3x ({}); llvm-mca has one memory latency (its model's); +1/-1 wave: the same code at a wave more or \
         less, as a factor on its time; VOPD: the same code with every operation that has a VOPD form paired (gfx11+ wave32); \
         live: the most VGPRs the code holds values in at once",
        p.mem_latency,
        p.long().mem_latency
    );
    for f in files {
        if f.kernels.is_empty() {
            continue;
        }
        let _ = writeln!(out, "\n{} ({})", f.file, f.sched);
        let _ = writeln!(
            out,
            "  {:<32} {:>5} {:>10} {:>10} {:>10}  {:<12} {:<12} {:>5} {:>5} {:>5} {:>5} {:>6} {:>7} {:>7} {:>7}",
            "kernel", "waves", "time", "time@3x", "mca", "bound", "bound@3x", "VGPR", "live", "SGPR", "AGPR", "spills", "+1 wave", "-1 wave", "VOPD"
        );
        for k in &f.kernels {
            let spills = match (k.vgpr_spills, k.sgpr_spills) {
                (None, None) => "-".to_string(),
                _ => k.spills().to_string(),
            };
            let _ = writeln!(
                out,
                "  {:<32} {:>5} {:>10} {:>10} {:>10}  {:<12} {:<12} {:>5} {:>5} {:>5} {:>5} {:>6} {:>7} {:>7} {:>7}",
                k.name,
                k.occupancy,
                clocks(Some(k.time)),
                clocks(Some(k.time_long)),
                clocks(k.mca_time),
                k.bound,
                k.bound_long,
                count(k.vgprs),
                count(k.live.as_ref().map(|l| l.vgprs)),
                count(k.sgprs),
                count(k.agprs),
                spills,
                factor(k.wave_more.map(|w| w.time), k.time),
                factor(k.wave_fewer.map(|w| w.time), k.time),
                factor(k.all_paired.map(|a| a.time), k.time)
            );
            let _ = writeln!(
                out,
                "      {:<28} {:>5} {:>6} {:>8} {:>8} {:<6} {:>8} {:>8} {:>8} {:>8}  bound",
                "segment", "depth", "instrs", "L", "U", "pipe", "t", "t@3x", "mca L", "mca U"
            );
            for s in &k.segments {
                let u = s.busy.get(&s.busiest).copied().unwrap_or(0.0);
                let _ = writeln!(
                    out,
                    "      {:<28} {:>5} {:>6} {:>8} {:>8} {:<6} {:>8} {:>8} {:>8} {:>8}  {}",
                    s.name,
                    s.depth,
                    s.instrs,
                    clocks(Some(s.latency)),
                    clocks(Some(u)),
                    s.busiest,
                    clocks(Some(s.t)),
                    clocks(Some(s.t_long)),
                    clocks(s.mca_latency),
                    clocks(s.mca_busy),
                    std::iter::once(s.bound.clone())
                        .chain(crate::report::words::latency_parts(s.carried, s.memory_waits, s.reuse_waits))
                        .chain(s.vopd.as_ref().and_then(crate::report::words::dual_issue))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
        }
    }
    out
}

/// What was not estimated and why: callables, files without kernels, mca
/// failures; for stderr each line says which command it comes from.
pub fn notes(files: &[FileEstimate], for_stderr: bool) -> String {
    let prefix = if for_stderr { "gcnrs estimate: note: " } else { "note: " };
    let mut out = String::new();
    let mut first = !for_stderr;
    let mut line = |out: &mut String, text: String| {
        if first {
            out.push('\n');
            first = false;
        }
        let _ = writeln!(out, "{prefix}{text}");
    };
    for f in files {
        if !f.callables.is_empty() {
            line(
                &mut out,
                format!(
                    "{} ({}): callables are not estimated apart and their time is not in their callers': {}",
                    f.file,
                    f.sched,
                    f.callables.join(", ")
                ),
            );
        }
        for n in &f.notes {
            line(&mut out, n.clone());
        }
        for k in &f.kernels {
            if let Some(text) = packing_note(k) {
                line(&mut out, format!("{} ({}): {text}", f.file, f.sched));
            }
        }
    }
    out
}

/// Where the allocation, not the schedule, holds a kernel's waves down:
/// more VGPRs allocated than are ever live at once, by enough for a wave.
fn packing_note(k: &KernelEstimate) -> Option<String> {
    let live = k.live.as_ref()?;
    let packed = live.waves_if_packed?;
    Some(format!(
        "{}: {} VGPRs allocated, at most {} live at once (in {}): allocated that tightly they would allow {} waves, not {}",
        k.name,
        k.vgprs?,
        live.vgprs,
        live.block,
        packed,
        k.occupancy
    ))
}

pub fn timing_line(t: &Timing) -> String {
    let ratio = t.ratio().map_or_else(|| "-".to_string(), |r| format!("{r:.2}x"));
    format!(
        "\ntiming: {:.0} ms wall with -j {}; {} llc runs {:.0} ms, llvm-mca {:.0} ms; wall / (llc / parallel runs) = {ratio}\n",
        t.wall_ms, t.jobs, t.llc_runs, t.llc_ms, t.mca_ms
    )
}
