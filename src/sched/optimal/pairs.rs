//! Pair bounds: two unordered SUnits, one of which must come first.
//!
//! If `a` and `b` are unordered, every order puts one above the other.
//! With `b` above `a`, whatever `b` writes for a reader below `a` is live
//! at `a`'s def point, on top of what spans `a` anyway; symmetrically for
//! `a` above `b`. The componentwise smaller of the two cases bounds every
//! order. This is what sees that of two wide copies feeding one consumer,
//! the second must be written while the first is still held, which no
//! single-SUnit bound can tell.

use super::bitset::BitSet;
use super::bounds::{Clique, Def, Lifetime, Read, UnionScratch};
use super::model::RegionModel;
use crate::pressure::RegPressure;

/// Regions above this size get no pair bounds (quadratic in pairs).
pub(crate) const MAX_SUNITS: usize = 160;

pub(crate) fn pair_bounds(model: &RegionModel<'_>, lifetimes: &[Lifetime], peak: &[RegPressure]) -> Vec<Clique> {
    let n = model.n;
    if n > MAX_SUNITS {
        return Vec::new();
    }
    // Lifetimes spanning each SUnit's def point, and each SUnit's own.
    let mut spanning: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut own: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, l) in lifetimes.iter().enumerate() {
        if let Def::SUnit(d) = l.def {
            own[d as usize].push(k);
        }
        for i in 0..n as u32 {
            let def_before = match l.def {
                Def::Top => true,
                Def::SUnit(d) => model.before(d, i),
            };
            let read_after = match l.read {
                Read::Bottom => true,
                Read::SUnit(r) => model.before(i, r),
            };
            if def_before && read_after {
                spanning[i as usize].push(k);
            }
        }
    }
    let mut scratch = UnionScratch::new(model.num_regs());
    // `a`'s def point with `b` placed above it: `b`'s values read below `a`
    // join what spans `a`. `None` when that adds nothing.
    let with_above = |a: u32, b: u32, scratch: &mut UnionScratch| -> Option<RegPressure> {
        let extra: Vec<usize> = own[b as usize]
            .iter()
            .copied()
            .filter(|&k| match lifetimes[k].read {
                Read::Bottom => true,
                Read::SUnit(r) => model.before(a, r),
            })
            .collect();
        if extra.is_empty() {
            return None;
        }
        for &k in spanning[a as usize].iter().chain(&extra) {
            scratch.add(lifetimes[k].reg, lifetimes[k].lanes);
        }
        Some(model.def_pressure[a as usize] + scratch.take(model))
    };
    let mut out = Vec::new();
    for a in 0..n as u32 {
        for b in a + 1..n as u32 {
            if model.comparable(a, b) {
                continue;
            }
            let plain = peak[a as usize].max(&peak[b as usize]);
            let b_first = with_above(a, b, &mut scratch).map(|p| p.max(&plain));
            let a_first = with_above(b, a, &mut scratch).map(|p| p.max(&plain));
            let (Some(x), Some(y)) = (b_first, a_first) else { continue };
            // Whichever comes first, the pressure is at least the smaller.
            let both = x + y - x.max(&y);
            if both != plain {
                let mut guard = BitSet::new(n);
                guard.insert(a as usize);
                guard.insert(b as usize);
                out.push(Clique { pressure: both, defs: guard });
            }
        }
    }
    out
}
