//! Workgroup-size and LDS limits, and the effective waves-per-EU range
//! (occupancy.md §4, LLVM 22 semantics).
//!
//! A workgroup's waves must all be resident on one CU (WGP on gfx10+), so
//! the workgroup size, the LDS each workgroup takes and the barrier count
//! bound how many waves can share a SIMD. LLVM 22 reasons about the whole
//! `[lo, hi]` flat-size range and yields a (min, max) occupancy pair.

use super::limits::FunctionLimits;
use super::target::GcnTarget;

/// Waves one workgroup of `size` work-items occupies. Sizes below 1 are
/// treated as 1 so that degenerate input cannot divide by zero later.
pub fn waves_per_workgroup(t: &GcnTarget, size: u32) -> u32 {
    size.max(1).div_ceil(t.wave_size())
}

/// Workgroups of `size` that fit on one CU by wave slots and barriers.
/// Single-wave workgroups need no barrier, so only wave slots limit them.
pub fn max_workgroups_per_cu(t: &GcnTarget, size: u32) -> u32 {
    let slots = t.max_waves_per_eu() * t.eus_per_cu();
    let waves = waves_per_workgroup(t, size);
    if waves == 1 {
        return slots;
    }
    let barriers = if t.is_wgp_mode() { 32 } else { 16 };
    (slots / waves).min(barriers)
}

/// Waves per EU needed to run one workgroup of `size` at once.
pub fn waves_per_eu_for_workgroup(t: &GcnTarget, size: u32) -> u32 {
    waves_per_workgroup(t, size).div_ceil(t.eus_per_cu())
}

/// `occWG`: (min, max) waves per EU that workgroups of any size in
/// `[lo, hi]`, each using `lds_bytes` of LDS, can reach.
pub fn occupancy_from_workgroup(t: &GcnTarget, lds_bytes: u32, lo: u32, hi: u32) -> (u32, u32) {
    let groups_by_lds = t.lds_per_cu() / lds_bytes.max(1);
    if groups_by_lds == 0 {
        // More LDS than a CU has: count it like an over-subscribed register
        // file, as the smallest possible occupancy.
        return (1, 1);
    }
    let eus = t.eus_per_cu();
    let max_waves = t.max_waves_per_eu();
    let props = |size: u32| {
        let waves_per_group = waves_per_workgroup(t, size);
        let groups = max_workgroups_per_cu(t, size).min(groups_by_lds);
        (waves_per_group, groups, waves_per_group * groups)
    };
    // The largest size usually gives the fewest resident waves and the
    // smallest size the most; LDS or barrier limits can flip that.
    let (waves_per_small, groups_small, mut most_waves) = props(lo);
    let (waves_per_big, groups_big, mut fewest_waves) = props(hi);

    if fewest_waves >= most_waves {
        std::mem::swap(&mut fewest_waves, &mut most_waves);
    } else {
        let slots = max_waves * eus;
        // A size somewhat below `hi` may keep the same number of groups
        // resident with fewer waves each.
        let fewest_for_groups = slots.div_ceil(groups_big + 1) * groups_big;
        if fewest_waves > fewest_for_groups {
            let excess_per_group = (fewest_waves - fewest_for_groups)
                .checked_div(groups_big)
                .unwrap_or(0);
            if excess_per_group != 0 {
                fewest_waves -= groups_big
                    * excess_per_group.min(waves_per_big.saturating_sub(waves_per_small));
            }
        }
        // A size somewhat above `lo` may keep the same number of groups
        // resident with more waves each, filling leftover slots.
        let leftover = slots.saturating_sub(groups_small * waves_per_small);
        let leftover_per_group = leftover.checked_div(groups_small).unwrap_or(0);
        if leftover_per_group != 0 {
            let room = hi
                .max(1)
                .div_ceil(t.wave_size())
                .saturating_sub(waves_per_small);
            most_waves += groups_small * leftover_per_group.min(room);
        }
    }
    (
        (fewest_waves / eus).clamp(1, max_waves),
        most_waves.div_ceil(eus).clamp(1, max_waves),
    )
}

/// `getWavesPerEU(F)`: the requested `amdgpu-waves-per-eu` range if it fits
/// inside what the workgroup size and the LDS attribute allow, else that
/// default range. Note the asymmetry: a request whose minimum is *below*
/// the default minimum is rejected as a whole (occupancy.md §4 gotcha).
pub fn effective_waves_per_eu(t: &GcnTarget, f: &FunctionLimits) -> (u32, u32) {
    effective_waves_per_eu_with_lds(t, f, f.lds_size_attr)
}

