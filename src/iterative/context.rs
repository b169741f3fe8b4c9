//! What every mode works with: the function snapshot (if the run needs
//! one), its recorded regions with their pressures, and the two lightweight
//! schedulers.
//!
//! A lightweight schedule is an order computed on a region's DAG and scored
//! with the upward tracker over the snapshot, without touching the IR; the
//! modes compare such scores and only then ask the shim to apply one.

use super::pressure::{region_live_outs, region_max_pressures_from, schedule_pressure_from};
use crate::pressure::LiveRegSet;
use super::{Options, Region};
use crate::pressure::RegPressure;
use crate::sched::checker;
use crate::sched::{ilp, minreg, optimal, RegionDag, RegionProblem};
use crate::snapshot::{Function, SCHEDULING_HINTS};

/// Opcodes whose presence makes the in-tree driver replace the DAG
/// mutations by the IGroupLP mutation (`SIInstrInfo::isIGLPMutationOnly`).
const IGLP_ONLY_OPCODES: [&str; 2] = ["SCHED_GROUP_BARRIER", "IGLP_OPT"];

/// A scored candidate order of one region.
#[derive(Clone, Debug, PartialEq)]
pub struct Lightweight {
    /// NodeNums, top to bottom.
    pub order: Vec<u32>,
    pub pressure: RegPressure,
}

pub struct Context {
    /// None for a run that decides from the DAGs alone
    /// ([`Strategy::snapshot_needs`]): no pressures then.
    ///
    /// [`Strategy::snapshot_needs`]: super::Strategy::snapshot_needs
    pub func: Option<Function>,
    pub regions: Vec<Region>,
    /// `Region::MaxPressure`: the pressure when the region was recorded.
    /// Empty without a snapshot ([`Self::tracks_pressure`]).
    pub max_pressure: Vec<RegPressure>,
    /// Live set below each region's bottom instruction (fixed while
    /// regions are rescheduled: scoring starts from it). Empty like
    /// `max_pressure`.
    live_out: Vec<LiveRegSet>,
    pub opts: Options,
    /// Diagnostics for the shim to print (one line each).
    pub notes: Vec<String>,
    /// What the statistics pass-through learnt of each region before any
    /// scheduler ran (`Strategy::Stats`).
    pub stats: Vec<(crate::stats::RegionKey, crate::stats::RegionBefore)>,
}

impl Context {
    pub fn new(func: Option<Function>, regions: Vec<Region>, opts: Options) -> Result<Context, String> {
        let Some(f) = &func else {
            // Each region numbers its own instructions.
            if let Some(i) = regions.iter().position(|r| r.first_instr != 0) {
                return Err(format!("region {i} is numbered into a snapshot, but there is none"));
            }
            return Ok(Context { func, regions, max_pressure: Vec::new(), live_out: Vec::new(), opts, notes: Vec::new(), stats: Vec::new() });
        };
        for (i, r) in regions.iter().enumerate() {
            let end = r.first_instr as usize + r.num_instrs as usize;
            if end > f.instrs.len() || r.boundary.is_some_and(|b| b as usize >= f.instrs.len()) {
                return Err(format!(
                    "region {i} ({r:?}) lies outside the function snapshot of {} instructions",
                    f.instrs.len()
                ));
            }
        }
        let live_out = region_live_outs(f, &regions);
        let max_pressure = region_max_pressures_from(f, &regions, &live_out);
        Ok(Context { func, regions, max_pressure, live_out, opts, notes: Vec::new(), stats: Vec::new() })
    }

    /// Whether region pressures exist: there is a snapshot.
    pub fn tracks_pressure(&self) -> bool {
        self.func.is_some()
    }

    /// The snapshot, for the work that reads it (`what` names that work).
    pub fn function(&self, what: &str) -> Result<&Function, String> {
        self.func.as_ref().ok_or_else(|| format!("cannot {what}: the session has no function snapshot"))
    }

    pub fn region(&self, idx: usize) -> &Region {
        &self.regions[idx]
    }

    /// Whether IGroupLP has anything to do in some region: it only acts on
    /// these opcodes (SCHED_BARRIER edges, or a pipeline for the others).
    pub fn needs_iglp_mutation(&self) -> bool {
        (0..self.regions.len()).any(|i| self.region_has_opcode(i, &SCHEDULING_HINTS))
    }

