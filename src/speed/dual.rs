//! Dual issue in the final code of gfx11+ wave32: how many VOPD pairs a
//! segment issues, and how many of its instructions have a VOPD form yet
//! issue alone.
//!
//! The model already charges a `v_dual_*` instruction one VALU issue for
//! its two operations; this module says what it cannot: whether the VALU
//! time of a loop is what the code must take or what the pairing left.
//! Pairs form after register allocation (the post-RA scheduler puts
//! candidates next to each other, `GCNCreateVOPD` fuses them), under rules
//! on register banks that an order before allocation cannot see, so two
//! orders of the same loop can differ by a third of their VALU issue
//! (attn_scores_tile4x4 on gfx1100: LLVM's default pairs 93 of its 320
//! VALU operations per iteration, iterative-ilp's order 127). The count of
//! operations left alone bounds what pairing could still save; whether a
//! pair is legal also depends on banks, literals and scalar operands, so
//! it is an upper bound, not a promise.

use super::classify::base_name;
use super::machine::Machine;
use serde::Serialize;

/// VOPD accounting of one segment of final code (one pass).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct DualIssue {
    /// `v_dual_*` instructions: two VALU operations issued as one.
    pub pairs: u32,
    /// Operations with a VOPD form issued alone.
    pub alone: u32,
    /// The most further pairs those could make among themselves: the
    /// VALU issues pairing could still save.
    pub more: u32,
    /// The VALU clocks those pairs would save (one operation's issue each).
    pub valu_saved: f64,
}

/// Which half of a VOPD instruction an operation may be (RDNA3 ISA,
/// "VOPD"; gfx12 keeps the gfx11 set).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Half {
    /// Either half (`OpX` or `OpY`).
    Any,
    /// Only the second half (`OpY`): the integer adds, shifts and ands.
    YOnly,
}

/// Operations with a VOPD form, by base name.
const EITHER: &[&str] = &[
    "v_fmac_f32", "v_fmaak_f32", "v_fmamk_f32", "v_mul_f32", "v_add_f32", "v_sub_f32", "v_subrev_f32",
    "v_mul_dx9_zero_f32", "v_mul_legacy_f32", "v_mov_b32", "v_cndmask_b32", "v_max_f32", "v_min_f32",
    "v_dot2acc_f32_f16", "v_dot2c_f32_f16", "v_dot2acc_f32_bf16",
];
const SECOND_ONLY: &[&str] = &["v_add_nc_u32", "v_lshlrev_b32", "v_and_b32"];

/// The VOPD half an asm mnemonic could become: only the 32-bit VOP1/VOP2
/// encodings (`_e32`, or the literal forms `v_fmaak_f32`/`v_fmamk_f32`
/// that have no suffix); VOP3 (`_e64`, modifiers or a scalar carry),
/// DPP and SDWA forms have none.
fn half(mnemonic: &str) -> Option<Half> {
    let m = mnemonic.trim().to_ascii_lowercase();
    let suffixed = m.ends_with("_e32");
    let bare = !m.contains("_e64") && !m.contains("_dpp") && !m.contains("_sdwa");
    let n = base_name(&m);
    let literal_form = n == "v_fmaak_f32" || n == "v_fmamk_f32" || n.starts_with("v_dot2");
    if !(suffixed || (bare && literal_form)) {
        return None;
    }
    if EITHER.contains(&n.as_str()) {
        Some(Half::Any)
    } else if SECOND_ONLY.contains(&n.as_str()) {
        Some(Half::YOnly)
    } else {
        None
    }
}

