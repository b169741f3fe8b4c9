//! What a solve returns: the best order, what is proven about it, and what
//! the search cost.

use super::objective::{Objective, ObjectiveKey};
use crate::pressure::RegPressure;
use std::fmt;
use std::time::Duration;

#[derive(Clone, Debug)]
pub struct Solution {
    /// NodeNums, top to bottom.
    pub order: Vec<u32>,
    /// `RegionProblem::pressure_of(order)`.
    pub pressure: RegPressure,
    pub key: ObjectiveKey,
    pub status: Status,
    /// A pressure no order can beat componentwise: every order's pressure
    /// is at least this in every counter.
    pub lower_bound: LowerBound,
    /// Which candidate the returned order came from.
    pub source: Source,
    pub stats: SearchStats,
}

impl Solution {
    pub fn is_optimal(&self) -> bool {
        self.status == Status::Optimal
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// No order has a smaller objective key.
    Optimal,
    /// The budget ran out first; the order is the best found and
    /// [`Solution::lower_bound`] is what was proven.
    Bounded,
}

/// Proven lower bounds, per register kind and on the key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LowerBound {
    /// Componentwise lower bound on every order's pressure.
    pub pressure: RegPressure,
    pub sgprs: u32,
    /// The VGPR count occupancy is computed from (unified file on
    /// gfx90a-class targets).
    pub vgprs: u32,
    pub arch_vgprs: u32,
    pub agprs: u32,
    /// No order reaches more waves per EU than this (capped at
    /// `max_occ`).
    pub max_occupancy: u32,
    /// No order has a smaller key than this.
    pub key: ObjectiveKey,
}

impl LowerBound {
    pub fn of(objective: &Objective, p: RegPressure) -> LowerBound {
        LowerBound {
            pressure: p,
            sgprs: p.sgpr(),
            vgprs: objective.vgprs(&p),
            arch_vgprs: p.arch_vgpr(),
            agprs: p.agpr(),
            max_occupancy: objective.occupancy(&p),
            key: objective.key(&p),
        }
    }
}

impl fmt::Display for LowerBound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "at least {} VGPRs ({} arch, {} AGPRs) and {} SGPRs in any order, so at most {} waves",
            self.vgprs, self.arch_vgprs, self.agprs, self.sgprs, self.max_occupancy
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `incumbents[i]` as passed in.
    Incumbent(usize),
    /// The solver's own bottom-up greedy order.
    Greedy,
    /// Found by the exact search.
    Search,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// The search space was exhausted (or never needed).
    Complete,
    /// The best order met the lower bound.
    MetLowerBound,
    NodeLimit,
    TimeLimit,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// SUnits placed on partial orders.
    pub nodes: u64,
    /// Complete orders reached.
    pub leaves: u64,
    /// Times the search found a better order.
    pub improvements: u32,
    /// Partial orders cut because their bound could not beat the best.
    pub pruned_by_bound: u64,
    /// Partial orders cut because the same set was reached with a
    /// componentwise smaller maximum.
    pub pruned_by_dominance: u64,
    /// Steps taken without branching: an SUnit that needs no new live
    /// lanes and does not raise the maximum can go next.
    pub free_moves: u64,
    /// Candidates skipped because an interchangeable block offers the
    /// same move.
    pub symmetric_skips: u64,
    pub memo_states: usize,
    /// Transposition memo and free moves off: two orders of the same set
    /// can leave different live sets (the DAG leaves a def/use pair
    /// unordered).
    pub set_memo_disabled: bool,
    pub elapsed: Duration,
    pub stop: Option<StopReason>,
}
