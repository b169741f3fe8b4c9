//! llvm-mca as the second opinion, run in batches: the regions of many
//! asm files go through one process, since a process costs about as much to
//! start (loading libLLVM, the target) as the median corpus file costs to
//! simulate. A batch that fails is run again file by file, so that one
//! file mca cannot handle costs only that file its figures.

use super::kernel::{mca_prefix, Estimated};
use crate::cli::llvm::tools::{first_error, McaEngine};
use crate::speed::asm::Segment;
use crate::speed::mca::{mca_input, parse_mca, McaRegion, REGION_BEGIN, REGION_END};
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How to run llvm-mca for the target.
pub struct Mca<'a> {
    pub mca: &'a McaEngine,
    pub triple: &'a str,
    pub cpu: &'a str,
    pub mattr: &'a str,
}

/// Lines of regions one batch holds at least room for: about a quarter
/// second of llvm-mca's time, against some 20-40 ms to start a process
/// (loading libLLVM); small enough that a batch a file fails in costs
/// little before the retry. Where the inputs are many, batches grow to
/// [`batch_lines`].
const BATCH_LINES: usize = 8000;

/// Room per batch for `total` lines on `threads` workers: two batches per
/// worker, so that the longest-first order still balances them, and no
/// more processes than that (each start costs as much as simulating a
/// thousand lines), but at least [`BATCH_LINES`].
fn batch_lines(total: usize, threads: usize) -> usize {
    BATCH_LINES.max(total.div_ceil(2 * threads.max(1)))
}

/// mca's CPU time allowed for an input before it counts as hung. mca-22
/// simulates about 25-35 µs of CPU per input line on the corpus (gfx9 and
/// gfx11 alike) and never finishes some MFMA loops on gfx90a/gfx942 (its
/// in-order issue stage stalls for good on a `ds_read`, a VALU with a carry
/// out and an MFMA that reads the loaded register). CPU time, not wall
/// time, so that a loaded machine does not make a slow run look hung.
fn cpu_deadline(lines: usize) -> Duration {
    Duration::from_millis(300) + Duration::from_micros(100) * lines as u32
}

/// The mca input of one asm file's kernels, their regions named with
/// [`mca_prefix`] (segment names repeat across functions).
pub fn mca_text(kernels: &[Estimated<'_>]) -> String {
    let mut text = String::new();
    for (i, k) in kernels.iter().enumerate() {
        let prefix = mca_prefix(i);
        let renamed: Vec<Segment> =
            k.segments.iter().map(|s| Segment { name: format!("{prefix}{}", s.name), ..s.clone() }).collect();
        text.push_str(&mca_input(k.function, &renamed));
    }
    text
}

/// What mca made of one input: its regions (names as in the input), or
/// why there are none.
pub type McaResult = Result<Vec<McaRegion>, String>;

/// mca's regions for every input text (an empty text has none), each with
/// its share of the processes' wall time (its batch's time split by lines).
/// Inputs are batched in order up to [`batch_lines`]; batches run on the
/// current rayon pool. Files go to `work` as `<stem>.<n>.mca.s` (and
/// `.txt`).
pub fn run_batched(m: &Mca<'_>, inputs: &[&str], work: &Path, stem: &str) -> Vec<(McaResult, f64)> {
    let lines: Vec<usize> = inputs.iter().map(|t| t.lines().count()).collect();
    let cap = batch_lines(lines.iter().sum(), rayon::current_num_threads());
    let mut batches = batches(inputs, &lines, cap);
    // The longest first, one per task (as llc's runs: no long tail).
    batches.sort_by_cached_key(|b| std::cmp::Reverse(b.iter().map(|&i| lines[i]).sum::<usize>()));
    let runs: Vec<(Vec<McaResult>, f64)> = batches
        .par_iter()
        .with_max_len(1)
        .enumerate()
        .map(|(n, members)| {
            let file = work.join(format!("{stem}.{n}.mca.s"));
            run_batch(m, inputs, members, &file)
        })
        .collect();
    let mut out: Vec<(McaResult, f64)> = inputs.iter().map(|_| (Ok(Vec::new()), 0.0)).collect();
    for (members, (results, ms)) in batches.iter().zip(runs) {
        let total = members.iter().map(|&i| lines[i]).sum::<usize>().max(1) as f64;
        for (&i, r) in members.iter().zip(results) {
            out[i] = (r, ms * lines[i] as f64 / total);
        }
    }
    out
}

/// Indices of the non-empty inputs (`lines` long), grouped in order up to
/// `cap` lines. An input longer than that, or with matrix
/// instructions (where mca-22 may never finish, see [`cpu_deadline`]), is a
/// batch alone, so that a hang costs no other input a second run.
fn batches(inputs: &[&str], lines: &[usize], cap: usize) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut filled = 0;
    for (i, text) in inputs.iter().enumerate() {
        if text.is_empty() {
            continue;
        }
        if has_matrix_ops(text) {
            out.push(vec![i]);
            filled = cap;
            continue;
        }
        let n = lines[i];
        match out.last_mut() {
            Some(b) if filled + n <= cap => {
                b.push(i);
                filled += n;
            }
            _ => {
                out.push(vec![i]);
                filled = n;
            }
        }
    }
    out
}

