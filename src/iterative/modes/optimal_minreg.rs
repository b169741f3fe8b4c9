//! `gcnrs-optimal-minreg`: the iterative scheduler of minreg (every region
//! reordered, in recording order), where each region gets the exact
//! solver's order when it beats minreg's under LLVM's comparison, and
//! minreg's order otherwise. So no region ends up with more pressure than
//! under minreg, and where the solver proves minreg suboptimal the region
//! gets the better order.

use super::{keep, Policy, Visit};
use crate::iterative::context::Context;
use crate::iterative::occupancy::OccupancyModel;
use crate::iterative::session::Step;
use crate::sched::optimal::{FunctionBudget, Objective, Status};
use crate::sched::RegionDag;
use tracing::debug;

const TARGET: &str = "gcnrs::optimal_minreg";

pub struct OptimalMinReg {
    visit: Visit,
    objective: Objective,
    pool: FunctionBudget,
    /// Regions seen, solved optimal, and given an order better than
    /// minreg's (the closing remark).
    regions: u32,
    optimal: u32,
    improved: u32,
    finished: bool,
    /// To tell whether an applied order needs more registers than the
    /// allocator may use.
    occupancy: OccupancyModel,
    /// Some applied order does: the allocator will spill, and a spill of a
    /// tuple behind a read-undef sub-register IMPLICIT_DEF can trip LLVM's
    /// verifier after the SI post-RA bundler (issue 15). Only then are those
    /// IMPLICIT_DEFs widened: widening adds the other lanes' live ranges,
    /// which raises the pressure of their regions above minreg's, a price
    /// worth paying only where the hazard exists.
    spills: bool,
}

impl OptimalMinReg {
    pub fn new(cx: &Context) -> Result<OptimalMinReg, String> {
        let f = cx.function("run the exact solver")?;
        let objective = Objective::for_registers(&f.target)?;
        let occupancy = OccupancyModel::from_function(f)?;
        Ok(OptimalMinReg {
            visit: Visit::new((0..cx.regions.len()).collect()),
            objective,
            pool: FunctionBudget::new(cx.opts.solver_function_nodes, None),
            regions: 0,
            optimal: 0,
            improved: 0,
            finished: false,
            occupancy,
            spills: false,
        })
    }
}

impl Policy for OptimalMinReg {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        if self.visit.build_next(cx, out) {
            return Ok(true);
        }
        if !self.finished {
            self.finished = true;
            let name = cx.func.as_ref().map_or(String::new(), |f| f.name.clone());
            cx.note(format!(
                "remark: {name}: {} regions, {} proven optimal, {} with an order better than minreg's",
                self.regions, self.optimal, self.improved
            ));
        }
        Ok(false)
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        if dag.is_empty() {
            self.spills |= self.occupancy.over_budget(&cx.max_pressure[region]);
            keep(cx, region, None, out);
            return Ok(());
        }
        let minreg = match cx.minreg(region, dag) {
            Ok(s) => s,
            Err(why) => {
                self.spills |= self.occupancy.over_budget(&cx.max_pressure[region]);
                keep(cx, region, Some(why), out);
                return Ok(());
            }
        };
        self.regions += 1;
        let original: Vec<u32> = (0..dag.len() as u32).collect();
        let solved = cx.solve(region, dag, &[minreg.order.clone(), original], &mut self.pool);
        let order = match solved {
            Ok(s) => {
                self.optimal += u32::from(s.status == Status::Optimal);
                let better = self.objective.key(&s.pressure) < self.objective.key(&minreg.pressure);
                // The solver's order must pass what any order of ours must.
                let accepted = better.then(|| cx.accepted_order(region, dag, s.order.clone())).transpose();
                debug!(
                    target: TARGET,
                    region,
                    status = ?s.status,
                    minreg_vgpr = self.objective.vgprs(&minreg.pressure),
                    solver_vgpr = self.objective.vgprs(&s.pressure),
                    bound_vgpr = s.lower_bound.vgprs,
                    nodes = s.stats.nodes,
                    reason = if better { "solver's order beats minreg's" } else { "minreg's order is as good" },
                    "region solved"
                );
                match accepted {
                    Ok(Some(order)) => {
                        self.improved += 1;
                        (order, s.pressure)
                    }
                    Ok(None) => (minreg.order, minreg.pressure),
                    Err(why) => {
                        cx.note(format!("region {region}: solver's order refused: {why}; minreg's applied"));
                        (minreg.order, minreg.pressure)
                    }
                }
            }
            Err(why) => {
                cx.note(format!("region {region}: no solver result: {why}; minreg's order applied"));
                (minreg.order, minreg.pressure)
            }
        };
        let (order, pressure) = order;
        self.spills |= self.occupancy.over_budget(&pressure);
        out.extend([Step::ApplySUnits(order), Step::Leave]);
        Ok(())
    }

    fn widen_undef_implicit_defs(&self) -> bool {
        self.spills
    }
}
