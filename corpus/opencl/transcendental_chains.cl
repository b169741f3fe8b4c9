// Long dependent transcendental chains: Black-Scholes option pricing as
// the SDK samples / Rodinia-style finance kernels write it (cumulative
// normal via erf, or the Abramowitz-Stegun polynomial with exp), and an
// iterated exp/log/sin recurrence whose every step waits for the last.
// The work per element is a deep dependency chain of library calls, so
// issue slots sit idle unless other waves fill them.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Cumulative normal distribution through erf.
static inline float cnd_erf(float d) {
  return 0.5f * (1.0f + erf(d * 0.70710678118654752f));
}

// Call and put prices, grid-stride over options.
__attribute__((reqd_work_group_size(128, 1, 1)))
__kernel void black_scholes_erf_f32(__global float *restrict d_Call,
                                    __global float *restrict d_Put,
                                    __global const float *restrict d_S,
                                    __global const float *restrict d_X,
                                    __global const float *restrict d_T, float R,
                                    float V, int optN) {
  for (int opt = get_global_id(0); opt < optN; opt += get_global_size(0)) {
    float S = d_S[opt], X = d_X[opt], T = d_T[opt];
    float sqrtT = sqrt(T);
    float d1 = (log(S / X) + (R + 0.5f * V * V) * T) / (V * sqrtT);
    float d2 = d1 - V * sqrtT;
    float CNDD1 = cnd_erf(d1);
    float CNDD2 = cnd_erf(d2);
    float expRT = exp(-R * T);
    d_Call[opt] = S * CNDD1 - X * expRT * CNDD2;
    d_Put[opt] = X * expRT * (1.0f - CNDD2) - S * (1.0f - CNDD1);
  }
}

// Polynomial approximation of the cumulative normal (Abramowitz-Stegun
// 26.2.17), in double as the PARSEC/Rodinia-derived ports use it.
static inline double cnd_poly(double d) {
  const double A1 = 0.31938153, A2 = -0.356563782, A3 = 1.781477937,
               A4 = -1.821255978, A5 = 1.330274429;
  const double RSQRT2PI = 0.39894228040143267794;
  double K = 1.0 / (1.0 + 0.2316419 * fabs(d));
  double cnd = RSQRT2PI * exp(-0.5 * d * d) *
               (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  return d > 0 ? 1.0 - cnd : cnd;
}

// Per-option rate and volatility, one option per work-item.
__kernel void black_scholes_poly_f64(__global const double *restrict S,
                                     __global const double *restrict X,
                                     __global const double *restrict T,
                                     __global const double *restrict R,
                                     __global const double *restrict V,
                                     __global double *restrict call,
                                     __global double *restrict put, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  double s = S[i], x = X[i], t = T[i], r = R[i], v = V[i];
  double sqrtT = sqrt(t);
  double d1 = (log(s / x) + (r + 0.5 * v * v) * t) / (v * sqrtT);
  double d2 = d1 - v * sqrtT;
  double c1 = cnd_poly(d1), c2 = cnd_poly(d2);
  double ert = exp(-r * t);
  call[i] = s * c1 - x * ert * c2;
  put[i] = x * ert * (1.0 - c2) - s * (1.0 - c1);
}

// An iterated map with a runtime number of steps, each step a chain
// exp -> log -> sin -> pow through the previous value (the kind of
// loop a Monte-Carlo path or a stiff ODE substep runs per element).
__kernel void transcendental_chain_f32(__global const float *restrict x0,
                                       __global float *restrict out, int steps,
                                       float a, float b) {
  int i = get_global_id(0);
  float x = x0[i];
  float y = 0.0f;
  for (int s = 0; s < steps; ++s) {
    x = log(1.0f + exp(a * x));
    y += sin(x) * b;
    x = pow(x, 0.75f) - y * 0.01f;
  }
  out[i] = x + y;
}

// The same kind of chain in double, unrolled by two as compilers do
// for a known even trip count with a runtime remainder.
__kernel void transcendental_chain_f64(__global const double *restrict x0,
                                       __global double *restrict out, int steps,
                                       double k) {
  int i = get_global_id(0);
  double x = x0[i];
#pragma unroll 2
  for (int s = 0; s < steps; ++s)
    x = exp(-k * x) + log1p(x * x) * cos(x);
  out[i] = x;
}