    fn region_has_opcode(&self, idx: usize, names: &[&str]) -> bool {
        self.regions[idx].hints.iter().any(|h| names.contains(&h.as_str()))
    }

    /// Whether building this region's DAG swaps in the IGroupLP mutation.
    pub fn has_iglp(&self, idx: usize) -> bool {
        self.region_has_opcode(idx, &IGLP_ONLY_OPCODES)
    }

    /// `makeMinRegSchedule(TopRoots)` scored with `getSchedulePressure`.
    pub fn minreg(&self, idx: usize, dag: &RegionDag) -> Result<Lightweight, String> {
        let order = self.minreg_order(idx, dag)?;
        self.scored(idx, dag, order)
    }

    /// `makeMinRegSchedule(TopRoots)`, unscored.
    pub fn minreg_order(&self, idx: usize, dag: &RegionDag) -> Result<Vec<u32>, String> {
        let s = minreg::schedule_with(dag, &dag.top_roots, &self.opts.minreg).map_err(|e| e.to_string())?;
        self.accepted(idx, dag, s.order)
    }

    /// A minreg order under `policy` (whatever the session's option),
    /// unscored but accepted like [`Self::minreg_order`].
    pub fn minreg_with(&self, idx: usize, dag: &RegionDag, policy: &minreg::MinRegPolicy) -> Result<Vec<u32>, String> {
        let s = minreg::schedule_with(dag, &dag.top_roots, policy).map_err(|e| e.to_string())?;
        self.accepted(idx, dag, s.order)
    }

    /// `makeGCNILPScheduler(BotRoots)` scored with `getSchedulePressure`.
    pub fn ilp(&self, idx: usize, dag: &RegionDag) -> Result<Lightweight, String> {
        let order = self.ilp_order(idx, dag)?;
        self.scored(idx, dag, order)
    }

    /// `makeGCNILPScheduler(BotRoots)`, unscored.
    pub fn ilp_order(&self, idx: usize, dag: &RegionDag) -> Result<Vec<u32>, String> {
        let s = ilp::schedule_from(dag, &dag.bot_roots).map_err(|e| e.to_string())?;
        self.accepted(idx, dag, s.order)
    }

    /// The exact solver on region `idx` (needs the snapshot with its
    /// occupancy facts), starting from `incumbents` (legal orders only) and
    /// drawing on `pool`, which it charges.
    pub fn solve(
        &self,
        idx: usize,
        dag: &RegionDag,
        incumbents: &[Vec<u32>],
        pool: &mut optimal::FunctionBudget,
    ) -> Result<optimal::Solution, String> {
        self.solve_within(idx, dag, incumbents, pool, self.opts.solver_nodes, true)
    }

    /// [`Self::solve`] with at most `nodes` search nodes (0: the bounds
    /// and the incumbents only), with or without the cut bounds
    /// (`SolverBudget::cut_bounds`).
    pub fn solve_within(
        &self,
        idx: usize,
        dag: &RegionDag,
        incumbents: &[Vec<u32>],
        pool: &mut optimal::FunctionBudget,
        nodes: u64,
        cut_bounds: bool,
    ) -> Result<optimal::Solution, String> {
        let func = self.function("run the exact solver")?;
        let objective = optimal::Objective::for_registers(&func.target)?;
        let problem = self.problem(idx, dag)?;
        let per_region = optimal::SolverBudget {
            max_nodes: nodes.min(self.opts.solver_nodes),
            // Nodes, not time: the same input gives the same schedule.
            max_time: None,
            cut_bounds,
            ..optimal::SolverBudget::default()
        };
        let legal: Vec<Vec<u32>> = incumbents.iter().filter(|o| optimal::legal_order(dag, o).is_ok()).cloned().collect();
        let s = optimal::solve(&problem, &objective, &legal, &pool.draw(&per_region)).map_err(|e| e.to_string())?;
        pool.charge(&s.stats);
        Ok(s)
    }

    /// `order` if it is complete and, with `Options::verify`, legal: what
    /// every strategy's own order must pass before it may be applied.
    pub fn accepted_order(&self, idx: usize, dag: &RegionDag, order: Vec<u32>) -> Result<Vec<u32>, String> {
        self.accepted(idx, dag, order)
    }

