// Unstructured finite-volume Euler solver in the style of Rodinia's CFD euler3d (per-cell fluxes over the 4 faces of a
// tetrahedral-dual mesh with wing-wall and far-field boundaries, then a fused step-factor + Runge-Kutta update), and
// an 8th-order-in-space acoustic wave propagator (25-point star stencil, as in seismic RTM codes) that marches along z
// with a register queue of 9 planes and an LDS tile for the x/y neighbours.
// Interesting for a scheduler: the flux kernel gathers 4 neighbours x 5 conserved variables through an index array
// and evaluates pressure, sqrt and divisions for each (latency bound on dependent gathers, ~100 live values); the wave
// stencil is a streaming z loop where the 9-deep queue, the LDS reads and the barriers have to be interleaved.

#define GAMMA 1.4f
#define NNB 4
#define NVAR 5
#define V_DENS 0
#define V_MOMX 1
#define V_MOMY 2
#define V_MOMZ 3
#define V_ENER 4

typedef struct {
    float rho, mx, my, mz, e;
} cell_state;

// far-field state and its flux contributions, precomputed on the host
typedef struct {
    float rho, mx, my, mz, e;
    float fmx_x, fmx_y, fmx_z;
    float fmy_x, fmy_y, fmy_z;
    float fmz_x, fmz_y, fmz_z;
    float fe_x, fe_y, fe_z;
} far_field;

inline float cfd_pressure(cell_state s, float speed_sqd)
{
    return (GAMMA - 1.0f) * (s.e - 0.5f * s.rho * speed_sqd);
}

inline cell_state cfd_load(__global const float *restrict var, int i, int nelr)
{
    cell_state s;
    s.rho = var[V_DENS * nelr + i];
    s.mx = var[V_MOMX * nelr + i];
    s.my = var[V_MOMY * nelr + i];
    s.mz = var[V_MOMZ * nelr + i];
    s.e = var[V_ENER * nelr + i];
    return s;
}

