//! Register-limited occupancy and its inverses (occupancy.md §3).
//!
//! The forward functions answer "how many waves fit with this many
//! registers"; the inverse ones answer "how many registers may a wave use
//! if `w` waves must fit" (the allocator's budget) and "how few registers
//! would still force at most `w` waves" (the padding llc applies before it
//! prints `NumSGPRsForWavesPerEU` / `NumVGPRsForWavesPerEU`).
//!
//! A wave count of 0 is meaningless (LLVM asserts on it); it is treated as
//! 1 here so that bad input yields a number instead of a panic.

use super::target::GcnTarget;

fn align_down(n: u32, granule: u32) -> u32 {
    n / granule * granule
}

fn align_up(n: u32, granule: u32) -> u32 {
    n.div_ceil(granule).saturating_mul(granule)
}

/// SGPRs that the trap handler owns, taken off every pre-gfx10 budget.
const TRAP_HANDLER_SGPRS: u32 = 16;

impl GcnTarget {
    /// `occV`: waves per EU allowed by `n` VGPRs (the unified arch+acc count
    /// on gfx90a-class targets, see [`GcnTarget::unified_vgprs`]).
    pub fn occupancy_with_vgprs(&self, n: u32) -> u32 {
        let w = self.max_waves_per_eu;
        if n < self.vgpr_granule {
            return w;
        }
        (self.total_vgprs / align_up(n, self.vgpr_granule)).clamp(1, w)
    }

    /// `occS`: waves per EU allowed by `n` SGPRs.
    ///
    /// Deliberately **not** clamped to `W` on gfx8/9: gfx90a-class targets
    /// (W = 8) still get 10 or 9 for small counts, exactly like LLVM. The
    /// pressure comparison decides "which register file matters" on these
    /// unclamped numbers (regpressure.md §5), so clamping here would change
    /// scheduling decisions.
    pub fn occupancy_with_sgprs(&self, n: u32) -> u32 {
        if self.generation >= 10 {
            return self.max_waves_per_eu;
        }
        let ladder: &[(u32, u32)] = if self.generation >= 8 {
            &[(80, 10), (88, 9), (100, 8)]
        } else {
            &[(48, 10), (56, 9), (64, 8), (72, 7), (80, 6)]
        };
        let last = if self.generation >= 8 { 7 } else { 5 };
        ladder
            .iter()
            .find(|(limit, _)| n <= *limit)
            .map_or(last, |(_, waves)| *waves)
    }

    /// The VGPR count the occupancy formula sees for `arch` VGPRs and `acc`
    /// AGPRs: on a unified file the AGPRs start at a 4-aligned offset after
    /// the arch VGPRs; elsewhere the two files are separate and the larger
    /// one limits.
    pub fn unified_vgprs(&self, arch: u32, acc: u32) -> u32 {
        if self.gfx90a_insts && acc > 0 {
            align_up(arch, 4).saturating_add(acc)
        } else {
            arch.max(acc)
        }
    }

    /// Most VGPRs a wave may use while `w` waves still fit.
    pub fn max_vgprs_for_waves(&self, w: u32) -> u32 {
        let w = w.max(1);
        align_down(self.total_vgprs / w, self.vgpr_granule).min(self.addressable_vgprs)
    }

    /// Fewest VGPRs that already force occupancy down to at most `w`; 0 when
    /// no count does (w at or above the limit the file itself imposes).
    pub fn min_vgprs_for_waves(&self, w: u32) -> u32 {
        let w = w.max(1);
        let max_w = self.max_waves_per_eu;
        if w >= max_w {
            return 0;
        }
        let total = self.total_vgprs;
        let granule = self.vgpr_granule;
        let at_w = align_down(total / w, granule);
        if at_w == align_down(total / max_w, granule) {
            return 0;
        }
        // Occupancy can never fall below what the addressable maximum
        // gives, so smaller wave counts share that count's answer.
        let floor_w = self.occupancy_with_vgprs(self.addressable_vgprs);
        if w < floor_w {
            return self.min_vgprs_for_waves(floor_w);
        }
        let at_next = align_down(total / (w + 1), granule);
        let below = at_w
            .checked_sub(granule)
            .map_or(at_next, |b| b.min(at_next));
        (below + 1).min(self.addressable_vgprs)
    }

