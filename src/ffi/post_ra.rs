//! FFI for the post-RA guard: one block's two orders in, a verdict out.

use super::convert::{part, slice, target_facts};
use super::guarded;
use super::sys::*;
use crate::post_ra::guard::judge;
use crate::post_ra::{LateBlock, LateInstr, LateOperand, LateReg, LateValue};
use rustc_hash::FxHashMap;

/// # Safety
/// `block` is a block the shim built and keeps alive for the call;
/// `restore` and `reason` are the shim's out-parameters.
#[no_mangle]
pub unsafe extern "C" fn gcnrs_post_ra_judge(
    block: *const GcnrsLateBlock,
    restore: *mut u8,
    reason: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(reason, || {
        // SAFETY: the shim passes a valid block (or null, refused here).
        let b = unsafe { block.as_ref() }.ok_or("post-RA guard: no block")?;
        let mem_latency = (b.mem_latency != 0).then_some(b.mem_latency);
        // SAFETY: as above; every array lives as long as `b`.
        let late = unsafe { late_block(b) }?;
        let verdict = judge(&late, mem_latency)?;
        if !restore.is_null() {
            // SAFETY: the shim's out-parameter.
            unsafe { *restore = u8::from(verdict.restore) };
        }
        Ok(verdict.to_string())
    })
}

/// # Safety
/// `b` must be a valid block built by the shim.
unsafe fn late_block(b: &GcnrsLateBlock) -> Result<LateBlock, String> {
    let operands = slice(b.operands, b.num_operands);
    let units = slice(b.units, b.num_units);
    let mut instrs = Vec::with_capacity(b.num_instrs);
    for mi in slice(b.instrs, b.num_instrs) {
        let ops = part(operands, mi.first_operand, mi.num_operands, "post-RA operand")?;
        instrs.push(LateInstr {
            opcode_name: if mi.opcode_name.is_null() {
                String::new()
            } else {
                std::ffi::CStr::from_ptr(mi.opcode_name).to_string_lossy().into_owned()
            },
            meta: mi.flags & (GCNRS_MI_META | GCNRS_MI_DEBUG) as u32 != 0,
            debug: mi.flags & GCNRS_MI_DEBUG as u32 != 0,
            operands: ops.iter().map(operand).collect(),
            group: mi.group,
        });
    }
    let mut regs = FxHashMap::default();
    for r in slice(b.regs, b.num_regs) {
        let name = if r.name.is_null() { String::new() } else { std::ffi::CStr::from_ptr(r.name).to_string_lossy().into_owned() };
        let units = part(units, r.first_unit, r.num_units, "post-RA register unit")?.to_vec();
        regs.insert(r.reg, LateReg { name, units });
    }
    Ok(LateBlock {
        target: target_facts(&b.target),
        in_loop: b.in_loop != 0,
        whole_loop: b.whole_loop != 0,
        instrs,
        scheduled: slice(b.scheduled, b.num_scheduled).to_vec(),
        regs,
    })
}

fn operand(o: &GcnrsLateOperand) -> LateOperand {
    let value = if o.flags & GCNRS_LATE_REG as u32 != 0 {
        LateValue::Reg(o.reg)
    } else if o.flags & GCNRS_LATE_IMM as u32 != 0 {
        LateValue::Imm(o.imm)
    } else {
        LateValue::Other
    };
    LateOperand {
        value,
        def: o.flags & GCNRS_OP_DEF as u32 != 0,
        implicit: o.flags & GCNRS_OP_IMPLICIT as u32 != 0,
    }
}
