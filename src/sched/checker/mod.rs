//! An independent legality checker for region orders.
//!
//! It looks only at the instructions' operands and flags — never at the
//! DAG the order was computed from — so a bug in the DAG export, the DAG
//! builder or a scheduler cannot hide itself.
//!
//! # Input
//! `instrs` is the region's instruction slice in **original** order and may
//! contain debug instructions, pseudo probes and bundled (non-head)
//! instructions; those are not scheduled and must not appear in the order
//! (a bundle is represented by its head, whose implicit operands summarise
//! it). It may also end with the region's boundary instruction. `order` is
//! the proposed order as indices into `instrs`: a permutation of every
//! schedulable index, the boundary included (it cannot move anyway).
//!
//! # Rules
//! For every pair `a` before `b` in the original order, `a` must stay
//! before `b` if:
//! 1. **registers** — they access the same register and at least one
//!    writes: RAW (`a` writes, `b` reads), WAR (`a` reads, `b` writes) or
//!    WAW (both write).
//!    * Virtual registers conflict only on overlapping lanes: a def of
//!      `%5.sub0` and a use of `%5.sub1` are independent. An operand without
//!      sub-register covers every lane (the slice carries no register
//!      classes, so "every lane" is all 64 bits).
//!    * Physical registers conflict when they share a register unit
//!      ([`CheckOptions::phys_regs`], the `MCRegUnit`s the shim exports), so
//!      `$vcc` conflicts with `$vcc_lo`. For registers without those facts
//!      the check falls back to [`CheckOptions::phys_overlap`], and without
//!      that to equal register numbers, **which misses aliases**.
//!    * Reads: uses that `Operand::reads_reg` (an `undef` use or bundle
//!      internal read reads nothing); implicit operands count like explicit
//!      ones (`implicit $exec`). Writes: every def, dead or not.
//!    * **Dead physical defs.** Two writes of overlapping physical
//!      registers that are both `dead` may swap. Why this is sound: a dead
//!      def's value is read by nobody, inside or after the region, so after
//!      both writes the overlapping units hold a value nobody reads, whichever
//!      write came last. Every *read* keeps its order against both writes
//!      (RAW/WAR with each of them still apply), so no read can end up
//!      between them in a different order or see the other write's value: a
//!      read originally between them stays between them, and if it did read
//!      a value, a third, live write it depends on is ordered against both
//!      dead writes (WAW with a live def is never relaxed). The rule trusts
//!      the `dead` flags, as LLVM's own DAG builder does; a def that is not
//!      dead keeps all its orderings.
//!    * **Constant physical registers** (`MRI.isConstantPhysReg`, e.g.
//!      `$sgpr_null`): accesses impose no order. Why: writes are discarded
//!      and reads always see the same value, so every order of them behaves
//!      the same.
//!    * Partial defs ([`PartialDefs`]): by default a sub-register def that
//!      is not `undef` also *reads* the lanes outside its sub-register (it
//!      passes them through; `readsReg()` is true). This pins partial defs
//!      of one register in their original order. LLVM's lane-tracking DAG
//!      does not add those edges, so LLVM itself may reorder e.g.
//!      `undef %x.sub0 = ...` and `%x.sub1 = ...` and then rewrites the
//!      `undef` flags from liveness — the case where stock llc-22 leaves
//!      broken live intervals (iterative-scheduler.md §8.7). Use
//!      [`PartialDefs::LanesOnly`] to accept exactly what LLVM's DAG allows.
//! 2. **memory** — classify each instruction:
//!    * *ordered*: a call, a control barrier, unmodelled side effects, or an
//!      ordered memory reference (volatile, atomic, or no memory operands)
//!      that is not an invariant load. Ordered instructions keep their order
//!      against every memory access, every other ordered instruction and
//!      every instruction that may raise FP exceptions. Why: their effects
//!      are not described by anything the checker can compare.
//!      Exception: `SCHED_GROUP_BARRIER` and `IGLP_OPT` when they are meta
//!      instructions without memory access — scheduling hints for the
//!      IGroupLP mutation that emit no code, so there is no effect to order.
//!    * *invariant load*: loads only, no side effects, and every memory
//!      operand a non-volatile, non-atomic read of invariant dereferenceable
//!      memory (or of a constant pseudo source value). It is never ordered
//!      by memory, except against a store into constant memory (below).
//!      Why: LangRef's `!invariant.load` says the location holds
//!      the same value wherever it is dereferenceable, so no store, fence or
//!      call can change what the load returns, and within a region the
//!      location is dereferenceable throughout (nothing in a region
//!      allocates or frees). Without `dereferenceable` the load is an
//!      ordinary one here (as in LLVM's DAG), but its operands still count
//!      as invariant reads for *may alias*.
//!    * Otherwise a store keeps its order against every load or store it
//!      **may alias**; loads reorder freely among themselves.
//!
//!    *May alias* is decided per thread (lane), as in LLVM IR: accesses of
//!    different lanes to one location without synchronisation are a data
//!    race, and synchronisation (fences, atomics, barriers) is *ordered*
//!    above. Two instructions may alias unless both have memory operands
//!    ([`CheckOptions::mem`]) that describe every access they make (at least
//!    one operand, a load operand if they may load, a store operand if they
//!    may store), and either their target address facts prove them apart
//!    (**same base registers**, below) or every pair of operands of which
//!    one is a store is proven apart by one of:
//!    * **invariance** — one is a store and the other a plain read
//!      (a load only, not volatile, not atomic) flagged invariant
//!      (`MOInvariant`, dereferenceable or not) or of a constant pseudo
//!      source value. Why: an invariant access always returns the same
//!      value, so a store to its bytes could only write back what they
//!      hold (LangRef's `!invariant.load`: otherwise the behaviour is
//!      undefined; the flag's other sources, alias analysis proving the
//!      memory constant, promise that nothing writes it at all), and
//!      whichever runs first the read returns the same value and memory
//!      ends the same. SelectionDAG and GlobalISel separate an invariant
//!      access from every store on the same grounds. Dereferenceability
//!      only matters for moving the load where it might not have run; it
//!      is still required to free a whole instruction from the ordered
//!      instructions (the *invariant load* class above). A flag on a store
//!      or on a read-modify-write proves nothing.
//!    * **constant memory** — one is a plain read in a constant address
//!      space (4, or 6 for 32-bit constant pointers) and the other a store
//!      outside them. Why: AMDGPU's memory model makes constant memory
//!      unchanging for the whole dispatch (it may change only between
//!      dispatches; AMDGPUUsage, which is why scalar loads read it through
//!      a cache not kept coherent with vector stores, and why LLVM's AMDGPU
//!      alias analysis reports it never modified), so no store in the
//!      kernel changes what such a read returns, whatever view of global
//!      memory (global, flat, buffer) the store uses. The fact is the
//!      address space itself, not a flag LLVM derived from it.
//!    * **address spaces** — they lie in different AMDGPU memories: global
//!      (address spaces 1, 4, 6, 7, 8, 9 are all views of it), GDS (2), LDS
//!      (3) and scratch (5). Why: these are separate hardware memories, no
//!      address of one reaches another. Flat (0) reaches global, LDS and
//!      scratch, so it and every unlisted space may alias anything.
//!    * **disjoint ranges of one base** — the same base (one IR pointer
//!      value after GEPs, or one pseudo source value), known sizes, and byte
//!      ranges that do not overlap even when the address arithmetic wraps at
//!      the index width. A GEP may contribute one variable index
//!      `scale * value`: if both operands have the same one it cancels, and
//!      otherwise the ranges are taken over every value the IR states the
//!      index can have (a `range` attribute or `!range` of the value or of
//!      what it extends, e.g. `llvm.amdgcn.workitem.id.x`); an index without
//!      a stated range proves nothing. Why: within one execution of a
//!      straight-line region an SSA value is a single number, so the two
//!      addresses are a fixed distance apart or lie in the stated hulls; a
//!      value outside its stated range is poison, and a poison address
//!      makes the access undefined. `undef` bases are excluded (each use may
//!      differ).
//!    * **scoped no-alias metadata** — for some domain, the scopes of one
//!      operand's `!alias.scope` in that domain are a non-empty subset of
//!      the other's `!noalias` scopes in that domain: LangRef's definition
//!      of when two accesses do not alias.
//!
//!    Neither invariance, constant memory nor the *invariant load* class
//!    separates anything from a **store into constant memory** (a store
//!    operand in address space 4 or 6). Why: such a store writes memory the
//!    program declared unchanging, the premise of the constant-memory rule
//!    and, through LLVM's alias analysis, the usual source of the invariant
//!    flag on loads of it. Where the program visibly contradicts the
//!    premise the checker does not lean on it, and keeps the order.
//!
//!    **Same base registers**: both instructions belong to one AMDGPU
//!    family whose address is the sum of the base registers the target
//!    reports plus an immediate offset in every variant (`DS_`, `SCRATCH_`,
//!    `FLAT_`/`GLOBAL_`; not buffer instructions, which scale an index by a
//!    stride), all their memory operands are in one address space, the base
//!    registers are the same registers read at the same value (nothing from
//!    the first instruction up to the second writes them, so in any order
//!    the register rules accept both still read the same def), and
//!    `[offset, offset + width)` do not overlap, `width` being the larger of
//!    the target's and the memory operands' sizes. Why: one lane computes
//!    both addresses from the same numbers, a fixed distance apart.
//!
//!    The checker trusts memory operands as LLVM's verifier does (they are
//!    the machine IR's description of what an instruction accesses), but it
//!    never asks LLVM's alias analysis: accesses LLVM proves apart with
//!    other means (e.g. TBAA, BasicAA on inferred value ranges, or
//!    distinct identified objects such as a global and a `noalias`
//!    argument, which the snapshot does not describe) stay ordered here.
//!    Without memory operands the rule is the old conservative one.
//! 3. **boundary** — a terminator, scheduling boundary or call keeps its
//!    place relative to every instruction (so a trailing boundary stays
//!    last).
//!
//! Beyond the rules, the order must be a permutation: no out-of-range,
//! unschedulable, duplicate or missing index.

