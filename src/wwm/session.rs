//! The command loop the shim drives.
//!
//! Interference depends on what was assigned before (LiveRegMatrix), and
//! each question may have side effects in LLVM, so the shim cannot export
//! all answers up front. Instead it asks for the next step, carries it out
//! (report candidates, answer one interference question, assign) and asks
//! again, until `Done`. Every decision stays here. The text of an
//! instruction is only asked for when a diagnostic needs it: printing every
//! instruction up front would cost more than the whole pass.

use super::choose::{Candidate, Chooser, Interference, Need};
use super::function::WwmFunction;
use super::plan::{wwm_defs, WwmDef};
use crate::funcinfo;

/// What the shim must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Report the allocation order of `vreg`'s class with "used" bits.
    Candidates { vreg: u32 },
    /// Answer `LiveRegMatrix::checkInterference(LI(vreg), phys)`.
    Interference { vreg: u32, phys: u32 },
    /// `LiveRegMatrix::assign(LI(vreg), phys)`.
    Assign { vreg: u32, phys: u32 },
    /// Report the text of instruction `instr` of block `block` (indices into
    /// the export) for a diagnostic.
    Describe { block: usize, instr: usize },
    /// All WWM values have registers.
    Done,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub vreg: u32,
    pub phys: u32,
    /// MIR spelling of `phys`.
    pub name: String,
    pub def: WwmDef,
}

enum State {
    Idle,
    AwaitCandidates,
    Choosing(Chooser),
    /// No register for `def`: waiting for its instruction's text.
    AwaitDescription {
        def: WwmDef,
        chooser: Chooser,
    },
    Failed(String),
    Finished,
}

pub struct Session {
    func: WwmFunction,
    defs: Vec<WwmDef>,
    cursor: usize,
    state: State,
    assigned: Vec<Assignment>,
}

impl Session {
    pub fn new(func: WwmFunction) -> Session {
        let defs = wwm_defs(&func);
        tracing::debug!(target: "gcnrs::wwm", function = %func.name, wwm_defs = defs.len(), "plan");
        Session {
            func,
            defs,
            cursor: 0,
            state: State::Idle,
            assigned: Vec::new(),
        }
    }

    pub fn function(&self) -> &WwmFunction {
        &self.func
    }

    pub fn defs(&self) -> &[WwmDef] {
        &self.defs
    }

    pub fn assignments(&self) -> &[Assignment] {
        &self.assigned
    }

    pub fn is_finished(&self) -> bool {
        matches!(self.state, State::Finished)
    }

    fn current(&self) -> Result<WwmDef, String> {
        self.defs
            .get(self.cursor)
            .copied()
            .ok_or_else(|| "no WWM value in progress".to_string())
    }

    pub fn next_step(&mut self) -> Result<Step, String> {
        match &mut self.state {
            State::Finished => Ok(Step::Done),
            State::Failed(msg) => Err(msg.clone()),
            State::AwaitDescription { .. } => Err("next step asked before the description".into()),
            State::AwaitCandidates => {
                Err("next step asked before the candidates were reported".into())
            }
            State::Idle => match self.defs.get(self.cursor) {
                None => {
                    self.state = State::Finished;
                    Ok(Step::Done)
                }
                Some(d) => {
                    let vreg = d.vreg;
                    self.state = State::AwaitCandidates;
                    Ok(Step::Candidates { vreg })
                }
            },
            State::Choosing(ch) => {
                let need = ch.need();
                let def = self.defs[self.cursor];
                match need {
                    Need::Interference(i) => Ok(Step::Interference {
                        vreg: def.vreg,
                        phys: ch.candidates()[i].phys,
                    }),
                    Need::Chosen(i) => {
                        let c = &ch.candidates()[i];
                        let a = Assignment {
                            vreg: def.vreg,
                            phys: c.phys,
                            name: c.name.clone(),
                            def,
                        };
                        tracing::debug!(
                            target: "gcnrs::wwm",
                            vreg = def.vreg,
                            reg = %a.name,
                            rejected = ?ch.rejected,
                            "assign"
                        );
                        let step = Step::Assign {
                            vreg: def.vreg,
                            phys: c.phys,
                        };
                        self.assigned.push(a);
                        self.cursor += 1;
                        self.state = State::Idle;
                        Ok(step)
                    }
                    Need::Exhausted => {
                        let chooser = ch.clone();
                        self.state = State::AwaitDescription { def, chooser };
                        Ok(Step::Describe {
                            block: def.block,
                            instr: def.instr,
                        })
                    }
                }
            }
        }
    }

    pub fn candidates(&mut self, c: Vec<Candidate>) -> Result<(), String> {
        if !matches!(self.state, State::AwaitCandidates) {
            return Err("candidates reported but not asked for".into());
        }
        self.current()?;
        self.state = State::Choosing(Chooser::new(c));
        Ok(())
    }

    /// The text asked for by `Step::Describe`; the next step is the error.
    pub fn describe(&mut self, text: &str) -> Result<(), String> {
        match &self.state {
            State::AwaitDescription { def, chooser } => {
                let msg = no_register(&self.func, *def, chooser, text);
                self.state = State::Failed(msg);
                Ok(())
            }
            _ => Err("description given but not asked for".into()),
        }
    }

