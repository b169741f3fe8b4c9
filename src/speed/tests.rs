//! Cycle counts derived by hand (in the comments) from the model's rules
//! and the numbers in docs/speed-model.md; llvm-mca-22's figures for the
//! same code are quoted where they exist.

use super::asm::{estimate_function, parse_functions, segments, to_sim};
use super::*;

/// Asm lines as the simulator's instructions.
fn body(m: &Machine, lines: &[&str]) -> Vec<SimInstr> {
    let lines: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
    to_sim(m, &lines)
}

fn run(cpu: &str, wave64: bool, p: &Params, lines: &[&str]) -> Timing {
    let m = Machine::new(cpu, wave64).unwrap();
    simulate(&m, p, &body(&m, lines))
}

fn busy(t: &Timing, p: Pipe) -> f64 {
    t.busy[p.index()]
}

#[test]
fn dependent_valu_chain_gfx1100_waits_the_latency() {
    // Each fma reads the previous one's v1: starts at 0, 5, 10, 15 (latency
    // 5), the last result at 20. VALU busy 1 clock each.
    let t = run("gfx1100", false, &Params::default(), &["v_fma_f32 v1, v1, v2, v3"; 4]);
    assert_eq!(t.latency, 20.0);
    assert_eq!(busy(&t, Pipe::Valu), 4.0);
    // (llvm-mca-22, 8 of them: 41 = 8 * 5 + 1; ours for 8 would be 40.)
}

#[test]
fn independent_valu_chain_gfx1100_issues_every_clock() {
    // Starts 0, 1, 2, 3; the last result at 3 + 5 = 8.
    let t = run(
        "gfx1100",
        false,
        &Params::default(),
        &["v_fma_f32 v1, v10, v11, v12", "v_fma_f32 v2, v10, v11, v12", "v_fma_f32 v3, v10, v11, v12", "v_fma_f32 v4, v10, v11, v12"],
    );
    assert_eq!(t.latency, 8.0);
    assert_eq!(busy(&t, Pipe::Valu), 4.0);
}

#[test]
fn gfx90a_valu_chains_issue_back_to_back() {
    // GCN: a VALU op holds the wave for 4 clocks and its result is ready
    // after 4, so dependent and independent chains both take 4 * 4 = 16.
    let dep = run("gfx90a", false, &Params::default(), &["v_fma_f32 v1, v1, v2, v3"; 4]);
    let indep = run(
        "gfx90a",
        false,
        &Params::default(),
        &["v_fma_f32 v1, v10, v11, v12", "v_fma_f32 v2, v10, v11, v12", "v_fma_f32 v3, v10, v11, v12", "v_fma_f32 v4, v10, v11, v12"],
    );
    assert_eq!((dep.latency, busy(&dep, Pipe::Valu)), (16.0, 16.0));
    assert_eq!((indep.latency, busy(&indep, Pipe::Valu)), (16.0, 16.0));
    // A transcendental holds the VALU 16 clocks: exp 0..16, the add that
    // reads it starts at 16, result at 20.
    let t = run("gfx90a", false, &Params::default(), &["v_exp_f32_e32 v1, v2", "v_add_f32_e32 v3, v1, v4"]);
    assert_eq!((t.latency, busy(&t, Pipe::Valu)), (20.0, 20.0));
}

#[test]
fn load_waitcnt_and_use() {
    // load at 0 (vmcnt done and v1 ready at 320); an independent add at 1
    // (result 6); the waitcnt at 2 waits until 320 and issues (1 clock);
    // the use starts at 321, result 326.
    let lines = [
        "global_load_b32 v1, v[2:3], off",
        "v_add_f32_e32 v4, v5, v6",
        "s_waitcnt vmcnt(0)",
        "v_add_f32_e32 v7, v1, v6",
    ];
    let t = run("gfx1100", false, &Params::default(), &lines);
    assert_eq!(t.latency, 326.0);
    assert_eq!((busy(&t, Pipe::Vmem), busy(&t, Pipe::Valu)), (1.0, 2.0));
    // Three times the memory latency: 960 + 6.
    let t = run("gfx1100", false, &Params::default().long(), &lines);
    assert_eq!(t.latency, 966.0);
    // gfx90a: the same in 4-clock slots: load 0, add 4, waitcnt waits
    // until 320 (holds 4), the use at 324, result 328.
    let t = run("gfx90a", false, &Params::default(), &[
        "global_load_dword v1, v[2:3], off",
        "v_add_f32_e32 v4, v5, v6",
        "s_waitcnt vmcnt(0)",
        "v_add_f32_e32 v7, v1, v6",
    ]);
    assert_eq!(t.latency, 328.0);
}

