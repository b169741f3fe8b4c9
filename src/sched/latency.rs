//! The latency estimate of an order: how LLVM's high-pressure stage weighs
//! a region's schedule (`GCNSchedStage::getScheduleMetrics`).
//!
//! The model is an in-order, single-issue replay. Walking the order, each
//! SUnit issues at the first cycle that is both after the previous SUnit's
//! issue cycle and at or after every producer's issue cycle plus the
//! producer's latency; the cycles skipped for producers are "bubbles". The
//! schedule length is the cycle after the last issue, so
//! `length = SUnits + bubbles`. The metric LLVM compares is
//! `bubbles * 100 / length`, raised to 1 when it would be 0.
//!
//! Which dependences count, and with which latency, follows LLVM 22 and not
//! the DAG's edge latencies:
//! * only **data edges that name a register** (`SDep::isAssignedRegDep`)
//!   delay a consumer; anti, output, memory-order, artificial and weak
//!   (cluster) edges do not, beyond the order itself;
//! * the delay is the **producer's instruction latency**
//!   (`TargetSchedModel::computeInstrLatency`, which is exactly what
//!   `buildSchedGraph` stores as `SUnit::Latency`), not the edge's operand
//!   latency. On our corpus the two differ on under 1% of data edges
//!   (gfx1100 most: 475 of 11408), but the metric is LLVM's, so the
//!   producer's latency it is.
//!
//! Because the replay is a longest path (chain steps of 1, data steps of the
//! producer's latency) from the first SUnit of the order to the last, it can
//! equally be computed from the bottom up; the bounded list scheduler builds
//! its orders that way and gets the same length ([`reverse_length`]).

use super::dag::{DepKind, Edge, Node, RegionDag};
use serde::{Deserialize, Serialize};
use std::fmt;

const TARGET: &str = "gcnrs::sched::latency";

/// `ScheduleMetrics::ScaleFactor`.
pub const SCALE: u32 = 100;

/// Length and stall cycles of an order under the replay (LLVM's
/// `ScheduleMetrics`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ScheduleMetrics {
    /// Cycles from the first issue to one past the last.
    pub length: u32,
    /// Cycles in which nothing issued because a producer was not ready.
    pub bubbles: u32,
}

impl ScheduleMetrics {
    /// `getMetric()`: stall cycles per hundred cycles of schedule, at least 1
    /// (LLVM treats "under one percent" as one percent so that the ratio of
    /// two metrics stays finite). An empty region has metric 1 too, where
    /// LLVM would divide by zero (it never asks for one).
    pub fn metric(&self) -> u32 {
        if self.length == 0 {
            return 1;
        }
        let m = u64::from(self.bubbles) * u64::from(SCALE) / u64::from(self.length);
        (m as u32).max(1)
    }
}

impl fmt::Display for ScheduleMetrics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "metric {} ({} bubbles / {} cycles)", self.metric(), self.bubbles, self.length)
    }
}

/// An order the replay cannot read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LatencyError {
    /// A NodeNum that is not an SUnit of the DAG.
    OutOfRange { su: u32 },
    /// A NodeNum given twice.
    Repeated { su: u32 },
}

impl fmt::Display for LatencyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LatencyError::OutOfRange { su } => write!(f, "SU({su}) is not in the region"),
            LatencyError::Repeated { su } => write!(f, "SU({su}) appears twice in the order"),
        }
    }
}

impl std::error::Error for LatencyError {}

/// The delay a replay edge imposes, if it is one: a data edge from an
/// SUnit that names a register delays its consumer by the producer's
/// latency. `dag` is needed for that latency.
pub fn replay_delay(dag: &RegionDag, e: &Edge) -> Option<u32> {
    match e.node {
        Node::SUnit(p) if e.kind == DepKind::Data && e.reg.is_some() => Some(dag.sunit(p).latency),
        _ => None,
    }
}

/// Issue cycles of an order, by position, with the metrics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// `issue[i]` is the cycle at which `order[i]` issues.
    pub issue: Vec<u32>,
    pub metrics: ScheduleMetrics,
}

/// The replay of `order` (NodeNums, top to bottom; any subset of the
/// region's SUnits, each at most once).
///
/// A producer that is not earlier in the order counts as issued at cycle 0,
/// as LLVM's `DenseMap` lookup does; legal orders never meet that case.
pub fn replay(dag: &RegionDag, order: &[u32]) -> Result<Replay, LatencyError> {
    const NOT_ISSUED: u32 = u32::MAX;
    let mut at = vec![NOT_ISSUED; dag.len()];
    let mut issue = Vec::with_capacity(order.len());
    let (mut cycle, mut bubbles) = (0u32, 0u32);
    for &su in order {
        let slot = at.get(su as usize).copied().ok_or(LatencyError::OutOfRange { su })?;
        if slot != NOT_ISSUED {
            return Err(LatencyError::Repeated { su });
        }
        let mut ready = cycle;
        for e in dag.preds(Node::SUnit(su)) {
            if let (Some(lat), Node::SUnit(p)) = (replay_delay(dag, e), e.node) {
                let from = match at[p as usize] {
                    NOT_ISSUED => 0,
                    c => c,
                };
                ready = ready.max(from.saturating_add(lat));
            }
        }
        if ready > cycle {
            tracing::trace!(target: TARGET, su, stall = ready - cycle, at = ready, "bubble");
        }
        bubbles += ready - cycle;
        at[su as usize] = ready;
        issue.push(ready);
        cycle = ready + 1;
    }
    Ok(Replay { issue, metrics: ScheduleMetrics { length: cycle, bubbles } })
}

