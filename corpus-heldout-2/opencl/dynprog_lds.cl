// LDS-and-barrier kernels in the Rodinia style: a pathfinder pyramid (several DP rows per launch, a ping-pong row
// buffer in LDS, halo columns recomputed), a Needleman-Wunsch block swept by anti-diagonals with a barrier per
// diagonal, and a padded 32x32 LDS tile transpose.
// Latency-bound: short loops dominated by LDS and global accesses and barrier waits.

#define PF_WG 256

// One launch advances `steps` rows: the work-group owns PF_WG - 2 * steps
// output columns and recomputes `steps` halo columns on each side.
__kernel __attribute__((reqd_work_group_size(PF_WG, 1, 1)))
void pathfinder_rows_pingpong(__global const int *restrict wall,
                              __global const int *restrict src,
                              __global int *restrict dst,
                              int cols, int start_row, int steps)
{
    __local int row[2][PF_WG];
    int lid = get_local_id(0);
    int owned = PF_WG - 2 * steps;
    int col = get_group_id(0) * owned - steps + lid;
    int cc = clamp(col, 0, cols - 1);
    row[0][lid] = src[cc];
    barrier(CLK_LOCAL_MEM_FENCE);

    int lw = max(lid - 1, 0), le = min(lid + 1, PF_WG - 1);
    int cur = 0;
    for (int s = 0; s < steps; s++) {
        int m = row[cur][lid];
        int l = col <= 0 ? m : row[cur][lw];
        int r = col >= cols - 1 ? m : row[cur][le];
        int v = min(m, min(l, r)) + wall[(size_t)(start_row + s) * cols + cc];
        row[cur ^ 1][lid] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        cur ^= 1;
    }
    if (lid >= steps && lid < PF_WG - steps && col >= 0 && col < cols)
        dst[col] = row[cur][lid];
}

// score and reference: (nb * NW_BS + 1) x (nb * NW_BS + 1), row 0 and column 0
// initialised by the host. Launch once per block anti-diagonal `diag`.
#define NW_BS 16

__kernel __attribute__((reqd_work_group_size(NW_BS, 1, 1)))
void nw_block_antidiag(__global const int *restrict reference,
                       __global int *restrict score,
                       int dim, int diag, int nblocks, int penalty)
{
    __local int s[NW_BS + 1][NW_BS + 1];
    __local int ref[NW_BS][NW_BS];
    int tx = get_local_id(0);
    int by = max(0, diag - (nblocks - 1)) + get_group_id(0);
    int bx = diag - by;
    if (bx < 0 || by >= nblocks)
        return;
    size_t base = (size_t)by * NW_BS * dim + bx * NW_BS;

    if (tx == 0)
        s[0][0] = score[base];
    s[0][tx + 1] = score[base + tx + 1];
    s[tx + 1][0] = score[base + (size_t)(tx + 1) * dim];
    for (int r = 0; r < NW_BS; r++)
        ref[r][tx] = reference[base + (size_t)(r + 1) * dim + tx + 1];
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int d = 0; d < 2 * NW_BS - 1; d++) {
        int j = d - tx;
        if (j >= 0 && j < NW_BS) {
            int m = s[tx][j] + ref[tx][j];
            int up = s[tx][j + 1] - penalty;
            int left = s[tx + 1][j] - penalty;
            s[tx + 1][j + 1] = max(m, max(up, left));
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int r = 0; r < NW_BS; r++)
        score[base + (size_t)(r + 1) * dim + tx + 1] = s[r + 1][tx + 1];
}

#define TR_TILE 32
#define TR_ROWS 8

// out (width x height) = transpose of in (height x width)
__kernel __attribute__((reqd_work_group_size(TR_TILE, TR_ROWS, 1)))
void transpose32_lds_padded(__global float *restrict out,
                            __global const float *restrict in,
                            int width, int height)
{
    __local float tile[TR_TILE][TR_TILE + 1];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x = get_group_id(0) * TR_TILE + lx;
    int y = get_group_id(1) * TR_TILE + ly;
#pragma unroll
    for (int j = 0; j < TR_TILE; j += TR_ROWS)
        if (x < width && y + j < height)
            tile[ly + j][lx] = in[(size_t)(y + j) * width + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    x = get_group_id(1) * TR_TILE + lx;
    y = get_group_id(0) * TR_TILE + ly;
#pragma unroll
    for (int j = 0; j < TR_TILE; j += TR_ROWS)
        if (x < height && y + j < width)
            out[(size_t)(y + j) * height + x] = tile[lx][ly + j];
}
