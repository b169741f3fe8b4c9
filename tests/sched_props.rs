//! Property tests on random DAGs and random straight-line code.
//!
//! * Scheduler orders are permutations and respect every non-weak edge.
//! * The minreg port (queue with LLVM's move-to-front mechanics) agrees
//!   with a naive set-based model of the cascade written here, and its
//!   untraced pick agrees with the list mechanics decision by decision.
//! * The ILP port (lazily recomputed heights) agrees with a model that uses
//!   static longest-path heights: on a consistent DAG every height raise is
//!   a no-op, so both must pick identically.
//! * The checker accepts original orders, rejects swaps of dependent
//!   instructions, accepts swaps of adjacent independent ones, and accepts
//!   every scheduler order on a DAG built from the operands.

mod sched_common;

use gcnrs::sched::checker::{check_order, is_boundary};
use gcnrs::sched::minreg::{self, MinRegPolicy};
use gcnrs::sched::testgen::build_dag;
use gcnrs::sched::{ilp, Node, RegionDag};
use proptest::prelude::*;
use sched_common::{arb_dag, arb_region, positions, schedulable, topo_violation};
use std::collections::{BTreeMap, BTreeSet};

// ------------------------------------------------------ reference models

fn ref_is_scheduled(done: &[bool], n: Node) -> bool {
    match n {
        Node::SUnit(i) => done[i as usize],
        Node::Entry => true,
        Node::Exit => false,
    }
}

fn ref_ready(dag: &RegionDag, done: &[bool], s: u32) -> i64 {
    dag.succs(Node::SUnit(s))
        .iter()
        .filter(|e| dag.preds(e.node).iter().all(|p| p.node == Node::SUnit(s) || ref_is_scheduled(done, p.node)))
        .count() as i64
}

/// minreg.md as a set-based loop: no queue order at all.
fn reference_minreg(dag: &RegionDag, height_tiebreak: bool) -> Vec<u32> {
    let n = dag.len();
    let heights = dag.compute_heights().unwrap();
    let mut left: Vec<u32> = dag.sunits.iter().map(|s| s.num_preds_left).collect();
    let mut done = vec![false; n];
    let mut queue: BTreeMap<u32, i64> = dag.top_roots.iter().map(|&r| (r, 0)).collect();
    let mut order = Vec::new();
    let mut step = 0i64;
    while !queue.is_empty() {
        let mut c: Vec<u32> = queue.keys().copied().collect();
        let keep_max = |c: &mut Vec<u32>, f: &dyn Fn(u32) -> i64| {
            let m = c.iter().map(|&s| f(s)).max().unwrap();
            c.retain(|&s| f(s) == m);
        };
        keep_max(&mut c, &|s| queue[&s]);
        keep_max(&mut c, &|s| ref_ready(dag, &done, s) - dag.sunits[s as usize].succs.len() as i64);
        keep_max(&mut c, &|s| ref_ready(dag, &done, s));
        if height_tiebreak {
            keep_max(&mut c, &|s| heights[s as usize] as i64);
        }
        let su = *c.iter().min().unwrap();
        queue.remove(&su);
        for e in dag.succs(Node::SUnit(su)) {
            if let (false, Node::SUnit(t)) = (e.weak, e.node) {
                left[t as usize] -= 1;
                if left[t as usize] == 0 {
                    queue.insert(t, step);
                }
            }
        }
        done[su as usize] = true;
        order.push(su);
        if ref_ready(dag, &done, su) == 0 {
            let mut set = BTreeSet::new();
            for e in dag.succs(Node::SUnit(su)) {
                if let Node::SUnit(t) = e.node {
                    if !done[t as usize] && e.kind == gcnrs::sched::DepKind::Data {
                        for p in dag.preds(Node::SUnit(t)) {
                            if let Node::SUnit(pp) = p.node {
                                if !done[pp as usize] {
                                    set.insert(pp);
                                }
                            }
                        }
                    }
                }
            }
            let mut grow = true;
            while grow {
                grow = false;
                for s in set.clone() {
                    for p in dag.preds(Node::SUnit(s)) {
                        if let Node::SUnit(pp) = p.node {
                            if !done[pp as usize] && set.insert(pp) {
                                grow = true;
                            }
                        }
                    }
                }
            }
            for (s, prio) in queue.iter_mut() {
                if set.contains(s) {
                    *prio = step;
                }
            }
        }
        step += 1;
    }
    order
}

