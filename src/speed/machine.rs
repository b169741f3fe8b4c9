//! Per-target instruction costs, in clocks (docs/speed-model.md, "Numbers").
//!
//! Two machine families: GCN (gfx6-gfx9), where a wave64 runs on a SIMD16
//! and every instruction holds the wave's issue for a 4-clock quantum, and
//! RDNA (gfx10+), where a wave32 issues one instruction per clock and a
//! wave64 vector instruction issues twice unless gfx11+ can dual-issue it.

use super::classify::{base_name, classify};
use super::{Counter, Params, Pipe};
use crate::occupancy::GcnTarget;

/// What a memory instruction does, for its counter and latency.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemOp {
    VmemLoad,
    VmemStore,
    LdsLoad,
    LdsStore,
    SmemLoad,
    /// Scalar stores, cache maintenance and atomics without a result.
    SmemStore,
    Export,
}

impl MemOp {
    /// Whether the op writes registers (its result arrives with the counter).
    pub fn returns(self) -> bool {
        matches!(self, MemOp::VmemLoad | MemOp::LdsLoad | MemOp::SmemLoad)
    }

    /// Whether its latency is the memory-latency assumption ([`Params`]);
    /// the others' are the machine's own constants. Code without such an
    /// op runs the same under every assumption, so an estimate made under
    /// two of them needs to simulate it once.
    pub fn takes_assumed_latency(self) -> bool {
        matches!(self, MemOp::VmemLoad | MemOp::VmemStore)
    }
}

/// The cost classes, named after ACO's where they correspond.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CostClass {
    /// Full-rate 32-bit VALU (also `COPY`, lane moves, packed 16-bit).
    Valu,
    /// 32-bit conversions: full rate on RDNA, quarter rate on GCN.
    Cvt,
    /// 64-bit integer/shift and f64 compares: two passes.
    Valu64,
    /// 32-bit integer multiplies and 64-bit mads.
    QuarterRate,
    /// f32/f16 rcp, rsq, sqrt, exp, log, sin, cos.
    Trans,
    /// gfx12 `v_s_*` transcendentals writing an SGPR.
    PseudoScalarTrans,
    F64,
    F64Add,
    F64Trans,
    /// A `v_dual_x :: v_dual_y` line: one VALU issue, two results.
    VopdPair,
    Wmma { small: bool },
    /// `passes` on the matrix core (gfx908/gfx90a numbers); gfx94x halves
    /// the 16x16/32x32 shapes of narrow-input variants. f64 MFMAs run on
    /// the VALU's double unit.
    Mfma { passes: u32, halves_on_gfx940: bool, f64: bool },
    Salu,
    /// gfx11.5+ scalar float (`s_add_f32` ...).
    Sfpu,
    Memory(MemOp),
    Branch,
    /// `s_waitcnt*`, `s_wait_*`, `s_waitcnt_depctr`: an issue slot; the
    /// waiting itself is [`super::SimInstr::wait`].
    Waitcnt,
    /// `s_nop N`: N+1 wait states (see [`Machine::nop_cost`]).
    Nop,
    /// No issue slot: meta opcodes and hints the hardware executes for
    /// free (`s_delay_alu`, `s_clause`), and `s_barrier` (one-wave model:
    /// its cost is waiting for the other waves, which this model cannot see).
    Free,
}

/// One instruction's cost on one machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstrCost {
    /// The pipeline it occupies, `None` for meta and wait instructions.
    pub pipe: Option<Pipe>,
    /// Clocks the wave's in-order issue is held: the next instruction of
    /// the same wave starts no earlier than `start + issue`.
    pub issue: u32,
    /// Clocks `pipe` is occupied (by this wave; `U` sums these).
    pub busy: u32,
    /// Clocks from the start of issue to a register result of an ALU op.
    /// Memory results arrive with their counter instead
    /// ([`Machine::result_latency`]).
    pub latency: u32,
    /// The waitcnt counter it increments.
    pub counter: Option<Counter>,
    pub mem: Option<MemOp>,
    pub class: CostClass,
}

impl InstrCost {
    pub const FREE: InstrCost = InstrCost {
        pipe: None,
        issue: 0,
        busy: 0,
        latency: 0,
        counter: None,
        mem: None,
        class: CostClass::Free,
    };
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum F64Rate {
    /// gfx90a, gfx94x: f64 as fast as f32.
    Full,
    /// gfx906, gfx908: half rate.
    Half,
    /// Other GCN parts: 1/16 (ACO's GCN numbers).
    Slow,
}

/// Cost tables of one target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Machine {
    cpu: String,
    generation: u32,
    wave64: bool,
    f64_rate: F64Rate,
    gfx940_mfma: bool,
    /// Wave slots per SIMD: the most waves that can share one.
    max_waves: u32,
}

