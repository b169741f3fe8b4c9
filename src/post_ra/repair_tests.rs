//! Tests of [`super::repair`]: hand-made blocks for each rule, and an
//! independent checker of the correctness rules run on random blocks.

use super::repair::{repaired, Pull};
use super::tests::{block, fmac, load, mi, numbered, r, V};
use super::vopd::{pair_starts, Pairing};
use super::*;
use proptest::prelude::*;

fn pairs(b: &LateBlock, order: &[usize]) -> usize {
    pair_starts(b, false, order).iter().filter(|&&p| p).count()
}

/// `V_MUL_LO_U32_e64 vD, vA, vB`: VALU work with no VOPD form.
fn mul_lo(d: u32, a: u32, b: u32) -> LateInstr {
    mi("V_MUL_LO_U32_e64", V + d, &[r(V + a), r(V + b)])
}

fn counted_loads(b: &LateBlock) -> Vec<bool> {
    b.instrs.iter().map(|mi| mi.opcode_name.starts_with("GLOBAL_LOAD")).collect()
}

fn repair(b: &LateBlock, pull: Pull) -> Option<Vec<usize>> {
    repaired(&Pairing::new(b, false), &b.given_order(), &counted_loads(b), pull)
}

#[test]
fn a_partner_is_pulled_up_past_independent_work() {
    // fmac v0 and fmac v2 share a destination parity (both even), so
    // the walk finds no pair at 0; fmac v1 (odd destination, src0 bank
    // 5%4=1 against 4%4=0, vsrc1 bank 9%4=1 against 8%4=0) is its partner,
    // two places on, and shares no register with fmac v2 or the mul.
    let b = block(numbered(vec![fmac(0, 4, 8), fmac(2, 12, 16), mul_lo(30, 31, 32), fmac(1, 5, 9)]), vec![]);
    assert_eq!(pairs(&b, &b.given_order()), 0);
    let order = repair(&b, Pull::Up).expect("a partner moves");
    assert_eq!(order, vec![0, 3, 1, 2]);
    assert_eq!(pairs(&b, &order), 1);
}

#[test]
fn pulled_down_a_partner_joins_a_later_operation() {
    // fmac v1 reads v5, which the mul just before it writes: it cannot be
    // pulled up to fmac v0 (whose neighbour fmac v2 shares its destination
    // parity). Walking from the end, fmac v1 is the open one and fmac v2
    // (destination 2 even, banks 12%4=0 and 16%4=0 against 1 and 1) its
    // partner: fmac v2 moves down past the mul, which it shares nothing
    // with.
    let b = block(numbered(vec![fmac(0, 4, 8), fmac(2, 12, 16), mul_lo(5, 31, 32), fmac(1, 5, 9)]), vec![]);
    assert_eq!(repair(&b, Pull::UpPastWaits), None);
    let order = repair(&b, Pull::Down).unwrap();
    assert_eq!(order, vec![0, 2, 1, 3]);
    assert_eq!(pairs(&b, &order), 1);
}

#[test]
fn a_partner_never_passes_a_writer_of_what_it_reads() {
    // The mul writes v5, which fmac v1 reads.
    let b = block(numbered(vec![fmac(0, 4, 8), mul_lo(5, 31, 32), fmac(1, 5, 9)]), vec![]);
    assert_eq!(repair(&b, Pull::UpPastWaits), None);
}

#[test]
fn a_partner_never_passes_a_reader_or_writer_of_what_it_writes() {
    // The mul reads v1, which fmac v1 writes (and reads: the accumulator).
    let b = block(numbered(vec![fmac(0, 4, 8), mul_lo(30, 1, 32), fmac(1, 5, 9)]), vec![]);
    assert_eq!(repair(&b, Pull::UpPastWaits), None);
    // The mul writes v1 too.
    let b = block(numbered(vec![fmac(0, 4, 8), mul_lo(1, 31, 32), fmac(1, 5, 9)]), vec![]);
    assert_eq!(repair(&b, Pull::UpPastWaits), None);
}