/// ilp.md with heights fixed at their longest-path values.
fn reference_ilp(dag: &RegionDag) -> Vec<u32> {
    let n = dag.len();
    let h = dag.compute_heights().unwrap();
    let d = dag.compute_depths().unwrap();
    let topo = dag.topo_order().unwrap();
    let su = ilp::sethi_ullman_numbers(dag, &topo);
    let hn = |x: Node| h[dag.node_index(x)] as i64;
    let prio = |s: usize| {
        let u = &dag.sunits[s];
        if u.num_succs == 0 && u.num_preds != 0 {
            0xFFFF
        } else if u.num_preds == 0 && u.num_succs != 0 {
            0
        } else {
            su[s] as i64
        }
    };
    let closest = |s: usize| dag.succs(Node::SUnit(s as u32)).iter().filter(|e| !e.is_ctrl()).map(|e| hn(e.node)).max().unwrap_or(0);
    let scratch = |s: usize| dag.preds(Node::SUnit(s as u32)).iter().filter(|e| !e.is_ctrl()).count() as i64;
    // Returns true if r beats l; each pair is (l, r) of a metric and
    // whether a larger value wins.
    let better = |l: usize, r: usize| -> bool {
        let (dl, dr) = (d[l] as i64, d[r] as i64);
        let (hl, hr) = (h[l] as i64, h[r] as i64);
        if (dl - dr).abs() > 6 {
            return dr > dl;
        }
        if (hl - hr).abs() > 6 {
            return hr < hl;
        }
        let rules: [(i64, i64, bool); 6] = [
            (prio(l), prio(r), false),
            (closest(l), closest(r), true),
            (scratch(l), scratch(r), false),
            (hl, hr, false),
            (dl, dr, true),
            (dag.sunits[l].latency as i64, dag.sunits[r].latency as i64, false),
        ];
        for (a, b, larger) in rules {
            if a != b {
                return if larger { b > a } else { b < a };
            }
        }
        false
    };
    let mut left: Vec<u32> = dag.sunits.iter().map(|s| s.num_succs_left).collect();
    let mut avail: Vec<usize> = dag.bot_roots.iter().map(|&r| r as usize).collect();
    let mut pending: Vec<usize> = Vec::new();
    let mut cycle = 0i64;
    let release = |from: Node, left: &mut Vec<u32>, pending: &mut Vec<usize>| {
        for e in dag.preds(from) {
            if let (false, Node::SUnit(p)) = (e.weak, e.node) {
                left[p as usize] -= 1;
                if left[p as usize] == 0 {
                    pending.insert(0, p as usize);
                }
            }
        }
    };
    let advance = |to: i64, cycle: &mut i64, avail: &mut Vec<usize>, pending: &mut Vec<usize>| {
        if to > *cycle {
            *cycle = to;
            let (now, later): (Vec<usize>, Vec<usize>) = pending.iter().partition(|&&p| h[p] as i64 <= to);
            avail.extend(now);
            *pending = later;
        }
    };
    release(Node::Exit, &mut left, &mut pending);
    let mut out = Vec::new();
    loop {
        if avail.is_empty() && !pending.is_empty() {
            let e = pending.iter().map(|&p| h[p] as i64).min().unwrap();
            advance((cycle + 1).max(e), &mut cycle, &mut avail, &mut pending);
        }
        if avail.is_empty() {
            break;
        }
        let mut b = 0;
        for i in 1..avail.len() {
            if better(avail[b], avail[i]) {
                b = i;
            }
        }
        let w = avail.remove(b);
        advance(h[w] as i64, &mut cycle, &mut avail, &mut pending);
        release(Node::SUnit(w as u32), &mut left, &mut pending);
        out.push(w as u32);
    }
    assert_eq!(out.len(), n);
    out.reverse();
    out
}

// ------------------------------------------------------------- properties

