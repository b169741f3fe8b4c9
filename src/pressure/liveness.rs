//! Liveness queries over the exported LiveIntervals.

use super::{vreg_info, LiveRegSet, VRegTable};
use crate::lanes::LaneMask;
use crate::snapshot::{Instr, Operand, SlotIndex};

/// Live set at `slot`: every vreg with an interval and live lanes there, in
/// ascending index order (so the map layout matches LLVM's `getLiveRegs`).
pub fn live_regs_at(vregs: &VRegTable, slot: SlotIndex) -> LiveRegSet {
    LiveRegSet::from_pairs(vregs.iter().enumerate().filter_map(|(i, v)| {
        let v = v.as_ref()?;
        let li = v.interval.as_ref()?;
        let lanes = li.live_lanes(slot, v.max_lanes, u64::MAX);
        (lanes != 0).then_some((i as u32, lanes))
    }))
}

/// Live sets at many slots with one pass over each interval, so that
/// computing every region's live-ins is linear in segments plus queries,
/// not vregs x regions lookups. `slots` may be in any order; the result is
/// in the same order as `slots`.
pub fn live_regs_at_many(vregs: &VRegTable, slots: &[SlotIndex]) -> Vec<LiveRegSet> {
    let mut order: Vec<usize> = (0..slots.len()).collect();
    order.sort_by_key(|&i| slots[i]);
    let mut pairs: Vec<Vec<(u32, LaneMask)>> = vec![Vec::new(); slots.len()];
    for (vi, v) in vregs.iter().enumerate() {
        let Some(v) = v.as_ref() else { continue };
        let Some(li) = v.interval.as_ref() else { continue };
        // Each range is swept once against the sorted query slots.
        let mut sweep = |segments: &[crate::snapshot::Segment], lanes: LaneMask| {
            let mut s = 0;
            for &qi in &order {
                let q = slots[qi];
                while s < segments.len() && segments[s].end <= q {
                    s += 1;
                }
                if s == segments.len() {
                    break;
                }
                if segments[s].start <= q {
                    match pairs[qi].last_mut() {
                        Some((r, m)) if *r == vi as u32 => *m |= lanes,
                        _ => pairs[qi].push((vi as u32, lanes)),
                    }
                }
            }
        };
        if li.has_subranges() {
            for sr in &li.subranges {
                sweep(&sr.range.segments, sr.lanes);
            }
        } else {
            sweep(&li.main.segments, v.max_lanes);
        }
    }
    pairs.into_iter().map(LiveRegSet::from_pairs).collect()
}

/// Lanes a def writes. The `undef` flag is ignored on purpose: for a
/// tentative schedule it is not reliable, and the use lanes were already
/// taken from LiveIntervals.
pub fn def_lanes(op: &Operand, vregs: &VRegTable) -> LaneMask {
    let v = op.reg.virt().expect("virtual register def");
    op.lanes(vreg_info(vregs, v).max_lanes)
}

/// Lanes each vreg is read with by `mi`, in first-operand order.
///
/// For registers with sub-ranges the lanes are narrowed to those live at
/// the instruction's *original* slot: that answer does not depend on where
/// a tentative schedule puts the instruction, because every sub-register
/// def dominates its uses.
pub fn collect_uses(mi: &Instr, vregs: &VRegTable) -> Vec<(u32, LaneMask)> {
    let mut uses = Vec::new();
    collect_uses_into(mi, vregs, &mut uses);
    uses
}

/// [`collect_uses`] into a buffer the caller keeps: a tracker recedes over
/// every instruction of a region many times per scheduling session, and
/// a fresh vector per step cost about a tenth of its time.
pub fn collect_uses_into(mi: &Instr, vregs: &VRegTable, uses: &mut Vec<(u32, LaneMask)>) {
    uses.clear();
    for op in &mi.operands {
        let Some(v) = op.reg.virt() else { continue };
        if !op.is_use() || !op.reads_reg() {
            continue;
        }
        let lanes = op.lanes(vreg_info(vregs, v).max_lanes);
        match uses.iter_mut().find(|(r, _)| *r == v) {
            Some((_, m)) => *m |= lanes,
            None => uses.push((v, lanes)),
        }
    }
    for (v, m) in uses.iter_mut() {
        let info = vreg_info(vregs, *v);
        if let Some(li) = info.interval.as_ref().filter(|li| li.has_subranges()) {
            *m = li.live_lanes(mi.base_slot(), info.max_lanes, *m);
        }
    }
}

/// Lanes of `vreg` (within `mask`) that are live through the whole block
/// in one segment: from its start slot to its last slot.
pub fn live_through_lanes(
    vregs: &VRegTable,
    vreg: u32,
    start: SlotIndex,
    last: SlotIndex,
    mask: LaneMask,
) -> LaneMask {
    let info = vreg_info(vregs, vreg);
    let Some(li) = info.interval.as_ref() else { return 0 };
    let one_segment =
        |r: &crate::snapshot::LiveRange| r.segment_containing(start).is_some_and(|s| s.contains(last));
    if li.has_subranges() {
        li.subranges
            .iter()
            .filter(|sr| sr.lanes & mask == sr.lanes && one_segment(&sr.range))
            .fold(0, |acc, sr| acc | sr.lanes)
    } else if info.max_lanes & mask == info.max_lanes && one_segment(&li.main) {
        info.max_lanes
    } else {
        0
    }
}
