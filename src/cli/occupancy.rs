//! `gcnrs occupancy`: what llc-22 would print as `; Occupancy:` for a
//! kernel with the given register and LDS usage, why (`--explain`: the
//! resources that limit it, the budget for one more wave, the allocation
//! granules), the same as JSON (`--json`), and the per-wave-count
//! register thresholds (`--table`).

use super::values::{count, lo_hi, lo_opt_hi};
use super::{occupancy_json, occupancy_text, CliError};
use crate::occupancy::advice::Usage;
use crate::occupancy::{FunctionLimits, GcnTarget, TargetOs};
use clap::Args;
use std::fmt::Write;

/// Print the occupancy (waves per SIMD) llc-22 reports as '; Occupancy:'
/// for an AMDGPU kernel (calling convention amdgpu_kernel) using the given
/// resources.
#[derive(Debug, Clone, Args)]
#[command(after_help = "\
Attribute values llc would ignore (for example a flat work group size above \
1024) are ignored the same way.

The first line of the output is always the occupancy. --explain adds:
  Limited by:  what sets it (VGPRs, AGPRs, SGPRs, LDS, work-group size,
               amdgpu-waves-per-eu, hardware; several when they tie)
  Bounds:      the waves each resource alone allows
  Next wave:   what to free for one more wave, or 'already at the maximum'
  llc hint:    function attributes that make llc's allocator fit it
  VGPR/SGPR granules: registers rounded to allocation blocks and how many
               to free to save one block
--json prints all of it (and the --verbose numbers) as one JSON object.")]
pub struct OccupancyArgs {
    /// gfxNNN or a legacy alias (tahiti, tonga, fiji, ...); see --list-cpus
    #[arg(long, value_name = "CPU", allow_hyphen_values = true)]
    pub mcpu: Option<String>,
    /// -mattr style list, e.g. +wavefrontsize64,-xnack,+cumode
    #[arg(
        long,
        value_name = "FEATURES",
        default_value = "",
        allow_hyphen_values = true
    )]
    pub mattr: String,
    /// amdhsa (default), amdpal, mesa3d or none; only amdhsa enables the
    /// trap handler, which reserves 16 SGPRs per wave before gfx10
    #[arg(long, value_name = "OS", value_parser = os, allow_hyphen_values = true)]
    pub os: Option<TargetOs>,
    /// SGPRs as llc reports them in '; TotalNumSgprs:' (VCC, XNACK mask and
    /// flat scratch included)
    #[arg(long, value_name = "S", value_parser = count, allow_hyphen_values = true)]
    pub sgprs: Option<u32>,
    /// VGPRs: '; NumVgprs:' if --agprs is given, else the occupancy-relevant
    /// total ('; TotalNumVgprs:' on gfx90a/gfx94x/gfx950, '; NumVgprs:'
    /// elsewhere)
    #[arg(long, value_name = "V", value_parser = count, allow_hyphen_values = true)]
    pub vgprs: Option<u32>,
    /// AGPRs ('; NumAgprs:'); combined with --vgprs like llc
    #[arg(long, value_name = "A", value_parser = count, allow_hyphen_values = true)]
    pub agprs: Option<u32>,
    /// Static LDS per work-group ('; LDSByteSize:')
    #[arg(long, value_name = "L", value_parser = count, default_value = "0", allow_hyphen_values = true)]
    pub lds_bytes: u32,
    /// As the amdgpu-waves-per-eu attribute
    #[arg(long, value_name = "LO[,HI]", value_parser = lo_opt_hi, allow_hyphen_values = true)]
    pub waves_per_eu: Option<(u32, Option<u32>)>,
    /// As the amdgpu-flat-work-group-size attribute
    #[arg(long, value_name = "LO,HI", value_parser = lo_hi, allow_hyphen_values = true)]
    pub flat_work_group_size: Option<(u32, u32)>,
    /// As the amdgpu-num-vgpr attribute (budgets only)
    #[arg(long, value_name = "N", value_parser = count, allow_hyphen_values = true)]
    pub num_vgpr: Option<u32>,
    /// As the amdgpu-num-sgpr attribute (budgets only)
    #[arg(long, value_name = "N", value_parser = count, allow_hyphen_values = true)]
    pub num_sgpr: Option<u32>,
    /// As the amdgpu-agpr-alloc attribute (budgets only)
    #[arg(long, value_name = "MIN[,MAX]", value_parser = lo_opt_hi, allow_hyphen_values = true)]
    pub agpr_alloc: Option<(u32, Option<u32>)>,
    /// Also print register thresholds for every wave count
    #[arg(long)]
    pub table: bool,
    /// Also say what limits the occupancy and what one more wave costs
    #[arg(long, short = 'e')]
    pub explain: bool,
    /// Print everything as one JSON object (keys in README.md)
    #[arg(long)]
    pub json: bool,
    /// Also print the padded register counts, the waves-per-EU range behind
    /// the result, the occupancy the schedulers start from
    /// (FunctionOccupancy, MIR 'occupancy:' after instruction selection) and
    /// the function's register budgets (MaxNumVGPRs/MaxNumSGPRs, what the
    /// register allocator may use); implies --explain
    #[arg(long, short = 'v')]
    pub verbose: bool,
    /// Print the accepted CPU names
    #[arg(long, exclusive = true)]
    pub list_cpus: bool,
}

