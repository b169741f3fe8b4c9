// Imitates GPU crypto throughput kernels (the style of hashcat / GPU AES-CTR benchmarks): AES-128 in counter mode with
// four 256-entry T-tables copied into LDS and four blocks interleaved per work-item, SHA-256 over word-sliced
// multi-block messages, and a double SHA-256 nonce scan from a host-computed midstate (bitcoin-miner style).
// Interesting for a scheduler: AES is gather-latency-bound (16 dependent-address ds_read per block per round, four
// independent blocks to hide them); SHA-256 is pure 32-bit ALU issue with a long serial chain per round, a rolling
// 16-word message schedule and 8 working variables live, so the scheduler can only overlap schedule expansion with the
// round function.

// ---------------------------------------------------------------------------------------------------------------
// AES-128 CTR, T-table formulation. Host supplies Te0..Te3 (concatenated, 1024 words, big-endian column words as
// in the reference implementation) and the expanded key (44 words). Counter block = nonce0..2 || (ctr_base + block).
// ---------------------------------------------------------------------------------------------------------------
#define AES_WG 256
#define AES_BPW 4

__kernel __attribute__((reqd_work_group_size(AES_WG, 1, 1)))
void aes128_ctr_ttable_lds(__global const uint *restrict te_tables,
                           __global const uint *restrict exp_key,
                           uint nonce0, uint nonce1, uint nonce2, uint ctr_base,
                           __global const uint4 *restrict plain,
                           __global uint4 *restrict cipher,
                           int nblocks)
{
    __local uint t0[256], t1[256], t2[256], t3[256];
    __local uint rk[44];
    int lid = get_local_id(0);

    for (int i = lid; i < 256; i += AES_WG) {
        t0[i] = te_tables[i];
        t1[i] = te_tables[256 + i];
        t2[i] = te_tables[512 + i];
        t3[i] = te_tables[768 + i];
    }
    if (lid < 44)
        rk[lid] = exp_key[lid];
    barrier(CLK_LOCAL_MEM_FENCE);

    int stride = (int)get_global_size(0) * AES_BPW;
    for (int first = (int)get_global_id(0) * AES_BPW; first < nblocks; first += stride) {
        uint a[AES_BPW], b[AES_BPW], c[AES_BPW], d[AES_BPW];

        // initial AddRoundKey on the counter blocks
#pragma unroll
        for (int k = 0; k < AES_BPW; k++) {
            a[k] = nonce0 ^ rk[0];
            b[k] = nonce1 ^ rk[1];
            c[k] = nonce2 ^ rk[2];
            d[k] = (ctr_base + (uint)(first + k)) ^ rk[3];
        }

        // nine full rounds: SubBytes+ShiftRows+MixColumns folded into the four tables
        for (int r = 1; r < 10; r++) {
            uint k0 = rk[4 * r], k1 = rk[4 * r + 1], k2 = rk[4 * r + 2], k3 = rk[4 * r + 3];
#pragma unroll
            for (int k = 0; k < AES_BPW; k++) {
                uint na = t0[a[k] >> 24] ^ t1[(b[k] >> 16) & 0xffu] ^ t2[(c[k] >> 8) & 0xffu] ^ t3[d[k] & 0xffu] ^ k0;
                uint nb = t0[b[k] >> 24] ^ t1[(c[k] >> 16) & 0xffu] ^ t2[(d[k] >> 8) & 0xffu] ^ t3[a[k] & 0xffu] ^ k1;
                uint nc = t0[c[k] >> 24] ^ t1[(d[k] >> 16) & 0xffu] ^ t2[(a[k] >> 8) & 0xffu] ^ t3[b[k] & 0xffu] ^ k2;
                uint nd = t0[d[k] >> 24] ^ t1[(a[k] >> 16) & 0xffu] ^ t2[(b[k] >> 8) & 0xffu] ^ t3[c[k] & 0xffu] ^ k3;
                a[k] = na; b[k] = nb; c[k] = nc; d[k] = nd;
            }
        }

        // last round: no MixColumns, pick the plain S-box byte out of the rotated tables
        uint k0 = rk[40], k1 = rk[41], k2 = rk[42], k3 = rk[43];
#pragma unroll
        for (int k = 0; k < AES_BPW; k++) {
            uint oa = (t2[a[k] >> 24] & 0xff000000u) ^ (t3[(b[k] >> 16) & 0xffu] & 0x00ff0000u) ^
                      (t0[(c[k] >> 8) & 0xffu] & 0x0000ff00u) ^ (t1[d[k] & 0xffu] & 0x000000ffu) ^ k0;
            uint ob = (t2[b[k] >> 24] & 0xff000000u) ^ (t3[(c[k] >> 16) & 0xffu] & 0x00ff0000u) ^
                      (t0[(d[k] >> 8) & 0xffu] & 0x0000ff00u) ^ (t1[a[k] & 0xffu] & 0x000000ffu) ^ k1;
            uint oc = (t2[c[k] >> 24] & 0xff000000u) ^ (t3[(d[k] >> 16) & 0xffu] & 0x00ff0000u) ^
                      (t0[(a[k] >> 8) & 0xffu] & 0x0000ff00u) ^ (t1[b[k] & 0xffu] & 0x000000ffu) ^ k2;
            uint od = (t2[d[k] >> 24] & 0xff000000u) ^ (t3[(a[k] >> 16) & 0xffu] & 0x00ff0000u) ^
                      (t0[(b[k] >> 8) & 0xffu] & 0x0000ff00u) ^ (t1[c[k] & 0xffu] & 0x000000ffu) ^ k3;
            int blk = first + k;
            if (blk < nblocks)
                cipher[blk] = plain[blk] ^ (uint4)(oa, ob, oc, od);
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// SHA-256 shared pieces
// ---------------------------------------------------------------------------------------------------------------
__constant uint sha256_round_k[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u, 0xab1c5ed5u,
    0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u,
    0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
    0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u,
    0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u,
    0xa2bfe8a1u, 0xa81a664bu, 0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
    0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u,
};

#define SHA_IV0 0x6a09e667u
#define SHA_IV1 0xbb67ae85u
#define SHA_IV2 0x3c6ef372u
#define SHA_IV3 0xa54ff53au
#define SHA_IV4 0x510e527fu
#define SHA_IV5 0x9b05688cu
#define SHA_IV6 0x1f83d9abu
#define SHA_IV7 0x5be0cd19u

// right rotate expressed through OpenCL's left rotate
static inline uint rotr32(uint x, uint n) { return rotate(x, 32u - n); }

// One compression: st[0..7] is updated in place, w[0..15] is the block (clobbered: it becomes the rolling schedule).
static inline void sha256_compress(uint st[8], uint w[16])
{
    uint a = st[0], b = st[1], c = st[2], d = st[3];
    uint e = st[4], f = st[5], g = st[6], h = st[7];
#pragma unroll
    for (int i = 0; i < 64; i++) {
        uint wi;
        if (i < 16) {
            wi = w[i];
        } else {
            uint x15 = w[(i - 15) & 15];
            uint x2 = w[(i - 2) & 15];
            uint sig0 = rotr32(x15, 7) ^ rotr32(x15, 18) ^ (x15 >> 3);
            uint sig1 = rotr32(x2, 17) ^ rotr32(x2, 19) ^ (x2 >> 10);
            wi = w[i & 15] + sig0 + w[(i - 7) & 15] + sig1;
            w[i & 15] = wi;
        }
        uint big1 = rotr32(e, 6) ^ rotr32(e, 11) ^ rotr32(e, 25);
        uint choose = (e & f) ^ (~e & g);
        uint tmp1 = h + big1 + choose + sha256_round_k[i] + wi;
        uint big0 = rotr32(a, 2) ^ rotr32(a, 13) ^ rotr32(a, 22);
        uint major = (a & b) ^ (a & c) ^ (b & c);
        uint tmp2 = big0 + major;
        h = g; g = f; f = e;
        e = d + tmp1;
        d = c; c = b; b = a;
        a = tmp1 + tmp2;
    }
    st[0] += a; st[1] += b; st[2] += c; st[3] += d;
    st[4] += e; st[5] += f; st[6] += g; st[7] += h;
}

// ---------------------------------------------------------------------------------------------------------------
// SHA-256 of nmsg independent, already padded messages of nblk 64-byte blocks each. Word-sliced layout for
// coalescing: word i of block j of message m lives at msg[(j * 16 + i) * nmsg + m]. Digest is word-sliced too.
// ---------------------------------------------------------------------------------------------------------------
__kernel void sha256_sliced_digest(__global const uint *restrict msg, int nblk, int nmsg,
                                   __global uint *restrict digest)
{
    int m = get_global_id(0);
    if (m >= nmsg)
        return;

    uint st[8] = { SHA_IV0, SHA_IV1, SHA_IV2, SHA_IV3, SHA_IV4, SHA_IV5, SHA_IV6, SHA_IV7 };
    for (int j = 0; j < nblk; j++) {
        uint w[16];
        __global const uint *src = msg + (size_t)j * 16 * nmsg + m;
#pragma unroll
        for (int i = 0; i < 16; i++)
            w[i] = src[(size_t)i * nmsg];
        sha256_compress(st, w);
    }
#pragma unroll
    for (int i = 0; i < 8; i++)
        digest[(size_t)i * nmsg + m] = st[i];
}

// ---------------------------------------------------------------------------------------------------------------
// Double SHA-256 nonce scan over an 80-byte header. The host hashes the first 64 bytes into `midstate`; the tail
// holds the last three header words. Each work-item tries `per_item` consecutive nonces; a hash whose last digest
// word is below `target_hi` is reported with atomic_min so the smallest winning nonce survives.
// ---------------------------------------------------------------------------------------------------------------
__kernel void sha256d_nonce_scan(__global const uint *restrict midstate,
                                 uint tail0, uint tail1, uint tail2,
                                 uint nonce_base, int per_item, uint target_hi,
                                 volatile __global uint *found_nonce,
                                 __global uint *restrict best_word)
{
    uint ms[8];
#pragma unroll
    for (int i = 0; i < 8; i++)
        ms[i] = midstate[i];

    uint first = nonce_base + (uint)get_global_id(0) * (uint)per_item;
    uint best = 0xffffffffu;
    for (int n = 0; n < per_item; n++) {
        uint nonce = first + (uint)n;

        // second block of the header: 16 bytes of data, padding bit, length = 640 bits
        uint w[16];
        w[0] = tail0; w[1] = tail1; w[2] = tail2; w[3] = nonce;
        w[4] = 0x80000000u;
#pragma unroll
        for (int i = 5; i < 15; i++)
            w[i] = 0u;
        w[15] = 640u;
        uint st1[8];
#pragma unroll
        for (int i = 0; i < 8; i++)
            st1[i] = ms[i];
        sha256_compress(st1, w);

        // hash the 32-byte digest again: one padded block, length = 256 bits
        uint w2[16];
#pragma unroll
        for (int i = 0; i < 8; i++)
            w2[i] = st1[i];
        w2[8] = 0x80000000u;
#pragma unroll
        for (int i = 9; i < 15; i++)
            w2[i] = 0u;
        w2[15] = 256u;
        uint st2[8] = { SHA_IV0, SHA_IV1, SHA_IV2, SHA_IV3, SHA_IV4, SHA_IV5, SHA_IV6, SHA_IV7 };
        sha256_compress(st2, w2);

        uint tail = st2[7];
        best = min(best, tail);
        if (tail < target_hi)
            atomic_min(found_nonce, nonce);
    }
    best_word[get_global_id(0)] = best;
}
