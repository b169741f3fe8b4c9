//! Lower bounds on the pressure of every order, derived from lifetimes
//! that no order can avoid.
//!
//! A *lifetime* is a set of lanes of one register, written by `def` (or
//! live into the region: `Top`) and read by `read` (or live out: `Bottom`),
//! where every order must keep the lanes live from `def` down to `read`:
//! `def` is constrained before `read`, and every other writer of those
//! lanes is constrained above `def` or below `read` (lanes some writer
//! could slip in between are dropped). This is derived from the tracker's
//! own def/use rules and the constraint closure, not from the DAG's
//! register edges, so a DAG that misses or adds an edge only weakens it.
//!
//! In an order, a lifetime covers an interval of the tracker's points
//! (the use point above each instruction and the def point at it). Two
//! lifetimes must overlap when each one's def is constrained before the
//! other's read; intervals on a line that overlap pairwise share a point
//! (Helly), so the union of a pairwise-overlapping set is live together
//! somewhere in every order. Three kinds of such sets give bounds:
//! * per SUnit `i`, every lifetime spanning it (def before `i`, read
//!   after): live at `i`'s def point, next to `i`'s own defs;
//! * per SUnit `i`, the lifetimes live above it, plus its uses;
//! * a few large pairwise-overlapping sets found greedily per register
//!   kind ("free cliques"): the widest antichains of values that must be
//!   live together.

