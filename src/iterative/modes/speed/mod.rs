//! `gcnrs`: start from LLVM's default schedule and keep a change only
//! where the speed model says the function gets faster.
//!
//! Occupancy is a means, not the goal: another wave only helps while a
//! SIMD waits on latency, and an order that needs fewer registers is often
//! a longer one. So this policy weighs, per function, every wave count it
//! can reach with the founder's time: for each hot region (and each region
//! that keeps the function from another wave) it proposes orders for the
//! founder's wave count, for one more, for one fewer and for as few as the
//! function's registers allow (more parallelism in each wave), estimates
//! each by the speed model before register allocation, and picks the wave
//! count whose best orders give the smallest weighted time ([`decide`]).
//! The founder stays unless that wins by a margin under the default and
//! the long memory latency alike; a plan with fewer waves must also win
//! against a founder the post-RA scheduler might still shorten.
//!
//! Phases, as session steps:
//! 1. explore: for each chosen region, build its DAG, propose and score
//!    orders, put the founder's order back and leave;
//! 2. apply: build each changed region's DAG again and place the chosen
//!    order, then set the function occupancy to the chosen wave count.

mod decide;
pub mod estimate;
mod model_dag;

use super::occupancy::{self as occ, Candidate, Held, Source, WaveModel};
use super::Policy;
use crate::iterative::context::Context;
use crate::iterative::session::{IglpSwap, Step};
use crate::pressure::RegPressure;
use crate::sched::RegionDag;
use decide::{Cost, Decision, Option_, Plan, RegionChoices, Risk, ASSUMPTIONS};
use estimate::Estimator;
use std::cell::OnceCell;
use std::collections::VecDeque;
use tracing::debug;

const TARGET: &str = "gcnrs::speed";

/// What a change must save under every memory-latency assumption: the
/// model's error between two orders of one region is larger than this
/// only where they differ a lot, and small gains are not worth a
/// difference from LLVM's schedule.
const MARGIN: f64 = 0.02;

/// A region is explored when its slack (what any order could save in it,
/// see [`Speed::slack`]) is at least this share of the function's time:
/// the rest cannot move the total by the margin together, and every
/// explored region costs DAG builds and list schedules.
const SLACK_SHARE: f64 = 0.005;

/// Whether a flavour's bounded order at one wave count is worth
/// scheduling again at a looser budget.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Again {
    /// No budget shaped the order: a looser one gives it again.
    No,
    Yes,
    /// Nothing fitted this budget: only a different one can change that.
    UnlessBudget(crate::sched::bounded::RegBudget),
}

/// An explored order with its estimate.
#[derive(Clone, Debug)]
struct Scored {
    cand: Candidate,
    costs: [Cost; ASSUMPTIONS],
    reach: u32,
    /// Keeps the founder's waves with the allocation margin of its own.
    safe: bool,
}

/// What [`Speed::regions_to_explore`] found.
enum Explore {
    /// The regions to explore, most slack first.
    Regions(Vec<usize>),
    /// No plan can win: under assumption `.0` the founder is within the
    /// margin of its floor.
    AtFloor(usize),
}

enum Phase {
    Explore(VecDeque<usize>),
    Apply(VecDeque<usize>),
    Done,
}

pub struct Speed {
    waves: WaveModel,
    /// The same without the founder's peak held ([`Held`]): every order,
    /// the founder's too, fits a wave count only with the margin.
    strict: WaveModel,
    /// The waves the founder's peak keeps with the margin, where fewer
    /// than `founder_waves` ([`decide::decide_at_risk`]).
    risk: Option<u32>,
    /// Per region, whether the founder's order keeps `founder_waves` with
    /// the margin.
    founder_safe: Vec<bool>,
    est: Estimator,
    /// Waves the founder's schedule is predicted to keep after allocation.
    current: u32,
    /// Waves the founder is measured at: the more of the allocation
    /// prediction and LLVM's lane count. The prediction errs on the safe
    /// side for our own orders (whole registers, a margin) but would
    /// flatter any change if it set the founder's bar: a founder predicted
    /// at 10 waves that the allocator keeps at 12 makes a 9-wave order
    /// look like one wave lost, not three.
    founder_waves: u32,
    /// The occupancy LLVM's pressure tracking gave the founder.
    llvm_occupancy: u32,
    /// Wave counts considered.
    lo: u32,
    hi: u32,
    founder_pred: Vec<RegPressure>,
    founder_cost: Vec<[Cost; ASSUMPTIONS]>,
    /// Per region, the fewest clocks any order takes one wave
    /// ([`Estimator::founder_and_floor`]).
    latency_floor: Vec<[f64; ASSUMPTIONS]>,
    /// A callee's registers flow into its callers: its orders may not need
    /// more than the founder's (VGPRs, SGPRs).
    callee_cap: Option<(u32, u32)>,
    explored: Vec<Vec<Scored>>,
    chosen: Option<Plan>,
    phase: Phase,
    apply_failed: bool,
}

