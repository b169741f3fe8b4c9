//! The post-RA guard: after LLVM's post-RA scheduler has reordered a block,
//! keep its order only where the speed model does not find the order it
//! was given faster.
//!
//! `-misched=gcnrs` decides its orders before register allocation, where
//! the final code is still out of sight; the post-RA scheduler then
//! reorders each block once more, greedily, for its own latency heuristic
//! and for VOPD pairs. That second pass is where some of the biggest
//! differences between LLVM's strategies are made (`reduce_atx48_lds_u2`
//! on gfx1100: one wave's loop takes 466 clocks before it and 767 after,
//! because a loop counter's add paired with an fmac that waits for a load
//! and the second batch of loads issued a round trip later). With the
//! post-RA scheduler off altogether 447 corpus kernels get slower and 100
//! faster; per block, the model can tell which.
//!
//! The block reaches the model as allocated instructions (physical
//! registers as register units), in the order the post-RA scheduler was
//! given and in its own. [`vopd`] predicts the pairs `GCNCreateVOPD` will
//! fuse in each order, [`repair`] derives from each an order with more of
//! them (the allocation's banks decide which operations can pair, and
//! LLVM's pairing mutation finds a partner for only some), the
//! `s_waitcnt` the waitcnt pass will insert come from
//! [`crate::speed::with_waits`], and [`guard`] weighs the orders at the
//! function's occupancy under both memory-latency assumptions.

pub mod guard;
pub mod repair;
pub mod vopd;

use rustc_hash::FxHashMap;
use std::sync::Arc;

/// One operand of an allocated instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LateValue {
    /// A physical register (`MCRegister`).
    Reg(u32),
    /// An immediate, as `MachineOperand::getImm` holds it.
    Imm(i64),
    /// Anything else (a block, a global, a frame index): no register and
    /// no literal the pairing rules look at.
    Other,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LateOperand {
    pub value: LateValue,
    pub def: bool,
    pub implicit: bool,
}

impl LateOperand {
    pub fn reg(reg: u32, def: bool) -> LateOperand {
        LateOperand { value: LateValue::Reg(reg), def, implicit: false }
    }
    pub fn imm(v: i64) -> LateOperand {
        LateOperand { value: LateValue::Imm(v), def: false, implicit: false }
    }
    pub fn implicit(mut self) -> LateOperand {
        self.implicit = true;
        self
    }
}

/// An allocated instruction. A bundle's instructions share their `group`:
/// the scheduler moves the bundle as one, and `GCNCreateVOPD` sees only its
/// header, so nothing in a bundle pairs.
#[derive(Clone, Debug, PartialEq)]
pub struct LateInstr {
    /// Shared between the instructions of an opcode.
    pub opcode_name: Arc<str>,
    /// Emits no code (debug values, KILL, IMPLICIT_DEF and the like).
    pub meta: bool,
    /// A debug instruction: the pairing walk steps over it, where another
    /// instruction that emits no code still stands between two halves.
    pub debug: bool,
    /// Nothing moves across it: a scheduling boundary, a call, a
    /// terminator, an instruction with unmodelled side effects.
    pub fence: bool,
    pub operands: Vec<LateOperand>,
    pub group: u32,
}

/// What the rules need of a physical register: its name, the number of
/// its first VGPR (the VOPD bank rules read it) and its register units
/// (overlap).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LateReg {
    pub name: String,
    pub units: Vec<u32>,
    vector_index: Option<u32>,
}

impl LateReg {
    pub fn new(name: String, units: Vec<u32>) -> LateReg {
        let vector_index = vector_index(&name);
        LateReg { name, units, vector_index }
    }

    /// The number of the first VGPR (or AGPR) of a vector register; None
    /// for scalar and special registers.
    pub fn vector_index(&self) -> Option<u32> {
        self.vector_index
    }
}

/// The first vector register's number in a register's name (`VGPR12`,
/// `VGPR12_VGPR13`, `VGPR12_LO16`, `AGPR3`), read once per register.
fn vector_index(name: &str) -> Option<u32> {
    let rest = name.strip_prefix("VGPR").or_else(|| name.strip_prefix("AGPR"))?;
    let end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    rest[..end].parse().ok()
}

/// One block, in the order the post-RA scheduler was given (`instrs`) and
/// in the order it chose (`scheduled`: the groups, by number, as they now
/// stand).
#[derive(Clone, Debug)]
pub struct LateBlock {
    /// The block is in a loop: its time is a steady state, and a load the
    /// next iteration reads is paid for there.
    pub in_loop: bool,
    /// The block is the whole body of its loop, so its time is the loop's.
    /// Any other block is part of a longer stretch of code whose `L` and
    /// `U` it adds to ([`guard`] then asks for more).
    pub whole_loop: bool,
    /// Weigh the orders re-paired for VOPD ([`repair`]) too.
    pub repair: bool,
    pub instrs: Vec<LateInstr>,
    pub scheduled: Vec<u32>,
    pub regs: FxHashMap<u32, LateReg>,
}

impl LateBlock {
    /// Instruction indices in the given order.
    pub fn given_order(&self) -> Vec<usize> {
        (0..self.instrs.len()).collect()
    }

    /// Instruction indices in the scheduled order; an error unless it
    /// names every group of the block exactly once. Groups are numbered
    /// in the given order, each a run of consecutive instructions.
    pub fn scheduled_order(&self) -> Result<Vec<usize>, String> {
        // starts[g]..starts[g + 1]: the instructions of group g.
        let mut starts = Vec::with_capacity(self.scheduled.len() + 1);
        for (i, mi) in self.instrs.iter().enumerate() {
            let g = mi.group as usize;
            if g == starts.len() {
                starts.push(i);
            } else if g + 1 != starts.len() {
                return Err(format!("instruction {i} is in group {g} out of the given order"));
            }
        }
        let groups = starts.len();
        starts.push(self.instrs.len());
        let mut seen = vec![false; groups];
        let mut order = Vec::with_capacity(self.instrs.len());
        for &g in &self.scheduled {
            let g = g as usize;
            if g >= groups || std::mem::replace(&mut seen[g], true) {
                return Err(format!("scheduled order names group {g} twice or never"));
            }
            order.extend(starts[g]..starts[g + 1]);
        }
        if order.len() != self.instrs.len() {
            return Err(format!("scheduled order leaves out {} groups", seen.iter().filter(|s| !**s).count()));
        }
        Ok(order)
    }

    /// The register units of a register (none for an unknown one).
    pub fn units(&self, reg: u32) -> &[u32] {
        self.regs.get(&reg).map_or(&[], |r| &r.units[..])
    }
}

#[cfg(test)]
mod repair_tests;
#[cfg(test)]
mod tests;
