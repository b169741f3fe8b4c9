// Imitates the fractal kernels of GPU SDK samples and compute benchmarks: a single-precision Mandelbrot escape-time
// count with four pixels per work-item iterated together (with the main-cardioid / period-2 bulb shortcut), and a
// double-precision Julia set with supersampling and smooth (continuous) colouring, log/log2/sqrt, written as RGBA8.
// Interesting for a scheduler: the escape loops are divergent, run a data-dependent number of trips and are pure ALU
// (issue-bound: a short mul/fma chain per pixel per trip, four independent chains to interleave in the float one);
// the double kernel adds libm-style log/log2/sqrt expansions after the loop, which are long straight-line f64 code
// with many temporaries.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define MB_PX 4

// ---------------------------------------------------------------------------------------------------------------
// counts[py * width + px] = number of iterations before |z| > 2 (max_iter if it never escapes).
// Pixel columns of one work-item are get_global_size(0) apart so stores stay coalesced.
// ---------------------------------------------------------------------------------------------------------------
__kernel void mandelbrot_f32_px4(__global uint *restrict counts,
                                 int width, int height,
                                 float x0, float y0, float dx, float dy,
                                 int max_iter)
{
    int gx = get_global_id(0);
    int py = get_global_id(1);
    if (py >= height)
        return;
    int stride = get_global_size(0);
    float ci = y0 + (float)py * dy;

    float cr[MB_PX], zr[MB_PX], zi[MB_PX];
    int iters[MB_PX];
    bool live[MB_PX];
#pragma unroll
    for (int k = 0; k < MB_PX; k++) {
        int px = gx + k * stride;
        cr[k] = x0 + (float)px * dx;
        zr[k] = 0.0f;
        zi[k] = 0.0f;
        iters[k] = 0;
        // points inside the main cardioid or the period-2 bulb never escape
        float xq = cr[k] - 0.25f;
        float q = xq * xq + ci * ci;
        bool cardioid = q * (q + xq) <= 0.25f * ci * ci;
        float xb = cr[k] + 1.0f;
        bool bulb = xb * xb + ci * ci <= 0.0625f;
        if (cardioid || bulb)
            iters[k] = max_iter;
        live[k] = px < width && !(cardioid || bulb);
    }

    for (int n = 0; n < max_iter; n++) {
        bool any = false;
#pragma unroll
        for (int k = 0; k < MB_PX; k++) {
            float rr = zr[k] * zr[k];
            float ii = zi[k] * zi[k];
            bool out = rr + ii > 4.0f;
            bool step = live[k] && !out;
            float nzi = fma(2.0f * zr[k], zi[k], ci);
            float nzr = rr - ii + cr[k];
            zr[k] = step ? nzr : zr[k];
            zi[k] = step ? nzi : zi[k];
            iters[k] += step ? 1 : 0;
            live[k] = step;
            any |= step;
        }
        if (!any)
            break;
    }

#pragma unroll
    for (int k = 0; k < MB_PX; k++) {
        int px = gx + k * stride;
        if (px < width)
            counts[py * width + px] = (uint)iters[k];
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Julia set z <- z^2 + c in double, ss x ss samples per pixel over the square [cx - half, cx + half]^2 mapped to
// width x height. Smooth iteration count mu = n + 1 - log2(log|z|) with a large bailout; colour is a Bernstein
// polynomial palette of mu / max_iter, averaged over the samples and gamma-corrected with sqrt.
// ---------------------------------------------------------------------------------------------------------------
__kernel void julia_f64_smooth_rgba(__global uchar4 *restrict rgba,
                                    int width, int height,
                                    double cx, double cy, double half_extent,
                                    double c_re, double c_im,
                                    int max_iter, int ss)
{
    int px = get_global_id(0);
    int py = get_global_id(1);
    if (px >= width || py >= height)
        return;

    double scale = 2.0 * half_extent / (double)min(width, height);
    double sub = scale / (double)ss;
    double bail = 256.0;
    double inv_max = 1.0 / (double)max_iter;

    double acc_r = 0.0, acc_g = 0.0, acc_b = 0.0;
    for (int sy = 0; sy < ss; sy++) {
        for (int sx = 0; sx < ss; sx++) {
            double zr = cx + ((double)(px - width / 2) * scale) + ((double)sx + 0.5) * sub;
            double zi = cy + ((double)(py - height / 2) * scale) + ((double)sy + 0.5) * sub;
            double mag2 = zr * zr + zi * zi;
            int n = 0;
            while (n < max_iter && mag2 <= bail) {
                double t = zr * zr - zi * zi + c_re;
                zi = fma(2.0 * zr, zi, c_im);
                zr = t;
                mag2 = zr * zr + zi * zi;
                n++;
            }
            if (n < max_iter) {
                double modulus = sqrt(mag2);
                double mu = (double)n + 1.0 - log2(log(modulus));
                double t = clamp(mu * inv_max, 0.0, 1.0);
                double s = 1.0 - t;
                acc_r += 9.0 * s * t * t * t;
                acc_g += 15.0 * s * s * t * t;
                acc_b += 8.5 * s * s * s * t;
            }
            // interior samples contribute black
        }
    }
    double norm = 1.0 / (double)(ss * ss);
    double r = sqrt(clamp(acc_r * norm, 0.0, 1.0));
    double g = sqrt(clamp(acc_g * norm, 0.0, 1.0));
    double b = sqrt(clamp(acc_b * norm, 0.0, 1.0));
    rgba[py * width + px] = (uchar4)((uchar)(r * 255.0 + 0.5), (uchar)(g * 255.0 + 0.5), (uchar)(b * 255.0 + 0.5),
                                     (uchar)255);
}
