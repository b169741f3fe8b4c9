//! Upward tracker: walks a region bottom-up from its live-out set.

use super::counting::{LaneCounting, Lanes};
use super::{collect_uses_into, def_lanes, vreg_info, LiveRegSet, RegPressure, VRegTable};
use crate::lanes::LaneMask;
use crate::snapshot::Instr;
use std::marker::PhantomData;

/// GCNUpwardRPTracker. `cur` always equals the pressure of `live`; `max`
/// is the running maximum, which also counts defs at the moment they are
/// written (dead ones too) and early-clobber defs overlapping the uses.
/// `C` says how live lanes count: LLVM's [`Lanes`] unless asked otherwise.
#[derive(Clone, Debug)]
pub struct UpwardTracker<'a, C = Lanes> {
    vregs: &'a VRegTable,
    live: LiveRegSet,
    cur: RegPressure,
    max: RegPressure,
    counting: PhantomData<C>,
    /// The uses of the instruction being receded over, kept for its
    /// capacity.
    uses: Vec<(u32, LaneMask)>,
}

impl<'a> UpwardTracker<'a, Lanes> {
    pub fn new(vregs: &'a VRegTable, live: LiveRegSet) -> Self {
        Self::counting(vregs, live)
    }
}

impl<'a, C: LaneCounting> UpwardTracker<'a, C> {
    /// A tracker counting lanes the `C` way.
    pub fn counting(vregs: &'a VRegTable, live: LiveRegSet) -> Self {
        let cur = pressure_of_counted::<C>(vregs, &live);
        UpwardTracker { vregs, live, cur, max: cur, counting: PhantomData, uses: Vec::new() }
    }

    pub fn reset(&mut self, live: LiveRegSet) {
        self.cur = pressure_of_counted::<C>(self.vregs, &live);
        self.max = self.cur;
        self.live = live;
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

    pub fn reset_max(&mut self) {
        self.max = self.cur;
    }

    /// The maximum so far; the next maximum starts from the current state.
    pub fn take_max(&mut self) -> RegPressure {
        let m = self.max;
        self.max = self.cur;
        m
    }

    /// Move from "after `mi`" to "before `mi`".
    pub fn recede(&mut self, mi: &Instr) {
        if mi.is_debug() {
            return;
        }
        let mut defs = RegPressure::new();
        let mut ec_defs = RegPressure::new();
        let mut has_ec = false;
        for op in mi.vreg_defs() {
            let v = op.reg.virt().unwrap();
            let info = vreg_info(self.vregs, v);
            let d = def_lanes(op, self.vregs);
            let live = self.live.get(v);
            let remaining = live.map_or(0, |prev| prev & !d);
            if op.is_early_clobber() {
                C::add_def(&mut ec_defs, info, remaining, d);
                has_ec = true;
            } else {
                C::add_def(&mut defs, info, remaining, d);
            }
            if let Some(prev) = live {
                let now = prev & !d;
                self.cur.inc(info, C::counted(info, prev), C::counted(info, now));
                if now == 0 {
                    self.live.remove(v);
                } else {
                    *self.live.entry(v) = now;
                }
            }
        }
        let mut at_def = defs + self.cur;
        if has_ec {
            at_def += ec_defs;
        }
        self.max = at_def.max(&self.max);

        let mut uses = std::mem::take(&mut self.uses);
        collect_uses_into(mi, self.vregs, &mut uses);
        for &(v, lanes) in &uses {
            let info = vreg_info(self.vregs, v);
            let slot = self.live.entry(v);
            let prev = *slot;
            *slot |= lanes;
            let now = *slot;
            self.cur.inc(info, C::counted(info, prev), C::counted(info, now));
        }
        self.uses = uses;
        let at_use = if has_ec { self.cur + ec_defs } else { self.cur };
        self.max = at_use.max(&self.max);
        debug_assert_eq!(self.cur, pressure_of_counted::<C>(self.vregs, &self.live));
    }
}

/// Pressure of a live set (sum of `inc(v, none, lanes)`).
pub fn pressure_of(vregs: &VRegTable, live: &LiveRegSet) -> RegPressure {
    pressure_of_counted::<Lanes>(vregs, live)
}

/// Pressure of a live set, lanes counted the `C` way.
pub fn pressure_of_counted<C: LaneCounting>(vregs: &VRegTable, live: &LiveRegSet) -> RegPressure {
    let mut p = RegPressure::new();
    for (v, m) in live.iter() {
        let info = vreg_info(vregs, v);
        p.inc(info, 0, C::counted(info, m));
    }
    p
}
