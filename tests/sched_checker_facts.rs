//! The legality checker's rules that need facts beyond operands and flags:
//! register units and constness of physical registers, memory operands,
//! target address facts. Every rule is tested both ways: the order it makes
//! legal is accepted, and a truly illegal order next to it is still refused.

mod sched_common;

use gcnrs::sched::checker::{check_order, check_order_with, CheckOptions, MemRule, RegDep, Rule, Violation};
use gcnrs::snapshot::{
    AliasScope, Function, Instr, InstrFlags as F, InstrMemory, MemAddress, MemBase, MemFlags as M, MemIndex,
    MemOperand, OperandFlags as O, PhysRegInfo, Reg,
};
use sched_common::{instr, op};
use std::collections::BTreeMap;

const P: fn(u32) -> Reg = Reg::Phys;
const WHOLE: usize = 0;

// Physical registers of the tests: $vcc = {units 1, 2}, $vcc_lo = {1},
// $vcc_hi = {2}, $scc = {5}, $null = {9} (constant), $sp = {7}.
const VCC: u32 = 10;
const VCC_LO: u32 = 11;
const VCC_HI: u32 = 12;
const SCC: u32 = 19;
const NULL: u32 = 20;
const SP: u32 = 30;

fn phys_facts() -> BTreeMap<u32, PhysRegInfo> {
    let r = |units: &[u32], constant| PhysRegInfo { units: units.to_vec(), constant, ..Default::default() };
    BTreeMap::from([
        (VCC, r(&[1, 2], false)),
        (VCC_LO, r(&[1], false)),
        (VCC_HI, r(&[2], false)),
        (SCC, r(&[5], false)),
        (NULL, r(&[9], true)),
        (SP, r(&[7], false)),
    ])
}

fn reordered(first: u32, second: u32, rule: Rule) -> Violation {
    Violation::Reordered { first, second, rule }
}

fn phys(kind: RegDep, reg: u32) -> Rule {
    Rule::Reg { kind, reg: P(reg), lanes: None }
}

fn check_regs(code: &[Instr], order: &[u32]) -> Result<(), Vec<Violation>> {
    let facts = phys_facts();
    check_order_with(code, order, &CheckOptions { phys_regs: Some(&facts), ..Default::default() })
}

fn dead_def(reg: u32) -> gcnrs::snapshot::Operand {
    op(P(reg), WHOLE, O::DEF | O::IMPLICIT | O::DEAD)
}

fn live_def(reg: u32) -> gcnrs::snapshot::Operand {
    op(P(reg), WHOLE, O::DEF | O::IMPLICIT)
}

fn read(reg: u32) -> gcnrs::snapshot::Operand {
    op(P(reg), WHOLE, O::IMPLICIT)
}

// ------------------------------------------------------------- registers

#[test]
fn dead_physical_defs_swap() {
    // S_AND ..., implicit-def dead $scc twice: nobody reads either value.
    let code = vec![instr("S_AND", 0, vec![dead_def(SCC)]), instr("S_ASHR", 0, vec![dead_def(SCC)])];
    assert_eq!(check_regs(&code, &[1, 0]), Ok(()));
    // Without register facts too: the rule needs only the dead flags.
    assert_eq!(check_order(&code, &[1, 0]), Ok(()));
}

#[test]
fn a_live_physical_def_keeps_its_output_order() {
    let code = vec![instr("S_CMP", 0, vec![live_def(SCC)]), instr("S_AND", 0, vec![dead_def(SCC)])];
    assert_eq!(check_regs(&code, &[1, 0]), Err(vec![reordered(0, 1, phys(RegDep::Waw, SCC))]));
    let code = vec![instr("S_AND", 0, vec![dead_def(SCC)]), instr("S_CMP", 0, vec![live_def(SCC)])];
    assert_eq!(check_regs(&code, &[1, 0]), Err(vec![reordered(0, 1, phys(RegDep::Waw, SCC))]));
}

