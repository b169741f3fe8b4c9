//! The exact minimum-register solver against brute force.
//!
//! Random straight-line regions of up to 10 SUnits (virtual registers of
//! every kind, 16-bit to 128-bit tuples, sub-register defs and uses,
//! undef/dead/early-clobber flags, live-out lanes, live-through padding
//! that pushes pressure to the occupancy steps, a boundary that reads a
//! register) get their DAG from `testgen::build_dag`. Brute force
//! enumerates every order that keeps the non-weak edges and scores it with
//! `RegionProblem::pressure_of`; the solver must find the same objective
//! key, return a legal order with the pressure it reports, and never claim
//! a lower bound that some order beats.

mod sched_common;

use gcnrs::lanes::LaneMask;
use gcnrs::occupancy::GcnTarget;
use gcnrs::pressure::{LiveRegSet, RegPressure};
use gcnrs::sched::checker::check_order;
use gcnrs::sched::optimal::{
    legal_order, search_pressure_of, set_determines_live, solve, solve_with_bugs, symmetric_blocks, Objective, ObjectiveKey, PlantedBugs,
    SolverBudget, Status,
};
use gcnrs::sched::problem::RegionProblem;
use gcnrs::sched::testgen::build_dag;
use gcnrs::sched::{Node, RegionDag};
use gcnrs::snapshot::{Instr, InstrFlags, Operand, OperandFlags, Reg, RegKind, VRegInfo};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use sched_common::{instr, positions, topo_violation};

// ------------------------------------------------------------ registers

