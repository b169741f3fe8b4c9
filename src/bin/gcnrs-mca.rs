//! `gcnrs-mca`: llvm-mca-22's numbers for an llvm-mca input in half its
//! time. `gcnrs estimate`, `tune` and the benchmarks run it in place of
//! llvm-mca when it sits next to them.
//!
//! It simulates each `# LLVM-MCA-BEGIN` region once with LLVM's MCA
//! library and llvm-mca's default options, and prints what llvm-mca's
//! summary would say of it (`Total Cycles`, `Block RThroughput`, rounded as
//! llvm-mca prints them) and the largest entry of its pressure row. The
//! time saved is llvm-mca's second parse of its whole input (it looks for
//! instrument regions, which AMDGPU has none of): on the corpus the AMDGPU
//! asm parser is most of llvm-mca's time; a line that repeats is parsed
//! once, too. `scripts/check-mca-engine`
//! holds the numbers equal to llvm-mca-22's on the corpus.

use clap::Parser;
use gcnrs::ffi::mca::{simulate, Region};
use gcnrs::speed::mca::{split_input, BUSIEST_UNIT};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "gcnrs-mca", about = "llvm-mca-22's Total Cycles and Block RThroughput per code region, one iteration, the input parsed once")]
struct Args {
    /// As llvm-mca -mtriple.
    #[arg(long, default_value = "amdgcn-amd-amdhsa")]
    mtriple: String,
    /// As llvm-mca -mcpu (gfxNNN).
    #[arg(long)]
    mcpu: String,
    /// As llvm-mca -mattr, e.g. +wavefrontsize64.
    #[arg(long, default_value = "")]
    mattr: String,
    /// An llvm-mca input whose code lies in `# LLVM-MCA-BEGIN` regions.
    input: PathBuf,
}

/// llvm-mca's rounding of a printed figure to `digits` decimals.
fn rounded(x: f64, digits: i32) -> f64 {
    let scale = 10f64.powi(digits);
    (x * scale + 0.5).floor() / scale
}

fn run(args: &Args) -> Result<String, String> {
    let name = args.input.display().to_string();
    let text = std::fs::read_to_string(&args.input).map_err(|e| format!("error: {name}: {e}"))?;
    let split = split_input(&text).map_err(|e| format!("error: {name}: {e}"))?;
    if split.regions.is_empty() {
        return Err(format!("error: {name}: no assembly instructions found"));
    }
    let regions: Vec<Region<'_>> =
        split.regions.iter().map(|r| Region { lines: &r.lines, input_line: r.input_line }).collect();
    // A located message reads as LLVM's tools print them: FILE:LINE:COL.
    let sims = simulate(&args.mtriple, &args.mcpu, &args.mattr, &name, &split.code, &regions).map_err(|e| {
        match e.strip_prefix("error: ") {
            Some(plain) => format!("error: {name}: {plain}"),
            None => format!("{name}:{}", split.locate(&e)),
        }
    })?;
    let mut out = String::new();
    for (i, (r, s)) in split.regions.iter().zip(&sims).enumerate() {
        let _ = writeln!(out, "[{i}] Code Region - {}\n", r.name);
        let _ = writeln!(out, "Instructions:      {}", s.instructions);
        let _ = writeln!(out, "Total Cycles:      {}", s.total_cycles);
        let _ = writeln!(out, "Block RThroughput: {:.1}", rounded(s.block_rthroughput, 1));
        let _ = writeln!(out, "{BUSIEST_UNIT} {:.2}\n", rounded(s.max_pressure, 2));
    }
    Ok(out)
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(out) => {
            let _ = std::io::stdout().write_all(out.as_bytes());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}
