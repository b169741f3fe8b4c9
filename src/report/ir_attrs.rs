//! The occupancy-relevant facts of each function in LLVM IR text: its
//! calling convention and its `amdgpu-*` string attributes, plus the
//! module's target triple. The advice on a kernel's occupancy needs the
//! work-group size and waves-per-EU requests, which llc's asm does not
//! print. MIR files carry their IR module in the first YAML document,
//! indented; the same reader takes it.

use crate::occupancy::calling_conv as cc;
use crate::occupancy::{FunctionLimits, GcnTarget};
use crate::snapshot::TargetFacts;
use std::collections::BTreeMap;

/// One function's calling convention number and string attributes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IrFunction {
    /// LLVM's number (`CallingConv.h`); 0 is the C convention.
    pub calling_conv: u32,
    /// Every `"key"="value"` attribute, from its groups and its own line.
    pub attrs: BTreeMap<String, String>,
}

impl IrFunction {
    /// The function's limits as llc reads them; `lds_bytes` is the static
    /// LDS llc reported (LDS lowering turns it into `amdgpu-lds-size`
    /// during the compile, so the input IR does not have it yet).
    pub fn limits(&self, cpu: &str, t: &GcnTarget, lds_bytes: u32) -> FunctionLimits {
        let facts = TargetFacts {
            cpu: cpu.to_string(),
            attrs: self.attrs.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            calling_conv: self.calling_conv,
            is_entry: cc::is_entry(self.calling_conv),
            ..Default::default()
        };
        let mut limits = FunctionLimits::from_facts(&facts, t);
        limits.lds_size_attr = limits.lds_size_attr.max(lds_bytes);
        limits
    }
}

/// What [`read_ir`] finds in a module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IrModule {
    pub triple: Option<String>,
    pub functions: BTreeMap<String, IrFunction>,
}

/// Read the defined functions, their attributes and the triple.
pub fn read_ir(text: &str) -> IrModule {
    let mut module = IrModule::default();
    let mut groups: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    // (name, calling conv, own attributes, group references)
    let mut defines: Vec<Define> = Vec::new();
    for line in text.lines() {
        let line = line.trim_start();
        if let Some(rest) = line.strip_prefix("target triple = \"") {
            module.triple = rest.split('"').next().map(str::to_string);
        } else if let Some(rest) = line.strip_prefix("attributes #") {
            let (id, body) = rest.split_once(" = {").unwrap_or((rest, ""));
            groups.insert(id.trim().to_string(), string_attrs(body));
        } else if let Some(rest) = line.strip_prefix("define ") {
            if let Some(d) = read_define(rest) {
                defines.push(d);
            }
        }
    }
    for (name, calling_conv, own, refs) in defines {
        let mut attrs = BTreeMap::new();
        for r in &refs {
            if let Some(g) = groups.get(r) {
                attrs.extend(g.iter().map(|(k, v)| (k.clone(), v.clone())));
            }
        }
        attrs.extend(own);
        module.functions.insert(name, IrFunction { calling_conv, attrs });
    }
    module
}

type Define = (String, u32, BTreeMap<String, String>, Vec<String>);

/// `define [linkage...] [cc] <type> @name(args) attrs... {`
fn read_define(rest: &str) -> Option<Define> {
    let at = rest.find('@')?;
    let head = &rest[..at];
    let calling_conv = head.split_whitespace().find_map(calling_conv).unwrap_or(0);
    let after = &rest[at + 1..];
    let (name, tail) = if let Some(quoted) = after.strip_prefix('"') {
        let end = quoted.find('"')?;
        (quoted[..end].to_string(), &quoted[end + 1..])
    } else {
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || "-$._".contains(c)))
            .unwrap_or(after.len());
        (after[..end].to_string(), &after[end..])
    };
    // Skip the argument list (parentheses nest: addrspace(1)).
    let mut depth = 0usize;
    let mut end = 0;
    for (i, c) in tail.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    end = i + 1;
                    break;
                }
            }
            '"' if depth == 0 => break,
            _ => {}
        }
    }
    let attrs_text = tail[end..].split('{').next().unwrap_or("");
    let refs = attrs_text
        .split_whitespace()
        .filter_map(|w| w.strip_prefix('#'))
        .map(str::to_string)
        .collect();
    Some((name, calling_conv, string_attrs(attrs_text), refs))
}