#[test]
fn reads_stay_ordered_against_dead_defs() {
    // A def of $scc and a read of it: swapping a def with a read is illegal
    // even when the def is marked dead.
    let code = vec![
        instr("S_CMP", 0, vec![live_def(SCC)]),
        instr("S_CSELECT", 0, vec![read(SCC)]),
        instr("S_AND", 0, vec![dead_def(SCC)]),
    ];
    assert_eq!(check_regs(&code, &[0, 2, 1]), Err(vec![reordered(1, 2, phys(RegDep::War, SCC))]));
    assert_eq!(
        check_regs(&code, &[2, 0, 1]),
        Err(vec![reordered(0, 2, phys(RegDep::Waw, SCC)), reordered(1, 2, phys(RegDep::War, SCC))])
    );
    let code = vec![instr("S_AND", 0, vec![dead_def(SCC)]), instr("S_CSELECT", 0, vec![read(SCC)])];
    assert_eq!(check_regs(&code, &[1, 0]), Err(vec![reordered(0, 1, phys(RegDep::Raw, SCC))]));
}

#[test]
fn physical_registers_conflict_through_units() {
    // $vcc_lo and $vcc share unit 1; $vcc_hi and $vcc_lo share none.
    let code = vec![instr("DEF", 0, vec![live_def(VCC)]), instr("USE", 0, vec![read(VCC_LO)])];
    assert_eq!(check_regs(&code, &[1, 0]), Err(vec![reordered(0, 1, phys(RegDep::Raw, VCC))]));
    // Exact numbers alone would have missed it.
    assert_eq!(check_order(&code, &[1, 0]), Ok(()));
    let code = vec![instr("DEF", 0, vec![live_def(VCC_LO)]), instr("USE", 0, vec![read(VCC_HI)])];
    assert_eq!(check_regs(&code, &[1, 0]), Ok(()));
    // Dead defs of overlapping registers swap too.
    let code = vec![instr("A", 0, vec![dead_def(VCC)]), instr("B", 0, vec![dead_def(VCC_LO)])];
    assert_eq!(check_regs(&code, &[1, 0]), Ok(()));
}

#[test]
fn constant_registers_impose_no_order() {
    // V_MAD_U64_U32 %x, $sgpr_null = ...: writes to $sgpr_null are dropped.
    let code = vec![instr("MAD", 0, vec![live_def(NULL)]), instr("MAD", 0, vec![live_def(NULL)])];
    assert_eq!(check_regs(&code, &[1, 0]), Ok(()));
    // Without the fact that it is constant, the writes stay ordered.
    assert_eq!(check_order(&code, &[1, 0]), Err(vec![reordered(0, 1, phys(RegDep::Waw, NULL))]));
}

// ---------------------------------------------------------------- memory

fn mmo(flags: u32, addr_space: u32, base: MemBase, offset: i64, size: u64) -> MemOperand {
    MemOperand {
        flags: gcnrs::snapshot::MemFlags(flags | M::SIZE_KNOWN),
        addr_space,
        size,
        offset,
        base,
        index_bits: if matches!(addr_space, 3 | 5) { 32 } else { 64 },
        scopes: vec![],
        noalias: vec![],
        index: None,
    }
}

fn load(addr_space: u32, base: MemBase, offset: i64, size: u64) -> MemOperand {
    mmo(M::LOAD, addr_space, base, offset, size)
}

fn store(addr_space: u32, base: MemBase, offset: i64, size: u64) -> MemOperand {
    mmo(M::STORE, addr_space, base, offset, size)
}

const V0: MemBase = MemBase::Value(0);
const V1: MemBase = MemBase::Value(1);
const LDS: u32 = 3;
const GLOBAL: u32 = 1;
const FLAT: u32 = 0;

/// A region of memory instructions, each with its memory operands.
struct Region {
    code: Vec<Instr>,
    mem: Vec<InstrMemory>,
}

