//! The pre-RA time estimate of a region order: the speed model
//! (`crate::speed`) run on the order's instructions as they stand before
//! register allocation.
//!
//! Dependences come from the snapshot's register operands rather than from
//! the region's DAG: a use waits for the latest def of the same virtual (or
//! physical) register, which is what a data edge says, and the founder's
//! order of every region can then be estimated without building its DAG
//! (most regions are never reordered). A memory result arrives after the
//! memory latency through that dependence, since the model charges it on
//! the def.
//!
//! The `s_waitcnt` instructions are not there yet: the waitcnt pass inserts
//! them after allocation. An order that uses each load's result in turn
//! gets one wait per use, each an issue slot, where an order that waits
//! once for a batch pays one; and a counter is in order, so waiting for a
//! load waits for every load issued before it. [`Waits`] puts in the waits
//! that pass will put in, so that both orders are charged what the final
//! code costs (reduce_atx48_lds_u2 on gfx942: 22 more waits in the loop
//! turned an estimated 9% gain into 5% slower code).

use super::decide::{Cost, ASSUMPTIONS};
use crate::iterative::Region;
use crate::snapshot::{Function, Instr, InstrFlags};
use crate::speed::{self, InstrCost, Machine, Params, SimInstr};
use rustc_hash::FxHashMap;
use std::borrow::{Borrow, Cow};

/// Ids of physical registers, above every virtual register's index.
const PHYS_BASE: u32 = 1 << 24;

/// Under each assumption, `(value, clocks)`: the values a region's
/// predecessors leave on their way, each ready that many clocks after the
/// region's first issue ([`speed::chain::carried_in`]).
type Carried = [Vec<(u32, u64)>; ASSUMPTIONS];

/// How often a loop body runs per run of its parent: 8, as Mesa ACO's
/// statistics weigh it.
const LOOP_WEIGHT: f64 = 8.0;

pub struct Estimator {
    machine: Machine,
    params: [Params; ASSUMPTIONS],
    /// Each opcode's cost, classified once per function: the model reads
    /// an opcode by its name, and the scheduler estimates the same
    /// instructions in many orders (classifying by name was a tenth of the
    /// pass on s3d_getrates).
    opcode_costs: FxHashMap<u32, InstrCost>,
    wait_cost: InstrCost,
    /// Per region (by its first instruction), the values the straight-line
    /// regions before it leave on their way
    /// ([`Estimator::carry_across_regions`]); empty unless asked for.
    carried: FxHashMap<u32, Carried>,
}

impl Estimator {
    /// At `mem_latency` clocks (`-gcnrs-mem-latency`; the model's default
    /// when `None`) and at three times it.
    pub fn for_function(f: &Function, mem_latency: Option<u32>) -> Result<Estimator, String> {
        let target = crate::occupancy::GcnTarget::from_facts(&f.target).map_err(|e| e.to_string())?;
        let machine = Machine::for_target(&target);
        let params = mem_latency.map_or_else(Params::default, |mem_latency| Params { mem_latency });
        let mut est = Estimator::new(machine, params);
        for mi in &f.instrs {
            est.opcode_costs.entry(mi.opcode).or_insert_with(|| est.machine.cost(&mi.opcode_name));
        }
        Ok(est)
    }

    /// At `params` and three times its memory latency, with no opcode
    /// classified yet.
    fn new(machine: Machine, params: Params) -> Estimator {
        let wait_cost = machine.cost("s_waitcnt");
        Estimator {
            machine,
            params: [params, params.long()],
            opcode_costs: FxHashMap::default(),
            wait_cost,
            carried: FxHashMap::default(),
        }
    }

    /// From now on, cost each region outside loops from the arrival times
    /// of the values the regions before it, in their founder's orders,
    /// leave on their way ([`speed::chain`]): a load in one block and its
    /// use in the next are then paid for by the model as by the final
    /// code, which it estimates as one stretch. Runs of regions without a
    /// loop between them form a stretch. Loop bodies are left as they
    /// are: a region in a loop is costed as the loop's steady state.
    pub fn carry_across_regions(&mut self, f: &Function, regions: &[Region]) {
        let mut order: Vec<&Region> = regions.iter().collect();
        order.sort_by_key(|r| r.first_instr);
        for run in order.split(|r| r.loop_depth > 0) {
            if run.len() < 2 {
                continue;
            }
            let sims: Vec<Vec<SimInstr>> = run
                .iter()
                .map(|r| speed::with_waits(self.region_sims(f, r).instrs.into_iter().flatten().collect(), self.wait_cost))
                .collect();
            let stretches: Vec<&[SimInstr]> = sims.iter().map(Vec::as_slice).collect();
            let per = self.params.each_ref().map(|p| speed::chain::carried_in(&self.machine, p, &stretches));
            let [mut short, mut long] = per;
            for (k, r) in run.iter().enumerate() {
                let c = [std::mem::take(&mut short[k]), std::mem::take(&mut long[k])];
                if c.iter().any(|v| !v.is_empty()) {
                    self.carried.insert(r.first_instr, c);
                }
            }
        }
    }

