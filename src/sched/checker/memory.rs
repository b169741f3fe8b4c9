//! Memory ordering and region boundaries, from instruction flags and, when
//! the caller has them, the instructions' memory operands. The may-alias
//! rules are this module's own; see the module documentation of
//! [`super`] for each rule and why it is sound.

use super::regs::writes_overlap;
use super::violation::{MemRule, Rule};
use super::CheckOptions;
use crate::snapshot::{AliasScope, Instr, InstrFlags, InstrMemory, MemAddress, MemBase, MemFlags, MemOperand};
use std::collections::HashMap;

/// Instructions that end a scheduling region (the region's `End`), which
/// nothing may be moved across.
pub fn is_boundary(instr: &Instr) -> bool {
    instr.flags.0 & (InstrFlags::TERMINATOR | InstrFlags::SCHED_BOUNDARY | InstrFlags::CALL) != 0
}

/// Scheduling hints for the IGroupLP mutation. They emit no code, so they
/// have no memory effect to order; where they sit is the mutation's
/// business, not a legality question.
const IGLP_HINTS: [&str; 2] = ["SCHED_GROUP_BARRIER", "IGLP_OPT"];

/// AMDGPU instruction families (by opcode name prefix) whose address is
/// the sum of the base registers the target reports plus the offset, in
/// every addressing variant: LDS (`DS_`), scratch (`SCRATCH_`) and flat or
/// global virtual addresses (`FLAT_`, `GLOBAL_`). Buffer and scalar memory
/// instructions are not here: an index register there is scaled by a
/// stride the registers alone do not show.
const SUM_ADDRESSED: [(&str, u8); 4] = [("DS_", 0), ("SCRATCH_", 1), ("FLAT_", 2), ("GLOBAL_", 2)];

fn address_family(instr: &Instr) -> Option<u8> {
    SUM_ADDRESSED.iter().find(|(p, _)| instr.opcode_name.starts_with(p)).map(|&(_, f)| f)
}

/// One instruction as the memory rules see it.
#[derive(Clone, Copy)]
struct View<'a> {
    instr: &'a Instr,
    /// Its memory operands, when they are known to describe every access
    /// (see [`View::new`]); `None` means "may touch anything".
    mmos: Option<&'a [MemOperand]>,
    address: Option<&'a MemAddress>,
}

impl<'a> View<'a> {
    fn new(instr: &'a Instr, mem: Option<&'a InstrMemory>) -> View<'a> {
        let mmos = mem.map(|m| m.operands.as_slice());
        // Trust the operands only if they account for what the instruction
        // says it does: some load operand if it may load, some store operand
        // if it may store, and every operand a load or a store. Anything
        // else may hide an undescribed access.
        let complete = mmos.filter(|m| {
            let f = instr.flags;
            !m.is_empty()
                && m.iter().all(|x| x.is_load() || x.is_store())
                && (!f.has(InstrFlags::MAY_LOAD) || m.iter().any(|x| x.is_load()))
                && (!f.has(InstrFlags::MAY_STORE) || m.iter().any(|x| x.is_store()))
        });
        View { instr, mmos: complete, address: mem.and_then(|m| m.address.as_ref()) }
    }

    fn has(&self, bit: u32) -> bool {
        self.instr.flags.has(bit)
    }

    fn loads(&self) -> bool {
        self.has(InstrFlags::MAY_LOAD) || self.mmos.is_some_and(|m| m.iter().any(|x| x.is_load()))
    }

    fn stores(&self) -> bool {
        self.has(InstrFlags::MAY_STORE) || self.mmos.is_some_and(|m| m.iter().any(|x| x.is_store()))
    }

    fn is_mem(&self) -> bool {
        self.loads() || self.stores()
    }

    /// Some memory operand stores into a constant address space.
    fn stores_into_constant_memory(&self) -> bool {
        self.mmos.is_some_and(|m| m.iter().any(stores_into_constant_memory))
    }

    fn is_iglp_hint(&self) -> bool {
        self.has(InstrFlags::META)
            && !self.is_mem()
            && self.instr.flags.0 & (InstrFlags::CALL | InstrFlags::BARRIER) == 0
            && IGLP_HINTS.contains(&&*self.instr.opcode_name)
    }

    /// A load of memory that never changes while it can be accessed: no
    /// store, fence or call can change what it reads.
    fn is_invariant_load(&self) -> bool {
        !self.stores()
            && self.instr.flags.0 & (InstrFlags::SIDE_EFFECTS | InstrFlags::CALL | InstrFlags::BARRIER) == 0
            && self.mmos.is_some_and(|m| m.iter().all(is_invariant_read))
    }

    /// LLVM's "global memory object", conservatively: anything whose
    /// effects are not described by memory operands.
    fn is_ordered(&self) -> bool {
        // A hint's side effects (and the "ordered memory reference" LLVM
        // derives from side effects without memory operands) are notional.
        if self.is_iglp_hint() {
            return false;
        }
        self.instr.flags.0 & (InstrFlags::CALL | InstrFlags::BARRIER | InstrFlags::SIDE_EFFECTS) != 0
            || (self.has(InstrFlags::ORDERED_MEMREF) && !self.is_invariant_load())
    }

    fn raises_fp_exceptions(&self) -> bool {
        self.has(InstrFlags::FP_EXCEPTION)
    }

    fn matters(&self) -> bool {
        self.is_mem() || self.is_ordered() || self.raises_fp_exceptions()
    }
}

