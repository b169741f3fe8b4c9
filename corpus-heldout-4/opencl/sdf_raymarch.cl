// Imitates signed-distance-field ray marching as shader-toy style renderers and SDF engines port it to OpenCL: a
// sphere tracer over an analytic scene (ground plane, smooth union of a sphere and a rounded box, a torus, and an
// infinitely repeated column field) with tetrahedral normals, a soft-shadow march, five-tap ambient occlusion and
// fogged, gamma-corrected shading to RGBA8; a tracer over a sampled SDF volume (slab entry into the unit box,
// trilinear samples of a 3-D grid per step, central-difference normals); and a Mandelbulb distance-estimator march
// (power 8, spherical coordinates).
// Interesting for a scheduler: three data-dependent, divergent loops in a row per pixel whose bodies are the same
// inlined scene function, so most of the runtime is short dependent ALU chains (min/max/sqrt/fma) with little
// independent work per lane; the volume tracer is the latency-bound opposite, eight dependent-address gathers per
// step and 48 at the hit; the Mandelbulb loop is a chain of acos/atan2/pow/sin/cos expansions per iteration.

typedef struct {
    float4 pos;      // camera position
    float4 fwd;      // forward (normalised), w = focal length
    float4 right;    // right * (2 / width) * aspect-corrected scale
    float4 up;       // up * (2 / height)
    float4 light;    // direction to the light (normalised), w = shadow softness
} sdf_camera;

static inline float3 nrm3(float3 v)
{
    return v * rsqrt(dot(v, v));
}

static inline float sd_round_box(float3 p, float3 b, float r)
{
    float3 q = fabs(p) - b;
    return length(fmax(q, (float3)(0.0f))) + fmin(fmax(q.x, fmax(q.y, q.z)), 0.0f) - r;
}

static inline float sd_torus(float3 p, float R, float r)
{
    float qx = length(p.xz) - R;
    return sqrt(qx * qx + p.y * p.y) - r;
}

static inline float smin_poly(float a, float b, float k)
{
    float h = clamp(0.5f + 0.5f * (b - a) / k, 0.0f, 1.0f);
    return mix(b, a, h) - k * h * (1.0f - h);
}

// distance and material id
static inline float2 scene(float3 p)
{
    float d_plane = p.y + 1.0f;
    float d_sph = length(p - (float3)(0.0f, 0.0f, 0.0f)) - 1.0f;
    float d_box = sd_round_box(p - (float3)(1.2f, -0.2f, 0.3f), (float3)(0.5f, 0.6f, 0.4f), 0.1f);
    float d_blob = smin_poly(d_sph, d_box, 0.35f);
    float d_tor = sd_torus(p - (float3)(-1.6f, -0.5f, 1.0f), 0.7f, 0.22f);
    // repeated capped columns every 4 units in x and z, starting behind the scene
    float3 q = p;
    q.x = q.x - 4.0f * round(q.x * 0.25f);
    q.z = q.z - 4.0f * round(q.z * 0.25f);
    float d_col = fmax(length(q.xz) - 0.3f, fabs(p.y - 0.5f) - 1.5f);
    d_col = fmax(d_col, 3.0f - p.z);

    float2 r = (float2)(d_plane, 1.0f);
    r = d_blob < r.x ? (float2)(d_blob, 2.0f) : r;
    r = d_tor < r.x ? (float2)(d_tor, 3.0f) : r;
    r = d_col < r.x ? (float2)(d_col, 4.0f) : r;
    return r;
}

