// Imitates double-precision dense kernels of GPU BLAS libraries and spectral-element codes: a DGEMM in the
// MAGMA/CLBlast manner with a 128x64 work-group tile, a double-buffered LDS pipeline (next K slice fetched into
// registers while the current one is multiplied, one barrier per slice) and an 8x4 double register tile per item; a
// ZGEMM (complex double) with a 4x2 register tile of double2 and single-buffered LDS; and the Nekbone / CEED BK5
// spectral-element Laplacian on order-7 hexahedra (8x8x8 points, one element per work-group of 8x8 items walking the
// k planes, the u column and the output column held in registers, the r/s derivatives through one LDS plane).
// Interesting for a scheduler: the DGEMM keeps 64 accumulator VGPRs, 24 operand VGPRs and 12 prefetch VGPRs live
// across the K loop with 12 LDS reads per 32 double FMAs per k (register-limited on most targets); the ZGEMM's
// complex FMAs double the issue per LDS read; the Nekbone kernel is LDS- and barrier-bound with two barriers per
// plane and 8-term double dot products whose operands come from LDS and six geometric factors from global memory.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// ---------------------------------------------------------------------------------------------------------------
// C = alpha * A * B + beta * C, row-major, M % 128 == 0, N % 64 == 0, K % 8 == 0 (host pads).
// Work-group 16 x 16: item (lx, ly) owns rows m0 + ly + 16 i (i < 8) and columns n0 + lx + 16 j (j < 4).
// ---------------------------------------------------------------------------------------------------------------
#define DG_MT 128
#define DG_NT 64
#define DG_KT 8
#define DG_TM 8
#define DG_TN 4

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void dgemm_nn_dbuf_8x4(__global const double *restrict A,
                       __global const double *restrict B,
                       __global double *restrict C,
                       int M, int N, int K, int lda, int ldb, int ldc,
                       double alpha, double beta)
{
    __local double As[2][DG_KT][DG_MT];
    __local double Bs[2][DG_KT][DG_NT];

    int lx = get_local_id(0), ly = get_local_id(1);
    int t = ly * 16 + lx;
    int m0 = get_group_id(1) * DG_MT;
    int n0 = get_group_id(0) * DG_NT;
    if (m0 >= M || n0 >= N)              // whole work-group leaves together
        return;

    // global -> register assignment of one slice
    int am = t >> 1, ak = (t & 1) * 4;        // A: row am, k ak .. ak+3
    int bk = t >> 5, bn = (t & 31) * 2;       // B: k bk, columns bn, bn+1
    __global const double *Ap = A + (size_t)(m0 + am) * lda + ak;
    __global const double *Bp = B + (size_t)bk * ldb + n0 + bn;

    double2 pa0 = vload2(0, Ap), pa1 = vload2(1, Ap);
    double2 pb = vload2(0, Bp);
    As[0][ak][am] = pa0.x;
    As[0][ak + 1][am] = pa0.y;
    As[0][ak + 2][am] = pa1.x;
    As[0][ak + 3][am] = pa1.y;
    Bs[0][bk][bn] = pb.x;
    Bs[0][bk][bn + 1] = pb.y;
    barrier(CLK_LOCAL_MEM_FENCE);

    double acc[DG_TM][DG_TN];
#pragma unroll
    for (int i = 0; i < DG_TM; ++i)
#pragma unroll
        for (int j = 0; j < DG_TN; ++j)
            acc[i][j] = 0.0;

    int buf = 0;
    for (int k0 = 0; k0 < K; k0 += DG_KT) {
        bool more = k0 + DG_KT < K;
        if (more) {
            Ap += DG_KT;
            Bp += (size_t)DG_KT * ldb;
            pa0 = vload2(0, Ap);
            pa1 = vload2(1, Ap);
            pb = vload2(0, Bp);
        }
#pragma unroll 2
        for (int k = 0; k < DG_KT; ++k) {
            double a[DG_TM], b[DG_TN];
#pragma unroll
            for (int i = 0; i < DG_TM; ++i)
                a[i] = As[buf][k][ly + 16 * i];
#pragma unroll
            for (int j = 0; j < DG_TN; ++j)
                b[j] = Bs[buf][k][lx + 16 * j];
#pragma unroll
            for (int i = 0; i < DG_TM; ++i)
#pragma unroll
                for (int j = 0; j < DG_TN; ++j)
                    acc[i][j] = fma(a[i], b[j], acc[i][j]);
        }
        if (more) {
            int nb = buf ^ 1;
            As[nb][ak][am] = pa0.x;
            As[nb][ak + 1][am] = pa0.y;
            As[nb][ak + 2][am] = pa1.x;
            As[nb][ak + 3][am] = pa1.y;
            Bs[nb][bk][bn] = pb.x;
            Bs[nb][bk][bn + 1] = pb.y;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        buf ^= 1;
    }

#pragma unroll
    for (int i = 0; i < DG_TM; ++i) {
        __global double *crow = C + (size_t)(m0 + ly + 16 * i) * ldc + n0 + lx;
#pragma unroll
        for (int j = 0; j < DG_TN; ++j)
            crow[16 * j] = alpha * acc[i][j] + beta * crow[16 * j];
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Complex double: C = alpha * A * B + beta * C, row-major double2 (re, im); M % 64, N % 32, K % 8 == 0.
// Work-group 16 x 16; item rows m0 + ly + 16 i (i < 4), columns n0 + lx + 16 j (j < 2).
// ---------------------------------------------------------------------------------------------------------------
#define ZG_MT 64
#define ZG_NT 32
#define ZG_KT 8

static inline double2 zfma(double2 a, double2 b, double2 c)
{
    c.x = fma(a.x, b.x, c.x);
    c.x = fma(-a.y, b.y, c.x);
    c.y = fma(a.x, b.y, c.y);
    c.y = fma(a.y, b.x, c.y);
    return c;
}

static inline double2 zmul(double2 a, double2 b)
{
    return (double2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void zgemm_nn_lds_4x2(__global const double2 *restrict A,
                      __global const double2 *restrict B,
                      __global double2 *restrict C,
                      int M, int N, int K, int lda, int ldb, int ldc,
                      double2 alpha, double2 beta)
{
    __local double2 As[ZG_KT][ZG_MT + 1];
    __local double2 Bs[ZG_KT][ZG_NT];
    int lx = get_local_id(0), ly = get_local_id(1);
    int t = ly * 16 + lx;
    int m0 = get_group_id(1) * ZG_MT;
    int n0 = get_group_id(0) * ZG_NT;
    if (m0 >= M || n0 >= N)
        return;

    double2 acc[4][2];
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        acc[i][0] = (double2)(0.0);
        acc[i][1] = (double2)(0.0);
    }

    int am = t >> 2, ak = (t & 3) * 2;         // A tile 64 x 8: two elements per item
    int bk = t >> 5, bn = t & 31;              // B tile 8 x 32: one element per item
    for (int k0 = 0; k0 < K; k0 += ZG_KT) {
        __global const double2 *ap = A + (size_t)(m0 + am) * lda + k0 + ak;
        double2 a0 = ap[0], a1 = ap[1];
        double2 b0 = B[(size_t)(k0 + bk) * ldb + n0 + bn];
        barrier(CLK_LOCAL_MEM_FENCE);
        As[ak][am] = a0;
        As[ak + 1][am] = a1;
        Bs[bk][bn] = b0;
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int k = 0; k < ZG_KT; ++k) {
            double2 bv0 = Bs[k][lx], bv1 = Bs[k][lx + 16];
#pragma unroll
            for (int i = 0; i < 4; ++i) {
                double2 av = As[k][ly + 16 * i];
                acc[i][0] = zfma(av, bv0, acc[i][0]);
                acc[i][1] = zfma(av, bv1, acc[i][1]);
            }
        }
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        __global double2 *crow = C + (size_t)(m0 + ly + 16 * i) * ldc + n0 + lx;
#pragma unroll
        for (int j = 0; j < 2; ++j)
            crow[16 * j] = zmul(alpha, acc[i][j]) + zmul(beta, crow[16 * j]);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Nekbone Ax on order-7 elements: w = D^T (G (D u)) per element, with u, w: [E][8][8][8] (k, j, i), D: [8][8]
// (D[a][b] = d l_b / d x at node a), G: [E][6][8][8][8] (G00 G01 G02 G11 G12 G22). One element per work-group.
// ---------------------------------------------------------------------------------------------------------------
#define NX 8

__kernel __attribute__((reqd_work_group_size(NX, NX, 1)))
void nekbone_ax_n8(__global const double *restrict u,
                   __global const double *restrict D,
                   __global const double *restrict G,
                   __global double *restrict w)
{
    __local double s_D[NX][NX];
    __local double s_u[NX][NX][NX];
    __local double s_wr[NX][NX];
    __local double s_ws[NX][NX];

    int i = get_local_id(0), j = get_local_id(1);
    int e = get_group_id(0);
    size_t ebase = (size_t)e * NX * NX * NX;
    size_t gbase = (size_t)e * 6 * NX * NX * NX;

    s_D[j][i] = D[j * NX + i];
    double r_u[NX], r_w[NX];
#pragma unroll
    for (int k = 0; k < NX; ++k) {
        r_u[k] = u[ebase + (k * NX + j) * NX + i];
        s_u[k][j][i] = r_u[k];
        r_w[k] = 0.0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int k = 0; k < NX; ++k) {
        double ur = 0.0, us = 0.0, ut = 0.0;
#pragma unroll
        for (int m = 0; m < NX; ++m) {
            ur = fma(s_D[i][m], s_u[k][j][m], ur);
            us = fma(s_D[j][m], s_u[k][m][i], us);
            ut = fma(s_D[k][m], r_u[m], ut);
        }
        size_t p = (size_t)(k * NX + j) * NX + i;
        const size_t gs = NX * NX * NX;
        double g00 = G[gbase + p], g01 = G[gbase + gs + p], g02 = G[gbase + 2 * gs + p];
        double g11 = G[gbase + 3 * gs + p], g12 = G[gbase + 4 * gs + p], g22 = G[gbase + 5 * gs + p];
        double wr = g00 * ur + g01 * us + g02 * ut;
        double ws = g01 * ur + g11 * us + g12 * ut;
        double wt = g02 * ur + g12 * us + g22 * ut;
        s_wr[j][i] = wr;
        s_ws[j][i] = ws;
#pragma unroll
        for (int m = 0; m < NX; ++m)
            r_w[m] = fma(s_D[k][m], wt, r_w[m]);
        barrier(CLK_LOCAL_MEM_FENCE);
        double acc = 0.0;
#pragma unroll
        for (int m = 0; m < NX; ++m) {
            acc = fma(s_D[m][i], s_wr[j][m], acc);
            acc = fma(s_D[m][j], s_ws[m][i], acc);
        }
        r_w[k] += acc;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
#pragma unroll
    for (int k = 0; k < NX; ++k)
        w[ebase + (k * NX + j) * NX + i] = r_w[k];
}
