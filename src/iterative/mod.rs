//! The iterative scheduler's driver (GCNIterativeScheduler's policy half).
//!
//! The shim records regions and can build, export, apply and run LLVM's
//! own strategy; this module decides: which regions in which order, which
//! strategy produces the candidate order, whether it is applied, and what
//! the function occupancy becomes. Candidate orders are "lightweight
//! schedules": computed and scored (with the upward pressure tracker over
//! the snapshot) without touching the IR.
//!
//! Layout:
//! * `session`: the step protocol with the shim ([`Step`], [`Session`]);
//! * `context`: the snapshot, regions, and the scored minreg/ILP orders;
//! * `modes/`: minreg, ILP and legacy max-occupancy as policies;
//! * `occupancy`: the function occupancy as LLVM holds it, and its updates;
//! * `sort`: the region sort, tie for tie as LLVM's `std::sort`;
//! * `detach`: detached schedules with their debug values;
//! * `pressure`: region and schedule pressure.

mod context;
mod detach;
mod modes;
mod occupancy;
mod placement;
mod pressure;
mod session;
mod sort;

pub use context::{Context, Lightweight};
pub use occupancy::OccupancyModel;
pub use pressure::{region_max_pressure, region_max_pressure_counted, region_max_pressures, region_predicted_pressure, schedule_pressure};
pub use session::{IglpSwap, Session, Step};
pub use sort::std_sort;

use crate::sched::minreg::MinRegPolicy;
use crate::snapshot::{Function, Instr};

/// A recorded region. Instructions are numbered by snapshot index, or,
/// in a session without a snapshot, from the region's first instruction
/// (`first_instr` 0, a boundary at `num_instrs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    pub first_instr: u32,
    /// Instructions from the region's first to its end (debug included,
    /// boundary excluded).
    pub num_instrs: u32,
    /// The boundary instruction ending the region (`RegionEnd`), if any.
    pub boundary: Option<u32>,
    pub num_region_instrs: u32,
    /// Opcode names of the region's scheduling hints (meta instructions
    /// with unmodeled side effects: SCHED_BARRIER, SCHED_GROUP_BARRIER,
    /// IGLP_OPT), which change how LLVM builds the DAG. Known without a
    /// snapshot.
    pub hints: Vec<String>,
    /// Loop depth of the region's block (0 outside loops): how often the
    /// region runs relative to the others, for time estimates.
    pub loop_depth: u32,
    /// The block number of the innermost loop's header (None outside
    /// loops): the regions of one loop body are one segment of the final
    /// code, where an issue-bound region hides the latency of the others,
    /// so time estimates take them together.
    pub loop_header: Option<u32>,
    /// Each instruction's position in the region before the founder's
    /// stages reordered it (`Self::instrs` indices; `u32::MAX` for debug
    /// instructions and ones the founder created), for `gcnrs`; empty when
    /// unknown. See `sched::dag::ranks_of`.
    pub original_position: Vec<u32>,
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
    /// `gcn-iterative-max-occupancy-experimental`.
    MaxOccupancy,
    /// `gcn-iterative-ilp`.
    Ilp,
    /// `gcnrs-occupancy`: LLVM's default scheduler first, then better
    /// orders for the regions that keep the function from more waves.
    Occupancy,
    /// LLVM's default scheduler alone (the founder without improvement):
    /// what the plugin runs when only statistics are asked for.
    Founder,
    /// No scheduling: each region's pressures before any scheduler runs,
    /// for `-gcnrs-region-stats`.
    Stats,
    /// `gcnrs-optimal-minreg`: minreg's driver, every region getting the
    /// exact solver's order where it beats minreg's.
    OptimalMinReg,
    /// `gcnrs`: LLVM's default scheduler first, then per function the
    /// wave count and region orders with the smallest estimated time.
    Speed,
}

/// What a run reads from the function, so the shim exports no more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SnapshotNeeds {
    /// The function snapshot: instructions with their register operands,
    /// virtual registers with their live intervals. Pressure tracking and
    /// the legality checker read it. Without, the session works on the
    /// regions and their DAGs alone.
    pub snapshot: bool,
    /// Also subtarget features, `amdgpu-*` attributes, machine function
    /// info: what the occupancy model reads.
    pub occupancy_facts: bool,
    /// Also the physical registers operands name, with their register
    /// files: what predicting the allocator's needs reads.
    pub phys_regs: bool,
}

impl Strategy {
    pub fn snapshot_needs(self, opts: &Options) -> SnapshotNeeds {
        match self {
            // Forced minreg decides from the DAG alone and keeps every
            // region's order whatever its pressure; the in-tree scorer's
            // pressures only show in the debug trace. The checker reads
            // operands.
            Strategy::MinReg => SnapshotNeeds {
                snapshot: opts.verify || modes::traces_pressure(),
                occupancy_facts: false,
                phys_regs: false,
            },
            // Both compare region pressures under the target occupancy.
            Strategy::MaxOccupancy | Strategy::Ilp => {
                SnapshotNeeds { snapshot: true, occupancy_facts: true, phys_regs: false }
            }
            Strategy::Occupancy | Strategy::Speed => {
                SnapshotNeeds { snapshot: true, occupancy_facts: true, phys_regs: true }
            }
            Strategy::Founder => SnapshotNeeds { snapshot: false, occupancy_facts: false, phys_regs: false },
            // The solver compares pressures the way the function's target does.
            Strategy::Stats => SnapshotNeeds { snapshot: true, occupancy_facts: opts.solve_stats, phys_regs: false },
            Strategy::OptimalMinReg => SnapshotNeeds { snapshot: true, occupancy_facts: true, phys_regs: false },
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    pub minreg: MinRegPolicy,
    /// Run the legality checker on every order; refuse illegal ones.
    pub verify: bool,
    /// Test hook: with `verify`, refuse every order of this region as if it
    /// were illegal, because the checker no longer refuses any schedule of
    /// the corpus and the kept-region path still needs a test.
    pub refuse_region: Option<usize>,
    /// `gcnrs-occupancy`: VGPRs and SGPRs a region must leave free below a
    /// wave target's budget to count as fitting it.
    pub vgpr_margin: u32,
    /// ... or this percentage of the budget, if more.
    pub vgpr_margin_percent: u32,
    pub sgpr_margin: u32,
    /// ... and at the function's VGPR ceiling, where a shortfall spills,
    /// at least this percentage of the ceiling.
    pub vgpr_ceiling_margin_percent: u32,
    /// The exact solver's search budget: nodes per region, and per
    /// function (what all its regions may spend together).
    pub solver_nodes: u64,
    pub solver_function_nodes: u64,
    /// `-gcnrs-region-stats-solve`: the statistics session runs the solver
    /// on every region.
    pub solve_stats: bool,
    /// `gcnrs-occupancy`: offer the exact solver's order as a candidate
    /// (`-gcnrs-occupancy-solver`; off by default, see the option).
    pub occupancy_solver: bool,
    /// `-gcnrs-mem-latency`: the speed model's vector memory latency in
    /// clocks, `None` for the model's default.
    pub mem_latency: Option<u32>,
}