/// (kind, bits, class weight, max lanes, sub-registers as (index, lanes)).
type Class = (RegKind, u32, u32, LaneMask, &'static [(u32, LaneMask)]);

const HALF: &[(u32, LaneMask)] = &[(1, 0x1), (2, 0x2)];
const SUB64: &[(u32, LaneMask)] = &[(3, 0x3), (4, 0xC)];
const SUB96: &[(u32, LaneMask)] = &[(3, 0x3), (4, 0xC), (5, 0x30), (6, 0xF)];
const SUB128: &[(u32, LaneMask)] = &[(3, 0x3), (4, 0xC), (5, 0x30), (7, 0xC0), (6, 0xF), (8, 0xF0)];

const CLASSES: &[Class] = &[
    (RegKind::Vgpr, 32, 1, 0x3, HALF),
    (RegKind::Vgpr, 32, 1, 0x3, HALF),
    (RegKind::Vgpr, 64, 2, 0xF, SUB64),
    (RegKind::Vgpr, 96, 3, 0x3F, SUB96),
    (RegKind::Vgpr, 128, 4, 0xFF, SUB128),
    (RegKind::Vgpr, 16, 1, 0x1, &[]),
    (RegKind::Sgpr, 32, 1, 0x3, &[]),
    (RegKind::Sgpr, 64, 2, 0xF, SUB64),
    // sreg_128: a tuple class of weight 0 (regpressure.md §4.1).
    (RegKind::Sgpr, 128, 0, 0xFF, SUB128),
    (RegKind::Sgpr, 128, 4, 0xFF, SUB128),
    (RegKind::Agpr, 32, 1, 0x3, &[]),
    (RegKind::Agpr, 64, 2, 0xF, SUB64),
    (RegKind::AvGpr, 32, 2, 0x3, &[]),
    (RegKind::AvGpr, 64, 2, 0xF, SUB64),
];

/// Live-through registers no instruction touches: they lift the region's
/// pressure to where occupancy steps and budgets bite.
const PADS: &[Class] = &[
    (RegKind::Vgpr, 256, 8, 0xFFFF, &[]),
    (RegKind::Vgpr, 512, 16, 0xFFFF_FFFF, &[]),
    (RegKind::Vgpr, 32, 1, 0x3, &[]),
    (RegKind::Sgpr, 512, 16, 0xFFFF_FFFF, &[]),
    (RegKind::Sgpr, 1024, 32, u64::MAX, &[]),
    (RegKind::Agpr, 512, 16, 0xFFFF_FFFF, &[]),
];

fn info(c: &Class) -> VRegInfo {
    VRegInfo {
        class_name: format!("{:?}{}w{}", c.0, c.1, c.2).into(),
        kind: c.0,
        size_bits: c.1,
        weight: c.2,
        max_lanes: c.3,
        tsflags: 0,
        interval: None,
    }
}

// ---------------------------------------------------------------- regions

#[derive(Clone, Debug)]
struct Region {
    vregs: Vec<Option<VRegInfo>>,
    instrs: Vec<Instr>,
    has_boundary: bool,
    live_out: Vec<(u32, LaneMask)>,
    dag: RegionDag,
}

impl Region {
    fn live(&self) -> LiveRegSet {
        LiveRegSet::from_pairs(self.live_out.iter().copied())
    }

    fn problem<'a>(&'a self, live: &'a LiveRegSet) -> RegionProblem<'a> {
        RegionProblem {
            vregs: &self.vregs,
            instrs: &self.instrs,
            boundary: if self.has_boundary { self.instrs.last() } else { None },
            live_out: live,
            dag: &self.dag,
        }
    }
}

/// An operand before its register's class is known: (register or
/// physical, sub-register pick, def, flag pick).
type RawOp = (Option<u32>, usize, bool, u8);

fn arb_raw_op(nregs: u32) -> impl Strategy<Value = RawOp> {
    (prop::option::weighted(0.9, 0..nregs), any::<usize>(), any::<bool>(), 0u8..12)
}

fn resolve(classes: &[usize], (reg, sub, def, flag): RawOp) -> Operand {
    let Some(v) = reg else {
        let flags = if def { OperandFlags::DEF } else { 0 } | OperandFlags::IMPLICIT;
        return Operand {
            reg: Reg::Phys(1 + u32::from(flag % 3)),
            sub_reg: 0,
            sub_lanes: 0,
            flags: OperandFlags(flags),
        };
    };
    let subs = CLASSES[classes[v as usize]].4;
    let pick = sub % (subs.len() + 1);
    let (sub_reg, sub_lanes) = if pick == 0 { (0, 0) } else { subs[pick - 1] };
    let mut flags = if def { OperandFlags::DEF } else { 0 };
    match flag {
        0 => flags |= OperandFlags::UNDEF,
        1 if def => flags |= OperandFlags::DEAD,
        2 if def => flags |= OperandFlags::EARLY_CLOBBER,
        3 => flags |= OperandFlags::IMPLICIT,
        _ => {}
    }
    Operand { reg: Reg::Virt(v), sub_reg, sub_lanes, flags: OperandFlags(flags) }
}

fn arb_mem_flags() -> impl Strategy<Value = u32> {
    prop_oneof![
        8 => Just(0),
        2 => Just(InstrFlags::MAY_LOAD),
        2 => Just(InstrFlags::MAY_STORE),
        1 => Just(InstrFlags::SIDE_EFFECTS),
    ]
}

/// One raw instruction: memory flags, operands, and whether it is a
/// debug value instead.
type RawInstr = (u32, Vec<RawOp>, bool);

fn arb_region(max_sunits: usize) -> impl Strategy<Value = Region> {
    let classes = prop::collection::vec(0..CLASSES.len(), 2..=6);
    let pads = prop::collection::vec(0..PADS.len(), 0..4);
    (classes, pads)
        .prop_flat_map(move |(classes, pads)| {
            let nregs = classes.len() as u32;
            let raw_instr =
                (arb_mem_flags(), prop::collection::vec(arb_raw_op(nregs), 0..4), prop::bool::weighted(0.08));
            let instrs = prop::collection::vec(raw_instr, 1..=max_sunits);
            let boundary = prop::option::of((0..nregs, any::<usize>()));
            let live_out = prop::collection::vec((0..nregs, any::<u64>()), 0..4);
            (Just(classes), Just(pads), instrs, boundary, live_out)
        })
        .prop_map(|(classes, pads, raw, boundary, live_out)| build(&classes, &pads, raw, boundary, live_out))
}

fn build(
    classes: &[usize],
    pads: &[usize],
    raw: Vec<RawInstr>,
    boundary: Option<(u32, usize)>,
    live_out: Vec<(u32, u64)>,
) -> Region {
    let mut vregs: Vec<Option<VRegInfo>> = classes.iter().map(|&c| Some(info(&CLASSES[c]))).collect();
    let mut instrs: Vec<Instr> = Vec::new();
    for (mem, ops, debug) in raw {
        if debug {
            let v = ops.first().and_then(|o| o.0).unwrap_or(0);
            let op = Operand { reg: Reg::Virt(v), sub_reg: 0, sub_lanes: 0, flags: OperandFlags(OperandFlags::DEBUG) };
            instrs.push(instr("DBG_VALUE", InstrFlags::DEBUG | InstrFlags::DEBUG_VALUE, vec![op]));
        } else {
            instrs.push(instr("OP", mem, ops.into_iter().map(|o| resolve(classes, o)).collect()));
        }
    }
    let has_boundary = boundary.is_some();
    if let Some((v, sub)) = boundary {
        let use_op = resolve(classes, (Some(v), sub, false, 11));
        instrs.push(instr("S_CBRANCH", InstrFlags::TERMINATOR | InstrFlags::BARRIER, vec![use_op]));
    }
    let mut live: Vec<(u32, LaneMask)> =
        live_out.into_iter().map(|(v, m)| (v, m & CLASSES[classes[v as usize]].3)).filter(|&(_, m)| m != 0).collect();
    live.sort_unstable_by_key(|&(v, _)| v);
    live.dedup_by_key(|&mut (v, _)| v);
    for &p in pads {
        live.push((vregs.len() as u32, PADS[p].3));
        vregs.push(Some(info(&PADS[p])));
    }
    let dag = build_dag(&instrs);
    Region { vregs, instrs, has_boundary, live_out: live, dag }
}

// ------------------------------------------------------------ objectives

fn arb_objective() -> impl Strategy<Value = Objective> {
    let cpus = prop::sample::select(vec!["gfx900", "gfx90a", "gfx942", "gfx1100", "gfx1030"]);
    let vgpr_budgets = prop::sample::select(vec![6u32, 20, 40, 256, 512]);
    let sgpr_budgets = prop::sample::select(vec![4u32, 20, 96, 102]);
    let max_occ = prop::sample::select(vec![1u32, 4, 8, 10, u32::MAX]);
    (cpus, vgpr_budgets, sgpr_budgets, max_occ)
        .prop_map(|(cpu, v, s, occ)| Objective::with_budgets(GcnTarget::from_cpu(cpu, "").unwrap(), v, s, occ))
}

// ------------------------------------------------------------ brute force

/// Every order of the SUnits that keeps the non-weak SUnit edges, or
/// `None` if there are more than `limit`.
fn all_orders(dag: &RegionDag, limit: usize) -> Option<Vec<Vec<u32>>> {
    let n = dag.len();
    let mut preds_left = vec![0usize; n];
    for i in 0..n {
        for e in dag.succs(Node::SUnit(i as u32)) {
            if let (Node::SUnit(t), false) = (e.node, e.weak) {
                preds_left[t as usize] += 1;
            }
        }
    }
    fn go(dag: &RegionDag, left: &mut [usize], order: &mut Vec<u32>, out: &mut Vec<Vec<u32>>, limit: usize) -> bool {
        let n = dag.len();
        if order.len() == n {
            out.push(order.clone());
            return out.len() <= limit;
        }
        for s in 0..n as u32 {
            if left[s as usize] != 0 || order.contains(&s) {
                continue;
            }
            let succs: Vec<u32> =
                dag.succs(Node::SUnit(s)).iter().filter_map(|e| if e.weak { None } else { e.node.sunit() }).collect();
            for &t in &succs {
                left[t as usize] -= 1;
            }
            order.push(s);
            let ok = go(dag, left, order, out, limit);
            order.pop();
            for &t in &succs {
                left[t as usize] += 1;
            }
            if !ok {
                return false;
            }
        }
        true
    }
    let mut out = Vec::new();
    go(dag, &mut preds_left, &mut Vec::new(), &mut out, limit).then_some(out)
}

fn at_most(a: &RegPressure, b: &RegPressure) -> bool {
    let ((ar, at), (br, bt)) = (a.raw(), b.raw());
    ar.iter().zip(br).all(|(x, y)| *x <= y) && at.iter().zip(bt).all(|(x, y)| *x <= y)
}

/// The best key over all orders, with every order's pressure.
fn brute_force(
    problem: &RegionProblem<'_>,
    objective: &Objective,
    orders: &[Vec<u32>],
) -> (ObjectiveKey, Vec<RegPressure>) {
    let pressures: Vec<RegPressure> = orders.iter().map(|o| problem.pressure_of(o)).collect();
    let best = pressures.iter().map(|p| objective.key(p)).min().expect("at least one order");
    (best, pressures)
}

const ORDER_LIMIT: usize = 20_000;

/// The solver's answer against brute force; `Err` describes a mismatch.
fn check_against_brute_force(
    region: &Region,
    objective: &Objective,
    budget: &SolverBudget,
    bugs: &PlantedBugs,
    incumbent: Option<usize>,
) -> Result<(), TestCaseError> {
    let Some(orders) = all_orders(&region.dag, ORDER_LIMIT) else {
        return Err(TestCaseError::reject("too many orders for brute force"));
    };
    let live = region.live();
    let problem = region.problem(&live);
    let (best, pressures) = brute_force(&problem, objective, &orders);
    let incumbents: Vec<Vec<u32>> = incumbent.map(|i| orders[i % orders.len()].clone()).into_iter().collect();
    let sol = solve_with_bugs(&problem, objective, &incumbents, budget, bugs)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;

    prop_assert!(positions(&sol.order, region.dag.len()).is_some(), "not a permutation: {:?}", sol.order);
    prop_assert_eq!(topo_violation(&region.dag, &sol.order), None);
    let instr_order = region.dag.instr_order(&sol.order);
    prop_assert!(check_order(&region.instrs, &instr_order).is_ok(), "checker refuses {:?}", sol.order);
    prop_assert_eq!(problem.pressure_of(&sol.order), sol.pressure);
    prop_assert_eq!(objective.key(&sol.pressure), sol.key);
    prop_assert!(sol.key >= best, "solver key {} beats brute force {}", sol.key, best);
    if let Some(inc) = incumbents.first() {
        prop_assert!(sol.key <= objective.key(&problem.pressure_of(inc)), "worse than the incumbent");
    }
    match sol.status {
        Status::Optimal => prop_assert_eq!(sol.key, best, "claimed optimal"),
        Status::Bounded => {
            prop_assert!(sol.lower_bound.key <= best, "bound {} above the optimum {}", sol.lower_bound.key, best)
        }
    }
    for (o, p) in orders.iter().zip(&pressures) {
        prop_assert!(
            at_most(&sol.lower_bound.pressure, p),
            "lower bound {:?} above the pressure {:?} of order {:?}",
            sol.lower_bound.pressure.raw(),
            p.raw(),
            o
        );
    }
    Ok(())
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { cases, max_global_rejects: 100_000, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config(2000))]

    /// Unlimited budget: always optimal, and the optimum is brute force's.
    #[test]
    fn solver_matches_brute_force(region in arb_region(10), objective in arb_objective()) {
        check_against_brute_force(&region, &objective, &SolverBudget::unlimited(), &PlantedBugs::default(), None)?;
    }

    /// Tiny budgets and an incumbent: never worse than the incumbent, a
    /// claimed optimum is one, and a claimed bound holds.
    #[test]
    fn budget_limited_results_stay_sound(
        region in arb_region(10),
        objective in arb_objective(),
        nodes in 0u64..40,
        incumbent in any::<usize>(),
    ) {
        let budget = SolverBudget { max_nodes: nodes, ..SolverBudget::default() };
        check_against_brute_force(&region, &objective, &budget, &PlantedBugs::default(), Some(incumbent))?;
    }

    /// The search's own pressure (dense live sets, undoable steps) equals
    /// the tracker's on every order.
    #[test]
    fn search_pressure_is_the_trackers(region in arb_region(10), pick in any::<usize>()) {
        let Some(orders) = all_orders(&region.dag, 2000) else { return Err(TestCaseError::reject("many orders")) };
        let order = &orders[pick % orders.len()];
        let live = region.live();
        let problem = region.problem(&live);
        prop_assert_eq!(search_pressure_of(&problem, order).unwrap(), problem.pressure_of(order));
    }

    /// The pressure floor a raise search is skipped by (the live sets at
    /// the region's two ends) is at most the pressure of every legal order:
    /// a floor above one would skip a raise some order reaches.
    #[test]
    fn pressure_floor_holds_in_every_order(region in arb_region(10)) {
        let Some(orders) = all_orders(&region.dag, 2000) else { return Err(TestCaseError::reject("many orders")) };
        let live = region.live();
        let problem = region.problem(&live);
        let floor = problem.pressure_floor();
        for o in &orders {
            let p = problem.pressure_of(o);
            prop_assert!(at_most(&floor, &p), "floor {:?} above the pressure {:?} of order {:?}", floor.raw(), p.raw(), o);
        }
    }

    /// The assumption behind the dominance memo and free moves: placing
    /// the same set of SUnits at the bottom in two different orders leaves
    /// the same live set above them (checked with the upward tracker
    /// itself), on every DAG that orders each def/use pair of a lane,
    /// which `testgen` builds and the solver checks for.
    #[test]
    fn live_set_depends_only_on_the_placed_set(region in arb_region(10), a in any::<usize>(), b in any::<usize>(), cut in any::<prop::sample::Index>()) {
        let Some(orders) = all_orders(&region.dag, 2000) else { return Err(TestCaseError::reject("many orders")) };
        let live = region.live();
        let problem = region.problem(&live);
        prop_assert!(set_determines_live(&problem).unwrap(), "testgen orders every conflicting pair");
        let n = region.dag.len();
        let k = cut.index(n + 1);
        let first = &orders[a % orders.len()];
        let placed: std::collections::BTreeSet<u32> = first[n - k..].iter().copied().collect();
        // Another order with the same bottom set, if there is one.
        let same: Vec<&Vec<u32>> = orders.iter().filter(|o| o[n - k..].iter().copied().collect::<std::collections::BTreeSet<_>>() == placed).collect();
        let second = same[b % same.len()];
        let live_above = |order: &[u32]| {
            let mut t = problem.tracker_at_bottom();
            for &su in order[n - k..].iter().rev() {
                t.recede(problem.instr(su));
            }
            t.live().sorted()
        };
        prop_assert_eq!(live_above(first), live_above(second));
    }
}

