//! llvm-mca as the second opinion: its input (one code region per
//! segment) and its output (per region `L` and `U`), as plain text; the
//! process is run elsewhere.
//!
//! `llvm-mca-22 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU -iterations=1` on
//! [`mca_input`]'s text gives per region `Total Cycles` (one wave's `L`) and
//! `Block RThroughput` (`U`), in the target model's units: 4-clock slots
//! on gfx6-gfx9, clocks on gfx10+.
//!
//! `Block RThroughput` is the larger of the busiest resource and the
//! region's micro-ops over the dispatch width, and the AMDGPU models
//! dispatch one instruction per cycle: for a loop of VALU work and its
//! SALU, waits and branches, mca's `U` is the instruction count. That is
//! one wave's issue bound, which `Total Cycles` (`L`) already holds; the
//! waves sharing a SIMD issue to different units in the same cycle, so
//! with many waves the bound is the busiest unit
//! ([`McaThroughput::BusiestUnit`]). Both are reported: the first is what
//! the issue defines the second opinion by, the second is mca's model
//! under the occupancy our formula applies.

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

/// llvm-mca's code-region markers: a comment line, the marker, a space
/// and the region's name.
pub const REGION_BEGIN: &str = "# LLVM-MCA-BEGIN";
pub const REGION_END: &str = "# LLVM-MCA-END";

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
        out.push_str(&format!("{REGION_BEGIN} {}\n", s.name));
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
        out.push_str(&format!("{REGION_END} {}\n", s.name));
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
    /// The cycles of the busiest resource unit (the largest entry of
    /// mca's pressure row), without the dispatch-width bound.
    pub busiest_unit: f64,
}

/// Which of mca's figures [`mca_time`] takes for `U`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum McaThroughput {
    /// `Block RThroughput`: the busiest unit or the dispatch width.
    Block,
    /// The busiest resource unit alone: the waves of a SIMD share its
    /// units, not one wave's issue slot.
    BusiestUnit,
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
        } else if let Some(v) = t.strip_prefix(BUSIEST_UNIT) {
            let i = current(&mut regions);
            regions[i].pressure = Some(number(v, "busiest resource unit")?);
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
            let busiest_unit = r.pressure.unwrap_or(rt);
            let rthroughput = if rt == 0.0 { busiest_unit } else { rt };
            Ok(McaRegion { name: r.name, total_cycles: total, rthroughput, busiest_unit })
        })
        .collect()
}

/// The line `gcnrs-mca` prints in place of llvm-mca's pressure table: the
/// table's largest entry, which is all [`parse_mca`] reads of it.
pub const BUSIEST_UNIT: &str = "Busiest resource unit:";

/// An llvm-mca input as `gcnrs-mca` hands it to MCA: each distinct code
/// line once (parsing is most of MCA's time, and a fifth of the corpus's
/// lines repeat within a batch: waits, moves, address arithmetic), and
/// every region as a sequence of those lines. Identical text parses to the
/// identical instruction, so the simulation is the same.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SplitInput {
    /// The distinct code lines, one per line.
    pub code: String,
    /// Per line of `code`, the input line where it first appears.
    pub input_lines: Vec<u32>,
    pub regions: Vec<SplitRegion>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct SplitRegion {
    pub name: String,
    /// The input line of its first instruction.
    pub input_line: u32,
    /// Its code, as 1-based lines of [`SplitInput::code`].
    pub lines: Vec<u32>,
}

impl SplitInput {
    /// A message located in `code` (`LINE:COL: ...`) located in the input
    /// instead; others unchanged.
    pub fn locate(&self, message: &str) -> String {
        let located = message.split_once(':').and_then(|(line, rest)| {
            let n: usize = line.parse().ok()?;
            Some(format!("{}:{rest}", self.input_lines.get(n.checked_sub(1)?)?))
        });
        located.unwrap_or_else(|| message.to_string())
    }
}

