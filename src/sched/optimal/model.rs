//! The region as the search sees it: dense local register numbers, each
//! SUnit's def and use lanes taken once, the ordering constraints with
//! their transitive closure, and the facts below the region.
//!
//! Receding an SUnit here is `UpwardTracker::recede` on a dense array
//! instead of LLVM's DenseMap layout (the layout only matters for printing
//! live sets, never for pressure), so the search can undo a step by
//! restoring a few lane masks. A property test checks that the path
//! pressure equals `RegionProblem::pressure_of` on every order.

use super::bitset::BitSet;
use super::SolveError;
use crate::lanes::LaneMask;
use crate::pressure::{collect_uses, def_lanes, RegPressure};
use crate::sched::dag::Node;
use crate::sched::problem::RegionProblem;
use crate::snapshot::{Instr, VRegInfo};
use std::collections::HashMap;

/// Regions above this size are refused: the constraint closure alone is
/// quadratic in memory, and no search would finish anyway.
pub const MAX_SUNITS: usize = 4096;

/// One def operand of an SUnit: local register, lanes, early clobber.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DefOp {
    pub reg: u32,
    pub lanes: LaneMask,
    pub early_clobber: bool,
}

pub(crate) struct RegionModel<'a> {
    pub n: usize,
    /// Local register -> its facts.
    pub info: Vec<&'a VRegInfo>,
    /// Local register -> the function's vreg index (for diagnostics).
    pub global: Vec<u32>,
    pub defs: Vec<Vec<DefOp>>,
    /// `collect_uses` of each SUnit's instruction, local registers.
    pub uses: Vec<Vec<(u32, LaneMask)>>,
    /// Pressure of each SUnit's defs as the tracker adds them at the def
    /// point (early clobbers included): the part of a peak that does not
    /// depend on the order.
    pub def_pressure: Vec<RegPressure>,
    pub early_clobber_pressure: Vec<RegPressure>,
    /// Non-weak SUnit-to-SUnit constraints, without duplicates.
    pub succs: Vec<Vec<u32>>,
    pub preds: Vec<Vec<u32>>,
    /// Strict descendants of each SUnit under the constraints.
    pub descendants: Vec<BitSet>,
    /// Live lanes just above the region's bottom (after the boundary
    /// receded), by local register.
    pub bottom_live: Vec<LaneMask>,
    /// The tracker's maximum at that point: live-out and boundary peaks,
    /// part of every order's pressure.
    pub bottom_max: RegPressure,
    /// For each local register, the SUnits writing it and their lanes.
    pub writers: Vec<Vec<(u32, LaneMask)>>,
    /// For each local register, the SUnits reading it and their lanes.
    pub readers: Vec<Vec<(u32, LaneMask)>>,
    /// Does the live set above a set of bottom-scheduled SUnits depend
    /// only on the set? True when the constraints order every writer of a
    /// lane against every reader of it, which LLVM's DAG does; memoising
    /// states by their set and the free-move rule rely on it.
    pub set_determines_live: bool,
}

/// One step's effect, for undoing it.
pub(crate) struct Undo {
    pub reg: u32,
    pub lanes: LaneMask,
}

