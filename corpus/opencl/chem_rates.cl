// gcnrs-targets: gfx90a gfx942 gfx1100 gfx1200
// Double-precision chemical kinetics, one grid point per work-item, in the
// shape that mechanism code generators emit: Arrhenius rate constants,
// NASA-7 thermodynamics for equilibrium constants, third-body and Troe
// falloff corrections, rates of progress and species production rates.
// Every intermediate (concentrations, Gibbs energies, rate constants) is
// live across long straight-line code. Arrays are structure-of-arrays.
// The coefficients describe a small hydrogen-oxygen-like mechanism; they
// are plausible in magnitude but not a validated mechanism.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define NSP 9
#define NRX 19
#define RU 8.31446261815324     // J/(mol K)
#define PATM 101325.0

// Species: H2 O2 O OH H2O H HO2 H2O2 N2.
__constant double mw[NSP] = {2.016, 31.998, 15.999, 17.007, 18.015, 1.008, 33.006, 34.014, 28.014};

// NASA-7 polynomials, high range (T > 1000 K) then low range.
__constant double nasa_hi[NSP][7] = {
    {3.3372792, -4.9402473e-5, 4.9945678e-7, -1.7956639e-10, 2.0025538e-14, -950.15892, -3.2050233},
    {3.2825378, 1.4830875e-3, -7.5796666e-7, 2.0947056e-10, -2.1670779e-14, -1088.4577, 5.4532313},
    {2.5694212, -8.5974110e-5, 4.1942287e-8, -1.0017799e-11, 1.2283669e-15, 29217.579, 4.7843386},
    {3.0928876, 5.4842973e-4, 1.2650523e-7, -8.7946156e-11, 1.1741237e-14, 3858.657, 4.4766961},
    {3.0339925, 2.1769180e-3, -1.6407252e-7, -9.7041987e-11, 1.6820099e-14, -30004.297, 4.9667701},
    {2.5000001, -2.3084298e-11, 1.6156191e-14, -4.7351526e-18, 4.9819737e-22, 25473.66, -0.44668285},
    {4.0172109, 2.2398201e-3, -6.3365815e-7, 1.1424637e-10, -1.0790850e-14, 111.85671, 3.7851042},
    {4.1650854, 4.9083167e-3, -1.9013929e-6, 3.7112999e-10, -2.8733508e-14, -17861.787, 2.9160350},
    {2.9266400, 1.4879768e-3, -5.6847600e-7, 1.0097038e-10, -6.7533510e-15, -922.7977, 5.9805280}};
__constant double nasa_lo[NSP][7] = {
    {2.3443311, 7.9805207e-3, -1.9478151e-5, 2.0157209e-8, -7.3761176e-12, -917.93517, 0.68301024},
    {3.7824564, -2.9967342e-3, 9.8473020e-6, -9.6812951e-9, 3.2437284e-12, -1063.9436, 3.6576757},
    {3.1682671, -3.2793188e-3, 6.6430640e-6, -6.1280662e-9, 2.1126597e-12, 29122.259, 2.0519335},
    {3.9920154, -2.4013175e-3, 4.6179384e-6, -3.8811333e-9, 1.3641147e-12, 3615.0806, -0.10392546},
    {4.1986406, -2.0364341e-3, 6.5204021e-6, -5.4879706e-9, 1.7719782e-12, -30293.727, -0.84903221},
    {2.5000000, 7.0534481e-13, -1.9950638e-15, 2.3007915e-18, -9.2773233e-22, 25473.66, -0.44668285},
    {4.3017980, -4.7491205e-3, 2.1158289e-5, -2.4276389e-8, 9.2922512e-12, 294.80804, 3.7166625},
    {4.2761126, -5.4282249e-4, 1.6733570e-5, -2.1577081e-8, 8.6245439e-12, -17702.585, 3.4350508},
    {3.2986770, 1.4082404e-3, -3.9632220e-6, 5.6415150e-9, -2.4448540e-12, -1020.8999, 3.9503720}};

