//! The DAG without the artificial edges its founder order breaks
//! (`RegionDag::without_backward_artificial`), on a real region: the loop
//! of `reduce_atx48` (gfx1100 wave64), dumped by llc with
//! -gcnrs-dump-snapshot after LLVM's default scheduler. Load clustering,
//! run again on the scheduled order, put each `GLOBAL_LOAD_DWORDX4` above
//! the four FMACs of its neighbour's result, against that order.

use gcnrs::sched::bounded::{self, BoundedPolicy, RegBudget};
use gcnrs::sched::checker::check_order;
use gcnrs::sched::problem::RegionCase;
use gcnrs::sched::Node;

fn case() -> RegionCase {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/sched_cases/relax/reduce_atx48_gfx1100w64_loop.case.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Whether `order` (NodeNums, top to bottom) keeps every strong edge.
fn keeps_strong_edges(dag: &gcnrs::sched::RegionDag, order: &[u32]) -> bool {
    let mut pos = vec![0; order.len()];
    for (p, &n) in order.iter().enumerate() {
        pos[n as usize] = p;
    }
    (0..dag.len() as u32).all(|n| {
        dag.succs(Node::SUnit(n)).iter().all(|e| e.weak || e.node.sunit().is_none_or(|s| pos[n as usize] < pos[s as usize]))
    })
}

/// The founder's own peak: 59 VGPRs (LLVM's lanes), SGPRs not binding.
fn founder_peak_budget() -> RegBudget {
    RegBudget { vgpr: 59, arch_vgpr: 59, agpr: 59, sgpr: 100, unified: false }
}

#[test]
fn the_founder_order_breaks_the_built_dag_and_keeps_the_relaxed_one() {
    let case = case();
    let founder: Vec<u32> = (0..case.dag.len() as u32).collect();
    // 6 loads x 4 FMACs of the neighbouring load's result.
    assert_eq!(case.dag.backward_artificial_edges(), 24);
    assert!(!keeps_strong_edges(&case.dag, &founder));
    let relaxed = case.dag.without_backward_artificial().expect("edges to drop");
    assert!(relaxed.verify().is_ok());
    assert!(keeps_strong_edges(&relaxed, &founder));
    // Nothing else went: every dropped edge was a backward artificial one.
    let edges = |d: &gcnrs::sched::RegionDag| (0..d.len() as u32).map(|n| d.succs(Node::SUnit(n)).len()).sum::<usize>();
    assert_eq!(edges(&case.dag) - edges(&relaxed), 24);
}

#[test]
fn within_the_founders_peak_only_the_relaxed_dag_has_an_order() {
    let mut case = case();
    let founder: Vec<u32> = (0..case.dag.len() as u32).collect();
    let budget = founder_peak_budget();
    {
        let live_out = case.live_out_set();
        let problem = case.problem(&live_out);
        assert_eq!(problem.pressure_of(&founder).vgpr(false), 59);
        // Held to the artificial edges, even following the founder's
        // order as closely as they allow ends over its peak.
        let built = bounded::schedule_with(&problem, &budget, Some(&founder), &BoundedPolicy::default()).unwrap();
        assert!(!built.fits, "{:?}", built.pressure);
    }
    case.dag = case.dag.without_backward_artificial().unwrap();
    let live_out = case.live_out_set();
    let problem = case.problem(&live_out);
    let relaxed = bounded::schedule_with(&problem, &budget, Some(&founder), &BoundedPolicy::default()).unwrap();
    assert!(relaxed.fits, "{:?}", relaxed.pressure);
    // And the order is legal by the independent checker, which never reads
    // the DAG.
    let with_boundary: Vec<_> = case.instrs.iter().chain(&case.boundary).cloned().collect();
    check_order(&with_boundary, &case.dag.instr_order(&relaxed.order)).unwrap();
}
