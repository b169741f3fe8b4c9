//! The occupancy llc prints after register allocation (`; Occupancy:`,
//! occupancy.md §5), together with the two padded register counts it
//! prints next to it.
//!
//! The waves-per-EU maximum enters only through the padding: the register
//! counts are raised to the smallest counts that would force that maximum,
//! and the occupancy is then computed from the padded counts. That is why
//! the printed value can exceed a requested waves-per-EU maximum.

use super::limits::FunctionLimits;
use super::target::GcnTarget;
use super::workgroup::{effective_waves_per_eu_with_lds, occupancy_from_workgroup};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintedOccupancy {
    /// `; Occupancy:`
    pub occupancy: u32,
    /// `; NumSGPRsForWavesPerEU:`
    pub sgprs_for_waves: u32,
    /// `; NumVGPRsForWavesPerEU:`
    pub vgprs_for_waves: u32,
}

/// `sgprs` is `TotalNumSgprs` (VCC/XNACK/flat-scratch included), `vgprs`
/// the occupancy-relevant VGPR total (`TotalNumVgprs` on the gfx90a class,
/// `NumVgprs` elsewhere), `lds_bytes` the static LDS size.
pub fn printed_occupancy(
    t: &GcnTarget,
    f: &FunctionLimits,
    sgprs: u32,
    vgprs: u32,
    lds_bytes: u32,
) -> PrintedOccupancy {
    // By the time llc prints, LDS lowering has recorded the kernel's static
    // LDS in `amdgpu-lds-size`, so the waves-per-EU range sees it too.
    let attr_lds = if lds_bytes > 0 {
        lds_bytes
    } else {
        f.lds_size_attr
    };
    let (_, max_waves) = effective_waves_per_eu_with_lds(t, f, attr_lds);
    let sgprs_for_waves = sgprs.max(1).max(t.min_sgprs_for_waves(max_waves));
    let vgprs_for_waves = vgprs.max(1).max(t.min_vgprs_for_waves(max_waves));
    let (lo, hi) = f.flat_work_group_sizes(t);
    let by_workgroup = occupancy_from_workgroup(t, lds_bytes, lo, hi).1;
    let occupancy = by_workgroup
        .min(t.occupancy_with_sgprs(sgprs_for_waves))
        .min(t.occupancy_with_vgprs(vgprs_for_waves));
    PrintedOccupancy {
        occupancy,
        sgprs_for_waves,
        vgprs_for_waves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Row {
        cpu: &'static str,
        mattr: &'static str,
        lds: u32,
        flat: Option<(u32, u32)>,
        waves: Option<(u32, Option<u32>)>,
        s: u32,
        v: u32,
        /// (S', V', occupancy) as llc-22 printed them.
        want: (u32, u32, u32),
    }

    const fn row(
        cpu: &'static str,
        mattr: &'static str,
        s: u32,
        v: u32,
        want: (u32, u32, u32),
    ) -> Row {
        Row {
            cpu,
            mattr,
            lds: 0,
            flat: None,
            waves: None,
            s,
            v,
            want,
        }
    }

    /// occupancy.md §8, every row of the table.
    #[rustfmt::skip]
    fn spec_rows() -> Vec<Row> {
        vec![
            row("gfx900", "", 4, 24, (4, 24, 10)),
            row("gfx900", "", 4, 25, (4, 25, 9)),
            row("gfx900", "", 4, 65, (4, 65, 3)),
            row("gfx900", "", 4, 129, (4, 129, 1)),
            row("gfx906", "", 84, 0, (84, 1, 9)),
            row("gfx906", "", 89, 0, (89, 1, 8)),
            row("gfx906", "", 104, 0, (104, 1, 7)),
            row("gfx900", "-xnack", 80, 0, (80, 1, 10)),
            row("gfx900", "+xnack", 84, 0, (84, 1, 9)),
            Row { lds: 16384, ..row("gfx900", "", 4, 10, (65, 29, 8)) },
            Row { lds: 16384, flat: Some((1, 256)), ..row("gfx900", "", 4, 10, (102, 49, 4)) },
            Row { lds: 40000, ..row("gfx900", "", 4, 10, (102, 49, 4)) },
            Row { lds: 3000, flat: Some((32, 32)), ..row("gfx900", "", 4, 10, (97, 37, 6)) },
            Row { waves: Some((1, Some(4))), ..row("gfx900", "", 4, 10, (4, 10, 10)) },
            Row { flat: Some((1, 64)), waves: Some((1, Some(4))), ..row("gfx900", "", 4, 10, (102, 49, 4)) },
            Row { flat: Some((1, 64)), waves: Some((3, Some(5))), ..row("gfx900", "", 4, 10, (102, 41, 5)) },
            row("gfx90a", "", 4, 64, (4, 64, 8)),
            row("gfx90a", "", 4, 65, (4, 65, 7)),
            row("gfx90a", "", 4, 68, (4, 68, 7)),
            Row { flat: Some((1, 64)), waves: Some((1, Some(4))), ..row("gfx90a", "", 4, 10, (102, 97, 4)) },
            row("gfx942", "", 6, 132, (6, 132, 3)),
            row("gfx942", "", 6, 256, (6, 256, 2)),
            Row { lds: 32768, ..row("gfx1010", "", 0, 10, (1, 57, 16)) },
            Row { lds: 32768, flat: Some((1, 256)), ..row("gfx1010", "+wavefrontsize64", 0, 10, (1, 101, 4)) },
            row("gfx1030", "", 0, 65, (1, 65, 12)),
            row("gfx1030", "", 0, 129, (1, 129, 7)),
            row("gfx1030", "+wavefrontsize64", 0, 64, (1, 64, 8)),
            Row { flat: Some((1, 64)), waves: Some((2, Some(2))), ..row("gfx1030", "", 0, 10, (1, 193, 4)) },
            Row { lds: 20000, flat: Some((64, 256)), ..row("gfx1030", "", 0, 10, (1, 65, 12)) },
            row("gfx1100", "", 0, 97, (1, 97, 12)),
            row("gfx1100", "", 0, 256, (1, 256, 5)),
            row("gfx1100", "+wavefrontsize64", 0, 64, (1, 64, 10)),
            Row { flat: Some((1, 64)), waves: Some((1, Some(4))), ..row("gfx1100", "", 0, 10, (1, 241, 5)) },
            row("gfx1200", "", 0, 97, (1, 97, 12)),
            row("gfx1200", "+wavefrontsize64", 0, 64, (1, 64, 10)),
        ]
    }

    #[test]
    fn spec_section_8_rows() {
        for r in spec_rows() {
            let t = GcnTarget::from_cpu(r.cpu, r.mattr).unwrap();
            let f = FunctionLimits {
                flat_work_group_size: r.flat,
                waves_per_eu: r.waves,
                ..FunctionLimits::kernel()
            };
            let p = printed_occupancy(&t, &f, r.s, r.v, r.lds);
            assert_eq!(
                (p.sgprs_for_waves, p.vgprs_for_waves, p.occupancy),
                r.want,
                "{} {} S={} V={} lds={} flat={:?} waves={:?}",
                r.cpu,
                r.mattr,
                r.s,
                r.v,
                r.lds,
                r.flat,
                r.waves
            );
        }
    }

    #[rustfmt::skip]
    #[test]
    fn observed_in_this_repo_with_llc22() {
        // Kernels compiled while writing this module (see the oracle):
        // gfx900/gfx90a, 10 VGPRs, 16 KiB LDS, flat size 1..256 -> 4;
        // gfx1030 same kernel -> 16 (WGP LDS is twice as large).
        let f = FunctionLimits { flat_work_group_size: Some((1, 256)), ..FunctionLimits::kernel() };
        let gfx900 = GcnTarget::from_cpu("gfx900", "").unwrap();
        assert_eq!(printed_occupancy(&gfx900, &f, 7, 10, 16384), PrintedOccupancy { occupancy: 4, sgprs_for_waves: 102, vgprs_for_waves: 49 });
        let gfx90a = GcnTarget::from_cpu("gfx90a", "").unwrap();
        assert_eq!(printed_occupancy(&gfx90a, &f, 7, 13, 16384), PrintedOccupancy { occupancy: 4, sgprs_for_waves: 102, vgprs_for_waves: 97 });
        let gfx1030 = GcnTarget::from_cpu("gfx1030", "").unwrap();
        assert_eq!(printed_occupancy(&gfx1030, &f, 3, 11, 16384), PrintedOccupancy { occupancy: 16, sgprs_for_waves: 3, vgprs_for_waves: 11 });
        // generic: no LDS size feature, the backend assumes 32 KiB.
        let generic = GcnTarget::from_cpu("generic", "").unwrap();
        assert_eq!(printed_occupancy(&generic, &f, 3, 10, 16384), PrintedOccupancy { occupancy: 2, sgprs_for_waves: 104, vgprs_for_waves: 85 });
        // tonga (sgpr-init-bug): TotalNumSgprs is pinned to 96.
        let tonga = GcnTarget::from_cpu("tonga", "").unwrap();
        assert_eq!(printed_occupancy(&tonga, &f, 96, 10, 16384), PrintedOccupancy { occupancy: 4, sgprs_for_waves: 96, vgprs_for_waves: 49 });
    }
}
