//! The region's DAG with the speed model's latencies in place of the
//! subtarget model's, for the model-driven variant of the bounded list
//! scheduler.
//!
//! The bounded scheduler stalls and finds critical paths by each
//! producer's latency. LLVM's scheduling model gives a global load the
//! same latency whatever memory does, and on gfx11 treats transcendental
//! and f64 operations as cheap; the speed model charges the memory latency
//! to a load's result and the real cost to the others. With those
//! latencies the same scheduler starts loads early enough to cover them,
//! keeps the critical path first and does not put a dependent VALU right
//! after its producer where a stall follows. Everything else (edges,
//! clusters, numbering) stays, so an order found on this DAG is an order
//! of the real one.

use super::estimate::{self, Estimator};
use crate::iterative::Region;
use crate::sched::RegionDag;
use crate::snapshot::Function;

pub fn with_model_latencies(dag: &RegionDag, region: &Region, f: &Function, est: &Estimator) -> RegionDag {
    let mut out = dag.clone();
    let instrs = region.instrs(f);
    for su in &mut out.sunits {
        if let Some(mi) = instrs.get(su.instr as usize) {
            su.latency = estimate::result_latency(est.machine(), est.params(), &est.cost_of(mi));
        }
    }
    out
}
