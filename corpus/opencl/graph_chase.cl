// Irregular, latency-bound graph and list traversals: Rodinia's BFS
// (two kernels per level over a frontier mask, neighbours gathered
// through an edge list) and pointer chasing, where each load's address
// is the previous load's value, so nothing can be overlapped within a
// work-item and only more waves hide the latency.

typedef struct {
  int starting;
  int no_of_edges;
} Node;

// Rodinia bfs kernel 1: expand the frontier.
__kernel void bfs_expand(__global const Node *restrict g_graph_nodes,
                         __global const int *restrict g_graph_edges,
                         __global char *restrict g_graph_mask,
                         __global char *restrict g_updating_graph_mask,
                         __global const char *restrict g_graph_visited,
                         __global int *restrict g_cost, int no_of_nodes) {
  int tid = get_global_id(0);
  if (tid < no_of_nodes && g_graph_mask[tid]) {
    g_graph_mask[tid] = false;
    int end = g_graph_nodes[tid].no_of_edges + g_graph_nodes[tid].starting;
    for (int i = g_graph_nodes[tid].starting; i < end; i++) {
      int id = g_graph_edges[i];
      if (!g_graph_visited[id]) {
        g_cost[id] = g_cost[tid] + 1;
        g_updating_graph_mask[id] = true;
      }
    }
  }
}

// Rodinia bfs kernel 2: commit the next frontier.
__kernel void bfs_commit(__global char *restrict g_graph_mask,
                         __global char *restrict g_updating_graph_mask,
                         __global char *restrict g_graph_visited,
                         __global char *restrict g_over, int no_of_nodes) {
  int tid = get_global_id(0);
  if (tid < no_of_nodes && g_updating_graph_mask[tid]) {
    g_graph_mask[tid] = true;
    g_graph_visited[tid] = true;
    *g_over = true;
    g_updating_graph_mask[tid] = false;
  }
}

// Linked list in an array of nodes: follow `next` for a runtime number of
// hops, summing payloads (the classic pointer-chase latency probe).
typedef struct ListNode {
  __global struct ListNode *next;
  float payload;
  int key;
} ListNode;

__kernel void list_chase_sum(__global ListNode *restrict heads,
                             __global float *restrict out, int hops) {
  int gid = get_global_id(0);
  __global ListNode *p = heads[gid].next;
  float acc = 0.0f;
  int keys = 0;
  for (int h = 0; h < hops && p; ++h) {
    acc += p->payload;
    keys ^= p->key;
    p = p->next;
  }
  out[gid] = acc + (float)keys;
}

// Index chasing (union-find style path walk, as in connected-component
// labelling): two independent chains per work-item so at most two loads
// are ever in flight.
__kernel void index_chase2(__global const int *restrict parent,
                           __global const int *restrict start,
                           __global int *restrict root, int max_steps) {
  int gid = get_global_id(0);
  int a = start[2 * gid], b = start[2 * gid + 1];
  for (int s = 0; s < max_steps; ++s) {
    int pa = parent[a], pb = parent[b];
    if (pa == a && pb == b)
      break;
    a = pa;
    b = pb;
  }
  root[2 * gid] = a;
  root[2 * gid + 1] = b;
}
