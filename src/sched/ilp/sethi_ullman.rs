//! Sethi-Ullman numbers as GCNILPScheduler computes them
//! (`CalcNodeSethiUllmanNumber`).
//!
//! Over data predecessors in list order: keep the largest number seen and
//! count how many later predecessors tie with it (a larger one resets the
//! count); the node's number is largest + ties, at least 1. LLVM recurses
//! with memoisation; the value is a pure function of the predecessors'
//! values, so a topological sweep gives the same numbers without deep
//! recursion.

use crate::sched::dag::{Node, RegionDag};

/// Numbers indexed by NodeNum.
///
/// Boundary predecessors are skipped: LLVM would index its table with
/// EntrySU's invalid NodeNum, which never happens because EntrySU has no
/// edges in DAGs that `buildSchedGraph` builds.
pub fn sethi_ullman_numbers(dag: &RegionDag, topo: &[usize]) -> Vec<u32> {
    let n = dag.len();
    let mut num = vec![0u32; n];
    for &i in topo {
        if i >= n {
            continue;
        }
        let mut best = 0u32;
        let mut extra = 0u32;
        for e in dag.preds(Node::SUnit(i as u32)) {
            if e.is_ctrl() {
                continue;
            }
            let Node::SUnit(p) = e.node else { continue };
            let pv = num[p as usize];
            if pv > best {
                best = pv;
                extra = 0;
            } else if pv == best {
                extra += 1;
            }
        }
        num[i] = (best + extra).max(1);
    }
    num
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::dag::EdgeSpec;

    #[test]
    fn ties_raise_the_number() {
        // Leaves 0,1,2,3 get 1. Node 4 = op(0,1): 1 + one tie = 2.
        // Node 5 = op(4,2): 2 beats 1, no tie = 2. Node 6 = op(4,5): tie = 3.
        // Node 7 = op(3) through an order edge only: no data preds = 1.
        let dag = RegionDag::from_edges(
            &[1; 8],
            &[
                EdgeSpec::data(0, 4, 1),
                EdgeSpec::data(1, 4, 1),
                EdgeSpec::data(4, 5, 1),
                EdgeSpec::data(2, 5, 1),
                EdgeSpec::data(4, 6, 1),
                EdgeSpec::data(5, 6, 1),
                EdgeSpec::order(3, 7),
            ],
        );
        let topo = dag.topo_order().unwrap();
        assert_eq!(sethi_ullman_numbers(&dag, &topo), vec![1, 1, 1, 1, 2, 2, 3, 1]);
    }

    #[test]
    fn smaller_after_larger_is_not_a_tie() {
        // Node 3 = op(2, 0) with SU(2) = 2 (ties of 0 and 1) and SU(0) = 1:
        // best stays 2 and 1 < 2 adds nothing -> 2. Reversed list order
        // (0 first): best 1, then 2 resets -> 2 as well.
        let edges = [EdgeSpec::data(0, 2, 1), EdgeSpec::data(1, 2, 1), EdgeSpec::data(2, 3, 1), EdgeSpec::data(0, 3, 1)];
        let dag = RegionDag::from_edges_exact(&[1; 4], &edges);
        let topo = dag.topo_order().unwrap();
        assert_eq!(sethi_ullman_numbers(&dag, &topo)[3], 2);
        let reversed = [edges[0], edges[1], edges[3], edges[2]];
        let dag = RegionDag::from_edges_exact(&[1; 4], &reversed);
        assert_eq!(dag.preds(Node::SUnit(3))[0].node, Node::SUnit(0));
        let topo = dag.topo_order().unwrap();
        assert_eq!(sethi_ullman_numbers(&dag, &topo)[3], 2);
    }
}
