//! Where no order can win: each region's floor (its busiest pipeline,
//! or the shortest path any order takes shared by the most waves), the
//! slack above it, and from those the regions worth exploring. Work that
//! cannot change the answer is skipped here, before any DAG is built.

use super::decide::{self, ASSUMPTIONS};
use super::estimate;
use super::remark::heaviest_bound;
use super::{Speed, MARGIN, SLACK_SHARE};
use crate::iterative::context::Context;

/// What [`Speed::regions_to_explore`] found.
pub(super) enum Explore {
    /// The regions to explore, most slack first, and whether a plan at
    /// another wave count could win (else only orders at the founder's
    /// waves are worth seeking).
    Regions { visit: Vec<usize>, wave_changes: bool },
    /// No plan can win: under one assumption the founder is within the
    /// margin of its floor, and under none do orders at its waves have
    /// room for the one-sided margin.
    AtFloor,
}

impl Speed {
    /// Whether region `r`'s founder order keeps the function from one more
    /// wave.
    pub(super) fn blocks_raise(&self, r: usize) -> bool {
        self.founder_waves < self.hi && !self.waves.fits(&self.founder_pred[r], self.founder_waves + 1)
    }

    /// The most any order and wave count could save in region `r` under
    /// assumption `a`: its time above the lowest any order could reach.
    /// That is its busiest pipeline (the busy cycles are the sum of the
    /// instructions' issue costs, the same in every order, and no wave
    /// count takes a region below them) or its latency floor shared by the
    /// most waves the function could reach, whichever is longer.
    pub(super) fn slack(&self, cx: &Context, r: usize, a: usize) -> f64 {
        self.slack_at(cx, r, a, self.hi)
    }

    /// [`Self::slack`] for orders at `w` waves only.
    pub(super) fn slack_at(&self, cx: &Context, r: usize, a: usize, w: u32) -> f64 {
        let founder = self.founder_cost[r][a].at(self.founder_waves);
        estimate::weight(cx.regions[r].loop_depth) * (founder - self.floor(r, a, w)).max(0.0)
    }

    /// The least time any order of region `r` takes at `w` waves under
    /// assumption `a`, unweighted: its busiest pipeline (the same in every
    /// order: the waits the estimate inserts use no pipeline) or its latency
    /// floor shared by `w` waves.
    pub(super) fn floor(&self, r: usize, a: usize, w: u32) -> f64 {
        self.floor_cost(r, a).at(w)
    }

    /// What no order of region `r` goes below under assumption `a`: its
    /// latency floor and the founder's busy cycles (the same in every
    /// order).
    fn floor_cost(&self, r: usize, a: usize) -> decide::Cost {
        decide::Cost { latency: self.latency_floor[r][a], busy: self.founder_cost[r][a].busy }
    }

    /// Whether some orders at `w` waves could win (see
    /// [`decide::decide_at_risk`]): where even the regions' floors
    /// ([`Self::floor`]) summed miss the margin, no order at `w` waves is
    /// worth scheduling. At another wave count the margin is needed under
    /// every assumption; at the founder's, the one-sided margin under one
    /// will do.
    pub(super) fn could_win_at(&self, cx: &Context, w: u32) -> bool {
        let wins = |a: usize, m: f64| self.floor_total(cx, a, w) <= (1.0 - m) * self.total(cx, a);
        (0..ASSUMPTIONS).all(|a| wins(a, MARGIN))
            || (w == self.founder_waves && (0..ASSUMPTIONS).any(|a| wins(a, decide::ONE_SIDED_MARGIN)))
    }

    /// The regions' floors at `w` waves under assumption `a`, weighted.
    /// A loop's regions floor together, as they are costed together
    /// ([`decide::segment_time`]).
    pub(super) fn floor_total(&self, cx: &Context, a: usize, w: u32) -> f64 {
        decide::segment_time(cx.regions.iter().enumerate().map(|(r, region)| estimate::part(region, self.floor_cost(r, a))), w)
    }

    /// The founder's weighted time under assumption `a`.
    pub(super) fn total(&self, cx: &Context, a: usize) -> f64 {
        self.total_at(cx, a, self.founder_waves)
    }

