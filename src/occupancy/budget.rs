//! Function-level register budgets, `getMaxNumVGPRs(MF)` and
//! `getMaxNumSGPRs(MF)` (occupancy.md §6.3). The pressure comparison uses
//! them to decide whether a schedule would spill, so they must match LLVM
//! even where the rules look arbitrary.

use super::limits::{calling_conv, FunctionLimits};
use super::target::GcnTarget;
use super::workgroup::effective_waves_per_eu;

/// User + system + synthetic SGPRs a kernel can receive preloaded; LLVM's
/// function-level budget assumes all of them when the machine function
/// does not say how many were really allocated.
const MAX_PRELOADED_SGPRS: u32 = 4 + 2 + 2 + 2 + 2 + 2 + 2 + 5 + 1;

/// The sgpr-init-bug workaround pins every budget to this many SGPRs.
const SGPRS_WITH_INIT_BUG: u32 = 96;

/// VGPR budget of a function: the largest count compatible with the
/// minimum waves per EU, lowered by `amdgpu-num-vgpr` but never below the
/// count the maximum waves per EU pads to.
pub fn max_num_vgprs_for_function(t: &GcnTarget, f: &FunctionLimits) -> u32 {
    let (min_waves, max_waves) = effective_waves_per_eu(t, f);
    let floor = t.min_vgprs_for_waves(max_waves);
    let ceiling = t.max_vgprs_for_waves(min_waves);
    let mut requested = f.num_vgpr.unwrap_or(ceiling);
    // The attribute counts arch VGPRs; the unified file holds AGPRs too.
    if requested != ceiling && t.has_gfx90a_insts() {
        requested = requested.saturating_mul(2);
    }
    // Same order of tests as std::clamp, which does not require
    // floor <= ceiling.
    if requested < floor {
        floor
    } else if ceiling < requested {
        ceiling
    } else {
        requested
    }
}

/// Registers in LLVM 22's `AGPR_32` and `VGPR_32` classes (the latter sized
/// for gfx1250's 1024 VGPRs, which is why it never caps a gfx90a split).
const AGPR_CLASS_SIZE: u32 = 256;
const VGPR_CLASS_SIZE: u32 = 1024;

/// How the VGPR budget is split between arch VGPRs and AGPRs
/// (`getMaxNumVectorRegs`), returned as (VGPRs, AGPRs).
///
/// On the unified gfx90a-class file the budget is shared: without an
/// `amdgpu-agpr-alloc` attribute half goes to AGPRs, otherwise the
/// attribute's minimum (aligned to the accumulation-offset granule of 4) is
/// carved out. gfx908 has two separate files of the same size; targets
/// without AGPRs get none.
pub fn max_num_vector_regs_for_function(t: &GcnTarget, f: &FunctionLimits) -> (u32, u32) {
    let total = max_num_vgprs_for_function(t, f);
    if t.has_gfx90a_insts() {
        let (min_agprs, max_agprs) = match f.agpr_alloc {
            None => (total / 2, total / 2),
            Some((min, max)) => {
                let min = min.div_ceil(4).saturating_mul(4).min(AGPR_CLASS_SIZE);
                (min, max.unwrap_or(u32::MAX))
            }
        };
        let max_agprs = min_agprs.max(max_agprs).min(total);
        let min_agprs = min_agprs.min(AGPR_CLASS_SIZE).min(max_agprs);
        let vgprs = (total - min_agprs).min(VGPR_CLASS_SIZE);
        let agprs = (total - vgprs).min(max_agprs);
        (vgprs, agprs)
    } else if t.has_mai_insts() {
        (total, total)
    } else {
        (total, 0)
    }
}

