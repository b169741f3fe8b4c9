// Stencils as Rodinia writes them: hotspot's pyramid of time steps in a
// 16x16 LDS tile with a runtime iteration count, SRAD's two 16x16
// kernels (diffusion coefficient, then divergence update), and
// hotspot3D's z-marching 7-point stencil keeping the column in registers.

#define BLOCK_SIZE 16
#define IN_RANGE(x, lo, hi) (((x) >= (lo)) && ((x) <= (hi)))

// Rodinia hotspot calculate_temp: each work-group advances a tile by
// `iteration` steps, shrinking the valid region by one cell per step.
__attribute__((reqd_work_group_size(BLOCK_SIZE, BLOCK_SIZE, 1)))
__kernel void hotspot_calculate_temp(int iteration, __global const float *restrict power,
                                     __global const float *restrict temp_src,
                                     __global float *restrict temp_dst, int grid_cols,
                                     int grid_rows, int border_cols, int border_rows,
                                     float Cap, float Rx, float Ry, float Rz,
                                     float step) {
  __local float temp_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __local float power_on_cuda[BLOCK_SIZE][BLOCK_SIZE];
  __local float temp_t[BLOCK_SIZE][BLOCK_SIZE];
  const float amb_temp = 80.0f;
  int bx = get_group_id(0), by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  float step_div_Cap = step / Cap;
  float Rx_1 = 1 / Rx, Ry_1 = 1 / Ry, Rz_1 = 1 / Rz;
  int small_block_rows = BLOCK_SIZE - iteration * 2;
  int small_block_cols = BLOCK_SIZE - iteration * 2;
  int blkY = small_block_rows * by - border_rows;
  int blkX = small_block_cols * bx - border_cols;
  int blkYmax = blkY + BLOCK_SIZE - 1, blkXmax = blkX + BLOCK_SIZE - 1;
  int yidx = blkY + ty, xidx = blkX + tx;
  int index = grid_cols * yidx + xidx;
  if (IN_RANGE(yidx, 0, grid_rows - 1) && IN_RANGE(xidx, 0, grid_cols - 1)) {
    temp_on_cuda[ty][tx] = temp_src[index];
    power_on_cuda[ty][tx] = power[index];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int validYmin = (blkY < 0) ? -blkY : 0;
  int validYmax = (blkYmax > grid_rows - 1) ? BLOCK_SIZE - 1 - (blkYmax - grid_rows + 1) : BLOCK_SIZE - 1;
  int validXmin = (blkX < 0) ? -blkX : 0;
  int validXmax = (blkXmax > grid_cols - 1) ? BLOCK_SIZE - 1 - (blkXmax - grid_cols + 1) : BLOCK_SIZE - 1;
  int N = ty - 1, S = ty + 1, W = tx - 1, E = tx + 1;
  N = (N < validYmin) ? validYmin : N;
  S = (S > validYmax) ? validYmax : S;
  W = (W < validXmin) ? validXmin : W;
  E = (E > validXmax) ? validXmax : E;
  bool computed = false;
  for (int i = 0; i < iteration; i++) {
    computed = false;
    if (IN_RANGE(tx, i + 1, BLOCK_SIZE - i - 2) && IN_RANGE(ty, i + 1, BLOCK_SIZE - i - 2) &&
        IN_RANGE(tx, validXmin, validXmax) && IN_RANGE(ty, validYmin, validYmax)) {
      computed = true;
      temp_t[ty][tx] = temp_on_cuda[ty][tx] +
                       step_div_Cap * (power_on_cuda[ty][tx] +
                                       (temp_on_cuda[S][tx] + temp_on_cuda[N][tx] - 2.0f * temp_on_cuda[ty][tx]) * Ry_1 +
                                       (temp_on_cuda[ty][E] + temp_on_cuda[ty][W] - 2.0f * temp_on_cuda[ty][tx]) * Rx_1 +
                                       (amb_temp - temp_on_cuda[ty][tx]) * Rz_1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i == iteration - 1)
      break;
    if (computed)
      temp_on_cuda[ty][tx] = temp_t[ty][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (computed)
    temp_dst[index] = temp_t[ty][tx];
}

// Rodinia SRAD kernel 1: directional derivatives and the diffusion
// coefficient from a 16x16 tile plus its four neighbouring edges.
__attribute__((reqd_work_group_size(BLOCK_SIZE, BLOCK_SIZE, 1)))
__kernel void srad_coeff(__global float *restrict E_C, __global float *restrict W_C,
                         __global float *restrict N_C, __global float *restrict S_C,
                         __global const float *restrict J_cuda,
                         __global float *restrict C_cuda, int cols, int rows, float q0sqr) {
  __local float temp[BLOCK_SIZE][BLOCK_SIZE];
  __local float temp_result[BLOCK_SIZE][BLOCK_SIZE];
  __local float north[BLOCK_SIZE][BLOCK_SIZE];
  __local float south[BLOCK_SIZE][BLOCK_SIZE];
  __local float east[BLOCK_SIZE][BLOCK_SIZE];
  __local float west[BLOCK_SIZE][BLOCK_SIZE];
  int bx = get_group_id(0), by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int index = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + tx;
  int index_n = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + tx - cols;
  int index_s = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * BLOCK_SIZE + tx;
  int index_w = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty - 1;
  int index_e = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + BLOCK_SIZE;
  north[ty][tx] = J_cuda[by == 0 ? BLOCK_SIZE * bx + tx : index_n];
  south[ty][tx] = J_cuda[by == get_num_groups(1) - 1 ? cols * BLOCK_SIZE * (get_num_groups(1) - 1) + BLOCK_SIZE * bx + cols * (BLOCK_SIZE - 1) + tx : index_s];
  west[ty][tx] = J_cuda[bx == 0 ? cols * BLOCK_SIZE * by + cols * ty : index_w];
  east[ty][tx] = J_cuda[bx == get_num_groups(0) - 1 ? cols * BLOCK_SIZE * by + BLOCK_SIZE * (get_num_groups(0) - 1) + cols * ty + BLOCK_SIZE - 1 : index_e];
  barrier(CLK_LOCAL_MEM_FENCE);
  temp[ty][tx] = J_cuda[index];
  barrier(CLK_LOCAL_MEM_FENCE);
  float jc = temp[ty][tx];
  float n, s, w, e;
  n = (ty == 0 ? north[ty][tx] : temp[ty - 1][tx]) - jc;
  s = (ty == BLOCK_SIZE - 1 ? south[ty][tx] : temp[ty + 1][tx]) - jc;
  w = (tx == 0 ? west[ty][tx] : temp[ty][tx - 1]) - jc;
  e = (tx == BLOCK_SIZE - 1 ? east[ty][tx] : temp[ty][tx + 1]) - jc;
  float g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
  float l = (n + s + w + e) / jc;
  float num = (0.5f * g2) - ((1.0f / 16.0f) * (l * l));
  float den = 1 + (.25f * l);
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr));
  float c = 1.0f / (1.0f + den);
  temp_result[ty][tx] = c < 0 ? 0 : (c > 1 ? 1 : c);
  barrier(CLK_LOCAL_MEM_FENCE);
  C_cuda[index] = temp_result[ty][tx];
  E_C[index] = e;
  W_C[index] = w;
  S_C[index] = s;
  N_C[index] = n;
}

// Rodinia SRAD kernel 2: divergence of c * gradient and the update.
__attribute__((reqd_work_group_size(BLOCK_SIZE, BLOCK_SIZE, 1)))
__kernel void srad_update(__global const float *restrict E_C, __global const float *restrict W_C,
                          __global const float *restrict N_C, __global const float *restrict S_C,
                          __global float *restrict J_cuda, __global const float *restrict C_cuda,
                          int cols, int rows, float lambda, float q0sqr) {
  __local float south_c[BLOCK_SIZE][BLOCK_SIZE];
  __local float east_c[BLOCK_SIZE][BLOCK_SIZE];
  __local float c_cuda_temp[BLOCK_SIZE][BLOCK_SIZE];
  __local float c_cuda_result[BLOCK_SIZE][BLOCK_SIZE];
  __local float temp[BLOCK_SIZE][BLOCK_SIZE];
  int bx = get_group_id(0), by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int index = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + tx;
  int index_s = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * BLOCK_SIZE + tx;
  int index_e = cols * BLOCK_SIZE * by + BLOCK_SIZE * bx + cols * ty + BLOCK_SIZE;
  south_c[ty][tx] = C_cuda[by == get_num_groups(1) - 1 ? cols * BLOCK_SIZE * (get_num_groups(1) - 1) + BLOCK_SIZE * bx + cols * (BLOCK_SIZE - 1) + tx : index_s];
  east_c[ty][tx] = C_cuda[bx == get_num_groups(0) - 1 ? cols * BLOCK_SIZE * by + BLOCK_SIZE * (get_num_groups(0) - 1) + cols * ty + BLOCK_SIZE - 1 : index_e];
  barrier(CLK_LOCAL_MEM_FENCE);
  c_cuda_temp[ty][tx] = C_cuda[index];
  barrier(CLK_LOCAL_MEM_FENCE);
  float cc = c_cuda_temp[ty][tx];
  float cn = cc, cw = cc;
  float cs = ty == BLOCK_SIZE - 1 ? south_c[ty][tx] : c_cuda_temp[ty + 1][tx];
  float ce = tx == BLOCK_SIZE - 1 ? east_c[ty][tx] : c_cuda_temp[ty][tx + 1];
  float d_sum = cn * N_C[index] + cs * S_C[index] + cw * W_C[index] + ce * E_C[index];
  c_cuda_result[ty][tx] = J_cuda[index] + 0.25f * lambda * d_sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  J_cuda[index] = c_cuda_result[ty][tx];
}

// Rodinia hotspot3D: each work-item owns an (x, y) column and marches
// z with bottom/center/top in registers, runtime nz.
__kernel void hotspot3d_opt(__global const float *restrict p, __global const float *restrict tIn,
                            __global float *restrict tOut, float sdc, int nx, int ny, int nz,
                            float ce, float cw, float cn, float cs, float ct, float cb,
                            float cc) {
  const float amb_temp = 80.0f;
  int i = get_global_id(0), j = get_global_id(1);
  int c = i + j * nx, xy = nx * ny;
  int W = (i == 0) ? c : c - 1;
  int E = (i == nx - 1) ? c : c + 1;
  int N = (j == 0) ? c : c - nx;
  int S = (j == ny - 1) ? c : c + nx;
  float temp1, temp2, temp3;
  temp1 = temp2 = tIn[c];
  temp3 = tIn[c + xy];
  tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] +
            cb * temp1 + ct * temp3 + sdc * p[c] + ct * amb_temp;
  c += xy;
  W += xy;
  E += xy;
  N += xy;
  S += xy;
  for (int k = 1; k < nz - 1; ++k) {
    temp1 = temp2;
    temp2 = temp3;
    temp3 = tIn[c + xy];
    tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] +
              cb * temp1 + ct * temp3 + sdc * p[c] + ct * amb_temp;
    c += xy;
    W += xy;
    E += xy;
    N += xy;
    S += xy;
  }
  temp1 = temp2;
  temp2 = temp3;
  tOut[c] = cc * temp2 + cw * tIn[W] + ce * tIn[E] + cs * tIn[S] + cn * tIn[N] +
            cb * temp1 + ct * temp3 + sdc * p[c] + ct * amb_temp;
}
