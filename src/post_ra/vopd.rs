//! Which adjacent instructions `GCNCreateVOPD` will fuse into one VOPD
//! instruction, predicted on allocated code.
//!
//! The pass runs after the post-RA scheduler and block placement and
//! before the waitcnt pass, so what decides a pair is the order the
//! post-RA guard weighs: it walks a block once and fuses each instruction
//! with the next when both have a VOPD half and the pair obeys the
//! register rules (RDNA3 ISA "VOPD"; `checkVOPDRegConstraints` in LLVM):
//! - the second must not read what the first writes;
//! - no two destinations in the same of 2 VGPR banks (even/odd), no two
//!   `src0` or `vsrc1` in the same of 4 banks, no two third sources (the
//!   accumulator of fmac, the VGPR of fmamk) in the same of 2;
//! - at most one distinct literal, and literals plus distinct scalar
//!   registers (VCC of cndmask included) at most two.
//!
//! gfx12 reads two moves' sources through different ports, so two
//! `v_mov_b32` pair whatever their source banks.

use super::{LateBlock, LateInstr, LateValue};

/// Which half of a VOPD instruction an operation may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Half {
    Either,
    /// Only the second half (`OpY`): the integer add, shift and and.
    YOnly,
}

/// MIR opcodes with a VOPD form (the VOP1/VOP2 encodings only: a VOP3
/// operation has none before gfx1250's VOPD3).
fn half(opcode: &str) -> Option<Half> {
    match opcode {
        "V_FMAC_F32_e32" | "V_FMAAK_F32" | "V_FMAMK_F32" | "V_MUL_F32_e32" | "V_ADD_F32_e32" | "V_SUB_F32_e32"
        | "V_SUBREV_F32_e32" | "V_MUL_LEGACY_F32_e32" | "V_MOV_B32_e32" | "V_CNDMASK_B32_e32" | "V_MAX_F32_e32"
        | "V_MIN_F32_e32" | "V_MAX_NUM_F32_e32" | "V_MIN_NUM_F32_e32" | "V_DOT2C_F32_F16_e32"
        | "V_DOT2C_F32_BF16_e32" => Some(Half::Either),
        "V_ADD_U32_e32" | "V_LSHLREV_B32_e32" | "V_AND_B32_e32" => Some(Half::YOnly),
        _ => None,
    }
}

/// Whether an operation has a VOPD form (either half).
pub fn capable(opcode: &str) -> bool {
    half(opcode).is_some()
}

/// Operations whose constant is a mandatory literal (the `K` of
/// fmaak/fmamk), whatever its value.
fn literal_form(opcode: &str) -> bool {
    matches!(opcode, "V_FMAAK_F32" | "V_FMAMK_F32")
}

/// A 32-bit operand value the hardware encodes inline (no literal): the
/// integers -16..64 and the float constants ±0.5, ±1, ±2, ±4 and 1/(2π).
fn inline_constant(v: i64) -> bool {
    if (-16..=64).contains(&v) {
        return true;
    }
    let Ok(bits) = u32::try_from(v).or_else(|_| i32::try_from(v).map(|x| x as u32)) else {
        return false;
    };
    matches!(
        bits,
        0x3f00_0000 | 0xbf00_0000 | 0x3f80_0000 | 0xbf80_0000 | 0x4000_0000 | 0xc000_0000 | 0x4080_0000 | 0xc080_0000
            | 0x3e22_f983
    )
}

/// Bank masks per component operand (destination, src0, vsrc1, third
/// source): 2 banks for the destination and the third source, 4 for the
/// others.
const BANK_MASKS: [u32; 4] = [1, 3, 3, 1];

/// What the pairing rules read of one VOPD-capable instruction, gathered
/// once: a block's walks ask about the same instructions many times.
#[derive(Clone, Debug)]
pub struct HalfOperands {
    half: Half,
    is_mov: bool,
    /// The VGPR number in each component operand slot (destination, then
    /// the explicit sources in order; a literal holds its slot).
    slots: [Option<u32>; 4],
    /// A scalar register read as `src0` (VCC read by cndmask is `u32::MAX`).
    scalars: [Option<u32>; 2],
    /// The distinct literals it needs (a non-inline `src0`, fmaak's or
    /// fmamk's `K`).
    literals: [Option<i64>; 2],
    reads: Vec<u32>,
    writes: Vec<u32>,
}

impl HalfOperands {
    /// None for an instruction without a VOPD form.
    pub fn of(b: &LateBlock, mi: &LateInstr) -> Option<HalfOperands> {
        let half = half(&mi.opcode_name)?;
        let explicit: Vec<_> = mi.operands.iter().filter(|op| !op.implicit).collect();
        let mut slots = [None; 4];
        for (slot, op) in explicit.iter().take(4).enumerate() {
            if let LateValue::Reg(r) = op.value {
                slots[slot] = b.regs.get(&r).and_then(|r| r.vector_index());
            }
        }
        let mut scalars = [None; 2];
        let mut literals = [None; 2];
        if let Some(src0) = explicit.get(1) {
            match src0.value {
                LateValue::Reg(r) if b.regs.get(&r).and_then(|r| r.vector_index()).is_none() => scalars[0] = Some(r),
                LateValue::Imm(v) if !inline_constant(v) => literals[0] = Some(v),
                _ => {}
            }
        }
        if literal_form(&mi.opcode_name) {
            literals[1] = explicit.iter().skip(2).find_map(|op| match op.value {
                LateValue::Imm(v) => Some(v),
                _ => None,
            });
        }
        let reads_vcc = mi.operands.iter().any(|op| {
            op.implicit
                && !op.def
                && matches!(op.value, LateValue::Reg(r) if b.regs.get(&r).is_some_and(|r| r.name.starts_with("VCC")))
        });
        if reads_vcc {
            scalars[1] = Some(u32::MAX);
        }
        let units = |def: bool| regs_of(mi, def).flat_map(|r| b.units(r).iter().copied()).collect();
        Some(HalfOperands {
            half,
            is_mov: &*mi.opcode_name == "V_MOV_B32_e32",
            slots,
            scalars,
            literals,
            reads: units(false),
            writes: units(true),
        })
    }

