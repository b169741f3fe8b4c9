// Lattice-Boltzmann D3Q19 in the style of lattice-Boltzmann benchmark codes (Parboil lbm, waLBerla/OpenLB generated
// kernels): a single-precision BGK collide+stream using the pull scheme on a structure-of-arrays lattice with periodic
// wrap and bounce-back on solid cells, and a double-precision push-scheme variant with a Smagorinsky LES eddy
// viscosity computed from the non-equilibrium stress tensor.
// Interesting for a scheduler: all 19 populations (38 VGPRs per cell in the f64 kernel) are loaded at once and stay
// alive through the moments, the equilibria and the relaxation; 19 independent gathers and 19 scattered stores make it
// both register heavy and a pure streaming-memory kernel where load clustering and latency hiding decide speed.

#define Q 19

// lattice directions: rest, 6 faces, 12 edges. opp[] is the reversed direction.
__constant int lb_cx[Q] = {0, 1, -1, 0, 0, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0};
__constant int lb_cy[Q] = {0, 0, 0, 1, -1, 0, 0, 1, -1, -1, 1, 0, 0, 0, 0, 1, -1, 1, -1};
__constant int lb_cz[Q] = {0, 0, 0, 0, 0, 1, -1, 0, 0, 0, 0, 1, -1, -1, 1, 1, -1, -1, 1};
__constant int lb_opp[Q] = {0, 2, 1, 4, 3, 6, 5, 8, 7, 10, 9, 12, 11, 14, 13, 16, 15, 18, 17};

#define W0 (1.0f / 3.0f)
#define W1 (1.0f / 18.0f)
#define W2 (1.0f / 36.0f)

// periodic neighbour coordinate for an offset of -1, 0 or +1
inline int lb_wrap(int c, int d, int n)
{
    int r = c + d;
    r = (r < 0) ? r + n : r;
    r = (r >= n) ? r - n : r;
    return r;
}

// ---- float BGK, pull scheme -------------------------------------------------
// src/dst: [Q][nz][ny][nx]; flags: 0 fluid, 1 solid (bounce-back), 2 fixed-velocity inlet.
// A constant body force (gx, gy, gz) is applied with the Guo shift of the equilibrium velocity.
// Macroscopic density and velocity are written for the cells selected by the caller (every step if out_every == 1).
__kernel void lbm_d3q19_bgk_pull_f32(__global const float *restrict src,
                                     __global float *restrict dst,
                                     __global const uchar *restrict flags,
                                     __global float4 *restrict macro,
                                     int nx, int ny, int nz,
                                     float omega, float gx, float gy, float gz,
                                     float u_in, int write_macro)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    int z = get_global_id(2);
    if (x >= nx || y >= ny || z >= nz)
        return;

    const int plane = nx * ny;
    const int ncell = plane * nz;
    const int cell = (z * ny + y) * nx + x;

    int xm = lb_wrap(x, -1, nx), xp = lb_wrap(x, 1, nx);
    int ym = lb_wrap(y, -1, ny), yp = lb_wrap(y, 1, ny);
    int zm = lb_wrap(z, -1, nz), zp = lb_wrap(z, 1, nz);

    float f[Q];
    // pull: population i arrives from the cell at x - c_i
#pragma unroll
    for (int i = 0; i < Q; ++i) {
        int sx = lb_cx[i] > 0 ? xm : (lb_cx[i] < 0 ? xp : x);
        int sy = lb_cy[i] > 0 ? ym : (lb_cy[i] < 0 ? yp : y);
        int sz = lb_cz[i] > 0 ? zm : (lb_cz[i] < 0 ? zp : z);
        f[i] = src[i * ncell + (sz * ny + sy) * nx + sx];
    }

    uchar flag = flags[cell];
    if (flag == 1) {
        // full-way bounce-back: reflect every population
#pragma unroll
        for (int i = 0; i < Q; ++i)
            dst[lb_opp[i] * ncell + cell] = f[i];
        if (write_macro)
            macro[cell] = (float4)(1.0f, 0.0f, 0.0f, 0.0f);
        return;
    }

    float rho = 0.0f, jx = 0.0f, jy = 0.0f, jz = 0.0f;
