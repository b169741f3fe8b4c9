//! Candidate orders for a region that keeps its function from a wave
//! target, each scored with the pressure LLVM would see and the registers
//! the allocator is predicted to need.

use super::wave::WaveModel;
use crate::iterative::context::Context;
use crate::pressure::RegPressure;
use crate::sched::bounded::{self, BoundedPolicy, RegBudget};
use crate::sched::latency::{self, ScheduleMetrics};
use crate::sched::minreg::MinRegPolicy;
use crate::sched::optimal::FunctionBudget;
use crate::sched::{Edge, RegionDag};
use std::fmt;

/// Which algorithm proposed an order; the trace names it with each choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Source {
    /// LLVM's default scheduler left the region this way.
    Founder,
    /// The pressure-bounded latency scheduler, for the budget of this many
    /// waves.
    Bounded(u32),
    /// `GCNMinRegStrategy`, bit for bit.
    MinReg,
    /// minreg with the maximum-height tie-break before program order.
    MinRegHeight,
    /// The exact minimum-register solver (optimal, or the best it found
    /// within its budget).
    Optimal,
    /// The bounded scheduler steered by the speed model's latencies
    /// (`gcnrs`), for the budget of this many waves.
    Model(u32),
    /// `GCNILPScheduler` (the order `gcn-iterative-ilp` gives a region),
    /// bit for bit.
    Ilp,
    /// The region's order before the founder ran: what instruction
    /// selection left, and what `gcn-iterative-ilp` keeps where its ILP
    /// order misses its occupancy target.
    Original,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Founder => f.write_str("founder"),
            Source::Bounded(w) => write!(f, "bounded-{w}"),
            Source::MinReg => f.write_str("minreg"),
            Source::MinRegHeight => f.write_str("minreg-height"),
            Source::Optimal => f.write_str("optimal"),
            Source::Model(w) => write!(f, "model-{w}"),
            Source::Ilp => f.write_str("ilp"),
            Source::Original => f.write_str("original"),
        }
    }
}

/// One order of a region.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub source: Source,
    /// Region-relative instruction indices (`SUnit::instr`) top to bottom:
    /// unlike NodeNums they stay meaningful when the region's DAG is built
    /// again to apply the order.
    pub instrs: Vec<u32>,
    /// LLVM's pressure of the order (live lanes).
    pub pressure: RegPressure,
    /// What the allocator is predicted to need: the larger of the lane
    /// count and the allocation prediction (whole registers plus live
    /// physical registers), per register kind.
    pub predicted: RegPressure,
    /// LLVM's in-order latency replay of the order.
    pub latency: Option<ScheduleMetrics>,
    /// A bounded order that no budget shaped (the first latency-first pass
    /// fit and never ruled a candidate out): any looser budget, such as a
    /// wave fewer, gives exactly this order again.
    pub unsteered: bool,
}

/// The founder's order and the minreg orders of the region. An algorithm
/// that fails (a malformed DAG, or a refusal by the legality checker under
/// `-gcnrs-verify-schedule`) proposes nothing; its reason is noted.
pub fn propose(cx: &mut Context, region: usize, dag: &RegionDag) -> Vec<Candidate> {
    let founder: Vec<u32> = (0..dag.len() as u32).collect();
    let mut out = vec![scored(cx, region, dag, Source::Founder, founder)];
    out.extend(minreg_orders(cx, region, dag));
    out
}

/// Minreg's orders of the region, LLVM's and with the height tie-break:
/// [`propose`] without the founder's, for callers that weigh the founder
/// from what they already know of it (scoring an order walks the region
/// twice, and on a large region that is not free).
pub fn minreg_orders(cx: &mut Context, region: usize, dag: &RegionDag) -> Vec<Candidate> {
    let mut out = Vec::new();
    for (source, policy) in [
        (Source::MinReg, MinRegPolicy::llvm()),
        (Source::MinRegHeight, MinRegPolicy { height_tiebreak: true }),
    ] {
        match cx.minreg_with(region, dag, &policy) {
            Ok(order) => out.push(scored(cx, region, dag, source, order)),
            Err(why) => cx.note(format!("region {region}: no {source} order: {why}")),
        }
    }
    out
}

