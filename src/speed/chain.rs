//! Straight-line code that LLVM schedules as many regions: what each
//! region inherits from the ones before it.
//!
//! The pre-RA estimate costs each region on its own, from an idle wave.
//! Where a region only issues a load and a later region (often the next
//! block, past a branch) uses it, neither region pays for the round trip:
//! an epilogue of eight guarded load-then-store blocks looked issue-bound
//! region by region when the final code, run as one stretch, waits on
//! memory eight times (`qgemm_s8s8_lds_8x8_dequant` on gfx1030: 1197
//! instructions, L 5121 clocks against a U of 884). A wave count is then
//! judged on regions that never wait, and a raise that halves the wait
//! looks worthless. Running the stretch once, in the founder's orders,
//! tells each region which of the values it reads are still on their way
//! when it starts and for how long; costing any order of the region from
//! those arrival times charges the wait to the region that sits it out.

use super::sim::Wave;
use super::{Machine, Params, SimInstr};
use std::borrow::Borrow;

/// For each of `stretches`, run one after another by one wave, the values
/// it reads that the ones before it leave on their way when it starts:
/// `(id, clocks)`, ready that many clocks after its first issue. Values
/// ready by then are left out.
pub fn carried_in<S: Borrow<SimInstr>>(m: &Machine, p: &Params, stretches: &[&[S]]) -> Vec<Vec<(u32, u64)>> {
    let all: Vec<&SimInstr> = stretches.iter().flat_map(|s| s.iter().map(Borrow::borrow)).collect();
    let mut wave = Wave::new(m, p, &all);
    let mut out = Vec::with_capacity(stretches.len());
    for stretch in stretches {
        let start = wave.cursor();
        let mut carried: Vec<(u32, u64)> = stretch
            .iter()
            .flat_map(|i| i.borrow().reads.iter().copied())
            .filter_map(|id| wave.ready_at(id).checked_sub(start).filter(|&d| d > 0).map(|d| (id, d)))
            .collect();
        carried.sort_unstable();
        carried.dedup();
        out.push(carried);
        wave.next_stretch();
        wave.run(m, p, stretch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speed::{simulate, simulate_from};

    fn m() -> Machine {
        Machine::new("gfx90a", true).unwrap()
    }

    fn op(m: &Machine, name: &str, reads: &[u32], writes: &[u32]) -> SimInstr {
        SimInstr { reads: reads.to_vec(), writes: writes.to_vec(), ..SimInstr::new(m.cost(name)) }
    }

    /// A load in one region and its use in the next: the second region
    /// inherits the load's round trip less the clocks the first took to
    /// finish issuing, and costing it from there gives the stretch's
    /// time when the two are run as one.
    #[test]
    fn a_use_in_the_next_region_waits_for_the_load_before_it() {
        let m = m();
        let p = Params::default();
        let first = [op(&m, "global_load_dword", &[1], &[2]), op(&m, "v_add_f32_e32", &[1], &[3])];
        let second = [op(&m, "v_mul_f32_e32", &[2], &[4]), op(&m, "v_add_f32_e32", &[4], &[5])];
        let carried = carried_in(&m, &p, &[&first[..], &second[..]]);
        assert!(carried[0].is_empty(), "the first region starts from an idle wave");
        // gfx90a: the load issues at 0 (4 clocks), its value arrives at the
        // memory latency; the add issues at 4 and the first region is done
        // issuing at 8. So the second inherits value 2 at latency - 8.
        let load = m.cost("global_load_dword");
        assert_eq!(load.issue, 4);
        let lat = u64::from(m.result_latency(&load, &p));
        assert_eq!(lat, u64::from(p.mem_latency));
        assert_eq!(carried[1], vec![(2, lat - 8)]);
        // Alone, the second region is two dependent ALU ops; with what it
        // inherits it waits for the load first.
        let alone = simulate(&m, &p, &second).latency;
        let inherited = simulate_from(&m, &p, &second, &carried[1]).latency;
        assert!(alone < 20.0);
        let whole: Vec<&SimInstr> = first.iter().chain(&second).collect();
        let together = simulate(&m, &p, &whole).latency;
        assert_eq!(inherited + 8.0, together);
    }

    /// What the second region computes itself, or what arrived before it
    /// starts, it does not inherit.
    #[test]
    fn values_ready_in_time_or_written_again_are_not_carried() {
        let m = m();
        let p = Params::default();
        let first = [op(&m, "v_add_f32_e32", &[1], &[2]), op(&m, "v_add_f32_e32", &[1], &[3])];
        let second = [op(&m, "v_mul_f32_e32", &[2], &[4])];
        assert_eq!(carried_in(&m, &p, &[&first[..], &second[..]])[1], vec![]);
        // A long ALU chain in the first region drains before it ends.
        let first = [op(&m, "global_load_dword", &[1], &[2]), op(&m, "v_add_f32_e32", &[2], &[3])];
        let second = [op(&m, "v_mul_f32_e32", &[2, 3], &[4])];
        assert_eq!(carried_in(&m, &p, &[&first[..], &second[..]])[1], vec![]);
    }

    proptest::proptest! {
        /// Inheriting never makes a region shorter than it is from idle,
        /// nor longer than the whole stretch run as one.
        #[test]
        fn an_inherited_region_lies_between_idle_and_the_whole_stretch(
            ops in proptest::collection::vec((0usize..5, 0u32..6, 0u32..6), 2..20),
            cut in 1usize..19,
        ) {
            let m = m();
            let p = Params::default();
            let names = ["v_add_f32_e32", "ds_read_b32", "global_load_dword", "v_exp_f32_e32", "s_load_dword"];
            let sim: Vec<SimInstr> = ops.iter().map(|&(k, r, w)| op(&m, names[k], &[r], &[w])).collect();
            let cut = cut.min(sim.len() - 1);
            let (a, b) = sim.split_at(cut);
            let carried = carried_in(&m, &p, &[a, b]);
            let alone = simulate(&m, &p, b).latency;
            let inherited = simulate_from(&m, &p, b, &carried[1]).latency;
            let whole = simulate(&m, &p, &sim).latency;
            proptest::prop_assert!(alone <= inherited);
            proptest::prop_assert!(inherited <= whole, "inherited {} whole {}", inherited, whole);
        }
    }
}
