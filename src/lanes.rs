//! Lane masks as AMDGPU defines them: two bits per 32-bit register, so that
//! the 16-bit halves (`lo16`, `hi16`) of every 32-bit register have a lane
//! of their own. Register `k` of a tuple owns bits `2k` and `2k+1`.

/// A sub-register lane mask (LLVM's `LaneBitmask` on AMDGPU fits in 64 bits).
pub type LaneMask = u64;

/// Number of 32-bit registers touched by `mask`: a pair of lanes counts once
/// if either half is set, because a live 16-bit half still occupies the
/// whole 32-bit register.
pub fn covered_regs(mask: LaneMask) -> u32 {
    const EVEN: u64 = 0x5555_5555_5555_5555;
    ((mask | (mask >> 1)) & EVEN).count_ones()
}

/// LLVM's `PrintLaneMask`: sixteen upper-case hex digits.
pub fn fmt_lanes(mask: LaneMask) -> String {
    format!("{mask:016X}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_count_as_whole_registers() {
        assert_eq!(covered_regs(0x1), 1); // hi16
        assert_eq!(covered_regs(0x2), 1); // lo16
        assert_eq!(covered_regs(0x3), 1); // sub0
        assert_eq!(covered_regs(0xC), 1); // sub1
        assert_eq!(covered_regs(0x9), 2); // lo16 of sub1, hi16 of sub0
        assert_eq!(covered_regs(0xF0), 2); // sub2_sub3
        assert_eq!(covered_regs(u64::MAX), 32); // vreg_1024
        assert_eq!(covered_regs(0), 0);
    }

    #[test]
    fn prints_like_llvm() {
        assert_eq!(fmt_lanes(0xC), "000000000000000C");
        assert_eq!(fmt_lanes(u64::MAX), "FFFFFFFFFFFFFFFF");
    }
}
