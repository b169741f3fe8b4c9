//! LiveIntervals, copied as sorted segment lists so liveness queries can be
//! answered in Rust.
//!
//! Slot indices are exported as plain integers that preserve LLVM's order;
//! within one instruction's index entry the four slots (block, early-clobber,
//! register, dead) are consecutive, so `base | slot` arithmetic is valid, but
//! nothing may be assumed about the distance between entries.

use crate::lanes::LaneMask;
use serde::{Deserialize, Serialize};

pub type SlotIndex = i64;

/// Slot arithmetic within one index entry (LLVM's `SlotIndex::Slot`).
pub mod slot {
    use super::SlotIndex;
    pub fn base(s: SlotIndex) -> SlotIndex {
        s & !3
    }
    pub fn early_clobber(s: SlotIndex) -> SlotIndex {
        base(s) | 1
    }
    pub fn register(s: SlotIndex) -> SlotIndex {
        base(s) | 2
    }
    pub fn dead(s: SlotIndex) -> SlotIndex {
        base(s) | 3
    }
}

/// Half-open `[start, end)`, like `LiveRange::Segment`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Segment {
    pub start: SlotIndex,
    pub end: SlotIndex,
}

impl Segment {
    pub fn contains(&self, s: SlotIndex) -> bool {
        self.start <= s && s < self.end
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveRange {
    /// Sorted, non-overlapping.
    pub segments: Vec<Segment>,
}

impl LiveRange {
    /// `LiveRange::getSegmentContaining`.
    pub fn segment_containing(&self, s: SlotIndex) -> Option<&Segment> {
        // First segment whose end is past `s`, then check its start.
        let i = self.segments.partition_point(|seg| seg.end <= s);
        self.segments.get(i).filter(|seg| seg.start <= s)
    }

    /// `LiveRange::liveAt`.
    pub fn live_at(&self, s: SlotIndex) -> bool {
        self.segment_containing(s).is_some()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubRange {
    pub lanes: LaneMask,
    pub range: LiveRange,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveInterval {
    pub main: LiveRange,
    /// Empty when LLVM tracks the register as a whole.
    pub subranges: Vec<SubRange>,
}

impl LiveInterval {
    pub fn has_subranges(&self) -> bool {
        !self.subranges.is_empty()
    }

    /// Lanes live at `s`, restricted to `filter` (GCN `getLiveLaneMask`):
    /// with sub-ranges, the union of the live sub-ranges that intersect the
    /// filter; otherwise all of `max_lanes` if the main range is live.
    pub fn live_lanes(&self, s: SlotIndex, max_lanes: LaneMask, filter: LaneMask) -> LaneMask {
        let live = if self.has_subranges() {
            self.subranges
                .iter()
                .filter(|sr| sr.lanes & filter != 0 && sr.range.live_at(s))
                .fold(0, |acc, sr| acc | sr.lanes)
        } else if self.main.live_at(s) {
            max_lanes
        } else {
            0
        };
        live & filter
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(segs: &[(i64, i64)]) -> LiveRange {
        LiveRange { segments: segs.iter().map(|&(start, end)| Segment { start, end }).collect() }
    }

    #[test]
    fn segments_are_half_open() {
        let r = range(&[(16, 34), (48, 64)]);
        assert!(!r.live_at(15));
        assert!(r.live_at(16));
        assert!(r.live_at(33));
        assert!(!r.live_at(34));
        assert!(r.live_at(63));
        assert!(!r.live_at(64));
        assert_eq!(r.segment_containing(50), Some(&Segment { start: 48, end: 64 }));
    }

    #[test]
    fn subranges_are_filtered_before_the_liveness_test() {
        let li = LiveInterval {
            main: range(&[(0, 100)]),
            subranges: vec![
                SubRange { lanes: 0x3, range: range(&[(0, 50)]) },
                SubRange { lanes: 0xC, range: range(&[(0, 100)]) },
            ],
        };
        assert_eq!(li.live_lanes(60, 0xF, u64::MAX), 0xC);
        assert_eq!(li.live_lanes(10, 0xF, u64::MAX), 0xF);
        assert_eq!(li.live_lanes(10, 0xF, 0x1), 0x1);
        let whole = LiveInterval { main: range(&[(0, 10)]), subranges: vec![] };
        assert_eq!(whole.live_lanes(5, 0xF, u64::MAX), 0xF);
        assert_eq!(whole.live_lanes(5, 0xF, 0x3), 0x3);
        assert_eq!(whole.live_lanes(10, 0xF, u64::MAX), 0);
    }
}
