//! The rules that keep a plan instead of the founder (see [`Why`]), and
//! the founder's risk of losing waves in allocation that some of them bet on.

use super::calibration::*;
use super::plans::*;
use super::{Decision, Option_, Plan, RegionChoices, Why, ASSUMPTIONS};

/// Where the founder's peak keeps its wave count only without the
/// allocation margin (see [`decide_at_risk`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Risk {
    /// The waves the founder's peak keeps with the margin.
    pub waves: u32,
    /// Whether a plan may take those waves on purpose for a saving under
    /// both memory latencies ([`Why::FewerWaves`], [`Why::FewerWavesBare`]).
    /// Not where the post-RA scheduler pairs VOPD instructions (gfx11+
    /// wave32): the estimate before allocation has no pairs, and an order
    /// for fewer waves can lose the founder's (column_moments_64 on gfx1100
    /// and gfx1200: 10 waves estimated 11% faster, 1.33x and 1.76x slower
    /// after allocation by our model and llvm-mca). The one-sided bet
    /// ([`Why::FewerWavesOneSided`]) stays: tied under one latency, it
    /// stakes only what pairs the allocation may cost there against 20%
    /// under the other.
    pub bet_fewer: bool,
}

/// [`decide_at_risk`] for a founder that keeps its waves with the margin.
#[cfg(test)]
pub fn decide(regions: &[RegionChoices], founder_waves: u32, lo: u32, hi: u32, margin: f64) -> Decision {
    decide_at_risk(regions, founder_waves, None, TEST_COPY_CLOCKS, lo, hi, margin)
}

/// The clocks of a VALU copy in the tests (gfx9's 4-cycle issue).
#[cfg(test)]
pub(super) const TEST_COPY_CLOCKS: f64 = 4.0;

