//! Cut bounds: funnels every order must pass through.
//!
//! Take a set `X` of SUnits. Bottom-up, just before the first of them is
//! placed, every SUnit of `X` and all their ancestors are still unplaced,
//! and every common descendant of `X` is placed. The live set at that
//! point separates the two: each lifetime from an unplaced def to a placed
//! read is live there. Which of the SUnits in between are placed is up to
//! the order, so the pressure at that point is at least the minimum, over
//! every such split, of the lifetimes it cuts: a minimum cut. With `X` all
//! the loads of a region and the stores their common descendants, that is
//! "between the last load and the first store, every chain holds at least
//! its cheapest value", which no pairwise argument sees.
//!
//! The flow network: a node per SUnit and per value (lifetimes grouped by
//! def, register and lanes); the placed side holds the source. A
//! constraint `a -> s` becomes an uncuttable edge `a -> s` (placing `a`
//! forces `s` placed); a value gets uncuttable edges from its readers and
//! a cuttable edge of its weight to its def (charged when a reader is
//! placed and the def is not). Weights count each 32-bit register of a
//! vreg, and each vreg's tuple weight, for one value only, so a cut never
//! charges more than the live set would hold. One flow per pressure
//! counter gives a componentwise bound.
//!
//! The point lies ahead of a partial order as long as no SUnit of `X` is
//! placed, which is when the search may use the bound.

use super::bitset::BitSet;
use super::bounds::{Def, Lifetime, Read};
use super::flow::{FlowGraph, INF};
use super::model::RegionModel;
use crate::lanes::covered_regs;
use crate::pressure::RegPressure;
use std::collections::HashSet;

pub(crate) struct CutBound {
    pub pressure: RegPressure,
    /// Valid while none of these is placed.
    pub guard: BitSet,
}

/// One value of the network: a def, who reads it, and what it weighs per
/// pressure counter (`regs` by kind index, then tuple weights).
struct Value {
    def: Def,
    readers: Vec<u32>,
    live_out: bool,
    weight: [u64; 8],
}

/// Regions above this size get no cut bounds (the flows grow with the
/// square of the region and the search rarely finishes there anyway).
pub(crate) const MAX_SUNITS: usize = 200;

pub(crate) fn cut_bounds(model: &RegionModel<'_>, lifetimes: &[Lifetime], floor: &RegPressure) -> Vec<CutBound> {
    let n = model.n;
    if n == 0 || n > MAX_SUNITS {
        return Vec::new();
    }
    let values = [values(model, lifetimes, false), values(model, lifetimes, true)];
    // Only counters some cut could raise above what is known already.
    let (floor_regs, floor_tuples) = floor.raw();
    let floor: Vec<i64> = floor_regs.iter().chain(floor_tuples.iter()).copied().collect();
    let counters: Vec<usize> = (0..8)
        .filter(|&c| {
            let total: u64 = values[c / 4].iter().map(|v| v.weight[c]).sum();
            total as i64 > floor[c]
        })
        .collect();
    if counters.is_empty() {
        return Vec::new();
    }
    let mut networks = [Network::new(model, &values[0]), Network::new(model, &values[1])];
    let ancestors = model.ancestors();
    let mut seen: HashSet<Vec<u64>> = HashSet::new();
    let mut out = Vec::new();
    for x in candidate_sets(model, &ancestors) {
        // Everything above the point: X and its ancestors.
        let mut above = x.clone();
        for i in x.iter() {
            above.union_with(&ancestors[i]);
        }
        // Everything below it: the common descendants of X.
        let mut below: Option<BitSet> = None;
        for i in x.iter() {
            let d = &model.descendants[i];
            below = Some(match below {
                None => d.clone(),
                Some(mut b) => {
                    for k in 0..n {
                        if b.contains(k) && !d.contains(k) {
                            b.remove(k);
                        }
                    }
                    b
                }
            });
        }
        let below = below.unwrap_or_else(|| BitSet::new(n));
        let mut key = above.words().to_vec();
        key.extend_from_slice(below.words());
        if !seen.insert(key) {
            continue;
        }
        let mut counts = [0u64; 8];
        for &c in &counters {
            if potential(&values[c / 4], &above, &below, c) as i64 > floor[c] {
                counts[c] = networks[c / 4].min_cut(&values[c / 4], &above, &below, c);
            }
        }
        if counts.iter().zip(&floor).any(|(&c, &f)| c as i64 > f) {
            out.push(CutBound { pressure: synthesize(&counts), guard: x });
        }
    }
    out
}