fn os(name: &str) -> Result<TargetOs, String> {
    TargetOs::parse(name)
        .ok_or_else(|| format!("unknown OS '{name}' (amdhsa, amdpal, mesa3d, none)"))
}

/// A validated request: the target, the kernel's attributes, and its
/// usage when registers were given (`--table` alone needs none).
pub(super) struct Query {
    pub target: GcnTarget,
    pub limits: FunctionLimits,
    pub usage: Option<Usage>,
}

impl Query {
    fn from_args(a: &OccupancyArgs) -> Result<Query, CliError> {
        let Some(cpu) = a.mcpu.as_deref() else {
            return Err(CliError::usage(
                "missing --mcpu (try 'gcnrs occupancy --help')",
            ));
        };
        let os = a.os.unwrap_or(TargetOs::AmdHsa);
        let target = GcnTarget::from_cpu_for_os(cpu, &a.mattr, os)
            .map_err(|e| CliError::usage(e.to_string()))?;
        let usage = match (a.sgprs, a.vgprs) {
            (Some(sgprs), Some(vgprs)) => Some(Usage {
                sgprs,
                vgprs,
                agprs: a.agprs.unwrap_or(0),
                lds_bytes: a.lds_bytes,
            }),
            (None, None) if a.table && a.agprs.is_none() => None,
            (None, _) => {
                return Err(CliError::usage(
                    "missing --sgprs (try 'gcnrs occupancy --help')",
                ))
            }
            (_, None) => {
                return Err(CliError::usage(
                    "missing --vgprs (try 'gcnrs occupancy --help')",
                ))
            }
        };
        let limits = FunctionLimits {
            flat_work_group_size: a.flat_work_group_size,
            waves_per_eu: a.waves_per_eu,
            lds_size_attr: a.lds_bytes,
            num_vgpr: a.num_vgpr,
            num_sgpr: a.num_sgpr,
            agpr_alloc: a.agpr_alloc,
            ..FunctionLimits::kernel()
        };
        Ok(Query {
            target,
            limits,
            usage,
        })
    }

    /// The VGPR count the occupancy formula sees (AGPRs folded in).
    pub fn unified_vgprs(&self, u: &Usage) -> u32 {
        if u.agprs > 0 {
            self.target.unified_vgprs(u.vgprs, u.agprs)
        } else {
            u.vgprs
        }
    }
}

/// Run `gcnrs occupancy`; what goes to stdout.
pub fn run(a: &OccupancyArgs) -> Result<String, CliError> {
    if a.list_cpus {
        return Ok(cpu_list());
    }
    let q = Query::from_args(a)?;
    if a.json {
        return Ok(occupancy_json::render(&q, a.table));
    }
    Ok(occupancy_text::render(
        &q,
        a.explain || a.verbose,
        a.verbose,
        a.table,
    ))
}

