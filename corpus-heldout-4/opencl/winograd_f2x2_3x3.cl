// Imitates Winograd F(2x2,3x3) convolution as OpenCL inference libraries (clDNN, ARM Compute Library, MNN, ncnn's
// Vulkan path) write it: separate filter, input-tile and output-tile transforms around a batched GEMM done by the
// BLAS, and a fully fused variant where each work-item transforms its own 4x4 input tile per channel, multiplies it
// into 16 x 8 Winograd-domain accumulators (eight output channels, filter values wave-uniform), and applies the
// output transform, bias and ReLU itself. NCHW, stride 1, padding 1.
// Interesting for a scheduler: the fused kernel carries 128 float accumulators plus the 16 transformed inputs
// through the channel loop (register-limited almost everywhere), with 16 bounds-checked gathers per channel that
// only the previous channel's 128 FMAs can hide; the transform kernels are short add/sub trees between a gather and
// 16 strided stores, i.e. latency-bound.

#define WINO_T 16   // 4x4 transformed tile

// ---------------------------------------------------------------------------------------------------------------
// U = G g G^T for every (k, c); g: [K][C][3][3]; U stored as [C][16][K] so the fused kernel's per-channel reads
// of eight consecutive k are contiguous and uniform.
// ---------------------------------------------------------------------------------------------------------------
__kernel void wino_f2_filter_transform(__global const float *restrict g,
                                       __global float *restrict u,
                                       int K, int C)
{
    int idx = get_global_id(0);
    if (idx >= K * C)
        return;
    int k = idx % K;                 // k fastest so the stores below coalesce
    int c = idx / K;
    __global const float *f = g + ((size_t)k * C + c) * 9;
    float f0 = f[0], f1 = f[1], f2 = f[2], f3 = f[3], f4 = f[4], f5 = f[5], f6 = f[6], f7 = f[7], f8 = f[8];

    // G g: 4 rows of 3
    float a0 = f0, a1 = f1, a2 = f2;
    float b0 = 0.5f * (f0 + f3 + f6), b1 = 0.5f * (f1 + f4 + f7), b2 = 0.5f * (f2 + f5 + f8);
    float c0 = 0.5f * (f0 - f3 + f6), c1 = 0.5f * (f1 - f4 + f7), c2 = 0.5f * (f2 - f5 + f8);
    float d0 = f6, d1 = f7, d2 = f8;

    float t[WINO_T];
#define GT_ROW(r, x0, x1, x2)                      \
    t[4 * (r) + 0] = (x0);                         \
    t[4 * (r) + 1] = 0.5f * ((x0) + (x1) + (x2));  \
    t[4 * (r) + 2] = 0.5f * ((x0) - (x1) + (x2));  \
    t[4 * (r) + 3] = (x2);
    GT_ROW(0, a0, a1, a2)
    GT_ROW(1, b0, b1, b2)
    GT_ROW(2, c0, c1, c2)
    GT_ROW(3, d0, d1, d2)
#undef GT_ROW

    __global float *dst = u + (size_t)c * WINO_T * K + k;
#pragma unroll
    for (int xi = 0; xi < WINO_T; ++xi)
        dst[(size_t)xi * K] = t[xi];
}

// 4x4 input tile transform V = B^T d B, in place on d[16] (row-major 4x4).
static inline void wino_bt_d_b(float *d)
{
    float r[WINO_T];
#pragma unroll
    for (int c = 0; c < 4; ++c) {
        r[0 + c] = d[0 + c] - d[8 + c];
        r[4 + c] = d[4 + c] + d[8 + c];
        r[8 + c] = d[8 + c] - d[4 + c];
        r[12 + c] = d[4 + c] - d[12 + c];
    }
#pragma unroll
    for (int rr = 0; rr < 4; ++rr) {
        float x0 = r[4 * rr], x1 = r[4 * rr + 1], x2 = r[4 * rr + 2], x3 = r[4 * rr + 3];
        d[4 * rr + 0] = x0 - x2;
        d[4 * rr + 1] = x1 + x2;
        d[4 * rr + 2] = x2 - x1;
        d[4 * rr + 3] = x1 - x3;
    }
}

