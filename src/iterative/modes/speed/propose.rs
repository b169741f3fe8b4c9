//! The orders `gcnrs` weighs for a region: the bounded list scheduler
//! steered by the model at the founder's wave count, one fewer and the
//! fewest the registers allow; LLVM's ILP order; and where the region
//! blocks a raise, `gcnrs-occupancy`'s orders for more waves. Policy
//! only: the schedulers that build the orders live in `occupancy` and
//! `sched`.

use super::model_dag;
use super::{Speed, TARGET};
use crate::iterative::context::Context;
use crate::iterative::modes::occupancy::{self as occ, Candidate, Source, WaveModel};
use crate::pressure::RegPressure;
use crate::sched::RegionDag;
use std::cell::OnceCell;
use tracing::debug;

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

impl Speed {
    /// The most waves an order with predicted pressure `p` allows in
    /// `lo..=hi` with the margin, within the function's budget and a
    /// callee's founder registers (0: none).
    pub(super) fn reach(&self, p: &RegPressure) -> u32 {
        self.reach_under(p, &self.waves, self.lo)
    }

    /// The most waves in `lo..=hi` that `model` lets an order with
    /// predicted pressure `p` keep; 0 where it is over the function's
    /// budget or, in a callee, above the founder's registers.
    pub(super) fn reach_under(&self, p: &RegPressure, model: &WaveModel, lo: u32) -> u32 {
        if self.waves.occupancy_model().over_budget(p) {
            return 0;
        }
        if let Some((v, s)) = self.callee_cap {
            if p.vgpr(self.unified()) > v || p.sgpr() > s {
                return 0;
            }
        }
        (lo..=self.hi).rev().find(|&w| model.fits(p, w)).unwrap_or(0)
    }

    pub(super) fn founder_reach(&self, r: usize) -> u32 {
        (self.founder_waves..=self.hi).rev().find(|&w| self.waves.fits(&self.founder_pred[r], w)).unwrap_or(self.founder_waves)
    }

    /// Orders for region `region`: the bounded list scheduler steered by
    /// the model's latencies at the founder's wave count and one fewer,
    /// and under the loosest budget (fewer waves, more parallelism); LLVM's
    /// ILP order; where the region blocks a raise, `gcnrs-occupancy`'s
    /// orders for the most waves they reach.
    pub(super) fn propose(&self, cx: &mut Context, region: usize, dag: &RegionDag) -> Vec<Candidate> {
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
        // And the region's order before the founder ran, which
        // `gcn-iterative-ilp` keeps where its ILP order misses its
        // occupancy target.
        out.extend(occ::original(cx, region, dag));
        if self.wave_changes && self.blocks_raise(region) {
            let before = out.len();
            self.raise_orders(cx, region, dag, &mdag, &mut out);
            // Where no order of the DAG as built fits another wave, the
            // same search without any artificial edge: the load and store
            // clusters hold results open together, and an order for more
            // waves may be one that does not (LLVM's minreg schedules
            // without them). Only then: where the clustered orders do
            // reach, they are the better ones.
            let raised = out[before..].iter().any(|c| self.waves.fits(&c.predicted, self.founder_waves + 1));
            if let Some(free) = (!raised && self.floor_admits_raise(cx, region, dag)).then(|| dag.without_artificial()).flatten() {
                debug!(target: TARGET, region, reason = "no clustered order fits another wave", "raise sought without artificial edges");
                let mfree = with_model(cx, &free);
                self.raise_orders(cx, region, &free, &mfree, &mut out);
            }
        }
        distinct(region, dag, out)
    }

    /// Whether some order of region `region` could fit another wave: its
    /// pressure floor (the live sets at its top and bottom, the same in
    /// every order and every flavour of its DAG) within the budget of a
    /// wave count above the founder's. The search again without the
    /// artificial edges is there only to reach another wave; where the
    /// floor rules that out, its two minreg schedules, quadratic in the
    /// region, cannot pay: on gfx900 `triton_fused.ll` they were 15% of
    /// our part of the pass (callgrind), and no schedule in the three
    /// corpora changes without them. The search on the DAG as built stays:
    /// its minreg orders also count at the founder's waves, and some win
    /// there (`sgemm_tile8x8` on gfx900, 2.7%).
    fn floor_admits_raise(&self, cx: &Context, region: usize, dag: &RegionDag) -> bool {
        let Ok(floor) = cx.problem(region, dag).map(|p| p.pressure_floor()) else { return true };
        let unified = self.unified();
        let admits = self.most_raised_waves_holding(floor.vgpr(unified), floor.sgpr()).is_some();
        if !admits {
            debug!(target: TARGET, region, floor_v = floor.vgpr(unified), floor_s = floor.sgpr(), reason = "the live sets at its ends miss another wave's budget", "no raise searched");
        }
        admits
    }

    /// The most waves above the founder's whose register budget holds
    /// `vgprs` and `sgprs` lanes; None where not even one more does.
    fn most_raised_waves_holding(&self, vgprs: u32, sgprs: u32) -> Option<u32> {
        (self.founder_waves + 1..=self.hi).rev().find(|&w| {
            let (v, s) = self.waves.budget(w);
            vgprs <= v && sgprs <= s
        })
    }

    /// `gcnrs-occupancy`'s orders for region `region` (on `dag`, and on
    /// `mdag`, its model-latency flavour, for the raise) into `out`:
    /// minreg's and the bounded scheduler's for the most waves they reach.
    pub(super) fn raise_orders(&self, cx: &mut Context, region: usize, dag: &RegionDag, mdag: &RegionDag, out: &mut Vec<Candidate>) {
        let found = occ::minreg_orders(cx, region, dag);
        let reference = occ::bounded_reference(cx, region, dag, &found);
        // The bounded scheduler rarely gets below the lanes minreg (or
        // the founder) needs, and a wave target it cannot meet costs it
        // a full series of failing attempts: search only the wave counts
        // whose budget holds the least lane pressure found. The founder's
        // lanes are the region's own (its order is the DAG's numbering,
        // with or without the artificial edges).
        let unified = self.unified();
        let founder = &cx.max_pressure[region];
        let least_v = found.iter().map(|c| c.pressure.vgpr(unified)).fold(founder.vgpr(unified), u32::min);
        let least_s = found.iter().map(|c| c.pressure.sgpr()).fold(founder.sgpr(), u32::min);
        let top = self.most_raised_waves_holding(least_v, least_s);
        out.extend(found);
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
}

/// `out` without the founder's order and without repeats, first kept.
pub(super) fn distinct(region: usize, dag: &RegionDag, out: Vec<Candidate>) -> Vec<Candidate> {
    let founder = founder_order_instrs(dag);
    let mut unique: Vec<Candidate> = Vec::with_capacity(out.len());
    for c in out {
        if c.instrs == founder {
            debug!(target: TARGET, region, source = %c.source, reason = "the founder's order again", "candidate dropped");
        } else if !unique.iter().any(|u| u.instrs == c.instrs) {
            unique.push(c);
        }
    }
    unique
}

fn founder_order_instrs(dag: &RegionDag) -> Vec<u32> {
    (0..dag.len() as u32).map(|n| dag.sunit(n).instr).collect()
}
