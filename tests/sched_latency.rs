//! Properties of the latency estimate (`sched::latency`) on random DAGs and
//! random legal orders.
//!
//! * It agrees with a replay written here from LLVM's definition
//!   (`getScheduleMetrics`/`computeSUnitReadyCycle`), kept deliberately
//!   naive: a map of ready cycles filled in order.
//! * A chain of register data edges has length = sum of its producers'
//!   latencies (at least one cycle each) + 1.
//! * Every legal order is at least as long as the critical path and the
//!   SUnit count, and `bubbles = length - SUnits`.
//! * The bottom-up computation of the length agrees with the top-down one.
//! * Inserting independent work anywhere never shortens an order.

mod sched_common;

use gcnrs::sched::latency::{self, ScheduleMetrics};
use gcnrs::sched::{EdgeSpec, Node, RegionDag};
use gcnrs::snapshot::Reg;
use proptest::prelude::*;
use sched_common::random_legal_order;
use std::collections::HashMap;

/// Latencies and forward edges of a random region: data edges with and
/// without a register, anti/output/order/weak edges, random latencies
/// (some 0, some long like loads).
fn arb_edges(max_n: usize) -> impl Strategy<Value = (Vec<u32>, Vec<EdgeSpec>)> {
    (1..=max_n).prop_flat_map(|n| {
        let lat = prop_oneof![3 => 0u32..3, 2 => 3u32..10, 1 => Just(80u32)];
        let lats = prop::collection::vec(lat, n);
        let edges = prop::collection::vec((0..n, 0..n, 0u8..8, 0u32..90), 0..n * 3);
        (lats, edges).prop_map(|(lats, raw)| {
            let mut edges = Vec::new();
            for (a, b, kind, lat) in raw {
                if a == b {
                    continue;
                }
                let (a, b) = (a.min(b) as u32, a.max(b) as u32);
                edges.push(match kind {
                    0..=2 => EdgeSpec::data(a, b, lat).with_reg(Reg::Virt(a)),
                    3 => EdgeSpec::data(a, b, lat),
                    4 => EdgeSpec::anti(a, b),
                    5 => EdgeSpec::output(a, b, lat),
                    6 => EdgeSpec::weak(a, b).with_latency(lat),
                    _ => EdgeSpec::order(a, b).with_latency(lat),
                });
            }
            (lats, edges)
        })
    })
}

/// LLVM's replay, from its definition.
fn reference_replay(dag: &RegionDag, order: &[u32]) -> ScheduleMetrics {
    let mut ready_cycles: HashMap<u32, u32> = HashMap::new();
    let (mut curr, mut bubbles) = (0u32, 0u32);
    for &su in order {
        let mut ready = curr;
        for e in dag.preds(Node::SUnit(su)) {
            // isAssignedRegDep: a data dependence with a register.
            if e.kind == gcnrs::sched::DepKind::Data && e.reg.is_some() {
                if let Node::SUnit(p) = e.node {
                    let def_ready = *ready_cycles.entry(p).or_insert(0);
                    ready = ready.max(def_ready + dag.sunits[p as usize].latency);
                }
            }
        }
        ready_cycles.insert(su, ready);
        bubbles += ready - curr;
        curr = ready + 1;
    }
    ScheduleMetrics { length: curr, bubbles }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn replay_matches_llvm_definition((lats, edges) in arb_edges(24), keys in prop::collection::vec(any::<u32>(), 1..24)) {
        let dag = RegionDag::from_edges(&lats, &edges);
        let order = random_legal_order(&dag, &keys);
        prop_assert_eq!(latency::estimate(&dag, &order).unwrap(), reference_replay(&dag, &order));
    }

    #[test]
    fn length_bounds_and_reverse((lats, edges) in arb_edges(24), keys in prop::collection::vec(any::<u32>(), 1..24)) {
        let dag = RegionDag::from_edges(&lats, &edges);
        let order = random_legal_order(&dag, &keys);
        let m = latency::estimate(&dag, &order).unwrap();
        prop_assert_eq!(m.bubbles, m.length - dag.len() as u32);
        prop_assert!(m.length >= latency::length_lower_bound(&dag));
        prop_assert!(m.length >= dag.len() as u32);
        prop_assert_eq!(latency::reverse_length(&dag, &order), m.length);
        // Every SUnit issues no earlier than its earliest cycle.
        let r = latency::replay(&dag, &order).unwrap();
        let earliest = latency::earliest_cycles(&dag);
        for (pos, &su) in order.iter().enumerate() {
            prop_assert!(r.issue[pos] >= earliest[su as usize]);
        }
    }

    /// A chain `0 -> 1 -> ... -> k-1` of register data edges: each link
    /// waits for its producer's latency, a latency-0 producer still costs
    /// its issue cycle.
    #[test]
    fn chain_length_is_sum_of_latencies(lats in prop::collection::vec(0u32..100, 1..20)) {
        let edges: Vec<EdgeSpec> = (1..lats.len() as u32).map(|i| EdgeSpec::data(i - 1, i, 1).with_reg(Reg::Virt(i))).collect();
        let dag = RegionDag::from_edges(&lats, &edges);
        let order: Vec<u32> = (0..lats.len() as u32).collect();
        let expect: u32 = lats[..lats.len() - 1].iter().map(|&l| l.max(1)).sum::<u32>() + 1;
        let m = latency::estimate(&dag, &order).unwrap();
        prop_assert_eq!(m.length, expect);
        prop_assert_eq!(latency::length_lower_bound(&dag), expect);
    }

    /// An SUnit with no edges inserted anywhere in a legal order: the order
    /// never gets shorter (it may fill a bubble, then it stays as long).
    #[test]
    fn independent_work_never_shortens(
        (lats, edges) in arb_edges(20),
        keys in prop::collection::vec(any::<u32>(), 1..20),
        extra_latency in 0u32..90,
        at in any::<prop::sample::Index>(),
    ) {
        let dag = RegionDag::from_edges(&lats, &edges);
        let order = random_legal_order(&dag, &keys);
        let before = latency::estimate(&dag, &order).unwrap();
        let mut lats2 = lats.clone();
        lats2.push(extra_latency);
        let dag2 = RegionDag::from_edges(&lats2, &edges);
        let mut order2 = order.clone();
        order2.insert(at.index(order.len() + 1), lats.len() as u32);
        let after = latency::estimate(&dag2, &order2).unwrap();
        prop_assert!(after.length >= before.length, "{:?} -> {:?}", before, after);
        // At the end it always costs exactly one more cycle.
        let mut order3 = order.clone();
        order3.push(lats.len() as u32);
        prop_assert_eq!(latency::estimate(&dag2, &order3).unwrap().length, before.length + 1);
    }
}
