// Imitates Monte Carlo particle transport codes ported to GPUs: an MCML/CUDAMCML-style photon migration in layered
// tissue (xorshift128 RNG per work-item, one hop-drop-spin step per loop trip with relaunch of dead photons,
// Fresnel reflection or refraction at layer boundaries, Henyey-Greenstein scattering, Russian roulette,
// fixed-point atomic tallies of absorption and of diffuse reflectance/transmittance), and an XSBench-style
// macroscopic cross-section lookup in double precision (LCG-sampled energy and material, a binary search of every
// nuclide's energy grid, interpolation of five cross sections weighted by concentration), plus its unionized-grid
// variant (one search, then an index-grid gather per nuclide, four lookups per work-item).
// Interesting for a scheduler: the photon step is a long dependent chain of log/sqrt/sin/cos/div with divergent
// branches (boundary vs. interaction) and global atomics, so little ILP exists and everything hinges on latency
// hiding across waves; the XSBench lookup is the classic gather-latency-bound kernel, log2(grid) dependent double
// loads per nuclide followed by a short double FMA burst, in a loop over the material's nuclides.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// ---------------------------------------------------------------------------------------------------------------
// Layer l = 1 .. nlayers are tissue; layer 0 and nlayers + 1 are the ambient media above and below.
// cos_crit0 / cos_crit1: cosines of the critical angles towards the upper / lower neighbour (0 when none).
// ---------------------------------------------------------------------------------------------------------------
#define MC_MAXL 10
#define MC_WTH 1e-4f
#define MC_CHANCE 0.1f
#define MC_FIX 1.0e6f
#define MC_TWO_PI 6.28318530718f

typedef struct {
    float z0, z1;        // top and bottom depth
    float n;             // refractive index
    float mua, mus, g;   // absorption, scattering coefficients, anisotropy
    float cos_crit0, cos_crit1;
} mc_layer;

typedef struct {
    int nlayers;
    int nz, nr;          // absorption grid: nz depth bins x nr radial bins
    float dz, dr;
    float rsp;           // specular reflectance at launch
} mc_setup;

static inline float xs128_uniform(uint4 *s)
{
    uint t = (*s).x ^ ((*s).x << 11);
    (*s).x = (*s).y;
    (*s).y = (*s).z;
    (*s).z = (*s).w;
    (*s).w = (*s).w ^ ((*s).w >> 19) ^ (t ^ (t >> 8));
    return ((float)((*s).w >> 8) + 0.5f) * (1.0f / 16777216.0f);   // (0, 1)
}

// Fresnel reflectance for incidence cosine ca1 from index n1 into n2.
static inline float fresnel_r(float n1, float n2, float ca1, float *ca2_out)
{
    if (n1 == n2) {
        *ca2_out = ca1;
        return 0.0f;
    }
    if (ca1 > 1.0f - 1e-6f) {
        *ca2_out = ca1;
        float q = (n2 - n1) / (n2 + n1);
        return q * q;
    }
    float sa1 = sqrt(fmax(1.0f - ca1 * ca1, 0.0f));
    float sa2 = n1 * sa1 / n2;
    if (sa2 >= 1.0f) {
        *ca2_out = 0.0f;
        return 1.0f;
    }
    float ca2 = sqrt(1.0f - sa2 * sa2);
    *ca2_out = ca2;
    float cap = ca1 * ca2 - sa1 * sa2;     // cos(a1 + a2)
    float cam = ca1 * ca2 + sa1 * sa2;     // cos(a1 - a2)
    float sap = sa1 * ca2 + ca1 * sa2;     // sin(a1 + a2)
    float sam = sa1 * ca2 - ca1 * sa2;     // sin(a1 - a2)
    return 0.5f * sam * sam * (cam * cam + cap * cap) / (sap * sap * cam * cam);
}

