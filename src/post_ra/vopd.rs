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

/// The VGPR number in each component operand slot of `mi` (destination,
/// then its explicit sources in order; a literal holds its slot).
fn vgpr_slots(b: &LateBlock, mi: &LateInstr) -> [Option<u32>; 4] {
    let mut slots = [None; 4];
    for (slot, op) in mi.operands.iter().filter(|op| !op.implicit).take(4).enumerate() {
        if let LateValue::Reg(r) = op.value {
            slots[slot] = b.regs.get(&r).and_then(|r| r.vector_index());
        }
    }
    slots
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
    let (Some(h1), Some(h2)) = (half(&first.opcode_name), half(&second.opcode_name)) else {
        return false;
    };
    if h1 == Half::YOnly && h2 == Half::YOnly {
        return false;
    }
    // The second reads the old values: it must not read what the first writes.
    let reads_written = regs_of(second, false)
        .any(|r| regs_of(first, true).any(|w| b.units(w).iter().any(|u| b.units(r).contains(u))));
    if reads_written {
        return false;
    }
    // The scalar budget: literals and scalar registers read.
    let mut literals: Vec<i64> = Vec::new();
    let mut scalars: Vec<u32> = Vec::new();
    for mi in [first, second] {
        let explicit: Vec<_> = mi.operands.iter().filter(|op| !op.implicit).collect();
        if let Some(src0) = explicit.get(1) {
            match src0.value {
                LateValue::Reg(r) if b.regs.get(&r).and_then(|r| r.vector_index()).is_none() => {
                    if !scalars.contains(&r) {
                        scalars.push(r);
                    }
                }
                LateValue::Imm(v) if !inline_constant(v) && !literals.contains(&v) => literals.push(v),
                _ => {}
            }
        }
        if literal_form(&mi.opcode_name) {
            if let Some(k) = explicit.iter().skip(2).find_map(|op| match op.value {
                LateValue::Imm(v) => Some(v),
                _ => None,
            }) {
                if !literals.contains(&k) {
                    literals.push(k);
                }
            }
        }
        let reads_vcc = mi.operands.iter().any(|op| {
            op.implicit
                && !op.def
                && matches!(op.value, LateValue::Reg(r) if b.regs.get(&r).is_some_and(|r| r.name.starts_with("VCC")))
        });
        if reads_vcc {
            scalars.push(u32::MAX);
        }
    }
    if literals.len() > 1 || literals.len() + scalars.len() > 2 {
        return false;
    }
    // Register banks.
    let (x, y) = (vgpr_slots(b, first), vgpr_slots(b, second));
    let two_moves = gfx12 && &*first.opcode_name == "V_MOV_B32_e32" && &*second.opcode_name == "V_MOV_B32_e32";
    let checked = if two_moves { 1 } else { 4 };
    (0..checked).all(|k| match (x[k], y[k]) {
        (Some(a), Some(c)) => a & BANK_MASKS[k] != c & BANK_MASKS[k],
        _ => true,
    })
}

/// The instructions of `order` (indices into `b.instrs`) that start a
/// fused pair with the next one, walking as `GCNCreateVOPD` does: a pair
/// consumes both, a debug instruction is stepped over, a bundle never
/// pairs.
pub fn pair_starts(b: &LateBlock, gfx12: bool, order: &[usize]) -> Vec<bool> {
    let mut starts = vec![false; order.len()];
    // Most instructions have no VOPD half: tell them by name once.
    let capable: Vec<bool> = order.iter().map(|&i| half(&b.instrs[i].opcode_name).is_some()).collect();
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
        if j < order.len()
            && capable[i]
            && capable[j]
            && alone(i)
            && alone(j)
            && fuses(b, gfx12, &b.instrs[order[i]], &b.instrs[order[j]])
        {
            starts[i] = true;
            i = j + 1;
        } else {
            i = j;
        }
    }
    starts
}
