//! What "fewer registers" means: LLVM's `GCNRegPressure::less` turned into
//! a lexicographic key the search can bound and prune with.
//!
//! `less` is not a strict weak ordering, so no key can agree with it on
//! every pair; two classes of pairs form genuine cycles of `less` (the
//! property tests build one of each). Everywhere else the key agrees with
//! `less` whenever `less` is decisive. The key is
//!
//! 1. occupancy (capped at `max_occ`), higher first;
//! 2. vector registers over budget (VGPR + arch VGPR + AGPR excess, SGPR
//!    spill lanes included), fewer first;
//! 3. SGPRs over budget, fewer first. `less` prefers *more* SGPR excess
//!    when the two sides' VGPR excess without spill lanes differ; such
//!    pairs can form cycles, and the key keeps the monotone choice;
//! 4. whether the vector file limits occupancy: an SGPR-limited pressure
//!    (SGPRs hold occupancy down while VGPRs would allow more waves)
//!    comes first. `less` compares an SGPR-limited pressure with a
//!    VGPR-limited one vector-first, which can cycle with its
//!    scalar-first comparison of two SGPR-limited ones;
//! 5. tuple weight of the limiting file, then of the other file, then the
//!    register count of the limiting file, fewer first.
//!
//! Every component is monotone under componentwise growth of the pressure
//! (step 4 can only turn SGPR-limited into VGPR-limited as registers grow
//! at a fixed occupancy), so the key of a componentwise lower bound is a
//! lower bound of the key: that is what makes bounds and dominance exact.

use crate::occupancy::{
    function_occupancy, max_num_sgprs_for_function, max_num_vgprs_for_function, FunctionLimits, GcnTarget,
};
use crate::pressure::{PressureOrder, RegPressure};
use crate::snapshot::TargetFacts;
use std::cmp::Reverse;
use std::fmt;

/// The comparison the solver minimises, with the function facts it reads.
#[derive(Clone, Debug)]
pub struct Objective {
    order: PressureOrder,
    target: GcnTarget,
    max_vgprs: i64,
    max_sgprs: i64,
    /// Occupancies at or above this compare equal (`less`'s `MaxOcc`).
    pub max_occ: u32,
}

/// The lexicographic objective key of one pressure; smaller is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ObjectiveKey {
    /// Waves per EU, capped at `max_occ`.
    pub occupancy: Reverse<u32>,
    pub vector_excess: i64,
    pub sgpr_excess: i64,
    /// False when SGPRs alone limit occupancy.
    pub vgpr_limited: bool,
    /// Tuple weight of the limiting file (VGPR file unless SGPR-limited).
    pub first_tuple_weight: u32,
    pub second_tuple_weight: u32,
    /// VGPRs (unified count) if VGPR-limited, else SGPRs.
    pub limiting_count: u32,
}

impl ObjectiveKey {
    pub fn occupancy(&self) -> u32 {
        self.occupancy.0
    }
}

impl fmt::Display for ObjectiveKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "occupancy {}", self.occupancy.0)?;
        if self.vector_excess != 0 || self.sgpr_excess != 0 {
            write!(f, ", excess {} vector / {} SGPR", self.vector_excess, self.sgpr_excess)?;
        }
        let (file, other) = if self.vgpr_limited { ("VGPR", "SGPR") } else { ("SGPR", "VGPR") };
        write!(
            f,
            ", {file}-limited: {file} tuple weight {}, {other} tuple weight {}, {} {file}s",
            self.first_tuple_weight, self.second_tuple_weight, self.limiting_count
        )
    }
}

impl Objective {
    /// From the function's budgets, as `PressureOrder::new` takes them.
    pub fn new(target: GcnTarget, limits: &FunctionLimits, max_occ: u32) -> Objective {
        let max_vgprs = i64::from(max_num_vgprs_for_function(&target, limits));
        let max_sgprs = i64::from(max_num_sgprs_for_function(&target, limits));
        let order = PressureOrder::new(target.clone(), limits);
        Objective { order, target, max_vgprs, max_sgprs, max_occ }
    }

    /// With explicit budgets, as `PressureOrder::with_budgets`.
    pub fn with_budgets(target: GcnTarget, max_vgprs: u32, max_sgprs: u32, max_occ: u32) -> Objective {
        let order = PressureOrder::with_budgets(target.clone(), max_vgprs, max_sgprs);
        Objective { order, target, max_vgprs: max_vgprs.into(), max_sgprs: max_sgprs.into(), max_occ }
    }

