//! Plain-data view of a machine function, as the C++ shim exports it.
//!
//! Everything the algorithms need is copied here once, so they never call
//! back into LLVM: that keeps them testable without LLVM, lets a snapshot be
//! serialised and replayed as a test case, and means a bug on the Rust side
//! can never corrupt LLVM's data structures.

mod liveness;
mod memory;
mod operand;

pub use liveness::{slot, LiveInterval, LiveRange, Segment, SlotIndex, SubRange};
pub use memory::{AliasScope, InstrMemory, MemAddress, MemBase, MemFlags, MemIndex, MemOperand, PhysFile, PhysRegInfo};
pub use operand::{Operand, OperandFlags, Reg};

use crate::lanes::LaneMask;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The opcodes by which a kernel's author orders instructions
/// (`__builtin_amdgcn_sched_barrier`, `sched_group_barrier`, `iglp_opt`):
/// every opcode LLVM's IGroupLP mutation reacts to. Both schedulers build
/// their order around them, so `gcnrs` keeps LLVM's schedule for a
/// function with them before allocation, and its post-RA guard keeps the
/// post-RA order of a block with them.
pub const SCHEDULING_HINTS: [&str; 3] = ["SCHED_BARRIER", "SCHED_GROUP_BARRIER", "IGLP_OPT"];

/// Register file a virtual register lives in, derived from the class
/// `TSFlags` exactly as GCNRegPressure does (AV classes are their own kind;
/// `VS` classes count as VGPR).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RegKind {
    Sgpr,
    Vgpr,
    Agpr,
    AvGpr,
}

impl RegKind {
    pub const ALL: [RegKind; 4] = [RegKind::Sgpr, RegKind::Vgpr, RegKind::Agpr, RegKind::AvGpr];

