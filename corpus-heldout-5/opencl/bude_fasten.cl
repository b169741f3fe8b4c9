// Imitates the "fasten" kernel of the miniBUDE mini-app (the Bristol University Docking Engine's empirical
// free-energy forcefield, used as a compute-bound benchmark): every work-item scores several ligand poses (PPWI),
// building a rotation-translation matrix per pose from six Euler parameters, then for each ligand atom transforms it
// once per pose and loops over all protein atoms, evaluating steric clash, distance-dependent electrostatics and
// hydrophobic/polar desolvation terms with selects instead of branches; per-type forcefield parameters are staged in
// LDS. The same body is instantiated with 4 and with 8 poses per work-item, two points of the mini-app's PPWI sweep.
// Interesting for a scheduler: the inner protein-atom loop is an issue-bound block of PPWI independent chains
// (distance, sqrt, about 30 ALU operations each) sharing one protein atom load and one LDS lookup, with 12 * PPWI
// transform values and PPWI energies live across both loops: about 100 VGPRs with 4 poses and about 190 with 8
// (one wave per SIMD on gfx900/gfx906), so the pose count trades occupancy for ILP on every target.

#define BUDE_WG 64
#define BUDE_MAX_TYPES 64
#define BUDE_HBTYPE_F 70
#define BUDE_HBTYPE_E 69
#define BUDE_HARDNESS 38.0f
#define BUDE_NPNPDIST 5.5f
#define BUDE_NPPDIST 1.0f
#define BUDE_CNSTNT 45.0f

