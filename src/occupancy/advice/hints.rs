//! Function attributes that ask llc's register allocator for the next
//! wave's budget.

use super::{Limiter, NextWave};
use crate::occupancy::limits::FunctionLimits;
use crate::occupancy::target::GcnTarget;
use crate::occupancy::workgroup::waves_per_eu_for_workgroup;

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
    // The kernel's own waves-per-EU maximum stays: a hint never lifts a
    // cap the author set (one below the next wave leaves no such hint).
    let value = match f.waves_per_eu {
        Some((_, Some(max))) if max > t.max_waves_per_eu() => Some(target.to_string()),
        Some((_, Some(max))) if max < *target => None,
        Some((_, Some(max))) => Some(format!("{target},{max}")),
        _ => Some(target.to_string()),
    };
    if let Some(value) = value.filter(|_| *target >= waves_per_eu_for_workgroup(t, hi)) {
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
