//! Legacy max-occupancy mode (`gcn-iterative-max-occupancy-experimental`;
//! §7.2 and `tryMaximizeOccupancy`, §7.4).
//!
//! Regions are visited fattest first. If the fattest one limits occupancy
//! below the target, minreg orders are computed for the limiting regions
//! and kept as detached "best" schedules, and the function occupancy is
//! raised if they all fit. Then LLVM's default AMDGPU strategy schedules
//! every region (twice if occupancy is still short), and a region whose
//! result misses the target gets its best schedule, or its previous order.

use super::{sorted_regions, Policy};
use crate::iterative::context::Context;
use crate::iterative::detach::detach;
use crate::iterative::occupancy::OccupancyModel;
use crate::iterative::session::{IglpSwap, Step};
use crate::pressure::RegPressure;
use crate::sched::RegionDag;
use tracing::debug;

const TARGET: &str = "gcnrs::iterative";

/// A detached minreg schedule kept for a region (`Region::BestSchedule`).
struct Best {
    /// Snapshot instruction indices, debug values interleaved.
    instrs: Vec<u32>,
    pressure: RegPressure,
}

enum Phase {
    /// `tryMaximizeOccupancy`: visiting `visit[pos]`; `current` is the
    /// occupancy of the fattest region, `reachable` the best all visited
    /// regions can reach.
    Raise { pos: usize, current: u32, reachable: u32 },
    Legacy { pass: u32, pos: usize },
    Finish,
    Done,
}

pub struct MaxOccupancy {
    occ: OccupancyModel,
    visit: Vec<usize>,
    phase: Phase,
    best: Vec<Option<Best>>,
    /// Target occupancy: `getMinAllowedOccupancy`, then capped by what is
    /// reachable.
    target: u32,
    /// Occupancy of the fattest region (raised by a successful pre-pass).
    front_occ: u32,
    reentry: bool,
    passes: u32,
    final_occ: u32,
}

impl MaxOccupancy {
    pub fn new(cx: &Context, occ: OccupancyModel) -> MaxOccupancy {
        let target = occ.min_allowed();
        let visit = sorted_regions(cx, &occ, target);
        let front_occ = visit.first().map_or(target, |&r| occ.occupancy(&cx.max_pressure[r]));
        let phase = if front_occ < target {
            Phase::Raise { pos: 0, current: front_occ, reachable: target }
        } else {
            Phase::Legacy { pass: 0, pos: 0 }
        };
        let mut mode = MaxOccupancy {
            best: (0..cx.regions.len()).map(|_| None).collect(),
            occ,
            visit,
            phase,
            target,
            front_occ,
            reentry: false,
            passes: 1,
            final_occ: 0,
        };
        if matches!(mode.phase, Phase::Legacy { .. }) {
            mode.start_legacy();
        }
        mode
    }

    /// End of the pre-pass: raise the function occupancy if every limiting
    /// region fits the new value.
    fn finish_raise(&mut self, current: u32, reachable: u32, out: &mut Vec<Step>) {
        debug!(target: TARGET, current, reachable, "occupancy pre-pass done");
        if reachable > current {
            if let Some(n) = self.occ.increase(reachable) {
                out.push(Step::SetOccupancy(n));
            }
        }
        self.front_occ = reachable.max(current);
        self.reentry = true;
        self.start_legacy();
    }

    fn start_legacy(&mut self) {
        // Scheduling twice when occupancy is still short is what the
        // in-tree mode does ("performance magic").
        self.passes = if self.front_occ < self.target { 2 } else { 1 };
        self.target = self.target.min(self.front_occ);
        self.final_occ = self.front_occ.min(self.occ.mfi_occupancy());
        self.phase = Phase::Legacy { pass: 0, pos: 0 };
        debug!(target: TARGET, target = self.target, passes = self.passes, "scheduling with LLVM's strategy");
    }
}

impl Policy for MaxOccupancy {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        match self.phase {
            Phase::Raise { pos, current, reachable } => {
                if let Some(&region) = self.visit.get(pos) {
                    self.phase = Phase::Raise { pos: pos + 1, current, reachable };
                    out.push(Step::BuildDag { region: region as u32, iglp: IglpSwap::for_region(cx, region, false) });
                } else {
                    self.finish_raise(current, reachable, out);
                }
            }
            Phase::Legacy { pass, pos } => {
                if let Some(&region) = self.visit.get(pos) {
                    self.reentry |= pass > 0;
                    self.phase = Phase::Legacy { pass, pos: pos + 1 };
                    out.push(Step::Legacy {
                        region: region as u32,
                        iglp: IglpSwap::for_region(cx, region, self.reentry),
                    });
                } else if pass + 1 < self.passes {
                    self.phase = Phase::Legacy { pass: pass + 1, pos: 0 };
                } else {
                    self.phase = Phase::Finish;
                }
            }
            Phase::Finish => {
                self.phase = Phase::Done;
                if let Some(n) = self.occ.limit(self.final_occ) {
                    out.push(Step::SetOccupancy(n));
                }
            }
            Phase::Done => return Ok(false),
        }
        Ok(true)
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        let Phase::Raise { pos, current, reachable } = self.phase else {
            return Err("DAG outside the occupancy pre-pass".into());
        };
        // The DAG is always built (so mutations run), but left unplaced, as
        // in-tree: every region is scheduled by LLVM's strategy afterwards.
        out.push(Step::Leave);
        if self.occ.occupancy(&cx.max_pressure[region]) >= reachable || dag.is_empty() {
            return Ok(());
        }
        let s = match cx.minreg(region, dag) {
            Ok(s) => s,
            Err(why) => {
                cx.note(format!("no minreg schedule for region {region}: {why}"));
                return Ok(());
            }
        };
        let reachable = reachable.min(self.occ.occupancy(&s.pressure));
        debug!(target: TARGET, region, reachable, current, "minreg attempt");
        if reachable <= current {
            self.phase = Phase::Raise { pos: self.visit.len(), current, reachable };
            return Ok(());
        }
        self.phase = Phase::Raise { pos, current, reachable };
        let r = cx.region(region);
        let first = r.first_instr;
        let func = cx.function("detach a schedule")?;
        let instrs = detach(r.instrs(func), dag, &s.order).into_iter().map(|i| i + first).collect();
        self.best[region] = Some(Best { instrs, pressure: s.pressure });
        Ok(())
    }

    fn on_legacy_order(
        &mut self,
        cx: &mut Context,
        region: usize,
        instrs: &[u32],
        out: &mut Vec<Step>,
    ) -> Result<(), String> {
        let rp = cx.pressure_of_instrs(region, instrs)?;
        let occ = self.occ.occupancy(&rp);
        if occ < self.target {
            let fits = self.best[region].as_ref().is_some_and(|b| self.occ.occupancy(&b.pressure) >= self.target);
            if fits {
                debug!(target: TARGET, region, occ, target = self.target, "misses the target; minreg schedule applied");
                let b = self.best[region].take().expect("checked above");
                out.push(Step::ApplyInstrs(b.instrs));
            } else {
                debug!(target: TARGET, region, occ, target = self.target, "misses the target; previous order restored");
                out.push(Step::Restore);
            }
        }
        // In-tree quirk kept: the pressure before any revert counts.
        self.final_occ = self.final_occ.min(occ);
        out.push(Step::Leave);
        Ok(())
    }
}