/// Two loads, each waited for before the next is issued (gfx11 asm).
const SERIAL_LOADS: [&str; 5] = [
    "global_load_b32 v1, v[4:5], off",
    "s_waitcnt vmcnt(0)",
    "global_load_b32 v2, v[6:7], off",
    "s_waitcnt vmcnt(0)",
    "v_add_f32_e32 v3, v1, v2",
];

/// A software-pipelined loop body: the wait and the add use the v1 the
/// previous iteration loaded (gfx11 asm).
const PIPELINED_BODY: [&str; 4] = [
    "s_waitcnt vmcnt(0)",
    "v_add_f32_e32 v2, v1, v2",
    "global_load_b32 v1, v[4:5], off",
    "v_add_f32_e32 v3, v3, v6",
];

#[test]
fn memory_waits_in_a_row_are_counted() {
    let p = Params::default();
    // Both loads first: load 0 (v1 at 320), load 1 (v2 at 321); the wait
    // for the first holds until 320 (a stall of 318 from 2, over half the
    // 320), the one for the second finds it done at 321 (a stall of 0: it
    // issues at 321). One round trip; L: the add at 322, result 327.
    let batched = run("gfx1100", false, &p, &[
        "global_load_b32 v1, v[4:5], off",
        "global_load_b32 v2, v[6:7], off",
        "s_waitcnt vmcnt(1)",
        "s_waitcnt vmcnt(0)",
        "v_add_f32_e32 v3, v1, v2",
    ]);
    assert_eq!((batched.latency, batched.memory_waits), (327.0, 1));
    // The second load after the first wait: load 0, the wait until 320
    // (stall 319), load at 321 (v2 at 641), the wait until 641 (stall
    // 319), the add at 642, result 647. Two round trips in a row.
    let serial = run("gfx1100", false, &p, &SERIAL_LOADS);
    assert_eq!((serial.latency, serial.memory_waits), (647.0, 2));
    // An LDS read waited for (lgkmcnt, its latency far under half the
    // memory latency) is no round trip to memory.
    let lds = run("gfx1100", false, &p, &["ds_load_b32 v1, v2", "s_waitcnt lgkmcnt(0)", "v_add_f32_e32 v3, v1, v1"]);
    assert_eq!(lds.memory_waits, 0);
    // A stall shorter than half the latency does not count: 200 clocks of
    // independent work (200 adds, one a clock) before the wait leave it
    // 120 clocks (load at 0, adds 1..=200, the wait at 201 holds until 320).
    let mut covered = vec!["global_load_b32 v1, v[4:5], off"];
    covered.extend(std::iter::repeat_n("v_add_f32_e32 v3, v5, v6", 200));
    covered.extend(["s_waitcnt vmcnt(0)", "v_add_f32_e32 v7, v1, v6"]);
    assert_eq!(run("gfx1100", false, &p, &covered).memory_waits, 0);
    // The same at 3x memory latency: the wait holds 760 clocks, over half
    // of 960: one.
    assert_eq!(run("gfx1100", false, &p.long(), &covered).memory_waits, 1);
}

