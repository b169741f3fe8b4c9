//! An exact minimum-register solver for one region.
//!
//! The question: among all orders of the region's SUnits that respect its
//! non-weak SUnit-to-SUnit edges, which one has the best
//! `getSchedulePressure` (`RegionProblem::pressure_of`) under LLVM's
//! `GCNRegPressure::less`? LLVM's own answers (minreg, the default
//! strategy's tie-breaks) are list-scheduling heuristics; this module
//! answers exactly, or says how far from exact it got:
//!
//! ```text
//! solve(problem, objective, incumbents, budget)
//!   -> Optimal: no order is better than the returned one
//!   -> Bounded: the best order found, and per register kind a number of
//!               registers no order can go below (and the occupancy cap
//!               that follows)
//! ```
//!
//! How (one concept per file):
//! * [`objective`]: `less` as a lexicographic, monotone key;
//! * `model`: the region with dense registers and the constraint closure;
//! * `bounds`: lower bounds from lifetimes every order must keep live
//!   together;
//! * `values`: lower bounds from whole values (a def and all its
//!   readers), for tuple weights;
//! * `pairs`: lower bounds from two unordered SUnits, one of which must
//!   come first;
//! * `cuts`, `flow`: lower bounds from funnels every order passes through
//!   (minimum cuts);
//! * `symmetry`: interchangeable blocks of SUnits (identical chains);
//! * `state`: an undoable bottom-up partial order;
//! * `greedy`: the first upper bound, next to the caller's incumbents;
//! * `memo`: dominance between partial orders of the same set;
//! * `rest`: the static bounds still ahead, kept along the search path;
//! * `search`: depth-first branch and bound with an explicit stack, and
//!   probes at the proven lower bound;
//! * [`budget`]: per-region and per-function limits;
//! * [`solution`]: what comes back.
//!
//! "Optimal" is exact under the key of [`objective`], which agrees with
//! `less` wherever `less` is decisive except where `less` itself has
//! cycles (see there). Every cut, free move and symmetric skip is traced
//! under `gcnrs::sched::optimal` (`trace` level), every improvement, probe
//! and the summary at `debug`.
//!
//! Default budget ([`SolverBudget::default`]): 20 000 nodes, with a 50 ms
//! wall-clock safety net. On the corpus regions (examples/solve_cases.rs)
//! that costs at most about 20 ms of CPU for regions up to 80
//! instructions and proves optimality for all regions up to 20
//! instructions, 98% up to 40 and 76% up to 80.

mod bitset;
mod bounds;
pub mod budget;
mod cuts;
mod flow;
mod greedy;
mod memo;
mod model;
pub mod objective;
mod pairs;
mod rest;
mod search;
pub mod solution;
mod state;
mod symmetry;
mod values;

pub use budget::{FunctionBudget, SolverBudget};
pub use model::MAX_SUNITS;
pub use objective::{Objective, ObjectiveKey};
pub use solution::{LowerBound, SearchStats, Solution, Source, Status, StopReason};

use crate::pressure::RegPressure;
use crate::sched::dag::{Node, RegionDag};
use crate::sched::problem::RegionProblem;
use crate::snapshot::{RegKind, VRegInfo};
use model::RegionModel;
use search::{Best, Search};
use state::State;
use std::fmt;
use std::time::Instant;

const TARGET: &str = "gcnrs::sched::optimal";

/// Why a region could not be solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    InstrOutOfRange {
        su: u32,
        instr: u32,
        len: usize,
    },
    MissingRegClass {
        vreg: u32,
        at: String,
    },
    /// A register with sub-ranges read by an instruction without a slot
    /// index (the use lanes cannot be narrowed).
    MissingSlot {
        at: String,
    },
    /// Lanes named for a register that its class does not have: the
    /// pressure of such lanes is not the pressure of any real live set.
    LanesOutsideClass {
        vreg: u32,
        lanes: u64,
        at: String,
    },
    Dag(String),
    BadIncumbent {
        index: usize,
        why: String,
    },
    TooLarge {
        sunits: usize,
        limit: usize,
    },
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::InstrOutOfRange { su, instr, len } => {
                write!(f, "SU({su}) names instruction {instr}, but the region has {len}")
            }
            SolveError::MissingRegClass { vreg, at } => write!(f, "%{vreg} in {at} has no register class"),
            SolveError::MissingSlot { at } => write!(f, "{at} reads a register with sub-ranges but has no slot index"),
            SolveError::LanesOutsideClass { vreg, lanes, at } => {
                write!(f, "%{vreg} in {at} names lanes {lanes:#x} its register class does not have")
            }
            SolveError::Dag(why) => write!(f, "malformed region DAG: {why}"),
            SolveError::BadIncumbent { index, why } => write!(f, "incumbent order {index}: {why}"),
            SolveError::TooLarge { sunits, limit } => {
                write!(f, "region of {sunits} SUnits is larger than the solver takes ({limit})")
            }
        }
    }
}

impl std::error::Error for SolveError {}

