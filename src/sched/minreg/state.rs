//! The mechanism half of GCNMinRegStrategy: per-SUnit readiness counters,
//! the derived successor counts, releasing successors and the
//! predecessor-closure priority bump. None of this decides anything; the
//! cascade in `policy.rs` does.

use super::queue::{Candidate, ReadyQueue};
use crate::sched::dag::{DepKind, Node, RegionDag};
use crate::sched::SchedError;

pub struct State<'a> {
    pub dag: &'a RegionDag,
    /// Unscheduled non-weak predecessors, starting at `NumPredsLeft`.
    preds_left: Vec<u32>,
    /// LLVM marks this with a sentinel in `preds_left`; a flag is clearer.
    scheduled: Vec<bool>,
    /// Per node ([`RegionDag::node_index`]): predecessor edges of every
    /// kind whose source SUnit is not scheduled yet. With `succ_mult` it
    /// answers `ready_succs` from a node's own edges instead of walking its
    /// successors' predecessor lists on every query (LLVM's cost, paid for
    /// each candidate of each pick).
    unscheduled_preds: Vec<u32>,
    /// Parallel to the DAG's edge array, for SUnit successor edges: how
    /// many edges run from that SUnit to the edge's target.
    succ_mult: Vec<u32>,
    /// Per node: distinct SUnits with an edge to it that are not scheduled
    /// yet.
    sources_left: Vec<u32>,
    /// Per SUnit, while it is not scheduled: its `ready_succs`, kept up to
    /// date as others are scheduled. A successor counts once it has a
    /// single unscheduled source left, which happens once per node, so
    /// keeping the counts costs the DAG's edges over the whole schedule,
    /// where counting at each query cost a candidate's successor list per
    /// candidate per pick (a third of minreg's time on 3,500-SUnit
    /// attention regions).
    ready: Vec<i32>,
    /// Per node: equal to `visit` when `mark_scheduled` has already met it
    /// as a target of the SUnit being scheduled.
    seen: Vec<u32>,
    visit: u32,
    /// `bump_preds` closure membership: equal to `stamp` means a member of
    /// the current call's closure.
    member: Vec<u32>,
    stamp: u32,
    /// `bump_preds` work list, kept for its capacity.
    work: Vec<u32>,
}

