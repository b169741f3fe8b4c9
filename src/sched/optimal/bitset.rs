//! Fixed-width sets of SUnits: reachability, scheduled sets and the
//! memo keys are all sets over the region's NodeNums.

#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct BitSet {
    words: Vec<u64>,
}

impl BitSet {
    pub fn new(bits: usize) -> BitSet {
        BitSet { words: vec![0; bits.div_ceil(64)] }
    }

    pub fn contains(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 != 0
    }

    pub fn insert(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    pub fn remove(&mut self, i: usize) {
        self.words[i / 64] &= !(1 << (i % 64));
    }

    /// A set holding `0..bits`.
    pub fn full(bits: usize) -> BitSet {
        let mut s = BitSet { words: vec![u64::MAX; bits.div_ceil(64)] };
        if !bits.is_multiple_of(64) {
            if let Some(last) = s.words.last_mut() {
                *last = (1u64 << (bits % 64)) - 1;
            }
        }
        s
    }

    pub fn intersect_with(&mut self, other: &BitSet) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= b;
        }
    }

    pub fn union_with(&mut self, other: &BitSet) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }

    pub fn intersects(&self, other: &BitSet) -> bool {
        self.words.iter().zip(&other.words).any(|(a, b)| a & b != 0)
    }

    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    #[cfg(test)]
    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Members in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(k, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    k * 64 + b
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_round_trip() {
        let mut s = BitSet::new(130);
        for i in [0, 63, 64, 129] {
            s.insert(i);
        }
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 63, 64, 129]);
        assert_eq!(s.count(), 4);
        s.remove(64);
        assert!(!s.contains(64) && s.contains(63));
        let mut t = BitSet::new(130);
        t.insert(129);
        assert!(s.intersects(&t));
        t.remove(129);
        assert!(!s.intersects(&t) && t.is_empty());
        let f = BitSet::full(130);
        assert_eq!(f.count(), 130);
        let mut g = f.clone();
        g.intersect_with(&s);
        assert_eq!(g, s);
    }
}
