//! The policy half of GCNMinRegStrategy: which filters the tie-break
//! cascade applies, in which order, and how each filter scores a candidate.

use super::queue::{Candidate, ReadyQueue};
use super::state::State;
use serde::{Deserialize, Serialize};

/// Which rule decided a pick. Apart from `OnlyCandidate`, each variant is
/// also a filter of the cascade ([`MinRegPolicy::cascade`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PickReason {
    /// The queue held one candidate.
    OnlyCandidate,
    /// Filter 1: highest priority (most recently released or bumped).
    Priority,
    /// Filter 2: fewest successor edges left waiting (max of
    /// `-notReadySuccs`).
    FewestNotReadySuccs,
    /// Filter 3: most successor edges completed (max of `readySuccs`).
    MostReadySuccs,
    /// Improvement filter (off for parity): greatest `SUnit::getHeight()`.
    MaxHeight,
    /// Filter 4: smallest NodeNum (program order); always unique.
    NodeOrder,
}

/// Options of the minreg strategy. The default is bit-exact LLVM 22.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinRegPolicy {
    /// Insert a "maximum height" filter between filters 3 and 4
    /// (minreg.md §9). Breaks parity with LLVM; fixes the pathological case
    /// where a chain's side inputs are all roots listed against the chain
    /// order.
    pub height_tiebreak: bool,
}

const LLVM_CASCADE: [PickReason; 4] = [
    PickReason::Priority,
    PickReason::FewestNotReadySuccs,
    PickReason::MostReadySuccs,
    PickReason::NodeOrder,
];

const HEIGHT_CASCADE: [PickReason; 5] = [
    PickReason::Priority,
    PickReason::FewestNotReadySuccs,
    PickReason::MostReadySuccs,
    PickReason::MaxHeight,
    PickReason::NodeOrder,
];

impl MinRegPolicy {
    /// LLVM's behaviour.
    pub fn llvm() -> MinRegPolicy {
        MinRegPolicy::default()
    }

    /// The filters, in application order. The last one must be unique.
    pub fn cascade(&self) -> &'static [PickReason] {
        if self.height_tiebreak {
            &HEIGHT_CASCADE
        } else {
            &LLVM_CASCADE
        }
    }

    pub fn is_llvm_parity(&self) -> bool {
        *self == MinRegPolicy::llvm()
    }
}

/// A candidate's value under one filter of the cascade. Every filter
/// maximises; i64 holds every metric.
fn metric(filter: PickReason, c: &Candidate, state: &State<'_>, heights: &[u32]) -> i64 {
    match filter {
        PickReason::Priority => c.priority as i64,
        PickReason::FewestNotReadySuccs | PickReason::MostReadySuccs => {
            successor_metric(filter, state, c.su, state.ready_succs(c.su))
        }
        PickReason::MaxHeight => heights[c.su as usize] as i64,
        PickReason::NodeOrder => -(c.su as i64),
        PickReason::OnlyCandidate => unreachable!("not a filter"),
    }
}

/// The two successor filters' metrics from `su`'s ready successor count
/// (`getReadySuccessors`; `getNotReadySuccessors` is the successor edges
/// minus it): both derive from it, so a pick can count once for both.
fn successor_metric(filter: PickReason, state: &State<'_>, su: u32, ready: i32) -> i64 {
    let ready = ready as i64;
    match filter {
        PickReason::FewestNotReadySuccs => ready - state.dag.sunit(su).succs.len() as i64,
        PickReason::MostReadySuccs => ready,
        _ => unreachable!("not a successor filter"),
    }
}

/// Run the cascade on `rq` with LLVM's list mechanics (every filter moves
/// its winners to the front); afterwards the winner is the front entry.
/// The queue order this leaves is what LLVM's debug output shows, so the
/// traced path uses it; [`pick_lexicographic`] is the same decision
/// without the reordering.
/// `heights` is indexed by NodeNum and only read by the height filter.
pub fn pick(rq: &mut ReadyQueue, state: &State<'_>, policy: &MinRegPolicy, heights: &[u32]) -> PickReason {
    let mut k = rq.len();
    if k == 1 {
        return PickReason::OnlyCandidate;
    }
    for &filter in policy.cascade() {
        k = rq.find_max(k, |c| metric(filter, c, state, heights));
        if k == 1 {
            return filter;
        }
    }
    unreachable!("the NodeOrder filter always leaves one candidate")
}

/// Reusable buffers of [`pick_lexicographic`], so a pick allocates nothing.
#[derive(Default)]
pub struct PickScratch {
    /// Queue positions still tied after the filters applied so far.
    tied: Vec<usize>,
    /// The metric of each entry of `tied`, for the filter being applied.
    metric: Vec<i64>,
    /// Ready successor counts of the entries of `tied`, once a successor
    /// filter has counted them (empty before).
    ready: Vec<i32>,
}

/// The cascade's decision without its list mechanics: the position in
/// `rq` of the winner, and the filter that made it unique.
///
/// Each filter of the cascade keeps exactly the candidates that maximise
/// its metric among the survivors of the previous one, and the last filter
/// (node order) is unique, so the winner is the lexicographic maximum of
/// the metric tuple whatever the queue order. LLVM's move-to-front walk
/// costs a rearrangement of the whole queue per filter; here the cheap
/// priority filter runs over the queue and the successor counts only over
/// the priority ties, as in LLVM, counted once for both successor filters.
pub fn pick_lexicographic(
    rq: &ReadyQueue,
    state: &State<'_>,
    policy: &MinRegPolicy,
    heights: &[u32],
    scratch: &mut PickScratch,
) -> (usize, PickReason) {
    let len = rq.len();
    debug_assert!(len >= 1);
    if len == 1 {
        return (0, PickReason::OnlyCandidate);
    }
    let PickScratch { tied, metric, ready } = scratch;
    ready.clear();
    // The priority filter, in one pass: it sees the whole queue.
    let (first, rest) = policy.cascade().split_first().expect("a cascade has filters");
    debug_assert_eq!(*first, PickReason::Priority);
    let mut best = i32::MIN;
    tied.clear();
    for pos in 0..len {
        let p = rq.at(pos).priority;
        if p > best {
            best = p;
            tied.clear();
        }
        if p == best {
            tied.push(pos);
        }
    }
    if tied.len() == 1 {
        return (tied[0], PickReason::Priority);
    }
    for &filter in rest {
        metric.clear();
        if matches!(filter, PickReason::FewestNotReadySuccs | PickReason::MostReadySuccs) {
            if ready.is_empty() {
                ready.extend(tied.iter().map(|&pos| state.ready_succs(rq.at(pos).su)));
            }
            metric.extend(tied.iter().zip(ready.iter()).map(|(&pos, &r)| successor_metric(filter, state, rq.at(pos).su, r)));
        } else {
            metric.extend(tied.iter().map(|&pos| self::metric(filter, &rq.at(pos), state, heights)));
        }
        let max = *metric.iter().max().expect("at least one tied candidate");
        let mut kept = 0;
        for k in 0..tied.len() {
            if metric[k] == max {
                tied[kept] = tied[k];
                if !ready.is_empty() {
                    ready[kept] = ready[k];
                }
                kept += 1;
            }
        }
        tied.truncate(kept);
        if !ready.is_empty() {
            ready.truncate(kept);
        }
        if kept == 1 {
            return (tied[0], filter);
        }
    }
    unreachable!("the NodeOrder filter always leaves one candidate")
}
