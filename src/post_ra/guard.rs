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
use crate::snapshot::TargetFacts;
use crate::speed::{self, InstrCost, Machine, Params, SimInstr, Timing};
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
    /// Whether the 3x latency figures were estimated: where the default
    /// latency already settles the answer (the given order is not faster
    /// there), they are not, unless the debug log is on; `given[1]` and
    /// `scheduled[1]` then repeat the default's.
    pub long_estimated: bool,
    /// VOPD pairs each order would fuse.
    pub given_pairs: u32,
    pub scheduled_pairs: u32,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = if self.restore { "given order restored" } else { "post-RA order kept" };
        write!(f, "{what} at {} waves: time", self.waves)?;
        let assumptions = if self.long_estimated { 2 } else { 1 };
        for (i, label) in ["", " (3x memory latency)"].iter().enumerate().take(assumptions) {
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

/// Weigh the two orders of `b`, a block of a function compiled for
/// `target`, at `mem_latency` (the model's default when `None`) and at
/// three times it.
pub fn judge(target: &TargetFacts, b: &LateBlock, mem_latency: Option<u32>) -> Result<Verdict, String> {
    Judge::new(target, mem_latency)?.judge(b)
}

/// The model for one function's blocks: llc asks about each block in
/// turn, and the target, the occupancy and the opcodes' costs are the
/// same for all of them.
pub struct Judge {
    machine: Machine,
    /// `W`: the function's occupancy as the scheduler left it.
    waves: u32,
    params: [Params; 2],
    /// Opcode costs, classified once per name.
    costs: FxHashMap<String, InstrCost>,
}

impl Judge {
    pub fn new(target: &TargetFacts, mem_latency: Option<u32>) -> Result<Judge, String> {
        let gcn = GcnTarget::from_facts(target).map_err(|e| e.to_string())?;
        let base = mem_latency.map_or_else(Params::default, |mem_latency| Params { mem_latency });
        Ok(Judge {
            machine: Machine::for_target(&gcn),
            waves: MfiFacts::parse(&target.mfi_yaml).occupancy.unwrap_or(1).max(1),
            params: [base, base.long()],
            costs: FxHashMap::default(),
        })
    }

    pub fn judge(&mut self, b: &LateBlock) -> Result<Verdict, String> {
        let scheduled_order = b.scheduled_order()?;
        let (machine, waves, params) = (&self.machine, self.waves, self.params);
        let mut model = BlockModel::new(machine, b, &mut self.costs);
        let (given_sim, given_pairs) = model.sim(&b.given_order());
        let (sched_sim, scheduled_pairs) = model.sim(&scheduled_order);
        let time = |sim: &[SimInstr], p: &Params| {
            let t: Timing =
                if b.in_loop { speed::simulate_loop(machine, p, sim) } else { speed::simulate(machine, p, sim) };
            let busy = t.busiest().1;
            OrderTime { latency: t.latency, busy, time: (t.latency / f64::from(waves)).max(busy) }
        };
        // Under the default latency first: most blocks stop there, and the
        // long latency is then not needed for the answer (it is still
        // reported, where the debug log or a remark shows it).
        let short = [time(&given_sim, &params[0]), time(&sched_sim, &params[0])];
        let settled = !restores(&[short[0]; 2], &[short[1]; 2], b.whole_loop);
        let long_estimated = !settled || tracing::enabled!(target: "gcnrs::post_ra", tracing::Level::DEBUG);
        let long = if long_estimated { [time(&given_sim, &params[1]), time(&sched_sim, &params[1])] } else { short };
        let given = [short[0], long[0]];
        let scheduled = [short[1], long[1]];
        let restore = restores(&given, &scheduled, b.whole_loop);
        Ok(Verdict { restore, waves, given, scheduled, long_estimated, given_pairs, scheduled_pairs })
    }
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
    /// Each instruction alone (by index in the given order): its cost and
    /// the register units it reads and writes; both orders are made of
    /// these.
    alone: Vec<SimInstr>,
    dual_cost: InstrCost,
    wait_cost: InstrCost,
}

impl<'a> BlockModel<'a> {
    fn new(machine: &'a Machine, block: &'a LateBlock, costs: &mut FxHashMap<String, InstrCost>) -> BlockModel<'a> {
        let mut cost = |name: &str| {
            if let Some(c) = costs.get(name) {
                return *c;
            }
            let c = machine.cost(name);
            costs.insert(name.to_owned(), c);
            c
        };
        let alone = block
            .instrs
            .iter()
            .map(|mi| {
                let mut op = SimInstr::new(cost(&mi.opcode_name));
                for o in &mi.operands {
                    if let super::LateValue::Reg(r) = o.value {
                        let units = block.units(r);
                        if o.def {
                            op.writes.extend_from_slice(units);
                        } else {
                            op.reads.extend_from_slice(units);
                        }
                    }
                }
                op
            })
            .collect();
        BlockModel { machine, block, alone, dual_cost: cost("v_dual_fmac_f32"), wait_cost: cost("s_waitcnt") }
    }

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
            if b.instrs[i].meta {
                continue;
            }
            let op = &self.alone[i];
            if second_half {
                // The pair is one instruction: it issues once and reads
                // and writes what both halves do.
                second_half = false;
                let first = ops.last_mut().expect("a pair's first half precedes it");
                first.reads.extend_from_slice(&op.reads);
                first.writes.extend_from_slice(&op.writes);
                continue;
            }
            let mut op = op.clone();
            if starts[k] {
                op.cost = self.dual_cost;
                pairs += 1;
                second_half = true;
            }
            ops.push(op);
        }
        (speed::with_waits(ops, self.wait_cost), pairs)
    }
}
