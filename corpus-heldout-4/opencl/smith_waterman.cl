// Imitates GPU protein database search with Smith-Waterman and affine gaps (Gotoh), in the ways CUDASW++ / SW# /
// SWIPE-derived OpenCL ports organise it: inter-task, one database sequence per work-item, the query swept in stripes
// of eight rows held in registers with a query profile and the stripe boundary (H, F) kept in a global scratch row;
// the same over two sequences at once in packed 16-bit lanes with saturating arithmetic; and intra-task, one
// work-group per (query, target) pair sweeping anti-diagonals, one query row per work-item, the previous diagonal's
// H and F exchanged through double-buffered LDS with a barrier per diagonal.
// Interesting for a scheduler: the inter-task loop is a serial chain of integer max/add per row (E, F, H), eight rows
// deep per column, fed by one byte load, one 8-byte profile load and a dependent read-modify-write of the scratch row;
// only the next column's loads can run ahead (the packed version doubles the loads, not the chain). The
// anti-diagonal kernel is barrier-bound: two LDS reads, a gather from the LDS substitution matrix and a dozen
// integer ops between barriers.

#define SW_NEG (-30000)

// ---------------------------------------------------------------------------------------------------------------
// qprof: [SW_ALPHA][qlen_pad] signed scores of query row i against residue a (qlen_pad % 8 == 0, padding rows hold
// SW_NEG / 4 so they never score). db: residues of all sequences back to back, db_off[s] .. db_off[s+1].
// hf: scratch of the same length as db. score[s] = best local alignment score of sequence s.
// ---------------------------------------------------------------------------------------------------------------
#define SW_ALPHA 32
#define SW_STRIPE 8

__kernel void sw_affine_intertask_stripe8(__global const char *restrict qprof,
                                          __global const uchar *restrict db,
                                          __global const int *restrict db_off,
                                          __global int2 *restrict hf,
                                          __global int *restrict score,
                                          int nseq, int qlen_pad, int gap_open, int gap_ext)
{
    int s = get_global_id(0);
    if (s >= nseq)
        return;
    int off = db_off[s];
    int len = db_off[s + 1] - off;
    int best = 0;

    for (int i0 = 0; i0 < qlen_pad; i0 += SW_STRIPE) {
        int h[SW_STRIPE], e[SW_STRIPE];
#pragma unroll
        for (int r = 0; r < SW_STRIPE; ++r) {
            h[r] = 0;
            e[r] = SW_NEG;
        }
        int hdiag0 = 0;                      // H[i0-1][j-1]
        for (int j = 0; j < len; ++j) {
            uint res = db[off + j] & (SW_ALPHA - 1);
            int2 up = i0 == 0 ? (int2)(0, SW_NEG) : hf[off + j];
            int8 sc = convert_int8(vload8(0, qprof + res * qlen_pad + i0));
            int sc_r[SW_STRIPE] = {sc.s0, sc.s1, sc.s2, sc.s3, sc.s4, sc.s5, sc.s6, sc.s7};
            int hup = up.x, f = up.y, hdiag = hdiag0;
            hdiag0 = up.x;
#pragma unroll
            for (int r = 0; r < SW_STRIPE; ++r) {
                e[r] = max(e[r] - gap_ext, h[r] - gap_open);
                f = max(f - gap_ext, hup - gap_open);
                int hn = max(max(0, hdiag + sc_r[r]), max(e[r], f));
                hdiag = h[r];
                h[r] = hn;
                hup = hn;
                best = max(best, hn);
            }
            hf[off + j] = (int2)(hup, f);
        }
    }
    score[s] = best;
}

