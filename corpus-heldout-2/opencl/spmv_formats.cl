// SHOC/Parboil-style sparse matrix-vector products: CSR scalar (one row per work-item), CSR vector (a 32-lane group
// per row, partial sums reduced through LDS) and ELLPACK-R in double with a per-row length array.
// Latency-bound: every multiply waits on an index load and then a dependent gather from x; nothing to compute.

__kernel void spmv_csr_row_per_item(__global const float *restrict val,
                                    __global const int *restrict colidx,
                                    __global const int *restrict rowptr,
                                    __global const float *restrict x,
                                    __global float *restrict y,
                                    int nrows)
{
    int row = get_global_id(0);
    if (row >= nrows)
        return;
    int beg = rowptr[row], end = rowptr[row + 1];
    float s = 0.0f;
    for (int j = beg; j < end; j++)
        s = fma(val[j], x[colidx[j]], s);
    y[row] = s;
}

#define SPV_WG 128
#define SPV_VW 32

__kernel __attribute__((reqd_work_group_size(SPV_WG, 1, 1)))
void spmv_csr_lanes32_lds(__global const float *restrict val,
                          __global const int *restrict colidx,
                          __global const int *restrict rowptr,
                          __global const float *restrict x,
                          __global float *restrict y,
                          int nrows, float alpha)
{
    __local float part[SPV_WG];
    int lid = get_local_id(0);
    int lane = lid & (SPV_VW - 1);
    int row = get_global_id(0) / SPV_VW;
    float s = 0.0f;
    if (row < nrows) {
        int beg = rowptr[row], end = rowptr[row + 1];
        for (int j = beg + lane; j < end; j += SPV_VW)
            s = fma(val[j], x[colidx[j]], s);
    }
    part[lid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int off = SPV_VW / 2; off > 0; off >>= 1) {
        if (lane < off)
            part[lid] += part[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && row < nrows)
        y[row] = alpha * part[lid];
}

// ELLPACK-R: entry j of row r at [j * nrows + r], rowlen[r] entries used.
__kernel void spmv_ellpackr_rowlen_f64(__global const double *restrict val,
                                       __global const int *restrict colidx,
                                       __global const int *restrict rowlen,
                                       __global const double *restrict x,
                                       __global double *restrict y,
                                       int nrows)
{
    int row = get_global_id(0);
    if (row >= nrows)
        return;
    int len = rowlen[row];
    double s = 0.0;
    for (int j = 0; j < len; j++) {
        int e = j * nrows + row;
        s = fma(val[e], x[colidx[e]], s);
    }
    y[row] = s;
}