pub(crate) fn effective_waves_per_eu_with_lds(
    t: &GcnTarget,
    f: &FunctionLimits,
    lds_bytes: u32,
) -> (u32, u32) {
    let (lo, hi) = f.flat_work_group_sizes(t);
    let default_max = occupancy_from_workgroup(t, lds_bytes, lo, hi).1;
    let default_min = waves_per_eu_for_workgroup(t, hi).min(default_max);
    let w = t.max_waves_per_eu();
    let (req_min, req_max) = match f.waves_per_eu {
        Some((min, max)) => (min, max.unwrap_or(w)),
        None => (1, w),
    };
    if req_min < default_min || req_min > default_max || req_min > req_max || req_max > w {
        return (default_min, default_max);
    }
    (req_min, req_max.min(default_max))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(cpu: &str, mattr: &str) -> GcnTarget {
        GcnTarget::from_cpu(cpu, mattr).unwrap()
    }

    fn with(flat: Option<(u32, u32)>, waves: Option<(u32, Option<u32>)>) -> FunctionLimits {
        FunctionLimits {
            flat_work_group_size: flat,
            waves_per_eu: waves,
            ..FunctionLimits::kernel()
        }
    }

    #[test]
    fn helpers() {
        let gfx900 = target("gfx900", "");
        assert_eq!(waves_per_workgroup(&gfx900, 1024), 16);
        assert_eq!(waves_per_workgroup(&gfx900, 65), 2);
        assert_eq!(max_workgroups_per_cu(&gfx900, 64), 40);
        assert_eq!(max_workgroups_per_cu(&gfx900, 128), 16); // barriers
        assert_eq!(max_workgroups_per_cu(&gfx900, 1024), 2);
        assert_eq!(waves_per_eu_for_workgroup(&gfx900, 1024), 4);
        let gfx1030 = target("gfx1030", "");
        assert_eq!(max_workgroups_per_cu(&gfx1030, 64), 32); // WGP: 32 barriers
        assert_eq!(max_workgroups_per_cu(&target("gfx1030", "+cumode"), 64), 16);
    }

    #[test]
    fn spec_4_gotcha_default_min_rejects_low_requests() {
        let t = target("gfx900", "");
        // Default flat size 1..1024 -> default min = 4, so these are ignored.
        assert_eq!(effective_waves_per_eu(&t, &with(None, None)), (4, 10));
        assert_eq!(
            effective_waves_per_eu(&t, &with(None, Some((1, Some(4))))),
            (4, 10)
        );
        assert_eq!(
            effective_waves_per_eu(&t, &with(None, Some((2, Some(2))))),
            (4, 10)
        );
        // With flat size 1..64 the same request is accepted.
        assert_eq!(
            effective_waves_per_eu(&t, &with(Some((1, 64)), Some((1, Some(4))))),
            (1, 4)
        );
        assert_eq!(
            effective_waves_per_eu(&t, &with(Some((1, 64)), Some((3, Some(5))))),
            (3, 5)
        );
        // A maximum above W is rejected; a missing one means W.
        assert_eq!(
            effective_waves_per_eu(&t, &with(Some((1, 64)), Some((2, Some(11))))),
            (1, 10)
        );
        assert_eq!(
            effective_waves_per_eu(&t, &with(Some((1, 64)), Some((2, None)))),
            (2, 10)
        );
    }

    #[rustfmt::skip]
    #[test]
    fn spec_8_workgroup_rows() {
        let t = target("gfx900", "");
        // LDS 16384, default size: 4 groups by LDS -> max 8 waves per EU.
        assert_eq!(occupancy_from_workgroup(&t, 16384, 1, 1024).1, 8);
        // LDS 16384, size 1..256 -> 4.
        assert_eq!(occupancy_from_workgroup(&t, 16384, 1, 256).1, 4);
        // LDS 40000: one group per CU.
        assert_eq!(occupancy_from_workgroup(&t, 40000, 1, 1024).1, 4);
        // LDS 3000, size 32..32: one wave per group, 21 groups by LDS.
        assert_eq!(occupancy_from_workgroup(&t, 3000, 32, 32), (5, 6));
        // More LDS than the CU has.
        assert_eq!(occupancy_from_workgroup(&t, 70000, 1, 1024), (1, 1));
        // gfx1030 LDS 20000, size 64..256 -> 12 (§8).
        assert_eq!(occupancy_from_workgroup(&target("gfx1030", ""), 20000, 64, 256).1, 12);
        // gfx1010 wave64 LDS 32768, size 1..256 -> 4 (§8).
        assert_eq!(occupancy_from_workgroup(&target("gfx1010", "+wavefrontsize64"), 32768, 1, 256).1, 4);
        // No LDS: only wave slots limit (§8 "24 v" row prints 10).
        assert_eq!(occupancy_from_workgroup(&t, 0, 1, 1024).1, 10);
    }

    #[test]
    fn degenerate_sizes_do_not_panic() {
        let t = target("gfx1030", "+cumode");
        let _ = occupancy_from_workgroup(&t, 0, 0, 0);
        let _ = occupancy_from_workgroup(&t, 1, 5000, 100_000);
        let _ = occupancy_from_workgroup(&t, u32::MAX, 1, 1);
    }
}
