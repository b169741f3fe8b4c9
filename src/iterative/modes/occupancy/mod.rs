//! `gcnrs-occupancy`: start from LLVM's default schedule and only ever
//! improve it.
//!
//! When this policy starts, the founder (LLVM 22's default AMDGPU
//! scheduler with all its stages) has scheduled the function, and the
//! snapshot shows its result. The policy then asks one question: can every
//! region that keeps the function below a higher wave count be reordered to
//! fit that count's register budget, with a margin to spare? It tries the
//! highest target first and lowers it as regions show what they can reach
//! (a region's best candidate caps the target). Only when a target above
//! the founder's occupancy survives are orders applied, and then only to
//! the regions over its budget; every other region, and every function
//! where nothing improves, keeps exactly the founder's order.
//!
//! Phases, as session steps:
//! 1. explore: for each region over the target's budget, fattest first,
//!    build its DAG, propose candidate orders, note the most waves any of
//!    them allows, put the founder's order back and leave;
//! 2. apply: build each chosen region's DAG again, place the chosen order,
//!    then raise the function occupancy to the target.

mod candidates;
mod wave;

pub use candidates::{
    as_node_order_where, bounded, bounded_most_waves, bounded_reference, first_budget, ilp, minreg_orders, original, propose, Candidate, Miss,
    Source,
};
pub use wave::{Held, Margin, WaveModel};

use super::speed::{estimate::Estimator, function_time};
use super::{sorted_regions, Policy};
use crate::iterative::context::Context;
use crate::iterative::session::{IglpSwap, Step};
use crate::iterative::OccupancyModel;
use crate::pressure::RegPressure;
use crate::sched::optimal::FunctionBudget;
use crate::sched::RegionDag;
use std::collections::VecDeque;
use tracing::debug;

const TARGET: &str = "gcnrs::occupancy";

/// Search nodes per region for the exact solver while exploring
/// (`-gcnrs-occupancy-solver`): a tenth of its default, since only regions
/// the heuristics cannot fit get it and the scheduler's whole cost is held
/// to 1.5 times the founder's.
const SOLVER_NODES: u64 = 5_000;

/// Regions larger than this do not get the solver while exploring: its
/// bounds alone cost tens of milliseconds there, and it proves little.
const SOLVER_MAX_SUNITS: usize = 250;

enum Phase {
    Explore,
    /// Regions still to reorder, with their candidates that fit the target.
    Apply(VecDeque<(usize, Vec<Candidate>)>),
    Done,
}

pub struct Occupancy {
    waves: WaveModel,
    /// Waves the founder's schedule allows.
    current: u32,
    /// The wave target: starts at the cap and drops to what the explored
    /// regions can reach.
    target: u32,
    /// Regions fattest first (LLVM's pressure order at the cap).
    visit: Vec<usize>,
    /// Each region's founder order as the allocator is predicted to need
    /// it (lanes or whole registers, whichever is more).
    founder: Vec<RegPressure>,
    /// Candidates of every explored region.
    explored: Vec<Option<Vec<Candidate>>>,
    phase: Phase,
    /// An order could not be applied: the occupancy is not raised.
    apply_failed: bool,
    /// The region that lowered the target last, with its best candidate:
    /// the reason given when nothing improves.
    blocker: Option<(usize, Candidate)>,
    /// Applied orders, for the closing remark.
    applied: Vec<(usize, Candidate)>,
    /// What the exact solver may still spend on this function.
    solver_pool: FunctionBudget,
    /// The occupancy LLVM's pressure tracking gave the founder (the
    /// machine function info's), which the remark names where the
    /// allocation prediction disagrees.
    llvm_occupancy: u32,
}