#pragma unroll
    for (int i = 0; i < Q; ++i) {
        rho += f[i];
        if (lb_cx[i] != 0) jx += (float)lb_cx[i] * f[i];
        if (lb_cy[i] != 0) jy += (float)lb_cy[i] * f[i];
        if (lb_cz[i] != 0) jz += (float)lb_cz[i] * f[i];
    }
    float inv_rho = 1.0f / rho;
    float ux = jx * inv_rho + 0.5f * gx / rho;
    float uy = jy * inv_rho + 0.5f * gy / rho;
    float uz = jz * inv_rho + 0.5f * gz / rho;
    if (flag == 2) {
        // velocity inlet: impose (u_in, 0, 0), keep the local density
        ux = u_in;
        uy = 0.0f;
        uz = 0.0f;
    }

    float usq = 1.5f * (ux * ux + uy * uy + uz * uz);
    float fpref = 1.0f - 0.5f * omega;

#pragma unroll
    for (int i = 0; i < Q; ++i) {
        float w = (i == 0) ? W0 : (i < 7 ? W1 : W2);
        float cx = (float)lb_cx[i], cy = (float)lb_cy[i], cz = (float)lb_cz[i];
        float cu = 3.0f * (cx * ux + cy * uy + cz * uz);
        float feq = w * rho * (1.0f + cu + 0.5f * cu * cu - usq);
        // Guo forcing term
        float fx = 3.0f * (cx - ux) + 9.0f * cu / 3.0f * cx;
        float fy = 3.0f * (cy - uy) + 9.0f * cu / 3.0f * cy;
        float fz = 3.0f * (cz - uz) + 9.0f * cu / 3.0f * cz;
        float force = fpref * w * (fx * gx + fy * gy + fz * gz);
        dst[i * ncell + cell] = f[i] + omega * (feq - f[i]) + force;
    }

    if (write_macro)
        macro[cell] = (float4)(rho, ux, uy, uz);
}

// ---- double Smagorinsky, push scheme ----------------------------------------
// Reads the 19 populations of its own cell, collides with an effective relaxation time
//   tau_eff = 0.5 * (tau0 + sqrt(tau0^2 + 18 * sqrt(2) * Cs^2 * |Pi_neq| / rho))
// and pushes the post-collision populations to the neighbours (periodic in x and y, walls at z = 0 and z = nz - 1
// handled by halfway bounce-back into the own cell).
__kernel void lbm_d3q19_smagorinsky_push_f64(__global const double *restrict src,
                                             __global double *restrict dst,
                                             __global float *restrict nu_t_out,
                                             int nx, int ny, int nz,
                                             double tau0, double cs_smag, double lid_u)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    int z = get_global_id(2);
    if (x >= nx || y >= ny || z >= nz)
        return;

    const int ncell = nx * ny * nz;
    const int cell = (z * ny + y) * nx + x;

    double f[Q];
#pragma unroll
    for (int i = 0; i < Q; ++i)
        f[i] = src[i * ncell + cell];

    double rho = 0.0, jx = 0.0, jy = 0.0, jz = 0.0;
#pragma unroll
    for (int i = 0; i < Q; ++i) {
        rho += f[i];
        jx += (double)lb_cx[i] * f[i];
        jy += (double)lb_cy[i] * f[i];
        jz += (double)lb_cz[i] * f[i];
    }
    double inv_rho = 1.0 / rho;
    double ux = jx * inv_rho, uy = jy * inv_rho, uz = jz * inv_rho;
    double usq = 1.5 * (ux * ux + uy * uy + uz * uz);

    // equilibria and the six independent components of the non-equilibrium stress
    double feq[Q];
    double pxx = 0.0, pyy = 0.0, pzz = 0.0, pxy = 0.0, pxz = 0.0, pyz = 0.0;
#pragma unroll
    for (int i = 0; i < Q; ++i) {
        double w = (i == 0) ? (1.0 / 3.0) : (i < 7 ? (1.0 / 18.0) : (1.0 / 36.0));
        double cx = (double)lb_cx[i], cy = (double)lb_cy[i], cz = (double)lb_cz[i];
        double cu = 3.0 * (cx * ux + cy * uy + cz * uz);
        feq[i] = w * rho * (1.0 + cu + 0.5 * cu * cu - usq);
        double fn = f[i] - feq[i];
        pxx += cx * cx * fn;
        pyy += cy * cy * fn;
        pzz += cz * cz * fn;
        pxy += cx * cy * fn;
        pxz += cx * cz * fn;
        pyz += cy * cz * fn;
    }
    double qmag = sqrt(pxx * pxx + pyy * pyy + pzz * pzz + 2.0 * (pxy * pxy + pxz * pxz + pyz * pyz));
    double tau_eff = 0.5 * (tau0 + sqrt(tau0 * tau0 + 18.0 * 1.41421356237309515 * cs_smag * cs_smag * qmag * inv_rho));
    double om = 1.0 / tau_eff;
    nu_t_out[cell] = (float)((tau_eff - tau0) * (1.0 / 3.0));

    int xm = lb_wrap(x, -1, nx), xp = lb_wrap(x, 1, nx);
    int ym = lb_wrap(y, -1, ny), yp = lb_wrap(y, 1, ny);

