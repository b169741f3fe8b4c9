// Imitates the particle kernels of GPU particle-in-cell codes (VPIC, PIConGPU, WarpX/PICSAR, the PIC mini-apps):
// a relativistic Boris push that first gathers E and B at the particle by trilinear (cloud-in-cell) interpolation
// from six collocated field arrays (48 gathers), then rotates the momentum and moves the particle with periodic wrap;
// a cloud-in-cell charge deposition for particles sorted by 8x8x8-cell supercells, one work-group per supercell,
// accumulating into a 9x9x9 LDS tile with compare-and-swap float atomics and flushing the tile (guard layer
// included) to the global grid with global float atomics; and a 2-D triangular-shaped-cloud (quadratic spline)
// deposition straight to global memory, nine CAS atomics per particle.
// Interesting for a scheduler: the push is a burst of 48 independent gathers (latency-bound, register pressure
// grows with every load hoisted above the weight arithmetic) followed by a dependent rotation chain with two
// sqrt and three divisions; the LDS deposition is eight divergent CAS loops per particle between two barriers; the
// TSC kernel is nine global atomic round trips per particle with a little spline arithmetic to hide them.

// ---------------------------------------------------------------------------------------------------------------
// Positions in cell units, 0 <= x < nx (and so on); fields collocated at cell corners, index (k * ny + j) * nx + i.
// u = gamma * v / c. qmdt2 = q dt / (2 m c), cdt = c dt / dx (cubic cells).
// ---------------------------------------------------------------------------------------------------------------
static inline float pic_trilinear(__global const float *restrict f, const int *idx, const float *w)
{
    float s = 0.0f;
#pragma unroll
    for (int c = 0; c < 8; ++c)
        s = fma(w[c], f[idx[c]], s);
    return s;
}

static inline float pic_wrap(float x, float n)
{
    x -= n * floor(x / n);
    return x >= n ? 0.0f : x;
}

__kernel void pic_boris_push_cic3d_f32(__global float *restrict px, __global float *restrict py,
                                       __global float *restrict pz, __global float *restrict ux,
                                       __global float *restrict uy, __global float *restrict uz,
                                       __global const float *restrict ex, __global const float *restrict ey,
                                       __global const float *restrict ez, __global const float *restrict bx,
                                       __global const float *restrict by, __global const float *restrict bz,
                                       int np, int nx, int ny, int nz, float qmdt2, float cdt)
{
    int p = get_global_id(0);
    if (p >= np)
        return;
    float x = px[p], y = py[p], z = pz[p];
    int i0 = min((int)x, nx - 1), j0 = min((int)y, ny - 1), k0 = min((int)z, nz - 1);
    float fx = x - i0, fy = y - j0, fz = z - k0;
    int i1 = i0 + 1 == nx ? 0 : i0 + 1;
    int j1 = j0 + 1 == ny ? 0 : j0 + 1;
    int k1 = k0 + 1 == nz ? 0 : k0 + 1;

    int idx[8];
    float w[8];
    idx[0] = (k0 * ny + j0) * nx + i0; idx[1] = (k0 * ny + j0) * nx + i1;
    idx[2] = (k0 * ny + j1) * nx + i0; idx[3] = (k0 * ny + j1) * nx + i1;
    idx[4] = (k1 * ny + j0) * nx + i0; idx[5] = (k1 * ny + j0) * nx + i1;
    idx[6] = (k1 * ny + j1) * nx + i0; idx[7] = (k1 * ny + j1) * nx + i1;
    float gx = 1.0f - fx, gy = 1.0f - fy, gz = 1.0f - fz;
    w[0] = gx * gy * gz; w[1] = fx * gy * gz; w[2] = gx * fy * gz; w[3] = fx * fy * gz;
    w[4] = gx * gy * fz; w[5] = fx * gy * fz; w[6] = gx * fy * fz; w[7] = fx * fy * fz;

    float Ex = pic_trilinear(ex, idx, w) * qmdt2;
    float Ey = pic_trilinear(ey, idx, w) * qmdt2;
    float Ez = pic_trilinear(ez, idx, w) * qmdt2;
    float Bx = pic_trilinear(bx, idx, w);
    float By = pic_trilinear(by, idx, w);
    float Bz = pic_trilinear(bz, idx, w);

    // half electric kick
    float mx = ux[p] + Ex, my = uy[p] + Ey, mz = uz[p] + Ez;
    // magnetic rotation
    float gm = sqrt(1.0f + mx * mx + my * my + mz * mz);
    float tq = qmdt2 / gm;
    float tx = Bx * tq, ty = By * tq, tz = Bz * tq;
    float sf = 2.0f / (1.0f + tx * tx + ty * ty + tz * tz);
    float sx = tx * sf, sy = ty * sf, sz = tz * sf;
    float qx = mx + (my * tz - mz * ty);
    float qy = my + (mz * tx - mx * tz);
    float qz = mz + (mx * ty - my * tx);
    float nx_ = mx + (qy * sz - qz * sy);
    float ny_ = my + (qz * sx - qx * sz);
    float nz_ = mz + (qx * sy - qy * sx);
    // second half kick
    nx_ += Ex; ny_ += Ey; nz_ += Ez;
    ux[p] = nx_; uy[p] = ny_; uz[p] = nz_;

    float rg = cdt / sqrt(1.0f + nx_ * nx_ + ny_ * ny_ + nz_ * nz_);
    px[p] = pic_wrap(x + nx_ * rg, (float)nx);
    py[p] = pic_wrap(y + ny_ * rg, (float)ny);
    pz[p] = pic_wrap(z + nz_ * rg, (float)nz);
}