/// LLVM's ILP scheduler's order of the region: the critical path first,
/// blind to registers (`gcn-iterative-ilp` keeps it where the occupancy
/// target allows). None, with a note, where it fails.
pub fn ilp(cx: &mut Context, region: usize, dag: &RegionDag) -> Option<Candidate> {
    match cx.ilp_order(region, dag) {
        Ok(order) => Some(scored(cx, region, dag, Source::Ilp, order)),
        Err(why) => {
            cx.note(format!("region {region}: no {} order: {why}", Source::Ilp));
            None
        }
    }
}

/// The region's order before the founder ran (`Source::Original`); None
/// where it is unknown or is the founder's.
pub fn original(cx: &mut Context, region: usize, dag: &RegionDag) -> Option<Candidate> {
    let rank = crate::sched::dag::ranks_of(dag, &cx.regions[region].original_position)?;
    // Program order keeps every dependence; positions that do not are
    // stale (an instruction the founder created at a deleted one's
    // address), and the order is not taken.
    if !dag.respects_dependences(&rank) {
        cx.note(format!("region {region}: no {} order: the recorded positions break a dependence", Source::Original));
        return None;
    }
    let mut order: Vec<u32> = (0..dag.len() as u32).collect();
    order.sort_unstable_by_key(|&n| rank[n as usize]);
    if order.iter().enumerate().all(|(k, &n)| n as usize == k) {
        return None;
    }
    match cx.accepted_order(region, dag, order) {
        Ok(order) => Some(scored(cx, region, dag, Source::Original, order)),
        Err(why) => {
            cx.note(format!("region {region}: no {} order: {why}", Source::Original));
            None
        }
    }
}

/// The bounded scheduler's order for the most waves in `waves` it fits:
/// the highest count itself, else a bisection below it. A looser budget is
/// easier to meet, so a few attempts find the boundary where a scan would
/// try every wave count.
pub fn bounded_most_waves(
    cx: &mut Context,
    region: usize,
    dag: &RegionDag,
    model: &WaveModel,
    waves: std::ops::RangeInclusive<u32>,
    reference: Option<&[u32]>,
) -> Option<Candidate> {
    let (low, high) = waves.into_inner();
    if low > high {
        return None;
    }
    if let Ok(c) = bounded(cx, region, dag, model, high, reference) {
        return Some(c);
    }
    let mut hi = high.checked_sub(1)?;
    let (mut best, mut lo) = (None, low);
    while lo <= hi {
        let mid = lo + (hi - lo).div_ceil(2);
        match bounded(cx, region, dag, model, mid, reference).ok() {
            Some(c) => {
                best = Some(c);
                lo = mid + 1;
            }
            None => match mid.checked_sub(1) {
                Some(below) => hi = below,
                None => break,
            },
        }
    }
    best
}

/// The order the bounded scheduler keeps close to where the budget allows:
/// LLVM's minreg order of the region, taken from the minreg candidate when
/// there is one, and computed once per region either way, since
/// [`bounded`] runs for several wave targets.
pub fn bounded_reference(cx: &Context, region: usize, dag: &RegionDag, found: &[Candidate]) -> Option<Vec<u32>> {
    found
        .iter()
        .find(|c| c.source == Source::MinReg)
        .and_then(|c| as_node_order(dag, &c.instrs))
        .or_else(|| cx.minreg_with(region, dag, &MinRegPolicy::llvm()).ok())
}

/// Why [`bounded`] has no candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// No order fits `first_budget(target)`: with the same budget, DAG and
    /// reference the bounded scheduler finds none again, at any target.
    OverBudget(RegBudget),
    /// Any other reason (a tightened budget, the prediction, a refusal).
    Other,
}

