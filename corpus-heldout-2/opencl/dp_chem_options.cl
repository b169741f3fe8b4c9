// Double-precision kernels from combustion and finance codes: an S3D/Pele-style net production rate for an H2/O2
// mechanism (12 reactions, Troe fall-off, NASA-7 Gibbs energies, third-body efficiencies) written out as generated
// chemistry code is, and a binomial-tree American put with the tree held in LDS (one work-group per option).
// Interesting for a scheduler: the rate kernel is one long loop-free double expression with ~60 values alive.

// ---- H2/O2 net production rates ---------------------------------------------
// species: 0 H2, 1 O2, 2 H, 3 O, 4 OH, 5 H2O, 6 HO2, 7 N2 (inert, collider only)
#define CH_NS 8
#define CH_RU 8.31446261815324e7        /* erg / (mol K) */
#define CH_PATM_RU 1.2186596e-3         /* 1 atm / Ru in mol K / cm^3 */

__constant double ch_mw[CH_NS] = {2.01588, 31.9988, 1.00794, 15.9994, 17.00734, 18.01528, 33.00677, 28.0134};

// NASA-7 low-temperature fits (a1..a7), H2..HO2
__constant double ch_nasa[7][7] = {
    {2.34433112e+00, 7.98052075e-03, -1.94781510e-05, 2.01572094e-08, -7.37611761e-12, -9.17935173e+02, 6.83010238e-01},
    {3.78245636e+00, -2.99673416e-03, 9.84730201e-06, -9.68129509e-09, 3.24372837e-12, -1.06394356e+03, 3.65767573e+00},
    {2.50000000e+00, 0.0, 0.0, 0.0, 0.0, 2.54736599e+04, -4.46682853e-01},
    {3.16826710e+00, -3.27931884e-03, 6.64306396e-06, -6.12806624e-09, 2.11265971e-12, 2.91222592e+04, 2.05193346e+00},
    {3.99201543e+00, -2.40131752e-03, 4.61793841e-06, -3.88113333e-09, 1.36411470e-12, 3.61508056e+03, -1.03925458e-01},
    {4.19864056e+00, -2.03643410e-03, 6.52040211e-06, -5.48797062e-09, 1.77197817e-12, -3.02937267e+04, -8.49032208e-01},
    {4.30179801e+00, -4.74912051e-03, 2.11582891e-05, -2.42763894e-08, 9.29225124e-12, 2.94808040e+02, 3.71666245e+00},
};

static inline double ch_arrh(double lnA, double b, double e_r, double lnT, double invT)
{
    return exp(lnA + b * lnT - e_r * invT);
}

