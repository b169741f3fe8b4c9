// Imitates the block kernels of GPU image and video encoders (the vendor SDK DCT8x8 samples, GPU JPEG codecs, x264's
// OpenCL lookahead): a forward 8x8 DCT-II in the even/odd butterfly form, one row per work-item, rows transposed
// through LDS to columns, then quantisation with reciprocal step sizes and a zig-zag scatter of 16-bit
// coefficients; the decoder's inverse, one whole block per work-item in 64 registers (dequantise from zig-zag
// order, eight row and eight column IDCTs, level shift and saturating store); and integer full-search motion
// estimation of a 16x16 macroblock over a +-8 window, 256 candidates per work-group with the current block and the
// 32x32 reference window in LDS, SAD plus a motion-vector cost, winner chosen with an LDS atomic_min.
// Interesting for a scheduler: the forward DCT is two short butterfly networks around one barrier with scattered
// 2-byte stores; the inverse is a 64-value straight-line issue-bound block (register-heavy, the eight 16-byte
// coefficient loads want to be spread against the first row transforms); the motion search is LDS-bound, 16 byte
// reads and a 16-byte broadcast per row of 16 absolute differences, with a loop-carried integer sum.

#define DCT_CNORM 0.35355339059327376f   // 1 / sqrt(8)
#define DCT_CA 1.3870398453221475f       // sqrt(2) cos(1 pi / 16)
#define DCT_CB 1.3065629648763766f       // sqrt(2) cos(2 pi / 16)
#define DCT_CC 1.1758756024193588f       // sqrt(2) cos(3 pi / 16)
#define DCT_CD 0.7856949583871022f       // sqrt(2) cos(5 pi / 16)
#define DCT_CE 0.5411961001461971f       // sqrt(2) cos(6 pi / 16)
#define DCT_CF 0.2758993792829431f       // sqrt(2) cos(7 pi / 16)

// natural index (row * 8 + col) -> position in the zig-zag scan
__constant uchar zz_pos[64] = {
     0,  1,  5,  6, 14, 15, 27, 28,
     2,  4,  7, 13, 16, 26, 29, 42,
     3,  8, 12, 17, 25, 30, 41, 43,
     9, 11, 18, 24, 31, 40, 44, 53,
    10, 19, 23, 32, 39, 45, 52, 54,
    20, 22, 33, 38, 46, 51, 55, 60,
    21, 34, 37, 47, 50, 56, 59, 61,
    35, 36, 48, 49, 57, 58, 62, 63};

static inline void dct8_fwd(float *v)
{
    float p07 = v[0] + v[7], p16 = v[1] + v[6], p25 = v[2] + v[5], p34 = v[3] + v[4];
    float m07 = v[0] - v[7], m61 = v[6] - v[1], m25 = v[2] - v[5], m43 = v[4] - v[3];
    float e0 = p07 + p34, e1 = p07 - p34, e2 = p16 + p25, e3 = p16 - p25;
    v[0] = DCT_CNORM * (e0 + e2);
    v[2] = DCT_CNORM * (DCT_CB * e1 + DCT_CE * e3);
    v[4] = DCT_CNORM * (e0 - e2);
    v[6] = DCT_CNORM * (DCT_CE * e1 - DCT_CB * e3);
    v[1] = DCT_CNORM * (DCT_CA * m07 - DCT_CC * m61 + DCT_CD * m25 - DCT_CF * m43);
    v[3] = DCT_CNORM * (DCT_CC * m07 + DCT_CF * m61 - DCT_CA * m25 + DCT_CD * m43);
    v[5] = DCT_CNORM * (DCT_CD * m07 + DCT_CA * m61 + DCT_CF * m25 - DCT_CC * m43);
    v[7] = DCT_CNORM * (DCT_CF * m07 + DCT_CD * m61 + DCT_CC * m25 + DCT_CA * m43);
}

