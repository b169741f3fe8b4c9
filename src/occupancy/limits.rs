//! Function-level inputs that bound occupancy: calling convention and the
//! `amdgpu-*` attributes, kept as *requests*. Validation against the target
//! happens where llc does it (workgroup.rs, budget.rs), because an invalid
//! request is silently replaced by a default there, not rejected.

use super::attrs::{parse_integer_attr, parse_integer_pair};
use super::mfi_yaml::MfiFacts;
use super::target::GcnTarget;
use crate::snapshot::TargetFacts;

/// LLVM calling-convention numbers (`llvm/IR/CallingConv.h`, LLVM 22).
pub mod calling_conv {
    pub const SPIR_KERNEL: u32 = 76;
    pub const AMDGPU_VS: u32 = 87;
    pub const AMDGPU_GS: u32 = 88;
    pub const AMDGPU_PS: u32 = 89;
    pub const AMDGPU_CS: u32 = 90;
    pub const AMDGPU_KERNEL: u32 = 91;
    pub const AMDGPU_HS: u32 = 93;
    pub const AMDGPU_LS: u32 = 95;
    pub const AMDGPU_ES: u32 = 96;
    pub const AMDGPU_GFX: u32 = 100;
    pub const AMDGPU_CS_CHAIN: u32 = 104;
    pub const AMDGPU_CS_CHAIN_PRESERVE: u32 = 105;
    pub const AMDGPU_GFX_WHOLE_WAVE: u32 = 124;

    /// Hardware shader stages whose workgroup defaults to one wave.
    pub fn is_graphics_stage(cc: u32) -> bool {
        matches!(
            cc,
            AMDGPU_VS | AMDGPU_LS | AMDGPU_HS | AMDGPU_ES | AMDGPU_GS | AMDGPU_PS
        )
    }

    /// Shader stages including compute and chain functions.
    pub fn is_shader(cc: u32) -> bool {
        is_graphics_stage(cc)
            || matches!(cc, AMDGPU_CS | AMDGPU_CS_CHAIN | AMDGPU_CS_CHAIN_PRESERVE)
    }

    /// Graphics-API functions (no HSA user SGPRs such as flat-scratch init).
    pub fn is_graphics(cc: u32) -> bool {
        is_shader(cc) || matches!(cc, AMDGPU_GFX | AMDGPU_GFX_WHOLE_WAVE)
    }

    pub fn is_entry(cc: u32) -> bool {
        matches!(
            cc,
            AMDGPU_KERNEL
                | SPIR_KERNEL
                | AMDGPU_VS
                | AMDGPU_GS
                | AMDGPU_PS
                | AMDGPU_CS
                | AMDGPU_ES
                | AMDGPU_HS
                | AMDGPU_LS
        )
    }
}

/// Per-function requests and facts (occupancy.md §1, §4, §6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionLimits {
    pub calling_conv: u32,
    pub is_entry: bool,
    /// `amdgpu-flat-work-group-size` as parsed, not yet validated.
    pub flat_work_group_size: Option<(u32, u32)>,
    /// `amdgpu-waves-per-eu` as parsed; a missing maximum means `W`.
    pub waves_per_eu: Option<(u32, Option<u32>)>,
    /// First number of `amdgpu-lds-size` (written by LDS lowering); 0 if absent.
    pub lds_size_attr: u32,
    /// `amdgpu-num-vgpr` / `amdgpu-num-sgpr` register budget requests.
    pub num_vgpr: Option<u32>,
    pub num_sgpr: Option<u32>,
    /// Perf-hint results: either lets the scheduler go down to occupancy 4.
    pub memory_bound: bool,
    pub wave_limiter: bool,
    pub no_flat_scratch_init: bool,
    /// `amdgpu-agpr-alloc` = "min[,max]": AGPRs to set aside on the unified
    /// gfx90a-class file (the attributor writes "0" when none are needed).
    pub agpr_alloc: Option<(u32, Option<u32>)>,
    /// `amdgpu-dynamic-vgpr-block-size`; non-zero is not modelled.
    pub dynamic_vgpr_block_size: u32,
    pub mfi: MfiFacts,
}

