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
    // One VGPR attribute covers both files: on gfx908 it bounds the VGPRs
    // and the AGPRs alike (same budget), on the unified file their sum.
    let vgpr_budget = steps
        .iter()
        .filter(|s| matches!(s.limiter, Limiter::Vgpr | Limiter::Agpr))
        .map(|s| s.budget)
        .min();
    if let Some(budget) = vgpr_budget {
        let value = if t.has_gfx90a_insts() { budget / 2 } else { budget };
        out.push(("amdgpu-num-vgpr", value.to_string()));
    }
    if let Some(s) = steps.iter().find(|s| s.limiter == Limiter::Sgpr) {
        out.push(("amdgpu-num-sgpr", s.budget.to_string()));
    }
    out
}
