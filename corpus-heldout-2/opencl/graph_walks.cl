// Irregular traversals: Rodinia-bfs-style level-synchronous frontier expansion (mask arrays, one node per work-item)
// and its commit kernel, a linked-list walk over array-of-struct nodes and a batched binary-search-tree lookup.
// Latency-bound: every step is a load whose address comes from the previous load, with divergent trip counts.

typedef struct {
    int first_edge;
    int degree;
} GraphNode;

__kernel void bfs_level_expand(__global const GraphNode *restrict nodes,
                               __global const int *restrict edges,
                               __global uchar *restrict frontier,
                               __global uchar *restrict next_frontier,
                               __global const uchar *restrict visited,
                               __global int *restrict cost,
                               int nnodes)
{
    int v = get_global_id(0);
    if (v >= nnodes || !frontier[v])
        return;
    frontier[v] = 0;
    GraphNode nd = nodes[v];
    int c = cost[v] + 1;
    for (int e = nd.first_edge; e < nd.first_edge + nd.degree; e++) {
        int w = edges[e];
        if (!visited[w]) {
            cost[w] = c;
            next_frontier[w] = 1;
        }
    }
}

__kernel void bfs_level_commit(__global uchar *restrict frontier,
                               __global uchar *restrict next_frontier,
                               __global uchar *restrict visited,
                               __global int *restrict not_done,
                               int nnodes)
{
    int v = get_global_id(0);
    if (v >= nnodes || !next_frontier[v])
        return;
    frontier[v] = 1;
    visited[v] = 1;
    next_frontier[v] = 0;
    *not_done = 1;
}

typedef struct {
    int next;       // -1 ends the list
    int key;
    float value;
    float decay;
} ListNode;

// Each work-item walks one list: a decayed running sum and a count of keys
// matching `key_mask`; stops early after max_len nodes.
__kernel void list_walk_decay_sum(__global const ListNode *restrict nodes,
                                  __global const int *restrict heads,
                                  __global float *restrict sums,
                                  __global int *restrict counts,
                                  int nlists, int key_mask, int max_len)
{
    int l = get_global_id(0);
    if (l >= nlists)
        return;
    int p = heads[l];
    float s = 0.0f;
    int cnt = 0;
    for (int n = 0; p >= 0 && n < max_len; n++) {
        ListNode nd = nodes[p];
        s = fma(s, nd.decay, nd.value);
        cnt += (nd.key & key_mask) == key_mask;
        p = nd.next;
    }
    sums[l] = s;
    counts[l] = cnt;
}

typedef struct {
    float key;
    int left;       // -1: no child
    int right;
    int payload;
} TreeNode;

__kernel void bst_lookup_batch(__global const TreeNode *restrict tree,
                               __global const float *restrict queries,
                               __global int *restrict found,
                               __global int *restrict depth,
                               int nqueries, int root)
{
    int q = get_global_id(0);
    if (q >= nqueries)
        return;
    float key = queries[q];
    int n = root, res = -1, d = 0;
    while (n >= 0) {
        TreeNode t = tree[n];
        d++;
        if (key == t.key) {
            res = t.payload;
            break;
        }
        n = key < t.key ? t.left : t.right;
    }
    found[q] = res;
    depth[q] = d;
}
