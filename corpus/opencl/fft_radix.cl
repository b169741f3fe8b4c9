// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// FFT passes with radix-8 and radix-16 butterflies, complex float and
// double, Stockham auto-sort ordering (out-of-place, no bit reversal).
// A pass over N points with span Ns: work-item j reads x[j + r*N/R],
// twiddles by W(Ns*R)^(k*r) with k = j % Ns, transforms, and writes
// y[(j/Ns)*Ns*R + k + r*Ns].

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define CMUL(a, b) ((float2)((a).x * (b).x - (a).y * (b).y, (a).x * (b).y + (a).y * (b).x))
#define DMUL(a, b) ((double2)((a).x * (b).x - (a).y * (b).y, (a).x * (b).y + (a).y * (b).x))

// In-place radix-4 DFT, forward direction.
#define DFT4(T, a, b, c, d)                                                     \
  do {                                                                          \
    T s0 = a + c, d0 = a - c, s1 = b + d, d1 = (T)((b - d).y, -(b - d).x);      \
    a = s0 + s1;                                                                \
    c = s0 - s1;                                                                \
    b = d0 + d1;                                                                \
    d = d0 - d1;                                                                \
  } while (0)

// Radix-8 DFT on v[0..7] (natural order in and out), forward direction.
#define DFT8(T, v, R2)                                                          \
  do {                                                                          \
    T a0 = v[0] + v[4], a1 = v[0] - v[4], a2 = v[2] + v[6], a3 = v[2] - v[6];   \
    T a4 = v[1] + v[5], a5 = v[1] - v[5], a6 = v[3] + v[7], a7 = v[3] - v[7];   \
    a3 = (T)(a3.y, -a3.x);                                                      \
    a7 = (T)(a7.y, -a7.x);                                                      \
    T b0 = a0 + a2, b2 = a0 - a2, b1 = a1 + a3, b3 = a1 - a3;                   \
    T b4 = a4 + a6, b6 = a4 - a6, b5 = a5 + a7, b7 = a5 - a7;                   \
    b5 = (T)(R2 * (b5.x + b5.y), R2 * (b5.y - b5.x));                           \
    b6 = (T)(b6.y, -b6.x);                                                      \
    b7 = (T)(R2 * (b7.y - b7.x), -R2 * (b7.x + b7.y));                          \
    v[0] = b0 + b4;                                                             \
    v[4] = b0 - b4;                                                             \
    v[1] = b1 + b5;                                                             \
    v[5] = b1 - b5;                                                             \
    v[2] = b2 + b6;                                                             \
    v[6] = b2 - b6;                                                             \
    v[3] = b3 + b7;                                                             \
    v[7] = b3 - b7;                                                             \
  } while (0)

// Radix-16 as 4x4 (input index n1 + 4*n2, output index k1 + 4*k2): radix-4
// DFTs over n2, internal twiddles W16^(n1*k1), radix-4 DFTs over n1. The
// result lands transposed in v[] and is returned in natural order in w[].
#define DFT16(T, MUL, v, w, C1, S1, R2)                                          \
  do {                                                                          \
    DFT4(T, v[0], v[4], v[8], v[12]);                                           \
    DFT4(T, v[1], v[5], v[9], v[13]);                                           \
    DFT4(T, v[2], v[6], v[10], v[14]);                                          \
    DFT4(T, v[3], v[7], v[11], v[15]);                                          \
    const T w1 = (T)(C1, -S1), w2 = (T)(R2, -R2), w3 = (T)(S1, -C1);            \
    const T w6 = (T)(-R2, -R2), w9 = (T)(-C1, S1);                              \
    v[5] = MUL(v[5], w1);                                                       \
    v[6] = MUL(v[6], w2);                                                       \
    v[7] = MUL(v[7], w3);                                                       \
    v[9] = MUL(v[9], w2);                                                       \
    v[10] = (T)(v[10].y, -v[10].x);                                             \
    v[11] = MUL(v[11], w6);                                                     \
    v[13] = MUL(v[13], w3);                                                     \
    v[14] = MUL(v[14], w6);                                                     \
    v[15] = MUL(v[15], w9);                                                     \
    DFT4(T, v[0], v[1], v[2], v[3]);                                            \
    DFT4(T, v[4], v[5], v[6], v[7]);                                            \
    DFT4(T, v[8], v[9], v[10], v[11]);                                          \
    DFT4(T, v[12], v[13], v[14], v[15]);                                        \
    for (int q = 0; q < 4; ++q)                                                 \
      for (int p = 0; p < 4; ++p)                                               \
        w[4 * q + p] = v[4 * p + q];                                            \
  } while (0)

// Radix-8 Stockham pass, float, twiddles from the hardware sin/cos.
__kernel void fft_stockham_r8_f32(__global const float2 *restrict x,
                                  __global float2 *restrict y, int N, int Ns) {
  int j = get_global_id(0);
  int k = j % Ns;
  float2 v[8];
  float ang = -2.0f * M_PI_F * (float)k / (float)(Ns * 8);
#pragma unroll
  for (int r = 0; r < 8; ++r) {
    float2 a = x[j + r * (N / 8)];
    float c = native_cos(ang * r), s = native_sin(ang * r);
    v[r] = CMUL(a, ((float2)(c, s)));
  }
  DFT8(float2, v, 0.70710678f);
  int base = (j / Ns) * Ns * 8 + k;
#pragma unroll
  for (int r = 0; r < 8; ++r)
    y[base + r * Ns] = v[r];
}

