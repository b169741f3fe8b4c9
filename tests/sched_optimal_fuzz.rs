//! The `solve_case` fuzz target's body (fuzz/fuzz_targets) on mutated
//! real region cases, inside the ordinary test suite: random edits to the
//! DAG, the instructions, the register table and the live-out set must
//! end in an error or a solution whose claims hold, never in a panic.

include!("../fuzz/fuzz_targets/solve_case_body.rs");

use proptest::prelude::*;
use serde_json::Value;
use std::path::Path;

/// JSON pointers to every number and array below the parts of a case the
/// solver reads.
fn targets(v: &Value, path: String, numbers: &mut Vec<String>, arrays: &mut Vec<String>) {
    match v {
        Value::Number(_) => numbers.push(path),
        Value::Array(items) => {
            arrays.push(path.clone());
            for (i, x) in items.iter().enumerate() {
                targets(x, format!("{path}/{i}"), numbers, arrays);
            }
        }
        Value::Object(map) => {
            for (k, x) in map {
                if path.is_empty() && !["dag", "instrs", "boundary", "vregs", "live_out"].contains(&k.as_str()) {
                    continue;
                }
                targets(x, format!("{path}/{k}"), numbers, arrays);
            }
        }
        _ => {}
    }
}

const VALUES: [u64; 8] = [0, 1, 2, 3, 7, 255, 65_536, 4_294_967_295];

/// One edit: (which target, what to do, which value).
type Edit = (prop::sample::Index, u8, prop::sample::Index);

fn mutate(mut case: Value, edits: &[Edit]) -> Value {
    for (at, what, value) in edits {
        let (mut numbers, mut arrays) = (Vec::new(), Vec::new());
        targets(&case, String::new(), &mut numbers, &mut arrays);
        match what % 4 {
            0 | 1 if !numbers.is_empty() => {
                let p = &numbers[at.index(numbers.len())];
                if let Some(x) = case.pointer_mut(p) {
                    *x = Value::from(VALUES[value.index(VALUES.len())]);
                }
            }
            2 if !arrays.is_empty() => {
                let p = &arrays[at.index(arrays.len())];
                if let Some(Value::Array(items)) = case.pointer_mut(p) {
                    if !items.is_empty() {
                        items.remove(value.index(items.len()));
                    }
                }
            }
            _ if !arrays.is_empty() => {
                let p = &arrays[at.index(arrays.len())];
                if let Some(Value::Array(items)) = case.pointer_mut(p) {
                    if !items.is_empty() {
                        let x = items[value.index(items.len())].clone();
                        items.push(x);
                    }
                }
            }
            _ => {}
        }
    }
    case
}

fn seeds() -> Vec<Value> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sched_cases/optimal");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".case.json"))
        .collect();
    paths.sort();
    paths.iter().map(|p| serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()).collect()
}

#[test]
fn unmutated_seeds_solve() {
    for case in seeds() {
        solve_case_bytes(serde_json::to_string(&case).unwrap().as_bytes());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn mutated_cases_never_panic(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(any::<Edit>(), 1..6)) {
        let all = seeds();
        let case = mutate(all[seed.index(all.len())].clone(), &edits);
        let bytes = serde_json::to_vec(&case).unwrap();
        let outcome = std::panic::catch_unwind(|| solve_case_bytes(&bytes));
        prop_assert!(outcome.is_ok(), "panicked on edits {:?}", edits);
    }
}
