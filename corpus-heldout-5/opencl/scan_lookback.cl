// Imitates the single-pass device-wide primitives of CUB / rocPRIM (Merrill & Garland, "Single-pass Parallel Prefix
// Scan with Decoupled Look-back"): each tile publishes its aggregate in a 64-bit status word (flag in the high half,
// value in the low half), then a 32-lane window of predecessor status words is inspected until an inclusive prefix
// is found. Instead of spinning on a predecessor that has not published yet, the group reduces that tile from the
// input itself (the "decoupled fallback" of later work), so the look-back always terminates. Two users: an
// inclusive u32 sum scan, 8 items per work-item loaded striped and transposed through LDS (BLOCK_LOAD_TRANSPOSE),
// and a two-way partition (DeviceSelect/DevicePartition::If) of floats by a range predicate, selected values packed
// to the front in order, rejected ones to the back in reverse order.
// Interesting for a scheduler: the body is short chains of LDS round trips between barriers with one device-scope
// acquire load per window lane and release stores; the look-back loop is uniform but data-dependent, and the
// fallback path re-streams a whole tile from global memory behind a barrier. Little ALU work hides anything, so
// the order of the striped loads, the LDS transpose and the stores decides the latency exposed.

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

#define LB_WG 256
#define LB_WINDOW 32
#define LB_FLAG_X 0u          // nothing published
#define LB_FLAG_A 1u          // tile aggregate only
#define LB_FLAG_P 2u          // inclusive prefix through this tile

#define LB_STATE_WINDOW 0
#define LB_STATE_FALLBACK 1
#define LB_STATE_DONE 2

static inline ulong lb_pack(uint flag, uint value)
{
    return ((ulong)flag << 32) | (ulong)value;
}

