//! Cheap bottom-up list schedules for the first upper bound: at each step,
//! place the ready SUnit that leaves the smallest maximum, then the
//! smallest live pressure (or the other way round: keeping the live set
//! small early can pay later). Bottom-up because that is the direction
//! the pressure is tracked in, so each candidate's effect is exact.

use super::objective::Objective;
use super::state::State;

/// What a greedy step minimises first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// The maximum so far, then the live pressure.
    MaxFirst,
    /// The live pressure, then the maximum.
    LiveFirst,
}

/// The greedy order, top to bottom; the state is left as it was found.
/// `None` only if no SUnit is ever ready, which validation rules out.
pub(crate) fn greedy_order(state: &mut State<'_, '_>, objective: &Objective, rule: Rule) -> Option<Vec<u32>> {
    let mut cands = Vec::new();
    let mut steps = Vec::new();
    let mut stuck = false;
    while !state.is_complete() {
        state.candidates(&mut cands);
        let mut best = None;
        for &su in &cands {
            let free = state.reads_only_live(su);
            let (peak, cur) = state.peek(su);
            let (reach, live) = (objective.key(&state.max.max(&peak)), objective.key(&cur));
            let rank = match rule {
                Rule::MaxFirst => (reach, !free, live, su),
                Rule::LiveFirst => (live, !free, reach, su),
            };
            if best.as_ref().is_none_or(|b| rank < *b) {
                best = Some(rank);
            }
        }
        let Some((_, _, _, su)) = best else {
            stuck = true;
            break;
        };
        steps.push(state.place(su).1);
    }
    let order = (!stuck).then(|| state.order());
    while let Some(step) = steps.pop() {
        state.undo(step);
    }
    order
}