__kernel void chem_h2o2_netrates_troe(__global const double *restrict temp,
                                      __global const double *restrict pres,     // dyn / cm^2
                                      __global const double *restrict yspec,    // [CH_NS][npts]
                                      __global double *restrict wdot,           // [7][npts], mol / (cm^3 s)
                                      __global double *restrict qdot,           // heat release, erg / (cm^3 s)
                                      int npts)
{
    int i = get_global_id(0);
    if (i >= npts)
        return;
    double T = temp[i], P = pres[i];
    double lnT = log(T), invT = 1.0 / T;
    double T2 = T * T, T3 = T2 * T, T4 = T3 * T;

    double c[CH_NS], rmw = 0.0;
#pragma unroll
    for (int s = 0; s < CH_NS; s++) {
        c[s] = yspec[s * npts + i] / ch_mw[s];
        rmw += c[s];
    }
    double rho_over = P / (CH_RU * T * rmw);     // total molar concentration / sum(y/W)
#pragma unroll
    for (int s = 0; s < CH_NS; s++)
        c[s] *= rho_over;

    // h/RT and g/RT from the NASA polynomials
    double h[7], g[7];
#pragma unroll
    for (int s = 0; s < 7; s++) {
        double hrt = ch_nasa[s][0] + ch_nasa[s][1] * T * 0.5 + ch_nasa[s][2] * T2 * (1.0 / 3.0) +
                     ch_nasa[s][3] * T3 * 0.25 + ch_nasa[s][4] * T4 * 0.2 + ch_nasa[s][5] * invT;
        double sr = ch_nasa[s][0] * lnT + ch_nasa[s][1] * T + ch_nasa[s][2] * T2 * 0.5 +
                    ch_nasa[s][3] * T3 * (1.0 / 3.0) + ch_nasa[s][4] * T4 * 0.25 + ch_nasa[s][6];
        h[s] = hrt;
        g[s] = hrt - sr;
    }
    double cH2 = c[0], cO2 = c[1], cH = c[2], cO = c[3], cOH = c[4], cH2O = c[5], cHO2 = c[6];
    double ctot = 0.0;
#pragma unroll
    for (int s = 0; s < CH_NS; s++)
        ctot += c[s];
    double pfac = CH_PATM_RU * invT;            // (P_atm / Ru T): Kc = Kp * pfac^dn

    // forward rate constants (cm, mol, s, K)
    double kf1 = ch_arrh(35.80488, -0.406, 8353.0, lnT, invT);
    double kf2 = ch_arrh(10.83565, 2.67, 3165.2, lnT, invT);
    double kf3 = ch_arrh(19.19079, 1.51, 1726.0, lnT, invT);
    double kf4 = ch_arrh(14.90407, 2.02, 6743.0, lnT, invT);
    double kf5 = ch_arrh(45.27016, -1.40, 52525.0, lnT, invT);
    double kf6 = ch_arrh(36.35766, -0.50, 0.0, lnT, invT);
    double kf7 = ch_arrh(51.99187, -2.00, 0.0, lnT, invT);
    double kf9 = ch_arrh(30.44042, 0.0, 414.2, lnT, invT);
    double kf10 = ch_arrh(31.89074, 0.0, 148.0, lnT, invT);
    double kf11 = ch_arrh(31.11226, 0.0, 0.0, lnT, invT);
    double kf12 = ch_arrh(30.99486, 0.0, -250.0, lnT, invT);

    // H + O2 (+M) <=> HO2 (+M), Troe a = 0.8, T*** = 1e-30, T* = 1e30
    double m8 = ctot + 1.0 * cH2 + 10.0 * cH2O - 0.22 * cO2;
    double kinf = ch_arrh(28.01968, 0.60, 0.0, lnT, invT);
    double k0 = ch_arrh(47.90267, -1.72, 264.2, lnT, invT);
    double pr = k0 * m8 / kinf;
    double fcent = 0.2 * exp(-T * 1.0e30) + 0.8 * exp(-T * 1.0e-30);
    double lfc = log10(fcent);
    double lpr = log10(fmax(pr, 1.0e-300));
    double cc = -0.4 - 0.67 * lfc;
    double nn = 0.75 - 1.27 * lfc;
    double f1 = (lpr + cc) / (nn - 0.14 * (lpr + cc));
    double kf8 = kinf * (pr / (1.0 + pr)) * exp10(lfc / (1.0 + f1 * f1));

    // equilibrium constants exp(-dG/RT) * pfac^dn and reverse rates
    double kr1 = kf1 * exp((g[3] + g[4]) - (g[2] + g[1]));
    double kr2 = kf2 * exp((g[2] + g[4]) - (g[3] + g[0]));
    double kr3 = kf3 * exp((g[5] + g[2]) - (g[0] + g[4]));
    double kr4 = kf4 * exp((2.0 * g[4]) - (g[3] + g[5]));
    double kr5 = kf5 * exp((2.0 * g[2]) - g[0]) / pfac;
    double kr6 = kf6 * exp(g[1] - 2.0 * g[3]) * pfac;
    double kr7 = kf7 * exp(g[5] - (g[2] + g[4])) * pfac;
    double kr8 = kf8 * exp(g[6] - (g[2] + g[1])) * pfac;
    double kr9 = kf9 * exp((g[0] + g[1]) - (g[6] + g[2]));
    double kr10 = kf10 * exp(2.0 * g[4] - (g[6] + g[2]));
    double kr11 = kf11 * exp((g[1] + g[4]) - (g[6] + g[3]));
    double kr12 = kf12 * exp((g[5] + g[1]) - (g[6] + g[4]));

    double m5 = ctot + 1.5 * cH2 + 11.0 * cH2O;
    double q1 = kf1 * cH * cO2 - kr1 * cO * cOH;
    double q2 = kf2 * cO * cH2 - kr2 * cH * cOH;
    double q3 = kf3 * cH2 * cOH - kr3 * cH2O * cH;
    double q4 = kf4 * cO * cH2O - kr4 * cOH * cOH;
    double q5 = m5 * (kf5 * cH2 - kr5 * cH * cH);
    double q6 = m5 * (kf6 * cO * cO - kr6 * cO2);
    double q7 = m5 * (kf7 * cH * cOH - kr7 * cH2O);
    double q8 = kf8 * cH * cO2 - kr8 * cHO2;
    double q9 = kf9 * cHO2 * cH - kr9 * cH2 * cO2;
    double q10 = kf10 * cHO2 * cH - kr10 * cOH * cOH;
    double q11 = kf11 * cHO2 * cO - kr11 * cO2 * cOH;
    double q12 = kf12 * cHO2 * cOH - kr12 * cH2O * cO2;

    double w[7];
    w[0] = -q2 - q3 - q5 + q9;
    w[1] = -q1 + q6 - q8 + q9 + q11 + q12;
    w[2] = -q1 + q2 + q3 + 2.0 * q5 - q7 - q8 - q9 - q10;
    w[3] = q1 - q2 - q4 - 2.0 * q6 - q11;
    w[4] = q1 + q2 - q3 + 2.0 * q4 - q7 + 2.0 * q10 + q11 - q12;
    w[5] = q3 - q4 + q7 + q12;
    w[6] = q8 - q9 - q10 - q11 - q12;

    double hsum = 0.0;
#pragma unroll
    for (int s = 0; s < 7; s++) {
        wdot[s * npts + i] = w[s];
        hsum += w[s] * h[s];
    }
    qdot[i] = -CH_RU * T * hsum;
}

