// SHOC-style MD Lennard-Jones force with a column-major neighbour list (double precision, per-type-pair coefficients,
// energy and virial accumulated) and a Rodinia lavaMD-style box-box interaction (home and neighbour boxes staged in LDS).
// Interesting for a scheduler: the neighbour loop is unrolled by 4, so four gathered positions and ten double
// accumulators compete for registers; lavaMD's inner loop is LDS reads feeding exp() and FMAs.

// ---- MD: Lennard-Jones with neighbour list, double -------------------------
#define MD_NTYPES 4

typedef struct {
    double lj1[MD_NTYPES * MD_NTYPES];   // 48 eps sigma^12
    double lj2[MD_NTYPES * MD_NTYPES];   // 24 eps sigma^6
    double lj3[MD_NTYPES * MD_NTYPES];   // 4 eps sigma^12 (energy)
    double lj4[MD_NTYPES * MD_NTYPES];   // 4 eps sigma^6 (energy)
    double cutsq[MD_NTYPES * MD_NTYPES];
} LjParams;

// pos[i] = (x, y, z, type); neigh[j * inum + i] is the j-th neighbour of atom i.
__kernel void md_lj_nbr_energy_f64(__global const double4 *restrict pos,
                                   __global const int *restrict neigh,
                                   __global const int *restrict nneigh,
                                   __constant LjParams *lj,
                                   __global double4 *restrict force,       // fx, fy, fz, energy
                                   __global double *restrict virial,       // 6 * inum, component-major
                                   int inum)
{
    int i = get_global_id(0);
    if (i >= inum)
        return;
    double4 pi = pos[i];
    int itype = (int)pi.w * MD_NTYPES;
    int nn = nneigh[i];
    double fx = 0.0, fy = 0.0, fz = 0.0, e = 0.0;
    double v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0;

#pragma unroll 4
    for (int jj = 0; jj < nn; jj++) {
        int j = neigh[jj * inum + i];
        double4 pj = pos[j];
        double dx = pi.x - pj.x;
        double dy = pi.y - pj.y;
        double dz = pi.z - pj.z;
        double rsq = dx * dx + dy * dy + dz * dz;
        int t = itype + (int)pj.w;
        if (rsq < lj->cutsq[t]) {
            double r2inv = 1.0 / rsq;
            double r6inv = r2inv * r2inv * r2inv;
            double fpair = r6inv * (lj->lj1[t] * r6inv - lj->lj2[t]) * r2inv;
            fx += dx * fpair;
            fy += dy * fpair;
            fz += dz * fpair;
            e += r6inv * (lj->lj3[t] * r6inv - lj->lj4[t]);
            v0 += dx * dx * fpair;
            v1 += dy * dy * fpair;
            v2 += dz * dz * fpair;
            v3 += dx * dy * fpair;
            v4 += dx * dz * fpair;
            v5 += dy * dz * fpair;
        }
    }
    force[i] = (double4)(fx, fy, fz, 0.5 * e);
    virial[0 * inum + i] = 0.5 * v0;
    virial[1 * inum + i] = 0.5 * v1;
    virial[2 * inum + i] = 0.5 * v2;
    virial[3 * inum + i] = 0.5 * v3;
    virial[4 * inum + i] = 0.5 * v4;
    virial[5 * inum + i] = 0.5 * v5;
}

// ---- lavaMD: particles in boxes, box against its neighbour boxes -----------
// rv[p] = (|r|^2, x, y, z); qv[p] = charge; box b holds particles
// [b * LV_PAR, (b + 1) * LV_PAR). nbr_box[b * 26 + k], k < nbr_cnt[b].
#define LV_PAR 100
#define LV_WG 128
#define LV_NMAX 26

__kernel __attribute__((reqd_work_group_size(LV_WG, 1, 1)))
void lavamd_box_neighbours(__global const float4 *restrict rv,
                           __global const float *restrict qv,
                           __global const int *restrict nbr_cnt,
                           __global const int *restrict nbr_box,
                           __global float4 *restrict fv,
                           float alpha, int nboxes)
{
    __local float4 ra[LV_PAR];
    __local float4 rb[LV_PAR];
    __local float qb[LV_PAR];
    int home = get_group_id(0);
    int lid = get_local_id(0);
    if (home >= nboxes)
        return;
    float a2 = 2.0f * alpha * alpha;

    if (lid < LV_PAR)
        ra[lid] = rv[home * LV_PAR + lid];
    float4 acc = (float4)(0.0f);
    int nn = nbr_cnt[home];

    for (int k = 0; k <= nn; k++) {
        int b = k == 0 ? home : nbr_box[home * LV_NMAX + k - 1];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < LV_PAR) {
            rb[lid] = rv[b * LV_PAR + lid];
            qb[lid] = qv[b * LV_PAR + lid];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < LV_PAR) {
            float4 a = ra[lid];
#pragma unroll 4
            for (int j = 0; j < LV_PAR; j++) {
                float4 bj = rb[j];
                float r2 = a.x + bj.x - (a.y * bj.y + a.z * bj.z + a.w * bj.w);
                float vij = exp(-a2 * r2);
                float fs = 2.0f * vij;
                float q = qb[j];
                float dx = a.y - bj.y;
                float dy = a.z - bj.z;
                float dz = a.w - bj.w;
                acc.x += q * vij;
                acc.y += q * fs * dx;
                acc.z += q * fs * dy;
                acc.w += q * fs * dz;
            }
        }
    }
    if (lid < LV_PAR)
        fv[home * LV_PAR + lid] = acc;
}
