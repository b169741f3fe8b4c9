//! The bounded list scheduler (`sched::bounded`) on random straight-line
//! regions and on hand-made ones.
//!
//! Random regions: instructions over VGPR, SGPR and AGPR registers (32-bit
//! and tuples, whole and half defs), loads/stores, random latencies, an
//! optional boundary instruction, a random live-out set; the DAG comes from
//! the operand-driven builder (`testgen`), so every topological order is
//! legal for the checker. Properties:
//! * the order is a permutation that respects every strong edge and passes
//!   the independent checker;
//! * the reported pressure is `pressure_of(order)`, the reported metrics the
//!   latency estimate of the order, `fits` says whether the pressure is
//!   within the budget;
//! * whenever minreg's order fits the budget, ours fits too (by
//!   construction: minreg's order is the last resort);
//! * the peek the scheduler decides with equals a real tracker recede.

mod sched_common;

use gcnrs::lanes::LaneMask;
use gcnrs::pressure::{LiveRegSet, RegPressure};
use gcnrs::sched::bounded::{self, BoundedPolicy, Counts, PickReason, PressureWalk, RegBudget};
use gcnrs::sched::checker::check_order;
use gcnrs::sched::latency;
use gcnrs::sched::problem::RegionProblem;
use gcnrs::sched::testgen::build_dag_with;
use gcnrs::sched::{minreg, Edge, EdgeSpec, Node, RegionDag};
use gcnrs::snapshot::{Instr, InstrFlags, Operand, OperandFlags, Reg, RegKind, VRegInfo};
use proptest::prelude::*;
use sched_common::{instr, positions, topo_violation};

// ------------------------------------------------------------ regions

/// Register classes by vreg index: (kind, bits, weight, max lanes).
fn class(v: u32) -> (RegKind, u32, u32, LaneMask) {
    match v % 5 {
        0 => (RegKind::Vgpr, 32, 1, 0x3),
        1 => (RegKind::Vgpr, 64, 2, 0xF),
        2 => (RegKind::Sgpr, 32, 1, 0x3),
        3 => (RegKind::Agpr, 32, 1, 0x3),
        _ => (RegKind::Sgpr, 64, 2, 0xF),
    }
}

fn vreg_table(n: u32) -> Vec<Option<VRegInfo>> {
    (0..n)
        .map(|v| {
            let (kind, size_bits, weight, max_lanes) = class(v);
            Some(VRegInfo {
                class_name: format!("{kind:?}{size_bits}").into(),
                kind,
                size_bits,
                weight,
                max_lanes,
                tsflags: 0,
                interval: None,
            })
        })
        .collect()
}

fn reg_op(v: u32, sub: u32, flags: u32) -> Operand {
    let (sub_reg, sub_lanes) = match sub {
        1 => (1, 0x3),
        2 => (2, 0xC),
        _ => (0, 0),
    };
    Operand { reg: Reg::Virt(v), sub_reg, sub_lanes, flags: OperandFlags(flags) }
}

/// The latency of a test instruction is carried in its opcode.
fn with_latency(mut i: Instr, lat: u32) -> Instr {
    i.opcode = lat;
    i
}

/// One random instruction: (what, a, b, half, latency class).
type Choice = (u8, u32, u32, bool, u8);

