//! Shared helpers for the `sched_*` integration tests: the worked-example
//! DAGs of the specs, random DAG and instruction strategies, and
//! order-validity predicates.

#![allow(dead_code)]

use gcnrs::sched::{EdgeSpec, Node, RegionDag};
use gcnrs::snapshot::{Instr, InstrFlags, Operand, OperandFlags, Reg};
use proptest::prelude::*;

/// minreg.md §8 with the leaves in program order `L4 L3 L2 L1 L0`:
/// NodeNums 0=L4 1=L3 2=L2 3=L1 4=L0 5=A1 6=A2 7=A3 8=A4 9=S_NOP.
/// `A1 = L0 + L1; A2 = A1 + L2; A3 = A2 + L3; A4 = A3 + L4; S_NOP implicit
/// A4`, unit latencies, no edges to ExitSU (S_ENDPGM reads nothing).
///
/// Predecessor list order: LLVM builds bottom-up, so each `Ak` lists the
/// operand defined closest above it first: A1 = [L0, L1], A2 = [A1, L2],
/// A3 = [A2, L3], A4 = [A3, L4]. The critical-path bias keeps these (the
/// first entry is never strictly shallower than a later data pred).
pub fn chain_l4_first() -> RegionDag {
    let e = |a: u32, b: u32| EdgeSpec::data(a, b, 1);
    RegionDag::from_edges(
        &[1; 10],
        &[e(8, 9), e(7, 8), e(0, 8), e(6, 7), e(1, 7), e(5, 6), e(2, 6), e(4, 5), e(3, 5)],
    )
}

/// The same region with the leaves in program order `L0 L1 L2 L3 L4`:
/// 0=L0 1=L1 2=L2 3=L3 4=L4 5=A1 6=A2 7=A3 8=A4 9=S_NOP. Bottom-up list
/// order: A1 = [L1, L0] (L1 is defined closer), A2 = [A1, L2], A3 = [A2,
/// L3], A4 = [A3, L4].
pub fn chain_l0_first() -> RegionDag {
    let e = |a: u32, b: u32| EdgeSpec::data(a, b, 1);
    RegionDag::from_edges(
        &[1; 10],
        &[e(8, 9), e(7, 8), e(4, 8), e(6, 7), e(3, 7), e(5, 6), e(2, 6), e(1, 5), e(0, 5)],
    )
}

/// Position of every NodeNum in `order`, or `None` if `order` is not a
/// permutation of `0..n`.
pub fn positions(order: &[u32], n: usize) -> Option<Vec<usize>> {
    if order.len() != n {
        return None;
    }
    let mut pos = vec![usize::MAX; n];
    for (p, &s) in order.iter().enumerate() {
        let s = s as usize;
        if s >= n || pos[s] != usize::MAX {
            return None;
        }
        pos[s] = p;
    }
    Some(pos)
}

/// First non-weak SUnit-to-SUnit edge that `order` violates, if any.
pub fn topo_violation(dag: &RegionDag, order: &[u32]) -> Option<(u32, u32)> {
    let pos = positions(order, dag.len()).expect("a permutation");
    for i in 0..dag.len() {
        for e in dag.succs(Node::SUnit(i as u32)) {
            if let Node::SUnit(t) = e.node {
                if !e.weak && pos[i] > pos[t as usize] {
                    return Some((i as u32, t));
                }
            }
        }
    }
    None
}

// ---------------------------------------------------------------- random DAGs

/// A random DAG: `n` SUnits, forward edges `i < j` of random kind, weak and
/// artificial order edges, random latencies, edges to ExitSU.
pub fn arb_dag(max_n: usize) -> impl Strategy<Value = RegionDag> {
    (1..=max_n)
        .prop_flat_map(|n| {
            let lats = prop::collection::vec(0u32..4, n);
            let edge = (0..n, 0..n, 0u8..6, 0u32..5);
            let edges = prop::collection::vec(edge, 0..(n * 3));
            let exits = prop::collection::vec((0..n, any::<bool>(), 0u32..4), 0..4);
            (lats, edges, exits)
        })
        .prop_map(|(lats, raw, exits)| {
            let mut edges = Vec::new();
            for (a, b, kind, lat) in raw {
                if a == b {
                    continue;
                }
                let (a, b) = (a.min(b) as u32, a.max(b) as u32);
                edges.push(match kind {
                    0 | 1 => EdgeSpec::data(a, b, lat),
                    2 => EdgeSpec::anti(a, b),
                    3 => EdgeSpec::output(a, b, lat),
                    4 => EdgeSpec::weak(a, b).with_latency(lat),
                    _ => {
                        if lat % 2 == 0 {
                            EdgeSpec::order(a, b)
                        } else {
                            EdgeSpec::artificial(a, b)
                        }
                    }
                });
            }
            for (a, data, lat) in exits {
                edges.push(if data {
                    EdgeSpec::data(a as u32, Node::Exit, lat)
                } else {
                    EdgeSpec::order(a as u32, Node::Exit)
                });
            }
            RegionDag::from_edges(&lats, &edges)
        })
}

// ------------------------------------------------------ random instructions

/// Sub-register choices: (index, lanes). 0 = whole register.
const SUBREGS: [(u32, u64); 4] = [(0, 0), (1, 0x3), (2, 0xC), (3, 0xF)];

