//! Per-target occupancy constants, derived from feature names.
//!
//! The derivation rules are occupancy.md §2. They are written against
//! features rather than CPU names so that a future CPU with a known feature
//! mix works without a table update, and so that `-mattr` overrides
//! (`+cumode`, `+wavefrontsize64`) change exactly what they change in LLVM.

use super::cpus::lookup_cpu;
use super::error::OccupancyError;
use super::features::{parse_mattr, FeatureSet, XnackMode};
use crate::snapshot::TargetFacts;
use std::sync::Mutex;

/// Operating system of the target triple. It matters because llc enables
/// the trap handler (16 SGPRs off every pre-gfx10 SGPR budget) and the
/// flat-scratch-init user SGPRs only for `amdhsa`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetOs {
    AmdHsa,
    AmdPal,
    Mesa3d,
    /// Bare `amdgcn--` triple.
    None,
}

impl TargetOs {
    pub fn parse(name: &str) -> Option<TargetOs> {
        match name {
            "amdhsa" => Some(TargetOs::AmdHsa),
            "amdpal" => Some(TargetOs::AmdPal),
            "mesa3d" => Some(TargetOs::Mesa3d),
            "none" | "unknown" | "" => Some(TargetOs::None),
            _ => None,
        }
    }

    /// The triple llc must be given to see the same target.
    pub fn triple(self) -> &'static str {
        match self {
            TargetOs::AmdHsa => "amdgcn-amd-amdhsa",
            TargetOs::AmdPal => "amdgcn-amd-amdpal",
            TargetOs::Mesa3d => "amdgcn-mesa-mesa3d",
            TargetOs::None => "amdgcn--",
        }
    }
}

/// Occupancy-relevant constants of one subtarget (occupancy.md §2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcnTarget {
    pub(crate) cpu: String,
    pub(crate) generation: u32,
    pub(crate) wave_size: u32,
    pub(crate) max_waves_per_eu: u32,
    pub(crate) eus_per_cu: u32,
    pub(crate) addressable_lds: u32,
    pub(crate) lds_per_cu: u32,
    pub(crate) vgpr_granule: u32,
    pub(crate) total_vgprs: u32,
    pub(crate) addressable_vgprs: u32,
    pub(crate) addressable_arch_vgprs: u32,
    pub(crate) sgpr_granule: u32,
    pub(crate) total_sgprs: u32,
    pub(crate) addressable_sgprs: u32,
    pub(crate) trap_handler: bool,
    pub(crate) xnack: XnackMode,
    pub(crate) architected_flat_scratch: bool,
    pub(crate) sgpr_init_bug: bool,
    pub(crate) gfx90a_insts: bool,
    pub(crate) gfx940_insts: bool,
    pub(crate) gfx10_3_insts: bool,
    pub(crate) allocate_1_5x_vgprs: bool,
    pub(crate) cumode: bool,
    pub(crate) flat_address_space: bool,
    pub(crate) mai_insts: bool,
    pub(crate) amdhsa: bool,
}

/// Generation features, newest last, with the major ISA version they imply.
const GENERATION_FEATURES: [(&str, u32); 7] = [
    ("southern-islands", 6),
    ("sea-islands", 7),
    ("volcanic-islands", 8),
    ("gfx9", 9),
    ("gfx10", 10),
    ("gfx11", 11),
    ("gfx12", 12),
];

impl GcnTarget {
    /// From the real subtarget as the plugin exports it.
    ///
    /// Whether the triple is `amdhsa` is not part of the facts; it is
    /// inferred from the trap handler, which llc enables exactly for HSA
    /// (feature bit or its `+trap-handler` in the feature string).
    ///
    /// Remembered for the process: every function of a module has the same
    /// subtarget, and deriving it (feature sets, generation tables) costs
    /// tens of thousands of instructions each time the plugin, the model
    /// or the post-RA guard asks.
    pub fn from_facts(facts: &TargetFacts) -> Result<GcnTarget, OccupancyError> {
        type Key = (String, String, Vec<String>);
        static DERIVED: Mutex<Vec<(Key, GcnTarget)>> = Mutex::new(Vec::new());
        let same = |k: &Key| k.0 == facts.cpu && k.1 == facts.feature_string && k.2 == facts.features;
        if let Some((_, t)) = DERIVED.lock().unwrap_or_else(|e| e.into_inner()).iter().find(|(k, _)| same(k)) {
            return Ok(t.clone());
        }
        let t = GcnTarget::derive_from_facts(facts)?;
        let key = (facts.cpu.clone(), facts.feature_string.clone(), facts.features.clone());
        DERIVED.lock().unwrap_or_else(|e| e.into_inner()).push((key, t.clone()));
        Ok(t)
    }

