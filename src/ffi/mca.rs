//! The safe face of `gcnrs_mca_simulate`: LLVM's MCA library on asm text,
//! for the `gcnrs-mca` tool. The plugin never calls it.

use super::sys::{gcnrs_mca_simulate, GcnrsMcaRegion, GcnrsStr, GCNRS_OK};

/// One region's numbers, as the MCA library gives them (unrounded).
#[derive(Clone, Debug, PartialEq)]
pub struct Simulated {
    pub instructions: u32,
    pub total_cycles: u64,
    pub block_rthroughput: f64,
    pub max_pressure: f64,
}

/// `s` lent to the shim for the call (`convert::gstr` is the other way).
fn lend(s: &str) -> GcnrsStr {
    GcnrsStr { ptr: s.as_ptr() as *const libc::c_char, len: s.len() }
}

/// A region for [`simulate`]: its code as 1-based lines of the text, and
/// where it starts in the caller's input (for the stall message).
pub struct Region<'a> {
    pub lines: &'a [u32],
    pub input_line: u32,
}

/// One iteration of every region over `text` (called `name` in messages),
/// each line parsed once. A region MCA stalls on ends the process (see
/// `gcnrs.h`).
pub fn simulate(
    triple: &str,
    cpu: &str,
    mattr: &str,
    name: &str,
    text: &str,
    regions: &[Region<'_>],
) -> Result<Vec<Simulated>, String> {
    let mut raw: Vec<GcnrsMcaRegion> = regions
        .iter()
        .map(|r| GcnrsMcaRegion {
            lines: r.lines.as_ptr(),
            num_lines: r.lines.len(),
            input_line: r.input_line,
            ..Default::default()
        })
        .collect();
    let mut error = vec![0u8; 1024];
    // SAFETY: every GcnrsStr borrows a live &str for the call; each
    // region's `lines` borrows a live slice of `num_lines`; `raw` and
    // `error` are writable buffers of the lengths passed; the shim keeps no
    // pointer past the call.
    let status = unsafe {
        gcnrs_mca_simulate(
            lend(triple),
            lend(cpu),
            lend(mattr),
            lend(name),
            lend(text),
            raw.as_mut_ptr(),
            raw.len(),
            error.as_mut_ptr() as *mut libc::c_char,
            error.len(),
        )
    };
    if status != GCNRS_OK {
        let end = error.iter().position(|&b| b == 0).unwrap_or(error.len());
        return Err(String::from_utf8_lossy(&error[..end]).into_owned());
    }
    Ok(raw
        .into_iter()
        .map(|r| Simulated {
            instructions: r.instructions,
            total_cycles: r.total_cycles,
            block_rthroughput: r.block_rthroughput,
            max_pressure: r.max_pressure,
        })
        .collect())
}