    pub fn machine(&self) -> &Machine {
        &self.machine
    }

    /// The cost of `mi`, an instruction of the function this estimator
    /// was made for.
    pub fn cost_of(&self, mi: &Instr) -> InstrCost {
        self.opcode_costs.get(&mi.opcode).copied().unwrap_or_else(|| self.machine.cost(&mi.opcode_name))
    }

    /// The default memory latency assumption.
    pub fn params(&self) -> &Params {
        &self.params[0]
    }

    /// Region `r` in `order` (region-relative instruction indices, debug
    /// instructions skipped), under each assumption.
    pub fn region(&self, f: &Function, r: &Region, order: impl Iterator<Item = u32>) -> [Cost; ASSUMPTIONS] {
        self.region_sims(f, r).costs(order)
    }

    /// The founder's costs and its region's latency floor
    /// ([`Self::latency_floor`]), from one reading of its instructions.
    pub fn founder_and_floor(&self, f: &Function, r: &Region) -> ([Cost; ASSUMPTIONS], [f64; ASSUMPTIONS]) {
        let sims = self.region_sims(f, r);
        let in_order: Vec<&SimInstr> = sims.instrs.iter().flatten().collect();
        (sims.costs(0..r.num_instrs), self.latency_floor(&in_order, sims.carried))
    }

    /// An instruction as the simulator takes it: its cost, and the
    /// registers it reads and writes, virtual or physical.
    fn sim_instr(&self, mi: &Instr) -> SimInstr {
        let (mut reads, mut writes) = (Vec::new(), Vec::new());
        for op in &mi.operands {
            let id = match (op.reg.virt(), op.reg.phys()) {
                (Some(v), _) => v,
                (None, Some(p)) if p != 0 => PHYS_BASE + p,
                _ => continue,
            };
            if op.is_def() {
                writes.push(id);
            } else if op.reads_reg() {
                reads.push(id);
            }
        }
        SimInstr { cost: self.cost_of(mi), reads, writes, wait: None, wait_valu: false }
    }

