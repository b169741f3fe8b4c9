//! Short phrases for the table and the page: what limits a kernel, what
//! the next wave costs, a pressure as numbers.

use super::model::{AdviceView, NextWaveView, SchedSummary, SpeedView};
use crate::speed::dual::DualIssue;
use crate::stats::line::Pressure;

/// How a person names a limiter key.
pub fn limiter_name(key: &str) -> &str {
    match key {
        "vgpr" => "VGPRs",
        "agpr" => "AGPRs",
        "sgpr" => "SGPRs",
        "lds" => "LDS",
        "workgroup" => "work-group size",
        "waves-per-eu" => "amdgpu-waves-per-eu",
        "hardware" => "hardware",
        other => other,
    }
}

pub fn limited_by(a: &AdviceView) -> String {
    a.limited_by.iter().map(|k| limiter_name(k)).collect::<Vec<_>>().join(", ")
}

/// "free 4 VGPRs for 5" / "free 2 VGPRs + 8 SGPRs for 9 (gives 10)" /
/// "at maximum (hardware)".
pub fn next_wave(n: &NextWaveView) -> String {
    if n.at_maximum {
        return format!("at maximum ({})", limiter_name(n.limiter.as_deref().unwrap_or("")));
    }
    let parts: Vec<String> = n
        .free
        .iter()
        .map(|s| {
            let unit = match s.resource.as_str() {
                "lds" => " LDS bytes",
                "vgpr" => " VGPRs",
                "agpr" => " AGPRs",
                "sgpr" => " SGPRs",
                _ => "",
            };
            format!("{}{unit}", s.free)
        })
        .collect();
    let target = n.target.unwrap_or(n.reached);
    let mut text = format!("free {} for {target}", parts.join(" + "));
    if n.reached > target {
        text.push_str(&format!(" (gives {})", n.reached));
    }
    text
}

/// `V/S` pressure (occupancy-relevant VGPRs, SGPRs), with AGPRs when any.
pub fn pressure(p: &Pressure) -> String {
    if p.agpr > 0 {
        format!("{}/{} (a{})", p.vgpr, p.sgpr, p.agpr)
    } else {
        format!("{}/{}", p.vgpr, p.sgpr)
    }
}

pub fn opt(v: Option<u32>) -> String {
    v.map_or("-".to_string(), |v| v.to_string())
}

/// `VGPR/AGPR/SGPR` from the asm.
pub fn registers(s: &SchedSummary) -> String {
    let r = &s.resources;
    format!("{}/{}/{}", opt(r.vgpr), opt(r.agpr), opt(r.sgpr))
}

pub fn spills(s: &SchedSummary) -> String {
    let r = &s.resources;
    format!("{}/{}", opt(r.vgpr_spills), opt(r.sgpr_spills))
}

/// `13571 (3x mem 13997)`: the estimated clocks at both memory latencies.
pub fn speed_time(s: &SchedSummary) -> String {
    s.speed.as_ref().map_or("-".into(), |v| format!("{:.0} (3x mem {:.0})", v.time, v.time_long))
}

/// What bounds the kernel's heaviest segment, at both latencies when they
/// differ: the answer to "would another wave help?".
pub fn speed_bound(s: &SchedSummary) -> String {
    s.speed.as_ref().map_or("-".into(), |v| bound_pair(&v.bound, &v.bound_long))
}

/// What one wave more (`more`) or fewer would make of the kernel's final
/// code: `0.80x at 5 waves (3x mem 0.80x)`, a factor on its time at both
/// memory latencies. Next to `next wave` (what another wave takes) it says
/// whether taking it is worth anything.
pub fn wave_worth(s: &SchedSummary, more: bool) -> String {
    let Some(v) = s.speed.as_ref() else { return "-".into() };
    match if more { v.wave_more } else { v.wave_fewer } {
        Some(w) => factors(v, w.time, w.time_long)
            .map_or("-".into(), |(f, f_long)| format!("{f:.2}x at {} waves (3x mem {f_long:.2}x)", w.waves)),
        None if more => "none: at the target's wave slots".into(),
        None => "-".into(),
    }
}

/// The most VGPRs the final code holds values in at once against the
/// allocation: `60 of 75 allocated; packed, 8 waves` where allocating that
/// tightly would win the kernel a wave (the allocator's packing, not the
/// schedule, holds it down).
pub fn live(s: &SchedSummary) -> String {
    let Some(l) = s.speed.as_ref().and_then(|v| v.live.as_ref()) else { return "-".into() };
    let of = s.resources.vgpr.map_or(String::new(), |v| format!(" of {v} allocated"));
    match l.waves_if_packed {
        Some(w) => format!("{}{of}; packed, {w} waves", l.vgprs),
        None => format!("{}{of}", l.vgprs),
    }
}

