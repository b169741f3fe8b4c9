use super::guard::{restores, Choice, OrderTime, Verdict};
use crate::snapshot::TargetFacts;
use super::vopd::{fuses, pair_starts};
use super::*;

/// Register numbers of the tests: VGPRn is n + 100, SGPRn is n + 1000;
/// each is one register unit of its own number. `VCC_LO` is 2000.
pub(super) const V: u32 = 100;
const S: u32 = 1000;
const VCC: u32 = 2000;

pub(super) fn facts(cpu: &str, features: &[&str]) -> TargetFacts {
    TargetFacts { cpu: cpu.into(), features: features.iter().map(|f| f.to_string()).collect(), ..Default::default() }
}

/// The verdict on a gfx1100 wave32 block.
fn judge(b: &LateBlock) -> Verdict {
    super::guard::judge(&facts("gfx1100", &["gfx11", "wavefrontsize32"]), b, None).unwrap()
}

pub(super) fn block(instrs: Vec<LateInstr>, scheduled: Vec<u32>) -> LateBlock {
    let mut regs = FxHashMap::default();
    for i in 0..256 {
        regs.insert(V + i, LateReg::new(format!("VGPR{i}"), vec![V + i]));
    }
    for i in 0..106 {
        regs.insert(S + i, LateReg::new(format!("SGPR{i}"), vec![S + i]));
    }
    regs.insert(VCC, LateReg::new("VCC_LO".into(), vec![VCC]));
    LateBlock { in_loop: false, whole_loop: false, repair: true, instrs, scheduled, regs }
}

fn gfx1100(instrs: Vec<LateInstr>, scheduled: Vec<u32>) -> LateBlock {
    block(instrs, scheduled)
}

/// `opcode dst, srcs...` with each instruction its own group (numbered
/// later by `numbered`).
pub(super) fn mi(opcode: &str, dst: u32, srcs: &[LateOperand]) -> LateInstr {
    let mut operands = vec![LateOperand::reg(dst, true)];
    operands.extend_from_slice(srcs);
    LateInstr { opcode_name: opcode.into(), meta: false, debug: false, fence: false, operands, group: 0 }
}

pub(super) fn r(reg: u32) -> LateOperand {
    LateOperand::reg(reg, false)
}

pub(super) fn numbered(mut instrs: Vec<LateInstr>) -> Vec<LateInstr> {
    for (i, mi) in instrs.iter_mut().enumerate() {
        mi.group = i as u32;
    }
    instrs
}

/// `v_fmac_f32 vD, vA, vB` (accumulating into vD).
pub(super) fn fmac(d: u32, a: u32, b: u32) -> LateInstr {
    mi("V_FMAC_F32_e32", V + d, &[r(V + a), r(V + b), r(V + d)])
}

#[test]
fn vector_index_reads_tuples_and_halves() {
    let reg = |n: &str| LateReg::new(n.into(), vec![]);
    assert_eq!(reg("VGPR12").vector_index(), Some(12));
    assert_eq!(reg("VGPR12_VGPR13").vector_index(), Some(12));
    assert_eq!(reg("VGPR7_LO16").vector_index(), Some(7));
    assert_eq!(reg("AGPR3").vector_index(), Some(3));
    assert_eq!(reg("SGPR4").vector_index(), None);
    assert_eq!(reg("VCC_LO").vector_index(), None);
}

#[test]
fn independent_fmacs_in_different_banks_fuse() {
    let b = gfx1100(vec![], vec![]);
    // Destinations 0 (even) and 1 (odd); src0 banks 4%4=0 and 5%4=1;
    // vsrc1 banks 8%4=0 and 9%4=1; accumulators 0 and 1 (even, odd).
    assert!(fuses(&b, false, &fmac(0, 4, 8), &fmac(1, 5, 9)));
    // Both destinations even.
    assert!(!fuses(&b, false, &fmac(0, 4, 8), &fmac(2, 5, 9)));
    // src0 both in bank 0 (4 and 12).
    assert!(!fuses(&b, false, &fmac(0, 4, 8), &fmac(1, 12, 9)));
    // vsrc1 both in bank 1 (9 and 13).
    assert!(!fuses(&b, false, &fmac(0, 4, 9), &fmac(1, 5, 13)));
    // The second reads the first's result.
    assert!(!fuses(&b, false, &fmac(0, 4, 8), &fmac(1, 0, 9)));
    // Any order of two X-capable operations fuses the same way.
    assert!(fuses(&b, false, &fmac(1, 5, 9), &fmac(0, 4, 8)));
}

