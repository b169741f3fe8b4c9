// Parboil-style MRI-Q (long sincos accumulation loop over constant-memory k-space samples) and cutoff Coulomb potential
// (CUTCP: 8 lattice points per work-item over LDS-staged atom bins): long trig bodies; divergent cutoff tests in a bin loop.

#define MRIQ_PI2 6.2831853071795864769f

__kernel void mriq_compute_q(__global const float *restrict xs,
                             __global const float *restrict ys,
                             __global const float *restrict zs,
                             __constant float4 *kvals,     /* kx, ky, kz, phi magnitude */
                             __global float *restrict qr,
                             __global float *restrict qi,
                             int nvox, int nk)
{
    int v = get_global_id(0);
    if (v >= nvox)
        return;
    float x = xs[v], y = ys[v], z = zs[v];
    float accr = qr[v];
    float acci = qi[v];
    for (int k = 0; k < nk; k++) {
        float4 kv = kvals[k];
        float arg = MRIQ_PI2 * (kv.x * x + kv.y * y + kv.z * z);
        float c;
        float s = sincos(arg, &c);
        accr = fma(kv.w, c, accr);
        acci = fma(kv.w, s, acci);
    }
    qr[v] = accr;
    qi[v] = acci;
}

#define CP_BIN_DEPTH 8
#define CP_ZPTS 8
#define CP_LX 8
#define CP_LY 8

// Work-group (8, 8): a 8x8 column of lattice points, each work-item 8 points
// along z. Bins hold CP_BIN_DEPTH atoms (x, y, z, q); empty slots have q = 0.
__kernel __attribute__((reqd_work_group_size(CP_LX, CP_LY, 1)))
void cutcp_lattice_slab(__global const float4 *restrict bins,
                        __global const int4 *restrict nbr_offsets,
                        __global float *restrict lattice,
                        int nbrs, int nbx, int nby, int nbz,
                        int lnx, int lny, int lnz, int zslab,
                        float h, float cutoff2, float inv_cutoff2)
{
    __local float4 atoms[CP_BIN_DEPTH];

    int lx = get_local_id(0), ly = get_local_id(1);
    int tid = ly * CP_LX + lx;
    int gx = get_global_id(0), gy = get_global_id(1);
    int gz0 = zslab * CP_ZPTS;

    // lattice block -> home bin (one bin per 8x8x8 lattice points)
    int hbx = get_group_id(0), hby = get_group_id(1), hbz = zslab;

    float px = gx * h, py = gy * h, pz0 = gz0 * h;
    float e[CP_ZPTS];
#pragma unroll
    for (int z = 0; z < CP_ZPTS; z++)
        e[z] = 0.0f;

    for (int nb = 0; nb < nbrs; nb++) {
        int4 off = nbr_offsets[nb];
        int bx = hbx + off.x, by = hby + off.y, bz = hbz + off.z;
        bool inside = bx >= 0 && by >= 0 && bz >= 0 && bx < nbx && by < nby && bz < nbz;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (tid < CP_BIN_DEPTH)
            atoms[tid] = inside ? bins[((bz * nby + by) * nbx + bx) * CP_BIN_DEPTH + tid]
                                : (float4)(0.0f);
        barrier(CLK_LOCAL_MEM_FENCE);
        if (!inside)
            continue;
        for (int a = 0; a < CP_BIN_DEPTH; a++) {
            float4 at = atoms[a];
            if (at.w == 0.0f)
                break;
            float dx = px - at.x;
            float dy = py - at.y;
            float dxy2 = dx * dx + dy * dy;
            if (dxy2 >= cutoff2)
                continue;
            float dz = pz0 - at.z;
#pragma unroll
            for (int z = 0; z < CP_ZPTS; z++) {
                float r2 = dxy2 + dz * dz;
                if (r2 < cutoff2) {
                    float s = 1.0f - r2 * inv_cutoff2;
                    e[z] += at.w * rsqrt(r2) * s * s;
                }
                dz += h;
            }
        }
    }

    if (gx < lnx && gy < lny) {
#pragma unroll
        for (int z = 0; z < CP_ZPTS; z++)
            if (gz0 + z < lnz)
                lattice[((gz0 + z) * lny + gy) * lnx + gx] += e[z];
    }
}
