// Quantised GEMM as written in CLBlast/oneDNN/MIOpen-style OpenCL int8 paths: a symmetric s8 x s8 GEMM with 64x64
// work-group tiles staged through LDS as packed char4 words, an 8x8 int32 register tile per work-item and a per-row /
// per-channel scale + bias (+ optional ReLU) dequantisation epilogue to float; and an asymmetric u8 x s8 direct GEMM
// (4x8 tile per work-item, no LDS) with activation zero-point compensation and a half-precision output.
// Interesting for a scheduler: 64 int32 accumulators plus 16 packed operand words and their 64 unpacked bytes are live
// in the inner loop (register heavy, byte-extract + multiply-add chains that may be matched to dot4 instructions);
// the direct kernel is load-latency bound with 12 independent 32-bit loads per K step.

// ---- s8 x s8 -> s32 -> f32, LDS tiled, 8x8 per work-item ----------------------
// A: [M][K] char, B: [N][K] char (weights stored K-contiguous per output channel), C: [M][N] float.
// K must be a multiple of 16 (host pads with zeros); M and N are arbitrary.
#define QT_TS 8       /* work-group is QT_TS x QT_TS work-items */
#define QT_WPT 8      /* outputs per work-item in each dimension */
#define QT_TILE (QT_TS * QT_WPT)   /* 64 */
#define QT_KW 4       /* K tile in 32-bit words (16 bytes) */

inline int dot_s8x4(int a, int b)
{
    char4 x = as_char4(a);
    char4 y = as_char4(b);
    return (int)x.x * (int)y.x + (int)x.y * (int)y.y + (int)x.z * (int)y.z + (int)x.w * (int)y.w;
}

