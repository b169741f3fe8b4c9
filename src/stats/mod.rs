//! Region statistics (`-gcnrs-region-stats`): per scheduling region, the
//! pressure before and after a scheduler ran, minreg's and the exact
//! solver's, and whether the region keeps its function from another wave;
//! per function, its occupancy and what limits it. The format is
//! docs/region-stats.md; `gcnrs report` and the gap summary read it.
//!
//! * `regions`: regions found again from a snapshot, keyed so the same
//!   region is recognised before and after scheduling;
//! * `line`: the serde types of the file's lines;
//! * `lines`: the lines of a function, from the snapshot after scheduling;
//! * `gap`: the summary of many files (`gcnrs gap`).

pub mod gap;
pub mod line;
mod lines;
pub mod regions;

pub use line::{Body, Line, Pressure, RegionLine};
pub use lines::{function_lines, StatsOptions};
pub use regions::{split_regions, RegionKey, SplitRegion};

use crate::pressure::RegPressure;

/// What a scheduler knew of a region before it ran.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionBefore {
    pub original: RegPressure,
    /// Pressure of the in-tree minreg order of the original region.
    pub minreg: Option<RegPressure>,
    pub solver: Option<line::SolverLine>,
}
