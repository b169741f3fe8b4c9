// SGPR-heavy, wave-uniform code.

// Sixteen uniform arguments combined in scalar arithmetic and uniform branches.
__kernel void uniform_args_mix(__global int *restrict out, int a0, int a1,
                               int a2, int a3, int a4, int a5, int a6, int a7,
                               uint b0, uint b1, uint b2, uint b3, long c0,
                               long c1, int mode, int shift) {
  int s = a0 * a1 + a2 * a3;
  int t = (a4 ^ a5) + (a6 | a7);
  uint u = (b0 << (shift & 31)) ^ (b1 >> 3) ^ (b2 * b3);
  long w = c0 * (long)a0 + c1;
  if (mode == 1) {
    s = s * 3 + t;
    u = u + (uint)w;
  } else if (mode == 2) {
    t = max(s, t) - min(a0, a7);
    w ^= c1 >> 7;
  } else {
    s = clamp(s, a2, a3);
  }
  int lid = get_global_id(0);
  out[lid] = lid * s + t + (int)u + (int)(w >> 32);
}

// Uniform loop over a uniform table (s_load) with a scalar accumulator and a
// uniform early exit; only the final combination is per-lane.
__kernel void scalar_table_walk(__global float *restrict out,
                                __constant int *restrict table,
                                __constant float *restrict coeff, int len,
                                int limit) {
  int acc = 0;
  float fsum = 0.0f;
  for (int i = 0; i < len; ++i) {
    int t = table[i];
    if (t < 0)
      break;
    acc += t * (i + 1);
    fsum += coeff[t & 63];
    if (acc > limit)
      acc -= limit;
  }
  size_t gid = get_global_id(0);
  out[gid] = out[gid] * fsum + (float)acc;
}

// 32 uniform coefficients loaded with wide scalar loads and all used by every
// lane (s_load_dwordx16 plus many live SGPRs).
__kernel void uniform_coeff_poly(__global const float *restrict x,
                                 __global float *restrict y,
                                 __constant float *restrict c) {
  size_t i = get_global_id(0);
  float v = x[i];
  float e = 0.0f, o = 0.0f;
#pragma unroll
  for (int k = 0; k < 16; ++k) {
    e = fma(e, v, c[2 * k]);
    o = fma(o, v, c[2 * k + 1]);
  }
  y[i] = e * v + o;
}
