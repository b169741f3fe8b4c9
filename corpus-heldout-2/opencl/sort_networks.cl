// Register sorting networks as used for the per-thread stage of GPU merge and radix sorts (CUB/ModernGPU block sort):
// a 16-key bitonic sorter on uint keys and a 16-pair Batcher odd-even merge sorter on (float key, uint value) pairs,
// each work-item sorting its own run. Interesting for a scheduler: fully unrolled min/max and select networks over 16
// or 32 values; long chains of dependent compare-exchanges with little parallelism at each step's end.

#define SN_N 16

#define CMPX_U(a, b)                 \
    {                                \
        uint lo_ = min(a, b);        \
        uint hi_ = max(a, b);        \
        (a) = lo_;                   \
        (b) = hi_;                   \
    }

__kernel void bitonic16_sort_keys_u32(__global uint *restrict keys, int nruns, int descending)
{
    int g = get_global_id(0);
    if (g >= nruns)
        return;
    __global uint *p = keys + (size_t)g * SN_N;
    uint16 v = vload16(0, p);
    uint k[SN_N] = {v.s0, v.s1, v.s2, v.s3, v.s4, v.s5, v.s6, v.s7,
                    v.s8, v.s9, v.sa, v.sb, v.sc, v.sd, v.se, v.sf};

#pragma unroll
    for (int size = 2; size <= SN_N; size <<= 1) {
#pragma unroll
        for (int stride = size >> 1; stride > 0; stride >>= 1) {
#pragma unroll
            for (int i = 0; i < SN_N; i++) {
                int j = i ^ stride;
                if (j > i) {
                    if ((i & size) == 0)
                        CMPX_U(k[i], k[j])
                    else
                        CMPX_U(k[j], k[i])
                }
            }
        }
    }
    if (descending) {
#pragma unroll
        for (int i = 0; i < SN_N / 2; i++) {
            uint t = k[i];
            k[i] = k[SN_N - 1 - i];
            k[SN_N - 1 - i] = t;
        }
    }
    vstore16((uint16)(k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7],
                      k[8], k[9], k[10], k[11], k[12], k[13], k[14], k[15]), 0, p);
}

// Batcher odd-even merge sort (Knuth 5.3.4, exercise 32 form). Keys are
// floats; NaNs sort last because the comparison is !(b < a).
__kernel void oddeven_merge16_sort_kv(__global const float *restrict keys_in,
                                      __global const uint *restrict vals_in,
                                      __global float *restrict keys_out,
                                      __global uint *restrict vals_out,
                                      int nruns)
{
    int g = get_global_id(0);
    if (g >= nruns)
        return;
    size_t base = (size_t)g * SN_N;
    float k[SN_N];
    uint v[SN_N];
#pragma unroll
    for (int i = 0; i < SN_N; i += 4) {
        float4 kk = vload4(0, keys_in + base + i);
        uint4 vv = vload4(0, vals_in + base + i);
        k[i] = kk.x; k[i + 1] = kk.y; k[i + 2] = kk.z; k[i + 3] = kk.w;
        v[i] = vv.x; v[i + 1] = vv.y; v[i + 2] = vv.z; v[i + 3] = vv.w;
    }

#pragma unroll
    for (int p = 1; p < SN_N; p <<= 1) {
#pragma unroll
        for (int q = p; q >= 1; q >>= 1) {
#pragma unroll
            for (int j = q % p; j + q < SN_N; j += 2 * q) {
#pragma unroll
                for (int i = 0; i < q; i++) {
                    int a = i + j, b = i + j + q;
                    if (b < SN_N && a / (2 * p) == b / (2 * p)) {
                        bool sw = k[b] < k[a];
                        float ka = k[a], kb = k[b];
                        uint va = v[a], vb = v[b];
                        k[a] = sw ? kb : ka;
                        k[b] = sw ? ka : kb;
                        v[a] = sw ? vb : va;
                        v[b] = sw ? va : vb;
                    }
                }
            }
        }
    }

#pragma unroll
    for (int i = 0; i < SN_N; i += 4) {
        vstore4((float4)(k[i], k[i + 1], k[i + 2], k[i + 3]), 0, keys_out + base + i);
        vstore4((uint4)(v[i], v[i + 1], v[i + 2], v[i + 3]), 0, vals_out + base + i);
    }
}