// Reactions: A [m, mol, s], temperature exponent, activation temperature,
// two reactants and two products (species index, -1 = none).
__constant double arr[NRX][3] = {
    {3.52e10, -0.7, 8590.0},  {5.06e-2, 2.67, 3166.0},  {1.17e3, 1.3, 1829.0},
    {5.75e0, 2.0, -1.0e3},    {4.0e10, -0.5, 0.0},      {6.0e8, -1.25, 0.0},
    {1.2e11, -1.0, 0.0},      {2.2e16, -2.0, 0.0},      {4.71e12, -1.0, 0.0},
    {3.8e6, 0.0, 0.0},        {6.63e7, 0.0, 1070.0},    {1.69e8, 0.0, 440.0},
    {7.0e7, 0.0, 0.0},        {2.89e7, 0.0, -250.0},    {4.2e8, 0.0, 6030.0},
    {1.3e5, 0.0, -820.0},     {2.95e8, 0.0, 24370.0},   {2.41e7, 0.0, 2000.0},
    {6.03e7, 0.0, 4000.0}};
__constant int rx_species[NRX][4] = {
    {5, 1, 2, 3}, {2, 0, 5, 3}, {0, 3, 4, 5}, {2, 4, 3, 3}, {5, 5, 0, -1},
    {5, 5, 0, -1}, {2, 2, 1, -1}, {5, 3, 4, -1}, {2, 5, 3, -1}, {5, 1, 6, -1},
    {6, 5, 0, 1}, {6, 5, 3, 3}, {6, 2, 1, 3}, {6, 3, 4, 1}, {6, 6, 7, 1},
    {6, 6, 7, 1}, {7, 3, 3, -1}, {7, 5, 4, 3}, {7, 5, 6, 0}};
// Third-body efficiencies (1.0 = plain [M]); reactions 4..9 use them.
__constant double eff[NSP] = {2.5, 1.0, 1.0, 1.0, 12.0, 1.0, 1.0, 1.0, 1.0};

// Table-driven production rates for the whole mechanism.
__kernel void chem_h2o2_wdot(__global const double *restrict temp,
                             __global const double *restrict pres,
                             __global const double *restrict Y,
                             __global double *restrict wdot, int n) {
  int i = get_global_id(0);
  double T = temp[i], P = pres[i];
  double logT = log(T), invT = 1.0 / T;
  double tp[5] = {1.0, T, T * T, T * T * T, T * T * T * T};
  double C[NSP], g[NSP], wsum = 0.0, mix = 0.0;
#pragma unroll
  for (int s = 0; s < NSP; ++s) {
    C[s] = Y[(size_t)s * n + i] / mw[s];
    wsum += C[s];
  }
  double rho = P / (RU * T * wsum);
#pragma unroll
  for (int s = 0; s < NSP; ++s) {
    C[s] *= rho;
    mix += eff[s] * C[s];
    __constant const double *a = T > 1000.0 ? nasa_hi[s] : nasa_lo[s];
    double h = a[0] + a[1] * tp[1] / 2 + a[2] * tp[2] / 3 + a[3] * tp[3] / 4 +
               a[4] * tp[4] / 5 + a[5] * invT;
    double sR = a[0] * logT + a[1] * tp[1] + a[2] * tp[2] / 2 + a[3] * tp[3] / 3 +
                a[4] * tp[4] / 4 + a[6];
    g[s] = h - sR;
  }
  double cref = PATM / (RU * T);
  double q[NRX];
#pragma unroll
  for (int r = 0; r < NRX; ++r) {
    double kf = arr[r][0] * exp(arr[r][1] * logT - arr[r][2] * invT);
    int a0 = rx_species[r][0], a1 = rx_species[r][1];
    int b0 = rx_species[r][2], b1 = rx_species[r][3];
    double dg = g[b0] - g[a0] - g[a1] + (b1 >= 0 ? g[b1] : 0.0);
    double kc = exp(-dg) * (b1 >= 0 ? 1.0 : 1.0 / cref);
    double fwd = kf * C[a0] * C[a1];
    double rev = kf / kc * C[b0] * (b1 >= 0 ? C[b1] : 1.0);
    double third = (r >= 4 && r <= 9) ? mix : 1.0;
    q[r] = third * (fwd - rev);
  }
  double w[NSP];
#pragma unroll
  for (int s = 0; s < NSP; ++s)
    w[s] = 0.0;
#pragma unroll
  for (int r = 0; r < NRX; ++r) {
    w[rx_species[r][0]] -= q[r];
    w[rx_species[r][1]] -= q[r];
    w[rx_species[r][2]] += q[r];
    if (rx_species[r][3] >= 0)
      w[rx_species[r][3]] += q[r];
  }
#pragma unroll
  for (int s = 0; s < NSP; ++s)
    wdot[(size_t)s * n + i] = w[s] * mw[s];
}