/// A well-formed region: reads only of registers defined earlier in the
/// region or live-in (vregs `0..live_in`), every def a fresh vreg or a
/// half of a 64-bit one. Returns the instructions and the vreg count.
fn region(live_in: u32, choices: &[Choice], boundary: Option<u32>) -> (Vec<Instr>, u32) {
    let mut next = live_in;
    let mut defined: Vec<u32> = (0..live_in).collect();
    let mut out = Vec::new();
    for &(what, a, b, half, lat) in choices {
        let lat = match lat % 6 {
            0 => 0,
            1..=3 => 1,
            4 => 4,
            _ => 80,
        };
        let pick = |k: u32| (!defined.is_empty()).then(|| defined[k as usize % defined.len()]);
        let mut ops = Vec::new();
        let mut flags = 0;
        for u in [pick(a), pick(b)].into_iter().flatten().take(1 + (what % 2) as usize) {
            let sub = if class(u).1 == 64 && half { 1 + (a % 2) } else { 0 };
            if !ops.iter().any(|o: &Operand| o.reg == Reg::Virt(u)) {
                ops.push(reg_op(u, sub, 0));
            }
        }
        match what % 8 {
            // A store: reads only.
            0 if !ops.is_empty() => flags = InstrFlags::MAY_STORE,
            // A half def of an existing 64-bit vreg (reads the other half).
            1 => {
                if let Some(t) = defined.iter().rev().find(|&&v| class(v).1 == 64).copied() {
                    ops.push(reg_op(t, 1 + (b % 2), OperandFlags::DEF));
                } else {
                    ops.push(reg_op(next, 0, OperandFlags::DEF));
                    defined.push(next);
                    next += 1;
                }
            }
            w => {
                if w == 2 {
                    flags = InstrFlags::MAY_LOAD;
                }
                ops.push(reg_op(next, 0, OperandFlags::DEF));
                defined.push(next);
                next += 1;
            }
        }
        out.push(with_latency(instr("OP", flags, ops), lat));
    }
    if let Some(k) = boundary {
        if let Some(v) = (!defined.is_empty()).then(|| defined[k as usize % defined.len()]) {
            out.push(instr("S_CBRANCH", InstrFlags::TERMINATOR | InstrFlags::BARRIER, vec![reg_op(v, 0, 0)]));
        }
    }
    (out, next)
}

/// Everything a `RegionProblem` borrows.
#[derive(Debug)]
struct Owned {
    vregs: Vec<Option<VRegInfo>>,
    instrs: Vec<Instr>,
    live_out: LiveRegSet,
    dag: RegionDag,
}

impl Owned {
    fn new(live_in: u32, choices: &[Choice], boundary: Option<u32>, live_out_pick: &[u32]) -> Owned {
        let (instrs, nregs) = region(live_in, choices, boundary);
        let dag = build_dag_with(&instrs, &|i| i.opcode);
        let vregs = vreg_table(nregs.max(1));
        let live_out = LiveRegSet::from_pairs(
            live_out_pick.iter().filter(|_| nregs > 0).map(|&k| k % nregs).collect::<std::collections::BTreeSet<_>>().into_iter().map(|v| (v, class(v).3)),
        );
        Owned { vregs, instrs, live_out, dag }
    }

    fn problem(&self) -> RegionProblem<'_> {
        RegionProblem {
            vregs: &self.vregs,
            instrs: &self.instrs,
            boundary: self.dag.exit_instr.map(|i| &self.instrs[i as usize]),
            live_out: &self.live_out,
            dag: &self.dag,
        }
    }
}

fn arb_owned(max_len: usize) -> impl Strategy<Value = Owned> {
    (
        0u32..4,
        prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>(), any::<bool>(), any::<u8>()), 1..=max_len),
        prop::option::of(any::<u32>()),
        prop::collection::vec(any::<u32>(), 0..4),
    )
        .prop_map(|(live_in, choices, boundary, live_out)| Owned::new(live_in, &choices, boundary, &live_out))
}

/// A budget at `p`'s own counts, loosened or tightened per register file.
fn budget_around(p: &RegPressure, d: [i32; 4], unified: bool) -> RegBudget {
    let at = |n: u32, k: i32| (i64::from(n) + i64::from(k)).max(0) as u32;
    RegBudget {
        vgpr: at(p.vgpr(unified), d[0]),
        arch_vgpr: at(p.arch_vgpr(), d[1]),
        agpr: at(p.agpr(), d[2]),
        sgpr: at(p.sgpr(), d[3]),
        unified,
    }
}

