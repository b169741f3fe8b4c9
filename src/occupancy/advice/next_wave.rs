//! The budget of every limiting resource at one more wave.

use super::bounds::{bounds, workgroup_bound};
use super::min_waves;
use super::{Limiter, NextWave, Step, Usage};
use crate::occupancy::limits::FunctionLimits;
use crate::occupancy::target::GcnTarget;

pub(super) fn next_wave(
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
