// Register-tiled SGEMM (C = alpha*A*B + beta*C, row-major) with LDS staging.
// Each work-group computes a 64x64 block of C; K is walked in steps of 16.

#define BLK 64
#define KT 16

// 16x16 work-items, each owns a 4x4 tile of C (16 accumulators).
__attribute__((reqd_work_group_size(16, 16, 1)))
__kernel void sgemm_tile4x4(int M, int N, int K, float alpha, float beta,
                            __global const float *restrict A,
                            __global const float *restrict B,
                            __global float *restrict C) {
  __local float As[KT][BLK + 1];
  __local float Bs[KT][BLK];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row0 = get_group_id(1) * BLK + ty * 4;
  int col0 = get_group_id(0) * BLK + tx * 4;
  int lid = ty * 16 + tx;
  float acc[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      acc[i][j] = 0.0f;

  for (int k0 = 0; k0 < K; k0 += KT) {
    // 256 threads load a 64x16 slice of A and a 16x64 slice of B (4 each).
#pragma unroll
    for (int l = 0; l < 4; ++l) {
      int e = lid + l * 256;
      int ar = e / KT, ak = e % KT;
      As[ak][ar] = A[(size_t)(get_group_id(1) * BLK + ar) * K + k0 + ak];
      int bk = e / BLK, bc = e % BLK;
      Bs[bk][bc] = B[(size_t)(k0 + bk) * N + get_group_id(0) * BLK + bc];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int k = 0; k < KT; ++k) {
      float a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        a[i] = As[k][ty * 4 + i];
        b[i] = Bs[k][tx * 4 + i];
      }
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] = fma(a[i], b[j], acc[i][j]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      size_t idx = (size_t)(row0 + i) * N + col0 + j;
      C[idx] = alpha * acc[i][j] + beta * C[idx];
    }
}

// 8x8 work-items, each owns an 8x8 tile of C (64 accumulators + 16 operands).
__attribute__((amdgpu_flat_work_group_size(64, 64)))
__kernel void sgemm_tile8x8(int M, int N, int K, float alpha, float beta,
                            __global const float *restrict A,
                            __global const float *restrict B,
                            __global float *restrict C) {
  __local float As[KT][BLK + 4];
  __local float Bs[KT][BLK];
  int tx = get_local_id(0) % 8, ty = get_local_id(0) / 8;
  int lid = get_local_id(0);
  int row0 = get_group_id(1) * BLK + ty * 8;
  int col0 = get_group_id(0) * BLK + tx * 8;
  float acc[8][8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j)
      acc[i][j] = 0.0f;

  for (int k0 = 0; k0 < K; k0 += KT) {
#pragma unroll
    for (int l = 0; l < 16; ++l) {
      int e = lid + l * 64;
      int ar = e / KT, ak = e % KT;
      As[ak][ar] = A[(size_t)(get_group_id(1) * BLK + ar) * K + k0 + ak];
      int bk = e / BLK, bc = e % BLK;
      Bs[bk][bc] = B[(size_t)(k0 + bk) * N + get_group_id(0) * BLK + bc];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 4
    for (int k = 0; k < KT; ++k) {
      float a[8], b[8];
#pragma unroll
      for (int i = 0; i < 8; ++i) {
        a[i] = As[k][ty * 8 + i];
        b[i] = Bs[k][tx * 8 + i];
      }
#pragma unroll
      for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j)
          acc[i][j] = fma(a[i], b[j], acc[i][j]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#pragma unroll
  for (int i = 0; i < 8; ++i)
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      size_t idx = (size_t)(row0 + i) * N + col0 + j;
      C[idx] = alpha * acc[i][j] + beta * C[idx];
    }
}
