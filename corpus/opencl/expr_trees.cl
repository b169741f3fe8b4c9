// Long expression trees with many simultaneously live intermediates.

// Radix-8 complex butterfly with twiddles, fully in registers.
__kernel void fft_radix8(__global float2 *restrict data,
                         __global const float2 *restrict tw, int stride) {
  size_t g = get_global_id(0);
  size_t base = (g / stride) * stride * 8 + (g % stride);
  float2 x[8];
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    float2 v = data[base + i * stride];
    float2 t = tw[(g % stride) * 8 + i];
    x[i] = (float2)(v.x * t.x - v.y * t.y, v.x * t.y + v.y * t.x);
  }
  const float r2 = 0.70710678f;
  float2 a0 = x[0] + x[4], a1 = x[0] - x[4];
  float2 a2 = x[2] + x[6], a3 = x[2] - x[6];
  float2 a4 = x[1] + x[5], a5 = x[1] - x[5];
  float2 a6 = x[3] + x[7], a7 = x[3] - x[7];
  a3 = (float2)(a3.y, -a3.x);
  a7 = (float2)(a7.y, -a7.x);
  float2 b0 = a0 + a2, b2 = a0 - a2, b1 = a1 + a3, b3 = a1 - a3;
  float2 b4 = a4 + a6, b6 = a4 - a6, b5 = a5 + a7, b7 = a5 - a7;
  b5 = (float2)(r2 * (b5.x + b5.y), r2 * (b5.y - b5.x));
  b6 = (float2)(b6.y, -b6.x);
  b7 = (float2)(r2 * (b7.y - b7.x), -r2 * (b7.x + b7.y));
  data[base + 0 * stride] = b0 + b4;
  data[base + 4 * stride] = b0 - b4;
  data[base + 1 * stride] = b1 + b5;
  data[base + 5 * stride] = b1 - b5;
  data[base + 2 * stride] = b2 + b6;
  data[base + 6 * stride] = b2 - b6;
  data[base + 3 * stride] = b3 + b7;
  data[base + 7 * stride] = b3 - b7;
}

// N-body acceleration, j-loop unrolled by 8 (positions staged in LDS).
__attribute__((reqd_work_group_size(128, 1, 1)))
__kernel void nbody_accel(__global const float4 *restrict pos,
                          __global float4 *restrict acc, int n, float eps2) {
  __local float4 sh[128];
  size_t i = get_global_id(0);
  float4 pi = pos[i];
  float3 a = (float3)(0.0f);
  for (int t = 0; t < n; t += 128) {
    sh[get_local_id(0)] = pos[t + get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 8
    for (int j = 0; j < 128; ++j) {
      float4 pj = sh[j];
      float3 d = pj.xyz - pi.xyz;
      float r2 = dot(d, d) + eps2;
      float inv = rsqrt(r2);
      float s = pj.w * inv * inv * inv;
      a = fma((float3)(s), d, a);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  acc[i] = (float4)(a, 0.0f);
}

// Black-Scholes style closed form: deep tree of transcendental and FMA ops on
// six inputs, producing two results.
__kernel void option_price(__global const float *restrict S,
                           __global const float *restrict X,
                           __global const float *restrict T,
                           __global float *restrict call,
                           __global float *restrict put, float r, float v) {
  size_t i = get_global_id(0);
  float s = S[i], x = X[i], t = T[i];
  float sq = sqrt(t);
  float d1 = (log(s / x) + (r + 0.5f * v * v) * t) / (v * sq);
  float d2 = d1 - v * sq;
  float k1 = 1.0f / (1.0f + 0.2316419f * fabs(d1));
  float k2 = 1.0f / (1.0f + 0.2316419f * fabs(d2));
  float p1 = k1 * (0.31938153f + k1 * (-0.356563782f + k1 * (1.781477937f +
             k1 * (-1.821255978f + k1 * 1.330274429f))));
  float p2 = k2 * (0.31938153f + k2 * (-0.356563782f + k2 * (1.781477937f +
             k2 * (-1.821255978f + k2 * 1.330274429f))));
  float n1 = 1.0f - 0.39894228f * exp(-0.5f * d1 * d1) * p1;
  float n2 = 1.0f - 0.39894228f * exp(-0.5f * d2 * d2) * p2;
  if (d1 < 0.0f) n1 = 1.0f - n1;
  if (d2 < 0.0f) n2 = 1.0f - n2;
  float ert = exp(-r * t);
  call[i] = s * n1 - x * ert * n2;
  put[i] = x * ert * (1.0f - n2) - s * (1.0f - n1);
}
