//! One bound per resource: the waves it alone allows in llc's printed
//! occupancy formula.

use super::{Bound, Limiter, Usage};
use crate::occupancy::limits::FunctionLimits;
use crate::occupancy::target::GcnTarget;
use crate::occupancy::workgroup::{effective_waves_per_eu_with_lds, occupancy_from_workgroup};

/// Waves llc's padding to a waves-per-EU maximum of `w` still allows.
pub(super) fn padding_bound(t: &GcnTarget, w: u32) -> u32 {
    let sgprs = t.min_sgprs_for_waves(w).max(1);
    let vgprs = t.min_vgprs_for_waves(w).max(1);
    t.occupancy_with_sgprs(sgprs)
        .min(t.occupancy_with_vgprs(vgprs))
        .min(t.max_waves_per_eu())
}

/// The work-group bound with `lds_bytes` of LDS per group, padding
/// included; `attr_lds` is what the LDS-lowering attribute says, which
/// sets the default waves-per-EU maximum llc pads to.
pub(super) fn workgroup_bound(
    t: &GcnTarget,
    f: &FunctionLimits,
    lds_bytes: u32,
    attr_lds: u32,
) -> u32 {
    let (lo, hi) = f.flat_work_group_sizes(t);
    let by_groups = occupancy_from_workgroup(t, lds_bytes, lo, hi).1;
    let default_max = occupancy_from_workgroup(t, attr_lds, lo, hi).1;
    by_groups.min(padding_bound(t, default_max))
}

/// The LDS the default waves-per-EU range sees: by the time llc prints,
/// LDS lowering has recorded the kernel's static LDS in `amdgpu-lds-size`.
pub(super) fn attr_lds(f: &FunctionLimits, lds_bytes: u32) -> u32 {
    if lds_bytes > 0 {
        lds_bytes
    } else {
        f.lds_size_attr
    }
}

pub(super) fn bounds(t: &GcnTarget, f: &FunctionLimits, u: Usage) -> Vec<Bound> {
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
    out.push(bound(
        Limiter::Sgpr,
        t.occupancy_with_sgprs(u.sgprs.max(1)).min(w),
    ));
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
