//! GCNRegPressure in Rust: the pressure vector, its comparison, live sets
//! and the upward/downward trackers, over snapshot data.

mod compare;
mod counting;
mod predicted;
mod downward;
mod live_set;
mod liveness;
mod named_registers;
mod upward;
mod vector;

pub use compare::PressureOrder;
pub use counting::{LaneCounting, Lanes, WholeRegisters};
pub use predicted::predicted_pressure;
pub use downward::DownwardTracker;
pub use live_set::LiveRegSet;
pub use liveness::{collect_uses, collect_uses_into, def_lanes, live_regs_at, live_regs_at_many, live_through_lanes};
pub use upward::{pressure_of as pressure_of_set, pressure_of_counted, UpwardTracker};
pub use named_registers::NamedRegisters;
pub use vector::{occupancy_vgprs, RegPressure};
#[cfg(test)]
pub(crate) use vector::tests::rp;

use crate::snapshot::VRegInfo;

/// The per-vreg facts indexed by virtual register index.
pub type VRegTable = [Option<VRegInfo>];

/// `VRegTable` lookup that treats a class-less vreg as a broken snapshot.
pub(crate) fn vreg_info(vregs: &VRegTable, v: u32) -> &VRegInfo {
    vregs
        .get(v as usize)
        .and_then(Option::as_ref)
        .unwrap_or_else(|| panic!("snapshot has no register class for %{v}"))
}