/// ACO: DS results after 20 clocks (GFX10+; the gfx9 models say 5 slots,
/// also 20 clocks).
const LDS_LATENCY: u32 = 20;
/// ACO's "likely an L0 hit" SMEM latency: kernel arguments and descriptors
/// loaded at constant offsets, which is what compute kernels' s_loads are.
const SMEM_LATENCY: u32 = 30;
/// ACO: SMEM without a result (stores, cache maintenance).
const SMEM_STORE_LATENCY: u32 = 200;
/// ACO: exports.
const EXPORT_LATENCY: u32 = 16;

impl Machine {
    /// A target by name (`gfx90a`, `gfx1100` ...; LLVM's aliases too).
    /// `wave64` only matters on gfx10+ (GCN is always wave64).
    pub fn new(cpu: &str, wave64: bool) -> Result<Machine, String> {
        let gen = crate::occupancy::lookup_cpu(cpu)
            .map(|c| c.generation)
            .ok_or_else(|| format!("unknown AMDGPU CPU '{cpu}'"))?;
        let mattr = if wave64 && gen >= 10 { "+wavefrontsize64" } else { "" };
        let target = GcnTarget::from_cpu(cpu, mattr).map_err(|e| e.to_string())?;
        Ok(Machine::for_target(&target))
    }

    pub fn for_target(t: &GcnTarget) -> Machine {
        let cpu = t.cpu().to_string();
        let f64_rate = if t.has_gfx90a_insts() || t.has_gfx940_insts() {
            F64Rate::Full
        } else if cpu == "gfx906" || cpu == "gfx908" {
            F64Rate::Half
        } else {
            F64Rate::Slow
        };
        Machine {
            generation: t.generation(),
            wave64: t.wave_size() == 64,
            f64_rate,
            gfx940_mfma: t.has_gfx940_insts(),
            max_waves: t.max_waves_per_eu(),
            cpu,
        }
    }

    pub fn cpu(&self) -> &str {
        &self.cpu
    }

    pub fn generation(&self) -> u32 {
        self.generation
    }

    pub fn wave64(&self) -> bool {
        self.wave64
    }

    /// The hardware's wave slots per SIMD (`W`'s ceiling).
    pub fn max_waves_per_eu(&self) -> u32 {
        self.max_waves
    }

    /// Whether the post-RA scheduler pairs VOPD instructions here: gfx11+
    /// in wave32. Which pairs form depends on the allocation's register
    /// banks, so an estimate before allocation cannot count them.
    pub fn forms_vopd(&self) -> bool {
        self.generation >= 11 && !self.wave64
    }

    fn gcn(&self) -> bool {
        self.generation < 10
    }

    /// Clocks per issue slot of LLVM's scheduling model for this target:
    /// the gfx6-gfx9 models count 4-clock slots, the gfx10+ ones clocks.
    /// Multiply llvm-mca's cycles by this to compare them with ours.
    pub fn clock_per_slot(&self) -> u32 {
        if self.gcn() {
            4
        } else {
            1
        }
    }

    /// The cost of an opcode by name: an asm mnemonic or an LLVM MIR
    /// opcode, any case.
    pub fn cost(&self, mnemonic: &str) -> InstrCost {
        let class = classify(mnemonic);
        let mut c = if self.gcn() { self.gcn_cost(class) } else { self.rdna_cost(class) };
        if self.wave64 && !self.gcn() && two_passes(class) && !self.dual_issue_capable(mnemonic) {
            // The second half of a wave64 issues one pass later.
            c.latency += c.busy;
            c.issue *= 2;
            c.busy *= 2;
        }
        c
    }

    /// `s_nop N`: N+1 wait states of the wave's issue (clocks on RDNA,
    /// 4-clock slots on GCN).
    pub fn nop_cost(&self, n: u32) -> InstrCost {
        InstrCost {
            issue: (n + 1) * self.clock_per_slot(),
            class: CostClass::Nop,
            ..InstrCost::FREE
        }
    }

    /// Clocks from `cost`'s issue to its register result: the ALU latency,
    /// or for a load the latency of the memory it waits on.
    pub fn result_latency(&self, cost: &InstrCost, p: &Params) -> u32 {
        match cost.mem {
            Some(m) if m.returns() => cost.latency.max(self.memory_latency(m, p)),
            _ => cost.latency,
        }
    }

