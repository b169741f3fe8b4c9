// Rodinia-style LU decomposition blocks (16x16, LDS): the diagonal factorisation and the perimeter triangular solves.
// Interesting for a scheduler: short LDS-bound inner loops separated by barriers, low register use, triangular divergence.

#define LUD_BS 16

__kernel __attribute__((reqd_work_group_size(LUD_BS, 1, 1)))
void lud_diag_block(__global float *restrict m, int dim, int offset)
{
    __local float blk[LUD_BS][LUD_BS];
    int tx = get_local_id(0);
    int base = offset * dim + offset;

    for (int i = 0; i < LUD_BS; i++)
        blk[i][tx] = m[base + i * dim + tx];
    barrier(CLK_LOCAL_MEM_FENCE);

    // Right-looking elimination: work-item tx owns row tx.
    for (int k = 0; k < LUD_BS - 1; k++) {
        if (tx > k) {
            float l = blk[tx][k] / blk[k][k];
            blk[tx][k] = l;
            for (int j = k + 1; j < LUD_BS; j++)
                blk[tx][j] -= l * blk[k][j];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    for (int i = 1; i < LUD_BS; i++)
        m[base + i * dim + tx] = blk[i][tx];
}

// 2*LUD_BS work-items per block: the first half solves L00 * U01 = A01 for one
// column of the block right of the diagonal, the second half solves
// L10 * U00 = A10 for one row of the block below it.
__kernel __attribute__((reqd_work_group_size(2 * LUD_BS, 1, 1)))
void lud_perim_block(__global float *restrict m, int dim, int offset)
{
    __local float dia[LUD_BS][LUD_BS];
    __local float prow[LUD_BS][LUD_BS];
    __local float pcol[LUD_BS][LUD_BS];

    int tx = get_local_id(0);
    int bx = get_group_id(0);
    int diag_base = offset * dim + offset;
    int row_base = diag_base + (bx + 1) * LUD_BS;          // block to the right
    int col_base = diag_base + (bx + 1) * LUD_BS * dim;    // block below

    if (tx < LUD_BS) {
        for (int i = 0; i < LUD_BS / 2; i++)
            dia[i][tx] = m[diag_base + i * dim + tx];
        for (int i = 0; i < LUD_BS; i++)
            prow[i][tx] = m[row_base + i * dim + tx];
    } else {
        int t = tx - LUD_BS;
        for (int i = LUD_BS / 2; i < LUD_BS; i++)
            dia[i][t] = m[diag_base + i * dim + t];
        for (int i = 0; i < LUD_BS; i++)
            pcol[i][t] = m[col_base + i * dim + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    if (tx < LUD_BS) {
        // forward substitution down column tx of the right block (unit lower L)
        int c = tx;
        for (int i = 1; i < LUD_BS; i++) {
            float s = prow[i][c];
            for (int j = 0; j < i; j++)
                s -= dia[i][j] * prow[j][c];
            prow[i][c] = s;
        }
    } else {
        // row r of the lower block times U00^-1
        int r = tx - LUD_BS;
        for (int i = 0; i < LUD_BS; i++) {
            float s = pcol[r][i];
            for (int j = 0; j < i; j++)
                s -= pcol[r][j] * dia[j][i];
            pcol[r][i] = s / dia[i][i];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    if (tx < LUD_BS) {
        for (int i = 1; i < LUD_BS; i++)
            m[row_base + i * dim + tx] = prow[i][tx];
    } else {
        int t = tx - LUD_BS;
        for (int i = 0; i < LUD_BS; i++)
            m[col_base + i * dim + t] = pcol[i][t];
    }
}
