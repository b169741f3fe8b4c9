//! A founder that needs more registers than the function may use: the
//! allocator will spill it whatever `gcnrs` does with its other regions, so
//! the wave count is not in play, only the spills. The rule: such a
//! function is changed only for orders that spill less. Here that means
//! orders predicted to fit the registers with the allocation margin in
//! every region whose founder does not, so that the allocator has no
//! reason to spill at all; the other regions keep LLVM's orders.
//!
//! Candidates per region over the budget: minreg's orders and the
//! model-driven bounded order at the founder's wave count under the
//! function's budget. The decision ([`decide::decide_within_budget`]) takes
//! the fastest that fits and keeps it only when the model calls it no
//! slower than the founder, whose estimate holds none of its spill code.

use super::decide::{self, WithinBudget};
use super::remark::pct;
use super::propose::distinct;
use super::{model_dag, Phase, Speed, TARGET};
use crate::iterative::context::Context;
use crate::iterative::modes::occupancy::{self as occ, Candidate, Source};
use crate::sched::RegionDag;
use std::collections::VecDeque;
use tracing::debug;

impl Speed {
    /// Per region, whether the founder's peak is above the registers the
    /// function may use by LLVM's lane count (`.0`) and by either that or
    /// the allocation prediction (`.1`).
    pub(super) fn over_budget_regions(&self, cx: &Context) -> (Vec<bool>, Vec<bool>) {
        let occ = self.waves.occupancy_model();
        cx.max_pressure.iter().zip(&self.founder_pred).map(|(lanes, pred)| (occ.over_budget(lanes), occ.over_budget(lanes) || occ.over_budget(pred))).unzip()
    }

    /// Orders of region `region` that may fit the function's registers:
    /// minreg's, and the bounded scheduler's steered by the model's
    /// latencies for the founder's waves under the budget with the margin.
    pub(super) fn propose_within_budget(&self, cx: &mut Context, region: usize, dag: &RegionDag) -> Vec<Candidate> {
        let founder_order: Vec<u32> = (0..dag.len() as u32).collect();
        let mut out = occ::propose(cx, region, dag);
        let f = cx.func.as_ref().expect("a speed session has a snapshot");
        let mdag = model_dag::with_model_latencies(dag, &cx.regions[region], f, &self.est);
        match occ::bounded(cx, region, &mdag, &self.strict, self.founder_waves.max(1), Some(&founder_order)) {
            Ok(mut c) => {
                c.source = Source::Model(self.founder_waves.max(1));
                out.push(c);
            }
            Err(_) => debug!(target: TARGET, region, reason = "no order fits the budget with the margin", "no bounded order"),
        }
        distinct(region, dag, out)
    }

    /// Decide for a spilling founder (see the module doc) and remark why.
    pub(super) fn decide_spilling(&mut self, cx: &mut Context) {
        let choices = self.choices(cx);
        let name = cx.func.as_ref().map_or(String::new(), |f| f.name.clone());
        let waves = self.founder_waves.max(1);
        let over = self.over_budget.as_deref().unwrap_or_default();
        let d = decide::decide_within_budget(&choices, over, waves);
        debug_assert_eq!(decide::check_within_budget(&choices, over, waves, &d), Ok(()), "{d:?}");
        match d {
            WithinBudget::Chosen { founder, plan } => {
                let changed: VecDeque<usize> = plan.picks.iter().enumerate().filter(|(_, &k)| k != 0).map(|(r, _)| r).collect();
                debug!(target: TARGET, founder = founder.time[0], chosen = plan.time[0], founder_long = founder.time[1], chosen_long = plan.time[1], regions = changed.len(), reason = "fits the registers the founder spills out of, no slower", "changing the schedule");
                cx.note(format!(
                    "remark: {name}: orders that fit the registers LLVM's schedule spills out of: estimated time {:.0} -> {:.0} cycles ({:+.1}%), 3x memory latency {:.0} -> {:.0}, at {waves} waves, the founder counted without its spill code; {}",
                    founder.time[0],
                    plan.time[0],
                    pct(founder.time[0], plan.time[0]),
                    founder.time[1],
                    plan.time[1],
                    self.picked_by(&plan)
                ));
                self.chosen = Some(plan);
                self.phase = Phase::Apply(changed);
            }
            WithinBudget::NoOrder { region } => {
                debug!(target: TARGET, region, reason = "the founder spills and no order of this region fits", "LLVM's schedule kept");
                cx.note(format!(
                    "remark: {name}: LLVM's schedule kept: it needs more registers than the function may use, and no order of region {region} fits them, so it spills whatever the order"
                ));
                self.phase = Phase::Done;
            }
            WithinBudget::Slower { founder, plan } => {
                debug!(target: TARGET, founder = founder.time[0], best = plan.time[0], founder_long = founder.time[1], best_long = plan.time[1], reason = "the founder spills; the orders that fit are slower", "LLVM's schedule kept");
                cx.note(format!(
                    "remark: {name}: LLVM's schedule kept: it needs more registers than the function may use; orders that fit them are estimated {:.0} cycles against its {:.0} without spill code (3x memory latency {:.0} against {:.0})",
                    plan.time[0], founder.time[0], plan.time[1], founder.time[1]
                ));
                self.phase = Phase::Done;
            }
        }
    }
}