// ---------------------------------------------------------------------------------------------------------------
// CIC deposition by supercell. Particles of supercell s are cell_start[s] .. cell_start[s + 1] - 1, positions in
// global cell units inside the supercell; weights pw = charge / cell volume. The grid is periodic, nx, ny, nz
// multiples of 8; supercell s = (sz * sny + sy) * snx + sx.
// ---------------------------------------------------------------------------------------------------------------
#define SC 8
#define SCG (SC + 1)
#define DEP_WG 256

static inline void lds_atomic_add_f32(volatile __local float *addr, float v)
{
    volatile __local uint *a = (volatile __local uint *)addr;
    uint old = *a;
    for (;;) {
        uint want = old;
        old = atomic_cmpxchg(a, want, as_uint(as_float(want) + v));
        if (old == want)
            break;
    }
}

static inline void global_atomic_add_f32(volatile __global float *addr, float v)
{
    volatile __global uint *a = (volatile __global uint *)addr;
    uint old = *a;
    for (;;) {
        uint want = old;
        old = atomic_cmpxchg(a, want, as_uint(as_float(want) + v));
        if (old == want)
            break;
    }
}

__kernel __attribute__((reqd_work_group_size(DEP_WG, 1, 1)))
void pic_deposit_cic3d_supercell_lds(__global const float *restrict px, __global const float *restrict py,
                                     __global const float *restrict pz, __global const float *restrict pw,
                                     __global const int *restrict cell_start,
                                     __global float *rho,
                                     int nx, int ny, int nz)
{
    __local float acc[SCG * SCG * SCG];
    int lid = get_local_id(0);
    int s = get_group_id(0);
    int snx = nx / SC, sny = ny / SC;
    int sx = s % snx, sy = (s / snx) % sny, sz = s / (snx * sny);
    float ox = (float)(sx * SC), oy = (float)(sy * SC), oz = (float)(sz * SC);

    for (int c = lid; c < SCG * SCG * SCG; c += DEP_WG)
        acc[c] = 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);

    int pbeg = cell_start[s], pend = cell_start[s + 1];
    for (int p = pbeg + lid; p < pend; p += DEP_WG) {
        float x = px[p] - ox, y = py[p] - oy, z = pz[p] - oz;
        float q = pw[p];
        int i = clamp((int)x, 0, SC - 1), j = clamp((int)y, 0, SC - 1), k = clamp((int)z, 0, SC - 1);
        float fx = x - i, fy = y - j, fz = z - k;
        float gx = 1.0f - fx, gy = 1.0f - fy, gz = 1.0f - fz;
        int b = (k * SCG + j) * SCG + i;
        lds_atomic_add_f32(&acc[b], q * gx * gy * gz);
        lds_atomic_add_f32(&acc[b + 1], q * fx * gy * gz);
        lds_atomic_add_f32(&acc[b + SCG], q * gx * fy * gz);
        lds_atomic_add_f32(&acc[b + SCG + 1], q * fx * fy * gz);
        lds_atomic_add_f32(&acc[b + SCG * SCG], q * gx * gy * fz);
        lds_atomic_add_f32(&acc[b + SCG * SCG + 1], q * fx * gy * fz);
        lds_atomic_add_f32(&acc[b + SCG * SCG + SCG], q * gx * fy * fz);
        lds_atomic_add_f32(&acc[b + SCG * SCG + SCG + 1], q * fx * fy * fz);
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    for (int c = lid; c < SCG * SCG * SCG; c += DEP_WG) {
        float v = acc[c];
        if (v != 0.0f) {
            int k = c / (SCG * SCG), j = (c / SCG) % SCG, i = c % SCG;
            int gi = sx * SC + i, gj = sy * SC + j, gk = sz * SC + k;
            gi = gi >= nx ? gi - nx : gi;
            gj = gj >= ny ? gj - ny : gj;
            gk = gk >= nz ? gk - nz : gk;
            global_atomic_add_f32(&rho[((size_t)gk * ny + gj) * nx + gi], v);
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// 2-D TSC deposition, periodic: nearest grid point ic = round(x), offsets d = x - ic in [-1/2, 1/2], weights
// (1/2 - d)^2 / 2, 3/4 - d^2, (1/2 + d)^2 / 2 per axis.
// ---------------------------------------------------------------------------------------------------------------
__kernel void pic_deposit_tsc2d_global(__global const float2 *restrict pos,
                                       __global const float *restrict pw,
                                       __global float *rho,
                                       int np, int nx, int ny)
{
    int p = get_global_id(0);
    if (p >= np)
        return;
    float2 r = pos[p];
    float q = pw[p];
    int ic = (int)rint(r.x), jc = (int)rint(r.y);
    float dx = r.x - ic, dy = r.y - jc;
    float wx0 = 0.5f * (0.5f - dx) * (0.5f - dx), wx1 = 0.75f - dx * dx, wx2 = 0.5f * (0.5f + dx) * (0.5f + dx);
    float wy0 = 0.5f * (0.5f - dy) * (0.5f - dy), wy1 = 0.75f - dy * dy, wy2 = 0.5f * (0.5f + dy) * (0.5f + dy);
    int im = ic - 1 < 0 ? ic - 1 + nx : ic - 1;
    int i0 = ic >= nx ? ic - nx : ic;
    int ip = i0 + 1 >= nx ? i0 + 1 - nx : i0 + 1;
    int jm = jc - 1 < 0 ? jc - 1 + ny : jc - 1;
    int j0 = jc >= ny ? jc - ny : jc;
    int jp = j0 + 1 >= ny ? j0 + 1 - ny : j0 + 1;
    float wy[3] = {wy0 * q, wy1 * q, wy2 * q};
    int jr[3] = {jm, j0, jp};
#pragma unroll
    for (int b = 0; b < 3; ++b) {
        __global float *row = rho + (size_t)jr[b] * nx;
        global_atomic_add_f32(&row[im], wx0 * wy[b]);
        global_atomic_add_f32(&row[i0], wx1 * wy[b]);
        global_atomic_add_f32(&row[ip], wx2 * wy[b]);
    }
}