// Mixture thermodynamics for the same species from mole fractions: cp,
// enthalpy, entropy and Gibbs energy of the mixture (with the ideal mixing
// terms) and each species' h/RT and cp/R.
__kernel void chem_nasa7_mixture(__global const double *restrict temp,
                                 __global const double *restrict X,
                                 __global double4 *restrict mixprops,
                                 __global double2 *restrict sp, int n) {
  int i = get_global_id(0);
  double T1 = temp[i], T2 = T1 * T1, T3 = T2 * T1, T4 = T3 * T1, lt = log(T1);
  double cp = 0.0, h = 0.0, s = 0.0, gm = 0.0;
#pragma unroll
  for (int k = 0; k < NSP; ++k) {
    double x = X[(size_t)k * n + i];
    double xl = x > 1e-30 ? x * log(x) : 0.0;
    __constant const double *a = T1 > 1000.0 ? nasa_hi[k] : nasa_lo[k];
    double cpR = a[0] + a[1] * T1 + a[2] * T2 + a[3] * T3 + a[4] * T4;
    double hrt = a[0] + a[1] * T1 / 2 + a[2] * T2 / 3 + a[3] * T3 / 4 + a[4] * T4 / 5 + a[5] / T1;
    double sR = a[0] * lt + a[1] * T1 + a[2] * T2 / 2 + a[3] * T3 / 3 + a[4] * T4 / 4 + a[6];
    cp += x * cpR;
    h += x * hrt;
    s += x * sR - xl;
    gm += x * (hrt - sR) + xl;
    sp[(size_t)k * n + i] = (double2)(hrt, cpR);
  }
  mixprops[i] = (double4)(cp, h, s, gm) * RU;
}

// Pressure-dependent (falloff) reactions in the Troe form, written out the
// way generated code spells them: low/high pressure limits, reduced
// pressure from third-body efficiencies, broadening factor, log10/pow.
__kernel void chem_troe_falloff4(__global const double *restrict temp,
                                 __global const double *restrict C,
                                 __global double *restrict kfall, int n) {
  int i = get_global_id(0);
  double T = temp[i], logT = log(T), invT = 1.0 / T;
  double c[NSP];
#pragma unroll
  for (int s = 0; s < NSP; ++s)
    c[s] = C[(size_t)s * n + i];
  // Per reaction: A0 b0 E0 (low), Ainf binf Einf (high), alpha T*** T* T**.
  const double p[4][10] = {
      {6.366e14, -1.72, 262.0, 4.65e12, 0.44, 0.0, 0.5, 1.0e-30, 1.0e30, 0.0},
      {2.49e24, -2.3, 24530.0, 2.0e12, 0.9, 24530.0, 0.43, 1.0e-30, 1.0e30, 0.0},
      {4.4e16, -2.3, 0.0, 2.1e11, 0.0, 0.0, 0.73, 1.0e-30, 1.0e30, 1.0e30},
      {1.27e23, -4.82, 3286.0, 5.4e11, 0.45, 1820.0, 0.7187, 103.0, 1291.0, 4160.0}};
  const double e[4][NSP] = {
      {2.0, 0.78, 1.0, 1.0, 14.0, 1.0, 1.0, 1.0, 1.0},
      {3.7, 1.2, 1.0, 1.0, 7.65, 1.0, 1.0, 7.7, 1.5},
      {2.0, 1.0, 1.0, 1.0, 6.0, 1.0, 1.0, 1.0, 0.7},
      {2.0, 1.0, 1.0, 1.0, 6.0, 1.0, 1.0, 1.0, 1.0}};
#pragma unroll
  for (int r = 0; r < 4; ++r) {
    double k0 = p[r][0] * exp(p[r][1] * logT - p[r][2] * invT);
    double kinf = p[r][3] * exp(p[r][4] * logT - p[r][5] * invT);
    double m = 0.0;
#pragma unroll
    for (int s = 0; s < NSP; ++s)
      m += e[r][s] * c[s];
    double pr = k0 * m / kinf;
    double fc = (1.0 - p[r][6]) * exp(-T / p[r][7]) + p[r][6] * exp(-T / p[r][8]) +
                (p[r][9] > 0.0 ? exp(-p[r][9] * invT) : 0.0);
    double lfc = log10(fmax(fc, 1e-300));
    double lpr = log10(fmax(pr, 1e-300));
    double cc = -0.4 - 0.67 * lfc, nn = 0.75 - 1.27 * lfc;
    double f1 = (lpr + cc) / (nn - 0.14 * (lpr + cc));
    double F = pow(10.0, lfc / (1.0 + f1 * f1));
    kfall[(size_t)r * n + i] = kinf * (pr / (1.0 + pr)) * F;
  }
}

