//! The pre-RA time estimate of a region order: the speed model
//! (`crate::speed`) run on the order's instructions as they stand before
//! register allocation.
//!
//! Dependences come from the snapshot's register operands rather than from
//! the region's DAG: a use waits for the latest def of the same virtual (or
//! physical) register, which is what a data edge says, and the founder's
//! order of every region can then be estimated without building its DAG
//! (most regions are never reordered). A memory result arrives after the
//! memory latency through that dependence, since the model charges it on
//! the def.

use super::decide::{Cost, ASSUMPTIONS};
use crate::iterative::Region;
use crate::snapshot::{Function, InstrFlags};
use crate::speed::{self, Machine, Params, SimInstr};

/// Ids of physical registers, above every virtual register's index.
const PHYS_BASE: u32 = 1 << 24;

/// How often a loop body runs per run of its parent: 8, as Mesa ACO's
/// statistics weigh it.
const LOOP_WEIGHT: f64 = 8.0;

pub struct Estimator {
    machine: Machine,
    params: [Params; ASSUMPTIONS],
}

impl Estimator {
    /// At `mem_latency` clocks (`-gcnrs-mem-latency`; the model's default
    /// when `None`) and at three times it.
    pub fn for_function(f: &Function, mem_latency: Option<u32>) -> Result<Estimator, String> {
        let target = crate::occupancy::GcnTarget::from_facts(&f.target).map_err(|e| e.to_string())?;
        let machine = Machine::for_target(&target);
        let params = mem_latency.map_or_else(Params::default, |mem_latency| Params { mem_latency });
        Ok(Estimator { machine, params: [params, params.long()] })
    }

    pub fn machine(&self) -> &Machine {
        &self.machine
    }

    /// The default memory latency assumption.
    pub fn params(&self) -> &Params {
        &self.params[0]
    }

    /// Region `r` in `order` (region-relative instruction indices, debug
    /// instructions skipped), under each assumption.
    pub fn region(&self, f: &Function, r: &Region, order: impl Iterator<Item = u32>) -> [Cost; ASSUMPTIONS] {
        let instrs = r.instrs(f);
        let sim: Vec<SimInstr> = order
            .filter_map(|k| instrs.get(k as usize))
            .filter(|mi| mi.flags.0 & InstrFlags::DEBUG == 0)
            .map(|mi| {
                let (mut reads, mut writes) = (Vec::new(), Vec::new());
                for op in &mi.operands {
                    let id = match (op.reg.virt(), op.reg.phys()) {
                        (Some(v), _) => v,
                        (None, Some(p)) if p != 0 => PHYS_BASE + p,
                        _ => continue,
                    };
                    if op.is_def() {
                        writes.push(id);
                    } else if op.reads_reg() {
                        reads.push(id);
                    }
                }
                SimInstr { cost: self.machine.cost(&mi.opcode_name), reads, writes, wait: None, wait_valu: false }
            })
            .collect();
        let mut out = [Cost { latency: 0.0, busy: 0.0 }; ASSUMPTIONS];
        for (slot, p) in out.iter_mut().zip(&self.params) {
            let t = speed::simulate(&self.machine, p, &sim);
            *slot = Cost { latency: t.latency, busy: t.busiest().1 };
        }
        out
    }

    /// The founder's order of region `r`: the snapshot's, as the session
    /// begins after LLVM's scheduler.
    pub fn founder(&self, f: &Function, r: &Region) -> [Cost; ASSUMPTIONS] {
        self.region(f, r, 0..r.num_instrs)
    }
}

/// How often a region at `depth` runs relative to straight-line code.
pub fn weight(depth: u32) -> f64 {
    LOOP_WEIGHT.powi(depth.min(8) as i32)
}

/// The latency, in the units of the DAG's SUnit latencies (the subtarget
/// model's issue slots), of the result of an instruction named `opcode`:
/// the model's latency, or the memory latency for a load. What the
/// model-driven list scheduler steers by.
pub fn result_latency(m: &Machine, p: &Params, opcode: &str) -> u32 {
    m.result_latency(&m.cost(opcode), p).div_ceil(m.clock_per_slot().max(1))
}
