// Imitates k-nearest-neighbour search as GPU kNN libraries and point-cloud codes write it (Garcia et al.'s brute-force
// kNN, FAISS-style per-thread top-k with a merge of partial lists, and SPH / point-cloud neighbour search on a
// uniform grid): a brute-force kernel where each work-item owns one 16-dimensional query, reference points stream
// through LDS and every distance goes through an unrolled insertion into a sorted top-16 list in registers; a merge
// of partial top-16 lists (from a split reference set) by the bitonic trick (min of one list against the other
// reversed, then a 4-stage bitonic merge, keys and values moving together); and a 3-D grid search over the 27
// neighbouring cells with a top-8 list.
// Interesting for a scheduler: the insertion is a 16-deep chain of compare/select pairs on 32 live registers that
// sits behind a data-dependent branch, with the next distances (LDS reads + FMAs) as the only independent work;
// the bitonic merge is a fixed network of min/max/select over 64 values; the grid search is a gather loop over
// cell ranges (cell bounds -> dependent point loads) with divergent trip counts.

#define KNN_DIM4 4            // 16 dimensions as 4 float4
#define KNN_K 16
#define KNN_TILE 128

// ---------------------------------------------------------------------------------------------------------------
// queries: [nq][16], refs: [nr][16]; out_d / out_i: [nq][16], ascending squared distance.
// ---------------------------------------------------------------------------------------------------------------
__kernel __attribute__((reqd_work_group_size(KNN_TILE, 1, 1)))
void knn_bruteforce_d16_top16(__global const float4 *restrict queries,
                              __global const float4 *restrict refs,
                              __global float *restrict out_d,
                              __global int *restrict out_i,
                              int nq, int nr)
{
    __local float4 tile[KNN_TILE][KNN_DIM4];
    int lid = get_local_id(0);
    int qi = get_global_id(0);
    bool live = qi < nq;

    float4 q[KNN_DIM4];
#pragma unroll
    for (int c = 0; c < KNN_DIM4; ++c)
        q[c] = live ? queries[qi * KNN_DIM4 + c] : (float4)(0.0f);

    float kd[KNN_K];
    int ki[KNN_K];
#pragma unroll
    for (int t = 0; t < KNN_K; ++t) {
        kd[t] = INFINITY;
        ki[t] = -1;
    }

    for (int r0 = 0; r0 < nr; r0 += KNN_TILE) {
        barrier(CLK_LOCAL_MEM_FENCE);
        int rr = r0 + lid;
#pragma unroll
        for (int c = 0; c < KNN_DIM4; ++c)
            tile[lid][c] = rr < nr ? refs[rr * KNN_DIM4 + c] : (float4)(INFINITY);
        barrier(CLK_LOCAL_MEM_FENCE);

        int cnt = min(KNN_TILE, nr - r0);
        for (int r = 0; r < cnt; ++r) {
            float4 acc = (float4)(0.0f);
#pragma unroll
            for (int c = 0; c < KNN_DIM4; ++c) {
                float4 df = q[c] - tile[r][c];
                acc = fma(df, df, acc);
            }
            float d = (acc.x + acc.y) + (acc.z + acc.w);
            if (d < kd[KNN_K - 1]) {
                int id = r0 + r;
#pragma unroll
                for (int t = KNN_K - 1; t > 0; --t) {
                    bool up = d < kd[t - 1];
                    bool here = d < kd[t];
                    kd[t] = up ? kd[t - 1] : (here ? d : kd[t]);
                    ki[t] = up ? ki[t - 1] : (here ? id : ki[t]);
                }
                bool first = d < kd[0];
                kd[0] = first ? d : kd[0];
                ki[0] = first ? id : ki[0];
            }
        }
    }
    if (live) {
#pragma unroll
        for (int t = 0; t < KNN_K; ++t) {
            out_d[qi * KNN_K + t] = kd[t];
            out_i[qi * KNN_K + t] = ki[t];
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// part_d / part_i: [nq][P][16] sorted partial lists; the P lists of each query are merged into one top-16.
// ---------------------------------------------------------------------------------------------------------------
#define CMPX(a, b)                                           \
    {                                                        \
        bool sw_ = kd[b] < kd[a];                            \
        float lo_ = sw_ ? kd[b] : kd[a];                     \
        float hi_ = sw_ ? kd[a] : kd[b];                     \
        int li_ = sw_ ? ki[b] : ki[a];                       \
        int hj_ = sw_ ? ki[a] : ki[b];                       \
        kd[a] = lo_; kd[b] = hi_; ki[a] = li_; ki[b] = hj_;  \
    }

__kernel void knn_merge_topk16_bitonic(__global const float4 *restrict part_d,
                                       __global const int4 *restrict part_i,
                                       __global float4 *restrict out_d,
                                       __global int4 *restrict out_i,
                                       int nq, int P)
{
    int qi = get_global_id(0);
    if (qi >= nq)
        return;
    size_t base = (size_t)qi * P * 4;

    float kd[KNN_K];
    int ki[KNN_K];
#pragma unroll
    for (int v = 0; v < 4; ++v) {
        float4 d4 = part_d[base + v];
        int4 i4 = part_i[base + v];
        kd[4 * v] = d4.x; kd[4 * v + 1] = d4.y; kd[4 * v + 2] = d4.z; kd[4 * v + 3] = d4.w;
        ki[4 * v] = i4.x; ki[4 * v + 1] = i4.y; ki[4 * v + 2] = i4.z; ki[4 * v + 3] = i4.w;
    }

    for (int p = 1; p < P; ++p) {
        float bd[KNN_K];
        int bi[KNN_K];
#pragma unroll
        for (int v = 0; v < 4; ++v) {
            float4 d4 = part_d[base + 4 * p + v];
            int4 i4 = part_i[base + 4 * p + v];
            bd[4 * v] = d4.x; bd[4 * v + 1] = d4.y; bd[4 * v + 2] = d4.z; bd[4 * v + 3] = d4.w;
            bi[4 * v] = i4.x; bi[4 * v + 1] = i4.y; bi[4 * v + 2] = i4.z; bi[4 * v + 3] = i4.w;
        }
        // ascending kd against descending b: the elementwise minima are the 16 smallest, as a bitonic sequence
#pragma unroll
        for (int t = 0; t < KNN_K; ++t) {
            bool take = bd[KNN_K - 1 - t] < kd[t];
            kd[t] = take ? bd[KNN_K - 1 - t] : kd[t];
            ki[t] = take ? bi[KNN_K - 1 - t] : ki[t];
        }
        // bitonic merge, strides 8, 4, 2, 1
#pragma unroll
        for (int s = KNN_K / 2; s > 0; s >>= 1) {
#pragma unroll
            for (int t = 0; t < KNN_K; ++t) {
                if ((t & s) == 0)
                    CMPX(t, t + s)
            }
        }
    }
#pragma unroll
    for (int v = 0; v < 4; ++v) {
        out_d[(size_t)qi * 4 + v] = (float4)(kd[4 * v], kd[4 * v + 1], kd[4 * v + 2], kd[4 * v + 3]);
        out_i[(size_t)qi * 4 + v] = (int4)(ki[4 * v], ki[4 * v + 1], ki[4 * v + 2], ki[4 * v + 3]);
    }
}
#undef CMPX

// ---------------------------------------------------------------------------------------------------------------
// Points sorted by cell of a gx x gy x gz grid (cell edge >= search radius); cell_start/cell_end index them.
// For every query: the 8 nearest points within radius among the 27 surrounding cells.
// ---------------------------------------------------------------------------------------------------------------
#define GK 8

__kernel void knn_grid3d_top8(__global const float4 *restrict qpos,
                              __global const float4 *restrict pts,
                              __global const int *restrict cell_start,
                              __global const int *restrict cell_end,
                              __global int *restrict nbr,
                              __global float *restrict nbr_d2,
                              int nq, float4 origin, float inv_cell, int gx, int gy, int gz, float radius2)
{
    int qi = get_global_id(0);
    if (qi >= nq)
        return;
    float4 p = qpos[qi];
    int cx = clamp((int)floor((p.x - origin.x) * inv_cell), 0, gx - 1);
    int cy = clamp((int)floor((p.y - origin.y) * inv_cell), 0, gy - 1);
    int cz = clamp((int)floor((p.z - origin.z) * inv_cell), 0, gz - 1);

    float kd[GK];
    int ki[GK];
#pragma unroll
    for (int t = 0; t < GK; ++t) {
        kd[t] = radius2;
        ki[t] = -1;
    }

    for (int dz = -1; dz <= 1; ++dz) {
        int z = cz + dz;
        if (z < 0 || z >= gz)
            continue;
        for (int dy = -1; dy <= 1; ++dy) {
            int y = cy + dy;
            if (y < 0 || y >= gy)
                continue;
            int row = (z * gy + y) * gx;
            int xlo = max(cx - 1, 0), xhi = min(cx + 1, gx - 1);
            // cells along x are contiguous in the sorted order: one range for the three of them
            int first = cell_start[row + xlo];
            int last = cell_end[row + xhi];
            for (int k = first; k < last; ++k) {
                float4 o = pts[k];
                float ddx = o.x - p.x, ddy = o.y - p.y, ddz = o.z - p.z;
                float d = fma(ddx, ddx, fma(ddy, ddy, ddz * ddz));
                if (d < kd[GK - 1]) {
#pragma unroll
                    for (int t = GK - 1; t > 0; --t) {
                        bool up = d < kd[t - 1];
                        bool here = d < kd[t];
                        kd[t] = up ? kd[t - 1] : (here ? d : kd[t]);
                        ki[t] = up ? ki[t - 1] : (here ? k : ki[t]);
                    }
                    bool f0 = d < kd[0];
                    kd[0] = f0 ? d : kd[0];
                    ki[0] = f0 ? k : ki[0];
                }
            }
        }
    }
#pragma unroll
    for (int t = 0; t < GK; ++t) {
        nbr[qi * GK + t] = ki[t];
        nbr_d2[qi * GK + t] = kd[t];
    }
}
