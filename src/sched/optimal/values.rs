//! Value groups: everything one def writes of one register, with all its
//! readers. From the def down to its *last* reader some lane of the
//! register is live (each reader's lifetime covers the stretch down to
//! it), so the register's tuple weight counts there, whichever lanes it
//! is. Two groups must be live together when each one's def comes before
//! *some* reader of the other, a much weaker demand than for single
//! lifetimes: three loads whose results are combined pairwise by three
//! instructions are all live at once in every order, although no two of
//! their single lifetimes must overlap.

use super::bitset::BitSet;
use super::bounds::{Clique, Def, Lifetime, Read, UnionScratch};
use super::model::RegionModel;
use crate::lanes::{covered_regs, LaneMask};
use crate::snapshot::RegKind;

pub(crate) struct ValueGroup {
    pub reg: u32,
    pub def: Def,
    pub readers: Vec<Read>,
    /// The lanes of its narrowest lifetime: at least this many registers
    /// of the group are live wherever it is.
    pub stand_in: LaneMask,
    /// SUnits strictly between the def and some reader (the group is live
    /// at their def points).
    pub between: BitSet,
    /// `between` and the readers (live at their use points).
    pub reaches: BitSet,
}

pub(crate) fn value_groups(model: &RegionModel<'_>, lifetimes: &[Lifetime], ancestors: &[BitSet]) -> Vec<ValueGroup> {
    let n = model.n;
    let mut groups: Vec<ValueGroup> = Vec::new();
    for l in lifetimes {
        let k = match groups.iter().position(|g| g.reg == l.reg && g.def == l.def) {
            Some(k) => k,
            None => {
                groups.push(ValueGroup {
                    reg: l.reg,
                    def: l.def,
                    readers: Vec::new(),
                    stand_in: l.lanes,
                    between: BitSet::new(n),
                    reaches: BitSet::new(n),
                });
                groups.len() - 1
            }
        };
        let g = &mut groups[k];
        if covered_regs(l.lanes) < covered_regs(g.stand_in) {
            g.stand_in = l.lanes;
        }
        g.readers.push(l.read);
        // Strictly after the def and strictly before the reader.
        let mut span = match l.def {
            Def::Top => BitSet::full(n),
            Def::SUnit(d) => model.descendants[d as usize].clone(),
        };
        if let Read::SUnit(r) = l.read {
            span.intersect_with(&ancestors[r as usize]);
        }
        g.between.union_with(&span);
        g.reaches.union_with(&span);
        if let Read::SUnit(r) = l.read {
            g.reaches.insert(r as usize);
        }
    }
    groups
}

/// Must `a` and `b` be live together somewhere in every order?
fn must_overlap(model: &RegionModel<'_>, a: &ValueGroup, b: &ValueGroup) -> bool {
    let before = |d: Def, r: Read| match (d, r) {
        (Def::Top, _) | (_, Read::Bottom) => true,
        (Def::SUnit(d), Read::SUnit(r)) => model.before(d, r),
    };
    a.readers.iter().any(|&r| before(b.def, r)) && b.readers.iter().any(|&r| before(a.def, r))
}

/// Greedy pairwise-overlapping sets of groups, heaviest tuple weight
/// first, per register file.
pub(crate) fn group_cliques(model: &RegionModel<'_>, groups: &[ValueGroup], scratch: &mut UnionScratch) -> Vec<Clique> {
    const SEEDS: usize = 6;
    const SCAN: usize = 1500;
    let weight = |g: &ValueGroup, kinds: &[RegKind]| {
        let info = model.info[g.reg as usize];
        if kinds.contains(&info.kind) && info.is_tuple() {
            info.weight
        } else {
            0
        }
    };
    let mut out = Vec::new();
    let kinds: [&[RegKind]; 3] = [&[RegKind::Vgpr, RegKind::AvGpr], &[RegKind::Agpr], &[RegKind::Sgpr]];
    for kind in kinds {
        let mut order: Vec<usize> = (0..groups.len()).filter(|&k| weight(&groups[k], kind) > 0).collect();
        order.sort_by_key(|&k| std::cmp::Reverse(weight(&groups[k], kind)));
        order.truncate(SCAN);
        for &seed in order.iter().take(SEEDS) {
            let mut members = vec![seed];
            for &k in &order {
                if k != seed && members.iter().all(|&m| must_overlap(model, &groups[m], &groups[k])) {
                    members.push(k);
                }
            }
            let mut defs = BitSet::new(model.n);
            for &m in &members {
                let g = &groups[m];
                if !scratch.has(g.reg) {
                    scratch.add(g.reg, g.stand_in);
                }
                if let Def::SUnit(d) = g.def {
                    defs.insert(d as usize);
                }
            }
            out.push(Clique { pressure: scratch.take(model), defs });
        }
    }
    out
}
