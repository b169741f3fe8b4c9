// Imitates recurrent sequence kernels of LLM and speech inference runtimes: the Mamba selective-scan forward as
// llama.cpp's ssm_scan and the reference CUDA kernel run it (one channel per work-item, a 16-wide state in
// registers, softplus step size, B and C of each time chunk staged in LDS for the whole work-group, D skip and SiLU
// gate); the RWKV-4 WKV forward recurrence with its running-maximum stabilisation (one channel per work-item, a
// long scalar chain of exps and a division per step); and the fused LSTM cell after the two gate GEMMs (biases,
// sigmoid/tanh gates, cell update, activated gates saved for the backward pass, one hidden unit per item).
// Interesting for a scheduler: the selective scan does 16 exps and 48 FMAs per time step on a loop-carried state of
// 16 registers plus 16 decay rates, with LDS reads and a barrier per 32-step chunk (issue-bound with transcendental
// latency, register-heavy); the WKV loop is a single dependent chain per step with two coalesced loads, where only
// the next steps' loads can overlap (latency-bound); the LSTM cell is a thin streaming kernel, nine loads and six
// stores around five transcendental evaluations per item.

// ---------------------------------------------------------------------------------------------------------------
// Selective scan, state size 16. u, delta, z, y: [batch][dim][len]; A: [dim][16]; Bm, Cm: [batch][len][16];
// D, dt_bias: [dim]. Work-group of SS_WG channels of one batch (group_id(1)); len arbitrary.
// ---------------------------------------------------------------------------------------------------------------
#define SS_N 16
#define SS_WG 64
#define SS_CHUNK 32

__kernel __attribute__((reqd_work_group_size(SS_WG, 1, 1)))
void mamba_selective_scan_fwd_n16(__global const float *restrict u,
                                  __global const float *restrict delta,
                                  __global const float *restrict z,
                                  __global const float *restrict A,
                                  __global const float *restrict Bm,
                                  __global const float *restrict Cm,
                                  __global const float *restrict D,
                                  __global const float *restrict dt_bias,
                                  __global float *restrict y,
                                  __global float *restrict last_state,
                                  int dim, int len)
{
    __local float Bs[SS_CHUNK][SS_N];
    __local float Cs[SS_CHUNK][SS_N];
    int lid = get_local_id(0);
    int d = get_group_id(0) * SS_WG + lid;
    int bt = get_group_id(1);
    bool active = d < dim;
    int dc = active ? d : dim - 1;

    float a[SS_N], h[SS_N];
#pragma unroll
    for (int n = 0; n < SS_N; ++n) {
        a[n] = A[dc * SS_N + n] * 1.4426950408889634f;     // exp(x) = exp2(x log2 e)
        h[n] = 0.0f;
    }
    float dd = D[dc], db = dt_bias[dc];
    size_t row = ((size_t)bt * dim + dc) * len;
    __global const float *bsrc = Bm + (size_t)bt * len * SS_N;
    __global const float *csrc = Cm + (size_t)bt * len * SS_N;

    for (int c0 = 0; c0 < len; c0 += SS_CHUNK) {
        int cl = min(SS_CHUNK, len - c0);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int e = lid; e < cl * SS_N; e += SS_WG) {
            Bs[e / SS_N][e % SS_N] = bsrc[(size_t)c0 * SS_N + e];
            Cs[e / SS_N][e % SS_N] = csrc[(size_t)c0 * SS_N + e];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int t = 0; t < cl; ++t) {
            size_t ix = row + c0 + t;
            float ut = u[ix];
            float dr = delta[ix] + db;
            float dt = dr > 20.0f ? dr : log1p(exp(dr));    // softplus
            float dtu = dt * ut;
            float acc = 0.0f;
#pragma unroll
            for (int n = 0; n < SS_N; ++n) {
                float da = exp2(dt * a[n]);
                h[n] = fma(da, h[n], dtu * Bs[t][n]);
                acc = fma(h[n], Cs[t][n], acc);
            }
            float zt = z[ix];
            float out = fma(dd, ut, acc) * (zt / (1.0f + exp(-zt)));
            if (active)
                y[ix] = out;
        }
    }
    if (active) {
#pragma unroll
        for (int n = 0; n < SS_N; ++n)
            last_state[((size_t)bt * dim + d) * SS_N + n] = h[n];
    }
}

// ---------------------------------------------------------------------------------------------------------------
// RWKV-4 WKV forward. k, v, y: [batch][len][C]; w = -exp(time_decay[c]), u = time_first[c]. Item = (b, c).
// ---------------------------------------------------------------------------------------------------------------
__kernel void rwkv4_wkv_fwd_f32(__global const float *restrict time_decay,
                                __global const float *restrict time_first,
                                __global const float *restrict k,
                                __global const float *restrict v,
                                __global float *restrict y,
                                int B, int T, int C)
{
    int idx = get_global_id(0);
    if (idx >= B * C)
        return;
    int b = idx / C, c = idx % C;
    float w = -exp(time_decay[c]);
    float uf = time_first[c];
    size_t off = (size_t)b * T * C + c;
    float aa = 0.0f, bb = 0.0f, pp = -1e38f;
    for (int t = 0; t < T; ++t) {
        size_t i = off + (size_t)t * C;
        float kk = k[i], vv = v[i];
        float ww = uf + kk;
        float p = fmax(pp, ww);
        float e1 = exp(pp - p), e2 = exp(ww - p);
        y[i] = (e1 * aa + e2 * vv) / (e1 * bb + e2);
        ww = w + pp;
        p = fmax(ww, kk);
        e1 = exp(ww - p);
        e2 = exp(kk - p);
        aa = e1 * aa + e2 * vv;
        bb = e1 * bb + e2;
        pp = p;
    }
}

// ---------------------------------------------------------------------------------------------------------------
// LSTM cell (as PyTorch's fused cell kernel): gates[b][4H] = x W^T + h U^T (the second GEMM accumulates into the
// first), ordered (i, f, g, o) in blocks of H, bias[4H] = b_ih + b_hh. c_out = f c + i g, h_out = o tanh(c_out);
// the activated gates are saved for the backward pass. One hidden unit per item.
// ---------------------------------------------------------------------------------------------------------------
static inline float sigmoidf(float x)
{
    return 1.0f / (1.0f + exp(-x));
}

__kernel void lstm_cell_fused_fwd(__global const float *restrict gates,
                                  __global const float *restrict bias,
                                  __global const float *restrict c_in,
                                  __global float *restrict c_out,
                                  __global float *restrict h_out,
                                  __global float *restrict workspace,
                                  int batch, int H)
{
    int idx = get_global_id(0);
    if (idx >= batch * H)
        return;
    int b = idx / H, j = idx - b * H;
    __global const float *gp = gates + (size_t)b * 4 * H + j;
    __global float *wp = workspace + (size_t)b * 4 * H + j;
    float ig = sigmoidf(gp[0] + bias[j]);
    float fg = sigmoidf(gp[H] + bias[j + H]);
    float cg = tanh(gp[2 * H] + bias[j + 2 * H]);
    float og = sigmoidf(gp[3 * H] + bias[j + 3 * H]);
    float cn = fma(fg, c_in[idx], ig * cg);
    c_out[idx] = cn;
    h_out[idx] = og * tanh(cn);
    wp[0] = ig;
    wp[H] = fg;
    wp[2 * H] = cg;
    wp[3 * H] = og;
}
