// Latency-bound kernels in the style of BabelStream / GUPS / pointer-chasing microbenchmarks: grid-stride triad,
// a two-index gather, and dependent index chasing. Almost no arithmetic: only loads in flight and waves hide the latency.

__kernel void triad_grid_stride(__global float *restrict a,
                                __global const float *restrict b,
                                __global const float *restrict c,
                                float scalar, int n)
{
    int stride = get_global_size(0);
    for (int i = get_global_id(0); i < n; i += stride)
        a[i] = fma(scalar, c[i], b[i]);
}

__kernel void gather_two_index(__global const float *restrict a,
                               __global const float *restrict b,
                               __global const int *restrict idx,
                               __global const int *restrict idx2,
                               __global float *restrict out,
                               int n)
{
    int stride = get_global_size(0);
    for (int i = get_global_id(0); i < n; i += stride)
        out[i] = a[idx[i]] * b[idx2[i]];
}

// Each work-item follows `steps` links of a permutation from its own start and
// sums the payload it meets; only the final index and the sum are stored.
__kernel void index_chase_steps(__global const int *restrict next,
                                __global const float *restrict payload,
                                __global const int *restrict start,
                                __global int *restrict final_idx,
                                __global float *restrict sums,
                                int nchains, int steps)
{
    int t = get_global_id(0);
    if (t >= nchains)
        return;
    int j = start[t];
    float s = 0.0f;
    for (int k = 0; k < steps; k++) {
        j = next[j];
        s += payload[j];
    }
    final_idx[t] = j;
    sums[t] = s;
}
