//! Dominance memo over scheduled sets.
//!
//! The live set above a set of bottom-scheduled SUnits depends only on the
//! set (when the constraints order every def/use pair of a lane, see
//! `RegionModel::set_determines_live`), so two partial orders of the same
//! set differ only in the maximum pressure they reached. If one reached a
//! componentwise smaller or equal maximum, every completion of the other
//! is at least as bad (the key is monotone), and the other can be cut.
//! Per set the memo keeps the maxima that are not dominated.

use crate::pressure::RegPressure;
use std::collections::HashMap;

/// The sets with one hash: each set's key words and its undominated maxima.
type Bucket = Vec<(Box<[u64]>, Vec<RegPressure>)>;

pub(crate) struct Memo {
    /// Zobrist hash -> the sets with that hash.
    table: HashMap<u64, Bucket, PassThrough>,
    states: usize,
    limit: usize,
}

/// What `Memo::offer` decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Offer {
    /// A maximum no worse was stored for this set before.
    Dominated,
    /// Remembered (or the memo is full); search on.
    New,
}

impl Memo {
    pub fn new(limit: usize) -> Memo {
        Memo { table: HashMap::with_hasher(PassThrough), states: 0, limit }
    }

    pub fn states(&self) -> usize {
        self.states
    }

    /// `key` identifies the placed set (its words, or a canonical form).
    pub fn offer(&mut self, hash: u64, key: &[u64], max: &RegPressure) -> Offer {
        let full = self.states >= self.limit;
        let bucket = self.table.entry(hash).or_default();
        if let Some((_, maxima)) = bucket.iter_mut().find(|(w, _)| **w == *key) {
            if maxima.iter().any(|m| dominates(m, max)) {
                return Offer::Dominated;
            }
            maxima.retain(|m| !dominates(max, m));
            maxima.push(*max);
            return Offer::New;
        }
        if !full {
            bucket.push((key.into(), vec![*max]));
            self.states += 1;
        }
        Offer::New
    }
}

/// Is `a <= b` in every counter?
pub(crate) fn dominates(a: &RegPressure, b: &RegPressure) -> bool {
    let ((ar, at), (br, bt)) = (a.raw(), b.raw());
    ar.iter().zip(&br).all(|(x, y)| x <= y) && at.iter().zip(&bt).all(|(x, y)| x <= y)
}

/// The keys are already Zobrist hashes.
#[derive(Clone, Copy, Default)]
pub(crate) struct PassThrough;

impl std::hash::BuildHasher for PassThrough {
    type Hasher = PassThroughHasher;
    fn build_hasher(&self) -> PassThroughHasher {
        PassThroughHasher(0)
    }
}

pub(crate) struct PassThroughHasher(u64);

impl std::hash::Hasher for PassThroughHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8 | u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

/// Deterministic per-SUnit random words for the Zobrist hash (splitmix64).
pub(crate) fn zobrist(n: usize) -> Vec<u64> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..n)
        .map(|_| {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pressure::RegPressure;

    #[test]
    fn keeps_only_undominated_maxima() {
        let mut memo = Memo::new(10);
        let set = [2u64];
        let zero = RegPressure::new();
        let mut one = RegPressure::new();
        let info = crate::snapshot::VRegInfo {
            class_name: "vgpr_32".into(),
            kind: crate::snapshot::RegKind::Vgpr,
            size_bits: 32,
            weight: 1,
            max_lanes: 3,
            tsflags: 0,
            interval: None,
        };
        one.inc(&info, 0, 3);
        assert_eq!(memo.offer(7, &set, &one), Offer::New);
        assert_eq!(memo.offer(7, &set, &one), Offer::Dominated);
        assert_eq!(memo.offer(7, &set, &zero), Offer::New);
        assert_eq!(memo.offer(7, &set, &one), Offer::Dominated);
        // Same hash, different set: no interference.
        let other = [0u64];
        assert_eq!(memo.offer(7, &other, &one), Offer::New);
        assert_eq!(memo.states(), 2);
    }
}