impl Occupancy {
    pub fn new(cx: &mut Context, occ: OccupancyModel, margin: Margin) -> Occupancy {
        let waves = WaveModel::new(occ, margin);
        let founder: Vec<RegPressure> =
            cx.max_pressure.iter().zip(cx.predicted_pressures()).map(|(lanes, alloc)| lanes.max(&alloc)).collect();
        let (current, limits) = waves.limit(&founder);
        let llvm_occupancy = waves.occupancy_model().mfi_occupancy();
        let cap = waves.cap();
        let visit = sorted_regions(cx, waves.occupancy_model(), cap);
        let limited_by: Vec<String> = limits.iter().map(ToString::to_string).collect();
        debug!(target: TARGET, current, cap, limited_by = %limited_by.join(", "), "founder's occupancy");
        // A function whose founder schedule already needs more registers
        // than the allocator may use spills whatever the wave count; how
        // much depends on the allocator, which a reorder can only make
        // harder to predict. Leave it as LLVM had it.
        let spills = cx.max_pressure.iter().chain(&founder).any(|p| waves.occupancy_model().over_budget(p));
        let name = cx.func.as_ref().map_or(String::new(), |f| f.name.clone());
        let phase = if current >= cap {
            debug!(target: TARGET, reason = "at the cap", "nothing to improve");
            cx.note(format!(
                "remark: {name}: LLVM's schedule kept: occupancy {current} is the most LDS, work-group size and attributes allow"
            ));
            Phase::Done
        } else if spills {
            debug!(target: TARGET, reason = "over the function's register budget", "nothing to improve");
            cx.note(format!(
                "remark: {name}: LLVM's schedule kept: it needs more registers than the function may use, so it spills whatever the order"
            ));
            Phase::Done
        } else {
            Phase::Explore
        };
        Occupancy {
            waves,
            current,
            target: cap,
            visit,
            founder,
            explored: vec![None; cx.regions.len()],
            phase,
            apply_failed: false,
            blocker: None,
            applied: Vec::new(),
            solver_pool: FunctionBudget::new(cx.opts.solver_function_nodes, None),
            llvm_occupancy,
        }
    }

    fn vgprs(&self, c: &Candidate) -> u32 {
        c.predicted.vgpr(self.waves.occupancy_model().target().has_gfx90a_insts())
    }

    /// The closing remark (-pass-remarks-analysis=gcnrs): what was done,
    /// or what stood in the way.
    fn remark(&self, cx: &mut Context) {
        let name = cx.func.as_ref().map_or(String::new(), |f| f.name.clone());
        let text = if !self.applied.is_empty() && !self.apply_failed {
            let regions: Vec<String> = self
                .applied
                .iter()
                .map(|(r, c)| {
                    format!(
                        "region {r} by {} ({} -> {} VGPRs{})",
                        c.source,
                        self.vgprs_of(cx, *r),
                        self.vgprs(c),
                        self.latency_change(*r, c)
                    )
                })
                .collect();
            // The prediction for the whole function after the change: what
            // the margin is measured against (scripts/occupancy-margin).
            let unified = self.waves.occupancy_model().target().has_gfx90a_insts();
            let mut predicted = self.founder.clone();
            for (r, c) in &self.applied {
                predicted[*r] = c.predicted;
            }
            let vgprs = predicted.iter().map(|p| p.vgpr(unified)).max().unwrap_or(0);
            let sgprs = predicted.iter().map(|p| p.sgpr()).max().unwrap_or(0);
            format!(
                "{name}: occupancy raised from {} to {}: {}; predicted {vgprs} VGPRs, {sgprs} SGPRs{}",
                self.current,
                self.target,
                regions.join(", "),
                self.time_change(cx)
            )
        } else if let Some((r, c)) = &self.blocker {
            let (budget, _) = self.waves.budget(self.current + 1);
            format!(
                "{name}: LLVM's schedule kept at occupancy {}: region {r} reaches no more ({} VGPRs; best order {} with {} VGPRs; {} waves need at most {budget})",
                self.current,
                self.vgprs_of(cx, *r),
                c.source,
                self.vgprs(c),
                self.current + 1
            )
        } else {
            format!("{name}: LLVM's schedule kept at occupancy {}", self.current)
        };
        let llvm = if self.llvm_occupancy != self.current {
            format!("; LLVM's pressure estimate put its own schedule at {} waves", self.llvm_occupancy)
        } else {
            String::new()
        };
        cx.note(format!("remark: {text}{llvm}"));
    }

    /// "; estimated time A -> B cycles (+x%), 3x memory latency C -> D":
    /// the speed model's estimate of the founder at its occupancy against
    /// the applied orders at the raised one, before register allocation.
    /// What the raise buys or costs, which the wave count alone does not
    /// say (an issue-bound loop gains nothing from another wave).
    fn time_change(&self, cx: &Context) -> String {
        let Some(est) = cx.func.as_ref().and_then(|f| Estimator::for_function(f, cx.opts.mem_latency).ok()) else {
            return String::new();
        };
        let mut orders: Vec<Option<&[u32]>> = vec![None; cx.regions.len()];
        for (r, c) in &self.applied {
            orders[*r] = Some(&c.instrs);
        }
        let founder = function_time(cx, &est, &vec![None; cx.regions.len()], self.current);
        let chosen = function_time(cx, &est, &orders, self.target);
        match (founder, chosen) {
            (Some(a), Some(b)) => {
                let pct = |x: f64, y: f64| if x > 0.0 { (y / x - 1.0) * 100.0 } else { 0.0 };
                format!(
                    "; estimated time {:.0} -> {:.0} cycles ({:+.1}%), 3x memory latency {:.0} -> {:.0} ({:+.1}%)",
                    a[0],
                    b[0],
                    pct(a[0], b[0]),
                    a[1],
                    b[1],
                    pct(a[1], b[1])
                )
            }
            _ => String::new(),
        }
    }

