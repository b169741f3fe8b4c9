//! The upward pressure walk of one attempt, and what receding over a
//! candidate would do to it, without doing it.
//!
//! Every pick compares the pressure each ready candidate would cause, so
//! the question is asked candidates x steps times; wide regions have
//! hundreds of candidates. Two things keep it cheap:
//! * each SUnit's register operands are digested once (defs with their
//!   lanes, uses merged per vreg exactly as the tracker collects them);
//! * what receding over an SUnit adds to the current pressure depends only
//!   on the live lanes of the SUnit's own registers (the pressure vector's
//!   `inc` looks at one register's lanes before and after). So the change
//!   is computed from a zero base, cached, and only recomputed when a
//!   recede changed the live lanes of one of those registers (a value
//!   many SUnits read changes only at its last read and at its def, not at
//!   every read between). A peek is then two vector additions and a
//!   maximum.
//!
//! The arithmetic replays `UpwardTracker::recede`; the tests compare peeks
//! with real recedes along whole walks.

use crate::lanes::LaneMask;
use crate::pressure::{collect_uses, def_lanes, vreg_info, LiveRegSet, RegPressure, UpwardTracker, VRegTable};
use crate::sched::problem::RegionProblem;
use super::counts::Counts;
use rustc_hash::FxHashMap;

#[derive(Clone, Copy, Debug)]
struct Def {
    vreg: u32,
    lanes: LaneMask,
    early_clobber: bool,
}

/// A candidate's effect on pressure, in register counts (all a rule of
/// the scheduler reads, see [`Counts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peek {
    /// The tracker's maximum after receding over the SUnit: the running
    /// maximum so far combined with the pressure at the SUnit's defs and at
    /// its uses. The maximum is taken per register kind (LLVM's `max`), so
    /// a VGPR peak at one step and an AGPR peak at another add up in the
    /// unified VGPR count even if no single step reaches both; a budget
    /// check must therefore look at this, not at the step alone.
    pub peak: Counts,
    /// The pressure above the SUnit afterwards.
    pub after: Counts,
}

/// What receding over an SUnit adds to the current pressure: at its
/// highest point, the larger at its defs or at its uses per component (an
/// element-wise maximum commutes with adding the same pressure to both),
/// and afterwards (components may be negative).
#[derive(Clone, Copy, Debug)]
struct Delta {
    top: Counts,
    after: Counts,
}

/// A bottom-up pressure walk over a region: the exact tracker plus cheap
/// peeks at any SUnit.
pub struct PressureWalk<'p, 'a> {
    problem: &'p RegionProblem<'a>,
    tracker: UpwardTracker<'a>,
    /// The tracker's pressure and maximum in counts, kept with it.
    cur: Counts,
    max: Counts,
    defs: Vec<Def>,
    /// Per SUnit, its defs in `defs` (start, end).
    def_range: Vec<(u32, u32)>,
    uses: Vec<(u32, LaneMask)>,
    use_range: Vec<(u32, u32)>,
    /// Per SUnit, the dense ids of the registers it touches, in `reg_ids`.
    reg_range: Vec<(u32, u32)>,
    reg_ids: Vec<u32>,
    /// Per dense register id, the SUnits touching it, in `user_ids`.
    user_range: Vec<(u32, u32)>,
    user_ids: Vec<u32>,
    /// Per dense register id, its vreg.
    reg_vreg: Vec<u32>,
    /// The live lanes of the receded SUnit's registers before it, kept for
    /// its capacity.
    before: Vec<Option<LaneMask>>,
    cache: Vec<Option<Delta>>,
    /// Lanes the delta at hand has changed, kept for its capacity.
    changed: Vec<(u32, LaneMask)>,
}

/// Lanes of `v` the delta at hand has already changed (a handful per
/// SUnit, so a list beats a map).
fn changed_lanes(changed: &[(u32, LaneMask)], v: u32) -> Option<LaneMask> {
    changed.iter().rev().find(|(r, _)| *r == v).map(|&(_, m)| m)
}

