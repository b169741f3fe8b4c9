//! GCNMinRegStrategy (LLVM's `makeMinRegSchedule`): a top-down list
//! scheduler that only tries to keep few values live. Behaviour per
//! `spec/minreg.md`; the port reproduces LLVM 22's order exactly under
//! [`MinRegPolicy::llvm`].
//!
//! Main loop (minreg.md §3): the queue starts with the top roots at
//! priority 0; each step picks a candidate with the tie-break cascade
//! ([`PickReason`] names the filters), releases its successors with
//! priority = step, emits it and, if it completed no successor edge, bumps
//! the priority of everything its pending consumers still wait for.

mod policy;
mod queue;
mod state;

pub use policy::{MinRegPolicy, PickReason};
use policy::PickScratch;
pub use queue::{Candidate, ReadyQueue};

use crate::sched::dag::{Node, RegionDag};
use crate::sched::{Decision, SchedError, Schedule};
use state::State;

const TARGET: &str = "gcnrs::sched::minreg";

/// Schedule `dag` from its top roots with LLVM's policy.
pub fn schedule(dag: &RegionDag) -> Result<Schedule<PickReason>, SchedError> {
    schedule_with(dag, &dag.top_roots, &MinRegPolicy::llvm())
}

/// How a pick is carried out. Both give the same decisions (see
/// [`policy::pick_lexicographic`]); only the queue order in between differs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mechanics {
    /// LLVM's move-to-front list, so a trace of the queue reads like
    /// LLVM's debug output. Used whenever this module traces.
    LlvmList,
    /// One pass for the priority filter, the successor counts only on its
    /// ties, no reordering.
    Lexicographic,
}

/// Schedule `dag` from the given top roots (NodeNums, in the order LLVM's
/// `TopRoots` vector holds them) with a policy.
pub fn schedule_with(
    dag: &RegionDag,
    top_roots: &[u32],
    policy: &MinRegPolicy,
) -> Result<Schedule<PickReason>, SchedError> {
    let mechanics = if tracing::enabled!(target: TARGET, tracing::Level::TRACE) {
        Mechanics::LlvmList
    } else {
        Mechanics::Lexicographic
    };
    schedule_with_mechanics(dag, top_roots, policy, mechanics)
}

/// [`schedule_with`] with the pick mechanics chosen by the caller (tests
/// compare the two).
pub fn schedule_with_mechanics(
    dag: &RegionDag,
    top_roots: &[u32],
    policy: &MinRegPolicy,
    mechanics: Mechanics,
) -> Result<Schedule<PickReason>, SchedError> {
    let mut state = State::new(dag);
    let mut rq = ReadyQueue::default();
    let heights: Vec<u32> = if policy.height_tiebreak {
        // minreg never changes heights, so LLVM's lazily computed value is
        // the longest path on the DAG as built.
        dag.compute_heights().map_err(|_| SchedError::Incomplete { emitted: 0, total: dag.len() })?
    } else {
        Vec::new()
    };

    let mut step: i32 = 0;
    for &r in top_roots {
        if r as usize >= dag.len() {
            return Err(SchedError::RootOutOfRange { su: r });
        }
        if state.preds_left(r) != 0 || rq.contains(r) {
            return Err(SchedError::BadRoot { su: r });
        }
        rq.push_back(Candidate { su: r, priority: step });
    }
    state.release_succs(Node::Entry, step, &mut rq)?;

    let mut scratch = PickScratch::default();
    let list_bumps = tracing::enabled!(target: TARGET, tracing::Level::TRACE);
    let mut order = Vec::with_capacity(dag.len());
    let mut trace = Vec::with_capacity(dag.len());
    while !rq.is_empty() {
        if tracing::enabled!(target: TARGET, tracing::Level::TRACE) {
            let q: Vec<String> = rq.iter().map(|c| format!("{}(P{})", c.su, c.priority)).collect();
            tracing::trace!(target: TARGET, step, queue = %q.join(" "), "picking");
        }
        let candidates = rq.len() as u32;
        let (c, reason) = match mechanics {
            Mechanics::LlvmList => {
                let reason = policy::pick(&mut rq, &state, policy, &heights);
                (rq.pop_front().expect("queue is not empty"), reason)
            }
            Mechanics::Lexicographic => {
                let (pos, reason) = policy::pick_lexicographic(&rq, &state, policy, &heights, &mut scratch);
                (rq.remove_at(pos), reason)
            }
        };
        tracing::trace!(target: TARGET, step, su = c.su, ?reason, candidates, "selected");

        state.release_succs(Node::SUnit(c.su), step, &mut rq)?;
        order.push(c.su);
        state.mark_scheduled(c.su);
        trace.push(Decision { su: c.su, step: step as u32, reason, candidates });

        if state.ready_succs(c.su) == 0 {
            let bumped = state.bump_preds(c.su, step, &mut rq, list_bumps);
            tracing::trace!(target: TARGET, step, su = c.su, ?bumped, "bumped predecessor closure");
        }
        step += 1;
    }

    if order.len() != dag.len() {
        return Err(SchedError::Incomplete { emitted: order.len(), total: dag.len() });
    }
    Ok(Schedule { order, trace })
}
