// Imitates GPU ray tracers' software BVH traversal (the Aila-Laine "both child boxes in the parent" binary BVH and a
// one-box-per-node binary BVH as in small compute-shader tracers): a per-ray stack in private memory, node fetches
// from global memory, ray/AABB slab tests with min/max, near child followed and far child pushed, and Moller-Trumbore
// ray/triangle tests at the leaves. Closest-hit for primary rays, any-hit for shadow rays.
// Interesting for a scheduler: the outer loop's trip count is data dependent (pointer chasing, divergent between
// lanes); each iteration starts with a dependent 64-byte node fetch whose latency only the slab-test ALU can cover,
// and the private stack (dynamically indexed) goes to scratch or indexed VGPRs. Register pressure is moderate but
// the ray state (origin, inverse direction, current best hit) is live across the whole loop.

#define BVH_STACK 24
#define RT_EPS 1e-7f

// Slab test of one box given already scaled bounds (lo*idir - ood, hi*idir - ood) per axis.
static inline float2 slab_span(float lx, float hx, float ly, float hy, float lz, float hz, float tnear, float tfar)
{
    float enter = fmax(fmax(fmin(lx, hx), fmin(ly, hy)), fmax(fmin(lz, hz), tnear));
    float leave = fmin(fmin(fmax(lx, hx), fmax(ly, hy)), fmin(fmax(lz, hz), tfar));
    return (float2)(enter, leave);
}

// ---------------------------------------------------------------------------------------------------------------
// Closest hit. Inner node i is four float4 at nodes[4*i]:
//   [0] = child0 (lo.x, hi.x, lo.y, hi.y)   [1] = child1 (lo.x, hi.x, lo.y, hi.y)
//   [2] = (child0 lo.z, hi.z, child1 lo.z, hi.z)   [3] = (child0 idx, child1 idx, -, -) as int bits
// A child index < 0 is a leaf: leaf_ranges[~idx] = (first triangle, count); triangles are three float4 vertices.
// Ray r: orig[r] = (origin, tmin), dir[r] = (direction, tmax). Output: (t, u, v, triangle id as float bits).
// ---------------------------------------------------------------------------------------------------------------
__kernel void bvh2_closest_hit_stack(__global const float4 *restrict nodes,
                                     __global const int2 *restrict leaf_ranges,
                                     __global const float4 *restrict tri_verts,
                                     __global const float4 *restrict ray_orig,
                                     __global const float4 *restrict ray_dir,
                                     __global float4 *restrict hits,
                                     int nrays)
{
    int r = get_global_id(0);
    if (r >= nrays)
        return;

    float4 o4 = ray_orig[r];
    float4 d4 = ray_dir[r];
    float3 orig = o4.xyz;
    float3 dir = d4.xyz;
    float tmin = o4.w;
    float tbest = d4.w;

    // avoid inf*0 in the slab test for axis-parallel rays
    float3 safe = (float3)(fabs(dir.x) > RT_EPS ? dir.x : copysign(RT_EPS, dir.x),
                           fabs(dir.y) > RT_EPS ? dir.y : copysign(RT_EPS, dir.y),
                           fabs(dir.z) > RT_EPS ? dir.z : copysign(RT_EPS, dir.z));
    float3 idir = 1.0f / safe;
    float3 ood = orig * idir;

    int stack[BVH_STACK];
    int sp = 0;
    int node = 0;
    int best_tri = -1;
    float best_u = 0.0f, best_v = 0.0f;

    for (;;) {
        if (node >= 0) {
            __global const float4 *n = nodes + 4 * node;
            float4 n0 = n[0];
            float4 n1 = n[1];
            float4 n2 = n[2];
            float4 n3 = n[3];

            float2 s0 = slab_span(n0.x * idir.x - ood.x, n0.y * idir.x - ood.x,
                                  n0.z * idir.y - ood.y, n0.w * idir.y - ood.y,
                                  n2.x * idir.z - ood.z, n2.y * idir.z - ood.z, tmin, tbest);
            float2 s1 = slab_span(n1.x * idir.x - ood.x, n1.y * idir.x - ood.x,
                                  n1.z * idir.y - ood.y, n1.w * idir.y - ood.y,
                                  n2.z * idir.z - ood.z, n2.w * idir.z - ood.z, tmin, tbest);
            bool hit0 = s0.x <= s0.y;
            bool hit1 = s1.x <= s1.y;
            int c0 = as_int(n3.x);
            int c1 = as_int(n3.y);

            if (hit0 && hit1) {
                bool first0 = s0.x <= s1.x;
                int near_c = first0 ? c0 : c1;
                int far_c = first0 ? c1 : c0;
                if (sp < BVH_STACK)
                    stack[sp++] = far_c;
                node = near_c;
            } else if (hit0 || hit1) {
                node = hit0 ? c0 : c1;
            } else {
                if (sp == 0)
                    break;
                node = stack[--sp];
            }
        } else {
            int2 range = leaf_ranges[~node];
            for (int t = range.x; t < range.x + range.y; t++) {
                float3 v0 = tri_verts[3 * t + 0].xyz;
                float3 v1 = tri_verts[3 * t + 1].xyz;
                float3 v2 = tri_verts[3 * t + 2].xyz;
                float3 e1 = v1 - v0;
                float3 e2 = v2 - v0;
                float3 pv = cross(dir, e2);
                float det = dot(e1, pv);
                if (fabs(det) < RT_EPS)
                    continue;
                float inv_det = 1.0f / det;
                float3 sv = orig - v0;
                float u = dot(sv, pv) * inv_det;
                if (u < 0.0f || u > 1.0f)
                    continue;
                float3 qv = cross(sv, e1);
                float v = dot(dir, qv) * inv_det;
                if (v < 0.0f || u + v > 1.0f)
                    continue;
                float th = dot(e2, qv) * inv_det;
                if (th > tmin && th < tbest) {
                    tbest = th;
                    best_tri = t;
                    best_u = u;
                    best_v = v;
                }
            }
            if (sp == 0)
                break;
            node = stack[--sp];
        }
    }
    hits[r] = (float4)(best_tri >= 0 ? tbest : -1.0f, best_u, best_v, as_float(best_tri));
}