// Two independent radix-8 transforms per work-item (batched 8-point FFTs,
// e.g. the first pass of a 2-D FFT), table twiddles.
__kernel void fft_r8_f32_x2(__global const float2 *restrict x,
                            __global float2 *restrict y,
                            __global const float2 *restrict tw, int batch) {
  int j = get_global_id(0);
  float2 u[8], v[8];
#pragma unroll
  for (int r = 0; r < 8; ++r) {
    float2 t = tw[r];
    u[r] = CMUL(x[(2 * j) * 8 + r], t);
    v[r] = CMUL(x[(2 * j + 1) * 8 + r], t);
  }
  DFT8(float2, u, 0.70710678f);
  DFT8(float2, v, 0.70710678f);
#pragma unroll
  for (int r = 0; r < 8; ++r) {
    y[r * 2 * batch + 2 * j] = u[r];
    y[r * 2 * batch + 2 * j + 1] = v[r];
  }
}

// Radix-16 Stockham pass, float, twiddles from a table of W(Ns*16)^k and
// built up by repeated multiplication (one load instead of fifteen).
__kernel void fft_stockham_r16_f32(__global const float2 *restrict x,
                                   __global float2 *restrict y,
                                   __global const float2 *restrict tw, int N, int Ns) {
  int j = get_global_id(0);
  int k = j % Ns;
  float2 v[16], w[16];
  float2 t1 = tw[Ns + k], t = (float2)(1.0f, 0.0f);
#pragma unroll
  for (int r = 0; r < 16; ++r) {
    v[r] = CMUL(x[j + r * (N / 16)], t);
    t = CMUL(t, t1);
  }
  DFT16(float2, CMUL, v, w, 0.92387953f, 0.38268343f, 0.70710678f);
  int base = (j / Ns) * Ns * 16 + k;
#pragma unroll
  for (int r = 0; r < 16; ++r)
    y[base + r * Ns] = w[r];
}

// Radix-8 Stockham pass, double, twiddle table per (k, r).
__kernel void fft_stockham_r8_f64(__global const double2 *restrict x,
                                  __global double2 *restrict y,
                                  __global const double2 *restrict tw, int N, int Ns) {
  int j = get_global_id(0);
  int k = j % Ns;
  double2 v[8];
  v[0] = x[j];
#pragma unroll
  for (int r = 1; r < 8; ++r)
    v[r] = DMUL(x[j + r * (N / 8)], tw[(Ns + k) * 7 + r - 1]);
  DFT8(double2, v, 0.70710678118654752);
  int base = (j / Ns) * Ns * 8 + k;
#pragma unroll
  for (int r = 0; r < 8; ++r)
    y[base + r * Ns] = v[r];
}

// Radix-16 Stockham pass, double, table twiddles.
__kernel void fft_stockham_r16_f64(__global const double2 *restrict x,
                                   __global double2 *restrict y,
                                   __global const double2 *restrict tw, int N, int Ns) {
  int j = get_global_id(0);
  int k = j % Ns;
  double2 v[16], w[16];
  v[0] = x[j];
#pragma unroll
  for (int r = 1; r < 16; ++r)
    v[r] = DMUL(x[j + r * (N / 16)], tw[(Ns + k) * 15 + r - 1]);
  DFT16(double2, DMUL, v, w, 0.92387953251128676, 0.38268343236508977, 0.70710678118654752);
  int base = (j / Ns) * Ns * 16 + k;
#pragma unroll
  for (int r = 0; r < 16; ++r)
    y[base + r * Ns] = w[r];
}

// 256-point FFTs in LDS: 16 work-items per transform, four transforms per
// work-group. Pass 1: radix-16 over stride-16 inputs, twiddle, exchange
// through LDS; pass 2: radix-16 over contiguous rows.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void fft256_r16_lds_f32(__global const float2 *restrict x,
                                 __global float2 *restrict y) {
  __local float2 sh[4][256 + 16];
  int t = get_local_id(0) % 16, f = get_local_id(0) / 16;
  size_t off = ((size_t)get_group_id(0) * 4 + f) * 256;
  float2 v[16], w[16];
#pragma unroll
  for (int r = 0; r < 16; ++r)
    v[r] = x[off + t + 16 * r];
  DFT16(float2, CMUL, v, w, 0.92387953f, 0.38268343f, 0.70710678f);
  float ang = -2.0f * M_PI_F * (float)t / 256.0f;
#pragma unroll
  for (int r = 0; r < 16; ++r) {
    float2 tw = (float2)(native_cos(ang * r), native_sin(ang * r));
    sh[f][t * 17 + r] = CMUL(w[r], tw);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
  for (int r = 0; r < 16; ++r)
    v[r] = sh[f][r * 17 + t];
  DFT16(float2, CMUL, v, w, 0.92387953f, 0.38268343f, 0.70710678f);
#pragma unroll
  for (int r = 0; r < 16; ++r)
    y[off + t + 16 * r] = w[r];
}
