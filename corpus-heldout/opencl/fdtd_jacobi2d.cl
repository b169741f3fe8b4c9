// PolyBench/GPU-style Jacobi-2D (one column per work-item, row loop with a sliding window) and FDTD-2D field updates.
// Interesting for a scheduler: simple loops whose cost is load latency; a register window carried across iterations.

__kernel void jacobi2d_sweep(__global const float *restrict a,
                             __global float *restrict b,
                             int n)
{
    int j = get_global_id(0) + 1;
    if (j >= n - 1)
        return;
    float up = a[j];
    float mid = a[n + j];
    for (int i = 1; i < n - 1; i++) {
        float down = a[(i + 1) * n + j];
        float left = a[i * n + j - 1];
        float right = a[i * n + j + 1];
        b[i * n + j] = 0.2f * (mid + left + right + up + down);
        up = mid;
        mid = down;
    }
}

// ey/ex from hz (PolyBench kernels 1 and 2 fused: both only read hz)
__kernel void fdtd2d_update_exy(__global float *restrict ex,
                                __global float *restrict ey,
                                __global const float *restrict hz,
                                __global const float *restrict fict,
                                int nx, int ny, int t)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i >= nx || j >= ny)
        return;
    int k = i * ny + j;
    float h = hz[k];
    if (i == 0)
        ey[k] = fict[t];
    else
        ey[k] = ey[k] - 0.5f * (h - hz[k - ny]);
    if (j > 0)
        ex[k] = ex[k] - 0.5f * (h - hz[k - 1]);
}

__kernel void fdtd2d_update_hz(__global const float *restrict ex,
                               __global const float *restrict ey,
                               __global float *restrict hz,
                               int nx, int ny)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i >= nx - 1 || j >= ny - 1)
        return;
    int k = i * ny + j;
    hz[k] = hz[k] - 0.7f * (ex[k + 1] - ex[k] + ey[k + ny] - ey[k]);
}