fn calling_conv(word: &str) -> Option<u32> {
    Some(match word {
        "amdgpu_kernel" => cc::AMDGPU_KERNEL,
        "spir_kernel" => cc::SPIR_KERNEL,
        "amdgpu_vs" => cc::AMDGPU_VS,
        "amdgpu_gs" => cc::AMDGPU_GS,
        "amdgpu_ps" => cc::AMDGPU_PS,
        "amdgpu_cs" => cc::AMDGPU_CS,
        "amdgpu_es" => cc::AMDGPU_ES,
        "amdgpu_hs" => cc::AMDGPU_HS,
        "amdgpu_ls" => cc::AMDGPU_LS,
        "amdgpu_gfx" => cc::AMDGPU_GFX,
        "amdgpu_cs_chain" => cc::AMDGPU_CS_CHAIN,
        "amdgpu_cs_chain_preserve" => cc::AMDGPU_CS_CHAIN_PRESERVE,
        "amdgpu_gfx_whole_wave" => cc::AMDGPU_GFX_WHOLE_WAVE,
        _ => return word.strip_prefix("cc")?.parse().ok(),
    })
}

/// The `"key"="value"` pairs (and valueless `"key"`s) in `text`.
fn string_attrs(text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut rest = text;
    while let Some(start) = rest.find('"') {
        let Some(len) = rest[start + 1..].find('"') else { break };
        let key = &rest[start + 1..start + 1 + len];
        rest = &rest[start + len + 2..];
        let mut value = String::new();
        if let Some(v) = rest.strip_prefix("=\"") {
            if let Some(vlen) = v.find('"') {
                value = v[..vlen].to_string();
                rest = &v[vlen + 1..];
            }
        }
        out.insert(key.to_string(), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const IR: &str = r#"
target triple = "amdgcn-amd-amdhsa"
define dso_local amdgpu_kernel void @k(ptr addrspace(1) noundef align 4 %0) local_unnamed_addr #0 !kernel_arg_addr_space !5 {
  ret void
}
define internal void @"odd name"() #1 "amdgpu-waves-per-eu"="2,4" {
  ret void
}
define amdgpu_ps void @ps() {
  ret void
}
attributes #0 = { convergent norecurse "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
attributes #1 = { "amdgpu-waves-per-eu"="1,8" "no-trapping-math" }
"#;

    #[test]
    fn reads_calling_conventions_and_attributes() {
        let m = read_ir(IR);
        assert_eq!(m.triple.as_deref(), Some("amdgcn-amd-amdhsa"));
        let k = &m.functions["k"];
        assert_eq!(k.calling_conv, cc::AMDGPU_KERNEL);
        assert_eq!(k.attrs["amdgpu-flat-work-group-size"], "1,256");
        let odd = &m.functions["odd name"];
        assert_eq!(odd.calling_conv, 0);
        // The function's own attribute overrides its group's.
        assert_eq!(odd.attrs["amdgpu-waves-per-eu"], "2,4");
        assert_eq!(odd.attrs["no-trapping-math"], "");
        assert_eq!(m.functions["ps"].calling_conv, cc::AMDGPU_PS);
    }

    #[test]
    fn limits_follow_llc_parsing() {
        let m = read_ir(IR);
        let t = GcnTarget::from_cpu("gfx90a", "").unwrap();
        let l = m.functions["k"].limits("gfx90a", &t, 512);
        assert_eq!(l.flat_work_group_size, Some((1, 256)));
        assert!(l.is_entry);
        assert_eq!(l.lds_size_attr, 512);
        let l = m.functions["odd name"].limits("gfx90a", &t, 0);
        assert_eq!(l.waves_per_eu, Some((2, Some(4))));
        assert!(!l.is_entry);
    }

    #[test]
    fn mir_embeds_the_module_indented() {
        let mir = "--- |\n  target triple = \"amdgcn-amd-amdpal\"\n  define amdgpu_cs void @cs() #0 {\n    ret void\n  }\n  attributes #0 = { \"amdgpu-flat-work-group-size\"=\"64,64\" }\n...\n---\nname: cs\n";
        let m = read_ir(mir);
        assert_eq!(m.triple.as_deref(), Some("amdgcn-amd-amdpal"));
        assert_eq!(m.functions["cs"].attrs["amdgpu-flat-work-group-size"], "64,64");
    }
}