// ------------------------------------------------- symmetric regions

/// One instruction of a chain template: its def's class, and whether it
/// reads the shared register, the chain's previous value, or both.
type Step = (usize, bool, bool, usize);

/// Copies of one random chain (fresh registers per copy, one shared
/// live-in register), optionally feeding a final instruction: the shape
/// the solver's block symmetry is for (loads feeding independent chains).
fn arb_symmetric_region() -> impl Strategy<Value = Region> {
    let step = (0..CLASSES.len(), any::<bool>(), any::<bool>(), any::<usize>());
    (prop::collection::vec(step, 1..=3), 2usize..=3, any::<bool>(), 0..CLASSES.len(), any::<bool>()).prop_filter_map(
        "at most 10 SUnits",
        |(template, copies, join, shared_class, live_out_last)| {
            let sunits = template.len() * copies + usize::from(join);
            (sunits <= 10).then(|| symmetric(&template, copies, join, shared_class, live_out_last))
        },
    )
}

fn symmetric(template: &[Step], copies: usize, join: bool, shared_class: usize, live_out_last: bool) -> Region {
    let mut vregs = vec![Some(info(&CLASSES[shared_class]))];
    let whole = |v: u32, def: bool| Operand {
        reg: Reg::Virt(v),
        sub_reg: 0,
        sub_lanes: 0,
        flags: OperandFlags(if def { OperandFlags::DEF } else { 0 }),
    };
    let mut instrs = Vec::new();
    let mut lasts = Vec::new();
    for _ in 0..copies {
        let mut prev: Option<u32> = None;
        for &(class, reads_shared, reads_prev, sub) in template {
            let v = vregs.len() as u32;
            vregs.push(Some(info(&CLASSES[class])));
            let mut ops = vec![whole(v, true)];
            if reads_shared || prev.is_none() {
                let subs = CLASSES[shared_class].4;
                let pick = sub % (subs.len() + 1);
                let (sub_reg, sub_lanes) = if pick == 0 { (0, 0) } else { subs[pick - 1] };
                ops.push(Operand { reg: Reg::Virt(0), sub_reg, sub_lanes, flags: OperandFlags(0) });
            }
            if let (Some(p), true) = (prev, reads_prev || !reads_shared) {
                ops.push(whole(p, false));
            }
            instrs.push(instr("OP", 0, ops));
            prev = Some(v);
        }
        lasts.push(prev.expect("a template has a step"));
    }
    let mut live_out = Vec::new();
    if join {
        let ops = lasts.iter().map(|&v| whole(v, false)).collect();
        instrs.push(instr("OP", InstrFlags::MAY_STORE, ops));
    } else if live_out_last {
        live_out.extend(lasts.iter().map(|&v| (v, vregs[v as usize].as_ref().unwrap().max_lanes)));
    }
    let dag = build_dag(&instrs);
    Region { vregs, instrs, has_boundary: false, live_out, dag }
}