#[test]
fn nothing_moves_above_a_fence_or_out_of_a_bundle() {
    let mut fence = mul_lo(30, 31, 32);
    fence.fence = true;
    let b = block(numbered(vec![fmac(0, 4, 8), fence, fmac(1, 5, 9)]), vec![]);
    assert_eq!(repair(&b, Pull::UpPastWaits), None);
    // fmac v1 bundled with the mul after it: the bundle moves as one, and
    // nothing in a bundle pairs.
    let mut instrs = numbered(vec![fmac(0, 4, 8), fmac(2, 12, 16), fmac(1, 5, 9), mul_lo(30, 31, 32)]);
    instrs[3].group = 2;
    let b = block(instrs, vec![]);
    assert_eq!(repair(&b, Pull::UpPastWaits), None);
}

#[test]
fn a_partner_that_would_wait_first_for_a_load_moves_only_when_allowed() {
    // fmac v1 reads v5, which a load writes and nothing reads before it:
    // pulled up, the wait for the load comes two instructions earlier.
    let b = block(numbered(vec![load(5, 40), fmac(0, 4, 8), fmac(2, 12, 16), fmac(1, 5, 9)]), vec![]);
    assert_eq!(repair(&b, Pull::Up), None);
    assert_eq!(repair(&b, Pull::UpPastWaits), Some(vec![0, 1, 3, 2]));
    // Once something has read the load's result, its wait is behind.
    let b = block(
        numbered(vec![load(5, 40), mul_lo(30, 5, 32), fmac(0, 4, 8), fmac(2, 12, 16), fmac(1, 5, 9)]),
        vec![],
    );
    assert_eq!(repair(&b, Pull::Up), Some(vec![0, 1, 2, 4, 3]));
}

#[test]
fn the_guard_takes_a_re_paired_order_only_when_it_is_faster() {
    // fmac vI, v(40+I), v(60+I): I and J fuse when their parities differ
    // and I % 4 != J % 4 (both sources' banks). Evens first, then odds:
    // only 10 and 1 are neighbours that fuse, so one pair, 11 VALU issues.
    // Re-paired: each even one pulls up the next odd one, (0, 1), (2, 3),
    // ... six pairs, 6 issues.
    let order: Vec<u32> = vec![0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 11];
    let f: Vec<LateInstr> = order.iter().map(|&i| fmac(i, 40 + i, 60 + i)).collect();
    let mut b = block(numbered(f), (0..12).collect());
    b.in_loop = true;
    b.whole_loop = true;
    let gfx1100 = super::tests::facts("gfx1100", &["gfx11", "wavefrontsize32"]);
    let v = guard::judge(&gfx1100, &b, None).unwrap();
    assert_eq!((v.given_pairs(), v.scheduled_pairs()), (1, 1), "{v}");
    assert_eq!(v.chosen, guard::Choice::Repaired(Pull::Up), "{v}");
    assert_eq!(pairs(&b, v.order().unwrap()), 6, "{v}");
    assert_eq!(v.of(guard::Choice::Scheduled).unwrap().time[0].busy, 11.0, "{v}");
    assert_eq!(v.of(v.chosen).unwrap().time[0].busy, 6.0, "{v}");
    // -gcnrs-post-ra-repair=false: the two given orders only.
    b.repair = false;
    let v = guard::judge(&gfx1100, &b, None).unwrap();
    assert_eq!((v.weighed.len(), v.chosen), (2, guard::Choice::Scheduled), "{v}");
    // In order, neighbours already pair: nothing is re-paired.
    let f: Vec<LateInstr> = (0..12).map(|i| fmac(i, 40 + i, 60 + i)).collect();
    let mut b = block(numbered(f), (0..12).collect());
    b.in_loop = true;
    let v = guard::judge(&gfx1100, &b, None).unwrap();
    assert_eq!(v.weighed.len(), 2, "{v}");
    assert_eq!(v.chosen, guard::Choice::Scheduled, "{v}");
}

