//! The region DAG as plain data: what the shim can read out of LLVM's
//! `ScheduleDAGMILive` after `buildSchedGraph`, the DAG mutations and
//! `findRootsAndBiasEdges`.
//!
//! Why a copy instead of calling back into LLVM: the schedulers only read
//! the DAG (GCNMinRegStrategy keeps its own counters; GCNILPScheduler
//! mutates SUnits but restores them afterwards), so a snapshot loses
//! nothing, can be serialised as a replayable test case, and lets
//! everything run without LLVM.
//!
//! Representation choices:
//! * SUnits are indexed by `NodeNum`, which is the position of the
//!   instruction in the region's non-debug instruction order.
//! * Each SUnit keeps its predecessor and successor lists **in LLVM's list
//!   order**. The order is observable: GCNILPScheduler pushes released
//!   nodes to the front of its pending queue in predecessor-list order, and
//!   `findRootsAndBiasEdges` swaps the critical-path data predecessor to the
//!   front of every predecessor list (see [`RegionDag::bias_critical_paths`]).
//! * The boundary nodes are not SUnits. `EntrySU` only ever has successors
//!   and `ExitSU` only predecessors in the DAGs LLVM builds (ExitSU gets
//!   edges from instructions whose results the region boundary reads), so
//!   only those two lists are stored.
//! * Internally the algorithms index "all nodes" as `0..n` for SUnits,
//!   `n` for Entry and `n + 1` for Exit ([`RegionDag::node_index`]).

mod build;
mod paths;
mod verify;

pub use build::EdgeSpec;
pub use verify::DagError;

use crate::snapshot::Reg;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The node at the other end of an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Node {
    /// An SUnit by NodeNum.
    SUnit(u32),
    /// `ScheduleDAG::EntrySU`, the region top.
    Entry,
    /// `ScheduleDAG::ExitSU`, the region bottom (stands for the boundary
    /// instruction when the region ends at one).
    Exit,
}

impl Node {
    pub fn is_boundary(self) -> bool {
        !matches!(self, Node::SUnit(_))
    }

    pub fn sunit(self) -> Option<u32> {
        match self {
            Node::SUnit(n) => Some(n),
            _ => None,
        }
    }
}

impl From<u32> for Node {
    fn from(n: u32) -> Node {
        Node::SUnit(n)
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Node::SUnit(n) => write!(f, "SU({n})"),
            Node::Entry => f.write_str("EntrySU"),
            Node::Exit => f.write_str("ExitSU"),
        }
    }
}

/// `SDep::Kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum DepKind {
    /// True (read-after-write) dependence.
    Data,
    /// Write-after-read.
    Anti,
    /// Write-after-write.
    Output,
    /// Everything else: memory order, barriers, artificial and weak edges.
    Order,
}

/// One direction of a DAG edge (`SDep`), stored in the list of the node at
/// the *other* end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Edge {
    /// The predecessor (in a predecessor list) or successor (in a
    /// successor list).
    pub node: Node,
    pub kind: DepKind,
    /// `SDep::isWeak()`: an `Order` edge of kind Weak or Cluster. Weak edges
    /// count for heights and for minreg's ready-successor test, but never
    /// gate readiness (they are tracked by `WeakPredsLeft`, not
    /// `NumPredsLeft`).
    #[serde(default)]
    pub weak: bool,
    /// `SDep::isArtificial()`: a strong `Order` edge with no real dependence
    /// behind it.
    #[serde(default)]
    pub artificial: bool,
    pub latency: u32,
    /// Register of a Data/Anti/Output edge (`None` for Order edges and for
    /// data edges LLVM left without a register).
    #[serde(default)]
    pub reg: Option<Reg>,
}

impl Edge {
    /// `SDep::isCtrl()`: anything but a data edge. Both GCN schedulers
    /// ignore control edges in their operand-based metrics.
    pub fn is_ctrl(&self) -> bool {
        self.kind != DepKind::Data
    }
}

