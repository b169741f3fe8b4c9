//! How many vector registers the final code ever holds values in at once:
//! a backward liveness over the asm's blocks.
//!
//! The allocator is not told the occupancy the scheduler aimed at (it may
//! use every register the attributes allow) and it places tuples in
//! contiguous registers as they come, so its count can sit well above what
//! is ever live: `attn_fwd_d64_f16` on gfx1100 takes 184 VGPRs where at most
//! 134 hold a value at once, two waves lost that no schedule caused
//! (docs/speed-model.md). Telling the two apart says whom to blame for a
//! wave.
//!
//! The peak is kept an upper bound of the truth, so that a gap it shows is
//! real: a write that keeps part of its register (a 16-bit half, the lanes
//! DPP or `v_writelane` leave, a relative move, an atomic's data) reads it
//! too, and a relative read reads every register its index may reach. Code
//! whose register use the asm does not show (calls, indirect jumps,
//! GPR-index mode) gets no peak. One thing it takes as LLVM's liveness
//! does: a full-width VALU write ends its register in every lane, also
//! where EXEC leaves lanes as they were (divergent branches). Where it can
//! be compared, the peak is LLVM's own pressure before allocation (lit
//! `estimate/live.test`).

use super::asm::AsmFunction;
use super::machine::Machine;
use super::operands::{line_to_sim, parse_register};
use crate::occupancy::GcnTarget;
use serde::Serialize;
use std::collections::HashMap;

/// Register units below this are VGPRs, up to [`UNITS`] AGPRs (the units of
/// [`super::operands`]).
const FIRST_AGPR: u32 = 512;
const UNITS: u32 = 1024;
/// The widest register tuple (1024 bits): how far a relative access
/// (`v_movrels`) may reach past its base.
const WIDEST_TUPLE: u32 = 32;

/// The most registers live at one point of a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LivePeak {
    /// Arch VGPRs live at once, at most.
    pub vgprs: u32,
    /// AGPRs live at once, at most.
    pub agprs: u32,
    /// The most VGPRs the occupancy formula sees at one point
    /// ([`GcnTarget::unified_vgprs`]: on gfx90a-class targets the AGPRs
    /// after the arch VGPRs rounded to 4, elsewhere the larger file).
    pub occupancy_vgprs: u32,
    /// The block where the VGPR peak is first reached.
    pub block: String,
}

/// Live registers against allocated ones: where the allocation takes more
/// than is ever live, the waves lost are the allocator's packing of
/// tuples, not the schedule's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LiveRegisters {
    /// Arch VGPRs and AGPRs live at once, at most (each at its own peak).
    pub vgprs: u32,
    pub agprs: u32,
    /// Where the VGPR peak is first reached.
    pub block: String,
    /// The waves per SIMD the VGPRs would allow, allocated as tightly as
    /// they are live; only where that is more than the kernel runs and the
    /// allocated VGPRs are what holds it there.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub waves_if_packed: Option<u32>,
}

impl LiveRegisters {
    /// The peak of `f` (None where it cannot be followed), judged against
    /// the allocation llc reported (`(VGPRs, AGPRs)`) and the kernel's
    /// occupancy.
    pub fn judge(f: &AsmFunction, m: &Machine, t: &GcnTarget, occupancy: u32, allocated: Option<(u32, u32)>) -> Option<LiveRegisters> {
        let peak = peak(f, m, t).ok()?;
        let waves_if_packed = allocated.and_then(|(v, a)| {
            let held = t.occupancy_with_vgprs(t.unified_vgprs(v, a));
            let packed = t.occupancy_with_vgprs(peak.occupancy_vgprs);
            (packed > held && occupancy == held).then_some(packed)
        });
        Some(LiveRegisters { vgprs: peak.vgprs, agprs: peak.agprs, block: peak.block, waves_if_packed })
    }
}

/// Why a function has no peak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfollowed {
    /// A call: the callee's registers are not in this code.
    Call(String),
    /// A jump to a computed address, or to a label that is no block.
    Jump(String),
    /// `s_set_gpr_idx_on`: moves between it and `s_set_gpr_idx_off` are
    /// relative, which the operands do not show.
    GprIndexMode,
}

impl std::fmt::Display for Unfollowed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unfollowed::Call(l) => write!(f, "it calls (`{l}`)"),
            Unfollowed::Jump(l) => write!(f, "it jumps where the asm does not say (`{l}`)"),
            Unfollowed::GprIndexMode => write!(f, "it indexes registers in GPR-index mode"),
        }
    }
}

/// A set of register units.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct Units([u64; (UNITS / 64) as usize]);

impl Units {
    fn insert(&mut self, u: u32) {
        if u < UNITS {
            self.0[(u / 64) as usize] |= 1 << (u % 64);
        }
    }

    fn remove(&mut self, u: u32) {
        if u < UNITS {
            self.0[(u / 64) as usize] &= !(1 << (u % 64));
        }
    }

    fn union(&mut self, o: &Units) {
        for (a, b) in self.0.iter_mut().zip(o.0.iter()) {
            *a |= *b;
        }
    }