// Work-group sum of one value per work-item; every item gets the total. red[] needs LB_WG entries.
static inline uint lb_wg_sum(uint v, __local uint *red)
{
    int lid = get_local_id(0);
    red[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = LB_WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            red[lid] += red[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    uint total = red[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    return total;
}

// Inclusive Kogge-Stone scan of one value per work-item through a double buffer (one barrier per step).
static inline uint lb_wg_inclusive_scan(uint v, __local uint (*buf)[LB_WG])
{
    int lid = get_local_id(0);
    int cur = 0;
    buf[0][lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = 1; off < LB_WG; off <<= 1) {
        uint x = buf[cur][lid];
        if (lid >= off)
            x += buf[cur][lid - off];
        buf[cur ^ 1][lid] = x;
        cur ^= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    uint r = buf[cur][lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    return r;
}

// Partial value of one predecessor tile for the fallback: what this work-item contributes to it.
//   kind 0: sum of u32 elements (SCAN_IPT per item, striped)
//   kind 1: number of floats inside [lo, hi) (SEL_IPT per item, striped)
static inline uint lb_tile_partial(int kind, int tile, int ipt, int n,
                                   __global const uint *restrict in_u, __global const float *restrict in_f,
                                   float lo, float hi)
{
    int lid = get_local_id(0);
    size_t base = (size_t)tile * LB_WG * ipt;
    uint acc = 0;
    for (int k = 0; k < ipt; ++k) {
        size_t i = base + (size_t)k * LB_WG + lid;
        if (i < (size_t)n) {
            if (kind == 0) {
                acc += in_u[i];
            } else {
                float x = in_f[i];
                acc += (x >= lo && x < hi) ? 1u : 0u;
            }
        }
    }
    return acc;
}

// Decoupled look-back with fallback. Publishes `aggregate` for `tile`, returns the exclusive prefix of the tile to
// every work-item and publishes the inclusive prefix. All work-items must call it.
static uint lb_lookback(__global atomic_ulong *status, int tile, uint aggregate, int kind, int ipt, int n,
                        __global const uint *restrict in_u, __global const float *restrict in_f, float lo, float hi,
                        __local uint *red, __local uint *win_flag, __local uint *win_val, __local int *sh)
{
    // sh[0] = state, sh[1] = next predecessor to inspect, sh[2] = running exclusive prefix
    int lid = get_local_id(0);
    if (lid == 0) {
        if (tile == 0)
            atomic_store_explicit(&status[0], lb_pack(LB_FLAG_P, aggregate), memory_order_release,
                                  memory_scope_device);
        else
            atomic_store_explicit(&status[tile], lb_pack(LB_FLAG_A, aggregate), memory_order_release,
                                  memory_scope_device);
        sh[0] = tile == 0 ? LB_STATE_DONE : LB_STATE_WINDOW;
        sh[1] = tile - 1;
        sh[2] = 0;
    }
    for (;;) {
        barrier(CLK_LOCAL_MEM_FENCE);
        int state = sh[0];
        int next = sh[1];
        if (state == LB_STATE_DONE)
            break;
        barrier(CLK_LOCAL_MEM_FENCE);          // everyone has read sh[] before it changes
        if (state == LB_STATE_FALLBACK) {
            uint part = lb_tile_partial(kind, next, ipt, n, in_u, in_f, lo, hi);
            uint total = lb_wg_sum(part, red);
            if (lid == 0) {
                sh[2] += (int)total;
                sh[1] = next - 1;
                sh[0] = next - 1 < 0 ? LB_STATE_DONE : LB_STATE_WINDOW;
            }
        } else {
            if (lid < LB_WINDOW) {
                int j = next - lid;
                ulong s = j >= 0 ? atomic_load_explicit(&status[j], memory_order_acquire, memory_scope_device)
                                 : lb_pack(LB_FLAG_P, 0u);
                win_flag[lid] = (uint)(s >> 32);
                win_val[lid] = (uint)s;
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            if (lid == 0) {
                uint acc = (uint)sh[2];
                int st = LB_STATE_WINDOW;
                int nx = next - LB_WINDOW;
                for (int w = 0; w < LB_WINDOW; ++w) {
                    uint f = win_flag[w];
                    if (f == LB_FLAG_X) {
                        st = LB_STATE_FALLBACK;
                        nx = next - w;
                        break;
                    }
                    acc += win_val[w];
                    if (f == LB_FLAG_P) {
                        st = LB_STATE_DONE;
                        break;
                    }
                }
                if (st == LB_STATE_WINDOW && nx < 0)
                    st = LB_STATE_DONE;
                sh[0] = st;
                sh[1] = nx;
                sh[2] = (int)acc;
            }
        }
    }
    uint prefix = (uint)sh[2];
    if (lid == 0 && tile != 0)
        atomic_store_explicit(&status[tile], lb_pack(LB_FLAG_P, prefix + aggregate), memory_order_release,
                              memory_scope_device);
    barrier(CLK_LOCAL_MEM_FENCE);
    return prefix;
}

// ---------------------------------------------------------------------------------------------------------------
// Inclusive sum scan of n uints. Tile = 256 x 8; status[] zeroed by the host before the launch (one word per tile).
// Items load striped (coalesced), transpose through padded LDS to 8 consecutive elements each, scan in registers,
// scan the 256 thread totals, add the look-back prefix, transpose back and store striped.
// ---------------------------------------------------------------------------------------------------------------
#define SCAN_IPT 8
#define SCAN_TILE (LB_WG * SCAN_IPT)
#define SCAN_PAD(i) ((i) + ((i) >> 5))

__kernel __attribute__((reqd_work_group_size(LB_WG, 1, 1)))
void scan_lookback_u32_ipt8(__global const uint *restrict in,
                            __global uint *restrict out,
                            __global atomic_ulong *status,
                            int n)
{
    __local uint xpose[SCAN_PAD(SCAN_TILE)];
    __local uint kbuf[2][LB_WG];
    __local uint win_flag[LB_WINDOW], win_val[LB_WINDOW];
    __local int sh[4];

    int lid = get_local_id(0);
    int tile = get_group_id(0);
    size_t base = (size_t)tile * SCAN_TILE;
    int valid = (int)min((size_t)SCAN_TILE, (size_t)n - base);      // elements in this tile
    __global const uint *tin = in + base;
    __global uint *tout = out + base;

    // striped load -> LDS
#pragma unroll
    for (int k = 0; k < SCAN_IPT; ++k) {
        int e = k * LB_WG + lid;
        xpose[SCAN_PAD(e)] = e < valid ? tin[e] : 0u;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uint v[SCAN_IPT];
#pragma unroll
    for (int k = 0; k < SCAN_IPT; ++k)
        v[k] = xpose[SCAN_PAD(lid * SCAN_IPT + k)];
#pragma unroll
    for (int k = 1; k < SCAN_IPT; ++k)
        v[k] += v[k - 1];

    uint incl = lb_wg_inclusive_scan(v[SCAN_IPT - 1], kbuf);
    // the group total is the last item's inclusive value: broadcast it through LDS
    if (lid == LB_WG - 1)
        kbuf[0][0] = incl;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint aggregate = kbuf[0][0];
    barrier(CLK_LOCAL_MEM_FENCE);

    uint prefix = lb_lookback(status, tile, aggregate, 0, SCAN_IPT, n, in, (__global const float *)0, 0.0f, 0.0f,
                              kbuf[1], win_flag, win_val, sh);
    uint excl = prefix + incl - v[SCAN_IPT - 1];

#pragma unroll
    for (int k = 0; k < SCAN_IPT; ++k)
        xpose[SCAN_PAD(lid * SCAN_IPT + k)] = v[k] + excl;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int k = 0; k < SCAN_IPT; ++k) {
        int e = k * LB_WG + lid;
        if (e < valid)
            tout[e] = xpose[SCAN_PAD(e)];
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Partition n floats by lo <= x < hi: selected ones to out[0 .. nsel) in input order, rejected ones to
// out[n - 1], out[n - 2], ... in input order (CUB's reversed rejected partition). Tile = 256 x 4, blocked per item
// (float4 loads). The last tile writes the number selected. status[] zeroed by the host.
// ---------------------------------------------------------------------------------------------------------------
#define SEL_IPT 4
#define SEL_TILE (LB_WG * SEL_IPT)

__kernel __attribute__((reqd_work_group_size(LB_WG, 1, 1)))
void partition_if_lookback_f32(__global const float *restrict in,
                               __global float *restrict out,
                               __global int *restrict num_selected,
                               __global atomic_ulong *status,
                               int n, float lo, float hi)
{
    __local uint kbuf[2][LB_WG];
    __local uint win_flag[LB_WINDOW], win_val[LB_WINDOW];
    __local int sh[4];

    int lid = get_local_id(0);
    int tile = get_group_id(0);
    int ntiles = get_num_groups(0);
    size_t base = (size_t)tile * SEL_TILE;
    size_t mine = base + (size_t)lid * SEL_IPT;

    float x[SEL_IPT];
    bool valid[SEL_IPT];
    if (mine + SEL_IPT <= (size_t)n) {
        float4 q = vload4(0, in + mine);
        x[0] = q.x; x[1] = q.y; x[2] = q.z; x[3] = q.w;
#pragma unroll
        for (int k = 0; k < SEL_IPT; ++k)
            valid[k] = true;
    } else {
#pragma unroll
        for (int k = 0; k < SEL_IPT; ++k) {
            valid[k] = mine + k < (size_t)n;
            x[k] = valid[k] ? in[mine + k] : 0.0f;
        }
    }
    uint sel[SEL_IPT];
    uint cnt = 0;
#pragma unroll
    for (int k = 0; k < SEL_IPT; ++k) {
        sel[k] = (valid[k] && x[k] >= lo && x[k] < hi) ? 1u : 0u;
        cnt += sel[k];
    }

    uint incl = lb_wg_inclusive_scan(cnt, kbuf);
    if (lid == LB_WG - 1)
        kbuf[0][0] = incl;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint aggregate = kbuf[0][0];
    barrier(CLK_LOCAL_MEM_FENCE);

    // the fallback recounts a predecessor striped with SEL_IPT per item: the same elements, another order
    uint prefix = lb_lookback(status, tile, aggregate, 1, SEL_IPT, n, (__global const uint *)0, in, lo, hi,
                              kbuf[1], win_flag, win_val, sh);

    uint sel_before = prefix + incl - cnt;                  // selected elements before my first one
#pragma unroll
    for (int k = 0; k < SEL_IPT; ++k) {
        if (valid[k]) {
            size_t idx = mine + k;
            if (sel[k]) {
                out[sel_before] = x[k];
            } else {
                size_t rej_before = idx - sel_before;       // rejected elements before this one
                out[(size_t)n - 1 - rej_before] = x[k];
            }
            sel_before += sel[k];
        }
    }
    if (tile == ntiles - 1 && lid == LB_WG - 1)
        *num_selected = (int)(prefix + aggregate);
}