#[test]
fn a_wait_for_register_reuse_is_told_from_a_wait_for_data() {
    let p = Params::default();
    // gfx1200 v32i32_transform's shape: only v0 of the first load is read,
    // and the allocator put the second load over its dead v3. The wait
    // before the second load holds until the first's 320 (a stall of 319:
    // a round trip), and what first touches v0..v3 after it is the second
    // load writing v3: a reuse. Its own wait then holds until 641 and is
    // followed by a read of v3: data. Two round trips, one of them reuse.
    let reuse = run("gfx1200", false, &p, &[
        "global_load_b128 v[0:3], v8, s[0:1]",
        "s_wait_loadcnt 0x0",
        "global_load_b128 v[3:6], v8, s[0:1] offset:16",
        "s_wait_loadcnt 0x0",
        "v_add_nc_u32_e32 v7, v0, v3",
    ]);
    assert_eq!((reuse.memory_waits, reuse.reuse_waits), (2, 1));
    // Both waits of SERIAL_LOADS are followed by a read of the load waited
    // for (v1, then v2 ... the add reads v1 and v2): no reuse.
    let serial = run("gfx1100", false, &p, &SERIAL_LOADS);
    assert_eq!((serial.memory_waits, serial.reuse_waits), (2, 0));
    // A write that reads the drained register too (v3 = v3 + v6 after a
    // load of v3) waits for data, not for reuse.
    let read_first = run("gfx1200", false, &p, &[
        "global_load_b32 v3, v8, s[0:1]",
        "s_wait_loadcnt 0x0",
        "v_add_f32_e32 v3, v3, v6",
    ]);
    assert_eq!((read_first.memory_waits, read_first.reuse_waits), (1, 0));
    // An ALU write over the dead v3 first, then the read of v0: the wait
    // stands for the read a step later; not counted as reuse.
    let alu_over_dead = run("gfx1200", false, &p, &[
        "global_load_b128 v[0:3], v8, s[0:1]",
        "s_wait_loadcnt 0x0",
        "v_mov_b32_e32 v3, 0",
        "v_add_nc_u32_e32 v7, v0, v3",
    ]);
    assert_eq!((alu_over_dead.memory_waits, alu_over_dead.reuse_waits), (1, 0));
}

#[test]
fn a_loop_counts_the_memory_waits_of_the_iteration_it_charges() {
    let m = Machine::new("gfx1100", false).unwrap();
    let p = Params::default();
    // The pipelined body of the next test: from idle its wait finds
    // nothing in flight (no stall); the second iteration, which L counts,
    // waits 318 clocks for the previous iteration's load: one.
    let pipelined = body(&m, &PIPELINED_BODY);
    assert_eq!(simulate(&m, &p, &pipelined).memory_waits, 0);
    assert_eq!(simulate_loop(&m, &p, &pipelined).memory_waits, 1);
    // Two loads each waited for in turn: the first iteration counts (the
    // second is no longer) with its two round trips.
    let serial = body(&m, &SERIAL_LOADS);
    let t = simulate_loop(&m, &p, &serial);
    assert_eq!((t.latency, t.carried, t.memory_waits), (647.0, 0.0, 2));
}

#[test]
fn a_load_for_the_next_iteration_is_paid_by_the_loop() {
    let m = Machine::new("gfx1100", false).unwrap();
    let p = Params::default();
    // Software pipelined: the wait and the add use the v1 the previous
    // iteration loaded. From idle: the wait at 0 finds nothing in flight,
    // the add at 1 (result 6), the load at 2 (v1 at 322), the other add at
    // 3 (result 8): L 8. The second iteration starts at 4 with the load
    // in flight: the wait holds until 322 and issues, the add at 323
    // (result 328), the load at 324, the other add at 325 (result 330):
    // 330 - 8 = 322 clocks, the memory latency and two issues.
    let pipelined = body(&m, &PIPELINED_BODY);
    assert_eq!(simulate(&m, &p, &pipelined).latency, 8.0);
    let t = simulate_loop(&m, &p, &pipelined);
    assert_eq!(t.latency, 322.0);
    // 314 of them waiting for the previous iteration's load.
    assert_eq!(t.carried, 322.0 - 8.0);
    // One iteration's pipelines, not two.
    assert_eq!((busy(&t, Pipe::Valu), busy(&t, Pipe::Vmem)), (2.0, 1.0));
    // Three times the memory latency: the wait until 962, the add at 963
    // (result 968), load 964, add 965 (result 970): 962.
    assert_eq!(simulate_loop(&m, &p.long(), &pipelined).latency, 962.0);
    // Waited for in its own iteration: load 0 (v1 at 320), the wait until
    // 320 (issues to 321), the add at 321, result 326. The second
    // iteration, from 322, ends at 648: 322 clocks, less than from idle
    // (its start overlaps the first one's tail), so L stays 326.
    let own = body(&m, &["global_load_b32 v1, v[4:5], off", "s_waitcnt vmcnt(0)", "v_add_f32_e32 v2, v1, v2"]);
    assert_eq!(simulate(&m, &p, &own).latency, 326.0);
    assert_eq!(simulate_loop(&m, &p, &own).latency, 326.0);
    assert_eq!(simulate_loop(&m, &p, &own).carried, 0.0);
}

