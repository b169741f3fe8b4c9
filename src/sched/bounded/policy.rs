//! The policy half of the bounded scheduler: the filters a pick goes
//! through, in which order, and what each one measures.
//!
//! Every filter keeps the candidates that maximise its metric among the
//! survivors of the previous one; the last (founder order) is unique. The
//! reason of a pick is the filter that left one candidate.

use super::budget::RegBudget;
use super::effects::Peek;
use serde::{Deserialize, Serialize};

/// Which rule decided a pick (bottom-up: the pick is placed above
/// everything picked before).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PickReason {
    /// One SUnit was ready.
    OnlyCandidate,
    /// Only one candidate keeps the pressure within the budget.
    OnlyFitting,
    /// No candidate keeps the pressure within the budget; this one goes
    /// over it least. The attempt has failed at this step.
    OverBudget,
    /// Following the reference order (the fallback once pressure-first
    /// picks did not fit either).
    Reference,
    /// Pressure-first picks are on (near a failure point, or the region is
    /// close to its budget): the lowest pressure above the pick.
    LowestPressure,
    /// Completes a load/store cluster: a weak predecessor of the SUnit
    /// placed just below.
    Cluster,
    /// Stalls the replay least (usually: not at all while others would).
    LeastStall,
    /// Longest chain of latencies above it: the critical path.
    CriticalPath,
    /// Latest in the founder's order (the region's current order), which
    /// is kept wherever nothing else decides.
    FounderOrder,
}

/// Options of the bounded scheduler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoundedPolicy {
    /// Keep clustered SUnits (weak edges) adjacent where the budget and
    /// the stall rule allow.
    pub keep_clusters: bool,
    /// Ask the founder's order before the critical path: the founder is
    /// kept unless it would stall or break the budget.
    pub founder_before_critical_path: bool,
    /// Make pressure-first picks whenever the pressure above the pick is
    /// within this many registers of the budget (0: only where a failed
    /// attempt asks for them).
    pub headroom: u32,
    /// First window of pressure-first picks above a failure point; each
    /// further attempt grows it fourfold.
    pub first_window: u32,
}

impl Default for BoundedPolicy {
    fn default() -> Self {
        BoundedPolicy { keep_clusters: true, founder_before_critical_path: false, headroom: 0, first_window: 8 }
    }
}

/// What steers a step besides the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Latency,
    PressureFirst,
    /// The reference's pick among the candidates that fit.
    Reference,
    /// The reference's pick, fitting or not: the last resort, which
    /// reproduces the reference order.
    Follow,
}

/// Everything the filters read about one candidate.
#[derive(Clone, Copy, Debug)]
pub struct Cand {
    pub su: u32,
    pub peek: Peek,
    pub stall: u32,
    /// Earliest issue cycle in any order: the latency chain above it.
    pub depth: u32,
    /// Position in the reference order (only read in reference mode).
    pub reference_rank: u32,
    /// A weak predecessor of the SUnit placed just below.
    pub clusters: bool,
}

/// The filters of one step, in application order (a fixed array and its
/// length: a pick allocates nothing).
fn cascade(mode: Mode, policy: &BoundedPolicy) -> ([PickReason; 6], usize) {
    let mut c = Filters { list: [PickReason::FounderOrder; 6], len: 0 };
    match mode {
        Mode::Reference | Mode::Follow => c.push(PickReason::Reference),
        Mode::PressureFirst => c.push(PickReason::LowestPressure),
        Mode::Latency => {}
    }
    if policy.keep_clusters {
        c.push(PickReason::Cluster);
    }
    c.push(PickReason::LeastStall);
    if policy.founder_before_critical_path {
        c.push(PickReason::FounderOrder);
    } else {
        c.push(PickReason::CriticalPath);
        c.push(PickReason::FounderOrder);
    }
    (c.list, c.len)
}

struct Filters {
    list: [PickReason; 6],
    len: usize,
}

impl Filters {
    fn push(&mut self, f: PickReason) {
        self.list[self.len] = f;
        self.len += 1;
    }
}

fn metric(filter: PickReason, c: &Cand, budget: &RegBudget) -> i64 {
    match filter {
        PickReason::Reference => i64::from(c.reference_rank),
        PickReason::LowestPressure => budget.slack(&c.peek.after),
        PickReason::Cluster => i64::from(c.clusters),
        PickReason::LeastStall => -i64::from(c.stall),
        PickReason::CriticalPath => i64::from(c.depth),
        PickReason::FounderOrder => i64::from(c.su),
        PickReason::OnlyCandidate | PickReason::OnlyFitting | PickReason::OverBudget => {
            unreachable!("not a filter")
        }
    }
}

/// The decision of one step: the index of the winner in `cands`, why, and
/// whether it keeps the region within the budget.
pub fn pick(
    cands: &[Cand],
    mode: Mode,
    budget: &RegBudget,
    policy: &BoundedPolicy,
    tied: &mut Vec<usize>,
) -> (usize, PickReason, bool) {
    debug_assert!(!cands.is_empty());
    if cands.len() == 1 {
        return (0, PickReason::OnlyCandidate, budget.fits(&cands[0].peek.peak));
    }
    tied.clear();
    tied.extend((0..cands.len()).filter(|&i| budget.fits(&cands[i].peek.peak)));
    let fits = !tied.is_empty();
    if mode == Mode::Follow {
        // The reference order itself, fitting or not.
        tied.clear();
        tied.extend(0..cands.len());
    } else if !fits {
        let least = cands.iter().map(|c| budget.excess(&c.peek.peak)).min().expect("candidates");
        tied.extend((0..cands.len()).filter(|&i| budget.excess(&cands[i].peek.peak) == least));
    }
    if tied.len() == 1 && mode != Mode::Follow {
        return (tied[0], if fits { PickReason::OnlyFitting } else { PickReason::OverBudget }, fits);
    }
    let (filters, len) = cascade(mode, policy);
    for &filter in &filters[..len] {
        let best = tied.iter().map(|&i| metric(filter, &cands[i], budget)).max().expect("tied candidates");
        tied.retain(|&i| metric(filter, &cands[i], budget) == best);
        if tied.len() == 1 {
            let i = tied[0];
            let fits = budget.fits(&cands[i].peek.peak);
            return (i, if fits { filter } else { PickReason::OverBudget }, fits);
        }
    }
    unreachable!("founder order is unique")
}
