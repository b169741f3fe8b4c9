//! Depth-first branch and bound over bottom-up partial orders.
//!
//! A node is a set of SUnits placed at the bottom of the region, with the
//! maximum pressure its order reached. Children place one more ready SUnit
//! above it, most promising first. A run is either a plain branch and
//! bound against the incumbent, or a probe (iterative deepening on the
//! key) that looks only for an order as good as the proven lower bound
//! and, when it finds none, raises the bound to the smallest bound it cut:
//! where the bounds are tight a probe finds the optimum without wading
//! through everything merely better than the incumbent. A node is cut when
//! * **bound**: the key of (its maximum, componentwise max a lower bound
//!   on everything still to come) is above the probe's target, or no
//!   better than the best order found;
//! * **dominance**: the same set was reached before with a maximum no
//!   larger in any counter ([`super::memo`]).
//!
//! and a node does not branch when
//! * **symmetry**: the same move in an earlier interchangeable block
//!   with the same placed pattern leads to a mirror image of this state
//!   ([`super::symmetry`]); and the memo compares states by their
//!   canonical form under those symmetries;
//! * **free move**: a ready SUnit reads only lanes that are live already
//!   and its peak does not raise the maximum. Some best completion places
//!   it next: take any completion that places `X` first and it later;
//!   moving it down to now is legal (it is ready), nothing in `X` writes a
//!   lane it reads or reads a lane it writes (the constraints would order
//!   them otherwise, and it is ready, so they are not its successors),
//!   hence every live set in `X` only loses lanes, no peak in `X` grows,
//!   and its own peak is within the maximum already reached.
//!
//! Dominance and free moves need the live set to depend on the placed set
//! only; when the constraints leave a def/use pair unordered both are off.
//!
//! The stack is explicit: regions have hundreds of SUnits and the solver
//! runs on whatever thread llc gives it.

use super::memo::{dominates, Memo, Offer};
use super::objective::{Objective, ObjectiveKey};
use super::rest::StaticRest;
use super::solution::{SearchStats, StopReason};
use super::state::{State, Step};
use super::SolverBudget;
use crate::pressure::RegPressure;
use std::time::Instant;

const TARGET: &str = "gcnrs::sched::optimal";

/// The best complete order known, with its key.
pub(crate) struct Best {
    pub key: ObjectiveKey,
    pub order: Vec<u32>,
    /// Did the search (not an incumbent or the greedy) find it?
    pub from_search: bool,
}

struct Frame {
    /// Candidates with the key of the maximum they would reach, sorted.
    children: Vec<(ObjectiveKey, u32)>,
    next: usize,
    /// The placement that led here (none at the root).
    step: Option<Step>,
}

pub(crate) struct Search<'s, 'm, 'a> {
    pub state: &'s mut State<'m, 'a>,
    pub rest: StaticRest,
    pub objective: &'s Objective,
    pub budget: &'s SolverBudget,
    /// Node count at which the current run stops (at most the budget's).
    pub node_cap: u64,
    pub started: Instant,
    pub stats: &'s mut SearchStats,
}