proptest! {
    #![proptest_config(config(1000))]

    /// The same brute-force comparison where the block symmetry applies,
    /// and the symmetry is actually found.
    #[test]
    fn symmetric_regions_match_brute_force(region in arb_symmetric_region(), objective in arb_objective()) {
        let live = region.live();
        let blocks = symmetric_blocks(&region.problem(&live)).unwrap();
        prop_assert!(!blocks.is_empty(), "no interchangeable blocks found");
        check_against_brute_force(&region, &objective, &SolverBudget::unlimited(), &PlantedBugs::default(), None)?;
    }
}

/// A planted bug must make the brute-force comparison fail: with every
/// per-SUnit peak bound one VGPR too strong, the solver stops early or
/// cuts the optimum, and within a few hundred random regions some answer
/// differs from brute force. (Without the bug the same runs pass, see
/// `solver_matches_brute_force`.)
#[test]
fn overstrong_bound_is_caught() {
    let bugs = PlantedBugs { overstrong_peak_vgprs: 1 };
    let mut runner = TestRunner::new(Config { cases: 400, max_global_rejects: 100_000, ..Config::default() });
    let result = runner.run(&(arb_region(10), arb_objective()), |(region, objective)| {
        // Only the optimum comparison, not the bound check: the point is
        // that brute force notices a wrong answer.
        let Some(orders) = all_orders(&region.dag, ORDER_LIMIT) else {
            return Err(TestCaseError::reject("too many orders"));
        };
        let live = region.live();
        let problem = region.problem(&live);
        let (best, _) = brute_force(&problem, &objective, &orders);
        let sol = solve_with_bugs(&problem, &objective, &[], &SolverBudget::unlimited(), &bugs).unwrap();
        prop_assert_eq!(sol.key, best);
        Ok(())
    });
    let err = result.expect_err("an over-strong bound went unnoticed");
    println!("caught as expected: {err}");
}

