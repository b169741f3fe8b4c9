//! Tracing output of the minreg strategy. Alone in its own test binary:
//! `tracing` caches per-callsite interest process-wide, so a test running
//! on another thread without a subscriber could switch these events off.

mod sched_common;

use gcnrs::sched::minreg;
use sched_common::chain_l0_first;

/// Decisions are logged under the `gcnrs::sched::minreg` target.
#[test]
fn decisions_are_traced() {
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
        .with_env_filter(tracing_subscriber::EnvFilter::new("gcnrs::sched=trace"))
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, || {
        // Tests run in parallel threads: another thread may already have
        // cached these callsites as uninteresting (no subscriber there).
        tracing::callsite::rebuild_interest_cache();
        minreg::schedule(&chain_l0_first()).unwrap();
    });
    let text = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
    assert!(text.contains("gcnrs::sched::minreg"), "{text}");
    assert!(text.contains("reason=FewestNotReadySuccs"), "{text}");
    assert!(text.contains("queue=\"0(P0) 1(P0) 2(P0) 3(P0) 4(P0)\"") || text.contains("queue=0(P0) 1(P0) 2(P0) 3(P0) 4(P0)"), "{text}");
}
