//! The gap summary: how far LLVM's orders are from the best possible one.
//!
//! Region-stats lines written with `-gcnrs-region-stats-solve` carry, per
//! region, the pressure of the order the scheduler applied, of minreg's
//! order, and of the exact solver's best order with its status. Where the
//! solver proved its order optimal, the difference between an order's
//! pressure and the solver's is the order's exact distance from optimal;
//! where it only bounded the optimum, the distance is not known and the
//! region is left out of the gap (and counted, so nobody mistakes the gap
//! of easy regions for that of all of them).
//!
//! The baselines are the applied order of lines from LLVM's default
//! scheduler (`sched` "default": the stats pass ran after the default
//! strategy with all its stages) and minreg's order. The default's stages
//! can rematerialise instructions into a region; such a region's applied
//! order is of other instructions than the solver's, and its gap can be
//! negative. Those are counted apart rather than averaged in.

use super::line::{Body, Line, RegionLine};
use serde::Serialize;

/// The size buckets of the summary, by instruction count (upper bounds).
pub const BUCKETS: [(u32, &str); 5] = [(20, "<=20"), (40, "21-40"), (80, "41-80"), (160, "81-160"), (u32::MAX, ">160")];

/// One region line with where it came from.
#[derive(Clone, Debug)]
pub struct SourcedRegion {
    pub file: String,
    pub function: String,
    pub sched: String,
    pub region: RegionLine,
}

/// Every region line of a region-stats file; function lines are skipped.
pub fn region_lines(file: &str, text: &str) -> Result<Vec<SourcedRegion>, String> {
    let mut out = Vec::new();
    for (n, raw) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let line: Line = serde_json::from_str(raw).map_err(|e| format!("{file}:{}: not a region-stats line: {e}", n + 1))?;
        if let Body::Region(region) = line.body {
            out.push(SourcedRegion { file: file.to_string(), function: line.function, sched: line.sched, region });
        }
    }
    Ok(out)
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct BucketRow {
    pub bucket: &'static str,
    /// Regions the solver ran on.
    pub regions: u32,
    pub optimal: u32,
}

impl BucketRow {
    pub fn share(&self) -> f64 {
        if self.regions == 0 {
            return 1.0;
        }
        f64::from(self.optimal) / f64::from(self.regions)
    }
}

/// The distance of one baseline's orders from optimal, over the regions
/// proven optimal.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GapStats {
    pub baseline: &'static str,
    /// Regions compared (proven optimal, baseline known, same
    /// instructions).
    pub regions: u32,
    /// Of them, regions whose order needs more VGPRs than optimal.
    pub above: u32,
    pub mean_vgprs: f64,
    /// Mean of (baseline - optimal) / optimal VGPRs, in percent.
    pub mean_percent: f64,
    pub p90_vgprs: u32,
    pub max_vgprs: u32,
    pub max_percent: f64,
    /// Regions where the baseline allows fewer waves than the optimal order.
    pub costs_a_wave: u32,
    /// Regions below the solver's optimum (instructions changed by the
    /// scheduler's later stages); not in the statistics above.
    pub below: u32,
}

/// A region where a baseline's order costs a wave.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WaveCost {
    pub file: String,
    pub function: String,
    pub block: String,
    pub region: u32,
    pub instrs: u32,
    pub baseline: &'static str,
    pub baseline_vgprs: u32,
    pub baseline_occupancy: u32,
    pub optimal_vgprs: u32,
    pub optimal_occupancy: u32,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GapSummary {
    pub buckets: Vec<BucketRow>,
    /// Regions without a solver line (no -gcnrs-region-stats-solve, or the
    /// region was not found again after scheduling).
    pub unsolved: u32,
    pub gaps: Vec<GapStats>,
    pub wave_costs: Vec<WaveCost>,
}

fn bucket_of(instrs: u32) -> usize {
    BUCKETS.iter().position(|(max, _)| instrs <= *max).unwrap_or(BUCKETS.len() - 1)
}

