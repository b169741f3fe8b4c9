//! Computing a function's region-stats lines from the snapshot taken right
//! after the scheduler ran, merged with what was known before it ran.

use super::line::{Body, Budget, FunctionLine, Line, Pressure, RegionLine, TraceStep, VERSION};
use super::regions::{split_regions, RegionKey};
use super::RegionBefore;
use crate::iterative::{region_max_pressure, region_predicted_pressure, OccupancyModel};
use crate::occupancy::{
    effective_waves_per_eu, max_num_sgprs_for_function, max_num_vgprs_for_function, occupancy_from_workgroup,
    FunctionLimits, GcnTarget,
};
use crate::pressure::RegPressure;
use crate::print_rp::upward_steps;
use crate::snapshot::Function;
use std::collections::HashMap;

/// How a run asked for its stats.
#[derive(Clone, Debug, Default)]
pub struct StatsOptions {
    /// `"sched"` in every line.
    pub label: String,
    /// Per-instruction traces.
    pub detail: bool,
}

/// The occupancy facts of the function, when the model knows its target.
struct Waves {
    occ: OccupancyModel,
    target: GcnTarget,
    limits: FunctionLimits,
}

impl Waves {
    fn of(f: &Function) -> Option<Waves> {
        let occ = OccupancyModel::from_function(f).ok()?;
        let target = occ.target().clone();
        let limits = FunctionLimits::from_facts(&f.target, &target);
        Some(Waves { occ, target, limits })
    }

    fn unified(&self) -> bool {
        self.target.has_gfx90a_insts()
    }

    fn pressure(&self, p: &RegPressure) -> Pressure {
        Pressure::new(p, self.unified(), self.occ.occupancy(p).min(self.occ.cap()))
    }

    fn budget(&self, waves: u32) -> Budget {
        let vgpr = self.target.max_vgprs_for_waves(waves);
        let sgpr = self.target.max_sgprs_for_waves(waves, false).min(max_num_sgprs_for_function(&self.target, &self.limits));
        // AGPRs share the unified file; on split files they have their own.
        let agpr = if self.unified() { vgpr } else { vgpr.min(self.target.addressable_arch_vgprs()) };
        Budget { vgpr, sgpr, agpr }
    }

    /// What sets `waves`: the register files whose pressure allows no more,
    /// the non-register caps that allow no more, or `"max-waves"` when the
    /// function runs at the hardware's most waves per EU.
    fn limited_by(&self, waves: u32, highest: &[RegPressure]) -> Vec<String> {
        let t = &self.target;
        let max = t.max_waves_per_eu();
        if waves >= max {
            return vec!["max-waves".to_string()];
        }
        let mut why = Vec::new();
        if highest.iter().any(|p| t.occupancy_with_vgprs(p.vgpr(self.unified())) == waves) {
            let agpr_heavy = highest.iter().any(|p| p.agpr() > 0 && (self.unified() || p.agpr() >= p.arch_vgpr()));
            if !self.unified() && agpr_heavy {
                why.push("agpr");
            } else {
                why.push("vgpr");
                if agpr_heavy {
                    why.push("agpr");
                }
            }
        }
        if highest.iter().any(|p| t.occupancy_with_sgprs(p.sgpr()) == waves) {
            why.push("sgpr");
        }
        let (lo, hi) = self.limits.flat_work_group_sizes(t);
        let lds = self.limits.mfi.lds_size.unwrap_or(0);
        if lds > 0 && occupancy_from_workgroup(t, lds, lo, hi).1 == waves {
            why.push("lds");
        }
        if occupancy_from_workgroup(t, 0, lo, hi).1 == waves {
            why.push("workgroup");
        }
        if self.limits.waves_per_eu.is_some() && effective_waves_per_eu(t, &self.limits).1 == waves {
            why.push("waves-per-eu");
        }
        why.into_iter().map(String::from).collect()
    }
}

