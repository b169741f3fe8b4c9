//! The text form of `gcnrs occupancy`. The first line is always the bare
//! occupancy, which scripts read; `--explain` and `--verbose` add lines of
//! the form `Key: value` below it.

use super::occupancy::Query;
use crate::occupancy::advice::{advise, suggested_attributes, Advice, Limiter, NextWave, Step};
use crate::occupancy::{
    effective_waves_per_eu, function_occupancy, max_num_sgprs_for_function,
    max_num_vector_regs_for_function, max_num_vgprs_for_function, occupancy_from_workgroup,
    printed_occupancy, GcnTarget, Granules,
};
use std::fmt::Write;

pub(super) fn render(q: &Query, explain: bool, verbose: bool, table: bool) -> String {
    let mut out = String::new();
    if let Some(u) = q.usage {
        let t = &q.target;
        let f = &q.limits;
        let vgprs = q.unified_vgprs(&u);
        let p = printed_occupancy(t, f, u.sgprs, vgprs, u.lds_bytes);
        let _ = writeln!(out, "{}", p.occupancy);
        if explain {
            let a = advise(t, f, u);
            debug_assert_eq!(a.occupancy, p.occupancy);
            write_advice(&mut out, q, &a, vgprs);
        }
        if verbose {
            let (lo, hi) = f.flat_work_group_sizes(t);
            let (wmin, wmax) = effective_waves_per_eu(t, f);
            let (gmin, gmax) = occupancy_from_workgroup(t, u.lds_bytes, lo, hi);
            let (arch, acc) = max_num_vector_regs_for_function(t, f);
            let lines = [
                ("TotalNumVgprs", vgprs.to_string()),
                ("NumSGPRsForWavesPerEU", p.sgprs_for_waves.to_string()),
                ("NumVGPRsForWavesPerEU", p.vgprs_for_waves.to_string()),
                ("FlatWorkGroupSize", format!("{lo},{hi}")),
                ("WavesPerEU", format!("{wmin},{wmax}")),
                ("WorkgroupOccupancy", format!("{gmin},{gmax}")),
                (
                    "SGPROccupancy",
                    t.occupancy_with_sgprs(p.sgprs_for_waves).to_string(),
                ),
                (
                    "VGPROccupancy",
                    t.occupancy_with_vgprs(p.vgprs_for_waves).to_string(),
                ),
                (
                    "FunctionOccupancy",
                    function_occupancy(t, f, u.lds_bytes).to_string(),
                ),
                ("MaxNumVGPRs", max_num_vgprs_for_function(t, f).to_string()),
                ("MaxNumArchVGPRs", arch.to_string()),
                ("MaxNumAGPRs", acc.to_string()),
                ("MaxNumSGPRs", max_num_sgprs_for_function(t, f).to_string()),
            ];
            for (key, value) in lines {
                let _ = writeln!(out, "{key}: {value}");
            }
        }
    }
    if table {
        write_table(&mut out, &q.target);
    }
    out
}

fn write_advice(out: &mut String, q: &Query, a: &Advice, vgprs: u32) {
    let t = &q.target;
    let names: Vec<&str> = a.limited_by.iter().map(|l| l.describe()).collect();
    let _ = writeln!(out, "Limited by: {}", names.join(", "));
    let bounds: Vec<String> = a
        .bounds
        .iter()
        .map(|b| format!("{} {}", b.limiter.describe(), b.waves))
        .collect();
    let _ = writeln!(out, "Bounds: {}", bounds.join(", "));
    let _ = writeln!(out, "Next wave: {}", next_wave_text(q, &a.next_wave));
    let hints = suggested_attributes(t, &q.limits, &a.next_wave);
    if !hints.is_empty() {
        let hints: Vec<String> = hints
            .iter()
            .map(|(k, v)| format!("\"{k}\"=\"{v}\""))
            .collect();
        let _ = writeln!(out, "llc hint: {}", hints.join(" "));
    }
    if t.has_gfx90a_insts() {
        write_granules(out, "VGPR+AGPR", ("VGPR/AGPR", "VGPRs/AGPRs"), &t.vgpr_granules(vgprs));
    } else {
        write_granules(out, "VGPR", ("VGPR", "VGPRs"), &t.vgpr_granules(vgprs));
    }
    if let Some(u) = q.usage {
        if u.agprs > 0 && !t.has_gfx90a_insts() {
            write_granules(out, "AGPR", ("AGPR", "AGPRs"), &t.vgpr_granules(u.agprs));
        }
        if let Some(g) = t.sgpr_granules(u.sgprs) {
            write_granules(out, "SGPR", ("SGPR", "SGPRs"), &g);
        }
    }
}

