//! Which cost class an opcode belongs to, from its name alone.
//!
//! The same function reads asm mnemonics (`v_fmac_f32_e32`,
//! `global_load_b128`) and LLVM MIR opcode names (`V_FMAC_F32_e32`,
//! `GLOBAL_LOAD_DWORDX4`, `SI_SPILL_V32_SAVE`), so that the final code and
//! the pre-RA orders are costed by one table. Names are matched by
//! prefixes and fragments; an unknown vector op is a full-rate VALU op and
//! an unknown scalar one a SALU op, which is what most of them are.

use super::machine::{CostClass, MemOp};
use rustc_hash::FxHashMap;
use std::sync::Mutex;

/// Lowercase, and without the encoding suffixes that do not change the
/// cost (`_e32`, `_e64`, `_sdwa`, `_dpp`, MIR's `_vgprcd`, `_mac`...).
pub(crate) fn base_name(name: &str) -> String {
    let mut n = name.trim().to_ascii_lowercase();
    loop {
        let before = n.len();
        for suffix in [
            "_e32", "_e64", "_e64_dpp", "_sdwa", "_dpp", "_dpp8", "_vop3", "_vgprcd", "_mac", "_twoaddr",
            "_w32", "_w64", "_gfx9", "_gfx10", "_gfx11", "_gfx12", "_vi", "_pseudo", "_term",
        ] {
            if let Some(s) = n.strip_suffix(suffix) {
                n.truncate(s.len());
            }
        }
        if n.len() == before {
            return n;
        }
    }
}

const FREE: &[&str] = &[
    "s_delay_alu", "s_clause", "s_barrier", "s_barrier_signal", "s_barrier_wait", "s_setprio",
    "s_sethalt", "s_inst_prefetch", "s_set_inst_prefetch_distance", "s_code_end", "s_endpgm",
    "s_endpgm_saved", "s_ttracedata", "s_icache_inv", "s_wait_event", "s_version", "s_singleuse_vdst",
    "s_setkill", "s_incperflevel", "s_decperflevel", "implicit_def", "kill", "reg_sequence",
    "insert_subreg", "extract_subreg", "subreg_to_reg", "phi", "sched_barrier", "sched_group_barrier",
    "iglp_opt", "wave_barrier", "atomic_fence", "cfi_instruction", "eh_label", "bundle", "lifetime_start",
    "lifetime_end", "fake_use", "si_masked_unreachable", "enter_strict_wwm", "exit_strict_wwm",
    "enter_strict_wqm", "exit_strict_wqm", "enter_pseudo_wm", "exit_pseudo_wm", "soft_wqm", "strict_wwm",
    "strict_wqm", "wwm", "wqm", "si_illegal_copy", "g_implicit_def", "annotation_label", "s_nop",
];

/// The class of `name` (any case, asm or MIR spelling).
///
/// Remembered per name for the process: every function the plugin sees
/// costs its opcodes again, and matching a name against the tables below
/// takes a few thousand instructions, which in a small kernel is a
/// visible share of the scheduler pass.
pub(crate) fn classify(name: &str) -> CostClass {
    static SEEN: Mutex<Option<FxHashMap<String, CostClass>>> = Mutex::new(None);
    // A poisoned lock only means another thread panicked mid-insert; the
    // map holds finished entries alone, and classifying afresh is correct.
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    let map = seen.get_or_insert_with(FxHashMap::default);
    if let Some(&c) = map.get(name) {
        return c;
    }
    let c = classify_name(name);
    map.insert(name.to_owned(), c);
    c
}

