// Imitates the batched small-matrix factorisations of MAGMA and vendor batched LAPACK (dposv_batched,
// dgetrf_batched, dtrsm_batched) as used by sparse direct solvers, Kalman filters and block preconditioners: an 8x8
// Cholesky factorisation plus forward/backward solve with one matrix per work-item in the interleaved batch layout
// (element e of matrix b at A[e * batch + b]), the lower triangle held in 36 double registers; a 16x16 LU with partial
// pivoting, four matrices per 64-item work-group, each item owning one row in registers while pivot search and the
// pivot row go through LDS (two barriers per column, rows are not moved until the end); and a lower-triangular
// solve L X = B with a 32x32 factor in LDS and one right-hand-side column per item (32 doubles of solution live).
// Interesting for a scheduler: the Cholesky is a fully unrolled double chain with sqrt and reciprocals on the
// critical path and 36 + 8 doubles live (issue-bound, register-heavy); the LU alternates LDS broadcasts, barriers
// and short bursts of 16 double FMAs per row; the triangular solve is 496 broadcast LDS reads feeding as many double
// FMAs whose operands (the solution) grow to 64 VGPRs, which with the hoisted LDS reads lands just above the
// 128-VGPR line on gfx900/gfx906 (one wave instead of two).

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// ---------------------------------------------------------------------------------------------------------------
// A: batch matrices 8x8, row-major element (i, j) -> e = i * 8 + j, stored at A[e * batch + b]; only the lower
// triangle is read. L goes to Lp in LAPACK's packed lower column-major order (dpptrf), element (i, j) at
// Lp[(i + j * (15 - j) / 2) * batch + b]. B: right-hand sides, B[i * batch + b], overwritten by the solution.
// info[b] = 0, or the 1-based column whose pivot was not positive (the factorisation continues with |d| there).
// ---------------------------------------------------------------------------------------------------------------
#define PN 8
#define LIDX(i, j) ((i) * ((i) + 1) / 2 + (j))

__kernel void dposv_batched_interleaved_n8(__global const double *restrict A,
                                           __global double *restrict Lp,
                                           __global double *restrict B,
                                           __global int *restrict info,
                                           int batch)
{
    int b = get_global_id(0);
    if (b >= batch)
        return;
    double l[PN * (PN + 1) / 2];
#pragma unroll
    for (int i = 0; i < PN; ++i)
#pragma unroll
        for (int j = 0; j <= i; ++j)
            l[LIDX(i, j)] = A[(i * PN + j) * batch + b];

    int fail = 0;
    double rdiag[PN];
#pragma unroll
    for (int j = 0; j < PN; ++j) {
        double d = l[LIDX(j, j)];
#pragma unroll
        for (int k = 0; k < j; ++k)
            d = fma(-l[LIDX(j, k)], l[LIDX(j, k)], d);
        if (d <= 0.0 && fail == 0)
            fail = j + 1;
        double ljj = sqrt(fabs(d) + (d == 0.0 ? 1.0 : 0.0));
        double r = 1.0 / ljj;
        l[LIDX(j, j)] = ljj;
        rdiag[j] = r;
#pragma unroll
        for (int i = j + 1; i < PN; ++i) {
            double s = l[LIDX(i, j)];
#pragma unroll
            for (int k = 0; k < j; ++k)
                s = fma(-l[LIDX(i, k)], l[LIDX(j, k)], s);
            l[LIDX(i, j)] = s * r;
        }
    }

    // L y = b, then L^T x = y
    double x[PN];
#pragma unroll
    for (int i = 0; i < PN; ++i)
        x[i] = B[i * batch + b];
#pragma unroll
    for (int i = 0; i < PN; ++i) {
        double s = x[i];
#pragma unroll
        for (int k = 0; k < i; ++k)
            s = fma(-l[LIDX(i, k)], x[k], s);
        x[i] = s * rdiag[i];
    }
#pragma unroll
    for (int i = PN - 1; i >= 0; --i) {
        double s = x[i];
#pragma unroll
        for (int k = i + 1; k < PN; ++k)
            s = fma(-l[LIDX(k, i)], x[k], s);
        x[i] = s * rdiag[i];
    }

#pragma unroll
    for (int i = 0; i < PN; ++i)
#pragma unroll
        for (int j = 0; j <= i; ++j)
            Lp[(i + j * (2 * PN - 1 - j) / 2) * batch + b] = l[LIDX(i, j)];
#pragma unroll
    for (int i = 0; i < PN; ++i)
        B[i * batch + b] = x[i];
    info[b] = fail;
}