/// Malformed input gives an error, not a panic.
#[test]
fn malformed_input_is_an_error() {
    let region = build(
        &[0, 2],
        &[],
        vec![
            (0, vec![(Some(0), 0, true, 11)], false),
            (0, vec![(Some(1), 0, true, 11), (Some(0), 0, false, 11)], false),
            (0, vec![(Some(1), 0, false, 11)], false),
        ],
        None,
        vec![],
    );
    let objective = Objective::with_budgets(GcnTarget::from_cpu("gfx900", "").unwrap(), 256, 96, 10);
    let live = region.live();
    let budget = SolverBudget::default();
    assert!(solve(&region.problem(&live), &objective, &[], &budget).is_ok());

    // A register without a class.
    let mut r = region.clone();
    r.vregs[1] = None;
    let e = solve(&r.problem(&live), &objective, &[], &budget).unwrap_err();
    assert!(e.to_string().contains("%1"), "{e}");

    // A read of lanes its register's class does not have (%0 is a 32-bit
    // VGPR, lanes 0x3): found by the fuzz target, where the tracker's
    // running count and a recount of its live set part ways.
    let mut r = region.clone();
    r.instrs[1].operands[1].sub_lanes = 0xF;
    let e = solve(&r.problem(&live), &objective, &[], &budget).unwrap_err();
    assert!(e.to_string().contains("lanes 0xf"), "{e}");

    // An SUnit naming an instruction that does not exist.
    let mut r = region.clone();
    r.dag.sunits[2].instr = 99;
    assert!(solve(&r.problem(&live), &objective, &[], &budget).is_err());

    // A cycle: SU(1)'s edge to SU(2) turned back to SU(0).
    let mut r = region.clone();
    let list = r.dag.sunits[1].succs;
    let k = (list.start..list.start + list.len).find(|&k| r.dag.edges[k as usize].node == Node::SUnit(2)).unwrap();
    r.dag.edges[k as usize].node = Node::SUnit(0);
    let e = solve(&r.problem(&live), &objective, &[], &budget).unwrap_err();
    assert!(e.to_string().contains("cycle"), "{e}");

    // An incumbent that is no order of the region.
    for bad in [vec![0, 1], vec![0, 0, 1], vec![2, 1, 0], vec![0, 1, 7]] {
        let e = solve(&region.problem(&live), &objective, &[vec![0, 1, 2], bad.clone()], &budget).unwrap_err();
        assert!(e.to_string().starts_with("incumbent order 1"), "{bad:?}: {e}");
        assert!(legal_order(&region.dag, &bad).is_err());
    }
}
