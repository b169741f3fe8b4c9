//! Which candidate a kernel gets: the fastest that spills no more than the
//! kernel as it is and beats it by the margin under both memory
//! latencies; otherwise none (the kernel stays as it is).
//!
//! Requiring the win at both latencies keeps the choice when nobody knows
//! the real latency; ranking the qualified by (time, time at 3x) makes a
//! second run a fixpoint: a candidate that beat the winner by the margin
//! at both latencies would also have beaten the first baseline and ranked
//! before the winner.

/// What the choice looks at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    pub time: f64,
    pub time_long: f64,
    pub spills: u32,
}

/// The index of the winning candidate (`None`: keep the baseline);
/// `margin` is a fraction (0.01 for 1%). Candidates that did not compile
/// are `None`.
pub fn pick(baseline: &Score, candidates: &[Option<Score>], margin: f64) -> Option<usize> {
    let beats = |c: &Score| {
        c.spills <= baseline.spills
            && c.time * (1.0 + margin) <= baseline.time
            && c.time_long * (1.0 + margin) <= baseline.time_long
            && c.time < baseline.time
            && c.time_long < baseline.time_long
    };
    candidates
        .iter()
        .enumerate()
        .filter_map(|(i, c)| c.as_ref().filter(|c| beats(c)).map(|c| (i, c)))
        .min_by(|(i, a), (j, b)| {
            a.time
                .total_cmp(&b.time)
                .then(a.time_long.total_cmp(&b.time_long))
                .then(i.cmp(j))
        })
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(time: f64, time_long: f64, spills: u32) -> Option<Score> {
        Some(Score { time, time_long, spills })
    }

    #[test]
    fn fastest_qualified_candidate_wins() {
        let base = Score { time: 100.0, time_long: 300.0, spills: 0 };
        // 1: 2% faster at both; 2: faster still but spills; 3: fastest at
        // the default latency but 0.5% at 3x; 4: failed.
        let c = [s(98.0, 294.0, 0), s(80.0, 200.0, 1), s(90.0, 298.5, 0), None];
        assert_eq!(pick(&base, &c, 0.01), Some(0));
        // Without a margin 3 (index 2) qualifies and is the fastest.
        assert_eq!(pick(&base, &c, 0.0), Some(2));
        // Equal is never a win, even with no margin.
        assert_eq!(pick(&base, &[s(100.0, 300.0, 0)], 0.0), None);
        // 99.5 is within 1% of 100.
        assert_eq!(pick(&base, &[s(99.5, 250.0, 0)], 0.01), None);
        // Ties in time go to the better time at 3x, then the earlier.
        assert_eq!(pick(&base, &[s(90.0, 280.0, 0), s(90.0, 270.0, 0), s(90.0, 270.0, 0)], 0.01), Some(1));
    }

    #[test]
    fn the_winner_is_a_fixpoint() {
        let base = Score { time: 100.0, time_long: 300.0, spills: 2 };
        let c = [s(95.0, 250.0, 2), s(90.0, 290.0, 1), s(93.0, 240.0, 0)];
        let w = pick(&base, &c, 0.01).unwrap();
        assert_eq!(w, 1);
        // The winner as the new baseline: nothing beats it.
        let again = pick(&c[w].unwrap(), &[s(100.0, 300.0, 2), c[0], c[2]], 0.01);
        assert_eq!(again, None);
    }
}
