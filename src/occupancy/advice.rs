//! Why a kernel runs at the occupancy it does, and what one more wave
//! would cost: the answers people otherwise work out by hand from the
//! occupancy tables.
//!
//! llc's printed occupancy (occupancy.md §5) is a minimum over
//! independent bounds: the work-group/LDS limit, the SGPR and VGPR
//! ladders, and the padding to the waves-per-EU maximum. Because every
//! ladder is monotone, padding a count to `minX(w)` is the same as taking
//! the minimum with `occX(minX(w))`, so the printed value splits into one
//! bound per resource. The resources whose bound equals the occupancy are
//! the ones that limit it; [`advise`] reports them and, for the ones that
//! can be freed (registers, LDS), the budget at one more wave.

use super::limits::FunctionLimits;
use super::target::GcnTarget;
use super::workgroup::{
    effective_waves_per_eu_with_lds, occupancy_from_workgroup, waves_per_eu_for_workgroup,
};

/// One thing that can bound occupancy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Limiter {
    Vgpr,
    Agpr,
    Sgpr,
    Lds,
    /// The flat work-group size: whole groups must fit a CU's wave slots
    /// and barriers.
    Workgroup,
    /// The `amdgpu-waves-per-eu` maximum (through llc's register padding).
    WavesPerEu,
    /// The hardware wave slots per SIMD.
    Hardware,
}

impl Limiter {
    /// The machine-readable name (`--json`, region stats).
    pub fn key(self) -> &'static str {
        match self {
            Limiter::Vgpr => "vgpr",
            Limiter::Agpr => "agpr",
            Limiter::Sgpr => "sgpr",
            Limiter::Lds => "lds",
            Limiter::Workgroup => "workgroup",
            Limiter::WavesPerEu => "waves-per-eu",
            Limiter::Hardware => "hardware",
        }
    }

    /// How a person names it.
    pub fn describe(self) -> &'static str {
        match self {
            Limiter::Vgpr => "VGPRs",
            Limiter::Agpr => "AGPRs",
            Limiter::Sgpr => "SGPRs",
            Limiter::Lds => "LDS",
            Limiter::Workgroup => "work-group size",
            Limiter::WavesPerEu => "amdgpu-waves-per-eu",
            Limiter::Hardware => "hardware",
        }
    }
}

/// What a kernel uses, in llc's terms: `TotalNumSgprs`, `NumVgprs`,
/// `NumAgprs`, `LDSByteSize`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Usage {
    pub sgprs: u32,
    pub vgprs: u32,
    pub agprs: u32,
    pub lds_bytes: u32,
}

/// The most waves one resource allows on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound {
    pub limiter: Limiter,
    pub waves: u32,
}

/// Freeing one resource down to a budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub limiter: Limiter,
    /// Current use (registers, or LDS bytes). On the unified gfx90a-class
    /// file the VGPR step counts arch VGPRs and AGPRs together.
    pub used: u32,
    /// The most that still allows the next wave.
    pub budget: u32,
}

impl Step {
    pub fn to_free(&self) -> u32 {
        self.used - self.budget
    }
}

/// The answer to "what would it take to get one more wave?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextWave {
    /// Nothing the kernel's code controls gives another wave: `limiter`
    /// (hardware slots, the waves-per-EU attribute or the work-group size)
    /// caps it at `waves`.
    AtMaximum { limiter: Limiter, waves: u32 },
    /// Free every step (all of them: each one limits) to reach `target`
    /// waves; the occupancy then becomes `reached`, which exceeds `target`
    /// when the register ladder skips wave counts.
    Free {
        target: u32,
        reached: u32,
        steps: Vec<Step>,
    },
}

/// Everything [`advise`] finds out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Advice {
    /// What llc prints as `; Occupancy:`.
    pub occupancy: u32,
    /// Each applicable resource's own bound (VGPRs, SGPRs, work-group size
    /// and hardware always; AGPRs, LDS and waves-per-EU when they apply).
    pub bounds: Vec<Bound>,
    /// The bounds equal to the occupancy; only `Hardware` at the maximum.
    pub limited_by: Vec<Limiter>,
    pub next_wave: NextWave,
}

