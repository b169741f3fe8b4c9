//! Where a region's SUnits stood before the founder reordered them.
//!
//! `gcnrs` builds its DAGs on the founder's order, but the order
//! instruction selection left is a candidate of its own: it is what
//! `gcn-iterative-ilp` keeps where its ILP order misses its occupancy
//! target, and on batched_dgemm_6x6 (gfx90a, gfx942) the order that gives up
//! a wave for half the time at 3x memory latency. The shim records each
//! instruction's position before the founder's stages ran
//! (`GcnrsRegion.original_rank`); this turns them into a numbering of the
//! SUnits.

use super::{Node, RegionDag};

/// The SUnits' ranks from per-instruction positions (`position[instr]`
/// for an SUnit's region-relative instruction index), renumbered densely
/// in position order; None unless every SUnit has a position and no two
/// share one. Positions may leave gaps (instructions the founder dropped).
pub fn ranks_of(dag: &RegionDag, position: &[u32]) -> Option<Vec<u32>> {
    let mut by_position: Vec<(u32, usize)> = Vec::with_capacity(dag.len());
    for (n, su) in dag.sunits.iter().enumerate() {
        let p = *position.get(su.instr as usize)?;
        if p == u32::MAX {
            return None;
        }
        by_position.push((p, n));
    }
    by_position.sort_unstable();
    if by_position.windows(2).any(|w| w[0].0 == w[1].0) {
        return None;
    }
    let mut rank = vec![0; dag.len()];
    for (r, &(_, n)) in by_position.iter().enumerate() {
        rank[n] = r as u32;
    }
    Some(rank)
}

impl RegionDag {
    /// Whether numbering SUnit `n` as `rank[n]` puts every predecessor of
    /// a strong, non-artificial edge (a dependence the order must keep)
    /// above its successor. Weak and artificial edges (clusters, IGroupLP)
    /// steer schedulers and may go either way.
    pub fn respects_dependences(&self, rank: &[u32]) -> bool {
        (0..self.len() as u32).all(|n| {
            self.succs(Node::SUnit(n)).iter().all(|e| match e.node {
                Node::SUnit(s) if !e.weak && !e.artificial => rank[n as usize] < rank[s as usize],
                _ => true,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::ranks_of;
    use crate::sched::dag::EdgeSpec;
    use crate::sched::RegionDag;

    /// Two independent chains a0 -> a1 and b0 -> b1 interleaved: a0, b0,
    /// a1, b1 (SUnits 0 to 3, so the edges are 0 -> 2 and 1 -> 3).
    fn interleaved() -> RegionDag {
        RegionDag::from_edges(&[1, 1, 1, 1], &[EdgeSpec::data(0u32, 2u32, 1), EdgeSpec::data(1u32, 3u32, 1)])
    }

    #[test]
    fn only_dependences_bind_a_numbering() {
        let dag = interleaved();
        // Chain by chain keeps both dependences; b1 above a0's chain too.
        assert!(dag.respects_dependences(&[0, 2, 1, 3]));
        assert!(dag.respects_dependences(&[1, 0, 3, 2]));
        // a1 above a0 breaks 0 -> 2.
        assert!(!dag.respects_dependences(&[1, 2, 0, 3]));
        // An artificial edge 3 -> 0 (a cluster) may be broken.
        let clustered = RegionDag::from_edges(
            &[1, 1, 1, 1],
            &[EdgeSpec::data(0u32, 2u32, 1), EdgeSpec::data(1u32, 3u32, 1), EdgeSpec::artificial(3u32, 0u32)],
        );
        assert!(clustered.respects_dependences(&[0, 1, 2, 3]));
    }

    #[test]
    fn ranks_need_every_sunit_placed_once() {
        let dag = interleaved();
        // Positions by instruction, with a gap (3 dropped) and a debug
        // instruction's MAX that no SUnit names.
        assert_eq!(ranks_of(&dag, &[0, 5, 2, 7, u32::MAX]), Some(vec![0, 2, 1, 3]));
        assert_eq!(ranks_of(&dag, &[0, 5, 2, u32::MAX]), None, "an SUnit without a position");
        assert_eq!(ranks_of(&dag, &[0, 2, 2, 3]), None, "two SUnits at one position");
        assert_eq!(ranks_of(&dag, &[0, 1]), None, "positions for too few instructions");
    }
}