mod memory;
mod regs;
mod violation;

pub use memory::is_boundary;
pub use regs::{accesses, Access};
pub use violation::{MemRule, RegDep, Rule, Violation};

use crate::snapshot::{Function, Instr, InstrFlags, InstrMemory, PhysRegInfo};
use std::collections::{BTreeMap, HashMap};

/// How to treat the implicit read of a non-`undef` sub-register def.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PartialDefs {
    /// It reads the other lanes (`MachineOperand::readsReg`). Conservative.
    #[default]
    ReadOtherLanes,
    /// Only the written lanes matter, as in LLVM's lane-tracking DAG.
    LanesOnly,
}

/// Checker options; the default is the conservative checker with
/// exact-number physical registers and no memory operands.
#[derive(Clone, Copy, Default)]
pub struct CheckOptions<'a> {
    /// Do physical registers `a` and `b` overlap? `None`: only if equal.
    /// Only asked for registers without [`CheckOptions::phys_regs`] facts.
    pub phys_overlap: Option<&'a dyn Fn(u32, u32) -> bool>,
    pub partial_defs: PartialDefs,
    /// Register units and constness of physical registers.
    pub phys_regs: Option<&'a BTreeMap<u32, PhysRegInfo>>,
    /// Memory facts, parallel to the checked slice. Without them (or for an
    /// instruction without memory operands) every access may touch any
    /// memory.
    pub mem: Option<&'a [InstrMemory]>,
}

