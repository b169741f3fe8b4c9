// Imitates the backward pass of normalisation layers as Triton tutorials and the Apex/Liger kernels write it: a
// persistent LayerNorm dx kernel (each work-group walks a strided set of rows, holds its slice of the row in
// registers, reduces the two row sums c1 = mean(xhat * w * dy) and c2 = mean(w * dy) through LDS, and accumulates
// its dgamma/dbeta partial sums in registers across rows before writing one partial row), the column reduction of
// those partials into dgamma/dbeta, and an RMSNorm backward fused with the residual gradient, eight columns per item.
// Interesting for a scheduler: the dx kernels load x, dy, w and the saved statistics for several columns at once,
// wait on a two-value LDS tree (barrier per level) and then finish in a short ALU burst; the dgamma/dbeta partials
// are 8 registers per item live across the whole row loop. The reduction kernel is a strided streaming column sum.

// ---------------------------------------------------------------------------------------------------------------
// LayerNorm backward, dx plus partial dgamma/dbeta. x, dy, dx: [M][N] row-major; mean, rstd: [M] (saved by the
// forward pass); w: [N]. Work-group g handles rows g, g + G, g + 2G, ... and writes dw_part[g][:], db_part[g][:].
// N % 4 == 0 and N <= 4 * LNB_WG.
// ---------------------------------------------------------------------------------------------------------------
#define LNB_WG 256