/// The metrics of an order (see [`replay`]).
pub fn estimate(dag: &RegionDag, order: &[u32]) -> Result<ScheduleMetrics, LatencyError> {
    replay(dag, order).map(|r| r.metrics)
}

/// The schedule length of a legal order computed from the bottom up: each
/// SUnit, walking upwards, sits at the first reverse cycle after the one
/// below it and at least its latency above every consumer it feeds through
/// a replay edge. It equals [`estimate`]'s length for every legal order
/// (both are the longest path through the same cycle constraints); the
/// bounded scheduler relies on that, and the tests check it.
pub fn reverse_length(dag: &RegionDag, order: &[u32]) -> u32 {
    let mut at = vec![0u32; dag.len()];
    let mut next = 0u32;
    for &su in order.iter().rev() {
        let mut c = next;
        for e in dag.succs(Node::SUnit(su)) {
            if let Node::SUnit(s) = e.node {
                if e.kind == DepKind::Data && e.reg.is_some() {
                    c = c.max(at[s as usize] + dag.sunit(su).latency);
                }
            }
        }
        at[su as usize] = c;
        next = c + 1;
    }
    next
}

/// Earliest cycle at which each SUnit can issue in any legal order (by
/// NodeNum): a strong predecessor issues at least one cycle earlier (the
/// order is single-issue), a replay producer at least its latency earlier.
/// So every legal order has `length >= max + 1` and `length >= SUnits`.
///
/// Bottom-up, this is the work still above an SUnit: the bounded scheduler's
/// critical-path priority.
pub fn earliest_cycles(dag: &RegionDag) -> Vec<u32> {
    let mut earliest = vec![0u32; dag.len()];
    let Ok(topo) = dag.topo_order() else { return earliest };
    for i in topo {
        let Node::SUnit(su) = dag.node_at(i) else { continue };
        let mut c = 0u32;
        for e in dag.preds(Node::SUnit(su)) {
            let Node::SUnit(p) = e.node else { continue };
            if e.weak {
                continue;
            }
            let step = replay_delay(dag, e).unwrap_or(1).max(1);
            c = c.max(earliest[p as usize] + step);
        }
        earliest[su as usize] = c;
    }
    earliest
}

/// The lower bound on the length of any legal order of the region.
pub fn length_lower_bound(dag: &RegionDag) -> u32 {
    let path = earliest_cycles(dag).iter().map(|&c| c + 1).max().unwrap_or(0);
    path.max(dag.len() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::dag::EdgeSpec;
    use crate::snapshot::Reg;

    fn data(a: u32, b: u32, lat: u32) -> EdgeSpec {
        EdgeSpec::data(a, b, lat).with_reg(Reg::Virt(a))
    }

    #[test]
    fn metric_scales_and_floors_at_one() {
        assert_eq!(ScheduleMetrics { length: 10, bubbles: 3 }.metric(), 30);
        assert_eq!(ScheduleMetrics { length: 300, bubbles: 2 }.metric(), 1);
        assert_eq!(ScheduleMetrics { length: 5, bubbles: 0 }.metric(), 1);
        assert_eq!(ScheduleMetrics::default().metric(), 1);
    }

    /// A load (latency 80) feeding an add (latency 1) feeding a store, with
    /// an independent add: hand-computed issue cycles.
    #[test]
    fn load_use_stall() {
        // 0 = load, 1 = add(0), 2 = store(1), 3 = independent add.
        let dag = RegionDag::from_edges(&[80, 1, 1, 1], &[data(0, 1, 80), data(1, 2, 1)]);
        // 0@0, 1@80 (79 bubbles), 2@81, 3@82 -> length 83.
        let r = replay(&dag, &[0, 1, 2, 3]).unwrap();
        assert_eq!(r.issue, vec![0, 80, 81, 82]);
        assert_eq!(r.metrics, ScheduleMetrics { length: 83, bubbles: 79 });
        assert_eq!(r.metrics.metric(), 95);
        // The independent add fills one stall cycle: 0@0, 3@1, 1@80, 2@81.
        let r = replay(&dag, &[0, 3, 1, 2]).unwrap();
        assert_eq!(r.metrics, ScheduleMetrics { length: 82, bubbles: 78 });
        assert_eq!(reverse_length(&dag, &[0, 3, 1, 2]), 82);
        assert_eq!(length_lower_bound(&dag), 82);
    }

    /// Only register data edges delay, and by the producer's latency: an
    /// order edge with latency 50 and a data edge without a register do
    /// not, and a data edge's own latency is ignored.
    #[test]
    fn which_edges_delay() {
        let edges = [
            EdgeSpec::order(0, 1).with_latency(50),
            EdgeSpec::data(1, 2, 40),
            EdgeSpec::data(2, 3, 1).with_reg(Reg::Virt(7)),
            EdgeSpec::weak(3, 4).with_latency(9),
        ];
        let dag = RegionDag::from_edges(&[5, 6, 7, 8, 9], &edges);
        // 0@0 1@1 2@2 3@9 (2 + its latency 7) 4@10.
        let r = replay(&dag, &[0, 1, 2, 3, 4]).unwrap();
        assert_eq!(r.issue, vec![0, 1, 2, 9, 10]);
        assert_eq!(r.metrics.bubbles, 6);
    }

    #[test]
    fn bad_orders_are_reported() {
        let dag = RegionDag::from_edges(&[1, 1], &[]);
        assert_eq!(estimate(&dag, &[0, 2]), Err(LatencyError::OutOfRange { su: 2 }));
        assert_eq!(estimate(&dag, &[1, 1]), Err(LatencyError::Repeated { su: 1 }));
    }
}
