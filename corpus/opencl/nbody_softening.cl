// All-pairs n-body in the GPU Gems 3 / SDK style: bodies as float4
// (xyz + mass) staged in LDS one work-group tile at a time, Plummer
// softening eps^2 in the distance, the inner tile loop unrolled by 4,
// and a double-precision variant with the same structure.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define NB_WG 256

static inline float3 body_body_f32(float4 bi, float4 bj, float3 ai, float eps2) {
  float3 r = bj.xyz - bi.xyz;
  float distSqr = fma(r.x, r.x, fma(r.y, r.y, fma(r.z, r.z, eps2)));
  float invDist = rsqrt(distSqr);
  float invDistCube = invDist * invDist * invDist;
  float s = bj.w * invDistCube;
  return fma(r, (float3)(s), ai);
}

// Integrates one step: accelerations, then velocity and position.
__attribute__((reqd_work_group_size(NB_WG, 1, 1)))
__kernel void nbody_tile_soft_f32(__global const float4 *restrict oldPos,
                                  __global float4 *restrict newPos,
                                  __global float4 *restrict vel, int numBodies,
                                  float deltaTime, float damping, float eps2) {
  __local float4 sharedPos[NB_WG];
  int gid = get_global_id(0), lid = get_local_id(0);
  float4 myPos = oldPos[gid];
  float3 acc = (float3)(0.0f);
  for (int tile = 0; tile < numBodies; tile += NB_WG) {
    sharedPos[lid] = oldPos[tile + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 4
    for (int j = 0; j < NB_WG; ++j)
      acc = body_body_f32(myPos, sharedPos[j], acc, eps2);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float4 v = vel[gid];
  v.xyz += acc * deltaTime;
  v.xyz *= damping;
  myPos.xyz += v.xyz * deltaTime;
  newPos[gid] = myPos;
  vel[gid] = v;
}

// Double precision: positions as double4, 128-body LDS tiles, a runtime
// body count with a guarded tail tile, accelerations and potential.
#define NBD_WG 128
__attribute__((reqd_work_group_size(NBD_WG, 1, 1)))
__kernel void nbody_tile_soft_f64(__global const double4 *restrict pos,
                                  __global double4 *restrict accel, int numBodies,
                                  double eps2) {
  __local double4 sh[NBD_WG];
  int gid = get_global_id(0), lid = get_local_id(0);
  double4 pi = gid < numBodies ? pos[gid] : (double4)(0.0);
  double ax = 0.0, ay = 0.0, az = 0.0, phi = 0.0;
  for (int tile = 0; tile < numBodies; tile += NBD_WG) {
    int j = tile + lid;
    sh[lid] = j < numBodies ? pos[j] : (double4)(0.0);
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 4
    for (int k = 0; k < NBD_WG; ++k) {
      double4 pj = sh[k];
      double dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
      double r2 = fma(dx, dx, fma(dy, dy, fma(dz, dz, eps2)));
      double rinv = rsqrt(r2);
      double mr = pj.w * rinv;
      double mr3 = mr * rinv * rinv;
      ax = fma(mr3, dx, ax);
      ay = fma(mr3, dy, ay);
      az = fma(mr3, dz, az);
      phi -= mr;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (gid < numBodies)
    accel[gid] = (double4)(ax, ay, az, phi);
}