__kernel __attribute__((reqd_work_group_size(LNB_WG, 1, 1)))
void ln_bwd_dx_persistent(__global const float4 *restrict x,
                          __global const float4 *restrict dy,
                          __global const float4 *restrict w,
                          __global const float *restrict mean,
                          __global const float *restrict rstd,
                          __global float4 *restrict dx,
                          __global float4 *restrict dw_part,
                          __global float4 *restrict db_part,
                          int M, int N)
{
    __local float2 red[LNB_WG];
    int lid = get_local_id(0);
    int grp = get_group_id(0);
    int ngrp = get_num_groups(0);
    int n4 = N >> 2;
    bool active = lid < n4;
    float inv_n = 1.0f / (float)N;

    float4 wv = active ? w[lid] : (float4)(0.0f);
    float4 dwacc = (float4)(0.0f);
    float4 dbacc = (float4)(0.0f);

    for (int row = grp; row < M; row += ngrp) {
        size_t base = (size_t)row * n4;
        float4 xv = (float4)(0.0f), g = (float4)(0.0f);
        if (active) {
            xv = x[base + lid];
            g = dy[base + lid];
        }
        float mu = mean[row];
        float rs = rstd[row];
        float4 xhat = (xv - mu) * rs;
        float4 wdy = wv * g;
        if (!active)
            xhat = (float4)(0.0f);
        float4 p1 = xhat * wdy;
        red[lid] = (float2)((p1.x + p1.y) + (p1.z + p1.w), (wdy.x + wdy.y) + (wdy.z + wdy.w));
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int off = LNB_WG / 2; off > 0; off >>= 1) {
            if (lid < off)
                red[lid] += red[lid + off];
            barrier(CLK_LOCAL_MEM_FENCE);
        }
        float2 sums = red[0];
        barrier(CLK_LOCAL_MEM_FENCE);    // red[] is rewritten by the next row
        float c1 = sums.x * inv_n;
        float c2 = sums.y * inv_n;
        if (active) {
            dx[base + lid] = (wdy - (xhat * c1 + c2)) * rs;
            dwacc = fma(g, xhat, dwacc);
            dbacc += g;
        }
    }
    if (active) {
        dw_part[(size_t)grp * n4 + lid] = dwacc;
        db_part[(size_t)grp * n4 + lid] = dbacc;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// dgamma[n] = sum_p dw_part[p][n], dbeta likewise. Work-group 32 x 8: 32 columns, 8 lanes down the partial rows,
// then an 8-way LDS reduction per column (padded to avoid bank conflicts).
// ---------------------------------------------------------------------------------------------------------------
#define DWDB_COLS 32
#define DWDB_ROWS 8

__kernel __attribute__((reqd_work_group_size(DWDB_COLS, DWDB_ROWS, 1)))
void ln_bwd_dwdb_colreduce(__global const float *restrict dw_part,
                           __global const float *restrict db_part,
                           __global float *restrict dw,
                           __global float *restrict db,
                           int P, int N)
{
    __local float sw[DWDB_ROWS][DWDB_COLS + 1];
    __local float sb[DWDB_ROWS][DWDB_COLS + 1];
    int cx = get_local_id(0);
    int ry = get_local_id(1);
    int col = get_group_id(0) * DWDB_COLS + cx;

    float aw0 = 0.0f, aw1 = 0.0f, ab0 = 0.0f, ab1 = 0.0f;
    if (col < N) {
        int p = ry;
        for (; p + DWDB_ROWS < P; p += 2 * DWDB_ROWS) {
            size_t i0 = (size_t)p * N + col;
            size_t i1 = (size_t)(p + DWDB_ROWS) * N + col;
            aw0 += dw_part[i0];
            ab0 += db_part[i0];
            aw1 += dw_part[i1];
            ab1 += db_part[i1];
        }
        if (p < P) {
            aw0 += dw_part[(size_t)p * N + col];
            ab0 += db_part[(size_t)p * N + col];
        }
    }
    sw[ry][cx] = aw0 + aw1;
    sb[ry][cx] = ab0 + ab1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (ry == 0 && col < N) {
        float a = 0.0f, b = 0.0f;
#pragma unroll
        for (int r = 0; r < DWDB_ROWS; ++r) {
            a += sw[r][cx];
            b += sb[r][cx];
        }
        dw[col] = a;
        db[col] = b;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// RMSNorm backward with the residual branch: h = x + res was normalised as y = h * rstd * w (rstd saved).
// dh = rstd * (w*dy) - h * rstd^3 * mean(w*dy*h); the gradient from the residual stream dres_in is added, and
// dh is written to both dx and dres. One row per work-group, eight columns (two float4) per item, N <= 8 * RMS_WG.
// The dgamma contribution dy * h * rstd is written per row (summed later by ln_bwd_dwdb_colreduce).
// ---------------------------------------------------------------------------------------------------------------
#define RMS_WG 128

__kernel __attribute__((reqd_work_group_size(RMS_WG, 1, 1)))
void rmsnorm_bwd_residual_x8(__global const float4 *restrict x,
                             __global const float4 *restrict res,
                             __global const float4 *restrict dy,
                             __global const float4 *restrict dres_in,
                             __global const float4 *restrict w,
                             __global const float *restrict rstd,
                             __global float4 *restrict dx,
                             __global float4 *restrict dw_rows,
                             int N)
{
    __local float red[RMS_WG];
    int lid = get_local_id(0);
    int row = get_group_id(0);
    int n4 = N >> 2;
    size_t base = (size_t)row * n4;
    int c0 = lid, c1 = lid + RMS_WG;
    bool a0 = c0 < n4, a1 = c1 < n4;

    float4 h0 = (float4)(0.0f), h1 = (float4)(0.0f);
    float4 g0 = (float4)(0.0f), g1 = (float4)(0.0f);
    float4 w0 = (float4)(0.0f), w1 = (float4)(0.0f);
    float4 r0 = (float4)(0.0f), r1 = (float4)(0.0f);
    if (a0) {
        h0 = x[base + c0] + res[base + c0];
        g0 = dy[base + c0];
        w0 = w[c0];
        r0 = dres_in[base + c0];
    }
    if (a1) {
        h1 = x[base + c1] + res[base + c1];
        g1 = dy[base + c1];
        w1 = w[c1];
        r1 = dres_in[base + c1];
    }
    float rs = rstd[row];
    float4 wg0 = w0 * g0, wg1 = w1 * g1;
    float4 t = wg0 * h0 + wg1 * h1;
    red[lid] = (t.x + t.y) + (t.z + t.w);
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int off = RMS_WG / 2; off > 0; off >>= 1) {
        if (lid < off)
            red[lid] += red[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float c = red[0] / (float)N * rs * rs * rs;
    if (a0) {
        dx[base + c0] = rs * wg0 - c * h0 + r0;
        dw_rows[base + c0] = g0 * h0 * rs;
    }
    if (a1) {
        dx[base + c1] = rs * wg1 - c * h1 + r1;
        dw_rows[base + c1] = g1 * h1 * rs;
    }
}
