// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// GEMMs that keep everything in registers and read global memory directly
// (no LDS): the "A transposed" layout lets each work-item fetch its TM rows
// of A and TN columns of B for one k with vector loads. Plus batched small
// matrix products as used in finite-element and Kalman-filter codes.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// C(4x8 tile) += At^T * B, At is K x M (column-major A), B is K x N.
__kernel void sgemm_at_4x8(int M, int N, int K, float alpha,
                           __global const float *restrict At,
                           __global const float *restrict B,
                           __global float *restrict C) {
  int row0 = get_global_id(1) * 4, col0 = get_global_id(0) * 8;
  float4 acc[8];
#pragma unroll
  for (int j = 0; j < 8; ++j)
    acc[j] = (float4)(0.0f);
  for (int k0 = 0; k0 < K; k0 += 4) // K is a multiple of 4
#pragma unroll
  for (int k = k0; k < k0 + 4; ++k) {
    float4 a = vload4(0, At + (size_t)k * M + row0);
    float8 b = vload8(0, B + (size_t)k * N + col0);
    acc[0] = fma(a, (float4)(b.s0), acc[0]);
    acc[1] = fma(a, (float4)(b.s1), acc[1]);
    acc[2] = fma(a, (float4)(b.s2), acc[2]);
    acc[3] = fma(a, (float4)(b.s3), acc[3]);
    acc[4] = fma(a, (float4)(b.s4), acc[4]);
    acc[5] = fma(a, (float4)(b.s5), acc[5]);
    acc[6] = fma(a, (float4)(b.s6), acc[6]);
    acc[7] = fma(a, (float4)(b.s7), acc[7]);
  }
#pragma unroll
  for (int j = 0; j < 8; ++j) {
    C[(size_t)(row0 + 0) * N + col0 + j] = alpha * acc[j].x;
    C[(size_t)(row0 + 1) * N + col0 + j] = alpha * acc[j].y;
    C[(size_t)(row0 + 2) * N + col0 + j] = alpha * acc[j].z;
    C[(size_t)(row0 + 3) * N + col0 + j] = alpha * acc[j].w;
  }
}

// 8x8 float tile, k unrolled by 8: the loads of eight k steps are in flight.
__kernel void sgemm_at_8x8_k8(int M, int N, int K, float alpha, float beta,
                              __global const float *restrict At,
                              __global const float *restrict B,
                              __global float *restrict C) {
  int row0 = get_global_id(1) * 8, col0 = get_global_id(0) * 8;
  float acc[8][8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j)
      acc[i][j] = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 8) // K is a multiple of 8
#pragma unroll
  for (int k = k0; k < k0 + 8; ++k) {
    float8 a = vload8(0, At + (size_t)k * M + row0);
    float8 b = vload8(0, B + (size_t)k * N + col0);
    float av[8] = {a.s0, a.s1, a.s2, a.s3, a.s4, a.s5, a.s6, a.s7};
    float bv[8] = {b.s0, b.s1, b.s2, b.s3, b.s4, b.s5, b.s6, b.s7};
#pragma unroll
    for (int i = 0; i < 8; ++i)
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc[i][j] = fma(av[i], bv[j], acc[i][j]);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    __global float *c = C + (size_t)(row0 + i) * N + col0;
    float8 old = vload8(0, c);
    float8 r = (float8)(acc[i][0], acc[i][1], acc[i][2], acc[i][3],
                        acc[i][4], acc[i][5], acc[i][6], acc[i][7]);
    vstore8(alpha * r + beta * old, 0, c);
  }
}