/// Lifetimes grouped into values, with weights that never double count.
///
/// For register counts a value is a def's lanes as one reader set reads
/// them, and each 32-bit register of a vreg is counted for one value only
/// (the widest first). For tuple weights, which count while any lane of
/// the vreg is live, a value is everything one def writes of a vreg:
/// live when that def is unplaced and any of its readers placed, so some
/// lane is live. Only the vreg's first def (in order, live-in first)
/// carries the weight; later partial defs build on it.
fn values(model: &RegionModel<'_>, lifetimes: &[Lifetime], tuples: bool) -> Vec<Value> {
    let mut groups: Vec<(Def, u32, u64, Vec<u32>, bool)> = Vec::new();
    for l in lifetimes {
        let same =
            |g: &&mut (Def, u32, u64, Vec<u32>, bool)| g.0 == l.def && g.1 == l.reg && (tuples || g.2 == l.lanes);
        let g = match groups.iter_mut().find(same) {
            Some(g) => g,
            None => {
                groups.push((l.def, l.reg, 0, Vec::new(), false));
                groups.last_mut().expect("just pushed")
            }
        };
        g.2 |= l.lanes;
        match l.read {
            Read::SUnit(r) => g.3.push(r),
            Read::Bottom => g.4 = true,
        }
    }
    groups.sort_by_key(|g| std::cmp::Reverse(covered_regs(g.2)));
    let def_order = |d: Def| match d {
        Def::Top => None,
        Def::SUnit(d) => Some(d),
    };
    let mut first_def: Vec<Option<Option<u32>>> = vec![None; model.num_regs()];
    for g in &groups {
        let slot = &mut first_def[g.1 as usize];
        let d = def_order(g.0);
        if slot.is_none_or(|f| d < f) {
            *slot = Some(d);
        }
    }
    let mut claimed_regs = vec![0u64; model.num_regs()];
    let mut out = Vec::with_capacity(groups.len());
    for (def, reg, lanes, readers, live_out) in groups {
        let info = model.info[reg as usize];
        let k = info.kind.index();
        let mut weight = [0u64; 8];
        if tuples {
            if info.is_tuple() && first_def[reg as usize] == Some(def_order(def)) {
                weight[4 + k] = u64::from(info.weight);
            }
        } else {
            let regs_mask = reg_bits(lanes);
            weight[k] = u64::from((regs_mask & !claimed_regs[reg as usize]).count_ones());
            claimed_regs[reg as usize] |= regs_mask;
        }
        if weight.iter().any(|&w| w > 0) {
            out.push(Value { def, readers, live_out, weight });
        }
    }
    out
}

/// One bit per 32-bit register touched by `lanes`.
fn reg_bits(lanes: u64) -> u64 {
    let mut out = 0;
    for r in 0..32 {
        if lanes >> (2 * r) & 3 != 0 {
            out |= 1 << r;
        }
    }
    out
}

/// The sets whose funnels are tried: every SUnit alone, and for every
/// SUnit `y` the common ancestors of `y` and the incomparable SUnit that
/// shares most ancestors with it (e.g. two stores fed by all the loads),
/// reduced to their bottom-most members.
fn candidate_sets(model: &RegionModel<'_>, ancestors: &[BitSet]) -> Vec<BitSet> {
    let n = model.n;
    let mut out = Vec::new();
    for x in 0..n {
        let mut s = BitSet::new(n);
        s.insert(x);
        out.push(s);
    }
    for y in 0..n {
        let best = (0..n)
            .filter(|&z| z != y && !model.comparable(y as u32, z as u32))
            .map(|z| (shared(&ancestors[y], &ancestors[z]), z))
            .max_by_key(|&(c, z)| (c, std::cmp::Reverse(z)));
        let Some((count, z)) = best else { continue };
        if count < 2 {
            continue;
        }
        let mut common = ancestors[y].clone();
        for k in 0..n {
            if common.contains(k) && !ancestors[z].contains(k) {
                common.remove(k);
            }
        }
        // Bottom-most members: no descendant inside the set.
        let mut x = BitSet::new(n);
        for k in common.iter() {
            if !model.descendants[k].intersects(&common) {
                x.insert(k);
            }
        }
        out.push(x);
    }
    out
}

