//! Region DAG snapshot: LLVM's counters, critical-path bias, roots,
//! depth/height, verification and serialisation.

mod sched_common;

use gcnrs::sched::dag::{DagError, EdgeList};
use gcnrs::sched::{DepKind, EdgeSpec, Node, RegionDag};
use gcnrs::snapshot::Reg;

/// 0 -> 2 data, 1 -> 2 order, 0 -weak-> 1, 1 -> 3 anti, 2 -> Exit data.
/// By `SUnit::addPred`: data edges count in NumPreds/NumSuccs, weak edges
/// in Weak*Left, every other edge in Num*Left.
#[test]
fn counters_follow_add_pred() {
    let dag = RegionDag::from_edges(
        &[1; 4],
        &[
            EdgeSpec::data(0, 2, 1),
            EdgeSpec::order(1, 2),
            EdgeSpec::weak(0, 1),
            EdgeSpec::anti(1, 3),
            EdgeSpec::data(2, Node::Exit, 1),
        ],
    );
    let c = |i: usize| {
        let s = &dag.sunits[i];
        (s.num_preds, s.num_succs, s.num_preds_left, s.num_succs_left, s.weak_preds_left, s.weak_succs_left)
    };
    assert_eq!(c(0), (0, 1, 0, 1, 0, 1));
    assert_eq!(c(1), (0, 0, 0, 2, 1, 0));
    assert_eq!(c(2), (1, 1, 2, 1, 0, 0));
    assert_eq!(c(3), (0, 0, 1, 0, 0, 0));
    assert_eq!(dag.top_roots, vec![0, 1]);
    assert_eq!(dag.bot_roots, vec![3]);
    assert_eq!(dag.exit_preds.len(), 1);
    assert_eq!(dag.num_data_preds(Node::Exit), 1);
    dag.verify().unwrap();
}

/// 0 -> 1 data latency 4 (depth(1) = 4); 2 is a leaf (depth 0).
fn bias_case(preds_of_3: &[EdgeSpec]) -> Vec<Node> {
    let mut edges = vec![EdgeSpec::data(0, 1, 4)];
    edges.extend_from_slice(preds_of_3);
    let dag = RegionDag::from_edges(&[1; 4], &edges);
    dag.preds(Node::SUnit(3)).iter().map(|e| e.node).collect()
}

/// `biasCriticalPath`: with two or more data preds, the data pred of
/// strictly greatest depth is swapped (not rotated) with the first entry;
/// the first entry's depth is the starting maximum whatever its kind.
#[test]
fn critical_path_bias() {
    let s = Node::SUnit;
    // Deeper data pred second -> swapped to the front.
    assert_eq!(bias_case(&[EdgeSpec::data(2, 3, 1), EdgeSpec::data(1, 3, 1)]), vec![s(1), s(2)]);
    // Swap, not rotate: [2 (0), 0 (0), 1 (4)] -> [1, 0, 2].
    assert_eq!(
        bias_case(&[EdgeSpec::data(2, 3, 1), EdgeSpec::data(0, 3, 1), EdgeSpec::data(1, 3, 1)]),
        vec![s(1), s(0), s(2)]
    );
    // A deep first entry of kind Order sets the bar; no data pred beats it.
    assert_eq!(
        bias_case(&[EdgeSpec::order(1, 3), EdgeSpec::data(2, 3, 1), EdgeSpec::data(0, 3, 1)]),
        vec![s(1), s(2), s(0)]
    );
    // A deeper Order edge later cannot win.
    assert_eq!(
        bias_case(&[EdgeSpec::data(2, 3, 1), EdgeSpec::order(1, 3), EdgeSpec::data(0, 3, 1)]),
        vec![s(2), s(1), s(0)]
    );
    // Only one data pred: no bias at all.
    assert_eq!(bias_case(&[EdgeSpec::order(2, 3), EdgeSpec::data(1, 3, 1)]), vec![s(2), s(1)]);
    // Exact constructor keeps the list as given.
    let exact = RegionDag::from_edges_exact(&[1; 4], &[EdgeSpec::data(0, 1, 4), EdgeSpec::data(2, 3, 1), EdgeSpec::data(1, 3, 1)]);
    assert_eq!(exact.preds(Node::SUnit(3))[0].node, s(2));
}

/// Ties keep the first one: preds [2 (0), 1 (4), 4 (4)] -> 1 wins.
#[test]
fn critical_path_bias_ties_keep_first() {
    let dag = RegionDag::from_edges(
        &[1; 5],
        &[
            EdgeSpec::data(0, 1, 4),
            EdgeSpec::data(0, 4, 4),
            EdgeSpec::data(2, 3, 1),
            EdgeSpec::data(1, 3, 1),
            EdgeSpec::data(4, 3, 1),
        ],
    );
    let preds: Vec<Node> = dag.preds(Node::SUnit(3)).iter().map(|e| e.node).collect();
    assert_eq!(preds, vec![Node::SUnit(1), Node::SUnit(2), Node::SUnit(4)]);
}

/// ExitSU's list is biased too.
#[test]
fn exit_preds_are_biased() {
    let dag = RegionDag::from_edges(
        &[1; 3],
        &[EdgeSpec::data(0, 1, 3), EdgeSpec::data(2, Node::Exit, 1), EdgeSpec::data(1, Node::Exit, 1)],
    );
    assert_eq!(dag.preds(Node::Exit)[0].node, Node::SUnit(1));
}

