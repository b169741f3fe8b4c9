// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// All-pairs n-body accelerations with several target bodies per work-item
// (each source body loaded once is reused for all of them) and the source
// loop unrolled, float and double, softened gravity.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Four bodies per work-item, sources staged through LDS 256 at a time,
// source loop unrolled by 4.
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void nbody_f32_b4_lds(__global const float4 *restrict pos,
                               __global float4 *restrict acc, int n, float eps2) {
  __local float4 sh[256];
  int i0 = get_group_id(0) * 1024 + get_local_id(0);
  float4 p[4];
  float3 a[4];
#pragma unroll
  for (int b = 0; b < 4; ++b) {
    p[b] = pos[i0 + 256 * b];
    a[b] = (float3)(0.0f);
  }
  for (int t = 0; t < n; t += 256) {
    sh[get_local_id(0)] = pos[t + get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 4
    for (int j = 0; j < 256; ++j) {
      float4 q = sh[j];
#pragma unroll
      for (int b = 0; b < 4; ++b) {
        float3 d = q.xyz - p[b].xyz;
        float r2 = fma(d.x, d.x, fma(d.y, d.y, fma(d.z, d.z, eps2)));
        float inv = rsqrt(r2);
        float s = q.w * inv * inv * inv;
        a[b] = fma((float3)(s), d, a[b]);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
#pragma unroll
  for (int b = 0; b < 4; ++b)
    acc[i0 + 256 * b] = (float4)(a[b], 0.0f);
}

// Eight bodies per work-item straight from global memory (structure of
// arrays), source loop unrolled by 2; also accumulates the potential.
__kernel void nbody_f32_b8_soa(__global const float *restrict px,
                               __global const float *restrict py,
                               __global const float *restrict pz,
                               __global const float *restrict m,
                               __global float4 *restrict out, int n, float eps2) {
  int i0 = get_global_id(0) * 8;
  float x[8], y[8], z[8], ax[8], ay[8], az[8], phi[8];
#pragma unroll
  for (int b = 0; b < 8; ++b) {
    x[b] = px[i0 + b];
    y[b] = py[i0 + b];
    z[b] = pz[i0 + b];
    ax[b] = ay[b] = az[b] = phi[b] = 0.0f;
  }
  for (int j0 = 0; j0 < n; j0 += 2) { // n is even
#pragma unroll
    for (int j = j0; j < j0 + 2; ++j) {
      float qx = px[j], qy = py[j], qz = pz[j], qm = m[j];
#pragma unroll
      for (int b = 0; b < 8; ++b) {
        float dx = qx - x[b], dy = qy - y[b], dz = qz - z[b];
        float inv = rsqrt(dx * dx + dy * dy + dz * dz + eps2);
        float mi = qm * inv;
        float s = mi * inv * inv;
        ax[b] = fma(s, dx, ax[b]);
        ay[b] = fma(s, dy, ay[b]);
        az[b] = fma(s, dz, az[b]);
        phi[b] -= mi;
      }
    }
  }
#pragma unroll
  for (int b = 0; b < 8; ++b)
    out[i0 + b] = (float4)(ax[b], ay[b], az[b], phi[b]);
}

// Double precision, two bodies per work-item, source loop unrolled by 4.
// rsqrt in double is a library call chain, so this is long per pair.
__kernel void nbody_f64_b2(__global const double4 *restrict pos,
                           __global double4 *restrict acc, int n, double eps2) {
  int i0 = get_global_id(0) * 2;
  double4 p0 = pos[i0], p1 = pos[i0 + 1];
  double3 a0 = (double3)(0.0), a1 = (double3)(0.0);
  for (int j0 = 0; j0 < n; j0 += 4) { // n is a multiple of 4
#pragma unroll
    for (int j = j0; j < j0 + 4; ++j) {
      double4 q = pos[j];
      double3 d0 = q.xyz - p0.xyz, d1 = q.xyz - p1.xyz;
      double r0 = dot(d0, d0) + eps2, r1 = dot(d1, d1) + eps2;
      double i0 = 1.0 / sqrt(r0), i1 = 1.0 / sqrt(r1);
      a0 += (q.w * i0 * i0 * i0) * d0;
      a1 += (q.w * i1 * i1 * i1) * d1;
    }
  }
  acc[i0] = (double4)(a0, 0.0);
  acc[i0 + 1] = (double4)(a1, 0.0);
}

// Double precision, four bodies per work-item with float-precision inverse
// square roots refined by one Newton step (mixed precision), source loop
// unrolled by 2.
__kernel void nbody_f64_b4_mixed(__global const double4 *restrict pos,
                                 __global double4 *restrict acc, int n, double eps2) {
  int i0 = get_global_id(0) * 4;
  double4 p[4];
  double3 a[4];
#pragma unroll
  for (int b = 0; b < 4; ++b) {
    p[b] = pos[i0 + b];
    a[b] = (double3)(0.0);
  }
  for (int j0 = 0; j0 < n; j0 += 2) { // n is even
#pragma unroll
    for (int j = j0; j < j0 + 2; ++j) {
      double4 q = pos[j];
#pragma unroll
      for (int b = 0; b < 4; ++b) {
        double3 d = q.xyz - p[b].xyz;
        double r2 = dot(d, d) + eps2;
        double y = (double)rsqrt((float)r2);
        y = y * (1.5 - 0.5 * r2 * y * y);
        a[b] += (q.w * y * y * y) * d;
      }
    }
  }
#pragma unroll
  for (int b = 0; b < 4; ++b)
    acc[i0 + b] = (double4)(a[b], 0.0);
}

// Lennard-Jones forces from a neighbour list, two atoms per work-item,
// neighbour loop unrolled by 4 (molecular dynamics).
__kernel void lj_force_neigh_a2(__global const float4 *restrict pos,
                                __global const int *restrict neigh,
                                __global float4 *restrict force, int maxn,
                                float cut2, float eps24, float sig6) {
  int i0 = get_global_id(0) * 2;
  float4 pi[2] = {pos[i0], pos[i0 + 1]};
  float3 f[2] = {(float3)(0.0f), (float3)(0.0f)};
  float en[2] = {0.0f, 0.0f};
  for (int k0 = 0; k0 < maxn; k0 += 4) { // lists padded to a multiple of 4
#pragma unroll
    for (int k = k0; k < k0 + 4; ++k) {
#pragma unroll
      for (int b = 0; b < 2; ++b) {
        int j = neigh[(size_t)(i0 + b) * maxn + k];
        float4 pj = pos[j];
        float3 d = pi[b].xyz - pj.xyz;
        float r2 = dot(d, d);
        float ir2 = 1.0f / r2;
        float ir6 = ir2 * ir2 * ir2;
        float s6 = sig6 * ir6;
        float fs = eps24 * ir2 * s6 * (2.0f * s6 - 1.0f);
        bool in = r2 < cut2 && j != i0 + b;
        f[b] += in ? fs * d : (float3)(0.0f);
        en[b] += in ? eps24 * s6 * (s6 - 1.0f) : 0.0f;
      }
    }
  }
  force[i0] = (float4)(f[0], en[0]);
  force[i0 + 1] = (float4)(f[1], en[1]);
}
