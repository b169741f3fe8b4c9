//! Reverse post-order of the block graph from the entry block.
//!
//! LLVM visits blocks in `ReversePostOrderTraversal` order; since the first
//! WWM value to ask for a register gets the lowest free one, the order must
//! be exactly LLVM's, including the depth-first tie-breaks: successors are
//! explored in successor-list order, a block is finished when its last
//! successor is, and unreachable blocks are not visited at all.

/// Block indices in reverse post-order from block 0. `succs[b]` lists the
/// successors of block `b` (duplicates allowed).
pub fn reverse_post_order(succs: &[Vec<usize>]) -> Vec<usize> {
    if succs.is_empty() {
        return Vec::new();
    }
    let mut visited = vec![false; succs.len()];
    let mut post = Vec::with_capacity(succs.len());
    // (block, index of the next successor to look at)
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    visited[0] = true;
    while let Some(top) = stack.last_mut() {
        let (b, next) = *top;
        match succs[b].get(next) {
            Some(&s) => {
                top.1 += 1;
                if s < succs.len() && !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            }
            None => {
                post.push(b);
                stack.pop();
            }
        }
    }
    post.reverse();
    post
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn diamond_and_loop() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1 (back edge); 4 unreachable.
        let g = vec![vec![1, 2], vec![3], vec![3], vec![1], vec![0]];
        // DFS: 0, 1, 3 (1 visited) -> post 3, 1; then 2 -> post 2; post 0.
        assert_eq!(reverse_post_order(&g), vec![0, 2, 1, 3]);
    }

    fn graph() -> impl Strategy<Value = Vec<Vec<usize>>> {
        (1usize..12)
            .prop_flat_map(|n| proptest::collection::vec(proptest::collection::vec(0..n, 0..4), n))
    }

    /// Blocks reachable from `start` by a plain search.
    fn reachable(g: &[Vec<usize>], start: usize) -> Vec<bool> {
        let mut seen = vec![false; g.len()];
        let mut work = vec![start];
        seen[start] = true;
        while let Some(b) = work.pop() {
            for &s in &g[b] {
                if !seen[s] {
                    seen[s] = true;
                    work.push(s);
                }
            }
        }
        seen
    }

    /// Recursive post-order: the textbook definition the iterative walk
    /// must reproduce.
    fn post_rec(g: &[Vec<usize>], b: usize, seen: &mut Vec<bool>, out: &mut Vec<usize>) {
        seen[b] = true;
        for &s in &g[b] {
            if !seen[s] {
                post_rec(g, s, seen, out);
            }
        }
        out.push(b);
    }

    proptest! {
        #[test]
        fn matches_the_recursive_definition(g in graph()) {
            let rpo = reverse_post_order(&g);
            let mut want = Vec::new();
            post_rec(&g, 0, &mut vec![false; g.len()], &mut want);
            want.reverse();
            prop_assert_eq!(&rpo, &want);
            // Every reachable block exactly once, entry first.
            let r = reachable(&g, 0);
            prop_assert_eq!(rpo.len(), r.iter().filter(|x| **x).count());
            prop_assert_eq!(rpo[0], 0);
            // An edge a -> b that is not a back edge (b does not reach a)
            // goes forward in the order.
            let pos: std::collections::HashMap<usize, usize> =
                rpo.iter().enumerate().map(|(i, b)| (*b, i)).collect();
            for &a in &rpo {
                for &b in &g[a] {
                    if !reachable(&g, b)[a] {
                        prop_assert!(pos[&a] < pos[&b], "edge {} -> {} goes backwards in {:?}", a, b, rpo);
                    }
                }
            }
        }
    }
}
