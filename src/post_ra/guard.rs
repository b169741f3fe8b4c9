//! The verdict on one block: which order it is to take after LLVM's
//! post-RA scheduler has had its say.
//!
//! The candidates: the scheduler's order, the order it was given, and on
//! targets that dual-issue each of those two with VOPD partners moved
//! together ([`super::repair`]). Every one is estimated as the final code
//! will run it: VOPD pairs fused ([`super::vopd`]), the waitcnt pass's
//! waits put in, the block as a loop's steady state when it is in a loop.
//! A wave's share of the time at the function's occupancy `W` is
//! `max(L / W, U)`, as everywhere in the model. Another order replaces the
//! scheduler's only when it is faster under both memory-latency
//! assumptions (by [`MARGIN`] under both, or under one for a whole loop,
//! see [`restores`]): as in every gcnrs decision, a guess about memory
//! never decides alone. A block that is not a loop of
//! its own is only part of the stretch whose time counts, so there neither
//! `L` nor `U` may get worse either. So the post-RA scheduler keeps every
//! block where the model sees no clear loss, and every decision can be
//! read back from the reason it carries.

use super::{repair, vopd, LateBlock};
use crate::occupancy::{GcnTarget, MfiFacts};
use crate::snapshot::{TargetFacts, SCHEDULING_HINTS};
use crate::speed::{self, InstrCost, Machine, Params, Pipe, SimInstr, Timing};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::fmt;

/// How much faster another order must be: in a whole loop under at least
/// one assumption, elsewhere under both ([`restores`]).
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

/// Where an order the guard weighs comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// LLVM's post-RA scheduler's order, kept unless another wins.
    Scheduled,
    /// The order the post-RA scheduler was given.
    Given,
    /// The post-RA scheduler's order with VOPD partners moved together
    /// ([`super::repair`]).
    Repaired(repair::Pull),
    /// The given order with VOPD partners moved together.
    GivenRepaired(repair::Pull),
}

impl Choice {
    fn label(self) -> &'static str {
        match self {
            Choice::Scheduled => "post-RA",
            Choice::Given => "given",
            Choice::Repaired(repair::Pull::Up) => "post-RA re-paired",
            Choice::Repaired(repair::Pull::UpPastWaits) => "post-RA re-paired, waits moved up",
            Choice::Repaired(repair::Pull::Down) => "post-RA re-paired downwards",
            Choice::GivenRepaired(repair::Pull::Up) => "given re-paired",
            Choice::GivenRepaired(repair::Pull::UpPastWaits) => "given re-paired, waits moved up",
            Choice::GivenRepaired(repair::Pull::Down) => "given re-paired downwards",
        }
    }
}

/// One order weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighed {
    pub choice: Choice,
    /// At the default memory latency and at three times it.
    pub time: [OrderTime; 2],
    /// VOPD pairs the order would fuse.
    pub pairs: u32,
    /// Instruction indices of the block in this order.
    pub order: Vec<usize>,
}

/// The orders of a block weighed, and which it is to take.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub chosen: Choice,
    /// `W`: the function's occupancy as the scheduler left it.
    pub waves: u32,
    /// The post-RA scheduler's order first, the given order second, then
    /// the re-paired ones the block has.
    pub weighed: Vec<Weighed>,
    /// Whether the 3x latency figures were estimated: where the default
    /// latency already settles the answer (no other order is faster
    /// there), they are not, unless the debug log is on; each order's
    /// `time[1]` then repeats its `time[0]`.
    pub long_estimated: bool,
}

impl Verdict {
    pub fn of(&self, choice: Choice) -> Option<&Weighed> {
        self.weighed.iter().find(|w| w.choice == choice)
    }

    /// The order to lay the block out in, where it is not the post-RA
    /// scheduler's.
    pub fn order(&self) -> Option<&[usize]> {
        (self.chosen != Choice::Scheduled).then(|| &self.of(self.chosen).expect("the chosen order was weighed").order[..])
    }

    pub fn given_pairs(&self) -> u32 {
        self.of(Choice::Given).map_or(0, |w| w.pairs)
    }