/// A load and nothing else, neither volatile nor atomic: what it reads
/// depends on memory alone (a volatile read may be a device access with
/// effects of its own).
fn is_plain_read(m: &MemOperand) -> bool {
    m.is_load() && !m.is_store() && !m.flags.has(MemFlags::VOLATILE | MemFlags::ATOMIC | MemFlags::ORDERED)
}

/// A plain read of invariant memory that may be executed anywhere in the
/// region: dereferenceable and invariant, or a never-written pseudo source
/// value such as the constant pool. Only such reads free a whole
/// instruction from the memory order ([`View::is_invariant_load`]).
fn is_invariant_read(m: &MemOperand) -> bool {
    let f = m.flags;
    is_plain_read(m)
        && ((f.has(MemFlags::INVARIANT) && f.has(MemFlags::DEREFERENCEABLE)) || f.has(MemFlags::PSV_CONSTANT))
}

/// A plain read of a location no store changes while it is read
/// (`MOInvariant`, dereferenceable or not, or a constant pseudo source
/// value). Enough to separate it from any store; not enough to move it
/// across ordered instructions (see [`is_invariant_read`]).
fn reads_unchanging(m: &MemOperand) -> bool {
    is_plain_read(m) && m.flags.has(MemFlags::INVARIANT | MemFlags::PSV_CONSTANT)
}

/// The AMDGPU constant address spaces (constant, 4, and 32-bit constant,
/// 6): views of global memory that does not change during a dispatch.
fn is_constant_space(addr_space: u32) -> bool {
    matches!(addr_space, 4 | 6)
}

/// Can the store `store` change what the read `read` returns? Not if the
/// read is of invariant memory, or of constant memory, unless the store
/// writes into a constant address space: see [`stores_into_constant_memory`].
fn store_cannot_change(read: &MemOperand, store: &MemOperand) -> bool {
    store.is_store()
        && !is_constant_space(store.addr_space)
        && (reads_unchanging(read) || (is_plain_read(read) && is_constant_space(read.addr_space)))
}

/// A store into a constant address space writes memory the program
/// declared unchanging for the whole dispatch. That declaration is the
/// premise of constant-memory reads and, through LLVM's alias analysis,
/// the usual source of `MOInvariant` on them, so where the program
/// contradicts it nothing is separated from the store on those grounds.
fn stores_into_constant_memory(m: &MemOperand) -> bool {
    m.is_store() && is_constant_space(m.addr_space)
}