#pragma unroll
    for (int i = 0; i < Q; ++i) {
        double fpost = f[i] - om * (f[i] - feq[i]);
        int tz = z + lb_cz[i];
        if (tz < 0 || tz >= nz) {
            // halfway bounce-back; the top wall moves with lid_u in +x
            double w = (i < 7) ? (1.0 / 18.0) : (1.0 / 36.0);
            double mom = (tz >= nz) ? 6.0 * w * rho * (double)lb_cx[i] * lid_u : 0.0;
            dst[lb_opp[i] * ncell + cell] = fpost - mom;
        } else {
            int tx = lb_cx[i] > 0 ? xp : (lb_cx[i] < 0 ? xm : x);
            int ty = lb_cy[i] > 0 ? yp : (lb_cy[i] < 0 ? ym : y);
            dst[i * ncell + (tz * ny + ty) * nx + tx] = fpost;
        }
    }
}

// ---- float TRT, pull scheme, one work-item per x-run ------------------------
// Two-relaxation-time collision (symmetric/antisymmetric parts of each opposite pair relaxed with omega_p and
// omega_m); each work-item walks `run` cells along x so the y/z neighbour indices are computed once per run.
__kernel void lbm_d3q19_trt_xrun_f32(__global const float *restrict src,
                                     __global float *restrict dst,
                                     int nx, int ny, int nz, int run,
                                     float omega_p, float omega_m)
{
    int xr = get_global_id(0) * run;
    int y = get_global_id(1);
    int z = get_global_id(2);
    if (xr >= nx || y >= ny || z >= nz)
        return;

    const int ncell = nx * ny * nz;
    int ym = lb_wrap(y, -1, ny), yp = lb_wrap(y, 1, ny);
    int zm = lb_wrap(z, -1, nz), zp = lb_wrap(z, 1, nz);
    int xend = min(xr + run, nx);

    for (int x = xr; x < xend; ++x) {
        int xm = lb_wrap(x, -1, nx), xp = lb_wrap(x, 1, nx);
        int cell = (z * ny + y) * nx + x;
        float f[Q];
#pragma unroll
        for (int i = 0; i < Q; ++i) {
            int sx = lb_cx[i] > 0 ? xm : (lb_cx[i] < 0 ? xp : x);
            int sy = lb_cy[i] > 0 ? ym : (lb_cy[i] < 0 ? yp : y);
            int sz = lb_cz[i] > 0 ? zm : (lb_cz[i] < 0 ? zp : z);
            f[i] = src[i * ncell + (sz * ny + sy) * nx + sx];
        }
        float rho = 0.0f, jx = 0.0f, jy = 0.0f, jz = 0.0f;
#pragma unroll
        for (int i = 0; i < Q; ++i) {
            rho += f[i];
            jx += (float)lb_cx[i] * f[i];
            jy += (float)lb_cy[i] * f[i];
            jz += (float)lb_cz[i] * f[i];
        }
        float ir = native_recip(rho);
        float ux = jx * ir, uy = jy * ir, uz = jz * ir;
        float usq = 1.5f * (ux * ux + uy * uy + uz * uz);

        float fo[Q];
        fo[0] = f[0] - omega_p * (f[0] - W0 * rho * (1.0f - usq));
#pragma unroll
        for (int i = 1; i < Q; i += 2) {
            float w = i < 7 ? W1 : W2;
            float cu = 3.0f * ((float)lb_cx[i] * ux + (float)lb_cy[i] * uy + (float)lb_cz[i] * uz);
            float eq_s = w * rho * (1.0f + 0.5f * cu * cu - usq);   // symmetric equilibrium
            float eq_a = w * rho * cu;                              // antisymmetric equilibrium
            float fs = 0.5f * (f[i] + f[i + 1]);
            float fa = 0.5f * (f[i] - f[i + 1]);
            float ds = omega_p * (fs - eq_s);
            float da = omega_m * (fa - eq_a);
            fo[i] = f[i] - ds - da;
            fo[i + 1] = f[i + 1] - ds + da;
        }
#pragma unroll
        for (int i = 0; i < Q; ++i)
            dst[i * ncell + cell] = fo[i];
    }
}