static inline void dct8_inv(float *v)
{
    float y0 = v[0], y1 = v[1], y2 = v[2], y3 = v[3], y4 = v[4], y5 = v[5], y6 = v[6], y7 = v[7];
    float e0 = y0 + y4, e1 = y0 - y4;
    float f0 = DCT_CB * y2 + DCT_CE * y6, f1 = DCT_CE * y2 - DCT_CB * y6;
    float ev0 = e0 + f0, ev3 = e0 - f0, ev1 = e1 + f1, ev2 = e1 - f1;
    float o0 = DCT_CA * y1 + DCT_CC * y3 + DCT_CD * y5 + DCT_CF * y7;
    float o1 = DCT_CC * y1 - DCT_CF * y3 - DCT_CA * y5 - DCT_CD * y7;
    float o2 = DCT_CD * y1 - DCT_CA * y3 + DCT_CF * y5 + DCT_CC * y7;
    float o3 = DCT_CF * y1 - DCT_CD * y3 + DCT_CC * y5 - DCT_CA * y7;
    v[0] = DCT_CNORM * (ev0 + o0); v[7] = DCT_CNORM * (ev0 - o0);
    v[1] = DCT_CNORM * (ev1 + o1); v[6] = DCT_CNORM * (ev1 - o1);
    v[2] = DCT_CNORM * (ev2 + o2); v[5] = DCT_CNORM * (ev2 - o2);
    v[3] = DCT_CNORM * (ev3 + o3); v[4] = DCT_CNORM * (ev3 - o3);
}

