// Stencils: neighbourhood loads, sliding register windows, uniform weights.

__kernel void jacobi_5pt(__global const float *restrict u,
                         __global float *restrict v, int nx, int ny,
                         float w) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1)
    return;
  int c = y * nx + x;
  float s = u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx];
  v[c] = (1.0f - w) * u[c] + w * 0.25f * s;
}

// 7-point 3D stencil marching along z; each work-item produces 4 z-planes per
// iteration and keeps a window of 6 centre values plus 4 neighbours per plane.
__kernel void stencil7_zmarch(__global const float *restrict in,
                              __global float *restrict out, int nx, int ny,
                              int nz, float c0, float c1) {
  int x = get_global_id(0) + 1, y = get_global_id(1) + 1;
  if (x >= nx - 1 || y >= ny - 1)
    return;
  size_t plane = (size_t)nx * ny;
  size_t base = (size_t)y * nx + x;
  float below = in[base];
  float cur = in[base + plane];
  for (int z = 1; z + 4 < nz; z += 4) {
    float w[5];
#pragma unroll
    for (int q = 0; q < 5; ++q)
      w[q] = in[base + (z + 1 + q) * plane];
    float prev = below, mid = cur;
#pragma unroll
    for (int q = 0; q < 4; ++q) {
      size_t p = base + (z + q) * plane;
      float nb = in[p - 1] + in[p + 1] + in[p - nx] + in[p + nx];
      float up = q == 0 ? w[0] : w[q];
      out[p] = c0 * mid + c1 * (nb + prev + up);
      prev = mid;
      mid = up;
    }
    below = prev;
    cur = mid;
  }
}

// 5x5 convolution, 4 horizontally adjacent outputs per work-item. The 25
// weights are uniform (scalar loads); 5x8 input pixels are live at once.
__kernel void conv5x5_x4(__global const float *restrict img,
                         __constant float *restrict wts,
                         __global float *restrict out, int width,
                         int height) {
  int ox = get_global_id(0) * 4, oy = get_global_id(1);
  if (ox + 8 > width || oy + 5 > height)
    return;
  float r[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
  for (int dy = 0; dy < 5; ++dy) {
    float p[8];
#pragma unroll
    for (int i = 0; i < 8; ++i)
      p[i] = img[(oy + dy) * width + ox + i];
#pragma unroll
    for (int dx = 0; dx < 5; ++dx)
#pragma unroll
      for (int o = 0; o < 4; ++o)
        r[o] = fma(p[o + dx], wts[dy * 5 + dx], r[o]);
  }
#pragma unroll
  for (int o = 0; o < 4; ++o)
    out[oy * width + ox + o] = r[o];
}
