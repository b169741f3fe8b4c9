// Memory clustering candidates: many adjacent global loads and stores.

__kernel void gather_adjacent16(__global const float *restrict in,
                                __global float *restrict out, int stride) {
  size_t i = get_global_id(0);
  __global const float *p = in + i * stride;
  float v[16];
#pragma unroll
  for (int k = 0; k < 16; ++k)
    v[k] = p[k];
  float s = 0.0f;
#pragma unroll
  for (int k = 0; k < 16; ++k)
    s += v[k] * v[15 - k];
  out[i] = s;
}

__kernel void copy_scale_float4x8(__global const float4 *restrict in,
                                  __global float4 *restrict out, float k) {
  size_t i = get_global_id(0) * 8;
  float4 v0 = in[i + 0], v1 = in[i + 1], v2 = in[i + 2], v3 = in[i + 3];
  float4 v4 = in[i + 4], v5 = in[i + 5], v6 = in[i + 6], v7 = in[i + 7];
  out[i + 0] = v7 * k; out[i + 1] = v6 * k; out[i + 2] = v5 * k;
  out[i + 3] = v4 * k; out[i + 4] = v3 * k; out[i + 5] = v2 * k;
  out[i + 6] = v1 * k; out[i + 7] = v0 * k;
}

// Interleaved loads from three arrays at strided offsets (no vectorisation
// across arrays; clustering decides the order).
__kernel void soa_interleave(__global const float *restrict xs,
                             __global const float *restrict ys,
                             __global const float *restrict zs,
                             __global float4 *restrict out) {
  size_t i = get_global_id(0) * 4;
  float4 r;
  r.x = xs[i] * ys[i + 1] + zs[i + 2];
  r.y = xs[i + 1] * ys[i + 2] + zs[i + 3];
  r.z = xs[i + 2] * ys[i + 3] + zs[i];
  r.w = xs[i + 3] * ys[i] + zs[i + 1];
  out[get_global_id(0)] = r;
}
