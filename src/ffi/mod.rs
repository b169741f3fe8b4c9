//! The FFI boundary: the only module that touches raw pointers.
//!
//! The C++ shim calls the `extern "C"` functions below with snapshots laid
//! out as `cpp-shim/gcnrs.h` declares them. Each entry point copies its
//! input into owned Rust data, runs the algorithm under `catch_unwind`, and
//! answers with a status and Rust-owned text. A panic becomes
//! `GCNRS_ERROR` with a message; the shim then leaves LLVM's data untouched.

mod convert;
pub mod mca;
mod sched;
mod stats;
mod funcinfo;
mod wwm;
mod post_ra;

#[allow(non_camel_case_types, non_snake_case, non_upper_case_globals, dead_code)]
pub(crate) mod sys {
    include!(concat!(env!("OUT_DIR"), "/gcnrs_bindings.rs"));
}

use std::panic::{catch_unwind, AssertUnwindSafe};
use sys::{GcnrsFunction, GcnrsStatus, GcnrsText, GCNRS_ERROR, GCNRS_OK};

/// The LLVM major whose C++ ABI the shim was compiled against.
const LLVM_MAJOR: u32 = 22;

fn into_text(s: String, out: *mut GcnrsText) {
    if out.is_null() {
        return;
    }
    let boxed = s.into_bytes().into_boxed_slice();
    let len = boxed.len();
    let ptr = Box::into_raw(boxed) as *mut u8;
    // SAFETY: `out` is a valid, writable GcnrsText provided by the shim.
    unsafe {
        (*out).ptr = ptr as *mut libc::c_char;
        (*out).len = len;
    }
}

thread_local! {
    /// Where the last panic on this thread happened (set by our hook).
    static PANIC_AT: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Replace the default hook (which prints a multi-line report to stderr)
/// with one that only records the location; `guarded` turns the panic into
/// a single diagnostic the shim prints.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        PANIC_AT.with(|p| *p.borrow_mut() = at);
    }));
}

/// Run `f`, turning `Err` and panics into `GCNRS_ERROR` + message.
fn guarded(out: *mut GcnrsText, f: impl FnOnce() -> Result<String, String>) -> GcnrsStatus {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(text)) => {
            into_text(text, out);
            GCNRS_OK
        }
        Ok(Err(msg)) => {
            into_text(msg, out);
            GCNRS_ERROR
        }
        Err(payload) => {
            let what = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            let at = PANIC_AT.with(|p| p.borrow().clone());
            into_text(format!("internal error (Rust panic{at}): {what}"), out);
            GCNRS_ERROR
        }
    }
}

#[no_mangle]
pub extern "C" fn gcnrs_init(force_debug: u8, message: *mut GcnrsText) -> GcnrsStatus {
    guarded(message, || {
        crate::diag::init(force_debug != 0);
        install_panic_hook();
        let (mut major, mut minor, mut patch) = (0u32, 0u32, 0u32);
        // SAFETY: plain out-parameters.
        unsafe { llvm_sys::core::LLVMGetVersion(&mut major, &mut minor, &mut patch) };
        if major != LLVM_MAJOR {
            return Err(format!(
                "built for LLVM {LLVM_MAJOR} but loaded into LLVM {major}.{minor}.{patch}"
            ));
        }
        tracing::debug!(target: "gcnrs::ffi", "initialised inside LLVM {major}.{minor}.{patch}");
        Ok(String::new())
    })
}

/// # Safety
/// `f` is a snapshot the shim built and keeps alive for the call; `out`
/// is the shim's text slot.
#[no_mangle]
pub unsafe extern "C" fn gcnrs_print_rp(
    f: *const GcnrsFunction,
    downward: u8,
    out: *mut GcnrsText,
) -> GcnrsStatus {
    guarded(out, || {
        // SAFETY: the shim passes a snapshot valid for the whole call.
        let func = unsafe { convert::function(f) }?;
        let dir = if downward != 0 {
            crate::print_rp::Direction::Downward
        } else {
            crate::print_rp::Direction::Upward
        };
        Ok(crate::print_rp::print_function(&func, dir))
    })
}

/// # Safety
/// As [`gcnrs_print_rp`].
#[no_mangle]
pub unsafe extern "C" fn gcnrs_snapshot_json(f: *const GcnrsFunction, out: *mut GcnrsText) -> GcnrsStatus {
    guarded(out, || {
        // SAFETY: as above.
        let func = unsafe { convert::function(f) }?;
        Ok(func.to_json())
    })
}

#[no_mangle]
pub extern "C" fn gcnrs_text_free(text: GcnrsText) {
    if text.ptr.is_null() {
        return;
    }
    // SAFETY: `ptr`/`len` came from `into_text`'s boxed slice.
    unsafe {
        let slice = std::ptr::slice_from_raw_parts_mut(text.ptr as *mut u8, text.len);
        drop(Box::from_raw(slice));
    }
}