/// SGPRs kept out of the allocatable budget for VCC, flat scratch and the
/// XNACK mask (`getBaseReservedNumSGPRs`).
pub fn reserved_sgprs(t: &GcnTarget, flat_scratch_init: bool) -> u32 {
    let generation = t.generation();
    if generation >= 10 {
        return 2;
    }
    if flat_scratch_init || t.has_architected_flat_scratch() {
        if generation >= 8 {
            return 6;
        }
        if generation == 7 {
            return 4;
        }
    }
    if t.xnack().is_on_or_any() {
        4
    } else {
        2
    }
}

/// Whether the function gets the flat-scratch-init user SGPRs. The machine
/// function info says so exactly when the plugin exported it; otherwise the
/// rule the backend applies when it creates that info is re-derived (the
/// mesa3d OS is not visible in the facts and counts as non-HSA here).
pub(crate) fn needs_flat_scratch_init(t: &GcnTarget, f: &FunctionLimits) -> bool {
    if let Some(known) = f.mfi.flat_scratch_init {
        return known;
    }
    t.has_flat_address_space()
        && calling_conv::is_entry(f.calling_conv)
        && t.is_amdhsa()
        && !calling_conv::is_graphics(f.calling_conv)
        && !f.no_flat_scratch_init
        && !t.has_architected_flat_scratch()
}

