// Fused row kernels of the kind Triton generates for LLM inference/training (vLLM, Liger, Unsloth style): per-head
// QK RMSNorm fused with NeoX rotary embedding (one work-item per (token, head), head_dim 128 held in registers), a
// fused residual-add + RMSNorm + GPT-J (interleaved) RoPE with one work-group per token and the row held in registers
// across the LDS reduction, and a label-smoothed softmax cross-entropy forward with an online log-sum-exp over a
// vocabulary loop (fp16 logits).
// Interesting for a scheduler: the per-head kernel keeps ~128 row values plus cos/sin alive between the sum of squares
// and the rotation (register heavy); the row kernels are barrier-separated phases; the cross-entropy loop is latency
// bound on the max/exp recurrence with independent loads to pull ahead.

#define HD 128
#define HALF_HD 64

// ---- per-head RMSNorm + NeoX RoPE, one work-item per (token, head) -----------
// x: [ntok][nheads][128] (in place), w: [128], cos_t/sin_t: [max_pos][64], pos: [ntok]
__kernel void qk_rmsnorm_rope_neox_hd128(__global float *restrict x,
                                         __global const float *restrict w,
                                         __global const float *restrict cos_t,
                                         __global const float *restrict sin_t,
                                         __global const int *restrict pos,
                                         int ntok, int nheads, float eps)
{
    int gid = get_global_id(0);
    if (gid >= ntok * nheads)
        return;
    int tok = gid / nheads;
    __global float *row = x + (size_t)gid * HD;

    float v[HD];
#pragma unroll
    for (int i = 0; i < HD / 4; ++i) {
        float4 t = vload4(i, row);
        v[4 * i + 0] = t.x; v[4 * i + 1] = t.y; v[4 * i + 2] = t.z; v[4 * i + 3] = t.w;
    }
    float ss0 = 0.0f, ss1 = 0.0f, ss2 = 0.0f, ss3 = 0.0f;
#pragma unroll
    for (int i = 0; i < HD; i += 4) {
        ss0 += v[i] * v[i];
        ss1 += v[i + 1] * v[i + 1];
        ss2 += v[i + 2] * v[i + 2];
        ss3 += v[i + 3] * v[i + 3];
    }
    float r = rsqrt((ss0 + ss1 + ss2 + ss3) * (1.0f / HD) + eps);

    int p = pos[tok];
    __global const float *cr = cos_t + (size_t)p * HALF_HD;
    __global const float *sr = sin_t + (size_t)p * HALF_HD;
#pragma unroll
    for (int i = 0; i < HALF_HD / 4; ++i) {
        float4 c = vload4(i, cr);
        float4 s = vload4(i, sr);
        float4 lo = (float4)(v[4 * i], v[4 * i + 1], v[4 * i + 2], v[4 * i + 3]) * r * vload4(i, w);
        float4 hi = (float4)(v[HALF_HD + 4 * i], v[HALF_HD + 4 * i + 1], v[HALF_HD + 4 * i + 2],
                             v[HALF_HD + 4 * i + 3]) * r * vload4(i + HALF_HD / 4, w);
        vstore4(lo * c - hi * s, i, row);
        vstore4(hi * c + lo * s, i + HALF_HD / 4, row);
    }
}

// ---- residual add + RMSNorm + interleaved RoPE, one work-group per token ----
// cos_t/sin_t: [max_pos][32]; hidden = nheads * 64, at most RW_WG * 2 * RW_PAIRS = 2048; each work-item owns
// RW_PAIRS adjacent pairs (elements 2k, 2k+1 with k = lid + j * RW_WG). Masked like a Triton BLOCK load.
#define RW_WG 64
#define RW_PAIRS 16
#define RHD 64

