//! Ordering two pressures the way LLVM 22's `GCNRegPressure::less` does:
//! occupancy first, then how much would spill, then tuple weights, then
//! plain counts of the register file that limits occupancy.
//!
//! It is not a strict weak ordering in every case; callers sort with it
//! anyway, as LLVM does.

use super::RegPressure;
use crate::occupancy::{max_num_sgprs_for_function, max_num_vgprs_for_function, FunctionLimits, GcnTarget};

/// The function-level facts the comparison reads: the subtarget model and
/// the register budgets (`getMaxNumVGPRs(MF)`, `getMaxNumSGPRs(MF)`).
#[derive(Clone, Debug)]
pub struct PressureOrder {
    target: GcnTarget,
    max_vgprs: i64,
    max_sgprs: i64,
}

/// Registers over budget, per file; SGPR spills cost VGPR lanes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Excess {
    sgpr: i64,
    vgpr: i64,
    arch_vgpr: i64,
    agpr: i64,
}

impl Excess {
    fn any(&self) -> bool {
        self.sgpr != 0 || self.vgpr != 0 || self.arch_vgpr != 0 || self.agpr != 0
    }
    fn vector(&self) -> i64 {
        self.vgpr + self.arch_vgpr + self.agpr
    }
}

impl PressureOrder {
    pub fn new(target: GcnTarget, limits: &FunctionLimits) -> PressureOrder {
        let max_vgprs = i64::from(max_num_vgprs_for_function(&target, limits));
        let max_sgprs = i64::from(max_num_sgprs_for_function(&target, limits));
        PressureOrder { target, max_vgprs, max_sgprs }
    }

    /// With explicit budgets (tests, or budgets read from elsewhere).
    pub fn with_budgets(target: GcnTarget, max_vgprs: u32, max_sgprs: u32) -> PressureOrder {
        PressureOrder { target, max_vgprs: max_vgprs.into(), max_sgprs: max_sgprs.into() }
    }

    pub fn target(&self) -> &GcnTarget {
        &self.target
    }

    /// The function's register budgets (`getMaxNumVGPRs(MF)`,
    /// `getMaxNumSGPRs(MF)`): what the allocator may use before it spills.
    pub fn budgets(&self) -> (u32, u32) {
        (self.max_vgprs as u32, self.max_sgprs as u32)
    }

    fn unified(&self) -> bool {
        self.target.has_gfx90a_insts()
    }

    /// Waves per EU this pressure allows (no LDS or workgroup terms).
    pub fn occupancy(&self, p: &RegPressure) -> u32 {
        self.sgpr_occ(p, u32::MAX).min(self.vgpr_occ(p, u32::MAX))
    }

    fn sgpr_occ(&self, p: &RegPressure, max_occ: u32) -> u32 {
        self.target.occupancy_with_sgprs(p.sgpr()).min(max_occ)
    }

    fn vgpr_occ(&self, p: &RegPressure, max_occ: u32) -> u32 {
        self.target.occupancy_with_vgprs(p.vgpr(self.unified())).min(max_occ)
    }

    fn excess(&self, p: &RegPressure) -> Excess {
        let max_arch = i64::from(self.target.addressable_arch_vgprs());
        let sgpr = (i64::from(p.sgpr()) - self.max_sgprs).max(0);
        let ws = i64::from(self.target.wave_size());
        let spill_lanes = (sgpr + ws - 1) / ws;
        Excess {
            sgpr,
            vgpr: (i64::from(p.vgpr(self.unified())) + spill_lanes - self.max_vgprs).max(0),
            arch_vgpr: (i64::from(p.vgpr(false)) + spill_lanes - max_arch).max(0),
            agpr: (i64::from(p.agpr()) - if self.unified() { max_arch } else { self.max_vgprs }).max(0),
        }
    }

    /// VGPR excess not caused by SGPR spill lanes.
    fn pure_vgpr_excess(&self, p: &RegPressure) -> i64 {
        let max_arch = i64::from(self.target.addressable_arch_vgprs());
        (i64::from(p.vgpr(self.unified())) - self.max_vgprs).max(0) + (i64::from(p.vgpr(false)) - max_arch).max(0)
    }

