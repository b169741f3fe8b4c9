//! Solve every dumped region case exactly and report, per region size,
//! how often the solver proves optimality, what it costs, and how far the
//! original order and LLVM's minreg order are from the best order.
//!
//! ```sh
//! cargo run --release --no-default-features --example solve_cases -- /work/cases/gfx90a ...
//! # options: --nodes N  --time-ms T  (per-region budget; default: SolverBudget::default())
//! #          --list     (one line per region that is not proven optimal or where minreg loses a wave)
//! #          --all      (one line per region)
//! ```
//!
//! Gaps are measured against the best order found, which is the optimum
//! where it is proven; elsewhere they are lower bounds on the true gap.
//! VGPRs are the count occupancy is computed from; a gap is negative when
//! the order uses fewer registers of that kind than the best one (which
//! won on the other kind or on tuple weights).

use gcnrs::sched::minreg::{self, MinRegPolicy};
use gcnrs::sched::optimal::{legal_order, solve, Objective, SolverBudget, Status};
use gcnrs::sched::problem::RegionCase;
use std::path::{Path, PathBuf};
use std::time::Duration;

const BUCKETS: [(&str, usize); 5] = [("<=20", 20), ("21-40", 40), ("41-80", 80), ("81-160", 160), (">160", usize::MAX)];

#[derive(Default)]
struct Gap {
    vgprs: Vec<i64>,
    sgprs: Vec<i64>,
    /// Regions where the order allows fewer waves than the best one.
    waves_lost: usize,
    /// Regions where the order's key is worse than the best one's.
    worse: usize,
}

#[derive(Default)]
struct Bucket {
    regions: usize,
    optimal: usize,
    millis: Vec<f64>,
    /// Thread CPU time: what the solver costs, whatever else the machine
    /// is doing.
    cpu_millis: Vec<f64>,
    /// Regions whose DAG leaves a def/use pair of a lane unordered.
    unordered: usize,
    original: Gap,
    minreg: Gap,
    failed: usize,
}

fn main() {
    let mut budget = SolverBudget::default();
    let mut list = false;
    let mut all = false;
    let mut dirs: Vec<PathBuf> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--nodes" => budget.max_nodes = number(args.next()),
            "--probe" => budget.probe_percent = number(args.next()) as u8,
            "--time-ms" => budget.max_time = Some(Duration::from_millis(number(args.next()))),
            "--list" => list = true,
            "--all" => {
                list = true;
                all = true
            }
            _ => dirs.push(a.into()),
        }
    }
    if dirs.is_empty() {
        eprintln!("usage: solve_cases [--nodes N] [--time-ms T] [--list] DIR...");
        std::process::exit(2);
    }
    let mut files: Vec<PathBuf> = dirs.iter().flat_map(|d| case_files(d)).collect();
    files.sort();

    let mut buckets: Vec<Bucket> = BUCKETS.iter().map(|_| Bucket::default()).collect();
    for path in &files {
        let Some((case, objective)) = load(path) else { continue };
        let n = case.dag.len();
        let b = &mut buckets[BUCKETS.iter().position(|&(_, hi)| n <= hi).unwrap_or(BUCKETS.len() - 1)];
        b.regions += 1;
        let live = case.live_out_set();
        let problem = case.problem(&live);
        let original: Vec<u32> = (0..n as u32).collect();
        let minreg = match minreg::schedule_with(&case.dag, &case.dag.top_roots, &MinRegPolicy::llvm()) {
            Ok(s) => s.order,
            Err(e) => {
                eprintln!("{}: minreg: {e}", path.display());
                b.failed += 1;
                continue;
            }
        };
        // The original order breaks IGroupLP's edges in a few regions; it
        // is then no candidate, but still what the gap is measured on.
        let incumbents: Vec<Vec<u32>> =
            [&original, &minreg].into_iter().filter(|o| legal_order(&case.dag, o).is_ok()).cloned().collect();
        let cpu = thread_cpu();
        let solved = solve(&problem, &objective, &incumbents, &budget);
        b.cpu_millis.push((thread_cpu() - cpu) * 1e3);
        let sol = match solved {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                b.failed += 1;
                continue;
            }
        };
        b.millis.push(sol.stats.elapsed.as_secs_f64() * 1e3);
        b.unordered += usize::from(sol.stats.set_memo_disabled);
        if sol.status == Status::Optimal {
            b.optimal += 1;
        }
        let best = sol.pressure;
        let mut lost = false;
        for (order, gap) in [(&original, &mut b.original), (&minreg, &mut b.minreg)] {
            let p = problem.pressure_of(order);
            gap.vgprs.push(i64::from(objective.vgprs(&p)) - i64::from(objective.vgprs(&best)));
            gap.sgprs.push(i64::from(p.sgpr()) - i64::from(best.sgpr()));
            if objective.occupancy(&p) < sol.key.occupancy() {
                gap.waves_lost += 1;
                lost = true;
            }
            if objective.key(&p) > sol.key {
                gap.worse += 1;
            }
        }
        if list && (all || sol.status != Status::Optimal || lost) {
            println!(
                "{} n={n} {:?} nodes={} {:.1}ms best: {} / bound: {}\n    bound key: {}\n    {:?}",
                path.display(),
                sol.status,
                sol.stats.nodes,
                sol.stats.elapsed.as_secs_f64() * 1e3,
                sol.key,
                sol.lower_bound,
                sol.lower_bound.key,
                sol.stats
            );
        }
    }
    report(&buckets, &budget);
}

