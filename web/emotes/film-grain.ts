/**
 * Seeded film grain: one tile of grey noise per size and seed, shown at a different seeded offset
 * each frame. Specks grow with the output (1 px at 112), so x1, x2 and x4 look alike.
 */
import { createRandom } from './seeded-random.ts';

let cached: { key: string; tile: OffscreenCanvas } | null = null;

/** A width×height tile of black and white specks with random alpha up to 255 (strength is applied when drawn). */
function noiseTile(width: number, height: number, seed: number): OffscreenCanvas {
  const key = `${width}x${height}:${seed}`;
  if (cached?.key === key) return cached.tile;
  const tile = new OffscreenCanvas(width, height);
  const ctx = tile.getContext('2d')!;
  const pixels = ctx.createImageData(width, height);
  const random = createRandom(seed * 10007);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const grey = random() < 0.5 ? 0 : 255;
    data[i] = grey;
    data[i + 1] = grey;
    data[i + 2] = grey;
    data[i + 3] = Math.round(255 * random());
  }
  ctx.putImageData(pixels, 0, 0);
  cached = { key, tile };
  return tile;
}

/** Draws grain over the whole width×height at `strength` (0…1), shifted by an offset fixed by seed and frame. */
export function drawFilmGrain(ctx: OffscreenCanvasRenderingContext2D, width: number, height: number, strength: number, seed: number, frame: number) {
  const speck = Math.max(1, Math.round(Math.min(width, height) / 112));
  const [w, h] = [Math.ceil(width / speck), Math.ceil(height / speck)];
  const tile = noiseTile(w, h, seed);
  const random = createRandom(seed * 7919 + frame);
  const dx = Math.floor(random() * w);
  const dy = Math.floor(random() * h);
  ctx.save();
  ctx.globalAlpha = Math.min(1, Math.max(0, strength));
  ctx.imageSmoothingEnabled = false;
  ctx.scale(speck, speck);
  for (const x of [dx - w, dx]) for (const y of [dy - h, dy]) ctx.drawImage(tile, x, y);
  ctx.restore();
}
