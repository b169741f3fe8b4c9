//! FFI for the post-RA guard: one block's two orders in, a verdict out.

use super::convert::{gstr, part, slice, target_facts};
use super::guarded;
use super::sys::*;
use crate::post_ra::guard::Judge;
use crate::post_ra::{LateBlock, LateInstr, LateOperand, LateReg, LateValue};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::sync::Arc;

/// What identifies the function a judge was made for: its target, its
/// machine function info and the memory latency.
struct JudgeKey {
    cpu: String,
    feature_string: String,
    mfi_yaml: String,
    mem_latency: u32,
}

impl JudgeKey {
    /// # Safety
    /// `b` must be a valid block built by the shim.
    unsafe fn of(b: &GcnrsLateBlock) -> JudgeKey {
        JudgeKey {
            cpu: gstr(&b.target.cpu),
            feature_string: gstr(&b.target.feature_string),
            mfi_yaml: gstr(&b.target.mfi_yaml),
            mem_latency: b.mem_latency,
        }
    }

    /// Whether `b` belongs to the function this key names, compared in
    /// place: most blocks do, and copying the function info for each would
    /// cost as much as the comparison.
    ///
    /// # Safety
    /// `b` must be a valid block built by the shim.
    unsafe fn is_for(&self, b: &GcnrsLateBlock) -> bool {
        let bytes = |s: &GcnrsStr| slice(s.ptr as *const u8, s.len);
        self.mem_latency == b.mem_latency
            && self.cpu.as_bytes() == bytes(&b.target.cpu)
            && self.feature_string.as_bytes() == bytes(&b.target.feature_string)
            && self.mfi_yaml.as_bytes() == bytes(&b.target.mfi_yaml)
    }
}

thread_local! {
    /// The judge of the function whose blocks are being asked about: llc
    /// asks about each block in turn, and reading the target's features
    /// and the function info once per block cost more than the estimates.
    static JUDGE: RefCell<Option<(JudgeKey, Judge)>> = const { RefCell::new(None) };
}

/// # Safety
/// `block` is a block the shim built and keeps alive for the call;
/// `order` has room for `block.num_scheduled` groups; `apply` and `reason`
/// are the shim's out-parameters.
#[no_mangle]
pub unsafe extern "C" fn gcnrs_post_ra_judge(
    block: *const GcnrsLateBlock,
    order: *mut u32,
    apply: *mut u8,
    reason: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(reason, || {
        // SAFETY: the shim passes a valid block (or null, refused here).
        let b = unsafe { block.as_ref() }.ok_or("post-RA guard: no block")?;
        // SAFETY: as above; every array lives as long as `b`.
        let late = unsafe { late_block(b) }?;
        let verdict = JUDGE.with(|cell| -> Result<_, String> {
            let mut cached = cell.borrow_mut();
            // SAFETY: the strings live as long as `b`.
            if cached.as_ref().is_none_or(|(k, _)| !unsafe { k.is_for(b) }) {
                let mem_latency = (b.mem_latency != 0).then_some(b.mem_latency);
                // SAFETY: the target lives as long as `b`.
                let judge = Judge::new(&unsafe { target_facts(&b.target) }, mem_latency)?;
                // SAFETY: as above.
                *cached = Some((unsafe { JudgeKey::of(b) }, judge));
            }
            cached.as_mut().expect("just made").1.judge(&late)
        })?;
        // SAFETY: the name lives as long as `b`.
        let name = unsafe { gstr(&b.name) };
        tracing::debug!(target: "gcnrs::post_ra", "{name}: {verdict}");
        let groups = verdict.order().map(|o| groups_of(&late, o));
        if let Some(g) = &groups {
            if g.len() != b.num_scheduled {
                return Err(format!("post-RA guard: {name}: the chosen order has {} groups of {}", g.len(), b.num_scheduled));
            }
        }
        if !apply.is_null() {
            // SAFETY: the shim's out-parameter.
            unsafe { *apply = u8::from(groups.is_some()) };
        }
        if let (Some(g), false) = (&groups, order.is_null()) {
            // SAFETY: the shim gives room for every group.
            unsafe { std::ptr::copy_nonoverlapping(g.as_ptr(), order, g.len()) };
        }
        // The shim remarks only on an order it applies: the text of a
        // verdict that keeps the post-RA order is never read.
        Ok(if groups.is_some() { verdict.to_string() } else { String::new() })
    })
}

