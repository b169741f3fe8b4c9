//! The tracker's live set: virtual register -> live lanes.
//!
//! LLVM keeps this in a `DenseMap<unsigned, LaneBitmask>`, and one piece of
//! observable output depends on it: `amdgpu-print-rp` reports live-set
//! mismatches in the map's bucket order. To be byte-identical we reproduce
//! the map's layout exactly: the same hash (`key * 37`), quadratic probing,
//! tombstones, growth thresholds and rehash order. Entries whose mask is
//! empty are real entries here too (LLVM's `operator[]` creates them), and
//! they matter for equality and for the mismatch report.

use crate::lanes::LaneMask;

const EMPTY: u32 = u32::MAX;
const TOMBSTONE: u32 = u32::MAX - 1;
/// `Register::index2VirtReg`: virtual registers have the top bit set, and
/// the hash is taken of that full id.
const VIRT_BIT: u32 = 1 << 31;
const MIN_BUCKETS: usize = 64;

#[derive(Clone, Debug, Default)]
pub struct LiveRegSet {
    /// (key, lanes); key is the full register id or EMPTY/TOMBSTONE.
    buckets: Vec<(u32, LaneMask)>,
    entries: usize,
    tombstones: usize,
}

enum Probe {
    Found(usize),
    /// Where an insertion would go (a tombstone seen first, else the empty).
    Vacant(usize),
    NoBuckets,
}

impl LiveRegSet {
    pub fn new() -> Self {
        Self::default()
    }

    /// Build from (vreg, lanes) pairs inserted in the given order, like
    /// `getLiveRegs` does (ascending vreg index).
    pub fn from_pairs(pairs: impl IntoIterator<Item = (u32, LaneMask)>) -> Self {
        let mut s = Self::new();
        for (v, m) in pairs {
            *s.entry(v) = m;
        }
        s
    }

    pub fn len(&self) -> usize {
        self.entries
    }

    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    fn hash(key: u32) -> usize {
        key.wrapping_mul(37) as usize
    }

    fn probe(&self, key: u32) -> Probe {
        let n = self.buckets.len();
        if n == 0 {
            return Probe::NoBuckets;
        }
        let mask = n - 1;
        let mut b = Self::hash(key) & mask;
        let mut step = 1;
        let mut tomb = None;
        loop {
            match self.buckets[b].0 {
                k if k == key => return Probe::Found(b),
                EMPTY => return Probe::Vacant(tomb.unwrap_or(b)),
                TOMBSTONE if tomb.is_none() => tomb = Some(b),
                _ => {}
            }
            b = (b + step) & mask;
            step += 1;
        }
    }

    pub fn get(&self, vreg: u32) -> Option<LaneMask> {
        match self.probe(vreg | VIRT_BIT) {
            Probe::Found(b) => Some(self.buckets[b].1),
            _ => None,
        }
    }

    /// Lanes of `vreg`, empty when absent (`DenseMap::lookup`).
    pub fn lanes(&self, vreg: u32) -> LaneMask {
        self.get(vreg).unwrap_or(0)
    }

    /// `operator[]`: the entry, created with no lanes if absent.
    pub fn entry(&mut self, vreg: u32) -> &mut LaneMask {
        let key = vreg | VIRT_BIT;
        let b = match self.probe(key) {
            Probe::Found(b) => b,
            probe => self.insert_at(key, probe),
        };
        &mut self.buckets[b].1
    }

    fn insert_at(&mut self, key: u32, probe: Probe) -> usize {
        let n = self.buckets.len();
        let new_entries = self.entries + 1;
        let mut probe = probe;
        if new_entries * 4 >= n * 3 {
            self.grow(n * 2);
            probe = self.probe(key);
        } else if n - (new_entries + self.tombstones) <= n / 8 {
            self.grow(n);
            probe = self.probe(key);
        }
        let Probe::Vacant(b) = probe else { unreachable!("key absent after growth") };
        self.entries += 1;
        if self.buckets[b].0 == TOMBSTONE {
            self.tombstones -= 1;
        }
        self.buckets[b] = (key, 0);
        b
    }

