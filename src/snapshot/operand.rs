//! Register operands with the flags the pressure trackers and the
//! schedule checker read.

use crate::lanes::LaneMask;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reg {
    /// Virtual register by index (`Register::virtReg2Index`).
    Virt(u32),
    /// Physical register number (`MCRegister`), target-specific.
    Phys(u32),
}

impl Reg {
    pub fn is_virtual(self) -> bool {
        matches!(self, Reg::Virt(_))
    }

    pub fn virt(self) -> Option<u32> {
        match self {
            Reg::Virt(v) => Some(v),
            Reg::Phys(_) => None,
        }
    }

    pub fn phys(self) -> Option<u32> {
        match self {
            Reg::Phys(p) => Some(p),
            Reg::Virt(_) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OperandFlags(pub u32);

impl OperandFlags {
    pub const DEF: u32 = 1 << 0;
    pub const UNDEF: u32 = 1 << 1;
    pub const DEAD: u32 = 1 << 2;
    pub const KILL: u32 = 1 << 3;
    pub const IMPLICIT: u32 = 1 << 4;
    pub const TIED: u32 = 1 << 5;
    pub const EARLY_CLOBBER: u32 = 1 << 6;
    pub const INTERNAL_READ: u32 = 1 << 7;
    pub const DEBUG: u32 = 1 << 8;
    pub const RENAMABLE: u32 = 1 << 9;

    pub fn has(self, bit: u32) -> bool {
        self.0 & bit != 0
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Operand {
    pub reg: Reg,
    /// Sub-register index (0 = whole register).
    pub sub_reg: u32,
    /// `TRI->getSubRegIndexLaneMask(sub_reg)`; 0 when `sub_reg == 0`.
    pub sub_lanes: LaneMask,
    pub flags: OperandFlags,
}

impl Operand {
    pub fn is_def(&self) -> bool {
        self.flags.has(OperandFlags::DEF)
    }
    pub fn is_use(&self) -> bool {
        !self.is_def()
    }
    pub fn is_undef(&self) -> bool {
        self.flags.has(OperandFlags::UNDEF)
    }
    pub fn is_dead(&self) -> bool {
        self.flags.has(OperandFlags::DEAD)
    }
    pub fn is_early_clobber(&self) -> bool {
        self.flags.has(OperandFlags::EARLY_CLOBBER)
    }
    pub fn is_implicit(&self) -> bool {
        self.flags.has(OperandFlags::IMPLICIT)
    }
    pub fn is_debug(&self) -> bool {
        self.flags.has(OperandFlags::DEBUG)
    }

    /// `MachineOperand::readsReg`: an undef or bundle-internal read reads
    /// nothing; a sub-register def reads the other lanes unless undef.
    pub fn reads_reg(&self) -> bool {
        !self.is_undef()
            && !self.flags.has(OperandFlags::INTERNAL_READ)
            && (self.is_use() || self.sub_reg != 0)
    }

    /// Lanes this operand touches: the sub-register's lanes, or the whole
    /// register (`max_lanes`) without a sub-register index.
    pub fn lanes(&self, max_lanes: LaneMask) -> LaneMask {
        if self.sub_reg != 0 {
            self.sub_lanes
        } else {
            max_lanes
        }
    }
}
