//! The ready SUnits in the order a latency step ranks them, kept across
//! the steps of an attempt.
//!
//! A latency step's rules, after the budget, are the cluster partner of
//! the SUnit just placed, the least stall, the critical path and the
//! founder's order: a total order of the ready SUnits that the budget does
//! not enter. So the pick is the first SUnit in that order whose pressure
//! fits, and the rule that decided it is the first one on which it differs
//! from the next fitting SUnit (the one that shares the longest run of
//! metrics with it). Walking the ready SUnits in rank order and weighing
//! them only until both are found asks the budget about two or three of
//! them where weighing every one asked about all (on attention.ll for
//! gfx1100, 55 a step on average).
//!
//! Mechanism only: which SUnits are ready and when they stop stalling is
//! [`State`]'s; the ranks are the cascade's ([`super::policy`]).

use super::state::State;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The ready SUnits not placed yet, in rank order but for the partners
/// of the SUnit just placed, which the caller ranks first. Entries of
/// SUnits placed by a step that weighed every candidate are dropped when
/// met.
#[derive(Default)]
pub struct Ranked {
    /// Ready and not stalling: the longest latency chain above first,
    /// then the latest in the founder's order.
    avail: BinaryHeap<(u32, u32)>,
    /// Ready but stalling: the earliest free cycle first (the least
    /// stall), then as `avail`.
    pending: BinaryHeap<(Reverse<u32>, u32, u32)>,
    /// Taken out while looking for a step's pick, put back after it.
    taken: Vec<u32>,
}

impl Ranked {
    /// The ready SUnits of `state`.
    pub fn new(state: &State<'_>, depth: &[u32]) -> Ranked {
        let mut r = Ranked::default();
        for &su in state.ready() {
            r.add(state, depth, su);
        }
        r
    }

    /// A SUnit that has just become ready.
    pub fn add(&mut self, state: &State<'_>, depth: &[u32], su: u32) {
        let at = state.ready_at(su);
        if at <= state.cycle() {
            self.avail.push((depth[su as usize], su));
        } else {
            self.pending.push((Reverse(at), depth[su as usize], su));
        }
    }

    /// Move the SUnits that no longer stall at the current cycle to the
    /// ones that do not: their stall, 0 now, no longer ranks them.
    pub fn advance(&mut self, state: &State<'_>) {
        while let Some(&(Reverse(at), d, su)) = self.pending.peek() {
            if at > state.cycle() {
                break;
            }
            self.pending.pop();
            if !state.is_placed(su) {
                self.avail.push((d, su));
            }
        }
    }

    /// The next SUnit in rank order that `skip` does not exclude, taken
    /// out until [`Self::put_back`].
    pub fn take_next(&mut self, state: &State<'_>, skip: impl Fn(u32) -> bool) -> Option<u32> {
        loop {
            let su = match self.avail.pop() {
                Some((_, su)) => su,
                None => self.pending.pop()?.2,
            };
            if state.is_placed(su) {
                continue;
            }
            self.taken.push(su);
            if !skip(su) {
                return Some(su);
            }
        }
    }

    /// Put back what this step took out and did not place.
    pub fn put_back(&mut self, state: &State<'_>, depth: &[u32]) {
        let taken = std::mem::take(&mut self.taken);
        for &su in &taken {
            if !state.is_placed(su) {
                self.add(state, depth, su);
            }
        }
        self.taken = taken;
        self.taken.clear();
    }
}
