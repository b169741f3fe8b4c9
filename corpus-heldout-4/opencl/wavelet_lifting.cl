// Imitates discrete wavelet transforms as GPU JPEG 2000 codecs and image libraries implement them (the lifting
// scheme of Daubechies-Sweldens, as in CUJ2K / OpenJPEG GPU ports / GPU-DWT papers): a CDF 9/7 horizontal pass with a
// whole row in LDS and a barrier per lifting step, a CDF 9/7 vertical pass where each work-item lifts a 32-row block
// of two adjacent columns entirely in registers (40 rows loaded including the halo), a three-level 2-D Haar
// decomposition of a 32x32 tile through LDS in Mallat layout, and the reversible integer 5/3 transform on rows, 16
// samples per work-item. Symmetric (whole-sample) extension at the borders.
// Interesting for a scheduler: the vertical 9/7 kernel is one straight-line block of 80 loads, four dependent
// lifting sweeps and 64 stores (register-heavy, the loads have to be spread against the first sweep); the row
// kernels are barrier-separated LDS read-modify-write steps (latency-bound); the 5/3 kernel is short integer chains
// behind a few wide loads and mirrored gathers.

#define CDF_A (-1.586134342f)
#define CDF_B (-0.05298011854f)
#define CDF_G (0.8829110762f)
#define CDF_D (0.4435068522f)
#define CDF_K (1.149604398f)

// ---------------------------------------------------------------------------------------------------------------
// One row per work-group, W even and W <= 2 * DWT_HALF_MAX. out row = [low (W/2) | high (W/2)].
// ---------------------------------------------------------------------------------------------------------------
#define DWT_WG 256
#define DWT_HALF_MAX 1024

