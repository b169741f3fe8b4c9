// gcnrs-clang-flags: -g
// Compiled with debug info so the MIR carries DBG_VALUE instructions.

__kernel void dbg_saxpy_loop(__global const float *restrict x,
                             __global float *restrict y, float a, int n) {
  size_t i = get_global_id(0);
  float acc = y[i];
  for (int k = 0; k < n; ++k) {
    float xv = x[i * n + k];
    float t = a * xv;
    acc = acc + t;
  }
  y[i] = acc;
}

__kernel void dbg_blend_rgba(__global const uchar4 *restrict src,
                             __global const uchar4 *restrict dst,
                             __global uchar4 *restrict out, float alpha) {
  size_t i = get_global_id(0);
  float4 s = convert_float4(src[i]);
  float4 d = convert_float4(dst[i]);
  float4 m = mix(d, s, alpha * s.w / 255.0f);
  uchar4 r = convert_uchar4_sat_rte(m);
  out[i] = r;
}
