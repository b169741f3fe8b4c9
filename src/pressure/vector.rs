//! The pressure vector: per register kind, the number of live 32-bit
//! registers and the summed class weight of live tuples.

use crate::lanes::{covered_regs, LaneMask};
use crate::snapshot::{RegKind, VRegInfo};
use std::ops::{Add, AddAssign, Sub};

/// Allocation granule of arch VGPRs in the unified (gfx90a) register file:
/// AGPRs start at the next multiple of 4 after the arch VGPRs.
const UNIFIED_ARCH_GRANULE: i64 = 4;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RegPressure {
    /// Live 32-bit registers, by `RegKind::index()`.
    regs: [i64; 4],
    /// Summed class weights of live tuple registers, by kind.
    tuples: [i64; 4],
}

impl RegPressure {
    pub fn new() -> Self {
        Self::default()
    }

    /// Account for `vreg`'s live lanes changing from `prev` to `new`.
    ///
    /// Counts are taken as the difference of covered 32-bit registers
    /// (LLVM 22's rule), not of the changed lanes: a register whose `lo16`
    /// was live and now is fully live still grows by one register, not two.
    /// A tuple's weight is counted while any of its lanes is live.
    pub fn inc(&mut self, info: &VRegInfo, prev: LaneMask, new: LaneMask) {
        let (mut p, mut n) = (covered_regs(prev), covered_regs(new));
        if p == n {
            return;
        }
        let (mut prev, mut sign) = (prev, 1i64);
        if new < prev {
            std::mem::swap(&mut p, &mut n);
            prev = new;
            sign = -1;
        }
        let k = info.kind.index();
        if info.is_tuple() {
            if prev == 0 {
                self.tuples[k] += sign * i64::from(info.weight);
            }
            sign *= i64::from(n) - i64::from(p);
        }
        self.regs[k] += sign;
    }

    pub fn sgpr(&self) -> u32 {
        self.count(RegKind::Sgpr)
    }

    /// Arch VGPRs, assuming AV registers land in the arch file.
    pub fn arch_vgpr(&self) -> u32 {
        self.count(RegKind::Vgpr) + self.count(RegKind::AvGpr)
    }

    pub fn agpr(&self) -> u32 {
        self.count(RegKind::Agpr)
    }

    /// VGPRs the allocation needs: with a unified file (gfx90a+) AGPRs are
    /// allocated after the 4-aligned arch VGPRs; with split files the larger
    /// of the two files decides.
    pub fn vgpr(&self, unified: bool) -> u32 {
        occupancy_vgprs(self.arch_vgpr(), self.agpr(), unified)
    }

    pub fn vgpr_tuple_weight(&self) -> u32 {
        let v = self.tuples[RegKind::Vgpr.index()] + self.tuples[RegKind::AvGpr.index()];
        v.max(self.tuples[RegKind::Agpr.index()]) as u32
    }

    pub fn sgpr_tuple_weight(&self) -> u32 {
        self.tuples[RegKind::Sgpr.index()] as u32
    }

    pub fn is_empty(&self) -> bool {
        self.regs.iter().all(|&r| r == 0)
    }

    /// Element-wise maximum, so a "maximum pressure" can combine maxima
    /// reached at different instructions (as LLVM's `max` does).
    pub fn max(&self, other: &RegPressure) -> RegPressure {
        let mut r = *self;
        for i in 0..4 {
            r.regs[i] = r.regs[i].max(other.regs[i]);
            r.tuples[i] = r.tuples[i].max(other.tuples[i]);
        }
        r
    }

    fn count(&self, kind: RegKind) -> u32 {
        let n = self.regs[kind.index()];
        debug_assert!(n >= 0, "negative {kind:?} pressure");
        n.max(0) as u32
    }

    /// Raw counters for tests and debug output: (regs, tuple weights).
    pub fn raw(&self) -> ([i64; 4], [i64; 4]) {
        (self.regs, self.tuples)
    }

    /// A pressure with these counters, by `RegKind::index()` ([`Self::raw`]
    /// read back): for bounds that are not the pressure of any live set,
    /// and for tests.
    pub fn from_raw(regs: [i64; 4], tuples: [i64; 4]) -> RegPressure {
        RegPressure { regs, tuples }
    }
}

/// The VGPRs that decide occupancy for `arch` arch VGPRs and `agpr` AGPRs
/// ([`RegPressure::vgpr`]): on the unified file (gfx90a+) AGPRs are
/// allocated after the 4-aligned arch VGPRs; with split files the larger
/// of the two files decides.
pub fn occupancy_vgprs(arch: u32, agpr: u32, unified: bool) -> u32 {
    let (arch, agpr) = (i64::from(arch), i64::from(agpr));
    let n = if unified {
        if agpr > 0 {
            (arch + UNIFIED_ARCH_GRANULE - 1) / UNIFIED_ARCH_GRANULE * UNIFIED_ARCH_GRANULE + agpr
        } else {
            arch
        }
    } else {
        arch.max(agpr)
    };
    n as u32
}