    /// Whether `self` and `second`, adjacent in that order, fuse.
    pub fn fuses(&self, second: &HalfOperands, gfx12: bool) -> bool {
        if self.half == Half::YOnly && second.half == Half::YOnly {
            return false;
        }
        // Register banks first: the cheapest rule, and the one most pairs
        // a walk asks about fail.
        let checked = if gfx12 && self.is_mov && second.is_mov { 1 } else { 4 };
        let banks_apart = (0..checked).all(|k| match (self.slots[k], second.slots[k]) {
            (Some(a), Some(c)) => a & BANK_MASKS[k] != c & BANK_MASKS[k],
            _ => true,
        });
        if !banks_apart {
            return false;
        }
        // The second reads the old values: it must not read what the first
        // writes.
        if second.reads.iter().any(|u| self.writes.contains(u)) {
            return false;
        }
        // The scalar budget: distinct literals and scalar registers read.
        let mut literals: [Option<i64>; 4] = [None; 4];
        let mut n_literals = 0;
        for v in self.literals.iter().chain(&second.literals).flatten() {
            if !literals[..n_literals].contains(&Some(*v)) {
                literals[n_literals] = Some(*v);
                n_literals += 1;
            }
        }
        let mut scalars: [Option<u32>; 4] = [None; 4];
        let mut n_scalars = 0;
        for (k, r) in self.scalars.iter().chain(&second.scalars).enumerate() {
            let Some(r) = *r else { continue };
            // Each read of VCC counts (the second slot); a register read as
            // src0 by both counts once.
            if k % 2 == 1 || !scalars[..n_scalars].contains(&Some(r)) {
                scalars[n_scalars] = Some(r);
                n_scalars += 1;
            }
        }
        n_literals <= 1 && n_literals + n_scalars <= 2
    }
}

/// The registers `mi` writes (`def`) or reads.
fn regs_of(mi: &LateInstr, def: bool) -> impl Iterator<Item = u32> + '_ {
    mi.operands.iter().filter(move |op| op.def == def).filter_map(|op| match op.value {
        LateValue::Reg(r) => Some(r),
        _ => None,
    })
}

/// Whether `first` and `second`, adjacent in that order, fuse.
pub fn fuses(b: &LateBlock, gfx12: bool, first: &LateInstr, second: &LateInstr) -> bool {
    match (HalfOperands::of(b, first), HalfOperands::of(b, second)) {
        (Some(x), Some(y)) => x.fuses(&y, gfx12),
        _ => false,
    }
}

/// The pairing rules over one block: every instruction's operands read
/// once, then asked about in any order.
pub struct Pairing<'a> {
    block: &'a LateBlock,
    pub gfx12: bool,
    halves: Vec<Option<HalfOperands>>,
}

impl<'a> Pairing<'a> {
    pub fn new(block: &'a LateBlock, gfx12: bool) -> Pairing<'a> {
        let halves = block.instrs.iter().map(|mi| HalfOperands::of(block, mi)).collect();
        Pairing { block, gfx12, halves }
    }

    pub fn block(&self) -> &'a LateBlock {
        self.block
    }

    /// Whether instruction `i` has a VOPD form.
    pub fn capable(&self, i: usize) -> bool {
        self.halves[i].is_some()
    }

    /// Whether instructions `i` and `j`, adjacent in that order, fuse.
    pub fn fuses(&self, i: usize, j: usize) -> bool {
        match (&self.halves[i], &self.halves[j]) {
            (Some(x), Some(y)) => x.fuses(y, self.gfx12),
            _ => false,
        }
    }

    /// The instructions of `order` (indices into the block) that start a
    /// fused pair with the next one, walking as `GCNCreateVOPD` does: a
    /// pair consumes both, a debug instruction is stepped over, a bundle
    /// never pairs.
    pub fn pair_starts(&self, order: &[usize]) -> Vec<bool> {
        let b = self.block;
        let mut starts = vec![false; order.len()];
        let alone = |i: usize| {
            let g = b.instrs[order[i]].group;
            let before = i > 0 && b.instrs[order[i - 1]].group == g;
            let after = i + 1 < order.len() && b.instrs[order[i + 1]].group == g;
            !before && !after
        };
        let mut i = 0;
        while i < order.len() {
            if b.instrs[order[i]].debug {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < order.len() && b.instrs[order[j]].debug {
                j += 1;
            }
            if j < order.len() && self.fuses(order[i], order[j]) && alone(i) && alone(j) {
                starts[i] = true;
                i = j + 1;
            } else {
                i = j;
            }
        }
        starts
    }

    /// How many pairs `order` fuses.
    pub fn pairs(&self, order: &[usize]) -> usize {
        self.pair_starts(order).iter().filter(|&&p| p).count()
    }
}

/// [`Pairing::pair_starts`] for one order.
pub fn pair_starts(b: &LateBlock, gfx12: bool, order: &[usize]) -> Vec<bool> {
    Pairing::new(b, gfx12).pair_starts(order)
}
