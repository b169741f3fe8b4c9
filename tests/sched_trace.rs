//! Tracing output of the minreg strategy. Alone in its own test binary:
//! `tracing` caches per-callsite interest process-wide, so a test running
//! on another thread without a subscriber could switch these events off.

mod sched_common;

use gcnrs::sched::minreg;
use sched_common::{chain_l0_first, traced};

/// Decisions are logged under the `gcnrs::sched::minreg` target.
#[test]
fn decisions_are_traced() {
    let (_, text) = traced("gcnrs::sched=trace", || minreg::schedule(&chain_l0_first()).unwrap());
    assert!(text.contains("gcnrs::sched::minreg"), "{text}");
    assert!(text.contains("reason=FewestNotReadySuccs"), "{text}");
    assert!(text.contains("queue=\"0(P0) 1(P0) 2(P0) 3(P0) 4(P0)\"") || text.contains("queue=0(P0) 1(P0) 2(P0) 3(P0) 4(P0)"), "{text}");
}
