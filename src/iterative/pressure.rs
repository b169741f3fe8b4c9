//! Pressure of a region and of a tentative order, with the upward tracker.
//!
//! Both include the region's bottom instruction (the boundary instruction,
//! or the block's last instruction), as the in-tree scheduler does, and both
//! read liveness at the instructions' original positions: that is what
//! makes scoring an order possible without applying it.

use super::Region;
use crate::pressure::{live_regs_at, RegPressure, UpwardTracker};
use crate::snapshot::{slot, Function, Instr};

/// Index of the block-last instruction for a region without a boundary.
fn block_last(f: &Function, r: &Region) -> usize {
    let first = r.first_instr as usize;
    let b = f
        .blocks
        .iter()
        .find(|b| b.instr_range().contains(&first))
        .expect("region inside a block");
    b.instr_range().end - 1
}

fn live_after(f: &Function, mi: &Instr) -> crate::pressure::LiveRegSet {
    live_regs_at(&f.vregs, slot::dead(mi.base_slot()))
}

/// Maximum pressure of the region in its current (recorded) order.
pub fn region_max_pressure(f: &Function, r: &Region) -> RegPressure {
    let region = r.instrs(f);
    let bottom = r.boundary.map(|b| b as usize).unwrap_or_else(|| block_last(f, r));
    let mut t = UpwardTracker::new(&f.vregs, live_after(f, &f.instrs[bottom]));
    if r.boundary.is_some() {
        t.recede(&f.instrs[bottom]);
    }
    for mi in region.iter().rev() {
        t.recede(mi);
    }
    t.take_max()
}

/// Maximum pressure of the region if its non-debug instructions were in
/// `order` (indices into the region slice, top to bottom).
pub fn schedule_pressure(f: &Function, r: &Region, order: &[u32]) -> RegPressure {
    let region = r.instrs(f);
    let mut t = match r.boundary {
        Some(b) => {
            let end = &f.instrs[b as usize];
            let mut t = UpwardTracker::new(&f.vregs, live_after(f, end));
            t.recede(end);
            t
        }
        None => UpwardTracker::new(&f.vregs, live_after(f, &f.instrs[block_last(f, r)])),
    };
    for &i in order.iter().rev() {
        t.recede(&region[i as usize]);
    }
    t.take_max()
}