fn check_schedule(o: &Owned, budget: &RegBudget, s: &bounded::BoundedSchedule) -> Result<(), TestCaseError> {
    let p = o.problem();
    prop_assert!(positions(&s.order, o.dag.len()).is_some(), "not a permutation: {:?}", s.order);
    prop_assert_eq!(topo_violation(&o.dag, &s.order), None);
    let instr_order = o.dag.instr_order(&s.order);
    prop_assert!(check_order(&o.instrs, &instr_order).is_ok(), "{:?}", check_order(&o.instrs, &instr_order));
    prop_assert_eq!(s.pressure, p.pressure_of(&s.order));
    prop_assert_eq!(s.metrics, latency::estimate(&o.dag, &s.order).unwrap());
    prop_assert_eq!(s.fits, budget.fits(&s.pressure));
    let picked: Vec<u32> = s.trace.iter().rev().map(|d| d.su).collect();
    prop_assert_eq!(&picked, &s.order);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Budgets at minreg's pressure, a register more or less per file.
    #[test]
    fn fits_whenever_minreg_fits(o in arb_owned(28), d in prop::array::uniform4(-1i32..=1), unified in any::<bool>()) {
        let p = o.problem();
        let mr = minreg::schedule(&o.dag).unwrap();
        let budget = budget_around(&p.pressure_of(&mr.order), d, unified);
        let s = bounded::schedule(&p, &budget).unwrap();
        check_schedule(&o, &budget, &s)?;
        if budget.fits(&p.pressure_of(&mr.order)) {
            prop_assert!(s.fits, "minreg fits {} but ours is {:?} after {} attempts", budget, s.pressure, s.attempts);
        } else {
            // Nothing we know of fits. Unless the budget was hopeless from
            // the start (one attempt, latency-first), ours is never
            // further over than minreg's.
            if s.attempts > 1 {
                prop_assert!(
                    budget.excess(&s.pressure) <= budget.excess(&p.pressure_of(&mr.order)),
                    "{:?} vs {:?} after {} attempts",
                    s.pressure,
                    p.pressure_of(&mr.order),
                    s.attempts
                );
            }
        }
    }

    /// Budgets around the original order's pressure, with either policy.
    #[test]
    fn orders_are_sound_for_any_budget(
        o in arb_owned(28),
        d in prop::array::uniform4(-3i32..=2),
        founder_first in any::<bool>(),
        headroom in 0u32..3,
    ) {
        let p = o.problem();
        let budget = budget_around(&p.original_pressure(), d, true);
        let policy = BoundedPolicy { founder_before_critical_path: founder_first, headroom, ..BoundedPolicy::default() };
        let s = bounded::schedule_with(&p, &budget, None, &policy).unwrap();
        check_schedule(&o, &budget, &s)?;
        if budget.fits(&p.original_pressure()) {
            // Some order fits, so something must: but only minreg's order is
            // promised, and the original may fit where minreg does not.
            let mr = minreg::schedule(&o.dag).unwrap();
            if budget.fits(&p.pressure_of(&mr.order)) {
                prop_assert!(s.fits);
            }
        }
    }

    /// An order no pick of which the budget changed comes out the same
    /// under a looser budget (a wave fewer) and under none, so callers may
    /// skip them; a fitting one the budget steered differs from the order
    /// without a budget (the first steered step places another SUnit
    /// there).
    #[test]
    fn an_unsteered_order_is_the_same_under_looser_budgets(
        o in arb_owned(28),
        d in prop::array::uniform4(-2i32..=3),
        looser in prop::array::uniform4(0u32..=4),
    ) {
        let p = o.problem();
        let budget = budget_around(&p.original_pressure(), d, true);
        let s = bounded::schedule(&p, &budget).unwrap();
        let free = bounded::schedule(&p, &RegBudget::unlimited(true)).unwrap();
        if s.attempts == 1 && !s.steered {
            let wider = RegBudget {
                vgpr: budget.vgpr + looser[0],
                arch_vgpr: budget.arch_vgpr + looser[1],
                agpr: budget.agpr + looser[2],
                sgpr: budget.sgpr + looser[3],
                unified: true,
            };
            prop_assert_eq!(&bounded::schedule(&p, &wider).unwrap().order, &s.order);
            prop_assert_eq!(&free.order, &s.order);
        } else if s.attempts == 1 && s.fits {
            prop_assert_ne!(&free.order, &s.order);
        }
    }

    /// Walking a latency step's candidates in rank order until the pick is
    /// decided makes the picks, with the same reasons, that weighing every
    /// candidate makes, under any budget, policy and reference.
    #[test]
    fn rank_order_picks_what_weighing_all_picks(
        o in arb_owned(28),
        d in prop::array::uniform4(-3i32..=2),
        headroom in 0u32..3,
        first_window in 1u32..5,
        keep_clusters in any::<bool>(),
        with_reference in any::<bool>(),
    ) {
        let p = o.problem();
        let mr = minreg::schedule(&o.dag).unwrap();
        let budget = budget_around(&p.pressure_of(&mr.order), d, true);
        let reference = with_reference.then_some(mr.order.as_slice());
        let policy = BoundedPolicy { headroom, first_window, keep_clusters, ..BoundedPolicy::default() };
        let ranked = bounded::schedule_with(&p, &budget, reference, &policy).unwrap();
        let weighed = bounded::schedule_with(&p, &budget, reference, &BoundedPolicy { weigh_all: true, ..policy }).unwrap();
        prop_assert_eq!(ranked, weighed);
    }

    /// A caller with no use for an order over the budget gets the same
    /// schedule wherever one fits and None wherever none does, though the
    /// attempts that end a failing series stop at their failure.
    #[test]
    fn fitting_only_answers_what_the_full_series_fits(
        o in arb_owned(28),
        d in prop::array::uniform4(-3i32..=1),
        headroom in 0u32..3,
        first_window in 1u32..5,
        reference_kind in 0u8..3,
    ) {
        let p = o.problem();
        let mr = minreg::schedule(&o.dag).unwrap();
        let budget = budget_around(&p.pressure_of(&mr.order), d, true);
        let policy = BoundedPolicy { headroom, first_window, ..BoundedPolicy::default() };
        // None (minreg's, computed inside), minreg's, or an order that is
        // no order of the DAG (the founder's is none on a clustered DAG
        // whose artificial edges it breaks): the reversed NodeNums.
        let reversed: Vec<u32> = (0..o.dag.len() as u32).rev().collect();
        let reference = match reference_kind {
            0 => None,
            1 => Some(mr.order.as_slice()),
            _ => Some(reversed.as_slice()),
        };
        let full = bounded::schedule_with(&p, &budget, reference, &policy).unwrap();
        let fitting = bounded::schedule_fitting(&p, &budget, reference, &policy).unwrap();
        prop_assert_eq!(fitting, full.fits.then_some(full));
    }

    /// A series of attempts replays the picks each attempt shares with the
    /// one before it; the schedule (order, trace, pressure, attempts,
    /// whether the budget steered it) is exactly the one of attempts
    /// started afresh.
    #[test]
    fn replayed_attempts_match_fresh_ones(
        o in arb_owned(28),
        d in prop::array::uniform4(-2i32..=1),
        headroom in 0u32..3,
        first_window in 1u32..5,
        with_reference in any::<bool>(),
    ) {
        let p = o.problem();
        let mr = minreg::schedule(&o.dag).unwrap();
        let budget = budget_around(&p.pressure_of(&mr.order), d, true);
        let policy = BoundedPolicy { headroom, first_window, ..BoundedPolicy::default() };
        let reference = with_reference.then_some(mr.order.as_slice());
        let resumed = bounded::schedule_with(&p, &budget, reference, &policy).unwrap();
        let fresh = bounded::schedule_with_restarts(&p, &budget, reference, &policy).unwrap();
        prop_assert_eq!(resumed, fresh);
    }

    /// Without a register limit the first, latency-first attempt is taken
    /// and nothing is decided by pressure.
    #[test]
    fn unlimited_budget_is_latency_first(o in arb_owned(28)) {
        let p = o.problem();
        let budget = RegBudget::unlimited(true);
        let s = bounded::schedule(&p, &budget).unwrap();
        check_schedule(&o, &budget, &s)?;
        prop_assert!(s.fits);
        prop_assert_eq!(s.attempts, 1);
        prop_assert!(s.trace.iter().all(|d| !matches!(d.reason, PickReason::OverBudget | PickReason::OnlyFitting | PickReason::LowestPressure | PickReason::Reference)));
        prop_assert!(s.metrics.length >= latency::length_lower_bound(&o.dag));
    }

    /// The live set above the region is the same for every legal order (the
    /// scheduler relies on it to give up early on hopeless budgets), and a
    /// budget the top alone breaks costs a single attempt.
    #[test]
    fn live_in_pressure_is_order_independent(o in arb_owned(28), keys in prop::collection::vec(any::<u32>(), 1..28)) {
        let p = o.problem();
        let top = |order: &[u32]| {
            let mut t = p.tracker_at_bottom();
            for &su in order.iter().rev() {
                t.recede(p.instr(su));
            }
            (t.live().sorted().into_iter().filter(|&(_, m)| m != 0).collect::<Vec<_>>(), t.pressure())
        };
        let original: Vec<u32> = (0..o.dag.len() as u32).collect();
        let other = sched_common::random_legal_order(&o.dag, &keys);
        prop_assert_eq!(top(&original), top(&other));
        let (_, live_in) = top(&original);
        let budget = budget_around(&live_in, [-1, -1, -1, -1], true);
        if !budget.fits(&live_in) {
            let s = bounded::schedule(&p, &budget).unwrap();
            prop_assert!(!s.fits);
            prop_assert_eq!(s.attempts, 1);
            check_schedule(&o, &budget, &s)?;
        }
    }

    /// The scheduler's pressure peek equals a real recede, for every SUnit
    /// at every step of a bottom-up walk over a random legal order (the
    /// peeks are cached between recedes, so this also checks that a recede
    /// forgets exactly the peeks it changed).
    #[test]
    fn peek_matches_recede(o in arb_owned(28), keys in prop::collection::vec(any::<u32>(), 1..28)) {
        let p = o.problem();
        let n = o.dag.len() as u32;
        let mut walk = PressureWalk::new(&p);
        // A legal bottom-up walk: repeatedly the unplaced SUnit without
        // unplaced strong successors with the smallest key.
        let mut placed = vec![false; n as usize];
        // Twice, the second time after a restart (as the next attempt).
        for round in 0..2 {
            if round == 1 {
                walk.restart();
                placed.iter_mut().for_each(|x| *x = false);
            }
            let mut bottom_up = Vec::new();
            for _ in 0..n {
                for other in 0..n {
                    let peek = walk.peek(other);
                    let mut real = walk.tracker().clone();
                    real.recede(p.instr(other));
                    prop_assert_eq!(peek.after, Counts::of(&real.pressure()));
                    prop_assert_eq!(peek.peak, Counts::of(&real.max_pressure()));
                }
                let su = (0..n)
                    .filter(|&s| !placed[s as usize])
                    .filter(|&s| o.dag.succs(Node::SUnit(s)).iter().all(|e| e.weak || matches!(e.node, Node::SUnit(t) if placed[t as usize]) || e.node.is_boundary()))
                    .min_by_key(|&s| (keys[s as usize % keys.len()], s))
                    .expect("a DAG always has a ready SUnit");
                placed[su as usize] = true;
                bottom_up.push(su);
                walk.recede(su);
            }
            bottom_up.reverse();
            prop_assert_eq!(walk.tracker().max_pressure(), p.pressure_of(&bottom_up));
        }
    }
}

