//! `gcnrs gap`: the summary of region-stats files written with
//! `-gcnrs-region-stats-solve` (`crate::stats::gap`): how often the exact
//! solver proves its order optimal, by region size, and how far LLVM's
//! default order and minreg's are above optimal.

use super::CliError;
use crate::stats::gap::{region_lines, summarise, GapSummary};
use clap::Args;
use std::fmt::Write;
use std::path::Path;

/// Summarise region-stats files (llc with the plugin and
/// -gcnrs-region-stats=FILE -gcnrs-region-stats-solve): the share of
/// regions solved to optimality by size, and the gap of the default
/// scheduler's and minreg's orders to the optimal one.
#[derive(Debug, Clone, Args)]
#[command(after_help = "Directories are searched for *.jsonl files. The default \
    baseline needs files of LLVM's default scheduler (llc without -misched, the \
    plugin loaded, -gcnrs-region-stats). scripts/gap-report compiles the corpus \
    that way and runs this command.")]
pub struct GapArgs {
    /// Print JSON instead of tables
    #[arg(long, conflicts_with = "markdown")]
    pub json: bool,
    /// Print the tables as Markdown (for the README)
    #[arg(long)]
    pub markdown: bool,
    /// How many regions that cost a wave to list (text and Markdown)
    #[arg(long, default_value_t = 20)]
    pub list: usize,
    /// Region-stats files or directories holding them
    #[arg(value_name = "STATS", required = true)]
    pub inputs: Vec<String>,
}

fn collect(path: &Path, out: &mut Vec<std::path::PathBuf>) -> Result<(), CliError> {
    if path.is_dir() {
        let mut entries: Vec<_> = std::fs::read_dir(path)
            .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() || p.extension().is_some_and(|x| x == "jsonl") {
                collect(&p, out)?;
            }
        }
        Ok(())
    } else if path.exists() {
        out.push(path.to_path_buf());
        Ok(())
    } else {
        Err(CliError::input(format!("{}: no such file or directory", path.display())))
    }
}

pub fn run(args: &GapArgs) -> Result<String, CliError> {
    let mut files = Vec::new();
    for input in &args.inputs {
        collect(Path::new(input), &mut files)?;
    }
    let mut regions = Vec::new();
    for f in &files {
        let name = f.display().to_string();
        let text = std::fs::read_to_string(f).map_err(|e| CliError::input(format!("{name}: {e}")))?;
        regions.extend(region_lines(&name, &text).map_err(CliError::input)?);
    }
    if regions.is_empty() {
        return Err(CliError::input("no region lines in the inputs"));
    }
    let s = summarise(&regions);
    if args.json {
        return serde_json::to_string_pretty(&s).map(|t| t + "\n").map_err(|e| CliError::input(e.to_string()));
    }
    Ok(tables(&s, args.markdown, args.list))
}