    /// Classify from `TargetRegisterClass::TSFlags` (bit 2 has-VGPR, bit 3
    /// has-AGPR, bit 4 has-SGPR) with the same predicates, in the same order,
    /// as SIRegisterInfo's `isSGPRClass`, `isAGPRClass`, `isVectorSuperClass`;
    /// whatever is left (VGPR, VS, flagless classes) counts as VGPR.
    pub fn from_tsflags(tsflags: u64) -> RegKind {
        let v = tsflags & 0x4 != 0;
        let a = tsflags & 0x8 != 0;
        let s = tsflags & 0x10 != 0;
        if s && !v && !a {
            RegKind::Sgpr
        } else if a && !v {
            RegKind::Agpr
        } else if v && a {
            RegKind::AvGpr
        } else {
            RegKind::Vgpr
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Facts about one virtual register that never change during a pass.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VRegInfo {
    /// Register class as MIR spells it (lower case), for diagnostics.
    pub class_name: Arc<str>,
    pub kind: RegKind,
    /// `TRI->getRegSizeInBits(RC)`; anything but 32 takes the tuple path.
    pub size_bits: u32,
    /// `TRI->getRegClassWeight(RC).RegWeight` (0 for some SGPR super-classes).
    pub weight: u32,
    /// `MRI.getMaxLaneMaskForVReg`.
    pub max_lanes: LaneMask,
    /// `TargetRegisterClass::TSFlags`, kept for the WWM pass (pure VGPR test).
    pub tsflags: u64,
    /// Present iff LiveIntervals has an interval for the register.
    pub interval: Option<LiveInterval>,
}

impl VRegInfo {
    pub fn is_tuple(&self) -> bool {
        self.size_bits != 32
    }
}

/// Instruction facts the shim reads from `MachineInstr`/`TargetInstrInfo`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstrFlags(pub u32);

impl InstrFlags {
    pub const DEBUG: u32 = 1 << 0;
    pub const TERMINATOR: u32 = 1 << 1;
    pub const CALL: u32 = 1 << 2;
    /// `TII->isSchedulingBoundary` (region splits here).
    pub const SCHED_BOUNDARY: u32 = 1 << 3;
    pub const MAY_LOAD: u32 = 1 << 4;
    pub const MAY_STORE: u32 = 1 << 5;
    /// `hasUnmodeledSideEffects`.
    pub const SIDE_EFFECTS: u32 = 1 << 6;
    /// `hasOrderedMemoryRef` (volatile/atomic or no memory operands).
    pub const ORDERED_MEMREF: u32 = 1 << 7;
    pub const BARRIER: u32 = 1 << 8;
    /// Inside a bundle (not the head).
    pub const BUNDLED: u32 = 1 << 9;
    pub const PSEUDO_PROBE: u32 = 1 << 10;
    /// `DBG_VALUE`/`DBG_PHI`: the debug instructions a schedule DAG records.
    pub const DEBUG_VALUE: u32 = 1 << 11;
    pub const IS_COPY: u32 = 1 << 12;
    /// `mayRaiseFPException`.
    pub const FP_EXCEPTION: u32 = 1 << 13;
    /// `isMetaInstruction`: emits no machine code.
    pub const META: u32 = 1 << 14;

    pub fn has(self, bit: u32) -> bool {
        self.0 & bit != 0
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Instr {
    pub opcode: u32,
    /// `TII->getName(opcode)`: opcodes are matched by name, never by number,
    /// because numbers change with every LLVM release.
    pub opcode_name: Arc<str>,
    pub flags: InstrFlags,
    /// Base slot index; `None` for debug instructions, which have none.
    pub slot: Option<SlotIndex>,
    pub operands: Vec<Operand>,
    /// `MachineInstr::print` output (with trailing newline), only exported
    /// when a printer needs it.
    #[serde(default)]
    pub text: String,
}

impl Instr {
    pub fn is_debug(&self) -> bool {
        self.flags.has(InstrFlags::DEBUG)
    }

    /// Base slot; only meaningful for non-debug instructions.
    pub fn base_slot(&self) -> SlotIndex {
        self.slot.expect("debug instructions have no slot index")
    }

    /// Every register def (explicit and implicit) of a virtual register.
    pub fn vreg_defs(&self) -> impl Iterator<Item = &Operand> {
        self.operands.iter().filter(|o| o.is_def() && o.reg.is_virtual())
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Block {
    /// `MachineBasicBlock::printName`, e.g. `bb.0.entry`.
    pub name: String,
    pub number: u32,
    /// `getMBBStartIdx`.
    pub start: SlotIndex,
    /// `getMBBLastIdx` (the slot before the end index; LLVM 22's "block end").
    pub last: SlotIndex,
    /// `getMBBEndIdx`.
    pub end: SlotIndex,
    /// Indices into `Function::instrs`.
    pub first_instr: u32,
    pub num_instrs: u32,
}

impl Block {
    pub fn instr_range(&self) -> std::ops::Range<usize> {
        let b = self.first_instr as usize;
        b..b + self.num_instrs as usize
    }
}

/// Subtarget and function facts that bound occupancy.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TargetFacts {
    pub cpu: String,
    /// Subtarget feature string as given (`+xnack,...`): XNACK "any" is only
    /// visible here, not in the feature bits.
    pub feature_string: String,
    /// Names of the enabled subtarget features.
    pub features: Vec<String>,
    /// String function attributes relevant to occupancy (`amdgpu-*`).
    pub attrs: Vec<(String, String)>,
    pub calling_conv: u32,
    pub is_entry: bool,
    /// `machineFunctionInfo` as MIR YAML (occupancy, ldsSize, memoryBound...).
    pub mfi_yaml: String,
}

impl TargetFacts {
    pub fn has_feature(&self, name: &str) -> bool {
        self.features.iter().any(|f| f == name)
    }

    pub fn attr(&self, key: &str) -> Option<&str> {
        self.attrs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

/// One machine function after LiveIntervals.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Function {
    pub name: String,
    pub target: TargetFacts,
    pub blocks: Vec<Block>,
    pub instrs: Vec<Instr>,
    /// Indexed by virtual register index (`Register::virtReg2Index`);
    /// `MRI.getNumVirtRegs()` entries. `None` for a vreg without a class.
    pub vregs: Vec<Option<VRegInfo>>,
    /// Memory facts per instruction, parallel to `instrs`; empty when
    /// the snapshot predates them (then nothing is known about any
    /// access).
    #[serde(default)]
    pub mem: Vec<InstrMemory>,
    /// Every physical register an operand names; empty in older snapshots.
    #[serde(default)]
    pub phys_regs: BTreeMap<u32, PhysRegInfo>,
    /// The functions its calls name, each once; exported with the
    /// physical registers. A caller's registers include its callees'.
    #[serde(default)]
    pub callees: Vec<String>,
    /// Whether some call names no function (an indirect call).
    #[serde(default)]
    pub calls_unnamed: bool,
}

impl Function {
    pub fn vreg(&self, index: u32) -> &VRegInfo {
        self.vregs[index as usize]
            .as_ref()
            .expect("virtual register without a register class")
    }

    pub fn block_instrs(&self, b: &Block) -> &[Instr] {
        &self.instrs[b.instr_range()]
    }

    /// Memory operands of `instrs[range]`, if the snapshot has them.
    pub fn mem_operands(&self, range: std::ops::Range<usize>) -> Option<&[InstrMemory]> {
        (self.mem.len() == self.instrs.len()).then(|| &self.mem[range])
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("snapshot serialises")
    }

    pub fn from_json(text: &str) -> Result<Function, serde_json::Error> {
        serde_json::from_str(text)
    }
}
