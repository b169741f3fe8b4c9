// Sparse matrix-vector products as SHOC's Spmv benchmark writes them:
// CSR scalar (one row per work-item), CSR vector (one wavefront-sized
// group of lanes per row with an LDS reduction) and ELLPACK-R. The
// x[col[j]] loads are gathers through an index loaded just before, so
// each iteration waits for two dependent memory round trips.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// CSR scalar: rows distributed one per work-item, runtime row lengths.
__kernel void spmv_csr_scalar_f32(__global const float *restrict val,
                                  __global const float *restrict vec,
                                  __global const int *restrict cols,
                                  __global const int *restrict rowDelimiters,
                                  const int dim, __global float *restrict out) {
  int myRow = get_global_id(0);
  if (myRow < dim) {
    float t = 0.0f;
    int start = rowDelimiters[myRow];
    int end = rowDelimiters[myRow + 1];
    for (int j = start; j < end; j++) {
      int col = cols[j];
      t += val[j] * vec[col];
    }
    out[myRow] = t;
  }
}

// CSR vector: VECTOR_SIZE lanes per row, partial sums reduced in LDS
// with the unrolled halving steps SHOC uses (no barrier inside a warp).
#define SPMV_VECTOR_KERNEL(NAME, T, VECTOR_SIZE, WG)                                   \
  __attribute__((reqd_work_group_size(WG, 1, 1)))                                     \
  __kernel void NAME(__global const T *restrict val, __global const T *restrict vec,  \
                     __global const int *restrict cols,                               \
                     __global const int *restrict rowDelimiters, const int dim,       \
                     __global T *restrict out) {                                      \
    int t = get_local_id(0);                                                          \
    int id = t & (VECTOR_SIZE - 1);                                                   \
    int vectorsPerBlock = get_local_size(0) / VECTOR_SIZE;                            \
    int myRow = (get_group_id(0) * vectorsPerBlock) + (t / VECTOR_SIZE);              \
    __local volatile T partialSums[WG];                                               \
    partialSums[t] = 0;                                                               \
    if (myRow < dim) {                                                                \
      int vecStart = rowDelimiters[myRow];                                            \
      int vecEnd = rowDelimiters[myRow + 1];                                          \
      T mySum = 0;                                                                    \
      for (int j = vecStart + id; j < vecEnd; j += VECTOR_SIZE) {                     \
        int col = cols[j];                                                            \
        mySum += val[j] * vec[col];                                                   \
      }                                                                               \
      partialSums[t] = mySum;                                                         \
      barrier(CLK_LOCAL_MEM_FENCE);                                                   \
      int bar = VECTOR_SIZE / 2;                                                      \
      while (bar > 0) {                                                               \
        if (id < bar)                                                                 \
          partialSums[t] += partialSums[t + bar];                                     \
        barrier(CLK_LOCAL_MEM_FENCE);                                                 \
        bar = bar / 2;                                                                \
      }                                                                               \
      if (id == 0)                                                                    \
        out[myRow] = partialSums[t];                                                  \
    }                                                                                 \
  }

SPMV_VECTOR_KERNEL(spmv_csr_vector_f32, float, 32, 128)
SPMV_VECTOR_KERNEL(spmv_csr_vector_f64, double, 64, 256)

// ELLPACK-R: column-major padded storage plus per-row lengths; the
// inner loop is unrolled by 2 as SHOC's ellpackr kernel does by hand.
__kernel void spmv_ellpackr_f32(__global const float *restrict val,
                                __global const float *restrict vec,
                                __global const int *restrict cols,
                                __global const int *restrict rowLengths,
                                const int dim, __global float *restrict out) {
  int t = get_global_id(0);
  if (t < dim) {
    float result = 0.0f;
    int max = rowLengths[t];
    int i = 0;
    for (; i + 1 < max; i += 2) {
      int ind0 = i * dim + t, ind1 = (i + 1) * dim + t;
      result += val[ind0] * vec[cols[ind0]];
      result += val[ind1] * vec[cols[ind1]];
    }
    if (i < max) {
      int ind = i * dim + t;
      result += val[ind] * vec[cols[ind]];
    }
    out[t] = result;
  }
}