/// A scheduling unit: one non-debug instruction of the region.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SUnit {
    /// Index of the instruction in the region's instruction slice (the
    /// slice may contain debug instructions, so this is not NodeNum).
    pub instr: u32,
    /// `SUnit::Latency`.
    pub latency: u32,
    /// Predecessor edges in LLVM's list order.
    pub preds: Vec<Edge>,
    /// Successor edges in LLVM's list order.
    pub succs: Vec<Edge>,
    /// `NumPreds`: number of **data** predecessor edges.
    pub num_preds: u32,
    /// `NumSuccs`: number of **data** successor edges.
    pub num_succs: u32,
    /// `NumPredsLeft`: non-weak predecessor edges of any kind (nothing is
    /// scheduled when the DAG is exported).
    pub num_preds_left: u32,
    /// `NumSuccsLeft`: non-weak successor edges of any kind.
    pub num_succs_left: u32,
    /// `WeakPredsLeft`.
    #[serde(default)]
    pub weak_preds_left: u32,
    /// `WeakSuccsLeft`.
    #[serde(default)]
    pub weak_succs_left: u32,
    /// `getDepth()` as exported by the shim, kept only to cross-check the
    /// Rust computation ([`RegionDag::verify`]); the schedulers never read it.
    #[serde(default)]
    pub depth: Option<u32>,
    /// `getHeight()` as exported by the shim; cross-check only.
    #[serde(default)]
    pub height: Option<u32>,
}

/// A scheduling region's DAG.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegionDag {
    pub sunits: Vec<SUnit>,
    /// `EntrySU.Succs` (empty for DAGs built by `buildSchedGraph`).
    #[serde(default)]
    pub entry_succs: Vec<Edge>,
    /// `ExitSU.Preds`, in list order (after `ExitSU.biasCriticalPath()`).
    #[serde(default)]
    pub exit_preds: Vec<Edge>,
    /// Index in the region slice of the boundary instruction `ExitSU`
    /// stands for, if the region ends at one.
    #[serde(default)]
    pub exit_instr: Option<u32>,
    /// SUnits with `NumPredsLeft == 0`, in NodeNum order.
    pub top_roots: Vec<u32>,
    /// SUnits with `NumSuccsLeft == 0`, in NodeNum order.
    pub bot_roots: Vec<u32>,
}

impl RegionDag {
    pub fn len(&self) -> usize {
        self.sunits.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sunits.is_empty()
    }

    /// Number of nodes including the two boundary nodes.
    pub fn num_nodes(&self) -> usize {
        self.sunits.len() + 2
    }

    /// Dense index of a node: SUnits first, then Entry, then Exit.
    pub fn node_index(&self, node: Node) -> usize {
        let n = self.sunits.len();
        match node {
            Node::SUnit(i) => i as usize,
            Node::Entry => n,
            Node::Exit => n + 1,
        }
    }

    /// Inverse of [`RegionDag::node_index`].
    pub fn node_at(&self, index: usize) -> Node {
        let n = self.sunits.len();
        if index < n {
            Node::SUnit(index as u32)
        } else if index == n {
            Node::Entry
        } else {
            Node::Exit
        }
    }

    pub fn sunit(&self, n: u32) -> &SUnit {
        &self.sunits[n as usize]
    }

    /// Predecessor list of any node (Entry has none).
    pub fn preds(&self, node: Node) -> &[Edge] {
        match node {
            Node::SUnit(i) => &self.sunits[i as usize].preds,
            Node::Entry => &[],
            Node::Exit => &self.exit_preds,
        }
    }

    /// Successor list of any node (Exit has none).
    pub fn succs(&self, node: Node) -> &[Edge] {
        match node {
            Node::SUnit(i) => &self.sunits[i as usize].succs,
            Node::Entry => &self.entry_succs,
            Node::Exit => &[],
        }
    }

    /// `NumPreds` of any node; the boundary nodes' count is derived from
    /// their lists because the snapshot does not store it.
    pub fn num_data_preds(&self, node: Node) -> u32 {
        match node {
            Node::SUnit(i) => self.sunits[i as usize].num_preds,
            _ => self.preds(node).iter().filter(|e| !e.is_ctrl()).count() as u32,
        }
    }

    /// Map an order of NodeNums to instruction indices of the region slice,
    /// appending the boundary instruction (which never moves) if there is
    /// one: the form [`crate::sched::checker`] expects.
    pub fn instr_order(&self, order: &[u32]) -> Vec<u32> {
        let mut out: Vec<u32> = order.iter().map(|&n| self.sunits[n as usize].instr).collect();
        out.extend(self.exit_instr);
        out
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a region DAG serialises")
    }

    pub fn from_json(text: &str) -> Result<RegionDag, serde_json::Error> {
        serde_json::from_str(text)
    }
}
