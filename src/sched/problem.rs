//! One region's scheduling problem, as the pressure model sees it.
//!
//! The minimum-register solver, the pressure-bounded list scheduler and the
//! improvement driver all ask the same question of an order: what maximum
//! pressure would LLVM's `getSchedulePressure` report for it? The answer
//! needs the region's instructions (their operands and flags at the
//! original positions), the live set below the region's bottom
//! instruction, the boundary instruction (which recedes first), and the
//! DAG that says which orders are legal. This struct bundles exactly those,
//! borrowed, so the algorithms stay free of snapshots and regions.

use super::dag::RegionDag;
use crate::lanes::LaneMask;
use crate::pressure::{LaneCounting, Lanes, LiveRegSet, RegPressure, UpwardTracker, VRegTable, WholeRegisters};
use crate::snapshot::{Instr, TargetFacts, VRegInfo};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy)]
pub struct RegionProblem<'a> {
    /// The function's virtual registers (classes, sizes, weights).
    pub vregs: &'a VRegTable,
    /// The region's instructions in their original order, debug
    /// instructions included; `SUnit::instr` indexes this slice.
    pub instrs: &'a [Instr],
    /// The instruction ending the region (`RegionEnd`), if it ends at one
    /// rather than at the block end; it recedes before the region.
    pub boundary: Option<&'a Instr>,
    /// Live lanes below the region's bottom instruction (below the
    /// boundary when there is one). Reordering never changes it.
    pub live_out: &'a LiveRegSet,
    pub dag: &'a RegionDag,
}

impl<'a> RegionProblem<'a> {
    /// The instruction of SUnit `su`.
    pub fn instr(&self, su: u32) -> &'a Instr {
        &self.instrs[self.dag.sunit(su).instr as usize]
    }

    /// An upward tracker positioned just above the region's bottom: the
    /// live-out set, with the boundary instruction already receded.
    pub fn tracker_at_bottom(&self) -> UpwardTracker<'a> {
        self.counting_tracker_at_bottom::<Lanes>()
    }

    /// [`Self::tracker_at_bottom`], lanes counted the `C` way.
    pub fn counting_tracker_at_bottom<C: LaneCounting>(&self) -> UpwardTracker<'a, C> {
        let mut t = UpwardTracker::<C>::counting(self.vregs, self.live_out.clone());
        if let Some(b) = self.boundary {
            t.recede(b);
        }
        t
    }

    /// Maximum pressure of the region if its SUnits were in `order`
    /// (NodeNums, top to bottom): `getSchedulePressure`, the number every
    /// gcnrs strategy is scored by.
    pub fn pressure_of(&self, order: &[u32]) -> RegPressure {
        self.counted_pressure_of::<Lanes>(order)
    }

    /// The pressure of `order` in whole registers: what the register
    /// allocator needs if it cannot pack dead lanes of tuples (see
    /// [`WholeRegisters`]).
    pub fn whole_pressure_of(&self, order: &[u32]) -> RegPressure {
        self.counted_pressure_of::<WholeRegisters>(order)
    }

    /// What the allocator is predicted to need for `order`: whole
    /// registers plus the live physical registers of `phys`
    /// ([`crate::pressure::predicted_pressure`]).
    pub fn predicted_pressure_of(
        &self,
        phys: &std::collections::BTreeMap<u32, crate::snapshot::PhysRegInfo>,
        order: &[u32],
    ) -> RegPressure {
        let bottom_up = self.boundary.into_iter().chain(order.iter().rev().map(|&su| self.instr(su)));
        crate::pressure::predicted_pressure(self.vregs, phys, self.live_out.clone(), bottom_up)
    }

    fn counted_pressure_of<C: LaneCounting>(&self, order: &[u32]) -> RegPressure {
        let mut t = self.counting_tracker_at_bottom::<C>();
        for &su in order.iter().rev() {
            t.recede(self.instr(su));
        }
        t.take_max()
    }

    /// Lanes no order of the region can go below: the larger of the
    /// tracker's peak at its bottom (the live-out set and the boundary
    /// instruction) and the live set at its top. Both are the same in every
    /// order the DAG allows (a lane is live into the region when some
    /// instruction reads it before any writes it, and the DAG keeps every
    /// reader and writer of a register in order), and the tracker counts
    /// both among its points.
    /// One walk over the region: a cheap first test before a search that
    /// costs a quadratic list schedule (see `bounds.rs` in `optimal` for
    /// the tight, and costly, bounds).
    pub fn pressure_floor(&self) -> RegPressure {
        let mut t = self.tracker_at_bottom();
        let bottom = t.max_pressure();
        for su in (0..self.dag.len() as u32).rev() {
            t.recede(self.instr(su));
        }
        bottom.max(&t.pressure())
    }

    /// The region's pressure in its original order (NodeNum order).
    pub fn original_pressure(&self) -> RegPressure {
        let order: Vec<u32> = (0..self.dag.len() as u32).collect();
        self.pressure_of(&order)
    }
}