__kernel void mcml_photon_layers(__constant mc_layer *layers,
                                 __constant mc_setup *setup,
                                 __global const uint4 *restrict seeds,
                                 __global uint *restrict absorb,       // [nz][nr] fixed point
                                 __global uint *restrict refl,         // [nr]
                                 __global uint *restrict trans,        // [nr]
                                 __global uint *restrict done,         // photons finished per work-item
                                 int photons_per_item, int max_steps)
{
    int gid = get_global_id(0);
    uint4 rng = seeds[gid];
    int nl = setup->nlayers;
    int nz = setup->nz, nr = setup->nr;
    float inv_dz = 1.0f / setup->dz, inv_dr = 1.0f / setup->dr;
    float w0 = 1.0f - setup->rsp;

    float x = 0.0f, y = 0.0f, z = 0.0f, ux = 0.0f, uy = 0.0f, uz = 1.0f, w = w0, sleft = 0.0f;
    int layer = 1, finished = 0;

    for (int step = 0; step < max_steps && finished < photons_per_item; ++step) {
        mc_layer L = layers[layer];
        float mut = L.mua + L.mus;
        if (sleft == 0.0f)
            sleft = -log(xs128_uniform(&rng));
        float s = sleft / mut;
        float db = uz > 0.0f ? (L.z1 - z) / uz : (uz < 0.0f ? (L.z0 - z) / uz : INFINITY);
        bool alive = true;

        if (s > db) {
            // move to the boundary, then reflect or cross
            x = fma(db, ux, x);
            y = fma(db, uy, y);
            z = fma(db, uz, z);
            sleft -= db * mut;
            int nxt = uz > 0.0f ? layer + 1 : layer - 1;
            float ccrit = uz > 0.0f ? L.cos_crit1 : L.cos_crit0;
            float n1 = L.n, n2 = layers[nxt].n;
            float ca1 = fabs(uz), ca2 = 0.0f;
            float r = ca1 <= ccrit ? 1.0f : fresnel_r(n1, n2, ca1, &ca2);
            if (xs128_uniform(&rng) > r) {
                if (nxt == 0 || nxt == nl + 1) {
                    int ir = min((int)(sqrt(x * x + y * y) * inv_dr), nr - 1);
                    uint q = (uint)(w * MC_FIX);
                    atomic_add(nxt == 0 ? &refl[ir] : &trans[ir], q);
                    alive = false;
                } else {
                    float k = n1 / n2;
                    ux *= k;
                    uy *= k;
                    uz = uz > 0.0f ? ca2 : -ca2;
                    layer = nxt;
                }
            } else {
                uz = -uz;
            }
        } else {
            // interaction inside the layer: move, drop weight, scatter
            x = fma(s, ux, x);
            y = fma(s, uy, y);
            z = fma(s, uz, z);
            sleft = 0.0f;
            float dw = w * L.mua / mut;
            w -= dw;
            int iz = clamp((int)(z * inv_dz), 0, nz - 1);
            int ir = min((int)(sqrt(x * x + y * y) * inv_dr), nr - 1);
            atomic_add(&absorb[iz * nr + ir], (uint)(dw * MC_FIX));

            float g = L.g, cost;
            float xi = xs128_uniform(&rng);
            if (g != 0.0f) {
                float tmp = (1.0f - g * g) / (1.0f - g + 2.0f * g * xi);
                cost = (1.0f + g * g - tmp * tmp) / (2.0f * g);
                cost = clamp(cost, -1.0f, 1.0f);
            } else {
                cost = 2.0f * xi - 1.0f;
            }
            float sint = sqrt(1.0f - cost * cost);
            float psi = MC_TWO_PI * xs128_uniform(&rng);
            float cosp;
            float sinp = sincos(psi, &cosp);
            if (fabs(uz) > 1.0f - 1e-6f) {
                ux = sint * cosp;
                uy = sint * sinp;
                uz = uz >= 0.0f ? cost : -cost;
            } else {
                float tmp = sqrt(1.0f - uz * uz);
                float nux = sint * (ux * uz * cosp - uy * sinp) / tmp + ux * cost;
                float nuy = sint * (uy * uz * cosp + ux * sinp) / tmp + uy * cost;
                uz = -sint * cosp * tmp + uz * cost;
                ux = nux;
                uy = nuy;
            }
            if (w < MC_WTH) {
                if (xs128_uniform(&rng) <= MC_CHANCE)
                    w *= 1.0f / MC_CHANCE;
                else
                    alive = false;
            }
        }

        if (!alive) {
            ++finished;
            x = y = z = 0.0f;
            ux = uy = 0.0f;
            uz = 1.0f;
            w = w0;
            sleft = 0.0f;
            layer = 1;
        }
    }
    done[gid] = (uint)finished;
}