    /// Is `a` better (lower) than `b`? Occupancies at or above `max_occ`
    /// compare equal, which is how callers say "anything reaching the
    /// target is good enough".
    pub fn less(&self, a: &RegPressure, b: &RegPressure, max_occ: u32) -> bool {
        let (sa, va) = (self.sgpr_occ(a, max_occ), self.vgpr_occ(a, max_occ));
        let (sb, vb) = (self.sgpr_occ(b, max_occ), self.vgpr_occ(b, max_occ));
        let (occ_a, occ_b) = (sa.min(va), sb.min(vb));
        if occ_a != occ_b {
            return occ_a > occ_b;
        }

        let (ea, eb) = (self.excess(a), self.excess(b));
        if ea.any() || eb.any() {
            let dv = eb.vector() - ea.vector();
            if dv != 0 {
                return dv > 0;
            }
            let ds = eb.sgpr - ea.sgpr;
            if ds != 0 {
                // Equal vector excess, but one side pays for it with SGPR
                // spill lanes only: prefer the side that spills SGPRs.
                if self.pure_vgpr_excess(a) != self.pure_vgpr_excess(b) {
                    return ds < 0;
                }
                return ds > 0;
            }
        }

        // The register file that limits occupancy decides, unless the two
        // disagree about which one that is.
        let sgpr_important = (sa < va) && (sb < vb);
        let tuples = |p: &RegPressure, s: bool| if s { p.sgpr_tuple_weight() } else { p.vgpr_tuple_weight() };
        for s in [sgpr_important, !sgpr_important] {
            let (wa, wb) = (tuples(a, s), tuples(b, s));
            if wa != wb {
                return wa < wb;
            }
        }
        if sgpr_important {
            a.sgpr() < b.sgpr()
        } else {
            a.vgpr(self.unified()) < b.vgpr(self.unified())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pressure::vector::tests::rp;

    fn gfx900() -> PressureOrder {
        // Budgets for the default gfx900 HSA kernel (occupancy.md §3.3 with
        // the trap handler): 256 VGPRs, 102 - 6 reserved SGPRs.
        PressureOrder::with_budgets(GcnTarget::from_cpu("gfx900", "").unwrap(), 256, 96)
    }

    #[test]
    fn occupancy_decides_first() {
        let o = gfx900();
        // 24 VGPRs -> 10 waves, 25 -> 9 (occupancy.md §3.1 gfx900 steps).
        assert!(o.less(&rp(0, 24, 0), &rp(0, 25, 0), u32::MAX));
        assert!(!o.less(&rp(0, 25, 0), &rp(0, 24, 0), u32::MAX));
        // Fewer waves always loses, even with far fewer SGPRs.
        // 80 SGPRs still allow 10 waves on gfx9 (≤ 80 -> 10, occupancy.md §3.2),
        // so fewer VGPR-limited waves lose even against many more SGPRs...
        assert!(o.less(&rp(80, 24, 0), &rp(0, 25, 0), u32::MAX));
        // ...while 81 SGPRs drop to 9 waves and lose to 10.
        assert!(!o.less(&rp(81, 24, 0), &rp(0, 24, 0), u32::MAX));
    }

    #[test]
    fn target_occupancy_makes_both_equal() {
        let o = gfx900();
        // Both reach 9 waves or more: capped at 9 they tie on occupancy,
        // and the VGPR count decides.
        assert!(o.less(&rp(0, 25, 0), &rp(0, 24, 1), 9));
        assert!(!o.less(&rp(0, 24, 1), &rp(0, 25, 0), 9));
    }

    #[test]
    fn tuple_weight_before_count() {
        let o = gfx900();
        // Same occupancy (10) and same 20 VGPRs; the one with two 64-bit
        // tuples (weight 4) loses to plain 32-bit registers.
        assert!(o.less(&rp(0, 20, 0), &rp(0, 16, 2), u32::MAX));
        assert!(!o.less(&rp(0, 16, 2), &rp(0, 20, 0), u32::MAX));
    }

    #[test]
    fn less_spilling_wins_at_equal_occupancy() {
        let o = gfx900();
        // Both at occupancy 1; 300 VGPRs spill 44 over the 256 budget,
        // 260 only 4 (plus arch excess alike).
        assert!(o.less(&rp(0, 260, 0), &rp(0, 300, 0), u32::MAX));
    }
}
