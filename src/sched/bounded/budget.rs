//! A register budget: the most registers of each kind a region may keep
//! live so that the function can still reach a wave target.
//!
//! The limits are in the units of the pressure model
//! ([`crate::pressure::RegPressure`], or its [`super::Counts`]):
//! the occupancy-relevant VGPR number (`vgpr(unified)`: arch VGPRs plus
//! AGPRs behind a 4-aligned offset on the unified gfx90a file, the larger
//! file elsewhere), arch VGPRs and AGPRs on their own (each file has an
//! addressable maximum), and SGPRs as the pressure tracker counts them
//! (without VCC, flat scratch or XNACK, which the occupancy of a pressure
//! does not include either).

use crate::occupancy::GcnTarget;
use super::counts::Registers;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RegBudget {
    /// Limit on `RegPressure::vgpr(unified)`.
    pub vgpr: u32,
    /// Limit on `RegPressure::arch_vgpr()`.
    pub arch_vgpr: u32,
    /// Limit on `RegPressure::agpr()`.
    pub agpr: u32,
    /// Limit on `RegPressure::sgpr()`.
    pub sgpr: u32,
    /// Whether AGPRs share the arch VGPR file (gfx90a-class targets).
    pub unified: bool,
}

impl RegBudget {
    /// The budget that keeps `waves` waves per EU possible, as far as
    /// registers decide: the largest counts whose occupancy (the same
    /// functions [`crate::pressure::PressureOrder`] uses) is still at least
    /// `waves`, capped by what the register files can address. For SGPRs
    /// that is the occupancy ladder, not the allocator's smaller
    /// `getMaxNumSGPRs` (which also reserves VCC and trap-handler
    /// registers); a caller that wants the stricter number sets `sgpr`.
    pub fn for_waves(target: &GcnTarget, waves: u32) -> RegBudget {
        let vgpr = target.max_vgprs_for_waves(waves);
        let arch_vgpr = vgpr.min(target.addressable_arch_vgprs());
        let mut sgpr = target.addressable_sgprs();
        while sgpr > 0 && target.occupancy_with_sgprs(sgpr) < waves {
            sgpr -= 1;
        }
        RegBudget { vgpr, arch_vgpr, agpr: arch_vgpr, sgpr, unified: target.has_gfx90a_insts() }
    }

    /// No limit at all (every order fits).
    pub fn unlimited(unified: bool) -> RegBudget {
        RegBudget { vgpr: u32::MAX, arch_vgpr: u32::MAX, agpr: u32::MAX, sgpr: u32::MAX, unified }
    }

    /// How far `p` stays below the tightest limit (negative: how far over
    /// it goes). The scheduler's pressure-first picks maximise this.
    pub fn slack(&self, p: &impl Registers) -> i64 {
        let margin = |limit: u32, used: u32| i64::from(limit) - i64::from(used);
        margin(self.vgpr, p.vgpr(self.unified))
            .min(margin(self.arch_vgpr, p.arch_vgpr()))
            .min(margin(self.agpr, p.agpr()))
            .min(margin(self.sgpr, p.sgpr()))
    }

    pub fn fits(&self, p: &impl Registers) -> bool {
        self.slack(p) >= 0
    }

    /// Registers over the limits, summed over the files: what the
    /// scheduler minimises once nothing fits any more.
    pub fn excess(&self, p: &impl Registers) -> u64 {
        let over = |limit: u32, used: u32| u64::from(used.saturating_sub(limit));
        over(self.vgpr, p.vgpr(self.unified))
            + over(self.arch_vgpr, p.arch_vgpr())
            + over(self.agpr, p.agpr())
            + over(self.sgpr, p.sgpr())
    }
}

impl fmt::Display for RegBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "VGPR {} (arch {}, AGPR {}), SGPR {}", self.vgpr, self.arch_vgpr, self.agpr, self.sgpr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_follow_the_occupancy_tables() {
        // gfx900: 256 VGPRs in granules of 4, 10 waves -> 24 VGPRs; the
        // SGPR ladder allows 80 at 10 waves, 88 at 9, 100 at 8.
        let t = GcnTarget::from_cpu("gfx900", "").unwrap();
        let b10 = RegBudget::for_waves(&t, 10);
        assert_eq!((b10.vgpr, b10.sgpr), (24, 80));
        assert_eq!(t.occupancy_with_vgprs(b10.vgpr), 10);
        assert_eq!(t.occupancy_with_vgprs(b10.vgpr + 1), 9);
        assert_eq!(RegBudget::for_waves(&t, 9).sgpr, 88);
        assert_eq!(RegBudget::for_waves(&t, 8).sgpr, 100);
        // gfx90a: unified 512-register file, 256 addressable per kind.
        let a = GcnTarget::from_cpu("gfx90a", "").unwrap();
        let b1 = RegBudget::for_waves(&a, 1);
        assert_eq!((b1.vgpr, b1.arch_vgpr, b1.agpr), (512, 256, 256));
        assert!(b1.unified);
    }
}