impl<'a> RegionModel<'a> {
    pub fn new(problem: &RegionProblem<'a>) -> Result<RegionModel<'a>, SolveError> {
        let dag = problem.dag;
        let n = dag.len();
        if n > MAX_SUNITS {
            return Err(SolveError::TooLarge { sunits: n, limit: MAX_SUNITS });
        }
        validate_instrs(problem)?;
        let (succs, preds) = constraints(problem)?;

        let mut local: HashMap<u32, u32> = HashMap::new();
        let mut info: Vec<&'a VRegInfo> = Vec::new();
        let mut global = Vec::new();
        let mut intern = |v: u32| -> u32 {
            *local.entry(v).or_insert_with(|| {
                info.push(problem.vregs[v as usize].as_ref().expect("validated"));
                global.push(v);
                global.len() as u32 - 1
            })
        };
        let mut defs = Vec::with_capacity(n);
        let mut uses = Vec::with_capacity(n);
        for su in 0..n as u32 {
            let mi = problem.instr(su);
            if mi.is_debug() {
                defs.push(Vec::new());
                uses.push(Vec::new());
                continue;
            }
            defs.push(
                mi.vreg_defs()
                    .map(|op| DefOp {
                        reg: intern(op.reg.virt().expect("virtual def")),
                        lanes: def_lanes(op, problem.vregs),
                        early_clobber: op.is_early_clobber(),
                    })
                    .collect::<Vec<_>>(),
            );
            uses.push(collect_uses(mi, problem.vregs).into_iter().map(|(v, m)| (intern(v), m)).collect::<Vec<_>>());
        }
        let mut tracker = problem.tracker_at_bottom();
        let bottom_max = tracker.max_pressure();
        let live_pairs: Vec<(u32, LaneMask)> =
            tracker.live().iter().filter(|&(_, m)| m != 0).map(|(v, m)| (intern(v), m)).collect();
        let _ = tracker.take_max();

        let regs = info.len();
        let mut bottom_live = vec![0; regs];
        for (v, m) in live_pairs {
            bottom_live[v as usize] |= m;
        }
        let mut def_pressure = Vec::with_capacity(n);
        let mut early_clobber_pressure = Vec::with_capacity(n);
        let mut writers = vec![Vec::new(); regs];
        let mut readers = vec![Vec::new(); regs];
        for su in 0..n {
            let (mut d, mut ec) = (RegPressure::new(), RegPressure::new());
            for op in &defs[su] {
                let p = if op.early_clobber { &mut ec } else { &mut d };
                p.inc(info[op.reg as usize], 0, op.lanes);
                writers[op.reg as usize].push((su as u32, op.lanes));
            }
            def_pressure.push(d + ec);
            early_clobber_pressure.push(ec);
            for &(v, m) in &uses[su] {
                readers[v as usize].push((su as u32, m));
            }
        }
        let descendants = closure(n, &succs, &preds);
        let mut model = RegionModel {
            n,
            info,
            global,
            defs,
            uses,
            def_pressure,
            early_clobber_pressure,
            succs,
            preds,
            descendants,
            bottom_live,
            bottom_max,
            writers,
            readers,
            set_determines_live: true,
        };
        model.set_determines_live = model.first_unordered_def_use().is_none();
        Ok(model)
    }

    pub fn num_regs(&self) -> usize {
        self.info.len()
    }

    /// Is `a` constrained to come before `b` in every order?
    pub fn before(&self, a: u32, b: u32) -> bool {
        self.descendants[a as usize].contains(b as usize)
    }

    /// Strict ancestors of every SUnit (the transpose of `descendants`).
    pub fn ancestors(&self) -> Vec<BitSet> {
        let mut anc = vec![BitSet::new(self.n); self.n];
        for (a, d) in self.descendants.iter().enumerate() {
            for b in d.iter() {
                anc[b].insert(a);
            }
        }
        anc
    }

    pub fn comparable(&self, a: u32, b: u32) -> bool {
        a == b || self.before(a, b) || self.before(b, a)
    }

    /// A writer and a reader of a common lane that no constraint orders,
    /// if any: then two orders of the same set of SUnits can leave
    /// different live sets above them.
    pub fn first_unordered_def_use(&self) -> Option<(u32, u32, u32)> {
        for v in 0..self.num_regs() {
            for &(w, d) in &self.writers[v] {
                for &(r, u) in &self.readers[v] {
                    if d & u != 0 && !self.comparable(w, r) {
                        return Some((self.global[v], w, r));
                    }
                }
            }
        }
        None
    }

    /// Recede SUnit `su` from the state (`live`, `cur`): the tracker's
    /// def/use steps. Returns the peak reached at this instruction; the
    /// lanes it changed are pushed on `undo`.
    pub fn recede(&self, su: u32, live: &mut [LaneMask], cur: &mut RegPressure, undo: &mut Vec<Undo>) -> RegPressure {
        let su = su as usize;
        for op in &self.defs[su] {
            let prev = live[op.reg as usize];
            if prev & op.lanes != 0 {
                let now = prev & !op.lanes;
                cur.inc(self.info[op.reg as usize], prev, now);
                undo.push(Undo { reg: op.reg, lanes: prev });
                live[op.reg as usize] = now;
            }
        }
        let at_def = self.def_pressure[su] + *cur;
        for &(v, m) in &self.uses[su] {
            let prev = live[v as usize];
            let now = prev | m;
            if now != prev {
                cur.inc(self.info[v as usize], prev, now);
                undo.push(Undo { reg: v, lanes: prev });
                live[v as usize] = now;
            }
        }
        let at_use = *cur + self.early_clobber_pressure[su];
        at_def.max(&at_use)
    }

    /// Pressure of a whole order (NodeNums, top to bottom), as the search
    /// computes it; equal to `RegionProblem::pressure_of`.
    pub fn pressure_of(&self, order: &[u32]) -> RegPressure {
        let mut live = self.bottom_live.clone();
        let mut cur = self.live_pressure(&live);
        let mut max = self.bottom_max.max(&cur);
        let mut undo = Vec::new();
        for &su in order.iter().rev() {
            max = max.max(&self.recede(su, &mut live, &mut cur, &mut undo));
            undo.clear();
        }
        max
    }

    /// Pressure of a dense live set.
    pub fn live_pressure(&self, live: &[LaneMask]) -> RegPressure {
        let mut p = RegPressure::new();
        for (v, &m) in live.iter().enumerate() {
            if m != 0 {
                p.inc(self.info[v], 0, m);
            }
        }
        p
    }
}

/// Every register the pressure model will look up must have a class, name
/// only lanes the class has (the tracker's running count and a recount of
/// its live set part ways on others), and the interval narrowing of
/// `collect_uses` needs a slot index.
fn validate_instrs(problem: &RegionProblem<'_>) -> Result<(), SolveError> {
    let check = |mi: &Instr, what: &dyn Fn() -> String| -> Result<(), SolveError> {
        if mi.is_debug() {
            return Ok(());
        }
        for op in &mi.operands {
            let Some(v) = op.reg.virt() else { continue };
            let info = problem.vregs.get(v as usize).and_then(Option::as_ref);
            let Some(info) = info else {
                return Err(SolveError::MissingRegClass { vreg: v, at: what() });
            };
            if op.sub_lanes & !info.max_lanes != 0 {
                return Err(SolveError::LanesOutsideClass { vreg: v, lanes: op.sub_lanes, at: what() });
            }
            let narrows = info.interval.as_ref().is_some_and(|li| li.has_subranges());
            if narrows && op.is_use() && mi.slot.is_none() {
                return Err(SolveError::MissingSlot { at: what() });
            }
        }
        Ok(())
    };
    for (i, su) in problem.dag.sunits.iter().enumerate() {
        let Some(mi) = problem.instrs.get(su.instr as usize) else {
            return Err(SolveError::InstrOutOfRange { su: i as u32, instr: su.instr, len: problem.instrs.len() });
        };
        check(mi, &|| format!("SU({i})"))?;
    }
    if let Some(b) = problem.boundary {
        check(b, &|| "the boundary instruction".into())?;
    }
    for (v, lanes) in problem.live_out.iter() {
        let Some(info) = problem.vregs.get(v as usize).and_then(Option::as_ref) else {
            return Err(SolveError::MissingRegClass { vreg: v, at: "the live-out set".into() });
        };
        if lanes & !info.max_lanes != 0 {
            return Err(SolveError::LanesOutsideClass { vreg: v, lanes, at: "the live-out set".into() });
        }
    }
    Ok(())
}

type Adjacency = (Vec<Vec<u32>>, Vec<Vec<u32>>);

/// The non-weak SUnit-to-SUnit edges from both lists (a malformed DAG may
/// not mirror them; every edge either list states is kept), checked for
/// range and cycles.
fn constraints(problem: &RegionProblem<'_>) -> Result<Adjacency, SolveError> {
    let dag = problem.dag;
    let n = dag.len();
    let total_edges = dag.edges.len();
    let mut succs = vec![Vec::new(); n];
    let mut preds = vec![Vec::new(); n];
    for i in 0..n {
        let su = &dag.sunits[i];
        for list in [su.preds, su.succs] {
            if list.start as usize + list.len() > total_edges {
                return Err(SolveError::Dag(format!("SU({i}) has an edge list outside the edge array")));
            }
        }
        let me = i as u32;
        let both = dag
            .succs(Node::SUnit(me))
            .iter()
            .map(|e| (me, e))
            .chain(dag.preds(Node::SUnit(me)).iter().map(|e| (me, e)));
        for (k, (me, e)) in both.enumerate() {
            let Node::SUnit(other) = e.node else { continue };
            if other as usize >= n {
                return Err(SolveError::Dag(format!("SU({me}) has an edge to SU({other}), which does not exist")));
            }
            if e.weak {
                continue;
            }
            let is_succ_list = k < dag.succ_list(Node::SUnit(me)).len();
            let (from, to) = if is_succ_list { (me, other) } else { (other, me) };
            if from == to {
                return Err(SolveError::Dag(format!("SU({from}) depends on itself")));
            }
            succs[from as usize].push(to);
            preds[to as usize].push(from);
        }
    }
    for l in succs.iter_mut().chain(preds.iter_mut()) {
        l.sort_unstable();
        l.dedup();
    }
    // Kahn's algorithm: anything left over lies on a cycle.
    let mut left: Vec<usize> = preds.iter().map(Vec::len).collect();
    let mut ready: Vec<u32> = (0..n as u32).filter(|&i| left[i as usize] == 0).collect();
    let mut seen = 0;
    while let Some(i) = ready.pop() {
        seen += 1;
        for &s in &succs[i as usize] {
            left[s as usize] -= 1;
            if left[s as usize] == 0 {
                ready.push(s);
            }
        }
    }
    if seen != n {
        let on_cycle: Vec<usize> = (0..n).filter(|&i| left[i] > 0).collect();
        return Err(SolveError::Dag(format!("the constraints have a cycle through SUnits {on_cycle:?}")));
    }
    Ok((succs, preds))
}

/// Strict descendants of every SUnit.
fn closure(n: usize, succs: &[Vec<u32>], preds: &[Vec<u32>]) -> Vec<BitSet> {
    // A topological order first (the constraints were checked acyclic).
    let mut left: Vec<usize> = preds.iter().map(Vec::len).collect();
    let mut ready: Vec<u32> = (0..n as u32).filter(|&i| left[i as usize] == 0).collect();
    let mut topo = Vec::with_capacity(n);
    while let Some(i) = ready.pop() {
        topo.push(i as usize);
        for &s in &succs[i as usize] {
            left[s as usize] -= 1;
            if left[s as usize] == 0 {
                ready.push(s);
            }
        }
    }
    let mut desc = vec![BitSet::new(n); n];
    for &i in topo.iter().rev() {
        let mut d = BitSet::new(n);
        for &s in &succs[i] {
            d.insert(s as usize);
            d.union_with(&desc[s as usize]);
        }
        desc[i] = d;
    }
    desc
}