/// The lane budget the bounded scheduler first gets for `target` waves.
pub fn first_budget(waves: &WaveModel, target: u32) -> RegBudget {
    let t = waves.occupancy_model().target();
    let mut budget = RegBudget::for_waves(t, target);
    let (v, s) = waves.budget(target);
    let arch = waves.arch_vgpr_budget(target);
    budget.vgpr = budget.vgpr.min(v);
    budget.arch_vgpr = budget.arch_vgpr.min(budget.vgpr).min(arch);
    budget.sgpr = budget.sgpr.min(s);
    budget
}

/// How many times [`bounded`] tightens the lane budget after an order's
/// allocation prediction overshoots it. Every round lowers the budget (a
/// round without an overshoot to take off ends the search), so the cap
/// only bounds the list schedules one region may cost. Where the founder
/// holds the waves, a round takes off only the overshoot past the
/// budget, a few VGPRs, and the next order often overshoots by as much
/// again: with one round, the model-driven loop of
/// `qgemm_u8s8_zp_direct_4x8_f16` on gfx900 (predicted 125 of 123, then
/// 125 of 122) was never found, and the third round's order is 0.57x the
/// default at 3x memory latency.
const TIGHTENING_ROUNDS: u32 = 15;

/// The bounded scheduler's order for `waves` waves, if it fits them as the
/// allocator is predicted to need it. The scheduler bounds LLVM's lane
/// pressure; where the prediction runs above the lanes (whole tuples,
/// physical registers), the budget is tightened by that difference, up to
/// [`TIGHTENING_ROUNDS`] times.
pub fn bounded(
    cx: &mut Context,
    region: usize,
    dag: &RegionDag,
    waves: &WaveModel,
    target: u32,
    reference: Option<&[u32]>,
) -> Result<Candidate, Miss> {
    let t = waves.occupancy_model().target();
    let mut budget = first_budget(waves, target);
    let (v, s) = waves.budget(target);
    let arch = waves.arch_vgpr_budget(target);
    let held = waves.holds(target);
    for round in 0..=TIGHTENING_ROUNDS {
        let tightened = round > 0;
        let order = {
            let problem = cx.problem(region, dag).map_err(|_| Miss::Other)?;
            match bounded::schedule_fitting(&problem, &budget, reference, &BoundedPolicy::default()) {
                Ok(Some(o)) => o,
                Ok(None) => {
                    tracing::debug!(target: "gcnrs::occupancy", region, target, %budget, "the bounded scheduler found no order within the budget");
                    return Err(if tightened { Miss::Other } else { Miss::OverBudget(budget) });
                }
                Err(e) => {
                    tracing::debug!(target: "gcnrs::occupancy", region, target, error = %e, "the bounded scheduler failed");
                    return Err(Miss::Other);
                }
            }
        };
        debug_assert!(order.fits, "schedule_fitting answers only orders within the budget");
        let unsteered = !tightened && order.attempts == 1 && !order.steered;
        let (pressure, metrics) = (order.pressure, order.metrics);
        let order = match cx.accepted_order(region, dag, order.order) {
            Ok(order) => order,
            Err(why) => {
                cx.note(format!("region {region}: no bounded order: {why}"));
                return Err(Miss::Other);
            }
        };
        // The scheduler's walk measured the order's lanes and latency
        // already: only the allocation prediction is new.
        let mut c = scored_known(cx, region, dag, Source::Bounded(target), order, pressure, metrics);
        c.unsteered = unsteered;
        if waves.fits(&c.predicted, target) {
            if tightened {
                tracing::debug!(target: "gcnrs::occupancy", region, target, round, %budget, "fitted after tightening");
            }
            return Ok(c);
        }
        let unified = t.has_gfx90a_insts();
        // How far to tighten the lane budget. Raising a wave, the budget is
        // the limit, and the prediction's excess over the order's lanes is
        // what the lanes must give up. Where the founder holds the waves,
        // the limit is its predicted peak, far above its lanes when the
        // prediction counts whole tuples: only the overshoot past that peak
        // must go (hash_lanes_48 on gfx900: 60 lanes predicted at 108, and
        // the whole gap would ask for 16 lanes).
        let (gap, sgap, arch_gap) = if held {
            (
                c.predicted.vgpr(unified).saturating_sub(v),
                c.predicted.sgpr().saturating_sub(s),
                c.predicted.arch_vgpr().saturating_sub(arch),
            )
        } else {
            (
                c.predicted.vgpr(unified).saturating_sub(c.pressure.vgpr(unified)),
                c.predicted.sgpr().saturating_sub(c.pressure.sgpr()),
                c.predicted.arch_vgpr().saturating_sub(c.pressure.arch_vgpr()),
            )
        };
        if gap == 0 && sgap == 0 && arch_gap == 0 {
            tracing::debug!(target: "gcnrs::occupancy", region, target, %budget, predicted = ?c.predicted, "the order's allocation prediction does not fit");
            return Err(Miss::Other);
        }
        budget.vgpr = budget.vgpr.saturating_sub(gap);
        budget.arch_vgpr = budget.arch_vgpr.saturating_sub(arch_gap).min(budget.vgpr);
        budget.sgpr = budget.sgpr.saturating_sub(sgap);
        let founder = cx.max_pressure[region];
        if held && (budget.vgpr < founder.vgpr(unified) || budget.sgpr < founder.sgpr()) {
            // Where the founder already holds the wave count, an order
            // needing fewer lanes than the founder is not what is sought,
            // and the search for one mostly fails, attempt after attempt.
            tracing::debug!(target: "gcnrs::occupancy", region, target, %budget, "tightened below the founder's lanes where the founder holds the waves: not searched");
            return Err(Miss::Other);
        }
        tracing::debug!(target: "gcnrs::occupancy", region, target, %budget, predicted = ?c.predicted, "tightened by the allocation prediction");
    }
    Err(Miss::Other)
}

