//! The region's DAG without the artificial edges its current order already
//! breaks, or without any.
//!
//! A DAG rebuilt on an order LLVM has scheduled can ask for the opposite of
//! that order. The load-clustering mutation pairs two nearby loads and
//! copies the first one's successors onto the second with strong artificial
//! edges, so that nothing using the first load separates them. Built on the
//! scheduled order, it pairs loads the scheduler had already placed apart,
//! and the copied edges then put the second load above consumers that the
//! order has above it (`reduce_atx48` on gfx1100 wave64: each
//! `GLOBAL_LOAD_DWORDX4` ordered above the four FMACs of its neighbour's
//! result). No order of that DAG is the current one, and the closest ones
//! hold a 128-bit load result open over those FMACs: a list scheduler held
//! to the current order's own register peak then fits nothing.
//!
//! Those edges carry no dependence (the legality checker never reads the
//! DAG) and the current order, which LLVM produced, breaks them; so an
//! order that breaks them too is as legal as the current one. Dropping
//! exactly the edges the current order breaks keeps every other mutation
//! edge, and makes the current order one of the DAG's orders again.
//!
//! Without any artificial edge is what an order for more waves is sought
//! on where no clustered order fits them: the clusters hold results open
//! together, and LLVM's own minreg schedules without them.

use super::{Edge, Node, RegionDag};

impl RegionDag {
    /// Artificial SUnit edges pointing against NodeNum order (from a later
    /// SUnit to an earlier one): the ones the current order breaks.
    pub fn backward_artificial_edges(&self) -> usize {
        (0..self.len() as u32)
            .map(|i| self.succs(Node::SUnit(i)).iter().filter(|e| breaks_order(i, e.node, e)).count())
            .sum()
    }

    /// A copy without the artificial edges the current order breaks (see
    /// the module doc), its counters, depths, heights and roots
    /// recomputed; None when there are none, so that callers keep the DAG
    /// they have.
    pub fn without_backward_artificial(&self) -> Option<RegionDag> {
        self.without_edges(breaks_order)
    }

    /// A copy without any artificial edge; None when there are none.
    pub fn without_artificial(&self) -> Option<RegionDag> {
        self.without_edges(|_, _, e| e.artificial)
    }

    /// A copy without the SUnit-to-SUnit edges `drop(from, to, edge)`
    /// picks; None when it picks none.
    fn without_edges(&self, drop: impl Fn(u32, Node, &Edge) -> bool) -> Option<RegionDag> {
        let dropped = |from: u32, to: Node, e: &Edge| to.sunit().is_some() && drop(from, to, e);
        let any = (0..self.len() as u32).any(|i| self.succs(Node::SUnit(i)).iter().any(|e| dropped(i, e.node, e)));
        if !any {
            return None;
        }
        let n = self.len();
        let mut sunits = self.sunits.clone();
        let mut preds: Vec<Vec<Edge>> = Vec::with_capacity(n);
        let mut succs: Vec<Vec<Edge>> = Vec::with_capacity(n);
        for i in 0..n as u32 {
            let me = Node::SUnit(i);
            let su = &mut sunits[i as usize];
            let kept_succs: Vec<Edge> = self.succs(me).iter().filter(|e| !dropped(i, e.node, e)).copied().collect();
            let kept_preds: Vec<Edge> =
                self.preds(me).iter().filter(|e| !e.node.sunit().is_some_and(|p| dropped(p, me, e))).copied().collect();
            // Dropped edges are strong Order edges: they count in the
            // `...Left` counters only, never in the data counts.
            su.num_succs_left -= (self.succs(me).len() - kept_succs.len()) as u32;
            su.num_preds_left -= (self.preds(me).len() - kept_preds.len()) as u32;
            preds.push(kept_preds);
            succs.push(kept_succs);
        }
        let entry = self.succs(Node::Entry).to_vec();
        let exit = self.preds(Node::Exit).to_vec();
        let mut out = RegionDag::from_lists(sunits, preds, succs, entry, exit);
        out.exit_instr = self.exit_instr;
        // Depths, heights and roots of the DAG as it now is; dropping edges
        // cannot make a cycle.
        out.finish().ok()?;
        Some(out)
    }
}

/// Whether `e`, an edge from SUnit `from` to `to`, is artificial and points
/// against NodeNum order.
fn breaks_order(from: u32, to: Node, e: &Edge) -> bool {
    e.artificial && to.sunit().is_some_and(|t| t < from)
}

#[cfg(test)]
mod tests {
    use crate::sched::dag::EdgeSpec;
    use crate::sched::{Node, RegionDag};

    /// Two loads (0 and 3) each with a consumer (1 and 2) in the order
    /// 0, 1, 2, 3; clustering copied load 0's successor onto load 3 as the
    /// artificial edge 3 -> 1, which the order breaks.
    fn clustered() -> RegionDag {
        RegionDag::from_edges(
            &[4, 1, 1, 4],
            &[EdgeSpec::data(0u32, 1u32, 4), EdgeSpec::data(3u32, 2u32, 4), EdgeSpec::artificial(3u32, 1u32), EdgeSpec::artificial(0u32, 2u32)],
        )
    }

    #[test]
    fn only_the_edges_the_order_breaks_go() {
        let dag = clustered();
        assert_eq!(dag.backward_artificial_edges(), 1);
        let r = dag.without_backward_artificial().expect("one edge to drop");
        assert_eq!(r.backward_artificial_edges(), 0);
        // The forward artificial edge 0 -> 2 and both data edges stay.
        let succs = |d: &RegionDag, i: u32| -> Vec<Option<u32>> { d.succs(Node::SUnit(i)).iter().map(|e| e.node.sunit()).collect() };
        assert_eq!(succs(&r, 0), vec![Some(1), Some(2)]);
        assert_eq!(succs(&r, 3), vec![Some(2)]);
        assert!(r.preds(Node::SUnit(1)).iter().all(|e| e.node.sunit() == Some(0)));
        // Counters: SUnit 1 waits for 0 only; 3 has one successor left.
        assert_eq!(r.sunit(1).num_preds_left, 1);
        assert_eq!(r.sunit(3).num_succs_left, 1);
        assert_eq!(r.sunit(1).num_preds, dag.sunit(1).num_preds);
        // The current order is an order of the new DAG: 3 is a top root.
        assert_eq!(r.top_roots, vec![0, 3]);
        assert!(r.verify().is_ok(), "{:?}", r.verify());
    }

    #[test]
    fn every_artificial_edge_goes_when_asked() {
        let dag = clustered();
        let r = dag.without_artificial().expect("two edges to drop");
        let succs = |d: &RegionDag, i: u32| -> Vec<Option<u32>> { d.succs(Node::SUnit(i)).iter().map(|e| e.node.sunit()).collect() };
        // Only the data edges 0 -> 1 and 3 -> 2 stay.
        assert_eq!(succs(&r, 0), vec![Some(1)]);
        assert_eq!(succs(&r, 3), vec![Some(2)]);
        assert_eq!(r.sunit(2).num_preds_left, 1);
        assert_eq!(r.sunit(0).num_succs_left, 1);
        assert!(r.verify().is_ok(), "{:?}", r.verify());
        // Nothing artificial left: nothing to drop.
        assert!(r.without_artificial().is_none());
    }

    #[test]
    fn a_dag_the_order_keeps_is_left_alone() {
        let dag = RegionDag::from_edges(&[1, 1], &[EdgeSpec::artificial(0u32, 1u32)]);
        assert!(dag.without_backward_artificial().is_none());
    }
}
