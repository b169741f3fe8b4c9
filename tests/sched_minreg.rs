//! GCNMinRegStrategy port: worked examples of minreg.md §8/§9 and one
//! hand-built DAG per tie-break rule. Every expected order and reason is
//! derived by hand in the comments (never taken from running the code).

mod sched_common;

use gcnrs::sched::minreg::{self, MinRegPolicy, PickReason};
use gcnrs::sched::{EdgeSpec, RegionDag, SchedError};
use sched_common::{chain_l0_first, chain_l4_first};
use PickReason::*;

fn run(dag: &RegionDag) -> (Vec<u32>, Vec<PickReason>) {
    let s = minreg::schedule(dag).expect("schedules");
    for (k, d) in s.trace.iter().enumerate() {
        assert_eq!(d.step as usize, k);
        assert_eq!(d.su, s.order[k]);
    }
    (s.order, s.trace.iter().map(|d| d.reason).collect())
}

fn run_height(dag: &RegionDag) -> (Vec<u32>, Vec<PickReason>) {
    let policy = MinRegPolicy { height_tiebreak: true };
    let s = minreg::schedule_with(dag, &dag.top_roots, &policy).expect("schedules");
    (s.order, s.trace.iter().map(|d| d.reason).collect())
}

/// minreg.md §8, leaves `L4..L0`: every leaf ties on filters 1-3 (each
/// has one pending consumer that it cannot complete alone), the bump gives
/// all remaining leaves the same priority, so NodeOrder emits the leaves
/// in program order; from L0 on the queue never holds more than one
/// candidate. Result = original order (spec: verified with llc-22).
#[test]
fn spec_example_leaves_l4_first_keeps_program_order() {
    let (order, reasons) = run(&chain_l4_first());
    assert_eq!(order, vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert_eq!(
        reasons,
        vec![NodeOrder, NodeOrder, NodeOrder, NodeOrder, OnlyCandidate, OnlyCandidate, OnlyCandidate, OnlyCandidate, OnlyCandidate, OnlyCandidate]
    );
}

/// minreg.md §8, leaves `L0..L4` (0=L0 .. 4=L4, 5..8=A1..A4, 9=S_NOP):
/// step 0 NodeOrder -> L0 (bump: L1 to priority 0). Step 1: L1 is the only
/// leaf whose consumer would be complete -> FewestNotReadySuccs. A1 is
/// released at priority 1 -> Priority. A1 completes nothing (A2 needs L2)
/// -> bump L2 to 2 -> Priority; L2 releases A2 at 3 -> Priority; A2 bumps
/// L3 to 4; L3; A3 (5) bumps L4 to 6; L4 is then alone, A4 and S_NOP too.
/// Spec result: `L0 L1 A1 L2 A2 L3 A3 L4 A4`.
#[test]
fn spec_example_leaves_l0_first_interleaves() {
    let (order, reasons) = run(&chain_l0_first());
    assert_eq!(order, vec![0, 1, 5, 2, 6, 3, 7, 4, 8, 9]);
    assert_eq!(
        reasons,
        vec![NodeOrder, FewestNotReadySuccs, Priority, Priority, Priority, Priority, Priority, OnlyCandidate, OnlyCandidate, OnlyCandidate]
    );
}

/// minreg.md §9 improvement on `L4..L0`: heights with unit latencies are
/// L4 2, L3 3, L2 4, L1 5, L0 5, so the height filter keeps {L1, L0} and
/// NodeOrder picks L1 (node 3). Its bump puts L0 at priority 0 with the
/// rest; L0 is the only leaf completing A1 -> FewestNotReadySuccs (the
/// spec's prose says "filter 3", but filter 2 already separates them:
/// L0 leaves 0 edges waiting, the other leaves 1). Then A1 (Priority),
/// L2 (bumped), A2, L3 (bumped), A3, and L4 alone, A4, S_NOP.
#[test]
fn height_tiebreak_interleaves_l4_first() {
    let (order, reasons) = run_height(&chain_l4_first());
    assert_eq!(order, vec![3, 4, 5, 2, 6, 1, 7, 0, 8, 9]);
    assert_eq!(
        reasons,
        vec![NodeOrder, FewestNotReadySuccs, Priority, Priority, Priority, Priority, Priority, OnlyCandidate, OnlyCandidate, OnlyCandidate]
    );
}

/// On `L0..L4` the height filter keeps {L0, L1} and NodeOrder picks L0,
/// exactly as without it, so the order is the parity order.
#[test]
fn height_tiebreak_keeps_good_order_l0_first() {
    let (order, _) = run_height(&chain_l0_first());
    assert_eq!(order, vec![0, 1, 5, 2, 6, 3, 7, 4, 8, 9]);
}

/// Chain 0 -> 1 -> 2: the queue always holds exactly one candidate.
#[test]
fn only_candidate() {
    let dag = RegionDag::from_edges(&[1; 3], &[EdgeSpec::data(0, 1, 1), EdgeSpec::data(1, 2, 1)]);
    assert_eq!(run(&dag), (vec![0, 1, 2], vec![OnlyCandidate; 3]));
}

/// Roots 0 and 1; 0 -> 2 -> 3.
/// Step 0: [0, 1] priority 0; notReady 0 for both (2's only pred is 0; 1
/// has no successors); ready: 0 completes 2, 1 completes nothing ->
/// MostReadySuccs picks 0; 2 is released at priority 0.
/// Step 1: [2(0), 1(0)]; notReady 0/0; ready 1/0 -> MostReadySuccs picks 2;
/// 3 is released at priority 1.
/// Step 2: [3(1), 1(0)] -> Priority picks 3. Step 3: 1 alone.
#[test]
fn priority_prefers_most_recent_release() {
    let dag = RegionDag::from_edges(&[1; 4], &[EdgeSpec::data(0, 2, 1), EdgeSpec::data(2, 3, 1)]);
    assert_eq!(run(&dag), (vec![0, 2, 3, 1], vec![MostReadySuccs, MostReadySuccs, Priority, OnlyCandidate]));
}

/// Roots 0, 1, 2; 0 -> 3 and 2 -> 3.
/// Step 0: notReady(0) = 1 (3 also waits for 2), notReady(1) = 0 (no
/// successors), notReady(2) = 1 -> FewestNotReadySuccs picks 1 although
/// NodeOrder would pick 0. 1 completes nothing but has no successors, so
/// the bump set is empty.
/// Step 1: [0, 2] tie on everything -> NodeOrder 0; 3 still waits; bump
/// gives 2 priority 1. Step 2: 2 alone; 3 released. Step 3: 3 alone.
#[test]
fn fewest_not_ready_succs_beats_program_order() {
    let dag = RegionDag::from_edges(&[1; 4], &[EdgeSpec::data(0, 3, 1), EdgeSpec::data(2, 3, 1)]);
    assert_eq!(run(&dag), (vec![1, 0, 2, 3], vec![FewestNotReadySuccs, NodeOrder, OnlyCandidate, OnlyCandidate]));
}

/// Roots 0, 1, 2; 0 -> 4, 1 -> 3, 1 -> 4, 2 -> 4.
/// Step 0: notReady: 0 -> 1 edge (4 waits for 1, 2), 1 -> 1 (the edge to
/// 4), 2 -> 1: tie. ready: 0 -> 0, 1 -> 1 (3 only waits for 1), 2 -> 0 ->
/// MostReadySuccs picks 1; 3 released at priority 0.
/// Step 1: [3(0), 0(0), 2(0)]: notReady 3 -> 0 (no successors), others 1
/// -> FewestNotReadySuccs picks 3.
/// Step 2: [0, 2] tie -> NodeOrder 0; 4 still waits for 2 -> bump 2.
/// Step 3: 2 alone, releases 4. Step 4: 4.
#[test]
fn most_ready_succs_after_not_ready_tie() {
    let dag = RegionDag::from_edges(
        &[1; 5],
        &[EdgeSpec::data(0, 4, 1), EdgeSpec::data(1, 3, 1), EdgeSpec::data(1, 4, 1), EdgeSpec::data(2, 4, 1)],
    );
    assert_eq!(
        run(&dag),
        (vec![1, 3, 0, 2, 4], vec![MostReadySuccs, FewestNotReadySuccs, NodeOrder, OnlyCandidate, OnlyCandidate])
    );
}

/// Weak edges count in readySuccs but never gate readiness. Weak 1 -> 0:
/// both are top roots. Step 0: notReady 0/0; ready(0) = 0, ready(1) = 1
/// (0's only predecessor is 1) -> MostReadySuccs picks 1; releasing skips
/// the weak edge (0 was never waiting). Step 1: 0.
#[test]
fn weak_edges_count_for_ready_succs_only() {
    let dag = RegionDag::from_edges(&[1; 2], &[EdgeSpec::weak(1, 0)]);
    assert_eq!(dag.top_roots, vec![0, 1]);
    assert_eq!(run(&dag), (vec![1, 0], vec![MostReadySuccs, OnlyCandidate]));
}

/// The bump is seeded through **data** edges only. Nodes: R=0, S=1, Q=2,
/// P=3, T=4, U=5, W=6; S -K-> T, P -> T, Q -> U, W -> U, T -> W.
/// Step 0: roots [R, S, Q, P]; notReady R 0, others 1 -> R.
/// Step 1: [S, Q, P] all priority 0, notReady 1, ready 0 -> NodeOrder S.
/// S completes nothing -> bump at step 1:
/// * K = Data: T's other predecessor P (closure: P has none) -> P gets 1.
///   Step 2: Priority picks P.
/// * K = Order: no seed; step 2: P and Q tie on priority, P now completes
///   T (notReady 0) while Q does not -> FewestNotReadySuccs picks P.
///
/// Then T is released at 2 (Priority), W at 3 (Priority), W completes
/// nothing (U waits for Q) -> bump Q; Q alone; U alone.
#[test]
fn bump_seeds_only_through_data_edges() {
    for (edge, reason2) in
        [(EdgeSpec::data(1, 4, 1), Priority), (EdgeSpec::order(1, 4), FewestNotReadySuccs)]
    {
        let dag = RegionDag::from_edges(
            &[1; 7],
            &[edge, EdgeSpec::data(3, 4, 1), EdgeSpec::data(2, 5, 1), EdgeSpec::data(6, 5, 1), EdgeSpec::data(4, 6, 1)],
        );
        assert_eq!(
            run(&dag),
            (
                vec![0, 1, 3, 4, 6, 2, 5],
                vec![FewestNotReadySuccs, NodeOrder, reason2, Priority, Priority, OnlyCandidate, OnlyCandidate]
            )
        );
    }
}

/// Successor edges are counted per edge: two edges 0 -> 2 (data and anti)
/// make notReady(0) = 2 while 1 has one edge to 2 -> 1 picked first by
/// FewestNotReadySuccs (NodeOrder would pick 0). Both wait for each other's
/// scheduling: 1 completes nothing (2 waits for 0) -> bump 0; 0 alone; 2.
#[test]
fn successor_counts_are_per_edge() {
    let dag = RegionDag::from_edges(
        &[1; 3],
        &[EdgeSpec::data(0, 2, 1), EdgeSpec::anti(0, 2), EdgeSpec::data(1, 2, 1)],
    );
    assert_eq!(run(&dag), (vec![1, 0, 2], vec![FewestNotReadySuccs, OnlyCandidate, OnlyCandidate]));
}

/// Edges to ExitSU are successor edges too: 0 -> Exit and 1 -> Exit make
/// both leave one edge waiting (Exit waits for the other). 2 has none.
/// Step 0: notReady 1/1/0 -> 2. Step 1: 0 and 1 tie -> NodeOrder 0.
#[test]
fn exit_edges_count_as_successors() {
    use gcnrs::sched::Node;
    let dag = RegionDag::from_edges(&[1; 3], &[EdgeSpec::data(0, Node::Exit, 1), EdgeSpec::data(1, Node::Exit, 1)]);
    assert_eq!(run(&dag), (vec![2, 0, 1], vec![FewestNotReadySuccs, NodeOrder, OnlyCandidate]));
}

#[test]
fn bad_roots_are_reported() {
    let dag = RegionDag::from_edges(&[1; 2], &[EdgeSpec::data(0, 1, 1)]);
    let p = MinRegPolicy::llvm();
    assert_eq!(minreg::schedule_with(&dag, &[1], &p), Err(SchedError::BadRoot { su: 1 }));
    assert_eq!(minreg::schedule_with(&dag, &[7], &p), Err(SchedError::RootOutOfRange { su: 7 }));
    assert_eq!(minreg::schedule_with(&dag, &[], &p), Err(SchedError::Incomplete { emitted: 0, total: 2 }));
}

#[test]
fn inconsistent_counters_are_reported() {
    let mut dag = RegionDag::from_edges(&[1; 2], &[EdgeSpec::data(0, 1, 1)]);
    dag.sunits[1].num_preds_left = 0; // claims 1 has no predecessors left
    assert_eq!(minreg::schedule_with(&dag, &[0], &MinRegPolicy::llvm()), Err(SchedError::CounterUnderflow { su: 1 }));
}

#[test]
fn empty_region() {
    let dag = RegionDag::from_edges(&[], &[]);
    assert_eq!(run(&dag), (vec![], vec![]));
}