#[test]
fn asm_loops_are_estimated_in_steady_state() {
    // The pipelined body above as a loop of a real-looking function: the
    // loop segment pays the memory latency, the entry runs once from idle.
    let f = &parse_functions(PIPELINED)[0];
    let m = Machine::new("gfx1100", false).unwrap();
    let e = estimate_function(f, &m, 1, &Params::default());
    let names: Vec<(&str, u32)> = e.segments.iter().map(|s| (s.name.as_str(), s.depth)).collect();
    assert_eq!(names, [("entry", 0), ("loop .LBB0_1", 1), ("straight 1", 0)]);
    // Loop from idle: as above to the second add at 3 (result 8), the
    // s_add at 4 (scc at 6), the branch at 6 holding its pipe to 9: 9.
    // The second iteration from 7: the wait until 322, the adds at 323
    // and 325 (result 330), the load at 324, the s_add at 326 (scc at
    // 328), the branch at 328 (its pipe to 331): 331 - 9 = 322.
    assert_eq!(e.segments[1].timing.latency, 322.0);
    assert_eq!(e.segments[1].time, 8.0 * 322.0);
}

#[test]
fn lgkmcnt_waits_only_for_the_older_ops() {
    // Two LDS loads at 0 and 1 (done 20 and 21); lgkmcnt(1) lets the
    // second stay out: it waits until 20 and issues, the add reads v1 at
    // 21, result 26.
    let t = run("gfx1100", false, &Params::default(), &[
        "ds_load_b32 v1, v0",
        "ds_load_b32 v2, v0",
        "s_waitcnt lgkmcnt(1)",
        "v_add_f32_e32 v3, v1, v1",
    ]);
    assert_eq!(t.latency, 26.0);
    // SMEM returns out of order: s_load at 0 (30), ds_load at 1 (21);
    // lgkmcnt(1) is satisfied by whichever finishes first, the LDS load at
    // 21; the add of the LDS result then starts at 22, result 27.
    let t = run("gfx1100", false, &Params::default(), &[
        "s_load_b32 s4, s[0:1], 0x0",
        "ds_load_b32 v1, v0",
        "s_waitcnt lgkmcnt(1)",
        "v_add_f32_e32 v3, v1, v1",
    ]);
    assert_eq!(t.latency, 27.0);
}

#[test]
fn vopd_pair_issues_once() {
    // One issue, both results at 5; the consumer at 5, result 10. VALU 2.
    let pair = run("gfx1100", false, &Params::default(), &[
        "v_dual_fmac_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6",
        "v_add_f32_e32 v7, v1, v4",
    ]);
    assert_eq!((pair.latency, busy(&pair, Pipe::Valu)), (10.0, 2.0));
    // Its halves: 0 and 1, the consumer waits for v4 at 6, result 11.
    let halves = run("gfx1100", false, &Params::default(), &[
        "v_fmac_f32_e32 v1, v2, v3",
        "v_mul_f32_e32 v4, v5, v6",
        "v_add_f32_e32 v7, v1, v4",
    ]);
    assert_eq!((halves.latency, busy(&halves, Pipe::Valu)), (11.0, 3.0));
}

#[test]
fn wave64_on_gfx11_issues_twice_unless_dual_issue_capable() {
    // v_xor_b32 is not dual-issue capable: 2 clocks each, starts 0, 2, 4,
    // 6, latency 5 + 1 for the second half: the last result at 12.
    let xor = ["v_xor_b32_e32 v1, v10, v11", "v_xor_b32_e32 v2, v10, v11", "v_xor_b32_e32 v3, v10, v11", "v_xor_b32_e32 v4, v10, v11"];
    let t = run("gfx1100", true, &Params::default(), &xor);
    assert_eq!((t.latency, busy(&t, Pipe::Valu)), (12.0, 8.0));
    // v_fmac_f32 is: once, like wave32 (starts 0..3, last result 8).
    let fmac = ["v_fmac_f32_e32 v1, v10, v11", "v_fmac_f32_e32 v2, v10, v11", "v_fmac_f32_e32 v3, v10, v11", "v_fmac_f32_e32 v4, v10, v11"];
    let t = run("gfx1100", true, &Params::default(), &fmac);
    assert_eq!((t.latency, busy(&t, Pipe::Valu)), (8.0, 4.0));
    // gfx10 has no dual issue: fmac twice too (12, 8).
    let t = run("gfx1030", true, &Params::default(), &fmac);
    assert_eq!((t.latency, busy(&t, Pipe::Valu)), (12.0, 8.0));
    // wave32 is unaffected (8, 4).
    let t = run("gfx1100", false, &Params::default(), &xor);
    assert_eq!((t.latency, busy(&t, Pipe::Valu)), (8.0, 4.0));
}