    fn count_in(&self, lo: u32, hi: u32) -> u32 {
        (lo / 64..hi / 64).map(|w| self.0[w as usize].count_ones()).sum()
    }

    fn vgprs(&self) -> u32 {
        self.count_in(0, FIRST_AGPR)
    }

    fn agprs(&self) -> u32 {
        self.count_in(FIRST_AGPR, UNITS)
    }
}

/// One instruction's effect on vector registers: what it needs live before
/// it and what it ends (a write that replaces the whole register).
#[derive(Clone, Debug, Default, PartialEq)]
struct Effect {
    reads: Vec<u32>,
    kills: Vec<u32>,
    /// Written at all (held at this point even when dead after).
    writes: Vec<u32>,
}

fn vector(units: impl IntoIterator<Item = u32>) -> Vec<u32> {
    units.into_iter().filter(|&u| u < UNITS).collect()
}

/// The first operand of each half of a line (`v_dual_x d0, .. :: v_dual_y
/// d1, ..` has two), as written.
fn destinations(line: &str) -> Vec<&str> {
    line.split("::")
        .filter_map(|half| {
            let half = half.trim();
            let (_, rest) = half.split_once(char::is_whitespace)?;
            Some(rest.split(',').next().unwrap_or("").trim())
        })
        .collect()
}

/// The operation's result type, from its name (`v_cvt_f16_f32` -> `f16`,
/// `v_fma_mix_f32` -> `f32`): LLVM's mnemonics put the destination's first.
fn result_type(name: &str) -> Option<&str> {
    name.split('_').find(|t| {
        let digits = t.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        !digits.is_empty() && digits.len() < t.len() && digits.bytes().all(|b| b.is_ascii_digit())
            && matches!(t.as_bytes()[0], b'f' | b'b' | b'i' | b'u')
    })
}

/// Whether the write leaves part of its registers as they were, so the old
/// value must be live up to it.
fn keeps_part(mnemonic: &str, rest: &str, dst: &str) -> bool {
    let name = mnemonic.to_ascii_lowercase();
    let half_register = dst.ends_with(".l") || dst.ends_with(".h");
    // A 16-bit result in a 32-bit register: whether the other half is kept
    // depends on the generation and the op; assume kept. Packed results
    // (`v_pk_*`, `v_cvt_pk*`) fill the register.
    let sixteen = name.starts_with("v_") && !name.contains("_pk") && result_type(&name).is_some_and(|t| t.ends_with("16"));
    let lanes_kept = name.contains("_dpp")
        || ["quad_perm:", "row_", "dpp8:", "wave_", "bank_mask:"].iter().any(|m| rest.contains(m))
        || name.contains("_sdwa")
        || rest.contains("dst_sel:");
    let by_name = ["d16", "v_writelane", "v_permlane", "v_interp_p2", "v_swap", "v_movreld", "v_movrelsd"]
        .iter()
        .any(|p| name.contains(p));
    let atomic_data = name.contains("atomic");
    half_register || sixteen || lanes_kept || by_name || atomic_data
}

/// What one asm line does to vector registers, conservatively (see the
/// module's doc).
fn effect(m: &Machine, line: &str) -> Result<Effect, Unfollowed> {
    let mnemonic = line.split_whitespace().next().unwrap_or("");
    let lower = mnemonic.to_ascii_lowercase();
    if lower.starts_with("s_swappc") || lower.starts_with("s_call") {
        return Err(Unfollowed::Call(line.to_string()));
    }
    if lower.starts_with("s_setpc") || lower.starts_with("s_cbranch_join") || lower.starts_with("s_cbranch_g_fork") {
        return Err(Unfollowed::Jump(line.to_string()));
    }
    if lower.starts_with("s_set_gpr_idx_on") {
        return Err(Unfollowed::GprIndexMode);
    }
    let sim = line_to_sim(m, line);
    let mut e = Effect { reads: vector(sim.reads), kills: Vec::new(), writes: vector(sim.writes) };
    let rest = line[mnemonic.len()..].trim();
    // Loads that write LDS name no vector result; every register is an
    // address or data.
    let to_lds = lower.contains("_lds_") || lower.ends_with("_lds") || rest.split([' ', ',']).any(|t| t == "lds");
    if to_lds && (lower.starts_with("global_load") || lower.starts_with("buffer_load")) {
        let all = line.split([' ', ',']).flat_map(parse_register);
        e.reads = vector(all);
        e.writes.clear();
        return Ok(e);
    }
    // A relative read reaches from its base up to the widest tuple.
    if lower.starts_with("v_movrels") {
        if let Some(src) = rest.split(',').nth(1).map(|o| parse_register(o.trim())).and_then(|r| r.first().copied()) {
            let top = if src < FIRST_AGPR { FIRST_AGPR } else { UNITS };
            e.reads.extend(src..(src + WIDEST_TUPLE).min(top));
        }
    }
    let partial = line.split("::").zip(destinations(line)).any(|(half, dst)| {
        let half = half.trim();
        let (mn, r) = half.split_once(char::is_whitespace).unwrap_or((half, ""));
        keeps_part(mn, r, dst)
    });
    if lower.starts_with("v_movreld") || lower.starts_with("v_movrelsd") {
        // The write lands somewhere above the named base: nothing is ended.
        if let Some(dst) = destinations(line).first().map(|d| parse_register(d)).and_then(|r| r.first().copied()) {
            let top = if dst < FIRST_AGPR { FIRST_AGPR } else { UNITS };
            e.reads.extend(dst..(dst + WIDEST_TUPLE).min(top));
            e.writes.extend(dst..(dst + WIDEST_TUPLE).min(top));
        }
        return Ok(e);
    }
    if lower.starts_with("v_swap") {
        let both: Vec<u32> = vector(rest.split(',').flat_map(|o| parse_register(o.trim())));
        e.reads.extend(both.iter().copied());
        e.writes = both.clone();
        e.kills = both;
        return Ok(e);
    }
    if partial {
        e.reads.extend(e.writes.iter().copied());
    } else {
        e.kills = e.writes.clone();
    }
    Ok(e)
}