impl Region {
    fn new() -> Region {
        Region { code: vec![], mem: vec![] }
    }

    fn with(mut self, name: &str, flags: u32, operands: Vec<MemOperand>) -> Region {
        self.code.push(instr(name, flags, vec![]));
        self.mem.push(InstrMemory { operands, address: None });
        self
    }

    fn addressed(mut self, name: &str, flags: u32, operands: Vec<MemOperand>, base: Vec<Reg>, offset: i64, width: u64) -> Region {
        self.code.push(instr(name, flags, base.iter().map(|&r| op(r, WHOLE, 0)).collect()));
        let base = base.iter().map(|&r| op(r, WHOLE, 0)).collect();
        self.mem.push(InstrMemory { operands, address: Some(MemAddress { base, offset, width }) });
        self
    }

    fn check(&self, order: &[u32]) -> Result<(), Vec<Violation>> {
        let facts = phys_facts();
        let opts = CheckOptions { phys_regs: Some(&facts), mem: Some(&self.mem), ..Default::default() };
        check_order_with(&self.code, order, &opts)
    }
}

const STORE_ORDER: Rule = Rule::Memory(MemRule::StoreOrder);
const ORDERED: Rule = Rule::Memory(MemRule::Ordered);

#[test]
fn lds_and_global_never_alias() {
    let r = Region::new()
        .with("DS_WRITE_B32", F::MAY_STORE, vec![store(LDS, V0, 0, 4)])
        .with("GLOBAL_LOAD_DWORD", F::MAY_LOAD, vec![load(GLOBAL, V1, 0, 4)]);
    assert_eq!(r.check(&[1, 0]), Ok(()));
    // Without memory operands the old conservative rule applies.
    assert_eq!(check_order(&r.code, &[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

#[test]
fn flat_may_alias_lds() {
    let r = Region::new()
        .with("FLAT_STORE_DWORD", F::MAY_STORE, vec![store(FLAT, V0, 0, 4)])
        .with("DS_READ_B32", F::MAY_LOAD, vec![load(LDS, V1, 0, 4)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

#[test]
fn a_store_and_a_load_of_the_same_lds_address_stay_ordered() {
    let r = Region::new()
        .with("DS_WRITE_B32", F::MAY_STORE, vec![store(LDS, V0, 8, 4)])
        .with("DS_READ_B32", F::MAY_LOAD, vec![load(LDS, V0, 8, 4)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // Different unknown bases in one address space: may alias.
    let r = Region::new()
        .with("DS_WRITE_B32", F::MAY_STORE, vec![store(LDS, V0, 0, 4)])
        .with("DS_READ_B32", F::MAY_LOAD, vec![load(LDS, V1, 64, 4)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

#[test]
fn disjoint_offsets_of_one_base_do_not_alias() {
    let stores = |o1, s1, o2, s2| {
        Region::new()
            .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, V0, o1, s1)])
            .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, V0, o2, s2)])
    };
    assert_eq!(stores(112, 16, 96, 16).check(&[1, 0]), Ok(()));
    // Two aliasing stores: one range reaches into the other.
    assert_eq!(stores(96, 32, 112, 16).check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // An unknown base proves nothing.
    let r = Region::new()
        .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, MemBase::Unknown, 0, 4)])
        .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, MemBase::Unknown, 4, 4)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

#[test]
fn offsets_wrap_at_the_index_width() {
    // 32-bit LDS addresses: 0xFFFF_FFFE + 4 bytes wraps onto 0..2.
    let r = Region::new()
        .with("DS_WRITE_B32", F::MAY_STORE, vec![store(LDS, V0, 0, 4)])
        .with("DS_WRITE_B32", F::MAY_STORE, vec![store(LDS, V0, 0xFFFF_FFFE, 4)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    let r = Region::new()
        .with("DS_WRITE_B32", F::MAY_STORE, vec![store(LDS, V0, 0, 4)])
        .with("DS_WRITE_B32", F::MAY_STORE, vec![store(LDS, V0, 0xFFFF_FFF0, 4)]);
    assert_eq!(r.check(&[1, 0]), Ok(()));
}

fn indexed(mut m: MemOperand, value: u32, scale: i64, range: Option<(i64, i64)>) -> MemOperand {
    m.index = Some(MemIndex { value, scale, range });
    m
}

#[test]
fn variable_indices_cancel_or_are_bounded_by_stated_ranges() {
    // p[tid] + 48 and p[tid] + 32: the same index value cancels.
    let same = Region::new()
        .with("GLOBAL_STORE", F::MAY_STORE, vec![indexed(store(GLOBAL, V0, 48, 16), 7, 64, None)])
        .with("GLOBAL_STORE", F::MAY_STORE, vec![indexed(store(GLOBAL, V0, 32, 16), 7, 64, None)]);
    assert_eq!(same.check(&[1, 0]), Ok(()));
    // p + 64 * tid (tid in [0, 1023]) against p + 131072: apart.
    let bounded = |hi| {
        Region::new()
            .with("GLOBAL_STORE", F::MAY_STORE, vec![indexed(store(GLOBAL, V0, 48, 16), 7, 64, Some((0, hi)))])
            .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, V0, 131072, 16)])
    };
    assert_eq!(bounded(1023).check(&[1, 0]), Ok(()));
    // With tid = 2047 the last bytes end right below it; tid = 2048 hits it.
    assert_eq!(bounded(2047).check(&[1, 0]), Ok(()));
    assert_eq!(bounded(2048).check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // Different index values without ranges: nothing known.
    let r = Region::new()
        .with("GLOBAL_STORE", F::MAY_STORE, vec![indexed(store(GLOBAL, V0, 0, 16), 7, 64, None)])
        .with("GLOBAL_STORE", F::MAY_STORE, vec![indexed(store(GLOBAL, V0, 0, 16), 8, 64, None)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

fn scoped(mut m: MemOperand, scopes: &[(u32, u32)], noalias: &[(u32, u32)]) -> MemOperand {
    let s = |l: &[(u32, u32)]| l.iter().map(|&(scope, domain)| AliasScope { scope, domain }).collect();
    m.scopes = s(scopes);
    m.noalias = s(noalias);
    m
}

#[test]
fn scoped_noalias_metadata_separates_accesses() {
    // load !alias.scope !{A} !noalias !{B}; store !alias.scope !{B} !noalias !{A}
    let pair = |store_scopes: &[(u32, u32)]| {
        Region::new()
            .with("GLOBAL_LOAD", F::MAY_LOAD, vec![scoped(load(GLOBAL, V0, 0, 16), &[(1, 100)], &[(2, 100)])])
            .with("GLOBAL_STORE", F::MAY_STORE, vec![scoped(store(GLOBAL, V1, 0, 16), store_scopes, &[(1, 100)])])
    };
    assert_eq!(pair(&[(2, 100)]).check(&[1, 0]), Ok(()));
    // The store's scope is not in the load's noalias list, but the load's
    // scope is in the store's: still apart (either direction suffices).
    assert_eq!(pair(&[(3, 100)]).check(&[1, 0]), Ok(()));
    // Neither direction: may alias.
    let r = Region::new()
        .with("GLOBAL_LOAD", F::MAY_LOAD, vec![scoped(load(GLOBAL, V0, 0, 16), &[(1, 100)], &[(2, 100)])])
        .with("GLOBAL_STORE", F::MAY_STORE, vec![scoped(store(GLOBAL, V1, 0, 16), &[(3, 100)], &[(4, 100)])]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // Scopes without a domain prove nothing.
    let r = Region::new()
        .with("GLOBAL_LOAD", F::MAY_LOAD, vec![scoped(load(GLOBAL, V0, 0, 16), &[(1, u32::MAX)], &[])])
        .with("GLOBAL_STORE", F::MAY_STORE, vec![scoped(store(GLOBAL, V1, 0, 16), &[], &[(1, u32::MAX)])]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

fn invariant(m: MemOperand) -> MemOperand {
    MemOperand { flags: gcnrs::snapshot::MemFlags(m.flags.0 | M::INVARIANT | M::DEREFERENCEABLE), ..m }
}

#[test]
fn invariant_loads_cross_stores_and_barriers() {
    let kernarg = invariant(load(4, V0, 16, 4));
    let r = Region::new()
        .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, V1, 0, 4)])
        .with("S_BARRIER", F::SIDE_EFFECTS, vec![])
        .with("S_LOAD_DWORD_IMM", F::MAY_LOAD, vec![kernarg.clone()]);
    assert_eq!(r.check(&[2, 0, 1]), Ok(()));
    // A plain load of global memory stays below the store and the barrier
    // (of constant memory it would cross the store: see
    // constant_memory_reads_cross_stores_elsewhere).
    let r = Region::new()
        .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, V1, 0, 4)])
        .with("S_BARRIER", F::SIDE_EFFECTS, vec![])
        .with("S_LOAD_DWORD_IMM", F::MAY_LOAD, vec![load(GLOBAL, V0, 16, 4)]);
    assert_eq!(r.check(&[2, 0, 1]), Err(vec![reordered(0, 2, STORE_ORDER), reordered(1, 2, ORDERED)]));
    // Invariant but not dereferenceable: not enough.
    let mut half = load(4, V0, 16, 4);
    half.flags.0 |= M::INVARIANT;
    let r = Region::new()
        .with("S_BARRIER", F::SIDE_EFFECTS, vec![])
        .with("S_LOAD_DWORD_IMM", F::MAY_LOAD, vec![half]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, ORDERED)]));
    // An atomic invariant load is ordered.
    let mut atomic = kernarg;
    atomic.flags.0 |= M::ATOMIC | M::ORDERED;
    let r = Region::new()
        .with("S_BARRIER", F::SIDE_EFFECTS, vec![])
        .with("LOAD", F::MAY_LOAD | F::ORDERED_MEMREF, vec![atomic]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, ORDERED)]));
}

