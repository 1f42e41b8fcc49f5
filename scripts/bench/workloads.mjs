/**
 * The benchmark's deterministic workloads (the frames behind DESIGN.md's anchor figures),
 * reproducing ../shared/bench/workloads.mjs so the project runs without ../shared.
 * CLI: node scripts/bench/workloads.mjs W1|W2|W3 OUT.rgba  (frames concatenated, RGBA)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPng } from './read-png.mjs';
import { downscaleArea, sampleBilinear } from './resample.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** W1/W2: a photographed head cut out with a soft edge, bobbing like jam; W3: a photograph panned, zoomed, rotated. */
export const WORKLOADS = {
  W1: { name: 'emote', width: 112, height: 112, frames: 50, delayMs: 20, alpha: true },
  W2: { name: 'discord', width: 128, height: 128, frames: 60, delayMs: 20, alpha: true },
  W3: { name: 'large', width: 448, height: 448, frames: 150, delayMs: 40, alpha: false },
  // Ours, not ../shared's: W2 with its second half mirrored, so the loop never repeats itself and
  // no encoder can write it once (W2 repeats every 30 frames); the same colours and motion per frame.
  W2n: { name: 'discord, no repeat', width: 128, height: 128, frames: 60, delayMs: 20, alpha: true, variantOf: 'W2' },
};

/** W2's frames with the second half mirrored left to right. */
function mirrorSecondHalf(frames, width) {
  return frames.map((frame, f) => {
    if (f < frames.length / 2) return frame;
    const out = new Uint8Array(frame.length);
    for (let p = 0; p < frame.length / 4; p++) {
      const x = p % width;
      out.set(frame.subarray(p * 4, p * 4 + 4), (p - x + width - 1 - x) * 4);
    }
    return out;
  });
}

/** Cuts the astronaut's head out with an anti-aliased ellipse and downsizes it to ~80% of the output height. */
function makeEmoteTexture(outSize) {
  const { w, h, data } = readPng(path.join(HERE, 'astronaut.png'));
  const cx = 228, cy = 165, rx = 112, ry = 155;
  const prem = new Float32Array(w * h * 4);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const nx = (x + 0.5 - cx) / rx, ny = (y + 0.5 - cy) / ry;
    const d = (Math.sqrt(nx * nx + ny * ny) - 1) * Math.min(rx, ry);
    const a = Math.min(1, Math.max(0, 0.5 - d / 1.5));
    const i = (y * w + x) * 4;
    prem[i] = data[i] * a; prem[i + 1] = data[i + 1] * a; prem[i + 2] = data[i + 2] * a; prem[i + 3] = 255 * a;
  }
  const cw = 2 * rx + 8, ch = 2 * ry + 8, x0 = cx - rx - 4, y0 = cy - ry - 4;
  const th = Math.round(outSize * 0.80), tw = Math.round(th * cw / ch);
  return { tex: downscaleArea(prem, w, h, x0, y0, cw, ch, tw, th), tw, th };
}

/** Draws the bobbing, tilting, squashing head: two beats a loop, pivot at the bottom centre. */
function renderEmoteFrames(W, H, N) {
  const { tex, tw, th } = makeEmoteTexture(W);
  const px = new Float32Array(4), frames = [];
  for (let f = 0; f < N; f++) {
    const ph = 2 * Math.PI * f / N * 2;
    const rot = (14 * Math.PI / 180) * Math.sin(ph);
    const sx = 1 + 0.07 * Math.cos(2 * ph), sy = 1 - 0.09 * Math.cos(2 * ph);
    const pivX = W / 2 + 0.05 * W * Math.sin(ph), pivY = H * 0.92 + -0.07 * H * Math.abs(Math.sin(ph));
    const c = Math.cos(rot), s = Math.sin(rot);
    const out = new Uint8Array(W * H * 4);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const dx = x + 0.5 - pivX, dy = y + 0.5 - pivY;
      const rx = (c * dx + s * dy) / sx, ry = (-s * dx + c * dy) / sy;
      sampleBilinear(tex, tw, th, tw / 2 + rx, th + ry, false, px);
      const a = px[3], o = (y * W + x) * 4;
      if (a <= 0.5) continue;
      out[o] = Math.min(255, Math.round(px[0] * 255 / a));
      out[o + 1] = Math.min(255, Math.round(px[1] * 255 / a));
      out[o + 2] = Math.min(255, Math.round(px[2] * 255 / a));
      out[o + 3] = Math.min(255, Math.round(a));
    }
    frames.push(out);
  }
  return frames;
}

/** Pans, zooms in and rotates over the coffee photograph (opaque; the reference's grain is disabled). */
function renderPanFrames(W, H, N) {
  const img = readPng(path.join(HERE, 'coffee.png'));
  const tex = Float32Array.from(img.data);
  const px = new Float32Array(4), frames = [];
  for (let f = 0; f < N; f++) {
    const t = f / (N - 1);
    const win = 380 - 120 * t;
    const cx = 250 + 80 * t + 12 * Math.sin(2 * Math.PI * t * 3);
    const cy = 200 - 20 * t + 8 * Math.cos(2 * Math.PI * t * 2);
    const rot = (-4 + 8 * t) * Math.PI / 180;
    const c = Math.cos(rot), s = Math.sin(rot), k = win / W;
    const out = new Uint8Array(W * H * 4);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      const dx = (x + 0.5 - W / 2) * k, dy = (y + 0.5 - H / 2) * k;
      sampleBilinear(tex, img.w, img.h, cx + c * dx - s * dy, cy + s * dx + c * dy, true, px);
      const o = (y * W + x) * 4;
      out[o] = Math.min(255, Math.max(0, Math.round(px[0])));
      out[o + 1] = Math.min(255, Math.max(0, Math.round(px[1])));
      out[o + 2] = Math.min(255, Math.max(0, Math.round(px[2])));
      out[o + 3] = 255;
    }
    frames.push(out);
  }
  return frames;
}

/** Generates the RGBA frames of workload `id` ('W1' | 'W2' | 'W3' | 'W2n'). */
export function generate(id) {
  const wl = WORKLOADS[id];
  if (!wl) throw new Error(`unknown workload ${id}`);
  if (wl.variantOf) return mirrorSecondHalf(generate(wl.variantOf), wl.width);
  return (wl.alpha ? renderEmoteFrames : renderPanFrames)(wl.width, wl.height, wl.frames);
}

/** Returns workload `id` with its frames: {id, name, width, height, frames, delayMs, alpha}. */
export function load(id) {
  return { ...WORKLOADS[id], id, frames: generate(id) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [id, out] = process.argv.slice(2);
  if (!WORKLOADS[id] || !out) {
    console.error('usage: node scripts/bench/workloads.mjs W1|W2|W3|W2n OUT.rgba');
    process.exit(2);
  }
  const wl = load(id);
  fs.writeFileSync(out, Buffer.concat(wl.frames));
  console.info(`${id}: ${wl.width}x${wl.height}, ${wl.frames.length} frames at ${wl.delayMs} ms -> ${out}`);
}
