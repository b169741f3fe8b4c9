// Chemistry rate kernels in the style of SHOC's S3D benchmark (code
// generated from a mechanism): one grid point per work-item, arrays laid
// out species-major with a stride of the grid size, literal Arrhenius
// constants, and long double expressions full of exp/log/pow.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// Forward rate constants k = A T^b exp(-E/RT) written as
// exp(log A + b log T - E/(R T)) for 24 reactions, plus a Lindemann
// falloff for the last few, reading T and pressure per point.
#define ARR(i, lnA, b, E) rf[(i) * stride] = exp((lnA) + (b) * alogt - (E) * tinv)

__kernel void s3d_ratt_f64(__global const double *restrict T,
                           __global const double *restrict P,
                           __global double *restrict rf,
                           __global double *restrict rb,
                           __global const double *restrict eg, int npts) {
  const int gid = get_global_id(0);
  if (gid >= npts)
    return;
  const int stride = npts;
  rf += gid;
  rb += gid;
  eg += gid;
  const double t = T[gid];
  const double alogt = log(t);
  const double tinv = 1.0 / (8.31451 * t) * 4.184e7;
  const double pfac = P[gid] / (8.31451e7 * t);
  ARR(0, 3.20498617e1, -0.406, 1.6599e4);
  ARR(1, 1.08197783e1, 2.67, 6.29e3);
  ARR(2, 1.9190789e1, 1.51, 3.43e3);
  ARR(3, 1.0482906e1, 2.4, -2.11e3);
  ARR(4, 4.35241895e1, -1.4, 1.04e5);
  ARR(5, 3.96126281e1, -1.0, 0.0);
  ARR(6, 3.70656373e1, -0.8, 0.0);
  ARR(7, 2.90097865e1, 0.0, 0.0);
  ARR(8, 3.81748779e1, -1.0, 0.0);
  ARR(9, 2.9933898e1, 0.0, 2.9e2);
  ARR(10, 2.7637915e1, 0.0, 8.23e2);
  ARR(11, 3.1693648e1, 0.0, 2.95e2);
  ARR(12, 3.0675018e1, 0.0, -4.97e2);
  ARR(13, 2.9849811e1, 0.0, -1.63e3);
  ARR(14, 3.29931315e1, 0.0, 1.2e4);
  ARR(15, 2.3619465e1, 0.0, -4.95e2);
  ARR(16, 3.3763479e1, 0.0, 4.8e4);
  ARR(17, 2.8468218e1, 0.0, 3.97e3);
  ARR(18, 3.1192884e1, 0.0, 7.95e3);
  ARR(19, 1.8420681e1, 2.0, 3.97e3);
  ARR(20, 3.0573064e1, 0.0, 0.0);
  ARR(21, 2.9014206e1, 0.0, 9.99e2);
  ARR(22, 3.5216889e1, -0.3, 1.0e4);
  ARR(23, 2.4304659e1, 1.0, 4.0e3);
  // Reverse rates through equilibrium constants (eg from the Gibbs
  // kernel), and a Lindemann falloff on the three-body reactions.
#pragma unroll
  for (int i = 0; i < 24; ++i) {
    double kc = eg[(i % 9) * stride] / eg[((i + 3) % 9) * stride] * (i & 1 ? pfac : 1.0);
    rb[i * stride] = rf[i * stride] / fmax(kc, 1e-200);
  }
#pragma unroll
  for (int i = 4; i < 9; ++i) {
    double k0 = rf[i * stride] * pfac * 2.5;
    double kinf = rf[(i + 15) * stride];
    double pr = k0 / kinf;
    double fc = 0.5 * exp(-t / 1.0e30) + 0.5 * exp(-t / 1.0e-30) + exp(-1.0e30 / t);
    double flogpr = log10(fmax(pr, 1e-200)) - 0.4 - 0.67 * log10(fc);
    double fdenom = 0.75 - 1.27 * log10(fc) - 0.14 * flogpr;
    double fquan = flogpr / fdenom;
    fquan = log10(fc) / (1.0 + fquan * fquan);
    rf[i * stride] = kinf * pr / (1.0 + pr) * pow(10.0, fquan);
  }
}

