// Kernels that exceed the register budget under the default scheduler.

// 64 live accumulators, but the VGPR budget is capped at 32.
__attribute__((amdgpu_num_vgpr(32)))
__kernel void spill_capped_vgprs(__global const float4 *restrict in,
                                 __global float4 *restrict out, int n) {
  float4 acc[16];
#pragma unroll
  for (int j = 0; j < 16; ++j)
    acc[j] = (float4)(0.0f);
  size_t gid = get_global_id(0);
  for (int i = 0; i < n; ++i) {
#pragma unroll
    for (int j = 0; j < 16; ++j)
      acc[j] = fma(in[(gid * n + i) * 16 + j], (float4)(i + j), acc[j]);
  }
#pragma unroll
  for (int j = 0; j < 16; ++j)
    out[gid * 16 + j] = acc[j];
}

// More than 256 values live across the loop: spills on every target
// (gfx90a/gfx942 may spill to AGPRs first).
__kernel void spill_288_live(__global const float4 *restrict in,
                             __global float4 *restrict out, int n, float k) {
  float4 acc[72];
#pragma unroll
  for (int j = 0; j < 72; ++j)
    acc[j] = (float4)((float)j);
  size_t gid = get_global_id(0);
  for (int i = 0; i < n; ++i) {
    float4 v = in[gid * n + i];
#pragma unroll
    for (int j = 0; j < 72; ++j)
      acc[j] = fma(acc[j], v, (float4)(k * (float)j));
  }
  float4 r = (float4)(0.0f);
#pragma unroll
  for (int j = 0; j < 72; ++j)
    r += acc[j] * (float)(j + 1);
  out[gid] = r;
}
