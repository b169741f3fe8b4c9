// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// Attention blocks in the FlashAttention style: each work-item owns one
// (or two) query rows, walks the keys in tiles staged in LDS, computes a
// tile of scores Q.K^T, updates the running max and sum of the online
// softmax, rescales its output accumulator once per tile and adds P.V.

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Head dimension 32, key tiles of 32 in LDS consumed eight keys at a time,
// one query row per work-item.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void attn_fwd_d32_row(__global const float *restrict Q,
                               __global const float *restrict K,
                               __global const float *restrict V,
                               __global float *restrict O, int nkeys, float scale) {
  __local float Ks[32][32 + 1];
  __local float Vs[32][32];
  int qi = get_global_id(0), lid = get_local_id(0);
  size_t head = get_global_id(1);
  const __global float *Qh = Q + head * get_global_size(0) * 32;
  const __global float *Kh = K + head * (size_t)nkeys * 32;
  const __global float *Vh = V + head * (size_t)nkeys * 32;
  float q[32], o[32];
#pragma unroll
  for (int d = 0; d < 32; ++d) {
    q[d] = Qh[(size_t)qi * 32 + d] * scale;
    o[d] = 0.0f;
  }
  float m = -INFINITY, l = 0.0f;
  for (int k0 = 0; k0 < nkeys; k0 += 32) {
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int t = 0; t < 16; ++t) {
      int e = lid + 64 * t;
      Ks[e / 32][e % 32] = Kh[(size_t)k0 * 32 + e];
      Vs[e / 32][e % 32] = Vh[(size_t)k0 * 32 + e];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 1
    for (int j0 = 0; j0 < 32; j0 += 8) {
      float s[8];
      float mt = m;
#pragma unroll
      for (int j = 0; j < 8; ++j) {
        float acc = 0.0f;
#pragma unroll
        for (int d = 0; d < 32; ++d)
          acc = fma(q[d], Ks[j0 + j][d], acc);
        s[j] = acc;
        mt = fmax(mt, acc);
      }
      float corr = exp(m - mt);
      l *= corr;
#pragma unroll
      for (int d = 0; d < 32; ++d)
        o[d] *= corr;
#pragma unroll
      for (int j = 0; j < 8; ++j) {
        float p = exp(s[j] - mt);
        l += p;
#pragma unroll
        for (int d = 0; d < 32; ++d)
          o[d] = fma(p, Vs[j0 + j][d], o[d]);
      }
      m = mt;
    }
  }
  float inv = 1.0f / l;
#pragma unroll
  for (int d = 0; d < 32; ++d)
    O[head * get_global_size(0) * 32 + (size_t)qi * 32 + d] = o[d] * inv;
}

// The same with one key per step (the plain online-softmax recurrence:
// rescale the output for every key), head dimension 64.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void attn_fwd_d64_online(__global const float *restrict Q,
                                  __global const float *restrict K,
                                  __global const float *restrict V,
                                  __global float *restrict O, int nkeys, float scale) {
  __local float4 Ks[16][16];
  __local float4 Vs[16][16];
  int qi = get_global_id(0), lid = get_local_id(0);
  float4 q[16], o[16];
#pragma unroll
  for (int d = 0; d < 16; ++d) {
    q[d] = vload4(d, Q + (size_t)qi * 64) * scale;
    o[d] = (float4)(0.0f);
  }
  float m = -INFINITY, l = 0.0f;
  for (int k0 = 0; k0 < nkeys; k0 += 16) {
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int t = 0; t < 4; ++t) {
      int e = lid + 64 * t;
      Ks[e / 16][e % 16] = vload4(e, K + (size_t)k0 * 64);
      Vs[e / 16][e % 16] = vload4(e, V + (size_t)k0 * 64);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 2
    for (int j = 0; j < 16; ++j) {
      float s = 0.0f;
#pragma unroll
      for (int d = 0; d < 16; ++d)
        s += dot(q[d], Ks[j][d]);
      float mn = fmax(m, s);
      float corr = exp(m - mn), p = exp(s - mn);
      l = fma(l, corr, p);
#pragma unroll
      for (int d = 0; d < 16; ++d)
        o[d] = fma((float4)(p), Vs[j][d], o[d] * corr);
      m = mn;
    }
  }
#pragma unroll
  for (int d = 0; d < 16; ++d)
    vstore4(o[d] / l, d, O + (size_t)qi * 64);
}

