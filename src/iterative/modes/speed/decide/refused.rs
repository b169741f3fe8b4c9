//! Why the founder stays: what the remark says of the best plan the rules
//! did not keep.
//!
//! Saying only "not faster by the margin under both" misleads where the
//! best plan is: `occ_flat_1024` on gfx1030 keeps LLVM's 16 waves against
//! a 12-wave plan estimated 10% faster at the default memory latency and
//! 24% at 3x. What refuses it is the founder as the post-RA scheduler may
//! leave it (see [`founder_shortened`]): a plan that gives up waves must
//! beat that too, and a user deciding whether to try `max-ilp` by hand
//! needs to know that the estimate, not the rule's margin, is what stands
//! in the way.

use super::plans::founder_shortened;
use super::{Decision, RegionChoices, ASSUMPTIONS};
use std::fmt;

/// The first rule the best plan fails, in the order the rules are tried.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Refused {
    /// No plan is estimated faster than the founder under either memory
    /// latency.
    NothingFaster,
    /// Faster, but not by the margin under both memory latencies, and no
    /// one-sided rule or bet keeps it.
    BelowMargin,
    /// Faster by the margin under both, but with fewer waves, and not by
    /// the margin against the founder with its paths shortened as far as
    /// the post-RA scheduler may take them (its times: `shortened`).
    FounderMayShorten { shortened: [f64; ASSUMPTIONS] },
}

/// Why `d` keeps the founder (None where it chose a plan). `margin` as the
/// decision was made with.
pub fn refused(regions: &[RegionChoices], d: &Decision, margin: f64) -> Option<Refused> {
    if d.chosen.is_some() {
        return None;
    }
    let (best, founder) = (&d.best, &d.founder);
    if (0..ASSUMPTIONS).all(|a| best.time[a] >= founder.time[a]) {
        return Some(Refused::NothingFaster);
    }
    let saves = (0..ASSUMPTIONS).all(|a| best.time[a] <= (1.0 - margin) * founder.time[a]);
    // Saving the margin under both at the founder's waves or more is the
    // first rule (`Why::Faster`); with fewer waves that rule also asks it
    // of the shortened founder, and nothing else refuses such a plan.
    if saves && best.waves < founder.waves {
        return Some(Refused::FounderMayShorten { shortened: founder_shortened(regions, founder.waves) });
    }
    Some(Refused::BelowMargin)
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::NothingFaster => f.write_str("no order or wave count is estimated faster"),
            Refused::BelowMargin => f.write_str(
                "the best alternative is not faster by the margin under both memory latencies, nor no slower under both and faster by the one-sided margin at the same waves",
            ),
            Refused::FounderMayShorten { .. } => f.write_str(
                "the best alternative gives up waves and is not faster by the margin than the founder with its paths shortened as far as the post-RA scheduler may take them",
            ),
        }
    }
}
