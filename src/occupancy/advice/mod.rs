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
//!
//! Files: `bounds` (one bound per resource), `next_wave` (budgets at one
//! more wave), `hints` (attributes that ask llc for them).

mod bounds;
mod hints;
mod next_wave;
#[cfg(test)]
mod tests;

pub use hints::suggested_attributes;

use super::limits::FunctionLimits;
use super::target::GcnTarget;
use bounds::bounds;
use next_wave::next_wave;

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
