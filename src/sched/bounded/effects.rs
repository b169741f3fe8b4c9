//! What receding over one SUnit would do to the upward tracker, without
//! doing it.
//!
//! Every pick compares the pressure each candidate would cause, so the
//! question is asked candidates x steps times. Cloning the tracker for each
//! would copy the live set every time; instead each SUnit's register
//! operands are digested once (defs with their lanes, uses merged per vreg
//! exactly as the tracker collects them) and a peek replays
//! `UpwardTracker::recede`'s arithmetic on the current live set. The tests
//! compare peeks with real recedes.

use crate::lanes::LaneMask;
use crate::pressure::{collect_uses, def_lanes, vreg_info, RegPressure, UpwardTracker};
use crate::sched::problem::RegionProblem;
use crate::snapshot::VRegInfo;

#[derive(Clone, Copy, Debug)]
struct Def {
    vreg: u32,
    lanes: LaneMask,
    early_clobber: bool,
}

/// The register operands of every SUnit, flattened.
pub struct Effects<'a> {
    vregs: &'a crate::pressure::VRegTable,
    defs: Vec<Def>,
    /// Per SUnit, the range of its defs in `defs` (start, end).
    def_range: Vec<(u32, u32)>,
    uses: Vec<(u32, LaneMask)>,
    use_range: Vec<(u32, u32)>,
    /// Lanes the peek at hand has changed, kept for its capacity.
    changed: Vec<(u32, LaneMask)>,
}

/// A candidate's effect on pressure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peek {
    /// The tracker's maximum after receding over the SUnit: the running
    /// maximum so far combined with the pressure at the SUnit's defs and at
    /// its uses. The maximum is taken per register kind (LLVM's `max`), so
    /// a VGPR peak at one step and an AGPR peak at another add up in the
    /// unified VGPR count even if no single step reaches both; a budget
    /// check must therefore look at this, not at the step alone.
    pub peak: RegPressure,
    /// The pressure above the SUnit afterwards.
    pub after: RegPressure,
}

/// Lanes of `v` the peek has already changed (a handful per SUnit, so a
/// list beats a map).
fn changed_lanes(changed: &[(u32, LaneMask)], v: u32) -> Option<LaneMask> {
    changed.iter().rev().find(|(r, _)| *r == v).map(|&(_, m)| m)
}

impl<'a> Effects<'a> {
    pub fn new(problem: &RegionProblem<'a>) -> Effects<'a> {
        let n = problem.dag.len();
        let mut fx = Effects {
            vregs: problem.vregs,
            defs: Vec::new(),
            def_range: Vec::with_capacity(n),
            uses: Vec::new(),
            use_range: Vec::with_capacity(n),
            changed: Vec::new(),
        };
        for su in 0..n as u32 {
            let mi = problem.instr(su);
            let start = fx.defs.len() as u32;
            for op in mi.vreg_defs() {
                fx.defs.push(Def {
                    vreg: op.reg.virt().expect("a vreg def"),
                    lanes: def_lanes(op, problem.vregs),
                    early_clobber: op.is_early_clobber(),
                });
            }
            fx.def_range.push((start, fx.defs.len() as u32));
            let start = fx.uses.len() as u32;
            fx.uses.extend(collect_uses(mi, problem.vregs));
            fx.use_range.push((start, fx.uses.len() as u32));
        }
        fx
    }

    fn info(&self, v: u32) -> &'a VRegInfo {
        vreg_info(self.vregs, v)
    }

    /// The pressure receding over `su` would reach, and leave, from the
    /// tracker's current state. Mirrors `UpwardTracker::recede`: defs
    /// first (their lanes leave the live set; all of them count at the def,
    /// early-clobber ones at the uses too), then uses.
    pub fn peek(&mut self, tracker: &UpwardTracker<'_>, su: u32) -> Peek {
        let live = tracker.live();
        let mut cur = tracker.pressure();
        let mut changed = std::mem::take(&mut self.changed);
        changed.clear();
        let (mut defs, mut ec_defs) = (RegPressure::new(), RegPressure::new());
        let (ds, de) = self.def_range[su as usize];
        for d in &self.defs[ds as usize..de as usize] {
            let info = self.info(d.vreg);
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
        let mut peak = defs + cur + ec_defs;
        let (us, ue) = self.use_range[su as usize];
        for &(v, lanes) in &self.uses[us as usize..ue as usize] {
            let prev = changed_lanes(&changed, v).unwrap_or_else(|| live.lanes(v));
            let now = prev | lanes;
            cur.inc(self.info(v), prev, now);
            changed.push((v, now));
        }
        peak = peak.max(&(cur + ec_defs)).max(&tracker.max_pressure());
        self.changed = changed;
        Peek { peak, after: cur }
    }
}
