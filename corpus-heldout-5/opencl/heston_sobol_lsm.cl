// Imitates quantitative-finance Monte Carlo kernels of GPU pricing libraries and vendor samples: the SDK-style Sobol
// quasirandom generator (direction numbers staged in LDS, each point built from its Gray code by a data-dependent
// XOR loop, grid-stride over points) followed by Moro's inverse cumulative normal; a Heston stochastic-volatility
// path simulation in double with L'Ecuyer's MRG32k3a generator in floating-point arithmetic, Box-Muller normals,
// correlated full-truncation Euler steps in log-price, an up-and-out barrier and an arithmetic Asian average; and
// the regression step of Longstaff-Schwartz American pricing, accumulating the 3x3 normal equations of weighted
// Laguerre basis functions over in-the-money paths and reducing the nine sums per work-group through LDS.
// Interesting for a scheduler: the Sobol loop is a short integer chain with one LDS read per set bit and a long
// float polynomial/log tail; the Heston step is a dependent double chain of log, sinpi/cospi, sqrt and exp, with the
// two generator recurrences as the only independent work, so latency dominates and waves matter; the LSM kernel
// is a grid-stride gather loop with a branchy exp-weighted update and a nine-wide LDS tree (LDS-heavy epilogue).

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// ---------------------------------------------------------------------------------------------------------------
// Sobol: dirs[dim * 32 + b] are the direction numbers (already shifted to 32 bits); out[dim * n + i] = the normal
// quantile of point i in dimension dim = group_id(1). Moro (1995): rational central region, Chebyshev tails.
// ---------------------------------------------------------------------------------------------------------------
#define SOB_BITS 32
#define SOB_WG 128

static inline float moro_inv_cnd(float p)
{
    const float a1 = 2.50662823884f, a2 = -18.61500062529f, a3 = 41.39119773534f, a4 = -25.44106049637f;
    const float b1 = -8.4735109309f, b2 = 23.08336743743f, b3 = -21.06224101826f, b4 = 3.13082909833f;
    const float c1 = 0.337475482272615f, c2 = 0.976169019091719f, c3 = 0.160797971491821f;
    const float c4 = 2.76438810333863e-2f, c5 = 3.8405729373609e-3f, c6 = 3.951896511919e-4f;
    const float c7 = 3.21767881768e-5f, c8 = 2.888167364e-7f, c9 = 3.960315187e-7f;
    float y = p - 0.5f;
    if (fabs(y) < 0.42f) {
        float r = y * y;
        return y * (((a4 * r + a3) * r + a2) * r + a1) / ((((b4 * r + b3) * r + b2) * r + b1) * r + 1.0f);
    }
    float r = y > 0.0f ? 1.0f - p : p;
    r = log(-log(r));
    float z = c1 + r * (c2 + r * (c3 + r * (c4 + r * (c5 + r * (c6 + r * (c7 + r * (c8 + r * c9)))))));
    return y < 0.0f ? -z : z;
}

