/**
 * Hypno: the subject swirls round its centre, twisting one way and back, over a turning spiral
 * disc. The swirl is one typed-array pass: each pixel reads from its place turned by an angle
 * that falls off from the centre to the edge of the subject's circle.
 */
import { defineEmote } from './define.ts';
import { locateSubject } from './draw-helpers.ts';
import { frameRateSetting, loopSecondsSetting, loopTiming } from './loop-settings.ts';
import { sampleInput } from './sample-input.ts';

/** Draws a two-armed black and white spiral on a disc of radius r, turned `turn` radians. */
function drawSpiral(ctx: OffscreenCanvasRenderingContext2D, cx: number, cy: number, r: number, turn: number) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, 2 * Math.PI);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.clip();
  ctx.fillStyle = '#5b2a86';
  for (let arm = 0; arm < 2; arm++) {
    ctx.beginPath();
    for (let k = 0; k <= 60; k++) {
      const t = k / 60;
      const a = turn + arm * Math.PI + t * 4 * Math.PI;
      ctx.lineTo(cx + Math.cos(a) * r * t, cy + Math.sin(a) * r * t);
    }
    for (let k = 60; k >= 0; k--) {
      const t = k / 60;
      const a = turn + arm * Math.PI + t * 4 * Math.PI + 1.2;
      ctx.lineTo(cx + Math.cos(a) * r * t, cy + Math.sin(a) * r * t);
    }
    ctx.fill();
  }
  ctx.restore();
}

/** Writes the colour at (x, y) of `from`, mixed from its four neighbours (transparent outside), into `to` at `at`. */
function sampleBilinear(from: Uint8ClampedArray, width: number, height: number, x: number, y: number, to: Uint8ClampedArray, at: number) {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const left = x0 >= 0 && x0 < width;
  const right = x0 + 1 >= 0 && x0 + 1 < width;
  const up = y0 >= 0 && y0 < height;
  const down = y0 + 1 >= 0 && y0 + 1 < height;
  const i = (y0 * width + x0) * 4;
  const below = i + width * 4;
  const w00 = left && up ? (1 - fx) * (1 - fy) : 0;
  const w10 = right && up ? fx * (1 - fy) : 0;
  const w01 = left && down ? (1 - fx) * fy : 0;
  const w11 = right && down ? fx * fy : 0;
  for (let c = 0; c < 4; c++) {
    to[at + c] = (w00 && from[i + c] * w00) + (w10 && from[i + 4 + c] * w10) + (w01 && from[below + c] * w01) + (w11 && from[below + 4 + c] * w11);
  }
}

export default defineEmote({
  name: 'Hypno',
  slug: 'hypno',
  inputs: [sampleInput('hypno', 1, [44, 44, 360, 360])],
  settings: {
    frameMs: frameRateSetting(80),
    seconds: loopSecondsSetting({ default: 2, min: 0.5, max: 4 }, 'How long one twist there and back takes.'),
    swirl: { kind: 'number', label: 'Swirl', description: 'How far the centre twists at the most, in turns.', default: 0.6, min: 0, max: 2, step: 0.05 },
    spiral: { kind: 'toggle', label: 'Spiral disc', description: 'Draws a turning hypno spiral behind the subject.', default: true },
  },
  timing: loopTiming,
  render({ ctx, width, height, p, inputs, settings }) {
    const subject = inputs[0];
    if (!subject) return;
    const { side } = locateSubject(width, height);
    const cx = width / 2;
    const cy = height / 2;
    const radius = side / 2;
    if (settings.spiral) drawSpiral(ctx, cx, cy, radius, -4 * Math.PI * p);
    // Read back every frame: a canvas kept in memory, not on the GPU.
    const canvas = new OffscreenCanvas(width, height);
    const layer = { canvas, ctx: canvas.getContext('2d', { willReadFrequently: true })! };
    layer.ctx.imageSmoothingEnabled = !subject.pixelated;
    layer.ctx.drawImage(subject.image, 0, 0);
    const from = layer.ctx.getImageData(0, 0, width, height).data;
    const out = new ImageData(width, height);
    const to = out.data;
    const twist = settings.swirl * 2 * Math.PI * Math.sin(2 * Math.PI * p);
    to.set(from);
    // Only the subject's circle swirls; outside it the pixels stay as they are.
    const x0 = Math.max(0, Math.floor(cx - radius));
    const y0 = Math.max(0, Math.floor(cy - radius));
    for (let y = y0; y < Math.min(height, Math.ceil(cy + radius)); y++) {
      for (let x = x0; x < Math.min(width, Math.ceil(cx + radius)); x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        const r = Math.sqrt(dx * dx + dy * dy) / radius;
        if (r >= 1 || twist === 0) continue;
        const a = twist * (1 - r) ** 2;
        const c = Math.cos(a);
        const s = Math.sin(a);
        sampleBilinear(from, width, height, cx + dx * c - dy * s - 0.5, cy + dx * s + dy * c - 0.5, to, (y * width + x) * 4);
      }
    }
    layer.ctx.putImageData(out, 0, 0);
    ctx.drawImage(layer.canvas, 0, 0);
  },
});
