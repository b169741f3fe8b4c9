// Histograms with atomics, as Parboil's histo and the CUDA/OpenCL SDK
// samples write them: one with global atomics straight from a
// grid-stride loop, one privatised in LDS per work-group and merged with
// global atomics at the end. Atomic round trips make them latency-bound.

// Global atomics, 8-bit keys from packed uint words.
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void histo_global_atomic(__global const uint *restrict data,
                                  __global uint *restrict histo, int nwords) {
  const int stride = get_global_size(0);
  for (int i = get_global_id(0); i < nwords; i += stride) {
    uint w = data[i];
    atomic_inc(&histo[w & 0xffu]);
    atomic_inc(&histo[(w >> 8) & 0xffu]);
    atomic_inc(&histo[(w >> 16) & 0xffu]);
    atomic_inc(&histo[w >> 24]);
  }
}

// LDS-privatised 1024-bin histogram of float samples with a runtime
// range, bins computed per sample, merged with global atomic_add.
#define HBINS 1024
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void histo_lds_private(__global const float *restrict samples,
                                __global uint *restrict histo, int n,
                                float lo, float inv_width) {
  __local uint sh[HBINS];
  const int lid = get_local_id(0);
#pragma unroll
  for (int b = lid; b < HBINS; b += 256)
    sh[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  const int stride = get_global_size(0);
  for (int i = get_global_id(0); i < n; i += stride) {
    float v = samples[i];
    int bin = clamp((int)((v - lo) * inv_width), 0, HBINS - 1);
    atomic_inc(&sh[bin]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
  for (int b = lid; b < HBINS; b += 256) {
    uint c = sh[b];
    if (c)
      atomic_add(&histo[b], c);
  }
}
