//! The solver's objective key against LLVM's comparison
//! (`PressureOrder::less`, the port of `GCNRegPressure::less`).
//!
//! * Wherever `less` is decisive (`less(a, b) != less(b, a)`) the key
//!   agrees, except on two classes of pairs where `less` is not
//!   transitive; the classes are recomputed here from regpressure.md §5,
//!   not taken from the key's code, and a cycle of `less` through each
//!   class is shown, so no key could agree there.
//! * The key is monotone: adding registers never makes it better. That is
//!   what lets a componentwise lower bound bound the key.

use gcnrs::occupancy::GcnTarget;
use gcnrs::pressure::RegPressure;
use gcnrs::sched::optimal::Objective;
use gcnrs::snapshot::{RegKind, VRegInfo};
use proptest::prelude::*;

fn class(kind: RegKind, bits: u32, weight: u32) -> VRegInfo {
    let max_lanes = if bits >= 1024 { u64::MAX } else { (1u64 << (bits / 16)) - 1 };
    VRegInfo { class_name: "c".into(), kind, size_bits: bits, weight, max_lanes, tsflags: 0, interval: None }
}

/// Registers to make live: (kind, bits, weight, how many).
type Recipe = Vec<(RegKind, u32, u32, u32)>;

fn pressure(recipe: &Recipe) -> RegPressure {
    let mut p = RegPressure::new();
    for &(kind, bits, weight, count) in recipe {
        let c = class(kind, bits, weight);
        for _ in 0..count {
            p.inc(&c, 0, c.max_lanes);
        }
    }
    p
}

fn arb_recipe() -> impl Strategy<Value = Recipe> {
    let kinds = prop::sample::select(vec![RegKind::Sgpr, RegKind::Vgpr, RegKind::Agpr, RegKind::AvGpr]);
    let shapes = prop::sample::select(vec![(32u32, 1u32), (32, 2), (64, 2), (128, 4), (128, 0), (256, 8)]);
    let counts = prop_oneof![4 => 0u32..12, 1 => 0u32..140];
    prop::collection::vec((kinds, shapes, counts).prop_map(|(k, (b, w), n)| (k, b, w, n)), 0..6)
}

/// (target, VGPR budget, SGPR budget, max occupancy).
fn arb_setting() -> impl Strategy<Value = (&'static str, u32, u32, u32)> {
    (
        prop::sample::select(vec!["gfx900", "gfx906", "gfx90a", "gfx942", "gfx1030", "gfx1100"]),
        prop::sample::select(vec![8u32, 24, 64, 128, 256, 512]),
        prop::sample::select(vec![4u32, 16, 80, 96, 102]),
        prop::sample::select(vec![1u32, 3, 5, 8, 10, u32::MAX]),
    )
}

/// regpressure.md §5, re-derived: the numbers `less` decides with.
struct Facts {
    occ: u32,
    sgpr_limited: bool,
    vector_excess: i64,
    sgpr_excess: i64,
    pure_vgpr_excess: i64,
}

fn facts(t: &GcnTarget, max_v: u32, max_s: u32, max_occ: u32, p: &RegPressure) -> Facts {
    let unified = t.has_gfx90a_insts();
    let occ_s = t.occupancy_with_sgprs(p.sgpr()).min(max_occ);
    let occ_v = t.occupancy_with_vgprs(p.vgpr(unified)).min(max_occ);
    let (max_v, max_s) = (i64::from(max_v), i64::from(max_s));
    let max_arch = i64::from(t.addressable_arch_vgprs());
    let e_s = (i64::from(p.sgpr()) - max_s).max(0);
    let ws = i64::from(t.wave_size());
    let lanes = (e_s + ws - 1) / ws;
    let e_v = (i64::from(p.vgpr(unified)) + lanes - max_v).max(0);
    let e_arch = (i64::from(p.vgpr(false)) + lanes - max_arch).max(0);
    let e_a = (i64::from(p.agpr()) - if unified { max_arch } else { max_v }).max(0);
    let pure = (i64::from(p.vgpr(unified)) - max_v).max(0) + (i64::from(p.vgpr(false)) - max_arch).max(0);
    Facts {
        occ: occ_s.min(occ_v),
        sgpr_limited: occ_s < occ_v,
        vector_excess: e_v + e_arch + e_a,
        sgpr_excess: e_s,
        pure_vgpr_excess: pure,
    }
}

