//! llvm-mca as the second opinion: one process per asm file, every
//! kernel's segments as named code regions.

use super::kernel::{mca_prefix, Estimated};
use crate::cli::llvm::tools::first_error;
use crate::speed::asm::Segment;
use crate::speed::mca::{mca_input, parse_mca, McaRegion};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How to run llvm-mca for the target.
pub struct Mca<'a> {
    pub mca: &'a Path,
    pub triple: &'a str,
    pub cpu: &'a str,
    pub mattr: &'a str,
    /// llvm-mca-22 never finishes some MFMA loops on gfx90a (even with
    /// -disable-cb); past this it is stopped and the file has no mca figures.
    pub timeout: Duration,
    /// The target has VOPD (dual-issue) instructions.
    pub vopd: bool,
}

/// The regions of every kernel, named with [`mca_prefix`]; or why mca gave
/// none. Also the process's wall time.
pub fn run_mca(m: &Mca<'_>, kernels: &[Estimated<'_>], file: &Path) -> (Result<Vec<McaRegion>, String>, f64) {
    let mut text = String::new();
    for (i, k) in kernels.iter().enumerate() {
        let prefix = mca_prefix(i);
        let renamed: Vec<Segment> =
            k.segments.iter().map(|s| Segment { name: format!("{prefix}{}", s.name), ..s.clone() }).collect();
        text.push_str(&mca_input(k.function, &renamed));
    }
    if kernels.is_empty() {
        return (Ok(Vec::new()), 0.0);
    }
    if let Err(e) = std::fs::write(file, &text) {
        return (Err(format!("{}: {e}", file.display())), 0.0);
    }
    let mut cmd = Command::new(m.mca);
    cmd.arg(format!("-mtriple={}", m.triple)).arg(format!("-mcpu={}", m.cpu));
    if !m.mattr.is_empty() {
        cmd.arg(format!("-mattr={}", m.mattr));
    }
    // Only the summary is read: the per-instruction tables cost mca a third
    // of its time. The pressure table stays where a VOPD block can print a
    // Block RThroughput of 0 (gfx11+), for parse_mca's fallback.
    cmd.arg("-instruction-info=false");
    if !m.vopd {
        cmd.arg("-resource-pressure=false");
    }
    // Output to a file, not a pipe: nothing blocks while we wait with a
    // deadline.
    let report = file.with_extension("txt");
    let stdout = match std::fs::File::create(&report) {
        Ok(f) => f,
        Err(e) => return (Err(format!("{}: {e}", report.display())), 0.0),
    };
    cmd.arg("-iterations=1").arg(file).stdout(stdout).stderr(Stdio::piped());
    let start = Instant::now();
    let result = wait_with_deadline(cmd, m.timeout).and_then(|(ok, stderr)| {
        if !ok {
            return Err(format!("llvm-mca: {}", first_error(&stderr)));
        }
        let out = std::fs::read_to_string(&report).map_err(|e| format!("{}: {e}", report.display()))?;
        parse_mca(&out)
    });
    (result, start.elapsed().as_secs_f64() * 1e3)
}

/// Run to the end or to the deadline; success and stderr.
fn wait_with_deadline(mut cmd: Command, timeout: Duration) -> Result<(bool, String), String> {
    let mut child = cmd.spawn().map_err(|e| format!("cannot run llvm-mca: {e}"))?;
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() > timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "llvm-mca did not finish in {:.0} s (llvm-mca-22 hangs on some MFMA code) and was stopped",
                    timeout.as_secs_f64()
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("llvm-mca: {e}")),
        }
    }
    let out = child.wait_with_output().map_err(|e| format!("llvm-mca: {e}"))?;
    Ok((out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned()))
}
