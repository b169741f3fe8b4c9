// Imitates the decode-phase (batch 1) GEMV kernels of LLM inference engines with 4-bit weight-only quantisation:
// a GPTQ/exllama-style kernel on the [K/8][N] packed layout (four output columns per work-item, activations staged
// through LDS, per-group scales and packed zero points, the zero point folded out as s * (sum x*q - z * sum x)), an
// AWQ-style one-work-group-per-row kernel on the row-major packed layout with a tree reduction, and a llama.cpp
// Q4_0-style fused gate/up projection with SiLU (blocks of 32 weights with one scale, two rows per work-group).
// Interesting for a scheduler: all three are memory-bound streams of wide weight loads (uint4 per lane) where the
// nibble unpacking (shift/and/convert) is the only ALU that can hide the next load's latency; how early the loads of
// the next iteration are issued, and how many registers that costs, decides the bandwidth reached.

// ---------------------------------------------------------------------------------------------------------------
// GPTQ layout: qweight[K/8][N] (uint, nibble j = row 8*kk + j), scales[K/G][N], qzeros[K/G][N/8] (nibble n % 8).
// y[n] = sum_k x[k] * (q[k][n] - z[g][n]) * s[g][n] + bias[n]. N % 512 == 0, K % GPTQ_XCHUNK == 0.
// Each work-item owns four consecutive columns and reads them as one uint4 per eight rows of K.
// ---------------------------------------------------------------------------------------------------------------
#define GPTQ_WG 128
#define GPTQ_G 128
#define GPTQ_XCHUNK 1024

static inline float dot8_nib(uint w, float4 xa, float4 xb)
{
    float s = xa.x * (float)(w & 15u);
    s = fma(xa.y, (float)((w >> 4) & 15u), s);
    s = fma(xa.z, (float)((w >> 8) & 15u), s);
    s = fma(xa.w, (float)((w >> 12) & 15u), s);
    s = fma(xb.x, (float)((w >> 16) & 15u), s);
    s = fma(xb.y, (float)((w >> 20) & 15u), s);
    s = fma(xb.z, (float)((w >> 24) & 15u), s);
    s = fma(xb.w, (float)(w >> 28), s);
    return s;
}

__kernel __attribute__((reqd_work_group_size(GPTQ_WG, 1, 1)))
void gptq_w4_gemv_n4_xlds(__global const float *restrict x,
                          __global const uint4 *restrict qweight,
                          __global const float4 *restrict scales,
                          __global const uint *restrict qzeros,
                          __global const float4 *restrict bias,
                          __global float4 *restrict y,
                          int K, int N)
{
    __local float4 xs[GPTQ_XCHUNK / 4];
    int lid = get_local_id(0);
    int n4 = get_global_id(0);          // column quad: columns 4*n4 .. 4*n4+3
    int nq = N >> 2;                     // uint4 per row of qweight
    int zshift = (n4 & 1) * 16;          // our four zero nibbles inside the packed word

    float4 acc = (float4)(0.0f);

    for (int kc = 0; kc < K; kc += GPTQ_XCHUNK) {
        barrier(CLK_LOCAL_MEM_FENCE);
        __global const float4 *xsrc = (__global const float4 *)(x + kc);
        xs[lid] = xsrc[lid];
        xs[lid + GPTQ_WG] = xsrc[lid + GPTQ_WG];
        barrier(CLK_LOCAL_MEM_FENCE);

        for (int g0 = 0; g0 < GPTQ_XCHUNK; g0 += GPTQ_G) {
            int grp = (kc + g0) / GPTQ_G;
            float4 s = scales[grp * nq + n4];
            uint zw = qzeros[grp * (N >> 3) + (n4 >> 1)] >> zshift;
            float4 z = (float4)((float)(zw & 15u), (float)((zw >> 4) & 15u),
                                (float)((zw >> 8) & 15u), (float)((zw >> 12) & 15u));
            float4 aq = (float4)(0.0f);
            float sx = 0.0f;
            int row8 = (kc + g0) >> 3;
#pragma unroll 4
            for (int kk = 0; kk < GPTQ_G / 8; ++kk) {
                uint4 w = qweight[(row8 + kk) * nq + n4];
                float4 xa = xs[(g0 >> 2) + 2 * kk];
                float4 xb = xs[(g0 >> 2) + 2 * kk + 1];
                sx += (xa.x + xa.y) + (xa.z + xa.w) + (xb.x + xb.y) + (xb.z + xb.w);
                aq.x += dot8_nib(w.x, xa, xb);
                aq.y += dot8_nib(w.y, xa, xb);
                aq.z += dot8_nib(w.z, xa, xb);
                aq.w += dot8_nib(w.w, xa, xb);
            }
            acc = fma(s, aq - z * sx, acc);
        }
    }
    if (n4 < nq)
        y[n4] = acc + bias[n4];
}

// ---------------------------------------------------------------------------------------------------------------
// AWQ-like row-major layout: qw[N][K/8] (nibble j = column 8*kk + j), scales[N][K/G], zeros[N][K/G/8] packed.
// One work-group per output row; lanes walk the row 32 weights (one uint4) at a time; partial sums meet in LDS.
// ---------------------------------------------------------------------------------------------------------------
#define AWQ_WG 64
#define AWQ_G 128