// forcefield[t] = (hbtype as int bits, radius, hphb, elsc); atoms = (x, y, z, type as int bits).
// transforms: six arrays of nposes (rx, ry, rz, tx, ty, tz); item handles poses base + lid + i * BUDE_WG.
#define BUDE_FASTEN(NAME, PPWI)                                                                                     \
__kernel __attribute__((reqd_work_group_size(BUDE_WG, 1, 1)))                                                       \
void NAME(int natlig, int natpro,                                                                                   \
          __global const float4 *restrict protein,                                                                  \
          __global const float4 *restrict ligand,                                                                   \
          __global const float4 *restrict forcefield, int ntypes,                                                   \
          __global const float *restrict rot_x, __global const float *restrict rot_y,                               \
          __global const float *restrict rot_z, __global const float *restrict trn_x,                               \
          __global const float *restrict trn_y, __global const float *restrict trn_z,                               \
          __global float *restrict etotals, int nposes)                                                             \
{                                                                                                                   \
    __local float4 ff[BUDE_MAX_TYPES];                                                                              \
    int lid = get_local_id(0);                                                                                      \
    int nt = min(ntypes, BUDE_MAX_TYPES);                                                                           \
    for (int t = lid; t < nt; t += BUDE_WG)                                                                         \
        ff[t] = forcefield[t];                                                                                      \
    barrier(CLK_LOCAL_MEM_FENCE);                                                                                   \
                                                                                                                    \
    int base = get_group_id(0) * BUDE_WG * PPWI + lid;                                                              \
    float m[PPWI][12];                                                                                              \
    float etot[PPWI];                                                                                               \
    _Pragma("unroll")                                                                                               \
    for (int i = 0; i < PPWI; ++i) {                                                                                \
        int ix = min(base + i * BUDE_WG, nposes - 1);                                                               \
        float ax = rot_x[ix], ay = rot_y[ix], az = rot_z[ix];        /* angles in [-pi, pi] */                     \
        float sx = native_sin(ax), cx = native_cos(ax);                                                             \
        float sy = native_sin(ay), cy = native_cos(ay);                                                             \
        float sz = native_sin(az), cz = native_cos(az);                                                             \
        m[i][0] = cy * cz;  m[i][1] = sx * sy * cz - cx * sz;  m[i][2] = cx * sy * cz + sx * sz;                    \
        m[i][3] = trn_x[ix];                                                                                        \
        m[i][4] = cy * sz;  m[i][5] = sx * sy * sz + cx * cz;  m[i][6] = cx * sy * sz - sx * cz;                    \
        m[i][7] = trn_y[ix];                                                                                        \
        m[i][8] = -sy;      m[i][9] = sx * cy;                 m[i][10] = cx * cy;                                  \
        m[i][11] = trn_z[ix];                                                                                       \
        etot[i] = 0.0f;                                                                                             \
    }                                                                                                               \
                                                                                                                    \
    for (int il = 0; il < natlig; ++il) {                                                                           \
        float4 la = ligand[il];                                                                                     \
        float4 lff = ff[as_int(la.w)];                                                                              \
        int l_hb = as_int(lff.x);                                                                                   \
        float l_rad = lff.y, l_hphb = lff.z, l_elsc = lff.w;                                                        \
        bool lhphb_ltz = l_hphb < 0.0f, lhphb_gtz = l_hphb > 0.0f;                                                  \
        float lp[PPWI][3];                                                                                          \
        _Pragma("unroll")                                                                                           \
        for (int i = 0; i < PPWI; ++i) {                                                                            \
            lp[i][0] = fma(m[i][0], la.x, fma(m[i][1], la.y, fma(m[i][2], la.z, m[i][3])));                         \
            lp[i][1] = fma(m[i][4], la.x, fma(m[i][5], la.y, fma(m[i][6], la.z, m[i][7])));                         \
            lp[i][2] = fma(m[i][8], la.x, fma(m[i][9], la.y, fma(m[i][10], la.z, m[i][11])));                       \
        }                                                                                                           \
        for (int ip = 0; ip < natpro; ++ip) {                                                                       \
            float4 pa = protein[ip];                                                                                \
            float4 pff = ff[as_int(pa.w)];                                                                          \
            int p_hb = as_int(pff.x);                                                                               \
            float p_hphb = pff.z;                                                                                   \
            float radij = pff.y + l_rad;                                                                            \
            float r_radij = 1.0f / radij;                                                                           \
            bool both_f = p_hb == BUDE_HBTYPE_F && l_hb == BUDE_HBTYPE_F;                                           \
            float elcdst = both_f ? 4.0f : 2.0f;                                                                    \
            float elcdst1 = both_f ? 0.25f : 0.5f;                                                                  \
            bool type_e = p_hb == BUDE_HBTYPE_E || l_hb == BUDE_HBTYPE_E;                                           \
            bool phphb_ltz = p_hphb < 0.0f, phphb_gtz = p_hphb > 0.0f, phphb_nz = p_hphb != 0.0f;                   \
            float p_eff = (phphb_ltz && lhphb_gtz) ? -p_hphb : p_hphb;                                              \
            float l_eff = (phphb_gtz && lhphb_ltz) ? -l_hphb : l_hphb;                                              \
            float distdslv = phphb_ltz ? (lhphb_ltz ? BUDE_NPNPDIST : BUDE_NPPDIST)                                 \
                                       : (lhphb_ltz ? BUDE_NPPDIST : -FLT_MAX);                                     \
            float r_distdslv = 1.0f / distdslv;                                                                     \
            float chrg_init = l_elsc * pff.w;                                                                       \
            float dslv_init = p_eff + l_eff;                                                                        \
            _Pragma("unroll")                                                                                       \
            for (int i = 0; i < PPWI; ++i) {                                                                        \
                float dx = lp[i][0] - pa.x, dy = lp[i][1] - pa.y, dz = lp[i][2] - pa.z;                             \
                float distij = sqrt(dx * dx + dy * dy + dz * dz);                                                   \
                float distbb = distij - radij;                                                                      \
                bool zone1 = distbb < 0.0f;                                                                         \
                float e = (1.0f - distij * r_radij) * (zone1 ? 2.0f * BUDE_HARDNESS : 0.0f);                        \
                float chrg_e = chrg_init * ((zone1 ? 1.0f : 1.0f - distbb * elcdst1)                                \
                                            * (distbb < elcdst ? 1.0f : 0.0f));                                     \
                chrg_e = type_e ? -fabs(chrg_e) : chrg_e;                                                           \
                e = fma(chrg_e, BUDE_CNSTNT, e);                                                                    \
                float coeff = 1.0f - distbb * r_distdslv;                                                           \
                float dslv_e = dslv_init * ((distbb < distdslv && phphb_nz) ? 1.0f : 0.0f);                         \
                e += dslv_e * (zone1 ? 1.0f : coeff);                                                               \
                etot[i] += e;                                                                                       \
            }                                                                                                       \
        }                                                                                                           \
    }                                                                                                               \
    _Pragma("unroll")                                                                                               \
    for (int i = 0; i < PPWI; ++i) {                                                                                \
        int ix = base + i * BUDE_WG;                                                                                \
        if (ix < nposes)                                                                                            \
            etotals[ix] = 0.5f * etot[i];                                                                           \
    }                                                                                                               \
}

BUDE_FASTEN(bude_fasten_ppwi4, 4)
BUDE_FASTEN(bude_fasten_ppwi8, 8)
