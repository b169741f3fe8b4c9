//! The remark every `gcnrs` decision leaves: the founder's estimate and
//! the chosen one (or the best refused), the wave counts, which bound
//! holds, and the bet that kept a plan where it was not plainly faster.

use super::decide::{self, Cost, Decision, Plan, RegionChoices, Refused};
use super::{Speed, MARGIN};
use crate::iterative::context::Context;

impl Speed {
    /// Where the registers the code names and its callees' cap the waves,
    /// how many and to what; where an indirect call leaves callees out of
    /// that cap, that too.
    pub(super) fn held_note(&self, cx: &Context) -> Option<String> {
        let held = self.held.map(|(vgprs, waves)| {
            let unit = if waves == 1 { "wave" } else { "waves" };
            format!("named registers and callees hold {vgprs} VGPRs: at most {waves} {unit}")
        });
        let indirect = cx.func.as_ref().is_some_and(|f| f.calls_unnamed).then(|| "an indirect call's callees not counted".to_string());
        let notes: Vec<String> = held.into_iter().chain(indirect).collect();
        (!notes.is_empty()).then(|| notes.join("; "))
    }

    /// Which bound holds for the heaviest region of `plan`.
    pub(super) fn bound(choices: &[RegionChoices], plan: &Plan) -> &'static str {
        let regions = choices.iter().zip(&plan.picks).map(|(r, &k)| (r.weight, r.options[k].costs[0]));
        heaviest_bound(regions, plan.waves)
    }

    /// "region R by SOURCE" for the first eight regions `plan` changes.
    pub(super) fn picked_by(&self, plan: &Plan) -> String {
        let by: Vec<String> = plan
            .picks
            .iter()
            .enumerate()
            .filter(|(_, &k)| k != 0)
            .take(8)
            .map(|(r, &k)| format!("region {r} by {}", self.explored[r][k - 1].cand.source))
            .collect();
        by.join(", ")
    }

    /// `refused`: why the founder stays, where it does
    /// ([`decide::refused`]).
    pub(super) fn remark(&self, cx: &mut Context, d: &Decision, choices: &[RegionChoices], refused: Option<Refused>) {
        let name = cx.func.as_ref().map_or(String::new(), |f| f.name.clone());
        let mut notes = Vec::new();
        if self.current != d.founder.waves {
            notes.push(format!("predicted after allocation: {}", self.current));
        }
        if self.current != d.founder.waves || self.llvm_occupancy != d.founder.waves {
            notes.push(format!("LLVM's occupancy: {}", self.llvm_occupancy));
        }
        notes.extend(self.held_note(cx));
        let llvm = if notes.is_empty() { String::new() } else { format!(" ({})", notes.join("; ")) };
        let f = &d.founder;
        // Where the founder's waves rest on its peak without the margin,
        // what it costs if allocation takes one away.
        let risk = d.at_risk.as_ref().map_or(String::new(), |r| {
            format!(
                "; the founder keeps {} waves only without the allocation margin (at {}: {:.0} cycles, 3x memory latency {:.0})",
                f.waves, r.waves, r.time[0], r.time[1]
            )
        });
        let text = match &d.chosen {
            Some(c) => {
                // Where not plainly faster, the bet that kept the plan.
                // Where the bet leans on the bare prediction, what it
                // costs if allocation takes the margin's waves away.
                let fallback = d.fallback.as_ref().map_or(String::new(), |b| {
                    let unit = if b.waves == 1 { "wave" } else { "waves" };
                    format!(" (at the {} {unit} the margin leaves its orders: {:.0} cycles, 3x memory latency {:.0})", b.waves, b.time[0], b.time[1])
                });
                let bet = match d.why {
                    Some(why @ (decide::Why::KeepsWaves | decide::Why::FewerWaves | decide::Why::FewerWavesOneSided | decide::Why::FewerWavesNoSlower | decide::Why::FewerWavesBare | decide::Why::OnLanes)) => format!("; kept as {why}{fallback}"),
                    Some(why @ decide::Why::NoSlowerFaster) => format!("; kept: {why}"),
                    _ => String::new(),
                };
                format!(
                    "{name}: estimated time {:.0} -> {:.0} cycles ({:+.1}%), {} -> {} waves{llvm}, {}-bound; 3x memory latency {:.0} -> {:.0} ({:+.1}%); {}{risk}{bet}",
                    f.time[0],
                    c.time[0],
                    pct(f.time[0], c.time[0]),
                    f.waves,
                    c.waves,
                    Self::bound(choices, c),
                    f.time[1],
                    c.time[1],
                    pct(f.time[1], c.time[1]),
                    self.picked_by(c)
                )
            }
            None => {
                let best = format!(
                    "best alternative {:.0} cycles at {} waves (3x memory latency {:.0})",
                    d.best.time[0], d.best.waves, d.best.time[1]
                );
                let margin = MARGIN * 100.0;
                let alt = match refused {
                    None | Some(Refused::NothingFaster) => "no faster order found".to_string(),
                    Some(Refused::BelowMargin) => format!("{best} is not {margin:.0}% faster under both"),
                    // The estimate says faster; what stands in the way is
                    // what the post-RA scheduler may make of the founder.
                    Some(Refused::FounderMayShorten { shortened }) => format!(
                        "{best} is {margin:.0}% faster under both but gives up waves, and the post-RA scheduler may shorten the founder's paths to {:.0} cycles (3x memory latency {:.0}), which it does not beat by {margin:.0}% under both",
                        shortened[0], shortened[1]
                    ),
                };
                let others: Vec<String> = d
                    .plans
                    .iter()
                    .filter(|p| p.waves != f.waves)
                    .map(|p| format!("{} waves {:.0}", p.waves, p.time[0]))
                    .collect();
                let others = match others.is_empty() {
                    true => String::new(),
                    false => format!("; best at {}", others.join(", ")),
                };
                format!(
                    "{name}: LLVM's schedule kept at {} waves{llvm}: estimated time {:.0} cycles, {}-bound (3x memory latency {:.0}); {alt}{others}{risk}",
                    f.waves,
                    f.time[0],
                    Self::bound(choices, f),
                    f.time[1]
                )
            }
        };
        cx.note(format!("remark: {text}"));
    }
}

/// "issue" or "latency": the bound at `waves` of the heaviest of
/// `regions` (weight, cost); "latency" where there is none.
pub(super) fn heaviest_bound(regions: impl Iterator<Item = (f64, Cost)>, waves: u32) -> &'static str {
    let heaviest = regions.max_by(|(wa, a), (wb, b)| (wa * a.at(waves)).total_cmp(&(wb * b.at(waves))));
    match heaviest {
        Some((_, c)) if c.issue_bound(waves) => "issue",
        _ => "latency",
    }
}

pub(super) fn pct(from: f64, to: f64) -> f64 {
    if from > 0.0 {
        (to / from - 1.0) * 100.0
    } else {
        0.0
    }
}