__kernel void sdf_sphere_trace_shade(__global uchar4 *restrict img,
                                     __constant sdf_camera *cam,
                                     int width, int height, float tmax)
{
    int px = get_global_id(0), py = get_global_id(1);
    if (px >= width || py >= height)
        return;
    float3 ro = cam->pos.xyz;
    float u = (float)px - 0.5f * (float)width;
    float v = 0.5f * (float)height - (float)py;
    float3 rd = nrm3(cam->fwd.xyz * cam->fwd.w + cam->right.xyz * u + cam->up.xyz * v);

    float t = 0.01f, mat = 0.0f;
    for (int i = 0; i < 96; ++i) {
        float2 h = scene(ro + rd * t);
        mat = h.y;
        if (h.x < 1e-3f * t || t > tmax)
            break;
        t += h.x;
    }

    float3 sky = (float3)(0.55f, 0.7f, 0.9f) - 0.4f * rd.y;
    float3 col = sky;
    if (t < tmax) {
        float3 p = ro + rd * t;
        const float e = 5e-4f;
        float3 k0 = (float3)(1.0f, -1.0f, -1.0f), k1 = (float3)(-1.0f, -1.0f, 1.0f);
        float3 k2 = (float3)(-1.0f, 1.0f, -1.0f), k3 = (float3)(1.0f, 1.0f, 1.0f);
        float3 n = nrm3(k0 * scene(p + k0 * e).x + k1 * scene(p + k1 * e).x +
                             k2 * scene(p + k2 * e).x + k3 * scene(p + k3 * e).x);

        float3 l = cam->light.xyz;
        float soft = cam->light.w;
        float sh = 1.0f, ts = 0.02f;
        for (int i = 0; i < 32; ++i) {
            float h = scene(p + l * ts).x;
            sh = fmin(sh, soft * h / ts);
            ts += clamp(h, 0.02f, 0.25f);
            if (sh < 0.005f || ts > 8.0f)
                break;
        }
        sh = clamp(sh, 0.0f, 1.0f);

        float occ = 0.0f, sca = 1.0f;
#pragma unroll
        for (int i = 0; i < 5; ++i) {
            float hr = 0.01f + 0.12f * (float)i / 4.0f;
            float dd = scene(p + n * hr).x;
            occ += (hr - dd) * sca;
            sca *= 0.95f;
        }
        float ao = clamp(1.0f - 3.0f * occ, 0.0f, 1.0f);

        float3 alb = mat < 1.5f ? (float3)(0.4f + 0.1f * (float)(((int)floor(p.x) + (int)floor(p.z)) & 1))
                   : mat < 2.5f ? (float3)(0.8f, 0.3f, 0.2f)
                   : mat < 3.5f ? (float3)(0.2f, 0.6f, 0.3f)
                                : (float3)(0.7f, 0.7f, 0.65f);
        float dif = clamp(dot(n, l), 0.0f, 1.0f) * sh;
        float3 hv = nrm3(l - rd);
        float spe = pown(clamp(dot(n, hv), 0.0f, 1.0f), 16) * dif;
        float amb = clamp(0.5f + 0.5f * n.y, 0.0f, 1.0f) * ao;
        col = alb * (1.3f * dif * (float3)(1.0f, 0.9f, 0.75f) + 0.35f * amb * (float3)(0.5f, 0.7f, 1.0f)) + spe;
        float fog = exp(-0.002f * t * t * t);
        col = mix(sky, col, fog);
    }
    col = pow(clamp(col, 0.0f, 1.0f), (float3)(0.4545f));
    img[py * width + px] = (uchar4)(convert_uchar3_sat_rte(col * 255.0f), 255);
}

// ---------------------------------------------------------------------------------------------------------------
// Sampled SDF in [0,1]^3: grid[(z * n + y) * n + x], n^3 samples, cell = 1 / (n - 1). Rays given per pixel.
// hit[i] = (t, normal) or (-1, 0, 0, 0) on a miss.
// ---------------------------------------------------------------------------------------------------------------
static inline float trilinear(__global const float *g, int n, float3 p)
{
    float3 f = clamp(p, (float3)(0.0f), (float3)(1.0f)) * (float)(n - 1);
    float3 fl = floor(f);
    int3 i0 = min(convert_int3(fl), (int3)(n - 2));
    float3 w = f - convert_float3(i0);
    size_t b = ((size_t)i0.z * n + i0.y) * n + i0.x;
    size_t sy = n, sz = (size_t)n * n;
    float c000 = g[b], c100 = g[b + 1], c010 = g[b + sy], c110 = g[b + sy + 1];
    float c001 = g[b + sz], c101 = g[b + sz + 1], c011 = g[b + sz + sy], c111 = g[b + sz + sy + 1];
    float c00 = mix(c000, c100, w.x), c10 = mix(c010, c110, w.x);
    float c01 = mix(c001, c101, w.x), c11 = mix(c011, c111, w.x);
    return mix(mix(c00, c10, w.y), mix(c01, c11, w.y), w.z);
}