__kernel __attribute__((reqd_work_group_size(RW_WG, 1, 1)))
void fused_add_rmsnorm_rope_gptj(__global const float *restrict x,
                                 __global float *restrict residual,
                                 __global const float *restrict w,
                                 __global const float *restrict cos_t,
                                 __global const float *restrict sin_t,
                                 __global const int *restrict pos,
                                 __global float *restrict out,
                                 int hidden, float eps)
{
    __local float part[RW_WG];
    int lid = get_local_id(0);
    int tok = get_group_id(0);
    __global const float2 *xr = (__global const float2 *)(x + (size_t)tok * hidden);
    __global float2 *rr = (__global float2 *)(residual + (size_t)tok * hidden);
    __global float2 *orow = (__global float2 *)(out + (size_t)tok * hidden);
    int npairs = hidden >> 1;

    float2 h[RW_PAIRS];
    float ss = 0.0f;
#pragma unroll
    for (int j = 0; j < RW_PAIRS; ++j) {
        int k = lid + j * RW_WG;
        float2 a = (float2)(0.0f);
        if (k < npairs) {
            a = xr[k] + rr[k];
            rr[k] = a;                      // updated residual stream
        }
        h[j] = a;
        ss += a.x * a.x + a.y * a.y;
    }
    part[lid] = ss;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = RW_WG / 2; off > 0; off >>= 1) {
        if (lid < off)
            part[lid] += part[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float r = rsqrt(part[0] / (float)hidden + eps);

    int p = pos[tok];
    __global const float *cr = cos_t + (size_t)p * (RHD / 2);
    __global const float *sr = sin_t + (size_t)p * (RHD / 2);
#pragma unroll
    for (int j = 0; j < RW_PAIRS; ++j) {
        int k = lid + j * RW_WG;
        if (k < npairs) {
            float2 wk = vload2(k, w);
            float2 y = h[j] * r * wk;
            int fi = k & (RHD / 2 - 1);     // pair index within the head
            float cs = cr[fi];
            float sn = sr[fi];
            orow[k] = (float2)(y.x * cs - y.y * sn, y.y * cs + y.x * sn);
        }
    }
}

// ---- softmax cross-entropy forward with online log-sum-exp ------------------
// logits: [nrows][vocab] half; one work-group per row. loss = lse - (1 - ls) * x[t] - ls / V * sum(x);
// rows whose target equals ignore_index produce 0. lse is stored for the backward pass.
#define CE_WG 256
#define CE_UNROLL 4

__kernel __attribute__((reqd_work_group_size(CE_WG, 1, 1)))
void softmax_xent_online_lse_f16(__global const half *restrict logits,
                                 __global const int *restrict target,
                                 __global float *restrict loss,
                                 __global float *restrict lse_out,
                                 int vocab, float label_smoothing, int ignore_index)
{
    __local float lm[CE_WG];
    __local float ls[CE_WG];
    __local float lx[CE_WG];
    int lid = get_local_id(0);
    int row = get_group_id(0);
    __global const half *xr = logits + (size_t)row * vocab;

    float m = -INFINITY, s = 0.0f, sx = 0.0f;
    for (int base = 0; base < vocab; base += CE_WG * CE_UNROLL) {
        float v[CE_UNROLL];
        float bm = -INFINITY;
#pragma unroll
        for (int u = 0; u < CE_UNROLL; ++u) {
            int c = base + u * CE_WG + lid;
            v[u] = c < vocab ? vload_half(c, xr) : -INFINITY;
            bm = fmax(bm, v[u]);
        }
        float mn = fmax(m, bm);
        float acc = 0.0f;
#pragma unroll
        for (int u = 0; u < CE_UNROLL; ++u) {
            acc += exp(v[u] - mn);
            sx += v[u] == -INFINITY ? 0.0f : v[u];
        }
        s = (m == -INFINITY ? 0.0f : s * exp(m - mn)) + acc;
        m = mn;
    }

    lm[lid] = m; ls[lid] = s; lx[lid] = sx;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = CE_WG / 2; off > 0; off >>= 1) {
        if (lid < off) {
            float m1 = lm[lid], m2 = lm[lid + off];
            float mn = fmax(m1, m2);
            float s1 = m1 == -INFINITY ? 0.0f : ls[lid] * exp(m1 - mn);
            float s2 = m2 == -INFINITY ? 0.0f : ls[lid + off] * exp(m2 - mn);
            lm[lid] = mn;
            ls[lid] = s1 + s2;
            lx[lid] += lx[lid + off];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        float lse = lm[0] + log(ls[0]);
        int t = target[row];
        float l = 0.0f;
        if (t != ignore_index) {
            float xt = vload_half(t, xr);
            l = lse - (1.0f - label_smoothing) * xt - label_smoothing / (float)vocab * lx[0];
        }
        loss[row] = l;
        lse_out[row] = lse;
    }
}
