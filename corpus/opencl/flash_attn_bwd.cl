// Imitates the FlashAttention-2 backward pass as the Triton tutorial and its OpenCL/HIP ports split it: a
// preprocessing kernel for delta = rowsum(dO * O), a key-block kernel where each work-item owns one key row and
// accumulates dK and dV while query tiles (Q, dO, logsumexp, delta) stream through LDS, and a query-block kernel
// where each work-item owns one query row and accumulates dQ against K/V tiles in LDS; causal masking, head dim 32.
// Interesting for a scheduler: the dK/dV item keeps k, v, dk, dv (128 floats) live across the whole query loop and
// per query row needs two 32-wide dot products, an exp and two 32-wide axpys fed by broadcast LDS reads, so it sits
// well above 128 VGPRs and how the LDS reads are spread between the FMA chains decides the issue rate; the dQ item
// is the same shape with 96 floats of state; the delta kernel is a pure two-stream load-and-reduce.

#define HD 32
#define HD4 (HD / 4)

// ---------------------------------------------------------------------------------------------------------------
// delta[r] = sum_d dO[r][d] * O[r][d] for r < rows (rows = batch * heads * seq), head dim 64 here: the forward
// pass of some models uses 64 and the preprocessing is shared; one row per work-item.
// ---------------------------------------------------------------------------------------------------------------
__kernel void fa_bwd_preprocess_delta_hd64(__global const float4 *restrict o,
                                           __global const float4 *restrict d_o,
                                           __global float *restrict delta,
                                           int rows)
{
    int r = get_global_id(0);
    if (r >= rows)
        return;
    __global const float4 *op = o + (size_t)r * 16;
    __global const float4 *gp = d_o + (size_t)r * 16;
    float4 a0 = (float4)(0.0f), a1 = (float4)(0.0f);
#pragma unroll
    for (int c = 0; c < 16; c += 2) {
        a0 = fma(op[c], gp[c], a0);
        a1 = fma(op[c + 1], gp[c + 1], a1);
    }
    float4 a = a0 + a1;
    delta[r] = (a.x + a.y) + (a.z + a.w);
}

// ---------------------------------------------------------------------------------------------------------------
// dK, dV for a block of FA_KB keys of one (batch, head). Q, K, V, dO, dK, dV: [BH][S][HD]; lse, delta: [BH][S].
// Work-group (FA_KB, 1): item j owns key kb * FA_KB + j; query tiles of FA_QB rows pass through LDS.
// With causal masking the query loop starts at the first tile that can see this key block.
// ---------------------------------------------------------------------------------------------------------------
#define FA_KB 64
#define FA_QB 32

