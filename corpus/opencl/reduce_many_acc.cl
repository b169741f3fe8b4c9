// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// Reductions that carry many accumulators per work-item through a
// grid-stride loop (first pass of a two-pass reduction: each work-item
// writes its partial results, a second small kernel adds them up):
// multi-vector dot products, tall-skinny A^T x, block inner products,
// per-channel moments. Some variants unroll the loop.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// 16 dot products <x, v_k> at once (e.g. classical Gram-Schmidt against 16
// basis vectors): 16 accumulators.
__kernel void reduce_dot16(__global const float *restrict x,
                           __global const float *restrict V, int n,
                           __global float *restrict partial) {
  float acc[16];
#pragma unroll
  for (int k = 0; k < 16; ++k)
    acc[k] = 0.0f;
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    float xi = x[i];
#pragma unroll
    for (int k = 0; k < 16; ++k)
      acc[k] = fma(xi, V[(size_t)k * n + i], acc[k]);
  }
#pragma unroll
  for (int k = 0; k < 16; ++k)
    partial[(size_t)k * get_global_size(0) + get_global_id(0)] = acc[k];
}

// The same, grid-stride loop unrolled by four (64 loads in flight).
__kernel void reduce_dot16_u4(__global const float *restrict x,
                              __global const float *restrict V, int n,
                              __global float *restrict partial) {
  float acc[16];
#pragma unroll
  for (int k = 0; k < 16; ++k)
    acc[k] = 0.0f;
  int stride = get_global_size(0);
  for (int i0 = get_global_id(0); i0 < n; i0 += 4 * stride) { // n = 4 * stride * m
#pragma unroll
    for (int u = 0; u < 4; ++u) {
      int i = i0 + u * stride;
      float xi = x[i];
#pragma unroll
      for (int k = 0; k < 16; ++k)
        acc[k] = fma(xi, V[(size_t)k * n + i], acc[k]);
    }
  }
#pragma unroll
  for (int k = 0; k < 16; ++k)
    partial[(size_t)k * stride + get_global_id(0)] = acc[k];
}

// Per-channel moments of 8-channel samples (float8 rows): sum, sum of
// squares, cubes and fourth powers for skewness/kurtosis: 32 accumulators.
__kernel void reduce_moments32(__global const float8 *restrict rows, int n,
                               __global float8 *restrict partial) {
  float8 s1 = 0.0f, s2 = 0.0f, s3 = 0.0f, s4 = 0.0f;
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    float8 v = rows[i];
    float8 v2 = v * v;
    s1 += v;
    s2 += v2;
    s3 = fma(v2, v, s3);
    s4 = fma(v2, v2, s4);
  }
  size_t g = get_global_id(0) * 4;
  partial[g] = s1;
  partial[g + 1] = s2;
  partial[g + 2] = s3;
  partial[g + 3] = s4;
}

// Double-precision moments with a per-channel shift (numerically safer
// one-pass variance), loop unrolled by two: 32 double accumulators.
__kernel void reduce_moments32_f64_u2(__global const double8 *restrict rows,
                                      __global const double8 *restrict shift, int n,
                                      __global double8 *restrict partial) {
  double8 c = shift[0];
  double8 s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0;
  int stride = get_global_size(0);
  for (int i = get_global_id(0); i < n; i += 2 * stride) { // n = 2 * stride * m
#pragma unroll
    for (int u = 0; u < 2; ++u) {
      double8 v = rows[i + u * stride] - c;
      double8 v2 = v * v;
      s1 += v;
      s2 += v2;
      s3 = fma(v2, v, s3);
      s4 = fma(v2, v2, s4);
    }
  }
  size_t g = get_global_id(0) * 4;
  partial[g] = s1;
  partial[g + 1] = s2;
  partial[g + 2] = s3;
  partial[g + 3] = s4;
}

// Tall-skinny y = A^T x with 48 columns (row-major A): 48 accumulators.
__kernel void reduce_atx48(__global const float *restrict A,
                           __global const float *restrict x, int n,
                           __global float *restrict partial) {
  float16 a0 = 0.0f, a1 = 0.0f, a2 = 0.0f;
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    float xi = x[i];
    __global const float *row = A + (size_t)i * 48;
    a0 = fma((float16)(xi), vload16(0, row), a0);
    a1 = fma((float16)(xi), vload16(1, row), a1);
    a2 = fma((float16)(xi), vload16(2, row), a2);
  }
  __global float *p = partial + get_global_id(0) * 48;
  vstore16(a0, 0, p);
  vstore16(a1, 1, p);
  vstore16(a2, 2, p);
}