    /// Clocks from a memory op's issue until its counter decrements.
    pub fn memory_latency(&self, m: MemOp, p: &Params) -> u32 {
        match m {
            MemOp::VmemLoad | MemOp::VmemStore => p.mem_latency,
            MemOp::LdsLoad | MemOp::LdsStore => LDS_LATENCY,
            MemOp::SmemLoad => SMEM_LATENCY,
            MemOp::SmemStore => SMEM_STORE_LATENCY,
            MemOp::Export => EXPORT_LATENCY,
        }
    }

    /// Most operations a counter can hold; one more waits for the oldest.
    pub fn counter_max(&self, c: Counter) -> usize {
        match c {
            Counter::Vm if self.generation < 9 => 15,
            Counter::Lgkm if self.generation < 10 => 15,
            Counter::Exp => 7,
            _ => 63,
        }
    }

    /// gfx11+ wave64: these opcodes issue once (the ones that can be
    /// dual-issued in wave32, per ACO's list; see docs/speed-model.md).
    pub fn dual_issue_capable(&self, mnemonic: &str) -> bool {
        if self.generation < 11 {
            return false;
        }
        let n = base_name(mnemonic);
        if n.contains("_dpp") {
            return false;
        }
        let body = n.trim_start_matches("v_");
        const ONCE: &[&str] = &[
            "fma_f32", "fmac_f32", "fmaak_f32", "fmamk_f32", "mul_f32", "add_f32", "sub_f32", "subrev_f32",
            "mul_legacy_f32", "mul_dx9_zero_f32", "fma_legacy_f32", "fma_dx9_zero_f32", "fmac_legacy_f32",
            "fmac_dx9_zero_f32", "fma_f16", "fmac_f16", "fmaak_f16", "fmamk_f16", "mul_f16", "add_f16",
            "sub_f16", "subrev_f16", "mov_b32", "movreld_b32", "movrels_b32", "movrelsd_b32",
            "movrelsd_2_b32", "cndmask_b32", "writelane_b32", "mov_b16", "cndmask_b16", "max_f32", "min_f32",
            "max_f16", "min_f16", "max_i16", "min_i16", "max_u16", "min_u16", "add_i16", "sub_i16", "mad_i16",
            "add_u16", "sub_u16", "mad_u16", "mul_lo_u16", "not_b16", "and_b16", "or_b16", "xor_b16",
            "lshrrev_b16", "ashrrev_i16", "lshlrev_b16", "dot2_bf16_bf16", "dot2_f32_bf16", "dot2_f16_f16",
            "dot2_f32_f16", "dot2c_f32_f16", "dot2acc_f32_f16", "dot2acc_f32_bf16", "fma_mix_f32",
            "fma_mixlo_f16", "fma_mixhi_f16",
        ];
        // The COPY of a vector register is a v_mov_b32.
        n == "copy" || ONCE.contains(&body)
    }

    fn counter_for(&self, m: MemOp) -> Counter {
        let gfx12 = self.generation >= 12;
        match m {
            MemOp::VmemLoad => Counter::Vm,
            MemOp::VmemStore if self.generation >= 10 => Counter::Vs,
            MemOp::VmemStore => Counter::Vm,
            MemOp::LdsLoad | MemOp::LdsStore if gfx12 => Counter::Ds,
            MemOp::SmemLoad | MemOp::SmemStore if gfx12 => Counter::Km,
            MemOp::LdsLoad | MemOp::LdsStore | MemOp::SmemLoad | MemOp::SmemStore => Counter::Lgkm,
            MemOp::Export => Counter::Exp,
        }
    }

    fn memory_cost(&self, m: MemOp, issue: u32) -> InstrCost {
        let pipe = match m {
            MemOp::VmemLoad | MemOp::VmemStore => Some(Pipe::Vmem),
            MemOp::LdsLoad | MemOp::LdsStore => Some(Pipe::Lds),
            MemOp::SmemLoad | MemOp::SmemStore => Some(Pipe::Smem),
            MemOp::Export => None,
        };
        InstrCost {
            pipe,
            issue,
            busy: issue,
            latency: 0,
            counter: Some(self.counter_for(m)),
            mem: Some(m),
            class: CostClass::Memory(m),
        }
    }

