//! What an instruction means to the pass, from its opcode *name*: opcode
//! numbers change with every LLVM release, names are stable, and AMDGPU's
//! opcode enum is not public anyway.

/// The role of an opcode in LLVM 22's pass (wwm-prealloc.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Opens a strict WWM/WQM region; the marker itself defines nothing of
    /// interest.
    RegionStart,
    /// Closes the region.
    RegionEnd,
    /// An SGPR spilled into a VGPR lane. Pre-allocated only on request;
    /// otherwise skipped even inside a region, because SIWholeQuadMode puts
    /// such spills inside WWM regions at -O0 and LLVM 22 does not treat
    /// them as WWM values.
    SgprSpillToVgpr,
    Other,
}

pub fn role(opcode_name: &str) -> Role {
    match opcode_name {
        "ENTER_STRICT_WWM" | "ENTER_STRICT_WQM" => Role::RegionStart,
        "EXIT_STRICT_WWM" | "EXIT_STRICT_WQM" => Role::RegionEnd,
        "SI_SPILL_S32_TO_VGPR" => Role::SgprSpillToVgpr,
        _ => Role::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_of_older_releases_are_not_markers_in_22() {
        // ENTER_PSEUDO_WM / V_SET_INACTIVE_B64 existed in LLVM <= 18 only;
        // V_SET_INACTIVE_B32 is a WWM def only because si-wqm puts it inside
        // a strict-WWM region.
        for n in [
            "ENTER_PSEUDO_WM",
            "EXIT_PSEUDO_WM",
            "V_SET_INACTIVE_B32",
            "STRICT_WWM",
            "WWM_COPY",
        ] {
            assert_eq!(role(n), Role::Other, "{n}");
        }
        assert_eq!(role("ENTER_STRICT_WQM"), Role::RegionStart);
        assert_eq!(role("EXIT_STRICT_WWM"), Role::RegionEnd);
        assert_eq!(role("SI_SPILL_S32_TO_VGPR"), Role::SgprSpillToVgpr);
        assert_eq!(role("SI_RESTORE_S32_FROM_VGPR"), Role::Other);
    }
}