// ---------------------------------------------------------------------------------------------------------------
// XSBench-style lookup. Nuclide n's grid: ngp points of 6 doubles (energy, total, elastic, absorption, fission,
// nu-fission), sorted by energy, at grids + n * ngp * 6. Material m: num_nucs[m] nuclides mats[m * maxn + j] with
// concentrations concs[m * maxn + j]. out: 5 macroscopic cross sections per lookup and the index of the largest.
// ---------------------------------------------------------------------------------------------------------------
#define XS_NMAT 12

static inline double lcg_next(ulong *seed)
{
    *seed = 2806196910506780709UL * (*seed) + 1UL;
    return (double)(*seed >> 11) * (1.0 / 9007199254740992.0);
}

static inline ulong lcg_skip(ulong seed, ulong n)
{
    // fast-forward x -> a^n x + c (a^n - 1)/(a - 1) by squaring
    ulong a = 2806196910506780709UL, c = 1UL, an = 1UL, cn = 0UL;
    while (n > 0) {
        if (n & 1UL) {
            an *= a;
            cn = cn * a + c;
        }
        c *= a + 1UL;
        a *= a;
        n >>= 1;
    }
    return an * seed + cn;
}

__kernel void xs_macro_lookup_f64(__global const double *restrict grids,
                                  __global const int *restrict num_nucs,
                                  __global const int *restrict mats,
                                  __global const double *restrict concs,
                                  __constant double *mat_cdf,            // XS_NMAT cumulative probabilities
                                  __global double *restrict macro_out,   // [lookups][5]
                                  __global int *restrict argmax_out,
                                  int lookups, int ngp, int maxn, ulong seed0)
{
    int li = get_global_id(0);
    if (li >= lookups)
        return;
    ulong seed = lcg_skip(seed0, 2UL * (ulong)li);
    double e = lcg_next(&seed);
    double pm = lcg_next(&seed);
    int mat = 0;
#pragma unroll
    for (int m = 0; m < XS_NMAT - 1; ++m)
        mat += pm > mat_cdf[m] ? 1 : 0;

    double m0 = 0.0, m1 = 0.0, m2 = 0.0, m3 = 0.0, m4 = 0.0;
    int nn = num_nucs[mat];
    for (int j = 0; j < nn; ++j) {
        int nuc = mats[mat * maxn + j];
        double conc = concs[mat * maxn + j];
        __global const double *g = grids + (size_t)nuc * ngp * 6;
        // lower bound: last point with energy <= e, clamped to [0, ngp - 2]
        int lo = 0, hi = ngp - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >> 1;
            if (g[(size_t)mid * 6] > e)
                hi = mid;
            else
                lo = mid;
        }
        lo = min(lo, ngp - 2);
        __global const double *pl = g + (size_t)lo * 6;
        __global const double *ph = pl + 6;
        double f = (ph[0] - e) / (ph[0] - pl[0]);
        m0 = fma(conc, ph[1] - f * (ph[1] - pl[1]), m0);
        m1 = fma(conc, ph[2] - f * (ph[2] - pl[2]), m1);
        m2 = fma(conc, ph[3] - f * (ph[3] - pl[3]), m2);
        m3 = fma(conc, ph[4] - f * (ph[4] - pl[4]), m3);
        m4 = fma(conc, ph[5] - f * (ph[5] - pl[5]), m4);
    }
    __global double *o = macro_out + (size_t)li * 5;
    o[0] = m0;
    o[1] = m1;
    o[2] = m2;
    o[3] = m3;
    o[4] = m4;
    int am = 0;
    double best = m0;
    am = m1 > best ? 1 : am; best = fmax(best, m1);
    am = m2 > best ? 2 : am; best = fmax(best, m2);
    am = m3 > best ? 3 : am; best = fmax(best, m3);
    am = m4 > best ? 4 : am;
    argmax_out[li] = am;
}

