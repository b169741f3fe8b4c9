//! Minimal-register mode (`gcn-iterative-minreg`, forced; §7.1): every
//! recorded region gets minreg's order, even if its pressure rises.

use super::{keep, Policy, Visit};
use crate::iterative::context::Context;
use crate::iterative::session::Step;
use crate::sched::RegionDag;
use tracing::debug;

const TARGET: &str = "gcnrs::iterative";

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
        match cx.minreg(region, dag) {
            Ok(s) => {
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
                out.extend([Step::ApplySUnits(s.order), Step::Leave]);
            }
            Err(why) => keep(cx, region, Some(why), out),
        }
        Ok(())
    }
}
