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
                        loop_depth: 0,
                        loop_header: None,
                        original_position: Vec::new(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snapshot::{Block, InstrFlags};

    fn mi(flags: u32) -> Instr {
        Instr { opcode: 0, opcode_name: "OP".into(), flags: InstrFlags(flags), slot: Some(0), operands: vec![], text: String::new() }
    }

    /// Block 0: `a b CALL c DBG d TERM`; block 1: `e f` (no terminator).
    /// LLVM's pass announces, bottom-up: [c DBG d] ending at TERM, [a b]
    /// ending at the call; then [e f] running to the block end.
    #[test]
    fn splits_like_the_machine_scheduler() {
        let b = InstrFlags::SCHED_BOUNDARY;
        let instrs = vec![
            mi(0),
            mi(0),
            mi(InstrFlags::CALL),
            mi(0),
            mi(InstrFlags::DEBUG | InstrFlags::DEBUG_VALUE),
            mi(0),
            mi(b | InstrFlags::TERMINATOR),
            mi(0),
            mi(0),
        ];
        let block = |number, first, n| Block { name: format!("bb.{number}"), number, start: 0, last: 0, end: 0, first_instr: first, num_instrs: n };
        let f = Function { blocks: vec![block(0, 0, 7), block(1, 7, 2)], instrs, ..Default::default() };
        let got: Vec<(u32, u32, u32, u32, Option<u32>, u32)> = split_regions(&f)
            .iter()
            .map(|s| (s.key.block, s.key.from_bottom, s.region.first_instr, s.region.num_instrs, s.region.boundary, s.region.num_region_instrs))
            .collect();
        assert_eq!(got, [(0, 0, 3, 3, Some(6), 2), (0, 1, 0, 2, Some(2), 2), (1, 0, 7, 2, None, 2)]);
        // A session region is found again by its end.
        let splits = split_regions(&f);
        assert_eq!(key_of(&splits, &f, &splits[1].region), Some(RegionKey { block: 0, from_bottom: 1 }));
    }
}