    /// Most SGPRs a wave may use while `w` waves still fit. `addressable`
    /// caps at what instructions can name; without it gfx8+ allows 112
    /// (room for VCC/XNACK/flat-scratch above the addressable ones) and
    /// gfx10+ allows 108.
    pub fn max_sgprs_for_waves(&self, w: u32, addressable: bool) -> u32 {
        let w = w.max(1);
        if self.generation >= 10 {
            return if addressable {
                self.addressable_sgprs
            } else {
                108
            };
        }
        let cap = if self.generation >= 8 && !addressable {
            112
        } else {
            self.addressable_sgprs
        };
        let per_wave = self.without_trap_sgprs(self.total_sgprs / w);
        align_down(per_wave, self.sgpr_granule).min(cap)
    }

    /// Fewest SGPRs that already force occupancy down to at most `w`; 0 on
    /// gfx10+ (SGPRs never limit there) and for `w >= W`.
    pub fn min_sgprs_for_waves(&self, w: u32) -> u32 {
        let w = w.max(1);
        if self.generation >= 10 || w >= self.max_waves_per_eu {
            return 0;
        }
        let per_wave = self.without_trap_sgprs(self.total_sgprs / (w + 1));
        (align_down(per_wave, self.sgpr_granule) + 1).min(self.addressable_sgprs)
    }

    fn without_trap_sgprs(&self, n: u32) -> u32 {
        if self.trap_handler {
            n - n.min(TRAP_HANDLER_SGPRS)
        } else {
            n
        }
    }