/// What the exact solver gives a region within `nodes`, starting from the
/// candidates found so far: its proven lower bound on every order's
/// pressure (LLVM's lane count), and its order unless it found nothing
/// better than the candidates (by LLVM's comparison) or the order is
/// refused. Without the cut bounds: they cost far more than a few
/// thousand search nodes, and a weaker bound only means the caller
/// trusts the order's own pressure instead.
pub fn optimal(
    cx: &mut Context,
    region: usize,
    dag: &RegionDag,
    found: &[Candidate],
    pool: &mut FunctionBudget,
    nodes: u64,
) -> (Option<RegPressure>, Option<Candidate>) {
    let incumbents: Vec<Vec<u32>> = found.iter().filter_map(|c| as_node_order(dag, &c.instrs)).collect();
    let s = match cx.solve_within(region, dag, &incumbents, pool, nodes, false) {
        Ok(s) => s,
        Err(why) => {
            cx.note(format!("region {region}: no solver result: {why}"));
            return (None, None);
        }
    };
    let bound = Some(s.lower_bound.pressure);
    if matches!(s.source, crate::sched::optimal::Source::Incumbent(_)) {
        return (bound, None);
    }
    let order = cx.accepted_order(region, dag, s.order).ok();
    (bound, order.map(|o| scored(cx, region, dag, Source::Optimal, o)))
}

/// [`scored`] for an order whose lane pressure and latency are known (a
/// bounded schedule's, which its walk measured exactly).
fn scored_known(
    cx: &Context,
    region: usize,
    dag: &RegionDag,
    source: Source,
    order: Vec<u32>,
    pressure: RegPressure,
    latency: latency::ScheduleMetrics,
) -> Candidate {
    let whole = match (cx.problem(region, dag), cx.func.as_ref()) {
        (Ok(p), Some(f)) => {
            debug_assert_eq!(p.pressure_of(&order), pressure, "a bounded order's pressure is its walk's");
            p.predicted_pressure_of(&f.phys_regs, &order)
        }
        _ => return scored(cx, region, dag, source, order),
    };
    debug_assert_eq!(latency::estimate(dag, &order).ok().as_ref(), Some(&latency));
    candidate(dag, source, &order, pressure, whole, Some(latency))
}

