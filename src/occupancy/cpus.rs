//! The AMDGCN CPU names llc-22 accepts (`llc -mtriple=amdgcn -mcpu=help`),
//! with the subtarget features that matter for occupancy.
//!
//! Only the CLI needs this table: the plugin reads the real feature bits.
//! The feature lists were read from LLVM 22's `MCSubtargetInfo` for every
//! CPU (see the oracle script for the cross-check against llc). Wave size is
//! listed for pre-gfx10 CPUs only, because there the generation implies
//! wave64; on gfx10+ it is a choice whose default (wave32) is applied after
//! the user's `-mattr`.

/// One canonical CPU and its legacy aliases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuInfo {
    /// Canonical name as LLVM prints it in `.amdgcn_target`.
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    /// Major ISA version: 6 (gfx6, Southern Islands) .. 12.
    pub generation: u32,
    /// Occupancy-relevant feature names enabled by default.
    pub features: &'static [&'static str],
}

const LDS32K: &str = "addressablelocalmemorysize32768";
const LDS64K: &str = "addressablelocalmemorysize65536";

const SI: &[&str] = &["southern-islands", "wavefrontsize64", LDS32K];
const CI: &[&str] = &["sea-islands", "wavefrontsize64", LDS64K, "flat-address-space"];
const VI: &[&str] = &["volcanic-islands", "wavefrontsize64", LDS64K, "flat-address-space"];
const VI_XNACK: &[&str] =
    &["volcanic-islands", "wavefrontsize64", LDS64K, "flat-address-space", "xnack-support"];
const VI_INIT_BUG: &[&str] =
    &["volcanic-islands", "wavefrontsize64", LDS64K, "flat-address-space", "sgpr-init-bug"];
const GFX9: &[&str] = &["gfx9", "wavefrontsize64", LDS64K, "flat-address-space", "xnack-support"];
const GFX908: &[&str] =
    &["gfx9", "wavefrontsize64", LDS64K, "flat-address-space", "xnack-support", "mai-insts"];
const GFX90A: &[&str] = &[
    "gfx9", "wavefrontsize64", LDS64K, "flat-address-space", "xnack-support", "mai-insts",
    "gfx90a-insts",
];
const GFX94: &[&str] = &[
    "gfx9", "wavefrontsize64", LDS64K, "flat-address-space", "xnack-support", "mai-insts",
    "gfx90a-insts", "gfx940-insts", "architected-flat-scratch",
];
const GFX950: &[&str] = &[
    "gfx9", "wavefrontsize64", "addressablelocalmemorysize163840", "flat-address-space",
    "xnack-support", "mai-insts", "gfx90a-insts", "gfx940-insts", "gfx950-insts",
    "architected-flat-scratch",
];
const GFX10_1: &[&str] = &["gfx10", LDS64K, "flat-address-space", "xnack-support"];
const GFX10_3: &[&str] = &["gfx10", "gfx10-3-insts", LDS64K, "flat-address-space"];
const GFX11: &[&str] =
    &["gfx11", "gfx10-3-insts", LDS64K, "flat-address-space", "architected-flat-scratch"];
const GFX11_BIG: &[&str] = &[
    "gfx11", "gfx10-3-insts", LDS64K, "flat-address-space", "architected-flat-scratch",
    "allocate1_5xvgprs",
];
const GFX12: &[&str] = &[
    "gfx12", "gfx10-3-insts", LDS64K, "flat-address-space", "architected-flat-scratch",
    "architected-sgprs", "allocate1_5xvgprs",
];
const GFX1250: &[&str] = &[
    "gfx12", "gfx10-3-insts", "gfx1250-insts", "1024-addressable-vgprs",
    "addressablelocalmemorysize327680", "flat-address-space", "architected-flat-scratch",
    "architected-sgprs", "cumode", "xnack-support", "xnack",
];

const fn cpu(
    name: &'static str,
    aliases: &'static [&'static str],
    generation: u32,
    features: &'static [&'static str],
) -> CpuInfo {
    CpuInfo { name, aliases, generation, features }
}

