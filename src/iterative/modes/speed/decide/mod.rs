//! The function-level decision of `gcnrs`: which wave count, and which
//! order in every region, gives the smallest estimated time.
//!
//! Pure arithmetic over what exploring found: per region its weight (how
//! often it runs), the founder's cost and the alternatives' costs, each
//! with the most waves its registers allow. The time of a region at `W`
//! waves is `max(L / W, U)` (one wave's cycles shared by `W` waves, or the
//! busiest pipeline, whichever is longer); the function's is the weighted
//! sum, with the regions of one loop body taken together
//! ([`segment_time`]). A change is kept only when it wins by the margin under every
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
    /// The loop whose body holds the region (its header block), None
    /// outside loops: see [`segment_time`].
    pub segment: Option<u32>,
    pub weight: f64,
    pub options: Vec<Option_>,
}

/// A function's weighted time at `waves` from each region's loop (None
/// outside loops), weight and cost. The regions of one loop body are one
/// segment of the final code, run as one stream: their latencies and busy
/// cycles add up before the `max`, so an issue-bound region hides the
/// latency of the others beside it, and another wave shortens the body
/// only where the whole of it waits on latency. Costed one by one, a raise
/// that shortened two latency-bound regions of a loop whose third region
/// kept the pipeline busy was kept for 3.3% and 6.9% it never gave
/// (held-out `sw_affine_intertask_pk16` gfx906, x1.048 at 3x memory
/// latency in the final code). Regions outside loops count alone: the
/// estimate already carries their in-flight loads from one to the next.
pub fn segment_time(parts: impl IntoIterator<Item = (Option<u32>, f64, Cost)>, waves: u32) -> f64 {
    let mut alone = 0.0;
    let mut loops: Vec<(u32, f64, Cost)> = Vec::new();
    for (segment, weight, c) in parts {
        match segment {
            None => alone += weight * c.at(waves),
            Some(h) => match loops.iter_mut().find(|(k, ..)| *k == h) {
                Some((_, _, sum)) => {
                    sum.latency += c.latency;
                    sum.busy += c.busy;
                }
                None => loops.push((h, weight, c)),
            },
        }
    }
    alone + loops.iter().map(|(_, weight, sum)| weight * sum.at(waves)).sum::<f64>()
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

mod budget;
mod calibration;
mod checker;
mod lanes;
mod plans;
mod refused;
mod rules;
#[cfg(test)]
mod tests;
mod why;

pub use budget::{decide_within_budget, WithinBudget};
pub use calibration::*;
pub use checker::{check, check_within_budget};
pub use lanes::bet_on_lanes;
pub use refused::{refused, Refused};
#[cfg(test)]
pub use rules::decide;
pub use rules::{decide_at_risk, Risk};
pub use why::Why;
