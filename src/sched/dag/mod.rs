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
//! * All lists share one edge array; a node holds [`EdgeList`] ranges into
//!   it, the layout the shim exports, so a DAG arrives in one copy.

mod build;
mod paths;
mod original;
mod relax;
mod verify;

pub use build::EdgeSpec;
pub use original::ranks_of;
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

/// Where one node's edge list lies in [`RegionDag`]'s edge array.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EdgeList {
    pub start: u32,
    pub len: u32,
}

impl EdgeList {
    pub const EMPTY: EdgeList = EdgeList { start: 0, len: 0 };

    pub fn len(self) -> usize {
        self.len as usize
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// A scheduling unit: one non-debug instruction of the region. Its edges
/// live in the DAG ([`RegionDag::preds`], [`RegionDag::succs`]); serialised,
/// the lists are written next to the other fields (module `wire`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SUnit {
    /// Index of the instruction in the region's instruction slice (the
    /// slice may contain debug instructions, so this is not NodeNum).
    pub instr: u32,
    /// `SUnit::Latency`.
    pub latency: u32,
    /// Predecessor edges in LLVM's list order.
    #[serde(skip)]
    pub preds: EdgeList,
    /// Successor edges in LLVM's list order.
    #[serde(skip)]
    pub succs: EdgeList,
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
///
/// Every edge list sits in one array, each node holding an [`EdgeList`]
/// range into it: the shim exports the lists that way, so taking a DAG
/// over is one copy and one allocation, not two per SUnit. Serialised, a
/// DAG shows each list inside its node (module `wire`), the form test cases are
/// written in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "wire::RegionDag", into = "wire::RegionDag")]
pub struct RegionDag {
    pub sunits: Vec<SUnit>,
    /// Every node's edge lists, back to back.
    pub edges: Vec<Edge>,
    /// `EntrySU.Succs` (empty for DAGs built by `buildSchedGraph`).
    pub entry_succs: EdgeList,
    /// `ExitSU.Preds`, in list order (after `ExitSU.biasCriticalPath()`).
    pub exit_preds: EdgeList,
    /// Index in the region slice of the boundary instruction `ExitSU`
    /// stands for, if the region ends at one.
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

    /// Where the predecessor list of any node lies (Entry has none).
    pub fn pred_list(&self, node: Node) -> EdgeList {
        match node {
            Node::SUnit(i) => self.sunits[i as usize].preds,
            Node::Entry => EdgeList::EMPTY,
            Node::Exit => self.exit_preds,
        }
    }

    /// Where the successor list of any node lies (Exit has none).
    pub fn succ_list(&self, node: Node) -> EdgeList {
        match node {
            Node::SUnit(i) => self.sunits[i as usize].succs,
            Node::Entry => self.entry_succs,
            Node::Exit => EdgeList::EMPTY,
        }
    }

    /// The edges of a list of this DAG.
    pub fn edges_in(&self, list: EdgeList) -> &[Edge] {
        &self.edges[list.range()]
    }

    /// Predecessor list of any node (Entry has none).
    pub fn preds(&self, node: Node) -> &[Edge] {
        self.edges_in(self.pred_list(node))
    }

    /// Successor list of any node (Exit has none).
    pub fn succs(&self, node: Node) -> &[Edge] {
        self.edges_in(self.succ_list(node))
    }

    /// Build a DAG from per-node lists: `preds[i]`/`succs[i]` belong to
    /// SUnit `i`, whose own list fields are ignored.
    pub fn from_lists(
        mut sunits: Vec<SUnit>,
        preds: Vec<Vec<Edge>>,
        succs: Vec<Vec<Edge>>,
        entry_succs: Vec<Edge>,
        exit_preds: Vec<Edge>,
    ) -> RegionDag {
        assert!(preds.len() == sunits.len() && succs.len() == sunits.len(), "one list pair per SUnit");
        let total = preds.iter().chain(&succs).map(Vec::len).sum::<usize>() + entry_succs.len() + exit_preds.len();
        let mut edges = Vec::with_capacity(total);
        let mut append = |list: Vec<Edge>| {
            let start = edges.len() as u32;
            edges.extend(list);
            EdgeList { start, len: edges.len() as u32 - start }
        };
        for ((su, p), s) in sunits.iter_mut().zip(preds).zip(succs) {
            su.preds = append(p);
            su.succs = append(s);
        }
        let entry_succs = append(entry_succs);
        let exit_preds = append(exit_preds);
        RegionDag { sunits, edges, entry_succs, exit_preds, exit_instr: None, top_roots: Vec::new(), bot_roots: Vec::new() }
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

/// The serialised form of a DAG: each edge list inside its node, as test
/// cases are written (and as DAGs were stored before the lists were
/// flattened, so old cases still load).
mod wire {
    use super::Edge;
    use serde::{Deserialize, Serialize};

    #[derive(Serialize, Deserialize)]
    pub struct SUnit {
        #[serde(flatten)]
        pub unit: super::SUnit,
        pub preds: Vec<Edge>,
        pub succs: Vec<Edge>,
    }

    #[derive(Serialize, Deserialize)]
    pub struct RegionDag {
        pub sunits: Vec<SUnit>,
        #[serde(default)]
        pub entry_succs: Vec<Edge>,
        #[serde(default)]
        pub exit_preds: Vec<Edge>,
        #[serde(default)]
        pub exit_instr: Option<u32>,
        pub top_roots: Vec<u32>,
        pub bot_roots: Vec<u32>,
    }

    impl From<RegionDag> for super::RegionDag {
        fn from(w: RegionDag) -> super::RegionDag {
            let mut preds = Vec::with_capacity(w.sunits.len());
            let mut succs = Vec::with_capacity(w.sunits.len());
            let mut sunits = Vec::with_capacity(w.sunits.len());
            for s in w.sunits {
                preds.push(s.preds);
                succs.push(s.succs);
                sunits.push(s.unit);
            }
            super::RegionDag {
                exit_instr: w.exit_instr,
                top_roots: w.top_roots,
                bot_roots: w.bot_roots,
                ..super::RegionDag::from_lists(sunits, preds, succs, w.entry_succs, w.exit_preds)
            }
        }
    }

    impl From<super::RegionDag> for RegionDag {
        fn from(d: super::RegionDag) -> RegionDag {
            let sunits = d
                .sunits
                .iter()
                .map(|s| SUnit { unit: s.clone(), preds: d.edges_in(s.preds).to_vec(), succs: d.edges_in(s.succs).to_vec() })
                .collect();
            RegionDag {
                sunits,
                entry_succs: d.edges_in(d.entry_succs).to_vec(),
                exit_preds: d.edges_in(d.exit_preds).to_vec(),
                exit_instr: d.exit_instr,
                top_roots: d.top_roots,
                bot_roots: d.bot_roots,
            }
        }
    }
}
