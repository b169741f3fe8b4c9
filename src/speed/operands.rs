//! From an asm line to the values it reads and writes and the waits it
//! makes: register units as value ids, one per 32-bit register.
//!
//! The rules follow the asm syntax: the destination is the first operand
//! of ALU ops and loads; stores, compares into SCC and gfx10+ `v_cmpx`
//! have none; carry ops write their SGPR carry-out as the second operand;
//! accumulating ops (`fmac`, `mac`, `dot*c`, MFMA) also read it. SCC, VCC
//! and EXEC are added where the hardware uses them without naming them.

use super::classify::base_name;
use super::machine::{CostClass, Machine, MemOp};
use super::sim::{SimInstr, Wait};
use super::Counter;

const V: u32 = 0;
const A: u32 = 512;
const S: u32 = 1024;
const TTMP: u32 = 1152;
const VCC_LO: u32 = 1200;
const VCC_HI: u32 = 1201;
const EXEC_LO: u32 = 1202;
const EXEC_HI: u32 = 1203;
const SCC: u32 = 1204;
const M0: u32 = 1205;
const FLAT_SCRATCH: u32 = 1206;
const XNACK_MASK: u32 = 1208;

/// The register units a register operand names (`v[4:7]` is four).
pub(crate) fn parse_register(token: &str) -> Vec<u32> {
    let t = token.trim_end_matches(".l").trim_end_matches(".h");
    let pair = |lo: u32| vec![lo, lo + 1];
    match t {
        "vcc" => return pair(VCC_LO),
        "vcc_lo" => return vec![VCC_LO],
        "vcc_hi" => return vec![VCC_HI],
        "exec" => return pair(EXEC_LO),
        "exec_lo" => return vec![EXEC_LO],
        "exec_hi" => return vec![EXEC_HI],
        "scc" => return vec![SCC],
        "m0" => return vec![M0],
        "flat_scratch" => return pair(FLAT_SCRATCH),
        "flat_scratch_lo" => return vec![FLAT_SCRATCH],
        "flat_scratch_hi" => return vec![FLAT_SCRATCH + 1],
        "xnack_mask" => return pair(XNACK_MASK),
        _ => {}
    }
    let (base, limit, rest) = if let Some(r) = t.strip_prefix("ttmp") {
        (TTMP, 16, r)
    } else if let Some(r) = t.strip_prefix('v') {
        (V, 512, r)
    } else if let Some(r) = t.strip_prefix('a') {
        (A, 512, r)
    } else if let Some(r) = t.strip_prefix('s') {
        (S, 128, r)
    } else {
        return Vec::new();
    };
    let range = if let Some(inner) = rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let (lo, hi) = inner.split_once(':').unwrap_or((inner, inner));
        match (lo.trim().parse::<u32>(), hi.trim().parse::<u32>()) {
            (Ok(lo), Ok(hi)) if lo <= hi => lo..hi + 1,
            _ => return Vec::new(),
        }
    } else if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
        match rest.parse::<u32>() {
            Ok(n) => n..n + 1,
            Err(_) => return Vec::new(),
        }
    } else {
        return Vec::new();
    };
    range.filter(|&r| r < limit).map(|r| base + r).collect()
}

/// Every register unit an operand mentions (`-v1`, `|v2|`, `neg(v3)`,
/// `v[0:1] offset:16` ...).
fn operand_registers(op: &str) -> Vec<u32> {
    op.split(|c: char| !(c.is_ascii_alphanumeric() || "_[]:.".contains(c)))
        .flat_map(|tok| {
            // `offset:16`, `abid:1` are modifiers; a register range keeps
            // its colon inside brackets.
            if tok.contains(':') && !tok.contains('[') {
                Vec::new()
            } else {
                parse_register(tok)
            }
        })
        .collect()
}

