//! The modes' step sequences on a small synthetic function, checked against
//! the in-tree algorithm as iterative-scheduler.md §7 states it.
//!
//! Region 0 (block 0): 30 values defined, then each read once, so 30 VGPRs
//! are live in the recorded order (occupancy 8 on gfx900) while minreg can
//! pair every def with its read (occupancy 10). Region 1 (block 1) defines
//! and reads 26 values pairwise, so one is live at a time as recorded.

use super::ilp::Ilp;
use super::max_occupancy::MaxOccupancy;
use super::minreg::MinReg;
use super::Policy;
use crate::iterative::context::Context;
use crate::iterative::occupancy::OccupancyModel;
use crate::iterative::session::{IglpSwap, Step};
use crate::iterative::{Options, Region, Strategy};
use crate::occupancy::{FunctionLimits, GcnTarget};
use crate::pressure::PressureOrder;
use crate::sched::testgen::build_dag;
use crate::sched::RegionDag;
use crate::snapshot::{
    Block, Function, Instr, InstrFlags, LiveInterval, LiveRange, Operand, OperandFlags, Reg, RegKind, Segment,
    VRegInfo,
};

pub(super) const WIDE: u32 = 30;
const PAIRS: u32 = 26;

fn slot(k: usize) -> i64 {
    16 * (k as i64 + 1)
}

pub(super) fn fixture() -> Context {
    let op = |v: u32, def: bool| Operand {
        reg: Reg::Virt(v),
        sub_reg: 0,
        sub_lanes: 0,
        flags: OperandFlags(if def { OperandFlags::DEF } else { OperandFlags::KILL }),
    };
    let mut instrs = Vec::new();
    let mut vregs = Vec::new();
    let add = |instrs: &mut Vec<Instr>, ops: Vec<Operand>| {
        let k = instrs.len();
        instrs.push(Instr {
            opcode: 1,
            opcode_name: "V_MOV_B32_e32".into(),
            flags: InstrFlags(0),
            slot: Some(slot(k)),
            operands: ops,
            text: String::new(),
        });
        k
    };
    let mut intervals: Vec<(usize, usize)> = Vec::new();
    // Block 0: defs of v0..v29, then reads in the same order.
    let defs: Vec<usize> = (0..WIDE).map(|v| add(&mut instrs, vec![op(v, true)])).collect();
    let uses: Vec<usize> = (0..WIDE).map(|v| add(&mut instrs, vec![op(v, false)])).collect();
    for v in 0..WIDE as usize {
        intervals.push((defs[v], uses[v]));
    }
    let b0_end = instrs.len();
    // Block 1: w_i defined and read right away, pair after pair.
    for i in 0..PAIRS {
        let d = add(&mut instrs, vec![op(WIDE + i, true)]);
        let u = add(&mut instrs, vec![op(WIDE + i, false)]);
        intervals.push((d, u));
    }
    for (d, u) in intervals {
        let seg = Segment { start: slot(d) + 2, end: slot(u) + 2 };
        vregs.push(Some(VRegInfo {
            class_name: "vgpr_32".into(),
            kind: RegKind::Vgpr,
            size_bits: 32,
            weight: 1,
            max_lanes: 1,
            tsflags: 0,
            interval: Some(LiveInterval { main: LiveRange { segments: vec![seg] }, subranges: vec![] }),
        }));
    }
    let n = instrs.len();
    let blocks = vec![
        Block { name: "bb.0".into(), number: 0, start: 0, last: slot(b0_end - 1) + 8, end: slot(b0_end), first_instr: 0, num_instrs: b0_end as u32 },
        Block {
            name: "bb.1".into(),
            number: 1,
            start: slot(b0_end),
            last: slot(n - 1) + 8,
            end: slot(n),
            first_instr: b0_end as u32,
            num_instrs: (n - b0_end) as u32,
        },
    ];
    let func = Function { blocks, instrs, vregs, ..Default::default() };
    let regions = vec![
        Region {
            first_instr: 0,
            num_instrs: b0_end as u32,
            boundary: None,
            num_region_instrs: b0_end as u32,
            hints: vec![],
            loop_depth: 0,
            loop_header: None,
            original_position: vec![],
        },
        Region {
            first_instr: b0_end as u32,
            num_instrs: 2 * PAIRS,
            boundary: None,
            num_region_instrs: 2 * PAIRS,
            hints: vec![],
            loop_depth: 0,
            loop_header: None,
            original_position: vec![],
        },
    ];
    Context::new(Some(func), regions, Options::default()).unwrap()
}

