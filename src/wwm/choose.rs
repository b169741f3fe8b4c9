//! The register for one WWM value: the first register of the class's
//! allocation order that no operand in the function mentions and that has
//! no interference with the value's live range.
//!
//! Interference is asked for lazily and only for unused registers, in
//! order, because that is what LLVM does: each question can make
//! LiveIntervals compute and cache a register unit's live range, and asking
//! more than LLVM would could change what later passes see.

/// One register of the allocation order, as the shim reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub phys: u32,
    /// MIR spelling, `$vgpr2` / `$vgpr2_vgpr3`.
    pub name: String,
    /// `MRI.isPhysRegUsed(P, /*SkipRegMaskTest=*/true)`.
    pub used: bool,
}

/// `LiveRegMatrix::InterferenceKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interference {
    Free,
    /// Another WWM value assigned earlier in this pass.
    VirtReg,
    /// A fixed physical-register live range.
    RegUnit,
    /// A call clobber mask the value lives across.
    RegMask,
}

/// Why candidates were passed over (for the no-register diagnostic).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rejections {
    pub used: usize,
    pub virt_reg: usize,
    pub reg_unit: usize,
    pub reg_mask: usize,
}

#[derive(Clone, Debug)]
pub struct Chooser {
    candidates: Vec<Candidate>,
    next: usize,
    pending: Option<usize>,
    chosen: Option<usize>,
    pub rejected: Rejections,
}

/// What the chooser needs next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// Ask LiveRegMatrix about candidate `i`.
    Interference(usize),
    /// Candidate `i` is the register.
    Chosen(usize),
    /// No candidate qualifies.
    Exhausted,
}

impl Chooser {
    pub fn new(candidates: Vec<Candidate>) -> Chooser {
        Chooser {
            candidates,
            next: 0,
            pending: None,
            chosen: None,
            rejected: Rejections::default(),
        }
    }

    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates
    }

    /// The next question, skipping used registers without asking.
    pub fn need(&mut self) -> Need {
        if let Some(i) = self.chosen {
            return Need::Chosen(i);
        }
        if let Some(i) = self.pending {
            return Need::Interference(i);
        }
        while let Some(c) = self.candidates.get(self.next) {
            if !c.used {
                self.pending = Some(self.next);
                return Need::Interference(self.next);
            }
            self.rejected.used += 1;
            self.next += 1;
        }
        Need::Exhausted
    }

    /// Record the answer to the pending question.
    pub fn answer(&mut self, kind: Interference) -> Result<Need, String> {
        let i = self
            .pending
            .take()
            .ok_or("interference answered but not asked")?;
        self.next = i + 1;
        match kind {
            Interference::Free => {
                self.chosen = Some(i);
                return Ok(Need::Chosen(i));
            }
            Interference::VirtReg => self.rejected.virt_reg += 1,
            Interference::RegUnit => self.rejected.reg_unit += 1,
            Interference::RegMask => self.rejected.reg_mask += 1,
        }
        Ok(self.need())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn kind(k: u8) -> Interference {
        [
            Interference::Free,
            Interference::VirtReg,
            Interference::RegUnit,
            Interference::RegMask,
        ][k as usize % 4]
    }

    proptest! {
        /// Driven by an oracle, the chooser picks the first unused register
        /// without interference, asks only about unused registers, in order,
        /// and stops asking at the first free one.
        #[test]
        fn first_unused_free_register_with_lazy_questions(
            regs in proptest::collection::vec((any::<bool>(), 0u8..4), 0..40)
        ) {
            let cands: Vec<Candidate> = regs.iter().enumerate()
                .map(|(i, (used, _))| Candidate { phys: i as u32 + 100, name: format!("$vgpr{i}"), used: *used })
                .collect();
            let mut c = Chooser::new(cands);
            let mut asked = Vec::new();
            let mut need = c.need();
            let chosen = loop {
                match need {
                    Need::Interference(i) => {
                        asked.push(i);
                        need = c.answer(kind(regs[i].1)).unwrap();
                        // Asking again without answering repeats the question.
                        if let Need::Interference(j) = need { prop_assert_eq!(c.need(), Need::Interference(j)); }
                    }
                    Need::Chosen(i) => { prop_assert_eq!(c.need(), Need::Chosen(i)); break Some(i) }
                    Need::Exhausted => break None,
                }
            };
            let want = regs.iter().position(|(used, k)| !used && kind(*k) == Interference::Free);
            prop_assert_eq!(chosen, want);
            let last = want.unwrap_or(regs.len().saturating_sub(1));
            let want_asked: Vec<usize> = (0..regs.len()).filter(|&i| i <= last && !regs[i].0).collect();
            prop_assert_eq!(asked, want_asked);
            if want.is_none() {
                let r = c.rejected;
                prop_assert_eq!(r.used + r.virt_reg + r.reg_unit + r.reg_mask, regs.len());
            }
        }
    }

    #[test]
    fn answer_without_question_is_an_error() {
        let mut c = Chooser::new(vec![]);
        assert_eq!(c.need(), Need::Exhausted);
        assert!(c.answer(Interference::Free).is_err());
    }
}
