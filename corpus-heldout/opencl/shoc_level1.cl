// SHOC level-1 style kernels: LDS sum reduction with an unrolled tail, ELLPACK SpMV (column-major slots, gathers), 9-point Stencil2D with an LDS tile.
// Interesting for a scheduler: memory-latency bound; loads in flight matter more than ILP, barriers split the regions.

#define RED_WG 256

__kernel __attribute__((reqd_work_group_size(RED_WG, 1, 1)))
void sum_reduce_tail_unroll(__global const float *restrict in,
                            __global float *restrict partial,
                            int n)
{
    __local float sdata[RED_WG];
    int tid = get_local_id(0);
    int i = get_group_id(0) * (RED_WG * 2) + tid;
    int grid = get_num_groups(0) * (RED_WG * 2);

    float acc = 0.0f;
    while (i < n) {
        acc += in[i];
        if (i + RED_WG < n)
            acc += in[i + RED_WG];
        i += grid;
    }
    sdata[tid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);

    if (tid < 128) sdata[tid] += sdata[tid + 128];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tid < 64) sdata[tid] += sdata[tid + 64];
    barrier(CLK_LOCAL_MEM_FENCE);
    // tail: the last levels run in one wave; still fenced for wave32 parts
#pragma unroll
    for (int s = 32; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (tid == 0)
        partial[get_group_id(0)] = sdata[0];
}

// ELLPACK: slot k of row r lives at k * nrows + r; padding slots have value 0
// and a valid column index, so the loop has no per-slot test.
__kernel void spmv_ell_colmajor(__global const float *restrict val,
                                __global const int *restrict col,
                                __global const float *restrict x,
                                __global float *restrict y,
                                int nrows, int width)
{
    int r = get_global_id(0);
    if (r >= nrows)
        return;
    float s0 = 0.0f, s1 = 0.0f;
    int k = 0;
    for (; k + 1 < width; k += 2) {
        int i0 = k * nrows + r;
        int i1 = i0 + nrows;
        s0 = fma(val[i0], x[col[i0]], s0);
        s1 = fma(val[i1], x[col[i1]], s1);
    }
    if (k < width) {
        int i0 = k * nrows + r;
        s0 = fma(val[i0], x[col[i0]], s0);
    }
    y[r] = s0 + s1;
}

#define ST_LX 16
#define ST_LY 8
#define ST_ROWS 4      /* output rows per work-item */
#define ST_TY (ST_LY * ST_ROWS)

// out = wc * centre + wa * (N+S+E+W) + wd * (diagonals); the grid has a one-cell
// halo, so interior point (gy, gx) lives at (gy + 1, gx + 1) with pitch `pitch`.
__kernel __attribute__((reqd_work_group_size(ST_LX, ST_LY, 1)))
void stencil9_2d_lds(__global const float *restrict in,
                     __global float *restrict out,
                     int pitch, float wc, float wa, float wd)
{
    __local float tile[ST_TY + 2][ST_LX + 2];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int gx0 = get_group_id(0) * ST_LX;
    int gy0 = get_group_id(1) * ST_TY;

    // cooperative load of (ST_TY + 2) x (ST_LX + 2) values, halo included
    int lid = ly * ST_LX + lx;
    for (int t = lid; t < (ST_TY + 2) * (ST_LX + 2); t += ST_LX * ST_LY) {
        int ty = t / (ST_LX + 2);
        int tx = t - ty * (ST_LX + 2);
        tile[ty][tx] = in[(gy0 + ty) * pitch + gx0 + tx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);

#pragma unroll
    for (int r = 0; r < ST_ROWS; r++) {
        int ty = ly * ST_ROWS + r + 1;
        int tx = lx + 1;
        float c = tile[ty][tx];
        float adj = tile[ty - 1][tx] + tile[ty + 1][tx] + tile[ty][tx - 1] + tile[ty][tx + 1];
        float dg = tile[ty - 1][tx - 1] + tile[ty - 1][tx + 1] + tile[ty + 1][tx - 1] + tile[ty + 1][tx + 1];
        out[(gy0 + ty) * pitch + gx0 + tx] = wc * c + wa * adj + wd * dg;
    }
}
