//! Interchangeable blocks of SUnits: eight load/multiply/store chains
//! that differ only in offsets, four byte channels of one pixel, two
//! identical loads. A *block group* is a list of disjoint blocks with a
//! position-by-position correspondence such that swapping any two blocks
//! (with the registers only they use) maps the region onto itself: the
//! same constraints, the same def and use lanes, the same register
//! classes and live-out lanes. Swapped orders then have the same pressure
//! at every point, so the search may
//! * memoise a placed set by its canonical form, the blocks' placed
//!   patterns sorted ([`Symmetry::canonical_key`]), and
//! * try a move in only the first of several blocks whose placed
//!   patterns are equal ([`Symmetry::redundant`]).
//!
//! Finding them: colour refinement over SUnits and registers proposes
//! pairs of SUnits that may correspond; from such a pair a breadth-first
//! walk matches neighbours by colour and grows the two blocks until it
//! reaches shared context; the resulting swap is kept only if a full
//! check proves it an automorphism of the region.

use super::bitset::BitSet;
use super::model::RegionModel;
use crate::lanes::LaneMask;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};

/// Blocks larger than this are not used (patterns are 64-bit masks).
const MAX_BLOCK: usize = 64;
/// Colour refinement rounds.
const ROUNDS: usize = 8;

pub(crate) struct BlockGroup {
    /// `blocks[k][t]`: the SUnit at position `t` of block `k`.
    pub blocks: Vec<Vec<u32>>,
}

pub(crate) struct Symmetry {
    pub groups: Vec<BlockGroup>,
    /// Per SUnit: (group, block, position), if it lies in a block.
    place: Vec<Option<(u32, u32, u32)>>,
    /// Every SUnit that lies in some block.
    in_blocks: BitSet,
}

impl Symmetry {
    pub fn none(n: usize) -> Symmetry {
        Symmetry { groups: Vec::new(), place: vec![None; n], in_blocks: BitSet::new(n) }
    }

    pub fn new(model: &RegionModel<'_>) -> Symmetry {
        let mut sym = Symmetry::none(model.n);
        if model.n < 2 {
            return sym;
        }
        let colours = Colours::refine(model);
        let mut classes: HashMap<u64, Vec<u32>> = HashMap::new();
        for s in 0..model.n as u32 {
            classes.entry(colours.su[s as usize]).or_default().push(s);
        }
        let mut classes: Vec<Vec<u32>> = classes.into_values().filter(|c| c.len() > 1).collect();
        classes.sort();
        let mut used = BitSet::new(model.n);
        for class in classes {
            let anchor = class[0];
            if used.contains(anchor as usize) {
                continue;
            }
            let mut anchor_block: Option<Vec<u32>> = None;
            let mut blocks: Vec<Vec<u32>> = Vec::new();
            for &other in &class[1..] {
                if used.contains(other as usize) {
                    continue;
                }
                let Some((mine, theirs)) = swap_blocks(model, &colours, anchor, other) else { continue };
                match &anchor_block {
                    None => {
                        anchor_block = Some(mine.clone());
                        blocks.push(mine);
                    }
                    Some(a) if *a == mine => {}
                    Some(_) => continue,
                }
                // Disjoint from every block taken so far.
                if theirs.iter().any(|&s| used.contains(s as usize) || blocks.iter().any(|b| b.contains(&s))) {
                    continue;
                }
                blocks.push(theirs);
            }
            if blocks.len() < 2 || blocks[0].iter().any(|&s| used.contains(s as usize)) {
                continue;
            }
            let g = sym.groups.len() as u32;
            for (k, b) in blocks.iter().enumerate() {
                for (t, &s) in b.iter().enumerate() {
                    used.insert(s as usize);
                    sym.in_blocks.insert(s as usize);
                    sym.place[s as usize] = Some((g, k as u32, t as u32));
                }
            }
            sym.groups.push(BlockGroup { blocks });
        }
        sym
    }

    pub fn classes(&self) -> usize {
        self.groups.len()
    }

    /// (group, block, position) of an SUnit inside a block.
    pub fn position(&self, su: u32) -> Option<(usize, usize, u32)> {
        self.place[su as usize].map(|(g, k, t)| (g as usize, k as usize, t))
    }

    /// Placing `su` now leads to a state symmetric to placing the same
    /// position of an earlier block whose placed pattern is the same.
    pub fn redundant(&self, su: u32, patterns: &[Vec<u64>]) -> bool {
        let Some((g, k, _)) = self.position(su) else { return false };
        let mine = patterns[g][k];
        patterns[g][..k].contains(&mine)
    }

