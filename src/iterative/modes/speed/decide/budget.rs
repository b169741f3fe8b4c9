//! The decision for a founder that spills: orders that fit the budget.

use super::calibration::NO_SLOWER;
use super::plans::time_of;
use super::{Option_, Plan, RegionChoices, ASSUMPTIONS};

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
