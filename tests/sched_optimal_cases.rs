//! Real regions (dumped by llc with -gcnrs-dump-snapshot, see
//! `RegionCase`) whose optimum is known from brute force: every order that
//! keeps the DAG's non-weak edges, scored with `RegionProblem::pressure_of`.
//! The optima are written in `tests/sched_cases/optimal/expected.json`
//! (regenerate with `cargo test --release --no-default-features --test
//! sched_optimal_cases -- --ignored`); the test also recomputes them, so
//! the file cannot go stale silently. In all of them LLVM's minreg order
//! or the original order is worse than the optimum.
//!
//! Cases: SGPR-tuple heavy code at 2 waves (gfx90a sgemm_tile8x8), a
//! 512-bit vector indexed dynamically (gfx90a v16f32_dynamic_index),
//! 16-bit halves of registers (gfx90a t16_v2i16_hi_lo, gfx1100
//! t16_i16_ops), a SCHED_BARRIER region (gfx1100 sched_barrier_split), a
//! loop body with phis (gfx900 phi_heavy_loop).

use gcnrs::sched::checker::{check_order_with, CheckOptions, PartialDefs};
use gcnrs::sched::minreg::{self, MinRegPolicy};
use gcnrs::sched::optimal::{legal_order, solve, Objective, ObjectiveKey, SolverBudget, Status};
use gcnrs::sched::problem::{RegionCase, RegionProblem};
use gcnrs::sched::{Node, RegionDag};
use serde_json::{json, Value};
use std::cmp::Reverse;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sched_cases/optimal")
}

fn cases() -> Vec<(String, RegionCase)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".case.json"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 5, "cases missing in {}", dir().display());
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let case =
                serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, case)
        })
        .collect()
}

/// Every order keeping the non-weak SUnit edges, visited without storing
/// them; `None` if there are more than `limit`.
fn for_each_order(dag: &RegionDag, limit: usize, f: &mut dyn FnMut(&[u32])) -> Option<usize> {
    let n = dag.len();
    let mut preds_left = vec![0usize; n];
    let succs: Vec<Vec<u32>> = (0..n as u32)
        .map(|i| dag.succs(Node::SUnit(i)).iter().filter(|e| !e.weak).filter_map(|e| e.node.sunit()).collect())
        .collect();
    for s in &succs {
        for &t in s {
            preds_left[t as usize] += 1;
        }
    }
    struct Walk<'a> {
        succs: &'a [Vec<u32>],
        left: Vec<usize>,
        done: Vec<bool>,
        order: Vec<u32>,
        count: usize,
        limit: usize,
    }
    fn go(w: &mut Walk<'_>, f: &mut dyn FnMut(&[u32])) -> bool {
        if w.order.len() == w.succs.len() {
            w.count += 1;
            f(&w.order);
            return w.count <= w.limit;
        }
        for s in 0..w.succs.len() {
            if w.done[s] || w.left[s] != 0 {
                continue;
            }
            w.done[s] = true;
            w.order.push(s as u32);
            for &t in &w.succs[s] {
                w.left[t as usize] -= 1;
            }
            let ok = go(w, f);
            for &t in &w.succs[s] {
                w.left[t as usize] += 1;
            }
            w.order.pop();
            w.done[s] = false;
            if !ok {
                return false;
            }
        }
        true
    }
    let mut w = Walk { succs: &succs, left: preds_left, done: vec![false; n], order: Vec::new(), count: 0, limit };
    go(&mut w, f).then_some(w.count)
}

const ORDER_LIMIT: usize = 500_000;

/// (number of orders, best key) by brute force.
fn brute_force(problem: &RegionProblem<'_>, objective: &Objective) -> (usize, ObjectiveKey) {
    let mut best: Option<ObjectiveKey> = None;
    let count = for_each_order(problem.dag, ORDER_LIMIT, &mut |o| {
        let k = objective.key(&problem.pressure_of(o));
        best = Some(best.map_or(k, |b| b.min(k)));
    })
    .expect("few enough orders for brute force");
    (count, best.expect("at least one order"))
}

fn key_json(k: &ObjectiveKey) -> Value {
    json!({
        "occupancy": k.occupancy.0,
        "vector_excess": k.vector_excess,
        "sgpr_excess": k.sgpr_excess,
        "vgpr_limited": k.vgpr_limited,
        "first_tuple_weight": k.first_tuple_weight,
        "second_tuple_weight": k.second_tuple_weight,
        "limiting_count": k.limiting_count,
    })
}

fn key_from(v: &Value) -> ObjectiveKey {
    let u = |f: &str| v[f].as_u64().unwrap_or_else(|| panic!("{f} missing"));
    let i = |f: &str| v[f].as_i64().unwrap_or_else(|| panic!("{f} missing"));
    ObjectiveKey {
        occupancy: Reverse(u("occupancy") as u32),
        vector_excess: i("vector_excess"),
        sgpr_excess: i("sgpr_excess"),
        vgpr_limited: v["vgpr_limited"].as_bool().unwrap(),
        first_tuple_weight: u("first_tuple_weight") as u32,
        second_tuple_weight: u("second_tuple_weight") as u32,
        limiting_count: u("limiting_count") as u32,
    }
}

