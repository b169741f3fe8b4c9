//! FFI for `-gcnrs-region-stats`: what statistics sessions learnt before a
//! scheduler ran is kept per function until the pass after the scheduler
//! writes the function's lines.

use super::convert::{self, slice};
use super::guarded;
use super::sys::*;
use crate::stats::{function_lines, RegionBefore, RegionKey, StatsOptions};
use std::collections::HashMap;
use std::io::Write;
use std::sync::Mutex;

type Before = Vec<(RegionKey, RegionBefore)>;

/// Per function name, the regions as they were before scheduling. llc
/// schedules one function at a time and the pass after the scheduler takes
/// its entry, so the map holds at most one function in practice.
static BEFORE: Mutex<Option<HashMap<String, Before>>> = Mutex::new(None);

/// Functions whose read-undef sub-register IMPLICIT_DEFs a scheduler asked
/// the shim to widen, for their function line.
static WIDENED: Mutex<Vec<String>> = Mutex::new(Vec::new());

pub(super) fn keep_widened(function: String) {
    WIDENED.lock().unwrap_or_else(|e| e.into_inner()).push(function);
}

fn take_widened(function: &str) -> bool {
    let mut list = WIDENED.lock().unwrap_or_else(|e| e.into_inner());
    let found = list.iter().position(|f| f == function);
    found.map(|i| list.swap_remove(i)).is_some()
}

pub(super) fn keep_before(function: String, regions: Before) {
    let mut map = BEFORE.lock().unwrap_or_else(|e| e.into_inner());
    map.get_or_insert_with(HashMap::new).insert(function, regions);
}

fn take_before(function: &str) -> Before {
    let mut map = BEFORE.lock().unwrap_or_else(|e| e.into_inner());
    map.as_mut().and_then(|m| m.remove(function)).unwrap_or_default()
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
        let before = take_before(&func.name);
        let mut text = String::new();
        let widened = take_widened(&func.name);
        for mut line in function_lines(&func, depths, &before, &opts) {
            if let crate::stats::Body::Function(f) = &mut line.body {
                f.widened_implicit_defs = widened;
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
