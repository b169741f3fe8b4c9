//! `gcnrs occupancy`: what llc-22 would print as `; Occupancy:` for a
//! kernel with the given register and LDS usage, plus an optional table of
//! register thresholds per wave count.
//!
//! Argument parsing is hand-written (std only) and returns errors instead of
//! exiting, so the binary stays a thin dispatcher and the parser is tested
//! here.

use super::budget::{
    max_num_sgprs_for_function, max_num_vector_regs_for_function, max_num_vgprs_for_function,
};
use super::function::function_occupancy;
use super::limits::FunctionLimits;
use super::printed::printed_occupancy;
use super::target::{GcnTarget, TargetOs};
use super::workgroup::{effective_waves_per_eu, occupancy_from_workgroup};
use std::fmt::{self, Write};

pub const USAGE: &str = "\
usage: gcnrs occupancy --mcpu CPU [--mattr FEATURES] [--os OS]
                       --sgprs S --vgprs V [--agprs A] [--lds-bytes L]
                       [--waves-per-eu LO[,HI]] [--flat-work-group-size LO,HI]
                       [--num-vgpr N] [--num-sgpr N] [--agpr-alloc MIN[,MAX]]
                       [--table] [--verbose]
       gcnrs occupancy --mcpu CPU [--mattr FEATURES] [--os OS] --table
       gcnrs occupancy --list-cpus

Prints the occupancy (waves per EU) llc-22 reports as '; Occupancy:' for an
AMDGPU kernel (calling convention amdgpu_kernel) using the given resources.

  --mcpu CPU          gfxNNN or a legacy alias (tahiti, tonga, fiji, ...)
  --mattr FEATURES    -mattr style list, e.g. +wavefrontsize64,-xnack,+cumode
  --os OS             amdhsa (default), amdpal, mesa3d or none; only amdhsa
                      enables the trap handler, which reserves 16 SGPRs per
                      wave before gfx10
  --sgprs S           SGPRs as llc reports them in '; TotalNumSgprs:'
                      (VCC, XNACK mask and flat scratch included)
  --vgprs V           VGPRs: '; NumVgprs:' if --agprs is given, else the
                      occupancy-relevant total ('; TotalNumVgprs:' on
                      gfx90a/gfx94x/gfx950, '; NumVgprs:' elsewhere)
  --agprs A           AGPRs ('; NumAgprs:'); combined with --vgprs like llc
  --lds-bytes L       static LDS per workgroup ('; LDSByteSize:')
  --waves-per-eu LO[,HI]            as the amdgpu-waves-per-eu attribute
  --flat-work-group-size LO,HI      as the amdgpu-flat-work-group-size attribute
  --num-vgpr N         as the amdgpu-num-vgpr attribute (budgets only)
  --num-sgpr N         as the amdgpu-num-sgpr attribute (budgets only)
  --agpr-alloc MIN[,MAX]  as the amdgpu-agpr-alloc attribute (budgets only)
  --table             also print register thresholds for every wave count
  --verbose           also print the padded register counts, the
                      waves-per-EU range behind the result, the occupancy
                      the schedulers start from (FunctionOccupancy, MIR
                      'occupancy:' after instruction selection) and the
                      function's register budgets (MaxNumVGPRs/MaxNumSGPRs,
                      what the register allocator may use)
  --list-cpus         print the accepted CPU names

Attribute values llc would ignore (for example a flat work group size above
1024) are ignored the same way.
";

/// A command-line mistake; the binary prints it on one line and exits 2.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError(pub String);

impl CliError {
    pub fn exit_code(&self) -> i32 {
        2
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

fn err<T>(message: impl Into<String>) -> Result<T, CliError> {
    Err(CliError(message.into()))
}

#[derive(Debug, Default)]
struct Options {
    mcpu: Option<String>,
    mattr: String,
    os: Option<String>,
    sgprs: Option<u32>,
    vgprs: Option<u32>,
    agprs: Option<u32>,
    lds_bytes: u32,
    waves_per_eu: Option<(u32, Option<u32>)>,
    flat_work_group_size: Option<(u32, u32)>,
    num_vgpr: Option<u32>,
    num_sgpr: Option<u32>,
    agpr_alloc: Option<(u32, Option<u32>)>,
    table: bool,
    verbose: bool,
    list_cpus: bool,
    help: bool,
}

fn number(option: &str, text: &str) -> Result<u32, CliError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return err(format!("{option}: '{text}' is not a non-negative integer"));
    }
    text.parse()
        .or_else(|_| err(format!("{option}: '{text}' is too large")))
}

