// Rodinia-style HotSpot (one step, 16x16 LDS tile with clamped halo) and SRAD (two passes, index-array neighbours).
// Interesting for a scheduler: few live values, LDS and gather latency between barriers; occupancy should not be traded away.

#define HS_BLOCK 16

__kernel __attribute__((reqd_work_group_size(HS_BLOCK, HS_BLOCK, 1)))
void hotspot2d_lds_step(__global const float *restrict power,
                        __global const float *restrict temp_src,
                        __global float *restrict temp_dst,
                        int cols, int rows,
                        float cap_inv, float rx_inv, float ry_inv, float rz_inv,
                        float amb_temp, float step)
{
    __local float tile[HS_BLOCK + 2][HS_BLOCK + 2];

    int tx = get_local_id(0);
    int ty = get_local_id(1);
    int gx = get_global_id(0);
    int gy = get_global_id(1);

    int cx = min(gx, cols - 1);
    int cy = min(gy, rows - 1);
    int west = max(cx - 1, 0), east = min(cx + 1, cols - 1);
    int north = max(cy - 1, 0), south = min(cy + 1, rows - 1);

    tile[ty + 1][tx + 1] = temp_src[cy * cols + cx];
    if (tx == 0)
        tile[ty + 1][0] = temp_src[cy * cols + west];
    if (tx == HS_BLOCK - 1)
        tile[ty + 1][HS_BLOCK + 1] = temp_src[cy * cols + east];
    if (ty == 0)
        tile[0][tx + 1] = temp_src[north * cols + cx];
    if (ty == HS_BLOCK - 1)
        tile[HS_BLOCK + 1][tx + 1] = temp_src[south * cols + cx];
    barrier(CLK_LOCAL_MEM_FENCE);

    if (gx >= cols || gy >= rows)
        return;

    float c = tile[ty + 1][tx + 1];
    float n = tile[ty][tx + 1];
    float s = tile[ty + 2][tx + 1];
    float w = tile[ty + 1][tx];
    float e = tile[ty + 1][tx + 2];
    float p = power[gy * cols + gx];

    float delta = step * cap_inv *
        (p + (s + n - 2.0f * c) * ry_inv
           + (e + w - 2.0f * c) * rx_inv
           + (amb_temp - c) * rz_inv);
    temp_dst[gy * cols + gx] = c + delta;
}

// SRAD pass 1: directional derivatives and the diffusion coefficient.
// The image is column-major (index = col * rows + row), neighbours come from index arrays.
__kernel void srad_dir_coeff(__global const float *restrict img,
                             __global const int *restrict idx_n,
                             __global const int *restrict idx_s,
                             __global const int *restrict idx_w,
                             __global const int *restrict idx_e,
                             __global float *restrict d_n,
                             __global float *restrict d_s,
                             __global float *restrict d_w,
                             __global float *restrict d_e,
                             __global float *restrict coeff,
                             int rows, int cols, float q0sqr)
{
    int k = get_global_id(0);
    if (k >= rows * cols)
        return;
    int row = k % rows;
    int col = k / rows;

    float jc = img[k];
    float gn = img[col * rows + idx_n[row]] - jc;
    float gs = img[col * rows + idx_s[row]] - jc;
    float gw = img[idx_w[col] * rows + row] - jc;
    float ge = img[idx_e[col] * rows + row] - jc;

    float inv = 1.0f / jc;
    float g2 = (gn * gn + gs * gs + gw * gw + ge * ge) * inv * inv;
    float lap = (gn + gs + gw + ge) * inv;
    float num = 0.5f * g2 - (1.0f / 16.0f) * lap * lap;
    float den = 1.0f + 0.25f * lap;
    float qsqr = num / (den * den);
    den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
    float c = 1.0f / (1.0f + den);
    c = clamp(c, 0.0f, 1.0f);

    d_n[k] = gn;
    d_s[k] = gs;
    d_w[k] = gw;
    d_e[k] = ge;
    coeff[k] = c;
}

// SRAD pass 2: divergence from the south/east coefficients, image update.
__kernel void srad_div_update(__global float *restrict img,
                              __global const float *restrict coeff,
                              __global const float *restrict d_n,
                              __global const float *restrict d_s,
                              __global const float *restrict d_w,
                              __global const float *restrict d_e,
                              __global const int *restrict idx_s,
                              __global const int *restrict idx_e,
                              int rows, int cols, float lambda)
{
    int k = get_global_id(0);
    if (k >= rows * cols)
        return;
    int row = k % rows;
    int col = k / rows;

    float cn = coeff[k];
    float cw = cn;
    float cs = coeff[col * rows + idx_s[row]];
    float ce = coeff[idx_e[col] * rows + row];

    float div = cn * d_n[k] + cs * d_s[k] + cw * d_w[k] + ce * d_e[k];
    img[k] = img[k] + 0.25f * lambda * div;
}
