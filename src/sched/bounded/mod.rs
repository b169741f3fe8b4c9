//! A register-pressure-bounded, latency-aware list scheduler.
//!
//! Given a region ([`RegionProblem`]) and a register budget (the limits of
//! a wave target, [`RegBudget`]), it builds an order whose maximum pressure
//! (`RegionProblem::pressure_of`, LLVM's `getSchedulePressure`) stays within
//! the budget whenever it can, and among such orders tries to be fast by
//! LLVM's latency estimate ([`crate::sched::latency`]).
//!
//! Why bottom-up: the exact pressure model is the upward tracker, so the
//! scheduler places SUnits from the region's bottom upwards and recedes the
//! tracker over each pick. The tracker's maximum at the end *is* the
//! order's pressure, with no separate estimate that could disagree. The
//! latency replay is a longest path and reads the same from either end, so
//! the reverse cycle clock (`state.rs`) sees exactly the stalls the metric
//! will count.
//!
//! A pick (`policy.rs`): among the ready SUnits, those whose pressure peak
//! stays within the budget; among them (in pressure-first steps) the lowest
//! pressure above the pick; then the cluster partner of the SUnit just
//! placed; then the least stall; then the longest latency chain above (the
//! critical path); then the founder's order (NodeNum order, the region's
//! current order). Where nothing else decides, the founder's order is kept.
//! A latency step's rules after the budget rank the ready SUnits whatever
//! the pressure, so it weighs them in that rank order (`ranked.rs`) only
//! until the pick is decided; the other steps weigh every candidate.
//!
//! Corners: a greedy bottom-up pass can open more values than it can close
//! before the budget runs out. When no ready SUnit fits, the attempt has
//! failed at that step, and the scheduler starts again with pressure-first
//! picks from some steps below the failure point, a window that grows
//! fourfold per attempt until it covers the whole region. If even that
//! fails, the same windows are tried with the reference order (by default
//! minreg's) above them, ending with the reference order itself. So the
//! result fits whenever the reference order fits; when nothing fits, the
//! result says so (`fits == false`) and the caller treats the candidate as
//! not fitting. Each attempt costs one pass of candidates x operands, and
//! there are O(log n) of them.
//!
//! An attempt whose plan agrees with the previous one below some step
//! makes the same picks there (a pick depends only on the plan's mode and
//! the state the picks below left), so it replays those picks instead of
//! weighing every candidate again: a series that widens its window over a
//! failure near the region's top redoes only the steps above the window.

mod budget;
mod counts;
mod effects;
mod policy;
mod ranked;
mod state;

pub use budget::RegBudget;
pub use counts::{Counts, Registers};
pub use effects::{Peek, PressureWalk};
pub use policy::{BoundedPolicy, PickReason};

use crate::pressure::RegPressure;
use crate::sched::latency::{self, ScheduleMetrics};
use crate::sched::problem::RegionProblem;
use crate::sched::{minreg, Decision, Node, SchedError};
use policy::{Cand, Mode};
use ranked::Ranked;
use state::State;
use std::cmp::Reverse;

const TARGET: &str = "gcnrs::sched::bounded";

/// Which steps of an attempt (bottom-up pick numbers) were steered by
/// pressure or by the reference order instead of latency.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// Pressure-first picks from this step on.
    pub pressure_from: Option<u32>,
    /// Reference-order picks from this step on.
    pub reference_from: Option<u32>,
    /// The reference order itself, whether it fits or not.
    pub follow_reference: bool,
}

impl Plan {
    fn mode(&self, step: u32) -> Mode {
        if self.follow_reference {
            Mode::Follow
        } else if self.reference_from.is_some_and(|s| step >= s) {
            Mode::Reference
        } else if self.pressure_from.is_some_and(|s| step >= s) {
            Mode::PressureFirst
        } else {
            Mode::Latency
        }
    }
}

