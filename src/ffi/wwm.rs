//! FFI for WWM pre-allocation (`cpp-shim/wwm_prealloc.cpp`): the export is
//! copied once, then the shim drives the session's command loop.

use super::convert::slice;
use super::funcinfo::text;
use super::guarded;
use super::sys::*;
use crate::snapshot::Reg;
use crate::wwm::choose::{Candidate, Interference};
use crate::wwm::function::{WwmBlock, WwmFunction, WwmInstr, WwmVReg};
use crate::wwm::session::mir_name;
use crate::wwm::shadow::{self, Observed};
use crate::wwm::{Session, Step};

/// The opaque `GcnrsWwmSession` handed to C++.
pub struct WwmSession(Session);

fn range<T>(all: &[T], first: u32, n: u32, what: &str) -> Result<std::ops::Range<usize>, String> {
    let r = first as usize..first as usize + n as usize;
    if r.end > all.len() {
        return Err(format!("{what} index out of bounds"));
    }
    Ok(r)
}

/// # Safety
/// `f` must be a valid export built by the shim.
unsafe fn function(f: *const GcnrsWwmFunction) -> Result<WwmFunction, String> {
    let f = f.as_ref().ok_or("null WWM export")?;
    let instrs = slice(f.instrs, f.num_instrs);
    let defs = slice(f.defs, f.num_defs);
    let succs = slice(f.succs, f.num_succs);
    let nblocks = f.num_blocks;
    let mut blocks = Vec::with_capacity(nblocks);
    for b in slice(f.blocks, f.num_blocks) {
        let mut out = Vec::with_capacity(b.num_instrs as usize);
        for i in &instrs[range(instrs, b.first_instr, b.num_instrs, "instruction")?] {
            out.push(WwmInstr {
                opcode_name: text(&i.opcode_name)?,
                defs: defs[range(defs, i.first_def, i.num_defs, "def")?]
                    .iter()
                    .map(|o| if o.flags & GCNRS_OP_VIRTUAL != 0 { Reg::Virt(o.reg) } else { Reg::Phys(o.reg) })
                    .collect(),
            });
        }
        let s = &succs[range(succs, b.first_succ, b.num_succs, "successor")?];
        if s.iter().any(|&x| x as usize >= nblocks) {
            return Err("successor block out of bounds".into());
        }
        blocks.push(WwmBlock { number: b.number, instrs: out, succs: s.iter().map(|&x| x as usize).collect() });
    }
    let vregs = slice(f.vregs, f.num_vregs)
        .iter()
        .map(|v| {
            Ok(WwmVReg {
                class_name: text(&v.class_name)?.to_lowercase(),
                tsflags: (v.has_class != 0).then_some(v.tsflags),
                assigned: v.assigned != 0,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(WwmFunction {
        name: text(&f.name)?,
        blocks,
        vregs,
        prealloc_sgpr_spill_vgprs: f.prealloc_sgpr_spill_vgprs != 0,
        mfi_yaml: text(&f.mfi_yaml)?,
    })
}

unsafe fn session<'a>(s: *mut GcnrsWwmSession) -> Result<&'a mut Session, String> {
    (s as *mut WwmSession).as_mut().map(|w| &mut w.0).ok_or_else(|| "null WWM session".to_string())
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_begin(
    f: *const GcnrsWwmFunction,
    out: *mut *mut GcnrsWwmSession,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        if out.is_null() {
            return Err("null session out-pointer".into());
        }
        // SAFETY: the shim passes an export valid for the call.
        let func = unsafe { function(f) }?;
        let boxed = Box::new(WwmSession(Session::new(func)));
        // SAFETY: `out` checked above.
        unsafe { *out = Box::into_raw(boxed) as *mut GcnrsWwmSession };
        Ok(String::new())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_next(
    s: *mut GcnrsWwmSession,
    step: *mut GcnrsWwmStep,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        // SAFETY: a session from gcnrs_wwm_begin, not yet ended.
        let s = unsafe { session(s) }?;
        // SAFETY: plain out-parameter.
        let step = unsafe { step.as_mut() }.ok_or("null step")?;
        *step = match s.next_step()? {
            Step::Done => GcnrsWwmStep { kind: GCNRS_WWM_DONE, ..Default::default() },
            Step::Candidates { vreg } => GcnrsWwmStep { kind: GCNRS_WWM_CANDIDATES, vreg, ..Default::default() },
            Step::Interference { vreg, phys } => {
                GcnrsWwmStep { kind: GCNRS_WWM_INTERFERENCE, vreg, phys, ..Default::default() }
            }
            Step::Assign { vreg, phys } => GcnrsWwmStep { kind: GCNRS_WWM_ASSIGN, vreg, phys, ..Default::default() },
            Step::Describe { block, instr } => GcnrsWwmStep {
                kind: GCNRS_WWM_DESCRIBE,
                block: block as u32,
                instr: instr as u32,
                ..Default::default()
            },
        };
        Ok(String::new())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_candidates(
    s: *mut GcnrsWwmSession,
    c: *const GcnrsWwmCandidate,
    n: usize,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        // SAFETY: as above; `c` holds `n` candidates for the call.
        let (s, c) = unsafe { (session(s)?, slice(c, n)) };
        let cands = c
            .iter()
            .map(|c| {
                // SAFETY: names point into LLVM's static register name table.
                Ok(Candidate { phys: c.phys, name: mir_name(&unsafe { text(&c.name) }?), used: c.used != 0 })
            })
            .collect::<Result<Vec<_>, String>>()?;
        s.candidates(cands).map(|()| String::new())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_interference(
    s: *mut GcnrsWwmSession,
    kind: u32,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        // SAFETY: as above.
        let s = unsafe { session(s) }?;
        let k = match kind {
            GCNRS_WWM_FREE => Interference::Free,
            GCNRS_WWM_IK_VIRTREG => Interference::VirtReg,
            GCNRS_WWM_IK_REGUNIT => Interference::RegUnit,
            GCNRS_WWM_IK_REGMASK => Interference::RegMask,
            k => return Err(format!("unknown interference kind {k}")),
        };
        s.interference(k).map(|()| String::new())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_describe(
    s: *mut GcnrsWwmSession,
    instr_text: GcnrsStr,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        // SAFETY: as above.
        let (s, t) = unsafe { (session(s)?, text(&instr_text)?) };
        s.describe(&t).map(|()| String::new())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_reserve(
    s: *mut GcnrsWwmSession,
    yaml: GcnrsStr,
    edited: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(edited, || {
        // SAFETY: as above.
        let (s, yaml) = unsafe { (session(s)?, text(&yaml)?) };
        s.reserve_text(&yaml)
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_shadow_report(
    s: *mut GcnrsWwmSession,
    obs: *const GcnrsWwmObserved,
    n: usize,
    yaml_after: GcnrsStr,
    agree: *mut u8,
    report: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(report, || {
        // SAFETY: as above.
        let (s, obs, after) = unsafe { (session(s)?, slice(obs, n), text(&yaml_after)?) };
        let observed = obs
            .iter()
            .map(|o| {
                // SAFETY: register names from LLVM's static table.
                let (ours, llvm) = unsafe { (text(&o.ours)?, text(&o.llvm)?) };
                Ok(Observed {
                    vreg: o.vreg,
                    ours: mir_name(&ours),
                    llvm: (o.llvm_virtual == 0).then(|| mir_name(&llvm)),
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        let (ok, text) = shadow::report(s, &observed, &after)?;
        // SAFETY: plain out-parameter (may be null).
        if let Some(a) = unsafe { agree.as_mut() } {
            *a = ok as u8;
        }
        Ok(text)
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_wwm_end(s: *mut GcnrsWwmSession) {
    if s.is_null() {
        return;
    }
    // SAFETY: from Box::into_raw in gcnrs_wwm_begin, ended once.
    let _ = std::panic::catch_unwind(|| unsafe { drop(Box::from_raw(s as *mut WwmSession)) });
}