// ---------------------------------------------------------- hand-made

fn vgpr_problem<'a>(vregs: &'a [Option<VRegInfo>], instrs: &'a [Instr], live_out: &'a LiveRegSet, dag: &'a RegionDag) -> RegionProblem<'a> {
    RegionProblem { vregs, instrs, boundary: None, live_out, dag }
}

fn def(v: u32) -> Operand {
    reg_op(v, 0, OperandFlags::DEF)
}

fn use_(v: u32) -> Operand {
    reg_op(v, 0, 0)
}

/// Every vreg a 32-bit VGPR.
fn vgprs(n: u32) -> Vec<Option<VRegInfo>> {
    (0..n).map(|v| vreg_table(1).pop().unwrap().map(|i| VRegInfo { class_name: format!("v{v}").into(), ..i })).collect()
}

fn vgpr_budget(n: u32) -> RegBudget {
    RegBudget { vgpr: n, arch_vgpr: n, agpr: n, sgpr: n, unified: false }
}

/// Four loads (latency 80), each with one consumer, the consumers chained
/// into a sum that is stored. Without a limit the loads go first and the
/// consumers wait once; with room for two loaded values at a time the loads
/// have to be paired with their consumers, and the schedule must still fit.
fn loads_and_sum() -> (Vec<Option<VRegInfo>>, Vec<Instr>) {
    // v0..v3 loaded; v4 = v0; v5 = v4 + v1; v6 = v5 + v2; v7 = v6 + v3; store v7.
    let load = |v| with_latency(instr("LOAD", InstrFlags::MAY_LOAD, vec![def(v)]), 80);
    let alu = |d, a: Vec<u32>| with_latency(instr("ADD", 0, a.into_iter().map(use_).chain([def(d)]).collect()), 1);
    let instrs = vec![
        load(0),
        load(1),
        load(2),
        load(3),
        alu(4, vec![0]),
        alu(5, vec![4, 1]),
        alu(6, vec![5, 2]),
        alu(7, vec![6, 3]),
        with_latency(instr("STORE", InstrFlags::MAY_STORE, vec![use_(7)]), 1),
    ];
    (vgprs(8), instrs)
}

