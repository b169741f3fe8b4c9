//! The function-level decision of `gcnrs`: which wave count, and which
//! order in every region, gives the smallest estimated time.
//!
//! Pure arithmetic over what exploring found: per region its weight (how
//! often it runs), the founder's cost and the alternatives' costs, each
//! with the most waves its registers allow. The time of a region at `W`
//! waves is `max(L / W, U)` (one wave's cycles shared by `W` waves, or the
//! busiest pipeline, whichever is longer); the function's is the weighted
//! sum. A change is kept only when it wins by the margin under every
//! memory latency assumed, so that no decision rests on one guess about
//! memory; or, keeping the founder's wave count, when it is no slower under
//! any and faster by a wider margin under one: such an order costs nothing
//! whatever the latency is, and wins where it is long.

/// One order's cost under one memory-latency assumption.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cost {
    /// One wave's cycles through the region (`L`).
    pub latency: f64,
    /// The busiest pipeline's cycles (`U`).
    pub busy: f64,
}

impl Cost {
    pub fn at(&self, waves: u32) -> f64 {
        (self.latency / f64::from(waves.max(1))).max(self.busy)
    }

    /// Whether the pipeline, not the wave's own latency, bounds the region
    /// at `waves`: another wave cannot help it.
    pub fn issue_bound(&self, waves: u32) -> bool {
        self.busy >= self.latency / f64::from(waves.max(1))
    }
}

/// Memory-latency assumptions every decision must hold under (the model's
/// default and three times it).
pub const ASSUMPTIONS: usize = 2;

/// An order of a region: its cost under each assumption and the most waves
/// its registers allow (with the allocation margin, or within the
/// founder's peak).
#[derive(Clone, Debug, PartialEq)]
pub struct Option_ {
    pub costs: [Cost; ASSUMPTIONS],
    pub reach: u32,
    /// The most waves the allocation prediction allows it without the
    /// margin (at least `reach`): what a bet on fewer waves may lean on
    /// where even losing that bet pays (see [`decide_at_risk`]).
    pub bare: u32,
    /// The most waves its lanes or the allocation prediction allow it
    /// without the margin (at least `bare`): what a raise may lean on
    /// where losing it costs nothing (see [`bet_on_lanes`]). The lanes
    /// are the bolder guess: they won `hash_lanes_48` on gfx900 a bet on
    /// 2 waves whose orders then allocated to 1 (0.67x the default where
    /// the prediction's pick is 0.52x).
    pub lanes: u32,
    /// Whether its registers keep the founder's wave count with the
    /// allocation margin itself, not only by staying within the founder's
    /// peak (see [`decide_at_risk`]).
    pub safe: bool,
}

/// A region as the decision sees it. `options[0]` is the founder's order.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionChoices {
    pub weight: f64,
    pub options: Vec<Option_>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub waves: u32,
    /// Index into each region's options.
    pub picks: Vec<usize>,
    /// Estimated function time under each assumption.
    pub time: [f64; ASSUMPTIONS],
}

#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The founder at its own wave count.
    pub founder: Plan,
    /// The fastest plan some rule keeps ([`Why`]), if any.
    pub chosen: Option<Plan>,
    /// The fastest plan under the default assumption, whether or not it
    /// wins: what the remark names when the founder stays.
    pub best: Plan,
    /// The fastest plan at every wave count some order reaches, fewest
    /// waves first.
    pub plans: Vec<Plan>,
    /// Where the founder's peak keeps its wave count only without the
    /// allocation margin: the founder at the waves the margin leaves it.
    pub at_risk: Option<Plan>,
    /// Which rule kept `chosen` (Some exactly when `chosen` is).
    pub why: Option<Why>,
    /// For [`Why::FewerWavesBare`] and [`Why::OnLanes`]: the chosen
    /// orders at the waves the margin leaves them, the outcome the bet must
    /// pay in too, or cost nothing in.
    pub fallback: Option<Plan>,
}

/// The rule that keeps a plan instead of the founder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Faster by the margin under every assumption.
    Faster,
    /// At the founder's waves, no slower under any assumption and faster
    /// by [`ONE_SIDED_MARGIN`] under one.
    NoSlowerFaster,
    /// Keeps with the margin the waves the founder claims only without it.
    KeepsWaves,
    /// Takes the waves the founder's peak keeps with the margin, where the
    /// founder claims more.
    FewerWaves,
    /// The same bet, no slower under either memory latency and faster
    /// than the founder at those waves by the one-sided margin over the
    /// share of founders that lose them under one.
    FewerWavesOneSided,
    /// Fewer waves where the founder keeps its own: no slower than the
    /// founder under either memory latency, nor than the founder shortened
    /// as far as the post-RA scheduler may take it (with room for the
    /// copies allocation may add), and faster than the founder under one
    /// by the 20% the one-sided bet at risk asks.
    FewerWavesNoSlower,
    /// A bet on fewer waves whose orders keep them by the allocation
    /// prediction alone, and which is faster than the founder at the
    /// waves the margin leaves it even where its own orders end at the
    /// waves the margin leaves them.
    FewerWavesBare,
    /// The founder's waves or more with orders that keep them only by
    /// their lanes, without the allocation margin: faster than what the
    /// rules keep otherwise, and no slower than it where the orders end at
    /// the waves the margin leaves them.
    OnLanes,
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Why::Faster => "faster by the margin under both memory latencies",
            Why::NoSlowerFaster => "at the same waves, no slower under either memory latency and faster by 5% under one",
            Why::KeepsWaves => {
                "it keeps with the allocation margin the waves the founder may lose: no slower than the founder, faster than the founder at the waves the margin leaves it"
            }
            Why::FewerWaves => {
                "it bets on the waves the founder may lose: no slower than the founder at its claimed waves, faster than the founder at the waves the margin leaves it"
            }
            Why::FewerWavesOneSided => {
                "it bets on the waves the founder may lose: no slower than the founder at its claimed waves or at the waves the margin leaves it under either memory latency, and faster than the latter by 20% under one"
            }
            Why::FewerWavesNoSlower => {
                "it gives up waves for parallelism inside a wave: no slower than the founder under either memory latency, even with the founder's paths shortened as far as the post-RA scheduler may take them, and faster than the founder by 20% under one"
            }
            Why::FewerWavesBare => {
                "it bets on the waves the founder may lose with orders that keep them only without the allocation margin: faster than the founder at the waves the margin leaves it even where the orders end at the waves the margin leaves them"
            }
            Why::OnLanes => {
                "its orders keep the waves only by their lanes, without the allocation margin: faster than the plan the other rules keep (or the founder), and no slower than it where they end at the waves the margin leaves them"
            }
        })
    }
}

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

