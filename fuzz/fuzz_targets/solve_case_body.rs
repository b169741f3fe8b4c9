// The body of the `solve_case` fuzz target, shared with
// tests/sched_optimal_fuzz.rs (included there, so it stays compiled).

/// Parse `data` as a `RegionCase` (JSON) and solve it on a small budget.
/// Parse failures and solver errors are fine; a solution must have the
/// pressure it claims and keep the DAG's edges.
pub fn solve_case_bytes(data: &[u8]) {
    use gcnrs::occupancy::GcnTarget;
    use gcnrs::sched::optimal::{legal_order, solve, Objective, SolverBudget};
    use gcnrs::sched::problem::RegionCase;
    use std::time::Duration;

    let Ok(case) = serde_json::from_slice::<RegionCase>(data) else { return };
    // `live_out_set` builds LLVM's DenseMap layout, whose two largest keys
    // are sentinels: a huge vreg index panics there, before the solver
    // sees it (an index past the register table is malformed anyway).
    if case.live_out.iter().any(|&(v, _)| v as usize >= case.vregs.len()) {
        return;
    }
    let objective = case.target.as_ref().and_then(|t| Objective::for_function(t).ok()).unwrap_or_else(|| {
        Objective::with_budgets(GcnTarget::from_cpu("gfx90a", "").expect("a known CPU"), 512, 102, 8)
    });
    let live = case.live_out_set();
    let problem = case.problem(&live);
    let original: Vec<u32> = (0..case.dag.len() as u32).collect();
    let incumbents: Vec<Vec<u32>> = legal_order(&case.dag, &original).is_ok().then_some(original).into_iter().collect();
    let budget = SolverBudget { max_nodes: 2000, max_time: Some(Duration::from_millis(200)), ..SolverBudget::default() };
    if let Ok(sol) = solve(&problem, &objective, &incumbents, &budget) {
        assert!(legal_order(&case.dag, &sol.order).is_ok(), "illegal order {:?}", sol.order);
        assert_eq!(problem.pressure_of(&sol.order), sol.pressure);
        assert_eq!(objective.key(&sol.pressure), sol.key);
        assert!(sol.lower_bound.key <= sol.key);
    }
}
