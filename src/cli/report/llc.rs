//! One llc run of one input under one scheduler, with the plugin writing
//! the region statistics, and what its output means when something went
//! wrong.

use super::inputs::Kind;
use super::tools::first_error;
use crate::cli::CliError;
use crate::report::asm::parse_asm;
use crate::report::RunData;
use crate::stats::line::Line;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// The scheduler label that means "no -misched": LLVM's default.
pub const DEFAULT_SCHED: &str = "default";

/// What every run shares.
pub struct LlcSetup {
    pub llc: PathBuf,
    pub plugin: PathBuf,
    pub triple: Option<String>,
    pub cpu: String,
    pub mattr: String,
    pub solve: bool,
    /// The input module's own triple, for the error when it is no AMDGPU.
    pub module_triple: Option<String>,
}

/// A finished run: its data and the llc process's wall time.
pub struct LlcRun {
    pub data: RunData,
    pub ms: f64,
}

/// Compile `input` with `sched`, writing `<out>.s` and `<out>.jsonl`
/// (`out` is a path prefix: scheduler names may contain dots).
pub fn run_llc(setup: &LlcSetup, input: &Path, kind: Kind, sched: &str, out: &Path, shown: &Path) -> Result<LlcRun, CliError> {
    let with = |ext: &str| {
        let mut p = out.as_os_str().to_owned();
        p.push(ext);
        PathBuf::from(p)
    };
    let asm = with(".s");
    let stats = with(".jsonl");
    // The plugin appends: start from nothing.
    let _ = std::fs::remove_file(&stats);
    let mut cmd = Command::new(&setup.llc);
    cmd.arg("-load").arg(&setup.plugin);
    if let Some(t) = &setup.triple {
        cmd.arg(format!("-mtriple={t}"));
    }
    cmd.arg(format!("-mcpu={}", setup.cpu));
    if !setup.mattr.is_empty() {
        cmd.arg(format!("-mattr={}", setup.mattr));
    }
    cmd.arg("-O2");
    if kind == Kind::Mir {
        cmd.arg("-start-before=machine-scheduler");
    }
    cmd.arg(format!("-gcnrs-region-stats={}", stats.display()))
        .arg("-gcnrs-region-stats-detail")
        .arg(format!("-gcnrs-region-stats-label={sched}"));
    if sched != DEFAULT_SCHED {
        cmd.arg(format!("-misched={sched}"));
    }
    if setup.solve {
        cmd.arg("-gcnrs-region-stats-solve");
    }
    cmd.arg(input).arg("-o").arg(&asm);
    let start = Instant::now();
    let output = cmd
        .output()
        .map_err(|e| CliError::input(format!("cannot run {}: {e}", setup.llc.display())))?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let stderr = String::from_utf8_lossy(&output.stderr);
    check_stderr(&stderr, output.status.success(), setup, sched, shown)?;
    let asm_text = std::fs::read_to_string(&asm).map_err(|e| CliError::input(format!("{}: {e}", asm.display())))?;
    let lines = match std::fs::read_to_string(&stats) {
        Ok(text) => parse_lines(&text, &stats)?,
        Err(_) => Vec::new(),
    };
    if lines.is_empty() {
        return Err(CliError::input(format!(
            "{}: no AMDGPU function was compiled (is the module's target triple amdgcn? --mtriple sets it)",
            shown.display()
        )));
    }
    Ok(LlcRun { data: RunData { lines, asm: parse_asm(&asm_text) }, ms })
}

/// Turn what llc printed into the one-line error it deserves, if any.
fn check_stderr(stderr: &str, ok: bool, setup: &LlcSetup, sched: &str, shown: &Path) -> Result<(), CliError> {
    let fail = |m: String| Err(CliError::input(m));
    // The plugin's own word that it cannot work in this llc.
    if let Some(line) = stderr.lines().find(|l| l.starts_with("gcnrs: ") && l.contains("the plugin stays inactive")) {
        return fail(format!("{}: {}", setup.plugin.display(), line.trim_start_matches("gcnrs: ")));
    }
    if stderr.contains("is not a recognized processor for this target") {
        let triple = setup.triple.as_deref().or(setup.module_triple.as_deref()).unwrap_or("none");
        return fail(format!(
            "{}: not AMDGPU code (target triple '{triple}'); gcnrs report needs amdgcn",
            shown.display()
        ));
    }
    if ok {
        return Ok(());
    }
    if stderr.contains(&*setup.plugin.to_string_lossy()) && (stderr.contains("Could not load") || stderr.contains("Error opening")) {
        return fail(format!("cannot load the plugin into llc: {}", first_error(stderr)));
    }
    if stderr.contains("Cannot find option named") && stderr.contains(sched) && sched != DEFAULT_SCHED {
        return fail(format!("--sched: llc knows no scheduler '{sched}'"));
    }
    if setup.solve && stderr.contains("gcnrs-region-stats-solve") {
        return fail("--solve: this plugin has no -gcnrs-region-stats-solve".to_string());
    }
    fail(format!("{}: llc: {}", shown.display(), first_error(stderr)))
}

fn parse_lines(text: &str, path: &Path) -> Result<Vec<Line>, CliError> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            serde_json::from_str(l).map_err(|e| {
                CliError::input(format!("{}:{}: not a region-stats line this gcnrs reads: {e}", path.display(), i + 1))
            })
        })
        .collect()
}