// ---------------------------------------------------------------------------------------------------------------
// The same lookup with XSBench's unionized energy grid: one binary search in the union grid (nunion energies),
// then index_grid[u * nnuc + nuc] gives each nuclide's lower grid point directly, so the per-nuclide work is two
// dependent gathers (index, then the two grid points) instead of a search. Four lookups per work-item, strided by
// the grid size, so four independent gather chains are in flight.
// ---------------------------------------------------------------------------------------------------------------
#define XSU_PER_ITEM 4

__kernel void xs_macro_lookup_unionized_f64(__global const double *restrict grids,
                                            __global const double *restrict union_e,
                                            __global const int *restrict index_grid,
                                            __global const int *restrict num_nucs,
                                            __global const int *restrict mats,
                                            __global const double *restrict concs,
                                            __constant double *mat_cdf,
                                            __global double *restrict macro_total,
                                            int lookups, int ngp, int nnuc, int nunion, int maxn, ulong seed0)
{
    int gsz = get_global_size(0);
    int first = get_global_id(0);
    double e[XSU_PER_ITEM], tot[XSU_PER_ITEM], absn[XSU_PER_ITEM];
    int mat[XSU_PER_ITEM], u[XSU_PER_ITEM];

#pragma unroll
    for (int k = 0; k < XSU_PER_ITEM; ++k) {
        int li = min(first + k * gsz, lookups - 1);
        ulong seed = lcg_skip(seed0, 2UL * (ulong)li);
        e[k] = lcg_next(&seed);
        double pm = lcg_next(&seed);
        int m = 0;
        for (int q = 0; q < XS_NMAT - 1; ++q)
            m += pm > mat_cdf[q] ? 1 : 0;
        mat[k] = m;
        tot[k] = 0.0;
        absn[k] = 0.0;
        int lo = 0, hi = nunion - 1;
        while (hi - lo > 1) {
            int mid = (lo + hi) >> 1;
            if (union_e[mid] > e[k])
                hi = mid;
            else
                lo = mid;
        }
        u[k] = lo;
    }

    int nmax = 0;
#pragma unroll
    for (int k = 0; k < XSU_PER_ITEM; ++k)
        nmax = max(nmax, num_nucs[mat[k]]);
    for (int j = 0; j < nmax; ++j) {
#pragma unroll
        for (int k = 0; k < XSU_PER_ITEM; ++k) {
            if (j < num_nucs[mat[k]]) {
                int nuc = mats[mat[k] * maxn + j];
                double conc = concs[mat[k] * maxn + j];
                int lo = min(index_grid[(size_t)u[k] * nnuc + nuc], ngp - 2);
                __global const double *pl = grids + ((size_t)nuc * ngp + lo) * 6;
                __global const double *ph = pl + 6;
                double f = (ph[0] - e[k]) / (ph[0] - pl[0]);
                tot[k] = fma(conc, ph[1] - f * (ph[1] - pl[1]), tot[k]);
                absn[k] = fma(conc, ph[3] - f * (ph[3] - pl[3]), absn[k]);
            }
        }
    }
#pragma unroll
    for (int k = 0; k < XSU_PER_ITEM; ++k) {
        int li = first + k * gsz;
        if (li < lookups) {
            macro_total[2 * li] = tot[k];
            macro_total[2 * li + 1] = absn[k];
        }
    }
}
