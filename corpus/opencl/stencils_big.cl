// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// Large stencils: high-order 3-D stars marched along z with a register
// queue, register-blocked 2-D and 3-D box stencils, and multi-field
// staggered-grid updates from seismic and acoustic solvers. Halo cells are
// assumed to exist (callers launch over the interior).

// 3-D 13-point star (4th order, radius 2). Each iteration computes four
// consecutive z outputs; the eight z values they need stay in registers
// and slide down by four.
__kernel void stencil3d_13pt_zblock4(__global const float *restrict in,
                                     __global float *restrict out,
                                     int nx, int ny, int nz,
                                     float c0, float c1, float c2) {
  int x = get_global_id(0) + 2, y = get_global_id(1) + 2;
  size_t sy = nx, sz = (size_t)nx * ny;
  size_t idx = x + y * sy + 2 * sz;
  float q[8];
#pragma unroll
  for (int i = 0; i < 4; ++i)
    q[i] = in[idx + (i - 2) * sz];
  for (int z = 2; z < nz - 2; z += 4) { // nz - 4 is a multiple of 4
#pragma unroll
    for (int i = 4; i < 8; ++i)
      q[i] = in[idx + (i - 2) * sz];
#pragma unroll
    for (int o = 0; o < 4; ++o) {
      size_t p = idx + o * sz;
      float r = c0 * q[o + 2];
      r += c1 * (q[o + 1] + q[o + 3] + in[p - 1] + in[p + 1] + in[p - sy] + in[p + sy]);
      r += c2 * (q[o] + q[o + 4] + in[p - 2] + in[p + 2] + in[p - 2 * sy] + in[p + 2 * sy]);
      out[p] = r;
    }
#pragma unroll
    for (int i = 0; i < 4; ++i)
      q[i] = q[i + 4];
    idx += 4 * sz;
  }
}

