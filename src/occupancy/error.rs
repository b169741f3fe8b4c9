//! Errors of the occupancy model. They are all about the *target* (a CPU or
//! feature set the model cannot describe); function attributes never fail,
//! because llc silently falls back to defaults for those as well.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OccupancyError {
    /// A CPU name LLVM 22 does not accept for AMDGCN.
    UnknownCpu {
        cpu: String,
        known: Vec<&'static str>,
    },
    /// No generation feature and a CPU name we cannot place: not an AMDGCN
    /// subtarget we know (R600, or a newer LLVM than this table).
    UnknownGeneration { cpu: String },
    /// A real AMDGCN target whose occupancy rules are not modelled
    /// (wave16, wave64 on gfx1250, contradictory wave sizes).
    Unsupported { cpu: String, reason: String },
    /// A malformed `-mattr` style string.
    BadFeatureString { text: String, reason: String },
}

impl fmt::Display for OccupancyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OccupancyError::UnknownCpu { cpu, known } => {
                write!(f, "unknown AMDGPU CPU '{cpu}'; known: {}", known.join(", "))
            }
            OccupancyError::UnknownGeneration { cpu } => write!(
                f,
                "cannot tell the GCN generation of CPU '{cpu}' \
                 (no generation feature such as gfx9 or gfx10 is enabled)"
            ),
            OccupancyError::Unsupported { cpu, reason } => {
                write!(
                    f,
                    "target '{cpu}' is not supported by the occupancy model: {reason}"
                )
            }
            OccupancyError::BadFeatureString { text, reason } => {
                write!(f, "malformed feature string '{text}': {reason}")
            }
        }
    }
}

impl std::error::Error for OccupancyError {}
