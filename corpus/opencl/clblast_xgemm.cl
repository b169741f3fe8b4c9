// GEMM the way CLBlast's Xgemm kernel is written: a work-group of
// MDIMC x NDIMC work-items computes an MWG x NWG tile of C, A and B
// tiles (KWG deep) are staged in LDS, each work-item keeps an
// MWI x NWI register tile and walks KWG with an unrolled inner loop
// (KWI), "STRM/STRN" strided access into the LDS tiles. The parameters
// below are the ones CLBlast's tuner picks for common GPUs.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define XGEMM(NAME, real, MDIMC, NDIMC, MWI, NWI, KWG, KWI)                             \
  __attribute__((reqd_work_group_size(MDIMC, NDIMC, 1)))                                \
  __kernel void NAME(const int kSizeM, const int kSizeN, const int kSizeK,              \
                     const real alpha, const real beta,                                 \
                     const __global real *restrict agm,                                 \
                     const __global real *restrict bgm, __global real *cgm) {          \
    __local real alm[KWG * MDIMC * MWI];                                                \
    __local real blm[KWG * NDIMC * NWI];                                                \
    const int MWG = MDIMC * MWI, NWG = NDIMC * NWI;                                     \
    const int lid0 = get_local_id(0), lid1 = get_local_id(1);                           \
    const int tid = lid1 * MDIMC + lid0;                                                \
    const int gm = get_group_id(0) * MWG, gn = get_group_id(1) * NWG;                   \
    real cpm[NWI][MWI];                                                                 \
    _Pragma("unroll") for (int ni = 0; ni < NWI; ++ni)                                  \
      _Pragma("unroll") for (int mi = 0; mi < MWI; ++mi) cpm[ni][mi] = (real)0;         \
    for (int kwg = 0; kwg < kSizeK; kwg += KWG) {                                       \
      /* GlobalToLocalA / B: column-major A (M x K), B (N x K) */                       \
      _Pragma("unroll") for (int la = 0; la < KWG * MWG / (MDIMC * NDIMC); ++la) {      \
        int e = la * MDIMC * NDIMC + tid, k = e / MWG, m = e % MWG;                     \
        alm[k * MWG + m] = agm[(size_t)(kwg + k) * kSizeM + gm + m];                    \
      }                                                                                 \
      _Pragma("unroll") for (int lb = 0; lb < KWG * NWG / (MDIMC * NDIMC); ++lb) {      \
        int e = lb * MDIMC * NDIMC + tid, k = e / NWG, n = e % NWG;                     \
        blm[k * NWG + n] = bgm[(size_t)(kwg + k) * kSizeN + gn + n];                    \
      }                                                                                 \
      barrier(CLK_LOCAL_MEM_FENCE);                                                     \
      for (int pwi = 0; pwi < KWG; pwi += KWI) {                                        \
        _Pragma("unroll") for (int pit = 0; pit < KWI; ++pit) {                         \
          real apm[MWI], bpm[NWI];                                                      \
          const int k = pwi + pit;                                                      \
          _Pragma("unroll") for (int mi = 0; mi < MWI; ++mi)                            \
            apm[mi] = alm[k * MWG + mi * MDIMC + lid0];                                 \
          _Pragma("unroll") for (int ni = 0; ni < NWI; ++ni)                            \
            bpm[ni] = blm[k * NWG + ni * NDIMC + lid1];                                 \
          _Pragma("unroll") for (int ni = 0; ni < NWI; ++ni)                            \
            _Pragma("unroll") for (int mi = 0; mi < MWI; ++mi)                          \
              cpm[ni][mi] = fma(apm[mi], bpm[ni], cpm[ni][mi]);                         \
        }                                                                               \
      }                                                                                 \
      barrier(CLK_LOCAL_MEM_FENCE);                                                     \
    }                                                                                   \
    /* StoreResults: column-major C */                                                  \
    _Pragma("unroll") for (int ni = 0; ni < NWI; ++ni)                                  \
      _Pragma("unroll") for (int mi = 0; mi < MWI; ++mi) {                              \
        size_t idx = (size_t)(gn + ni * NDIMC + lid1) * kSizeM + gm + mi * MDIMC + lid0; \
        cgm[idx] = alpha * cpm[ni][mi] + beta * cgm[idx];                               \
      }                                                                                 \
  }

// SGEMM, 16x16 threads, 4x4 per work-item, KWG 16, KWI 2.
XGEMM(xgemm_s_16x16_4x4, float, 16, 16, 4, 4, 16, 2)
// SGEMM, 8x8 threads (one wave64), 8x8 per work-item, KWG 16, KWI 2.
XGEMM(xgemm_s_8x8_8x8, float, 8, 8, 8, 8, 16, 2)
// DGEMM, 8x16 threads, 4x4 per work-item, KWG 16, KWI 2.
XGEMM(xgemm_d_8x16_4x4, double, 8, 16, 4, 4, 16, 2)
