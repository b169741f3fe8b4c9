//! Building a [`RegionDag`] from an edge list the way LLVM would have built
//! it: `SUnit::addPred` bookkeeping, then `findRootsAndBiasEdges`.

use super::{DagError, DepKind, Edge, EdgeList, Node, RegionDag, SUnit};
use crate::snapshot::Reg;

/// One edge to add, in the order `SUnit::addPred` would have been called.
/// Each call appends to the end of both the predecessor list of `to` and
/// the successor list of `from`, so the order of a list of `EdgeSpec`s fixes
/// every list order of the DAG (before the critical-path bias).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeSpec {
    pub from: Node,
    pub to: Node,
    pub kind: DepKind,
    pub weak: bool,
    pub artificial: bool,
    pub latency: u32,
    pub reg: Option<Reg>,
}

impl EdgeSpec {
    fn new(from: impl Into<Node>, to: impl Into<Node>, kind: DepKind, latency: u32) -> EdgeSpec {
        EdgeSpec {
            from: from.into(),
            to: to.into(),
            kind,
            weak: false,
            artificial: false,
            latency,
            reg: None,
        }
    }

    /// A data (true) dependence.
    pub fn data(from: impl Into<Node>, to: impl Into<Node>, latency: u32) -> EdgeSpec {
        EdgeSpec::new(from, to, DepKind::Data, latency)
    }

    /// An anti dependence (LLVM gives these latency 0).
    pub fn anti(from: impl Into<Node>, to: impl Into<Node>) -> EdgeSpec {
        EdgeSpec::new(from, to, DepKind::Anti, 0)
    }

    /// An output dependence.
    pub fn output(from: impl Into<Node>, to: impl Into<Node>, latency: u32) -> EdgeSpec {
        EdgeSpec::new(from, to, DepKind::Output, latency)
    }

    /// A strong order edge (memory or barrier), latency 0.
    pub fn order(from: impl Into<Node>, to: impl Into<Node>) -> EdgeSpec {
        EdgeSpec::new(from, to, DepKind::Order, 0)
    }

    /// A strong artificial order edge, latency 0.
    pub fn artificial(from: impl Into<Node>, to: impl Into<Node>) -> EdgeSpec {
        EdgeSpec { artificial: true, ..EdgeSpec::new(from, to, DepKind::Order, 0) }
    }

    /// A weak (e.g. cluster) order edge, latency 0.
    pub fn weak(from: impl Into<Node>, to: impl Into<Node>) -> EdgeSpec {
        EdgeSpec { weak: true, ..EdgeSpec::new(from, to, DepKind::Order, 0) }
    }

    pub fn with_latency(self, latency: u32) -> EdgeSpec {
        EdgeSpec { latency, ..self }
    }

    pub fn with_reg(self, reg: Reg) -> EdgeSpec {
        EdgeSpec { reg: Some(reg), ..self }
    }

    fn edge_to(&self, node: Node) -> Edge {
        Edge {
            node,
            kind: self.kind,
            weak: self.weak,
            artificial: self.artificial,
            latency: self.latency,
            reg: self.reg,
        }
    }

    /// One end's share of the `addPred` bookkeeping: a data edge counts in
    /// `NumPreds`/`NumSuccs` (`data`), a weak edge in `Weak*Left`, any other
    /// in `Num*Left`.
    fn count_in(&self, data: &mut u32, weak_left: &mut u32, left: &mut u32) {
        if self.kind == DepKind::Data {
            *data += 1;
        }
        *(if self.weak { weak_left } else { left }) += 1;
    }
}

impl RegionDag {
    /// Build a DAG from edges in `addPred` order, then apply
    /// `findRootsAndBiasEdges` (critical-path bias of every predecessor list,
    /// roots). SUnit `i` gets latency `latencies[i]` and instruction index
    /// `i`. Panics on malformed input; see [`RegionDag::try_from_edges`].
    pub fn from_edges(latencies: &[u32], edges: &[EdgeSpec]) -> RegionDag {
        RegionDag::try_from_edges(latencies, edges).unwrap_or_else(|e| panic!("bad DAG: {e}"))
    }

    /// Like [`RegionDag::from_edges`] but keeps every list exactly in edge
    /// order (no critical-path bias): for tests that need to dictate the
    /// final list order, as the shim does when it exports LLVM's lists.
    pub fn from_edges_exact(latencies: &[u32], edges: &[EdgeSpec]) -> RegionDag {
        RegionDag::try_from_edges_exact(latencies, edges)
            .unwrap_or_else(|e| panic!("bad DAG: {e}"))
    }

    pub fn try_from_edges(latencies: &[u32], edges: &[EdgeSpec]) -> Result<RegionDag, DagError> {
        let mut dag = RegionDag::try_from_edges_exact(latencies, edges)?;
        dag.bias_critical_paths();
        Ok(dag)
    }

    pub fn try_from_edges_exact(
        latencies: &[u32],
        edges: &[EdgeSpec],
    ) -> Result<RegionDag, DagError> {
        let n = latencies.len();
        let mut lists = Lists {
            sunits: latencies
                .iter()
                .enumerate()
                .map(|(i, &latency)| SUnit {
                    instr: i as u32,
                    latency,
                    preds: EdgeList::EMPTY,
                    succs: EdgeList::EMPTY,
                    num_preds: 0,
                    num_succs: 0,
                    num_preds_left: 0,
                    num_succs_left: 0,
                    weak_preds_left: 0,
                    weak_succs_left: 0,
                    depth: None,
                    height: None,
                })
                .collect(),
            preds: vec![Vec::new(); n],
            succs: vec![Vec::new(); n],
            entry_succs: Vec::new(),
            exit_preds: Vec::new(),
        };
        for e in edges {
            check_spec(e, n)?;
            lists.add_edge(e);
        }
        let mut dag = RegionDag::from_lists(lists.sunits, lists.preds, lists.succs, lists.entry_succs, lists.exit_preds);
        dag.finish()?;
        Ok(dag)
    }

