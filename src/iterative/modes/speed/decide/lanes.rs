//! The last bet: orders that keep their waves only by their lanes.

use super::calibration::{NO_SLOWER, ONE_SIDED_MARGIN};
use super::plans::{fallback_of, plan_by_reach, saving};
use super::{Decision, Plan, RegionChoices, Why, ASSUMPTIONS};

/// Last, a bet on the lanes: a plan at the founder's wave count or more
/// whose orders keep those waves only by their lanes or the allocation
/// prediction, without the margin, where losing the bet costs nothing
/// against what the rules keep otherwise: the plan [`decide_at_risk`](super::decide_at_risk)
/// chose, or the founder ([`Why::OnLanes`]).
///
/// A plan at `founder.waves..=hi`, every option counted at its `lanes`
/// waves, is kept when it is faster than that baseline by `margin` under
/// every assumption (or, at the baseline's waves, no slower under any and
/// faster by [`ONE_SIDED_MARGIN`] under one, as an order at the founder's
/// waves may be), and its fallback (the same orders at the waves the
/// margin leaves them) is no slower than the baseline by more than
/// [`NO_SLOWER`] under any: the allocation either keeps the waves, or
/// lands where the margin said and costs what the baseline does. Where
/// the allocation prediction and LLVM's lane count disagree, the
/// allocation sided with the lanes about two times in three on the corpus
/// (`scripts/prediction-vs-allocation`). qk_row_softmax_online on gfx906:
/// minreg's order of its first loop needs 84 VGPR lanes, predicted 85, and
/// 84 keep 3 waves; at 2 that loop is VALU-bound in either order, and the
/// second loop waits on memory. dgemm_rt_4x4 on gfx90a: the founder holds
/// 7 waves; the model's order of its load loop hides the loads' latency
/// at 66 VGPR lanes (predicted 75, 6 waves with the margin) and allocates
/// to the founder's 68, where the plan the rules kept (minreg's order, 7
/// waves with the margin) waits on memory twice. Not where the post-RA
/// scheduler pairs VOPD instructions, which the estimate before allocation
/// cannot see (as for [`Risk::bet_fewer`](super::Risk::bet_fewer)); the caller decides.
pub fn bet_on_lanes(regions: &[RegionChoices], decision: Decision, hi: u32, margin: f64) -> Decision {
    let baseline = decision.chosen.as_ref().unwrap_or(&decision.founder);
    let costs_nothing =
        |b: &Plan| b.waves > 0 && (0..ASSUMPTIONS).all(|a| b.time[a] <= (1.0 + NO_SLOWER) * baseline.time[a]);
    let faster = |p: &Plan| {
        (0..ASSUMPTIONS).all(|a| p.time[a] <= (1.0 - margin) * baseline.time[a])
            || (p.waves == baseline.waves
                && (0..ASSUMPTIONS).all(|a| p.time[a] <= baseline.time[a])
                && (0..ASSUMPTIONS).any(|a| p.time[a] <= (1.0 - ONE_SIDED_MARGIN) * baseline.time[a]))
    };
    let bet = (decision.founder.waves..=hi)
        .filter_map(|w| plan_by_reach(regions, w, 0, |o| o.lanes, |_, _| true))
        .filter(|p| !decision.plans.contains(p) && faster(p))
        .map(|p| (fallback_of(regions, &p), p))
        .filter(|(b, _)| costs_nothing(b))
        .min_by(|(_, a), (_, b)| saving(a, baseline).total_cmp(&saving(b, baseline)).then(b.waves.cmp(&a.waves)));
    match bet {
        Some((b, p)) => Decision { fallback: Some(b), why: Some(Why::OnLanes), chosen: Some(p), ..decision },
        None => decision,
    }
}
