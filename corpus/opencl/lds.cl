// Local-memory (LDS) kernels: reductions, transposes, histograms, scans.

#define WG 256

__attribute__((reqd_work_group_size(WG, 1, 1)))
__kernel void lds_tree_reduce(__global const float *restrict in,
                              __global float *restrict partial, int n) {
  __local float sh[WG];
  size_t lid = get_local_id(0);
  size_t gid = get_global_id(0);
  float s = 0.0f;
  for (size_t i = gid; i < (size_t)n; i += get_global_size(0))
    s += in[i];
  sh[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint w = WG / 2; w > 0; w >>= 1) {
    if (lid < w)
      sh[lid] += sh[lid + w];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = sh[0];
}

// 32x32 tile transpose through a padded LDS tile (32x8 work-items).
__attribute__((reqd_work_group_size(32, 8, 1)))
__kernel void lds_transpose(__global const float *restrict in,
                            __global float *restrict out, int w, int h) {
  __local float tile[32][33];
  int bx = get_group_id(0) * 32, by = get_group_id(1) * 32;
  int tx = get_local_id(0), ty = get_local_id(1);
#pragma unroll
  for (int j = 0; j < 32; j += 8)
    tile[ty + j][tx] = in[(by + ty + j) * w + bx + tx];
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
  for (int j = 0; j < 32; j += 8)
    out[(bx + ty + j) * h + by + tx] = tile[tx][ty + j];
}

// 256-bin histogram with local atomics, merged into global memory.
__kernel void lds_histogram(__global const uchar *restrict data,
                            __global uint *restrict bins, int n) {
  __local uint h[256];
  int lid = get_local_id(0);
  for (int b = lid; b < 256; b += get_local_size(0))
    h[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_inc(&h[data[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = lid; b < 256; b += get_local_size(0))
    atomic_add(&bins[b], h[b]);
}

// Hillis-Steele inclusive scan of 512 values (two per work-item), double
// buffered in 4 KB of LDS.
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void lds_scan512(__global const int *restrict in,
                          __global int *restrict out) {
  __local int buf[2][512];
  int lid = get_local_id(0);
  size_t g = get_group_id(0) * 512;
  buf[0][lid] = in[g + lid];
  buf[0][lid + 256] = in[g + lid + 256];
  barrier(CLK_LOCAL_MEM_FENCE);
  int src = 0;
  for (int off = 1; off < 512; off <<= 1) {
    int a = buf[src][lid], b = buf[src][lid + 256];
    if (lid >= off)
      a += buf[src][lid - off];
    b += buf[src][lid + 256 - off];
    buf[1 - src][lid] = a;
    buf[1 - src][lid + 256] = b;
    src = 1 - src;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[g + lid] = buf[src][lid];
  out[g + lid + 256] = buf[src][lid + 256];
}