#[test]
fn only_the_second_half_may_be_an_integer_add() {
    let b = gfx1100(vec![], vec![]);
    let add = |d: u32, a: u32, c: u32| mi("V_ADD_U32_e32", V + d, &[r(V + a), r(V + c)]);
    assert!(fuses(&b, false, &fmac(0, 4, 8), &add(1, 5, 9)));
    assert!(fuses(&b, false, &add(1, 5, 9), &fmac(0, 4, 8)), "GCNCreateVOPD swaps the halves");
    assert!(!fuses(&b, false, &add(0, 4, 8), &add(1, 5, 9)), "two Y-only operations");
    // A VOP3 form has no VOPD half.
    let mad = mi("V_FMA_F32_e64", V + 1, &[r(V + 5), r(V + 9), r(V + 13)]);
    assert!(!fuses(&b, false, &fmac(0, 4, 8), &mad));
}

#[test]
fn literals_and_scalars_share_a_budget() {
    let b = gfx1100(vec![], vec![]);
    let mul = |d: u32, src0: LateOperand, c: u32| mi("V_MUL_F32_e32", V + d, &[src0, r(V + c)]);
    // Two different literals (neither is an inline constant).
    assert!(!fuses(&b, false, &mul(0, LateOperand::imm(0x4049_0fdb), 8), &mul(1, LateOperand::imm(0x3fb8_aa3b), 9)));
    // The same literal twice is one literal.
    assert!(fuses(&b, false, &mul(0, LateOperand::imm(0x4049_0fdb), 8), &mul(1, LateOperand::imm(0x4049_0fdb), 9)));
    // Inline constants cost nothing: 1.0 and 64.
    assert!(fuses(&b, false, &mul(0, LateOperand::imm(0x3f80_0000), 8), &mul(1, LateOperand::imm(64), 9)));
    // One literal and two scalar registers is three.
    let cnd = mi("V_CNDMASK_B32_e32", V + 1, &[r(S + 2), r(V + 9), LateOperand::reg(VCC, false).implicit()]);
    assert!(!fuses(&b, false, &mul(0, LateOperand::imm(0x4049_0fdb), 8), &cnd));
    // A literal and one scalar register fit.
    assert!(fuses(&b, false, &mul(0, LateOperand::imm(0x4049_0fdb), 8), &mul(1, r(S + 2), 9)));
}

#[test]
fn gfx12_moves_pair_whatever_their_source_banks() {
    let mov = |d: u32, s: u32| mi("V_MOV_B32_e32", V + d, &[r(V + s)]);
    let b = gfx1100(vec![], vec![]);
    assert!(!fuses(&b, false, &mov(0, 4), &mov(1, 8)), "gfx11: src0 banks 0 and 0");
    assert!(fuses(&b, true, &mov(0, 4), &mov(1, 8)));
    assert!(!fuses(&b, true, &mov(0, 4), &mov(2, 8)), "the destinations still need two banks");
}

#[test]
fn the_walk_pairs_neighbours_once_and_steps_over_debug_values() {
    let mut dbg = mi("DBG_VALUE", V + 40, &[]);
    dbg.debug = true;
    dbg.meta = true;
    let instrs = numbered(vec![fmac(0, 4, 8), dbg, fmac(1, 5, 9), fmac(2, 6, 10), fmac(3, 7, 11), fmac(10, 20, 24)]);
    let b = gfx1100(instrs, vec![]);
    let order: Vec<usize> = (0..6).collect();
    // (0, 2) pair over the debug value, (3, 4) pair, 5 is left alone.
    assert_eq!(pair_starts(&b, false, &order), vec![true, false, false, true, false, false]);
    // A bundle never pairs: put 3 and 4 in one group.
    let mut b = b;
    b.instrs[4].group = b.instrs[3].group;
    assert_eq!(pair_starts(&b, false, &order), vec![true, false, false, false, false, false]);
}

/// A load's register, written by `global_load_dword`.
pub(super) fn load(dst: u32, addr: u32) -> LateInstr {
    mi("GLOBAL_LOAD_DWORD", V + dst, &[r(V + addr)])
}

fn add(d: u32, a: u32, b: u32) -> LateInstr {
    mi("V_ADD_F32_e32", V + d, &[r(V + a), r(V + b)])
}