__kernel void sdf_volume_trace_trilinear(__global const float *restrict grid,
                                         __global const float4 *restrict ray_o,
                                         __global const float4 *restrict ray_d,
                                         __global float4 *restrict hit,
                                         int nrays, int n, float eps, int max_steps)
{
    int i = get_global_id(0);
    if (i >= nrays)
        return;
    float3 o = ray_o[i].xyz;
    float3 d = ray_d[i].xyz;
    float3 inv = 1.0f / d;
    float3 ta = (0.0f - o) * inv, tb = (1.0f - o) * inv;
    float3 tlo = fmin(ta, tb), thi = fmax(ta, tb);
    float t0 = fmax(fmax(tlo.x, tlo.y), fmax(tlo.z, 0.0f));
    float t1 = fmin(fmin(thi.x, thi.y), thi.z);
    float4 res = (float4)(-1.0f, 0.0f, 0.0f, 0.0f);
    if (t0 < t1) {
        float t = t0;
        float minstep = 0.25f / (float)(n - 1);
        for (int s = 0; s < max_steps && t < t1; ++s) {
            float3 p = o + d * t;
            float dist = trilinear(grid, n, p);
            if (dist < eps) {
                float h = 1.0f / (float)(n - 1);
                float gx = trilinear(grid, n, p + (float3)(h, 0.0f, 0.0f)) - trilinear(grid, n, p - (float3)(h, 0.0f, 0.0f));
                float gy = trilinear(grid, n, p + (float3)(0.0f, h, 0.0f)) - trilinear(grid, n, p - (float3)(0.0f, h, 0.0f));
                float gz = trilinear(grid, n, p + (float3)(0.0f, 0.0f, h)) - trilinear(grid, n, p - (float3)(0.0f, 0.0f, h));
                float3 nn = nrm3((float3)(gx, gy, gz));
                res = (float4)(t, nn.x, nn.y, nn.z);
                break;
            }
            t += fmax(0.9f * dist, minstep);
        }
    }
    hit[i] = res;
}

// ---------------------------------------------------------------------------------------------------------------
// Mandelbulb, power 8: distance estimate 0.5 * log(r) * r / dr. out[pixel] = (t, steps, last r, hit flag).
// ---------------------------------------------------------------------------------------------------------------
__attribute__((always_inline)) static inline float2 mandelbulb_de(float3 c, int iters)
{
    float3 z = c;
    float dr = 1.0f, r = length(z);
    int i = 0;
#pragma unroll 1
    for (; i < iters && r <= 2.0f; ++i) {
        float theta = acos(clamp(z.z / fmax(r, 1e-12f), -1.0f, 1.0f));
        float phi = atan2(z.y, z.x);
        float r2 = r * r;
        float r7 = (r2 * r2) * (r2 * r);
        dr = fma(8.0f * r7, dr, 1.0f);
        float zr = r7 * r;
        theta *= 8.0f;
        phi *= 8.0f;
        float st = sin(theta);
        z = zr * (float3)(st * cos(phi), st * sin(phi), cos(theta)) + c;
        r = length(z);
    }
    return (float2)(0.5f * log(r) * r / dr, (float)i);
}

__kernel void mandelbulb_de_march(__global float4 *restrict out,
                                  __constant sdf_camera *cam,
                                  int width, int height, int iters, int max_steps)
{
    int px = get_global_id(0), py = get_global_id(1);
    if (px >= width || py >= height)
        return;
    float3 ro = cam->pos.xyz;
    float u = (float)px - 0.5f * (float)width;
    float v = 0.5f * (float)height - (float)py;
    float3 rd = nrm3(cam->fwd.xyz * cam->fwd.w + cam->right.xyz * u + cam->up.xyz * v);

    float t = 0.0f, last_it = 0.0f, hitf = 0.0f;
    int s = 0;
    for (; s < max_steps; ++s) {
        float2 de = mandelbulb_de(ro + rd * t, iters);
        last_it = de.y;
        if (de.x < 2e-4f * (1.0f + t)) {
            hitf = 1.0f;
            break;
        }
        t += de.x;
        if (t > 6.0f)
            break;
    }
    out[py * width + px] = (float4)(t, (float)s, last_it, hitf);
}