fn classify_name(name: &str) -> CostClass {
    let n = base_name(name);
    let n = n.as_str();
    if n.starts_with("dbg_") || n.starts_with("pseudo_probe") {
        return CostClass::Free;
    }
    if n == "s_nop" {
        return CostClass::Nop;
    }
    if n.starts_with("s_waitcnt") || n.starts_with("s_wait_") {
        return CostClass::Waitcnt;
    }
    if FREE.contains(&n) {
        return CostClass::Free;
    }
    if n == "copy" || n == "v_mov_b32" || n == "av_mov_b32_imm_pseudo" {
        return CostClass::Valu;
    }
    if n.starts_with("si_spill_") {
        // SGPR spills are lane writes/reads of a VGPR; the rest are
        // scratch memory operations.
        let scalar = n.starts_with("si_spill_s") || n.starts_with("si_spill_wwm_s");
        let save = n.ends_with("_save");
        return match (scalar, save) {
            (true, _) => CostClass::Valu,
            (false, true) => CostClass::Memory(MemOp::VmemStore),
            (false, false) => CostClass::Memory(MemOp::VmemLoad),
        };
    }
    if n.starts_with("v_dual_") {
        return CostClass::VopdPair;
    }
    if n.starts_with("ds_") || n.starts_with("lds_") {
        return CostClass::Memory(if ds_returns(n) { MemOp::LdsLoad } else { MemOp::LdsStore });
    }
    if ["global_", "buffer_", "tbuffer_", "flat_", "scratch_", "image_"].iter().any(|p| n.starts_with(p)) {
        return CostClass::Memory(if vmem_returns(n) { MemOp::VmemLoad } else { MemOp::VmemStore });
    }
    if n == "exp" || n.starts_with("exp_") || n.starts_with("export") {
        return CostClass::Memory(MemOp::Export);
    }
    if n.starts_with("s_load_")
        || n.starts_with("s_buffer_load")
        || n.starts_with("s_scratch_load")
        || n.starts_with("s_get_barrier_state")
        || n.starts_with("s_memtime")
        || n.starts_with("s_memrealtime")
        || n.starts_with("s_atc_probe")
        || n.starts_with("s_prefetch")
    {
        return CostClass::Memory(MemOp::SmemLoad);
    }
    if n.starts_with("s_store_")
        || n.starts_with("s_buffer_store")
        || n.starts_with("s_scratch_store")
        || n.starts_with("s_dcache_")
        || n.starts_with("s_atomic_")
        || n.starts_with("s_buffer_atomic_")
    {
        return CostClass::Memory(MemOp::SmemStore);
    }
    if n.starts_with("s_branch")
        || n.starts_with("s_cbranch")
        || n.starts_with("s_setpc")
        || n.starts_with("s_swappc")
        || n.starts_with("s_call")
        || n.starts_with("s_sendmsg")
        || n.starts_with("s_trap")
        || n.starts_with("s_rfe")
        || n.starts_with("si_return")
        || n.starts_with("si_call")
        || n.starts_with("si_tcreturn")
        || n.starts_with("si_loop")
        || n.starts_with("si_if")
        || n.starts_with("si_else")
        || n.starts_with("si_brcond")
    {
        return CostClass::Branch;
    }
    if n.starts_with("v_mfma_") || n.starts_with("v_smfmac_") {
        return mfma_class(n);
    }
    if n.starts_with("v_wmma_") || n.starts_with("v_swmmac_") {
        return CostClass::Wmma { small: n.contains("iu4") };
    }
    if n.starts_with("v_") || n.starts_with("av_") || n == "inlineasm" || n == "inlineasm_br" {
        return valu_class(n);
    }
    if n.starts_with("s_") && (n.contains("_f32") || n.contains("_f16")) && !n.starts_with("s_buffer") {
        return CostClass::Sfpu;
    }
    // s_*, si_* pseudos that expand to scalar code, and whatever else.
    CostClass::Salu
}

fn ds_returns(n: &str) -> bool {
    ["read", "load", "_rtn", "swizzle", "permute", "append", "consume", "ordered_count", "bvh"]
        .iter()
        .any(|f| n.contains(f))
}

fn vmem_returns(n: &str) -> bool {
    let sampler = n.starts_with("image_") && !n.contains("store") && !n.contains("atomic");
    sampler || n.contains("load") || n.contains("_rtn") || n.contains("restore")
}

