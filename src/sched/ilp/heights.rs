//! LLVM's lazily maintained SUnit heights, reproduced exactly.
//!
//! GCNILPScheduler raises heights while it runs (`setHeightToAtLeast` when
//! releasing a predecessor). LLVM's bookkeeping, which this module mirrors:
//! * every node has a height value and a "current" flag;
//! * reading a height that is not current recomputes it, and every stale
//!   node below it, as max over successor edges of (successor height + edge
//!   latency), 0 without successors (`SUnit::ComputeHeight`);
//! * marking a node dirty also marks every transitive predecessor that is
//!   still current (`SUnit::setHeightDirty`);
//! * raising: if the new value exceeds the current height, mark the node
//!   dirty (so its predecessors are recomputed later), then store the new
//!   value and mark the node itself current.
//!
//! Note what LLVM does *not* do: a node that was raised and later becomes
//! dirty is recomputed from its successors and the raised value is
//! forgotten. Heights nevertheless never go down in practice because a
//! raise uses (successor height + edge latency), which the recomputation
//! includes; the port keeps LLVM's exact rule rather than relying on that.

use crate::sched::dag::RegionDag;

pub struct LazyHeights<'a> {
    dag: &'a RegionDag,
    value: Vec<u32>,
    current: Vec<bool>,
    /// Work list of the walks, kept between calls: a schedule raises and
    /// recomputes heights once per released edge, and a fresh list each
    /// time made the allocator a large share of the ILP scheduler's time.
    stack: Vec<usize>,
}

impl<'a> LazyHeights<'a> {
    /// All heights stale, as for freshly constructed SUnits. Equivalent to
    /// whatever mix of current/stale LLVM holds before the scheduler runs,
    /// because a current height on an unscheduled DAG equals the
    /// recomputed one.
    pub fn new(dag: &'a RegionDag) -> LazyHeights<'a> {
        let n = dag.num_nodes();
        LazyHeights { dag, value: vec![0; n], current: vec![false; n], stack: Vec::new() }
    }

    /// `getHeight()` of the node with dense index `i`. The comparisons
    /// read heights in their inner loop, almost always current ones: that
    /// check is inlined, the recomputation is not.
    #[inline]
    pub fn get(&mut self, i: usize) -> u32 {
        if !self.current[i] {
            self.compute(i);
        }
        self.value[i]
    }

    /// `setHeightToAtLeast`.
    pub fn raise(&mut self, i: usize, new_height: u32) {
        if new_height <= self.get(i) {
            return;
        }
        self.set_dirty(i);
        self.value[i] = new_height;
        self.current[i] = true;
    }

    /// `setHeightDirty`: stop at nodes that are already stale, since their
    /// predecessors were marked when they became stale.
    fn set_dirty(&mut self, i: usize) {
        if !self.current[i] {
            return;
        }
        // `compute` may be using the work list: this walk starts its own
        // segment above whatever is there and leaves it as it found it.
        let base = self.stack.len();
        self.stack.push(i);
        while self.stack.len() > base {
            let n = self.stack.pop().expect("above base");
            self.current[n] = false;
            for e in self.dag.preds(self.dag.node_at(n)) {
                let p = self.dag.node_index(e.node);
                if self.current[p] {
                    self.stack.push(p);
                }
            }
        }
    }

    /// `ComputeHeight`: depth-first over stale successors with an explicit
    /// stack (regions can be thousands of instructions deep).
    #[inline(never)]
    fn compute(&mut self, i: usize) {
        debug_assert!(self.stack.is_empty());
        self.stack.push(i);
        while let Some(&cur) = self.stack.last() {
            let mut done = true;
            let mut max = 0u32;
            for e in self.dag.succs(self.dag.node_at(cur)) {
                let s = self.dag.node_index(e.node);
                if self.current[s] {
                    max = max.max(self.value[s].wrapping_add(e.latency));
                } else {
                    done = false;
                    self.stack.push(s);
                }
            }
            if done {
                self.stack.pop();
                if max != self.value[cur] {
                    // A no-op unless `cur` is already current (a duplicate
                    // stack entry); kept because LLVM does it.
                    self.set_dirty(cur);
                    self.value[cur] = max;
                }
                self.current[cur] = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::dag::EdgeSpec;

    #[test]
    fn lazy_matches_longest_path_and_raise_propagates() {
        // 0 -> 1 -> 2, 0 -> 2; latencies on edges 2, 3, 1.
        // Heights by hand: h2 = 0, h1 = 3, h0 = max(3 + 2, 0 + 1) = 5.
        let dag = RegionDag::from_edges(
            &[1, 1, 1],
            &[EdgeSpec::data(0, 1, 2), EdgeSpec::data(1, 2, 3), EdgeSpec::data(0, 2, 1)],
        );
        let mut h = LazyHeights::new(&dag);
        assert_eq!((h.get(0), h.get(1), h.get(2)), (5, 3, 0));
        // Raise 2 to 10: 1 and 0 go stale; 1 = 13, 0 = max(15, 11) = 15.
        h.raise(2, 10);
        assert_eq!((h.get(2), h.get(1), h.get(0)), (10, 13, 15));
        // A raise below the current value does nothing.
        h.raise(1, 4);
        assert_eq!(h.get(1), 13);
        // LLVM forgets an explicit raise once the node is recomputed: raise
        // 1 to 20 (0 -> 22), then raise 2 to 11 -> 1 stale -> 1 = 14.
        h.raise(1, 20);
        assert_eq!(h.get(0), 22);
        h.raise(2, 11);
        assert_eq!((h.get(1), h.get(0)), (14, 16));
    }
}
