//! The intended edits, and the text that may be handed to the parser.

use super::doc::{Entry, FuncInfoDoc};

/// Keys whose parse *adds* to existing state instead of assigning it
/// (wwm-prealloc.md §5.1): `argumentInfo` adds user/system SGPRs,
/// `numKernargPreloadSGPRs` adds to the preload count, `spillPhysVGPRs`
/// appends lanes. They are left out of the parsed text; the state they
/// describe is already in the function, so the guard still sees them.
pub const ADDITIVE_KEYS: [&str; 3] = ["argumentInfo", "numKernargPreloadSGPRs", "spillPhysVGPRs"];

const WWM_KEY: &str = "wwmReservedRegs";

/// Set one top-level scalar. Block-valued and additive keys are refused:
/// they cannot be changed through the round trip.
pub fn set_scalar(text: &str, key: &str, value: &str) -> Result<String, String> {
    let mut doc = FuncInfoDoc::parse(text)?;
    let value = value.trim();
    if value.is_empty() || value.contains('\n') || value.contains(": ") || value.starts_with('#') {
        return Err(format!(
            "machineFunctionInfo: {value:?} is not a plain scalar for {key}"
        ));
    }
    if ADDITIVE_KEYS.contains(&key) {
        return Err(format!(
            "machineFunctionInfo: {key} cannot be changed through the MIR-YAML round trip"
        ));
    }
    if doc.get(key).is_some_and(Entry::is_block) {
        return Err(format!(
            "machineFunctionInfo: {key} is a block, not a scalar"
        ));
    }
    doc.set(key, value, Vec::new(), None);
    Ok(doc.render())
}

/// Append registers (MIR spelling, `$vgpr2`) to `wwmReservedRegs`, creating
/// the key when absent. LLVM keeps the set in insertion order and ignores a
/// register that is already present, so duplicates are dropped here too.
pub fn add_wwm_reserved(text: &str, regs: &[String]) -> Result<String, String> {
    let mut doc = FuncInfoDoc::parse(text)?;
    for r in regs {
        if !valid_reg_name(r) {
            return Err(format!("machineFunctionInfo: {r:?} is not a register name"));
        }
    }
    let item_indent = doc.indent + 2;
    let mut existing = match doc.get(WWM_KEY) {
        None => Vec::new(),
        Some(e) => sequence_items(e)?,
    };
    let before = existing.len();
    for r in regs {
        if !existing.iter().any(|x| x == r) {
            existing.push(r.clone());
        }
    }
    if existing.len() == before {
        return Ok(doc.render());
    }
    let nested = existing
        .iter()
        .map(|r| format!("{}- '{r}'", " ".repeat(item_indent)))
        .collect();
    // A new key goes where LLVM prints it, before vgprForAGPRCopy (the guard
    // does not depend on the position).
    doc.set(WWM_KEY, "", nested, Some("vgprForAGPRCopy"));
    Ok(doc.render())
}

/// The registers listed under `wwmReservedRegs` (block or flow sequence).
pub fn wwm_reserved(text: &str) -> Result<Vec<String>, String> {
    let doc = FuncInfoDoc::parse(text)?;
    doc.get(WWM_KEY)
        .map(sequence_items)
        .unwrap_or(Ok(Vec::new()))
}

/// The edited text without the additive keys: what the shim parses.
pub fn parse_text(edited: &str) -> Result<String, String> {
    let mut doc = FuncInfoDoc::parse(edited)?;
    for k in ADDITIVE_KEYS {
        doc.remove(k);
    }
    Ok(doc.render())
}

fn valid_reg_name(r: &str) -> bool {
    r.len() > 1
        && r.starts_with('$')
        && r[1..]
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

fn unquote(s: &str) -> &str {
    let s = s.trim();
    s.strip_prefix('\'')
        .and_then(|x| x.strip_suffix('\''))
        .unwrap_or(s)
}

fn sequence_items(e: &Entry) -> Result<Vec<String>, String> {
    if e.value.starts_with('[') {
        let inner = e
            .value
            .strip_prefix('[')
            .and_then(|v| v.strip_suffix(']'))
            .ok_or_else(|| format!("machineFunctionInfo: cannot read {}: {}", e.key, e.value))?;
        return Ok(inner
            .split(',')
            .map(unquote)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect());
    }
    if !e.value.is_empty() {
        return Err(format!(
            "machineFunctionInfo: {} is not a sequence: {}",
            e.key, e.value
        ));
    }
    e.nested
        .iter()
        .map(|l| {
            l.trim_start()
                .strip_prefix("- ")
                .map(|x| unquote(x).to_string())
                .ok_or_else(|| {
                    format!(
                        "machineFunctionInfo: unexpected line under {}: {l:?}",
                        e.key
                    )
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const KERNEL: &str = "---
machineFunctionInfo:
  isEntryFunction: true
  argumentInfo:
    dispatchPtr:     { reg: '$sgpr4_sgpr5' }
  occupancy:       10
  vgprForAGPRCopy: ''
  numKernargPreloadSGPRs: 2
...
";

    #[test]
    fn sets_a_scalar_and_nothing_else() {
        let out = set_scalar(KERNEL, "occupancy", "3").unwrap();
        assert_eq!(
            out,
            KERNEL.replace("occupancy:       10", "occupancy:       3")
        );
    }

    #[test]
    fn refuses_blocks_additive_keys_and_odd_values() {
        assert!(set_scalar(KERNEL, "argumentInfo", "1").is_err());
        assert!(set_scalar(KERNEL, "numKernargPreloadSGPRs", "0").is_err());
        assert!(set_scalar(KERNEL, "occupancy", "").is_err());
        assert!(set_scalar(KERNEL, "occupancy", "a: b").is_err());
        assert!(set_scalar(KERNEL, "occupancy", "1\n  x: 2").is_err());
    }

    #[test]
    fn creates_and_extends_wwm_reserved() {
        let one = add_wwm_reserved(KERNEL, &["$vgpr2".into(), "$vgpr2".into()]).unwrap();
        assert!(
            one.contains("  wwmReservedRegs:\n    - '$vgpr2'\n  vgprForAGPRCopy: ''\n"),
            "{one}"
        );
        let two = add_wwm_reserved(&one, &["$vgpr2_vgpr3".into(), "$vgpr2".into()]).unwrap();
        assert_eq!(wwm_reserved(&two).unwrap(), vec!["$vgpr2", "$vgpr2_vgpr3"]);
        assert_eq!(add_wwm_reserved(&two, &[]).unwrap(), two);
        assert!(add_wwm_reserved(KERNEL, &["vgpr2".into()]).is_err());
    }

    #[test]
    fn reads_flow_sequences() {
        let t = "machineFunctionInfo:\n  wwmReservedRegs: [ '$vgpr1', '$vgpr4' ]\n";
        assert_eq!(wwm_reserved(t).unwrap(), vec!["$vgpr1", "$vgpr4"]);
        let out = add_wwm_reserved(t, &["$vgpr0".into()]).unwrap();
        assert_eq!(
            wwm_reserved(&out).unwrap(),
            vec!["$vgpr1", "$vgpr4", "$vgpr0"]
        );
    }

    #[test]
    fn parse_text_drops_exactly_the_additive_keys() {
        let p = parse_text(KERNEL).unwrap();
        assert!(
            !p.contains("argumentInfo")
                && !p.contains("dispatchPtr")
                && !p.contains("numKernargPreload")
        );
        assert!(p.contains("occupancy:       10") && p.contains("isEntryFunction: true"));
        assert_eq!(p.lines().count(), KERNEL.lines().count() - 3);
    }
}