impl<'p, 'a> PressureWalk<'p, 'a> {
    /// A walk at the region's bottom (live-out set, boundary receded).
    pub fn new(problem: &'p RegionProblem<'a>) -> PressureWalk<'p, 'a> {
        let n = problem.dag.len();
        let tracker = problem.tracker_at_bottom();
        let mut w = PressureWalk {
            problem,
            cur: Counts::of(&tracker.pressure()),
            max: Counts::of(&tracker.max_pressure()),
            tracker,
            defs: Vec::new(),
            def_range: Vec::with_capacity(n),
            uses: Vec::new(),
            use_range: Vec::with_capacity(n),
            reg_range: Vec::with_capacity(n),
            reg_ids: Vec::new(),
            user_range: Vec::new(),
            user_ids: Vec::new(),
            reg_vreg: Vec::new(),
            before: Vec::new(),
            cache: vec![None; n],
            changed: Vec::new(),
        };
        let mut dense: FxHashMap<u32, u32> = FxHashMap::default();
        let mut users: Vec<Vec<u32>> = Vec::new();
        for su in 0..n as u32 {
            let mi = problem.instr(su);
            let start = w.defs.len() as u32;
            for op in mi.vreg_defs() {
                w.defs.push(Def {
                    vreg: op.reg.virt().expect("a vreg def"),
                    lanes: def_lanes(op, problem.vregs),
                    early_clobber: op.is_early_clobber(),
                });
            }
            w.def_range.push((start, w.defs.len() as u32));
            let ustart = w.uses.len() as u32;
            w.uses.extend(collect_uses(mi, problem.vregs));
            w.use_range.push((ustart, w.uses.len() as u32));

            let rstart = w.reg_ids.len() as u32;
            let touched = w.defs[start as usize..].iter().map(|d| d.vreg).chain(w.uses[ustart as usize..].iter().map(|u| u.0));
            for v in touched.collect::<Vec<_>>() {
                let id = *dense.entry(v).or_insert_with(|| {
                    users.push(Vec::new());
                    w.reg_vreg.push(v);
                    users.len() as u32 - 1
                });
                if !w.reg_ids[rstart as usize..].contains(&id) {
                    w.reg_ids.push(id);
                    users[id as usize].push(su);
                }
            }
            w.reg_range.push((rstart, w.reg_ids.len() as u32));
        }
        for list in users {
            let start = w.user_ids.len() as u32;
            w.user_ids.extend(list);
            w.user_range.push((start, w.user_ids.len() as u32));
        }
        w
    }

    /// Back to the region's bottom, for another attempt.
    pub fn restart(&mut self) {
        self.tracker = self.problem.tracker_at_bottom();
        self.sync_counts();
        self.cache.iter_mut().for_each(|c| *c = None);
    }

    pub fn tracker(&self) -> &UpwardTracker<'a> {
        &self.tracker
    }

    fn sync_counts(&mut self) {
        self.cur = Counts::of(&self.tracker.pressure());
        self.max = Counts::of(&self.tracker.max_pressure());
    }

    /// Recede over `su` (the tracker's exact step) and forget the cached
    /// effects of every SUnit sharing a register with it whose live lanes
    /// the step changed.
    pub fn recede(&mut self, su: u32) {
        let (rs, re) = self.reg_range[su as usize];
        let ids = &self.reg_ids[rs as usize..re as usize];
        self.before.clear();
        self.before.extend(ids.iter().map(|&id| self.tracker.live().get(self.reg_vreg[id as usize])));
        self.tracker.recede(self.problem.instr(su));
        for (&id, &before) in ids.iter().zip(&self.before) {
            if self.tracker.live().get(self.reg_vreg[id as usize]) == before {
                continue;
            }
            let (us, ue) = self.user_range[id as usize];
            for &t in &self.user_ids[us as usize..ue as usize] {
                self.cache[t as usize] = None;
            }
        }
        self.sync_counts();
    }

    /// The pressure receding over `su` would reach, and leave, from here.
    #[inline]
    pub fn peek(&mut self, su: u32) -> Peek {
        let d = match self.cache[su as usize] {
            Some(d) => d,
            None => {
                let d = self.delta(su);
                self.cache[su as usize] = Some(d);
                d
            }
        };
        Peek { peak: (self.cur + d.top).max(self.max), after: self.cur + d.after }
    }

    /// `UpwardTracker::recede`'s arithmetic from a zero pressure: defs
    /// first (their lanes leave the live set; all of them count at the def,
    /// early-clobber ones at the uses too), then uses.
    fn delta(&mut self, su: u32) -> Delta {
        let live: &LiveRegSet = self.tracker.live();
        let vregs: &VRegTable = self.problem.vregs;
        let mut changed = std::mem::take(&mut self.changed);
        changed.clear();
        let mut cur = RegPressure::new();
        let (mut defs, mut ec_defs) = (RegPressure::new(), RegPressure::new());
        let (ds, de) = self.def_range[su as usize];
        for d in &self.defs[ds as usize..de as usize] {
            let info = vreg_info(vregs, d.vreg);
            if d.early_clobber {
                ec_defs.inc(info, 0, d.lanes);
            } else {
                defs.inc(info, 0, d.lanes);
            }
            // A lane set that became empty is gone from the live set, so a
            // second def of the register finds nothing, as in the tracker.
            let prev = match changed_lanes(&changed, d.vreg) {
                Some(0) => None,
                Some(m) => Some(m),
                None => live.get(d.vreg),
            };
            if let Some(prev) = prev {
                let now = prev & !d.lanes;
                cur.inc(info, prev, now);
                changed.push((d.vreg, now));
            }
        }
        let at_def = defs + cur + ec_defs;
        let (us, ue) = self.use_range[su as usize];
        for &(v, lanes) in &self.uses[us as usize..ue as usize] {
            let prev = changed_lanes(&changed, v).unwrap_or_else(|| live.lanes(v));
            let now = prev | lanes;
            cur.inc(vreg_info(vregs, v), prev, now);
            changed.push((v, now));
        }
        self.changed = changed;
        Delta { top: Counts::of(&at_def.max(&(cur + ec_defs))), after: Counts::of(&cur) }
    }
}
