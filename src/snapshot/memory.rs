//! Memory operands and physical-register facts: what an independent check
//! needs to decide for itself whether two accesses may touch the same
//! memory or the same register, without asking LLVM's alias analysis or
//! its DAG.

use super::Operand;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemFlags(pub u32);

impl MemFlags {
    pub const LOAD: u32 = 1 << 0;
    pub const STORE: u32 = 1 << 1;
    pub const VOLATILE: u32 = 1 << 2;
    pub const NONTEMPORAL: u32 = 1 << 3;
    pub const DEREFERENCEABLE: u32 = 1 << 4;
    pub const INVARIANT: u32 = 1 << 5;
    /// Any atomic ordering (unordered included).
    pub const ATOMIC: u32 = 1 << 6;
    /// Volatile, or atomic stronger than unordered (`!isUnordered()`).
    pub const ORDERED: u32 = 1 << 7;
    /// `MemOperand::size` is the access size.
    pub const SIZE_KNOWN: u32 = 1 << 8;
    /// The base is a pseudo source value that is never written
    /// (`PseudoSourceValue::isConstant`, e.g. the constant pool).
    pub const PSV_CONSTANT: u32 = 1 << 9;

    pub fn has(self, bit: u32) -> bool {
        self.0 & bit != 0
    }
}

/// Where an access is based. Ids are only comparable within one function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MemBase {
    /// Nothing known (no value, or an `undef` pointer, each use of which may
    /// differ).
    Unknown,
    /// An IR pointer value, after constant-index GEPs.
    Value(u32),
    /// A `PseudoSourceValue` (stack slot, constant pool, ...).
    Pseudo(u32),
}

/// One `!alias.scope` or `!noalias` entry: a scope and its domain, as ids of
/// the metadata nodes. `domain` is `u32::MAX` for a scope without one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AliasScope {
    pub scope: u32,
    pub domain: u32,
}

/// A `MachineMemOperand`: the access covers `size` bytes from
/// `base + offset`, address arithmetic wrapping at `index_bits`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemOperand {
    pub flags: MemFlags,
    pub addr_space: u32,
    /// Bytes; meaningful only with [`MemFlags::SIZE_KNOWN`].
    pub size: u64,
    pub offset: i64,
    pub base: MemBase,
    pub index_bits: u32,
    /// `!alias.scope`.
    #[serde(default)]
    pub scopes: Vec<AliasScope>,
    /// `!noalias`.
    #[serde(default)]
    pub noalias: Vec<AliasScope>,
    /// A variable GEP index between the base and the address.
    #[serde(default)]
    pub index: Option<MemIndex>,
}

/// The address is `base + offset + scale * value`, `value` an integer IR
/// value (by id, comparable within one function) taken at the index width.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemIndex {
    pub value: u32,
    pub scale: i64,
    /// `[min, max]` when the IR states a range for the value (range
    /// attribute, `!range`).
    pub range: Option<(i64, i64)>,
}

/// How the instruction computes its address, from the target
/// (`TII->getMemOperandsWithOffsetWidth`): from the base registers plus
/// `offset`, `width` bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemAddress {
    pub base: Vec<Operand>,
    pub offset: i64,
    pub width: u64,
}

/// Everything known about one instruction's memory accesses.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstrMemory {
    /// Its `MachineMemOperand`s.
    pub operands: Vec<MemOperand>,
    #[serde(default)]
    pub address: Option<MemAddress>,
}

impl MemOperand {
    pub fn is_load(&self) -> bool {
        self.flags.has(MemFlags::LOAD)
    }
    pub fn is_store(&self) -> bool {
        self.flags.has(MemFlags::STORE)
    }
    pub fn size(&self) -> Option<u64> {
        self.flags.has(MemFlags::SIZE_KNOWN).then_some(self.size)
    }
}

/// A physical register some operand of the function names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhysRegInfo {
    /// `MCRegUnit`s, sorted: two registers alias iff they share a unit.
    pub units: Vec<u32>,
    /// `MRI.isConstantPhysReg`: reads always see the same value and writes
    /// are discarded.
    pub constant: bool,
    /// The register file and width of an allocatable register (one the
    /// allocator could otherwise hand out); `None` for reserved registers
    /// and those without a register-file class.
    #[serde(default)]
    pub file: Option<PhysFile>,
    /// LLVM's name for it ("VGPR31", "VGPR0_VGPR1"): which registers of
    /// its file it is (see [`crate::pressure::named_registers`]).
    #[serde(default)]
    pub name: String,
}

/// What a live physical register takes from the allocator's files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhysFile {
    pub kind: super::RegKind,
    pub size_bits: u32,
}

impl PhysRegInfo {
    pub fn overlaps(&self, other: &PhysRegInfo) -> bool {
        let (mut i, mut j) = (0, 0);
        while i < self.units.len() && j < other.units.len() {
            match self.units[i].cmp(&other.units[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => return true,
            }
        }
        false
    }
}