/// The scheduler's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundedSchedule {
    /// NodeNums, top to bottom.
    pub order: Vec<u32>,
    /// The picks, bottom-up (step 0 is the SUnit that ends up last).
    pub trace: Vec<Decision<PickReason>>,
    /// `problem.pressure_of(&order)`.
    pub pressure: RegPressure,
    /// Whether `pressure` is within the budget. When false, no attempt
    /// found a fitting order, and `order` is the reference order or, if it
    /// goes over the budget by fewer registers, the last attempt that
    /// strayed from it (without a reference: the pressure-first attempt;
    /// if the live-in or live-out set alone is over: the latency-first
    /// order).
    pub fits: bool,
    /// The latency estimate of `order`.
    pub metrics: ScheduleMetrics,
    /// Attempts made (1 when the latency-first pass fit).
    pub attempts: u32,
    /// Whether the budget changed a pick of the attempt that produced
    /// `order` (some step took another SUnit than a step without a budget
    /// would have), or the order does not fit it. Where neither holds and
    /// the first attempt fit, every looser budget gives the same order,
    /// since the pick each step would make without one still fits it: a
    /// caller trying several wave targets can skip the looser ones.
    pub steered: bool,
    /// The plan of the attempt that produced `order`.
    pub plan: Plan,
}

/// Schedule with the default policy; the reference order (the last resort
/// for fitting) is minreg's, computed only if needed.
pub fn schedule(problem: &RegionProblem<'_>, budget: &RegBudget) -> Result<BoundedSchedule, SchedError> {
    schedule_with(problem, budget, None, &BoundedPolicy::default())
}

/// Schedule with an explicit reference order (NodeNums, top to bottom; the
/// caller usually has minreg's already) and policy.
pub fn schedule_with(
    problem: &RegionProblem<'_>,
    budget: &RegBudget,
    reference: Option<&[u32]>,
    policy: &BoundedPolicy,
) -> Result<BoundedSchedule, SchedError> {
    run_series(problem, budget, reference, policy, Resume::Replay, Over::Schedule).map(|s| s.expect("an order is always made"))
}

/// [`schedule_with`] for a caller that has no use for an order over the
/// budget: None where nothing fits. The series is the same up to its
/// last attempt, but an attempt that ends it without fitting stops at
/// its failure instead of completing an order over the budget, and a
/// region hopeless at an end makes no order at all: on the 3,500-SUnit
/// attention region of `triton_fused` those completions were a third of
/// the steps of a failing series.
pub fn schedule_fitting(
    problem: &RegionProblem<'_>,
    budget: &RegBudget,
    reference: Option<&[u32]>,
    policy: &BoundedPolicy,
) -> Result<Option<BoundedSchedule>, SchedError> {
    run_series(problem, budget, reference, policy, Resume::Replay, Over::Nothing)
}

/// [`schedule_with`] with every attempt started from the region's bottom:
/// the reference the replay of agreeing picks is tested against.
#[doc(hidden)]
pub fn schedule_with_restarts(
    problem: &RegionProblem<'_>,
    budget: &RegBudget,
    reference: Option<&[u32]>,
    policy: &BoundedPolicy,
) -> Result<BoundedSchedule, SchedError> {
    run_series(problem, budget, reference, policy, Resume::Restart, Over::Schedule).map(|s| s.expect("an order is always made"))
}

/// Whether an attempt replays the picks it shares with the one before.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Resume {
    Replay,
    Restart,
}

/// What a series answers where nothing fits.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Over {
    /// The order over the budget by the fewest registers it found.
    Schedule,
    /// None.
    Nothing,
}