    /// The placed set outside all blocks, then each group's block
    /// patterns sorted: equal for any two sets that block swaps map onto
    /// each other.
    pub fn canonical_key(&self, placed: &BitSet, patterns: &[Vec<u64>], key: &mut Vec<u64>) {
        key.extend(placed.words().iter().zip(self.in_blocks.words()).map(|(p, b)| p & !b));
        for group in patterns {
            let start = key.len();
            key.extend_from_slice(group);
            key[start..].sort_unstable();
        }
    }
}

/// Refined colours of SUnits and registers.
struct Colours {
    su: Vec<u64>,
    reg: Vec<u64>,
}

fn hash_of<T: Hash>(t: &T) -> u64 {
    let mut h = DefaultHasher::new();
    t.hash(&mut h);
    h.finish()
}

impl Colours {
    fn refine(model: &RegionModel<'_>) -> Colours {
        let mut reg: Vec<u64> = (0..model.num_regs())
            .map(|r| {
                let i = model.info[r];
                hash_of(&(i.kind, i.size_bits, i.weight, i.max_lanes, model.bottom_live[r]))
            })
            .collect();
        let mut su: Vec<u64> = vec![0; model.n];
        let mut distinct = 0;
        for _ in 0..ROUNDS {
            let next_su: Vec<u64> = (0..model.n)
                .map(|s| {
                    let mut defs: Vec<(u64, LaneMask, bool)> =
                        model.defs[s].iter().map(|d| (reg[d.reg as usize], d.lanes, d.early_clobber)).collect();
                    defs.sort_unstable();
                    let mut uses: Vec<(u64, LaneMask)> =
                        model.uses[s].iter().map(|&(r, m)| (reg[r as usize], m)).collect();
                    uses.sort_unstable();
                    let mut succs: Vec<u64> = model.succs[s].iter().map(|&t| su[t as usize]).collect();
                    succs.sort_unstable();
                    let mut preds: Vec<u64> = model.preds[s].iter().map(|&t| su[t as usize]).collect();
                    preds.sort_unstable();
                    hash_of(&(su[s], defs, uses, succs, preds))
                })
                .collect();
            let next_reg: Vec<u64> = (0..model.num_regs())
                .map(|r| {
                    let mut w: Vec<(u64, LaneMask)> =
                        model.writers[r].iter().map(|&(s, m)| (next_su[s as usize], m)).collect();
                    w.sort_unstable();
                    let mut rd: Vec<(u64, LaneMask)> =
                        model.readers[r].iter().map(|&(s, m)| (next_su[s as usize], m)).collect();
                    rd.sort_unstable();
                    hash_of(&(reg[r], w, rd))
                })
                .collect();
            su = next_su;
            reg = next_reg;
            let mut c = su.clone();
            c.sort_unstable();
            c.dedup();
            if c.len() == distinct {
                break;
            }
            distinct = c.len();
        }
        Colours { su, reg }
    }
}

/// Pair two neighbour lists by colour. Members both lists share are left
/// out: they stay where they are unless the walk reaches them from a
/// neighbour that is not shared (the loads of eight chains all precede
/// all the stores, yet swapping two chains swaps two stores). The rest
/// pair up in colour order. `None` if the colours differ.
fn pair_up(mut xs: Vec<(u64, u32)>, mut ys: Vec<(u64, u32)>) -> Option<Vec<(u32, u32)>> {
    if xs.len() != ys.len() {
        return None;
    }
    xs.sort_unstable();
    ys.sort_unstable();
    let rest_x: Vec<(u64, u32)> = xs.iter().filter(|x| !ys.contains(x)).copied().collect();
    let rest_y: Vec<(u64, u32)> = ys.iter().filter(|y| !xs.contains(y)).copied().collect();
    if rest_x.len() != rest_y.len() {
        return None;
    }
    let mut out = Vec::with_capacity(rest_x.len());
    for (x, y) in rest_x.iter().zip(&rest_y) {
        if x.0 != y.0 {
            return None;
        }
        out.push((x.1, y.1));
    }
    Some(out)
}