    /// Fill the derived fields after the edges are in: depth/height (which
    /// also proves the graph acyclic) and the roots.
    pub(crate) fn finish(&mut self) -> Result<(), DagError> {
        let depth = self.compute_depths()?;
        let height = self.compute_heights()?;
        for (i, su) in self.sunits.iter_mut().enumerate() {
            su.depth = Some(depth[i]);
            su.height = Some(height[i]);
        }
        let (top, bot) = self.find_roots();
        self.top_roots = top;
        self.bot_roots = bot;
        Ok(())
    }

    /// `SUnit::biasCriticalPath` for every SUnit and then ExitSU, as
    /// `findRootsAndBiasEdges` does. For a node with at least two data
    /// predecessors, the data predecessor of strictly greatest depth (first
    /// one on ties) is **swapped** with the first list entry. The first
    /// entry's depth is the initial maximum whatever its kind; only data
    /// edges can beat it. Depths do not depend on list order, so one
    /// depth computation serves all nodes.
    pub fn bias_critical_paths(&mut self) {
        let depth = match self.compute_depths() {
            Ok(d) => d,
            Err(_) => return, // cyclic: nothing sensible to bias
        };
        let n = self.sunits.len();
        let depth_of = |node: Node| -> u32 {
            match node {
                Node::SUnit(i) => depth[i as usize],
                Node::Entry => depth[n],
                Node::Exit => depth[n + 1],
            }
        };
        let bias = |preds: &mut [Edge]| {
            let data = preds.iter().filter(|e| !e.is_ctrl()).count();
            if data < 2 {
                return;
            }
            let mut best = 0;
            let mut max = depth_of(preds[0].node);
            for (i, e) in preds.iter().enumerate().skip(1) {
                let d = depth_of(e.node);
                if e.kind == DepKind::Data && d > max {
                    max = d;
                    best = i;
                }
            }
            preds.swap(0, best);
        };
        for list in self.sunits.iter().map(|su| su.preds).chain([self.exit_preds]) {
            bias(&mut self.edges[list.range()]);
        }
    }

    /// Top roots (`NumPredsLeft == 0`) and bottom roots (`NumSuccsLeft ==
    /// 0`), both in NodeNum order, from the stored counters as
    /// `findRootsAndBiasEdges` reads them.
    pub fn find_roots(&self) -> (Vec<u32>, Vec<u32>) {
        let top = (0..self.sunits.len() as u32)
            .filter(|&i| self.sunits[i as usize].num_preds_left == 0)
            .collect();
        let bot = (0..self.sunits.len() as u32)
            .filter(|&i| self.sunits[i as usize].num_succs_left == 0)
            .collect();
        (top, bot)
    }
}

/// A DAG under construction: the SUnits with their counters, and each
/// node's lists until [`RegionDag::from_lists`] lays them out.
struct Lists {
    sunits: Vec<SUnit>,
    preds: Vec<Vec<Edge>>,
    succs: Vec<Vec<Edge>>,
    entry_succs: Vec<Edge>,
    exit_preds: Vec<Edge>,
}

impl Lists {
    /// `SUnit::addPred` without the duplicate merging: append to both lists
    /// and update both ends' counters exactly as LLVM does.
    fn add_edge(&mut self, e: &EdgeSpec) {
        match e.to {
            Node::SUnit(t) => {
                self.preds[t as usize].push(e.edge_to(e.from));
                let su = &mut self.sunits[t as usize];
                e.count_in(&mut su.num_preds, &mut su.weak_preds_left, &mut su.num_preds_left);
            }
            Node::Exit => self.exit_preds.push(e.edge_to(e.from)),
            Node::Entry => unreachable!("checked by check_spec"),
        }
        match e.from {
            Node::SUnit(f) => {
                self.succs[f as usize].push(e.edge_to(e.to));
                let su = &mut self.sunits[f as usize];
                e.count_in(&mut su.num_succs, &mut su.weak_succs_left, &mut su.num_succs_left);
            }
            Node::Entry => self.entry_succs.push(e.edge_to(e.to)),
            Node::Exit => unreachable!("checked by check_spec"),
        }
    }
}

fn check_spec(e: &EdgeSpec, n: usize) -> Result<(), DagError> {
    let in_range = |node: Node| node.sunit().is_none_or(|i| (i as usize) < n);
    if !in_range(e.from) || !in_range(e.to) {
        return Err(DagError::NodeOutOfRange { from: e.from, to: e.to });
    }
    if e.to == Node::Entry || e.from == Node::Exit || e.from == e.to {
        return Err(DagError::BadEndpoints { from: e.from, to: e.to });
    }
    if (e.weak || e.artificial) && e.kind != DepKind::Order {
        return Err(DagError::FlagOnNonOrderEdge { from: e.from, to: e.to });
    }
    if e.weak && e.artificial {
        return Err(DagError::FlagOnNonOrderEdge { from: e.from, to: e.to });
    }
    Ok(())
}
