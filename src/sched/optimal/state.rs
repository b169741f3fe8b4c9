//! A partial order under construction, bottom-up: the set of placed
//! SUnits, the live lanes above them, the current and maximum pressure,
//! and the lanes that will stay live through everything still unplaced.
//! Every step can be undone, so the search walks one state up and down
//! the tree instead of copying it.

use super::bitset::BitSet;
use super::model::{RegionModel, Undo};
use super::symmetry::Symmetry;
use crate::lanes::LaneMask;
use crate::pressure::RegPressure;

pub(crate) struct State<'m, 'a> {
    pub model: &'m RegionModel<'a>,
    symmetry: &'m Symmetry,
    zobrist: &'m [u64],
    pub placed: BitSet,
    pub hash: u64,
    /// Unplaced constraint successors per SUnit.
    succs_left: Vec<u32>,
    /// Unplaced SUnits whose successors are all placed.
    pub ready: BitSet,
    pub live: Vec<LaneMask>,
    pub cur: RegPressure,
    pub max: RegPressure,
    /// Lanes still written by some unplaced SUnit, per register.
    unplaced_writes: Vec<LaneMask>,
    /// Live lanes no unplaced SUnit writes: they stay live at every point
    /// above, whatever the order.
    through: Vec<LaneMask>,
    pub through_pressure: RegPressure,
    /// Placed SUnits, bottom first.
    pub path: Vec<u32>,
    log: Vec<Change>,
    scratch: Vec<Undo>,
    /// Per block group, per block: which positions are placed.
    patterns: Vec<Vec<u64>>,
}

enum Change {
    Live(Undo),
    Writes(Undo),
    Through(Undo),
}

/// What undoing one placement needs besides the change log.
pub(crate) struct Step {
    pub su: u32,
    log_mark: usize,
    cur: RegPressure,
    max: RegPressure,
    through_pressure: RegPressure,
}

impl<'m, 'a> State<'m, 'a> {
    pub fn new(model: &'m RegionModel<'a>, symmetry: &'m Symmetry, zobrist: &'m [u64]) -> State<'m, 'a> {
        let n = model.n;
        let live = model.bottom_live.clone();
        let cur = model.live_pressure(&live);
        let mut unplaced_writes = vec![0; model.num_regs()];
        for (v, w) in model.writers.iter().enumerate() {
            unplaced_writes[v] = w.iter().fold(0, |acc, &(_, m)| acc | m);
        }
        let through: Vec<LaneMask> = live.iter().zip(&unplaced_writes).map(|(l, w)| l & !w).collect();
        let through_pressure = model.live_pressure(&through);
        let succs_left: Vec<u32> = model.succs.iter().map(|s| s.len() as u32).collect();
        let mut ready = BitSet::new(n);
        for (i, &left) in succs_left.iter().enumerate() {
            if left == 0 {
                ready.insert(i);
            }
        }
        State {
            model,
            symmetry,
            zobrist,
            placed: BitSet::new(n),
            hash: 0,
            succs_left,
            ready,
            live,
            cur,
            max: model.bottom_max.max(&cur),
            unplaced_writes,
            through,
            through_pressure,
            path: Vec::with_capacity(n),
            log: Vec::new(),
            scratch: Vec::new(),
            patterns: symmetry.groups.iter().map(|g| vec![0; g.blocks.len()]).collect(),
        }
    }

    pub fn is_complete(&self) -> bool {
        self.path.len() == self.model.n
    }

    /// Ready SUnits, except those an earlier symmetric block offers the
    /// same move for; returns how many were held back.
    pub fn candidates(&self, out: &mut Vec<u32>) -> u64 {
        out.clear();
        let mut held = 0;
        for su in self.ready.iter() {
            if self.symmetry.redundant(su as u32, &self.patterns) {
                held += 1;
            } else {
                out.push(su as u32);
            }
        }
        held
    }