/// The correctness rules, stated apart from the walk: `new` is a
/// permutation of `base` that keeps every bundle together, moves only lone
/// VOPD-capable instructions, and keeps in their order every two
/// instructions where either is a fence, or one writes a register unit
/// the other reads or writes, or neither may move.
fn check(b: &LateBlock, base: &[usize], new: &[usize]) -> Result<(), String> {
    let mut sorted = new.to_vec();
    sorted.sort_unstable();
    let mut want = base.to_vec();
    want.sort_unstable();
    if sorted != want {
        return Err("not a permutation".into());
    }
    let pos: FxHashMap<usize, usize> = new.iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let movable = |i: usize| {
        let g = b.instrs[i].group;
        b.instrs.iter().filter(|m| m.group == g).count() == 1 && vopd::capable(&b.instrs[i].opcode_name)
    };
    let units = |i: usize, def: bool| -> Vec<u32> {
        b.instrs[i]
            .operands
            .iter()
            .filter(|o| o.def == def)
            .filter_map(|o| match o.value {
                LateValue::Reg(r) => Some(b.units(r).to_vec()),
                _ => None,
            })
            .flatten()
            .collect()
    };
    for w in base.windows(2) {
        if b.instrs[w[0]].group == b.instrs[w[1]].group && pos[&w[1]] != pos[&w[0]] + 1 {
            return Err(format!("bundle {} split", b.instrs[w[0]].group));
        }
    }
    for (x, &i) in base.iter().enumerate() {
        for &j in &base[x + 1..] {
            if b.instrs[i].group == b.instrs[j].group {
                continue;
            }
            let (wi, ri, wj, rj) = (units(i, true), units(i, false), units(j, true), units(j, false));
            let conflict = wi.iter().any(|u| rj.contains(u) || wj.contains(u)) || ri.iter().any(|u| wj.contains(u));
            let fenced = b.instrs[i].fence || b.instrs[j].fence;
            let fixed = !movable(i) && !movable(j);
            if (conflict || fenced || fixed) && pos[&j] < pos[&i] {
                return Err(format!("{j} moved above {i} (conflict {conflict}, fence {fenced}, neither movable {fixed})"));
            }
        }
    }
    Ok(())
}

/// A random instruction over a few registers, so that conflicts are common.
fn any_instr() -> impl Strategy<Value = LateInstr> {
    (0u8..6, 0u32..12, 0u32..12, 0u32..12).prop_map(|(kind, d, a, c)| match kind {
        0..=2 => fmac(d, a, c),
        3 => mul_lo(d, a, c),
        4 => load(d, a),
        _ => {
            let mut f = mul_lo(d, a, c);
            f.fence = true;
            f
        }
    })
}

proptest! {
    #[test]
    fn re_paired_orders_keep_the_rules_and_never_lose_pairs(
        instrs in proptest::collection::vec(any_instr(), 2..40),
        bundle_at in proptest::option::of(0usize..39),
        pull in 0usize..3,
    ) {
        let mut instrs = numbered(instrs);
        // One bundle of two, somewhere.
        if let Some(k) = bundle_at.filter(|&k| k + 1 < instrs.len()) {
            let g = instrs[k].group;
            instrs[k + 1].group = g;
            for mi in &mut instrs[k + 2..] {
                mi.group -= 1;
            }
        }
        let b = block(instrs, vec![]);
        let base = b.given_order();
        let pairing = Pairing::new(&b, false);
        let counted = counted_loads(&b);
        let walk = super::repair::Walk::new(&pairing, &base, &counted);
        if let Some(new) = walk.and_then(|w| w.pulled(Pull::ALL[pull])) {
            prop_assert_eq!(check(&b, &base, &new), Ok(()));
            prop_assert!(new != base);
        }
    }

    /// The guard skips the walk past waits where the walk up says no
    /// partner stayed put for a wait: the two must then agree.
    #[test]
    fn where_no_wait_turned_a_partner_away_both_walks_up_agree(
        instrs in proptest::collection::vec(any_instr(), 2..40),
    ) {
        let b = block(numbered(instrs), vec![]);
        let base = b.given_order();
        let pairing = Pairing::new(&b, false);
        let counted = counted_loads(&b);
        if let Some(walk) = super::repair::Walk::new(&pairing, &base, &counted) {
            let up = walk.walked(Pull::Up);
            if !up.waits_turned_away {
                prop_assert_eq!(up.order, walk.pulled(Pull::UpPastWaits));
            }
        }
    }
}

#[test]
fn the_checker_catches_a_broken_order() {
    // Planted: fmac v1 above the mul that writes v5, which it reads.
    let b = block(numbered(vec![fmac(0, 4, 8), mul_lo(5, 31, 32), fmac(1, 5, 9)]), vec![]);
    assert!(check(&b, &[0, 1, 2], &[0, 2, 1]).is_err());
    // And two instructions that may not move swapped.
    let b = block(numbered(vec![mul_lo(1, 2, 3), mul_lo(4, 5, 6)]), vec![]);
    assert!(check(&b, &[0, 1], &[1, 0]).is_err());
    assert!(check(&b, &[0, 1], &[0, 1]).is_ok());
}