    /// Region `r`'s instructions read once, for costing several orders of
    /// it ([`RegionSims::costs`]): reading them again for every candidate
    /// was most of what estimating one cost.
    pub fn region_sims<'e>(&'e self, f: &Function, r: &Region) -> RegionSims<'e> {
        let instrs =
            r.instrs(f).iter().map(|mi| (mi.flags.0 & InstrFlags::DEBUG == 0).then(|| self.sim_instr(mi))).collect();
        RegionSims { est: self, looped: r.loop_depth > 0, instrs, carried: self.carried.get(&r.first_instr) }
    }

    /// `sim`'s costs under each assumption; a region in a loop as the
    /// loop's steady state ([`speed::simulate_loop`]): a load whose result
    /// the next iteration reads (the same virtual register, round the back
    /// edge) is paid for there. Where the region is only part of the loop
    /// body, the rest of the body would cover some of that wait; charging
    /// all of it errs towards loads issued early, where it errs at all.
    ///
    /// The assumptions differ only in the vector memory latency, so code
    /// without a vector memory op costs the same under each and runs once.
    ///
    /// Straight-line code starts from the values `carried` says are still
    /// on their way (per assumption), if any.
    fn costs<S: Borrow<SimInstr>>(&self, sim: &[S], looped: bool, carried: Option<&Carried>) -> [Cost; ASSUMPTIONS] {
        let run = |a: usize| {
            let p = &self.params[a];
            let t = match carried {
                _ if looped => speed::simulate_loop(&self.machine, p, sim),
                Some(c) => speed::simulate_from(&self.machine, p, sim, &c[a]),
                None => speed::simulate(&self.machine, p, sim),
            };
            Cost { latency: t.latency, busy: t.busiest().1 }
        };
        if carried.is_none() && !speed::depends_on_memory_latency(sim) {
            return [run(0); ASSUMPTIONS];
        }
        std::array::from_fn(run)
    }

    /// The fewest clocks one wave spends on `sim` in any order, under each
    /// assumption. Two floors, the longer counts:
    /// - its longest dependence chain (each instruction issues once its
    ///   operands are ready and takes its issue time; ALU results arrive
    ///   after their latency, memory results after the memory latency),
    ///   with no pipeline or issue-order limit;
    /// - the issue time of all its instructions: one wave issues one
    ///   instruction at a time, in any order (the waits an order adds only
    ///   add to it).
    ///
    /// The simulator adds its limits to both, so no order's `L` is below.
    ///
    /// The values `carried` says are on their way when the region starts
    /// arrive then: no order reads them sooner.
    fn latency_floor<S: Borrow<SimInstr>>(&self, sim: &[S], carried: Option<&Carried>) -> [f64; ASSUMPTIONS] {
        let issue: u64 = sim.iter().map(|i| u64::from(i.borrow().cost.issue)).sum();
        let mut out = [0.0; ASSUMPTIONS];
        for (a, (slot, p)) in out.iter_mut().zip(&self.params).enumerate() {
            let mut ready: FxHashMap<u32, u64> = carried.map(|c| c[a].iter().copied().collect()).unwrap_or_default();
            let mut end = 0u64;
            for ins in sim.iter().map(Borrow::borrow) {
                let start = ins.reads.iter().filter_map(|r| ready.get(r).copied()).max().unwrap_or(0);
                end = end.max(start + u64::from(ins.cost.issue));
                let result = start + u64::from(self.machine.result_latency(&ins.cost, p));
                if ins.cost.mem.is_none() {
                    end = end.max(result);
                }
                for &w in &ins.writes {
                    ready.insert(w, result);
                }
            }
            *slot = end.max(issue) as f64;
        }
        out
    }

    /// The founder's order of region `r`: the snapshot's, as the session
    /// begins after LLVM's scheduler.
    pub fn founder(&self, f: &Function, r: &Region) -> [Cost; ASSUMPTIONS] {
        self.region(f, r, 0..r.num_instrs)
    }
}

/// One region's instructions as the simulator takes them
/// ([`Estimator::region_sims`]).
pub struct RegionSims<'e> {
    est: &'e Estimator,
    looped: bool,
    /// By region-relative index; None for a debug instruction.
    instrs: Vec<Option<SimInstr>>,
    /// What the regions before it leave on their way, if anything.
    carried: Option<&'e Carried>,
}

impl RegionSims<'_> {
    /// The region in `order` (region-relative indices), under each
    /// assumption: what [`Estimator::region`] gives for it.
    pub fn costs(&self, order: impl Iterator<Item = u32>) -> [Cost; ASSUMPTIONS] {
        let ops = order.filter_map(|k| self.instrs.get(k as usize).and_then(Option::as_ref)).map(Cow::Borrowed);
        self.est.costs(&speed::with_waits_borrowed(ops, self.est.wait_cost), self.looped, self.carried)
    }
}

/// How often a region at `depth` runs relative to straight-line code.
pub fn weight(depth: u32) -> f64 {
    LOOP_WEIGHT.powi(depth.min(8) as i32)
}

/// Region `region` at cost `c` as a part of the function's time
/// ([`super::decide::segment_time`]): its loop and its weight.
pub fn part(region: &Region, c: Cost) -> (Option<u32>, f64, Cost) {
    (region.loop_header, weight(region.loop_depth), c)
}