const CONSTANT: u32 = 4;
const CONSTANT_32BIT: u32 = 6;

fn flagged(m: MemOperand, flags: u32) -> MemOperand {
    MemOperand { flags: gcnrs::snapshot::MemFlags(m.flags.0 | flags), ..m }
}

/// corpus/README.md's chem_rates pattern: a store through a kernel argument
/// at a computed index, then a load from a libclc lookup table at another
/// computed index.
fn store_then_table_load(table: MemOperand) -> Region {
    Region::new()
        .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![indexed(store(GLOBAL, V0, 0, 8), 5, 8, None)])
        .with("GLOBAL_LOAD_DWORDX2_SADDR", F::MAY_LOAD, vec![indexed(table, 9, 8, None)])
}

#[test]
fn constant_memory_reads_cross_stores_elsewhere() {
    // No invariant flag: the address space alone proves it.
    assert_eq!(store_then_table_load(load(CONSTANT, V1, 0, 8)).check(&[1, 0]), Ok(()));
    assert_eq!(store_then_table_load(load(CONSTANT_32BIT, V1, 0, 8)).check(&[1, 0]), Ok(()));
    // Without the fact: a table in global (or flat) memory may be what the
    // store writes.
    assert_eq!(store_then_table_load(load(GLOBAL, V1, 0, 8)).check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    assert_eq!(store_then_table_load(load(FLAT, V1, 0, 8)).check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // Whatever view of global memory the store uses: flat too.
    let r = Region::new()
        .with("GLOBAL_LOAD_DWORDX2", F::MAY_LOAD, vec![load(CONSTANT, V1, 0, 8)])
        .with("FLAT_STORE_DWORDX2", F::MAY_STORE, vec![store(FLAT, V0, 0, 8)]);
    assert_eq!(r.check(&[1, 0]), Ok(()));
    // A volatile read of constant memory (a device access, perhaps) keeps
    // its order, as does an atomic one.
    for f in [M::VOLATILE | M::ORDERED, M::ATOMIC] {
        let r = store_then_table_load(flagged(load(CONSTANT, V1, 0, 8), f));
        assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]), "flags {f:#x}");
    }
    // A store *into* constant memory is not a read of it: it stays ordered
    // against a global load of the same bytes.
    let r = Region::new()
        .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![store(CONSTANT, V1, 0, 8)])
        .with("GLOBAL_LOAD_DWORDX2", F::MAY_LOAD, vec![load(GLOBAL, V1, 0, 8)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // Constant memory proves nothing about ordered instructions.
    let r = Region::new()
        .with("S_BARRIER", F::SIDE_EFFECTS, vec![])
        .with("GLOBAL_LOAD_DWORDX2", F::MAY_LOAD, vec![load(CONSTANT, V1, 0, 8)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, ORDERED)]));
}