/// Why `usage` gives the occupancy it does, and the next wave's budget.
pub fn advise(t: &GcnTarget, f: &FunctionLimits, usage: Usage) -> Advice {
    let bounds = bounds(t, f, usage);
    let occupancy = min_waves(&bounds);
    let limited_by: Vec<Limiter> = if occupancy >= t.max_waves_per_eu() {
        vec![Limiter::Hardware]
    } else {
        bounds
            .iter()
            .filter(|b| b.waves == occupancy)
            .map(|b| b.limiter)
            .collect()
    };
    let next_wave = next_wave(t, f, usage, occupancy, &limited_by);
    Advice {
        occupancy,
        bounds,
        limited_by,
        next_wave,
    }
}

fn min_waves(bounds: &[Bound]) -> u32 {
    bounds.iter().map(|b| b.waves).min().unwrap_or(1)
}

/// Waves llc's padding to a waves-per-EU maximum of `w` still allows.
fn padding_bound(t: &GcnTarget, w: u32) -> u32 {
    let sgprs = t.min_sgprs_for_waves(w).max(1);
    let vgprs = t.min_vgprs_for_waves(w).max(1);
    t.occupancy_with_sgprs(sgprs)
        .min(t.occupancy_with_vgprs(vgprs))
        .min(t.max_waves_per_eu())
}

/// The work-group bound with `lds_bytes` of LDS per group, padding
/// included; `attr_lds` is what the LDS-lowering attribute says, which
/// sets the default waves-per-EU maximum llc pads to.
fn workgroup_bound(t: &GcnTarget, f: &FunctionLimits, lds_bytes: u32, attr_lds: u32) -> u32 {
    let (lo, hi) = f.flat_work_group_sizes(t);
    let by_groups = occupancy_from_workgroup(t, lds_bytes, lo, hi).1;
    let default_max = occupancy_from_workgroup(t, attr_lds, lo, hi).1;
    by_groups.min(padding_bound(t, default_max))
}

/// The LDS the default waves-per-EU range sees: by the time llc prints,
/// LDS lowering has recorded the kernel's static LDS in `amdgpu-lds-size`.
fn attr_lds(f: &FunctionLimits, lds_bytes: u32) -> u32 {
    if lds_bytes > 0 {
        lds_bytes
    } else {
        f.lds_size_attr
    }
}

fn bounds(t: &GcnTarget, f: &FunctionLimits, u: Usage) -> Vec<Bound> {
    let w = t.max_waves_per_eu();
    let bound = |limiter, waves| Bound { limiter, waves };
    let mut out = Vec::new();
    if t.has_gfx90a_insts() {
        // One file: AGPRs start at a 4-aligned offset after the VGPRs.
        let waves = t.occupancy_with_vgprs(t.unified_vgprs(u.vgprs, u.agprs).max(1));
        out.push(bound(Limiter::Vgpr, waves));
        if u.agprs > 0 {
            out.push(bound(Limiter::Agpr, waves));
        }
    } else {
        out.push(bound(Limiter::Vgpr, t.occupancy_with_vgprs(u.vgprs.max(1))));
        if u.agprs > 0 {
            out.push(bound(Limiter::Agpr, t.occupancy_with_vgprs(u.agprs)));
        }
    }
    // The SGPR ladder is not clamped to W on the gfx90a class.
    out.push(bound(Limiter::Sgpr, t.occupancy_with_sgprs(u.sgprs.max(1)).min(w)));
    let groups = workgroup_bound(t, f, 0, 0);
    out.push(bound(Limiter::Workgroup, groups));
    let attr_lds = attr_lds(f, u.lds_bytes);
    let with_lds = workgroup_bound(t, f, u.lds_bytes, attr_lds);
    if with_lds < groups {
        out.push(bound(Limiter::Lds, with_lds));
    }
    // A waves-per-EU request that llc accepts lowers the padding target
    // below the default maximum.
    let (lo, hi) = f.flat_work_group_sizes(t);
    let default_max = occupancy_from_workgroup(t, attr_lds, lo, hi).1;
    let (_, max_waves) = effective_waves_per_eu_with_lds(t, f, attr_lds);
    if max_waves < default_max {
        out.push(bound(Limiter::WavesPerEu, padding_bound(t, max_waves)));
    }
    out.push(bound(Limiter::Hardware, w));
    out
}