    /// The founder's weighted time at `w` waves under assumption `a`.
    pub(super) fn total_at(&self, cx: &Context, a: usize, w: u32) -> f64 {
        decide::segment_time(cx.regions.iter().enumerate().map(|(r, region)| estimate::part(region, self.founder_cost[r][a])), w)
    }

    /// Whether, for a founder at risk of losing waves in allocation, the
    /// founder at the waves the margin leaves it is slow enough that
    /// orders keeping its wave count could win by the margin (see
    /// [`decide::decide_at_risk`]): an issue-bound founder at its claimed
    /// waves may wait on latency at fewer.
    pub(super) fn risk_could_pay(&self, cx: &Context) -> bool {
        let Some(w) = self.risk else { return false };
        (0..ASSUMPTIONS).all(|a| {
            self.floor_total(cx, a, self.founder_waves) <= (1.0 - MARGIN / decide::RISK_LOSS_SHARE) * self.total_at(cx, a, w)
        })
    }

    /// Whether orders at up to `w` waves could save `margin` of the
    /// founder's time under assumption `a`: the founder's time above the
    /// regions' floors ([`Self::floor_total`]).
    fn has_room(&self, cx: &Context, a: usize, w: u32, margin: f64) -> bool {
        let total = self.total(cx, a);
        total - self.floor_total(cx, a, w) >= margin * total
    }

    /// "issue" or "latency": the bound of the founder's heaviest region at
    /// its wave count under assumption `a`.
    pub(super) fn founder_bound(&self, cx: &Context, a: usize) -> &'static str {
        let regions = (0..cx.regions.len()).map(|r| (estimate::weight(cx.regions[r].loop_depth), self.founder_cost[r][a]));
        heaviest_bound(regions, self.founder_waves)
    }

    /// Regions with slack and, where the slack could pay for another wave,
    /// the regions blocking it, and where the founder may lose waves in
    /// allocation, the regions that put it at risk; most slack first.
    ///
    /// A plan must win by the margin under every assumption, or keep the
    /// founder's waves and win by the one-sided margin under one. Where
    /// the founder is within the margin of its floor under one assumption
    /// (it is bound by issue there, and no order or wave count can win by
    /// the margin) only the second can; the regions sought for it are
    /// those with slack at the founder's waves under an assumption where
    /// the whole function's leaves the one-sided margin. Where neither
    /// can, and no plan keeping the founder's waves could pay either,
    /// there is nothing to explore.
    pub(super) fn regions_to_explore(&self, cx: &Context) -> Explore {
        let n = cx.regions.len();
        // Within the margin of the least any order or wave count could take
        // under one assumption: no plan wins by the margin under both.
        let two_sided = (0..ASSUMPTIONS).all(|a| self.has_room(cx, a, self.hi, MARGIN));
        let one_sided: [bool; ASSUMPTIONS] =
            std::array::from_fn(|a| self.has_room(cx, a, self.founder_waves, decide::ONE_SIDED_MARGIN));
        if !two_sided && !one_sided.iter().any(|&o| o) && !self.risk_could_pay(cx) {
            return Explore::AtFloor;
        }
        let totals: [f64; ASSUMPTIONS] = std::array::from_fn(|a| self.total(cx, a).max(f64::MIN_POSITIVE));
        // Per region, the most it could save as a share of the function's
        // time under an assumption where a plan could win.
        let slack: Vec<f64> = (0..n)
            .map(|r| {
                let both = if two_sided { self.slack(cx, r, 0) / totals[0] } else { 0.0 };
                (0..ASSUMPTIONS)
                    .filter(|&a| one_sided[a])
                    .map(|a| self.slack_at(cx, r, a, self.founder_waves) / totals[a])
                    .fold(both, f64::max)
            })
            .collect();
        // Where only the founder's risk leaves room to win, only a plan
        // keeping its waves with the margin can: the regions that miss it.
        let puts_at_risk = |r: usize| self.risk.is_some() && !self.founder_safe[r];
        let mut visit: Vec<usize> = (0..n)
            .filter(|&r| cx.regions[r].num_region_instrs > 2)
            .filter(|&r| puts_at_risk(r) || (two_sided && self.blocks_raise(r)) || slack[r] >= SLACK_SHARE)
            .collect();
        visit.sort_by(|&a, &b| slack[b].total_cmp(&slack[a]).then(a.cmp(&b)));
        Explore::Regions { visit, wave_changes: two_sided }
    }
}
