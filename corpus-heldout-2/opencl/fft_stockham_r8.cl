// Stockham autosort FFT stages in the formulation of Govindaraju et al. (SC'08) that the vendor OpenCL FFT samples use: one
// radix-8 butterfly per work-item per stage, float2 with twiddles from native sin/cos and double2 with twiddles gathered
// from a table of N roots. Register-heavy: eight complex values, their twiddles and three butterfly layers live at once
// (double2 doubles every register), and the loop-free body leaves all the ordering to the scheduler.

#define R8_SQRT1_2F 0.70710678118654752f
#define R8_SQRT1_2 0.70710678118654752440

static inline float2 cmul_f32(float2 a, float2 b)
{
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

static inline double2 cmul_f64(double2 a, double2 b)
{
    return (double2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

// a * -i (forward transform)
#define MUL_MI(T, a) ((T)((a).y, -(a).x))

#define BFLY2(T, a, b) { T t_ = (a); (a) = t_ + (b); (b) = t_ - (b); }

// In-place decimation-in-frequency 8-point DFT (forward, e^{-2 pi i / 8}).
// The result is in bit-reversed order: X[k] = v[rev3(k)].
#define FFT8_DIF(T, v, S)                                                   \
    {                                                                       \
        BFLY2(T, v[0], v[4]); BFLY2(T, v[1], v[5]);                         \
        BFLY2(T, v[2], v[6]); BFLY2(T, v[3], v[7]);                         \
        v[5] = (T)(v[5].x + v[5].y, v[5].y - v[5].x) * (S);                 \
        v[6] = MUL_MI(T, v[6]);                                             \
        v[7] = (T)(v[7].y - v[7].x, -v[7].x - v[7].y) * (S);                \
        BFLY2(T, v[0], v[2]); BFLY2(T, v[1], v[3]);                         \
        BFLY2(T, v[4], v[6]); BFLY2(T, v[5], v[7]);                         \
        v[3] = MUL_MI(T, v[3]);                                             \
        v[7] = MUL_MI(T, v[7]);                                             \
        BFLY2(T, v[0], v[1]); BFLY2(T, v[2], v[3]);                         \
        BFLY2(T, v[4], v[5]); BFLY2(T, v[6], v[7]);                         \
    }

__constant int r8_rev[8] = {0, 4, 2, 6, 1, 5, 3, 7};

// One stage: ns is the span of the previous stages (1, 8, 64, ...); n is a
// power of 8 per batch row, batches along dimension 1.
__kernel void fft_r8_stage_c2c_f32(__global const float2 *restrict src,
                                   __global float2 *restrict dst,
                                   int n, int ns)
{
    int j = get_global_id(0);
    int n8 = n >> 3;
    if (j >= n8)
        return;
    size_t boff = (size_t)get_global_id(1) * n;
    src += boff;
    dst += boff;

    int kk = j & (ns - 1);
    float ang = -2.0f * M_PI_F * (float)kk / (float)(ns * 8);
    float2 v[8];
#pragma unroll
    for (int r = 0; r < 8; r++)
        v[r] = src[j + r * n8];
#pragma unroll
    for (int r = 1; r < 8; r++) {
        float a = ang * r;
        v[r] = cmul_f32(v[r], (float2)(native_cos(a), native_sin(a)));
    }
    FFT8_DIF(float2, v, R8_SQRT1_2F);

    int d = (j - kk) * 8 + kk;
#pragma unroll
    for (int r = 0; r < 8; r++)
        dst[d + r * ns] = v[r8_rev[r]];
}

// Same stage in double precision; tw[m] = exp(-2 pi i m / n).
__kernel void fft_r8_stage_c2c_f64(__global const double2 *restrict src,
                                   __global double2 *restrict dst,
                                   __global const double2 *restrict tw,
                                   int n, int ns, double scale)
{
    int j = get_global_id(0);
    int n8 = n >> 3;
    if (j >= n8)
        return;
    size_t boff = (size_t)get_global_id(1) * n;
    src += boff;
    dst += boff;

    int kk = j & (ns - 1);
    int tstride = n / (ns * 8);
    double2 v[8];
#pragma unroll
    for (int r = 0; r < 8; r++)
        v[r] = src[j + r * n8];
#pragma unroll
    for (int r = 1; r < 8; r++)
        v[r] = cmul_f64(v[r], tw[r * kk * tstride]);
    FFT8_DIF(double2, v, R8_SQRT1_2);

    int d = (j - kk) * 8 + kk;
#pragma unroll
    for (int r = 0; r < 8; r++)
        dst[d + r * ns] = v[r8_rev[r]] * scale;
}
