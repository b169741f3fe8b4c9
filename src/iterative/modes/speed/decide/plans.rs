//! Plans from the regions' options: their weighted times, the fastest
//! options at a wave count, and the founder as the post-RA scheduler may
//! leave it.

use super::calibration::{IN_BUDGET_SLACK, POST_RA_SHORTENING};
use super::{segment_time, Cost, Option_, Plan, RegionChoices, ASSUMPTIONS};

/// Weighted time at `waves` of the cost `cost(region, assumption)` gives
/// each region, a loop's regions together ([`segment_time`]).
pub(super) fn weighted_time(regions: &[RegionChoices], waves: u32, cost: impl Fn(usize, usize) -> Cost) -> [f64; ASSUMPTIONS] {
    std::array::from_fn(|a| segment_time(regions.iter().enumerate().map(|(i, r)| (r.segment, r.weight, cost(i, a))), waves))
}

/// Weighted time of `picks` at `waves`.
pub(super) fn time_of(regions: &[RegionChoices], picks: &[usize], waves: u32) -> [f64; ASSUMPTIONS] {
    weighted_time(regions, waves, |i, a| regions[i].options[picks[i]].costs[a])
}

/// The founder's time at `waves` with each region's latency shortened as
/// far as the post-RA scheduler may take it (its busiest pipeline stays):
/// by [`POST_RA_SHORTENING`], but no further than [`IN_BUDGET_SLACK`] below
/// the best other order that fits `waves`.
pub(super) fn founder_shortened(regions: &[RegionChoices], waves: u32) -> [f64; ASSUMPTIONS] {
    weighted_time(regions, waves, |i, a| {
        let c = regions[i].options[0].costs[a];
        let in_budget =
            regions[i].options[1..].iter().filter(|o| o.reach >= waves).map(|o| o.costs[a].latency).reduce(f64::min);
        let blanket = POST_RA_SHORTENING * c.latency;
        let latency = match in_budget {
            Some(l) => blanket.max(IN_BUDGET_SLACK * l.min(c.latency)),
            None => blanket,
        };
        Cost { latency, ..c }
    })
}

/// The fastest options of every region at `waves` (under the default
/// assumption, then the long one; the founder on ties), or None if some
/// region has no order that fits.
pub(super) fn plan_at(regions: &[RegionChoices], waves: u32) -> Option<Plan> {
    plan_at_where(regions, waves, 0, |_, _| true)
}

/// [`plan_at`] among the options `allowed` accepts (given each option and
/// its region's founder option), the fastest under assumption `first`,
/// then the other.
pub(super) fn plan_at_where(
    regions: &[RegionChoices],
    waves: u32,
    first: usize,
    allowed: impl Fn(&Option_, &Option_) -> bool,
) -> Option<Plan> {
    plan_by_reach(regions, waves, first, |o| o.reach, allowed)
}

/// [`plan_at_where`] with the waves an option counts for given by
/// `reach` (with the margin, or the bare prediction).
pub(super) fn plan_by_reach(
    regions: &[RegionChoices],
    waves: u32,
    first: usize,
    reach: impl Fn(&Option_) -> u32,
    allowed: impl Fn(&Option_, &Option_) -> bool,
) -> Option<Plan> {
    let mut picks = Vec::with_capacity(regions.len());
    for r in regions {
        let key = |o: &Option_| (o.costs[first].at(waves), o.costs[1 - first].at(waves));
        let mut best: Option<usize> = None;
        for (k, o) in r.options.iter().enumerate() {
            if reach(o) < waves || !allowed(o, &r.options[0]) {
                continue;
            }
            if best.is_none_or(|b| key(o) < key(&r.options[b])) {
                best = Some(k);
            }
        }
        picks.push(best?);
    }
    let time = time_of(regions, &picks, waves);
    Some(Plan { waves, picks, time })
}

/// The product over the assumptions of `plan`'s time against the
/// founder's: how the rules rank plans that both keep.
pub(super) fn saving(plan: &Plan, founder: &Plan) -> f64 {
    (0..ASSUMPTIONS).map(|a| plan.time[a] / founder.time[a].max(f64::MIN_POSITIVE)).product()
}

/// `plan`'s orders at the fewest waves any of them keeps with the
/// allocation margin: where a plan counted at its options' `bare` waves
/// ends if the allocator needs more registers than that.
pub(super) fn fallback_of(regions: &[RegionChoices], plan: &Plan) -> Plan {
    let waves = plan.picks.iter().zip(regions).map(|(&k, r)| r.options[k].reach).min().unwrap_or(plan.waves);
    Plan { waves, picks: plan.picks.clone(), time: time_of(regions, &plan.picks, waves) }
}
