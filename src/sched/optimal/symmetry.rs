//! Identical SUnits ("twins"): two SUnits with the same constraints, the
//! same uses, and defs of fresh registers that everyone else reads the
//! same way. Renaming one's registers to the other's maps the region onto
//! itself with the two swapped, so swapping them in any order gives the
//! same pressure at every point, and the search may fix their relative
//! order: in a twin class the lowest NodeNum goes topmost.
//!
//! Typical case: several loads from one address whose results one
//! instruction combines.

use super::model::RegionModel;
use crate::lanes::LaneMask;
use crate::snapshot::RegKind;
use std::collections::HashMap;

/// Everything the renaming argument needs to be equal, per SUnit.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Signature {
    preds: Vec<u32>,
    succs: Vec<u32>,
    uses: Vec<(u32, LaneMask)>,
    defs: Vec<DefShape>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct DefShape {
    kind: RegKind,
    size_bits: u32,
    weight: u32,
    max_lanes: LaneMask,
    lanes: LaneMask,
    early_clobber: bool,
    /// Who reads the register and which lanes, and what is live out.
    readers: Vec<(u32, LaneMask)>,
    live_out: LaneMask,
}

pub(crate) struct Twins {
    /// The next higher NodeNum of the same class: this SUnit may be placed
    /// (bottom-up) only after it.
    pub after: Vec<Option<u32>>,
    pub classes: usize,
}

impl Twins {
    pub fn none(n: usize) -> Twins {
        Twins { after: vec![None; n], classes: 0 }
    }

    pub fn new(model: &RegionModel<'_>) -> Twins {
        let mut groups: HashMap<Signature, Vec<u32>> = HashMap::new();
        for su in 0..model.n as u32 {
            if let Some(sig) = signature(model, su) {
                groups.entry(sig).or_default().push(su);
            }
        }
        let mut twins = Twins::none(model.n);
        for members in groups.into_values().filter(|m| m.len() > 1) {
            twins.classes += 1;
            for w in members.windows(2) {
                twins.after[w[0] as usize] = Some(w[1]);
            }
        }
        twins
    }
}

/// `None` when `su` cannot be a twin: a def register that someone else
/// writes too, is defined twice, or is read by `su` itself.
fn signature(model: &RegionModel<'_>, su: u32) -> Option<Signature> {
    let s = su as usize;
    let mut uses = model.uses[s].clone();
    uses.sort_unstable();
    let mut defs = Vec::with_capacity(model.defs[s].len());
    for (k, op) in model.defs[s].iter().enumerate() {
        let v = op.reg as usize;
        let sole_writer = model.writers[v].len() == 1;
        let repeated = model.defs[s][..k].iter().any(|o| o.reg == op.reg);
        let self_read = uses.iter().any(|&(u, _)| u == op.reg);
        if !sole_writer || repeated || self_read {
            return None;
        }
        let info = model.info[v];
        let mut readers = model.readers[v].clone();
        readers.sort_unstable();
        defs.push(DefShape {
            kind: info.kind,
            size_bits: info.size_bits,
            weight: info.weight,
            max_lanes: info.max_lanes,
            lanes: op.lanes,
            early_clobber: op.early_clobber,
            readers,
            live_out: model.bottom_live[v],
        });
    }
    Some(Signature { preds: model.preds[s].clone(), succs: model.succs[s].clone(), uses, defs })
}