// ---- per-cell flux accumulation ---------------------------------------------
// neighbours: [NNB][nelr] (>= 0 cell index, -1 wing wall, -2 far field); normals: [NNB][3][nelr]
__kernel void euler3d_compute_flux(int nelr,
                                   __global const int *restrict neighbours,
                                   __global const float *restrict normals,
                                   __global const float *restrict var,
                                   __constant far_field *ff,
                                   __global float *restrict fluxes,
                                   float smoothing)
{
    int i = get_global_id(0);
    if (i >= nelr)
        return;

    cell_state s = cfd_load(var, i, nelr);
    float ir = 1.0f / s.rho;
    float ux = s.mx * ir, uy = s.my * ir, uz = s.mz * ir;
    float usq = ux * ux + uy * uy + uz * uz;
    float p = cfd_pressure(s, usq);
    float c = sqrt(GAMMA * p * ir);
    float spd = sqrt(usq);
    // momentum flux tensor rows and energy flux of this cell
    float fxx = s.mx * ux + p, fxy = s.mx * uy, fxz = s.mx * uz;
    float fyx = fxy, fyy = s.my * uy + p, fyz = s.my * uz;
    float fzx = fxz, fzy = fyz, fzz = s.mz * uz + p;
    float ep = s.e + p;
    float fex = ux * ep, fey = uy * ep, fez = uz * ep;

    float r_rho = 0.0f, r_mx = 0.0f, r_my = 0.0f, r_mz = 0.0f, r_e = 0.0f;

#pragma unroll
    for (int f = 0; f < NNB; ++f) {
        int nb = neighbours[f * nelr + i];
        float nx = normals[(f * 3 + 0) * nelr + i];
        float ny = normals[(f * 3 + 1) * nelr + i];
        float nz = normals[(f * 3 + 2) * nelr + i];
        float nlen = sqrt(nx * nx + ny * ny + nz * nz);

        if (nb >= 0) {
            cell_state t = cfd_load(var, nb, nelr);
            float jr = 1.0f / t.rho;
            float vx = t.mx * jr, vy = t.my * jr, vz = t.mz * jr;
            float vsq = vx * vx + vy * vy + vz * vz;
            float q = cfd_pressure(t, vsq);
            float cn = sqrt(GAMMA * q * jr);

            // artificial dissipation, scaled by the face size and both wave speeds
            float diss = -nlen * smoothing * 0.5f * (spd + sqrt(vsq) + c + cn);
            r_rho += diss * (s.rho - t.rho);
            r_mx += diss * (s.mx - t.mx);
            r_my += diss * (s.my - t.my);
            r_mz += diss * (s.mz - t.mz);
            r_e += diss * (s.e - t.e);

            // central flux: average of both cells projected on the face normal
            float gxx = t.mx * vx + q, gxy = t.mx * vy, gxz = t.mx * vz;
            float gyy = t.my * vy + q, gyz = t.my * vz, gzz = t.mz * vz + q;
            float tq = t.e + q;
            float hx = 0.5f * nx, hy = 0.5f * ny, hz = 0.5f * nz;
            r_rho += hx * (s.mx + t.mx) + hy * (s.my + t.my) + hz * (s.mz + t.mz);
            r_mx += hx * (fxx + gxx) + hy * (fyx + gxy) + hz * (fzx + gxz);
            r_my += hx * (fxy + gxy) + hy * (fyy + gyy) + hz * (fzy + gyz);
            r_mz += hx * (fxz + gxz) + hy * (fyz + gyz) + hz * (fzz + gzz);
            r_e += hx * (fex + vx * tq) + hy * (fey + vy * tq) + hz * (fez + vz * tq);
        } else if (nb == -1) {
            // slip wall: only the pressure acts on the face
            r_mx += nx * p;
            r_my += ny * p;
            r_mz += nz * p;
        } else if (nb == -2) {
            float hx = 0.5f * nx, hy = 0.5f * ny, hz = 0.5f * nz;
            r_rho += hx * (s.mx + ff->mx) + hy * (s.my + ff->my) + hz * (s.mz + ff->mz);
            r_mx += hx * (fxx + ff->fmx_x) + hy * (fyx + ff->fmy_x) + hz * (fzx + ff->fmz_x);
            r_my += hx * (fxy + ff->fmx_y) + hy * (fyy + ff->fmy_y) + hz * (fzy + ff->fmz_y);
            r_mz += hx * (fxz + ff->fmx_z) + hy * (fyz + ff->fmy_z) + hz * (fzz + ff->fmz_z);
            r_e += hx * (fex + ff->fe_x) + hy * (fey + ff->fe_y) + hz * (fez + ff->fe_z);
        }
    }

    fluxes[V_DENS * nelr + i] = r_rho;
    fluxes[V_MOMX * nelr + i] = r_mx;
    fluxes[V_MOMY * nelr + i] = r_my;
    fluxes[V_MOMZ * nelr + i] = r_mz;
    fluxes[V_ENER * nelr + i] = r_e;
}

// ---- step factor + Runge-Kutta stage update ---------------------------------
// The local time step comes from the state at the start of the RK cycle (old_var) and the cell volume.
__kernel void euler3d_rk_stage(int nelr, int stage, int nstages, float cfl,
                               __global const float *restrict old_var,
                               __global const float *restrict areas,
                               __global const float *restrict fluxes,
                               __global float *restrict var,
                               __global float *restrict step_out)
{
    int i = get_global_id(0);
    if (i >= nelr)
        return;
    cell_state s = cfd_load(old_var, i, nelr);
    float ir = 1.0f / s.rho;
    float ux = s.mx * ir, uy = s.my * ir, uz = s.mz * ir;
    float usq = ux * ux + uy * uy + uz * uz;
    float c = sqrt(GAMMA * cfd_pressure(s, usq) * ir);
    float step = cfl / (sqrt(areas[i]) * (sqrt(usq) + c));
    if (stage == 0)
        step_out[i] = step;
    float f = step / (float)(nstages - stage);

    var[V_DENS * nelr + i] = s.rho + f * fluxes[V_DENS * nelr + i];
    var[V_MOMX * nelr + i] = s.mx + f * fluxes[V_MOMX * nelr + i];
    var[V_MOMY * nelr + i] = s.my + f * fluxes[V_MOMY * nelr + i];
    var[V_MOMZ * nelr + i] = s.mz + f * fluxes[V_MOMZ * nelr + i];
    var[V_ENER * nelr + i] = s.e + f * fluxes[V_ENER * nelr + i];
}

