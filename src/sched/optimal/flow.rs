//! Maximum flow (Dinic's algorithm) on small graphs, for the minimum cuts
//! the cut bounds need. Capacities saturate at [`INF`], which stands for
//! "this edge may never be cut". A graph is built once and solved many
//! times with different capacities ([`FlowGraph::set_capacities`]), so
//! the bounds allocate nothing per cut.

pub(crate) const INF: u64 = u64::MAX / 4;

pub(crate) struct FlowGraph {
    /// Per edge: head, residual capacity; edge `e ^ 1` is its reverse.
    head: Vec<u32>,
    cap: Vec<u64>,
    /// Per node: its edges.
    adj: Vec<Vec<u32>>,
    level: Vec<u32>,
    next: Vec<usize>,
    queue: Vec<u32>,
    path: Vec<u32>,
}

impl FlowGraph {
    pub fn new(nodes: usize) -> FlowGraph {
        FlowGraph {
            head: Vec::new(),
            cap: Vec::new(),
            adj: vec![Vec::new(); nodes],
            level: vec![0; nodes],
            next: vec![0; nodes],
            queue: Vec::with_capacity(nodes),
            path: Vec::new(),
        }
    }

    /// Add an edge; returns its index for [`FlowGraph::set_capacities`].
    pub fn add_edge(&mut self, from: usize, to: usize, cap: u64) -> usize {
        let index = self.head.len();
        self.adj[from].push(self.head.len() as u32);
        self.head.push(to as u32);
        self.cap.push(cap);
        self.adj[to].push(self.head.len() as u32);
        self.head.push(from as u32);
        self.cap.push(0);
        index
    }

    /// Current residual capacities, to restore a graph before another
    /// solve.
    pub fn capacities(&self) -> Vec<u64> {
        self.cap.clone()
    }

    pub fn set_capacities(&mut self, caps: &[u64]) {
        self.cap.copy_from_slice(caps);
    }

    pub fn set_capacity(&mut self, edge: usize, cap: u64) {
        self.cap[edge] = cap;
    }

    /// The maximum flow from `s` to `t`, capped at `INF` (an uncuttable
    /// path) and at `limit` (the caller only needs to know whether the
    /// flow reaches it).
    pub fn max_flow(&mut self, s: usize, t: usize, limit: u64) -> u64 {
        let mut total = 0u64;
        while total < limit && self.bfs(s, t) {
            self.next.iter_mut().for_each(|n| *n = 0);
            loop {
                let f = self.dfs(s, t, limit - total);
                if f == 0 {
                    break;
                }
                total += f;
                if total >= limit {
                    break;
                }
            }
        }
        total.min(INF)
    }

    fn bfs(&mut self, s: usize, t: usize) -> bool {
        self.level.iter_mut().for_each(|l| *l = u32::MAX);
        self.level[s] = 0;
        self.queue.clear();
        self.queue.push(s as u32);
        let mut k = 0;
        while k < self.queue.len() {
            let u = self.queue[k] as usize;
            k += 1;
            for &e in &self.adj[u] {
                let v = self.head[e as usize] as usize;
                if self.cap[e as usize] > 0 && self.level[v] == u32::MAX {
                    self.level[v] = self.level[u] + 1;
                    self.queue.push(v as u32);
                }
            }
        }
        self.level[t] != u32::MAX
    }

    /// One augmenting path in the level graph, iteratively (graphs can be
    /// deep chains).
    fn dfs(&mut self, s: usize, t: usize, want: u64) -> u64 {
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        let mut u = s;
        loop {
            if u == t {
                let f = path.iter().map(|&e| self.cap[e as usize]).min().unwrap_or(0).min(want);
                for &e in &path {
                    self.cap[e as usize] -= f;
                    self.cap[(e ^ 1) as usize] += f;
                }
                self.path = path;
                return f;
            }
            let mut advanced = false;
            while self.next[u] < self.adj[u].len() {
                let e = self.adj[u][self.next[u]];
                let v = self.head[e as usize] as usize;
                if self.cap[e as usize] > 0 && self.level[v] == self.level[u] + 1 {
                    path.push(e);
                    u = v;
                    advanced = true;
                    break;
                }
                self.next[u] += 1;
            }
            if !advanced {
                // Dead end: retreat and never try this node's edge again.
                self.level[u] = u32::MAX;
                match path.pop() {
                    Some(e) => {
                        u = self.head[(e ^ 1) as usize] as usize;
                        self.next[u] += 1;
                    }
                    None => {
                        self.path = path;
                        return 0;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_max_flow() {
        // s=0, t=5; the textbook network with max flow 23.
        let mut g = FlowGraph::new(6);
        for (a, b, c) in [
            (0, 1, 16),
            (0, 2, 13),
            (1, 2, 10),
            (2, 1, 4),
            (1, 3, 12),
            (3, 2, 9),
            (2, 4, 14),
            (4, 3, 7),
            (3, 5, 20),
            (4, 5, 4),
        ] {
            g.add_edge(a, b, c);
        }
        assert_eq!(g.max_flow(0, 5, INF), 23);
    }

    #[test]
    fn uncuttable_path_is_infinite() {
        let mut g = FlowGraph::new(3);
        g.add_edge(0, 1, INF);
        g.add_edge(1, 2, INF);
        assert_eq!(g.max_flow(0, 2, INF), INF);
    }
}