pub(super) fn gfx900(mfi_occupancy: u32, limits: FunctionLimits) -> OccupancyModel {
    let t = GcnTarget::from_cpu("gfx900", "").unwrap();
    OccupancyModel::with_parts(PressureOrder::with_budgets(t, 256, 102), limits, mfi_occupancy, 10)
}

pub(super) fn dag(cx: &Context, region: usize) -> RegionDag {
    build_dag(cx.region(region).instrs(cx.func.as_ref().expect("the fixture has a snapshot")))
}

/// Run `advance` until it queues something (or finishes).
pub(super) fn advance(p: &mut dyn Policy, cx: &mut Context) -> Vec<Step> {
    let mut out = Vec::new();
    while out.is_empty() && p.advance(cx, &mut out).unwrap() {}
    out
}

fn original(cx: &Context, region: usize) -> Vec<u32> {
    let r = cx.region(region);
    (r.first_instr..r.first_instr + r.num_instrs).collect()
}

#[test]
fn fixture_pressures() {
    let cx = fixture();
    let occ = gfx900(10, FunctionLimits::kernel());
    assert_eq!(cx.max_pressure[0].vgpr(false), WIDE);
    assert_eq!(occ.occupancy(&cx.max_pressure[0]), 8);
    assert_eq!(occ.occupancy(&cx.max_pressure[1]), 10);
    let best = cx.minreg(0, &dag(&cx, 0)).unwrap();
    assert_eq!(occ.occupancy(&best.pressure), 10);
}

#[test]
fn max_occupancy_follows_the_in_tree_mode() {
    let mut cx = fixture();
    let mut m = MaxOccupancy::new(&cx, gfx900(10, FunctionLimits::kernel()));
    let mut out = Vec::new();
    // Pre-pass (occupancy 8 < target 10): region 0 is the fattest, so first.
    assert_eq!(advance(&mut m, &mut cx), vec![Step::BuildDag { region: 0, iglp: IglpSwap::Keep }]);
    { let d = dag(&cx, 0); m.on_dag(&mut cx, 0, &d, &mut out) }.unwrap();
    assert_eq!(out, vec![Step::Leave], "the pre-pass leaves its DAGs unplaced");
    // Region 1 already fits: its DAG is built (mutations run), nothing else.
    assert_eq!(advance(&mut m, &mut cx), vec![Step::BuildDag { region: 1, iglp: IglpSwap::Keep }]);
    out.clear();
    { let d = dag(&cx, 1); m.on_dag(&mut cx, 1, &d, &mut out) }.unwrap();
    assert_eq!(out, vec![Step::Leave]);
    // The function occupancy is already 10: nothing to write. One pass of
    // LLVM's strategy (occupancy reached the target), IGLP re-entry phase.
    assert_eq!(advance(&mut m, &mut cx), vec![Step::Legacy { region: 0, iglp: IglpSwap::Keep }]);
    // LLVM's strategy kept the 30-wide order: the stored minreg order goes in.
    out.clear();
    { let o = original(&cx, 0); m.on_legacy_order(&mut cx, 0, &o, &mut out) }.unwrap();
    assert!(matches!(&out[..], [Step::ApplyInstrs(i), Step::Leave] if i.len() == 2 * WIDE as usize));
    assert_eq!(advance(&mut m, &mut cx), vec![Step::Legacy { region: 1, iglp: IglpSwap::Keep }]);
    out.clear();
    { let o = original(&cx, 1); m.on_legacy_order(&mut cx, 1, &o, &mut out) }.unwrap();
    assert_eq!(out, vec![Step::Leave]);
    // Quirk kept: the final occupancy counts the pressure before the revert.
    assert_eq!(advance(&mut m, &mut cx), vec![Step::SetOccupancy(8)]);
    assert_eq!(advance(&mut m, &mut cx), vec![]);
}