// ---------------------------------------------------------------------------------------------------------------
// LU with partial pivoting, 16x16 row-major matrices stored one after another. Work-group of 64 items = 4 matrices x
// 16 rows. At step j the items whose rows are still unpivoted publish |a[j]|, every item of the matrix finds the
// same argmax (lowest row on ties), the pivot row is broadcast and the others eliminate. At the end row r goes to
// position step(r): the output is P A = L U in LAPACK's packed form, ipiv[j] = original row chosen at step j.
// ---------------------------------------------------------------------------------------------------------------
#define GN 16
#define GM 4

__kernel __attribute__((reqd_work_group_size(GN * GM, 1, 1)))
void dgetrf_batched_rowreg_n16(__global double *restrict A,
                               __global int *restrict ipiv,
                               __global int *restrict info,
                               int batch)
{
    __local double colabs[GM][GN];
    __local double pivrow[GM][GN];
    int lid = get_local_id(0);
    int m = lid / GN, r = lid % GN;
    int b = get_group_id(0) * GM + m;
    bool valid = b < batch;
    __global double *Ab = A + (size_t)b * GN * GN;

    double a[GN];
    if (valid) {
#pragma unroll
        for (int k = 0; k < GN; k += 2) {
            double2 t = vload2(0, Ab + r * GN + k);
            a[k] = t.x;
            a[k + 1] = t.y;
        }
    } else {
#pragma unroll
        for (int k = 0; k < GN; ++k)
            a[k] = r == k ? 1.0 : 0.0;
    }

    int step = -1;
    int singular = 0;
#pragma unroll
    for (int j = 0; j < GN; ++j) {
        colabs[m][r] = step < 0 ? fabs(a[j]) : -1.0;
        barrier(CLK_LOCAL_MEM_FENCE);
        int p = 0;
        double best = colabs[m][0];
#pragma unroll
        for (int q = 1; q < GN; ++q) {
            double c = colabs[m][q];
            if (c > best) {
                best = c;
                p = q;
            }
        }
        if (r == p) {
            step = j;
#pragma unroll
            for (int k = j; k < GN; ++k)
                pivrow[m][k] = a[k];
        }
        if (best == 0.0 && singular == 0)
            singular = j + 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        // rows already pivoted eliminate with a zero multiplier, which leaves them unchanged
        double pv = pivrow[m][j];
        double lmul = step < 0 ? a[j] / (pv != 0.0 ? pv : 1.0) : 0.0;
        a[j] = step < 0 ? lmul : a[j];
#pragma unroll
        for (int k = j + 1; k < GN; ++k)
            a[k] = fma(-lmul, pivrow[m][k], a[k]);
    }

    if (valid) {
#pragma unroll
        for (int k = 0; k < GN; k += 2)
            vstore2((double2)(a[k], a[k + 1]), 0, Ab + step * GN + k);
        ipiv[(size_t)b * GN + step] = r;
        if (r == 0)
            info[b] = singular;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Batched L X = B: L (32x32, lower, non-unit) of batch entry g = group_id(1), column-major with leading dimension
// 32; B (32 x nrhs, column-major, leading dimension ldb) overwritten by X. Work-group of 64 items; item c solves
// column c of its group's 64-column slab, reading and writing it as 16 contiguous double2. The diagonal is
// inverted once into LDS.
// ---------------------------------------------------------------------------------------------------------------
#define TN 32
#define TWG 64

__kernel __attribute__((reqd_work_group_size(TWG, 1, 1)))
void dtrsm_lower_lds_n32(__global const double *restrict L,
                              __global double *restrict B,
                              int nrhs, int ldb)
{
    __local double Ls[TN][TN + 1];            // Ls[i][k] = L(i, k), padded
    __local double rdiag[TN];
    int lid = get_local_id(0);
    int g = get_group_id(1);
    __global const double *Lg = L + (size_t)g * TN * TN;
    __global double *Bg = B + (size_t)g * ldb * nrhs;

    for (int e = lid; e < TN * TN; e += TWG) {
        int k = e / TN, i = e - k * TN;        // column-major: e = k * 32 + i
        Ls[i][k] = i >= k ? Lg[e] : 0.0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < TN)
        rdiag[lid] = 1.0 / Ls[lid][lid];
    barrier(CLK_LOCAL_MEM_FENCE);

    int col = get_group_id(0) * TWG + lid;
    if (col >= nrhs)
        return;

    __global double *bc = Bg + (size_t)col * ldb;
    double x[TN];
#pragma unroll
    for (int i = 0; i < TN; i += 2) {
        double2 t = vload2(i / 2, bc);
        x[i] = t.x;
        x[i + 1] = t.y;
    }
#pragma unroll
    for (int i = 0; i < TN; ++i) {
        double s = x[i];
#pragma unroll
        for (int k = 0; k < i; ++k)
            s = fma(-Ls[i][k], x[k], s);
        x[i] = s * rdiag[i];
    }
#pragma unroll
    for (int i = 0; i < TN; i += 2)
        vstore2((double2)(x[i], x[i + 1]), i / 2, bc);
}