fn shared(a: &BitSet, b: &BitSet) -> u32 {
    a.words().iter().zip(b.words()).map(|(x, y)| (x & y).count_ones()).sum()
}

/// The flow network of one family of values, built once; each cut only
/// sets capacities.
struct Network {
    graph: FlowGraph,
    base: Vec<u64>,
    /// Per value, its cuttable edge.
    value_edges: Vec<usize>,
    /// Per SUnit, its edges from the source (placed) and to the sink.
    to_below: Vec<usize>,
    to_above: Vec<usize>,
    src: usize,
    snk: usize,
}

impl Network {
    fn new(model: &RegionModel<'_>, values: &[Value]) -> Network {
        let n = model.n;
        let (src, snk) = (n + values.len(), n + values.len() + 1);
        let mut graph = FlowGraph::new(n + values.len() + 2);
        for (a, succs) in model.succs.iter().enumerate() {
            for &s in succs {
                graph.add_edge(a, s as usize, INF);
            }
        }
        let mut value_edges = Vec::with_capacity(values.len());
        for (k, v) in values.iter().enumerate() {
            let node = n + k;
            for &r in &v.readers {
                graph.add_edge(r as usize, node, INF);
            }
            if v.live_out {
                graph.add_edge(src, node, INF);
            }
            value_edges.push(match v.def {
                Def::SUnit(d) => graph.add_edge(node, d as usize, 0),
                Def::Top => graph.add_edge(node, snk, 0),
            });
        }
        let to_below = (0..n).map(|i| graph.add_edge(src, i, 0)).collect();
        let to_above = (0..n).map(|i| graph.add_edge(i, snk, 0)).collect();
        let base = graph.capacities();
        Network { graph, base, value_edges, to_below, to_above, src, snk }
    }

    /// The smallest total weight (counter `c`) of values a split can leave
    /// live, where `above` stays unplaced and `below` is placed.
    fn min_cut(&mut self, values: &[Value], above: &BitSet, below: &BitSet, c: usize) -> u64 {
        self.graph.set_capacities(&self.base);
        for (k, v) in values.iter().enumerate() {
            self.graph.set_capacity(self.value_edges[k], v.weight[c]);
        }
        for i in below.iter() {
            self.graph.set_capacity(self.to_below[i], INF);
        }
        for i in above.iter() {
            self.graph.set_capacity(self.to_above[i], INF);
        }
        let f = self.graph.max_flow(self.src, self.snk, INF);
        // An uncuttable path would mean `above` and `below` overlap, which
        // the construction rules out; claim nothing then.
        if f >= INF {
            0
        } else {
            f
        }
    }
}

/// What any split could leave live at most: values whose def is not
/// forced below and that have a reader not forced above.
fn potential(values: &[Value], above: &BitSet, below: &BitSet, c: usize) -> u64 {
    values
        .iter()
        .filter(|v| match v.def {
            Def::Top => true,
            Def::SUnit(d) => !below.contains(d as usize),
        })
        .filter(|v| v.live_out || v.readers.iter().any(|&r| !above.contains(r as usize)))
        .map(|v| v.weight[c])
        .sum()
}

/// A pressure with the given counters (regs by kind, then tuple weights).
fn synthesize(counts: &[u64; 8]) -> RegPressure {
    let at = |k: usize| counts[k] as i64;
    RegPressure::from_raw([at(0), at(1), at(2), at(3)], [at(4), at(5), at(6), at(7)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn synthesized_counters() {
        let p = synthesize(&[3, 5, 0, 1, 2, 4, 0, 0]);
        assert_eq!(p.raw(), ([3, 5, 0, 1], [2, 4, 0, 0]));
    }

    #[test]
    fn register_bits() {
        assert_eq!(reg_bits(0x3), 1);
        assert_eq!(reg_bits(0x1), 1);
        assert_eq!(reg_bits(0xC), 2);
        assert_eq!(reg_bits(0xF0), 0b1100);
    }
}