/// The pairs on which the key may disagree with a decisive `less`.
fn exception(a: &Facts, b: &Facts) -> Option<&'static str> {
    if a.occ != b.occ || a.vector_excess != b.vector_excess {
        return None;
    }
    if a.sgpr_excess != b.sgpr_excess {
        // `less` prefers the larger SGPR excess here.
        return (a.pure_vgpr_excess != b.pure_vgpr_excess).then_some("spill lanes");
    }
    // One SGPR-limited, one not: `less` compares vector-first.
    (a.sgpr_limited != b.sgpr_limited).then_some("mixed limiting file")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn key_agrees_with_decisive_less(setting in arb_setting(), a in arb_recipe(), b in arb_recipe()) {
        let (cpu, max_v, max_s, max_occ) = setting;
        let t = GcnTarget::from_cpu(cpu, "").unwrap();
        let o = Objective::with_budgets(t.clone(), max_v, max_s, max_occ);
        let (pa, pb) = (pressure(&a), pressure(&b));
        let (ab, ba) = (o.less(&pa, &pb), o.less(&pb, &pa));
        if ab != ba {
            let (fa, fb) = (facts(&t, max_v, max_s, max_occ, &pa), facts(&t, max_v, max_s, max_occ, &pb));
            if exception(&fa, &fb).is_none() {
                let (ka, kb) = (o.key(&pa), o.key(&pb));
                prop_assert_eq!(ka < kb, ab, "less says {} first; keys {} / {}", if ab { "a" } else { "b" }, ka, kb);
            }
        }
    }

    /// Equal keys mean `less` has no preference either (outside the
    /// exceptions), so "optimal under the key" cannot hide a better order.
    #[test]
    fn equal_keys_are_a_tie_for_less(setting in arb_setting(), a in arb_recipe(), b in arb_recipe()) {
        let (cpu, max_v, max_s, max_occ) = setting;
        let t = GcnTarget::from_cpu(cpu, "").unwrap();
        let o = Objective::with_budgets(t.clone(), max_v, max_s, max_occ);
        let (pa, pb) = (pressure(&a), pressure(&b));
        if o.key(&pa) == o.key(&pb) {
            let (fa, fb) = (facts(&t, max_v, max_s, max_occ, &pa), facts(&t, max_v, max_s, max_occ, &pb));
            prop_assume!(exception(&fa, &fb).is_none());
            prop_assert!(!o.less(&pa, &pb) && !o.less(&pb, &pa));
        }
    }

    #[test]
    fn key_is_monotone(setting in arb_setting(), a in arb_recipe(), more in arb_recipe()) {
        let (cpu, max_v, max_s, max_occ) = setting;
        let o = Objective::with_budgets(GcnTarget::from_cpu(cpu, "").unwrap(), max_v, max_s, max_occ);
        let mut grown = a.clone();
        grown.extend(more);
        let (p, q) = (pressure(&a), pressure(&grown));
        prop_assert!(o.key(&p) <= o.key(&q), "{} then {}", o.key(&p), o.key(&q));
    }
}

fn decisive(o: &Objective, a: &RegPressure, b: &RegPressure) -> bool {
    o.less(a, b) && !o.less(b, a)
}

/// SGPR-limited vs VGPR-limited at one occupancy: `less` compares two
/// SGPR-limited pressures scalar-first but a mixed pair vector-first,
/// which closes a cycle (gfx900, 9 waves).
#[test]
fn mixed_limiting_files_cycle() {
    let o = Objective::with_budgets(GcnTarget::from_cpu("gfx900", "").unwrap(), 256, 96, u32::MAX);
    let s32 = (RegKind::Sgpr, 32, 1);
    let v32 = (RegKind::Vgpr, 32, 1);
    let p = |parts: &[((RegKind, u32, u32), u32)]| pressure(&parts.iter().map(|&((k, b, w), n)| (k, b, w, n)).collect());
    // 81 SGPRs: 9 waves, VGPRs allow 10, SGPR tuple weight 0, VGPR 6.
    let a = p(&[(s32, 81), ((RegKind::Vgpr, 64, 2), 3), (v32, 14)]);
    // 81 SGPRs with one 64-bit tuple (weight 2), VGPR tuple weight 2.
    let b = p(&[(s32, 79), ((RegKind::Sgpr, 64, 2), 1), ((RegKind::Vgpr, 64, 2), 1), (v32, 18)]);
    // 26 VGPRs: 9 waves, VGPR-limited, VGPR tuple weight 4.
    let c = p(&[((RegKind::Vgpr, 64, 2), 2), (v32, 22)]);
    for (x, y) in [(&a, &b), (&b, &c), (&c, &a)] {
        assert!(decisive(&o, x, y));
    }
    // The key keeps the SGPR-limited side first.
    assert!(o.key(&a) < o.key(&b) && o.key(&b) < o.key(&c));
}

/// Equal vector excess, different SGPR excess: `less` prefers the larger
/// SGPR excess when the VGPR excess without spill lanes differs, else the
/// smaller; with a plain count tie-break that cycles (gfx900, budgets 4
/// VGPRs / 2 SGPRs, found by exhaustive search over small pressures).
#[test]
fn spill_lane_rule_cycle() {
    let o = Objective::with_budgets(GcnTarget::from_cpu("gfx900", "").unwrap(), 4, 2, 1);
    let p = |s: u32, v: u32, a: u32| {
        pressure(&vec![(RegKind::Sgpr, 32, 1, s), (RegKind::Vgpr, 32, 1, v), (RegKind::Agpr, 32, 1, a)])
    };
    let (x, y, z) = (p(0, 0, 6), p(0, 7, 5), p(3, 7, 0));
    for (u, w) in [(&x, &y), (&y, &z), (&z, &x)] {
        assert!(decisive(&o, u, w));
    }
    assert!(o.key(&x) < o.key(&y) && o.key(&y) < o.key(&z));
}
