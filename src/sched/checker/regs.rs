//! Register dependences from operands.

use super::violation::{RegDep, Rule};
use super::{CheckOptions, PartialDefs};
use crate::lanes::LaneMask;
use crate::snapshot::{Instr, Operand, Reg};
use std::collections::{BTreeMap, HashMap};

/// One register access of an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub reg: Reg,
    /// Lanes touched (virtual registers); all ones for a whole register or
    /// a physical register.
    pub lanes: LaneMask,
    pub write: bool,
    /// A write whose value nobody reads (a `dead` def).
    pub dead: bool,
}

/// Without the register class we do not know a vreg's real lane count, so
/// "whole register" is every lane; it overlaps every sub-register.
const ALL_LANES: LaneMask = LaneMask::MAX;

fn operand_lanes(op: &Operand) -> LaneMask {
    if op.sub_reg != 0 && op.sub_lanes != 0 {
        op.sub_lanes
    } else {
        ALL_LANES
    }
}

/// The register reads and writes of `instr`:
/// * a def writes its lanes (dead defs too: they still clobber);
/// * constant physical registers ([`crate::snapshot::PhysRegInfo::constant`],
///   when the options carry register facts) are neither read nor written:
///   their value never changes, so no order of their accesses matters;
/// * a use reads its lanes unless it reads nothing (`undef`, bundle
///   internal read — `Operand::reads_reg`);
/// * under [`PartialDefs::ReadOtherLanes`], a sub-register def that is not
///   `undef` also reads the lanes outside its sub-register, which it passes
///   through (`MachineOperand::readsReg` is true for it).
pub fn accesses(instr: &Instr, opts: &CheckOptions<'_>) -> Vec<Access> {
    let mut out = Vec::new();
    for op in &instr.operands {
        if op.is_debug() || is_constant(op.reg, opts) {
            continue;
        }
        let lanes = operand_lanes(op);
        if op.is_def() {
            out.push(Access { reg: op.reg, lanes, write: true, dead: op.is_dead() });
            if opts.partial_defs == PartialDefs::ReadOtherLanes && op.reads_reg() {
                let read = match op.reg {
                    Reg::Virt(_) => !lanes,
                    Reg::Phys(_) => ALL_LANES,
                };
                if read != 0 {
                    out.push(Access { reg: op.reg, lanes: read, write: false, dead: false });
                }
            }
        } else if op.reads_reg() {
            out.push(Access { reg: op.reg, lanes, write: false, dead: false });
        }
    }
    out
}

/// Does `instr` write (any lane or unit of) what `operand` reads?
pub(super) fn writes_overlap(instr: &Instr, operand: &Operand, opts: &CheckOptions<'_>) -> bool {
    let lanes = operand_lanes(operand);
    instr.operands.iter().filter(|o| o.is_def() && !o.is_debug()).any(|d| match (d.reg, operand.reg) {
        (Reg::Virt(x), Reg::Virt(y)) => x == y && operand_lanes(d) & lanes != 0,
        (Reg::Phys(x), Reg::Phys(y)) => !is_constant(d.reg, opts) && phys_overlap(x, y, opts),
        _ => false,
    })
}

fn is_constant(reg: Reg, opts: &CheckOptions<'_>) -> bool {
    match (reg, opts.phys_regs) {
        (Reg::Phys(p), Some(facts)) => facts.get(&p).is_some_and(|f| f.constant),
        _ => false,
    }
}

/// Do physical registers `a` and `b` share a register unit? Register facts
/// decide when both registers have them, then the caller's callback, then
/// equality.
pub(super) fn phys_overlap(a: u32, b: u32, opts: &CheckOptions<'_>) -> bool {
    if let Some(facts) = opts.phys_regs {
        if let (Some(x), Some(y)) = (facts.get(&a), facts.get(&b)) {
            return x.overlaps(y);
        }
    }
    match opts.phys_overlap {
        Some(f) => f(a, b),
        None => a == b,
    }
}

type Key = (u32, u32, RegDep, bool, u32);

/// Every violated register dependence, one per (pair, kind, register) with
/// the overlapping lanes merged. `instrs` are the schedulable instructions
/// as (original index, instruction); `pos` maps an original index to its
/// position in the proposed order.
pub fn check(
    instrs: &[(u32, &Instr)],
    pos: &HashMap<u32, usize>,
    opts: &CheckOptions<'_>,
) -> Vec<(u32, u32, Rule)> {
    let mut virt: HashMap<u32, Vec<(u32, Access)>> = HashMap::new();
    let mut phys: Vec<(u32, Access)> = Vec::new();
    for &(idx, instr) in instrs {
        for a in accesses(instr, opts) {
            match a.reg {
                Reg::Virt(v) => virt.entry(v).or_default().push((idx, a)),
                Reg::Phys(_) => phys.push((idx, a)),
            }
        }
    }

    let mut found: BTreeMap<Key, (Reg, Option<LaneMask>)> = BTreeMap::new();
    let mut record = |a: (u32, Access), b: (u32, Access), lanes: Option<LaneMask>| {
        // Orient the pair by original order.
        let (first, second) = if a.0 < b.0 { (a, b) } else { (b, a) };
        if pos[&first.0] < pos[&second.0] {
            return;
        }
        let kind = match (first.1.write, second.1.write) {
            (true, true) => RegDep::Waw,
            (true, false) => RegDep::Raw,
            (false, true) => RegDep::War,
            (false, false) => return,
        };
        let (is_phys, num) = match first.1.reg {
            Reg::Virt(v) => (false, v),
            Reg::Phys(p) => (true, p),
        };
        let entry = found.entry((first.0, second.0, kind, is_phys, num)).or_insert((first.1.reg, None));
        if let Some(l) = lanes {
            entry.1 = Some(entry.1.unwrap_or(0) | l);
        }
    };

    for list in virt.values() {
        for (i, &a) in list.iter().enumerate() {
            if !a.1.write {
                continue;
            }
            for (j, &b) in list.iter().enumerate() {
                if i == j || a.0 == b.0 {
                    continue;
                }
                let overlap = a.1.lanes & b.1.lanes;
                if overlap != 0 {
                    record(a, b, Some(overlap));
                }
            }
        }
    }

    for (i, &a) in phys.iter().enumerate() {
        if !a.1.write {
            continue;
        }
        let Reg::Phys(pa) = a.1.reg else { unreachable!() };
        for (j, &b) in phys.iter().enumerate() {
            let Reg::Phys(pb) = b.1.reg else { unreachable!() };
            if i == j || a.0 == b.0 || !phys_overlap(pa, pb, opts) {
                continue;
            }
            // Two dead writes: whichever lands last, nobody reads it (see
            // the module rules for why reads in between stay ordered).
            if b.1.write && a.1.dead && b.1.dead {
                continue;
            }
            record(a, b, None);
        }
    }

    found
        .into_iter()
        .map(|((first, second, kind, _, _), (reg, lanes))| (first, second, Rule::Reg { kind, reg, lanes }))
        .collect()
}