// ---- binomial tree, American put -------------------------------------------
#define BO_WG 128
#define BO_MAXSTEPS 1024

__kernel __attribute__((reqd_work_group_size(BO_WG, 1, 1)))
void binomial_american_put_f64(__global const double *restrict spot,
                               __global const double *restrict strike,
                               __global const double *restrict expiry,
                               __global const double *restrict vol,
                               __global double *restrict price,
                               double rate, int nsteps)
{
    __local double val[2][BO_MAXSTEPS + 1];
    int opt = get_group_id(0);
    int lid = get_local_id(0);
    nsteps = min(nsteps, BO_MAXSTEPS);
    double s = spot[opt], k = strike[opt], t = expiry[opt], sig = vol[opt];
    double dt = t / nsteps;
    double vdt = sig * sqrt(dt);
    double u = exp(vdt), d = exp(-vdt);
    double disc = exp(-rate * dt);
    double pu = (1.0 / disc - d) / (u - d);
    double pud = pu * disc, pdd = (1.0 - pu) * disc;

    for (int j = lid; j <= nsteps; j += BO_WG)
        val[0][j] = fmax(k - s * exp(vdt * (2 * j - nsteps)), 0.0);
    barrier(CLK_LOCAL_MEM_FENCE);

    int cur = 0;
    for (int n = nsteps - 1; n >= 0; n--) {
        for (int j = lid; j <= n; j += BO_WG) {
            double cont = pud * val[cur][j + 1] + pdd * val[cur][j];
            double ex = k - s * exp(vdt * (2 * j - n));
            val[cur ^ 1][j] = fmax(cont, ex);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        cur ^= 1;
    }
    if (lid == 0)
        price[opt] = val[cur][0];
}
