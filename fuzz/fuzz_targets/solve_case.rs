//! Fuzz the exact solver on arbitrary region cases:
//!
//! ```sh
//! cargo +nightly fuzz run solve_case fuzz/corpus/solve_case   # seed it with tests/sched_cases/optimal/*.case.json
//! ```
//!
//! Any input must end in an error or in a solution whose claims hold;
//! never in a panic. `tests/sched_optimal_fuzz.rs` runs the same body on
//! mutated real cases in the ordinary test suite.

#![no_main]

use libfuzzer_sys::fuzz_target;

include!("solve_case_body.rs");

fuzz_target!(|data: &[u8]| solve_case_bytes(data));
