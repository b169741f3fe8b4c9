//! An order with more VOPD pairs than the one it starts from, on the
//! allocated code: each VOPD-capable operation that its neighbour cannot
//! pair with gets a partner moved next to it.
//!
//! Which operations can pair is the allocation's doing (register banks,
//! destination parity), and LLVM's pairing mutation clusters each with the
//! first later partner it finds, so a greedy choice early in a block can
//! leave the rest without one: in `sgemm_tile8x8`'s loop on gfx1100 the
//! post-RA order makes 63 pairs of its 256 fmacs where the banks allow 100.
//! A walk keeps the starting order and only pulls a partner next to a
//! lone operation: up from later in the block, or, walking from the end,
//! down from earlier ([`Pull`]). The guard then weighs each result like
//! any other order, so a pull that costs more than the issue it saves is
//! never kept.
//!
//! What may move, and past what (the correctness rules, the same either
//! way, stated again by the checker in `repair_tests.rs`):
//! - only a single VOPD-capable instruction (a VALU operation on
//!   registers; no memory, no side effects), never a bundle;
//! - never past a fence (boundary, call, terminator, side effects);
//! - never past an instruction it shares a register unit with where
//!   either writes it (read-after-write, write-after-read, write-after-
//!   write), implicit operands (EXEC, MODE, VCC) and debug values
//!   included;
//! - everything else keeps its relative order.
//!
//! And one choice left to the guard ([`Pull`]): whether a partner may be
//! pulled up to be the first reader of a memory result.

use super::vopd::Pairing;
use std::ops::Range;

/// How many unplaced instructions after the next one are searched for a
/// partner: the post-RA scheduler's order is kept near, and the search per
/// operation stays short.
pub const WINDOW: usize = 32;

/// A top-level instruction of the order (a bundle's instructions together)
/// and what the rules ask of it.
struct Unit {
    /// Positions in the starting order.
    at: Range<usize>,
    /// The register units it reads and writes, in [`Walk::regs`] (one
    /// list for the block: a walk's units would otherwise make two small
    /// allocations each).
    reads: Range<usize>,
    writes: Range<usize>,
    fence: bool,
    debug: bool,
    /// A lone VOPD-capable instruction: its index in the block.
    capable: Option<usize>,
    /// Its results arrive through a wait counter (a memory operation).
    counted: bool,
}

/// The walks the guard weighs, one order each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pull {
    /// Partners pulled up, but never to be the first reader of a memory
    /// result: that would move the wait for it earlier, which an
    /// issue-bound block does not feel and a latency-bound one does.
    Up,
    /// Partners pulled up, first readers of memory results too.
    UpPastWaits,
    /// Partners pulled down: the same walk from the block's end, so that
    /// each lone operation is joined by an earlier one (the rules are
    /// symmetric; no wait moves up). It finds pairs the walk up misses
    /// where a partner's sources are written just before it.
    Down,
}

impl Pull {
    pub const ALL: [Pull; 3] = [Pull::Up, Pull::UpPastWaits, Pull::Down];
}

/// `base` (instruction indices of the block, a bundle's together) with
/// partners moved as `pull` moves them; None where nothing moves.
/// `counted[i]`: instruction `i`'s results arrive through a wait counter.
pub fn repaired(pairing: &Pairing, base: &[usize], counted: &[bool], pull: Pull) -> Option<Vec<usize>> {
    Walk::new(pairing, base, counted)?.pulled(pull)
}

/// One starting order's units, shared by every [`Pull`].
pub struct Walk<'p, 'b> {
    pairing: &'p Pairing<'b>,
    base: &'p [usize],
    units: Vec<Unit>,
    regs: Vec<u32>,
    max_unit: usize,
}

impl<'p, 'b> Walk<'p, 'b> {
    /// None where fewer than two instructions could move (nothing to pair).
    pub fn new(pairing: &'p Pairing<'b>, base: &'p [usize], counted: &[bool]) -> Option<Walk<'p, 'b>> {
        let (units, regs) = units(pairing, base, counted);
        if units.iter().filter(|u| u.capable.is_some()).count() < 2 {
            return None;
        }
        let max_unit = regs.iter().max().map_or(0, |&m| m as usize + 1);
        Some(Walk { pairing, base, units, regs, max_unit })
    }

    /// The starting order with partners moved as `pull` moves them; None
    /// where nothing moves.
    pub fn pulled(&self, pull: Pull) -> Option<Vec<usize>> {
        self.walked(pull).order
    }