fn pair(option: &str, text: &str, second_required: bool) -> Result<(u32, Option<u32>), CliError> {
    match text.split_once(',') {
        Some((a, b)) => Ok((number(option, a.trim())?, Some(number(option, b.trim())?))),
        None if second_required => err(format!("{option}: expected LO,HI, got '{text}'")),
        None => Ok((number(option, text.trim())?, None)),
    }
}

fn parse(args: &[String]) -> Result<Options, CliError> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        i += 1;
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        let flag = |o: &mut Options, set: fn(&mut Options)| -> Result<(), CliError> {
            if inline.is_some() {
                return err(format!("option '{name}' takes no value"));
            }
            set(o);
            Ok(())
        };
        match name {
            "-h" | "--help" => flag(&mut o, |o| o.help = true)?,
            "--table" => flag(&mut o, |o| o.table = true)?,
            "--verbose" | "-v" => flag(&mut o, |o| o.verbose = true)?,
            "--list-cpus" => flag(&mut o, |o| o.list_cpus = true)?,
            "--mcpu"
            | "--mattr"
            | "--os"
            | "--sgprs"
            | "--vgprs"
            | "--agprs"
            | "--lds-bytes"
            | "--waves-per-eu"
            | "--flat-work-group-size"
            | "--num-vgpr"
            | "--num-sgpr"
            | "--agpr-alloc" => {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        let Some(v) = args.get(i) else {
                            return err(format!("option '{name}' needs a value"));
                        };
                        i += 1;
                        v.clone()
                    }
                };
                match name {
                    "--mcpu" => o.mcpu = Some(value),
                    "--mattr" => o.mattr = value,
                    "--os" => o.os = Some(value),
                    "--sgprs" => o.sgprs = Some(number(name, &value)?),
                    "--vgprs" => o.vgprs = Some(number(name, &value)?),
                    "--agprs" => o.agprs = Some(number(name, &value)?),
                    "--lds-bytes" => o.lds_bytes = number(name, &value)?,
                    "--num-vgpr" => o.num_vgpr = Some(number(name, &value)?),
                    "--num-sgpr" => o.num_sgpr = Some(number(name, &value)?),
                    "--agpr-alloc" => o.agpr_alloc = Some(pair(name, &value, false)?),
                    "--waves-per-eu" => o.waves_per_eu = Some(pair(name, &value, false)?),
                    _ => {
                        let (lo, hi) = pair(name, &value, true)?;
                        o.flat_work_group_size = Some((lo, hi.unwrap_or(lo)));
                    }
                }
            }
            _ if arg.starts_with('-') => return err(format!("unknown option '{arg}'")),
            _ => return err(format!("unexpected argument '{arg}'")),
        }
    }
    Ok(o)
}