    fn derive_from_facts(facts: &TargetFacts) -> Result<GcnTarget, OccupancyError> {
        let features = FeatureSet::from_names(&facts.features);
        let amdhsa = features.has("trap-handler")
            || facts
                .feature_string
                .split(',')
                .any(|f| f.trim() == "+trap-handler");
        let fallback_generation = lookup_cpu(&facts.cpu).map(|c| c.generation);
        GcnTarget::derive(
            &facts.cpu,
            &features,
            &facts.feature_string,
            fallback_generation,
            amdhsa,
        )
    }

    /// From a CPU name (canonical or legacy alias) and an `-mattr` string,
    /// for the `amdhsa` OS (what the CLI and the oracle compile for).
    pub fn from_cpu(cpu: &str, mattr: &str) -> Result<GcnTarget, OccupancyError> {
        GcnTarget::from_cpu_for_os(cpu, mattr, TargetOs::AmdHsa)
    }

    /// Like [`GcnTarget::from_cpu`] for any OS. Mirrors how llc assembles a
    /// subtarget: CPU defaults, then the OS's implied features, then the
    /// user's `-mattr`, then the wave-size default.
    pub fn from_cpu_for_os(
        cpu: &str,
        mattr: &str,
        os: TargetOs,
    ) -> Result<GcnTarget, OccupancyError> {
        let info = lookup_cpu(cpu).ok_or_else(|| OccupancyError::UnknownCpu {
            cpu: cpu.to_string(),
            known: super::cpus::known_cpu_names(),
        })?;
        let toggles = parse_mattr(mattr)?;
        let mut features = FeatureSet::from_names(info.features);
        if os == TargetOs::AmdHsa {
            features.set("trap-handler", true);
        }
        for t in &toggles {
            match t.name.as_str() {
                "wavefrontsize32" | "wavefrontsize64" | "wavefrontsize16" => {
                    if t.enable {
                        if t.name == "wavefrontsize16" {
                            return Err(unsupported(cpu, "wave16 is not modelled"));
                        }
                        if info.generation < 10 && t.name == "wavefrontsize32" {
                            // llc emits no code at all for this combination.
                            return Err(unsupported(cpu, "wave32 needs gfx10 or newer"));
                        }
                        if info.features.contains(&"gfx1250-insts") && t.name == "wavefrontsize64" {
                            // The same: llc-22 compiles no kernel for it.
                            return Err(unsupported(cpu, "gfx1250-class targets have no wave64"));
                        }
                    }
                    // Before gfx10 the generation implies wave64 and nothing
                    // else is possible, so the toggle changes nothing there.
                    if info.generation >= 10 {
                        features.set(&t.name, t.enable);
                    }
                }
                // Sub-features a generation implies cannot be switched off
                // from the command line in any way that changes occupancy.
                name if GENERATION_FEATURES.iter().any(|(g, _)| *g == name) => {}
                name => features.set(name, t.enable),
            }
        }
        if info.generation >= 10
            && !features.has("wavefrontsize32")
            && !features.has("wavefrontsize64")
        {
            features.set("wavefrontsize32", true);
        }
        let mut target = GcnTarget::derive(
            info.name,
            &features,
            mattr,
            Some(info.generation),
            os == TargetOs::AmdHsa,
        )?;
        target.cpu = info.name.to_string();
        Ok(target)
    }

