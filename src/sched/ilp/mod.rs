//! GCNILPScheduler (LLVM's `makeGCNILPScheduler`): a bottom-up list
//! scheduler modelled on SelectionDAG's ILP heuristics. Behaviour per
//! `spec/ilp.md`; the port reproduces LLVM 22's order exactly.
//!
//! Mechanism: an Available and a Pending queue and a cycle counter. Bottom
//! roots start available; nodes released later wait in Pending (pushed to
//! the front) until the cycle reaches their height. Each pick scans
//! Available with the pairwise comparison (rules in [`IlpRule`]), advances the
//! cycle to the winner's height, releases the winner's predecessors
//! (raising their heights) and emits it. The result is reversed at the end.
//!
//! LLVM mutates SUnits (`NumSuccsLeft`, heights) and restores them
//! afterwards; the port keeps that state in its own arrays, so the DAG
//! snapshot is never modified.

mod compare;
mod heights;
mod sethi_ullman;

pub use compare::{IlpRule, REORDER_WINDOW};
pub use sethi_ullman::sethi_ullman_numbers;

use crate::sched::dag::{Node, RegionDag};
use crate::sched::{Decision, SchedError, Schedule};
use compare::{challenger_wins, Metrics};

const TARGET: &str = "gcnrs::sched::ilp";

/// Schedule `dag` from its bottom roots.
///
/// The reason recorded for a pick is the *deepest* rule (largest
/// [`IlpRule`]) among the comparisons the winner took part in: the one in
/// which it took the lead, if it was not the first available entry, and
/// every comparison in which it then held the lead. It tells how close the
/// call was: `Priority` means every rival was beaten on priority or
/// earlier; `Incumbent` means at least one rival tied on every rule.
pub fn schedule(dag: &RegionDag) -> Result<Schedule<IlpRule>, SchedError> {
    schedule_from(dag, &dag.bot_roots)
}

/// Schedule `dag` from the given bottom roots (NodeNums in LLVM's
/// `BotRoots` order).
pub fn schedule_from(dag: &RegionDag, bot_roots: &[u32]) -> Result<Schedule<IlpRule>, SchedError> {
    let incomplete = |emitted| SchedError::Incomplete { emitted, total: dag.len() };
    let mut m = Metrics::new(dag).ok_or_else(|| incomplete(0))?;
    let mut q = Queues {
        succs_left: dag.sunits.iter().map(|s| s.num_succs_left).collect(),
        available: Vec::new(),
        pending: Vec::new(),
        cycle: 0,
    };

    for &r in bot_roots {
        if r as usize >= dag.len() {
            return Err(SchedError::RootOutOfRange { su: r });
        }
        if q.succs_left[r as usize] != 0 || q.available.contains(&r) {
            return Err(SchedError::BadRoot { su: r });
        }
        q.available.push(r);
    }
    q.release_preds(&mut m, Node::Exit)?;

    let mut bottom_up = Vec::with_capacity(dag.len());
    let mut trace = Vec::with_capacity(dag.len());
    loop {
        if q.available.is_empty() && !q.pending.is_empty() {
            // The first pending node of least height (LLVM's min_element).
            let mut earliest = m.height(q.pending[0]);
            for i in 1..q.pending.len() {
                earliest = earliest.min(m.height(q.pending[i]));
            }
            let next = (q.cycle + 1).max(earliest);
            q.advance(&mut m, next);
        }
        if q.available.is_empty() {
            break;
        }
        if tracing::enabled!(target: TARGET, tracing::Level::TRACE) {
            let avail: Vec<String> = q.available.iter().map(u32::to_string).collect();
            tracing::trace!(target: TARGET, cycle = q.cycle, available = %avail.join(" "), "picking");
        }

        let candidates = q.available.len() as u32;
        let (best, reason) = pick(&mut m, &q.available);
        let su = q.available.remove(best);
        let h = m.height(su);
        tracing::trace!(target: TARGET, step = bottom_up.len(), su, ?reason, candidates, height = h, "selected");
        q.advance(&mut m, h);
        q.release_preds(&mut m, Node::SUnit(su))?;
        trace.push(Decision { su, step: bottom_up.len() as u32, reason, candidates });
        bottom_up.push(su);
    }

    if bottom_up.len() != dag.len() {
        return Err(incomplete(bottom_up.len()));
    }
    bottom_up.reverse();
    Ok(Schedule { order: bottom_up, trace })
}

/// The pairwise comparison on the unscheduled DAG (heights as built):
/// does `challenger` beat `incumbent`, and which rule decided? Exposed so
/// each rule can be tested on a tiny DAG without queue mechanics.
pub fn compare_fresh(dag: &RegionDag, incumbent: u32, challenger: u32) -> Result<(bool, IlpRule), SchedError> {
    let mut m = Metrics::new(dag).ok_or(SchedError::Incomplete { emitted: 0, total: dag.len() })?;
    Ok(challenger_wins(&mut m, incumbent, challenger))
}

/// `pickCandidate`: scan Available in order, the challenger replacing the
/// incumbent whenever it wins. Returns the winner's position and reason.
fn pick(m: &mut Metrics<'_>, available: &[u32]) -> (usize, IlpRule) {
    let mut best = 0;
    let mut reason = IlpRule::OnlyCandidate;
    for i in 1..available.len() {
        let (right, rule) = challenger_wins(m, available[best], available[i]);
        if right {
            best = i;
            reason = rule;
        } else {
            reason = reason.max(rule);
        }
    }
    (best, reason)
}

struct Queues {
    /// `NumSuccsLeft` per SUnit, counting down as successors are emitted.
    succs_left: Vec<u32>,
    available: Vec<u32>,
    /// Index 0 is the front of LLVM's list.
    pending: Vec<u32>,
    cycle: u32,
}

impl Queues {
    /// `advanceToCycle` + `releasePending`: pending nodes whose height has
    /// been reached move, in pending-list order, to the back of Available.
    fn advance(&mut self, m: &mut Metrics<'_>, next: u32) {
        if next <= self.cycle {
            return;
        }
        self.cycle = next;
        let mut i = 0;
        while i < self.pending.len() {
            let su = self.pending[i];
            if m.height(su) <= self.cycle {
                self.pending.remove(i);
                self.available.push(su);
            } else {
                i += 1;
            }
        }
    }

    /// `releasePredecessors`: over non-weak predecessor edges, raise the
    /// predecessor's height to at least this node's height + edge latency,
    /// and queue a predecessor whose last successor this was at the front
    /// of Pending.
    fn release_preds(&mut self, m: &mut Metrics<'_>, from: Node) -> Result<(), SchedError> {
        let dag = m.dag;
        let from_idx = dag.node_index(from);
        for e in dag.preds(from) {
            if e.weak {
                continue;
            }
            let h = m.heights.get(from_idx);
            m.heights.raise(dag.node_index(e.node), h.wrapping_add(e.latency));
            let Node::SUnit(p) = e.node else { continue };
            let left = &mut self.succs_left[p as usize];
            if *left == 0 {
                return Err(SchedError::CounterUnderflow { su: p });
            }
            *left -= 1;
            if *left == 0 {
                self.pending.insert(0, p);
            }
        }
        Ok(())
    }
}