fn run_series(
    problem: &RegionProblem<'_>,
    budget: &RegBudget,
    reference: Option<&[u32]>,
    policy: &BoundedPolicy,
    resume: Resume,
    over: Over,
) -> Result<Option<BoundedSchedule>, SchedError> {
    let n = problem.dag.len();
    let mut run = Run {
        problem,
        budget: *budget,
        policy,
        walk: PressureWalk::new(problem),
        depth: latency::earliest_cycles(problem.dag),
        reference_rank: None,
        cands: Vec::new(),
        tied: Vec::new(),
        partners: Vec::new(),
    };
    if let Some(r) = reference {
        run.reference_rank = Some(ranks(r, n)?);
    }

    if let Some(end) = hopeless(problem, budget) {
        // Every order passes through both ends of the region, so none fits.
        // Return the latency-first order and say so.
        tracing::debug!(target: TARGET, end, %budget, "the live set at the region's {end} alone exceeds the budget");
        if over == Over::Nothing {
            return Ok(None);
        }
        run.budget = RegBudget::unlimited(budget.unified);
        let done = run.attempt(Plan::default(), true, None)?;
        return Ok(Some(done.finish(problem, budget, 1, Plan::default())));
    }

    let mut plan = Plan::default();
    let mut window = policy.first_window.max(1);
    let mut attempts = 0;
    // The complete attempt with the reference above every window, kept
    // when nothing fits to compare with the reference order itself.
    let mut strayed: Option<(Attempt, Plan)> = None;
    // The previous attempt and its plan, whose picks the next attempt
    // replays where the two plans agree.
    let mut previous: Option<(Attempt, Plan)> = None;
    loop {
        attempts += 1;
        let last = plan.follow_reference || (plan.pressure_from == Some(0) && !run.can_follow_reference());
        let replay = previous.as_ref().filter(|_| resume == Resume::Replay).map(|(a, p)| (a, agreeing_steps(p, &plan, a.replayable())));
        // The attempts that may end the series over the budget go on past
        // their failure, to an order, where one is wanted.
        let may_end_over = last || plan.reference_from == Some(0);
        let complete = over == Over::Schedule && may_end_over;
        let done = run.attempt(plan, complete, replay)?;
        let Some(failed_at) = done.failed_at else {
            tracing::debug!(target: TARGET, attempts, ?plan, "fitted");
            return Ok(Some(done.finish(problem, budget, attempts, plan)));
        };
        // Where no order is wanted over the budget, a failed attempt that
        // follows the reference from the first step ends the series: the
        // follow attempt after it only completes the reference order for
        // the comparison below. It cannot fit where this one failed: both
        // pick the latest-ranked ready SUnit while it fits, and where it
        // does not, following it goes over the budget too.
        if over == Over::Nothing && may_end_over {
            tracing::debug!(target: TARGET, attempts, "nothing fits");
            return Ok(None);
        }
        if last {
            // Nothing fits. Answer with the lower of the reference order and
            // the attempt that strayed from it to dodge the budget (which
            // may have ended higher or lower), preferring the reference.
            let (best, best_plan) = match strayed {
                Some((s, p)) if budget.excess(&s.pressure) < budget.excess(&done.pressure) => (s, p),
                _ => (done, plan),
            };
            return Ok(Some(best.finish(problem, budget, attempts, best_plan)));
        }
        if plan.reference_from == Some(0) {
            // Following the reference differs from the first step on:
            // nothing to replay.
            strayed = Some((done, plan));
            previous = None;
            plan = Plan { follow_reference: true, ..plan };
            continue;
        }
        previous = Some((done, plan));
        let from = failed_at.saturating_sub(window);
        window = window.saturating_mul(4);
        if plan.pressure_from != Some(0) {
            plan.pressure_from = Some(plan.pressure_from.map_or(from, |p| p.min(from)));
            if plan.pressure_from == Some(0) {
                window = policy.first_window.max(1);
            }
        } else {
            run.ensure_reference();
            plan.reference_from = Some(plan.reference_from.map_or(from, |p| p.min(from)));
        }
        tracing::debug!(target: TARGET, attempt = attempts, failed_at, ?plan, "retrying");
    }
}

/// The steps below which plans `a` and `b` choose the same mode, up to
/// `limit`.
fn agreeing_steps(a: &Plan, b: &Plan, limit: u32) -> u32 {
    (0..limit).find(|&step| a.mode(step) != b.mode(step)).unwrap_or(limit)
}