/// The latency, in the units of the DAG's SUnit latencies (the subtarget
/// model's issue slots), of the result of an instruction costing `cost`:
/// the model's latency, or the memory latency for a load. What the
/// model-driven list scheduler steers by.
pub fn result_latency(m: &Machine, p: &Params, cost: &InstrCost) -> u32 {
    m.result_latency(cost, p).div_ceil(m.clock_per_slot().max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speed::{Counter, Waits};

    fn load(m: &Machine, dst: u32) -> SimInstr {
        SimInstr { writes: vec![dst], ..SimInstr::new(m.cost("global_load_dword")) }
    }

    fn use_of(m: &Machine, src: u32) -> SimInstr {
        SimInstr { reads: vec![src], writes: vec![100 + src], ..SimInstr::new(m.cost("v_add_f32_e32")) }
    }

    /// Waits (vmcnt) before each instruction, as the waitcnt pass writes them.
    fn waits_of(ops: &[SimInstr]) -> Vec<Option<u32>> {
        let mut w = Waits::default();
        ops.iter()
            .map(|op| {
                let before = w.before(&op.reads).and_then(|w| w.get(Counter::Vm));
                w.issued(op);
                before
            })
            .collect()
    }

    #[test]
    fn no_order_beats_the_latency_floor() {
        let cx = crate::iterative::modes::tests::fixture();
        let mut f = cx.func.clone().expect("the fixture has a snapshot");
        f.target.cpu = "gfx90a".into();
        let f = &f;
        let est = Estimator::for_function(f, None).unwrap();
        let mov = est.machine().cost("V_MOV_B32_e32");
        for r in &cx.regions {
            let (_, cp) = est.founder_and_floor(f, r);
            let n = r.num_instrs;
            let orders: [Vec<u32>; 2] = [(0..n).collect(), (0..n).rev().collect()];
            for order in orders {
                let cost = est.region(f, r, order.into_iter());
                for a in 0..ASSUMPTIONS {
                    assert!(cp[a] <= cost[a].latency, "latency floor {} above an order's L {}", cp[a], cost[a].latency);
                }
            }
            // The fixture's chains are a def and its read, nothing longer
            // (the def's result latency, then the read's issue); issuing
            // its 60 and 52 moves one after another takes far longer.
            assert!(mov.latency + mov.issue < 52 * mov.issue);
            assert_eq!(cp[0], f64::from(r.num_instrs * mov.issue));
            assert!([60, 52].contains(&r.num_instrs));
        }
    }

    /// The fixture's first region ends by issuing a load whose value the
    /// second region's first instruction reads: costed alone the second
    /// never waits; carried across it waits out most of the memory latency,
    /// and its floor rises. A loop between them breaks the stretch.
    #[test]
    fn a_region_pays_for_the_load_the_region_before_it_leaves_in_flight() {
        let cx = crate::iterative::modes::tests::fixture();
        let mut f = cx.func.clone().expect("the fixture has a snapshot");
        f.target.cpu = "gfx90a".into();
        let (first, second) = (&cx.regions[0], &cx.regions[1]);
        let last = (first.first_instr + first.num_instrs - 1) as usize;
        let loaded = crate::snapshot::Reg::Virt(99);
        let def = crate::snapshot::OperandFlags(crate::snapshot::OperandFlags::DEF);
        f.instrs[last].opcode = 2;
        f.instrs[last].opcode_name = "GLOBAL_LOAD_DWORD".into();
        f.instrs[last].operands = vec![crate::snapshot::Operand { reg: loaded, flags: def, ..f.instrs[last].operands[0] }];
        let reader = second.first_instr as usize;
        let read = crate::snapshot::Operand { reg: loaded, flags: crate::snapshot::OperandFlags(0), ..f.instrs[reader].operands[0] };
        f.instrs[reader].operands.push(read);
        let f = &f;

        let mut est = Estimator::for_function(f, None).unwrap();
        let (alone, alone_floor) = est.founder_and_floor(f, second);
        est.carry_across_regions(f, &cx.regions);
        let (carried, carried_floor) = est.founder_and_floor(f, second);
        for a in 0..ASSUMPTIONS {
            // The load issues last in the first region: only its own issue
            // (4 clocks on gfx90a) has passed when the second starts.
            let mem = f64::from(est.params[a].mem_latency);
            assert!(alone[a].latency < mem, "alone {}", alone[a].latency);
            assert!(carried[a].latency >= alone[a].latency + mem - 8.0, "carried {} alone {}", carried[a].latency, alone[a].latency);
            // No order starts the reader before the value arrives; the
            // others may issue meanwhile, so the floor need not rise by all
            // of it.
            assert!(carried_floor[a] >= mem - 8.0 && carried_floor[a] > alone_floor[a]);
            assert!(carried_floor[a] <= carried[a].latency);
            assert_eq!(carried[a].busy, alone[a].busy, "waiting adds no pipeline work");
        }
        // The first region inherits nothing.
        assert_eq!(est.founder(f, first), Estimator::for_function(f, None).unwrap().founder(f, first));

        let mut looped = cx.regions.clone();
        looped[1].loop_depth = 1;
        let mut est = Estimator::for_function(f, None).unwrap();
        let before = est.founder(f, &looped[1]);
        est.carry_across_regions(f, &looped);
        assert_eq!(est.founder(f, &looped[1]), before, "a loop body is not part of the stretch before it");
    }

    /// Independent instructions have no chain longer than one of them:
    /// their floor is the wave issuing them one after another.
    #[test]
    fn independent_instructions_floor_at_their_issue_time() {
        let est = Estimator::new(Machine::new("gfx90a", true).unwrap(), Params::default());
        let m = est.machine();
        let add = m.cost("v_add_f32_e32");
        let sim: Vec<SimInstr> = (0..6).map(|r| use_of(m, r)).collect();
        // Six VALU ops of one issue slot each (4 clocks on gfx9); the
        // longest chain is one op: its 4-clock issue plus its result
        // latency, 8 clocks on gfx90a.
        assert_eq!(add.issue, 4);
        assert!(m.result_latency(&add, &Params::default()) < 6 * 4);
        let floor = est.latency_floor(&sim, None);
        assert_eq!(floor, [24.0, 24.0]);
        for (a, p) in est.params.iter().enumerate() {
            assert!(crate::speed::simulate(m, p, &sim).latency >= floor[a]);
        }
    }

    #[test]
    fn a_region_in_a_loop_pays_for_the_load_it_leaves_to_the_next_iteration() {
        let est = Estimator::new(Machine::new("gfx90a", true).unwrap(), Params::default());
        let m = est.machine();
        let (add, ld) = (m.cost("v_add_f32_e32"), m.cost("global_load_dword"));
        assert_eq!((add.issue, add.latency, ld.issue, ld.busy), (4, 4, 4, 4));
        // The add reads the value the load at the region's end writes: the
        // same virtual register round the back edge. No wait goes in, the
        // load not being issued yet when the add reads.
        let sim = crate::speed::with_waits(vec![use_of(m, 1), load(m, 1)], est.wait_cost);
        assert_eq!(sim.len(), 2);
        // Once from idle: the add at 0 (result 4), the load at 4 (its pipe
        // to 8): 8 clocks, under both assumptions.
        let once = est.costs(&sim, false, None);
        assert_eq!((once[0].latency, once[1].latency), (8.0, 8.0));
        // In a loop the next iteration's add, ready to go at 8, waits for
        // the load: 4 + 320 = 324, the load after it at 328 (its pipe to
        // 332): 332 - 8 = 324 clocks (long: 4 + 960 -> 972 - 8 = 964). The
        // busiest pipeline stays one iteration's: 4 clocks.
        let looped = est.costs(&sim, true, None);
        assert_eq!((looped[0].latency, looped[1].latency), (324.0, 964.0));
        assert_eq!((looped[0].busy, looped[1].busy), (4.0, 4.0));
    }

    proptest::proptest! {
        /// Costs under each assumption are what simulating under each
        /// gives, whether or not the code has a vector memory op (and so
        /// whether it is simulated once or once per assumption).
        #[test]
        fn costs_are_each_assumptions_simulation(
            ops in proptest::collection::vec((0usize..6, 0u32..4, 0u32..4), 1..24),
            looped in proptest::bool::ANY,
        ) {
            let est = Estimator::new(Machine::new("gfx90a", true).unwrap(), Params::default());
            let m = est.machine();
            let names = ["v_add_f32_e32", "ds_read_b32", "s_load_dword", "global_load_dword", "global_store_dword", "v_exp_f32_e32"];
            let sim: Vec<SimInstr> = ops
                .iter()
                .map(|&(k, r, w)| SimInstr { reads: vec![r], writes: vec![w], ..SimInstr::new(m.cost(names[k])) })
                .collect();
            let sim = crate::speed::with_waits(sim, est.wait_cost);
            let got = est.costs(&sim, looped, None);
            for (a, p) in est.params.iter().enumerate() {
                let t = if looped { crate::speed::simulate_loop(m, p, &sim) } else { crate::speed::simulate(m, p, &sim) };
                proptest::prop_assert_eq!(got[a], Cost { latency: t.latency, busy: t.busiest().1 });
            }
        }
    }

    #[test]
    fn one_wait_per_use_in_turn_and_one_for_a_batch() {
        let m = Machine::new("gfx90a", true).unwrap();
        // Three loads, then their uses in issue order: vmcnt(2), (1), (0).
        let seq = [load(&m, 1), load(&m, 2), load(&m, 3), use_of(&m, 1), use_of(&m, 2), use_of(&m, 3)];
        assert_eq!(waits_of(&seq), [None, None, None, Some(2), Some(1), Some(0)]);
        // The last load used first: vmcnt(0) covers the other two.
        let seq = [load(&m, 1), load(&m, 2), load(&m, 3), use_of(&m, 3), use_of(&m, 1), use_of(&m, 2)];
        assert_eq!(waits_of(&seq), [None, None, None, Some(0), None, None]);
        // A value not loaded in the region needs no wait.
        assert_eq!(waits_of(&[use_of(&m, 7)]), [None]);
    }
}
