//! The promises every decision keeps, stated apart from the rules that
//! make it: whatever [`Why`] kept a plan, the plan's numbers are its
//! options' own, its orders reach its wave count by the standard its rule
//! leans on, it is never estimated slower than the founder, and it gains
//! something somewhere. A change to the rules that breaks one of these is
//! a bug whatever the corpus says; the property test in `tests.rs` runs
//! the checker on random regions.

use super::calibration::NO_SLOWER;
use super::{Decision, Plan, RegionChoices, WithinBudget, Why, ASSUMPTIONS};

/// A broken promise, with what it was about.
#[derive(Clone, Debug, PartialEq)]
pub enum Violation {
    /// `why` and `chosen` disagree on whether anything was kept.
    WhyWithoutChoice,
    /// A plan's times are not its options' weighted costs at its waves.
    DishonestTime { plan: &'static str },
    /// A plan picks an option its region does not have.
    NoSuchOption { plan: &'static str, region: usize },
    /// A pick's registers do not keep the plan's waves by the standard of
    /// the rule that kept it (the margin, the bare prediction, the lanes).
    PickMissesWaves { plan: &'static str, region: usize },
    /// The plan's wave count is outside what the decision was asked for.
    WavesOutOfRange { waves: u32 },
    /// The chosen plan is the founder itself.
    NoChange,
    /// The chosen plan is estimated slower than the founder by more than
    /// [`NO_SLOWER`] under some assumption.
    Slower { assumption: usize },
    /// The chosen plan is faster than neither the founder nor the founder
    /// at the waves it may lose, under any assumption.
    NoGain,
    /// The founder at risk is not the founder's orders at fewer waves.
    RiskNotFewer,
    /// A bet's fallback is missing, present without a bet, not the bet's
    /// orders at the waves their margin leaves them, or costs more than
    /// the bet allows where it is lost.
    Fallback,
    /// For a founder that spills: a region over the budget keeps an order
    /// that does not fit it, a region within it has its order changed, or
    /// a region said to have no fitting order has one.
    Spills { region: usize },
}

/// How far a recomputed time may differ from the plan's (float sums in
/// another order).
const ROUNDING: f64 = 1e-9;

/// Check `d`, decided for `regions` with the founder at `founder_waves`
/// over wave counts `lo..=hi` (as [`super::decide_at_risk`] and then
/// [`super::bet_on_lanes`] were called).
pub fn check(regions: &[RegionChoices], founder_waves: u32, lo: u32, hi: u32, d: &Decision) -> Result<(), Violation> {
    if d.why.is_some() != d.chosen.is_some() {
        return Err(Violation::WhyWithoutChoice);
    }
    founder_at(regions, &d.founder, founder_waves)?;
    honest(regions, &d.best, "best")?;
    if d.best != d.founder {
        reaches(regions, &d.best, "best", |o| o.reach)?;
    }
    if let Some(r) = &d.at_risk {
        honest(regions, r, "at risk")?;
        if r.waves >= founder_waves || r.picks.iter().any(|&k| k != 0) {
            return Err(Violation::RiskNotFewer);
        }
    }
    let Some(chosen) = &d.chosen else {
        return if d.fallback.is_some() { Err(Violation::Fallback) } else { Ok(()) };
    };
    let why = d.why.expect("checked above");
    honest(regions, chosen, "chosen")?;
    if !(lo..=hi).contains(&chosen.waves) {
        return Err(Violation::WavesOutOfRange { waves: chosen.waves });
    }
    match why {
        Why::OnLanes => reaches(regions, chosen, "chosen", |o| o.lanes)?,
        Why::FewerWavesBare => reaches(regions, chosen, "chosen", |o| o.bare)?,
        _ => reaches(regions, chosen, "chosen", |o| o.reach)?,
    }
    if chosen.waves == founder_waves && chosen.picks.iter().all(|&k| k == 0) {
        return Err(Violation::NoChange);
    }
    if let Some(assumption) = slower(chosen, &d.founder) {
        return Err(Violation::Slower { assumption });
    }
    let gains_on = |p: &Plan| (0..ASSUMPTIONS).any(|a| chosen.time[a] < p.time[a]);
    if !gains_on(&d.founder) && !d.at_risk.as_ref().is_some_and(gains_on) {
        return Err(Violation::NoGain);
    }
    fallback(regions, d, chosen, why)
}

/// The fallback of a bet: the chosen orders at the fewest waves any of
/// them keeps with the margin, no slower where the bet is lost than the
/// founder would then be (the founder at the waves it may lose, where it
/// may lose them; else the founder, with [`NO_SLOWER`] for the plan the
/// bet was measured against and again for the bet).
fn fallback(regions: &[RegionChoices], d: &Decision, chosen: &Plan, why: Why) -> Result<(), Violation> {
    let f = match (&d.fallback, matches!(why, Why::FewerWavesBare | Why::OnLanes)) {
        (None, false) => return Ok(()),
        (Some(f), true) => f,
        _ => return Err(Violation::Fallback),
    };
    honest(regions, f, "fallback")?;
    let margin_waves = chosen.picks.iter().zip(regions).map(|(&k, r)| r.options[k].reach).min().unwrap_or(chosen.waves);
    if f.picks != chosen.picks || f.waves != margin_waves {
        return Err(Violation::Fallback);
    }
    let worst = match (why, &d.at_risk) {
        (Why::FewerWavesBare, Some(r)) => r.time,
        (Why::FewerWavesBare, None) => return Err(Violation::Fallback),
        _ => d.founder.time.map(|t| t * (1.0 + NO_SLOWER) * (1.0 + NO_SLOWER)),
    };
    if (0..ASSUMPTIONS).any(|a| f.time[a] > worst[a] * (1.0 + ROUNDING)) {
        return Err(Violation::Fallback);
    }
    Ok(())
}

/// The founder as every decision must carry it: its own orders at its
/// own `waves`, with honest times.
fn founder_at(regions: &[RegionChoices], founder: &Plan, waves: u32) -> Result<(), Violation> {
    if founder.waves != waves || founder.picks.iter().any(|&k| k != 0) {
        return Err(Violation::DishonestTime { plan: "founder" });
    }
    honest(regions, founder, "founder")
}

/// The first assumption under which `p` is slower than `founder` by more
/// than [`NO_SLOWER`], if any.
fn slower(p: &Plan, founder: &Plan) -> Option<usize> {
    (0..ASSUMPTIONS).find(|&a| p.time[a] > (1.0 + NO_SLOWER) * founder.time[a] * (1.0 + ROUNDING))
}

/// Whether `p`'s times are the weighted costs of its options at its waves.
/// Summed here again, not by `plans::time_of`: the checker restates what it
/// checks, so a mistake in the rules' arithmetic cannot pass for honest.
fn honest(regions: &[RegionChoices], p: &Plan, plan: &'static str) -> Result<(), Violation> {
    if p.picks.len() != regions.len() {
        return Err(Violation::DishonestTime { plan });
    }
    // A loop's regions add up before the max: one stream in the final
    // code. Everything else counts alone.
    let mut t = [0.0; ASSUMPTIONS];
    // Per loop header: its weight and, per memory latency, summed (L, U).
    type LoopSums = (u32, f64, [(f64, f64); ASSUMPTIONS]);
    let mut loops: Vec<LoopSums> = Vec::new();
    for (region, (&k, r)) in p.picks.iter().zip(regions).enumerate() {
        let o = r.options.get(k).ok_or(Violation::NoSuchOption { plan, region })?;
        let Some(h) = r.segment else {
            for (a, slot) in t.iter_mut().enumerate() {
                *slot += r.weight * o.costs[a].at(p.waves);
            }
            continue;
        };
        let at = match loops.iter().position(|(k, ..)| *k == h) {
            Some(i) => i,
            None => {
                loops.push((h, r.weight, [(0.0, 0.0); ASSUMPTIONS]));
                loops.len() - 1
            }
        };
        for (a, (l, u)) in loops[at].2.iter_mut().enumerate() {
            *l += o.costs[a].latency;
            *u += o.costs[a].busy;
        }
    }
    for (_, weight, sums) in &loops {
        for (a, (l, u)) in sums.iter().enumerate() {
            t[a] += weight * (l / f64::from(p.waves.max(1))).max(*u);
        }
    }
    let off = |a: usize| (t[a] - p.time[a]).abs() > ROUNDING * t[a].abs().max(1.0);
    if (0..ASSUMPTIONS).any(off) {
        return Err(Violation::DishonestTime { plan });
    }
    Ok(())
}

/// Whether every pick of `p` keeps `p.waves` by `waves_of` its option.
fn reaches(
    regions: &[RegionChoices],
    p: &Plan,
    plan: &'static str,
    waves_of: impl Fn(&super::Option_) -> u32,
) -> Result<(), Violation> {
    match p.picks.iter().zip(regions).position(|(&k, r)| waves_of(&r.options[k]) < p.waves) {
        Some(region) => Err(Violation::PickMissesWaves { plan, region }),
        None => Ok(()),
    }
}

/// Check the decision for a founder that spills ([`super::decide_within_budget`]
/// at `waves`, `over` marking the regions above the budget): a kept plan
/// runs at the founder's waves, changes only regions over the budget and
/// gives each of them an order that fits it, and is no slower than the
/// founder by more than [`NO_SLOWER`]; a region said to have no fitting
/// order has none.
pub fn check_within_budget(regions: &[RegionChoices], over: &[bool], waves: u32, d: &WithinBudget) -> Result<(), Violation> {
    let is_over = |r: usize| over.get(r).copied().unwrap_or(false);
    let (founder, plan, kept) = match d {
        WithinBudget::NoOrder { region } => {
            let fits = regions.get(*region).is_some_and(|r| r.options.iter().skip(1).any(|o| o.reach > 0));
            return if is_over(*region) && !fits { Ok(()) } else { Err(Violation::Spills { region: *region }) };
        }
        WithinBudget::Chosen { founder, plan } => (founder, plan, true),
        WithinBudget::Slower { founder, plan } => (founder, plan, false),
    };
    founder_at(regions, founder, waves)?;
    honest(regions, plan, "chosen")?;
    if plan.waves != waves {
        return Err(Violation::WavesOutOfRange { waves: plan.waves });
    }
    for (region, (&k, r)) in plan.picks.iter().zip(regions).enumerate() {
        let fits = k != 0 && r.options[k].reach > 0;
        if is_over(region) != fits || (!is_over(region) && k != 0) {
            return Err(Violation::Spills { region });
        }
    }
    // A plan within rounding of the bound may be kept or refused: the
    // rules' product `(1 + NO_SLOWER) * t` rounds either way (4824 against
    // 4800 is exactly the bound, and refused).
    let past_bound = (0..ASSUMPTIONS).any(|a| plan.time[a] > (1.0 + NO_SLOWER) * founder.time[a] * (1.0 - ROUNDING));
    match (kept, slower(plan, founder)) {
        (true, Some(assumption)) => Err(Violation::Slower { assumption }),
        (false, None) if !past_bound => Err(Violation::NoGain),
        _ => Ok(()),
    }
}