#[test]
fn mfma_chain_on_gfx90a_is_xdl_bound() {
    // 32x32x8f16: 16 passes = 64 clocks on the XDL pipe, result after 64.
    // Accumulating into a[0:15]: starts 0, 64, 128, 192; L = 256 = U.
    let chain = ["v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]"; 4];
    let t = run("gfx90a", false, &Params::default(), &chain);
    assert_eq!((t.latency, busy(&t, Pipe::Xdl)), (256.0, 256.0));
    assert_eq!(t.bound(1), Bound::Issue(Pipe::Xdl));
    assert_eq!(t.bound(8), Bound::Issue(Pipe::Xdl));
    // gfx942 halves this f16 shape: 8 passes, 32 clocks each: 128.
    let chain = ["v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]"; 4];
    let t = run("gfx942", false, &Params::default(), &chain);
    assert_eq!((t.latency, busy(&t, Pipe::Xdl)), (128.0, 128.0));
    // (llvm-mca-22 gfx90a: 4 srcC-dependent 16x16x16f16 take 33 slots,
    // 132 clocks; ours: 4 * 8 passes * 4 = 128.)
    let t = run("gfx90a", false, &Params::default(), &["v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3]"; 4]);
    assert_eq!(t.latency, 128.0);
}

const NESTED: &str = "\
k:                                      ; @k
; %bb.0:
\ts_mov_b32 s0, 0
.LBB0_1:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_2 Depth 2
\tv_add_f32_e32 v1, v2, v3
.LBB0_2:                                ;   Parent Loop BB0_1 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
\tv_add_f32_e32 v1, v1, v3
\tv_add_f32_e32 v1, v1, v3   ; comment
\ts_cbranch_scc0 .LBB0_2
; %bb.3:                                ;   in Loop: Header=BB0_1 Depth=1
\ts_add_i32 s0, s0, 1
\ts_cbranch_scc0 .LBB0_1
; %bb.4:
\ts_endpgm
.Lfunc_end0:
; Kernel info:
; Occupancy: 16
";

const PIPELINED: &str = "\
piped:                                  ; @piped
; %bb.0:
\tglobal_load_b32 v1, v[4:5], off
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
\ts_waitcnt vmcnt(0)
\tv_add_f32_e32 v2, v1, v2
\tglobal_load_b32 v1, v[4:5], off
\tv_add_f32_e32 v3, v3, v6
\ts_add_i32 s0, s0, -1
\ts_cbranch_scc1 .LBB0_1
; %bb.2:
\ts_endpgm
.Lfunc_end0:
";

#[test]
fn depth_two_loop_weighting() {
    let f = &parse_functions(NESTED)[0];
    assert_eq!((f.occupancy, f.entry), (Some(16), true));
    let segs = segments(f);
    let names: Vec<(&str, u32)> = segs.iter().map(|s| (s.name.as_str(), s.depth)).collect();
    assert_eq!(
        names,
        [("entry", 0), ("loop .LBB0_1", 1), ("loop .LBB0_2", 2), ("loop .LBB0_1 #2", 1), ("straight 1", 0)]
    );
    let m = Machine::new("gfx1100", false).unwrap();
    let e = estimate_function(f, &m, 1, &Params::default());
    let weights: Vec<f64> = e.segments.iter().map(|s| s.weight).collect();
    assert_eq!(weights, [1.0, 8.0, 64.0, 8.0, 1.0]);
    // entry: s_mov at 0, SALU result at 2: t = 2.
    // outer, first part: one add, result at 5: t = 5, x8 = 40.
    // inner: adds at 0 and 5 (result 10), the branch at 6 (branch pipe
    // until 9): t = 10, x64 = 640.
    // outer, second part: s_add at 0 (result 2), branch at 2 (busy until
    // 5): t = 5, x8 = 40.
    // exit: s_endpgm is free: 0.
    let times: Vec<f64> = e.segments.iter().map(|s| s.time).collect();
    assert_eq!(times, [2.0, 40.0, 640.0, 40.0, 0.0]);
    assert_eq!(e.time, 722.0);
    assert_eq!(e.bound, Bound::Latency);
}