    /// `order` if it is complete and, with `Options::verify`, legal.
    fn accepted(&self, idx: usize, dag: &RegionDag, order: Vec<u32>) -> Result<Vec<u32>, String> {
        if order.len() != dag.len() {
            return Err(format!("order covers {} of {} SUnits", order.len(), dag.len()));
        }
        if self.opts.verify {
            self.check(idx, dag, &order)?;
        }
        Ok(order)
    }

    fn scored(&self, idx: usize, dag: &RegionDag, order: Vec<u32>) -> Result<Lightweight, String> {
        let func = self.function("score an order")?;
        let instrs: Vec<u32> = order.iter().map(|&n| dag.sunit(n).instr).collect();
        let pressure = schedule_pressure_from(func, &self.regions[idx], self.live_out(idx), &instrs);
        Ok(Lightweight { order, pressure })
    }

    /// Region `idx` over `dag` as a pressure problem (needs the snapshot).
    pub fn problem<'a>(&'a self, idx: usize, dag: &'a RegionDag) -> Result<RegionProblem<'a>, String> {
        let func = self.function("pose a region's pressure problem")?;
        let r = &self.regions[idx];
        Ok(RegionProblem {
            vregs: &func.vregs,
            instrs: r.instrs(func),
            boundary: r.boundary.map(|b| &func.instrs[b as usize]),
            live_out: &self.live_out[idx],
            dag,
        })
    }

    /// Each region's pressure as recorded, as the allocator is predicted
    /// to need it (see [`crate::pressure::predicted_pressure`]); empty
    /// without a snapshot.
    pub fn predicted_pressures(&self) -> Vec<RegPressure> {
        let Some(f) = &self.func else { return Vec::new() };
        self.regions
            .iter()
            .zip(&self.live_out)
            .map(|(r, live)| {
                let boundary = r.boundary.map(|b| &f.instrs[b as usize]);
                let bottom_up = boundary.into_iter().chain(r.instrs(f).iter().rev());
                crate::pressure::predicted_pressure(&f.vregs, &f.phys_regs, live.clone(), bottom_up)
            })
            .collect()
    }

    /// Where scoring an order of region `idx` starts (there is a snapshot).
    fn live_out(&self, idx: usize) -> LiveRegSet {
        self.live_out[idx].clone()
    }

    /// The independent legality check (`Options::verify`).
    fn check(&self, idx: usize, dag: &RegionDag, order: &[u32]) -> Result<(), String> {
        if self.opts.refuse_region == Some(idx) {
            return Err("illegal schedule refused: forced by -gcnrs-refuse-region".into());
        }
        let func = self.function("check an order")?;
        // The checker sees the boundary too: it must stay last.
        let with_boundary = self.regions[idx].instrs_with_boundary(func);
        // Lane semantics, like LLVM's lane-tracking DAG: a partial def does
        // not read the other lanes (the flags are recomputed when the order
        // is applied).
        // Register units and memory operands let the checker accept the
        // reorderings it can prove legal itself.
        let first = self.regions[idx].first_instr as usize;
        let facts = checker::CheckOptions::with_facts(func, first..first + with_boundary.len());
        let opts = checker::CheckOptions { partial_defs: checker::PartialDefs::LanesOnly, ..facts };
        checker::check_order_with(with_boundary, &dag.instr_order(order), &opts).map_err(|violations| {
            let list: Vec<String> = violations.iter().take(5).map(|v| v.to_string()).collect();
            format!("illegal schedule refused: {}", list.join("; "))
        })
    }

    /// Pressure of the region as the shim reports it after LLVM scheduled
    /// it (`getRegionPressure`): `instrs` are snapshot indices, top to
    /// bottom, debug instructions included.
    pub fn pressure_of_instrs(&self, idx: usize, instrs: &[u32]) -> Result<RegPressure, String> {
        let func = self.function("compute a region's pressure")?;
        let r = &self.regions[idx];
        let rel = instrs
            .iter()
            .map(|&i| {
                i.checked_sub(r.first_instr)
                    .filter(|&k| k < r.num_instrs)
                    .ok_or_else(|| format!("instruction {i} is not in region {idx}"))
            })
            .collect::<Result<Vec<u32>, String>>()?;
        Ok(schedule_pressure_from(func, r, self.live_out(idx), &rel))
    }

    pub fn note(&mut self, msg: String) {
        self.notes.push(msg);
    }
}
