//! The static part of the bound on what is still to come, kept up to date
//! along the search path instead of recomputed at every node.
//!
//! Every static bound holds while its guard SUnits are all unplaced (a
//! per-SUnit peak is guarded by the SUnit itself, a clique by its defs, a
//! cut by its funnel set, the widest def of an unplaced SUnit by that
//! SUnit). Their componentwise maximum is the maximum of at most eight
//! entries, one per pressure counter, each holding that counter's largest
//! value. Placing an SUnit retires the entries it guards; only a counter
//! whose holder was retired is looked up again.

use super::bounds::StaticBounds;
use super::model::RegionModel;
use crate::pressure::RegPressure;

const COUNTERS: usize = 8;

/// A family of guarded pressures and the holder of each counter's maximum.
struct Family {
    entries: Vec<RegPressure>,
    /// Raw counters of each entry, for the lookups.
    raw: Vec<[i64; COUNTERS]>,
    /// Per SUnit: the entries it guards.
    guarded_by: Vec<Vec<u32>>,
    /// Per entry: how many of its guards are placed.
    blocked: Vec<u32>,
    /// Per counter: an unretired entry with the largest value, if any
    /// unretired entry has a nonzero value there.
    holder: [Option<u32>; COUNTERS],
    saved: Vec<[Option<u32>; COUNTERS]>,
}

fn raw(p: &RegPressure) -> [i64; COUNTERS] {
    let (r, t) = p.raw();
    [r[0], r[1], r[2], r[3], t[0], t[1], t[2], t[3]]
}

impl Family {
    fn new(n: usize, items: Vec<(RegPressure, Vec<usize>)>) -> Family {
        let mut guarded_by: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut entries = Vec::with_capacity(items.len());
        for (k, (p, guard)) in items.into_iter().enumerate() {
            for g in guard {
                guarded_by[g].push(k as u32);
            }
            entries.push(p);
        }
        let raw = entries.iter().map(raw).collect();
        let blocked = vec![0; entries.len()];
        let mut f = Family { entries, raw, guarded_by, blocked, holder: [None; COUNTERS], saved: Vec::new() };
        for c in 0..COUNTERS {
            f.holder[c] = f.find(c);
        }
        f
    }

    fn find(&self, c: usize) -> Option<u32> {
        let mut best: Option<(i64, u32)> = None;
        for (k, r) in self.raw.iter().enumerate() {
            if self.blocked[k] == 0 && r[c] > 0 && best.is_none_or(|(v, _)| r[c] > v) {
                best = Some((r[c], k as u32));
            }
        }
        best.map(|(_, k)| k)
    }

    fn place(&mut self, su: u32) {
        self.saved.push(self.holder);
        let mut lost = [false; COUNTERS];
        for &e in &self.guarded_by[su as usize] {
            self.blocked[e as usize] += 1;
            for (l, h) in lost.iter_mut().zip(&self.holder) {
                *l |= *h == Some(e);
            }
        }
        for (c, l) in lost.into_iter().enumerate() {
            if l {
                self.holder[c] = self.find(c);
            }
        }
    }

    fn undo(&mut self, su: u32) {
        for &e in &self.guarded_by[su as usize] {
            self.blocked[e as usize] -= 1;
        }
        self.holder = self.saved.pop().expect("undo follows place");
    }

    fn max(&self) -> RegPressure {
        let mut m = RegPressure::new();
        for (c, h) in self.holder.iter().enumerate() {
            if let Some(h) = *h {
                if !self.holder[..c].contains(&Some(h)) {
                    m = m.max(&self.entries[h as usize]);
                }
            }
        }
        m
    }
}

pub(crate) struct StaticRest {
    bounds: Family,
    defs: Family,
}

impl StaticRest {
    pub fn new(model: &RegionModel<'_>, bounds: &StaticBounds) -> StaticRest {
        let n = model.n;
        let mut items: Vec<(RegPressure, Vec<usize>)> =
            bounds.peak.iter().enumerate().map(|(i, p)| (*p, vec![i])).collect();
        items.extend(bounds.cliques.iter().map(|c| (c.pressure, c.defs.iter().collect())));
        items.extend(bounds.cuts.iter().map(|c| (c.pressure, c.guard.iter().collect())));
        let defs = model.def_pressure.iter().enumerate().map(|(i, p)| (*p, vec![i])).collect();
        StaticRest { bounds: Family::new(n, items), defs: Family::new(n, defs) }
    }

    pub fn place(&mut self, su: u32) {
        self.bounds.place(su);
        self.defs.place(su);
    }

    /// Undo the last [`StaticRest::place`], which placed `su`.
    pub fn undo(&mut self, su: u32) {
        self.bounds.undo(su);
        self.defs.undo(su);
    }

    /// Componentwise maximum of the static bounds whose points are ahead.
    pub fn max(&self) -> RegPressure {
        self.bounds.max()
    }

    /// Componentwise maximum of the defs of unplaced SUnits.
    pub fn widest_def(&self) -> RegPressure {
        self.defs.max()
    }
}
