//! GCNILPScheduler port: one tiny DAG per comparison rule, the queue
//! mechanics on a hand-traced DAG, and the worked examples (ilp.md §5 on
//! the chain of minreg.md §8). Every expectation is derived by hand in the
//! comments.

mod sched_common;

use gcnrs::sched::ilp::{self, IlpRule};
use gcnrs::sched::{EdgeSpec, Node, RegionDag, SchedError};
use sched_common::{chain_l0_first, chain_l4_first};
use IlpRule::*;

fn cmp(dag: &RegionDag, l: u32, r: u32) -> (bool, IlpRule) {
    ilp::compare_fresh(dag, l, r).unwrap()
}

fn run(dag: &RegionDag) -> (Vec<u32>, Vec<IlpRule>) {
    let s = ilp::schedule(dag).expect("schedules");
    // The trace is bottom-up: its SUnits are the order reversed.
    let picked: Vec<u32> = s.trace.iter().map(|d| d.su).collect();
    let mut rev = s.order.clone();
    rev.reverse();
    assert_eq!(picked, rev);
    (s.order, s.trace.iter().map(|d| d.reason).collect())
}

// ------------------------------------------------------------------ rules

/// Rule 1. 0 isolated (depth 0) vs 2 with 1 -> 2 latency 7 (depth 7):
/// |0 - 7| > 6 -> the deeper wins, whichever side it is on. With latency 6
/// the window does not apply; heights are 0/0, and priority decides:
/// 0 has no edges (Sethi-Ullman 1), 2 is a sink (0xFFFF) -> 0 stays.
#[test]
fn rule1_depth_window() {
    let deep = RegionDag::from_edges(&[1; 3], &[EdgeSpec::data(1, 2, 7)]);
    assert_eq!(cmp(&deep, 0, 2), (true, DepthWindow));
    assert_eq!(cmp(&deep, 2, 0), (false, DepthWindow));
    let edge = RegionDag::from_edges(&[1; 3], &[EdgeSpec::data(1, 2, 6)]);
    assert_eq!(cmp(&edge, 0, 2), (false, Priority));
}

/// Rule 2. 0 -> 1 latency 7 gives 0 height 7; 2 is isolated (height 0);
/// depths 0/0 -> smaller height wins: 2. With latency 6 it falls through
/// to priority: 0 is a pure producer (0) vs 2 with no edges (1) -> 0.
#[test]
fn rule2_height_window() {
    let tall = RegionDag::from_edges(&[1; 3], &[EdgeSpec::data(0, 1, 7)]);
    assert_eq!(cmp(&tall, 0, 2), (true, HeightWindow));
    assert_eq!(cmp(&tall, 2, 0), (false, HeightWindow));
    let edge = RegionDag::from_edges(&[1; 3], &[EdgeSpec::data(0, 1, 6)]);
    assert_eq!(cmp(&edge, 0, 2), (false, Priority));
}

/// Rule 3 with Sethi-Ullman numbers: 2 = op(0, 1) (number 2, two tied
/// leaves) and 4 = op(3) (number 1); both feed a sink (5, 6) with latency
/// 1, so depths 1/1 and heights 1/1 -> smaller number wins: 4.
#[test]
fn rule3_priority_sethi_ullman() {
    let e = |a: u32, b: u32| EdgeSpec::data(a, b, 1);
    let dag = RegionDag::from_edges(&[1; 7], &[e(0, 2), e(1, 2), e(3, 4), e(2, 5), e(4, 6)]);
    assert_eq!(cmp(&dag, 2, 4), (true, Priority));
    assert_eq!(cmp(&dag, 4, 2), (false, Priority));
}

/// Rule 4. 0 -> 2 latency 3 (2 is a sink: height 0) and 1 -> 3 latency 1
/// with 3 -> 4 latency 2 (3 has height 2). Heights of 0 and 1 are both 3,
/// depths 0, both pure producers (priority 0) -> closestSucc 0 vs 2: the
/// one whose consumer is higher wins: 1.
#[test]
fn rule4_closest_succ() {
    let dag = RegionDag::from_edges(
        &[1; 5],
        &[EdgeSpec::data(0, 2, 3), EdgeSpec::data(1, 3, 1), EdgeSpec::data(3, 4, 2)],
    );
    assert_eq!(cmp(&dag, 0, 1), (true, ClosestSucc));
}

