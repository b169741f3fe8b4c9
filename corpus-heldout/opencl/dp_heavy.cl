// Double-precision heavy (finance / statistics / imaging codes): Black-Scholes with all greeks, negative-binomial log-likelihood
// from Lanczos lgamma + asymptotic digamma chains, per-voxel 3x3 Jacobi eigen-solve and inverse: many doubles live at once.

#define BS_INV_SQRT_2PI 0.39894228040143267794

__kernel void bs_greeks_f64(__global const double *restrict spot,
                            __global const double *restrict strike,
                            __global const double *restrict expiry,
                            __global const double *restrict vol,
                            __global double *restrict price_c,
                            __global double *restrict price_p,
                            __global double4 *restrict greeks_c,   /* delta, theta, rho, vega */
                            __global double4 *restrict greeks_p,   /* delta, theta, rho, gamma */
                            int n, double rate, double div_yield)
{
    int i = get_global_id(0);
    if (i >= n)
        return;
    double s = spot[i], k = strike[i], t = expiry[i], sig = vol[i];

    double sqt = sqrt(t);
    double vst = sig * sqt;
    double d1 = (log(s / k) + (rate - div_yield + 0.5 * sig * sig) * t) / vst;
    double d2 = d1 - vst;
    double nd1 = 0.5 * erfc(-d1 * M_SQRT1_2);
    double nd2 = 0.5 * erfc(-d2 * M_SQRT1_2);
    double nmd1 = 1.0 - nd1, nmd2 = 1.0 - nd2;
    double pdf1 = BS_INV_SQRT_2PI * exp(-0.5 * d1 * d1);
    double dr = exp(-rate * t);
    double dq = exp(-div_yield * t);
    double sdq = s * dq, kdr = k * dr;

    double call = sdq * nd1 - kdr * nd2;
    double put = kdr * nmd2 - sdq * nmd1;
    double gamma = dq * pdf1 / (s * vst);
    double vega = sdq * pdf1 * sqt;
    double th0 = -sdq * pdf1 * sig / (2.0 * sqt);
    double theta_c = th0 - rate * kdr * nd2 + div_yield * sdq * nd1;
    double theta_p = th0 + rate * kdr * nmd2 - div_yield * sdq * nmd1;
    double rho_c = k * t * dr * nd2;
    double rho_p = -k * t * dr * nmd2;

    price_c[i] = call;
    price_p[i] = put;
    greeks_c[i] = (double4)(dq * nd1, theta_c, rho_c, vega);
    greeks_p[i] = (double4)(-dq * nmd1, theta_p, rho_p, gamma);
}

// Lanczos (g = 7, 9 terms) log-gamma for x > 0.5
static double lgamma_lanczos(double x)
{
    const double g = 7.0;
    double z = x - 1.0;
    double s = 0.99999999999980993;
    s += 676.5203681218851 / (z + 1.0);
    s += -1259.1392167224028 / (z + 2.0);
    s += 771.32342877765313 / (z + 3.0);
    s += -176.61502916214059 / (z + 4.0);
    s += 12.507343278686905 / (z + 5.0);
    s += -0.13857109526572012 / (z + 6.0);
    s += 9.9843695780195716e-6 / (z + 7.0);
    s += 1.5056327351493116e-7 / (z + 8.0);
    double tt = z + g + 0.5;
    return 0.91893853320467274178 + (z + 0.5) * log(tt) - tt + log(s);
}

// digamma: recurrence up to x >= 6, then the asymptotic series
static double digamma_asym(double x)
{
    double acc = 0.0;
    while (x < 6.0) {
        acc -= 1.0 / x;
        x += 1.0;
    }
    double r = 1.0 / x;
    double r2 = r * r;
    double series = r2 * (1.0 / 12.0 - r2 * (1.0 / 120.0 - r2 * (1.0 / 252.0 - r2 * (1.0 / 240.0 - r2 * (1.0 / 132.0)))));
    return acc + log(x) - 0.5 * r - series;
}

// Per observation y with mean mu and dispersion a: log-likelihood of the
// negative binomial and its derivatives with respect to log(mu) and a.
__kernel void negbin_loglik_f64(__global const double *restrict counts,
                                __global const double *restrict mu,
                                __global const double *restrict disp,
                                __global double *restrict loglik,
                                __global double2 *restrict grad,
                                int n)
{
    int i = get_global_id(0);
    if (i >= n)
        return;
    double y = counts[i], m = mu[i], a = disp[i];
    double am = a + m;
    double log_am = log(am);

    double lg_ya = lgamma_lanczos(y + a);
    double lg_a = lgamma_lanczos(a);
    double lg_y1 = lgamma_lanczos(y + 1.0);
    double ll = lg_ya - lg_a - lg_y1 + a * (log(a) - log_am) + y * (log(m) - log_am);

    double dg_ya = digamma_asym(y + a);
    double dg_a = digamma_asym(a);
    double d_a = dg_ya - dg_a + log(a) - log_am + 1.0 - (a + y) / am;
    double d_logmu = y - (y + a) * m / am;

    loglik[i] = ll;
    grad[i] = (double2)(d_logmu, d_a);
}

