//! Structural validation of a [`RegionDag`], mainly for snapshots coming
//! from the shim: every number LLVM derives from the edge lists is
//! recomputed and compared, so an export bug shows up as a precise error
//! instead of a silently different schedule.

use super::{DepKind, Edge, Node, RegionDag};
use crate::snapshot::Reg;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DagError {
    NodeOutOfRange { from: Node, to: Node },
    /// An edge into Entry, out of Exit, or a self loop.
    BadEndpoints { from: Node, to: Node },
    /// `weak`/`artificial` set on a non-Order edge (or both set).
    FlagOnNonOrderEdge { from: Node, to: Node },
    Cycle { nodes: Vec<Node> },
    /// The edge appears in one endpoint's list but not in the other's.
    UnmirroredEdge { from: Node, to: Node, kind: DepKind, latency: u32, reg: Option<Reg> },
    /// A stored counter differs from the one recomputed from the edges.
    Counter { su: u32, field: &'static str, stored: u32, computed: u32 },
    /// Stored depth/height differs from the recomputed longest path.
    Path { su: u32, field: &'static str, stored: u32, computed: u32 },
    /// `top_roots`/`bot_roots` differ from the counters.
    Roots { which: &'static str, stored: Vec<u32>, computed: Vec<u32> },
    /// Instruction indices must increase with NodeNum and stay below the
    /// boundary instruction.
    InstrOrder { su: u32 },
}

impl fmt::Display for DagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DagError::NodeOutOfRange { from, to } => write!(f, "edge {from} -> {to}: no such node"),
            DagError::BadEndpoints { from, to } => {
                write!(f, "edge {from} -> {to}: not representable (into Entry, out of Exit, or loop)")
            }
            DagError::FlagOnNonOrderEdge { from, to } => {
                write!(f, "edge {from} -> {to}: weak/artificial flags need an Order edge, one at a time")
            }
            DagError::Cycle { nodes } => write!(f, "cycle through {nodes:?}"),
            DagError::UnmirroredEdge { from, to, kind, latency, reg } => write!(
                f,
                "edge {from} -> {to} ({kind:?}, latency {latency}, reg {reg:?}) is not in both lists"
            ),
            DagError::Counter { su, field, stored, computed } => {
                write!(f, "SU({su}).{field} = {stored}, edges say {computed}")
            }
            DagError::Path { su, field, stored, computed } => {
                write!(f, "SU({su}).{field} = {stored}, longest path is {computed}")
            }
            DagError::Roots { which, stored, computed } => {
                write!(f, "{which} = {stored:?}, counters say {computed:?}")
            }
            DagError::InstrOrder { su } => write!(f, "SU({su}) has an out-of-order instruction index"),
        }
    }
}

impl std::error::Error for DagError {}

/// An edge with both endpoints, comparable across the two lists
/// (`Reg` has no ordering, so it is keyed as (is physical, number)).
type FullEdge = (Node, Node, DepKind, bool, bool, u32, Option<(bool, u32)>);

fn full(from: Node, to: Node, e: &Edge) -> FullEdge {
    let reg = e.reg.map(|r| match r {
        Reg::Virt(v) => (false, v),
        Reg::Phys(p) => (true, p),
    });
    (from, to, e.kind, e.weak, e.artificial, e.latency, reg)
}

