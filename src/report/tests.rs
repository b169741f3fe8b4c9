//! The report's model and renderings on hand-made runs: two schedulers on
//! gfx90a, a kernel whose numbers are llc-22's for the corpus kernel
//! stencil3d_13pt_zblock4 (75 VGPRs, 62 SGPRs, `; Occupancy: 6`), and the
//! budgets of AMD's occupancy tables for gfx90a (80 VGPRs at 6 waves, 72
//! at 7).

use super::asm::AsmResources;
use super::ir_attrs::read_ir;
use super::model::{file_report, LoopView, Report, RunData, SpeedView, Unblock};
use super::{html, table, words};
use crate::occupancy::GcnTarget;
use crate::speed::asm::{AllPaired, WaveWorth};
use crate::speed::dual::DualIssue;
use crate::speed::live::LiveRegisters;
use crate::stats::line::{Line, SolverLine};

fn p(vgpr: u32, sgpr: u32, occ: u32) -> String {
    format!(r#"{{"sgpr":{sgpr},"vgpr":{vgpr},"arch_vgpr":{vgpr},"agpr":0,"occupancy":{occ}}}"#)
}

fn region(sched: &str, region: u32, block: u32, applied: &str, blocks: bool, trace: &[(u32, u32, &str)], solver: Option<(&str, &str, &str)>) -> Line {
    let trace: Vec<String> = trace
        .iter()
        .map(|(v, s, text)| {
            format!(r#"{{"text":{},"at":{},"after":{}}}"#, serde_json::to_string(text).unwrap(), p(*v, *s, 6), p(*v, *s, 6))
        })
        .collect();
    let solver = solver.map_or(String::new(), |(status, pr, lb)| {
        format!(r#","solver":{{"status":"{status}","pressure":{pr},"lower_bound":{lb},"nodes":10,"time_us":5}}"#)
    });
    let text = format!(
        r#"{{"v":1,"function":"k","cpu":"gfx90a","sched":"{sched}","kind":"region","block":{block},"block_index":{block},"block_name":"bb.{block}.loop","loop_depth":1,"region":{region},"instrs":{n},"original":{orig},"applied":{applied},"minreg":null,"blocks_next_wave":{blocks},"trace":[{t}]{solver}}}"#,
        n = trace.len(),
        orig = p(73, 59, 6),
        t = trace.join(",")
    );
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn function_line(sched: &str, pressure_occ: u32) -> Line {
    let text = format!(
        r#"{{"v":1,"function":"k","cpu":"gfx90a","sched":"{sched}","kind":"function","entry":true,"occupancy":{pressure_occ},"pressure_occupancy":{pressure_occ},"cap":8,"limited_by":["vgpr"],"budget":{{"vgpr":80,"sgpr":102,"agpr":80}},"next_budget":{{"vgpr":72,"sgpr":102,"agpr":72}},"max_vgprs":512,"max_sgprs":102}}"#
    );
    serde_json::from_str(&text).unwrap()
}

const IR: &str = "target triple = \"amdgcn-amd-amdhsa\"\ndefine amdgpu_kernel void @k() #0 {\n  ret void\n}\nattributes #0 = { \"amdgpu-flat-work-group-size\"=\"1,256\" }\n";

const MI: &str = "%7:vgpr_32 = V_ADD_U32_e64 %5, %6, 0, implicit $exec ; <a & b>";

/// A hand-made estimate: an issue-bound inner loop and a latency-bound
/// outer one (only the second is where another wave helps).
fn speed_view() -> SpeedView {
    let seg = |name: &str, depth: u32, latency: f64, busy: f64, time: f64, bound: &str, bound_long: &str| LoopView {
        name: name.into(),
        depth,
        instrs: 40,
        latency,
        busiest: "valu".into(),
        busy,
        time,
        bound: bound.into(),
        bound_long: bound_long.into(),
        carried: 0.0,
        memory_waits: 0,
        reuse_waits: 0,
        vopd: None,
    };
    SpeedView {
        waves: 6,
        time: 14201.0,
        time_long: 14627.0,
        bound: "issue:valu".into(),
        bound_long: "issue:valu".into(),
        // The same loops at 7 and 5 waves, by hand: the entry stays 20
        // (20.8 at 5: L 104 / 5), the latency-bound loop 8 * 700 / 7 = 800
        // (1120 at 5), the issue-bound one 13248: 14068 and 14388.8. At 3x
        // memory latency its L is 1019.25 (8 * 1019.25 / 6 = 1359 = 14627 -
        // 20 - 13248): 1164.86 at 7, 1630.8 at 5.
        wave_more: Some(WaveWorth { waves: 7, time: 14068.0, time_long: 14432.86 }),
        wave_fewer: Some(WaveWorth { waves: 5, time: 14388.8, time_long: 14899.6 }),
        all_paired: None,
        loops: vec![
            seg("entry", 0, 104.0, 20.0, 20.0, "issue:valu", "issue:valu"),
            // 330 of its 700 clocks wait for the load the previous
            // iteration left in flight, and it waits for memory once more
            // (8 * 700 / 6 = 933).
            LoopView { carried: 330.0, memory_waits: 2, ..seg("loop .LBB0_2", 1, 700.0, 2.0, 933.0, "latency", "latency") },
            seg("loop .LBB0_3", 2, 292.0, 207.0, 13248.0, "issue:valu", "issue:valu"),
        ],
        live: Some(LiveRegisters { vgprs: 60, agprs: 0, block: ".LBB0_3".into(), waves_if_packed: Some(8) }),
    }
}

fn report() -> Report {
    let scheds = vec!["default".to_string(), "gcnrs-occupancy".to_string()];
    let kernel = AsmResources {
        vgpr: Some(75),
        agpr: Some(0),
        sgpr: Some(62),
        scratch: Some(0),
        lds: Some(0),
        occupancy: Some(6),
        vgpr_spills: Some(0),
        sgpr_spills: Some(0),
    };
    let solver = Some(("optimal", "{\"sgpr\":59,\"vgpr\":70,\"arch_vgpr\":70,\"agpr\":0,\"occupancy\":7}", "{\"sgpr\":50,\"vgpr\":64,\"arch_vgpr\":64,\"agpr\":0,\"occupancy\":8}"));
    let default = RunData {
        lines: vec![
            region("default", 0, 0, &p(1, 10, 8), false, &[(1, 10, "S_NOP 0"), (1, 10, "S_NOP 1")], None),
            region("default", 2, 2, &p(73, 59, 6), true, &[(60, 40, MI), (73, 59, "S_NOP 2"), (600, 30, "S_NOP 3")], solver),
            function_line("default", 6),
        ],
        asm: [("k".to_string(), kernel.clone())].into(),
        speed: [("k".to_string(), speed_view())].into(),
        remarks: Default::default(),
    };
    // The second scheduler has no line for region 0 (as if it had fewer
    // instructions there): its cell stays empty.
    let occ = RunData {
        lines: vec![
            region("gcnrs-occupancy", 2, 2, &p(70, 59, 7), false, &[(60, 40, "S_NOP 2"), (70, 59, MI)], solver),
            function_line("gcnrs-occupancy", 6),
        ],
        asm: [("k".to_string(), kernel)].into(),
        speed: Default::default(),
        remarks: [("k".to_string(), vec![DECISION.to_string()])].into(),
    };
    let t = GcnTarget::from_cpu("gfx90a", "").unwrap();
    let file = file_report("x.ll", &scheds, &[default, occ], &read_ir(IR), &t);
    Report { cpu: "gfx90a".into(), mattr: String::new(), scheds, solve: true, files: vec![file], timing: None }
}

#[test]
fn regions_are_matched_by_block_and_index() {
    let r = report();
    let f = &r.files[0].functions[0];
    assert_eq!(f.name, "k");
    assert!(f.entry);
    let keys: Vec<(u32, u32)> = f.regions.iter().map(|r| (r.region, r.block)).collect();
    assert_eq!(keys, vec![(0, 0), (2, 2)]);
    assert!(f.regions[0].scheds[0].is_some() && f.regions[0].scheds[1].is_none());
    let both = &f.regions[1];
    assert_eq!(both.scheds[0].as_ref().unwrap().applied.vgpr, 73);
    assert_eq!(both.scheds[1].as_ref().unwrap().applied.vgpr, 70);
    assert_eq!(both.scheds[1].as_ref().unwrap().trace[1].text, MI);
    assert!(both.blocks_any());
    assert_eq!(both.solver.as_ref().unwrap().status, "optimal");
}

#[test]
fn a_blocking_region_is_unblockable_when_the_solver_fits_the_next_wave() {
    let r = report();
    let row = &r.files[0].functions[0].regions[1];
    // Blocks under the default scheduler (73 > 72 VGPRs at 7 waves); the
    // solver's order has 70 VGPRs, 7 waves.
    assert_eq!(row.scheds[0].as_ref().unwrap().unblock, Some(Unblock::Yes));
    // Not blocking: no answer.
    assert_eq!(row.scheds[1].as_ref().unwrap().unblock, None);
}

#[test]
fn unblock_answers() {
    let solver = |pressure_occ, bound_occ| {
        let text = format!(
            r#"{{"status":"bounded","pressure":{},"lower_bound":{},"nodes":1,"time_us":1}}"#,
            p(0, 0, pressure_occ),
            p(0, 0, bound_occ)
        );
        serde_json::from_str::<SolverLine>(&text).unwrap()
    };
    assert_eq!(Unblock::decide(Some(&solver(7, 8)), 7), Unblock::Yes);
    assert_eq!(Unblock::decide(Some(&solver(5, 6)), 7), Unblock::No);
    assert_eq!(Unblock::decide(Some(&solver(6, 8)), 7), Unblock::Unknown);
    assert_eq!(Unblock::decide(None, 7), Unblock::Unknown);
}

#[test]
fn advice_comes_from_the_asm_numbers() {
    let r = report();
    let s = &r.files[0].functions[0].scheds[0];
    assert_eq!(s.occupancy, Some(6));
    let a = s.advice.as_ref().unwrap();
    assert_eq!(a.occupancy, 6);
    assert_eq!(a.limited_by, vec!["vgpr"]);
    assert_eq!(a.next_wave.target, Some(7));
    let free: Vec<(&str, u32, u32, u32)> =
        a.next_wave.free.iter().map(|s| (s.resource.as_str(), s.used, s.budget, s.free)).collect();
    assert_eq!(free, vec![("vgpr", 75, 72, 3)]);
}

#[test]
fn json_keys() {
    let v = serde_json::to_value(report()).unwrap();
    let f = &v["files"][0]["functions"][0];
    assert_eq!(f["scheds"][1]["sched"], "gcnrs-occupancy");
    assert_eq!(f["scheds"][0]["resources"]["vgpr"], 75);
    assert_eq!(f["scheds"][0]["advice"]["next_wave"]["free"][0]["free"], 3);
    assert_eq!(f["scheds"][0]["stats"]["next_budget"]["vgpr"], 72);
    assert_eq!(f["regions"][0]["scheds"][1], serde_json::Value::Null);
    assert_eq!(f["regions"][1]["scheds"][0]["unblock"], "yes");
    assert_eq!(f["regions"][1]["scheds"][0]["trace"][0]["at"]["vgpr"], 60);
    assert!(v.get("timing").is_none());
}

#[test]
fn table_shows_schedulers_side_by_side() {
    let text = table::render(&report(), false);
    assert!(text.contains("== x.ll (gfx90a)"), "{text}");
    let occ = text.lines().find(|l| l.trim_start().starts_with("occupancy")).unwrap();
    assert_eq!(occ.split_whitespace().collect::<Vec<_>>(), vec!["occupancy", "6", "6"]);
    let next = text.lines().find(|l| l.trim_start().starts_with("next wave")).unwrap();
    assert_eq!(next.matches("free 3 VGPRs for 7").count(), 2, "{text}");
    let blocking = text.lines().find(|l| l.trim_start().starts_with("* ")).unwrap();
    assert!(blocking.contains("73/59 !") && blocking.contains("70/59") && blocking.ends_with("yes"), "{blocking}");
    assert!(text.contains("optimal 70/59"), "{text}");
}

#[test]
fn html_is_self_contained_with_a_plot_per_scheduler() {
    let page = html::render(&report(), false);
    assert!(page.starts_with("<!DOCTYPE html>"));
    for banned in ["<script", "src=", "href=", "@import", "url("] {
        assert!(!page.contains(banned), "{banned}");
    }
    assert_eq!(page.matches("<svg class=\"overview\"").count(), 1);
    // Region 0 (1 VGPR) is among the three highest; region 2 blocks.
    assert_eq!(page.matches("<div class=\"region-plot\"").count(), 2);
    // VGPR and SGPR panels: one polyline per scheduler that has the region.
    assert_eq!(page.matches("<polyline class=\"p\"").count(), 2 * (1 + 2));
    // Every instruction is a point whose title carries its text, escaped.
    assert_eq!(page.matches("<circle ").count(), 2 * (2 + 3 + 2));
    assert_eq!(page.matches("; &lt;a &amp; b&gt;").count(), 2 * 2);
    assert!(!page.contains("<a & b>"));
    // 600 VGPRs is above the function's 512: marked, in both panels once.
    assert_eq!(page.matches("class=\"spill\"").count(), 1);
    assert!(page.contains("spills above 512"));
    assert!(page.contains("VGPRs live at once (final code)") && page.contains("60 of 75 allocated; packed, 8 waves"));
    for label in ["6 waves: 80 VGPRs", "7 waves: 72 VGPRs", "solver bound: 64"] {
        assert!(page.contains(label), "{label}");
    }
    // SVG children are closed explicitly (the HTML parser nests unclosed
    // foreign elements).
    assert_eq!(page.matches("<polyline").count(), page.matches("</polyline>").count());
    assert_eq!(page.matches("<circle").count(), page.matches("</circle>").count());
}

#[test]
fn estimated_time_per_kernel_and_loop() {
    let text = table::render(&report(), false);
    let time = text.lines().find(|l| l.trim_start().starts_with("est. time")).unwrap();
    assert!(time.contains("14201 (3x mem 14627)") && time.trim_end().ends_with('-'), "{time}");
    // What a wave more or less is worth, beside it: 14068 / 14201 and
    // 14432.86 / 14627 at 7 waves, 14388.8 / 14201 and 14899.6 / 14627
    // at 5; the second scheduler has no estimate.
    let more = text.lines().find(|l| l.trim_start().starts_with("+1 wave, same code")).unwrap();
    assert!(more.contains("0.99x at 7 waves (3x mem 0.99x)") && more.trim_end().ends_with('-'), "{more}");
    let fewer = text.lines().find(|l| l.trim_start().starts_with("-1 wave, same code")).unwrap();
    assert!(fewer.contains("1.01x at 5 waves (3x mem 1.02x)"), "{fewer}");
    // The final code's live VGPRs against the 75 allocated: 60 fit the 64
    // that 8 waves allow on gfx90a; the second scheduler has no count.
    let live = text.lines().find(|l| l.trim_start().starts_with("VGPRs live at once")).unwrap();
    assert!(live.contains("60 of 75 allocated; packed, 8 waves") && live.trim_end().ends_with('-'), "{live}");
    let latency = text.lines().find(|l| l.contains("loop .LBB0_2")).unwrap();
    assert!(latency.contains("latency: another wave helps"), "{latency}");
    // Its L says how often it waits for memory in a row and how much of
    // it waits for the previous iteration; the issue-bound loop's does not.
    assert!(latency.contains("700 (2 round trips to memory, 330 waiting for the previous iteration)"), "{latency}");
    assert_eq!(text.matches("waiting for the previous iteration").count(), 1, "{text}");
    assert_eq!(text.matches("round trips to memory").count(), 1, "{text}");
    let issue = text.lines().find(|l| l.contains("loop .LBB0_3")).unwrap();
    assert!(issue.contains("207 valu") && issue.contains("issue:valu: another wave cannot help"), "{issue}");
    // Straight-line code is in the HTML table, not among the table's loops.
    assert!(!text.lines().any(|l| l.contains(" entry ")), "{text}");
    let page = html::render(&report(), false);
    assert_eq!(page.matches("<tr class=\"latency\"").count(), 1);
    assert!(page.contains("<code>entry</code>"));
    assert!(page.contains("<td>700 (2 round trips to memory, 330 waiting for the previous iteration)</td>"), "{page}");
    assert!(page.contains("<th>one more wave, same code</th><td>0.99x at 7 waves (3x mem 0.99x)</td><td>-</td>"), "{page}");
    let v = serde_json::to_value(report()).unwrap();
    let s = &v["files"][0]["functions"][0]["scheds"];
    assert_eq!(s[0]["speed"]["loops"][2]["bound"], "issue:valu");
    assert_eq!(s[0]["speed"]["loops"][1]["carried"], 330.0);
    assert_eq!(s[0]["speed"]["loops"][1]["memory_waits"], 2);
    assert_eq!(s[0]["speed"]["wave_more"]["waves"], 7);
    assert_eq!(s[0]["speed"]["wave_fewer"]["time"], 14388.8);
    assert_eq!(s[1]["speed"], serde_json::Value::Null);
}

#[test]
fn a_loops_dual_issue_is_shown_next_to_its_valu_time() {
    // As on gfx11 wave32: the issue-bound loop issues 60 VOPD pairs and 27
    // operations with a VOPD form alone.
    let mut r = report();
    let speed = r.files[0].functions[0].scheds[0].speed.as_mut().unwrap();
    speed.loops[2].vopd = Some(DualIssue { pairs: 60, alone: 27, more: 13, valu_saved: 13.0 });
    // Those 13 more pairs save 13 of the loop's 207 VALU clocks a pass:
    // 8^2 * 194 = 12416 instead of 13248, so 14201 - 832 = 13369 (0.94x;
    // 14627 - 832 = 13795 at 3x, 0.94x).
    speed.all_paired = Some(AllPaired { time: 13369.0, time_long: 13795.0 });
    let without = table::render(&report(), false);
    assert!(!without.contains("VOPD"), "{without}");
    let text = table::render(&r, false);
    let row = text.lines().find(|l| l.trim_start().starts_with("all VOPD paired, same code")).unwrap();
    assert!(row.contains("0.94x (3x mem 0.94x)") && row.trim_end().ends_with('-'), "{row}");
    let issue = text.lines().find(|l| l.contains("loop .LBB0_3")).unwrap();
    assert!(issue.contains("207 valu (60 VOPD pairs, 27 VOPD-capable alone)"), "{issue}");
    assert_eq!(text.matches("VOPD pairs").count(), 1, "{text}");
    // Where another pipeline is the busiest, the counts say they are the
    // VALU's.
    assert_eq!(super::words::busy(34.0, "vmem", Some(&DualIssue { pairs: 0, alone: 1, more: 0, valu_saved: 0.0 })), "34 vmem (VALU: 0 VOPD pairs, 1 VOPD-capable alone)");
    let page = html::render(&r, false);
    assert!(page.contains("<td>207 valu (60 VOPD pairs, 27 VOPD-capable alone)</td>"), "{page}");
    assert!(page.contains("<th>every VOPD pair formed, same code</th><td>0.94x (3x mem 0.94x)</td><td>-</td>"), "{page}");
    assert!(!html::render(&report(), false).contains("VOPD"));
    let v = serde_json::to_value(&r).unwrap();
    let loops = &v["files"][0]["functions"][0]["scheds"][0]["speed"]["loops"];
    assert_eq!(loops[2]["vopd"], serde_json::json!({"pairs": 60, "alone": 27, "more": 13, "valu_saved": 13.0}));
    assert_eq!(v["files"][0]["functions"][0]["scheds"][0]["speed"]["all_paired"]["time"], 13369.0);
    // Targets without VOPD carry no such field.
    assert!(loops[1].get("vopd").is_none());
}

/// A remark as gcnrs-occupancy words it, with characters HTML escapes.
const DECISION: &str = "LLVM's schedule kept at occupancy 6: region 2 reaches no more (70 VGPRs < 72 & more)";

#[test]
fn the_schedulers_decisions_are_shown_under_their_names() {
    let text = table::render(&report(), false);
    let line = text.lines().find(|l| l.contains("reaches no more")).unwrap();
    assert_eq!(line, format!("  gcnrs-occupancy, before allocation: {DECISION}"));
    // LLVM's default states none.
    assert!(!text.lines().any(|l| l.trim_start().starts_with("default,")), "{text}");
    let page = html::render(&report(), false);
    assert_eq!(page.matches("<p class=\"decision\"").count(), 1);
    assert!(page.contains("(70 VGPRs &lt; 72 &amp; more)"));
    let v = serde_json::to_value(report()).unwrap();
    let s = &v["files"][0]["functions"][0]["scheds"];
    assert_eq!(s[0]["decision"], serde_json::json!([]));
    assert_eq!(s[1]["decision"][0], DECISION);
}

#[test]
fn round_trips_for_reused_registers_are_named() {
    // Two round trips, one only so that a load may overwrite registers an
    // earlier load still writes; none named when no wait is a reuse, and
    // a single round trip is not worth a word either way.
    assert_eq!(
        words::latency(2709.0, 0.0, 8, 7),
        "2709 (8 round trips to memory, 7 of them only to reuse registers a load in flight writes)"
    );
    assert_eq!(words::latency(700.0, 0.0, 2, 0), "700 (2 round trips to memory)");
    assert_eq!(words::latency(400.0, 0.0, 1, 1), "400");
}
