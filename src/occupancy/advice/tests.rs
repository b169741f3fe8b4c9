use super::super::printed::printed_occupancy;
use super::*;
use crate::occupancy::advice::hints::suggested_attributes;

fn target(cpu: &str, mattr: &str) -> GcnTarget {
    GcnTarget::from_cpu(cpu, mattr).unwrap()
}

fn usage(sgprs: u32, vgprs: u32, agprs: u32, lds_bytes: u32) -> Usage {
    Usage {
        sgprs,
        vgprs,
        agprs,
        lds_bytes,
    }
}

fn kernel(flat: Option<(u32, u32)>, waves: Option<(u32, Option<u32>)>, lds: u32) -> FunctionLimits {
    FunctionLimits {
        flat_work_group_size: flat,
        waves_per_eu: waves,
        lds_size_attr: lds,
        ..FunctionLimits::kernel()
    }
}

/// The split into bounds must give back llc's printed occupancy
/// (itself checked against llc-22 by the oracle) on a grid of inputs
/// over every generation, flat sizes, waves-per-EU requests and LDS.
#[test]
fn bounds_reproduce_the_printed_occupancy() {
    let targets = [
        ("gfx600", ""),
        ("gfx803", ""),
        ("tonga", ""),
        ("gfx900", ""),
        ("gfx908", ""),
        ("gfx90a", ""),
        ("gfx950", ""),
        ("gfx1010", ""),
        ("gfx1030", "+wavefrontsize64"),
        ("gfx1030", "+cumode"),
        ("gfx1100", ""),
        ("gfx1200", ""),
        ("gfx1250", ""),
    ];
    let flats = [
        None,
        Some((1, 64)),
        Some((1, 256)),
        Some((32, 32)),
        Some((256, 1024)),
    ];
    let waves = [
        None,
        Some((1, Some(4))),
        Some((2, Some(2))),
        Some((3, Some(5))),
        Some((4, None)),
    ];
    let mut checked = 0;
    for (cpu, mattr) in targets {
        let t = target(cpu, mattr);
        for flat in flats {
            for w in waves {
                for lds in [0, 3000, 16384, 40000] {
                    if lds > t.addressable_lds() {
                        continue;
                    }
                    let f = kernel(flat, w, lds);
                    for v in (0..=280).step_by(7) {
                        for (s, a) in [(0, 0), (40, 0), (85, 3), (101, 40)] {
                            let a = if t.has_mai_insts() { a } else { 0 };
                            let got = advise(&t, &f, usage(s, v, a, lds)).occupancy;
                            let unified = t.unified_vgprs(v, a);
                            let want = printed_occupancy(&t, &f, s, unified, lds).occupancy;
                            assert_eq!(
                                got, want,
                                "{cpu} {mattr} s={s} v={v} a={a} lds={lds} {flat:?} {w:?}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 10_000);
}

/// Freeing the suggested amounts must reach at least the next wave in
/// llc's formula (and the `reached` it announces), and one register or
/// byte more than the budget must not.
#[test]
fn budgets_are_tight_and_reach_the_next_wave() {
    for (cpu, mattr) in [
        ("gfx900", ""),
        ("gfx90a", ""),
        ("gfx1030", ""),
        ("gfx1100", "+wavefrontsize64"),
        ("gfx1250", ""),
    ] {
        let t = target(cpu, mattr);
        for lds in [0, 9000, 30000] {
            let f = kernel(Some((1, 256)), None, lds);
            for v in (1..=256).step_by(5) {
                for s in [10, 84, 95] {
                    let u = usage(s, v, 0, lds);
                    let a = advise(&t, &f, u);
                    let NextWave::Free {
                        target: next,
                        reached,
                        steps,
                    } = &a.next_wave
                    else {
                        continue;
                    };
                    assert_eq!(*next, a.occupancy + 1);
                    let mut freed = u;
                    for st in steps {
                        assert!(st.budget < st.used, "{cpu} {st:?}");
                        match st.limiter {
                            Limiter::Vgpr => freed.vgprs = st.budget,
                            Limiter::Sgpr => freed.sgprs = st.budget,
                            Limiter::Lds => freed.lds_bytes = st.budget,
                            other => panic!("{other:?}"),
                        }
                    }
                    let got = printed_occupancy(&t, &f, freed.sgprs, freed.vgprs, freed.lds_bytes)
                        .occupancy;
                    assert_eq!(got, *reached, "{cpu} {u:?}");
                    assert!(got > a.occupancy, "{cpu} {u:?} {steps:?}");
                    // Each budget is tight: one more of that resource
                    // (the others freed) stays below the next wave.
                    for st in steps {
                        let mut over = freed;
                        match st.limiter {
                            Limiter::Vgpr => over.vgprs += 1,
                            Limiter::Sgpr => over.sgprs += 1,
                            _ => over.lds_bytes += 1,
                        }
                        let o = printed_occupancy(&t, &f, over.sgprs, over.vgprs, over.lds_bytes)
                            .occupancy;
                        assert!(o < *next, "{cpu} {u:?} {st:?}: one more still gives {o}");
                    }
                }
            }
        }
    }
}

#[test]
fn hand_checked_answers() {
    // gfx900, 25 VGPRs: the 9-wave step; 24 gives 10 (§3.1 table).
    let t = target("gfx900", "");
    let a = advise(&t, &FunctionLimits::kernel(), usage(4, 25, 0, 0));
    assert_eq!(
        (a.occupancy, a.limited_by.clone()),
        (9, vec![Limiter::Vgpr])
    );
    assert_eq!(
        a.next_wave,
        NextWave::Free {
            target: 10,
            reached: 10,
            steps: vec![Step {
                limiter: Limiter::Vgpr,
                used: 25,
                budget: 24
            }]
        }
    );
    // At the hardware maximum nothing limits but the slots.
    let a = advise(&t, &FunctionLimits::kernel(), usage(4, 24, 0, 0));
    assert_eq!(a.limited_by, vec![Limiter::Hardware]);
    assert_eq!(
        a.next_wave,
        NextWave::AtMaximum {
            limiter: Limiter::Hardware,
            waves: 10
        }
    );
    // gfx906, 89 SGPRs -> 8 waves (§8); 88 gives 9.
    let a = advise(
        &target("gfx906", ""),
        &FunctionLimits::kernel(),
        usage(89, 10, 0, 0),
    );
    assert_eq!(a.limited_by, vec![Limiter::Sgpr]);
    assert_eq!(
        a.next_wave,
        NextWave::Free {
            target: 9,
            reached: 9,
            steps: vec![Step {
                limiter: Limiter::Sgpr,
                used: 89,
                budget: 88
            }]
        }
    );
    // gfx1030 "2,2" with flat 1..64: padded to 193 VGPRs -> 4 (§8),
    // the attribute's doing; nothing the code does helps.
    let f = kernel(Some((1, 64)), Some((2, Some(2))), 0);
    let a = advise(&target("gfx1030", ""), &f, usage(0, 10, 0, 0));
    assert_eq!(
        (a.occupancy, a.limited_by.clone()),
        (4, vec![Limiter::WavesPerEu])
    );
    assert_eq!(
        a.next_wave,
        NextWave::AtMaximum {
            limiter: Limiter::WavesPerEu,
            waves: 4
        }
    );
    // gfx900, LDS 16384 with the default size: 8 waves (§8), LDS bound.
    let a = advise(&t, &kernel(None, None, 16384), usage(4, 10, 0, 16384));
    assert_eq!((a.occupancy, a.limited_by.clone()), (8, vec![Limiter::Lds]));
    let NextWave::Free { steps, .. } = &a.next_wave else {
        panic!()
    };
    assert_eq!(steps[0].limiter, Limiter::Lds);
    // gfx1030 wave32, 65 VGPRs -> 12; the next step down is 16 waves.
    let a = advise(
        &target("gfx1030", ""),
        &FunctionLimits::kernel(),
        usage(0, 65, 0, 0),
    );
    assert_eq!(
        a.next_wave,
        NextWave::Free {
            target: 13,
            reached: 16,
            steps: vec![Step {
                limiter: Limiter::Vgpr,
                used: 65,
                budget: 64
            }]
        }
    );
    // gfx90a: 61 VGPRs + 4 AGPRs share one file (68 -> 7 waves).
    let a = advise(
        &target("gfx90a", ""),
        &FunctionLimits::kernel(),
        usage(4, 61, 4, 0),
    );
    assert_eq!(
        (a.occupancy, a.limited_by.clone()),
        (7, vec![Limiter::Vgpr, Limiter::Agpr])
    );
    assert_eq!(
        a.next_wave,
        NextWave::Free {
            target: 8,
            reached: 8,
            steps: vec![Step {
                limiter: Limiter::Vgpr,
                used: 68,
                budget: 64
            }]
        }
    );
    // gfx908: separate files, AGPRs alone limit.
    let a = advise(
        &target("gfx908", ""),
        &FunctionLimits::kernel(),
        usage(4, 10, 40, 0),
    );
    assert_eq!(a.limited_by, vec![Limiter::Agpr]);
}

#[test]
fn work_group_size_caps() {
    // gfx900, flat 1..256, LDS 16384: 4 waves, work-group and LDS? The
    // LDS takes 4 groups of 4 waves: 16 waves over 4 SIMDs -> 4.
    let t = target("gfx900", "");
    let a = advise(
        &t,
        &kernel(Some((1, 256)), None, 16384),
        usage(7, 10, 0, 16384),
    );
    assert_eq!(a.occupancy, 4);
    assert_eq!(a.limited_by, vec![Limiter::Lds]);
    // flat 1024..1024 (16 waves per group): 2 groups per CU by slots
    // (40/16) -> 8 waves; only the size limits.
    let a = advise(&t, &kernel(Some((1024, 1024)), None, 0), usage(7, 10, 0, 0));
    assert_eq!(
        (a.occupancy, a.limited_by.clone()),
        (8, vec![Limiter::Workgroup])
    );
    assert_eq!(
        a.next_wave,
        NextWave::AtMaximum {
            limiter: Limiter::Workgroup,
            waves: 8
        }
    );
}

#[test]
fn attributes_for_the_next_wave() {
    let t = target("gfx900", "");
    let f = FunctionLimits::kernel();
    // 30 VGPRs and 89 SGPRs both allow 8 waves; 9 needs 28 and 88.
    let a = advise(&t, &f, usage(89, 30, 0, 0));
    assert_eq!(a.limited_by, vec![Limiter::Vgpr, Limiter::Sgpr]);
    assert_eq!(
        suggested_attributes(&t, &f, &a.next_wave),
        vec![
            ("amdgpu-waves-per-eu", "9".to_string()),
            ("amdgpu-num-vgpr", "28".to_string()),
            ("amdgpu-num-sgpr", "88".to_string()),
        ]
    );
    // The gfx90a attribute counts half the unified file.
    let t = target("gfx90a", "");
    let a = advise(&t, &f, usage(4, 100, 0, 0));
    assert_eq!(
        suggested_attributes(&t, &f, &a.next_wave),
        vec![
            ("amdgpu-waves-per-eu", "5".to_string()),
            ("amdgpu-num-vgpr", "48".to_string())
        ]
    );
    // Below the flat size's minimum llc would drop a waves-per-EU request.
    let t = target("gfx900", "");
    let a = advise(&t, &f, usage(4, 100, 0, 0));
    assert_eq!(a.occupancy, 2);
    assert_eq!(
        suggested_attributes(&t, &f, &a.next_wave),
        vec![("amdgpu-num-vgpr", "84".to_string())]
    );
    // gfx908: AGPRs alone limit; the one VGPR attribute bounds both files.
    let t = target("gfx908", "");
    let a = advise(&t, &f, usage(4, 10, 40, 0));
    assert_eq!(
        suggested_attributes(&t, &f, &a.next_wave),
        vec![
            ("amdgpu-waves-per-eu", "7".to_string()),
            ("amdgpu-num-vgpr", "36".to_string())
        ]
    );
}