// Head dimension 64 in half precision (queries kept packed), float
// accumulation, key tiles of 16.
__attribute__((reqd_work_group_size(128, 1, 1)))
__kernel void attn_fwd_d64_f16(__global const half *restrict Q,
                               __global const half *restrict K,
                               __global const half *restrict V,
                               __global half *restrict O, int nkeys, float scale) {
  __local half2 Ks[16][32];
  __local half2 Vs[16][32];
  int qi = get_global_id(0), lid = get_local_id(0);
  half2 q[32];
  float o[64];
#pragma unroll
  for (int d = 0; d < 32; ++d)
    q[d] = vload2(d, Q + (size_t)qi * 64);
#pragma unroll
  for (int d = 0; d < 64; ++d)
    o[d] = 0.0f;
  float m = -INFINITY, l = 0.0f;
  for (int k0 = 0; k0 < nkeys; k0 += 16) {
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int t = 0; t < 4; ++t) {
      int e = lid + 128 * t;
      Ks[e / 32][e % 32] = vload2(e, K + (size_t)k0 * 64);
      Vs[e / 32][e % 32] = vload2(e, V + (size_t)k0 * 64);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float s[16];
    float mt = m;
#pragma unroll
    for (int j = 0; j < 16; ++j) {
      half2 acc = (half2)(0.0h);
#pragma unroll
      for (int d = 0; d < 32; ++d)
        acc = fma(q[d], Ks[j][d], acc);
      s[j] = ((float)acc.x + (float)acc.y) * scale;
      mt = fmax(mt, s[j]);
    }
    float corr = exp(m - mt);
    l *= corr;
#pragma unroll
    for (int d = 0; d < 64; ++d)
      o[d] *= corr;
#pragma unroll 4
    for (int j = 0; j < 16; ++j) {
      float p = exp(s[j] - mt);
      l += p;
#pragma unroll
      for (int d = 0; d < 32; ++d) {
        float2 v = convert_float2(Vs[j][d]);
        o[2 * d] = fma(p, v.x, o[2 * d]);
        o[2 * d + 1] = fma(p, v.y, o[2 * d + 1]);
      }
    }
    m = mt;
  }
  float inv = 1.0f / l;
#pragma unroll
  for (int d = 0; d < 64; ++d)
    O[(size_t)qi * 64 + d] = (half)(o[d] * inv);
}

// Two query rows per work-item sharing every K/V read, head dimension 32,
// key tiles of 16 consumed four keys at a time, causal mask.
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void attn_fwd_d32_2rows_causal(__global const float *restrict Q,
                                        __global const float *restrict K,
                                        __global const float *restrict V,
                                        __global float *restrict O, float scale) {
  __local float Ks[16][32 + 1];
  __local float Vs[16][32];
  int lid = get_local_id(0);
  int qa = get_group_id(0) * 128 + lid, qb = qa + 64;
  float q[2][32], o[2][32], m[2] = {-INFINITY, -INFINITY}, l[2] = {0.0f, 0.0f};
#pragma unroll
  for (int d = 0; d < 32; ++d) {
    q[0][d] = Q[(size_t)qa * 32 + d] * scale;
    q[1][d] = Q[(size_t)qb * 32 + d] * scale;
    o[0][d] = o[1][d] = 0.0f;
  }
  int kend = get_group_id(0) * 128 + 128;
  for (int k0 = 0; k0 < kend; k0 += 16) {
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll
    for (int t = 0; t < 8; ++t) {
      int e = lid + 64 * t;
      Ks[e / 32][e % 32] = K[(size_t)k0 * 32 + e];
      Vs[e / 32][e % 32] = V[(size_t)k0 * 32 + e];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
#pragma unroll 1
    for (int j0 = 0; j0 < 16; j0 += 4)
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      int qr = r ? qb : qa;
      float s[4], mt = m[r];
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        float acc = 0.0f;
#pragma unroll
        for (int d = 0; d < 32; ++d)
          acc = fma(q[r][d], Ks[j0 + j][d], acc);
        s[j] = k0 + j0 + j <= qr ? acc : -INFINITY;
        mt = fmax(mt, s[j]);
      }
      float corr = exp(m[r] - mt);
      l[r] *= corr;
#pragma unroll
      for (int d = 0; d < 32; ++d)
        o[r][d] *= corr;
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        float p = exp(s[j] - mt);
        l[r] += p;
#pragma unroll
        for (int d = 0; d < 32; ++d)
          o[r][d] = fma(p, Vs[j0 + j][d], o[r][d]);
      }
      m[r] = mt;
    }
  }
#pragma unroll
  for (int d = 0; d < 32; ++d) {
    O[(size_t)qa * 32 + d] = o[0][d] / l[0];
    O[(size_t)qb * 32 + d] = o[1][d] / l[1];
  }
}

// Scores only: a 4x4 tile of S = Q.K^T (head dimension 64, read from global
// memory as float4), with each row's partial max and sum of exponentials
// for a later softmax pass.
__kernel void attn_scores_tile4x4(__global const float4 *restrict Q,
                                  __global const float4 *restrict K,
                                  __global float *restrict S,
                                  __global float2 *restrict stats, int nkeys, float scale) {
  int q0 = get_global_id(1) * 4, k0 = get_global_id(0) * 4;
  float acc[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
      acc[i][j] = 0.0f;
#pragma unroll 4
  for (int d = 0; d < 16; ++d) {
    float4 a[4], b[4];
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      a[i] = Q[(size_t)(q0 + i) * 16 + d];
      b[i] = K[(size_t)(k0 + i) * 16 + d];
    }
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        acc[i][j] += dot(a[i], b[j]);
  }
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    float mx = -INFINITY, sum = 0.0f;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float s = acc[i][j] * scale;
      S[(size_t)(q0 + i) * nkeys + k0 + j] = s;
      mx = fmax(mx, s);
    }
#pragma unroll
    for (int j = 0; j < 4; ++j)
      sum += exp(acc[i][j] * scale - mx);
    stats[(size_t)(q0 + i) * (nkeys / 4) + get_global_id(0)] = (float2)(mx, sum);
  }
}