/// Test-only ways to break the solver on purpose, so tests can show that
/// they notice (a planted bug must make the brute-force comparison fail).
#[doc(hidden)]
#[derive(Clone, Debug, Default)]
pub struct PlantedBugs {
    /// Add this many VGPRs to every per-SUnit peak bound: an over-strong
    /// lower bound.
    pub overstrong_peak_vgprs: u32,
}

/// The pressure of `order` as the search computes it (dense live sets,
/// undoable steps); tests compare it with `RegionProblem::pressure_of`.
#[doc(hidden)]
pub fn search_pressure_of(problem: &RegionProblem<'_>, order: &[u32]) -> Result<RegPressure, SolveError> {
    let model = RegionModel::new(problem)?;
    check_order(&model, order).map_err(|why| SolveError::BadIncumbent { index: 0, why })?;
    Ok(model.pressure_of(order))
}

/// Does every order of the same placed set leave the same live set, as
/// the solver's dominance memo and free moves assume? `false` names a
/// writer and a reader of a common lane that no constraint orders.
#[doc(hidden)]
pub fn set_determines_live(problem: &RegionProblem<'_>) -> Result<bool, SolveError> {
    Ok(RegionModel::new(problem)?.set_determines_live)
}

/// The interchangeable blocks the solver found (per group, per block,
/// the SUnits in corresponding order), for tests and diagnostics.
#[doc(hidden)]
pub fn symmetric_blocks(problem: &RegionProblem<'_>) -> Result<Vec<Vec<Vec<u32>>>, SolveError> {
    let model = RegionModel::new(problem)?;
    Ok(symmetry::Symmetry::new(&model).groups.into_iter().map(|g| g.blocks).collect())
}

/// Solve one region. `incumbents` are complete orders (NodeNums, top to
/// bottom) the answer must not be worse than, e.g. minreg's and the
/// current one; the best of them is returned when nothing better is found.
pub fn solve(
    problem: &RegionProblem<'_>,
    objective: &Objective,
    incumbents: &[Vec<u32>],
    budget: &SolverBudget,
) -> Result<Solution, SolveError> {
    solve_with_bugs(problem, objective, incumbents, budget, &PlantedBugs::default())
}

#[doc(hidden)]
pub fn solve_with_bugs(
    problem: &RegionProblem<'_>,
    objective: &Objective,
    incumbents: &[Vec<u32>],
    budget: &SolverBudget,
    bugs: &PlantedBugs,
) -> Result<Solution, SolveError> {
    let started = Instant::now();
    let model = RegionModel::new(problem)?;
    for (index, order) in incumbents.iter().enumerate() {
        check_order(&model, order).map_err(|why| SolveError::BadIncumbent { index, why })?;
    }
    let mut stats = SearchStats { set_memo_disabled: !model.set_determines_live, ..SearchStats::default() };
    if let Some((vreg, w, r)) = model.first_unordered_def_use() {
        tracing::debug!(target: TARGET, vreg, writer = w, reader = r, "def/use pair left unordered: no set memo, no free moves");
    }

    let mut bounds = bounds::StaticBounds::new(&model);
    if bugs.overstrong_peak_vgprs > 0 {
        plant_overstrong_bound(&mut bounds, bugs.overstrong_peak_vgprs);
    }
    let symmetry = symmetry::Symmetry::new(&model);
    let zobrist = memo::zobrist(model.n);
    let mut state = State::new(&model, &symmetry, &zobrist);

    // Candidates, judged by the authoritative pressure of the problem.
    let mut candidates: Vec<(Vec<u32>, Source)> =
        incumbents.iter().enumerate().map(|(i, o)| (o.clone(), Source::Incumbent(i))).collect();
    for rule in [greedy::Rule::MaxFirst, greedy::Rule::LiveFirst] {
        if let Some(g) = greedy::greedy_order(&mut state, objective, rule) {
            candidates.push((g, Source::Greedy));
        }
    }
    let best_of = |candidates: &[(Vec<u32>, Source)]| {
        candidates
            .iter()
            .map(|(o, s)| (objective.key(&problem.pressure_of(o)), o, *s))
            .min_by_key(|&(k, _, _)| k)
            .map(|(k, o, s)| (k, o.clone(), s))
    };
    let Some((start_key, start_order, start_source)) = best_of(&candidates) else {
        return Err(SolveError::Dag("no order found: some SUnit never becomes ready".into()));
    };
    // The cut bounds only where the cheaper ones leave the start unproven.
    if budget.cut_bounds && start_key > objective.key(&bounds.root) {
        bounds.add_cuts(&model);
    }
    let floor = objective.key(&bounds.root);
    tracing::debug!(
        target: TARGET,
        sunits = model.n,
        lifetimes = bounds.lifetimes.len(),
        block_groups = symmetry.classes(),
        start = %start_key,
        from = ?start_source,
        floor = %floor,
        "region"
    );

    let mut best = Best { key: start_key, order: start_order, from_search: false };
    let mut floor = floor;
    let mut search = Search {
        rest: rest::StaticRest::new(&model, &bounds),
        state: &mut state,
        objective,
        budget,
        node_cap: 0,
        started,
        stats: &mut stats,
    };
    // Branch and bound against the incumbent first; if it runs out of its
    // share, probes at the proven floor take the rest (they find orders
    // that meet a tight bound fast, and raise the bound when they cannot).
    let probing = (budget.max_nodes / 100).saturating_mul(u64::from(budget.probe_percent.min(100)));
    search.node_cap = budget.max_nodes.saturating_sub(probing);
    let mut stop = if best.key <= floor { StopReason::MetLowerBound } else { search.run(&mut best, floor, None).0 };
    while stop == StopReason::NodeLimit && search.stats.nodes < budget.max_nodes {
        if best.key <= floor {
            stop = StopReason::MetLowerBound;
            break;
        }
        search.node_cap = budget.max_nodes;
        stop = match search.run(&mut best, floor, Some(floor)) {
            (StopReason::Complete, Some(next)) => {
                floor = next;
                StopReason::NodeLimit
            }
            (StopReason::Complete, None) => StopReason::Complete,
            (stop, _) => stop,
        };
    }
    let source = if best.from_search { Source::Search } else { start_source };
    let pressure = problem.pressure_of(&best.order);
    let key = objective.key(&pressure);
    debug_assert_eq!(key, best.key, "search and tracker disagree on {:?}", best.order);
    let status = match stop {
        StopReason::Complete | StopReason::MetLowerBound => Status::Optimal,
        StopReason::NodeLimit | StopReason::TimeLimit => Status::Bounded,
    };
    let mut lower_bound = LowerBound::of(objective, bounds.root);
    // The probes may have proven more than the static bound.
    let proven = if status == Status::Optimal { key } else { floor.max(lower_bound.key) };
    lower_bound.key = proven;
    lower_bound.max_occupancy = proven.occupancy();
    stats.elapsed = started.elapsed();
    stats.stop = Some(stop);
    tracing::debug!(target: TARGET, ?status, %key, bound = %lower_bound.key, ?source, nodes = stats.nodes, elapsed = ?stats.elapsed, "solved");
    Ok(Solution { order: best.order, pressure, key, status, lower_bound, source, stats })
}