    /// The one derivation both constructors share (occupancy.md §2 rules).
    pub(crate) fn derive(
        cpu: &str,
        f: &FeatureSet,
        feature_string: &str,
        fallback_generation: Option<u32>,
        amdhsa: bool,
    ) -> Result<GcnTarget, OccupancyError> {
        let generation = GENERATION_FEATURES
            .iter()
            .filter(|(name, _)| f.has(name))
            .map(|(_, g)| *g)
            .max()
            .or(fallback_generation)
            .ok_or_else(|| OccupancyError::UnknownGeneration {
                cpu: cpu.to_string(),
            })?;
        let gfx10_plus = generation >= 10;

        if f.has("wavefrontsize16") {
            return Err(unsupported(cpu, "wave16 is not modelled"));
        }
        let wave_size = match (f.has("wavefrontsize32"), f.has("wavefrontsize64")) {
            (true, true) => {
                return Err(unsupported(
                    cpu,
                    "must specify exactly one of wavefrontsize32 and wavefrontsize64",
                ))
            }
            (true, false) => 32,
            (false, true) => 64,
            (false, false) if gfx10_plus => 32,
            (false, false) => 64,
        };
        let wave32 = wave_size == 32;

        let gfx90a_insts = f.has("gfx90a-insts");
        let gfx10_3_insts = f.has("gfx10-3-insts");
        let allocate_1_5x_vgprs = f.has("allocate1_5xvgprs");
        let cumode = f.has("cumode");
        let gfx1250_insts = f.has("gfx1250-insts");
        let sgpr_init_bug = f.has("sgpr-init-bug");

        let max_waves_per_eu = if gfx90a_insts {
            8
        } else if !gfx10_plus {
            10
        } else if gfx10_3_insts {
            16
        } else {
            20
        };
        // "Per CU" means per block whose SIMDs share a workgroup: a WGP (two
        // CUs) on gfx10+ unless CU mode is on.
        // gfx1250 has four SIMDs per CU and is meant to run in CU mode
        // only; LLVM counts four even when `-cumode` is forced (then LDS and
        // barriers follow the WGP rules, as llc-22 shows).
        let wgp_mode = gfx10_plus && !cumode;
        let eus_per_cu = if gfx10_plus && cumode && !gfx1250_insts {
            2
        } else {
            4
        };
        let addressable_lds = f.addressable_lds();
        let lds_per_cu = if wgp_mode {
            addressable_lds * 2
        } else {
            addressable_lds
        };

        let pick = |w32: u32, w64: u32| if wave32 { w32 } else { w64 };
        let vgpr_granule = if gfx90a_insts {
            8
        } else if allocate_1_5x_vgprs {
            pick(24, 12)
        } else if gfx10_3_insts {
            pick(16, 8)
        } else {
            pick(8, 4)
        };
        let total_vgprs = if gfx90a_insts {
            512
        } else if !gfx10_plus {
            256
        } else if allocate_1_5x_vgprs {
            pick(1536, 768)
        } else {
            pick(1024, 512)
        };
        // gfx1250 addresses 1024 VGPRs per lane in wave32 (the top bits of a
        // register number live in a mode register), half as many in wave64.
        let addressable_arch_vgprs = if f.has("1024-addressable-vgprs") {
            pick(1024, 512)
        } else {
            256
        };
        let addressable_vgprs = if gfx90a_insts {
            512
        } else {
            addressable_arch_vgprs
        };

        let addressable_sgprs = if sgpr_init_bug {
            96
        } else if gfx10_plus {
            106
        } else if generation >= 8 {
            102
        } else {
            104
        };
        let sgpr_granule = if gfx10_plus {
            addressable_sgprs
        } else if generation >= 8 {
            16
        } else {
            8
        };
        let total_sgprs = if generation >= 8 { 800 } else { 512 };

        Ok(GcnTarget {
            cpu: cpu.to_string(),
            generation,
            wave_size,
            max_waves_per_eu,
            eus_per_cu,
            addressable_lds,
            lds_per_cu,
            vgpr_granule,
            total_vgprs,
            addressable_vgprs,
            addressable_arch_vgprs,
            sgpr_granule,
            total_sgprs,
            addressable_sgprs,
            trap_handler: f.has("trap-handler"),
            xnack: XnackMode::derive(f.has("xnack-support"), feature_string, f.has("xnack")),
            architected_flat_scratch: f.has("architected-flat-scratch"),
            sgpr_init_bug,
            gfx90a_insts,
            gfx940_insts: f.has("gfx940-insts"),
            gfx10_3_insts,
            allocate_1_5x_vgprs,
            cumode,
            flat_address_space: f.has("flat-address-space"),
            mai_insts: f.has("mai-insts"),
            amdhsa,
        })
    }

