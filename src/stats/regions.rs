//! Scheduling regions found again from a snapshot, the way LLVM's
//! MachineScheduler pass splits blocks (`getSchedRegions`): bottom-up from
//! the block end, a region ending at each boundary instruction (a call,
//! what `TII->isSchedulingBoundary` says, a FAKE_USE).
//!
//! Stats are taken before and after a scheduler ran, from two snapshots
//! whose instruction indices differ. What identifies a region in both is
//! its block and how many regions lie below it in the block: schedulers
//! move instructions inside regions, never across boundaries.

use crate::iterative::Region;
use crate::snapshot::{Function, Instr, InstrFlags};

/// Where a region sits, stable across scheduling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionKey {
    /// `MachineBasicBlock::getNumber()`.
    pub block: u32,
    /// Regions of the block below this one (0: the bottom region).
    pub from_bottom: u32,
}

/// A region of a snapshot with its key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitRegion {
    pub key: RegionKey,
    /// Index of the block in `Function::blocks`.
    pub block_index: usize,
    pub region: Region,
}

fn is_boundary(mi: &Instr) -> bool {
    mi.flags.0 & (InstrFlags::CALL | InstrFlags::SCHED_BOUNDARY) != 0 || &*mi.opcode_name == "FAKE_USE"
}

/// Counted instructions: LLVM's `NumRegionInstrs` skips debug instructions
/// and pseudo probes.
fn counts(mi: &Instr) -> bool {
    !mi.is_debug() && mi.flags.0 & InstrFlags::PSEUDO_PROBE == 0
}

/// Every region with at least one counted instruction, in the order the
/// pass visits them: blocks in layout order, bottom-up within a block.
pub fn split_regions(f: &Function) -> Vec<SplitRegion> {
    let mut out = Vec::new();
    for (block_index, b) in f.blocks.iter().enumerate() {
        let first = b.first_instr as usize;
        let instrs = f.block_instrs(b);
        let mut end = instrs.len();
        let mut from_bottom = 0;
        while end > 0 {
            // The region ends at the boundary just above `end`, if the
            // instruction there is one (or the block has no terminator at
            // its bottom: then the region runs to the block end).
            let boundary = if end < instrs.len() || is_boundary(&instrs[end - 1]) {
                end -= 1;
                Some(end)
            } else {
                None
            };
            let mut begin = end;
            let mut n = 0;
            while begin > 0 && !is_boundary(&instrs[begin - 1]) {
                begin -= 1;
                n += u32::from(counts(&instrs[begin]));
            }
            if n != 0 {
                out.push(SplitRegion {
                    key: RegionKey { block: b.number, from_bottom },
                    block_index,
                    region: Region {
                        first_instr: (first + begin) as u32,
                        num_instrs: (end - begin) as u32,
                        boundary: boundary.map(|e| (first + e) as u32),
                        num_region_instrs: n,
                        hints: Vec::new(),
                    },
                });
                from_bottom += 1;
            }
            end = begin;
        }
    }
    out
}

/// The key of a session region (numbered into `f`), found by its end.
pub fn key_of(splits: &[SplitRegion], f: &Function, r: &Region) -> Option<RegionKey> {
    let block = f.blocks.iter().position(|b| b.instr_range().contains(&(r.first_instr as usize)))?;
    splits
        .iter()
        .find(|s| s.block_index == block && s.region.boundary == r.boundary && s.region.first_instr == r.first_instr)
        .map(|s| s.key)
}