// ---------------------------------------------------------------------------------------------------------------
// The same stripe sweep over two database sequences at once in packed 16-bit lanes (SWIPE-style SIMD within a
// register; saturating adds keep scores in range). The shorter sequence is padded with residue SW_ALPHA - 1, whose
// profile row the host fills with SW_NEG / 4. hf2 holds (H, F) of both sequences per column, sized by the longer one:
// hf2_off[p] is pair p's start in it.
// ---------------------------------------------------------------------------------------------------------------
__kernel void sw_affine_intertask_pk16(__global const char *restrict qprof,
                                       __global const uchar *restrict db,
                                       __global const int *restrict db_off,
                                       __global const int *restrict hf2_off,
                                       __global short4 *restrict hf2,
                                       __global int *restrict score,
                                       int npairs, int qlen_pad, short gap_open, short gap_ext)
{
    int p = get_global_id(0);
    if (p >= npairs)
        return;
    int offa = db_off[2 * p], lena = db_off[2 * p + 1] - offa;
    int offb = db_off[2 * p + 1], lenb = db_off[2 * p + 2] - offb;
    int len = max(lena, lenb);
    __global short4 *scr = hf2 + hf2_off[p];
    short2 go = (short2)(gap_open), ge = (short2)(gap_ext), zero = (short2)(0);
    short2 best = zero;

    for (int i0 = 0; i0 < qlen_pad; i0 += SW_STRIPE) {
        short2 h[SW_STRIPE], e[SW_STRIPE];
#pragma unroll
        for (int r = 0; r < SW_STRIPE; ++r) {
            h[r] = zero;
            e[r] = (short2)(SW_NEG);
        }
        short2 hdiag0 = zero;
        for (int j = 0; j < len; ++j) {
            uint ra = j < lena ? (db[offa + j] & (SW_ALPHA - 1)) : (SW_ALPHA - 1);
            uint rb = j < lenb ? (db[offb + j] & (SW_ALPHA - 1)) : (SW_ALPHA - 1);
            short4 up = i0 == 0 ? (short4)(0, 0, SW_NEG, SW_NEG) : scr[j];
            short8 sa = convert_short8(vload8(0, qprof + ra * qlen_pad + i0));
            short8 sb = convert_short8(vload8(0, qprof + rb * qlen_pad + i0));
            short2 sc[SW_STRIPE] = {(short2)(sa.s0, sb.s0), (short2)(sa.s1, sb.s1), (short2)(sa.s2, sb.s2),
                                    (short2)(sa.s3, sb.s3), (short2)(sa.s4, sb.s4), (short2)(sa.s5, sb.s5),
                                    (short2)(sa.s6, sb.s6), (short2)(sa.s7, sb.s7)};
            short2 hup = up.xy, f = up.zw, hdiag = hdiag0;
            hdiag0 = up.xy;
#pragma unroll
            for (int r = 0; r < SW_STRIPE; ++r) {
                e[r] = max(sub_sat(e[r], ge), sub_sat(h[r], go));
                f = max(sub_sat(f, ge), sub_sat(hup, go));
                short2 hn = max(max(zero, add_sat(hdiag, sc[r])), max(e[r], f));
                hdiag = h[r];
                h[r] = hn;
                hup = hn;
                best = max(best, hn);
            }
            scr[j] = (short4)(hup, f);
        }
    }
    score[2 * p] = best.x;
    score[2 * p + 1] = best.y;
}

// ---------------------------------------------------------------------------------------------------------------
// Intra-task: pair p aligns query qseq[q_off[p] .. + qlen] (qlen <= SWD_WG) against tseq[t_off[p] .. + tlen]
// (tlen <= SWD_TMAX); submat: [SW_ALPHA][SW_ALPHA] chars. Item i owns query row i; at diagonal d it computes
// column j = d - i.
// ---------------------------------------------------------------------------------------------------------------
#define SWD_WG 256
#define SWD_TMAX 2048

__kernel __attribute__((reqd_work_group_size(SWD_WG, 1, 1)))
void sw_affine_antidiag_lds(__global const uchar *restrict qseq,
                            __global const uchar *restrict tseq,
                            __global const int4 *restrict pairs,   // (q_off, qlen, t_off, tlen)
                            __global const char *restrict submat,
                            __global int *restrict score,
                            int gap_open, int gap_ext)
{
    __local char sub[SW_ALPHA * SW_ALPHA];
    __local uchar tl[SWD_TMAX];
    __local int hbuf[2][SWD_WG + 1];
    __local int fbuf[2][SWD_WG + 1];
    __local int red[SWD_WG];

    int i = get_local_id(0);
    int4 pr = pairs[get_group_id(0)];
    int qlen = min(pr.y, SWD_WG);
    int tlen = min(pr.w, SWD_TMAX);

    for (int t = i; t < SW_ALPHA * SW_ALPHA; t += SWD_WG)
        sub[t] = submat[t];
    for (int t = i; t < tlen; t += SWD_WG)
        tl[t] = tseq[pr.z + t] & (SW_ALPHA - 1);
    if (i < 2) {
        hbuf[i][0] = 0;
        fbuf[i][0] = SW_NEG;
    }
    int qres = i < qlen ? (qseq[pr.x + i] & (SW_ALPHA - 1)) : 0;
    __local const char *subrow = sub + qres * SW_ALPHA;
    barrier(CLK_LOCAL_MEM_FENCE);

    int hleft = 0, e = SW_NEG, hdiag = 0, best = 0;
    int ndiag = qlen + tlen - 1;
    for (int d = 0; d < ndiag; ++d) {
        int cur = d & 1;
        int j = d - i;
        if (i < qlen && j >= 0 && j < tlen) {
            int hup = hbuf[cur ^ 1][i];
            int fup = fbuf[cur ^ 1][i];
            e = max(e - gap_ext, hleft - gap_open);
            int f = max(fup - gap_ext, hup - gap_open);
            int h = max(max(0, hdiag + (int)subrow[tl[j]]), max(e, f));
            hdiag = hup;
            hleft = h;
            best = max(best, h);
            hbuf[cur][i + 1] = h;
            fbuf[cur][i + 1] = f;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    red[i] = best;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int off = SWD_WG / 2; off > 0; off >>= 1) {
        if (i < off)
            red[i] = max(red[i], red[i + off]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (i == 0)
        score[get_group_id(0)] = red[0];
}