#[test]
fn bound_is_latency_until_the_waves_cover_it() {
    let mut busy = [0.0; Pipe::COUNT];
    busy[Pipe::Valu.index()] = 20.0;
    busy[Pipe::Lds.index()] = 5.0;
    let t = Timing { latency: 100.0, busy, instrs: 1, carried: 0.0, memory_waits: 0, reuse_waits: 0, settled: 100.0 };
    // L/W = 25 > U = 20 at 4 waves; at 5 they are equal (issue-bound).
    assert_eq!((t.time(4), t.bound(4)), (25.0, Bound::Latency));
    assert_eq!((t.time(5), t.bound(5)), (20.0, Bound::Issue(Pipe::Valu)));
    assert_eq!((t.time(8), t.bound(8)), (20.0, Bound::Issue(Pipe::Valu)));
    assert_eq!(t.busiest(), (Pipe::Valu, 20.0));
    assert_eq!(Bound::Issue(Pipe::Valu).to_string(), "issue:valu");
    assert_eq!(Bound::Latency.to_string(), "latency");
}

#[test]
fn costs_by_name_for_both_spellings() {
    let m = Machine::new("gfx1100", false).unwrap();
    for (asm, mir) in [
        ("v_fmac_f32_e32", "V_FMAC_F32_e32"),
        ("global_load_b128", "GLOBAL_LOAD_DWORDX4"),
        ("s_load_b64", "S_LOAD_DWORDX2_IMM"),
        ("v_mov_b32_e32", "COPY"),
    ] {
        assert_eq!(m.cost(asm).pipe, m.cost(mir).pipe, "{asm} {mir}");
        assert_eq!(m.cost(asm).latency, m.cost(mir).latency, "{asm} {mir}");
    }
    for free in ["IMPLICIT_DEF", "KILL", "REG_SEQUENCE", "INSERT_SUBREG", "SCHED_BARRIER", "s_delay_alu", "s_barrier"] {
        assert_eq!(m.cost(free), InstrCost::FREE, "{free}");
    }
    // RDNA numbers (ACO): trans 1 issue, 4 on its pipe, 10 latency; f64 16
    // and 22; quarter-rate 4 and 8.
    let c = m.cost("v_rsq_f32_e32");
    assert_eq!((c.pipe, c.issue, c.busy, c.latency), (Some(Pipe::Trans), 1, 4, 10));
    let c = m.cost("v_fma_f64");
    assert_eq!((c.pipe, c.busy, c.latency), (Some(Pipe::Valu), 16, 22));
    let c = m.cost("v_mul_lo_u32");
    assert_eq!((c.busy, c.latency), (4, 8));
    assert_eq!(m.cost("s_cbranch_scc0").pipe, Some(Pipe::Branch));
    assert_eq!(m.cost("s_cbranch_scc0").busy, 3);
    assert_eq!(m.nop_cost(7).issue, 8);
    assert_eq!(m.clock_per_slot(), 1);
    let gcn = Machine::new("gfx90a", false).unwrap();
    assert_eq!(gcn.clock_per_slot(), 4);
    assert_eq!(gcn.nop_cost(7).issue, 32);
    // f64: full rate on gfx90a, slow on gfx900.
    assert_eq!(gcn.cost("v_fma_f64").busy, 4);
    assert_eq!(Machine::new("gfx900", false).unwrap().cost("v_fma_f64").busy, 64);
    assert!(Machine::new("gfx9999", false).is_err());
    assert_eq!(gcn.cost("GLOBAL_STORE_DWORD").counter, Some(Counter::Vm));
    assert_eq!(m.cost("GLOBAL_STORE_DWORD").counter, Some(Counter::Vs));
    assert_eq!(Machine::new("gfx1200", false).unwrap().cost("ds_load_b32").counter, Some(Counter::Ds));
}

const REAL: &str = include_str!("testdata/nbody_f32_b4_lds.gfx1100.s");

