//! How a live register counts toward pressure.
//!
//! LLVM's GCNRegPressure counts live *lanes*: a 64-bit tuple of which only
//! `sub0` is live counts one register. The register allocator, though,
//! assigns whole tuples (aligned, on gfx90a-class targets), and packs dead
//! lanes of one tuple with another value only where alignment allows. On
//! kernels with many partially live tuples (a 64-bit multiply of which only
//! the low half is read) the allocator's register count is far above the
//! lane count and close to the whole-register count; on others it lands in
//! between. A scheduler deciding whether a region fits a wave target can ask
//! for both: lanes are what LLVM compares, whole registers what is safe to
//! claim.

use super::RegPressure;
use crate::lanes::LaneMask;
use crate::snapshot::VRegInfo;

pub trait LaneCounting {
    /// The lanes that count for `lanes` live lanes of a register.
    fn counted(info: &VRegInfo, lanes: LaneMask) -> LaneMask;

    /// Account in `defs` for a def of `def` lanes while `remaining` lanes of
    /// the register stay live across it.
    fn add_def(defs: &mut RegPressure, info: &VRegInfo, remaining: LaneMask, def: LaneMask);
}

/// LLVM's rule: live lanes, each def counted on its own.
#[derive(Clone, Copy, Debug, Default)]
pub struct Lanes;

impl LaneCounting for Lanes {
    fn counted(_: &VRegInfo, lanes: LaneMask) -> LaneMask {
        lanes
    }

    fn add_def(defs: &mut RegPressure, info: &VRegInfo, _remaining: LaneMask, def: LaneMask) {
        defs.inc(info, 0, def);
    }
}

/// The allocator's view: a register with any live lane occupies all of its
/// lanes; a partial def of a live register adds nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct WholeRegisters;

impl LaneCounting for WholeRegisters {
    fn counted(info: &VRegInfo, lanes: LaneMask) -> LaneMask {
        if lanes == 0 {
            0
        } else {
            info.max_lanes
        }
    }

    fn add_def(defs: &mut RegPressure, info: &VRegInfo, remaining: LaneMask, def: LaneMask) {
        defs.inc(info, Self::counted(info, remaining), Self::counted(info, remaining | def));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pressure::{LiveRegSet, UpwardTracker};
    use crate::snapshot::{Instr, InstrFlags, Operand, OperandFlags, Reg, RegKind};

    fn vreg64() -> Option<VRegInfo> {
        Some(VRegInfo {
            class_name: "vreg_64".into(),
            kind: RegKind::Vgpr,
            size_bits: 64,
            weight: 2,
            max_lanes: 0xF,
            tsflags: 0,
            interval: None,
        })
    }

    fn op(v: u32, sub_lanes: u64, flags: u32) -> Operand {
        Operand { reg: Reg::Virt(v), sub_reg: u32::from(sub_lanes != 0), sub_lanes, flags: OperandFlags(flags) }
    }

    fn mi(operands: Vec<Operand>) -> Instr {
        Instr { opcode: 0, opcode_name: "OP".into(), flags: InstrFlags(0), slot: None, operands, text: String::new() }
    }

    /// `undef %0.sub0 = ...; %0.sub1 = ...; use %0.sub0` with nothing live
    /// after: lanes see one register after the last def (sub1 is dead),
    /// whole registers see the pair; the def of sub1 while sub0 is live
    /// adds nothing in whole registers and one register in lanes.
    #[test]
    fn whole_registers_count_the_tuple() {
        let vregs = vec![vreg64()];
        let code = [
            mi(vec![op(0, 0x3, OperandFlags::DEF | OperandFlags::UNDEF)]),
            mi(vec![op(0, 0xC, OperandFlags::DEF)]),
            mi(vec![op(0, 0x3, 0)]),
        ];
        let mut lanes = UpwardTracker::counting(&vregs, LiveRegSet::new());
        let mut whole: UpwardTracker<'_, WholeRegisters> = UpwardTracker::counting(&vregs, LiveRegSet::new());
        for (i, mi) in code.iter().enumerate().rev() {
            lanes.recede(mi);
            whole.recede(mi);
            match i {
                // Before the use: sub0 live.
                2 => assert_eq!((lanes.pressure().vgpr(false), whole.pressure().vgpr(false)), (1, 2)),
                // The sub1 def is not undef: it reads sub0... still sub0 live.
                1 => assert_eq!((lanes.pressure().vgpr(false), whole.pressure().vgpr(false)), (1, 2)),
                _ => {}
            }
        }
        // At the sub1 def, lanes count sub0 plus the def (2); whole
        // registers count the pair once.
        let (l, w): (UpwardTracker<'_, Lanes>, _) = (lanes, whole);
        assert_eq!(l.max_pressure().vgpr(false), 2);
        assert_eq!(w.max_pressure().vgpr(false), 2);
    }
}
