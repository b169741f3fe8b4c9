// CLBlast-style register-blocked level-2/3 routines: xgemv on a column-major matrix with WPT rows per work-item and x
// staged through LDS, and a DGEMM with a 4x4 double tile per work-item, LDS tiles and a register prefetch of the next
// K slice (host pads M, N to 64 and K to 16, as CLBlast's indirect kernels do).
// Interesting for a scheduler: gemv is a stream of independent loads with four accumulators; the DGEMM keeps 32
// accumulator VGPRs, 16 operand VGPRs and 16 prefetch VGPRs live through the K loop.

// ---- y = alpha * A * x + beta * y, A column-major m x n --------------------
#define GV_WGS 64
#define GV_WPT 4

__kernel __attribute__((reqd_work_group_size(GV_WGS, 1, 1)))
void xgemv_colmajor_wpt4(int m, int n, float alpha, float beta,
                         __global const float *restrict agm, int a_offset, int a_ld,
                         __global const float *restrict xgm, int x_offset, int x_inc,
                         __global float *ygm, int y_offset, int y_inc)
{
    __local float xlm[GV_WGS];
    int lid = get_local_id(0);
    int rows[GV_WPT];
    float acc[GV_WPT];
#pragma unroll
    for (int w = 0; w < GV_WPT; w++) {
        int gid = w * get_global_size(0) + get_global_id(0);
        rows[w] = min(gid, m - 1);
        acc[w] = 0.0f;
    }

    for (int kwg = 0; kwg < n; kwg += GV_WGS) {
        int col = kwg + lid;
        xlm[lid] = col < n ? xgm[col * x_inc + x_offset] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        int kmax = min(GV_WGS, n - kwg);
        __global const float *acol = agm + a_offset + (size_t)kwg * a_ld;
#pragma unroll 4
        for (int kl = 0; kl < kmax; kl++) {
            float xv = xlm[kl];
#pragma unroll
            for (int w = 0; w < GV_WPT; w++)
                acc[w] = fma(acol[rows[w]], xv, acc[w]);
            acol += a_ld;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

#pragma unroll
    for (int w = 0; w < GV_WPT; w++) {
        int gid = w * get_global_size(0) + get_global_id(0);
        if (gid < m) {
            int yi = gid * y_inc + y_offset;
            ygm[yi] = alpha * acc[w] + beta * ygm[yi];
        }
    }
}

// ---- C = alpha * A * B + beta * C, double, row-major, 4x4 per work-item ----
#define DG_TX 16
#define DG_TY 16
#define DG_W 4
#define DG_BM (DG_TY * DG_W)
#define DG_BN (DG_TX * DG_W)
#define DG_BK 16
#define DG_LA ((DG_BM * DG_BK) / (DG_TX * DG_TY))
#define DG_LB ((DG_BN * DG_BK) / (DG_TX * DG_TY))

__kernel __attribute__((reqd_work_group_size(DG_TX, DG_TY, 1)))
void dgemm_nn_tile4x4_prefetch(int m, int n, int k, double alpha, double beta,
                               __global const double *restrict a, int lda,
                               __global const double *restrict b, int ldb,
                               __global double *restrict c, int ldc)
{
    __local double as[DG_BK][DG_BM + 1];
    __local double bs[DG_BK][DG_BN];
    int tx = get_local_id(0), ty = get_local_id(1);
    int lid = ty * DG_TX + tx;
    int m0 = get_group_id(1) * DG_BM;
    int n0 = get_group_id(0) * DG_BN;

    // loader mapping: A tile is DG_BM x DG_BK, B tile DG_BK x DG_BN
    int la_k = lid % DG_BK, la_m = lid / DG_BK;
    int lb_n = lid % DG_BN, lb_k = lid / DG_BN;
    __global const double *pa = a + (size_t)(m0 + la_m) * lda + la_k;
    __global const double *pb = b + (size_t)lb_k * ldb + n0 + lb_n;

    double ra[DG_LA], rb[DG_LB];
#pragma unroll
    for (int l = 0; l < DG_LA; l++)
        ra[l] = pa[(size_t)l * (DG_TX * DG_TY / DG_BK) * lda];
#pragma unroll
    for (int l = 0; l < DG_LB; l++)
        rb[l] = pb[(size_t)l * (DG_TX * DG_TY / DG_BN) * ldb];

    double acc[DG_W][DG_W];
#pragma unroll
    for (int i = 0; i < DG_W; i++)
#pragma unroll
        for (int j = 0; j < DG_W; j++)
            acc[i][j] = 0.0;

    for (int k0 = 0; k0 < k; k0 += DG_BK) {
#pragma unroll
        for (int l = 0; l < DG_LA; l++)
            as[la_k][la_m + l * (DG_TX * DG_TY / DG_BK)] = ra[l];
#pragma unroll
        for (int l = 0; l < DG_LB; l++)
            bs[lb_k + l * (DG_TX * DG_TY / DG_BN)][lb_n] = rb[l];
        barrier(CLK_LOCAL_MEM_FENCE);

        if (k0 + DG_BK < k) {
            pa += DG_BK;
            pb += (size_t)DG_BK * ldb;
#pragma unroll
            for (int l = 0; l < DG_LA; l++)
                ra[l] = pa[(size_t)l * (DG_TX * DG_TY / DG_BK) * lda];
#pragma unroll
            for (int l = 0; l < DG_LB; l++)
                rb[l] = pb[(size_t)l * (DG_TX * DG_TY / DG_BN) * ldb];
        }

#pragma unroll
        for (int kk = 0; kk < DG_BK; kk++) {
            double av[DG_W], bv[DG_W];
#pragma unroll
            for (int i = 0; i < DG_W; i++)
                av[i] = as[kk][ty + i * DG_TY];
#pragma unroll
            for (int j = 0; j < DG_W; j++)
                bv[j] = bs[kk][tx + j * DG_TX];
#pragma unroll
            for (int i = 0; i < DG_W; i++)
#pragma unroll
                for (int j = 0; j < DG_W; j++)
                    acc[i][j] = fma(av[i], bv[j], acc[i][j]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

#pragma unroll
    for (int i = 0; i < DG_W; i++) {
        __global double *crow = c + (size_t)(m0 + ty + i * DG_TY) * ldc + n0 + tx;
#pragma unroll
        for (int j = 0; j < DG_W; j++)
            crow[j * DG_TX] = alpha * acc[i][j] + beta * crow[j * DG_TX];
    }
}