    pub fn cpu(&self) -> &str {
        &self.cpu
    }
    /// Major ISA version, 6..=12.
    pub fn generation(&self) -> u32 {
        self.generation
    }
    pub fn wave_size(&self) -> u32 {
        self.wave_size
    }
    /// `W`: the hardware wave-slot limit per SIMD.
    pub fn max_waves_per_eu(&self) -> u32 {
        self.max_waves_per_eu
    }
    /// `E`: SIMDs sharing one workgroup's LDS and barriers.
    pub fn eus_per_cu(&self) -> u32 {
        self.eus_per_cu
    }
    /// LDS one workgroup may address.
    pub fn addressable_lds(&self) -> u32 {
        self.addressable_lds
    }
    /// LDS shared by all workgroups resident on one CU (or WGP).
    pub fn lds_per_cu(&self) -> u32 {
        self.lds_per_cu
    }
    pub fn vgpr_granule(&self) -> u32 {
        self.vgpr_granule
    }
    pub fn total_vgprs(&self) -> u32 {
        self.total_vgprs
    }
    /// Arch + AGPRs on gfx90a-class (unified file), arch only elsewhere.
    pub fn addressable_vgprs(&self) -> u32 {
        self.addressable_vgprs
    }
    pub fn addressable_arch_vgprs(&self) -> u32 {
        self.addressable_arch_vgprs
    }
    pub fn sgpr_granule(&self) -> u32 {
        self.sgpr_granule
    }
    pub fn total_sgprs(&self) -> u32 {
        self.total_sgprs
    }
    pub fn addressable_sgprs(&self) -> u32 {
        self.addressable_sgprs
    }
    pub fn has_trap_handler(&self) -> bool {
        self.trap_handler
    }
    pub fn xnack(&self) -> XnackMode {
        self.xnack
    }
    pub fn has_architected_flat_scratch(&self) -> bool {
        self.architected_flat_scratch
    }
    pub fn has_sgpr_init_bug(&self) -> bool {
        self.sgpr_init_bug
    }
    /// Unified VGPR/AGPR file (gfx90a, gfx94x, gfx950).
    pub fn has_gfx90a_insts(&self) -> bool {
        self.gfx90a_insts
    }
    pub fn has_gfx940_insts(&self) -> bool {
        self.gfx940_insts
    }
    pub fn has_gfx10_3_insts(&self) -> bool {
        self.gfx10_3_insts
    }
    pub fn has_allocate_1_5x_vgprs(&self) -> bool {
        self.allocate_1_5x_vgprs
    }
    pub fn is_cu_mode(&self) -> bool {
        self.cumode
    }
    /// gfx10+ without `cumode`: twice the LDS and barriers per workgroup slot.
    pub fn is_wgp_mode(&self) -> bool {
        self.generation >= 10 && !self.cumode
    }
    pub fn has_flat_address_space(&self) -> bool {
        self.flat_address_space
    }
    /// Has AGPRs (gfx908 and the gfx90a class).
    pub fn has_mai_insts(&self) -> bool {
        self.mai_insts
    }
    pub fn is_amdhsa(&self) -> bool {
        self.amdhsa
    }
}