#[test]
fn hides_load_latency_without_a_limit() {
    let (vregs, instrs) = loads_and_sum();
    let dag = build_dag_with(&instrs, &|i| i.opcode);
    let live = LiveRegSet::new();
    let p = vgpr_problem(&vregs, &instrs, &live, &dag);
    let s = bounded::schedule(&p, &RegBudget::unlimited(false)).unwrap();
    // All loads first (hand-replayed): L0 L1 L2 L3 at 0..3, A4 waits for
    // L0 until 80, A5 81 (L1 ready at 81), A6 82, A7 83, the store 84: 85
    // cycles, the critical path L0 -> A4 -> ... -> store.
    assert_eq!(s.order, vec![0, 1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(s.metrics.length, 85);
    assert_eq!(latency::length_lower_bound(&dag), 85);
    assert_eq!(s.pressure.vgpr(false), 4);
}

#[test]
fn fits_a_budget_the_latency_order_breaks() {
    let (vregs, instrs) = loads_and_sum();
    let dag = build_dag_with(&instrs, &|i| i.opcode);
    let live = LiveRegSet::new();
    let p = vgpr_problem(&vregs, &instrs, &live, &dag);
    // Two live VGPRs: a load may only be in flight next to the running sum.
    let s = bounded::schedule(&p, &vgpr_budget(2)).unwrap();
    assert!(s.fits, "{:?}", s.pressure);
    assert_eq!(s.pressure.vgpr(false), 2);
    assert_eq!(p.pressure_of(&s.order), s.pressure);
    // With the running sum live, a second loaded value fits only once the
    // previous sum step is done: L2 must follow A5 and L3 must follow A6,
    // each right above its consumer (bottom-up, only that pick fits). The
    // one freedom is L0 and L1 both before A4. Hand-replayed: L0 L1 A4 A5
    // L2 A6 L3 A7 S at 0 1 80 81 82 162 163 243 244, 245 cycles.
    assert_eq!(s.order, vec![0, 1, 4, 5, 2, 6, 3, 7, 8]);
    assert_eq!(s.metrics.length, 245);
    assert!(s.trace.iter().any(|d| d.reason == PickReason::OnlyFitting));
    // Three VGPRs: one more load can be in flight.
    let s3 = bounded::schedule(&p, &vgpr_budget(3)).unwrap();
    assert!(s3.fits);
    assert!(s3.metrics.length < s.metrics.length, "{} vs {}", s3.metrics, s.metrics);
    // One VGPR: impossible (a consumer reads two values); said so.
    let s1 = bounded::schedule(&p, &vgpr_budget(1)).unwrap();
    assert!(!s1.fits);
    assert_eq!(p.pressure_of(&s1.order), s1.pressure);
}

/// A live-out set over the budget cannot be helped by any order.
#[test]
fn live_out_over_budget_is_reported() {
    let (vregs, instrs) = loads_and_sum();
    let dag = build_dag_with(&instrs, &|i| i.opcode);
    let live = LiveRegSet::from_pairs((0..4).map(|v| (v, 0x3)));
    let p = vgpr_problem(&vregs, &instrs, &live, &dag);
    let s = bounded::schedule(&p, &vgpr_budget(3)).unwrap();
    assert!(!s.fits);
    assert_eq!(s.attempts, 1);
}

/// Rebuild a DAG with extra weak edges (`from` above `to`).
fn with_weak_edges(dag: &RegionDag, weak: &[(u32, u32)]) -> RegionDag {
    let n = dag.len();
    let mut preds: Vec<Vec<Edge>> = (0..n as u32).map(|s| dag.preds(Node::SUnit(s)).to_vec()).collect();
    let mut succs: Vec<Vec<Edge>> = (0..n as u32).map(|s| dag.succs(Node::SUnit(s)).to_vec()).collect();
    let mut sunits = dag.sunits.clone();
    for &(a, b) in weak {
        let e = EdgeSpec::weak(a, b);
        preds[b as usize].push(Edge { node: Node::SUnit(a), kind: e.kind, weak: true, artificial: false, latency: 0, reg: None });
        succs[a as usize].push(Edge { node: Node::SUnit(b), kind: e.kind, weak: true, artificial: false, latency: 0, reg: None });
        sunits[b as usize].weak_preds_left += 1;
        sunits[a as usize].weak_succs_left += 1;
    }
    let mut out = RegionDag::from_lists(sunits, preds, succs, dag.edges_in(dag.entry_succs).to_vec(), dag.edges_in(dag.exit_preds).to_vec());
    out.exit_instr = dag.exit_instr;
    out.top_roots = dag.top_roots.clone();
    out.bot_roots = dag.bot_roots.clone();
    out
}

/// Two clustered loads (weak edge L0 -> L1) with ALU work that the stall
/// rule alone would put between them: the cluster rule keeps them
/// adjacent, at a cost of two cycles in this region (the cluster rule ranks
/// above latency, as in LLVM's generic scheduler: the memory system's gain
/// from a clause is not in the latency model).
#[test]
fn keeps_clusters_together() {
    // 0: L0 (latency 8), 1: L1 (latency 4), 2: Y, 3: X = f(Y) (latency 5),
    // 4: C = g(L0, L1, X), live out.
    let load = |v, lat| with_latency(instr("LOAD", InstrFlags::MAY_LOAD, vec![def(v)]), lat);
    let alu = |d, a: Vec<u32>, lat| with_latency(instr("ADD", 0, a.into_iter().map(use_).chain([def(d)]).collect()), lat);
    let instrs = vec![load(0, 8), load(1, 4), alu(2, vec![], 1), alu(3, vec![2], 5), alu(4, vec![0, 1, 3], 1)];
    let vregs = vgprs(5);
    let plain = build_dag_with(&instrs, &|i| i.opcode);
    let dag = with_weak_edges(&plain, &[(0, 1)]);
    let live = LiveRegSet::from_pairs([(4, 0x3)]);

    // Hand-replayed bottom-up without the rule: C; L1 (least stall); X (no
    // stall while L0 would); Y; L0 -> L0 Y X L1 C, 9 cycles.
    let off = BoundedPolicy { keep_clusters: false, ..BoundedPolicy::default() };
    let p = vgpr_problem(&vregs, &instrs, &live, &dag);
    let u = bounded::schedule_with(&p, &RegBudget::unlimited(false), None, &off).unwrap();
    assert_eq!(u.order, vec![0, 2, 3, 1, 4]);
    assert_eq!(u.metrics.length, 9);

    // With it: C; L1; L0 (its cluster partner, stalling 3); X; Y ->
    // Y X L0 L1 C, 11 cycles.
    let s = bounded::schedule(&p, &RegBudget::unlimited(false)).unwrap();
    assert_eq!(s.order, vec![2, 3, 0, 1, 4]);
    assert_eq!(s.metrics.length, 11);
    assert_eq!(s.trace[2].reason, PickReason::Cluster);

    // The plain DAG has no cluster, so the rule changes nothing there.
    let q = vgpr_problem(&vregs, &instrs, &live, &plain);
    assert_eq!(bounded::schedule(&q, &RegBudget::unlimited(false)).unwrap().order, u.order);
}