fn dag_edges_between_instrs(dag: &RegionDag) -> BTreeSet<(u32, u32)> {
    let instr_of = |n: Node| match n {
        Node::SUnit(i) => dag.sunits[i as usize].instr,
        Node::Exit => dag.exit_instr.unwrap(),
        Node::Entry => unreachable!(),
    };
    let mut out = BTreeSet::new();
    for i in 0..dag.len() {
        for e in dag.succs(Node::SUnit(i as u32)) {
            out.insert((instr_of(Node::SUnit(i as u32)), instr_of(e.node)));
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_dags_verify_and_round_trip(dag in arb_dag(24)) {
        prop_assert_eq!(dag.verify(), Ok(()));
        prop_assert_eq!(RegionDag::from_json(&dag.to_json()).unwrap(), dag);
    }

    #[test]
    fn minreg_orders_are_topological(dag in arb_dag(24)) {
        for policy in [MinRegPolicy::llvm(), MinRegPolicy { height_tiebreak: true }] {
            let s = minreg::schedule_with(&dag, &dag.top_roots, &policy).unwrap();
            prop_assert!(positions(&s.order, dag.len()).is_some());
            prop_assert_eq!(topo_violation(&dag, &s.order), None);
            let picked: Vec<u32> = s.trace.iter().map(|d| d.su).collect();
            prop_assert_eq!(&picked, &s.order);
        }
    }

    #[test]
    fn ilp_orders_are_topological(dag in arb_dag(24)) {
        let s = ilp::schedule(&dag).unwrap();
        prop_assert!(positions(&s.order, dag.len()).is_some());
        prop_assert_eq!(topo_violation(&dag, &s.order), None);
        prop_assert_eq!(s.trace.len(), dag.len());
    }

    #[test]
    fn minreg_matches_set_model(dag in arb_dag(24)) {
        prop_assert_eq!(minreg::schedule(&dag).unwrap().order, reference_minreg(&dag, false));
        let h = MinRegPolicy { height_tiebreak: true };
        prop_assert_eq!(minreg::schedule_with(&dag, &dag.top_roots, &h).unwrap().order, reference_minreg(&dag, true));
    }

    /// The untraced pick (lexicographic maximum, no list reordering) makes
    /// the same decisions, for the same reasons, as LLVM's list mechanics.
    #[test]
    fn minreg_pick_mechanics_agree(dag in arb_dag(24)) {
        use minreg::Mechanics::{Lexicographic, LlvmList};
        for policy in [MinRegPolicy::llvm(), MinRegPolicy { height_tiebreak: true }] {
            let list = minreg::schedule_with_mechanics(&dag, &dag.top_roots, &policy, LlvmList).unwrap();
            let lex = minreg::schedule_with_mechanics(&dag, &dag.top_roots, &policy, Lexicographic).unwrap();
            prop_assert_eq!(&list.order, &lex.order);
            prop_assert_eq!(&list.trace, &lex.trace);
        }
    }

    #[test]
    fn ilp_matches_static_height_model(dag in arb_dag(24)) {
        prop_assert_eq!(ilp::schedule(&dag).unwrap().order, reference_ilp(&dag));
    }

    #[test]
    fn checker_accepts_original_order(code in arb_region(16)) {
        let ids = schedulable(&code);
        prop_assert_eq!(check_order(&code, &ids), Ok(()));
    }

    /// Adjacent schedulable instructions may swap iff the operand-built DAG
    /// has no edge between them (the boundary never moves).
    #[test]
    fn checker_adjacent_swaps_match_dag_edges(code in arb_region(16)) {
        let ids = schedulable(&code);
        let dag = build_dag(&code);
        let edges = dag_edges_between_instrs(&dag);
        for k in 0..ids.len().saturating_sub(1) {
            let (a, b) = (ids[k], ids[k + 1]);
            let mut order = ids.clone();
            order.swap(k, k + 1);
            let res = check_order(&code, &order);
            let dependent = edges.contains(&(a, b)) || is_boundary(&code[b as usize]) || is_boundary(&code[a as usize]);
            prop_assert_eq!(res.is_ok(), !dependent, "swap {} {}: {:?}", a, b, res);
            if let Err(v) = res {
                prop_assert!(v.iter().all(|x| x.pair() == Some((a, b))));
            }
        }
    }

    /// Swapping any two directly dependent instructions is reported for
    /// that pair.
    #[test]
    fn checker_rejects_swapped_dependences(code in arb_region(16), pick in any::<prop::sample::Index>()) {
        let ids = schedulable(&code);
        let dag = build_dag(&code);
        let edges: Vec<(u32, u32)> = dag_edges_between_instrs(&dag).into_iter().collect();
        prop_assume!(!edges.is_empty());
        let (a, b) = edges[pick.index(edges.len())];
        let mut order = ids.clone();
        let pa = order.iter().position(|&x| x == a).unwrap();
        let pb = order.iter().position(|&x| x == b).unwrap();
        order.swap(pa, pb);
        let errs = check_order(&code, &order).unwrap_err();
        prop_assert!(errs.iter().any(|v| v.pair() == Some((a, b))), "{:?}", errs);
    }

    #[test]
    fn scheduler_orders_pass_the_checker(code in arb_region(20)) {
        let dag = build_dag(&code);
        prop_assert_eq!(dag.verify(), Ok(()));
        let orders = [
            minreg::schedule(&dag).unwrap().order,
            minreg::schedule_with(&dag, &dag.top_roots, &MinRegPolicy { height_tiebreak: true }).unwrap().order,
            ilp::schedule(&dag).unwrap().order,
        ];
        for order in orders {
            let instr_order = dag.instr_order(&order);
            let res = check_order(&code, &instr_order);
            prop_assert!(res.is_ok(), "{:?}", res.map_err(|v| v.iter().map(|x| x.describe(&code)).collect::<Vec<_>>()));
        }
    }
}