fn next_wave(
    t: &GcnTarget,
    f: &FunctionLimits,
    u: Usage,
    occupancy: u32,
    limited_by: &[Limiter],
) -> NextWave {
    let caps = [Limiter::Hardware, Limiter::WavesPerEu, Limiter::Workgroup];
    if let Some(&limiter) = caps.iter().find(|c| limited_by.contains(c)) {
        return NextWave::AtMaximum {
            limiter,
            waves: occupancy,
        };
    }
    let target = occupancy + 1;
    let mut steps = Vec::new();
    let mut freed = u;
    for &limiter in limited_by {
        let step = match limiter {
            Limiter::Vgpr if t.has_gfx90a_insts() => Step {
                limiter,
                used: t.unified_vgprs(u.vgprs, u.agprs),
                budget: t.max_vgprs_for_waves(target),
            },
            // Counted in the unified VGPR step.
            Limiter::Agpr if t.has_gfx90a_insts() => continue,
            Limiter::Vgpr => Step {
                limiter,
                used: u.vgprs,
                budget: t.max_vgprs_for_waves(target),
            },
            Limiter::Agpr => Step {
                limiter,
                used: u.agprs,
                budget: t.max_vgprs_for_waves(target),
            },
            Limiter::Sgpr => Step {
                limiter,
                used: u.sgprs,
                budget: max_sgprs_for_waves(t, target),
            },
            Limiter::Lds => Step {
                limiter,
                used: u.lds_bytes,
                budget: lds_budget(t, f, u.lds_bytes, target),
            },
            _ => continue,
        };
        match limiter {
            Limiter::Vgpr if t.has_gfx90a_insts() => {
                // Any split of the unified budget works; count it as VGPRs.
                freed.vgprs = step.budget;
                freed.agprs = 0;
            }
            Limiter::Vgpr => freed.vgprs = step.budget,
            Limiter::Agpr => freed.agprs = step.budget,
            Limiter::Sgpr => freed.sgprs = step.budget,
            _ => freed.lds_bytes = step.budget,
        }
        steps.push(step);
    }
    NextWave::Free {
        target,
        reached: min_waves(&bounds(t, f, freed)),
        steps,
    }
}

/// Largest `TotalNumSgprs` whose ladder step still allows `waves`.
fn max_sgprs_for_waves(t: &GcnTarget, waves: u32) -> u32 {
    // The ladder has a handful of steps below a few hundred SGPRs.
    (0..=t.total_sgprs())
        .rev()
        .find(|&n| t.occupancy_with_sgprs(n) >= waves)
        .unwrap_or(0)
}

/// Largest LDS size (bytes per work-group) at or below `used` whose
/// work-group bound allows `waves`. The bound only falls as LDS grows, so
/// a binary search finds the edge.
fn lds_budget(t: &GcnTarget, f: &FunctionLimits, used: u32, waves: u32) -> u32 {
    // Smaller static LDS shrinks the lowering attribute with it.
    let fits = |bytes| workgroup_bound(t, f, bytes, bytes) >= waves;
    let (mut good, mut bad) = (0, used);
    while bad - good > 1 {
        let mid = good + (bad - good) / 2;
        if fits(mid) {
            good = mid;
        } else {
            bad = mid;
        }
    }
    good
}