    pub fn scheduled_pairs(&self) -> u32 {
        self.of(Choice::Scheduled).map_or(0, |w| w.pairs)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.chosen {
            Choice::Scheduled => write!(f, "post-RA order kept")?,
            Choice::Given => write!(f, "given order restored")?,
            other => write!(f, "VOPD partners moved together ({})", other.label())?,
        }
        if self.weighed.is_empty() {
            return write!(f, " at {} waves: the block has scheduling hints", self.waves);
        }
        write!(f, " at {} waves: time", self.waves)?;
        let assumptions = if self.long_estimated { 2 } else { 1 };
        let (given, scheduled) = (self.of(Choice::Given), self.of(Choice::Scheduled));
        let (Some(g), Some(s)) = (given, scheduled) else { return Ok(()) };
        for (i, label) in ["", " (3x memory latency)"].iter().enumerate().take(assumptions) {
            let sep = if i == 0 { " " } else { ", " };
            write!(f, "{sep}{:.1} given / {:.1} post-RA{label}", g.time[i].time, s.time[i].time)?;
        }
        write!(
            f,
            "; L {:.0} / {:.0}, U {:.0} / {:.0}",
            g.time[0].latency, s.time[0].latency, g.time[0].busy, s.time[0].busy
        )?;
        if g.pairs + s.pairs > 0 {
            write!(f, "; VOPD pairs {} / {}", g.pairs, s.pairs)?;
        }
        for w in self.weighed.iter().filter(|w| matches!(w.choice, Choice::Repaired(_) | Choice::GivenRepaired(_))) {
            write!(f, "; {}: time {:.1}", w.choice.label(), w.time[0].time)?;
            if self.long_estimated {
                write!(f, " ({:.1} at 3x)", w.time[1].time)?;
            }
            write!(f, ", L {:.0}, U {:.0}, VOPD pairs {}", w.time[0].latency, w.time[0].busy, w.pairs)?;
        }
        Ok(())
    }
}

/// Whether the guard weighs a function compiled for `target` at all:
/// everywhere (`-gcnrs-post-ra-guard-everywhere`, on by default), or,
/// where that is turned off, only where the post-RA scheduler forms VOPD
/// pairs (gfx11+ wave32).
///
/// Without VOPD, LLVM's post-RA scheduler reorders only for its latency
/// heuristic, which the pre-RA order already weighed, and on the corpus
/// the guard changes little there: six kernels up to 1.4% faster by our
/// model, none slower (two by llvm-mca, `reduce_atx48_lds_u2` on
/// gfx1100w64 1.3%). But where it does, it is the whole difference: the
/// held-out `flash_attn_bwd` kernels (now in the corpus) stage a K/V
/// tile through LDS in blocks guarded by a bounds check, each with two
/// loads and an LDS write; the pre-RA order issues both loads before the
/// write, and the post-RA scheduler puts the write between them, one
/// round trip to memory more per block: 0.87-0.89x by our model, 0.74-0.78x
/// at 3x memory latency and 0.87-0.91x by llvm-mca on gfx900, gfx906,
/// gfx90a and gfx942 with the guard (gfx942 once blocks count until their
/// memory is back, `Timing::settled`); LLVM's `max-ilp`, the fastest of
/// its strategies there, 0.87-0.89x. Its time there is within the
/// machine's noise (gfx906 and gfx1030, one `scripts/bench` run each,
/// 2026-12-07: 1.656x the default scheduler's pass against 1.647x with
/// the guard kept to VOPD targets).
pub fn weighs(target: &TargetFacts, everywhere: bool) -> Result<bool, String> {
    if everywhere {
        return Ok(true);
    }
    let gcn = GcnTarget::from_facts(target).map_err(|e| e.to_string())?;
    Ok(Machine::for_target(&gcn).forms_vopd())
}

