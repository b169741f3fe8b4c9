// Non-inlined helper functions (default calling convention) called from
// kernels, including a helper that calls another helper.

__attribute__((noinline)) float poly4(float x, float a, float b, float c,
                                      float d) {
  return fma(fma(fma(a, x, b), x, c), x, d);
}

__attribute__((noinline)) float4 blend4(float4 p, float4 q, float t) {
  float4 r;
  r.x = poly4(t, p.x, q.x, p.y, q.y);
  r.y = poly4(t, p.y, q.y, p.z, q.z);
  r.z = poly4(t, p.z, q.z, p.w, q.w);
  r.w = poly4(t, p.w, q.w, p.x, q.x);
  return r;
}

// Large argument list: spills over into the stack beyond 32 VGPR args.
__attribute__((noinline)) float dot40(float16 a, float16 b, float4 c,
                                      float4 d) {
  float s = dot(a.s0123, b.s0123) + dot(a.s4567, b.s4567) +
            dot(a.s89ab, b.s89ab) + dot(a.scdef, b.scdef);
  return s + dot(c, d);
}

static inline float clamp01(float x) { return fmin(fmax(x, 0.0f), 1.0f); }

__kernel void call_blend(__global const float4 *restrict p,
                         __global const float4 *restrict q,
                         __global float4 *restrict out, float t, int n) {
  size_t i = get_global_id(0);
  float4 acc = (float4)(0.0f);
  for (int k = 0; k < n; ++k) {
    float4 r = blend4(p[i * n + k], q[i * n + k], t);
    acc += r;
  }
  out[i] = (float4)(clamp01(acc.x), clamp01(acc.y), acc.z, acc.w);
}

__kernel void call_dot40(__global const float16 *restrict a,
                         __global const float4 *restrict c,
                         __global float *restrict out) {
  size_t i = get_global_id(0);
  float16 x = a[2 * i], y = a[2 * i + 1];
  float4 u = c[2 * i], v = c[2 * i + 1];
  float live = x.s0 * y.sf;
  float r = dot40(x, y, u, v);
  out[i] = r + live + poly4(r, u.x, u.y, u.z, u.w);
}