/// A region problem that owns its parts: what `-gcnrs-dump-snapshot`
/// writes for every region DAG a session receives, so a solver or
/// scheduler can be replayed and measured on real regions without LLVM.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RegionCase {
    pub function: String,
    /// The region's index in the session (LLVM's recording order).
    pub region: u32,
    /// The occupancy model's inputs (CPU, features, attributes, function
    /// info), when the session had them.
    #[serde(default)]
    pub target: Option<TargetFacts>,
    /// The function's virtual registers, without live intervals (the
    /// pressure of an order does not read them).
    pub vregs: Vec<Option<VRegInfo>>,
    pub instrs: Vec<Instr>,
    pub boundary: Option<Instr>,
    /// Live lanes below the bottom instruction, by vreg index.
    pub live_out: Vec<(u32, LaneMask)>,
    pub dag: RegionDag,
}

impl RegionCase {
    /// The live-out set (kept apart because [`RegionProblem`] borrows it).
    pub fn live_out_set(&self) -> LiveRegSet {
        LiveRegSet::from_pairs(self.live_out.iter().copied())
    }

    pub fn problem<'a>(&'a self, live_out: &'a LiveRegSet) -> RegionProblem<'a> {
        RegionProblem {
            vregs: &self.vregs,
            instrs: &self.instrs,
            boundary: self.boundary.as_ref(),
            live_out,
            dag: &self.dag,
        }
    }
}

impl RegionProblem<'_> {
    /// An owned copy; intervals are dropped from the vreg table.
    pub fn to_case(&self, function: &str, region: u32, target: Option<&TargetFacts>) -> RegionCase {
        let vregs = self
            .vregs
            .iter()
            .map(|v| v.as_ref().map(|v| VRegInfo { interval: None, ..v.clone() }))
            .collect();
        RegionCase {
            function: function.to_string(),
            region,
            target: target.cloned(),
            vregs,
            instrs: self.instrs.to_vec(),
            boundary: self.boundary.cloned(),
            live_out: self.live_out.sorted(),
            dag: self.dag.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sched::testgen::build_dag;
    use crate::snapshot::{InstrFlags, Operand, OperandFlags, Reg, RegKind, VRegInfo};

    fn vgpr() -> Option<VRegInfo> {
        Some(VRegInfo {
            class_name: "vgpr_32".into(),
            kind: RegKind::Vgpr,
            size_bits: 32,
            weight: 1,
            max_lanes: 3,
            tsflags: 0,
            interval: None,
        })
    }

    fn mi(ops: Vec<(u32, bool)>) -> Instr {
        let operands = ops
            .into_iter()
            .map(|(v, def)| Operand {
                reg: Reg::Virt(v),
                sub_reg: 0,
                sub_lanes: 0,
                flags: OperandFlags(if def { OperandFlags::DEF } else { 0 }),
            })
            .collect();
        Instr { opcode: 0, opcode_name: "OP".into(), flags: InstrFlags(0), slot: None, operands, text: String::new() }
    }

    /// Three leaves feeding a chain (minreg.md §8): in program order all
    /// three leaves are live at once (3 VGPRs); interleaving each leaf
    /// with its chain link needs 2.
    #[test]
    fn pressure_of_orders() {
        let vregs = vec![vgpr(); 6];
        let instrs = vec![
            mi(vec![(0, true)]),
            mi(vec![(1, true)]),
            mi(vec![(2, true)]),
            mi(vec![(3, true), (0, false)]),
            mi(vec![(4, true), (3, false), (1, false)]),
            mi(vec![(5, true), (4, false), (2, false)]),
            mi(vec![(5, false)]),
        ];
        let dag = build_dag(&instrs);
        let live_out = LiveRegSet::new();
        let p = RegionProblem { vregs: &vregs, instrs: &instrs, boundary: None, live_out: &live_out, dag: &dag };
        assert_eq!(p.original_pressure().vgpr(false), 3);
        assert_eq!(p.pressure_of(&[0, 3, 1, 4, 2, 5, 6]).vgpr(false), 2);

        // A serialised case replays to the same pressures.
        let case: RegionCase = serde_json::from_str(&serde_json::to_string(&p.to_case("f", 0, None)).unwrap()).unwrap();
        let live = case.live_out_set();
        let q = case.problem(&live);
        assert_eq!(q.original_pressure(), p.original_pressure());
        assert_eq!(q.pressure_of(&[0, 3, 1, 4, 2, 5, 6]), p.pressure_of(&[0, 3, 1, 4, 2, 5, 6]));
    }
}
