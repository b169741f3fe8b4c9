//! Peaks counted by hand in the comments; a brute-force restatement of the
//! rule for straight-line code; renaming registers changes nothing.

use super::*;
use crate::occupancy::GcnTarget;
use crate::speed::asm::AsmBlock;
use proptest::prelude::*;

fn block(label: &str, lines: &[&str]) -> AsmBlock {
    AsmBlock { label: label.to_string(), depth: 0, header: None, lines: lines.iter().map(|s| s.to_string()).collect() }
}

fn function(blocks: Vec<AsmBlock>) -> AsmFunction {
    AsmFunction { name: "k".to_string(), blocks, occupancy: Some(8), entry: true }
}

fn peak_of(cpu: &str, blocks: Vec<AsmBlock>) -> Result<LivePeak, Unfollowed> {
    peak(&function(blocks), &Machine::new(cpu, false).unwrap(), &GcnTarget::from_cpu(cpu, "").unwrap())
}

fn vgprs(cpu: &str, blocks: Vec<AsmBlock>) -> u32 {
    peak_of(cpu, blocks).unwrap().vgprs
}

#[test]
fn straight_line_counts_what_is_still_read() {
    // The address v[8:9] is read at the end and never written: live
    // throughout. After the third mov v0, v1, v2 are live: 5. The first add
    // ends v0 and v1 and writes v3: 4.
    let b = block(
        "k",
        &[
            "v_mov_b32_e32 v0, 1.0",
            "v_mov_b32_e32 v1, 2.0",
            "v_mov_b32_e32 v2, 4.0",
            "v_add_f32_e32 v3, v0, v1",
            "v_add_f32_e32 v3, v3, v2",
            "global_store_dword v[8:9], v3, off",
            "s_endpgm",
        ],
    );
    let p = peak_of("gfx900", vec![b]).unwrap();
    assert_eq!((p.vgprs, p.agprs, p.occupancy_vgprs), (5, 0, 5));
    assert_eq!(p.block, "k");
}

