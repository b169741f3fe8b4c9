//! A cheap bottom-up list schedule for the first upper bound: at each
//! step, place the ready SUnit that leaves the smallest maximum, then the
//! smallest live pressure. Bottom-up because that is the direction the
//! pressure is tracked in, so each candidate's effect is exact.

use super::objective::Objective;
use super::state::State;

/// The greedy order, top to bottom; the state is left as it was found.
/// `None` only if no SUnit is ever ready, which validation rules out.
pub(crate) fn greedy_order(state: &mut State<'_, '_>, objective: &Objective) -> Option<Vec<u32>> {
    let mut cands = Vec::new();
    let mut steps = Vec::new();
    let mut stuck = false;
    while !state.is_complete() {
        state.candidates(&mut cands);
        let mut best = None;
        for &su in &cands {
            let free = state.reads_only_live(su);
            let (peak, cur) = state.peek(su);
            let rank = (objective.key(&state.max.max(&peak)), !free, objective.key(&cur), su);
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
