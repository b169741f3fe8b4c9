//! The facts the shim exports for the pass, and nothing more.
//!
//! Deliberately narrower than `snapshot::Function`: the pass needs the
//! block graph, the *explicit* defs exactly as `MachineInstr::defs()` sees
//! them (inline-asm outputs are not among them), the register class flags
//! and what `VirtRegMap` already knows — not live ranges or pressure.

use crate::snapshot::Reg;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WwmInstr {
    /// `TII->getName(opcode)`.
    pub opcode_name: String,
    /// Registers of `MI.defs()`, in operand order.
    pub defs: Vec<Reg>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WwmBlock {
    /// `MachineBasicBlock::getNumber`.
    pub number: u32,
    /// Top-level instructions (bundle heads), in order.
    pub instrs: Vec<WwmInstr>,
    /// Successors as indices into `WwmFunction::blocks`, in successor order.
    pub succs: Vec<usize>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WwmVReg {
    /// Class name as MIR spells it (lower case); empty without a class.
    pub class_name: String,
    /// `TargetRegisterClass::TSFlags`; `None` without a class.
    pub tsflags: Option<u64>,
    /// `VirtRegMap::hasPhys` when the pass starts.
    pub assigned: bool,
}

impl WwmVReg {
    /// `SIRegisterInfo::isVGPRClass`: VGPR bit set, AGPR and SGPR bits clear
    /// (TSFlags bits 2, 3, 4). AV and VS classes are not pure VGPR classes.
    pub fn is_pure_vgpr(&self) -> bool {
        matches!(self.tsflags, Some(f) if f & 0x1c == 0x04)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WwmFunction {
    pub name: String,
    /// Layout order; index 0 is the entry block (`MF.front()`).
    pub blocks: Vec<WwmBlock>,
    /// By virtual register index.
    pub vregs: Vec<WwmVReg>,
    /// `-amdgpu-prealloc-sgpr-spill-vgprs` or the function attribute of the
    /// same name.
    pub prealloc_sgpr_spill_vgprs: bool,
    /// `machineFunctionInfo` as MIR YAML when the pass starts.
    pub mfi_yaml: String,
}