#[test]
fn a_dead_result_still_takes_a_register_where_it_is_written() {
    // v5 is never read; at its write v0, v1 and v5 are held: 3.
    let b = block("k", &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 0", "v_mov_b32_e32 v5, 0", "v_add_f32_e32 v0, v0, v1", "ds_write_b32 v0, v0", "s_endpgm"]);
    assert_eq!(vgprs("gfx900", vec![b]), 3);
}

#[test]
fn a_loop_keeps_what_its_next_iteration_reads() {
    // v0 and v1 are carried round the loop, v2 is a temporary: at the mov
    // into v2, v0 (read next iteration), v1 and v2 are held: 3. Without the
    // back edge v0 would die at that mov and the peak would be 2.
    let blocks = vec![
        block("k", &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 0"]),
        block(".LBB0_1", &["v_add_f32_e32 v0, 1.0, v0", "v_mov_b32_e32 v2, v0", "v_add_f32_e32 v1, v1, v2", "s_cbranch_scc1 .LBB0_1"]),
        block("%bb.2", &["ds_write_b32 v1, v1", "s_endpgm"]),
    ];
    let p = peak_of("gfx900", blocks).unwrap();
    assert_eq!(p.vgprs, 3);
    assert_eq!(p.block, ".LBB0_1");
}

#[test]
fn an_unconditional_branch_does_not_fall_through() {
    // .LBB0_2 reads v7 (never written), but nothing reaches it: the entry
    // branches over it. Only v0 is ever live.
    let blocks = vec![
        block("k", &["v_mov_b32_e32 v0, 0", "s_branch .LBB0_3"]),
        block(".LBB0_2", &["ds_write_b32 v7, v7"]),
        block(".LBB0_3", &["ds_write_b32 v0, v0", "s_endpgm"]),
    ];
    assert_eq!(vgprs("gfx900", blocks), 1);
}

#[test]
fn accumulating_ops_read_their_destination() {
    // v0 lives from its mov to the fmac: before the fmac v0, v1, v2 and the
    // address v[4:5]: 5 (4 if fmac only wrote v0).
    let b = block(
        "k",
        &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 1.0", "v_mov_b32_e32 v2, 2.0", "v_fmac_f32_e32 v0, v1, v2", "global_store_dword v[4:5], v0, off", "s_endpgm"],
    );
    assert_eq!(vgprs("gfx900", vec![b]), 5);
}

#[test]
fn a_half_register_write_keeps_the_other_half_live() {
    // gfx11 true16: writing v0.h keeps v0.l, so v0 lives from its mov: 5
    // (v0, v1, v2, v[4:5]) before the add.
    let b = block(
        "k",
        &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 1", "v_mov_b32_e32 v2, 2", "v_add_f16_e32 v0.h, v1.l, v2.l", "global_store_b32 v[4:5], v0, off", "s_endpgm"],
    );
    assert_eq!(vgprs("gfx1100", vec![b]), 5);
    // A 16-bit result without a half named is assumed to keep the rest too.
    let b = block("k", &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 1", "v_add_f16_e32 v0, v1, v1", "ds_write_b32 v1, v0", "s_endpgm"]);
    assert_eq!(vgprs("gfx900", vec![b]), 2);
    let b = block("k", &["v_mov_b32_e32 v3, 0", "v_mov_b32_e32 v1, 1", "v_add_f16_e32 v0, v1, v1", "ds_write_b32 v0, v0", "ds_write_b32 v3, v3", "s_endpgm"]);
    // v0 is read by its own 16-bit write, never written before: live from
    // the start, with v3 and v1 before the add: 3 (a full write: 2).
    assert_eq!(vgprs("gfx900", vec![b]), 3);
    // A packed conversion fills its register: v0 is not read by it, so
    // at most two of v3, v1, v0 are live together.
    let b = block("k", &["v_mov_b32_e32 v3, 0", "v_mov_b32_e32 v1, 1", "v_cvt_pkrtz_f16_f32 v0, v1, v1", "ds_write_b32 v0, v0", "ds_write_b32 v3, v3", "s_endpgm"]);
    assert_eq!(vgprs("gfx900", vec![b]), 2);
}

#[test]
fn dpp_and_writelane_keep_the_lanes_they_skip() {
    let dpp3 = block(
        "k",
        &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 1", "v_mov_b32_e32 v2, 2", "v_add_f32_e32 v1, v1, v2", "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf", "ds_write_b32 v0, v0", "s_endpgm"],
    );
    let plain3 = block(
        "k",
        &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 1", "v_mov_b32_e32 v2, 2", "v_add_f32_e32 v1, v1, v2", "v_mov_b32_e32 v0, v1", "ds_write_b32 v0, v0", "s_endpgm"],
    );
    // At the mov into v2: v0 (kept for the dpp), v1, v2 = 3; plainly 2.
    assert_eq!(vgprs("gfx900", vec![dpp3]), 3);
    assert_eq!(vgprs("gfx900", vec![plain3]), 2);
    let wl = block(
        "k",
        &["v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v1, 1", "v_mov_b32_e32 v2, 2", "v_add_f32_e32 v1, v1, v2", "v_writelane_b32 v0, s0, 3", "ds_write_b32 v0, v1", "s_endpgm"],
    );
    assert_eq!(vgprs("gfx900", vec![wl]), 3);
}

#[test]
fn a_relative_read_reaches_up_from_its_base() {
    // v_movrels reads v[0 + m0]: every register from v0 up to the widest
    // tuple (32) may be read, so v0..v3 stay live and v4..v31, never
    // written, are live from the start: 32 just before it (its result may
    // take a register it reads for the last time).
    let b = block(
        "k",
        &[
            "v_mov_b32_e32 v0, 0",
            "v_mov_b32_e32 v1, 1",
            "v_mov_b32_e32 v2, 2",
            "v_mov_b32_e32 v3, 3",
            "s_mov_b32 m0, s4",
            "v_movrels_b32_e32 v40, v0",
            "ds_write_b32 v40, v40",
            "s_endpgm",
        ],
    );
    assert_eq!(vgprs("gfx1100", vec![b]), 32);
}

#[test]
fn loads_into_lds_write_no_vector_register() {
    // global_load_lds_dword's v[2:3] is the address, read: 2.
    let b = block("k", &["global_load_lds_dword v[2:3], off", "ds_write_b32 v2, v3", "s_endpgm"]);
    assert_eq!(vgprs("gfx942", vec![b]), 2);
}

#[test]
fn agprs_count_apart_and_unified_after_aligned_vgprs() {
    // gfx90a: v0..v2 with the address v[6:7] (never written) are 5
    // VGPRs; a[0:3] are 4 AGPRs. The occupancy's count is taken point by
    // point, not from the two peaks: align4(5) + 4 = 12 never happens.
    let b = block(
        "k",
        &[
            "v_mov_b32_e32 v0, 1.0",
            "v_mov_b32_e32 v1, 1.0",
            "v_mov_b32_e32 v2, 1.0",
            "v_accvgpr_write_b32 a0, v0",
            "v_accvgpr_write_b32 a1, v0",
            "v_accvgpr_write_b32 a2, v0",
            "v_accvgpr_write_b32 a3, v0",
            "v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[0:3]",
            "global_store_dwordx4 v[6:7], a[0:3], off",
            "s_endpgm",
        ],
    );
    let p = peak_of("gfx90a", vec![b]).unwrap();
    assert_eq!((p.agprs, p.vgprs), (4, 5));
    // At the write of a2: v0, v1, v2, v[6:7] and a0..a2, align4(5) + 3 =
    // 11; at a3's, v0 is read for the last time: align4(4) + 4 = 8.
    assert_eq!(p.occupancy_vgprs, 11);
}

#[test]
fn calls_jumps_and_gpr_index_mode_get_no_peak() {
    let call = block("k", &["s_swappc_b64 s[30:31], s[4:5]", "s_endpgm"]);
    assert!(matches!(peak_of("gfx900", vec![call]), Err(Unfollowed::Call(_))));
    let jump = block("k", &["s_setpc_b64 s[4:5]"]);
    assert!(matches!(peak_of("gfx900", vec![jump]), Err(Unfollowed::Jump(_))));
    let nowhere = block("k", &["s_branch .LBB9_9"]);
    assert!(matches!(peak_of("gfx900", vec![nowhere]), Err(Unfollowed::Jump(_))));
    let idx = block("k", &["s_set_gpr_idx_on s2, gpr_idx(SRC0)", "v_mov_b32_e32 v1, v0", "s_set_gpr_idx_off", "s_endpgm"]);
    assert_eq!(peak_of("gfx900", vec![idx]), Err(Unfollowed::GprIndexMode));
}

/// Straight-line programs over v0..v15 with single registers only, so that
/// any permutation of the registers is a valid renaming.
fn program() -> impl Strategy<Value = Vec<(u8, u8, u8, u8)>> {
    prop::collection::vec((0u8..5, 0u8..16, 0u8..16, 0u8..16), 1..40)
}

fn render(p: &[(u8, u8, u8, u8)], name: impl Fn(u8) -> u8) -> Vec<String> {
    let mut lines: Vec<String> = p
        .iter()
        .map(|&(op, d, a, b)| {
            let (d, a, b) = (name(d), name(a), name(b));
            match op {
                0 => format!("v_add_f32_e32 v{d}, v{a}, v{b}"),
                1 => format!("v_fmac_f32_e32 v{d}, v{a}, v{b}"),
                2 => format!("ds_read_b32 v{d}, v{a}"),
                3 => format!("ds_write_b32 v{a}, v{b}"),
                _ => format!("v_mov_b32_e32 v{d}, 0"),
            }
        })
        .collect();
    lines.push("s_endpgm".to_string());
    lines
}

/// The rule restated point by point: before instruction `i` (and at each
/// write), a register is held if some later instruction reads it before an
/// instruction writes all of it; a write holds its register where it is.
/// Only for the vocabulary of [`program`] (fmac also reads its result).
fn brute_force(p: &[(u8, u8, u8, u8)]) -> u32 {
    let reads = |&(op, d, a, b): &(u8, u8, u8, u8)| -> Vec<u8> {
        match op {
            0 => vec![a, b],
            1 => vec![a, b, d],
            2 => vec![a],
            3 => vec![a, b],
            _ => vec![],
        }
    };
    let writes = |&(op, d, _, _): &(u8, u8, u8, u8)| -> Option<u8> { (op != 3).then_some(d) };
    let live_after = |i: usize, r: u8| -> bool {
        for ins in &p[i..] {
            if reads(ins).contains(&r) {
                return true;
            }
            if writes(ins) == Some(r) {
                return false;
            }
        }
        false
    };
    let mut best = 0;
    for i in 0..=p.len() {
        // Before instruction i.
        best = best.max((0..16u8).filter(|&r| live_after(i, r)).count() as u32);
        if i < p.len() {
            // At it: what is live after it, and its result.
            best = best.max((0..16u8).filter(|&r| live_after(i + 1, r) || writes(&p[i]) == Some(r)).count() as u32);
        }
    }
    best
}

proptest! {
    #[test]
    fn straight_line_peaks_match_the_rule_restated(p in program()) {
        let lines = render(&p, |r| r);
        let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
        prop_assert_eq!(vgprs("gfx900", vec![block("k", &refs)]), brute_force(&p));
    }

    #[test]
    fn renaming_registers_keeps_the_peak(p in program(), perm in Just((0u8..16).collect::<Vec<u8>>()).prop_shuffle()) {
        let a = render(&p, |r| r);
        let b = render(&p, |r| perm[r as usize]);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        let b: Vec<&str> = b.iter().map(String::as_str).collect();
        let pa = vgprs("gfx900", vec![block("k", &a)]);
        prop_assert_eq!(pa, vgprs("gfx900", vec![block("k", &b)]));
        // Never more than the registers the code names.
        let named: std::collections::BTreeSet<u8> = p.iter().flat_map(|&(_, d, a, b)| [d, a, b]).collect();
        prop_assert!(pa as usize <= named.len());
    }
}
