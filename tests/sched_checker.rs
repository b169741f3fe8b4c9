//! The operand-based legality checker on hand-written instruction lists.

mod sched_common;

use gcnrs::sched::checker::{check_order, check_order_with, CheckOptions, MemRule, PartialDefs, RegDep, Rule, Violation};
use gcnrs::snapshot::{InstrFlags as F, OperandFlags as O, Reg};
use sched_common::{instr, op};

const V: fn(u32) -> Reg = Reg::Virt;
const P: fn(u32) -> Reg = Reg::Phys;
// Sub-register choices of `op`: 0 whole, 1 sub0 (lanes 0x3), 2 sub1 (0xC).
const WHOLE: usize = 0;
const SUB0: usize = 1;
const SUB1: usize = 2;

fn reordered(first: u32, second: u32, rule: Rule) -> Violation {
    Violation::Reordered { first, second, rule }
}

fn reg(kind: RegDep, reg: Reg, lanes: Option<u64>) -> Rule {
    Rule::Reg { kind, reg, lanes }
}

#[test]
fn raw_war_waw_on_virtual_registers() {
    // 0: %1 = ...      1: ... = %1      2: %1 = ...
    let code = vec![
        instr("DEF", 0, vec![op(V(1), WHOLE, O::DEF)]),
        instr("USE", 0, vec![op(V(1), WHOLE, 0)]),
        instr("DEF", 0, vec![op(V(1), WHOLE, O::DEF)]),
    ];
    assert_eq!(check_order(&code, &[0, 1, 2]), Ok(()));
    assert_eq!(check_order(&code, &[1, 0, 2]), Err(vec![reordered(0, 1, reg(RegDep::Raw, V(1), Some(u64::MAX)))]));
    assert_eq!(check_order(&code, &[0, 2, 1]), Err(vec![reordered(1, 2, reg(RegDep::War, V(1), Some(u64::MAX)))]));
    // Moving the last def to the top breaks WAW with 0 and WAR with 1.
    assert_eq!(
        check_order(&code, &[2, 0, 1]),
        Err(vec![
            reordered(0, 2, reg(RegDep::Waw, V(1), Some(u64::MAX))),
            reordered(1, 2, reg(RegDep::War, V(1), Some(u64::MAX))),
        ])
    );
}

#[test]
fn lanes_separate_sub_registers() {
    // 0: %5.sub0 = ...   1: ... = %5.sub1   2: ... = %5
    let code = vec![
        instr("DEF", 0, vec![op(V(5), SUB0, O::DEF | O::UNDEF)]),
        instr("USE", 0, vec![op(V(5), SUB1, 0)]),
        instr("USE", 0, vec![op(V(5), WHOLE, 0)]),
    ];
    assert_eq!(check_order(&code, &[1, 0, 2]), Ok(()));
    assert_eq!(check_order(&code, &[2, 0, 1]), Err(vec![reordered(0, 2, reg(RegDep::Raw, V(5), Some(0x3)))]));
}

#[test]
fn undef_uses_read_nothing() {
    let code = vec![
        instr("DEF", 0, vec![op(V(3), WHOLE, O::DEF)]),
        instr("USE", 0, vec![op(V(3), WHOLE, O::UNDEF)]),
    ];
    assert_eq!(check_order(&code, &[1, 0]), Ok(()));
}

/// `undef %5.sub0 = A; %5.sub1 = B`: B keeps (reads) sub0, so by default
/// A must stay first; LLVM's lane view (LanesOnly) lets them swap.
#[test]
fn partial_defs_read_other_lanes_by_default() {
    let code = vec![
        instr("A", 0, vec![op(V(5), SUB0, O::DEF | O::UNDEF)]),
        instr("B", 0, vec![op(V(5), SUB1, O::DEF)]),
    ];
    assert_eq!(check_order(&code, &[1, 0]), Err(vec![reordered(0, 1, reg(RegDep::Raw, V(5), Some(0x3)))]));
    let lanes_only = CheckOptions { partial_defs: PartialDefs::LanesOnly, ..Default::default() };
    assert_eq!(check_order_with(&code, &[1, 0], &lanes_only), Ok(()));
    // The other way round the implicit read makes it WAR.
    let code = vec![
        instr("B", 0, vec![op(V(5), SUB1, O::DEF)]),
        instr("A", 0, vec![op(V(5), SUB0, O::DEF | O::UNDEF)]),
    ];
    assert_eq!(check_order(&code, &[1, 0]), Err(vec![reordered(0, 1, reg(RegDep::War, V(5), Some(0x3)))]));
}

