//! Inline SVG plots for the HTML page, built with maud like the page
//! itself: the per-function overview (regions by pressure, one bar per
//! scheduler) and a region's pressure along its instructions (one
//! polyline per scheduler). Budgets are horizontal lines; what a point or
//! bar is shows on hover through SVG `<title>` elements, which browsers
//! display without any script.

use super::model::{by_pressure, FunctionReport, RegionRow};
use crate::stats::line::{Budget, FunctionLine, TraceStep};
use maud::{html, Markup};

/// Scheduler colours (none of them the spill red).
pub const COLORS: [&str; 6] = ["#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#17becf"];
pub const SPILL: &str = "#d62728";

pub fn color(k: usize) -> &'static str {
    COLORS[k % COLORS.len()]
}

const WIDTH: f64 = 760.0;
const LEFT: f64 = 44.0;
const RIGHT: f64 = 130.0;
const TOP: f64 = 10.0;
const BOTTOM: f64 = 24.0;

/// A horizontal line with its label.
struct Level {
    value: u32,
    label: String,
    dash: &'static str,
    color: &'static str,
}

/// The budgets of the current and next wave counts of every scheduler
/// (distinct ones only) for one register kind.
fn budget_levels(f: &FunctionReport, pick: fn(&Budget) -> u32, kind: &str) -> Vec<Level> {
    let mut out: Vec<Level> = Vec::new();
    for s in &f.scheds {
        let Some(st) = &s.stats else { continue };
        let mut add = |waves: u32, b: &Budget, dash| {
            let value = pick(b);
            if !out.iter().any(|l| l.value == value) {
                out.push(Level { value, label: format!("{waves} waves: {value} {kind}"), dash, color: "#555" });
            }
        };
        add(st.pressure_occupancy, &st.budget, "6 3");
        if let Some(nb) = &st.next_budget {
            add(st.pressure_occupancy + 1, nb, "2 3");
        }
    }
    out
}

/// The function's register budget (what the allocator may use): pressure
/// above it spills.
fn spill_limit(f: &FunctionReport, vgpr: bool) -> Option<u32> {
    f.scheds
        .iter()
        .filter_map(|s| s.stats.as_ref())
        .map(|st: &FunctionLine| if vgpr { st.max_vgprs } else { st.max_sgprs })
        .min()
}

fn scale_top(values: impl Iterator<Item = u32>) -> f64 {
    let top = values.max().unwrap_or(1).max(1) as f64;
    // Leave room above the highest thing drawn.
    (top * 1.08).ceil()
}

/// Overview: the function's regions sorted by their highest VGPR pressure,
/// a bar per scheduler, the VGPR budgets as lines.
pub fn overview(f: &FunctionReport, scheds: &[String]) -> Markup {
    let regions = by_pressure(&f.regions);
    let levels = budget_levels(f, |b| b.vgpr, "VGPRs");
    let n = regions.len().max(1) as f64;
    let ns = scheds.len().max(1) as f64;
    let height = 180.0;
    let plot_h = height - TOP - BOTTOM;
    let plot_w = WIDTH - LEFT - RIGHT;
    let ymax = scale_top(
        regions.iter().map(|r| r.max_vgpr()).chain(levels.iter().map(|l| l.value)),
    );
    let y = |v: f64| TOP + plot_h * (1.0 - v / ymax);
    let slot = plot_w / n;
    let bar = (slot * 0.8 / ns).max(0.5);
    html! {
        svg class="overview" width=(WIDTH) height=(height) viewBox=(format!("0 0 {WIDTH} {height}")) role="img" {
            title { "Regions of " (f.name) " by VGPR pressure" }
            (axis(ymax, plot_h, "VGPRs"))
            @for (i, r) in regions.iter().enumerate() {
                @for (k, s) in r.scheds.iter().enumerate() {
                    @if let Some(s) = s {
                        @let x = LEFT + slot * i as f64 + slot * 0.1 + bar * k as f64;
                        @let v = s.applied.vgpr as f64;
                        rect class="bar" x=(fmt(x)) y=(fmt(y(v))) width=(fmt(bar)) height=(fmt(TOP + plot_h - y(v)))
                            fill=(color(k)) stroke=[s.blocks_next_wave.then_some("#000")] {
                            title {
                                "region " (r.region) " " (r.block_name) " (" (r.instrs) " instrs, depth " (r.loop_depth) "): "
                                (scheds[k]) " VGPR " (s.applied.vgpr) " SGPR " (s.applied.sgpr)
                                @if s.applied.agpr > 0 { " AGPR " (s.applied.agpr) }
                                @if s.blocks_next_wave { " - blocks the next wave" }
                            }
                        }
                    }
                }
            }
            (levels_markup(&levels, ymax, plot_h))
            text x=(fmt(LEFT)) y=(fmt(height - 6.0)) font-size="11" { "regions, highest pressure first (" (regions.len()) ")" }
        }
    }
}