/// The regions of an llvm-mca input ([`mca_input`]'s format): code between
/// `# LLVM-MCA-BEGIN name` and `# LLVM-MCA-END`; other `#` lines are
/// comments. Regions without code are dropped (llvm-mca skips empty
/// regions). An unterminated or nested region is an error, as it is to
/// llvm-mca, and so is code outside every region ([`mca_input`] writes
/// none; llvm-mca would simulate it as a region of its own).
pub fn split_input(text: &str) -> Result<SplitInput, String> {
    let mut out = SplitInput::default();
    let mut seen: std::collections::HashMap<&str, u32> = std::collections::HashMap::new();
    // The open region: its name and its code so far.
    let mut open: Option<SplitRegion> = None;
    for (n, line) in text.lines().enumerate() {
        let number = n as u32 + 1;
        let t = line.trim();
        if let Some(name) = t.strip_prefix(REGION_BEGIN) {
            if let Some(other) = &open {
                return Err(format!("line {number}: region '{}' begins inside region '{}'", name.trim(), other.name));
            }
            open = Some(SplitRegion { name: name.trim().to_string(), ..Default::default() });
        } else if t.starts_with(REGION_END) {
            let Some(region) = open.take() else {
                return Err(format!("line {number}: a region ends that never began"));
            };
            if !region.lines.is_empty() {
                out.regions.push(region);
            }
        } else if !(t.is_empty() || t.starts_with('#') || t.starts_with(';')) {
            let Some(region) = &mut open else {
                return Err(format!("line {number}: code outside every region"));
            };
            if region.lines.is_empty() {
                region.input_line = number;
            }
            let code_line = *seen.entry(t).or_insert_with(|| {
                out.code.push_str(t);
                out.code.push('\n');
                out.input_lines.push(number);
                out.input_lines.len() as u32
            });
            region.lines.push(code_line);
        }
    }
    if let Some(region) = open {
        return Err(format!("region '{}' never ends", region.name));
    }
    Ok(out)
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
/// `8^depth * max(L / W, U)`, in clocks, `U` as `u` says. A segment
/// without a region (no code after the dropped lines) counts 0.
pub fn mca_time(segs: &[Segment], regions: &[McaRegion], waves: u32, clock_per_slot: u32, u: McaThroughput) -> f64 {
    let cps = clock_per_slot as f64;
    let w = waves.max(1) as f64;
    segs.iter()
        .filter_map(|s| {
            let r = regions.iter().find(|r| r.name == s.name)?;
            let busy = match u {
                McaThroughput::Block => r.rthroughput,
                McaThroughput::BusiestUnit => r.busiest_unit,
            };
            Some(depth_weight(s.depth) * (r.total_cycles * cps / w).max(busy * cps))
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speed::asm::{parse_functions, segments};

    /// llvm-mca-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -iterations=1
    /// on testdata/two_regions.gfx1100.mca.s.
    const OUT: &str = include_str!("testdata/two_regions.gfx1100.mca.txt");

    #[test]
    fn reads_regions_from_real_output() {
        let r = parse_mca(OUT).unwrap();
        assert_eq!(
            r,
            [
                McaRegion { name: "entry".into(), total_cycles: 26.0, rthroughput: 3.0, busiest_unit: 3.0 },
                McaRegion { name: "loop .LBB0_3".into(), total_cycles: 8.0, rthroughput: 4.0, busiest_unit: 4.0 },
            ]
        );
        // The VOPD quirk: a Block RThroughput of 0.0 falls back to the
        // busiest resource of the pressure row (4.00 in that region).
        let quirk = OUT.replacen("Block RThroughput: 4.0", "Block RThroughput: 0.0", 1);
        assert_eq!(parse_mca(&quirk).unwrap()[1].rthroughput, 4.0);
        assert!(parse_mca("error: no assembly instructions found.").is_err());
        assert!(parse_mca("Total Cycles:      lots").is_err());
    }

    /// llvm-mca-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -iterations=1
    /// on testdata/valu_salu.gfx90a.mca.s: four independent VALU and four
    /// SALU operations.
    const VALU_SALU: &str = include_str!("testdata/valu_salu.gfx90a.mca.txt");

    #[test]
    fn the_busiest_unit_leaves_out_one_waves_dispatch_bound() {
        // Eight micro-ops at gfx90a's dispatch width of one: Block
        // RThroughput 8; the pressure row has 4 on HWSALU and 4 on HWVALU.
        // The eight issue back to back and the last retires a cycle
        // later: Total Cycles 9.
        let r = parse_mca(VALU_SALU).unwrap();
        assert_eq!(r, [McaRegion { name: "loop".into(), total_cycles: 9.0, rthroughput: 8.0, busiest_unit: 4.0 }]);
        let seg = Segment { name: "loop".into(), depth: 1, header: None, blocks: vec![], lines: vec![] };
        // Depth 1 (8x), 4-clock slots, 4 waves: one wave's issue bound
        // makes it 8 * max(9 * 4 / 4, 8 * 4) = 256 clocks; four waves
        // issuing to both units at once, 8 * max(9, 4 * 4) = 128.
        assert_eq!(mca_time(std::slice::from_ref(&seg), &r, 4, 4, McaThroughput::Block), 256.0);
        assert_eq!(mca_time(std::slice::from_ref(&seg), &r, 4, 4, McaThroughput::BusiestUnit), 128.0);
        // One wave: its own latency bounds it either way, 8 * 9 * 4.
        assert_eq!(mca_time(std::slice::from_ref(&seg), &r, 1, 4, McaThroughput::BusiestUnit), 288.0);
    }

    const F: &str = "\
k:                                      ; @k
; %bb.0:
\ts_load_b64 s[0:1], s[4:5], 0x0
\ts_delay_alu instid0(SALU_CYCLE_1)
\ts_waitcnt lgkmcnt(0)
.LBB0_1:                                ; =>This Loop Header: Depth=1
\ts_barrier
.LBB0_3:                                ;   Parent Loop BB0_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
\tv_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6
\ts_cbranch_scc0 .LBB0_3
.Lfunc_end0:
";

    #[test]
    fn splits_regions_by_their_markers() {
        let text = "# k\n# LLVM-MCA-BEGIN entry\ns_mov_b32 s0, 0\n\ts_nop 0\n# LLVM-MCA-END entry\n\
                    # LLVM-MCA-BEGIN empty\n# note\n# LLVM-MCA-END empty\n\
                    # LLVM-MCA-BEGIN loop .LBB0_3\nv_add_f32_e32 v1, v2, v3\n# LLVM-MCA-END loop .LBB0_3\n";
        let s = split_input(text).unwrap();
        // The empty region is dropped; each distinct line once, with the
        // input line where it first appears.
        assert_eq!(s.code, "s_mov_b32 s0, 0\ns_nop 0\nv_add_f32_e32 v1, v2, v3\n");
        assert_eq!(s.input_lines, [3, 4, 10]);
        let regions: Vec<(&str, u32, &[u32])> =
            s.regions.iter().map(|r| (r.name.as_str(), r.input_line, r.lines.as_slice())).collect();
        assert_eq!(regions, [("entry", 3, &[1, 2][..]), ("loop .LBB0_3", 10, &[3][..])]);
        // A repeated line is parsed once and named in both places.
        let twice = split_input("# LLVM-MCA-BEGIN a\ns_nop 0\ns_nop 1\n  s_nop 0\n# LLVM-MCA-END a\n").unwrap();
        assert_eq!(twice.code, "s_nop 0\ns_nop 1\n");
        assert_eq!(twice.regions[0].lines, [1, 2, 1]);
        // Messages about the code name the input's lines.
        assert_eq!(twice.locate("2:5: error: bad"), "3:5: error: bad");
        assert_eq!(twice.locate("error: no target"), "error: no target");
        assert_eq!(twice.locate("9:1: error: past the end"), "9:1: error: past the end");
        assert!(split_input("# LLVM-MCA-BEGIN a\ns_nop 0\n").unwrap_err().contains("never ends"));
        assert!(split_input("# LLVM-MCA-END a\n").is_err());
        assert!(split_input("s_endpgm\n").unwrap_err().contains("outside"));
        assert!(split_input("# LLVM-MCA-BEGIN a\n# LLVM-MCA-BEGIN b\n").unwrap_err().contains("inside"));
        // What gcnrs-mca prints reads back, the busiest unit standing in for
        // a Block RThroughput of 0.0.
        let printed = "[0] Code Region - loop\n\nTotal Cycles:      8\nBlock RThroughput: 0.0\nBusiest resource unit: 4.00\n";
        assert_eq!(
            parse_mca(printed).unwrap(),
            [McaRegion { name: "loop".into(), total_cycles: 8.0, rthroughput: 4.0, busiest_unit: 4.0 }]
        );
    }

    proptest::proptest! {
        /// Whatever the regions, `gcnrs-mca` simulates what llvm-mca would:
        /// every region with code, in order, its lines in order, each named
        /// line holding the text it stands for, and each distinct line
        /// parsed once.
        #[test]
        fn split_regions_replay_the_input(
            regions in proptest::collection::vec(proptest::collection::vec(0usize..6, 0..8), 0..6)
        ) {
            const LINES: [&str; 6] = ["s_nop 0", "v_mov_b32 v0, 1", "s_waitcnt lgkmcnt(0)", "s_nop 1", "v_add_f32_e32 v1, v2, v3", "s_endpgm"];
            let mut text = String::from("# k\n");
            for (i, r) in regions.iter().enumerate() {
                text.push_str(&format!("# LLVM-MCA-BEGIN r{i}\n"));
                for &l in r {
                    text.push_str(&format!("\t{}\n", LINES[l]));
                }
                text.push_str(&format!("# LLVM-MCA-END r{i}\n"));
            }
            let s = split_input(&text).unwrap();
            let code: Vec<&str> = s.code.lines().collect();
            let input: Vec<&str> = text.lines().collect();
            let expected: Vec<(String, Vec<&str>)> = regions
                .iter()
                .enumerate()
                .filter(|(_, r)| !r.is_empty())
                .map(|(i, r)| (format!("r{i}"), r.iter().map(|&l| LINES[l]).collect()))
                .collect();
            let got: Vec<(String, Vec<&str>)> = s
                .regions
                .iter()
                .map(|r| (r.name.clone(), r.lines.iter().map(|&l| code[l as usize - 1]).collect()))
                .collect();
            proptest::prop_assert_eq!(got, expected);
            let mut distinct = code.clone();
            distinct.sort_unstable();
            distinct.dedup();
            proptest::prop_assert_eq!(distinct.len(), code.len());
            for (k, &line) in s.input_lines.iter().enumerate() {
                proptest::prop_assert_eq!(input[line as usize - 1].trim(), code[k]);
            }
            for r in &s.regions {
                proptest::prop_assert_eq!(input[r.input_line as usize - 1].trim(), code[r.lines[0] as usize - 1]);
            }
        }
    }

    #[test]
    fn one_region_per_segment_with_code() {
        let f = &parse_functions(F)[0];
        let segs = segments(f);
        let text = mca_input(f, &segs);
        // s_delay_alu and s_barrier are dropped; the outer loop's segment
        // held only the barrier, so it has no region.
        assert_eq!(
            text,
            "# k\n# LLVM-MCA-BEGIN entry\ns_load_b64 s[0:1], s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\n# LLVM-MCA-END entry\n\
             # LLVM-MCA-BEGIN loop .LBB0_3\nv_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6\n\
             s_cbranch_scc0 .LBB0_3\n# LLVM-MCA-END loop .LBB0_3\n"
        );
        // With the real output's numbers, 4 waves, clocks = cycles:
        // entry max(26 / 4, 3) = 6.5; loop .LBB0_1: no region, 0; inner
        // loop (depth 2) 64 * max(8 / 4, 4) = 256. Total 262.5.
        let r = parse_mca(OUT).unwrap();
        assert_eq!(mca_time(&segs, &r, 4, 1, McaThroughput::Block), 262.5);
        // On a gfx9 model the cycles are 4-clock slots: 4x.
        assert_eq!(mca_time(&segs, &r, 4, 4, McaThroughput::Block), 1050.0);
        // gfx1100's model has every instruction use HWRC, so its busiest
        // unit is the dispatch bound here: the same figure.
        assert_eq!(mca_time(&segs, &r, 4, 1, McaThroughput::BusiestUnit), 262.5);
    }
}
