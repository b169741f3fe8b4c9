//! WWM register pre-allocation: a drop-in for `si-pre-allocate-wwm-regs`.
//!
//! Whole-wave code writes lanes that are inactive around it, so a register
//! it defines may hold nothing else anywhere in the function. LLVM picks
//! those registers before the per-lane allocator runs and reserves them for
//! the whole function. This module makes every decision of that pass; the
//! shim (`cpp-shim/wwm_prealloc.cpp`) only reports LLVM's facts and applies
//! the result:
//!
//! * [`opcodes`]: which instructions open and close WWM regions (by name);
//! * [`rpo`]: the block order LLVM walks (reverse post-order);
//! * [`plan`]: which virtual registers are WWM definitions, in that order;
//! * [`choose`]: the register for one of them, from the allocation order
//!   and the "used" / interference facts, asked for lazily like LLVM does;
//! * [`session`]: the command loop the shim drives;
//! * [`shadow`]: comparing our choices with the in-tree pass's.

pub mod choose;
pub mod function;
pub mod opcodes;
pub mod plan;
pub mod rpo;
pub mod session;
pub mod shadow;

pub use function::{WwmBlock, WwmFunction, WwmInstr};
pub use session::{Session, Step};
