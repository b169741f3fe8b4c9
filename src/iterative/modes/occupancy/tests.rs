//! The occupancy policy's steps on the modes' fixture: region 0 holds 30
//! VGPRs as recorded (8 waves on gfx900) but minreg pairs every def with
//! its use (1 VGPR); region 1 already needs one.

use super::{Margin, Occupancy};
use crate::iterative::modes::tests::{advance, dag, fixture, gfx900, WIDE};
use crate::iterative::modes::Policy;
use crate::iterative::session::{IglpSwap, Step};
use crate::iterative::OccupancyModel;
use crate::occupancy::{FunctionLimits, GcnTarget};
use crate::pressure::PressureOrder;

fn build(region: u32) -> Step {
    Step::BuildDag { region, iglp: IglpSwap::Keep }
}

/// Run the policy to the end, answering every DAG request with the
/// region's DAG; the steps it asked for, in order.
fn run(p: &mut Occupancy, cx: &mut crate::iterative::context::Context) -> Vec<Step> {
    let mut all = Vec::new();
    loop {
        let steps = advance(p, cx);
        if steps.is_empty() {
            return all;
        }
        for s in steps {
            if let Step::BuildDag { region, .. } = s {
                let d = dag(cx, region as usize);
                let mut out = Vec::new();
                p.on_dag(cx, region as usize, &d, &mut out).unwrap();
                all.push(s);
                all.extend(out);
            } else {
                all.push(s);
            }
        }
    }
}

fn applied(steps: &[Step]) -> Vec<Vec<u32>> {
    steps.iter().filter_map(|s| if let Step::ApplySUnits(o) = s { Some(o.clone()) } else { None }).collect()
}

#[test]
fn raises_occupancy_when_the_blocking_region_fits() {
    let mut cx = fixture();
    let mut p = Occupancy::new(&mut cx, gfx900(8, FunctionLimits::kernel()), Margin::NONE);
    let steps = run(&mut p, &mut cx);
    // Explore region 0 (region 1 fits 10 waves as it is), put it back,
    // build it again, place minreg's pairing, raise 8 -> 10.
    assert_eq!(steps[..3], [build(0), Step::Restore, Step::Leave]);
    assert_eq!(steps[3], build(0));
    let orders = applied(&steps);
    assert_eq!(orders.len(), 1);
    // A permutation of the region that never holds more than two values
    // (a def meets the use of the one before), scored by the tracker over
    // the snapshot, independently of the policy's own numbers.
    let mut sorted = orders[0].clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..2 * WIDE).collect::<Vec<u32>>());
    let f = cx.func.as_ref().unwrap();
    let rp = crate::iterative::schedule_pressure(f, cx.region(0), &orders[0]);
    assert!(rp.vgpr(false) <= 2, "{rp:?}");
    assert_eq!(steps.last(), Some(&Step::SetOccupancy(10)));
    assert!(cx.notes.iter().any(|n| n.starts_with("remark: ") && n.contains("raised from 8 to 10")), "{:?}", cx.notes);
}

#[test]
fn the_margin_lowers_the_target() {
    // The best order (each def right before its use, which the bounded
    // scheduler finds) holds one VGPR at a time; with 24 to spare that is
    // 25, one more than 10 waves allow on gfx900 (24) but within 9 (28).
    let mut cx = fixture();
    let mut p = Occupancy::new(&mut cx, gfx900(8, FunctionLimits::kernel()), Margin { vgpr: 24, vgpr_percent: 0, sgpr: 0, ceiling_percent: 0 });
    let steps = run(&mut p, &mut cx);
    assert_eq!(applied(&steps).len(), 1);
    assert_eq!(steps.last(), Some(&Step::SetOccupancy(9)));
}

#[test]
fn a_margin_no_order_meets_changes_nothing() {
    // 10 waves need at most 24 VGPRs and 9 at most 28; no order holds
    // fewer than one, so with 28 to spare nothing fits either: the region
    // is explored and put back.
    let mut cx = fixture();
    let mut p = Occupancy::new(&mut cx, gfx900(8, FunctionLimits::kernel()), Margin { vgpr: 28, vgpr_percent: 0, sgpr: 0, ceiling_percent: 0 });
    let steps = run(&mut p, &mut cx);
    assert_eq!(steps, [build(0), Step::Restore, Step::Leave]);
    assert!(cx.notes.iter().any(|n| n.contains("LLVM's schedule kept at occupancy 8")), "{:?}", cx.notes);
}

