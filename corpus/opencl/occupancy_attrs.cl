// The same moderately heavy body under different occupancy-bounding
// attributes (work-group size, waves per EU, register caps).

static inline void body(__global const float4 *restrict in,
                        __global float4 *restrict out, int n) {
  float4 acc[8];
#pragma unroll
  for (int j = 0; j < 8; ++j)
    acc[j] = (float4)(0.0f);
  size_t gid = get_global_id(0);
  for (int i = 0; i < n; ++i) {
#pragma unroll
    for (int j = 0; j < 8; ++j)
      acc[j] = fma(in[(gid * n + i) * 8 + j], acc[(j + 1) & 7], acc[j]);
  }
#pragma unroll
  for (int j = 0; j < 8; ++j)
    out[gid * 8 + j] = acc[j];
}

__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void occ_reqd_wg64(__global const float4 *in, __global float4 *out,
                            int n) {
  body(in, out, n);
}

__attribute__((amdgpu_flat_work_group_size(1, 1024)))
__kernel void occ_flat_1024(__global const float4 *in, __global float4 *out,
                            int n) {
  body(in, out, n);
}

__attribute__((amdgpu_waves_per_eu(2, 4)))
__kernel void occ_waves_2_4(__global const float4 *in, __global float4 *out,
                            int n) {
  body(in, out, n);
}

__attribute__((amdgpu_waves_per_eu(8)))
__attribute__((amdgpu_flat_work_group_size(1, 256)))
__kernel void occ_waves_min8(__global const float4 *in, __global float4 *out,
                             int n) {
  body(in, out, n);
}

__attribute__((amdgpu_num_vgpr(48)))
__kernel void occ_num_vgpr48(__global const float4 *in, __global float4 *out,
                             int n) {
  body(in, out, n);
}
