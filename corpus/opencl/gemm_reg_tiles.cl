// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// Register-tiled GEMM, C = alpha*A*B + beta*C (row-major), one kernel per
// tile shape and element type, in the style of BLAS libraries that stamp
// out their kernels from one macro. A 16x16 work-group computes a
// (16*TM)x(16*TN) block of C; each work-item owns a TMxTN tile of
// accumulators. K is walked in KT-deep slices staged in LDS.
//
// LAYOUT selects how a work-item picks its rows/columns of the block:
// "contiguous" (ty*TM + i: wide LDS reads) or "strided" (ty + 16*i: no
// bank conflicts, one LDS read per element).

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define STR(x) #x
#define UNROLL(n) _Pragma(STR(unroll n))

#define ROW_CONTIGUOUS(t, i, TT) ((t) * (TT) + (i))
#define ROW_STRIDED(t, i, TT) ((t) + 16 * (i))

#define GEMM_TILED(NAME, T, TM, TN, KT, KUNROLL, LAYOUT)                              \
  __attribute__((reqd_work_group_size(16, 16, 1)))                                    \
  __kernel void NAME(int M, int N, int K, T alpha, T beta,                            \
                     __global const T *restrict A, __global const T *restrict B,      \
                     __global T *restrict C) {                                        \
    __local T As[KT][16 * TM];                                                        \
    __local T Bs[KT][16 * TN];                                                        \
    const int tx = get_local_id(0), ty = get_local_id(1);                             \
    const int lid = ty * 16 + tx;                                                     \
    const int bm = get_group_id(1) * 16 * TM, bn = get_group_id(0) * 16 * TN;         \
    T acc[TM][TN];                                                                    \
    UNROLL()                                                                          \
    for (int i = 0; i < TM; ++i)                                                      \
      UNROLL()                                                                        \
      for (int j = 0; j < TN; ++j)                                                    \
        acc[i][j] = (T)0;                                                             \
    for (int k0 = 0; k0 < K; k0 += KT) {                                              \
      UNROLL()                                                                        \
      for (int l = 0; l < (16 * TM * KT) / 256; ++l) {                                \
        int e = lid + l * 256;                                                        \
        int m = e / KT, k = e % KT;                                                   \
        As[k][m] = A[(size_t)(bm + m) * K + k0 + k];                                  \
      }                                                                               \
      UNROLL()                                                                        \
      for (int l = 0; l < (16 * TN * KT) / 256; ++l) {                                \
        int e = lid + l * 256;                                                        \
        int k = e / (16 * TN), n = e % (16 * TN);                                     \
        Bs[k][n] = B[(size_t)(k0 + k) * N + bn + n];                                  \
      }                                                                               \
      barrier(CLK_LOCAL_MEM_FENCE);                                                   \
      UNROLL(KUNROLL)                                                                 \
      for (int k = 0; k < KT; ++k) {                                                  \
        T a[TM], b[TN];                                                               \
        UNROLL()                                                                      \
        for (int i = 0; i < TM; ++i)                                                  \
          a[i] = As[k][LAYOUT(ty, i, TM)];                                            \
        UNROLL()                                                                      \
        for (int j = 0; j < TN; ++j)                                                  \
          b[j] = Bs[k][LAYOUT(tx, j, TN)];                                            \
        UNROLL()                                                                      \
        for (int i = 0; i < TM; ++i)                                                  \
          UNROLL()                                                                    \
          for (int j = 0; j < TN; ++j)                                                \
            acc[i][j] = fma(a[i], b[j], acc[i][j]);                                   \
      }                                                                               \
      barrier(CLK_LOCAL_MEM_FENCE);                                                   \
    }                                                                                 \
    UNROLL()                                                                          \
    for (int i = 0; i < TM; ++i)                                                      \
      UNROLL()                                                                        \
      for (int j = 0; j < TN; ++j) {                                                  \
        size_t idx = (size_t)(bm + LAYOUT(ty, i, TM)) * N + bn + LAYOUT(tx, j, TN);   \
        C[idx] = alpha * acc[i][j] + beta * C[idx];                                   \
      }                                                                               \
  }

// float: 32..64 accumulators.
GEMM_TILED(sgemm_rt_4x8, float, 4, 8, 8, 4, ROW_CONTIGUOUS)
GEMM_TILED(sgemm_rt_8x4, float, 8, 4, 8, 4, ROW_STRIDED)
GEMM_TILED(sgemm_rt_6x6, float, 6, 6, 8, 2, ROW_STRIDED)
GEMM_TILED(sgemm_rt_8x8, float, 8, 8, 8, 2, ROW_CONTIGUOUS)
GEMM_TILED(sgemm_rt_4x16, float, 4, 16, 8, 2, ROW_STRIDED)

// double: two VGPRs per accumulator.
GEMM_TILED(dgemm_rt_4x4, double, 4, 4, 8, 4, ROW_CONTIGUOUS)
GEMM_TILED(dgemm_rt_4x8, double, 4, 8, 8, 2, ROW_STRIDED)
GEMM_TILED(dgemm_rt_6x6, double, 6, 6, 8, 2, ROW_CONTIGUOUS)

// half: accumulators pack two to a VGPR where the target has packed math.
GEMM_TILED(hgemm_rt_8x8, half, 8, 8, 16, 4, ROW_CONTIGUOUS)
GEMM_TILED(hgemm_rt_8x16, half, 8, 16, 16, 2, ROW_CONTIGUOUS)

// Large tiles: 128 accumulator registers before operands.
GEMM_TILED(dgemm_rt_8x8, double, 8, 8, 8, 2, ROW_STRIDED)
GEMM_TILED(sgemm_rt_8x16, float, 8, 16, 8, 2, ROW_CONTIGUOUS)