/// MFMA, SMFMAC and WMMA instructions.
fn has_matrix_ops(text: &str) -> bool {
    text.lines().any(|l| {
        let m = l.trim_start();
        m.starts_with("v_mfma") || m.starts_with("v_smfmac") || m.starts_with("v_wmma") || m.starts_with("v_swmmac")
    })
}

/// Name prefix of the `j`-th member's regions inside a batch.
fn member_tag(j: usize) -> String {
    format!("f{j}.")
}

/// One batch; when it fails and holds more than one input, each input
/// again alone.
fn run_batch(m: &Mca<'_>, inputs: &[&str], members: &[usize], file: &Path) -> (Vec<McaResult>, f64) {
    if let [only] = members {
        return run_one(m, inputs[*only], file).map_or_else(|(e, ms)| (vec![Err(e)], ms), |(r, ms)| (vec![Ok(r)], ms));
    }
    let mut text = String::new();
    for (j, &i) in members.iter().enumerate() {
        text.push_str(&tag_regions(inputs[i], &member_tag(j)));
    }
    match run_one(m, &text, file) {
        Ok((regions, ms)) => (split_regions(regions, members.len()), ms),
        Err((_, mut ms)) => {
            let mut results = Vec::new();
            for (j, &i) in members.iter().enumerate() {
                let alone = sibling(file, j);
                let (r, t) = run_one(m, inputs[i], &alone).map_or_else(|(e, t)| (Err(e), t), |(r, t)| (Ok(r), t));
                results.push(r);
                ms += t;
            }
            (results, ms)
        }
    }
}

fn sibling(file: &Path, j: usize) -> PathBuf {
    file.with_extension(format!("{j}.s"))
}