/// One region: per scheduler, the pressure (`at`, what amdgpu-print-rp
/// prints on the instruction's line) along the instructions; VGPRs on top,
/// SGPRs below. Points above the function's register budget are marked.
pub fn region_plot(f: &FunctionReport, r: &RegionRow, scheds: &[String]) -> Markup {
    html! {
        div class="region-plot" {
            (panel(f, r, scheds, true))
            (panel(f, r, scheds, false))
        }
    }
}

fn panel(f: &FunctionReport, r: &RegionRow, scheds: &[String], vgpr: bool) -> Markup {
    let kind = if vgpr { "VGPRs" } else { "SGPRs" };
    let pick = |s: &TraceStep| if vgpr { s.at.vgpr } else { s.at.sgpr };
    let levels = budget_levels(f, if vgpr { |b: &Budget| b.vgpr } else { |b: &Budget| b.sgpr }, kind);
    let spill = spill_limit(f, vgpr);
    let lower_bound = r.solver.as_ref().map(|s| if vgpr { s.lower_bound.vgpr } else { s.lower_bound.sgpr });
    let traces: Vec<(usize, &Vec<TraceStep>)> =
        r.scheds.iter().enumerate().filter_map(|(k, s)| s.as_ref().map(|s| (k, &s.trace))).collect();
    let highest = traces.iter().flat_map(|(_, t)| t.iter().map(pick)).max().unwrap_or(0);
    let len = traces.iter().map(|(_, t)| t.len()).max().unwrap_or(0).max(2);
    let height = if vgpr { 200.0 } else { 130.0 };
    let plot_h = height - TOP - BOTTOM;
    let plot_w = WIDTH - LEFT - RIGHT;
    // The spill line only matters when something reaches it.
    let spill_shown = spill.filter(|&s| highest > s);
    let ymax = scale_top(
        std::iter::once(highest)
            .chain(levels.iter().map(|l| l.value))
            .chain(lower_bound)
            .chain(spill_shown),
    );
    let x = |i: usize| LEFT + plot_w * i as f64 / (len - 1) as f64;
    let y = |v: u32| TOP + plot_h * (1.0 - v as f64 / ymax);
    let mut all_levels = levels;
    if let Some(lb) = lower_bound {
        all_levels.push(Level { value: lb, label: format!("solver bound: {lb}"), dash: "1 2", color: "#000" });
    }
    if let Some(s) = spill_shown {
        all_levels.push(Level { value: s, label: format!("spills above {s}"), dash: "", color: SPILL });
    }
    html! {
        svg class=(if vgpr { "plot vgpr" } else { "plot sgpr" }) width=(WIDTH) height=(height)
            viewBox=(format!("0 0 {WIDTH} {height}")) role="img" {
            title { (kind) " pressure along region " (r.region) " of " (f.name) }
            (axis(ymax, plot_h, kind))
            (levels_markup(&all_levels, ymax, plot_h))
            @for (k, trace) in &traces {
                @let points: Vec<String> = trace.iter().enumerate().map(|(i, s)| format!("{},{}", fmt(x(i)), fmt(y(pick(s))))).collect();
                polyline class="p" points=(points.join(" ")) fill="none" stroke=(color(*k)) stroke-width="1.5" {}
                g class="pts" fill=(color(*k)) {
                    @for (i, s) in trace.iter().enumerate() {
                        @let over = spill.is_some_and(|lim| pick(s) > lim);
                        circle cx=(fmt(x(i))) cy=(fmt(y(pick(s)))) r=(if over { "3.5" } else { "2" })
                            fill=[over.then_some(SPILL)] class=[over.then_some("spill")] {
                            title {
                                (scheds[*k]) " #" (i) ": VGPR " (s.at.vgpr) " SGPR " (s.at.sgpr)
                                @if s.at.agpr > 0 { " AGPR " (s.at.agpr) }
                                @if over { " - above the function's budget (spills)" }
                                "\n" (s.text)
                            }
                        }
                    }
                }
            }
            text x=(fmt(LEFT)) y=(fmt(height - 6.0)) font-size="11" { "instructions, top to bottom (" (len) ")" }
        }
    }
}