/// AMDGPU memories that are separate hardware: an address in one never
/// reaches another. Flat (0) reaches global, LDS and scratch; it and any
/// address space not listed here may alias everything.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Memory {
    /// Global, constant (4, 6) and the buffer pointer spaces (7, 8, 9):
    /// all views of global memory.
    Global,
    /// GDS (region, 2).
    Region,
    /// LDS (local, 3).
    Local,
    /// Scratch (private, 5).
    Private,
}

fn memory_of(addr_space: u32) -> Option<Memory> {
    match addr_space {
        1 | 4 | 6 | 7 | 8 | 9 => Some(Memory::Global),
        2 => Some(Memory::Region),
        3 => Some(Memory::Local),
        5 => Some(Memory::Private),
        _ => None,
    }
}

/// Byte ranges `[lo, hi)` relative to one base never meet, even with the
/// address arithmetic wrapping at `bits`.
fn disjoint(a: (i128, i128), b: (i128, i128), bits: u32) -> bool {
    let bits = if bits == 0 || bits > 64 { 64 } else { bits };
    let ((l1, h1), (l2, h2)) = if a.0 <= b.0 { (a, b) } else { (b, a) };
    h1 <= l2 && h2 <= l1 + (1i128 << bits)
}

/// The bytes `m` may touch relative to its base, over every value its
/// index may take.
fn extent(m: &MemOperand) -> Option<(i128, i128)> {
    let size = m.size()? as i128;
    let o = m.offset as i128;
    match m.index {
        None => Some((o, o + size)),
        Some(ix) => {
            let (lo, hi) = ix.range?;
            let (a, b) = (ix.scale as i128 * lo as i128, ix.scale as i128 * hi as i128);
            Some((o + a.min(b), o + a.max(b) + size))
        }
    }
}

/// Two accesses of one base that cannot overlap: the same index term (one
/// SSA value is one number within a region, so it cancels) and disjoint
/// constant ranges, or disjoint ranges over the stated index ranges.
fn apart_on_base(x: &MemOperand, y: &MemOperand) -> bool {
    if x.index_bits != y.index_bits {
        return false;
    }
    let same_index = match (x.index, y.index) {
        (None, None) => true,
        (Some(i), Some(j)) => i.value == j.value && i.scale == j.scale,
        _ => false,
    };
    let ranges = if same_index {
        x.size().zip(y.size()).map(|(sx, sy)| {
            ((x.offset as i128, x.offset as i128 + sx as i128), (y.offset as i128, y.offset as i128 + sy as i128))
        })
    } else {
        extent(x).zip(extent(y))
    };
    ranges.is_some_and(|(a, b)| disjoint(a, b, x.index_bits))
}

/// LangRef scoped no-alias: for some domain, `x`'s scopes in it are a
/// non-empty subset of `y`'s `!noalias` scopes in it.
fn scoped_apart(x: &[AliasScope], y_noalias: &[AliasScope]) -> bool {
    let mut domains: Vec<u32> = y_noalias.iter().map(|s| s.domain).filter(|&d| d != u32::MAX).collect();
    domains.sort_unstable();
    domains.dedup();
    domains.into_iter().any(|d| {
        let mut in_d = x.iter().filter(|s| s.domain == d).peekable();
        in_d.peek().is_some() && in_d.all(|s| y_noalias.iter().any(|n| n.domain == d && n.scope == s.scope))
    })
}

/// May one access through `x` and one through `y`, at least one of them a
/// store, touch the same byte?
fn may_alias(x: &MemOperand, y: &MemOperand) -> bool {
    if store_cannot_change(x, y) || store_cannot_change(y, x) {
        return false;
    }
    if let (Some(a), Some(b)) = (memory_of(x.addr_space), memory_of(y.addr_space)) {
        if a != b {
            return false;
        }
    }
    if x.base != MemBase::Unknown && x.base == y.base && apart_on_base(x, y) {
        return false;
    }
    !(scoped_apart(&x.scopes, &y.noalias) || scoped_apart(&y.scopes, &x.noalias))
}

