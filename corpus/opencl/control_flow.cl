// Divergent control flow, switches and phi-heavy loops.

__kernel void nested_divergent_if(__global const float *restrict a,
                                  __global const int *restrict flags,
                                  __global float *restrict out, float t) {
  size_t i = get_global_id(0);
  float v = a[i];
  int f = flags[i];
  float r;
  if (f & 1) {
    if (v > t) {
      r = sqrt(v - t);
      if (f & 2)
        r = r * r + a[i + 1];
    } else {
      r = v * v;
    }
  } else if (f & 4) {
    r = exp(v) - 1.0f;
  } else {
    r = 0.0f;
    for (int k = 0; k < (f >> 4); ++k)
      r += a[i + k];
  }
  out[i] = r;
}

// A tiny stack-free interpreter: uniform program, per-lane registers.
__kernel void switch_interp(__global float *restrict regs,
                            __constant uchar *restrict prog, int plen) {
  size_t i = get_global_id(0);
  float r0 = regs[i * 4 + 0], r1 = regs[i * 4 + 1];
  float r2 = regs[i * 4 + 2], r3 = regs[i * 4 + 3];
  for (int pc = 0; pc < plen; ++pc) {
    switch (prog[pc]) {
    case 0: r0 = r0 + r1; break;
    case 1: r1 = r1 * r2; break;
    case 2: r2 = fma(r0, r3, r2); break;
    case 3: r3 = r3 - r0; break;
    case 4: { float t = r0; r0 = r1; r1 = t; break; }
    case 5: r0 = fmax(r0, r3); break;
    case 6: r2 = native_recip(r2 + 1.0f); break;
    default: r3 = -r3; break;
    }
  }
  regs[i * 4 + 0] = r0; regs[i * 4 + 1] = r1;
  regs[i * 4 + 2] = r2; regs[i * 4 + 3] = r3;
}

// Per-lane switch (divergent) inside a loop with eight carried values.
__kernel void phi_heavy_loop(__global const int *restrict ops,
                             __global int *restrict out, int n) {
  size_t i = get_global_id(0);
  int v0 = 1, v1 = 2, v2 = 3, v3 = 4, v4 = 5, v5 = 6, v6 = 7, v7 = 8;
  for (int k = 0; k < n; ++k) {
    int op = ops[i * n + k];
    switch (op & 7) {
    case 0: v0 += v1; v2 ^= v3; break;
    case 1: v1 = v1 * 3 + v4; break;
    case 2: v2 -= v5; v6 += v0; break;
    case 3: v3 = (v3 << 1) | (v7 & 1); break;
    case 4: v4 = max(v4, v2); v5 = min(v5, v6); break;
    case 5: { int t = v6; v6 = v7; v7 = t; break; }
    default: v7 += op; break;
    }
  }
  out[i] = v0 + v1 * 3 + v2 * 5 + v3 * 7 + v4 * 11 + v5 * 13 + v6 * 17 +
           v7 * 19;
}

// Binary search with a divergent loop exit.
__kernel void divergent_search(__global const float *restrict sorted,
                               __global const float *restrict keys,
                               __global int *restrict pos, int n) {
  size_t i = get_global_id(0);
  float key = keys[i];
  int lo = 0, hi = n - 1, found = -1;
  while (lo <= hi) {
    int mid = (lo + hi) >> 1;
    float m = sorted[mid];
    if (m == key) {
      found = mid;
      break;
    }
    if (m < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  pos[i] = found >= 0 ? found : -(lo + 1);
}