/// The lines for one function: a region line per region with two or more
/// counted instructions, then the function line.
pub fn function_lines(
    f: &Function,
    loop_depth: &[u32],
    before: &[(RegionKey, RegionBefore)],
    opts: &StatsOptions,
) -> Vec<Line> {
    let waves = Waves::of(f);
    let unified = waves.as_ref().is_some_and(Waves::unified);
    let as_json = |p: &RegPressure| match &waves {
        Some(w) => w.pressure(p),
        None => Pressure::new(p, unified, 0),
    };
    let before: HashMap<RegionKey, &RegionBefore> = before.iter().map(|(k, b)| (*k, b)).collect();
    let splits = split_regions(f);
    let applied: Vec<RegPressure> = splits.iter().map(|s| region_max_pressure(f, &s.region)).collect();

    let pressure_occupancy = match &waves {
        Some(w) => applied.iter().map(|p| w.occ.occupancy(p)).min().unwrap_or(w.occ.cap()).min(w.occ.cap()),
        None => 0,
    };
    let next = waves.as_ref().filter(|w| pressure_occupancy < w.occ.cap()).map(|_| pressure_occupancy + 1);

    let line = |body: Body| Line {
        v: VERSION,
        function: f.name.clone(),
        cpu: f.target.cpu.clone(),
        sched: opts.label.clone(),
        body,
    };
    let mut out = Vec::new();
    let mut steps_of_block: HashMap<usize, Vec<(RegPressure, RegPressure)>> = HashMap::new();
    for (k, s) in splits.iter().enumerate() {
        if s.region.num_region_instrs < 2 {
            continue;
        }
        let b = &f.blocks[s.block_index];
        let pressure = as_json(&applied[k]);
        let prior = before.get(&s.key);
        let trace = opts.detail.then(|| {
            let steps = steps_of_block.entry(s.block_index).or_insert_with(|| {
                let (mut steps, end) = upward_steps(f, b);
                // "after" of the last instruction is the block-end line.
                steps.push((end, end));
                steps
            });
            region_trace(f, s, steps, &as_json)
        });
        out.push(line(Body::Region(RegionLine {
            block: b.number,
            block_index: s.block_index as u32,
            block_name: b.name.clone(),
            loop_depth: loop_depth.get(s.block_index).copied().unwrap_or(0),
            region: k as u32,
            instrs: s.region.num_region_instrs,
            original: prior.map(|p| as_json(&p.original)),
            applied: pressure,
            predicted: Some(as_json(&region_predicted_pressure(f, &s.region))),
            minreg: prior.and_then(|p| p.minreg.as_ref().map(&as_json)),
            vs_minreg: prior.and_then(|p| p.minreg).zip(waves.as_ref()).map(|(m, w)| {
                let (a, occ) = (&applied[k], &w.occ);
                match (occ.less(a, &m, u32::MAX), occ.less(&m, a, u32::MAX)) {
                    (true, false) => "lower",
                    (false, true) => "higher",
                    _ => "same",
                }
                .to_string()
            }),
            solver: prior.and_then(|p| p.solver.clone()),
            blocks_next_wave: next.is_some_and(|n| pressure.occupancy < n),
            trace,
        })));
    }
    if let Some(w) = &waves {
        let highest: Vec<RegPressure> =
            applied.iter().filter(|p| w.occ.occupancy(p) <= pressure_occupancy).copied().collect();
        out.push(line(Body::Function(FunctionLine {
            entry: w.limits.is_entry,
            occupancy: w.occ.mfi_occupancy(),
            pressure_occupancy,
            cap: w.occ.cap(),
            limited_by: w.limited_by(pressure_occupancy, &highest),
            budget: w.budget(pressure_occupancy),
            next_budget: next.map(|n| w.budget(n)),
            max_vgprs: max_num_vgprs_for_function(&w.target, &w.limits),
            max_sgprs: max_num_sgprs_for_function(&w.target, &w.limits),
            widened_implicit_defs: false,
        })));
    }
    out
}

/// The region's instructions with the pressures the printer shows around
/// them. `steps` holds, per counted instruction of the block, (before,
/// at), and one more entry for the block end.
fn region_trace(
    f: &Function,
    s: &super::regions::SplitRegion,
    steps: &[(RegPressure, RegPressure)],
    as_json: &dyn Fn(&RegPressure) -> Pressure,
) -> Vec<TraceStep> {
    let b = &f.blocks[s.block_index];
    let first = s.region.first_instr as usize;
    let range = first..first + s.region.num_instrs as usize;
    let mut out = Vec::new();
    let mut step = 0;
    for (i, mi) in f.block_instrs(b).iter().enumerate() {
        if mi.is_debug() {
            continue;
        }
        let abs = b.first_instr as usize + i;
        if range.contains(&abs) {
            let at = steps[step].1;
            let after = steps[step + 1].0;
            out.push(TraceStep { text: mi.text.trim_end().to_string(), at: as_json(&at), after: as_json(&after) });
        }
        step += 1;
    }
    out
}