/// Decide for wave counts `lo..=hi`; the founder runs at `founder_waves`.
/// `margin` is the fraction a plan must save under every assumption (0.02:
/// two percent); at the founder's waves, a plan no slower under any may
/// instead save [`ONE_SIDED_MARGIN`] under one. `risk`: where the founder's peak keeps `founder_waves`
/// only without the allocation margin, the waves it keeps with it (None:
/// it keeps them with the margin) and whether a plan may bet on them.
///
/// Such a founder often loses a wave in allocation: on the corpus, 26%
/// of the functions whose founder peak misses the margin at its wave count
/// ended a wave or more below it, against 3% of the others (and where
/// LLVM's lane count and the allocation prediction agree, 23% against 3%).
/// Which ones lose it is not known before allocation, so a plan whose
/// every region keeps the founder's waves with the margin (every region
/// `safe`, or more waves) is kept when it is no slower than the founder
/// at its claimed wave count and faster than the founder at `risk` waves
/// by the margin over [`RISK_LOSS_SHARE`], under every assumption: where
/// the founder holds, the model sees nothing lost; where it would not
/// have, the waves are kept.
///
/// The same bet the other way, where `risk` allows it
/// ([`Risk::bet_fewer`]): a plan at no more waves than `risk` is measured
/// where the founder may land. Its orders keep their waves with
/// the margin (the founder's peak keeps `risk` with it, so every option
/// that reaches those waves does), and it is kept when it is no slower
/// than the founder at its claimed waves with its path shortened as far
/// as the post-RA scheduler may take it, and faster than the founder at
/// `risk` waves by the margin over [`RISK_LOSS_SHARE`]: where the founder
/// holds its waves the plan costs nothing even against the best the
/// founder may become, and where it loses them the plan wins.
///
/// Where the founder is issue-bound at both wave counts under one
/// assumption, no plan saves anything there; such a bet is kept when it
/// is no slower than both founders under every assumption and faster than
/// the founder at `risk` waves by [`ONE_SIDED_MARGIN`] over
/// [`RISK_LOSS_SHARE`] under one, with [`ALLOCATION_COPIES`] per reordered
/// region (of `copy_clocks` each) still within the margin
/// ([`Why::FewerWavesOneSided`]).
///
/// Where the founder keeps its waves, the same one-sided form may give
/// waves up against the founder itself ([`Why::FewerWavesNoSlower`]): no
/// slower than the founder, even shortened, under either assumption (often
/// tied, its loops issue-bound at both wave counts), and faster by the
/// same 20% under one, where the founder's loops wait on memory that more
/// parallelism inside a wave hides. Where the founder holds, the plan
/// costs nothing against the best the founder may become; where the
/// post-RA scheduler does not shorten it, the plan wins.
pub fn decide_at_risk(
    regions: &[RegionChoices],
    founder_waves: u32,
    risk: Option<Risk>,
    copy_clocks: f64,
    lo: u32,
    hi: u32,
    margin: f64,
) -> Decision {
    let founder_picks = vec![0; regions.len()];
    let founder = Plan {
        waves: founder_waves,
        time: time_of(regions, &founder_picks, founder_waves),
        picks: founder_picks.clone(),
    };
    let mut plans: Vec<Plan> = (lo..=hi).filter_map(|w| plan_at(regions, w)).collect();
    // The fastest plan at the default latency may trade the long one away;
    // of the orders no slower than the founder's under either, the fastest
    // under each assumption make plans of their own.
    let no_slower = |o: &Option_, founder: &Option_| {
        (0..ASSUMPTIONS).all(|a| o.costs[a].at(founder_waves) <= founder.costs[a].at(founder_waves))
    };
    for first in 0..ASSUMPTIONS {
        if let Some(p) = plan_at_where(regions, founder_waves, first, no_slower) {
            if !plans.contains(&p) {
                plans.push(p);
            }
        }
    }
    let risk = risk.filter(|r| r.waves < founder_waves);
    let at_risk = risk.map(|r| Plan {
        waves: r.waves,
        time: time_of(regions, &founder_picks, r.waves),
        picks: founder_picks.clone(),
    });
    if at_risk.is_some() {
        // The fastest plan at the founder's waves may lean on the
        // founder's peak like the founder; the fastest that does not is a
        // plan of its own.
        if let Some(p) = plan_at_where(regions, founder_waves, 0, |o, _| o.safe) {
            if !plans.contains(&p) {
                plans.push(p);
            }
        }
    }
    let safe = |p: &Plan| {
        p.waves > founder_waves
            || (p.waves == founder_waves && p.picks.iter().zip(regions).all(|(&k, r)| r.options[k].safe))
    };
    // The bet pays only where the founder does lose the waves: the
    // saving against the founder at fewer waves, weighted by how often
    // that happens, must reach the margin.
    let at_risk_margin = margin / RISK_LOSS_SHARE;
    // The one-sided form: no slower than the founder at either wave count
    // under any assumption, and under one the saving, weighted alike,
    // reaches the one-sided margin.
    let one_sided_at_risk_margin = margin.max(ONE_SIDED_MARGIN) / RISK_LOSS_SHARE;
    // A plan with fewer waves must also beat the founder with every
    // region's wave shortened as far as the post-RA scheduler may take it.
    let shortened = founder_shortened(regions, founder_waves);
    let bet_fewer = risk.is_some_and(|r| r.bet_fewer);
    let copies = |p: &Plan| {
        p.picks.iter().zip(regions).filter(|(&k, _)| k != 0).map(|(_, r)| r.weight * ALLOCATION_COPIES * copy_clocks).sum::<f64>()
    };
    // Tied under one assumption, a plan for fewer waves has no slack there
    // for what allocation adds to the regions it reorders; under the other
    // it must save the one-sided margin over the share of founders that
    // lose their waves against `f`, the founder where it is taken to land.
    let one_sided = |p: &Plan, f: &Plan| {
        let with_copies = p.time.map(|t| t + copies(p));
        (0..ASSUMPTIONS).all(|a| {
            p.time[a] <= (1.0 + NO_SLOWER) * f.time[a].min(shortened[a])
                && with_copies[a] <= (1.0 + margin) * shortened[a]
        }) && (0..ASSUMPTIONS).any(|a| p.time[a] <= (1.0 - one_sided_at_risk_margin) * f.time[a])
    };
    let bet = |p: &Plan| -> Option<Why> {
        let f = at_risk.as_ref()?;
        if safe(p) {
            let keeps = (0..ASSUMPTIONS).all(|a| {
                p.time[a] <= (1.0 + NO_SLOWER) * founder.time[a] && p.time[a] <= (1.0 - at_risk_margin) * f.time[a]
            });
            return keeps.then_some(Why::KeepsWaves);
        }
        if p.waves > f.waves || !(0..ASSUMPTIONS).all(|a| p.time[a] <= (1.0 + NO_SLOWER) * shortened[a]) {
            return None;
        }
        // Where VOPD pairs form, a saving claimed under both latencies is
        // the estimate's blind spot (see `Risk::bet_fewer`): refused, not
        // taken for a one-sided one.
        if (0..ASSUMPTIONS).all(|a| p.time[a] <= (1.0 - at_risk_margin) * f.time[a]) {
            return bet_fewer.then_some(Why::FewerWaves);
        }
        one_sided(p, f).then_some(Why::FewerWavesOneSided)
    };
    let faster = |p: &Plan| {
        (0..ASSUMPTIONS).all(|a| {
            p.time[a] <= (1.0 - margin) * founder.time[a]
                && (p.waves >= founder_waves || p.time[a] <= (1.0 - margin) * shortened[a])
        })
    };
    // Changing the wave count bets on how much latency there is to hide;
    // reordering at the same waves does not, where it is no slower under
    // any assumption. Unless the founder may lose its waves in allocation:
    // there an order leaning on its peak may lose them where the founder
    // does not (lud_diag_block on gfx900 and gfx906, held-out: an order
    // 7% faster at 3x by the estimate, four VGPRs above the founder's in
    // its region and within its peak, ended a wave lower, 11.5% slower at
    // 3x), so every region must keep the waves with the margin itself.
    let no_slower_faster = |p: &Plan| {
        p.waves == founder_waves
            && (at_risk.is_none() || safe(p))
            && (0..ASSUMPTIONS).all(|a| p.time[a] <= founder.time[a])
            && (0..ASSUMPTIONS).any(|a| p.time[a] <= (1.0 - margin.max(ONE_SIDED_MARGIN)) * founder.time[a])
    };
    // Fewer waves where the founder keeps its own: the one-sided form,
    // against the founder itself.
    let fewer_no_slower = |p: &Plan| p.waves < founder_waves && at_risk.is_none() && one_sided(p, &founder);
    let why_of = |p: &Plan| -> Option<Why> {
        if faster(p) {
            Some(Why::Faster)
        } else if no_slower_faster(p) {
            Some(Why::NoSlowerFaster)
        } else if fewer_no_slower(p) {
            Some(Why::FewerWavesNoSlower)
        } else {
            bet(p)
        }
    };
    // On equal estimates the founder's wave count, then more waves: a tie
    // is no reason to move away from LLVM's choice.
    let rank = |p: &Plan| (p.waves != founder_waves, std::cmp::Reverse(p.waves));
    // Of the plans, the one that saves most under both assumptions
    // together: the product of its times against the founder's. The
    // default latency first would take a plan 0.1% faster there and 70%
    // slower at 3x memory latency (hash_lanes_48 on gfx1030: 7 waves
    // against 5, both kept by the rules).
    let fastest = |a: &&Plan, b: &&Plan| {
        saving(a, &founder)
            .total_cmp(&saving(b, &founder))
            .then(a.time[0].total_cmp(&b.time[0]))
            .then(a.time[1].total_cmp(&b.time[1]))
            .then_with(|| rank(a).cmp(&rank(b)))
    };
    // The founder's own orders at its own waves are no change, whatever
    // rule would keep them: where the founder is at risk yet every region
    // keeps its waves with the margin (the peak and the regions are
    // tested apart), `KeepsWaves` would keep the founder as a plan.
    let mut chosen = plans.iter().filter(|p| **p != founder && why_of(p).is_some()).min_by(fastest).cloned();
    let mut why = chosen.as_ref().and_then(why_of);
    // Last, a bet on fewer waves with orders that keep them only by the
    // allocation prediction without the margin: the margin guards against
    // the allocator needing more registers than predicted, and here even
    // that loss pays. Each region's order may then end at the waves its
    // margin leaves it; the plan with every region there must still beat
    // the founder at the waves its own margin leaves it by the margin,
    // under every assumption. On the corpus the allocation went over such
    // a prediction by more than the margin in about 6% of schedules
    // (scripts/prediction-vs-allocation); hash_lanes_48 on gfx900 and
    // gfx906 (the founder claims 4 waves, predicted and allocated at 2;
    // its loop's order before the founder needs 120 VGPRs of the 128 of 2
    // waves, 117 with the margin) is 0.52x the founder at 2 waves and
    // still 0.86x at 1.
    let mut fallback = None;
    if chosen.is_none() && bet_fewer {
        if let Some(f) = at_risk.as_ref() {
            let pays = |b: &Plan| b.waves > 0 && (0..ASSUMPTIONS).all(|a| b.time[a] <= (1.0 - margin) * f.time[a]);
            let bare = (lo..=f.waves)
                .filter_map(|w| plan_by_reach(regions, w, 0, |o| o.bare, |_, _| true))
                .filter(|p| !plans.contains(p) && bet(p).is_some())
                .map(|p| (fallback_of(regions, &p), p))
                .filter(|(b, _)| pays(b))
                .min_by(|(_, a), (_, b)| fastest(&a, &b));
            if let Some((b, p)) = bare {
                why = Some(Why::FewerWavesBare);
                fallback = Some(b);
                chosen = Some(p);
            }
        }
    }
    let best = plans.iter().min_by(fastest).cloned().unwrap_or_else(|| founder.clone());
    Decision { founder, chosen, best, plans, at_risk, why, fallback }
}