fn next_wave_text(q: &Query, next: &NextWave) -> String {
    match next {
        NextWave::AtMaximum { limiter, waves } => {
            match limiter {
                Limiter::Hardware => {
                    format!("already at the maximum ({waves} waves per SIMD is the hardware limit)")
                }
                Limiter::WavesPerEu => {
                    format!("already at the maximum amdgpu-waves-per-eu allows ({waves} waves)")
                }
                _ => {
                    let (lo, hi) = q.limits.flat_work_group_sizes(&q.target);
                    format!("already at the maximum for flat work-group sizes {lo}..{hi} ({waves} waves)")
                }
            }
        }
        NextWave::Free {
            target,
            reached,
            steps,
        } => {
            let parts: Vec<String> = steps.iter().map(|s| step_text(&q.target, s)).collect();
            let mut text = format!("free {} for {target} waves", parts.join(" and "));
            if reached > target {
                let _ = write!(text, " (that gives {reached})");
            }
            text
        }
    }
}

fn step_text(t: &GcnTarget, s: &Step) -> String {
    let n = s.to_free();
    let plural = |one: &str| {
        if n == 1 {
            one.to_string()
        } else {
            format!("{one}s")
        }
    };
    match s.limiter {
        Limiter::Vgpr if t.has_gfx90a_insts() => format!(
            "{n} {} (at most {} VGPRs and AGPRs together)",
            if n == 1 { "VGPR/AGPR" } else { "VGPRs/AGPRs" },
            s.budget
        ),
        Limiter::Lds => format!(
            "{n} LDS {} (at most {} per work-group)",
            plural("byte"),
            s.budget
        ),
        other => {
            let one = &other.describe()[..other.describe().len() - 1];
            format!("{n} {} (at most {})", plural(one), s.budget)
        }
    }
}

fn write_granules(out: &mut String, file: &str, unit: (&str, &str), g: &Granules) {
    let _ = write!(
        out,
        "{file} granules: {} -> {} allocated ({} of {})",
        g.used, g.allocated, g.blocks, g.granule
    );
    if g.blocks > 1 {
        let units = if g.to_save_block == 1 { unit.0 } else { unit.1 };
        let _ = write!(
            out,
            "; free {} {units} to save an allocation block",
            g.to_save_block
        );
    }
    out.push('\n');
}

