//! gcnrs: AMDGPU register-pressure-aware scheduling and WWM register
//! pre-allocation, running inside LLVM 22's code generator.
//!
//! The crate is split the way regalloc2 is: pure algorithms over small
//! plain-data types (`snapshot`), and one module (`ffi`) that owns the
//! boundary with the C++ shim. Everything except `ffi` builds and tests
//! without LLVM (`cargo test --no-default-features`).

pub mod lanes;
pub mod snapshot;
pub mod pressure;
pub mod print_rp;
pub mod occupancy;
pub mod diag;
pub mod iterative;
pub mod sched;
pub mod stats;
pub mod funcinfo;
pub mod wwm;
pub mod cli;
pub mod report;
pub mod speed;
pub mod post_ra;

#[cfg(feature = "plugin")]
pub mod ffi;