/// The value at the 90th percentile (nearest rank) of sorted `v`.
fn p90(sorted: &[u32]) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (sorted.len() * 9).div_ceil(10).max(1);
    sorted[rank - 1]
}

/// Summarise region lines. Lines of every scheduler count for the solver
/// table (the solver ran on the region as it was before scheduling, so a
/// region appears once per scheduler run; give one scheduler's files to
/// count each region once); the default baseline takes lines of
/// `sched == "default"` only.
pub fn summarise(regions: &[SourcedRegion]) -> GapSummary {
    let mut s = GapSummary {
        buckets: BUCKETS.iter().map(|(_, name)| BucketRow { bucket: name, ..BucketRow::default() }).collect(),
        ..GapSummary::default()
    };
    let mut diffs: [(Vec<u32>, Vec<f64>); 2] = Default::default();
    let mut gaps = [GapStats { baseline: "default", ..GapStats::default() }, GapStats { baseline: "minreg", ..GapStats::default() }];
    for r in regions {
        let line = &r.region;
        let Some(solver) = &line.solver else {
            s.unsolved += 1;
            continue;
        };
        let row = &mut s.buckets[bucket_of(line.instrs)];
        row.regions += 1;
        if solver.status != "optimal" {
            continue;
        }
        row.optimal += 1;
        let best = solver.pressure;
        let default = (r.sched == "default").then_some(line.applied);
        for (k, base) in [default, line.minreg].into_iter().enumerate() {
            let Some(base) = base else { continue };
            let g = &mut gaps[k];
            if base.vgpr < best.vgpr {
                g.below += 1;
                continue;
            }
            g.regions += 1;
            let d = base.vgpr - best.vgpr;
            let pct = if best.vgpr == 0 { 0.0 } else { 100.0 * f64::from(d) / f64::from(best.vgpr) };
            g.above += u32::from(d > 0);
            g.max_percent = g.max_percent.max(pct);
            diffs[k].0.push(d);
            diffs[k].1.push(pct);
            if base.occupancy < best.occupancy {
                g.costs_a_wave += 1;
                s.wave_costs.push(WaveCost {
                    file: r.file.clone(),
                    function: r.function.clone(),
                    block: line.block_name.clone(),
                    region: line.region,
                    instrs: line.instrs,
                    baseline: g.baseline,
                    baseline_vgprs: base.vgpr,
                    baseline_occupancy: base.occupancy,
                    optimal_vgprs: best.vgpr,
                    optimal_occupancy: best.occupancy,
                });
            }
        }
    }
    for (g, (d, pct)) in gaps.iter_mut().zip(diffs.iter_mut()) {
        if d.is_empty() {
            continue;
        }
        d.sort_unstable();
        g.mean_vgprs = d.iter().map(|&x| f64::from(x)).sum::<f64>() / d.len() as f64;
        g.mean_percent = pct.iter().sum::<f64>() / pct.len() as f64;
        g.p90_vgprs = p90(d);
        g.max_vgprs = *d.last().unwrap_or(&0);
    }
    s.gaps = gaps.to_vec();
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::line::{Pressure, SolverLine};

    fn p(vgpr: u32, occupancy: u32) -> Pressure {
        Pressure { sgpr: 10, vgpr, arch_vgpr: vgpr, agpr: 0, occupancy }
    }

    fn region(sched: &str, instrs: u32, applied: Pressure, minreg: Pressure, status: &str, best: Pressure) -> SourcedRegion {
        SourcedRegion {
            file: "k.jsonl".into(),
            function: "f".into(),
            sched: sched.into(),
            region: RegionLine {
                block: 0,
                block_index: 0,
                block_name: "bb.0".into(),
                loop_depth: 0,
                region: 0,
                instrs,
                original: None,
                applied,
                predicted: None,
                minreg: Some(minreg),
                vs_minreg: None,
                solver: Some(SolverLine { status: status.into(), pressure: best, lower_bound: best, nodes: 1, time_us: 1 }),
                blocks_next_wave: false,
                trace: None,
            },
        }
    }

    #[test]
    fn buckets_count_optimal_by_size() {
        let rs = [
            region("default", 20, p(10, 8), p(10, 8), "optimal", p(10, 8)),
            region("default", 21, p(10, 8), p(10, 8), "bounded", p(10, 8)),
            region("default", 80, p(10, 8), p(10, 8), "optimal", p(10, 8)),
            region("default", 161, p(10, 8), p(10, 8), "bounded", p(10, 8)),
        ];
        let s = summarise(&rs);
        let got: Vec<(u32, u32)> = s.buckets.iter().map(|b| (b.regions, b.optimal)).collect();
        assert_eq!(got, vec![(1, 1), (1, 0), (1, 1), (0, 0), (1, 0)]);
    }

    #[test]
    fn gaps_count_only_proven_regions_and_lost_waves() {
        let rs = [
            // default 4 above (40%), minreg 2 above; default costs a wave.
            region("default", 30, p(14, 7), p(12, 8), "optimal", p(10, 8)),
            // equal everywhere.
            region("default", 30, p(20, 8), p(20, 8), "optimal", p(20, 8)),
            // bounded: left out of the gap.
            region("default", 30, p(99, 1), p(99, 1), "bounded", p(10, 8)),
            // not the default scheduler: only minreg's baseline counts.
            region("gcnrs-occupancy", 30, p(50, 4), p(11, 8), "optimal", p(10, 8)),
            // remat made the applied order smaller than the optimum.
            region("default", 30, p(8, 8), p(10, 8), "optimal", p(10, 8)),
        ];
        let s = summarise(&rs);
        let d = &s.gaps[0];
        assert_eq!((d.regions, d.above, d.costs_a_wave, d.below, d.max_vgprs), (2, 1, 1, 1, 4));
        assert!((d.mean_vgprs - 2.0).abs() < 1e-9);
        assert!((d.mean_percent - 20.0).abs() < 1e-9);
        let m = &s.gaps[1];
        assert_eq!((m.regions, m.above, m.costs_a_wave, m.max_vgprs, m.p90_vgprs), (4, 2, 0, 2, 2));
        assert_eq!(s.wave_costs.len(), 1);
        assert_eq!((s.wave_costs[0].baseline, s.wave_costs[0].baseline_occupancy), ("default", 7));
    }

    #[test]
    fn p90_is_nearest_rank() {
        assert_eq!(p90(&[]), 0);
        assert_eq!(p90(&[5]), 5);
        let v: Vec<u32> = (1..=10).collect();
        assert_eq!(p90(&v), 9);
        let v: Vec<u32> = (1..=11).collect();
        assert_eq!(p90(&v), 10);
    }

    #[test]
    fn region_lines_skip_function_lines_and_name_bad_ones() {
        let text = concat!(
            r#"{"v":1,"function":"f","cpu":"gfx90a","sched":"default","kind":"function","entry":true,"occupancy":8,"pressure_occupancy":8,"cap":8,"limited_by":[],"budget":{"vgpr":64,"sgpr":100,"agpr":0},"next_budget":null,"max_vgprs":512,"max_sgprs":102}"#,
            "\n",
            r#"{"v":1,"function":"f","cpu":"gfx90a","sched":"default","kind":"region","block":0,"block_index":0,"block_name":"bb.0","loop_depth":0,"region":0,"instrs":3,"applied":{"sgpr":1,"vgpr":2,"arch_vgpr":2,"agpr":0,"occupancy":8},"blocks_next_wave":false}"#,
            "\n"
        );
        let rs = region_lines("a.jsonl", text).unwrap();
        assert_eq!(rs.len(), 1);
        assert_eq!(rs[0].region.instrs, 3);
        let err = region_lines("a.jsonl", "{}\n").unwrap_err();
        assert!(err.starts_with("a.jsonl:1: not a region-stats line"), "{err}");
    }
}