// 3-D 25-point star (8th order, radius 4) with LDS for the xy plane and a
// nine-deep z queue in registers; variable coefficient (velocity^2 * dt^2)
// and a leapfrog time update, as in reverse-time migration.
#define BX 32
#define BY 8
#define R 4
__attribute__((reqd_work_group_size(BX, BY, 1)))
__kernel void stencil3d_25pt_rtm(__global const float *restrict cur,
                                 __global const float *restrict prev,
                                 __global const float *restrict vel2,
                                 __global float *restrict next,
                                 int nx, int ny, int nz,
                                 float c0, float c1, float c2, float c3, float c4) {
  __local float tile[BY + 2 * R][BX + 2 * R];
  int tx = get_local_id(0), ty = get_local_id(1);
  int x = get_global_id(0) + R, y = get_global_id(1) + R;
  size_t sy = nx, sz = (size_t)nx * ny;
  size_t idx = x + y * sy;
  float behind[R], ahead[R], c;
#pragma unroll
  for (int i = 0; i < R; ++i)
    behind[i] = cur[idx + i * sz]; // behind[i] = z - R + i, starting at z = R
  c = cur[idx + R * sz];
#pragma unroll
  for (int i = 0; i < R; ++i)
    ahead[i] = cur[idx + (R + 1 + i) * sz];
  idx += R * sz;
  for (int z = R; z < nz - R; ++z) {
    barrier(CLK_LOCAL_MEM_FENCE);
    tile[ty + R][tx + R] = c;
    if (tx < R) {
      tile[ty + R][tx] = cur[idx - R];
      tile[ty + R][tx + BX + R] = cur[idx + BX];
    }
    if (ty < R) {
      tile[ty][tx + R] = cur[idx - R * sy];
      tile[ty + BY + R][tx + R] = cur[idx + BY * sy];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float lap = 3.0f * c0 * c;
    lap += c1 * (tile[ty + R][tx + R - 1] + tile[ty + R][tx + R + 1] +
                 tile[ty + R - 1][tx + R] + tile[ty + R + 1][tx + R] + behind[3] + ahead[0]);
    lap += c2 * (tile[ty + R][tx + R - 2] + tile[ty + R][tx + R + 2] +
                 tile[ty + R - 2][tx + R] + tile[ty + R + 2][tx + R] + behind[2] + ahead[1]);
    lap += c3 * (tile[ty + R][tx + R - 3] + tile[ty + R][tx + R + 3] +
                 tile[ty + R - 3][tx + R] + tile[ty + R + 3][tx + R] + behind[1] + ahead[2]);
    lap += c4 * (tile[ty + R][tx + R - 4] + tile[ty + R][tx + R + 4] +
                 tile[ty + R - 4][tx + R] + tile[ty + R + 4][tx + R] + behind[0] + ahead[3]);
    next[idx] = 2.0f * c - prev[idx] + vel2[idx] * lap;
#pragma unroll
    for (int i = 0; i < R - 1; ++i)
      behind[i] = behind[i + 1];
    behind[R - 1] = c;
    c = ahead[0];
#pragma unroll
    for (int i = 0; i < R - 1; ++i)
      ahead[i] = ahead[i + 1];
    ahead[R - 1] = cur[idx + (R + 1) * sz];
    idx += sz;
  }
}

// 2-D 17-point star (8th order, radius 4), register-blocked in y: each
// work-item computes eight vertically adjacent outputs from one column of
// sixteen values plus the x neighbours of each output row.
__kernel void stencil2d_r4_yblock8(__global const float *restrict in,
                                   __global float *restrict out, int nx,
                                   float c0, float c1, float c2, float c3, float c4) {
  int x = get_global_id(0) + 4, y0 = get_global_id(1) * 8 + 4;
  const float cr[5] = {c0, c1, c2, c3, c4};
  float col[16];
#pragma unroll
  for (int i = 0; i < 16; ++i)
    col[i] = in[(size_t)(y0 - 4 + i) * nx + x];
#pragma unroll
  for (int o = 0; o < 8; ++o) {
    __global const float *row = in + (size_t)(y0 + o) * nx + x;
    float r = 2.0f * c0 * col[o + 4];
#pragma unroll
    for (int d = 1; d <= 4; ++d)
      r += cr[d] * (row[-d] + row[d] + col[o + 4 - d] + col[o + 4 + d]);
    out[(size_t)(y0 + o) * nx + x] = r;
  }
}

// 27-point box stencil (3x3x3, three distinct weights by distance), four z
// outputs per work-item per step: six xy planes of nine values are live.
__kernel void heat3d_27pt_zblock4(__global const float *restrict in,
                                  __global float *restrict out,
                                  int nx, int ny, int nz,
                                  float wc, float wf, float we, float wv) {
  int x = get_global_id(0) + 1, y = get_global_id(1) + 1;
  size_t sy = nx, sz = (size_t)nx * ny;
  for (int z0 = 1; z0 < nz - 1; z0 += 4) { // nz - 2 is a multiple of 4
    float p[6][3][3];
#pragma unroll
    for (int k = 0; k < 6; ++k)
#pragma unroll
      for (int j = 0; j < 3; ++j)
#pragma unroll
        for (int i = 0; i < 3; ++i)
          p[k][j][i] = in[(x - 1 + i) + (y - 1 + j) * sy + (z0 - 1 + k) * sz];
#pragma unroll
    for (int o = 0; o < 4; ++o) {
      float face = p[o][1][1] + p[o + 2][1][1] + p[o + 1][0][1] + p[o + 1][2][1] +
                   p[o + 1][1][0] + p[o + 1][1][2];
      float edge = p[o][0][1] + p[o][2][1] + p[o][1][0] + p[o][1][2] +
                   p[o + 2][0][1] + p[o + 2][2][1] + p[o + 2][1][0] + p[o + 2][1][2] +
                   p[o + 1][0][0] + p[o + 1][0][2] + p[o + 1][2][0] + p[o + 1][2][2];
      float vert = p[o][0][0] + p[o][0][2] + p[o][2][0] + p[o][2][2] +
                   p[o + 2][0][0] + p[o + 2][0][2] + p[o + 2][2][0] + p[o + 2][2][2];
      out[x + y * sy + (z0 + o) * sz] = wc * p[o + 1][1][1] + wf * face + we * edge + wv * vert;
    }
  }
}

// 3-D acoustic velocity-pressure update on a staggered grid (4th order):
// the pressure gradient updates vx, vy, vz, then the divergence of the new
// velocities updates p, for two z planes per work-item.
__kernel void acoustic3d_staggered_z2(__global float *restrict vx,
                                      __global float *restrict vy,
                                      __global float *restrict vz,
                                      __global float *restrict p,
                                      __global const float *restrict buoy,
                                      __global const float *restrict kappa,
                                      int nx, int ny, float dt, float a1, float a2) {
  int x = get_global_id(0) + 2, y = get_global_id(1) + 2, z0 = get_global_id(2) * 2 + 2;
  size_t sy = nx, sz = (size_t)nx * ny;
#pragma unroll
  for (int o = 0; o < 2; ++o) {
    size_t i = x + y * sy + (z0 + o) * sz;
    float b = buoy[i] * dt;
    float dpx = a1 * (p[i + 1] - p[i]) + a2 * (p[i + 2] - p[i - 1]);
    float dpy = a1 * (p[i + sy] - p[i]) + a2 * (p[i + 2 * sy] - p[i - sy]);
    float dpz = a1 * (p[i + sz] - p[i]) + a2 * (p[i + 2 * sz] - p[i - sz]);
    float nvx = vx[i] - b * dpx, nvy = vy[i] - b * dpy, nvz = vz[i] - b * dpz;
    float dvx = a1 * (nvx - vx[i - 1]) + a2 * (vx[i + 1] - vx[i - 2]);
    float dvy = a1 * (nvy - vy[i - sy]) + a2 * (vy[i + sy] - vy[i - 2 * sy]);
    float dvz = a1 * (nvz - vz[i - sz]) + a2 * (vz[i + sz] - vz[i - 2 * sz]);
    vx[i] = nvx;
    vy[i] = nvy;
    vz[i] = nvz;
    p[i] -= kappa[i] * dt * (dvx + dvy + dvz);
  }
}

// 2-D elastic velocity-stress update (Virieux grid, 4th order): velocities
// from the stress divergence and stresses from the velocity gradients, for
// four x-adjacent points per work-item. Five wavefields and three material
// fields are read.
__kernel void elastic2d_vs_x4(__global float *restrict vx, __global float *restrict vz,
                              __global float *restrict sxx, __global float *restrict szz,
                              __global float *restrict sxz,
                              __global const float *restrict lam,
                              __global const float *restrict mu,
                              __global const float *restrict rho_inv,
                              int nx, float dtdx, float a1, float a2) {
  int x0 = get_global_id(0) * 4 + 2, z = get_global_id(1) + 2;
  float nvx[4], nvz[4];
#pragma unroll
  for (int o = 0; o < 4; ++o) {
    size_t i = (size_t)z * nx + x0 + o;
    float dsxx = a1 * (sxx[i + 1] - sxx[i]) + a2 * (sxx[i + 2] - sxx[i - 1]);
    float dsxz = a1 * (sxz[i] - sxz[i - nx]) + a2 * (sxz[i + nx] - sxz[i - 2 * nx]);
    float dszz = a1 * (szz[i + nx] - szz[i]) + a2 * (szz[i + 2 * nx] - szz[i - nx]);
    float dsxz2 = a1 * (sxz[i] - sxz[i - 1]) + a2 * (sxz[i + 1] - sxz[i - 2]);
    float b = rho_inv[i] * dtdx;
    nvx[o] = vx[i] + b * (dsxx + dsxz);
    nvz[o] = vz[i] + b * (dsxz2 + dszz);
  }
#pragma unroll
  for (int o = 0; o < 4; ++o) {
    size_t i = (size_t)z * nx + x0 + o;
    float dvxx = a1 * (nvx[o] - vx[i - 1]) + a2 * (vx[i + 1] - vx[i - 2]);
    float dvzz = a1 * (nvz[o] - vz[i - nx]) + a2 * (vz[i + nx] - vz[i - 2 * nx]);
    float dvxz = a1 * (vx[i + nx] - nvx[o]) + a2 * (vx[i + 2 * nx] - vx[i - nx]);
    float dvzx = a1 * (vz[i + 1] - nvz[o]) + a2 * (vz[i + 2] - vz[i - 1]);
    float l = lam[i], m = mu[i];
    sxx[i] += dtdx * ((l + 2.0f * m) * dvxx + l * dvzz);
    szz[i] += dtdx * (l * dvxx + (l + 2.0f * m) * dvzz);
    sxz[i] += dtdx * m * (dvxz + dvzx);
  }
#pragma unroll
  for (int o = 0; o < 4; ++o) {
    size_t i = (size_t)z * nx + x0 + o;
    vx[i] = nvx[o];
    vz[i] = nvz[o];
  }
}