/// Rule 5. L = 4 = op(X, Y) with X = 2 = op(0, 1) (number 2) and Y = 3 a
/// leaf (number 1): number 2, two data operands. R = 8 = op(Z) with Z = 7 =
/// op(5, 6) (number 2): number 2, one operand. Both feed a sink (9, 10),
/// so depths 2/2, heights 1/1, priorities 2/2, closestSucc 0/0 -> fewer
/// operands wins: R.
#[test]
fn rule5_scratches() {
    let e = |a: u32, b: u32| EdgeSpec::data(a, b, 1);
    let dag = RegionDag::from_edges(
        &[1; 11],
        &[e(0, 2), e(1, 2), e(2, 4), e(3, 4), e(5, 7), e(6, 7), e(7, 8), e(4, 9), e(8, 10)],
    );
    assert_eq!(cmp(&dag, 4, 8), (true, Scratches));
}

/// Rule 6. 0 -> 1 is an order edge of latency 3: height 3 but no data
/// successor, so priority (no data edges: 1), closestSucc (0) and
/// scratches (0) tie with isolated 2 (height 0) -> smaller height: 2.
#[test]
fn rule6_height() {
    let dag = RegionDag::from_edges(&[1; 3], &[EdgeSpec::order(0, 1).with_latency(3)]);
    assert_eq!(cmp(&dag, 0, 2), (true, Height));
}

/// Rule 7. 0 -> 1 order edge of latency 2 gives 1 depth 2; 2 is isolated.
/// Everything else ties (heights 0/0) -> larger depth wins: 1.
#[test]
fn rule7_depth() {
    let dag = RegionDag::from_edges(&[1; 3], &[EdgeSpec::order(0, 1).with_latency(2)]);
    assert_eq!(cmp(&dag, 1, 2), (false, Depth));
    assert_eq!(cmp(&dag, 2, 1), (true, Depth));
}

/// Rule 8: two isolated nodes, latencies 2 and 1 -> smaller latency wins.
/// Rule 9: identical nodes -> the incumbent stays.
#[test]
fn rule8_latency_and_rule9_incumbent() {
    let dag = RegionDag::from_edges(&[2, 1, 1], &[]);
    assert_eq!(cmp(&dag, 0, 1), (true, Latency));
    assert_eq!(cmp(&dag, 1, 2), (false, Incumbent));
    assert_eq!(cmp(&dag, 2, 1), (false, Incumbent));
}

// ------------------------------------------------------- queue mechanics

/// 0=P1 1=P2 2=S1 3=S2 4=W 5=Z; edges P1 -> S1 (1), P2 -> S2 (1),
/// S1 -> Exit (data, 2), W -weak-> Z, Z -> Exit (data, 10).
/// Heights: Z 10, W 10 (via the weak edge), S1 2, S2 0, P1 3, P2 1.
/// Depths: S1 1, S2 1, everything else 0.
/// * Available = bottom roots [S2, W]; release(Exit) pushes S1 then Z to
///   the front of Pending: [Z, S1].
/// * Pick 1: S2 vs W: heights 0/10 -> S2 stays (HeightWindow). Releasing
///   S2 puts P2 at the front of Pending: [P2, Z, S1].
/// * Pick 2: W alone; advance to cycle 10 moves P2, Z, S1 (all heights
///   <= 10, in Pending order) to Available.
/// * Pick 3: P2 vs Z: heights 1/10 -> P2 (HeightWindow); P2 vs S1: heights
///   1/2, priority 0 (pure producer) vs 1 (S1's Sethi-Ullman) -> P2
///   (Priority). Deepest rule needed: Priority.
/// * Pick 4: Z vs S1: heights 10/2 -> S1 (HeightWindow); P1 -> Pending.
/// * Pick 5: Z alone (its weak edge from W releases nothing).
/// * Pick 6: Available empty; advance to max(10 + 1, 3) = 11; P1.
///
/// Bottom-up [S2, W, P2, S1, Z, P1] -> order [P1, Z, S1, P2, W, S2].
#[test]
fn pending_queue_and_cycle_advance() {
    let dag = RegionDag::from_edges(
        &[1; 6],
        &[
            EdgeSpec::data(0, 2, 1),
            EdgeSpec::data(1, 3, 1),
            EdgeSpec::data(2, Node::Exit, 2),
            EdgeSpec::weak(4, 5),
            EdgeSpec::data(5, Node::Exit, 10),
        ],
    );
    assert_eq!(dag.bot_roots, vec![3, 4]);
    assert_eq!(
        run(&dag),
        (vec![0, 5, 2, 1, 4, 3], vec![HeightWindow, OnlyCandidate, Priority, HeightWindow, OnlyCandidate, OnlyCandidate])
    );
}

