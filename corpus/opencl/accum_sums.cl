// Many independent partial sums kept live across a loop (VGPR pressure).
// Each work-item owns one row of NACC-wide records and accumulates per-column
// statistics. The fully unrolled accumulator arrays become SSA values.

#define NACC_SMALL 32
#define NACC_LARGE 64

__kernel void column_moments_32(__global const float *restrict in,
                                __global float *restrict out, int nrec) {
  float sum[NACC_SMALL];
#pragma unroll
  for (int j = 0; j < NACC_SMALL; ++j)
    sum[j] = 0.0f;

  size_t gid = get_global_id(0);
  __global const float *rec = in + gid * (size_t)nrec * NACC_SMALL;
  for (int i = 0; i < nrec; ++i) {
#pragma unroll
    for (int j = 0; j < NACC_SMALL; ++j) {
      float v = rec[i * NACC_SMALL + j];
      sum[j] = fma(v, v, sum[j]);
    }
  }
#pragma unroll
  for (int j = 0; j < NACC_SMALL; ++j)
    out[gid * NACC_SMALL + j] = sqrt(sum[j] / (float)nrec);
}

// 64 accumulators plus the loaded values: well above 64 VGPRs.
__kernel void column_moments_64(__global const float *restrict in,
                                __global float *restrict out, int nrec,
                                float decay) {
  float s1[NACC_LARGE];
#pragma unroll
  for (int j = 0; j < NACC_LARGE; ++j)
    s1[j] = 0.0f;

  size_t gid = get_global_id(0);
  __global const float *rec = in + gid * (size_t)nrec * NACC_LARGE;
  for (int i = 0; i < nrec; ++i) {
#pragma unroll
    for (int j = 0; j < NACC_LARGE; ++j)
      s1[j] = fma(s1[j], decay, rec[i * NACC_LARGE + j]);
  }
#pragma unroll
  for (int j = 0; j < NACC_LARGE; ++j)
    out[gid * NACC_LARGE + j] = s1[j];
}

// Integer variant: 48 independent xor/rotate hash lanes.
__kernel void hash_lanes_48(__global const uint *restrict in,
                            __global uint *restrict out, int nblk) {
  uint h[48];
#pragma unroll
  for (int j = 0; j < 48; ++j)
    h[j] = 0x9e3779b9u * (uint)(j + 1);

  size_t gid = get_global_id(0);
  __global const uint *p = in + gid * (size_t)nblk * 48;
  for (int i = 0; i < nblk; ++i) {
#pragma unroll
    for (int j = 0; j < 48; ++j) {
      uint x = p[i * 48 + j];
      h[j] = rotate(h[j] ^ x, 13u) * 5u + 0xe6546b64u;
    }
  }
  uint r = 0;
#pragma unroll
  for (int j = 0; j < 48; ++j)
    r ^= h[j] >> (j & 7);
  out[gid] = r;
}
