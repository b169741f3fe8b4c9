//! Downward tracker: walks a block top-down from its live-in set.

use super::upward::pressure_of;
use super::{def_lanes, vreg_info, LiveRegSet, RegPressure, VRegTable};
use crate::snapshot::{slot, Instr};

/// GCNDownwardRPTracker with its internal iterator over one block.
///
/// Between `advance_to_next` and the following `advance_before_next` the
/// state holds the new defs *and* the uses that die at the instruction, so
/// its "at instruction" pressure can exceed the upward tracker's.
#[derive(Clone, Debug)]
pub struct DownwardTracker<'a> {
    vregs: &'a VRegTable,
    instrs: &'a [Instr],
    live: LiveRegSet,
    cur: RegPressure,
    max: RegPressure,
    /// Index of the next non-debug instruction (== len at block end).
    next: usize,
    last_tracked: Option<usize>,
}

impl<'a> DownwardTracker<'a> {
    /// Start before the first non-debug instruction of `instrs` (one block).
    /// Returns `None` when the block has no non-debug instruction.
    pub fn start(vregs: &'a VRegTable, instrs: &'a [Instr]) -> Option<Self> {
        let next = skip_debug(instrs, 0);
        if next == instrs.len() {
            return None;
        }
        let live = super::live_regs_at(vregs, instrs[next].base_slot());
        let cur = pressure_of(vregs, &live);
        Some(DownwardTracker { vregs, instrs, live, cur, max: cur, next, last_tracked: None })
    }

    pub fn live(&self) -> &LiveRegSet {
        &self.live
    }

    pub fn pressure(&self) -> RegPressure {
        self.cur
    }

    pub fn max_pressure(&self) -> RegPressure {
        self.max
    }

    /// Drop the lanes of the last tracked instruction's registers that are
    /// dead before the next instruction. Returns true at the block end.
    pub fn advance_before_next(&mut self) -> bool {
        let Some(last) = self.last_tracked else {
            return self.next == self.instrs.len();
        };
        let mi = &self.instrs[last];
        let at = if self.next == self.instrs.len() {
            slot::dead(mi.base_slot())
        } else {
            self.instrs[self.next].base_slot()
        };
        let mut seen: Vec<u32> = Vec::new();
        for op in &mi.operands {
            let Some(v) = op.reg.virt() else { continue };
            if op.is_use() && !op.reads_reg() {
                continue;
            }
            if seen.contains(&v) {
                continue;
            }
            seen.push(v);
            let info = vreg_info(self.vregs, v);
            let Some(li) = info.interval.as_ref() else { continue };
            // LLVM treats "not live" as unreachable; we just skip it.
            let Some(prev) = self.live.get(v) else { continue };
            let mut now = prev;
            if li.has_subranges() {
                for sr in &li.subranges {
                    if !sr.range.live_at(at) {
                        let before = now;
                        now &= !sr.lanes;
                        self.cur.inc(info, before, now);
                    }
                }
            } else if !li.main.live_at(at) {
                self.cur.inc(info, now, 0);
                now = 0;
            }
            if now == 0 {
                self.live.remove(v);
            } else if now != prev {
                *self.live.entry(v) = now;
            }
        }
        self.max = self.max.max(&self.cur);
        self.last_tracked = None;
        self.next == self.instrs.len()
    }

    /// Step over the next instruction, making its defs live.
    pub fn advance_to_next(&mut self) {
        let idx = self.next;
        self.last_tracked = Some(idx);
        self.next = skip_debug(self.instrs, idx + 1);
        let mi = &self.instrs[idx];
        for op in mi.vreg_defs() {
            let v = op.reg.virt().unwrap();
            let d = def_lanes(op, self.vregs);
            let slot = self.live.entry(v);
            let prev = *slot;
            *slot |= d;
            let now = *slot;
            self.cur.inc(vreg_info(self.vregs, v), prev, now);
        }
        self.max = self.max.max(&self.cur);
    }
}

fn skip_debug(instrs: &[Instr], mut i: usize) -> usize {
    while i < instrs.len() && instrs[i].is_debug() {
        i += 1;
    }
    i
}
