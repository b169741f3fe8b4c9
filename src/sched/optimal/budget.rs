//! How much search one region may cost, and a per-function pool regions
//! draw from.
//!
//! The node limit is what normally stops a search: it is deterministic,
//! so a compile gives the same schedule on a loaded machine as on an idle
//! one. The time limit is a safety net for pathological regions and makes
//! the result depend on the machine when it triggers (the statistics say
//! when it did).

use super::SearchStats;
use std::time::Duration;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverBudget {
    /// Search nodes (one SUnit placed on a partial order) before the
    /// search gives up and reports its bound.
    pub max_nodes: u64,
    /// Wall-clock limit, checked every few hundred nodes.
    pub max_time: Option<Duration>,
    /// Scheduled sets the dominance memo may remember; beyond it the search
    /// goes on without remembering more (still exact, only slower).
    pub max_memo_states: usize,
    /// Share of the nodes (percent) for probes that look only for an order
    /// meeting the proven lower bound before the branch and bound against
    /// the incumbent takes the rest.
    pub probe_percent: u8,
    /// Whether to compute the cut bounds (`cuts.rs`): minimum cuts, one
    /// max-flow per candidate set and counter, the most expensive bounds
    /// by far. They prove optimality where the cheaper bounds fall short;
    /// a caller that only wants a good order within a small search budget
    /// does better without them.
    pub cut_bounds: bool,
}

impl SolverBudget {
    /// Enough to prove most regions of up to 80 instructions optimal while
    /// staying within a few tens of milliseconds per region: over the
    /// corpus (scripts/gap-report), 79.4% of the regions of 41-80
    /// instructions are proven optimal at 20000 nodes, 81.2% at 50000
    /// (llc's -gcnrs-solver-nodes has the same default).
    pub const DEFAULT_NODES: u64 = 50_000;
    pub const DEFAULT_TIME: Duration = Duration::from_millis(50);
    pub const DEFAULT_PROBE_PERCENT: u8 = 30;

    pub fn unlimited() -> SolverBudget {
        SolverBudget { max_nodes: u64::MAX, max_time: None, max_memo_states: usize::MAX, ..SolverBudget::default() }
    }
}

impl Default for SolverBudget {
    fn default() -> SolverBudget {
        SolverBudget {
            max_nodes: SolverBudget::DEFAULT_NODES,
            max_time: Some(SolverBudget::DEFAULT_TIME),
            max_memo_states: 1 << 18,
            probe_percent: SolverBudget::DEFAULT_PROBE_PERCENT,
            cut_bounds: true,
        }
    }
}

/// What a function's regions may spend together. Each region draws at
/// most its own budget from what is left and is charged what it used:
///
/// ```
/// # use gcnrs::sched::optimal::{FunctionBudget, SolverBudget};
/// let mut pool = FunctionBudget::new(100_000, None);
/// let region = pool.draw(&SolverBudget::default());
/// assert_eq!(region.max_nodes, SolverBudget::DEFAULT_NODES);
/// ```
#[derive(Clone, Debug)]
pub struct FunctionBudget {
    nodes_left: u64,
    time_left: Option<Duration>,
}

impl FunctionBudget {
    pub fn new(nodes: u64, time: Option<Duration>) -> FunctionBudget {
        FunctionBudget { nodes_left: nodes, time_left: time }
    }

    /// The budget for the next region: `per_region`, cut down to what the
    /// function has left.
    pub fn draw(&self, per_region: &SolverBudget) -> SolverBudget {
        let max_time = match (per_region.max_time, self.time_left) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        SolverBudget { max_nodes: per_region.max_nodes.min(self.nodes_left), max_time, ..per_region.clone() }
    }

    /// Account for a finished region.
    pub fn charge(&mut self, stats: &SearchStats) {
        self.nodes_left = self.nodes_left.saturating_sub(stats.nodes);
        if let Some(t) = self.time_left.as_mut() {
            *t = t.saturating_sub(stats.elapsed);
        }
    }

    pub fn nodes_left(&self) -> u64 {
        self.nodes_left
    }

    pub fn time_left(&self) -> Option<Duration> {
        self.time_left
    }

    pub fn is_exhausted(&self) -> bool {
        self.nodes_left == 0 || self.time_left.is_some_and(|t| t.is_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_pool_shrinks_each_region_budget() {
        let mut pool = FunctionBudget::new(SolverBudget::DEFAULT_NODES + 5_000, Some(Duration::from_millis(60)));
        let per_region = SolverBudget::default();
        let first = pool.draw(&per_region);
        assert_eq!(first.max_nodes, SolverBudget::DEFAULT_NODES);
        assert_eq!(first.max_time, Some(SolverBudget::DEFAULT_TIME));
        pool.charge(&SearchStats { nodes: SolverBudget::DEFAULT_NODES, elapsed: Duration::from_millis(40), ..SearchStats::default() });
        let second = pool.draw(&per_region);
        assert_eq!(second.max_nodes, 5_000);
        assert_eq!(second.max_time, Some(Duration::from_millis(20)));
        pool.charge(&SearchStats { nodes: 9_000, ..SearchStats::default() });
        assert!(pool.is_exhausted());
        assert_eq!(pool.draw(&per_region).max_nodes, 0);
    }
}
