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

fn gstr(s: &str) -> GcnrsStr {
    GcnrsStr { ptr: s.as_ptr() as *const libc::c_char, len: s.len() }
}

/// One iteration of every region of `text` (called `name` in messages);
/// region `i` runs from line `first_lines[i]` (1-based, ascending) to the
/// next region's first line. A region MCA stalls on ends the process (see
/// `gcnrs.h`).
pub fn simulate(
    triple: &str,
    cpu: &str,
    mattr: &str,
    name: &str,
    text: &str,
    first_lines: &[u32],
) -> Result<Vec<Simulated>, String> {
    assert!(first_lines.windows(2).all(|w| w[0] < w[1]), "regions ascend by line");
    let mut regions: Vec<GcnrsMcaRegion> =
        first_lines.iter().map(|&first_line| GcnrsMcaRegion { first_line, ..Default::default() }).collect();
    let mut error = vec![0u8; 1024];
    // SAFETY: every GcnrsStr borrows a live &str for the call; `regions`
    // and `error` are writable buffers of the lengths passed; the shim
    // keeps no pointer past the call.
    let status = unsafe {
        gcnrs_mca_simulate(
            gstr(triple),
            gstr(cpu),
            gstr(mattr),
            gstr(name),
            gstr(text),
            regions.as_mut_ptr(),
            regions.len(),
            error.as_mut_ptr() as *mut libc::c_char,
            error.len(),
        )
    };
    if status != GCNRS_OK {
        let end = error.iter().position(|&b| b == 0).unwrap_or(error.len());
        return Err(String::from_utf8_lossy(&error[..end]).into_owned());
    }
    Ok(regions
        .into_iter()
        .map(|r| Simulated {
            instructions: r.instructions,
            total_cycles: r.total_cycles,
            block_rthroughput: r.block_rthroughput,
            max_pressure: r.max_pressure,
        })
        .collect())
}
