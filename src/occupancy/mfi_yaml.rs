//! The handful of `machineFunctionInfo` keys the occupancy model needs.
//!
//! The plugin cannot reach `SIMachineFunctionInfo`, but it can print it as
//! MIR YAML (public-api-map.md §5). Only flat `key: value` lines and the
//! `argumentInfo` block are read, so a small line parser is enough and
//! keeps the crate free of a YAML dependency.

use super::attrs::parse_llvm_u32;

/// Facts from the machine function info; `None` when the key is absent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MfiFacts {
    pub occupancy: Option<u32>,
    pub lds_size: Option<u32>,
    pub memory_bound: Option<bool>,
    pub wave_limiter: Option<bool>,
    pub is_entry_function: Option<bool>,
    pub dynamic_vgpr_block_size: Option<u32>,
    /// Whether the flat-scratch-init user SGPRs are allocated (decides the
    /// reserved SGPR count of gfx7-9). `None` without an `argumentInfo`.
    pub flat_scratch_init: Option<bool>,
    /// User + system SGPRs the function receives preloaded (SGPR registers
    /// listed in `argumentInfo` plus preloaded kernel arguments).
    pub preloaded_sgprs: Option<u32>,
}

impl MfiFacts {
    pub fn parse(text: &str) -> MfiFacts {
        let mut facts = MfiFacts::default();
        let mut base_indent: Option<usize> = None;
        let mut in_arguments = false;
        let mut argument_sgprs = 0u32;
        let mut kernarg_preload = 0u32;
        for line in text.lines() {
            let content = line.trim_start();
            if content.is_empty() || content.starts_with('#') || content.starts_with("---") {
                continue;
            }
            let indent = line.len() - content.len();
            let Some((key, value)) = content.split_once(':') else {
                continue;
            };
            let key = key.trim();
            let value = value.trim();
            if key == "machineFunctionInfo" && value.is_empty() {
                continue;
            }
            let base = *base_indent.get_or_insert(indent);
            if indent > base {
                if in_arguments {
                    argument_sgprs += sgprs_in_argument(key, value);
                    if key == "flatScratchInit" {
                        facts.flat_scratch_init = Some(true);
                    }
                }
                continue;
            }
            in_arguments = key == "argumentInfo";
            if in_arguments {
                facts.flat_scratch_init.get_or_insert(false);
                facts.preloaded_sgprs = Some(0);
                continue;
            }
            let value = value.trim_matches('\'');
            match key {
                "occupancy" => facts.occupancy = parse_llvm_u32(value),
                "ldsSize" => facts.lds_size = parse_llvm_u32(value),
                "memoryBound" => facts.memory_bound = parse_bool(value),
                "waveLimiter" => facts.wave_limiter = parse_bool(value),
                "isEntryFunction" => facts.is_entry_function = parse_bool(value),
                "dynamicVGPRBlockSize" => facts.dynamic_vgpr_block_size = parse_llvm_u32(value),
                "numKernargPreloadSGPRs" => kernarg_preload = parse_llvm_u32(value).unwrap_or(0),
                _ => {}
            }
        }
        if let Some(p) = facts.preloaded_sgprs.as_mut() {
            *p = argument_sgprs + kernarg_preload;
        }
        facts
    }
}

fn parse_bool(value: &str) -> Option<bool> {
    match value {
        "true" => Some(true),
        "false" => Some(false),
        _ => None,
    }
}

/// SGPRs named by one `argumentInfo` entry such as
/// `dispatchPtr: { reg: '$sgpr4_sgpr5' }`. The implicit-argument pointer
/// is derived from the kernarg pointer rather than preloaded, and the first
/// preloaded kernel argument is counted via `numKernargPreloadSGPRs`.
fn sgprs_in_argument(key: &str, value: &str) -> u32 {
    if key == "implicitArgPtr" || key == "firstKernArgPreloadReg" {
        return 0;
    }
    let Some(start) = value.find("reg:") else {
        return 0;
    };
    let reg = value[start + 4..]
        .trim_start()
        .trim_start_matches('\'')
        .split(['\'', ',', '}', ' '])
        .next()
        .unwrap_or("");
    reg.trim_start_matches('$')
        .split('_')
        .filter(|part| part.starts_with("sgpr"))
        .count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Excerpt of what llc-22 prints for a gfx900 kernel with 16 KiB LDS.
    const GFX900_KERNEL: &str = "machineFunctionInfo:
  explicitKernArgSize: 0
  ldsSize:         16384
  isEntryFunction: true
  memoryBound:     false
  waveLimiter:     true
  scratchRSrcReg:  '$sgpr96_sgpr97_sgpr98_sgpr99'
  argumentInfo:
    privateSegmentBuffer: { reg: '$sgpr0_sgpr1_sgpr2_sgpr3' }
    dispatchPtr:     { reg: '$sgpr4_sgpr5' }
    queuePtr:        { reg: '$sgpr6_sgpr7' }
    kernargSegmentPtr: { reg: '$sgpr8_sgpr9' }
    dispatchID:      { reg: '$sgpr10_sgpr11' }
    flatScratchInit: { reg: '$sgpr12_sgpr13' }
    workGroupIDX:    { reg: '$sgpr14' }
    workGroupIDY:    { reg: '$sgpr15' }
    workGroupIDZ:    { reg: '$sgpr16' }
    privateSegmentWaveByteOffset: { reg: '$sgpr17' }
    workItemIDX:     { reg: '$vgpr0' }
  psInputAddr:     0
  mode:
    ieee:            true
  occupancy:       4
  numKernargPreloadSGPRs: 0
";

    #[test]
    fn reads_the_keys() {
        let f = MfiFacts::parse(GFX900_KERNEL);
        assert_eq!(f.occupancy, Some(4));
        assert_eq!(f.lds_size, Some(16384));
        assert_eq!(f.memory_bound, Some(false));
        assert_eq!(f.wave_limiter, Some(true));
        assert_eq!(f.is_entry_function, Some(true));
        assert_eq!(f.flat_scratch_init, Some(true));
        assert_eq!(f.preloaded_sgprs, Some(18));
    }

    #[test]
    fn without_the_wrapper_key_and_without_flat_scratch() {
        let f =
            MfiFacts::parse("occupancy: 10\nargumentInfo:\n  workGroupIDX: { reg: '$sgpr2' }\n");
        assert_eq!(f.occupancy, Some(10));
        assert_eq!(f.flat_scratch_init, Some(false));
        assert_eq!(f.preloaded_sgprs, Some(1));
        assert_eq!(MfiFacts::parse(""), MfiFacts::default());
    }
}