/// Prefix every region marker's name with `tag`.
fn tag_regions(text: &str, tag: &str) -> String {
    let markers = [format!("{REGION_BEGIN} "), format!("{REGION_END} ")];
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.lines() {
        match markers.iter().find_map(|m| Some((m, line.strip_prefix(m.as_str())?))) {
            Some((marker, name)) => {
                out.push_str(marker);
                out.push_str(tag);
                out.push_str(name);
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// A batch's regions back to their members, without the member tag.
fn split_regions(regions: Vec<McaRegion>, members: usize) -> Vec<McaResult> {
    let mut out: Vec<Vec<McaRegion>> = vec![Vec::new(); members];
    for r in regions {
        let Some((j, name)) = r.name.strip_prefix('f').and_then(|s| s.split_once('.')) else { continue };
        let Ok(j) = j.parse::<usize>() else { continue };
        if let Some(v) = out.get_mut(j) {
            v.push(McaRegion { name: name.to_string(), ..r });
        }
    }
    out.into_iter().map(Ok).collect()
}

/// One mca process on `text`: its regions and wall time, or why none
/// (with the time spent).
fn run_one(m: &Mca<'_>, text: &str, file: &Path) -> Result<(Vec<McaRegion>, f64), (String, f64)> {
    std::fs::write(file, text).map_err(|e| (format!("{}: {e}", file.display()), 0.0))?;
    let mut cmd = Command::new(m.mca.path());
    match m.mca {
        McaEngine::Stock(_) => {
            cmd.arg(format!("-mtriple={}", m.triple)).arg(format!("-mcpu={}", m.cpu));
            if !m.mattr.is_empty() {
                cmd.arg(format!("-mattr={}", m.mattr));
            }
            // Only the summary and the pressure table are read (the busiest
            // unit, and the fallback where a VOPD block prints a Block
            // RThroughput of 0): the instruction table costs mca a third
            // of its time.
            cmd.arg("-instruction-info=false");
            cmd.arg("-iterations=1");
        }
        // The same run: one iteration, the summary and the busiest unit.
        McaEngine::Library(_) => {
            cmd.arg("--mtriple").arg(m.triple).arg("--mcpu").arg(m.cpu);
            if !m.mattr.is_empty() {
                cmd.arg(format!("--mattr={}", m.mattr));
            }
        }
    }
    // Output to a file, not a pipe: nothing blocks while we wait with a
    // deadline.
    let report = file.with_extension("txt");
    let stdout = std::fs::File::create(&report).map_err(|e| (format!("{}: {e}", report.display()), 0.0))?;
    cmd.arg(file).stdout(stdout).stderr(Stdio::piped());
    let start = Instant::now();
    let ms = || start.elapsed().as_secs_f64() * 1e3;
    let (ok, stderr) = wait_with_deadline(cmd, cpu_deadline(text.lines().count()), m.mca.name()).map_err(|e| (e, ms()))?;
    if !ok {
        return Err((format!("{}: {}", m.mca.name(), first_error(&stderr)), ms()));
    }
    let out = std::fs::read_to_string(&report).map_err(|e| (format!("{}: {e}", report.display()), ms()))?;
    let regions = parse_mca(&out).map_err(|e| (e, ms()))?;
    Ok((regions, ms()))
}

/// Run to the end, or stop the process once it has used `cpu` of CPU
/// time; success and stderr.
fn wait_with_deadline(mut cmd: Command, cpu: Duration, name: &str) -> Result<(bool, String), String> {
    let mut child = cmd.spawn().map_err(|e| format!("cannot run {name}: {e}"))?;
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) => {
                // Where /proc cannot say, wall time stands in (an
                // overestimate of CPU time, so never a premature stop).
                let used = cpu_time(child.id()).unwrap_or_else(|| start.elapsed());
                if used > cpu {
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(format!(
                        "{name} used {:.1} s of CPU without finishing (LLVM 22's MCA hangs on some MFMA code) and was stopped",
                        used.as_secs_f64()
                    ));
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(e) => return Err(format!("{name}: {e}")),
        }
    }
    let out = child.wait_with_output().map_err(|e| format!("{name}: {e}"))?;
    Ok((out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned()))
}

/// User plus system time of a running process, from `/proc/PID/stat`.
fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name (field 2) may hold spaces; fields after its closing
    // parenthesis are plain: utime and stime are fields 14 and 15.
    let rest = &stat[stat.rfind(')')? + 1..];
    let mut fields = rest.split_whitespace().skip(11);
    let utime: u64 = fields.next()?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    // SAFETY: sysconf has no preconditions and only reads a constant.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    (hz > 0).then(|| Duration::from_secs_f64((utime + stime) as f64 / hz as f64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_fill_in_order_and_skip_empty_inputs() {
        let line = "v_nop\n";
        let mfma = "v_mfma_f32_16x16x4f32 v[0:3], v122, v124, v[0:3]\n";
        let owned = [
            line.repeat(5000),
            String::new(),
            line.repeat(3000),
            line.to_string(),
            line.repeat(9000),
            line.repeat(10),
            format!("{}{mfma}", line.repeat(10)),
            line.repeat(10),
        ];
        let inputs: Vec<&str> = owned.iter().map(String::as_str).collect();
        let lines: Vec<usize> = inputs.iter().map(|t| t.lines().count()).collect();
        // 5000 + 3000 fit; one more line does not; 9000 is alone; so is
        // matrix code, and nothing joins it.
        assert_eq!(batches(&inputs, &lines, 8000), vec![vec![0, 2], vec![3], vec![4], vec![5], vec![6], vec![7]]);
        // Room for more puts the next ones together; matrix code stays alone.
        assert_eq!(batches(&inputs, &lines, 20000), vec![vec![0, 2, 3, 4, 5], vec![6], vec![7]]);
    }

    #[test]
    fn batches_grow_to_two_per_worker() {
        assert_eq!(batch_lines(1000, 2), BATCH_LINES);
        assert_eq!(batch_lines(61450, 2), 15363);
        assert_eq!(batch_lines(61450, 8), BATCH_LINES);
        assert_eq!(batch_lines(61450, 0), 30725);
    }

    #[test]
    fn tagged_regions_come_back_to_their_members() {
        let a = "# k\n# LLVM-MCA-BEGIN k0: entry\ns_endpgm\n# LLVM-MCA-END k0: entry\n";
        let tagged = tag_regions(a, &member_tag(3));
        assert_eq!(tagged, "# k\n# LLVM-MCA-BEGIN f3.k0: entry\ns_endpgm\n# LLVM-MCA-END f3.k0: entry\n");
        let r = |name: &str| McaRegion { name: name.into(), total_cycles: 1.0, rthroughput: 1.0, busiest_unit: 1.0 };
        let split = split_regions(vec![r("f0.k0: entry"), r("f1.k1: loop .LBB1_2"), r("f1.k0: entry")], 2);
        let names: Vec<Vec<String>> =
            split.into_iter().map(|m| m.unwrap().into_iter().map(|r| r.name).collect()).collect();
        assert_eq!(names, vec![vec!["k0: entry".to_string()], vec!["k1: loop .LBB1_2".into(), "k0: entry".into()]]);
    }

    #[test]
    fn cpu_time_of_this_process_grows_with_work() {
        let pid = std::process::id();
        let before = cpu_time(pid).expect("/proc/PID/stat is read");
        let mut x = 0u64;
        let start = Instant::now();
        // Work until the reading moves past 20 ms more (a wrong field
        // would not move, or not in step): a correctness check, with a
        // generous wall guard, not a timing test.
        while cpu_time(pid).unwrap() < before + Duration::from_millis(20) {
            for _ in 0..100_000 {
                x = x.wrapping_mul(31).wrapping_add(7);
            }
            assert!(start.elapsed() < Duration::from_secs(20), "CPU time did not grow");
        }
        assert!(x != 1);
    }
}