    /// [`Self::pulled`], and whether the wait rule of [`Pull::Up`] turned
    /// a partner away.
    pub fn walked(&self, pull: Pull) -> Walked {
        let (base, max_unit, regs) = (self.base, self.max_unit, &self.regs);
        let down = pull == Pull::Down;
        // Walking down, reading a memory result first moves no wait up.
        let keep_waits = pull == Pull::Up;
        // The units in walking order.
        let units: Vec<&Unit> = if down { self.units.iter().rev().collect() } else { self.units.iter().collect() };
        // Walking down, a unit placed after `x` comes before it in the block.
        let fuses = |x: usize, y: usize| if down { self.pairing.fuses(y, x) } else { self.pairing.fuses(x, y) };
        // Per register unit, the search that last saw it read or written by
        // an instruction a partner would have to pass (a stamp per search).
        let mut read_by = vec![0u32; max_unit];
        let mut written_by = vec![0u32; max_unit];
        // Register units whose value comes from a memory operation no placed
        // instruction has read yet.
        let mut unread_memory = vec![false; max_unit];
        let mut placed = vec![false; units.len()];
        let mut order: Vec<usize> = Vec::with_capacity(units.len());
        let mut moved = false;
        let mut waits_turned_away = false;
        let mut next = 0;
        // The last placed instruction, where it could still be a pair's first
        // half (a capable one that did not complete a pair).
        let mut open: Option<usize> = None;
        let mut stamp = 0u32;
        // Units the current search has passed but not stamped yet.
        let mut passed: Vec<usize> = Vec::with_capacity(WINDOW + 1);
        let place = |u: usize, order: &mut Vec<usize>, placed: &mut Vec<bool>, unread: &mut Vec<bool>| {
            placed[u] = true;
            order.push(u);
            for &r in &regs[units[u].reads.clone()] {
                unread[r as usize] = false;
            }
            for &w in &regs[units[u].writes.clone()] {
                unread[w as usize] = units[u].counted;
            }
        };
        loop {
            while next < units.len() && placed[next] {
                next += 1;
            }
            if next == units.len() {
                break;
            }
            let u = &units[next];
            if u.debug {
                // The pairing walk steps over debug instructions.
                place(next, &mut order, &mut placed, &mut unread_memory);
                continue;
            }
            let Some(x) = open.take() else {
                place(next, &mut order, &mut placed, &mut unread_memory);
                open = u.capable;
                continue;
            };
            if u.capable.is_some_and(|y| fuses(x, y)) {
                place(next, &mut order, &mut placed, &mut unread_memory);
                continue;
            }
            // The window as the search sees it: unplaced units up to the
            // first fence. Most lone operations have no partner in reach at
            // all, so what a partner would have to pass is recorded only
            // once one fuses: the units before it are stamped then, in one
            // go, and each pair is asked whether it fuses once.
            let window = (next..units.len()).filter(|&k| !placed[k]).take(WINDOW + 1).take_while(|&k| !units[k].fence);
            let stamp_regs = |v: &Unit, read_by: &mut [u32], written_by: &mut [u32], stamp: u32| {
                for &r in &regs[v.reads.clone()] {
                    read_by[r as usize] = stamp;
                }
                for &w in &regs[v.writes.clone()] {
                    written_by[w as usize] = stamp;
                }
            };
            passed.clear();
            let mut stamped = false;
            let mut partner = None;
            for k in window {
                let v = &units[k];
                if k == next || !v.capable.is_some_and(|y| fuses(x, y)) {
                    passed.push(k);
                    continue;
                }
                if !stamped {
                    stamp += 1;
                    stamped = true;
                }
                for &q in &passed {
                    stamp_regs(units[q], &mut read_by, &mut written_by, stamp);
                }
                passed.clear();
                let passes = regs[v.reads.clone()].iter().all(|&r| written_by[r as usize] != stamp)
                    && regs[v.writes.clone()].iter().all(|&w| written_by[w as usize] != stamp && read_by[w as usize] != stamp);
                let waits_first = keep_waits && regs[v.reads.clone()].iter().any(|&r| unread_memory[r as usize]);
                waits_turned_away |= passes && waits_first;
                let free = passes && !waits_first;
                if free {
                    partner = Some(k);
                    break;
                }
                stamp_regs(v, &mut read_by, &mut written_by, stamp);
            }
            match partner {
                Some(k) => {
                    place(k, &mut order, &mut placed, &mut unread_memory);
                    moved = true;
                }
                None => {
                    place(next, &mut order, &mut placed, &mut unread_memory);
                    open = u.capable;
                }
            }
        }
        if down {
            order.reverse();
        }
        let order = moved.then(|| {
            let mut instrs = Vec::with_capacity(base.len());
            for &u in &order {
                instrs.extend_from_slice(&base[units[u].at.clone()]);
            }
            instrs
        });
        Walked { order, waits_turned_away }
    }
}

/// One walk's outcome.
pub struct Walked {
    /// The order, where something moved.
    pub order: Option<Vec<usize>>,
    /// Whether some partner, free by the register rules, stayed where it
    /// was only because it would have been the first reader of a memory
    /// result ([`Pull::Up`]). Where none did, [`Pull::UpPastWaits`] walks
    /// exactly as [`Pull::Up`] did and finds the same order.
    pub waits_turned_away: bool,
}

/// The top-level instructions of `base` in order, and the register units
/// their ranges index.
fn units(pairing: &Pairing, base: &[usize], counted: &[bool]) -> (Vec<Unit>, Vec<u32>) {
    let b = pairing.block();
    let mut units: Vec<Unit> = Vec::new();
    let mut regs: Vec<u32> = Vec::new();
    // One unit's written register units, until its reads are in `regs`.
    let mut writes: Vec<u32> = Vec::new();
    let mut start = 0;
    while start < base.len() {
        let group = b.instrs[base[start]].group;
        let end = (start..base.len()).find(|&k| b.instrs[base[k]].group != group).unwrap_or(base.len());
        let members = &base[start..end];
        let mut u = Unit {
            at: start..end,
            reads: regs.len()..regs.len(),
            writes: 0..0,
            fence: false,
            debug: members.iter().all(|&i| b.instrs[i].debug),
            capable: None,
            counted: false,
        };
        writes.clear();
        for &i in members {
            let mi = &b.instrs[i];
            u.fence |= mi.fence;
            u.counted |= counted[i];
            for op in &mi.operands {
                if let super::LateValue::Reg(r) = op.value {
                    let set = if op.def { &mut writes } else { &mut regs };
                    set.extend_from_slice(b.units(r));
                }
            }
        }
        u.reads.end = regs.len();
        regs.extend_from_slice(&writes);
        u.writes = u.reads.end..regs.len();
        if let [i] = *members {
            if !b.instrs[i].debug && pairing.capable(i) {
                u.capable = Some(i);
            }
        }
        units.push(u);
        start = end;
    }
    (units, regs)
}