impl FunctionLimits {
    /// A compute kernel without any attributes.
    pub fn kernel() -> FunctionLimits {
        FunctionLimits {
            calling_conv: calling_conv::AMDGPU_KERNEL,
            is_entry: true,
            flat_work_group_size: None,
            waves_per_eu: None,
            lds_size_attr: 0,
            num_vgpr: None,
            num_sgpr: None,
            memory_bound: false,
            wave_limiter: false,
            no_flat_scratch_init: false,
            agpr_alloc: None,
            dynamic_vgpr_block_size: 0,
            mfi: MfiFacts::default(),
        }
    }

    /// Read the attributes and the machine function info the plugin
    /// exported. Unparsable attributes are treated as absent, as llc does
    /// (it reports them and carries on with the default). The memory-bound
    /// and wave-limiter flags prefer the MFI copy, which is also right for
    /// MIR input where the IR may lack the attributes.
    pub fn from_facts(facts: &TargetFacts, _t: &GcnTarget) -> FunctionLimits {
        let mfi = MfiFacts::parse(&facts.mfi_yaml);
        let has_mfi = mfi.occupancy.is_some();
        let attr = |name: &str| facts.attr(name);
        let flag = |name: &str| attr(name) == Some("true");
        FunctionLimits {
            calling_conv: facts.calling_conv,
            is_entry: mfi.is_entry_function.unwrap_or(facts.is_entry),
            flat_work_group_size: attr("amdgpu-flat-work-group-size")
                .and_then(|v| parse_integer_pair(v, false))
                .and_then(|(lo, hi)| hi.map(|hi| (lo, hi))),
            waves_per_eu: attr("amdgpu-waves-per-eu").and_then(|v| parse_integer_pair(v, true)),
            lds_size_attr: attr("amdgpu-lds-size")
                .and_then(|v| parse_integer_pair(v, true))
                .map_or(0, |(first, _)| first),
            num_vgpr: attr("amdgpu-num-vgpr").and_then(parse_integer_attr),
            num_sgpr: attr("amdgpu-num-sgpr").and_then(parse_integer_attr),
            // The YAML writer omits keys at their default (false), so with
            // a machine function info present an absent key means false.
            memory_bound: mfi.memory_bound.unwrap_or_else(|| !has_mfi && flag("amdgpu-memory-bound")),
            wave_limiter: mfi.wave_limiter.unwrap_or_else(|| !has_mfi && flag("amdgpu-wave-limiter")),
            no_flat_scratch_init: attr("amdgpu-no-flat-scratch-init").is_some(),
            agpr_alloc: attr("amdgpu-agpr-alloc").and_then(|v| parse_integer_pair(v, true)),
            dynamic_vgpr_block_size: mfi.dynamic_vgpr_block_size.unwrap_or_else(|| {
                attr("amdgpu-dynamic-vgpr-block-size")
                    .and_then(parse_integer_attr)
                    .unwrap_or(0)
            }),
            mfi,
        }
    }

    /// Effective flat workgroup size range: the attribute when it is sane
    /// (`1 <= lo <= hi <= 1024`), else the calling convention's default
    /// (one wave for graphics stages, 1..1024 otherwise).
    pub fn flat_work_group_sizes(&self, t: &GcnTarget) -> (u32, u32) {
        let default = if calling_conv::is_graphics_stage(self.calling_conv) {
            (1, t.wave_size())
        } else {
            (1, 1024)
        };
        match self.flat_work_group_size {
            Some((lo, hi)) if lo <= hi && lo >= 1 && hi <= 1024 => (lo, hi),
            _ => default,
        }
    }

    /// Lowest occupancy the scheduler may settle for (occupancy.md §6.2).
    pub fn min_allowed_occupancy(&self, occupancy: u32) -> u32 {
        if self.memory_bound || self.wave_limiter {
            occupancy.min(4)
        } else {
            occupancy
        }
    }