/// The estimated time of a function whose regions take `orders` (None:
/// the founder's), at `waves`, under each assumption. Shared with
/// `gcnrs-occupancy`'s remark.
pub fn function_time(
    cx: &Context,
    est: &Estimator,
    orders: &[Option<&[u32]>],
    waves: u32,
) -> Option<[f64; ASSUMPTIONS]> {
    let f = cx.func.as_ref()?;
    let mut t = [0.0; ASSUMPTIONS];
    for (r, region) in cx.regions.iter().enumerate() {
        let costs = match orders.get(r).copied().flatten() {
            Some(o) => est.region(f, region, o.iter().copied()),
            None => est.founder(f, region),
        };
        let w = estimate::weight(region.loop_depth);
        for (slot, c) in t.iter_mut().zip(costs) {
            *slot += w * c.at(waves);
        }
    }
    Some(t)
}

impl Speed {
    pub fn new(cx: &mut Context, occ_model: crate::iterative::OccupancyModel, margin: occ::Margin) -> Result<Speed, String> {
        let f = cx.function("estimate the function's time")?;
        let est = Estimator::for_function(f, cx.opts.mem_latency)?;
        let is_entry = f.target.is_entry;
        let name = f.name.clone();
        let founder_pred: Vec<RegPressure> =
            cx.max_pressure.iter().zip(cx.predicted_pressures()).map(|(lanes, alloc)| lanes.max(&alloc)).collect();
        let waves = WaveModel::new(occ_model, margin);
        let (current, _) = waves.limit(&founder_pred);
        let hi = waves.cap();
        let founder_waves = current.max(waves.limit(&cx.max_pressure).0).min(hi);
        // An order whose predicted registers stay within the founder's peak
        // lands wherever the founder lands, whatever the allocator makes of
        // that peak: it counts at the founder's wave count without a
        // margin. Only orders above the peak are held to the margin.
        let peak = founder_pred.iter().fold(RegPressure::default(), |a, p| a.max(p));
        let strict = waves.clone();
        let founder_safe: Vec<bool> = founder_pred.iter().map(|p| strict.fits(p, founder_waves)).collect();
        // Only where the margin costs waves by the occupancy tables: a
        // peak near a file's hard limit alone (SGPRs on gfx10+, which do
        // not limit waves there) risks spills, not waves.
        let risk = (!strict.keeps_with_margin(&peak, founder_waves))
            .then(|| (1..founder_waves).rev().find(|&w| strict.keeps_with_margin(&peak, w)).unwrap_or(1));
        let waves = waves.with_held(Held { waves: founder_waves, peak });
        // A wave fewer only for kernels: a callee's registers flow into its
        // callers. Where the allocation prediction and LLVM's lane count
        // disagree on the founder's waves, the founder is costed at the
        // higher count, the one that makes giving waves up look worst.
        // That alone was not enough while the post-RA allowance was a
        // blanket 30%: column_moments_64 on gfx1100 (predicted 10, LLVM
        // 16, allocated 12) lowered to 9 and came out 1.33x slower, and on
        // gfx906 (predicted 1, LLVM 2, allocated 2) an order for 1 wave
        // 1.58x. Their loops have no other order within the founder's
        // registers, so the decision still holds them to the blanket
        // allowance, and both stay with the founder; stencil7_zmarch on
        // gfx900/906 (predicted 4, LLVM 5, allocated 5), whose in-budget
        // order is no shorter than the founder, gives up two waves for a
        // third of the loop's latency (0.76x).
        // Below one wave fewer only with an order that buys the waves back
        // in parallelism (see `propose`), down to the fewest waves whose
        // registers the function may use without spilling.
        let lo = if is_entry { fewest_waves(&waves, founder_waves) } else { founder_waves };

        let (founder_cost, latency_floor): (Vec<[Cost; ASSUMPTIONS]>, Vec<[f64; ASSUMPTIONS]>) = {
            let f = cx.func.as_ref().expect("checked above");
            cx.regions.iter().map(|r| est.founder_and_floor(f, r)).unzip()
        };
        for (r, (c, floor)) in founder_cost.iter().zip(&latency_floor).enumerate() {
            let depth = cx.regions[r].loop_depth;
            debug!(target: TARGET, region = r, depth, latency = c[0].latency, busy = c[0].busy, floor = floor[0], latency_long = c[1].latency, floor_long = floor[1], "founder's region");
        }
        let unified = waves.occupancy_model().target().has_gfx90a_insts();
        let callee_cap = (!is_entry).then(|| {
            let v = founder_pred.iter().map(|p| p.vgpr(unified)).max().unwrap_or(0);
            let s = founder_pred.iter().map(|p| p.sgpr()).max().unwrap_or(0);
            (v, s)
        });
        let llvm_occupancy = waves.occupancy_model().mfi_occupancy();
        let mut p = Speed {
            waves,
            strict,
            risk,
            founder_safe,
            est,
            current,
            founder_waves,
            llvm_occupancy,
            lo,
            hi,
            founder_pred,
            founder_cost,
            latency_floor,
            callee_cap,
            explored: vec![Vec::new(); cx.regions.len()],
            chosen: None,
            phase: Phase::Done,
            apply_failed: false,
        };
        let spills = cx.max_pressure.iter().chain(&p.founder_pred).any(|q| p.waves.occupancy_model().over_budget(q));
        if spills {
            debug!(target: TARGET, reason = "the founder spills", "LLVM's schedule kept");
            cx.note(format!(
                "remark: {name}: LLVM's schedule kept: it needs more registers than the function may use, so it spills whatever the order"
            ));
            return Ok(p);
        }
        if cx.needs_iglp_mutation() {
            // SCHED_BARRIER, SCHED_GROUP_BARRIER or IGLP_OPT: the author
            // asked for a pipeline, and building a DAG with the IGroupLP
            // swap leaves the mutations changed for the regions after it.
            debug!(target: TARGET, reason = "scheduling hints", "LLVM's schedule kept");
            cx.note(format!("remark: {name}: LLVM's schedule kept: the function has scheduling hints (SCHED_BARRIER, IGLP_OPT)"));
            return Ok(p);
        }
        let visit = match p.regions_to_explore(cx) {
            Explore::Regions(visit) => visit,
            Explore::AtFloor(a) => {
                // Every plan must win under both assumptions: the one under
                // which the founder is already at its floor settles it, and
                // the remark names it with the bound that holds there (at 3x
                // memory latency an issue-bound loop often waits on memory).
                let under = if a == 0 { "the default memory latency" } else { "3x memory latency" };
                let bound = p.founder_bound(cx, a);
                // Where the post-RA scheduler forms VOPD pairs, an issue
                // bound counted before allocation is one without them: on
                // the corpus, another LLVM strategy's final code was 2%
                // faster for 31 of 178 such kernels (for 2 of 370 where
                // no pairs form), nearly all by pairing more.
                let unseen = if bound == "issue" && p.est.machine().forms_vopd() {
                    "; counted without the VOPD pairs the post-RA scheduler forms, which `gcnrs estimate` counts on the final code and `gcnrs tune` compares strategies by"
                } else {
                    ""
                };
                debug!(target: TARGET, reason = "at its floor: no order can save the margin", assumption = under, bound, "LLVM's schedule kept");
                cx.note(format!(
                    "remark: {name}: LLVM's schedule kept at {} waves: {bound}-bound under {under}, where no order or wave count can save {:.0}% (estimated time {:.0} cycles, 3x memory latency {:.0}){unseen}",
                    p.founder_waves,
                    MARGIN * 100.0,
                    p.total(cx, 0),
                    p.total(cx, 1)
                ));
                return Ok(p);
            }
        };
        debug!(target: TARGET, current, founder_waves, llvm = llvm_occupancy, risk = ?p.risk, lo, hi, regions = visit.len(), peak = ?peak, "founder's occupancy; exploring");
        p.phase = Phase::Explore(visit.into());
        Ok(p)
    }