/// The same code's time under some change (`time`, `time_long`) as factors
/// on the kernel's at both memory latencies; None where the kernel's is 0.
fn factors(v: &SpeedView, time: f64, time_long: f64) -> Option<(f64, f64)> {
    (v.time > 0.0 && v.time_long > 0.0).then(|| (time / v.time, time_long / v.time_long))
}

/// Whether any scheduler's kernel has a dual-issue figure (gfx11+
/// wave32): only then is the row shown.
pub fn any_paired(scheds: &[SchedSummary]) -> bool {
    scheds.iter().any(|s| s.speed.as_ref().is_some_and(|v| v.all_paired.is_some()))
}

/// What the final code would take with every operation that has a VOPD
/// form paired: `0.72x (3x mem 0.72x)`, a factor on its time at both
/// memory latencies. Far below 1x, dual issue is worth an order that
/// pairs more (the post-RA scheduler pairs what allocation leaves legal).
pub fn all_paired(s: &SchedSummary) -> String {
    let Some(v) = s.speed.as_ref() else { return "-".into() };
    v.all_paired
        .and_then(|a| factors(v, a.time, a.time_long))
        .map_or("-".into(), |(f, f_long)| format!("{f:.2}x (3x mem {f_long:.2}x)"))
}

pub fn bound_pair(short: &str, long: &str) -> String {
    if short == long {
        short.to_string()
    } else {
        format!("{short} (3x mem: {long})")
    }
}

/// What one wave's clocks through a segment are made of, where the number
/// alone hides it (`gcnrs estimate` and the report say it alike): the
/// round trips to memory it sits out one after another, where more than
/// one (loads issued before the first wait would have shared it), and, in
/// a loop, the wait for memory the previous iteration left in flight.
/// Round trips only for a register to be reused (`reuse_waits`) are the
/// allocation's doing, not the data's, and are named as such.
pub fn latency_parts(carried: f64, memory_waits: u32, reuse_waits: u32) -> Vec<String> {
    let mut parts = Vec::new();
    if memory_waits >= 2 {
        let reuse = match reuse_waits {
            0 => String::new(),
            n => format!(", {n} of them only to reuse registers a load in flight writes"),
        };
        parts.push(format!("{memory_waits} round trips to memory{reuse}"));
    }
    if carried > 0.0 {
        parts.push(format!("{carried:.0} waiting for the previous iteration"));
    }
    parts
}

/// "93 VOPD pairs, 134 VOPD-capable alone": how much of a segment's VALU
/// work dual-issues (gfx11+ wave32); None where it has none of either.
pub fn dual_issue(d: &DualIssue) -> Option<String> {
    (d.pairs + d.alone > 0).then(|| format!("{} VOPD pairs, {} VOPD-capable alone", d.pairs, d.alone))
}

/// The busiest pipeline's clocks (`U`) of a segment, with its VOPD
/// accounting where the target pairs: "227 valu (93 VOPD pairs, 134
/// VOPD-capable alone)", or "34 vmem (VALU: 0 VOPD pairs, 1 VOPD-capable
/// alone)" where another pipeline is busier.
pub fn busy(busy: f64, busiest: &str, vopd: Option<&DualIssue>) -> String {
    match vopd.and_then(dual_issue) {
        Some(d) if busiest == "valu" => format!("{busy:.0} {busiest} ({d})"),
        Some(d) => format!("{busy:.0} {busiest} (VALU: {d})"),
        None => format!("{busy:.0} {busiest}"),
    }
}

/// One wave's clocks through a segment, with [`latency_parts`].
pub fn latency(latency: f64, carried: f64, memory_waits: u32, reuse_waits: u32) -> String {
    let parts = latency_parts(carried, memory_waits, reuse_waits);
    if parts.is_empty() {
        format!("{latency:.0}")
    } else {
        format!("{latency:.0} ({})", parts.join(", "))
    }
}

/// Whether another wave can shorten a segment bounded so: only waiting on
/// latency leaves issue slots other waves can fill.
pub fn wave_helps(bound: &str) -> &'static str {
    if bound == "latency" {
        "another wave helps"
    } else {
        "another wave cannot help"
    }
}
