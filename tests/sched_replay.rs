//! Replays the serialised DAG snapshots in `tests/sched_cases/`: each file
//! holds a region DAG in the shim's export format and the hand-derived
//! orders (and optionally per-pick reasons) of minreg, minreg with the
//! height tie-break, and ILP. The derivations are written in the files.

use gcnrs::sched::minreg::{self, MinRegPolicy};
use gcnrs::sched::{ilp, RegionDag};
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize)]
struct Expected {
    order: Vec<u32>,
    #[serde(default)]
    reasons: Option<Vec<String>>,
}

#[derive(Deserialize)]
struct Case {
    name: String,
    #[allow(dead_code)]
    source: String,
    #[allow(dead_code)]
    derivation: Vec<String>,
    dag: RegionDag,
    expect: Expectations,
}

#[derive(Deserialize)]
struct Expectations {
    minreg: Option<Expected>,
    minreg_height: Option<Expected>,
    ilp: Option<Expected>,
}

fn reasons<R: std::fmt::Debug>(trace: &[gcnrs::sched::Decision<R>]) -> Vec<String> {
    trace.iter().map(|d| format!("{:?}", d.reason)).collect()
}

fn compare(case: &str, what: &str, exp: &Expected, order: &[u32], got_reasons: Vec<String>) -> Vec<String> {
    let mut fails = Vec::new();
    if exp.order != order {
        fails.push(format!("{case}/{what}: order {order:?}, expected {:?}", exp.order));
    }
    if let Some(r) = &exp.reasons {
        if *r != got_reasons {
            fails.push(format!("{case}/{what}: reasons {got_reasons:?}, expected {r:?}"));
        }
    }
    fails
}

#[test]
fn replay_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sched_cases");
    let mut paths: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    paths.retain(|p| p.extension().is_some_and(|e| e == "json"));
    paths.sort();
    assert!(paths.len() >= 4, "case files missing in {}", dir.display());

    let mut fails = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        let case: Case = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if let Err(errs) = case.dag.verify() {
            fails.push(format!("{}: DAG does not verify: {errs:?}", case.name));
            continue;
        }
        if let Some(exp) = &case.expect.minreg {
            let s = minreg::schedule(&case.dag).unwrap();
            fails.extend(compare(&case.name, "minreg", exp, &s.order, reasons(&s.trace)));
        }
        if let Some(exp) = &case.expect.minreg_height {
            let p = MinRegPolicy { height_tiebreak: true };
            let s = minreg::schedule_with(&case.dag, &case.dag.top_roots, &p).unwrap();
            fails.extend(compare(&case.name, "minreg_height", exp, &s.order, reasons(&s.trace)));
        }
        if let Some(exp) = &case.expect.ilp {
            let s = ilp::schedule(&case.dag).unwrap();
            fails.extend(compare(&case.name, "ilp", exp, &s.order, reasons(&s.trace)));
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
