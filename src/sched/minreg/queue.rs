//! The ready queue of GCNMinRegStrategy and its "find max" filter step.
//!
//! LLVM keeps the queue as an intrusive list: new candidates go to the
//! front, the initial roots to the back, and every filter of the tie-break
//! cascade reorders it in place by moving winners to the front. The winner
//! of a pick turns out to be independent of the queue order (every filter
//! keeps exactly the maximal candidates among the survivors of the previous
//! one and the last filter is unique), but the queue order is what LLVM's
//! debug output shows, so the port keeps the same mechanics to make traces
//! comparable line by line.

/// A queued SUnit with its priority (the step at which it was released or
/// last bumped; larger is more recent and preferred).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub su: u32,
    pub priority: i32,
}

/// Stored back to front: the last element is the front of LLVM's list, so
/// the frequent operations (release to the front, pop the front, move a
/// filter winner to the front) are pushes and pops at the end.
#[derive(Clone, Debug, Default)]
pub struct ReadyQueue {
    items: Vec<Candidate>,
}

impl ReadyQueue {
    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn contains(&self, su: u32) -> bool {
        self.items.iter().any(|c| c.su == su)
    }

    pub fn push_front(&mut self, c: Candidate) {
        self.items.push(c);
    }

    /// Only the initial roots go to the back.
    pub fn push_back(&mut self, c: Candidate) {
        self.items.insert(0, c);
    }

    pub fn front(&self) -> Option<Candidate> {
        self.items.last().copied()
    }

    pub fn pop_front(&mut self) -> Option<Candidate> {
        self.items.pop()
    }

    /// The entry at a storage position (not a list position: storage is
    /// back to front). Positions are only meaningful to [`Self::remove_at`].
    pub fn at(&self, pos: usize) -> Candidate {
        self.items[pos]
    }

    /// Take out the entry at a storage position. Used by the untraced pick,
    /// for which the queue order carries no meaning, so the hole is filled
    /// with the last entry.
    pub fn remove_at(&mut self, pos: usize) -> Candidate {
        self.items.swap_remove(pos)
    }

    /// Front to back.
    pub fn iter(&self) -> impl Iterator<Item = &Candidate> {
        self.items.iter().rev()
    }

    /// Give every queued candidate accepted by `member` the priority `prio`.
    pub fn set_priority_where(&mut self, prio: i32, mut member: impl FnMut(u32) -> bool) {
        for c in &mut self.items {
            if member(c.su) {
                c.priority = prio;
            }
        }
    }

    /// One filter of the cascade, with LLVM's mechanics: walk the first `k`
    /// entries; each entry whose metric is at least the running maximum is
    /// moved to the front. Returns how many entries reached the final
    /// maximum; they are exactly the first entries of the queue afterwards
    /// (anything moved before the maximum last rose sits behind them).
    ///
    /// The metric is evaluated once per walked entry, and only on the `k`
    /// survivors of the previous filter, as LLVM does (the counts are not
    /// cached, so this also bounds the work).
    ///
    /// Moving an entry to the front never changes which entries are still
    /// to be walked, so the walk is done first and the first `k` entries
    /// are rearranged once: the moved ones, last moved first, then the
    /// others in their old order.
    pub fn find_max<T: Ord + Copy>(&mut self, k: usize, mut metric: impl FnMut(&Candidate) -> T) -> usize {
        debug_assert!(k >= 1 && k <= self.items.len());
        let mut max: Option<T> = None;
        let mut num_max = 0;
        let base = self.items.len() - k;
        let mut moved: Vec<Candidate> = Vec::with_capacity(k);
        let mut stayed: Vec<Candidate> = Vec::with_capacity(k);
        // Walk front to back, i.e. down from the end of the storage.
        for pos in (base..self.items.len()).rev() {
            let c = self.items[pos];
            let cur = metric(&c);
            match max {
                Some(m) if cur < m => {
                    stayed.push(c);
                    continue;
                }
                Some(m) if cur == m => num_max += 1,
                _ => {
                    max = Some(cur);
                    num_max = 1;
                }
            }
            moved.push(c);
        }
        // Storage is back to front: the stayed entries (back-most last
        // walked) first, then the moved ones with the last moved at the end.
        self.items.truncate(base);
        self.items.extend(stayed.into_iter().rev());
        self.items.extend(moved);
        num_max
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn queue(prios: &[i32]) -> ReadyQueue {
        let mut q = ReadyQueue::default();
        for (i, &p) in prios.iter().enumerate() {
            q.push_back(Candidate { su: i as u32, priority: p });
        }
        q
    }

    fn sus(q: &ReadyQueue) -> Vec<u32> {
        q.iter().map(|c| c.su).collect()
    }

    #[test]
    fn find_max_moves_maxima_to_front() {
        // Walk [1,2,2]: su0 (1) front; su1 (2) new max -> front; su2 ties
        // -> front. Hand-derived list: [su2, su1, su0], two survivors.
        let mut q = queue(&[1, 2, 2]);
        assert_eq!(q.find_max(3, |c| c.priority), 2);
        assert_eq!(sus(&q), vec![2, 1, 0]);
    }

    #[test]
    fn find_max_keeps_earlier_smaller_behind() {
        // [2,1,2] then a later larger value: [2,1,2,3] -> su0 front; su1
        // skipped; su2 ties -> front; su3 new max -> front.
        let mut q = queue(&[2, 1, 2, 3]);
        assert_eq!(q.find_max(4, |c| c.priority), 1);
        assert_eq!(sus(&q), vec![3, 2, 0, 1]);
    }

    #[test]
    fn find_max_only_walks_first_k() {
        // Only the first two are walked; su2's larger value is ignored.
        let mut q = queue(&[0, 1, 9]);
        assert_eq!(q.find_max(2, |c| c.priority), 1);
        assert_eq!(sus(&q), vec![1, 0, 2]);
    }
}
