//! The "occupancy calculator" view: for every wave count, how many
//! registers a wave may use. Printed by `gcnrs occupancy --table`.

use super::target::GcnTarget;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThresholdRow {
    pub waves: u32,
    /// Largest `TotalNumSgprs` that still allows `waves` (by the SGPR
    /// occupancy ladder llc uses for `; Occupancy:`); `None` when SGPRs
    /// cannot limit occupancy to below `waves` (always on gfx10+).
    pub max_sgprs: Option<u32>,
    /// Largest VGPR count (unified on gfx90a-class) that still allows `waves`.
    pub max_vgprs: u32,
    /// The allocator's addressable SGPR budget at this wave count.
    pub sgpr_budget: u32,
    /// Counts llc pads to when `waves` is the waves-per-EU maximum (0: none).
    pub min_sgprs: u32,
    pub min_vgprs: u32,
}

impl GcnTarget {
    /// One row per wave count `1..=W`.
    pub fn threshold_table(&self) -> Vec<ThresholdRow> {
        (1..=self.max_waves_per_eu())
            .map(|waves| ThresholdRow {
                waves,
                max_sgprs: self.max_sgprs_for_occupancy(waves),
                max_vgprs: self.max_vgprs_for_waves(waves),
                sgpr_budget: self.max_sgprs_for_waves(waves, true),
                min_sgprs: self.min_sgprs_for_waves(waves),
                min_vgprs: self.min_vgprs_for_waves(waves),
            })
            .collect()
    }

    /// Inverse of the SGPR ladder. SGPR counts never exceed a few hundred,
    /// so a bounded search is simpler and obviously consistent with
    /// [`GcnTarget::occupancy_with_sgprs`].
    fn max_sgprs_for_occupancy(&self, waves: u32) -> Option<u32> {
        const SEARCH_LIMIT: u32 = 1024;
        if self.occupancy_with_sgprs(SEARCH_LIMIT) >= waves {
            return None;
        }
        (0..SEARCH_LIMIT)
            .rev()
            .find(|&n| self.occupancy_with_sgprs(n) >= waves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gfx900_table_matches_the_spec_ladders() {
        let t = GcnTarget::from_cpu("gfx900", "").unwrap();
        let rows = t.threshold_table();
        assert_eq!(rows.len(), 10);
        let sgprs: Vec<Option<u32>> = rows.iter().map(|r| r.max_sgprs).collect();
        // §3.2: <=80 -> 10, <=88 -> 9, <=100 -> 8, else 7.
        assert_eq!(
            sgprs,
            [
                None,
                None,
                None,
                None,
                None,
                None,
                None,
                Some(100),
                Some(88),
                Some(80)
            ]
        );
        // §3.1 gfx900 steps: 24 -> 10 waves, 28 -> 9, 32 -> 8, 36 -> 7, 40 -> 6,
        // 48 -> 5, 64 -> 4, 84 -> 3, 128 -> 2, 256 -> 1.
        let vgprs: Vec<u32> = rows.iter().map(|r| r.max_vgprs).collect();
        assert_eq!(vgprs, [256, 128, 84, 64, 48, 40, 36, 32, 28, 24]);
    }

    #[test]
    fn gfx10_sgprs_never_limit() {
        let t = GcnTarget::from_cpu("gfx1100", "").unwrap();
        let rows = t.threshold_table();
        assert_eq!(rows.len(), 16);
        assert!(rows.iter().all(|r| r.max_sgprs.is_none()));
        // §3.1 gfx1100 w32: 96 VGPRs -> 16 waves, 768 (capped at 256) -> 1.
        assert_eq!(rows[15].max_vgprs, 96);
        assert_eq!(rows[0].max_vgprs, 256);
    }
}