fn write_table(out: &mut String, t: &GcnTarget) {
    let _ = writeln!(
        out,
        "# {} wave{} W={} E={} LDS/CU={} VGPR granule={} total={} addressable={} \
         SGPR granule={} total={} addressable={} trap-handler={} xnack={:?}",
        t.cpu(),
        t.wave_size(),
        t.max_waves_per_eu(),
        t.eus_per_cu(),
        t.lds_per_cu(),
        t.vgpr_granule(),
        t.total_vgprs(),
        t.addressable_vgprs(),
        t.sgpr_granule(),
        t.total_sgprs(),
        t.addressable_sgprs(),
        if t.has_trap_handler() { "on" } else { "off" },
        t.xnack(),
    );
    let _ = writeln!(
        out,
        "# waves  max_sgprs  max_vgprs  sgpr_budget  pad_sgprs  pad_vgprs"
    );
    for r in t.threshold_table() {
        let max_sgprs = r
            .max_sgprs
            .map_or_else(|| "any".to_string(), |n| n.to_string());
        let _ = writeln!(
            out,
            "{:7}  {:>9}  {:9}  {:11}  {:9}  {:9}",
            r.waves, max_sgprs, r.max_vgprs, r.sgpr_budget, r.min_sgprs, r.min_vgprs
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::cli::run as gcnrs;

    fn explain(args: &str) -> String {
        let o = gcnrs(
            ["gcnrs", "occupancy", "--explain"]
                .into_iter()
                .chain(args.split_whitespace()),
        );
        assert_eq!(o.code, 0, "{args}: {}", o.stderr);
        o.stdout
    }

    #[test]
    fn vgpr_limited_kernel() {
        assert_eq!(
            explain("--mcpu gfx900 --sgprs 4 --vgprs 25"),
            "9\n\
             Limited by: VGPRs\n\
             Bounds: VGPRs 9, SGPRs 10, work-group size 10, hardware 10\n\
             Next wave: free 1 VGPR (at most 24) for 10 waves\n\
             llc hint: \"amdgpu-waves-per-eu\"=\"10\" \"amdgpu-num-vgpr\"=\"24\"\n\
             VGPR granules: 25 -> 28 allocated (7 of 4); free 1 VGPR to save an allocation block\n\
             SGPR granules: 4 -> 16 allocated (1 of 16)\n"
        );
    }

    #[test]
    fn ties_caps_and_skipped_steps() {
        let out = explain("--mcpu gfx900 --sgprs 89 --vgprs 30");
        assert!(out.contains("Limited by: VGPRs, SGPRs\n"), "{out}");
        assert!(
            out.contains(
                "Next wave: free 2 VGPRs (at most 28) and 1 SGPR (at most 88) for 9 waves\n"
            ),
            "{out}"
        );
        let out = explain("--mcpu gfx1030 --sgprs 10 --vgprs 65");
        assert!(
            out.contains("Next wave: free 1 VGPR (at most 64) for 13 waves (that gives 16)\n"),
            "{out}"
        );
        assert!(!out.contains("SGPR granules"), "{out}");
        let out = explain("--mcpu gfx900 --sgprs 4 --vgprs 10");
        assert!(out.contains("Limited by: hardware\n"), "{out}");
        assert!(
            out.contains(
                "Next wave: already at the maximum (10 waves per SIMD is the hardware limit)\n"
            ),
            "{out}"
        );
        assert!(!out.contains("llc hint"), "{out}");
        let out = explain(
            "--mcpu gfx1030 --sgprs 0 --vgprs 10 --flat-work-group-size 1,64 --waves-per-eu 2,2",
        );
        assert!(out.contains("Limited by: amdgpu-waves-per-eu\n"), "{out}");
        assert!(
            out.contains(
                "Next wave: already at the maximum amdgpu-waves-per-eu allows (4 waves)\n"
            ),
            "{out}"
        );
        let out = explain("--mcpu gfx900 --sgprs 4 --vgprs 10 --flat-work-group-size 1024,1024");
        assert!(out.contains("Next wave: already at the maximum for flat work-group sizes 1024..1024 (8 waves)\n"), "{out}");
        let out = explain("--mcpu gfx900 --sgprs 4 --vgprs 10 --lds-bytes 16384");
        assert!(out.contains("Limited by: LDS\n"), "{out}");
        assert!(
            out.contains(
                "Next wave: free 14399 LDS bytes (at most 1985 per work-group) for 9 waves\n"
            ),
            "{out}"
        );
        let out = explain("--mcpu gfx90a --sgprs 4 --vgprs 61 --agprs 4");
        assert!(out.contains("Limited by: VGPRs, AGPRs\n"), "{out}");
        assert!(
            out.contains("free 4 VGPRs/AGPRs (at most 64 VGPRs and AGPRs together) for 8 waves"),
            "{out}"
        );
        assert!(
            out.contains("VGPR+AGPR granules: 68 -> 72 allocated (9 of 8)"),
            "{out}"
        );
    }
}
