//! `--html`: one self-contained page (inline CSS and SVG, no script, no
//! external resource). Per function: the schedulers side by side, the
//! overview of its regions by pressure, a table of the regions, and the
//! pressure plots of the regions that block the next wave and the highest
//! few (every region with `all_regions`), folded in `<details>`.

use super::model::{by_pressure, FunctionReport, RegionRow, Report, SchedSummary};
use super::svg;
use super::words;
use maud::{html, Markup, PreEscaped, DOCTYPE};

/// Region plots per function besides the blocking ones.
const TOP_PLOTS: usize = 3;

const STYLE: &str = "\
body{font-family:sans-serif;margin:1.5em;color:#222;max-width:1100px}
h1{font-size:1.4em}h2{font-size:1.15em;margin-top:2em;border-bottom:1px solid #ccc}
h3{font-size:1.05em;margin-top:1.6em}
table{border-collapse:collapse;font-size:.85em;margin:.5em 0}
td,th{border:1px solid #ddd;padding:2px 7px;text-align:left}
th{background:#f3f3f3}
tr.blocks td{background:#fff2f0}
tr.latency td{background:#eef6ff}
.sw{display:inline-block;width:.8em;height:.8em;margin-right:.3em;vertical-align:middle}
details{margin:.3em 0}summary{cursor:pointer;font-size:.9em}
code{font-size:.9em}
svg{display:block;margin:.3em 0}
.note{color:#666;font-size:.85em}
p.decision{font-size:.85em;margin:.3em 0;max-width:60em}
";

pub fn render(report: &Report, all_regions: bool) -> String {
    let page = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                title { "gcnrs report: " (report.cpu) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                h1 { "gcnrs report" }
                p {
                    "Target " code { (report.cpu) } @if !report.mattr.is_empty() { " " code { (report.mattr) } }
                    ". Schedulers: "
                    @for (k, s) in report.scheds.iter().enumerate() {
                        span class="sw" style=(format!("background:{}", svg::color(k))) {} code { (s) } " "
                    }
                }
                p class="note" {
                    "Occupancy, registers, LDS, scratch and spills are llc's (the asm); what limits the occupancy and the next wave's cost follow from them. "
                    "Region pressures are the plugin's region statistics (GCNRegPressure, as amdgpu-print-rp prints them): VGPR numbers are the occupancy-relevant count. "
                    "Dashed lines: the budget at the occupancy the pressures allow, dotted: one wave more; red points would exceed the function's register budget (spill). Hover a point for its instruction. "
                    "Estimated time: the speed model (docs/speed-model.md) on the final code at the kernel's occupancy, at the default memory latency and 3x; a loop bound by latency (blue) is where another wave helps, one bound by a pipeline's issue is not. "
                    "Below a kernel's table, the plugin's schedulers say what they decided and why (their optimisation remarks, from estimates before register allocation)."
                }
                @for file in &report.files {
                    h2 { (file.path) }
                    @for f in &file.functions {
                        (function(report, f, all_regions))
                    }
                }
            }
        }
    };
    page.into_string()
}

fn function(report: &Report, f: &FunctionReport, all_regions: bool) -> Markup {
    let plotted = plotted_regions(f, all_regions);
    html! {
        section class="function" id=(format!("f-{}", f.name)) {
            h3 { code { (f.name) } " (" (if f.entry { "kernel" } else { "callable" }) ")" }
            (summary_table(report, f))
            (decisions(report, f))
            (loop_table(report, f))
            @if !f.regions.is_empty() {
                (svg::overview(f, &report.scheds))
                (region_table(report, f))
                @for r in plotted {
                    details class="region" open[r.blocks_any()] {
                        summary {
                            "region " (r.region) " — " code { (r.block_name) } ", " (r.instrs) " instructions, loop depth " (r.loop_depth)
                            @if r.blocks_any() { " — blocks the next wave" }
                        }
                        (svg::region_plot(f, r, &report.scheds))
                    }
                }
            }
        }
    }
}

/// What each of the plugin's schedulers said it decided, in its colour.
fn decisions(report: &Report, f: &FunctionReport) -> Markup {
    html! {
        @for (k, (name, s)) in report.scheds.iter().zip(&f.scheds).enumerate() {
            @for d in &s.decision {
                p class="decision" {
                    span class="sw" style=(format!("background:{}", svg::color(k))) {} code { (name) } ": " (d)
                }
            }
        }
    }
}

fn plotted_regions(f: &FunctionReport, all: bool) -> Vec<&RegionRow> {
    let has_trace = |r: &RegionRow| r.scheds.iter().flatten().any(|s| !s.trace.is_empty());
    if all {
        return f.regions.iter().filter(|r| has_trace(r)).collect();
    }
    let top: Vec<u32> = by_pressure(&f.regions).iter().take(TOP_PLOTS).map(|r| r.region).collect();
    f.regions.iter().filter(|r| has_trace(r) && (r.blocks_any() || top.contains(&r.region))).collect()
}

fn summary_table(report: &Report, f: &FunctionReport) -> Markup {
    type Cell = fn(&SchedSummary) -> String;
    let mut rows: Vec<(&str, Cell)> = Vec::new();
    if f.entry {
        rows.push(("occupancy (llc)", |s| words::opt(s.occupancy)));
        rows.push(("limited by", |s| s.advice.as_ref().map_or("-".into(), words::limited_by)));
        rows.push(("next wave", |s| s.advice.as_ref().map_or("-".into(), |a| words::next_wave(&a.next_wave))));
        rows.push(("llc hint", |s| {
            s.advice.as_ref().map_or(String::new(), |a| {
                a.next_wave.attributes.iter().map(|(k, v)| format!("\"{k}\"=\"{v}\"")).collect::<Vec<_>>().join(" ")
            })
        }));
    }
    rows.push(("VGPR / AGPR / SGPR", words::registers));
    rows.push(("LDS bytes", |s| words::opt(s.resources.lds)));
    rows.push(("scratch bytes", |s| words::opt(s.resources.scratch)));
    rows.push(("spills VGPR / SGPR", words::spills));
    rows.push(("waves the pressure allows", |s| {
        s.stats.as_ref().map_or("-".into(), |st| st.pressure_occupancy.to_string())
    }));
    if f.entry {
        rows.push(("estimated time (clocks)", words::speed_time));
        rows.push(("bound", words::speed_bound));
        rows.push(("one more wave, same code", |s| words::wave_worth(s, true)));
        rows.push(("one wave fewer, same code", |s| words::wave_worth(s, false)));
        rows.push(("VGPRs live at once (final code)", words::live));
        if words::any_paired(&f.scheds) {
            rows.push(("every VOPD pair formed, same code", words::all_paired));
        }
    }
    html! {
        table class="summary" {
            tr { th {} @for (k, s) in report.scheds.iter().enumerate() { th { span class="sw" style=(format!("background:{}", svg::color(k))) {} (s) } } }
            @for (label, cell) in &rows {
                tr { th { (label) } @for s in &f.scheds { td { (cell(s)) } } }
            }
        }
    }
}

/// Every scheduler's segments with the speed model's verdict; a latency-
/// bound loop (the one place another wave can help) is marked.
fn loop_table(report: &Report, f: &FunctionReport) -> Markup {
    let any = f.scheds.iter().any(|s| s.speed.as_ref().is_some_and(|v| !v.loops.is_empty()));
    html! {
        @if any {
            details class="loops" open {
                summary { "estimated time per loop (speed model: t = 8" sup { "depth" } " × max(L / waves, U), clocks)" }
                table class="loops" {
                    tr {
                        th { "scheduler" } th { "segment" } th { "loop depth" } th { "instrs" }
                        th { "L (one wave)" } th { "U (busiest pipe)" } th { "time" } th { "bound" } th { "another wave" }
                    }
                    @for (k, (name, s)) in report.scheds.iter().zip(&f.scheds).enumerate() {
                        @for l in s.speed.iter().flat_map(|v| &v.loops) {
                            tr class=[(l.bound == "latency").then_some("latency")] {
                                td { span class="sw" style=(format!("background:{}", svg::color(k))) {} (name) }
                                td { code { (l.name) } } td { (l.depth) } td { (l.instrs) }
                                td { (words::latency(l.latency, l.carried, l.memory_waits, l.reuse_waits)) } td { (words::busy(l.busy, &l.busiest, l.vopd.as_ref())) }
                                td { (format!("{:.0}", l.time)) } td { (words::bound_pair(&l.bound, &l.bound_long)) }
                                td { (words::wave_helps(&l.bound)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn region_table(report: &Report, f: &FunctionReport) -> Markup {
    html! {
        details class="regions" {
            summary { (f.regions.len()) " regions (" (f.regions.iter().filter(|r| r.blocks_any()).count()) " block the next wave)" }
            table class="regions" {
                tr {
                    th { "region" } th { "block" } th { "instrs" } th { "loop depth" }
                    @for s in &report.scheds { th { (s) " VGPR/SGPR" } }
                    @if report.solve { th { "solver" } th { "lower bound" } }
                    th { "blocks next wave" } th { "legal order that unblocks" }
                }
                @for r in &f.regions {
                    tr class=[r.blocks_any().then_some("blocks")] {
                        td { (r.region) } td { code { (r.block_name) } } td { (r.instrs) } td { (r.loop_depth) }
                        @for s in &r.scheds {
                            td { @if let Some(s) = s { (words::pressure(&s.applied)) } @else { "-" } }
                        }
                        @if report.solve {
                            td { @if let Some(s) = &r.solver { (s.status) " " (words::pressure(&s.pressure)) } @else { "-" } }
                            td { @if let Some(s) = &r.solver { (words::pressure(&s.lower_bound)) } @else { "-" } }
                        }
                        td { (blocking(r, &report.scheds)) }
                        td { (unblock(r)) }
                    }
                }
            }
        }
    }
}

fn blocking(r: &RegionRow, scheds: &[String]) -> String {
    let names: Vec<&str> = r
        .scheds
        .iter()
        .zip(scheds)
        .filter(|(s, _)| s.as_ref().is_some_and(|s| s.blocks_next_wave))
        .map(|(_, n)| n.as_str())
        .collect();
    if names.is_empty() { "-".into() } else { names.join(", ") }
}

fn unblock(r: &RegionRow) -> String {
    let mut answers: Vec<&str> = r.scheds.iter().flatten().filter_map(|s| s.unblock).map(|u| u.as_str()).collect();
    answers.dedup();
    if answers.is_empty() { "-".into() } else { answers.join(", ") }
}