    /// For a function described by the facts a region case carries: the
    /// budgets of `PressureOrder::new`, and occupancy capped where the
    /// function's workgroup size, LDS and waves-per-EU attributes cap it
    /// (more waves than that cannot happen, so they should not count).
    pub fn for_function(facts: &TargetFacts) -> Result<Objective, String> {
        let target = GcnTarget::from_facts(facts).map_err(|e| e.to_string())?;
        let limits = FunctionLimits::from_facts(facts, &target);
        if let Some(why) = limits.unsupported_reason() {
            return Err(why);
        }
        let cap = function_occupancy(&target, &limits, limits.mfi.lds_size.unwrap_or(0)).max(1);
        Ok(Objective::new(target, &limits, cap))
    }

    /// For a function's schedulers: LLVM's comparison with no occupancy
    /// cap, as `less(a, b, u32::MAX)` compares everywhere else in gcnrs.
    /// With the function's cap ([`Self::for_function`]) every order
    /// reaching it ties on occupancy and the tuple-weight tiers decide
    /// next, which can prefer an order holding far more registers; a
    /// minimum-register scheduler must not.
    pub fn for_registers(facts: &TargetFacts) -> Result<Objective, String> {
        Objective::for_function(facts).map(Objective::uncapped)
    }

    /// This objective without its occupancy cap ([`Self::for_registers`]).
    pub fn uncapped(mut self) -> Objective {
        self.max_occ = u32::MAX;
        self
    }

    /// LLVM's comparison this objective is derived from.
    pub fn order(&self) -> &PressureOrder {
        &self.order
    }

    pub fn target(&self) -> &GcnTarget {
        &self.target
    }

    /// Is `a` strictly better than `b` under LLVM's comparison?
    pub fn less(&self, a: &RegPressure, b: &RegPressure) -> bool {
        self.order.less(a, b, self.max_occ)
    }

    pub fn unified(&self) -> bool {
        self.target.has_gfx90a_insts()
    }

    /// The VGPR count occupancy is computed from.
    pub fn vgprs(&self, p: &RegPressure) -> u32 {
        p.vgpr(self.unified())
    }

    /// Waves per EU the pressure allows, capped at `max_occ`.
    pub fn occupancy(&self, p: &RegPressure) -> u32 {
        let (s, v) = self.file_occupancies(p);
        s.min(v)
    }

    /// (SGPR, VGPR) occupancies, each capped at `max_occ`.
    fn file_occupancies(&self, p: &RegPressure) -> (u32, u32) {
        let s = self.target.occupancy_with_sgprs(p.sgpr()).min(self.max_occ);
        let v = self.target.occupancy_with_vgprs(self.vgprs(p)).min(self.max_occ);
        (s, v)
    }

    /// (vector excess, SGPR excess) as `less` computes them.
    fn excess(&self, p: &RegPressure) -> (i64, i64) {
        let max_arch = i64::from(self.target.addressable_arch_vgprs());
        let sgpr = (i64::from(p.sgpr()) - self.max_sgprs).max(0);
        let ws = i64::from(self.target.wave_size());
        let spill_lanes = (sgpr + ws - 1) / ws;
        let vgpr = (i64::from(self.vgprs(p)) + spill_lanes - self.max_vgprs).max(0);
        let arch = (i64::from(p.vgpr(false)) + spill_lanes - max_arch).max(0);
        let agpr_budget = if self.unified() { max_arch } else { self.max_vgprs };
        let agpr = (i64::from(p.agpr()) - agpr_budget).max(0);
        (vgpr + arch + agpr, sgpr)
    }

    pub fn key(&self, p: &RegPressure) -> ObjectiveKey {
        let (occ_s, occ_v) = self.file_occupancies(p);
        let (vector_excess, sgpr_excess) = self.excess(p);
        let vgpr_limited = occ_s >= occ_v;
        let (first, second, count) = if vgpr_limited {
            (p.vgpr_tuple_weight(), p.sgpr_tuple_weight(), self.vgprs(p))
        } else {
            (p.sgpr_tuple_weight(), p.vgpr_tuple_weight(), p.sgpr())
        };
        ObjectiveKey {
            occupancy: Reverse(occ_s.min(occ_v)),
            vector_excess,
            sgpr_excess,
            vgpr_limited,
            first_tuple_weight: first,
            second_tuple_weight: second,
            limiting_count: count,
        }
    }
}