#[test]
fn invariant_reads_cross_stores_without_being_dereferenceable() {
    // The chem_rates load exactly: invariant, not dereferenceable, in
    // global memory it would prove the same.
    let table = flagged(load(GLOBAL, V1, 0, 8), M::INVARIANT);
    assert_eq!(store_then_table_load(table).check(&[1, 0]), Ok(()));
    // Even the same bytes: a store could only write back what they hold.
    let same_bytes = |read| {
        Region::new()
            .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![store(GLOBAL, V0, 0, 8)])
            .with("GLOBAL_LOAD_DWORDX2", F::MAY_LOAD, vec![read])
    };
    assert_eq!(same_bytes(flagged(load(GLOBAL, V0, 0, 8), M::INVARIANT)).check(&[1, 0]), Ok(()));
    // Without the flag.
    assert_eq!(same_bytes(load(GLOBAL, V0, 0, 8)).check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // Volatile or atomic: not a plain read.
    for f in [M::VOLATILE | M::ORDERED, M::ATOMIC] {
        let r = same_bytes(flagged(load(GLOBAL, V0, 0, 8), M::INVARIANT | f));
        assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]), "flags {f:#x}");
    }
    // The flag on a read-modify-write proves nothing: a store before it
    // changes what it reads.
    let rmw = flagged(mmo(M::LOAD | M::STORE, GLOBAL, V0, 0, 8), M::INVARIANT);
    let r = Region::new()
        .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![store(GLOBAL, V0, 0, 8)])
        .with("GLOBAL_ATOMIC_ADD_X2", F::MAY_LOAD | F::MAY_STORE, vec![rmw]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // One invariant operand separates only itself: a second, plain operand
    // of the same instruction still meets the store.
    let r = Region::new()
        .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![store(GLOBAL, V0, 0, 8)])
        .with("LOAD_PAIR", F::MAY_LOAD, vec![flagged(load(GLOBAL, V1, 0, 8), M::INVARIANT), load(GLOBAL, V0, 0, 8)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

#[test]
fn stores_into_constant_memory_keep_their_order() {
    // The program writes memory it declared constant: neither the address
    // space, nor the invariant flag LLVM derives from it, nor
    // dereferenceability separates a read of the same bytes from it.
    for flags in [0, M::INVARIANT, M::INVARIANT | M::DEREFERENCEABLE] {
        for space in [CONSTANT, CONSTANT_32BIT] {
            let r = Region::new()
                .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![store(space, V1, 0, 8)])
                .with("GLOBAL_LOAD_DWORDX2", F::MAY_LOAD, vec![flagged(load(CONSTANT, V1, 0, 8), flags)]);
            let why = format!("load flags {flags:#x}, store into address space {space}");
            assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]), "{why}");
            // Nor the other way round (the load first).
            let r = Region::new()
                .with("GLOBAL_LOAD_DWORDX2", F::MAY_LOAD, vec![flagged(load(CONSTANT, V1, 0, 8), flags)])
                .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![store(space, V1, 0, 8)]);
            assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]), "{why}");
        }
    }
    // Disjoint bytes of one base still prove it apart.
    let r = Region::new()
        .with("GLOBAL_STORE_DWORDX2", F::MAY_STORE, vec![store(CONSTANT, V1, 8, 8)])
        .with("GLOBAL_LOAD_DWORDX2", F::MAY_LOAD, vec![flagged(load(CONSTANT, V1, 0, 8), M::INVARIANT)]);
    assert_eq!(r.check(&[1, 0]), Ok(()));
}