    pub fn interference(&mut self, kind: Interference) -> Result<(), String> {
        match &mut self.state {
            State::Choosing(ch) => ch.answer(kind).map(|_| ()),
            _ => Err("interference answered but not asked".into()),
        }
    }

    /// The function info with every chosen register appended to
    /// `wwmReservedRegs`, in assignment order (LLVM reserves them in that
    /// order; the set ignores repeats).
    pub fn reserve_text(&self, yaml: &str) -> Result<String, String> {
        if !self.is_finished() {
            return Err("reservation asked before every WWM value has a register".into());
        }
        let names: Vec<String> = self.assigned.iter().map(|a| a.name.clone()).collect();
        funcinfo::add_wwm_reserved(yaml, &names)
    }
}

fn no_register(func: &WwmFunction, def: WwmDef, ch: &Chooser, text: &str) -> String {
    let v = &func.vregs[def.vreg as usize];
    let text = text.trim();
    let r = ch.rejected;
    format!(
        "no free register for the whole-wave value %{} ({}) in function '{}', defined by `{}` \
             in bb.{}: of the {} registers in its allocation order, {} are used in the function, \
             {} are clobbered by a call the value lives across, {} overlap fixed-register live \
             ranges and {} hold other whole-wave values",
        def.vreg,
        v.class_name,
        func.name,
        text,
        func.blocks[def.block].number,
        ch.candidates().len(),
        r.used,
        r.reg_mask,
        r.reg_unit,
        r.virt_reg
    )
}

/// `'$' + lower-case(TRI->getName(P))`, the MIR spelling.
pub fn mir_name(tri_name: &str) -> String {
    format!("${}", tri_name.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snapshot::Reg;
    use crate::wwm::function::{WwmBlock, WwmVReg};
    use crate::wwm::plan::tests::{mi, vgpr};

    fn func() -> WwmFunction {
        let body = vec![
            mi("ENTER_STRICT_WWM", &[]),
            mi("V_SET_INACTIVE_B32", &[Reg::Virt(0)]),
            mi("V_ADD_U32_e32", &[Reg::Virt(1)]),
            mi("EXIT_STRICT_WWM", &[]),
        ];
        WwmFunction {
            name: "k".into(),
            blocks: vec![WwmBlock {
                number: 0,
                instrs: body,
                succs: vec![],
            }],
            vregs: vec![
                vgpr(),
                WwmVReg {
                    class_name: "vreg_64".into(),
                    tsflags: Some(0x6),
                    assigned: false,
                },
            ],
            prealloc_sgpr_spill_vgprs: false,
            mfi_yaml: String::new(),
        }
    }

    fn cands(n: u32, used: &[u32]) -> Vec<Candidate> {
        (0..n)
            .map(|i| Candidate {
                phys: i,
                name: mir_name(&format!("VGPR{i}")),
                used: used.contains(&i),
            })
            .collect()
    }

    /// Simulated LiveRegMatrix: registers in `busy` interfere as fixed
    /// ranges, and every value interferes with every other one.
    fn drive(s: &mut Session, n: u32, used: &[u32], busy: &[u32]) -> Result<Vec<String>, String> {
        let mut taken: Vec<u32> = Vec::new();
        loop {
            match s.next_step()? {
                Step::Candidates { .. } => s.candidates(cands(n, used))?,
                Step::Interference { phys, .. } => s.interference(if busy.contains(&phys) {
                    Interference::RegUnit
                } else if taken.contains(&phys) {
                    Interference::VirtReg
                } else {
                    Interference::Free
                })?,
                Step::Assign { phys, .. } => taken.push(phys),
                Step::Describe { block, instr } => {
                    let t = s.function().blocks[block].instrs[instr].opcode_name.clone() + " ...";
                    s.describe(&t)?
                }
                Step::Done => break,
            }
        }
        Ok(s.assignments().iter().map(|a| a.name.clone()).collect())
    }

    #[test]
    fn assigns_in_plan_order_and_reserves_in_that_order() {
        let mut s = Session::new(func());
        assert_eq!(
            drive(&mut s, 8, &[0, 1], &[3]).unwrap(),
            vec!["$vgpr2", "$vgpr4"]
        );
        let yaml = "machineFunctionInfo:\n  occupancy:       10\n";
        let out = s.reserve_text(yaml).unwrap();
        assert_eq!(
            funcinfo::edit::wwm_reserved(&out).unwrap(),
            vec!["$vgpr2", "$vgpr4"]
        );
    }

    #[test]
    fn no_register_names_the_function_and_instruction() {
        let mut s = Session::new(func());
        let err = drive(&mut s, 4, &[0, 1, 2], &[]).unwrap_err();
        assert!(err.contains("%1 (vreg_64) in function 'k'"), "{err}");
        assert!(err.contains("`V_ADD_U32_e32 ...`"), "{err}");
        assert!(
            err.contains("of the 4 registers in its allocation order, 3 are used"),
            "{err}"
        );
        assert!(err.contains("1 hold other whole-wave values"), "{err}");
    }

    #[test]
    fn protocol_violations_are_errors_not_panics() {
        let mut s = Session::new(func());
        assert!(s.interference(Interference::Free).is_err());
        assert!(s.candidates(vec![]).is_err());
        assert!(s.reserve_text("").is_err());
        assert!(s.describe("x").is_err());
        assert_eq!(s.next_step().unwrap(), Step::Candidates { vreg: 0 });
        assert!(s.next_step().is_err());
    }
}
