//! `gcnrs tune`'s table: per kernel every candidate's estimate and the
//! winner; a final line with the geomean gain.

use super::{CandidateRow, TuneReport};
use std::fmt::Write;

fn clocks(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), |v| format!("{v:.0}"))
}

fn count(v: Option<u32>) -> String {
    v.map_or_else(|| "-".to_string(), |v| v.to_string())
}

/// `66/45`: VOPD pairs / lone VOPD-capable operations; `-` where none form.
fn dual(c: &CandidateRow) -> String {
    c.vopd.map_or_else(|| "-".to_string(), |d| format!("{}/{}", d.pairs, d.alone))
}

fn row(out: &mut String, mark: &str, c: &CandidateRow) {
    let note = match (&c.failed, c.is_baseline) {
        (Some(_), _) => "failed".to_string(),
        (None, true) => "= as is".to_string(),
        _ => String::new(),
    };
    let _ = writeln!(
        out,
        "  {mark} {:<30} {:>10} {:>10} {:>10} {:>5} {:>5} {:>5} {:>5} {:>6} {:>8}  {note}",
        c.sched,
        clocks(c.time),
        clocks(c.time_long),
        clocks(c.mca_time),
        count(c.occupancy),
        count(c.vgprs),
        count(c.sgprs),
        count(c.agprs),
        count(c.spills),
        dual(c),
    );
}

pub fn render(r: &TuneReport) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "time: clocks of a SIMD per wave (speed model) at memory latency {} and 3x; a winner beats the kernel as it is \
         by {}% at both without more spills; VOPD: in the heaviest loop, dual-issued pairs / operations with a VOPD \
         form issued alone (gfx11+ wave32)",
        r.mem_latency, r.margin_percent
    );
    for f in &r.files {
        let _ = writeln!(out, "\n{} -> {}", f.input, f.output);
        for k in &f.kernels {
            let _ = writeln!(
                out,
                "\n  {} (as it is: {})\n    {:<30} {:>10} {:>10} {:>10} {:>5} {:>5} {:>5} {:>5} {:>6} {:>8}",
                k.name, k.baseline.sched, "candidate", "time", "time@3x", "mca", "waves", "VGPR", "SGPR", "AGPR", "spills", "VOPD"
            );
            // The kernel as it is, unless a candidate is the same code.
            if !k.candidates.iter().any(|c| c.is_baseline) {
                row(&mut out, " ", &k.baseline);
            }
            for c in &k.candidates {
                let mark = if k.winner.as_deref() == Some(c.sched.as_str()) { "*" } else { " " };
                row(&mut out, mark, c);
            }
            match &k.winner {
                Some(w) => {
                    let mca = k.mca_gain.map_or_else(String::new, |g| format!(", llvm-mca {g:.3}x"));
                    let _ = writeln!(out, "  -> {w}: {:.3}x faster ({:.3}x at 3x{mca})", k.gain, k.gain_long);
                }
                None => {
                    let _ = writeln!(out, "  -> keeps {}: no candidate is faster by the margin at both latencies", k.baseline.sched);
                }
            }
        }
        if !f.callees.is_empty() {
            let _ = writeln!(
                out,
                "\nnote: callees are not tuned apart from their callers (they keep their attributes in every candidate): {}",
                f.callees.join(", ")
            );
        }
        for n in &f.notes {
            let _ = writeln!(out, "note: {n}");
        }
    }
    let kernels: usize = r.files.iter().map(|f| f.kernels.len()).sum();
    let tuned: usize = r.files.iter().flat_map(|f| &f.kernels).filter(|k| k.winner.is_some()).count();
    let _ = writeln!(
        out,
        "\n{tuned} of {kernels} kernels tuned; geomean gain {:.3}x ({:.3}x at 3x memory latency); {} llc runs, {:.1} s",
        r.geomean_gain,
        r.geomean_gain_long,
        r.timing.llc_runs,
        r.timing.wall_ms / 1e3
    );
    out
}