#[test]
fn max_occupancy_restores_a_region_without_a_stored_order() {
    let mut cx = fixture();
    let mut m = MaxOccupancy::new(&cx, gfx900(10, FunctionLimits::kernel()));
    let mut out = Vec::new();
    for region in 0..2 {
        advance(&mut m, &mut cx);
        { let d = dag(&cx, region); m.on_dag(&mut cx, region, &d, &mut out) }.unwrap();
    }
    assert_eq!(advance(&mut m, &mut cx), vec![Step::Legacy { region: 0, iglp: IglpSwap::Keep }]);
    out.clear();
    { let o = original(&cx, 0); m.on_legacy_order(&mut cx, 0, &o, &mut out) }.unwrap();
    assert_eq!(advance(&mut m, &mut cx), vec![Step::Legacy { region: 1, iglp: IglpSwap::Keep }]);
    // Suppose LLVM's strategy hoisted every def of region 1: 26 live values,
    // 9 waves, below the target of 10, and region 1 has no stored minreg
    // order (it fitted when recorded): back to the previous order.
    let first = cx.region(1).first_instr;
    let hoisted: Vec<u32> =
        (0..PAIRS).map(|i| first + 2 * i).chain((0..PAIRS).map(|i| first + 2 * i + 1)).collect();
    out.clear();
    m.on_legacy_order(&mut cx, 1, &hoisted, &mut out).unwrap();
    assert_eq!(out, vec![Step::Restore, Step::Leave]);
    // Both regions counted with their pre-revert pressure: min(8, 9).
    assert_eq!(advance(&mut m, &mut cx), vec![Step::SetOccupancy(8)]);
}

#[test]
fn memory_bound_functions_aim_at_four_waves() {
    let mut cx = fixture();
    let limits = FunctionLimits { memory_bound: true, ..FunctionLimits::kernel() };
    let mut m = MaxOccupancy::new(&cx, gfx900(10, limits));
    // 8 waves already meet the target of 4: no pre-pass, straight to LLVM.
    assert_eq!(advance(&mut m, &mut cx), vec![Step::Legacy { region: 0, iglp: IglpSwap::Keep }]);
    let mut out = Vec::new();
    { let o = original(&cx, 0); m.on_legacy_order(&mut cx, 0, &o, &mut out) }.unwrap();
    assert_eq!(out, vec![Step::Leave]);
}

#[test]
fn ilp_applies_orders_meeting_the_target_and_limits_occupancy() {
    let mut cx = fixture();
    let model = gfx900(10, FunctionLimits::kernel());
    let mut p = Ilp::new(&cx, model.clone());
    // Region 0 first (fattest); the target is its recorded occupancy, 8.
    assert_eq!(advance(&mut p, &mut cx), vec![Step::BuildDag { region: 0, iglp: IglpSwap::Keep }]);
    let d = dag(&cx, 0);
    let ilp = cx.ilp(0, &d).unwrap();
    let mut out = Vec::new();
    p.on_dag(&mut cx, 0, &d, &mut out).unwrap();
    if model.occupancy(&ilp.pressure) >= 8 {
        assert_eq!(out, vec![Step::ApplySUnits(ilp.order), Step::Leave]);
    } else {
        assert_eq!(out, vec![Step::Restore, Step::Leave]);
    }
    assert_eq!(advance(&mut p, &mut cx), vec![Step::BuildDag { region: 1, iglp: IglpSwap::Keep }]);
    out.clear();
    let d = dag(&cx, 1);
    p.on_dag(&mut cx, 1, &d, &mut out).unwrap();
    // The function occupancy drops to the fattest region's: 8.
    assert_eq!(advance(&mut p, &mut cx), vec![Step::SetOccupancy(8)]);
    assert_eq!(advance(&mut p, &mut cx), vec![]);
}

#[test]
fn minreg_applies_every_region_in_recording_order() {
    let mut cx = fixture();
    let mut p = MinReg::new(&cx);
    for region in 0..2u32 {
        assert_eq!(advance(&mut p, &mut cx), vec![Step::BuildDag { region, iglp: IglpSwap::Keep }]);
        let mut out = Vec::new();
        { let d = dag(&cx, region as usize); p.on_dag(&mut cx, region as usize, &d, &mut out) }.unwrap();
        assert!(matches!(&out[..], [Step::ApplySUnits(_), Step::Leave]));
    }
    assert_eq!(advance(&mut p, &mut cx), vec![]);
}

