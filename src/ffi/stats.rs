//! FFI for `-gcnrs-region-stats`: what statistics sessions learnt before a
//! scheduler ran is kept per function until the scheduler has finished it
//! and writes the function's lines.

use super::convert::{self, slice};
use super::guarded;
use super::sys::*;
use crate::stats::{function_lines, RegionBefore, RegionKey, StatsOptions};
use std::collections::HashMap;
use std::io::Write;
use std::sync::Mutex;

type Before = Vec<(RegionKey, RegionBefore)>;

/// What the lines need of a function beyond its snapshot after scheduling.
#[derive(Default)]
struct Pending {
    /// The regions as they were before scheduling.
    before: Before,
    /// The scheduler had read-undef sub-register IMPLICIT_DEFs widened.
    widened: bool,
}

/// Per function name, from the statistics session before the scheduler.
/// llc schedules one function at a time and the writer at the scheduler's
/// end takes its entry, so the map holds at most one function in practice;
/// without `-gcnrs-region-stats` no session runs and nothing is kept.
static PENDING: Mutex<Option<HashMap<String, Pending>>> = Mutex::new(None);

fn pending() -> std::sync::MutexGuard<'static, Option<HashMap<String, Pending>>> {
    PENDING.lock().unwrap_or_else(|e| e.into_inner())
}

pub(super) fn keep_before(function: String, before: Before) {
    pending().get_or_insert_with(HashMap::new).insert(function, Pending { before, widened: false });
}

/// Note the widening on the function's entry, if statistics are being
/// taken of it.
pub(super) fn note_widened(function: &str) {
    if let Some(p) = pending().as_mut().and_then(|m| m.get_mut(function)) {
        p.widened = true;
    }
}

fn take_pending(function: &str) -> Pending {
    pending().as_mut().and_then(|m| m.remove(function)).unwrap_or_default()
}

#[no_mangle]
pub extern "C" fn gcnrs_region_stats(
    f: *const GcnrsFunction,
    loop_depths: *const u32,
    num_blocks: usize,
    options: *const GcnrsStatsOptions,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        // SAFETY: the shim's snapshot, loop depths and options live for the call.
        let func = unsafe { convert::function(f) }?;
        let depths = unsafe { slice(loop_depths, num_blocks) };
        let o = unsafe { options.as_ref() }.ok_or("null options")?;
        let path = unsafe { convert::gstr(&o.path) };
        let opts = StatsOptions { label: unsafe { convert::gstr(&o.label) }, detail: o.detail != 0 };
        let pending = take_pending(&func.name);
        let mut text = String::new();
        for mut line in function_lines(&func, depths, &pending.before, &opts) {
            if let crate::stats::Body::Function(f) = &mut line.body {
                f.widened_implicit_defs = pending.widened;
            }
            text.push_str(&serde_json::to_string(&line).map_err(|e| e.to_string())?);
            text.push('\n');
        }
        // One write of the whole function: llc processes appending to the
        // same file never interleave inside a function's lines.
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .and_then(|mut file| file.write_all(text.as_bytes()))
            .map_err(|e| format!("cannot write {path}: {e}"))?;
        Ok(String::new())
    })
}
