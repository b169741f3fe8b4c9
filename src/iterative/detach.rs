//! Detached schedules: an order of instructions, debug values interleaved,
//! that no longer refers to the DAG it came from.
//!
//! The max-occupancy mode computes a minreg order for a region, keeps it
//! while other DAGs are built for the same region, and may apply it much
//! later. By then the SUnits are gone, so the order is stored as
//! instructions. Debug values ride along the way the DAG builder pairs them:
//! each `DBG_VALUE`/`DBG_PHI` follows the instruction just above it, and one
//! at the very top of the region leads the order. A debug value that follows
//! another debug value is not carried (the in-tree pairing looks only for
//! SUnit instructions), so it stays where the moves push it.

use crate::sched::RegionDag;
use crate::snapshot::{Instr, InstrFlags};

/// `order` (NodeNums) as region-relative instruction indices with the
/// debug values interleaved.
pub fn detach(region: &[Instr], dag: &RegionDag, order: &[u32]) -> Vec<u32> {
    let (first_dbg, follower) = debug_pairs(region);
    let mut out = Vec::with_capacity(order.len() * 2);
    out.extend(first_dbg);
    for &su in order {
        let mi = dag.sunit(su).instr;
        out.push(mi);
        if let Some(d) = follower[mi as usize] {
            out.push(d);
        }
    }
    out
}

/// The leading debug value, and for every instruction the debug value the
/// DAG builder pairs with it (the one directly below it).
fn debug_pairs(region: &[Instr]) -> (Option<u32>, Vec<Option<u32>>) {
    let mut follower = vec![None; region.len()];
    let mut pending: Option<u32> = None;
    for (i, mi) in region.iter().enumerate().rev() {
        if let Some(d) = pending.take() {
            follower[i] = Some(d);
        }
        if mi.flags.has(InstrFlags::DEBUG_VALUE) {
            pending = Some(i as u32);
        }
    }
    (pending, follower)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::testgen::build_dag;

    fn instr(flags: u32) -> Instr {
        Instr {
            opcode: 0,
            opcode_name: "".into(),
            flags: InstrFlags(flags),
            slot: None,
            operands: vec![],
            text: String::new(),
        }
    }

    #[test]
    fn pairs_each_debug_value_with_the_instruction_above() {
        let dv = InstrFlags::DEBUG | InstrFlags::DEBUG_VALUE;
        // 0: DBG (leading), 1: A, 2: DBG(A), 3: DBG(DBG) dropped, 4: B
        let region = [instr(dv), instr(0), instr(dv), instr(dv), instr(0)];
        let (first, follower) = debug_pairs(&region);
        assert_eq!(first, Some(0));
        assert_eq!(follower, vec![None, Some(2), Some(3), None, None]);
    }

    #[test]
    fn detached_order_interleaves_debug_values() {
        let dv = InstrFlags::DEBUG | InstrFlags::DEBUG_VALUE;
        let region = [instr(0), instr(dv), instr(0)];
        // Two independent instructions: SU0 = instr 0, SU1 = instr 2.
        let dag = build_dag(&region);
        assert_eq!((dag.sunit(0).instr, dag.sunit(1).instr), (0, 2));
        assert_eq!(detach(&region, &dag, &[1, 0]), vec![2, 0, 1]);
    }
}
