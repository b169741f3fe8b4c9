//! What the checker reports, printable without the instructions
//! (`Display`) or with opcode names ([`Violation::describe`]).

use crate::lanes::{fmt_lanes, LaneMask};
use crate::snapshot::{Instr, Reg};
use std::fmt;

/// Register dependence kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegDep {
    /// Read after write: the second reads lanes the first writes.
    Raw,
    /// Write after read: the second writes lanes the first reads.
    War,
    /// Write after write on overlapping lanes.
    Waw,
}

/// Memory ordering rules (the checker's own may-alias rules, no alias
/// analysis).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MemRule {
    /// A store against a load or another store it may alias.
    StoreOrder,
    /// An instruction with unmodelled side effects, an ordered memory
    /// reference, a call or a barrier, against a memory access, another
    /// such instruction or one that may raise FP exceptions.
    Ordered,
}

/// Why two instructions must keep their relative order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    Reg {
        kind: RegDep,
        reg: Reg,
        /// Overlapping lanes for a virtual register; `None` for physical
        /// registers (compared as whole registers).
        lanes: Option<LaneMask>,
    },
    Memory(MemRule),
    /// One of them is a region boundary (terminator, scheduling boundary,
    /// call), which nothing may cross.
    Boundary,
}

/// One problem with a proposed order. Instruction numbers are indices into
/// the checked instruction slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Violation {
    /// The order names an index past the end of the slice.
    OutOfRange { instr: u32 },
    /// The order names a debug instruction (or pseudo probe, or bundled
    /// instruction), which is not scheduled.
    NotSchedulable { instr: u32 },
    Duplicate { instr: u32 },
    Missing { instr: u32 },
    /// `first` precedes `second` in the original order, must stay before it
    /// because of `rule`, but the proposed order puts it after.
    Reordered { first: u32, second: u32, rule: Rule },
}

pub(super) fn fmt_reg(reg: Reg) -> String {
    match reg {
        Reg::Virt(v) => format!("%{v}"),
        Reg::Phys(p) => format!("$physreg{p}"),
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::Reg { kind, reg, lanes } => {
                let kind = match kind {
                    RegDep::Raw => "RAW",
                    RegDep::War => "WAR",
                    RegDep::Waw => "WAW",
                };
                write!(f, "{kind} on {}", fmt_reg(*reg))?;
                if let Some(l) = lanes {
                    write!(f, " lanes {}", fmt_lanes(*l))?;
                }
                Ok(())
            }
            Rule::Memory(MemRule::StoreOrder) => f.write_str("memory: store vs load/store"),
            Rule::Memory(MemRule::Ordered) => {
                f.write_str("memory: side effects/ordered/call/barrier vs memory or ordered")
            }
            Rule::Boundary => f.write_str("region boundary"),
        }
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::OutOfRange { instr } => write!(f, "instr {instr} is out of range"),
            Violation::NotSchedulable { instr } => write!(f, "instr {instr} is not schedulable (debug/probe/bundled)"),
            Violation::Duplicate { instr } => write!(f, "instr {instr} appears more than once"),
            Violation::Missing { instr } => write!(f, "instr {instr} is missing"),
            Violation::Reordered { first, second, rule } => {
                write!(f, "instr {first} must stay before instr {second}: {rule}")
            }
        }
    }
}

impl Violation {
    /// Like `Display`, with opcode names from the checked slice.
    pub fn describe(&self, instrs: &[Instr]) -> String {
        let name = |i: u32| {
            instrs.get(i as usize).map(|x| &*x.opcode_name).unwrap_or("?").to_string()
        };
        match self {
            Violation::Reordered { first, second, rule } => format!(
                "instr {first} ({}) must stay before instr {second} ({}): {rule}",
                name(*first),
                name(*second)
            ),
            Violation::OutOfRange { .. } => self.to_string(),
            Violation::NotSchedulable { instr }
            | Violation::Duplicate { instr }
            | Violation::Missing { instr } => format!("{self} ({})", name(*instr)),
        }
    }

    /// The ordered pair for a `Reordered` violation.
    pub fn pair(&self) -> Option<(u32, u32)> {
        match self {
            Violation::Reordered { first, second, .. } => Some((*first, *second)),
            _ => None,
        }
    }
}