// double 4x4 tile with a fused bias + ReLU epilogue.
__kernel void dgemm_at_4x4_bias_relu(int M, int N, int K,
                                     __global const double *restrict At,
                                     __global const double *restrict B,
                                     __global const double *restrict bias,
                                     __global double *restrict C) {
  int row0 = get_global_id(1) * 4, col0 = get_global_id(0) * 4;
  double acc[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      acc[i][j] = 0.0;
  for (int k0 = 0; k0 < K; k0 += 2) // K is even
#pragma unroll
  for (int k = k0; k < k0 + 2; ++k) {
    double4 a = vload4(0, At + (size_t)k * M + row0);
    double4 b = vload4(0, B + (size_t)k * N + col0);
    double av[4] = {a.x, a.y, a.z, a.w};
    double bv[4] = {b.x, b.y, b.z, b.w};
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        acc[i][j] = fma(av[i], bv[j], acc[i][j]);
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      C[(size_t)(row0 + i) * N + col0 + j] = fmax(acc[i][j] + bias[col0 + j], 0.0);
}

// half 8x8 tile, accumulated in half (inference-style), k unrolled by 4.
__kernel void hgemm_at_8x8(int M, int N, int K, half alpha,
                           __global const half *restrict At,
                           __global const half *restrict B,
                           __global half *restrict C) {
  int row0 = get_global_id(1) * 8, col0 = get_global_id(0) * 8;
  half8 acc[8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
    acc[i] = (half8)(0.0h);
  for (int k0 = 0; k0 < K; k0 += 4) // K is a multiple of 4
#pragma unroll
  for (int k = k0; k < k0 + 4; ++k) {
    half8 a = vload8(0, At + (size_t)k * M + row0);
    half8 b = vload8(0, B + (size_t)k * N + col0);
    acc[0] = fma((half8)(a.s0), b, acc[0]);
    acc[1] = fma((half8)(a.s1), b, acc[1]);
    acc[2] = fma((half8)(a.s2), b, acc[2]);
    acc[3] = fma((half8)(a.s3), b, acc[3]);
    acc[4] = fma((half8)(a.s4), b, acc[4]);
    acc[5] = fma((half8)(a.s5), b, acc[5]);
    acc[6] = fma((half8)(a.s6), b, acc[6]);
    acc[7] = fma((half8)(a.s7), b, acc[7]);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i)
    vstore8(alpha * acc[i], 0, C + (size_t)(row0 + i) * N + col0);
}

// Batched 6x6 double products C_b = A_b * B_b (one small matrix pair per
// work-item, e.g. element stiffness blocks): 72 inputs, 36 outputs.
__kernel void batched_dgemm_6x6(__global const double *restrict A,
                                __global const double *restrict B,
                                __global double *restrict C, int batch) {
  int b = get_global_id(0);
  if (b >= batch)
    return;
  __global const double *a = A + (size_t)b * 36;
  __global const double *bb = B + (size_t)b * 36;
  double x[6][6], y[6][6];
#pragma unroll
  for (int i = 0; i < 6; ++i)
#pragma unroll
    for (int j = 0; j < 6; ++j) {
      x[i][j] = a[i * 6 + j];
      y[i][j] = bb[i * 6 + j];
    }
#pragma unroll
  for (int i = 0; i < 6; ++i)
#pragma unroll
    for (int j = 0; j < 6; ++j) {
      double s = 0.0;
#pragma unroll
      for (int k = 0; k < 6; ++k)
        s = fma(x[i][k], y[k][j], s);
      C[(size_t)b * 36 + i * 6 + j] = s;
    }
}

// Batched 4x4 float "sandwich" P' = F P F^T + Q (Kalman predict), with the
// batch interleaved (structure of arrays) for coalescing.
__kernel void batched_kalman_predict4(__global const float *restrict F,
                                      __global float *restrict P,
                                      __global const float *restrict Q,
                                      int batch) {
  int b = get_global_id(0);
  if (b >= batch)
    return;
  float f[4][4], p[4][4], t[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      f[i][j] = F[(i * 4 + j) * batch + b];
      p[i][j] = P[(i * 4 + j) * batch + b];
    }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float s = 0.0f;
#pragma unroll
      for (int k = 0; k < 4; ++k)
        s = fma(f[i][k], p[k][j], s);
      t[i][j] = s;
    }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float s = Q[(i * 4 + j) * batch + b];
#pragma unroll
      for (int k = 0; k < 4; ++k)
        s = fma(t[i][k], f[j][k], s);
      P[(i * 4 + j) * batch + b] = s;
    }
}