pub fn op(reg: Reg, sub: usize, flags: u32) -> Operand {
    let (sub_reg, sub_lanes) = SUBREGS[sub];
    Operand { reg, sub_reg, sub_lanes, flags: OperandFlags(flags) }
}

pub fn instr(name: &str, flags: u32, operands: Vec<Operand>) -> Instr {
    Instr {
        opcode: 0,
        opcode_name: name.into(),
        flags: InstrFlags(flags),
        slot: None,
        operands,
        text: String::new(),
    }
}

fn arb_operand() -> impl Strategy<Value = Operand> {
    let reg = prop_oneof![
        4 => (0u32..5).prop_map(Reg::Virt),
        1 => (0u32..3).prop_map(Reg::Phys),
    ];
    (reg, 0usize..4, any::<bool>(), 0u8..8, any::<bool>()).prop_map(|(reg, sub, def, extra, implicit)| {
        let sub = if reg.is_virtual() { sub } else { 0 };
        let mut flags = if def { OperandFlags::DEF } else { 0 };
        if implicit {
            flags |= OperandFlags::IMPLICIT;
        }
        match extra {
            0 => flags |= OperandFlags::UNDEF,
            1 if def => flags |= OperandFlags::DEAD,
            _ => {}
        }
        op(reg, sub, flags)
    })
}

fn arb_mem_flags() -> impl Strategy<Value = u32> {
    prop_oneof![
        6 => Just(0),
        2 => Just(InstrFlags::MAY_LOAD),
        2 => Just(InstrFlags::MAY_STORE),
        1 => Just(InstrFlags::MAY_LOAD | InstrFlags::MAY_STORE),
        1 => Just(InstrFlags::SIDE_EFFECTS),
        1 => Just(InstrFlags::MAY_LOAD | InstrFlags::ORDERED_MEMREF),
        1 => Just(InstrFlags::FP_EXCEPTION),
    ]
}

fn arb_instr() -> impl Strategy<Value = Instr> {
    prop_oneof![
        10 => (arb_mem_flags(), prop::collection::vec(arb_operand(), 0..4))
            .prop_map(|(flags, ops)| instr("OP", flags, ops)),
        1 => (0u32..5).prop_map(|v| instr(
            "DBG_VALUE",
            InstrFlags::DEBUG | InstrFlags::DEBUG_VALUE,
            vec![op(Reg::Virt(v), 0, OperandFlags::DEBUG)],
        )),
        // An IGroupLP hint: side effects on paper, no memory effect.
        1 => Just(instr(
            "SCHED_GROUP_BARRIER",
            InstrFlags::META | InstrFlags::SIDE_EFFECTS | InstrFlags::ORDERED_MEMREF,
            vec![],
        )),
    ]
}

/// A straight-line region: random instructions (a few debug values among
/// them), optionally ending with a boundary instruction that reads a
/// register.
pub fn arb_region(max_len: usize) -> impl Strategy<Value = Vec<Instr>> {
    (prop::collection::vec(arb_instr(), 1..=max_len), prop::option::of(arb_operand())).prop_map(
        |(mut v, term)| {
            if let Some(mut o) = term {
                o.flags = OperandFlags(o.flags.0 & !OperandFlags::DEF & !OperandFlags::DEAD);
                v.push(instr("S_CBRANCH", InstrFlags::TERMINATOR | InstrFlags::BARRIER, vec![o]));
            }
            v
        },
    )
}

/// Indices of the schedulable instructions, in original order.
pub fn schedulable(instrs: &[Instr]) -> Vec<u32> {
    (0..instrs.len() as u32).filter(|&i| gcnrs::sched::checker::is_schedulable(&instrs[i as usize])).collect()
}

/// A random legal order: Kahn's algorithm over the strong SUnit-to-SUnit
/// edges, each time taking the ready SUnit with the smallest key
/// (`keys[su % keys.len()]`, ties by NodeNum).
pub fn random_legal_order(dag: &RegionDag, keys: &[u32]) -> Vec<u32> {
    let n = dag.len();
    let mut left: Vec<usize> = (0..n as u32)
        .map(|s| dag.preds(Node::SUnit(s)).iter().filter(|e| !e.weak && !e.node.is_boundary()).count())
        .collect();
    let mut order = Vec::with_capacity(n);
    let mut ready: Vec<u32> = (0..n as u32).filter(|&s| left[s as usize] == 0).collect();
    while !ready.is_empty() {
        let k = (0..ready.len()).min_by_key(|&i| (keys[ready[i] as usize % keys.len()], ready[i])).unwrap();
        let s = ready.swap_remove(k);
        order.push(s);
        for e in dag.succs(Node::SUnit(s)) {
            if let (false, Node::SUnit(t)) = (e.weak, e.node) {
                left[t as usize] -= 1;
                if left[t as usize] == 0 {
                    ready.push(t);
                }
            }
        }
    }
    assert_eq!(order.len(), n, "the DAG has a cycle");
    order
}

/// Run `f` under a `tracing` subscriber with `filter` and return its result
/// with everything logged, as plain text. Tests run on parallel threads:
/// another thread may already have cached the callsites as uninteresting
/// (no subscriber there), so the interest cache is rebuilt first.
pub fn traced<R>(filter: &str, f: impl FnOnce() -> R) -> (R, String) {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);
    impl Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().write(b)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    let buf = Buf::default();
    let writer = buf.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let r = tracing::subscriber::with_default(subscriber, || {
        tracing::callsite::rebuild_interest_cache();
        f()
    });
    let text = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
    (r, text)
}
