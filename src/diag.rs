//! Diagnostics: `tracing` output from Rust, switched on by one knob.
//!
//! `GCNRS_DEBUG=<filter>` (an `EnvFilter` string such as `gcnrs=debug` or
//! `gcnrs::sched=trace`) or the llc option `-gcnrs-debug` (same as
//! `GCNRS_DEBUG=gcnrs=debug`) enables it; output goes to stderr, next to
//! LLVM's own debug stream.

use std::sync::Once;

static INIT: Once = Once::new();

/// The target of the span that names the function a trace line is about
/// (`iterative::Session`). It is always enabled once tracing is on, so that
/// every filter, `gcnrs::speed=debug` as much as `gcnrs=debug`, prints the
/// function: a filter naming one module would otherwise drop the span,
/// whose target is not that module.
pub const FUNCTION_SPAN: &str = "gcnrs::function";

/// Install the stderr subscriber once per process. `force` comes from the
/// `-gcnrs-debug` option; without it only `GCNRS_DEBUG` turns output on.
pub fn init(force: bool) {
    INIT.call_once(|| {
        let filter = match std::env::var("GCNRS_DEBUG") {
            Ok(f) if !f.is_empty() => f,
            _ if force => "gcnrs=debug".to_string(),
            _ => return,
        };
        let filter = format!("{filter},{FUNCTION_SPAN}=debug");
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_writer(std::io::stderr)
            .without_time()
            .with_target(true)
            .try_init();
    });
}
