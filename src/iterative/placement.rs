//! How a region's instructions reach a new order with few moves.
//!
//! Placing an order top-down, as `GCNIterativeScheduler` does (and the
//! parity modes must), moves every instruction that is not the first of
//! those still unplaced: an order that only sinks the region's first
//! instruction to its end moves all the others. Each move costs a
//! `LiveIntervals::handleMove`, and with it often a renumbering of the
//! block's slot indexes, so on big regions placing costs more than
//! choosing the order.
//!
//! LLVM's own scheduler places from both ends (`ScheduleDAGMI` keeps a top
//! and a bottom zone). Here the order is split in two: its first `top`
//! instructions are placed top-down from the region's start, the rest
//! bottom-up from its end, and the split is the one with the fewest moves.
//! Every move stays legal on the way: the placed top part is a prefix of
//! the order, the placed bottom part a suffix of it, and what lies between
//! keeps its original relative order, so an instruction's operands are
//! always defined above it. Only the slot indexes differ from a top-down
//! placement (fewer renumberings), which is why the parity modes keep the
//! in-tree way.

/// Where to split an order and what that costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// Instructions placed top-down; the rest are placed bottom-up.
    pub top: usize,
    /// Instructions that move.
    pub moves: usize,
}

/// The split of `order` (each entry an instruction's original position in
/// the region, a permutation of `0..order.len()`) with the fewest moves;
/// among equals the one placing most of the order top-down.
pub fn fewest_moves(order: &[u32]) -> Split {
    let n = order.len();
    // Top-down, instruction i stays where it is exactly when it is the
    // first of the unplaced ones in original order: no later entry of the
    // order was above it.
    let mut top_moves = vec![0usize; n + 1];
    let mut suffix_min = u32::MAX;
    let mut moved_top = vec![false; n];
    for i in (0..n).rev() {
        moved_top[i] = suffix_min < order[i];
        suffix_min = suffix_min.min(order[i]);
    }
    for i in 0..n {
        top_moves[i + 1] = top_moves[i] + moved_top[i] as usize;
    }
    // Bottom-up from `s`, instruction i stays exactly when nothing in
    // order[s..i] was below it: its nearest earlier entry from below,
    // `p`, lies before `s`. So it moves for the splits s <= p.
    let mut from_below = vec![0usize; n];
    let mut stack: Vec<usize> = Vec::new();
    for i in 0..n {
        while stack.last().is_some_and(|&j| order[j] < order[i]) {
            stack.pop();
        }
        if let Some(&p) = stack.last() {
            from_below[p] += 1;
        }
        stack.push(i);
    }
    let mut best = Split { top: n, moves: top_moves[n] };
    let mut bottom_moves = 0;
    for s in (0..n).rev() {
        // Bottom moves for split s: entries whose nearest earlier one from
        // below is at s or later.
        bottom_moves += from_below[s];
        let moves = top_moves[s] + bottom_moves;
        if moves < best.moves {
            best = Split { top: s, moves };
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Place `order` on a list that starts in original order, the way the
    /// shim does: `top` entries at a cursor moving down from the start,
    /// the rest at a cursor moving up from the end. Returns the final list
    /// and the moves; panics where a move puts an instruction above one of
    /// its operands (`preds[x]`: what x reads).
    fn place(order: &[u32], top: usize, preds: &[Vec<u32>]) -> (Vec<u32>, usize) {
        let mut list: Vec<u32> = (0..order.len() as u32).collect();
        let mut moves = 0;
        let legal = |list: &[u32]| {
            let at = |x: u32| list.iter().position(|&y| y == x).unwrap();
            for (x, ps) in preds.iter().enumerate() {
                for &p in ps {
                    assert!(at(p) < at(x as u32), "{p} placed below its reader {x}: {list:?}");
                }
            }
        };
        // Bring x to `slot` if it is not there: one move.
        let mut put = |list: &mut Vec<u32>, slot: usize, x: u32| {
            if list[slot] != x {
                let from = list.iter().position(|&y| y == x).unwrap();
                list.remove(from);
                list.insert(slot, x);
                moves += 1;
                legal(list);
            }
        };
        for (k, &x) in order[..top].iter().enumerate() {
            put(&mut list, k, x);
        }
        for (k, &x) in order[top..].iter().enumerate().rev() {
            put(&mut list, top + k, x);
        }
        (list, moves)
    }

    #[test]
    fn sinking_the_first_instruction_moves_only_it() {
        // Top-down, b, c, d and e each are not the first unplaced one
        // (a is) and move: four moves. Bottom-up, a moves to the end and
        // e, d, c, b are then found in place: one move.
        let order = [1, 2, 3, 4, 0];
        assert_eq!(fewest_moves(&order), Split { top: 0, moves: 1 });
        let (list, moves) = place(&order, 0, &vec![vec![]; 5]);
        assert_eq!((list, moves), (order.to_vec(), 1));
        assert_eq!(place(&order, 5, &vec![vec![]; 5]).1, 4);
    }

    #[test]
    fn hoisting_the_last_instruction_moves_only_it() {
        // Top-down: e moves to the top, then a..d are each the first
        // unplaced one. Bottom-up: d, c, b, a would each move.
        let order = [4, 0, 1, 2, 3];
        assert_eq!(fewest_moves(&order), Split { top: 5, moves: 1 });
    }

    #[test]
    fn both_ends_meet_in_the_middle() {
        // f hoisted to the top and a sunk to the bottom. Top-down, f moves
        // and then b..e each move too (a is still the first unplaced one);
        // bottom-up, a moves and then e..b each move (f is still the last
        // unplaced one). Split after f: f moves up, a moves down, and b..e
        // are found in place.
        let order = [5, 1, 2, 3, 4, 0];
        assert_eq!(fewest_moves(&order), Split { top: 1, moves: 2 });
        assert_eq!(place(&order, 1, &vec![vec![]; 6]).1, 2);
    }

    #[test]
    fn an_unchanged_order_moves_nothing() {
        assert_eq!(fewest_moves(&[0, 1, 2, 3]), Split { top: 4, moves: 0 });
        assert_eq!(fewest_moves(&[]), Split { top: 0, moves: 0 });
    }

    /// A random DAG on `n` nodes in original order 0..n (edges go from a
    /// lower to a higher number) and a random topological order of it.
    fn dag_and_order() -> impl Strategy<Value = (Vec<Vec<u32>>, Vec<u32>)> {
        (1usize..40).prop_flat_map(|n| {
            let edges = proptest::collection::vec((0..n as u32, 0..n as u32), 0..n * 2);
            let keys = proptest::collection::vec(0u32..1000, n);
            (edges, keys).prop_map(move |(edges, keys)| {
                let mut preds = vec![Vec::new(); n];
                for (a, b) in edges {
                    if a < b {
                        preds[b as usize].push(a);
                    }
                }
                // List-schedule by random priority among ready nodes.
                let mut done = vec![false; n];
                let mut order = Vec::with_capacity(n);
                while order.len() < n {
                    let next = (0..n)
                        .filter(|&x| !done[x] && preds[x].iter().all(|&p| done[p as usize]))
                        .min_by_key(|&x| (keys[x], x))
                        .unwrap();
                    done[next] = true;
                    order.push(next as u32);
                }
                (preds, order)
            })
        })
    }

    proptest! {
        /// The counted moves are the moves made, the placement ends in the
        /// order, every step on the way keeps operands above their readers,
        /// and no split moves fewer.
        #[test]
        fn the_chosen_split_places_the_order_legally_with_fewest_moves((preds, order) in dag_and_order()) {
            let split = fewest_moves(&order);
            let (list, moves) = place(&order, split.top, &preds);
            prop_assert_eq!(&list, &order);
            prop_assert_eq!(moves, split.moves);
            for s in 0..=order.len() {
                let (list, m) = place(&order, s, &preds);
                prop_assert_eq!(&list, &order);
                prop_assert!(m >= split.moves);
            }
        }
    }
}