impl<'a> State<'a> {
    pub fn new(dag: &'a RegionDag) -> State<'a> {
        let mut unscheduled_preds = vec![0; dag.num_nodes()];
        let mut sources_left = vec![0; dag.num_nodes()];
        let mut succ_mult = vec![0; dag.edges.len()];
        // Edges per target of the SUnit at hand, reset after each one.
        let mut count = vec![0u32; dag.num_nodes()];
        for su in 0..dag.len() as u32 {
            let list = dag.succ_list(Node::SUnit(su));
            let succs = dag.edges_in(list);
            for e in succs {
                let t = dag.node_index(e.node);
                if count[t] == 0 {
                    sources_left[t] += 1;
                }
                count[t] += 1;
                // Every edge from an SUnit is an unscheduled predecessor of
                // its target. EntrySU counts as scheduled (its successors
                // are released before the first pick; LLVM never meets it
                // as a predecessor here), so its edges are not counted.
                unscheduled_preds[t] += 1;
            }
            for (k, e) in succs.iter().enumerate() {
                succ_mult[list.start as usize + k] = count[dag.node_index(e.node)];
            }
            for e in succs {
                count[dag.node_index(e.node)] = 0;
            }
        }
        let mut state = State {
            dag,
            preds_left: dag.sunits.iter().map(|s| s.num_preds_left).collect(),
            scheduled: vec![false; dag.len()],
            unscheduled_preds,
            succ_mult,
            sources_left,
            ready: vec![0; dag.len()],
            seen: vec![0; dag.num_nodes()],
            visit: 0,
            member: vec![0; dag.len()],
            stamp: 0,
            work: Vec::new(),
        };
        for t in 0..dag.num_nodes() {
            state.count_if_single_source(dag.node_at(t));
        }
        state
    }

    /// Where node `t` has one unscheduled source left, credit that SUnit
    /// with its edges to `t`: they are all of `t`'s unscheduled
    /// predecessor edges.
    fn count_if_single_source(&mut self, t: Node) {
        let ti = self.dag.node_index(t);
        if self.sources_left[ti] != 1 {
            return;
        }
        let source = self.dag.preds(t).iter().find_map(|p| match p.node {
            Node::SUnit(s) if !self.scheduled[s as usize] => Some(s),
            _ => None,
        });
        if let Some(s) = source {
            self.ready[s as usize] += self.unscheduled_preds[ti] as i32;
        }
    }

    pub fn preds_left(&self, su: u32) -> u32 {
        self.preds_left[su as usize]
    }

    pub fn mark_scheduled(&mut self, su: u32) {
        self.scheduled[su as usize] = true;
        let dag = self.dag;
        for e in dag.succs(Node::SUnit(su)) {
            self.unscheduled_preds[dag.node_index(e.node)] -= 1;
        }
        self.visit += 1;
        for e in dag.succs(Node::SUnit(su)) {
            let t = dag.node_index(e.node);
            if self.seen[t] == self.visit {
                continue;
            }
            self.seen[t] = self.visit;
            self.sources_left[t] -= 1;
            self.count_if_single_source(e.node);
        }
    }

    /// `getReadySuccessors`: number of successor **edges** `su -> T` such
    /// that every predecessor of `T` (all kinds, weak included) is `su` or
    /// already scheduled. Edges to ExitSU are tested the same way.
    ///
    /// That holds exactly when T's unscheduled predecessor edges are the
    /// edges from `su` itself (none once `su` is scheduled).
    pub fn ready_succs(&self, su: u32) -> i32 {
        if !self.scheduled[su as usize] {
            return self.ready[su as usize];
        }
        let list = self.dag.succ_list(Node::SUnit(su));
        let succs = self.dag.edges_in(list);
        let mine = &self.succ_mult[list.start as usize..][..succs.len()];
        let own = !self.scheduled[su as usize];
        succs
            .iter()
            .zip(mine)
            .filter(|(e, &m)| self.unscheduled_preds[self.dag.node_index(e.node)] == if own { m } else { 0 })
            .count() as i32
    }

    /// `releaseSuccessors`: for every non-weak successor edge to an SUnit,
    /// decrement its counter; a successor reaching zero is queued at the
    /// **front** with priority `prio`.
    pub fn release_succs(&mut self, from: Node, prio: i32, rq: &mut ReadyQueue) -> Result<(), SchedError> {
        for e in self.dag.succs(from) {
            if e.weak {
                continue;
            }
            let Node::SUnit(t) = e.node else { continue };
            let left = &mut self.preds_left[t as usize];
            if *left == 0 || self.scheduled[t as usize] {
                return Err(SchedError::CounterUnderflow { su: t });
            }
            *left -= 1;
            if *left == 0 {
                rq.push_front(Candidate { su: t, priority: prio });
            }
        }
        Ok(())
    }

    /// `bumpPredsPriority`, run after emitting `sched` when that completed
    /// no successor. Seeds: the unscheduled predecessors (any edge kind,
    /// other than `sched`) of every unscheduled SUnit that `sched` feeds
    /// through a **data** edge; then the closure over unscheduled
    /// predecessors. Queued members get priority `prio`; members not yet
    /// ready are untouched (they get a fresh priority when released).
    ///
    /// Membership is a per-call stamp in a buffer kept across calls, so a
    /// bump costs the closure's size, not the region's. With `list`, the
    /// closure is returned sorted (for tracing and tests); otherwise empty.
    pub fn bump_preds(&mut self, sched: u32, prio: i32, rq: &mut ReadyQueue, list: bool) -> Vec<u32> {
        let me = Node::SUnit(sched);
        self.stamp += 1;
        let stamp = self.stamp;
        let (dag, scheduled, member, work) = (self.dag, &self.scheduled, &mut self.member, &mut self.work);
        work.clear();
        let mut closure = Vec::new();
        let mut visit = |pi: u32, work: &mut Vec<u32>| {
            let i = pi as usize;
            if !scheduled[i] && member[i] != stamp {
                member[i] = stamp;
                work.push(pi);
                if list {
                    closure.push(pi);
                }
            }
        };
        for e in dag.succs(me) {
            let Node::SUnit(t) = e.node else { continue };
            if scheduled[t as usize] || e.kind != DepKind::Data {
                continue;
            }
            for p in dag.preds(Node::SUnit(t)) {
                let Node::SUnit(pi) = p.node else { continue };
                if p.node != me {
                    visit(pi, work);
                }
            }
        }
        while let Some(s) = work.pop() {
            for p in dag.preds(Node::SUnit(s)) {
                let Node::SUnit(pi) = p.node else { continue };
                visit(pi, work);
            }
        }
        rq.set_priority_where(prio, |su| member[su as usize] == stamp);
        closure.sort_unstable();
        closure
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::dag::EdgeSpec;

    /// `getReadySuccessors` as LLVM computes it: walk each successor's
    /// predecessors.
    fn by_definition(dag: &RegionDag, scheduled: &[bool], su: u32) -> i32 {
        let me = Node::SUnit(su);
        let done = |n: Node| match n {
            Node::SUnit(i) => scheduled[i as usize],
            Node::Entry => true,
            Node::Exit => false,
        };
        dag.succs(me).iter().filter(|e| dag.preds(e.node).iter().all(|p| p.node == me || done(p.node))).count() as i32
    }

    proptest::proptest! {
        /// The counts kept up to date as SUnits are scheduled equal the
        /// definition on random DAGs: repeated edges between one pair,
        /// weak edges, several sources sharing a target, edges to ExitSU.
        /// Each edge runs from a lower SUnit to a higher one, so the
        /// numbering is a legal order, and so is `shuffle` applied as
        /// "next the ready SUnit at this rank".
        #[test]
        fn kept_counts_match_the_definition(
            n in 2usize..9,
            raw in proptest::collection::vec((0usize..9, 0usize..10, 0u8..5), 0..24),
            shuffle in proptest::collection::vec(0usize..9, 9),
        ) {
            let edges: Vec<EdgeSpec> = raw
                .iter()
                .filter_map(|&(a, b, kind)| {
                    let (a, b) = (a % n, b % (n + 1));
                    let to: Node = if b == n { Node::Exit } else if b > a { Node::SUnit(b as u32) } else { return None };
                    Some(match kind {
                        0 => EdgeSpec::data(a as u32, to, 1),
                        1 => EdgeSpec::anti(a as u32, to),
                        2 => EdgeSpec::order(a as u32, to),
                        3 => EdgeSpec::weak(a as u32, to),
                        _ => EdgeSpec::output(a as u32, to, 1),
                    })
                })
                .collect();
            let dag = RegionDag::from_edges(&vec![1; n], &edges);
            let mut state = State::new(&dag);
            let mut scheduled = vec![false; n];
            for step in 0..n {
                for k in 0..n as u32 {
                    proptest::prop_assert_eq!(state.ready_succs(k), by_definition(&dag, &scheduled, k), "SUnit {} at step {}", k, step);
                }
                let ready: Vec<u32> = (0..n as u32)
                    .filter(|&k| !scheduled[k as usize])
                    .filter(|&k| dag.preds(Node::SUnit(k)).iter().all(|p| match p.node {
                        Node::SUnit(i) => scheduled[i as usize],
                        _ => true,
                    }))
                    .collect();
                let su = ready[shuffle[step] % ready.len()];
                state.mark_scheduled(su);
                scheduled[su as usize] = true;
            }
        }
    }

    #[test]
    fn ready_successor_counts_match_their_definition() {
        // Two edges 0->2 (data and anti), a weak 1->2, edges into ExitSU
        // from 2 and 3, a chain 3->4 and an order edge 0->4.
        let edges = [
            EdgeSpec::data(0, 2, 1),
            EdgeSpec::anti(0, 2),
            EdgeSpec::weak(1, 2),
            EdgeSpec::data(2, Node::Exit, 1),
            EdgeSpec::order(3, Node::Exit),
            EdgeSpec::data(3, 4, 2),
            EdgeSpec::order(0, 4),
        ];
        let dag = RegionDag::from_edges(&[1; 5], &edges);
        // Every topological order of the five; the counts are compared
        // before each step, for scheduled and unscheduled SUnits alike.
        for order in [[0, 1, 3, 2, 4], [3, 1, 0, 4, 2], [1, 3, 0, 2, 4]] {
            let mut state = State::new(&dag);
            let mut scheduled = vec![false; dag.len()];
            for &su in &order {
                for k in 0..dag.len() as u32 {
                    assert_eq!(state.ready_succs(k), by_definition(&dag, &scheduled, k), "SUnit {k} before {su} in {order:?}");
                }
                state.mark_scheduled(su);
                scheduled[su as usize] = true;
            }
        }
    }
}