    /// SGPRs the backend adds on top of the explicitly used ones for VCC,
    /// flat scratch and the XNACK mask (what turns `NumSgprs` into
    /// `TotalNumSgprs`). Architected flat scratch always counts as used.
    pub fn extra_sgprs(&self, vcc_used: bool, flat_scratch_used: bool) -> u32 {
        let mut extra = if vcc_used { 2 } else { 0 };
        if self.generation >= 10 {
            return extra;
        }
        if self.generation < 8 {
            if flat_scratch_used {
                extra = 4;
            }
        } else {
            if self.xnack.is_on_or_any() {
                extra = 4;
            }
            if flat_scratch_used || self.architected_flat_scratch {
                extra = 6;
            }
        }
        extra
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(cpu: &str, mattr: &str) -> GcnTarget {
        GcnTarget::from_cpu(cpu, mattr).unwrap()
    }

    /// Check a §3.1 step table: occupancy at every count from 0 to 600 must
    /// equal the value of the last step at or below that count.
    fn check_steps(t: &GcnTarget, steps: &[(u32, u32)]) {
        for n in 0..=600 {
            let want = steps.iter().rev().find(|(from, _)| *from <= n).unwrap().1;
            assert_eq!(t.occupancy_with_vgprs(n), want, "{} {n} VGPRs", t.cpu());
        }
    }

    #[rustfmt::skip]
    #[test]
    fn spec_3_1_vgpr_step_tables() {
        let gfx9 = [(0, 10), (25, 9), (29, 8), (33, 7), (37, 6), (41, 5), (49, 4), (65, 3), (85, 2), (129, 1)];
        for cpu in ["gfx900", "gfx906", "gfx908"] {
            check_steps(&target(cpu, ""), &gfx9);
        }
        let gfx90a = [(0, 8), (65, 7), (73, 6), (81, 5), (97, 4), (129, 3), (169, 2), (257, 1)];
        for cpu in ["gfx90a", "gfx942", "gfx950"] {
            check_steps(&target(cpu, ""), &gfx90a);
        }
        check_steps(
            &target("gfx1010", ""),
            &[(0, 20), (49, 18), (57, 16), (65, 14), (73, 12), (81, 11), (89, 10), (97, 9),
              (113, 8), (129, 7), (145, 6), (169, 5), (201, 4), (257, 3), (337, 2), (513, 1)],
        );
        check_steps(
            &target("gfx1030", ""),
            &[(0, 16), (65, 12), (81, 10), (97, 9), (113, 8), (129, 7), (145, 6), (161, 5),
              (193, 4), (257, 3), (337, 2), (513, 1)],
        );
        check_steps(
            &target("gfx1030", "+wavefrontsize64"),
            &[(0, 16), (33, 12), (41, 10), (49, 9), (57, 8), (65, 7), (73, 6), (81, 5),
              (97, 4), (129, 3), (169, 2), (257, 1)],
        );
        let w32 = [(0, 16), (97, 12), (121, 10), (145, 9), (169, 8), (193, 7), (217, 6),
                   (241, 5), (289, 4), (385, 3), (505, 2), (769, 1)];
        let w64 = [(0, 16), (49, 12), (61, 10), (73, 9), (85, 8), (97, 7), (109, 6),
                   (121, 5), (145, 4), (193, 3), (253, 2), (385, 1)];
        for cpu in ["gfx1100", "gfx1200"] {
            check_steps(&target(cpu, ""), &w32);
            check_steps(&target(cpu, "+wavefrontsize64"), &w64);
        }
    }

    #[test]
    fn spec_3_1_unified_vgpr_count() {
        let gfx90a = target("gfx90a", "");
        assert_eq!(gfx90a.unified_vgprs(64, 0), 64);
        assert_eq!(gfx90a.unified_vgprs(64, 1), 65);
        assert_eq!(gfx90a.unified_vgprs(61, 4), 68);
        assert_eq!(gfx90a.unified_vgprs(0, 64), 64);
        assert_eq!(target("gfx942", "").unified_vgprs(65, 64), 132);
        // gfx908: separate files.
        assert_eq!(target("gfx908", "").unified_vgprs(3, 31), 31);
        assert_eq!(target("gfx908", "").unified_vgprs(40, 31), 40);
    }

    #[rustfmt::skip]
    #[test]
    fn spec_3_2_sgpr_ladders() {
        let gfx9 = target("gfx906", "");
        for (n, want) in [(0, 10), (80, 10), (81, 9), (88, 9), (89, 8), (100, 8), (101, 7), (112, 7)] {
            assert_eq!(gfx9.occupancy_with_sgprs(n), want, "gfx906 {n}");
        }
        // Not clamped to W = 8 on the gfx90a class.
        let gfx90a = target("gfx90a", "");
        assert_eq!(gfx90a.occupancy_with_sgprs(4), 10);
        assert_eq!(gfx90a.occupancy_with_sgprs(85), 9);
        let gfx6 = target("gfx600", "");
        for (n, want) in [(48, 10), (49, 9), (56, 9), (57, 8), (64, 8), (65, 7), (72, 7), (73, 6), (80, 6), (81, 5), (104, 5)] {
            assert_eq!(gfx6.occupancy_with_sgprs(n), want, "gfx600 {n}");
        }
        for cpu in ["gfx1010", "gfx1030", "gfx1100"] {
            let t = target(cpu, "");
            assert_eq!(t.occupancy_with_sgprs(106), t.max_waves_per_eu());
        }
    }

    #[test]
    fn spec_3_3_gfx900_rows_without_trap_handler() {
        let t = target("gfx900", "-trap-handler");
        // (w, maxS(false), maxS(true), minS, maxV, minV)
        for (w, max_f, max_t, min_s, max_v, min_v) in [
            (1, 112, 102, 102, 256, 129),
            (4, 112, 102, 102, 64, 49),
            (8, 96, 96, 81, 32, 29),
            (10, 80, 80, 0, 24, 0),
        ] {
            assert_eq!(t.max_sgprs_for_waves(w, false), max_f, "maxS(F) w={w}");
            assert_eq!(t.max_sgprs_for_waves(w, true), max_t, "maxS(T) w={w}");
            assert_eq!(t.min_sgprs_for_waves(w), min_s, "minS w={w}");
            assert_eq!(t.max_vgprs_for_waves(w), max_v, "maxV w={w}");
            assert_eq!(t.min_vgprs_for_waves(w), min_v, "minV w={w}");
        }
    }

    #[test]
    fn spec_3_3_trap_handler_subtracts_16() {
        // §8 row "gfx900, 10 v, LDS 16384" pads SGPRs to 65 at Wmax = 8:
        // 800/9 = 88, minus 16 = 72, aligned to 64, plus one.
        let hsa = target("gfx900", "");
        assert_eq!(hsa.min_sgprs_for_waves(8), 65);
        assert_eq!(hsa.max_sgprs_for_waves(8, true), 80); // 100 - 16 -> 84 -> 80
        assert_eq!(hsa.max_sgprs_for_waves(10, false), 64);
        // gfx10+ ignores the trap handler and the wave count.
        let gfx10 = target("gfx1030", "");
        assert_eq!(gfx10.max_sgprs_for_waves(16, true), 106);
        assert_eq!(gfx10.max_sgprs_for_waves(1, false), 108);
        assert_eq!(gfx10.min_sgprs_for_waves(2), 0);
    }

    #[test]
    fn spec_5_padding_examples() {
        // NumVGPRsForWavesPerEU values observed in §8 (minVGPRs(Wmax)).
        assert_eq!(target("gfx900", "").min_vgprs_for_waves(4), 49);
        assert_eq!(target("gfx900", "").min_vgprs_for_waves(5), 41);
        assert_eq!(target("gfx900", "").min_vgprs_for_waves(6), 37);
        assert_eq!(target("gfx90a", "").min_vgprs_for_waves(4), 97);
        assert_eq!(target("gfx1010", "").min_vgprs_for_waves(16), 57);
        assert_eq!(
            target("gfx1010", "+wavefrontsize64").min_vgprs_for_waves(4),
            101
        );
        assert_eq!(target("gfx1030", "").min_vgprs_for_waves(2), 193);
        assert_eq!(target("gfx1030", "").min_vgprs_for_waves(12), 65);
        assert_eq!(target("gfx1100", "").min_vgprs_for_waves(4), 241);
        assert_eq!(target("gfx900", "").min_sgprs_for_waves(4), 102);
        assert_eq!(target("gfx900", "").min_sgprs_for_waves(6), 97);
    }

    #[rustfmt::skip]
    #[test]
    fn inverse_functions_bracket_the_forward_one() {
        for (cpu, mattr) in [
            ("gfx600", ""), ("gfx900", ""), ("gfx90a", ""), ("gfx1010", ""),
            ("gfx1030", "+wavefrontsize64"), ("gfx1100", ""), ("gfx1200", "+wavefrontsize64"),
        ] {
            let t = target(cpu, mattr);
            for w in 1..=t.max_waves_per_eu() {
                let max_v = t.max_vgprs_for_waves(w);
                assert!(t.occupancy_with_vgprs(max_v) >= w, "{cpu} w={w}");
                assert!(t.occupancy_with_vgprs(max_v + t.vgpr_granule()) < w || max_v == t.addressable_vgprs(), "{cpu} w={w}");
                // The padding always lands on the first count of a new step.
                let min_v = t.min_vgprs_for_waves(w);
                if min_v > 0 {
                    assert!(min_v <= max_v + 1 || w < t.occupancy_with_vgprs(t.addressable_vgprs()), "{cpu} w={w}");
                    assert!(t.occupancy_with_vgprs(min_v - 1) > t.occupancy_with_vgprs(min_v), "{cpu} w={w}");
                }
            }
        }
    }

    #[rustfmt::skip]
    #[test]
    fn extra_sgprs_match_spec_table() {
        // (cpu, mattr, [vcc, vcc+flat scratch, vcc+xnack]) from §2 "extra S".
        for (cpu, mattr, want) in [
            ("gfx600", "", [2, 4, 2]),
            ("gfx700", "", [2, 4, 2]),
            ("gfx900", "-xnack", [2, 6, 2]),
            ("gfx900", "+xnack", [4, 6, 4]),
            ("gfx942", "", [6, 6, 6]),
            ("gfx950", "", [6, 6, 6]),
            ("gfx1030", "", [2, 2, 2]),
            ("gfx1100", "", [2, 2, 2]),
        ] {
            let t = target(cpu, mattr);
            assert_eq!(t.extra_sgprs(true, false), want[0], "{cpu} {mattr}");
            assert_eq!(t.extra_sgprs(true, true), want[1], "{cpu} {mattr}");
        }
        // gfx803 has no XNACK at all, so only VCC/flat scratch count.
        assert_eq!(target("gfx803", "").extra_sgprs(true, false), 2);
    }
}