#[test]
fn memory_operands_must_describe_every_access() {
    // May store, but only a load operand (of another address space): the
    // undescribed store may go anywhere.
    let r = Region::new()
        .with("LDS_DMA", F::MAY_LOAD | F::MAY_STORE, vec![load(GLOBAL, V0, 0, 4)])
        .with("DS_READ_B32", F::MAY_LOAD, vec![load(LDS, V1, 0, 4)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    let r = Region::new()
        .with("LDS_DMA", F::MAY_LOAD | F::MAY_STORE, vec![load(GLOBAL, V0, 0, 4), store(LDS, V0, 0, 4)])
        .with("GLOBAL_STORE", F::MAY_STORE, vec![store(GLOBAL, V1, 0, 4)])
        .with("SCRATCH_LOAD", F::MAY_LOAD, vec![load(5, V1, 0, 4)]);
    // Global load vs global store may alias; the scratch load is apart.
    assert_eq!(r.check(&[2, 1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    assert_eq!(r.check(&[0, 2, 1]), Ok(()));
}

#[test]
fn volatile_and_atomic_accesses_stay_ordered() {
    let mut v = store(LDS, V0, 0, 4);
    v.flags.0 |= M::VOLATILE | M::ORDERED;
    let r = Region::new()
        .with("DS_WRITE_B32", F::MAY_STORE | F::ORDERED_MEMREF, vec![v])
        .with("GLOBAL_LOAD", F::MAY_LOAD, vec![load(GLOBAL, V1, 0, 4)]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, ORDERED)]));
}

#[test]
fn iglp_hints_order_no_memory() {
    let hint = |flags| {
        Region::new()
            .with("GLOBAL_LOAD", F::MAY_LOAD, vec![load(GLOBAL, V0, 0, 4)])
            .with("SCHED_GROUP_BARRIER", flags, vec![])
    };
    assert_eq!(hint(F::META | F::SIDE_EFFECTS | F::ORDERED_MEMREF).check(&[1, 0]), Ok(()));
    // Not marked as emitting no code: its side effects count.
    assert_eq!(hint(F::SIDE_EFFECTS | F::ORDERED_MEMREF).check(&[1, 0]), Err(vec![reordered(0, 1, ORDERED)]));
    // A real barrier is not a hint.
    let r = Region::new()
        .with("GLOBAL_LOAD", F::MAY_LOAD, vec![load(GLOBAL, V0, 0, 4)])
        .with("S_BARRIER", F::META | F::SIDE_EFFECTS, vec![]);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, ORDERED)]));
}

