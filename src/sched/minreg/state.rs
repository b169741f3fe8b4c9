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
    /// `bump_preds` closure membership: equal to `stamp` means a member of
    /// the current call's closure.
    member: Vec<u32>,
    stamp: u32,
    /// `bump_preds` work list, kept for its capacity.
    work: Vec<u32>,
}

impl<'a> State<'a> {
    pub fn new(dag: &'a RegionDag) -> State<'a> {
        State {
            dag,
            preds_left: dag.sunits.iter().map(|s| s.num_preds_left).collect(),
            scheduled: vec![false; dag.len()],
            member: vec![0; dag.len()],
            stamp: 0,
            work: Vec::new(),
        }
    }

    pub fn preds_left(&self, su: u32) -> u32 {
        self.preds_left[su as usize]
    }

    /// Whether a *predecessor* node counts as already scheduled. LLVM never
    /// meets a boundary node here (EntrySU has no edges in the DAGs it
    /// builds, ExitSU is never a predecessor) and would index out of range
    /// if it did; the port treats EntrySU as scheduled, consistent with its
    /// successors being released before the first pick.
    pub fn is_scheduled(&self, node: Node) -> bool {
        match node {
            Node::SUnit(i) => self.scheduled[i as usize],
            Node::Entry => true,
            Node::Exit => false,
        }
    }

    pub fn mark_scheduled(&mut self, su: u32) {
        self.scheduled[su as usize] = true;
    }

    /// `getReadySuccessors`: number of successor **edges** `su -> T` such
    /// that every predecessor of `T` (all kinds, weak included) is `su` or
    /// already scheduled. Edges to ExitSU are tested the same way.
    pub fn ready_succs(&self, su: u32) -> i32 {
        let me = Node::SUnit(su);
        self.dag
            .succs(me)
            .iter()
            .filter(|e| {
                self.dag
                    .preds(e.node)
                    .iter()
                    .all(|p| p.node == me || self.is_scheduled(p.node))
            })
            .count() as i32
    }

    /// `getNotReadySuccessors`: successor edges minus ready ones.
    pub fn not_ready_succs(&self, su: u32) -> i32 {
        self.dag.sunit(su).succs.len() as i32 - self.ready_succs(su)
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
            for p in &dag.sunit(t).preds {
                let Node::SUnit(pi) = p.node else { continue };
                if p.node != me {
                    visit(pi, work);
                }
            }
        }
        while let Some(s) = work.pop() {
            for p in &dag.sunit(s).preds {
                let Node::SUnit(pi) = p.node else { continue };
                visit(pi, work);
            }
        }
        rq.set_priority_where(prio, |su| member[su as usize] == stamp);
        closure.sort_unstable();
        closure
    }
}