#[test]
fn iglp_mutation_is_needed_only_for_its_opcodes() {
    let mut cx = fixture();
    assert!(!cx.needs_iglp_mutation());
    // A SCHED_BARRIER gets edges from IGroupLP but does not swap the list.
    cx.regions[1].hints = vec!["SCHED_BARRIER".into()];
    assert!(cx.needs_iglp_mutation());
    assert!(!cx.has_iglp(1));
    cx.regions[1].hints.push("IGLP_OPT".into());
    assert!(cx.needs_iglp_mutation() && cx.has_iglp(1) && !cx.has_iglp(0));
    // The hints are facts of the regions: a session without a snapshot
    // decides the same.
    let bare = without_snapshot(&cx, Options::default());
    assert!(bare.needs_iglp_mutation() && bare.has_iglp(1) && !bare.has_iglp(0));
}

/// The fixture as the shim exports it for forced minreg: regions alone,
/// each numbering its own instructions, and no snapshot.
fn without_snapshot(cx: &Context, opts: Options) -> Context {
    let regions = cx
        .regions
        .iter()
        .map(|r| Region {
            first_instr: 0,
            boundary: r.boundary.map(|_| r.num_instrs),
            ..r.clone()
        })
        .collect();
    Context::new(None, regions, opts).unwrap()
}

#[test]
fn minreg_orders_need_no_snapshot() {
    let mut full = fixture();
    let mut bare = without_snapshot(&full, Options::default());
    assert!(full.tracks_pressure() && !bare.tracks_pressure());
    assert!(bare.max_pressure.is_empty());
    let (mut p, mut q) = (MinReg::new(&full), MinReg::new(&bare));
    for region in 0..2usize {
        advance(&mut p, &mut full);
        advance(&mut q, &mut bare);
        // The DAG comes from LLVM, built on the real operands.
        let d = dag(&full, region);
        let (mut with, mut without) = (Vec::new(), Vec::new());
        p.on_dag(&mut full, region, &d, &mut with).unwrap();
        q.on_dag(&mut bare, region, &d, &mut without).unwrap();
        assert!(matches!(&with[..], [Step::ApplySUnits(_), Step::Leave]));
        assert_eq!(with, without, "region {region}");
    }
}

#[test]
fn pressure_modes_and_the_checker_need_the_snapshot() {
    let mut bare = without_snapshot(&fixture(), Options::default());
    for s in [Strategy::MaxOccupancy, Strategy::Ilp, Strategy::Occupancy] {
        let err = super::create(s, &mut bare).err().expect("a pressure mode needs the snapshot");
        assert!(err.contains("no function snapshot"), "{err}");
    }
    // Checking an order reads operands: refused, not silently accepted.
    let verifying = without_snapshot(&fixture(), Options { verify: true, ..Options::default() });
    let err = verifying.minreg_order(0, &dag(&fixture(), 0)).unwrap_err();
    assert!(err.contains("no function snapshot"), "{err}");
}

#[test]
fn regions_without_a_snapshot_number_their_own_instructions() {
    // Region 1 of the fixture starts after region 0: a snapshot index.
    let cx = fixture();
    assert_ne!(cx.regions[1].first_instr, 0);
    let err = Context::new(None, cx.regions.clone(), Options::default()).err().expect("snapshot numbering refused");
    assert!(err.contains("region 1"), "{err}");
}

#[test]
fn snapshot_needs_follow_strategy_and_options() {
    let plain = Options::default();
    let verify = Options { verify: true, ..plain };
    // No tracing subscriber in unit tests: minreg's trace is off.
    let minreg = Strategy::MinReg.snapshot_needs(&plain);
    assert!(!minreg.snapshot && !minreg.occupancy_facts);
    assert!(Strategy::MinReg.snapshot_needs(&verify).snapshot);
    for s in [Strategy::MaxOccupancy, Strategy::Ilp] {
        let n = s.snapshot_needs(&plain);
        assert!(n.snapshot && n.occupancy_facts, "{s:?}");
    }
}
