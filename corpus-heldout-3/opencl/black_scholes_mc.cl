// Option pricing in the style of the NVIDIA/AMD SDK BlackScholes and MonteCarlo samples and finance benchmark suites
// (STAC-A2-like): closed-form European call/put with the Abramowitz-Stegun CND polynomial, four options per work-item
// per grid-stride iteration; a double-precision Greeks kernel; and a Monte Carlo arithmetic-average Asian pricer with
// an in-register Philox-style counter RNG, Box-Muller normals, four antithetic path pairs per work-item and a runtime
// number of time steps, reduced through LDS.
// Interesting for a scheduler: Black-Scholes is a wide, latency-bound chain of transcendental calls (exp/log/sqrt/rcp)
// with four independent copies to interleave; the Monte Carlo loop mixes 32-bit mul-hi integer rounds with log, sqrt,
// sin/cos and exp per step, so integer and transcendental latencies have to be hidden behind each other.

#define BS_A1 0.31938153f
#define BS_A2 -0.356563782f
#define BS_A3 1.781477937f
#define BS_A4 -1.821255978f
#define BS_A5 1.330274429f
#define BS_INV_SQRT_2PI 0.39894228040143267794f

// cumulative normal distribution, polynomial approximation (error ~7.5e-8)
inline float bs_cnd(float d)
{
    float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
    float poly = k * (BS_A1 + k * (BS_A2 + k * (BS_A3 + k * (BS_A4 + k * BS_A5))));
    float tail = BS_INV_SQRT_2PI * exp(-0.5f * d * d) * poly;
    return d > 0.0f ? 1.0f - tail : tail;
}

// ---- European call and put, float, 4 options per work-item per iteration ---
// Arrays are padded by the host to a multiple of 4 options.
__kernel void bs_euro_callput_x4(__global float *restrict call,
                                 __global float *restrict put,
                                 __global const float *restrict spot,
                                 __global const float *restrict strike,
                                 __global const float *restrict years,
                                 float riskfree, float volatility, int nopt4)
{
    int gsz = get_global_size(0);
    float half_vv = 0.5f * volatility * volatility;
    for (int g = get_global_id(0); g < nopt4; g += gsz) {
        float4 s = vload4(g, spot);
        float4 x = vload4(g, strike);
        float4 t = vload4(g, years);
        float sv[4] = {s.x, s.y, s.z, s.w};
        float xv[4] = {x.x, x.y, x.z, x.w};
        float tv[4] = {t.x, t.y, t.z, t.w};
        float cv[4], pv[4];
#pragma unroll
        for (int j = 0; j < 4; ++j) {
            float sqrt_t = sqrt(tv[j]);
            float d1 = (log(sv[j] / xv[j]) + (riskfree + half_vv) * tv[j]) / (volatility * sqrt_t);
            float d2 = d1 - volatility * sqrt_t;
            float n1 = bs_cnd(d1);
            float n2 = bs_cnd(d2);
            float disc = exp(-riskfree * tv[j]);
            float xd = xv[j] * disc;
            cv[j] = sv[j] * n1 - xd * n2;
            pv[j] = xd * (1.0f - n2) - sv[j] * (1.0f - n1);
        }
        vstore4((float4)(cv[0], cv[1], cv[2], cv[3]), g, call);
        vstore4((float4)(pv[0], pv[1], pv[2], pv[3]), g, put);
    }
}

// ---- Greeks, double precision ------------------------------------------------
// out: 10 doubles per option: call, put, delta_c, delta_p, gamma, vega, theta_c, theta_p, rho_c, rho_p.
// Per-option volatility and a continuous dividend yield q.
__kernel void bs_greeks_divyield_f64(__global double *restrict out,
                            __global const double *restrict spot,
                            __global const double *restrict strike,
                            __global const double *restrict years,
                            __global const double *restrict vol,
                            double riskfree, double divyield, int nopt)
{
    int i = get_global_id(0);
    if (i >= nopt)
        return;
    double s = spot[i], k = strike[i], t = years[i], v = vol[i];
    double sqt = sqrt(t);
    double vst = v * sqt;
    double d1 = (log(s / k) + (riskfree - divyield + 0.5 * v * v) * t) / vst;
    double d2 = d1 - vst;
    const double rsqrt2 = 0.70710678118654752440;
    double nd1 = 0.5 * erfc(-d1 * rsqrt2);
    double nd2 = 0.5 * erfc(-d2 * rsqrt2);
    double nmd1 = 1.0 - nd1, nmd2 = 1.0 - nd2;
    double pdf1 = 0.39894228040143267794 * exp(-0.5 * d1 * d1);
    double dq = exp(-divyield * t);
    double dr = exp(-riskfree * t);
    double sq = s * dq, kr = k * dr;

    double c = sq * nd1 - kr * nd2;
    double p = kr * nmd2 - sq * nmd1;
    double delta_c = dq * nd1;
    double delta_p = -dq * nmd1;
    double gamma = dq * pdf1 / (s * vst);
    double vega = sq * pdf1 * sqt;
    double common = -sq * pdf1 * v / (2.0 * sqt);
    double theta_c = common - riskfree * kr * nd2 + divyield * sq * nd1;
    double theta_p = common + riskfree * kr * nmd2 - divyield * sq * nmd1;
    double rho_c = k * t * dr * nd2;
    double rho_p = -k * t * dr * nmd2;

    __global double *o = out + (size_t)i * 10;
    o[0] = c; o[1] = p; o[2] = delta_c; o[3] = delta_p; o[4] = gamma;
    o[5] = vega; o[6] = theta_c; o[7] = theta_p; o[8] = rho_c; o[9] = rho_p;
}

