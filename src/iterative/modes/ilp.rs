//! ILP mode (`gcn-iterative-ilp`; §7.3): every region gets the ILP order
//! unless that order misses the target occupancy.
//!
//! Deliberate difference from llc-22: a region whose ILP order is rejected
//! is placed again in its original order (a `Restore`) instead of being left
//! alone. Building its lane-tracking DAG cleared the `undef` flags of its
//! sub-register defs, and only placing restores them; the in-tree mode skips
//! that and fails the machine verifier on such regions. The instruction
//! order is the same either way.

use super::{keep, sorted_regions, Policy, Visit};
use crate::iterative::context::Context;
use crate::iterative::occupancy::OccupancyModel;
use crate::iterative::session::Step;
use crate::sched::RegionDag;
use tracing::debug;

const TARGET: &str = "gcnrs::iterative";

pub struct Ilp {
    occ: OccupancyModel,
    visit: Visit,
    target: u32,
    final_occ: u32,
    finished: bool,
}

impl Ilp {
    pub fn new(cx: &Context, occ: OccupancyModel) -> Ilp {
        let target = occ.min_allowed();
        let visit = sorted_regions(cx, &occ, target);
        let front = visit.first().map_or(target, |&r| occ.occupancy(&cx.max_pressure[r]));
        // The occupancy pre-pass is disabled in the registered mode.
        let final_occ = front.min(occ.mfi_occupancy());
        debug!(target: TARGET, target = target.min(front), front, "ILP mode");
        Ilp { target: target.min(front), final_occ, occ, visit: Visit::new(visit), finished: false }
    }
}

impl Policy for Ilp {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        if self.visit.build_next(cx, out) {
            return Ok(true);
        }
        if !self.finished {
            self.finished = true;
            if let Some(n) = self.occ.limit(self.final_occ) {
                out.push(Step::SetOccupancy(n));
                return Ok(true);
            }
        }
        Ok(false)
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        if dag.is_empty() {
            keep(cx, region, None, out);
            return Ok(());
        }
        match cx.ilp(region, dag) {
            Ok(s) => {
                let occ = self.occ.occupancy(&s.pressure);
                if occ < self.target {
                    // No stored minreg schedule exists in this mode.
                    debug!(target: TARGET, region, occ, target = self.target, "ILP order misses the target; region kept");
                    keep(cx, region, None, out);
                } else {
                    debug!(target: TARGET, region, occ, "ILP order applied");
                    self.final_occ = self.final_occ.min(occ);
                    out.extend([Step::ApplySUnits(s.order), Step::Leave]);
                }
            }
            Err(why) => keep(cx, region, Some(why), out),
        }
        Ok(())
    }
}
