// Imitates sparse kernels of GPU sparse libraries and the SELL-C-sigma papers (Kreutzer et al.): sparse matrix times
// a block of dense right-hand sides stored in SELL-C-sigma (slices of C rows, column-major inside a slice, rows sorted
// by length within a sigma window and undone by a permutation), with 4 RHS as float4 rows and 8 RHS in column-major
// storage, plus a COO SpMV that multiplies in a tile, reduces by row with a segmented scan in LDS and commits each
// row piece with a compare-and-swap float atomic.
// Interesting for a scheduler: SpMM is gather-latency-bound (column index load -> dependent x gather), the 8-RHS
// version multiplies 8 independent gathers and 8 accumulators per nonzero, so clustering the loads against the FMAs
// decides how much latency is hidden; the COO kernel alternates LDS and barriers with a divergent CAS loop at the end.

#define SELL_C 32

// ---------------------------------------------------------------------------------------------------------------
// Y[perm[i], 0:4] = alpha * sum_j A[i, j] * X[j, 0:4] + beta * Y[perm[i], 0:4]; X and Y row-major (one float4 per
// row). Row i (in sorted order) is lane i % C of slice i / C; its j-th entry is at slice_ptr[slice] + j * C + lane.
// row_len[] lets a row stop before the slice width.
// ---------------------------------------------------------------------------------------------------------------
__kernel void sell_spmm_rhs4(int nrows,
                             __global const int *restrict slice_ptr,
                             __global const int *restrict row_len,
                             __global const int *restrict col_idx,
                             __global const float *restrict vals,
                             __global const int *restrict perm,
                             __global const float4 *restrict X,
                             __global float4 *restrict Y,
                             float alpha, float beta)
{
    int row = get_global_id(0);
    if (row >= nrows)
        return;
    int slice = row / SELL_C;
    int lane = row % SELL_C;
    int off = slice_ptr[slice] + lane;
    int len = row_len[row];

    // two entries per trip into two accumulators, so two x gathers are in flight
    float4 acc0 = (float4)(0.0f), acc1 = (float4)(0.0f);
    int j = 0;
    for (; j + 1 < len; j += 2) {
        int p = off + j * SELL_C;
        int c0 = col_idx[p];
        int c1 = col_idx[p + SELL_C];
        float a0 = vals[p];
        float a1 = vals[p + SELL_C];
        acc0 = fma((float4)(a0), X[c0], acc0);
        acc1 = fma((float4)(a1), X[c1], acc1);
    }
    if (j < len) {
        int p = off + j * SELL_C;
        acc0 = fma((float4)(vals[p]), X[col_idx[p]], acc0);
    }
    float4 acc = acc0 + acc1;
    int orow = perm[row];
    float4 yold = beta != 0.0f ? Y[orow] : (float4)(0.0f);
    Y[orow] = alpha * acc + beta * yold;
}

// ---------------------------------------------------------------------------------------------------------------
// Eight right-hand sides, X (ncols x 8) and Y (nrows x 8) column-major with leading dimensions ldx, ldy. All rows
// of a slice run to the slice width (padding entries carry value 0 and a valid column), so the trip count is
// uniform within a slice.
// ---------------------------------------------------------------------------------------------------------------
#define SPMM_NRHS 8

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void sell_spmm_rhs8_colmajor(int nrows,
                             __global const int *restrict slice_ptr,
                             __global const int *restrict slice_width,
                             __global const int *restrict col_idx,
                             __global const float *restrict vals,
                             __global const int *restrict perm,
                             __global const float *restrict X, int ldx,
                             __global float *restrict Y, int ldy,
                             float alpha)
{
    int row = get_global_id(0);
    if (row >= nrows)
        return;
    int slice = row / SELL_C;
    int lane = row % SELL_C;
    int off = slice_ptr[slice] + lane;
    int width = slice_width[slice];

    float acc[SPMM_NRHS];
#pragma unroll
    for (int k = 0; k < SPMM_NRHS; k++)
        acc[k] = 0.0f;

#pragma unroll 2
    for (int j = 0; j < width; j++) {
        int c = col_idx[off + j * SELL_C];
        float a = vals[off + j * SELL_C];
#pragma unroll
        for (int k = 0; k < SPMM_NRHS; k++)
            acc[k] = fma(a, X[(size_t)k * ldx + c], acc[k]);
    }

    int orow = perm[row];
#pragma unroll
    for (int k = 0; k < SPMM_NRHS; k++)
        Y[(size_t)k * ldy + orow] = alpha * acc[k];
}

// ---------------------------------------------------------------------------------------------------------------
// COO SpMV, entries sorted by row: y[row] += sum val * x[col]. Each group walks tiles of COO_WG entries (grid
// stride); a segmented inclusive scan keyed by row leaves each row piece's sum at its last lane, which adds it to
// y with a CAS loop (a row may span tiles and groups). y must hold beta * y on entry.
// ---------------------------------------------------------------------------------------------------------------
#define COO_WG 256

static inline void atomic_add_float_cas(volatile __global float *addr, float v)
{
    volatile __global uint *p = (volatile __global uint *)addr;
    uint seen = *p;
    uint want;
    do {
        want = seen;
        seen = atomic_cmpxchg(p, want, as_uint(as_float(want) + v));
    } while (seen != want);
}

__kernel __attribute__((reqd_work_group_size(COO_WG, 1, 1)))
void coo_spmv_segscan_atomic(int nnz,
                             __global const int *restrict coo_row,
                             __global const int *restrict coo_col,
                             __global const float *restrict coo_val,
                             __global const float *restrict x,
                             volatile __global float *y,
                             float alpha)
{
    __local float part[COO_WG];
    __local int prow[COO_WG];
    int lid = get_local_id(0);

    for (int tile = get_group_id(0) * COO_WG; tile < nnz; tile += get_num_groups(0) * COO_WG) {
        int idx = tile + lid;
        int r = -1;
        float prod = 0.0f;
        if (idx < nnz) {
            r = coo_row[idx];
            prod = alpha * coo_val[idx] * x[coo_col[idx]];
        }
        part[lid] = prod;
        prow[lid] = r;
        barrier(CLK_LOCAL_MEM_FENCE);

        // segmented Kogge-Stone: rows are sorted, so "same row at lid-d" means the whole window is that row
#pragma unroll
        for (int d = 1; d < COO_WG; d <<= 1) {
            float add = 0.0f;
            if (lid >= d && prow[lid - d] == r)
                add = part[lid - d];
            barrier(CLK_LOCAL_MEM_FENCE);
            part[lid] += add;
            barrier(CLK_LOCAL_MEM_FENCE);
        }

        bool seg_end = lid == COO_WG - 1 || prow[lid + 1] != r;
        float sum = part[lid];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (r >= 0 && seg_end)
            atomic_add_float_cas(&y[r], sum);
    }
}