impl<'a> CheckOptions<'a> {
    /// Every fact `func` has for the slice `instrs[range]`.
    pub fn with_facts(func: &'a Function, range: std::ops::Range<usize>) -> CheckOptions<'a> {
        CheckOptions {
            phys_regs: (!func.phys_regs.is_empty()).then_some(&func.phys_regs),
            mem: func.mem_operands(range),
            ..Default::default()
        }
    }
}

/// Instructions that get an SUnit: not debug, not a pseudo probe, not
/// inside a bundle.
pub fn is_schedulable(instr: &Instr) -> bool {
    !instr.is_debug()
        && instr.flags.0 & (InstrFlags::PSEUDO_PROBE | InstrFlags::BUNDLED | InstrFlags::DEBUG_VALUE) == 0
}

/// Check `order` against `instrs` with the default options.
pub fn check_order(instrs: &[Instr], order: &[u32]) -> Result<(), Vec<Violation>> {
    check_order_with(instrs, order, &CheckOptions::default())
}

/// Check `order` against `instrs`. Violations come sorted: permutation
/// problems first, then dependence violations by (first, second).
pub fn check_order_with(instrs: &[Instr], order: &[u32], opts: &CheckOptions<'_>) -> Result<(), Vec<Violation>> {
    let mut errs = Vec::new();
    let mut pos: HashMap<u32, usize> = HashMap::new();
    for (p, &i) in order.iter().enumerate() {
        match instrs.get(i as usize) {
            None => errs.push(Violation::OutOfRange { instr: i }),
            Some(x) if !is_schedulable(x) => errs.push(Violation::NotSchedulable { instr: i }),
            Some(_) => {
                if pos.insert(i, p).is_some() {
                    errs.push(Violation::Duplicate { instr: i });
                }
            }
        }
    }
    let sched: Vec<(u32, &Instr)> = instrs
        .iter()
        .enumerate()
        .filter(|(_, x)| is_schedulable(x))
        .map(|(i, x)| (i as u32, x))
        .collect();
    for &(i, _) in &sched {
        if !pos.contains_key(&i) {
            errs.push(Violation::Missing { instr: i });
        }
    }
    if !errs.is_empty() {
        return Err(errs);
    }

    let mut found = regs::check(&sched, &pos, opts);
    found.extend(memory::check(&sched, &pos, opts));
    found.sort_by_key(|&(a, b, _)| (a, b));
    if found.is_empty() {
        Ok(())
    } else {
        Err(found.into_iter().map(|(first, second, rule)| Violation::Reordered { first, second, rule }).collect())
    }
}