use super::bitset::BitSet;
use super::cuts::{cut_bounds, CutBound};
use super::model::RegionModel;
use super::pairs::pair_bounds;
use super::values::{group_cliques, value_groups};
use crate::lanes::{covered_regs, LaneMask};
use crate::pressure::RegPressure;
use crate::snapshot::RegKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Def {
    Top,
    SUnit(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Read {
    SUnit(u32),
    Bottom,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Lifetime {
    pub reg: u32,
    pub lanes: LaneMask,
    pub def: Def,
    pub read: Read,
}

/// A set of lifetimes live together somewhere in every order: its
/// pressure bounds any order, and a partial order as long as none of
/// its defs is placed yet (then the shared point is still ahead).
#[derive(Clone, Debug)]
pub(crate) struct Clique {
    pub pressure: RegPressure,
    pub defs: BitSet,
}

pub(crate) struct StaticBounds {
    /// Per SUnit: its def and use peaks can be no lower than this.
    pub peak: Vec<RegPressure>,
    pub cliques: Vec<Clique>,
    pub cuts: Vec<CutBound>,
    /// Everything above combined, with the bottom's own maximum: no order
    /// has a componentwise lower pressure.
    pub root: RegPressure,
    /// The region's lifetimes, kept for the cut bounds ([`Self::add_cuts`]).
    pub lifetimes: Vec<Lifetime>,
}

/// Per register, the most writer x writer x reader checks spent on its
/// lifetimes.
const MAX_LIFETIME_WORK: usize = 1 << 20;
/// Greedy seeds per register kind.
const SEEDS: usize = 6;
/// Beyond this many lifetimes the free-clique greedy only scans the
/// heaviest ones (its cost is quadratic).
const CLIQUE_SCAN: usize = 3000;

impl StaticBounds {
    pub fn new(model: &RegionModel<'_>) -> StaticBounds {
        let lifetimes = lifetimes(model);
        let mut scratch = UnionScratch::new(model.num_regs());
        let spans = |l: &Lifetime, i: u32, read_at_i: bool| -> bool {
            let def_before = match l.def {
                Def::Top => true,
                Def::SUnit(d) => model.before(d, i),
            };
            let read_after = match l.read {
                Read::Bottom => true,
                Read::SUnit(r) => (read_at_i && r == i) || model.before(i, r),
            };
            def_before && read_after
        };
        let groups = value_groups(model, &lifetimes, &model.ancestors());
        let mut peak = Vec::with_capacity(model.n);
        for i in 0..model.n as u32 {
            for l in lifetimes.iter().filter(|l| spans(l, i, false)) {
                scratch.add(l.reg, l.lanes);
            }
            // Registers no single lifetime holds across `i` may still have
            // some lane live there (tuple weight, at least a few lanes).
            for g in groups.iter().filter(|g| g.between.contains(i as usize)) {
                if !scratch.has(g.reg) {
                    scratch.add(g.reg, g.stand_in);
                }
            }
            let at_def = model.def_pressure[i as usize] + scratch.take(model);
            for l in lifetimes.iter().filter(|l| spans(l, i, true)) {
                scratch.add(l.reg, l.lanes);
            }
            for &(v, m) in &model.uses[i as usize] {
                scratch.add(v, m);
            }
            for g in groups.iter().filter(|g| g.reaches.contains(i as usize)) {
                if !scratch.has(g.reg) {
                    scratch.add(g.reg, g.stand_in);
                }
            }
            let at_use = model.early_clobber_pressure[i as usize] + scratch.take(model);
            peak.push(at_def.max(&at_use));
        }
        let mut cliques = free_cliques(model, &lifetimes, &mut scratch);
        cliques.extend(group_cliques(model, &groups, &mut scratch));
        cliques.extend(pair_bounds(model, &lifetimes, &peak));
        let mut root = model.bottom_max;
        for p in peak.iter().chain(cliques.iter().map(|c| &c.pressure)) {
            root = root.max(p);
        }
        StaticBounds { peak, cliques, cuts: Vec::new(), root, lifetimes }
    }

    /// Add the cut bounds (`cuts.rs`). Apart from [`Self::new`] because
    /// they cost more than all the other bounds together and are needed
    /// only when those cannot already prove a starting order optimal.
    pub fn add_cuts(&mut self, model: &RegionModel<'_>) {
        self.cuts = cut_bounds(model, &self.lifetimes, &self.root);
        for c in &self.cuts {
            self.root = self.root.max(&c.pressure);
        }
    }
}

/// Every lifetime of the region (see the module comment).
pub(crate) fn lifetimes(model: &RegionModel<'_>) -> Vec<Lifetime> {
    let mut out = Vec::new();
    for v in 0..model.num_regs() {
        let writers = &model.writers[v];
        let work = writers.len() * writers.len() * (model.readers[v].len() + 1);
        if work > MAX_LIFETIME_WORK {
            // Too many writers and readers to pair up: the register just
            // contributes no lifetime (a weaker, still valid, bound).
            continue;
        }
        let mut reads: Vec<(Read, LaneMask)> = model.readers[v].iter().map(|&(r, m)| (Read::SUnit(r), m)).collect();
        if model.bottom_live[v] != 0 {
            reads.push((Read::Bottom, model.bottom_live[v]));
        }
        for &(read, wanted) in &reads {
            let below_read = |w: u32| match read {
                Read::SUnit(r) => r == w || model.before(r, w),
                Read::Bottom => false,
            };
            // Lanes that survive every writer that could come between.
            let survive = |def: Def, mut lanes: LaneMask| {
                for &(w, d) in writers {
                    let above_def = match def {
                        Def::Top => false,
                        Def::SUnit(x) => x == w || model.before(w, x),
                    };
                    if !above_def && !below_read(w) {
                        lanes &= !d;
                    }
                }
                lanes
            };
            let top = survive(Def::Top, wanted);
            if top != 0 {
                out.push(Lifetime { reg: v as u32, lanes: top, def: Def::Top, read });
            }
            for &(w, d) in writers {
                let before_read = match read {
                    Read::SUnit(r) => model.before(w, r),
                    Read::Bottom => true,
                };
                if !before_read || d & wanted == 0 {
                    continue;
                }
                let lanes = survive(Def::SUnit(w), d & wanted);
                if lanes != 0 {
                    out.push(Lifetime { reg: v as u32, lanes, def: Def::SUnit(w), read });
                }
            }
        }
    }
    out
}

/// Must `a` and `b` be live together somewhere in every order?
fn must_overlap(model: &RegionModel<'_>, a: &Lifetime, b: &Lifetime) -> bool {
    let before = |d: Def, r: Read| match (d, r) {
        (Def::Top, _) | (_, Read::Bottom) => true,
        (Def::SUnit(d), Read::SUnit(r)) => model.before(d, r),
    };
    before(a.def, b.read) && before(b.def, a.read)
}

/// Greedy pairwise-overlapping sets, heaviest first, per register kind;
/// plus the set of all live-in lifetimes (they overlap at the top).
fn free_cliques(model: &RegionModel<'_>, all: &[Lifetime], scratch: &mut UnionScratch) -> Vec<Clique> {
    let weight = |l: &Lifetime, kinds: &[RegKind]| -> u32 {
        let info = model.info[l.reg as usize];
        if kinds.contains(&info.kind) {
            covered_regs(l.lanes)
        } else {
            0
        }
    };
    let mut out = Vec::new();
    let make = |members: &[usize], scratch: &mut UnionScratch| -> Clique {
        let mut defs = BitSet::new(model.n);
        for &k in members {
            scratch.add(all[k].reg, all[k].lanes);
            if let Def::SUnit(d) = all[k].def {
                defs.insert(d as usize);
            }
        }
        Clique { pressure: scratch.take(model), defs }
    };
    let live_in: Vec<usize> = (0..all.len()).filter(|&k| all[k].def == Def::Top).collect();
    if !live_in.is_empty() {
        out.push(make(&live_in, scratch));
    }
    let kinds: [&[RegKind]; 3] = [&[RegKind::Sgpr], &[RegKind::Vgpr, RegKind::AvGpr], &[RegKind::Agpr]];
    for kind in kinds {
        let mut by_weight: Vec<usize> = (0..all.len()).filter(|&k| weight(&all[k], kind) > 0).collect();
        if by_weight.is_empty() {
            continue;
        }
        by_weight.sort_by_key(|&k| std::cmp::Reverse(weight(&all[k], kind)));
        by_weight.truncate(CLIQUE_SCAN);
        for &seed in by_weight.iter().take(SEEDS) {
            let mut members = vec![seed];
            for &k in &by_weight {
                if k != seed && members.iter().all(|&m| must_overlap(model, &all[m], &all[k])) {
                    members.push(k);
                }
            }
            out.push(make(&members, scratch));
        }
    }
    out
}

/// Accumulates the union of lane sets per register, then its pressure.
pub(crate) struct UnionScratch {
    lanes: Vec<LaneMask>,
    touched: Vec<u32>,
}

impl UnionScratch {
    pub fn new(regs: usize) -> UnionScratch {
        UnionScratch { lanes: vec![0; regs], touched: Vec::new() }
    }

    /// Does the union hold any lane of `reg` yet?
    pub fn has(&self, reg: u32) -> bool {
        self.lanes[reg as usize] != 0
    }

    pub fn add(&mut self, reg: u32, lanes: LaneMask) {
        let slot = &mut self.lanes[reg as usize];
        if *slot == 0 && lanes != 0 {
            self.touched.push(reg);
        }
        *slot |= lanes;
    }

    /// Pressure of the union so far; empties the scratch.
    pub fn take(&mut self, model: &RegionModel<'_>) -> RegPressure {
        let mut p = RegPressure::new();
        for &v in &self.touched {
            p.inc(model.info[v as usize], 0, self.lanes[v as usize]);
            self.lanes[v as usize] = 0;
        }
        self.touched.clear();
        p
    }
}
