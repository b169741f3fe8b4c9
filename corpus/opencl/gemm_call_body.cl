// gcnrs-targets: gfx942 gfx90a
// Register-tiled GEMM, CLBlast style: the kernel only forwards its arguments
// to a large non-inlined body, which walks K straight from global memory
// into registers, accumulates an MWI x NWI tile per work-item and writes
// C = scale[col] * (alpha * A*B) + scale[col] * (beta * C) (a per-column
// output scale). The tile is bigger than a callable function's VGPR budget
// (128 here), so the body spills.
//
// GitHub issue 15: with -misched=gcn-iterative-minreg (and ours in parity
// mode) the single-precision body fails -verify-machineinstrs after the SI
// post-RA bundler ("Using an undefined physical register" on a
// SCRATCH_STORE_DWORDX2_SADDR spill of a VGPR pair), and so does the
// double-precision body with -misched=gcn-iterative-ilp. The default
// scheduler's code is verifier clean. docs/minreg-verifier.md explains why.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define MDIMC 8 // work-group size in M
#define NDIMC 8 // work-group size in N
#define KWG 8   // K steps per outer iteration

// ---- single precision: 16 x 8 tile per work-item -------------------------
#define SMWI 16
#define SNWI 8
#define SMWG (SMWI * MDIMC)
#define SNWG (SNWI * NDIMC)

__attribute__((noinline)) void sgemm_body(const int kSizeM, const int kSizeN,
    const int kSizeK, const __global float *restrict agm,
    const __global float *restrict bgm, __global float *cgm,
    const float alpha, const float beta,
    const __global float *restrict scale) {
  float sc[SNWI];
#pragma unroll
  for (int n = 0; n < SNWI; ++n)
    sc[n] = scale[get_group_id(1) * SNWG + get_local_id(1) + n * NDIMC];
  float cpm[SNWI][SMWI];
#pragma unroll
  for (int n = 0; n < SNWI; ++n)
#pragma unroll
    for (int m = 0; m < SMWI; ++m)
      cpm[n][m] = 0.0f;
  for (int kwg = 0; kwg < kSizeK; kwg += KWG) {
    for (int pwi = 0; pwi < KWG; ++pwi) {
      int idk = kwg + pwi;
      float apm[SMWI], bpm[SNWI];
#pragma unroll
      for (int mi = 0; mi < SMWI; ++mi)
        apm[mi] = agm[idk * kSizeM + get_group_id(0) * SMWG +
                      get_local_id(0) + mi * MDIMC];
#pragma unroll
      for (int ni = 0; ni < SNWI; ++ni)
        bpm[ni] = bgm[idk * kSizeN + get_group_id(1) * SNWG +
                      get_local_id(1) + ni * NDIMC];
#pragma unroll
      for (int ni = 0; ni < SNWI; ++ni)
#pragma unroll
        for (int mi = 0; mi < SMWI; ++mi)
          cpm[ni][mi] = fma(apm[mi], bpm[ni], cpm[ni][mi]);
    }
  }
#pragma unroll
  for (int ni = 0; ni < SNWI; ++ni)
#pragma unroll
    for (int mi = 0; mi < SMWI; ++mi) {
      int idx = (get_group_id(1) * SNWG + get_local_id(1) + ni * NDIMC) * kSizeM +
                get_group_id(0) * SMWG + get_local_id(0) + mi * MDIMC;
      cgm[idx] = alpha * sc[ni] * cpm[ni][mi] + beta * sc[ni] * cgm[idx];
    }
}

__attribute__((reqd_work_group_size(MDIMC, NDIMC, 1)))
__kernel void sgemm_call_body(const int kSizeM, const int kSizeN,
                              const int kSizeK, const float alpha,
                              const float beta,
                              const __global float *restrict agm,
                              const __global float *restrict bgm,
                              __global float *cgm,
                              const __global float *restrict scale) {
  sgemm_body(kSizeM, kSizeN, kSizeK, agm, bgm, cgm, alpha, beta, scale);
}

// ---- double precision: 16 x 8 tile per work-item, no output scale --------
#define DMWI 16
#define DNWI 8
#define DMWG (DMWI * MDIMC)
#define DNWG (DNWI * NDIMC)

__attribute__((noinline)) void dgemm_body(const int kSizeM, const int kSizeN,
    const int kSizeK, const __global double *restrict agm,
    const __global double *restrict bgm, __global double *cgm,
    const double alpha, const double beta) {
  double cpm[DNWI][DMWI];
#pragma unroll
  for (int n = 0; n < DNWI; ++n)
#pragma unroll
    for (int m = 0; m < DMWI; ++m)
      cpm[n][m] = 0.0;
  for (int kwg = 0; kwg < kSizeK; kwg += KWG) {
    for (int pwi = 0; pwi < KWG; ++pwi) {
      int idk = kwg + pwi;
      double apm[DMWI], bpm[DNWI];
#pragma unroll
      for (int mi = 0; mi < DMWI; ++mi)
        apm[mi] = agm[idk * kSizeM + get_group_id(0) * DMWG +
                      get_local_id(0) + mi * MDIMC];
#pragma unroll
      for (int ni = 0; ni < DNWI; ++ni)
        bpm[ni] = bgm[idk * kSizeN + get_group_id(1) * DNWG +
                      get_local_id(1) + ni * NDIMC];
#pragma unroll
      for (int ni = 0; ni < DNWI; ++ni)
#pragma unroll
        for (int mi = 0; mi < DMWI; ++mi)
          cpm[ni][mi] = fma(apm[mi], bpm[ni], cpm[ni][mi]);
    }
  }
#pragma unroll
  for (int ni = 0; ni < DNWI; ++ni)
#pragma unroll
    for (int mi = 0; mi < DMWI; ++mi) {
      int idx = (get_group_id(1) * DNWG + get_local_id(1) + ni * NDIMC) * kSizeM +
                get_group_id(0) * DMWG + get_local_id(0) + mi * MDIMC;
      cgm[idx] = alpha * cpm[ni][mi] + beta * cgm[idx];
    }
}

__attribute__((reqd_work_group_size(MDIMC, NDIMC, 1)))
__kernel void dgemm_call_body(const int kSizeM, const int kSizeN,
                              const int kSizeK, const double alpha,
                              const double beta,
                              const __global double *restrict agm,
                              const __global double *restrict bgm,
                              __global double *cgm) {
  dgemm_body(kSizeM, kSizeN, kSizeK, agm, bgm, cgm, alpha, beta);
}
