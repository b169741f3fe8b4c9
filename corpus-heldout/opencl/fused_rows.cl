// Triton-style fused row kernels: layernorm (mean/variance loops + LDS reductions), softmax with 64 row values per work-item
// in registers, NT half matmul with 64 float accumulators and a register prefetch stage (both register-limited on wave64).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define LN_WG 256

static float ln_block_sum(__local float *red, float v)
{
    int lid = get_local_id(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    red[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int s = LN_WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            red[lid] += red[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    return red[0];
}

__kernel __attribute__((reqd_work_group_size(LN_WG, 1, 1)))
void layernorm_fused_row(__global const float *restrict x,
                         __global const float *restrict gamma,
                         __global const float *restrict beta,
                         __global float *restrict y,
                         __global float *restrict mean_out,
                         __global float *restrict rstd_out,
                         int ncols, float eps)
{
    __local float red[LN_WG];
    int row = get_group_id(0);
    int lid = get_local_id(0);
    __global const float *xr = x + (size_t)row * ncols;
    __global float *yr = y + (size_t)row * ncols;
    float inv_n = 1.0f / (float)ncols;

    float s = 0.0f;
    for (int c = lid; c < ncols; c += LN_WG)
        s += xr[c];
    float mean = ln_block_sum(red, s) * inv_n;

    float v = 0.0f;
    for (int c = lid; c < ncols; c += LN_WG) {
        float d = xr[c] - mean;
        v = fma(d, d, v);
    }
    float var = ln_block_sum(red, v) * inv_n;
    float rstd = rsqrt(var + eps);

    for (int c = lid; c < ncols; c += LN_WG) {
        float xhat = (xr[c] - mean) * rstd;
        yr[c] = fma(xhat, gamma[c], beta[c]);
    }
    if (lid == 0) {
        mean_out[row] = mean;
        rstd_out[row] = rstd;
    }
}

#define SM_WG 128
#define SM_VEC 16          /* float4 per work-item: 64 values, rows up to 8192 */
#define SM_LOG2E 1.4426950408889634f

__kernel __attribute__((reqd_work_group_size(SM_WG, 1, 1)))
void softmax_row_inreg(__global const float *restrict x,
                       __global float *restrict y,
                       int ncols, int row_stride)
{
    __local float red[SM_WG];
    int row = get_group_id(0);
    int lid = get_local_id(0);
    __global const float *xr = x + (size_t)row * row_stride;
    __global float *yr = y + (size_t)row * row_stride;

    float4 v[SM_VEC];
    float mx = -INFINITY;
#pragma unroll
    for (int i = 0; i < SM_VEC; i++) {
        int c = (i * SM_WG + lid) * 4;
        v[i] = c < ncols ? vload4(0, xr + c) : (float4)(-INFINITY);
        mx = fmax(mx, fmax(fmax(v[i].x, v[i].y), fmax(v[i].z, v[i].w)));
    }

    red[lid] = mx;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int s = SM_WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            red[lid] = fmax(red[lid], red[lid + s]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    mx = red[0];
    barrier(CLK_LOCAL_MEM_FENCE);

    float sum = 0.0f;
    float mxs = mx * SM_LOG2E;
#pragma unroll
    for (int i = 0; i < SM_VEC; i++) {
        v[i] = exp2(fma(v[i], (float4)(SM_LOG2E), (float4)(-mxs)));
        sum += (v[i].x + v[i].y) + (v[i].z + v[i].w);
    }

    red[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int s = SM_WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            red[lid] += red[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float inv = 1.0f / red[0];

#pragma unroll
    for (int i = 0; i < SM_VEC; i++) {
        int c = (i * SM_WG + lid) * 4;
        if (c < ncols)
            vstore4(v[i] * inv, 0, yr + c);
    }
}

// C[M][N] = A[M][K] * B[N][K]^T, half inputs, float accumulation and output.
// 8x8 outputs per work-item, K stepped by 4 with half4 loads (K % 4 == 0);
// the next step's operands are loaded before this step's FMAs (two stages).
#define HM_W 8

__kernel void hgemm_nt_8x8_facc(__global const half *restrict a,
                                __global const half *restrict b,
                                __global float *restrict c,
                                int m, int n, int k, float alpha)
{
    int m0 = get_global_id(1) * HM_W;
    int n0 = get_global_id(0) * HM_W;
    if (m0 >= m || n0 >= n)
        return;

    __global const half4 *a4 = (__global const half4 *)(a + (size_t)m0 * k);
    __global const half4 *b4 = (__global const half4 *)(b + (size_t)n0 * k);
    int k4 = k / 4;

    float acc[HM_W][HM_W];
#pragma unroll
    for (int i = 0; i < HM_W; i++)
#pragma unroll
        for (int j = 0; j < HM_W; j++)
            acc[i][j] = 0.0f;

    half4 ah[HM_W], bh[HM_W];
#pragma unroll
    for (int i = 0; i < HM_W; i++) {
        ah[i] = a4[i * k4];
        bh[i] = b4[i * k4];
    }

    for (int kq = 0; kq < k4; kq++) {
        float4 af[HM_W], bf[HM_W];
#pragma unroll
        for (int i = 0; i < HM_W; i++) {
            af[i] = convert_float4(ah[i]);
            bf[i] = convert_float4(bh[i]);
        }
        int kn = min(kq + 1, k4 - 1);
#pragma unroll
        for (int i = 0; i < HM_W; i++) {
            ah[i] = a4[i * k4 + kn];
            bh[i] = b4[i * k4 + kn];
        }
#pragma unroll
        for (int i = 0; i < HM_W; i++)
#pragma unroll
            for (int j = 0; j < HM_W; j++) {
                float t = acc[i][j];
                t = fma(af[i].x, bf[j].x, t);
                t = fma(af[i].y, bf[j].y, t);
                t = fma(af[i].z, bf[j].z, t);
                t = fma(af[i].w, bf[j].w, t);
                acc[i][j] = t;
            }
    }

#pragma unroll
    for (int i = 0; i < HM_W; i++)
#pragma unroll
        for (int j = 0; j < HM_W; j++)
            c[(size_t)(m0 + i) * n + n0 + j] = alpha * acc[i][j];
}
