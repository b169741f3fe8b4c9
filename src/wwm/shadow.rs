//! Shadow mode: our choices next to the in-tree pass's, for users who want
//! to check parity on their own code. Our pass runs first without changing
//! anything; after LLVM's pass the shim reads, at each def we assigned, the
//! register LLVM wrote there, plus LLVM's `wwmReservedRegs`.

use super::session::Session;
use crate::funcinfo::edit::wwm_reserved;

/// What the def operand of one of our WWM values holds after LLVM's pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Observed {
    pub vreg: u32,
    /// Our register at that operand (sub-register index resolved).
    pub ours: String,
    /// LLVM's; `None` if LLVM left the operand virtual.
    pub llvm: Option<String>,
}

/// The report lines and whether everything agreed.
pub fn report(
    s: &Session,
    observed: &[Observed],
    yaml_after: &str,
) -> Result<(bool, String), String> {
    let f = s.function();
    let ours_reserved = wwm_reserved(&s.reserve_text(&f.mfi_yaml)?)?;
    let llvm_reserved = wwm_reserved(yaml_after)?;
    let mut diffs = Vec::new();
    for o in observed {
        if o.llvm.as_deref() != Some(o.ours.as_str()) {
            let at = s
                .assignments()
                .iter()
                .find(|a| a.vreg == o.vreg)
                .map(|a| {
                    let b = &f.blocks[a.def.block];
                    format!(
                        " defined by {} in bb.{}",
                        b.instrs[a.def.instr].opcode_name, b.number
                    )
                })
                .unwrap_or_default();
            diffs.push(format!(
                "  %{}{at}: gcnrs {}, si-pre-allocate-wwm-regs {}",
                o.vreg,
                o.ours,
                o.llvm.as_deref().unwrap_or("(left virtual)")
            ));
        }
    }
    if ours_reserved != llvm_reserved {
        diffs.push(format!(
            "  wwmReservedRegs: gcnrs [{}], si-pre-allocate-wwm-regs [{}]",
            ours_reserved.join(", "),
            llvm_reserved.join(", ")
        ));
    }
    let n = s.assignments().len();
    if diffs.is_empty() {
        if n == 0 {
            return Ok((true, String::new()));
        }
        return Ok((
            true,
            format!(
                "gcnrs-wwm-shadow: {}: same registers as si-pre-allocate-wwm-regs for {n} WWM value(s); \
                 wwmReservedRegs [{}]\n",
                f.name,
                llvm_reserved.join(", ")
            ),
        ));
    }
    Ok((
        false,
        format!(
            "gcnrs-wwm-shadow: {}: DIFFERENT from si-pre-allocate-wwm-regs ({n} WWM value(s)):\n{}\n",
            f.name,
            diffs.join("\n")
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snapshot::Reg;
    use crate::wwm::choose::{Candidate, Interference};
    use crate::wwm::function::{WwmBlock, WwmFunction};
    use crate::wwm::plan::tests::{mi, vgpr};
    use crate::wwm::session::Step;

    fn finished_session() -> Session {
        let f = WwmFunction {
            name: "g".into(),
            blocks: vec![WwmBlock {
                number: 0,
                instrs: vec![
                    mi("ENTER_STRICT_WWM", &[]),
                    mi("COPY", &[Reg::Virt(0)]),
                    mi("EXIT_STRICT_WWM", &[]),
                ],
                succs: vec![],
            }],
            vregs: vec![vgpr()],
            prealloc_sgpr_spill_vgprs: false,
            mfi_yaml:
                "machineFunctionInfo:\n  wwmReservedRegs:\n    - '$vgpr63'\n  occupancy: 10\n"
                    .into(),
        };
        let mut s = Session::new(f);
        while let Ok(step) = s.next_step() {
            match step {
                Step::Candidates { .. } => s
                    .candidates(vec![Candidate {
                        phys: 7,
                        name: "$vgpr2".into(),
                        used: false,
                    }])
                    .unwrap(),
                Step::Interference { .. } => s.interference(Interference::Free).unwrap(),
                Step::Assign { .. } | Step::Describe { .. } => {}
                Step::Done => break,
            }
        }
        s
    }

    const AFTER: &str =
        "machineFunctionInfo:\n  wwmReservedRegs:\n    - '$vgpr63'\n    - '$vgpr2'\n";

    #[test]
    fn agreement() {
        let s = finished_session();
        let obs = [Observed {
            vreg: 0,
            ours: "$vgpr2".into(),
            llvm: Some("$vgpr2".into()),
        }];
        let (ok, text) = report(&s, &obs, AFTER).unwrap();
        assert!(ok);
        assert!(
            text.contains("for 1 WWM value(s); wwmReservedRegs [$vgpr63, $vgpr2]"),
            "{text}"
        );
    }

    #[test]
    fn differences_in_operands_and_in_the_reserved_set() {
        let s = finished_session();
        let obs = [Observed {
            vreg: 0,
            ours: "$vgpr2".into(),
            llvm: Some("$vgpr3".into()),
        }];
        let after = AFTER.replace("$vgpr2", "$vgpr3");
        let (ok, text) = report(&s, &obs, &after).unwrap();
        assert!(!ok);
        assert!(
            text.contains(
                "%0 defined by COPY in bb.0: gcnrs $vgpr2, si-pre-allocate-wwm-regs $vgpr3"
            ),
            "{text}"
        );
        assert!(text.contains(
            "wwmReservedRegs: gcnrs [$vgpr63, $vgpr2], si-pre-allocate-wwm-regs [$vgpr63, $vgpr3]"
        ));
        let obs = [Observed {
            vreg: 0,
            ours: "$vgpr2".into(),
            llvm: None,
        }];
        let (ok, text) = report(&s, &obs, AFTER).unwrap();
        assert!(!ok && text.contains("(left virtual)"), "{text}");
    }
}