// ---------------------------------------------------------------------------------------------------------------
// Forward DCT + quantisation. Work-group (8, 8): item (b, r) handles row r of block b of an 8-block horizontal strip.
// img: 8-bit luma, W % 64 == 0, H % 8 == 0. coef[blk * 64 + zz] with blk = (by * (W / 8) + bx).
// qrecip[n] = 1 / step of natural coefficient n.
// ---------------------------------------------------------------------------------------------------------------
__kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void dct8x8_fwd_quant_zigzag(__global const uchar *restrict img,
                             __global short *restrict coef,
                             __constant float *qrecip,
                             int W, int pitch)
{
    __local float blk[8][8][9];               // [block][row][col], padded
    int b = get_local_id(0), r = get_local_id(1);
    int bx = get_group_id(0) * 8 + b, by = get_group_id(1);
    uchar8 px = vload8(0, img + (size_t)(by * 8 + r) * pitch + bx * 8);
    float v[8];
    v[0] = px.s0; v[1] = px.s1; v[2] = px.s2; v[3] = px.s3;
    v[4] = px.s4; v[5] = px.s5; v[6] = px.s6; v[7] = px.s7;
#pragma unroll
    for (int k = 0; k < 8; ++k)
        v[k] -= 128.0f;
    dct8_fwd(v);
#pragma unroll
    for (int k = 0; k < 8; ++k)
        blk[b][r][k] = v[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    // now column c = r of block b
    int c = r;
#pragma unroll
    for (int k = 0; k < 8; ++k)
        v[k] = blk[b][k][c];
    dct8_fwd(v);
    size_t bid = (size_t)by * (W / 8) + bx;
    __global short *out = coef + bid * 64;
#pragma unroll
    for (int u = 0; u < 8; ++u) {
        int n = u * 8 + c;
        out[zz_pos[n]] = (short)rint(v[u] * qrecip[n]);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Dequantise + IDCT, one block per item: coef in zig-zag order (64 shorts per block), qstep[n] per natural index.
// ---------------------------------------------------------------------------------------------------------------
__kernel void idct8x8_dequant_block_reg(__global const short *restrict coef,
                                        __global uchar *restrict img,
                                        __constant float *qstep,
                                        int W, int H, int pitch)
{
    int bid = get_global_id(0);
    int bpr = W / 8;
    if (bid >= bpr * (H / 8))
        return;
    int bx = bid % bpr, by = bid / bpr;
    __global const short8 *src = (__global const short8 *)(coef + (size_t)bid * 64);
    short z[64];
#pragma unroll
    for (int q = 0; q < 8; ++q) {
        short8 t = src[q];
        z[8 * q + 0] = t.s0; z[8 * q + 1] = t.s1; z[8 * q + 2] = t.s2; z[8 * q + 3] = t.s3;
        z[8 * q + 4] = t.s4; z[8 * q + 5] = t.s5; z[8 * q + 6] = t.s6; z[8 * q + 7] = t.s7;
    }
    float m[8][8];
#pragma unroll
    for (int n = 0; n < 64; ++n)
        m[n / 8][n % 8] = (float)z[zz_pos[n]] * qstep[n];
#pragma unroll
    for (int r = 0; r < 8; ++r)
        dct8_inv(m[r]);
#pragma unroll
    for (int c = 0; c < 8; ++c) {
        float col[8];
#pragma unroll
        for (int r = 0; r < 8; ++r)
            col[r] = m[r][c];
        dct8_inv(col);
#pragma unroll
        for (int r = 0; r < 8; ++r)
            m[r][c] = col[r];
    }
#pragma unroll
    for (int r = 0; r < 8; ++r) {
        float8 row = (float8)(m[r][0], m[r][1], m[r][2], m[r][3], m[r][4], m[r][5], m[r][6], m[r][7]);
        vstore8(convert_uchar8_sat_rte(row + 128.0f), 0, img + (size_t)(by * 8 + r) * pitch + bx * 8);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Full-search motion estimation. The reference plane is padded by 16 pixels on every side (x264-style), so the
// 32x32 window at (mbx * 16 - 8, mby * 16 - 8) needs no clamping; ref points at the padded plane's pixel (0, 0).
// Item (tx, ty) evaluates motion vector (tx - 8, ty - 8); cost = SAD + lambda * (|mvx - px| + |mvy - py|).
// best[mb] = (cost << 8) | candidate.
// ---------------------------------------------------------------------------------------------------------------
#define ME_R 8
#define ME_WIN 32

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void me_sad16x16_fullsearch_lds(__global const uchar *restrict cur,
                                __global const uchar *restrict ref,
                                __global const short2 *restrict mv_pred,
                                __global uint *restrict best,
                                int cur_pitch, int ref_pitch, int mbw, int lambda)
{
    __local uint4 cur_mb[16];                 // 16 rows of 16 bytes
    __local uchar win[ME_WIN][ME_WIN];
    __local uint best_key;
    int tx = get_local_id(0), ty = get_local_id(1);
    int lid = ty * 16 + tx;
    int mbx = get_group_id(0), mby = get_group_id(1);
    int mb = mby * mbw + mbx;

    if (lid < 16)
        cur_mb[lid] = vload4(0, (__global const uint *)(cur + (size_t)(mby * 16 + lid) * cur_pitch + mbx * 16));
    {
        int wy = lid / 8, wx = (lid % 8) * 4;   // 256 items x 4 bytes = the 32x32 window
        __global const uchar *rp = ref + (size_t)(mby * 16 - ME_R + wy) * ref_pitch + (mbx * 16 - ME_R + wx);
        uchar4 q = vload4(0, rp);
        win[wy][wx] = q.x; win[wy][wx + 1] = q.y; win[wy][wx + 2] = q.z; win[wy][wx + 3] = q.w;
    }
    if (lid == 0)
        best_key = 0xffffffffu;
    barrier(CLK_LOCAL_MEM_FENCE);

    uint sad = 0;
#pragma unroll 2
    for (int y = 0; y < 16; ++y) {
        uint4 cr = cur_mb[y];
        uint cw[4] = {cr.x, cr.y, cr.z, cr.w};
#pragma unroll
        for (int x = 0; x < 16; ++x) {
            uint c = (cw[x >> 2] >> ((x & 3) * 8)) & 0xffu;
            uint rv = win[ty + y][tx + x];
            sad += abs_diff(c, rv);
        }
    }
    short2 pr = mv_pred[mb];
    int mvx = tx - ME_R, mvy = ty - ME_R;
    uint cost = sad + (uint)(lambda * (abs(mvx - pr.x) + abs(mvy - pr.y)));
    atomic_min(&best_key, (min(cost, 0xffffffu) << 8) | (uint)lid);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0)
        best[mb] = best_key;
}