    fn unified(&self) -> bool {
        self.waves.occupancy_model().target().has_gfx90a_insts()
    }

    /// Whether region `r`'s founder order keeps the function from one more
    /// wave.
    fn blocks_raise(&self, r: usize) -> bool {
        self.founder_waves < self.hi && !self.waves.fits(&self.founder_pred[r], self.founder_waves + 1)
    }

    /// The most any order and wave count could save in region `r` under
    /// assumption `a`: its time above the lowest any order could reach.
    /// That is its busiest pipeline (the busy cycles are the sum of the
    /// instructions' issue costs, the same in every order, and no wave
    /// count takes a region below them) or its latency floor shared by the
    /// most waves the function could reach, whichever is longer.
    fn slack(&self, cx: &Context, r: usize, a: usize) -> f64 {
        let founder = self.founder_cost[r][a].at(self.founder_waves);
        estimate::weight(cx.regions[r].loop_depth) * (founder - self.floor(r, a, self.hi)).max(0.0)
    }

    /// The least time any order of region `r` takes at `w` waves under
    /// assumption `a`, unweighted: its busiest pipeline (the same in every
    /// order: the waits the estimate inserts use no pipeline) or its latency
    /// floor shared by `w` waves.
    fn floor(&self, r: usize, a: usize, w: u32) -> f64 {
        self.founder_cost[r][a].busy.max(self.latency_floor[r][a] / f64::from(w.max(1)))
    }

    /// Whether some orders at `w` waves could beat the founder by the
    /// margin under every assumption: where even the regions' floors
    /// ([`Self::floor`]) summed miss the margin, no order at `w` waves is
    /// worth scheduling.
    fn could_win_at(&self, cx: &Context, w: u32) -> bool {
        (0..ASSUMPTIONS).all(|a| self.floor_total(cx, a, w) <= (1.0 - MARGIN) * self.total(cx, a))
    }

