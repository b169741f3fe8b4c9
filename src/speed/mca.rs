//! llvm-mca as the second opinion: its input (one code region per
//! segment) and its output (per region `L` and `U`), as plain text; the
//! process is run elsewhere.
//!
//! `llvm-mca-22 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU -iterations=1` on
//! [`mca_input`]'s text gives per region `Total Cycles` (one wave's `L`) and
//! `Block RThroughput` (the busiest resource, `U`), in the target model's
//! units: 4-clock slots on gfx6-gfx9, clocks on gfx10+.

use super::asm::{depth_weight, AsmFunction, Segment};

/// Lines mca would charge for what the hardware does not pay in a
/// one-wave model: `s_delay_alu` is an issue hint executed in zero cycles
/// (mca charges a SALU cycle), and `s_barrier` waits for the other waves
/// of the workgroup (mca charges hundreds of cycles for it, which a
/// single-wave model cannot know).
fn dropped(line: &str) -> bool {
    let m = line.split_whitespace().next().unwrap_or("");
    m == "s_delay_alu" || m.starts_with("s_barrier")
}

/// One `# LLVM-MCA-BEGIN <segment name>` ... `# LLVM-MCA-END` region per
/// segment with code. mca drops empty regions, so results are matched by
/// name ([`mca_time`]).
pub fn mca_input(f: &AsmFunction, segs: &[Segment]) -> String {
    let mut out = format!("# {}\n", f.name);
    for s in segs {
        let lines: Vec<&String> = s.lines.iter().filter(|l| !dropped(l)).collect();
        if lines.is_empty() {
            continue;
        }
        out.push_str(&format!("# LLVM-MCA-BEGIN {}\n", s.name));
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
        out.push_str(&format!("# LLVM-MCA-END {}\n", s.name));
    }
    out
}

/// One region of mca's report, in the model's cycles.
#[derive(Clone, Debug, PartialEq)]
pub struct McaRegion {
    /// The region's name (`""` for mca's single unnamed region).
    pub name: String,
    pub total_cycles: f64,
    pub rthroughput: f64,
}

/// mca's report, one entry per region in its order.
pub fn parse_mca(out: &str) -> Result<Vec<McaRegion>, String> {
    struct Partial {
        name: String,
        total: Option<f64>,
        rthroughput: Option<f64>,
        pressure: Option<f64>,
    }
    let mut regions: Vec<Partial> = Vec::new();
    let mut lines = out.lines().peekable();
    let number = |s: &str, key: &str| -> Result<f64, String> {
        s.trim().parse::<f64>().map_err(|_| format!("llvm-mca output: bad {key} '{}'", s.trim()))
    };
    while let Some(line) = lines.next() {
        let t = line.trim();
        if let Some(name) = region_header(t) {
            regions.push(Partial { name: name.to_string(), total: None, rthroughput: None, pressure: None });
            continue;
        }
        let current = |regions: &mut Vec<Partial>| {
            if regions.is_empty() {
                regions.push(Partial { name: String::new(), total: None, rthroughput: None, pressure: None });
            }
            regions.len() - 1
        };
        if let Some(v) = t.strip_prefix("Total Cycles:") {
            let i = current(&mut regions);
            regions[i].total = Some(number(v, "Total Cycles")?);
        } else if let Some(v) = t.strip_prefix("Block RThroughput:") {
            let i = current(&mut regions);
            regions[i].rthroughput = Some(number(v, "Block RThroughput")?);
        } else if t == "Resource pressure per iteration:" {
            // A header row of `[n]`, then the numbers (`-` for none).
            lines.next();
            let row = lines.next().unwrap_or("");
            let max = row
                .split_whitespace()
                .filter_map(|c| c.parse::<f64>().ok())
                .fold(0.0, f64::max);
            let i = current(&mut regions);
            regions[i].pressure = Some(max);
        }
    }
    if regions.is_empty() {
        return Err("llvm-mca output: no code region found".to_string());
    }
    regions
        .into_iter()
        .map(|r| {
            let total = r.total.ok_or_else(|| format!("llvm-mca output: region '{}' has no Total Cycles", r.name))?;
            let rt = r.rthroughput.unwrap_or(0.0);
            // A VOPD-only block prints a Block RThroughput of 0.0 (its
            // two-µop VOPD is not summed); the pressure row has the truth.
            let rthroughput = if rt == 0.0 { r.pressure.unwrap_or(0.0) } else { rt };
            Ok(McaRegion { name: r.name, total_cycles: total, rthroughput })
        })
        .collect()
}

/// `[3] Code Region - name` -> `name`.
fn region_header(t: &str) -> Option<&str> {
    let rest = t.strip_prefix('[')?;
    let (idx, rest) = rest.split_once(']')?;
    if !idx.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(rest.trim_start().strip_prefix("Code Region -")?.trim())
}

/// The same estimate as ours from mca's numbers: the sum over segments of
/// `8^depth * max(L / W, U)`, in clocks. A segment without a region (no
/// code after the dropped lines) counts 0.
pub fn mca_time(segs: &[Segment], regions: &[McaRegion], waves: u32, clock_per_slot: u32) -> f64 {
    let cps = clock_per_slot as f64;
    let w = waves.max(1) as f64;
    segs.iter()
        .filter_map(|s| {
            let r = regions.iter().find(|r| r.name == s.name)?;
            Some(depth_weight(s.depth) * (r.total_cycles * cps / w).max(r.rthroughput * cps))
        })
        .sum()
}