/// Seconds of CPU time this thread has used.
fn thread_cpu() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

fn number(arg: Option<String>) -> u64 {
    arg.and_then(|a| a.parse().ok()).unwrap_or_else(|| {
        eprintln!("solve_cases: --nodes and --time-ms take a number");
        std::process::exit(2)
    })
}

fn case_files(dir: &Path) -> Vec<PathBuf> {
    match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.to_string_lossy().ends_with(".case.json"))
            .collect(),
        Err(e) => {
            eprintln!("{}: {e}", dir.display());
            Vec::new()
        }
    }
}

fn load(path: &Path) -> Option<(RegionCase, Objective)> {
    let text = std::fs::read_to_string(path).map_err(|e| eprintln!("{}: {e}", path.display())).ok()?;
    let case: RegionCase = serde_json::from_str(&text).map_err(|e| eprintln!("{}: {e}", path.display())).ok()?;
    let Some(facts) = case.target.as_ref() else {
        eprintln!("{}: no target facts", path.display());
        return None;
    };
    let objective = Objective::for_function(facts).map_err(|e| eprintln!("{}: {e}", path.display())).ok()?;
    Some((case, objective))
}

fn stats_f(v: &[f64]) -> String {
    if v.is_empty() {
        return "-".into();
    }
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let mean = s.iter().sum::<f64>() / s.len() as f64;
    format!("{mean:.2}/{:.2}/{:.2}", s[(s.len() * 9 / 10).min(s.len() - 1)], s[s.len() - 1])
}

fn stats_i(v: &[i64]) -> String {
    if v.is_empty() {
        return "-".into();
    }
    let mut s = v.to_vec();
    s.sort_unstable();
    let mean = s.iter().sum::<i64>() as f64 / s.len() as f64;
    format!("{mean:.2}/{}/{}", s[(s.len() * 9 / 10).min(s.len() - 1)], s[s.len() - 1])
}

fn report(buckets: &[Bucket], budget: &SolverBudget) {
    println!(
        "budget: {} nodes, time limit {:?} per region",
        budget.max_nodes,
        budget.max_time.unwrap_or(Duration::MAX)
    );
    println!(
        "{:<8} {:>7} {:>8} {:>22} {:>22}",
        "size", "regions", "optimal", "cpu ms mean/p90/max", "wall ms mean/p90/max"
    );
    for ((name, _), b) in BUCKETS.iter().zip(buckets) {
        let share = if b.regions == 0 { 0.0 } else { 100.0 * b.optimal as f64 / b.regions as f64 };
        println!("{name:<8} {:>7} {share:>7.1}% {:>22} {:>22}", b.regions, stats_f(&b.cpu_millis), stats_f(&b.millis));
    }
    for (title, pick) in [("original order", 0), ("minreg order", 1)] {
        println!("\n{title} vs best (gap mean/p90/max; worse = key above the best; waves = regions losing a wave)");
        println!("{:<8} {:>7} {:>18} {:>18} {:>7} {:>6}", "size", "regions", "VGPR gap", "SGPR gap", "worse", "waves");
        for ((name, _), b) in BUCKETS.iter().zip(buckets) {
            let g = if pick == 0 { &b.original } else { &b.minreg };
            println!(
                "{name:<8} {:>7} {:>18} {:>18} {:>7} {:>6}",
                g.vgprs.len(),
                stats_i(&g.vgprs),
                stats_i(&g.sgprs),
                g.worse,
                g.waves_lost
            );
        }
    }
    let unordered: usize = buckets.iter().map(|b| b.unordered).sum();
    println!("\nregions whose DAG leaves a def/use pair unordered (no set memo): {unordered}");
    let failed: usize = buckets.iter().map(|b| b.failed).sum();
    if failed > 0 {
        println!("\n{failed} regions failed (see stderr)");
    }
}