__kernel __attribute__((reqd_work_group_size(DWT_WG, 1, 1)))
void cdf97_fwd_rows_lds(__global const float *restrict in,
                        __global float *restrict out,
                        int W)
{
    __local float s[DWT_HALF_MAX];
    __local float d[DWT_HALF_MAX];
    int lid = get_local_id(0);
    int row = get_group_id(0);
    int half_w = W >> 1;
    __global const float2 *src = (__global const float2 *)(in + (size_t)row * W);

    for (int i = lid; i < half_w; i += DWT_WG) {
        float2 v = src[i];
        s[i] = v.x;
        d[i] = v.y;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = lid; i < half_w; i += DWT_WG) {
        float sn = s[min(i + 1, half_w - 1)];
        d[i] += CDF_A * (s[i] + sn);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = lid; i < half_w; i += DWT_WG) {
        float dp = d[max(i - 1, 0)];
        s[i] += CDF_B * (dp + d[i]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = lid; i < half_w; i += DWT_WG) {
        float sn = s[min(i + 1, half_w - 1)];
        d[i] += CDF_G * (s[i] + sn);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = lid; i < half_w; i += DWT_WG) {
        float dp = d[max(i - 1, 0)];
        s[i] += CDF_D * (dp + d[i]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    __global float *dst = out + (size_t)row * W;
    for (int i = lid; i < half_w; i += DWT_WG) {
        dst[i] = s[i] * (1.0f / CDF_K);
        dst[half_w + i] = d[i] * CDF_K;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Vertical pass: item (x2, blk) lifts rows [32 blk, 32 blk + 32) of columns 2 x2, 2 x2 + 1, using rows
// 32 blk - 4 .. 32 blk + 35 (mirrored at the image edges). H % 32 == 0, W % 2 == 0.
// Low rows go to out[(16 blk + i)][:], high rows to out[(H/2 + 16 blk + i)][:].
// ---------------------------------------------------------------------------------------------------------------
#define VB 32
#define VH 4
#define VN (VB + 2 * VH)

static inline int mirror_idx(int r, int n)
{
    r = r < 0 ? -r : r;
    return r >= n ? 2 * n - 2 - r : r;
}

__kernel void cdf97_fwd_cols_reg32(__global const float2 *restrict in,
                                   __global float2 *restrict out,
                                   int W, int H)
{
    int x2 = get_global_id(0);
    int blk = get_global_id(1);
    int w2 = W >> 1;
    if (x2 >= w2 || blk * VB >= H)
        return;
    int r0 = blk * VB - VH;

    float2 v[VN];
#pragma unroll
    for (int t = 0; t < VN; ++t)
        v[t] = in[(size_t)mirror_idx(r0 + t, H) * w2 + x2];

    // v[even] = s, v[odd] = d (r0 is even)
#pragma unroll
    for (int o = 1; o <= VN - 3; o += 2)
        v[o] += CDF_A * (v[o - 1] + v[o + 1]);
#pragma unroll
    for (int e = 2; e <= VN - 4; e += 2)
        v[e] += CDF_B * (v[e - 1] + v[e + 1]);
#pragma unroll
    for (int o = 3; o <= VN - 5; o += 2)
        v[o] += CDF_G * (v[o - 1] + v[o + 1]);
#pragma unroll
    for (int e = 4; e <= VN - 6; e += 2)
        v[e] += CDF_D * (v[e - 1] + v[e + 1]);

    int lo0 = blk * (VB / 2);
    int hi0 = (H >> 1) + lo0;
#pragma unroll
    for (int i = 0; i < VB / 2; ++i) {
        out[(size_t)(lo0 + i) * w2 + x2] = v[VH + 2 * i] * (1.0f / CDF_K);
        out[(size_t)(hi0 + i) * w2 + x2] = v[VH + 2 * i + 1] * CDF_K;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Three Haar levels on a 32x32 tile per work-group (16x16 items). The image (W, H multiples of 32) is written in
// Mallat layout: level-l details of tile (tx, ty) land in the quadrants of the (W >> (l-1)) x (H >> (l-1)) corner.
// ---------------------------------------------------------------------------------------------------------------
#define HT 32

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void haar2d_3level_tile32(__global const float *restrict in,
                          __global float *restrict out,
                          int W, int H)
{
    __local float ll[HT / 2][HT / 2 + 1];
    int lx = get_local_id(0), ly = get_local_id(1);
    int tx = get_group_id(0), ty = get_group_id(1);

    int cw = W, ch = H;                   // size of the corner being decomposed
    int n = HT / 2;                       // items active along each axis at this level
    float a = 0.0f;
    // level 1 straight from global memory
    {
        int gx = tx * HT + 2 * lx, gy = ty * HT + 2 * ly;
        float2 r0 = vload2(0, in + (size_t)gy * W + gx);
        float2 r1 = vload2(0, in + (size_t)(gy + 1) * W + gx);
        a = 0.5f * ((r0.x + r0.y) + (r1.x + r1.y));
        float h = 0.5f * ((r0.x - r0.y) + (r1.x - r1.y));
        float v = 0.5f * ((r0.x + r0.y) - (r1.x + r1.y));
        float d = 0.5f * ((r0.x - r0.y) - (r1.x - r1.y));
        int ox = tx * n + lx, oy = ty * n + ly;
        int hw = cw >> 1, hh = ch >> 1;
        out[(size_t)oy * W + hw + ox] = h;
        out[(size_t)(hh + oy) * W + ox] = v;
        out[(size_t)(hh + oy) * W + hw + ox] = d;
        ll[ly][lx] = a;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

#pragma unroll
    for (int lev = 2; lev <= 3; ++lev) {
        cw >>= 1;
        ch >>= 1;
        n >>= 1;
        bool act = lx < n && ly < n;
        if (act) {
            float x00 = ll[2 * ly][2 * lx], x01 = ll[2 * ly][2 * lx + 1];
            float x10 = ll[2 * ly + 1][2 * lx], x11 = ll[2 * ly + 1][2 * lx + 1];
            a = 0.5f * ((x00 + x01) + (x10 + x11));
            float h = 0.5f * ((x00 - x01) + (x10 - x11));
            float v = 0.5f * ((x00 + x01) - (x10 + x11));
            float d = 0.5f * ((x00 - x01) - (x10 - x11));
            int ox = tx * n + lx, oy = ty * n + ly;
            int hw = cw >> 1, hh = ch >> 1;
            out[(size_t)oy * W + hw + ox] = h;
            out[(size_t)(hh + oy) * W + ox] = v;
            out[(size_t)(hh + oy) * W + hw + ox] = d;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (act)
            ll[ly][lx] = a;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lx < n && ly < n)
        out[(size_t)(ty * n + ly) * W + tx * n + lx] = a;
}

// ---------------------------------------------------------------------------------------------------------------
// Reversible 5/3 (JPEG 2000 lossless) on int rows: item (seg, row) transforms samples [16 seg, 16 seg + 16).
// d[i] = x[2i+1] - floor((x[2i] + x[2i+2]) / 2);  s[i] = x[2i] + floor((d[i-1] + d[i] + 2) / 4).
// W % 16 == 0; out row = [low | high].
// ---------------------------------------------------------------------------------------------------------------
#define I53_N 16

__kernel void cdf53_int_fwd_rows(__global const int *restrict in,
                                 __global int *restrict out,
                                 int W, int H)
{
    int seg = get_global_id(0);
    int row = get_global_id(1);
    if (seg * I53_N >= W || row >= H)
        return;
    __global const int *src = in + (size_t)row * W;
    int b = seg * I53_N;

    int x[I53_N + 3];                     // x[k] = sample b - 2 + k, k = 0 .. 18
    x[0] = src[mirror_idx(b - 2, W)];
    x[1] = src[mirror_idx(b - 1, W)];
#pragma unroll
    for (int q = 0; q < I53_N / 4; ++q) {
        int4 t = vload4(0, src + b + 4 * q);
        x[2 + 4 * q] = t.x;
        x[3 + 4 * q] = t.y;
        x[4 + 4 * q] = t.z;
        x[5 + 4 * q] = t.w;
    }
    x[I53_N + 2] = src[mirror_idx(b + I53_N, W)];

    // d at odd samples b-1 .. b+15 -> x[1], x[3], ..., x[17]
#pragma unroll
    for (int k = 1; k <= I53_N + 1; k += 2)
        x[k] -= (x[k - 1] + x[k + 1]) >> 1;
    // s at even samples b .. b+14 -> x[2], ..., x[16]
#pragma unroll
    for (int k = 2; k <= I53_N; k += 2)
        x[k] += (x[k - 1] + x[k + 1] + 2) >> 2;

    int half_w = W >> 1;
    int o = b >> 1;
    __global int *dst = out + (size_t)row * W;
    vstore4((int4)(x[2], x[4], x[6], x[8]), 0, dst + o);
    vstore4((int4)(x[10], x[12], x[14], x[16]), 0, dst + o + 4);
    vstore4((int4)(x[3], x[5], x[7], x[9]), 0, dst + half_w + o);
    vstore4((int4)(x[11], x[13], x[15], x[17]), 0, dst + half_w + o + 4);
}
