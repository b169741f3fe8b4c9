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
//!    * Physical registers are compared by register number, or through
//!      [`CheckOptions::phys_overlap`] when the caller has alias
//!      information. **Without a callback the check is exact-number only and
//!      misses aliases** (e.g. `$vcc` vs `$vcc_lo`); the shim should pass a
//!      register-unit overlap test for real code.
//!    * Reads: uses that `Operand::reads_reg` (an `undef` use or bundle
//!      internal read reads nothing); implicit operands count like explicit
//!      ones (`implicit $exec`). Writes: every def, dead or not.
//!    * Partial defs ([`PartialDefs`]): by default a sub-register def that
//!      is not `undef` also *reads* the lanes outside its sub-register (it
//!      passes them through; `readsReg()` is true). This pins partial defs
//!      of one register in their original order. LLVM's lane-tracking DAG
//!      does not add those edges, so LLVM itself may reorder e.g.
//!      `undef %x.sub0 = ...` and `%x.sub1 = ...` and then rewrites the
//!      `undef` flags from liveness — the case where stock llc-22 leaves
//!      broken live intervals (iterative-scheduler.md §8.7). Use
//!      [`PartialDefs::LanesOnly`] to accept exactly what LLVM's DAG allows.
//! 2. **memory** (no alias analysis): a store and any other memory access
//!    (load or store); or an instruction with unmodelled side effects, an
//!    ordered memory reference (volatile/atomic or unknown), a call or a
//!    barrier, against any memory access or any other such instruction.
//!    Loads reorder freely among themselves. Being conservative, this can
//!    reject orders LLVM produced after proving no-alias.
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

use crate::snapshot::{Instr, InstrFlags};
use std::collections::HashMap;

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
/// exact-number physical registers.
#[derive(Clone, Copy, Default)]
pub struct CheckOptions<'a> {
    /// Do physical registers `a` and `b` overlap? `None`: only if equal.
    pub phys_overlap: Option<&'a dyn Fn(u32, u32) -> bool>,
    pub partial_defs: PartialDefs,
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
    found.extend(memory::check(&sched, &pos));
    found.sort_by_key(|&(a, b, _)| (a, b));
    if found.is_empty() {
        Ok(())
    } else {
        Err(found.into_iter().map(|(first, second, rule)| Violation::Reordered { first, second, rule }).collect())
    }
}