fn valu_class(n: &str) -> CostClass {
    let body = n.trim_start_matches("v_");
    let trans = ["rcp_", "rsq_", "sqrt_", "exp_", "log_", "sin_", "cos_", "rcp_iflag", "rsq_clamp"];
    if let Some(rest) = body.strip_prefix("s_") {
        // gfx12 pseudo-scalar transcendentals (v_s_exp_f32 ...).
        if trans.iter().any(|t| rest.starts_with(t)) {
            return CostClass::PseudoScalarTrans;
        }
    }
    let f64_op = body.ends_with("_f64") || body.contains("_f64_");
    if trans.iter().any(|t| body.starts_with(t)) {
        return if f64_op { CostClass::F64Trans } else { CostClass::Trans };
    }
    if f64_op {
        let cheap = ["cmp", "cmpx", "min_", "max_", "class_"].iter().any(|p| body.starts_with(p));
        let add = body.starts_with("add_") || body.starts_with("sub") || body.starts_with("cvt_");
        return if cheap {
            CostClass::Valu64
        } else if add {
            CostClass::F64Add
        } else {
            CostClass::F64
        };
    }
    let quarter = [
        "mul_lo_u32", "mul_hi_u32", "mul_lo_i32", "mul_hi_i32", "mad_u64_u32", "mad_i64_i32", "mad_co_u64_u32",
        "mad_co_i64_i32", "mul_lo_u16_u32",
    ];
    if quarter.iter().any(|q| body.starts_with(q)) {
        return CostClass::QuarterRate;
    }
    let int_float = ["i32", "u32", "i16", "u16"].iter().any(|t| body.contains(t));
    if body.starts_with("cvt_") && int_float && !body.starts_with("cvt_pk") {
        return CostClass::Cvt;
    }
    let wide = body.ends_with("_b64") || body.ends_with("_u64") || body.ends_with("_i64");
    if wide || body.starts_with("lshl_add_u64") || body.starts_with("pk_mov_b32") {
        return CostClass::Valu64;
    }
    CostClass::Valu
}