fn axis(ymax: f64, plot_h: f64, kind: &str) -> Markup {
    let plot_w = WIDTH - LEFT - RIGHT;
    let ticks = ticks(ymax);
    html! {
        g class="axis" font-size="10" fill="#333" {
            line x1=(fmt(LEFT)) y1=(fmt(TOP)) x2=(fmt(LEFT)) y2=(fmt(TOP + plot_h)) stroke="#999" {}
            line x1=(fmt(LEFT)) y1=(fmt(TOP + plot_h)) x2=(fmt(LEFT + plot_w)) y2=(fmt(TOP + plot_h)) stroke="#999" {}
            @for t in ticks {
                @let ty = TOP + plot_h * (1.0 - t as f64 / ymax);
                text x=(fmt(LEFT - 4.0)) y=(fmt(ty + 3.0)) text-anchor="end" { (t) }
                line x1=(fmt(LEFT)) y1=(fmt(ty)) x2=(fmt(LEFT + plot_w)) y2=(fmt(ty)) stroke="#eee" {}
            }
            text transform="rotate(-90)" x=(fmt(-(TOP + plot_h / 2.0))) y="11" text-anchor="middle" { (kind) }
        }
    }
}

fn levels_markup(levels: &[Level], ymax: f64, plot_h: f64) -> Markup {
    let plot_w = WIDTH - LEFT - RIGHT;
    let line_y = |l: &Level| TOP + plot_h * (1.0 - l.value as f64 / ymax);
    // Labels top to bottom, each at least a text line below the previous
    // one, so close budgets stay readable.
    let mut order: Vec<usize> = (0..levels.len()).collect();
    order.sort_by(|&a, &b| line_y(&levels[a]).total_cmp(&line_y(&levels[b])));
    let mut label_y = vec![0.0; levels.len()];
    let mut last = f64::NEG_INFINITY;
    for i in order {
        let y = (line_y(&levels[i]) + 3.0).max(last + 11.0);
        label_y[i] = y;
        last = y;
    }
    html! {
        @for (i, l) in levels.iter().enumerate() {
            @let ly = line_y(l);
            g class="budget" {
                line x1=(fmt(LEFT)) y1=(fmt(ly)) x2=(fmt(LEFT + plot_w)) y2=(fmt(ly)) stroke=(l.color)
                    stroke-dasharray=[(!l.dash.is_empty()).then_some(l.dash)] {}
                text x=(fmt(LEFT + plot_w + 4.0)) y=(fmt(label_y[i])) font-size="10" fill=(l.color) { (l.label) }
            }
        }
    }
}

/// About five round tick values from 0 to `ymax`.
fn ticks(ymax: f64) -> Vec<u32> {
    let raw = ymax / 5.0;
    let step = [1u32, 2, 4, 8, 16, 32, 64, 128, 256]
        .into_iter()
        .find(|&s| s as f64 >= raw)
        .unwrap_or(512);
    (0..).map(|i| i * step).take_while(|&v| (v as f64) <= ymax).collect()
}

fn fmt(v: f64) -> String {
    format!("{v:.1}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_and_in_range() {
        assert_eq!(ticks(100.0), vec![0, 32, 64, 96]);
        assert_eq!(ticks(9.0), vec![0, 2, 4, 6, 8]);
        assert!(ticks(1.0).contains(&0));
    }
}