__kernel __attribute__((reqd_work_group_size(QT_TS, QT_TS, 1)))
void qgemm_s8s8_lds_8x8_dequant(int M, int N, int K,
                                __global const char *restrict A,
                                __global const char *restrict B,
                                __global const float *restrict scale_a,   // per row of A
                                __global const float *restrict scale_b,   // per output channel
                                __global const float *restrict bias,
                                __global float *restrict C,
                                int relu)
{
    __local int As[QT_KW][QT_TILE + 1];
    __local int Bs[QT_KW][QT_TILE + 1];

    int tx = get_local_id(0), ty = get_local_id(1);
    int lin = ty * QT_TS + tx;                 // 0..63, one A row and one B row to load per tile
    int m0 = get_group_id(1) * QT_TILE;
    int n0 = get_group_id(0) * QT_TILE;
    int kw_total = K >> 2;

    int arow = m0 + lin, brow = n0 + lin;
    __global const int *ap = (__global const int *)(A + (size_t)min(arow, M - 1) * K);
    __global const int *bp = (__global const int *)(B + (size_t)min(brow, N - 1) * K);
    int amask = arow < M ? -1 : 0;
    int bmask = brow < N ? -1 : 0;

    int acc[QT_WPT][QT_WPT];
#pragma unroll
    for (int i = 0; i < QT_WPT; ++i)
#pragma unroll
        for (int j = 0; j < QT_WPT; ++j)
            acc[i][j] = 0;

    for (int kw = 0; kw < kw_total; kw += QT_KW) {
        int4 av = vload4(0, ap + kw);
        int4 bv = vload4(0, bp + kw);
        As[0][lin] = av.x & amask; As[1][lin] = av.y & amask;
        As[2][lin] = av.z & amask; As[3][lin] = av.w & amask;
        Bs[0][lin] = bv.x & bmask; Bs[1][lin] = bv.y & bmask;
        Bs[2][lin] = bv.z & bmask; Bs[3][lin] = bv.w & bmask;
        barrier(CLK_LOCAL_MEM_FENCE);

#pragma unroll
        for (int q = 0; q < QT_KW; ++q) {
            int a[QT_WPT], b[QT_WPT];
#pragma unroll
            for (int i = 0; i < QT_WPT; ++i)
                a[i] = As[q][ty + i * QT_TS];
#pragma unroll
            for (int j = 0; j < QT_WPT; ++j)
                b[j] = Bs[q][tx + j * QT_TS];
#pragma unroll
            for (int i = 0; i < QT_WPT; ++i)
#pragma unroll
                for (int j = 0; j < QT_WPT; ++j)
                    acc[i][j] += dot_s8x4(a[i], b[j]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    float sb[QT_WPT], bb[QT_WPT];
#pragma unroll
    for (int j = 0; j < QT_WPT; ++j) {
        int n = n0 + tx + j * QT_TS;
        sb[j] = n < N ? scale_b[n] : 0.0f;
        bb[j] = n < N ? bias[n] : 0.0f;
    }
#pragma unroll
    for (int i = 0; i < QT_WPT; ++i) {
        int m = m0 + ty + i * QT_TS;
        if (m >= M)
            break;
        float sa = scale_a[m];
        __global float *crow = C + (size_t)m * N;
#pragma unroll
        for (int j = 0; j < QT_WPT; ++j) {
            int n = n0 + tx + j * QT_TS;
            float v = (float)acc[i][j] * (sa * sb[j]) + bb[j];
            if (relu)
                v = fmax(v, 0.0f);
            if (n < N)
                crow[n] = v;
        }
    }
}

// ---- u8 x s8 with zero point -> half, direct, 4x8 per work-item --------------
// A: [M][K] uchar activations quantised as a = q_a - za; B: [N][K] char weights (symmetric).
//   C[m][n] = scale_a * scale_b[n] * (sum_k q_a[m][k] * B[n][k] - za * sum_k B[n][k]) + bias[n]
// The weight column sums are accumulated on the fly (oneDNN precomputes them; here they are fused).
// M must be a multiple of 4, N of 8 and K of 4.
#define QD_WM 4
#define QD_WN 8

inline int dot_u8s8x4(uint a, int b)
{
    uchar4 x = as_uchar4(a);
    char4 y = as_char4(b);
    return (int)x.x * (int)y.x + (int)x.y * (int)y.y + (int)x.z * (int)y.z + (int)x.w * (int)y.w;
}

inline int sum_s8x4(int b)
{
    char4 y = as_char4(b);
    return (int)y.x + (int)y.y + (int)y.z + (int)y.w;
}

__kernel void qgemm_u8s8_zp_direct_4x8_f16(int M, int N, int K,
                                          __global const uint *restrict A,
                                          __global const int *restrict B,
                                          int a_zero_point, float scale_a,
                                          __global const float *restrict scale_b,
                                          __global const float *restrict bias,
                                          __global half *restrict C)
{
    int nb = get_global_id(0) * QD_WN;
    int mb = get_global_id(1) * QD_WM;
    if (mb >= M || nb >= N)
        return;
    int kw_total = K >> 2;

    __global const uint *ar[QD_WM];
    __global const int *br[QD_WN];
#pragma unroll
    for (int i = 0; i < QD_WM; ++i)
        ar[i] = A + (size_t)(mb + i) * kw_total;
#pragma unroll
    for (int j = 0; j < QD_WN; ++j)
        br[j] = B + (size_t)(nb + j) * kw_total;

    int acc[QD_WM][QD_WN];
    int bsum[QD_WN];
#pragma unroll
    for (int j = 0; j < QD_WN; ++j) {
        bsum[j] = 0;
#pragma unroll
        for (int i = 0; i < QD_WM; ++i)
            acc[i][j] = 0;
    }

#pragma unroll 2
    for (int kw = 0; kw < kw_total; ++kw) {
        uint a[QD_WM];
        int b[QD_WN];
#pragma unroll
        for (int i = 0; i < QD_WM; ++i)
            a[i] = ar[i][kw];
#pragma unroll
        for (int j = 0; j < QD_WN; ++j)
            b[j] = br[j][kw];
#pragma unroll
        for (int j = 0; j < QD_WN; ++j) {
            bsum[j] += sum_s8x4(b[j]);
#pragma unroll
            for (int i = 0; i < QD_WM; ++i)
                acc[i][j] += dot_u8s8x4(a[i], b[j]);
        }
    }

#pragma unroll
    for (int j = 0; j < QD_WN; ++j) {
        int n = nb + j;
        float s = scale_a * scale_b[n];
        float bj = bias[n];
        int comp = a_zero_point * bsum[j];
#pragma unroll
        for (int i = 0; i < QD_WM; ++i) {
            float v = (float)(acc[i][j] - comp) * s + bj;
            vstore_half_rte(v, (size_t)(mb + i) * N + n, C);
        }
    }
}
