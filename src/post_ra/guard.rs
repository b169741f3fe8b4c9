//! The verdict on one block: put back the order the post-RA scheduler was
//! given, or keep its own.
//!
//! Both orders are estimated as the final code will run them: VOPD pairs
//! fused ([`super::vopd`]), the waitcnt pass's waits put in, the block as
//! a loop's steady state when it is in a loop. A wave's share of the time
//! at the function's occupancy `W` is `max(L / W, U)`, as everywhere in the
//! model. The given order is put back only when it is faster by
//! [`MARGIN`] under both memory-latency assumptions, the rule every gcnrs
//! decision follows: a guess about memory never decides alone. A block
//! that is not a loop of its own is only part of the stretch whose time
//! counts, so there neither `L` nor `U` may get worse either. So the
//! post-RA scheduler keeps every block where the model sees no clear loss,
//! and every decision can be read back from the reason it carries.

use super::{vopd, LateBlock};
use crate::occupancy::{GcnTarget, MfiFacts};
use crate::speed::{self, Machine, Params, SimInstr, Timing};
use rustc_hash::FxHashMap;
use std::fmt;

/// How much faster the given order must be, under both assumptions.
pub const MARGIN: f64 = 0.01;

/// One order's estimate under one memory-latency assumption.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OrderTime {
    /// `L`: one wave's clocks.
    pub latency: f64,
    /// `U`: the busiest pipeline's clocks.
    pub busy: f64,
    /// `max(L / W, U)`.
    pub time: f64,
}

/// The two orders of a block weighed, and what to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub restore: bool,
    /// `W`: the function's occupancy as the scheduler left it.
    pub waves: u32,
    /// The order the post-RA scheduler was given, at the default memory
    /// latency and at three times it.
    pub given: [OrderTime; 2],
    /// The post-RA scheduler's order.
    pub scheduled: [OrderTime; 2],
    /// VOPD pairs each order would fuse.
    pub given_pairs: u32,
    pub scheduled_pairs: u32,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.restore { "given order restored" } else { "post-RA order kept" };
        write!(f, "{what} at {} waves: time", self.waves)?;
        for (i, label) in ["", " (3x memory latency)"].iter().enumerate() {
            let (g, s) = (self.given[i], self.scheduled[i]);
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{:.1} given / {:.1} post-RA{label}", g.time, s.time)?;
        }
        write!(
            f,
            "; L {:.0} / {:.0}, U {:.0} / {:.0}",
            self.given[0].latency, self.scheduled[0].latency, self.given[0].busy, self.scheduled[0].busy
        )?;
        if self.given_pairs + self.scheduled_pairs > 0 {
            write!(f, "; VOPD pairs {} / {}", self.given_pairs, self.scheduled_pairs)?;
        }
        Ok(())
    }
}

/// Weigh the two orders of `b` at `mem_latency` (the model's default when
/// `None`) and at three times it.
pub fn judge(b: &LateBlock, mem_latency: Option<u32>) -> Result<Verdict, String> {
    let target = GcnTarget::from_facts(&b.target).map_err(|e| e.to_string())?;
    let machine = Machine::for_target(&target);
    let waves = MfiFacts::parse(&b.target.mfi_yaml).occupancy.unwrap_or(1).max(1);
    let base = mem_latency.map_or_else(Params::default, |mem_latency| Params { mem_latency });
    let params = [base, base.long()];
    let mut model = BlockModel { machine: &machine, block: b, costs: FxHashMap::default() };
    let (given_sim, given_pairs) = model.sim(&b.given_order());
    let (sched_sim, scheduled_pairs) = model.sim(&b.scheduled_order()?);
    let time = |sim: &[SimInstr], p: &Params| {
        let t: Timing =
            if b.in_loop { speed::simulate_loop(&machine, p, sim) } else { speed::simulate(&machine, p, sim) };
        let busy = t.busiest().1;
        OrderTime { latency: t.latency, busy, time: (t.latency / f64::from(waves)).max(busy) }
    };
    let given = params.map(|p| time(&given_sim, &p));
    let scheduled = params.map(|p| time(&sched_sim, &p));
    let restore = restores(&given, &scheduled, b.whole_loop);
    Ok(Verdict { restore, waves, given, scheduled, given_pairs, scheduled_pairs })
}

/// Whether the given order is to be put back: faster by [`MARGIN`] under
/// both assumptions and, unless the block is a whole loop, no worse in
/// `L` or `U`.
pub fn restores(given: &[OrderTime; 2], scheduled: &[OrderTime; 2], whole_loop: bool) -> bool {
    let faster = given.iter().zip(scheduled).all(|(g, s)| g.time < s.time * (1.0 - MARGIN));
    // A block that is not a whole loop adds its L and U to a longer
    // stretch, whose bound may be the other one: a block bound by U that
    // saves an issue but takes a clock longer makes a latency-bound
    // stretch slower (hotspot2d_lds_step on gfx1100, a 4-instruction
    // block). There, neither may get worse.
    let neither_worse = given.iter().zip(scheduled).all(|(g, s)| g.latency <= s.latency && g.busy <= s.busy);
    faster && (whole_loop || neither_worse)
}

/// One block's instructions as the simulator takes them.
struct BlockModel<'a> {
    machine: &'a Machine,
    block: &'a LateBlock,
    /// Opcode costs, classified once per name.
    costs: FxHashMap<&'a str, speed::InstrCost>,
}

impl<'a> BlockModel<'a> {
    /// `order` as simulator instructions, fused pairs as one VOPD
    /// instruction, waits in; and the number of pairs.
    fn sim(&mut self, order: &[usize]) -> (Vec<SimInstr>, u32) {
        let b = self.block;
        let starts = if self.machine.forms_vopd() {
            vopd::pair_starts(b, self.machine.generation() >= 12, order)
        } else {
            vec![false; order.len()]
        };
        let mut ops: Vec<SimInstr> = Vec::with_capacity(order.len());
        let mut pairs = 0;
        let mut second_half = false;
        for (k, &i) in order.iter().enumerate() {
            let mi = &b.instrs[i];
            if mi.meta {
                continue;
            }
            let mut op = self.instr(i);
            if second_half {
                // The pair is one instruction: it issues once and reads
                // and writes what both halves do.
                second_half = false;
                let first = ops.last_mut().expect("a pair's first half precedes it");
                first.reads.append(&mut op.reads);
                first.writes.append(&mut op.writes);
                continue;
            }
            if starts[k] {
                op.cost = self.cost("v_dual_fmac_f32");
                pairs += 1;
                second_half = true;
            }
            ops.push(op);
        }
        let wait_cost = self.cost("s_waitcnt");
        (speed::with_waits(ops, wait_cost), pairs)
    }

    fn cost(&mut self, name: &'a str) -> speed::InstrCost {
        let m = self.machine;
        *self.costs.entry(name).or_insert_with(|| m.cost(name))
    }

    /// Instruction `i` alone: its cost, and the register units it reads
    /// and writes.
    fn instr(&mut self, i: usize) -> SimInstr {
        let b = self.block;
        let mi = &b.instrs[i];
        let mut op = SimInstr::new(self.cost(&mi.opcode_name));
        for o in &mi.operands {
            if let super::LateValue::Reg(r) = o.value {
                let units = b.units(r);
                if o.def {
                    op.writes.extend_from_slice(units);
                } else {
                    op.reads.extend_from_slice(units);
                }
            }
        }
        op
    }
}