    /// ", latency estimate A -> B cycles": the founder's schedule length
    /// of the region against the chosen order's (the price of the wave, in
    /// the subtarget model's cycles), when both are known.
    fn latency_change(&self, region: usize, chosen: &Candidate) -> String {
        let founder = self.explored[region]
            .as_ref()
            .and_then(|cands| cands.iter().find(|c| c.source == Source::Founder))
            .and_then(|c| c.latency);
        match (founder, chosen.latency) {
            (Some(a), Some(b)) => format!(", latency estimate {} -> {} cycles", a.length, b.length),
            _ => String::new(),
        }
    }

    fn vgprs_of(&self, _cx: &Context, region: usize) -> u32 {
        self.founder[region].vgpr(self.waves.occupancy_model().target().has_gfx90a_insts())
    }

    /// Whether region `r` keeps the function from the current target.
    fn blocks(&self, _cx: &Context, r: usize) -> bool {
        !self.waves.fits(&self.founder[r], self.target)
    }

    /// The most waves `c` allows with the margin (the founder's occupancy
    /// at least: what a region already reaches needs no margin).
    fn reach(&self, c: &Candidate) -> u32 {
        (self.current + 1..=self.waves.cap()).rev().find(|&t| self.waves.fits(&c.predicted, t)).unwrap_or(self.current)
    }

    /// Lower the target to what region `r` can reach.
    fn cap_target(&mut self, r: usize, reach: u32, why: &str) {
        if reach < self.target {
            debug!(target: TARGET, region = r, from = self.target, to = reach, reason = why, "wave target lowered");
            self.target = reach;
        }
    }

    /// The next region to explore, after lowering the target for regions
    /// that block it and cannot be reordered.
    fn next_to_explore(&mut self, cx: &Context) -> Option<usize> {
        for k in 0..self.visit.len() {
            let r = self.visit[k];
            if self.target <= self.current {
                return None;
            }
            if self.explored[r].is_some() || !self.blocks(cx, r) {
                continue;
            }
            if cx.regions[r].num_region_instrs <= 2 {
                let reach = self.waves.waves(&self.founder[r]);
                self.cap_target(r, reach, "too small to reorder");
                continue;
            }
            return Some(r);
        }
        None
    }

    /// Explore is over: apply the best fitting candidate of every region
    /// over the target's budget, or change nothing.
    fn start_apply(&mut self, cx: &mut Context) {
        if self.target <= self.current {
            debug!(target: TARGET, current = self.current, reason = "no region order reaches another wave", "nothing to improve");
            self.phase = Phase::Done;
            self.remark(cx);
            return;
        }
        let mut queue = VecDeque::new();
        for &r in &self.visit {
            if !self.blocks(cx, r) {
                continue;
            }
            let fitting: Vec<Candidate> = self.explored[r]
                .iter()
                .flatten()
                .filter(|c| self.waves.fits(&c.predicted, self.target))
                .cloned()
                .collect();
            match fitting.is_empty() {
                false => queue.push_back((r, fitting)),
                true => {
                    // Explore only stops at a target every blocking region
                    // reaches; reaching here is a bug, so change nothing.
                    debug!(target: TARGET, region = r, "no fitting candidate after all");
                    self.phase = Phase::Done;
                    self.remark(cx);
                    return;
                }
            }
        }
        debug!(target: TARGET, from = self.current, to = self.target, regions = queue.len(), "raising occupancy");
        self.phase = Phase::Apply(queue);
    }
}

/// Candidate order among those fitting the target: the shorter latency
/// estimate (the founder optimised latency and only pressure forces a
/// change), then lower predicted pressure (LLVM's comparison), then the
/// earlier source (the founder's order before any reordering).
fn faster(p: &Occupancy, a: &Candidate, b: &Candidate) -> std::cmp::Ordering {
    let length = |c: &Candidate| c.latency.map_or(u32::MAX, |m| m.length);
    let occ = p.waves.occupancy_model();
    length(a).cmp(&length(b)).then_with(|| {
        if occ.less(&a.predicted, &b.predicted, u32::MAX) {
            std::cmp::Ordering::Less
        } else if occ.less(&b.predicted, &a.predicted, u32::MAX) {
            std::cmp::Ordering::Greater
        } else {
            a.source.cmp(&b.source)
        }
    })
}