    /// The memo's view of the placed set, written to `key`: its canonical
    /// form under the block symmetries. Returns the key's hash.
    pub fn memo_key(&self, key: &mut Vec<u64>) -> u64 {
        key.clear();
        if self.symmetry.groups.is_empty() {
            key.extend_from_slice(self.placed.words());
            return self.hash;
        }
        self.symmetry.canonical_key(&self.placed, &self.patterns, key);
        key.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &w| (h ^ w).wrapping_mul(0x100_0000_01b3).rotate_left(29))
    }

    /// What placing `su` now would do, without placing it: its peak and
    /// the live pressure above it. Cheaper than `place` + `undo`, for
    /// ranking candidates.
    pub fn peek(&mut self, su: u32) -> (RegPressure, RegPressure) {
        let mut cur = self.cur;
        self.scratch.clear();
        let peak = self.model.recede(su, &mut self.live, &mut cur, &mut self.scratch);
        for u in self.scratch.drain(..).rev() {
            self.live[u.reg as usize] = u.lanes;
        }
        (peak, cur)
    }

    /// Place `su` above everything placed so far; returns the peak it
    /// reached and how to undo it.
    pub fn place(&mut self, su: u32) -> (RegPressure, Step) {
        let step = Step {
            su,
            log_mark: self.log.len(),
            cur: self.cur,
            max: self.max,
            through_pressure: self.through_pressure,
        };
        let s = su as usize;
        let model = self.model;
        self.scratch.clear();
        let peak = model.recede(su, &mut self.live, &mut self.cur, &mut self.scratch);
        self.log.extend(self.scratch.drain(..).map(Change::Live));
        if let Some((g, k, t)) = self.symmetry.position(su) {
            self.patterns[g][k] |= 1 << t;
        }
        self.max = self.max.max(&peak);

        self.placed.insert(s);
        self.hash ^= self.zobrist[s];
        self.ready.remove(s);
        for &p in &model.preds[s] {
            self.succs_left[p as usize] -= 1;
            if self.succs_left[p as usize] == 0 {
                self.ready.insert(p as usize);
            }
        }
        self.path.push(su);

        for op in &model.defs[s] {
            let v = op.reg as usize;
            let now = model.writers[v]
                .iter()
                .filter(|&&(w, _)| !self.placed.contains(w as usize))
                .fold(0, |acc, &(_, m)| acc | m);
            if now != self.unplaced_writes[v] {
                self.log.push(Change::Writes(Undo { reg: op.reg, lanes: self.unplaced_writes[v] }));
                self.unplaced_writes[v] = now;
            }
        }
        let touched = model.defs[s].iter().map(|o| o.reg).chain(model.uses[s].iter().map(|&(v, _)| v));
        for v in touched {
            let old = self.through[v as usize];
            let new = self.live[v as usize] & !self.unplaced_writes[v as usize];
            if new != old {
                let info = model.info[v as usize];
                // Two monotone steps: `inc` needs one mask inside the other.
                self.through_pressure.inc(info, old, old & new);
                self.through_pressure.inc(info, old & new, new);
                self.log.push(Change::Through(Undo { reg: v, lanes: old }));
                self.through[v as usize] = new;
            }
        }
        (peak, step)
    }

    pub fn undo(&mut self, step: Step) {
        while self.log.len() > step.log_mark {
            match self.log.pop().expect("log entries above the mark") {
                Change::Live(u) => self.live[u.reg as usize] = u.lanes,
                Change::Writes(u) => self.unplaced_writes[u.reg as usize] = u.lanes,
                Change::Through(u) => self.through[u.reg as usize] = u.lanes,
            }
        }
        let s = step.su as usize;
        if let Some((g, k, t)) = self.symmetry.position(step.su) {
            self.patterns[g][k] &= !(1 << t);
        }
        self.path.pop();
        for &p in &self.model.preds[s] {
            if self.succs_left[p as usize] == 0 {
                self.ready.remove(p as usize);
            }
            self.succs_left[p as usize] += 1;
        }
        self.ready.insert(s);
        self.hash ^= self.zobrist[s];
        self.placed.remove(s);
        self.cur = step.cur;
        self.max = step.max;
        self.through_pressure = step.through_pressure;
    }

    /// Does `su` read only lanes that are live already? Placing such an
    /// SUnit can only shrink the live set (the free-move rule in `search`).
    pub fn reads_only_live(&self, su: u32) -> bool {
        self.model.uses[su as usize].iter().all(|&(v, m)| m & !self.live[v as usize] == 0)
    }

    /// The order placed so far, top to bottom (complete orders only make
    /// sense to the caller).
    pub fn order(&self) -> Vec<u32> {
        self.path.iter().rev().copied().collect()
    }
}
