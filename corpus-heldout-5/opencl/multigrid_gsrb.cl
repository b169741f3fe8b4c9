// Imitates the geometric multigrid kernels of HPGMG-FV and of the GPU ports of HPCG-like and AMReX MLMG solvers, in
// double precision on boxes with one ghost layer: a Gauss-Seidel red-black smoother for the variable-coefficient
// Helmholtz operator a alpha u - b div(beta grad u) with face-centred beta, each item marching in k over the cells
// of one colour in its (i, j) column; the cell-centred restriction (average of the eight children) of a residual;
// and the piecewise-trilinear prolongation that adds to eight fine cells the interpolation of 27 coarse
// neighbours (weights 27, 9, 3, 1 over 64).
// Interesting for a scheduler: the smoother is 16 double loads per updated cell (7 of u, 6 of beta, alpha, Dinv and
// rhs) feeding about 20 double operations and one store, a stride-2 access pattern and a read-after-write through
// memory between k steps (latency-bound); the restriction is 8 loads and a short sum per output; the prolongation
// keeps 27 coarse doubles live to produce 8 outputs of 8-term sums each (issue- and register-heavy).

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// ---------------------------------------------------------------------------------------------------------------
// A box of dim^3 cells with one ghost layer: cell (i, j, k), -1 <= i, j, k <= dim, at (i + 1) + (j + 1) * jstride
// + (k + 1) * kstride. beta_i at index(i, j, k) is the face between cells i - 1 and i (likewise j, k).
// Item (ii, j) updates cells i = 2 ii + ((j + k + color) & 1) for k = 0 .. dim - 1.
// ---------------------------------------------------------------------------------------------------------------
__kernel void hpgmg_gsrb_helmholtz_vc_f64(__global double *restrict u,
                                          __global const double *restrict rhs,
                                          __global const double *restrict alpha,
                                          __global const double *restrict beta_i,
                                          __global const double *restrict beta_j,
                                          __global const double *restrict beta_k,
                                          __global const double *restrict dinv,
                                          int dim, int jstride, int kstride, int color,
                                          double a, double b, double h2inv)
{
    int ii = get_global_id(0);
    int j = get_global_id(1);
    if (2 * ii >= dim || j >= dim)
        return;
    double bh = b * h2inv;
    int base = 1 + (j + 1) * jstride + kstride;
    for (int k = 0; k < dim; ++k) {
        int i = 2 * ii + ((j + k + color) & 1);
        if (i < dim) {
            int c = base + i + k * kstride;
            double uc = u[c];
            double lap = beta_i[c + 1] * (u[c + 1] - uc) - beta_i[c] * (uc - u[c - 1])
                       + beta_j[c + jstride] * (u[c + jstride] - uc) - beta_j[c] * (uc - u[c - jstride])
                       + beta_k[c + kstride] * (u[c + kstride] - uc) - beta_k[c] * (uc - u[c - kstride]);
            double ax = a * alpha[c] * uc - bh * lap;
            u[c] = uc + dinv[c] * (rhs[c] - ax);
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Restriction: coarse cell (I, J, K) of a cdim^3 box = mean of fine cells (2I + di, 2J + dj, 2K + dk). Both boxes
// use the ghost-layer indexing above with their own strides.
// ---------------------------------------------------------------------------------------------------------------
__kernel void mg_restrict_avg8_f64(__global const double *restrict fine,
                                   __global double *restrict coarse,
                                   int cdim, int fjs, int fks, int cjs, int cks)
{
    int I = get_global_id(0), J = get_global_id(1), K = get_global_id(2);
    if (I >= cdim || J >= cdim || K >= cdim)
        return;
    int f = (2 * I + 1) + (2 * J + 1) * fjs + (2 * K + 1) * fks;
    double s = fine[f] + fine[f + 1] + fine[f + fjs] + fine[f + fjs + 1]
             + fine[f + fks] + fine[f + fks + 1] + fine[f + fks + fjs] + fine[f + fks + fjs + 1];
    coarse[(I + 1) + (J + 1) * cjs + (K + 1) * cks] = 0.125 * s;
}

// ---------------------------------------------------------------------------------------------------------------
// Prolongation: fine (2I + di, 2J + dj, 2K + dk) += scale * interpolant. For child offset d in {0, 1} the coarse
// neighbour used along that axis is at s = 2d - 1; weights 27/64 (self), 9/64 (face), 3/64 (edge), 1/64 (corner).
// The coarse box's ghost layer must be filled (boundary conditions) before the launch.
// ---------------------------------------------------------------------------------------------------------------
__kernel void mg_prolong_trilinear_add_f64(__global const double *restrict coarse,
                                           __global double *restrict fine,
                                           int cdim, int fjs, int fks, int cjs, int cks,
                                           double scale)
{
    int I = get_global_id(0), J = get_global_id(1), K = get_global_id(2);
    if (I >= cdim || J >= cdim || K >= cdim)
        return;
    int c0 = (I + 1) + (J + 1) * cjs + (K + 1) * cks;
    double cv[3][3][3];
#pragma unroll
    for (int dk = 0; dk < 3; ++dk)
#pragma unroll
        for (int dj = 0; dj < 3; ++dj)
#pragma unroll
            for (int di = 0; di < 3; ++di)
                cv[dk][dj][di] = coarse[c0 + (di - 1) + (dj - 1) * cjs + (dk - 1) * cks];

    int f0 = (2 * I + 1) + (2 * J + 1) * fjs + (2 * K + 1) * fks;
    const double w0 = 27.0 / 64.0, w1 = 9.0 / 64.0, w2 = 3.0 / 64.0, w3 = 1.0 / 64.0;
#pragma unroll
    for (int zk = 0; zk < 2; ++zk)
#pragma unroll
        for (int zj = 0; zj < 2; ++zj)
#pragma unroll
            for (int zi = 0; zi < 2; ++zi) {
                int sk = 2 * zk, sj = 2 * zj, si = 2 * zi;      // neighbour slot: 0 (below) or 2 (above)
                double v = w0 * cv[1][1][1]
                         + w1 * (cv[1][1][si] + cv[1][sj][1] + cv[sk][1][1])
                         + w2 * (cv[1][sj][si] + cv[sk][1][si] + cv[sk][sj][1])
                         + w3 * cv[sk][sj][si];
                int f = f0 + zi + zj * fjs + zk * fks;
                fine[f] += scale * v;
            }
}