impl Search<'_, '_, '_> {
    /// Search for an order better than `best`, stopping early if one meets
    /// `floor` (a proven lower bound). With a `target` (a probe), nodes
    /// whose bound exceeds it are cut too; then, if the run ends without
    /// reaching the target, it returns the smallest bound it cut above
    /// the target: no order has a smaller key, so that is the next floor.
    pub fn run(
        &mut self,
        best: &mut Best,
        floor: ObjectiveKey,
        target: Option<ObjectiveKey>,
    ) -> (StopReason, Option<ObjectiveKey>) {
        tracing::debug!(target: TARGET, %floor, probe = target.is_some(), nodes = self.stats.nodes, "search");
        let mut next: Option<ObjectiveKey> = None;
        let memo_on = self.state.model.set_determines_live;
        let mut memo = Memo::new(if memo_on { self.budget.max_memo_states } else { 0 });
        let mut key = Vec::new();
        let root = self.children();
        let mut stack = vec![Frame { children: root, next: 0, step: None }];
        let mut stop = StopReason::Complete;
        while let Some(top) = stack.last_mut() {
            if top.next == top.children.len() {
                if let Some(step) = stack.pop().and_then(|f| f.step) {
                    self.retreat(step);
                }
                continue;
            }
            let (reach, su) = top.children[top.next];
            top.next += 1;
            if reach >= best.key {
                // Children are sorted: none of the rest can beat the best.
                self.stats.pruned_by_bound += (top.children.len() - top.next + 1) as u64;
                tracing::trace!(target: TARGET, depth = self.state.path.len(), su, reason = "peak", peak = %reach, best = %best.key, "cut the remaining children");
                top.next = top.children.len();
                continue;
            }
            if let Some(why) = self.out_of_budget() {
                stop = why;
                break;
            }
            self.stats.nodes += 1;
            let step = self.advance(su);
            let depth = self.state.path.len();
            if self.state.is_complete() {
                self.stats.leaves += 1;
                let key = self.objective.key(&self.state.max);
                if key < best.key {
                    tracing::debug!(target: TARGET, nodes = self.stats.nodes, %key, was = %best.key, "better order");
                    self.stats.improvements += 1;
                    *best = Best { key, order: self.state.order(), from_search: true };
                }
                self.retreat(step);
                if best.key <= floor {
                    stop = StopReason::MetLowerBound;
                    break;
                }
                continue;
            }
            let bound = self.state.max.max(&self.rest_bound());
            let bound_key = self.objective.key(&bound);
            if bound_key >= best.key || target.is_some_and(|t| bound_key > t) {
                self.stats.pruned_by_bound += 1;
                if bound_key < best.key {
                    next = Some(next.map_or(bound_key, |k| k.min(bound_key)));
                }
                tracing::trace!(target: TARGET, depth, su, reason = "bound", bound = %bound_key, best = %best.key, "cut");
                self.retreat(step);
                continue;
            }
            let dominated = memo_on && {
                let hash = self.state.memo_key(&mut key);
                memo.offer(hash, &key, &self.state.max) == Offer::Dominated
            };
            if dominated {
                self.stats.pruned_by_dominance += 1;
                tracing::trace!(target: TARGET, depth, su, reason = "dominated", "cut: set reached before with no larger maximum");
                self.retreat(step);
                continue;
            }
            let children = self.children();
            stack.push(Frame { children, next: 0, step: Some(step) });
        }
        while let Some(frame) = stack.pop() {
            if let Some(step) = frame.step {
                self.retreat(step);
            }
        }
        self.stats.memo_states = self.stats.memo_states.max(memo.states());
        (stop, if target.is_some() { next } else { None })
    }

    /// Place `su` on the search path (state and bound cache).
    fn advance(&mut self, su: u32) -> Step {
        let (_, step) = self.state.place(su);
        self.rest.place(su);
        step
    }

    fn retreat(&mut self, step: Step) {
        self.rest.undo(step.su);
        self.state.undo(step);
    }

    fn out_of_budget(&self) -> Option<StopReason> {
        if self.stats.nodes >= self.node_cap {
            return Some(StopReason::NodeLimit);
        }
        if self.stats.nodes.is_multiple_of(256) {
            if let Some(limit) = self.budget.max_time {
                if self.started.elapsed() >= limit {
                    return Some(StopReason::TimeLimit);
                }
            }
        }
        None
    }

    /// The ready SUnits to try here, most promising first; a single one
    /// when a free move applies.
    fn children(&mut self) -> Vec<(ObjectiveKey, u32)> {
        let mut cands = Vec::new();
        let held = self.state.candidates(&mut cands);
        if held > 0 {
            self.stats.symmetric_skips += held;
            tracing::trace!(target: TARGET, depth = self.state.path.len(), held, reason = "symmetric", "moves left to an earlier interchangeable block");
        }
        let free_ok = self.state.model.set_determines_live;
        let mut ranked = Vec::with_capacity(cands.len());
        for &su in &cands {
            let reads_live = free_ok && self.state.reads_only_live(su);
            let (peak, cur) = self.state.peek(su);
            if reads_live && dominates(&peak, &self.state.max) {
                self.stats.free_moves += 1;
                tracing::trace!(target: TARGET, depth = self.state.path.len(), su, reason = "free move", "no branching");
                return vec![(self.objective.key(&self.state.max), su)];
            }
            // Most promising first: the smallest maximum so far, then the
            // smallest live pressure.
            let rank = (self.objective.key(&self.state.max.max(&peak)), self.objective.key(&cur), su);
            ranked.push(rank);
        }
        ranked.sort_unstable();
        ranked.into_iter().map(|(reach, _, su)| (reach, su)).collect()
    }

    /// A componentwise lower bound on every peak still to come.
    fn rest_bound(&self) -> RegPressure {
        let state = &*self.state;
        let model = state.model;
        let mut first_writer: Option<RegPressure> = None;
        let words = state.placed.words();
        for (k, &w) in words.iter().enumerate() {
            let mut free = !w;
            while free != 0 {
                let i = k * 64 + free.trailing_zeros() as usize;
                free &= free - 1;
                if i >= model.n {
                    break;
                }
                // Only unplaced writers of live lanes can kill them, so
                // until the first of them is placed every live lane stays
                // live: whichever comes first sees them all at its def.
                let kills = model.defs[i].iter().any(|op| state.live[op.reg as usize] & op.lanes != 0);
                if kills {
                    // As the tracker does: each def op removes its lanes
                    // from what the earlier ops of the same register left.
                    let mut at_def = state.cur;
                    let ops = &model.defs[i];
                    for (k, op) in ops.iter().enumerate() {
                        if ops[..k].iter().any(|o| o.reg == op.reg) {
                            continue;
                        }
                        let live = state.live[op.reg as usize];
                        let kill = ops[k..].iter().filter(|o| o.reg == op.reg).fold(0, |m, o| m | o.lanes);
                        if live & kill != 0 {
                            at_def.inc(model.info[op.reg as usize], live, live & !kill);
                        }
                    }
                    let at_def = at_def + model.def_pressure[i];
                    first_writer = Some(match first_writer {
                        None => at_def,
                        Some(m) => m + at_def - m.max(&at_def),
                    });
                }
            }
        }
        // Static bounds whose points are still ahead; and lanes live now
        // that nothing unplaced writes stay live at every def point still
        // to come.
        let mut bound = self.rest.max().max(&(state.through_pressure + self.rest.widest_def()));
        if let Some(m) = first_writer {
            bound = bound.max(&m);
        }
        bound
    }
}
