// Memory-system microbenchmarks in the style of BabelStream, HPCC RandomAccess (GUPS) and the vendor histogram samples:
// float4 copy and scale with a grid-stride loop, 64-bit XOR table updates at pseudo-random addresses, and a
// 256-bin byte histogram with global atomics. Latency-bound: one or two memory operations per few ALU instructions.

__kernel void stream_copy_f4_gs(__global const float4 *restrict a,
                                __global float4 *restrict c,
                                int n4)
{
    int stride = get_global_size(0);
    for (int i = get_global_id(0); i < n4; i += stride)
        c[i] = a[i];
}

__kernel void stream_scale_f4_gs(__global float4 *restrict b,
                                 __global const float4 *restrict c,
                                 float scalar, int n4)
{
    int stride = get_global_size(0);
    for (int i = get_global_id(0); i < n4; i += stride)
        b[i] = scalar * c[i];
}

// HPCC RandomAccess: each work-item runs its own stretch of the x^63 + x^2 + x + 1
// shift-register sequence (seeded by the host) and XORs the value into the
// table; updates from different work-items may race (HPCC tolerates 1%).
#define GUPS_POLY 0x0000000000000007UL

__kernel void gups_xor_table_update(__global ulong *table,
                                    __global const ulong *restrict seeds,
                                    ulong table_mask, int nupdates)
{
    int t = get_global_id(0);
    ulong ran = seeds[t];
    for (int u = 0; u < nupdates; u++) {
        ran = (ran << 1) ^ (((long)ran < 0) ? GUPS_POLY : 0UL);
        table[ran & table_mask] ^= ran;
    }
}

// Byte histogram of packed 32-bit words, every increment a global atomic.
__kernel void histo256_bytes_global(__global const uint *restrict data,
                                    __global volatile uint *bins,
                                    int nwords)
{
    int stride = get_global_size(0);
    for (int i = get_global_id(0); i < nwords; i += stride) {
        uint w = data[i];
        atomic_inc(&bins[w & 0xffu]);
        atomic_inc(&bins[(w >> 8) & 0xffu]);
        atomic_inc(&bins[(w >> 16) & 0xffu]);
        atomic_inc(&bins[w >> 24]);
    }
}