/// MFMA passes from the opcode's name (docs/speed-model.md, "MFMA"): the
/// output tile decides (4x4: 2, 16x16: 8, 32x32: 16 passes), gfx94x's
/// second-generation variants of the 16x16/32x32 shapes with narrower
/// inputs than f32 take half, and f64 runs on the VALU's double unit.
fn mfma_class(n: &str) -> CostClass {
    let body = n.trim_start_matches("v_mfma_").trim_start_matches("v_smfmac_");
    let f64_op = body.starts_with("f64");
    let shape = if body.contains("32x32") {
        16
    } else if body.contains("16x16") {
        8
    } else {
        // 4x4 (and anything unknown, which keeps the cheap default).
        2
    };
    let f64_passes = if body.contains("16x16") { 8 } else { 4 };
    // The input type is what follows the KxNxK shape: `32x32x8f16`,
    // `32x32x8_f16`, `16x16x1_4b_f32`, `16x16x32_fp8_fp8`, `32x32x4_xf32`.
    let f32_input = body
        .split_once('x')
        .and_then(|(_, rest)| rest.split_once('x'))
        .map(|(_, k_and_type)| {
            let t = k_and_type.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start_matches('_');
            let t = t.strip_prefix("4b_").or_else(|| t.strip_prefix("2b_")).or_else(|| t.strip_prefix("16b_")).unwrap_or(t);
            t.starts_with("f32")
        })
        .unwrap_or(true);
    let sparse = n.starts_with("v_smfmac_");
    if f64_op {
        CostClass::Mfma { passes: f64_passes, halves_on_gfx940: false, f64: true }
    } else {
        CostClass::Mfma { passes: shape, halves_on_gfx940: shape > 2 && (!f32_input || sparse), f64: false }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn asm_and_mir_spellings_agree() {
        for (asm, mir) in [
            ("v_fmac_f32_e32", "V_FMAC_F32_e32"),
            ("global_load_dwordx4", "GLOBAL_LOAD_DWORDX4"),
            ("s_load_dwordx2", "S_LOAD_DWORDX2_IMM"),
            ("v_mfma_f32_32x32x8f16", "V_MFMA_F32_32X32X8F16_e64"),
            ("v_mfma_f32_32x32x8f16", "V_MFMA_F32_32X32X8F16_vgprcd_e64"),
            ("ds_read_b128", "DS_READ_B128_gfx9"),
            ("v_mov_b32_e32", "COPY"),
        ] {
            assert_eq!(classify(asm), classify(mir), "{asm} vs {mir}");
        }
    }

    #[test]
    fn classes_by_hand() {
        assert_eq!(classify("v_rsq_f32_e32"), CostClass::Trans);
        assert_eq!(classify("v_rsq_f64_e32"), CostClass::F64Trans);
        assert_eq!(classify("v_fma_f64"), CostClass::F64);
        assert_eq!(classify("v_add_f64"), CostClass::F64Add);
        assert_eq!(classify("v_mul_lo_u32"), CostClass::QuarterRate);
        assert_eq!(classify("v_lshlrev_b64"), CostClass::Valu64);
        assert_eq!(classify("ds_store_b128"), CostClass::Memory(MemOp::LdsStore));
        assert_eq!(classify("ds_load_b128"), CostClass::Memory(MemOp::LdsLoad));
        assert_eq!(classify("global_store_b128"), CostClass::Memory(MemOp::VmemStore));
        assert_eq!(classify("SI_SPILL_V128_RESTORE"), CostClass::Memory(MemOp::VmemLoad));
        assert_eq!(classify("SI_SPILL_S32_SAVE"), CostClass::Valu);
        assert_eq!(classify("s_cbranch_scc0"), CostClass::Branch);
        assert_eq!(classify("s_waitcnt_depctr"), CostClass::Waitcnt);
        assert_eq!(classify("REG_SEQUENCE"), CostClass::Free);
        assert_eq!(classify("s_add_f32"), CostClass::Sfpu);
        assert_eq!(classify("s_cmpk_eq_i32"), CostClass::Salu);
        assert_eq!(classify("v_dual_fmac_f32"), CostClass::VopdPair);
    }

    #[test]
    fn mfma_passes_from_the_name() {
        let m = |n| match classify(n) {
            CostClass::Mfma { passes, halves_on_gfx940, .. } => (passes, halves_on_gfx940),
            c => panic!("{n}: {c:?}"),
        };
        // The llvm-mca-22 -instruction-info RThroughput column (gfx90a /
        // gfx942) for these: 4x4 2/2, 16x16x4f32 8/8, 16x16x16f16 8/4,
        // 32x32x2f32 16/16, 32x32x8f16 16/8, 32x32x4_xf32 -/8.
        assert_eq!(m("v_mfma_f32_4x4x4f16"), (2, false));
        assert_eq!(m("v_mfma_f32_4x4x4_16b_f16"), (2, false));
        assert_eq!(m("v_mfma_f32_16x16x4f32"), (8, false));
        assert_eq!(m("v_mfma_f32_16x16x1_4b_f32"), (8, false));
        assert_eq!(m("v_mfma_f32_16x16x16f16"), (8, true));
        assert_eq!(m("v_mfma_f32_32x32x2f32"), (16, false));
        assert_eq!(m("V_MFMA_F32_32X32X8F16_e64"), (16, true));
        assert_eq!(m("v_mfma_f32_32x32x4_xf32"), (16, true));
        assert_eq!(m("v_mfma_i32_16x16x32_i8"), (8, true));
        assert_eq!(m("v_smfmac_f32_16x16x32_f16"), (8, true));
        assert!(matches!(classify("v_mfma_f64_16x16x4f64"), CostClass::Mfma { passes: 8, f64: true, .. }));
        assert!(matches!(classify("v_mfma_f64_4x4x4_4b_f64"), CostClass::Mfma { passes: 4, f64: true, .. }));
    }
}
