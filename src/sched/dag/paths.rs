//! Longest latency paths: LLVM's `SUnit::getDepth()` / `getHeight()` on a
//! freshly built DAG.
//!
//! LLVM computes both lazily (`ComputeDepth`/`ComputeHeight` walk dirty
//! nodes with a work list), but on a DAG nobody has scheduled yet the lazy
//! value is simply the longest path: depth = max over predecessor edges of
//! (pred depth + edge latency), height = max over successor edges of
//! (succ height + edge latency), 0 without edges. Every edge counts: weak,
//! artificial, control and boundary edges alike. The value does not depend
//! on list order, so a topological sweep reproduces it.

use super::{DagError, RegionDag};

impl RegionDag {
    /// All nodes (dense indices, see [`RegionDag::node_index`]) in a
    /// topological order, or the set of nodes left on a cycle.
    pub fn topo_order(&self) -> Result<Vec<usize>, DagError> {
        let total = self.num_nodes();
        let mut indeg: Vec<usize> =
            (0..total).map(|i| self.preds(self.node_at(i)).len()).collect();
        let mut ready: Vec<usize> = (0..total).filter(|&i| indeg[i] == 0).collect();
        let mut order = Vec::with_capacity(total);
        while let Some(i) = ready.pop() {
            order.push(i);
            for e in self.succs(self.node_at(i)) {
                let t = self.node_index(e.node);
                indeg[t] -= 1;
                if indeg[t] == 0 {
                    ready.push(t);
                }
            }
        }
        if order.len() != total {
            let on_cycle = (0..total).filter(|&i| indeg[i] > 0).map(|i| self.node_at(i)).collect();
            return Err(DagError::Cycle { nodes: on_cycle });
        }
        Ok(order)
    }

    /// Depth of every node, by dense index (Entry's is 0).
    pub fn compute_depths(&self) -> Result<Vec<u32>, DagError> {
        let order = self.topo_order()?;
        let mut depth = vec![0u32; self.num_nodes()];
        for &i in &order {
            let d = self
                .preds(self.node_at(i))
                .iter()
                .map(|e| depth[self.node_index(e.node)].wrapping_add(e.latency))
                .max()
                .unwrap_or(0);
            depth[i] = d;
        }
        Ok(depth)
    }

    /// Height of every node, by dense index (Exit's is 0).
    pub fn compute_heights(&self) -> Result<Vec<u32>, DagError> {
        let order = self.topo_order()?;
        let mut height = vec![0u32; self.num_nodes()];
        for &i in order.iter().rev() {
            let h = self
                .succs(self.node_at(i))
                .iter()
                .map(|e| height[self.node_index(e.node)].wrapping_add(e.latency))
                .max()
                .unwrap_or(0);
            height[i] = h;
        }
        Ok(height)
    }
}