// ---- Monte Carlo Asian option with a counter-based RNG -----------------------
#define PH_M0 0xD2511F53u
#define PH_M1 0xCD9E8D57u
#define PH_K0 0x9E3779B9u
#define PH_K1 0xBB67AE85u
#define PH_ROUNDS 7

// Philox-style 4x32 block: each round multiplies two lanes, swaps halves and mixes in the key.
inline uint4 ph_block(uint4 c, uint2 key)
{
#pragma unroll
    for (int r = 0; r < PH_ROUNDS; ++r) {
        uint lo0 = PH_M0 * c.x, hi0 = mul_hi(PH_M0, c.x);
        uint lo1 = PH_M1 * c.z, hi1 = mul_hi(PH_M1, c.z);
        c = (uint4)(hi1 ^ c.y ^ key.x, lo1, hi0 ^ c.w ^ key.y, lo0);
        key.x += PH_K0;
        key.y += PH_K1;
    }
    return c;
}

// (0,1] uniform from the top 24 bits
inline float ph_unit(uint u)
{
    return ((float)(u >> 8) + 1.0f) * (1.0f / 16777216.0f);
}

#define MC_WG 128
#define MC_PATHS 4   /* path pairs per work-item; each pair is (z, -z) */

// partial: per work-group {sum payoff, sum payoff^2} for the discounted call, then the put.
__kernel __attribute__((reqd_work_group_size(MC_WG, 1, 1)))
void mc_asian_philox_antithetic(__global float4 *restrict partial,
                                float s0, float strike, float riskfree, float volatility,
                                float maturity, int nsteps, int nbatches, uint seed_lo, uint seed_hi)
{
    __local float4 red[MC_WG];
    int lid = get_local_id(0);
    uint gid = (uint)get_global_id(0);

    float dt = maturity / (float)nsteps;
    float drift = (riskfree - 0.5f * volatility * volatility) * dt;
    float diff = volatility * sqrt(dt);
    float disc = exp(-riskfree * maturity);
    float inv_steps = 1.0f / (float)nsteps;
    uint2 key = (uint2)(seed_lo, seed_hi);

    float sum_c = 0.0f, sq_c = 0.0f, sum_p = 0.0f, sq_p = 0.0f;

    for (int b = 0; b < nbatches; ++b) {
        float lsp[MC_PATHS], lsm[MC_PATHS];    // log prices for the +z and -z paths
        float avp[MC_PATHS], avm[MC_PATHS];    // running arithmetic sums of prices
        float ls0 = log(s0);
#pragma unroll
        for (int p = 0; p < MC_PATHS; ++p) {
            lsp[p] = ls0; lsm[p] = ls0;
            avp[p] = 0.0f; avm[p] = 0.0f;
        }
        for (int st = 0; st < nsteps; ++st) {
            // one Philox block per step gives four uniforms -> four normals
            uint4 r = ph_block((uint4)(gid, (uint)b, (uint)st, 0x5bd1e995u), key);
            float u1 = ph_unit(r.x), u2 = ph_unit(r.y), u3 = ph_unit(r.z), u4 = ph_unit(r.w);
            float ra = sqrt(-2.0f * log(u1));
            float rb = sqrt(-2.0f * log(u3));
            float ta = 6.28318530717958647692f * u2;
            float tb = 6.28318530717958647692f * u4;
            float z[MC_PATHS] = {ra * cos(ta), ra * sin(ta), rb * cos(tb), rb * sin(tb)};
#pragma unroll
            for (int p = 0; p < MC_PATHS; ++p) {
                lsp[p] += drift + diff * z[p];
                lsm[p] += drift - diff * z[p];
                avp[p] += exp(lsp[p]);
                avm[p] += exp(lsm[p]);
            }
        }
#pragma unroll
        for (int p = 0; p < MC_PATHS; ++p) {
            float ap = avp[p] * inv_steps, am = avm[p] * inv_steps;
            float c = 0.5f * disc * (fmax(ap - strike, 0.0f) + fmax(am - strike, 0.0f));
            float q = 0.5f * disc * (fmax(strike - ap, 0.0f) + fmax(strike - am, 0.0f));
            sum_c += c; sq_c += c * c;
            sum_p += q; sq_p += q * q;
        }
    }

    red[lid] = (float4)(sum_c, sq_c, sum_p, sq_p);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = MC_WG / 2; off > 0; off >>= 1) {
        if (lid < off)
            red[lid] += red[lid + off];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = red[0];
}