// -------------------------------------------------------- worked examples

/// ilp.md §5 on minreg.md §8, leaves `L4..L0` (0=L4 .. 4=L0, 5..8=A1..A4,
/// 9=S_NOP), unit latencies. Heights: S_NOP 0, A4 1, A3 2, A2 3, A1 4,
/// L4 2, L3 3, L2 4, L1 5, L0 5.
/// * S_NOP is the only bottom root; it releases A4 -> Pending; advance to
///   1; A4 releases its preds in list order [A3, L4], each pushed to the
///   front: Pending [L4, A3], both height 2 -> Available [L4, A3].
/// * L4 vs A3: depth 0/3, heights 2/2, priority 0 (pure producer) vs 2
///   (Sethi-Ullman of the chain) -> L4. Then A3 alone; it releases [A2, L3]
///   -> Pending [L3, A2] -> L3 by priority; A2; [L2, A1] -> L2; A1.
/// * A1 releases [L0, L1] -> Pending [L1, L0] -> Available [L1, L0]: they
///   tie on every rule -> the incumbent L1 is picked first, then L0.
///
/// Bottom-up [9,8,0,7,1,6,2,5,3,4] -> `L0 L1 A1 L2 A2 L3 A3 L4 A4 S_NOP`.
#[test]
fn spec_example_l4_first_interleaves() {
    let (order, reasons) = run(&chain_l4_first());
    assert_eq!(order, vec![4, 3, 5, 2, 6, 1, 7, 0, 8, 9]);
    assert_eq!(
        reasons,
        vec![OnlyCandidate, OnlyCandidate, Priority, OnlyCandidate, Priority, OnlyCandidate, Priority, OnlyCandidate, Incumbent, OnlyCandidate]
    );
}

/// Same with leaves `L0..L4` (0=L0 .. 4=L4). The only difference is A1's
/// list order [L1, L0]: Pending becomes [L0, L1], the incumbent L0 is
/// picked first (placed lower). Bottom-up [9,8,4,7,3,6,2,5,0,1] ->
/// `L1 L0 A1 L2 A2 L3 A3 L4 A4 S_NOP`: interleaved as well.
#[test]
fn spec_example_l0_first_interleaves() {
    let (order, _) = run(&chain_l0_first());
    assert_eq!(order, vec![1, 0, 5, 2, 6, 3, 7, 4, 8, 9]);
}

#[test]
fn bad_roots_and_counters_are_reported() {
    let dag = RegionDag::from_edges(&[1; 2], &[EdgeSpec::data(0, 1, 1)]);
    assert_eq!(ilp::schedule_from(&dag, &[0]), Err(SchedError::BadRoot { su: 0 }));
    assert_eq!(ilp::schedule_from(&dag, &[5]), Err(SchedError::RootOutOfRange { su: 5 }));
    assert_eq!(ilp::schedule_from(&dag, &[]), Err(SchedError::Incomplete { emitted: 0, total: 2 }));
    let mut bad = dag.clone();
    bad.sunits[0].num_succs_left = 0;
    assert_eq!(ilp::schedule_from(&bad, &[1]), Err(SchedError::CounterUnderflow { su: 0 }));
}

#[test]
fn empty_region() {
    let dag = RegionDag::from_edges(&[], &[]);
    assert_eq!(run(&dag), (vec![], vec![]));
}
