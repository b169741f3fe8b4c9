// Rodinia-style k-means assignment (transposed features, cluster x feature loop) and backprop layer-forward (LDS tile + tree reduction).
// Interesting for a scheduler: a nested load-bound loop with a running argmin, and an LDS reduction with a barrier per level.

__kernel void kmeans_nearest_center(__global const float *restrict feature_t,
                                    __global const float *restrict centers,
                                    __global int *restrict membership,
                                    __global float *restrict best_dist,
                                    int npoints, int nclusters, int nfeatures)
{
    int p = get_global_id(0);
    if (p >= npoints)
        return;

    int best = 0;
    float best_d = FLT_MAX;
    for (int c = 0; c < nclusters; c++) {
        __global const float *ctr = centers + c * nfeatures;
        float d = 0.0f;
        for (int f = 0; f < nfeatures; f++) {
            float diff = feature_t[f * npoints + p] - ctr[f];
            d = fma(diff, diff, d);
        }
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    membership[p] = best;
    best_dist[p] = best_d;
}

#define BP_W 16

// One work-group handles BP_W input units x BP_W hidden units; writes one
// partial sum per hidden unit and work-group row, and the weighted products.
__kernel __attribute__((reqd_work_group_size(BP_W, BP_W, 1)))
void bp_layer_forward_lds(__global const float *restrict input,
                          __global float *restrict weights,
                          __global float *restrict hidden_partial,
                          int in_n, int hid_n)
{
    __local float in_tile[BP_W];
    __local float prod[BP_W][BP_W];

    int tx = get_local_id(0);
    int ty = get_local_id(1);
    int by = get_group_id(1);
    int hid = get_global_id(0);
    int in_row = by * BP_W + ty;               // 0-based input unit
    int wstride = hid_n + 1;                    // row 0 / column 0 hold the bias
    int widx = (in_row + 1) * wstride + hid + 1;

    if (tx == 0)
        in_tile[ty] = in_row < in_n ? input[in_row + 1] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);

    float w = (in_row < in_n && hid < hid_n) ? weights[widx] : 0.0f;
    float pr = w * in_tile[ty];
    prod[ty][tx] = pr;
    barrier(CLK_LOCAL_MEM_FENCE);

#pragma unroll
    for (int s = 1; s < BP_W; s <<= 1) {
        if ((ty & (2 * s - 1)) == 0)
            prod[ty][tx] += prod[ty + s][tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    if (in_row < in_n && hid < hid_n)
        weights[widx] = pr;
    if (ty == 0 && hid < hid_n)
        hidden_partial[by * hid_n + hid] = prod[0][tx];
}
