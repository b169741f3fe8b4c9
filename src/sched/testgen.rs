//! A small operand-driven DAG builder, for tests and offline experiments.
//!
//! It is **not** LLVM's `buildSchedGraph`: it adds an edge for every
//! conflicting pair (not only the nearest), knows no latencies beyond what
//! the caller supplies, and has no alias analysis. What it guarantees is
//! legality: every ordering the checker ([`crate::sched::checker`], default
//! options) requires is an edge here, and nothing else is, so any
//! topological order of the result must pass the checker and an adjacent
//! swap fails it exactly when there is an edge. The property tests rely on
//! exactly that, so the flag-level rules (dead physical defs, IGroupLP
//! hints, FP exceptions) are mirrored here.
//!
//! Edges are added bottom-up (later instruction first, then its nearest
//! earlier partner first), so predecessor lists come out nearest-first as
//! LLVM's bottom-up builder tends to produce them, before the
//! critical-path bias is applied.

use crate::sched::checker::{is_boundary, is_schedulable};
use crate::sched::dag::{DepKind, EdgeSpec, Node, RegionDag};
use crate::snapshot::{Instr, InstrFlags, Reg};
use std::collections::HashMap;

/// Latency 1 for everything.
pub fn build_dag(instrs: &[Instr]) -> RegionDag {
    build_dag_with(instrs, &|_| 1)
}

/// Build the DAG of a region slice (original order; debug instructions
/// allowed; an optional boundary instruction only as the last schedulable
/// one, which becomes ExitSU). Data edges carry the producer's latency,
/// output edges 1, anti and order edges 0.
pub fn build_dag_with(instrs: &[Instr], latency: &dyn Fn(&Instr) -> u32) -> RegionDag {
    let sched: Vec<usize> = (0..instrs.len()).filter(|&i| is_schedulable(&instrs[i])).collect();
    let mut exit_instr = None;
    let mut units: Vec<usize> = Vec::new();
    for (k, &i) in sched.iter().enumerate() {
        if is_boundary(&instrs[i]) {
            assert_eq!(k + 1, sched.len(), "a region boundary must be the last instruction");
            exit_instr = Some(i as u32);
        } else {
            units.push(i);
        }
    }
    // Node for position k of `all` (units, then the boundary).
    let mut all: Vec<(usize, Node)> = units.iter().enumerate().map(|(k, &i)| (i, Node::SUnit(k as u32))).collect();
    if let Some(x) = exit_instr {
        all.push((x as usize, Node::Exit));
    }
    let profiles: Vec<Profile> = all.iter().map(|&(i, _)| Profile::of(&instrs[i])).collect();

    let mut edges = Vec::new();
    for b in (0..all.len()).rev() {
        for a in (0..b).rev() {
            let (ia, na) = all[a];
            let nb = all[b].1;
            let lat = latency(&instrs[ia]);
            for (kind, reg) in profiles[a].conflicts(&profiles[b]) {
                let e = match kind {
                    DepKind::Data => EdgeSpec::data(na, nb, lat),
                    DepKind::Anti => EdgeSpec::anti(na, nb),
                    DepKind::Output => EdgeSpec::output(na, nb, 1),
                    DepKind::Order => EdgeSpec::order(na, nb),
                };
                edges.push(match reg {
                    Some(r) => e.with_reg(r),
                    None => e,
                });
            }
        }
    }
    let lats: Vec<u32> = units.iter().map(|&i| latency(&instrs[i])).collect();
    let mut dag = RegionDag::try_from_edges(&lats, &edges).expect("forward edges cannot form a cycle");
    for (k, &i) in units.iter().enumerate() {
        dag.sunits[k].instr = i as u32;
    }
    dag.exit_instr = exit_instr;
    dag
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mem {
    None,
    /// No memory access, but may raise FP exceptions: ordered against
    /// barriers only.
    FpExcept,
    Load,
    Store,
    /// Side effects, ordered memory reference, call or barrier.
    Barrier,
}

/// Per register: read lanes, written lanes, and whether every write of it
/// is a dead def.
type RegUse = (u64, u64, bool);

/// Per instruction: register accesses and its memory class.
struct Profile {
    regs: HashMap<Reg, RegUse>,
    mem: Mem,
}

impl Profile {
    fn of(instr: &Instr) -> Profile {
        let mut regs: HashMap<Reg, RegUse> = HashMap::new();
        for op in instr.operands.iter().filter(|o| !o.is_debug()) {
            let whole = op.sub_reg == 0 || op.sub_lanes == 0 || !op.reg.is_virtual();
            let mask = if whole { u64::MAX } else { op.sub_lanes };
            let undef_or_internal = op.is_undef() || op.flags.has(crate::snapshot::OperandFlags::INTERNAL_READ);
            let e = regs.entry(op.reg).or_insert((0, 0, true));
            if op.is_def() {
                e.1 |= mask;
                e.2 &= op.is_dead();
                // A partial def keeps (reads) the rest of the register.
                if op.sub_reg != 0 && !undef_or_internal {
                    e.0 |= if op.reg.is_virtual() { !mask } else { u64::MAX };
                }
            } else if !undef_or_internal {
                e.0 |= mask;
            }
        }
        let f = instr.flags;
        let memory = f.0 & (InstrFlags::MAY_LOAD | InstrFlags::MAY_STORE) != 0;
        let hint = f.has(InstrFlags::META)
            && !memory
            && f.0 & (InstrFlags::CALL | InstrFlags::BARRIER) == 0
            && ["SCHED_GROUP_BARRIER", "IGLP_OPT"].contains(&&*instr.opcode_name);
        let mem = if hint {
            Mem::None
        } else if f.0 & (InstrFlags::SIDE_EFFECTS | InstrFlags::ORDERED_MEMREF | InstrFlags::CALL | InstrFlags::BARRIER) != 0 {
            Mem::Barrier
        } else if f.has(InstrFlags::MAY_STORE) {
            Mem::Store
        } else if f.has(InstrFlags::MAY_LOAD) {
            Mem::Load
        } else if f.has(InstrFlags::FP_EXCEPTION) {
            Mem::FpExcept
        } else {
            Mem::None
        };
        Profile { regs, mem }
    }

    /// Dependences of a later instruction `later` on `self`.
    fn conflicts(&self, later: &Profile) -> Vec<(DepKind, Option<Reg>)> {
        let mut out = Vec::new();
        let mut regs: Vec<_> = self.regs.iter().filter(|(r, _)| later.regs.contains_key(r)).collect();
        regs.sort_by_key(|(r, _)| match r {
            Reg::Virt(v) => (0, *v),
            Reg::Phys(p) => (1, *p),
        });
        for (&reg, &(ra, wa, dead_a)) in regs {
            let (rb, wb, dead_b) = later.regs[&reg];
            if wa & rb != 0 {
                out.push((DepKind::Data, Some(reg)));
            }
            if ra & wb != 0 {
                out.push((DepKind::Anti, Some(reg)));
            }
            // Dead physical defs may swap (checker rule).
            if wa & wb != 0 && !(!reg.is_virtual() && dead_a && dead_b) {
                out.push((DepKind::Output, Some(reg)));
            }
        }
        let ordered = match (self.mem, later.mem) {
            (Mem::None, _) | (_, Mem::None) | (Mem::Load, Mem::Load) => false,
            (Mem::FpExcept, m) | (m, Mem::FpExcept) => m == Mem::Barrier,
            _ => true,
        };
        if ordered {
            out.push((DepKind::Order, None));
        }
        out
    }
}
