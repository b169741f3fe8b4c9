// Imitates the building blocks of GPU scan and LSD radix sort (the Blelloch work-efficient scan of GPU Gems 3 ch. 39
// with bank-conflict padding, and the reduce-then-scan radix pass of Satish/Harris/Garland and Merrill: per-group
// 4-bit digit histograms, a global scan of the counts, then a local split sort of each tile and a scatter).
// Interesting for a scheduler: the scans are chains of LDS round trips separated by barriers with almost no ALU to
// hide them; the register-level part (8 elements per work-item, serial scan) gives a short burst of independent
// loads and a dependent add chain. The scatter kernel keeps 4 keys + 4 values per work-item live across four
// split-and-barrier rounds and ends in data-dependent global stores.

// ---------------------------------------------------------------------------------------------------------------
// Work-group exclusive scan: each work-item owns SCAN_IPT consecutive elements, scans them in registers, the 256
// per-thread totals are scanned with up-sweep / down-sweep in padded LDS, and the group total is written out for
// the next level.
// ---------------------------------------------------------------------------------------------------------------
#define SCAN_WG 256
#define SCAN_IPT 8
#define SCAN_PAD(i) ((i) + ((i) >> 5))

__kernel __attribute__((reqd_work_group_size(SCAN_WG, 1, 1)))
void scan_blelloch_wg_ipt8(__global const uint *restrict in,
                           __global uint *restrict out,
                           __global uint *restrict group_totals,
                           int n)
{
    __local uint sums[SCAN_PAD(SCAN_WG)];
    int lid = get_local_id(0);
    int base = get_group_id(0) * SCAN_WG * SCAN_IPT + lid * SCAN_IPT;

    uint v[SCAN_IPT];
    if (base + SCAN_IPT <= n) {
        uint4 lo = vload4(0, in + base);
        uint4 hi = vload4(1, in + base);
        v[0] = lo.x; v[1] = lo.y; v[2] = lo.z; v[3] = lo.w;
        v[4] = hi.x; v[5] = hi.y; v[6] = hi.z; v[7] = hi.w;
    } else {
#pragma unroll
        for (int i = 0; i < SCAN_IPT; i++)
            v[i] = base + i < n ? in[base + i] : 0u;
    }

    // serial exclusive scan of the thread's own elements
    uint run = 0;
#pragma unroll
    for (int i = 0; i < SCAN_IPT; i++) {
        uint x = v[i];
        v[i] = run;
        run += x;
    }
    sums[SCAN_PAD(lid)] = run;

    // up-sweep (reduce)
    int offset = 1;
#pragma unroll
    for (int d = SCAN_WG >> 1; d > 0; d >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            int ai = offset * (2 * lid + 1) - 1;
            int bi = offset * (2 * lid + 2) - 1;
            sums[SCAN_PAD(bi)] += sums[SCAN_PAD(ai)];
        }
        offset <<= 1;
    }

    if (lid == 0) {
        group_totals[get_group_id(0)] = sums[SCAN_PAD(SCAN_WG - 1)];
        sums[SCAN_PAD(SCAN_WG - 1)] = 0u;
    }

    // down-sweep