/// Comma-separated operands, commas inside `[]`/`()` excluded.
fn split_operands(rest: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(rest[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = rest[start..].trim();
    if !last.is_empty() {
        out.push(last);
    }
    out
}

fn is_scalar_operand(op: &str) -> bool {
    operand_registers(op).first().is_some_and(|&r| r >= S)
}

fn parse_number(s: &str) -> Option<u32> {
    let s = s.trim();
    match s.strip_prefix("0x") {
        Some(h) => u32::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

/// The counters an `s_waitcnt*`/`s_wait_*` line waits for.
fn parse_wait(name: &str, ops: &[&str], rest: &str) -> Option<Wait> {
    let last = ops.last().and_then(|o| parse_number(o));
    let single = |c: Counter| last.map(|n| Wait::default().on(c, n));
    match name {
        "s_waitcnt" => {
            let mut w = Wait::default();
            for part in rest.split(|c: char| c.is_whitespace() || c == '&' || c == ',') {
                let Some((ctr, n)) = part.split_once('(') else { continue };
                let Some(n) = n.strip_suffix(')').and_then(parse_number) else { continue };
                let c = match ctr {
                    "vmcnt" => Counter::Vm,
                    "lgkmcnt" => Counter::Lgkm,
                    "expcnt" => Counter::Exp,
                    "vscnt" => Counter::Vs,
                    _ => continue,
                };
                w = w.on(c, n);
            }
            if w.is_empty() && parse_number(rest) == Some(0) {
                w = w.on(Counter::Vm, 0).on(Counter::Lgkm, 0).on(Counter::Exp, 0);
            }
            (!w.is_empty()).then_some(w)
        }
        "s_waitcnt_vmcnt" | "s_wait_loadcnt" | "s_wait_samplecnt" | "s_wait_bvhcnt" => single(Counter::Vm),
        "s_waitcnt_vscnt" | "s_wait_storecnt" => single(Counter::Vs),
        "s_waitcnt_lgkmcnt" => single(Counter::Lgkm),
        "s_waitcnt_expcnt" | "s_wait_expcnt" => single(Counter::Exp),
        "s_wait_dscnt" => single(Counter::Ds),
        "s_wait_kmcnt" => single(Counter::Km),
        // gfx12 combined forms: the first counter in bits 13:8, dscnt in 5:0.
        "s_wait_loadcnt_dscnt" | "s_wait_storecnt_dscnt" => {
            let first = if name.contains("load") { Counter::Vm } else { Counter::Vs };
            last.map(|n| Wait::default().on(first, (n >> 8) & 0x3f).on(Counter::Ds, n & 0x3f))
        }
        _ => None,
    }
}

/// `s_waitcnt_depctr` / `s_wait_alu` wait for outstanding VALU results
/// when their va_vdst field (bits 15:12) is 0.
fn waits_for_valu(name: &str, rest: &str) -> bool {
    if name != "s_waitcnt_depctr" && name != "s_wait_alu" {
        return false;
    }
    if rest.contains("va_vdst(0)") {
        return true;
    }
    parse_number(rest).is_some_and(|n| (n >> 12) & 0xf == 0)
}

const SCC_WRITERS: &[&str] = &[
    "s_add_", "s_addc_", "s_sub_", "s_subb_", "s_and_", "s_or_", "s_xor_", "s_andn2_", "s_orn2_", "s_nand_",
    "s_nor_", "s_xnor_", "s_and_not", "s_or_not", "s_lshl", "s_lshr_", "s_ashr_", "s_bfe_", "s_min_", "s_max_",
    "s_abs_", "s_not_", "s_bcnt", "s_cmp", "s_bitcmp", "s_absdiff", "s_addk_", "s_quadmask", "s_wqm_",
];

const CARRY: &[&str] = &["_co_", "addc_", "subb_", "subbrev_", "div_scale", "mad_u64_u32", "mad_i64_i32"];

/// One asm line (mnemonic and operands, no comment) as a simulator
/// instruction.
pub(crate) fn line_to_sim(m: &Machine, line: &str) -> SimInstr {
    if line.contains("::") {
        return vopd_to_sim(m, line);
    }
    let (mnemonic, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let rest = rest.trim();
    let name = base_name(mnemonic);
    let ops = split_operands(rest);
    let mut cost = m.cost(mnemonic);
    if cost.class == CostClass::Nop {
        cost = m.nop_cost(parse_number(rest).unwrap_or(0));
    }
    let atomic_returns = name.contains("atomic")
        && (rest.contains("glc") || rest.contains("sc0") || rest.contains("RETURN"));
    if atomic_returns && cost.mem == Some(MemOp::VmemStore) {
        cost = m.cost("global_load_dword");
    }
    if atomic_returns && cost.mem == Some(MemOp::LdsStore) {
        cost = m.cost("ds_read_b32");
    }
    let mut ins = SimInstr::new(cost);
    let mut reads: Vec<u32> = Vec::new();
    let mut writes: Vec<u32> = Vec::new();
    let vector = name.starts_with("v_") || matches!(cost.mem, Some(m) if !matches!(m, MemOp::SmemLoad | MemOp::SmemStore));
    match cost.class {
        CostClass::Waitcnt => {
            ins.wait = parse_wait(&name, &ops, rest);
            ins.wait_valu = waits_for_valu(&name, rest);
        }
        CostClass::Free | CostClass::Nop => {}
        CostClass::Branch => {
            if name.contains("scc") {
                reads.push(SCC);
            }
            if name.contains("vcc") {
                reads.extend([VCC_LO, VCC_HI]);
            }
            if name.contains("exec") {
                reads.extend([EXEC_LO, EXEC_HI]);
            }
            for (i, op) in ops.iter().enumerate() {
                let regs = operand_registers(op);
                if i == 0 && (name.starts_with("s_swappc") || name.starts_with("s_call") || name.contains("_rtn")) {
                    writes.extend(regs);
                } else {
                    reads.extend(regs);
                }
            }
        }
        CostClass::Memory(mem) if !mem.returns() => {
            for op in &ops {
                reads.extend(operand_registers(op));
            }
        }
        _ => {
            let no_dst = name.starts_with("s_cmp")
                || name.starts_with("s_bitcmp")
                || (name.starts_with("v_cmpx") && (m.generation() >= 10 || !ops.first().is_some_and(|o| is_scalar_operand(o))));
            let carry_out = CARRY.iter().any(|c| name.contains(c))
                || (m.generation() < 9
                    && ["v_add_u32", "v_sub_u32", "v_subrev_u32"].contains(&name.as_str()));
            let accumulates = ["fmac", "v_mac_", "dot2c", "dot4c", "dot8c", "v_mfma", "v_smfmac", "v_writelane"]
                .iter()
                .any(|f| name.contains(f))
                || ["s_addk_", "s_mulk_", "s_cmovk_", "s_bitset"].iter().any(|f| name.starts_with(f));
            for (i, op) in ops.iter().enumerate() {
                let regs = operand_registers(op);
                let dst = (i == 0 && !no_dst) || (i == 1 && carry_out && is_scalar_operand(op));
                if dst {
                    if i == 0 && accumulates {
                        reads.extend(regs.iter().copied());
                    }
                    writes.extend(regs);
                } else {
                    reads.extend(regs);
                }
            }
            // Implicit VCC of e32 carry ops and cndmask (asm usually names it).
            let e32 = mnemonic.to_ascii_lowercase().ends_with("_e32");
            let names_vcc = ops.iter().any(|o| o.starts_with("vcc"));
            if e32 && !names_vcc {
                if carry_out {
                    writes.extend([VCC_LO, VCC_HI]);
                }
                if name.contains("addc") || name.contains("subb") || name.contains("_ci_") || name.starts_with("v_cndmask") {
                    reads.extend([VCC_LO, VCC_HI]);
                }
            }
            if name.starts_with("v_cmpx") || name.contains("saveexec") {
                writes.extend([EXEC_LO, EXEC_HI]);
            }
            if name.contains("saveexec") {
                reads.extend([EXEC_LO, EXEC_HI]);
            }
            if name.starts_with("s_") {
                if SCC_WRITERS.iter().any(|p| name.starts_with(p)) {
                    writes.push(SCC);
                }
                if ["s_cselect", "s_cmov", "s_addc", "s_subb"].iter().any(|p| name.starts_with(p)) {
                    reads.push(SCC);
                }
            }
        }
    }
    if vector {
        reads.push(EXEC_LO);
    }
    ins.reads = reads;
    ins.writes = writes;
    ins
}

/// `v_dual_x d0, a, b :: v_dual_y d1, c, e`: one VALU issue, two results.
fn vopd_to_sim(m: &Machine, line: &str) -> SimInstr {
    let mut halves = line.split("::");
    let first = halves.next().unwrap_or("").trim();
    let mnemonic = first.split_whitespace().next().unwrap_or("v_dual_mov_b32");
    let mut ins = SimInstr::new(m.cost(mnemonic));
    for half in line.split("::") {
        let half = half.trim();
        let (name, rest) = half.split_once(char::is_whitespace).unwrap_or((half, ""));
        let accumulates = name.contains("fmac") || name.contains("dot2acc") || name.contains("dot2c");
        for (i, op) in split_operands(rest).iter().enumerate() {
            let regs = operand_registers(op);
            if i == 0 {
                if accumulates {
                    ins.reads.extend(regs.iter().copied());
                }
                ins.writes.extend(regs);
            } else {
                ins.reads.extend(regs);
            }
        }
        if name.starts_with("v_dual_cndmask") && !rest.contains("vcc") {
            ins.reads.push(VCC_LO);
        }
    }
    ins.reads.push(EXEC_LO);
    ins
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gfx1100() -> Machine {
        Machine::new("gfx1100", false).unwrap()
    }

    #[test]
    fn registers_and_ranges() {
        assert_eq!(parse_register("v5"), vec![5]);
        assert_eq!(parse_register("v[4:7]"), vec![4, 5, 6, 7]);
        assert_eq!(parse_register("s[0:1]"), vec![S, S + 1]);
        assert_eq!(parse_register("a[0:1]"), vec![A, A + 1]);
        assert_eq!(parse_register("vcc"), vec![VCC_LO, VCC_HI]);
        assert_eq!(parse_register("v1.l"), vec![1]);
        for not_a_register in ["off", "offen", "sc0", "vmcnt", "0x10", "null", "abid", "s_mov"] {
            assert!(parse_register(not_a_register).is_empty(), "{not_a_register}");
        }
    }

    #[test]
    fn destinations_and_sources() {
        let m = gfx1100();
        let i = line_to_sim(&m, "v_add_co_u32 v1, vcc_lo, s0, v28");
        assert_eq!(i.writes, vec![1, VCC_LO]);
        assert_eq!(i.reads, vec![S, 28, EXEC_LO]);
        let i = line_to_sim(&m, "global_store_b128 v[18:19], v[12:15], off offset:-4096");
        assert!(i.writes.is_empty());
        assert_eq!(i.reads, vec![18, 19, 12, 13, 14, 15, EXEC_LO]);
        let i = line_to_sim(&m, "global_load_b128 v[15:18], v[3:4], off offset:-4096");
        assert_eq!(i.writes, vec![15, 16, 17, 18]);
        let i = line_to_sim(&m, "s_cmpk_eq_i32 s15, 0x1000");
        assert_eq!((i.writes.clone(), i.reads.clone()), (vec![SCC], vec![S + 15]));
        let i = line_to_sim(&m, "s_cbranch_scc0 .LBB0_3");
        assert_eq!(i.reads, vec![SCC]);
        let i = line_to_sim(&m, "v_fmac_f32_e32 v83, v51, v51");
        assert_eq!(i.writes, vec![83]);
        assert_eq!(i.reads, vec![83, 51, 51, EXEC_LO]);
        let i = line_to_sim(&m, "v_dual_sub_f32 v80, v42, v18 :: v_dual_fmac_f32 v83, v52, v52");
        assert_eq!(i.writes, vec![80, 83]);
        assert_eq!(i.reads, vec![42, 18, 83, 52, 52, EXEC_LO]);
        let i = line_to_sim(&m, "s_waitcnt vmcnt(0) lgkmcnt(2)");
        assert_eq!(i.wait, Some(Wait::default().on(Counter::Vm, 0).on(Counter::Lgkm, 2)));
        let i = line_to_sim(&m, "s_waitcnt_vscnt null, 0x0");
        assert_eq!(i.wait, Some(Wait::default().on(Counter::Vs, 0)));
        assert!(line_to_sim(&m, "s_waitcnt_depctr 0xfff").wait_valu);
        assert!(!line_to_sim(&m, "s_waitcnt_depctr 0xffe3").wait_valu);
        assert_eq!(line_to_sim(&m, "s_nop 3").cost.issue, 4);
    }
}
