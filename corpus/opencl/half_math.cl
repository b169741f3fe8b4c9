// 16-bit arithmetic: scalar half (true16 on gfx11+), packed half2 / short2.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

__kernel void half_axpby_chain(__global const half *restrict x,
                               __global half *restrict y, half a, half b) {
  size_t i = get_global_id(0);
  half v = x[i], w = y[i];
  half t = a * v + b * w;
  t = t * t - v;
  y[i] = fmax(t, (half)0.0h) + w * (half)0.5h;
}

__kernel void half2_packed_fma(__global const half2 *restrict a,
                               __global const half2 *restrict b,
                               __global half2 *restrict c, int n) {
  size_t i = get_global_id(0);
  half2 acc0 = (half2)(0.0h), acc1 = (half2)(0.0h);
  for (int k = 0; k < n; k += 2) {
    acc0 = fma(a[i * n + k], b[k], acc0);
    acc1 = fma(a[i * n + k + 1], b[k + 1], acc1);
  }
  half2 r = acc0 + acc1;
  c[i] = (half2)(r.x + r.y, r.x - r.y);
}

__kernel void short2_packed_ops(__global const short2 *restrict a,
                                __global const short2 *restrict b,
                                __global short2 *restrict c) {
  size_t i = get_global_id(0);
  short2 x = a[i], y = b[i];
  short2 s = add_sat(x, y);
  short2 d = abs_diff(x, y) > (ushort2)(100) ? x - y : x + y;
  short2 m = mad_sat(x, (short2)(3), s);
  c[i] = (s ^ d) + (m >> (short2)(1));
}

// Mixes low and high halves of 32-bit registers (hi16/lo16 sub-registers).
__kernel void half8_lane_mix(__global const half8 *restrict in,
                             __global half8 *restrict out, half scale) {
  size_t i = get_global_id(0);
  half8 v = in[i];
  half8 w = v.s10325476 * scale + v.s76543210;
  half lo = w.s0 * w.s2 + w.s4 * w.s6;
  half hi = w.s1 * w.s3 - w.s5 * w.s7;
  w.s0 = lo;
  w.s7 = hi;
  w.s3 = lo + hi;
  out[i] = w;
}