    /// RDNA: ACO's GFX10+ table, with the transcendental unit as its own
    /// pipe (RDNA3 issues other VALU work while it runs).
    fn rdna_cost(&self, class: CostClass) -> InstrCost {
        let alu = |pipe, busy, latency| InstrCost {
            pipe: Some(pipe),
            issue: 1,
            busy,
            latency,
            counter: None,
            mem: None,
            class,
        };
        match class {
            CostClass::Valu | CostClass::Cvt | CostClass::VopdPair => alu(Pipe::Valu, 1, 5),
            CostClass::Valu64 => alu(Pipe::Valu, 2, 6),
            CostClass::QuarterRate => alu(Pipe::Valu, 4, 8),
            CostClass::Trans => alu(Pipe::Trans, 4, 10),
            CostClass::PseudoScalarTrans => alu(Pipe::Trans, 1, 7),
            CostClass::F64 | CostClass::F64Add => alu(Pipe::Valu, 16, 22),
            CostClass::F64Trans => alu(Pipe::Valu, 16, 24),
            CostClass::Wmma { small } => {
                let n = if small { 16 } else { 32 };
                alu(Pipe::Valu, n, n)
            }
            // No matrix core on RDNA; a name that slips through is costed
            // like the WMMA it would be.
            CostClass::Mfma { .. } => alu(Pipe::Valu, 32, 32),
            CostClass::Salu => alu(Pipe::Salu, 1, 2),
            CostClass::Sfpu => alu(Pipe::Salu, 1, 4),
            CostClass::Branch => alu(Pipe::Branch, 3, 0),
            CostClass::Memory(m) => self.memory_cost(m, 1),
            CostClass::Waitcnt => InstrCost { issue: 1, class, ..InstrCost::FREE },
            CostClass::Nop => self.nop_cost(0),
            CostClass::Free => InstrCost::FREE,
        }
    }

    /// GCN: a 4-clock quantum per instruction (ACO's GFX6-9 table), the
    /// quarter-rate classes 16, f64 by the part's double rate, MFMA
    /// `passes` slots on the matrix core.
    fn gcn_cost(&self, class: CostClass) -> InstrCost {
        let alu = |pipe, busy, latency| InstrCost {
            pipe: Some(pipe),
            issue: 4,
            busy,
            latency,
            counter: None,
            mem: None,
            class,
        };
        let f64_clocks = |full: u32, half: u32, slow: u32| match self.f64_rate {
            F64Rate::Full => full,
            F64Rate::Half => half,
            F64Rate::Slow => slow,
        };
        match class {
            CostClass::Valu | CostClass::VopdPair => alu(Pipe::Valu, 4, 4),
            CostClass::Valu64 => {
                // LLVM's gfx90a/gfx94x model: full rate; ACO (other GCN): 8.
                let n = f64_clocks(4, 8, 8);
                alu(Pipe::Valu, n, n)
            }
            CostClass::Cvt | CostClass::QuarterRate | CostClass::Trans | CostClass::PseudoScalarTrans => {
                alu(Pipe::Valu, 16, 16)
            }
            CostClass::F64 => {
                let n = f64_clocks(4, 8, 64);
                alu(Pipe::Valu, n, n)
            }
            CostClass::F64Add => {
                let n = f64_clocks(4, 8, 32);
                alu(Pipe::Valu, n, n)
            }
            CostClass::F64Trans => {
                let n = f64_clocks(16, 32, 64);
                alu(Pipe::Valu, n, n)
            }
            CostClass::Mfma { passes, halves_on_gfx940, f64 } => {
                let passes = if halves_on_gfx940 && self.gfx940_mfma { passes / 2 } else { passes };
                let pipe = if f64 { Pipe::Valu } else { Pipe::Xdl };
                alu(pipe, passes * 4, passes * 4)
            }
            CostClass::Wmma { .. } => alu(Pipe::Valu, 32, 32),
            CostClass::Salu | CostClass::Sfpu => alu(Pipe::Salu, 4, 4),
            CostClass::Branch => alu(Pipe::Branch, 4, 0),
            CostClass::Memory(MemOp::Export) => {
                InstrCost { busy: 16, ..self.memory_cost(MemOp::Export, 4) }
            }
            CostClass::Memory(m) => self.memory_cost(m, 4),
            CostClass::Waitcnt => InstrCost { issue: 4, class, ..InstrCost::FREE },
            CostClass::Nop => self.nop_cost(0),
            CostClass::Free => InstrCost::FREE,
        }
    }
}

/// Vector classes a wave64 issues in two halves on RDNA.
fn two_passes(class: CostClass) -> bool {
    match class {
        CostClass::Memory(m) => !matches!(m, MemOp::SmemLoad | MemOp::SmemStore),
        CostClass::Valu
        | CostClass::Cvt
        | CostClass::Valu64
        | CostClass::QuarterRate
        | CostClass::Trans
        | CostClass::F64
        | CostClass::F64Add
        | CostClass::F64Trans => true,
        _ => false,
    }
}