// Explicit (unrolled by the generator) forward rates and rates of progress
// for a 12-step mechanism, with the species source terms accumulated by
// hand: every line is a literal expression.
__kernel void chem_rates_literal(__global const double *restrict temp,
                                 __global const double *restrict C,
                                 __global double *restrict wdot, int n) {
  int i = get_global_id(0);
  double T = temp[i], lT = log(T), iT = 1.0 / T;
  double cH2 = C[0 * n + i], cO2 = C[1 * n + i], cO = C[2 * n + i];
  double cOH = C[3 * n + i], cH2O = C[4 * n + i], cH = C[5 * n + i];
  double cHO2 = C[6 * n + i], cH2O2 = C[7 * n + i], cN2 = C[8 * n + i];
  double cM = 2.5 * cH2 + cO2 + cO + cOH + 12.0 * cH2O + cH + cHO2 + cH2O2 + cN2;
  double k1 = 3.52e16 * exp(-0.7 * lT - 8590.0 * iT);
  double k2 = 5.06e4 * exp(2.67 * lT - 3166.0 * iT);
  double k3 = 1.17e9 * exp(1.3 * lT - 1829.0 * iT);
  double k4 = 5.75e13 * exp(-1.0e3 * iT) * T * T * 1e-8;
  double k5 = 1.3e18 * exp(-1.0 * lT);
  double k6 = 4.0e22 * exp(-2.0 * lT);
  double k7 = 6.17e15 * exp(-0.5 * lT);
  double k8 = 4.71e18 * exp(-1.0 * lT);
  double k9 = 6.63e13 * exp(-1070.0 * iT);
  double k10 = 1.69e14 * exp(-440.0 * iT);
  double k11 = 2.89e13 * exp(250.0 * iT);
  double k12 = 4.2e14 * exp(-6030.0 * iT) + 1.3e11 * exp(820.0 * iT);
  double q1 = k1 * cH * cO2 - 0.1 * k1 * cO * cOH;
  double q2 = k2 * cO * cH2 - 0.45 * k2 * cH * cOH;
  double q3 = k3 * cH2 * cOH - 0.0021 * k3 * cH2O * cH;
  double q4 = k4 * cO * cH2O - 7.5 * k4 * cOH * cOH;
  double q5 = k5 * cH2 * cM - 2.1e-11 * k5 * cH * cH * cM;
  double q6 = k6 * cH * cOH * cM - 3.2e-17 * k6 * cH2O * cM;
  double q7 = k7 * cO * cO * cM - 5.5e-20 * k7 * cO2 * cM;
  double q8 = k8 * cH * cO * cM - 1.3e-19 * k8 * cOH * cM;
  double q9 = k9 * cHO2 * cH - 0.034 * k9 * cH2 * cO2;
  double q10 = k10 * cHO2 * cH - 1.1e-3 * k10 * cOH * cOH;
  double q11 = k11 * cHO2 * cOH - 2.6e-7 * k11 * cH2O * cO2;
  double q12 = k12 * cHO2 * cHO2 - 1.9e-6 * k12 * cH2O2 * cO2;
  wdot[0 * n + i] = -q2 - q3 - q5 + q9;
  wdot[1 * n + i] = -q1 + q7 + q9 + q11 + q12;
  wdot[2 * n + i] = q1 - q2 - q4 - 2.0 * q7 - q8;
  wdot[3 * n + i] = q1 + q2 - q3 + 2.0 * q4 - q6 + q8 + 2.0 * q10 - q11;
  wdot[4 * n + i] = q3 - q4 + q6 + q11;
  wdot[5 * n + i] = -q1 + q2 + q3 + 2.0 * q5 - q6 - q8 - q9 - q10;
  wdot[6 * n + i] = -q9 - q10 - q11 - 2.0 * q12;
  wdot[7 * n + i] = q12;
  wdot[8 * n + i] = 0.0;
}
