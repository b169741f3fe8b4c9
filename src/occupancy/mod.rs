//! Occupancy model: how many waves per EU (SIMD) a function can keep
//! resident, and the register budgets that follow from a wave count.
//!
//! AMDGPU's own tables for this (`AMDGPU::IsaInfo`, `GCNSubtarget`) are
//! private to the backend, so the plugin cannot call them. Everything here is
//! therefore re-derived from *feature names* (which are stable strings) and
//! function attributes, following `shared/spec/occupancy.md`. The same code
//! serves the plugin (via [`GcnTarget::from_facts`]) and the `gcnrs occupancy`
//! command line tool (via [`GcnTarget::from_cpu`]), so the CLI and the
//! differential oracle against llc-22 exercise exactly what the scheduler
//! uses.
//!
//! Layout, one concept per file:
//! * `features`  – feature-name sets, `-mattr` strings, the XNACK mode;
//! * `cpus`      – CPU names LLVM 22 accepts and their relevant features;
//! * `target`    – per-target constants ([`GcnTarget`]);
//! * `registers` – register-limited occupancy and its inverse budgets;
//! * `limits`    – function attributes that bound occupancy ([`FunctionLimits`]);
//! * `workgroup` – workgroup-size / LDS limit and effective waves-per-EU;
//! * `budget`    – function-level register budgets of the pressure comparison;
//! * `function`  – the function occupancy the schedulers start from;
//! * `printed`   – the `; Occupancy:` value llc prints;
//! * `table`     – the "occupancy calculator" thresholds per wave count;
//! * `advice`    – what limits the occupancy and what one more wave costs;
//! * `granule`   – registers as the hardware allocates them (granules);
//! * `mfi_yaml`  – the few machine-function-info keys the model reads.
//!
//! The `gcnrs occupancy` command line lives in `crate::cli::occupancy`.

pub mod advice;
mod attrs;
mod budget;
// A data table laid out by hand; rustfmt would put every name on a line.
#[rustfmt::skip]
mod cpus;
mod error;
mod features;
mod function;
mod granule;
mod limits;
mod mfi_yaml;
mod printed;
mod registers;
mod table;
mod target;
mod workgroup;

pub use budget::{
    max_num_sgprs_for_function, max_num_vector_regs_for_function, max_num_vgprs_for_function,
    reserved_sgprs,
};
pub use cpus::{known_cpu_names, lookup_cpu, CpuInfo, CPUS};
pub use error::OccupancyError;
pub use features::XnackMode;
pub use function::function_occupancy;
pub use granule::Granules;
pub use limits::{calling_conv, FunctionLimits};
pub use mfi_yaml::MfiFacts;
pub use printed::{printed_occupancy, PrintedOccupancy};
pub use table::ThresholdRow;
pub use target::{GcnTarget, TargetOs};
pub use workgroup::{
    effective_waves_per_eu, max_workgroups_per_cu, occupancy_from_workgroup,
    waves_per_eu_for_workgroup, waves_per_workgroup,
};
