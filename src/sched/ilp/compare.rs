//! GCNILPScheduler's pairwise comparison (`pickBest`), as a rule list.
//!
//! The comparison is bottom-up: the winner is emitted next, i.e. placed
//! *below* the instructions still waiting. Rules in order; the first one
//! that separates the two decides (ilp.md §2):
//!
//! 1. depths differ by more than 6: larger depth wins (critical path first);
//! 2. heights differ by more than 6: smaller height wins;
//! 3. node priority (Sethi-Ullman based) differs: smaller wins;
//! 4. `closestSucc` differs: larger wins (keep a def next to its use);
//! 5. number of data operands differs: fewer wins;
//! 6. heights differ: smaller wins;
//! 7. depths differ: larger wins;
//! 8. latencies differ: smaller wins;
//! 9. otherwise the incumbent (left) stays.
//!
//! LLVM's trailing queue-id comparison sits behind a constant-false switch
//! and is unreachable, so it is not ported.

use super::heights::LazyHeights;
use super::sethi_ullman::sethi_ullman_numbers;
use crate::sched::dag::{Node, RegionDag};
use serde::{Deserialize, Serialize};

/// Which rule decided a comparison (and, per pick, see
/// [`crate::sched::ilp::schedule`] for how a pick's reason is chosen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum IlpRule {
    /// Only one node was available.
    OnlyCandidate,
    DepthWindow,
    HeightWindow,
    Priority,
    ClosestSucc,
    Scratches,
    Height,
    Depth,
    Latency,
    /// Nothing separated them; the earlier queue entry stays.
    Incumbent,
}

/// `MaxReorderWindow` in LLVM: a fixed constant.
pub const REORDER_WINDOW: i64 = 6;

/// Everything the comparison reads. Heights are lazy, hence `&mut`.
pub struct Metrics<'a> {
    pub dag: &'a RegionDag,
    pub depth: Vec<u32>,
    pub su_numbers: Vec<u32>,
    /// `calcMaxScratches` per SUnit. LLVM counts the edges in every
    /// comparison; the count never changes, so it is taken once.
    pub scratches: Vec<u32>,
    /// `closestSucc` per SUnit, once asked. LLVM walks the successors in
    /// every comparison, but only available SUnits are compared, and their
    /// data successors are all scheduled: a scheduled SUnit's height was
    /// read when it was picked and never changes again (raising marks
    /// predecessors, i.e. unscheduled SUnits, stale), so the maximum is
    /// fixed from the first comparison on.
    pub closest: Vec<Option<u32>>,
    pub heights: LazyHeights<'a>,
}

impl<'a> Metrics<'a> {
    /// The metrics of the unscheduled DAG; `None` if it has a cycle.
    pub fn new(dag: &'a RegionDag) -> Option<Metrics<'a>> {
        let topo = dag.topo_order().ok()?;
        let scratches = (0..dag.len() as u32)
            .map(|su| dag.preds(Node::SUnit(su)).iter().filter(|e| !e.is_ctrl()).count() as u32)
            .collect();
        Some(Metrics {
            dag,
            depth: dag.compute_depths().ok()?,
            su_numbers: sethi_ullman_numbers(dag, &topo),
            scratches,
            closest: vec![None; dag.len()],
            heights: LazyHeights::new(dag),
        })
    }

    pub fn height(&mut self, su: u32) -> u32 {
        self.heights.get(su as usize)
    }

    pub fn depth(&self, su: u32) -> u32 {
        self.depth[su as usize]
    }

    /// `getNodePriority`: value sinks (data preds, no data succs) go last
    /// in bottom-up order, pure producers first, the rest by Sethi-Ullman.
    pub fn priority(&self, su: u32) -> u32 {
        let s = self.dag.sunit(su);
        if s.num_succs == 0 && s.num_preds != 0 {
            0xFFFF
        } else if s.num_preds == 0 && s.num_succs != 0 {
            0
        } else {
            self.su_numbers[su as usize]
        }
    }

    /// `closestSucc`: the largest height among data successors (0 if
    /// none). Only for SUnits whose data successors are all scheduled (see
    /// [`Metrics::closest`]).
    pub fn closest_succ(&mut self, su: u32) -> u32 {
        if let Some(c) = self.closest[su as usize] {
            return c;
        }
        let dag = self.dag;
        let mut max = 0;
        for e in dag.succs(Node::SUnit(su)) {
            if e.is_ctrl() {
                continue;
            }
            max = max.max(self.heights.get(dag.node_index(e.node)));
        }
        self.closest[su as usize] = Some(max);
        max
    }

    /// `calcMaxScratches`: number of data predecessor edges.
    pub fn scratches(&self, su: u32) -> u32 {
        self.scratches[su as usize]
    }

    pub fn latency(&self, su: u32) -> u32 {
        self.dag.sunit(su).latency
    }
}

/// Compare incumbent `l` with challenger `r`; true if `r` wins.
pub fn challenger_wins(m: &mut Metrics<'_>, l: u32, r: u32) -> (bool, IlpRule) {
    let (ld, rd) = (m.depth(l), m.depth(r));
    if (ld as i64 - rd as i64).abs() > REORDER_WINDOW {
        return (ld < rd, IlpRule::DepthWindow);
    }
    let (lh, rh) = (m.height(l), m.height(r));
    if lh != rh && (lh as i64 - rh as i64).abs() > REORDER_WINDOW {
        return (lh > rh, IlpRule::HeightWindow);
    }
    let (lp, rp) = (m.priority(l), m.priority(r));
    if lp != rp {
        return (lp > rp, IlpRule::Priority);
    }
    let (lc, rc) = (m.closest_succ(l), m.closest_succ(r));
    if lc != rc {
        return (lc < rc, IlpRule::ClosestSucc);
    }
    let (ls, rs) = (m.scratches(l), m.scratches(r));
    if ls != rs {
        return (ls > rs, IlpRule::Scratches);
    }
    // BUCompareLatency. Heights are re-read: nothing changed them since
    // rule 2, and LLVM reads them again too.
    let (lh, rh) = (m.height(l), m.height(r));
    if lh != rh {
        return (lh > rh, IlpRule::Height);
    }
    if ld != rd {
        return (ld < rd, IlpRule::Depth);
    }
    let (ll, rl) = (m.latency(l), m.latency(r));
    if ll != rl {
        return (ll > rl, IlpRule::Latency);
    }
    (false, IlpRule::Incumbent)
}

