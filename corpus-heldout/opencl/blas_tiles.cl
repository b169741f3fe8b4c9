// CLBlast-style SGEMM (4x16 register tile, K slices of 4, LDS double buffering + register prefetch), DGEMM 4x4 double tile, row-block GEMV.
// Register-limited: sgemm keeps 64 accumulators, 16 B values and the next slice's prefetch live across the K loop.

// ---- SGEMM 4x16 ------------------------------------------------------------
// C[M][N] = alpha * A[M][K] * B[K][N] + beta * C, row-major; M % 64 == 0,
// N % 256 == 0, K % 4 == 0 (the host pads, as CLBlast does).
#define SG_WPTM 4
#define SG_WPTN 16
#define SG_TX 16
#define SG_TY 16
#define SG_MT (SG_TY * SG_WPTM)   /* 64 rows per work-group */
#define SG_NT (SG_TX * SG_WPTN)   /* 256 columns per work-group */
#define SG_KW 4

__kernel __attribute__((reqd_work_group_size(SG_TX, SG_TY, 1)))
void sgemm_db_4x16(__global const float *restrict a,
                   __global const float *restrict b,
                   __global float *restrict c,
                   int m, int n, int k, float alpha, float beta)
{
    __local float as[2][SG_KW][SG_MT];
    __local float bs[2][SG_KW][SG_NT];

    int tx = get_local_id(0);
    int ty = get_local_id(1);
    int lid = ty * SG_TX + tx;
    int m0 = get_group_id(1) * SG_MT;
    int n0 = get_group_id(0) * SG_NT;

    // loader coordinates: one A value, four B values per work-item and slice
    int la_m = lid / SG_KW, la_k = lid % SG_KW;
    __global const float *pa = a + (m0 + la_m) * k + la_k;
    __global const float *pb = b + n0 + lid;

    float acc[SG_WPTM][SG_WPTN];
#pragma unroll
    for (int i = 0; i < SG_WPTM; i++)
#pragma unroll
        for (int j = 0; j < SG_WPTN; j++)
            acc[i][j] = 0.0f;

    as[0][la_k][la_m] = pa[0];
#pragma unroll
    for (int q = 0; q < SG_KW; q++)
        bs[0][q][lid] = pb[q * n];
    barrier(CLK_LOCAL_MEM_FENCE);

    int buf = 0;
    for (int kk = 0; kk < k; kk += SG_KW) {
        bool more = kk + SG_KW < k;
        float ra = 0.0f;
        float rb[SG_KW];
        if (more) {
            ra = pa[kk + SG_KW];
#pragma unroll
            for (int q = 0; q < SG_KW; q++)
                rb[q] = pb[(kk + SG_KW + q) * n];
        }

#pragma unroll 4
        for (int p = 0; p < SG_KW; p++) {
            float av[SG_WPTM], bv[SG_WPTN];
#pragma unroll
            for (int i = 0; i < SG_WPTM; i++)
                av[i] = as[buf][p][ty + i * SG_TY];
#pragma unroll
            for (int j = 0; j < SG_WPTN; j++)
                bv[j] = bs[buf][p][tx + j * SG_TX];
#pragma unroll
            for (int i = 0; i < SG_WPTM; i++)
#pragma unroll
                for (int j = 0; j < SG_WPTN; j++)
                    acc[i][j] = fma(av[i], bv[j], acc[i][j]);
        }

        if (more) {
            as[buf ^ 1][la_k][la_m] = ra;
#pragma unroll
            for (int q = 0; q < SG_KW; q++)
                bs[buf ^ 1][q][lid] = rb[q];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        buf ^= 1;
    }

#pragma unroll
    for (int i = 0; i < SG_WPTM; i++) {
        int row = m0 + ty + i * SG_TY;
#pragma unroll
        for (int j = 0; j < SG_WPTN; j++) {
            int idx = row * n + n0 + tx + j * SG_TX;
            c[idx] = alpha * acc[i][j] + beta * c[idx];
        }
    }
}

// ---- DGEMM 4x4 -------------------------------------------------------------
// 16x16 work-items, 64x64 C tile, K slices of 8 through LDS; M, N % 64 == 0, K % 8 == 0.
#define DG_W 4
#define DG_T 16
#define DG_TILE (DG_T * DG_W)
#define DG_KW 8

__kernel __attribute__((reqd_work_group_size(DG_T, DG_T, 1)))
void dgemm_lds_4x4(__global const double *restrict a,
                   __global const double *restrict b,
                   __global double *restrict c,
                   int m, int n, int k, double alpha, double beta)
{
    __local double as[DG_KW][DG_TILE];
    __local double bs[DG_KW][DG_TILE];

    int tx = get_local_id(0), ty = get_local_id(1);
    int lid = ty * DG_T + tx;
    int m0 = get_group_id(1) * DG_TILE;
    int n0 = get_group_id(0) * DG_TILE;

    double acc[DG_W][DG_W];
#pragma unroll
    for (int i = 0; i < DG_W; i++)
#pragma unroll
        for (int j = 0; j < DG_W; j++)
            acc[i][j] = 0.0;

    for (int kk = 0; kk < k; kk += DG_KW) {
#pragma unroll
        for (int q = 0; q < 2; q++) {
            int e = lid + q * DG_T * DG_T;          /* 0 .. 511 */
            int am = e / DG_KW, ak = e % DG_KW;
            as[ak][am] = a[(m0 + am) * k + kk + ak];
            int bk = e / DG_TILE, bn = e % DG_TILE;
            bs[bk][bn] = b[(kk + bk) * n + n0 + bn];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int p = 0; p < DG_KW; p++) {
            double av[DG_W], bv[DG_W];
#pragma unroll
            for (int i = 0; i < DG_W; i++) {
                av[i] = as[p][ty + i * DG_T];
                bv[i] = bs[p][tx + i * DG_T];
            }
#pragma unroll
            for (int i = 0; i < DG_W; i++)
#pragma unroll
                for (int j = 0; j < DG_W; j++)
                    acc[i][j] = fma(av[i], bv[j], acc[i][j]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

#pragma unroll
    for (int i = 0; i < DG_W; i++)
#pragma unroll
        for (int j = 0; j < DG_W; j++) {
            int idx = (m0 + ty + i * DG_T) * n + n0 + tx + j * DG_T;
            c[idx] = alpha * acc[i][j] + beta * c[idx];
        }
}

// ---- GEMV ------------------------------------------------------------------
// y = alpha * A x + beta * y, A row-major with leading dimension lda (n % 4 == 0).
// Work-group (64, 4): four rows, x staged in LDS 256 columns at a time.
#define GV_LX 64
#define GV_ROWS 4
#define GV_CHUNK (GV_LX * 4)

__kernel __attribute__((reqd_work_group_size(GV_LX, GV_ROWS, 1)))
void gemv_rowblock_lds(__global const float *restrict a,
                       __global const float *restrict x,
                       __global float *restrict y,
                       int m, int n, int lda, float alpha, float beta)
{
    __local float xs[GV_CHUNK];
    __local float red[GV_ROWS][GV_LX];

    int lx = get_local_id(0), ly = get_local_id(1);
    int lid = ly * GV_LX + lx;
    int row = get_group_id(0) * GV_ROWS + ly;
    __global const float *arow = a + (size_t)min(row, m - 1) * lda;

    float acc = 0.0f;
    for (int c0 = 0; c0 < n; c0 += GV_CHUNK) {
        xs[lid] = (c0 + lid < n) ? x[c0 + lid] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        int col = c0 + lx * 4;
        if (col < n) {
            float4 av = vload4(0, arow + col);
            acc = fma(av.x, xs[lx * 4 + 0], acc);
            acc = fma(av.y, xs[lx * 4 + 1], acc);
            acc = fma(av.z, xs[lx * 4 + 2], acc);
            acc = fma(av.w, xs[lx * 4 + 3], acc);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    red[ly][lx] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int s = GV_LX / 2; s > 0; s >>= 1) {
        if (lx < s)
            red[ly][lx] += red[ly][lx + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lx == 0 && row < m)
        y[row] = alpha * red[ly][0] + beta * y[row];
}