#[test]
fn real_llc_asm_loops_and_depths() {
    let fs = parse_functions(REAL);
    let names: Vec<&str> = fs.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["nbody_f32_b4_lds", "__clang_ocl_kern_imp_nbody_f32_b4_lds"]);
    let k = &fs[0];
    assert_eq!((k.occupancy, k.entry), (Some(12), true));
    assert_eq!((fs[1].occupancy, fs[1].entry), (None, false));
    let segs: Vec<(String, u32, usize)> =
        segments(k).into_iter().map(|s| (s.name, s.depth, s.lines.len())).collect();
    // Counted in the file: the inner loop .LBB0_3 has 245 instruction
    // lines (12 of them s_delay_alu), the outer loop 10 before it and 6
    // after (s_addk, s_delay_alu, s_cmp, s_barrier, two branches); .LBB0_5/.LBB0_6 are straight-line code after the loops.
    assert_eq!(segs[1..4], [
        ("loop .LBB0_2".to_string(), 1, 10),
        ("loop .LBB0_3".to_string(), 2, 245),
        ("loop .LBB0_2 #2".to_string(), 1, 6),
    ]);
    assert_eq!((segs[0].0.as_str(), segs[0].1), ("entry", 0));
    assert_eq!((segs[4].0.as_str(), segs[4].1), ("straight 1", 0));
    assert_eq!(segs.len(), 5);
    // The callable: its inner loop's header block holds only a branch and
    // its body (%bb.5) says "in Loop: Header=BB1_4 Depth=2": one segment.
    let inner: Vec<(String, u32, usize)> = segments(&fs[1])
        .into_iter()
        .filter(|s| s.depth == 2)
        .map(|s| (s.name, s.depth, s.lines.len()))
        .collect();
    assert_eq!(inner, [("loop .LBB1_4".to_string(), 2, 116)]);
}

/// The real nbody_f32_b4_lds kernel on gfx1100 at its 12 waves.
fn real_kernel_at_12_waves(wave64: bool) -> crate::speed::asm::FunctionEstimate {
    let k = &parse_functions(REAL)[0];
    estimate_function(k, &Machine::new("gfx1100", wave64).unwrap(), 12, &Params::default())
}

fn real_inner_loop(e: &crate::speed::asm::FunctionEstimate) -> &crate::speed::asm::SegmentEstimate {
    e.segments.iter().find(|s| s.name == "loop .LBB0_3").unwrap()
}

#[test]
fn real_kernel_inner_loop_is_issue_bound_at_its_occupancy() {
    // The issue's observation: nbody_f32_b4_lds's inner loop is already
    // issue-bound at 12 waves. 245 lines minus 12 free s_delay_alu and 4
    // waitcnts: the VALU carries most of it.
    let e = real_kernel_at_12_waves(false);
    let inner = real_inner_loop(&e);
    assert_eq!(inner.bound, Bound::Issue(Pipe::Valu));
    assert_eq!(inner.weight, 64.0);
    assert_eq!(e.bound, Bound::Issue(Pipe::Valu));
}

#[test]
fn real_kernel_inner_loop_dual_issue() {
    // The issue counted 66 VOPD instructions in this loop under LLVM's
    // default; alone with a VOPD form, by grep: 23 v_fmac_f32_e32, 16
    // v_mul_f32_e32, 5 v_sub_f32_e32, 1 v_mov_b32_e32 (the 32 cndmasks are
    // _e64, with an SGPR condition; v_fma_f32 is VOP3). 45 either-half
    // operations make 22 more pairs, 22 VALU clocks of the loop's issue.
    let e = real_kernel_at_12_waves(false);
    let d = real_inner_loop(&e).dual.expect("gfx1100 wave32 pairs VOPD");
    assert_eq!((d.pairs, d.alone, d.more, d.valu_saved), (66, 45, 22, 22.0));
    // Issue-bound on the VALU at 12 waves: every further pair is a clock
    // less per pass, 64 times over.
    let paired = e.time_all_paired().unwrap();
    assert!(paired <= e.time - 64.0 * 22.0 + 1e-9, "{} {}", e.time, paired);
    // In wave64 nothing pairs, and there is no figure.
    let w64 = real_kernel_at_12_waves(true);
    assert!(w64.segments.iter().all(|s| s.dual.is_none()) && w64.time_all_paired().is_none());
}