/// The two tables and the list of regions that cost a wave.
fn tables(s: &GapSummary, markdown: bool, list: usize) -> String {
    let mut out = String::new();
    let row = |out: &mut String, cells: &[String]| {
        if markdown {
            let _ = writeln!(out, "| {} |", cells.join(" | "));
        } else {
            let _ = writeln!(out, "{}", cells.iter().map(|c| format!("{c:>12}")).collect::<String>());
        }
    };
    let rule = |out: &mut String, n: usize| {
        if markdown {
            let _ = writeln!(out, "|{}", "---|".repeat(n));
        }
    };
    let _ = writeln!(out, "Regions solved to proven optimality, by instructions:");
    row(&mut out, &["instructions", "regions", "optimal", "share"].map(String::from));
    rule(&mut out, 4);
    for b in &s.buckets {
        row(&mut out, &[b.bucket.to_string(), b.regions.to_string(), b.optimal.to_string(), format!("{:.1}%", 100.0 * b.share())]);
    }
    if s.unsolved > 0 {
        let _ = writeln!(out, "({} regions without a solver answer)", s.unsolved);
    }
    let _ = writeln!(out, "\nVGPRs above the optimal order, over regions proven optimal:");
    row(
        &mut out,
        &["order", "regions", "above", "mean", "mean %", "p90", "max", "max %", "costs a wave"].map(String::from),
    );
    rule(&mut out, 9);
    for g in &s.gaps {
        row(
            &mut out,
            &[
                g.baseline.to_string(),
                g.regions.to_string(),
                g.above.to_string(),
                format!("{:.2}", g.mean_vgprs),
                format!("{:.1}%", g.mean_percent),
                g.p90_vgprs.to_string(),
                g.max_vgprs.to_string(),
                format!("{:.0}%", g.max_percent),
                g.costs_a_wave.to_string(),
            ],
        );
    }
    for g in s.gaps.iter().filter(|g| g.below > 0) {
        let _ = writeln!(out, "({}: {} regions below the solver's optimum, left out: later stages changed their instructions)", g.baseline, g.below);
    }
    if !s.wave_costs.is_empty() && list > 0 {
        let _ = writeln!(out, "\nRegions where the order costs a wave ({} in all):", s.wave_costs.len());
        for w in s.wave_costs.iter().take(list) {
            let _ = writeln!(
                out,
                "{}{} {} {} region {} ({} instrs): {} {} VGPRs, {} waves; optimal {} VGPRs, {} waves",
                if markdown { "- " } else { "  " },
                w.file,
                w.function,
                w.block,
                w.region,
                w.instrs,
                w.baseline,
                w.baseline_vgprs,
                w.baseline_occupancy,
                w.optimal_vgprs,
                w.optimal_occupancy
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::cli::run as gcnrs;

    #[test]
    fn missing_input_is_one_line_error() {
        let o = gcnrs(["gcnrs", "gap", "/nonexistent/stats.jsonl"]);
        assert_eq!(o.code, 1);
        assert!(o.stderr.contains("no such file or directory"), "{}", o.stderr);
        assert_eq!(o.stderr.lines().count(), 1);
    }

    #[test]
    fn summarises_a_file() {
        let dir = std::env::temp_dir().join(format!("gcnrs-gap-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let line = |applied: u32, minreg: u32, best: u32, status: &str| {
            format!(
                r#"{{"v":1,"function":"f","cpu":"gfx90a","sched":"default","kind":"region","block":0,"block_index":0,"block_name":"bb.0","loop_depth":0,"region":0,"instrs":30,"applied":{{"sgpr":1,"vgpr":{applied},"arch_vgpr":{applied},"agpr":0,"occupancy":8}},"minreg":{{"sgpr":1,"vgpr":{minreg},"arch_vgpr":{minreg},"agpr":0,"occupancy":8}},"solver":{{"status":"{status}","pressure":{{"sgpr":1,"vgpr":{best},"arch_vgpr":{best},"agpr":0,"occupancy":8}},"lower_bound":{{"sgpr":1,"vgpr":{best},"arch_vgpr":{best},"agpr":0,"occupancy":8}},"nodes":1,"time_us":1}},"blocks_next_wave":false}}"#
            )
        };
        let text = [line(12, 10, 10, "optimal"), line(10, 10, 10, "bounded")].join("\n");
        std::fs::write(dir.join("k.jsonl"), text).unwrap();
        let o = gcnrs(["gcnrs", "gap", "--markdown", dir.to_str().unwrap()]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        assert!(o.stdout.contains("| 21-40 | 2 | 1 | 50.0% |"), "{}", o.stdout);
        assert!(o.stdout.contains("| default | 1 | 1 | 2.00 | 20.0% | 2 | 2 | 20% | 0 |"), "{}", o.stdout);
        let o = gcnrs(["gcnrs", "gap", "--json", dir.to_str().unwrap()]);
        let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
        assert_eq!(v["gaps"][1]["baseline"], "minreg");
        assert_eq!(v["gaps"][1]["above"], 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