    /// Why the model cannot describe this function, if it cannot.
    pub fn unsupported_reason(&self) -> Option<String> {
        (self.dynamic_vgpr_block_size != 0).then(|| {
            format!(
                "dynamic VGPR allocation (block size {}) is not modelled",
                self.dynamic_vgpr_block_size
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(attrs: &[(&str, &str)], cc: u32, yaml: &str) -> TargetFacts {
        TargetFacts {
            cpu: "gfx900".into(),
            attrs: attrs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            calling_conv: cc,
            is_entry: calling_conv::is_entry(cc),
            mfi_yaml: yaml.into(),
            ..Default::default()
        }
    }

    #[test]
    fn attributes_are_read_like_llc() {
        let t = GcnTarget::from_cpu("gfx900", "").unwrap();
        let f = FunctionLimits::from_facts(
            &facts(
                &[
                    ("amdgpu-flat-work-group-size", "1,256"),
                    ("amdgpu-waves-per-eu", "3"),
                    ("amdgpu-lds-size", "16384,65536"),
                    ("amdgpu-num-vgpr", "64"),
                    ("amdgpu-num-sgpr", "x"),
                    ("amdgpu-memory-bound", "true"),
                ],
                calling_conv::AMDGPU_KERNEL,
                "",
            ),
            &t,
        );
        assert_eq!(f.flat_work_group_size, Some((1, 256)));
        assert_eq!(f.waves_per_eu, Some((3, None)));
        assert_eq!(f.lds_size_attr, 16384);
        assert_eq!(f.num_vgpr, Some(64));
        assert_eq!(f.num_sgpr, None);
        assert!(f.memory_bound);
        assert_eq!(f.min_allowed_occupancy(10), 4);
        assert_eq!(f.min_allowed_occupancy(3), 3);
    }

    #[test]
    fn mfi_flags_win_over_attributes() {
        let t = GcnTarget::from_cpu("gfx900", "").unwrap();
        let f = FunctionLimits::from_facts(
            &facts(
                &[("amdgpu-memory-bound", "true")],
                calling_conv::AMDGPU_KERNEL,
                "memoryBound: false\nwaveLimiter: true\n",
            ),
            &t,
        );
        assert!(!f.memory_bound);
        assert!(f.wave_limiter);
    }

    #[test]
    fn absent_mfi_flags_are_false_not_the_attributes() {
        // convertFuncInfoToYAML leaves out `waveLimiter: false`; the IR
        // attribute may still say true (MIR edited after instruction
        // selection), and LLVM goes by the machine function info.
        let t = GcnTarget::from_cpu("gfx900", "").unwrap();
        let f = FunctionLimits::from_facts(
            &facts(&[("amdgpu-wave-limiter", "true")], calling_conv::AMDGPU_KERNEL, "occupancy: 10\n"),
            &t,
        );
        assert!(!f.wave_limiter);
        assert_eq!(f.min_allowed_occupancy(10), 10);
    }

    #[test]
    fn flat_work_group_size_validation() {
        let t = GcnTarget::from_cpu("gfx1030", "").unwrap();
        let mut f = FunctionLimits::kernel();
        assert_eq!(f.flat_work_group_sizes(&t), (1, 1024));
        for (req, want) in [
            ((64, 256), (64, 256)),
            ((256, 64), (1, 1024)),
            ((0, 64), (1, 1024)),
            ((1, 2048), (1, 1024)),
            ((1024, 1024), (1024, 1024)),
        ] {
            f.flat_work_group_size = Some(req);
            assert_eq!(f.flat_work_group_sizes(&t), want, "{req:?}");
        }
        f.flat_work_group_size = None;
        f.calling_conv = calling_conv::AMDGPU_PS;
        assert_eq!(f.flat_work_group_sizes(&t), (1, 32));
        f.calling_conv = calling_conv::AMDGPU_CS;
        assert_eq!(f.flat_work_group_sizes(&t), (1, 1024));
    }

    #[test]
    fn single_number_flat_size_is_ignored() {
        let t = GcnTarget::from_cpu("gfx900", "").unwrap();
        let f = FunctionLimits::from_facts(
            &facts(
                &[("amdgpu-flat-work-group-size", "256")],
                calling_conv::AMDGPU_KERNEL,
                "",
            ),
            &t,
        );
        assert_eq!(f.flat_work_group_size, None);
    }
}