fn scored(cx: &Context, region: usize, dag: &RegionDag, source: Source, order: Vec<u32>) -> Candidate {
    let (pressure, whole) = match (cx.problem(region, dag), cx.func.as_ref()) {
        (Ok(p), Some(f)) => (p.pressure_of(&order), p.predicted_pressure_of(&f.phys_regs, &order)),
        _ => (cx.max_pressure[region], cx.max_pressure[region]),
    };
    candidate(dag, source, &order, pressure, whole, latency::estimate(dag, &order).ok())
}

/// A candidate of `order` (NodeNums of `dag`) with its lane pressure, its
/// allocation prediction (`whole`) and its latency.
fn candidate(
    dag: &RegionDag,
    source: Source,
    order: &[u32],
    pressure: RegPressure,
    whole: RegPressure,
    latency: Option<latency::ScheduleMetrics>,
) -> Candidate {
    let instrs = order.iter().map(|&n| dag.sunit(n).instr).collect();
    Candidate { source, instrs, pressure, predicted: pressure.max(&whole), latency, unsteered: false }
}

/// `instrs` as NodeNums of `dag`, if `dag` has exactly those SUnits and the
/// order respects every non-weak edge: a DAG built again for the same
/// region must accept the order chosen on the first one.
pub fn as_node_order(dag: &RegionDag, instrs: &[u32]) -> Option<Vec<u32>> {
    as_node_order_where(dag, instrs, |e| !e.weak)
}

/// [`as_node_order`], the order held only to the edges `binds` picks (for
/// an order sought on a copy of the DAG with some edges dropped).
pub fn as_node_order_where(dag: &RegionDag, instrs: &[u32], binds: impl Fn(&Edge) -> bool) -> Option<Vec<u32>> {
    if instrs.len() != dag.len() {
        return None;
    }
    let mut node_of = rustc_hash::FxHashMap::with_capacity_and_hasher(dag.len(), Default::default());
    for n in 0..dag.len() as u32 {
        node_of.insert(dag.sunit(n).instr, n);
    }
    let order: Vec<u32> = instrs.iter().map(|i| node_of.get(i).copied()).collect::<Option<_>>()?;
    let mut pos = vec![usize::MAX; dag.len()];
    for (p, &n) in order.iter().enumerate() {
        if pos[n as usize] != usize::MAX {
            return None;
        }
        pos[n as usize] = p;
    }
    let legal = (0..dag.len() as u32).all(|n| {
        dag.succs(crate::sched::Node::SUnit(n))
            .iter()
            .all(|e| !binds(e) || e.node.sunit().is_none_or(|s| pos[n as usize] < pos[s as usize]))
    });
    legal.then_some(order)
}

#[cfg(test)]
mod tests {
    use super::{as_node_order, as_node_order_where};
    use crate::sched::{EdgeSpec, RegionDag};

    #[test]
    fn an_order_may_break_only_the_edges_left_unbound() {
        // A load (0) with its use (1); a second load (2) clustered after
        // the first by an artificial edge 1 -> 2, which the order 0, 2, 1
        // breaks.
        let dag = RegionDag::from_edges(&[4, 1, 4], &[EdgeSpec::data(0u32, 1u32, 4), EdgeSpec::artificial(1u32, 2u32)]);
        let unclustered = |e: &crate::sched::Edge| !e.weak && !e.artificial;
        assert_eq!(as_node_order(&dag, &[0, 2, 1]), None);
        assert_eq!(as_node_order_where(&dag, &[0, 2, 1], unclustered), Some(vec![0, 2, 1]));
        // The data edge binds either way.
        assert_eq!(as_node_order_where(&dag, &[1, 0, 2], unclustered), None);
        // An instruction the DAG does not have is no order of it.
        assert_eq!(as_node_order_where(&dag, &[0, 1, 7], unclustered), None);
    }
}