fn minreg_order(case: &RegionCase) -> Vec<u32> {
    minreg::schedule_with(&case.dag, &case.dag.top_roots, &MinRegPolicy::llvm()).unwrap().order
}

#[test]
fn replay_optimal_cases() {
    let expected: Value = serde_json::from_str(&std::fs::read_to_string(dir().join("expected.json")).unwrap()).unwrap();
    let mut fails = Vec::new();
    for (name, case) in cases() {
        let objective = Objective::for_function(case.target.as_ref().unwrap()).unwrap();
        let live = case.live_out_set();
        let problem = case.problem(&live);
        let want = &expected[&name];
        assert!(!want.is_null(), "{name}: no expectation");
        let optimum = key_from(&want["optimum"]);

        // Brute force still agrees with the file.
        let (orders, brute) = brute_force(&problem, &objective);
        if brute != optimum || orders as u64 != want["orders"].as_u64().unwrap() {
            fails.push(format!("{name}: brute force {brute} over {orders} orders, file says {optimum}"));
        }

        // The solver, with the default budget and LLVM's order as incumbent.
        let minreg = minreg_order(&case);
        let original: Vec<u32> = (0..case.dag.len() as u32).collect();
        let incumbents: Vec<Vec<u32>> =
            [minreg.clone(), original].into_iter().filter(|o| legal_order(&case.dag, o).is_ok()).collect();
        let sol = solve(&problem, &objective, &incumbents, &SolverBudget::default()).unwrap();
        if sol.status != Status::Optimal || sol.key != optimum {
            fails.push(format!("{name}: solver {:?} {}, optimum {optimum}", sol.status, sol.key));
        }
        // With no or little search: whatever is claimed holds, and the
        // lower bound is below every order's pressure in every counter.
        for nodes in [0, 50] {
            let budget = SolverBudget { max_nodes: nodes, ..SolverBudget::default() };
            let small = solve(&problem, &objective, &incumbents, &budget).unwrap();
            let claim_ok = match small.status {
                Status::Optimal => small.key == optimum,
                Status::Bounded => small.lower_bound.key <= optimum && small.key >= optimum,
            };
            if !claim_ok {
                fails.push(format!(
                    "{name}: {nodes} nodes: {:?} {} bound {}",
                    small.status, small.key, small.lower_bound.key
                ));
            }
        }
        let lb = sol.lower_bound.pressure.raw();
        for_each_order(problem.dag, ORDER_LIMIT, &mut |o| {
            let p = problem.pressure_of(o).raw();
            let below = lb.0.iter().zip(p.0).chain(lb.1.iter().zip(p.1)).all(|(a, b)| *a <= b);
            if !below {
                fails.push(format!("{name}: lower bound {lb:?} above {p:?} of {o:?}"));
            }
        });
        if problem.pressure_of(&sol.order) != sol.pressure || legal_order(&case.dag, &sol.order).is_err() {
            fails.push(format!("{name}: bad order {:?}", sol.order));
        }
        // The checker wants the boundary after the region's instructions,
        // where the DAG's ExitSU points. LLVM's DAG tracks lanes, so a
        // sub-register def is ordered only against its own lanes.
        let mut instrs = case.instrs.clone();
        instrs.extend(case.boundary.clone());
        let lanes_only = CheckOptions { partial_defs: PartialDefs::LanesOnly, ..CheckOptions::default() };
        if let Err(v) = check_order_with(&instrs, &case.dag.instr_order(&sol.order), &lanes_only) {
            fails.push(format!(
                "{name}: checker: {}",
                v.iter().map(|x| x.describe(&instrs)).collect::<Vec<_>>().join("; ")
            ));
        }
        // These cases were picked because LLVM's order is not optimal.
        if objective.key(&problem.pressure_of(&minreg)) <= optimum
            && objective.key(&problem.original_pressure()) <= optimum
        {
            fails.push(format!("{name}: minreg and the original order are optimal already"));
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// Rewrites `expected.json` from brute force (not from the solver).
#[test]
#[ignore]
fn regenerate_expected() {
    let mut out = serde_json::Map::new();
    for (name, case) in cases() {
        let objective = Objective::for_function(case.target.as_ref().unwrap()).unwrap();
        let live = case.live_out_set();
        let problem = case.problem(&live);
        let (orders, best) = brute_force(&problem, &objective);
        let minreg = objective.key(&problem.pressure_of(&minreg_order(&case)));
        out.insert(
            name,
            json!({
                "sunits": case.dag.len(),
                "orders": orders,
                "optimum": key_json(&best),
                "minreg": key_json(&minreg),
                "original": key_json(&objective.key(&problem.original_pressure())),
            }),
        );
    }
    let text = serde_json::to_string_pretty(&Value::Object(out)).unwrap();
    std::fs::write(dir().join("expected.json"), text + "\n").unwrap();
}