#[test]
fn at_the_cap_nothing_is_built() {
    // LDS or attributes allow 8 waves: the founder's 8 is the most.
    let mut cx = fixture();
    let t = GcnTarget::from_cpu("gfx900", "").unwrap();
    let occ = OccupancyModel::with_parts(PressureOrder::with_budgets(t, 256, 102), FunctionLimits::kernel(), 8, 8);
    let mut p = Occupancy::new(&mut cx, occ, Margin::NONE);
    assert!(run(&mut p, &mut cx).is_empty());
}

#[test]
fn budgets_agree_with_fits() {
    let cx = fixture();
    let w = super::WaveModel::new(gfx900(8, FunctionLimits::kernel()), Margin { vgpr: 3, vgpr_percent: 0, sgpr: 2, ceiling_percent: 0 });
    for waves in 1..=10 {
        let (v, s) = w.budget(waves);
        let p = cx.max_pressure[0];
        // The fixture's region holds WIDE VGPRs and no SGPRs.
        assert_eq!(w.fits(&p, waves), WIDE <= v, "waves {waves}: budget {v}");
        assert!(s > 0 || waves > 8);
    }
    // gfx900: 24 VGPRs allow 10 waves; with 3 to spare the budget is 21.
    assert_eq!(w.budget(10).0, 21);
}

#[test]
fn budgets_stop_at_what_the_function_may_use() {
    let cx = fixture();
    let p = cx.max_pressure[0];
    let margin = Margin { vgpr: 3, vgpr_percent: 0, sgpr: 2, ceiling_percent: 0 };
    // gfx900 with the function's VGPRs capped at 32 (as `amdgpu-num-vgpr`
    // does): 4 waves' files allow 64 - 3 = 61 each, the function 32 - 3.
    let t = GcnTarget::from_cpu("gfx900", "").unwrap();
    let occ = OccupancyModel::with_parts(PressureOrder::with_budgets(t, 32, 102), FunctionLimits::kernel(), 8, 8);
    let w = super::WaveModel::new(occ, margin);
    assert_eq!(w.file_budget(4).0, 61);
    assert_eq!(w.budget(4).0, 29);
    // The fixture's WIDE (30) VGPRs + 3 to spare exceed the cap at any
    // wave count, though 4 waves' files hold them; budget and fits agree.
    for waves in 1..=8 {
        assert!(!w.fits(&p, waves), "waves {waves}");
        assert!(w.budget(waves).0 < WIDE);
    }
}

#[test]
fn the_vgpr_margin_grows_with_the_budget() {
    let m = Margin { vgpr: 4, vgpr_percent: 5, sgpr: 6, ceiling_percent: 0 };
    assert_eq!(m.vgprs_below(64), 4);
    assert_eq!(m.vgprs_below(80), 4);
    assert_eq!(m.vgprs_below(96), 5);
    assert_eq!(m.vgprs_below(256), 13);
}

#[test]
fn orders_within_the_founders_peak_need_no_margin_at_its_waves() {
    let cx = fixture();
    let p = cx.max_pressure[0];
    let margin = Margin { vgpr: 3, vgpr_percent: 0, sgpr: 2, ceiling_percent: 0 };
    let plain = super::WaveModel::new(gfx900(10, FunctionLimits::kernel()), margin);
    // gfx900: 32 VGPRs hold 8 waves; WIDE (30) + 3 to spare does not.
    assert!(!plain.fits(&p, 8));
    assert_eq!(plain.budget(8).0, 29);
    let held = plain.clone().with_held(super::Held { waves: 8, peak: p });
    // The founder already holds 30 at 8 waves: the same 30 fits there and
    // below, and the budget at 8 grows to the peak...
    assert!(held.fits(&p, 8));
    assert!(held.fits(&p, 7));
    assert_eq!(held.budget(8).0, WIDE);
    // ...but not a wave more (9 waves allow 28 VGPRs on gfx900).
    assert!(!held.fits(&p, 9));
    assert_eq!(held.budget(9), plain.budget(9));
    // A peak below the order's pressure gives it nothing.
    let low = plain.with_held(super::Held { waves: 8, peak: cx.max_pressure[1] });
    assert!(cx.max_pressure[1].vgpr(false) < WIDE);
    assert!(!low.fits(&p, 8));
}

/// Live registers: `sgprs` 32-bit SGPRs and `vgprs` 32-bit VGPRs.
fn pressure(sgprs: u32, vgprs: u32) -> crate::pressure::RegPressure {
    crate::pressure::rp(sgprs, vgprs, 0)
}