/// Is `order` (NodeNums, top to bottom) a permutation of the DAG's
/// SUnits that keeps every non-weak SUnit-to-SUnit edge? Callers use it to
/// pick incumbents: the region's original order need not be one (IGroupLP
/// adds edges against program order).
pub fn legal_order(dag: &RegionDag, order: &[u32]) -> Result<(), String> {
    let n = dag.len();
    if order.len() != n {
        return Err(format!("{} SUnits for a region of {n}", order.len()));
    }
    let mut pos = vec![usize::MAX; n];
    for (p, &su) in order.iter().enumerate() {
        let slot = pos.get_mut(su as usize).ok_or_else(|| format!("SU({su}) does not exist"))?;
        if *slot != usize::MAX {
            return Err(format!("SU({su}) appears twice"));
        }
        *slot = p;
    }
    for (from, su) in dag.sunits.iter().enumerate() {
        if su.succs.start as usize + su.succs.len() > dag.edges.len() {
            return Err(format!("SU({from}) has an edge list outside the edge array"));
        }
        for e in dag.succs(Node::SUnit(from as u32)) {
            if let (Node::SUnit(to), false) = (e.node, e.weak) {
                match pos.get(to as usize) {
                    None => return Err(format!("SU({from}) has an edge to SU({to}), which does not exist")),
                    Some(&p) if p < pos[from] => {
                        return Err(format!("SU({to}) is placed above its predecessor SU({from})"))
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(())
}

/// A permutation of the SUnits that respects every constraint.
fn check_order(model: &RegionModel<'_>, order: &[u32]) -> Result<(), String> {
    if order.len() != model.n {
        return Err(format!("{} SUnits for a region of {}", order.len(), model.n));
    }
    let mut pos = vec![usize::MAX; model.n];
    for (p, &su) in order.iter().enumerate() {
        let slot = pos.get_mut(su as usize).ok_or_else(|| format!("SU({su}) does not exist"))?;
        if *slot != usize::MAX {
            return Err(format!("SU({su}) appears twice"));
        }
        *slot = p;
    }
    for (from, succs) in model.succs.iter().enumerate() {
        if let Some(&to) = succs.iter().find(|&&to| pos[to as usize] < pos[from]) {
            return Err(format!("SU({to}) is placed above its predecessor SU({from})"));
        }
    }
    Ok(())
}

fn plant_overstrong_bound(bounds: &mut bounds::StaticBounds, vgprs: u32) {
    let info = VRegInfo {
        class_name: "vgpr_32".into(),
        kind: RegKind::Vgpr,
        size_bits: 32,
        weight: 1,
        max_lanes: 0x3,
        tsflags: 0,
        interval: None,
    };
    let mut extra = RegPressure::new();
    for _ in 0..vgprs {
        extra.inc(&info, 0, 0x3);
    }
    for p in bounds.peak.iter_mut() {
        *p += extra;
        bounds.root = bounds.root.max(p);
    }
}
