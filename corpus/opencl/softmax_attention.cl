// Attention-like row kernels in the style of Triton's fused softmax and
// FlashAttention tutorials: QK^T for one query row against a runtime
// number of keys with an online (running) max and sum in the loop, and a
// work-group-per-row softmax whose lanes keep (max, sum) pairs merged
// through LDS.

// One query row per work-item, head dim 64 in registers; first pass
// computes scores with an online max/sum, second pass writes P.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void qk_row_softmax_online(__global const float *restrict Q,
                                    __global const float *restrict K,
                                    __global float *restrict P, int nkeys,
                                    float sm_scale) {
  const int row = get_global_id(0);
  float q[64];
#pragma unroll
  for (int d = 0; d < 64; d += 4) {
    float4 v = vload4(0, Q + (size_t)row * 64 + d);
    q[d] = v.x * sm_scale;
    q[d + 1] = v.y * sm_scale;
    q[d + 2] = v.z * sm_scale;
    q[d + 3] = v.w * sm_scale;
  }
  float m_i = -INFINITY, l_i = 0.0f;
  __global float *prow = P + (size_t)row * nkeys;
  for (int n = 0; n < nkeys; ++n) {
    const __global float *k = K + (size_t)n * 64;
    float s = 0.0f;
#pragma unroll
    for (int d = 0; d < 64; d += 4) {
      float4 kv = vload4(0, k + d);
      s = fma(q[d], kv.x, s);
      s = fma(q[d + 1], kv.y, s);
      s = fma(q[d + 2], kv.z, s);
      s = fma(q[d + 3], kv.w, s);
    }
    float m_new = fmax(m_i, s);
    l_i = l_i * exp(m_i - m_new) + exp(s - m_new);
    m_i = m_new;
    prow[n] = s;
  }
  float inv_l = 1.0f / l_i;
  for (int n = 0; n < nkeys; ++n)
    prow[n] = exp(prow[n] - m_i) * inv_l;
}

// Triton-style fused softmax: one 256-lane work-group per row, runtime
// row length, strided online max/sum per lane, (m, l) merged in LDS.
#define SM_WG 256
__attribute__((reqd_work_group_size(SM_WG, 1, 1)))
__kernel void softmax_row_online_wg(__global const float *restrict x,
                                    __global float *restrict y, int ncols,
                                    int row_stride) {
  __local float sm_m[SM_WG];
  __local float sm_l[SM_WG];
  const int lid = get_local_id(0);
  const __global float *xr = x + (size_t)get_group_id(0) * row_stride;
  __global float *yr = y + (size_t)get_group_id(0) * row_stride;
  float m = -INFINITY, l = 0.0f;
  for (int c = lid; c < ncols; c += SM_WG) {
    float v = xr[c];
    float m_new = fmax(m, v);
    l = l * exp(m - m_new) + exp(v - m_new);
    m = m_new;
  }
  sm_m[lid] = m;
  sm_l[lid] = l;
  for (int off = SM_WG / 2; off > 0; off >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < off) {
      float m2 = sm_m[lid + off], l2 = sm_l[lid + off];
      float mm = fmax(m, m2);
      l = l * exp(m - mm) + l2 * exp(m2 - mm);
      m = mm;
      sm_m[lid] = m;
      sm_l[lid] = l;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float row_max = sm_m[0], inv_sum = 1.0f / sm_l[0];
  for (int c = lid; c < ncols; c += SM_WG)
    yr[c] = exp(xr[c] - row_max) * inv_sum;
}
