//! The statistics pass-through (`-gcnrs-region-stats`): before a scheduler
//! changes anything, each region's pressure as recorded and the pressure
//! of minreg's order for it. Every region is put back as it was.

use super::{keep, Policy};
use crate::iterative::context::Context;
use crate::iterative::session::{IglpSwap, Step};
use crate::sched::optimal::{FunctionBudget, Objective, Status};
use crate::sched::RegionDag;
use crate::stats::line::{Pressure, SolverLine};
use crate::stats::{regions, RegionBefore, SplitRegion};

pub struct Stats {
    next: usize,
    splits: Vec<SplitRegion>,
    /// With `-gcnrs-region-stats-solve`: the solver's objective and budget.
    solver: Option<(Objective, FunctionBudget)>,
    /// The most waves the function can have (occupancies are reported up
    /// to it, as for the other pressures of a line).
    cap: u32,
}

impl Stats {
    pub fn new(cx: &Context) -> Result<Stats, String> {
        let f = cx.function("take region statistics")?;
        let (solver, cap) = match cx.opts.solve_stats {
            true => {
                let capped = Objective::for_function(&f.target)?;
                let cap = capped.max_occ;
                let pool = FunctionBudget::new(cx.opts.solver_function_nodes, None);
                (Some((capped.uncapped(), pool)), cap)
            }
            false => (None, u32::MAX),
        };
        Ok(Stats { next: 0, splits: regions::split_regions(f), solver, cap })
    }

    /// The solver's line for a region, from the original order and minreg's.
    fn solve(&mut self, cx: &Context, region: usize, dag: &RegionDag, minreg: Option<Vec<u32>>) -> Option<SolverLine> {
        let (objective, pool) = self.solver.as_mut()?;
        let original: Vec<u32> = (0..dag.len() as u32).collect();
        let incumbents: Vec<Vec<u32>> = minreg.into_iter().chain([original]).collect();
        let s = cx.solve(region, dag, &incumbents, pool).ok()?;
        let unified = objective.target().has_gfx90a_insts();
        let cap = self.cap;
        let json = |p| Pressure::new(p, unified, objective.occupancy(p).min(cap));
        let b = &s.lower_bound;
        Some(SolverLine {
            status: if s.status == Status::Optimal { "optimal" } else { "bounded" }.to_string(),
            pressure: json(&s.pressure),
            lower_bound: Pressure {
                sgpr: b.sgprs,
                vgpr: b.vgprs,
                arch_vgpr: b.arch_vgprs,
                agpr: b.agprs,
                occupancy: b.max_occupancy.min(cap),
            },
            nodes: s.stats.nodes,
            time_us: s.stats.elapsed.as_micros() as u64,
        })
    }
}

impl Policy for Stats {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        if self.next == cx.regions.len() {
            return Ok(false);
        }
        // Never the IGLP swap: it replaces the DAG mutations for good, and
        // the scheduler that runs next must find them as it left them. Nor
        // IGroupLP itself, whose state the next scheduler would inherit
        // (see `IglpSwap::Without`): with it, `iglp_opt1_pipeline` on
        // gfx942 came out 1.29x slower whenever statistics were taken.
        // The minreg orders of IGLP regions are counted without its edges.
        out.push(Step::BuildDag { region: self.next as u32, iglp: IglpSwap::Without });
        self.next += 1;
        Ok(true)
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        let f = cx.function("take region statistics")?;
        if let Some(key) = regions::key_of(&self.splits, f, &cx.regions[region]) {
            let minreg = if dag.is_empty() { None } else { cx.minreg(region, dag).ok() };
            let solver = if dag.is_empty() { None } else { self.solve(cx, region, dag, minreg.as_ref().map(|m| m.order.clone())) };
            let before =
                RegionBefore { original: cx.max_pressure[region], minreg: minreg.map(|m| m.pressure), solver };
            cx.stats.push((key, before));
        }
        keep(cx, region, None, out);
        Ok(())
    }
}
