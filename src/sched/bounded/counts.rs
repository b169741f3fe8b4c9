//! Register counts: the part of a pressure every rule of the bounded
//! scheduler reads.
//!
//! The scheduler weighs ready SUnits against the budget at every step (on
//! attention.ll for gfx1100, 1.4 million weighings while it weighed every
//! one), and what it asks of each is whether the pressure fits the budget,
//! by how much, or how far over it goes: all of that reads only the live
//! 32-bit registers per kind, never
//! the tuple weights a [`RegPressure`] also carries. Four `i32`s instead
//! of eight `i64`s make a weighing a handful of vector instructions
//! instead of a hundred (SSE2 has no 64-bit compare), with the same
//! answers: the counts of a sum or an element-wise maximum of pressures
//! are the sum or maximum of their counts.

use crate::pressure::{occupancy_vgprs, RegPressure};
use crate::snapshot::RegKind;
use std::ops::Add;

/// Live 32-bit registers per [`RegKind`] (by `RegKind::index()`), as in
/// [`RegPressure`] before clamping; a difference may be negative.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counts([i32; 4]);

impl Counts {
    pub fn of(p: &RegPressure) -> Counts {
        let (regs, _) = p.raw();
        // Counts are bounded by the register files (a few thousand), and
        // a difference by twice that.
        Counts(regs.map(|r| r as i32))
    }

    /// Element-wise maximum, as [`RegPressure::max`].
    pub fn max(self, o: Counts) -> Counts {
        let mut r = self.0;
        for (a, b) in r.iter_mut().zip(o.0) {
            *a = (*a).max(b);
        }
        Counts(r)
    }

    /// The number of a kind, clamped at zero like [`RegPressure`]'s.
    fn count(&self, kind: RegKind) -> u32 {
        self.0[kind.index()].max(0) as u32
    }
}

impl Add for Counts {
    type Output = Counts;
    fn add(self, o: Counts) -> Counts {
        let mut r = self.0;
        for (a, b) in r.iter_mut().zip(o.0) {
            *a += b;
        }
        Counts(r)
    }
}

/// What a [`super::RegBudget`] reads of a pressure: the same numbers from
/// a whole [`RegPressure`] or from its [`Counts`].
pub trait Registers {
    fn sgpr(&self) -> u32;
    /// Arch VGPRs, AV registers counted in the arch file.
    fn arch_vgpr(&self) -> u32;
    fn agpr(&self) -> u32;
    /// The VGPRs that decide occupancy ([`occupancy_vgprs`]).
    fn vgpr(&self, unified: bool) -> u32 {
        occupancy_vgprs(self.arch_vgpr(), self.agpr(), unified)
    }
}

impl Registers for RegPressure {
    fn sgpr(&self) -> u32 {
        RegPressure::sgpr(self)
    }
    fn arch_vgpr(&self) -> u32 {
        RegPressure::arch_vgpr(self)
    }
    fn agpr(&self) -> u32 {
        RegPressure::agpr(self)
    }
}

impl Registers for Counts {
    fn sgpr(&self) -> u32 {
        self.count(RegKind::Sgpr)
    }
    fn arch_vgpr(&self) -> u32 {
        self.count(RegKind::Vgpr) + self.count(RegKind::AvGpr)
    }
    fn agpr(&self) -> u32 {
        self.count(RegKind::Agpr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn pressure() -> impl Strategy<Value = RegPressure> {
        (prop::array::uniform4(0i64..300), prop::array::uniform4(0i64..90)).prop_map(|(r, t)| RegPressure::from_raw(r, t))
    }

    proptest! {
        /// Counts answer every budget question as the pressure they come
        /// from, and through sums and maxima as the pressures do.
        #[test]
        fn counts_read_as_their_pressure(a in pressure(), b in pressure(), unified in any::<bool>()) {
            for (p, c) in [(a, Counts::of(&a)), (a + b, Counts::of(&a) + Counts::of(&b)), (a.max(&b), Counts::of(&a).max(Counts::of(&b)))] {
                prop_assert_eq!(Registers::sgpr(&p), Registers::sgpr(&c));
                prop_assert_eq!(Registers::arch_vgpr(&p), Registers::arch_vgpr(&c));
                prop_assert_eq!(Registers::agpr(&p), Registers::agpr(&c));
                prop_assert_eq!(p.vgpr(unified), Registers::vgpr(&c, unified));
            }
        }
    }
}
