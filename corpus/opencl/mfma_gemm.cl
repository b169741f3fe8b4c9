// gcnrs-targets: gfx90a gfx942
// GEMM main loops on the matrix cores (MFMA), one wave per output block.
// Each wave owns a grid of MFMA accumulator blocks (the 16x16 or 32x32
// outputs of one instruction) and walks K, feeding every block's A rows
// and B columns from global memory or LDS. Lane mappings follow the CDNA
// ISA: for 32x32xK the lane l supplies row/column l%32 at k-group l/32,
// for 16x16xK row/column l%16 at k-group l/16.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// 64x64 block per wave: 2x2 blocks of v_mfma_f32_32x32x2f32 (64 accumulator
// registers); A and B read straight from global memory, K unrolled by 8.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void mfma_sgemm_32x32x2_2x2(int M, int N, int K, float alpha, float beta,
                                     __global const float *restrict A,
                                     __global const float *restrict B,
                                     __global float *restrict C) {
  int lane = get_local_id(0);
  int r = lane % 32, kg = lane / 32;
  int bm = get_group_id(1) * 64, bn = get_group_id(0) * 64;
  float16 acc[2][2];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      acc[i][j] = (float16)(0.0f);
  for (int k0 = 0; k0 < K; k0 += 8) { // K is a multiple of 8
#pragma unroll
    for (int kk = 0; kk < 8; kk += 2) {
      int k = k0 + kk + kg;
      float a0 = A[(size_t)(bm + r) * K + k];
      float a1 = A[(size_t)(bm + 32 + r) * K + k];
      float b0 = B[(size_t)k * N + bn + r];
      float b1 = B[(size_t)k * N + bn + 32 + r];
      acc[0][0] = __builtin_amdgcn_mfma_f32_32x32x2f32(a0, b0, acc[0][0], 0, 0, 0);
      acc[0][1] = __builtin_amdgcn_mfma_f32_32x32x2f32(a0, b1, acc[0][1], 0, 0, 0);
      acc[1][0] = __builtin_amdgcn_mfma_f32_32x32x2f32(a1, b0, acc[1][0], 0, 0, 0);
      acc[1][1] = __builtin_amdgcn_mfma_f32_32x32x2f32(a1, b1, acc[1][1], 0, 0, 0);
    }
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) {
      float c[16];
      vstore16(acc[i][j], 0, c);
#pragma unroll
      for (int e = 0; e < 16; ++e) {
        int row = bm + 32 * i + 8 * (e / 4) + 4 * kg + e % 4;
        size_t idx = (size_t)row * N + bn + 32 * j + r;
        C[idx] = alpha * c[e] + beta * C[idx];
      }
    }
}

// 64x64 block per wave from 4x4 blocks of v_mfma_f32_16x16x4f32, with the A
// and B slices staged in LDS by a 256-thread work-group (four waves, each
// owning one quadrant of a 128x128 block).
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void mfma_sgemm_16x16x4_4x4_lds(int M, int N, int K,
                                         __global const float *restrict A,
                                         __global const float *restrict B,
                                         __global float *restrict C) {
  __local float As[16][128 + 4];
  __local float Bs[16][128 + 4];
  int tid = get_local_id(0), wave = tid / 64, lane = tid % 64;
  int r = lane % 16, kg = lane / 16;
  int bm = get_group_id(1) * 128, bn = get_group_id(0) * 128;
  int wm = (wave / 2) * 64, wn = (wave % 2) * 64;
  float4 acc[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      acc[i][j] = (float4)(0.0f);
  for (int k0 = 0; k0 < K; k0 += 16) {
#pragma unroll
    for (int l = 0; l < 8; ++l) {
      int e = tid + 256 * l;
      As[e % 16][e / 16] = A[(size_t)(bm + e / 16) * K + k0 + e % 16];
      Bs[e / 128][e % 128] = B[(size_t)(k0 + e / 128) * N + bn + e % 128];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int kk = 0; kk < 16; kk += 4) {
      float a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        a[i] = As[kk + kg][wm + 16 * i + r];
        b[i] = Bs[kk + kg][wn + 16 * i + r];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] = __builtin_amdgcn_mfma_f32_16x16x4f32(a[i], b[j], acc[i][j], 0, 0, 0);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float c[4] = {acc[i][j].x, acc[i][j].y, acc[i][j].z, acc[i][j].w};
#pragma unroll
      for (int e = 0; e < 4; ++e)
        C[(size_t)(bm + wm + 16 * i + 4 * kg + e) * N + bn + wn + 16 * j + r] = c[e];
    }
}

// Half-precision inputs, float accumulation: 2x4 blocks of
// v_mfma_f32_32x32x8f16 (128 accumulator registers), 64x128 per wave.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void mfma_hgemm_32x32x8_2x4(int M, int N, int K,
                                     __global const half *restrict A,
                                     __global const half *restrict Bt,
                                     __global float *restrict C) {
  int lane = get_local_id(0);
  int r = lane % 32, kg = lane / 32;
  int bm = get_group_id(1) * 64, bn = get_group_id(0) * 128;
  float16 acc[2][4];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      acc[i][j] = (float16)(0.0f);
  for (int k0 = 0; k0 < K; k0 += 16) {
#pragma unroll
    for (int kk = 0; kk < 16; kk += 8) {
      int k = k0 + kk + 4 * kg;
      half4 a[2], b[4];
#pragma unroll
      for (int i = 0; i < 2; ++i)
        a[i] = vload4(0, A + (size_t)(bm + 32 * i + r) * K + k);
#pragma unroll
      for (int j = 0; j < 4; ++j)
        b[j] = vload4(0, Bt + (size_t)(bn + 32 * j + r) * K + k);
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] = __builtin_amdgcn_mfma_f32_32x32x8f16(a[i], b[j], acc[i][j], 0, 0, 0);
    }
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float c[16];
      vstore16(acc[i][j], 0, c);
#pragma unroll
      for (int e = 0; e < 16; ++e)
        C[(size_t)(bm + 32 * i + 8 * (e / 4) + 4 * kg + e % 4) * N + bn + 32 * j + r] = c[e];
    }
}

