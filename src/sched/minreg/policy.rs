//! The policy half of GCNMinRegStrategy: which filters the tie-break
//! cascade applies, in which order, and how each filter scores a candidate.

use super::queue::ReadyQueue;
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

/// Run the cascade on `rq`; afterwards the winner is the front entry.
/// `heights` is indexed by NodeNum and only read by the height filter.
pub fn pick(rq: &mut ReadyQueue, state: &State<'_>, policy: &MinRegPolicy, heights: &[u32]) -> PickReason {
    let mut k = rq.len();
    if k == 1 {
        return PickReason::OnlyCandidate;
    }
    for &filter in policy.cascade() {
        // All metrics are maximised; i64 holds every one of them.
        k = rq.find_max(k, |c| -> i64 {
            match filter {
                PickReason::Priority => c.priority as i64,
                PickReason::FewestNotReadySuccs => -(state.not_ready_succs(c.su) as i64),
                PickReason::MostReadySuccs => state.ready_succs(c.su) as i64,
                PickReason::MaxHeight => heights[c.su as usize] as i64,
                PickReason::NodeOrder => -(c.su as i64),
                PickReason::OnlyCandidate => unreachable!("not a filter"),
            }
        });
        if k == 1 {
            return filter;
        }
    }
    unreachable!("the NodeOrder filter always leaves one candidate")
}