/// Run `gcnrs occupancy` with the arguments after the subcommand name and
/// return what goes to stdout.
pub fn run(args: &[String]) -> Result<String, CliError> {
    let o = parse(args)?;
    if o.help {
        return Ok(USAGE.to_string());
    }
    if o.list_cpus {
        let mut out = String::new();
        for c in super::cpus::CPUS {
            let _ = write!(out, "{}", c.name);
            if !c.aliases.is_empty() {
                let _ = write!(out, " ({})", c.aliases.join(", "));
            }
            out.push('\n');
        }
        return Ok(out);
    }
    let Some(cpu) = o.mcpu.as_deref() else {
        return err("missing --mcpu (try 'gcnrs occupancy --help')");
    };
    let os = match o.os.as_deref() {
        None => TargetOs::AmdHsa,
        Some(name) => match TargetOs::parse(name) {
            Some(os) => os,
            None => {
                return err(format!(
                    "--os: unknown OS '{name}' (amdhsa, amdpal, mesa3d, none)"
                ))
            }
        },
    };
    let t = GcnTarget::from_cpu_for_os(cpu, &o.mattr, os).map_err(|e| CliError(e.to_string()))?;

    let mut out = String::new();
    let registers = match (o.sgprs, o.vgprs) {
        (Some(s), Some(v)) => Some((s, v)),
        (None, None) if o.table && o.agprs.is_none() => None,
        (None, _) => return err("missing --sgprs (try 'gcnrs occupancy --help')"),
        (_, None) => return err("missing --vgprs (try 'gcnrs occupancy --help')"),
    };
    if let Some((sgprs, vgprs)) = registers {
        let vgprs = match o.agprs {
            Some(a) => t.unified_vgprs(vgprs, a),
            None => vgprs,
        };
        let f = FunctionLimits {
            flat_work_group_size: o.flat_work_group_size,
            waves_per_eu: o.waves_per_eu,
            lds_size_attr: o.lds_bytes,
            num_vgpr: o.num_vgpr,
            num_sgpr: o.num_sgpr,
            agpr_alloc: o.agpr_alloc,
            ..FunctionLimits::kernel()
        };
        let p = printed_occupancy(&t, &f, sgprs, vgprs, o.lds_bytes);
        let _ = writeln!(out, "{}", p.occupancy);
        if o.verbose {
            let (lo, hi) = f.flat_work_group_sizes(&t);
            let (wmin, wmax) = effective_waves_per_eu(&t, &f);
            let (gmin, gmax) = occupancy_from_workgroup(&t, o.lds_bytes, lo, hi);
            let _ = writeln!(out, "TotalNumVgprs: {vgprs}");
            let _ = writeln!(out, "NumSGPRsForWavesPerEU: {}", p.sgprs_for_waves);
            let _ = writeln!(out, "NumVGPRsForWavesPerEU: {}", p.vgprs_for_waves);
            let _ = writeln!(out, "FlatWorkGroupSize: {lo},{hi}");
            let _ = writeln!(out, "WavesPerEU: {wmin},{wmax}");
            let _ = writeln!(out, "WorkgroupOccupancy: {gmin},{gmax}");
            let _ = writeln!(
                out,
                "SGPROccupancy: {}",
                t.occupancy_with_sgprs(p.sgprs_for_waves)
            );
            let _ = writeln!(
                out,
                "VGPROccupancy: {}",
                t.occupancy_with_vgprs(p.vgprs_for_waves)
            );
            let _ = writeln!(
                out,
                "FunctionOccupancy: {}",
                function_occupancy(&t, &f, o.lds_bytes)
            );
            let _ = writeln!(out, "MaxNumVGPRs: {}", max_num_vgprs_for_function(&t, &f));
            let (arch, acc) = max_num_vector_regs_for_function(&t, &f);
            let _ = writeln!(out, "MaxNumArchVGPRs: {arch}");
            let _ = writeln!(out, "MaxNumAGPRs: {acc}");
            let _ = writeln!(out, "MaxNumSGPRs: {}", max_num_sgprs_for_function(&t, &f));
        }
    }
    if o.table {
        write_table(&mut out, &t);
    }
    Ok(out)
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
    use super::*;

    fn run_str(args: &str) -> Result<String, CliError> {
        let args: Vec<String> = args.split_whitespace().map(String::from).collect();
        run(&args)
    }

    #[test]
    fn prints_one_integer() {
        assert_eq!(
            run_str("--mcpu gfx900 --sgprs 4 --vgprs 25").unwrap(),
            "9\n"
        );
        assert_eq!(
            run_str("--mcpu=gfx90a --sgprs=4 --vgprs=61 --agprs=4").unwrap(),
            "7\n"
        );
        assert_eq!(
            run_str("--mcpu gfx1030 --sgprs 0 --vgprs 10 --flat-work-group-size 1,64 --waves-per-eu 2,2")
                .unwrap(),
            "4\n"
        );
        assert_eq!(
            run_str("--mcpu gfx900 --sgprs 4 --vgprs 10 --lds-bytes 16384").unwrap(),
            "8\n"
        );
        assert_eq!(
            run_str("--mcpu gfx1100 --mattr +wavefrontsize64 --sgprs 0 --vgprs 64").unwrap(),
            "10\n"
        );
    }

    #[test]
    fn verbose_adds_the_padded_counts() {
        let out =
            run_str("--mcpu gfx900 --sgprs 4 --vgprs 10 --lds-bytes 16384 --verbose").unwrap();
        assert!(out.starts_with("8\n"), "{out}");
        assert!(out.contains("NumSGPRsForWavesPerEU: 65\n"), "{out}");
        assert!(out.contains("NumVGPRsForWavesPerEU: 29\n"), "{out}");
        // Budgets observed with llc-22 on spilling kernels (see the oracle).
        assert!(out.contains("MaxNumVGPRs: 64\n"), "{out}");
        let out = run_str("--mcpu gfx90a --sgprs 4 --vgprs 10 --num-vgpr 40 --verbose").unwrap();
        assert!(out.contains("MaxNumVGPRs: 80\n"), "{out}");
    }

    #[test]
    fn table() {
        let out = run_str("--mcpu gfx900 --table").unwrap();
        assert_eq!(out.lines().count(), 12, "{out}");
        let out = run_str("--mcpu gfx900 --sgprs 4 --vgprs 25 --table").unwrap();
        assert!(out.starts_with("9\n#"), "{out}");
    }

    #[rustfmt::skip]
    #[test]
    fn errors_are_one_line() {
        for (args, needle) in [
            ("--mcpu gfx9999 --sgprs 1 --vgprs 1", "unknown AMDGPU CPU 'gfx9999'"),
            ("--mcpu gfx900 --sgprs x --vgprs 1", "--sgprs: 'x' is not"),
            ("--mcpu gfx900 --sgprs -1 --vgprs 1", "--sgprs: '-1'"),
            ("--mcpu gfx900 --sgprs 1", "missing --vgprs"),
            ("--sgprs 1 --vgprs 1", "missing --mcpu"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --bogus", "unknown option '--bogus'"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 extra", "unexpected argument"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --flat-work-group-size 64", "expected LO,HI"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --os linux", "unknown OS"),
            ("--mcpu gfx900 --sgprs 1 --vgprs 1 --mattr wavefrontsize64", "must start with"),
            ("--mcpu gfx900 --sgprs 1 --vgprs", "needs a value"),
            ("--mcpu gfx900 --sgprs 99999999999 --vgprs 1", "too large"),
            ("--mcpu gfx900 --table=yes", "takes no value"),
        ] {
            let e = run_str(args).unwrap_err();
            assert!(e.0.contains(needle), "{args}: {e}");
            assert!(!e.0.contains('\n'), "{args}: {e}");
            assert_eq!(e.exit_code(), 2);
        }
    }

    #[test]
    fn help_and_cpu_list() {
        assert!(run_str("--help")
            .unwrap()
            .starts_with("usage: gcnrs occupancy"));
        let cpus = run_str("--list-cpus").unwrap();
        assert!(
            cpus.contains("gfx803 (fiji, polaris10, polaris11)\n"),
            "{cpus}"
        );
        assert!(cpus.contains("gfx1250\n"), "{cpus}");
    }

    #[test]
    fn os_changes_the_trap_handler_padding() {
        // minSGPRs(8) is 65 with the HSA trap handler and 81 without it.
        let hsa =
            run_str("--mcpu gfx900 --sgprs 4 --vgprs 10 --lds-bytes 16384 --verbose").unwrap();
        let bare =
            run_str("--mcpu gfx900 --os none --sgprs 4 --vgprs 10 --lds-bytes 16384 --verbose")
                .unwrap();
        assert!(hsa.contains("NumSGPRsForWavesPerEU: 65\n"));
        assert!(bare.contains("NumSGPRsForWavesPerEU: 81\n"), "{bare}");
    }
}
