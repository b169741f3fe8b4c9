//! The terminal rendering: per kernel, the schedulers side by side
//! (occupancy, what limits it, the next wave's cost, final registers),
//! then its regions: every one that blocks the next wave and the highest
//! few (all with `all_regions`).

use super::model::{by_pressure, FunctionReport, RegionRow, Report};
use super::words;
use std::fmt::Write;

/// Regions shown per function besides the blocking ones.
const TOP_REGIONS: usize = 5;

pub fn render(report: &Report, all_regions: bool) -> String {
    let mut out = String::new();
    for file in &report.files {
        let _ = writeln!(out, "== {} ({})", file.path, target_name(report));
        for f in &file.functions {
            function(&mut out, report, f, all_regions);
        }
    }
    out
}

fn target_name(r: &Report) -> String {
    if r.mattr.is_empty() {
        r.cpu.clone()
    } else {
        format!("{} {}", r.cpu, r.mattr)
    }
}

fn function(out: &mut String, report: &Report, f: &FunctionReport, all_regions: bool) {
    let _ = writeln!(out, "\n{} ({})", f.name, if f.entry { "kernel" } else { "callable" });
    let mut rows: Vec<(String, Vec<String>)> = vec![("".into(), report.scheds.clone())];
    let per = |g: &dyn Fn(&super::model::SchedSummary) -> String| f.scheds.iter().map(g).collect::<Vec<_>>();
    if f.entry {
        rows.push(("occupancy".into(), per(&|s| words::opt(s.occupancy))));
        rows.push((
            "limited by".into(),
            per(&|s| s.advice.as_ref().map_or("-".into(), words::limited_by)),
        ));
        rows.push((
            "next wave".into(),
            per(&|s| s.advice.as_ref().map_or("-".into(), |a| words::next_wave(&a.next_wave))),
        ));
    }
    rows.push(("VGPR/AGPR/SGPR".into(), per(&words::registers)));
    rows.push(("LDS/scratch".into(), per(&|s| format!("{}/{}", words::opt(s.resources.lds), words::opt(s.resources.scratch)))));
    rows.push(("spills V/S".into(), per(&words::spills)));
    rows.push((
        "pressure waves".into(),
        per(&|s| s.stats.as_ref().map_or("-".into(), |st| st.pressure_occupancy.to_string())),
    ));
    if f.entry {
        rows.push(("est. time".into(), per(&words::speed_time)));
        rows.push(("bound".into(), per(&words::speed_bound)));
        rows.push(("+1 wave, same code".into(), per(&|s| words::wave_worth(s, true))));
        rows.push(("-1 wave, same code".into(), per(&|s| words::wave_worth(s, false))));
        rows.push(("VGPRs live at once".into(), per(&words::live)));
        if words::any_paired(&f.scheds) {
            rows.push(("all VOPD paired, same code".into(), per(&words::all_paired)));
        }
    }
    columns(out, "  ", &rows);
    for (name, s) in report.scheds.iter().zip(&f.scheds) {
        for d in &s.decision {
            let _ = writeln!(out, "  {name}, before allocation: {d}");
        }
    }
    loops(out, report, f);

    if f.regions.is_empty() {
        return;
    }
    let blocking = f.regions.iter().filter(|r| r.blocks_any()).count();
    let shown: Vec<&RegionRow> = if all_regions {
        f.regions.iter().collect()
    } else {
        let top: Vec<u32> = by_pressure(&f.regions).iter().take(TOP_REGIONS).map(|r| r.region).collect();
        f.regions.iter().filter(|r| r.blocks_any() || top.contains(&r.region)).collect()
    };
    let _ = writeln!(
        out,
        "  regions: {} ({} block the next wave; pressure VGPR/SGPR, ! blocks)",
        f.regions.len(),
        blocking
    );
    let mut header = vec!["".to_string(), "region".into(), "block".into(), "instrs".into(), "depth".into()];
    header.extend(report.scheds.iter().cloned());
    if report.solve {
        header.push("solver".into());
    }
    header.push("unblock".into());
    let mut table = vec![header];
    for r in &shown {
        let mut row = vec![
            if r.blocks_any() { "*".to_string() } else { " ".to_string() },
            r.region.to_string(),
            short(&r.block_name, 28),
            r.instrs.to_string(),
            r.loop_depth.to_string(),
        ];
        for s in &r.scheds {
            row.push(match s {
                Some(s) => format!("{}{}", words::pressure(&s.applied), if s.blocks_next_wave { " !" } else { "" }),
                None => "-".into(),
            });
        }
        if report.solve {
            row.push(r.solver.as_ref().map_or("-".into(), |s| {
                if s.status == "optimal" {
                    format!("optimal {}", words::pressure(&s.pressure))
                } else {
                    format!("{} {} (bound {})", s.status, words::pressure(&s.pressure), words::pressure(&s.lower_bound))
                }
            }));
        }
        let mut answers: Vec<&str> = r.scheds.iter().flatten().filter_map(|s| s.unblock).map(|u| u.as_str()).collect();
        answers.dedup();
        row.push(if answers.is_empty() { "-".into() } else { answers.join(",") });
        table.push(row);
    }
    grid(out, "    ", &table);
    let hidden = f.regions.len() - shown.len();
    if hidden > 0 {
        let _ = writeln!(out, "    ... {hidden} more (--all-regions)");
    }
}

/// Each scheduler's loops (segments at depth 1 or more) with what bounds
/// them: one wave's clocks `L`, the busiest pipeline's `U`, the weighted
/// time, and whether another wave can help.
fn loops(out: &mut String, report: &Report, f: &FunctionReport) {
    let mut table = vec![["sched", "segment", "depth", "instrs", "L", "U", "time", "bound"].map(String::from).to_vec()];
    for (name, s) in report.scheds.iter().zip(&f.scheds) {
        for l in s.speed.iter().flat_map(|v| &v.loops).filter(|l| l.depth > 0) {
            table.push(vec![
                name.clone(),
                l.name.clone(),
                l.depth.to_string(),
                l.instrs.to_string(),
                words::latency(l.latency, l.carried, l.memory_waits, l.reuse_waits),
                words::busy(l.busy, &l.busiest, l.vopd.as_ref()),
                format!("{:.0}", l.time),
                format!("{}: {}", words::bound_pair(&l.bound, &l.bound_long), words::wave_helps(&l.bound)),
            ]);
        }
    }
    if table.len() > 1 {
        let _ = writeln!(out, "  loops (speed model, clocks; t = 8^depth * max(L / waves, U)):");
        grid(out, "    ", &table);
    }
}

fn short(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n - 1).collect();
        t.push('~');
        t
    }
}

/// A label column, then one column per scheduler.
fn columns(out: &mut String, indent: &str, rows: &[(String, Vec<String>)]) {
    let table: Vec<Vec<String>> = rows
        .iter()
        .map(|(label, cells)| std::iter::once(label.clone()).chain(cells.iter().cloned()).collect())
        .collect();
    grid(out, indent, &table);
}

/// Left-aligned columns two spaces apart, trailing blanks trimmed.
fn grid(out: &mut String, indent: &str, table: &[Vec<String>]) {
    let ncol = table.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..ncol)
        .map(|c| table.iter().filter_map(|r| r.get(c)).map(|s| s.chars().count()).max().unwrap_or(0))
        .collect();
    for row in table {
        let mut line = indent.to_string();
        for (c, cell) in row.iter().enumerate() {
            let _ = write!(line, "{cell:<w$}  ", w = widths[c]);
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
}
