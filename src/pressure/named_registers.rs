//! The vector registers a function's code names outright, counted as the
//! allocator must count them: up to the highest one.
//!
//! A pressure counts the values live at once, and the allocation
//! prediction how many registers they take. Neither sees that a register
//! named by its number occupies every register below it in the count the
//! hardware gets: a kernel that calls passes the work-item IDs in v31, so
//! it holds 32 VGPRs however few values it keeps (kernel_calls_spilling_fns
//! on gfx900: 6 predicted, 32 allocated, 8 waves where LLVM's occupancy
//! before allocation says 10). Argument
//! registers (v0 up), return values and inline-asm clobbers are named the
//! same way.

use crate::snapshot::{Function, PhysRegInfo, RegKind};

/// The arch VGPRs and AGPRs named registers reach: one past the highest
/// index of each file some operand names.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct NamedRegisters {
    pub arch_vgprs: u32,
    pub agprs: u32,
}

impl NamedRegisters {
    /// Over the allocatable physical registers `f`'s operands name (a
    /// reserved register is not the allocator's to count).
    pub fn of(f: &Function) -> NamedRegisters {
        f.phys_regs.values().filter(|p| p.file.is_some()).fold(NamedRegisters::default(), |n, p| n.max(&Self::of_reg(p)))
    }

    /// What one register reaches, by LLVM's name for it: "VGPR31",
    /// "AGPR2_AGPR3", "VGPR7_LO16". Names without a vector file count
    /// nothing.
    pub fn of_reg(p: &PhysRegInfo) -> NamedRegisters {
        let mut n = NamedRegisters::default();
        // A scalar register never names a vector one, whatever its name.
        if p.file.is_some_and(|f| f.kind == RegKind::Sgpr) {
            return n;
        }
        for part in p.name.split('_') {
            let (file, index) = if let Some(i) = part.strip_prefix("AGPR") {
                (&mut n.agprs, i)
            } else if let Some(i) = part.strip_prefix("VGPR") {
                (&mut n.arch_vgprs, i)
            } else {
                continue;
            };
            if let Ok(i) = index.parse::<u32>() {
                *file = (*file).max(i + 1);
            }
        }
        n
    }

    pub fn max(&self, o: &NamedRegisters) -> NamedRegisters {
        NamedRegisters { arch_vgprs: self.arch_vgprs.max(o.arch_vgprs), agprs: self.agprs.max(o.agprs) }
    }

    /// The VGPRs they hold for occupancy (see [`super::occupancy_vgprs`]).
    pub fn vgprs(&self, unified: bool) -> u32 {
        super::occupancy_vgprs(self.arch_vgprs, self.agprs, unified)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snapshot::PhysFile;

    fn reg(name: &str, kind: RegKind, bits: u32) -> PhysRegInfo {
        PhysRegInfo { name: name.into(), file: Some(PhysFile { kind, size_bits: bits }), ..Default::default() }
    }

    #[test]
    fn a_named_register_counts_every_one_below_it() {
        assert_eq!(NamedRegisters::of_reg(&reg("VGPR31", RegKind::Vgpr, 32)), NamedRegisters { arch_vgprs: 32, agprs: 0 });
        assert_eq!(NamedRegisters::of_reg(&reg("VGPR0", RegKind::Vgpr, 32)).arch_vgprs, 1);
    }

    #[test]
    fn a_tuple_reaches_its_last_register() {
        assert_eq!(NamedRegisters::of_reg(&reg("VGPR6_VGPR7", RegKind::Vgpr, 64)).arch_vgprs, 8);
        assert_eq!(NamedRegisters::of_reg(&reg("AGPR0_AGPR1_AGPR2_AGPR3", RegKind::Agpr, 128)).agprs, 4);
        assert_eq!(NamedRegisters::of_reg(&reg("VGPR9_LO16", RegKind::Vgpr, 16)).arch_vgprs, 10);
    }

    #[test]
    fn scalar_and_special_registers_count_nothing() {
        assert_eq!(NamedRegisters::of_reg(&reg("SGPR30_SGPR31", RegKind::Sgpr, 64)), NamedRegisters::default());
        assert_eq!(NamedRegisters::of_reg(&reg("VCC", RegKind::Sgpr, 64)), NamedRegisters::default());
        assert_eq!(NamedRegisters::of_reg(&reg("", RegKind::Vgpr, 32)), NamedRegisters::default());
    }

    #[test]
    fn a_function_counts_its_allocatable_registers_only() {
        let mut f = Function::default();
        f.phys_regs.insert(1, reg("VGPR31", RegKind::Vgpr, 32));
        f.phys_regs.insert(2, reg("VGPR1", RegKind::Vgpr, 32));
        f.phys_regs.insert(3, PhysRegInfo { name: "VGPR255".into(), file: None, ..Default::default() });
        f.phys_regs.insert(4, reg("AGPR3", RegKind::Agpr, 32));
        let n = NamedRegisters::of(&f);
        assert_eq!(n, NamedRegisters { arch_vgprs: 32, agprs: 4 });
        // Unified (gfx90a): AGPRs after the 4-aligned arch VGPRs.
        assert_eq!(n.vgprs(true), 36);
        assert_eq!(n.vgprs(false), 32);
    }
}