#[test]
fn pre_ra_stream_with_sparse_virtual_register_ids() {
    // How the pre-RA input uses the simulator: MIR opcode names and LLVM's
    // virtual register numbers (top bit set). A load at 0 (result at 320,
    // no s_waitcnt before RA), an fma at 1 (result 6), then an add of both
    // at 320: L = 325.
    let m = Machine::new("gfx1100", false).unwrap();
    let vreg = |n: u32| 0x8000_0000 | n;
    let mut load = SimInstr::new(m.cost("GLOBAL_LOAD_DWORD"));
    load.writes.push(vreg(1));
    let mut fma = SimInstr::new(m.cost("V_FMAC_F32_e32"));
    fma.writes.push(vreg(2));
    let mut add = SimInstr::new(m.cost("V_ADD_F32_e32"));
    add.reads.extend([vreg(1), vreg(2)]);
    add.writes.push(vreg(3));
    let t = simulate(&m, &Params::default(), &[load, fma, add]);
    assert_eq!(t.latency, 325.0);
    assert_eq!((busy(&t, Pipe::Valu), busy(&t, Pipe::Vmem)), (2.0, 1.0));
}

const MFMA_LOOP: &str = include_str!("testdata/mfma_32x32x1_kloop.gfx90a.s");

#[test]
fn real_gfx90a_mfma_loop_by_hand() {
    let f = &parse_functions(MFMA_LOOP)[0];
    assert_eq!((f.name.as_str(), f.occupancy), ("mfma_32x32x1_kloop", Some(8)));
    let m = Machine::new("gfx90a", false).unwrap();
    let e = estimate_function(f, &m, 8, &Params::default());
    let names: Vec<(&str, u32)> = e.segments.iter().map(|s| (s.name.as_str(), s.depth)).collect();
    assert_eq!(names, [("entry", 0), ("loop .LBB0_2", 1), ("straight 1", 0)]);
    let l = &e.segments[1];
    // Starts (clocks): v_add_u32 0, ashrrev 4, lshlrev_b64 8, add_co 12,
    // addc 16 (each waits for the previous result, 4 later), load v5 20
    // (data at 340), add_co 24, addc 28, load v6 32 (data at 352), s_add
    // 36, s_cmp 40, s_waitcnt vmcnt(0) waits until 352 (holds to 356),
    // MFMA 356 (XDL until 420, 16 passes), v_add_f32 360, s_nop 1 364 (8
    // clocks), the second MFMA waits for a[0:31] and the XDL until 420,
    // result at 484; the branch at 424. L = 484.
    assert_eq!(l.timing.latency, 484.0);
    // U: two MFMAs, 2 * 64 on the XDL; 8 VALU ops * 4 = 32.
    assert_eq!(l.timing.busiest(), (Pipe::Xdl, 128.0));
    assert_eq!(l.timing.busy[Pipe::Valu.index()], 32.0);
    // At 8 waves L/W = 60.5 < 128: XDL-bound; t = 128, x8 = 1024.
    assert_eq!((l.bound, l.time), (Bound::Issue(Pipe::Xdl), 1024.0));
    // (llvm-mca-22 on the same loop: Total Cycles 126 slots = 504 clocks,
    // Block RThroughput 32 slots = 128 clocks.)
}

/// `MemOp::takes_assumed_latency` names exactly the ops whose latency
/// moves with the memory-latency assumption: the estimate simulates code
/// without them once for every assumption.
#[test]
fn only_vector_memory_takes_the_assumed_latency() {
    let m = Machine::new("gfx90a", true).unwrap();
    let (short, long) = (Params::default(), Params::default().long());
    let all = [MemOp::VmemLoad, MemOp::VmemStore, MemOp::LdsLoad, MemOp::LdsStore, MemOp::SmemLoad, MemOp::SmemStore, MemOp::Export];
    for op in all {
        let moves = m.memory_latency(op, &short) != m.memory_latency(op, &long);
        assert_eq!(moves, op.takes_assumed_latency(), "{op:?}");
    }
}

#[test]
fn straight_line_code_settles_when_its_loads_are_back() {
    // A load issued last is not waited for: `L` ends with its issue, and
    // `settled` when it is back (the model's memory latency, 320 clocks
    // at the default, after its issue).
    let p = Params::default();
    let t = run("gfx900", true, &p, &["global_load_dword v1, v[2:3], off", "v_add_f32_e32 v4, v5, v6"]);
    assert!(t.latency < 100.0, "{t:?}");
    assert!(t.settled >= 320.0 && t.settled < 400.0, "{t:?}");
    // Once the code waits for it, nothing is left in flight: both agree.
    let t = run("gfx900", true, &p, &["global_load_dword v1, v[2:3], off", "s_waitcnt vmcnt(0)", "v_add_f32_e32 v4, v1, v6"]);
    assert_eq!(t.settled, t.latency, "{t:?}");
}
