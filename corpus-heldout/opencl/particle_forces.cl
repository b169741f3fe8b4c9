// Rodinia lavaMD-like box-box particle interactions in double precision (LDS-staged neighbour boxes) and
// SHOC MD Lennard-Jones with a neighbour list: DP exp chains per pair, and a latency-bound float4 gather loop.

#define LMD_PAR 100

// rv[i] = (v, x, y, z) with v = |r|^2 precomputed
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void lavamd_box_pairs_f64(__global const double4 *restrict rv,
                          __global const double *restrict qv,
                          __global double4 *restrict fv,
                          __global const int *restrict nei_count,
                          __global const int *restrict nei_list,
                          int max_nei, double alpha)
{
    __local double4 rb[LMD_PAR];
    __local double qb[LMD_PAR];

    int box = get_group_id(0);
    int tx = get_local_id(0);
    int home = box * LMD_PAR;
    double a2 = 2.0 * alpha * alpha;

    double4 ra = (double4)(0.0);
    if (tx < LMD_PAR)
        ra = rv[home + tx];
    double fvv = 0.0, fx = 0.0, fy = 0.0, fz = 0.0;

    int nn = nei_count[box];
    for (int k = 0; k <= nn; k++) {
        int other = (k == 0) ? box : nei_list[box * max_nei + k - 1];
        int ob = other * LMD_PAR;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (tx < LMD_PAR) {
            rb[tx] = rv[ob + tx];
            qb[tx] = qv[ob + tx];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (tx < LMD_PAR) {
            for (int j = 0; j < LMD_PAR; j++) {
                double4 b = rb[j];
                double r2 = ra.x + b.x - (ra.y * b.y + ra.z * b.z + ra.w * b.w);
                double u2 = a2 * r2;
                double vij = exp(-u2);
                double fs = 2.0 * vij;
                double dx = ra.y - b.y;
                double dy = ra.z - b.z;
                double dz = ra.w - b.w;
                double q = qb[j];
                fvv += q * vij;
                fx += q * fs * dx;
                fy += q * fs * dy;
                fz += q * fs * dz;
            }
        }
    }
    if (tx < LMD_PAR)
        fv[home + tx] = (double4)(fvv, fx, fy, fz);
}

__kernel void lj_neigh_force_f32(__global const float4 *restrict pos,
                                 __global const int *restrict neigh,
                                 __global float4 *restrict force,
                                 int natoms, int max_neigh,
                                 float cutsq, float lj1, float lj2)
{
    int i = get_global_id(0);
    if (i >= natoms)
        return;

    float4 pi = pos[i];
    float fx = 0.0f, fy = 0.0f, fz = 0.0f, energy = 0.0f;

    for (int k = 0; k < max_neigh; k++) {
        int j = neigh[k * natoms + i];
        float4 pj = pos[j];
        float dx = pi.x - pj.x;
        float dy = pi.y - pj.y;
        float dz = pi.z - pj.z;
        float r2 = dx * dx + dy * dy + dz * dz;
        if (r2 < cutsq) {
            float r2inv = 1.0f / r2;
            float r6inv = r2inv * r2inv * r2inv;
            float f = r2inv * r6inv * (lj1 * r6inv - lj2);
            fx += dx * f;
            fy += dy * f;
            fz += dz * f;
            energy += r6inv * (lj1 * (1.0f / 12.0f) * r6inv - lj2 * (1.0f / 6.0f));
        }
    }
    force[i] = (float4)(fx, fy, fz, energy);
}