#[test]
fn implicit_physical_operands_count() {
    // 0: implicit-def $p1     1: implicit use $p1     2: implicit use $p2
    let code = vec![
        instr("DEF", 0, vec![op(P(1), WHOLE, O::DEF | O::IMPLICIT | O::DEAD)]),
        instr("USE", 0, vec![op(P(1), WHOLE, O::IMPLICIT)]),
        instr("USE", 0, vec![op(P(2), WHOLE, O::IMPLICIT)]),
    ];
    assert_eq!(check_order(&code, &[1, 0, 2]), Err(vec![reordered(0, 1, reg(RegDep::Raw, P(1), None))]));
    // Exact numbers: $p2 does not conflict with $p1 ...
    assert_eq!(check_order(&code, &[2, 0, 1]), Ok(()));
    // ... unless the caller says they alias.
    let alias = |a: u32, b: u32| a == b || (a.min(b), a.max(b)) == (1, 2);
    let opts = CheckOptions { phys_overlap: Some(&alias), ..Default::default() };
    assert_eq!(check_order_with(&code, &[2, 0, 1], &opts), Err(vec![reordered(0, 2, reg(RegDep::Raw, P(1), None))]));
}

#[test]
fn memory_rules() {
    let code = vec![
        instr("LOAD", F::MAY_LOAD, vec![]),
        instr("LOAD", F::MAY_LOAD, vec![]),
        instr("STORE", F::MAY_STORE, vec![]),
        instr("ALU", 0, vec![]),
        instr("FENCE", F::SIDE_EFFECTS, vec![]),
        instr("LOAD", F::MAY_LOAD, vec![]),
    ];
    // Loads swap freely; plain ALU crosses everything.
    assert_eq!(check_order(&code, &[1, 0, 3, 2, 4, 5]), Ok(()));
    assert_eq!(check_order(&code, &[3, 0, 1, 2, 4, 5]), Ok(()));
    assert_eq!(
        check_order(&code, &[0, 2, 1, 3, 4, 5]),
        Err(vec![reordered(1, 2, Rule::Memory(MemRule::StoreOrder))])
    );
    assert_eq!(
        check_order(&code, &[0, 1, 2, 3, 5, 4]),
        Err(vec![reordered(4, 5, Rule::Memory(MemRule::Ordered))])
    );
    // Moving the fence above the store violates the Ordered rule.
    assert_eq!(
        check_order(&code, &[0, 1, 4, 2, 3, 5]),
        Err(vec![reordered(2, 4, Rule::Memory(MemRule::Ordered))])
    );
}

#[test]
fn side_effects_do_not_order_plain_instructions_but_order_each_other() {
    let code = vec![
        instr("NOP", F::SIDE_EFFECTS, vec![]),
        instr("ALU", 0, vec![]),
        instr("NOP", F::SIDE_EFFECTS, vec![]),
    ];
    assert_eq!(check_order(&code, &[1, 0, 2]), Ok(()));
    assert_eq!(check_order(&code, &[2, 1, 0]), Err(vec![reordered(0, 2, Rule::Memory(MemRule::Ordered))]));
}

#[test]
fn boundary_stays_last_and_debug_is_ignored() {
    let code = vec![
        instr("ALU", 0, vec![]),
        instr("DBG_VALUE", F::DEBUG | F::DEBUG_VALUE, vec![op(V(1), WHOLE, O::DEBUG)]),
        instr("ALU", 0, vec![]),
        instr("S_ENDPGM", F::TERMINATOR | F::BARRIER, vec![]),
    ];
    assert_eq!(check_order(&code, &[2, 0, 3]), Ok(()));
    assert_eq!(
        check_order(&code, &[0, 3, 2]),
        Err(vec![reordered(2, 3, Rule::Boundary)])
    );
}

#[test]
fn permutation_errors() {
    let code = vec![
        instr("ALU", 0, vec![]),
        instr("DBG_VALUE", F::DEBUG, vec![]),
        instr("ALU", 0, vec![]),
    ];
    assert_eq!(
        check_order(&code, &[0, 0, 1, 9]),
        Err(vec![
            Violation::Duplicate { instr: 0 },
            Violation::NotSchedulable { instr: 1 },
            Violation::OutOfRange { instr: 9 },
            Violation::Missing { instr: 2 },
        ])
    );
}

#[test]
fn violations_print_precisely() {
    let code = vec![
        instr("V_MOV_B32", 0, vec![op(V(5), SUB1, O::DEF | O::UNDEF)]),
        instr("V_ADD_U32", 0, vec![op(V(5), SUB1, 0)]),
    ];
    let errs = check_order(&code, &[1, 0]).unwrap_err();
    assert_eq!(errs[0].to_string(), "instr 0 must stay before instr 1: RAW on %5 lanes 000000000000000C");
    assert_eq!(
        errs[0].describe(&code),
        "instr 0 (V_MOV_B32) must stay before instr 1 (V_ADD_U32): RAW on %5 lanes 000000000000000C"
    );
}
