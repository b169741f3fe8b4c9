// Imitates the serving kernels of LLM inference engines (vLLM / TensorRT-LLM / SGLang): PagedAttention v2 decode
// for head dim 128 and 16-token KV blocks, one work-group per (sequence, head, 512-token partition), keys and values
// gathered through the sequence's block table, grouped-query heads sharing a KV head, the partition's max logit,
// exp-sum and unnormalised output written for a second pass; the cache write that scatters new keys and values
// into their slots of the paged caches; the second pass, merging the partitions of each (sequence, head) with
// rescaled weights; the mixture-of-experts router, top-2 of 64 experts after a softmax, one token per work-item
// with all 64 logits in registers, counting tokens per expert with global atomics; and the MoE finalise step,
// gathering each token's two expert output rows through the permutation and adding them with their gate weights to
// the residual.
// Interesting for a scheduler: the attention partition is block-table indirection -> 32 float4 key gathers per
// token (latency-bound, loads want to be issued in bulk) then LDS reductions and a second gather pass over values;
// the cache write, the merge and the finalise kernels are thin streaming copies and gathers; the router is a
// 64-wide register block through an unrolled top-2 insertion sweep, 64 exps and a sum (issue-bound,
// register-heavy).

#define PA_HD 128
#define PA_BS 16
#define PA_PART 512
#define PA_WG 128