// Double precision: 2x4 blocks of v_mfma_f64_16x16x4f64 (64 accumulator
// registers), 32x64 per wave, with the alpha/beta epilogue.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void mfma_dgemm_16x16x4_2x4(int M, int N, int K, double alpha, double beta,
                                     __global const double *restrict A,
                                     __global const double *restrict B,
                                     __global double *restrict C) {
  int lane = get_local_id(0);
  int r = lane % 16, kg = lane / 16;
  int bm = get_group_id(1) * 32, bn = get_group_id(0) * 64;
  double4 acc[2][4];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      acc[i][j] = (double4)(0.0);
  for (int k0 = 0; k0 < K; k0 += 8) { // K is a multiple of 8
#pragma unroll
    for (int kk = 0; kk < 8; kk += 4) {
      int k = k0 + kk + kg;
      double a[2], b[4];
#pragma unroll
      for (int i = 0; i < 2; ++i)
        a[i] = A[(size_t)(bm + 16 * i + r) * K + k];
#pragma unroll
      for (int j = 0; j < 4; ++j)
        b[j] = B[(size_t)k * N + bn + 16 * j + r];
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] = __builtin_amdgcn_mfma_f64_16x16x4f64(a[i], b[j], acc[i][j], 0, 0, 0);
    }
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      double c[4] = {acc[i][j].x, acc[i][j].y, acc[i][j].z, acc[i][j].w};
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        size_t idx = (size_t)(bm + 16 * i + 4 * kg + e) * N + bn + 16 * j + r;
        C[idx] = alpha * c[e] + beta * C[idx];
      }
    }
}

// bfloat16 inputs (as raw shorts), 2x2 blocks of v_mfma_f32_32x32x8bf16_1k,
// K unrolled by 32 so that eight k-steps of operands are loaded up front.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void mfma_bf16gemm_32x32x8_2x2_k32(int M, int N, int K,
                                            __global const short *restrict A,
                                            __global const short *restrict Bt,
                                            __global float *restrict C) {
  int lane = get_local_id(0);
  int r = lane % 32, kg = lane / 32;
  int bm = get_group_id(1) * 64, bn = get_group_id(0) * 64;
  float16 acc[2][2];
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j)
      acc[i][j] = (float16)(0.0f);
  for (int k0 = 0; k0 < K; k0 += 32) {
    short4 a[4][2], b[4][2];
#pragma unroll
    for (int s = 0; s < 4; ++s)
#pragma unroll
      for (int i = 0; i < 2; ++i) {
        a[s][i] = vload4(0, A + (size_t)(bm + 32 * i + r) * K + k0 + 8 * s + 4 * kg);
        b[s][i] = vload4(0, Bt + (size_t)(bn + 32 * i + r) * K + k0 + 8 * s + 4 * kg);
      }
#pragma unroll
    for (int s = 0; s < 4; ++s)
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 2; ++j)
          acc[i][j] = __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(a[s][i], b[s][j], acc[i][j], 0, 0, 0);
  }
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 2; ++j) {
      float c[16];
      vstore16(acc[i][j], 0, c);
#pragma unroll
      for (int e = 0; e < 16; ++e)
        C[(size_t)(bm + 32 * i + 8 * (e / 4) + 4 * kg + e % 4) * N + bn + 32 * j + r] = c[e];
    }
}
