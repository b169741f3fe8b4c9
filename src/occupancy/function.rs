//! The function occupancy the schedulers start from
//! (`SIMachineFunctionInfo::Occupancy` after instruction selection,
//! occupancy.md §6.1).
//!
//! The plugin reads the real value from the machine function info; this
//! re-derivation exists to cross-check that value and to test scheduler
//! logic without LLVM.

use super::limits::FunctionLimits;
use super::target::GcnTarget;
use super::workgroup::{effective_waves_per_eu_with_lds, occupancy_from_workgroup};

/// Occupancy before any register limit: the workgroup/LDS limit for the
/// static LDS size, capped by the effective waves-per-EU maximum. Register
/// usage is unknown at this point, so it does not enter.
pub fn function_occupancy(t: &GcnTarget, f: &FunctionLimits, lds_bytes: u32) -> u32 {
    let attr_lds = if lds_bytes > 0 {
        lds_bytes
    } else {
        f.lds_size_attr
    };
    let (_, max_waves) = effective_waves_per_eu_with_lds(t, f, attr_lds);
    let (lo, hi) = f.flat_work_group_sizes(t);
    occupancy_from_workgroup(t, lds_bytes, lo, hi)
        .1
        .min(max_waves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_llc22_records_after_isel() {
        // `occupancy:` in MIR after -stop-after=finalize-isel.
        let limits = |flat, waves| FunctionLimits {
            flat_work_group_size: flat,
            waves_per_eu: waves,
            ..FunctionLimits::kernel()
        };
        for (cpu, want) in [("gfx900", [8, 6, 5, 10]), ("gfx1030", [16, 11, 5, 16])] {
            let t = GcnTarget::from_cpu(cpu, "").unwrap();
            let got = [
                function_occupancy(&t, &limits(None, None), 16384),
                function_occupancy(&t, &limits(Some((32, 32)), None), 3000),
                function_occupancy(&t, &limits(Some((1, 64)), Some((3, Some(5)))), 0),
                function_occupancy(&t, &limits(Some((1, 256)), Some((2, None))), 0),
            ];
            assert_eq!(got, want, "{cpu}");
        }
    }
}
