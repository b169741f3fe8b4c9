//! How long a kernel takes at its occupancy, estimated from its code
//! (issue 20, docs/speed-model.md).
//!
//! Occupancy alone says nothing about speed: another wave only helps while a
//! SIMD waits on latency. So the model simulates one wave of a loop body in
//! order (`L`, its cycles), counts how long each pipeline is busy (`U`, the
//! busiest), and a wave's share of the time at `W` waves per SIMD is
//! `max(L / W, U)`. The simulator works on an abstract stream of
//! [`SimInstr`] so that the final asm ([`asm`]) and the scheduler's pre-RA
//! orders feed the same model; [`mca`] is the second opinion's plumbing.

pub mod asm;
pub mod chain;
mod classify;
pub mod dual;
pub mod live;
mod machine;
pub mod mca;
mod operands;
mod sim;
mod waits;

pub use machine::{CostClass, InstrCost, Machine, MemOp};
pub use sim::{depends_on_memory_latency, simulate, simulate_from, simulate_loop, SimInstr, Timing, Wait};
pub use waits::{with_waits, with_waits_borrowed, Waits};

use std::fmt;

/// An execution resource an instruction occupies while it issues. One per
/// SIMD; `U` is the busiest one's total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pipe {
    Valu,
    /// The transcendental unit of RDNA3+, separate from the VALU (on GCN
    /// those ops run on the VALU at quarter rate and are charged there).
    Trans,
    Salu,
    Smem,
    Lds,
    Vmem,
    /// The matrix core (MFMA) of gfx908/gfx90a/gfx94x.
    Xdl,
    Branch,
}

impl Pipe {
    pub const COUNT: usize = 8;
    pub const ALL: [Pipe; Pipe::COUNT] = [
        Pipe::Valu,
        Pipe::Trans,
        Pipe::Salu,
        Pipe::Smem,
        Pipe::Lds,
        Pipe::Vmem,
        Pipe::Xdl,
        Pipe::Branch,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Pipe::Valu => "valu",
            Pipe::Trans => "trans",
            Pipe::Salu => "salu",
            Pipe::Smem => "smem",
            Pipe::Lds => "lds",
            Pipe::Vmem => "vmem",
            Pipe::Xdl => "xdl",
            Pipe::Branch => "branch",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Pipe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The `s_waitcnt` counter an instruction increments. gfx12 split LGKM into
/// `Ds` (dscnt) and `Km` (kmcnt); before gfx12 both are `Lgkm`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counter {
    /// vmcnt (gfx12: loadcnt, samplecnt, bvhcnt).
    Vm,
    /// lgkmcnt: LDS, GDS, SMEM, message and FLAT (LDS part) before gfx12.
    Lgkm,
    /// vscnt (gfx10/gfx11), storecnt (gfx12): vector memory stores.
    Vs,
    /// expcnt.
    Exp,
    /// gfx12 dscnt.
    Ds,
    /// gfx12 kmcnt.
    Km,
}

impl Counter {
    pub const COUNT: usize = 6;
    pub const ALL: [Counter; Counter::COUNT] =
        [Counter::Vm, Counter::Lgkm, Counter::Vs, Counter::Exp, Counter::Ds, Counter::Km];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Counter::Vm => "vmcnt",
            Counter::Lgkm => "lgkmcnt",
            Counter::Vs => "vscnt",
            Counter::Exp => "expcnt",
            Counter::Ds => "dscnt",
            Counter::Km => "kmcnt",
        }
    }
}

/// Memory latency is the one number nobody knows for a loaded GPU and it
/// decides the latency/issue crossover, so it is a parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Clocks from a vector memory load's issue to its data (and from a
    /// store's issue to its vscnt/vmcnt decrement).
    pub mem_latency: u32,
}

impl Default for Params {
    /// 320 clocks: ACO's vmem latency and LLVM's gfx11 model; the gfx9
    /// models say 80 issue slots, which is the same 320 clocks.
    fn default() -> Params {
        Params { mem_latency: 320 }
    }
}

impl Params {
    /// The pessimistic variant the reports show beside the default: a
    /// loaded memory system, three times the latency.
    pub fn long(&self) -> Params {
        Params { mem_latency: self.mem_latency.saturating_mul(3) }
    }
}

/// What limits a segment at a given occupancy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// `L / W > U`: the SIMD idles waiting on one wave's dependences;
    /// another wave would help.
    Latency,
    /// The named pipeline is busy the whole time; more waves buy nothing.
    Issue(Pipe),
}

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bound::Latency => f.write_str("latency"),
            Bound::Issue(p) => write!(f, "issue:{}", p.name()),
        }
    }
}

#[cfg(test)]
mod tests;