/// Weigh the orders of `b`, a block of a function compiled for `target`,
/// at `mem_latency` (the model's default when `None`) and at three times
/// it.
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
        // The author's order: the post-RA scheduler built around it again.
        if b.instrs.iter().any(|mi| SCHEDULING_HINTS.contains(&&*mi.opcode_name)) {
            return Ok(Verdict { chosen: Choice::Scheduled, waves: self.waves, weighed: Vec::new(), long_estimated: false });
        }
        let scheduled_order = b.scheduled_order()?;
        let (machine, waves, params) = (&self.machine, self.waves, self.params);
        let pairing = machine.forms_vopd().then(|| vopd::Pairing::new(b, machine.generation() >= 12));
        let model = BlockModel::new(machine, b, pairing.as_ref(), &mut self.costs);
        let given_order = b.given_order();
        let repaired = match pairing.as_ref().filter(|_| b.repair) {
            Some(pairing) => {
                let counted: Vec<bool> = model.alone.iter().map(|op| op.cost.counter.is_some()).collect();
                repaired_orders(pairing, [&scheduled_order, &given_order], &counted)
            }
            None => Vec::new(),
        };
        // The other orders, and for a re-paired one the pairs it forms.
        let others = std::iter::once((Choice::Given, given_order, None))
            .chain(repaired.into_iter().map(|(c, o, n)| (c, o, Some(n))));
        let time = |sim: &[Cow<'_, SimInstr>], p: &Params| {
            let t: Timing =
                if b.in_loop { speed::simulate_loop(machine, p, sim) } else { speed::simulate(machine, p, sim) };
            let busy = t.busiest().1;
            // A block that is part of a longer stretch hands the results
            // of the memory it issued on to the code after it: they count
            // when they are back, not when the block's last instruction
            // issues (see `Timing::settled`).
            let latency = if b.whole_loop { t.latency } else { t.settled };
            let time = OrderTime { latency, busy, time: (latency / f64::from(waves)).max(busy) };
            (time, t.busy[Pipe::Valu.index()])
        };
        // The post-RA scheduler's order, the bar, at the default latency:
        // an order must be faster there to win at all.
        let (sched_sim, sched_pairs) = model.sim(&scheduled_order);
        let (sched_short, sched_valu) = time(&sched_sim, &params[0]);
        let bar = sched_short.time;
        let mut weighed =
            vec![Weighed { choice: Choice::Scheduled, time: [sched_short; 2], pairs: sched_pairs, order: scheduled_order }];
        let mut sims = vec![sched_sim];
        // A re-paired order has the same VALU work with more of it fused:
        // each pair more saves at most one pair's issue, so an order whose
        // VALU alone keeps it above the bar is not simulated at all.
        let saving = model.pair_saving();
        for (choice, order, repaired_pairs) in others {
            if let Some(n) = repaired_pairs {
                let valu = sched_valu - f64::from(n.saturating_sub(sched_pairs)) * saving;
                if valu >= bar {
                    continue;
                }
            }
            let (sim, pairs) = model.sim(&order);
            let (short, _) = time(&sim, &params[0]);
            weighed.push(Weighed { choice, time: [short; 2], pairs, order });
            sims.push(sim);
        }
        // Under the default latency first: most blocks stop there, and the
        // long latency is then not needed for the answer (it is still
        // reported, where the debug log or a remark shows it). At 3x, only
        // the post-RA order and those that may still win after the default.
        let debug = tracing::enabled!(target: "gcnrs::post_ra", tracing::Level::DEBUG);
        let wins_short: Vec<bool> =
            weighed.iter().map(|w| may_restore(&w.time[0], &weighed[0].time[0], b.whole_loop)).collect();
        let long_estimated = debug || wins_short[1..].iter().any(|&w| w);
        if long_estimated {
            for (k, w) in weighed.iter_mut().enumerate() {
                if k == 0 || wins_short[k] || debug {
                    // Without vector memory the longer latency changes nothing.
                    w.time[1] = if speed::depends_on_memory_latency(&sims[k]) { time(&sims[k], &params[1]).0 } else { w.time[0] };
                }
            }
        }
        // The fastest order that wins over the post-RA scheduler's by the
        // rule, at the default latency, then at 3x (every winner has both);
        // the earlier listed on a tie.
        let chosen = weighed[1..]
            .iter()
            .filter(|w| restores(&w.time, &weighed[0].time, b.whole_loop))
            .fold(None::<&Weighed>, |best, w| match best {
                Some(x) if (x.time[0].time, x.time[1].time) <= (w.time[0].time, w.time[1].time) => Some(x),
                _ => Some(w),
            })
            .map_or(Choice::Scheduled, |w| w.choice);
        Ok(Verdict { chosen, waves, weighed, long_estimated })
    }
}