// One cyclic-Jacobi rotation zeroing a_pq; a_rp / a_rq is the remaining pair.
#define JROT(app, aqq, apq, arp, arq, v0p, v0q, v1p, v1q, v2p, v2q)            \
    if (fabs(apq) > 1e-300) {                                                 \
        double th = (aqq - app) / (2.0 * apq);                                \
        double t = copysign(1.0, th) / (fabs(th) + sqrt(th * th + 1.0));      \
        double c = 1.0 / sqrt(t * t + 1.0);                                   \
        double s = t * c;                                                     \
        double tau = s / (1.0 + c);                                           \
        app -= t * apq;                                                       \
        aqq += t * apq;                                                       \
        apq = 0.0;                                                            \
        double xp = arp, xq = arq;                                            \
        arp = xp - s * (xq + tau * xp);                                       \
        arq = xq + s * (xp - tau * xq);                                       \
        xp = v0p; xq = v0q;                                                   \
        v0p = xp - s * (xq + tau * xp); v0q = xq + s * (xp - tau * xq);       \
        xp = v1p; xq = v1q;                                                   \
        v1p = xp - s * (xq + tau * xp); v1q = xq + s * (xp - tau * xq);       \
        xp = v2p; xq = v2q;                                                   \
        v2p = xp - s * (xq + tau * xp); v2q = xq + s * (xp - tau * xq);       \
    }

// Diffusion-tensor style: tensor (xx, xy, xz, yy, yz, zz) per voxel ->
// eigenvalues, principal direction, fractional anisotropy and the inverse
// with eigenvalues clamped to >= lmin.
__kernel void dti_eig_inverse_f64(__global const double *restrict tensor,
                                  __global double *restrict evals,
                                  __global double *restrict evec1,
                                  __global double *restrict fa,
                                  __global double *restrict inv,
                                  int nvox, int sweeps, double lmin)
{
    int v = get_global_id(0);
    if (v >= nvox)
        return;
    __global const double *tp = tensor + (size_t)v * 6;
    double a00 = tp[0], a01 = tp[1], a02 = tp[2], a11 = tp[3], a12 = tp[4], a22 = tp[5];
    double v00 = 1.0, v01 = 0.0, v02 = 0.0;
    double v10 = 0.0, v11 = 1.0, v12 = 0.0;
    double v20 = 0.0, v21 = 0.0, v22 = 1.0;

    for (int it = 0; it < sweeps; it++) {
        JROT(a00, a11, a01, a02, a12, v00, v01, v10, v11, v20, v21)
        JROT(a00, a22, a02, a01, a12, v00, v02, v10, v12, v20, v22)
        JROT(a11, a22, a12, a01, a02, v01, v02, v11, v12, v21, v22)
    }

    double l0 = a00, l1 = a11, l2 = a22;
    // principal direction: column of the largest eigenvalue
    double px = v00, py = v10, pz = v20, lmax = l0;
    if (l1 > lmax) { lmax = l1; px = v01; py = v11; pz = v21; }
    if (l2 > lmax) { lmax = l2; px = v02; py = v12; pz = v22; }

    double md = (l0 + l1 + l2) * (1.0 / 3.0);
    double num = (l0 - md) * (l0 - md) + (l1 - md) * (l1 - md) + (l2 - md) * (l2 - md);
    double den = l0 * l0 + l1 * l1 + l2 * l2;
    double fav = den > 0.0 ? sqrt(1.5 * num / den) : 0.0;

    double i0 = 1.0 / fmax(l0, lmin), i1 = 1.0 / fmax(l1, lmin), i2 = 1.0 / fmax(l2, lmin);
    // inv = V diag(i) V^T, symmetric: 6 entries
    double b00 = i0 * v00 * v00 + i1 * v01 * v01 + i2 * v02 * v02;
    double b01 = i0 * v00 * v10 + i1 * v01 * v11 + i2 * v02 * v12;
    double b02 = i0 * v00 * v20 + i1 * v01 * v21 + i2 * v02 * v22;
    double b11 = i0 * v10 * v10 + i1 * v11 * v11 + i2 * v12 * v12;
    double b12 = i0 * v10 * v20 + i1 * v11 * v21 + i2 * v12 * v22;
    double b22 = i0 * v20 * v20 + i1 * v21 * v21 + i2 * v22 * v22;

    evals[3 * v + 0] = l0;
    evals[3 * v + 1] = l1;
    evals[3 * v + 2] = l2;
    evec1[3 * v + 0] = px;
    evec1[3 * v + 1] = py;
    evec1[3 * v + 2] = pz;
    fa[v] = fav;
    __global double *ip = inv + (size_t)v * 6;
    ip[0] = b00; ip[1] = b01; ip[2] = b02; ip[3] = b11; ip[4] = b12; ip[5] = b22;
}