fn cpu_list() -> String {
    let mut out = String::new();
    for c in crate::occupancy::CPUS {
        let _ = write!(out, "{}", c.name);
        if !c.aliases.is_empty() {
            let _ = write!(out, " ({})", c.aliases.join(", "));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::cli::{run as gcnrs, Outcome};

    fn occupancy(args: &str) -> Outcome {
        gcnrs(
            ["gcnrs", "occupancy"]
                .into_iter()
                .chain(args.split_whitespace()),
        )
    }

    fn stdout(args: &str) -> String {
        let o = occupancy(args);
        assert_eq!(o.code, 0, "{args}: {}", o.stderr);
        o.stdout
    }

    #[test]
    fn prints_one_integer() {
        assert_eq!(stdout("--mcpu gfx900 --sgprs 4 --vgprs 25"), "9\n");
        assert_eq!(
            stdout("--mcpu=gfx90a --sgprs=4 --vgprs=61 --agprs=4"),
            "7\n"
        );
        assert_eq!(
            stdout("--mcpu gfx1030 --sgprs 0 --vgprs 10 --flat-work-group-size 1,64 --waves-per-eu 2,2"),
            "4\n"
        );
        assert_eq!(
            stdout("--mcpu gfx900 --sgprs 4 --vgprs 10 --lds-bytes 16384"),
            "8\n"
        );
        assert_eq!(
            stdout("--mcpu gfx1100 --mattr +wavefrontsize64 --sgprs 0 --vgprs 64"),
            "10\n"
        );
        // A feature string may start with '-', like llc's -mattr.
        assert_eq!(
            stdout("--mcpu gfx900 --mattr -xnack --sgprs 80 --vgprs 1"),
            "10\n"
        );
        assert_eq!(stdout("--mcpu gfx1250 --sgprs 0 --vgprs 65"), "12\n");
    }

    #[test]
    fn verbose_adds_the_padded_counts() {
        let out = stdout("--mcpu gfx900 --sgprs 4 --vgprs 10 --lds-bytes 16384 --verbose");
        assert!(out.starts_with("8\n"), "{out}");
        assert!(out.contains("NumSGPRsForWavesPerEU: 65\n"), "{out}");
        assert!(out.contains("NumVGPRsForWavesPerEU: 29\n"), "{out}");
        // Budgets observed with llc-22 on spilling kernels (see the oracle).
        assert!(out.contains("MaxNumVGPRs: 64\n"), "{out}");
        let out = stdout("--mcpu gfx90a --sgprs 4 --vgprs 10 --num-vgpr 40 --verbose");
        assert!(out.contains("MaxNumVGPRs: 80\n"), "{out}");
    }

    #[test]
    fn table() {
        let out = stdout("--mcpu gfx900 --table");
        assert_eq!(out.lines().count(), 12, "{out}");
        let out = stdout("--mcpu gfx900 --sgprs 4 --vgprs 25 --table");
        assert!(out.starts_with("9\n#"), "{out}");
    }

    #[rustfmt::skip]
    #[test]
    fn errors_are_one_line() {
        for (args, needle) in [
            ("--mcpu gfx9999 --sgprs 1 --vgprs 1", "unknown AMDGPU CPU 'gfx9999'"),
            ("--mcpu gfx900 --sgprs x --vgprs 1", "invalid value 'x' for '--sgprs <S>': 'x' is not a non-negative integer"),
            ("--mcpu gfx900 --sgprs -1 --vgprs 1", "'-1' is not a non-negative integer"),
            ("--mcpu gfx900 --sgprs 1", "missing --vgprs"),
            ("--sgprs 1 --vgprs 1", "missing --mcpu"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --bogus", "unexpected argument '--bogus' found"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 extra", "unexpected argument 'extra' found"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --flat-work-group-size 64", "expected LO,HI"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --os linux", "unknown OS"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --mattr wavefrontsize64", "must start with"),
            ("--mcpu gfx900 --sgprs 1 --vgprs", "a value is required for '--vgprs <V>'"),
            ("--mcpu gfx900 --sgprs 99999999999 --vgprs 1", "too large"),
            ("--mcpu gfx900 --table=yes", "unexpected value 'yes' for '--table'"),
            ("--mcpu gfx1250 --mattr +wavefrontsize64 --sgprs 1 --vgprs 1", "gfx1250-class targets have no wave64"),
            ("--list-cpus --mcpu gfx900", "cannot be used with"),
        ] {
            let o = occupancy(args);
            assert!(o.stderr.starts_with("gcnrs occupancy: error: "), "{args}: {}", o.stderr);
            assert!(o.stderr.contains(needle), "{args}: {}", o.stderr);
            assert_eq!(o.stderr.lines().count(), 1, "{args}: {}", o.stderr);
            assert_eq!((o.code, o.stdout.as_str()), (2, ""), "{args}");
        }
    }

    #[test]
    fn help_and_cpu_list() {
        assert!(occupancy("--help")
            .stdout
            .contains("Usage: gcnrs occupancy"));
        let cpus = stdout("--list-cpus");
        assert!(
            cpus.contains("gfx803 (fiji, polaris10, polaris11)\n"),
            "{cpus}"
        );
        assert!(cpus.contains("\ngfx1250\n"), "{cpus}");
    }

    #[test]
    fn os_changes_the_trap_handler_padding() {
        // minSGPRs(8) is 65 with the HSA trap handler and 81 without it.
        let hsa = stdout("--mcpu gfx900 --sgprs 4 --vgprs 10 --lds-bytes 16384 --verbose");
        let bare =
            stdout("--mcpu gfx900 --os none --sgprs 4 --vgprs 10 --lds-bytes 16384 --verbose");
        assert!(hsa.contains("NumSGPRsForWavesPerEU: 65\n"));
        assert!(bare.contains("NumSGPRsForWavesPerEU: 81\n"), "{bare}");
    }
}
