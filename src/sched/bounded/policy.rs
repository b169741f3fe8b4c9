//! The policy half of the bounded scheduler: the filters a pick goes
//! through, in which order, and what each one measures.
//!
//! Every filter keeps the candidates that maximise its metric among the
//! survivors of the previous one; the last (founder order) is unique. The
//! reason of a pick is the filter that left one candidate.

use super::budget::RegBudget;
use super::effects::Peek;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;

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
    /// Weigh every ready candidate against the budget at every step, as
    /// the rules read, instead of walking a latency step's candidates in
    /// rank order until the pick is decided: the same picks, which the
    /// tests hold equal.
    #[serde(default)]
    pub weigh_all: bool,
}

impl Default for BoundedPolicy {
    fn default() -> Self {
        BoundedPolicy { keep_clusters: true, founder_before_critical_path: false, headroom: 0, first_window: 8, weigh_all: false }
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
    /// Whether `peek.peak` is within the step's budget: asked once per
    /// candidate and step, read by every rule that needs it.
    pub fits: bool,
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
///
/// The filters of the cascade keep, one after another, the candidates that
/// maximise their metric, so the winner is the lexicographic maximum of the
/// metric tuples; and the filter that left it alone is the one just past
/// the longest prefix any other candidate shares with it. One pass over the
/// candidates finds both, where filtering would walk the survivors once per
/// filter (`pick` ran about 7,000 instructions per step on attention.ll).
/// [`pick_by_filtering`] is the cascade itself; the tests hold the two equal.
pub fn pick(
    cands: &[Cand],
    mode: Mode,
    budget: &RegBudget,
    policy: &BoundedPolicy,
    tied: &mut Vec<usize>,
) -> (usize, PickReason, bool) {
    if let Some(early) = decided_before_the_filters(cands, mode, budget, tied) {
        return early;
    }
    let (filters, len) = cascade(mode, policy);
    let filters = &filters[..len];
    let mut best = tied[0];
    let mut best_key = [0i64; 6];
    for (k, &f) in best_key.iter_mut().zip(filters) {
        *k = metric(f, &cands[best], budget);
    }
    // The longest metric prefix a beaten candidate shares with `best`.
    let mut shared = 0;
    for &i in &tied[1..] {
        // Metrics are read only up to the first that differs from the
        // best's; the founder order's differs in every pair.
        let (common, m) = filters
            .iter()
            .enumerate()
            .map(|(j, &f)| (j, metric(f, &cands[i], budget)))
            .find(|&(j, m)| m != best_key[j])
            .expect("founder order is unique");
        if m > best_key[common] {
            // The old best shares `common` metrics with the new one, and
            // every candidate it had beaten shares no more with the new
            // one (a longer prefix would have beaten the old best too).
            best = i;
            shared = common;
            best_key[common] = m;
            for j in common + 1..len {
                best_key[j] = metric(filters[j], &cands[i], budget);
            }
        } else {
            shared = shared.max(common);
        }
    }
    let filter = *filters.get(shared).expect("founder order is unique");
    let fits = cands[best].fits;
    (best, if fits { filter } else { PickReason::OverBudget }, fits)
}

/// A latency step's rank of an SUnit after the budget: completing a
/// cluster, then the least stall, the critical path and the founder's
/// order (the largest ranks first). A rule the policy leaves out is the
/// same for every SUnit.
pub fn latency_rank(policy: &BoundedPolicy, clusters: bool, stall: u32, depth: u32, su: u32) -> (bool, Reverse<u32>, u32, u32) {
    let clusters = policy.keep_clusters && clusters;
    let depth = if policy.founder_before_critical_path { 0 } else { depth };
    (clusters, Reverse(stall), depth, su)
}

/// The pick of a latency step where every candidate fits (no budget):
/// the first in the cascade's order.
pub fn unbounded_pick(cands: &[Cand], policy: &BoundedPolicy) -> usize {
    let key = |c: &Cand| latency_rank(policy, c.clusters, c.stall, c.depth, c.su);
    (0..cands.len()).max_by_key(|&i| key(&cands[i])).expect("candidates")
}

/// The pick, where the budget alone decides it (one candidate, or one
/// that fits or goes over least); otherwise the candidates the filters
/// start from are in `tied`.
fn decided_before_the_filters(
    cands: &[Cand],
    mode: Mode,
    budget: &RegBudget,
    tied: &mut Vec<usize>,
) -> Option<(usize, PickReason, bool)> {
    debug_assert!(!cands.is_empty());
    if cands.len() == 1 {
        return Some((0, PickReason::OnlyCandidate, cands[0].fits));
    }
    let fits = entrants(cands, mode, budget, tied);
    (tied.len() == 1 && mode != Mode::Follow)
        .then(|| (tied[0], if fits { PickReason::OnlyFitting } else { PickReason::OverBudget }, fits))
}

/// The candidates the cascade starts from, into `tied`: those within the
/// budget, else those over it least; every one when following the
/// reference. Says whether any fits.
fn entrants(cands: &[Cand], mode: Mode, budget: &RegBudget, tied: &mut Vec<usize>) -> bool {
    tied.clear();
    if mode == Mode::Follow {
        // The reference order itself, fitting or not.
        tied.extend(0..cands.len());
        return cands.iter().any(|c| c.fits);
    }
    for (i, c) in cands.iter().enumerate() {
        if c.fits {
            tied.push(i);
        }
    }
    let fits = !tied.is_empty();
    if !fits {
        let least = cands.iter().map(|c| budget.excess(&c.peek.peak)).min().expect("candidates");
        for (i, c) in cands.iter().enumerate() {
            if budget.excess(&c.peek.peak) == least {
                tied.push(i);
            }
        }
    }
    fits
}

/// The cascade as it reads: each filter keeps the survivors that maximise
/// its metric, until one is left. What [`pick`] must decide.
#[cfg(test)]
fn pick_by_filtering(
    cands: &[Cand],
    mode: Mode,
    budget: &RegBudget,
    policy: &BoundedPolicy,
    tied: &mut Vec<usize>,
) -> (usize, PickReason, bool) {
    if let Some(early) = decided_before_the_filters(cands, mode, budget, tied) {
        return early;
    }
    let (filters, len) = cascade(mode, policy);
    for &filter in &filters[..len] {
        let best = tied.iter().map(|&i| metric(filter, &cands[i], budget)).max().expect("tied candidates");
        tied.retain(|&i| metric(filter, &cands[i], budget) == best);
        if tied.len() == 1 {
            let i = tied[0];
            let fits = cands[i].fits;
            return (i, if fits { filter } else { PickReason::OverBudget }, fits);
        }
    }
    unreachable!("founder order is unique")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pressure::RegPressure;
    use crate::sched::bounded::Counts;
    use crate::snapshot::RegKind;
    use proptest::prelude::*;

    /// `v` VGPRs and `s` SGPRs live.
    fn pressure(v: u32, s: u32) -> RegPressure {
        let mut regs = [0; 4];
        regs[RegKind::Vgpr.index()] = i64::from(v);
        regs[RegKind::Sgpr.index()] = i64::from(s);
        RegPressure::from_raw(regs, [0; 4])
    }

    fn budget() -> RegBudget {
        RegBudget { vgpr: 24, arch_vgpr: 24, agpr: 24, sgpr: 80, unified: false }
    }

    /// Candidates from small ranges, so that metrics tie often and every
    /// filter gets to decide some picks; SUnits are distinct.
    fn cands() -> impl Strategy<Value = Vec<Cand>> {
        prop::collection::vec((16u32..30, 70u32..84, 0u32..3, 0u32..4, 0u32..3, any::<bool>()), 1..12).prop_map(|raw| {
            raw.into_iter()
                .enumerate()
                .map(|(k, (v, s, stall, depth, rank, clusters))| {
                    let p = pressure(v, s);
                    Cand {
                        su: (k as u32 * 7) % 13,
                        peek: Peek { peak: Counts::of(&p), after: Counts::of(&pressure(v.saturating_sub(stall), s)) },
                        fits: budget().fits(&p),
                        stall,
                        depth,
                        reference_rank: rank,
                        clusters,
                    }
                })
                .collect()
        })
    }

    fn mode() -> impl Strategy<Value = Mode> {
        prop_oneof![Just(Mode::Latency), Just(Mode::PressureFirst), Just(Mode::Reference), Just(Mode::Follow)]
    }

    proptest! {
        /// One pass decides the pick, its reason and its fit as the
        /// cascade of filters does.
        #[test]
        fn one_pass_picks_what_the_cascade_picks(
            cands in cands(),
            mode in mode(),
            keep_clusters in any::<bool>(),
            founder_first in any::<bool>(),
        ) {
            let policy = BoundedPolicy { keep_clusters, founder_before_critical_path: founder_first, ..BoundedPolicy::default() };
            let (mut a, mut b) = (Vec::new(), Vec::new());
            prop_assert_eq!(
                pick(&cands, mode, &budget(), &policy, &mut a),
                pick_by_filtering(&cands, mode, &budget(), &policy, &mut b)
            );
        }
    }

    /// Two candidates that agree on every metric but the founder order's
    /// are told apart by it, and the reason says so.
    #[test]
    fn the_founder_order_breaks_a_full_tie() {
        let c = |su| Cand {
            su,
            peek: Peek { peak: Counts::of(&pressure(20, 70)), after: Counts::of(&pressure(20, 70)) },
            fits: true,
            stall: 0,
            depth: 3,
            reference_rank: 0,
            clusters: false,
        };
        let cands = [c(4), c(9), c(2)];
        let (i, reason, fits) = pick(&cands, Mode::Latency, &budget(), &BoundedPolicy::default(), &mut Vec::new());
        assert_eq!((cands[i].su, reason, fits), (9, PickReason::FounderOrder, true));
    }
}