#[test]
fn fp_exceptions_stay_inside_barriers() {
    let code = vec![instr("S_SETREG", F::SIDE_EFFECTS, vec![]), instr("V_ADD_F32", F::FP_EXCEPTION, vec![])];
    assert_eq!(check_order(&code, &[1, 0]), Err(vec![reordered(0, 1, ORDERED)]));
    let code = vec![instr("GLOBAL_LOAD", F::MAY_LOAD, vec![]), instr("V_ADD_F32", F::FP_EXCEPTION, vec![])];
    assert_eq!(check_order(&code, &[1, 0]), Ok(()));
}

#[test]
fn same_base_registers_and_disjoint_offsets_do_not_alias() {
    // Outgoing call arguments: SCRATCH_STORE_*_SADDR $sp, offsets 32/16/0;
    // two memory operands know nothing about the address.
    let unknown = |size| store(5, MemBase::Unknown, 0, size);
    let r = Region::new()
        .addressed("SCRATCH_STORE_DWORD_SADDR", F::MAY_STORE, vec![store(5, MemBase::Pseudo(3), 32, 4)], vec![P(SP)], 32, 4)
        .addressed("SCRATCH_STORE_DWORDX4_SADDR", F::MAY_STORE, vec![unknown(16)], vec![P(SP)], 16, 16)
        .addressed("SCRATCH_STORE_DWORDX4_SADDR", F::MAY_STORE, vec![unknown(16)], vec![P(SP)], 0, 16);
    assert_eq!(r.check(&[2, 1, 0]), Ok(()));
    // Overlapping offsets.
    let r = Region::new()
        .addressed("SCRATCH_STORE_DWORDX4_SADDR", F::MAY_STORE, vec![unknown(16)], vec![P(SP)], 8, 16)
        .addressed("SCRATCH_STORE_DWORDX4_SADDR", F::MAY_STORE, vec![unknown(16)], vec![P(SP)], 0, 16);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // The base register changes between them: same register, other value.
    let mut r = Region::new()
        .addressed("SCRATCH_STORE_DWORDX4_SADDR", F::MAY_STORE, vec![unknown(16)], vec![P(SP)], 16, 16);
    r.code.push(instr("S_ADD", 0, vec![live_def(SP)]));
    r.mem.push(InstrMemory::default());
    let r = r.addressed("SCRATCH_STORE_DWORDX4_SADDR", F::MAY_STORE, vec![unknown(16)], vec![P(SP)], 0, 16);
    assert_eq!(r.check(&[0, 1, 2]), Ok(()));
    let errs = r.check(&[2, 0, 1]).unwrap_err();
    assert!(errs.contains(&reordered(0, 2, STORE_ORDER)), "{errs:?}");
    // Buffer instructions scale an index register by a stride: not summed.
    let r = Region::new()
        .addressed("BUFFER_STORE_DWORD_IDXEN", F::MAY_STORE, vec![unknown(4)], vec![P(SP)], 4, 4)
        .addressed("BUFFER_STORE_DWORD_OFFEN", F::MAY_STORE, vec![unknown(4)], vec![P(SP)], 0, 4);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
    // A memory operand wider than the target's width counts.
    let r = Region::new()
        .addressed("SCRATCH_STORE_DWORD_SADDR", F::MAY_STORE, vec![unknown(8)], vec![P(SP)], 0, 4)
        .addressed("SCRATCH_STORE_DWORD_SADDR", F::MAY_STORE, vec![unknown(4)], vec![P(SP)], 4, 4);
    assert_eq!(r.check(&[1, 0]), Err(vec![reordered(0, 1, STORE_ORDER)]));
}

// ------------------------------------------------------ old snapshots

#[test]
fn snapshots_without_facts_still_load_and_stay_conservative() {
    let json = r#"{"name":"f","target":{"cpu":"gfx900","feature_string":"","features":[],"attrs":[],
        "calling_conv":0,"is_entry":true,"mfi_yaml":""},"blocks":[],"instrs":[],"vregs":[]}"#;
    let f = Function::from_json(json).expect("an old snapshot parses");
    assert!(f.mem.is_empty() && f.phys_regs.is_empty());
    assert_eq!(f.mem_operands(0..0), Some(&[][..]));
    let with_instr = Function { instrs: vec![instr("X", 0, vec![])], ..f };
    assert_eq!(with_instr.mem_operands(0..1), None);
    let opts = CheckOptions::with_facts(&with_instr, 0..1);
    assert!(opts.mem.is_none() && opts.phys_regs.is_none());
}