/// Each of the post-RA order and the given one (`starts`) with its
/// partners moved together by every walk ([`repair::Pull`]) that forms
/// more pairs than it does, with the pairs each forms.
fn repaired_orders(pairing: &vopd::Pairing, starts: [&[usize]; 2], counted: &[bool]) -> Vec<(Choice, Vec<usize>, u32)> {
    let mut out = Vec::new();
    for (start, to) in starts.into_iter().zip([Choice::Repaired as fn(_) -> _, Choice::GivenRepaired]) {
        let Some(walk) = repair::Walk::new(pairing, start, counted) else { continue };
        let before = pairing.pairs(start);
        let mut found: Vec<(usize, Choice, Vec<usize>)> = Vec::new();
        let mut waits_mattered = true;
        for pull in repair::Pull::ALL {
            if pull == repair::Pull::UpPastWaits && !waits_mattered {
                // It would walk as the walk up (first in `ALL`) did, to the
                // same order.
                continue;
            }
            let walked = walk.walked(pull);
            if pull == repair::Pull::Up {
                waits_mattered = walked.waits_turned_away;
            }
            let Some(order) = walked.order else { continue };
            let n = pairing.pairs(&order);
            // Moving waits up is only worth weighing for more pairs than
            // keeping them; pulling down, for other pairs.
            let new = match pull {
                repair::Pull::UpPastWaits => found.iter().all(|(m, ..)| n > *m),
                _ => found.iter().all(|(.., o)| *o != order),
            };
            if n > before && new {
                found.push((n, to(pull), order));
            }
        }
        out.extend(found.into_iter().map(|(n, c, o)| (c, o, n as u32)));
    }
    out
}

/// Whether an order (`given`) is to replace the post-RA scheduler's.
///
/// A whole loop: faster under both assumptions, by [`MARGIN`] under at
/// least one. Faster under both, so that no choice rests on a guess about
/// memory; the margin under one only, because the two assumptions often
/// bound a loop differently: `attr_fwgs_1_64`'s loop on gfx1100 is
/// issue-bound at the default latency, where two more VOPD pairs save 6%
/// of its time, and latency-bound at 3x, where they save 0.3% and no
/// order can save more.
///
/// Any other block: faster by the margin under both, and no worse in `L`
/// or `U`. Its estimate starts with the block and ends when the memory
/// it issued is back (`Timing::settled`: the code after it reads that),
/// but when the next block waits for it is not known, so the margin
/// covers what the block alone cannot see (`srad_update` on gfx1200: a
/// block 1.8% and 0.6% faster alone made the kernel 0.2% slower).
pub fn restores(given: &[OrderTime; 2], scheduled: &[OrderTime; 2], whole_loop: bool) -> bool {
    let mut pairs = given.iter().zip(scheduled);
    pairs.clone().all(|(g, s)| may_restore(g, s, whole_loop)) && pairs.any(|(g, s)| g.time < s.time * (1.0 - MARGIN))
}

/// What [`restores`] asks under each assumption alone: faster in a whole
/// loop; elsewhere faster by the margin, and no worse in `L` or `U`. The
/// guard asks it at the default latency first, to know which orders are
/// worth estimating at 3x.
fn may_restore(given: &OrderTime, scheduled: &OrderTime, whole_loop: bool) -> bool {
    if whole_loop {
        given.time < scheduled.time
    } else {
        given.time < scheduled.time * (1.0 - MARGIN) && neither_worse(given, scheduled)
    }
}

/// A block that is not a whole loop adds its `L` and `U` to a longer stretch,
/// whose bound may be the other one: a block bound by U that saves an
/// issue but takes a clock longer makes a latency-bound stretch slower
/// (hotspot2d_lds_step on gfx1100, a 4-instruction block). There, neither
/// may get worse.
fn neither_worse(given: &OrderTime, scheduled: &OrderTime) -> bool {
    given.latency <= scheduled.latency && given.busy <= scheduled.busy
}