// Load the 4x4 patch of tile (ty, tx) of one channel plane with zero padding.
static inline void wino_load_patch(__global const float *plane, int H, int W, int ty, int tx, float *d)
{
    int y0 = 2 * ty - 1, x0 = 2 * tx - 1;
#pragma unroll
    for (int r = 0; r < 4; ++r) {
        int y = y0 + r;
        bool yok = y >= 0 && y < H;
#pragma unroll
        for (int c = 0; c < 4; ++c) {
            int xx = x0 + c;
            bool ok = yok && xx >= 0 && xx < W;
            d[4 * r + c] = ok ? plane[y * W + xx] : 0.0f;
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// V[16][C][P] = B^T d B for every (channel, tile); P = N * TH * TW, tile index p = (n * TH + ty) * TW + tx.
// ---------------------------------------------------------------------------------------------------------------
__kernel void wino_f2_input_transform(__global const float *restrict in,
                                      __global float *restrict vout,
                                      int N, int C, int H, int W)
{
    int p = get_global_id(0);
    int c = get_global_id(1);
    int TH = (H + 1) >> 1, TW = (W + 1) >> 1;
    int P = N * TH * TW;
    if (p >= P || c >= C)
        return;
    int tx = p % TW;
    int ty = (p / TW) % TH;
    int n = p / (TW * TH);
    float d[WINO_T];
    wino_load_patch(in + ((size_t)n * C + c) * H * W, H, W, ty, tx, d);
    wino_bt_d_b(d);
#pragma unroll
    for (int xi = 0; xi < WINO_T; ++xi)
        vout[((size_t)xi * C + c) * P + p] = d[xi];
}

// ---------------------------------------------------------------------------------------------------------------
// Y = A^T M A + bias, ReLU, from the GEMM output M[16][K][P].
// ---------------------------------------------------------------------------------------------------------------
__kernel void wino_f2_output_transform_relu(__global const float *restrict m,
                                            __global const float *restrict bias,
                                            __global float *restrict out,
                                            int N, int K, int H, int W)
{
    int p = get_global_id(0);
    int k = get_global_id(1);
    int TH = (H + 1) >> 1, TW = (W + 1) >> 1;
    int P = N * TH * TW;
    if (p >= P || k >= K)
        return;
    float t[WINO_T];
#pragma unroll
    for (int xi = 0; xi < WINO_T; ++xi)
        t[xi] = m[((size_t)xi * K + k) * P + p];
    float s[8];
#pragma unroll
    for (int c = 0; c < 4; ++c) {
        s[c] = t[c] + t[4 + c] + t[8 + c];
        s[4 + c] = t[4 + c] - t[8 + c] - t[12 + c];
    }
    float b = bias[k];
    float y00 = s[0] + s[1] + s[2] + b, y01 = s[1] - s[2] - s[3] + b;
    float y10 = s[4] + s[5] + s[6] + b, y11 = s[5] - s[6] - s[7] + b;
    int tx = p % TW;
    int ty = (p / TW) % TH;
    int n = p / (TW * TH);
    int oy = 2 * ty, ox = 2 * tx;
    __global float *o = out + ((size_t)n * K + k) * H * W;
    bool x1ok = ox + 1 < W, y1ok = oy + 1 < H;
    o[oy * W + ox] = fmax(y00, 0.0f);
    if (x1ok)
        o[oy * W + ox + 1] = fmax(y01, 0.0f);
    if (y1ok) {
        o[(oy + 1) * W + ox] = fmax(y10, 0.0f);
        if (x1ok)
            o[(oy + 1) * W + ox + 1] = fmax(y11, 0.0f);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Fused: work-item = one tile p, work-group row = a block of WF_KB output channels (uniform). For every input
// channel: gather + transform the tile, multiply into acc[kk][xi] with U[c][xi][k0 + kk]; at the end the output
// transform, bias and ReLU.
// ---------------------------------------------------------------------------------------------------------------
#define WF_KB 8
#define WF_WG 64

__kernel __attribute__((reqd_work_group_size(WF_WG, 1, 1)))
void wino_f2_fused_tile_k8(__global const float *restrict in,
                           __global const float *restrict u,
                           __global const float *restrict bias,
                           __global float *restrict out,
                           int N, int C, int H, int W, int K)
{
    int p = get_global_id(0);
    int k0 = get_group_id(1) * WF_KB;
    int TH = (H + 1) >> 1, TW = (W + 1) >> 1;
    int P = N * TH * TW;
    bool live = p < P;
    int pp = live ? p : 0;
    int tx = pp % TW;
    int ty = (pp / TW) % TH;
    int n = pp / (TW * TH);

    float acc[WF_KB][WINO_T];
#pragma unroll
    for (int kk = 0; kk < WF_KB; ++kk)
#pragma unroll
        for (int xi = 0; xi < WINO_T; ++xi)
            acc[kk][xi] = 0.0f;

    __global const float *plane = in + (size_t)n * C * H * W;
    for (int c = 0; c < C; ++c) {
        float d[WINO_T];
        wino_load_patch(plane + (size_t)c * H * W, H, W, ty, tx, d);
        wino_bt_d_b(d);
        __global const float *uc = u + (size_t)c * WINO_T * K + k0;
#pragma unroll
        for (int xi = 0; xi < WINO_T; ++xi) {
#pragma unroll
            for (int kk = 0; kk < WF_KB; ++kk)
                acc[kk][xi] = fma(uc[xi * K + kk], d[xi], acc[kk][xi]);
        }
    }

    if (!live)
        return;
    int oy = 2 * ty, ox = 2 * tx;
    bool x1ok = ox + 1 < W, y1ok = oy + 1 < H;
#pragma unroll
    for (int kk = 0; kk < WF_KB; ++kk) {
        int k = k0 + kk;
        if (k >= K)
            break;
        float s[8];
#pragma unroll
        for (int c = 0; c < 4; ++c) {
            s[c] = acc[kk][c] + acc[kk][4 + c] + acc[kk][8 + c];
            s[4 + c] = acc[kk][4 + c] - acc[kk][8 + c] - acc[kk][12 + c];
        }
        float b = bias[k];
        __global float *o = out + ((size_t)n * K + k) * H * W + oy * W + ox;
        o[0] = fmax(s[0] + s[1] + s[2] + b, 0.0f);
        if (x1ok)
            o[1] = fmax(s[1] - s[2] - s[3] + b, 0.0f);
        if (y1ok) {
            o[W] = fmax(s[4] + s[5] + s[6] + b, 0.0f);
            if (x1ok)
                o[W + 1] = fmax(s[5] - s[6] - s[7] + b, 0.0f);
        }
    }
}