#[test]
fn a_second_round_trip_to_memory_is_put_back_in_one() {
    // Given: both loads issue, then both uses; one wait covers both
    // (~320 clocks of memory latency, plus a few issues). The post-RA
    // order uses the first load before issuing the second: two waits of
    // ~320 each, so about twice the clocks, at any occupancy and under
    // both memory latencies.
    let instrs = numbered(vec![load(0, 10), load(1, 12), add(2, 0, 20), add(3, 1, 21)]);
    let b = gfx1100(instrs, vec![0, 2, 1, 3]);
    let v = judge(&b);
    assert_eq!(v.chosen, Choice::Given, "{v}");
    let (given, scheduled) = (&v.of(Choice::Given).unwrap().time, &v.of(Choice::Scheduled).unwrap().time);
    for i in 0..2 {
        assert!(scheduled[i].latency > 1.8 * given[i].latency, "{v}");
    }
    // The same orders the other way round: the post-RA order is the good one.
    let instrs = numbered(vec![load(0, 10), add(2, 0, 20), load(1, 12), add(3, 1, 21)]);
    let v = judge(&gfx1100(instrs, vec![0, 2, 1, 3]));
    assert_eq!(v.chosen, Choice::Scheduled, "{v}");
}

#[test]
fn a_load_the_next_block_reads_counts_until_it_is_back() {
    // Two loads, the first used in the block, the second handed on to
    // the next block (flash_attn_bwd's bounds-checked tile blocks). The
    // post-RA order waits for the first before it issues the second: the
    // block's last instruction issues no later than in the given order,
    // but the second load is back a round trip later, and the next
    // block waits for it.
    let instrs = numbered(vec![load(0, 10), load(1, 12), add(2, 0, 20)]);
    let v = judge(&gfx1100(instrs, vec![0, 2, 1]));
    assert_eq!(v.chosen, Choice::Given, "{v}");
    let (given, scheduled) = (&v.of(Choice::Given).unwrap().time, &v.of(Choice::Scheduled).unwrap().time);
    assert!(scheduled[0].latency > 1.8 * given[0].latency, "{v}");
}

#[test]
fn a_block_with_scheduling_hints_keeps_the_post_ra_order() {
    // The two round trips of the test above, with the author's
    // sched_barrier in the block: the post-RA scheduler built its order
    // around the hint, and the guard does not weigh another.
    let mut instrs = vec![load(0, 10), load(1, 12), add(2, 0, 20), add(3, 1, 21)];
    instrs.push(LateInstr { opcode_name: "SCHED_BARRIER".into(), meta: true, debug: false, fence: true, operands: vec![LateOperand::imm(0)], group: 0 });
    let b = gfx1100(numbered(instrs), vec![0, 2, 1, 3, 4]);
    let v = judge(&b);
    assert_eq!((v.chosen, v.weighed.len()), (Choice::Scheduled, 0), "{v}");
    assert_eq!(v.order(), None);
}

#[test]
fn lost_vopd_pairs_are_put_back() {
    // Eight independent fmacs, banks chosen so that neighbours fuse: the
    // given order makes 4 pairs, 4 VALU issues. The post-RA order puts
    // the even destinations first: neighbours share a destination parity
    // except 6 and 1, one pair, 7 issues.
    let f: Vec<LateInstr> = (0..8).map(|i| fmac(i, 16 + i, 32 + i)).collect();
    let b = gfx1100(numbered(f), vec![0, 2, 4, 6, 1, 3, 5, 7]);
    let v = judge(&b);
    assert_eq!((v.given_pairs(), v.scheduled_pairs()), (4, 1), "{v}");
    assert!(v.of(Choice::Given).unwrap().time[0].busy < v.of(Choice::Scheduled).unwrap().time[0].busy, "{v}");
    assert_eq!(v.chosen, Choice::Given, "{v}");
    // Wave64 forms no pairs: both orders cost the same, nothing to restore.
    let f: Vec<LateInstr> = (0..8).map(|i| fmac(i, 16 + i, 32 + i)).collect();
    let b = block(numbered(f), vec![0, 2, 4, 6, 1, 3, 5, 7]);
    let v = super::guard::judge(&facts("gfx1100", &["gfx11", "wavefrontsize64"]), &b, None).unwrap();
    assert_eq!((v.given_pairs(), v.scheduled_pairs()), (0, 0), "{v}");
    assert_eq!(v.chosen, Choice::Scheduled, "{v}");
}