__kernel __attribute__((reqd_work_group_size(SOB_WG, 1, 1)))
void sobol_gray_moro_f32(__global const uint *restrict dirs,
                         __global float *restrict out,
                         int n)
{
    __local uint v[SOB_BITS];
    int lid = get_local_id(0);
    int dim = get_group_id(1);
    if (lid < SOB_BITS)
        v[lid] = dirs[dim * SOB_BITS + lid];
    barrier(CLK_LOCAL_MEM_FENCE);

    int stride = get_global_size(0);
    __global float *o = out + (size_t)dim * n;
    for (int i = get_global_id(0); i < n; i += stride) {
        uint g = (uint)i ^ ((uint)i >> 1);
        uint x = 0;
        for (int b = 0; g != 0; g >>= 1, ++b)
            if (g & 1u)
                x ^= v[b];
        float u = ((float)(x >> 8) + 0.5f) * (1.0f / 16777216.0f);
        o[i] = moro_inv_cnd(u);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Heston, one path per work-item. seeds[6 * p + k]: the MRG32k3a state of path p after the host's skip-ahead.
// out_barrier[p] = discounted up-and-out call payoff, out_asian[p] = discounted arithmetic Asian call payoff.
// ---------------------------------------------------------------------------------------------------------------
typedef struct {
    double s0, v0, rate, kappa, theta, xi, rho;
    double strike, barrier_level, maturity;
    int nsteps, pad;
} heston_params;

#define MRG_M1 4294967087.0
#define MRG_M2 4294944443.0
#define MRG_NORM 2.328306549295727688e-10
#define MRG_A12 1403580.0
#define MRG_A13N 810728.0
#define MRG_A21 527612.0
#define MRG_A23N 1370589.0

static inline double mrg32k3a_next(double *s)
{
    double p1 = MRG_A12 * s[1] - MRG_A13N * s[0];
    p1 -= floor(p1 * (1.0 / MRG_M1)) * MRG_M1;
    p1 += p1 < 0.0 ? MRG_M1 : 0.0;
    p1 -= p1 >= MRG_M1 ? MRG_M1 : 0.0;
    s[0] = s[1];
    s[1] = s[2];
    s[2] = p1;
    double p2 = MRG_A21 * s[5] - MRG_A23N * s[3];
    p2 -= floor(p2 * (1.0 / MRG_M2)) * MRG_M2;
    p2 += p2 < 0.0 ? MRG_M2 : 0.0;
    p2 -= p2 >= MRG_M2 ? MRG_M2 : 0.0;
    s[3] = s[4];
    s[4] = s[5];
    s[5] = p2;
    double d = p1 - p2;
    return (d > 0.0 ? d : d + MRG_M1) * MRG_NORM;
}

__kernel void heston_fulltrunc_mrg32k3a_f64(__constant heston_params *prm,
                                            __global const double *restrict seeds,
                                            __global double *restrict out_barrier,
                                            __global double *restrict out_asian,
                                            int npaths)
{
    int p = get_global_id(0);
    if (p >= npaths)
        return;
    double s[6];
#pragma unroll
    for (int k = 0; k < 6; ++k)
        s[k] = seeds[6 * (size_t)p + k];

    int nsteps = prm->nsteps;
    double dt = prm->maturity / nsteps;
    double sdt = sqrt(dt);
    double rho = prm->rho, rhoc = sqrt(1.0 - prm->rho * prm->rho);
    double kappa = prm->kappa, theta = prm->theta, xi = prm->xi;
    double drift = prm->rate * dt;
    double log_b = log(prm->barrier_level);

    double lns = log(prm->s0), v = prm->v0;
    double sum_s = 0.0;
    bool alive = true;
    for (int t = 0; t < nsteps; ++t) {
        double u1 = mrg32k3a_next(s);
        double u2 = mrg32k3a_next(s);
        double rad = sqrt(-2.0 * log(u1));
        double c = cospi(2.0 * u2);
        double sn = sinpi(2.0 * u2);
        double zv = rad * c;
        double zs = rho * zv + rhoc * rad * sn;
        double vp = fmax(v, 0.0);
        double sv = sqrt(vp) * sdt;
        lns += drift - 0.5 * vp * dt + sv * zs;
        v += kappa * (theta - vp) * dt + xi * sv * zv;
        alive = alive && lns < log_b;
        sum_s += exp(lns);
    }
    double disc = exp(-prm->rate * prm->maturity);
    double st = exp(lns);
    out_barrier[p] = alive ? disc * fmax(st - prm->strike, 0.0) : 0.0;
    out_asian[p] = disc * fmax(sum_s / nsteps - prm->strike, 0.0);
}

// ---------------------------------------------------------------------------------------------------------------
// Longstaff-Schwartz regression at one exercise date: for paths with strike - S > 0 (put), basis
// phi = e^{-x/2} (1, 1 - x, 1 - 2x + x^2/2) with x = S / S0; accumulate A = sum phi phi^T (6 sums) and
// b = sum phi * cashflow (3 sums). partial[g * 9 + k] per work-group; the host solves the 3x3 system.
// ---------------------------------------------------------------------------------------------------------------
#define LSM_WG 256
#define LSM_NS 9

__kernel __attribute__((reqd_work_group_size(LSM_WG, 1, 1)))
void lsm_laguerre3_normal_eq_f64(__global const double *restrict spot,
                                 __global const double *restrict cashflow,
                                 __global double *restrict partial,
                                 int npaths, double strike, double inv_s0)
{
    __local double red[LSM_NS][LSM_WG / 2];
    int lid = get_local_id(0);
    double acc[LSM_NS];
#pragma unroll
    for (int k = 0; k < LSM_NS; ++k)
        acc[k] = 0.0;

    int stride = get_global_size(0);
    for (int p = get_global_id(0); p < npaths; p += stride) {
        double sp = spot[p];
        if (strike - sp > 0.0) {
            double x = sp * inv_s0;
            double e = exp(-0.5 * x);
            double f0 = e, f1 = e * (1.0 - x), f2 = e * fma(0.5 * x, x, 1.0 - 2.0 * x);
            double y = cashflow[p];
            acc[0] = fma(f0, f0, acc[0]);
            acc[1] = fma(f0, f1, acc[1]);
            acc[2] = fma(f0, f2, acc[2]);
            acc[3] = fma(f1, f1, acc[3]);
            acc[4] = fma(f1, f2, acc[4]);
            acc[5] = fma(f2, f2, acc[5]);
            acc[6] = fma(f0, y, acc[6]);
            acc[7] = fma(f1, y, acc[7]);
            acc[8] = fma(f2, y, acc[8]);
        }
    }

    // fold the upper half onto the lower half, then a tree over LSM_WG / 2 entries
    if (lid >= LSM_WG / 2) {
#pragma unroll
        for (int k = 0; k < LSM_NS; ++k)
            red[k][lid - LSM_WG / 2] = acc[k];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < LSM_WG / 2) {
#pragma unroll
        for (int k = 0; k < LSM_NS; ++k)
            red[k][lid] += acc[k];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = LSM_WG / 4; s > 0; s >>= 1) {
        if (lid < s) {
#pragma unroll
            for (int k = 0; k < LSM_NS; ++k)
                red[k][lid] += red[k][lid + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < LSM_NS)
        partial[(size_t)get_group_id(0) * LSM_NS + lid] = red[lid][0];
}