impl Policy for Occupancy {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        match &mut self.phase {
            Phase::Explore => match self.next_to_explore(cx) {
                Some(r) => out.push(Step::BuildDag { region: r as u32, iglp: IglpSwap::for_region(cx, r, false) }),
                None => self.start_apply(cx),
            },
            Phase::Apply(queue) => match queue.front() {
                Some(&(r, _)) => out.push(Step::BuildDag { region: r as u32, iglp: IglpSwap::for_region(cx, r, false) }),
                None => {
                    self.phase = Phase::Done;
                    if !self.apply_failed {
                        if let Some(n) = self.waves.occupancy_model_mut().increase(self.target) {
                            out.push(Step::SetOccupancy(n));
                        }
                    }
                    self.remark(cx);
                }
            },
            Phase::Done => return Ok(false),
        }
        Ok(true)
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        match &mut self.phase {
            Phase::Explore => {
                let mut cands = candidates::propose(cx, region, dag);
                let reference = candidates::bounded_reference(cx, region, dag, &cands);
                let waves = self.current + 1..=self.target;
                cands.extend(candidates::bounded_most_waves(cx, region, dag, &self.waves, waves, reference.as_deref()));
                // The exact solver only where the heuristics fall short of
                // the target: it costs the most.
                let heuristic_reach = cands.iter().map(|c| self.reach(c)).max().unwrap_or(self.current);
                if cx.opts.occupancy_solver && heuristic_reach < self.target && dag.len() <= SOLVER_MAX_SUNITS {
                    let (bound, order) =
                        candidates::optimal(cx, region, dag, &cands, &mut self.solver_pool, SOLVER_NODES);
                    let room = bound.is_some_and(|b| self.waves.fits(&b, heuristic_reach + 1));
                    debug!(target: TARGET, region, heuristic_reach, room, "solver's lower bound leaves room for another wave");
                    cands.extend(order);
                }
                let reach = cands.iter().map(|c| self.reach(c)).max().unwrap_or(self.current);
                for c in &cands {
                    debug!(
                        target: TARGET,
                        region,
                        source = %c.source,
                        sgpr = c.pressure.sgpr(),
                        lanes_vgpr = c.pressure.vgpr(self.waves.occupancy_model().target().has_gfx90a_insts()),
                        vgpr = self.vgprs(c),
                        reach = self.reach(c),
                        "candidate"
                    );
                }
                self.cap_target(region, reach, "its best candidate reaches no more");
                if reach <= self.current {
                    let best = cands.iter().min_by_key(|c| (self.vgprs(c), c.pressure.sgpr(), c.source)).cloned();
                    self.blocker = best.map(|c| (region, c));
                }
                self.explored[region] = Some(cands);
                out.extend([Step::Restore, Step::Leave]);
            }
            Phase::Apply(queue) => {
                let Some((r, mut fitting)) = queue.pop_front() else {
                    return Err(format!("region {region}: a DAG nobody asked for"));
                };
                if r != region {
                    return Err(format!("region {region}: expected the DAG of region {r}"));
                }
                // The bounded scheduler again, now for the target settled
                // on: a looser budget than the one it explored with leaves
                // it more room for latency.
                let reference = candidates::bounded_reference(cx, region, dag, &fitting);
                if let Ok(b) = candidates::bounded(cx, region, dag, &self.waves, self.target, reference.as_deref()) {
                    if !fitting.iter().any(|c| c.instrs == b.instrs) {
                        fitting.push(b);
                    }
                }
                for c in &fitting {
                    debug!(
                        target: TARGET,
                        region,
                        source = %c.source,
                        vgpr = self.vgprs(c),
                        sgpr = c.predicted.sgpr(),
                        length = c.latency.map(|m| m.length),
                        "fits the target"
                    );
                }
                let chosen = fitting.iter().min_by(|a, b| faster(self, a, b)).cloned().expect("explore kept a fitting candidate");
                debug!(target: TARGET, region, source = %chosen.source, reason = "shortest latency estimate among fitting orders", "chosen");
                match candidates::as_node_order(dag, &chosen.instrs) {
                    Some(order) => {
                        self.applied.push((region, chosen));
                        out.extend([Step::ApplySUnits(order), Step::Leave]);
                    }
                    None => {
                        cx.note(format!(
                            "region {region}: its DAG changed between two builds; founder's order kept, occupancy not raised"
                        ));
                        self.apply_failed = true;
                        out.extend([Step::Restore, Step::Leave]);
                    }
                }
            }
            Phase::Done => return Err(format!("region {region}: a DAG after the last step")),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