#pragma unroll
    for (int d = 1; d < SCAN_WG; d <<= 1) {
        offset >>= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            int ai = offset * (2 * lid + 1) - 1;
            int bi = offset * (2 * lid + 2) - 1;
            uint left = sums[SCAN_PAD(ai)];
            sums[SCAN_PAD(ai)] = sums[SCAN_PAD(bi)];
            sums[SCAN_PAD(bi)] += left;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    uint prefix = sums[SCAN_PAD(lid)];
    if (base + SCAN_IPT <= n) {
        vstore4((uint4)(v[0], v[1], v[2], v[3]) + prefix, 0, out + base);
        vstore4((uint4)(v[4], v[5], v[6], v[7]) + prefix, 1, out + base);
    } else {
#pragma unroll
        for (int i = 0; i < SCAN_IPT; i++)
            if (base + i < n)
                out[base + i] = v[i] + prefix;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Radix sort, one 4-bit pass. Every group owns `tiles_per_group` consecutive tiles of RADIX_TILE keys.
// Step 1 counts digits per group into counts[digit * ngroups + group] (digit-major, so one exclusive scan of the
// whole array gives each (digit, group) its global output offset). Step 3 re-reads the same tiles in order.
// ---------------------------------------------------------------------------------------------------------------
#define RADIX_WG 256
#define RADIX_KPT 4
#define RADIX_TILE (RADIX_WG * RADIX_KPT)
#define RADIX_BINS 16

__kernel __attribute__((reqd_work_group_size(RADIX_WG, 1, 1)))
void radix4_group_histogram(__global const uint *restrict keys,
                            __global uint *restrict counts,
                            int n, int shift, int tiles_per_group)
{
    __local uint hist[RADIX_BINS];
    int lid = get_local_id(0);
    int grp = get_group_id(0);
    int ngroups = get_num_groups(0);
    if (lid < RADIX_BINS)
        hist[lid] = 0u;
    barrier(CLK_LOCAL_MEM_FENCE);

    int first_tile = grp * tiles_per_group;
    for (int t = 0; t < tiles_per_group; t++) {
        int tile_base = (first_tile + t) * RADIX_TILE;
        if (tile_base >= n)
            break;
        // striped reads: lane-consecutive for coalescing
#pragma unroll
        for (int k = 0; k < RADIX_KPT; k++) {
            int idx = tile_base + k * RADIX_WG + lid;
            if (idx < n) {
                uint digit = (keys[idx] >> shift) & (RADIX_BINS - 1);
                atomic_inc(&hist[digit]);
            }
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < RADIX_BINS)
        counts[lid * ngroups + grp] = hist[lid];
}

// Inclusive Kogge-Stone sum over the work-group in LDS; returns the exclusive prefix, *total gets the group sum.
static inline uint wg_exclusive_sum(uint x, __local uint *buf, int lid, uint *total)
{
    buf[lid] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int d = 1; d < RADIX_WG; d <<= 1) {
        uint add = lid >= d ? buf[lid - d] : 0u;
        barrier(CLK_LOCAL_MEM_FENCE);
        buf[lid] += add;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    uint incl = buf[lid];
    *total = buf[RADIX_WG - 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    return incl - x;
}

__kernel __attribute__((reqd_work_group_size(RADIX_WG, 1, 1)))
void radix4_split_scatter(__global const uint *restrict keys_in,
                          __global const uint *restrict vals_in,
                          __global const uint *restrict scanned_counts,
                          __global uint *restrict keys_out,
                          __global uint *restrict vals_out,
                          int n, int shift, int tiles_per_group)
{
    __local uint lkeys[RADIX_TILE];
    __local uint lvals[RADIX_TILE];
    __local uint scan_buf[RADIX_WG];
    __local uint out_base[RADIX_BINS];
    __local uint tile_count[RADIX_BINS];
    __local uint tile_start[RADIX_BINS];

    int lid = get_local_id(0);
    int grp = get_group_id(0);
    int ngroups = get_num_groups(0);
    if (lid < RADIX_BINS)
        out_base[lid] = scanned_counts[lid * ngroups + grp];

    int first_tile = grp * tiles_per_group;
    for (int t = 0; t < tiles_per_group; t++) {
        int tile_base = (first_tile + t) * RADIX_TILE;
        if (tile_base >= n)
            break;
        int valid = min(RADIX_TILE, n - tile_base);

        // striped load through LDS into a blocked arrangement (keys lid*KPT .. lid*KPT+3)
#pragma unroll
        for (int k = 0; k < RADIX_KPT; k++) {
            int pos = k * RADIX_WG + lid;
            bool ok = pos < valid;
            lkeys[pos] = ok ? keys_in[tile_base + pos] : 0xffffffffu;
            lvals[pos] = ok ? vals_in[tile_base + pos] : 0u;
        }
        if (lid < RADIX_BINS)
            tile_count[lid] = 0u;
        barrier(CLK_LOCAL_MEM_FENCE);

        uint k4[RADIX_KPT], v4[RADIX_KPT];
#pragma unroll
        for (int k = 0; k < RADIX_KPT; k++) {
            k4[k] = lkeys[lid * RADIX_KPT + k];
            v4[k] = lvals[lid * RADIX_KPT + k];
        }
        barrier(CLK_LOCAL_MEM_FENCE);

        // four stable 1-bit splits sort the tile by the 4-bit digit
        for (int b = 0; b < 4; b++) {
            int bit = shift + b;
            uint zeros_here = 0;
#pragma unroll
            for (int k = 0; k < RADIX_KPT; k++)
                zeros_here += ((k4[k] >> bit) & 1u) ^ 1u;
            uint total_zeros;
            uint zero_prefix = wg_exclusive_sum(zeros_here, scan_buf, lid, &total_zeros);

            uint zseen = 0;
#pragma unroll
            for (int k = 0; k < RADIX_KPT; k++) {
                uint is_zero = ((k4[k] >> bit) & 1u) ^ 1u;
                uint rank = (uint)(lid * RADIX_KPT + k);
                uint zpos = zero_prefix + zseen;
                uint dst = is_zero ? zpos : total_zeros + (rank - zpos);
                lkeys[dst] = k4[k];
                lvals[dst] = v4[k];
                zseen += is_zero;
            }
            barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
            for (int k = 0; k < RADIX_KPT; k++) {
                k4[k] = lkeys[lid * RADIX_KPT + k];
                v4[k] = lvals[lid * RADIX_KPT + k];
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }

        // digit counts of this tile (valid keys only), then their exclusive scan
#pragma unroll
        for (int k = 0; k < RADIX_KPT; k++) {
            int pos = lid * RADIX_KPT + k;
            if (pos < valid)
                atomic_inc(&tile_count[(k4[k] >> shift) & (RADIX_BINS - 1)]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid == 0) {
            uint acc = 0;
#pragma unroll
            for (int d = 0; d < RADIX_BINS; d++) {
                tile_start[d] = acc;
                acc += tile_count[d];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);

        // scatter: padding keys (all ones) sort to the very end of the tile, so pos < valid skips them
#pragma unroll
        for (int k = 0; k < RADIX_KPT; k++) {
            int pos = lid * RADIX_KPT + k;
            if (pos < valid) {
                uint d = (k4[k] >> shift) & (RADIX_BINS - 1);
                uint dst = out_base[d] + ((uint)pos - tile_start[d]);
                keys_out[dst] = k4[k];
                vals_out[dst] = v4[k];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < RADIX_BINS)
            out_base[lid] += tile_count[lid];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