fn unsupported(cpu: &str, reason: &str) -> OccupancyError {
    OccupancyError::Unsupported {
        cpu: cpu.to_string(),
        reason: reason.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// occupancy.md §2: (cpu, mattr, wave, W, E, LDS, Gv, Tv, Av, Aa, Gs, Ts, As).
    #[rustfmt::skip]
    const SPEC_TABLE: &[(&str, &str, [u32; 12])] = &[
        ("gfx600", "", [64, 10, 4, 32768, 4, 256, 256, 256, 8, 512, 104, 0]),
        ("gfx700", "", [64, 10, 4, 65536, 4, 256, 256, 256, 8, 512, 104, 0]),
        ("gfx803", "", [64, 10, 4, 65536, 4, 256, 256, 256, 16, 800, 102, 0]),
        ("gfx900", "", [64, 10, 4, 65536, 4, 256, 256, 256, 16, 800, 102, 0]),
        ("gfx906", "", [64, 10, 4, 65536, 4, 256, 256, 256, 16, 800, 102, 0]),
        ("gfx908", "", [64, 10, 4, 65536, 4, 256, 256, 256, 16, 800, 102, 0]),
        ("gfx90a", "", [64, 8, 4, 65536, 8, 512, 512, 256, 16, 800, 102, 0]),
        ("gfx942", "", [64, 8, 4, 65536, 8, 512, 512, 256, 16, 800, 102, 0]),
        ("gfx950", "", [64, 8, 4, 163840, 8, 512, 512, 256, 16, 800, 102, 0]),
        ("gfx1010", "", [32, 20, 4, 131072, 8, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1010", "+wavefrontsize64", [64, 20, 4, 131072, 4, 512, 256, 256, 106, 800, 106, 0]),
        ("gfx1030", "", [32, 16, 4, 131072, 16, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1030", "+wavefrontsize64", [64, 16, 4, 131072, 8, 512, 256, 256, 106, 800, 106, 0]),
        ("gfx1030", "+cumode", [32, 16, 2, 65536, 16, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1100", "", [32, 16, 4, 131072, 24, 1536, 256, 256, 106, 800, 106, 0]),
        ("gfx1101", "", [32, 16, 4, 131072, 24, 1536, 256, 256, 106, 800, 106, 0]),
        ("gfx1151", "", [32, 16, 4, 131072, 24, 1536, 256, 256, 106, 800, 106, 0]),
        ("gfx1100", "+wavefrontsize64", [64, 16, 4, 131072, 12, 768, 256, 256, 106, 800, 106, 0]),
        ("gfx1102", "", [32, 16, 4, 131072, 16, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1103", "", [32, 16, 4, 131072, 16, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1150", "", [32, 16, 4, 131072, 16, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1152", "", [32, 16, 4, 131072, 16, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1153", "", [32, 16, 4, 131072, 16, 1024, 256, 256, 106, 800, 106, 0]),
        ("gfx1102", "+wavefrontsize64", [64, 16, 4, 131072, 8, 512, 256, 256, 106, 800, 106, 0]),
        ("gfx1200", "", [32, 16, 4, 131072, 24, 1536, 256, 256, 106, 800, 106, 0]),
        ("gfx1201", "", [32, 16, 4, 131072, 24, 1536, 256, 256, 106, 800, 106, 0]),
        ("gfx1200", "+wavefrontsize64", [64, 16, 4, 131072, 12, 768, 256, 256, 106, 800, 106, 0]),
        // gfx1250: CU mode with four SIMDs, 320 KiB LDS, 1024 addressable
        // VGPRs; llc-22: 65 VGPRs -> 12 waves (granule 16 of 1024), 100000
        // bytes of LDS with 256-wide groups -> 6 waves (3 groups x 8 waves
        // over 4 SIMDs), and twice that with -cumode (WGP LDS doubled).
        ("gfx1250", "", [32, 16, 4, 327680, 16, 1024, 1024, 1024, 106, 800, 106, 0]),
        ("gfx1251", "", [32, 16, 4, 327680, 16, 1024, 1024, 1024, 106, 800, 106, 0]),
        ("gfx1250", "-cumode", [32, 16, 4, 655360, 16, 1024, 1024, 1024, 106, 800, 106, 0]),
    ];

    #[test]
    fn spec_section_2_table() {
        for (cpu, mattr, row) in SPEC_TABLE {
            let t = GcnTarget::from_cpu(cpu, mattr).unwrap();
            let got = [
                t.wave_size(),
                t.max_waves_per_eu(),
                t.eus_per_cu(),
                t.lds_per_cu(),
                t.vgpr_granule(),
                t.total_vgprs(),
                t.addressable_vgprs(),
                t.addressable_arch_vgprs(),
                t.sgpr_granule(),
                t.total_sgprs(),
                t.addressable_sgprs(),
                0,
            ];
            assert_eq!(&got, row, "{cpu} {mattr}");
        }
    }

    #[test]
    fn sgpr_init_bug_caps_addressable_sgprs() {
        for cpu in ["tonga", "iceland", "gfx802", "gfx805", "tongapro"] {
            let t = GcnTarget::from_cpu(cpu, "").unwrap();
            assert!(t.has_sgpr_init_bug(), "{cpu}");
            assert_eq!(t.addressable_sgprs(), 96, "{cpu}");
        }
        assert!(!GcnTarget::from_cpu("fiji", "").unwrap().has_sgpr_init_bug());
    }

    #[test]
    fn trap_handler_only_for_amdhsa() {
        assert!(GcnTarget::from_cpu("gfx900", "")
            .unwrap()
            .has_trap_handler());
        assert!(!GcnTarget::from_cpu("gfx900", "-trap-handler")
            .unwrap()
            .has_trap_handler());
        let bare = GcnTarget::from_cpu_for_os("gfx900", "", TargetOs::None).unwrap();
        assert!(!bare.has_trap_handler());
        assert!(!bare.is_amdhsa());
    }

    #[test]
    fn xnack_modes_from_mattr() {
        assert_eq!(
            GcnTarget::from_cpu("gfx900", "").unwrap().xnack(),
            XnackMode::Any
        );
        assert_eq!(
            GcnTarget::from_cpu("gfx900", "+xnack").unwrap().xnack(),
            XnackMode::On
        );
        assert_eq!(
            GcnTarget::from_cpu("gfx900", "-xnack").unwrap().xnack(),
            XnackMode::Off
        );
        assert_eq!(
            GcnTarget::from_cpu("gfx803", "+xnack").unwrap().xnack(),
            XnackMode::Unsupported
        );
        assert_eq!(
            GcnTarget::from_cpu("gfx600", "").unwrap().xnack(),
            XnackMode::Unsupported
        );
    }

    #[test]
    fn errors() {
        match GcnTarget::from_cpu("gfx9999", "") {
            Err(e @ OccupancyError::UnknownCpu { .. }) => {
                let msg = e.to_string();
                assert!(
                    msg.starts_with("unknown AMDGPU CPU 'gfx9999'; known: "),
                    "{msg}"
                );
                assert!(msg.contains("gfx600") && msg.contains("tahiti"), "{msg}");
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            GcnTarget::from_cpu("gfx1250", "+wavefrontsize64"),
            Err(OccupancyError::Unsupported { .. })
        ));
        assert!(matches!(
            GcnTarget::from_cpu("gfx900", "+wavefrontsize32"),
            Err(OccupancyError::Unsupported { .. })
        ));
        assert!(matches!(
            GcnTarget::from_cpu("gfx1030", "+wavefrontsize64,+wavefrontsize32"),
            Err(OccupancyError::Unsupported { .. })
        ));
        assert!(matches!(
            GcnTarget::from_cpu("gfx900", "cumode"),
            Err(OccupancyError::BadFeatureString { .. })
        ));
    }

    #[test]
    fn wave_size_toggles_on_gfx10() {
        // Switching wave32 off without switching wave64 on falls back to
        // the wave32 default, as llc does.
        assert_eq!(
            GcnTarget::from_cpu("gfx1030", "-wavefrontsize32")
                .unwrap()
                .wave_size(),
            32
        );
        assert_eq!(
            GcnTarget::from_cpu("gfx900", "-wavefrontsize64")
                .unwrap()
                .wave_size(),
            64
        );
    }

    #[test]
    fn every_modelled_cpu_builds_in_every_mode() {
        for c in crate::occupancy::cpus::CPUS {
            for name in std::iter::once(c.name).chain(c.aliases.iter().copied()) {
                let base = GcnTarget::from_cpu(name, "");
                assert!(base.is_ok(), "{name}");
                if c.generation >= 10 && !c.features.contains(&"gfx1250-insts") {
                    let w64 = GcnTarget::from_cpu(name, "+wavefrontsize64,+cumode").unwrap();
                    assert_eq!((w64.wave_size(), w64.eus_per_cu()), (64, 2), "{name}");
                }
            }
        }
    }

    fn facts(cpu: &str, features: &[&str], fs: &str) -> TargetFacts {
        TargetFacts {
            cpu: cpu.into(),
            feature_string: fs.into(),
            features: features.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
    }

    #[rustfmt::skip]
    #[test]
    fn from_facts_uses_the_observed_feature_sets() {
        // public-api-map.md §2 observed sets.
        let gfx900 = facts(
            "gfx900",
            &["gfx9", "wavefrontsize64", "xnack-support", "trap-handler",
              "addressablelocalmemorysize65536", "flat-address-space"],
            "+promote-alloca,+load-store-opt,+enable-ds128,+flat-for-global,\
             +unaligned-access-mode,+trap-handler,+enable-prt-strict-null,",
        );
        let t = GcnTarget::from_facts(&gfx900).unwrap();
        assert_eq!(t, GcnTarget::from_cpu("gfx900", "").unwrap());
        assert_eq!(t.xnack(), XnackMode::Any);

        let gfx1100 = facts(
            "gfx1100",
            &["gfx11", "gfx10-3-insts", "allocate1_5xvgprs", "architected-flat-scratch",
              "wavefrontsize32", "addressablelocalmemorysize65536", "flat-address-space",
              "trap-handler"],
            "",
        );
        let t = GcnTarget::from_facts(&gfx1100).unwrap();
        assert_eq!((t.generation(), t.vgpr_granule(), t.total_vgprs()), (11, 24, 1536));

        // generic-hsa has no generation feature: the CPU table fills it in.
        let t = GcnTarget::from_facts(&facts("generic-hsa", &["wavefrontsize64"], "")).unwrap();
        assert_eq!(t.generation(), 7);

        assert!(matches!(
            GcnTarget::from_facts(&facts("r600", &["wavefrontsize64"], "")),
            Err(OccupancyError::UnknownGeneration { .. })
        ));
    }
}
