// Memory-bound streaming kernels in the style of BabelStream / SHOC's
// DeviceMemory and Triad benchmarks: grid-stride loops whose trip count
// is only known at run time, one or two loads and one store per
// iteration, next to nothing to compute. Their time is the memory
// latency the scheduler can hide by having loads in flight, not issue.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// BabelStream Copy: c[i] = a[i] over a grid-stride loop.
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void stream_copy_gs(__global const float *restrict a,
                             __global float *restrict c, int n) {
  const int stride = get_global_size(0);
  for (int i = get_global_id(0); i < n; i += stride)
    c[i] = a[i];
}

// SHOC Triad: a[i] = b[i] + s * c[i], float4 vectors, grid stride.
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void stream_triad_f4_gs(__global float4 *restrict a,
                                 __global const float4 *restrict b,
                                 __global const float4 *restrict c, float s,
                                 int n4) {
  const int stride = get_global_size(0);
  for (int i = get_global_id(0); i < n4; i += stride)
    a[i] = b[i] + s * c[i];
}

// BabelStream Triad in double, manually unrolled by 4 the way tuned
// variants issue several independent loads before the first use.
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void stream_triad_f64_u4(__global double *restrict a,
                                  __global const double *restrict b,
                                  __global const double *restrict c,
                                  double scalar, int n) {
  const int stride = get_global_size(0);
  int i = get_global_id(0);
  for (; i + 3 * stride < n; i += 4 * stride) {
    double b0 = b[i], b1 = b[i + stride], b2 = b[i + 2 * stride], b3 = b[i + 3 * stride];
    double c0 = c[i], c1 = c[i + stride], c2 = c[i + 2 * stride], c3 = c[i + 3 * stride];
    a[i] = b0 + scalar * c0;
    a[i + stride] = b1 + scalar * c1;
    a[i + 2 * stride] = b2 + scalar * c2;
    a[i + 3 * stride] = b3 + scalar * c3;
  }
  for (; i < n; i += stride)
    a[i] = b[i] + scalar * c[i];
}

// BabelStream Dot: grid-stride partial sums, then a tree reduction in
// LDS and one partial result per work-group.
#define DOT_WG 256
__attribute__((reqd_work_group_size(DOT_WG, 1, 1)))
__kernel void stream_dot_gs(__global const double *restrict a,
                            __global const double *restrict b,
                            __global double *restrict sum, int n) {
  __local double tb_sum[DOT_WG];
  const int local_i = get_local_id(0);
  const int stride = get_global_size(0);
  double acc = 0.0;
  for (int i = get_global_id(0); i < n; i += stride)
    acc += a[i] * b[i];
  tb_sum[local_i] = acc;
  for (int offset = DOT_WG / 2; offset > 0; offset /= 2) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (local_i < offset)
      tb_sum[local_i] += tb_sum[local_i + offset];
  }
  if (local_i == 0)
    sum[get_group_id(0)] = tb_sum[0];
}