/// The blocks each block may continue to: its branch targets, and the next
/// block unless it ends in an unconditional branch or the program's end.
fn successors(f: &AsmFunction) -> Result<Vec<Vec<usize>>, Unfollowed> {
    let index: HashMap<&str, usize> = f.blocks.iter().enumerate().map(|(i, b)| (b.label.as_str(), i)).collect();
    let mut out = Vec::with_capacity(f.blocks.len());
    for (i, b) in f.blocks.iter().enumerate() {
        let mut next = Vec::new();
        let mut falls_through = true;
        for line in &b.lines {
            let mut words = line.split_whitespace();
            let mnemonic = words.next().unwrap_or("").to_ascii_lowercase();
            if mnemonic == "s_branch" || mnemonic.starts_with("s_cbranch_") {
                let target = words.next().unwrap_or("");
                let &t = index.get(target).ok_or_else(|| Unfollowed::Jump(line.clone()))?;
                next.push(t);
                falls_through = mnemonic != "s_branch";
            } else {
                falls_through = mnemonic != "s_endpgm" && !mnemonic.starts_with("s_endpgm_");
            }
        }
        if falls_through && i + 1 < f.blocks.len() {
            next.push(i + 1);
        }
        next.sort_unstable();
        next.dedup();
        out.push(next);
    }
    Ok(out)
}

/// The most vector registers `f`'s final code holds values in at once.
pub fn peak(f: &AsmFunction, m: &Machine, t: &GcnTarget) -> Result<LivePeak, Unfollowed> {
    let effects: Vec<Vec<Effect>> =
        f.blocks.iter().map(|b| b.lines.iter().map(|l| effect(m, l)).collect::<Result<_, _>>()).collect::<Result<_, _>>()?;
    let succ = successors(f)?;
    let walk = |out: Units, block: &[Effect], mut visit: Option<&mut dyn FnMut(&Units)>| -> Units {
        let mut live = out;
        for e in block.iter().rev() {
            if let Some(v) = visit.as_mut() {
                let mut held = live;
                for &u in &e.writes {
                    held.insert(u);
                }
                v(&held);
            }
            for &u in &e.kills {
                live.remove(u);
            }
            for &u in &e.reads {
                live.insert(u);
            }
        }
        live
    };
    let live_out = |live_in: &[Units], i: usize| {
        let mut out = Units::default();
        for &s in &succ[i] {
            out.union(&live_in[s]);
        }
        out
    };
    let mut live_in = vec![Units::default(); f.blocks.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..f.blocks.len()).rev() {
            let new = walk(live_out(&live_in, i), &effects[i], None);
            if new != live_in[i] {
                live_in[i] = new;
                changed = true;
            }
        }
    }
    // Blocks nothing reaches (llc leaves few) hold nothing.
    let mut reached = vec![false; f.blocks.len()];
    let mut stack = vec![0];
    while let Some(i) = stack.pop() {
        if i < reached.len() && !reached[i] {
            reached[i] = true;
            stack.extend(succ[i].iter().copied());
        }
    }
    let mut peak = LivePeak { vgprs: 0, agprs: 0, occupancy_vgprs: 0, block: String::new() };
    for (i, b) in f.blocks.iter().enumerate().filter(|(i, _)| reached[*i]) {
        let mut visit = |held: &Units| {
            let (v, a) = (held.vgprs(), held.agprs());
            if v > peak.vgprs {
                peak.vgprs = v;
                peak.block = b.label.clone();
            }
            peak.agprs = peak.agprs.max(a);
            peak.occupancy_vgprs = peak.occupancy_vgprs.max(t.unified_vgprs(v, a));
        };
        let at_entry = walk(live_out(&live_in, i), &effects[i], Some(&mut visit));
        visit(&at_entry);
    }
    Ok(peak)
}

#[cfg(test)]
mod tests;
