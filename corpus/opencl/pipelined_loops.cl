// Software-pipelined loops in the style of tuned public kernels: each
// iteration issues the loads of the next one before it works on the values
// the previous iteration loaded (CUB's and BabelStream's register
// prefetch, CLBlast's and Triton's two-stage K loops kept in registers,
// prefetched gathers in SpMV). The values cross the back edge, so what a
// loop costs depends on whether one iteration's work covers the memory
// latency of the loads it leaves in flight for the next, and an order
// that sinks those loads to the end of the body leaves the next iteration
// waiting for them.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Grid-stride sum with a register prefetch: the next element is loaded
// before the current one is folded in; four partial sums, one per lane
// group, are combined in LDS at the end.
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void stream_sum_prefetch(__global const float4 *restrict a,
                                  __global float *restrict out, int n4) {
  __local float part[256];
  const int stride = get_global_size(0);
  int i = get_global_id(0);
  float4 acc = (float4)(0.0f);
  float4 cur = i < n4 ? a[i] : (float4)(0.0f);
  for (i += stride; i < n4; i += stride) {
    float4 next = a[i];
    acc = fma(cur, cur, acc);
    cur = next;
  }
  acc = fma(cur, cur, acc);
  const int l = get_local_id(0);
  part[l] = acc.x + acc.y + acc.z + acc.w;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 128; s > 0; s >>= 1) {
    if (l < s)
      part[l] += part[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = part[0];
}

// Register-tiled SGEMM without LDS, C = A * B with A column-major (M x K)
// and B row-major (K x N), a 4x4 tile per work-item: the A column and B
// row of step k + 1 are loaded while the 16 FMAs of step k run, the
// two-stage K loop Triton generates with num_stages=2 and CLBlast's
// direct kernels write by hand.
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void sgemm_kprefetch_4x4(__global const float4 *restrict A,
                                  __global const float4 *restrict B,
                                  __global float4 *restrict C, int M4,
                                  int N4, int K) {
  const int m = get_global_id(0);
  const int n = get_global_id(1);
  float4 c0 = (float4)(0.0f), c1 = (float4)(0.0f), c2 = (float4)(0.0f),
         c3 = (float4)(0.0f);
  float4 a = A[m];
  float4 b = B[n];
  for (int k = 1; k < K; ++k) {
    const float4 an = A[k * M4 + m];
    const float4 bn = B[k * N4 + n];
    c0 = fma((float4)(a.x), b, c0);
    c1 = fma((float4)(a.y), b, c1);
    c2 = fma((float4)(a.z), b, c2);
    c3 = fma((float4)(a.w), b, c3);
    a = an;
    b = bn;
  }
  c0 = fma((float4)(a.x), b, c0);
  c1 = fma((float4)(a.y), b, c1);
  c2 = fma((float4)(a.z), b, c2);
  c3 = fma((float4)(a.w), b, c3);
  C[(4 * m + 0) * N4 + n] = c0;
  C[(4 * m + 1) * N4 + n] = c1;
  C[(4 * m + 2) * N4 + n] = c2;
  C[(4 * m + 3) * N4 + n] = c3;
}

// ELLPACK SpMV (SHOC's ellpackr layout, column-major slots) with the next
// slot's column index and value prefetched: the gather of x[col] for slot
// j + 1 depends on an index loaded one iteration earlier, so each
// iteration carries two loads round the back edge.
__kernel void spmv_ell_prefetch(__global const float *restrict val,
                                __global const int *restrict cols,
                                __global const int *restrict row_len,
                                __global const float *restrict x,
                                __global float *restrict y, int rows) {
  const int r = get_global_id(0);
  if (r >= rows)
    return;
  const int len = row_len[r];
  float sum = 0.0f;
  if (len > 0) {
    int col = cols[r];
    float v = val[r];
    for (int j = 1; j < len; ++j) {
      const int ncol = cols[j * rows + r];
      const float nv = val[j * rows + r];
      sum = fma(v, x[col], sum);
      col = ncol;
      v = nv;
    }
    sum = fma(v, x[col], sum);
  }
  y[r] = sum;
}

// Double-precision 1D 5-point smoother marching along a row with a
// sliding window in registers: the point two ahead is loaded while the
// current one is computed, the register rotation stencil codes use along
// their streaming dimension.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void smooth5_march_f64(__global const double *restrict in,
                                __global double *restrict out, int rows,
                                int len) {
  const int r = get_global_id(0);
  if (r >= rows)
    return;
  __global const double *p = in + (long)r * len;
  __global double *q = out + (long)r * len;
  double w0 = p[0], w1 = p[1], w2 = p[2], w3 = p[3];
  for (int i = 2; i + 2 < len; ++i) {
    const double w4 = p[i + 2];
    q[i] = 0.0625 * (w0 + w4) + 0.25 * (w1 + w3) + 0.375 * w2;
    w0 = w1;
    w1 = w2;
    w2 = w3;
    w3 = w4;
  }
}
