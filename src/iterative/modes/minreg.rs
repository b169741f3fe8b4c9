//! Minimal-register mode (`gcn-iterative-minreg`, forced; §7.1): every
//! recorded region gets minreg's order, even if its pressure rises.

use super::{keep, Policy, Visit};
use crate::iterative::context::Context;
use crate::iterative::session::Step;
use crate::sched::RegionDag;
use tracing::debug;

const TARGET: &str = "gcnrs::iterative";

/// Whether the debug trace shows each region's pressure before and after:
/// the only use forced minreg has for pressures.
pub fn traces_pressure() -> bool {
    tracing::enabled!(target: TARGET, tracing::Level::DEBUG)
}

pub struct MinReg {
    /// Regions in visiting order. LLVM sorts them by pressure first, but in
    /// the forced mode no region's result depends on another's (the only
    /// mutation is IGroupLP, which the IGLP swap replaces by itself), so the
    /// recording order gives the same code without needing the occupancy
    /// model.
    visit: Visit,
}

impl MinReg {
    pub fn new(cx: &Context) -> MinReg {
        MinReg { visit: Visit::new((0..cx.regions.len()).collect()) }
    }
}

impl Policy for MinReg {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        Ok(self.visit.build_next(cx, out))
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        if dag.is_empty() {
            keep(cx, region, None, out);
            return Ok(());
        }
        // LLVM scores the order (`getSchedulePressure`) but, forced, applies
        // it whatever the score: only the trace reads it.
        let order = if cx.tracks_pressure() {
            cx.minreg(region, dag).map(|s| {
                let before = cx.max_pressure[region];
                debug!(
                    target: TARGET,
                    region,
                    before_sgpr = before.sgpr(),
                    before_vgpr = before.vgpr(false),
                    after_sgpr = s.pressure.sgpr(),
                    after_vgpr = s.pressure.vgpr(false),
                    "minreg order applied"
                );
                s.order
            })
        } else {
            cx.minreg_order(region, dag)
        };
        match order {
            Ok(order) => out.extend([Step::ApplySUnits(order), Step::Leave]),
            Err(why) => keep(cx, region, Some(why), out),
        }
        Ok(())
    }
}