/// 0 -> 1 (2), 1 -> 2 (3), 0 -> 2 (1), 2 -> Exit (4), weak 3 -> 0 (5).
/// Depth: 3: 0; 0: 5 (weak edges count); 1: 7; 2: max(10, 6) = 10.
/// Height: 2: 4; 1: 7; 0: max(9, 5) = 9; 3: 14.
#[test]
fn depth_and_height_are_longest_paths() {
    let dag = RegionDag::from_edges(
        &[1; 4],
        &[
            EdgeSpec::data(0, 1, 2),
            EdgeSpec::data(1, 2, 3),
            EdgeSpec::data(0, 2, 1),
            EdgeSpec::data(2, Node::Exit, 4),
            EdgeSpec::weak(3, 0).with_latency(5),
        ],
    );
    let d: Vec<_> = dag.sunits.iter().map(|s| s.depth.unwrap()).collect();
    let h: Vec<_> = dag.sunits.iter().map(|s| s.height.unwrap()).collect();
    assert_eq!(d, vec![5, 7, 10, 0]);
    assert_eq!(h, vec![9, 7, 4, 14]);
    // Exit's depth is the region's critical path: 10 + 4.
    assert_eq!(dag.compute_depths().unwrap()[dag.node_index(Node::Exit)], 14);
}

#[test]
fn verify_reports_export_mismatches() {
    let good = RegionDag::from_edges(&[1; 3], &[EdgeSpec::data(0, 1, 1), EdgeSpec::data(1, 2, 1)]);
    good.verify().unwrap();

    let mut bad = good.clone();
    bad.sunits[2].num_preds_left = 0;
    let errs = bad.verify().unwrap_err();
    assert!(errs.contains(&DagError::Counter { su: 2, field: "num_preds_left", stored: 0, computed: 1 }));
    assert!(errs.iter().any(|e| matches!(e, DagError::Roots { which: "top_roots", .. })));

    let mut bad = good.clone();
    bad.sunits[1].succs = EdgeList::EMPTY;
    let errs = bad.verify().unwrap_err();
    assert_eq!(
        errs,
        vec![DagError::UnmirroredEdge { from: Node::SUnit(1), to: Node::SUnit(2), kind: DepKind::Data, latency: 1, reg: None }]
    );

    let mut bad = good.clone();
    bad.sunits[0].height = Some(7);
    assert_eq!(bad.verify().unwrap_err(), vec![DagError::Path { su: 0, field: "height", stored: 7, computed: 2 }]);

    let mut bad = good.clone();
    bad.sunits[1].instr = 0;
    assert!(bad.verify().unwrap_err().contains(&DagError::InstrOrder { su: 1 }));
}

#[test]
fn malformed_edges_are_rejected() {
    assert!(matches!(
        RegionDag::try_from_edges(&[1; 2], &[EdgeSpec::data(0, 1, 1), EdgeSpec::data(1, 0, 1)]),
        Err(DagError::Cycle { .. })
    ));
    assert!(matches!(RegionDag::try_from_edges(&[1; 2], &[EdgeSpec::data(0, 5, 1)]), Err(DagError::NodeOutOfRange { .. })));
    assert!(matches!(RegionDag::try_from_edges(&[1; 2], &[EdgeSpec::data(0, Node::Entry, 1)]), Err(DagError::BadEndpoints { .. })));
    let mut weak_data = EdgeSpec::data(0, 1, 1);
    weak_data.weak = true;
    assert!(matches!(RegionDag::try_from_edges(&[1; 2], &[weak_data]), Err(DagError::FlagOnNonOrderEdge { .. })));
}

#[test]
fn json_round_trip_and_format() {
    let mut dag = RegionDag::from_edges(
        &[1, 2],
        &[EdgeSpec::data(0, 1, 1).with_reg(Reg::Virt(5)), EdgeSpec::order(1, Node::Exit)],
    );
    dag.exit_instr = Some(3);
    dag.sunits[1].instr = 2;
    let text = dag.to_json();
    assert!(text.contains("\"SUnit\": 1"), "{text}");
    assert!(text.contains("\"Exit\""), "{text}");
    let back = RegionDag::from_json(&text).unwrap();
    assert_eq!(back, dag);
    back.verify().unwrap();
    assert_eq!(back.instr_order(&[1, 0]), vec![2, 0, 3]);
}

/// Optional fields may be omitted by a shim that does not export them.
#[test]
fn json_defaults() {
    let text = r#"{
        "sunits": [
            {"instr": 0, "latency": 1, "preds": [], "succs": [{"node": {"SUnit": 1}, "kind": "Data", "latency": 1}],
             "num_preds": 0, "num_succs": 1, "num_preds_left": 0, "num_succs_left": 1},
            {"instr": 1, "latency": 1, "preds": [{"node": {"SUnit": 0}, "kind": "Data", "latency": 1}], "succs": [],
             "num_preds": 1, "num_succs": 0, "num_preds_left": 1, "num_succs_left": 0}
        ],
        "top_roots": [0], "bot_roots": [1]
    }"#;
    let dag = RegionDag::from_json(text).unwrap();
    dag.verify().unwrap();
    assert_eq!(dag.sunits[0].depth, None);
}
