// Double-precision FFT butterflies the way SHOC's FFT benchmark and
// Stockham library kernels write them: FFT2/FFT4/FFT8 macros on double2
// values, twiddles from one sincos per pass and powers by complex
// multiplication, and data exchanged between passes through LDS.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define cmul(a, b) ((double2)(mad(-(a).y, (b).y, (a).x * (b).x), mad((a).y, (b).x, (a).x * (b).y)))
#define FFT2(a0, a1)                                                                       \
  {                                                                                        \
    double2 c0 = (a0);                                                                     \
    (a0) = c0 + (a1);                                                                      \
    (a1) = c0 - (a1);                                                                      \
  }
#define MUL_MJ(a) ((double2)((a).y, -(a).x))
#define FFT4(a0, a1, a2, a3)                                                               \
  {                                                                                        \
    FFT2(a0, a2);                                                                          \
    FFT2(a1, a3);                                                                          \
    a3 = MUL_MJ(a3);                                                                       \
    FFT2(a0, a1);                                                                          \
    FFT2(a2, a3);                                                                          \
  }
#define FFT8(a)                                                                            \
  {                                                                                        \
    FFT2(a[0], a[4]);                                                                      \
    FFT2(a[1], a[5]);                                                                      \
    FFT2(a[2], a[6]);                                                                      \
    FFT2(a[3], a[7]);                                                                      \
    a[5] = M_SQRT1_2 * (double2)(a[5].x + a[5].y, a[5].y - a[5].x);                        \
    a[6] = MUL_MJ(a[6]);                                                                   \
    a[7] = M_SQRT1_2 * (double2)(a[7].y - a[7].x, -a[7].x - a[7].y);                       \
    FFT4(a[0], a[1], a[2], a[3]);                                                          \
    FFT4(a[4], a[5], a[6], a[7]);                                                          \
  }

// Multiply a[j] by w^j, w = exp(-2 pi i * k / n).
#define TWIDDLE(a, R, k, n)                                                                \
  {                                                                                        \
    double c, s = sincos(-2.0 * M_PI * (double)(k) / (double)(n), &c);                     \
    double2 w = (double2)(c, s), wj = w;                                                   \
    _Pragma("unroll") for (int j = 1; j < R; ++j) {                                        \
      a[j] = cmul(a[j], wj);                                                               \
      wj = cmul(wj, w);                                                                    \
    }                                                                                      \
  }

// One Stockham radix-4 pass over a runtime length n with pass size p:
// the host launches it log4(n) times. Grid-stride over butterflies.
__kernel void fft_stockham_r4_f64(__global const double2 *restrict in,
                                  __global double2 *restrict out, int n, int p) {
  const int quarter = n / 4;
  for (int i = get_global_id(0); i < quarter; i += get_global_size(0)) {
    int k = i & (p - 1);
    double2 a[4];
#pragma unroll
    for (int j = 0; j < 4; ++j)
      a[j] = in[i + j * quarter];
    TWIDDLE(a, 4, k, 4 * p);
    FFT4(a[0], a[1], a[2], a[3]);
    int o = ((i - k) << 2) + k;
    out[o] = a[0];
    out[o + p] = a[2];
    out[o + 2 * p] = a[1];
    out[o + 3 * p] = a[3];
  }
}

// SHOC-style 512-point FFT: 64 work-items, 8 points each, three radix-8
// passes with two transposes through LDS (x and y parts separately, the
// padded 8x(8+1) layout SHOC uses to dodge bank conflicts).
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void fft512_r8_f64_lds(__global double2 *restrict work) {
  __local double smem[8 * 8 * 9];
  const int tid = get_local_id(0);
  const int hi = tid >> 3, lo = tid & 7;
  __global double2 *data = work + get_group_id(0) * 512 + tid;
  double2 a[8];
#pragma unroll
  for (int i = 0; i < 8; ++i)
    a[i] = data[64 * i];

  FFT8(a);
  TWIDDLE(a, 8, tid, 512);
  // Transpose: write by tid, read by (hi, lo), real and imaginary parts.
#pragma unroll
  for (int comp = 0; comp < 2; ++comp) {
#pragma unroll
    for (int i = 0; i < 8; ++i)
      smem[hi * 8 + lo + 66 * i] = comp ? a[i].y : a[i].x;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int i = 0; i < 8; ++i) {
      double v = smem[lo * 66 + hi + 8 * i];
      if (comp)
        a[i].y = v;
      else
        a[i].x = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  FFT8(a);
  TWIDDLE(a, 8, hi, 64);
#pragma unroll
  for (int comp = 0; comp < 2; ++comp) {
#pragma unroll
    for (int i = 0; i < 8; ++i)
      smem[hi * 8 + lo + 72 * i] = comp ? a[i].y : a[i].x;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int i = 0; i < 8; ++i) {
      double v = smem[hi * 72 + lo + 9 * i];
      if (comp)
        a[i].y = v;
      else
        a[i].x = v;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }

  FFT8(a);
#pragma unroll
  for (int i = 0; i < 8; ++i)
    data[64 * i] = a[i];
}