// ---------------------------------------------------------------------------------------------------------------
// q[seq][head][128]; caches [num_blocks][num_kv_heads][16][128]; block_tables[seq][max_blocks];
// tmp_out[seq][head][part][128], max_logits / exp_sums [seq][head][part]; grid (heads, seqs, max_parts).
// ---------------------------------------------------------------------------------------------------------------
__kernel __attribute__((reqd_work_group_size(PA_WG, 1, 1)))
void paged_attn_v2_partition_hd128(__global const float *restrict q,
                                   __global const float *restrict k_cache,
                                   __global const float *restrict v_cache,
                                   __global const int *restrict block_tables,
                                   __global const int *restrict context_lens,
                                   __global float *restrict tmp_out,
                                   __global float *restrict max_logits,
                                   __global float *restrict exp_sums,
                                   int num_heads, int num_kv_heads, int max_blocks, float scale)
{
    __local float4 qs[PA_HD / 4];
    __local float logits[PA_PART];
    __local float red[PA_WG];
    int lid = get_local_id(0);
    int head = get_group_id(0), seq = get_group_id(1), part = get_group_id(2);
    int max_parts = get_num_groups(2);
    int kvh = head / (num_heads / num_kv_heads);
    int ctx = context_lens[seq];
    int t0 = part * PA_PART;
    if (t0 >= ctx)
        return;                               // whole work-group: nothing in this partition
    int t1 = min(t0 + PA_PART, ctx);
    __global const int *btab = block_tables + (size_t)seq * max_blocks;

    if (lid < PA_HD / 4)
        qs[lid] = vload4(lid, q + ((size_t)seq * num_heads + head) * PA_HD) * scale;
    barrier(CLK_LOCAL_MEM_FENCE);

    // logits, one token per item per trip
    float mx = -INFINITY;
    for (int t = t0 + lid; t < t1; t += PA_WG) {
        int blk = btab[t / PA_BS];
        __global const float4 *kp =
            (__global const float4 *)(k_cache + (((size_t)blk * num_kv_heads + kvh) * PA_BS + t % PA_BS) * PA_HD);
        float4 acc = (float4)(0.0f);
#pragma unroll 8
        for (int d = 0; d < PA_HD / 4; ++d)
            acc = fma(qs[d], kp[d], acc);
        float l = (acc.x + acc.y) + (acc.z + acc.w);
        logits[t - t0] = l;
        mx = fmax(mx, l);
    }
    red[lid] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = PA_WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            red[lid] = fmax(red[lid], red[lid + s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    mx = red[0];
    barrier(CLK_LOCAL_MEM_FENCE);

    float sum = 0.0f;
    for (int t = lid; t < t1 - t0; t += PA_WG) {
        float e = exp(logits[t] - mx);
        logits[t] = e;
        sum += e;
    }
    red[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = PA_WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            red[lid] += red[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    sum = red[0];

    // output: item = dimension; the block table entry is uniform across the group
    float o = 0.0f;
    for (int tb = t0; tb < t1; tb += PA_BS) {
        int blk = btab[tb / PA_BS];
        __global const float *vp = v_cache + ((size_t)blk * num_kv_heads + kvh) * PA_BS * PA_HD + lid;
        int n = min(PA_BS, t1 - tb);
        if (n == PA_BS) {
#pragma unroll
            for (int i = 0; i < PA_BS; ++i)
                o = fma(logits[tb - t0 + i], vp[i * PA_HD], o);
        } else {
            for (int i = 0; i < n; ++i)
                o = fma(logits[tb - t0 + i], vp[i * PA_HD], o);
        }
    }
    size_t sh = ((size_t)seq * num_heads + head) * max_parts + part;
    tmp_out[sh * PA_HD + lid] = o;
    if (lid == 0) {
        max_logits[sh] = mx;
        exp_sums[sh] = sum;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Cache write (vLLM's reshape_and_cache): the new tokens' keys and values, [tok][kv_heads][128], go to their slots
// in the paged caches above; slot_mapping[tok] = block * 16 + offset, negative for padding tokens. One work-group per
// token, float4 per item per trip.
// ---------------------------------------------------------------------------------------------------------------
__kernel __attribute__((reqd_work_group_size(PA_WG, 1, 1)))
void paged_kv_reshape_and_cache(__global const float4 *restrict key,
                                __global const float4 *restrict value,
                                __global float4 *restrict k_cache,
                                __global float4 *restrict v_cache,
                                __global const long *restrict slot_mapping,
                                int num_kv_heads)
{
    int tok = get_group_id(0);
    long slot = slot_mapping[tok];
    if (slot < 0)
        return;
    long blk = slot / PA_BS;
    int off = (int)(slot - blk * PA_BS);
    int n4 = num_kv_heads * (PA_HD / 4);
    for (int i = get_local_id(0); i < n4; i += PA_WG) {
        int h = i / (PA_HD / 4), d4 = i - h * (PA_HD / 4);
        size_t dst = (((size_t)blk * num_kv_heads + h) * PA_BS + off) * (PA_HD / 4) + d4;
        k_cache[dst] = key[(size_t)tok * n4 + i];
        v_cache[dst] = value[(size_t)tok * n4 + i];
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Merge: out[seq][head][d] = sum_p tmp_out[p][d] * exp_sums[p] * exp(max_p - M) / sum_p exp_sums[p] exp(max_p - M).
// Grid (heads, seqs), at most PA_MAXP partitions.
// ---------------------------------------------------------------------------------------------------------------
#define PA_MAXP 64

__kernel __attribute__((reqd_work_group_size(PA_WG, 1, 1)))
void paged_attn_v2_reduce_hd128(__global const float *restrict tmp_out,
                                __global const float *restrict max_logits,
                                __global const float *restrict exp_sums,
                                __global const int *restrict context_lens,
                                __global float *restrict out,
                                int num_heads, int max_parts)
{
    __local float wts[PA_MAXP];
    __local float gsum;
    int lid = get_local_id(0);
    int head = get_group_id(0), seq = get_group_id(1);
    int np = min((context_lens[seq] + PA_PART - 1) / PA_PART, PA_MAXP);
    size_t sh = ((size_t)seq * num_heads + head) * max_parts;

    if (lid == 0) {
        float m = -INFINITY;
        for (int p = 0; p < np; ++p)
            m = fmax(m, max_logits[sh + p]);
        float s = 0.0f;
        for (int p = 0; p < np; ++p) {
            float w = exp_sums[sh + p] * exp(max_logits[sh + p] - m);
            wts[p] = w;
            s += w;
        }
        gsum = s;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float inv = 1.0f / (gsum + 1e-6f);
    float acc = 0.0f;
    for (int p = 0; p < np; ++p)
        acc = fma(wts[p], tmp_out[(sh + p) * PA_HD + lid], acc);
    out[((size_t)seq * num_heads + head) * PA_HD + lid] = acc * inv;
}

// ---------------------------------------------------------------------------------------------------------------
// Router: gating[tok][64] logits -> topk_w[tok][2], topk_ids[tok][2]; renormalise the pair when `renorm` != 0.
// ---------------------------------------------------------------------------------------------------------------
#define MOE_E 64

__kernel void moe_topk_softmax_e64_k2(__global const float *restrict gating,
                                      __global float2 *restrict topk_w,
                                      __global int2 *restrict topk_ids,
                                      __global int *restrict expert_count,
                                      int ntok, int renorm)
{
    int t = get_global_id(0);
    if (t >= ntok)
        return;
    __global const float4 *g = (__global const float4 *)(gating + (size_t)t * MOE_E);
    float l[MOE_E];
#pragma unroll
    for (int i = 0; i < MOE_E / 4; ++i) {
        float4 v = g[i];
        l[4 * i] = v.x; l[4 * i + 1] = v.y; l[4 * i + 2] = v.z; l[4 * i + 3] = v.w;
    }
    // the softmax is monotonic: keep the top two logits in one insertion sweep, then normalise by the exp-sum
    int id0 = 0, id1 = 1;
    float l0 = l[0], l1 = l[1];
    if (l1 > l0) {
        l0 = l[1]; l1 = l[0];
        id0 = 1; id1 = 0;
    }
#pragma unroll
    for (int e = 2; e < MOE_E; ++e) {
        float x = l[e];
        if (x > l0) {
            l1 = l0; id1 = id0;
            l0 = x; id0 = e;
        } else if (x > l1) {
            l1 = x; id1 = e;
        }
    }
    float sum = 0.0f;
#pragma unroll
    for (int e = 0; e < MOE_E; ++e)
        sum += exp(l[e] - l0);
    float w0 = 1.0f / sum, w1 = exp(l1 - l0) / sum;
    if (renorm) {
        float r = 1.0f / (w0 + w1);
        w0 *= r;
        w1 *= r;
    }
    topk_w[t] = (float2)(w0, w1);
    topk_ids[t] = (int2)(id0, id1);
    atomic_inc(&expert_count[id0]);
    atomic_inc(&expert_count[id1]);
}

// ---------------------------------------------------------------------------------------------------------------
// Finalise: out[tok][:] = residual[tok][:] + w0 * expert_out[row0][:] + w1 * expert_out[row1][:], where
// row_k = expanded_row[tok * 2 + k] is the token's position in the expert-sorted buffer. One work-group per token.
// ---------------------------------------------------------------------------------------------------------------
#define FIN_WG 256

__kernel __attribute__((reqd_work_group_size(FIN_WG, 1, 1)))
void moe_finalize_unpermute_k2(__global const float4 *restrict expert_out,
                               __global const float4 *restrict residual,
                               __global const float2 *restrict topk_w,
                               __global const int *restrict expanded_row,
                               __global float4 *restrict out,
                               int hidden4)
{
    int t = get_group_id(0);
    int r0 = expanded_row[2 * t], r1 = expanded_row[2 * t + 1];
    float2 w = topk_w[t];
    __global const float4 *e0 = expert_out + (size_t)r0 * hidden4;
    __global const float4 *e1 = expert_out + (size_t)r1 * hidden4;
    for (int h = get_local_id(0); h < hidden4; h += FIN_WG) {
        float4 acc = residual[(size_t)t * hidden4 + h];
        acc = fma((float4)(w.x), e0[h], acc);
        acc = fma((float4)(w.y), e1[h], acc);
        out[(size_t)t * hidden4 + h] = acc;
    }
}