/// SGPR budget of a function, excluding the reserved special SGPRs.
pub fn max_num_sgprs_for_function(t: &GcnTarget, f: &FunctionLimits) -> u32 {
    let (min_waves, max_waves) = effective_waves_per_eu(t, f);
    let reserved = reserved_sgprs(t, needs_flat_scratch_init(t, f));
    let preloaded = f.mfi.preloaded_sgprs.unwrap_or(MAX_PRELOADED_SGPRS);
    let limit = t.max_sgprs_for_waves(min_waves, false);
    let addressable = t.max_sgprs_for_waves(min_waves, true);

    let mut max = limit;
    let requested = f.num_sgpr.unwrap_or(limit);
    if requested != limit {
        // Each check can veto the request (0 = no request), in LLVM's order.
        let mut r = requested;
        if r != 0 && r <= reserved {
            r = 0;
        }
        // The inputs must fit: raise the request to the preloaded SGPRs.
        if r != 0 && r < preloaded {
            r = preloaded;
        }
        if r != 0 && r > limit {
            r = 0;
        }
        if r != 0 && r < t.min_sgprs_for_waves(max_waves) {
            r = 0;
        }
        if r != 0 {
            max = r;
        }
    }
    if t.has_sgpr_init_bug() {
        max = SGPRS_WITH_INIT_BUG;
    }
    max.saturating_sub(reserved).min(addressable)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(cpu: &str, mattr: &str) -> GcnTarget {
        GcnTarget::from_cpu(cpu, mattr).unwrap()
    }

    #[test]
    fn vgpr_budget_follows_waves_per_eu() {
        let t = target("gfx900", "");
        let mut f = FunctionLimits::kernel();
        // Default flat size: waves (4, 10) -> maxV(4) = 64.
        assert_eq!(max_num_vgprs_for_function(&t, &f), 64);
        f.flat_work_group_size = Some((1, 64));
        assert_eq!(max_num_vgprs_for_function(&t, &f), 256);
        f.waves_per_eu = Some((3, Some(5)));
        // min 3 -> maxV(3) = 84; max 5 -> minV(5) = 41.
        assert_eq!(max_num_vgprs_for_function(&t, &f), 84);
        f.num_vgpr = Some(48);
        assert_eq!(max_num_vgprs_for_function(&t, &f), 48);
        f.num_vgpr = Some(8);
        assert_eq!(max_num_vgprs_for_function(&t, &f), 41);
        f.num_vgpr = Some(200);
        assert_eq!(max_num_vgprs_for_function(&t, &f), 84);
    }

    #[test]
    fn vgpr_request_doubles_on_unified_file() {
        let t = target("gfx90a", "");
        let f = FunctionLimits {
            flat_work_group_size: Some((1, 64)),
            num_vgpr: Some(64),
            ..FunctionLimits::kernel()
        };
        assert_eq!(max_num_vgprs_for_function(&t, &f), 128);
        let f = FunctionLimits {
            flat_work_group_size: Some((1, 64)),
            ..FunctionLimits::kernel()
        };
        assert_eq!(max_num_vgprs_for_function(&t, &f), 512);
    }

    #[test]
    fn vector_register_split() {
        // Observed with llc-22 on spilling kernels: NumVgprs / NumAgprs.
        let gfx90a = target("gfx90a", "");
        let mut f = FunctionLimits::kernel();
        assert_eq!(max_num_vector_regs_for_function(&gfx90a, &f), (64, 64));
        f.num_vgpr = Some(40);
        assert_eq!(max_num_vector_regs_for_function(&gfx90a, &f), (40, 40));
        f.agpr_alloc = Some((0, None));
        assert_eq!(max_num_vector_regs_for_function(&gfx90a, &f), (80, 0));
        f.agpr_alloc = Some((8, None));
        assert_eq!(max_num_vector_regs_for_function(&gfx90a, &f), (72, 8));
        f.agpr_alloc = Some((6, Some(10)));
        assert_eq!(max_num_vector_regs_for_function(&gfx90a, &f), (72, 8));
        let f = FunctionLimits {
            flat_work_group_size: Some((1, 64)),
            waves_per_eu: Some((3, Some(5))),
            num_vgpr: Some(20),
            ..FunctionLimits::kernel()
        };
        assert_eq!(max_num_vector_regs_for_function(&gfx90a, &f), (41, 40));
        assert_eq!(
            max_num_vector_regs_for_function(&target("gfx908", ""), &f),
            (41, 41)
        );
        assert_eq!(
            max_num_vector_regs_for_function(&target("gfx900", ""), &f),
            (41, 0)
        );
    }

    #[test]
    fn reserved_sgpr_rules() {
        assert_eq!(reserved_sgprs(&target("gfx1030", ""), true), 2);
        assert_eq!(reserved_sgprs(&target("gfx900", ""), true), 6);
        assert_eq!(reserved_sgprs(&target("gfx900", ""), false), 4); // xnack any
        assert_eq!(reserved_sgprs(&target("gfx900", "-xnack"), false), 2);
        assert_eq!(reserved_sgprs(&target("gfx942", ""), false), 6); // architected
        assert_eq!(reserved_sgprs(&target("gfx700", ""), true), 4);
        assert_eq!(reserved_sgprs(&target("gfx600", ""), true), 2);
        assert_eq!(reserved_sgprs(&target("gfx803", ""), false), 2); // no xnack
    }

    #[test]
    fn sgpr_budget() {
        let t = target("gfx900", "");
        let mut f = FunctionLimits::kernel();
        // Kernel on HSA: flat scratch init -> 6 reserved; waves (4, 10):
        // maxS(4, false) = 112, addressable 102 -> min(106, 102) = 102.
        assert_eq!(max_num_sgprs_for_function(&t, &f), 102);
        f.flat_work_group_size = Some((1, 64));
        f.waves_per_eu = Some((8, None));
        // maxS(8, false) = (100 - 16) -> 80; 80 - 6 = 74.
        assert_eq!(max_num_sgprs_for_function(&t, &f), 74);
        f.num_sgpr = Some(40);
        assert_eq!(max_num_sgprs_for_function(&t, &f), 34);
        f.num_sgpr = Some(4); // <= reserved: ignored
        assert_eq!(max_num_sgprs_for_function(&t, &f), 74);
        f.num_sgpr = Some(10); // raised to the 22 preloaded SGPRs
        assert_eq!(max_num_sgprs_for_function(&t, &f), 16);
        let tonga = target("tonga", "");
        assert_eq!(
            max_num_sgprs_for_function(&tonga, &FunctionLimits::kernel()),
            90
        );
        let gfx1030 = target("gfx1030", "");
        assert_eq!(
            max_num_sgprs_for_function(&gfx1030, &FunctionLimits::kernel()),
            106
        );
    }
}