    /// Rehash into `max(64, next power of two >= at_least)` buckets, moving
    /// entries in old bucket order (which decides the new layout).
    fn grow(&mut self, at_least: usize) {
        let n = at_least.max(1).next_power_of_two().max(MIN_BUCKETS);
        let old = std::mem::replace(&mut self.buckets, vec![(EMPTY, 0); n]);
        self.entries = 0;
        self.tombstones = 0;
        for (k, m) in old {
            if k != EMPTY && k != TOMBSTONE {
                let Probe::Vacant(b) = self.probe(k) else { unreachable!() };
                self.buckets[b] = (k, m);
                self.entries += 1;
            }
        }
    }

    pub fn remove(&mut self, vreg: u32) -> bool {
        match self.probe(vreg | VIRT_BIT) {
            Probe::Found(b) => {
                self.buckets[b].0 = TOMBSTONE;
                self.entries -= 1;
                self.tombstones += 1;
                true
            }
            _ => false,
        }
    }

    /// Entries in bucket order (LLVM's iteration order).
    pub fn iter(&self) -> impl Iterator<Item = (u32, LaneMask)> + '_ {
        self.buckets
            .iter()
            .filter(|(k, _)| *k != EMPTY && *k != TOMBSTONE)
            .map(|&(k, m)| (k & !VIRT_BIT, m))
    }

    /// Entries with lanes, by ascending vreg index (how sets are printed).
    pub fn sorted(&self) -> Vec<(u32, LaneMask)> {
        let mut v: Vec<_> = self.iter().filter(|&(_, m)| m != 0).collect();
        v.sort_unstable_by_key(|&(r, _)| r);
        v
    }

    /// DenseMap equality: same size and every entry equal (empty-mask
    /// entries included).
    pub fn same_as(&self, other: &LiveRegSet) -> bool {
        self.len() == other.len() && self.iter().all(|(v, m)| other.get(v) == Some(m))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    #[test]
    fn iteration_follows_hash_buckets() {
        // Ids 0x80000000|v hash to (v*37 + 0x80000000*37) & 63; 0x80000000*37
        // is 0 mod 64, so bucket = v*37 mod 64: v=1 -> 37, v=2 -> 10, v=3 -> 47.
        let s = LiveRegSet::from_pairs([(1, 3), (2, 3), (3, 3)]);
        let order: Vec<u32> = s.iter().map(|(v, _)| v).collect();
        assert_eq!(order, vec![2, 1, 3]);
    }

    #[test]
    fn collisions_probe_quadratically() {
        // v and v+64 share a bucket; the second goes 1 slot further, a third
        // colliding key 1+2 = 3 slots from the start.
        let s = LiveRegSet::from_pairs([(0, 1), (64, 2), (128, 3)]);
        let order: Vec<u32> = s.iter().map(|(v, _)| v).collect();
        assert_eq!(order, vec![0, 64, 128]);
        let mut s2 = s.clone();
        s2.remove(64);
        assert_eq!(s2.get(128), Some(3), "lookup must probe past the tombstone");
        *s2.entry(192) = 4; // reuses the tombstone at bucket 1
        let order: Vec<u32> = s2.iter().map(|(v, _)| v).collect();
        assert_eq!(order, vec![0, 192, 128]);
    }

    proptest! {
        /// Whatever the layout, it behaves as a map.
        #[test]
        fn behaves_like_a_map(ops in proptest::collection::vec((0u32..300, 0u64..4, any::<bool>()), 0..400)) {
            let mut s = LiveRegSet::new();
            let mut model = BTreeMap::new();
            for (v, m, insert) in ops {
                if insert {
                    *s.entry(v) = m;
                    model.insert(v, m);
                } else {
                    prop_assert_eq!(s.remove(v), model.remove(&v).is_some());
                }
                prop_assert_eq!(s.len(), model.len());
            }
            for (&v, &m) in &model {
                prop_assert_eq!(s.get(v), Some(m));
            }
            let mut seen: Vec<_> = s.iter().collect();
            seen.sort();
            let expect: Vec<_> = model.into_iter().collect();
            prop_assert_eq!(seen, expect);
        }
    }
}
