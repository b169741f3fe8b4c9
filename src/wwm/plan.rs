//! Which virtual registers are WWM definitions, in the order LLVM assigns
//! them.
//!
//! Blocks in reverse post-order: every WWM value is defined before its uses
//! are reached, and regions never span blocks (the region flag starts false
//! in every block). Within a region, every explicit def of a pure-VGPR
//! virtual register asks for a register, once: a vreg that already has one
//! (a second def of a tied vreg, or one VirtRegMap knew before the pass) is
//! skipped, like LLVM's `VRM->hasPhys` test.

use super::function::WwmFunction;
use super::opcodes::{role, Role};
use super::rpo::reverse_post_order;
use crate::snapshot::Reg;

/// One WWM definition: the vreg and where it is (first) defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WwmDef {
    pub vreg: u32,
    pub block: usize,
    pub instr: usize,
}

pub fn wwm_defs(f: &WwmFunction) -> Vec<WwmDef> {
    let succs: Vec<Vec<usize>> = f.blocks.iter().map(|b| b.succs.clone()).collect();
    let mut planned = vec![false; f.vregs.len()];
    let mut out = Vec::new();
    let mut consider = |reg: Reg, block: usize, instr: usize, out: &mut Vec<WwmDef>| {
        let Reg::Virt(v) = reg else { return };
        let Some(info) = f.vregs.get(v as usize) else {
            return;
        };
        if !info.is_pure_vgpr() || info.assigned || planned[v as usize] {
            return;
        }
        planned[v as usize] = true;
        out.push(WwmDef {
            vreg: v,
            block,
            instr,
        });
    };
    for b in reverse_post_order(&succs) {
        let mut in_wwm = false;
        for (i, mi) in f.blocks[b].instrs.iter().enumerate() {
            match role(&mi.opcode_name) {
                Role::SgprSpillToVgpr => {
                    if f.prealloc_sgpr_spill_vgprs {
                        if let Some(&d) = mi.defs.first() {
                            consider(d, b, i, &mut out);
                        }
                    }
                }
                Role::RegionStart => in_wwm = true,
                Role::RegionEnd => in_wwm = false,
                Role::Other if in_wwm => {
                    for &d in &mi.defs {
                        consider(d, b, i, &mut out);
                    }
                }
                Role::Other => {}
            }
        }
    }
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::wwm::function::{WwmBlock, WwmInstr, WwmVReg};

    pub fn mi(op: &str, defs: &[Reg]) -> WwmInstr {
        WwmInstr {
            opcode_name: op.into(),
            defs: defs.to_vec(),
        }
    }
    pub fn vgpr() -> WwmVReg {
        WwmVReg {
            class_name: "vgpr_32".into(),
            tsflags: Some(0x5),
            assigned: false,
        }
    }

    fn func(blocks: Vec<(Vec<WwmInstr>, Vec<usize>)>, vregs: Vec<WwmVReg>) -> WwmFunction {
        WwmFunction {
            name: "f".into(),
            blocks: blocks
                .into_iter()
                .enumerate()
                .map(|(n, (instrs, succs))| WwmBlock {
                    number: n as u32,
                    instrs,
                    succs,
                })
                .collect(),
            vregs,
            prealloc_sgpr_spill_vgprs: false,
            mfi_yaml: String::new(),
        }
    }

    const V: fn(u32) -> Reg = Reg::Virt;

    #[test]
    fn only_explicit_defs_inside_regions_of_pure_vgpr_class() {
        let mut vregs = vec![vgpr(); 8];
        vregs[3] = WwmVReg {
            class_name: "av_32".into(),
            tsflags: Some(0xd),
            assigned: false,
        };
        vregs[4] = WwmVReg {
            class_name: "vs_32".into(),
            tsflags: Some(0x15),
            assigned: false,
        };
        vregs[5].assigned = true;
        let f = func(
            vec![(
                vec![
                    mi("V_MOV_B32_e32", &[V(0)]),
                    mi("ENTER_STRICT_WWM", &[Reg::Phys(1)]),
                    mi("V_SET_INACTIVE_B32", &[V(1)]),
                    mi("V_ADD_U32_e32", &[V(2)]),
                    mi("COPY", &[V(3)]),
                    mi("COPY", &[V(4)]),
                    mi("COPY", &[V(5)]),
                    mi("V_MOV_B32_dpp", &[V(2)]),
                    mi("EXIT_STRICT_WWM", &[Reg::Phys(1)]),
                    mi("V_MOV_B32_e32", &[V(6)]),
                ],
                vec![],
            )],
            vregs,
        );
        let got: Vec<u32> = wwm_defs(&f).iter().map(|d| d.vreg).collect();
        assert_eq!(got, vec![1, 2]);
    }

    #[test]
    fn regions_end_with_their_block_and_blocks_go_in_rpo() {
        // Block 0 opens a region without closing it, then branches to 2
        // before 1; block 1 has defs but no region; block 3 is unreachable.
        let f = func(
            vec![
                (
                    vec![mi("ENTER_STRICT_WQM", &[]), mi("V_MOV_B32_e32", &[V(0)])],
                    vec![2, 1],
                ),
                (
                    vec![
                        mi("V_MOV_B32_e32", &[V(1)]),
                        mi("ENTER_STRICT_WWM", &[]),
                        mi("X", &[V(2)]),
                    ],
                    vec![],
                ),
                (
                    vec![
                        mi("V_MOV_B32_e32", &[V(3)]),
                        mi("ENTER_STRICT_WWM", &[]),
                        mi("X", &[V(4)]),
                    ],
                    vec![1],
                ),
                (vec![mi("ENTER_STRICT_WWM", &[]), mi("X", &[V(5)])], vec![1]),
            ],
            vec![vgpr(); 6],
        );
        let got: Vec<u32> = wwm_defs(&f).iter().map(|d| d.vreg).collect();
        assert_eq!(got, vec![0, 4, 2]);
    }

    #[test]
    fn sgpr_spill_lanes_only_on_request() {
        let body = vec![
            mi("ENTER_STRICT_WWM", &[]),
            mi("SI_SPILL_S32_TO_VGPR", &[V(0)]),
            mi("EXIT_STRICT_WWM", &[]),
            mi("SI_SPILL_S32_TO_VGPR", &[V(1)]),
        ];
        let mut f = func(vec![(body, vec![])], vec![vgpr(); 2]);
        assert!(wwm_defs(&f).is_empty());
        f.prealloc_sgpr_spill_vgprs = true;
        let got: Vec<u32> = wwm_defs(&f).iter().map(|d| d.vreg).collect();
        assert_eq!(got, vec![0, 1]);
    }
}
