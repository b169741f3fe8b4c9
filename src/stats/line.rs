//! The lines of a region-stats file (docs/region-stats.md), as serde types:
//! the plugin writes them, `gcnrs report` and the gap summary read them.

use crate::pressure::RegPressure;
use serde::{Deserialize, Serialize};

/// Format version, written in every line.
pub const VERSION: u32 = 1;

/// A pressure as the report shows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pressure {
    pub sgpr: u32,
    /// The occupancy-relevant VGPR number (arch and AGPR combined as the
    /// target allocates them).
    pub vgpr: u32,
    /// Arch VGPRs (AV registers included, as LLVM assumes they land there).
    pub arch_vgpr: u32,
    pub agpr: u32,
    /// Waves per EU these registers allow.
    pub occupancy: u32,
}

impl Pressure {
    pub fn new(p: &RegPressure, unified: bool, occupancy: u32) -> Pressure {
        Pressure { sgpr: p.sgpr(), vgpr: p.vgpr(unified), arch_vgpr: p.arch_vgpr(), agpr: p.agpr(), occupancy }
    }

    /// The VGPR column `amdgpu-print-rp` prints (the larger file).
    pub fn print_rp_vgpr(&self) -> u32 {
        self.arch_vgpr.max(self.agpr)
    }
}

/// The exact solver's answer for a region.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SolverLine {
    /// `"optimal"` or `"bounded"`.
    pub status: String,
    pub pressure: Pressure,
    pub lower_bound: Pressure,
    pub nodes: u64,
    pub time_us: u64,
}

/// One instruction of a region's trace.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceStep {
    pub text: String,
    /// The pressure `amdgpu-print-rp` prints on the instruction's line.
    pub at: Pressure,
    /// The pressure on the line below it (live after the instruction).
    pub after: Pressure,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RegionLine {
    pub block: u32,
    /// The block's position in layout order (a MIR reload numbers blocks
    /// that way, so this is the number a reloaded function shows).
    pub block_index: u32,
    pub block_name: String,
    pub loop_depth: u32,
    pub region: u32,
    pub instrs: u32,
    #[serde(default)]
    pub original: Option<Pressure>,
    pub applied: Pressure,
    /// The allocation prediction for `applied`'s order: whole tuples while
    /// any lane is live, and the physical registers the code keeps live
    /// (the count gcnrs's wave decisions hold orders to).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predicted: Option<Pressure>,
    #[serde(default)]
    pub minreg: Option<Pressure>,
    /// `applied` against `minreg` by LLVM's comparison (`GCNRegPressure::
    /// less`): "lower", "same" or "higher".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vs_minreg: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub solver: Option<SolverLine>,
    pub blocks_next_wave: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub trace: Option<Vec<TraceStep>>,
}

/// Registers allowed at some wave count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Budget {
    pub vgpr: u32,
    pub sgpr: u32,
    pub agpr: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionLine {
    pub entry: bool,
    pub occupancy: u32,
    pub pressure_occupancy: u32,
    pub cap: u32,
    pub limited_by: Vec<String>,
    pub budget: Budget,
    pub next_budget: Option<Budget>,
    pub max_vgprs: u32,
    pub max_sgprs: u32,
    /// The scheduler had read-undef sub-register IMPLICIT_DEFs of vector
    /// tuples widened after its orders (docs/minreg-verifier.md): their
    /// regions hold the added lanes, so their pressure is not the order's
    /// alone.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub widened_implicit_defs: bool,
}

/// A whole line: the common keys, then the kind's own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub v: u32,
    pub function: String,
    pub cpu: String,
    pub sched: String,
    #[serde(flatten)]
    pub body: Body,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Body {
    Function(FunctionLine),
    Region(RegionLine),
}