#[test]
fn a_scheduled_order_must_name_every_group_once() {
    let instrs = numbered(vec![add(2, 0, 20), add(3, 1, 21)]);
    assert!(gfx1100(instrs.clone(), vec![0]).scheduled_order().is_err());
    assert!(gfx1100(instrs.clone(), vec![0, 0]).scheduled_order().is_err());
    assert_eq!(gfx1100(instrs, vec![1, 0]).scheduled_order().unwrap(), vec![1, 0]);
}

#[test]
fn a_pair_waits_for_what_either_half_reads() {
    // The second half reads a load's result: the fused instruction waits
    // for it (320 clocks of memory latency at the default), though the
    // first half alone would not.
    let instrs = numbered(vec![load(21, 10), fmac(0, 4, 8), fmac(1, 5, 21)]);
    let v = judge(&gfx1100(instrs, vec![0, 1, 2]));
    assert_eq!(v.given_pairs(), 1, "{v}");
    assert!(v.of(Choice::Given).unwrap().time[0].latency >= 320.0, "{v}");
}

#[test]
fn a_block_inside_a_longer_stretch_may_not_lengthen_it() {
    // hotspot2d_lds_step on gfx1100 at 16 waves: a 4-instruction block
    // whose given order issues one VOPD pair (U 3 against 4) but takes a
    // clock longer (L 11 against 10). max(L/16, U) is 3 against 4, but the
    // block is part of a straight-line stretch bound by its L (1945
    // clocks): put back, the kernel would be a clock slower.
    let t = |latency: f64, busy: f64| OrderTime { latency, busy, time: (latency / 16.0).max(busy) };
    let given = [t(11.0, 3.0), t(11.0, 3.0)];
    let scheduled = [t(10.0, 4.0), t(10.0, 4.0)];
    assert!(!restores(&given, &scheduled, false));
    // The same numbers for a loop of that one block: its time is the loop's.
    assert!(restores(&given, &scheduled, true));
    // Better in both, outside a loop: put back.
    assert!(restores(&[t(9.0, 3.0); 2], &scheduled, false));
    // Not faster under one assumption: kept, however much it saves under
    // the other.
    assert!(!restores(&[t(9.0, 3.0), t(600.0, 3.0)], &[t(10.0, 4.0), t(600.0, 3.0)], true));
    // attr_fwgs_1_64's loop on gfx1100: 6% faster at the default latency
    // (U 33 against 35), 0.3% at 3x, where L / 16 bounds both: restored.
    assert!(restores(&[t(375.0, 33.0), t(1014.0, 33.0)], &[t(377.0, 35.0), t(1017.0, 35.0)], true));
    // Faster by less than the margin under both: kept.
    assert!(!restores(&[t(375.0, 34.8), t(1014.0, 33.0)], &[t(377.0, 35.0), t(1017.0, 35.0)], true));
    // The same numbers for a block inside a longer stretch: the margin is
    // asked under both there (srad_update on gfx1200), so kept.
    assert!(!restores(&[t(375.0, 33.0), t(1014.0, 33.0)], &[t(377.0, 35.0), t(1017.0, 35.0)], false));
    assert!(restores(&[t(375.0, 33.0), t(900.0, 33.0)], &[t(377.0, 35.0), t(1017.0, 35.0)], false));
}

/// The guard weighs a function only where the post-RA scheduler forms
/// VOPD pairs, unless asked to everywhere: the features say wave32 or
/// wave64, the CPU the generation.
#[test]
fn the_guard_weighs_where_vopd_pairs_form() {
    use super::guard::weighs;
    let cases = [
        (facts("gfx1100", &["gfx11", "wavefrontsize32"]), true),
        (facts("gfx1200", &["gfx12", "wavefrontsize32"]), true),
        (facts("gfx1100", &["gfx11", "wavefrontsize64"]), false),
        (facts("gfx1030", &["gfx10", "wavefrontsize32"]), false),
        (facts("gfx90a", &["gfx9", "gfx90a-insts"]), false),
        (facts("gfx900", &["gfx9"]), false),
    ];
    for (t, vopd) in &cases {
        assert_eq!(weighs(t, false).unwrap(), *vopd, "{}: {:?}", t.cpu, t.features);
        assert!(weighs(t, true).unwrap(), "{}: everywhere", t.cpu);
    }
}