/// How much shorter the post-RA scheduler may make one wave's path through
/// a founder's region, as a factor on its latency. Measured over the corpus
/// (default llc-22 with and without the post-RA scheduler, loops by our
/// model): the median loop keeps its latency, but one in twenty gets 10-30%
/// shorter and some up to half (sgemm_at_8x8_k8 on gfx942: 8976 -> 6228).
/// A founder estimated before allocation can therefore look much slower
/// than it ends, and a plan that gives up waves bets the most on that
/// estimate, since a latency-bound founder's time is its latency over its
/// many waves.
pub const POST_RA_SHORTENING: f64 = 0.7;

/// How far below the best other order that fits the founder's wave count
/// the post-RA scheduler may still take the founder's region, as a factor
/// on that order's latency.
///
/// The post-RA scheduler reorders allocated code: every order it can
/// reach uses only the registers the founder was given, so it is an order
/// within the founder's budget, and the model-driven bounded scheduler
/// searched those for the shortest latency. Where that search could not
/// shorten the founder, the post-RA scheduler will hardly do much better;
/// the allowance is the bounded scheduler being a heuristic and the two
/// schedulers weighing latencies differently. Where no other order fits
/// the budget (the search failed), nothing is known and the blanket
/// [`POST_RA_SHORTENING`] holds. Measured on the corpus: 0.9 and 0.8 both
/// keep every kernel within the model's margin; 0.9 also gives up a wave
/// in three `occupancy_attrs` kernels on gfx90a, gfx942 and gfx1030 whose
/// loops llvm-mca calls issue-bound (2% slower by it, 11-14% faster by
/// ours), so the lower allowance is kept.
pub const IN_BUDGET_SLACK: f64 = 0.8;

/// How often a founder whose peak misses the allocation margin at its wave
/// count ends below it after allocation: 26% on the corpus (llc-22's
/// default scheduler, 392 such functions over eight targets; 3% of the 875
/// whose peak keeps the margin). A plan that bets on keeping the waves
/// such a founder may lose (see [`decide_at_risk`]) gains only that often,
/// and where the founder keeps them, the two orders differ by what the
/// model cannot see after allocation (up to 3% by llvm-mca on the corpus
/// for orders the model ties): the saving against the founder at fewer
/// waves must reach the margin over this share (8% for a margin of 2%).
pub const RISK_LOSS_SHARE: f64 = 0.25;

/// What an order at the founder's waves must save under one memory-latency
/// assumption where it saves less than the margin under the other (and is
/// no slower there). With no margin on that side, the estimate's error
/// before allocation is not covered there: on the corpus, such orders
/// estimated 2-3% faster under one assumption and tied under the other
/// ended up to 14% slower under the tied one in four kernels
/// (region_with_call on gfx942, hash_lanes_48 on gfx900 and gfx906,
/// kernel_calls_spilling_fns on gfx90a), while the orders that hide long
/// memory latency in loops save 10-50% at 3x.
pub const ONE_SIDED_MARGIN: f64 = 0.05;

/// VALU instructions the allocation may add to a region whose order
/// changed, which the estimate before allocation cannot see: a copy, or a
/// carry kept apart where two 64-bit additions interleave
/// (t16_half_many_live on gfx900 and gfx906: LLVM's ILP order, tied with
/// the founder before allocation, ended with a VCC copy and a VOP3 add
/// more in 43 instructions, 3.2% slower). A bet that wins under one memory
/// latency only ([`decide_at_risk`]) is tied under the other, so there
/// these copies must stay within the margin.
pub const ALLOCATION_COPIES: f64 = 2.0;

/// How much slower than the founder a bet's plan may be estimated and
/// still count as no slower (see [`decide_at_risk`]): a tenth of a percent
/// of a loop is a region outside it running at fewer waves, which the
/// model cannot tell from the founder (hash_lanes_48 on gfx1030: a 5-wave
/// plan 2 cycles over 2462 at the founder's claimed 16, whose final code
/// runs 0.66x the founder's at the 9 waves it keeps).
pub const NO_SLOWER: f64 = 0.005;

/// Weighted time at `waves` of the cost `cost(region, assumption)` gives
/// each region.
fn weighted_time(regions: &[RegionChoices], waves: u32, cost: impl Fn(usize, usize) -> Cost) -> [f64; ASSUMPTIONS] {
    let mut t = [0.0; ASSUMPTIONS];
    for (i, r) in regions.iter().enumerate() {
        for (a, slot) in t.iter_mut().enumerate() {
            *slot += r.weight * cost(i, a).at(waves);
        }
    }
    t
}

/// Weighted time of `picks` at `waves`.
fn time_of(regions: &[RegionChoices], picks: &[usize], waves: u32) -> [f64; ASSUMPTIONS] {
    weighted_time(regions, waves, |i, a| regions[i].options[picks[i]].costs[a])
}