/// # Safety
/// `target` is a target the shim built and keeps alive for the call;
/// `wanted` and `reason` are the shim's out-parameters.
#[no_mangle]
pub unsafe extern "C" fn gcnrs_post_ra_weighs(
    target: *const GcnrsTarget,
    everywhere: u8,
    wanted: *mut u8,
    reason: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(reason, || {
        // SAFETY: the shim passes a valid target (or null, refused here).
        let t = unsafe { target.as_ref() }.ok_or("post-RA guard: no target")?;
        // SAFETY: the strings live as long as `t`.
        let w = crate::post_ra::guard::weighs(&unsafe { target_facts(t) }, everywhere != 0)?;
        if !wanted.is_null() {
            // SAFETY: the shim's out-parameter.
            unsafe { *wanted = u8::from(w) };
        }
        Ok(String::new())
    })
}

/// The groups of an instruction order, each once, as they come.
fn groups_of(b: &LateBlock, order: &[usize]) -> Vec<u32> {
    let mut groups: Vec<u32> = Vec::new();
    for &i in order {
        let g = b.instrs[i].group;
        if groups.last() != Some(&g) {
            groups.push(g);
        }
    }
    groups
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
            opcode_name: opcode_name(mi.opcode_name),
            meta: mi.flags & (GCNRS_MI_META | GCNRS_MI_DEBUG) != 0,
            debug: mi.flags & GCNRS_MI_DEBUG != 0,
            fence: mi.flags
                & (GCNRS_MI_SCHED_BOUNDARY | GCNRS_MI_CALL | GCNRS_MI_TERMINATOR | GCNRS_MI_SIDE_EFFECTS | GCNRS_MI_BARRIER)
                != 0,
            operands: ops.iter().map(operand).collect(),
            group: mi.group,
        });
    }
    let mut regs = FxHashMap::default();
    for r in slice(b.regs, b.num_regs) {
        let name = if r.name.is_null() { String::new() } else { std::ffi::CStr::from_ptr(r.name).to_string_lossy().into_owned() };
        let units = part(units, r.first_unit, r.num_units, "post-RA register unit")?.to_vec();
        regs.insert(r.reg, LateReg::new(name, units));
    }
    Ok(LateBlock {
        in_loop: b.in_loop != 0,
        whole_loop: b.whole_loop != 0,
        repair: b.repair != 0,
        instrs,
        scheduled: slice(b.scheduled, b.num_scheduled).to_vec(),
        regs,
    })
}

thread_local! {
    /// Opcode names by the address of LLVM's static string: each is read
    /// once, not once per instruction of every block.
    static OPCODE_NAMES: RefCell<FxHashMap<usize, Arc<str>>> = RefCell::new(FxHashMap::default());
}

/// # Safety
/// `name` is null or a NUL-terminated string in LLVM's static tables.
unsafe fn opcode_name(name: *const libc::c_char) -> Arc<str> {
    if name.is_null() {
        return Arc::from("");
    }
    OPCODE_NAMES.with(|names| {
        names
            .borrow_mut()
            .entry(name as usize)
            // SAFETY: as above.
            .or_insert_with(|| Arc::from(unsafe { std::ffi::CStr::from_ptr(name) }.to_string_lossy().as_ref()))
            .clone()
    })
}

fn operand(o: &GcnrsLateOperand) -> LateOperand {
    let value = if o.flags & GCNRS_LATE_REG != 0 {
        LateValue::Reg(o.reg)
    } else if o.flags & GCNRS_LATE_IMM != 0 {
        LateValue::Imm(o.imm)
    } else {
        LateValue::Other
    };
    LateOperand {
        value,
        def: o.flags & GCNRS_OP_DEF != 0,
        implicit: o.flags & GCNRS_OP_IMPLICIT != 0,
    }
}
