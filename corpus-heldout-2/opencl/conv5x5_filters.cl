// Image-filter style 5x5 convolutions (NVIDIA/AMD SDK and Halide schedules): a multi-channel direct convolution where
// each work-item produces a 4-pixel strip for two output maps with all 25 taps of both filters loaded per input channel,
// and a single-channel version that stages a 16x64 tile plus halo in LDS and keeps the 25 weights in registers.
// Interesting for a scheduler: 40 input values, 50 weights and 8 accumulators per channel iteration.

#define CV_K 5
#define CV_R 2

// in: [cin][h][w], filt: [2 * cout_pairs][cin][5][5], out: [cout][h][w];
// zero padding; each work-item computes out[co][y][x..x+3] for co = 2p, 2p+1.
__kernel void conv2d_5x5_x4_oc2(__global const float *restrict in,
                                __global const float *restrict filt,
                                __global const float *restrict bias,
                                __global float *restrict out,
                                int width, int height, int cin)
{
    int x0 = get_global_id(0) * 4;
    int y = get_global_id(1);
    int pair = get_global_id(2);
    if (x0 >= width || y >= height)
        return;
    size_t plane = (size_t)width * height;
    __global const float *f0 = filt + (size_t)(2 * pair) * cin * CV_K * CV_K;
    __global const float *f1 = f0 + (size_t)cin * CV_K * CV_K;
    float4 acc0 = (float4)(bias[2 * pair]);
    float4 acc1 = (float4)(bias[2 * pair + 1]);

    for (int ci = 0; ci < cin; ci++) {
        __global const float *src = in + ci * plane;
#pragma unroll
        for (int dy = 0; dy < CV_K; dy++) {
            int yy = y + dy - CV_R;
            float win[8];
#pragma unroll
            for (int t = 0; t < 8; t++) {
                int xx = x0 + t - CV_R;
                bool ok = yy >= 0 && yy < height && xx >= 0 && xx < width;
                win[t] = ok ? src[(size_t)yy * width + xx] : 0.0f;
            }
#pragma unroll
            for (int dx = 0; dx < CV_K; dx++) {
                float w0 = f0[dy * CV_K + dx];
                float w1 = f1[dy * CV_K + dx];
                float4 px = (float4)(win[dx], win[dx + 1], win[dx + 2], win[dx + 3]);
                acc0 = fma(px, (float4)(w0), acc0);
                acc1 = fma(px, (float4)(w1), acc1);
            }
        }
        f0 += CV_K * CV_K;
        f1 += CV_K * CV_K;
    }

    __global float *o0 = out + (size_t)(2 * pair) * plane + (size_t)y * width + x0;
    __global float *o1 = o0 + plane;
    if (x0 + 3 < width) {
        vstore4(fmax(acc0, 0.0f), 0, o0);
        vstore4(fmax(acc1, 0.0f), 0, o1);
    } else {
        float a0[4] = {acc0.x, acc0.y, acc0.z, acc0.w};
        float a1[4] = {acc1.x, acc1.y, acc1.z, acc1.w};
        for (int t = 0; x0 + t < width; t++) {
            o0[t] = fmax(a0[t], 0.0f);
            o1[t] = fmax(a1[t], 0.0f);
        }
    }
}

// Tile: 16 columns x 64 rows of output per 16x16 work-group, 4 rows each.
#define CT_WX 16
#define CT_WY 16
#define CT_RPT 4
#define CT_TH (CT_WY * CT_RPT)

__kernel __attribute__((reqd_work_group_size(CT_WX, CT_WY, 1)))
void conv2d_5x5_lds_tile_r4(__global const float *restrict in,
                            __global float *restrict out,
                            __constant float *filt,
                            int width, int height, int pitch)
{
    __local float tile[CT_TH + 2 * CV_R][CT_WX + 2 * CV_R];
    int lx = get_local_id(0), ly = get_local_id(1);
    int gx0 = get_group_id(0) * CT_WX;
    int gy0 = get_group_id(1) * CT_TH;

    for (int r = ly; r < CT_TH + 2 * CV_R; r += CT_WY) {
        int yy = clamp(gy0 + r - CV_R, 0, height - 1);
        for (int c = lx; c < CT_WX + 2 * CV_R; c += CT_WX) {
            int xx = clamp(gx0 + c - CV_R, 0, width - 1);
            tile[r][c] = in[(size_t)yy * pitch + xx];
        }
    }
    float w[CV_K * CV_K];
#pragma unroll
    for (int t = 0; t < CV_K * CV_K; t++)
        w[t] = filt[t];
    barrier(CLK_LOCAL_MEM_FENCE);

    int r0 = ly * CT_RPT;
    float acc[CT_RPT];
#pragma unroll
    for (int o = 0; o < CT_RPT; o++)
        acc[o] = 0.0f;
#pragma unroll
    for (int rr = 0; rr < CT_RPT + CV_K - 1; rr++) {
        float row[CV_K];
#pragma unroll
        for (int dx = 0; dx < CV_K; dx++)
            row[dx] = tile[r0 + rr][lx + dx];
#pragma unroll
        for (int o = 0; o < CT_RPT; o++) {
            int dy = rr - o;
            if (dy >= 0 && dy < CV_K) {
#pragma unroll
                for (int dx = 0; dx < CV_K; dx++)
                    acc[o] = fma(row[dx], w[dy * CV_K + dx], acc[o]);
            }
        }
    }
    int gx = gx0 + lx;
#pragma unroll
    for (int o = 0; o < CT_RPT; o++) {
        int gy = gy0 + r0 + o;
        if (gx < width && gy < height)
            out[(size_t)gy * pitch + gx] = acc[o];
    }
}
