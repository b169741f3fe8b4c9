//! The speed model's cost of one representative instruction per cost
//! class, for scripts/check-speed-table to hold against llvm-mca-22's
//! `-instruction-info` (docs/speed-model.md).
//!
//! ```sh
//! cargo run --release -q --example speed_table -- gfx90a
//! ```
//!
//! One line per instruction, tab-separated: the asm line, our latency in
//! clocks (the result for ALU ops and loads, the counter's latency for
//! stores, 0 for what writes nothing), our throughput cost in clocks (the
//! pipeline's busy time, or the issue time of what has no pipeline), and
//! the clocks per slot of the target's LLVM model.

use gcnrs::speed::{Machine, Params};

const GCN: &[&str] = &[
    "v_add_f32_e32 v1, v2, v3",
    "v_fma_f32 v1, v2, v3, v4",
    "v_cvt_f32_i32_e32 v1, v2",
    "v_lshlrev_b64 v[0:1], 2, v[2:3]",
    "v_mul_lo_u32 v1, v2, v3",
    "v_exp_f32_e32 v1, v2",
    "v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]",
    "v_add_f64 v[0:1], v[2:3], v[4:5]",
    "v_rsq_f64_e32 v[0:1], v[2:3]",
    "v_accvgpr_read_b32 v0, a0",
    "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7]",
    "v_cndmask_b32_e32 v1, v2, v3, vcc",
    "v_cmp_gt_f32_e32 vcc, v1, v2",
    "v_readfirstlane_b32 s0, v1",
    "v_dot2_f32_f16 v1, v2, v3, v4",
    "s_add_i32 s0, s1, s2",
    "s_load_dwordx2 s[0:1], s[4:5], 0x0",
    "ds_read_b32 v1, v0",
    "ds_write_b32 v0, v1",
    "global_load_dword v1, v[2:3], off",
    "global_store_dword v[2:3], v1, off",
    "s_cbranch_scc0 .LBB0_1",
    "s_waitcnt vmcnt(0)",
    "s_nop 7",
    "s_barrier",
];

const GFX90A_MFMA: &[&str] = &[
    "v_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]",
    "v_mfma_f32_16x16x16f16 a[0:3], v[0:1], v[2:3], a[0:3]",
    "v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]",
    "v_mfma_f32_4x4x4f16 a[0:3], v[0:1], v[2:3], a[0:3]",
    "v_mfma_f64_16x16x4f64 v[0:7], v[0:1], v[2:3], v[0:7]",
];

const GFX942_MFMA: &[&str] = &[
    "v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]",
    "v_mfma_f32_16x16x16_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
    "v_mfma_f32_32x32x2_f32 a[0:15], v0, v1, a[0:15]",
    "v_mfma_f32_4x4x4_16b_f16 a[0:3], v[0:1], v[2:3], a[0:3]",
    "v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]",
    "v_mfma_f64_16x16x4_f64 v[0:7], v[0:1], v[2:3], v[0:7]",
];

const GFX11: &[&str] = &[
    "v_add_f32_e32 v1, v2, v3",
    "v_fma_f32 v1, v2, v3, v4",
    "v_cvt_f32_i32_e32 v1, v2",
    "v_lshlrev_b64 v[0:1], 2, v[2:3]",
    "v_mul_lo_u32 v1, v2, v3",
    "v_exp_f32_e32 v1, v2",
    "v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]",
    "v_add_f64 v[0:1], v[2:3], v[4:5]",
    "v_rsq_f64_e32 v[0:1], v[2:3]",
    "v_cndmask_b32_e32 v1, v2, v3, vcc_lo",
    "v_cmp_gt_f32_e32 vcc_lo, v1, v2",
    "v_readfirstlane_b32 s0, v1",
    "v_dot2_f32_f16 v1, v2, v3, v4",
    "v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6",
    "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]",
    "s_add_i32 s0, s1, s2",
    "s_load_b64 s[0:1], s[4:5], 0x0",
    "ds_load_b32 v1, v0",
    "ds_store_b32 v0, v1",
    "global_load_b32 v1, v[2:3], off",
    "global_store_b32 v[2:3], v1, off",
    "s_cbranch_scc0 .LBB0_1",
    "s_waitcnt vmcnt(0)",
    "s_waitcnt_depctr 0xfff",
    "s_delay_alu instid0(VALU_DEP_1)",
    "s_nop 7",
    "s_barrier",
];

fn main() {
    let cpu = std::env::args().nth(1).unwrap_or_else(|| "gfx90a".to_string());
    let m = match Machine::new(&cpu, false) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("speed_table: {e}");
            std::process::exit(2);
        }
    };
    let lines: Vec<&str> = if m.generation() >= 11 {
        GFX11.to_vec()
    } else if m.generation() < 10 {
        let mfma = match cpu.as_str() {
            "gfx908" | "gfx90a" => GFX90A_MFMA,
            c if c.starts_with("gfx94") || c.starts_with("gfx95") => GFX942_MFMA,
            _ => &[],
        };
        GCN.iter().chain(mfma).copied().collect()
    } else {
        eprintln!("speed_table: no representative list for {cpu}");
        std::process::exit(2);
    };
    let p = Params::default();
    for line in lines {
        let sim = &gcnrs::speed::asm::to_sim(&m, &[line.to_string()])[0];
        let c = &sim.cost;
        let latency = match c.mem {
            Some(mem) if !mem.returns() => m.memory_latency(mem, &p),
            _ if sim.writes.is_empty() && c.mem.is_none() => 0,
            _ => m.result_latency(c, &p),
        };
        let throughput = if c.pipe.is_some() { c.busy } else { c.issue };
        println!("{line}\t{latency}\t{throughput}\t{}", m.clock_per_slot());
    }
}
