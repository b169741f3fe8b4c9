//! The statistics pass-through (`-gcnrs-region-stats`): before a scheduler
//! changes anything, each region's pressure as recorded and the pressure
//! of minreg's order for it. Every region is put back as it was.

use super::{keep, Policy};
use crate::iterative::context::Context;
use crate::iterative::session::{IglpSwap, Step};
use crate::sched::RegionDag;
use crate::stats::{regions, RegionBefore, SplitRegion};

pub struct Stats {
    next: usize,
    splits: Vec<SplitRegion>,
}

impl Stats {
    pub fn new(cx: &Context) -> Result<Stats, String> {
        let f = cx.function("take region statistics")?;
        Ok(Stats { next: 0, splits: regions::split_regions(f) })
    }
}

impl Policy for Stats {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        if self.next == cx.regions.len() {
            return Ok(false);
        }
        // Never the IGLP swap: it replaces the DAG mutations for good, and
        // the scheduler that runs next must find them as it left them.
        out.push(Step::BuildDag { region: self.next as u32, iglp: IglpSwap::Keep });
        self.next += 1;
        Ok(true)
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        let f = cx.function("take region statistics")?;
        if let Some(key) = regions::key_of(&self.splits, f, &cx.regions[region]) {
            let minreg = if dag.is_empty() { None } else { cx.minreg(region, dag).ok().map(|s| s.pressure) };
            let before = RegionBefore { original: cx.max_pressure[region], minreg, solver: None };
            cx.stats.push((key, before));
        }
        keep(cx, region, None, out);
        Ok(())
    }
}
