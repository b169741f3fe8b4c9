//! The three modes of the iterative scheduler, as policies over the
//! session's steps. Each file reads like the in-tree function it mirrors
//! (iterative-scheduler.md §7), turned inside out: where LLVM calls a
//! helper and continues, a mode queues a step and continues in the handler
//! of its answer.

mod ilp;
mod max_occupancy;
mod minreg;
mod occupancy;
mod optimal_minreg;
mod speed;
mod stats;

use super::context::Context;
use super::occupancy::OccupancyModel;
use super::session::{IglpSwap, Step};
use super::sort::std_sort;
use super::Strategy;
use crate::sched::RegionDag;

pub trait Policy {
    /// Queue the next steps; false once the function is finished.
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String>;

    fn on_dag(&mut self, _cx: &mut Context, region: usize, _dag: &RegionDag, _out: &mut Vec<Step>) -> Result<(), String> {
        Err(format!("this mode builds no DAG (region {region})"))
    }

    fn on_legacy_order(
        &mut self,
        _cx: &mut Context,
        region: usize,
        _instrs: &[u32],
        _out: &mut Vec<Step>,
    ) -> Result<(), String> {
        Err(format!("this mode runs no LLVM strategy (region {region})"))
    }

    /// Whether the shim should widen read-undef sub-register IMPLICIT_DEFs
    /// of vector tuples after this function's orders are in place
    /// (`cpp-shim/undef_implicit_defs.cpp`, docs/minreg-verifier.md). Asked
    /// once the policy has finished.
    fn widen_undef_implicit_defs(&self) -> bool {
        false
    }
}

pub use minreg::traces_pressure;

pub fn create(strategy: Strategy, cx: &mut Context) -> Result<Box<dyn Policy>, String> {
    // The pressure modes start from the function's occupancy.
    let occupancy = |cx: &Context| {
        let func = cx.function(&format!("run {strategy:?}, which compares pressures"))?;
        OccupancyModel::from_function(func)
    };
    Ok(match strategy {
        Strategy::MinReg => Box::new(minreg::MinReg::new(cx)),
        Strategy::Ilp => Box::new(ilp::Ilp::new(cx, occupancy(cx)?)),
        Strategy::MaxOccupancy => Box::new(max_occupancy::MaxOccupancy::new(cx, occupancy(cx)?)),
        Strategy::Founder => Box::new(Finished),
        Strategy::Stats => Box::new(stats::Stats::new(cx)?),
        Strategy::OptimalMinReg => Box::new(optimal_minreg::OptimalMinReg::new(cx)?),
        Strategy::Occupancy => {
            let model = occupancy(cx)?;
            Box::new(occupancy::Occupancy::new(cx, model, margin(cx)))
        }
        Strategy::Speed => {
            let model = occupancy(cx)?;
            Box::new(speed::Speed::new(cx, model, margin(cx))?)
        }
    })
}

/// The allocation margin of `gcnrs-occupancy` and `gcnrs`.
fn margin(cx: &Context) -> occupancy::Margin {
    occupancy::Margin {
        vgpr: cx.opts.vgpr_margin,
        vgpr_percent: cx.opts.vgpr_margin_percent,
        sgpr: cx.opts.sgpr_margin,
        ceiling_percent: cx.opts.vgpr_ceiling_margin_percent,
    }
}

/// A policy with nothing to do: the founder's schedule stands.
struct Finished;

impl Policy for Finished {
    fn advance(&mut self, _cx: &mut Context, _out: &mut Vec<Step>) -> Result<bool, String> {
        Ok(false)
    }
}

/// Regions in visiting order, each visited once by building its DAG.
pub struct Visit {
    order: Vec<usize>,
    next: usize,
}

impl Visit {
    pub fn new(order: Vec<usize>) -> Visit {
        Visit { order, next: 0 }
    }

    /// Queue the next region's DAG build; false once every region was visited.
    pub fn build_next(&mut self, cx: &Context, out: &mut Vec<Step>) -> bool {
        let Some(&region) = self.order.get(self.next) else {
            return false;
        };
        self.next += 1;
        out.push(Step::BuildDag { region: region as u32, iglp: IglpSwap::for_region(cx, region, false) });
        true
    }
}

/// The region keeps its order: no usable schedule (`why` is shown to the
/// user), or nothing to schedule.
pub fn keep(cx: &mut Context, region: usize, why: Option<String>, out: &mut Vec<Step>) {
    if let Some(why) = why {
        cx.note(format!("region {region} left in its original order: {why}"));
    }
    out.extend([Step::Restore, Step::Leave]);
}

/// `sortRegionsByPressure(target)`: highest pressure first, in exactly the
/// order LLVM's unstable sort leaves ties.
pub fn sorted_regions(cx: &Context, occ: &OccupancyModel, target: u32) -> Vec<usize> {
    let mut order: Vec<usize> = (0..cx.regions.len()).collect();
    let p = &cx.max_pressure;
    std_sort(&mut order, &mut |&a, &b| occ.less(&p[b], &p[a], target));
    order
}

#[cfg(test)]
pub(super) mod tests;