/// One block's instructions as the simulator takes them.
struct BlockModel<'a> {
    block: &'a LateBlock,
    /// The pairing rules, on targets that fuse VOPD pairs.
    pairing: Option<&'a vopd::Pairing<'a>>,
    /// Each instruction alone (by index in the given order): its cost and
    /// the register units it reads and writes; every order is made of
    /// these.
    alone: Vec<SimInstr>,
    dual_cost: InstrCost,
    wait_cost: InstrCost,
}

impl<'a> BlockModel<'a> {
    fn new(
        machine: &Machine,
        block: &'a LateBlock,
        pairing: Option<&'a vopd::Pairing<'a>>,
        costs: &mut FxHashMap<String, InstrCost>,
    ) -> BlockModel<'a> {
        let mut cost = |name: &str| {
            if let Some(c) = costs.get(name) {
                return *c;
            }
            let c = machine.cost(name);
            costs.insert(name.to_owned(), c);
            c
        };
        // Each operand's register units, gathered first so that the lists
        // are allocated once at their size (growing them operand by
        // operand was 6% of the guard's instructions on gfx11).
        let mut operand_units: Vec<(bool, &[u32])> = Vec::new();
        let alone = block
            .instrs
            .iter()
            .map(|mi| {
                operand_units.clear();
                operand_units.extend(mi.operands.iter().filter_map(|o| match o.value {
                    super::LateValue::Reg(r) => Some((o.def, block.units(r))),
                    _ => None,
                }));
                let count = |def: bool| operand_units.iter().filter(|(d, _)| *d == def).map(|(_, u)| u.len()).sum();
                let mut op = SimInstr::new(cost(&mi.opcode_name));
                op.reads.reserve_exact(count(false));
                op.writes.reserve_exact(count(true));
                for &(def, units) in &operand_units {
                    if def {
                        op.writes.extend_from_slice(units);
                    } else {
                        op.reads.extend_from_slice(units);
                    }
                }
                op
            })
            .collect();
        BlockModel { block, pairing, alone, dual_cost: cost("v_dual_fmac_f32"), wait_cost: cost("s_waitcnt") }
    }

    /// The most VALU clocks one pair saves against its two halves alone.
    fn pair_saving(&self) -> f64 {
        let Some(p) = self.pairing else { return 0.0 };
        let most = (0..self.alone.len()).filter(|&i| p.capable(i)).map(|i| self.alone[i].cost.busy).max().unwrap_or(0);
        f64::from((2 * most).saturating_sub(self.dual_cost.busy))
    }

    /// `order` as simulator instructions, fused pairs as one VOPD
    /// instruction, waits in; and the number of pairs. An instruction
    /// that issues alone is borrowed from [`Self::alone`]: a block is
    /// weighed in up to eight orders, and copying every instruction's
    /// register lists for each cost more than simulating them.
    fn sim(&self, order: &[usize]) -> (Vec<Cow<'_, SimInstr>>, u32) {
        let b = self.block;
        let starts = self.pairing.map_or_else(|| vec![false; order.len()], |p| p.pair_starts(order));
        let mut ops: Vec<Cow<'_, SimInstr>> = Vec::with_capacity(order.len());
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
                let first = ops.last_mut().expect("a pair's first half precedes it").to_mut();
                first.reads.extend_from_slice(&op.reads);
                first.writes.extend_from_slice(&op.writes);
                continue;
            }
            if starts[k] {
                // Room for the second half's operands up front: the pair
                // is built once per simulated order, thousands of times a
                // function on gfx11.
                let partner = order[k + 1..].iter().find(|&&j| !b.instrs[j].meta).map(|&j| &self.alone[j]);
                let (more_reads, more_writes) = partner.map_or((0, 0), |p| (p.reads.len(), p.writes.len()));
                let mut reads = Vec::with_capacity(op.reads.len() + more_reads);
                reads.extend_from_slice(&op.reads);
                let mut writes = Vec::with_capacity(op.writes.len() + more_writes);
                writes.extend_from_slice(&op.writes);
                pairs += 1;
                second_half = true;
                ops.push(Cow::Owned(SimInstr { cost: self.dual_cost, reads, writes, wait: op.wait, wait_valu: op.wait_valu }));
            } else {
                ops.push(Cow::Borrowed(op));
            }
        }
        (speed::with_waits_borrowed(ops, self.wait_cost), pairs)
    }
}
