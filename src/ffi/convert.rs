//! Copy the C snapshot structs into owned `snapshot` types.

use super::sys::*;
use crate::snapshot::{
    AliasScope, Block, Function, Instr, InstrFlags, InstrMemory, LiveInterval, LiveRange, MemAddress,
    MemBase, MemFlags, MemIndex, MemOperand, Operand, OperandFlags, PhysFile, PhysRegInfo, Reg, RegKind,
    Segment, SubRange, TargetFacts, VRegInfo,
};
use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// `(ptr, len)` as a slice; an empty slice for a null pointer.
///
/// # Safety
/// `ptr` must point to `len` valid elements for the duration of the call.
pub(super) unsafe fn slice<'a, T>(ptr: *const T, len: usize) -> &'a [T] {
    if ptr.is_null() || len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(ptr, len)
    }
}

/// Entries `first..first + n` of an exported array (the shim's lists refer
/// into shared arrays this way); out of range is an error naming `what`.
pub(super) fn part<'a, T>(all: &'a [T], first: u32, n: u32, what: &str) -> Result<&'a [T], String> {
    let first = first as usize;
    all.get(first..first + n as usize).ok_or_else(|| format!("{what} index out of bounds"))
}

unsafe fn string(ptr: *const libc::c_char, len: usize) -> String {
    // Most exported texts are absent (empty); skip the UTF-8 check for them.
    if len == 0 {
        return String::new();
    }
    String::from_utf8_lossy(slice(ptr as *const u8, len)).into_owned()
}

pub(super) unsafe fn gstr(s: &GcnrsStr) -> String {
    string(s.ptr, s.len)
}

unsafe fn cstr(ptr: *const libc::c_char) -> String {
    if ptr.is_null() {
        String::new()
    } else {
        std::ffi::CStr::from_ptr(ptr).to_string_lossy().into_owned()
    }
}

/// Shared copies of names keyed by an opcode or a static string's address.
/// The keys are small integers or aligned pointers, so a multiplicative
/// hash is as good as SipHash here and much cheaper per instruction.
#[derive(Default)]
struct Interner(HashMap<u64, Arc<str>, BuildHasherDefault<KeyHasher>>);

impl Interner {
    fn get(&mut self, key: u64, make: impl FnOnce() -> String) -> Arc<str> {
        self.0.entry(key).or_insert_with(|| make().into()).clone()
    }
}

