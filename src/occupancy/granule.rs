//! Registers as the hardware hands them out: in whole allocation granules
//! ("blocks"). A wave that uses one register past a block boundary pays
//! for the whole next block, so the useful question is how many registers
//! to free to give a block back (what AMD's Radeon GPU Analyzer reports).

use super::target::GcnTarget;

/// One register file's use, rounded to its allocation granule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Granules {
    /// Registers the kernel uses.
    pub used: u32,
    /// Registers per allocation block.
    pub granule: u32,
    /// `used` rounded up to whole blocks.
    pub allocated: u32,
    pub blocks: u32,
    /// Registers to free to need one block less (0 without registers).
    pub to_save_block: u32,
}

impl Granules {
    fn of(used: u32, granule: u32) -> Granules {
        let blocks = used.div_ceil(granule);
        let allocated = blocks * granule;
        Granules {
            used,
            granule,
            allocated,
            blocks,
            to_save_block: if used == 0 {
                0
            } else {
                used - (allocated - granule)
            },
        }
    }
}

impl GcnTarget {
    /// VGPR blocks for `vgprs` (the unified arch + AGPR count on the
    /// gfx90a class, where both share the blocks).
    pub fn vgpr_granules(&self, vgprs: u32) -> Granules {
        Granules::of(vgprs, self.vgpr_granule())
    }

    /// SGPR blocks for `sgprs` (`TotalNumSgprs`); `None` from gfx10 on,
    /// where every wave gets the whole SGPR file and SGPRs never limit.
    pub fn sgpr_granules(&self, sgprs: u32) -> Option<Granules> {
        (self.generation() < 10).then(|| Granules::of(sgprs, self.sgpr_granule()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_and_the_registers_that_save_one() {
        // gfx900: granule 4; 25 VGPRs take 7 blocks (28), freeing 1 gives
        // one back. 24 VGPRs fill 6 blocks exactly: free 4 to save one.
        let t = GcnTarget::from_cpu("gfx900", "").unwrap();
        let g = t.vgpr_granules(25);
        assert_eq!(
            (g.granule, g.allocated, g.blocks, g.to_save_block),
            (4, 28, 7, 1)
        );
        assert_eq!(t.vgpr_granules(24).to_save_block, 4);
        assert_eq!(
            t.vgpr_granules(0),
            Granules {
                used: 0,
                granule: 4,
                allocated: 0,
                blocks: 0,
                to_save_block: 0
            }
        );
        // SGPRs: 16 per block on gfx9; 40 -> 48 in 3 blocks.
        let s = t.sgpr_granules(40).unwrap();
        assert_eq!((s.allocated, s.blocks, s.to_save_block), (48, 3, 8));
        // gfx1100 wave32 allocates 24 at a time; gfx1250 16.
        let g = GcnTarget::from_cpu("gfx1100", "")
            .unwrap()
            .vgpr_granules(97);
        assert_eq!((g.allocated, g.blocks, g.to_save_block), (120, 5, 1));
        assert_eq!(
            GcnTarget::from_cpu("gfx1250", "")
                .unwrap()
                .vgpr_granules(65)
                .allocated,
            80
        );
        assert!(GcnTarget::from_cpu("gfx1030", "")
            .unwrap()
            .sgpr_granules(40)
            .is_none());
    }
}
