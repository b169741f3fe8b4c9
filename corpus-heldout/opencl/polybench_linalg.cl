// PolyBench/GPU-style GEMVER (rank-2 update fused with x += beta*A^T*y + z), 2MM first product, CORRELATION column stats.
// Plain row loops with one or two loads per iteration: latency and address arithmetic dominate, few live values.

__kernel void gemver_rank2_xt(__global float *restrict a,
                              __global const float *restrict u1,
                              __global const float *restrict v1,
                              __global const float *restrict u2,
                              __global const float *restrict v2,
                              __global const float *restrict y,
                              __global const float *restrict z,
                              __global float *restrict x,
                              int n, float beta)
{
    int j = get_global_id(0);
    if (j >= n)
        return;
    float vj1 = v1[j], vj2 = v2[j];
    float acc = 0.0f;
    for (int i = 0; i < n; i++) {
        float aij = a[i * n + j] + u1[i] * vj1 + u2[i] * vj2;
        a[i * n + j] = aij;
        acc = fma(aij, y[i], acc);
    }
    x[j] = x[j] + beta * acc + z[j];
}

__kernel void mm2_first_product(__global const float *restrict a,
                                __global const float *restrict b,
                                __global float *restrict tmp,
                                int ni, int nj, int nk, float alpha)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i >= ni || j >= nj)
        return;
    float acc = 0.0f;
    for (int k = 0; k < nk; k++)
        acc = fma(a[i * nk + k], b[k * nj + j], acc);
    tmp[i * nj + j] = alpha * acc;
}

__kernel void corr_column_stats(__global float *restrict data,
                                __global float *restrict mean,
                                __global float *restrict stddev,
                                int m, int n, float float_n, float eps)
{
    int j = get_global_id(0);
    if (j >= m)
        return;
    float mu = 0.0f;
    for (int i = 0; i < n; i++)
        mu += data[i * m + j];
    mu /= float_n;

    float var = 0.0f;
    for (int i = 0; i < n; i++) {
        float d = data[i * m + j] - mu;
        var = fma(d, d, var);
    }
    float sd = sqrt(var / float_n);
    sd = sd <= eps ? 1.0f : sd;

    float scale = 1.0f / (sqrt(float_n) * sd);
    for (int i = 0; i < n; i++)
        data[i * m + j] = (data[i * m + j] - mu) * scale;
    mean[j] = mu;
    stddev[j] = sd;
}