/// Two instructions of one [`SUM_ADDRESSED`] family, in one address space,
/// with the same base registers and disjoint `[offset, offset+width)`.
/// `unchanged` says whether the base registers hold the same values for
/// both (nothing writes them from the first up to the second).
fn apart_by_address(a: &View<'_>, b: &View<'_>, unchanged: &dyn Fn(&MemAddress) -> bool) -> bool {
    let (Some(x), Some(y), Some(ma), Some(mb)) = (a.address, b.address, a.mmos, b.mmos) else { return false };
    let Some(family) = address_family(a.instr) else { return false };
    let space = ma[0].addr_space;
    if address_family(b.instr) != Some(family)
        || !ma.iter().chain(mb).all(|m| m.addr_space == space)
        || x.base.len() != y.base.len()
        || !x.base.iter().zip(&y.base).all(|(p, q)| p.reg == q.reg && p.sub_reg == q.sub_reg && p.reads_reg() && q.reads_reg())
    {
        return false;
    }
    // The target's width is its data operand's size; the memory operands
    // may say more (never trust the smaller).
    let width = |w: u64, m: &[MemOperand]| m.iter().filter_map(|o| o.size()).fold(w, u64::max) as i128;
    let ra = (x.offset as i128, x.offset as i128 + width(x.width, ma));
    let rb = (y.offset as i128, y.offset as i128 + width(y.width, mb));
    disjoint(ra, rb, ma[0].index_bits) && unchanged(x)
}

/// Can `a` and `b` (at least one storing) touch the same memory?
fn conflict(a: &View<'_>, b: &View<'_>, unchanged: &dyn Fn(&MemAddress) -> bool) -> bool {
    let (Some(ma), Some(mb)) = (a.mmos, b.mmos) else { return true };
    if apart_by_address(a, b, unchanged) {
        return false;
    }
    ma.iter().any(|x| mb.iter().any(|y| (x.is_store() || y.is_store()) && may_alias(x, y)))
}

/// The memory rule that orders `a` before `b` (original order), if any.
fn mem_rule(a: &View<'_>, b: &View<'_>, unchanged: &dyn Fn(&MemAddress) -> bool) -> Option<MemRule> {
    let free = |load: &View<'_>, other: &View<'_>| load.is_invariant_load() && !other.stores_into_constant_memory();
    if free(a, b) || free(b, a) {
        return None;
    }
    let ordered_vs = |o: &View<'_>, x: &View<'_>| o.is_ordered() && (x.is_mem() || x.is_ordered() || x.raises_fp_exceptions());
    if ordered_vs(a, b) || ordered_vs(b, a) {
        Some(MemRule::Ordered)
    } else if ((a.stores() && b.is_mem()) || (a.is_mem() && b.stores())) && conflict(a, b, unchanged) {
        Some(MemRule::StoreOrder)
    } else {
        None
    }
}

/// Violated memory and boundary orderings, `instrs` in original order.
pub fn check(instrs: &[(u32, &Instr)], pos: &HashMap<u32, usize>, opts: &CheckOptions<'_>) -> Vec<(u32, u32, Rule)> {
    let mut out = Vec::new();
    let memory: Vec<(usize, u32, View<'_>)> = instrs
        .iter()
        .enumerate()
        .map(|(k, &(i, x))| (k, i, View::new(x, opts.mem.and_then(|m| m.get(i as usize)))))
        .filter(|(_, _, v)| v.matters())
        .collect();
    for (x, (ka, ia, a)) in memory.iter().enumerate() {
        for (kb, ib, b) in &memory[x + 1..] {
            if pos[ia] > pos[ib] {
                // `a` and everything up to `b` leave the base registers alone.
                let unchanged = |addr: &MemAddress| {
                    instrs[*ka..*kb].iter().all(|(_, w)| addr.base.iter().all(|r| !writes_overlap(w, r, opts)))
                };
                if let Some(rule) = mem_rule(a, b, &unchanged) {
                    out.push((*ia, *ib, Rule::Memory(rule)));
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
