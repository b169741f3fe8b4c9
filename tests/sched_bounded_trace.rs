//! Tracing output of the bounded scheduler. Alone in its own test binary:
//! `tracing` caches per-callsite interest process-wide, so a test running
//! on another thread without a subscriber could switch these events off.

mod sched_common;

use gcnrs::pressure::LiveRegSet;
use gcnrs::sched::bounded::{self, RegBudget};
use gcnrs::sched::problem::RegionProblem;
use gcnrs::sched::testgen::build_dag;
use gcnrs::snapshot::{InstrFlags, Operand, OperandFlags, Reg, RegKind, VRegInfo};
use sched_common::{instr, traced};

fn op(v: u32, def: bool) -> Operand {
    Operand { reg: Reg::Virt(v), sub_reg: 0, sub_lanes: 0, flags: OperandFlags(if def { OperandFlags::DEF } else { 0 }) }
}

/// Every pick is logged with its reason under `gcnrs::sched::bounded`, and
/// a failed attempt says where it failed before the retry.
#[test]
fn decisions_are_traced() {
    // Two loads feeding one add, stored: the add reads two values, so a
    // budget of one VGPR cannot be met.
    let vgpr = VRegInfo {
        class_name: "vgpr_32".into(),
        kind: RegKind::Vgpr,
        size_bits: 32,
        weight: 1,
        max_lanes: 0x3,
        tsflags: 0,
        interval: None,
    };
    let vregs = vec![Some(vgpr); 3];
    let instrs = vec![
        instr("LOAD", InstrFlags::MAY_LOAD, vec![op(0, true)]),
        instr("LOAD", InstrFlags::MAY_LOAD, vec![op(1, true)]),
        instr("ADD", 0, vec![op(0, false), op(1, false), op(2, true)]),
        instr("STORE", InstrFlags::MAY_STORE, vec![op(2, false)]),
    ];
    let dag = build_dag(&instrs);
    let live = LiveRegSet::new();
    let p = RegionProblem { vregs: &vregs, instrs: &instrs, boundary: None, live_out: &live, dag: &dag };
    let budget = RegBudget { vgpr: 1, arch_vgpr: 1, agpr: 1, sgpr: 1, unified: false };

    let (s, text) = traced("gcnrs::sched::bounded=trace", || bounded::schedule(&p, &budget).unwrap());
    assert!(!s.fits);
    assert!(text.contains("gcnrs::sched::bounded"), "{text}");
    assert!(text.contains("reason=OnlyCandidate"), "{text}");
    assert!(text.contains("nothing fits the budget"), "{text}");
    assert!(text.contains("retrying"), "{text}");
}