// ---- 8th-order acoustic wave step, z-marching with a register queue ---------
// u, u_prev_next: [nz][ny][nx] with a 4-cell halo on every side; (nx - 8) and (ny - 8) are multiples of 16.
// u_prev_next holds u^{n-1} on entry and u^{n+1} on exit: u^{n+1} = 2 u^n - u^{n-1} + vel2dt2 * lap(u^n).
#define WV_R 4
#define WV_BX 16
#define WV_BY 16

__constant float wv_c[WV_R + 1] = {-205.0f / 72.0f, 8.0f / 5.0f, -1.0f / 5.0f, 8.0f / 315.0f, -1.0f / 560.0f};

__kernel __attribute__((reqd_work_group_size(WV_BX, WV_BY, 1)))
void acoustic_fd8_zmarch(__global const float *restrict u,
                         __global float *restrict u_prev_next,
                         __global const float *restrict vel2dt2,
                         int nx, int ny, int nz, float inv_h2)
{
    __local float tile[WV_BY + 2 * WV_R][WV_BX + 2 * WV_R];
    int tx = get_local_id(0), ty = get_local_id(1);
    int x = get_global_id(0) + WV_R;
    int y = get_global_id(1) + WV_R;
    int lx = tx + WV_R, ly = ty + WV_R;
    const int sz = nx * ny;
    int col = y * nx + x;

    // queue: behind[0] is z-1 ... behind[3] is z-4; ahead[0] is z+1 ... ahead[3] is z+4
    float behind[WV_R], ahead[WV_R], cur;
#pragma unroll
    for (int r = 0; r < WV_R; ++r)
        behind[WV_R - 1 - r] = u[r * sz + col];
    cur = u[WV_R * sz + col];
#pragma unroll
    for (int r = 0; r < WV_R; ++r)
        ahead[r] = u[(WV_R + 1 + r) * sz + col];

    const float c0 = 3.0f * wv_c[0];
    for (int z = WV_R; z < nz - WV_R; ++z) {
        int idx = z * sz + col;
        // stage this plane (with x/y halos) in LDS
        barrier(CLK_LOCAL_MEM_FENCE);
        if (tx < WV_R) {
            tile[ly][tx] = u[idx - WV_R];
            tile[ly][lx + WV_BX] = u[idx + WV_BX];
        }
        if (ty < WV_R) {
            tile[ty][lx] = u[idx - WV_R * nx];
            tile[ly + WV_BY][lx] = u[idx + WV_BY * nx];
        }
        tile[ly][lx] = cur;
        barrier(CLK_LOCAL_MEM_FENCE);

        float lap = c0 * cur;
#pragma unroll
        for (int r = 1; r <= WV_R; ++r) {
            lap += wv_c[r] * (tile[ly][lx - r] + tile[ly][lx + r] +
                              tile[ly - r][lx] + tile[ly + r][lx] +
                              behind[r - 1] + ahead[r - 1]);
        }
        float prev = u_prev_next[idx];
        u_prev_next[idx] = 2.0f * cur - prev + vel2dt2[idx] * lap * inv_h2;

        // advance the queue by one plane
#pragma unroll
        for (int r = WV_R - 1; r > 0; --r)
            behind[r] = behind[r - 1];
        behind[0] = cur;
        cur = ahead[0];
#pragma unroll
        for (int r = 0; r < WV_R - 1; ++r)
            ahead[r] = ahead[r + 1];
        int zn = z + WV_R + 1;
        ahead[WV_R - 1] = zn < nz ? u[zn * sz + col] : 0.0f;
    }
}