    /// The regions' floors at `w` waves under assumption `a`, weighted.
    fn floor_total(&self, cx: &Context, a: usize, w: u32) -> f64 {
        (0..cx.regions.len()).map(|r| estimate::weight(cx.regions[r].loop_depth) * self.floor(r, a, w)).sum()
    }

    /// The founder's weighted time under assumption `a`.
    fn total(&self, cx: &Context, a: usize) -> f64 {
        self.total_at(cx, a, self.founder_waves)
    }

    /// The founder's weighted time at `w` waves under assumption `a`.
    fn total_at(&self, cx: &Context, a: usize, w: u32) -> f64 {
        (0..cx.regions.len()).map(|r| estimate::weight(cx.regions[r].loop_depth) * self.founder_cost[r][a].at(w)).sum()
    }

    /// Whether, for a founder at risk of losing waves in allocation, the
    /// founder at the waves the margin leaves it is slow enough that
    /// orders keeping its wave count could win by the margin (see
    /// [`decide::decide_at_risk`]): an issue-bound founder at its claimed
    /// waves may wait on latency at fewer.
    fn risk_could_pay(&self, cx: &Context) -> bool {
        let Some(w) = self.risk else { return false };
        (0..ASSUMPTIONS).all(|a| {
            self.floor_total(cx, a, self.founder_waves) <= (1.0 - MARGIN / decide::RISK_LOSS_SHARE) * self.total_at(cx, a, w)
        })
    }

    /// The first assumption under which the founder is within the margin
    /// of the least any order or wave count could take (see
    /// [`Self::slack`]).
    fn at_floor(&self, cx: &Context) -> Option<usize> {
        (0..ASSUMPTIONS).find(|&a| {
            let slack: f64 = (0..cx.regions.len()).map(|r| self.slack(cx, r, a)).sum();
            slack < MARGIN * self.total(cx, a)
        })
    }

