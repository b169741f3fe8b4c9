//! FFI for the machineFunctionInfo round trip (`cpp-shim/mfi_yaml.cpp`).

use super::convert::slice;
use super::guarded;
use super::sys::{GcnrsStatus, GcnrsStr, GcnrsText};
use crate::funcinfo;

/// # Safety
/// `s` must describe `len` readable bytes for the duration of the call.
pub(super) unsafe fn text(s: &GcnrsStr) -> Result<String, String> {
    String::from_utf8(slice(s.ptr as *const u8, s.len).to_vec())
        .map_err(|_| "text is not UTF-8".to_string())
}

#[no_mangle]
pub extern "C" fn gcnrs_funcinfo_set_scalar(
    yaml: GcnrsStr,
    key: GcnrsStr,
    value: GcnrsStr,
    out: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(out, || {
        // SAFETY: the shim passes strings valid for the call.
        let (yaml, key, value) = unsafe { (text(&yaml)?, text(&key)?, text(&value)?) };
        funcinfo::set_scalar(&yaml, &key, &value)
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_funcinfo_add_wwm_reserved(
    yaml: GcnrsStr,
    regs: GcnrsStr,
    out: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(out, || {
        // SAFETY: as above.
        let (yaml, regs) = unsafe { (text(&yaml)?, text(&regs)?) };
        let regs: Vec<String> = regs.split_whitespace().map(str::to_string).collect();
        funcinfo::add_wwm_reserved(&yaml, &regs)
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_funcinfo_parse_text(edited: GcnrsStr, out: *mut GcnrsText) -> GcnrsStatus {
    guarded(out, || {
        // SAFETY: as above.
        let edited = unsafe { text(&edited)? };
        funcinfo::parse_text(&edited)
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_funcinfo_check(
    edited: GcnrsStr,
    reserialised: GcnrsStr,
    message: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(message, || {
        // SAFETY: as above.
        let (edited, again) = unsafe { (text(&edited)?, text(&reserialised)?) };
        funcinfo::check_round_trip(&edited, &again).map(|()| String::new())
    })
}