// ---------------------------------------------------------------------------------------------------------------
// Any hit (shadow rays). One box per node, two float4 at bnodes[2*i]: (min.xyz, left_first), (max.xyz, tri_count)
// with the two int fields as bits. tri_count > 0: leaf over pre-transformed triangles tri[3*k] = (v0, e1, e2);
// otherwise the children are left_first and left_first + 1. Shadow rays go from surface points (w = 0 means
// "no surface") to one point light; output is the light's visibility times its cosine term.
// ---------------------------------------------------------------------------------------------------------------
__kernel void bvh_shadow_any_hit(__global const float4 *restrict bnodes,
                                 __global const float4 *restrict tri_pre,
                                 __global const float4 *restrict surf_pos,
                                 __global const float4 *restrict surf_nrm,
                                 float4 light_pos,
                                 __global float *restrict visibility,
                                 int npoints)
{
    int p = get_global_id(0);
    if (p >= npoints)
        return;

    float4 sp4 = surf_pos[p];
    if (sp4.w == 0.0f) {
        visibility[p] = 0.0f;
        return;
    }
    float3 nrm = surf_nrm[p].xyz;
    float3 to_light = light_pos.xyz - sp4.xyz;
    float dist = length(to_light);
    float3 dir = to_light / dist;
    float3 orig = sp4.xyz + nrm * 1e-3f;
    float lambert = fmax(dot(nrm, dir), 0.0f);
    float tfar = dist * 0.999f;

    float3 safe = (float3)(fabs(dir.x) > RT_EPS ? dir.x : copysign(RT_EPS, dir.x),
                           fabs(dir.y) > RT_EPS ? dir.y : copysign(RT_EPS, dir.y),
                           fabs(dir.z) > RT_EPS ? dir.z : copysign(RT_EPS, dir.z));
    float3 idir = 1.0f / safe;

    int stack[BVH_STACK];
    int sp = 0;
    int node = 0;
    bool blocked = false;

    // root box first: rays that miss the scene finish at once
    {
        float4 lo = bnodes[0], hi = bnodes[1];
        float3 a = (lo.xyz - orig) * idir, b = (hi.xyz - orig) * idir;
        float2 s = slab_span(a.x, b.x, a.y, b.y, a.z, b.z, 0.0f, tfar);
        if (s.x > s.y)
            node = -1;
    }

    while (node >= 0 && !blocked) {
        float4 lo = bnodes[2 * node];
        float4 hi = bnodes[2 * node + 1];
        int first = as_int(lo.w);
        int count = as_int(hi.w);

        if (count > 0) {
            for (int k = first; k < first + count; k++) {
                float3 v0 = tri_pre[3 * k].xyz;
                float3 e1 = tri_pre[3 * k + 1].xyz;
                float3 e2 = tri_pre[3 * k + 2].xyz;
                float3 pv = cross(dir, e2);
                float det = dot(e1, pv);
                float inv_det = native_recip(det);
                float3 sv = orig - v0;
                float u = dot(sv, pv) * inv_det;
                float3 qv = cross(sv, e1);
                float v = dot(dir, qv) * inv_det;
                float th = dot(e2, qv) * inv_det;
                if (fabs(det) > RT_EPS && u >= 0.0f && v >= 0.0f && u + v <= 1.0f && th > 0.0f && th < tfar) {
                    blocked = true;
                    break;
                }
            }
            node = sp > 0 ? stack[--sp] : -1;
        } else {
            int left = first, right = first + 1;
            float4 llo = bnodes[2 * left], lhi = bnodes[2 * left + 1];
            float4 rlo = bnodes[2 * right], rhi = bnodes[2 * right + 1];
            float3 la = (llo.xyz - orig) * idir, lb = (lhi.xyz - orig) * idir;
            float3 ra = (rlo.xyz - orig) * idir, rb = (rhi.xyz - orig) * idir;
            float2 sl = slab_span(la.x, lb.x, la.y, lb.y, la.z, lb.z, 0.0f, tfar);
            float2 sr = slab_span(ra.x, rb.x, ra.y, rb.y, ra.z, rb.z, 0.0f, tfar);
            bool hl = sl.x <= sl.y, hr = sr.x <= sr.y;
            if (hl && hr) {
                // any-hit: still visit the nearer one first, it is more likely to occlude
                bool lfirst = sl.x <= sr.x;
                if (sp < BVH_STACK)
                    stack[sp++] = lfirst ? right : left;
                node = lfirst ? left : right;
            } else if (hl) {
                node = left;
            } else if (hr) {
                node = right;
            } else {
                node = sp > 0 ? stack[--sp] : -1;
            }
        }
    }
    visibility[p] = blocked ? 0.0f : lambert / (1.0f + dist * dist * 0.01f);
}