// The same with the partial sums combined in LDS across the work-group
// (one tree per column), loop unrolled by two.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void reduce_atx48_lds_u2(__global const float *restrict A,
                                  __global const float *restrict x, int n,
                                  __global float *restrict partial) {
  __local float sh[48][64 + 1];
  float acc[48];
#pragma unroll
  for (int c = 0; c < 48; ++c)
    acc[c] = 0.0f;
  int stride = get_global_size(0), lid = get_local_id(0);
  for (int i0 = get_global_id(0); i0 < n; i0 += 2 * stride) { // n = 2 * stride * m
#pragma unroll
    for (int u = 0; u < 2; ++u) {
      int i = i0 + u * stride;
      float xi = x[i];
#pragma unroll
      for (int c = 0; c < 48; ++c)
        acc[c] = fma(xi, A[(size_t)i * 48 + c], acc[c]);
    }
  }
#pragma unroll
  for (int c = 0; c < 48; ++c)
    sh[c][lid] = acc[c];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid < 48) {
    float s = 0.0f;
    for (int t = 0; t < 64; ++t)
      s += sh[lid][t];
    partial[get_group_id(0) * 48 + lid] = s;
  }
}

// Block inner product X^T Y of two tall 8-column blocks (block Krylov and
// block orthogonalisation), double: 64 accumulators in 128 VGPRs.
__kernel void reduce_block_dot8x8_f64(__global const double *restrict X,
                                      __global const double *restrict Y, int n,
                                      __global double *restrict partial) {
  double acc[8][8];
#pragma unroll
  for (int a = 0; a < 8; ++a)
#pragma unroll
    for (int b = 0; b < 8; ++b)
      acc[a][b] = 0.0;
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    double8 xr = vload8(i, X), yr = vload8(i, Y);
    double xv[8] = {xr.s0, xr.s1, xr.s2, xr.s3, xr.s4, xr.s5, xr.s6, xr.s7};
    double yv[8] = {yr.s0, yr.s1, yr.s2, yr.s3, yr.s4, yr.s5, yr.s6, yr.s7};
#pragma unroll
    for (int a = 0; a < 8; ++a)
#pragma unroll
      for (int b = 0; b < 8; ++b)
        acc[a][b] = fma(xv[a], yv[b], acc[a][b]);
  }
  __global double *p = partial + get_global_id(0) * 64;
#pragma unroll
  for (int a = 0; a < 8; ++a)
#pragma unroll
    for (int b = 0; b < 8; ++b)
      p[a * 8 + b] = acc[a][b];
}

// Block inner product in float with 8x8 accumulators, loop unrolled by
// four: 64 accumulators plus four rows of operands in flight.
__kernel void reduce_block_dot8x8_u4(__global const float8 *restrict X,
                                     __global const float8 *restrict Y, int n,
                                     __global float *restrict partial) {
  float acc[8][8];
#pragma unroll
  for (int a = 0; a < 8; ++a)
#pragma unroll
    for (int b = 0; b < 8; ++b)
      acc[a][b] = 0.0f;
  int stride = get_global_size(0);
  for (int i0 = get_global_id(0); i0 < n; i0 += 4 * stride) { // n = 4 * stride * m
#pragma unroll
    for (int u = 0; u < 4; ++u) {
      float8 xr = X[i0 + u * stride], yr = Y[i0 + u * stride];
      float xv[8] = {xr.s0, xr.s1, xr.s2, xr.s3, xr.s4, xr.s5, xr.s6, xr.s7};
      float yv[8] = {yr.s0, yr.s1, yr.s2, yr.s3, yr.s4, yr.s5, yr.s6, yr.s7};
#pragma unroll
      for (int a = 0; a < 8; ++a)
#pragma unroll
        for (int b = 0; b < 8; ++b)
          acc[a][b] = fma(xv[a], yv[b], acc[a][b]);
    }
  }
  __global float *p = partial + get_global_id(0) * 64;
#pragma unroll
  for (int a = 0; a < 8; ++a)
#pragma unroll
    for (int b = 0; b < 8; ++b)
      p[a * 8 + b] = acc[a][b];
}

// Covariance accumulation of 9-dimensional samples: 9 sums and the 45
// entries of the upper triangle of the scatter matrix (54 accumulators).
__kernel void reduce_cov9(__global const float *restrict samples, int n,
                          __global float *restrict partial) {
  float s[9], c[9][9];
#pragma unroll
  for (int a = 0; a < 9; ++a) {
    s[a] = 0.0f;
#pragma unroll
    for (int b = 0; b < 9; ++b)
      c[a][b] = 0.0f;
  }
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    float v[9];
#pragma unroll
    for (int a = 0; a < 9; ++a) {
      v[a] = samples[(size_t)a * n + i];
      s[a] += v[a];
    }
#pragma unroll
    for (int a = 0; a < 9; ++a)
#pragma unroll
      for (int b = 0; b < 9; ++b)
        if (b >= a)
          c[a][b] += v[a] * v[b];
  }
  __global float *p = partial + get_global_id(0) * 54;
#pragma unroll
  for (int a = 0; a < 9; ++a)
    p[a] = s[a];
#pragma unroll
  for (int a = 0; a < 9; ++a)
#pragma unroll
    for (int b = 0; b < 9; ++b)
      if (b >= a)
        p[9 + a * 9 - a * (a - 1) / 2 + b - a] = c[a][b];
}