/// Which end of the region, if any, is over the budget whatever the order.
///
/// The bottom is the live-out set (and the boundary's operands). The top is
/// the live-in set: which lanes are live above the region depends only on
/// which instructions are below, not on their order, because the DAG orders
/// every def against every other access of overlapping lanes; so the
/// original instruction order (NodeNum order), which keeps every register
/// dependence even where a mutation's artificial edge points backwards,
/// shows it. Any order's maximum includes the pressure at both ends.
fn hopeless(problem: &RegionProblem<'_>, budget: &RegBudget) -> Option<&'static str> {
    let mut t = problem.tracker_at_bottom();
    if !budget.fits(&t.max_pressure()) {
        return Some("bottom");
    }
    for su in (0..problem.dag.len() as u32).rev() {
        t.recede(problem.instr(su));
    }
    (!budget.fits(&t.pressure())).then_some("top")
}

/// Position of every NodeNum in a reference order.
fn ranks(order: &[u32], n: usize) -> Result<Vec<u32>, SchedError> {
    let mut rank = vec![u32::MAX; n];
    for (pos, &su) in order.iter().enumerate() {
        match rank.get_mut(su as usize) {
            Some(r) if *r == u32::MAX => *r = pos as u32,
            _ => return Err(SchedError::BadRoot { su }),
        }
    }
    if order.len() != n {
        return Err(SchedError::Incomplete { emitted: order.len(), total: n });
    }
    Ok(rank)
}

/// One scheduling problem with its precomputed facts, across attempts.
struct Run<'p, 'a> {
    problem: &'p RegionProblem<'a>,
    budget: RegBudget,
    policy: &'p BoundedPolicy,
    walk: PressureWalk<'p, 'a>,
    depth: Vec<u32>,
    /// `None` until a reference is given or needed; `Some(empty)` when
    /// minreg could not produce one.
    reference_rank: Option<Vec<u32>>,
    cands: Vec<Cand>,
    tied: Vec<usize>,
    partners: Vec<u32>,
}

/// One attempt's outcome.
struct Attempt {
    bottom_up: Vec<u32>,
    trace: Vec<Decision<PickReason>>,
    /// The tracker's maximum at the end: the order's pressure.
    pressure: RegPressure,
    length: u32,
    /// The first step at which nothing fitted.
    failed_at: Option<u32>,
    /// Per step, whether a pick below it was steered by the budget (the
    /// start of a replayed prefix); one entry more than steps taken, the
    /// last being the attempt's [`BoundedSchedule::steered`].
    steered_below: Vec<bool>,
}

impl<'p, 'a> Run<'p, 'a> {
    fn can_follow_reference(&self) -> bool {
        match &self.reference_rank {
            Some(r) => !r.is_empty(),
            None => true,
        }
    }

    fn ensure_reference(&mut self) {
        if self.reference_rank.is_none() {
            let n = self.problem.dag.len();
            self.reference_rank = Some(match minreg::schedule(self.problem.dag) {
                Ok(s) => ranks(&s.order, n).unwrap_or_default(),
                Err(_) => Vec::new(),
            });
        }
    }

    /// One bottom-up pass under `plan`. Unless `complete`, it stops at the
    /// first step where nothing fits. `replay` is an earlier attempt and
    /// the number of its first picks this one would make alike (see
    /// [`agreeing_steps`]): those are placed without weighing candidates.
    fn attempt(&mut self, plan: Plan, complete: bool, replay: Option<(&Attempt, u32)>) -> Result<Attempt, SchedError> {
        let dag = self.problem.dag;
        let mut state = State::new(dag);
        self.walk.restart();
        let mut bottom_up = Vec::with_capacity(dag.len());
        let mut trace = Vec::with_capacity(dag.len());
        let mut steered_below = Vec::with_capacity(dag.len() + 1);
        let mut failed_at = None;
        let mut steered = false;
        if let Some((earlier, steps)) = replay {
            let steps = steps as usize;
            debug_assert!(earlier.failed_at.is_none_or(|f| f as usize >= steps), "a replayed prefix has no failure");
            for &su in &earlier.bottom_up[..steps] {
                self.walk.recede(su);
                state.place(su)?;
            }
            bottom_up.extend_from_slice(&earlier.bottom_up[..steps]);
            trace.extend_from_slice(&earlier.trace[..steps]);
            steered_below.extend_from_slice(&earlier.steered_below[..steps]);
            steered = earlier.steered_below[steps];
        }
        let mut ranked = Ranked::new(&state, &self.depth);
        let in_rank_order = !self.policy.weigh_all && !self.policy.founder_before_critical_path;
        let headroom = i64::from(self.policy.headroom);
        while !state.is_done() {
            steered_below.push(steered);
            let step = state.emitted() as u32;
            if state.ready().is_empty() {
                return Err(SchedError::Incomplete { emitted: state.emitted(), total: dag.len() });
            }
            let mut mode = plan.mode(step);
            if mode == Mode::Latency && headroom > 0 && self.budget.slack(&self.walk.tracker().pressure()) < headroom {
                mode = Mode::PressureFirst;
            }
            // The weak predecessors of the SUnit just placed: its cluster
            // partners, which belong right above it.
            self.partners.clear();
            if let Some(below) = state.last() {
                let weak = dag.preds(Node::SUnit(below)).iter().filter(|e| e.weak);
                self.partners.extend(weak.filter_map(|e| e.node.sunit()));
            }
            let ranked_pick = match mode == Mode::Latency && in_rank_order {
                true => self.pick_in_rank_order(&state, &mut ranked),
                false => None,
            };
            let (pick, unsteered) = match ranked_pick {
                Some(p) => p,
                None => self.weigh_all(&state, mode),
            };
            steered |= !unsteered;
            let Pick { su, peek, reason, fits, candidates } = pick;
            tracing::trace!(target: TARGET, step, su, ?reason, candidates, stall = state.stall(su), slack = self.budget.slack(&peek.peak), "selected");
            if !fits && failed_at.is_none() {
                failed_at = Some(step);
                tracing::debug!(target: TARGET, step, su, ?mode, "nothing fits the budget");
                if !complete {
                    break;
                }
            }
            trace.push(Decision { su, step, reason, candidates });
            bottom_up.push(su);
            self.walk.recede(su);
            debug_assert_eq!(Counts::of(&self.walk.tracker().pressure()), peek.after);
            debug_assert_eq!(Counts::of(&self.walk.tracker().max_pressure()), peek.peak);
            state.place(su)?;
            ranked.put_back(&state, &self.depth);
            for &r in state.made_ready() {
                ranked.add(&state, &self.depth, r);
            }
        }
        steered_below.push(steered);
        let pressure = self.walk.tracker().max_pressure();
        Ok(Attempt { bottom_up, trace, pressure, length: state.length(), failed_at, steered_below })
    }

    /// A latency step's pick, found by weighing the ready SUnits in rank
    /// order ([`ranked`]) only until the first two that fit: the pick and
    /// the one that says which rule decided. None where none fits (the
    /// step then weighs every one, as the budget's excess decides). Says
    /// whether the pick is the first in rank order, the one no budget
    /// would have changed.
    fn pick_in_rank_order(&mut self, state: &State<'_>, ranked: &mut Ranked) -> Option<(Pick, bool)> {
        let candidates = state.ready().len() as u32;
        ranked.advance(state);
        // The ready partners first, in their own rank order. Only they can
        // complete a cluster, so the others leave the list (its other
        // reader, `weigh_all`, asks it about ready SUnits only).
        let mut partners = std::mem::take(&mut self.partners);
        if self.policy.keep_clusters {
            partners.retain(|&p| state.is_ready(p));
            partners.sort_unstable_by_key(|&p| Reverse(policy::latency_rank(self.policy, true, state.stall(p), self.depth[p as usize], p)));
            partners.dedup();
        } else {
            partners.clear();
        }
        let mut first_fits = None;
        let mut best: Option<(u32, Peek)> = None;
        let mut runner: Option<u32> = None;
        let mut next_partner = partners.iter().copied();
        loop {
            let su = match next_partner.next() {
                Some(p) => p,
                None => match ranked.take_next(state, |su| partners.contains(&su)) {
                    Some(su) => su,
                    None => break,
                },
            };
            let peek = self.walk.peek(su);
            let fits = self.budget.fits(&peek.peak);
            first_fits.get_or_insert(fits);
            if !fits {
                continue;
            }
            if best.is_none() {
                best = Some((su, peek));
            } else {
                runner = Some(su);
                break;
            }
        }
        let reason = best.map(|(su, _)| {
            if candidates == 1 {
                PickReason::OnlyCandidate
            } else if let Some(r) = runner {
                self.decided_between(state, su, r, &partners)
            } else {
                PickReason::OnlyFitting
            }
        });
        self.partners = partners;
        let ((su, peek), reason) = best.zip(reason)?;
        Some((Pick { su, peek, reason, fits: true, candidates }, first_fits == Some(true)))
    }

    /// The first rule of a latency step's cascade on which the pick `a`
    /// and the next fitting SUnit `b` differ.
    fn decided_between(&self, state: &State<'_>, a: u32, b: u32, partners: &[u32]) -> PickReason {
        if self.policy.keep_clusters && partners.contains(&a) != partners.contains(&b) {
            PickReason::Cluster
        } else if state.stall(a) != state.stall(b) {
            PickReason::LeastStall
        } else if self.depth[a as usize] != self.depth[b as usize] {
            PickReason::CriticalPath
        } else {
            PickReason::FounderOrder
        }
    }

    /// A step's pick by weighing every ready SUnit against the budget, as
    /// the cascade reads ([`policy::pick`]). Says whether the pick is the
    /// one a latency step would make without any budget.
    fn weigh_all(&mut self, state: &State<'_>, mode: Mode) -> (Pick, bool) {
        let no_rank: &[u32] = &[];
        let rank = match (&self.reference_rank, mode) {
            (Some(r), Mode::Reference | Mode::Follow) if !r.is_empty() => r.as_slice(),
            _ => no_rank,
        };
        self.cands.clear();
        for &su in state.ready() {
            let clusters = !self.partners.is_empty() && self.partners.contains(&su);
            let peek = self.walk.peek(su);
            self.cands.push(Cand {
                su,
                peek,
                fits: self.budget.fits(&peek.peak),
                stall: state.stall(su),
                depth: self.depth[su as usize],
                reference_rank: rank.get(su as usize).copied().unwrap_or(0),
                clusters,
            });
        }
        let (i, reason, fits) = policy::pick(&self.cands, mode, &self.budget, self.policy, &mut self.tied);
        let c = self.cands[i];
        let unsteered = mode == Mode::Latency && fits && policy::unbounded_pick(&self.cands, self.policy) == i;
        (Pick { su: c.su, peek: c.peek, reason, fits, candidates: self.cands.len() as u32 }, unsteered)
    }
}

/// One step's decision.
struct Pick {
    su: u32,
    peek: Peek,
    reason: PickReason,
    fits: bool,
    candidates: u32,
}

impl Attempt {
    /// How many of its first picks a later attempt may replay: those
    /// below its failure, where it stopped or went on over the budget.
    fn replayable(&self) -> u32 {
        self.failed_at.unwrap_or(self.bottom_up.len() as u32).min(self.bottom_up.len() as u32)
    }

    fn finish(self, problem: &RegionProblem<'_>, budget: &RegBudget, attempts: u32, plan: Plan) -> BoundedSchedule {
        let mut order = self.bottom_up;
        order.reverse();
        let pressure = self.pressure;
        let metrics = latency::estimate(problem.dag, &order).expect("a scheduler order is a permutation");
        debug_assert_eq!(metrics.length, self.length);
        BoundedSchedule {
            order,
            trace: self.trace,
            pressure,
            fits: budget.fits(&pressure),
            metrics,
            attempts,
            steered: !budget.fits(&pressure)
                || *self.steered_below.last().expect("an attempt records whether it was steered after its last step"),
            plan,
        }
    }
}