/// The founder's time at `waves` with each region's latency shortened as
/// far as the post-RA scheduler may take it (its busiest pipeline stays):
/// by [`POST_RA_SHORTENING`], but no further than [`IN_BUDGET_SLACK`] below
/// the best other order that fits `waves`.
fn founder_shortened(regions: &[RegionChoices], waves: u32) -> [f64; ASSUMPTIONS] {
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
fn plan_at(regions: &[RegionChoices], waves: u32) -> Option<Plan> {
    plan_at_where(regions, waves, 0, |_, _| true)
}

/// [`plan_at`] among the options `allowed` accepts (given each option and
/// its region's founder option), the fastest under assumption `first`,
/// then the other.
fn plan_at_where(
    regions: &[RegionChoices],
    waves: u32,
    first: usize,
    allowed: impl Fn(&Option_, &Option_) -> bool,
) -> Option<Plan> {
    plan_by_reach(regions, waves, first, |o| o.reach, allowed)
}

/// [`plan_at_where`] with the waves an option counts for given by
/// `reach` (with the margin, or the bare prediction).
fn plan_by_reach(
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

/// [`decide_at_risk`] for a founder that keeps its waves with the margin.
#[cfg(test)]
pub fn decide(regions: &[RegionChoices], founder_waves: u32, lo: u32, hi: u32, margin: f64) -> Decision {
    decide_at_risk(regions, founder_waves, None, TEST_COPY_CLOCKS, lo, hi, margin)
}

/// The clocks of a VALU copy in the tests (gfx9's 4-cycle issue).
#[cfg(test)]
const TEST_COPY_CLOCKS: f64 = 4.0;

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
    let mut chosen = plans.iter().filter(|p| why_of(p).is_some()).min_by(fastest).cloned();
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

/// The product over the assumptions of `plan`'s time against the
/// founder's: how the rules rank plans that both keep.
fn saving(plan: &Plan, founder: &Plan) -> f64 {
    (0..ASSUMPTIONS).map(|a| plan.time[a] / founder.time[a].max(f64::MIN_POSITIVE)).product()
}

/// `plan`'s orders at the fewest waves any of them keeps with the
/// allocation margin: where a plan counted at its options' `bare` waves
/// ends if the allocator needs more registers than that.
fn fallback_of(regions: &[RegionChoices], plan: &Plan) -> Plan {
    let waves = plan.picks.iter().zip(regions).map(|(&k, r)| r.options[k].reach).min().unwrap_or(plan.waves);
    Plan { waves, picks: plan.picks.clone(), time: time_of(regions, &plan.picks, waves) }
}

/// Last, a bet on the lanes: a plan at the founder's wave count or more
/// whose orders keep those waves only by their lanes or the allocation
/// prediction, without the margin, where losing the bet costs nothing
/// against what the rules keep otherwise: the plan [`decide_at_risk`]
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
/// cannot see (as for [`Risk::bet_fewer`]); the caller decides.
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

/// The decision for a founder that needs more registers than the function
/// may use anywhere ([`decide_within_budget`]).
#[derive(Clone, Debug, PartialEq)]
pub enum WithinBudget {
    /// Every region over the budget has an order that fits it, and the plan
    /// of those orders is no slower than the founder.
    Chosen { founder: Plan, plan: Plan },
    /// This region over the budget has no order that fits it: the function
    /// spills whatever the order, and the founder stays.
    NoOrder { region: usize },
    /// Orders fit, but the plan is estimated slower than the founder.
    Slower { founder: Plan, plan: Plan },
}

/// Where the founder spills: for each region in `over` (its peak is above
/// the registers the function may use), the fastest order at `waves` whose
/// registers fit with the allocation margin (`reach` above 0); every other
/// region keeps the founder's. The plan is kept when no region over the
/// budget is left without such an order and it is no slower than the
/// founder by more than [`NO_SLOWER`] under every assumption.
///
/// The founder's estimate holds none of the spill code allocation will add
/// to it (stores, reloads, their waits), so it is the founder at its best:
/// a plan no slower than that is faster than the code the founder ends as.
/// No margin is asked for: what is bought is the spills, not the cycles
/// the model sees (chem_h2o2_wdot on gfx1100: LLVM's schedule spills 24
/// VGPRs into 100 bytes of scratch at 5 waves; minreg's order keeps 187
/// VGPRs and 8 waves, estimated +0.15% by the model, which charges an
/// issue-bound straight line nothing for reloads, 0.57x by llvm-mca).
pub fn decide_within_budget(regions: &[RegionChoices], over: &[bool], waves: u32) -> WithinBudget {
    let mut picks = vec![0; regions.len()];
    for (r, choices) in regions.iter().enumerate() {
        if !over.get(r).copied().unwrap_or(false) {
            continue;
        }
        let key = |o: &Option_| (o.costs[0].at(waves), o.costs[1].at(waves));
        let best = choices
            .options
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, o)| o.reach > 0)
            .min_by(|(_, a), (_, b)| key(a).partial_cmp(&key(b)).unwrap_or(std::cmp::Ordering::Equal));
        match best {
            Some((k, _)) => picks[r] = k,
            None => return WithinBudget::NoOrder { region: r },
        }
    }
    let founder_picks = vec![0; regions.len()];
    let founder = Plan { waves, time: time_of(regions, &founder_picks, waves), picks: founder_picks };
    let plan = Plan { waves, time: time_of(regions, &picks, waves), picks };
    if (0..ASSUMPTIONS).all(|a| plan.time[a] <= (1.0 + NO_SLOWER) * founder.time[a]) {
        WithinBudget::Chosen { founder, plan }
    } else {
        WithinBudget::Slower { founder, plan }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(latency: f64, busy: f64) -> [Cost; 2] {
        // The long assumption triples the latency part only (memory).
        [Cost { latency, busy }, Cost { latency: 3.0 * latency, busy }]
    }

    fn opt(latency: f64, busy: f64, reach: u32) -> Option_ {
        Option_ { costs: cost(latency, busy), reach, bare: reach, lanes: reach, safe: true }
    }

    #[test]
    fn region_time_is_latency_shared_or_busiest_pipe() {
        let c = Cost { latency: 800.0, busy: 150.0 };
        // 800 / 4 = 200 > 150: latency-bound; 800 / 8 = 100 < 150: issue-bound.
        assert_eq!(c.at(4), 200.0);
        assert!(!c.issue_bound(4));
        assert_eq!(c.at(8), 150.0);
        assert!(c.issue_bound(8));
    }

    #[test]
    fn a_raise_is_kept_when_the_loop_waits_on_latency() {
        // Founder: L 1000, U 100 at 4 waves -> 250 (default), 750 (long).
        // An order for 5 waves, 10% longer: L 1100 -> 220 / 660. Wins both.
        let r = RegionChoices { weight: 8.0, options: vec![opt(1000.0, 100.0, 4), opt(1100.0, 110.0, 5)] };
        let d = decide(&[r], 4, 4, 5, 0.02);
        assert_eq!(d.founder.time, [2000.0, 6000.0]);
        assert_eq!(d.why, Some(Why::Faster));
        let c = d.chosen.expect("a raise that pays");
        assert_eq!((c.waves, c.picks.clone()), (5, vec![1]));
        assert_eq!(c.time, [8.0 * 220.0, 8.0 * 660.0]);
    }

    #[test]
    fn of_two_winning_plans_the_one_saving_most_under_both_latencies() {
        // Founder at 4 waves: L 2000, U 100 -> 500, long 6000 / 4 = 1500.
        // X reaches 8 waves: L 1600, U 399 -> 399 (1600 / 8 = 200 is below
        // U), long 4800 / 8 = 600. Y reaches 5: L 1990, U 100 -> 398, long
        // 5970 / 5 = 1194. Both save the margin under both latencies. By
        // the default latency first, Y would win on a quarter of a percent
        // while twice as slow as X at 3x; by the product of the ratios to
        // the founder X wins: 0.798 * 0.4 = 0.319 against 0.796 * 0.796 =
        // 0.634.
        let r = RegionChoices {
            weight: 1.0,
            options: vec![opt(2000.0, 100.0, 4), opt(1600.0, 399.0, 8), opt(1990.0, 100.0, 5)],
        };
        let d = decide(&[r], 4, 4, 8, 0.02);
        assert_eq!(d.why, Some(Why::Faster));
        assert_eq!(d.chosen.map(|c| (c.waves, c.picks, c.time)), Some((8, vec![1], [399.0, 600.0])));
    }

    #[test]
    fn a_raise_is_refused_when_the_loop_is_issue_bound() {
        // Founder: L 400, U 300 at 4 waves -> max(100, 300) = 300 either way
        // (long: 1200 / 4 = 300). The 5-wave order issues 20% more: U 360.
        let r = RegionChoices { weight: 1.0, options: vec![opt(400.0, 300.0, 4), opt(480.0, 360.0, 5)] };
        let d = decide(&[r], 4, 4, 5, 0.02);
        assert_eq!(d.chosen, None);
        assert_eq!(d.best.waves, 4);
        assert_eq!(d.best.picks, vec![0]);
    }

    #[test]
    fn a_change_must_win_under_both_memory_latencies() {
        // Founder at 8 waves: L 800 U 90 -> 100 (default), 2400/8 = 300 (long).
        // Alternative at 8 waves: L 700 U 98 -> 98 (2% better by default,
        // just), long 2100/8 = 262.5. Wins both by >= 2%: kept.
        let a = RegionChoices { weight: 1.0, options: vec![opt(800.0, 90.0, 8), opt(700.0, 98.0, 8)] };
        let d = decide(&[a], 8, 8, 8, 0.02);
        assert_eq!(d.why, Some(Why::Faster));
        // Busier: U 101 -> 1% slower by default: refused although the long
        // assumption gains 12.5%.
        let b = RegionChoices { weight: 1.0, options: vec![opt(800.0, 90.0, 8), opt(700.0, 101.0, 8)] };
        assert_eq!(decide(&[b], 8, 8, 8, 0.02).chosen, None);
    }

    #[test]
    fn at_the_same_waves_no_slower_and_much_faster_under_one_is_kept() {
        // U 99 -> default 99, 1% better (under the margin); long 262.5
        // against 300, 12.5% better (over the one-sided 5%): kept.
        let b = RegionChoices { weight: 1.0, options: vec![opt(800.0, 90.0, 8), opt(700.0, 99.0, 8)] };
        let d = decide(&[b], 8, 8, 8, 0.02);
        assert_eq!((d.why, d.chosen.map(|p| p.time)), (Some(Why::NoSlowerFaster), Some([99.0, 262.5])));
        // Long 2328/8 = 291 against 300: 3% better, under the one-sided
        // margin, and only 1% by default: refused.
        let c = RegionChoices { weight: 1.0, options: vec![opt(800.0, 90.0, 8), opt(776.0, 99.0, 8)] };
        assert_eq!(decide(&[c], 8, 8, 8, 0.02).chosen, None);
        // The fastest by default (797/8 = 99.6, long 298.9) saves little
        // under either; the one that saves at 3x (100, a tie, long 240) is
        // found.
        let t = RegionChoices {
            weight: 1.0,
            options: vec![opt(800.0, 90.0, 8), opt(797.0, 99.5, 8), opt(640.0, 100.0, 8)],
        };
        let d = decide(&[t], 8, 8, 8, 0.02);
        assert_eq!(d.chosen.map(|p| p.picks), Some(vec![2]));
        // 5% faster by default (760/8 = 95) but slower at 3x (2600/8 =
        // 325 against 300): the one-sided rule never excuses a loss.
        let skewed = Option_ { costs: [Cost { latency: 760.0, busy: 90.0 }, Cost { latency: 2600.0, busy: 90.0 }], reach: 8, bare: 8, lanes: 8, safe: true };
        let s = RegionChoices { weight: 1.0, options: vec![opt(800.0, 90.0, 8), skewed] };
        assert_eq!(decide(&[s], 8, 8, 8, 0.02).chosen, None);
        // A change of wave count gets no such allowance: at 7 waves the
        // same order is 100 by default (a tie) and 2100/7 = 300 at 3x.
        let w = RegionChoices { weight: 1.0, options: vec![opt(800.0, 90.0, 8), opt(560.0, 100.0, 7)] };
        assert_eq!(decide(&[w], 8, 7, 8, 0.02).chosen, None);
    }

    #[test]
    fn a_tie_keeps_the_founders_wave_count() {
        // Issue-bound at both 11 and 12 waves (U 300 > 2400/11): the same
        // time, so the best plan is the founder's at 12, not 11.
        let r = RegionChoices { weight: 1.0, options: vec![opt(2400.0, 300.0, 12)] };
        let d = decide(&[r], 12, 11, 12, 0.02);
        assert_eq!(d.best.waves, 12);
        assert_eq!(d.chosen, None);
    }

    #[test]
    fn every_region_must_fit_the_wave_count() {
        // Region 1 has no order for 6 waves, so 6 is not a plan even though
        // region 0 would love it.
        let r0 = RegionChoices { weight: 1.0, options: vec![opt(1000.0, 10.0, 5), opt(1000.0, 10.0, 6)] };
        let r1 = RegionChoices { weight: 1.0, options: vec![opt(100.0, 10.0, 5)] };
        let d = decide(&[r0, r1], 5, 5, 6, 0.02);
        assert_eq!(d.chosen, None);
        assert_eq!(d.best.waves, 5);
    }

    #[test]
    fn waves_are_given_up_only_against_a_founder_the_post_ra_scheduler_shortens() {
        // Founder at 5 waves: L 9000, U 1150 -> 1800 (long 27000/5 = 5400).
        // An order for 2 waves: L 1500, U 1150 -> 1150 (long 4500/2 = 2250):
        // 36% faster against the founder as estimated. With the founder's
        // wave 30% shorter (L 6300 -> 1260; long 18900/5 = 3780) it still
        // wins by 8.7% and 40%: kept.
        let r = RegionChoices { weight: 1.0, options: vec![opt(9000.0, 1150.0, 5), opt(1500.0, 1150.0, 2)] };
        assert_eq!(decide(&[r], 5, 2, 5, 0.02).chosen.map(|c| c.waves), Some(2));
        // Add a straight-line region (L 1200, U 400: 400 at 5 waves, 600
        // at 2). The 2-wave plan costs 1150 + 600 = 1750 against the
        // founder's 1800 + 400 = 2200 (20% faster), but against the
        // founder shortened (1260 + 400 = 1660) it is slower: refused,
        // where the estimate alone would have kept it.
        let loop_ = RegionChoices { weight: 1.0, options: vec![opt(9000.0, 1150.0, 5), opt(1500.0, 1150.0, 2)] };
        let straight = RegionChoices { weight: 1.0, options: vec![opt(1200.0, 400.0, 5)] };
        let d = decide(&[loop_, straight], 5, 2, 5, 0.02);
        assert_eq!(d.founder.time[0], 2200.0);
        assert_eq!(d.plans.iter().find(|p| p.waves == 2).map(|p| p.time[0]), Some(1750.0));
        assert_eq!(d.chosen, None);
    }

    #[test]
    fn an_order_in_the_founders_budget_bounds_the_post_ra_allowance() {
        // The loop and straight region of the test above, where the 2-wave
        // plan (1750) lost to the founder shortened by the blanket 30%
        // (1660). Now the search also found an order for the founder's 5
        // waves, and it is no shorter than the founder (L 9000): the
        // post-RA scheduler, bound to the same registers, is allowed 20%
        // below it, L 7200 -> 1440, so the founder shortened costs
        // 1440 + 400 = 1840 (long: 21600/5 + 0.7 * 3600/5 = 4824 against
        // the plan's 2250 + 1800 = 4050). The plan wins by 4.9% and 16%:
        // kept.
        let loop_ = RegionChoices {
            weight: 1.0,
            options: vec![opt(9000.0, 1150.0, 5), opt(1500.0, 1150.0, 2), opt(9100.0, 1150.0, 5)],
        };
        let straight = RegionChoices { weight: 1.0, options: vec![opt(1200.0, 400.0, 5)] };
        let d = decide(&[loop_, straight.clone()], 5, 2, 5, 0.02);
        assert_eq!(d.chosen.map(|c| c.waves), Some(2));
        // An in-budget order that is itself much shorter (L 6000) says
        // the founder's registers allow a short wave: the allowance is
        // taken from it (0.8 * 6000 = 4800, but never below the blanket
        // 0.7 * 9000 = 6300): 1260 + 400 = 1660 again, refused.
        let loop_ = RegionChoices {
            weight: 1.0,
            options: vec![opt(9000.0, 1150.0, 5), opt(1500.0, 1150.0, 2), opt(6000.0, 1150.0, 5)],
        };
        assert_eq!(decide(&[loop_, straight], 5, 2, 5, 0.02).chosen.map(|c| c.waves), Some(5));
    }

    fn keeps(waves: u32) -> Risk {
        Risk { waves, bet_fewer: true }
    }

    fn risky(latency: f64, busy: f64, reach: u32, safe: bool) -> Option_ {
        Option_ { safe, ..opt(latency, busy, reach) }
    }

    #[test]
    fn a_one_sided_win_at_risk_needs_orders_that_keep_the_waves() {
        // Founder at 8 waves on its own peak, 7 with the margin. The order
        // at 8 (default 99 against 100, long 262.5 against 300) leans on
        // the founder's peak: the allocator may take it a wave lower where
        // the founder stays, so the one-sided win does not count.
        let lean = RegionChoices { weight: 1.0, options: vec![risky(800.0, 90.0, 8, false), risky(700.0, 99.0, 8, false)] };
        assert_eq!(decide_at_risk(&[lean], 8, Some(keeps(7)), TEST_COPY_CLOCKS, 8, 8, 0.02).chosen, None);
        // The same order keeping 8 waves with the margin of its own is kept.
        let own = RegionChoices { weight: 1.0, options: vec![risky(800.0, 90.0, 8, false), risky(700.0, 99.0, 8, true)] };
        assert_eq!(decide_at_risk(&[own], 8, Some(keeps(7)), TEST_COPY_CLOCKS, 8, 8, 0.02).chosen.map(|p| p.picks), Some(vec![1]));
    }

    #[test]
    fn waves_the_founder_may_lose_are_kept_by_an_order_with_the_margin() {
        // Founder at 2 waves on its own peak (not safe): L 1000, U 300 ->
        // 500 (long 3000 / 2 = 1500); at the 1 wave the margin leaves it,
        // 1000 (long 3000). An order as long that keeps 2 waves with the
        // margin ties at 2 waves and is 50% faster than the founder at 1:
        // 500 <= 0.92 * 1000 and 1500 <= 0.92 * 3000. Kept.
        let r = RegionChoices { weight: 1.0, options: vec![risky(1000.0, 300.0, 2, false), opt(1000.0, 300.0, 2)] };
        let d = decide_at_risk(std::slice::from_ref(&r), 2, Some(keeps(1)), TEST_COPY_CLOCKS, 1, 2, 0.02);
        assert_eq!(d.at_risk.as_ref().map(|f| (f.waves, f.time)), Some((1, [1000.0, 3000.0])));
        assert_eq!(d.why, Some(Why::KeepsWaves));
        let c = d.chosen.expect("the waves kept with the margin");
        assert_eq!((c.waves, c.picks.clone(), c.time), (2, vec![1], [500.0, 1500.0]));
        // A founder that keeps its waves with the margin risks nothing: a
        // tie is no change.
        assert_eq!(decide(&[r], 2, 1, 2, 0.02).chosen, None);
        // An order that itself leans on the founder's peak is no safer.
        let r = RegionChoices {
            weight: 1.0,
            options: vec![risky(1000.0, 300.0, 2, false), risky(1000.0, 300.0, 2, false)],
        };
        assert_eq!(decide_at_risk(&[r], 2, Some(keeps(1)), TEST_COPY_CLOCKS, 1, 2, 0.02).chosen, None);
        // Slower than the founder at 2 waves (L 1100: 550 > 500): refused,
        // however much faster than the founder at 1.
        let r = RegionChoices { weight: 1.0, options: vec![risky(1000.0, 300.0, 2, false), opt(1100.0, 300.0, 2)] };
        assert_eq!(decide_at_risk(&[r], 2, Some(keeps(1)), TEST_COPY_CLOCKS, 1, 2, 0.02).chosen, None);
    }

    #[test]
    fn fewer_waves_are_taken_where_the_founder_may_lose_them_and_no_slower_where_it_does_not() {
        // Founder at 4 waves on its own peak, which keeps 2 with the
        // margin: L 2000, U 300 -> 500 at 4 (long 6000 / 4 = 1500), 1000 at
        // 2 (long 3000). No other order reaches 4 waves, so its path may
        // shrink by the blanket 0.7: 1400 / 4 = 350 (long 4200 / 4 = 1050).
        // An order for 2 waves, L 690 U 300: 345 (long 2070 / 2 = 1035).
        // Not 2% below the shortened founder (343, 1029), so no plain win;
        // but no slower than it, and 65% faster than the founder at 2.
        // Where the founder keeps its 4 waves, the same plan is 31% faster
        // than it under both latencies and no slower than it shortened:
        // the one-sided form against the founder itself keeps it.
        let founder = risky(2000.0, 300.0, 4, false);
        let r = RegionChoices { weight: 1.0, options: vec![founder.clone(), opt(690.0, 300.0, 2)] };
        assert_eq!(decide(std::slice::from_ref(&r), 4, 1, 4, 0.02).why, Some(Why::FewerWavesNoSlower));
        let c = decide_at_risk(std::slice::from_ref(&r), 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen.expect("the bet");
        assert_eq!((c.waves, c.picks.clone(), c.time), (2, vec![1], [345.0, 1035.0]));
        assert_eq!(decide_at_risk(std::slice::from_ref(&r), 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02).why, Some(Why::FewerWaves));
        // Where VOPD pairs form, no bet.
        let no_bet = Risk { waves: 2, bet_fewer: false };
        assert_eq!(decide_at_risk(std::slice::from_ref(&r), 4, Some(no_bet), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
        // L 720: 360 at 2 waves, slower than the shortened founder's 350.
        let r = RegionChoices { weight: 1.0, options: vec![founder.clone(), opt(720.0, 300.0, 2)] };
        assert_eq!(decide_at_risk(&[r], 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
        // At 3 waves, above the 2 the founder's peak keeps: an order there
        // may lose a wave like the founder. L 1035 -> 345 (long 1035), the
        // same times as the 2-wave plan, refused.
        let r = RegionChoices { weight: 1.0, options: vec![founder, opt(1035.0, 300.0, 3)] };
        assert_eq!(decide_at_risk(&[r], 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
    }

    #[test]
    fn a_bet_may_lean_on_the_bare_prediction_where_losing_it_still_pays() {
        // Founder at 4 waves on its own peak, which keeps 3 with the
        // margin: L 3000, U 500 -> 750 at 4 (long 9000 / 4 = 2250), 1000
        // at 3 (long 3000). Shortened (blanket 0.7, no other order reaches
        // 4): 2100 / 4 = 525, long 6300 / 4 = 1575.
        // An order L 1500, U 500 keeps 3 waves by its prediction alone and
        // 2 with the margin. At 3: 500 (long 4500 / 3 = 1500), no slower
        // than the shortened founder (525, 1575) and 8% below the founder
        // at 3 (920, 2760). Where its registers land at 2 instead: 750
        // (long 2250), still 2% below the founder at 3 (980, 2940). Kept.
        let founder = risky(3000.0, 500.0, 4, false);
        let bare = |reach| Option_ { bare: 3, lanes: 3, ..opt(1500.0, 500.0, reach) };
        let r = RegionChoices { weight: 1.0, options: vec![founder.clone(), bare(2)] };
        let d = decide_at_risk(std::slice::from_ref(&r), 4, Some(keeps(3)), TEST_COPY_CLOCKS, 1, 4, 0.02);
        assert_eq!(d.why, Some(Why::FewerWavesBare));
        assert_eq!(d.chosen.map(|c| (c.waves, c.picks, c.time)), Some((3, vec![1], [500.0, 1500.0])));
        assert_eq!(d.fallback.map(|c| (c.waves, c.time)), Some((2, [750.0, 2250.0])));
        // Counted with its margin only, the order's plan at 2 waves (750,
        // long 2250) is slower than the shortened founder: no bet.
        let margin_only = RegionChoices { weight: 1.0, options: vec![founder.clone(), opt(1500.0, 500.0, 2)] };
        assert_eq!(decide_at_risk(&[margin_only], 4, Some(keeps(3)), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
        // Where the margin leaves the order 1 wave, losing the bet costs
        // 1500 against the founder's 1000 at 3: refused.
        let r = RegionChoices { weight: 1.0, options: vec![founder.clone(), bare(1)] };
        assert_eq!(decide_at_risk(std::slice::from_ref(&r), 4, Some(keeps(3)), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
        // Where VOPD pairs form, no bet.
        let r = RegionChoices { weight: 1.0, options: vec![founder, bare(2)] };
        let no_bet = Risk { waves: 3, bet_fewer: false };
        assert_eq!(decide_at_risk(&[r], 4, Some(no_bet), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
    }

    #[test]
    fn a_raise_may_lean_on_the_lanes_where_losing_it_costs_nothing() {
        // Region A, the founder's 2-wave peak: L 300, U 600 -> 600 at 2
        // waves (long 900 / 2 = 450, still 600). Region B, few registers:
        // L 1200, U 200 -> 600 at 2 (long 3600 / 2 = 1800), 400 at 3 (long
        // 1200). Founder at 2: 1200, long 2400.
        // An order of A with L 380 keeps 3 waves by its lanes only: 600 at
        // 2 and at 3 under both (1140 / 3 = 380 and 1140 / 2 = 570 are
        // below U). At 3 the plan is 600 + 400 = 1000 (long 1800), 17% and
        // 25% below the founder; at the 2 waves its margin leaves it,
        // exactly the founder's 1200 and 2400. Kept.
        let a = |latency, lanes| RegionChoices {
            weight: 1.0,
            options: vec![opt(300.0, 600.0, 2), Option_ { lanes, ..opt(latency, 600.0, 2) }],
        };
        let b = RegionChoices { weight: 1.0, options: vec![opt(1200.0, 200.0, 10)] };
        let regions = [a(380.0, 3), b.clone()];
        let d = bet_on_lanes(&regions, decide(&regions, 2, 1, 10, 0.02), 10, 0.02);
        assert_eq!(d.why, Some(Why::OnLanes));
        assert_eq!(d.chosen.map(|c| (c.waves, c.picks, c.time)), Some((3, vec![1, 0], [1000.0, 1800.0])));
        assert_eq!(d.fallback.map(|c| (c.waves, c.time)), Some((2, [1200.0, 2400.0])));
        // Where the lanes keep 2 waves only, nothing to lean on.
        let regions = [a(380.0, 2), b.clone()];
        assert_eq!(bet_on_lanes(&regions, decide(&regions, 2, 1, 10, 0.02), 10, 0.02).chosen, None);
        // An order of A with L 500 is still 600 at 3 waves under both
        // (long 1500 / 3 = 500), so the plan is as fast, but at 2 its long
        // latency shows (1500 / 2 = 750): the fallback would cost 2550
        // against the founder's 2400 at 3x. Refused.
        let regions = [a(500.0, 3), b];
        assert_eq!(bet_on_lanes(&regions, decide(&regions, 2, 1, 10, 0.02), 10, 0.02).chosen, None);
    }

    #[test]
    fn a_bet_on_the_lanes_must_cost_nothing_against_the_plan_the_rules_keep() {
        // Founder at 2 waves with the margin: L 1000, U 300 -> 500 (long
        // 3000 / 2 = 1500). An order with the margin at 2, L 600: 300 (long
        // 900), kept as plainly faster. An order whose lanes alone keep 2
        // waves (the margin leaves it 1), L 300: 300 at 2 (long 450), tied
        // with the kept plan by default and 50% faster at 3x; where it ends
        // at 1 wave, 300 (long 900), what the kept plan costs. Kept on the
        // lanes, at the same waves.
        let lanes = |latency| Option_ { lanes: 2, ..opt(latency, 300.0, 1) };
        let r = RegionChoices { weight: 1.0, options: vec![opt(1000.0, 300.0, 2), opt(600.0, 300.0, 2), lanes(300.0)] };
        let kept = decide(std::slice::from_ref(&r), 2, 1, 2, 0.02);
        assert_eq!((kept.why, kept.chosen.as_ref().map(|c| c.picks.clone())), (Some(Why::Faster), Some(vec![1])));
        let d = bet_on_lanes(std::slice::from_ref(&r), kept, 2, 0.02);
        assert_eq!(d.why, Some(Why::OnLanes));
        assert_eq!(d.chosen.map(|c| (c.waves, c.picks, c.time)), Some((2, vec![2], [300.0, 450.0])));
        assert_eq!(d.fallback.map(|c| (c.waves, c.time)), Some((1, [300.0, 900.0])));
        // L 320: at 1 wave 320, 6.7% over the kept plan's 300: refused,
        // though still faster than the founder.
        let r = RegionChoices { weight: 1.0, options: vec![opt(1000.0, 300.0, 2), opt(600.0, 300.0, 2), lanes(320.0)] };
        let d = bet_on_lanes(std::slice::from_ref(&r), decide(std::slice::from_ref(&r), 2, 1, 2, 0.02), 2, 0.02);
        assert_eq!((d.why, d.chosen.map(|c| c.picks)), (Some(Why::Faster), Some(vec![1])));
    }

    #[test]
    fn a_bet_tied_under_one_latency_pays_under_the_other_and_covers_the_copies() {
        // Founder at 4 waves on its own peak, which keeps 2 with the
        // margin: L 6000, U 3000 -> 3000 at 4 and at 2 (VALU-bound), long
        // 18000 / 4 = 4500 and 9000. Shortened (blanket 0.7): 3000, long
        // 12600 / 4 = 3150. An order for 2 waves, L 2100: 3000 (tied at
        // the default latency), long 6300 / 2 = 3150: no slower than the
        // shortened founder under either, not 8% faster than the founder
        // at 2 under both (3000 against 3000), but 65% faster under one.
        let founder = risky(6000.0, 3000.0, 4, false);
        let r = RegionChoices { weight: 1.0, options: vec![founder, opt(2100.0, 3000.0, 2)] };
        let d = decide_at_risk(std::slice::from_ref(&r), 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02);
        assert_eq!(d.why, Some(Why::FewerWavesOneSided));
        assert_eq!(d.chosen.map(|c| (c.waves, c.picks, c.time)), Some((2, vec![1], [3000.0, 3150.0])));
        // Where VOPD pairs form, the one-sided bet stays.
        let no_bet = Risk { waves: 2, bet_fewer: false };
        assert_eq!(decide_at_risk(std::slice::from_ref(&r), 4, Some(no_bet), TEST_COPY_CLOCKS, 1, 4, 0.02).why, Some(Why::FewerWavesOneSided));
        // A tenth of the size: two VALU copies (8 clocks) are 2.7% of the
        // tied 300 (the shortened founder's 300 plus the 2% margin is
        // 306), so the tie does not survive what allocation may add.
        let small = RegionChoices { weight: 1.0, options: vec![risky(600.0, 300.0, 4, false), opt(210.0, 300.0, 2)] };
        assert_eq!(decide_at_risk(std::slice::from_ref(&small), 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
        assert_eq!(decide_at_risk(&[small], 4, Some(keeps(2)), 0.0, 1, 4, 0.02).why, Some(Why::FewerWavesOneSided));
    }

    #[test]
    fn waves_are_given_up_where_tied_by_default_and_a_fifth_faster_at_long_latency() {
        // Founder at 8 waves with the margin: L 20000, U 3000 -> 3000
        // (VALU-bound by default), long 60000 / 8 = 7500. No other order
        // reaches 8, so shortened by the blanket 0.7: 3000, long 42000 / 8
        // = 5250. An order for 6 waves, L 6000: 3000 by default (tied),
        // long 18000 / 6 = 3000: no slower than the founder or the
        // shortened founder, with two copies (8 clocks) within the 2%
        // margin of 3000, and 43% below the shortened founder at 3x.
        let r = RegionChoices { weight: 1.0, options: vec![opt(20000.0, 3000.0, 8), opt(6000.0, 3000.0, 6)] };
        let d = decide(std::slice::from_ref(&r), 8, 1, 8, 0.02);
        assert_eq!(d.why, Some(Why::FewerWavesNoSlower));
        assert_eq!(d.chosen.map(|c| (c.waves, c.picks, c.time)), Some((6, vec![1], [3000.0, 3000.0])));
        // L 11000: long 33000 / 6 = 5500, 27% below the founder's 7500 but
        // 4.8% over the shortened founder's 5250: refused.
        let r = RegionChoices { weight: 1.0, options: vec![opt(20000.0, 3000.0, 8), opt(11000.0, 3000.0, 6)] };
        assert_eq!(decide(&[r], 8, 1, 8, 0.02).chosen, None);
        // A tenth of the size: two copies (8 clocks) are 2.7% of the tied
        // 300, beyond the margin: refused.
        let r = RegionChoices { weight: 1.0, options: vec![opt(2000.0, 300.0, 8), opt(600.0, 300.0, 6)] };
        assert_eq!(decide(&[r], 8, 1, 8, 0.02).chosen, None);
    }

    #[test]
    fn a_bet_a_tenth_of_a_percent_over_the_founder_counts_as_no_slower() {
        // The founder of the test above (shortened: 350 at 4 waves, long
        // 1050). An order for 2 waves, L 701: 350.5 (long 2103 / 2 =
        // 1051.5), 0.14% over, within the 0.5% the model cannot resolve:
        // kept. L 704: 352 (long 1056), 0.57% over: refused.
        let founder = risky(2000.0, 300.0, 4, false);
        let r = RegionChoices { weight: 1.0, options: vec![founder.clone(), opt(701.0, 300.0, 2)] };
        let d = decide_at_risk(&[r], 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02);
        assert_eq!((d.why, d.chosen.map(|c| c.time)), (Some(Why::FewerWaves), Some([350.5, 1051.5])));
        let r = RegionChoices { weight: 1.0, options: vec![founder, opt(704.0, 300.0, 2)] };
        assert_eq!(decide_at_risk(&[r], 4, Some(keeps(2)), TEST_COPY_CLOCKS, 1, 4, 0.02).chosen, None);
    }

    #[test]
    fn the_bet_on_lost_waves_must_pay_by_the_margin_over_how_often_they_are_lost() {
        // Founder L 310, U 300: 300 at 2 waves, 310 at 1 (long: 930 / 2 =
        // 465, 930). The tying safe order saves 3.2% against the founder at
        // 1 wave by default: under the 8% (0.02 / 0.25) a lost wave must
        // save. Refused.
        let r = RegionChoices { weight: 1.0, options: vec![risky(310.0, 300.0, 2, false), opt(310.0, 300.0, 2)] };
        assert_eq!(decide_at_risk(&[r], 2, Some(keeps(1)), TEST_COPY_CLOCKS, 1, 2, 0.02).chosen, None);
        // L 330: 330 at 1 wave against 300, 9.1% (long 990 against 495):
        // kept.
        let r = RegionChoices { weight: 1.0, options: vec![risky(330.0, 300.0, 2, false), opt(330.0, 300.0, 2)] };
        assert_eq!(decide_at_risk(&[r], 2, Some(keeps(1)), TEST_COPY_CLOCKS, 1, 2, 0.02).chosen.map(|c| c.picks), Some(vec![1]));
    }

    #[test]
    fn a_wave_is_given_up_for_a_shorter_issue_stream() {
        // Founder at 8 waves: L 800, U 200 -> 200. An order for 7 waves
        // with more parallelism: L 700, U 90 -> 100 (long: 2100/7 = 300
        // against the founder's max(300, 200) = 300 -- no gain, refused).
        let r = RegionChoices { weight: 1.0, options: vec![opt(800.0, 200.0, 8), opt(700.0, 90.0, 7)] };
        assert_eq!(decide(&[r], 8, 7, 8, 0.02).chosen, None);
        // With a shorter wave too (L 400: long 1200/7 = 171, against the
        // founder's 300, and 210 with its wave shortened by the post-RA
        // allowance, max(0.7 * 2400 / 8, 200)): kept at 7.
        let r = RegionChoices { weight: 1.0, options: vec![opt(800.0, 200.0, 8), opt(400.0, 90.0, 7)] };
        let c = decide(&[r], 8, 7, 8, 0.02).chosen.expect("lower occupancy pays");
        assert_eq!(c.waves, 7);
    }

    fn fits(latency: f64, busy: f64) -> Option_ {
        Option_ { costs: cost(latency, busy), reach: 1, bare: 1, lanes: 1, safe: false }
    }

    fn spills(latency: f64, busy: f64) -> Option_ {
        Option_ { costs: cost(latency, busy), reach: 0, bare: 0, lanes: 0, safe: false }
    }

    #[test]
    fn a_spilling_founder_takes_the_fastest_order_that_fits() {
        // Region 0 over the budget: the founder (L 1000, U 600 at 2 waves:
        // 600 either way, long 3000 / 2 = 1500) and two orders that fit,
        // L 1100 (-> 600, long 1650) and L 1300 (-> 650). Region 1 fits
        // and keeps the founder even though option 1 would be faster.
        let r0 = RegionChoices { weight: 1.0, options: vec![spills(1000.0, 600.0), fits(1300.0, 600.0), fits(1100.0, 600.0)] };
        let r1 = RegionChoices { weight: 8.0, options: vec![opt(100.0, 50.0, 2), opt(60.0, 40.0, 2)] };
        // Default: founder 600 + 8 * 50 = 1000; the plan the same, 1000.
        // Long: founder 1500 + 8 * 150 = 2700; the plan 1650 + 1200 = 2850,
        // 5.6% slower: refused.
        match decide_within_budget(&[r0.clone(), r1.clone()], &[true, false], 2) {
            WithinBudget::Slower { founder, plan } => {
                assert_eq!(plan.picks, vec![2, 0]);
                assert_eq!(founder.time, [1000.0, 2700.0]);
                assert_eq!(plan.time, [1000.0, 2850.0]);
            }
            other => panic!("expected a slower plan, got {other:?}"),
        }
        // Issue-bound at the long latency too (U 1700): founder 1700 +
        // 1200 = 2900, the plan the same: kept, with region 1 untouched.
        let busy = |o: &Option_| Option_ { costs: [o.costs[0], Cost { busy: 1700.0, ..o.costs[1] }], ..o.clone() };
        let r0 = RegionChoices { options: r0.options.iter().map(busy).collect(), ..r0 };
        match decide_within_budget(&[r0, r1], &[true, false], 2) {
            WithinBudget::Chosen { founder, plan } => {
                assert_eq!(plan.picks, vec![2, 0]);
                assert_eq!(plan.waves, 2);
                assert_eq!(founder.time[1], 2900.0);
                assert_eq!(plan.time[1], 2900.0);
            }
            other => panic!("expected the fitting order, got {other:?}"),
        }
    }

    #[test]
    fn a_spilling_founder_stays_where_a_region_has_no_order_that_fits() {
        let r0 = RegionChoices { weight: 1.0, options: vec![spills(100.0, 50.0), fits(100.0, 50.0)] };
        let r1 = RegionChoices { weight: 1.0, options: vec![spills(100.0, 50.0), spills(90.0, 50.0)] };
        assert_eq!(decide_within_budget(&[r0, r1], &[true, true], 4), WithinBudget::NoOrder { region: 1 });
    }
}