impl AddAssign for RegPressure {
    fn add_assign(&mut self, o: RegPressure) {
        for i in 0..4 {
            self.regs[i] += o.regs[i];
            self.tuples[i] += o.tuples[i];
        }
    }
}

impl Add for RegPressure {
    type Output = RegPressure;
    fn add(mut self, o: RegPressure) -> RegPressure {
        self += o;
        self
    }
}

impl Sub for RegPressure {
    type Output = RegPressure;
    fn sub(mut self, o: RegPressure) -> RegPressure {
        for i in 0..4 {
            self.regs[i] -= o.regs[i];
            self.tuples[i] -= o.tuples[i];
        }
        self
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Live registers: `sgprs` 32-bit SGPRs, `vgprs` 32-bit VGPRs and
    /// `v64_tuples` 64-bit VGPR tuples.
    pub fn rp(sgprs: u32, vgprs: u32, v64_tuples: u32) -> RegPressure {
        let mut p = RegPressure::new();
        let s = vreg(RegKind::Sgpr, 32, 1);
        let v = vreg(RegKind::Vgpr, 32, 1);
        let t = vreg(RegKind::Vgpr, 64, 2);
        (0..sgprs).for_each(|_| p.inc(&s, 0, 3));
        (0..vgprs).for_each(|_| p.inc(&v, 0, 3));
        (0..v64_tuples).for_each(|_| p.inc(&t, 0, 0xF));
        p
    }

    pub fn vreg(kind: RegKind, size_bits: u32, weight: u32) -> VRegInfo {
        let max_lanes = if size_bits >= 64 * 16 {
            u64::MAX
        } else if size_bits <= 32 {
            if size_bits == 16 { 0x1 } else { 0x3 }
        } else {
            (1u64 << (size_bits / 16)) - 1
        };
        VRegInfo {
            class_name: format!("{kind:?}{size_bits}").into(),
            kind,
            size_bits,
            weight,
            max_lanes,
            tsflags: 0,
            interval: None,
        }
    }

    #[test]
    fn tuple_weight_follows_any_live_lane() {
        let v128 = vreg(RegKind::Vgpr, 128, 4);
        let mut p = RegPressure::new();
        p.inc(&v128, 0, 0xC);
        assert_eq!((p.arch_vgpr(), p.vgpr_tuple_weight()), (1, 4));
        p.inc(&v128, 0xC, 0xFF);
        assert_eq!((p.arch_vgpr(), p.vgpr_tuple_weight()), (4, 4));
        p.inc(&v128, 0xFF, 0x3);
        assert_eq!((p.arch_vgpr(), p.vgpr_tuple_weight()), (1, 4));
        p.inc(&v128, 0x3, 0);
        assert!(p.is_empty());
        assert_eq!(p.vgpr_tuple_weight(), 0);
    }

    #[test]
    fn half_lanes_grow_by_covered_difference() {
        // lo16 live, then the whole 64-bit register: +1 register, not +2
        // (the LLVM 19 rule `covered(new & !prev)` would have said 2).
        let v64 = vreg(RegKind::Vgpr, 64, 2);
        let mut p = RegPressure::new();
        p.inc(&v64, 0, 0x2);
        p.inc(&v64, 0x2, 0xF);
        assert_eq!(p.arch_vgpr(), 2);
    }

    #[test]
    fn unified_file_aligns_arch_vgprs() {
        let mut p = RegPressure::new();
        let v = vreg(RegKind::Vgpr, 32, 1);
        let a = vreg(RegKind::Agpr, 32, 1);
        let av = vreg(RegKind::AvGpr, 32, 2);
        for _ in 0..5 {
            p.inc(&v, 0, 0x3);
        }
        p.inc(&av, 0, 0x3);
        p.inc(&a, 0, 0x3);
        p.inc(&a, 0, 0x3);
        assert_eq!(p.arch_vgpr(), 6);
        assert_eq!(p.vgpr(false), 6);
        assert_eq!(p.vgpr(true), 8 + 2);
        // 32-bit classes never add tuple weight, even AV_32 (weight 2).
        assert_eq!(p.vgpr_tuple_weight(), 0);
    }

    #[test]
    fn kinds_from_tsflags() {
        assert_eq!(RegKind::from_tsflags(0x11), RegKind::Sgpr);
        assert_eq!(RegKind::from_tsflags(0x09), RegKind::Agpr);
        assert_eq!(RegKind::from_tsflags(0x0a), RegKind::Agpr);
        assert_eq!(RegKind::from_tsflags(0x0d), RegKind::AvGpr);
        assert_eq!(RegKind::from_tsflags(0x05), RegKind::Vgpr);
        assert_eq!(RegKind::from_tsflags(0x15), RegKind::Vgpr);
        assert_eq!(RegKind::from_tsflags(0x00), RegKind::Vgpr);
    }
}
