//! The `s_waitcnt` the waitcnt pass will insert into code that has none
//! yet: the scheduler's orders before allocation and the post-RA
//! scheduler's order both reach the model without them, and an order that
//! uses each load's result in turn pays one wait per use where one that
//! waits once for a batch pays one.

use super::machine::{InstrCost, MemOp};
use super::sim::{SimInstr, Wait};
use super::Counter;
use rustc_hash::FxHashMap;
use std::borrow::{Borrow, Cow};

/// The memory operations in flight per waitcnt counter, oldest first, as
/// the waitcnt pass tracks them: which registers each will write and
/// whether the counter can still be trusted to count in order.
#[derive(Default)]
pub struct Waits {
    pending: [Vec<Vec<u32>>; Counter::COUNT],
    /// A scalar memory operation is in flight on the counter: those return
    /// out of order, so only a wait for zero is sure.
    unordered: [bool; Counter::COUNT],
    /// How many operations in flight write each register: an instruction
    /// that reads none of them (most do not) needs no wait, and is told so
    /// without a scan of every counter's queue.
    writers: FxHashMap<u32, u32>,
}

impl Waits {
    /// The wait an instruction reading `reads` needs first, if any: for
    /// each counter, as many operations may stay in flight as were issued
    /// after the newest one it reads from. What it waits for is done.
    pub fn before(&mut self, reads: &[u32]) -> Option<Wait> {
        if !reads.iter().any(|r| self.writers.contains_key(r)) {
            return None;
        }
        let mut wait = Wait::default();
        for ctr in Counter::ALL {
            let q = &mut self.pending[ctr.index()];
            let Some(newest) = q.iter().rposition(|defs| defs.iter().any(|d| reads.contains(d))) else {
                continue;
            };
            let left = if self.unordered[ctr.index()] { 0 } else { q.len() - newest - 1 };
            for defs in q.drain(..q.len() - left) {
                for d in defs {
                    if let Some(n) = self.writers.get_mut(&d) {
                        *n -= 1;
                        if *n == 0 {
                            self.writers.remove(&d);
                        }
                    }
                }
            }
            if q.is_empty() {
                self.unordered[ctr.index()] = false;
            }
            wait = wait.on(ctr, left as u32);
        }
        (!wait.is_empty()).then_some(wait)
    }

    pub fn issued(&mut self, op: &SimInstr) {
        if let (Some(ctr), Some(mem)) = (op.cost.counter, op.cost.mem) {
            self.pending[ctr.index()].push(op.writes.clone());
            for &d in &op.writes {
                *self.writers.entry(d).or_default() += 1;
            }
            if matches!(mem, MemOp::SmemLoad | MemOp::SmemStore) {
                self.unordered[ctr.index()] = true;
            }
        }
    }
}

/// `ops` with an `s_waitcnt` (costing `wait_cost`) before each instruction
/// that reads a memory result still in flight.
pub fn with_waits(ops: Vec<SimInstr>, wait_cost: InstrCost) -> Vec<SimInstr> {
    with_waits_as(ops, |w| SimInstr::waiting(wait_cost, w))
}

/// [`with_waits`] for instructions borrowed from a table where they can
/// be (see [`super::simulate`]): a caller weighing several orders of the
/// same instructions copies only what it changes, and the waits are made.
pub fn with_waits_borrowed<'a>(ops: impl IntoIterator<Item = Cow<'a, SimInstr>>, wait_cost: InstrCost) -> Vec<Cow<'a, SimInstr>> {
    with_waits_as(ops, |w| Cow::Owned(SimInstr::waiting(wait_cost, w)))
}

/// The waits put in, for instructions held any way the simulator takes
/// them; `wait` makes the one for an `s_waitcnt`.
fn with_waits_as<S: Borrow<SimInstr>>(ops: impl IntoIterator<Item = S>, wait: impl Fn(Wait) -> S) -> Vec<S> {
    let ops = ops.into_iter();
    let mut waits = Waits::default();
    // Room for every instruction (a filtered order knows only its most)
    // and some waits: growing the list for the first wait past its
    // instructions copied the whole order.
    let (least, most) = ops.size_hint();
    let n = most.unwrap_or(least);
    let mut sim = Vec::with_capacity(n + n / 4 + 4);
    for op in ops {
        if let Some(w) = waits.before(&op.borrow().reads) {
            sim.push(wait(w));
        }
        waits.issued(op.borrow());
        sim.push(op);
    }
    sim
}