__kernel __attribute__((reqd_work_group_size(FA_KB, 1, 1)))
void fa_bwd_dkdv_hd32(__global const float4 *restrict q,
                      __global const float4 *restrict k,
                      __global const float4 *restrict v,
                      __global const float4 *restrict d_o,
                      __global const float *restrict lse,
                      __global const float *restrict delta,
                      __global float4 *restrict dk,
                      __global float4 *restrict dv,
                      int S, float sm_scale, int causal)
{
    __local float4 qs[FA_QB][HD4];
    __local float4 gs[FA_QB][HD4];
    __local float ls[FA_QB];
    __local float ds_[FA_QB];

    int lid = get_local_id(0);
    int bh = get_group_id(1);
    int key0 = get_group_id(0) * FA_KB;
    int j = key0 + lid;
    size_t head = (size_t)bh * S;
    bool valid = j < S;

    float4 kr[HD4], vr[HD4], dkr[HD4], dvr[HD4];
#pragma unroll
    for (int c = 0; c < HD4; ++c) {
        kr[c] = valid ? k[(head + j) * HD4 + c] : (float4)(0.0f);
        vr[c] = valid ? v[(head + j) * HD4 + c] : (float4)(0.0f);
        dkr[c] = (float4)(0.0f);
        dvr[c] = (float4)(0.0f);
    }

    int qstart = causal ? (key0 / FA_QB) * FA_QB : 0;
    for (int q0 = qstart; q0 < S; q0 += FA_QB) {
        barrier(CLK_LOCAL_MEM_FENCE);
        // 64 items load 32 rows x 8 float4 of Q and of dO: 4 + 4 per item
#pragma unroll
        for (int t = 0; t < (FA_QB * HD4) / FA_KB; ++t) {
            int e = lid + t * FA_KB;
            int rr = e / HD4, cc = e % HD4;
            int qi = q0 + rr;
            bool ok = qi < S;
            qs[rr][cc] = ok ? q[(head + qi) * HD4 + cc] : (float4)(0.0f);
            gs[rr][cc] = ok ? d_o[(head + qi) * HD4 + cc] : (float4)(0.0f);
        }
        if (lid < FA_QB) {
            int qi = q0 + lid;
            ls[lid] = qi < S ? lse[head + qi] : INFINITY;
            ds_[lid] = qi < S ? delta[head + qi] : 0.0f;
        }
        barrier(CLK_LOCAL_MEM_FENCE);

        for (int i = 0; i < FA_QB; ++i) {
            float4 s4 = (float4)(0.0f), dp4 = (float4)(0.0f);
            float4 qi4[HD4], gi4[HD4];
#pragma unroll
            for (int c = 0; c < HD4; ++c) {
                qi4[c] = qs[i][c];
                gi4[c] = gs[i][c];
                s4 = fma(qi4[c], kr[c], s4);
                dp4 = fma(gi4[c], vr[c], dp4);
            }
            float s = ((s4.x + s4.y) + (s4.z + s4.w)) * sm_scale;
            float dp = (dp4.x + dp4.y) + (dp4.z + dp4.w);
            bool seen = !causal || (q0 + i >= j);
            float p = seen ? exp(s - ls[i]) : 0.0f;
            float dsc = p * (dp - ds_[i]);
#pragma unroll
            for (int c = 0; c < HD4; ++c) {
                dvr[c] = fma((float4)(p), gi4[c], dvr[c]);
                dkr[c] = fma((float4)(dsc), qi4[c], dkr[c]);
            }
        }
    }
    if (valid) {
#pragma unroll
        for (int c = 0; c < HD4; ++c) {
            dk[(head + j) * HD4 + c] = dkr[c] * sm_scale;
            dv[(head + j) * HD4 + c] = dvr[c];
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// dQ for a block of FA_QROWS query rows: item i owns query row, K and V tiles of FA_KT keys pass through LDS.
// ---------------------------------------------------------------------------------------------------------------
#define FA_QROWS 64
#define FA_KT 32

__kernel __attribute__((reqd_work_group_size(FA_QROWS, 1, 1)))
void fa_bwd_dq_hd32(__global const float4 *restrict q,
                    __global const float4 *restrict k,
                    __global const float4 *restrict v,
                    __global const float4 *restrict d_o,
                    __global const float *restrict lse,
                    __global const float *restrict delta,
                    __global float4 *restrict dq,
                    int S, float sm_scale, int causal)
{
    __local float4 ks[FA_KT][HD4];
    __local float4 vs[FA_KT][HD4];

    int lid = get_local_id(0);
    int bh = get_group_id(1);
    int qrow0 = get_group_id(0) * FA_QROWS;
    int i = qrow0 + lid;
    size_t head = (size_t)bh * S;
    bool valid = i < S;

    float4 qr[HD4], gr[HD4], dqr[HD4];
#pragma unroll
    for (int c = 0; c < HD4; ++c) {
        qr[c] = valid ? q[(head + i) * HD4 + c] * sm_scale : (float4)(0.0f);
        gr[c] = valid ? d_o[(head + i) * HD4 + c] : (float4)(0.0f);
        dqr[c] = (float4)(0.0f);
    }
    float l = valid ? lse[head + i] : 0.0f;
    float di = valid ? delta[head + i] : 0.0f;

    int kend = causal ? min(S, qrow0 + FA_QROWS) : S;
    for (int k0 = 0; k0 < kend; k0 += FA_KT) {
        barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
        for (int t = 0; t < (FA_KT * HD4) / FA_QROWS; ++t) {
            int e = lid + t * FA_QROWS;
            int rr = e / HD4, cc = e % HD4;
            int kj = k0 + rr;
            bool ok = kj < S;
            ks[rr][cc] = ok ? k[(head + kj) * HD4 + cc] : (float4)(0.0f);
            vs[rr][cc] = ok ? v[(head + kj) * HD4 + cc] : (float4)(0.0f);
        }
        barrier(CLK_LOCAL_MEM_FENCE);

#pragma unroll 1
        for (int jj = 0; jj < FA_KT; ++jj) {
            float4 s4 = (float4)(0.0f), dp4 = (float4)(0.0f);
#pragma unroll
            for (int c = 0; c < HD4; ++c) {
                s4 = fma(qr[c], ks[jj][c], s4);
                dp4 = fma(gr[c], vs[jj][c], dp4);
            }
            float s = (s4.x + s4.y) + (s4.z + s4.w);
            float dp = (dp4.x + dp4.y) + (dp4.z + dp4.w);
            int kj = k0 + jj;
            bool seen = kj < S && (!causal || kj <= i);
            float p = seen ? exp(s - l) : 0.0f;
            float dsc = p * (dp - di);
#pragma unroll
            for (int c = 0; c < HD4; ++c)
                dqr[c] = fma((float4)(dsc), ks[jj][c], dqr[c]);
        }
    }
    if (valid) {
#pragma unroll
        for (int c = 0; c < HD4; ++c)
            dq[(head + i) * HD4 + c] = dqr[c] * sm_scale;
    }
}