impl RegionDag {
    /// Check every invariant LLVM's DAG satisfies. Returns all problems.
    pub fn verify(&self) -> Result<(), Vec<DagError>> {
        let mut errs = Vec::new();
        let n = self.sunits.len();
        let in_range = |node: Node| node.sunit().is_none_or(|i| (i as usize) < n);

        // Endpoints and flags, from both directions.
        let mut from_succs: Vec<FullEdge> = Vec::new();
        let mut from_preds: Vec<FullEdge> = Vec::new();
        for i in 0..self.num_nodes() {
            let me = self.node_at(i);
            for e in self.succs(me) {
                from_succs.push(full(me, e.node, e));
            }
            for e in self.preds(me) {
                from_preds.push(full(e.node, me, e));
            }
        }
        for &(from, to, kind, weak, artificial, _, _) in from_succs.iter().chain(&from_preds) {
            if !in_range(from) || !in_range(to) {
                errs.push(DagError::NodeOutOfRange { from, to });
            } else if to == Node::Entry || from == Node::Exit || from == to {
                errs.push(DagError::BadEndpoints { from, to });
            } else if ((weak || artificial) && kind != DepKind::Order) || (weak && artificial) {
                errs.push(DagError::FlagOnNonOrderEdge { from, to });
            }
        }
        if !errs.is_empty() {
            errs.dedup();
            return Err(errs);
        }

        // Mirroring: the two lists must hold the same multiset of edges.
        from_succs.sort();
        from_preds.sort();
        if from_succs != from_preds {
            let mut a = from_succs.iter().peekable();
            let mut b = from_preds.iter().peekable();
            loop {
                let odd = match (a.peek(), b.peek()) {
                    (None, None) => break,
                    (Some(x), Some(y)) if x == y => {
                        a.next();
                        b.next();
                        continue;
                    }
                    (Some(x), Some(y)) if x < y => a.next().unwrap(),
                    (Some(_), None) => a.next().unwrap(),
                    _ => b.next().unwrap(),
                };
                let &(from, to, kind, _, _, latency, reg) = odd;
                let reg = reg.map(|(phys, n)| if phys { Reg::Phys(n) } else { Reg::Virt(n) });
                errs.push(DagError::UnmirroredEdge { from, to, kind, latency, reg });
            }
            return Err(errs);
        }

        // Counters.
        for (i, su) in self.sunits.iter().enumerate() {
            let su_num = i as u32;
            let count = |edges: &[Edge], f: &dyn Fn(&Edge) -> bool| {
                edges.iter().filter(|e| f(e)).count() as u32
            };
            let checks = [
                ("num_preds", su.num_preds, count(self.edges_in(su.preds), &|e| !e.is_ctrl())),
                ("num_succs", su.num_succs, count(self.edges_in(su.succs), &|e| !e.is_ctrl())),
                ("num_preds_left", su.num_preds_left, count(self.edges_in(su.preds), &|e| !e.weak)),
                ("num_succs_left", su.num_succs_left, count(self.edges_in(su.succs), &|e| !e.weak)),
                ("weak_preds_left", su.weak_preds_left, count(self.edges_in(su.preds), &|e| e.weak)),
                ("weak_succs_left", su.weak_succs_left, count(self.edges_in(su.succs), &|e| e.weak)),
            ];
            for (field, stored, computed) in checks {
                if stored != computed {
                    errs.push(DagError::Counter { su: su_num, field, stored, computed });
                }
            }
            if i > 0 && su.instr <= self.sunits[i - 1].instr {
                errs.push(DagError::InstrOrder { su: su_num });
            }
            if matches!(self.exit_instr, Some(x) if su.instr >= x) {
                errs.push(DagError::InstrOrder { su: su_num });
            }
        }

        // Paths (also detects cycles).
        match (self.compute_depths(), self.compute_heights()) {
            (Ok(depth), Ok(height)) => {
                for (i, su) in self.sunits.iter().enumerate() {
                    let su_num = i as u32;
                    if let Some(d) = su.depth {
                        if d != depth[i] {
                            errs.push(DagError::Path { su: su_num, field: "depth", stored: d, computed: depth[i] });
                        }
                    }
                    if let Some(h) = su.height {
                        if h != height[i] {
                            errs.push(DagError::Path { su: su_num, field: "height", stored: h, computed: height[i] });
                        }
                    }
                }
            }
            (Err(e), _) | (_, Err(e)) => errs.push(e),
        }

        let (top, bot) = self.find_roots();
        if top != self.top_roots {
            errs.push(DagError::Roots { which: "top_roots", stored: self.top_roots.clone(), computed: top });
        }
        if bot != self.bot_roots {
            errs.push(DagError::Roots { which: "bot_roots", stored: self.bot_roots.clone(), computed: bot });
        }

        if errs.is_empty() {
            Ok(())
        } else {
            Err(errs)
        }
    }
}
