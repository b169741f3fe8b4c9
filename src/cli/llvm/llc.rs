//! One llc run of one input under one scheduler, and what its output means
//! when something went wrong.

use super::inputs::Kind;
use super::sched::Sched;
use super::tools::first_error;
use crate::cli::CliError;
use crate::stats::line::Line;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// What every run of one input shares.
pub struct LlcSetup {
    pub llc: PathBuf,
    pub plugin: PathBuf,
    pub triple: Option<String>,
    pub cpu: String,
    pub mattr: String,
    /// The input module's own triple, for the error when it is no AMDGPU.
    pub module_triple: Option<String>,
    /// The subcommand, for messages (`gcnrs report needs amdgcn`).
    pub command: &'static str,
}

/// What one run asks for beyond the setup.
#[derive(Clone, Debug, Default)]
pub struct LlcRequest {
    pub sched: Option<Sched>,
    /// Have the plugin write region statistics (`Some(solve)`).
    pub stats: Option<bool>,
    /// `-verify-machineinstrs`: a strategy whose code the verifier rejects
    /// fails instead of giving asm nobody should trust.
    pub verify: bool,
    /// `-pass-remarks-analysis=gcnrs`: the plugin's schedulers state each
    /// function's decision on stderr (`LlcOutput::stderr`).
    pub remarks: bool,
}

/// A finished run: llc's asm, the region statistics when asked for, and
/// the llc process's wall time.
pub struct LlcOutput {
    pub asm: String,
    pub stats: Vec<Line>,
    pub ms: f64,
    /// What llc printed on stderr although it succeeded (warnings, the
    /// plugin's diagnostics).
    pub stderr: String,
}

/// Compile `input`, writing `<out>.s` (and `<out>.jsonl` with statistics;
/// `out` is a path prefix: scheduler names may contain dots).
pub fn run_llc(setup: &LlcSetup, input: &Path, kind: Kind, req: &LlcRequest, out: &Path, shown: &Path) -> Result<LlcOutput, CliError> {
    let with = |ext: &str| {
        let mut p = out.as_os_str().to_owned();
        p.push(ext);
        PathBuf::from(p)
    };
    let asm = with(".s");
    let stats = with(".jsonl");
    let sched_name = req.sched.as_ref().map_or(super::sched::DEFAULT_SCHED, Sched::name);
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
    if let Some(solve) = req.stats {
        // The plugin appends: start from nothing.
        let _ = std::fs::remove_file(&stats);
        cmd.arg(format!("-gcnrs-region-stats={}", stats.display()))
            .arg("-gcnrs-region-stats-detail")
            .arg(format!("-gcnrs-region-stats-label={sched_name}"));
        if solve {
            cmd.arg("-gcnrs-region-stats-solve");
        }
    }
    if let Some(s) = &req.sched {
        cmd.args(s.llc_args());
    }
    if req.verify {
        cmd.arg("-verify-machineinstrs");
    }
    if req.remarks {
        cmd.arg("-pass-remarks-analysis=gcnrs");
    }
    cmd.arg(input).arg("-o").arg(&asm);
    let start = Instant::now();
    let output = cmd
        .output()
        .map_err(|e| CliError::input(format!("cannot run {}: {e}", setup.llc.display())))?;
    let ms = start.elapsed().as_secs_f64() * 1e3;
    let stderr = String::from_utf8_lossy(&output.stderr);
    check_stderr(&stderr, output.status.success(), setup, req, shown)?;
    let asm_text = std::fs::read_to_string(&asm).map_err(|e| CliError::input(format!("{}: {e}", asm.display())))?;
    let lines = match (req.stats, std::fs::read_to_string(&stats)) {
        (Some(_), Ok(text)) => parse_lines(&text, &stats)?,
        _ => Vec::new(),
    };
    let compiled = if req.stats.is_some() { !lines.is_empty() } else { has_amdgpu_function(&asm_text) };
    if !compiled {
        return Err(CliError::input(format!(
            "{}: no AMDGPU function was compiled (is the module's target triple amdgcn? --mtriple sets it)",
            shown.display()
        )));
    }
    Ok(LlcOutput { asm: asm_text, stats: lines, ms, stderr: stderr.into_owned() })
}

/// llc's AMDGPU asm marks every function with `; @name` and, for code
/// objects, names its target; another target's asm comments with `#`.
fn has_amdgpu_function(asm: &str) -> bool {
    !crate::report::asm::parse_asm(asm).is_empty()
}

/// Turn what llc printed into the one-line error it deserves, if any.
fn check_stderr(stderr: &str, ok: bool, setup: &LlcSetup, req: &LlcRequest, shown: &Path) -> Result<(), CliError> {
    let fail = |m: String| Err(CliError::input(m));
    // The plugin's own word that it cannot work in this llc.
    if let Some(line) = stderr.lines().find(|l| l.starts_with("gcnrs: ") && l.contains("the plugin stays inactive")) {
        return fail(format!("{}: {}", setup.plugin.display(), line.trim_start_matches("gcnrs: ")));
    }
    if stderr.contains("is not a recognized processor for this target") {
        let triple = setup.triple.as_deref().or(setup.module_triple.as_deref()).unwrap_or("none");
        return fail(format!(
            "{}: not AMDGPU code (target triple '{triple}'); gcnrs {} needs amdgcn",
            shown.display(),
            setup.command
        ));
    }
    if ok {
        return Ok(());
    }
    if stderr.contains(&*setup.plugin.to_string_lossy()) && (stderr.contains("Could not load") || stderr.contains("Error opening")) {
        return fail(format!("cannot load the plugin into llc: {}", first_error(stderr)));
    }
    if let Some(Sched::Misched(name)) = &req.sched {
        if stderr.contains("Cannot find option named") && stderr.contains(name.as_str()) {
            return fail(format!("--sched: llc knows no scheduler '{name}'"));
        }
    }
    if req.stats == Some(true) && stderr.contains("gcnrs-region-stats-solve") {
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