/// The pairs and lone VOPD-capable operations of `lines` (asm instruction
/// lines, comments stripped), where `m` pairs VOPD at all (gfx11+ in
/// wave32); None elsewhere.
pub fn dual_issue(m: &Machine, lines: &[String]) -> Option<DualIssue> {
    if !m.forms_vopd() {
        return None;
    }
    let (mut pairs, mut either, mut second) = (0u32, 0u32, 0u32);
    for line in lines {
        let mnemonic = line.split_whitespace().next().unwrap_or("");
        if mnemonic.starts_with("v_dual_") {
            pairs += 1;
            continue;
        }
        match half(mnemonic) {
            Some(Half::Any) => either += 1,
            Some(Half::YOnly) => second += 1,
            None => {}
        }
    }
    // Every pair needs a first half; second-only operations can only go
    // with an operation that may be first.
    let more = if second >= either { either } else { (either + second) / 2 };
    let valu_saved = f64::from(more) * m.cost("v_add_f32_e32").busy as f64;
    Some(DualIssue { pairs, alone: either + second, more, valu_saved })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        text.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect()
    }

    fn gfx1100(wave64: bool) -> Machine {
        Machine::new("gfx1100", wave64).unwrap()
    }

    #[test]
    fn pairs_and_lone_operations_are_counted_by_encoding() {
        let code = lines(
            "v_dual_fmac_f32 v30, v34, v46 :: v_dual_mul_f32 v31, v35, v51
             v_dual_add_f32 v1, v2, v3 :: v_dual_add_nc_u32 v4, v5, v6
             v_fmac_f32_e32 v29, v34, v42
             v_mul_f32_e32 v32, v35, v55
             v_fmaak_f32 v3, v4, v5, 0x40400000
             v_add_nc_u32_e32 v7, v8, v9
             v_fma_f32 v1, v2, v3, v4
             v_cndmask_b32_e64 v1, v2, v3, s[0:1]
             v_mul_f32_e64 v1, -v2, v3
             v_add_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2]
             v_exp_f32_e32 v1, v2
             s_delay_alu instid0(VALU_DEP_1)
             global_load_b128 v[0:3], v[4:5], off",
        );
        // Two v_dual lines; alone: fmac, mul, fmaak (either half) and
        // add_nc_u32 (second only) -- the VOP3, DPP and trans forms have
        // no VOPD form. Three first halves and one second: (3 + 1) / 2
        // more pairs, each saving one VALU clock of issue on gfx11.
        assert_eq!(dual_issue(&gfx1100(false), &code), Some(DualIssue { pairs: 2, alone: 4, more: 2, valu_saved: 2.0 }));
    }

    #[test]
    fn second_halves_need_first_halves() {
        // Three integer ops that may only be OpY, one float op: one pair.
        let code = lines(
            "v_add_nc_u32_e32 v1, v2, v3
             v_lshlrev_b32_e32 v4, 2, v5
             v_and_b32_e32 v6, 0xff, v7
             v_mov_b32_e32 v8, 0",
        );
        assert_eq!(dual_issue(&gfx1100(false), &code), Some(DualIssue { pairs: 0, alone: 4, more: 1, valu_saved: 1.0 }));
    }

    /// Lines a gfx11 loop body may hold: pairs, lone operations of either
    /// half, second-half-only ones, and ones without a VOPD form.
    const POOL: &[&str] = &[
        "v_dual_fmac_f32 v10, v0, v1 :: v_dual_mul_f32 v11, v2, v3",
        "v_fmac_f32_e32 v14, v4, v5",
        "v_mov_b32_e32 v15, 0",
        "v_fmaak_f32 v3, v4, v5, 0x40400000",
        "v_add_nc_u32_e32 v17, v5, v7",
        "v_and_b32_e32 v6, 0xff, v7",
        "v_fma_f32 v18, v4, v5, v6",
        "v_mul_f32_e64 v1, -v2, v3",
        "v_exp_f32_e32 v1, v2",
        "global_load_b128 v[20:23], v[4:5], off",
        "s_waitcnt vmcnt(0)",
    ];

    proptest::proptest! {
        /// The counts are what the lines hold, the further pairs never
        /// more than the lone operations can make, and the time with them
        /// formed is below the kernel's by at most what they save.
        #[test]
        fn every_further_pair_saves_at_most_one_issue(
            picks in proptest::collection::vec(0..POOL.len(), 0..60),
            depth in 0u32..3,
            waves in 1u32..17,
        ) {
            let code: Vec<String> = picks.iter().map(|&i| POOL[i].to_string()).collect();
            let m = gfx1100(false);
            let d = dual_issue(&m, &code).unwrap();
            let count = |i: usize| picks.iter().filter(|&&k| k == i).count() as u32;
            proptest::prop_assert_eq!(d.pairs, count(0));
            let (either, second) = (count(1) + count(2) + count(3), count(4) + count(5));
            proptest::prop_assert_eq!(d.alone, either + second);
            proptest::prop_assert!(d.more <= either && 2 * d.more <= d.alone);
            let block = crate::speed::asm::AsmBlock {
                label: ".LBB0_1".into(),
                depth,
                header: (depth > 0).then(|| ".LBB0_1".into()),
                lines: code,
            };
            let f = crate::speed::asm::AsmFunction { name: "k".into(), blocks: vec![block], occupancy: Some(waves), entry: true };
            let e = crate::speed::asm::estimate_function(&f, &m, waves, &crate::speed::Params::default());
            let paired = e.time_all_paired().unwrap();
            let saved: f64 = e.segments.iter().map(|s| s.weight * s.dual.map_or(0.0, |d| d.valu_saved)).sum();
            proptest::prop_assert!(paired <= e.time + 1e-9 && paired >= e.time - saved - 1e-9, "{} {} {}", e.time, paired, saved);
        }
    }

    #[test]
    fn no_vopd_in_wave64_or_before_gfx11() {
        let code = lines("v_fmac_f32_e32 v29, v34, v42\nv_mul_f32_e32 v32, v35, v55");
        assert_eq!(dual_issue(&gfx1100(true), &code), None);
        assert_eq!(dual_issue(&Machine::new("gfx1030", false).unwrap(), &code), None);
        assert_eq!(dual_issue(&Machine::new("gfx90a", true).unwrap(), &code), None);
        assert_eq!(dual_issue(&Machine::new("gfx1200", false).unwrap(), &code), Some(DualIssue { pairs: 0, alone: 2, more: 1, valu_saved: 1.0 }));
    }
}
