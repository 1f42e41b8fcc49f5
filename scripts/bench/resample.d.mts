/** Types of resample.mjs (kept in JS so the workloads run with plain Node). */

/** Box-filters the crop (x0, y0, cw, ch) of a premultiplied sw×sh float RGBA texture down to tw×th. */
export function downscaleArea(src: Float32Array, sw: number, sh: number, x0: number, y0: number, cw: number, ch: number, tw: number, th: number): Float32Array;
/** Bilinearly samples a tw×th premultiplied texture at pixel-space (u, v) into `out`. */
export function sampleBilinear(tex: Float32Array, tw: number, th: number, u: number, v: number, clamp: boolean, out: Float32Array): void;
