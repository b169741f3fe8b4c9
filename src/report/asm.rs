//! What llc says about each function's final resources in its asm: the
//! `; Kernel info:` / `; Function info:` comments after each body and the
//! HSA metadata's spill counts. These are the numbers after register
//! allocation; the pressure per region comes from the region statistics,
//! never from here.

use serde::Serialize;
use std::collections::BTreeMap;

/// One function's final resources as llc printed them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct AsmResources {
    /// `; NumVgprs:` (arch VGPRs).
    pub vgpr: Option<u32>,
    /// `; NumAgprs:`.
    pub agpr: Option<u32>,
    /// `; TotalNumSgprs:` (VCC, flat scratch and XNACK included), or
    /// `; NumSgprs:` for callables, which print no total.
    pub sgpr: Option<u32>,
    /// `; ScratchSize:` in bytes per lane.
    pub scratch: Option<u32>,
    /// `; LDSByteSize:` per work-group.
    pub lds: Option<u32>,
    /// `; Occupancy:`, printed for entry functions only.
    pub occupancy: Option<u32>,
    /// HSA metadata `.vgpr_spill_count` / `.sgpr_spill_count` (amdhsa
    /// kernels only).
    pub vgpr_spills: Option<u32>,
    pub sgpr_spills: Option<u32>,
}

impl AsmResources {
    /// The allocation's (arch VGPRs, AGPRs), no AGPRs counting as 0; None
    /// where llc printed no VGPR count.
    pub fn vector_registers(&self) -> Option<(u32, u32)> {
        self.vgpr.map(|v| (v, self.agpr.unwrap_or(0)))
    }
}

/// The resources of every function of an asm file, by symbol name.
pub fn parse_asm(text: &str) -> BTreeMap<String, AsmResources> {
    let mut out: BTreeMap<String, AsmResources> = BTreeMap::new();
    let mut current: Option<String> = None;
    let mut sgpr_fallback: BTreeMap<String, u32> = BTreeMap::new();
    for line in text.lines() {
        if let Some(name) = function_label(line) {
            out.entry(name.to_string()).or_default();
            current = Some(name.to_string());
            continue;
        }
        let Some(name) = &current else { continue };
        let Some((key, value)) = comment_number(line) else { continue };
        let r = out.get_mut(name).expect("entry made at the label");
        // The first value wins: a later function's comments come after its
        // own label.
        let slot = match key {
            "NumVgprs" => &mut r.vgpr,
            "NumAgprs" => &mut r.agpr,
            "TotalNumSgprs" => &mut r.sgpr,
            "ScratchSize" => &mut r.scratch,
            "LDSByteSize" => &mut r.lds,
            "Occupancy" => &mut r.occupancy,
            "NumSgprs" => {
                sgpr_fallback.entry(name.clone()).or_insert(value);
                continue;
            }
            _ => continue,
        };
        slot.get_or_insert(value);
    }
    for (name, n) in sgpr_fallback {
        if let Some(r) = out.get_mut(&name) {
            r.sgpr.get_or_insert(n);
        }
    }
    read_hsa_spills(text, &mut out);
    out
}

/// `name:    ; @name` starts a function body.
pub(crate) fn function_label(line: &str) -> Option<&str> {
    let (name, rest) = line.split_once(':')?;
    let first = name.chars().next()?;
    let symbol = (first.is_ascii_alphabetic() || "_.$".contains(first))
        && name.chars().all(|c| c.is_ascii_alphanumeric() || "_.$".contains(c));
    (symbol && rest.trim_start().starts_with("; @")).then_some(name)
}

/// `; Key: 123...` (the number may be followed by text, e.g. LDS units).
fn comment_number(line: &str) -> Option<(&str, u32)> {
    let rest = line.strip_prefix("; ")?;
    let (key, value) = rest.split_once(": ")?;
    if !key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return None;
    }
    let digits: &str = &value[..value.bytes().take_while(u8::is_ascii_digit).count()];
    Some((key, digits.parse().ok()?))
}

/// The spill counts of the HSA kernel records (`amdhsa.kernels`), whose
/// keys sit at indentation 4 (`  - .name:` starts a record).
fn read_hsa_spills(text: &str, out: &mut BTreeMap<String, AsmResources>) {
    let mut name: Option<String> = None;
    // Counts seen before the record's `.name`.
    let mut pending: Vec<(bool, u32)> = Vec::new();
    let mut in_record = false;
    for line in text.lines() {
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim_start();
        let (starts, body) = match trimmed.strip_prefix("- ") {
            Some(b) => (true, b),
            None => (false, trimmed),
        };
        let level = indent + if starts { 2 } else { 0 };
        if level != 4 || !body.starts_with('.') {
            continue;
        }
        let Some((key, value)) = body[1..].split_once(':') else { continue };
        let value = value.trim();
        if starts {
            name = None;
            pending.clear();
            in_record = true;
        }
        if !in_record {
            continue;
        }
        let set = |r: &mut AsmResources, vgpr: bool, n: u32| {
            if vgpr {
                r.vgpr_spills = Some(n);
            } else {
                r.sgpr_spills = Some(n);
            }
        };
        match key {
            "name" => {
                name = Some(value.to_string());
                if let Some(r) = out.get_mut(value) {
                    for (vgpr, n) in pending.drain(..) {
                        set(r, vgpr, n);
                    }
                }
            }
            "vgpr_spill_count" | "sgpr_spill_count" => {
                let Ok(n) = value.parse() else { continue };
                let vgpr = key.starts_with('v');
                match name.as_deref().and_then(|k| out.get_mut(k)) {
                    Some(r) => set(r, vgpr, n),
                    None => pending.push((vgpr, n)),
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ASM: &str = "\
\t.text
\t.globl\tk                               ; -- Begin function k
k:                                      ; @k
; %bb.0:
\ts_endpgm
.Lfunc_end0:
; Kernel info:
; TotalNumSgprs: 62
; NumVgprs: 75
; NumAgprs: 4
; ScratchSize: 16
; LDSByteSize: 2560 bytes/workgroup (compile time only)
; Occupancy: 6
f:                                      ; @f
\ts_setpc_b64 s[30:31]
; Function info:
; NumSgprs: 36
; NumVgprs: 3
; ScratchSize: 0
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     4
    .name:           k
    .sgpr_spill_count: 2
    .vgpr_spill_count: 7
    .args:
      - .name:           out
        .vgpr_spill_count: 99
...
";

    #[test]
    fn reads_kernel_and_callable_comments() {
        let m = parse_asm(ASM);
        let k = &m["k"];
        assert_eq!(
            (k.vgpr, k.agpr, k.sgpr, k.scratch, k.lds, k.occupancy),
            (Some(75), Some(4), Some(62), Some(16), Some(2560), Some(6))
        );
        assert_eq!((k.vgpr_spills, k.sgpr_spills), (Some(7), Some(2)));
        let f = &m["f"];
        assert_eq!((f.vgpr, f.sgpr, f.occupancy, f.vgpr_spills), (Some(3), Some(36), None, None));
        assert_eq!(m.len(), 2);
    }

    #[test]
    fn spill_counts_before_the_name_belong_to_the_record() {
        let text = "k:  ; @k\n; Occupancy: 4\n---\namdhsa.kernels:\n  - .sgpr_spill_count: 3\n    .name: k\n    .vgpr_spill_count: 5\n";
        let k = &parse_asm(text)["k"];
        assert_eq!((k.sgpr_spills, k.vgpr_spills, k.occupancy), (Some(3), Some(5), Some(4)));
    }
}
