//! The iterative scheduler's driver (GCNIterativeScheduler's policy half).
//!
//! The shim records regions and can build, export and apply; this module
//! decides: which regions in which order, which strategy produces the
//! candidate order, whether it is applied. Candidate orders are
//! "lightweight schedules": computed and scored (with the upward pressure
//! tracker over the snapshot) without touching the IR.

mod pressure;

pub use pressure::{region_max_pressure, region_max_pressures, schedule_pressure};

use crate::pressure::RegPressure;
use crate::sched::checker;
use crate::sched::minreg::{self, MinRegPolicy};
use crate::sched::RegionDag;
use crate::snapshot::{Function, Instr};
use tracing::debug;

const TARGET: &str = "gcnrs::iterative";

/// A recorded region, as indices into the function snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    pub first_instr: u32,
    /// Instructions from the region's first to its end (debug included,
    /// boundary excluded).
    pub num_instrs: u32,
    /// The boundary instruction ending the region (`RegionEnd`), if any.
    pub boundary: Option<u32>,
    pub num_region_instrs: u32,
}

impl Region {
    pub fn instrs<'f>(&self, f: &'f Function) -> &'f [Instr] {
        let b = self.first_instr as usize;
        &f.instrs[b..b + self.num_instrs as usize]
    }

    /// The region followed by its boundary instruction, if it has one.
    pub fn instrs_with_boundary<'f>(&self, f: &'f Function) -> &'f [Instr] {
        let b = self.first_instr as usize;
        &f.instrs[b..b + self.num_instrs as usize + usize::from(self.boundary.is_some())]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// `gcn-iterative-minreg`: every region reordered by minreg, forced.
    MinReg,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    pub minreg: MinRegPolicy,
    /// Run the legality checker on every order; refuse illegal ones.
    pub verify: bool,
}

/// State of one `finalizeSchedule()` run.
pub struct Session {
    func: Function,
    regions: Vec<Region>,
    max_pressure: Vec<RegPressure>,
    strategy: Strategy,
    opts: Options,
}

/// What to do with a region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Apply this order (NodeNums, top to bottom).
    Apply(Vec<u32>),
    /// Leave the region as it is.
    Keep,
}

impl Session {
    pub fn new(func: Function, regions: Vec<Region>, strategy: Strategy, opts: Options) -> Result<Session, String> {
        for (i, r) in regions.iter().enumerate() {
            let end = r.first_instr as usize + r.num_instrs as usize;
            if end > func.instrs.len() || r.boundary.is_some_and(|b| b as usize >= func.instrs.len()) {
                return Err(format!(
                    "region {i} ({r:?}) lies outside the function snapshot of {} instructions",
                    func.instrs.len()
                ));
            }
        }
        let max_pressure = region_max_pressures(&func, &regions);
        Ok(Session { func, regions, max_pressure, strategy, opts })
    }

    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    pub fn max_pressure(&self, region: usize) -> RegPressure {
        self.max_pressure[region]
    }

    /// Order of visiting regions.
    ///
    /// Forced minreg reorders every region on its own DAG; a region's order
    /// does not depend on any other region, so the recording order gives the
    /// same result as LLVM's pressure sort (whose ties are unstable anyway).
    pub fn visit_order(&self) -> Vec<u32> {
        match self.strategy {
            Strategy::MinReg => (0..self.regions.len() as u32).collect(),
        }
    }

    pub fn schedule_region(&mut self, idx: usize, dag: &RegionDag) -> Result<Verdict, String> {
        let region = self.regions.get(idx).ok_or("region index out of range")?.clone();
        if dag.is_empty() {
            return Ok(Verdict::Keep);
        }
        let sched = match self.strategy {
            Strategy::MinReg => {
                minreg::schedule_with(dag, &dag.top_roots, &self.opts.minreg).map_err(|e| e.to_string())?
            }
        };
        if self.opts.verify {
            // The checker sees the boundary too: it must stay last.
            let with_boundary = region.instrs_with_boundary(&self.func);
            // Lane semantics, like LLVM's lane-tracking DAG: a partial def
            // does not read the other lanes (the flags are recomputed when
            // the order is applied).
            let opts = checker::CheckOptions { partial_defs: checker::PartialDefs::LanesOnly, ..Default::default() };
            if let Err(violations) = checker::check_order_with(with_boundary, &dag.instr_order(&sched.order), &opts) {
                let list: Vec<String> = violations.iter().take(5).map(|v| v.to_string()).collect();
                return Err(format!("illegal schedule refused: {}", list.join("; ")));
            }
        }
        let instr_order: Vec<u32> = sched.order.iter().map(|&n| dag.sunit(n).instr).collect();
        let rp = schedule_pressure(&self.func, &region, &instr_order);
        debug!(
            target: TARGET,
            region = idx,
            instrs = region.num_region_instrs,
            before_sgpr = self.max_pressure[idx].sgpr(),
            before_vgpr = self.max_pressure[idx].vgpr(false),
            after_sgpr = rp.sgpr(),
            after_vgpr = rp.vgpr(false),
            "minreg order"
        );
        self.max_pressure[idx] = rp;
        Ok(Verdict::Apply(sched.order))
    }
}