/// Every AMDGCN CPU of LLVM 22, in `-mcpu=help` order of generations.
pub const CPUS: &[CpuInfo] = &[
    // `generic` has no LDS size feature (the backend then assumes 32 KiB) and
    // ISA version 6.0.0; `generic-hsa` is 7.0.0 and lacks a generation feature.
    cpu("generic", &[], 6, &["southern-islands", "wavefrontsize64"]),
    cpu("generic-hsa", &[], 7, &["wavefrontsize64", "flat-address-space"]),
    cpu("gfx600", &["tahiti"], 6, SI),
    cpu("gfx601", &["pitcairn", "verde"], 6, SI),
    cpu("gfx602", &["hainan", "oland"], 6, SI),
    cpu("gfx700", &["kaveri"], 7, CI),
    cpu("gfx701", &["hawaii"], 7, CI),
    cpu("gfx702", &[], 7, CI),
    cpu("gfx703", &["kabini", "mullins"], 7, CI),
    cpu("gfx704", &["bonaire"], 7, CI),
    cpu("gfx705", &[], 7, CI),
    cpu("gfx801", &["carrizo"], 8, VI_XNACK),
    cpu("gfx802", &["iceland", "tonga"], 8, VI_INIT_BUG),
    cpu("gfx803", &["fiji", "polaris10", "polaris11"], 8, VI),
    cpu("gfx805", &["tongapro"], 8, VI_INIT_BUG),
    cpu("gfx810", &["stoney"], 8, VI_XNACK),
    cpu("gfx9-generic", &[], 9, GFX9),
    cpu("gfx900", &[], 9, GFX9),
    cpu("gfx902", &[], 9, GFX9),
    cpu("gfx904", &[], 9, GFX9),
    cpu("gfx906", &[], 9, GFX9),
    cpu("gfx908", &[], 9, GFX908),
    cpu("gfx909", &[], 9, GFX9),
    cpu("gfx90a", &[], 9, GFX90A),
    cpu("gfx90c", &[], 9, GFX9),
    cpu("gfx9-4-generic", &[], 9, GFX94),
    cpu("gfx942", &[], 9, GFX94),
    cpu("gfx950", &[], 9, GFX950),
    cpu("gfx10-1-generic", &[], 10, GFX10_1),
    cpu("gfx1010", &[], 10, GFX10_1),
    cpu("gfx1011", &[], 10, GFX10_1),
    cpu("gfx1012", &[], 10, GFX10_1),
    cpu("gfx1013", &[], 10, GFX10_1),
    cpu("gfx10-3-generic", &[], 10, GFX10_3),
    cpu("gfx1030", &[], 10, GFX10_3),
    cpu("gfx1031", &[], 10, GFX10_3),
    cpu("gfx1032", &[], 10, GFX10_3),
    cpu("gfx1033", &[], 10, GFX10_3),
    cpu("gfx1034", &[], 10, GFX10_3),
    cpu("gfx1035", &[], 10, GFX10_3),
    cpu("gfx1036", &[], 10, GFX10_3),
    cpu("gfx11-generic", &[], 11, GFX11),
    cpu("gfx1100", &[], 11, GFX11_BIG),
    cpu("gfx1101", &[], 11, GFX11_BIG),
    cpu("gfx1102", &[], 11, GFX11),
    cpu("gfx1103", &[], 11, GFX11),
    cpu("gfx1150", &[], 11, GFX11),
    cpu("gfx1151", &[], 11, GFX11_BIG),
    cpu("gfx1152", &[], 11, GFX11),
    cpu("gfx1153", &[], 11, GFX11),
    cpu("gfx12-generic", &[], 12, GFX12),
    cpu("gfx1200", &[], 12, GFX12),
    cpu("gfx1201", &[], 12, GFX12),
    cpu("gfx1250", &[], 12, GFX1250),
    cpu("gfx1251", &[], 12, GFX1250),
];

/// Find a CPU by canonical name or legacy alias (exact, as llc matches).
pub fn lookup_cpu(name: &str) -> Option<&'static CpuInfo> {
    CPUS.iter().find(|c| c.name == name || c.aliases.contains(&name))
}

/// All accepted names, canonical and alias, sorted like `-mcpu=help`.
pub fn known_cpu_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> =
        CPUS.iter().flat_map(|c| std::iter::once(c.name).chain(c.aliases.iter().copied())).collect();
    names.sort_unstable();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names `llc-22 -mtriple=amdgcn -mcpu=help` lists (copied from its
    /// output, not generated from the table).
    const LLC22_CPUS: &str = "bonaire carrizo fiji generic generic-hsa gfx10-1-generic \
        gfx10-3-generic gfx1010 gfx1011 gfx1012 gfx1013 gfx1030 gfx1031 gfx1032 gfx1033 gfx1034 \
        gfx1035 gfx1036 gfx11-generic gfx1100 gfx1101 gfx1102 gfx1103 gfx1150 gfx1151 gfx1152 \
        gfx1153 gfx12-generic gfx1200 gfx1201 gfx1250 gfx1251 gfx600 gfx601 gfx602 gfx700 gfx701 \
        gfx702 gfx703 gfx704 gfx705 gfx801 gfx802 gfx803 gfx805 gfx810 gfx9-4-generic \
        gfx9-generic gfx900 gfx902 gfx904 gfx906 gfx908 gfx909 gfx90a gfx90c gfx942 gfx950 hainan \
        hawaii iceland kabini kaveri mullins oland pitcairn polaris10 polaris11 stoney tahiti \
        tonga tongapro verde";

    #[test]
    fn table_has_exactly_the_llc22_names() {
        let mut expected: Vec<&str> = LLC22_CPUS.split_whitespace().collect();
        expected.sort_unstable();
        assert_eq!(known_cpu_names(), expected);
    }

    #[test]
    fn aliases_resolve_to_their_isa() {
        // Pairs from LLVM's TargetParser (`parseArchAMDGCN` + `getArchNameAMDGCN`).
        for (alias, canonical) in [
            ("tahiti", "gfx600"), ("pitcairn", "gfx601"), ("verde", "gfx601"),
            ("oland", "gfx602"), ("hainan", "gfx602"), ("kaveri", "gfx700"),
            ("hawaii", "gfx701"), ("kabini", "gfx703"), ("mullins", "gfx703"),
            ("bonaire", "gfx704"), ("carrizo", "gfx801"), ("iceland", "gfx802"),
            ("tonga", "gfx802"), ("fiji", "gfx803"), ("polaris10", "gfx803"),
            ("polaris11", "gfx803"), ("tongapro", "gfx805"), ("stoney", "gfx810"),
        ] {
            assert_eq!(lookup_cpu(alias).map(|c| c.name), Some(canonical), "{alias}");
        }
        assert!(lookup_cpu("gfx9999").is_none());
        assert!(lookup_cpu("GFX900").is_none());
    }

    #[test]
    fn generation_features_agree_with_generation() {
        for c in CPUS {
            let gen_feature = match c.generation {
                6 => "southern-islands",
                7 => "sea-islands",
                8 => "volcanic-islands",
                n => match n {
                    9 => "gfx9",
                    10 => "gfx10",
                    11 => "gfx11",
                    _ => "gfx12",
                },
            };
            if c.name != "generic-hsa" {
                assert!(c.features.contains(&gen_feature), "{}", c.name);
            }
        }
    }
}