/// Function attributes that make llc's allocator fit the next wave's
/// register budgets (`Free` answers with register steps only; none
/// otherwise): `amdgpu-waves-per-eu` with the next wave as its minimum
/// when llc would accept it, and `amdgpu-num-vgpr` / `amdgpu-num-sgpr` for
/// the limiting files. The VGPR attribute counts half the unified file on
/// the gfx90a class (llc doubles it).
pub fn suggested_attributes(
    t: &GcnTarget,
    f: &FunctionLimits,
    next: &NextWave,
) -> Vec<(&'static str, String)> {
    let NextWave::Free { target, steps, .. } = next else {
        return Vec::new();
    };
    if steps.iter().any(|s| s.limiter == Limiter::Lds) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let (_, hi) = f.flat_work_group_sizes(t);
    if *target >= waves_per_eu_for_workgroup(t, hi) {
        let value = match f.waves_per_eu {
            Some((_, Some(max))) if max >= *target && max <= t.max_waves_per_eu() => {
                format!("{target},{max}")
            }
            _ => target.to_string(),
        };
        out.push(("amdgpu-waves-per-eu", value));
    }
    for s in steps {
        match s.limiter {
            Limiter::Vgpr | Limiter::Agpr if t.has_gfx90a_insts() => {
                out.push(("amdgpu-num-vgpr", (s.budget / 2).to_string()))
            }
            Limiter::Vgpr => out.push(("amdgpu-num-vgpr", s.budget.to_string())),
            Limiter::Sgpr => out.push(("amdgpu-num-sgpr", s.budget.to_string())),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use super::super::printed::printed_occupancy;

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
            ("gfx600", ""), ("gfx803", ""), ("tonga", ""), ("gfx900", ""), ("gfx908", ""),
            ("gfx90a", ""), ("gfx950", ""), ("gfx1010", ""), ("gfx1030", "+wavefrontsize64"),
            ("gfx1030", "+cumode"), ("gfx1100", ""), ("gfx1200", ""), ("gfx1250", ""),
        ];
        let flats = [None, Some((1, 64)), Some((1, 256)), Some((32, 32)), Some((256, 1024))];
        let waves = [None, Some((1, Some(4))), Some((2, Some(2))), Some((3, Some(5))), Some((4, None))];
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
                                assert_eq!(got, want, "{cpu} {mattr} s={s} v={v} a={a} lds={lds} {flat:?} {w:?}");
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
        for (cpu, mattr) in [("gfx900", ""), ("gfx90a", ""), ("gfx1030", ""), ("gfx1100", "+wavefrontsize64"), ("gfx1250", "")] {
            let t = target(cpu, mattr);
            for lds in [0, 9000, 30000] {
                let f = kernel(Some((1, 256)), None, lds);
                for v in (1..=256).step_by(5) {
                    for s in [10, 84, 95] {
                        let u = usage(s, v, 0, lds);
                        let a = advise(&t, &f, u);
                        let NextWave::Free { target: next, reached, steps } = &a.next_wave else {
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
                        let got = printed_occupancy(&t, &f, freed.sgprs, freed.vgprs, freed.lds_bytes).occupancy;
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
                            let o = printed_occupancy(&t, &f, over.sgprs, over.vgprs, over.lds_bytes).occupancy;
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
        assert_eq!((a.occupancy, a.limited_by.clone()), (9, vec![Limiter::Vgpr]));
        assert_eq!(
            a.next_wave,
            NextWave::Free { target: 10, reached: 10, steps: vec![Step { limiter: Limiter::Vgpr, used: 25, budget: 24 }] }
        );
        // At the hardware maximum nothing limits but the slots.
        let a = advise(&t, &FunctionLimits::kernel(), usage(4, 24, 0, 0));
        assert_eq!(a.limited_by, vec![Limiter::Hardware]);
        assert_eq!(a.next_wave, NextWave::AtMaximum { limiter: Limiter::Hardware, waves: 10 });
        // gfx906, 89 SGPRs -> 8 waves (§8); 88 gives 9.
        let a = advise(&target("gfx906", ""), &FunctionLimits::kernel(), usage(89, 10, 0, 0));
        assert_eq!(a.limited_by, vec![Limiter::Sgpr]);
        assert_eq!(
            a.next_wave,
            NextWave::Free { target: 9, reached: 9, steps: vec![Step { limiter: Limiter::Sgpr, used: 89, budget: 88 }] }
        );
        // gfx1030 "2,2" with flat 1..64: padded to 193 VGPRs -> 4 (§8),
        // the attribute's doing; nothing the code does helps.
        let f = kernel(Some((1, 64)), Some((2, Some(2))), 0);
        let a = advise(&target("gfx1030", ""), &f, usage(0, 10, 0, 0));
        assert_eq!((a.occupancy, a.limited_by.clone()), (4, vec![Limiter::WavesPerEu]));
        assert_eq!(a.next_wave, NextWave::AtMaximum { limiter: Limiter::WavesPerEu, waves: 4 });
        // gfx900, LDS 16384 with the default size: 8 waves (§8), LDS bound.
        let a = advise(&t, &kernel(None, None, 16384), usage(4, 10, 0, 16384));
        assert_eq!((a.occupancy, a.limited_by.clone()), (8, vec![Limiter::Lds]));
        let NextWave::Free { steps, .. } = &a.next_wave else { panic!() };
        assert_eq!(steps[0].limiter, Limiter::Lds);
        // gfx1030 wave32, 65 VGPRs -> 12; the next step down is 16 waves.
        let a = advise(&target("gfx1030", ""), &FunctionLimits::kernel(), usage(0, 65, 0, 0));
        assert_eq!(
            a.next_wave,
            NextWave::Free { target: 13, reached: 16, steps: vec![Step { limiter: Limiter::Vgpr, used: 65, budget: 64 }] }
        );
        // gfx90a: 61 VGPRs + 4 AGPRs share one file (68 -> 7 waves).
        let a = advise(&target("gfx90a", ""), &FunctionLimits::kernel(), usage(4, 61, 4, 0));
        assert_eq!((a.occupancy, a.limited_by.clone()), (7, vec![Limiter::Vgpr, Limiter::Agpr]));
        assert_eq!(
            a.next_wave,
            NextWave::Free { target: 8, reached: 8, steps: vec![Step { limiter: Limiter::Vgpr, used: 68, budget: 64 }] }
        );
        // gfx908: separate files, AGPRs alone limit.
        let a = advise(&target("gfx908", ""), &FunctionLimits::kernel(), usage(4, 10, 40, 0));
        assert_eq!(a.limited_by, vec![Limiter::Agpr]);
    }

    #[test]
    fn work_group_size_caps() {
        // gfx900, flat 1..256, LDS 16384: 4 waves, work-group and LDS? The
        // LDS takes 4 groups of 4 waves: 16 waves over 4 SIMDs -> 4.
        let t = target("gfx900", "");
        let a = advise(&t, &kernel(Some((1, 256)), None, 16384), usage(7, 10, 0, 16384));
        assert_eq!(a.occupancy, 4);
        assert_eq!(a.limited_by, vec![Limiter::Lds]);
        // flat 1024..1024 (16 waves per group): 2 groups per CU by slots
        // (40/16) -> 8 waves; only the size limits.
        let a = advise(&t, &kernel(Some((1024, 1024)), None, 0), usage(7, 10, 0, 0));
        assert_eq!((a.occupancy, a.limited_by.clone()), (8, vec![Limiter::Workgroup]));
        assert_eq!(a.next_wave, NextWave::AtMaximum { limiter: Limiter::Workgroup, waves: 8 });
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
            vec![("amdgpu-waves-per-eu", "5".to_string()), ("amdgpu-num-vgpr", "48".to_string())]
        );
        // Below the flat size's minimum llc would drop a waves-per-EU request.
        let t = target("gfx900", "");
        let a = advise(&t, &f, usage(4, 100, 0, 0));
        assert_eq!(a.occupancy, 2);
        assert_eq!(suggested_attributes(&t, &f, &a.next_wave), vec![("amdgpu-num-vgpr", "84".to_string())]);
    }
}
