//! Memory ordering and region boundaries, from instruction flags only.

use super::violation::{MemRule, Rule};
use crate::snapshot::{Instr, InstrFlags};
use std::collections::HashMap;

/// Instructions that end a scheduling region (the region's `End`), which
/// nothing may be moved across.
pub fn is_boundary(instr: &Instr) -> bool {
    instr.flags.0 & (InstrFlags::TERMINATOR | InstrFlags::SCHED_BOUNDARY | InstrFlags::CALL) != 0
}

fn is_mem(i: &Instr) -> bool {
    i.flags.0 & (InstrFlags::MAY_LOAD | InstrFlags::MAY_STORE) != 0
}

fn is_store(i: &Instr) -> bool {
    i.flags.has(InstrFlags::MAY_STORE)
}

/// LLVM's "global memory object" idea, conservatively: anything whose
/// memory effects are not modelled precisely.
fn is_ordered(i: &Instr) -> bool {
    i.flags.0
        & (InstrFlags::SIDE_EFFECTS | InstrFlags::ORDERED_MEMREF | InstrFlags::CALL | InstrFlags::BARRIER)
        != 0
}

/// The memory rule that orders `a` before `b` (original order), if any.
fn mem_rule(a: &Instr, b: &Instr) -> Option<MemRule> {
    if (is_ordered(a) && (is_mem(b) || is_ordered(b))) || (is_ordered(b) && is_mem(a)) {
        Some(MemRule::Ordered)
    } else if (is_store(a) && is_mem(b)) || (is_mem(a) && is_store(b)) {
        Some(MemRule::StoreOrder)
    } else {
        None
    }
}

/// Violated memory and boundary orderings, `instrs` in original order.
pub fn check(instrs: &[(u32, &Instr)], pos: &HashMap<u32, usize>) -> Vec<(u32, u32, Rule)> {
    let mut out = Vec::new();
    let memory: Vec<(u32, &Instr)> =
        instrs.iter().copied().filter(|(_, i)| is_mem(i) || is_ordered(i)).collect();
    for (x, &(ia, a)) in memory.iter().enumerate() {
        for &(ib, b) in &memory[x + 1..] {
            if pos[&ia] > pos[&ib] {
                if let Some(rule) = mem_rule(a, b) {
                    out.push((ia, ib, Rule::Memory(rule)));
                }
            }
        }
    }
    for (x, &(ia, a)) in instrs.iter().enumerate() {
        for &(ib, b) in &instrs[x + 1..] {
            if (is_boundary(a) || is_boundary(b)) && pos[&ia] > pos[&ib] {
                out.push((ia, ib, Rule::Boundary));
            }
        }
    }
    out
}