/// Grow the swap of `a` and `b`; the two blocks in corresponding order if
/// the swap is an automorphism.
fn swap_blocks(model: &RegionModel<'_>, colours: &Colours, a: u32, b: u32) -> Option<(Vec<u32>, Vec<u32>)> {
    let n = model.n;
    let mut su_map: Vec<u32> = (0..n as u32).collect();
    let mut reg_map: Vec<u32> = (0..model.num_regs() as u32).collect();
    let mut su_done = vec![false; n];
    let mut reg_done = vec![false; model.num_regs()];
    let mut mine = Vec::new();
    let mut theirs = Vec::new();
    let mut queue: Vec<(bool, u32, u32)> = vec![(true, a, b)];
    let mut k = 0;
    while k < queue.len() {
        let (is_su, x, y) = queue[k];
        k += 1;
        if is_su {
            if su_done[x as usize] || su_done[y as usize] {
                if su_map[x as usize] != y {
                    return None;
                }
                continue;
            }
            if x == y {
                su_done[x as usize] = true;
                continue;
            }
            su_done[x as usize] = true;
            su_done[y as usize] = true;
            su_map[x as usize] = y;
            su_map[y as usize] = x;
            mine.push(x);
            theirs.push(y);
            if mine.len() > MAX_BLOCK {
                return None;
            }
            let (xs, ys) = (x as usize, y as usize);
            let sus = |list: &[u32]| list.iter().map(|&t| (colours.su[t as usize], t)).collect::<Vec<_>>();
            for (p, q) in pair_up(sus(&model.succs[xs]), sus(&model.succs[ys]))?
                .into_iter()
                .chain(pair_up(sus(&model.preds[xs]), sus(&model.preds[ys]))?)
            {
                queue.push((true, p, q));
            }
            let defs = |s: usize| {
                model.defs[s]
                    .iter()
                    .map(|d| (hash_of(&(colours.reg[d.reg as usize], d.lanes, d.early_clobber)), d.reg))
                    .collect::<Vec<_>>()
            };
            let uses = |s: usize| {
                model.uses[s].iter().map(|&(r, m)| (hash_of(&(colours.reg[r as usize], m)), r)).collect::<Vec<_>>()
            };
            for (p, q) in pair_up(defs(xs), defs(ys))?.into_iter().chain(pair_up(uses(xs), uses(ys))?) {
                queue.push((false, p, q));
            }
        } else {
            if reg_done[x as usize] || reg_done[y as usize] {
                if reg_map[x as usize] != y {
                    return None;
                }
                continue;
            }
            reg_done[x as usize] = true;
            reg_done[y as usize] = true;
            if x == y {
                continue;
            }
            reg_map[x as usize] = y;
            reg_map[y as usize] = x;
            let side = |list: &[(u32, LaneMask)]| {
                list.iter().map(|&(s, m)| (hash_of(&(colours.su[s as usize], m)), s)).collect::<Vec<_>>()
            };
            let (xr, yr) = (x as usize, y as usize);
            for (p, q) in pair_up(side(&model.writers[xr]), side(&model.writers[yr]))?
                .into_iter()
                .chain(pair_up(side(&model.readers[xr]), side(&model.readers[yr]))?)
            {
                queue.push((true, p, q));
            }
        }
    }
    is_automorphism(model, &su_map, &reg_map).then_some((mine, theirs))
}

/// Does renaming SUnits by `su_map` and registers by `reg_map` map the
/// region onto itself, as far as the pressure and the constraints see it?
fn is_automorphism(model: &RegionModel<'_>, su_map: &[u32], reg_map: &[u32]) -> bool {
    for (r, &m) in reg_map.iter().enumerate() {
        let m = m as usize;
        let (a, b) = (model.info[r], model.info[m]);
        if (a.kind, a.size_bits, a.weight, a.max_lanes) != (b.kind, b.size_bits, b.weight, b.max_lanes)
            || model.bottom_live[r] != model.bottom_live[m]
        {
            return false;
        }
    }
    for s in 0..model.n {
        let t = su_map[s] as usize;
        let mut succs: Vec<u32> = model.succs[s].iter().map(|&x| su_map[x as usize]).collect();
        succs.sort_unstable();
        if succs != model.succs[t] {
            return false;
        }
        let mut defs: Vec<(u32, LaneMask, bool)> =
            model.defs[s].iter().map(|d| (reg_map[d.reg as usize], d.lanes, d.early_clobber)).collect();
        let mut want: Vec<(u32, LaneMask, bool)> =
            model.defs[t].iter().map(|d| (d.reg, d.lanes, d.early_clobber)).collect();
        defs.sort_unstable();
        want.sort_unstable();
        if defs != want {
            return false;
        }
        let mut uses: Vec<(u32, LaneMask)> = model.uses[s].iter().map(|&(r, m)| (reg_map[r as usize], m)).collect();
        let mut want: Vec<(u32, LaneMask)> = model.uses[t].clone();
        uses.sort_unstable();
        want.sort_unstable();
        if uses != want {
            return false;
        }
    }
    true
}