__kernel __attribute__((reqd_work_group_size(AWQ_WG, 1, 1)))
void awq_w4_gemv_rowwg_reduce(__global const float4 *restrict x,
                              __global const uint4 *restrict qw,
                              __global const float *restrict scales,
                              __global const uint *restrict zeros,
                              __global float *restrict y,
                              int K, int N, float alpha)
{
    __local float part[AWQ_WG];
    int lid = get_local_id(0);
    int n = get_group_id(0);
    if (n >= N)
        return;
    int k32 = K >> 5;                    // uint4 per row
    int ngrp = K / AWQ_G;
    __global const uint4 *wrow = qw + (size_t)n * k32;
    __global const float *srow = scales + (size_t)n * ngrp;
    __global const uint *zrow = zeros + (size_t)n * (ngrp >> 3);

    float acc0 = 0.0f, acc1 = 0.0f;
    for (int c = lid; c < k32; c += AWQ_WG) {
        uint4 w = wrow[c];
        int g = c >> 2;                  // 4 uint4 (128 weights) per group
        float s = srow[g];
        float z = (float)((zrow[g >> 3] >> ((g & 7) * 4)) & 15u);
        __global const float4 *xp = x + c * 8;
        float4 x0 = xp[0], x1 = xp[1], x2 = xp[2], x3 = xp[3];
        float4 x4 = xp[4], x5 = xp[5], x6 = xp[6], x7 = xp[7];
        float q0 = dot8_nib(w.x, x0, x1) + dot8_nib(w.y, x2, x3);
        float q1 = dot8_nib(w.z, x4, x5) + dot8_nib(w.w, x6, x7);
        float4 sx4 = (x0 + x1) + (x2 + x3) + (x4 + x5) + (x6 + x7);
        float sx = (sx4.x + sx4.y) + (sx4.z + sx4.w);
        acc0 = fma(s, q0 + q1, acc0);
        acc1 = fma(-s * z, sx, acc1);
    }
    part[lid] = acc0 + acc1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = AWQ_WG / 2; off > 0; off >>= 1) {
        if (lid < off)
            part[lid] += part[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        y[n] = alpha * part[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Q4_0 blocks: 32 weights, value = (nibble - 8) * d; qs byte j holds element j (low) and j + 16 (high).
// out[n] = silu(Wg[n] . x) * (Wu[n] . x); two rows per work-group (lanes 0..63 row 2g, 64..127 row 2g+1).
// ---------------------------------------------------------------------------------------------------------------
#define Q40_WG 128
#define Q40_LANES 64

typedef struct {
    float d;
    uint qs[4];
} block_q4_0;

static inline float q40_block_dot(block_q4_0 b, __global const float4 *xb)
{
    float s = 0.0f;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        uint q = b.qs[i];
        float4 lo = xb[i];               // elements 4i .. 4i+3
        float4 hi = xb[4 + i];           // elements 16+4i .. 16+4i+3
        s = fma(lo.x, (float)((int)(q & 15u) - 8), s);
        s = fma(hi.x, (float)((int)((q >> 4) & 15u) - 8), s);
        s = fma(lo.y, (float)((int)((q >> 8) & 15u) - 8), s);
        s = fma(hi.y, (float)((int)((q >> 12) & 15u) - 8), s);
        s = fma(lo.z, (float)((int)((q >> 16) & 15u) - 8), s);
        s = fma(hi.z, (float)((int)((q >> 20) & 15u) - 8), s);
        s = fma(lo.w, (float)((int)((q >> 24) & 15u) - 8), s);
        s = fma(hi.w, (float)((int)(q >> 28) - 8), s);
    }
    return s * b.d;
}

__kernel __attribute__((reqd_work_group_size(Q40_WG, 1, 1)))
void q4_0_gemv_gate_up_silu(__global const block_q4_0 *restrict wgate,
                            __global const block_q4_0 *restrict wup,
                            __global const float4 *restrict x,
                            __global float *restrict out,
                            int K, int N)
{
    __local float2 red[Q40_WG];
    int lid = get_local_id(0);
    int lane = lid & (Q40_LANES - 1);
    int half_id = lid / Q40_LANES;
    int n = get_group_id(0) * 2 + half_id;
    int nb = K >> 5;

    float g = 0.0f, u = 0.0f;
    if (n < N) {
        __global const block_q4_0 *gr = wgate + (size_t)n * nb;
        __global const block_q4_0 *ur = wup + (size_t)n * nb;
        for (int b = lane; b < nb; b += Q40_LANES) {
            block_q4_0 bg = gr[b];
            block_q4_0 bu = ur[b];
            __global const float4 *xb = x + b * 8;
            g += q40_block_dot(bg, xb);
            u += q40_block_dot(bu, xb);
        }
    }
    red[lid] = (float2)(g, u);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = Q40_LANES / 2; off > 0; off >>= 1) {
        if (lane < off)
            red[lid] += red[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lane == 0 && n < N) {
        float2 r = red[lid];
        out[n] = r.x / (1.0f + exp(-r.x)) * r.y;
    }
}
