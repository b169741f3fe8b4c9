// Imitates two Rodinia applications: gaussian (forward elimination without pivoting: a "fan1" kernel computing the
// column of multipliers below the pivot and a "fan2" kernel updating the trailing rows and the right-hand side), and
// particlefilter (per-particle motion update with an LCG + Box-Muller draw, likelihood from frame pixels gathered at
// disk offsets around the particle, weight * exp(likelihood) with a work-group partial sum, and the resampling
// find-index step, here as a binary search over the CDF).
// Interesting for a scheduler: fan1/fan2 are tiny memory-bound loops (one divide per row, one load-fma-store per
// element) where only load clustering matters; the likelihood kernel is a gather loop (address depends on the
// particle position) feeding a short ALU chain, then exp/log/cos/sqrt and an LDS tree; find-index is a chain of
// dependent global loads (log2 N trips), the purest latency-bound shape.

// ---------------------------------------------------------------------------------------------------------------
// Gaussian elimination step t on an n x n row-major matrix a (and right-hand side b). fan1: rows t+1..n-1 get
// m[row][t] = a[row][t] / a[t][t], grid-stride over rows.
// ---------------------------------------------------------------------------------------------------------------
__kernel void gauss_fan1_multipliers(__global float *restrict m,
                                     __global const float *restrict a,
                                     int n, int t)
{
    float pivot = a[t * n + t];
    int rows_below = n - 1 - t;
    for (int i = get_global_id(0); i < rows_below; i += get_global_size(0)) {
        int row = t + 1 + i;
        // a true division per row, as in Rodinia (not a reciprocal multiply)
        m[row * n + t] = a[row * n + t] / pivot;
    }
}

// fan2: a[row][col] -= m[row][t] * a[t][col] for rows t+1.. and cols t..; column index on dimension 0 (coalesced),
// each work-item walks the columns of its row with a grid stride; the first column's work-item also updates b.
__kernel void gauss_fan2_row_update(__global const float *restrict m,
                                    __global float *restrict a,
                                    __global float *restrict b,
                                    int n, int t)
{
    int row = t + 1 + get_global_id(1);
    if (row >= n)
        return;
    float mult = m[row * n + t];
    __global float *arow = a + (size_t)row * n;
    __global const float *prow = a + (size_t)t * n;
    int cstride = get_global_size(0);
    int col = t + get_global_id(0);
    // two columns per trip: both loads of a trip are independent
    for (; col + cstride < n; col += 2 * cstride) {
        float p0 = prow[col], p1 = prow[col + cstride];
        float a0 = arow[col], a1 = arow[col + cstride];
        arow[col] = fma(-mult, p0, a0);
        arow[col + cstride] = fma(-mult, p1, a1);
    }
    if (col < n)
        arow[col] = fma(-mult, prow[col], arow[col]);
    if (get_global_id(0) == 0)
        b[row] = fma(-mult, b[t], b[row]);
}

// ---------------------------------------------------------------------------------------------------------------
// Particle filter likelihood. Frame k of a video (size_x x size_y x nframes, uchar, index x*size_y*nframes +
// y*nframes + k as in Rodinia) is compared with the object model: for each of the n_offsets disk offsets
// (dx, dy) = offsets[2j+1], offsets[2j], pixel I contributes ((I-100)^2 - (I-228)^2) / 50.
// ---------------------------------------------------------------------------------------------------------------
#define PF_WG 256
#define PF_MAX_OFFSETS 128
#define PF_LCG_A 1103515245u
#define PF_LCG_C 12345u
#define PF_TWO_PI 6.2831853071795864f

static inline float pf_uniform(uint *state)
{
    *state = PF_LCG_A * *state + PF_LCG_C;
    return ((float)(*state >> 8) + 0.5f) * (1.0f / 16777216.0f);
}

static inline float pf_normal(uint *state)
{
    float u = pf_uniform(state);
    float v = pf_uniform(state);
    return sqrt(-2.0f * log(u)) * cos(PF_TWO_PI * v);
}

__kernel __attribute__((reqd_work_group_size(PF_WG, 1, 1)))
void pf_likelihood_weights(__global float *restrict pos_x,
                           __global float *restrict pos_y,
                           __global uint *restrict seeds,
                           __global const int *restrict offsets,
                           int n_offsets,
                           __global const uchar *restrict video,
                           int size_x, int size_y, int nframes, int frame,
                           __global float *restrict weights,
                           __global float *restrict partial_sums,
                           int nparticles)
{
    __local int loff[2 * PF_MAX_OFFSETS];
    __local float wsum[PF_WG];
    int lid = get_local_id(0);
    int p = get_global_id(0);
    int noff = min(n_offsets, PF_MAX_OFFSETS);

    for (int j = lid; j < 2 * noff; j += PF_WG)
        loff[j] = offsets[j];
    barrier(CLK_LOCAL_MEM_FENCE);

    float w = 0.0f;
    if (p < nparticles) {
        // motion model: drift plus gaussian noise
        uint st = seeds[p];
        float x = pos_x[p] + 1.0f + 5.0f * pf_normal(&st);
        float y = pos_y[p] - 2.0f + 2.0f * pf_normal(&st);
        seeds[p] = st;
        pos_x[p] = x;
        pos_y[p] = y;

        int cx = (int)rint(x);
        int cy = (int)rint(y);
        long total = (long)size_x * size_y * nframes;
        float acc = 0.0f;
        for (int j = 0; j < noff; j++) {
            int ix = cx + loff[2 * j + 1];
            int iy = cy + loff[2 * j];
            long ind = abs((long)ix * size_y * nframes + (long)iy * nframes + frame);
            if (ind >= total)
                ind = 0;
            float pix = (float)video[ind];
            float d_fg = pix - 100.0f;
            float d_bg = pix - 228.0f;
            acc += (d_fg * d_fg - d_bg * d_bg) * (1.0f / 50.0f);
        }
        float likelihood = acc / (float)noff;
        w = weights[p] * exp(likelihood);
        weights[p] = w;
    }

    // work-group sum of the new weights for the normalisation pass
    wsum[lid] = w;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int s = PF_WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            wsum[lid] += wsum[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial_sums[get_group_id(0)] = wsum[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Systematic resampling: particle i draws u_i = (u0 + i) / N and takes the state of the first particle whose CDF
// entry is >= u_i (lower bound by binary search). Weights are reset to 1/N.
// ---------------------------------------------------------------------------------------------------------------
__kernel void pf_find_index_bsearch(__global const float *restrict cdf,
                                    __global const float *restrict pos_x,
                                    __global const float *restrict pos_y,
                                    __global float *restrict new_x,
                                    __global float *restrict new_y,
                                    __global float *restrict weights,
                                    float u0, int nparticles)
{
    int i = get_global_id(0);
    if (i >= nparticles)
        return;
    float inv_n = 1.0f / (float)nparticles;
    float u = (u0 + (float)i) * inv_n;

    int lo = 0, hi = nparticles - 1;
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (cdf[mid] >= u)
            hi = mid;
        else
            lo = mid + 1;
    }
    new_x[i] = pos_x[lo];
    new_y[i] = pos_y[lo];
    weights[i] = inv_n;
}
