//! The registers the allocator is predicted to need at each point of a
//! region: virtual registers counted whole (see [`WholeRegisters`]) plus
//! the allocatable physical registers the code keeps live.
//!
//! LLVM's pressure counts virtual registers only. Where code copies out of
//! physical argument registers (`%5 = COPY $vgpr5` at a callable's entry,
//! work-item IDs in a kernel), an order that delays the copies lowers that
//! pressure while the physical registers stay occupied until copied: the
//! allocator then needs more registers, not fewer. A scheduler that wants
//! to claim a register budget must count both.

use super::counting::WholeRegisters;
use super::{LiveRegSet, RegPressure, UpwardTracker, VRegTable};
use crate::snapshot::{Instr, PhysRegInfo, VRegInfo};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;

/// Physical registers live while receding, as a pressure.
struct PhysicalLive {
    files: FxHashMap<u32, VRegInfo>,
    live: Vec<u32>,
    cur: RegPressure,
}

impl PhysicalLive {
    fn new(table: &BTreeMap<u32, PhysRegInfo>) -> PhysicalLive {
        let files = table
            .iter()
            .filter_map(|(&reg, info)| {
                let file = info.file?;
                let regs = file.size_bits.div_ceil(32);
                // Two lane bits per 32-bit register, as for virtual ones.
                let max_lanes = if regs >= 32 { u64::MAX } else { (1u64 << (2 * regs)) - 1 };
                Some((
                    reg,
                    VRegInfo {
                        class_name: "".into(),
                        kind: file.kind,
                        size_bits: file.size_bits,
                        weight: regs,
                        max_lanes,
                        tsflags: 0,
                        interval: None,
                    },
                ))
            })
            .collect();
        PhysicalLive { files, live: Vec::new(), cur: RegPressure::new() }
    }

    fn recede(&mut self, mi: &Instr) {
        for op in &mi.operands {
            let Some(reg) = op.reg.phys() else { continue };
            let Some(info) = self.files.get(&reg) else { continue };
            if op.is_def() {
                if let Some(k) = self.live.iter().position(|&r| r == reg) {
                    self.live.swap_remove(k);
                    self.cur.inc(info, info.max_lanes, 0);
                }
            }
        }
        for op in &mi.operands {
            let Some(reg) = op.reg.phys() else { continue };
            let Some(info) = self.files.get(&reg) else { continue };
            if op.reads_reg() && !self.live.contains(&reg) {
                self.live.push(reg);
                self.cur.inc(info, 0, info.max_lanes);
            }
        }
    }
}

/// The predicted maximum over a region: starting below its bottom with
/// `live_out`, receding `bottom_up` (the boundary first, if any).
pub fn predicted_pressure<'a>(
    vregs: &VRegTable,
    phys: &BTreeMap<u32, PhysRegInfo>,
    live_out: LiveRegSet,
    bottom_up: impl Iterator<Item = &'a Instr>,
) -> RegPressure {
    let mut whole = UpwardTracker::<WholeRegisters>::counting(vregs, live_out);
    let mut physical = PhysicalLive::new(phys);
    let mut max = whole.pressure();
    for mi in bottom_up {
        if mi.is_debug() {
            continue;
        }
        let before = physical.cur;
        whole.reset_max();
        whole.recede(mi);
        physical.recede(mi);
        max = max.max(&(whole.max_pressure() + before.max(&physical.cur)));
    }
    max
}