    /// "issue" or "latency": the bound of the founder's heaviest region at
    /// its wave count under assumption `a`.
    fn founder_bound(&self, cx: &Context, a: usize) -> &'static str {
        let regions = (0..cx.regions.len()).map(|r| (estimate::weight(cx.regions[r].loop_depth), self.founder_cost[r][a]));
        heaviest_bound(regions, self.founder_waves)
    }

    /// Regions with slack and, where the slack could pay for another wave,
    /// the regions blocking it, and where the founder may lose waves in
    /// allocation, the regions that put it at risk; most slack first. At
    /// the floor when the whole function's slack is under the margin under
    /// some assumption (it is bound by issue, and no order or wave count
    /// can win) and no plan keeping the founder's waves could pay either.
    fn regions_to_explore(&self, cx: &Context) -> Explore {
        let n = cx.regions.len();
        let floor = self.at_floor(cx);
        let bound = floor.is_some();
        if let Some(a) = floor.filter(|_| !self.risk_could_pay(cx)) {
            return Explore::AtFloor(a);
        }
        let total = self.total(cx, 0);
        // Where only the founder's risk leaves room to win, only a plan
        // keeping its waves with the margin can: the regions that miss it.
        let puts_at_risk = |r: usize| self.risk.is_some() && !self.founder_safe[r];
        let mut visit: Vec<usize> = (0..n)
            .filter(|&r| cx.regions[r].num_region_instrs > 2)
            .filter(|&r| {
                puts_at_risk(r) || (!bound && (self.blocks_raise(r) || self.slack(cx, r, 0) >= SLACK_SHARE * total))
            })
            .collect();
        visit.sort_by(|&a, &b| self.slack(cx, b, 0).total_cmp(&self.slack(cx, a, 0)).then(a.cmp(&b)));
        Explore::Regions(visit)
    }

    /// The most waves an order with predicted pressure `p` allows in
    /// `lo..=hi` with the margin, within the function's budget and a
    /// callee's founder registers (0: none).
    fn reach(&self, p: &RegPressure) -> u32 {
        let occ = self.waves.occupancy_model();
        if occ.over_budget(p) {
            return 0;
        }
        if let Some((v, s)) = self.callee_cap {
            if p.vgpr(self.unified()) > v || p.sgpr() > s {
                return 0;
            }
        }
        (self.lo..=self.hi).rev().find(|&w| self.waves.fits(p, w)).unwrap_or(0)
    }

    fn founder_reach(&self, r: usize) -> u32 {
        (self.founder_waves..=self.hi).rev().find(|&w| self.waves.fits(&self.founder_pred[r], w)).unwrap_or(self.founder_waves)
    }

    /// Orders for region `region`: the bounded list scheduler steered by
    /// the model's latencies at the founder's wave count and one fewer,
    /// and under the loosest budget (fewer waves, more parallelism); LLVM's
    /// ILP order; where the region blocks a raise, `gcnrs-occupancy`'s
    /// orders for the most waves they reach.
    fn propose(&self, cx: &mut Context, region: usize, dag: &RegionDag) -> Vec<Candidate> {
        let founder_order: Vec<u32> = (0..dag.len() as u32).collect();
        let with_model = |cx: &Context, d: &RegionDag| {
            let f = cx.func.as_ref().expect("a speed session has a snapshot");
            model_dag::with_model_latencies(d, &cx.regions[region], f, &self.est)
        };
        let mdag = with_model(cx, dag);
        // The DAG without the artificial edges the founder's order breaks
        // (see `sched::dag::relax`), in both flavours, tried only where
        // nothing fits the DAG as built: those edges keep clustered loads
        // together, which often pays, but no order of theirs is the
        // founder's, and one within the founder's own register peak may
        // not exist at all. Built on first need: most regions never ask.
        let relaxed: OnceCell<Option<[RegionDag; 2]>> = OnceCell::new();
        let relaxed_dags = |cx: &Context| {
            relaxed
                .get_or_init(|| {
                    let r = dag.without_backward_artificial()?;
                    debug!(target: TARGET, region, edges = dag.backward_artificial_edges(), "the founder's order breaks artificial edges");
                    let m = with_model(cx, &r);
                    Some([r, m])
                })
                .as_ref()
        };
        let mut out = Vec::new();
        // One order per DAG flavour (LLVM's latencies, the model's) at `w`
        // waves; says per flavour whether a looser budget could change it.
        let at = |cx: &mut Context, w: u32, flavours: [bool; 2], out: &mut Vec<Candidate>| -> [Again; 2] {
            let mut again = [Again::No; 2];
            for (k, d) in [dag, &mdag].into_iter().enumerate() {
                if !flavours[k] {
                    continue;
                }
                let mut found = occ::bounded(cx, region, d, &self.waves, w, Some(&founder_order));
                // Only where the founder's own lanes fit the budget: there
                // the relaxed DAG, which has the founder's order, surely
                // has a fitting one.
                let founder_fits = matches!(&found, Err(occ::Miss::OverBudget(b)) if b.fits(&cx.max_pressure[region]));
                if let Some(r) = founder_fits.then(|| relaxed_dags(cx)).flatten() {
                    found = occ::bounded(cx, region, &r[k], &self.waves, w, Some(&founder_order));
                    debug!(target: TARGET, region, waves = w, model = k == 1, found = found.is_ok(), "nothing fitted; tried without the broken artificial edges");
                }
                match found {
                    Ok(mut c) => {
                        again[k] = if c.unsteered { Again::No } else { Again::Yes };
                        if k == 1 {
                            c.source = Source::Model(w);
                        }
                        out.push(c);
                    }
                    Err(miss) => {
                        again[k] = match miss {
                            occ::Miss::OverBudget(b) => Again::UnlessBudget(b),
                            occ::Miss::Other => Again::Yes,
                        };
                        debug!(target: TARGET, region, waves = w, model = k == 1, reason = "no order fits the budget", "no bounded order");
                    }
                }
            }
            again
        };
        let again = if self.could_win_at(cx, self.founder_waves) {
            // The model-driven flavour only: on the corpus, LLVM's
            // latencies added one win of 2% (dgemm_rt_4x4, gfx942) for a
            // second list schedule, often a failing series, per region and
            // wave count.
            at(cx, self.founder_waves, [false, true], &mut out)
        } else {
            debug!(target: TARGET, region, waves = self.founder_waves, reason = "no order at this wave count can save the margin", "not scheduled");
            // Nothing ran to say an order is budget-free: a wave fewer
            // schedules both flavours.
            [Again::Yes; 2]
        };
        if self.lo < self.founder_waves && !self.could_win_at(cx, self.founder_waves - 1) {
            debug!(target: TARGET, region, waves = self.founder_waves - 1, reason = "no order at this wave count can save the margin", "not scheduled");
        } else if self.lo < self.founder_waves {
            // A wave fewer only loosens the budget: an order no budget
            // shaped comes out the same, and a budget nothing fitted, if
            // a wave fewer does not loosen it, fits nothing again; only the
            // others run again.
            let looser = occ::first_budget(&self.waves, self.founder_waves - 1);
            let rerun = again.map(|a| match a {
                Again::No => false,
                Again::Yes => true,
                Again::UnlessBudget(b) => b != looser,
            });
            if rerun.iter().any(|&r| !r) {
                debug!(target: TARGET, region, waves = self.founder_waves - 1, skipped = ?rerun.map(|r| !r), reason = "the budget did not shape the order, or is the same", "a wave fewer not scheduled again");
            }
            at(cx, self.founder_waves - 1, rerun, &mut out);
        }
        // Fewer waves for more parallelism in each (what max-ilp does
        // blindly): the model-driven order under the loosest budget the
        // function allows, counted at the most waves its registers keep.
        // Where a wave fewer cannot win, fewer still cannot either: the
        // floors only rise as waves go.
        // A region the founder already keeps busy issuing at the default
        // memory latency gains nothing there from fewer waves, and every
        // plan must win at the default latency: it keeps the founder's
        // order and leaves fewer waves to the others.
        let waits = !self.founder_cost[region][0].issue_bound(self.founder_waves);
        if waits && self.lo + 1 < self.founder_waves && self.could_win_at(cx, self.founder_waves - 1) {
            match occ::bounded(cx, region, &mdag, &self.waves, self.lo, Some(&founder_order)) {
                Ok(mut c) => {
                    c.source = Source::Model(self.lo);
                    out.push(c);
                }
                Err(_) => debug!(target: TARGET, region, waves = self.lo, reason = "no order fits the budget", "no parallel order"),
            }
        }
        // Where the founder's order keeps its waves only by the founder's
        // own peak, the model-driven order for them with the margin: an
        // order the allocator is predicted to hold there when the founder
        // may not (see `decide::decide_at_risk`). Sought even where
        // minreg's lanes miss that budget: the model's latencies lead the
        // bounded scheduler to other orders (xgemm_d_8x16_4x4 on gfx906:
        // minreg 124 lanes, the bounded order 116, with the margin 117).
        if self.risk.is_some() && !self.founder_safe[region] {
            match occ::bounded(cx, region, &mdag, &self.strict, self.founder_waves, Some(&founder_order)) {
                Ok(mut c) => {
                    c.source = Source::Model(self.founder_waves);
                    out.push(c);
                }
                Err(_) => {
                    debug!(target: TARGET, region, waves = self.founder_waves, reason = "no order fits the budget with the margin", "no safe order")
                }
            }
        }
        // LLVM's ILP order, which `gcn-iterative-ilp` applies wherever the
        // occupancy target allows: the critical path first, blind to
        // registers; its registers decide how many waves it keeps. Cheap
        // next to a bounded order, and the per-kernel best of LLVM's
        // strategies is iterative-ilp at the default's occupancy more often
        // than any other.
        out.extend(occ::ilp(cx, region, dag));
        if self.blocks_raise(region) {
            let before = out.len();
            self.raise_orders(cx, region, dag, &mdag, &mut out);
            // Where no order of the DAG as built fits another wave, the
            // same search without any artificial edge: the load and store
            // clusters hold results open together, and an order for more
            // waves may be one that does not (LLVM's minreg schedules
            // without them). Only then: where the clustered orders do
            // reach, they are the better ones.
            let raised = out[before..].iter().any(|c| self.waves.fits(&c.predicted, self.founder_waves + 1));
            if let Some(free) = (!raised).then(|| dag.without_artificial()).flatten() {
                debug!(target: TARGET, region, reason = "no clustered order fits another wave", "raise sought without artificial edges");
                let mfree = with_model(cx, &free);
                self.raise_orders(cx, region, &free, &mfree, &mut out);
            }
        }
        let mut unique: Vec<Candidate> = Vec::with_capacity(out.len());
        for c in out {
            if c.instrs == founder_order_instrs(dag) {
                debug!(target: TARGET, region, source = %c.source, reason = "the founder's order again", "candidate dropped");
            } else if !unique.iter().any(|u| u.instrs == c.instrs) {
                unique.push(c);
            }
        }
        unique
    }

    /// `gcnrs-occupancy`'s orders for region `region` (on `dag`, and on
    /// `mdag`, its model-latency flavour, for the raise) into `out`:
    /// minreg's and the bounded scheduler's for the most waves they reach.
    fn raise_orders(&self, cx: &mut Context, region: usize, dag: &RegionDag, mdag: &RegionDag, out: &mut Vec<Candidate>) {
        let found = occ::propose(cx, region, dag);
        let reference = occ::bounded_reference(cx, region, dag, &found);
        // The bounded scheduler rarely gets below the lanes minreg (or
        // the founder) needs, and a wave target it cannot meet costs it
        // a full series of failing attempts: search only the wave counts
        // whose budget holds the least lane pressure found.
        let unified = self.unified();
        let least_v = found.iter().map(|c| c.pressure.vgpr(unified)).min().unwrap_or(0);
        let least_s = found.iter().map(|c| c.pressure.sgpr()).min().unwrap_or(0);
        let top = (self.founder_waves + 1..=self.hi).rev().find(|&w| {
            let (v, s) = self.waves.budget(w);
            least_v <= v && least_s <= s
        });
        out.extend(found.into_iter().filter(|c| c.source != Source::Founder));
        let raise = match top {
            Some(top) => occ::bounded_most_waves(cx, region, dag, &self.waves, self.founder_waves + 1..=top, reference.as_deref()),
            None => {
                debug!(target: TARGET, region, least_v, least_s, reason = "not even minreg's lanes fit another wave", "no raise searched");
                None
            }
        };
        let Some(c) = raise else { return };
        if let Source::Bounded(w) = c.source {
            if let Ok(mut m) = occ::bounded(cx, region, mdag, &self.waves, w, reference.as_deref()) {
                m.source = Source::Model(w);
                out.push(m);
            }
        }
        out.push(c);
    }

    fn choices(&self, cx: &Context) -> Vec<RegionChoices> {
        (0..cx.regions.len())
            .map(|r| {
                let mut options =
                    vec![Option_ { costs: self.founder_cost[r], reach: self.founder_reach(r), safe: self.founder_safe[r] }];
                options.extend(self.explored[r].iter().map(|s| Option_ { costs: s.costs, reach: s.reach, safe: s.safe }));
                RegionChoices { weight: estimate::weight(cx.regions[r].loop_depth), options }
            })
            .collect()
    }

    fn decide(&mut self, cx: &mut Context) {
        let choices = self.choices(cx);
        let risk = self.risk.map(|waves| Risk { waves, bet_fewer: !self.est.machine().forms_vopd() });
        let d = decide::decide_at_risk(&choices, self.founder_waves, risk, self.lo, self.hi, MARGIN);
        match &d.chosen {
            Some(plan) => {
                let changed: VecDeque<usize> = plan.picks.iter().enumerate().filter(|(_, &k)| k != 0).map(|(r, _)| r).collect();
                debug!(
                    target: TARGET,
                    from = self.founder_waves,
                    to = plan.waves,
                    founder = d.founder.time[0],
                    chosen = plan.time[0],
                    founder_long = d.founder.time[1],
                    chosen_long = plan.time[1],
                    founder_at_risk = ?d.at_risk.as_ref().map(|f| (f.waves, f.time)),
                    plans = ?d.plans.iter().map(|p| (p.waves, p.time)).collect::<Vec<_>>(),
                    regions = changed.len(),
                    reason = %d.why.unwrap_or(decide::Why::Faster),
                    "changing the schedule"
                );
                self.remark(cx, &d, &choices);
                self.chosen = Some(plan.clone());
                self.phase = Phase::Apply(changed);
            }
            None => {
                let why = if d.best.time[0] >= d.founder.time[0] {
                    "no order or wave count is estimated faster"
                } else {
                    "the best alternative is not faster by the margin under both memory latencies"
                };
                debug!(
                    target: TARGET,
                    founder = d.founder.time[0],
                    best = d.best.time[0],
                    best_waves = d.best.waves,
                    founder_long = d.founder.time[1],
                    best_long = d.best.time[1],
                    reason = why,
                    "LLVM's schedule kept"
                );
                self.remark(cx, &d, &choices);
                self.phase = Phase::Done;
            }
        }
    }

    /// Which bound holds for the heaviest region of `plan`.
    fn bound(choices: &[RegionChoices], plan: &Plan) -> &'static str {
        let regions = choices.iter().zip(&plan.picks).map(|(r, &k)| (r.weight, r.options[k].costs[0]));
        heaviest_bound(regions, plan.waves)
    }

    fn remark(&self, cx: &mut Context, d: &Decision, choices: &[RegionChoices]) {
        let name = cx.func.as_ref().map_or(String::new(), |f| f.name.clone());
        let llvm = match (self.current != d.founder.waves, self.llvm_occupancy != d.founder.waves) {
            (true, _) => format!(" (predicted after allocation: {}; LLVM's occupancy: {})", self.current, self.llvm_occupancy),
            (false, true) => format!(" (LLVM's occupancy: {})", self.llvm_occupancy),
            _ => String::new(),
        };
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
                let mut by: Vec<String> = c
                    .picks
                    .iter()
                    .enumerate()
                    .filter(|(_, &k)| k != 0)
                    .map(|(r, &k)| format!("region {r} by {}", self.explored[r][k - 1].cand.source))
                    .collect();
                by.truncate(8);
                // Where not plainly faster, the bet that kept the plan.
                let bet = match d.why {
                    Some(why @ (decide::Why::KeepsWaves | decide::Why::FewerWaves)) => format!("; kept as {why}"),
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
                    by.join(", ")
                )
            }
            None => {
                let alt = if d.best.time[0] >= f.time[0] {
                    "no faster order found".to_string()
                } else {
                    format!(
                        "best alternative {:.0} cycles at {} waves (3x memory latency {:.0}) is not {:.0}% faster under both",
                        d.best.time[0],
                        d.best.waves,
                        d.best.time[1],
                        MARGIN * 100.0
                    )
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
fn heaviest_bound(regions: impl Iterator<Item = (f64, Cost)>, waves: u32) -> &'static str {
    let heaviest = regions.max_by(|(wa, a), (wb, b)| (wa * a.at(waves)).total_cmp(&(wb * b.at(waves))));
    match heaviest {
        Some((_, c)) if c.issue_bound(waves) => "issue",
        _ => "latency",
    }
}

/// The fewest waves (at least 1, below `founder`) whose register budget
/// the function may use without spilling: where an order for more
/// parallelism may take the function; `founder - 1` when no lower count
/// gives more registers than one wave fewer.
fn fewest_waves(waves: &WaveModel, founder: u32) -> u32 {
    let one_fewer = founder.saturating_sub(1).max(1);
    let (max_v, max_s) = waves.occupancy_model().register_budgets();
    let within = |w: u32| {
        let (v, s) = waves.file_budget(w);
        v <= max_v && s <= max_s
    };
    (1..one_fewer).find(|&w| within(w)).unwrap_or(one_fewer)
}

fn pct(from: f64, to: f64) -> f64 {
    if from > 0.0 {
        (to / from - 1.0) * 100.0
    } else {
        0.0
    }
}

fn founder_order_instrs(dag: &RegionDag) -> Vec<u32> {
    (0..dag.len() as u32).map(|n| dag.sunit(n).instr).collect()
}

impl Policy for Speed {
    fn advance(&mut self, cx: &mut Context, out: &mut Vec<Step>) -> Result<bool, String> {
        match &mut self.phase {
            Phase::Explore(queue) => match queue.front() {
                Some(&r) => out.push(Step::BuildDag { region: r as u32, iglp: IglpSwap::for_region(cx, r, false) }),
                None => self.decide(cx),
            },
            Phase::Apply(queue) => match queue.front() {
                Some(&r) => out.push(Step::BuildDag { region: r as u32, iglp: IglpSwap::for_region(cx, r, false) }),
                None => {
                    self.phase = Phase::Done;
                    let waves = self.chosen.as_ref().map_or(self.founder_waves, |p| p.waves);
                    let model = self.waves.occupancy_model_mut();
                    let set = if waves > model.mfi_occupancy() && !self.apply_failed {
                        model.increase(waves)
                    } else if waves < model.mfi_occupancy() {
                        model.limit(waves)
                    } else {
                        None
                    };
                    out.extend(set.map(Step::SetOccupancy));
                }
            },
            Phase::Done => return Ok(false),
        }
        Ok(true)
    }

    fn on_dag(&mut self, cx: &mut Context, region: usize, dag: &RegionDag, out: &mut Vec<Step>) -> Result<(), String> {
        match &mut self.phase {
            Phase::Explore(queue) => {
                if queue.pop_front() != Some(region) {
                    return Err(format!("region {region}: a DAG nobody asked for"));
                }
                let cands = self.propose(cx, region, dag);
                let f = cx.func.as_ref().expect("a speed session has a snapshot");
                let scored: Vec<Scored> = cands
                    .into_iter()
                    .map(|cand| {
                        let costs = self.est.region(f, &cx.regions[region], cand.instrs.iter().copied());
                        let reach = self.reach(&cand.predicted);
                        let safe = reach >= self.founder_waves && self.strict.fits(&cand.predicted, self.founder_waves);
                        Scored { cand, costs, reach, safe }
                    })
                    .collect();
                let founder = self.founder_cost[region];
                for s in &scored {
                    debug!(
                        target: TARGET,
                        region,
                        source = %s.cand.source,
                        vgpr = s.cand.predicted.vgpr(self.unified()),
                        sgpr = s.cand.predicted.sgpr(),
                        reach = s.reach,
                        safe = s.safe,
                        latency = s.costs[0].latency,
                        busy = s.costs[0].busy,
                        founder_latency = founder[0].latency,
                        founder_busy = founder[0].busy,
                        "candidate"
                    );
                }
                self.explored[region] = scored;
                out.extend([Step::Restore, Step::Leave]);
            }
            Phase::Apply(queue) => {
                if queue.pop_front() != Some(region) {
                    return Err(format!("region {region}: expected another region's DAG"));
                }
                let plan = self.chosen.as_ref().ok_or("applying without a plan")?;
                let k = plan.picks[region];
                let chosen = &self.explored[region][k - 1].cand;
                // Held to the DAG's strong edges but its artificial ones:
                // every order sought on the DAG as built, on the one
                // without the edges the founder breaks, or on the one
                // without any holds there; artificial edges carry no
                // dependence.
                match occ::as_node_order_where(dag, &chosen.instrs, |e| !e.weak && !e.artificial) {
                    Some(order) => {
                        // SUnits are numbered in the region's order, so a
                        // NodeNum is the instruction's original position.
                        let split = crate::iterative::placement::fewest_moves(&order);
                        debug!(target: TARGET, region, source = %chosen.source, moves = split.moves, top = split.top, "order applied");
                        out.extend([Step::PlaceSUnits { order, top: split.top as u32 }, Step::Leave]);
                    }
                    None => {
                        cx.note(format!("region {region}: its DAG changed between two builds; founder's order kept"));
                        self.apply_failed = true;
                        out.extend([Step::Restore, Step::Leave]);
                    }
                }
            }
            Phase::Done => return Err(format!("region {region}: a DAG after the last step")),
        }
        Ok(())
    }
}