#[test]
fn each_register_file_is_held_apart() {
    let margin = Margin { vgpr: 3, vgpr_percent: 0, sgpr: 2, ceiling_percent: 0 };
    let plain = super::WaveModel::new(gfx900(10, FunctionLimits::kernel()), margin);
    let t = GcnTarget::from_cpu("gfx900", "").unwrap();
    // The founder holds 8 waves with WIDE (30) VGPRs, which miss the margin
    // there (32 VGPRs hold 8 waves on gfx900), and 10 SGPRs.
    let peak = pressure(10, WIDE);
    let held = plain.clone().with_held(super::Held { waves: 8, peak });
    assert!(!plain.fits(&peak, 8) && held.fits(&peak, 8));
    // An order with the founder's VGPRs and one SGPR more: its VGPRs land
    // where the founder's do, and 11 SGPRs keep 8 waves with 2 to spare.
    // Held to the VGPR margin for its SGPR, it would fit nowhere the
    // budget says it may.
    assert!(held.fits(&pressure(11, WIDE), 8));
    assert!(!plain.fits(&pressure(11, WIDE), 8));
    // Every order at the budget fits, as the bounded scheduler is told.
    for waves in 1..=8 {
        let (v, s) = held.budget(waves);
        assert!(held.fits(&pressure(s, v), waves), "waves {waves}: budget ({v}, {s})");
        assert!(!held.fits(&pressure(s + 1, v), waves), "waves {waves}");
        assert!(!held.fits(&pressure(s, v + 1), waves), "waves {waves}");
    }
    // SGPRs the waves do not allow with the margin are not excused by the
    // VGPRs being held.
    let many = (0..200).find(|&n| t.occupancy_with_sgprs(n + 2) < 8).unwrap();
    assert!(!held.fits(&pressure(many, WIDE), 8));
    // Nor VGPRs over the founder's peak by its SGPRs being held.
    assert!(!held.fits(&pressure(10, WIDE + 1), 8));
}

#[test]
fn at_the_vgpr_ceiling_the_margin_covers_the_predictions_tail() {
    // gfx900: one wave has all 256 VGPRs, two waves 128. The plain margin
    // (4 or 8%) keeps 21 free below 256; at the ceiling, where a short
    // prediction spills, 20% of it (52) must stay free.
    let plain = Margin { vgpr: 4, vgpr_percent: 8, sgpr: 6, ceiling_percent: 0 };
    let ceiling = Margin { ceiling_percent: 20, ..plain };
    assert_eq!(ceiling.vgprs_below_ceiling(256, 256), 52);
    assert_eq!(ceiling.vgprs_below_ceiling(128, 256), 52);
    assert_eq!(plain.vgprs_below_ceiling(256, 256), 21);
    let old = super::WaveModel::new(gfx900(1, FunctionLimits::kernel()), plain);
    let new = super::WaveModel::new(gfx900(1, FunctionLimits::kernel()), ceiling);
    assert!(old.fits(&pressure(10, 235), 1) && !old.fits(&pressure(10, 236), 1));
    assert!(new.fits(&pressure(10, 204), 1) && !new.fits(&pressure(10, 205), 1));
    assert_eq!((old.budget(1).0, new.budget(1).0), (235, 204));
    // Below the ceiling a shortfall costs a wave, which the plain margin
    // is for: two waves' 128 VGPRs less 11 bind before the ceiling's 204.
    assert_eq!(new.budget(2), old.budget(2));
    assert!(new.fits(&pressure(10, 117), 2) && !new.fits(&pressure(10, 118), 2));
    // The founder's own peak at the ceiling is its own bet: an order
    // within it is held to no margin, one register more to the ceiling's.
    let held = new.clone().with_held(super::Held { waves: 1, peak: pressure(10, 240) });
    assert!(held.fits(&pressure(10, 240), 1));
    assert!(!held.fits(&pressure(10, 241), 1));
    assert_eq!(held.budget(1).0, 240);
    // An attribute's ceiling counts the same way: 32 VGPRs keep 7 free.
    let t = GcnTarget::from_cpu("gfx900", "").unwrap();
    let capped = OccupancyModel::with_parts(PressureOrder::with_budgets(t, 32, 102), FunctionLimits::kernel(), 8, 8);
    let w = super::WaveModel::new(capped, ceiling);
    assert_eq!(w.budget(4).0, 25);
    assert!(w.fits(&pressure(10, 25), 4) && !w.fits(&pressure(10, 26), 4));
    // Budget and fits agree at every wave count.
    for waves in 1..=10 {
        let (v, s) = new.budget(waves);
        if v > 0 && s > 0 {
            assert!(new.fits(&pressure(s, v), waves), "waves {waves}");
            assert!(!new.fits(&pressure(s, v + 1), waves), "waves {waves}");
        }
    }
}