// NASA 7-coefficient polynomials for 9 species: smh = S/R - H/RT,
// then EG = exp(smh) used by the reverse rates; coefficients switch at
// 1000 K. A double polynomial per species, two logs and nine exps.
#define NASA(k, a1, a2, a3, a4, a5, a6, a7)                                               \
  smh = fma(a1, tlog - 1.0, fma(a2, t * 0.5, fma(a3, t2 / 6.0,                            \
        fma(a4, t3 / 12.0, fma(a5, t4 / 20.0, fma(-a6, tinv, a7))))));                    \
  eg[(k) * stride] = exp(smh)

__kernel void s3d_rdsmh_eg_f64(__global const double *restrict T,
                               __global double *restrict eg, int npts) {
  const int gid = get_global_id(0);
  if (gid >= npts)
    return;
  const int stride = npts;
  eg += gid;
  const double t = T[gid];
  const double tlog = log(t), tinv = 1.0 / t;
  const double t2 = t * t, t3 = t2 * t, t4 = t3 * t;
  double smh;
  if (t > 1000.0) {
    NASA(0, 2.991423, 7.000644e-4, -5.633829e-8, -9.231578e-12, 1.582752e-15, -8.35034e2, -1.35511);
    NASA(1, 3.6975782, 6.1351969e-4, -1.258842e-7, 1.775281e-11, -1.1364354e-15, -1.233930e3, 3.1891650);
    NASA(2, 2.5, 0.0, 0.0, 0.0, 0.0, 2.547163e4, -4.601176e-1);
    NASA(3, 2.542059, -2.755061e-5, -3.102803e-9, 4.551067e-12, -4.368051e-16, 2.923080e4, 4.920308);
    NASA(4, 2.86472886, 1.05650448e-3, -2.59082758e-7, 3.05218674e-11, -1.33195876e-15, 3.68362875e3, 5.70164073);
    NASA(5, 2.672146, 3.056293e-3, -8.73026e-7, 1.200996e-10, -6.391618e-15, -2.989921e4, 6.862817);
    NASA(6, 4.0172109, 2.23982013e-3, -6.3365815e-7, 1.1424637e-10, -1.07908535e-14, 1.11856713e2, 3.78510215);
    NASA(7, 4.573167, 4.336136e-3, -1.474689e-6, 2.348904e-10, -1.431654e-14, -1.800696e4, 5.011370e-1);
    NASA(8, 2.92664, 1.487977e-3, -5.684761e-7, 1.009704e-10, -6.753351e-15, -9.227977e2, 5.980528);
  } else {
    NASA(0, 3.298124, 8.249442e-4, -8.143015e-7, -9.475434e-11, 4.134872e-13, -1.012521e3, -3.294094);
    NASA(1, 3.2129364, 1.1274864e-3, -5.75615e-7, 1.3138773e-9, -8.768554e-13, -1.005249e3, 6.0347379);
    NASA(2, 2.5, 0.0, 0.0, 0.0, 0.0, 2.547163e4, -4.601176e-1);
    NASA(3, 2.946429, -1.638166e-3, 2.421032e-6, -1.602843e-9, 3.890696e-13, 2.914764e4, 2.963995);
    NASA(4, 4.12530561, -3.22544939e-3, 6.52764691e-6, -5.79853643e-9, 2.06237379e-12, 3.34630913e3, -6.9043296e-1);
    NASA(5, 3.386842, 3.474982e-3, -6.354696e-6, 6.968581e-9, -2.506588e-12, -3.020811e4, 2.590233);
    NASA(6, 4.30179801, -4.74912051e-3, 2.11582891e-5, -2.42763894e-8, 9.29225124e-12, 2.94808040e2, 3.71666245);
    NASA(7, 3.388754, 6.569226e-3, -1.485013e-7, -4.625806e-9, 2.471515e-12, -1.766315e4, 6.785363);
    NASA(8, 3.298677, 1.40824e-3, -3.963222e-6, 5.641515e-9, -2.444855e-12, -1.020900e3, 3.950372);
  }
}
