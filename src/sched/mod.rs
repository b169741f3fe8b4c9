//! The pure-Rust scheduling core: region DAG snapshots, the two
//! "lightweight" region schedulers of LLVM's GCNIterativeScheduler, and an
//! independent legality checker.
//!
//! Layout (one concept per file, in the spirit of regalloc2 and LLVM's
//! MachineScheduler):
//! * [`dag`]: the plain-data region DAG the shim exports after
//!   `buildSchedGraph` + mutations + `findRootsAndBiasEdges`, plus Rust
//!   re-computation of everything LLVM derives from the edges (counts,
//!   depth/height, critical-path bias, roots) so shim exports can be
//!   cross-checked.
//! * [`minreg`]: `GCNMinRegStrategy` (top-down, minimal registers). Queue,
//!   release and priority bump (mechanism) are separate from the tie-break
//!   cascade (policy), so the "max height" improvement is a policy switch.
//! * [`ilp`]: `GCNILPScheduler` (bottom-up, latency/ILP oriented), with
//!   LLVM's lazily recomputed heights reproduced exactly.
//! * [`problem`]: one region's scheduling problem for the pressure model
//!   (instructions, live-out set, boundary, DAG): what every
//!   pressure-aware algorithm scores orders with.
//! * [`latency`]: LLVM's latency estimate of an order (the in-order,
//!   single-issue replay behind `getScheduleMetrics`), what candidate
//!   orders of one region are compared by.
//! * [`bounded`]: a bottom-up list scheduler that keeps a region within a
//!   register budget and, within it, follows the critical path and the
//!   founder's order; restarts with earlier pressure-first picks when it
//!   paints itself into a corner.
//! * [`optimal`]: an exact minimum-register solver for one region
//!   (branch and bound under LLVM's pressure comparison), or a proven
//!   lower bound when its budget runs out.
//! * [`checker`]: verifies a proposed order from the instructions' operands
//!   alone, never trusting the DAG it was computed from.
//! * [`testgen`]: a small operand-driven DAG builder used by the tests to get
//!   DAGs for random straight-line code without LLVM.
//!
//! Every scheduler decision carries a reason ([`Decision`]) and is logged
//! with `tracing::trace!`, because parity bugs are found by diffing decision
//! traces, not final orders.

pub mod bounded;
pub mod checker;
pub mod dag;
pub mod ilp;
pub mod latency;
pub mod minreg;
pub mod optimal;
pub mod problem;
pub mod testgen;

use serde::{Deserialize, Serialize};
use std::fmt;

pub use dag::{DepKind, Edge, EdgeSpec, Node, RegionDag, SUnit};
pub use problem::RegionProblem;

/// One scheduling decision: which SUnit was picked at which step, and which
/// rule of the strategy made the pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision<R> {
    /// NodeNum of the picked SUnit.
    pub su: u32,
    /// 0-based pick number (for ILP: picks are bottom-up, so step 0 is the
    /// instruction that ends up last).
    pub step: u32,
    /// The rule that decided.
    pub reason: R,
    /// How many candidates were ready when the pick was made.
    pub candidates: u32,
}

/// A computed order (NodeNums, top to bottom) together with the decision
/// trace that produced it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule<R> {
    pub order: Vec<u32>,
    /// Decisions in pick order (for ILP that is bottom-up order, i.e. the
    /// reverse of `order`).
    pub trace: Vec<Decision<R>>,
}

/// Why a scheduler could not produce a complete order. LLVM asserts on all
/// of these; the port reports them so that a malformed snapshot cannot take
/// the compiler down.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SchedError {
    /// A root given to the scheduler still has unscheduled (non-weak)
    /// predecessors (top-down) or successors (bottom-up).
    BadRoot { su: u32 },
    /// A root index is not a NodeNum of the DAG.
    RootOutOfRange { su: u32 },
    /// Releasing an edge found its counter already at zero: the exported
    /// `NumPredsLeft`/`NumSuccsLeft` do not match the edge lists.
    CounterUnderflow { su: u32 },
    /// The queues ran dry before every SUnit was emitted (a cycle, or
    /// counters that are too large).
    Incomplete { emitted: usize, total: usize },
}

impl fmt::Display for SchedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SchedError::BadRoot { su } => write!(f, "SU({su}) is not a root"),
            SchedError::RootOutOfRange { su } => write!(f, "root SU({su}) is out of range"),
            SchedError::CounterUnderflow { su } => {
                write!(f, "dependence counter of SU({su}) would underflow")
            }
            SchedError::Incomplete { emitted, total } => {
                write!(f, "only {emitted} of {total} SUnits could be scheduled")
            }
        }
    }
}

impl std::error::Error for SchedError {}
