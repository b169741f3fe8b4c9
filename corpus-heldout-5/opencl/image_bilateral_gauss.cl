// Imitates the image filters of OpenCV's OpenCL/CUDA imgproc modules and the GPU vendors' SDK samples
// (bilateralFilter, convolutionSeparable): an edge-preserving bilateral filter on RGBA8 with a 7x7 window, the
// 16x16 tile plus a 3-pixel halo staged in LDS as float4, spatial weights from a host table in constant memory and
// range weights from native_exp; the row pass of a separable Gaussian of radius 8 (16x4 work-group, four output
// steps per item and one halo step each side in LDS, edges clamped to zero); and its column pass, where each item
// produces 8 consecutive outputs of one column from a 24-deep register window loaded straight from global memory.
// Interesting for a scheduler: the bilateral loop is 49 unrolled taps of an LDS float4 read, a 3-term distance, an
// exp and five FMAs (VALU and transcendental issue against LDS latency); the row pass is LDS-bound with 17 taps per
// output; the column pass is a straight-line block of 24 global loads and 136 FMAs whose loads must be spread
// against the first outputs' FMAs, register-heavy for a filter.

// ---------------------------------------------------------------------------------------------------------------
// Bilateral, radius 3. space_w[(dy + 3) * 7 + (dx + 3)] = exp(-(dx^2 + dy^2) / (2 sigma_s^2)), host-computed.
// inv_2sr2 = 1 / (2 sigma_r^2) with colours in 0..255. Border pixels replicate the edge.
// ---------------------------------------------------------------------------------------------------------------
#define BL_R 3
#define BL_D (2 * BL_R + 1)
#define BL_T 16
#define BL_L (BL_T + 2 * BL_R)

__kernel __attribute__((reqd_work_group_size(BL_T, BL_T, 1)))
void bilateral_rgba8_lds_r3(__global const uchar4 *restrict src,
                            __global uchar4 *restrict dst,
                            __constant float *space_w,
                            int W, int H, int pitch,
                            float inv_2sr2)
{
    __local float4 tile[BL_L][BL_L];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x0 = get_group_id(0) * BL_T - BL_R;
    int y0 = get_group_id(1) * BL_T - BL_R;

    for (int i = ly * BL_T + lx; i < BL_L * BL_L; i += BL_T * BL_T) {
        int ty = i / BL_L, tx = i - ty * BL_L;
        int gx = clamp(x0 + tx, 0, W - 1);
        int gy = clamp(y0 + ty, 0, H - 1);
        tile[ty][tx] = convert_float4(src[(size_t)gy * pitch + gx]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    int x = x0 + BL_R + lx, y = y0 + BL_R + ly;
    if (x >= W || y >= H)
        return;
    float4 c = tile[ly + BL_R][lx + BL_R];
    float4 sum = (float4)(0.0f);
    float wsum = 0.0f;
#pragma unroll
    for (int dy = 0; dy < BL_D; ++dy) {
#pragma unroll
        for (int dx = 0; dx < BL_D; ++dx) {
            float4 p = tile[ly + dy][lx + dx];
            float4 d = p - c;
            float d2 = d.x * d.x + d.y * d.y + d.z * d.z;
            float w = space_w[dy * BL_D + dx] * native_exp(-d2 * inv_2sr2);
            sum += w * p;
            wsum += w;
        }
    }
    float4 r = sum / wsum;
    r.w = c.w;                                // alpha passes through
    dst[(size_t)y * pitch + x] = convert_uchar4_sat_rte(r);
}

// ---------------------------------------------------------------------------------------------------------------
// Separable Gaussian, radius 8: kern[0 .. 16] (kern[8] is the centre). Row pass: work-group 16 x 4, each item
// computes GR_STEPS outputs 16 pixels apart; LDS holds GR_STEPS + 2 halo steps per row.
// ---------------------------------------------------------------------------------------------------------------
#define GS_R 8
#define GR_WX 16
#define GR_WY 4
#define GR_STEPS 4
#define GR_HALO 1
#define GR_SPAN ((GR_STEPS + 2 * GR_HALO) * GR_WX)

__kernel __attribute__((reqd_work_group_size(GR_WX, GR_WY, 1)))
void gauss_sep_rows_lds_r8(__global const float *restrict src,
                           __global float *restrict dst,
                           __constant float *kern,
                           int W, int H, int pitch)
{
    __local float s[GR_WY][GR_SPAN + 1];
    int lx = get_local_id(0), ly = get_local_id(1);
    int bx = (get_group_id(0) * GR_STEPS - GR_HALO) * GR_WX + lx;
    int y = get_group_id(1) * GR_WY + ly;
    int yc = min(y, H - 1);
    __global const float *row = src + (size_t)yc * pitch;

#pragma unroll
    for (int i = 0; i < GR_STEPS + 2 * GR_HALO; ++i) {
        int gx = bx + i * GR_WX;
        s[ly][lx + i * GR_WX] = (gx >= 0 && gx < W) ? row[gx] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    if (y >= H)
        return;
#pragma unroll
    for (int i = GR_HALO; i < GR_HALO + GR_STEPS; ++i) {
        int gx = bx + i * GR_WX;
        float acc = 0.0f;
#pragma unroll
        for (int j = -GS_R; j <= GS_R; ++j)
            acc = fma(kern[GS_R - j], s[ly][lx + i * GR_WX + j], acc);
        if (gx < W)
            dst[(size_t)y * pitch + gx] = acc;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Column pass: item (x, blk) writes rows 8 blk .. 8 blk + 7 of column x; rows outside the image read as the edge.
// ---------------------------------------------------------------------------------------------------------------
#define GC_OUT 8
#define GC_WIN (GC_OUT + 2 * GS_R)

__kernel void gauss_sep_cols_reg_x8(__global const float *restrict src,
                                    __global float *restrict dst,
                                    __constant float *kern,
                                    int W, int H, int pitch)
{
    int x = get_global_id(0);
    int y0 = get_global_id(1) * GC_OUT;
    if (x >= W || y0 >= H)
        return;

    float v[GC_WIN];
#pragma unroll
    for (int t = 0; t < GC_WIN; ++t) {
        int yy = clamp(y0 - GS_R + t, 0, H - 1);
        v[t] = src[(size_t)yy * pitch + x];
    }
#pragma unroll
    for (int o = 0; o < GC_OUT; ++o) {
        float acc = 0.0f;
#pragma unroll
        for (int j = 0; j <= 2 * GS_R; ++j)
            acc = fma(kern[j], v[o + j], acc);
        if (y0 + o < H)
            dst[(size_t)(y0 + o) * pitch + x] = acc;
    }
}
