//! The occupancy facts the max-occupancy and ILP modes decide with.
//!
//! LLVM reads and updates the function occupancy in the private
//! `SIMachineFunctionInfo`; the plugin receives it in the snapshot (the
//! machine-function-info YAML) and hands every change back to the shim as a
//! step, so this struct mirrors the value LLVM holds at each point.

use crate::occupancy::{function_occupancy, FunctionLimits, GcnTarget};
use crate::pressure::{PressureOrder, RegPressure};
use crate::snapshot::Function;

#[derive(Clone, Debug)]
pub struct OccupancyModel {
    order: PressureOrder,
    /// `MFI->getOccupancy()` as it is now.
    mfi_occupancy: u32,
    limits: FunctionLimits,
    /// What `limitOccupancy(MF)` caps at: waves-per-EU maximum and the
    /// workgroup/LDS limit.
    cap: u32,
}

impl OccupancyModel {
    pub fn from_function(f: &Function) -> Result<OccupancyModel, String> {
        let target = GcnTarget::from_facts(&f.target).map_err(|e| e.to_string())?;
        let limits = FunctionLimits::from_facts(&f.target, &target);
        if let Some(why) = limits.unsupported_reason() {
            return Err(why);
        }
        let mfi_occupancy = limits
            .mfi
            .occupancy
            .ok_or("the machine function info has no occupancy")?;
        let cap = function_occupancy(&target, &limits, limits.mfi.lds_size.unwrap_or(0));
        let order = PressureOrder::new(target, &limits);
        Ok(OccupancyModel { order, mfi_occupancy, limits, cap })
    }

    /// For tests: explicit comparison, occupancy and cap.
    pub fn with_parts(order: PressureOrder, limits: FunctionLimits, mfi_occupancy: u32, cap: u32) -> OccupancyModel {
        OccupancyModel { order, mfi_occupancy, limits, cap }
    }

    /// Waves per EU the pressure allows (`GCNRegPressure::getOccupancy`).
    pub fn occupancy(&self, p: &RegPressure) -> u32 {
        self.order.occupancy(p)
    }

    pub fn less(&self, a: &RegPressure, b: &RegPressure, target_occ: u32) -> bool {
        self.order.less(a, b, target_occ)
    }

    /// The most waves LDS, work-group size and attributes allow
    /// (`limitOccupancy(MF)`'s cap).
    pub fn cap(&self) -> u32 {
        self.cap
    }

    /// The function's register budgets: VGPRs (combined with AGPRs where
    /// the file is unified) and SGPRs the allocator may use.
    pub fn register_budgets(&self) -> (u32, u32) {
        self.order.budgets()
    }

    /// Whether `p` needs more registers than the allocator may use: the
    /// function spills.
    pub fn over_budget(&self, p: &RegPressure) -> bool {
        let (v, s) = self.order.budgets();
        p.vgpr(self.order.target().has_gfx90a_insts()) > v || p.sgpr() > s
    }

    /// The subtarget the comparison models.
    pub fn target(&self) -> &crate::occupancy::GcnTarget {
        self.order.target()
    }

    pub fn mfi_occupancy(&self) -> u32 {
        self.mfi_occupancy
    }

    /// `getMinAllowedOccupancy`: memory-bound or wave-limited functions may
    /// go down to 4 waves.
    pub fn min_allowed(&self) -> u32 {
        self.limits.min_allowed_occupancy(self.mfi_occupancy)
    }

    /// `increaseOccupancy(MF, n)`: raise, then re-apply the function caps.
    /// Returns the new value if it changed.
    pub fn increase(&mut self, n: u32) -> Option<u32> {
        let raised = self.mfi_occupancy.max(n).min(self.cap);
        self.set(raised)
    }

    /// `limitOccupancy(n)`: lower only. Returns the new value if it changed.
    pub fn limit(&mut self, n: u32) -> Option<u32> {
        self.set(self.mfi_occupancy.min(n))
    }

    fn set(&mut self, n: u32) -> Option<u32> {
        (n != self.mfi_occupancy).then(|| {
            self.mfi_occupancy = n;
            n
        })
    }
}