#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // The table indexes with the low bits: fold the well-mixed high
        // bits down (an aligned pointer's low product bits are zero).
        self.0 ^ (self.0 >> 32)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, k: u64) {
        // Fibonacci hashing: the product's high bits mix all key bits.
        self.0 = (self.0 ^ k).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

fn range(segs: &[GcnrsSegment], first: u32, n: u32) -> Result<LiveRange, String> {
    let s = part(segs, first, n, "segment")?;
    Ok(LiveRange { segments: s.iter().map(|g| Segment { start: g.start, end: g.end }).collect() })
}

/// # Safety
/// `f` must be a valid snapshot built by the shim.
pub(super) unsafe fn function(f: *const GcnrsFunction) -> Result<Function, String> {
    let f = f.as_ref().ok_or("null function snapshot")?;
    let ops = slice(f.operands, f.num_operands);
    let mut opcode_names = Interner::default();
    // Plain loops into exact-capacity vectors: collecting into a Result
    // loses the size hint and regrows every vector along the way.
    let c_instrs = slice(f.instrs, f.num_instrs);
    let mut instrs = Vec::with_capacity(c_instrs.len());
    for i in c_instrs {
        let o = part(ops, i.first_operand, i.num_operands, "operand")?;
        instrs.push(Instr {
            opcode: i.opcode,
            // Names are static strings in LLVM, one per opcode: copy each
            // once and share it, not once per instruction.
            opcode_name: opcode_names.get(i.opcode as u64, || cstr(i.opcode_name)),
            flags: InstrFlags(i.flags),
            slot: (i.slot >= 0).then_some(i.slot),
            operands: o.iter().map(operand).collect(),
            text: string(i.text, i.text_len),
        });
    }

    let segs = slice(f.segments, f.num_segments);
    let subs = slice(f.subranges, f.num_subranges);
    let mut class_names = Interner::default();
    let c_vregs = slice(f.vregs, f.num_vregs);
    let mut vregs = Vec::with_capacity(c_vregs.len());
    for v in c_vregs {
        if v.class_name.is_null() {
            vregs.push(None);
            continue;
        }
        let interval = if v.has_interval != 0 {
            let sr = part(subs, v.first_subrange, v.num_subranges, "subrange")?;
            let mut subranges = Vec::with_capacity(sr.len());
            for s in sr {
                subranges.push(SubRange { lanes: s.lanes, range: range(segs, s.first_segment, s.num_segments)? });
            }
            Some(LiveInterval { main: range(segs, v.first_segment, v.num_segments)?, subranges })
        } else {
            None
        };
        vregs.push(Some(VRegInfo {
            class_name: class_names.get(v.class_name as u64, || cstr(v.class_name).to_lowercase()),
            kind: RegKind::from_tsflags(v.tsflags),
            size_bits: v.size_bits,
            weight: v.weight,
            max_lanes: v.max_lanes,
            tsflags: v.tsflags,
            interval,
        }));
    }

    let mem = memory(f, c_instrs)?;
    let phys_regs = phys_regs(f)?;
    Ok(Function {
        name: gstr(&f.name),
        target: target(f),
        blocks: blocks(f),
        instrs,
        vregs,
        mem,
        phys_regs,
        callees: slice(f.callees, f.num_callees).iter().map(|s| gstr(s)).collect(),
        calls_unnamed: f.calls_unnamed != 0,
    })
}

/// # Safety
/// `f` must be a valid snapshot built by the shim.
unsafe fn target(f: &GcnrsFunction) -> TargetFacts {
    target_facts(&f.target)
}

/// # Safety
/// `t` must be a valid target built by the shim.
pub(super) unsafe fn target_facts(t: &GcnrsTarget) -> TargetFacts {
    TargetFacts {
        cpu: gstr(&t.cpu),
        feature_string: gstr(&t.feature_string),
        features: slice(t.features, t.num_features).iter().map(|s| gstr(s)).collect(),
        attrs: slice(t.attrs, t.num_attrs).iter().map(|a| (gstr(&a.key), gstr(&a.value))).collect(),
        calling_conv: t.calling_conv,
        is_entry: t.is_entry != 0,
        mfi_yaml: gstr(&t.mfi_yaml),
    }
}

/// # Safety
/// `f` must be a valid snapshot built by the shim.
unsafe fn blocks(f: &GcnrsFunction) -> Vec<Block> {
    slice(f.blocks, f.num_blocks)
        .iter()
        .map(|b| Block {
            name: string(b.name, b.name_len),
            number: b.number,
            start: b.start_slot,
            last: b.last_slot,
            end: b.end_slot,
            first_instr: b.first_instr,
            num_instrs: b.num_instrs,
        })
        .collect()
}

/// Register units and constness of each named physical register.
///
/// # Safety
/// `f` must be a valid snapshot built by the shim.
unsafe fn phys_regs(f: &GcnrsFunction) -> Result<BTreeMap<u32, PhysRegInfo>, String> {
    let units = slice(f.reg_units, f.num_reg_units);
    slice(f.phys_regs, f.num_phys_regs)
        .iter()
        .map(|p| {
            let u = part(units, p.first_unit, p.num_units, "register unit")?;
            let mut units = u.to_vec();
            units.sort_unstable();
            // Only classes that name a register file count (SCC, EXEC and
            // the like have none of the VGPR/AGPR/SGPR bits).
            let file = (p.allocatable != 0 && p.tsflags & 0x1C != 0 && p.size_bits >= 16)
                .then(|| PhysFile { kind: RegKind::from_tsflags(p.tsflags), size_bits: p.size_bits });
            Ok((p.reg, PhysRegInfo { units, constant: p.constant != 0, file, name: cstr(p.name) }))
        })
        .collect()
}

/// Memory facts of every instruction, parallel to `instrs`.
///
/// # Safety
/// `f` must be a valid snapshot built by the shim.
unsafe fn memory(f: &GcnrsFunction, c_instrs: &[GcnrsInstr]) -> Result<Vec<InstrMemory>, String> {
    let memops = slice(f.memops, f.num_memops);
    let scopes = slice(f.scopes, f.num_scopes);
    let addr_regs = slice(f.addr_regs, f.num_addr_regs);
    let mut mem = Vec::with_capacity(c_instrs.len());
    for i in c_instrs {
        let mops = part(memops, i.first_memop, i.num_memops, "memory operand")?;
        let mut operands = Vec::with_capacity(mops.len());
        for m in mops {
            operands.push(mem_operand(m, scopes)?);
        }
        let address = if i.has_address != 0 {
            let base = part(addr_regs, i.first_addr_reg, i.num_addr_regs, "address register")?;
            Some(MemAddress { base: base.iter().map(operand).collect(), offset: i.addr_offset, width: i.addr_width })
        } else {
            None
        };
        mem.push(InstrMemory { operands, address });
    }
    Ok(mem)
}

fn scope_list(scopes: &[GcnrsAliasScope], first: u32, n: u32) -> Result<Vec<AliasScope>, String> {
    Ok(part(scopes, first, n, "alias scope")?
        .iter()
        .map(|s| AliasScope { scope: s.scope, domain: s.domain })
        .collect())
}

fn mem_operand(m: &GcnrsMemOperand, scopes: &[GcnrsAliasScope]) -> Result<MemOperand, String> {
    Ok(MemOperand {
        flags: MemFlags(m.flags),
        addr_space: m.addr_space,
        size: m.size,
        offset: m.offset,
        base: match m.base_kind {
            GCNRS_MMO_BASE_VALUE => MemBase::Value(m.base),
            GCNRS_MMO_BASE_PSEUDO => MemBase::Pseudo(m.base),
            _ => MemBase::Unknown,
        },
        index_bits: m.index_bits,
        scopes: scope_list(scopes, m.first_scope, m.num_scopes)?,
        noalias: scope_list(scopes, m.first_noalias, m.num_noalias)?,
        index: (m.has_index != 0).then_some(MemIndex {
            value: m.index,
            scale: m.index_scale,
            range: (m.index_has_range != 0).then_some((m.index_min, m.index_max)),
        }),
    })
}

fn operand(o: &GcnrsOperand) -> Operand {
    let virt = o.flags & GCNRS_OP_VIRTUAL != 0;
    Operand {
        reg: if virt { Reg::Virt(o.reg) } else { Reg::Phys(o.reg) },
        sub_reg: o.sub_reg,
        sub_lanes: o.sub_lanes,
        // The low bits are shared with OperandFlags; drop the VIRTUAL marker.
        flags: OperandFlags(o.flags & 0xFFFF),
    }
}
